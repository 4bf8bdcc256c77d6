/*
 * test_pdf.c: the PDF writer (src/render/pdf/) as a reader checks it:
 * a sample proposal with every Markdown element, a hand-built chart, a
 * six-column numeric table and a table over several pages must give a
 * PDF that qpdf accepts, whose text (pdftotext) holds the headings, the
 * page labels and the money as written, byte for byte the same every
 * time; characters the font cannot show and images without a chart are
 * findings at their line and column.
 *
 * qpdf and pdftotext come from `make deps-test`; a check that needs one
 * is skipped with a message when it is missing.
 *
 * Environment: GPUPLAN_PDF_OUT=path writes the sample PDF there (to look
 * at it); GPUPLAN_PDF_BENCH=n renders the sample n times and prints the
 * time per PDF (build without sanitizers for a meaningful number).
 */
#include "testutil.h"

#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "render/drawing.h"
#include "render/pdf.h"
#include "util/alloc.h"

/* ---- a chart built by hand: 480 x 270 pt, every primitive kind ---- */

static struct point cum_own[] = {
	{ 80, 70 }, { 170, 150 }, { 260, 168 }, { 350, 186 }, { 440, 200 }
};
static struct point cum_cloud[] = {
	{ 80, 230 }, { 170, 190 }, { 260, 150 }, { 350, 110 }, { 440, 70 }
};
static char t_title[] = "Kumulierte Kosten: Eigenbetrieb gegenüber Cloud";
static char t_y[] = "Kosten (€)";
static char t_x[] = "Monate";
static char t_0[] = "0";
static char t_12[] = "12";
static char t_24[] = "24";
static char t_36[] = "36";
static char t_be[] = "Break-even: 14,2 Monate";
static char t_l1[] = "Eigenbetrieb";
static char t_l2[] = "Cloud (On-Demand)";
static char t_1m[] = "1,0 Mio. €";
static char t_0m[] = "0 €";

#define GREY	.stroke = -1, .fill = 0x333333

static struct prim chart_prims[] = {
	{ .kind = PRIM_RECT, .x0 = 0, .y0 = 0, .w = 480, .h = 290,
	  .stroke = -1, .fill = 0xffffff },
	{ .kind = PRIM_TEXT, .x0 = 260, .y0 = 18, .text = t_title,
	  .font_size = 12, .bold = 1, .anchor = ANCHOR_MIDDLE, .stroke = -1,
	  .fill = 0x222222 },
	{ .kind = PRIM_LINE, .x0 = 80, .y0 = 150, .x1 = 440, .y1 = 150,
	  .stroke = 0xbbbbbb, .fill = -1, .line_width = 0.5, .dashed = 1 },
	{ .kind = PRIM_LINE, .x0 = 80, .y0 = 230, .x1 = 440, .y1 = 230,
	  .stroke = 0x333333, .fill = -1, .line_width = 1 },
	{ .kind = PRIM_LINE, .x0 = 80, .y0 = 40, .x1 = 80, .y1 = 230,
	  .stroke = 0x333333, .fill = -1, .line_width = 1 },
	{ .kind = PRIM_TEXT, .x0 = 74, .y0 = 153, .text = t_1m, .font_size = 9,
	  .anchor = ANCHOR_END, GREY },
	{ .kind = PRIM_TEXT, .x0 = 74, .y0 = 233, .text = t_0m, .font_size = 9,
	  .anchor = ANCHOR_END, GREY },
	{ .kind = PRIM_TEXT, .x0 = 80, .y0 = 244, .text = t_0, .font_size = 9,
	  .anchor = ANCHOR_MIDDLE, GREY },
	{ .kind = PRIM_TEXT, .x0 = 200, .y0 = 244, .text = t_12, .font_size = 9,
	  .anchor = ANCHOR_MIDDLE, GREY },
	{ .kind = PRIM_TEXT, .x0 = 320, .y0 = 244, .text = t_24, .font_size = 9,
	  .anchor = ANCHOR_MIDDLE, GREY },
	{ .kind = PRIM_TEXT, .x0 = 440, .y0 = 244, .text = t_36, .font_size = 9,
	  .anchor = ANCHOR_MIDDLE, GREY },
	{ .kind = PRIM_TEXT, .x0 = 260, .y0 = 258, .text = t_x, .font_size = 9,
	  .anchor = ANCHOR_MIDDLE, GREY },
	{ .kind = PRIM_TEXT, .x0 = 20, .y0 = 135, .text = t_y, .font_size = 9,
	  .anchor = ANCHOR_MIDDLE, .rotate = 90, GREY },
	{ .kind = PRIM_POLYLINE, .pts = cum_own, .n = 5, .stroke = 0x1f77b4,
	  .fill = -1, .line_width = 2 },
	{ .kind = PRIM_POLYLINE, .pts = cum_cloud, .n = 5, .stroke = 0xd62728,
	  .fill = -1, .line_width = 2, .dashed = 1 },
	{ .kind = PRIM_CIRCLE, .x0 = 222, .y0 = 161, .w = 4, .stroke = 0x222222,
	  .fill = 0xffcc00, .line_width = 1 },
	{ .kind = PRIM_TEXT, .x0 = 222, .y0 = 210, .text = t_be, .font_size = 9,
	  .bold = 1, .anchor = ANCHOR_MIDDLE, .stroke = -1, .fill = 0x222222 },
	{ .kind = PRIM_RECT, .x0 = 150, .y0 = 270, .w = 10, .h = 10,
	  .stroke = -1, .fill = 0x1f77b4 },
	{ .kind = PRIM_TEXT, .x0 = 165, .y0 = 279, .text = t_l1, .font_size = 9,
	  GREY },
	{ .kind = PRIM_RECT, .x0 = 260, .y0 = 270, .w = 10, .h = 10,
	  .stroke = 0x000000, .fill = 0xd62728, .line_width = 0.5 },
	{ .kind = PRIM_TEXT, .x0 = 275, .y0 = 279, .text = t_l2, .font_size = 9,
	  GREY },
};

