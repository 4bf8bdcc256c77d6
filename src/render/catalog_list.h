/*
 * catalog_list.h: `gpuplan catalog gpus|models|prices|clouds`: what the
 * catalog knows, as a table for the terminal or as JSON, with the
 * figures a user chooses by (memory, bandwidth, throughput, price and
 * the date the prices were read).  Reads the loaded catalog (model/)
 * and nothing else.
 */
#ifndef GPUPLAN_CATALOG_LIST_H
#define GPUPLAN_CATALOG_LIST_H

#include "model/catalog.h"
#include "util/strbuf.h"

enum catalog_list_kind {
	CLIST_GPUS,		/* accelerators with memory, bandwidth, TFLOPS, price */
	CLIST_MODELS,		/* models with their size and context */
	CLIST_PRICES,		/* purchase prices of GPUs and hosts */
	CLIST_CLOUDS,		/* GPU-hour prices per cloud tier */
	CLIST__MAX
};

/* "gpus", "models", "prices", "clouds" by enum catalog_list_kind. */
extern const char *const catalog_list_names[];

/*
 * Append the listing of kind k of cat to out: json 0 a table (a header
 * line, one line per id, the price catalog's date and currency under
 * the prices), json 1 one JSON document {"kind", "prices_as_of",
 * "currency", "items": [{...}, ...]} with the same figures as numbers
 * (0 or null where the catalog has none).  Units are in the column
 * names (memory_gb, bandwidth_tbs, price per GPU in the price catalog's
 * currency, GPU-hour prices in that currency per hour).
 */
void catalog_list(const struct catalog *cat, enum catalog_list_kind k,
    int json, struct strbuf *out);

#endif
