/*
 * test_textenc.c: which code page a character goes to (util/textenc.h),
 * what `check` then calls printable (util/glyphs.h), and that the
 * generated tables agree with themselves.  Expected bytes are those of
 * the code pages' published mappings (unicode.org MAPPINGS/VENDORS/
 * MICSFT/WINDOWS/CP1250.TXT, CP1251.TXT, CP1253.TXT, CP1254.TXT and
 * MAPPINGS/ISO8859/8859-16.TXT).
 */
#include "testutil.h"

#include "util/glyphs.h"
#include "util/textenc.h"

#define NONE	TE__MAX		/* no code page prints it */

static const struct {
	unsigned	 cp;
	enum text_enc	 enc;		/* NONE: not found */
	unsigned	 byte;
	const char	*what;
} cases[] = {
	{ 0x0159, TE_CP1250, 0xf8, "r caron (Czech)" },
	{ 0x0158, TE_CP1250, 0xd8, "R caron" },
	{ 0x0141, TE_CP1250, 0xa3, "L stroke (Polish)" },
	{ 0x017a, TE_CP1250, 0x9f, "z acute" },
	{ 0x0151, TE_CP1250, 0xf5, "o double acute (Hungarian)" },
	{ 0x0171, TE_CP1250, 0xfb, "u double acute" },
	{ 0x010d, TE_CP1250, 0xe8, "c caron" },
	{ 0x015e, TE_CP1250, 0xaa, "S cedilla: Windows-1250 before -1254" },
	{ 0x015f, TE_CP1250, 0xba, "s cedilla" },
	{ 0x0103, TE_CP1250, 0xe3, "a breve (Romanian)" },
	{ 0x0131, TE_CP1254, 0xfd, "dotless i (Turkish)" },
	{ 0x0130, TE_CP1254, 0xdd, "I dot above" },
	{ 0x011f, TE_CP1254, 0xf0, "g breve" },
	{ 0x0218, TE_ISO8859_16, 0xaa, "S comma below (Romanian)" },
	{ 0x0219, TE_ISO8859_16, 0xba, "s comma below" },
	{ 0x021a, TE_CP1250, 0xde, "T comma below: as T cedilla" },
	{ 0x021b, TE_CP1250, 0xfe, "t comma below: as t cedilla" },
	{ 0x0416, TE_CP1251, 0xc6, "Cyrillic Zhe" },
	{ 0x041e, TE_CP1251, 0xce, "Cyrillic O" },
	{ 0x0451, TE_CP1251, 0xb8, "Cyrillic yo" },
	{ 0x0456, TE_CP1251, 0xb3, "Ukrainian i" },
	{ 0x2116, TE_CP1251, 0xb9, "numero sign" },
	{ 0x03b1, TE_CP1253, 0xe1, "Greek alpha" },
	{ 0x0391, TE_CP1253, 0xc1, "Greek Alpha" },
	{ 0x0386, TE_CP1253, 0xa2, "Greek Alpha with tonos" },
	{ 0x03c2, TE_CP1253, 0xf2, "Greek final sigma" },
	{ 0x4e2d, NONE, 0, "CJK" },
	{ 0x1f680, NONE, 0, "emoji" },
	{ 0x0590, NONE, 0, "Hebrew" },
	{ 0x0300, NONE, 0, "a lone combining grave" },
};

/* Each case: the code page and byte, and check's verdict with it. */
static void
test_choice(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		enum text_enc e = TE__MAX;
		unsigned char b = 0;
		int found = textenc_find(cases[i].cp, &e, &b);

		if (cases[i].enc == NONE) {
			if (found || text_printable(cases[i].cp))
				fail_msg("U+%04X (%s): should not print",
				    cases[i].cp, cases[i].what);
			continue;
		}
		if (!found || e != cases[i].enc || b != cases[i].byte)
			fail_msg("U+%04X (%s): %s 0x%02X, want %s 0x%02X",
			    cases[i].cp, cases[i].what, found ?
			    textenc_name(e) : "none", b,
			    textenc_name(cases[i].enc), cases[i].byte);
		if (!text_printable(cases[i].cp))
			fail_msg("U+%04X (%s): check must pass what prints",
			    cases[i].cp, cases[i].what);
	}
}

/* Every byte of every table comes back: the code point it stands for
 * is found in that code page or an earlier one, and the byte found
 * there stands for the same code point. */
static void
test_round_trip(void **state)
{
	int e;
	unsigned b, n = 0;

	(void)state;
	for (e = TE_CP1250; e < TE__MAX; e++)
		for (b = 0x80; b < 0x100; b++) {
			unsigned cp = textenc_unicode((enum text_enc)e,
			    (unsigned char)b);
			enum text_enc f;
			unsigned char fb;

			if (cp == 0)
				continue;
			n++;
			if (!textenc_find(cp, &f, &fb))
				fail_msg("U+%04X of %s 0x%02X not found", cp,
				    textenc_name((enum text_enc)e), b);
			assert_true((int)f <= e);
			assert_int_equal(textenc_unicode(f, fb), cp);
		}
	assert_true(n > 500);	/* five code pages, ~110 letters each */
	assert_string_equal(textenc_name(TE_CP1252), "WinAnsiEncoding");
	assert_string_equal(textenc_name(TE_ISO8859_16), "ISO8859-16");
	assert_false(textenc_ttf(TE_CP1250));
	assert_true(textenc_ttf(TE_CP1253));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_choice),
		cmocka_unit_test(test_round_trip),
	};

	return cmocka_run_group_tests_name("textenc", tests, NULL, NULL);
}
