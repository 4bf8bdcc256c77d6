/*
 * test_rules.c: the rules issue 13 sets for every proposal, checked on
 * the JSON a user gets (render/json.c) for every example scenario and
 * for generated ones:
 *
 * - alternatives (item 6): no alternative repeats the recommendation or
 *   another alternative (same GPU and count); each kind is one of
 *   fewer-gpus, lower-capex, other-vendor, more-headroom, faster, and
 *   true: fewer-gpus has fewer GPUs, lower-capex a lower capex,
 *   other-vendor another vendor, more-headroom more of the same GPU;
 * - hybrid (item 4): own_gpus is a multiple of the GPUs one replica
 *   needs, own_nodes a whole number of nodes of a node shape of the GPU,
 *   at most the recommendation; owning all of it costs its capex;
 * - headroom (item 5): the aggregate decode throughput of every
 *   llm-inference workload is at least (1 + throughput_headroom_pct) x
 *   the demand.
 */
#include "testutil.h"

#include <jansson.h>
#include <math.h>

#include "engine/engine.h"
#include "input/scenario_load.h"
#include "render/json.h"

static const char *const examples[] = {
	"scenarios/amd-inference-405b.yaml",
	"scenarios/chat-assistent-vertrieb.yaml",
	"scenarios/dev-box.yaml",
	"scenarios/fem-simulation.yaml",
	"scenarios/finetune-70b-wissen.yaml",
	"scenarios/rag-knowledge-base.yaml",
	"scenarios/vision-linie-3.yaml",
};

/* Integer member k of o, or -1. */
static long long
jint(const json_t *o, const char *k)
{
	const json_t *v = json_object_get(o, k);

	return json_is_integer(v) ? json_integer_value(v) : -1;
}

/* Number member k of o, or NAN. */
static double
jnum(const json_t *o, const char *k)
{
	const json_t *v = json_object_get(o, k);

	return json_is_number(v) ? json_number_value(v) : NAN;
}

/* String member k of o, or "". */
static const char *
jstr(const json_t *o, const char *k)
{
	const json_t *v = json_object_get(o, k);

	return json_is_string(v) ? json_string_value(v) : "";
}

/* 1 if n is one of g's node shapes. */
static int
is_shape(const struct gpu *g, long long n)
{
	size_t i;

	for (i = 0; i < g->n_node_gpus; i++)
		if (g->node_gpus[i] == n)
			return 1;
	return 0;
}

/* Check the alternatives of the JSON document d (scenario `what`). */
static void
check_alternatives(const char *what, const json_t *d)
{
	static const char *const kinds[] = { "fewer-gpus", "lower-capex",
	    "other-vendor", "more-headroom", "faster" };
	const json_t *rec = json_object_get(d, "recommendation");
	const json_t *alts = json_object_get(d, "alternatives");
	size_t i, j, k;

	for (i = 0; i < json_array_size(alts); i++) {
		const json_t *a = json_array_get(alts, i);
		const char *kind = jstr(a, "kind");

		for (k = 0; k < 5 && strcmp(kind, kinds[k]) != 0; k++)
			;
		if (k == 5)
			fail_msg("%s: alternative kind '%s'", what, kind);
		if (strcmp(jstr(a, "gpu"), jstr(rec, "gpu")) == 0 &&
		    jint(a, "gpus") == jint(rec, "gpus"))
			fail_msg("%s: %s repeats the recommendation (%lld x %s)",
			    what, kind, jint(a, "gpus"), jstr(a, "gpu"));
		for (j = 0; j < i; j++) {
			const json_t *b = json_array_get(alts, j);

			if (strcmp(jstr(a, "gpu"), jstr(b, "gpu")) == 0 &&
			    jint(a, "gpus") == jint(b, "gpus"))
				fail_msg("%s: %s repeats %s (%lld x %s)", what,
				    kind, jstr(b, "kind"), jint(a, "gpus"),
				    jstr(a, "gpu"));
		}
		if (strcmp(kind, "fewer-gpus") == 0 &&
		    !(jint(a, "gpus") < jint(rec, "gpus")))
			fail_msg("%s: fewer-gpus has %lld GPUs, the "
			    "recommendation %lld", what, jint(a, "gpus"),
			    jint(rec, "gpus"));
		if (strcmp(kind, "lower-capex") == 0 &&
		    !(jnum(a, "capex") < jnum(rec, "capex")))
			fail_msg("%s: lower-capex costs %.2f, the "
			    "recommendation %.2f", what, jnum(a, "capex"),
			    jnum(rec, "capex"));
		if (strcmp(kind, "other-vendor") == 0 &&
		    strcmp(jstr(a, "vendor"), jstr(rec, "vendor")) == 0)
			fail_msg("%s: other-vendor is %s like the "
			    "recommendation", what, jstr(a, "vendor"));
		if (strcmp(kind, "more-headroom") == 0 &&
		    (strcmp(jstr(a, "gpu"), jstr(rec, "gpu")) != 0 ||
		    !(jint(a, "gpus") > jint(rec, "gpus"))))
			fail_msg("%s: more-headroom is %lld x %s", what,
			    jint(a, "gpus"), jstr(a, "gpu"));
	}
}

