/*
 * chart.h: the charts of a proposal, described in data units and laid
 * out into a device-independent drawing (render/drawing.h) that the SVG
 * and PDF writers emit.
 *
 * Two kinds:
 *  - CHART_LINES: x/y lines (the break-even chart: cumulative cost over
 *    the months, one line per operating model and utilisation level),
 *    with labelled markers (the break-even points);
 *  - CHART_TORNADO: horizontal bars swinging around a base value (the
 *    sensitivity of the total cost to one input at a time).
 *
 * The layout only reads the description (arrays and strings are borrowed
 * for the call) and is deterministic: the same description and size give
 * the same drawing, primitive for primitive.  See docs/charts.md.
 */
#ifndef GPUPLAN_CHART_H
#define GPUPLAN_CHART_H

#include <stddef.h>

#include "model/catalog.h"
#include "model/scenario.h"
#include "render/drawing.h"

/*
 * Stroke patterns.  chart_series.dashed and prim.dashed take these
 * values; a back-end that knows only "dashed or not" (prim.dashed != 0)
 * still draws a distinguishable chart, and chart_dash_array() gives the
 * exact pattern.  Other values draw as CHART_DASHED.
 */
enum chart_dash {
	CHART_SOLID,
	CHART_DASHED,
	CHART_DOTTED,
	CHART_DASHDOT,
	CHART_DASH__MAX
};

/* One line of a CHART_LINES chart. */
struct chart_series {
	const char	*label;		/* legend text, UTF-8; NULL: not in the legend */
	const double	*x;		/* data units, n values, borrowed */
	const double	*y;		/* data units, n values, borrowed */
	size_t		 n;		/* points; non-finite points break the line */
	long		 color;		/* 0xRRGGBB; -1: chart_palette[i % 8] */
	int		 dashed;	/* enum chart_dash */
};

/* A labelled point (a break-even month); skipped if x or y is not finite. */
struct chart_marker {
	double		 x, y;		/* data units */
	const char	*label;		/* UTF-8, e.g. "Break-even 15,2 Mon."; NULL: none */
	long		 color;		/* 0xRRGGBB; -1: dark grey */
};

/* One bar of a CHART_TORNADO chart: the result at each end of the swing. */
struct chart_bar {
	const char	*label;		/* the parameter, UTF-8, left of the bar */
	double		 low, high;	/* data units: result with the input low / high; NAN: none */
	const char	*low_label;	/* shown at the low end, e.g. "0,20 €/kWh"; NULL: the value */
	const char	*high_label;	/* shown at the high end; NULL: the value */
};

struct chart_ticks;		/* below: an axis's range and ticks */

enum chart_kind {
	CHART_LINES,
	CHART_TORNADO,
	CHART__MAX
};

struct chart {
	enum chart_kind	 kind;
	const char	*title;		/* drawn on top and the drawing's title; NULL: none */
	const char	*x_label;	/* axis title with unit, e.g. "Monate" */
	const char	*y_label;	/* e.g. "Kumulierte Kosten (€)"; unused by tornado */
	struct chart_series *series;	/* CHART_LINES */
	size_t		 n_series;
	struct chart_marker *markers;	/* CHART_LINES */
	size_t		 n_markers;
	struct chart_bar *bars;		/* CHART_TORNADO */
	size_t		 n_bars;
	double		 base;		/* data units: the tornado's base value */
	enum language	 lang;		/* tick labels, legend texts */
	enum currency	 currency;	/* for money axes */
	int		 y_is_money;	/* 1: y ticks are money (compact units) */
	int		 x_is_money;	/* 1: x ticks are money (tornado: the value axis) */
	/* CHART_LINES only: */
	int		 end_labels;	/* 1: each labelled series is named at its right
					 * end (spread apart, a leader line when moved)
					 * instead of in a legend */
	double		 band_lo, band_hi; /* x data units: a shaded vertical span (clamped
					 * to the axis); none unless band_hi > band_lo
					 * and band_label is set */
	const char	*band_label;	/* UTF-8, drawn above the plot at the span */
	long		 band_color;	/* 0xRRGGBB the span is a light tint of; -1: grey */
	const struct chart_ticks *y_axis; /* NULL: the y axis from the data; else
					 * this axis as given (borrowed), so that
					 * several charts share one scale: it
					 * should cover their data */
	const char	*note;		/* UTF-8, e.g. "Kein Break-even in 36 Monaten",
					 * on a white backing at the plot's top
					 * left; NULL: none */
	double		 title_pt;	/* pt, title size; 0: 11 pt (small
					 * multiples take a smaller one) */
};

