/*
 * figure.c: charts: a struct drawing (render/drawing.h) painted as
 * PDF vector graphics, scaled to the text width, with its caption.
 */
#include "render/pdf/pdf_int.h"
#include "render/chart.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/utf8.h"

/* Convert chart text to the PDF's code pages into d->scratch, reporting
 * what cannot be shown at the image (line:col) of figure src. */
static void
chart_text(struct pdf *d, const char *utf8, int line, int col,
    const char *src)
{
	char what[160];
	struct where w = { NO_OFF, line, col, what };

	snprintf(what, sizeof(what), " in the chart '%s'", src ? src : "");
	d->scratch.len = 0;
	pdf_conv(d->p, &d->scratch, utf8, strlen(utf8), 0, &w);
}

/*
 * Show chart text t (its fonts set up, the text matrix placed, the
 * first run's font set) in face f at size pt, tw pt wide in all: one
 * Tj per run of one code page, the font switched between them.
 */
static void
show_runs(struct pdf *d, const struct inl *t, enum font f, double size,
    double tw)
{
	size_t n = strnlen(t->txt, t->len), a = 0, j;

	if (n == t->len && n > 0 && t->enc[0] == t->enc[n - 1]) {
		for (j = 1; j < n && t->enc[j] == t->enc[0]; j++)
			;
		if (j == n) {	/* one code page: one Tj, as always */
			paint_show(&d->pc, t->txt, n, tw);
			return;
		}
	}
	while (a < n) {
		for (j = a + 1; j < n && t->enc[j] == t->enc[a]; j++)
			;
		pdf_set_font_enc(d, f, t->enc[a], size);
		paint_show(&d->pc, t->txt + a, j - a, pdf_text_w(d, t, a, j,
		    size, f == F_BOLD ? ST_BOLD : 0));
		a = j;
	}
}

/* Fill and/or stroke the current path as prim p asks. */
static void
paint(struct pdf *d, const struct prim *p)
{
	paint_path(&d->pc, p->fill >= 0 && p->stroke >= 0 ? "B" :
	    p->fill >= 0 ? "f" : p->stroke >= 0 ? "S" : "n");
}

/* 1 if all of the n numbers are finite. */
static int
finite_all(const double *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!isfinite(v[i]))
			return 0;
	return 1;
}

/*
 * Draw drawing dw with its top-left corner at ox, oy (layout) scaled by
 * s: coordinates, line widths and font sizes times s.  Primitives with
 * non-finite numbers are skipped.
 */
