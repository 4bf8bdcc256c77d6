/*
 * speed.c: throughput and latency (see speed.h and docs/sizing.md).
 */
#include "engine/speed.h"

#include <math.h>
#include <string.h>

#include "engine/host.h"
#include "engine/memory.h"
#include "engine/pricing.h"

/* A measured speed-up of training GEMMs over BF16 (ratios of GEMM
 * times, SPEED_TRAIN_FP*_GAIN and _PRE in speed.h with the source). */
struct train_gain {
	double	autocast;	/* the inputs quantised in each step */
	double	kernels;	/* the GEMM kernels alone */
};

static const struct train_gain fp8_hopper = { SPEED_TRAIN_FP8_GAIN_HOPPER,
    SPEED_TRAIN_FP8_PRE_HOPPER };
static const struct train_gain fp8_blackwell = {
    SPEED_TRAIN_FP8_GAIN_BLACKWELL, SPEED_TRAIN_FP8_PRE_BLACKWELL };
static const struct train_gain fp4_blackwell = {
    SPEED_TRAIN_FP4_GAIN_BLACKWELL, SPEED_TRAIN_FP4_PRE_BLACKWELL };

/*
 * What is measured of a GPU (catalog id), each figure with its constant
 * and source in speed.h; a GPU of the same family without its own
 * measurement carries its family's figure and says so.  0 or NULL: not
 * measured, speed.h's default applies.  One row per GPU, one lookup
 * (gpu_row).
 */
static const double shape_hopper[SPEED_GEMM_SHAPES] = {
	SPEED_GEMM_SHAPE_HOPPER };
static const double shape_blackwell[SPEED_GEMM_SHAPES] = {
	SPEED_GEMM_SHAPE_BLACKWELL };
static const double shape_fp4_blackwell[SPEED_GEMM_SHAPES] = {
	SPEED_GEMM_SHAPE_FP4_BLACKWELL };
static const double shape_nvidia[SPEED_GEMM_SHAPES] = {
	SPEED_GEMM_SHAPE_NVIDIA };

/* A decode step's attention, 16-bit and fp8 cache: the share of the
 * datasheet bandwidth the cache is read at, and s a layer beyond the
 * bytes, SPEED_KERNEL_S included (SPEED_ATTN_DECODE_*). */
static const struct attn_decode {
	double	bw16, s16, bw8, s8;
} attn_h100 = { SPEED_ATTN_DECODE_H100_BW, SPEED_ATTN_DECODE_H100_S,
	SPEED_ATTN_DECODE_H100_FP8_BW, SPEED_ATTN_DECODE_H100_FP8_S },
  attn_h200 = { SPEED_ATTN_DECODE_H200_BW, SPEED_ATTN_DECODE_H200_S,
	SPEED_ATTN_DECODE_H200_FP8_BW, SPEED_ATTN_DECODE_H200_FP8_S },
  attn_b200 = { SPEED_ATTN_DECODE_B200_BW, SPEED_ATTN_DECODE_B200_S,
	SPEED_ATTN_DECODE_B200_FP8_BW, SPEED_ATTN_DECODE_B200_FP8_S },
  attn_b300 = { SPEED_ATTN_DECODE_B300_BW, SPEED_ATTN_DECODE_B300_S,
	SPEED_ATTN_DECODE_B300_FP8_BW, SPEED_ATTN_DECODE_B300_FP8_S },
  attn_gb200 = { SPEED_ATTN_DECODE_GB200_BW, SPEED_ATTN_DECODE_GB200_S,
	SPEED_ATTN_DECODE_GB200_FP8_BW, SPEED_ATTN_DECODE_GB200_FP8_S };

static const struct gpu_row {
	const char	*id;
	double		 bw_share;	/* achieved / peak TB/s of a
					 * streaming read */
	double		 fp4_vs_fp8;	/* ratio of decode GEMM times, fp4
					 * (W4A4) over fp8
					 * (SPEED_FP4_DECODE_*) */
	double		 w4a16_vs_bf16;	/* ratio of decode MoE times, 4-bit
					 * weights in bf16 math over bf16
					 * (SPEED_W4A16_DECODE_*) */
	const char	*bw_source;	/* where bw_share comes from */
	double		 maf_bf16, maf_fp16, maf_fp8;	/* the maker's
					 * max-achievable share of the
					 * peak TFLOPS (SPEED_MAF_*) */
	const struct train_gain *train_fp8, *train_fp4;	/* training
					 * GEMMs over BF16, by family */
	double		 gemm_low, gemm_fp4;	/* share of the peak a
					 * prefill's GEMMs reach in 8 and 4
					 * bits, and in fp4 where it differs
					 * (SPEED_GEMM_*); 0: not measured */
	const double	*shape_low, *shape_fp4;	/* the same by the
					 * size of the matrix
					 * (SPEED_GEMM_SHAPE_*); NULL: not
					 * measured */
	const struct attn_decode *attn;	/* a decode step's attention
					 * (speed_attn_decode); NULL: not
					 * measured */
} gpu_rows[] = {
	/* the A100's bandwidth is not measured (SPEED_BW_SHARE_DEFAULT) */
	{ "a100", 0, 0, SPEED_W4A16_DECODE_A100, NULL, 0, 0, 0, NULL, NULL,
	    0, 0, NULL, NULL },
	{ "h100", SPEED_BW_SHARE_HOPPER, 0, SPEED_W4A16_DECODE_H100, "H100 "
	    "SXM5 copy 2,903 of 3,350 GB/s (vpbenchmarking)", 0, 0, 0,
	    &fp8_hopper, NULL,
	    SPEED_GEMM_LOW_HOPPER, 0, shape_hopper, NULL, &attn_h100 },
	{ "h100-nvl", SPEED_BW_SHARE_HOPPER, 0, 0, "Hopper: the H100 SXM5 "
	    "figure", 0, 0, 0, &fp8_hopper, NULL,
	    SPEED_GEMM_LOW_HOPPER, 0, shape_hopper, NULL, &attn_h100 },
	{ "h200", SPEED_BW_SHARE_HOPPER, 0, SPEED_W4A16_DECODE_H200,
	    "Hopper: the H100 SXM5 figure", 0, 0, 0, &fp8_hopper, NULL,
	    SPEED_GEMM_LOW_HOPPER, 0, shape_hopper, NULL, &attn_h200 },
	{ "h200-nvl", SPEED_BW_SHARE_HOPPER, 0, 0, "Hopper: the H100 SXM5 "
	    "figure", 0, 0, 0, &fp8_hopper, NULL,
	    SPEED_GEMM_LOW_HOPPER, 0, shape_hopper, NULL, &attn_h200 },
	{ "b200", SPEED_BW_SHARE_BLACKWELL, 0, SPEED_W4A16_DECODE_B200,
	    "B200 RMSNorm 6,517 of 7,700 GB/s (NVIDIA/cutlass PR 2917)", 0, 0,
	    0, &fp8_blackwell, &fp4_blackwell,
	    SPEED_GEMM_LOW_BLACKWELL, SPEED_GEMM_FP4_BLACKWELL,
	    shape_blackwell, shape_fp4_blackwell, &attn_b200 },
	{ "b300", SPEED_BW_SHARE_BLACKWELL, 0, 0, "Blackwell: the B200 "
	    "figure", 0, 0, 0, &fp8_blackwell, &fp4_blackwell,
	    SPEED_GEMM_LOW_BLACKWELL, SPEED_GEMM_FP4_BLACKWELL,
	    shape_blackwell, shape_fp4_blackwell, &attn_b300 },
	{ "gb200", SPEED_BW_SHARE_BLACKWELL, 0, 0, "Blackwell: the B200 "
	    "figure", 0, 0, 0, &fp8_blackwell, &fp4_blackwell,
	    SPEED_GEMM_LOW_BLACKWELL, SPEED_GEMM_FP4_BLACKWELL,
	    shape_blackwell, shape_fp4_blackwell, &attn_gb200 },
	/* L4: power-limited matrix products (SPEED_MAF_L4_*); its
	 * bandwidth is not measured */
	{ "l4", 0, 0, 0, NULL, SPEED_MAF_L4_BF16, SPEED_MAF_L4_FP16, 0,
	    NULL, NULL, 0, 0, NULL, NULL },
	{ "mi300x", SPEED_BW_SHARE_CDNA3, 0, 0, "MI300X roofline 4.2 of 5.3 "
	    "TB/s (ROCm issue #5070)", SPEED_MAF_MI300X_BF16,
	    SPEED_MAF_MI300X_FP16, SPEED_MAF_MI300X_FP8, NULL, NULL,
	    SPEED_GEMM_LOW_CDNA3, 0, NULL, NULL },
	{ "mi325x", SPEED_BW_SHARE_CDNA3, 0, 0, "CDNA3: the MI300X figure",
	    SPEED_MAF_MI325X_BF16, SPEED_MAF_MI325X_FP16,
	    SPEED_MAF_MI325X_FP8, NULL, NULL,
	    SPEED_GEMM_LOW_MI325X, 0, NULL, NULL },
	{ "mi350x", SPEED_BW_SHARE_CDNA4, SPEED_FP4_DECODE_CDNA4, 0, "MI350 "
	    "series memcopy 5,690 of 8,000 GB/s (rocprofiler-compute test)",
	    0, 0, 0, NULL, NULL,
	    SPEED_GEMM_LOW_CDNA4, 0, NULL, NULL },
	{ "mi355x", SPEED_BW_SHARE_CDNA4, SPEED_FP4_DECODE_CDNA4, 0, "MI350 "
	    "series memcopy 5,690 of 8,000 GB/s (rocprofiler-compute test)",
	    SPEED_MAF_MI355X_BF16, SPEED_MAF_MI355X_BF16,
	    SPEED_MAF_MI355X_FP8, NULL, NULL,
	    SPEED_GEMM_LOW_CDNA4, 0, NULL, NULL },
};

