/*
 * charts.c: result to chart descriptions (see charts.h and
 * docs/charts.md).
 */
#include "render/charts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/chart.h"
#include "render/format.h"
#include "render/words.h"
#include "util/alloc.h"
#include "util/strbuf.h"

/* One colour per operating model (Okabe-Ito), one stroke per level. */
static const int model_color[OP__MAX] = { 0, 1, 2, 3 };
static const int level_dash[UTIL__MAX] = { CHART_DOTTED, CHART_SOLID,
    CHART_DASHED };

/* Own cumulative cost at fractional month m (linear within the month). */
static double
value_at(const double *cum, int n, double m)
{
	int k = (int)floor(m);

	if (k >= n)
		return cum[n];
	if (k < 0)
		return cum[0];
	return cum[k] + (cum[k + 1] - cum[k]) * (m - k);
}

/*
 * The colour (0xRRGGBB) of operating model k's lines: the vendor
 * profile's primary colour for the model the customer would own
 * (tco_own_model), its accent for renting (cloud), the built-in palette
 * for the others and without a profile's colours.
 */
static long
model_colour(const struct result *r, enum op_model k)
{
	const struct vendor_profile *v = r->vendor;

	if (v != NULL && v->has_colors) {
		if (k == tco_own_model(r->sc))
			return (long)v->primary.r << 16 |
			    (long)v->primary.g << 8 | v->primary.b;
		if (k == OP_CLOUD)
			return (long)v->accent.r << 16 |
			    (long)v->accent.g << 8 | v->accent.b;
	}
	return chart_palette[model_color[k]];
}

static void
breakeven_chart(const struct result *r, struct drawing *out, double w,
    double h)
{
	const struct scenario *sc = r->sc;
	const struct tco_result *t = &r->tco;
	enum language lang = sc->language;
	struct chart c;
	struct chart_series series[OP__MAX * UTIL__MAX];
	struct chart_marker markers[UTIL__MAX];
	char *labels[OP__MAX * UTIL__MAX], *mlabels[UTIL__MAX];
	double *months;
	size_t ns = 0, nm = 0, i;
	int u, k;
	enum op_model own_model;
	struct strbuf b = STRBUF_INIT;

	months = xcalloc((size_t)t->months + 1, sizeof(*months));
	for (k = 0; k <= t->months; k++)
		months[k] = k;
	memset(&c, 0, sizeof(c));
	c.kind = CHART_LINES;
	c.lang = lang;
	c.currency = sc->currency;
	c.y_is_money = 1;
	c.title = words_phrase(W_CHART_BE_TITLE, lang);
	c.x_label = words_phrase(W_CHART_MONTHS, lang);
	sb_printf(&b, words_phrase(W_CHART_CUMULATIVE_COST, lang),
	    currency_symbol(sc->currency));
	c.y_label = b.s;
	for (k = 0; k < OP__MAX; k++) {
		if (!sc->economics.operating_models[k])
			continue;
		for (u = 0; u < UTIL__MAX; u++) {
			const struct tco_case *tc = tco_case_at(t,
			    (enum util_level)u, ENERGY_BASE);
			const struct tco_option *o = &tc->opt[k];

			if (!o->available || o->cumulative == NULL)
				continue;
			labels[ns] = xasprintf("%s, %s", words_op_model(
			    (enum op_model)k, lang), words_util_level(
			    (enum util_level)u, lang));
			series[ns].label = labels[ns];
			series[ns].x = months;
			series[ns].y = o->cumulative;
			series[ns].n = (size_t)t->months + 1;
			series[ns].color = model_colour(r, (enum op_model)k);
			series[ns].dashed = level_dash[u];
			ns++;
		}
	}
	own_model = tco_own_model(sc);
	for (u = 0; u < UTIL__MAX; u++) {
		const struct tco_case *tc = tco_case_at(t, (enum util_level)u,
		    ENERGY_BASE);
		const struct tco_option *own = &tc->opt[own_model];
		double be = tco_case_break_even(tc, sc);
		struct strbuf m = STRBUF_INIT;

		if (isnan(be) || own->cumulative == NULL ||
		    !sc->economics.operating_models[own_model])
			continue;
		sb_printf(&m, "%s: ", words_util_level((enum util_level)u,
		    lang));
		sb_puts(&m, words_phrase(W_CHART_MONTH_MARK, lang));
		fmt_number(&m, be, 1, lang);
		mlabels[nm] = sb_take(&m);
		markers[nm].x = be;
		markers[nm].y = value_at(own->cumulative, t->months, be);
		markers[nm].label = mlabels[nm];
		markers[nm].color = -1;
		nm++;
	}
	c.series = series;
	c.n_series = ns;
	c.markers = markers;
	c.n_markers = nm;
	chart_layout(&c, w, h, out);
	for (i = 0; i < ns; i++)
		free(labels[i]);
	for (i = 0; i < nm; i++)
		free(mlabels[i]);
	free(months);
	sb_free(&b);
}

/* The input value of a sensitivity end, formatted with its unit. */
static char *
input_label(const struct result *r, const struct sensitivity *s, double v)
{
	enum language lang = r->sc->language;
	struct strbuf b = STRBUF_INIT;

	if (strcmp(s->param, "energy_price") == 0) {
		fmt_money(&b, v, 2, r->sc->currency, lang);
		sb_puts(&b, "/kWh");
	} else if (strcmp(s->param, "utilisation") == 0)
		fmt_percent(&b, v, 0, lang);
	else if (strcmp(s->param, "horizon") == 0) {
		fmt_number(&b, v, 0, lang);
		sb_puts(&b, words_phrase(W_CHART_MONTHS_SHORT, lang));
	} else if (strcmp(s->param, "capex") == 0 ||
	    strcmp(s->param, "cloud_price") == 0)
		fmt_money(&b, v, strcmp(s->param, "cloud_price") == 0 ? 2 : 0,
		    r->sc->currency, lang);
	else
		fmt_number(&b, v, 2, lang);
	return sb_take(&b);
}

static void
tornado_chart(const struct result *r, struct drawing *out, double w,
    double h)
{
	const struct tco_result *t = &r->tco;
	enum language lang = r->sc->language;
	struct chart c;
	struct chart_bar bars[SENS_MAX];
	char *lo[SENS_MAX], *hi[SENS_MAX];
	size_t i, n = 0;

	memset(&c, 0, sizeof(c));
	c.kind = CHART_TORNADO;
	c.lang = lang;
	c.currency = r->sc->currency;
	c.x_is_money = 1;
	c.title = words_phrase(W_CHART_TORNADO_TITLE, lang);
	c.x_label = words_phrase(W_CHART_TORNADO_AXIS, lang);
	for (i = 0; i < t->n_sens && i < SENS_MAX; i++) {
		const struct sensitivity *s = &t->sens[i];

		lo[n] = input_label(r, s, s->low_value);
		hi[n] = input_label(r, s, s->high_value);
		bars[n].label = words_sens_param(s->param, lang);
		bars[n].low = s->low_savings;
		bars[n].high = s->high_savings;
		bars[n].low_label = lo[n];
		bars[n].high_label = hi[n];
		c.base = s->base_savings;
		n++;
	}
	c.bars = bars;
	c.n_bars = n;
	chart_layout(&c, w, h, out);
	for (i = 0; i < n; i++) {
		free(lo[i]);
		free(hi[i]);
	}
}

void
charts_build(const struct result *r, struct drawing *breakeven,
    struct drawing *tornado, double w, double h)
{
	breakeven_chart(r, breakeven, w, h);
	tornado_chart(r, tornado, w, h);
}
