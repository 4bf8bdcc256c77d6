/*
 * test_svg.c: the SVG painter never writes a number a viewer cannot
 * read: every field of every primitive set to NaN or +-infinity in turn
 * leaves that primitive out (a polyline just the point), the rest of the
 * document stays, and no "nan" or "inf" appears; huge coordinates are
 * clamped; numbers have at most two decimals.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/chart.h"
#include "render/svg.h"

/* The drawing as SVG text; caller frees. */
static char *
to_svg(const struct drawing *d)
{
	struct strbuf b = STRBUF_INIT;

	svg_write(d, &b);
	return sb_take(&b);
}

/* 1 if s has "nan" or "inf" in any case. */
static int
has_bad_word(const char *s)
{
	const char *p;

	for (p = s; *p; p++)
		if ((tolower((unsigned char)p[0]) == 'n' &&
		    tolower((unsigned char)p[1]) == 'a' &&
		    tolower((unsigned char)p[2]) == 'n') ||
		    (tolower((unsigned char)p[0]) == 'i' &&
		    tolower((unsigned char)p[1]) == 'n' &&
		    tolower((unsigned char)p[2]) == 'f'))
			return 1;
	return 0;
}

/* How many times needle occurs in s. */
static size_t
count(const char *s, const char *needle)
{
	size_t n = 0;

	while ((s = strstr(s, needle)) != NULL) {
		n++;
		s += strlen(needle);
	}
	return n;
}

/* The fields a primitive is drawn with, one of them spoiled at a time. */
enum field { F_X0, F_Y0, F_X1, F_Y1, F_W, F_H, F_LW, F_SIZE, F_ROT, F__MAX };

/* One primitive of kind k with field f (F__MAX: none) set to bad. */
static void
add_prim(struct drawing *d, enum prim_kind k, enum field f, double bad)
{
	double v[F__MAX] = { 10, 20, 30, 40, 5, 6, 1, 8, 0 };

	if (f < F__MAX)
		v[f] = bad;
	switch (k) {
	case PRIM_LINE:
		draw_line(d, v[F_X0], v[F_Y0], v[F_X1], v[F_Y1], 0x222222,
		    v[F_LW], CHART_DASHED);
		break;
	case PRIM_RECT:
		draw_rect(d, v[F_X0], v[F_Y0], v[F_W], v[F_H], 0x222222,
		    0xffffff, v[F_LW]);
		break;
	case PRIM_CIRCLE:
		draw_circle(d, v[F_X0], v[F_Y0], v[F_W], 0x222222, 0xffffff,
		    v[F_LW]);
		break;
	case PRIM_TEXT:
		draw_text(d, v[F_X0], v[F_Y0], "label", v[F_SIZE], 0,
		    ANCHOR_START, v[F_ROT], 0x222222);
		break;
	default:
		break;
	}
}

/* The fields each kind is drawn with. */
static const struct {
	enum prim_kind	 kind;
	const char	*element;
	enum field	 fields[6];
	size_t		 n;
} kinds[] = {
	{ PRIM_LINE, "<line", { F_X0, F_Y0, F_X1, F_Y1, F_LW }, 5 },
	{ PRIM_RECT, "<rect", { F_X0, F_Y0, F_W, F_H, F_LW }, 5 },
	{ PRIM_CIRCLE, "<circle", { F_X0, F_Y0, F_W, F_LW }, 4 },
	{ PRIM_TEXT, "<text", { F_X0, F_Y0, F_SIZE, F_ROT }, 4 },
};

static void
test_non_finite_fields(void **state)
{
	static const double bad[] = { NAN, -NAN, INFINITY, -INFINITY };
	size_t k, f, b;

	(void)state;
	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
		for (f = 0; f < kinds[k].n; f++)
			for (b = 0; b < 4; b++) {
				struct drawing d = { 0 };
				char *s;

				d.width = 100;
				d.height = 50;
				add_prim(&d, kinds[k].kind, F__MAX, 0);
				add_prim(&d, kinds[k].kind, kinds[k].fields[f],
				    bad[b]);
				s = to_svg(&d);
				if (has_bad_word(s))
					fail_msg("%s field %zu = %g: \"nan\"/\"inf\" "
					    "written:\n%s", kinds[k].element, f,
					    bad[b], s);
				/* the good one stays, the spoiled one goes */
				assert_int_equal(count(s, kinds[k].element), 1);
				free(s);
				drawing_free(&d);
			}
}

static void
test_polyline_and_document(void **state)
{
	struct point pts[4] = { { 1, 2 }, { NAN, 3 }, { 4, INFINITY },
	    { 5.005, 6.5 } };
	struct drawing d = { 0 };
	char *s;

	(void)state;
	d.width = NAN;			/* a document all the same */
	d.height = INFINITY;
	d.title = NULL;
	draw_polyline(&d, pts, 4, 0x0072b2, NAN, CHART_SOLID);	/* out */
	draw_polyline(&d, pts, 4, 0x0072b2, 1.5, CHART_DOTTED);
	draw_line(&d, 1e12, -1e12, 0, 0, 0, 1, CHART_SOLID);
	s = to_svg(&d);
	assert_false(has_bad_word(s));
	assert_non_null(strstr(s, "width=\"0pt\" height=\"0pt\" "
	    "viewBox=\"0 0 0 0\""));
	assert_int_equal(count(s, "<polyline"), 1);
	assert_non_null(strstr(s, "points=\"1,2 5.01,6.5\""));
	assert_non_null(strstr(s, "x1=\"1000000000\" y1=\"-1000000000\""));
	assert_non_null(strstr(s, "</svg>\n"));
	free(s);
	drawing_free(&d);
}

/* A laid-out chart fed nothing but non-finite data: a "no data"
 * drawing, and an SVG without "nan". */
static void
test_chart_all_nan(void **state)
{
	double x[3] = { NAN, INFINITY, -INFINITY }, y[3] = { 1, NAN, 2 };
	struct chart_series s = { "s", x, y, 3, -1, CHART_SOLID };
	struct chart_marker m = { NAN, 1, "Break-even", -1 };
	struct chart_bar bar = { "p", NAN, INFINITY, NULL, NULL };
	struct chart c = { 0 };
	struct drawing d = { 0 };
	char *out;

	(void)state;
	c.kind = CHART_LINES;
	c.lang = LANG_EN;
	c.title = "t";
	c.series = &s;
	c.n_series = 1;
	c.markers = &m;
	c.n_markers = 1;
	c.y_is_money = 1;
	assert_int_equal(chart_layout(&c, 480, 300, &d), 0);
	out = to_svg(&d);
	assert_false(has_bad_word(out));
	assert_non_null(strstr(out, "No data"));
	free(out);
	drawing_free(&d);

	memset(&c, 0, sizeof(c));
	c.kind = CHART_TORNADO;
	c.lang = LANG_DE;
	c.bars = &bar;
	c.n_bars = 1;
	c.base = 1e6;
	c.x_is_money = 1;
	assert_int_equal(chart_layout(&c, 480, 300, &d), 0);
	out = to_svg(&d);
	assert_false(has_bad_word(out));
	assert_non_null(strstr(out, "Keine Daten"));
	free(out);
	drawing_free(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_non_finite_fields),
		cmocka_unit_test(test_polyline_and_document),
		cmocka_unit_test(test_chart_all_nan),
	};

	return cmocka_run_group_tests_name("svg", tests, NULL, NULL);
}
