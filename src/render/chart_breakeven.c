/*
 * chart_breakeven.c: the CHART_LINES layout, the break-even chart of a
 * proposal (cumulative cost over the months, one line per operating
 * model and utilisation level, the break-even points marked); see
 * chart.h and docs/charts.md.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/chart_priv.h"
#include "util/alloc.h"

/* 1 if the rectangles overlap (touching edges do not). */
static int
rect_overlap(const struct chart_rect *a, const struct chart_rect *b)
{
	return a->x < b->x + b->w && b->x < a->x + a->w &&
	    a->y < b->y + b->h && b->y < a->y + a->h;
}

/* The colour series i is drawn in. */
static long
series_color(const struct chart_series *s, size_t i)
{
	return s->color >= 0 ? (s->color & 0xffffffL) :
	    chart_palette[i % CHART_PALETTE_N];
}

/* The dash style series i is drawn in: its own, and beyond the first
 * palette round a different one for palette colours. */
static int
series_dash(const struct chart_series *s, size_t i)
{
	int dash = s->dashed;

	if (dash < 0 || dash >= CHART_DASH__MAX)
		dash = CHART_DASHED;
	if (s->color < 0 && dash == CHART_SOLID && i >= CHART_PALETTE_N)
		dash = (int)((i / CHART_PALETTE_N) % CHART_DASH__MAX);
	return dash;
}

/* Line width (pt) for a dash style: dotted lines a little heavier. */
static double
dash_width(int dash)
{
	switch (dash) {
	case CHART_SOLID:
		return 1.8;
	case CHART_DOTTED:
		return 2.0;
	default:
		return 1.5;
	}
}

/* Colour-run length shared by all labelled series (4 models x 3 levels
 * gives 3), or 1. */
static size_t
series_group(const struct chart *c)
{
	size_t i, run = 0, g = 0;
	long prev = -2;

	for (i = 0; i < c->n_series; i++) {
		long col;

		if (c->series[i].label == NULL)
			continue;
		col = series_color(&c->series[i], i);
		if (col == prev) {
			run++;
			continue;
		}
		if (run) {
			if (g && g != run)
				return 1;
			g = run;
		}
		prev = col;
		run = 1;
	}
	if (run && g && g != run)
		return 1;
	if (!g)
		g = run;
	return g > 1 ? g : 1;
}

/* The legend items of a lines chart (labelled series). */
static void
legend_lines(const struct chart *c, struct legend *lg)
{
	size_t i;

	memset(lg, 0, sizeof(*lg));
	lg->it = xcalloc(c->n_series, sizeof(*lg->it));
	for (i = 0; i < c->n_series; i++) {
		const struct chart_series *s = &c->series[i];
		struct leg_item *it;

		if (s->label == NULL)
			continue;
		it = &lg->it[lg->n++];
		it->text = xstrdup(s->label);
		it->tw = text_width(it->text, F_LEGEND, 0);
		it->color = series_color(s, i);
		it->dash = series_dash(s, i);
		it->lw = dash_width(it->dash);
	}
}

/* Draw series s as polylines through its finite points (pt mapping by
 * the axes); a lone finite point becomes a dot. */
static void
draw_series(struct drawing *d, const struct chart_series *s, size_t idx,
    const struct chart_ticks *xt, const struct chart_ticks *yt,
    const struct chart_rect *pr)
{
	struct point *pts;
	size_t j, k = 0;
	long col = series_color(s, idx);
	int dash = series_dash(s, idx);
	double lw = dash_width(dash);

	if (s->x == NULL || s->y == NULL || s->n == 0)
		return;
	pts = xcalloc(s->n, sizeof(*pts));
	for (j = 0; j <= s->n; j++) {
		int fin = j < s->n && isfinite(s->x[j]) && isfinite(s->y[j]);

		if (fin) {
			pts[k].x = chart_map_x(xt, s->x[j], pr->x,
			    pr->x + pr->w);
			pts[k].y = chart_map_y(yt, s->y[j], pr->y + pr->h,
			    pr->y);
			k++;
			continue;
		}
		if (k == 1)
			draw_circle(d, pts[0].x, pts[0].y, lw, -1, col, 0);
		else if (k > 1)
			draw_polyline(d, pts, k, col, lw, dash);
		k = 0;
	}
	free(pts);
}

