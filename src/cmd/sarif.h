/*
 * sarif.h: `gpuplan check --format sarif`: the findings of one check run
 * as one SARIF 2.1.0 log (OASIS Static Analysis Results Interchange
 * Format, Version 2.1.0, 27 March 2020), the format GitHub code scanning
 * uploads.  docs/integrations.md lists every field written.
 */
#ifndef GPUPLAN_SARIF_H
#define GPUPLAN_SARIF_H

#include <stdio.h>

#include "util/diag.h"

/*
 * Write dl (sorted by the caller, as for the other formats) to fp as one
 * SARIF log with one run: tool.driver names gpuplan, its version and one
 * rule per code of the diagnostics catalogue (the rule's index is the
 * code's enum value); one result per finding with its rule, level,
 * message and, when the finding has a line, a region with the 1-based
 * line and column (columns count Unicode code points, as the text format
 * does).  Paths are written as given, percent-encoded where a URI needs
 * it.  Nothing is kept; the caller still owns dl.
 */
void sarif_write(const struct diag_list *dl, FILE *fp);

#endif
