/*
 * scenario_load.c: the scenario schema and its checks.
 *
 * The field tables below are the scenario format (docs/scenario-format.md
 * lists the same keys, units, defaults and ranges; keep them in step).
 * Loading is: parse (yaml_tree), bind (the tables), fill defaults, then
 * the semantic checks that need several values or the catalog.
 */
#include "input/scenario_load.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "input/bind.h"
#include "input/catalog_file.h"
#include "input/hf_config.h"
#include "input/vendor_load.h"
#include "input/price_check.h"
#include "input/scenario_check.h"
#include "input/scenario_lists.h"
#include "input/scenario_tables.h"
#include "util/alloc.h"

#define HUGE_NUM	1e300
#define MAX_WORKLOADS	64
#define MAX_LIST	SCENARIO_MAX_LIST

#define T(x)		(1u << (x))
#define T_LLM		(T(WL_LLM_INFERENCE) | T(WL_LLM_FINETUNE) | T(WL_LLM_PRETRAIN))
#define T_TRAIN		(T(WL_LLM_FINETUNE) | T(WL_LLM_PRETRAIN))


/* ---- custom binders ---- */

static const struct field inline_model_fields[] = {
	{ "name", bind_string, offsetof(struct model, name), 0, TEXT_NAME_MAX_CHARS, 0, NULL, 0, 0, NULL, NULL },
	{ "params", bind_count, offsetof(struct model, params), 0, 1e15, F_REQUIRED | F_MIN_EXCL, NULL, 0, 0, NULL, NULL },
	{ "active_params", bind_count, offsetof(struct model, active_params), 0, 1e15, F_MIN_EXCL, NULL, 0, 0, NULL, NULL },
	{ "layers", bind_int, offsetof(struct model, layers), 1, 100000, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "hidden", bind_int, offsetof(struct model, hidden), 1, 1000000, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "heads", bind_int, offsetof(struct model, heads), 1, 100000, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "kv_heads", bind_int, offsetof(struct model, kv_heads), 1, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "head_dim", bind_int, offsetof(struct model, head_dim), 1, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "intermediate", bind_int, offsetof(struct model, intermediate), 0, 10000000, 0, NULL, 0, 0, NULL, NULL },
	{ "vocab", bind_int, offsetof(struct model, vocab), 0, 10000000, 0, NULL, 0, 0, NULL, NULL },
	{ "tied_embeddings", bind_bool, offsetof(struct model, tied_embeddings), 0, 0, 0, NULL, 0, 0, NULL, NULL },
	{ "reasoning", bind_bool, offsetof(struct model, reasoning), 0, 0, 0, NULL, 0, 0, NULL, NULL },
	{ "kv_lora_rank", bind_int, offsetof(struct model, kv_lora_rank), 0, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "q_lora_rank", bind_int, offsetof(struct model, q_lora_rank), 0, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "qk_rope_head_dim", bind_int, offsetof(struct model, qk_rope_head_dim), 0, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "sliding_window", bind_int, offsetof(struct model, sliding_window), 0, 100000000, 0, NULL, 0, 0, NULL, NULL },
	{ "sliding_layers", bind_int, offsetof(struct model, sliding_layers), 0, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "max_context", bind_int, offsetof(struct model, max_context), 0, 100000000, 0, NULL, 0, 0, NULL, NULL },
	{ "experts", bind_int, offsetof(struct model, experts), 2, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "experts_per_token", bind_int, offsetof(struct model, experts_per_token), 1, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "moe_layers", bind_int, offsetof(struct model, moe_layers), 1, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "quantized_weights", bind_word, offsetof(struct model, quantized_weights), 0, 0, 0, quant_scope_names, 0, 0, NULL, NULL },
	{ "fp4_format", bind_word, offsetof(struct model, fp4_format), 0, 0, 0, fp4_format_names, 0, 0, NULL, NULL },
	FIELDS_END
};

/* model: {hf_config: FILE, name: ...}: a Hugging Face config.json. */
struct hf_model_keys {
	char	*hf_config;			/* as written */
	char	*name;
	int	 reasoning;			/* config.json does not say */
};

