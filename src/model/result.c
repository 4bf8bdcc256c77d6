/*
 * result.c: names, freeing and read-only accessors for the result model.
 */
#include "model/result.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

const char *const constraint_names[] = { "none", "memory", "bandwidth",
    "compute", "fp64", "deadline", "power", "budget", "max_gpus", "shape",
    "price", "latency", "month", NULL };

const char *const alt_kind_names[] = { "fewer-gpus", "lower-capex",
    "other-vendor", "more-headroom", "faster", NULL };

const char *const option_kind_names[] = { "recommended", "buy",
    "more-headroom", "other-vendor", "fewer-gpus", "rent", "hybrid", NULL };

double
support_tier_price_year(const struct support_tier *t, double capex_hw)
{
	if (t == NULL)
		return NAN;
	if (isfinite(t->price_year))
		return t->price_year;
	if (isfinite(t->price_pct_year))
		return t->price_pct_year * capex_hw / 100.0;
	return NAN;
}

const char *const advice_kind_names[] = { "vram_headroom", "io_slow",
    "rack_power", "mixed_generations", "offload_needed",
    "pinned_does_not_fit", "liquid_cooling", "rent_below_100h", "spares",
    "recompute_needed", NULL };

void
candidate_free(struct candidate *c)
{
	if (c == NULL)
		return;
	free(c->wr);
	c->wr = NULL;
}

void
result_free(struct result *r)
{
	size_t i;

	if (r == NULL)
		return;
	candidate_free(&r->rec);
	for (i = 0; i < ALT__MAX; i++)
		candidate_free(&r->alt[i]);
	free(r->advice);
	tco_result_free(&r->tco);
	memset(r, 0, sizeof(*r));
}

/* See result.h: frees every series and sets the pointers to NULL, so a
 * second call is harmless; the other fields stay. */
void
tco_result_free(struct tco_result *r)
{
	int l, e, m;

	if (r == NULL)
		return;
	for (l = 0; l < UTIL__MAX; l++)
		for (e = 0; e < ENERGY__MAX; e++)
			for (m = 0; m < OP__MAX; m++) {
				free(r->cases[l][e].opt[m].monthly);
				free(r->cases[l][e].opt[m].cumulative);
				r->cases[l][e].opt[m].monthly = NULL;
				r->cases[l][e].opt[m].cumulative = NULL;
			}
}

/* See result.h: with one energy case, index 0 holds the base case. */
const struct tco_case *
tco_case_at(const struct tco_result *r, enum util_level level,
    enum energy_case energy)
{
	if (r == NULL || (int)level < 0 || level >= UTIL__MAX ||
	    (int)energy < 0 || energy >= ENERGY__MAX)
		return NULL;
	if (r->n_energy != 3)
		return &r->cases[level][0];
	return &r->cases[level][energy];
}

enum op_model
tco_own_model(const struct scenario *sc)
{
	if (!sc->economics.operating_models[OP_ON_PREM] &&
	    sc->economics.operating_models[OP_COLOCATION])
		return OP_COLOCATION;
	return OP_ON_PREM;
}

double
tco_case_break_even(const struct tco_case *c, const struct scenario *sc)
{
	return tco_own_model(sc) == OP_COLOCATION ? c->break_even_month_colo :
	    c->break_even_month;
}
