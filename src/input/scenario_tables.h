/*
 * scenario_tables.h: the binding tables of the scenario format
 * (scenario_load.c) for the JSON Schema writer (schema.c), so that the
 * schema is generated from what `check` binds and cannot drift from it.
 * Private to src/input/.
 */
#ifndef GPUPLAN_SCENARIO_TABLES_H
#define GPUPLAN_SCENARIO_TABLES_H

#include "input/bind.h"

/*
 * The tables and the converters of scenario_load.c that are not the
 * generic ones of bind.h; the schema writer recognises a field's value
 * by its converter.  Everything static, never freed.
 */
struct scenario_tables {
	const struct field	*top;		/* the top-level mapping */
	const struct field	*workload;	/* one entry of workloads: */
	const struct field	*inline_model;	/* model: {params, ...} */
	const struct field	*hf_model;	/* model: {hf_config: FILE} */
	const struct field	*energy;	/* energy_price_kwh: {low, ...} */
	bind_fn			 workloads;	/* a list of workload */
	bind_fn			 model;		/* a model id or inline_model */
	bind_fn			 energy_fn;	/* a number or energy */
	bind_fn			 id_list;	/* a list of GPU ids */
	bind_fn			 override_map;	/* GPU id -> amount */
	bind_fn			 precision;	/* a word of f->words */
	bind_fn			 sub_precision;	/* a word of f->words */
	bind_fn			 type;		/* a word of f->words */
	size_t			 max_workloads;	/* entries of workloads: */
	size_t			 max_list;	/* entries of a list or map */
};

/* The tables of the scenario format. */
const struct scenario_tables *scenario_tables(void);

#endif
