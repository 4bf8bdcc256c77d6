/*
 * test_speed.c: the decode-step terms of speed.c (docs/sizing.md §2):
 * achieved bandwidth per GPU family, the per-layer kernel floor (dense
 * and mixture of experts), the
 * tensor-parallel all-reduce over NVLink, xGMI and PCIe, the parameters
 * a step of a mixture of experts reads, weight-only quantisation.
 */
#include "testutil.h"

#include <math.h>

#include "engine/memory.h"
#include "engine/speed.h"

/* The NIM cases' workload (docs/validation.md 01-10): Llama 3.3 70B fp8,
 * 5,000-token prompts, 500-token answers. */
#define NIM_70B_FP8 \
	"gpuplan: 1\nid: t\ncustomer: {name: T}\nworkloads:\n" \
	"  - name: c\n    type: llm-inference\n    model: llama-3.3-70b\n" \
	"    precision: fp8\n    kv_precision: fp8\n" \
	"    context_tokens: 5500\n    prompt_tokens: 5000\n"

static const struct gpu *
gpu(const char *id)
{
	const struct gpu *g = catalog_gpu(cat, id);

	assert_non_null(g);
	return g;
}

/* An llm-inference workload of catalog model id: weights of precision
 * p, a bf16 KV cache, context_tokens ctx of which prompt_tokens
 * prompt. */
static struct workload
llm_wl(const char *id, enum precision p, double ctx, double prompt)
{
	struct workload w = { 0 };

	w.type = WL_LLM_INFERENCE;
	w.model = *catalog_model(cat, id);
	w.precision = p;
	w.kv_precision = PREC_BF16;
	w.context_tokens = ctx;
	w.prompt_tokens = prompt;
	return w;
}

/* Measured shares where the catalog id has one (Hopper, CDNA3, CDNA4), the
 * default elsewhere. */
static void
test_bw_share(void **state)
{
	(void)state;
	assert_near(speed_bw_share(gpu("h100")), 2903.0 / 3350, 1e-9);
	assert_near(speed_bw_share(gpu("h200")), 2903.0 / 3350, 1e-9);
	assert_near(speed_bw_share(gpu("mi300x")), 4.2 / 5.3, 1e-9);
	assert_near(speed_bw_share(gpu("mi355x")), 5690.42 / 8000,
	    1e-9);
	assert_near(speed_bw_share(gpu("mi350x")), 5690.42 / 8000,
	    1e-9);
	assert_near(speed_bw_share(gpu("l40s")), SPEED_BW_SHARE_DEFAULT,
	    1e-9);
	/* Blackwell: B200's measured RMSNorm stream of its 7.7 TB/s */
	assert_near(speed_bw_share(gpu("b200")), 6516.67 / 7700, 1e-9);
	assert_near(speed_bw_share(gpu("b300")), 6516.67 / 7700, 1e-9);
	assert_near(speed_bw_share(gpu("gb200")), 6516.67 / 7700, 1e-9);
	assert_near(speed_bw_share(gpu("rtx-pro-6000")),
	    SPEED_BW_SHARE_DEFAULT, 1e-9);
}

/* Compute share: the planning rule 0.7, or the best measured share
 * where lower (AMD's MAF for MI300X/MI325X, the best GEMMs measured on
 * an MI355X), and in 8 and 4 bits the lower of that and the share
 * measured on a prefill's shapes (the family's tables, else NVIDIA's
 * median carried over), by the units the precision runs on (MI300X has
 * no fp4 units: fp4 falls back to bf16's; MI355X's fp4 carries its
 * fp8), with where it comes from. */
static void
test_compute_share(void **state)
{
	static const struct {
		const char	*gpu;
		enum precision	 p;
		double		 want;
		enum share_source from;
	} cases[] = {
		/* bf16: the rule, or the maker's lower best shape */
		{ "h100", PREC_BF16, 0.7, SHARE_RULE },
		{ "b200", PREC_BF16, 0.7, SHARE_RULE },
		{ "l40s", PREC_BF16, 0.7, SHARE_RULE },
		{ "mi300x", PREC_BF16, 708.0 / 1307.4, SHARE_MEASURED },
		{ "mi300x", PREC_FP16, 654.0 / 1307.4, SHARE_MEASURED },
		{ "mi300x", PREC_INT4, 708.0 / 1307.4, SHARE_MEASURED },
		{ "mi300x", PREC_FP4, 708.0 / 1307.4, SHARE_MEASURED },
		{ "mi300x", PREC_FP32, 0.7, SHARE_RULE },
		{ "mi325x", PREC_BF16, 843.0 / 1307.4, SHARE_MEASURED },
		{ "mi355x", PREC_BF16, 1565.0 / 2500, SHARE_MEASURED },
		{ "mi355x", PREC_FP16, 1565.0 / 2500, SHARE_MEASURED },
		{ "mi350x", PREC_BF16, 0.7, SHARE_RULE },
		/* 8 and 4 bits on a prefill's shapes: the family's
		 * tables */
		{ "h100", PREC_FP8, 0.512, SHARE_MEASURED },
		{ "h200-nvl", PREC_INT8, 0.512, SHARE_MEASURED },
		{ "b200", PREC_FP8, 0.42, SHARE_MEASURED },
		{ "b300", PREC_FP4, 0.366, SHARE_MEASURED },
		{ "mi355x", PREC_FP8, 0.337, SHARE_MEASURED },
		{ "mi355x", PREC_FP4, 0.337, SHARE_MEASURED },
		{ "mi350x", PREC_FP8, 0.337, SHARE_MEASURED },
		/* CDNA3's tables lie below AMD's best shape (0.487, 0.581) */
		{ "mi300x", PREC_FP8, 0.311, SHARE_MEASURED },
		{ "mi300x", PREC_INT8, 0.311, SHARE_MEASURED },
		/* the MI325X by AMD's best-shape ratio of the two cards */
		{ "mi325x", PREC_FP8, 0.311 * 1519.0 / 1273.0, SHARE_MEASURED },
		/* no tables of the family's own: NVIDIA's median carried
		 * over */
		{ "l40s", PREC_FP8, 0.50, SHARE_CARRIED },
		{ "rtx-pro-6000", PREC_FP4, 0.50, SHARE_CARRIED },
		{ "a100", PREC_INT8, 0.50, SHARE_CARRIED },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct gpu *g = gpu(cases[i].gpu);

		if (fabs(speed_compute_share(g, cases[i].p) - cases[i].want) >
		    1e-9 || speed_compute_share_source(g, cases[i].p) !=
		    cases[i].from)
			fail_msg("row %zu (%s): share %.4f from %d, want %.4f "
			    "from %d", i, cases[i].gpu,
			    speed_compute_share(g, cases[i].p),
			    (int)speed_compute_share_source(g, cases[i].p),
			    cases[i].want, (int)cases[i].from);
	}
}

/* The factor on a prefill's linear time for the sizes of its matrices
 * on one GPU (speed_gemm_shape_factor): the expected figures come from
 * an independent sum over the same matrices (q, k, v; output; the
 * rest less the head as a gated MLP of 28,696 resp. 14,336 resp. 2,502
 * wide; the head multiplies one token of a prompt) at
 * the SPEED_GEMM_SHAPE_* rows, over the family's median.  Thinner
 * slices (more ways) take longer; 16-bit math keeps 1; a GPU without
 * tables takes NVIDIA's row (L40S, MI355X); only the quantised
 * matrices count. */
static void
test_gemm_shape_factor(void **state)
{
	static const struct {
		const char	*model;
		enum precision	 p;
		const char	*gpu;
		double		 ways;
		double		 want;
		enum share_source from;
		enum quant_scope scope;	/* QUANT_LINEAR: the catalog's */
	} cases[] = {
		{ "llama-3.1-70b", PREC_FP8, "h100", 1, 0.8707, SHARE_MEASURED },
		{ "llama-3.1-70b", PREC_FP8, "h100", 2, 0.8885, SHARE_MEASURED },
		{ "llama-3.1-70b", PREC_FP8, "h100", 4, 0.9277, SHARE_MEASURED },
		{ "llama-3.1-70b", PREC_FP8, "h100", 8, 1.0210, SHARE_MEASURED },
		{ "llama-3.1-70b", PREC_FP4, "b200", 2, 0.8752, SHARE_MEASURED },
		{ "llama-3.1-70b", PREC_BF16, "h100", 8, 1, SHARE_RULE },
		{ "llama-3.1-70b", PREC_INT4, "h100", 8, 1, SHARE_RULE },
		{ "llama-3.1-8b", PREC_FP8, "l40s", 1, 0.9390, SHARE_CARRIED },
		{ "llama-3.1-8b", PREC_FP8, "mi355x", 1, 0.9390, SHARE_CARRIED },
		{ "deepseek-r1", PREC_FP8, "b200", 4, 1.3147, SHARE_MEASURED },
		{ "deepseek-r1", PREC_FP8, "b200", 8, 1.7046, SHARE_MEASURED },
		{ "deepseek-r1", PREC_FP8, "h200", 8, 1.4816, SHARE_MEASURED },
		/* only the experts quantised (the catalog's gpt-oss): the
		 * rest multiplies in 16 bits */
		{ "gpt-oss-120b", PREC_FP4, "b200", 1, 1, SHARE_RULE },
		/* only the MLPs (NVIDIA's NVFP4 DeepSeek-R1): the shared
		 * expert and dense MLPs alone, 2,502 wide */
		{ "deepseek-r1", PREC_FP4, "b200", 4, 1.5922, SHARE_MEASURED,
		    QUANT_MLP },
		{ "deepseek-r1", PREC_FP4, "b200", 8, 2.1845, SHARE_MEASURED,
		    QUANT_MLP },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct workload w = llm_wl(cases[i].model, cases[i].p, 8192,
		    4096);
		enum share_source from;
		double f;

		if (cases[i].scope != QUANT_LINEAR)
			w.model.quantized_weights = cases[i].scope;
		f = speed_gemm_shape_factor(&w, gpu(cases[i].gpu),
		    cases[i].ways, &from);

		if (fabs(f - cases[i].want) > 5e-4 || from != cases[i].from)
			fail_msg("row %zu (%s on %s x %.0f): %.4f from %d, "
			    "want %.4f from %d", i, cases[i].model,
			    cases[i].gpu, cases[i].ways, f, (int)from,
			    cases[i].want, (int)cases[i].from);
	}
}