/* The row of gpu_rows for g's catalog id; NULL: nothing measured. */
static const struct gpu_row *
gpu_row(const struct gpu *g)
{
	size_t i;

	for (i = 0; i < sizeof(gpu_rows) / sizeof(gpu_rows[0]); i++)
		if (strcmp(g->id, gpu_rows[i].id) == 0)
			return &gpu_rows[i];
	return NULL;
}

double
speed_bw_share(const struct gpu *g)
{
	const struct gpu_row *r = gpu_row(g);

	return r != NULL && r->bw_share > 0 ? r->bw_share :
	    SPEED_BW_SHARE_DEFAULT;
}

int
speed_attn_decode(const struct model *m, const struct gpu *g,
    enum precision kv_precision, double *bw_share, double *extra_s)
{
	const struct gpu_row *r = gpu_row(g);
	/* one byte a value: the fp8 tables' kernels */
	int one = precision_bytes(kv_precision) <= 1;

	*bw_share = speed_bw_share(g);
	*extra_s = 0;
	if (model_is_mla(m) || r == NULL || r->attn == NULL)
		return 0;
	*bw_share = one ? r->attn->bw8 : r->attn->bw16;
	*extra_s = (one ? r->attn->s8 : r->attn->s16) - SPEED_KERNEL_S;
	return 1;
}

/* B/s a streaming read reaches on g: the datasheet bandwidth at
 * speed_bw_share. */
static double
reached_bw(const struct gpu *g)
{
	return g->bandwidth_tbs * 1e12 * speed_bw_share(g);
}

double
speed_ttft_measured_ratio(const struct gpu *g)
{
	return g != NULL && g->vendor == VENDOR_AMD ?
	    SPEED_TTFT_MEASURED_RATIO_AMD : SPEED_TTFT_MEASURED_RATIO;
}

double
speed_fp4_read_ratio(const struct gpu *g, const struct workload *w)
{
	const struct gpu_row *r = gpu_row(g);

	if (w->precision != PREC_FP4 || w->weight_only || r == NULL ||
	    !(r->fp4_vs_fp8 * mem_weight_bytes_stored(1, PREC_FP8) >
	    mem_weight_bytes_stored(1, PREC_FP4)))
		return 0;
	return r->fp4_vs_fp8;
}

static enum precision compute_units(const struct gpu *, enum precision);

double
speed_w4a16_read_ratio(const struct gpu *g, const struct workload *w)
{
	const struct gpu_row *r = gpu_row(g);

	if ((w->precision != PREC_INT4 && w->precision != PREC_FP4) ||
	    compute_units(g, workload_math_precision(w)) != PREC_BF16 ||
	    r == NULL || !(r->w4a16_vs_bf16 * mem_weight_bytes_stored(1,
	    PREC_BF16) > mem_model_bytes_per_param(&w->model, g,
	    w->precision)))
		return 0;
	return r->w4a16_vs_bf16;
}

double
speed_weight_read_bytes(const struct gpu *g, const struct workload *w)
{
	double r = speed_fp4_read_ratio(g, w), r16;

	if (r > 0)
		return r * mem_weight_bytes_stored(1, PREC_FP8);
	r16 = speed_w4a16_read_ratio(g, w);
	return r16 > 0 ? r16 * mem_weight_bytes_stored(1, PREC_BF16) :
	    mem_model_bytes_per_param(&w->model, g, w->precision);
}

double
speed_flop_params(const struct model *m)
{
	double e = m->tied_embeddings ? 0 : (double)m->vocab * m->hidden;

	return e > 0 && e < 0.5 * m->active_params ? m->active_params - e :
	    m->active_params;
}

/* Of `shared` parameters of m (speed_moe_split), the ones a token's
 * matrix products use: less the token embeddings that
 * speed_flop_params leaves out. */
static double
shared_flop_params(const struct model *m, double shared)
{
	return shared - (m->active_params - speed_flop_params(m));
}

/* Of `shared` parameters of m (speed_moe_split), the ones held at 16
 * bits apart from a quantised model's linear layers (mem_kept_params,
 * at most shared), embeddings included; 0 where every linear layer is
 * quantised (its embeddings and head are counted apart). */
static double
kept_shared(const struct model *m, double shared)
{
	double k;

	if (model_quant_scope(m) == QUANT_LINEAR)
		return 0;
	k = mem_kept_params(m);
	return k < shared ? k : shared;
}

double
speed_shared_read_bytes(const struct gpu *g, const struct workload *w,
    double shared)
{
	const struct model *m = &w->model;
	double e = mem_embed_params(m), head = (double)m->vocab * m->hidden;
	double hb = mem_head_bytes_per_param(w->precision);
	double b = speed_weight_read_bytes(g, w), k = kept_shared(m, shared);

	/* k: the 16-bit parameters of the shared part besides the
	 * embeddings (the attention and routers, or all of it where only
	 * the experts are quantised) */
	if (k > 0 && e > 0 && e <= shared)
		k -= e;
	if (e <= 0 || e > shared)
		return k * hb + (shared - k) * b;
	return k * hb + (shared - e - k) * b + head * hb;
}

/* Of `shared` parameters of m (speed_moe_split), the ones whose matrix
 * products run at the 16-bit rate beside a quantised model's faster
 * ones (speed_shared_flop_weight): the kept ones (kept_shared) less the
 * token embeddings, which do no FLOPs; none where every linear layer is
 * quantised. */
static double
slow_flop_params(const struct model *m, double shared)
{
	double k = kept_shared(m, shared);

	return k > 0 ? shared_flop_params(m, k) : 0;
}

/* The units inference math at precision p runs on, on g: fp32 (TF32),
 * fp16, fp8/int8/fp4 where g has them, else bf16 (weight-only
 * quantisation; int4 always). */
static enum precision
compute_units(const struct gpu *g, enum precision p)
{
	switch (p) {
	case PREC_FP32:
	case PREC_FP16:
		return p;
	case PREC_FP8:
	case PREC_INT8:
	case PREC_FP4:
		return gpu_tflops_at(g, p) > 0 ? p : PREC_BF16;
	default:	/* bf16, int4 (W4A16 computes in bf16) */
		return PREC_BF16;
	}
}

enum precision
speed_compute_units(const struct gpu *g, enum precision p)
{
	return compute_units(g, p);
}

/* Do the units u multiply in 8 or 4 bits (fp8, int8, fp4), so that a
 * GEMM's input is quantised first (speed_quant_kernels) and 16-bit
 * weights run slower beside them (speed_shared_flop_weight)? */
