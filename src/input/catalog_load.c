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
#include "input/catalog_file.h"
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

/* catalog_file.h */
struct ydoc *
catalog_file_open(const char *path, int kind, char sum[DIGEST_HEX_LEN + 1],
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
	M("tied_embeddings", bind_bool, tied_embeddings, 0, 0, 0),
	M("reasoning", bind_bool, reasoning, 0, 0, 0),
	M("kv_lora_rank", bind_int, kv_lora_rank, 0, 100000, 0),
	M("q_lora_rank", bind_int, q_lora_rank, 0, 100000, 0),
	M("qk_rope_head_dim", bind_int, qk_rope_head_dim, 0, 100000, 0),
	M("sliding_window", bind_int, sliding_window, 0, 100000000, 0),
	M("sliding_layers", bind_int, sliding_layers, 0, 100000, 0),
	M("max_context", bind_int, max_context, 0, 100000000, 0),
	M("experts", bind_int, experts, 2, 100000, 0),
	M("experts_per_token", bind_int, experts_per_token, 1, 100000, 0),
	M("moe_layers", bind_int, moe_layers, 1, 100000, 0),
	{ "quantized_weights", bind_word, offsetof(struct model, quantized_weights), 0, 0, 0, quant_scope_names, 0, 0, NULL, NULL },
	{ "fp4_format", bind_word, offsetof(struct model, fp4_format), 0, 0, 0, fp4_format_names, 0, 0, NULL, NULL },
	M("source", bind_string, source, 0, 0, F_REQUIRED),
	FIELDS_END
};

void
model_check_experts(struct bind_ctx *ctx, const struct ynode *n,
    const struct model *m)
{
	if ((m->experts > 0) != (m->experts_per_token > 0))
		bind_report(ctx, n, D_INCONSISTENT, "'%s': give both experts "
		    "and experts_per_token (the routed experts of an MoE "
		    "layer and how many of them each token uses) or neither",
		    ctx->path);
	else if (m->experts > 0 && m->experts_per_token >= m->experts)
		bind_report(ctx, n, D_INCONSISTENT, "'%s': experts_per_token "
		    "(%d) must be below experts (%d)", ctx->path,
		    m->experts_per_token, m->experts);
	else if (m->experts > 0 && !model_is_moe(m))
		bind_report(ctx, n, D_INCONSISTENT, "'%s': experts is given "
		    "but active_params equals params (a dense model); give "
		    "the active parameters per token", ctx->path);
	else if (m->moe_layers > 0 && !model_is_moe(m))
		bind_report(ctx, ynode_get(n, "moe_layers"), D_INCONSISTENT,
		    "'%s': moe_layers is given but active_params equals "
		    "params (a dense model); give the active parameters per "
		    "token, or drop moe_layers", ctx->path);
	else if (m->moe_layers > m->layers)
		bind_report(ctx, ynode_get(n, "moe_layers"), D_INCONSISTENT,
		    "'%s': moe_layers (%d) exceeds layers (%d); give how many "
		    "of the layers have experts", ctx->path, m->moe_layers,
		    m->layers);
	else if (m->quantized_weights == QUANT_EXPERTS && !model_is_moe(m))
		bind_report(ctx, ynode_get(n, "quantized_weights"),
		    D_INCONSISTENT, "'%s': quantized_weights: experts needs a "
		    "mixture of experts (active_params below params); for a "
		    "dense model write 'mlp' (the attention stays 16-bit) or "
		    "'linear', or drop the key", ctx->path);
}

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
	struct ydoc *doc = catalog_file_open(path, 0, cat->gpus_sha256, dl,
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
	struct ydoc *doc = catalog_file_open(path, 1, cat->models_sha256,
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
				model_check_experts(&ctx, list->items[i], m);
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
