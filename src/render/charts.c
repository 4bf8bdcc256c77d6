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

/* One colour per operating model (Okabe-Ito). */
static const int model_color[OP__MAX] = { 0, 1, 2, 3 };

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

/* Append months m (one decimal) to b. */
static void
put_month(struct strbuf *b, double m, enum language lang)
{
	fmt_number(b, m, 1, lang);
}

/*
 * The Monte Carlo's P10-P90 break-even span of r on chart c: band_lo
 * and band_hi in months (P90 beyond the horizon: the horizon) and its
 * label into *label (caller frees; NULL when there is no span: no run,
 * or even P10 beyond the horizon).
 */
static void
breakeven_band(const struct result *r, struct chart *c, char **label)
{
	const struct pct3 *be = &r->tco.unc.break_even;
	enum language lang = r->sc->language;
	struct strbuf b = STRBUF_INIT, lo = STRBUF_INIT, hi = STRBUF_INIT;

	*label = NULL;
	if (!r->tco.unc.computed || !isfinite(be->p10))
		return;
	put_month(&lo, be->p10, lang);
	c->band_lo = be->p10;
	if (isfinite(be->p90)) {
		put_month(&hi, be->p90, lang);
		sb_printf(&b, words_phrase(W_CHART_BAND, lang), lo.s, hi.s);
		c->band_hi = fmax(be->p90, be->p10 + 0.1);
	} else {
		sb_printf(&b, words_phrase(W_CHART_BAND_OPEN, lang), lo.s,
		    r->tco.months);
		c->band_hi = r->tco.months;
	}
	*label = sb_take(&b);
	c->band_label = *label;
	sb_free(&lo);
	sb_free(&hi);
}

/*
 * The break-even chart of r at medium utilisation and base energy price:
 * one line per available operating model (at most OP__MAX, so never more
 * than six), each named at its end, the own model's break-even against
 * renting marked, the Monte Carlo's P10-P90 break-even span shaded.
 * Laid out w x h pt into *out (the caller frees it).  The lines are the
 * monthly cumulative series the result holds, drawn as they are.
 */
static void
breakeven_chart(const struct result *r, struct drawing *out, double w,
    double h)
{
	const struct scenario *sc = r->sc;
	const struct tco_result *t = &r->tco;
	const struct tco_case *tc = tco_case_at(t, UTIL_MEDIUM, ENERGY_BASE);
	enum language lang = sc->language;
	struct chart c;
	struct chart_series series[OP__MAX];
	struct chart_marker marker;
	char *mlabel = NULL, *band = NULL;
	double *months, be;
	size_t ns = 0;
	int k;
	enum op_model own_model = tco_own_model(sc);
	const struct tco_option *own = &tc->opt[own_model];
	struct strbuf b = STRBUF_INIT, title = STRBUF_INIT, pct = STRBUF_INIT;

	months = xcalloc((size_t)t->months + 1, sizeof(*months));
	for (k = 0; k <= t->months; k++)
		months[k] = k;
	memset(&c, 0, sizeof(c));
	c.kind = CHART_LINES;
	c.lang = lang;
	c.currency = sc->currency;
	c.y_is_money = 1;
	c.end_labels = 1;
	c.band_color = model_colour(r, own_model);
	fmt_percent(&pct, sc->economics.utilisation[UTIL_MEDIUM], 0, lang);
	sb_printf(&title, words_phrase(W_CHART_BE_TITLE_AT, lang), pct.s);
	c.title = title.s;
	c.x_label = words_phrase(W_CHART_MONTHS, lang);
	sb_printf(&b, words_phrase(W_CHART_CUMULATIVE_COST, lang),
	    currency_symbol(sc->currency));
	c.y_label = b.s;
	for (k = 0; k < OP__MAX; k++) {
		const struct tco_option *o = &tc->opt[k];

		if (!sc->economics.operating_models[k] || !o->available ||
		    o->cumulative == NULL)
			continue;
		series[ns].label = words_op_model((enum op_model)k, lang);
		series[ns].x = months;
		series[ns].y = o->cumulative;
		series[ns].n = (size_t)t->months + 1;
		series[ns].color = model_colour(r, (enum op_model)k);
		series[ns].dashed = CHART_SOLID;
		ns++;
	}
	be = tco_case_break_even(tc, sc);
	if (!isnan(be) && own->cumulative != NULL &&
	    sc->economics.operating_models[own_model]) {
		struct strbuf m = STRBUF_INIT;

		sb_puts(&m, words_phrase(W_CHART_BE_MARK, lang));
		put_month(&m, be, lang);
		mlabel = sb_take(&m);
		marker.x = be;
		marker.y = value_at(own->cumulative, t->months, be);
		marker.label = mlabel;
		marker.color = -1;
		c.markers = &marker;
		c.n_markers = 1;
	}
	breakeven_band(r, &c, &band);
	c.series = series;
	c.n_series = ns;
	chart_layout(&c, w, h, out);
	free(mlabel);
	free(band);
	free(months);
	sb_free(&b);
	sb_free(&title);
	sb_free(&pct);
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