static int lines_hit(const struct layout *L, const struct chart_ticks *xt,
    const struct chart_ticks *yt, const struct chart_rect *r);

/* Place and draw the marker labels inside the plot, away from the
 * markers, from each other and from *keep (pt; NULL or w == 0: none,
 * the note's box); near its point, a place no line runs through is
 * preferred. */
static void
draw_markers(struct layout *L, const struct chart_ticks *xt,
    const struct chart_ticks *yt, const struct chart_rect *keep)
{
	const struct chart *c = L->c;
	const struct chart_rect *pr = &L->fr.plot;
	struct chart_rect *obst;
	struct point *at;
	size_t i, j, n_obst = 0, n = 0;
	double fh = (ASC + DESC) * F_MARK;

	obst = xcalloc(2 * c->n_markers + 1, sizeof(*obst));
	at = xcalloc(c->n_markers ? c->n_markers : 1, sizeof(*at));
	if (keep != NULL && keep->w > 0)
		obst[n_obst++] = *keep;
	/* the dots first, all of them obstacles for the labels */
	for (i = 0; i < c->n_markers; i++) {
		const struct chart_marker *m = &c->markers[i];
		long col = m->color >= 0 ? (m->color & 0xffffffL) : C_MARK;

		at[i].x = NAN;
		if (!isfinite(m->x) || !isfinite(m->y))
			continue;
		at[i].x = chart_map_x(xt, m->x, pr->x, pr->x + pr->w);
		at[i].y = chart_map_y(yt, m->y, pr->y + pr->h, pr->y);
		draw_circle(L->d, at[i].x, at[i].y, MARK_R, C_BG, col, 1.2);
		obst[n_obst].x = at[i].x - MARK_R - 1;
		obst[n_obst].y = at[i].y - MARK_R - 1;
		obst[n_obst].w = obst[n_obst].h = 2 * MARK_R + 2;
		n_obst++;
		n++;
	}
	for (i = 0; i < c->n_markers && n; i++) {
		const struct chart_marker *m = &c->markers[i];
		long col = m->color >= 0 ? (m->color & 0xffffffL) : C_MARK;
		struct chart_rect best = { 0 }, box;
		char *t;
		double tw, px = at[i].x, py = at[i].y, dist;
		int found = 0, k;

		if (isnan(px) || m->label == NULL || *m->label == '\0')
			continue;
		t = chart_fit_text(m->label, F_MARK, 1, pr->w - 8);
		tw = text_width(t, F_MARK, 1);
		/* above-right, above-left, below-right, below-left, then
		 * the same further away */
		for (k = 0; k < 8 + 4 * 8 && !found; k++) {
			/* k < 8: the two nearest rings, clear of the lines
			 * too; then all rings, clear of obstacles only */
			int q = k < 8 ? k : k - 8;
			int right = (q % 2) == 0, above = (q % 4) < 2;
			double off = 6 + (double)(q / 4) * (fh + 2);

			box.w = tw + 3;
			box.h = fh + 2;
			box.x = right ? px + 5 : px - 5 - box.w;
			box.y = above ? py - off - box.h : py + off;
			box.x = clampd(box.x, pr->x + 1, pr->x + pr->w - 1 - box.w);
			box.y = clampd(box.y, pr->y + 1, pr->y + pr->h - 1 - box.h);
			if (k == 0)
				best = box;
			for (j = 0; j < n_obst; j++)
				if (rect_overlap(&box, &obst[j]))
					break;
			if (j == n_obst && (k >= 8 || !lines_hit(L, xt, yt, &box))) {
				best = box;
				found = 1;
			}
		}
		obst[n_obst++] = best;
		/* a leader line when the label had to move away */
		dist = hypot(clampd(px, best.x, best.x + best.w) - px,
		    clampd(py, best.y, best.y + best.h) - py);
		if (dist > 12)
			draw_line(L->d, px, py, clampd(px, best.x, best.x + best.w),
			    clampd(py, best.y, best.y + best.h), col, 0.7,
			    CHART_SOLID);
		draw_rect(L->d, best.x, best.y, best.w, best.h, -1, C_BG, 0);
		draw_text(L->d, best.x + 1.5, best.y + 1 + ASC * F_MARK, t,
		    F_MARK, 1, ANCHOR_START, 0, C_TEXT);
		free(t);
	}
	free(obst);
	free(at);
}

