/*
 * test_pdf_content.c: the PDF drawing room (src/render/pdf/paint.h)
 * writes a page's content exactly as libharu's own page operators do.
 * In the default build that is the fast path (paint_fast.c, our own
 * writer); with HPDF_PUBLIC_ONLY=1 it is paint.c, libharu's operators
 * themselves.  The same operators, with generated numbers and text
 * (every byte value, positions far off the page, rotated text matrices,
 * tiny and huge values), go once through libharu onto one page and once
 * through the room onto another; the two content streams must be equal
 * byte for byte.  Values libharu refuses must be refused by the fast
 * path too, and leave the stream unchanged.  The test reads the streams
 * through libharu 2.3.0's private page structure, so it runs with 2.3.0
 * only.
 */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>

#include <hpdf.h>
#include <hpdf_pages.h>

#include "render/pdf/paint.h"

#if HPDF_VERSION_ID == 20300

/* Deterministic pseudo-random numbers (64-bit LCG, Knuth's MMIX). */
static unsigned long long seed = 42;

static unsigned
rnd(unsigned n)
{
	seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned)((seed >> 33) % n);
}

/* A coordinate: mostly on the page with fractions, sometimes far off or
 * at FToA's edges. */
static HPDF_REAL
coord(void)
{
	static const HPDF_REAL edge[] = { 0, -0.0000001F, 0.000004F, 0.000005F,
	    32767, -32767, 40000, -1e9F, 0.5F, 841.89F, 595.276F, 1e-30F };

	if (rnd(20) == 0)
		return edge[rnd(sizeof(edge) / sizeof(edge[0]))];
	return (HPDF_REAL)((double)rnd(1200000) / 1000 - 150);
}

/* The bytes of page's content stream, appended to out. */
static void
stream_bytes(HPDF_Page page, struct strbuf *out)
{
	HPDF_Stream st = ((HPDF_PageAttr)page->attr)->stream;
	HPDF_UINT32 size = HPDF_Stream_Size(st);
	char *buf = malloc(size + 1);
	HPDF_UINT n = size;

	assert_non_null(buf);
	assert_int_equal(HPDF_Stream_Seek(st, 0, HPDF_SEEK_SET), HPDF_OK);
	if (size > 0)
		HPDF_Stream_Read(st, (HPDF_BYTE *)buf, &n);
	assert_int_equal(n, size);
	sb_add(out, buf, n);
	free(buf);
}

/* Random Windows-1252 text of 1..40 bytes (no NUL), NUL-terminated. */
static size_t
random_text(char *s)
{
	size_t n = 1 + rnd(40), i;

	for (i = 0; i < n; i++)
		s[i] = (char)(1 + rnd(255));
	s[n] = '\0';
	return n;
}

static void
test_same_bytes(void **state)
{
	HPDF_Doc doc = HPDF_New(NULL, NULL);
	HPDF_Font font[2];
	HPDF_Page pa, pb;
	struct pdf_paint c;
	struct strbuf a = STRBUF_INIT, b = STRBUF_INIT;
	int round, op, in_text, in_path;

	(void)state;
	assert_non_null(doc);
	HPDF_SetCompressionMode(doc, HPDF_COMP_NONE);
	font[0] = HPDF_GetFont(doc, "Helvetica", "WinAnsiEncoding");
	font[1] = HPDF_GetFont(doc, "Courier", "WinAnsiEncoding");
	pa = HPDF_AddPage(doc);
	pb = HPDF_AddPage(doc);
	memset(&c, 0, sizeof(c));
	assert_true(paint_page(&c, pb));
	for (round = 0; round < 400; round++) {
		/* a path, painted */
		in_path = 0;
		for (op = 0; op < 6; op++) {
			HPDF_REAL x = coord(), y = coord(), w = coord(),
			    h = coord();

			switch (rnd(4)) {
			case 0:
				HPDF_Page_MoveTo(pa, x, y);
				paint_move_to(&c, x, y);
				in_path = 1;
				break;
			case 1:
				if (!in_path)
					break;
				HPDF_Page_LineTo(pa, x, y);
				paint_line_to(&c, x, y);
				break;
			case 2:
				HPDF_Page_Rectangle(pa, x, y, w, h);
				paint_rectangle(&c, x, y, w, h);
				in_path = 1;
				break;
			default: {
				HPDF_REAL ray = (HPDF_REAL)rnd(5000) / 100;

				HPDF_Page_Circle(pa, x, y, ray);
				paint_circle(&c, x, y, ray);
				in_path = 1;
				break;
			}
			}
		}
		if (in_path) {
			static const char *const paint[] = { "f", "S", "B", "n" };
			int k = (int)rnd(4);

			if (k == 0)
				HPDF_Page_Fill(pa);
			else if (k == 1)
				HPDF_Page_Stroke(pa);
			else if (k == 2)
				HPDF_Page_FillStroke(pa);
			else
				HPDF_Page_EndPath(pa);
			paint_path(&c, paint[k]);
		}
		/* graphics state */
		{
			HPDF_REAL r = (HPDF_REAL)rnd(256) / 255,
			    g = (HPDF_REAL)rnd(256) / 255,
			    bl = (HPDF_REAL)rnd(256) / 255;
			HPDF_REAL lw = (HPDF_REAL)rnd(1000) / 97;
			HPDF_UINT16 ptn[4] = { (HPDF_UINT16)(1 + rnd(100)),
			    (HPDF_UINT16)(1 + rnd(100)),
			    (HPDF_UINT16)(1 + rnd(100)),
			    (HPDF_UINT16)(1 + rnd(100)) };
			unsigned np = rnd(3) * 2;
			int join = (int)rnd(3);

			HPDF_Page_SetRGBFill(pa, r, g, bl);
			paint_rgb(&c, 0, r, g, bl);
			HPDF_Page_SetRGBStroke(pa, bl, r, g);
			paint_rgb(&c, 1, bl, r, g);
			HPDF_Page_SetLineWidth(pa, lw);
			paint_line_width(&c, lw);
			HPDF_Page_SetDash(pa, np ? ptn : NULL, np, 0);
			paint_dash(&c, np ? ptn : NULL, np, 0);
			HPDF_Page_SetLineJoin(pa, (HPDF_LineJoin)join);
			paint_line_join(&c, join);
		}
		/* a text object */
		HPDF_Page_BeginText(pa);
		paint_begin_text(&c);
		in_text = 1;
		for (op = 0; op < 8 && in_text; op++) {
			char s[64];
			size_t n = random_text(s);
			int f = (int)rnd(2);
			HPDF_REAL size = (HPDF_REAL)(1 + rnd(4000)) / 100;
			HPDF_REAL x = coord(), y = coord();
			double ang = rnd(8) * 0.7853981633974483;
			double w;

			HPDF_Page_SetFontAndSize(pa, font[f], size);
			paint_font(&c, font[f], size);
			w = HPDF_Page_TextWidth(pa, s);
			switch (rnd(3)) {
			case 0:
				HPDF_Page_TextOut(pa, x, y, s);
				paint_text_out(&c, x, y, s, n, w);
				break;
			case 1:
				HPDF_Page_ShowText(pa, s);
				paint_show(&c, s, n, w);
				break;
			default:
				HPDF_Page_SetTextMatrix(pa, (HPDF_REAL)cos(ang),
				    (HPDF_REAL)sin(ang), (HPDF_REAL)-sin(ang),
				    (HPDF_REAL)cos(ang), x, y);
				paint_text_matrix(&c, (HPDF_REAL)cos(ang),
				    (HPDF_REAL)sin(ang), (HPDF_REAL)-sin(ang),
				    (HPDF_REAL)cos(ang), x, y);
				break;
			}
		}
		HPDF_Page_EndText(pa);
		paint_end_text(&c);
		assert_int_equal(HPDF_GetError(doc), HPDF_OK);
		assert_int_equal(c.err, 0);
	}
	assert_true(paint_flush(&c));
	stream_bytes(pa, &a);
	stream_bytes(pb, &b);
	assert_true(a.len > 100000);
	if (a.len != b.len || memcmp(a.s, b.s, a.len) != 0) {
		size_t i = 0;

		while (i < a.len && i < b.len && a.s[i] == b.s[i])
			i++;
		fail_msg("content differs at byte %zu of %zu/%zu: libharu "
		    "\"%.60s\", ours \"%.60s\"", i, a.len, b.len,
		    a.s + (i > 20 ? i - 20 : 0), b.s + (i > 20 ? i - 20 : 0));
	}
	sb_free(&a);
	sb_free(&b);
	paint_free(&c);
	HPDF_Free(doc);
}

