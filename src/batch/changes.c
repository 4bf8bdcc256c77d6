/*
 * changes.c: what changed between two summaries: changes.md and
 * changes.json (see changes.h).
 */
#include "batch/changes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch/summary.h"
#include "render/format.h"
#include "render/json.h"
#include "render/words.h"
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

/* The gpuplan that wrote summary s, for the report: its version and the
 * start of its source id ("0.1.0 (e02930d4482e)"; a summary of a gpuplan
 * that wrote no source id: the version only), into buf. */
static const char *
tool_text(const json_t *s, char *buf, size_t n)
{
	const char *v = summary_str(s, "tool_version");
	const char *id = summary_str(s, "source_id");

	if (id[0] != '\0')
		snprintf(buf, n, "%s (%.12s)", v[0] ? v : "?", id);
	else
		snprintf(buf, n, "%s", v[0] ? v : "?");
	return buf;
}

/* 1 if the summaries were written by different gpuplans: their source
 * ids differ, or only one has one, or (neither has one) their versions
 * differ. */
static int
tool_changed(const json_t *old, const json_t *new_)
{
	const char *a = summary_str(old, "source_id");
	const char *b = summary_str(new_, "source_id");

	if (a[0] != '\0' || b[0] != '\0')
		return strcmp(a, b) != 0;
	return strcmp(summary_str(old, "tool_version"),
	    summary_str(new_, "tool_version")) != 0;
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

/* What a row of the change report holds, for its number format. */
enum row_unit {
	ROW_MONEY,	/* in the proposal's currency */
	ROW_MONTHS,	/* a break-even month; null = never */
	ROW_NUMBER,	/* a plain number (PUE) */
	ROW_SHARE_PCT,	/* a percentage, written as 5 for 5 % */
};

static const char *const row_unit_names[] = {
	[ROW_MONEY] = "money", [ROW_MONTHS] = "months",
	[ROW_NUMBER] = "number", [ROW_SHARE_PCT] = "percent",
};

/* The language and currency a scenario's rows are written in. */
struct row_ctx {
	enum language	 lang;
	enum currency	 cur;
	json_t		*moved;		/* the changes.json entries */
	struct strbuf	*md;		/* the table rows */
};

/* The language of a summary entry ("language"), English if unknown. */
static enum language
entry_language(const json_t *e)
{
	const char *s = summary_str(e, "language");
	int l;

	for (l = 0; l < LANG__MAX; l++)
		if (strcmp(s, language_names[l]) == 0)
			return (enum language)l;
	return LANG_EN;
}

/* The currency of a summary entry ("currency"), EUR if unknown. */
static enum currency
entry_currency(const json_t *e)
{
	const char *s = summary_str(e, "currency");
	int c;

	for (c = 0; c < CUR__MAX; c++)
		if (strcmp(s, currency_names[c]) == 0)
			return (enum currency)c;
	return CUR_EUR;
}

/* A finite number of a summary, or 0 with *ok 0 (null, absent). */
static double
num_of(const json_t *v, int *ok)
{
	*ok = v != NULL && json_is_number(v) && isfinite(json_number_value(v));
	return *ok ? json_number_value(v) : 0;
}

/* Append v of unit u with d decimals in c's language and currency,
 * signed ("+1.500 €") when sign is set; FMT_NA or "never" when !ok. */
static void
put_value(struct strbuf *b, const struct row_ctx *c, enum row_unit u,
    double v, int ok, int d, int sign)
{
	if (!ok) {
		sb_puts(b, u == ROW_MONTHS ? words_phrase(W_CHG_NEVER, c->lang) :
		    FMT_NA);
		return;
	}
	if (sign && v > 0)
		sb_putc(b, '+');
	switch (u) {
	case ROW_MONEY:
		fmt_money(b, v, d, c->cur, c->lang);
		break;
	case ROW_SHARE_PCT:
		fmt_percent(b, v / 100, d, c->lang);
		break;
	case ROW_MONTHS: {
		char *n = fmt_number_s(v, d, c->lang);

		/* a month before, a number of months as the difference */
		sb_printf(b, words_phrase(sign ? W_CHG_MONTHS_DIFF :
		    W_CHG_MONTH_N, c->lang), n);
		free(n);
		break;
	}
	case ROW_NUMBER:
		fmt_number(b, v, d, c->lang);
		break;
	}
}

/*
 * One row of a change table: label (in the proposal's language), the
 * value before (a) and after (b), their difference and the change in
 * per cent of a, each in the proposal's number format; and the same as
 * a changes.json entry: what (the summary's key), label, unit, before,
 * after, difference and change_pct (null where a side is null or a is
 * 0), plus the extra members of `extra` (stolen; may be NULL).
 */
static void
change_row(struct row_ctx *c, const char *what, const char *label,
    enum row_unit u, const json_t *a, const json_t *b, json_t *extra)
{
	int oka, okb, d, pct_ok;
	double va = num_of(a, &oka), vb = num_of(b, &okb), pct = 0;
	json_t *j;

	/* the decimals the values were written with: 0-2 for money, up to
	 * 4 for a price per kWh or GPU-hour; one for months */
	d = u == ROW_MONTHS ? 1 : fmt_fewest_decimals(va, 0, 4);
	if (u != ROW_MONTHS && fmt_fewest_decimals(vb, 0, 4) > d)
		d = fmt_fewest_decimals(vb, 0, 4);
	if (u == ROW_MONEY && d == 1)
		d = 2;		/* cents: "775.614,20 €" */
	pct_ok = oka && okb && va != 0;
	if (pct_ok)
		pct = (vb - va) / fabs(va) * 100;
	sb_puts(c->md, "| ");
	summary_md(c->md, label);
	sb_puts(c->md, " | ");
	put_value(c->md, c, u, va, oka, d, 0);
	sb_puts(c->md, " | ");
	put_value(c->md, c, u, vb, okb, d, 0);
	sb_puts(c->md, " | ");
	if (oka && okb)
		put_value(c->md, c, u, vb - va, 1, d, 1);
	else
		sb_puts(c->md, FMT_NA);
	sb_puts(c->md, " | ");
	if (pct_ok) {
		if (fmt_round(pct, 1) > 0)
			sb_putc(c->md, '+');
		fmt_percent(c->md, pct / 100, 1, c->lang);
	} else
		sb_puts(c->md, FMT_NA);
	sb_puts(c->md, " |\n");
	j = json_pack("{s:s, s:s, s:s, s:O, s:O, s:o, s:o}", "what", what,
	    "label", label, "unit", row_unit_names[u],
	    "before", a ? a : json_null(), "after", b ? b : json_null(),
	    "difference", oka && okb ? json_num(vb - va, 4) : json_null(),
	    "change_pct", pct_ok ? json_num(pct, 2) : json_null());
	if (extra != NULL) {
		json_object_update(j, extra);
		json_decref(extra);
	}
	json_array_append_new(c->moved, j);
}

/* The label of price line k for the GPU named gpu (its catalog name),
 * into buf; its unit in *u. */
static const char *
price_label(const char *k, const char *gpu, enum language l,
    enum row_unit *u, char *buf, size_t n)
{
	static const struct { const char *key; enum word_phrase w;
	    enum row_unit u; } lines[] = {
		{ "gpu_price", W_CHG_GPU_PRICE, ROW_MONEY },
		{ "host_price", W_CHG_HOST_PRICE, ROW_MONEY },
		{ "network_per_node", W_CHG_NETWORK_PRICE, ROW_MONEY },
		{ "cloud_gpu_hour", W_CHG_CLOUD_PRICE, ROW_MONEY },
		{ "energy_price_kwh", W_CHG_ENERGY_PRICE, ROW_MONEY },
		{ "pue", W_CHG_PUE, ROW_NUMBER },
		{ "colocation_kw_month", W_CHG_COLOCATION_PRICE, ROW_MONEY },
		{ "maintenance_pct_year", W_CHG_MAINTENANCE, ROW_SHARE_PCT },
	};
	size_t i;

	for (i = 0; i < sizeof(lines) / sizeof(*lines); i++)
		if (strcmp(k, lines[i].key) == 0) {
			*u = lines[i].u;
			snprintf(buf, n, words_phrase(lines[i].w, l), gpu);
			return buf;
		}
	/* a line of a newer summary format: its key as it is */
	*u = ROW_NUMBER;
	snprintf(buf, n, "%s", k);
	return buf;
}

/* The recommendation of a summary entry as "4 x h100" (by_name 0: the
 * GPU id, for changes.json and comparing) or "4 x NVIDIA H100 ..."
 * (by_name 1, for changes.md, in language l), into buf. */
static const char *
rec_text(const json_t *e, int by_name, enum language l, char *buf, size_t n)
{
	const json_t *rec = json_object_get(e, "recommendation");
	const char *gpu;

	if (rec == NULL || json_is_null(rec)) {
		snprintf(buf, n, "%s (%s)", by_name ? words_phrase(W_CHG_NONE,
		    l) : "none", summary_status(e));
		return buf;
	}
	gpu = summary_str(rec, by_name && *summary_str(rec, "gpu_name") ?
	    "gpu_name" : "gpu");
	snprintf(buf, n, "%lld x %s", (long long)json_integer_value(
	    json_object_get(rec, "gpus")), gpu);
	return buf;
}

/*
 * The language of the report's own parts (headings, the price list):
 * the one every scenario of the new summary is written in, else
 * English.
 */
static enum language
report_language(const json_t *new_)
{
	const json_t *arr = json_object_get(new_, "scenarios");
	enum language l = LANG_EN;
	size_t i;

	for (i = 0; i < json_array_size(arr); i++) {
		enum language x = entry_language(json_array_get(arr, i));

		if (i > 0 && x != l)
			return LANG_EN;
		l = x;
	}
	return l;
}

/* The key of a catalog_prices line: line, gpu, tier, host and
 * commitment joined by "|" (each a plain key: summary_load checked). */
static void
price_key(const json_t *p, char *buf, size_t n)
{
	snprintf(buf, n, "%s|%s|%s|%s|%s", summary_str(p, "line"),
	    summary_str(p, "gpu"), summary_str(p, "tier"),
	    summary_str(p, "host"), summary_str(p, "commitment"));
}

/* The catalog_prices line of list a with this key, or NULL. */
static const json_t *
find_price(const json_t *a, const char *key)
{
	char k[256];
	size_t i;

	for (i = 0; i < json_array_size(a); i++) {
		price_key(json_array_get(a, i), k, sizeof(k));
		if (strcmp(k, key) == 0)
			return json_array_get(a, i);
	}
	return NULL;
}

/* The label of the catalog_prices line p in language l, into buf; its
 * unit in *u. */
static const char *
catalog_price_label(const json_t *p, enum language l, enum row_unit *u,
    char *buf, size_t n)
{
	const char *line = summary_str(p, "line"), *s;
	char what[200];
	int k;

	if (strcmp(line, "host_price") == 0) {
		s = summary_str(p, "host");
		for (k = 0; k < HOST__MAX; k++)
			if (strcmp(s, host_class_names[k]) == 0)
				s = words_host_class((enum host_class)k, l);
		*u = ROW_MONEY;
		snprintf(buf, n, words_phrase(W_CHG_HOST_CLASS_PRICE, l), s);
		return buf;
	}
	if (strcmp(line, "commit_discount_pct") == 0) {
		s = summary_str(p, "commitment");
		for (k = 0; k < COMMIT__MAX; k++)
			if (strcmp(s, commitment_names[k]) == 0)
				s = words_commitment((enum commitment)k, l);
		*u = ROW_SHARE_PCT;
		snprintf(buf, n, words_phrase(W_CHG_COMMIT_DISCOUNT, l), s);
		return buf;
	}
	s = summary_str(p, "gpu_name");
	if (strcmp(line, "cloud_gpu_hour") == 0) {
		const char *t = summary_str(p, "tier");

		for (k = 0; k < TIER__MAX; k++)
			if (strcmp(t, cloud_tier_names[k]) == 0)
				t = words_cloud_tier((enum cloud_tier)k, l);
		snprintf(what, sizeof(what), "%s, %s", s, t);
		s = what;
	}
	return price_label(line, s, l, u, buf, n);
}

/* What a changes.json entry of price line p carries beside its values:
 * the line's members without its amount (new reference). */
static json_t *
price_extra(const json_t *p)
{
	json_t *x = json_deep_copy(p);

	json_object_del(x, "amount");
	return x;
}

/* The currency named s (a currency_names entry), or -1. */
static int
currency_of(const char *s)
{
	int c;

	for (c = 0; c < CUR__MAX; c++)
		if (strcmp(s, currency_names[c]) == 0)
			return c;
	return -1;
}

/*
 * The lines of the price list (summary.json catalog_prices) whose
 * amount moved between old and new_, or that one side lacks (purchase
 * prices excepted: the dropped and added lists say those), as a table
 * in language l into md and as changes.json entries into moved; a line
 * whose currency changed shows both values and no difference.  Returns
 * the count of lines.  Nothing when either summary predates the list.
 */
static size_t
catalog_price_changes(const json_t *old, const json_t *new_, enum language l,
    struct strbuf *md, json_t *moved)
{
	const json_t *po = json_object_get(old, "catalog_prices");
	const json_t *pn = json_object_get(new_, "catalog_prices");
	struct strbuf rows = STRBUF_INIT;
	struct row_ctx rc;
	size_t i, n = 0;
	int pass;

	if (!json_is_array(po) || !json_is_array(pn))
		return 0;
	rc.lang = l;
	rc.moved = moved;
	rc.md = &rows;
	/* pass 0: the new list's lines; pass 1: the old one's it lost */
	for (pass = 0; pass < 2; pass++) {
		const json_t *here = pass == 0 ? pn : po;
		const json_t *there = pass == 0 ? po : pn;

		for (i = 0; i < json_array_size(here); i++) {
			const json_t *p = json_array_get(here, i), *q, *a, *b;
			char key[256], label[320], what[96];
			enum row_unit u;
			int ca, cb;

			price_key(p, key, sizeof(key));
			q = find_price(there, key);
			if ((pass == 1 && q != NULL) || (q == NULL &&
			    strcmp(summary_str(p, "line"), "gpu_price") == 0))
				continue;
			a = pass == 0 ? q : p;	/* before */
			b = pass == 0 ? p : q;	/* after */
			ca = a ? currency_of(summary_str(a, "currency")) : -1;
			cb = b ? currency_of(summary_str(b, "currency")) : -1;
			if (a != NULL && b != NULL && ca == cb && same_num(
			    json_object_get(a, "amount"),
			    json_object_get(b, "amount")))
				continue;
			catalog_price_label(p, l, &u, label, sizeof(label));
			snprintf(what, sizeof(what), "price: %s",
			    summary_str(p, "line"));
			rc.cur = (enum currency)(cb >= 0 ? cb : ca >= 0 ? ca :
			    CUR_EUR);
			if (a != NULL && b != NULL && ca != cb) {
				/* no difference across currencies */
				rc.cur = (enum currency)(ca >= 0 ? ca : CUR_EUR);
				change_row(&rc, what, label, u,
				    json_object_get(a, "amount"), NULL,
				    price_extra(p));
				rc.cur = (enum currency)(cb >= 0 ? cb : CUR_EUR);
				change_row(&rc, what, label, u, NULL,
				    json_object_get(b, "amount"),
				    price_extra(p));
			} else
				change_row(&rc, what, label, u,
				    a ? json_object_get(a, "amount") : NULL,
				    b ? json_object_get(b, "amount") : NULL,
				    price_extra(p));
			n++;
		}
	}
	if (n > 0) {
		sb_printf(md, "%s\n\n%s\n\n%s\n| --- | ---: | ---: | ---: | "
		    "---: |\n", words_phrase(W_CHG_PRICES_HEAD, l),
		    words_phrase(W_CHG_PRICES_LEAD, l),
		    words_phrase(W_CHG_TABLE_HEAD, l));
		sb_add(md, rows.s, rows.len);
		sb_putc(md, '\n');
	}
	sb_free(&rows);
	return n;
}

/* "- ID" and a newline, the id escaped. */
static void
list_item(struct strbuf *md, const json_t *id)
{
	sb_puts(md, "- ");
	summary_md(md, json_string_value(id) ? json_string_value(id) : "");
	sb_putc(md, '\n');
}

/* 1 if the array a holds the string s. */
static int
has_str(const json_t *a, const char *s)
{
	size_t i;

	for (i = 0; i < json_array_size(a); i++)
		if (strcmp(json_string_value(json_array_get(a, i)), s) == 0)
			return 1;
	return 0;
}

/*
 * The GPUs whose purchase price the new price file dropped (priced
 * before, not now) into dropped, and those it added into repriced, as
 * ids (summary_load validated them).  Nothing when either summary
 * predates priced_gpus.
 */
static void
priced_diff(const json_t *old, const json_t *new_, json_t *dropped,
    json_t *repriced)
{
	const json_t *po = json_object_get(old, "priced_gpus");
	const json_t *pn = json_object_get(new_, "priced_gpus");
	size_t i;

	if (!json_is_array(po) || !json_is_array(pn))
		return;
	for (i = 0; i < json_array_size(po); i++)
		if (!has_str(pn, json_string_value(json_array_get(po, i))))
			json_array_append(dropped, json_array_get(po, i));
	for (i = 0; i < json_array_size(pn); i++)
		if (!has_str(po, json_string_value(json_array_get(pn, i))))
			json_array_append(repriced, json_array_get(pn, i));
}

size_t
summary_changes(const json_t *old, const json_t *new_, json_t **json,
    struct strbuf *md)
{
	const json_t *na = json_object_get(new_, "scenarios");
	const json_t *oa = json_object_get(old, "scenarios");
	json_t *changed = json_array(), *unchanged = json_array(),
	    *added = json_array(), *removed = json_array(),
	    *failing = json_array(), *dropped = json_array(),
	    *repriced = json_array();
	json_t *price_moves = json_array();
	struct strbuf same = STRBUF_INIT, d1 = STRBUF_INIT, d2 = STRBUF_INIT,
	    intro = STRBUF_INIT;
	enum language rl = report_language(new_);
	size_t i, n = 0;
	int u, other_tool = tool_changed(old, new_);
	char *n1, *n2;

	/* dates and counts as the report's language writes them */
	fmt_date(&d1, summary_str(new_, "prices_as_of"), rl);
	fmt_date(&d2, summary_str(old, "prices_as_of"), rl);
	n1 = fmt_number_s((double)json_array_size(na), 0, rl);
	n2 = fmt_number_s((double)json_array_size(oa), 0, rl);
	sb_printf(&intro, words_phrase(W_CHG_INTRO, rl), d1.s ? d1.s : "",
	    d2.s ? d2.s : "", n1, n2);
	sb_printf(md, "%s\n\n", words_phrase(W_CHG_HEAD, rl));
	summary_md(md, intro.s);
	sb_puts(md, "\n\n");
	if (other_tool) {
		/* the versions come from the summaries: escaped with the rest */
		struct strbuf tool = STRBUF_INIT;
		char t1[64], t2[64];

		sb_printf(&tool, words_phrase(W_CHG_TOOL_CHANGED, rl),
		    tool_text(new_, t1, sizeof(t1)), tool_text(old, t2,
		    sizeof(t2)));
		summary_md(md, tool.s);
		sb_puts(md, "\n\n");
		sb_free(&tool);
	}
	free(n1);
	free(n2);
	sb_free(&d1);
	sb_free(&d2);
	sb_free(&intro);
	n += catalog_price_changes(old, new_, rl, md, price_moves);
	for (i = 0; i < json_array_size(na); i++) {
		const json_t *e = json_array_get(na, i), *o;
		const char *id = json_string_value(json_object_get(e, "id"));
		json_t *moved;
		struct strbuf rows = STRBUF_INIT;
		struct row_ctx rc;
		char r1[128], r2[128], m1[200], m2[200], what[96];
		const char *k, *gpu_now, *gpu_before;
		json_t *v;

		if (id == NULL)
			continue;
		if ((o = find(old, id)) == NULL) {
			json_array_append_new(added, json_string(id));
			continue;
		}
		moved = json_array();
		rc.lang = entry_language(e);
		rc.cur = entry_currency(e);
		rc.moved = moved;
		rc.md = &rows;
		gpu_now = summary_str(json_object_get(e, "recommendation"),
		    "gpu_name");
		gpu_before = summary_str(json_object_get(o, "recommendation"),
		    "gpu_name");
		rec_text(o, 1, rc.lang, m1, sizeof(m1));
		rec_text(e, 1, rc.lang, m2, sizeof(m2));
		if (strcmp(rec_text(o, 0, rc.lang, r1, sizeof(r1)), rec_text(e,
		    0, rc.lang, r2, sizeof(r2))) != 0)
			json_array_append_new(moved, json_pack("{s:s, s:s, s:s}",
			    "what", "recommendation", "before", r1, "after", r2));
		/* the price lines first: they are what moved; then what
		 * they moved in the proposal */
		json_object_foreach(json_object_get(e, "prices"), k, v) {
			const json_t *pb = json_object_get(json_object_get(o,
			    "prices"), k);
			enum row_unit unit;
			char label[256], gpu[160];
			json_t *x;

			int of_gpu = strcmp(k, "energy_price_kwh") != 0 &&
			    strcmp(k, "pue") != 0 &&
			    strcmp(k, "colocation_kw_month") != 0 &&
			    strcmp(k, "maintenance_pct_year") != 0;

			if (same_num(pb, v))
				continue;
			/* a price of the recommended system: only while the
			 * GPU stays; when it changed, the old and the new
			 * GPU's prices are different things (the price list
			 * above says what moved) */
			if (of_gpu && *gpu_before && strcmp(gpu_before,
			    gpu_now) != 0)
				continue;
			snprintf(gpu, sizeof(gpu), "%s", gpu_now);
			price_label(k, gpu, rc.lang, &unit, label,
			    sizeof(label));
			snprintf(what, sizeof(what), "price: %s", k);
			x = json_pack("{s:s}", "price", k);
			if (of_gpu)
				json_object_set_new(x, "gpu", json_string(
				    summary_str(json_object_get(e,
				    "recommendation"), "gpu")));
			change_row(&rc, what, label, unit, pb, v, x);
		}
		if (!same_num(json_object_get(o, "capex"),
		    json_object_get(e, "capex")))
			change_row(&rc, "capex", words_phrase(W_CHG_CAPEX,
			    rc.lang), ROW_MONEY, json_object_get(o, "capex"),
			    json_object_get(e, "capex"), NULL);
		for (u = 0; u < 3; u++) {
			const json_t *tb = json_object_get(json_object_get(o,
			    "totals"), summary_levels[u]);
			const json_t *ta = json_object_get(json_object_get(e,
			    "totals"), summary_levels[u]);
			const char *lw = words_util_level((enum util_level)u,
			    rc.lang);
			char label[256];

			json_object_foreach((json_t *)ta, k, v) {
				int m;

				if (same_num(json_object_get(tb, k), v))
					continue;
				for (m = 0; m < OP__MAX; m++)
					if (strcmp(k, op_model_names[m]) == 0)
						break;
				snprintf(what, sizeof(what), "total %s, %s "
				    "utilisation", k, summary_levels[u]);
				snprintf(label, sizeof(label), words_phrase(
				    W_CHG_TOTAL, rc.lang), m < OP__MAX ?
				    words_op_model((enum op_model)m, rc.lang) :
				    k, lw);
				change_row(&rc, what, label, ROW_MONEY,
				    json_object_get(tb, k), v, json_pack(
				    "{s:s, s:s}", "model", k, "utilisation",
				    summary_levels[u]));
			}
			if (!same_num(json_object_get(json_object_get(o,
			    "break_even_month"), summary_levels[u]),
			    json_object_get(json_object_get(e,
			    "break_even_month"), summary_levels[u]))) {
				snprintf(what, sizeof(what), "break-even month, "
				    "%s utilisation", summary_levels[u]);
				snprintf(label, sizeof(label), words_phrase(
				    W_CHG_BREAK_EVEN, rc.lang), lw);
				change_row(&rc, what, label, ROW_MONTHS,
				    json_object_get(json_object_get(o,
				    "break_even_month"), summary_levels[u]),
				    json_object_get(json_object_get(e,
				    "break_even_month"), summary_levels[u]),
				    json_pack("{s:s}", "utilisation",
				    summary_levels[u]));
			}
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
		sb_printf(md, ". %s: ", words_phrase(W_CHG_RECOMMENDATION,
		    rc.lang));
		summary_md(md, m2);
		if (strcmp(r1, r2) != 0) {
			sb_printf(md, " (%s: ", words_phrase(W_CHG_BEFORE,
			    rc.lang));
			summary_md(md, m1);
			sb_puts(md, ")");
		}
		if (strcmp(summary_status(o), summary_status(e)) != 0) {
			sb_printf(md, "; %s ", words_phrase(W_CHG_STATUS,
			    rc.lang));
			summary_md(md, summary_status(e));
			sb_printf(md, " (%s: ", words_phrase(W_CHG_BEFORE,
			    rc.lang));
			summary_md(md, summary_status(o));
			sb_puts(md, ")");
		}
		sb_puts(md, ".\n\n");
		if (rows.len > 0) {
			sb_printf(md, "%s\n| --- | ---: | ---: | ---: | ---: |\n",
			    words_phrase(W_CHG_TABLE_HEAD, rc.lang));
			sb_add(md, rows.s, rows.len);
			sb_putc(md, '\n');
		}
		json_array_append_new(changed, json_pack("{s:s, s:s, s:s, s:s, "
		    "s:s, s:o}", "id", id, "language", language_names[rc.lang],
		    "currency", currency_names[rc.cur], "status_before",
		    summary_status(o), "status", summary_status(e), "changes",
		    moved));
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
		sb_printf(md, "%s\n\n%s\n\n", words_phrase(W_CHG_FAILING_HEAD,
		    rl), words_phrase(W_CHG_FAILING_LEAD, rl));
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
	priced_diff(old, new_, dropped, repriced);
	if (json_array_size(dropped) > 0) {
		sb_printf(md, "%s\n\n%s\n\n", words_phrase(W_CHG_DROPPED_HEAD,
		    rl), words_phrase(W_CHG_DROPPED_LEAD, rl));
		for (i = 0; i < json_array_size(dropped); i++)
			list_item(md, json_array_get(dropped, i));
		sb_putc(md, '\n');
	}
	if (json_array_size(repriced) > 0) {
		sb_printf(md, "%s\n\n%s\n\n", words_phrase(W_CHG_ADDED_HEAD,
		    rl), words_phrase(W_CHG_ADDED_LEAD, rl));
		for (i = 0; i < json_array_size(repriced); i++)
			list_item(md, json_array_get(repriced, i));
		sb_putc(md, '\n');
	}
	if (json_array_size(added) > 0) {
		sb_printf(md, "%s\n\n", words_phrase(W_CHG_NEW_HEAD, rl));
		for (i = 0; i < json_array_size(added); i++)
			list_item(md, json_array_get(added, i));
		sb_putc(md, '\n');
	}
	if (json_array_size(removed) > 0) {
		sb_printf(md, "%s\n\n", words_phrase(W_CHG_REMOVED_HEAD, rl));
		for (i = 0; i < json_array_size(removed); i++)
			list_item(md, json_array_get(removed, i));
		sb_putc(md, '\n');
	}
	sb_printf(md, "%s\n\n%s\n", words_phrase(W_CHG_UNCHANGED_HEAD, rl),
	    json_array_size(unchanged) ? same.s : words_phrase(W_CHG_NONE,
	    rl));
	n += json_array_size(added) + json_array_size(removed) +
	    json_array_size(failing) + json_array_size(dropped) +
	    json_array_size(repriced);
	*json = json_pack("{s:i, s:s, s:b, s:s, s:s, s:o, s:o, s:o, s:o, s:o, "
	    "s:o, s:o, s:o}",
	    "format_version", JSON_FORMAT_VERSION, "language",
	    language_names[rl], "tool_changed", other_tool,
	    "prices_as_of_before",
	    summary_str(old, "prices_as_of"), "prices_as_of", summary_str(new_,
	    "prices_as_of"), "prices_changed", price_moves, "prices_dropped",
	    dropped, "prices_added", repriced, "changed", changed, "new", added, "removed",
	    removed, "failing", failing, "unchanged", unchanged);
	sb_free(&same);
	return n;
}
