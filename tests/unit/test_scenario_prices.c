/*
 * test_scenario_prices.c: no proposal from a missing price.  A price
 * catalog without the H100's line (written from catalog/prices.yaml):
 * a scenario that pins or allows the H100 is a missing-price error that
 * names the GPU and the price file, through --prices (the catalog's own
 * price file) and through a scenario's own prices: file; an override
 * makes it good; the price file itself warns.
 */
#include "testutil.h"

#include <stdlib.h>
#include <unistd.h>

#include "input/price_check.h"

/* Where the H100-less price catalog was written. */
static char nop_path[] = "/tmp/gpuplan-test-prices-XXXXXX";

/* Write catalog/prices.yaml without the lines that start with
 * "  h100:" or "    h100:" to nop_path. */
static int
setup(void **state)
{
	FILE *in = fopen("catalog/prices.yaml", "r"), *out;
	char line[4096];
	int fd = mkstemp(nop_path);

	(void)state;
	assert_non_null(in);
	assert_true(fd >= 0);
	out = fdopen(fd, "w");
	assert_non_null(out);
	while (fgets(line, sizeof(line), in) != NULL)
		if (strncmp(line, "  h100:", 7) != 0 &&
		    strncmp(line, "    h100:", 9) != 0)
			fputs(line, out);
	fclose(in);
	fclose(out);
	return test_catalog_setup(state);
}

static int
teardown(void **state)
{
	unlink(nop_path);
	return test_catalog_teardown(state);
}

#define HEAD "gpuplan: 1\nid: t\ncustomer: {name: ACME}\n" \
	"workloads:\n  - {name: chat, type: llm-inference, model: llama-3.1-8b}\n"

/* The findings of yaml loaded against c: how many of code, and the
 * first one's message in msg (sz bytes). */
static size_t
findings(const struct catalog *c, const char *yaml, enum diag_code code,
    char *msg, size_t sz, int *line, int *col)
{
	struct diag_list dl = { 0 };
	struct ydoc *doc = NULL;
	struct scenario *s = NULL;
	size_t i, n = 0;

	msg[0] = '\0';
	if (ydoc_load_buffer("t.yaml", yaml, strlen(yaml), &doc, &dl) ==
	    YLOAD_OK)
		s = scenario_from_doc(doc, c, &dl);
	for (i = 0; i < dl.n; i++)
		if (dl.v[i].code == code && n++ == 0) {
			snprintf(msg, sz, "%s", dl.v[i].msg);
			*line = dl.v[i].line;
			*col = dl.v[i].col;
		}
	if (n > 0 && diag_level_of(code) == DIAG_ERROR)
		assert_null(s);
	scenario_free(s);
	ydoc_free(doc);
	diag_free(&dl);
	return n;
}

/* --prices FILE: the catalog's price file is the one in use. */
static void
test_catalog_prices(void **state)
{
	struct diag_list dl = { 0 };
	struct catalog *c = catalog_load("catalog", nop_path, &dl, NULL);
	char msg[640], want[200];
	int line = 0, col = 0;

	(void)state;
	assert_non_null(c);
	/* the price file warns about the GPU it does not price */
	assert_true(dl.count[DIAG_WARNING] >= 1);
	assert_int_equal(dl.v[0].code, W_NO_PRICE);
	assert_non_null(strstr(dl.v[0].msg, "'h100'"));
	diag_free(&dl);

	assert_int_equal(findings(c, HEAD "hardware: {gpu: h100, gpus: 4}\n",
	    D_MISSING_PRICE, msg, sizeof(msg), &line, &col), 1);
	snprintf(want, sizeof(want), "GPU 'h100' (hardware.gpu) has no "
	    "purchase price in the price catalog %s;", nop_path);
	assert_non_null(strstr(msg, want));
	assert_int_equal(line, 6);
	assert_int_equal(col, 17);

	assert_int_equal(findings(c, HEAD "constraints:\n  gpus: [h200, h100]\n",
	    D_MISSING_PRICE, msg, sizeof(msg), &line, &col), 1);
	assert_non_null(strstr(msg, "GPU 'h100' (constraints.gpus)"));
	assert_int_equal(line, 7);
	assert_int_equal(col, 16);

	/* an override is a price */
	assert_int_equal(findings(c, HEAD "hardware: {gpu: h100, gpus: 4}\n"
	    "overrides: {gpu_price: {h100: 25000}}\n", D_MISSING_PRICE, msg,
	    sizeof(msg), &line, &col), 0);
	/* cloud only: the purchase price is not needed, the cloud one is */
	assert_int_equal(findings(c, HEAD "hardware: {gpu: h100, gpus: 4}\n"
	    "economics: {operating_models: [cloud]}\n", D_MISSING_PRICE, msg,
	    sizeof(msg), &line, &col), 1);
	assert_non_null(strstr(msg, "no neocloud price per GPU-hour"));
	/* a GPU the file prices is fine */
	assert_int_equal(findings(c, HEAD "hardware: {gpu: h200, gpus: 1}\n",
	    D_MISSING_PRICE, msg, sizeof(msg), &line, &col), 0);
	catalog_free(c);
}

/* A scenario's own prices: file, checked by the command that loads it. */
static void
test_own_prices(void **state)
{
	struct diag_list dl = { 0 };
	struct prices p;
	struct scenario *s;
	char yaml[512];

	(void)state;
	memset(&p, 0, sizeof(p));
	assert_int_equal(prices_load(nop_path, cat, &p, &dl, NULL), 1);
	diag_free(&dl);
	snprintf(yaml, sizeof(yaml), HEAD "prices: %s\nhardware:\n  gpu: h100\n"
	    "  gpus: 8\n", nop_path);
	s = test_scenario(cat, yaml);
	assert_non_null(s);	/* the loader does not read prices: files */
	assert_int_equal(scenario_check_prices(s, cat, &p, NULL, &dl), 1);
	assert_int_equal(dl.n, 1);
	assert_int_equal(dl.v[0].code, D_MISSING_PRICE);
	assert_int_equal(dl.v[0].line, 8);
	assert_int_equal(dl.v[0].col, 8);
	diag_free(&dl);
	/* the shipped catalog prices it */
	assert_int_equal(scenario_check_prices(s, cat, &cat->prices, NULL, &dl),
	    0);
	assert_int_equal(dl.n, 0);
	scenario_free(s);
	prices_free(&p, cat->n_gpus);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_catalog_prices),
		cmocka_unit_test(test_own_prices),
	};

	return cmocka_run_group_tests_name("scenario_prices", tests, setup,
	    teardown);
}