static const struct field hf_model_fields[] = {
	{ "hf_config", bind_string, offsetof(struct hf_model_keys, hf_config), 0, 0, F_REQUIRED | F_NOT_SHOWN, NULL, 0, 0, NULL, NULL },
	{ "name", bind_string, offsetof(struct hf_model_keys, name), 0, TEXT_NAME_MAX_CHARS, 0, NULL, 0, 0, NULL, NULL },
	{ "reasoning", bind_bool, offsetof(struct hf_model_keys, reasoning), 0, 0, 0, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

/*
 * The model of w from the config.json that the mapping n names
 * (docs/scenario-format.md, "model"): read, mapped by hf_config.c; a
 * file that cannot be used is a bad-hf-config finding at the
 * hf_config key that quotes the JSON's own line:col.  Returns 1 if
 * w->model is set.
 */
static int
bind_hf_model(struct bind_ctx *ctx, const struct ynode *n,
    struct workload *w)
{
	struct hf_model_keys k = { NULL, NULL, 0 };
	struct hf_info info;
	struct hf_error err;
	const struct ynode *kn = ynode_get_key(n, "hf_config");
	char id[ID_MAX + 1];
	int ok = 0;

	if (!bind_map(ctx, n, hf_model_fields, &k, 0, NULL))
		goto out;
	w->hf_config = path_relative_to(ctx->doc->path != NULL ?
	    ctx->doc->path : "", k.hf_config);
	if (!hf_config_load(w->hf_config, &w->model, &info, &err)) {
		size_t mark = bind_path_push(ctx, "hf_config", 0);

		if (err.line > 0 && err.col > 0)
			bind_report(ctx, kn != NULL ? kn : n, D_BAD_HF_CONFIG,
			    "'%s': %s:%d:%d: %s", ctx->path, w->hf_config,
			    err.line, err.col, err.msg);
		else if (err.line > 0)
			bind_report(ctx, kn != NULL ? kn : n, D_BAD_HF_CONFIG,
			    "'%s': %s:%d: %s", ctx->path, w->hf_config,
			    err.line, err.msg);
		else
			bind_report(ctx, kn != NULL ? kn : n, D_BAD_HF_CONFIG,
			    "'%s': %s: %s", ctx->path, w->hf_config, err.msg);
		bind_path_pop(ctx, mark);
		free(err.msg);
		memset(&w->model, 0, sizeof(w->model));
		goto out;
	}
	hf_config_id(w->hf_config, &info, id);
	w->model.name = k.name != NULL ? k.name : xstrdup(
	    info.name_or_path[0] != '\0' ? info.name_or_path : id);
	k.name = NULL;
	w->model.reasoning = k.reasoning;
	w->model.source = xasprintf("config.json %s", w->hf_config);
	w->has_model = 1;
	ok = 1;
out:
	free(k.hf_config);
	free(k.name);
	return ok;
}

/* model: a catalog id, or an inline architecture. */
static int
bind_model(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct workload *w = t;
	const struct model *m;
	size_t i;

	(void)f;
	w->model_pos.line = n->line;
	w->model_pos.col = n->col;
	if (n->kind == YN_SCALAR) {
		char id[ID_MAX + 1];
		struct field idf = { "model", bind_model_id, 0, 0, 0, 0, NULL, 0, 0, NULL, NULL };

		if (!bind_model_id(ctx, n, id, &idf))
			return 0;
		m = ctx->catalog ? catalog_model(ctx->catalog, id) : NULL;
		if (m == NULL && ctx->catalog != NULL) {
			const char **ids = xcalloc(ctx->catalog->n_models + 1,
			    sizeof(*ids));
			double *sizes = xcalloc(ctx->catalog->n_models + 1,
			    sizeof(*sizes));
			struct strbuf sug = STRBUF_INIT;

			for (i = 0; i < ctx->catalog->n_models; i++) {
				ids[i] = ctx->catalog->models[i].id;
				sizes[i] = ctx->catalog->models[i].params;
			}
			suggest_models(id, ids, sizes, ctx->catalog->n_models,
			    &sug);
			if (sug.len > 0)
				bind_report(ctx, n, D_UNKNOWN_MODEL, "model '%s' "
				    "is not in the catalog%s", id, sug.s);
			else
				bind_report(ctx, n, D_UNKNOWN_MODEL, "model '%s' "
				    "is not in the catalog (catalog/models.yaml"
				    "); give an inline architecture instead",
				    id);
			sb_free(&sug);
			free(sizes);
			free(ids);
			return 0;
		}
		if (m != NULL) {
			w->model = *m;
			w->model.name = xstrdup(m->name);
			w->model.source = xstrdup(m->source);
		} else
			snprintf(w->model.id, sizeof(w->model.id), "%s", id);
		w->has_model = 1;
		return 1;
	}
	if (n->kind != YN_MAP) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a catalog model "
		    "id or an inline architecture {params, layers, ...}, found "
		    "%s", ctx->path, ynode_kind_name(n));
		return 0;
	}
	memset(&w->model, 0, sizeof(w->model));
	if (ynode_get(n, "hf_config") != NULL)
		return bind_hf_model(ctx, n, w);
	if (!bind_map(ctx, n, inline_model_fields, &w->model, 0, NULL))
		return 0;
	m = &w->model;
	if (m->active_params == 0)
		w->model.active_params = m->params;
	if (m->kv_heads == 0)
		w->model.kv_heads = m->heads;
	if (m->head_dim == 0)
		w->model.head_dim = m->hidden / m->heads > 0 ?
		    m->hidden / m->heads : 1;
	if (m->name == NULL)
		w->model.name = xstrdup("inline model");
	w->model.source = xstrdup("inline in the scenario");
	if (m->active_params > m->params)
		bind_report(ctx, n, D_INCONSISTENT, "'%s': active_params (%g) "
		    "exceeds params (%g)", ctx->path, m->active_params,
		    m->params);
	if (m->kv_heads > m->heads)
		bind_report(ctx, n, D_INCONSISTENT, "'%s': kv_heads (%d) exceeds "
		    "heads (%d)", ctx->path, m->kv_heads, m->heads);
	if (m->sliding_layers > m->layers)
		bind_report(ctx, n, D_INCONSISTENT, "'%s': sliding_layers (%d) "
		    "exceeds layers (%d)", ctx->path, m->sliding_layers,
		    m->layers);
	model_check_experts(ctx, n, m);
	w->has_model = 1;
	return 1;
}

static const char *const kv_precisions[] = { "fp32", "bf16", "fp16", "fp8",
    "int8", NULL };
static const char *const vector_precisions[] = { "fp32", "fp16", "int8",
    NULL };

/* vector_precision and kv_precision lists are prefixes or subsets of
 * precision_names; map back to enum precision. */
static int
bind_kv_precision(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	int i;
	struct field g = *f;

	g.off = 0;
	if (!bind_word(ctx, n, &i, &g))
		return 0;
	*(enum precision *)((char *)t + f->off) =
	    (f->words == vector_precisions) ?
	    (i == 0 ? PREC_FP32 : i == 1 ? PREC_FP16 : PREC_INT8) :
	    (enum precision)i;
	return 1;
}

/* A precision word into an enum precision at f->off. */
static int
bind_enum_precision(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	int i;
	struct field g = *f;

	g.off = 0;
	if (!bind_word(ctx, n, &i, &g))
		return 0;
	*(enum precision *)((char *)t + f->off) = (enum precision)i;
	return 1;
}

/* `type` is bound before the other keys (it decides which apply), by
 * bind_workloads; the table keeps it for did-you-mean and required. */
static int
bind_type_done(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	(void)ctx;
	(void)n;
	(void)t;
	(void)f;
	return 1;
}

#define WL(k, fn, member, lo, hi, fl, words, types, req) \
	{ k, fn, offsetof(struct workload, member), lo, hi, fl, words, types, req, NULL, NULL }

