/*
 * test_scenario_load.c: the scenario loader: defaults, and one finding
 * (code, line, column) per planted mistake.
 */
#include "testutil.h"
#include "render/words.h"

#include <math.h>
#include <stdlib.h>


#define HEAD "gpuplan: 1\nid: t\ncustomer: {name: ACME}\n"
#define WL "workloads:\n  - {name: chat, type: llm-inference, model: llama-3.1-8b}\n"

static void
test_defaults(void **state)
{
	struct scenario *s;

	(void)state;
	setenv("SOURCE_DATE_EPOCH", "1764892800", 1);
	s = test_scenario(cat, HEAD WL);
	assert_non_null(s);
	assert_int_equal(s->language, LANG_DE);
	assert_int_equal(s->currency, CUR_EUR);
	assert_string_equal(s->date, "2025-12-05");
	assert_null(s->title);	/* absent: the words table names it */
	assert_string_equal(words_title(s), "GPU-Server-Angebot");
	assert_int_equal(s->economics.horizon_months_i, 36);
	assert_true(s->economics.hours_per_month == 730);
	assert_true(s->economics.utilisation[UTIL_MEDIUM] == 0.5);
	assert_true(isnan(s->economics.pue));
	assert_int_equal(s->workloads[0].precision, PREC_BF16);
	assert_true(s->workloads[0].context_tokens == 4096);
	assert_true(s->workloads[0].prompt_tokens == 2048);
	assert_true(s->workloads[0].model.params > 8e9);
	assert_int_equal(s->workloads[0].model.kv_heads, 8);
	scenario_free(s);
}

/* LoRA as rank and target modules: the adapter fraction from the
 * model's shapes.  Llama 3.1 70B, rank 16 on q, k, v (torchtune's
 * 70B_lora.yaml): 80 x 16 x (8192 + 8192 + 2 x (8192 + 1024)) = 44.6e6
 * adapter parameters; PEFT's default without target modules is q, v;
 * all-linear adds o and the three MLP matrices (intermediate 28,672). */
static void
test_lora_rank(void **state)
{
	struct scenario *s;
	double p;

	(void)state;
	s = test_scenario(cat, HEAD "workloads:\n  - {name: x, type: llm-finetune, "
	    "model: llama-3.1-70b, method: lora, dataset_tokens: 1e9, lora_rank: 16, "
	    "lora_target_modules: [q_proj, k_proj, v_proj]}\n");
	assert_non_null(s);
	p = s->workloads[0].model.params;
	assert_true(fabs(s->workloads[0].lora_fraction * p -
	    80.0 * 16 * (8192 + 8192 + 2 * (8192 + 1024))) < 1);
	scenario_free(s);
	s = test_scenario(cat, HEAD "workloads:\n  - {name: x, type: llm-finetune, "
	    "model: llama-3.1-70b, method: lora, dataset_tokens: 1e9, lora_rank: 8}\n");
	assert_non_null(s);
	assert_true(fabs(s->workloads[0].lora_fraction * p -
	    80.0 * 8 * (8192 + 8192 + 8192 + 1024)) < 1);
	scenario_free(s);
	s = test_scenario(cat, HEAD "workloads:\n  - {name: x, type: llm-finetune, "
	    "model: llama-3.1-70b, method: lora, dataset_tokens: 1e9, lora_rank: 16, "
	    "lora_target_modules: [all-linear]}\n");
	assert_non_null(s);
	assert_true(fabs(s->workloads[0].lora_fraction * p - 80.0 * 16 *
	    (2 * 16384 + 2 * 9216 + 3 * (8192 + 28672))) < 1);
	scenario_free(s);
}

