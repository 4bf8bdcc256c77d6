/*
 * chart_tornado.c: the CHART_TORNADO layout, the sensitivity chart of a
 * proposal (one bar per input, swinging around the base total); see
 * chart.h and docs/charts.md.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/chart_priv.h"
#include "render/words.h"
#include "util/alloc.h"
#include "util/strbuf.h"


/* How far a bar swings (data units); NAN ends count from the base. */
static double
bar_swing(const struct chart_bar *b, double base)
{
	double lo = isfinite(b->low) ? b->low : base;
	double hi = isfinite(b->high) ? b->high : base;

	return fabs(hi - lo) + fmax(fabs(lo - base), fabs(hi - base)) * 1e-9;
}

struct bar_ref {
	size_t	 idx;			/* into chart.bars */
	double	 swing;			/* data units */
};

/* Largest swing first, then the caller's order (deterministic). */
static int
bar_cmp(const void *a, const void *b)
{
	const struct bar_ref *x = a, *y = b;

	if (x->swing != y->swing)
		return x->swing > y->swing ? -1 : 1;
	return x->idx < y->idx ? -1 : x->idx > y->idx;
}

/* One end of a bar: where it is and what it says. */
struct bar_end {
	double	 v;			/* data units; NAN: none */
	int	 left;			/* 1: the bar and label go left of the base */
	char	*text;			/* owned */
	double	 tw;			/* pt */
	long	 color;
	double	 y0, h;			/* pt: bar slice top and height */
	double	 fs;			/* pt, label size */
};

/* The x extent (pt) of the label of end e, its bar ending at px. */
static void
end_box(const struct bar_end *e, double px, double *x0, double *x1)
{
	if (e->left) {
		*x1 = px - 3;
		*x0 = *x1 - e->tw;
	} else {
		*x0 = px + 3;
		*x1 = *x0 + e->tw;
	}
}

/* -1, 0 or 1: v left of, at (within eps) or right of base. */
static int
side_of(double v, double base, double eps)
{
	return fabs(v - base) <= eps ? 0 : v < base ? -1 : 1;
}

/*
 * Lay out a CHART_TORNADO chart below y = top (pt) into L->d and L->fr.
 * Returns 1, or 0 (with the no-data note) when the base is not finite or
 * no bar has a finite end.
 */
