/*
 * scenario_build.h: building one scenario's outputs.  One scenario in,
 * DIR/<id>.{json,md,pdf} and its charts out (the kinds are in
 * outputs.h), and a summary entry for index.md and summary.json.
 */
#ifndef GPUPLAN_SCENARIO_BUILD_H
#define GPUPLAN_SCENARIO_BUILD_H

#include <jansson.h>
#include <nettle/sha2.h>

#include "batch/outputs.h"
#include "model/catalog.h"
#include "model/scenario.h"
#include "model/vendor.h"
#include "render/template.h"
#include "util/diag.h"
#include "util/fsout.h"
#include "util/strbuf.h"

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

/* What every scenario of a batch shares; read-only while building. */
struct build_ctx {
	const struct outdir	*od;			/* where the files go */
	const struct catalog	*cat;
	const char		*prices_override;	/* --prices, or NULL */
	const char		*vendor_override;	/* --vendor, or NULL */
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
 * it, and *unchanged (if not NULL) 1 when it was built before from the
 * same inputs and nothing was written, else 0.  Returns its summary entry (a new JSON object: id, file, status
 * named by *status, recommendation, capex, break-even per utilisation,
 * totals, input digest): content only, so an unchanged rebuild gives the
 * same entry.
 */
json_t *build_scenario(const struct build_ctx *ctx, const char *path,
    struct diag_list *dl, enum build_status *status, int *unchanged);

/*
 * The summary entry for a scenario that is not built because its id is
 * also used by another file of the batch (nothing is written for
 * either): a D_DUPLICATE_ID finding at the id in path (line, col; the
 * file is read again to quote it) naming the other file, status error.
 */
json_t *build_duplicate(const char *path, const char *id, int line, int col,
    const char *other_path, int other_line, struct diag_list *dl);

/*
 * The price catalog that scenario sc is priced with: the catalog's own
 * (which --prices already replaced), unless the scenario names a
 * `prices:` file and --prices was not given (prices_override NULL): then
 * that file, loaded into *own (cleared here; free it with prices_free).
 * sc->prices_path is already relative to the scenario file.  A scenario
 * with a `prices:` key is checked here against the file it is priced
 * with (scenario_check_prices): a pinned or allowed GPU without a price
 * in it is a D_MISSING_PRICE finding naming the GPU and that file.
 * Returns NULL after adding a D_BAD_REFERENCE finding at the `prices:`
 * key or such missing-price findings; *io is set to 1 if the file
 * cannot be read (io may be NULL).
 */
const struct prices *scenario_prices(const struct scenario *sc,
    const struct catalog *cat, const char *prices_override,
    struct prices *own, struct diag_list *dl, int *io);

/*
 * The vendor profile that scenario sc's proposal is sent with: the file
 * of --vendor (vendor_override) if given, else the scenario's `vendor:`
 * file, else none.  Returns a new profile (vendor_free) or NULL.  NULL
 * with *failed 0: no profile named; with *failed 1: the profile has
 * errors (its findings, and D_BAD_REFERENCE at the scenario's `vendor:`
 * key when the scenario named it, are in dl).
 */
struct vendor_profile *scenario_vendor(const struct scenario *sc,
    const char *vendor_override, struct diag_list *dl, int *failed);

#endif
