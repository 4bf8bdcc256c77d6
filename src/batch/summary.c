/*
 * summary.c: summary.json and index.md, written and read back (see
 * summary.h); what changed between two summaries is changes.c.
 */
#include "batch/summary.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>

#include "render/json.h"
#include "util/alloc.h"
#include "util/fsout.h"
#include "version.h"

const char *const summary_levels[3] = { "low", "medium", "high" };

const char *
summary_status(const json_t *e)
{
	const char *s = json_string_value(json_object_get(e, "status"));

	return s ? s : "error";
}

const char *
summary_str(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

json_t *
summary_new(json_t *entries, const char *prices_as_of)
{
	size_t i, failed = 0;

	for (i = 0; i < json_array_size(entries); i++)
		if (strcmp(summary_status(json_array_get(entries, i)), "ok") != 0)
			failed++;
	return json_pack("{s:i, s:s, s:s, s:O, s:I, s:I}", "format_version",
	    JSON_FORMAT_VERSION, "tool_version", GPUPLAN_VERSION,
	    "prices_as_of", prices_as_of ? prices_as_of : "", "scenarios",
	    entries, "built", (json_int_t)(json_array_size(entries) - failed),
	    "failed", (json_int_t)failed);
}

/* "12.3", "never" or "–" for a break-even value. */
static void
be_cell(struct strbuf *b, const json_t *v, int have_rec)
{
	if (v == NULL || json_is_null(v))
		sb_puts(b, have_rec ? "never" : "–");
	else
		sb_printf(b, "%.1f", json_number_value(v));
}

/* The head of index.md. */
static void
index_head(struct strbuf *md, size_t n, const char *as_of)
{
	sb_puts(md, "# gpuplan: proposals\n\n");
	sb_printf(md, "%zu scenarios, prices as of %s. Break-even: the month in "
	    "which owning costs no more than renting (cumulative), per "
	    "utilisation scenario; \"never\" = not within the horizon.\n\n",
	    n, as_of);
	sb_puts(md, "| Scenario | Customer | Recommendation | Capex | "
	    "Break-even low | medium | high | Status |\n");
	sb_puts(md, "| --- | --- | --- | ---: | ---: | ---: | ---: | --- |\n");
}

/* One row of index.md. */
static void
index_row(struct strbuf *md, const json_t *e)
{
	const char *id = json_string_value(json_object_get(e, "id"));
	const json_t *rec = json_object_get(e, "recommendation");
	const json_t *be = json_object_get(e, "break_even_month");
	int u;

	if (id != NULL && strcmp(summary_status(e), "ok") == 0)
		sb_printf(md, "| [%s](%s.md) | ", id, id);
	else
		sb_printf(md, "| %s | ", id ? id : summary_str(e, "file"));
	sb_printf(md, "%s | ", summary_str(e, "customer"));
	if (rec != NULL && !json_is_null(rec))
		sb_printf(md, "%lld x %s | %.0f %s | ",
		    (long long)json_integer_value(json_object_get(rec, "gpus")),
		    summary_str(rec, "gpu"), json_number_value(json_object_get(e,
		    "capex")), summary_str(e, "currency"));
	else
		sb_puts(md, "– | – | ");
	for (u = 0; u < 3; u++) {
		be_cell(md, json_object_get(be, summary_levels[u]), rec != NULL &&
		    !json_is_null(rec));
		sb_puts(md, " | ");
	}
	sb_printf(md, "%s |\n", summary_status(e));
}

int
summary_stream_open(struct summary_stream *ss, const struct outdir *od,
    size_t n, const char *prices_as_of)
{
	struct strbuf b = STRBUF_INIT;
	int k, e;

	memset(ss, 0, sizeof(*ss));
	ss->od = od;
	ss->tmp[0].fd = ss->tmp[1].fd = -1;
	for (k = 0; k < 2; k++) {
		if (outtmp_open(od, &ss->tmp[k]) != 0 ||
		    (ss->fp[k] = fdopen(ss->tmp[k].fd, "w")) == NULL) {
			e = errno;
			summary_stream_abort(ss);
			errno = e;
			return -1;
		}
	}
	/* the same layout as json_dump_to of summary_new() */
	fputs("{\n  \"format_version\": ", ss->fp[0]);
	fprintf(ss->fp[0], "%d,\n  \"tool_version\": ", JSON_FORMAT_VERSION);
	json_dump_inline(json_string(GPUPLAN_VERSION), &b, 1);
	sb_puts(&b, ",\n  \"prices_as_of\": ");
	json_dump_inline(json_string(prices_as_of ? prices_as_of : ""), &b, 1);
	sb_puts(&b, ",\n  \"scenarios\": [");
	fputs(b.s, ss->fp[0]);
	sb_reset(&b);
	index_head(&b, n, prices_as_of ? prices_as_of : "");
	fputs(b.s, ss->fp[1]);
	sb_free(&b);
	return 0;
}

void
summary_entry_text(const json_t *e, struct strbuf *member, struct strbuf *row)
{
	json_dump_inline((json_t *)json_incref((json_t *)e), member, 2);
	index_row(row, e);
}

void
summary_stream_add_text(struct summary_stream *ss, const char *member,
    const char *row, int ok)
{
	if (ss->fp[0] == NULL)
		return;
	fputs(ss->n > 0 ? ",\n    " : "\n    ", ss->fp[0]);
	fputs(member, ss->fp[0]);
	fputs(row, ss->fp[1]);
	ss->n++;
	if (!ok)
		ss->failed++;
}

void
summary_stream_add(struct summary_stream *ss, const json_t *e, int ok)
{
	struct strbuf member = STRBUF_INIT, row = STRBUF_INIT;

	if (ss->fp[0] == NULL)
		return;
	summary_entry_text(e, &member, &row);
	summary_stream_add_text(ss, member.s ? member.s : "",
	    row.s ? row.s : "", ok);
	sb_free(&member);
	sb_free(&row);
}

void
summary_stream_abort(struct summary_stream *ss)
{
	int k;

	for (k = 0; k < 2; k++) {
		if (ss->fp[k] != NULL) {
			fclose(ss->fp[k]);	/* closes tmp[k].fd */
			ss->tmp[k].fd = -1;
		}
		ss->fp[k] = NULL;
		if (ss->od != NULL)
			outtmp_discard(ss->od, &ss->tmp[k]);
	}
	memset(ss, 0, sizeof(*ss));
}

int
summary_stream_close(struct summary_stream *ss)
{
	static const char *const names[2] = { "summary.json", "index.md" };
	int k, rc = 0, e = 0;

	if (ss->fp[0] != NULL) {
		fprintf(ss->fp[0], "%s,\n  \"built\": %zu,\n  \"failed\": %zu\n}\n",
		    ss->n > 0 ? "\n  ]" : "]", ss->n - ss->failed, ss->failed);
	}
	for (k = 0; k < 2; k++) {
		if (ss->fp[k] == NULL) {
			rc = -1;
			e = e ? e : EBADF;
			continue;
		}
		/* flush, keep the descriptor for the commit */
		if ((fflush(ss->fp[k]) != 0 || ferror(ss->fp[k])) && rc == 0) {
			rc = -1;
			e = errno ? errno : EIO;
		}
	}
	for (k = 0; k < 2; k++) {
		if (ss->fp[k] == NULL)
			continue;
		if (rc == 0) {
			/* outtmp_commit closes the descriptor; the FILE's
			 * buffer is flushed, so only its memory remains */
			int fd = dup(ss->tmp[k].fd);

			fclose(ss->fp[k]);
			ss->fp[k] = NULL;
			ss->tmp[k].fd = fd;
			if (fd < 0 || outtmp_commit(ss->od, &ss->tmp[k], names[k],
			    NULL) != 0) {
				rc = -1;
				e = errno;
			}
		}
	}
	summary_stream_abort(ss);
	errno = e;
	return rc;
}

int
summary_write(const json_t *summary, const struct outdir *od)
{
	struct summary_stream ss;
	const json_t *arr = json_object_get(summary, "scenarios");
	size_t i;

	if (summary_stream_open(&ss, od, json_array_size(arr),
	    json_string_value(json_object_get(summary, "prices_as_of"))) != 0)
		return -1;
	for (i = 0; i < json_array_size(arr); i++)
		summary_stream_add(&ss, json_array_get(arr, i),
		    strcmp(summary_status(json_array_get(arr, i)), "ok") == 0);
	return summary_stream_close(&ss);
}

json_t *
summary_load(const char *path)
{
	json_error_t err;
	json_t *j;
	int fd = open_regular(path);

	if (fd < 0) {
		fprintf(stderr, "%s: error: cannot open: %s [io]\n", path,
		    errno == EINVAL ? "not a regular file" : strerror(errno));
		return NULL;
	}
	j = json_loadfd(fd, 0, &err);
	close(fd);
	if (j == NULL) {
		if (err.line > 0)
			fprintf(stderr, "%s:%d:%d: error: %s [io]\n", path,
			    err.line, err.column, err.text);
		else
			fprintf(stderr, "%s: error: %s [io]\n", path, err.text);
		return NULL;
	}
	if (!json_is_array(json_object_get(j, "scenarios"))) {
		fprintf(stderr, "%s: error: not a gpuplan summary.json (no "
		    "\"scenarios\" list) [bad-reference]\n", path);
		json_decref(j);
		return NULL;
	}
	return j;
}