/* Most width (pt) an end label may take, a share of the drawing. */
#define END_LABEL_SHARE	0.3
/* pt between a line's end and its label (room for the leader line). */
#define END_LABEL_GAP	12.0

/* The widest fitted end label (pt) of c's labelled series; 0: none. */
static double
end_labels_width(const struct chart *c, double max_w)
{
	size_t i;
	double w = 0;

	for (i = 0; i < c->n_series; i++) {
		char *t;

		if (c->series[i].label == NULL)
			continue;
		t = chart_fit_text(c->series[i].label, F_LEGEND, 0, max_w);
		w = fmax(w, text_width(t, F_LEGEND, 0));
		free(t);
	}
	return w;
}

/* One end label being placed. */
struct end_label {
	size_t	 s;		/* series index */
	double	 x, y;		/* pt: the line's last finite point */
	double	 at;		/* pt: the label's centre line after spreading */
};

/* Order end labels by the height of their line's end (top first). */
static int
end_label_cmp(const void *a, const void *b)
{
	const struct end_label *p = a, *q = b;

	if (p->y != q->y)
		return p->y < q->y ? -1 : 1;
	return p->s < q->s ? -1 : p->s > q->s;
}

/*
 * Name every labelled series of c at its right end: labels at x = pr +
 * END_LABEL_GAP (pt), in the series' colour, spread vertically so that
 * centre lines are at least one text row apart and stay within pt..pb
 * where they fit; a label moved off its line's end gets a leader line.
 */
static void
draw_end_labels(struct layout *L, const struct chart_ticks *xt,
    const struct chart_ticks *yt, double max_w)
{
	const struct chart *c = L->c;
	const struct chart_rect *pr = &L->fr.plot;
	struct end_label *e;
	size_t i, j, n = 0;
	double dmin = (ASC + DESC) * F_LEGEND + 2, lx = pr->x + pr->w +
	    END_LABEL_GAP;

	e = xcalloc(c->n_series ? c->n_series : 1, sizeof(*e));
	for (i = 0; i < c->n_series; i++) {
		const struct chart_series *s = &c->series[i];

		if (s->label == NULL || s->x == NULL || s->y == NULL)
			continue;
		for (j = s->n; j > 0; j--)
			if (isfinite(s->x[j - 1]) && isfinite(s->y[j - 1]))
				break;
		if (j == 0)
			continue;
		e[n].s = i;
		e[n].x = chart_map_x(xt, s->x[j - 1], pr->x, pr->x + pr->w);
		e[n].y = chart_map_y(yt, s->y[j - 1], pr->y + pr->h, pr->y);
		e[n].at = e[n].y;
		n++;
	}
	qsort(e, n, sizeof(*e), end_label_cmp);
	/* push down to keep apart, then back up from the bottom edge, then
	 * down from the top edge (a full column wins over the bottom) */
	for (i = 1; i < n; i++)
		e[i].at = fmax(e[i].at, e[i - 1].at + dmin);
	if (n && e[n - 1].at > pr->y + pr->h) {
		e[n - 1].at = pr->y + pr->h;
		for (i = n - 1; i > 0; i--)
			e[i - 1].at = fmin(e[i - 1].at, e[i].at - dmin);
	}
	if (n && e[0].at < pr->y) {
		e[0].at = pr->y;
		for (i = 1; i < n; i++)
			e[i].at = fmax(e[i].at, e[i - 1].at + dmin);
	}
	for (i = 0; i < n; i++) {
		const struct chart_series *s = &c->series[e[i].s];
		long col = series_color(s, e[i].s);
		char *t = chart_fit_text(s->label, F_LEGEND, 0, max_w);

		if (fabs(e[i].at - e[i].y) > 0.5)
			draw_line(L->d, e[i].x + 2, e[i].y, lx - 2, e[i].at,
			    col, 0.7, CHART_SOLID);
		draw_text(L->d, lx, e[i].at + MID * F_LEGEND, t, F_LEGEND, 0,
		    ANCHOR_START, 0, col);
		free(t);
	}
	free(e);
}