static const struct field workload_fields[] = {
	WL("name", bind_string, name, 0, TEXT_NAME_MAX_CHARS, F_REQUIRED, NULL, 0, 0),
	WL("type", bind_type_done, type, 0, 0, F_REQUIRED, workload_type_names, 0, 0),
	{ "model", bind_model, 0, 0, 0, 0, NULL, T_LLM | T(WL_EMBEDDINGS), T_LLM | T(WL_EMBEDDINGS), NULL, NULL },
	WL("precision", bind_enum_precision, precision, 0, 0, 0, precision_names, T_LLM | T(WL_VISION_INFERENCE) | T(WL_EMBEDDINGS), 0),
	WL("kv_precision", bind_kv_precision, kv_precision, 0, 0, 0, kv_precisions, T(WL_LLM_INFERENCE), 0),
	WL("weight_only", bind_bool, weight_only, 0, 0, 0, NULL, T(WL_LLM_INFERENCE), 0),
	WL("quantized_weights", bind_word, quantized_weights, 0, 0, 0, quant_scope_names, T(WL_LLM_INFERENCE), 0),
	WL("context_tokens", bind_count, context_tokens, 1, 1e7, 0, NULL, T(WL_LLM_INFERENCE), 0),
	WL("prompt_tokens", bind_count, prompt_tokens, 1, 1e7, 0, NULL, T(WL_LLM_INFERENCE), 0),
	WL("output_tokens_cv", bind_number, output_tokens_cv, 0, 10, 0, NULL, T(WL_LLM_INFERENCE), 0),
	WL("concurrent_sequences", bind_count, concurrent_sequences, 1, 1e6, 0, NULL, T(WL_LLM_INFERENCE), 0),
	WL("output_tokens_per_s", bind_number, output_tokens_per_s, 0, 1e4, F_MIN_EXCL, NULL, T(WL_LLM_INFERENCE), 0),
	WL("ttft_s", bind_number, ttft_s, 0, 1e4, F_MIN_EXCL, NULL, T(WL_LLM_INFERENCE), 0),
	WL("serving_framework", bind_word, serving, 0, 0, 0, serving_framework_names, T(WL_LLM_INFERENCE), 0),
	WL("method", bind_word, method, 0, 0, 0, ft_method_names, T(WL_LLM_FINETUNE), T(WL_LLM_FINETUNE)),
	WL("optimizer", bind_word, optimizer, 0, 0, 0, optimizer_names, T_TRAIN, 0),
	WL("lora_fraction", bind_number, lora_fraction, 0.0001, 0.5, 0, NULL, T(WL_LLM_FINETUNE), 0),
	WL("lora_rank", bind_int, lora_rank, 1, 65536, 0, NULL, T(WL_LLM_FINETUNE), 0),
	WL("lora_target_modules", bind_words_set, lora_targets, 0, 0, 0, lora_target_names, T(WL_LLM_FINETUNE), 0),
	WL("sequence_length", bind_count, sequence_length, 1, 1e7, 0, NULL, T_TRAIN | T(WL_EMBEDDINGS), 0),
	WL("micro_batch", bind_count, micro_batch, 1, 4096, 0, NULL, T_TRAIN, 0),
	WL("dataset_tokens", bind_count, dataset_tokens, 0, 1e16, F_MIN_EXCL, NULL, T_TRAIN, T_TRAIN),
	WL("epochs", bind_number, epochs, 0, 1000, F_MIN_EXCL, NULL, T_TRAIN, 0),
	WL("runs_per_month", bind_number, runs_per_month, 0, 10000, 0, NULL, T_TRAIN, 0),
	WL("deadline_hours", bind_number, deadline_hours, 0, 1e6, F_MIN_EXCL, NULL, T_TRAIN | T(WL_EMBEDDINGS), 0),
	WL("checkpointing", bind_bool, checkpointing, 0, 0, 0, NULL, T_TRAIN, 0),
	WL("attention", bind_word, attention, 0, 0, 0, attention_names, T_TRAIN, 0),
	WL("loss", bind_word, loss, 0, 0, 0, loss_names, T_TRAIN, 0),
	WL("offload", bind_word, offload, 0, 0, 0, offload_names, T_TRAIN, 0),
	WL("gflops_per_image", bind_number, gflops_per_image, 0, 1e6, F_MIN_EXCL, NULL, T(WL_VISION_INFERENCE), T(WL_VISION_INFERENCE)),
	WL("images_per_s", bind_number, images_per_s, 0, 1e7, F_MIN_EXCL, NULL, T(WL_VISION_INFERENCE), T(WL_VISION_INFERENCE)),
	WL("latency_ms", bind_number, latency_ms, 0, 1e6, F_MIN_EXCL, NULL, T(WL_VISION_INFERENCE), 0),
	WL("model_params", bind_count, model_params, 0, 1e13, F_MIN_EXCL, NULL, T(WL_VISION_INFERENCE), 0),
	WL("layers", bind_count, vision_layers, 1, 10000, 0, NULL, T(WL_VISION_INFERENCE), 0),
	WL("fp64_tflops", bind_number, fp64_tflops, 0, 1e6, F_MIN_EXCL, NULL, T(WL_SIMULATION), T(WL_SIMULATION)),
	WL("memory_gb", bind_number, memory_gb, 0, 1e6, F_MIN_EXCL, NULL, T(WL_SIMULATION), T(WL_SIMULATION)),
	WL("tokens_per_month", bind_count, tokens_per_month, 0, 1e16, F_MIN_EXCL, NULL, T(WL_EMBEDDINGS), T(WL_EMBEDDINGS)),
	WL("vectors", bind_count, vectors, 0, 1e12, F_MIN_EXCL, NULL, T(WL_RAG), T(WL_RAG)),
	WL("dimensions", bind_count, dimensions, 1, 65536, 0, NULL, T(WL_RAG), T(WL_RAG)),
	WL("vector_precision", bind_kv_precision, vector_precision, 0, 0, 0, vector_precisions, T(WL_RAG), 0),
	WL("documents_gb", bind_number, documents_gb, 0, 1e9, 0, NULL, T(WL_RAG), 0),
	WL("queries_per_s", bind_number, queries_per_s, 0, 1e7, F_MIN_EXCL, NULL, T(WL_RAG), 0),
	FIELDS_END
};

