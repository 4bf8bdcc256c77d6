/*
 * chart_text.c: text that fits and the boxes things cover (see
 * chart_priv.h, chart.h).  Widths come from text_width()
 * (render/drawing.c), the Helvetica metrics the PDF uses.
 */
#include <math.h>
#include <string.h>

#include "render/chart_priv.h"
#include "util/strbuf.h"
#include "util/utf8.h"

/*
 * utf8 shortened with "…" to at most max_w pt at size pt (whole
 * characters, trailing spaces dropped); NULL gives "".  Caller frees.
 */
char *
chart_fit_text(const char *utf8, double size, int bold, double max_w)
{
	struct strbuf b = STRBUF_INIT;
	const char *p = utf8 ? utf8 : "";
	double ell = text_width("…", size, bold), w = 0;
	size_t len, keep = 0;

	if (text_width(p, size, bold) <= max_w) {
		sb_puts(&b, p);
		goto done;
	}
	if (ell > max_w)
		goto done;		/* not even "…" fits: "" */
	while ((len = utf8_next(p + keep)) != 0) {
		char ch[5];
		double cw;

		memcpy(ch, p + keep, len);
		ch[len] = '\0';
		cw = text_width(ch, size, bold);
		if (w + cw + ell > max_w)
			break;
		w += cw;
		keep += len;
	}
	while (keep > 0 && p[keep - 1] == ' ')
		keep--;
	sb_add(&b, p, keep);
	sb_puts(&b, "…");
done:
	return sb_take(&b);
}

/* The box (pt) primitive p covers into *r, strokes and rotated text
 * included (see chart.h). */
void
chart_prim_box(const struct prim *p, struct chart_rect *r)
{
	double x0, y0, x1, y1, hw = p->line_width / 2;
	size_t i;

	switch (p->kind) {
	case PRIM_LINE:
		x0 = fmin(p->x0, p->x1);
		x1 = fmax(p->x0, p->x1);
		y0 = fmin(p->y0, p->y1);
		y1 = fmax(p->y0, p->y1);
		break;
	case PRIM_POLYLINE:
		x0 = x1 = p->n ? p->pts[0].x : 0;
		y0 = y1 = p->n ? p->pts[0].y : 0;
		for (i = 1; i < p->n; i++) {
			x0 = fmin(x0, p->pts[i].x);
			x1 = fmax(x1, p->pts[i].x);
			y0 = fmin(y0, p->pts[i].y);
			y1 = fmax(y1, p->pts[i].y);
		}
		break;
	case PRIM_RECT:
		x0 = fmin(p->x0, p->x0 + p->w);
		x1 = fmax(p->x0, p->x0 + p->w);
		y0 = fmin(p->y0, p->y0 + p->h);
		y1 = fmax(p->y0, p->y0 + p->h);
		if (p->stroke < 0)
			hw = 0;
		break;
	case PRIM_CIRCLE:
		x0 = p->x0 - p->w;
		x1 = p->x0 + p->w;
		y0 = p->y0 - p->w;
		y1 = p->y0 + p->w;
		if (p->stroke < 0)
			hw = 0;
		break;
	case PRIM_TEXT: {
		double tw = text_width(p->text, p->font_size, p->bold);
		double a = p->anchor == ANCHOR_MIDDLE ? 0.5 :
		    p->anchor == ANCHOR_END ? 1.0 : 0.0;
		double dx[2] = { -a * tw, (1 - a) * tw };
		double dy[2] = { -ASC * p->font_size, DESC * p->font_size };
		double th = p->rotate * M_PI / 180, cs = cos(th), sn = sin(th);
		int j, k;

		x0 = y0 = INFINITY;
		x1 = y1 = -INFINITY;
		for (j = 0; j < 2; j++)
			for (k = 0; k < 2; k++) {
				/* rotate counter-clockwise on a y-down page */
				double x = p->x0 + dx[j] * cs + dy[k] * sn;
				double y = p->y0 - dx[j] * sn + dy[k] * cs;

				x0 = fmin(x0, x);
				x1 = fmax(x1, x);
				y0 = fmin(y0, y);
				y1 = fmax(y1, y);
			}
		hw = 0;
		break;
	}
	default:
		x0 = x1 = p->x0;
		y0 = y1 = p->y0;
		break;
	}
	r->x = x0 - hw;
	r->y = y0 - hw;
	r->w = x1 - x0 + 2 * hw;
	r->h = y1 - y0 + 2 * hw;
}
