/*
 * test_format_pdf.c: fmt_pdf_real(), the PDF's number writer, writes
 * what libharu 2.3.0's own HPDF_FToA writes (found behind the program
 * with dlsym(RTLD_NEXT), so an interposed copy does not count): a table
 * of the cases that matter, then every 997th float of [-33000, 33000]
 * and a run of floats near each rounding edge.  Under another libharu
 * version the comparison is skipped (the table still runs).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <hpdf.h>

#include "render/format.h"

typedef char *(*ftoa_fn)(char *, HPDF_REAL, char *);

static void
test_table(void **state)
{
	static const struct {
		float		 v;
		const char	*want;
	} t[] = {
		{ 0, "0" }, { 1, "1" }, { 0.5F, "0.5" }, { -0.5F, "-0.5" },
		{ 12.3F, "12.3" }, { 1.23456789F, "1.23457" },
		{ 595.25F, "595.25" }, { 841.875F, "841.875" },
		{ 595.28F, "595.28003" },	/* the float's digits */
		{ -0.000001F, "-0" },		/* libharu keeps the sign */
		{ 0.000004F, "0" }, { 0.000006F, "0.00001" },
		{ 32767, "32767" }, { 40000, "32767" }, { -40000, "-32767" },
		{ 9999.99999F, "10000" },
		{ NAN, "0" }, { INFINITY, "32767" }, { -INFINITY, "-32767" },
	};
	char buf[FMT_PDF_REAL_MAX];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		char *end = fmt_pdf_real(buf, t[i].v);

		assert_true(end - buf < FMT_PDF_REAL_MAX);
		assert_int_equal(*end, '\0');
		if (strcmp(buf, t[i].want) != 0)
			fail_msg("fmt_pdf_real(%.9g) = \"%s\", want \"%s\"",
			    (double)t[i].v, buf, t[i].want);
	}
}

/* One value against the library's FToA. */
static void
same(ftoa_fn lib, float v)
{
	char a[32], b[32];

	memset(a, 0, sizeof(a));
	lib(a, v, a + 31);
	fmt_pdf_real(b, v);
	if (strcmp(a, b) != 0)
		fail_msg("fmt_pdf_real(%.9g) = \"%s\", libharu \"%s\"",
		    (double)v, b, a);
}

static void
test_same_as_libharu(void **state)
{
	ftoa_fn lib = (ftoa_fn)(uintptr_t)dlsym(RTLD_NEXT, "HPDF_FToA");
	double x;
	int k, j;

	(void)state;
	if (HPDF_VERSION_ID != 20300 || lib == NULL) {
		print_message("libharu %s: not 2.3.0, comparison skipped\n",
		    HPDF_VERSION_TEXT);
		skip();
	}
	for (x = -33000; x <= 33000; x += 0.997)
		same(lib, (float)x);
	/* around the rounding edges: n + 0.000005 and n.99999x */
	for (k = -300; k <= 300; k++)
		for (j = -40; j <= 40; j++) {
			same(lib, nextafterf((float)k + 0.000005F,
			    j < 0 ? -INFINITY : INFINITY) + (float)j * 1e-7F);
			same(lib, (float)k + 0.99999F + (float)j * 1e-6F);
		}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_same_as_libharu),
	};

	return cmocka_run_group_tests_name("format_pdf", tests, NULL, NULL);
}
