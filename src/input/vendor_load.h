/*
 * vendor_load.h: a vendor profile (docs/vendor-format.md) to struct
 * vendor, checked like a scenario: every finding with file:line:col and
 * its code into one diag_list.
 */
#ifndef GPUPLAN_VENDOR_LOAD_H
#define GPUPLAN_VENDOR_LOAD_H

#include "input/yaml_tree.h"
#include "model/vendor.h"
#include "util/diag.h"

/* The vendor profile format this gpuplan reads (`gpuplan: 1`). */
#define VENDOR_FORMAT_VERSION	1

/*
 * Load the vendor profile at path.  Returns a new vendor (free it with
 * vendor_free) if the file has no error (warnings may be in dl), else
 * NULL with the findings in dl.  The logo path is resolved against the
 * profile's folder and must name a PNG or JPEG file (D_BAD_LOGO);
 * colours must be "#rrggbb" (D_BAD_COLOUR).  *status (may be NULL)
 * receives YLOAD_IO if the file cannot be read.
 */
struct vendor_profile *vendor_load(const char *path, struct diag_list *dl,
    enum yload_status *status);

/*
 * Resolve a path written in the file at base_file: absolute paths and
 * base files without a folder stay as they are; else the result is the
 * base file's folder joined with rel.  Returns a new string.
 */
char *path_relative_to(const char *base_file, const char *rel);

/* 1 if the document's top level looks like a vendor profile: `gpuplan:`
 * with `name:` and no `workloads:` (cmd_check tells the kinds apart). */
int vendor_doc_is_profile(const struct ydoc *);

#endif
