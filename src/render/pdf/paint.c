/*
 * paint.c: the drawing room (paint.h) through libharu's public API only:
 * each operator is one HPDF_Page_* call on the current page.  Used when
 * the libharu headers are not exactly 2.3.0 or with make
 * HPDF_PUBLIC_ONLY=1; with 2.3.0 it writes the same bytes as
 * paint_fast.c (`make test` compares the PDFs of every example).
 * Refusals are libharu's own: it reports them to the document's error
 * handler (document.c), and err stays 0.
 */
#include <hpdf_version.h>

#include "render/pdf/paint.h"

#if !PDF_PAINT_FAST

#define HPDF_SHARED 1	/* libharu's public interface only */
#include <hpdf.h>
#include <string.h>

const char *
paint_impl(void)
{
	return "public libharu API";
}

int
paint_flush(struct pdf_paint *c)
{
	(void)c;
	return 1;
}

int
paint_page(struct pdf_paint *c, void *page)
{
	c->page = page;
	return 1;
}

void
paint_free(struct pdf_paint *c)
{
	sb_free(&c->b);
}

void
paint_move_to(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y)
{
	HPDF_Page_MoveTo(c->page, x, y);
}

void
paint_line_to(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y)
{
	HPDF_Page_LineTo(c->page, x, y);
}

void
paint_rectangle(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y, HPDF_REAL w,
    HPDF_REAL h)
{
	HPDF_Page_Rectangle(c->page, x, y, w, h);
}

void
paint_circle(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y, HPDF_REAL ray)
{
	HPDF_Page_Circle(c->page, x, y, ray);
}

void
paint_path(struct pdf_paint *c, const char *op)
{
	switch (op[0]) {
	case 'f':
		HPDF_Page_Fill(c->page);
		break;
	case 'S':
		HPDF_Page_Stroke(c->page);
		break;
	case 'B':
		HPDF_Page_FillStroke(c->page);
		break;
	default:
		HPDF_Page_EndPath(c->page);
		break;
	}
}

void
paint_rgb(struct pdf_paint *c, int stroke, HPDF_REAL r, HPDF_REAL g,
    HPDF_REAL b)
{
	if (stroke)
		HPDF_Page_SetRGBStroke(c->page, r, g, b);
	else
		HPDF_Page_SetRGBFill(c->page, r, g, b);
}

void
paint_line_width(struct pdf_paint *c, HPDF_REAL w)
{
	HPDF_Page_SetLineWidth(c->page, w);
}

/* libharu 2.4 takes the pattern and phase as HPDF_REAL, 2.3 as whole
 * numbers. */
void
paint_dash(struct pdf_paint *c, const HPDF_UINT16 *ptn, unsigned n,
    unsigned phase)
{
#if HPDF_VERSION_ID >= 20400
	HPDF_REAL r[8];
	unsigned i;

	for (i = 0; i < n && i < 8; i++)
		r[i] = ptn[i];
	HPDF_Page_SetDash(c->page, ptn != NULL ? r : NULL, n, (HPDF_REAL)phase);
#else
	HPDF_Page_SetDash(c->page, ptn, n, phase);
#endif
}

void
paint_line_join(struct pdf_paint *c, int join)
{
	HPDF_Page_SetLineJoin(c->page, (HPDF_LineJoin)join);
}

void
paint_begin_text(struct pdf_paint *c)
{
	HPDF_Page_BeginText(c->page);
}

void
paint_end_text(struct pdf_paint *c)
{
	HPDF_Page_EndText(c->page);
}

void
paint_font(struct pdf_paint *c, void *font, HPDF_REAL size)
{
	HPDF_Page_SetFontAndSize(c->page, font, size);
}

void
paint_text_matrix(struct pdf_paint *c, HPDF_REAL a, HPDF_REAL b,
    HPDF_REAL cc, HPDF_REAL d, HPDF_REAL x, HPDF_REAL y)
{
	HPDF_Page_SetTextMatrix(c->page, a, b, cc, d, x, y);
}

/* s[0..n) NUL-terminated in the room's scratch, for libharu. */
static const char *
cstr(struct pdf_paint *c, const char *s, size_t n)
{
	sb_reset(&c->b);
	sb_add(&c->b, s, n);
	sb_putc(&c->b, '\0');
	return c->b.s;
}

/* width: libharu measures the text itself. */
void
paint_text_out(struct pdf_paint *c, HPDF_REAL x, HPDF_REAL y, const char *s,
    size_t n, double width)
{
	(void)width;
	HPDF_Page_TextOut(c->page, x, y, cstr(c, s, n));
}

void
paint_show(struct pdf_paint *c, const char *s, size_t n, double width)
{
	(void)width;
	HPDF_Page_ShowText(c->page, cstr(c, s, n));
}

#endif /* !PDF_PAINT_FAST */
