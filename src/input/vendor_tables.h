/*
 * vendor_tables.h: the binding tables of the vendor profile
 * (vendor_load.c) for the JSON Schema writer (schema.c), as
 * scenario_tables.h does for scenarios.  Private to src/input/.
 */
#ifndef GPUPLAN_VENDOR_TABLES_H
#define GPUPLAN_VENDOR_TABLES_H

#include "input/bind.h"

/* The tables and the converters of vendor_load.c that are not the
 * generic ones of bind.h.  Everything static, never freed. */
struct vendor_tables {
	const struct field	*top;		/* the top-level mapping */
	const struct field	*support;	/* one entry of terms.support */
	bind_fn			 colour;	/* "#rrggbb" */
	bind_fn			 legal;		/* a list of strings */
	bind_fn			 support_fn;	/* a list of support */
	size_t			 max_legal;	/* entries of legal: */
	size_t			 max_support;	/* entries of terms.support */
	size_t			 max_legal_chars; /* characters per legal line */
	const struct field	*optional;	/* one entry of terms.optional */
	bind_fn			 optional_fn;	/* a list of optional items */
	size_t			 max_optional;	/* entries of terms.optional */
};

/* The tables of the vendor profile. */
const struct vendor_tables *vendor_tables(void);

#endif
