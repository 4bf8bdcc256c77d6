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

#include "input/bind.h"
#include "render/format.h"
#include "render/json.h"
#include "render/template.h"
#include "util/alloc.h"
#include "util/fsout.h"
#include "model/catalog.h"
#include "version.h"

const char *const summary_levels[3] = { "low", "medium", "high" };

const char *
summary_status(const json_t *e)
{
	const char *s = json_string_value(json_object_get(e, "status"));

	return s ? s : "error";
}

void
summary_md(struct strbuf *md, const char *s)
{
	template_escape_md(md, s, strlen(s));
}

const char *
summary_str(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

json_t *
summary_new(json_t *entries, const char *prices_as_of,
    const json_t *priced, const json_t *prices)
{
	size_t i, failed = 0;
	json_t *s;

	for (i = 0; i < json_array_size(entries); i++)
		if (strcmp(summary_status(json_array_get(entries, i)), "ok") != 0)
			failed++;
	s = json_pack("{s:i, s:s, s:s, s:o}",
	    "format_version", JSON_FORMAT_VERSION, "tool_version",
	    GPUPLAN_VERSION, "prices_as_of", prices_as_of ? prices_as_of : "",
	    "priced_gpus", priced ? json_deep_copy(priced) : json_array());
	if (prices != NULL)
		json_object_set_new(s, "catalog_prices", json_deep_copy(prices));
	json_object_set(s, "scenarios", entries);
	json_object_set_new(s, "built",
	    json_integer((json_int_t)(json_array_size(entries) - failed)));
	json_object_set_new(s, "failed", json_integer((json_int_t)failed));
	return s;
}

/* Append the price line p (when set) to a: {line, amount, currency}
 * and the members of `with` (stolen). */
static void
price_line(json_t *a, const char *line, const struct price *p, json_t *with)
{
	json_t *o;

	if (!p->set) {
		json_decref(with);
		return;
	}
	o = json_pack("{s:s}", "line", line);
	json_object_update(o, with);
	json_decref(with);
	json_object_set_new(o, "amount", json_num(p->amount, 4));
	json_object_set_new(o, "currency", json_string(
	    currency_names[p->currency]));
	json_array_append_new(a, o);
}

json_t *
summary_catalog_prices(const struct catalog *cat)
{
	const struct prices *p = &cat->prices;
	json_t *a = json_array();
	size_t i;
	int k;

	for (i = 0; i < cat->n_gpus; i++) {
		price_line(a, "gpu_price", &p->gpu[i].purchase, json_pack(
		    "{s:s, s:s}", "gpu", cat->gpus[i].id, "gpu_name",
		    cat->gpus[i].name));
		for (k = 0; k < TIER__MAX; k++)
			price_line(a, "cloud_gpu_hour", &p->gpu[i].cloud[k],
			    json_pack("{s:s, s:s, s:s}", "gpu",
			    cat->gpus[i].id, "gpu_name", cat->gpus[i].name,
			    "tier", cloud_tier_names[k]));
	}
	for (k = 0; k < HOST__MAX; k++)
		price_line(a, "host_price", &p->host[k], json_pack("{s:s}",
		    "host", host_class_names[k]));
	price_line(a, "network_per_node", &p->network_per_node, json_object());
	for (k = 0; k < COMMIT__MAX; k++)
		price_line(a, "commit_discount_pct", &p->commit_discount_pct[k],
		    json_pack("{s:s}", "commitment", commitment_names[k]));
	price_line(a, "energy_price_kwh", &p->energy_price_kwh, json_object());
	price_line(a, "pue", &p->pue, json_object());
	price_line(a, "colocation_kw_month", &p->colocation_kw_month,
	    json_object());
	price_line(a, "maintenance_pct_year", &p->maintenance_pct_year,
	    json_object());
	return a;
}

/* "12.35", "never" or "–" for a break-even value (months): as
 * summary.json holds it (2 decimals), not rounded again, since a second
 * rounding of 40.65 could disagree with the proposal's 40.6 (40.648). */
static void
be_cell(struct strbuf *b, const json_t *v, int have_rec)
{
	if (v == NULL || json_is_null(v))
		sb_puts(b, have_rec ? "never" : "–");
	else
		fmt_decimal(b, json_number_value(v), 2, 1);
}

/* The head of index.md. */
static void
index_head(struct strbuf *md, size_t n, const char *as_of)
{
	sb_puts(md, "# gpuplan: proposals\n\n");
	sb_printf(md, "%zu scenarios, prices as of ", n);
	summary_md(md, as_of);
	sb_puts(md, ". Break-even: the month in "
	    "which owning costs no more than renting (cumulative), per "
	    "utilisation scenario; \"never\" = not within the horizon.\n\n");
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

	/* customer text escaped as in <id>.md; a link only to a valid id
	 * (summary_load refuses others) */
	if (id != NULL && id_valid(id) && strcmp(summary_status(e), "ok") == 0)
		sb_printf(md, "| [%s](%s.md) | ", id, id);
	else {
		sb_puts(md, "| ");
		summary_md(md, id ? id : summary_str(e, "file"));
		sb_puts(md, " | ");
	}
	summary_md(md, summary_str(e, "customer"));
	sb_puts(md, " | ");
	if (rec != NULL && !json_is_null(rec)) {
		sb_printf(md, "%lld x ",
		    (long long)json_integer_value(json_object_get(rec, "gpus")));
		summary_md(md, summary_str(rec, "gpu"));
		sb_puts(md, " | ");
		fmt_decimal(md, json_number_value(json_object_get(e, "capex")),
		    0, 0);
		sb_puts(md, " ");
		summary_md(md, summary_str(e, "currency"));
		sb_puts(md, " | ");
	} else
		sb_puts(md, "– | – | ");
	for (u = 0; u < 3; u++) {
		be_cell(md, json_object_get(be, summary_levels[u]), rec != NULL &&
		    !json_is_null(rec));
		sb_puts(md, " | ");
	}
	summary_md(md, summary_status(e));
	sb_puts(md, " |\n");
}

/* Write what the stream's JSON writer made so far to summary.json. */
static void
jb_flush(struct summary_stream *ss)
{
	if (ss->fp[0] != NULL && ss->jb.len > 0)
		fwrite(ss->jb.s, 1, ss->jb.len, ss->fp[0]);
	sb_reset(&ss->jb);
}

int
summary_stream_open(struct summary_stream *ss, const struct outdir *od,
    size_t n, const char *prices_as_of, const json_t *priced,
    const json_t *prices)
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
	/* the layout of json_dump_to(summary_new()), member by member */
	jw_init(&ss->jw, &ss->jb, 0);
	jw_open(&ss->jw, NULL, '{');
	jw_int(&ss->jw, "format_version", JSON_FORMAT_VERSION);
	jw_str(&ss->jw, "tool_version", GPUPLAN_VERSION);
	jw_str(&ss->jw, "prices_as_of", prices_as_of ? prices_as_of : "");
	if (priced != NULL)
		jw_value(&ss->jw, "priced_gpus", priced);
	else {
		jw_open(&ss->jw, "priced_gpus", '[');
		jw_close(&ss->jw, ']');
	}
	if (prices != NULL)
		jw_value(&ss->jw, "catalog_prices", prices);
	jw_open(&ss->jw, "scenarios", '[');
	jb_flush(ss);
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
	jw_raw(&ss->jw, NULL, member, strlen(member));
	jb_flush(ss);
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
	sb_free(&ss->jb);
	memset(ss, 0, sizeof(*ss));
}

