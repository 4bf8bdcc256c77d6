/*
 * test_layout.c: the layout of an llm-inference replica (issue 13 item
 * 2): tensor parallelism within a node, pipeline stages, replicas,
 * chosen by cost and then latency, never by the order of the search;
 * the pinned hardware.tensor_parallel / pipeline_parallel; data-parallel
 * attention and expert parallelism for a mixture of experts; the card's
 * real bytes and constraints.gpu_memory_utilization; the throughput
 * headroom.  Table-driven over scenarios as a user writes them.
 */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>

#include "engine/sizing.h"

/* A scenario around body (workloads and other sections). */
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

/* Size sc into *r (caller frees r with result_free). */
static int
size(const struct scenario *sc, struct result *r)
{
	struct econ_resolved e;
	struct diag_list dl = { 0 };
	int ok;

	pricing_economics(sc, &cat->prices, &e);
	memset(r, 0, sizeof(*r));
	ok = sizing_run(sc, cat, &cat->prices, &e, r, &dl);
	diag_free(&dl);
	return ok;
}

/* The first workload of the scenario around body, sized into *r; *sc
 * holds the scenario (caller frees both with result_free and
 * scenario_free). */
static const struct workload_result *
sized(const char *body, struct scenario **sc, struct result *r)
{
	*sc = mk(body);
	size(*sc, r);
	assert_non_null(r->rec.gpu);
	return &r->rec.wr[0];
}

/* Load YAML text with its findings into *dl; the scenario or NULL. */
static struct scenario *
load_dl(const char *yaml, struct diag_list *dl)
{
	struct ydoc *doc = NULL;
	struct scenario *s = NULL;

	if (ydoc_load_buffer("test.yaml", yaml, strlen(yaml), &doc, dl) ==
	    YLOAD_OK)
		s = scenario_from_doc(doc, cat, dl);
	ydoc_free(doc);
	return s;
}

#define W70(prec, conc) \
	"workloads:\n  - {name: chat, type: llm-inference, " \
	"model: llama-3.3-70b, precision: " prec ", context_tokens: 4096, " \
	"prompt_tokens: 1024, concurrent_sequences: " conc ", " \
	"output_tokens_per_s: 10}\n"

#define DSR1(conc) \
	"workloads:\n  - {name: r1, type: llm-inference, " \
	"model: deepseek-r1, precision: fp8, context_tokens: 8192, " \
	"prompt_tokens: 4096, concurrent_sequences: " conc ", " \
	"output_tokens_per_s: 15}\n"

