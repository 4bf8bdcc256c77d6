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
#include "util/fsout.h"
#include "util/strbuf.h"

/* What became of one scenario; its name is the summary entry's status. */
enum build_status {
	BUILD_OK,		/* every output in place */
	BUILD_INFEASIBLE,	/* no system serves it: JSON only */
	BUILD_ERROR,		/* findings; not (completely) built */
	BUILD_IO_ERROR,		/* a file could not be read or written */
	BUILD__MAX
};

/* "ok", "infeasible", "error", "io-error", by enum build_status. */
extern const char *const build_status_names[BUILD__MAX];

/* The status named s (a summary entry's), BUILD_ERROR if unknown. */
enum build_status build_status_parse(const char *s);

/* The files of one scenario, by kind; the JSON is written last of them
 * (it carries the input digest) and the manifest after it. */
enum build_output {
	OUT_BREAKEVEN,		/* <id>-breakeven.svg */
	OUT_TORNADO,		/* <id>-tornado.svg */
	OUT_MD,			/* <id>.md */
	OUT_PDF,		/* <id>.pdf */
	OUT_JSON,		/* <id>.json */
	OUT__MAX
};

/* The suffix after the id of each output kind. */
extern const char *const build_output_suffix[OUT__MAX];

/* The name of a scenario's manifest in the output directory: written
 * after all its files, it names their SHA-256 digests and the input
 * digest; a scenario counts as built only when it is in place. */
#define MANIFEST_PREFIX	".gpuplan-manifest-"

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
	const struct outdir	*od;			/* where the files go */
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
 * into ctx->od (atomically; unchanged files are not rewritten).  The
 * manifest is removed first and written last, so an interrupted build
 * leaves a scenario that the next build redoes; an unchanged input
 * digest whose manifest matches every file on disk skips the writing
 * unless ctx->force.  Findings go to dl; *status receives what became of
 * it.  Returns its summary entry (a new JSON object: id, file, status
 * named by *status, recommendation, capex, break-even per utilisation,
 * totals, input digest): content only, so an unchanged rebuild gives the
 * same entry.
 */
json_t *build_scenario(const struct build_ctx *ctx, const char *path,
    struct diag_list *dl, enum build_status *status);

/*
 * The summary entry for a scenario that is not built because its id is
 * also used by another file of the batch (nothing is written for
 * either): a D_DUPLICATE_ID finding at the id in path (line, col; the
 * file is read again to quote it) naming the other file, status error.
 */
json_t *build_duplicate(const char *path, const char *id, int line, int col,
    const char *other_path, int other_line, struct diag_list *dl);

#endif