static struct drawing chart = {
	.width = 480, .height = 290, .prims = chart_prims,
	.n = sizeof(chart_prims) / sizeof(chart_prims[0]),
	.cap = sizeof(chart_prims) / sizeof(chart_prims[0]),
};

static const struct pdf_figure figs[] = {
	{ "acme-breakeven.svg", &chart },
};

static const struct pdf_meta meta_de = {
	.title = "Angebot GPU-Server für Acme Maschinenbau GmbH",
	.author = "Muster GmbH",
	.subject = "GPU-Server, TCO über 36 Monate",
	.keywords = "GPU, Inferenz, TCO, Angebot",
	.creator = "gpuplan test",
	.date_iso = "2027-01-15",
	.page_label = "Seite %zu von %zu",
	.footer = "Muster GmbH · Angebot acme-2027",
};

static const char sample_head[] =
"# Angebot: GPU-Server für die Acme Maschinenbau GmbH\n"
"\n"
"**Angebotsnummer:** acme-2027 · **Datum:** 15. Januar 2027 · "
"*gültig bis 15. März 2027*\n"
"\n"
"Sehr geehrte Damen und Herren, vielen Dank für Ihre Anfrage. Dieses "
"Angebot beschreibt ein System für die Inferenz großer Sprachmodelle "
"(`llama-3.1-70b`) mit Retrieval-Augmented Generation für Ihren "
"Vertrieb. Alle Preise verstehen sich zuzüglich Mehrwertsteuer; Beträge "
"in Euro (€). Die Angaben beruhen auf Ihrem Fragebogen vom 2. Januar "
"2027 und auf Listenpreisen, die wir Ihnen auf Wunsch gern belegen.\n"
"\n"
"## Zusammenfassung\n"
"\n"
"- Empfehlung: **2× Server mit je 4 GPUs** (H100 SXM, 80 GB)\n"
"- Gesamtkosten über 36 Monate: 1.234.567,89 €\n"
"- Break-even gegenüber Cloud-Miete nach 14,2 Monaten\n"
"  - bei mittlerer Auslastung (55 %)\n"
"  - bei einem Strompreis von 0,28 €/kWh\n"
"- Rückfragen: [vertrieb@muster.de](mailto:vertrieb@muster.de)\n"
"\n"
"> Hinweis: Die Zahlen beruhen auf Listenpreisen vom Januar 2027 und "
"den Angaben aus Ihrem Fragebogen. Weicht die Auslastung ab, ändert "
"sich das Ergebnis ≈ linear; ab ≥ 85 % lohnt sich der Eigenbetrieb "
"früher.\n"
"\n"
"### Annahmen\n"
"\n"
"1. Betrieb rund um die Uhr, 730 Stunden pro Monat\n"
"2. PUE 1,4 im eigenen Rechenzentrum\n"
"3. Abschreibung über 36 Monate → Restwert 15 %\n"
"\n"
"## Kostenvergleich\n"
"\n"
"Die folgende Tabelle vergleicht die vier Betriebsmodelle über die "
"gesamte Laufzeit von 36 Monaten bei mittlerer Auslastung.\n"
"\n"
"| Betriebsmodell | Hardware | Energie | Wartung | Personal | Miete | "
"Gesamt |\n"
"|:---|---:|---:|---:|---:|---:|---:|\n"
"| Eigenbetrieb (On-Prem) | 612.400,00 € | 148.032,00 € | 91.860,00 € | "
"120.000,00 € | 0,00 € | 972.292,00 € |\n"
"| Kolokation | 612.400,00 € | 131.400,00 € | 91.860,00 € | 60.000,00 € "
"| 86.400,00 € | 982.060,00 € |\n"
"| Cloud (On-Demand, Neocloud) | 0,00 € | 0,00 € | 0,00 € | 24.000,00 € "
"| 1.210.567,89 € | 1.234.567,89 € |\n"
"| Hybrid (Grundlast eigen) | 306.200,00 € | 74.016,00 € | 45.930,00 € "
"| 72.000,00 € | 484.227,16 € | 982.373,16 € |\n"
"\n"
"![Abbildung 1: Kumulierte Kosten über 36 Monate, mittlere "
"Auslastung](acme-breakeven.svg)\n"
"\n"
"Die Grafik zeigt: Ab dem 15. Monat ist der Eigenbetrieb günstiger als "
"die Miete in der Cloud. Die gestrichelte Linie ist die Cloud-Miete, "
"die durchgezogene der Eigenbetrieb.\n"
"\n"
"<!-- pagebreak -->\n"
"\n"
"# Anhang A: Monatliche Kosten\n"
"\n"
"Alle Beträge in Euro, *kumuliert* ab Inbetriebnahme.\n"
"\n"
"| Monat | Eigenbetrieb | Cloud | Differenz |\n"
"|---:|---:|---:|---:|\n";

