/*
 * merge.c: joining the summaries of sharded builds (see merge.h).
 */
#include "batch/merge.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch/batch.h"
#include "batch/summary.h"
#include "util/alloc.h"
#include "util/fsout.h"

/* qsort: entries by file. */
static int
cmp_entry(const void *a, const void *b)
{
	const char *x = json_string_value(json_object_get(*(json_t *const *)a,
	    "file"));
	const char *y = json_string_value(json_object_get(*(json_t *const *)b,
	    "file"));

	return strcmp(x ? x : "", y ? y : "");
}

int
batch_merge(const char *outdir, char *const *dirs, size_t ndirs)
{
	const char *as_of = NULL;
	const json_t *priced = NULL;	/* borrowed from a loaded shard */
	const json_t *prices = NULL;	/* catalog_prices of that shard */
	const char *tool = NULL, *source = NULL;	/* the shards' gpuplan */
	int mixed = 0;
	json_t **v = NULL, *arr, *summary, *loaded[BATCH_MAX_MERGE];
	size_t n = 0, cap = 0, i, j, nl = 0, k;
	int rc = BATCH_CLEAN;
	struct outdir od = { -1, NULL };

	if (ndirs > BATCH_MAX_MERGE)
		return BATCH_USAGE;
	for (k = 0; k < ndirs; k++) {
		char *p = xasprintf("%s/summary.json", dirs[k]);
		json_t *s = summary_load(p);
		const json_t *a;

		free(p);
		if (s == NULL) {
			rc = BATCH_USAGE;
			goto out;
		}
		loaded[nl++] = s;
		{
			const char *d = json_string_value(json_object_get(s,
			    "prices_as_of"));

			if (d != NULL && (as_of == NULL || strcmp(d, as_of) > 0)) {
				as_of = d;	/* the newest of the shards */
				priced = json_object_get(s, "priced_gpus");
				prices = json_object_get(s, "catalog_prices");
			}
		}
		/* the gpuplan that built the shard: all alike, else none */
		{
			const char *t = summary_str(s, "tool_version");
			const char *id = summary_str(s, "source_id");

			if (k == 0) {
				tool = t;
				source = id;
			} else if (strcmp(t, tool) != 0 || strcmp(id,
			    source) != 0)
				mixed = 1;
		}
		a = json_object_get(s, "scenarios");
		for (i = 0; i < json_array_size(a); i++) {
			if (n == cap) {
				cap = cap ? cap * 2 : 64;
				v = xreallocarray(v, cap, sizeof(*v));
			}
			v[n++] = json_array_get(a, i);
		}
	}
	if (n > 1)
		qsort(v, n, sizeof(*v), cmp_entry);
	arr = json_array();
	for (i = 0; i < n; i++) {
		const char *id = json_string_value(json_object_get(v[i], "id"));

		for (j = 0; id != NULL && j < i; j++) {
			const char *o = json_string_value(json_object_get(v[j],
			    "id"));

			if (o != NULL && strcmp(o, id) == 0) {
				fprintf(stderr, "%s: error: scenario id '%s' is "
				    "also built from %s; ids must be unique "
				    "[duplicate-id]\n", json_string_value(
				    json_object_get(v[i], "file")), id,
				    json_string_value(json_object_get(v[j],
				    "file")));
				rc = BATCH_FINDINGS;
			}
		}
		if (strcmp(summary_status(v[i]), "ok") != 0 && rc == BATCH_CLEAN)
			rc = BATCH_FINDINGS;
		json_array_append(arr, v[i]);
	}
	if (mixed)
		fprintf(stderr, "gpuplan merge: warning: the shards were built "
		    "by different gpuplans (another version or source id); the "
		    "merged summary names none, so the next change report says "
		    "the tool changed; build every shard with one gpuplan\n");
	/* the shards share one catalog: the newest shard's list; the
	 * gpuplan that built them, not the one that merges */
	summary = summary_new(arr, as_of, priced, prices, mixed || tool == NULL ||
	    tool[0] == '\0' ? NULL : tool, mixed ? "" : source);
	if (outdir_open(&od, outdir) != 0 || summary_write(summary, &od) != 0) {
		fprintf(stderr, "gpuplan merge: cannot write into %s: %s\n",
		    outdir, strerror(errno));
		rc = BATCH_USAGE;
	}
	outdir_close(&od);
	json_decref(summary);
	json_decref(arr);
out:
	for (i = 0; i < nl; i++)
		json_decref(loaded[i]);
	free(v);
	return rc;
}

