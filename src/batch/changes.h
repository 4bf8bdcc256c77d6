/*
 * changes.h: what changed between two builds, from their summaries
 * (build --compare-to, diff).
 */
#ifndef GPUPLAN_CHANGES_H
#define GPUPLAN_CHANGES_H

#include <jansson.h>
#include <stddef.h>

#include "util/strbuf.h"

/*
 * The changes from old to new (summaries, borrowed): per scenario the
 * recommendation, capex, totals and break-even per utilisation before
 * and after, and the price lines that moved; unchanged scenarios in one
 * line; new and removed scenarios.  *json receives changes.json (new
 * reference), md the Markdown.  Returns the number of changed, new and
 * removed scenarios.
 */
size_t summary_changes(const json_t *old, const json_t *new_,
    json_t **json, struct strbuf *md);

#endif
