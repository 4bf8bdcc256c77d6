/*
 * test_hf_config.c: input/hf_config.c maps a config.json to the model
 * fields and counts the parameters from the shapes (a dense GQA model,
 * a MoE with an unused intermediate_size, MLA with dense leading
 * layers), takes num_parameters when given, finds a bad field's own
 * line:col; util/suggest.c suggests unknown model ids by family and
 * by size.
 */
#include "testutil.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "input/hf_config.h"
#include "util/suggest.h"

static int
parse(const char *text, struct model *m, struct hf_info *info,
    struct hf_error *err)
{
	return hf_config_parse(text, strlen(text), m, info, err);
}

/* Parse the config that fmt and its arguments print (at most 1 KiB) into
 * *m; 1 if it was read. */
static int
parsef(struct model *m, const char *fmt, ...)
{
	char buf[1024];
	struct hf_info info;
	struct hf_error err;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	assert_true(n > 0 && (size_t)n < sizeof(buf));
	return parse(buf, m, &info, &err);
}

static void
test_dense(void **state)
{
	/* Llama-3.1-8B's shapes: 8.03e9 parameters (model card) */
	const char *t = "{\"hidden_size\": 4096, \"num_hidden_layers\": 32,"
	    "\"num_attention_heads\": 32, \"num_key_value_heads\": 8,"
	    "\"intermediate_size\": 14336, \"vocab_size\": 128256,"
	    "\"max_position_embeddings\": 131072, \"tie_word_embeddings\": false,"
	    "\"torch_dtype\": \"bfloat16\", \"head_dim\": null}";
	struct model m;
	struct hf_info info;
	struct hf_error err;

	(void)state;
	assert_int_equal(parse(t, &m, &info, &err), 1);
	assert_int_equal(m.head_dim, 128);
	assert_int_equal(m.kv_heads, 8);
	assert_int_equal(m.max_context, 131072);
	assert_string_equal(info.dtype, "bfloat16");
	assert_true(m.params > 8.02e9 && m.params < 8.04e9);
	assert_true(m.active_params == m.params);
	assert_int_equal(m.tied_embeddings, 0);
}

/* tie_word_embeddings true: the entry says tied_embeddings, and the
 * count holds one matrix of vocab x hidden (Llama 3.2 1B: 1.236e9,
 * its model card's 1.23B). */
static void
test_tied(void **state)
{
	const char *t = "{\"hidden_size\": 2048, \"num_hidden_layers\": 16,"
	    "\"num_attention_heads\": 32, \"num_key_value_heads\": 8,"
	    "\"intermediate_size\": 8192, \"vocab_size\": 128256,"
	    "\"head_dim\": 64, \"tie_word_embeddings\": true}";
	struct model m;
	struct hf_info info;
	struct hf_error err;

	(void)state;
	assert_int_equal(parse(t, &m, &info, &err), 1);
	assert_int_equal(m.tied_embeddings, 1);
	assert_true(m.params > 1.23e9 && m.params < 1.24e9);
}

/* A config that does not say tie_word_embeddings takes its model
 * class's default: Gemma's true (Gemma 3 27B's text shapes: 27.01e9,
 * the catalog's, with one embedding matrix), the others' false. */
static void
test_tied_default(void **state)
{
	static const struct {
		const char	*type;
		int		 tied;
		double		 lo, hi;
	} t[] = {
		{ "gemma3_text", 1, 27.00e9, 27.02e9 },
		{ "llama", 0, 28.40e9, 28.42e9 },
	};
	struct model m;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		assert_int_equal(parsef(&m, "{\"model_type\": \"%s\", "
		    "\"hidden_size\": 5376, \"num_hidden_layers\": 62, "
		    "\"num_attention_heads\": 32, \"num_key_value_heads\": 16, "
		    "\"head_dim\": 128, \"intermediate_size\": 21504, "
		    "\"vocab_size\": 262144}", t[i].type), 1);
		assert_int_equal(m.tied_embeddings, t[i].tied);
		assert_in_range(m.params, t[i].lo, t[i].hi);
	}
}

