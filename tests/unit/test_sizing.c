/*
 * test_sizing.c: the sizing engine on the example scenarios and on the
 * seeds' claims as properties (../shared/seeds, sizing-and-tco.md §1).
 */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>

#include "engine/sizing.h"
#include "engine/speed.h"


/* A scenario around the YAML of its workloads and other sections. */
static struct scenario *
mk(const char *body)
{
	char buf[4096];
	struct scenario *sc;

	snprintf(buf, sizeof(buf), "gpuplan: 1\nid: t\ncustomer: {name: T}\n"
	    "%s", body);
	sc = test_scenario(cat, buf);
	assert_non_null(sc);
	return sc;
}

/* Size sc into *r; findings into *dl (caller frees both). */
static int
size(const struct scenario *sc, struct result *r, struct diag_list *dl)
{
	struct econ_resolved e;

	pricing_economics(sc, &cat->prices, &e);
	memset(r, 0, sizeof(*r));
	return sizing_run(sc, cat, &cat->prices, &e, r, dl);
}

static int
has_diag(const struct diag_list *dl, enum diag_code c, const char *needle)
{
	size_t i;

	for (i = 0; i < dl->n; i++)
		if (dl->v[i].code == c && (needle == NULL ||
		    strstr(dl->v[i].msg, needle) != NULL))
			return 1;
	return 0;
}

static int
has_advice(const struct result *r, enum advice_kind k)
{
	size_t i;

	for (i = 0; i < r->n_advice; i++)
		if (r->advice[i].kind == k)
			return 1;
	return 0;
}

/* Every example scenario sizes to a feasible recommendation with
 * alternatives that rank no better.  (How fast is make bench's to say,
 * not a test's: a timed assertion here failed under the sanitizers.) */
static void
test_example_scenarios(void **state)
{
	static const struct {
		const char	*path;
		const char	*gpu;		/* expected recommendation */
		int		 min_gpus, max_gpus;
	} t[] = {
		{ "scenarios/amd-inference-405b.yaml", NULL, 4, 16 },
		{ "scenarios/chat-assistent-vertrieb.yaml", NULL, 2, 8 },
		{ "scenarios/dev-box.yaml", NULL, 1, 2 },
		{ "scenarios/fem-simulation.yaml", NULL, 1, 16 },
		{ "scenarios/finetune-70b-wissen.yaml", "h200-nvl", 1, 1 },
		{ "scenarios/rag-knowledge-base.yaml", NULL, 1, 4 },
		{ "scenarios/vision-linie-3.yaml", "l4", 1, 1 },
	};
	size_t i, k;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct diag_list dl = { 0 };
		struct scenario *sc = scenario_load(t[i].path, cat, &dl, NULL);
		struct result r;

		assert_non_null(sc);
		if (!size(sc, &r, &dl))
			fail_msg("%s: no feasible system", t[i].path);
		assert_non_null(r.rec.gpu);
		assert_true(r.rec.feasible);
		assert_int_equal(dl.count[DIAG_ERROR], 0);
		if (t[i].gpu != NULL && strcmp(r.rec.gpu->id, t[i].gpu) != 0)
			fail_msg("%s: recommends %s, want %s", t[i].path,
			    r.rec.gpu->id, t[i].gpu);
		assert_in_range(r.rec.gpus, t[i].min_gpus, t[i].max_gpus);
		assert_true(r.n_feasible >= 1 && r.n_feasible <= r.n_considered);
		for (k = 0; k < sc->n_workloads; k++)
			assert_true(r.rec.wr[k].fits);
		for (k = 0; k < ALT__MAX; k++)
			if (r.alt[k].gpu != NULL && r.alt[k].feasible)
				assert_true(r.alt[k].rank_cost >= r.rec.rank_cost);
		assert_true(has_advice(&r, ADV_SPARES));
		result_free(&r);
		diag_free(&dl);
		scenario_free(sc);
	}
}