/* Colour col mixed with white, share (0..1) of col kept. */
static long
tint(long col, double share)
{
	long r = (col >> 16) & 0xff, g = (col >> 8) & 0xff, b = col & 0xff;

	r = 255 - (long)lround((255 - r) * share);
	g = 255 - (long)lround((255 - g) * share);
	b = 255 - (long)lround((255 - b) * share);
	return r << 16 | g << 8 | b;
}

/* 1 if c has a band to shade (see struct chart). */
static int
has_band(const struct chart *c)
{
	return c->band_label != NULL && *c->band_label != '\0' &&
	    isfinite(c->band_lo) && isfinite(c->band_hi) &&
	    c->band_hi > c->band_lo;
}

/*
 * The shaded span band_lo..band_hi (clamped to the x axis) across the
 * plot, and its label in the row above the plot, starting at the span
 * and kept inside the plot's width.
 */
static void
draw_band(struct layout *L, const struct chart_ticks *xt)
{
	const struct chart *c = L->c;
	const struct chart_rect *pr = &L->fr.plot;
	long col = c->band_color >= 0 ? (c->band_color & 0xffffffL) :
	    C_MUTED;
	double x0 = chart_map_x(xt, clampd(c->band_lo, xt->lo, xt->hi),
	    pr->x, pr->x + pr->w);
	double x1 = chart_map_x(xt, clampd(c->band_hi, xt->lo, xt->hi),
	    pr->x, pr->x + pr->w);
	char *t;
	double tw, tx;

	if (x1 - x0 < 1)
		x1 = x0 + 1;
	draw_rect(L->d, x0, pr->y, x1 - x0, pr->h, -1, tint(col, 0.16), 0);
	t = chart_fit_text(c->band_label, F_MARK, 0, pr->w);
	tw = text_width(t, F_MARK, 0);
	tx = x0 + tw > pr->x + pr->w ? fmax(pr->x, pr->x + pr->w - tw) : x0;
	draw_rect(L->d, tx - 2, pr->y - 4 - (ASC + DESC) * F_MARK, fmin(tw,
	    pr->w) + 4, (ASC + DESC) * F_MARK + 2, -1, tint(col, 0.16), 0);
	draw_text(L->d, tx, pr->y - 4 - DESC * F_MARK, t, F_MARK, 0,
	    ANCHOR_START, 0, C_TEXT);
	free(t);
}

/* 1 if the segment p0-p1 (pt) crosses or touches rectangle r
 * (Liang-Barsky clipping). */
static int
seg_hits_rect(double x0, double y0, double x1, double y1,
    const struct chart_rect *r)
{
	double t0 = 0, t1 = 1, dx = x1 - x0, dy = y1 - y0;
	double p[4] = { -dx, dx, -dy, dy };
	double q[4] = { x0 - r->x, r->x + r->w - x0, y0 - r->y,
	    r->y + r->h - y0 };
	int i;

	for (i = 0; i < 4; i++) {
		if (p[i] == 0) {
			if (q[i] < 0)
				return 0;
			continue;
		}
		if (p[i] < 0)
			t0 = fmax(t0, q[i] / p[i]);
		else
			t1 = fmin(t1, q[i] / p[i]);
		if (t0 > t1)
			return 0;
	}
	return 1;
}

/* 1 if any drawn line of c (its finite points mapped by the axes) runs
 * through rectangle r (pt). */
