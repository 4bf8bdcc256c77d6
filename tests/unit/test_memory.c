/*
 * test_memory.c: the memory formulas against published numbers
 * (../shared/reference/sizing-and-tco.md §5) and their properties.
 */
#include "testutil.h"

#include <math.h>

#include "engine/memory.h"
#include "engine/speed.h"

#define GIB	1073741824.0	/* 2^30 B */


static const struct model *
model(const char *id)
{
	const struct model *m = catalog_model(cat, id);

	assert_non_null(m);
	return m;
}

/* Raw weight bytes (no scale overhead) of Llama 3.1 at FP16/FP8/INT4:
 * HF blog "llama31" 16/8/4, 140/70/35, 810/405/203 GB.  The blog rounds
 * the parameter counts (70B for 70.6e9), so 1.5 % tolerance. */
static void
test_llama_weights(void **state)
{
	static const struct {
		const char	*id;
		enum precision	 p;
		double		 gb;		/* GB, published */
	} t[] = {
		{ "llama-3.1-8b", PREC_FP16, 16 },
		{ "llama-3.1-8b", PREC_FP8, 8 },
		{ "llama-3.1-8b", PREC_INT4, 4 },
		{ "llama-3.1-70b", PREC_FP16, 140 },
		{ "llama-3.1-70b", PREC_FP8, 70 },
		{ "llama-3.1-70b", PREC_INT4, 35 },
		{ "llama-3.1-405b", PREC_FP16, 810 },
		{ "llama-3.1-405b", PREC_FP8, 405 },
		{ "llama-3.1-405b", PREC_INT4, 203 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		double gb = mem_weight_bytes(model(t[i].id)->params, t[i].p) /
		    1e9;

		if (fabs(gb - t[i].gb) / t[i].gb > 0.015)
			fail_msg("%s at %s: %.2f GB, published %g GB", t[i].id,
			    precision_names[t[i].p], gb, t[i].gb);
	}
}

/* Scale overhead on top of the raw bytes: int4 +6 %, fp4 +12.5 %,
 * fp8/int8/bf16 none. */
static void
test_quant_overhead(void **state)
{
	static const struct {
		enum precision	 p;
		double		 factor;	/* stored / raw */
	} t[] = {
		{ PREC_BF16, 1.0 }, { PREC_FP8, 1.0 }, { PREC_INT8, 1.0 },
		{ PREC_INT4, 1.06 }, { PREC_FP4, 1.125 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		assert_near(mem_weight_bytes_stored(1e9, t[i].p),
		    mem_weight_bytes(1e9, t[i].p) * t[i].factor, 1e-3);
}

/* Accelerate estimate-memory, bert-base-cased, fp32: 433,249,280 B for
 * 108,312,320 parameters. */
static void
test_bert_fp32(void **state)
{
	(void)state;
	assert_near(mem_weight_bytes(108312320, PREC_FP32),
	    433249280.0, 0.5);
}

/* KV bytes per token in bf16 (GQA: kv_heads; MLA: no 2x) of the first
 * ten catalog models. */
static void
test_kv_per_token(void **state)
{
	static const struct {
		const char	*id;
		double		 bytes;		/* B per token, bf16 */
	} t[] = {
		{ "llama-3.1-8b", 131072 },
		{ "mistral-7b", 131072 },
		{ "mixtral-8x7b", 131072 },
		{ "llama-3.1-70b", 327680 },
		{ "qwen2.5-72b", 327680 },
		{ "llama-3.1-405b", 516096 },
		{ "deepseek-v3", 70272 },	/* 61 x (512 + 64) x 2 */
		{ "gpt-oss-120b", 73728 },	/* 2 x 36 x 8 x 64 x 2, no window */
		{ "bge-m3", 98304 },		/* 2 x 24 x 16 x 64 x 2 */
		{ "multilingual-e5-large", 98304 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		if (mem_kv_bytes_per_token(model(t[i].id), PREC_BF16) !=
		    t[i].bytes)
			fail_msg("%s: %.0f B per token, want %.0f", t[i].id,
			    mem_kv_bytes_per_token(model(t[i].id), PREC_BF16),
			    t[i].bytes);
	/* that every catalog model has a figure is checked with the
	 * catalog, in test_model_catalog.c */
	/* the KV precision counts: fp8 halves it */
	assert_near(mem_kv_bytes_per_token(model("llama-3.1-70b"),
	    PREC_FP8), 163840, 0);
}

/* KV per sequence and GPU: the HF blog's 70B FP16 KV at 16k tokens is
 * 4.88 GiB; windows, tensor parallelism and MLA as documented. */
static void
test_kv_per_seq(void **state)
{
	static const struct {
		const char	*id;
		double		 ctx;		/* tokens */
		int		 tp, pp;
		double		 bytes;		/* B per GPU per sequence */
	} t[] = {
		/* 327,680 x 16,000 = 4.88 GiB */
		{ "llama-3.1-70b", 16000, 1, 1, 327680.0 * 16000 },
		/* 8 KV heads over tp 2: 4 heads per GPU */
		{ "llama-3.1-70b", 16000, 2, 1, 327680.0 * 16000 / 2 },
		/* tp 16 > 8 KV heads: one head per GPU, replicated */
		{ "llama-3.1-405b", 4096, 8, 1, 516096.0 * 4096 / 8 },
		{ "llama-3.1-405b", 4096, 16, 1, 516096.0 * 4096 / 8 },
		/* two pipeline stages of 63 layers each */
		{ "llama-3.1-405b", 4096, 8, 2, 516096.0 * 4096 / 16 },
		/* MLA latent replicated on every TP rank */
		{ "deepseek-v3", 8192, 8, 1, 70272.0 * 8192 },
		/* gpt-oss: 18 full layers, 18 with a 128-token window */
		{ "gpt-oss-120b", 8192, 1, 1, 2048.0 * (18 * 8192 + 18 * 128) },
		{ "gpt-oss-120b", 100, 1, 1, 2048.0 * 36 * 100 },
	};
	size_t i;

	(void)state;
	assert_near(mem_kv_bytes_per_seq_gpu(model("llama-3.1-70b"),
	    PREC_FP16, 16000, 1, 1) / GIB, 4.88, 0.005);
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		double b = mem_kv_bytes_per_seq_gpu(model(t[i].id), PREC_BF16,
		    t[i].ctx, t[i].tp, t[i].pp);

		if (fabs(b - t[i].bytes) > 0.5)
			fail_msg("%s ctx %g tp %d pp %d: %.0f B, want %.0f",
			    t[i].id, t[i].ctx, t[i].tp, t[i].pp, b, t[i].bytes);
	}
}

/* DeepSpeed memory.rst: ZeRO-3 without offload, 2,851M params, largest
 * layer 32M, 8 GPUs: 6.09 GB (GiB) per GPU with 18 B/param. */
static void
test_zero3(void **state)
{
	static const struct {
		double	params, largest;	/* count */
		int	gpus;
		double	bpp;			/* B per param */
		double	gib;			/* GiB per GPU */
	} t[] = {
		{ 2851e6, 32e6, 8, 18, 6.09 },
		{ 2851e6, 32e6, 1, 18, 47.91 },	/* 1 GPU: memory.rst 47.91 GB */
		{ 2851e6, 32e6, 4, 18, 12.07 },	/* 4 GPUs: 12.07 GB */
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		assert_near(mem_zero3_per_gpu(t[i].params, t[i].largest,
		    t[i].gpus, t[i].bpp) / GIB, t[i].gib, 0.006);
}

/* Korthikanti et al. 2022 per-layer activations. */
static void
test_activations(void **state)
{
	static const struct {
		double	s, b, h, a;
		int	ckpt, flash;
		double	bytes;
	} t[] = {
		/* eager: s*b*h*(34 + 5*a*s/h) = 4096*1*8192*(34 + 160) */
		{ 4096, 1, 8192, 64, 0, 0, 4096.0 * 8192 * 194 },
		/* checkpointing keeps the layer input: 2*s*b*h */
		{ 4096, 2, 8192, 64, 1, 0, 2.0 * 4096 * 2 * 8192 },
		{ 4096, 2, 8192, 64, 1, 1, 2.0 * 4096 * 2 * 8192 },
		{ 2048, 4, 4096, 32, 0, 0, 2048.0 * 4 * 4096 * (34 + 80) },
		/* FlashAttention stores no s x s scores: 34*s*b*h plus the
		 * fp32 logsumexp, 4*a*s*b; linear in s */
		{ 4096, 1, 8192, 64, 0, 1, 4096.0 * 8192 * 34 + 4.0 * 64 * 4096 },
		{ 28454, 1, 4096, 32, 0, 1, 28454.0 * 4096 * 34 +
		    4.0 * 32 * 28454 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		assert_near(mem_act_layer_bytes(t[i].s, t[i].b, t[i].h,
		    t[i].a, t[i].ckpt, t[i].flash), t[i].bytes, 0.5);
}

/* attention: eager keeps the quadratic scores, flash (the default) does
 * not: Llama 3.1 8B QLoRA at 28,454 tokens on one GPU. */
static void
test_flash_attention(void **state)
{
	struct workload w;
	struct mem_breakdown f, e;
	double s = 28454, a;

	(void)state;
	memset(&w, 0, sizeof(w));
	w.type = WL_LLM_FINETUNE;
	w.method = FT_QLORA;
	w.model = *model("llama-3.1-8b");
	w.lora_fraction = 0.01;
	w.sequence_length = s;
	w.micro_batch = 1;
	w.checkpointing = 1;
	a = w.model.heads;
	mem_training(&w, 1, 1, 1, &f);
	w.attention = ATTN_EAGER;
	mem_training(&w, 1, 1, 1, &e);
	/* eager: the recomputed layer (133 GB with the s^2 scores) is
	 * larger than the loss and takes its place; flash: the loss is
	 * the larger and the layer adds nothing */
	assert_near(e.activations - f.activations,
	    mem_act_layer_bytes(s, 1, w.model.hidden, a, 0, 0) -
	    s * w.model.vocab * MEM_LOSS_FULL_B, 1);
	assert_true(5.0 * a * s * s > s * w.model.vocab * MEM_LOSS_FULL_B);
	/* the Hugging Face baseline of the Unsloth README ran 28,454 tokens
	 * on an "80 GB" card (80 GiB): flash fits it, eager does not */
	assert_true(f.per_gpu < 80 * GIB && e.per_gpu > 80 * GIB);
}

/* The loss over the vocabulary: 14 B per token and vocabulary entry in
 * fp32 over all tokens (Hugging Face), 7 B chunked (torchtune); the rest
 * of the activations does not depend on it. */
static void
test_loss_buffer(void **state)
{
	const struct model *m = model("llama-3.1-8b");
	double s = 4096, b = 2, full, chunked;

	(void)state;
	full = mem_train_activations(m, s, b, 1, 1, LOSS_FULL);
	chunked = mem_train_activations(m, s, b, 1, 1, LOSS_CHUNKED);
	assert_near(full - chunked, s * b * m->vocab *
	    (MEM_LOSS_FULL_B - MEM_LOSS_CHUNKED_B), 1);
	assert_true(chunked > 0 && full > chunked);
}

/* With checkpointing the loss and the recomputed layer never peak
 * together: the activations hold the larger of the two, besides the
 * checkpointed inputs and the output layer; without checkpointing the
 * loss comes on top of every layer.  Llama 3.1 8B at 4,096 tokens: the
 * loss (7.4 GB a sequence at 14 B) outweighs the layer (0.6 GB); with
 * a vocabulary of 1,000 the layer outweighs the loss. */
static void
test_loss_or_recompute(void **state)
{
	static const struct {
		int	 vocab;			/* 0 = the model's */
		int	 ckpt;
		int	 loss_larger;		/* expected */
	} t[] = {
		{ 0, 1, 1 },
		{ 1000, 1, 0 },
		{ 0, 0, -1 },			/* both counted */
		{ 1000, 0, -1 },
	};
	struct model m = *model("llama-3.1-8b");
	double s = 4096, b = 1, h = m.hidden, a = m.heads, loss, layer, base;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		m.vocab = t[i].vocab > 0 ? t[i].vocab :
		    model("llama-3.1-8b")->vocab;
		loss = s * b * m.vocab * MEM_LOSS_FULL_B;
		layer = mem_act_layer_bytes(s, b, h, a, 0, 1);
		base = m.layers * mem_act_layer_bytes(s, b, h, a, t[i].ckpt,
		    1) + 4.0 * s * b * h;
		if (t[i].loss_larger >= 0)
			assert_int_equal(loss > layer, t[i].loss_larger);
		assert_near(mem_train_activations(&m, s, b, t[i].ckpt,
		    1, LOSS_FULL), base + (!t[i].ckpt ? loss :
		    loss > layer ? loss : layer), 1);
	}
}

/* A model's weights as stored: the linear layers at the precision (with
 * the scales of 4-bit formats), the embeddings and the output head at
 * 16 bits where the precision is below (quantisers leave them), at
 * their own bytes above; a tied model holds one such matrix.  Llama 3.1
 * 8B: 2 x 128,256 x 4,096 = 1.05e9 of its 8.03e9 parameters; Llama 3.2
 * 1B (tied): 0.26e9 of 1.23e9. */
static void
test_model_weight_bytes(void **state)
{
	static const struct {
		const char	*model;
		enum precision	 p;
		double		 head_params;
		double		 gb;		/* expected, 1e9 bytes */
	} t[] = {
		{ "llama-3.1-8b", PREC_INT4, 2.0 * 128256 * 4096,
		    (8.03e9 - 2.0 * 128256 * 4096) * 0.53e-9 +
		    2.0 * 2 * 128256 * 4096 * 1e-9 },
		{ "llama-3.2-1b", PREC_INT4, 1.0 * 128256 * 2048,
		    (1.23e9 - 1.0 * 128256 * 2048) * 0.53e-9 +
		    2.0 * 128256 * 2048 * 1e-9 },
		{ "llama-3.1-8b", PREC_FP8, 2.0 * 128256 * 4096,
		    (8.03e9 - 2.0 * 128256 * 4096) * 1e-9 +
		    2.0 * 2 * 128256 * 4096 * 1e-9 },
		{ "llama-3.1-8b", PREC_BF16, 2.0 * 128256 * 4096, 8.03 * 2 },
		{ "llama-3.1-8b", PREC_FP32, 2.0 * 128256 * 4096, 8.03 * 4 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct model *m = model(t[i].model);

		assert_near(mem_embed_params(m), t[i].head_params, 1);
		assert_near(mem_model_weight_bytes(m, NULL, t[i].p) / 1e9,
		    t[i].gb, 1e-6);
		/* never less than the whole model at the precision */
		assert_true(mem_model_weight_bytes(m, NULL, t[i].p) >=
		    mem_weight_bytes_stored(m->params, t[i].p) - 1);
	}
}

/* A release that quantises only its experts (quantized_weights: experts)
 * holds the shared part at 16 bits and the experts at the precision,
 * fp4 in MXFP4 (4.25 bits) where fp4_format says so: gpt-oss-120b's
 * model card splits its 116.83e9 into 114.71e9 MLP and 0.96e9 attention
 * + 1.16e9 embeddings and head, 65.2 GB (60.8 GiB); 20b 19.12e9 and
 * 0.64e9 + 1.16e9, 13.8 GB (12.8 GiB).  The same model without the keys
 * would hold every linear layer in NVFP4.  bf16 and fp8 keep the rest at
 * their own bytes and 2 B. */
static void
test_experts_only(void **state)
{
	static const struct {
		const char	*model;
		enum precision	 p;
		double		 gb;		/* expected, 1e9 bytes */
		double		 tol_gb;
	} t[] = {
		{ "gpt-oss-120b", PREC_FP4, 114.71 * 0.53125 + 2.12 * 2, 0.1 },
		{ "gpt-oss-20b", PREC_FP4, 19.12 * 0.53125 + 1.80 * 2, 0.1 },
		{ "gpt-oss-120b", PREC_FP8, 114.71 * 1 + 2.12 * 2, 0.1 },
		{ "gpt-oss-120b", PREC_BF16, 116.8 * 2, 1e-6 },
	};
	struct model plain;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct model *m = model(t[i].model);

		assert_int_equal(m->quantized_weights, QUANT_EXPERTS);
		assert_int_equal(m->fp4_format, FP4_MXFP4);
		assert_near(mem_model_weight_bytes(m, NULL, t[i].p) / 1e9,
		    t[i].gb, t[i].tol_gb);
		/* the shared part alone: all at 16 bits */
		plain = *m;
		plain.quantized_weights = QUANT_LINEAR;
		plain.fp4_format = FP4_NVFP4;
		if (t[i].p == PREC_BF16)
			assert_near(mem_model_weight_bytes(&plain, NULL,
			    t[i].p), mem_model_weight_bytes(m, NULL, t[i].p), 1);
		else
			assert_true(mem_model_weight_bytes(&plain, NULL, t[i].p) <
			    mem_model_weight_bytes(m, NULL, t[i].p) ||
			    t[i].p == PREC_FP4);
	}
	/* MXFP4 against NVFP4: 4.25 and 4.5 bits a weight */
	plain = *model("gpt-oss-120b");
	assert_near(mem_model_bytes_per_param(&plain, NULL, PREC_FP4),
	    0.53125, 1e-12);
	plain.fp4_format = FP4_NVFP4;
	assert_near(mem_model_bytes_per_param(&plain, NULL, PREC_FP4),
	    0.5625, 1e-12);
	assert_near(mem_model_bytes_per_param(&plain, NULL, PREC_FP8), 1.0,
	    1e-12);
}

/* quantized_weights: mlp (NVIDIA's NVFP4 DeepSeek-R1 keeps every
 * layer's self_attn in BF16): the attention, the routers, the
 * embeddings and the head at 2 B, every MLP (dense, shared and routed
 * experts) at the precision.  The attention counted by hand from the
 * shapes (DeepSeek-V3 config.json: q_lora_rank 1536, kv_lora_rank 512,
 * qk_rope 64, nope and v 128, 128 heads, hidden 7168; Llama 3.1 8B: 32
 * heads of 128, 8 KV heads, hidden 4096). */
static void
test_mlp_only(void **state)
{
	const double ds_attn = 61.0 * (7168.0 * 1536 + 1536.0 * 128 * 192 +
	    7168.0 * 576 + 512.0 * 128 * 256 + 128.0 * 128 * 7168 + 1536 +
	    512);
	const double ds_kept = 2.0 * 129280 * 7168 + ds_attn +
	    58.0 * 7168 * 256;
	const double l8_kept = 2.0 * 128256 * 4096 + 32.0 * (2.0 * 4096 *
	    4096 + 2.0 * 4096 * 1024);
	static const struct {
		const char	*model;
		enum precision	 p;
		double		 bpp;		/* B per quantised parameter */
		int		 dense;		/* 1: l8_kept, 0: ds_kept */
	} t[] = {
		{ "deepseek-r1", PREC_FP4, 0.5625, 0 },
		{ "deepseek-r1", PREC_FP8, 1.0, 0 },
		{ "deepseek-v3", PREC_FP4, 0.5625, 0 },
		{ "llama-3.1-8b", PREC_FP8, 1.0, 1 },
		{ "llama-3.1-8b", PREC_INT4, 0.5 * 1.06, 1 },	/* MEM_QUANT_INT4 */
	};
	struct model m;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		double kept = t[i].dense ? l8_kept : ds_kept, linear;

		m = *model(t[i].model);
		linear = mem_model_weight_bytes(&m, NULL, t[i].p);
		m.quantized_weights = QUANT_MLP;
		assert_near(mem_kept_params(&m) / 1e9, kept / 1e9, 1e-6);
		assert_near(mem_model_weight_bytes(&m, NULL, t[i].p) /
		    1e9, (kept * 2 + (m.params - kept) * t[i].bpp) / 1e9,
		    1e-6);
		/* more than every linear layer quantised, less than 16 bits */
		assert_true(mem_model_weight_bytes(&m, NULL, t[i].p) > linear);
		assert_true(mem_model_weight_bytes(&m, NULL, t[i].p) <
		    mem_model_weight_bytes(&m, NULL, PREC_BF16));
		/* 16 bits: the scope changes nothing */
		assert_near(mem_model_weight_bytes(&m, NULL, PREC_BF16),
		    2.0 * m.params, 1);
	}
	/* DeepSeek-R1 in NVFP4, as NVIDIA released it: 396.7 GB (every
	 * linear layer in NVFP4: 380.1 GB) */
	m = *model("deepseek-r1");
	m.quantized_weights = QUANT_MLP;
	assert_near(mem_model_weight_bytes(&m, NULL, PREC_FP4) / 1e9,
	    396.66, 0.01);
	/* the kept parameters: 1.85e9 embeddings and head, 11.41e9 of
	 * latent attention, 0.11e9 of routers */
	assert_near(model_attention_params(&m) / 1e9, 11.4135, 1e-4);
}

/* The fp4 format a GPU gives fp4 weights: MXFP4 on AMD's (CDNA4 takes the
 * OCP MX formats) or where the model says so (gpt-oss), NVFP4 on
 * NVIDIA's otherwise and where no GPU is known.  Llama 3.3 70B at fp4 on
 * MI355X: the linear layers at 0.53125 B, not 0.5625. */
static void
test_fp4_format(void **state)
{
	static const struct {
		const char	*model, *gpu;	/* gpu NULL: none known */
		enum fp4_format	 want;
	} t[] = {
		{ "llama-3.3-70b", "mi355x", FP4_MXFP4 },
		{ "llama-3.3-70b", "b200", FP4_NVFP4 },
		{ "llama-3.3-70b", NULL, FP4_NVFP4 },
		{ "gpt-oss-120b", "b200", FP4_MXFP4 },
		{ "gpt-oss-120b", NULL, FP4_MXFP4 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct model *m = model(t[i].model);
		const struct gpu *g = t[i].gpu != NULL ?
		    catalog_gpu(cat, t[i].gpu) : NULL;

		assert_true(t[i].gpu == NULL || g != NULL);
		assert_int_equal(mem_fp4_format(m, g), t[i].want);
		assert_near(mem_model_bytes_per_param(m, g, PREC_FP4),
		    t[i].want == FP4_MXFP4 ? 0.53125 : 0.5625, 1e-12);
		/* 8 bits have no block scales to differ in */
		assert_near(mem_model_bytes_per_param(m, g, PREC_FP8),
		    1.0, 1e-12);
	}
	/* the whole model: 70.6e9 less the 2.1e9 of embeddings and head */
	assert_near(mem_model_weight_bytes(model("llama-3.3-70b"),
	    catalog_gpu(cat, "mi355x"), PREC_FP4) / 1e9,
	    (70.6e9 - 2.0 * 128256 * 8192) * 0.53125e-9 +
	    2.0 * 128256 * 8192 * 2e-9, 1e-6);
}

/* Sharded training gathers the largest layer: 4 B per parameter when it
 * is trained (weights and gradients, DeepSpeed), its stored bytes when
 * frozen (LoRA bf16: 2 B; QLoRA: the embedding, kept in bf16: 2 B). */
static void
test_gather_frozen(void **state)
{
	static const struct {
		enum ft_method	 method;
		double		 bpp;
	} t[] = {
		{ FT_FULL, 4.0 },
		{ FT_LORA, 2.0 },
		{ FT_QLORA, 2.0 },
	};
	struct workload w;
	struct mem_breakdown m1, m8;
	double largest;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		memset(&w, 0, sizeof(w));
		w.type = WL_LLM_FINETUNE;
		w.method = t[i].method;
		w.model = *model("llama-3.1-70b");
		w.precision = PREC_BF16;
		w.lora_fraction = 0.01;
		w.sequence_length = 2048;
		w.micro_batch = 2;
		w.checkpointing = 1;
		mem_training(&w, 1, 1, 1, &m1);
		mem_training(&w, 8, 1, 1, &m8);
		largest = mem_largest_layer_params(&w.model);
		/* overhead over 8 GPUs: 8 x (gather + runtime) + buffer */
		assert_near(m8.overhead - (m8.per_gpu -
		    m8.per_gpu / (1 + MEM_TRAIN_BUFFER)) * 8,
		    8 * (t[i].bpp * largest + MEM_RUNTIME_PER_GPU_B),
		    8 * 1e6);
	}
}

/* Tensor (and sequence) parallelism tp and context parallelism cp in a
 * training job of n GPUs: the activations per GPU are 1 / (tp x cp) of
 * data parallelism's, the states stay sharded over all n (FSDP); a
 * split that does not divide n is none. */
static void
test_training_tensor_parallel(void **state)
{
	static const struct {
		const char	*model;
		double		 s;		/* tokens per sequence */
		int		 checkpointing;
		int		 n, tp, cp;
		double		 act_share;	/* of no split's activations */
	} t[] = {
		{ "llama-3.1-70b", 8192, 0, 64, 8, 1, 1.0 / 8 },
		{ "llama-3.1-70b", 8192, 1, 64, 8, 1, 1.0 / 8 },
		{ "llama-3.1-70b", 8192, 0, 8, 2, 1, 1.0 / 2 },
		{ "llama-3.1-70b", 8192, 0, 8, 3, 1, 1 },	/* 3 does not divide 8 */
		{ "llama-3.1-70b", 8192, 0, 64, 1, 1, 1 },
		{ "llama-3.1-8b", 131072, 1, 8, 1, 8, 1.0 / 8 },
		{ "llama-3.1-8b", 131072, 1, 64, 4, 2, 1.0 / 8 },
		{ "llama-3.1-8b", 131072, 1, 8, 4, 4, 1 },	/* 16 does not divide 8 */
	};
	struct workload w;
	struct mem_breakdown a, b;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		memset(&w, 0, sizeof(w));
		w.type = WL_LLM_PRETRAIN;
		w.model = *model(t[i].model);
		w.precision = PREC_BF16;
		w.sequence_length = t[i].s;
		w.micro_batch = 1;
		w.checkpointing = t[i].checkpointing;
		mem_training(&w, t[i].n, 1, 1, &a);
		mem_training(&w, t[i].n, t[i].tp, t[i].cp, &b);
		assert_near(b.activations, a.activations *
		    t[i].act_share, 1e3);
		assert_near(b.weights + b.gradients + b.optimizer,
		    a.weights + a.gradients + a.optimizer, 1);
		if (t[i].act_share < 1)
			assert_true(b.per_gpu < a.per_gpu);
		else
			assert_near(b.per_gpu, a.per_gpu, 1);
	}
}

/* Training states: 16 B/param full AdamW, 10 with 8-bit moments; LoRA
 * freezes the base at 2 B, QLoRA at 0.5 B + 6 %; ZeRO-3 shards them. */
static void
test_training_states(void **state)
{
	static const struct {
		enum workload_type type;
		enum ft_method	 method;
		enum optimizer	 opt;
		double		 bpp;		/* B per param of all states */
	} t[] = {
		{ WL_LLM_FINETUNE, FT_FULL, OPT_ADAMW, 16 },
		{ WL_LLM_FINETUNE, FT_FULL, OPT_ADAMW_8BIT, 10 },
		{ WL_LLM_PRETRAIN, FT_LORA, OPT_ADAMW, 16 },
		/* LoRA 1 %: 2 + 0.01 x 16 */
		{ WL_LLM_FINETUNE, FT_LORA, OPT_ADAMW, 2.16 },
		/* QLoRA 1 %: 0.5 x 1.06 on the linear layers, 2 on the
		 * embeddings and the head (2 x 128,256 x 8,192), + 0.01 x 16 */
		{ WL_LLM_FINETUNE, FT_QLORA, OPT_ADAMW, (0.53 * (70.6e9 -
		    2.0 * 128256 * 8192) + 2.0 * 2 * 128256 * 8192) / 70.6e9 +
		    0.16 },
	};
	struct workload w;
	struct mem_breakdown m1, m8;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		memset(&w, 0, sizeof(w));
		w.type = t[i].type;
		w.method = t[i].method;
		w.optimizer = t[i].opt;
		w.model = *model("llama-3.1-70b");
		w.precision = PREC_BF16;
		w.lora_fraction = 0.01;
		w.sequence_length = 4096;
		w.micro_batch = 1;
		w.checkpointing = 1;
		mem_training(&w, 1, 1, 1, &m1);
		mem_training(&w, 8, 1, 1, &m8);
		assert_near((m1.weights + m1.gradients + m1.optimizer) /
		    w.model.params, t[i].bpp, 1e-3);
		/* sharded: per GPU states fall by 8, plus the gather term */
		assert_true(m8.per_gpu < m1.per_gpu);
		assert_true(m1.per_gpu > (m1.weights + m1.gradients +
		    m1.optimizer + m1.activations) * (1 + MEM_TRAIN_BUFFER) - 1);
	}
}

/* An llm-inference workload of catalog model id with weights of
 * precision p, a KV cache of kv and context_tokens ctx. */
static struct workload
infer_wl(const char *id, enum precision p, enum precision kv, double ctx)
{
	struct workload w;

	memset(&w, 0, sizeof(w));
	w.type = WL_LLM_INFERENCE;
	w.model = *model(id);
	w.precision = p;
	w.kv_precision = kv;
	w.context_tokens = ctx;
	return w;
}

/* Inference breakdown: the parts add up; no reserve on top. */
static void
test_inference_breakdown(void **state)
{
	struct workload w = infer_wl("llama-3.1-70b", PREC_FP8, PREC_FP8,
	    8192);
	struct mem_breakdown m;

	(void)state;
	mem_llm_inference(&w, NULL, 2, 1, 1, 10, &m);
	/* 70.6e9 at 1 B, but the embeddings and the head (2 x 128,256 x
	 * 8,192) at 2 B */
	assert_near(m.weights, 70.6e9 + 2.0 * 128256 * 8192, 1);
	assert_near(m.kv_cache, 163840.0 * 8192 * 10, 1);
	assert_near(m.total, m.weights + m.kv_cache + m.activations +
	    m.overhead, 1);
	assert_near(m.per_gpu * 2, m.total, 1);
	/* the overhead is the runtime context; gpu_memory_utilization is
	 * applied by the sizing, not added here */
	assert_near(m.overhead, 2 * MEM_RUNTIME_PER_GPU_B, 1);
}

/*
 * Answers that vary in length (output_tokens_cv): a running sequence
 * holds prompt + answer (1 + cv^2) / 2 tokens on average (the
 * length-biased mean), and the KV cache is planned at that where it
 * exceeds context_tokens.  MLPerf's DeepSeek-R1 set: 804-token prompts,
 * 3,886-token answers, cv 1.25 (docs/sizing.md "LLM decode").
 */
static void
test_answer_spread(void **state)
{
	static const struct {
		double	ctx, prompt, cv;	/* tokens, tokens, ratio */
		double	running, kv;		/* tokens, expected */
	} t[] = {
		{ 8192, 1024, 0, 1024 + 7168 / 2.0, 8192 },
		{ 8192, 1024, 1, 8192, 8192 },
		{ 8192, 1024, 0.5, 1024 + 7168 * 1.25 / 2, 8192 },
		{ 4690, 804, 1.25, 804 + 3886 * 2.5625 / 2, 804 + 3886 * 2.5625 / 2 },
		{ 4096, 4096, 3, 4096, 4096 },	/* no answer to vary */
		/* Llama 3.1 70B's window, 131,072 tokens, caps the mean */
		{ 100000, 1000, 2, 131072, 131072 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct workload w = infer_wl("llama-3.1-70b", PREC_FP8,
		    PREC_FP8, t[i].ctx);
		struct mem_breakdown m;

		w.prompt_tokens = t[i].prompt;
		w.output_tokens_cv = t[i].cv;
		assert_near(workload_running_context(&w), t[i].running, 1e-9);
		assert_near(workload_kv_context(&w), t[i].kv, 1e-9);
		/* Llama 3.1 70B, fp8 cache: 163,840 B a token */
		mem_llm_inference(&w, NULL, 2, 1, 1, 10, &m);
		assert_near(m.kv_cache, 163840.0 * t[i].kv * 10, 1);
	}
}

/*
 * Data-parallel attention over DeepSeek-V3 on 8 GPUs: each rank holds
 * the shared parameters (attention, dense layers, shared expert) whole
 * and the routed experts stay split over 8; the MLA latent, which
 * tensor parallelism copies to every GPU (70,272 B per token in bf16:
 * 61 layers x 576 x 2 B), is held once, so 64 sequences put 8 on each
 * GPU instead of all 64.
 */
static void
test_inference_attention_dp(void **state)
{
	struct workload w = infer_wl("deepseek-v3", PREC_FP8, PREC_BF16, 4096);
	struct mem_breakdown m1, m8;
	double shared, routed, ln_keep, e, shared_b, routed_b;

	(void)state;
	mem_llm_inference(&w, NULL, 8, 1, 1, 64, &m1);
	mem_llm_inference(&w, NULL, 8, 1, 8, 64, &m8);
	assert_near(m1.kv_cache / 8, 70272.0 * 4096 * 64, 1);
	assert_near(m8.kv_cache / 8, 70272.0 * 4096 * 8, 1);
	speed_moe_split(&w.model, &shared, &routed, &ln_keep);
	/* fp8, but the embeddings and the head (shared) at 2 B */
	e = mem_embed_params(&w.model);
	shared_b = shared - e + 2 * e;
	routed_b = routed;
	assert_near(m8.per_gpu - m8.kv_cache / 8 - m8.activations /
	    8 - MEM_RUNTIME_PER_GPU_B, shared_b + routed_b / 8, 1e3);
	/* the model once, and 7 more copies of its shared parameters */
	assert_near(m8.weights, shared_b + routed_b, 1e3);
	assert_near(m8.weight_copies, 7 * shared_b, 1e3);
	assert_near(m8.total, m8.weights + m8.weight_copies +
	    m8.kv_cache + m8.activations + m8.overhead, 1e3);
	/* with no sequences the 8 copies of the shared parameters are
	 * what it costs: 7/8 of them more on each GPU */
	mem_llm_inference(&w, NULL, 8, 1, 8, 0, &m8);
	mem_llm_inference(&w, NULL, 8, 1, 1, 0, &m1);
	assert_true(m8.per_gpu > m1.per_gpu + 6 * shared_b / 8);
}

/* HNSW index: vector bytes plus 16 x 10 B of links, + 20 %. */
static void
test_rag_index(void **state)
{
	(void)state;
	assert_near(mem_rag_index_bytes(50e6, 1024, PREC_FP16),
	    50e6 * (2048 + 160) * 1.2, 1);
	assert_near(mem_rag_index_bytes(1e6, 768, PREC_FP32),
	    1e6 * (3072 + 160) * 1.2, 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_llama_weights),
		cmocka_unit_test(test_quant_overhead),
		cmocka_unit_test(test_bert_fp32),
		cmocka_unit_test(test_kv_per_token),
		cmocka_unit_test(test_kv_per_seq),
		cmocka_unit_test(test_zero3),
		cmocka_unit_test(test_activations),
		cmocka_unit_test(test_flash_attention),
		cmocka_unit_test(test_loss_buffer),
		cmocka_unit_test(test_loss_or_recompute),
		cmocka_unit_test(test_model_weight_bytes),
		cmocka_unit_test(test_experts_only),
		cmocka_unit_test(test_mlp_only),
		cmocka_unit_test(test_fp4_format),
		cmocka_unit_test(test_gather_frozen),
		cmocka_unit_test(test_training_states),
		cmocka_unit_test(test_training_tensor_parallel),
		cmocka_unit_test(test_inference_breakdown),
		cmocka_unit_test(test_answer_spread),
		cmocka_unit_test(test_inference_attention_dp),
		cmocka_unit_test(test_rag_index),
	};

	return cmocka_run_group_tests(tests, test_catalog_setup, test_catalog_teardown);
}
