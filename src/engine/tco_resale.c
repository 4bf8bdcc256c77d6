/*
 * tco_resale.c: the resale share s(k) of the own hardware at age k
 * months, the one function every part of the cost engine reads it
 * through (interface in tco_priv.h; formulas, sources and a worked
 * example in docs/tco.md "Resale").
 */
#include <math.h>

#include "engine/tco_priv.h"

/*
 * Share of the purchase price that curve c gives at age k months, 0..1:
 * linear between the points, beyond the last one geometric at the last
 * segment's monthly ratio (pct[n-1] / pct[n-2])^(1 / its months).
 */
static double
curve_share(const struct resale_curve *c, int k)
{
	double a0, a1, p0, p1, age = k;
	int j, n = c->n;

	if (age <= c->age_months[0])
		return c->pct[0] / 100.0;
	for (j = 1; j < n; j++)
		if (age <= c->age_months[j]) {
			a0 = c->age_months[j - 1];
			a1 = c->age_months[j];
			return (c->pct[j - 1] + (c->pct[j] - c->pct[j - 1]) *
			    (age - a0) / (a1 - a0)) / 100.0;
		}
	a0 = c->age_months[n - 2];
	a1 = c->age_months[n - 1];
	p0 = c->pct[n - 2];
	p1 = c->pct[n - 1];
	if (!(p1 > 0) || !(p0 > 0))
		return 0;
	return p1 / 100.0 * pow(p1 / p0, (age - a1) / (a1 - a0));
}

/* See tco_priv.h: ratio 0..1.  Geometric: v = 0 is no resale value at
 * any age (the limit of v^(k/H) for k > 0, and no jump at month 0). */
double
tco_resale_share(const struct tco_params *p, int k)
{
	if (p->resale != NULL)
		return curve_share(p->resale, k);
	if (!(p->resale_geo > 0))
		return 0;
	if (p->resale_geo >= 1 || k <= 0)
		return 1;
	if (k == p->resale_geo_h)
		return p->resale_geo;		/* exactly v / 100 */
	return pow(p->resale_geo, (double)k / p->resale_geo_h);
}