static int
lines_hit(const struct layout *L, const struct chart_ticks *xt,
    const struct chart_ticks *yt, const struct chart_rect *r)
{
	const struct chart *c = L->c;
	const struct chart_rect *pr = &L->fr.plot;
	size_t i, j;

	for (i = 0; i < c->n_series; i++) {
		const struct chart_series *s = &c->series[i];
		double px = NAN, py = NAN;

		if (s->x == NULL || s->y == NULL)
			continue;
		for (j = 0; j < s->n; j++) {
			double x, y;

			if (!isfinite(s->x[j]) || !isfinite(s->y[j])) {
				px = NAN;
				continue;
			}
			x = chart_map_x(xt, s->x[j], pr->x, pr->x + pr->w);
			y = chart_map_y(yt, s->y[j], pr->y + pr->h, pr->y);
			if (isnan(px) ? seg_hits_rect(x, y, x, y, r) :
			    seg_hits_rect(px, py, x, y, r))
				return 1;
			px = x;
			py = y;
		}
	}
	return 0;
}

/*
 * The note of c on a white backing inside the plot, 4 pt in from its
 * top-left corner, else from the bottom-right, top-right or bottom-left
 * one, else a text row lower at a time along the left and right edge:
 * the first place no line runs through (none free: top left);
 * shortened to the plot's width.  Its box (pt) into *box (w == 0: no
 * note).
 */
static void
draw_note(struct layout *L, const struct chart_ticks *xt,
    const struct chart_ticks *yt, struct chart_rect *box)
{
	const struct chart_rect *pr = &L->fr.plot;
	char *t;
	double tw, fh = (ASC + DESC) * F_MARK;
	int k, rows;

	memset(box, 0, sizeof(*box));
	if (L->c->note == NULL || *L->c->note == '\0')
		return;
	t = chart_fit_text(L->c->note, F_MARK, 0, pr->w - 12);
	tw = text_width(t, F_MARK, 0);
	box->w = tw + 3;
	box->h = fh + 2;
	/* the four corners, then down the left and the right edge a text
	 * row at a time */
	rows = (int)floor((pr->h - 8 - box->h) / (box->h + 2)) + 1;
	for (k = 0; k < 4 + 2 * rows; k++) {
		int right = k < 4 ? k == 1 || k == 2 : (k - 4) % 2,
		    bottom = k == 1 || k == 3;

		box->x = right ? pr->x + pr->w - 4 - box->w : pr->x + 4;
		box->y = k >= 4 ? pr->y + 4 + (double)((k - 4) / 2) *
		    (box->h + 2) : bottom ? pr->y + pr->h - 4 - box->h :
		    pr->y + 4;
		if (!lines_hit(L, xt, yt, box))
			break;
	}
	if (k == 4 + 2 * rows) {
		box->x = pr->x + 4;
		box->y = pr->y + 4;
	}
	draw_rect(L->d, box->x, box->y, box->w, box->h, -1, C_BG, 0);
	draw_text(L->d, box->x + 1.5, box->y + 1 + ASC * F_MARK, t, F_MARK, 0,
	    ANCHOR_START, 0, C_TEXT);
	free(t);
}

/* 1 if axis t can be drawn: finite, increasing, at least two ticks. */
static int
axis_usable(const struct chart_ticks *t)
{
	return isfinite(t->lo) && isfinite(t->hi) && t->hi > t->lo &&
	    isfinite(t->step) && t->step > 0 && t->n >= 2 &&
	    t->n <= CHART_TICKS_MAX + 2;
}

/*
 * Lay out a CHART_LINES chart below y = top (pt) into L->d and L->fr.
 * Returns 1, or 0 (with the no-data note) when no point is finite.
 */