/* Check every hybrid option of d: whole replicas on whole nodes. */
static void
check_hybrid(const char *what, const json_t *d)
{
	const json_t *rec = json_object_get(d, "recommendation");
	const json_t *wls = json_object_get(d, "workloads");
	const json_t *cases = json_object_get(json_object_get(d, "tco"),
	    "scenarios");
	const struct gpu *g = catalog_gpu(cat, jstr(rec, "gpu"));
	long long unit = 1;
	size_t i, j;

	assert_non_null(g);
	for (i = 0; i < json_array_size(wls); i++) {
		const json_t *w = json_array_get(wls, i);

		if (jint(w, "gpus_needed") > 0 &&
		    jint(w, "gpus_per_replica") > unit)
			unit = jint(w, "gpus_per_replica");
	}
	for (i = 0; i < json_array_size(cases); i++) {
		const json_t *opts = json_object_get(json_array_get(cases, i),
		    "options");

		for (j = 0; j < json_array_size(opts); j++) {
			const json_t *o = json_array_get(opts, j);
			long long og = jint(o, "own_gpus"), on = jint(o,
			    "own_nodes");

			if (strcmp(jstr(o, "model"), "hybrid") != 0)
				continue;
			if (og < 1 || og % unit != 0 || og > jint(rec, "gpus"))
				fail_msg("%s: the hybrid owns %lld GPUs; one "
				    "replica is %lld, the system %lld", what, og,
				    unit, jint(rec, "gpus"));
			if (on < 1 || on > jint(rec, "nodes"))
				fail_msg("%s: the hybrid owns %lld nodes of %lld",
				    what, on, jint(rec, "nodes"));
			/* whole nodes: baseboards full, one node of a shape */
			if (strcmp(jstr(rec, "form_factor"), "pcie") != 0 &&
			    (og % on != 0 || !is_shape(g, og / on)))
				fail_msg("%s: %lld GPUs in %lld nodes is no %s "
				    "server shape", what, og, on, g->id);
			if (on > 1 && og % on != 0)
				fail_msg("%s: %lld GPUs do not fill %lld nodes",
				    what, og, on);
			if (json_is_number(json_object_get(o, "capex"))) {
				double cap = jnum(o, "capex");

				if (og == jint(rec, "gpus") &&
				    fabs(cap - jnum(rec, "capex")) > 0.01)
					fail_msg("%s: owning it all costs %.2f, "
					    "the system %.2f", what, cap,
					    jnum(rec, "capex"));
				if (og < jint(rec, "gpus") &&
				    !(cap >= og * jnum(rec, "price_gpu") &&
				    cap < jnum(rec, "capex")))
					fail_msg("%s: %lld own GPUs cost %.2f", what,
					    og, cap);
			}
		}
	}
}

/* Check that every llm-inference workload of sc has its headroom. */
static void
check_headroom(const char *what, const struct scenario *sc, const json_t *d)
{
	const json_t *wls = json_object_get(d, "workloads");
	size_t i;

	for (i = 0; i < sc->n_workloads && i < json_array_size(wls); i++) {
		const struct workload *w = &sc->workloads[i];
		const json_t *t = json_object_get(json_array_get(wls, i),
		    "throughput");
		double need = w->concurrent_sequences * w->output_tokens_per_s *
		    (1 + sc->constraints.throughput_headroom_pct / 100);

		if (w->type != WL_LLM_INFERENCE)
			continue;
		/* the JSON rounds to 1 decimal */
		if (!(jnum(t, "tokens_per_s") >= need - 0.05))
			fail_msg("%s: '%s' serves %.1f tokens/s, the demand "
			    "with headroom is %.1f", what, w->name,
			    jnum(t, "tokens_per_s"), need);
	}
}

