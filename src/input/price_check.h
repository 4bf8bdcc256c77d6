/*
 * price_check.h: a scenario against the price catalog it is priced
 * with: no proposal from a missing price.
 */
#ifndef GPUPLAN_PRICE_CHECK_H
#define GPUPLAN_PRICE_CHECK_H

#include <stddef.h>

#include "input/yaml_tree.h"
#include "model/catalog.h"
#include "model/scenario.h"
#include "util/diag.h"

/*
 * Report, as missing-price errors in dl, every GPU that the scenario s
 * pins (hardware.gpu) or allows (constraints.gpus) and that the price
 * catalog p, with the scenario's overrides, cannot price:
 *   - no purchase price, or no host price for a host class the GPU is
 *     built into, when an owning model (on-prem, colocation, hybrid)
 *     is compared: the proposal would show no or too little investment;
 *   - no cloud price per GPU-hour in the scenario's tier when cloud is
 *     the only model compared: there would be nothing to propose.
 * Each finding is at the scenario key that names the GPU and names the
 * GPU and p->path.  doc is the scenario's parsed document (for the
 * positions), or NULL to parse s->source again.  scenario_from_doc()
 * already checks a scenario without a `prices:` key against
 * cat->prices; a command that prices a scenario with its own `prices:`
 * file calls this with that file.  Returns the number of errors added.
 */
size_t scenario_check_prices(const struct scenario *s,
    const struct catalog *cat, const struct prices *p,
    const struct ydoc *doc, struct diag_list *dl);

/*
 * Warn (no-price) about every GPU of cat without a purchase price in p
 * and every host class without a price, at the key `gpus` or `hosts`
 * of the price file's document doc.  Returns the number of warnings.
 */
size_t prices_warn_missing(const struct catalog *cat, const struct prices *p,
    const struct ydoc *doc, struct diag_list *dl);

#endif