/* An embedding model multiplies its parameters but the token
 * embeddings (a lookup; no output head): bge-m3, 568e6 parameters of
 * which 250,002 x 1,024 embeddings, 2e9 tokens in fp16 on one H100 at
 * the planning share; a model whose vocabulary would be half of it or
 * more keeps every parameter.  Each token of an input attends to all of
 * it: 4 x 64 x 16 heads x 24 layers x 512 tokens = 50.3e6 FLOPs a token
 * at the attention's share of the bf16 peak, 16 times that at 8,192. */
static void
test_embed_hours(void **state)
{
	struct workload w = { 0 };
	const struct gpu *g = gpu("h100");
	double rate = g->tflops.bf16 * 1e12 * speed_compute_share(g,
	    PREC_FP16);
	double arate = g->tflops.bf16 * 1e12 * speed_attn_prefill_share(g,
	    PREC_BF16);
	double att = 4.0 * 64 * 16 * 24 * 512;

	(void)state;
	w.type = WL_EMBEDDINGS;
	w.model = *catalog_model(cat, "bge-m3");
	w.precision = PREC_FP16;
	w.tokens_per_month = 2e9;
	w.sequence_length = 512;
	assert_near(att, 50.3e6, 0.1e6);
	assert_near(speed_embed_hours(&w, g, 1), (2.0 * (568e6 - 250002.0 *
	    1024) / rate + att / arate) * 2e9 / 3600.0, 1e-12);
	assert_near(speed_embed_hours(&w, g, 2), speed_embed_hours(&w, g, 1) /
	    2, 1e-12);
	w.sequence_length = 8192;
	assert_near(speed_embed_hours(&w, g, 1), (2.0 * (568e6 - 250002.0 *
	    1024) / rate + 16 * att / arate) * 2e9 / 3600.0, 1e-12);
	w.sequence_length = 0;	/* no attention term */
	assert_near(speed_embed_hours(&w, g, 1), 2.0 * (568e6 - 250002.0 *
	    1024) * 2e9 / rate / 3600.0, 1e-12);
	w.model.vocab = 300000;	/* 307e6 of 568e6: kept */
	assert_near(speed_embed_hours(&w, g, 1), 2.0 * 568e6 * 2e9 / rate /
	    3600.0, 1e-12);
	w.model.vocab = 0;
	assert_near(speed_embed_hours(&w, g, 1), 2.0 * 568e6 * 2e9 / rate /
	    3600.0, 1e-12);
}

/* A vision network at batch 1 costs a kernel launch a layer with
 * weights plus its FLOPs at the batched share: ResNet-50 (54 layers,
 * 8.2 GFLOP) in int8 on an L4, 0.27 + 0.078 ms, near the 0.39 ms
 * MLPerf measures (docs/validation.md 407); twice the layers add
 * 0.27 ms, whatever the GPU. */
static void
test_vision_latency(void **state)
{
	struct workload w = { 0 };
	const struct gpu *g = gpu("l4");
	double base;

	(void)state;
	w.type = WL_VISION_INFERENCE;
	w.precision = PREC_INT8;
	w.gflops_per_image = 8.2;
	w.vision_layers = 54;
	assert_near(speed_vision_latency_ms(&w, g), 0.27 + 8.2e9 /
	    (g->tflops.int8 * 1e12 * SPEED_VISION_SHARE_L4) * 1e3, 1e-12);
	assert_near(speed_vision_latency_ms(&w, g), 0.348, 0.001);
	base = speed_vision_latency_ms(&w, gpu("h100"));
	w.vision_layers = 108;
	assert_near(speed_vision_latency_ms(&w, g) - 0.348, 0.27, 0.001);
	assert_near(speed_vision_latency_ms(&w, gpu("h100")) - base, 0.27,
	    1e-9);
}

/* Batched ResNet-50 in int8 (8.2 GOP an image) at the measured share
 * gives, per GPU, the median images/s of MLPerf's TensorRT Offline
 * systems the share was taken from (speed.h SPEED_VISION_SHARE_*, the
 * suite's own rows included in the medians here; A100 SXM4 80GB's of
 * rounds v1.1-v3.1) within 5 %; a GPU of
 * the same chip takes its sibling's share, one without a measurement
 * the planning rule. */
static void
test_vision_share(void **state)
{
	static const struct {
		const char	*gpu;
		double		 mlperf;	/* images/s a GPU, median; 0: none */
		int		 measured;	/* speed_vision_share's *measured */
	} t[] = {
		{ "l4", 12776, 1 }, { "l40s", 43989, 1 }, { "h100", 88316, 1 },
		{ "h100-nvl", 65148, 1 }, { "rtx-6000-ada", 0, 2 },
		{ "h200", 0, 2 }, { "h200-nvl", 0, 2 }, { "a100", 41160, 1 },
		{ "b200", 0, 0 }, { "rtx-pro-6000", 0, 0 }, { "mi300x", 0, 0 },
	};
	struct workload w = { 0 };
	size_t i;
	int m;

	(void)state;
	w.type = WL_VISION_INFERENCE;
	w.precision = PREC_INT8;
	w.gflops_per_image = 8.2;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct gpu *g = gpu(t[i].gpu);
		double s = speed_vision_share(g, &m), ips;

		ips = speed_vision_images_per_s(&w, g);
		if (m != t[i].measured)
			fail_msg("%s: measured %d, expected %d", t[i].gpu, m,
			    t[i].measured);
		assert_near(ips, g->tflops.int8 * 1e12 * s / 8.2e9, 1e-6);
		if (t[i].mlperf > 0 && fabs(ips / t[i].mlperf - 1) > 0.05)
			fail_msg("%s: %.0f images/s, MLPerf's median %.0f",
			    t[i].gpu, ips, t[i].mlperf);
		if (m == 0 && s != SPEED_EFF_VISION_TPUT)
			fail_msg("%s: share %g without a measurement",
			    t[i].gpu, s);
	}
	/* the same chip, the same share */
	assert_true(speed_vision_share(gpu("rtx-6000-ada"), NULL) ==
	    speed_vision_share(gpu("l40s"), NULL));
	assert_true(speed_vision_share(gpu("h200"), NULL) ==
	    speed_vision_share(gpu("h100"), NULL));
}

/* The kernel floor of a forward pass, in us: 10 kernels of 5 us a
 * layer; 4 more on each layer with experts (router, top-k, align, a
 * second grouped GEMM: Maverick has them on 24 of 48 layers, DeepSeek
 * on 58 of 61); 5 more for latent attention (DeepSeek); 4 activation
 * quantisations a layer at fp8/int8/fp4 where the GPU has those units
 * (1 more with latent attention; gpt-oss, only its experts quantised,
 * 2), none on an A100 at fp8 (no fp8 units: weight-only, computes in
 * bf16). */
