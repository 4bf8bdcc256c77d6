/*
 * junit.c: JUnit XML (see junit.h).  The format is the de facto one that
 * GitHub, GitLab and Jenkins read: <testsuites><testsuite name tests
 * failures><testcase name classname><failure message>text</failure>.
 */
#include "batch/junit.h"

#include <string.h>

#include "util/strbuf.h"
#include "util/utf8.h"

/* XML-escape s (and keep it valid UTF-8 without control characters). */
static void
xml(FILE *fp, const char *s)
{
	struct strbuf b = STRBUF_INIT;
	const char *p;

	for (p = s; *p; p++)
		if (*p == '\n' || *p == '\t') {
			sb_putc(&b, *p);
		} else {
			size_t start = (size_t)(p - s), n = 0;

			while (p[n] && p[n] != '\n' && p[n] != '\t')
				n++;
			utf8_sanitize(&b, s + start, n);
			p += n - 1;
		}
	for (p = b.s ? b.s : ""; *p; p++) {
		switch (*p) {
		case '&': fputs("&amp;", fp); break;
		case '<': fputs("&lt;", fp); break;
		case '>': fputs("&gt;", fp); break;
		case '"': fputs("&quot;", fp); break;
		case '\'': fputs("&apos;", fp); break;
		default: fputc(*p, fp); break;
		}
	}
	sb_free(&b);
}

void
junit_write(FILE *fp, const char *suite, const struct junit_case *c,
    size_t n)
{
	size_t i, failures = 0;

	for (i = 0; i < n; i++)
		if (c[i].failure != NULL)
			failures++;
	fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", fp);
	fprintf(fp, "<testsuites tests=\"%zu\" failures=\"%zu\">\n", n,
	    failures);
	fputs("  <testsuite name=\"", fp);
	xml(fp, suite);
	fprintf(fp, "\" tests=\"%zu\" failures=\"%zu\" errors=\"0\">\n", n,
	    failures);
	for (i = 0; i < n; i++) {
		fputs("    <testcase name=\"", fp);
		xml(fp, c[i].name);
		fputs("\" classname=\"", fp);
		xml(fp, c[i].classname);
		if (c[i].failure == NULL) {
			fputs("\"/>\n", fp);
			continue;
		}
		fputs("\">\n      <failure message=\"", fp);
		xml(fp, c[i].message ? c[i].message : "findings");
		fputs("\">", fp);
		xml(fp, c[i].failure);
		fputs("</failure>\n    </testcase>\n", fp);
	}
	fputs("  </testsuite>\n</testsuites>\n", fp);
}