static void
test_moe_and_given(void **state)
{
	/* Mixtral-8x7B: 46.7e9 total, 12.9e9 active (Mistral AI) */
	const char *t = "{\"hidden_size\": 4096, \"num_hidden_layers\": 32,"
	    "\"num_attention_heads\": 32, \"num_key_value_heads\": 8,"
	    "\"intermediate_size\": 14336, \"vocab_size\": 32000,"
	    "\"num_local_experts\": 8, \"num_experts_per_tok\": 2}";
	const char *g = "{\"hidden_size\": 64, \"num_hidden_layers\": 2,"
	    "\"num_attention_heads\": 4, \"num_parameters\": 123456789}";
	struct model m;
	struct hf_info info;
	struct hf_error err;

	(void)state;
	assert_int_equal(parse(t, &m, &info, &err), 1);
	assert_int_equal(info.experts, 8);
	assert_int_equal(m.intermediate, 14336);
	assert_true(m.params > 46.2e9 && m.params < 47.2e9);
	assert_true(m.active_params > 12.7e9 && m.active_params < 13.1e9);
	assert_int_equal(parse(g, &m, &info, &err), 1);
	assert_int_equal(info.params_given, 1);
	assert_true(m.params == 123456789.0);
}

/* Which layers have experts: every layer of Mixtral; DeepSeek-V3's
 * first_k_dense_replace 3 leaves 58 of 61; Llama 4 Maverick's
 * interleave_moe_layer_step 2 every second of 48, its dense layers of
 * intermediate_size_mlp, and one shared expert that its config does not
 * count; shapes of the published text_config, 400e9 total and 17e9
 * active by Meta's model card. */
static void
test_moe_layers(void **state)
{
	const char *mixtral = "{\"hidden_size\": 4096, \"num_hidden_layers\": 32,"
	    "\"num_attention_heads\": 32, \"num_key_value_heads\": 8,"
	    "\"intermediate_size\": 14336, \"vocab_size\": 32000,"
	    "\"num_local_experts\": 8, \"num_experts_per_tok\": 2}";
	const char *dsv3 = "{\"hidden_size\": 7168, \"num_hidden_layers\": 61,"
	    "\"num_attention_heads\": 128, \"num_key_value_heads\": 128,"
	    "\"intermediate_size\": 18432, \"moe_intermediate_size\": 2048,"
	    "\"vocab_size\": 129280, \"kv_lora_rank\": 512,"
	    "\"q_lora_rank\": 1536, \"qk_rope_head_dim\": 64,"
	    "\"qk_nope_head_dim\": 128, \"v_head_dim\": 128,"
	    "\"n_routed_experts\": 256, \"n_shared_experts\": 1,"
	    "\"num_experts_per_tok\": 8, \"first_k_dense_replace\": 3}";
	const char *maverick = "{\"model_type\": \"llama4\", \"text_config\": {"
	    "\"model_type\": \"llama4_text\", \"hidden_size\": 5120,"
	    "\"num_hidden_layers\": 48, \"num_attention_heads\": 40,"
	    "\"num_key_value_heads\": 8, \"head_dim\": 128,"
	    "\"intermediate_size\": 8192, \"intermediate_size_mlp\": 16384,"
	    "\"num_local_experts\": 128, \"num_experts_per_tok\": 1,"
	    "\"interleave_moe_layer_step\": 2, \"vocab_size\": 202048,"
	    "\"tie_word_embeddings\": false}}";
	struct model m;
	struct hf_info info;
	struct hf_error err;

	(void)state;
	assert_int_equal(parse(mixtral, &m, &info, &err), 1);
	assert_int_equal(m.moe_layers, 0);
	assert_int_equal(model_moe_layers(&m), 32);
	assert_int_equal(parse(dsv3, &m, &info, &err), 1);
	assert_int_equal(m.moe_layers, 58);
	assert_int_equal(m.intermediate, 18432);
	assert_int_equal(parse(maverick, &m, &info, &err), 1);
	assert_int_equal(m.moe_layers, 24);
	assert_int_equal(model_moe_layers(&m), 24);
	assert_int_equal(m.intermediate, 8192);
	assert_int_equal(info.dense_intermediate, 16384);
	assert_int_equal(info.shared_experts, 1);
	if (m.params < 396e9 || m.params > 404e9 ||
	    m.active_params < 16.8e9 || m.active_params > 17.4e9)
		fail_msg("Maverick %.2fe9 / %.2fe9, card 400e9 / 17e9",
		    m.params / 1e9, m.active_params / 1e9);
}