/* The Okabe-Ito colours, ordered for lines on white (yellow last). */
#define CHART_PALETTE_N	8
extern const long chart_palette[CHART_PALETTE_N];

/* A rectangle in drawing coordinates: top-left x,y, size w,h (pt). */
struct chart_rect {
	double	x, y, w, h;		/* pt */
};

/* Where chart_layout_frame() put the parts. */
struct chart_frame {
	struct chart_rect plot;		/* pt: the plot area (axes box) */
	struct chart_rect legend;	/* pt: the legend; w == 0: none */
};

/* Most ticks on an axis; chart_ticks() picks 4..8 where it has room. */
#define CHART_TICKS_MAX	8

/* An axis: its range and ticks, and how tick labels are written. */
struct chart_ticks {
	double	 lo, hi;		/* data units: the axis range */
	double	 step;			/* data units between ticks: 1, 2 or 5 x 10^k */
	double	 k0;			/* tick i is at (k0 + i) * step */
	size_t	 n;			/* ticks, >= 2 */
	int	 money;			/* labels are money */
	double	 div;			/* labels divide by 1, 1e3 (Tsd./k) or 1e6 (Mio./M) */
	int	 decimals;		/* label decimals, after dividing by div */
};

/*
 * Choose ticks for data in [min, max] (data units, finite; min > max is
 * swapped, min == max widened): the smallest step of 1, 2 or 5 x 10^k
 * that needs at most max_ticks ticks (3..CHART_TICKS_MAX, others are
 * clamped: an axis across zero may need 3).  extend 1: the axis runs from the tick at or below min to the
 * tick at or above max (value axes); extend 0: the axis is [min, max] and
 * only ticks inside it are kept (the months of a time axis).  money 1:
 * labels are money, in thousands or millions when the largest tick is
 * >= 1e5 or >= 1e6.  Returns 1 with *t filled, 0 if min or max is not
 * finite (*t untouched).
 */
int chart_ticks(double min, double max, size_t max_ticks, int extend,
    int money, struct chart_ticks *t);

/* Value of tick i (data units), 0 <= i < t->n. */
double chart_tick_value(const struct chart_ticks *t, size_t i);

/*
 * The label of value v on axis t, e.g. "1,2 Mio. €" / "€1.2M",
 * "250 Tsd. €" / "€250k", "1.000" / "1,000"; every tick of an axis has
 * the same unit and decimals.  Non-finite v gives "–".  Caller frees.
 */
char *chart_tick_label(const struct chart_ticks *t, double v,
    enum currency c, enum language lang);

/*
 * Lay chart c out into *out, a drawing of width_pt x height_pt points
 * (at least 120 x 80, at most 14400 x 14400: other sizes are clamped;
 * 480 x 300 suits an A4 text column).  *out is overwritten without being
 * freed: pass a zeroed or freed drawing; the caller frees it with
 * drawing_free() whatever the result.  out->title is
 * c->title (or "Chart").  Returns 1 if the chart has data, 0 if there is
 * nothing to draw (no finite point or bar, a non-finite tornado base, an
 * unknown kind): then the drawing holds the title and a "no data" note.
 */
int chart_layout(const struct chart *c, double width_pt, double height_pt,
    struct drawing *out);

/* The same; also fills *frame (if not NULL) with the plot and legend
 * rectangles (zeroed when there is no data). */
int chart_layout_frame(const struct chart *c, double width_pt,
    double height_pt, struct drawing *out, struct chart_frame *frame);

/*
 * The stroke pattern of a prim.dashed value (enum chart_dash) for a line
 * line_width pt wide: writes up to 4 on/off lengths (pt) to pattern and
 * returns how many (0: solid).  For every back-end.
 */
size_t chart_dash_array(int dashed, double line_width, double pattern[4]);

/*
 * The box (pt) a primitive covers, strokes and rotation included; text is
 * measured with text_width() from the baseline up 0.75 em and down
 * 0.25 em.  Used by the layout and by its tests.
 */
void chart_prim_box(const struct prim *p, struct chart_rect *r);

#endif
