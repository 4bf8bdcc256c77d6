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

/* The break-even figure's panels and their sizes. */
#define BE_PANELS	3		/* medium, low, high */
#define PANEL_TITLE_PT	9.0		/* pt, a small panel's title */
#define SHARED_Y_TICKS	6		/* ticks (count) of the one y axis: what a
					 * small panel's plot has room for */

/* One panel of the break-even figure, with the strings it owns. */
struct be_panel {
	struct chart		 c;
	struct chart_series	 series[OP__MAX];
	struct chart_marker	 marker[2];	/* own vs cloud, hybrid vs cloud */
	struct strbuf		 title, ylab;
	char			*mlabel[2], *note, *band;
};

/* A marker label "<prefix><month>" (caller frees). */
static char *
mark_label(enum word_phrase w, double m, enum language lang)
{
	struct strbuf b = STRBUF_INIT;

	sb_puts(&b, words_phrase(w, lang));
	put_month(&b, m, lang);
	return sb_take(&b);
}

/*
 * Describe panel P of r at utilisation u: one line per available
 * operating model (at most OP__MAX, so never more than six), the own
 * model's break-even against renting marked (or, if the cloud is drawn
 * and there is none, a note saying so), the hybrid's crossing of the
 * cloud line marked when both are drawn.  main 1: the medium chart, with
 * end labels, the axis titles and the Monte Carlo band; main 0: a small
 * panel, titled with its utilisation, lines unlabelled (the main chart's
 * end labels name the colours).  months: the x values, [0..horizon].
 */
static void
be_panel_fill(const struct result *r, enum util_level u, int main,
    const double *months, struct be_panel *P)
{
	const struct scenario *sc = r->sc;
	const struct tco_result *t = &r->tco;
	const struct tco_case *tc = tco_case_at(t, u, ENERGY_BASE);
	enum language lang = sc->language;
	enum op_model own_model = tco_own_model(sc);
	const struct tco_option *own = &tc->opt[own_model],
	    *hyb = &tc->opt[OP_HYBRID];
	struct strbuf pct = STRBUF_INIT;
	int drawn[OP__MAX] = { 0 }, k;
	size_t ns = 0, nm = 0;
	double be;

	memset(P, 0, sizeof(*P));
	P->c.kind = CHART_LINES;
	P->c.lang = lang;
	P->c.currency = sc->currency;
	P->c.y_is_money = 1;
	fmt_percent(&pct, sc->economics.utilisation[u], 0, lang);
	sb_printf(&P->title, words_phrase(main ? W_CHART_BE_TITLE_AT : u ==
	    UTIL_LOW ? W_CHART_BE_PANEL_LOW : W_CHART_BE_PANEL_HIGH, lang),
	    pct.s);
	sb_free(&pct);
	P->c.title = P->title.s;
	P->c.x_label = words_phrase(W_CHART_MONTHS, lang);
	if (main) {
		P->c.end_labels = 1;
		P->c.band_color = model_colour(r, own_model);
		sb_printf(&P->ylab, words_phrase(W_CHART_CUMULATIVE_COST, lang),
		    currency_symbol(sc->currency));
		P->c.y_label = P->ylab.s;
	} else
		P->c.title_pt = PANEL_TITLE_PT;
	for (k = 0; k < OP__MAX; k++) {
		const struct tco_option *o = &tc->opt[k];

		if (!sc->economics.operating_models[k] || !o->available ||
		    o->cumulative == NULL)
			continue;
		drawn[k] = 1;
		P->series[ns].label = main ?
		    words_op_model((enum op_model)k, lang) : NULL;
		P->series[ns].x = months;
		P->series[ns].y = o->cumulative;
		P->series[ns].n = (size_t)t->months + 1;
		P->series[ns].color = model_colour(r, (enum op_model)k);
		P->series[ns].dashed = CHART_SOLID;
		ns++;
	}
	be = tco_case_break_even(tc, sc);
	if (drawn[own_model] && !isnan(be)) {
		P->mlabel[nm] = mark_label(W_CHART_BE_MARK, be, lang);
		P->marker[nm].x = be;
		P->marker[nm].y = value_at(own->cumulative, t->months, be);
		P->marker[nm].label = P->mlabel[nm];
		P->marker[nm].color = -1;
		nm++;
	} else if (drawn[own_model] && drawn[OP_CLOUD]) {
		struct strbuf b = STRBUF_INIT;

		sb_printf(&b, words_phrase(W_CHART_BE_NONE, lang), t->months);
		P->note = sb_take(&b);
		P->c.note = P->note;
	}
	if (drawn[OP_HYBRID] && drawn[OP_CLOUD] && own_model != OP_HYBRID) {
		double hb = tc->break_even_month_hybrid;

		if (!isnan(hb)) {
			P->mlabel[nm] = mark_label(W_CHART_BE_MARK_HYBRID, hb,
			    lang);
			P->marker[nm].x = hb;
			P->marker[nm].y = value_at(hyb->cumulative, t->months,
			    hb);
			P->marker[nm].label = P->mlabel[nm];
			P->marker[nm].color = model_colour(r, OP_HYBRID);
			nm++;
		}
	}
	P->c.markers = P->marker;
	P->c.n_markers = nm;
	if (main)
		breakeven_band(r, &P->c, &P->band);
	P->c.series = P->series;
	P->c.n_series = ns;
}

