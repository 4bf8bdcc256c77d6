/*
 * test_validation.c: which rows of the validation summary
 * (src/model/validation.h) the engine gives a recommendation's
 * workloads: the figures each workload type shows, for its model class
 * (dense or MoE) on the recommended GPU's maker's GPUs, else the other
 * maker's, none for the types the suite does not hold.  The
 * numbers of the rows are the suite's (tests/validation.sh checks them
 * against the cases); here only the choice is tested.
 */
#include "testutil.h"

#include <math.h>

#include "engine/engine.h"
#include "engine/speed.h"

/* validation_find: a row of each class and maker for the inference
 * metrics, none for a metric the suite does not hold or a NULL name;
 * validation_pick: the row of the maker asked for, else the other
 * maker's (the suite holds peak-memory cases on NVIDIA GPUs only). */
static void
test_find(void **state)
{
	static const struct {
		const char		*metric;
		enum validation_models	 models;
		enum vendor		 vendor;
		int			 found;	/* by validation_find */
		enum vendor		 picked; /* maker of validation_pick's row */
	} t[] = {
		{ "decode_tokens_per_s_per_seq", VAL_MODELS_DENSE,
		    VENDOR_NVIDIA, 1, VENDOR_NVIDIA },
		{ "decode_tokens_per_s_per_seq", VAL_MODELS_MOE,
		    VENDOR_NVIDIA, 1, VENDOR_NVIDIA },
		{ "decode_tokens_per_s_per_seq", VAL_MODELS_MOE,
		    VENDOR_AMD, 1, VENDOR_AMD },
		{ "throughput_tokens_per_s", VAL_MODELS_DENSE,
		    VENDOR_AMD, 1, VENDOR_AMD },
		{ "ttft_s", VAL_MODELS_MOE, VENDOR_NVIDIA, 1, VENDOR_NVIDIA },
		{ "finetune_tokens_per_s", VAL_MODELS_DENSE,
		    VENDOR_NVIDIA, 1, VENDOR_NVIDIA },
		{ "finetune_tokens_per_s", VAL_MODELS_DENSE,
		    VENDOR_AMD, 1, VENDOR_AMD },
		{ "finetune_peak_memory_gb", VAL_MODELS_DENSE,
		    VENDOR_AMD, 0, VENDOR_NVIDIA },
		{ "images_per_s", VAL_MODELS_DENSE, VENDOR_NVIDIA, 0, 0 },
		{ NULL, VAL_MODELS_DENSE, VENDOR_NVIDIA, 0, 0 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct validation_row *v = validation_find(t[i].metric,
		    t[i].models, t[i].vendor);
		const struct validation_row *p = validation_pick(t[i].metric,
		    t[i].models, t[i].vendor);

		if (t[i].metric == NULL ||
		    strcmp(t[i].metric, "images_per_s") == 0) {
			assert_null(v);
			assert_null(p);
			continue;
		}
		assert_non_null(p);
		assert_int_equal(p->vendor, t[i].picked);
		assert_int_equal(p->models, t[i].models);
		assert_string_equal(p->metric, t[i].metric);
		if (!t[i].found) {
			assert_null(v);
			continue;
		}
		assert_ptr_equal(v, p);
		assert_int_equal(v->vendor, t[i].vendor);
		assert_string_equal(v->metric, t[i].metric);
		assert_int_equal(v->models, t[i].models);
		/* a summary: some cases, no more within than held */
		assert_true(v->cases > 0);
		assert_true(v->within >= 0 && v->within <= v->cases);
		assert_true(v->over >= 0 && v->over <= v->cases);
		assert_true(v->tolerance_pct > 0);
		assert_true(v->median_abs_error_pct >= 0);
	}
}

/* validation_lean: a lean needs 3 cases and two thirds of them on one
 * side; NULL has none. */
static void
test_lean(void **state)
{
	static const struct {
		int	cases, over;
		int	lean;
	} t[] = {
		{ 3, 3, 1 },	/* all above */
		{ 3, 2, 1 },	/* two thirds above */
		{ 3, 1, -1 },	/* two thirds below */
		{ 3, 0, -1 },
		{ 2, 2, 0 },	/* too few cases to lean */
		{ 1, 0, 0 },
		{ 10, 6, 0 },	/* 60 % above: no lean */
		{ 10, 4, 0 },	/* 60 % below: no lean */
		{ 9, 6, 1 },
		{ 9, 3, -1 },
		{ 34, 24, 1 },	/* NVIDIA dense decode on 2026-12-07 */
	};
	struct validation_row v;
	size_t i;

	(void)state;
	assert_int_equal(validation_lean(NULL), 0);
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		memset(&v, 0, sizeof(v));
		v.cases = t[i].cases;
		v.over = t[i].over;
		if (validation_lean(&v) != t[i].lean)
			fail_msg("%d of %d above: lean %d, want %d", t[i].over,
			    t[i].cases, validation_lean(&v), t[i].lean);
	}
}

/* The time-to-first-token risk's ratio per maker (speed.h) is the
 * suite's: the longest measured under load over the estimate, which
 * make validate writes; a change of the model or the cases that moves
 * it fails here until speed.h says the new figure.  Both makers have
 * one. */
