/*
 * chart_axes.c: the axes of a chart (see chart_priv.h, chart.h): the
 * choice of ticks, their labels (through render/format), the mapping of
 * data units to points and the rows under the plot.
 */
#include <math.h>
#include <stdlib.h>

#include "render/chart_priv.h"
#include "render/format.h"
#include "util/alloc.h"
#include "util/strbuf.h"

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
		    t->div == 1e3 ? FMT_SCALE_K : FMT_SCALE__MAX, t->decimals,
		    c, lang);
	return sb_take(&b);
}

/*
 * A value label on axis t (a bar end, the base): the axis' unit, and
 * decimals enough for 3 significant digits ("1,25 Mio. €", "146 Tsd. €"),
 * at least the ticks' and at most 3.  Caller frees.
 */
char *
chart_value_label(const struct chart_ticks *t, double v,
    const struct chart *c)
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

/* The t->n tick labels of axis t, and the widest (pt) in *maxw.  Caller
 * frees with chart_free_labels(). */
char **
chart_tick_labels(const struct chart_ticks *t, const struct chart *c,
    double *maxw)
{
	char **lab = xcalloc(t->n, sizeof(*lab));
	size_t i;

	*maxw = 0;
	for (i = 0; i < t->n; i++) {
		lab[i] = chart_tick_label(t, chart_tick_value(t, i),
		    c->currency, c->lang);
		*maxw = fmax(*maxw, text_width(lab[i], F_TICK, 0));
	}
	return lab;
}

/* Free n labels from chart_tick_labels() and the array; accepts NULL. */
void
chart_free_labels(char **lab, size_t n)
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
int
chart_fit_x_ticks(const struct chart *c, double min, double max, int extend,
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
		lab = chart_tick_labels(t, c, &w);
		chart_free_labels(lab, t->n);
		space = width_pt * t->step / (t->hi - t->lo);
		if (w + 8 <= space)
			break;
	}
	return ok;
}

/* x of data value v on axis t drawn from px0 to px1 (pt). */
double
chart_map_x(const struct chart_ticks *t, double v, double px0, double px1)
{
	return px0 + (v - t->lo) / (t->hi - t->lo) * (px1 - px0);
}

/* y of data value v on axis t drawn from bottom py0 up to top py1 (pt). */
double
chart_map_y(const struct chart_ticks *t, double v, double py0, double py1)
{
	return py0 - (v - t->lo) / (t->hi - t->lo) * (py0 - py1);
}

/*
 * The x axis's rows above bottom (pt from the top, as every layout y):
 * its title's baseline in *xt_base (only when c has an x label; else left
 * as it is) and the tick labels' baseline in *tl_base.  Returns the
 * plot's bottom edge, above the tick marks.  The line and the bar charts
 * share it.
 */
double
chart_x_axis_rows(const struct chart *c, double bottom, double *xt_base,
    double *tl_base)
{
	if (c->x_label && *c->x_label) {
		*xt_base = bottom - DESC * F_AXIS;
		bottom = *xt_base - ASC * F_AXIS - 4;
	}
	*tl_base = bottom - DESC * F_TICK;
	return *tl_base - ASC * F_TICK - TICK_LEN - 2;
}
