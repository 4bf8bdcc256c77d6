/*
 * memory.c: GPU memory per workload (see memory.h and docs/sizing.md).
 */
#include "engine/memory.h"

#include <math.h>
#include <string.h>

#include "engine/speed.h"

/* Bytes per activation value: bf16 (Korthikanti et al. assume 16-bit). */
#define ACT_BYTES	2.0

double
mem_weight_bytes(double params, enum precision p)
{
	return params * precision_bytes(p);
}

double
mem_quant_overhead(enum precision p)
{
	switch (p) {
	case PREC_INT4:
		return MEM_QUANT_INT4;
	case PREC_FP4:
		return MEM_QUANT_FP4;
	default:
		return 0;
	}
}

double
mem_weight_bytes_stored(double params, enum precision p)
{
	return mem_weight_bytes(params, p) * (1 + mem_quant_overhead(p));
}

enum fp4_format
mem_fp4_format(const struct model *m, const struct gpu *g)
{
	if (m->fp4_format == FP4_MXFP4 || (g != NULL &&
	    g->vendor == VENDOR_AMD))
		return FP4_MXFP4;
	return FP4_NVFP4;
}

double
mem_model_bytes_per_param(const struct model *m, const struct gpu *g,
    enum precision p)
{
	if (p == PREC_FP4 && mem_fp4_format(m, g) == FP4_MXFP4)
		return mem_weight_bytes(1, p) * (1 + MEM_QUANT_MXFP4);
	return mem_weight_bytes_stored(1, p);
}

/* KV bytes of one layer and one token that one GPU holds under tp. */
static double
kv_layer_token_gpu(const struct model *m, enum precision kv, int tp)
{
	double heads;

	if (model_is_mla(m))	/* MLA: one latent, replicated per rank */
		return (double)(m->kv_lora_rank + m->qk_rope_head_dim) *
		    precision_bytes(kv);
	heads = ceil((double)m->kv_heads / (tp > 0 ? tp : 1));
	if (heads < 1)
		heads = 1;
	return 2.0 * heads * m->head_dim * precision_bytes(kv);
}

double
mem_kv_bytes_per_token(const struct model *m, enum precision kv)
{
	return m->layers * kv_layer_token_gpu(m, kv, 1);
}

double
mem_kv_bytes_per_seq_gpu(const struct model *m, enum precision kv,
    double ctx, int tp, int pp)
{
	double full, sliding, win, token_layers, share;

	if (m->layers <= 0)
		return 0;
	sliding = m->sliding_window > 0 ? m->sliding_layers : 0;
	full = m->layers - sliding;
	win = m->sliding_window > 0 && m->sliding_window < ctx ?
	    m->sliding_window : ctx;
	token_layers = full * ctx + sliding * win;
	/* a stage holds ceil(layers / pp) of the layers */
	share = ceil((double)m->layers / (pp > 0 ? pp : 1)) / m->layers;
	return token_layers * share * kv_layer_token_gpu(m, kv, tp);
}

double
mem_embed_params(const struct model *m)
{
	double e = (double)m->vocab * m->hidden * (m->tied_embeddings ? 1 : 2);

	return e < m->params ? e : 0;
}

double
mem_head_bytes_per_param(enum precision p)
{
	return precision_bytes(p) < 2 ? 2 : precision_bytes(p);
}

double
mem_kept_params(const struct model *m)
{
	double e = mem_embed_params(m), shared, routed, ln_keep, k;

	switch (model_quant_scope(m)) {
	case QUANT_EXPERTS:
		speed_moe_split(m, &shared, &routed, &ln_keep);
		return shared;
	case QUANT_MLP:
		/* the attention, and each MoE layer's router (hidden x
		 * experts) */
		k = e + model_attention_params(m) + (m->experts > 0 ?
		    (double)model_moe_layers(m) * m->hidden * m->experts : 0);
		return k < m->params ? k : m->params;
	default:
		return e;
	}
}

double
mem_part_weight_bytes(const struct model *m, const struct gpu *g,
    enum precision p, double n)
{
	double e = mem_embed_params(m), k;

	if (model_quant_scope(m) != QUANT_LINEAR) {
		k = mem_kept_params(m);
		if (n <= k)
			return n * mem_head_bytes_per_param(p);
		return k * mem_head_bytes_per_param(p) +
		    (n - k) * mem_model_bytes_per_param(m, g, p);
	}
	if (e > n)	/* a part smaller than the embeddings: the average */
		return m->params > 0 ? n * mem_model_weight_bytes(m, g, p) /
		    m->params : 0;
	return (n - e) * mem_model_bytes_per_param(m, g, p) +
	    e * mem_head_bytes_per_param(p);
}

double
mem_model_weight_bytes(const struct model *m, const struct gpu *g,
    enum precision p)
{
	/* mem_embed_params is below params: no recursion */
	return mem_part_weight_bytes(m, g, p, m->params);
}

