/*
 * test_hpdf_fast.c: what the fast path does instead of libharu gives the
 * library's own results, compared with the library's functions
 * themselves (found with dlsym(RTLD_NEXT)): our number writer pdf_num()
 * (src/render/pdf/num.c, which the fast page operators and the
 * interposed HPDF_FToA use) against libharu's HPDF_FToA, and the
 * interposed glyph-width search (src/render/pdf/hpdf_fast.c, fast path
 * only) against libharu's.  A difference would change the bytes of
 * every PDF.
 *
 * FToA: every float of [-32768, 32768] at a stride (GPUPLAN_FTOA_STRIDE,
 * default 401: ~6 million values; 1 checks all ~2,400 million), plus
 * the values the PDF prints most (multiples of 0.01 to 1,000 pt and of
 * 0.001 to 100 pt), the
 * edges (+-32767, rounding boundaries, -0) and the short buffer libharu's
 * HPDF_Stream_WriteReal passes.
 * GetWidth: every code 0..65535 in the five fonts pdf.c uses, and each
 * font's table holds every code once (which the replacement relies on).
 */
#define _GNU_SOURCE
#include "testutil.h"

#include <dlfcn.h>
#include <math.h>
#include <stdlib.h>

#include <hpdf.h>
#include <hpdf_doc.h>
#include <hpdf_fontdef.h>

#include "render/pdf/paint.h"

HPDF_INT16 HPDF_Type1FontDef_GetWidth(HPDF_FontDef fontdef,
    HPDF_UNICODE unicode);

typedef char *(*ftoa_fn)(char *, HPDF_REAL, char *);
typedef HPDF_INT16 (*width_fn)(HPDF_FontDef, HPDF_UNICODE);

/* The library's FToA, or skip the test if it cannot be found. */
static ftoa_fn
lib_ftoa(void)
{
	ftoa_fn f = (ftoa_fn)(uintptr_t)dlsym(RTLD_NEXT, "HPDF_FToA");

	if (f == NULL || f == pdf_num)
		fail_msg("libharu's HPDF_FToA not found");
	return f;
}

/* Compare ours with the library's for v with room bytes from the start
 * of the buffer to eptr; returns 1 if the text and the end agree.  The
 * byte at the end is not compared: the library leaves it unwritten when
 * no zero was trimmed, ours writes a NUL there (its callers overwrite
 * it; it is inside the room they give). */
static int
same_ftoa(ftoa_fn lib, float v, size_t room)
{
	char a[32], b[32], *ea, *eb;

	memset(a, 'x', sizeof(a));
	memset(b, 'x', sizeof(b));
	ea = pdf_num(a, v, a + room);
	eb = lib(b, v, b + room);
	if (ea - a != eb - b || memcmp(a, b, (size_t)(ea - a)) != 0) {
		*ea = *eb = '\0';
		print_error("FToA(%.9g, room %zu): ours \"%s\", libharu \"%s\"\n",
		    (double)v, room, a, b);
		return 0;
	}
	return 1;
}

static void
test_ftoa(void **state)
{
	static const float edge[] = {
		0.0f, -0.0f, 1.0f, -1.0f, 32767.0f, -32767.0f, 32768.0f,
		-40000.0f, 1e9f, -1e9f, 0.000005f, -0.000005f, 0.0000049f,
		-0.0000049f, 0.999995f, 0.9999949f, 2.999996f, 12345.678f,
		-12345.67891f, 595.276f, 841.89f, 0.1f, 0.5f, 1e-30f, INFINITY,
		-INFINITY,
	};
	ftoa_fn lib = lib_ftoa();
	const char *env = getenv("GPUPLAN_FTOA_STRIDE");
	uint32_t stride = env != NULL ? (uint32_t)strtoul(env, NULL, 10) : 401;
	uint32_t u, bad = 0;
	size_t i;
	int k;

	(void)state;
	if (stride == 0)
		stride = 401;
	for (i = 0; i < sizeof(edge) / sizeof(edge[0]); i++)
		for (k = 0; k < 2; k++)
			bad += !same_ftoa(lib, edge[i], k ? 11 : 30);
	for (k = 0; k <= 100000 && bad < 10; k++)
		bad += !same_ftoa(lib, (float)k / 100, 30) +
		    !same_ftoa(lib, -(float)k / 100, 30) +
		    !same_ftoa(lib, (float)k / 1000, 30) +
		    !same_ftoa(lib, -(float)k / 1000, 30);
	/* positive floats up to 32768 (0x47000000), both signs, both the
	 * wide buffer of the page operators and WriteReal's 12 bytes */
	for (u = 0; u <= 0x47000000u && bad < 10; u += stride) {
		float v;

		memcpy(&v, &u, sizeof(v));
		bad += !same_ftoa(lib, v, 30) + !same_ftoa(lib, -v, 30) +
		    !same_ftoa(lib, v, 11);
	}
	assert_int_equal(bad, 0);
}

static void
test_widths(void **state)
{
#if PDF_PAINT_FAST
	static const char *const fonts[] = {
		"Helvetica", "Helvetica-Bold", "Helvetica-Oblique",
		"Helvetica-BoldOblique", "Courier"
	};
	width_fn lib = (width_fn)(uintptr_t)dlsym(RTLD_NEXT,
	    "HPDF_Type1FontDef_GetWidth");
	HPDF_Doc doc = HPDF_New(NULL, NULL);
	size_t f;

	(void)state;
	assert_non_null(doc);
	if (lib == NULL || lib == HPDF_Type1FontDef_GetWidth)
		fail_msg("libharu's HPDF_Type1FontDef_GetWidth not found");
	for (f = 0; f < sizeof(fonts) / sizeof(fonts[0]); f++) {
		HPDF_FontDef def = HPDF_GetFontDef(doc, fonts[f]);
		HPDF_Type1FontDefAttr attr;
		HPDF_UINT i, j;
		unsigned c;

		assert_non_null(def);
		attr = def->attr;
		for (i = 0; i < attr->widths_count; i++)
			for (j = i + 1; j < attr->widths_count; j++)
				if (attr->widths[i].unicode ==
				    attr->widths[j].unicode)
					fail_msg("%s holds U+%04X twice",
					    fonts[f], attr->widths[i].unicode);
		/* twice: the second round answers from what it remembered */
		for (j = 0; j < 2; j++)
			for (c = 0; c < 65536; c++)
				if (HPDF_Type1FontDef_GetWidth(def,
				    (HPDF_UNICODE)c) != lib(def,
				    (HPDF_UNICODE)c))
					fail_msg("%s U+%04X: width %d, libharu "
					    "%d", fonts[f], c,
					    HPDF_Type1FontDef_GetWidth(def,
					    (HPDF_UNICODE)c), lib(def,
					    (HPDF_UNICODE)c));
	}
	HPDF_Free(doc);
#else
	(void)state;
	skip();		/* the public path replaces nothing */
#endif
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ftoa),
		cmocka_unit_test(test_widths),
	};

	return cmocka_run_group_tests_name("hpdf_fast", tests, NULL, NULL);
}