int
chart_layout_tornado(struct layout *L, double top)
{
	const struct chart *c = L->c;
	struct bar_ref *ref = NULL;
	struct bar_end (*ends)[2] = NULL;
	char **plab = NULL, **xlab = NULL, *bt = NULL;
	struct chart_ticks xt;
	struct legend lg = { 0 };
	double vmin = c->base, vmax = c->base, lw = 0, xlw, pl, pr, pt, pb,
	    ax0, ax1, row_h, bar_h, fs, bottom, xt_base = 0, tl_base, leg_top,
	    inset_l = 0, inset_r = 0, px_base, eps;
	size_t i, n = 0, iter;
	int ok = 0, k;

	if (!isfinite(c->base)) {
		ok = chart_no_data(L, top);
		goto done;
	}
	ref = xcalloc(c->n_bars, sizeof(*ref));
	for (i = 0; i < c->n_bars; i++) {
		const struct chart_bar *b = &c->bars[i];

		if (!isfinite(b->low) && !isfinite(b->high))
			continue;
		ref[n].idx = i;
		ref[n].swing = bar_swing(b, c->base);
		n++;
		if (isfinite(b->low)) {
			vmin = fmin(vmin, b->low);
			vmax = fmax(vmax, b->low);
		}
		if (isfinite(b->high)) {
			vmin = fmin(vmin, b->high);
			vmax = fmax(vmax, b->high);
		}
	}
	if (n == 0) {
		ok = chart_no_data(L, top);
		goto done;
	}
	qsort(ref, n, sizeof(*ref), bar_cmp);
	eps = 1e-9 * fmax(fabs(vmin), fabs(vmax));	/* "at the base" */

	/* legend: one row, low and high */
	lg.it = xcalloc(2, sizeof(*lg.it));
	lg.n = 2;
	lg.it[0].text = xstrdup(words_phrase(W_CHART_PARAM_LOW, L->lang));
	lg.it[0].color = C_LOW;
	lg.it[1].text = xstrdup(words_phrase(W_CHART_PARAM_HIGH, L->lang));
	lg.it[1].color = C_HIGH;
	for (i = 0; i < 2; i++)
		lg.it[i].tw = text_width(lg.it[i].text, F_LEGEND, 0);
	chart_legend_plan(&lg, L->W - 2 * MARGIN, 1);

	/* vertical budget, from the bottom up */
	bottom = L->H - MARGIN;
	leg_top = bottom - lg.h;
	bottom = leg_top - 6;
	pb = chart_x_axis_rows(c, bottom, &xt_base, &tl_base);
	pt = top + (ASC + DESC) * F_TICK + 4;	/* the base label's row */
	row_h = (pb - pt) / (double)n;
	bar_h = fmin(row_h * 0.64, 24);
	fs = fmin(F_TICK, fmax(4, row_h * 0.8));

	/* parameter labels on the left, at most 30 % of the width */
	plab = xcalloc(n, sizeof(*plab));
	for (i = 0; i < n; i++)
		lw = fmax(lw, text_width(c->bars[ref[i].idx].label, fs, 0));
	lw = fmin(lw, 0.3 * L->W);
	for (i = 0; i < n; i++)
		plab[i] = chart_fit_text(c->bars[ref[i].idx].label, fs, 0, lw);
	pl = MARGIN + lw + 8;
	pr = L->W - MARGIN;

	/* the ends and their labels */
	ends = xcalloc(n, sizeof(*ends));
	for (i = 0; i < n; i++) {
		const struct chart_bar *b = &c->bars[ref[i].idx];
		double yc = pt + ((double)i + 0.5) * row_h;
		int sl = isfinite(b->low) ? side_of(b->low, c->base, eps) : 0;
		int sh = isfinite(b->high) ? side_of(b->high, c->base, eps) : 0;
		int split = sl * sh > 0;

		/* an end at the base: low's label left, high's right */
		ends[i][0].v = b->low;
		ends[i][1].v = b->high;
		ends[i][0].left = sl < 0 || (sl == 0 && sh >= 0);
		ends[i][1].left = sh < 0 || (sh == 0 && sl > 0);
		ends[i][0].color = C_LOW;
		ends[i][1].color = C_HIGH;
		for (k = 0; k < 2; k++) {
			struct bar_end *e = &ends[i][k];

			/* both ends on one side: low above, high below */
			e->h = split ? bar_h / 2 : bar_h;
			e->y0 = yc - bar_h / 2 + (split && k ? bar_h / 2 : 0);
			e->fs = split ? fmin(fs, fmax(4, bar_h / 2)) : fs;
		}
	}

	/* fit the value axis so the end labels and the last tick label stay
	 * inside: shrink the axis until they do (a few rounds; ticks change
	 * with the width) */
	for (iter = 0; iter < 6; iter++) {
		double need_l = 0, need_r = 0;

		ax0 = pl + inset_l;
		ax1 = pr - inset_r;
		if (ax1 - ax0 < 40)
			break;
		if (!chart_fit_x_ticks(c, vmin, vmax, 1, c->x_is_money,
		    ax1 - ax0, &xt)) {
			ok = chart_no_data(L, top);
			goto done;
		}
		px_base = chart_map_x(&xt, c->base, ax0, ax1);
		{
			/* the last tick label, centred on its tick */
			char *last = chart_tick_label(&xt,
			    chart_tick_value(&xt, xt.n - 1), c->currency,
			    c->lang);

			need_r = chart_map_x(&xt, chart_tick_value(&xt,
			    xt.n - 1), ax0, ax1) + text_width(last, F_TICK, 0) / 2 -
			    (L->W - MARGIN - 0.5);
			free(last);
		}
		for (i = 0; i < n; i++)
			for (k = 0; k < 2; k++) {
				struct bar_end *e = &ends[i][k];
				const struct chart_bar *b = &c->bars[ref[i].idx];
				const char *given = k ? b->high_label : b->low_label;
				double x0, x1;

				if (!isfinite(e->v))
					continue;
				free(e->text);
				e->text = given ? xstrdup(given) :
				    chart_value_label(&xt, e->v, c);
				e->tw = text_width(e->text, e->fs, 0);
				end_box(e, chart_map_x(&xt, e->v, ax0, ax1), &x0,
				    &x1);
				/* aim 0.5 pt inside, so that rounding never
				 * shortens a label that fits */
				need_l = fmax(need_l, pl + 2.5 - x0);
				need_r = fmax(need_r, x1 - (L->W - MARGIN - 0.5));
			}
		if (need_l <= 0.4 && need_r <= 0.4)
			break;
		inset_l += fmax(0, need_l);
		inset_r += fmax(0, need_r);
	}
	ax0 = pl + inset_l;
	ax1 = pr - inset_r;
	if (ax1 - ax0 < 40) {
		/* labels too wide for the room: keep a usable axis, shorten
		 * the labels below */
		inset_l = inset_r = fmin(inset_l, (pr - pl - 40) / 2);
		ax0 = pl + fmax(0, inset_l);
		ax1 = pr - fmax(0, inset_r);
		if (!chart_fit_x_ticks(c, vmin, vmax, 1, c->x_is_money,
		    ax1 - ax0, &xt)) {
			ok = chart_no_data(L, top);
			goto done;
		}
	}
	px_base = chart_map_x(&xt, c->base, ax0, ax1);
	L->fr.plot.x = pl;
	L->fr.plot.y = pt;
	L->fr.plot.w = pr - pl;
	L->fr.plot.h = pb - pt;

	/* grid, bars, labels */
	xlab = chart_tick_labels(&xt, c, &xlw);
	for (i = 0; i < xt.n; i++) {
		double x = chart_map_x(&xt, chart_tick_value(&xt, i), ax0, ax1);

		draw_line(L->d, x, pt, x, pb, C_GRID, 0.5, CHART_SOLID);
	}
	for (i = 0; i < n; i++) {
		double yc = pt + ((double)i + 0.5) * row_h;

		draw_text(L->d, pl - 8, yc + MID * fs, plab[i], fs, 0, ANCHOR_END,
		    0, C_TEXT);
		for (k = 0; k < 2; k++) {
			struct bar_end *e = &ends[i][k];
			double px, x0, x1, room;
			char *t;

			if (!isfinite(e->v))
				continue;
			px = chart_map_x(&xt, e->v, ax0, ax1);
			draw_rect(L->d, fmin(px, px_base), e->y0,
			    fmax(fabs(px - px_base), 0.5), e->h, -1, e->color, 0);
			end_box(e, px, &x0, &x1);
			/* whatever did not fit is shortened to the room left */
			room = e->left ? x1 - (pl + 2) :
			    L->W - MARGIN - x0;
			t = chart_fit_text(e->text, e->fs, 0, room);
			if (e->left)
				draw_text(L->d, x1, e->y0 + e->h / 2 + MID * e->fs,
				    t, e->fs, 0, ANCHOR_END, 0, C_TEXT);
			else
				draw_text(L->d, x0, e->y0 + e->h / 2 + MID * e->fs,
				    t, e->fs, 0, ANCHOR_START, 0, C_TEXT);
			free(t);
		}
	}

	/* the base: a line through the bars, its value above */
	draw_line(L->d, px_base, pt - 2, px_base, pb, C_TEXT, 1.2, CHART_SOLID);
	{
		struct strbuf b = STRBUF_INIT;
		char *v = chart_value_label(&xt, c->base, c);
		double w;

		sb_printf(&b, "%s: %s", words_phrase(W_CHART_BASE, L->lang), v);
		free(v);
		bt = sb_take(&b);
		w = text_width(bt, F_TICK, 1);
		draw_text(L->d, clampd(px_base, pl + w / 2, L->W - MARGIN - w / 2),
		    pt - 4 - DESC * F_TICK, bt, F_TICK, 1, ANCHOR_MIDDLE, 0,
		    C_TEXT);
	}

	/* value axis */
	draw_line(L->d, ax0, pb, ax1, pb, C_AXIS, 0.8, CHART_SOLID);
	for (i = 0; i < xt.n; i++) {
		double x = chart_map_x(&xt, chart_tick_value(&xt, i), ax0, ax1);
		double w = text_width(xlab[i], F_TICK, 0);

		draw_line(L->d, x, pb, x, pb + TICK_LEN, C_AXIS, 0.8, CHART_SOLID);
		draw_text(L->d, clampd(x, MARGIN + w / 2, L->W - MARGIN - w / 2),
		    tl_base, xlab[i], F_TICK, 0, ANCHOR_MIDDLE, 0, C_TEXT);
	}
	if (c->x_label && *c->x_label) {
		char *t = chart_fit_text(c->x_label, F_AXIS, 0,
		    L->W - 2 * MARGIN);
		double w = text_width(t, F_AXIS, 0);

		draw_text(L->d, clampd((ax0 + ax1) / 2, MARGIN + w / 2,
		    L->W - MARGIN - w / 2), xt_base, t, F_AXIS, 0, ANCHOR_MIDDLE,
		    0, C_TEXT);
		free(t);
	}

	/* legend, centred under the axis */
	L->fr.legend.w = lg.w;
	L->fr.legend.h = lg.h;
	L->fr.legend.x = clampd((ax0 + ax1) / 2 - lg.w / 2, MARGIN,
	    fmax(MARGIN, L->W - MARGIN - lg.w));
	L->fr.legend.y = leg_top;
	chart_legend_draw(L->d, &lg, L->fr.legend.x, L->fr.legend.y);
	ok = 1;
done:
	if (ends != NULL)
		for (i = 0; i < n; i++)
			for (k = 0; k < 2; k++)
				free(ends[i][k].text);
	free(ends);
	chart_free_labels(plab, plab ? n : 0);
	chart_free_labels(xlab, xlab ? xt.n : 0);
	free(bt);
	free(ref);
	chart_legend_free(&lg);
	return ok;
}