static int
low_bit_units(enum precision u)
{
	return u == PREC_FP8 || u == PREC_INT8 || u == PREC_FP4;
}

/* The lowest share measured for g's units u, *from where it comes;
 * 0 (SHARE_RULE) where nothing measured is below SPEED_EFF_COMPUTE. */
static double
measured_share(const struct gpu *g, enum precision u,
    enum share_source *from)
{
	const struct gpu_row *r = gpu_row(g);
	double maf = 0, typ = 0;

	*from = SHARE_RULE;
	if (r != NULL)
		switch (u) {
		case PREC_FP32:
			break;		/* not measured */
		case PREC_FP16:
			maf = r->maf_fp16;
			break;
		case PREC_BF16:
			maf = r->maf_bf16;
			break;
		default:	/* fp8, int8 (carries fp8's), fp4 units */
			maf = r->maf_fp8;
			break;
		}
	if (maf > 0 && maf < SPEED_EFF_COMPUTE)
		*from = SHARE_MEASURED;
	else
		maf = 0;
	if (!low_bit_units(u))
		return maf;
	/* 8 and 4 bits on a prefill's shapes: g's family's tables, else
	 * NVIDIA's median */
	if (r != NULL && u == PREC_FP4 && r->gemm_fp4 > 0)
		typ = r->gemm_fp4;
	else if (r != NULL && r->gemm_low > 0)
		typ = r->gemm_low;
	if (typ > 0 && (maf == 0 || typ < maf)) {
		*from = SHARE_MEASURED;
		return typ;
	}
	if (typ == 0 && (maf == 0 || SPEED_GEMM_LOW_NVIDIA < maf)) {
		*from = SHARE_CARRIED;
		return SPEED_GEMM_LOW_NVIDIA;
	}
	return maf;
}

double
speed_compute_share(const struct gpu *g, enum precision p)
{
	enum share_source from;
	double s = measured_share(g, compute_units(g, p), &from);

	return s > 0 ? s : SPEED_EFF_COMPUTE;
}

enum share_source
speed_compute_share_source(const struct gpu *g, enum precision p)
{
	enum share_source from;

	(void)measured_share(g, compute_units(g, p), &from);
	return from;
}

double
speed_kernel_floor_s(double layers)
{
	return layers * SPEED_KERNELS_PER_LAYER * SPEED_KERNEL_S;
}

double
speed_quant_kernels(const struct model *m, const struct gpu *g,
    enum precision p)
{
	enum precision u = compute_units(g, p);

	if (!low_bit_units(u))
		return 0;
	switch (model_quant_scope(m)) {
	case QUANT_EXPERTS:
		/* only the experts quantised: the fused MoE's two inputs,
		 * on the layers that have experts */
		return 2.0 * model_moe_layers(m) / m->layers;
	case QUANT_MLP:
		/* the MLPs quantised: the two inputs of every layer's MLP
		 * (the dense one, or the experts) */
		return 2.0;
	default:
		return SPEED_W8A8_QUANT_KERNELS + (model_is_mla(m) ? 1 : 0);
	}
}

double
speed_model_floor_s(const struct model *m, const struct gpu *g,
    enum precision p, double layers)
{
	double f = speed_kernel_floor_s(layers) +
	    layers * speed_quant_kernels(m, g, p) * SPEED_KERNEL_S;
	int moe = model_moe_layers(m);	/* at most m->layers */

	if (moe > 0)
		f += layers * moe / m->layers *
		    SPEED_MOE_EXTRA_KERNELS * SPEED_KERNEL_S;
	if (model_is_mla(m))
		f += layers * SPEED_MLA_EXTRA_KERNELS * SPEED_KERNEL_S;
	return f;
}

double
speed_act_bytes_token(const struct model *m, const struct gpu *g,
    enum precision math, enum precision kv, int tp)
{
	double t = tp > 0 ? tp : 1, h = m->hidden, q, c, i, k, el, b;
	double shared, routed, ln_keep;
	int moe = model_moe_layers(m), dense = m->layers - moe;

	if (m->layers <= 0 || h <= 0)
		return 0;
	q = (double)m->heads * m->head_dim / t;
	/* what a token puts in the cache of one layer on this GPU (K and
	 * V, or the latent), in elements */
	c = mem_kv_bytes_per_seq_gpu(m, PREC_BF16, 1, tp, 1) / m->layers /
	    SPEED_ACT_B;
	/* MLP width per token on this GPU: the dense layers'
	 * intermediate; an MoE layer's active routed parameters over its
	 * three matrices (speed_moe_split) */
	speed_moe_split(m, &shared, &routed, &ln_keep);
	i = (m->intermediate > 0 ? m->intermediate : 4.0 * h) * dense;
	if (moe > 0)
		i += routed * -expm1(ln_keep) / (3.0 * h);
	i /= m->layers * t;
	k = moe > 0 && m->experts_per_token > 0 ? m->experts_per_token : 1;
	/* activation elements read and written: two residual-add RMSNorms
	 * (read the hidden state and the residual, write both: 4 h each),
	 * rotary embedding in place on q and k, reading k and v for the
	 * cache write, SiLU-and-mul (read gate and up, write their
	 * product: 3 i), an MoE layer's weighted sum of its k expert
	 * outputs (read k h, write h) */
	el = 8.0 * h + 2.0 * (q + c / 2.0) + c + 3.0 * i +
	    (double)moe / m->layers * (k + 1.0) * h;
	b = SPEED_ACT_B * el + c * precision_bytes(kv);
	/* W8A8: each of the 4 GEMM inputs quantised in a kernel of its
	 * own (speed_quant_kernels): read 2 B, write the element at its
	 * stored bytes (1 B fp8, 0.56 B NVFP4); only the experts
	 * quantised: the MoE's two inputs */
	if (speed_quant_kernels(m, g, math) > 0)
		b += (SPEED_ACT_B + mem_model_bytes_per_param(m, g,
		    compute_units(g, math))) * (model_quant_scope(m) ==
		    QUANT_EXPERTS ? (h + i) * moe / m->layers :
		    model_quant_scope(m) == QUANT_MLP ? h + i :
		    2.0 * h + q + i);
	return b;
}

double
speed_compute_tflops(const struct gpu *g, enum precision p)
{
	/* fp16 runs at the bf16 rate (gpu_tflops_at) */
	return gpu_tflops_at(g, compute_units(g, p));
}

/* TFLOPS inference math at precision p reaches on g: the peak of its
 * units (speed_compute_tflops) at their share (speed_compute_share). */
static double
reached_tflops(const struct gpu *g, enum precision p)
{
	return speed_compute_tflops(g, p) * speed_compute_share(g, p);
}

double
speed_shared_flop_weight(const struct gpu *g, const struct workload *w)
{
	enum precision math = workload_math_precision(w);
	enum precision u = compute_units(g, math);
	double fast, slow;

	if (model_quant_scope(&w->model) == QUANT_LINEAR || !low_bit_units(u))
		return 1;
	fast = reached_tflops(g, math);
	slow = reached_tflops(g, PREC_BF16);
	return slow > 0 && fast > slow ? fast / slow : 1;
}

double
speed_attn_flop_weight(const struct gpu *g, const struct workload *w)
{
	enum precision math = workload_math_precision(w), a;
	double fast, slow;

	switch (w->kv_precision) {
	case PREC_FP8:
	case PREC_FP32:
		a = w->kv_precision;
		break;
	default:	/* bf16, fp16; int8: dequantised to 16 bits */
		a = PREC_BF16;
		break;
	}
	fast = reached_tflops(g, math);
	slow = reached_tflops(g, a);
	return slow > 0 && fast > 0 ? fast / slow : 1;
}

double
speed_attn_prefill_share(const struct gpu *g, enum precision a)
{
	return SPEED_ATTN_PREFILL_SHARE / SPEED_EFF_COMPUTE *
	    speed_compute_share(g, a);
}

double
speed_attn_prefill_cache(const struct gpu *g, const struct workload *w)
{
	return w->kv_precision == PREC_FP8 &&
	    gpu_tflops_at(g, PREC_FP8) > 0 ? SPEED_ATTN_PREFILL_FP8 : 1;
}

