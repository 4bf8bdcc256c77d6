/*
 * pricing.c: catalog prices and overrides in the scenario's currency.
 */
#include "engine/pricing.h"

#include <math.h>
#include <string.h>

static double
conv(const struct prices *p, const struct price *x, enum currency to)
{
	return money_convert(x->amount, x->currency, to, p->usd_per_eur);
}

static const struct override *
find_override(const struct override *v, size_t n, const char *id)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(v[i].id, id) == 0)
			return &v[i];
	return NULL;
}

void
pricing_economics(const struct scenario *sc, const struct prices *p,
    struct econ_resolved *r)
{
	const struct economics *e = &sc->economics;
	int i;

	memset(r, 0, sizeof(*r));
	r->n_energy = e->energy_cases == 3 ? 3 : 1;
	if (isnan(e->energy_price_kwh[ENERGY_BASE])) {
		double v = conv(p, &p->energy_price_kwh, sc->currency);

		for (i = 0; i < ENERGY__MAX; i++)
			r->energy_price_kwh[i] = v;
		r->energy_source = p->energy_price_kwh.source;
		r->energy_cite = &p->energy_price_kwh.citation;
	} else {
		for (i = 0; i < ENERGY__MAX; i++)
			r->energy_price_kwh[i] = r->n_energy == 3 ?
			    e->energy_price_kwh[i] :
			    e->energy_price_kwh[ENERGY_BASE];
		r->energy_source = "scenario";
	}
	if (isnan(e->pue)) {
		r->pue = p->pue.amount;
		r->pue_source = p->pue.source;
		r->pue_cite = &p->pue.citation;
	} else {
		r->pue = e->pue;
		r->pue_source = "scenario";
	}
	if (isnan(e->colocation_kw_month)) {
		r->colocation_kw_month = conv(p, &p->colocation_kw_month,
		    sc->currency);
		r->colocation_source = p->colocation_kw_month.source;
		r->colocation_cite = &p->colocation_kw_month.citation;
	} else {
		r->colocation_kw_month = e->colocation_kw_month;
		r->colocation_source = "scenario";
	}
	if (isnan(e->maintenance_pct_year)) {
		r->maintenance_pct_year = p->maintenance_pct_year.amount;
		r->maintenance_source = p->maintenance_pct_year.source;
		r->maintenance_cite = &p->maintenance_pct_year.citation;
	} else {
		r->maintenance_pct_year = e->maintenance_pct_year;
		r->maintenance_source = "scenario";
	}
	/* optional catalog defaults: 0 % (no range) and NAN (no CO2
	 * figure) when the catalog has none */
	r->price_uncertainty_pct = p->price_uncertainty_pct.set ?
	    p->price_uncertainty_pct.amount : 0;
	r->price_uncertainty_source = p->price_uncertainty_pct.source;
	r->cloud_uncertainty_pct = p->cloud_uncertainty_pct.set ?
	    p->cloud_uncertainty_pct.amount : 0;
	r->cloud_uncertainty_source = p->cloud_uncertainty_pct.source;
	if (!isnan(e->grid_co2_g_per_kwh)) {
		r->grid_co2_g_per_kwh = e->grid_co2_g_per_kwh;
		r->grid_co2_source = "scenario";
	} else if (p->grid_co2_g_per_kwh.set) {
		r->grid_co2_g_per_kwh = p->grid_co2_g_per_kwh.amount;
		r->grid_co2_source = p->grid_co2_g_per_kwh.source;
		r->grid_co2_cite = &p->grid_co2_g_per_kwh.citation;
	} else {
		r->grid_co2_g_per_kwh = NAN;
		r->grid_co2_source = NULL;
	}
}

int
pricing_gpu(const struct scenario *sc, const struct prices *p,
    const struct catalog *cat, int gi, double *out, const struct price **from)
{
	const struct override *o = find_override(sc->overrides.gpu_price,
	    sc->overrides.n_gpu_price, cat->gpus[gi].id);

	if (o != NULL) {
		*out = o->amount;
		if (from)
			*from = NULL;
		return 1;
	}
	if (!p->gpu[gi].purchase.set)
		return 0;
	*out = conv(p, &p->gpu[gi].purchase, sc->currency);
	if (!isfinite(*out))	/* the loader's ranges keep it finite; a guard */
		return 0;
	if (from)
		*from = &p->gpu[gi].purchase;
	return 1;
}

int
pricing_host(const struct scenario *sc, const struct prices *p,
    const struct catalog *cat, int gi, enum host_class hc, double *out,
    const struct price **from)
{
	const struct override *o = find_override(sc->overrides.host_price,
	    sc->overrides.n_host_price, cat->gpus[gi].id);

	if (o != NULL) {
		*out = o->amount;
		if (from)
			*from = NULL;
		return 1;
	}
	if (!p->host[hc].set)
		return 0;
	*out = conv(p, &p->host[hc], sc->currency);
	if (!isfinite(*out))
		return 0;
	if (from)
		*from = &p->host[hc];
	return 1;
}

double
pricing_network(const struct scenario *sc, const struct prices *p,
    const struct price **from)
{
	if (from)
		*from = &p->network_per_node;
	return p->network_per_node.set ?
	    conv(p, &p->network_per_node, sc->currency) : 0;
}

int
pricing_cloud(const struct scenario *sc, const struct prices *p,
    const struct catalog *cat, int gi, enum cloud_tier tier, double *out,
    const struct price **from)
{
	const struct override *o = find_override(sc->overrides.cloud_gpu_hour,
	    sc->overrides.n_cloud_gpu_hour, cat->gpus[gi].id);

	if (o != NULL) {
		*out = o->amount;
		if (from)
			*from = NULL;
		return 1;
	}
	if (!p->gpu[gi].cloud[tier].set)
		return 0;
	*out = conv(p, &p->gpu[gi].cloud[tier], sc->currency);
	if (!isfinite(*out))
		return 0;
	if (from)
		*from = &p->gpu[gi].cloud[tier];
	return 1;
}

double
pricing_commit_discount(const struct prices *p, enum commitment c)
{
	if (c == COMMIT_ON_DEMAND || !p->commit_discount_pct[c].set)
		return 0;
	return p->commit_discount_pct[c].amount / 100.0;
}

enum host_class
host_class_for(const struct gpu *g, int gpus_per_node)
{
	if (g->form_factor == FF_SUPERCHIP)
		return HOST_NVL72;
	if (g->form_factor == FF_PCIE) {
		if (gpus_per_node <= 2)
			return HOST_PCIE_1;
		return gpus_per_node <= 4 ? HOST_PCIE_4 : HOST_PCIE_8;
	}
	return gpus_per_node <= 4 ? HOST_HGX_4 : HOST_HGX_8;
}
