/*
 * summary.h: the batch files of a build (summary.json, index.md) and what
 * the nightly job reads from them: merging shard summaries and the
 * changes between two summaries (changes.md, changes.json).
 */
#ifndef GPUPLAN_SUMMARY_H
#define GPUPLAN_SUMMARY_H

#include <jansson.h>

#include "util/strbuf.h"

/* "ok", "infeasible", "error" or "io-error" of an entry. */
const char *summary_status(const json_t *entry);

/*
 * A summary document (new reference) for the entries (a JSON array,
 * borrowed), with the counts of built and failed scenarios.
 */
json_t *summary_new(json_t *entries, const char *prices_as_of);

/* index.md of a summary: one table row per scenario. */
void summary_index_md(const json_t *summary, struct strbuf *out);

/*
 * Write summary.json and index.md for summary into dir (atomically,
 * unchanged files untouched).  Returns 0, or -1 with errno set.
 */
int summary_write(const json_t *summary, const char *dir);

/* Load a summary file; NULL with a message on stderr if it cannot be
 * read or is not a gpuplan summary. */
json_t *summary_load(const char *path);

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