double
speed_attn_prefill_weight(const struct gpu *g, const struct workload *w)
{
	enum precision math = workload_math_precision(w);
	enum precision a = w->kv_precision == PREC_FP32 ? PREC_FP32 :
	    PREC_BF16;
	double lin = reached_tflops(g, math);
	double att = speed_compute_tflops(g, a) *
	    speed_attn_prefill_share(g, a) / speed_attn_prefill_cache(g, w);

	return lin > 0 && att > 0 ? lin / att : 1;
}

void
speed_moe_split(const struct model *m, double *shared, double *routed,
    double *ln_keep)
{
	double p = m->params, a = m->active_params, f, r;

	*shared = p;
	*routed = 0;
	*ln_keep = 0;
	if (!model_is_moe(m))
		return;
	f = a / p;
	r = p;
	if (m->experts > 0 && m->experts_per_token > 0 &&
	    m->experts_per_token < m->experts) {
		double k = (double)m->experts_per_token / m->experts;

		/* active below k/E of all would need a negative shared
		 * part: keep the former estimate */
		if ((p - a) / (1.0 - k) <= p) {
			r = (p - a) / (1.0 - k);
			f = k;
		}
	}
	*shared = p - r;
	*routed = r;
	*ln_keep = log1p(-f);
}

double
speed_moe_read_params(const struct model *m, double batch)
{
	double shared, routed, ln_keep;

	speed_moe_split(m, &shared, &routed, &ln_keep);
	if (batch < 1)
		batch = 1;
	return ln_keep < 0 ? shared + routed * -expm1(batch * ln_keep) :
	    shared + routed;
}

/* Row of n measured values at x = 0, 1, ..., n - 1 read at x, linear
 * between entries and held at the ends (a NaN x reads the first). */
static double
row_at(const double *row, int n, double x)
{
	int i;

	if (!(x > 0))
		return row[0];
	if (x >= n - 1)
		return row[n - 1];
	i = (int)x;
	return row[i] + (x - i) * (row[i + 1] - row[i]);
}

double
speed_moe_prefill_ratio(const struct workload *w, const struct gpu *g,
    const struct replica_split *sp)
{
	static const double w16[SPEED_MOE_PREFILL_WIDTHS] = {
		SPEED_MOE_PREFILL_16_128, SPEED_MOE_PREFILL_16_256,
		SPEED_MOE_PREFILL_16_512, SPEED_MOE_PREFILL_16_1024,
		SPEED_MOE_PREFILL_16_2048, SPEED_MOE_PREFILL_16_4096,
		SPEED_MOE_PREFILL_16_8192,
	};
	static const double wlow[SPEED_MOE_PREFILL_WIDTHS] = {
		SPEED_MOE_PREFILL_LOW_128, SPEED_MOE_PREFILL_LOW_256,
		SPEED_MOE_PREFILL_LOW_512, SPEED_MOE_PREFILL_LOW_1024,
		SPEED_MOE_PREFILL_LOW_2048, SPEED_MOE_PREFILL_LOW_4096,
		SPEED_MOE_PREFILL_LOW_8192,
	};
	const struct model *m = &w->model;
	const double *row;
	double shared, routed, ln_keep, width, cut, share;

	if (!model_splits_experts(m) || m->hidden <= 0)
		return 1;
	speed_moe_split(m, &shared, &routed, &ln_keep);
	/* a gated MLP's three matrices of hidden x width each */
	width = routed / ((double)model_moe_layers(m) * m->experts * 3.0 *
	    m->hidden);
	if (!(width > 0))
		return 1;
	/* the ways tensor parallelism cuts each expert: tp / ep */
	cut = (double)sp->tp / (sp->ep > 1 ? sp->ep : 1);
	if (!(cut >= 1))
		cut = 1;
	row = low_bit_units(compute_units(g, workload_math_precision(w))) ?
	    wlow : w16;
	/* the width's place in the table, in doublings from the first */
	share = row_at(row, SPEED_MOE_PREFILL_WIDTHS,
	    log2(width / cut / SPEED_MOE_PREFILL_WIDTH_MIN));
	/* over the dense share of the GPUs measured, onto g's own */
	share /= row == wlow ? SPEED_GEMM_LOW_NVIDIA : SPEED_EFF_COMPUTE;
	return share < 1 ? share : 1;
}

/* The share of the peak a matrix of nk elements on one GPU reaches by
 * row (SPEED_GEMM_SHAPE_*, one entry a doubling of log2(nk) from
 * SPEED_GEMM_SHAPE_LOG2_MIN). */
static double
shape_share(const double *row, double nk)
{
	return row_at(row, SPEED_GEMM_SHAPES,
	    log2(nk) - SPEED_GEMM_SHAPE_LOG2_MIN);
}

/* FLOPs (as parameters of the whole model) and their time at the
 * shares of one row of SPEED_GEMM_SHAPE_* (in parameters / share). */
struct shape_sum {
	const double	*row;
	double		 params;
	double		 time;
};

/* Add params of the model in matrices of nk elements on one GPU. */
static void
shape_add(struct shape_sum *s, double params, double nk)
{
	if (!(params > 0) || !(nk >= 1))
		return;
	s->params += params;
	s->time += params / shape_share(s->row, nk);
}

double
speed_gemm_shape_factor(const struct workload *w, const struct gpu *g,
    double ways, enum share_source *from)
{
	const struct model *m = &w->model;
	const struct gpu_row *r = gpu_row(g);
	enum precision u = compute_units(g, workload_math_precision(w));
	struct shape_sum s = { shape_nvidia, 0, 0 }, kept, *a;
	double box = SPEED_GEMM_LOW_NVIDIA, h = m->hidden, hd = m->head_dim;
	double nh = m->heads, L = m->layers, head, down, kv, qn, rest, width;
	double shared, routed, ln_keep;

	if (from != NULL)
		*from = SHARE_RULE;
	/* where only the experts are quantised the rest multiplies in 16
	 * bits */
	if (!low_bit_units(u) || model_quant_scope(m) == QUANT_EXPERTS ||
	    !(h > 0) || !(hd > 0) || !(nh > 0) || !(L > 0))
		return 1;
	if (!(ways >= 1))
		ways = 1;
	/* g's family's row, else NVIDIA's taken relative to its median */
	if (r != NULL && u == PREC_FP4 && r->shape_fp4 != NULL) {
		s.row = r->shape_fp4;
		box = r->gemm_fp4;
	} else if (r != NULL && r->shape_low != NULL) {
		s.row = r->shape_low;
		box = r->gemm_low;
	}
	/* a: the sum the attention and the head go to; where only the
	 * MLPs are quantised they stay 16-bit and are left out (kept) */
	kept = s;
	a = model_quant_scope(m) == QUANT_LINEAR ? &s : &kept;
	if (m->kv_lora_rank > 0) {
		/* MLA: the down projections whole on every GPU, the up
		 * projections (q: nope + rope, kv: k nope + v per head) and
		 * the output cut over the ways */
		qn = nh * (hd + m->qk_rope_head_dim);
		down = h * (m->q_lora_rank + m->kv_lora_rank +
		    m->qk_rope_head_dim);
		shape_add(a, L * down, down);
		if (m->q_lora_rank > 0)
			shape_add(a, L * m->q_lora_rank * qn,
			    m->q_lora_rank * qn / ways);
		else
			shape_add(a, L * h * qn, h * qn / ways);
		shape_add(a, L * m->kv_lora_rank * nh * 2 * hd,
		    m->kv_lora_rank * nh * 2 * hd / ways);
	} else {
		/* q, k and v in one matrix; a GPU keeps at least one of
		 * the key-value heads */
		kv = m->kv_heads > 0 ? m->kv_heads : nh;
		shape_add(a, L * h * (nh + 2 * kv) * hd, h * (nh / ways + 2 *
		    (kv / ways > 1 ? kv / ways : 1)) * hd);
	}
	shape_add(a, L * nh * hd * h, nh * hd * h / ways);
	/* the rest of the shared part (dense MLPs, shared experts) as one
	 * gated MLP a layer, less the attention and the output head, which
	 * a prefill multiplies for its last token only
	 * (prefill_head_flops) */
	head = m->vocab > 0 ? (double)m->vocab * h : 0;
	speed_moe_split(m, &shared, &routed, &ln_keep);
	rest = shared_flop_params(m, shared) - head -
	    model_attention_params(m);
	width = rest / (L * 3 * h);
	if (width >= 1) {
		shape_add(&s, rest * 2 / 3, h * 2 * width / ways);
		shape_add(&s, rest / 3, h * width / ways);
	}
	if (!(s.params > 0))
		return 1;
	if (from != NULL)
		*from = s.row == shape_nvidia ? SHARE_CARRIED : SHARE_MEASURED;
	return box * s.time / s.params;
}