static const char sample_tail[] =
"\n"
"---\n"
"\n"
"# Anhang B: Technische Daten\n"
"\n"
"## Konfiguration\n"
"\n"
"```\n"
"server:\n"
"  gpus: 4            # H100 SXM 80 GB\n"
"  cpu: 2x AMD EPYC 9354\n"
"  ram_gb: 1536\n"
"```\n"
"\n"
"Weitere Informationen: [Datenblatt](https://example.com/h100.pdf) und "
"<https://example.com/>. Eine Zeile  \n"
"mit hartem Umbruch.\n";

/* Append cents as German money: "1.234.567,89 €". */
static void
money(struct strbuf *b, long long cents)
{
	char digits[32];
	size_t n, i;

	n = (size_t)snprintf(digits, sizeof(digits), "%lld", cents / 100);
	for (i = 0; i < n; i++) {
		sb_putc(b, digits[i]);
		if ((n - i - 1) % 3 == 0 && i + 1 < n)
			sb_putc(b, '.');
	}
	sb_printf(b, ",%02lld €", cents % 100);
}

/* The sample: head, a 48-row table that runs over a page, tail.  Caller
 * frees. */
static char *
sample(void)
{
	struct strbuf b = STRBUF_INIT;
	long long own, cloud;
	int m;

	sb_puts(&b, sample_head);
	for (m = 1; m <= 48; m++) {
		own = 61240000LL + m * 1136719LL;
		cloud = m * 3362689LL + m % 7;
		sb_printf(&b, "| %d | ", m);
		money(&b, own);
		sb_puts(&b, " | ");
		money(&b, cloud);
		sb_puts(&b, " | ");
		money(&b, own > cloud ? own - cloud : cloud - own);
		sb_puts(&b, " |\n");
	}
	sb_puts(&b, sample_tail);
	return sb_take(&b);
}

/* 1 if the n bytes of needle occur in b. */
static int
has_bytes(const struct strbuf *b, const char *needle)
{
	size_t n = strlen(needle), i;

	for (i = 0; i + n <= b->len; i++)
		if (memcmp(b->s + i, needle, n) == 0)
			return 1;
	return 0;
}

/* Render md with the sample chart; returns pdf_render's result. */
static int
render(const char *md, const struct pdf_meta *m, struct strbuf *out,
    struct diag_list *dl)
{
	return pdf_render(md, strlen(md), m, figs, 1, "acme.md", out, dl);
}

/* 1 if the shell finds program name. */
static int
have(const char *name)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "command -v %s >/dev/null 2>&1", name);
	return system(cmd) == 0;
}