/* Local attention: layer_types count the sliding layers (gpt-oss),
 * sliding_window_pattern makes every n-th layer global (Gemma 3 27B: 52
 * of 62), attention_chunk_size is a window on all but every
 * no_rope_layer_interval-th layer (Llama 4: 36 of 48), a bare window
 * covers every layer (Mistral 7B v0.1) but every other one of Gemma 2,
 * use_sliding_window false turns
 * it off (Qwen2), none means none. */
static void
test_sliding(void **state)
{
	static const struct {
		const char	*keys;
		int		 window, layers;
	} t[] = {
		{ "\"sliding_window\": 128, \"layer_types\": [\"sliding_attention\", "
		    "\"full_attention\", \"sliding_attention\", \"full_attention\"]",
		    128, 2 },
		{ "\"sliding_window\": 1024, \"sliding_window_pattern\": 6", 1024,
		    4 - 4 / 6 },
		{ "\"attention_chunk_size\": 8192, \"no_rope_layer_interval\": 4",
		    8192, 3 },
		{ "\"sliding_window\": 4096", 4096, 4 },
		{ "\"model_type\": \"gemma2\", \"sliding_window\": 4096", 4096, 2 },
		{ "\"sliding_window\": 131072, \"use_sliding_window\": false", 0,
		    0 },
		{ "\"sliding_window\": null", 0, 0 },
	};
	struct model m;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		assert_int_equal(parsef(&m, "{\"hidden_size\": 2880, "
		    "\"num_hidden_layers\": 4, \"num_attention_heads\": 64, "
		    "\"intermediate_size\": 2880, \"vocab_size\": 1000, %s}",
		    t[i].keys), 1);
		assert_int_equal(m.sliding_window, t[i].window);
		assert_int_equal(m.sliding_layers, t[i].layers);
	}
}

/* quantization_config: quant_method mxfp4 is fp4_format: mxfp4; the
 * attention in modules_to_not_convert (or ModelOpt's exclude_modules,
 * compressed-tensors' ignore) is quantized_weights: experts on a mixture
 * of experts without a shared expert or dense layers (gpt-oss) or whose
 * list names the shared expert too, else mlp (NVIDIA's NVFP4
 * DeepSeek-R1, a dense model); a config without such a list keeps the
 * default. */
static void
test_quantization_config(void **state)
{
	static const struct {
		const char	*moe;
		const char	*qc;
		enum quant_scope scope;
		enum fp4_format	 fmt;
	} t[] = {
		{ ", \"num_local_experts\": 32, \"num_experts_per_tok\": 4",
		    ", \"quantization_config\": {\"modules_to_not_convert\": "
		    "[\"model.layers.*.self_attn\", \"lm_head\"], "
		    "\"quant_method\": \"mxfp4\"}", QUANT_EXPERTS, FP4_MXFP4 },
		{ "", ", \"quantization_config\": {\"modules_to_not_convert\": "
		    "[\"model.layers.*.self_attn\"], \"quant_method\": \"mxfp4\"}",
		    QUANT_MLP, FP4_MXFP4 },
		{ ", \"n_routed_experts\": 32, \"num_experts_per_tok\": 4, "
		    "\"n_shared_experts\": 1", ", \"quantization_config\": "
		    "{\"exclude_modules\": [\"lm_head\", "
		    "\"model.layers.0.self_attn*\"], \"quant_method\": "
		    "\"modelopt\"}", QUANT_MLP, FP4_NVFP4 },
		{ ", \"n_routed_experts\": 32, \"num_experts_per_tok\": 4, "
		    "\"first_k_dense_replace\": 1", ", \"quantization_config\": "
		    "{\"ignore\": [\"re:.*self_attn.*\"]}", QUANT_MLP, FP4_NVFP4 },
		{ ", \"n_routed_experts\": 32, \"num_experts_per_tok\": 4, "
		    "\"n_shared_experts\": 1", ", \"quantization_config\": "
		    "{\"modules_to_not_convert\": [\"self_attn\", "
		    "\"mlp.shared_experts\"]}", QUANT_EXPERTS, FP4_NVFP4 },
		{ ", \"num_local_experts\": 32, \"num_experts_per_tok\": 4",
		    ", \"quantization_config\": {\"modules_to_not_convert\": "
		    "[\"lm_head\"], \"quant_method\": \"fp8\"}", QUANT_LINEAR,
		    FP4_NVFP4 },
		{ ", \"num_local_experts\": 32, \"num_experts_per_tok\": 4", "",
		    QUANT_LINEAR, FP4_NVFP4 },
	};
	struct model m;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		assert_int_equal(parsef(&m, "{\"hidden_size\": 2880, "
		    "\"num_hidden_layers\": 24, \"num_attention_heads\": 64, "
		    "\"num_key_value_heads\": 8, \"head_dim\": 64, "
		    "\"intermediate_size\": 2880, \"vocab_size\": 201088%s%s}",
		    t[i].moe, t[i].qc), 1);
		assert_int_equal(m.quantized_weights, t[i].scope);
		assert_int_equal(m.fp4_format, t[i].fmt);
	}
}