double
speed_pcie_ar_lat_s(int tp)
{
	double hops = 2.0 * (tp > 1 ? tp - 1 : 0);

	/* the measured ring of 4 GPUs has 2 x 3 = 6 hops */
	return SPEED_AR_LAT_PCIE4_S *
	    (SPEED_NCCL_RING_BASE_S + hops * SPEED_NCCL_PCI_HOP_S) /
	    (SPEED_NCCL_RING_BASE_S + 6.0 * SPEED_NCCL_PCI_HOP_S);
}

/* RCCL all_reduce_perf on one node of 8 x MI300X, out-of-place time by
 * message size (SPEED_AR_XGMI_TABLE in speed.h has the source). */
static const struct {
	double	bytes;		/* B per GPU */
	double	s;		/* s per all-reduce */
} xgmi_ar[] = { SPEED_AR_XGMI_TABLE };

/* Does a tensor-parallel group of g all-reduce over AMD's xGMI (an OAM
 * baseboard), so through the measured table? */
static int
xgmi_measured(const struct gpu *g)
{
	return g->vendor == VENDOR_AMD && g->form_factor != FF_PCIE &&
	    g->interconnect_gbs > 0;
}

double
speed_xgmi_allreduce_s(double bytes)
{
	size_t n = sizeof(xgmi_ar) / sizeof(xgmi_ar[0]), i;
	double f;

	if (bytes <= xgmi_ar[0].bytes)
		return xgmi_ar[0].s;
	for (i = 1; i < n; i++)
		if (bytes <= xgmi_ar[i].bytes)
			break;
	if (i == n)	/* past the table: its last bus bandwidth */
		return xgmi_ar[n - 1].s * bytes / xgmi_ar[n - 1].bytes;
	/* linear in size between two measured rows */
	f = (bytes - xgmi_ar[i - 1].bytes) /
	    (xgmi_ar[i].bytes - xgmi_ar[i - 1].bytes);
	return xgmi_ar[i - 1].s + f * (xgmi_ar[i].s - xgmi_ar[i - 1].s);
}

double
speed_allreduce_s(const struct gpu *g, int n, int node_gpus, double bytes)
{
	double link_gbs, lat;
	int group = 0, gen5;

	if (n <= 1)
		return 0;
	if (g->interconnect_gbs > 0)
		group = g->form_factor != FF_PCIE ? 1 << 30 :
		    (g->interconnect && strstr(g->interconnect, "4-way")) ? 4 : 2;
	if (n <= group && xgmi_measured(g))
		return speed_xgmi_allreduce_s(bytes);
	if (n <= group) {
		link_gbs = g->interconnect_gbs / 2.0;
		lat = SPEED_AR_LAT_NVLINK_S;
	} else {
		/* the group spans sockets where it holds more GPUs than
		 * one socket of its node */
		int cross = n > host_gpus_per_socket(g,
		    node_gpus > n ? node_gpus : n);

		gen5 = g->interconnect && strstr(g->interconnect, "Gen5");
		link_gbs = gen5 ?
		    (cross ? SPEED_PCIE5_CROSS_GBS : SPEED_PCIE5_SOCKET_GBS) :
		    (cross ? SPEED_PCIE4_CROSS_GBS : SPEED_PCIE4_SOCKET_GBS);
		lat = speed_pcie_ar_lat_s(n);
	}
	return lat + 2.0 * (n - 1) / n * bytes / (link_gbs * 1e9);
}

double
speed_tp_comm_s(const struct model *m, const struct gpu *g, int tp,
    int node_gpus, double tokens)
{
	/* two all-reduces a layer (attention, MLP) of bf16 activations */
	return 2.0 * m->layers * speed_allreduce_s(g, tp, node_gpus,
	    tokens * m->hidden * 2.0);
}

int
replica_attn_gpus(const struct replica_split *sp)
{
	int a = sp->dp > 1 ? sp->tp / sp->dp : sp->tp;

	return a > 0 ? a : 1;
}

double
replica_rank_seqs(const struct replica_split *sp, double mb)
{
	double s = sp->dp > 1 ? ceil(mb / sp->dp) : mb;

	return s >= 1 ? s : 1;
}

double
speed_ep_busiest_experts(int n, double p, int ep)
{
	double lp, lq, pmf, cdf = 0, e = 0;
	int j;

	if (n < 1 || p <= 0)
		return 0;
	if (p >= 1)
		return n;
	if (ep <= 1)
		return n * p;
	/* E[max] = sum over j < n of P(max > j) = 1 - F(j)^ep; the pmf by
	 * its recurrence in logs from (1 - p)^n, which underflows for
	 * thousands of experts */
	lq = log(p) - log1p(-p);
	lp = n * log1p(-p);
	for (j = 0; j < n; j++) {
		pmf = exp(lp);
		cdf += pmf;
		if (cdf >= 1)
			break;
		e += 1.0 - pow(cdf, ep);
		/* past the mean the rest adds less than ep (1 - F) */
		if (j > n * p && ep * (1.0 - cdf) < 1e-12)
			break;
		lp += log((double)(n - j) / (j + 1)) + lq;
	}
	return e;
}

/* The all-reduces of one forward pass of w's model under sp, as two
 * groups: one per layer within an attention rank (its tp / dp GPUs,
 * plus the dense layers' MLP there) and one per MoE layer over the tp
 * GPUs around the experts; a plain layout has 2 a layer over tp. */
static void
ar_groups(const struct model *m, const struct gpu *g,
    const struct replica_split *sp, int node_gpus, double layers,
    struct speed_ar_group *att, struct speed_ar_group *moe)
{
	int a = replica_attn_gpus(sp), nm = model_moe_layers(m);
	double share = m->layers > 0 ? layers / m->layers : 0, b1;

	memset(att, 0, sizeof(*att));
	memset(moe, 0, sizeof(*moe));
	b1 = m->hidden * 2.0;
	if (sp->dp <= 1)	/* attention and MLP over the same GPUs */
		nm = 0;
	att->count = share * (2.0 * m->layers - nm);
	att->table = a > 1 && xgmi_measured(g);
	att->c0 = att->count * speed_allreduce_s(g, a, node_gpus, 0);
	att->c1 = att->count * speed_allreduce_s(g, a, node_gpus, b1) -
	    att->c0;
	moe->count = share * nm;
	moe->table = sp->tp > 1 && xgmi_measured(g);
	moe->c0 = moe->count * speed_allreduce_s(g, sp->tp, node_gpus, 0);
	moe->c1 = moe->count * speed_allreduce_s(g, sp->tp, node_gpus, b1) -
	    moe->c0;
}

/* Seconds of the all-reduces of group r over `tokens` tokens of b1 B
 * each. */
static double
ar_group_s(const struct speed_ar_group *r, double tokens, double b1)
{
	if (r->count <= 0)
		return 0;
	if (r->table)
		return r->count * speed_xgmi_allreduce_s(tokens * b1);
	return r->c0 + r->c1 * tokens;
}

double
speed_attn_pair_flops(const struct model *m, int absorbed)
{
	double dqk = m->head_dim, dv = m->head_dim;

	if (model_is_mla(m)) {
		if (absorbed) {
			dqk = (double)m->kv_lora_rank + m->qk_rope_head_dim;
			dv = m->kv_lora_rank;
		} else
			dqk += m->qk_rope_head_dim;
	}
	return 2.0 * (dqk + dv);
}

/* Attention FLOPs per token at a context of ctx tokens over all layers
 * (speed_attn_pair_flops; absorbed: a decode step's). */
