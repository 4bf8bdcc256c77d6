/*
 * outputs.c: the output kinds, the statuses and the manifest (see
 * outputs.h).
 */
#include "batch/outputs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

const char *const build_status_names[BUILD__MAX] = {
	[BUILD_OK] = "ok",
	[BUILD_INFEASIBLE] = "infeasible",
	[BUILD_ERROR] = "error",
	[BUILD_IO_ERROR] = "io-error",
};

const char *const build_output_suffix[OUT__MAX] = {
	[OUT_BREAKEVEN] = "-breakeven.svg",
	[OUT_TORNADO] = "-tornado.svg",
	[OUT_MD] = ".md",
	[OUT_PDF] = ".pdf",
	[OUT_JSON] = ".json",
};

enum build_status
build_status_parse(const char *s)
{
	int k;

	for (k = 0; s != NULL && k < BUILD__MAX; k++)
		if (strcmp(s, build_status_names[k]) == 0)
			return (enum build_status)k;
	return BUILD_ERROR;
}

/* The manifest's first line; a later format changes the number. */
#define MANIFEST_HEAD	"gpuplan-manifest 1\n"

void
manifest_text(const char *id, const char *digest,
    const struct output_sums *w, struct strbuf *out)
{
	int k;

	sb_printf(out, "%sinput %s\n", MANIFEST_HEAD, digest);
	for (k = 0; k < OUT__MAX; k++)
		if (w->sum[k][0] != '\0')
			sb_printf(out, "%s %s%s\n", w->sum[k], id,
			    build_output_suffix[k]);
}

int
manifest_matches(const struct outdir *od, const char *id, const char *digest,
    int feasible)
{
	char *name = xasprintf("%s%s", MANIFEST_PREFIX, id), *text, *want;
	size_t len, flen;
	int k, ok;

	text = outdir_read(od, name, 64u << 10, &len);
	free(name);
	if (text == NULL)
		return 0;
	want = xasprintf("%sinput %s\n", MANIFEST_HEAD, digest);
	ok = strncmp(text, want, strlen(want)) == 0;
	free(want);
	for (k = 0; ok && k < OUT__MAX; k++) {
		char line[160], sum[65], *data;

		if (!feasible && k != OUT_JSON)
			continue;
		name = xasprintf("%s%s", id, build_output_suffix[k]);
		data = outdir_read(od, name, 256u << 20, &flen);
		if (data == NULL)
			ok = 0;
		else {
			digest_bytes_hex(data, flen, sum);
			snprintf(line, sizeof(line), "\n%s %s\n", sum, name);
			ok = strstr(text, line) != NULL;
		}
		free(data);
		free(name);
	}
	free(text);
	return ok;
}