static void
test_errors(void **state)
{
	const char *s = "{\n  \"hidden_size\": 4096,\n  \"num_hidden_layers\": "
	    "\"32\",\n  \"num_attention_heads\": 32\n}";
	const char *miss = "{\"num_hidden_layers\": 2, \"num_attention_heads\": 4}";
	const char *moe = "{\"hidden_size\": 64, \"num_hidden_layers\": 2,"
	    "\"num_attention_heads\": 4, \"num_experts\": 8}";
	struct model m;
	struct hf_info info;
	struct hf_error err;

	(void)state;
	assert_int_equal(parse(s, &m, &info, &err), 0);
	assert_non_null(strstr(err.msg, "'num_hidden_layers' must be a whole "
	    "number, found a string"));
	assert_int_equal(err.line, 3);
	assert_int_equal(err.col, 24);
	free(err.msg);
	assert_int_equal(parse(miss, &m, &info, &err), 0);
	assert_non_null(strstr(err.msg, "'hidden_size' is missing"));
	free(err.msg);
	assert_int_equal(parse(moe, &m, &info, &err), 0);
	assert_non_null(strstr(err.msg, "num_experts_per_tok"));
	free(err.msg);
	assert_int_equal(parse("[1]", &m, &info, &err), 0);
	free(err.msg);
	assert_int_equal(parse("{\"a\": ", &m, &info, &err), 0);
	assert_non_null(strstr(err.msg, "not valid JSON"));
	free(err.msg);
}

static void
test_id(void **state)
{
	struct hf_info info;
	char id[ID_MAX + 1];

	(void)state;
	memset(&info, 0, sizeof(info));
	hf_config_id("models/Llama-3.1-8B/config.json", &info, id);
	assert_string_equal(id, "llama-3.1-8b");
	hf_config_id("x/qwen3_30b.json", &info, id);
	assert_string_equal(id, "qwen3-30b");
	strcpy(info.name_or_path, "meta-llama/Llama-3.3-70B-Instruct");
	hf_config_id("config.json", &info, id);
	assert_string_equal(id, "llama-3.3-70b-instruct");
}

static void
test_suggest(void **state)
{
	static const char *const ids[] = { "qwen2.5-7b", "qwen2.5-72b",
	    "qwen3-32b", "llama-3.1-8b", "gemma-3-12b", "mistral-nemo-12b" };
	static const double p[] = { 7.6e9, 72.7e9, 32.8e9, 8.03e9, 11.8e9,
	    12.2e9 };
	struct strbuf b = STRBUF_INIT;

	(void)state;
	assert_true(model_id_size("qwen2.5-32b") == 32e9);
	assert_true(model_id_size("mixtral-8x7b") == 56e9);
	assert_true(model_id_size("bge-m3") == 0);
	assert_true(model_id_size("e5-335m") == 335e6);
	/* qwen2.5-32b: the same family nearest in size first (not 72b) */
	suggest_models("qwen2.5-32b", ids, p, 6, &b);
	assert_non_null(b.s);
	assert_non_null(strstr(b.s, "of the same family: 'qwen3-32b' (32.8B), "
	    "'qwen2.5-72b' (72.7B), 'qwen2.5-7b' (7.6B); near 32B: "
	    "'mistral-nemo-12b' (12.2B), 'gemma-3-12b' (11.8B)"));
	sb_reset(&b);
	suggest_models("zzz", ids, p, 6, &b);
	assert_int_equal(b.len, 0);
	sb_free(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dense),
		cmocka_unit_test(test_tied),
		cmocka_unit_test(test_tied_default),
		cmocka_unit_test(test_moe_and_given),
		cmocka_unit_test(test_moe_layers),
		cmocka_unit_test(test_sliding),
		cmocka_unit_test(test_quantization_config),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_id),
		cmocka_unit_test(test_suggest),
	};

	return cmocka_run_group_tests_name("hf_config", tests, NULL, NULL);
}
