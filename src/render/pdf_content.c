/*
 * pdf_content.c: see pdf_content.h.  Each function below says which
 * libharu 2.3.0 operator it writes like; the bytes and the float
 * arithmetic follow that operator (hpdf_page_operator.c).
 */
#include "render/pdf_content.h"

#include <hpdf_pages.h>
#include <hpdf_utils.h>
#include <string.h>

/* Bytes one FToA number takes at most ("-32767.99999"), with a NUL. */
#define NUM_MAX	13

/* Append the FToA text of v. */
static void
put_real(struct pdf_content *c, HPDF_REAL v)
{
	char *p = sb_room(&c->b, NUM_MAX);

	sb_wrote(&c->b, (size_t)(HPDF_FToA(p, v, p + NUM_MAX) - p));
}

/* Append the n reals of v separated by spaces, then op (its leading
 * space and newline; at most 8 bytes), as the operators build their
 * line. */
static void
put_reals(struct pdf_content *c, const HPDF_REAL *v, int n, const char *op)
{
	char *start = sb_room(&c->b, 6 * (NUM_MAX + 1) + 8), *p = start;
	int i;

	for (i = 0; i < n; i++) {
		if (i > 0)
			*p++ = ' ';
		p = HPDF_FToA(p, v[i], p + NUM_MAX);
	}
	while (*op)
		*p++ = *op++;
	sb_wrote(&c->b, (size_t)(p - start));
}

/* Keep the first refusal. */
static void
refuse(struct pdf_content *c, HPDF_STATUS code)
{
	if (c->err == 0)
		c->err = code;
}

int
pdf_content_flush(struct pdf_content *c, HPDF_Page page)
{
	HPDF_PageAttr attr;
	HPDF_STATUS st;

	if (c->b.len == 0)
		return 1;
	attr = (HPDF_PageAttr)page->attr;
	st = HPDF_Stream_Write(attr->stream, (const HPDF_BYTE *)c->b.s,
	    (HPDF_UINT)c->b.len);
	sb_reset(&c->b);
	return st == HPDF_OK;
}

void
pdf_content_free(struct pdf_content *c)
{
	sb_free(&c->b);
}

/* HPDF_Page_MoveTo: "x y m". */
void
pdfc_move_to(struct pdf_content *c, HPDF_REAL x, HPDF_REAL y)
{
	HPDF_REAL v[2] = { x, y };

	put_reals(c, v, 2, " m\012");
}

/* HPDF_Page_LineTo: "x y l". */
void
pdfc_line_to(struct pdf_content *c, HPDF_REAL x, HPDF_REAL y)
{
	HPDF_REAL v[2] = { x, y };

	put_reals(c, v, 2, " l\012");
}

/* HPDF_Page_Rectangle: "x y w h re". */
void
pdfc_rectangle(struct pdf_content *c, HPDF_REAL x, HPDF_REAL y, HPDF_REAL w,
    HPDF_REAL h)
{
	HPDF_REAL v[4] = { x, y, w, h };

	put_reals(c, v, 4, " re\012");
}

/* HPDF_Page_Circle: a move to the left point and four quarter curves
 * (Bezier control points at KAPPA = 0.552 of the radius), computed in
 * float as the library does. */
void
pdfc_circle(struct pdf_content *c, HPDF_REAL x, HPDF_REAL y, HPDF_REAL ray)
{
	const HPDF_REAL k = 0.552F;
	HPDF_REAL m[2] = { x - ray, y };
	HPDF_REAL a[6] = { x - ray, y + ray * k, x - ray * k, y + ray, x,
	    y + ray };
	HPDF_REAL b[6] = { x + ray * k, y + ray, x + ray, y + ray * k, x + ray,
	    y };
	HPDF_REAL cc[6] = { x + ray, y - ray * k, x + ray * k, y - ray, x,
	    y - ray };
	HPDF_REAL d[6] = { x - ray * k, y - ray, x - ray, y - ray * k, x - ray,
	    y };

	put_reals(c, m, 2, " m\012");
	put_reals(c, a, 6, " c\012");
	put_reals(c, b, 6, " c\012");
	put_reals(c, cc, 6, " c\012");
	put_reals(c, d, 6, " c\012");
}

/* HPDF_Page_Fill, _Stroke, _FillStroke, _EndPath: "f", "S", "B", "n". */
void
pdfc_paint(struct pdf_content *c, const char *op)
{
	sb_puts(&c->b, op);
	sb_putc(&c->b, '\012');
}

