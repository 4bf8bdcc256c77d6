/*
 * summary.h: the batch files of a build (summary.json, index.md),
 * written one entry at a time and read back (merge, --compare-to,
 * diff).
 */
#ifndef GPUPLAN_SUMMARY_H
#define GPUPLAN_SUMMARY_H

#include <jansson.h>

#include "util/fsout.h"
#include "render/json_writer.h"
#include "util/strbuf.h"

/* "ok", "infeasible", "error" or "io-error" of an entry. */
const char *summary_status(const json_t *entry);

/*
 * A summary document (new reference) for the entries (a JSON array,
 * borrowed), with the counts of built and failed scenarios.  priced
 * (borrowed; NULL: none) lists the catalog GPUs with a purchase price in
 * the price file of the build, as ids: the change report names a GPU
 * whose price a new price file drops.  tool_version and source_id name
 * the gpuplan that built the entries (NULL: this one); source_id "" is
 * left out (entries of several gpuplans).
 */
json_t *summary_new(json_t *entries, const char *prices_as_of,
    const json_t *priced, const json_t *prices, const char *tool_version,
    const char *source_id);

struct catalog;

/*
 * The price list of cat as summary.json's "catalog_prices" (new
 * reference): one object per price line, {line, amount, currency} and,
 * where the line belongs to one, gpu and gpu_name, tier, host or
 * commitment; amounts in the price file's own currency.  The change
 * report compares two of these line by line (changes.c).
 */
json_t *summary_catalog_prices(const struct catalog *cat);

/*
 * Writing summary.json and index.md one entry at a time, so that a batch
 * of any size holds only the entries not yet written: both go to
 * temporary files in dir and replace the old ones at close, unless their
 * content is unchanged (then the old files are kept, mtime and all).
 */
struct summary_stream {
	const struct outdir *od;	/* borrowed */
	struct outtmp	 tmp[2];	/* summary.json, index.md in progress */
	FILE		*fp[2];		/* on tmp[k].fd */
	size_t		 n;		/* entries written */
	size_t		 failed;	/* of them, status other than "ok" */
	struct jw	 jw;		/* summary.json's layout, into jb */
	struct strbuf	 jb;		/* its text not yet in fp[0] */
};

/* Start the files in od (borrowed until close) for n entries with this
 * prices date, the GPUs with a purchase price (a JSON array of ids,
 * borrowed; NULL: none), the price list (summary_catalog_prices,
 * borrowed; NULL: left out) and the gpuplan that built the entries
 * (tool_version, source_id: as summary_new); 0 or -1 (errno). */
int summary_stream_open(struct summary_stream *, const struct outdir *od,
    size_t n, const char *prices_as_of, const json_t *priced,
    const json_t *prices, const char *tool_version, const char *source_id);
/* Append one entry (borrowed) to both files; ok: it counts as built. */
void summary_stream_add(struct summary_stream *, const json_t *entry,
    int ok);
/* The text summary_stream_add writes for entry: its summary.json member
 * (appended to member) and its index.md row (appended to row).  A build
 * worker makes it, so that the parent only copies (build -j). */
void summary_entry_text(const json_t *entry, struct strbuf *member,
    struct strbuf *row);
/* Append an entry given as that text; ok: its status is "ok". */
void summary_stream_add_text(struct summary_stream *, const char *member,
    const char *row, int ok);
/* Finish both files and put them in place; 0 or -1 (errno).  Always
 * frees what the stream holds. */
int summary_stream_close(struct summary_stream *);
/* Drop both files in progress (after an interrupt); the old ones stay. */
void summary_stream_abort(struct summary_stream *);

/*
 * Write summary.json and index.md for summary into od through a stream,
 * with the summary's own tool_version and source_id (none if it has
 * none).  Returns 0, or -1 with errno set.
 */
int summary_write(const json_t *summary, const struct outdir *od);

/* Load a summary file; NULL with a message on stderr if it cannot be
 * read or is not a gpuplan summary. */
json_t *summary_load(const char *path);

/* "low", "medium", "high": the utilisation keys of an entry. */
extern const char *const summary_levels[3];

/* Append s escaped for Markdown text exactly as a value in <id>.md
 * (template_escape_md): | [ ] < > ` * _ \ get a backslash, line breaks
 * become spaces; so customer text can open no link, tag or table cell. */
void summary_md(struct strbuf *md, const char *s);

/* The string at key k of o, or "" (borrowed from o). */
const char *summary_str(const json_t *o, const char *k);

#endif