/* Write b to a new temporary file; returns its path (caller unlinks and
 * frees). */
static char *
write_tmp(const struct strbuf *b)
{
	char *path = xstrdup("/tmp/gpuplan-test-pdf-XXXXXX");
	int fd = mkstemp(path);
	FILE *fp;

	assert_true(fd >= 0);
	fp = fdopen(fd, "wb");
	assert_non_null(fp);
	assert_int_equal(fwrite(b->s, 1, b->len, fp), b->len);
	assert_int_equal(fclose(fp), 0);
	return path;
}

/* The text pdftotext (UTF-8) gets out of the PDF at path; NULL if
 * pdftotext is missing.  Caller frees. */
static char *
pdf_text(const char *path)
{
	char cmd[512], txt[300];
	struct strbuf b = STRBUF_INIT;
	char buf[4096];
	size_t n;
	FILE *fp;

	if (!have("pdftotext"))
		return NULL;
	snprintf(txt, sizeof(txt), "%s.txt", path);
	snprintf(cmd, sizeof(cmd), "pdftotext -enc UTF-8 '%s' '%s'", path, txt);
	assert_int_equal(system(cmd), 0);
	fp = fopen(txt, "rb");
	assert_non_null(fp);
	while ((n = fread(buf, 1, sizeof(buf), fp)) > 0)
		sb_add(&b, buf, n);
	fclose(fp);
	unlink(txt);
	return sb_take(&b);
}

/* Text with every run of spaces and newlines made one space (form feeds
 * stay), so that checks do not depend on where lines wrap.  In place. */
static char *
squeeze(char *s)
{
	char *w = s, *r = s;

	while (*r) {
		if (*r == ' ' || *r == '\n') {
			while (*r == ' ' || *r == '\n')
				r++;
			*w++ = ' ';
		} else {
			*w++ = *r++;
		}
	}
	*w = '\0';
	return s;
}

/*
 * The number of distinct right edges (pdftotext -bbox xMax, to 0.1 pt)
 * of the words `word` on page `page` (1-based) of the PDF at path: the
 * columns that word ends in when they are right-aligned.  -1 if
 * pdftotext is missing.
 */
static int
right_edges(const char *path, int page, const char *word)
{
	char cmd[512], html[300], line[512], pat[64];
	double edges[64];
	int n = 0, pg = 0, i;
	FILE *fp;

	if (!have("pdftotext"))
		return -1;
	snprintf(html, sizeof(html), "%s.html", path);
	snprintf(cmd, sizeof(cmd), "pdftotext -bbox '%s' '%s'", path, html);
	assert_int_equal(system(cmd), 0);
	fp = fopen(html, "r");
	assert_non_null(fp);
	snprintf(pat, sizeof(pat), ">%s</word>", word);
	while (fgets(line, sizeof(line), fp) != NULL) {
		double x0, y0, x1, y1;

		if (strstr(line, "<page ") != NULL)
			pg++;
		if (pg != page || strstr(line, pat) == NULL ||
		    sscanf(strstr(line, "xMin="), "xMin=\"%lf\" yMin=\"%lf\" "
		    "xMax=\"%lf\" yMax=\"%lf\"", &x0, &y0, &x1, &y1) != 4)
			continue;
		for (i = 0; i < n; i++)
			if (x1 > edges[i] - 0.1 && x1 < edges[i] + 0.1)
				break;
		if (i == n && n < 64)
			edges[n++] = x1;
	}
	fclose(fp);
	unlink(html);
	return n;
}

/* Pages in pdftotext output: one form feed ends each. */
static int
count_pages(const char *text)
{
	int n = 0;

	for (; *text; text++)
		n += *text == '\f';
	return n;
}