/* The layout the engine picks or honours, and what it must report. */
static void
test_layout_choice(void **state)
{
	static const struct {
		const char	*yaml;
		int		 fits, gpus, tp, pp, replicas;
		int		 dp, ep;	/* 0 = 1: no attention ranks, sliced experts */
	} t[] = {
		/* 70B FP16 on 2 x H100: 141 GB of weights need both GPUs;
		 * at equal GPU count tensor parallelism is faster than two
		 * pipeline stages, so TP 2, PP 1 (was PP 2 by loop order) */
		{ W70("bf16", "4") "hardware: {gpu: h100, gpus: 2}\n",
		    1, 2, 2, 1, 1 },
		/* the same searched: 2 GPUs are the fewest; TP 2 again */
		{ W70("bf16", "4") "constraints: {gpus: [h100]}\n",
		    1, 2, 2, 1, 1 },
		/* pinned layout: two pipeline stages as asked */
		{ W70("bf16", "4") "hardware: {gpu: h100, gpus: 2, "
		    "pipeline_parallel: 2}\n", 1, 2, 1, 2, 1 },
		/* pinned TP 2 on 8 GPUs: every pinned GPU serves, 4 replicas */
		{ W70("fp8", "16") "hardware: {gpu: h100, gpus: 8, "
		    "tensor_parallel: 2}\n", 1, 8, 2, 1, 4 },
		/* pinned TP 1 cannot hold 70B FP16 on one 80 GiB card */
		{ W70("bf16", "4") "hardware: {gpu: h100, gpus: 2, "
		    "tensor_parallel: 1}\n", 0, 0, 1, 1, 0 },
		/* FP8 70B fits one H100 (70.6 GB of 77.3 usable) */
		{ W70("fp8", "1") "constraints: {gpus: [h100]}\n",
		    1, 1, 1, 1, 1 },
		/* a memory fraction of 0.8 (68.7 GB usable) no longer holds
		 * it: two GPUs, tensor parallel */
		{ W70("fp8", "1") "constraints: {gpus: [h100], "
		    "gpu_memory_utilization: 0.8}\n", 1, 2, 2, 1, 1 },
		/* A mixture of experts with MLA (DeepSeek-R1, one latent KV
		 * per token that tensor parallelism copies to every GPU):
		 * data-parallel attention keeps each sequence's cache on one
		 * GPU, so 256 sequences of 8k fit 8 x MI300X, which tensor
		 * parallelism alone cannot hold; the search finds that
		 * layout itself, and a pinned one is honoured */
		{ DSR1("256") "hardware: {gpu: mi300x, gpus: 8, "
		    "tensor_parallel: 8}\n", 0, 0, 8, 1, 0, 1, 1 },
		{ DSR1("256") "hardware: {gpu: mi300x, gpus: 8, "
		    "tensor_parallel: 8, attention_data_parallel: 8}\n",
		    1, 8, 8, 1, 1, 8, 1 },
		{ DSR1("256") "hardware: {gpu: mi300x, gpus: 8, "
		    "tensor_parallel: 8, attention_data_parallel: 8, "
		    "expert_parallel: 8}\n", 1, 8, 8, 1, 1, 8, 8 },
		/* searched: the data-parallel layout on 8 GPUs, experts
		 * sliced (whole-expert placement is never chosen) */
		{ DSR1("256") "constraints: {gpus: [mi300x]}\n",
		    1, 8, 8, 1, 1, 8, 1 },
		/* one user: the weights alone decide, 4 GPUs (168 GB each
		 * of 172.8 usable), where plain tensor parallelism is the
		 * faster layout */
		{ DSR1("1") "constraints: {gpus: [mi300x]}\n",
		    1, 4, 4, 1, 1, 1, 1 },
		/* attention_data_parallel: 1 alone keeps the search to
		 * plain layouts (it pins no tensor_parallel): 256 sequences
		 * no longer fit the 8 pinned GPUs */
		{ DSR1("256") "hardware: {gpu: mi300x, gpus: 8, "
		    "attention_data_parallel: 1}\n", 0, 0, 8, 1, 0, 1, 1 },
		/* a dense model has no experts to split: the keys are
		 * ignored (a warning) and it runs tensor parallel 8 */
		{ W70("fp8", "16") "hardware: {gpu: h100, gpus: 8, "
		    "tensor_parallel: 8, attention_data_parallel: 8, "
		    "expert_parallel: 8}\n", 1, 8, 8, 1, 1, 1, 1 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct scenario *sc;
		struct result r;
		const struct workload_result *w = sized(t[i].yaml, &sc, &r);

		if (w->fits != t[i].fits || w->gpus_needed != t[i].gpus ||
		    w->tensor_parallel != t[i].tp ||
		    w->pipeline_parallel != t[i].pp ||
		    w->replicas != t[i].replicas ||
		    w->attention_data_parallel != (t[i].dp ? t[i].dp : 1) ||
		    w->expert_parallel != (t[i].ep ? t[i].ep : 1))
			fail_msg("case %zu: fits %d gpus %d tp %d pp %d reps %d "
			    "dp %d ep %d, want %d %d %d %d %d %d %d", i, w->fits,
			    w->gpus_needed, w->tensor_parallel,
			    w->pipeline_parallel, w->replicas,
			    w->attention_data_parallel, w->expert_parallel,
			    t[i].fits, t[i].gpus, t[i].tp, t[i].pp,
			    t[i].replicas, t[i].dp ? t[i].dp : 1,
			    t[i].ep ? t[i].ep : 1);
		if (w->fits)
			assert_int_equal(w->gpus_per_replica * w->replicas,
			    w->gpus_needed);
		result_free(&r);
		scenario_free(sc);
	}
}

/* Tensor parallelism beats two pipeline stages per sequence on the same
 * two GPUs, and overlapping stages keep the aggregate of two stages at
 * least that of one GPU's worth of batches. */
static void
test_tp_faster_than_pp(void **state)
{
	struct scenario *a = mk(W70("bf16", "4")
	    "hardware: {gpu: h100, gpus: 2, tensor_parallel: 2}\n");
	struct scenario *b = mk(W70("bf16", "4")
	    "hardware: {gpu: h100, gpus: 2, pipeline_parallel: 2}\n");
	struct result ra, rb;

	(void)state;
	size(a, &ra);
	size(b, &rb);
	assert_true(ra.rec.wr[0].fits && rb.rec.wr[0].fits);
	assert_true(ra.rec.wr[0].tokens_per_s_per_seq >
	    1.5 * rb.rec.wr[0].tokens_per_s_per_seq);
	result_free(&ra);
	result_free(&rb);
	scenario_free(a);
	scenario_free(b);
}

/* The recommendation meets the throughput headroom: aggregate decode
 * capacity >= (1 + headroom) x concurrent_sequences x the target. */
static void
test_throughput_headroom(void **state)
{
	static const char *const h[] = { "0", "15", "50" };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(h) / sizeof(h[0]); i++) {
		char y[1024];
		struct scenario *sc;
		struct result r;
		double need;

		snprintf(y, sizeof(y), "workloads:\n  - {name: chat, type: "
		    "llm-inference, model: llama-3.1-8b, concurrent_sequences: "
		    "64, output_tokens_per_s: 45}\nconstraints: "
		    "{throughput_headroom_pct: %s}\n", h[i]);
		sc = mk(y);
		assert_true(size(sc, &r));
		need = 64 * 45 * (1 + atof(h[i]) / 100);
		if (!(r.rec.wr[0].tokens_per_s >= need * (1 - 1e-9)))
			fail_msg("headroom %s %%: %.1f tokens/s, need %.1f",
			    h[i], r.rec.wr[0].tokens_per_s, need);
		/* the headroom decides: without it the cheapest system has
		 * less than 15 % over the demand */
		if (i == 0)
			assert_true(r.rec.wr[0].tokens_per_s < 64 * 45 * 1.15);
		result_free(&r);
		scenario_free(sc);
	}
}