/* Seed: "Fine-Tuning ... bis 70 Milliarden Parameter, wofür eine H200
 * mit 141 GB reicht" (QLoRA). */
static void
test_qlora_70b_fits_one_h200(void **state)
{
	struct diag_list dl = { 0 };
	struct scenario *sc = mk("workloads:\n"
	    "  - {name: ft, type: llm-finetune, model: llama-3.1-70b, "
	    "method: qlora, dataset_tokens: 30M}\n"
	    "hardware: {gpu: h200, gpus: 1}\n");
	struct result r;

	(void)state;
	assert_true(size(sc, &r, &dl));
	assert_true(r.rec.wr[0].fits);
	assert_true(r.rec.wr[0].mem.per_gpu <= 141e9);
	assert_false(r.rec.wr[0].offload_needed);
	assert_false(has_diag(&dl, W_DOES_NOT_FIT, NULL));
	/* searched freely, it needs one GPU too */
	result_free(&r);
	diag_free(&dl);
	scenario_free(sc);
	sc = mk("workloads:\n"
	    "  - {name: ft, type: llm-finetune, model: llama-3.1-70b, "
	    "method: qlora, dataset_tokens: 30M}\n");
	assert_true(size(sc, &r, &dl));
	assert_int_equal(r.rec.wr[0].gpus_needed, 1);
	result_free(&r);
	diag_free(&dl);
	scenario_free(sc);
}

/* Seed: "FP4 halbiert die Bytes pro Parameter gegenüber FP8 ... und lässt
 * eine einzige Karte ein Modell bedienen, das vorher zwei brauchte": a
 * memory-bound model needs half the GPUs at FP4. */
static void
test_fp4_halves_gpus(void **state)
{
	static const struct {
		const char	*gpu;
		int		 node;		/* GPUs per node */
	} t[] = { { "h200", 8 }, { "b200", 8 }, { "mi355x", 8 },
	    { "h200-nvl", 8 } };
	static const char *fmt = "workloads:\n"
	    "  - {name: s, type: llm-inference, model: llama-3.1-405b, "
	    "precision: %s, kv_precision: fp8, context_tokens: 4096, "
	    "output_tokens_per_s: 5}\n"
	    "constraints: {gpus: [%s]}\n";
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		char y8[512], y4[512];
		struct scenario *s8, *s4;
		struct wl_plan p8, p4;
		const struct gpu *g = catalog_gpu(cat, t[i].gpu);

		snprintf(y8, sizeof(y8), fmt, "fp8", t[i].gpu);
		snprintf(y4, sizeof(y4), fmt, "fp4", t[i].gpu);
		s8 = mk(y8);
		s4 = mk(y4);
		assert_true(sizing_workload(s8, &s8->workloads[0], g, t[i].node,
		    SIZING_MAX_GPUS, &p8));
		assert_true(sizing_workload(s4, &s4->workloads[0], g, t[i].node,
		    SIZING_MAX_GPUS, &p4));
		if (p4.r.gpus_needed * 2 != p8.r.gpus_needed)
			fail_msg("%s: fp4 %d GPUs, fp8 %d", t[i].gpu,
			    p4.r.gpus_needed, p8.r.gpus_needed);
		assert_int_equal(p8.r.binding, CON_MEMORY);
		/* and decodes faster per sequence (half the bytes) */
		assert_true(speed_decode_token_s(&s4->workloads[0], g, 2, 1,
		    t[i].node, 1, NULL) < speed_decode_token_s(&s8->workloads[0],
		    g, 2, 1, t[i].node, 1, NULL));
		scenario_free(s8);
		scenario_free(s4);
	}
	/* whole systems of PCIe cards (bought one by one) halve as well */
	{
		struct diag_list dl = { 0 };
		struct result r8, r4;
		char y[512];
		struct scenario *s8, *s4;

		snprintf(y, sizeof(y), fmt, "fp8", "h200-nvl");
		s8 = mk(y);
		snprintf(y, sizeof(y), fmt, "fp4", "h200-nvl");
		s4 = mk(y);
		assert_true(size(s8, &r8, &dl));
		assert_true(size(s4, &r4, &dl));
		assert_int_equal(r4.rec.gpus * 2, r8.rec.gpus);
		result_free(&r8);
		result_free(&r4);
		diag_free(&dl);
		scenario_free(s8);
		scenario_free(s4);
	}
}