/* Bytes of the largest layer of a frozen model at precision p as
 * stored (mem_model_weight_bytes): the embedding (or output head) at
 * mem_head_bytes_per_param or one MLP matrix at p. */
static double
frozen_gather_bytes(const struct model *m, enum precision p)
{
	double h = m->hidden, embed, mlp;

	embed = (double)m->vocab * h * mem_head_bytes_per_param(p);
	mlp = (m->intermediate > 0 ? h * m->intermediate : 4.0 * h * h) *
	    mem_model_bytes_per_param(m, NULL, p);
	return embed > mlp ? embed : mlp;
}

double
mem_largest_layer_params(const struct model *m)
{
	double h = m->hidden, embed, mlp;

	embed = (double)m->vocab * h;
	mlp = m->intermediate > 0 ? h * m->intermediate : 4.0 * h * h;
	return embed > mlp ? embed : mlp;
}

double
mem_zero3_per_gpu(double params, double largest_layer, int n_gpus,
    double bytes_per_param)
{
	if (n_gpus < 1)
		n_gpus = 1;
	return MEM_ZERO3_GATHER_BPP * largest_layer +
	    bytes_per_param * params / n_gpus;
}

double
mem_act_layer_bytes(double s, double b, double h, double a,
    int checkpointing, int flash)
{
	if (checkpointing)
		return 2.0 * s * b * h;
	if (h <= 0)
		return 0;
	if (flash)	/* the scores are recomputed; fp32 logsumexp per head */
		return s * b * h * 34.0 + 4.0 * a * s * b;
	return s * b * h * (34.0 + 5.0 * a * s / h);
}

double
mem_train_activations(const struct model *m, double s, double b,
    int checkpointing, int flash, enum loss_kind loss)
{
	double h = m->hidden, a = m->heads, act, loss_b, layer;

	act = m->layers * mem_act_layer_bytes(s, b, h, a, checkpointing,
	    flash) + 4.0 * s * b * h;
	loss_b = s * b * m->vocab *
	    (loss == LOSS_CHUNKED ? MEM_LOSS_CHUNKED_B : MEM_LOSS_FULL_B);
	if (!checkpointing)
		return act + loss_b;
	/* the layer being recomputed runs after the loss's backward has
	 * freed its tensors: the two never peak together */
	layer = mem_act_layer_bytes(s, b, h, a, 0, flash);
	return act + (loss_b > layer ? loss_b : layer);
}

/* Activation bytes per GPU of one prefill chunk (MLP and attention
 * intermediates of the widest layer), sharded over tp. */
static double
infer_activations(const struct model *m, int tp)
{
	double ffn = m->intermediate > 0 ? m->intermediate : 4.0 * m->hidden;

	return MEM_INFER_PREFILL_CHUNK * (2.0 * ffn + 4.0 * m->hidden) *
	    ACT_BYTES / (tp > 0 ? tp : 1);
}

void
mem_llm_inference(const struct workload *w, const struct gpu *g, int tp,
    int pp, int dp, double seqs, struct mem_breakdown *out)
{
	const struct model *m = &w->model;
	double shared, routed, ln_keep, wt, wt_gpu, kv, act, per_gpu;
	double shared_b;
	int a, t;

	memset(out, 0, sizeof(*out));
	if (tp < 1)
		tp = 1;
	if (pp < 1)
		pp = 1;
	if (dp < 1 || tp % dp != 0)
		dp = 1;
	t = tp * pp;
	a = tp / dp;
	wt = mem_model_weight_bytes(m, g, w->precision);
	speed_moe_split(m, &shared, &routed, &ln_keep);
	/* the embeddings and the head are shared parameters */
	shared_b = mem_part_weight_bytes(m, g, w->precision, shared);
	/* each attention rank holds the shared parameters, the routed
	 * ones are split over all tp */
	wt_gpu = dp > 1 ? ((shared_b / a) + (wt - shared_b) / tp) / pp :
	    wt / t;
	kv = mem_kv_bytes_per_seq_gpu(m, w->kv_precision, workload_kv_context(w),
	    a, pp) * (dp > 1 ? ceil(seqs / dp) : seqs);
	act = infer_activations(m, a);
	per_gpu = wt_gpu + kv + act + MEM_RUNTIME_PER_GPU_B;
	out->weights = wt;
	out->weight_copies = dp > 1 ? shared_b * (dp - 1) : 0;
	out->kv_cache = kv * t;
	out->activations = act * t;
	out->overhead = MEM_RUNTIME_PER_GPU_B * t;
	out->total = per_gpu * t;
	out->per_gpu = per_gpu;
}

void
mem_training(const struct workload *w, int n, int tp, int cp,
    struct mem_breakdown *out)
{
	const struct model *m = &w->model;
	double p = m->params, moments, states, act, gather, raw, per_gpu;
	double gather_b = MEM_ZERO3_GATHER_BPP * mem_largest_layer_params(m);

