/*
 * changes.c: what changed between two summaries: changes.md and
 * changes.json (see changes.h).
 */
#include "batch/changes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch/summary.h"
#include "render/json.h"
#include "util/alloc.h"

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
		if (strcmp(summary_str(json_array_get(arr, i), "file"), file) == 0)
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
		    json_object_get(rec, "gpus")), summary_str(rec, "gpu"));
	return buf;
}

/* "- ID" and a newline, the id escaped. */
static void
list_item(struct strbuf *md, const json_t *id)
{
	sb_puts(md, "- ");
	summary_md(md, json_string_value(id) ? json_string_value(id) : "");
	sb_putc(md, '\n');
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

	sb_puts(md, "# What changed\n\nPrices as of ");
	summary_md(md, summary_str(new_, "prices_as_of"));
	sb_puts(md, " (before: ");
	summary_md(md, summary_str(old, "prices_as_of"));
	sb_printf(md, "); scenarios: %zu (before: %zu).\n\n",
	    json_array_size(na), json_array_size(oa));
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
			    "totals"), summary_levels[u]);
			const json_t *ta = json_object_get(json_object_get(e,
			    "totals"), summary_levels[u]);
			char what[96];

			if (!same_num(json_object_get(json_object_get(o,
			    "break_even_month"), summary_levels[u]),
			    json_object_get(json_object_get(e,
			    "break_even_month"), summary_levels[u]))) {
				snprintf(what, sizeof(what), "break-even month, "
				    "%s utilisation", summary_levels[u]);
				change_row(&rows, moved, what, json_object_get(
				    json_object_get(o, "break_even_month"),
				    summary_levels[u]), json_object_get(json_object_get(e,
				    "break_even_month"), summary_levels[u]));
			}
			json_object_foreach((json_t *)ta, k, v) {
				if (same_num(json_object_get(tb, k), v))
					continue;
				snprintf(what, sizeof(what), "total %s, %s "
				    "utilisation", k, summary_levels[u]);
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
			sb_puts(&same, json_array_size(unchanged) > 1 ? ", " : "");
			summary_md(&same, id);
			json_decref(moved);
			sb_free(&rows);
			continue;
		}
		n++;
		/* everything from a summary escaped as in <id>.md */
		sb_puts(md, "## ");
		summary_md(md, id);
		sb_puts(md, "\n\n");
		summary_md(md, summary_str(e, "customer"));
		sb_puts(md, ". Recommendation: ");
		summary_md(md, r2);
		if (strcmp(r1, r2) != 0) {
			sb_puts(md, " (before: ");
			summary_md(md, r1);
			sb_puts(md, ")");
		}
		if (strcmp(summary_status(o), summary_status(e)) != 0) {
			sb_puts(md, "; status ");
			summary_md(md, summary_status(e));
			sb_puts(md, " (before: ");
			summary_md(md, summary_status(o));
			sb_puts(md, ")");
		}
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
		if ((now = find_file(new_, summary_str(o, "file"))) != NULL)
			json_array_append_new(failing, json_pack("{s:s, s:s, s:s}",
			    "id", id, "file", summary_str(o, "file"), "status",
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

			sb_puts(md, "- ");
			summary_md(md, summary_str(f, "id"));
			sb_puts(md, " (");
			summary_md(md, summary_str(f, "file"));
			sb_puts(md, "): ");
			summary_md(md, summary_str(f, "status"));
			sb_putc(md, '\n');
		}
		sb_putc(md, '\n');
	}
	if (json_array_size(added) > 0) {
		sb_puts(md, "## New scenarios\n\n");
		for (i = 0; i < json_array_size(added); i++)
			list_item(md, json_array_get(added, i));
		sb_putc(md, '\n');
	}
	if (json_array_size(removed) > 0) {
		sb_puts(md, "## Removed scenarios\n\n");
		for (i = 0; i < json_array_size(removed); i++)
			list_item(md, json_array_get(removed, i));
		sb_putc(md, '\n');
	}
	sb_printf(md, "## Unchanged\n\n%s\n", json_array_size(unchanged) ?
	    same.s : "none");
	n += json_array_size(added) + json_array_size(removed) +
	    json_array_size(failing);
	*json = json_pack("{s:i, s:s, s:s, s:o, s:o, s:o, s:o, s:o}",
	    "format_version", JSON_FORMAT_VERSION, "prices_as_of_before",
	    summary_str(old, "prices_as_of"), "prices_as_of", summary_str(new_,
	    "prices_as_of"), "changed", changed, "new", added, "removed",
	    removed, "failing", failing, "unchanged", unchanged);
	sb_free(&same);
	return n;
}
