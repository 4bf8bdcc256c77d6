/*
 * test_model_catalog.c: the shipped model catalog (catalog/models.yaml)
 * against figures computed by hand from each model's config.json: the
 * KV cache per token of every model, the sliding-window layers, the MoE
 * parameter split and the size of the catalog (issue 13 item 7).
 */
#include "testutil.h"

#include <math.h>

#include "engine/memory.h"


/* The catalog model id; fails the test if it is missing. */
static const struct model *
model(const char *id)
{
	const struct model *m = catalog_model(cat, id);

	if (m == NULL)
		fail_msg("model '%s' is not in catalog/models.yaml", id);
	return m;
}

/*
 * KV-cache bytes per token in bf16 for every catalog model, computed by
 * hand from config.json: 2 (K and V) x num_hidden_layers x
 * num_key_value_heads x head_dim x 2 B; MLA: layers x (kv_lora_rank +
 * qk_rope_head_dim) x 2 B.  Every layer at full attention (sliding
 * windows are checked in test_sliding_windows).  A model added to the
 * catalog without a line here fails the test.
 */
static void
test_kv_per_token(void **state)
{
	static const struct {
		const char	*id;
		double		 bytes;		/* B per token, bf16 */
	} t[] = {
		/* the first ten (also in test_memory.c) */
		{ "llama-3.1-8b", 131072 },	/* 2 x 32 x 8 x 128 x 2 */
		{ "llama-3.1-70b", 327680 },	/* 2 x 80 x 8 x 128 x 2 */
		{ "llama-3.1-405b", 516096 },	/* 2 x 126 x 8 x 128 x 2 */
		{ "mistral-7b", 131072 },	/* 2 x 32 x 8 x 128 x 2 */
		{ "mixtral-8x7b", 131072 },	/* 2 x 32 x 8 x 128 x 2 */
		{ "qwen2.5-72b", 327680 },	/* 2 x 80 x 8 x 128 x 2 */
		{ "deepseek-v3", 70272 },	/* 61 x (512 + 64) x 2 */
		{ "gpt-oss-120b", 73728 },	/* 2 x 36 x 8 x 64 x 2 */
		{ "bge-m3", 98304 },		/* 2 x 24 x 16 x 64 x 2 */
		{ "multilingual-e5-large", 98304 }, /* 2 x 24 x 16 x 64 x 2 */
		/* added for issue 13 */
		{ "llama-3.3-70b", 327680 },	/* 2 x 80 x 8 x 128 x 2 */
		{ "llama-3.1-nemotron-70b", 327680 }, /* 2 x 80 x 8 x 128 x 2 */
		{ "llama-3.2-1b", 32768 },	/* 2 x 16 x 8 x 64 x 2 */
		{ "llama-3.2-3b", 114688 },	/* 2 x 28 x 8 x 128 x 2 */
		{ "llama-4-scout-17b-16e", 196608 },	/* 2 x 48 x 8 x 128 x 2 */
		{ "llama-4-maverick-17b-128e", 196608 },/* 2 x 48 x 8 x 128 x 2 */
		{ "mistral-nemo-12b", 163840 },	/* 2 x 40 x 8 x 128 x 2 */
		{ "mistral-small-24b", 163840 },/* 2 x 40 x 8 x 128 x 2 */
		{ "mixtral-8x22b", 229376 },	/* 2 x 56 x 8 x 128 x 2 */
		{ "qwen2.5-7b", 57344 },	/* 2 x 28 x 4 x 128 x 2 */
		{ "qwen2.5-14b", 196608 },	/* 2 x 48 x 8 x 128 x 2 */
		{ "qwen2.5-32b", 262144 },	/* 2 x 64 x 8 x 128 x 2 */
		{ "qwen2.5-coder-32b", 262144 },/* 2 x 64 x 8 x 128 x 2 */
		{ "qwen3-8b", 147456 },		/* 2 x 36 x 8 x 128 x 2 */
		{ "qwen3-14b", 163840 },	/* 2 x 40 x 8 x 128 x 2 */
		{ "qwen3-32b", 262144 },	/* 2 x 64 x 8 x 128 x 2 */
		{ "qwen3-30b-a3b", 98304 },	/* 2 x 48 x 4 x 128 x 2 */
		{ "qwen3-235b-a22b", 192512 },	/* 2 x 94 x 4 x 128 x 2 */
		{ "deepseek-r1", 70272 },	/* 61 x (512 + 64) x 2, as V3 */
		{ "gemma-3-12b", 393216 },	/* 2 x 48 x 8 x 256 x 2 */
		{ "gemma-3-27b", 507904 },	/* 2 x 62 x 16 x 128 x 2 */
		{ "phi-4", 204800 },		/* 2 x 40 x 10 x 128 x 2 */
		{ "gpt-oss-20b", 49152 },	/* 2 x 24 x 8 x 64 x 2 */
		{ "bge-large-en-v1.5", 98304 },	/* 2 x 24 x 16 x 64 x 2 */
	};
	size_t i, j;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		double got = mem_kv_bytes_per_token(model(t[i].id),
		    PREC_BF16);

		if (got != t[i].bytes)
			fail_msg("%s: %.0f B per token in bf16, want %.0f "
			    "(config.json)", t[i].id, got, t[i].bytes);
	}
	/* every catalog model has its hand-computed figure here */
	for (i = 0; i < cat->n_models; i++) {
		for (j = 0; j < sizeof(t) / sizeof(t[0]); j++)
			if (strcmp(cat->models[i].id, t[j].id) == 0)
				break;
		if (j == sizeof(t) / sizeof(t[0]))
			fail_msg("catalog model '%s' has no KV figure in "
			    "test_model_catalog.c", cat->models[i].id);
	}
}

