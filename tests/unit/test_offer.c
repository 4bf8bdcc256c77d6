/*
 * test_offer.c: the options the proposal offers (engine/offer.c, issue
 * 12 items 3 and 6): the choice over a table of candidate lists, and on
 * every example scenario what the engine puts into struct offer.
 *
 * The rules: at most OFFER_MAX_OPTIONS options; none repeats the
 * recommendation (operating model, GPU and count) nor another option,
 * nor another option's kind; each has a capex and a TCO at medium
 * utilisation; cost per user and month is TCO / horizon / users, and
 * NAN without users.
 */
#include "testutil.h"

#include <math.h>

#include "engine/engine.h"
#include "engine/offer.h"

static const char *const examples[] = {
	"scenarios/amd-inference-405b.yaml",
	"scenarios/chat-assistent-vertrieb.yaml",
	"scenarios/dev-box.yaml",
	"scenarios/fem-simulation.yaml",
	"scenarios/finetune-70b-wissen.yaml",
	"scenarios/rag-knowledge-base.yaml",
	"scenarios/vision-linie-3.yaml",
};

/* A candidate: kind, model, GPU index, count. */
#define C(k, m, g, n)	{ .kind = (k), .model = (m), .gpu_index = (g), .gpus = (n) }

/* One row: the recommendation, the candidates in order, the kinds the
 * choice must return, in order. */
struct pick_row {
	const char		*name;
	struct offer_option	 rec;
	struct offer_option	 cand[6];
	size_t			 n;
	enum option_kind	 want[OFFER_MAX_OPTIONS];
	size_t			 n_want;
};

static const struct pick_row pick_rows[] = {
	{ "nothing to choose", C(OPTK_RECOMMENDED, OP_ON_PREM, 0, 4), { { 0 } },
	    0, { 0 }, 0 },
	{ "the first two of three",
	    C(OPTK_RECOMMENDED, OP_ON_PREM, 0, 4),
	    { C(OPTK_MORE_HEADROOM, OP_ON_PREM, 0, 8),
	      C(OPTK_OTHER_VENDOR, OP_ON_PREM, 3, 8),
	      C(OPTK_FEWER_GPUS, OP_ON_PREM, 1, 2) }, 3,
	    { OPTK_MORE_HEADROOM, OPTK_OTHER_VENDOR }, 2 },
	{ "the recommendation itself is skipped",
	    C(OPTK_RECOMMENDED, OP_ON_PREM, 0, 4),
	    { C(OPTK_MORE_HEADROOM, OP_ON_PREM, 0, 4),
	      C(OPTK_FEWER_GPUS, OP_ON_PREM, 1, 2) }, 2,
	    { OPTK_FEWER_GPUS }, 1 },
	{ "a recommendation-kind candidate is skipped",
	    C(OPTK_RECOMMENDED, OP_ON_PREM, 0, 4),
	    { C(OPTK_RECOMMENDED, OP_ON_PREM, 2, 4),
	      C(OPTK_RENT, OP_CLOUD, 0, 4) }, 2,
	    { OPTK_RENT }, 1 },
	{ "the same system twice is offered once",
	    C(OPTK_RECOMMENDED, OP_ON_PREM, 0, 4),
	    { C(OPTK_OTHER_VENDOR, OP_ON_PREM, 3, 8),
	      C(OPTK_FEWER_GPUS, OP_ON_PREM, 3, 8),
	      C(OPTK_RENT, OP_CLOUD, 0, 4) }, 3,
	    { OPTK_OTHER_VENDOR, OPTK_RENT }, 2 },
	{ "one kind once",
	    C(OPTK_RECOMMENDED, OP_ON_PREM, 0, 4),
	    { C(OPTK_RENT, OP_CLOUD, 0, 4),
	      C(OPTK_RENT, OP_CLOUD, 0, 8),
	      C(OPTK_HYBRID, OP_HYBRID, 0, 4) }, 3,
	    { OPTK_RENT, OPTK_HYBRID }, 2 },
	{ "renting recommended: buying the same system differs",
	    C(OPTK_RECOMMENDED, OP_CLOUD, 0, 2),
	    { C(OPTK_BUY, OP_ON_PREM, 0, 2),
	      C(OPTK_MORE_HEADROOM, OP_ON_PREM, 0, 3),
	      C(OPTK_OTHER_VENDOR, OP_ON_PREM, 4, 2) }, 3,
	    { OPTK_BUY, OPTK_MORE_HEADROOM }, 2 },
	{ "renting recommended: renting again is no option",
	    C(OPTK_RECOMMENDED, OP_CLOUD, 0, 2),
	    { C(OPTK_RENT, OP_CLOUD, 0, 2),
	      C(OPTK_FEWER_GPUS, OP_ON_PREM, 1, 1) }, 2,
	    { OPTK_FEWER_GPUS }, 1 },
};

