/*
 * catalog_load.h: catalog/{gpus,models,prices}.yaml to struct catalog.
 */
#ifndef GPUPLAN_CATALOG_LOAD_H
#define GPUPLAN_CATALOG_LOAD_H

#include "input/yaml_tree.h"
#include "model/catalog.h"
#include "util/diag.h"

/*
 * Load gpus.yaml and models.yaml from dir, and the price catalog from
 * prices_path (NULL: dir/prices.yaml), into a new catalog.  Returns it
 * if no file has an error (warnings may be in dl), else NULL.  *status
 * receives YLOAD_IO if a file cannot be read.  The caller frees the
 * catalog with catalog_free().
 */
struct catalog *catalog_load(const char *dir, const char *prices_path,
    struct diag_list *dl, enum yload_status *status);

/*
 * Load a price catalog file for the GPUs of cat into *out (which the
 * caller clears first and frees with prices_free).  Returns 1 if it has
 * no error, else 0.
 */
int prices_load(const char *path, const struct catalog *cat,
    struct prices *out, struct diag_list *dl, enum yload_status *status);

/*
 * The directory of the default catalog (--catalog DIR comes before it):
 * $GPUPLAN_CATALOG if set, else ../share/gpuplan/catalog beside the
 * running binary (as `make install` lays it out) if it holds gpus.yaml,
 * else ./catalog if it holds gpus.yaml (a checkout), else the DATADIR
 * compiled in.  The string is static or the environment's.
 */
const char *catalog_default_dir(void);

#endif