/* Render the sample; check it with qpdf and its text with pdftotext. */
static void
test_sample(void **state)
{
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl = { 0 };
	char *md = sample(), *path, *text;
	const char *want[] = {
		"Angebot: GPU-Server für die Acme Maschinenbau GmbH",
		"Zusammenfassung", "Annahmen", "Kostenvergleich",
		"Anhang A: Monatliche Kosten", "Anhang B: Technische Daten",
		"Konfiguration", "Seite 1 von", "1.234.567,89 €",
		"Muster GmbH · Angebot acme-2027", "großer Sprachmodelle",
		"gegenüber", "Abbildung 1: Kumulierte Kosten",
		"Kosten (€)", "Break-even: 14,2 Monate", "Rückfragen",
		"vertrieb@muster.de", "(https://example.com/h100.pdf)",
		"ändert sich das Ergebnis ~ linear; ab >= 85 %",
		"Restwert 15 %", "gpus: 4", "Eigenbetrieb (On-Prem)",
	};
	size_t i;

	(void)state;
	if (!render(md, &meta_de, &out, &dl))
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
	assert_int_equal(dl.n, 0);
	assert_true(out.len > 1000);
	assert_memory_equal(out.s, "%PDF-", 5);
	/* metadata from date_iso, never the clock; our producer */
	assert_true(has_bytes(&out, "/CreationDate (D:20270115000000Z"));
	assert_true(has_bytes(&out, "/ModDate (D:20270115000000Z"));
	assert_true(has_bytes(&out, "/Producer (gpuplan)"));
	assert_false(has_bytes(&out, "/ID"));
	path = write_tmp(&out);
	if (getenv("GPUPLAN_PDF_OUT") != NULL) {
		FILE *fp = fopen(getenv("GPUPLAN_PDF_OUT"), "wb");

		assert_non_null(fp);
		fwrite(out.s, 1, out.len, fp);
		fclose(fp);
	}
	if (have("qpdf")) {
		char cmd[512];

		snprintf(cmd, sizeof(cmd), "qpdf --check '%s' >/dev/null", path);
		assert_int_equal(system(cmd), 0);
	} else {
		print_message("qpdf missing (make deps-test): PDF not checked\n");
	}
	text = pdf_text(path);
	if (text != NULL) {
		squeeze(text);
		for (i = 0; i < sizeof(want) / sizeof(want[0]); i++)
			if (strstr(text, want[i]) == NULL)
				fail_msg("pdftotext output lacks '%s'", want[i]);
		/* the header row is repeated on the table's next page */
		assert_true(strstr(strstr(text, "Differenz") + 1, "Differenz") !=
		    NULL);
		/* cover + table over two pages + appendix B after --- */
		assert_true(count_pages(text) >= 4);
		assert_non_null(strstr(text, "Seite 2 von"));
		free(text);
		/* right-aligned: on the table's pages the amounts end in
		 * exactly three right edges, one per money column */
		assert_int_equal(right_edges(path, 3, "€"), 3);
		assert_int_equal(right_edges(path, 4, "€"), 3);
	} else {
		print_message("pdftotext missing (make deps-test): text not checked\n");
	}
	unlink(path);
	free(path);
	free(md);
	sb_free(&out);
	diag_free(&dl);
}

/* The same input gives the same bytes. */
static void
test_deterministic(void **state)
{
	struct strbuf a = STRBUF_INIT, b = STRBUF_INIT;
	struct diag_list dl = { 0 };
	char *md = sample();

	(void)state;
	assert_int_equal(render(md, &meta_de, &a, &dl), 1);
	assert_int_equal(render(md, &meta_de, &b, &dl), 1);
	assert_int_equal(a.len, b.len);
	assert_memory_equal(a.s, b.s, a.len);
	free(md);
	sb_free(&a);
	sb_free(&b);
	diag_free(&dl);
}

/* A character outside Windows-1252 without a replacement: one finding
 * at its line and column, no PDF. */
static void
test_unshowable(void **state)
{
	static const char md[] =
	    "# Titel\n"
	    "\n"
	    "Das Zeichen 中 fehlt in Helvetica.\n";
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl = { 0 };

	(void)state;
	assert_int_equal(render(md, &meta_de, &out, &dl), 0);
	assert_int_equal(dl.n, 1);
	assert_int_equal(dl.v[0].code, D_TEMPLATE);
	assert_string_equal(dl.v[0].file, "acme.md");
	assert_int_equal(dl.v[0].line, 3);
	assert_int_equal(dl.v[0].col, 13);
	assert_non_null(strstr(dl.v[0].msg, "U+4E2D"));
	assert_int_equal(out.len, 0);
	sb_free(&out);
	diag_free(&dl);
}

/* The same in a table cell, a link text, and as an entity; a second
 * line's column counts characters, not bytes. */
