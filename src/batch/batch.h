/*
 * batch.h: building a batch of scenarios into one output directory:
 * every scenario's files, summary.json and index.md, gates, a JUnit
 * report, shards and the changes against an earlier summary.  The build
 * command (src/cmd/cmd_build.c) parses the options and calls batch_run.
 */
#ifndef GPUPLAN_BATCH_H
#define GPUPLAN_BATCH_H

#include <jansson.h>
#include <stddef.h>

#include "batch/gate.h"
#include "model/catalog.h"

/* Exit statuses of a batch: the numbers every command uses (cmd.h). */
#define BATCH_CLEAN	0	/* every scenario built, no gate failed */
#define BATCH_FINDINGS	1	/* a scenario failed, or a gate */
#define BATCH_USAGE	2	/* usage or I/O error */

/* The most worker processes (-j) and shards (--shard K/N). */
#define BATCH_MAX_JOBS		64
#define BATCH_MAX_SHARDS	100000

/* What to build and how; everything borrowed for the call. */
struct batch_opts {
	const char		*outdir;	/* -o */
	int			 jobs;		/* 1..BATCH_MAX_JOBS */
	int			 force;		/* rebuild unchanged scenarios */
	const struct catalog	*cat;		/* loaded with prices */
	const char		*catalog_dir;	/* where cat came from */
	const char		*prices;	/* --prices, or NULL */
	const char		*vendor;	/* --vendor, or NULL */
	const char		*template_dir;	/* proposal.<lang>.md */
	const json_t		*old;		/* --compare-to summary, or NULL */
	const struct gate	*gates;		/* --fail-if */
	size_t			 ngates;
	unsigned long		 shard_k;	/* 0-based shard of shard_n */
	unsigned long		 shard_n;	/* 1: no sharding */
	int			 junit;		/* JUnit report on stdout */
	int			 quiet;		/* no progress, no closing line */
	char *const		*files;		/* the whole set, in order */
	size_t			 nfiles;
};

/*
 * Build the files of o (this shard's part) into o->outdir: findings on
 * stderr in file order, the summary files, changes.md/.json if o->old,
 * the JUnit report if o->junit.  Unless o->quiet: a progress bar on
 * stderr when it is a terminal and the batch runs longer than a second,
 * and one closing line on stderr, "gpuplan build: N scenarios: B built,
 * U unchanged, F failed in T s; output in DIR".  Returns BATCH_CLEAN,
 * BATCH_FINDINGS or
 * BATCH_USAGE.  On SIGINT or SIGTERM the workers are stopped, the
 * temporary files removed and the signal raised again.
 */
int batch_run(const struct batch_opts *o);

#endif