static void
draw_chart(struct pdf *d, const struct drawing *dw, double ox, double oy,
    double s, const struct block *b)
{
	size_t i, k;

	pdf_gfx_mode(d);
	paint_line_join(&d->pc, HPDF_ROUND_JOIN);
	for (i = 0; i < dw->n; i++) {
		const struct prim *p = &dw->prims[i];
		double v[6] = { p->x0, p->y0, p->x1, p->y1, p->w, p->h };
		double lw = (p->line_width > 0 && isfinite(p->line_width) ?
		    p->line_width : 0.5) * s;
		double X = ox + p->x0 * s, Y = pdf_page_y(oy + p->y0 * s);

		if (!finite_all(v, 6))
			continue;
		pdf_gfx_mode(d);
		if (p->fill >= 0 && p->kind != PRIM_TEXT)
			pdf_set_fill(d, p->fill);
		if (p->stroke >= 0 && p->kind != PRIM_TEXT)
			pdf_set_stroke(d, p->stroke, lw, p->dashed);
		switch (p->kind) {
		case PRIM_LINE:
			if (p->stroke < 0)
				break;
			paint_move_to(&d->pc, (HPDF_REAL)X, (HPDF_REAL)Y);
			paint_line_to(&d->pc, (HPDF_REAL)(ox + p->x1 * s),
			    (HPDF_REAL)pdf_page_y(oy + p->y1 * s));
			paint_path(&d->pc, "S");
			break;
		case PRIM_POLYLINE:
			if (p->pts == NULL || p->n < 2)
				break;
			for (k = 0; k < p->n; k++)
				if (!isfinite(p->pts[k].x) || !isfinite(p->pts[k].y))
					break;
			if (k < p->n)
				break;
			for (k = 0; k < p->n; k++) {
				HPDF_REAL px = (HPDF_REAL)(ox + p->pts[k].x * s);
				HPDF_REAL py = (HPDF_REAL)pdf_page_y(oy + p->pts[k].y * s);

				if (k == 0)
					paint_move_to(&d->pc, px, py);
				else
					paint_line_to(&d->pc, px, py);
			}
			paint(d, p);
			break;
		case PRIM_RECT: {
			double x = p->x0, y = p->y0, w = p->w, h = p->h;

			if (w < 0) {
				x += w;
				w = -w;
			}
			if (h < 0) {
				y += h;
				h = -h;
			}
			paint_rectangle(&d->pc, (HPDF_REAL)(ox + x * s),
			    (HPDF_REAL)pdf_page_y(oy + (y + h) * s), (HPDF_REAL)(w * s),
			    (HPDF_REAL)(h * s));
			paint(d, p);
			break;
		}
		case PRIM_CIRCLE:
			if (!(p->w > 0))
				break;
			paint_circle(&d->pc, (HPDF_REAL)X, (HPDF_REAL)Y,
			    (HPDF_REAL)(p->w * s));
			paint(d, p);
			break;
		case PRIM_TEXT: {
			double size = p->font_size * s, tw, a, c, sn, dx;
			enum font f = p->bold ? F_BOLD : F_REGULAR;

			if (p->text == NULL || !(size > 0) || !isfinite(size) ||
			    !isfinite(p->rotate))
				break;
			chart_text(d, p->text, b->line, b->col, b->fig->src);
			if (d->scratch.len == 0)
				break;
			pdf_load_for(d, &d->scratch, p->bold ? ST_BOLD : 0);
			tw = pdf_text_w(d, &d->scratch, 0, d->scratch.len, size,
			    p->bold ? ST_BOLD : 0);
			dx = p->anchor == ANCHOR_MIDDLE ? -tw / 2 :
			    p->anchor == ANCHOR_END ? -tw : 0;
			a = p->rotate * PI / 180;
			c = cos(a);
			sn = sin(a);
			pdf_set_font_enc(d, f, d->scratch.enc[0], size);
			pdf_set_fill(d, p->fill >= 0 ? p->fill : p->stroke >= 0 ?
			    p->stroke : 0);
			paint_text_matrix(&d->pc, (HPDF_REAL)c,
			    (HPDF_REAL)sn, (HPDF_REAL)-sn, (HPDF_REAL)c,
			    (HPDF_REAL)(X + dx * c), (HPDF_REAL)(Y + dx * sn));
			show_runs(d, &d->scratch, f, size, tw);
			d->rotated = 1;
			d->pen = 0;
			break;
		}
		default:
			break;
		}
	}
	pdf_gfx_mode(d);
	paint_line_join(&d->pc, HPDF_MITER_JOIN);
}

/* A chart scaled to the text width (height at most FIG_MAX_SHARE of the
 * body), centred, with its caption in small italics below. */
void
pdf_place_figure(struct pdf *d, const struct block *b)
{
	double x = pdf_left_of(b), avail = BODY_R - x, h, s, cap = 0, top;
	size_t j;

	pdf_gap(d, b->before);
	s = pdf_figure_scale(b, avail, &h);
	if (s <= 0) {
		if (b->fig != NULL) {
			d->p->nfind++;
			diag_add(d->p->dl, D_TEMPLATE, d->p->name, d->p->md,
			    d->p->len, b->line, b->col, "the chart '%s' has no "
			    "size; it cannot be drawn", b->fig->src);
		}
		return;
	}
	d->lv.n = 0;
	pdf_wrap(d, &b->t, 0, b->t.len, CAPTION_SIZE, ST_ITALIC, avail, &d->lv);
	if (d->lv.n)
		cap = CAPTION_GAP + (double)d->lv.n * CAPTION_LH;
	pdf_ensure(d, h + cap);
	top = d->y;
	draw_chart(d, b->fig->drawing, x + (avail - b->fig->drawing->width * s) / 2,
	    d->y, s, b);
	d->y += h;
	if (d->lv.n)
		d->y += CAPTION_GAP;
	for (j = 0; j < d->lv.n; j++) {
		const struct line *ln = &d->lv.v[j];

		pdf_draw_span(d, &b->t, ln->a, ln->b, x + (avail - ln->w) / 2,
		    d->y + pdf_baseline(CAPTION_LH, CAPTION_SIZE), CAPTION_SIZE,
		    ST_ITALIC, C_GREY);
		d->y += CAPTION_LH;
	}
	d->at_top = 0;
	pdf_quote_bars(d, b, top, d->y);
	d->after = b->after;
}
