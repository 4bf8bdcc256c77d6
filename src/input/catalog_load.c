/*
 * catalog_load.c: the catalog schema (docs/catalog-format.md) and its
 * checks, on the same binder as scenarios.
 */
#include "input/catalog_load.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "input/bind.h"
#include "input/price_check.h"
#include "util/alloc.h"
#include "util/digest.h"
#include "util/selfpath.h"

#ifndef GPUPLAN_DATADIR
#define GPUPLAN_DATADIR "/usr/local/share/gpuplan"
#endif

#define CATALOG_FORMAT_VERSION 1
#define MAX_ENTRIES 1000

/* The header every catalog file starts with. */
struct header {
	int	kind;
	int	format;
};

static const char *const kind_names[] = { "gpus", "models", "prices", NULL };

/* Check catalog: and format: of a file; 1 if it is the wanted kind. */
static int
check_header(struct bind_ctx *ctx, const struct ynode *root, int want)
{
	static const struct field hf[] = {
		{ "catalog", bind_word, offsetof(struct header, kind), 0, 0, F_REQUIRED, kind_names, 0, 0, NULL, NULL },
		{ "format", bind_int, offsetof(struct header, format), -1e9, 1e9, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	};
	struct header h = { -1, 0 };
	const struct ynode *k = ynode_get(root, "catalog");
	const struct ynode *f = ynode_get(root, "format");
	size_t mark;
	int ok = 1;

	if (k == NULL || f == NULL) {
		bind_report(ctx, root, D_MISSING_KEY, "a catalog file starts "
		    "with 'catalog: %s' and 'format: 1'", kind_names[want]);
		return 0;
	}
	mark = bind_path_push(ctx, "catalog", 0);
	ok &= bind_word(ctx, k, &h, &hf[0]);
	bind_path_pop(ctx, mark);
	mark = bind_path_push(ctx, "format", 0);
	ok &= bind_int(ctx, f, &h, &hf[1]);
	bind_path_pop(ctx, mark);
	if (!ok)
		return 0;
	if (h.kind != want) {
		bind_report(ctx, k, D_BAD_VALUE, "this is a '%s' catalog where a "
		    "'%s' catalog is expected", kind_names[h.kind],
		    kind_names[want]);
		return 0;
	}
	if (h.format != CATALOG_FORMAT_VERSION) {
		bind_report(ctx, f, D_BAD_VERSION, "catalog format %d is not "
		    "supported; this gpuplan reads format %d", h.format,
		    CATALOG_FORMAT_VERSION);
		return 0;
	}
	return 1;
}

/* Parse a document, check its header; returns the doc or NULL.  sum
 * gets the hex SHA-256 of the file's bytes as read (what a build's input
 * digest covers, so that the file is read once). */
static struct ydoc *
open_catalog_file(const char *path, int kind, char sum[DIGEST_HEX_LEN + 1],
    struct diag_list *dl, enum yload_status *status)
{
	struct ydoc *doc;
	struct bind_ctx ctx;
	enum yload_status st = ydoc_load_file(path, &doc, dl);

	if (st != YLOAD_OK) {
		if (status && st == YLOAD_IO)
			*status = YLOAD_IO;
		return NULL;
	}
	digest_bytes_hex(doc->text, doc->len, sum);
	memset(&ctx, 0, sizeof(ctx));
	ctx.doc = doc;
	ctx.dl = dl;
	if (doc->root == NULL || doc->root->kind != YN_MAP) {
		diag_add(dl, D_WRONG_TYPE, path, doc->text, doc->len,
		    doc->root ? doc->root->line : 0, doc->root ? doc->root->col :
		    0, "a catalog file is a mapping starting with 'catalog: %s'",
		    kind_names[kind]);
		ydoc_free(doc);
		return NULL;
	}
	if (!check_header(&ctx, doc->root, kind)) {
		ydoc_free(doc);
		return NULL;
	}
	return doc;
}

/* The list under key `key` of a catalog root, or NULL after a finding. */
static const struct ynode *
entry_list(struct bind_ctx *ctx, const char *key)
{
	const struct ynode *n = ynode_get(ctx->doc->root, key);
	size_t i;
	int bad = 0;

	for (i = 0; i < ctx->doc->root->n; i++) {
		const struct ynode *k = ctx->doc->root->pairs[i].key;

		if (k->kind == YN_SCALAR && (strcmp(k->str, key) == 0 ||
		    strcmp(k->str, "catalog") == 0 ||
		    strcmp(k->str, "format") == 0))
			continue;
		bind_report(ctx, k, D_UNKNOWN_KEY, "unknown key '%.60s' in a "
		    "%s catalog", k->kind == YN_SCALAR ? k->str : "?", key);
		bad = 1;
	}
	if (n == NULL) {
		bind_report(ctx, ctx->doc->root, D_MISSING_KEY, "the required "
		    "key '%s' is missing; add it", key);
		return NULL;
	}
	if (n->kind != YN_SEQ || n->n == 0 || n->n > MAX_ENTRIES) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a list of 1 to %d "
		    "entries", key, MAX_ENTRIES);
		return NULL;
	}
	return bad ? NULL : n;
}