	memset(out, 0, sizeof(*out));
	if (n < 1)
		n = 1;
	if (tp < 1)
		tp = 1;
	if (cp < 1)
		cp = 1;
	if (n % (tp * cp) != 0)
		tp = cp = 1;
	moments = w->optimizer == OPT_ADAMW_8BIT ? MEM_ADAM8_MOMENTS_BPP :
	    MEM_ADAM_MOMENTS_BPP;
	if (w->type == WL_LLM_PRETRAIN || w->method == FT_FULL) {
		out->weights = MEM_TRAIN_WEIGHT_BPP * p;
		out->gradients = MEM_TRAIN_GRAD_BPP * p;
		out->optimizer = (MEM_TRAIN_MASTER_BPP + moments) * p;
	} else {
		double frozen, a = w->lora_fraction * p;
		enum precision fp = w->method == FT_QLORA ? PREC_INT4 :
		    w->precision;

		frozen = mem_model_weight_bytes(m, NULL, fp);
		/* a frozen layer is gathered as stored, no gradients */
		gather_b = frozen_gather_bytes(m, fp);
		out->weights = frozen + MEM_TRAIN_WEIGHT_BPP * a;
		out->gradients = MEM_TRAIN_GRAD_BPP * a;
		out->optimizer = (MEM_TRAIN_MASTER_BPP + moments) * a;
	}
	if (w->offload != OFFLOAD_NONE) {
		/* the trained parameters' states go to host RAM; the GPU
		 * keeps the 16-bit weights unless they go too */
		double t = w->type == WL_LLM_PRETRAIN || w->method == FT_FULL ?
		    p : w->lora_fraction * p;

		out->offload_host = (MEM_OFFLOAD_MASTER_BPP +
		    MEM_OFFLOAD_GRAD_BPP + moments) * t;
		out->gradients = 0;
		out->optimizer = 0;
		if (w->offload == OFFLOAD_OPTIMIZER_PARAMS) {
			out->offload_host += out->weights;
			out->weights = 0;
		}
	}
	states = (out->weights + out->gradients + out->optimizer) / n;
	gather = n > 1 ? gather_b / tp : 0;
	act = mem_train_activations(m, w->sequence_length, w->micro_batch,
	    w->checkpointing, w->attention != ATTN_EAGER, w->loss) /
	    (tp * cp);
	raw = states + gather + act + MEM_RUNTIME_PER_GPU_B;
	per_gpu = raw * (1 + MEM_TRAIN_BUFFER);
	out->activations = act * n;
	out->overhead = (gather + MEM_RUNTIME_PER_GPU_B + per_gpu - raw) * n;
	out->total = per_gpu * n;
	out->per_gpu = per_gpu;
	out->buffer_per_gpu = per_gpu - raw;
}

void
mem_vision(const struct workload *w, struct mem_breakdown *out)
{
	double wt;

	memset(out, 0, sizeof(*out));
	wt = mem_weight_bytes_stored(w->model_params, w->precision);
	out->weights = wt;
	out->per_gpu = wt + MEM_RUNTIME_PER_GPU_B;
	out->overhead = MEM_RUNTIME_PER_GPU_B;
	out->total = out->per_gpu;
}

void
mem_simulation(const struct workload *w, int n, struct mem_breakdown *out)
{
	double set, raw;

	memset(out, 0, sizeof(*out));
	if (n < 1)
		n = 1;
	set = w->memory_gb * 1e9;
	raw = set / n + MEM_RUNTIME_PER_GPU_B;
	out->activations = set;		/* the solver's working set */
	out->per_gpu = raw / MEM_SIM_USABLE;
	out->overhead = (out->per_gpu - set / n) * n;
	out->total = out->per_gpu * n;
}

void
mem_embeddings(const struct workload *w, struct mem_breakdown *out)
{
	double wt, act;

	memset(out, 0, sizeof(*out));
	wt = mem_weight_bytes_stored(w->model.params, w->precision);
	act = infer_activations(&w->model, 1);
	out->weights = wt;
	out->activations = act;
	out->per_gpu = wt + act + MEM_RUNTIME_PER_GPU_B;
	out->overhead = MEM_RUNTIME_PER_GPU_B;
	out->total = out->per_gpu;
}

double
mem_rag_index_bytes(double vectors, double dims, enum precision p)
{
	return vectors * (dims * precision_bytes(p) +
	    MEM_HNSW_M * MEM_HNSW_LINK_B_PER_M) * (1 + MEM_HNSW_SLACK);
}

void
mem_rag(const struct workload *w, struct mem_breakdown *out)
{
	memset(out, 0, sizeof(*out));
	out->vector_index_ram = mem_rag_index_bytes(w->vectors, w->dimensions,
	    w->vector_precision);
	out->nvme = w->documents_gb * 1e9 + out->vector_index_ram;
}