static void
test_layer_floor(void **state)
{
	static const struct {
		const char	*model;
		const char	*gpu;
		enum precision	 p;
		double		 us;		/* the whole model */
	} rows[] = {
		{ "llama-3.3-70b", "h100", PREC_BF16, 80 * 50 },
		{ "llama-3.3-70b", "h100", PREC_FP8, 80 * 70 },
		{ "llama-3.3-70b", "a100", PREC_FP8, 80 * 50 },
		{ "llama-3.3-70b", "a100", PREC_INT8, 80 * 70 },
		{ "qwen2.5-7b", "l40s", PREC_INT4, 28 * 50 },
		{ "qwen3-235b-a22b", "b200", PREC_BF16, 94 * 70 },
		{ "gpt-oss-120b", "b200", PREC_FP4, 36 * 80 },
		{ "mixtral-8x7b", "a100", PREC_INT8, 32 * 90 },
		{ "llama-4-maverick-17b-128e", "mi300x", PREC_BF16,
		    48 * 50 + 24 * 20 },
		{ "deepseek-r1", "b200", PREC_BF16, 61 * 75 + 58 * 20 },
		{ "deepseek-r1", "b200", PREC_FP8, 61 * 100 + 58 * 20 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct model *m = catalog_model(cat, rows[i].model);

		assert_non_null(m);
		assert_near(speed_model_floor_s(m, gpu(rows[i].gpu),
		    rows[i].p, m->layers), rows[i].us * 1e-6, 1e-12);
	}
}

/* All-reduce latency by link: NVLink 7.7 us, xGMI the measured RCCL
 * table (8 x MI300X: 13.67 us at 1 KB and below, 15.47 at 16 KB, 28.39 at
 * 1 MB, linear between rows); a PCIe card past its NVLink bridge pays
 * PCIe.  2 per layer; tp 1 none. */
static void
test_allreduce(void **state)
{
	const struct model *m = catalog_model(cat, "llama-3.3-70b");

	(void)state;
	assert_non_null(m);
	assert_near(speed_tp_comm_s(m, gpu("h100"), 1, 8, 1), 0, 1e-12);
	/* one token: the latency dominates */
	assert_near(speed_tp_comm_s(m, gpu("h100"), 2, 8, 0),
	    2 * 80 * SPEED_AR_LAT_NVLINK_S, 1e-9);
	assert_near(speed_tp_comm_s(m, gpu("mi300x"), 8, 8, 0),
	    2 * 80 * 13.67e-6, 1e-9);
	/* one token of 8192 x 2 B = 16 KB: the 16 KB row */
	assert_near(speed_tp_comm_s(m, gpu("mi300x"), 8, 8, 1),
	    2 * 80 * 15.47e-6, 1e-9);
	/* 64 tokens = 1 MB; half-way from 1 to 2 MB: 28.39 + (36.68 -
	 * 28.39) / 2; 1 GiB x 2: twice the last row */
	assert_near(speed_xgmi_allreduce_s(1048576), 28.39e-6, 1e-12);
	assert_near(speed_xgmi_allreduce_s(1572864),
	    (28.39e-6 + 36.68e-6) / 2, 1e-12);
	assert_near(speed_xgmi_allreduce_s(2147483648.0),
	    2 * 5990.7e-6, 1e-12);
	assert_near(speed_xgmi_allreduce_s(0), 13.67e-6, 1e-12);
	/* the decode step recomputes it per batch: the layout agrees */
	{
		struct speed_layout l;
		struct workload w = llm_wl("llama-3.3-70b", PREC_BF16, 2048,
		    1024);
		struct replica_split sp = { 8, 1, 1, 1 };

		speed_layout_init(&l, &w, gpu("mi300x"), &sp, 8);
		assert_near(speed_layout_token_s(&l, 64, NULL) -
		    speed_layout_token_s(&l, 63, NULL) -
		    (speed_tp_comm_s(m, gpu("mi300x"), 8, 8, 64) -
		    speed_tp_comm_s(m, gpu("mi300x"), 8, 8, 63)),
		    speed_layout_token_s(&l, 65, NULL) -
		    speed_layout_token_s(&l, 64, NULL) -
		    (speed_tp_comm_s(m, gpu("mi300x"), 8, 8, 65) -
		    speed_tp_comm_s(m, gpu("mi300x"), 8, 8, 64)), 1e-9);
	}
	/* H100 NVL: 2-way bridge; tp 4 crosses PCIe, the measured 14.69 us */
	assert_near(speed_tp_comm_s(m, gpu("h100-nvl"), 4, 4, 0),
	    2 * 80 * 14.69e-6, 1e-9);
	/* bytes: 2 (t-1)/t x tokens x hidden x 2 B over half the link */
	assert_near(speed_tp_comm_s(m, gpu("h100"), 2, 8, 1000) -
	    speed_tp_comm_s(m, gpu("h100"), 2, 8, 0),
	    2 * 80 * (1000.0 * 8192 * 2 / (450e9)), 1e-9);
}

/*
 * Tensor parallelism over PCIe without NVLink follows the host: the
 * small-message latency grows with the group (14.69 us measured at 4,
 * scaled by NCCL's ring model 6.6 + 2 (tp - 1) x 1.0 us), and the bandwidth is 35
 * GB/s (Gen5) within one socket's GPUs and 28 across sockets, Gen4 half.
 * pcie-1 hosts (1-2 GPUs) have one socket, pcie-4 and pcie-8 two.
 */
static void
test_allreduce_pcie(void **state)
{
	static const struct {
		const char	*gpu;
		int		 tp, node;
		double		 lat_us, gbs;
	} cases[] = {
		{ "rtx-pro-6000", 2, 2, 14.69 * 8.6 / 12.6, 35 },	/* 1 socket */
		{ "rtx-pro-6000", 2, 4, 14.69 * 8.6 / 12.6, 35 },	/* 2 per socket */
		{ "rtx-pro-6000", 4, 4, 14.69, 28 },	/* crosses */
		{ "rtx-pro-6000", 4, 8, 14.69, 35 },	/* 4 per socket */
		{ "rtx-pro-6000", 8, 8, 14.69 * 20.6 / 12.6, 28 },
		{ "l40s", 2, 2, 14.69 * 8.6 / 12.6, 17.5 },		/* Gen4 */
		{ "l40s", 8, 8, 14.69 * 20.6 / 12.6, 14 },
		{ "h100-nvl", 4, 8, 14.69, 35 },		/* past the bridge */
	};
	const struct model *m = catalog_model(cat, "llama-3.3-70b");
	size_t i;

	(void)state;
	assert_non_null(m);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct gpu *g = gpu(cases[i].gpu);
		double t = cases[i].tp, lat, bytes;

		lat = speed_tp_comm_s(m, g, cases[i].tp, cases[i].node, 0);
		assert_near(lat, 2 * 80 * cases[i].lat_us * 1e-6, 1e-9);
		bytes = speed_tp_comm_s(m, g, cases[i].tp, cases[i].node,
		    1000) - lat;
		if (fabs(bytes - 2 * 80 * 2 * (t - 1) / t * 1000.0 * 8192 * 2 /
		    (cases[i].gbs * 1e9)) > 1e-9)
			fail_msg("%s tp %d in %d: bytes %.6f s", cases[i].gpu,
			    cases[i].tp, cases[i].node, bytes);
	}
	/* the latency grows with the ring, whatever the node */
	assert_true(speed_pcie_ar_lat_s(2) < speed_pcie_ar_lat_s(4));
}

/* One decode step of Llama 3.3 70B fp8 on 2 x H100 (TP 2) for one
 * sequence at 5,250 tokens: the weights at the achieved bandwidth, the
 * fp8 KV cache at the share H100's decode attention reads it at
 * (0.715), plus 80 layers x 14 kernels x 5 us (10, and 4 fp8 input
 * quantisations) and each layer's attention 16.2 - 5 us more, plus 160
 * all-reduces; NVIDIA's NIM table measured 18.58 ms
 * (docs/validation.md case 01). */
static void
test_decode_step(void **state)
{
	struct scenario *s;
	const struct gpu *g = gpu("h100");
	double want, got, read, kv;

	(void)state;
	s = test_scenario(cat, NIM_70B_FP8);
	assert_non_null(s);
	read = mem_weight_bytes_stored(s->workloads[0].model.params,
	    PREC_FP8) / 2;
	kv = mem_kv_bytes_per_seq_gpu(&s->workloads[0].model, PREC_FP8,
	    5250, 2, 1);
	/* weights, the floor (10 kernels + 4 quantisations a layer), one
	 * token's activation traffic (test_act_traffic); the KV cache and
	 * the attention's time a layer as measured */
	want = (read + 80 * 343040.0) / (3.35e12 * 2903.0 / 3350) +
	    kv / (3.35e12 * 0.715) + 80 * 14 * 5e-6 + 80 * 11.2e-6 +
	    speed_tp_comm_s(&s->workloads[0].model, g, 2, 8, 1);
	got = speed_decode_token_s(&s->workloads[0], g, 2, 1, 8, 1, NULL);
	assert_near(got, want, 1e-9);
	if (fabs(got - 18.58e-3) / 18.58e-3 > 0.25)
		fail_msg("decode step %.2f ms, NIM measured 18.58 ms",
		    got * 1e3);
	/* the floor does not grow with the batch; the KV read does */
	assert_true(speed_decode_token_s(&s->workloads[0], g, 2, 1, 8, 8, NULL) >
	    got);
	scenario_free(s);
}

/*
 * A decode step's attention (speed_attn_decode): on Hopper and
 * Blackwell data-centre GPUs the KV cache is read at the share NVIDIA's
 * generation-attention tables measure, by the cache's bytes a value,
 * and each layer's attention takes a fixed time beyond the kernel
 * floor; elsewhere, and for latent attention, the streaming share and
 * nothing more.  A step of a 16-bit cache on H200 grows by exactly
 * those two terms over the streaming model.
 */