int
summary_stream_close(struct summary_stream *ss)
{
	static const char *const names[2] = { "summary.json", "index.md" };
	int k, rc = 0, e = 0;

	if (ss->fp[0] != NULL) {
		jw_close(&ss->jw, ']');
		jw_int(&ss->jw, "built", (long long)(ss->n - ss->failed));
		jw_int(&ss->jw, "failed", (long long)ss->failed);
		jw_close(&ss->jw, '}');
		sb_putc(&ss->jb, '\n');
		jb_flush(ss);
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
	    json_string_value(json_object_get(summary, "prices_as_of")),
	    json_object_get(summary, "priced_gpus"),
	    json_object_get(summary, "catalog_prices")) != 0)
		return -1;
	for (i = 0; i < json_array_size(arr); i++)
		summary_stream_add(&ss, json_array_get(arr, i),
		    strcmp(summary_status(json_array_get(arr, i)), "ok") == 0);
	return summary_stream_close(&ss);
}

/* 1 if s is a key gpuplan writes: 1 to 40 of [a-z0-9_-]. */
static int
plain_key(const char *s)
{
	size_t n;

	for (n = 0; s[n] != '\0'; n++)
		if (!((s[n] >= 'a' && s[n] <= 'z') || (s[n] >= '0' && s[n] <= '9') ||
		    s[n] == '_' || s[n] == '-'))
			return 0;
	return n >= 1 && n <= 40;
}

/* 1 if every key of object o (may be absent or null) is plain_key. */
static int
plain_keys(const json_t *o)
{
	const char *k;
	json_t *v;

	if (o == NULL || json_is_null(o))
		return 1;
	if (!json_is_object(o))
		return 0;
	json_object_foreach((json_t *)o, k, v)
		if (!plain_key(k))
			return 0;
	return 1;
}