/*
 * A reasoning model planned without output_tokens_cv carries the
 * answer-length risk (result.h spread_*): the rate the chosen layout
 * gives at SPEED_REASONING_CV is the rate of the same workload stated
 * with that spread on that layout, slower than the plan's; a stated
 * spread (0 included), or a model that is not a reasoning model, carries
 * none, nor do answers too short to move the rate by 1 %.  KV at the
 * spread's running context may no longer hold every sequence (a
 * 6,144-token prompt in 8,192 at 48 on one H100 NVL in fp8: 32 GB of
 * weights and 51 GB of KV cache, 55 GB at the spread; at 15 tokens/s a
 * sequence, which one card meets).  Where the plan misses, the risk
 * names the GPUs the workload needs planned at the spread.
 */
static void
test_answer_spread_risk(void **state)
{
	static const struct {
		const char	*gpu;		/* catalog id */
		const char	*model;		/* catalog id, or an inline mapping */
		const char	*extra;		/* further keys of the workload */
		int		 prompt, ctx;	/* tokens */
		int		 target;	/* output_tokens_per_s, tokens/s per sequence */
		int		 risk;		/* spread_cv > 0 expected */
		int		 fits;		/* spread_memory_fits expected (with risk) */
	} t[] = {
		{ "h200", "qwen3-32b", "", 1024, 8192, 20, 1, 1 },
		{ "h100-nvl", "qwen3-32b", "", 6144, 8192, 15, 1, 0 },
		/* answers of 32,256 tokens: the KV cache no longer fits */
		{ "h200", "qwen3-32b", "", 512, 32768, 20, 1, 0 },
		{ "h200", "gpt-oss-120b", "", 1024, 8192, 20, 1, 1 },
		{ "h200", "deepseek-r1", "", 1024, 8192, 20, 1, 1 },
		{ "h200", "qwen3-32b", ", output_tokens_cv: 0", 1024, 8192, 20, 0, 0 },
		/* answers of 92 tokens in 8,192: within 1 %, not named */
		{ "h200", "qwen3-32b", "", 8100, 8192, 20, 0, 0 },
		{ "h200", "qwen3-32b", ", output_tokens_cv: 0.5", 1024, 8192, 20, 0, 0 },
		{ "h200", "llama-3.3-70b", "", 1024, 8192, 20, 0, 0 },
		{ "h200", "{name: R, params: 8e9, layers: 32, hidden: 4096, heads: 32, "
		  "kv_heads: 8, reasoning: true}", "", 1024, 8192, 20, 1, 1 },
		{ "h200", "{name: R, params: 8e9, layers: 32, hidden: 4096, heads: 32, "
		  "kv_heads: 8}", "", 1024, 8192, 20, 0, 0 },
	};
	static const char *fmt = "workloads:\n"
	    "  - {name: s, type: llm-inference, model: %s, precision: fp8, "
	    "kv_precision: fp8, prompt_tokens: %d, context_tokens: %d, "
	    "concurrent_sequences: 48, output_tokens_per_s: %d%s%s}\n";
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct gpu *g = catalog_gpu(cat, t[i].gpu);
		char y[1024];
		struct scenario *sc, *s2;
		struct wl_plan p, p2;
		const struct workload_result *r = &p.r;

		snprintf(y, sizeof(y), fmt, t[i].model, t[i].prompt, t[i].ctx,
		    t[i].target, t[i].extra, "");
		sc = mk(y);
		assert_non_null(g);
		assert_true(sizing_workload(sc, &sc->workloads[0], g, 8,
		    SIZING_MAX_GPUS, &p));
		if (!t[i].risk) {
			if (r->spread_cv != 0)
				fail_msg("row %zu (%s%s): a risk at cv %g", i,
				    t[i].model, t[i].extra, r->spread_cv);
			scenario_free(sc);
			continue;
		}
		assert_true(r->spread_cv == SPEED_REASONING_CV);
		if (!(r->spread_tokens_per_s_per_seq < r->tokens_per_s_per_seq))
			fail_msg("row %zu (%s): %g tokens/s at the spread, %g "
			    "planned", i, t[i].model,
			    r->spread_tokens_per_s_per_seq,
			    r->tokens_per_s_per_seq);
		assert_true(fabs(r->spread_tokens_per_s -
		    r->spread_tokens_per_s_per_seq * 48) < 1e-6);
		assert_int_equal(r->spread_meets_target,
		    r->spread_tokens_per_s_per_seq >= t[i].target);
		if (r->spread_memory_fits != t[i].fits)
			fail_msg("row %zu (%s, %d in %d): memory fits %d at the "
			    "spread, expected %d (%d GPUs, tp %d)", i,
			    t[i].model, t[i].prompt, t[i].ctx,
			    r->spread_memory_fits, t[i].fits, r->gpus_needed,
			    r->tensor_parallel);
		/* where the plan misses at the spread, the GPUs the same
		 * workload stating it needs (more, or the same split
		 * otherwise); none asked where it holds; -1 where the cap
		 * is the plan's own GPUs and they do not suffice */
		if (r->spread_meets_target && r->spread_memory_fits)
			assert_int_equal(r->spread_gpus_needed, 0);
		else {
			snprintf(y, sizeof(y), fmt, t[i].model, t[i].prompt,
			    t[i].ctx, t[i].target, t[i].extra,
			    ", output_tokens_cv: 1.25");
			s2 = mk(y);
			assert_true(sizing_workload(s2, &s2->workloads[0], g,
			    8, SIZING_MAX_GPUS, &p2));
			if (r->spread_gpus_needed != p2.r.gpus_needed ||
			    r->spread_tensor_parallel !=
			    p2.r.tensor_parallel ||
			    r->spread_gpus_needed < r->gpus_needed ||
			    (r->spread_gpus_needed == r->gpus_needed &&
			    r->spread_tensor_parallel == r->tensor_parallel))
				fail_msg("row %zu (%s): the risk says %d GPUs "
				    "(tp %d) at the spread, the workload "
				    "stating it plans %d (tp %d); planned %d "
				    "(tp %d)", i, t[i].model,
				    r->spread_gpus_needed,
				    r->spread_tensor_parallel,
				    p2.r.gpus_needed, p2.r.tensor_parallel,
				    r->gpus_needed, r->tensor_parallel);
			scenario_free(s2);
			if (r->spread_gpus_needed > r->gpus_needed) {
				struct wl_plan p3;

				memset(&p3, 0, sizeof(p3));
				sizing_workload(sc, &sc->workloads[0], g, 8,
				    r->gpus_needed, &p3);
				assert_int_equal(p3.r.spread_gpus_needed, -1);
				assert_int_equal(p3.r.spread_gpus_tried,
				    r->gpus_needed);
			}
		}
		/* the same workload stated with the spread, pinned to the
		 * layout the risk was computed on, runs at the risk's rate
		 * where it fits */
		if (t[i].fits) {
			snprintf(y, sizeof(y), "%s"
			    "hardware: {gpu: %s, gpus: %d, tensor_parallel: "
			    "%d, pipeline_parallel: %d, "
			    "attention_data_parallel: %d}\n", fmt, t[i].gpu,
			    r->gpus_needed, r->tensor_parallel,
			    r->pipeline_parallel, r->attention_data_parallel);
			{
				char y2[1024];

				snprintf(y2, sizeof(y2), y, t[i].model,
				    t[i].prompt, t[i].ctx, t[i].target,
				    t[i].extra, ", output_tokens_cv: 1.25");
				s2 = mk(y2);
			}
			assert_true(sizing_workload(s2, &s2->workloads[0], g,
			    8, r->gpus_needed, &p2));
			assert_int_equal(p2.r.spread_cv == 0, 1);
			if (fabs(p2.r.tokens_per_s_per_seq -
			    r->spread_tokens_per_s_per_seq) > 1e-9 *
			    r->spread_tokens_per_s_per_seq)
				fail_msg("row %zu (%s): risk %g tokens/s, stated "
				    "spread %g", i, t[i].model,
				    r->spread_tokens_per_s_per_seq,
				    p2.r.tokens_per_s_per_seq);
			scenario_free(s2);
		}
		scenario_free(sc);
	}
}

