/*
 * chart.c: lay a chart description out into a drawing (see chart.h and
 * docs/charts.md).  All sizes are in points, y grows downwards.
 */
#include "render/chart.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/format.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/utf8.h"

const long chart_palette[CHART_PALETTE_N] = {
	0x0072b2,	/* blue */
	0xd55e00,	/* vermillion */
	0x009e73,	/* bluish green */
	0xcc79a7,	/* reddish purple */
	0xe69f00,	/* orange */
	0x56b4e9,	/* sky blue */
	0x000000,	/* black */
	0xf0e442,	/* yellow (weak on white: last) */
};

#define MIN_W		120.0	/* pt, smallest drawing */
#define MIN_H		80.0	/* pt */
#define MAX_SIDE	14400.0	/* pt, largest drawing side (a PDF page's limit) */
#define MARGIN		8.0	/* pt around everything */
#define F_TITLE		11.0	/* pt, chart title (bold) */
#define F_AXIS		8.5	/* pt, axis titles */
#define F_TICK		8.0	/* pt, tick and value labels */
#define F_LEGEND	8.0	/* pt */
#define F_MARK		7.5	/* pt, marker labels (bold) */
#define F_NOTE		9.0	/* pt, the "no data" note */
#define ASC		0.75	/* em above the baseline (boxes) */
#define DESC		0.25	/* em below the baseline */
#define MID		0.35	/* em: baseline below a centre line */
#define SWATCH		24.0	/* pt, legend line sample */
#define SWATCH_GAP	4.0	/* pt between sample and text */
#define LEG_ROW		13.0	/* pt per legend row */
#define LEG_COL_GAP	14.0	/* pt between legend columns */
#define TICK_LEN	3.0	/* pt, tick marks */
#define MARK_R		3.5	/* pt, marker radius */

#define C_BG		0xffffffL
#define C_TEXT		0x222222L
#define C_MUTED		0x666666L
#define C_AXIS		0x4d4d4dL
#define C_GRID		0xdededeL
#define C_MARK		0x333333L
#define C_LOW		0x0072b2L	/* tornado: input at its low value */
#define C_HIGH		0xe69f00L	/* tornado: input at its high value */

static const char *const no_data_text[LANG__MAX] = { "Keine Daten", "No data" };
static const char *const base_text[LANG__MAX] = { "Basis", "Base" };
static const char *const low_text[LANG__MAX] = {
	"Parameter niedrig", "Parameter low" };
static const char *const high_text[LANG__MAX] = {
	"Parameter hoch", "Parameter high" };

/* One thing a layout is building. */
struct layout {
	const struct chart	*c;
	struct drawing		*d;
	double			 W, H;		/* pt */
	enum language		 lang;
	struct chart_frame	 fr;
};

/* One legend entry: a line sample (lines) or a box (tornado) and text. */
struct leg_item {
	char	*text;			/* owned, fitted */
	double	 tw;			/* pt, text width */
	long	 color;			/* 0xRRGGBB */
	int	 dash;			/* enum chart_dash */
	double	 lw;			/* pt, line width; 0: a filled box */
};

#define LEG_MAX_COLS	16

struct legend {
	struct leg_item	*it;
	size_t		 n;
	size_t		 cols, rows;	/* grid */
	int		 colmajor;	/* 1: items run down the columns */
	size_t		 group;		/* items per colour group (1: none) */
	double		 colw[LEG_MAX_COLS];	/* pt per column */
	double		 w, h;		/* pt */
};

/* ---------------------------------------------------------------- */
/* small helpers */

/* v limited to [lo, hi] (lo wins if hi < lo is ever asked). */
static double
clampd(double v, double lo, double hi)
{
	if (v < lo)
		v = lo;
	if (v > hi)
		v = hi;
	return v;
}

/* 1 if the rectangles overlap (touching edges do not). */
static int
rect_overlap(const struct chart_rect *a, const struct chart_rect *b)
{
	return a->x < b->x + b->w && b->x < a->x + a->w &&
	    a->y < b->y + b->h && b->y < a->y + a->h;
}

