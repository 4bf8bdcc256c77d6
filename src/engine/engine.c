/*
 * engine.c: the pipeline from scenario to result (see engine.h).
 */
#include "engine/engine.h"

#include <math.h>
#include <string.h>

#include "engine/sizing.h"
#include "engine/tco.h"

int
engine_run(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, struct result *r, struct econ_resolved *econ,
    struct diag_list *dl)
{
	struct tco_input in;

	memset(r, 0, sizeof(*r));
	r->sc = sc;
	r->cat = cat;
	r->prices = p;
	pricing_economics(sc, p, econ);
	sizing_run(sc, cat, p, econ, r, dl);
	if (r->rec.gpu == NULL)
		return 0;
	if (!sizing_tco_input(sc, econ, cat, p, &r->rec, &in) ||
	    !tco_compute(&in, &r->tco))
		return 0;
	return 1;
}

/* Report that expect: bound k (its index in key_pos) does not hold;
 * fmt takes two numbers. */
static void
expect_fail(struct diag_list *dl, const struct scenario *sc, int k,
    const char *fmt, double a, double b)
{
	diag_add(dl, D_EXPECT_FAILED, sc->path, sc->source, sc->source_len,
	    sc->expect.key_pos[k].line, sc->expect.key_pos[k].col, fmt, a, b);
}

int
engine_check_expect(const struct scenario *sc, const struct result *r,
    struct diag_list *dl)
{
	const struct expect *e = &sc->expect;
	size_t before = dl->count[DIAG_ERROR];
	const struct tco_case *med;

	if (!sc->has_expect)
		return 0;
	if (r->rec.gpu == NULL) {
		diag_add(dl, D_EXPECT_FAILED, sc->path, sc->source,
		    sc->source_len, e->pos.line, e->pos.col, "expect: no system is recommended, so no bound "
		    "can hold");
		return 1;
	}
	if (e->gpu[0] && strcmp(e->gpu, r->rec.gpu->id) != 0)
		diag_add(dl, D_EXPECT_FAILED, sc->path, sc->source, sc->source_len,
		    e->key_pos[0].line, e->key_pos[0].col, "expect.gpu is '%s', "
		    "but the recommendation is '%s'", e->gpu, r->rec.gpu->id);
	if (e->min_gpus && r->rec.gpus < e->min_gpus)
		expect_fail(dl, sc, 1, "expect.min_gpus is %.0f, but the "
		    "recommendation has %.0f GPUs", e->min_gpus, r->rec.gpus);
	if (e->max_gpus && r->rec.gpus > e->max_gpus)
		expect_fail(dl, sc, 2, "expect.max_gpus is %.0f, but the "
		    "recommendation has %.0f GPUs", e->max_gpus, r->rec.gpus);
	if (e->max_capex > 0 && r->rec.capex > e->max_capex)
		expect_fail(dl, sc, 3, "expect.max_capex is %.2f, but the capex "
		    "is %.2f", e->max_capex, r->rec.capex);
	med = tco_case_at(&r->tco, UTIL_MEDIUM, ENERGY_BASE);
	if (e->max_break_even_month > 0 && med != NULL) {
		if (isnan(tco_case_break_even(med, sc)))
			expect_fail(dl, sc, 4, "expect.max_break_even_month is "
			    "%.1f, but at medium utilisation buying never breaks "
			    "even within the %.0f-month horizon",
			    e->max_break_even_month, sc->economics.horizon_months);
		else if (tco_case_break_even(med, sc) > e->max_break_even_month)
			expect_fail(dl, sc, 4, "expect.max_break_even_month is "
			    "%.1f, but at medium utilisation buying breaks even "
			    "in month %.1f", e->max_break_even_month,
			    tco_case_break_even(med, sc));
	}
	return (int)(dl->count[DIAG_ERROR] - before);
}