/* The user's precision is kept: bf16 is never quantised silently. */
static void
test_precision_respected(void **state)
{
	struct diag_list dl = { 0 };
	struct scenario *sc = mk("workloads:\n"
	    "  - {name: s, type: llm-inference, model: llama-3.1-70b}\n");
	struct result r;

	(void)state;
	assert_true(size(sc, &r, &dl));
	/* bf16 weights: 141.2 GB over all replicas at least */
	assert_true(r.rec.wr[0].mem.weights >= 141.2e9 - 1);
	result_free(&r);
	diag_free(&dl);
	scenario_free(sc);
}

/* Seed: real-time vision at the line gets a frugal inference card, not a
 * training GPU. */
static void
test_vision_gets_inference_card(void **state)
{
	static const char *const w[] = {
		"{name: v, type: vision-inference, gflops_per_image: 8.2, "
		    "images_per_s: 400, latency_ms: 20, precision: int8}",
		"{name: v, type: vision-inference, gflops_per_image: 30, "
		    "images_per_s: 100, latency_ms: 10}",
		"{name: v, type: vision-inference, gflops_per_image: 4, "
		    "images_per_s: 2000}",
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(w) / sizeof(w[0]); i++) {
		char y[512];
		struct diag_list dl = { 0 };
		struct scenario *sc;
		struct result r;

		snprintf(y, sizeof(y), "workloads:\n  - %s\n", w[i]);
		sc = mk(y);
		assert_true(size(sc, &r, &dl));
		if (r.rec.gpu->class != GPU_CLASS_INFERENCE)
			fail_msg("vision case %zu: %s is not an inference card",
			    i, r.rec.gpu->id);
		result_free(&r);
		diag_free(&dl);
		scenario_free(sc);
	}
}