/* ---- gpus.yaml ---- */

static const struct field tflops_fields[] = {
	{ "fp64", bind_number, offsetof(struct gpu_tflops, fp64), 0, 1e6, 0, NULL, 0, 0, NULL, NULL },
	{ "fp64_tensor", bind_number, offsetof(struct gpu_tflops, fp64_tensor), 0, 1e6, 0, NULL, 0, 0, NULL, NULL },
	{ "fp32", bind_number, offsetof(struct gpu_tflops, fp32), 0, 1e6, 0, NULL, 0, 0, NULL, NULL },
	{ "tf32", bind_number, offsetof(struct gpu_tflops, tf32), 0, 1e6, 0, NULL, 0, 0, NULL, NULL },
	{ "bf16", bind_number, offsetof(struct gpu_tflops, bf16), 0, 1e6, F_REQUIRED | F_MIN_EXCL, NULL, 0, 0, NULL, NULL },
	{ "fp8", bind_number, offsetof(struct gpu_tflops, fp8), 0, 1e6, 0, NULL, 0, 0, NULL, NULL },
	{ "int8", bind_number, offsetof(struct gpu_tflops, int8), 0, 1e6, 0, NULL, 0, 0, NULL, NULL },
	{ "fp4", bind_number, offsetof(struct gpu_tflops, fp4), 0, 1e6, 0, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

/* node_gpus: a list of ascending GPU counts per node, into the gpu. */
static int
bind_node_gpus(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct gpu *g = t;
	size_t i;
	struct field nf = { "node_gpus", bind_int, 0, 1, 1000, 0, NULL, 0, 0, NULL, NULL };

	(void)f;
	if (n->kind != YN_SEQ || n->n == 0 || n->n > NODE_SHAPES_MAX) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a list of 1 to %d "
		    "GPU counts such as [4, 8]", ctx->path, NODE_SHAPES_MAX);
		return 0;
	}
	for (i = 0; i < n->n; i++) {
		if (!bind_int(ctx, n->items[i], &g->node_gpus[i], &nf))
			return 0;
		if (i > 0 && g->node_gpus[i] <= g->node_gpus[i - 1]) {
			bind_report(ctx, n->items[i], D_INCONSISTENT, "'%s' must "
			    "be in ascending order", ctx->path);
			return 0;
		}
	}
	g->n_node_gpus = n->n;
	return 1;
}

#define G(k, fn, member, lo, hi, fl, words) \
	{ k, fn, offsetof(struct gpu, member), lo, hi, fl, words, 0, 0, NULL, NULL }

