/*
 * summary.c: summary.json, index.md, merge and changes (see summary.h).
 */
#include "cmd/summary.h"

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

static const char *const levels[] = { "low", "medium", "high" };

const char *
summary_status(const json_t *e)
{
	const char *s = json_string_value(json_object_get(e, "status"));

	return s ? s : "error";
}

/* The string at key k of o, or "". */
static const char *
str(const json_t *o, const char *k)
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
		sb_printf(md, "| %s | ", id ? id : str(e, "file"));
	sb_printf(md, "%s | ", str(e, "customer"));
	if (rec != NULL && !json_is_null(rec))
		sb_printf(md, "%lld x %s | %.0f %s | ",
		    (long long)json_integer_value(json_object_get(rec, "gpus")),
		    str(rec, "gpu"), json_number_value(json_object_get(e,
		    "capex")), str(e, "currency"));
	else
		sb_puts(md, "– | – | ");
	for (u = 0; u < 3; u++) {
		be_cell(md, json_object_get(be, levels[u]), rec != NULL &&
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

/* The entry with this id in a summary, or NULL. */
static const json_t *
find(const json_t *summary, const char *id)
{
	const json_t *arr = json_object_get(summary, "scenarios");
	size_t i;

	for (i = 0; i < json_array_size(arr); i++) {
		const char *x = json_string_value(json_object_get(
		    json_array_get(arr, i), "id"));

		if (x != NULL && strcmp(x, id) == 0)
			return json_array_get(arr, i);
	}
	return NULL;
}

/* The entry built from this file in a summary, or NULL. */
static const json_t *
find_file(const json_t *summary, const char *file)
{
	const json_t *arr = json_object_get(summary, "scenarios");
	size_t i;

	for (i = 0; i < json_array_size(arr); i++)
		if (strcmp(str(json_array_get(arr, i), "file"), file) == 0)
			return json_array_get(arr, i);
	return NULL;
}

/* Numbers equal as written (they are rounded at output already; both
 * null counts as equal). */
static int
same_num(const json_t *a, const json_t *b)
{
	if ((a == NULL || json_is_null(a)) && (b == NULL || json_is_null(b)))
		return 1;
	if (a == NULL || b == NULL || json_is_null(a) || json_is_null(b))
		return 0;
	return json_number_value(a) == json_number_value(b);
}

/* A cell: a break-even of null is "never", any other null "–"; numbers
 * with the decimals they were written with (at most 4). */
static void
num_cell(struct strbuf *b, const json_t *v, int be)
{
	if (v == NULL || json_is_null(v))
		sb_puts(b, be ? "never" : "–");
	else {
		char buf[48];
		size_t n;

		snprintf(buf, sizeof(buf), "%.4f", json_number_value(v));
		n = strlen(buf);
		while (n > 0 && buf[n - 1] == '0')
			buf[--n] = '\0';
		if (n > 0 && buf[n - 1] == '.')
			buf[n - 1] = '\0';
		sb_puts(b, buf);
	}
}

/* One "before → after" row of a change table. */
static void
change_row(struct strbuf *md, json_t *moved, const char *what,
    const json_t *a, const json_t *b)
{
	int be = strncmp(what, "break-even", 10) == 0;

	sb_printf(md, "| %s | ", what);
	num_cell(md, a, be);
	sb_puts(md, " | ");
	num_cell(md, b, be);
	sb_puts(md, " |\n");
	json_array_append_new(moved, json_pack("{s:s, s:O, s:O}", "what", what,
	    "before", a ? a : json_null(), "after", b ? b : json_null()));
}

/* The recommendation of a summary entry in words, into buf. */
static const char *
rec_text(const json_t *e, char *buf, size_t n)
{
	const json_t *rec = json_object_get(e, "recommendation");

	if (rec == NULL || json_is_null(rec))
		snprintf(buf, n, "none (%s)", summary_status(e));
	else
		snprintf(buf, n, "%lld x %s", (long long)json_integer_value(
		    json_object_get(rec, "gpus")), str(rec, "gpu"));
	return buf;
}

size_t
summary_changes(const json_t *old, const json_t *new_, json_t **json,
    struct strbuf *md)
{
	const json_t *na = json_object_get(new_, "scenarios");
	const json_t *oa = json_object_get(old, "scenarios");
	json_t *changed = json_array(), *unchanged = json_array(),
	    *added = json_array(), *removed = json_array(),
	    *failing = json_array();
	struct strbuf same = STRBUF_INIT;
	size_t i, n = 0;
	int u;

	sb_printf(md, "# What changed\n\nPrices as of %s (before: %s); "
	    "scenarios: %zu (before: %zu).\n\n", str(new_, "prices_as_of"),
	    str(old, "prices_as_of"), json_array_size(na),
	    json_array_size(oa));
	for (i = 0; i < json_array_size(na); i++) {
		const json_t *e = json_array_get(na, i), *o;
		const char *id = json_string_value(json_object_get(e, "id"));
		json_t *moved;
		struct strbuf rows = STRBUF_INIT;
		char r1[128], r2[128];
		const char *k;
		json_t *v;

		if (id == NULL)
			continue;
		if ((o = find(old, id)) == NULL) {
			json_array_append_new(added, json_string(id));
			continue;
		}
		moved = json_array();
		if (strcmp(rec_text(o, r1, sizeof(r1)), rec_text(e, r2,
		    sizeof(r2))) != 0)
			json_array_append_new(moved, json_pack("{s:s, s:s, s:s}",
			    "what", "recommendation", "before", r1, "after", r2));
		if (!same_num(json_object_get(o, "capex"),
		    json_object_get(e, "capex")))
			change_row(&rows, moved, "capex",
			    json_object_get(o, "capex"),
			    json_object_get(e, "capex"));
		for (u = 0; u < 3; u++) {
			const json_t *tb = json_object_get(json_object_get(o,
			    "totals"), levels[u]);
			const json_t *ta = json_object_get(json_object_get(e,
			    "totals"), levels[u]);
			char what[96];

			if (!same_num(json_object_get(json_object_get(o,
			    "break_even_month"), levels[u]),
			    json_object_get(json_object_get(e,
			    "break_even_month"), levels[u]))) {
				snprintf(what, sizeof(what), "break-even month, "
				    "%s utilisation", levels[u]);
				change_row(&rows, moved, what, json_object_get(
				    json_object_get(o, "break_even_month"),
				    levels[u]), json_object_get(json_object_get(e,
				    "break_even_month"), levels[u]));
			}
			json_object_foreach((json_t *)ta, k, v) {
				if (same_num(json_object_get(tb, k), v))
					continue;
				snprintf(what, sizeof(what), "total %s, %s "
				    "utilisation", k, levels[u]);
				change_row(&rows, moved, what,
				    json_object_get(tb, k), v);
			}
		}
		json_object_foreach(json_object_get(e, "prices"), k, v) {
			const json_t *pb = json_object_get(json_object_get(o,
			    "prices"), k);
			char what[96];

			if (same_num(pb, v))
				continue;
			snprintf(what, sizeof(what), "price: %s", k);
			change_row(&rows, moved, what, pb, v);
		}
		if (json_array_size(moved) == 0 &&
		    strcmp(summary_status(o), summary_status(e)) == 0) {
			json_array_append_new(unchanged, json_string(id));
			sb_printf(&same, "%s%s", json_array_size(unchanged) > 1 ?
			    ", " : "", id);
			json_decref(moved);
			sb_free(&rows);
			continue;
		}
		n++;
		sb_printf(md, "## %s\n\n%s. Recommendation: %s", id,
		    str(e, "customer"), r2);
		if (strcmp(r1, r2) != 0)
			sb_printf(md, " (before: %s)", r1);
		if (strcmp(summary_status(o), summary_status(e)) != 0)
			sb_printf(md, "; status %s (before: %s)",
			    summary_status(e), summary_status(o));
		sb_puts(md, ".\n\n");
		if (rows.len > 0) {
			sb_puts(md, "| What | Before | After |\n"
			    "| --- | ---: | ---: |\n");
			sb_add(md, rows.s, rows.len);
			sb_putc(md, '\n');
		}
		json_array_append_new(changed, json_pack("{s:s, s:s, s:s, s:o}",
		    "id", id, "status_before", summary_status(o), "status",
		    summary_status(e), "changes", moved));
		sb_free(&rows);
	}
	for (i = 0; i < json_array_size(oa); i++) {
		const json_t *o = json_array_get(oa, i);
		const char *id = json_string_value(json_object_get(o, "id"));
		const json_t *now;

		if (id == NULL || find(new_, id) != NULL)
			continue;
		/* the same file no longer loads: failing, not removed */
		if ((now = find_file(new_, str(o, "file"))) != NULL)
			json_array_append_new(failing, json_pack("{s:s, s:s, s:s}",
			    "id", id, "file", str(o, "file"), "status",
			    summary_status(now)));
		else
			json_array_append_new(removed, json_string(id));
	}
	if (json_array_size(failing) > 0) {
		sb_puts(md, "## Now failing\n\nThese scenarios were built before "
		    "and now fail to load or build; the findings are in the "
		    "build's output.\n\n");
		for (i = 0; i < json_array_size(failing); i++) {
			const json_t *f = json_array_get(failing, i);

			sb_printf(md, "- %s (%s): %s\n", str(f, "id"),
			    str(f, "file"), str(f, "status"));
		}
		sb_putc(md, '\n');
	}
	if (json_array_size(added) > 0) {
		sb_puts(md, "## New scenarios\n\n");
		for (i = 0; i < json_array_size(added); i++)
			sb_printf(md, "- %s\n", json_string_value(
			    json_array_get(added, i)));
		sb_putc(md, '\n');
	}
	if (json_array_size(removed) > 0) {
		sb_puts(md, "## Removed scenarios\n\n");
		for (i = 0; i < json_array_size(removed); i++)
			sb_printf(md, "- %s\n", json_string_value(
			    json_array_get(removed, i)));
		sb_putc(md, '\n');
	}
	sb_printf(md, "## Unchanged\n\n%s\n", json_array_size(unchanged) ?
	    same.s : "none");
	n += json_array_size(added) + json_array_size(removed) +
	    json_array_size(failing);
	*json = json_pack("{s:i, s:s, s:s, s:o, s:o, s:o, s:o, s:o}",
	    "format_version", JSON_FORMAT_VERSION, "prices_as_of_before",
	    str(old, "prices_as_of"), "prices_as_of", str(new_,
	    "prices_as_of"), "changed", changed, "new", added, "removed",
	    removed, "failing", failing, "unchanged", unchanged);
	sb_free(&same);
	return n;
}
