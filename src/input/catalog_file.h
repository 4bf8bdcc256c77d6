/*
 * catalog_file.h: opening one catalog file (gpus.yaml, models.yaml, a
 * price file) for catalog_load.c and price_load.c, and the check of a
 * model's expert keys that catalog and inline models share (defined in
 * catalog_load.c, also called by scenario_load.c).  Private to
 * src/input/.
 */
#ifndef GPUPLAN_CATALOG_FILE_H
#define GPUPLAN_CATALOG_FILE_H

#include "input/yaml_tree.h"
#include "util/diag.h"
#include "util/digest.h"

/*
 * Parse the file at path and check its header (`catalog: gpus|models|
 * prices` by kind 0, 1, 2, and `format: 1`); the document (the caller
 * frees it with ydoc_free) or NULL after a finding in dl (*status
 * YLOAD_IO when the file could not be read).  sum gets the hex SHA-256
 * of the bytes as read, what a build's input digest covers, so that the
 * file is read once.
 */
struct ydoc *catalog_file_open(const char *path, int kind,
    char sum[DIGEST_HEX_LEN + 1], struct diag_list *dl,
    enum yload_status *status);

struct bind_ctx;
struct model;

/*
 * Check the mixture-of-experts keys of a model entry n (catalog or
 * inline) bound into *m: experts and experts_per_token are given both
 * or neither, experts_per_token is below experts, and only for a model
 * whose active_params are below its params (a mixture); moe_layers and
 * quantized_weights: experts only for a mixture, moe_layers at most
 * layers.  Findings go to ctx as D_INCONSISTENT at n (at the key where
 * one key is wrong).
 */
void model_check_experts(struct bind_ctx *ctx, const struct ynode *n,
    const struct model *m);

#endif