static void
test_inline_model_and_forms(void **state)
{
	struct scenario *s;

	(void)state;
	s = test_scenario(cat, HEAD
	    "language: en\ncurrency: USD\n"
	    "workloads:\n  - name: x\n    type: llm-finetune\n    method: qlora\n"
	    "    model: {params: 70.6B, layers: 80, hidden: 8192, heads: 64, kv_heads: 8}\n"
	    "    dataset_tokens: 200e6\n"
	    "economics:\n  energy_price_kwh: {low: 0.18, base: 0.24, high: 0.32}\n"
	    "  operating_models: [cloud, on-prem]\n");
	assert_non_null(s);
	assert_true(s->workloads[0].model.params == 70.6e9);
	assert_true(s->workloads[0].model.active_params == 70.6e9);
	assert_int_equal(s->workloads[0].model.head_dim, 128);
	assert_true(s->workloads[0].dataset_tokens == 200e6);
	assert_int_equal(s->economics.energy_cases, 3);
	assert_true(s->economics.energy_price_kwh[ENERGY_HIGH] == 0.32);
	assert_int_equal(s->economics.operating_models[OP_CLOUD], 1);
	assert_int_equal(s->economics.operating_models[OP_HYBRID], 0);
	assert_null(s->title);
	assert_string_equal(words_title(s), "GPU server proposal");
	scenario_free(s);
}