static double
attn_flops_per_token(const struct model *m, double ctx, int absorbed)
{
	return speed_attn_pair_flops(m, absorbed) * m->layers *
	    (double)m->heads * ctx;
}

/* The output head's FLOPs a prefill of p tokens does not do: the
 * stacks multiply only the last token's hidden state by it (vLLM's
 * LogitsProcessor prunes the hidden states to the sampled positions,
 * _prune_hidden_states with selected_token_indices, V1 hidden_states
 * [logits_indices]; TensorRT-LLM returns context logits only when asked,
 * return_context_logits default False), where speed_flop_params counts
 * it for every token: 2 x vocab x hidden x (p - 1).  0 without a
 * vocabulary, or where the head would be half the model or more (an
 * inline model's odd figures). */
static double
prefill_head_flops(const struct model *m, double p)
{
	double head = m->vocab > 0 ? (double)m->vocab * m->hidden : 0;

	if (!(head > 0) || !(head < 0.5 * speed_flop_params(m)) || !(p > 1))
		return 0;
	return 2.0 * head * (p - 1);
}

/* speed_prefill_s under the split sp, with the activation traffic of
 * a layer act_b (B per token, speed_act_bytes_token at the attention
 * rank's GPUs) given: speed_layout_init has it already.  The attention,
 * the shared parameters and their all-reduces run on one attention rank
 * (tp / dp GPUs), the routed experts over all tp. */
static double
prefill_s(const struct workload *w, const struct gpu *g,
    const struct replica_split *sp, int node_gpus, double act_b)
{
	const struct model *m = &w->model;
	double p = w->prompt_tokens, fl_att, fl_moe, peak, comp_s, mem_s, bw;
	double fl_shared, fl_slow, sw, moe_w, shape_w, fl_head;
	double shared, routed, ln_keep, a = replica_attn_gpus(sp), comm;
	double tp = sp->tp > 0 ? sp->tp : 1, b1 = m->hidden * 2.0;
	enum precision math = workload_math_precision(w);

	peak = speed_compute_tflops(g, math);
	bw = reached_bw(g);	/* B/s */
	/* FLOPs: 2 per parameter a token uses and the causal attention's
	 * quadratic term */
	fl_att = attn_flops_per_token(m, p / 2.0, 0) * p *
	    speed_attn_prefill_weight(g, w);
	speed_moe_split(m, &shared, &routed, &ln_keep);
	/* the shared part's linear FLOPs (no embedding), its 16-bit ones
	 * (fl_slow) at that rate where the experts or the MLPs alone are
	 * quantised */
	fl_shared = 2.0 * shared_flop_params(m, shared) * p;
	fl_slow = 2.0 * slow_flop_params(m, shared) * p;
	/* the output head multiplies the prompt's last token only: the
	 * stacks keep the hidden states of the sampled positions alone
	 * before it (fl_head: the other p - 1 tokens' FLOPs, out of the
	 * shared part and, where it is kept at 16 bits, the slow part) */
	fl_head = prefill_head_flops(m, p);
	fl_shared -= fl_head;
	if (fl_slow > 0)
		fl_slow = fl_slow > fl_head ? fl_slow - fl_head : 0;
	sw = speed_shared_flop_weight(g, w);
	/* the routed experts' FLOPs, at their own share of the rate */
	fl_moe = 2.0 * routed * -expm1(ln_keep) * p;
	moe_w = 1.0 / speed_moe_prefill_ratio(w, g, sp) - 1;
	/* the rest of the linear FLOPs at the share their matrices' sizes
	 * reach (the 16-bit ones keep theirs) */
	shape_w = speed_gemm_shape_factor(w, g, sp->dp <= 1 ? tp : a,
	    NULL) - 1;
	if (sp->dp <= 1) {
		comp_s = peak > 0 ? (2.0 * speed_flop_params(m) * p - fl_head +
		    (sw - 1) * fl_slow + shape_w * (fl_shared - fl_slow) +
		    moe_w * fl_moe + fl_att) / (tp * peak *
		    1e12 * speed_compute_share(g, math)) : INFINITY;
		/* at least one read of the weights (short prompts) */
		mem_s = (speed_shared_read_bytes(g, w, shared) +
		    (speed_moe_read_params(m, p) - shared) *
		    speed_weight_read_bytes(g, w)) / (tp * bw);
		comm = speed_tp_comm_s(m, g, (int)tp, node_gpus, p);
	} else {
		/* the attention and the shared parameters on the prompt's
		 * attention rank, the routed experts over all tp */
		fl_att += fl_shared + (sw - 1) * fl_slow + shape_w *
		    (fl_shared - fl_slow);
		comp_s = peak > 0 ? (fl_att / a + (1 + moe_w) * fl_moe / tp) /
		    (peak * 1e12 * speed_compute_share(g, math)) : INFINITY;
		mem_s = (speed_shared_read_bytes(g, w, shared) / a + routed *
		    -expm1(p * ln_keep) * speed_weight_read_bytes(g, w) / tp) /
		    bw;
		comm = (2.0 * m->layers - model_moe_layers(m)) *
		    speed_allreduce_s(g, (int)a, node_gpus, p * b1) +
		    model_moe_layers(m) * speed_allreduce_s(g, (int)tp,
		    node_gpus, p * b1);
	}
	/* the elementwise kernels run between the GEMMs, not under them */
	return (comp_s > mem_s ? comp_s : mem_s) + p * m->layers * act_b /
	    bw + speed_model_floor_s(m, g, math, m->layers) + comm;
}

void
speed_layout_init(struct speed_layout *l, const struct workload *w,
    const struct gpu *g, const struct replica_split *sp, int node_gpus)
{
	const struct model *m = &w->model;
	struct replica_split one = *sp;
	double pp, a, rb, peak, act_b, fl_shared, fl_slow, sw, fl_att;
	double kv_share, attn_s;
	enum precision math = workload_math_precision(w);

	memset(l, 0, sizeof(*l));
	l->split.tp = sp->tp > 0 ? sp->tp : 1;
	l->split.pp = sp->pp > 0 ? sp->pp : 1;
	l->split.dp = sp->dp > 1 ? sp->dp : 1;
	l->split.ep = sp->ep > 1 ? sp->ep : 1;
	pp = l->split.pp;
	a = replica_attn_gpus(sp);
	speed_moe_split(m, &l->shared, &l->routed, &l->ln_keep);
	l->experts = l->ln_keep < 0 && m->experts > 0 &&
	    m->experts_per_token > 0 ? m->experts : 0;
	rb = speed_weight_read_bytes(g, w);
	l->bpp_shared = (l->shared > 0 ? speed_shared_read_bytes(g, w,
	    l->shared) / l->shared : rb) / (a * pp);
	l->bpp_routed = rb / (l->split.tp * pp);
	/* continuous batching: a running sequence is on average half-way
	 * through its answer, long answers weighted by their longer stay
	 * (workload_running_context; memory is planned at the full context
	 * or this, whichever is more: workload_kv_context) */
	l->ctx_avg = workload_running_context(w);
	l->kv_seq = mem_kv_bytes_per_seq_gpu(m, w->kv_precision,
	    l->ctx_avg, (int)a, l->split.pp);
	l->bw = reached_bw(g);
	/* a stage runs ceil(layers / pp) of the layers, each with a
	 * decode attention of measured time beyond its bytes */
	speed_attn_decode(m, g, w->kv_precision, &kv_share, &attn_s);
	l->kv_bw = g->bandwidth_tbs * 1e12 * kv_share;
	l->floor_s = speed_model_floor_s(m, g, math,
	    ceil((double)m->layers / pp)) + ceil((double)m->layers / pp) *
	    attn_s;
	act_b = speed_act_bytes_token(m, g, math, w->kv_precision, (int)a);
	l->act_s = ceil((double)m->layers / pp) * act_b / l->bw;
	/* an attention rank's sequence: its attention and the shared
	 * parameters on tp / dp GPUs; a token's routed experts over tp
	 * (without attention ranks all of it per token over tp x pp) */
	fl_shared = 2.0 * shared_flop_params(m, l->shared);
	fl_slow = 2.0 * slow_flop_params(m, l->shared);
	sw = speed_shared_flop_weight(g, w);
	fl_att = attn_flops_per_token(m, l->ctx_avg, 1) *
	    speed_attn_flop_weight(g, w);
	if (l->split.dp > 1) {
		l->flops_rank = (fl_shared + (sw - 1) * fl_slow + fl_att) /
		    (a * pp);
		l->flops_tok = 2.0 * l->routed * -expm1(l->ln_keep) /
		    (l->split.tp * pp);
	} else
		l->flops_rank = (2.0 * speed_flop_params(m) +
		    (sw - 1) * fl_slow + fl_att) / (l->split.tp * pp);
	peak = speed_compute_tflops(g, math);
	l->peak = peak * 1e12 * speed_compute_share(g, math);
	l->ar_tok_b = m->hidden * 2.0;
	ar_groups(m, g, sp, node_gpus, m->layers, &l->ar_attn, &l->ar_moe);
	l->prefill_s = prefill_s(w, g, sp, node_gpus, act_b);
	/* the group's time per prompt: every GPU of the stage on it */
	one.dp = 1;
	l->prefill_svc_s = l->split.dp > 1 ? prefill_s(w, g, &one, node_gpus,
	    speed_act_bytes_token(m, g, math, w->kv_precision, l->split.tp)) :
	    l->prefill_s;
	if (l->prefill_svc_s > l->prefill_s)
		l->prefill_svc_s = l->prefill_s;
	l->gen = w->context_tokens - w->prompt_tokens;
	if (l->gen < 1)
		l->gen = 1;
}

