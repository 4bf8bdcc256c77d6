/*
 * cmd_merge.c: `gpuplan merge [-o DIR] SHARD_DIR...`: join the summaries
 * of sharded builds (build --shard K/N) into one summary.json and
 * index.md in DIR (default: output/).  Scenarios are ordered by file; a
 * scenario id built by two shards is an error.  Exit 0, 1 if a scenario
 * failed or an id repeats, 2 usage or I/O error.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "cmd/summary.h"
#include "util/alloc.h"
#include "util/fsout.h"

static int
cmp_entry(const void *a, const void *b)
{
	const char *x = json_string_value(json_object_get(*(json_t *const *)a,
	    "file"));
	const char *y = json_string_value(json_object_get(*(json_t *const *)b,
	    "file"));

	return strcmp(x ? x : "", y ? y : "");
}

static int
merge_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	const char *outdir = "output", *as_of = NULL;
	json_t **v = NULL, *arr, *summary, *loaded[256];
	size_t n = 0, cap = 0, i, j, nl = 0;
	int ch, rc = EXIT_CLEAN;
	struct outdir od = { -1, NULL };

	optind = 1;
	while ((ch = getopt_long(argc, argv, "o:h", opts, NULL)) != -1) {
		if (ch == 'o')
			outdir = optarg;
		else if (ch == 'h')
			return cmd_help(&cmd_merge_entry);
		else
			return cmd_usage(&cmd_merge_entry);
	}
	if (optind >= argc || argc - optind > 256)
		return cmd_usage(&cmd_merge_entry);
	for (; optind < argc; optind++) {
		char *p = xasprintf("%s/summary.json", argv[optind]);
		json_t *s = summary_load(p);
		const json_t *a;

		free(p);
		if (s == NULL) {
			rc = EXIT_USAGE;
			goto out;
		}
		loaded[nl++] = s;
		{
			const char *d = json_string_value(json_object_get(s,
			    "prices_as_of"));

			if (d != NULL && (as_of == NULL || strcmp(d, as_of) > 0))
				as_of = d;	/* the newest of the shards */
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
				rc = EXIT_FINDINGS;
			}
		}
		if (strcmp(summary_status(v[i]), "ok") != 0 && rc == EXIT_CLEAN)
			rc = EXIT_FINDINGS;
		json_array_append(arr, v[i]);
	}
	summary = summary_new(arr, as_of);
	if (outdir_open(&od, outdir) != 0 || summary_write(summary, &od) != 0) {
		fprintf(stderr, "gpuplan merge: cannot write into %s: %s\n",
		    outdir, strerror(errno));
		rc = EXIT_USAGE;
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

const struct cmd_entry cmd_merge_entry = {
	.name = "merge",
	.usage = "[-o DIR] SHARD_DIR...",
	.summary = "join the summaries of sharded builds into one",
	.exec = merge_exec,
};