static void
test_unshowable_places(void **state)
{
	static const char md[] =
	    "| a | b |\n"
	    "|---|---|\n"
	    "| ä | ⌘ |\n"
	    "\n"
	    "Ü [x ☃](https://example.com) &#x4E2D;\n";
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl = { 0 };

	(void)state;
	assert_int_equal(render(md, NULL, &out, &dl), 0);
	assert_int_equal(dl.n, 3);
	assert_int_equal(dl.v[0].line, 3);
	assert_int_equal(dl.v[0].col, 7);
	assert_non_null(strstr(dl.v[0].msg, "U+2318"));
	assert_int_equal(dl.v[1].line, 5);
	assert_int_equal(dl.v[1].col, 6);
	assert_non_null(strstr(dl.v[1].msg, "U+2603"));
	assert_int_equal(dl.v[2].line, 5);
	assert_int_equal(dl.v[2].col, 30);
	assert_non_null(strstr(dl.v[2].msg, "U+4E2D"));
	sb_free(&out);
	diag_free(&dl);
}

/* Greek and Cyrillic print with the embedded DejaVu faces, in every
 * style; Central European letters with the base-14 fonts in another
 * code page.  Without the DejaVu files: one finding naming the file and
 * the package, no PDF, no crash. */
static void
test_code_pages(void **state)
{
	static const char md[] =
	    "# ООО Ромашка\n"
	    "\n"
	    "Αθήνα *Τεχνική* **Α.Ε.** `Ж` Dvořák Łódź Şişli București\n";
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl = { 0 };

	(void)state;
	assert_int_equal(render(md, &meta_de, &out, &dl), 1);
	assert_int_equal(dl.n, 0);
	assert_true(has_bytes(&out, "/FontFile2"));
	assert_true(has_bytes(&out, "+DejaVuSans-Bold,"));
	assert_true(has_bytes(&out, "+DejaVuSans-Oblique,"));
	assert_true(has_bytes(&out, "+DejaVuSansMono,"));
	assert_true(has_bytes(&out, "/Differences"));
	sb_reset(&out);
	setenv("GPUPLAN_FONT_DIR", "/nonexistent", 1);
	assert_int_equal(render(md, &meta_de, &out, &dl), 0);
	unsetenv("GPUPLAN_FONT_DIR");
	assert_true(dl.n >= 1);
	assert_int_equal(dl.v[0].code, D_UNPRINTABLE);
	assert_non_null(strstr(dl.v[0].msg, "/nonexistent/DejaVuSans"));
	assert_non_null(strstr(dl.v[0].msg, "fonts-dejavu-core"));
	assert_int_equal(out.len, 0);
	sb_free(&out);
	diag_free(&dl);
}

/* Invalid UTF-8 is a finding too, never shown as garbage. */
static void
test_invalid_utf8(void **state)
{
	static const char md[] = "ab\xff" "cd\n";
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl = { 0 };

	(void)state;
	assert_int_equal(render(md, NULL, &out, &dl), 0);
	assert_int_equal(dl.n, 1);
	assert_int_equal(dl.v[0].line, 1);
	assert_int_equal(dl.v[0].col, 3);
	assert_non_null(strstr(dl.v[0].msg, "0xFF"));
	sb_free(&out);
	diag_free(&dl);
}

/* An image without a chart: a finding at the "![". */
static void
test_unknown_image(void **state)
{
	static const char md[] =
	    "Text.\n"
	    "\n"
	    "Siehe ![Bild](nope.svg) unten.\n";
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl = { 0 };

	(void)state;
	assert_int_equal(render(md, NULL, &out, &dl), 0);
	assert_int_equal(dl.n, 1);
	assert_int_equal(dl.v[0].code, D_TEMPLATE);
	assert_int_equal(dl.v[0].line, 3);
	assert_int_equal(dl.v[0].col, 7);
	assert_non_null(strstr(dl.v[0].msg, "'nope.svg'"));
	assert_non_null(strstr(dl.v[0].msg, "acme-breakeven.svg"));
	assert_int_equal(out.len, 0);
	sb_free(&out);
	diag_free(&dl);
}

/* Text of a chart that the font cannot show: a finding at the image. */
static void
test_chart_text(void **state)
{
	static char bad[] = "Kosten in 元";
	struct prim pr = { .kind = PRIM_TEXT, .x0 = 10, .y0 = 20, .text = bad,
	    .font_size = 10, .stroke = -1, .fill = 0 };
	struct drawing dw = { .width = 100, .height = 50, .prims = &pr, .n = 1,
	    .cap = 1 };
	struct pdf_figure fg = { "x.svg", &dw };
	static const char md[] = "Intro.\n\n![Kosten](x.svg)\n";
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl = { 0 };

	(void)state;
	assert_int_equal(pdf_render(md, strlen(md), NULL, &fg, 1, "c.md", &out,
	    &dl), 0);
	assert_int_equal(dl.n, 1);
	assert_int_equal(dl.v[0].line, 3);
	assert_int_equal(dl.v[0].col, 1);
	assert_non_null(strstr(dl.v[0].msg, "U+5143"));
	assert_non_null(strstr(dl.v[0].msg, "x.svg"));
	sb_free(&out);
	diag_free(&dl);
}