static const struct field gpu_fields[] = {
	G("id", bind_id, id, 0, 0, F_REQUIRED, NULL),
	G("name", bind_string, name, 0, TEXT_NAME_MAX_CHARS, F_REQUIRED, NULL),
	G("vendor", bind_word, vendor, 0, 0, F_REQUIRED, vendor_names),
	G("year", bind_int, year, 0, 2100, 0, NULL),
	G("memory_gb", bind_number, memory_gb, 0, 1e5, F_REQUIRED | F_MIN_EXCL, NULL),
	G("memory_unit", bind_word, memory_unit, 0, 0, 0, mem_unit_names),
	G("bandwidth_tbs", bind_number, bandwidth_tbs, 0, 1e3, F_REQUIRED | F_MIN_EXCL, NULL),
	{ "tflops", bind_sub, offsetof(struct gpu, tflops), 0, 0, F_REQUIRED, NULL, 0, 0, tflops_fields, NULL },
	G("power_w", bind_number, power_w, 0, 1e5, F_REQUIRED | F_MIN_EXCL, NULL),
	G("idle_w", bind_number, idle_w, 0, 1e5, 0, NULL),
	G("form_factor", bind_word, form_factor, 0, 0, F_REQUIRED, form_factor_names),
	G("interconnect", bind_string, interconnect, 0, TEXT_NAME_MAX_CHARS, F_REQUIRED, NULL),
	G("interconnect_gbs", bind_number, interconnect_gbs, 0, 1e6, 0, NULL),
	{ "node_gpus", bind_node_gpus, 0, 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	G("multi_node", bind_bool, multi_node, 0, 0, F_REQUIRED, NULL),
	G("class", bind_word, class, 0, 0, F_REQUIRED, gpu_class_names),
	G("source", bind_string, source, 0, 0, F_REQUIRED, NULL),
	FIELDS_END
};

#define M(k, fn, member, lo, hi, fl) \
	{ k, fn, offsetof(struct model, member), lo, hi, fl, NULL, 0, 0, NULL, NULL }

static const struct field model_fields[] = {
	M("id", bind_model_id, id, 0, 0, F_REQUIRED),
	M("name", bind_string, name, 0, TEXT_NAME_MAX_CHARS, F_REQUIRED),
	M("params", bind_count, params, 0, 1e15, F_REQUIRED | F_MIN_EXCL),
	M("active_params", bind_count, active_params, 0, 1e15, F_REQUIRED | F_MIN_EXCL),
	M("layers", bind_int, layers, 1, 100000, F_REQUIRED),
	M("hidden", bind_int, hidden, 1, 1000000, F_REQUIRED),
	M("heads", bind_int, heads, 1, 100000, F_REQUIRED),
	M("kv_heads", bind_int, kv_heads, 1, 100000, F_REQUIRED),
	M("head_dim", bind_int, head_dim, 1, 100000, F_REQUIRED),
	M("intermediate", bind_int, intermediate, 0, 10000000, 0),
	M("vocab", bind_int, vocab, 0, 10000000, 0),
	M("kv_lora_rank", bind_int, kv_lora_rank, 0, 100000, 0),
	M("qk_rope_head_dim", bind_int, qk_rope_head_dim, 0, 100000, 0),
	M("sliding_window", bind_int, sliding_window, 0, 100000000, 0),
	M("sliding_layers", bind_int, sliding_layers, 0, 100000, 0),
	M("max_context", bind_int, max_context, 0, 100000000, 0),
	M("source", bind_string, source, 0, 0, F_REQUIRED),
	FIELDS_END
};

/* Report the entry i of list whose id repeats an earlier one; prev_ids
 * is the first id, entries stride bytes apart. */
static void
check_unique(struct bind_ctx *ctx, const struct ynode *list, const char *id,
    size_t i, const char *prev_ids, size_t stride)
{
	size_t j;

	for (j = 0; j < i && id[0]; j++)
		if (strcmp(prev_ids + j * stride, id) == 0) {
			const struct ynode *n = ynode_get(list->items[i], "id");

			bind_report(ctx, n, D_DUPLICATE_ID, "id '%s' is used twice "
			    "(first at line %d)", id, list->items[j]->line);
		}
}

/* Load gpus.yaml into cat; 1 if it has no error. */
static int
load_gpus(const char *path, struct catalog *cat, struct diag_list *dl,
    enum yload_status *status)
{
	struct ydoc *doc = open_catalog_file(path, 0, cat->gpus_sha256, dl,
	    status);
	struct bind_ctx ctx;
	const struct ynode *list;
	size_t i;

	if (doc == NULL)
		return 0;
	memset(&ctx, 0, sizeof(ctx));
	ctx.doc = doc;
	ctx.dl = dl;
	list = entry_list(&ctx, "gpus");
	if (list != NULL) {
		cat->gpus = xcalloc(list->n, sizeof(*cat->gpus));
		cat->n_gpus = list->n;
		for (i = 0; i < list->n; i++) {
			struct gpu *g = &cat->gpus[i];
			size_t mark = bind_path_push(&ctx, "gpus", 0);

			bind_path_push(&ctx, NULL, i);
			g->idle_w = NAN;
			bind_map(&ctx, list->items[i], gpu_fields, g, 0, NULL);
			bind_path_pop(&ctx, mark);
			if (isnan(g->idle_w))
				g->idle_w = 0.15 * g->power_w;
			check_unique(&ctx, list, g->id, i,
			    (const char *)cat->gpus[0].id, sizeof(struct gpu));
		}
	}
	ydoc_free(doc);
	return list != NULL && ctx.errors == 0;
}

/* Load models.yaml into cat; 1 if it has no error. */
static int
load_models(const char *path, struct catalog *cat, struct diag_list *dl,
    enum yload_status *status)
{
	struct ydoc *doc = open_catalog_file(path, 1, cat->models_sha256,
	    dl, status);
	struct bind_ctx ctx;
	const struct ynode *list;
	size_t i;

	if (doc == NULL)
		return 0;
	memset(&ctx, 0, sizeof(ctx));
	ctx.doc = doc;
	ctx.dl = dl;
	list = entry_list(&ctx, "models");
	if (list != NULL) {
		cat->models = xcalloc(list->n, sizeof(*cat->models));
		cat->n_models = list->n;
		for (i = 0; i < list->n; i++) {
			struct model *m = &cat->models[i];
			size_t mark = bind_path_push(&ctx, "models", 0);

			bind_path_push(&ctx, NULL, i);
			if (bind_map(&ctx, list->items[i], model_fields, m, 0,
			    NULL)) {
				if (m->active_params > m->params)
					bind_report(&ctx, list->items[i],
					    D_INCONSISTENT, "'%s': "
					    "active_params exceeds params",
					    ctx.path);
				if (m->kv_heads > m->heads)
					bind_report(&ctx, list->items[i],
					    D_INCONSISTENT, "'%s': kv_heads "
					    "exceeds heads", ctx.path);
				if (m->sliding_layers > m->layers)
					bind_report(&ctx, list->items[i],
					    D_INCONSISTENT, "'%s': "
					    "sliding_layers exceeds layers",
					    ctx.path);
			}
			bind_path_pop(&ctx, mark);
			check_unique(&ctx, list, m->id, i,
			    (const char *)cat->models[0].id,
			    sizeof(struct model));
		}
	}
	ydoc_free(doc);
	return list != NULL && ctx.errors == 0;
}

/* ---- prices.yaml ---- */

/*
 * Longest citation, in characters: a short line for the customer
 * ("öffentliche Preisliste RunPod, Stand 16.03.2026"), not the research
 * note, which stays in source.
 */
#define CITATION_MAX_CHARS	160

static const struct field citation_fields[] = {
	{ "de", bind_string, offsetof(struct citation, de), 0, CITATION_MAX_CHARS, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "en", bind_string, offsetof(struct citation, en), 0, CITATION_MAX_CHARS, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

/*
 * Bind a citation (struct citation at f->off): a plain string for both
 * languages or {de: S, en: S}.  Returns 1 on success, 0 after a finding
 * (the citation is then freed and NULL).
 */
static int
bind_citation(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct citation *c = (struct citation *)((char *)t + f->off);
	struct field one = { f->key, bind_string, offsetof(struct citation, de),
	    0, CITATION_MAX_CHARS, 0, NULL, 0, 0, NULL, NULL };

	citation_free(c);
	if (n->kind == YN_MAP) {
		if (!bind_map(ctx, n, citation_fields, c, 0, NULL)) {
			citation_free(c);
			return 0;
		}
		return 1;
	}
	if (!bind_string(ctx, n, c, &one))
		return 0;
	c->en = xstrdup(c->de);
	return 1;
}

/* An entry {price|gpu_hour|discount_pct|value: N, currency: X,
 * source: S, citation: C, date: D, note: T}; source, date and note are
 * for the maintainers, citation for the customer. */
struct price_entry {
	double		 amount;
	int		 currency;
	char		*source;
	struct citation	 citation;
	char		 date[11];
	char		*note;
};

static const char *const currency_words[] = { "EUR", "USD", NULL };

/*
 * The plausible range of each kind of amount in a price catalog
 * (docs/catalog-format.md lists the same), in the entry's currency:
 * wide enough for every GPU, host and offer sold today and for prices
 * several times higher, narrow enough that a typo (a missing decimal
 * point, a rate of 1e-300) is caught before it reaches a proposal.
 */
struct amount_range {
	const char	*key;		/* the amount's key in the entry */
	double		 min, max;	/* inclusive unless flags say not */
	unsigned	 flags;		/* F_MIN_EXCL, F_MAX_EXCL, F_PCT */
	const char	*hint;		/* the range, for the message */
};

/* The catalog's dearest GPU is ~50,000 (b300), the cheapest 2,500 (l4). */
static const struct amount_range gpu_range = { "price", 100, 1e6, 0,
    "a price per GPU must be 100 to 1,000,000" };
/* hgx-8 70,000, nvl72 840,000 (a rack without its GPUs). */
static const struct amount_range host_range = { "price", 500, 5e6, 0,
    "a price per host must be 500 to 5,000,000" };
static const struct amount_range network_range = { "price", 0, 1e6, 0,
    "a network price per node must be 0 to 1,000,000" };
/* On-demand offers run from ~0.40 (L4) to ~18 (B300) per GPU-hour. */
static const struct amount_range cloud_range = { "gpu_hour", 0.01, 1000, 0,
    "a price per GPU-hour must be 0.01 to 1,000" };
static const struct amount_range commit_range = { "discount_pct", 0, 100,
    F_MAX_EXCL | F_PCT, "a discount must be 0 to less than 100 %" };
static const struct amount_range energy_range = { "value", 0, 10,
    F_MIN_EXCL, "an energy price must be more than 0 and at most 10 per kWh" };
static const struct amount_range pue_range = { "value", 1, 3, 0,
    "a PUE must be 1.0 (no overhead) to 3.0" };
static const struct amount_range colo_range = { "value", 0, 10000, 0,
    "a colocation fee must be 0 to 10,000 per kW and month" };
static const struct amount_range maint_range = { "value", 0, 100, F_PCT,
    "maintenance must be 0 to 100 % of the capex a year" };
static const struct amount_range unc_range = { "value", 0, 100, F_PCT,
    "a price uncertainty must be 0 to 100 % either way" };
/* German grid mix: 363 g/kWh in 2024 (UBA); coal-only plants ~1,100. */
static const struct amount_range co2_range = { "value", 0, 2000, 0,
    "a grid CO2 factor must be 0 to 2,000 g per kWh" };

/* Bind one price entry into *p; r names its amount and its range. */
static int
bind_price_entry(struct bind_ctx *ctx, const struct ynode *n, struct price *p,
    const struct amount_range *r, enum currency dflt)
{
	struct field fields[] = {
		{ r->key, bind_number, offsetof(struct price_entry, amount), r->min, r->max, F_REQUIRED | r->flags, NULL, 0, 0, NULL, r->hint },
		{ "currency", bind_word, offsetof(struct price_entry, currency), 0, 0, 0, currency_words, 0, 0, NULL, NULL },
		{ "source", bind_string, offsetof(struct price_entry, source), 0, 0, F_REQUIRED | F_NOT_SHOWN, NULL, 0, 0, NULL, NULL },
		{ "citation", bind_citation, offsetof(struct price_entry, citation), 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
		{ "date", bind_date, offsetof(struct price_entry, date), 0, 0, 0, NULL, 0, 0, NULL, NULL },
		{ "note", bind_string, offsetof(struct price_entry, note), 0, 0, F_NOT_SHOWN, NULL, 0, 0, NULL, NULL },
		FIELDS_END
	};
	struct price_entry e;
	int ok;

	memset(&e, 0, sizeof(e));
	e.currency = (int)dflt;
	ok = bind_map(ctx, n, fields, &e, 0, NULL);
	free(e.note);
	if (!ok) {
		free(e.source);
		citation_free(&e.citation);
		return 0;
	}
	free(p->source);
	citation_free(&p->citation);
	p->amount = e.amount;
	p->currency = (enum currency)e.currency;
	p->source = e.source;
	p->citation = e.citation;
	p->set = 1;
	return 1;
}

/* Walk a mapping of name -> entry, calling back with each pair. */
typedef void (*entry_cb)(struct bind_ctx *, const struct ynode *key,
    const struct ynode *val, void *arg);

/* Call cb for every key/value pair of the mapping n (what says what
 * the mapping holds, for the message when n is not one); 0 after a
 * finding about n itself or the visit budget. */
static int
each_entry(struct bind_ctx *ctx, const struct ynode *n, const char *what,
    entry_cb cb, void *arg)
{
	size_t i;

	if (n->kind != YN_MAP) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a mapping of %s",
		    ctx->path, what);
		return 0;
	}
	for (i = 0; i < n->n; i++) {
		const struct ynode *k = n->pairs[i].key;
		size_t mark;

		if (!bind_visit(ctx, k) || !bind_visit(ctx, n->pairs[i].val))
			return 0;
		if (k->kind != YN_SCALAR) {
			bind_report(ctx, k, D_WRONG_TYPE, "keys of '%s' are ids",
			    ctx->path);
			continue;
		}
		mark = bind_path_push(ctx, k->str, 0);
		cb(ctx, k, n->pairs[i].val, arg);
		bind_path_pop(ctx, mark);
	}
	return 1;
}

struct price_load {
	const struct catalog	*cat;
	struct prices		*p;
	int			 tier;
};

/* Report a price for a GPU id that gpus.yaml does not list. */
static void
unknown_gpu(struct bind_ctx *ctx, const struct ynode *k)
{
	const char **ids = xcalloc(ctx->catalog->n_gpus + 1, sizeof(*ids));
	const char *dym;
	size_t i;

	for (i = 0; i < ctx->catalog->n_gpus; i++)
		ids[i] = ctx->catalog->gpus[i].id;
	dym = did_you_mean(k->str, ids, ctx->catalog->n_gpus);
	bind_report(ctx, k, D_UNKNOWN_GPU, "GPU '%.64s' is not in "
	    "catalog/gpus.yaml%s%s%s", k->str, dym ? "; did you mean '" : "",
	    dym ? dym : "", dym ? "'?" : "");
	free(ids);
}

/* gpus: one purchase price per GPU id. */
static void
gpu_price_cb(struct bind_ctx *ctx, const struct ynode *k,
    const struct ynode *v, void *arg)
{
	struct price_load *pl = arg;
	int i = catalog_gpu_index(pl->cat, k->str);

	if (i < 0) {
		unknown_gpu(ctx, k);
		return;
	}
	bind_price_entry(ctx, v, &pl->p->gpu[i].purchase, &gpu_range,
	    pl->p->currency);
}

/* cloud.<tier>: one on-demand price per GPU-hour per GPU id. */
static void
cloud_price_cb(struct bind_ctx *ctx, const struct ynode *k,
    const struct ynode *v, void *arg)
{
	struct price_load *pl = arg;
	int i = catalog_gpu_index(pl->cat, k->str);

	if (i < 0) {
		unknown_gpu(ctx, k);
		return;
	}
	bind_price_entry(ctx, v, &pl->p->gpu[i].cloud[pl->tier], &cloud_range,
	    pl->p->currency);
}

/* cloud: a tier (hyperscaler, neocloud) and its prices. */
static void
cloud_tier_cb(struct bind_ctx *ctx, const struct ynode *k,
    const struct ynode *v, void *arg)
{
	struct price_load *pl = arg;
	int t;

	for (t = 0; t < TIER__MAX; t++)
		if (strcmp(k->str, cloud_tier_names[t]) == 0)
			break;
	if (t == TIER__MAX) {
		bind_report(ctx, k, D_UNKNOWN_KEY, "unknown cloud tier '%.40s'; "
		    "the tiers are hyperscaler and neocloud", k->str);
		return;
	}
	pl->tier = t;
	each_entry(ctx, v, "GPU id to {gpu_hour, source}", cloud_price_cb, pl);
}

/* hosts: one price per host class. */
static void
host_cb(struct bind_ctx *ctx, const struct ynode *k, const struct ynode *v,
    void *arg)
{
	struct price_load *pl = arg;
	int h;

	for (h = 0; h < HOST__MAX; h++)
		if (strcmp(k->str, host_class_names[h]) == 0)
			break;
	if (h == HOST__MAX) {
		const char *dym = did_you_mean(k->str, host_class_names,
		    HOST__MAX);

		bind_report(ctx, k, D_UNKNOWN_KEY, "unknown host class '%.40s'%s"
		    "%s%s", k->str, dym ? "; did you mean '" : "", dym ? dym :
		    "", dym ? "'?" : "");
		return;
	}
	bind_price_entry(ctx, v, &pl->p->host[h], &host_range, pl->p->currency);
}

/* commitment: the discount of a 1y or 3y commitment. */
static void
commit_cb(struct bind_ctx *ctx, const struct ynode *k, const struct ynode *v,
    void *arg)
{
	struct price_load *pl = arg;
	int c;

	for (c = COMMIT_1Y; c < COMMIT__MAX; c++)
		if (strcmp(k->str, commitment_names[c]) == 0)
			break;
	if (c == COMMIT__MAX) {
		bind_report(ctx, k, D_UNKNOWN_KEY, "unknown commitment '%.40s'; "
		    "give 1y and 3y", k->str);
		return;
	}
	bind_price_entry(ctx, v, &pl->p->commit_discount_pct[c], &commit_range,
	    pl->p->currency);
}

/* defaults: energy price, PUE, colocation fee, maintenance (required);
 * price and cloud uncertainty, grid CO2 factor (optional). */
static void
defaults_cb(struct bind_ctx *ctx, const struct ynode *k, const struct ynode *v,
    void *arg)
{
	struct price_load *pl = arg;
	struct price *p;
	const struct amount_range *r;

	if (strcmp(k->str, "energy_price_kwh") == 0) {
		p = &pl->p->energy_price_kwh;
		r = &energy_range;
	} else if (strcmp(k->str, "pue") == 0) {
		p = &pl->p->pue;
		r = &pue_range;
	} else if (strcmp(k->str, "colocation_kw_month") == 0) {
		p = &pl->p->colocation_kw_month;
		r = &colo_range;
	} else if (strcmp(k->str, "maintenance_pct_year") == 0) {
		p = &pl->p->maintenance_pct_year;
		r = &maint_range;
	} else if (strcmp(k->str, "price_uncertainty_pct") == 0) {
		p = &pl->p->price_uncertainty_pct;
		r = &unc_range;
	} else if (strcmp(k->str, "cloud_uncertainty_pct") == 0) {
		p = &pl->p->cloud_uncertainty_pct;
		r = &unc_range;
	} else if (strcmp(k->str, "grid_co2_g_per_kwh") == 0) {
		p = &pl->p->grid_co2_g_per_kwh;
		r = &co2_range;
	} else {
		static const char *const names[] = { "energy_price_kwh", "pue",
		    "colocation_kw_month", "maintenance_pct_year",
		    "price_uncertainty_pct", "cloud_uncertainty_pct",
		    "grid_co2_g_per_kwh" };
		const char *dym = did_you_mean(k->str, names, 7);

		bind_report(ctx, k, D_UNKNOWN_KEY, "unknown default '%.40s'%s%s%s",
		    k->str, dym ? "; did you mean '" : "", dym ? dym : "",
		    dym ? "'?" : "");
		return;
	}
	bind_price_entry(ctx, v, p, r, pl->p->currency);
}

struct fx {
	double		 usd_per_eur;
	char		*source;
	struct citation	 citation;
	char	 date[11];
};

static const struct field fx_fields[] = {
	/* 1 EUR was 0.8252 USD at its lowest (2000-10-26) and 1.5990 at its
	 * highest (2008-07-15), ECB euro foreign exchange reference rates */
	{ "usd_per_eur", bind_number, offsetof(struct fx, usd_per_eur), 0.5, 2, F_REQUIRED, NULL, 0, 0, NULL,
	    "1 EUR has been 0.83 to 1.60 USD since 1999 (ECB); the rate must be 0.5 to 2" },
	{ "source", bind_string, offsetof(struct fx, source), 0, 0, F_REQUIRED | F_NOT_SHOWN, NULL, 0, 0, NULL, NULL },
	{ "citation", bind_citation, offsetof(struct fx, citation), 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "date", bind_date, offsetof(struct fx, date), 0, 0, 0, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

int
prices_load(const char *path, const struct catalog *cat, struct prices *p,
    struct diag_list *dl, enum yload_status *status)
{
	struct ydoc *doc = open_catalog_file(path, 2, p->sha256, dl,
	    status);
	struct bind_ctx ctx;
	const struct ynode *root, *n;
	struct price_load pl;
	size_t i;
	static const char *const keys[] = { "catalog", "format", "as_of",
	    "currency", "fx", "gpus", "hosts", "network_per_node", "cloud",
	    "commitment", "defaults", NULL };
	int ok;

	if (doc == NULL)
		return 0;
	memset(&ctx, 0, sizeof(ctx));
	ctx.doc = doc;
	ctx.dl = dl;
	ctx.catalog = cat;
	root = doc->root;
	p->path = xstrdup(path);
	p->gpu = xcalloc(cat->n_gpus ? cat->n_gpus : 1, sizeof(*p->gpu));
	pl.cat = cat;
	pl.p = p;
	pl.tier = 0;
	for (i = 0; i < root->n; i++) {
		const struct ynode *k = root->pairs[i].key;
		size_t j;

		for (j = 0; keys[j]; j++)
			if (k->kind == YN_SCALAR && strcmp(k->str, keys[j]) == 0)
				break;
		if (keys[j] == NULL) {
			const char *dym = k->kind == YN_SCALAR ?
			    did_you_mean(k->str, keys, 11) : NULL;

			bind_report(&ctx, k, D_UNKNOWN_KEY, "unknown key '%.60s' "
			    "in a price catalog%s%s%s", k->kind == YN_SCALAR ?
			    k->str : "?", dym ? "; did you mean '" : "",
			    dym ? dym : "", dym ? "'?" : "");
		}
	}
	{
		struct field f[] = {
			{ "as_of", bind_date, offsetof(struct prices, as_of), 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
			{ "currency", bind_word, offsetof(struct prices, currency), 0, 0, F_REQUIRED, currency_words, 0, 0, NULL, NULL },
		};
		size_t k, mark;

		for (k = 0; k < 2; k++) {
			n = ynode_get(root, f[k].key);
			if (n == NULL) {
				bind_report(&ctx, root, D_MISSING_KEY, "the required "
				    "key '%s' is missing; add it", f[k].key);
				continue;
			}
			mark = bind_path_push(&ctx, f[k].key, 0);
			f[k].fn(&ctx, n, p, &f[k]);
			bind_path_pop(&ctx, mark);
		}
	}
	n = ynode_get(root, "fx");
	if (n == NULL)
		bind_report(&ctx, root, D_MISSING_KEY, "the required key 'fx' "
		    "(usd_per_eur and its source) is missing; add it");
	else {
		struct fx fx;
		size_t mark = bind_path_push(&ctx, "fx", 0);

		memset(&fx, 0, sizeof(fx));
		if (bind_map(&ctx, n, fx_fields, &fx, 0, NULL)) {
			p->usd_per_eur = fx.usd_per_eur;
			p->fx_source = fx.source;
			p->fx_citation = fx.citation;
		} else {
			free(fx.source);
			citation_free(&fx.citation);
		}
		bind_path_pop(&ctx, mark);
	}
	{
		static const struct {
			const char	*key;
			entry_cb	 cb;
			const char	*what;
		} sections[] = {
			{ "gpus", gpu_price_cb, "GPU id to {price, source}" },
			{ "hosts", host_cb, "host class to {price, source}" },
			{ "cloud", cloud_tier_cb, "tier to GPU prices" },
			{ "commitment", commit_cb, "1y/3y to {discount_pct, source}" },
			{ "defaults", defaults_cb, "default name to {value, source}" },
		};
		size_t k, mark;

		for (k = 0; k < sizeof(sections) / sizeof(sections[0]); k++) {
			n = ynode_get(root, sections[k].key);
			if (n == NULL) {
				bind_report(&ctx, root, D_MISSING_KEY, "the required "
				    "key '%s' is missing; add it",
				    sections[k].key);
				continue;
			}
			mark = bind_path_push(&ctx, sections[k].key, 0);
			each_entry(&ctx, n, sections[k].what, sections[k].cb,
			    &pl);
			bind_path_pop(&ctx, mark);
		}
	}
	n = ynode_get(root, "network_per_node");
	if (n != NULL) {
		size_t mark = bind_path_push(&ctx, "network_per_node", 0);

		bind_price_entry(&ctx, n, &p->network_per_node, &network_range,
		    p->currency);
		bind_path_pop(&ctx, mark);
	}
	/* What the engine cannot do without. */
	if (ctx.errors == 0) {
		static const char *const dnames[] = { "energy_price_kwh", "pue",
		    "colocation_kw_month", "maintenance_pct_year" };
		const struct price *d[] = { &p->energy_price_kwh, &p->pue,
		    &p->colocation_kw_month, &p->maintenance_pct_year };
		size_t k;

		for (k = 0; k < 4; k++)
			if (!d[k]->set)
				bind_report(&ctx, ynode_get(root, "defaults"),
				    D_MISSING_KEY, "the required default "
				    "'%s' is missing; add it", dnames[k]);
		prices_warn_missing(cat, p, doc, dl);
	}
	ok = ctx.errors == 0;
	ydoc_free(doc);
	return ok;
}

const char *
catalog_default_dir(void)
{
	/* found once per process, kept for it (never freed) */
	static char *beside;
	static int looked;
	const char *env = getenv("GPUPLAN_CATALOG");

	if (env != NULL && *env)
		return env;
	if (!looked) {
		beside = self_data_dir("catalog", "gpus.yaml");
		looked = 1;
	}
	if (beside != NULL)
		return beside;
	if (access("catalog/gpus.yaml", R_OK) == 0)
		return "catalog";
	return GPUPLAN_DATADIR "/catalog";
}

struct catalog *
catalog_load(const char *dir, const char *prices_path, struct diag_list *dl,
    enum yload_status *status)
{
	struct catalog *cat = xcalloc(1, sizeof(*cat));
	char *path;
	int ok;

	if (status)
		*status = YLOAD_OK;
	cat->dir = xstrdup(dir);
	path = xasprintf("%s/gpus.yaml", dir);
	ok = load_gpus(path, cat, dl, status);
	free(path);
	path = xasprintf("%s/models.yaml", dir);
	ok &= load_models(path, cat, dl, status);
	free(path);
	if (ok) {
		path = prices_path ? xstrdup(prices_path) :
		    xasprintf("%s/prices.yaml", dir);
		ok &= prices_load(path, cat, &cat->prices, dl, status);
		free(path);
	}
	if (!ok) {
		catalog_free(cat);
		return NULL;
	}
	return cat;
}