/* Free what panel P owns (not P). */
static void
be_panel_free(struct be_panel *P)
{
	free(P->mlabel[0]);
	free(P->mlabel[1]);
	free(P->note);
	free(P->band);
	sb_free(&P->title);
	sb_free(&P->ylab);
}

/*
 * The one y axis of all panels: from zero (or below) to the largest
 * value any panel draws, SHARED_Y_TICKS ticks at most.  Returns 0 when
 * no panel has a finite value (each panel then says it has no data).
 */
static int
shared_axis(const struct be_panel *P, size_t n, struct chart_ticks *yt)
{
	double lo = 0, hi = 0;
	size_t i, j, q;
	int any = 0;

	for (i = 0; i < n; i++)
		for (j = 0; j < P[i].c.n_series; j++) {
			const struct chart_series *s = &P[i].c.series[j];

			for (q = 0; q < s->n; q++) {
				if (!isfinite(s->y[q]))
					continue;
				lo = fmin(lo, s->y[q]);
				hi = fmax(hi, s->y[q]);
				any = 1;
			}
		}
	return any && chart_ticks(lo, hi, SHARED_Y_TICKS, 1, 1, yt);
}

/*
 * The break-even figure of r, one drawing of w x 1.5 h pt into *out (the
 * caller frees it): on top, w x h, the chart at medium utilisation and
 * base energy price (lines named at their ends, break-even marked, the
 * Monte Carlo's P10-P90 break-even span shaded); below it, w/2 x h/2
 * each, the same at low (left) and high (right) utilisation, each with
 * its own break-even marked.  All three on the same y axis, so that they
 * compare.  The lines are the monthly cumulative series the result
 * holds, drawn as they are.
 */
static void
breakeven_chart(const struct result *r, struct drawing *out, double w,
    double h)
{
	static const enum util_level lv[BE_PANELS] = { UTIL_MEDIUM, UTIL_LOW,
	    UTIL_HIGH };
	const struct tco_result *t = &r->tco;
	struct be_panel P[BE_PANELS];
	struct drawing small;
	struct chart_ticks yt;
	double *months;
	size_t i;
	int k;

	months = xcalloc((size_t)t->months + 1, sizeof(*months));
	for (k = 0; k <= t->months; k++)
		months[k] = k;
	for (i = 0; i < BE_PANELS; i++)
		be_panel_fill(r, lv[i], i == 0, months, &P[i]);
	if (shared_axis(P, BE_PANELS, &yt))
		for (i = 0; i < BE_PANELS; i++)
			P[i].c.y_axis = &yt;
	chart_layout(&P[0].c, w, h, out);
	for (i = 1; i < BE_PANELS; i++) {
		memset(&small, 0, sizeof(small));
		chart_layout(&P[i].c, out->width / 2, out->height / 2, &small);
		drawing_append(out, &small, (double)(i - 1) * out->width / 2,
		    out->height);
	}
	out->height *= 1.5;
	for (i = 0; i < BE_PANELS; i++)
		be_panel_free(&P[i]);
	free(months);
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