/*
 * utf8 shortened with "…" to at most max_w pt at size pt (whole
 * characters, trailing spaces dropped); NULL gives "".  Caller frees.
 */
static char *
fit_text(const char *utf8, double size, int bold, double max_w)
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

/* On/off lengths (pt) of stroke style `dashed` for a line line_width pt
 * wide into pattern[0..4); returns how many, 0 for solid (see chart.h). */
size_t
chart_dash_array(int dashed, double line_width, double pattern[4])
{
	double w = line_width > 0.5 ? line_width : 0.5;

	switch (dashed) {
	case CHART_SOLID:
		return 0;
	case CHART_DOTTED:
		pattern[0] = w;
		pattern[1] = 1.5 * w;
		return 2;
	case CHART_DASHDOT:
		pattern[0] = 5 * w;
		pattern[1] = 1.5 * w;
		pattern[2] = w;
		pattern[3] = 1.5 * w;
		return 4;
	default:
		pattern[0] = 4 * w;
		pattern[1] = 2 * w;
		return 2;
	}
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

/* ---------------------------------------------------------------- */
/* ticks */

/* floor(x), ignoring the rounding noise of a division (1e-9 relative). */
static double
floor_eps(double x)
{
	return floor(x + 1e-9 * fmax(1, fabs(x)));
}

/* ceil(x), ignoring the rounding noise of a division (1e-9 relative). */
static double
ceil_eps(double x)
{
	return ceil(x - 1e-9 * fmax(1, fabs(x)));
}

/* Ticks for [min, max] into *t: 1 done, 0 not finite (see chart.h). */
int
chart_ticks(double min, double max, size_t max_ticks, int extend,
    int money, struct chart_ticks *t)
{
	static const double mult[] = { 1, 2, 5 };
	double span, step = 1, lo_k = 0, hi_k = 0, maxabs, unit;
	int e, e_end, found = 0, ok = 0;
	size_t i;

	if (!isfinite(min) || !isfinite(max))
		goto done;
	if (min > max) {
		double tmp = min;

		min = max;
		max = tmp;
	}
	/* three ticks is the least an axis straddling zero can have */
	if (max_ticks < 3)
		max_ticks = 3;
	if (max_ticks > CHART_TICKS_MAX)
		max_ticks = CHART_TICKS_MAX;
	span = max - min;
	if (!(span > 1e-9 * fmax(fabs(min), fabs(max))) || span < 1e-200) {
		double c = min / 2 + max / 2;

		if (c == 0 || fabs(c) < 1e-200) {
			min = 0;
			max = 1;
		} else {
			min = c - fabs(c) * 0.1;
			max = c + fabs(c) * 0.1;
		}
		span = max - min;
	}
	if (!(span > 0) || !isfinite(span))
		goto done;
	e = (int)floor(log10(span / (double)max_ticks)) - 1;
	for (e_end = e + 4; !found && e < e_end; e++)
		for (i = 0; i < 3 && !found; i++) {
			step = mult[i] * pow(10, e);
			if (extend) {
				lo_k = floor_eps(min / step);
				hi_k = ceil_eps(max / step);
			} else {
				lo_k = ceil_eps(min / step);
				hi_k = floor_eps(max / step);
			}
			if (hi_k - lo_k + 1 <= (double)max_ticks)
				found = 1;
		}
	if (!found)
		goto done;
	if (!extend && hi_k - lo_k + 1 < 2) {
		/* too few ticks inside the data: let the axis grow instead */
		lo_k = floor_eps(min / step);
		hi_k = ceil_eps(max / step);
		extend = 1;
	}
	t->step = step;
	t->k0 = lo_k;
	t->n = (size_t)(hi_k - lo_k + 1);
	t->lo = extend ? lo_k * step : min;
	t->hi = extend ? hi_k * step : max;
	t->money = money != 0;
	maxabs = fmax(fabs(lo_k * step), fabs(hi_k * step));
	t->div = !money ? 1 : maxabs >= 1e6 ? 1e6 : maxabs >= 1e5 ? 1e3 : 1;
	unit = step / t->div;
	t->decimals = unit >= 1 - 1e-9 ? 0 : (int)ceil(-log10(unit) - 1e-9);
	if (t->decimals > 6)
		t->decimals = 6;
	ok = 1;
done:
	return ok;
}

/* Value (data units) of tick i of t. */
double
chart_tick_value(const struct chart_ticks *t, size_t i)
{
	return (t->k0 + (double)i) * t->step;
}

/* Label of v on axis t in the language's style; caller frees. */
char *
chart_tick_label(const struct chart_ticks *t, double v, enum currency c,
    enum language lang)
{
	struct strbuf b = STRBUF_INIT;

	if (!isfinite(v))
		sb_puts(&b, FMT_NA);
	else if (!t->money)
		fmt_number(&b, v, t->decimals, lang);
	else
		fmt_money_scaled(&b, v, t->div == 1e6 ? FMT_SCALE_M :
		    t->div == 1e3 ? FMT_SCALE_K : FMT_SCALE__MAX, t->decimals, c,
		    lang);
	return sb_take(&b);
}

/*
 * A value label on axis t (a bar end, the base): the axis' unit, and
 * decimals enough for 3 significant digits ("1,25 Mio. €", "146 Tsd. €"),
 * at least the ticks' and at most 3.  Caller frees.
 */
static char *
value_label(const struct chart_ticks *t, double v, const struct chart *c)
{
	struct chart_ticks vt = *t;
	double a = fabs(v) / t->div;
	int digits = a >= 1 ? (int)floor(log10(a)) + 1 : 1;	/* before the point */

	if (isfinite(a) && 3 - digits > vt.decimals)
		vt.decimals = 3 - digits;
	if (vt.decimals > 3)
		vt.decimals = 3;
	return chart_tick_label(&vt, v, c->currency, c->lang);
}

/* ---------------------------------------------------------------- */
/* parts every chart has */

/* Start the drawing: size, title, white background, title text.
 * Returns the y (pt) below the title. */
static double
begin(struct layout *L)
{
	const struct chart *c = L->c;
	double top = MARGIN;
	char *t = NULL;

	memset(L->d, 0, sizeof(*L->d));
	L->d->width = L->W;
	L->d->height = L->H;
	L->d->title = xstrdup(c->title && *c->title ? c->title : "Chart");
	draw_rect(L->d, 0, 0, L->W, L->H, -1, C_BG, 0);
	if (c->title && *c->title) {
		t = fit_text(c->title, F_TITLE, 1, L->W - 2 * MARGIN);
		draw_text(L->d, MARGIN, MARGIN + ASC * F_TITLE, t, F_TITLE, 1,
		    ANCHOR_START, 0, C_TEXT);
		top += F_TITLE + 8;
	}
	free(t);
	return top;
}

/* The "no data" note under the title. Returns 0 (the layout's result). */
static int
no_data(struct layout *L, double top)
{
	double y = (top + L->H) / 2;

	draw_text(L->d, L->W / 2, y, no_data_text[L->lang], F_NOTE, 0,
	    ANCHOR_MIDDLE, 0, C_MUTED);
	memset(&L->fr, 0, sizeof(L->fr));
	return 0;
}

/* Free the legend's texts and items; accepts a zeroed legend. */
static void
legend_free(struct legend *lg)
{
	size_t i;

	for (i = 0; i < lg->n; i++)
		free(lg->it[i].text);
	free(lg->it);
	memset(lg, 0, sizeof(*lg));
}

/* Width (pt) of legend item i without the column gap. */
static double
leg_item_w(const struct legend *lg, size_t i)
{
	return SWATCH + SWATCH_GAP + lg->it[i].tw;
}

/* Column and row of item i in a grid of `cols` columns and `rows` rows. */
static void
leg_cell(const struct legend *lg, size_t i, size_t cols, size_t rows,
    size_t *col, size_t *row)
{
	if (lg->colmajor) {
		*col = i / rows;
		*row = i % rows;
	} else {
		*col = i % cols;
		*row = i / cols;
	}
}

/*
 * Total width (pt) with `cols` columns (cols <= LEG_MAX_COLS) in the
 * current fill order; sets lg->cols, lg->rows, lg->colw.
 */
static double
leg_cols_w(struct legend *lg, size_t cols)
{
	double total = 0;
	size_t i, j, col, row, used = 0;

	lg->cols = cols;
	lg->rows = (lg->n + cols - 1) / cols;
	if (lg->colmajor && lg->group > 1) {
		/* whole groups per column */
		size_t groups = (lg->n + lg->group - 1) / lg->group;

		lg->rows = (groups + cols - 1) / cols * lg->group;
	}
	for (j = 0; j < cols; j++)
		lg->colw[j] = 0;
	for (i = 0; i < lg->n; i++) {
		leg_cell(lg, i, cols, lg->rows, &col, &row);
		lg->colw[col] = fmax(lg->colw[col], leg_item_w(lg, i));
		if (col + 1 > used)
			used = col + 1;
	}
	for (j = 0; j < used; j++)
		total += lg->colw[j];
	return used ? total + LEG_COL_GAP * (double)(used - 1) : 0;
}

/*
 * Arrange the legend in a grid within avail_w pt: the most columns that
 * fit.  With items in colour groups of `group` (4 models x 3 levels: 3),
 * a multiple of `group` columns is preferred, so that each row is one
 * colour; if none fits, the items run down the columns, whole groups in
 * each column.  Texts are shortened if one column does not fit.
 * Sets cols, rows, colmajor, colw, w and h.
 */
static void
legend_plan(struct legend *lg, double avail_w, size_t group)
{
	size_t cols, maxc = lg->n < LEG_MAX_COLS ? lg->n : LEG_MAX_COLS, i;
	int pass, found = 0;

	lg->cols = lg->rows = 0;
	lg->w = lg->h = 0;
	lg->group = group ? group : 1;
	if (lg->n == 0)
		return;
	for (pass = group > 1 ? 0 : 1; pass < 2 && !found; pass++) {
		lg->colmajor = pass == 1 && group > 1;
		for (cols = maxc; cols >= 1 && !found; cols--) {
			if (pass == 0 && cols % group != 0 && cols < lg->n)
				continue;
			found = leg_cols_w(lg, cols) <= avail_w;
		}
	}
	if (!found) {
		double max_t = avail_w - SWATCH - SWATCH_GAP;

		for (i = 0; i < lg->n; i++) {
			char *t = fit_text(lg->it[i].text, F_LEGEND, 0, max_t);

			free(lg->it[i].text);
			lg->it[i].text = t;
			lg->it[i].tw = text_width(t, F_LEGEND, 0);
		}
	}
	lg->w = leg_cols_w(lg, found ? lg->cols : 1);
	lg->h = LEG_ROW * (double)lg->rows;
}

/* Draw the legend planned by legend_plan() with its top-left corner at
 * x,y (pt). */
static void
legend_draw(struct drawing *d, const struct legend *lg, double x, double y)
{
	size_t i, j, col, row;

	for (i = 0; i < lg->n; i++) {
		const struct leg_item *it = &lg->it[i];
		double cx = x, cy;

		leg_cell(lg, i, lg->cols, lg->rows, &col, &row);
		cy = y + LEG_ROW * (double)row + LEG_ROW / 2;
		for (j = 0; j < col; j++)
			cx += lg->colw[j] + LEG_COL_GAP;
		if (it->lw > 0)
			draw_line(d, cx, cy, cx + SWATCH, cy, it->color, it->lw,
			    it->dash);
		else
			draw_rect(d, cx + SWATCH - 12, cy - 4, 12, 8, -1,
			    it->color, 0);
		draw_text(d, cx + SWATCH + SWATCH_GAP, cy + MID * F_LEGEND,
		    it->text, F_LEGEND, 0, ANCHOR_START, 0, C_TEXT);
	}
}

/* The t->n tick labels of axis t, and the widest (pt) in *maxw.  Caller
 * frees with free_labels(). */
static char **
tick_labels(const struct chart_ticks *t, const struct chart *c, double *maxw)
{
	char **lab = xcalloc(t->n, sizeof(*lab));
	size_t i;

	*maxw = 0;
	for (i = 0; i < t->n; i++) {
		lab[i] = chart_tick_label(t, chart_tick_value(t, i), c->currency,
		    c->lang);
		*maxw = fmax(*maxw, text_width(lab[i], F_TICK, 0));
	}
	return lab;
}

/* Free n labels from tick_labels() and the array; accepts NULL. */
static void
free_labels(char **lab, size_t n)
{
	size_t i;

	if (lab == NULL)
		return;
	for (i = 0; i < n; i++)
		free(lab[i]);
	free(lab);
}

/*
 * Horizontal axis ticks for data [min, max] drawn over width_pt: the
 * most ticks (CHART_TICKS_MAX down to 3) whose labels do not touch.
 * Returns 0 if the range is not usable.
 */
static int
fit_x_ticks(const struct chart *c, double min, double max, int extend,
    int money, double width_pt, struct chart_ticks *t)
{
	size_t mx;
	int ok = 0;

	for (mx = CHART_TICKS_MAX; mx >= 3; mx--) {
		char **lab;
		double w, space;

		if (!chart_ticks(min, max, mx, extend, money, t))
			break;
		ok = 1;
		lab = tick_labels(t, c, &w);
		free_labels(lab, t->n);
		space = width_pt * t->step / (t->hi - t->lo);
		if (w + 8 <= space)
			break;
	}
	return ok;
}

/* x of data value v on axis t drawn from px0 to px1 (pt). */
static double
map_x(const struct chart_ticks *t, double v, double px0, double px1)
{
	return px0 + (v - t->lo) / (t->hi - t->lo) * (px1 - px0);
}

/* y of data value v on axis t drawn from bottom py0 up to top py1 (pt). */
static double
map_y(const struct chart_ticks *t, double v, double py0, double py1)
{
	return py0 - (v - t->lo) / (t->hi - t->lo) * (py0 - py1);
}

/* ---------------------------------------------------------------- */
/* CHART_LINES */

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
			pts[k].x = map_x(xt, s->x[j], pr->x, pr->x + pr->w);
			pts[k].y = map_y(yt, s->y[j], pr->y + pr->h, pr->y);
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

/* Place and draw the marker labels inside the plot, away from the
 * markers and from each other. */
static void
draw_markers(struct layout *L, const struct chart_ticks *xt,
    const struct chart_ticks *yt)
{
	const struct chart *c = L->c;
	const struct chart_rect *pr = &L->fr.plot;
	struct chart_rect *obst;
	struct point *at;
	size_t i, j, n_obst = 0, n = 0;
	double fh = (ASC + DESC) * F_MARK;

	obst = xcalloc(2 * c->n_markers, sizeof(*obst));
	at = xcalloc(c->n_markers, sizeof(*at));
	/* the dots first, all of them obstacles for the labels */
	for (i = 0; i < c->n_markers; i++) {
		const struct chart_marker *m = &c->markers[i];
		long col = m->color >= 0 ? (m->color & 0xffffffL) : C_MARK;

		at[i].x = NAN;
		if (!isfinite(m->x) || !isfinite(m->y))
			continue;
		at[i].x = map_x(xt, m->x, pr->x, pr->x + pr->w);
		at[i].y = map_y(yt, m->y, pr->y + pr->h, pr->y);
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
		t = fit_text(m->label, F_MARK, 1, pr->w - 8);
		tw = text_width(t, F_MARK, 1);
		/* above-right, above-left, below-right, below-left, then
		 * the same further away */
		for (k = 0; k < 4 * 8 && !found; k++) {
			int right = (k % 2) == 0, above = (k % 4) < 2;
			double off = 6 + (double)(k / 4) * (fh + 2);

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
			if (j == n_obst) {
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

/*
 * The x axis's rows above bottom (pt from the top, as every layout y):
 * its title's baseline in *xt_base (only when c has an x label; else left
 * as it is) and the tick labels' baseline in *tl_base.  Returns the
 * plot's bottom edge, above the tick marks.  The line and the bar charts
 * share it.
 */
static double
x_axis_rows(const struct chart *c, double bottom, double *xt_base,
    double *tl_base)
{
	if (c->x_label && *c->x_label) {
		*xt_base = bottom - DESC * F_AXIS;
		bottom = *xt_base - ASC * F_AXIS - 4;
	}
	*tl_base = bottom - DESC * F_TICK;
	return *tl_base - ASC * F_TICK - TICK_LEN - 2;
}

/*
 * Lay out a CHART_LINES chart below y = top (pt) into L->d and L->fr.
 * Returns 1, or 0 (with the no-data note) when no point is finite.
 */
static int
layout_lines(struct layout *L, double top)
{
	const struct chart *c = L->c;
	struct legend lg = { 0 };
	struct chart_ticks xt, yt;
	char **ylab = NULL, **xlab = NULL;
	double xmin = INFINITY, xmax = -INFINITY, ymin = INFINITY,
	    ymax = -INFINITY, ylw = 0, xlw = 0, bottom, leg_top = 0,
	    xt_base = 0, tl_base, pl, pr, pt, pb, last_x, over, plot_h;
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
		ok = no_data(L, top);
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
	legend_plan(&lg, L->W - 2 * MARGIN, series_group(c));
	mode = lg.n ? LEG_BELOW : LEG_NONE;
	for (;;) {
		bottom = L->H - MARGIN;
		if (mode == LEG_BELOW) {
			leg_top = bottom - lg.h;
			bottom = leg_top - 6;
		}
		pb = x_axis_rows(c, bottom, &xt_base, &tl_base);
		pt = top + F_TICK / 2;
		plot_h = pb - pt;
		if (mode != LEG_BELOW || plot_h >= 0.45 * L->H)
			break;
		if (L->W >= 300 &&
		    LEG_ROW * (double)lg.n <= L->H - MARGIN - pt) {
			mode = LEG_RIGHT;
			legend_plan(&lg, 0.3 * L->W, 1);
			lg.w = leg_cols_w(&lg, 1);	/* one column, always */
			lg.h = LEG_ROW * (double)lg.rows;
		} else if (plot_h >= 40)
			break;
		else
			mode = LEG_NONE;
	}

	/* y axis: about one tick per 22 pt */
	max_yt = plot_h >= 22 * CHART_TICKS_MAX ? CHART_TICKS_MAX :
	    plot_h > 0 ? (size_t)(plot_h / 22) + 1 : 3;
	if (!chart_ticks(ymin, ymax, max_yt, 1, c->y_is_money, &yt)) {
		ok = no_data(L, top);
		goto done;
	}
	ylab = tick_labels(&yt, c, &ylw);
	pl = MARGIN + ylw + TICK_LEN + 3;
	if (c->y_label && *c->y_label)
		pl += (ASC + DESC) * F_AXIS + 6;
	pr = L->W - MARGIN;
	if (mode == LEG_RIGHT)
		pr -= lg.w + 12;

	/* x axis: the data's extent, as many ticks as labels allow; keep
	 * the last label inside the drawing */
	if (!fit_x_ticks(c, xmin, xmax, 0, c->x_is_money, pr - pl, &xt)) {
		ok = no_data(L, top);
		goto done;
	}
	xlab = tick_labels(&xt, c, &xlw);
	last_x = map_x(&xt, chart_tick_value(&xt, xt.n - 1), pl, pr);
	over = last_x + text_width(xlab[xt.n - 1], F_TICK, 0) / 2 -
	    (mode == LEG_RIGHT ? pr + 6 : L->W - MARGIN);
	if (over > 0)
		pr -= over;

	L->fr.plot.x = pl;
	L->fr.plot.y = pt;
	L->fr.plot.w = pr - pl;
	L->fr.plot.h = pb - pt;

	/* grid, axes, ticks */
	for (i = 0; i < yt.n; i++) {
		double y = map_y(&yt, chart_tick_value(&yt, i), pb, pt);

		if (i > 0)
			draw_line(L->d, pl, y, pr, y, C_GRID, 0.5, CHART_SOLID);
		draw_line(L->d, pl - TICK_LEN, y, pl, y, C_AXIS, 0.8,
		    CHART_SOLID);
		draw_text(L->d, pl - TICK_LEN - 3, y + MID * F_TICK, ylab[i],
		    F_TICK, 0, ANCHOR_END, 0, C_TEXT);
	}
	for (i = 0; i < xt.n; i++) {
		double x = map_x(&xt, chart_tick_value(&xt, i), pl, pr);

		if (x > pl + 0.5)
			draw_line(L->d, x, pt, x, pb, C_GRID, 0.5, CHART_SOLID);
		draw_line(L->d, x, pb, x, pb + TICK_LEN, C_AXIS, 0.8,
		    CHART_SOLID);
		draw_text(L->d, x, tl_base, xlab[i], F_TICK, 0, ANCHOR_MIDDLE, 0,
		    C_TEXT);
	}
	if (yt.lo < 0) {
		double y0 = map_y(&yt, 0, pb, pt);

		draw_line(L->d, pl, y0, pr, y0, C_AXIS, 0.8, CHART_SOLID);
	}
	draw_line(L->d, pl, pt, pl, pb, C_AXIS, 0.8, CHART_SOLID);
	draw_line(L->d, pl, pb, pr, pb, C_AXIS, 0.8, CHART_SOLID);
	if (c->x_label && *c->x_label) {
		char *t = fit_text(c->x_label, F_AXIS, 0, pr - pl);

		draw_text(L->d, (pl + pr) / 2, xt_base, t, F_AXIS, 0,
		    ANCHOR_MIDDLE, 0, C_TEXT);
		free(t);
	}
	if (c->y_label && *c->y_label) {
		char *t = fit_text(c->y_label, F_AXIS, 0, pb - pt);

		draw_text(L->d, MARGIN + ASC * F_AXIS, (pt + pb) / 2, t, F_AXIS,
		    0, ANCHOR_MIDDLE, 90, C_TEXT);
		free(t);
	}

	/* data, markers on top */
	for (i = 0; i < c->n_series; i++)
		draw_series(L->d, &c->series[i], i, &xt, &yt, &L->fr.plot);
	draw_markers(L, &xt, &yt);

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
		legend_draw(L->d, &lg, lx, ly);
		L->fr.legend.x = lx;
		L->fr.legend.y = ly;
		L->fr.legend.w = lg.w;
		L->fr.legend.h = lg.h;
	}
	ok = 1;
done:
	free_labels(ylab, ylab ? yt.n : 0);
	free_labels(xlab, xlab ? xt.n : 0);
	legend_free(&lg);
	return ok;
}

/* ---------------------------------------------------------------- */
/* CHART_TORNADO */

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
static int
layout_tornado(struct layout *L, double top)
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
		ok = no_data(L, top);
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
		ok = no_data(L, top);
		goto done;
	}
	qsort(ref, n, sizeof(*ref), bar_cmp);
	eps = 1e-9 * fmax(fabs(vmin), fabs(vmax));	/* "at the base" */

	/* legend: one row, low and high */
	lg.it = xcalloc(2, sizeof(*lg.it));
	lg.n = 2;
	lg.it[0].text = xstrdup(low_text[L->lang]);
	lg.it[0].color = C_LOW;
	lg.it[1].text = xstrdup(high_text[L->lang]);
	lg.it[1].color = C_HIGH;
	for (i = 0; i < 2; i++)
		lg.it[i].tw = text_width(lg.it[i].text, F_LEGEND, 0);
	legend_plan(&lg, L->W - 2 * MARGIN, 1);

	/* vertical budget, from the bottom up */
	bottom = L->H - MARGIN;
	leg_top = bottom - lg.h;
	bottom = leg_top - 6;
	pb = x_axis_rows(c, bottom, &xt_base, &tl_base);
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
		plab[i] = fit_text(c->bars[ref[i].idx].label, fs, 0, lw);
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
		if (!fit_x_ticks(c, vmin, vmax, 1, c->x_is_money, ax1 - ax0, &xt)) {
			ok = no_data(L, top);
			goto done;
		}
		px_base = map_x(&xt, c->base, ax0, ax1);
		{
			/* the last tick label, centred on its tick */
			char *last = chart_tick_label(&xt,
			    chart_tick_value(&xt, xt.n - 1), c->currency, c->lang);

			need_r = map_x(&xt, chart_tick_value(&xt, xt.n - 1), ax0,
			    ax1) + text_width(last, F_TICK, 0) / 2 -
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
				    value_label(&xt, e->v, c);
				e->tw = text_width(e->text, e->fs, 0);
				end_box(e, map_x(&xt, e->v, ax0, ax1), &x0, &x1);
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
		if (!fit_x_ticks(c, vmin, vmax, 1, c->x_is_money, ax1 - ax0, &xt)) {
			ok = no_data(L, top);
			goto done;
		}
	}
	px_base = map_x(&xt, c->base, ax0, ax1);
	L->fr.plot.x = pl;
	L->fr.plot.y = pt;
	L->fr.plot.w = pr - pl;
	L->fr.plot.h = pb - pt;

	/* grid, bars, labels */
	xlab = tick_labels(&xt, c, &xlw);
	for (i = 0; i < xt.n; i++) {
		double x = map_x(&xt, chart_tick_value(&xt, i), ax0, ax1);

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
			px = map_x(&xt, e->v, ax0, ax1);
			draw_rect(L->d, fmin(px, px_base), e->y0,
			    fmax(fabs(px - px_base), 0.5), e->h, -1, e->color, 0);
			end_box(e, px, &x0, &x1);
			/* whatever did not fit is shortened to the room left */
			room = e->left ? x1 - (pl + 2) :
			    L->W - MARGIN - x0;
			t = fit_text(e->text, e->fs, 0, room);
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
		char *v = value_label(&xt, c->base, c);
		double w;

		sb_printf(&b, "%s: %s", base_text[L->lang], v);
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
		double x = map_x(&xt, chart_tick_value(&xt, i), ax0, ax1);
		double w = text_width(xlab[i], F_TICK, 0);

		draw_line(L->d, x, pb, x, pb + TICK_LEN, C_AXIS, 0.8, CHART_SOLID);
		draw_text(L->d, clampd(x, MARGIN + w / 2, L->W - MARGIN - w / 2),
		    tl_base, xlab[i], F_TICK, 0, ANCHOR_MIDDLE, 0, C_TEXT);
	}
	if (c->x_label && *c->x_label) {
		char *t = fit_text(c->x_label, F_AXIS, 0, L->W - 2 * MARGIN);
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
	legend_draw(L->d, &lg, L->fr.legend.x, L->fr.legend.y);
	ok = 1;
done:
	if (ends != NULL)
		for (i = 0; i < n; i++)
			for (k = 0; k < 2; k++)
				free(ends[i][k].text);
	free(ends);
	free_labels(plab, plab ? n : 0);
	free_labels(xlab, xlab ? xt.n : 0);
	free(bt);
	free(ref);
	legend_free(&lg);
	return ok;
}

/* ---------------------------------------------------------------- */

/* Lay c out into *out (overwritten, caller frees) and *frame (may be
 * NULL).  Returns 1 with data, 0 for the no-data drawing (see chart.h). */
int
chart_layout_frame(const struct chart *c, double width_pt, double height_pt,
    struct drawing *out, struct chart_frame *frame)
{
	struct layout L;
	double top;
	int ok;

	memset(&L, 0, sizeof(L));
	L.c = c;
	L.d = out;
	L.W = isfinite(width_pt) && width_pt > MIN_W ? width_pt : MIN_W;
	L.H = isfinite(height_pt) && height_pt > MIN_H ? height_pt : MIN_H;
	L.W = fmin(L.W, MAX_SIDE);
	L.H = fmin(L.H, MAX_SIDE);
	L.lang = (unsigned)c->lang < LANG__MAX ? c->lang : LANG_EN;
	top = begin(&L);
	switch (c->kind) {
	case CHART_LINES:
		ok = layout_lines(&L, top);
		break;
	case CHART_TORNADO:
		ok = layout_tornado(&L, top);
		break;
	default:
		ok = no_data(&L, top);
		break;
	}
	if (frame != NULL)
		*frame = L.fr;
	return ok;
}

/* chart_layout_frame() without the frame. */
int
chart_layout(const struct chart *c, double width_pt, double height_pt,
    struct drawing *out)
{
	return chart_layout_frame(c, width_pt, height_pt, out, NULL);
}