/* Seed: simulation needs FP64; it never gets a GPU whose FP64 is cut. */
static void
test_fp64_never_cut(void **state)
{
	static const struct {
		double	tflops;		/* FP64 sustained */
		double	gb;		/* working set */
	} t[] = { { 0.2, 5 }, { 1, 20 }, { 5, 100 }, { 50, 300 },
	    { 200, 1000 } };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		char y[512];
		struct diag_list dl = { 0 };
		struct scenario *sc;
		struct result r;

		snprintf(y, sizeof(y), "workloads:\n  - {name: f, type: "
		    "simulation, fp64_tflops: %g, memory_gb: %g}\n", t[i].tflops,
		    t[i].gb);
		sc = mk(y);
		assert_true(size(sc, &r, &dl));
		if (speed_fp64_cut(r.rec.gpu))
			fail_msg("%g TFLOPS: %s has its FP64 cut", t[i].tflops,
			    r.rec.gpu->id);
		assert_true(r.rec.wr[0].fp64_tflops >= t[i].tflops);
		result_free(&r);
		diag_free(&dl);
		scenario_free(sc);
	}
	/* the cut parts are recognised as such */
	assert_true(speed_fp64_cut(catalog_gpu(cat, "b300")));
	assert_true(speed_fp64_cut(catalog_gpu(cat, "l4")));
	assert_true(speed_fp64_cut(catalog_gpu(cat, "l40s")));
	assert_true(speed_fp64_cut(catalog_gpu(cat, "rtx-pro-6000")));
	assert_true(speed_fp64_cut(catalog_gpu(cat, "rtx-6000-ada")));
	assert_false(speed_fp64_cut(catalog_gpu(cat, "h100")));
	assert_false(speed_fp64_cut(catalog_gpu(cat, "mi300x")));
}