static void
test_findings(void **state)
{
	static const struct {
		const char	*yaml;
		enum diag_code	 code;
		int		 line, col;
	} t[] = {
		{ HEAD WL "economcs: {}\n", D_UNKNOWN_KEY, 6, 1 },
		{ HEAD WL "economics: {pue: 0.9}\n", D_OUT_OF_RANGE, 6, 18 },
		{ HEAD WL "economics: {pue: \"1.4\"}\n", D_WRONG_TYPE, 6, 18 },
		{ HEAD WL "economics: {utilisation: {low: 0.6, medium: 0.4}}\n", W_UTILISATION_ORDER, 6, 32 },
		{ HEAD WL "economics: {horizon_months: 36.5}\n", D_WRONG_TYPE, 6, 29 },
		{ HEAD WL "economics: {horizon_months: 100}\n", W_SUSPICIOUS, 6, 29 },
		{ HEAD WL "economics: {cloud: {tier: cheap}}\n", D_BAD_VALUE, 6, 27 },
		{ HEAD WL "economics: {financing: {type: leasing}}\n", D_MISSING_KEY, 6, 24 },
		{ HEAD WL "economics: {financing: {type: loan, term_months: 36}}\n", D_MISSING_KEY, 6, 24 },
		{ HEAD WL "economics: {financing: {type: rent}}\n", D_BAD_VALUE, 6, 31 },
		{ HEAD WL "economics: {financing: {type: loan, rate_pct_year: 5, term_months: 0}}\n", D_OUT_OF_RANGE, 6, 68 },
		{ HEAD WL "economics: {financing: {type: cash, rate_pct_year: 5}}\n", W_UNUSED_KEY, 6, 52 },
		{ HEAD WL "economics: {tax: {depreciation: linear}}\n", D_MISSING_KEY, 6, 18 },
		{ HEAD WL "economics: {tax: {rate_pct: 30, depreciation: degressive}}\n", D_BAD_VALUE, 6, 47 },
		{ HEAD WL "economics: {tax: {rate_pct: 130}}\n", D_OUT_OF_RANGE, 6, 29 },
		{ HEAD WL "economics: {tax: {rate_pct: 30, years: 5}}\n", W_UNUSED_KEY, 6, 40 },
		{ HEAD WL "economics: {financing: {type: loan, rate_pct_year: 5, buyout_pct: 10}}\n", W_UNUSED_KEY, 6, 67 },
		{ HEAD WL "constraints: {gpus: [h200, h300]}\n", D_UNKNOWN_GPU, 6, 28 },
		{ HEAD WL "constraints: {vendors: [intel]}\n", D_BAD_VALUE, 6, 25 },
		{ HEAD WL "hardware: {gpu: h200}\n", D_MISSING_KEY, 6, 11 },
		{ HEAD WL "overrides: {gpu_price: {h20: 1}}\n", D_UNKNOWN_GPU, 6, 25 },
		{ HEAD WL "date: 2026-13-01\n", D_BAD_DATE, 6, 7 },
		{ HEAD WL "language: fr\n", D_BAD_VALUE, 6, 11 },
		{ "gpuplan: 1\nid: Bad\ncustomer: {name: A}\n" WL, D_BAD_ID, 2, 5 },
		{ "gpuplan: 3\nid: t\ncustomer: {name: A}\n" WL, D_BAD_VERSION, 1, 10 },
		{ HEAD "workloads: []\n", D_OUT_OF_RANGE, 4, 12 },
		{ HEAD "workloads:\n  - {name: a, type: llm-inference}\n", D_MISSING_KEY, 5, 5 },
		{ HEAD "workloads:\n  - {name: a, type: vision}\n", D_BAD_VALUE, 5, 21 },
		{ HEAD "workloads:\n  - {name: a, type: simulation, fp64_tflops: 1, memory_gb: 1, method: lora}\n", D_KEY_NOT_FOR_TYPE, 5, 63 },
		{ HEAD "workloads:\n  - {name: a, type: llm-inference, model: llama-3.1-8b, prompt_tokens: 9000}\n", D_INCONSISTENT, 5, 72 },
		{ HEAD "workloads:\n  - {name: a, type: llm-inference, model: llama-3.1-8b, output_tokens_cv: -0.5}\n", D_OUT_OF_RANGE, 5, 75 },
		{ HEAD "workloads:\n  - {name: a, type: llm-inference, model: llama-3.1-8b, output_tokens_cv: wide}\n", D_WRONG_TYPE, 5, 75 },
		{ HEAD "workloads:\n  - {name: a, type: llm-finetune, model: llama-3.1-8b, method: lora, dataset_tokens: 1e9, output_tokens_cv: 1}\n", D_KEY_NOT_FOR_TYPE, 5, 91 },
		{ HEAD "workloads:\n  - {name: a, type: llm-finetune, model: llama-3.1-8b, method: full, dataset_tokens: 1e9, checkpointing: no}\n", D_WRONG_TYPE, 5, 106 },
		{ HEAD "workloads:\n  - {name: a, type: llm-inference, model: {params: 1e9, layers: 2, hidden: 8, heads: 2, kv_heads: 4}}\n", D_INCONSISTENT, 5, 43 },
		{ HEAD "workloads:\n  - {name: a, type: llm-inference, model: {params: 1e9, layers: 2, hidden: 8, heads: 2, reasoning: sometimes}}\n", D_WRONG_TYPE, 5, 100 },
		{ "[1, 2]\n", D_WRONG_TYPE, 1, 1 },
		{ "a: [1, 2\n", D_YAML_SYNTAX, 1, 4 },
		{ "a: 'open\n", D_YAML_SYNTAX, 1, 4 },
	};
	size_t i, j;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct diag_list dl = { 0 };
		struct ydoc *doc = NULL;
		struct scenario *s = NULL;
		int found = 0;

		if (ydoc_load_buffer("t.yaml", t[i].yaml, strlen(t[i].yaml),
		    &doc, &dl) == YLOAD_OK)
			s = scenario_from_doc(doc, cat, &dl);
		for (j = 0; j < dl.n; j++)
			if (dl.v[j].code == t[i].code &&
			    dl.v[j].line == t[i].line && dl.v[j].col == t[i].col)
				found = 1;
		if (!found) {
			diag_print(&dl, DIAG_FMT_TEXT, stderr);
			fail_msg("case %zu: no [%s] at %d:%d", i,
			    diag_name(t[i].code), t[i].line, t[i].col);
		}
		if (diag_level_of(t[i].code) == DIAG_ERROR)
			assert_null(s);
		scenario_free(s);
		ydoc_free(doc);
		diag_free(&dl);
	}
}

static void
test_examples_load(void **state)
{
	static const char *const files[] = { "scenarios/chat-assistent-vertrieb.yaml",
	    "scenarios/finetune-70b-wissen.yaml", "scenarios/vision-linie-3.yaml",
	    "scenarios/fem-simulation.yaml", "scenarios/rag-knowledge-base.yaml",
	    "scenarios/dev-box.yaml" };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		struct diag_list dl = { 0 };
		struct scenario *s = scenario_load(files[i], cat, &dl, NULL);

		if (s == NULL || dl.n != 0) {
			diag_print(&dl, DIAG_FMT_TEXT, stderr);
			fail_msg("%s does not load cleanly", files[i]);
		}
		scenario_free(s);
		diag_free(&dl);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_lora_rank),
		cmocka_unit_test(test_inline_model_and_forms),
		cmocka_unit_test(test_findings),
		cmocka_unit_test(test_examples_load),
	};

	return cmocka_run_group_tests_name("scenario_load", tests, test_catalog_setup,
	    test_catalog_teardown);
}
