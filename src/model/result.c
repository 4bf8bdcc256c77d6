/*
 * result.c: names and freeing for the result model.
 */
#include "model/result.h"

#include <stdlib.h>
#include <string.h>

#include "engine/tco.h"

const char *const constraint_names[] = { "none", "memory", "bandwidth",
    "compute", "fp64", "deadline", "power", "budget", "max_gpus", "shape",
    "price", "latency", NULL };

const char *const alt_kind_names[] = { "other_vendor", "smaller", "larger",
    "runner_up", NULL };

const char *const advice_kind_names[] = { "vram_headroom", "io_slow",
    "rack_power", "mixed_generations", "offload_needed",
    "pinned_does_not_fit", "liquid_cooling", "rent_below_100h", "spares",
    NULL };

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
