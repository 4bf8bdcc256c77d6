/*
 * tco_sensitivity.c: the tornado bars (docs/tco.md, "Sensitivity (tornado)"): one
 * input swung at a time around the base case, with the own total, the
 * saving of owning over renting and the break-even at both ends.
 */
#include "engine/tco.h"
#include "engine/tco_priv.h"

#include <math.h>
#include <stddef.h>

/* The swings (project assumptions, docs/tco.md "Sensitivity (tornado)"). */
#define SENS_ENERGY_LOW		0.5	/* x energy price, ratio */
#define SENS_ENERGY_HIGH	1.5	/* x energy price, ratio */
#define SENS_UTIL_DELTA		0.2	/* +- utilisation, absolute share */
#define SENS_UTIL_MIN		0.05	/* utilisation clamp, share */
#define SENS_UTIL_MAX		1.0	/* utilisation clamp, share */
#define SENS_CAPEX_DELTA	0.2	/* +- share of hardware capex */
#define SENS_CLOUD_DELTA	0.3	/* +- share of the cloud price */
#define SENS_HORIZON_LOW	0.5	/* x horizon, ratio */
#define SENS_HORIZON_HIGH	1.5	/* x horizon, ratio */

/* The saving of owning over renting: cloud (as configured) total minus
 * the own model's total (tco_own_model) at utilisation u; money; NAN without a cloud price. */
static double
savings_of(const struct tco_params *p, double u)
{
	if (isnan(p->cloud_od))
		return NAN;
	return tco_option_total(p, OP_CLOUD, u) - tco_option_total(p, (enum op_model)p->own_model, u);
}

/* Fill one tornado bar: the own model's total, saving over the cloud and
 * break-even at both ends. */
static void
sens_bar(struct sensitivity *s, const char *param, double lo_v, double hi_v,
    const struct tco_params *plo, double ulo, const struct tco_params *phi,
    double uhi)
{
	s->param = param;
	s->low_value = lo_v;
	s->high_value = hi_v;
	s->low_total = tco_option_total(plo, (enum op_model)plo->own_model, ulo);
	s->high_total = tco_option_total(phi, (enum op_model)phi->own_model, uhi);
	s->low_savings = savings_of(plo, ulo);
	s->high_savings = savings_of(phi, uhi);
	s->low_break_even = tco_be_params(plo, (enum op_model)plo->own_model, ulo);
	s->high_break_even = tco_be_params(phi, (enum op_model)phi->own_model, uhi);
}

/* x clamped to [lo, hi]. */
static double
clamp(double x, double lo, double hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

/*
 * The five tornado bars around the base (medium utilisation, base
 * energy): energy price x0.5/x1.5, utilisation +-0.2 in [0.05, 1],
 * hardware capex +-20 %, cloud price +-30 %, horizon x0.5/x1.5.
 */
void
tco_fill_sensitivity(struct tco_result *r, const struct tco_params *base, double u)
{
	struct tco_params lo, hi;
	double bt = tco_option_total(base, (enum op_model)base->own_model, u);
	double bb = tco_be_params(base, (enum op_model)base->own_model, u);
	double bs = savings_of(base, u);
	double f = 1 + base->install_pct / 100.0;
	size_t i;

	lo = hi = *base;
	lo.energy_kwh *= SENS_ENERGY_LOW;
	hi.energy_kwh *= SENS_ENERGY_HIGH;
	sens_bar(&r->sens[0], "energy_price", lo.energy_kwh, hi.energy_kwh,
	    &lo, u, &hi, u);

	sens_bar(&r->sens[1], "utilisation",
	    clamp(u - SENS_UTIL_DELTA, SENS_UTIL_MIN, SENS_UTIL_MAX),
	    clamp(u + SENS_UTIL_DELTA, SENS_UTIL_MIN, SENS_UTIL_MAX),
	    base, clamp(u - SENS_UTIL_DELTA, SENS_UTIL_MIN, SENS_UTIL_MAX),
	    base, clamp(u + SENS_UTIL_DELTA, SENS_UTIL_MIN, SENS_UTIL_MAX));

	lo = hi = *base;
	lo.capex_hw *= 1 - SENS_CAPEX_DELTA;
	hi.capex_hw *= 1 + SENS_CAPEX_DELTA;
	sens_bar(&r->sens[2], "capex", lo.capex_hw * f, hi.capex_hw * f,
	    &lo, u, &hi, u);

	lo = hi = *base;
	lo.cloud_od *= 1 - SENS_CLOUD_DELTA;
	hi.cloud_od *= 1 + SENS_CLOUD_DELTA;
	sens_bar(&r->sens[3], "cloud_price", lo.cloud_od, hi.cloud_od,
	    &lo, u, &hi, u);

	lo = hi = *base;
	lo.months = (int)lround(base->months * SENS_HORIZON_LOW);
	if (lo.months < 1)
		lo.months = 1;
	hi.months = (int)lround(base->months * SENS_HORIZON_HIGH);
	sens_bar(&r->sens[4], "horizon", lo.months, hi.months, &lo, u, &hi, u);

	r->n_sens = SENS_MAX;
	for (i = 0; i < r->n_sens; i++) {
		r->sens[i].base_total = bt;
		r->sens[i].base_break_even = bb;
		r->sens[i].base_savings = bs;
	}
}
