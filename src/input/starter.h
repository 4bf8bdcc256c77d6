/*
 * starter.h: the starter scenarios of `gpuplan init`, one per workload
 * type: a short, commented scenario in the format of
 * docs/scenario-format.md that `gpuplan check --strict` passes as
 * written (tests/run.sh checks every type).
 */
#ifndef GPUPLAN_STARTER_H
#define GPUPLAN_STARTER_H

#include "model/scenario.h"
#include "util/strbuf.h"

/*
 * Append the starter scenario for workload type t with scenario id id
 * (a valid id, [a-z0-9][a-z0-9-]{0,63}) to out.
 */
void starter_scenario(enum workload_type t, const char *id,
    struct strbuf *out);

#endif