/* A 70B full fine-tune does not fit one 8 x H200 node without
 * offloading: pinned, it says so; searched within 8 GPUs, nothing fits;
 * searched freely, it takes two nodes or bigger GPUs. */
static void
test_full_ft_70b_needs_offload(void **state)
{
	static const char *wl = "workloads:\n"
	    "  - {name: full-ft, type: llm-finetune, model: llama-3.1-70b, "
	    "method: full, dataset_tokens: 100M}\n";
	char y[1024];
	struct diag_list dl = { 0 };
	struct scenario *sc;
	struct result r;

	(void)state;
	snprintf(y, sizeof(y), "%shardware: {gpu: h200, gpus: 8}\n", wl);
	sc = mk(y);
	assert_false(size(sc, &r, &dl));
	assert_non_null(r.rec.gpu);		/* pinned: still the rec */
	assert_int_equal(r.rec.gpus, 8);
	assert_false(r.rec.wr[0].fits);
	assert_int_equal(r.rec.wr[0].failed, CON_MEMORY);
	assert_true(r.rec.wr[0].offload_needed);
	assert_true(r.rec.wr[0].mem.per_gpu > 141e9);
	assert_true(has_advice(&r, ADV_OFFLOAD_NEEDED));
	assert_true(has_advice(&r, ADV_PINNED_DOES_NOT_FIT));
	/* the miss comes first and names its workload (1-based) */
	assert_int_equal(r.advice[0].kind, ADV_PINNED_DOES_NOT_FIT);
	assert_true(r.advice[0].a == 1);
	assert_true(has_diag(&dl, W_DOES_NOT_FIT, "offload"));
	assert_int_equal(dl.count[DIAG_ERROR], 0);
	result_free(&r);
	diag_free(&dl);
	scenario_free(sc);

	snprintf(y, sizeof(y), "%sconstraints: {gpus: [h200], max_gpus: 8}\n",
	    wl);
	sc = mk(y);
	assert_false(size(sc, &r, &dl));
	assert_null(r.rec.gpu);
	assert_int_equal(r.infeasible_because, CON_MAX_GPUS);
	assert_true(has_diag(&dl, D_NO_FEASIBLE, "max_gpus 8 x 141 GiB"));
	result_free(&r);
	diag_free(&dl);
	scenario_free(sc);

	snprintf(y, sizeof(y), "%sconstraints: {gpus: [h200]}\n", wl);
	sc = mk(y);
	assert_true(size(sc, &r, &dl));
	assert_true(r.rec.gpus >= 16);
	assert_true(r.rec.host.rdma);
	assert_true(r.rec.wr[0].fits);
	result_free(&r);
	diag_free(&dl);
	scenario_free(sc);
}

/* Infeasible scenarios name the constraint and the shortfall, at the
 * workload's position. */