/* What libharu refuses, the fast path refuses with the same code and
 * without writing. */
static void
test_refusals(void **state)
{
#if PDF_PAINT_FAST
	static const HPDF_UINT16 zero[2] = { 0, 3 }, big[2] = { 101, 3 };
	HPDF_Doc doc = HPDF_New(NULL, NULL);
	HPDF_Font font;
	struct pdf_paint c;

	(void)state;
	assert_non_null(doc);
	font = HPDF_GetFont(doc, "Helvetica", "WinAnsiEncoding");
	memset(&c, 0, sizeof(c));
	assert_true(paint_page(&c, HPDF_AddPage(doc)));
	paint_font(&c, font, 0);
	assert_int_equal(c.err, HPDF_PAGE_INVALID_FONT_SIZE);
	c.err = 0;
	paint_font(&c, font, 601);
	assert_int_equal(c.err, HPDF_PAGE_INVALID_FONT_SIZE);
	c.err = 0;
	paint_rgb(&c, 0, 1.01F, 0, 0);
	assert_int_equal(c.err, HPDF_PAGE_OUT_OF_RANGE);
	c.err = 0;
	paint_line_width(&c, -1);
	assert_int_equal(c.err, HPDF_PAGE_OUT_OF_RANGE);
	c.err = 0;
	paint_dash(&c, zero, 2, 0);
	assert_int_equal(c.err, HPDF_PAGE_OUT_OF_RANGE);
	c.err = 0;
	paint_dash(&c, big, 2, 0);
	assert_int_equal(c.err, HPDF_PAGE_OUT_OF_RANGE);
	c.err = 0;
	paint_dash(&c, big, 3, 0);
	assert_int_equal(c.err, HPDF_PAGE_INVALID_PARAM_COUNT);
	c.err = 0;
	paint_text_matrix(&c, 0, 1, 0, 1, 5, 5);
	assert_int_equal(c.err, HPDF_INVALID_PARAMETER);
	assert_int_equal(c.b.len, 0);
	/* zero-width or empty text shows nothing, as libharu */
	paint_show(&c, "abc", 3, 0);
	paint_show(&c, "", 0, 5);
	assert_int_equal(c.b.len, 0);
	paint_free(&c);
	HPDF_Free(doc);
#else
	(void)state;
	skip();		/* the public path: libharu refuses by itself */
#endif
}

#else /* libharu other than 2.3.0: no private page to read */

static void
test_same_bytes(void **state)
{
	(void)state;
	skip();
}

static void
test_refusals(void **state)
{
	(void)state;
	skip();
}

#endif

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_same_bytes),
		cmocka_unit_test(test_refusals),
	};

	return cmocka_run_group_tests_name("pdf_content", tests, NULL, NULL);
}