/* Defaults that do not depend on other values. */
static void
workload_init(struct workload *w)
{
	memset(w, 0, sizeof(*w));
	w->type = WL__MAX;
	w->precision = PREC__MAX;	/* type-dependent, see workload_defaults */
	w->kv_precision = PREC_BF16;
	w->quantized_weights = -1;
	w->context_tokens = 4096;
	w->concurrent_sequences = 1;
	w->output_tokens_per_s = 20;
	w->method = FT_LORA;
	w->optimizer = OPT_ADAMW;
	w->lora_fraction = 0.01;
	w->micro_batch = 1;
	w->epochs = 1;
	w->runs_per_month = 1;
	w->checkpointing = 1;
	/* ResNet-50: 25.6M parameters (He et al. 2015, torchvision) */
	w->model_params = 25.6e6;
	w->vision_layers = VISION_LAYERS_DEFAULT;
	w->vector_precision = PREC_FP32;
	w->queries_per_s = 10;
}

/* Defaults that depend on the type or on other values. */
static void
workload_defaults(struct workload *w)
{
	if (w->precision == PREC__MAX)
		w->precision = w->type == WL_VISION_INFERENCE ? PREC_FP16 :
		    PREC_BF16;
	if (w->prompt_tokens == 0)
		w->prompt_tokens = floor(w->context_tokens / 2);
	if (w->prompt_tokens < 1)
		w->prompt_tokens = 1;
	/* training: 4,096 tokens a sequence; embeddings: a chunk of 512
	 * (the longest input of BERT-sized encoders, a common RAG chunk),
	 * or the model's longest input where that is shorter */
	if (w->sequence_length == 0) {
		w->sequence_length = w->type == WL_EMBEDDINGS ?
		    EMBED_SEQUENCE_DEFAULT : 4096;
		if (w->type == WL_EMBEDDINGS && w->model.max_context > 0 &&
		    w->sequence_length > w->model.max_context)
			w->sequence_length = w->model.max_context;
	}
}

/*
 * LoRA given as lora_rank (and lora_target_modules) instead of
 * lora_fraction: set w->lora_fraction from the model's shapes
 * (workload_lora_params).  Reports, at the key, lora_rank together with
 * lora_fraction, target modules without a rank, and a fraction outside
 * lora_fraction's range.  Returns 0 on such an error, else 1.
 */
static int
lora_from_rank(struct bind_ctx *ctx, const struct ynode *item,
    struct workload *w)
{
	const struct ynode *rn = ynode_get(item, "lora_rank");
	const struct ynode *fn = ynode_get(item, "lora_fraction");
	const struct ynode *tn = ynode_get(item, "lora_target_modules");
	double a;

	if (w->type != WL_LLM_FINETUNE)
		return 1;
	if (rn == NULL) {
		if (tn == NULL)
			return 1;
		bind_report(ctx, tn, D_INCONSISTENT, "'lora_target_modules' "
		    "needs 'lora_rank' (the adapters' size is rank x the "
		    "modules' in + out features)");
		return 0;
	}
	if (fn != NULL) {
		bind_report(ctx, fn, D_INCONSISTENT, "give either "
		    "'lora_fraction' or 'lora_rank' (with "
		    "'lora_target_modules'), not both");
		return 0;
	}
	if (w->lora_rank < 1 || w->model.params <= 0 || w->model.layers < 1)
		return 1;	/* reported already, or no model to count on */
	a = workload_lora_params(&w->model, w->lora_rank, w->lora_targets) /
	    w->model.params;
	if (a > 0.5) {
		bind_report(ctx, rn, D_OUT_OF_RANGE, "'lora_rank' %d gives "
		    "adapters of %.0f %% of the model's parameters; a LoRA "
		    "adapter is at most 50 %%", w->lora_rank, a * 100);
		return 0;
	}
	w->lora_fraction = a;
	return 1;
}

/*
 * weight_only: true says the weights are quantised to precision and the
 * math runs in bf16; it applies to fp8, int8 and fp4 (int4 is always
 * weight-only, so true is accepted there).  Reports it, at the key, with
 * a 16- or 32-bit precision.  Returns 0 on such an error, else 1.
 */
static int
weight_only_check(struct bind_ctx *ctx, const struct ynode *item,
    const struct workload *w)
{
	const struct ynode *n = ynode_get(item, "weight_only");

	if (n == NULL || !w->weight_only || w->type != WL_LLM_INFERENCE)
		return 1;
	if (precision_bytes(w->precision) < 2)
		return 1;	/* quantised: fp8, int8, fp4, int4 */
	bind_report(ctx, n, D_INCONSISTENT, "'%s.weight_only' is for "
	    "quantised weights (precision fp8, int8, fp4 or int4), but "
	    "precision is %s; remove weight_only or give the weights' "
	    "precision", ctx->path, precision_names[w->precision]);
	return 0;
}

/*
 * quantized_weights on a workload: the layout of the checkpoint it
 * serves replaces the model's (docs/scenario-format.md).  `experts`
 * needs a mixture of experts: reported at the key.  Returns 0 on such
 * an error, else 1.
 */
static int
quantized_weights_apply(struct bind_ctx *ctx, const struct ynode *item,
    struct workload *w)
{
	const struct ynode *n = ynode_get(item, "quantized_weights");

	if (n == NULL || w->quantized_weights < 0 ||
	    w->type != WL_LLM_INFERENCE || !w->has_model)
		return 1;
	if (w->quantized_weights == QUANT_EXPERTS && !model_is_moe(&w->model)) {
		bind_report(ctx, n, D_INCONSISTENT, "'%s.quantized_weights': "
		    "experts needs a mixture of experts (active_params below "
		    "params), and model '%s' is dense; write 'mlp' (the "
		    "attention stays 16-bit) or 'linear', or drop the key",
		    ctx->path, w->model.id[0] != '\0' ? w->model.id :
		    w->model.name);
		return 0;
	}
	w->model.quantized_weights = (enum quant_scope)w->quantized_weights;
	return 1;
}

/*
 * A training precision that changes nothing is said, at the key, as a
 * warning (speed_train_precision() and mem_training() are what use it):
 * pre-training and full fine-tuning in int8, int4 (or fp4 for full
 * fine-tuning) compute and keep their weights in bf16; QLoRA keeps its
 * base weights in 4-bit NF4 and computes in bf16 whatever precision
 * says (bf16 or fp16, its compute type, is no warning).
 */
