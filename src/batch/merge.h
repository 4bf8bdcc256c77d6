/*
 * merge.h: one summary.json and index.md from the summaries of sharded
 * builds (build --shard K/N, then merge).
 */
#ifndef GPUPLAN_MERGE_H
#define GPUPLAN_MERGE_H

#include <stddef.h>

/* The most shard directories one merge joins. */
#define BATCH_MAX_MERGE	256

/*
 * Join DIR/summary.json of each of dirs[0..ndirs) into outdir: entries
 * ordered by file; a scenario id built by two shards is a duplicate-id
 * error on stderr.  Returns 0, 1 if an entry failed or an id repeats, 2
 * for usage or I/O (more than BATCH_MAX_MERGE dirs, an unreadable
 * summary, an output that cannot be written).
 */
int batch_merge(const char *outdir, char *const *dirs, size_t ndirs);

#endif