/* The replacement table; English page labels; page breaks. */
static void
test_fallbacks_and_breaks(void **state)
{
	static const char md[] =
	    "# Eins\n"
	    "\n"
	    "a ≤ b, c ≥ d, e → f, g ≈ h, ✓ ok, 1\xc2\xa0" "000 und "
	    "10\xe2\x80\xaf%, x\xe2\x80\x89y, Preis \xe2\x88\x92" "5, "
	    "\"quoted\" &ndash; &euro;&nbsp;1 &amp; &unknown; …\n"
	    "\n"
	    "<!-- pagebreak -->\n"
	    "\n"
	    "Zwei.\n"
	    "\n"
	    "---\n"
	    "\n"
	    "# Drei\n"
	    "\n"
	    "---\n"
	    "\n"
	    "Still page three: a rule before a paragraph is a rule.\n";
	struct pdf_meta m = meta_de;
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl = { 0 };
	char *path, *text;

	(void)state;
	m.page_label = "Page %zu of %zu";
	if (!render(md, &m, &out, &dl))
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
	assert_int_equal(dl.n, 0);
	path = write_tmp(&out);
	text = pdf_text(path);
	if (text != NULL) {
		squeeze(text);
		assert_non_null(strstr(text, "a <= b, c >= d, e -> f, g ~ h, x ok"));
		assert_non_null(strstr(text, "1 000 und 10 %, x y, Preis -5"));
		assert_non_null(strstr(text, "– € 1 & &unknown; …"));
		assert_non_null(strstr(text, "Page 1 of 3"));
		assert_non_null(strstr(text, "Page 3 of 3"));
		assert_int_equal(count_pages(text), 3);
		free(text);
	}
	unlink(path);
	free(path);
	sb_free(&out);
	diag_free(&dl);
}

/* A heading never ends a page: one that would sit at the bottom moves
 * to the next page with its paragraph. */
static void
test_keep_with_next(void **state)
{
	struct strbuf md = STRBUF_INIT, out = STRBUF_INIT;
	struct diag_list dl = { 0 };
	char *path, *text, *ff;
	int i;

	(void)state;
	/* 48 lines of 14 pt leave 42 pt of the 714 pt body: room for the
	 * H2 (16 pt gap, 17 pt line) but not for it and a line after it */
	for (i = 0; i < 47; i++)
		sb_printf(&md, "Zeile %d  \n", i);
	sb_puts(&md, "Letzte.\n\n## Überschrift unten\n\nAbsatz danach mit "
	    "etwas Text.\n");
	assert_int_equal(render(md.s, &meta_de, &out, &dl), 1);
	path = write_tmp(&out);
	text = pdf_text(path);
	if (text != NULL) {
		ff = strchr(text, '\f');
		assert_non_null(ff);
		assert_true(strstr(text, "Überschrift unten") > ff);
		free(text);
	}
	unlink(path);
	free(path);
	sb_free(&md);
	sb_free(&out);
	diag_free(&dl);
}

/* Edge cases: empty input, no meta, a bad date, NULL arguments. */
static void
test_edges(void **state)
{
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl = { 0 };
	struct pdf_meta m = meta_de;

	(void)state;
	assert_int_equal(pdf_render("", 0, NULL, NULL, 0, NULL, &out, &dl), 1);
	assert_memory_equal(out.s, "%PDF-", 5);
	sb_reset(&out);
	assert_int_equal(pdf_render(NULL, 0, NULL, NULL, 0, NULL, &out, &dl), 1);
	sb_reset(&out);
	m.date_iso = "2027-02-29";
	assert_int_equal(render("x", &m, &out, &dl), 0);
	assert_int_equal(dl.n, 1);
	assert_int_equal(dl.v[0].code, D_BAD_DATE);
	assert_int_equal(out.len, 0);
	diag_free(&dl);
	memset(&dl, 0, sizeof(dl));
	/* many bad characters: the first PDF_MAX_CHAR_FINDINGS, then a count */
	{
		struct strbuf md = STRBUF_INIT;
		int i;

		for (i = 0; i < 30; i++)
			sb_puts(&md, "中 ");
		assert_int_equal(render(md.s, NULL, &out, &dl), 0);
		assert_int_equal(dl.n, PDF_MAX_CHAR_FINDINGS + 1);
		assert_non_null(strstr(dl.v[dl.n - 1].msg, "10 more"));
		sb_free(&md);
	}
	sb_free(&out);
	diag_free(&dl);
}

