/*
 * testutil.h: shared set-up for the cmocka unit tests.  Tests run from
 * the repository root (make test-unit does), so ./catalog is the shipped
 * catalog.
 */
#ifndef GPUPLAN_TESTUTIL_H
#define GPUPLAN_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include <float.h>
#include <math.h>

#include "input/catalog_load.h"
#include "input/scenario_load.h"
#include "input/yaml_tree.h"

/*
 * assert_near(a, b, eps): fails the test unless the doubles a and b lie
 * within eps of each other, or within float's relative precision of the
 * larger (FLT_EPSILON, as cmocka's float compare), and prints both.
 * cmocka's assert_float_equal casts `(float)a` without parentheses, so a
 * difference passed as its first argument loses all but float's
 * precision in its first term; these tests compare doubles.
 */
#define assert_near(a, b, eps) \
	assert_near_at((double)(a), (double)(b), (double)(eps), #a, \
	    __FILE__, __LINE__)

static inline void
assert_near_at(double a, double b, double eps, const char *what,
    const char *file, int line)
{
	double d = fabs(a - b), big = fmax(fabs(a), fabs(b));

	if (d <= eps || d <= big * FLT_EPSILON)
		return;
	print_error("%s: %.10g != %.10g (within %.3g)\n", what, a, b, eps);
	_fail(file, line);
}

/* The shipped catalog; fails the test if it does not load. */
static inline struct catalog *
test_catalog(void)
{
	struct diag_list dl = { 0 };
	struct catalog *c = catalog_load("catalog", NULL, &dl, NULL);

	if (c == NULL)
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
	diag_free(&dl);
	assert_non_null(c);
	return c;
}

/* The shared catalog of a test group, loaded by test_catalog_setup. */
static struct catalog *cat __attribute__((unused));

/* cmocka group set-up and tear-down for tests that use `cat`. */
static inline int
test_catalog_setup(void **state)
{
	(void)state;
	cat = test_catalog();
	return 0;
}

static inline int
test_catalog_teardown(void **state)
{
	(void)state;
	catalog_free(cat);
	return 0;
}

/* A scenario from YAML text; NULL if it has errors (printed). */
static inline struct scenario *
test_scenario(const struct catalog *c, const char *yaml)
{
	struct diag_list dl = { 0 };
	struct ydoc *doc = NULL;
	struct scenario *s = NULL;

	if (ydoc_load_buffer("test.yaml", yaml, strlen(yaml), &doc, &dl) ==
	    YLOAD_OK)
		s = scenario_from_doc(doc, c, &dl);
	if (dl.count[DIAG_ERROR])
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
	ydoc_free(doc);
	diag_free(&dl);
	return s;
}

#endif