/*
 * Sliding-window layers hold at most the window: KV bytes of one 32k or
 * 128k sequence on one GPU (tp = pp = 1) in bf16, by hand:
 *  - gemma-3-27b, 62 layers, sliding_window_pattern 6: 10 global + 52
 *    sliding (window 1024); per layer and token 2 x 16 x 128 x 2 = 8192 B;
 *    (10 x 32768 + 52 x 1024) x 8192 = 3,120,562,176 B (all-global would
 *    be 62 x 32768 x 8192 = 16,642,998,272 B).
 *  - gemma-3-12b, 48 layers: 8 global + 40 sliding; 2 x 8 x 256 x 2 =
 *    8192 B; (8 x 32768 + 40 x 1024) x 8192 = 2,483,027,968 B.
 *  - llama-4-scout-17b-16e at 131072 tokens: 12 global (every 4th, NoPE)
 *    + 36 chunked (8192); 2 x 8 x 128 x 2 = 4096 B;
 *    (12 x 131072 + 36 x 8192) x 4096 = 7,650,410,496 B.
 *  - gpt-oss-20b at 32768 tokens: 12 full + 12 sliding (128);
 *    2 x 8 x 64 x 2 = 2048 B; (12 x 32768 + 12 x 128) x 2048 =
 *    808,452,096 B.
 */
static void
test_sliding_windows(void **state)
{
	static const struct {
		const char	*id;
		double		 ctx;		/* tokens */
		double		 bytes;		/* B per sequence and GPU */
	} t[] = {
		{ "gemma-3-27b", 32768, 3120562176.0 },
		{ "gemma-3-12b", 32768, 2483027968.0 },
		{ "llama-4-scout-17b-16e", 131072, 7650410496.0 },
		{ "gpt-oss-20b", 32768, 808452096.0 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		double got = mem_kv_bytes_per_seq_gpu(model(t[i].id),
		    PREC_BF16, t[i].ctx, 1, 1);

		if (got != t[i].bytes)
			fail_msg("%s at %.0f tokens: %.0f B, want %.0f",
			    t[i].id, t[i].ctx, got, t[i].bytes);
	}
}

/*
 * Mixture-of-experts models keep all experts resident (params) and use
 * a fraction per token (active_params, with the token embeddings), both
 * from the model cards; dense models use all of them.
 */
static void
test_moe_split(void **state)
{
	static const struct {
		const char	*id;
		double		 params, active;	/* count */
	} t[] = {
		{ "llama-4-scout-17b-16e", 109e9, 17e9 },
		{ "llama-4-maverick-17b-128e", 400e9, 17e9 },
		{ "mixtral-8x22b", 141e9, 39e9 },
		{ "qwen3-235b-a22b", 235e9, 22e9 },
		{ "deepseek-r1", 671e9, 37e9 },
		/* the card's 3.61e9 leave the token embedding out (its
		 * table: embed + unembed 1.16e9); the catalog counts it */
		{ "gpt-oss-20b", 20.9e9, 4.19e9 },	/* 3.61e9 + 0.58e9 */
		{ "qwen3-32b", 32.8e9, 32.8e9 },	/* dense */
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct model *m = model(t[i].id);

		assert_near(m->params, t[i].params, 1);
		assert_near(m->active_params, t[i].active, 1);
	}
}

/* The customers' list of issue 13: at least 30 models, each with the
 * source of its figures. */
static void
test_catalog_size(void **state)
{
	size_t i;

	(void)state;
	if (cat->n_models < 30)
		fail_msg("%zu models in the catalog, want at least 30",
		    cat->n_models);
	for (i = 0; i < cat->n_models; i++)
		if (cat->models[i].source == NULL ||
		    strstr(cat->models[i].source, "config.json") == NULL)
			fail_msg("'%s': source names no config.json",
			    cat->models[i].id);
}

/* The reasoning models (model cards: DeepSeek-R1, gpt-oss, Qwen3 with
 * thinking on by default) carry the flag the proposal's answer-length
 * risk reads, and no other model does. */
static void
test_reasoning_models(void **state)
{
	static const char *const want[] = { "qwen3-8b", "qwen3-14b",
	    "qwen3-32b", "qwen3-30b-a3b", "qwen3-235b-a22b", "deepseek-r1",
	    "gpt-oss-120b", "gpt-oss-20b" };
	size_t i, j, n = 0;

	(void)state;
	for (i = 0; i < cat->n_models; i++) {
		const struct model *m = &cat->models[i];
		int listed = 0;

		for (j = 0; j < sizeof(want) / sizeof(want[0]); j++)
			if (strcmp(m->id, want[j]) == 0)
				listed = 1;
		if (m->reasoning != listed)
			fail_msg("'%s': reasoning %d, expected %d", m->id,
			    m->reasoning, listed);
		n += listed;
	}
	assert_int_equal(n, sizeof(want) / sizeof(want[0]));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_kv_per_token),
		cmocka_unit_test(test_sliding_windows),
		cmocka_unit_test(test_moe_split),
		cmocka_unit_test(test_catalog_size),
		cmocka_unit_test(test_reasoning_models),
	};

	return cmocka_run_group_tests(tests, test_catalog_setup,
	    test_catalog_teardown);
}
