/*
 * scenario_load.h: scenario files to struct scenario.
 */
#ifndef GPUPLAN_SCENARIO_LOAD_H
#define GPUPLAN_SCENARIO_LOAD_H

#include "input/yaml_tree.h"
#include "model/catalog.h"
#include "model/scenario.h"
#include "util/diag.h"

/*
 * Load and check the scenario file at path against the catalog (GPU and
 * model ids).  Findings, errors and warnings, go to dl.  Returns the
 * scenario if it has no error (the caller frees it with scenario_free),
 * else NULL.  *status receives YLOAD_IO when the file cannot be read.
 * The date defaults to SOURCE_DATE_EPOCH, else today (UTC).
 */
struct scenario *scenario_load(const char *path, const struct catalog *,
    struct diag_list *dl, enum yload_status *status);

/* The same for a document already parsed (used by the fuzzer and tests);
 * doc stays the caller's. */
struct scenario *scenario_from_doc(const struct ydoc *doc,
    const struct catalog *, struct diag_list *dl);

/* Today's date or SOURCE_DATE_EPOCH's, as YYYY-MM-DD, into buf[11]. */
void scenario_default_date(char buf[11]);

#endif
