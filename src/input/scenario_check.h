/*
 * scenario_check.h: the defaults of a scenario and its semantic checks
 * (scenario_check.c), the steps of scenario_load.c after binding.
 * Private to src/input/.
 */
#ifndef GPUPLAN_SCENARIO_CHECK_H
#define GPUPLAN_SCENARIO_CHECK_H

#include "input/bind.h"
#include "model/scenario.h"

/* Fill s with the documented default of every optional key
 * (docs/scenario-format.md), before the tables bind the file. */
void scenario_init(struct scenario *s);

/* Today's date (UTC), or the day of SOURCE_DATE_EPOCH, as YYYY-MM-DD
 * into buf (11 bytes). */
void scenario_default_date(char buf[11]);

/*
 * The checks that need several values or the catalog (ranges across
 * keys, GPU ids, utilisation order, workload consistency), reported into
 * ctx with the position of the key concerned.  version_given: the file
 * has a `gpuplan:` key (its value is checked here).
 */
void scenario_check_semantics(struct bind_ctx *ctx, struct scenario *s,
    int version_given);

#endif