static void
test_ttft_load(void **state)
{
	int seen[VENDOR__MAX] = { 0 };
	size_t i;

	(void)state;
	for (i = 0; i < n_validation_ttft_load; i++) {
		const struct validation_ttft_load *t = &validation_ttft_load[i];
		struct gpu g;

		memset(&g, 0, sizeof(g));
		g.vendor = t->vendor;
		if (fabs(speed_ttft_measured_ratio(&g) - t->ratio) > 0.005)
			fail_msg("%s GPUs: speed.h says %.2f, the suite %.2f "
			    "(case %s); set SPEED_TTFT_MEASURED_RATIO%s",
			    vendor_names[t->vendor],
			    speed_ttft_measured_ratio(&g), t->ratio,
			    t->case_name, t->vendor == VENDOR_AMD ? "_AMD" : "");
		seen[t->vendor] = 1;
	}
	assert_true(seen[VENDOR_NVIDIA]);
	assert_true(seen[VENDOR_AMD]);
}

/* The rows the engine gives one workload of each kind: the metrics of
 * the figures the proposal shows, in the performance table's order,
 * for the model's class. */
static void
test_rows_per_workload(void **state)
{
	static const struct {
		const char	*workload;	/* one workload, flow style */
		const char	*hardware;	/* a hardware: line, or "" */
		const char	*metrics[WR_VAL_MAX + 1];
		enum validation_models models;
		enum vendor	 vendors[WR_VAL_MAX];	/* each row's maker */
	} t[] = {
		{ "{name: a, type: llm-inference, model: llama-3.1-8b}", "",
		    { "throughput_tokens_per_s", "decode_tokens_per_s_per_seq",
		    "ttft_s" }, VAL_MODELS_DENSE,
		    { VENDOR_NVIDIA, VENDOR_NVIDIA, VENDOR_NVIDIA } },
		{ "{name: a, type: llm-inference, model: qwen3-30b-a3b}", "",
		    { "throughput_tokens_per_s", "decode_tokens_per_s_per_seq",
		    "ttft_s" }, VAL_MODELS_MOE,
		    { VENDOR_NVIDIA, VENDOR_NVIDIA, VENDOR_NVIDIA } },
		/* on AMD GPUs: the rows measured on AMD GPUs */
		{ "{name: a, type: llm-inference, model: qwen3-30b-a3b}",
		    "hardware: {gpu: mi325x, gpus: 1}\n",
		    { "throughput_tokens_per_s", "decode_tokens_per_s_per_seq",
		    "ttft_s" }, VAL_MODELS_MOE,
		    { VENDOR_AMD, VENDOR_AMD, VENDOR_AMD } },
		{ "{name: a, type: llm-finetune, model: llama-3.1-8b, "
		    "method: lora, dataset_tokens: 50M}", "",
		    { "finetune_tokens_per_s", "finetune_peak_memory_gb" },
		    VAL_MODELS_DENSE, { VENDOR_NVIDIA, VENDOR_NVIDIA } },
		/* fine-tuning throughput measured on AMD GPUs, its peak
		 * memory on NVIDIA GPUs only */
		{ "{name: a, type: llm-finetune, model: llama-3.1-8b, "
		    "method: lora, dataset_tokens: 50M}",
		    "hardware: {gpu: mi300x, gpus: 1}\n",
		    { "finetune_tokens_per_s", "finetune_peak_memory_gb" },
		    VAL_MODELS_DENSE, { VENDOR_AMD, VENDOR_NVIDIA } },
		{ "{name: a, type: llm-pretrain, model: llama-3.2-1b, "
		    "dataset_tokens: 1B}", "",
		    { "pretrain_tokens_per_s", "pretrain_peak_memory_gb" },
		    VAL_MODELS_DENSE, { VENDOR_NVIDIA, VENDOR_NVIDIA } },
		{ "{name: a, type: vision-inference, images_per_s: 100, "
		    "gflops_per_image: 10}", "",
		    { "vision_images_per_s", "vision_latency_ms" },
		    VAL_MODELS_DENSE, { VENDOR_NVIDIA, VENDOR_NVIDIA } },
		{ "{name: a, type: embeddings, model: bge-m3, "
		    "tokens_per_month: 2B}", "",
		    { "embed_tokens_per_s" }, VAL_MODELS_DENSE,
		    { VENDOR_NVIDIA } },
		/* nothing measured: no row */
		{ "{name: a, type: simulation, fp64_tflops: 10, "
		    "memory_gb: 40}", "",
		    { NULL }, VAL_MODELS_DENSE, { VENDOR_NVIDIA } },
	};
	size_t i;
	int k;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		char y[512];
		struct diag_list dl = { 0 };
		struct scenario *sc;
		struct result r;
		int n = 0;

		snprintf(y, sizeof(y), "gpuplan: 1\nid: val\ncustomer: {name: "
		    "T}\nworkloads:\n  - %s\n%s", t[i].workload,
		    t[i].hardware);
		sc = test_scenario(cat, y);
		assert_non_null(sc);
		memset(&r, 0, sizeof(r));
		assert_true(engine_run(sc, cat, &cat->prices, &r, &dl));
		assert_non_null(r.rec.wr);
		while (t[i].metrics[n] != NULL)
			n++;
		if (r.rec.wr[0].n_val != n)
			fail_msg("%s: %d rows, want %d", t[i].workload,
			    r.rec.wr[0].n_val, n);
		for (k = 0; k < n; k++) {
			assert_string_equal(r.rec.wr[0].val[k]->metric,
			    t[i].metrics[k]);
			assert_int_equal(r.rec.wr[0].val[k]->models,
			    t[i].models);
			assert_int_equal(r.rec.wr[0].val[k]->vendor,
			    t[i].vendors[k]);
		}
		result_free(&r);
		diag_free(&dl);
		scenario_free(sc);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_find),
		cmocka_unit_test(test_lean),
		cmocka_unit_test(test_ttft_load),
		cmocka_unit_test(test_rows_per_workload),
	};

	return cmocka_run_group_tests(tests, test_catalog_setup,
	    test_catalog_teardown);
}