/* Size sc, write its JSON and check every rule; returns 1 if sc had a
 * recommendation to check. */
static int
check_scenario(const char *what, const struct scenario *sc)
{
	struct result r;
	struct diag_list dl = { 0 };
	struct strbuf b = STRBUF_INIT;
	struct provenance pv = { "test", NULL };
	json_t *d;
	json_error_t err;
	int ok;

	memset(&r, 0, sizeof(r));
	ok = engine_run(sc, cat, &cat->prices, &r, &dl) && r.ok;
	if (ok) {
		result_json_write(&r, &pv, &b);
		d = json_loadb(b.s, b.len, 0, &err);
		if (d == NULL)
			fail_msg("%s: JSON: %s", what, err.text);
		check_alternatives(what, d);
		check_hybrid(what, d);
		if (sc->hw_gpu[0] == '\0')
			check_headroom(what, sc, d);
		json_decref(d);
	}
	sb_free(&b);
	result_free(&r);
	diag_free(&dl);
	return ok;
}

static void
test_examples(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(examples) / sizeof(examples[0]); i++) {
		struct diag_list dl = { 0 };
		struct scenario *sc = scenario_load(examples[i], cat, &dl, NULL);

		assert_non_null(sc);
		if (!check_scenario(examples[i], sc))
			fail_msg("%s: no recommendation", examples[i]);
		scenario_free(sc);
		diag_free(&dl);
	}
}

/* Generated scenarios: LLM inference over models, loads, speeds,
 * precisions and headrooms, some restricted to one vendor or to PCIe
 * cards, with a fine-tuning or embedding workload beside. */
static void
test_generated(void **state)
{
	static const char *const models[] = { "llama-3.1-8b", "llama-3.3-70b",
	    "llama-3.1-405b", "mixtral-8x7b", "qwen2.5-72b", "deepseek-v3" };
	static const char *const prec[] = { "bf16", "fp8", "int4" };
	static const int conc[] = { 1, 16, 200 };
	static const int speed[] = { 10, 30 };
	static const char *const extra[] = {
		"",
		"constraints: {vendors: [amd]}\n",
		"constraints: {gpus: [l40s, rtx-pro-6000, h100-nvl, "
		    "h200-nvl]}\n",
		"constraints: {throughput_headroom_pct: 40, "
		    "gpu_memory_utilization: 0.8}\n",
	};
	size_t m, p, c, v, e, n = 0, checked = 0;

	(void)state;
	for (m = 0; m < sizeof(models) / sizeof(models[0]); m++)
	for (p = 0; p < 3; p++)
	for (c = 0; c < 3; c++)
	for (v = 0; v < 2; v++)
	for (e = 0; e < sizeof(extra) / sizeof(extra[0]); e++) {
		char y[2048], what[160];
		struct scenario *sc;

		if ((m + p + c + v + e) % 3 != 0)
			continue;	/* a third of the grid, spread over it */
		snprintf(y, sizeof(y), "gpuplan: 1\nid: gen\ncustomer: {name: "
		    "T}\nworkloads:\n  - {name: chat, type: llm-inference, "
		    "model: %s, precision: %s, concurrent_sequences: %d, "
		    "output_tokens_per_s: %d}\n%s%s", models[m], prec[p],
		    conc[c], speed[v], (m + c) % 2 ? "  - {name: ft, type: "
		    "llm-finetune, model: llama-3.1-8b, method: lora, "
		    "dataset_tokens: 50M}\n" : "", extra[e]);
		snprintf(what, sizeof(what), "%s %s c%d s%d x%zu", models[m],
		    prec[p], conc[c], speed[v], e);
		sc = test_scenario(cat, y);
		assert_non_null(sc);
		checked += check_scenario(what, sc);
		scenario_free(sc);
		n++;
	}
	/* the rules were held against most of them, not vacuously */
	assert_true(n >= 60);
	assert_true(checked * 2 >= n);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_examples),
		cmocka_unit_test(test_generated),
	};

	return cmocka_run_group_tests(tests, test_catalog_setup,
	    test_catalog_teardown);
}
