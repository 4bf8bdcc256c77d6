/*
 * engine.h: scenario to result: pricing, sizing, TCO, expectations.
 * The one entry point that commands use.
 */
#ifndef GPUPLAN_ENGINE_H
#define GPUPLAN_ENGINE_H

#include "engine/pricing.h"
#include "model/result.h"
#include "util/diag.h"

/*
 * Run the engines for sc with catalog cat and price catalog p into *r
 * (cleared first): the recommendation, alternatives, advice, the
 * economics resolved (r->econ), the citations of the prices
 * (r->sources) and the TCO series.  r points at sc, cat and p, which
 * must outlive it.  Findings (no feasible system, pinned
 * hardware that does not fit, sizing warnings) go to dl with positions
 * in sc->path.  Returns 1 if r holds a system to propose (r->rec.gpu set
 * and its TCO computed), else 0.  Free r with result_free().
 */
int engine_run(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, struct result *r, struct diag_list *dl);

/*
 * engine_run without the Monte Carlo ranges (r->tco.unc stays empty):
 * everything a check, an expect: bound or a summary entry reads, at a
 * fraction of the cost.  engine_ranges() then adds the ranges to r, with
 * the same numbers engine_run would give.
 */
int engine_run_totals(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, struct result *r, struct diag_list *dl);
void engine_ranges(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, struct result *r);

/*
 * Check the scenario's expect: bounds against r; each violated bound is a
 * D_EXPECT_FAILED finding at its key.  Returns the number of violations.
 */
int engine_check_expect(const struct scenario *sc, const struct result *r,
    struct diag_list *dl);

#endif