static void
test_attn_decode(void **state)
{
	static const struct {
		const char	*gpu, *model;
		enum precision	 kv;
		int		 measured;
		double		 share;		/* of the datasheet bandwidth; 0: streaming */
		double		 extra_us;	/* beyond SPEED_KERNEL_S */
	} t[] = {
		{ "h100", "llama-3.3-70b", PREC_BF16, 1, 0.848, 8.1 },
		{ "h100-nvl", "llama-3.1-8b", PREC_FP16, 1, 0.848, 8.1 },
		{ "h100", "llama-3.1-8b", PREC_FP8, 1, 0.715, 11.2 },
		{ "h200", "qwen3-32b", PREC_FP8, 1, 0.532, 11.9 },
		{ "h200-nvl", "llama-3.1-8b", PREC_INT8, 1, 0.532, 11.9 },
		{ "h200", "qwen3-32b", PREC_BF16, 1, 0.809, 9.9 },
		{ "b200", "llama-3.1-8b", PREC_BF16, 1, 0.836, 5.9 },
		{ "b200", "llama-3.1-8b", PREC_FP8, 1, 0.809, 6.8 },
		{ "gb200", "gpt-oss-120b", PREC_FP8, 1, 0.785, 11.0 },
		{ "b300", "qwen3-8b", PREC_FP8, 1, 0.790, 8.7 },
		{ "b300", "qwen3-8b", PREC_BF16, 1, 0.810, 7.0 },
		{ "h200", "deepseek-r1", PREC_BF16, 0, 0, 0 },
		{ "l40s", "llama-3.1-8b", PREC_BF16, 0, 0, 0 },
		{ "rtx-pro-6000", "qwen3-32b", PREC_FP8, 0, 0, 0 },
		{ "a100", "llama-3.1-8b", PREC_BF16, 0, 0, 0 },
		{ "mi300x", "llama-3.1-70b", PREC_FP8, 0, 0, 0 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct gpu *g = gpu(t[i].gpu);
		double share, extra;
		int m = speed_attn_decode(catalog_model(cat, t[i].model), g,
		    t[i].kv, &share, &extra);

		if (m != t[i].measured || fabs(share - (t[i].share > 0 ?
		    t[i].share : speed_bw_share(g))) > 1e-9 ||
		    fabs(extra - t[i].extra_us * 1e-6) > 1e-12)
			fail_msg("row %zu (%s, %s): measured %d, share %g, "
			    "%g us more a layer", i, t[i].gpu, t[i].model, m,
			    share, extra * 1e6);
	}
	/* the step: Llama 3.1 8B on one H200 at 16 sequences of about
	 * 6,000 tokens, 16-bit cache: the streaming model's step with the
	 * cache read at 0.809 of 4.8 TB/s instead of the streaming share
	 * and 32 layers x 9.9 us more */
	{
		struct workload w = llm_wl("llama-3.1-8b", PREC_BF16, 8192,
		    4096);
		const struct gpu *g = gpu("h200");
		struct replica_split sp = { 1, 1, 1, 1 };
		struct speed_layout l;
		double got, kv16, stream;

		speed_layout_init(&l, &w, g, &sp, 8);
		assert_near(l.kv_bw, 4.8e12 * 0.809, 1);
		got = speed_layout_token_s(&l, 16, NULL);
		kv16 = 16 * l.kv_seq;
		/* the same layout read as a stream without the layer time */
		l.kv_bw = l.bw;
		l.floor_s -= 32 * 9.9e-6;
		stream = speed_layout_token_s(&l, 16, NULL);
		assert_near(got - stream, kv16 / (4.8e12 * 0.809) -
		    kv16 / (4.8e12 * SPEED_BW_SHARE_HOPPER) + 32 * 9.9e-6,
		    1e-12);
		assert_true(got > stream);
	}
}

/*
 * What a token moves through a layer's non-GEMM kernels on one GPU
 * (speed_act_bytes_token), worked by hand from the catalog's shapes:
 * bf16 elements 8 h (two residual-add norms) + 2 (q + k) (rotary) +
 * 2 kv (read for the cache write) + 3 i (SiLU-and-mul) [+ (k + 1) h for
 * an MoE layer's sum], x 2 B, + the cache write at its precision
 * [+ 3 B x (2 h + q + i) where W8A8 quantises the 4 GEMM inputs].
 * q, kv and i are per GPU (/ tp).
 */
static void
test_act_traffic(void **state)
{
	/* Mixtral: routed R = (46.7e9 - 12.9e9) / (1 - 2/8), a token's
	 * share R x 2/8 over 32 layers and the 3 matrices of hidden 4096 */
	const double mix_i = (46.7e9 - 12.9e9) / 0.75 * 0.25 /
	    (32 * 3 * 4096.0);
	static const struct {
		const char	*model;
		const char	*gpu;
		enum precision	 math, kv;
		int		 tp;
		double		 want;		/* B */
	} rows[] = {
		/* 70B fp8 TP 2 (NIM, cases 01-10): h 8192, q 4096, kv 1024,
		 * i 14336; W8A8 on H100 */
		{ "llama-3.3-70b", "h100", PREC_FP8, PREC_FP8, 2,
		    2 * (8 * 8192 + 2 * (4096 + 512) + 1024 + 3 * 14336) +
		    1024 * 1 + 3 * (2 * 8192 + 4096 + 14336) },
		/* the same on A100: fp8 weights run W8A16, no quantisation */
		{ "llama-3.3-70b", "a100", PREC_BF16, PREC_FP8, 2,
		    2 * (8 * 8192 + 2 * (4096 + 512) + 1024 + 3 * 14336) +
		    1024 * 1 },
		/* 8B bf16 on one GPU: q 4096, kv 2048, i 14336 */
		{ "llama-3.1-8b", "h200", PREC_BF16, PREC_BF16, 1,
		    2 * (8 * 4096 + 2 * (4096 + 1024) + 2048 + 3 * 14336) +
		    2048 * 2 },
		{ "mixtral-8x7b", "a100", PREC_BF16, PREC_BF16, 1, 0 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct model *m = catalog_model(cat, rows[i].model);
		double want = rows[i].want;

		assert_non_null(m);
		if (want == 0)	/* mixtral */
			want = 2 * (8 * 4096 + 2 * (4096 + 1024) + 2048 +
			    3 * mix_i + 3 * 4096) + 2048 * 2;
		assert_near(speed_act_bytes_token(m, gpu(rows[i].gpu),
		    rows[i].math, rows[i].kv, rows[i].tp), want, 1e-6);
	}
}

/* A 5,000-token prefill of Llama 3.3 70B fp8 on 2 x H100 (case 02) pays
 * its activation traffic on top of the GEMMs and the attention (at
 * speed_attn_prefill_weight): 5,000 x 80 x 343,040 B at
 * 0.867 x 3.35 TB/s, 47 ms.  The GEMMs' parameters are all but the
 * token embeddings (128,256 x 8,192), and the output head's for all
 * but the last token. */
static void
test_prefill_traffic(void **state)
{
	struct scenario *s;
	const struct gpu *g = gpu("h100");
	const struct model *m;
	double flops, want, got, shape;

	(void)state;
	s = test_scenario(cat, NIM_70B_FP8);
	assert_non_null(s);
	m = &s->workloads[0].model;
	/* the linear layers but the output head for 4,999 of the tokens
	 * (prefill_head_flops) at 0.512 of the fp8 peak (Hopper's fp8 GEMMs
	 * on a prefill's shapes) in 0.888 of that time (the sizes of its
	 * matrices on two GPUs, test_gemm_shape_factor), the attention
	 * (fp8 cache) in 0.82 of its time at 0.525 of the bf16 peak */
	shape = speed_gemm_shape_factor(&s->workloads[0], g, 2, NULL);
	assert_near(shape, 0.888, 1e-3);
	flops = (2 * (70.6e9 - 128256.0 * 8192) * 5000 - 2 * 128256.0 * 8192 *
	    4999) * shape;
	want = flops / (2 * 1979e12 * 0.512) + 2 * 80 * 64 * 128 * 5000.0 *
	    5000 * 0.82 / (2 * g->tflops.bf16 * 1e12 * 0.525) +
	    5000 * 80 * 343040.0 / (3.35e12 * 2903.0 / 3350) +
	    80 * 14 * 5e-6 + speed_tp_comm_s(m, g, 2, 8, 5000);
	got = speed_prefill_s(&s->workloads[0], g, 2, 1, 8);
	assert_near(got, want, 1e-9);
	/* NIM measured 406.77 ms at one user (case 02): within 40 % */
	if (fabs(got - 0.40677) / 0.40677 > 0.40)
		fail_msg("prefill %.1f ms, NIM measured 406.77 ms", got * 1e3);
	scenario_free(s);
}

/*
 * The parameters a step reads (docs/sizing.md "Mixture of experts"),
 * worked by hand from the catalog's counts: shared S = P - R and routed
 * R = (P - A) / (1 - k/E) are read as S + R (1 - (1 - k/E)^b); batch 1
 * reads the active parameters; a model without the expert keys keeps
 * the former total x (1 - (1 - A/P)^b); a dense model reads all.
 */
static void
test_moe_read(void **state)
{
	static const struct {
		const char *model;
		double	batch;		/* tokens in the step */
		double	want;		/* parameters read, count */
	} rows[] = {
		/* Maverick: P 400e9, A 17e9, top-1 of 128: R = 383e9 x 128 /
		 * 127 = 386.02e9, S = 13.98e9 */
		{ "llama-4-maverick-17b-128e", 1, 17e9 },
		{ "llama-4-maverick-17b-128e", 16, 400e9 - 383e9 * 128 / 127 +
		    383e9 * 128 / 127 * (1 - pow(127.0 / 128, 16)) },
		/* DeepSeek-V3: P 671e9, A 37e9, top-8 of 256 */
		{ "deepseek-v3", 16, 671e9 - 634e9 / (1 - 8.0 / 256) +
		    634e9 / (1 - 8.0 / 256) * (1 - pow(1 - 8.0 / 256, 16)) },
		/* dense: everything, whatever the batch */
		{ "llama-3.3-70b", 64, -1 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct model *m = catalog_model(cat, rows[i].model);
		double want;

		assert_non_null(m);
		want = rows[i].want < 0 ? m->params : rows[i].want;
		if (fabs(speed_moe_read_params(m, rows[i].batch) - want) >
		    1e-6 * want)
			fail_msg("%s at %g tokens: read %.6g, want %.6g",
			    rows[i].model, rows[i].batch,
			    speed_moe_read_params(m, rows[i].batch), want);
	}
	/* at 16 sequences Maverick reads 15 %, not the former 50 % */
	{
		const struct model *m = catalog_model(cat,
		    "llama-4-maverick-17b-128e");
		struct model old = *m;

		old.experts = old.experts_per_token = 0;
		assert_near(speed_moe_read_params(&old, 16),
		    400e9 * (1 - pow(1 - 17.0 / 400, 16)), 1e3);
		assert_true(speed_moe_read_params(m, 16) < 0.16 * 400e9);
		assert_true(speed_moe_read_params(&old, 16) > 0.49 * 400e9);
	}
}

/* The expected experts the busiest of ep ranks reads: the maximum of
 * ep Binomial(n, p) counts, worked by hand for small n. */
static void
test_ep_busiest(void **state)
{
	static const struct {
		int	n, ep;
		double	p, want;
	} t[] = {
		{ 32, 1, 0.25, 8.0 },		/* one rank: the mean n p */
		{ 32, 8, 1.0, 32.0 },		/* every expert touched */
		{ 32, 8, 0.0, 0.0 },
		/* max of two Bernoulli(1/2): 1 - 1/4 */
		{ 1, 2, 0.5, 0.75 },
		/* Binomial(2, 1/2) twice: F = 1/4, 3/4, so
		 * (1 - 1/16) + (1 - 9/16) */
		{ 2, 2, 0.5, 1.375 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		assert_near(speed_ep_busiest_experts(t[i].n, t[i].p,
		    t[i].ep), t[i].want, 1e-12);
	/* many experts a rank: the mean plus sigma / sqrt(pi), the
	 * expected maximum of two normals (20,000 + 100 x 0.5642), where
	 * (1 - p)^n underflows */
	assert_near(speed_ep_busiest_experts(40000, 0.5, 2),
	    20000 + 100 / sqrt(M_PI), 0.5);
	/* DeepSeek-R1, one token: 8 of 256 experts, 32 per rank of 8;
	 * the busiest rank reads more than twice the mean of one */
	assert_true(speed_ep_busiest_experts(32, 8.0 / 256, 8) > 2.0);
	assert_true(speed_ep_busiest_experts(32, 8.0 / 256, 8) < 4.0);
}

/* A decode step of DeepSeek-R1 (fp8) at 8k on 8 x H200 under the splits
 * of struct replica_split. */
static double
r1_step(int dp, int ep, double batch)
{
	struct workload w = llm_wl("deepseek-r1", PREC_FP8, 8192, 4096);
	struct speed_layout l;
	struct replica_split sp = { 8, 1, dp, ep };

	speed_layout_init(&l, &w, gpu("h200"), &sp, 8);
	return speed_layout_token_s(&l, batch, NULL);
}

/*
 * The splits change what the busiest GPU does: whole experts (ep 8)
 * cost a small batch the busiest rank's extra experts and a large batch
 * nothing (every expert is read anyway); data-parallel attention reads
 * the shared parameters whole on every GPU (slower for one user) and
 * each sequence's latent once (faster for many); a dense model split
 * into attention ranks is replicas of tp / dp GPUs.
 */
static void
test_replica_split(void **state)
{
	struct workload w = llm_wl("llama-3.1-8b", PREC_BF16, 4096, 1024);
	struct workload x = llm_wl("deepseek-r1", PREC_FP8, 8192, 4096);
	struct speed_layout a, b;
	struct replica_split s2 = { 2, 1, 2, 1 }, s1 = { 1, 1, 1, 1 };

	(void)state;
	assert_true(r1_step(1, 8, 1) > 1.1 * r1_step(1, 1, 1));
	assert_near(r1_step(1, 8, 512) / r1_step(1, 1, 512), 1.0,
	    1e-6);
	assert_true(r1_step(8, 1, 1) > r1_step(1, 1, 1));
	assert_true(r1_step(8, 1, 256) < r1_step(1, 1, 256));
	/* the plain split is the convenience wrapper's */
	assert_near(r1_step(1, 1, 16), speed_decode_token_s(&x,
	    gpu("h200"), 8, 1, 8, 16, NULL), 0);
	speed_layout_init(&a, &w, gpu("h100"), &s2, 8);
	speed_layout_init(&b, &w, gpu("h100"), &s1, 8);
	assert_near(speed_layout_token_s(&a, 8, NULL),
	    speed_layout_token_s(&b, 4, NULL), 1e-12);
}

/*
 * Time to first token: one sequence never waits for another's prefill
 * (its own prefill and half a step, however long the prompt against
 * the answer: Llama 3.1 8B, 28,600 tokens in, 100 out, on one H200);
 * with more sequences the wait grows with the batch and stays below
 * the open M/D/1 queue's at the same load (a closed population sends
 * no prompt while all its sequences wait).
 */
static void
test_ttft_queue(void **state)
{
	struct workload w = llm_wl("llama-3.1-8b", PREC_BF16, 28700, 28600);
	struct speed_layout l;
	struct replica_split sp = { 1, 1, 1, 1 };
	double prev = 0, b, t, svc, rho;

	(void)state;
	speed_layout_init(&l, &w, gpu("h200"), &sp, 8);
	assert_near(speed_layout_ttft(&l, 1), l.prefill_s +
	    speed_layout_token_s(&l, 1, NULL) / 2, 1e-12);
	for (b = 2; b <= 16; b *= 2) {
		t = speed_layout_ttft(&l, b);
		svc = l.prefill_svc_s;
		rho = b * svc / (l.gen / speed_layout_seq_rate(&l, b, NULL));
		assert_true(t > prev);
		assert_true(t - l.prefill_s - speed_layout_token_s(&l, b,
		    NULL) / 2 < rho * svc / (2 * (1 - rho)));
		prev = t;
	}
}

/* An llm-inference workload with weights of precision p, quantised
 * weights only (W*A16) if weight_only; nothing else set. */
static struct workload
llm_weights(enum precision p, int weight_only)
{
	struct workload w = { 0 };

	w.type = WL_LLM_INFERENCE;
	w.precision = p;
	w.weight_only = weight_only;
	return w;
}

/*
 * Bytes per parameter a step's weight read costs: the stored bytes
 * (fp4 0.5 B + its scales: NVFP4's MEM_QUANT_FP4 on NVIDIA's GPUs,
 * MXFP4's MEM_QUANT_MXFP4 on AMD's), except W4A4 fp4 on CDNA4, whose
 * measured MXFP4 decode GEMMs take 0.86 of fp8's time: 0.86 B, and
 * 4-bit weights multiplied in bf16 (W4A16: int4, fp4 without fp4 units
 * or weight-only) on A100, H100, H200 and B200, whose measured MoE
 * kernels take 0.30-0.41 of bf16's time: 0.60-0.82 B.  NVIDIA's native
 * fp4 (W4A4) and other GPUs keep their stored bytes; the 70B step on
 * one MI355X then reads 0.86 / 0.53125 times the fp4 weights' bytes.
 */
static void
test_weight_read_bytes(void **state)
{
	static const struct {
		const char	*gpu;
		enum precision	 p;
		int		 weight_only;
		double		 want;		/* B per parameter */
	} rows[] = {
		{ "mi355x", PREC_FP4, 0, 0.86 },
		{ "mi350x", PREC_FP4, 0, 0.86 },
		{ "mi355x", PREC_FP4, 1, 0.5 * (1 + MEM_QUANT_MXFP4) },
		{ "mi355x", PREC_FP8, 0, 1.0 },
		{ "mi355x", PREC_BF16, 0, 2.0 },
		{ "mi300x", PREC_FP4, 0, 0.5 * (1 + MEM_QUANT_MXFP4) },
		{ "b200", PREC_FP4, 0, 0.5 * (1 + MEM_QUANT_FP4) },
		/* W4A16 where NVIDIA's kernels were measured: a share of
		 * bf16's 2 B (SPEED_W4A16_DECODE_*) */
		{ "h100", PREC_INT4, 0, 0.30 * 2 },
		{ "h100", PREC_FP4, 0, 0.30 * 2 },	/* no fp4 units */
		{ "a100", PREC_FP4, 1, 0.30 * 2 },
		{ "h200", PREC_INT4, 0, 0.40 * 2 },
		{ "b200", PREC_INT4, 0, 0.41 * 2 },
		{ "b200", PREC_FP4, 1, 0.41 * 2 },
		{ "h100-nvl", PREC_INT4, 0, 0.5 * (1 + MEM_QUANT_INT4) },
		{ "l40s", PREC_INT4, 0, 0.5 * (1 + MEM_QUANT_INT4) },
		{ "h100", PREC_FP8, 0, 1.0 },
	};
	const char *y =
	    "gpuplan: 1\nid: t\ncustomer: {name: T}\nworkloads:\n"
	    "  - name: c\n    type: llm-inference\n    model: llama-3.3-70b\n"
	    "    precision: fp4\n    kv_precision: fp8\n"
	    "    context_tokens: 2048\n    prompt_tokens: 1024\n";
	const struct gpu *g = gpu("mi355x");
	struct scenario *s;
	struct workload fp8;
	double t4, t8;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct workload w = llm_weights(rows[i].p, rows[i].weight_only);

		assert_near(speed_weight_read_bytes(gpu(rows[i].gpu),
		    &w), rows[i].want, 1e-12);
	}
	/* one sequence: the fp4 step is 0.86 of the fp8 step's weight
	 * read, the rest (KV, floor, activations) as fp8's less the
	 * bytes its four input quantisations a layer write (0.56 B an
	 * element, not 1); the head is read at 16 bits either way, the
	 * embeddings not at all */
	s = test_scenario(cat, y);
	assert_non_null(s);
	fp8 = s->workloads[0];
	fp8.precision = PREC_FP8;
	t4 = speed_decode_token_s(&s->workloads[0], g, 1, 1, 8, 1, NULL);
	t8 = speed_decode_token_s(&fp8, g, 1, 1, 8, 1, NULL);
	assert_near(t8 - t4, 0.14 * (fp8.model.params -
	    mem_embed_params(&fp8.model)) /
	    (8e12 * 5690.42 / 8000) + 80 * (speed_act_bytes_token(&fp8.model, g,
	    PREC_FP8, PREC_FP8, 1) - speed_act_bytes_token(&fp8.model, g,
	    PREC_FP4, PREC_FP8, 1)) / (8e12 * 5690.42 / 8000), 1e-9);
	scenario_free(s);
}

/*
 * Weight-only quantisation (`weight_only: true`): the math of int8,
 * fp8 and fp4 weights runs in bf16, int4 always does, 16-bit weights are
 * what they are.  On an A100 an int8 prefill of 4096 tokens (8B model,
 * compute-bound) then takes flops / (bf16 peak x share) plus the bf16
 * kernel floor (no input quantisation), about 1.4 times the W8A8 time
 * (the int8 units' doubled peak at the 0.50 NVIDIA's 8-bit GEMMs reach
 * on a prefill's shapes, over bf16's at 0.7), less the attention,
 * which W8A8 runs in bf16 as well.
 */
static void
test_weight_only(void **state)
{
	static const struct {
		enum precision	 p;
		int		 weight_only;
		enum precision	 want;
	} rows[] = {
		{ PREC_INT8, 1, PREC_BF16 },
		{ PREC_FP8, 1, PREC_BF16 },
		{ PREC_FP4, 1, PREC_BF16 },
		{ PREC_INT4, 1, PREC_INT4 },
		{ PREC_FP16, 1, PREC_FP16 },
		{ PREC_INT8, 0, PREC_INT8 },
		{ PREC_FP8, 0, PREC_FP8 },
	};
	const char *y =
	    "gpuplan: 1\nid: t\ncustomer: {name: T}\nworkloads:\n"
	    "  - name: c\n    type: llm-inference\n    model: llama-3.1-8b\n"
	    "    precision: int8\n    weight_only: true\n"
	    "    context_tokens: 4352\n    prompt_tokens: 4096\n";
	const struct gpu *g = gpu("a100");
	struct scenario *s;
	struct workload w8a8;
	const struct model *m;
	double flops, want, got;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct workload w = llm_weights(rows[i].p, rows[i].weight_only);

		assert_int_equal(workload_math_precision(&w), rows[i].want);
	}
	s = test_scenario(cat, y);
	assert_non_null(s);
	assert_int_equal(s->workloads[0].weight_only, 1);
	m = &s->workloads[0].model;
	/* the head multiplies the last token only (prefill_head_flops) */
	flops = 2.0 * (m->active_params - (double)m->vocab * m->hidden) * 4096 -
	    2.0 * m->vocab * (double)m->hidden * 4095 +
	    2.0 * m->layers * (double)m->heads * m->head_dim * 4096.0 * 4096 *
	    speed_attn_prefill_weight(g, &s->workloads[0]);
	want = flops / (g->tflops.bf16 * 1e12 *
	    speed_compute_share(g, PREC_BF16)) + 4096.0 * m->layers *
	    speed_act_bytes_token(m, g, PREC_BF16,
	    s->workloads[0].kv_precision, 1) /
	    (g->bandwidth_tbs * 1e12 * speed_bw_share(g)) +
	    speed_model_floor_s(m, g, PREC_BF16, m->layers);
	got = speed_prefill_s(&s->workloads[0], g, 1, 1, 8);
	assert_near(got, want, 1e-9);
	w8a8 = s->workloads[0];
	w8a8.weight_only = 0;
	/* W8A8 multiplies the linear layers at the int8 rate, but the
	 * attention stays at bf16 (speed_attn_flop_weight) */
	if (got < 1.25 * speed_prefill_s(&w8a8, g, 1, 1, 8))
		fail_msg("weight-only prefill %.1f ms, W8A8 %.1f ms: want about "
		    "1.4 times", got * 1e3,
		    speed_prefill_s(&w8a8, g, 1, 1, 8) * 1e3);
	scenario_free(s);
}

/* A GPU, weight and cache precision, weight_only, and the ratio a
 * weight function (speed_attn_flop_weight, speed_attn_prefill_weight)
 * should give for them. */
struct weight_row {
	const char	*gpu;
	enum precision	 p, kv;
	int		 weight_only;
	double		 want;
};

/* Fails the test at the first of the n rows where fn is off its want by
 * more than a millionth. */
static void
check_weight_rows(const struct weight_row *rows, size_t n,
    double (*fn)(const struct gpu *, const struct workload *))
{
	size_t i;

	for (i = 0; i < n; i++) {
		struct workload w = llm_weights(rows[i].p, rows[i].weight_only);
		double got;

		w.kv_precision = rows[i].kv;
		got = fn(gpu(rows[i].gpu), &w);
		if (fabs(got - rows[i].want) > 1e-6 * rows[i].want)
			fail_msg("row %zu (%s): weight %.6f, want %.6f", i,
			    rows[i].gpu, got, rows[i].want);
	}
}

/*
 * What one FLOP of attention costs at the math rate: attention
 * multiplies in 16 bits unless the KV cache is fp8 (then fp8, where the
 * GPU has fp8 units), whatever the weights are, at the rates each
 * reaches.  H100: 1,979 fp8 TFLOPS at 0.512 (Hopper's 8-bit GEMMs on a
 * prefill's shapes) over 989 bf16 at 0.7; B200: 9,000 fp4 at 0.366 over
 * 2,250 bf16 at 0.7, or over 4,500 fp8 at 0.42; MI300X: 2,615 fp8
 * TFLOPS at CDNA3's 0.311 over AMD's max-achievable 708 bf16; an fp8
 * cache on an A100 (no fp8 units) runs in bf16.
 */
static void
test_attn_flop_weight(void **state)
{
	static const struct weight_row rows[] = {
		{ "h100", PREC_FP8, PREC_BF16, 0, 1979 * 0.512 / (989 * 0.7) },
		{ "h100", PREC_FP8, PREC_FP8, 0, 1 },
		{ "h100", PREC_BF16, PREC_BF16, 0, 1 },
		{ "h100", PREC_BF16, PREC_FP8, 0, 989 * 0.7 / (1979 * 0.512) },
		{ "h100", PREC_INT8, PREC_INT8, 0, 1979 * 0.512 / (989 * 0.7) },
		{ "h100", PREC_FP8, PREC_BF16, 1, 1 },
		{ "h100", PREC_INT4, PREC_BF16, 0, 1 },
		{ "b200", PREC_FP4, PREC_BF16, 0, 9000 * 0.366 / (2250 * 0.7) },
		{ "b200", PREC_FP4, PREC_FP8, 0, 9000 * 0.366 / (4500 * 0.42) },
		{ "mi300x", PREC_FP8, PREC_BF16, 0, 2614.9 * 0.311 / 708 },
		{ "a100", PREC_FP8, PREC_FP8, 0, 1 },
	};

	(void)state;
	check_weight_rows(rows, sizeof(rows) / sizeof(rows[0]),
	    speed_attn_flop_weight);
	/* a compute-bound prefill (4,096 tokens of Llama 3.1 8B at fp8 on
	 * one H100) takes the attention's FLOPs at 0.525 of the bf16 peak
	 * with a bf16 cache, in 0.82 of that time with an fp8 cache
	 * (speed_attn_prefill_weight); the caches also differ in the bytes
	 * of the KV write */
	{
		struct workload b = llm_wl("llama-3.1-8b", PREC_FP8, 4352, 4096);
		struct workload f = b;
		const struct gpu *g = gpu("h100");
		const struct model *m = &b.model;
		double att, want, bw, d;

		f.kv_precision = PREC_FP8;
		att = 2.0 * m->layers * (double)m->heads * m->head_dim *
		    4096.0 * 4096;
		bw = g->bandwidth_tbs * 1e12 * speed_bw_share(g);
		want = att * (1 - 0.82) / (g->tflops.bf16 * 1e12 * 0.525) +
		    4096.0 * m->layers * (speed_act_bytes_token(m, g, PREC_FP8,
		    PREC_BF16, 1) - speed_act_bytes_token(m, g, PREC_FP8,
		    PREC_FP8, 1)) / bw;
		d = speed_prefill_s(&b, g, 1, 1, 8) -
		    speed_prefill_s(&f, g, 1, 1, 8);
		assert_near(d, want, 1e-12);
	}
}

/* What a prefill's attention FLOP costs against a linear layer's: the
 * linear rate over 0.525 of the bf16 peak (0.7 x 989 / (0.525 x 989) =
 * 1.333 for bf16 weights on H100), that times 1,979 x 0.512 / (989 x
 * 0.7) for fp8 weights (Hopper's 8-bit GEMMs on a prefill's shapes),
 * 0.82 of it with an fp8 cache where the GPU has fp8 units
 * (not on A100, which has none), AMD's measured bf16 share scaled alike
 * (MI300X: its fp8 and bf16 max-achievable rates over 0.75 of the
 * bf16 one). */
static void
test_attn_prefill_weight(void **state)
{
	static const struct weight_row rows[] = {
		{ "h100", PREC_BF16, PREC_BF16, 0, 0.7 / 0.525 },
		{ "h100", PREC_FP8, PREC_BF16, 0, 1979 * 0.512 / (989 * 0.525) },
		{ "h100", PREC_FP8, PREC_FP8, 0,
		    1979 * 0.512 / (989 * 0.525) * 0.82 },
		{ "h100", PREC_BF16, PREC_FP8, 0, 0.7 / 0.525 * 0.82 },
		{ "a100", PREC_BF16, PREC_FP8, 0, 0.7 / 0.525 },
		{ "mi300x", PREC_BF16, PREC_BF16, 0, 0.7 / 0.525 },
	};

	(void)state;
	check_weight_rows(rows, sizeof(rows) / sizeof(rows[0]),
	    speed_attn_prefill_weight);
	/* MI300X at fp8 weights: its own fp8 and bf16 shares */
	{
		struct workload w = llm_weights(PREC_FP8, 0);
		const struct gpu *g = gpu("mi300x");
		double want = speed_compute_tflops(g, PREC_FP8) *
		    speed_compute_share(g, PREC_FP8) /
		    (speed_compute_tflops(g, PREC_BF16) *
		    speed_compute_share(g, PREC_BF16) * 0.525 / 0.7);

		w.kv_precision = PREC_BF16;
		assert_near(speed_attn_prefill_weight(g, &w), want,
		    1e-6 * want);
	}
}

/* Attention FLOPs per head and token pair: 4 head_dim for multi-head
 * and grouped-query attention in both phases (Llama 3.1 8B: 512); for
 * DeepSeek-R1's latent attention 2 (192 + 128) = 640 with the keys and
 * values decompressed (a prompt), 2 (576 + 512) = 2,176 absorbed (a
 * decode step). */
static void
test_attn_pair_flops(void **state)
{
	const struct model *llama = catalog_model(cat, "llama-3.1-8b");
	const struct model *ds = catalog_model(cat, "deepseek-r1");

	(void)state;
	assert_non_null(llama);
	assert_non_null(ds);
	assert_near(speed_attn_pair_flops(llama, 0), 512, 0);
	assert_near(speed_attn_pair_flops(llama, 1), 512, 0);
	assert_near(speed_attn_pair_flops(ds, 0), 640, 0);
	assert_near(speed_attn_pair_flops(ds, 1), 2176, 0);
	/* a decode step of DeepSeek-R1 in fp8 (every linear layer
	 * quantised) on 8 x H200 costs its attention absorbed: per
	 * sequence and GPU the linear FLOPs and 2,176 per head, layer and
	 * token of the mean context, at the attention's weight */
	{
		struct workload w = llm_wl("deepseek-r1", PREC_FP8, 8192, 4096);
		const struct gpu *g = gpu("h200");
		struct replica_split sp = { 8, 1, 1, 1 };
		struct speed_layout l;
		double att;

		speed_layout_init(&l, &w, g, &sp, 8);
		att = 2176.0 * ds->layers * ds->heads * l.ctx_avg *
		    speed_attn_flop_weight(g, &w);
		assert_near(l.flops_rank * 8,
		    2.0 * speed_flop_params(ds) + att, 1e-6 * att);
	}
}

/*
 * The routed experts' GEMMs of a prefill at the share measured for the
 * width of each GPU's slice of an expert (SPEED_MOE_PREFILL_*), over
 * the dense share of the GPUs measured (0.50 in 8 and 4 bits, NVIDIA's
 * median on a prefill's shapes; 0.7 in 16): DeepSeek-R1's 2,048-wide
 * experts cut 8 ways (256 wide) in fp8, whole under expert parallelism
 * 8, cut twice at tp 4 ep 2; in bf16 the 16-bit row; Mixtral 8x7B's
 * 14,336 beyond the table's last width (8,192), cut twice between 4,096
 * and 8,192 (log2 7,168 / 128 = 5.807 doublings); fp8 on A100
 * multiplies in bf16; AMD takes NVIDIA's ratio; a dense model none.
 */
static void
test_moe_prefill_ratio(void **state)
{
	static const struct {
		const char	*model, *gpu;
		enum precision	 p;
		int		 tp, ep;
		double		 share;	/* of peak, measured */
		double		 dense;	/* the dense share it is over */
	} rows[] = {
		{ "deepseek-r1", "h200", PREC_FP8, 8, 1, 0.121, 0.50 },
		{ "deepseek-r1", "h200", PREC_FP8, 8, 8, 0.277, 0.50 },
		{ "deepseek-r1", "h200", PREC_FP8, 4, 2, 0.223, 0.50 },
		{ "deepseek-r1", "h200", PREC_BF16, 8, 1, 0.235, 0.7 },
		{ "deepseek-r1", "a100", PREC_FP8, 8, 1, 0.235, 0.7 },
		{ "deepseek-r1", "mi300x", PREC_FP8, 8, 1, 0.121, 0.50 },
		{ "deepseek-r1", "b200", PREC_FP4, 8, 8, 0.277, 0.50 },
		{ "mixtral-8x7b", "h100", PREC_BF16, 1, 1, 0.588, 0.7 },
		{ "mixtral-8x7b", "h100", PREC_BF16, 2, 1,
		    0.550 + 0.807 * (0.588 - 0.550), 0.7 },
		{ "llama-3.1-8b", "h100", PREC_BF16, 1, 1, 0.7, 0.7 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct workload w = llm_wl(rows[i].model, rows[i].p, 4096,
		    2048);
		struct replica_split sp = { rows[i].tp, 1, 1, rows[i].ep };
		double got = speed_moe_prefill_ratio(&w, gpu(rows[i].gpu), &sp);
		double want = rows[i].share / rows[i].dense;

		if (fabs(got - want) > 0.005 * want)
			fail_msg("row %zu (%s on %s, tp %d ep %d): ratio %.4f, "
			    "want %.4f", i, rows[i].model, rows[i].gpu,
			    rows[i].tp, rows[i].ep, got, want);
	}
	/* an 8,192-token prompt of DeepSeek-R1 in fp8 on 8 x H200 takes at
	 * least its FLOPs' time: the rest (and the attention at the bf16
	 * cache's rate) at Hopper's 0.512 of the fp8 peak, the experts at
	 * 0.121 / 0.50 of that */
	{
		struct workload w = llm_wl("deepseek-r1", PREC_FP8, 9216, 8192);
		const struct gpu *g = gpu("h200");
		const struct model *m = &w.model;
		double shared, routed, ln_keep, fl_moe, fl_rest, rate;

		speed_moe_split(m, &shared, &routed, &ln_keep);
		fl_moe = 2.0 * routed * -expm1(ln_keep) * 8192;
		fl_rest = 2.0 * speed_flop_params(m) * 8192 - fl_moe +
		    2.0 * m->layers * (double)m->heads * m->head_dim * 8192.0 *
		    8192 * speed_attn_flop_weight(g, &w);
		rate = 8 * 1979e12 * 0.512;
		assert_true(speed_prefill_s(&w, g, 8, 1, 8) >
		    fl_rest / rate + fl_moe / (rate * 0.121 / 0.50 * 1.005));
	}
}

/*
 * What a decode step reads of the dense parameters: not the token
 * embeddings (one row per sequence), the output head at 16 bits where
 * the weights are quantised, the rest at the weights' bytes.  Llama 3.1
 * 8B (head and embeddings 128,256 x 4,096 each): bf16 (8.03e9 - 0.53e9)
 * x 2 B = 15.0 GB, fp8 6.98e9 x 1 + 0.53e9 x 2 = 8.0 GB; Llama 3.2 1B
 * (tied) reads its one matrix as the head; a model without vocab reads
 * everything at the weights' bytes.
 */
static void
test_shared_read(void **state)
{
	static const struct {
		const char	*model;
		int		 vocab;		/* -1 = the model's */
		enum precision	 p;
		double		 gb;		/* expected, 1e9 bytes */
	} t[] = {
		{ "llama-3.1-8b", -1, PREC_BF16, (8.03e9 - 128256.0 * 4096) *
		    2e-9 },
		{ "llama-3.1-8b", -1, PREC_FP8, (8.03e9 - 2.0 * 128256 * 4096) *
		    1e-9 + 128256.0 * 4096 * 2e-9 },
		{ "llama-3.2-1b", -1, PREC_FP8, (1.23e9 - 128256.0 * 2048) *
		    1e-9 + 128256.0 * 2048 * 2e-9 },
		{ "llama-3.1-8b", 0, PREC_FP8, 8.03 },
	};
	const struct gpu *g = gpu("h100");
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct workload w = llm_weights(t[i].p, 0);

		w.model = *catalog_model(cat, t[i].model);
		if (t[i].vocab >= 0)
			w.model.vocab = t[i].vocab;
		assert_near(speed_shared_read_bytes(g, &w,
		    w.model.params) / 1e9, t[i].gb, 1e-6);
	}
}

/*
 * A release that quantises only its experts (gpt-oss: quantized_weights:
 * experts, fp4_format: mxfp4): a step reads the shared part in bf16 (its
 * 2.1e9 less the 0.58e9 embedding, the card's 0.96e9 attention + 0.58e9
 * head: 3.1 GB at fp4 as at bf16) and a routed parameter at MXFP4's
 * 0.53125 B (on an H100, which multiplies it in bf16, at the measured
 * W4A16 kernels' 0.30 x 2 B); its shared FLOPs at fp4 on B200 cost the
 * bf16 rate, 2.09 x the fp4 one (9,000 TFLOPS at 0.366, NVFP4's share
 * on a prefill's shapes, over 2,250 at 0.7), and nothing extra on H100
 * (no fp4 units: all of it runs in bf16) or at bf16.
 */
static void
test_experts_only_reads(void **state)
{
	static const struct {
		const char	*gpu;
		enum precision	 p;
		double		 shared_gb;	/* a step's read of the shared part */
		double		 routed_b;	/* B per routed parameter */
		double		 flop_weight;
	} t[] = {
		{ "b200", PREC_FP4, (2.13e9 - 201088.0 * 2880) * 2e-9, 0.53125,
		    9000 * 0.366 / (2250 * 0.7) },
		{ "h100", PREC_FP4, (2.13e9 - 201088.0 * 2880) * 2e-9, 0.30 * 2,
		    1.0 },
		{ "b200", PREC_BF16, (2.13e9 - 201088.0 * 2880) * 2e-9, 2.0,
		    1.0 },
	};
	double shared, routed, ln_keep;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct gpu *g = gpu(t[i].gpu);
		struct workload w = llm_weights(t[i].p, 0);

		w.model = *catalog_model(cat, "gpt-oss-120b");
		speed_moe_split(&w.model, &shared, &routed, &ln_keep);
		/* the card: 114.71e9 in the MLP of 116.83e9 */
		assert_near(routed / 1e9, 114.71, 0.1);
		assert_near(speed_shared_read_bytes(g, &w, shared) / 1e9,
		    t[i].shared_gb, 0.02);
		assert_near(speed_weight_read_bytes(g, &w),
		    t[i].routed_b, 1e-12);
		assert_near(speed_shared_flop_weight(g, &w),
		    t[i].flop_weight, 1e-9);
		/* a dense model is never weighted */
		w.model = *catalog_model(cat, "llama-3.1-8b");
		assert_near(speed_shared_flop_weight(g, &w), 1.0, 0);
	}
}

/* quantized_weights: mlp (NVIDIA's NVFP4 DeepSeek-R1): a step reads the
 * attention and the routers at 2 B where every linear layer quantised
 * reads them at the precision (an H100 at fp4: the W4A16 kernels'
 * 0.60), 11.41e9 + 0.11e9 parameters (the attention counted from the
 * shapes, test_memory's test_mlp_only);
 * their FLOPs run at the 16-bit rate where the GPU computes in fp4 (on
 * B200 a 16-bit FLOP costs 2.09 fp4 ones: 9,000 TFLOPS at 0.366 over
 * 2,250 at 0.7; on H100 an fp8 one 1.46), not on an H100 in fp4
 * (W4A16). */
static void
test_mlp_only_reads(void **state)
{
	const double kept = 61.0 * (7168.0 * 1536 + 1536.0 * 128 * 192 +
	    7168.0 * 576 + 512.0 * 128 * 256 + 128.0 * 128 * 7168 + 1536 +
	    512) + 58.0 * 7168 * 256;
	static const struct {
		const char	*gpu;
		enum precision	 p;
		double		 b;		/* B per quantised parameter */
		double		 flop_weight;
	} t[] = {
		{ "b200", PREC_FP4, 0.5625, 9000 * 0.366 / (2250 * 0.7) },
		{ "h100", PREC_FP4, 0.30 * 2, 1.0 },
		{ "h100", PREC_FP8, 1.0, 1979 * 0.512 / (989 * 0.7) },
		{ "b200", PREC_BF16, 2.0, 1.0 },
	};
	double shared, routed, ln_keep, linear;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct gpu *g = gpu(t[i].gpu);
		struct workload w = llm_weights(t[i].p, 0);

		w.model = *catalog_model(cat, "deepseek-r1");
		speed_moe_split(&w.model, &shared, &routed, &ln_keep);
		linear = speed_shared_read_bytes(g, &w, shared);
		assert_near(speed_shared_flop_weight(g, &w), 1.0, 0);
		w.model.quantized_weights = QUANT_MLP;
		assert_near((speed_shared_read_bytes(g, &w, shared) -
		    linear) / 1e9, kept * (2.0 - t[i].b) / 1e9, 1e-6);
		/* the routed experts at the precision as before */
		assert_near(speed_weight_read_bytes(g, &w), t[i].b,
		    1e-12);
		assert_near(speed_shared_flop_weight(g, &w),
		    t[i].flop_weight, 0.05);
	}
}

/* Activation-quantisation kernels a layer: one per GEMM input where the
 * GPU computes in the weights' 8 or 4 bits (W8A8, W4A4), one more for
 * latent attention, the fused MoE's two where only the experts are
 * quantised; none where the math runs in bf16 (an A100's fp8, an
 * H100's fp4, any bf16). */
static void
test_quant_kernels(void **state)
{
	static const struct {
		const char	*model, *gpu;
		enum precision	 p;
		int		 scope;		/* quantized_weights; -1: the model's */
		double		 kernels;	/* a layer */
	} t[] = {
		{ "llama-3.1-8b", "h100", PREC_FP8, -1, 4 },
		{ "llama-3.1-8b", "a100", PREC_FP8, -1, 0 },
		{ "llama-3.1-8b", "h100", PREC_FP4, -1, 0 },
		{ "llama-3.1-8b", "b200", PREC_FP4, -1, 4 },
		{ "llama-3.1-8b", "mi355x", PREC_FP4, -1, 4 },
		{ "llama-3.1-8b", "b200", PREC_BF16, -1, 0 },
		{ "deepseek-r1", "b200", PREC_FP4, -1, 5 },
		{ "gpt-oss-120b", "b200", PREC_FP4, -1, 2 },
		{ "gpt-oss-120b", "h100", PREC_FP4, -1, 0 },
		/* the MLPs alone: their two inputs, every layer */
		{ "deepseek-r1", "b200", PREC_FP4, QUANT_MLP, 2 },
		{ "deepseek-r1", "h100", PREC_FP4, QUANT_MLP, 0 },
		{ "llama-3.1-8b", "h100", PREC_FP8, QUANT_MLP, 2 },
		/* experts on a dense model: every linear layer */
		{ "llama-3.1-8b", "h100", PREC_FP8, QUANT_EXPERTS, 4 },
	};
	struct model mq;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct model *m = &mq;
		const struct gpu *g = gpu(t[i].gpu);

		mq = *catalog_model(cat, t[i].model);
		if (t[i].scope >= 0)
			mq.quantized_weights = (enum quant_scope)t[i].scope;

		assert_near(speed_quant_kernels(m, g, t[i].p),
		    t[i].kernels, 1e-12);
		/* each costs a kernel's fixed time a layer */
		assert_near((speed_model_floor_s(m, g, t[i].p, 1) -
		    speed_model_floor_s(m, g, PREC_BF16, 1)) * 1e6,
		    t[i].kernels * SPEED_KERNEL_S * 1e6, 1e-6);
	}
}

