/*
 * test_ttf_cmap.c: util/ttf_cmap.c accepts DejaVu Sans (the system's
 * fonts-dejavu-core file; skipped with a message when it is missing),
 * names the missing euro sign of tests/bad/fonts/no-euro.ttf, and never
 * reads outside a damaged font: every prefix of DejaVu Sans (in steps)
 * and seeded overwrites of its table directory and cmap, each in a
 * buffer of its exact size, so ASan (make test) catches any overread.
 */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "util/prng.h"
#include "util/ttf_cmap.h"

#define DEJAVU	"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

/* The characters vendor_load.c asks for (€, umlauts, ß, „ “ –). */
static const uint32_t german[] = {
	0x20AC, 0xE4, 0xF6, 0xFC, 0xC4, 0xD6, 0xDC, 0xDF, 0x201E, 0x201C,
	0x2013
};
#define NG	(sizeof(german) / sizeof(german[0]))

/* The whole file at path in a malloc'd buffer (*len bytes); NULL if it
 * cannot be read.  The caller frees. */
static unsigned char *
slurp(const char *path, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	unsigned char *b = NULL;
	long n;

	if (fp == NULL)
		return NULL;
	if (fseek(fp, 0, SEEK_END) == 0 && (n = ftell(fp)) > 0 &&
	    fseek(fp, 0, SEEK_SET) == 0) {
		b = malloc((size_t)n);
		if (b != NULL && fread(b, 1, (size_t)n, fp) != (size_t)n) {
			free(b);
			b = NULL;
		}
		*len = (size_t)n;
	}
	fclose(fp);
	return b;
}

/* ttf_check_buf on a copy of the first n bytes of b, exactly n long. */
static enum ttf_status
check_copy(const unsigned char *b, size_t n)
{
	unsigned char *c = malloc(n ? n : 1);
	char msg[160];
	uint32_t miss = 0;
	enum ttf_status st;

	assert_non_null(c);
	memcpy(c, b, n);
	st = ttf_check_buf(c, n, german, NG, &miss, msg, sizeof(msg));
	free(c);
	return st;
}

static void
test_dejavu_and_no_euro(void **state)
{
	uint32_t miss = 0;
	char msg[160];

	(void)state;
	if (access(DEJAVU, R_OK) == 0)
		assert_int_equal(ttf_check_file(DEJAVU, german, NG, &miss, msg,
		    sizeof(msg)), TTF_OK);
	else
		fprintf(stderr, "skipped: %s missing (fonts-dejavu-core)\n",
		    DEJAVU);
	assert_int_equal(ttf_check_file("tests/bad/fonts/no-euro.ttf", german,
	    NG, &miss, msg, sizeof(msg)), TTF_MISSING);
	assert_int_equal(miss, 0x20AC);
	assert_int_equal(ttf_check_file("tests/bad/fonts/not-a-font.ttf",
	    german, NG, &miss, msg, sizeof(msg)), TTF_NOT_TRUETYPE);
	assert_int_equal(ttf_check_file("tests/bad/fonts/truncated.ttf",
	    german, NG, &miss, msg, sizeof(msg)), TTF_CORRUPT);
	assert_int_equal(ttf_check_file("tests/bad/no-such-font.ttf", german,
	    NG, &miss, msg, sizeof(msg)), TTF_IO);
}

static void
test_damaged(void **state)
{
	size_t len = 0, n, i;
	unsigned char *b = slurp(DEJAVU, &len);
	struct prng r;
	int k;

	(void)state;
	if (b == NULL) {
		fprintf(stderr, "skipped: %s missing (fonts-dejavu-core)\n",
		    DEJAVU);
		return;
	}
	/* prefixes: never TTF_OK before the cmap is whole, never a crash */
	for (n = 0; n < len; n += n < 4096 ? 1 : 4099)
		(void)check_copy(b, n);
	/* overwrites of the table directory and of the first 64 KiB */
	prng_seed(&r, 12);
	for (k = 0; k < 3000; k++) {
		size_t at[4], span = k % 2 ? 12 + 16 * 32 : len < 65536 ? len :
		    65536;
		unsigned char was[4];
		char msg[160];
		uint32_t miss;

		for (i = 0; i < 4; i++) {
			at[i] = (size_t)(prng_next(&r) % (span < len ? span : len));
			was[i] = b[at[i]];
			b[at[i]] = (unsigned char)prng_next(&r);
		}
		(void)ttf_check_buf(b, len, german, NG, &miss, msg, sizeof(msg));
		for (i = 4; i-- > 0;)
			b[at[i]] = was[i];
	}
	free(b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dejavu_and_no_euro),
		cmocka_unit_test(test_damaged),
	};

	return cmocka_run_group_tests_name("ttf_cmap", tests, NULL, NULL);
}
