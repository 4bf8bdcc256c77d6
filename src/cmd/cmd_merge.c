/*
 * cmd_merge.c: `gpuplan merge [-o DIR] SHARD_DIR...`: join the summaries
 * of sharded builds (build --shard K/N) into one summary.json and
 * index.md in DIR (default: output/).  Scenarios are ordered by file; a
 * scenario id built by two shards is an error.  Exit 0, 1 if a scenario
 * failed or an id repeats, 2 usage or I/O error.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "batch/merge.h"

static int
merge_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	const char *outdir = "output";
	int ch;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "o:h", opts, NULL)) != -1) {
		if (ch == 'o')
			outdir = optarg;
		else if (ch == 'h')
			return cmd_help(&cmd_merge_entry);
		else
			return cmd_usage(&cmd_merge_entry);
	}
	if (optind >= argc || argc - optind > BATCH_MAX_MERGE)
		return cmd_usage(&cmd_merge_entry);
	return batch_merge(outdir, argv + optind, (size_t)(argc - optind));
}

static const struct cmd_option merge_options[] = {
	{ "-o, --output DIR", "write summary.json and index.md into DIR" },
	{ "-h, --help", "show this help" },
	{ NULL, NULL }
};

static const char *const merge_examples[] = {
	"gpuplan merge -o all shard-1/ shard-2/ shard-3/",
	NULL
};

const struct cmd_entry cmd_merge_entry = {
	.name = "merge",
	.usage = "[-o DIR] SHARD_DIR...",
	.summary = "join the summaries of sharded builds into one",
	.exec = merge_exec,
	.options = merge_options,
	.examples = merge_examples,
};