static void
train_precision_check(struct bind_ctx *ctx, const struct ynode *item,
    const struct workload *w)
{
	const struct ynode *n = ynode_get(item, "precision");
	const char *p = precision_names[w->precision];

	if (n == NULL)
		return;
	if (w->type == WL_LLM_FINETUNE && w->method == FT_QLORA &&
	    precision_bytes(w->precision) != 2)
		bind_report(ctx, n, W_SUSPICIOUS, "'%s.precision' %s does not "
		    "apply to method: qlora: its base weights are 4-bit NF4 and "
		    "it computes in bf16; give bf16, or method: lora for base "
		    "weights in %s", ctx->path, p, p);
	else if (w->type == WL_LLM_PRETRAIN && (w->precision == PREC_INT8 ||
	    w->precision == PREC_INT4))
		bind_report(ctx, n, W_SUSPICIOUS, "'%s.precision' %s is no "
		    "pre-training precision: the run is costed in bf16; give "
		    "bf16, or fp8 or fp4 for matrix products in FP8 or FP4",
		    ctx->path, p);
	else if (w->type == WL_LLM_FINETUNE && w->method == FT_FULL &&
	    (w->precision == PREC_INT8 || w->precision == PREC_INT4 ||
	    w->precision == PREC_FP4))
		bind_report(ctx, n, W_SUSPICIOUS, "'%s.precision' %s does not "
		    "apply to full fine-tuning, which trains 16-bit weights: "
		    "the run is costed in bf16; give bf16, or fp8 for matrix "
		    "products in FP8", ctx->path, p);
}

/* workloads: 1 to MAX_WORKLOADS mappings; each workload's type is
 * bound first, since it decides which keys apply. */
static int
bind_workloads(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct scenario *s = t;
	size_t i;
	int ok = 1;

	(void)f;
	if (n->kind != YN_SEQ) {
		bind_report(ctx, n, D_WRONG_TYPE, "'workloads' must be a list of "
		    "workloads (lines starting with '- '), found %s",
		    ynode_kind_name(n));
		return 0;
	}
	if (n->n == 0 || n->n > MAX_WORKLOADS) {
		bind_report(ctx, n, D_OUT_OF_RANGE, "'workloads' has %zu "
		    "entries; give 1 to %d", n->n, MAX_WORKLOADS);
		return 0;
	}
	s->workloads = xcalloc(n->n, sizeof(*s->workloads));
	s->n_workloads = n->n;
	for (i = 0; i < n->n; i++) {
		const struct ynode *item = n->items[i], *tn;
		struct workload *w = &s->workloads[i];
		size_t mark = bind_path_push(ctx, NULL, i);
		unsigned bit = 0;
		int type;

		workload_init(w);
		w->pos.line = item->line;
		w->pos.col = item->col;
		/* The type decides which keys apply: bind it first. */
		tn = ynode_get(item, "type");
		if (tn != NULL) {
			size_t m2 = bind_path_push(ctx, "type", 0);
			struct field tf = workload_fields[1];

			tf.off = 0;
			if (bind_visit(ctx, tn) && bind_word(ctx, tn, &type, &tf))
				bit = T(type);
			bind_path_pop(ctx, m2);
		}
		if (!bind_map(ctx, item, workload_fields, w, bit, NULL))
			ok = 0;
		if (bit == 0)
			w->type = WL_LLM_INFERENCE;	/* placeholder; error reported */
		else
			w->type = (enum workload_type)type;
		workload_defaults(w);
		w->output_tokens_cv_set = ynode_get(item,
		    "output_tokens_cv") != NULL;
		if (!lora_from_rank(ctx, item, w))
			ok = 0;
		if (!weight_only_check(ctx, item, w))
			ok = 0;
		if (!quantized_weights_apply(ctx, item, w))
			ok = 0;
		train_precision_check(ctx, item, w);
		bind_path_pop(ctx, mark);
		if (ctx->over_budget)
			return 0;
	}
	return ok;
}

