/*
 * sarif.c: findings as a SARIF 2.1.0 log (see sarif.h).
 *
 * Field names and required properties are those of the OASIS SARIF
 * 2.1.0 standard (sarif-v2.1.0-os, 27 March 2020) and its JSON schema
 * (sarif-schema-2.1.0.json): a log needs version and runs; a run needs
 * tool; tool.driver needs name; a result needs message; a
 * reportingDescriptor (a rule) needs id.
 */
#include "cmd/sarif.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "render/json.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "version.h"

/* The schema that SARIF 2.1.0 logs name (sarif-v2.1.0-os, 3.13.3). */
#define SARIF_SCHEMA "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/" \
	"schemas/sarif-schema-2.1.0.json"
#define SARIF_VERSION "2.1.0"

/*
 * A path as a relative URI reference (RFC 3986): bytes outside the
 * unreserved set and '/' become %XX, so "my scenarios/a b.yaml" is
 * "my%20scenarios/a%20b.yaml".  Returns a new jansson string.
 */
static json_t *
path_uri(const char *path)
{
	static const char hex[] = "0123456789ABCDEF";
	struct strbuf b = STRBUF_INIT;
	const unsigned char *p;
	json_t *s;

	for (p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("-._~/", *p) != NULL)
			sb_putc(&b, (char)*p);
		else {
			sb_putc(&b, '%');
			sb_putc(&b, hex[*p >> 4]);
			sb_putc(&b, hex[*p & 0x0f]);
		}
	}
	s = json_string(b.s != NULL ? b.s : "");
	sb_free(&b);
	return s;
}

/*
 * The rule of code c, from the diagnostics catalogue (util/diag.c): its
 * name, its help line (the meaning column of docs/diagnostics.md, which
 * also has an example and its fix per code) and its level.  Returns a
 * new object.
 */
static json_t *
rule_of(enum diag_code c)
{
	const char *name = diag_name(c);
	const char *level = diag_level_name(diag_level_of(c));
	json_t *rule;
	char *full, *md;

	full = xasprintf("%s: %s", name, diag_help(c));
	md = xasprintf("%s. See docs/diagnostics.md (Examples and fixes) for "
	    "an example and its fix.", diag_help(c));
	rule = json_pack("{s:s, s:s, s:{s:s}, s:{s:s}, s:{s:s, s:s}, "
	    "s:{s:s}}",
	    "id", name,
	    "name", name,
	    "shortDescription", "text", diag_help(c),
	    "fullDescription", "text", full,
	    "help", "text", md, "markdown", md,
	    "defaultConfiguration", "level", level);
	free(full);
	free(md);
	return rule;
}

/* The result of finding d.  Returns a new object. */
static json_t *
result_of(const struct diag *d)
{
	json_t *res, *phys, *loc;

	phys = json_pack("{s:{s:o}}", "artifactLocation", "uri",
	    path_uri(d->file));
	if (d->line > 0) {
		json_t *region = json_pack("{s:i}", "startLine", d->line);

		if (d->col > 0)
			json_object_set_new(region, "startColumn",
			    json_integer(d->col));
		json_object_set_new(phys, "region", region);
	}
	loc = json_pack("{s:o}", "physicalLocation", phys);
	res = json_pack("{s:s, s:i, s:s, s:{s:s}, s:[o]}",
	    "ruleId", diag_name(d->code),
	    "ruleIndex", (int)d->code,
	    "level", diag_level_name(diag_level_of(d->code)),
	    "message", "text", d->msg,
	    "locations", loc);
	return res;
}

void
sarif_write(const struct diag_list *dl, FILE *fp)
{
	json_t *log, *rules, *results;
	struct strbuf out = STRBUF_INIT;
	size_t i;

	rules = json_array();
	for (i = 0; i < DIAG_CODE__MAX; i++)
		json_array_append_new(rules, rule_of((enum diag_code)i));
	results = json_array();
	for (i = 0; i < dl->n; i++)
		json_array_append_new(results, result_of(&dl->v[i]));
	log = json_pack("{s:s, s:s, s:[{s:{s:{s:s, s:s, s:s, s:o}}, "
	    "s:s, s:o}]}",
	    "$schema", SARIF_SCHEMA,
	    "version", SARIF_VERSION,
	    "runs",
	    "tool", "driver",
	    "name", "gpuplan",
	    "version", GPUPLAN_VERSION,
	    "semanticVersion", GPUPLAN_VERSION,
	    "rules", rules,
	    /* diag columns count characters (code points), not UTF-16 */
	    "columnKind", "unicodeCodePoints",
	    "results", results);
	json_dump_to(log, &out);
	if (out.s != NULL)
		fwrite(out.s, 1, out.len, fp);
	sb_free(&out);
	json_decref(log);
}
