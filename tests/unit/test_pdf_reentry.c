/*
 * test_pdf_reentry.c: pdf_render keeps no state between renders and none
 * shared between threads (issue 11, item 7).  Two different proposals
 * are rendered one after the other, then the first again: its bytes must
 * not change.  Then two threads render them at the same time, several
 * times each, and every PDF must equal the one rendered alone.  Under
 * ASan and UBSan, as every unit test.
 */
#include "testutil.h"

#include <pthread.h>
#include <stdlib.h>

#include "render/pdf.h"

static char t_title[] = "Kosten über 36 Monate";
static char t_axis[] = "Kosten (€)";
static char t_be[] = "Break-even: 14 Monate";
static struct point line_pts[] = { { 40, 160 }, { 140, 120 }, { 240, 60 } };

static struct prim prims[] = {
	{ .kind = PRIM_RECT, .x0 = 0, .y0 = 0, .w = 300, .h = 180,
	  .stroke = -1, .fill = 0xffffff },
	{ .kind = PRIM_TEXT, .x0 = 150, .y0 = 16, .text = t_title,
	  .font_size = 11, .bold = 1, .anchor = ANCHOR_MIDDLE, .stroke = -1,
	  .fill = 0x222222 },
	{ .kind = PRIM_TEXT, .x0 = 14, .y0 = 100, .text = t_axis,
	  .font_size = 8, .anchor = ANCHOR_MIDDLE, .rotate = 90, .stroke = -1,
	  .fill = 0x333333 },
	{ .kind = PRIM_LINE, .x0 = 40, .y0 = 170, .x1 = 280, .y1 = 170,
	  .stroke = 0x333333, .fill = -1, .line_width = 1 },
	{ .kind = PRIM_POLYLINE, .pts = line_pts, .n = 3, .stroke = 0xd62728,
	  .fill = -1, .line_width = 2, .dashed = 1 },
	{ .kind = PRIM_CIRCLE, .x0 = 140, .y0 = 120, .w = 4,
	  .stroke = 0x222222, .fill = 0xffcc00, .line_width = 1 },
	{ .kind = PRIM_TEXT, .x0 = 150, .y0 = 150, .text = t_be,
	  .font_size = 8, .anchor = ANCHOR_MIDDLE, .stroke = -1,
	  .fill = 0x222222 },
};

static struct drawing chart = {
	.width = 300, .height = 180, .prims = prims,
	.n = sizeof(prims) / sizeof(prims[0]),
	.cap = sizeof(prims) / sizeof(prims[0]),
};

static const struct pdf_figure figs[] = { { "c.svg", &chart } };

static const struct pdf_meta meta_a = {
	.title = "Angebot für Acme GmbH", .author = "Muster GmbH",
	.date_iso = "2027-01-15", .page_label = "Seite %zu von %zu",
	.footer = "Muster GmbH · Angebot acme",
};

static const struct pdf_meta meta_b = {
	.title = "Offer for Beta Ltd", .author = "Muster GmbH",
	.date_iso = "2027-02-01", .page_label = "Page %zu of %zu", .footer = "Offer beta",
};

/* Every kind of block: headings (outline), lists, a quote, code, a
 * table over a page break, a chart, a link. */
static const char md_a[] =
    "# Angebot\n\nEin **GPU-Server** für *Acme*, `8x H100`, siehe "
    "[Datenblatt](https://example.com/h100).\n\n"
    "## Kosten\n\n- Kauf: 312.000 €\n- Betrieb: 4.100 € im Monat\n"
    "  1. Strom\n  2. Kühlung\n\n> Alle Preise netto.\n\n"
    "```\nmodel: llama-70b\nusers: 120\n```\n\n"
    "![Kosten über die Zeit](c.svg)\n\n---\n\n# Anhang\n\n"
    "| Monat | Eigen | Cloud |\n| --- | ---: | ---: |\n"
    "| 1 | 312.000 € | 33.600 € |\n| 2 | 316.100 € | 67.200 € |\n"
    "| 3 | 320.200 € | 100.800 € |\n| 4 | 324.300 € | 134.400 € |\n";

static const char md_b[] =
    "# Offer\n\nA *smaller* offer with a long paragraph that wraps over "
    "several lines of the page, so that line breaking runs as well, and "
    "ends here.\n\n## Options\n\n1. Buy\n2. Rent\n\n"
    "![Costs](c.svg)\n";

/* Render md with meta into out (emptied first); fails the test on a
 * finding. */
static void
render(const char *md, const struct pdf_meta *m, struct strbuf *out)
{
	struct diag_list dl = { 0 };

	sb_reset(out);
	if (pdf_render(md, strlen(md), m, figs, 1, "t.md", out, &dl) != 1) {
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
		fail_msg("pdf_render failed");
	}
	diag_free(&dl);
}

static struct strbuf want_a = STRBUF_INIT, want_b = STRBUF_INIT;

/* A, B, then A again: the second A is the first's bytes. */
static void
test_sequential(void **state)
{
	struct strbuf again = STRBUF_INIT;

	(void)state;
	render(md_a, &meta_a, &want_a);
	render(md_b, &meta_b, &want_b);
	render(md_a, &meta_a, &again);
	assert_true(want_a.len > 1000 && want_b.len > 1000);
	assert_int_equal(again.len, want_a.len);
	assert_memory_equal(again.s, want_a.s, want_a.len);
	render(md_b, &meta_b, &again);
	assert_int_equal(again.len, want_b.len);
	assert_memory_equal(again.s, want_b.s, want_b.len);
	sb_free(&again);
}

struct job {
	const char		*md;
	const struct pdf_meta	*meta;
	const struct strbuf	*want;
	int			 same;	/* out: renders equal to want */
};

#define ROUNDS	8	/* renders per thread */

/* Thread body: render the job's proposal ROUNDS times, count the
 * renders whose bytes equal want.  No cmocka calls off the main
 * thread. */
static void *
run_job(void *arg)
{
	struct job *j = arg;
	struct strbuf out = STRBUF_INIT;
	int i;

	for (i = 0; i < ROUNDS; i++) {
		struct diag_list dl = { 0 };

		sb_reset(&out);
		if (pdf_render(j->md, strlen(j->md), j->meta, figs, 1, "t.md",
		    &out, &dl) == 1 && out.len == j->want->len &&
		    memcmp(out.s, j->want->s, out.len) == 0)
			j->same++;
		diag_free(&dl);
	}
	sb_free(&out);
	return NULL;
}

/* Two threads at once, one per proposal, and two on the same one. */
static void
test_threads(void **state)
{
	struct job jobs[3] = {
		{ md_a, &meta_a, &want_a, 0 },
		{ md_b, &meta_b, &want_b, 0 },
		{ md_a, &meta_a, &want_a, 0 },
	};
	pthread_t t[3];
	int i;

	(void)state;
	assert_true(want_a.len > 0);	/* test_sequential ran */
	for (i = 0; i < 3; i++)
		assert_int_equal(pthread_create(&t[i], NULL, run_job,
		    &jobs[i]), 0);
	for (i = 0; i < 3; i++)
		assert_int_equal(pthread_join(t[i], NULL), 0);
	for (i = 0; i < 3; i++)
		assert_int_equal(jobs[i].same, ROUNDS);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sequential),
		cmocka_unit_test(test_threads),
	};
	int rc = cmocka_run_group_tests_name("pdf_reentry", tests, NULL,
	    NULL);

	sb_free(&want_a);
	sb_free(&want_b);
	return rc;
}
