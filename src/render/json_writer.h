/*
 * json_writer.h: the one JSON writer.  Every JSON file gpuplan writes
 * (<id>.json, summary.json, changes.json, the merge of shards) is laid
 * out by it, whether it is written member by member as the data is
 * walked (the result: no tree is built) or from a jansson tree
 * (jw_value(), json_dump_to()):
 *
 *   - 2-space indentation, one member per line, keys in the order given;
 *   - arrays of numbers (and nulls) on one line: "[1, 2.5, null]";
 *   - empty containers as "{}" / "[]";
 *   - numbers by render/format (fmt_json_number: rounded half away from
 *     zero, null if not finite; fmt_json_real: shortest form, ".0" when
 *     whole);
 *   - strings as jansson escapes them (printable ASCII unchanged).
 *
 * A writer appends to a strbuf it borrows; it can be flushed (the
 * buffer written out and reset) between any two calls, so a file of any
 * size streams through a small buffer.
 */
#ifndef GPUPLAN_JSON_WRITER_H
#define GPUPLAN_JSON_WRITER_H

#include <jansson.h>
#include <stddef.h>

#include "util/strbuf.h"

struct jw {
	struct strbuf	*b;		/* borrowed: where the text goes */
	int		 depth;		/* of the innermost open container */
	int		 empty;		/* it has no member yet */
	int		 bare;		/* 1: the next value is the top one
					 * (no separator, no key) */
};

/*
 * Start a writer appending to out at nesting depth (0 for a document;
 * n to write one value that goes inside containers written elsewhere,
 * indented as their member).  The first value written is the top one:
 * it gets no separator and its key is ignored.
 */
void jw_init(struct jw *, struct strbuf *out, int depth);

/*
 * Members.  k is the key inside an object, NULL for an array element
 * (and for the top value).  Before each member the writer puts the
 * comma and the line break with indentation.
 */
/* Open an object ('{') or array ('[') as member k. */
void jw_open(struct jw *, const char *k, char c);
/* Close the innermost container with '}' or ']'. */
void jw_close(struct jw *, char c);
/* v rounded at decimals by fmt_json_number() (null if not finite). */
void jw_num(struct jw *, const char *k, double v, int decimals);
void jw_int(struct jw *, const char *k, long long v);
void jw_bool(struct jw *, const char *k, int v);
void jw_null(struct jw *, const char *k);
/* A string (UTF-8; NULL and invalid UTF-8 write null). */
void jw_str(struct jw *, const char *k, const char *v);
/* n numbers v[0..n) on one line, each as jw_num(); v NULL: "[]". */
void jw_series(struct jw *, const char *k, const double *v, size_t n,
    int decimals);
/* A jansson value (borrowed) with everything in it. */
void jw_value(struct jw *, const char *k, const json_t *v);
/* Text a writer made for one value at this writer's depth + 1 (a
 * member made elsewhere, e.g. by a build worker), appended as it is. */
void jw_raw(struct jw *, const char *k, const char *text, size_t len);

#endif