/* The parameters a token's matrix products use: the active ones less
 * the token embeddings (a lookup), the head counted; a tied model's one
 * matrix is its head; without a vocabulary all of them. */
static void
test_flop_params(void **state)
{
	static const struct {
		const char	*model;
		int		 vocab;		/* -1 = the model's */
		double		 want;
	} t[] = {
		{ "llama-3.1-8b", -1, 8.03e9 - 128256.0 * 4096 },
		{ "llama-3.3-70b", -1, 70.6e9 - 128256.0 * 8192 },
		{ "llama-3.2-1b", -1, 1.23e9 },			/* tied */
		{ "llama-3.1-8b", 0, 8.03e9 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct model m = *catalog_model(cat, t[i].model);

		if (t[i].vocab >= 0)
			m.vocab = t[i].vocab;
		assert_near(speed_flop_params(&m), t[i].want, 1);
	}
}

/*
 * Eager attention's bytes per trained token: layers x heads x s entries
 * x 24 B forward + 28 B backward (+ 24 with recomputation); none with
 * FlashAttention.  On an MI350X they slow the training rate: Qwen2.5 7B
 * full fine-tuning at 4,096 tokens with recomputation, 244 MB a token,
 * 43 us at 8 TB/s x 0.711 beside 53 us of FLOPs: about 10,455 tokens/s
 * a GPU (docs/sizing.md, "Eager attention").
 */
static void
test_eager_bytes(void **state)
{
	static const struct {
		enum attention	 att;
		int		 ck;
		double		 want;	/* B per token */
	} t[] = {
		{ ATTN_FLASH, 1, 0 },
		{ ATTN_EAGER, 0, 28.0 * 28 * 4096 * 52 },
		{ ATTN_EAGER, 1, 28.0 * 28 * 4096 * 76 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct workload w = llm_wl("qwen2.5-7b", PREC_BF16, 0, 0);
		double tok_s, flash;

		w.type = WL_LLM_FINETUNE;
		w.method = FT_FULL;
		w.checkpointing = t[i].ck;
		w.sequence_length = 4096;
		w.dataset_tokens = 1;
		w.epochs = 1;
		w.attention = t[i].att;
		assert_near(speed_eager_bytes_token(&w), t[i].want, 1);
		tok_s = speed_train_tflops(&w, gpu("mi350x")) * 1e12 /
		    speed_train_flops(&w);
		w.attention = ATTN_FLASH;
		flash = speed_train_tflops(&w, gpu("mi350x")) * 1e12 /
		    speed_train_flops(&w);
		if (t[i].att == ATTN_FLASH)
			assert_near(tok_s, flash, 1e-9);
		else if (t[i].ck)
			assert_in_range(tok_s, 10400, 10510);
		else
			assert_true(tok_s < 0.6 * flash);
	}
}

/* Training FLOPs: k x active parameters plus the attention's scores at
 * the causal mean of s / 2 (eager attention: all s), three passes or
 * four with recomputation, per token; Llama 3.1 8B at 8,192 tokens adds
 * 13 % to 6 x P, at 131,072 tokens twice 6 x P. */
static void
test_train_flops(void **state)
{
	static const struct {
		enum workload_type type;
		enum ft_method	 method;
		int		 ck;
		double		 s;
		double		 k, passes;
		enum attention	 att;
		double		 seen;	/* of s, per query */
	} t[] = {
		{ WL_LLM_PRETRAIN, FT_LORA, 0, 8192, 6, 3, ATTN_FLASH, 0.5 },
		{ WL_LLM_PRETRAIN, FT_LORA, 1, 8192, 8, 4, ATTN_FLASH, 0.5 },
		{ WL_LLM_FINETUNE, FT_LORA, 0, 4096, 4, 3, ATTN_FLASH, 0.5 },
		{ WL_LLM_FINETUNE, FT_FULL, 1, 131072, 8, 4, ATTN_FLASH, 0.5 },
		{ WL_LLM_FINETUNE, FT_FULL, 1, 4096, 8, 4, ATTN_EAGER, 1 },
		{ WL_LLM_FINETUNE, FT_LORA, 0, 4096, 4, 3, ATTN_EAGER, 1 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct workload w = llm_wl("llama-3.1-8b", PREC_BF16, 0, 0);
		const struct model *m = &w.model;
		double attn;

		w.type = t[i].type;
		w.method = t[i].method;
		w.checkpointing = t[i].ck;
		w.sequence_length = t[i].s;
		w.attention = t[i].att;
		w.dataset_tokens = 1e6;
		w.epochs = 1;
		attn = t[i].passes * 4.0 * m->layers * m->heads * m->head_dim *
		    t[i].s * t[i].seen;
		assert_near(speed_train_flops(&w), (t[i].k *
		    (m->active_params - (double)m->vocab * m->hidden) + attn) *
		    1e6, 1e6);
	}
	/* the magnitudes the docs quote */
	{
		struct workload w = llm_wl("llama-3.1-8b", PREC_BF16, 0, 0);
		double p6;

		w.type = WL_LLM_PRETRAIN;
		w.dataset_tokens = 1;
		w.epochs = 1;
		p6 = 6 * speed_flop_params(&w.model);
		w.sequence_length = 8192;
		assert_in_range(speed_train_flops(&w) / p6 * 100, 112, 115);
		w.sequence_length = 131072;
		assert_in_range(speed_train_flops(&w) / p6 * 10, 30, 32);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bw_share),
		cmocka_unit_test(test_compute_share),
		cmocka_unit_test(test_gemm_shape_factor),
		cmocka_unit_test(test_embed_hours),
		cmocka_unit_test(test_vision_latency),
		cmocka_unit_test(test_vision_share),
		cmocka_unit_test(test_layer_floor),
		cmocka_unit_test(test_allreduce),
		cmocka_unit_test(test_allreduce_pcie),
		cmocka_unit_test(test_decode_step),
		cmocka_unit_test(test_attn_decode),
		cmocka_unit_test(test_act_traffic),
		cmocka_unit_test(test_prefill_traffic),
		cmocka_unit_test(test_moe_read),
		cmocka_unit_test(test_ep_busiest),
		cmocka_unit_test(test_replica_split),
		cmocka_unit_test(test_weight_read_bytes),
		cmocka_unit_test(test_weight_only),
		cmocka_unit_test(test_attn_flop_weight),
		cmocka_unit_test(test_train_flops),
		cmocka_unit_test(test_eager_bytes),
		cmocka_unit_test(test_flop_params),
		cmocka_unit_test(test_attn_prefill_weight),
		cmocka_unit_test(test_attn_pair_flops),
		cmocka_unit_test(test_moe_prefill_ratio),
		cmocka_unit_test(test_shared_read),
		cmocka_unit_test(test_experts_only_reads),
		cmocka_unit_test(test_mlp_only_reads),
		cmocka_unit_test(test_quant_kernels),
		cmocka_unit_test(test_ttft_queue),
	};

	return cmocka_run_group_tests(tests, test_catalog_setup,
	    test_catalog_teardown);
}
