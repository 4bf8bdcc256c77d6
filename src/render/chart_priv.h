/*
 * chart_priv.h: what the files of the chart layout share (chart.c,
 * chart_text.c, chart_axes.c, chart_legend.c, chart_breakeven.c,
 * chart_tornado.c); not for the rest of the program, which includes
 * render/chart.h.  Sizes in points (1/72 inch), y grows downwards,
 * colours 0xRRGGBB.
 */
#ifndef GPUPLAN_CHART_PRIV_H
#define GPUPLAN_CHART_PRIV_H

#include <stddef.h>

#include "render/chart.h"

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

/* v limited to [lo, hi] (lo wins if hi < lo is ever asked). */
static inline double
clampd(double v, double lo, double hi)
{
	if (v < lo)
		v = lo;
	if (v > hi)
		v = hi;
	return v;
}

/* ---- chart.c ---- */

/* The "no data" note under y = top (pt); zeroes L->fr.  Returns 0 (the
 * layout's result). */
int chart_no_data(struct layout *L, double top);

/* ---- chart_text.c ---- */

/*
 * utf8 shortened with "…" to at most max_w pt at size pt (whole
 * characters, trailing spaces dropped); NULL gives "".  Caller frees.
 */
char *chart_fit_text(const char *utf8, double size, int bold, double max_w);

/* ---- chart_axes.c ---- */

/*
 * A value label on axis t (a bar end, the base): the axis' unit, and
 * decimals enough for 3 significant digits ("1,25 Mio. €", "146 Tsd. €"),
 * at least the ticks' and at most 3.  Caller frees.
 */
char *chart_value_label(const struct chart_ticks *t, double v,
    const struct chart *c);
/* The t->n tick labels of axis t, and the widest (pt) in *maxw.  Caller
 * frees with chart_free_labels(). */
char **chart_tick_labels(const struct chart_ticks *t, const struct chart *c,
    double *maxw);
/* Free n labels from chart_tick_labels() and the array; accepts NULL. */
void chart_free_labels(char **lab, size_t n);
/*
 * Horizontal axis ticks for data [min, max] drawn over width_pt: the
 * most ticks (CHART_TICKS_MAX down to 3) whose labels do not touch.
 * Returns 0 if the range is not usable.
 */
int chart_fit_x_ticks(const struct chart *c, double min, double max,
    int extend, int money, double width_pt, struct chart_ticks *t);
/* x (pt) of data value v on axis t drawn from px0 to px1. */
double chart_map_x(const struct chart_ticks *t, double v, double px0,
    double px1);
/* y (pt) of data value v on axis t drawn from bottom py0 up to top py1. */
double chart_map_y(const struct chart_ticks *t, double v, double py0,
    double py1);
/*
 * The x axis's rows above bottom (pt from the top): its title's baseline
 * in *xt_base (only when c has an x label; else left as it is) and the
 * tick labels' baseline in *tl_base.  Returns the plot's bottom edge,
 * above the tick marks.  The line and the bar charts share it.
 */
double chart_x_axis_rows(const struct chart *c, double bottom,
    double *xt_base, double *tl_base);

/* ---- chart_legend.c ---- */

/* Free the legend's texts and items; accepts a zeroed legend. */
void chart_legend_free(struct legend *lg);
/* Total width (pt) with `cols` columns (cols <= LEG_MAX_COLS) in the
 * current fill order; sets lg->cols, lg->rows, lg->colw. */
double chart_legend_cols_w(struct legend *lg, size_t cols);
/*
 * Arrange the legend in a grid within avail_w pt, the most columns that
 * fit, colour groups of `group` kept in rows (or columns); texts are
 * shortened if one column does not fit.  Sets cols, rows, colmajor,
 * colw, w and h (pt).
 */
void chart_legend_plan(struct legend *lg, double avail_w, size_t group);
/* Draw the planned legend with its top-left corner at x,y (pt). */
void chart_legend_draw(struct drawing *d, const struct legend *lg, double x,
    double y);

/* ---- chart_breakeven.c, chart_tornado.c ---- */

/*
 * Lay out a CHART_LINES / CHART_TORNADO chart below y = top (pt) into
 * L->d and L->fr.  Returns 1, or 0 (with the no-data note) when there is
 * nothing to draw (no finite point; a non-finite base or no bar with a
 * finite end).
 */
int chart_layout_lines(struct layout *L, double top);
int chart_layout_tornado(struct layout *L, double top);

#endif