/* Hostile structure: deep nesting, huge cells, a table without body,
 * odd images; must not crash and must give a valid PDF. */
static void
test_hostile(void **state)
{
	struct strbuf md = STRBUF_INIT, out = STRBUF_INIT;
	struct diag_list dl = { 0 };
	int i;

	(void)state;
	for (i = 0; i < 30; i++)
		sb_printf(&md, "%*s- level %d\n", i * 2, "", i);
	for (i = 0; i < 12; i++)
		sb_puts(&md, "> ");
	sb_puts(&md, "deep quote\n\n| only | head |\n|---|---|\n\n");
	sb_puts(&md, "| a |\n|---|\n| ");
	for (i = 0; i < 400; i++)
		sb_puts(&md, "Wort ");
	sb_puts(&md, "|\n\n");
	for (i = 0; i < 300; i++)
		sb_putc(&md, 'x');
	sb_puts(&md, "\n\n# ![alt](acme-breakeven.svg) im Titel\n\n");
	sb_puts(&md, "[![img in link](acme-breakeven.svg)](https://x.y)\n\n");
	sb_puts(&md, "```\n\tTab\n\n```\n\n<div>html</div>\n\n*a **b** c*\n");
	if (!render(md.s, &meta_de, &out, &dl))
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
	assert_int_equal(dl.n, 0);
	assert_memory_equal(out.s, "%PDF-", 5);
	if (have("qpdf")) {
		char *path = write_tmp(&out), cmd[512];

		snprintf(cmd, sizeof(cmd), "qpdf --check '%s' >/dev/null", path);
		assert_int_equal(system(cmd), 0);
		unlink(path);
		free(path);
	}
	sb_free(&md);
	sb_free(&out);
	diag_free(&dl);
}

/* A chart whose block lands where the block array grows (regression:
 * the figure's block was taken from the array before it moved). */
static void
test_figure_at_growth(void **state)
{
	int n, i;

	(void)state;
	for (n = 28; n <= 36; n++) {
		struct strbuf md = STRBUF_INIT, out = STRBUF_INIT;
		struct diag_list dl = { 0 };

		for (i = 0; i < n; i++)
			sb_printf(&md, "Absatz %d.\n\n", i);
		sb_puts(&md, "Vorher ![Grafik](acme-breakeven.svg) nachher.\n");
		assert_int_equal(render(md.s, NULL, &out, &dl), 1);
		sb_free(&md);
		sb_free(&out);
		diag_free(&dl);
	}
}

/* GPUPLAN_PDF_BENCH=n: time n renders of the sample. */
static void
test_bench(void **state)
{
	const char *env = getenv("GPUPLAN_PDF_BENCH");
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl = { 0 };
	struct timespec t0, t1;
	char *md;
	long n, i;
	double ms;

	(void)state;
	if (env == NULL || (n = atol(env)) <= 0) {
		skip();
		return;
	}
	md = sample();
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < n; i++) {
		sb_reset(&out);
		assert_int_equal(render(md, &meta_de, &out, &dl), 1);
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	ms = ((double)(t1.tv_sec - t0.tv_sec) * 1e3 +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e6) / (double)n;
	print_message("pdf_render: %.3f ms per PDF (%ld renders, %zu bytes, "
	    "%zu bytes of Markdown)\n", ms, n, out.len, strlen(md));
	free(md);
	sb_free(&out);
	diag_free(&dl);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sample),
		cmocka_unit_test(test_deterministic),
		cmocka_unit_test(test_unshowable),
		cmocka_unit_test(test_unshowable_places),
		cmocka_unit_test(test_code_pages),
		cmocka_unit_test(test_invalid_utf8),
		cmocka_unit_test(test_unknown_image),
		cmocka_unit_test(test_chart_text),
		cmocka_unit_test(test_fallbacks_and_breaks),
		cmocka_unit_test(test_keep_with_next),
		cmocka_unit_test(test_edges),
		cmocka_unit_test(test_hostile),
		cmocka_unit_test(test_figure_at_growth),
		cmocka_unit_test(test_bench),
	};

	return cmocka_run_group_tests_name("pdf", tests, NULL, NULL);
}