int
chart_layout_lines(struct layout *L, double top)
{
	const struct chart *c = L->c;
	struct legend lg = { 0 };
	struct chart_ticks xt, yt;
	struct chart_rect note;
	char **ylab = NULL, **xlab = NULL;
	double xmin = INFINITY, xmax = -INFINITY, ymin = INFINITY,
	    ymax = -INFINITY, ylw = 0, xlw = 0, bottom, leg_top = 0,
	    xt_base = 0, tl_base, pl, pr, pt, pb, last_x, over, plot_h,
	    elw = 0, el_max = END_LABEL_SHARE * L->W;
	enum { LEG_NONE, LEG_BELOW, LEG_RIGHT } mode;
	int ok = 0;
	size_t i, j, max_yt;

	for (i = 0; i < c->n_series; i++) {
		const struct chart_series *s = &c->series[i];

		if (s->x == NULL || s->y == NULL)
			continue;
		for (j = 0; j < s->n; j++) {
			if (!isfinite(s->x[j]) || !isfinite(s->y[j]))
				continue;
			xmin = fmin(xmin, s->x[j]);
			xmax = fmax(xmax, s->x[j]);
			ymin = fmin(ymin, s->y[j]);
			ymax = fmax(ymax, s->y[j]);
		}
	}
	for (i = 0; i < c->n_markers; i++) {
		const struct chart_marker *m = &c->markers[i];

		if (!isfinite(m->x) || !isfinite(m->y))
			continue;
		xmin = fmin(xmin, m->x);
		xmax = fmax(xmax, m->x);
		ymin = fmin(ymin, m->y);
		ymax = fmax(ymax, m->y);
	}
	if (!(xmin <= xmax)) {
		ok = chart_no_data(L, top);
		goto done;
	}
	ymin = fmin(ymin, 0);		/* from zero, or below it */
	ymax = fmax(ymax, 0);

	/*
	 * The legend goes below the plot; if that leaves the plot too flat,
	 * at its right in one column (when the drawing is wide and tall
	 * enough); a drawing too small for either keeps the legend below
	 * while the plot is at least 40 pt high, else has none.
	 */
	legend_lines(c, &lg);
	chart_legend_plan(&lg, L->W - 2 * MARGIN, series_group(c));
	mode = lg.n ? LEG_BELOW : LEG_NONE;
	if (c->end_labels) {
		mode = LEG_NONE;
		elw = end_labels_width(c, el_max);
	}
	if (has_band(c))
		top += (ASC + DESC) * F_MARK + 4;
	for (;;) {
		bottom = L->H - MARGIN;
		if (mode == LEG_BELOW) {
			leg_top = bottom - lg.h;
			bottom = leg_top - 6;
		}
		pb = chart_x_axis_rows(c, bottom, &xt_base, &tl_base);
		pt = top + F_TICK / 2;
		plot_h = pb - pt;
		if (mode != LEG_BELOW || plot_h >= 0.45 * L->H)
			break;
		if (L->W >= 300 &&
		    LEG_ROW * (double)lg.n <= L->H - MARGIN - pt) {
			mode = LEG_RIGHT;
			chart_legend_plan(&lg, 0.3 * L->W, 1);
			lg.w = chart_legend_cols_w(&lg, 1);	/* one column, always */
			lg.h = LEG_ROW * (double)lg.rows;
		} else if (plot_h >= 40)
			break;
		else
			mode = LEG_NONE;
	}

	/* y axis: about one tick per 22 pt */
	max_yt = plot_h >= 22 * CHART_TICKS_MAX ? CHART_TICKS_MAX :
	    plot_h > 0 ? (size_t)(plot_h / 22) + 1 : 3;
	if (c->y_axis != NULL && axis_usable(c->y_axis))
		yt = *c->y_axis;
	else if (!chart_ticks(ymin, ymax, max_yt, 1, c->y_is_money, &yt)) {
		ok = chart_no_data(L, top);
		goto done;
	}
	ylab = chart_tick_labels(&yt, c, &ylw);
	pl = MARGIN + ylw + TICK_LEN + 3;
	if (c->y_label && *c->y_label)
		pl += (ASC + DESC) * F_AXIS + 6;
	pr = L->W - MARGIN;
	if (mode == LEG_RIGHT)
		pr -= lg.w + 12;
	if (elw > 0)
		pr -= elw + END_LABEL_GAP;

	/* x axis: the data's extent, as many ticks as labels allow; keep
	 * the last label inside the drawing */
	if (!chart_fit_x_ticks(c, xmin, xmax, 0, c->x_is_money, pr - pl, &xt)) {
		ok = chart_no_data(L, top);
		goto done;
	}
	xlab = chart_tick_labels(&xt, c, &xlw);
	last_x = chart_map_x(&xt, chart_tick_value(&xt, xt.n - 1), pl, pr);
	over = last_x + text_width(xlab[xt.n - 1], F_TICK, 0) / 2 -
	    (mode == LEG_RIGHT ? pr + 6 : L->W - MARGIN);
	if (over > 0)
		pr -= over;

	L->fr.plot.x = pl;
	L->fr.plot.y = pt;
	L->fr.plot.w = pr - pl;
	L->fr.plot.h = pb - pt;
	if (has_band(c))
		draw_band(L, &xt);

	/* grid, axes, ticks */
	for (i = 0; i < yt.n; i++) {
		double y = chart_map_y(&yt, chart_tick_value(&yt, i), pb, pt);

		if (i > 0)
			draw_line(L->d, pl, y, pr, y, C_GRID, 0.5, CHART_SOLID);
		draw_line(L->d, pl - TICK_LEN, y, pl, y, C_AXIS, 0.8,
		    CHART_SOLID);
		draw_text(L->d, pl - TICK_LEN - 3, y + MID * F_TICK, ylab[i],
		    F_TICK, 0, ANCHOR_END, 0, C_TEXT);
	}
	for (i = 0; i < xt.n; i++) {
		double x = chart_map_x(&xt, chart_tick_value(&xt, i), pl, pr);

		if (x > pl + 0.5)
			draw_line(L->d, x, pt, x, pb, C_GRID, 0.5, CHART_SOLID);
		draw_line(L->d, x, pb, x, pb + TICK_LEN, C_AXIS, 0.8,
		    CHART_SOLID);
		draw_text(L->d, x, tl_base, xlab[i], F_TICK, 0, ANCHOR_MIDDLE, 0,
		    C_TEXT);
	}
	if (yt.lo < 0) {
		double y0 = chart_map_y(&yt, 0, pb, pt);

		draw_line(L->d, pl, y0, pr, y0, C_AXIS, 0.8, CHART_SOLID);
	}
	draw_line(L->d, pl, pt, pl, pb, C_AXIS, 0.8, CHART_SOLID);
	draw_line(L->d, pl, pb, pr, pb, C_AXIS, 0.8, CHART_SOLID);
	if (c->x_label && *c->x_label) {
		char *t = chart_fit_text(c->x_label, F_AXIS, 0, pr - pl);

		draw_text(L->d, (pl + pr) / 2, xt_base, t, F_AXIS, 0,
		    ANCHOR_MIDDLE, 0, C_TEXT);
		free(t);
	}
	if (c->y_label && *c->y_label) {
		char *t = chart_fit_text(c->y_label, F_AXIS, 0, pb - pt);

		draw_text(L->d, MARGIN + ASC * F_AXIS, (pt + pb) / 2, t, F_AXIS,
		    0, ANCHOR_MIDDLE, 90, C_TEXT);
		free(t);
	}

	/* data, markers on top */
	for (i = 0; i < c->n_series; i++)
		draw_series(L->d, &c->series[i], i, &xt, &yt, &L->fr.plot);
	if (elw > 0)
		draw_end_labels(L, &xt, &yt, el_max);
	draw_note(L, &xt, &yt, &note);
	draw_markers(L, &xt, &yt, &note);

	/* legend */
	if (mode != LEG_NONE) {
		double lx, ly;

		if (mode == LEG_RIGHT) {
			lx = L->W - MARGIN - lg.w;
			ly = pt;
		} else {
			lx = fmax(MARGIN, (pl + pr) / 2 - lg.w / 2);
			if (lx + lg.w > L->W - MARGIN)
				lx = fmax(MARGIN, L->W - MARGIN - lg.w);
			ly = leg_top;
		}
		chart_legend_draw(L->d, &lg, lx, ly);
		L->fr.legend.x = lx;
		L->fr.legend.y = ly;
		L->fr.legend.w = lg.w;
		L->fr.legend.h = lg.h;
	}
	ok = 1;
done:
	chart_free_labels(ylab, ylab ? yt.n : 0);
	chart_free_labels(xlab, xlab ? xt.n : 0);
	chart_legend_free(&lg);
	return ok;
}
