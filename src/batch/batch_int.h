/*
 * batch_int.h: what the files of src/batch/ that run a batch share
 * (batch.c: the loop and its files; workers.c: the -j worker processes;
 * dups.c: duplicate ids).  Not for use outside src/batch/.
 */
#ifndef GPUPLAN_BATCH_INT_H
#define GPUPLAN_BATCH_INT_H

#include <jansson.h>
#include <stddef.h>

#include "batch/gate.h"
#include "batch/junit.h"
#include "batch/scenario_build.h"
#include "batch/summary.h"

/* The most worker processes of -j. */
#define MAX_JOBS 64

/* The files of a batch (owned strings). */
struct batch_files {
	char	**v;
	size_t	  n;
	size_t	  cap;
};

/* A scenario id that another file of the whole set (every shard) uses
 * too: neither is built.  path NULL: the id is unique. */
struct dup_id {
	char	*id;
	char	*other_path;	/* borrowed from the set's path list */
	int	 line, col;	/* of the id in this file */
	int	 other_line;
};

/*
 * A batch.  Entries and findings arrive by file index (from this process
 * or from workers, in any order) and leave in file order as soon as they
 * can: into summary.json and index.md, stderr and the JUnit report.  So
 * the parent holds only what is waiting for an earlier file, and its
 * memory stays flat in the number of scenarios (bench/).
 */
struct batch {
	struct build_ctx	 ctx;
	struct build_bufs	 bufs;		/* ctx.bufs */
	struct batch_files	 files;
	json_t			**entries;	/* by file index; NULL once written */
	enum build_status	*status;	/* by file index, with entries[] */
	int			*unchanged;	/* by file index: 1 built before
						 * from the same inputs */
	struct dup_id		*dups;		/* by file index: id also used
						 * elsewhere; NULL: none at all */
	char			**diags;	/* rendered findings, by file index */
	char			**texts;	/* by file index: the summary.json
						 * member and, after its NUL, the
						 * index.md row a worker rendered;
						 * NULL: render entries[i] */
	size_t			 next;		/* first index not yet written */
	struct summary_stream	 ss;
	const struct gate	*gates;
	size_t			 ngates;
	size_t			 failed;	/* scenarios not built, or gated */
	size_t			 n_unchanged;	/* written: unchanged ones */
	int			 tty;		/* stderr is a terminal */
	int			 quiet;		/* no progress, no closing line */
	int			 progress_shown; /* a progress line is on screen */
	double			 t0;		/* s, CLOCK_MONOTONIC at start */
	double			 progress_after_s; /* s the batch runs before its progress bar shows (batch.c progress_after) */
	int			 junit;
	struct junit_case	*jc;		/* by file index, if junit */
	size_t			 no_vendor_seen; /* scenarios warned no-vendor */
};

/* Build file i in this process; store its entry, status and findings
 * (as text) in b. */
void batch_build_one(struct batch *b, size_t i);

/* Write out every entry that is next in file order (summary files,
 * stderr, JUnit cases), applying the gates. */
void batch_flush_ready(struct batch *b);

/* The progress line on a terminal after done scenarios, once the batch
 * has run for b->progress_after_s (PROGRESS_AFTER_S in batch.c, or
 * GPUPLAN_PROGRESS_AFTER_S); nothing when quiet. */
void batch_progress(struct batch *b, size_t done);

/* The signal that asked the build to stop (SIGINT, SIGTERM), or 0. */
int batch_stop_signal(void);

/* Run n worker processes over b's files and collect their records into
 * b; returns 0 if all exited 0, else -1.  Stops early, ending the
 * workers, when a stop signal arrives. */
int batch_run_parallel(struct batch *b, int n);

/*
 * The duplicate ids of the whole set files[0..n) (before sharding, so
 * every shard sees a duplicate that spans shards): a new array by index
 * into files (entries without a duplicate have id NULL; free each id
 * and the array with dups_free), or NULL if every id is unique.  Each
 * file's id is read from its YAML tree (a file that does not parse, or
 * has no valid id, is left to the build to report).
 */
struct dup_id *find_dups(char *const *files, size_t n);

/* Free what find_dups returned for n files; accepts NULL. */
void dups_free(struct dup_id *d, size_t n);

#endif
