/*
 * pen.c: the painter over the drawing room (paint.h): the current
 * page, font, colours, line width and dash, and where the last text
 * ended, so that no operator is written twice; text, rules and filled
 * boxes at layout positions (pt from the page top).
 */
#include "render/pdf/pdf_int.h"
#include "render/chart.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/utf8.h"

/* ------------------------------------------------------------------ */
/* Painting                                                            */


/* Leave the text object, if in one. */
void
pdf_gfx_mode(struct pdf *d)
{
	if (d->in_text) {
		paint_end_text(&d->pc);
		d->in_text = 0;
	}
}

/* Enter a text object, if not in one. */
static void
text_mode(struct pdf *d)
{
	if (!d->in_text) {
		paint_begin_text(&d->pc);
		d->in_text = 1;
		d->rotated = 0;
		d->pen = 0;
	}
}

/* Hand the operators drawn so far to the page's content stream. */
void
pdf_flush_page(struct pdf *d)
{
	if (!paint_flush(&d->pc) && d->err == 0)
		d->err = HPDF_FAILD_TO_ALLOC_MEM;
}

/* Draw on page pg from now on; forget the painter state. */
void
pdf_use_page(struct pdf *d, HPDF_Page pg)
{
	pdf_gfx_mode(d);
	if (!paint_page(&d->pc, pg) && d->err == 0)
		d->err = HPDF_FAILD_TO_ALLOC_MEM;
	d->page = pg;
	d->cur_font = NULL;
	d->cur_size = -1;
	d->cur_fill = d->cur_stroke = -1;
	d->cur_lw = -1;
	d->cur_dash = -1;
}

/* Set the fill (and text) colour rgb (0xRRGGBB). */
void
pdf_set_fill(struct pdf *d, long rgb)
{
	if (rgb == d->cur_fill)
		return;
	paint_rgb(&d->pc, 0, (HPDF_REAL)((rgb >> 16) & 255) / 255,
	    (HPDF_REAL)((rgb >> 8) & 255) / 255, (HPDF_REAL)(rgb & 255) / 255);
	d->cur_fill = rgb;
}

/* Set the stroke colour, width (pt) and dashing; leaves the text object. */
void
pdf_set_stroke(struct pdf *d, long rgb, double lw, int dashed)
{
	int lw_changed = lw != d->cur_lw;

	pdf_gfx_mode(d);
	if (rgb != d->cur_stroke) {
		paint_rgb(&d->pc, 1,
		    (HPDF_REAL)((rgb >> 16) & 255) / 255,
		    (HPDF_REAL)((rgb >> 8) & 255) / 255,
		    (HPDF_REAL)(rgb & 255) / 255);
		d->cur_stroke = rgb;
	}
	if (lw != d->cur_lw) {
		paint_line_width(&d->pc, (HPDF_REAL)lw);
		d->cur_lw = lw;
	}
	if (dashed != d->cur_dash || (dashed && lw_changed)) {
		/* the chart's own patterns (dotted, dashed, dash-dot), as the
		 * SVG draws them; libharu takes whole points */
		double pat[4];
		HPDF_UINT16 u[4];
		size_t n = chart_dash_array(dashed, lw, pat), i;

		for (i = 0; i < n; i++)
			u[i] = (HPDF_UINT16)(pat[i] < 1 ? 1 : pat[i] + 0.5);
		paint_dash(&d->pc, n ? u : NULL, (unsigned)n, 0);
		d->cur_dash = dashed;
	}
}


/* Set font f in Windows-1252 at size pt. */
void
pdf_set_font(struct pdf *d, enum font f, double size)
{
	pdf_set_font_enc(d, f, TE_CP1252, size);
}

/* Set font f in code page enc (enum text_enc) at size pt.  A font that
 * cannot be loaded (a missing DejaVu file, already a finding, so the
 * PDF is not saved) is stood in for by f in Windows-1252. */
void
pdf_set_font_enc(struct pdf *d, enum font f, unsigned enc, double size)
{
	HPDF_Font font;

	if (!pdf_load_font(d, f, enc))	/* in case pdf_load_fonts() missed one */
		enc = TE_CP1252;
	pdf_load_font(d, f, enc);
	font = d->font[enc][f];
	text_mode(d);
	if (font == d->cur_font && size == d->cur_size)
		return;
	paint_font(&d->pc, font, (HPDF_REAL)size);
	d->cur_font = font;
	d->cur_size = size;
}

/*
 * Show bytes s[0..n), w pt wide, upright with the baseline start at x, y
 * (layout).  Text that goes on where the last ended is not positioned:
 * PDF moves the pen by the same glyph widths we measure with.
 */
void
pdf_show(struct pdf *d, double x, double y, const char *s, size_t n, double w)
{
	n = strnlen(s, n);	/* as libharu took it: up to a NUL */
	text_mode(d);
	if (d->pen && !d->rotated && fabs(x - d->pen_x) < 0.001 &&
	    fabs(y - d->pen_y) < 0.001) {
		paint_show(&d->pc, s, n, w);
	} else if (d->rotated) {
		paint_text_matrix(&d->pc, 1, 0, 0, 1, (HPDF_REAL)x,
		    (HPDF_REAL)pdf_page_y(y));
		paint_show(&d->pc, s, n, w);
		d->rotated = 0;
	} else {
		paint_text_out(&d->pc, (HPDF_REAL)x, (HPDF_REAL)pdf_page_y(y), s, n,
		    w);
	}
	d->pen = 1;
	d->pen_x = x + w;
	d->pen_y = y;
}

/* Fill the rectangle x, y (top-left, layout), w by h pt with rgb. */
void
pdf_fill_rect(struct pdf *d, double x, double y, double w, double h, long rgb)
{
	pdf_gfx_mode(d);
	pdf_set_fill(d, rgb);
	paint_rectangle(&d->pc, (HPDF_REAL)x, (HPDF_REAL)pdf_page_y(y + h),
	    (HPDF_REAL)w, (HPDF_REAL)h);
	paint_path(&d->pc, "f");
}

/* A horizontal rule at y (layout) from x0 to x1, lw pt wide. */
void
pdf_hrule(struct pdf *d, double x0, double x1, double y, double lw, long rgb)
{
	pdf_set_stroke(d, rgb, lw, 0);
	paint_move_to(&d->pc, (HPDF_REAL)x0, (HPDF_REAL)pdf_page_y(y));
	paint_line_to(&d->pc, (HPDF_REAL)x1, (HPDF_REAL)pdf_page_y(y));
	paint_path(&d->pc, "S");
}

/*
 * Draw bytes [a,b) of t as one line from x with the baseline at y
 * (layout), at block size size, extra style added, in colour rgb (links
 * and their targets have their own): one run per look and code page.
 * Returns the width drawn, pt.
 */
double
pdf_draw_span(struct pdf *d, const struct inl *t, size_t a, size_t b, double x,
    double y, double size, unsigned extra, long rgb)
{
	double x0 = x;

	while (a < b) {
		unsigned s = (t->sty[a] | extra) & ST_LOOK, e = t->enc[a];
		size_t j = a + 1;
		double w;

		while (j < b && ((t->sty[j] | extra) & ST_LOOK) == s &&
		    t->enc[j] == e)
			j++;
		w = pdf_text_w(d, t, a, j, size, extra);
		pdf_set_font_enc(d, pdf_font_of(s), e, size * pdf_scale_of(s));
		pdf_set_fill(d, s & ST_URL ? C_URL : s & ST_LINK ? C_LINK : rgb);
		pdf_show(d, x, y, t->txt + a, j - a, w);
		x += w;
		a = j;
	}
	return x - x0;
}