/* Routed parameters the busiest GPU of l reads in a stage step of mb
 * tokens: the expected distinct experts they touch, on the busiest
 * expert rank where experts are placed whole (ep > 1), sliced over the
 * rank's tp / ep GPUs.  In parameters of the whole model (bpp_routed
 * divides by tp x pp). */
static double
routed_read(const struct speed_layout *l, double mb)
{
	double hit;

	if (l->ln_keep >= 0)
		return l->routed;
	hit = -expm1(mb * l->ln_keep);
	if (l->split.ep <= 1 || l->experts < l->split.ep)
		return l->routed * hit;
	/* the busiest rank's X experts of routed / E parameters each,
	 * sliced over its tp / ep GPUs: X x routed x ep / E in the units
	 * of bpp_routed (a GPU's 1 / tp share) */
	return l->routed * speed_ep_busiest_experts(l->experts / l->split.ep, hit,
	    l->split.ep) * l->split.ep / l->experts;
}

double
speed_layout_token_s(const struct speed_layout *l, double batch,
    int *compute_bound)
{
	double mem_s, comp_s, mb, rs, wb;

	if (batch < 1)
		batch = 1;
	/* pp stages overlap: the batch runs as pp micro-batches, each stage
	 * steps one of them while the others are in the other stages, so a
	 * token passes pp stage steps of batch / pp sequences */
	mb = batch / (l->split.pp > 1 ? l->split.pp : 1);
	if (mb < 1)
		mb = 1;
	/* the busiest attention rank's sequences */
	rs = replica_rank_seqs(&l->split, mb);
	/* the weights the busiest GPU reads, B (one sum where the shared
	 * and routed parameters split alike) */
	wb = l->shared * l->bpp_shared + routed_read(l, mb) * l->bpp_routed;
	mem_s = wb / l->bw + rs * l->kv_seq / l->kv_bw;
	comp_s = l->peak > 0 ? (rs * l->flops_rank + mb * l->flops_tok) /
	    l->peak : INFINITY;
	if (compute_bound != NULL)
		*compute_bound = comp_s > mem_s;
	return l->split.pp * ((comp_s > mem_s ? comp_s : mem_s) + l->floor_s +
	    rs * l->act_s) +
	    ar_group_s(&l->ar_attn, rs, l->ar_tok_b) +
	    ar_group_s(&l->ar_moe, mb, l->ar_tok_b);
}

double
speed_layout_seq_rate(const struct speed_layout *l, double batch,
    int *compute_bound)
{
	/* the stages also overlap the prefills: each holds a prompt for
	 * prefill_s / pp */
	return 1.0 / (speed_layout_token_s(l, batch, compute_bound) +
	    batch * l->prefill_svc_s / ((l->split.pp > 1 ? l->split.pp : 1) * l->gen));
}

double
speed_layout_ttft(const struct speed_layout *l, double batch)
{
	double pp = l->split.pp > 1 ? l->split.pp : 1, svc, z, tok;
	double q = 0, u = 0, r = 0, x;
	long n, seqs;

	if (batch < 1)
		batch = 1;
	tok = speed_layout_token_s(l, batch, NULL);
	/* a replica admits prompts one at a time, each holding it for
	 * prefill_svc_s / pp (stages overlap); between its prompts a
	 * sequence decodes for z: its lifetime, generated / rate, less its
	 * own prefill */
	svc = l->prefill_svc_s / pp;
	z = l->gen / speed_layout_seq_rate(l, batch, NULL) - svc;
	if (!(z > 0))
		z = 0;
	/* the batch's sequences are a closed population (each sends its
	 * next prompt when its answer is done): mean value analysis over
	 * 1..batch sequences.  A prompt finds the queue as it stands with
	 * the others only (the arrival theorem): the prompts waiting, each
	 * in full, and the one in service half done on average (a
	 * deterministic prefill); so one sequence never waits */
	seqs = batch < SPEED_TTFT_MVA_MAX ? (long)ceil(batch) :
	    SPEED_TTFT_MVA_MAX;
	for (n = 1; n <= seqs; n++) {
		r = svc + (q - u) * svc + u * svc / 2.0;
		x = n / (r + z);
		q = x * r;
		u = x * svc < 1 ? x * svc : 1;
	}
	/* plus half a decode step in progress */
	return l->prefill_s + (r - svc) + tok / (2.0 * pp);
}

double
speed_decode_token_s(const struct workload *w, const struct gpu *g, int tp,
    int pp, int node_gpus, double batch, int *compute_bound)
{
	struct speed_layout l;
	struct replica_split sp = { tp, pp, 1, 1 };

	speed_layout_init(&l, w, g, &sp, node_gpus);
	return speed_layout_token_s(&l, batch, compute_bound);
}

double
speed_prefill_s(const struct workload *w, const struct gpu *g, int tp,
    int pp, int node_gpus)
{
	struct replica_split sp = { tp, pp, 1, 1 };

	return prefill_s(w, g, &sp, node_gpus,
	    speed_act_bytes_token(&w->model, g, workload_math_precision(w),
	    w->kv_precision, tp));
}

double
speed_seq_tokens_per_s(const struct workload *w, const struct gpu *g,
    int tp, int pp, int node_gpus, double batch, int *compute_bound)
{
	struct speed_layout l;
	struct replica_split sp = { tp, pp, 1, 1 };

	speed_layout_init(&l, w, g, &sp, node_gpus);
	return speed_layout_seq_rate(&l, batch, compute_bound);
}

/* FLOPs of one trained token of w (speed_train_flops per token) */
static double
train_flops_token(const struct workload *w)
{
	double k;

	if (w->type == WL_LLM_PRETRAIN || w->method == FT_FULL)
		k = w->checkpointing ? SPEED_TRAIN_FLOPS_FULL_RECOMP :
		    SPEED_TRAIN_FLOPS_FULL;
	else
		k = w->checkpointing ? SPEED_TRAIN_FLOPS_LORA_RECOMP :
		    SPEED_TRAIN_FLOPS_LORA;
	/* the attention's scores over the sequence, causal: a token sees
	 * s / 2 others on average (eager attention multiplies all s); the
	 * forward, the backward's two products (LoRA too: the gradients
	 * pass through the attention) and the recomputation's forward */
	return k * speed_flop_params(&w->model) +
	    (w->checkpointing ? 4.0 : 3.0) *
	    attn_flops_per_token(&w->model, w->attention == ATTN_EAGER ?
	    w->sequence_length : w->sequence_length / 2.0, 0);
}

double
speed_train_flops(const struct workload *w)
{
	return train_flops_token(w) * w->dataset_tokens * w->epochs;
}