static void
test_infeasible_messages(void **state)
{
	static const struct {
		const char	*yaml;
		enum constraint	 because;
		const char	*needle;	/* in the D_NO_FEASIBLE message */
		int		 line;		/* where it is reported */
	} t[] = {
		{ "workloads:\n  - {name: big, type: llm-inference, "
		    "model: llama-3.1-405b}\n"
		    "constraints: {gpus: [mi300x], max_gpus: 4}\n",
		    CON_MAX_GPUS, "max_gpus 4 x 192 GiB (185.5 GB usable) = 742 GB usable", 6 },
		{ "workloads:\n  - {name: big, type: llm-inference, "
		    "model: llama-3.1-405b}\n"
		    "constraints: {gpus: [l40s]}\n",
		    CON_MEMORY, "GB of GPU memory", 5 },
		{ "workloads:\n  - {name: f, type: simulation, fp64_tflops: 1, "
		    "memory_gb: 10}\n"
		    "constraints: {gpus: [l4, b300]}\n",
		    CON_FP64, "FP64 cut", 5 },
		{ "workloads:\n  - {name: s, type: llm-inference, "
		    "model: llama-3.1-8b}\n"
		    "constraints: {budget: 1000}\n",
		    CON_BUDGET, "the budget is", 6 },
		{ "workloads:\n  - {name: s, type: llm-inference, "
		    "model: llama-3.1-70b}\n"
		    "constraints: {max_power_kw: 0.5}\n",
		    CON_POWER, "max_power_kw is 0.5 kW", 6 },
		{ "workloads:\n  - {name: v, type: vision-inference, "
		    "gflops_per_image: 500, images_per_s: 1, latency_ms: 0.1}\n",
		    CON_LATENCY, "ms per image", 5 },
		{ "workloads:\n  - {name: s, type: llm-inference, "
		    "model: llama-3.1-70b, output_tokens_per_s: 2000}\n",
		    CON_BANDWIDTH, "tokens/s per sequence", 5 },
		{ "workloads:\n  - {name: p, type: llm-pretrain, "
		    "model: llama-3.1-405b, dataset_tokens: 15T, "
		    "deadline_hours: 24}\n",
		    CON_DEADLINE, "deadline", 5 },
		/* no deadline: the month's runs are what misses */
		{ "workloads:\n  - {name: p, type: llm-pretrain, "
		    "model: llama-3.1-405b, dataset_tokens: 15T}\n",
		    CON_MONTH, "runs a month", 5 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct diag_list dl = { 0 };
		struct scenario *sc = mk(t[i].yaml);
		struct result r;
		size_t k;
		int found = 0;

		assert_false(size(sc, &r, &dl));
		assert_null(r.rec.gpu);
		if (r.infeasible_because != t[i].because)
			fail_msg("case %zu: because %s, want %s", i,
			    constraint_names[r.infeasible_because],
			    constraint_names[t[i].because]);
		for (k = 0; k < dl.n; k++)
			if (dl.v[k].code == D_NO_FEASIBLE &&
			    strstr(dl.v[k].msg, t[i].needle) != NULL) {
				found = 1;
				/* at the limit that was missed, else at the
				 * workload's list item */
				assert_int_equal(dl.v[k].line, t[i].line);
			}
		if (!found)
			fail_msg("case %zu: no finding with '%s' (first: %s)", i,
			    t[i].needle, dl.n ? dl.v[0].msg : "none");
		result_free(&r);
		diag_free(&dl);
		scenario_free(sc);
	}
}

/* The TCO input of a candidate: IT power, capex, cloud price, tokens. */
static void
test_tco_input(void **state)
{
	struct diag_list dl = { 0 };
	struct scenario *sc = mk("workloads:\n"
	    "  - {name: s, type: llm-inference, model: llama-3.1-8b}\n"
	    "constraints: {gpus: [l40s]}\n"
	    "economics: {cloud: {tier: hyperscaler}}\n");
	struct result r;
	struct tco_input in;
	struct econ_resolved e;
	struct candidate c;
	double v;

	(void)state;
	assert_true(size(sc, &r, &dl));
	pricing_economics(sc, &cat->prices, &e);
	assert_true(sizing_tco_input(sc, &e, cat, &cat->prices, &r.rec, &in));
	assert_int_equal(in.gpus, r.rec.gpus);
	assert_near(in.capex_hw, r.rec.capex_hw, 1e-6);
	assert_near(in.max_kw, r.rec.gpus * 0.350 +
	    r.rec.nodes * r.rec.host.host_power_kw, 1e-9);
	assert_near(in.idle_kw, r.rec.gpus * 0.035 +
	    r.rec.nodes * r.rec.host.host_power_kw, 1e-9);
	assert_true(pricing_cloud(sc, &cat->prices, cat, r.rec.gpu_index,
	    TIER_HYPERSCALER, &v, NULL));
	assert_near(in.cloud_gpu_hour, v, 1e-9);
	assert_near(in.tokens_per_s, r.rec.wr[0].tokens_per_s, 1e-9);
	assert_true(in.tokens_per_s > 0);
	/* a GPU without a hyperscaler price: NAN */
	c = r.rec;
	c.gpu_index = catalog_gpu_index(cat, "mi355x");
	c.gpu = &cat->gpus[c.gpu_index];
	assert_true(sizing_tco_input(sc, &e, cat, &cat->prices, &c, &in));
	assert_true(isnan(in.cloud_gpu_hour));
	result_free(&r);
	diag_free(&dl);
	scenario_free(sc);
}

/* Host sizing of the recommendation follows the seeds' rules. */
static void
test_host_rules(void **state)
{
	struct diag_list dl = { 0 };
	struct scenario *sc = mk("workloads:\n"
	    "  - {name: ft, type: llm-finetune, model: llama-3.1-8b, "
	    "method: full, dataset_tokens: 1B}\n"
	    "  - {name: r, type: rag, vectors: 10M, dimensions: 1024}\n");
	struct result r;
	const struct host_spec *h;

	(void)state;
	assert_true(size(sc, &r, &dl));
	h = &r.rec.host;
	/* RAM >= 2 x the node's GPU memory + the vector index */
	assert_true(h->ram_gb >= 2 * r.rec.gpu->memory_gb *
	    (r.rec.gpus < r.rec.gpus_per_node ? r.rec.gpus :
	    r.rec.gpus_per_node) + r.rec.wr[1].mem.vector_index_ram / 1e9);
	assert_true(h->cpu_cores >= 16);
	assert_true(h->nvme_checkpoint_tb > 0);	/* training: checkpoints */
	assert_int_equal(h->nic_gbps, 100);	/* training node */
	assert_true(h->node_power_kw > h->host_power_kw);
	result_free(&r);
	diag_free(&dl);
	scenario_free(sc);
}

/* Seed: under ~100 GPU-hours a month, renting wins: advised. */
static void
test_rent_advice(void **state)
{
	struct diag_list dl = { 0 };
	struct scenario *sc = mk("workloads:\n"
	    "  - {name: s, type: llm-inference, model: llama-3.1-8b}\n"
	    "economics: {utilisation: {low: 0.01, medium: 0.03, high: 0.05}}\n");
	struct result r;

	(void)state;
	assert_true(size(sc, &r, &dl));
	assert_true(r.rec.gpus * 730 * 0.03 < 100);
	assert_true(has_advice(&r, ADV_RENT_BELOW_100H));
	result_free(&r);
	diag_free(&dl);
	scenario_free(sc);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_example_scenarios),
		cmocka_unit_test(test_qlora_70b_fits_one_h200),
		cmocka_unit_test(test_fp4_halves_gpus),
		cmocka_unit_test(test_answer_spread_risk),
		cmocka_unit_test(test_precision_respected),
		cmocka_unit_test(test_vision_gets_inference_card),
		cmocka_unit_test(test_fp64_never_cut),
		cmocka_unit_test(test_full_ft_70b_needs_offload),
		cmocka_unit_test(test_infeasible_messages),
		cmocka_unit_test(test_tco_input),
		cmocka_unit_test(test_host_rules),
		cmocka_unit_test(test_rent_advice),
	};

	return cmocka_run_group_tests(tests, test_catalog_setup, test_catalog_teardown);
}