/* 1 if member k of o is absent or a plain_key string. */
static int
plain_member(const json_t *o, const char *k)
{
	const json_t *v = json_object_get(o, k);

	return v == NULL || (json_is_string(v) &&
	    plain_key(json_string_value(v)));
}

/* 1 if v is the name of a currency gpuplan knows. */
static int
known_currency(const json_t *v)
{
	int c;

	for (c = 0; c < CUR__MAX && json_is_string(v); c++)
		if (strcmp(json_string_value(v), currency_names[c]) == 0)
			return 1;
	return 0;
}

/* NULL if the price list p (catalog_prices; absent in summaries before
 * it) looks as summary_catalog_prices writes it, else what is wrong. */
static const char *
prices_invalid(const json_t *p)
{
	size_t i;

	if (p == NULL)
		return NULL;
	if (!json_is_array(p))
		return "catalog_prices that is not a list";
	for (i = 0; i < json_array_size(p); i++) {
		const json_t *x = json_array_get(p, i), *g;

		if (!json_is_object(x) || !json_is_string(json_object_get(x,
		    "line")) || !plain_member(x, "line") ||
		    !plain_member(x, "tier") || !plain_member(x, "host") ||
		    !plain_member(x, "commitment") ||
		    !known_currency(json_object_get(x, "currency")) ||
		    !json_is_number(json_object_get(x, "amount")))
			return "a catalog price that gpuplan does not write";
		g = json_object_get(x, "gpu");
		if (g != NULL && (!json_is_string(g) ||
		    !id_valid(json_string_value(g))))
			return "a catalog price whose GPU is not a catalog id";
		g = json_object_get(x, "gpu_name");
		if (g != NULL && !json_is_string(g))
			return "a catalog price whose GPU name is not text";
	}
	return NULL;
}

/*
 * NULL if every entry of summary s looks as gpuplan writes it, else what
 * is wrong (a static string, no text from the file): ids and GPU ids
 * match the loader's id pattern, statuses are known words, the keys that
 * become table text are plain.  What is only text (customer, file) is
 * escaped wherever it is written.
 */
static const char *
entries_invalid(const json_t *s)
{
	static const char *const statuses[] = { "ok", "infeasible", "error",
	    "io-error" };
	const json_t *arr = json_object_get(s, "scenarios");
	const json_t *up = json_object_get(s, "priced_gpus");
	const char *bad;
	size_t i, k;

	/* absent in summaries of gpuplan before 0.x: nothing to compare */
	if (up != NULL && !json_is_array(up))
		return "priced_gpus that is not a list";
	for (i = 0; i < json_array_size(up); i++)
		if (!json_is_string(json_array_get(up, i)) ||
		    !id_valid(json_string_value(json_array_get(up, i))))
			return "a priced GPU that is not a catalog id";
	if ((bad = prices_invalid(json_object_get(s, "catalog_prices"))) != NULL)
		return bad;

	for (i = 0; i < json_array_size(arr); i++) {
		const json_t *e = json_array_get(arr, i), *id, *st, *rec, *tot;
		const char *key;
		json_t *v;

		if (!json_is_object(e))
			return "an entry that is not an object";
		id = json_object_get(e, "id");
		if (id != NULL && !json_is_null(id) && (!json_is_string(id) ||
		    !id_valid(json_string_value(id))))
			return "an id that is not a scenario id "
			    "([a-z0-9][a-z0-9-]{0,63})";
		st = json_object_get(e, "status");
		for (k = 0; json_is_string(st) && k < 4; k++)
			if (strcmp(json_string_value(st), statuses[k]) == 0)
				break;
		if (!json_is_string(st) || k == 4)
			return "a status other than ok, infeasible, error or "
			    "io-error";
		rec = json_object_get(e, "recommendation");
		if (rec != NULL && !json_is_null(rec) && (!json_is_object(rec) ||
		    !json_is_string(json_object_get(rec, "gpu")) ||
		    !id_valid(json_string_value(json_object_get(rec, "gpu")))))
			return "a recommendation without a valid GPU id";
		tot = json_object_get(e, "totals");
		if (!plain_keys(tot) || !plain_keys(json_object_get(e, "prices")) ||
		    !plain_keys(json_object_get(e, "break_even_month")))
			return "a key that gpuplan does not write";
		if (tot != NULL && json_is_object(tot))
			json_object_foreach((json_t *)tot, key, v)
				if (!plain_keys(v))
					return "a key that gpuplan does not write";
	}
	return NULL;
}

json_t *
summary_load(const char *path)
{
	json_error_t err;
	json_t *j;
	const char *bad;
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
	if ((bad = entries_invalid(j)) != NULL) {
		fprintf(stderr, "%s: error: not a summary gpuplan wrote: %s; "
		    "refusing to read it [bad-reference]\n", path, bad);
		json_decref(j);
		return NULL;
	}
	return j;
}