/* HPDF_Page_SetRGBFill / _SetRGBStroke: "r g b rg" / "r g b RG". */
void
pdfc_rgb(struct pdf_content *c, int stroke, HPDF_REAL r, HPDF_REAL g,
    HPDF_REAL b)
{
	HPDF_REAL v[3] = { r, g, b };

	/* a proposal uses a dozen colours thousands of times: remember the
	 * text of the last ones (the same bytes put_reals makes) */
	static struct {
		HPDF_REAL	 v[3];
		int		 stroke, used;
		size_t		 len;
		char		 text[3 * NUM_MAX + 8];
	} memo[16];
	unsigned h;

	if (r < 0 || r > 1 || g < 0 || g > 1 || b < 0 || b > 1) {
		refuse(c, HPDF_PAGE_OUT_OF_RANGE);
		return;
	}
	{
		HPDF_UINT32 bits[3];

		memcpy(bits, v, sizeof(bits));
		h = (bits[0] * 7u + bits[1] * 3u + bits[2] + (unsigned)stroke) %
		    16;
	}
	if (memo[h].used && memo[h].stroke == stroke &&
	    memcmp(memo[h].v, v, sizeof(v)) == 0) {
		sb_add(&c->b, memo[h].text, memo[h].len);
		return;
	}
	{
		size_t start = c->b.len;

		put_reals(c, v, 3, stroke ? " RG\012" : " rg\012");
		if (c->b.len - start <= sizeof(memo[h].text)) {
			memcpy(memo[h].v, v, sizeof(v));
			memo[h].stroke = stroke;
			memo[h].len = c->b.len - start;
			memcpy(memo[h].text, c->b.s + start, memo[h].len);
			memo[h].used = 1;
		}
	}
}

/* HPDF_Page_SetLineWidth: "w w", the number as HPDF_Stream_WriteReal
 * writes it (FToA into 12 bytes). */
void
pdfc_line_width(struct pdf_content *c, HPDF_REAL w)
{
	char buf[HPDF_REAL_LEN + 1];
	char *end;

	if (w < 0) {
		refuse(c, HPDF_PAGE_OUT_OF_RANGE);
		return;
	}
	end = HPDF_FToA(buf, w, buf + HPDF_REAL_LEN);
	sb_add(&c->b, buf, (size_t)(end - buf));
	sb_puts(&c->b, " w\012");
}

/* HPDF_Page_SetDash: "[a b ...] phase d"; n must be 0, 1 or even. */
void
pdfc_dash(struct pdf_content *c, const HPDF_UINT16 *ptn, unsigned n,
    unsigned phase)
{
	unsigned i;

	if (n != 1 && n % 2 != 0) {
		refuse(c, HPDF_PAGE_INVALID_PARAM_COUNT);
		return;
	}
	if ((n == 0 && phase > 0) || (ptn == NULL && n > 0)) {
		refuse(c, n == 0 ? HPDF_PAGE_OUT_OF_RANGE :
		    HPDF_INVALID_PARAMETER);
		return;
	}
	for (i = 0; i < n; i++)
		if (ptn[i] == 0 || ptn[i] > HPDF_MAX_DASH_PATTERN) {
			refuse(c, HPDF_PAGE_OUT_OF_RANGE);
			return;
		}
	sb_putc(&c->b, '[');
	for (i = 0; i < n; i++) {
		sb_put_uint(&c->b, ptn[i]);	/* as HPDF_IToA */
		sb_putc(&c->b, ' ');
	}
	sb_puts(&c->b, "] ");
	sb_put_uint(&c->b, phase);
	sb_puts(&c->b, " d\012");
}

/* HPDF_Page_SetLineJoin: "join j". */
void
pdfc_line_join(struct pdf_content *c, int join)
{
	if (join < 0 || join >= HPDF_LINEJOIN_EOF) {
		refuse(c, HPDF_PAGE_OUT_OF_RANGE);
		return;
	}
	sb_put_uint(&c->b, (unsigned)join);
	sb_puts(&c->b, " j\012");
}

/* HPDF_Page_BeginText: "BT"; the text matrix becomes the identity. */
void
pdfc_begin_text(struct pdf_content *c)
{
	static const HPDF_REAL identity[6] = { 1, 0, 0, 1, 0, 0 };

	sb_puts(&c->b, "BT\012");
	memcpy(c->tm, identity, sizeof(c->tm));
}