double
speed_eager_bytes_token(const struct workload *w)
{
	const struct model *m = &w->model;

	if (w->attention != ATTN_EAGER)
		return 0;
	return m->layers * (double)m->heads * w->sequence_length *
	    (SPEED_EAGER_FWD_B * (w->checkpointing ? 2 : 1) +
	    SPEED_EAGER_BWD_B);
}

double
speed_offload_step_s(const struct workload *w, const struct gpu *g, int n,
    int gpus_per_node)
{
	double trained, nodes, sockets, b;

	if (w->offload == OFFLOAD_NONE || n < 1)
		return 0;
	if (gpus_per_node < 1)
		gpus_per_node = 1;
	trained = w->type == WL_LLM_PRETRAIN || w->method == FT_FULL ?
	    w->model.params : w->lora_fraction * w->model.params;
	nodes = ceil((double)n / gpus_per_node);
	sockets = host_cpu_sockets(host_class_for(g, gpus_per_node));
	b = w->optimizer == OPT_ADAMW_8BIT ? SPEED_OFFLOAD_STEP_B_ADAM8 :
	    SPEED_OFFLOAD_STEP_B;
	return trained * b / (nodes * sockets * SPEED_HOST_BW_SOCKET_GBS * 1e9);
}

enum precision
speed_train_precision(const struct workload *w, const struct gpu *g)
{
	enum precision p = w->precision;

	if (w->type != WL_LLM_PRETRAIN)	/* QLoRA: NF4, whatever precision says */
		p = p == PREC_FP8 && w->method != FT_QLORA ? PREC_FP8 :
		    PREC_BF16;
	else if (p != PREC_FP8 && p != PREC_FP4 && p != PREC_FP32)
		p = PREC_BF16;
	return compute_units(g, p);
}

double
speed_train_gemm_gain(const struct workload *w, const struct gpu *g,
    int *measured)
{
	enum precision p = speed_train_precision(w, g);
	const struct train_gain *t = NULL;
	const struct gpu_row *r = gpu_row(g);
	double peaks, inv, hidden;

	if (measured != NULL)
		*measured = 0;
	if (p == PREC_BF16 || g->tflops.bf16 <= 0)
		return 1;
	peaks = gpu_tflops_at(g, p) / g->tflops.bf16;
	if (p != PREC_FP8 && p != PREC_FP4)
		return peaks;
	if (r != NULL)
		t = p == PREC_FP8 ? r->train_fp8 : r->train_fp4;
	if (measured != NULL)
		*measured = t != NULL;
	if (t == NULL)		/* no measurement for this family */
		t = p == PREC_FP8 ? &fp8_hopper : &fp4_blackwell;
	/* the quantisation's share shrinks with the matrices' width */
	hidden = w->model.hidden > 0 ? w->model.hidden :
	    SPEED_TRAIN_GAIN_HIDDEN;
	inv = 1.0 / t->kernels + (1.0 / t->autocast - 1.0 / t->kernels) *
	    SPEED_TRAIN_GAIN_HIDDEN / hidden;
	return 1.0 / inv < peaks ? 1.0 / inv : peaks;
}

double
speed_train_tflops(const struct workload *w, const struct gpu *g)
{
	double gemm, gain, rate, f, eb;

	if (g->tflops.bf16 <= 0)
		return 0;
	gain = speed_train_gemm_gain(w, g, NULL);
	/* the share of a bf16 step spent in the GEMMs: the step's share
	 * of the peak over the GEMMs' own */
	gemm = SPEED_TRAIN_MFU / speed_compute_share(g, PREC_BF16);
	if (gemm > 1)
		gemm = 1;
	rate = g->tflops.bf16 * SPEED_TRAIN_MFU /
	    (gemm / gain + (1.0 - gemm));
	eb = speed_eager_bytes_token(w);
	f = train_flops_token(w);
	if (eb > 0 && f > 0)	/* s per token: FLOPs, then the bytes */
		rate = f / (f / (rate * 1e12) + eb / reached_bw(g)) / 1e12;
	return rate;
}

double
speed_train_hours(const struct workload *w, const struct gpu *g, int n,
    int gpus_per_node)
{
	double rate = speed_train_tflops(w, g), h, steps;

	if (rate <= 0 || n < 1)
		return INFINITY;
	h = speed_train_flops(w) / (n * rate * 1e12) / 3600.0;
	if (w->offload != OFFLOAD_NONE && w->micro_batch > 0 &&
	    w->sequence_length > 0) {
		steps = w->dataset_tokens * w->epochs /
		    (w->micro_batch * w->sequence_length * (double)n);
		h += steps * speed_offload_step_s(w, g, n, gpus_per_node) / 3600.0;
	}
	return h;
}

enum precision
speed_embed_attn_precision(const struct workload *w)
{
	return w->precision == PREC_FP32 ? PREC_FP32 : PREC_BF16;
}

double
speed_embed_hours(const struct workload *w, const struct gpu *g, int n)
{
	const struct model *m = &w->model;
	enum precision a = speed_embed_attn_precision(w);
	double peak = speed_compute_tflops(g, w->precision);
	double apeak = speed_compute_tflops(g, a);
	double e = m->vocab > 0 ? (double)m->vocab * m->hidden : 0;
	double p = m->params, lin, att = 0;

	if (peak <= 0 || n < 1)
		return INFINITY;
	/* the token embeddings are a lookup and an encoder has no output
	 * head (an inline model's odd figures keep every parameter) */
	if (e > 0 && e < 0.5 * p)
		p -= e;
	lin = 2.0 * p / (peak * 1e12 * speed_compute_share(g, w->precision));
	/* every token of an input attends to all of it (no causal half),
	 * in 16 bits, at a prompt's attention share */
	if (apeak > 0 && w->sequence_length > 0)
		att = attn_flops_per_token(m, w->sequence_length, 0) /
		    (apeak * 1e12 * speed_attn_prefill_share(g, a));
	return (lin + att) * w->tokens_per_month / n / 3600.0;
}

double
speed_vision_share(const struct gpu *g, int *measured)
{
	static const struct {
		const char	*id;
		double		 share;
		int		 carried;	/* 1: from a GPU of the same chip */
	} t[] = {
		{ "a100", SPEED_VISION_SHARE_A100, 0 },
		{ "l4", SPEED_VISION_SHARE_L4, 0 },
		{ "l40s", SPEED_VISION_SHARE_L40S, 0 },
		{ "rtx-6000-ada", SPEED_VISION_SHARE_L40S, 1 },
		{ "h100", SPEED_VISION_SHARE_H100, 0 },
		{ "h100-nvl", SPEED_VISION_SHARE_H100_NVL, 0 },
		{ "h200", SPEED_VISION_SHARE_H100, 1 },
		{ "h200-nvl", SPEED_VISION_SHARE_H100_NVL, 1 },
	};
	size_t i;

	for (i = 0; g != NULL && i < sizeof(t) / sizeof(t[0]); i++)
		if (strcmp(g->id, t[i].id) == 0) {
			if (measured != NULL)
				*measured = t[i].carried ? 2 : 1;
			return t[i].share;
		}
	if (measured != NULL)
		*measured = 0;
	return SPEED_EFF_VISION_TPUT;
}

double
speed_vision_images_per_s(const struct workload *w, const struct gpu *g)
{
	double peak = speed_compute_tflops(g, w->precision);

	return peak * 1e12 * speed_vision_share(g, NULL) /
	    (w->gflops_per_image * 1e9);
}

double
speed_vision_latency_ms(const struct workload *w, const struct gpu *g)
{
	double ips = speed_vision_images_per_s(w, g);

	if (!(ips > 0))
		return INFINITY;
	/* the launches, and one image's FLOPs at the batched rate */
	return (w->vision_layers * SPEED_KERNEL_S + 1.0 / ips) * 1e3;
}

int
speed_fp64_cut(const struct gpu *g)
{
	return g->tflops.fp64 < SPEED_FP64_CUT_RATIO * g->tflops.fp32;
}

double
speed_fp64_tflops(const struct gpu *g)
{
	double peak = g->tflops.fp64_tensor > 0 ? g->tflops.fp64_tensor :
	    g->tflops.fp64;

	return peak * SPEED_EFF_FP64;
}