static void
test_pick_table(void **state)
{
	size_t i, j, k, n;

	(void)state;
	for (i = 0; i < sizeof(pick_rows) / sizeof(pick_rows[0]); i++) {
		const struct pick_row *t = &pick_rows[i];
		struct offer_option out[OFFER_MAX_OPTIONS];

		memset(out, 0, sizeof(out));
		n = offer_pick(&t->rec, t->cand, t->n, out);
		if (n != t->n_want)
			fail_msg("%s: %zu options, want %zu", t->name, n,
			    t->n_want);
		for (j = 0; j < n; j++) {
			if (out[j].kind != t->want[j])
				fail_msg("%s: option %zu is %s, want %s", t->name,
				    j, option_kind_names[out[j].kind],
				    option_kind_names[t->want[j]]);
			for (k = 0; k < j; k++)
				assert_false(out[k].kind == out[j].kind);
		}
	}
	/* NULL in, nothing out */
	assert_int_equal(offer_pick(NULL, pick_rows[1].cand, 3, NULL), 0);
}

/* 1 if a and b offer the same operating model, GPU and count. */
static int
same(const struct offer_option *a, const struct offer_option *b)
{
	return a->model == b->model && a->gpu_index == b->gpu_index &&
	    a->gpus == b->gpus;
}

/* The rules on one example, with users (0: none) set on its scenario;
 * returns the number of options. */
static size_t
check_example(const char *path, int users)
{
	struct diag_list dl = { 0 };
	struct scenario *sc = scenario_load(path, cat, &dl, NULL);
	struct result r;
	const struct offer *of;
	size_t i, j, n;
	double h;

	assert_non_null(sc);
	sc->customer_users = users;
	memset(&r, 0, sizeof(r));
	assert_true(engine_run(sc, cat, &cat->prices, &r, &dl));
	of = &r.offer;
	h = r.tco.months;
	assert_true(of->n_options <= OFFER_MAX_OPTIONS);
	assert_int_equal(of->rec.kind, OPTK_RECOMMENDED);
	assert_int_equal(of->rec.model, of->model);
	assert_true(isfinite(of->rec.tco_medium));
	for (i = 0; i < of->n_options; i++) {
		const struct offer_option *o = &of->options[i];

		if (same(o, &of->rec))
			fail_msg("%s: option %zu repeats the recommendation",
			    path, i);
		for (j = 0; j < i; j++)
			if (same(o, &of->options[j]) ||
			    o->kind == of->options[j].kind)
				fail_msg("%s: options %zu and %zu are alike",
				    path, j, i);
		if (!isfinite(o->capex) || !isfinite(o->tco_medium))
			fail_msg("%s: option %zu has no capex or TCO", path, i);
		/* the recommendation is the cheapest at medium utilisation */
		if (o->tco_medium < of->rec.tco_medium - 0.005)
			fail_msg("%s: option %zu (%s) is cheaper than the "
			    "recommendation", path, i,
			    option_kind_names[o->kind]);
		if (users == 0)
			assert_true(isnan(o->per_user_month));
		else if (fabs(o->per_user_month - o->tco_medium / h / users)
		    > 1e-9)
			fail_msg("%s: per_user_month %g", path,
			    o->per_user_month);
	}
	if (users == 0)
		assert_true(isnan(of->rec.per_user_month));
	else
		assert_true(fabs(of->rec.per_user_month -
		    of->rec.tco_medium / h / users) <= 1e-9);
	n = of->n_options;
	result_free(&r);
	scenario_free(sc);
	diag_free(&dl);
	return n;
}

static void
test_examples(void **state)
{
	size_t i, total = 0;

	(void)state;
	for (i = 0; i < sizeof(examples) / sizeof(examples[0]); i++) {
		total += check_example(examples[i], 0);
		(void)check_example(examples[i], 300);
	}
	/* most examples offer a choice: the rules did not hold vacuously */
	assert_true(total >= 8);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pick_table),
		cmocka_unit_test(test_examples),
	};

	return cmocka_run_group_tests(tests, test_catalog_setup,
	    test_catalog_teardown);
}
