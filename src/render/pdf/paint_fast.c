/*
 * paint_fast.c: the drawing room (paint.h) for libharu 2.3.0 only.  The
 * page operators are written into one buffer exactly as libharu 2.3.0's
 * HPDF_Page_* operators write them (hpdf_page_operator.c: the same
 * bytes, numbers through pdf_num() as HPDF_FToA, the text matrix tracked
 * in float as the library tracks it), and paint_flush() hands the
 * buffer to the page's content stream in one HPDF_Stream_Write.
 *
 * Why: each libharu operator validates the page state, clears a 512-byte
 * buffer, formats its numbers byte by byte and appends a few bytes to a
 * memory stream; the ~2,000 operators of a proposal cost a fifth of a
 * whole build (bench/README.md).
 *
 * What it relies on (docs/pdf.md lists it): the layout of libharu
 * 2.3.0's HPDF_PageAttr (hpdf_pages.h: its `stream`), HPDF_Stream_Write
 * (hpdf_streams.h), and the bytes of 2.3.0's operators.  Compiled only
 * when PDF_PAINT_FAST (paint.h: the headers say exactly 2.3.0); else
 * this file is empty and paint.c serves.  tests/unit/test_pdf_content.c
 * runs the same operators through both this and libharu's own and
 * compares the streams byte for byte.
 */
#include <hpdf_version.h>

#include "render/pdf/paint.h"

#if PDF_PAINT_FAST

#include <hpdf.h>
#include <hpdf_pages.h>
#include <hpdf_streams.h>
#include <string.h>

/* Bytes one FToA number takes at most ("-32767.99999"), with a NUL. */
#define NUM_MAX	13

/* Append the FToA text of v. */
static void
put_real(struct pdf_paint *c, HPDF_REAL v)
{
	char *p = sb_room(&c->b, NUM_MAX);

	sb_wrote(&c->b, (size_t)(pdf_num(p, v, p + NUM_MAX) - p));
}

/* Append the n reals of v separated by spaces, then op (its leading
 * space and newline; at most 8 bytes), as the operators build their
 * line. */
static void
put_reals(struct pdf_paint *c, const HPDF_REAL *v, int n, const char *op)
{
	char *start = sb_room(&c->b, 6 * (NUM_MAX + 1) + 8), *p = start;
	int i;

	for (i = 0; i < n; i++) {
		if (i > 0)
			*p++ = ' ';
		p = pdf_num(p, v[i], p + NUM_MAX);
	}
	while (*op)
		*p++ = *op++;
	sb_wrote(&c->b, (size_t)(p - start));
}

/* Keep the first refusal. */
static void
refuse(struct pdf_paint *c, HPDF_STATUS code)
{
	if (c->err == 0)
		c->err = code;
}

const char *
paint_impl(void)
{
	return "libharu 2.3.0 fast path";
}

/* The one place that knows libharu 2.3.0's page: the operators go
 * straight into the page's content stream (HPDF_PageAttr.stream), as
 * libharu's own operators put them there. */
int
paint_flush(struct pdf_paint *c)
{
	HPDF_PageAttr attr;
	HPDF_STATUS st;

	if (c->b.len == 0 || c->page == NULL)
		return 1;
	attr = (HPDF_PageAttr)((HPDF_Page)c->page)->attr;
	st = HPDF_Stream_Write(attr->stream, (const HPDF_BYTE *)c->b.s,
	    (HPDF_UINT)c->b.len);
	sb_reset(&c->b);
	return st == HPDF_OK;
}

int
paint_page(struct pdf_paint *c, void *page)
{
	int ok = paint_flush(c);

	c->page = page;
	return ok;
}

void
paint_free(struct pdf_paint *c)
{
	sb_free(&c->b);
}

/* HPDF_Page_MoveTo: "x y m". */
void
paint_move_to(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y)
{
	HPDF_REAL v[2] = { x, y };

	put_reals(c, v, 2, " m\012");
}

/* HPDF_Page_LineTo: "x y l". */
void
paint_line_to(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y)
{
	HPDF_REAL v[2] = { x, y };

	put_reals(c, v, 2, " l\012");
}