/* HPDF_Page_EndText: "ET". */
void
pdfc_end_text(struct pdf_content *c)
{
	sb_puts(&c->b, "ET\012");
}

/* HPDF_Page_SetFontAndSize: "/name size Tf" (the name as
 * HPDF_Stream_WriteEscapeName writes libharu's "F1", "F2", ...). */
void
pdfc_font(struct pdf_content *c, const char *local_name, HPDF_REAL size)
{
	if (local_name == NULL || !(size > 0) || size > HPDF_MAX_FONTSIZE) {
		refuse(c, local_name == NULL ? HPDF_PAGE_INVALID_FONT :
		    HPDF_PAGE_INVALID_FONT_SIZE);
		return;
	}
	sb_putc(&c->b, '/');
	sb_puts(&c->b, local_name);
	sb_putc(&c->b, ' ');
	put_real(c, size);
	sb_puts(&c->b, " Tf\012");
}

/* HPDF_Page_SetTextMatrix: "a b c d x y Tm". */
void
pdfc_text_matrix(struct pdf_content *c, HPDF_REAL a, HPDF_REAL b,
    HPDF_REAL cc, HPDF_REAL d, HPDF_REAL x, HPDF_REAL y)
{
	HPDF_REAL v[6] = { a, b, cc, d, x, y };

	if ((a == 0 || d == 0) && (b == 0 || cc == 0)) {
		refuse(c, HPDF_INVALID_PARAMETER);
		return;
	}
	put_reals(c, v, 6, " Tm\012");
	memcpy(c->tm, v, sizeof(c->tm));
}

/* HPDF_Stream_WriteEscapeText and " Tj": "(...) Tj", with the bytes
 * HPDF_NEEDS_ESCAPE names as backslash and three octal digits. */
static void
put_text(struct pdf_content *c, const char *s, size_t n)
{
	static unsigned char esc[256];	/* HPDF_NEEDS_ESCAPE(byte) */
	static int esc_ready;
	char *start = sb_room(&c->b, 4 * n + 6), *p = start;
	size_t i;

	if (!esc_ready) {
		for (i = 0; i < 256; i++)
			esc[i] = HPDF_NEEDS_ESCAPE(i) ? 1 : 0;
		esc_ready = 1;
	}
	*p++ = '(';
	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];

		if (esc[ch]) {
			*p++ = '\\';
			*p++ = (char)('0' + (ch >> 6));
			*p++ = (char)('0' + ((ch >> 3) & 7));
			*p++ = (char)('0' + (ch & 7));
		} else {
			*p++ = (char)ch;
		}
	}
	memcpy(p, ") Tj\012", 5);
	sb_wrote(&c->b, (size_t)(p + 5 - start));
}

void
pdfc_show(struct pdf_content *c, const char *s, size_t n, double width)
{
	if (n > HPDF_LIMIT_MAX_STRING_LEN)
		n = HPDF_LIMIT_MAX_STRING_LEN;
	if (n == 0 || width == 0)	/* HPDF_Page_ShowText writes nothing */
		return;
	put_text(c, s, n);
}

/* HPDF_Page_TextOut: the absolute position made relative to the text
 * matrix (TextPos_AbsToRel), "x y Td" (HPDF_Page_MoveTextPos, which
 * moves the matrix), then the text. */
void
pdfc_text_out(struct pdf_content *c, HPDF_REAL xpos, HPDF_REAL ypos,
    const char *s, size_t n, double width)
{
	HPDF_REAL *tm = c->tm, v[2], x, y;

	if (tm[0] == 0) {
		x = (ypos - tm[5] - (xpos - tm[4]) * tm[3] / tm[2]) / tm[1];
		y = (xpos - tm[4]) / tm[2];
	} else {
		y = (ypos - tm[5] - (xpos - tm[4]) * tm[1] / tm[0]) /
		    (tm[3] - tm[2] * tm[1] / tm[0]);
		x = (xpos - tm[4] - y * tm[2]) / tm[0];
	}
	v[0] = x;
	v[1] = y;
	put_reals(c, v, 2, " Td\012");
	tm[4] += x * tm[0] + y * tm[2];
	tm[5] += y * tm[3] + x * tm[1];
	pdfc_show(c, s, n, width);
}
