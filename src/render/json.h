/*
 * json.h: the machine-readable result (<id>.json), the contract that CI
 * jobs and nightly diffs read; docs/json-format.md lists every field.
 */
#ifndef GPUPLAN_RENDER_JSON_H
#define GPUPLAN_RENDER_JSON_H

#include <jansson.h>

#include "model/result.h"
#include "util/strbuf.h"

#define JSON_FORMAT_VERSION 1

/* Where a result came from (issue: provenance). */
struct provenance {
	const char	*tool_version;
	const char	*input_digest;	/* hex SHA-256 of the inputs, or NULL */
};

/*
 * Write the result as a JSON document into out (reset first), laid out
 * as json_dump_to lays out a tree.  Money is rounded to cents,
 * per-GPU-hour prices to 4 decimals, break-even months to 2; non-finite
 * numbers become null.  Key order is fixed (docs/json-format.md).
 */
void result_json_write(const struct result *r, const struct provenance *,
    struct strbuf *out);

/* Serialise a JSON value deterministically with a final newline into
 * out: 2-space indent, keys in insertion order, arrays of numbers on one
 * line, reals in their shortest form (at most 6 decimals, ".0" when
 * whole). */
void json_dump_to(const json_t *, struct strbuf *out);

/* Append j (stolen: decref'd here) as json_dump_to lays it out at
 * nesting depth, without a final newline. */
void json_dump_inline(json_t *j, struct strbuf *out, int depth);

/* A number rounded to `decimals`, or JSON null if not finite. */
json_t *json_num(double v, int decimals);

#endif
