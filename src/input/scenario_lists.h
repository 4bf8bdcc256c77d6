/*
 * scenario_lists.h: binders for a scenario's lists of catalog GPU ids and
 * maps of GPU id to an amount (scenario_lists.c), used by the tables of
 * scenario_load.c.  Private to src/input/.
 */
#ifndef GPUPLAN_SCENARIO_LISTS_H
#define GPUPLAN_SCENARIO_LISTS_H

#include "input/bind.h"

#define SCENARIO_MAX_LIST	1024	/* entries of constraints.gpus and of
					 * each overrides map */

/* constraints.gpus: a list of 1 to SCENARIO_MAX_LIST GPU ids into the
 * struct constraints at t (gpus, gpus_pos, n_gpus; allocated, freed by
 * scenario_free); 1, or 0 after a finding. */
int scenario_bind_id_list(struct bind_ctx *ctx, const struct ynode *n,
    void *t, const struct field *f);

/* overrides.X: a mapping of GPU id to an amount from 0 to f->max (money)
 * into the struct override list and count at t + f->off; 1, or 0 after
 * a finding. */
int scenario_bind_override_map(struct bind_ctx *ctx, const struct ynode *n,
    void *t, const struct field *f);

#endif
