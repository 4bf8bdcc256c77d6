/*
 * schema.h: `gpuplan schema scenario`: the scenario format as a JSON
 * Schema (draft-07, which the YAML language server of editors reads),
 * generated from the binding tables that `check` uses
 * (scenario_tables.h), so the two cannot drift.  schemas/ ships the
 * output; tests/run.sh fails if the shipped file differs.
 */
#ifndef GPUPLAN_SCHEMA_H
#define GPUPLAN_SCHEMA_H

#include <jansson.h>

/*
 * The JSON Schema of a scenario file: a new jansson object (the caller
 * decrefs it), its keys in the order of the tables.  It checks the
 * shape of a scenario (keys, types, ranges, words, which workload keys
 * each type takes and requires); what needs the catalog (GPU and model
 * ids that exist, prices) or several values at once is left to check.
 */
json_t *schema_scenario(void);

/* The JSON Schema of a vendor profile (docs/vendor-format.md), the same
 * way from vendor_load.c's tables: a new jansson object. */
json_t *schema_vendor(void);

#endif