/* HPDF_Page_Rectangle: "x y w h re". */
void
paint_rectangle(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y, HPDF_REAL w,
    HPDF_REAL h)
{
	HPDF_REAL v[4] = { x, y, w, h };

	put_reals(c, v, 4, " re\012");
}

/* HPDF_Page_Circle: a move to the left point and four quarter curves
 * (Bezier control points at KAPPA = 0.552 of the radius), computed in
 * float as the library does. */
void
paint_circle(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y, HPDF_REAL ray)
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
paint_path(struct pdf_paint *c, const char *op)
{
	sb_puts(&c->b, op);
	sb_putc(&c->b, '\012');
}

/* HPDF_Page_SetRGBFill / _SetRGBStroke: "r g b rg" / "r g b RG". */
void
paint_rgb(struct pdf_paint *c, int stroke, HPDF_REAL r, HPDF_REAL g,
    HPDF_REAL b)
{
	HPDF_REAL v[3] = { r, g, b };

	struct paint_rgb_memo *memo = c->memo;
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
paint_line_width(struct pdf_paint *c, HPDF_REAL w)
{
	char buf[HPDF_REAL_LEN + 1];
	char *end;

	if (w < 0) {
		refuse(c, HPDF_PAGE_OUT_OF_RANGE);
		return;
	}
	end = pdf_num(buf, w, buf + HPDF_REAL_LEN);
	sb_add(&c->b, buf, (size_t)(end - buf));
	sb_puts(&c->b, " w\012");
}

/* HPDF_Page_SetDash: "[a b ...] phase d"; n must be 0, 1 or even. */
void
paint_dash(struct pdf_paint *c, const HPDF_UINT16 *ptn, unsigned n,
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
paint_line_join(struct pdf_paint *c, int join)
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
paint_begin_text(struct pdf_paint *c)
{
	static const HPDF_REAL identity[6] = { 1, 0, 0, 1, 0, 0 };

	sb_puts(&c->b, "BT\012");
	memcpy(c->tm, identity, sizeof(c->tm));
}

/* HPDF_Page_EndText: "ET". */
void
paint_end_text(struct pdf_paint *c)
{
	sb_puts(&c->b, "ET\012");
}

/* HPDF_Page_SetFontAndSize: "/name size Tf" (the name as
 * HPDF_Stream_WriteEscapeName writes libharu's "F1", "F2", ...). */
void
paint_font(struct pdf_paint *c, void *font, HPDF_REAL size)
{
	const char *local_name = c->page != NULL ? HPDF_Page_GetLocalFontName(
	    (HPDF_Page)c->page, (HPDF_Font)font) : NULL;

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
paint_text_matrix(struct pdf_paint *c, HPDF_REAL a, HPDF_REAL b,
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

/* The printable bytes HPDF_NEEDS_ESCAPE (libharu 2.3.0, hpdf_utils.h)
 * names besides those below 0x20 and above 0x7e. */
static const unsigned char special[128] = {
	['\\'] = 1, ['%'] = 1, ['#'] = 1, ['/'] = 1, ['('] = 1, [')'] = 1,
	['<'] = 1, ['>'] = 1, ['['] = 1, [']'] = 1, ['{'] = 1, ['}'] = 1,
};

/* HPDF_Stream_WriteEscapeText and " Tj": "(...) Tj", with the bytes
 * HPDF_NEEDS_ESCAPE names as backslash and three octal digits. */
static void
put_text(struct pdf_paint *c, const char *s, size_t n)
{
	char *start = sb_room(&c->b, 4 * n + 6), *p = start;
	size_t i;

	*p++ = '(';
	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];

		if (ch < 0x20 || ch > 0x7e || special[ch]) {
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
paint_show(struct pdf_paint *c, const char *s, size_t n, double width)
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
paint_text_out(struct pdf_paint *c, HPDF_REAL xpos, HPDF_REAL ypos,
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
	paint_show(c, s, n, width);
}

#endif /* PDF_PAINT_FAST */