/* What sized one replica over several GPUs: memory where no layout with
 * fewer GPUs holds the weights and every sequence's KV cache, else the
 * speed fewer GPUs missed. */
static void
test_replica_binding(void **state)
{
	static const struct {
		const char	*yaml;
		int		 gpus;
		enum constraint	 want;
	} t[] = {
		/* 48 sequences of 8k: 138 GB, one 94 GB card cannot hold
		 * them (the chat example) */
		{ "workloads:\n  - {name: chat, type: llm-inference, model: "
		    "llama-3.1-70b, precision: fp8, kv_precision: fp8, "
		    "context_tokens: 8192, prompt_tokens: 6144, "
		    "concurrent_sequences: 48, output_tokens_per_s: 20}\n"
		    "constraints: {gpus: [h100-nvl]}\n", 2, CON_MEMORY },
		/* one sequence fits one H100 (70.6 of 77.3 GB) but reads
		 * too slowly for 40 tokens/s */
		{ "workloads:\n  - {name: chat, type: llm-inference, model: "
		    "llama-3.3-70b, precision: fp8, context_tokens: 4096, "
		    "prompt_tokens: 1024, concurrent_sequences: 1, "
		    "output_tokens_per_s: 40}\n"
		    "constraints: {gpus: [h100]}\n", 2, CON_BANDWIDTH },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct scenario *sc;
		struct result r;
		const struct workload_result *w = sized(t[i].yaml, &sc, &r);

		if (w->gpus_needed != t[i].gpus || w->binding != t[i].want)
			fail_msg("case %zu: %d GPUs sized by %s, want %d by %s", i,
			    w->gpus_needed, constraint_names[w->binding],
			    t[i].gpus, constraint_names[t[i].want]);
		result_free(&r);
		scenario_free(sc);
	}
}

/* Bad layouts are findings at their key. */
static void
test_layout_keys_checked(void **state)
{
	static const struct {
		const char	*hw;
		const char	*needle;
		int		 line;
	} t[] = {
		{ "hardware: {gpu: h100, gpus: 6, tensor_parallel: 4}\n",
		    "must divide hardware.gpus (6)", 6 },
		{ "hardware: {gpu: h100, gpus: 16, tensor_parallel: 16}\n",
		    "exceeds the 8 GPUs", 6 },
		{ "hardware: {gpu: h100, gpus: 4, pipeline_parallel: 0}\n",
		    "pipeline_parallel", 6 },
		/* the attention ranks share one tensor-parallel group */
		{ "hardware: {gpu: h100, gpus: 8, tensor_parallel: 8, "
		    "attention_data_parallel: 3}\n",
		    "attention_data_parallel 3 must divide tensor_parallel (8)",
		    6 },
		{ "hardware: {gpu: h100, gpus: 8, expert_parallel: 8}\n",
		    "expert_parallel 8 needs tensor_parallel: its ranks share",
		    6 },
		{ "hardware: {gpu: h100, gpus: 16, tensor_parallel: 8, "
		    "pipeline_parallel: 2, attention_data_parallel: 8}\n",
		    "needs pipeline_parallel 1 (it is 2)", 6 },
		/* a dense model has no experts to place */
		{ "hardware: {gpu: h100, gpus: 8, tensor_parallel: 8, "
		    "expert_parallel: 8}\n",
		    "expert_parallel 8 is ignored: no llm-inference workload "
		    "serves a mixture-of-experts model", 6 },
	};
	size_t i, k;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		char y[2048];
		struct diag_list dl = { 0 };
		struct scenario *sc;
		int found = 0;

		snprintf(y, sizeof(y), "gpuplan: 1\nid: t\ncustomer: {name: T}\n"
		    W70("bf16", "4") "%s", t[i].hw);
		sc = load_dl(y, &dl);
		for (k = 0; k < dl.n; k++)
			if (strstr(dl.v[k].msg, t[i].needle) != NULL &&
			    dl.v[k].line == t[i].line)
				found = 1;
		if (!found)
			fail_msg("case %zu: no finding '%s' at line %d (first: "
			    "%s)", i, t[i].needle, t[i].line, dl.n ?
			    dl.v[0].msg : "none");
		scenario_free(sc);
		diag_free(&dl);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_layout_choice),
		cmocka_unit_test(test_tp_faster_than_pp),
		cmocka_unit_test(test_throughput_headroom),
		cmocka_unit_test(test_layout_keys_checked),
		cmocka_unit_test(test_replica_binding),
	};

	return cmocka_run_group_tests(tests, test_catalog_setup,
	    test_catalog_teardown);
}
