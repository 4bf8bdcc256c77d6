/*
 * build.h: building one scenario's outputs, and the batch around it
 * (cmd_build.c).  One scenario in, DIR/<id>.{json,md,pdf} and its charts
 * out, and a summary entry for index.md and summary.json.
 */
#ifndef GPUPLAN_BUILD_H
#define GPUPLAN_BUILD_H

#include <jansson.h>
#include <nettle/sha2.h>

#include "model/catalog.h"
#include "render/template.h"
#include "util/diag.h"
#include "util/strbuf.h"

/* What every scenario of a batch shares; read-only while building. */
/*
 * The output buffers of one scenario.  A batch keeps one set for all its
 * scenarios: a proposal's PDF is ~70 KB, and growing four buffers from
 * nothing for every scenario was ~1 % of a build (reallocs and copies).
 */
struct build_bufs {
	struct strbuf	 json, md, pdf, svg;
};

/* Free the buffers of bb (not bb). */
void build_bufs_free(struct build_bufs *bb);

/* Finish h and write its digest as 64 lowercase hex digits and a NUL:
 * the form of every digest a build records (inputs, catalog, templates). */
void build_digest_hex(struct sha256_ctx *h, char out[65]);

struct build_ctx {
	const char		*outdir;
	const struct catalog	*cat;
	const char		*prices_override;	/* --prices, or NULL */
	const struct template	*tmpl[2];		/* by enum language */
	char			 catalog_digest[65];	/* hex SHA-256 of the catalog files */
	char			 template_digest[2][65];/* per language */
	int			 force;			/* rebuild even if unchanged */
	struct build_bufs	*bufs;			/* reused between scenarios;
							 * NULL: each its own */
};

/*
 * Build the scenario at path: check it, run the engines, write its files
 * into ctx->outdir (atomically; unchanged files are not rewritten; an
 * unchanged input digest skips the work unless ctx->force).  Findings go
 * to dl.  Returns its summary entry (a new JSON object: id, file, status
 * "ok" | "infeasible" | "error" | "io-error", recommendation, capex,
 * break-even per utilisation, totals, input digest): content only, so an
 * unchanged rebuild gives the same entry.
 */
json_t *build_scenario(const struct build_ctx *ctx, const char *path,
    struct diag_list *dl);

#endif
