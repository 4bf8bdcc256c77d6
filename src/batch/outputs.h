/*
 * outputs.h: the files a build writes for one scenario, in one table,
 * what became of a scenario (its status), and the manifest that says a
 * scenario's files are complete.
 */
#ifndef GPUPLAN_OUTPUTS_H
#define GPUPLAN_OUTPUTS_H

#include <stddef.h>

#include "util/digest.h"
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
 * after all its files, it names their SHA-256 digests, the input digest
 * and the source id; a scenario counts as built only when it is in place. */
#define MANIFEST_PREFIX	".gpuplan-manifest-"

/* What one scenario has written so far: the digest of each file. */
struct output_sums {
	char	 sum[OUT__MAX][65];	/* hex SHA-256; "" if not written */
};

/* The manifest of id (the input digest, the source id of this gpuplan,
 * then each written file's digest and name) appended to out. */
void manifest_text(const char *id, const char *digest,
    const struct output_sums *w, struct strbuf *out);

/*
 * 1 if the manifest of id in od says it was built from this input digest
 * by a gpuplan of this source id, and every file it must have (all kinds
 * if feasible, else the JSON) is a regular file whose bytes have the
 * digest the manifest names: a file removed, replaced or left from an
 * interrupted build makes it 0.
 */
int manifest_matches(const struct outdir *od, const char *id,
    const char *digest, int feasible);

#endif