/* energy_price_kwh: one number, or {low, base, high}. */
static const struct field energy_fields[] = {
	{ "low", bind_number, offsetof(struct economics, energy_price_kwh[ENERGY_LOW]), 0, 10, F_REQUIRED | F_MIN_EXCL, NULL, 0, 0, NULL, NULL },
	{ "base", bind_number, offsetof(struct economics, energy_price_kwh[ENERGY_BASE]), 0, 10, F_REQUIRED | F_MIN_EXCL, NULL, 0, 0, NULL, NULL },
	{ "high", bind_number, offsetof(struct economics, energy_price_kwh[ENERGY_HIGH]), 0, 10, F_REQUIRED | F_MIN_EXCL, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

/* energy_price_kwh: one number (the base case), or {low, base, high}. */
static int
bind_energy(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct economics *e = t;

	if (n->kind == YN_MAP) {
		if (!bind_map(ctx, n, energy_fields, e, 0, NULL))
			return 0;
		e->energy_cases = 3;
		return 1;
	}
	if (n->kind == YN_SCALAR && !n->quoted) {
		struct field g = energy_fields[1];

		g.key = f->key;
		g.flags &= ~F_REQUIRED;
		if (!bind_number(ctx, n, e, &g))
			return 0;
		e->energy_cases = 1;
		return 1;
	}
	bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a price per kWh such as "
	    "0.24, or {low: 0.18, base: 0.24, high: 0.32}, found %s", ctx->path,
	    ynode_kind_name(n));
	return 0;
}

/* ---- the tables ---- */

/* economics.colocation_energy: index 0 metered, 1 included */
static const char *const colocation_energy_names[] = { "metered", "included",
    NULL };

#define UTIL_HINT "a utilisation is a share of the hours, 0 to 1"

static const struct field utilisation_fields[] = {
	{ "low", bind_number, offsetof(struct economics, utilisation[UTIL_LOW]), 0, 1, 0, NULL, 0, 0, NULL, UTIL_HINT },
	{ "medium", bind_number, offsetof(struct economics, utilisation[UTIL_MEDIUM]), 0, 1, 0, NULL, 0, 0, NULL, UTIL_HINT },
	{ "high", bind_number, offsetof(struct economics, utilisation[UTIL_HIGH]), 0, 1, 0, NULL, 0, 0, NULL, UTIL_HINT },
	FIELDS_END
};

static const struct field cloud_fields[] = {
	{ "tier", bind_word, offsetof(struct economics, cloud_tier), 0, 0, 0, cloud_tier_names, 0, 0, NULL, NULL },
	{ "commitment", bind_word, offsetof(struct economics, commitment), 0, 0, 0, commitment_names, 0, 0, NULL, NULL },
	FIELDS_END
};

/* One range of economics.uncertainty: {low, high, mode, distribution},
 * in the input's unit, each number within [lo, hi]. */
#define UNC_RANGE(name, idx, lo, hi, hint) \
static const struct field name[] = { \
	{ "low", bind_number, offsetof(struct economics, uncertainty.in[idx].low), lo, hi, F_REQUIRED, NULL, 0, 0, NULL, hint }, \
	{ "high", bind_number, offsetof(struct economics, uncertainty.in[idx].high), lo, hi, F_REQUIRED, NULL, 0, 0, NULL, hint }, \
	{ "mode", bind_number, offsetof(struct economics, uncertainty.in[idx].mode), lo, hi, 0, NULL, 0, 0, NULL, hint }, \
	{ "distribution", bind_word, offsetof(struct economics, uncertainty.in[idx].dist), 0, 0, 0, unc_dist_names, 0, 0, NULL, NULL }, \
	FIELDS_END \
}

UNC_RANGE(unc_energy_fields, UNC_ENERGY_PRICE, 0, 10, "an energy price is 0 to 10 per kWh");
UNC_RANGE(unc_util_fields, UNC_UTILISATION, 0, 1, UTIL_HINT);
/* a price may fall by at most 99 % (it stays positive) */
UNC_RANGE(unc_gpu_fields, UNC_GPU_PRICE, -99, 500, "a price change is -99 to +500 %");
UNC_RANGE(unc_host_fields, UNC_HOST_PRICE, -99, 500, "a price change is -99 to +500 %");
UNC_RANGE(unc_cloud_fields, UNC_CLOUD_PRICE, -99, 500, "a price change is -99 to +500 %");
UNC_RANGE(unc_residual_fields, UNC_RESIDUAL, 0, 100, "a residual value is 0 to 100 % of the hardware capex");
UNC_RANGE(unc_staff_fields, UNC_STAFF, 0, 1e7, "a cost must be 0 or more (at most 1e7 a month)");

#define UNC_SUB(k, sub) { k, bind_sub, 0, 0, 0, 0, NULL, 0, 0, sub, NULL }

/* economics.uncertainty: draws and the ranges (docs/tco.md, "Ranges").
 * 1,000,000 draws take about 0.1 s; 100 is the fewest that give a P10. */
static const struct field uncertainty_fields[] = {
	{ "draws", bind_int, offsetof(struct economics, uncertainty.draws), 100, 1000000, 0, NULL, 0, 0, NULL, "draws must be 100 to 1,000,000" },
	UNC_SUB("energy_price_kwh", unc_energy_fields),
	UNC_SUB("utilisation", unc_util_fields),
	UNC_SUB("gpu_price_pct", unc_gpu_fields),
	UNC_SUB("host_price_pct", unc_host_fields),
	UNC_SUB("cloud_price_pct", unc_cloud_fields),
	UNC_SUB("residual_pct", unc_residual_fields),
	UNC_SUB("staff_month", unc_staff_fields),
	FIELDS_END
};

/* economics.financing (docs/tco.md, "Financing"). */
static const struct field financing_fields[] = {
	{ "type", bind_word, offsetof(struct economics, financing.type), 0, 0, F_REQUIRED, fin_type_names, 0, 0, NULL, NULL },
	{ "term_months", bind_int, offsetof(struct economics, financing.term_months), 1, 120, 0, NULL, 0, 0, NULL, "a financing term is 1 to 120 months" },
	{ "leasing_factor_pct_month", bind_number, offsetof(struct economics, financing.leasing_factor_pct_month), 0, 20, F_MIN_EXCL, NULL, 0, 0, NULL, "a leasing factor is a monthly % of the financed capex, above 0 and at most 20" },
	{ "rate_pct_year", bind_number, offsetof(struct economics, financing.rate_pct_year), 0, 50, 0, NULL, 0, 0, NULL, "a loan rate is 0 to 50 % a year" },
	{ "down_payment_pct", bind_number, offsetof(struct economics, financing.down_payment_pct), 0, 100, F_PCT, NULL, 0, 0, NULL, NULL },
	{ "buyout_pct", bind_number, offsetof(struct economics, financing.buyout_pct), 0, 100, F_PCT, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

/* economics.tax (docs/tco.md, "After tax"). */
static const struct field tax_fields[] = {
	{ "rate_pct", bind_number, offsetof(struct economics, tax.rate_pct), 0, 100, F_REQUIRED | F_PCT, NULL, 0, 0, NULL, NULL },
	{ "depreciation", bind_word, offsetof(struct economics, tax.depreciation), 0, 0, 0, depreciation_names, 0, 0, NULL, NULL },
	{ "years", bind_int, offsetof(struct economics, tax.years), 1, 20, 0, NULL, 0, 0, NULL, "depreciation runs 1 to 20 years" },
	FIELDS_END
};

#define EC(k, fn, member, lo, hi, fl, words, sub, hint) \
	{ k, fn, offsetof(struct economics, member), lo, hi, fl, words, 0, 0, sub, hint }

static const struct field economics_fields[] = {
	EC("horizon_months", bind_int, horizon_months_i, 1, 240, 0, NULL, NULL, "the horizon must be 1 to 240 months"),
	EC("hours_per_month", bind_number, hours_per_month, 1, 744, 0, NULL, NULL, NULL),
	{ "utilisation", bind_sub, 0, 0, 0, 0, NULL, 0, 0, utilisation_fields, NULL },
	{ "energy_price_kwh", bind_energy, 0, 0, 0, 0, NULL, 0, 0, NULL, NULL },
	EC("pue", bind_number, pue, 1, 3, 0, NULL, NULL, "a PUE is 1.0 (no overhead) to 3.0"),
	EC("operating_models", bind_words_set, operating_models, 0, 0, 0, op_model_names, NULL, NULL),
	EC("colocation_kw_month", bind_number, colocation_kw_month, 0, 10000, 0, NULL, NULL, NULL),
	EC("colocation_energy", bind_word, colocation_energy_included, 0, 0, 0, colocation_energy_names, NULL, NULL),
	EC("maintenance_pct_year", bind_number, maintenance_pct_year, 0, 100, F_PCT, NULL, NULL, NULL),
	EC("staff_month", bind_number, staff_month, 0, 1e7, 0, NULL, NULL, "a cost must be 0 or more (at most 1e7 a month)"),
	EC("install_pct", bind_number, install_pct, 0, 100, F_PCT, NULL, NULL, NULL),
	EC("residual_pct", bind_number, residual_pct, 0, 100, F_PCT, NULL, NULL, NULL),
	EC("discount_rate_pct_year", bind_number, discount_rate_pct_year, 0, 100, F_PCT, NULL, NULL, NULL),
	EC("idle_power_pct", bind_number, idle_power_pct, 0, 100, F_PCT, NULL, NULL, NULL),
	{ "cloud", bind_sub, 0, 0, 0, 0, NULL, 0, 0, cloud_fields, NULL },
	{ "uncertainty", bind_sub, 0, 0, 0, 0, NULL, 0, 0, uncertainty_fields, NULL },
	{ "financing", bind_sub, 0, 0, 0, 0, NULL, 0, 0, financing_fields, NULL },
	{ "tax", bind_sub, 0, 0, 0, 0, NULL, 0, 0, tax_fields, NULL },
	/* German mix 2024: 363 g/kWh (UBA); a coal plant ~1,100 */
	EC("grid_co2_g_per_kwh", bind_number, grid_co2_g_per_kwh, 0, 2000, 0, NULL, NULL, "a grid CO2 factor is 0 to 2,000 g per kWh"),
	FIELDS_END
};

static const struct field customer_fields[] = {
	{ "name", bind_string, offsetof(struct scenario, customer_name), 0, TEXT_NAME_MAX_CHARS, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "contact", bind_string, offsetof(struct scenario, customer_contact), 0, TEXT_NAME_MAX_CHARS, 0, NULL, 0, 0, NULL, NULL },
	{ "address", bind_string, offsetof(struct scenario, customer_address), 0, TEXT_ADDRESS_MAX_CHARS, F_MULTILINE, NULL, 0, 0, NULL, NULL },
	/* cost per user and month (issue 12 item 6); 10 million as a sane cap */
	{ "users", bind_int, offsetof(struct scenario, customer_users), 1, 10000000, 0, NULL, 0, 0, NULL, "users must be a whole number from 1 to 10,000,000" },
	FIELDS_END
};

static const struct field constraints_fields[] = {
	{ "vendors", bind_words_set, offsetof(struct constraints, vendors), 0, 0, 0, vendor_names, 0, 0, NULL, NULL },
	{ "gpus", scenario_bind_id_list, 0, 0, 0, 0, NULL, 0, 0, NULL, NULL },
	{ "max_gpus", bind_int, offsetof(struct constraints, max_gpus), 1, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "max_power_kw", bind_number, offsetof(struct constraints, max_power_kw), 0, 1e6, F_MIN_EXCL, NULL, 0, 0, NULL, NULL },
	{ "budget", bind_number, offsetof(struct constraints, budget), 0, 1e12, F_MIN_EXCL, NULL, 0, 0, NULL, NULL },
	{ "gpu_memory_utilization", bind_number, offsetof(struct constraints, gpu_memory_utilization), 0, 1, F_MIN_EXCL, NULL, 0, 0, NULL, "a share of the GPU's memory, above 0 and at most 1 (vLLM's default is 0.9)" },
	{ "throughput_headroom_pct", bind_number, offsetof(struct constraints, throughput_headroom_pct), 0, 100, F_PCT, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

static const struct field hardware_fields[] = {
	{ "gpu", bind_id, offsetof(struct scenario, hw_gpu), 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "gpus", bind_int, offsetof(struct scenario, hw_gpus), 1, 100000, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "tensor_parallel", bind_int, offsetof(struct scenario, hw_tp), 1, 1024, 0, NULL, 0, 0, NULL, NULL },
	{ "pipeline_parallel", bind_int, offsetof(struct scenario, hw_pp), 1, 1024, 0, NULL, 0, 0, NULL, NULL },
	{ "attention_data_parallel", bind_int, offsetof(struct scenario, hw_dp), 1, 1024, 0, NULL, 0, 0, NULL, NULL },
	{ "expert_parallel", bind_int, offsetof(struct scenario, hw_ep), 1, 1024, 0, NULL, 0, 0, NULL, NULL },
	{ "context_parallel", bind_int, offsetof(struct scenario, hw_cp), 1, 1024, 0, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

static const struct field overrides_fields[] = {
	/* the price catalog's upper bounds (catalog_load.c); 0 is allowed:
	 * hardware the customer already owns */
	{ "gpu_price", scenario_bind_override_map, offsetof(struct overrides, gpu_price), 0, 1e6, 0, NULL, 0, 0, NULL, "a price per GPU must be 0 to 1,000,000" },
	{ "host_price", scenario_bind_override_map, offsetof(struct overrides, host_price), 0, 5e6, 0, NULL, 0, 0, NULL, "a price per host must be 0 to 5,000,000" },
	{ "cloud_gpu_hour", scenario_bind_override_map, offsetof(struct overrides, cloud_gpu_hour), 0, 1000, 0, NULL, 0, 0, NULL, "a price per GPU-hour must be 0 to 1,000" },
	FIELDS_END
};

static const struct field expect_fields[] = {
	{ "gpu", bind_id, offsetof(struct expect, gpu), 0, 0, 0, NULL, 0, 0, NULL, NULL },
	{ "min_gpus", bind_int, offsetof(struct expect, min_gpus), 1, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "max_gpus", bind_int, offsetof(struct expect, max_gpus), 1, 100000, 0, NULL, 0, 0, NULL, NULL },
	{ "max_capex", bind_number, offsetof(struct expect, max_capex), 0, 1e13, F_MIN_EXCL, NULL, 0, 0, NULL, NULL },
	{ "max_break_even_month", bind_number, offsetof(struct expect, max_break_even_month), 0, 1000, F_MIN_EXCL, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

#define SC(k, fn, member, fl, words, sub) \
	{ k, fn, offsetof(struct scenario, member), 0, 0, fl, words, 0, 0, sub, NULL }

enum { TOP_GPUPLAN, TOP_ID, TOP_TITLE, TOP_CUSTOMER, TOP_LANGUAGE,
    TOP_CURRENCY, TOP_DATE, TOP_WORKLOADS, TOP_CONSTRAINTS, TOP_HARDWARE,
    TOP_ECONOMICS, TOP_PRICES, TOP_OVERRIDES, TOP_EXPECT, TOP_VENDOR };

static const struct field top_fields[] = {
	[TOP_GPUPLAN] = { "gpuplan", bind_int, offsetof(struct scenario, format), -1e9, 1e9, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	[TOP_ID] = SC("id", bind_id, id, F_REQUIRED, NULL, NULL),
	[TOP_TITLE] = { "title", bind_string, offsetof(struct scenario, title), 0, TEXT_NAME_MAX_CHARS, 0, NULL, 0, 0, NULL, NULL },
	[TOP_CUSTOMER] = { "customer", bind_sub, 0, 0, 0, F_REQUIRED, NULL, 0, 0, customer_fields, NULL },
	[TOP_LANGUAGE] = SC("language", bind_word, language, 0, language_names, NULL),
	[TOP_CURRENCY] = SC("currency", bind_word, currency, 0, currency_names, NULL),
	[TOP_DATE] = SC("date", bind_date, date, 0, NULL, NULL),
	[TOP_WORKLOADS] = { "workloads", bind_workloads, 0, 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	[TOP_CONSTRAINTS] = SC("constraints", bind_sub, constraints, 0, NULL, constraints_fields),
	[TOP_HARDWARE] = { "hardware", bind_sub, 0, 0, 0, 0, NULL, 0, 0, hardware_fields, NULL },
	[TOP_ECONOMICS] = SC("economics", bind_sub, economics, 0, NULL, economics_fields),
	[TOP_PRICES] = SC("prices", bind_string, prices_path, F_NOT_SHOWN, NULL, NULL),
	[TOP_OVERRIDES] = SC("overrides", bind_sub, overrides, 0, NULL, overrides_fields),
	[TOP_EXPECT] = SC("expect", bind_sub, expect, 0, NULL, expect_fields),
	[TOP_VENDOR] = SC("vendor", bind_string, vendor_path, F_NOT_SHOWN, NULL, NULL),
	FIELDS_END
};

struct scenario *
scenario_from_doc(const struct ydoc *doc, const struct catalog *cat,
    struct diag_list *dl)
{
	struct bind_ctx ctx;
	struct scenario *s = xcalloc(1, sizeof(*s));
	unsigned long long seen = 0;

	memset(&ctx, 0, sizeof(ctx));
	ctx.doc = doc;
	ctx.dl = dl;
	ctx.catalog = cat;
	scenario_init(s);
	s->path = xstrdup(doc->path);
	s->source = xstrndup(doc->text, doc->len);
	s->source_len = doc->len;
	if (doc->root == NULL) {
		diag_add(dl, D_EMPTY, doc->path, NULL, 0, 0, 0, "the file is "
		    "empty; a scenario starts with 'gpuplan: 1' (see "
		    "scenarios/ for examples)");
		scenario_free(s);
		return NULL;
	}
	if (doc->root->kind != YN_MAP) {
		bind_report(&ctx, doc->root, D_WRONG_TYPE, "a scenario file is "
		    "a mapping of keys (gpuplan, id, customer, workloads, ...), "
		    "found %s", ynode_kind_name(doc->root));
		scenario_free(s);
		return NULL;
	}
	bind_map(&ctx, doc->root, top_fields, s, 0, &seen);
	s->economics.horizon_months = s->economics.horizon_months_i;
	/* prices: is relative to the scenario file, as an include would be
	 * (docs/scenario-format.md), not to the directory gpuplan runs in */
	if (s->prices_path != NULL && s->prices_path[0] != '/' &&
	    strrchr(doc->path, '/') != NULL) {
		int dir = (int)(strrchr(doc->path, '/') - doc->path);
		char *rel = s->prices_path;

		s->prices_path = xasprintf("%.*s/%s", dir, doc->path, rel);
		free(rel);
	}
	if (!ctx.over_budget)
		scenario_check_semantics(&ctx, s,
		    (seen & (1ull << TOP_GPUPLAN)) != 0);
	/* vendor: is relative to the scenario file (docs/vendor-format.md) */
	if (s->vendor_path != NULL) {
		char *rel = s->vendor_path;

		s->vendor_path = path_relative_to(s->path ? s->path : "", rel);
		free(rel);
	}
	/* a scenario with its own prices: file is checked against it by
	 * the command that loads that file (price_check.h) */
	if (ctx.errors == 0 && cat != NULL && s->prices_path == NULL)
		ctx.errors += scenario_check_prices(s, cat, &cat->prices, doc,
		    dl);
	if (s->date[0] == '\0')
		scenario_default_date(s->date);
	if (ctx.errors > 0) {
		scenario_free(s);
		return NULL;
	}
	return s;
}

struct scenario *
scenario_load(const char *path, const struct catalog *cat,
    struct diag_list *dl, enum yload_status *status)
{
	struct ydoc *doc;
	struct scenario *s;
	enum yload_status st = ydoc_load_file(path, &doc, dl);

	if (status)
		*status = st;
	if (st != YLOAD_OK)
		return NULL;
	s = scenario_from_doc(doc, cat, dl);
	ydoc_free(doc);
	return s;
}

/* ---- the tables for the schema writer (scenario_tables.h) ---- */

const struct scenario_tables *
scenario_tables(void)
{
	static const struct scenario_tables t = {
		.top = top_fields,
		.workload = workload_fields,
		.inline_model = inline_model_fields,
		.hf_model = hf_model_fields,
		.energy = energy_fields,
		.workloads = bind_workloads,
		.model = bind_model,
		.energy_fn = bind_energy,
		.id_list = scenario_bind_id_list,
		.override_map = scenario_bind_override_map,
		.precision = bind_enum_precision,
		.sub_precision = bind_kv_precision,
		.type = bind_type_done,
		.max_workloads = MAX_WORKLOADS,
		.max_list = MAX_LIST,
	};

	return &t;
}
