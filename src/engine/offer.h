/*
 * offer.h: the options the proposal offers besides its recommendation
 * (issue 12 item 3): up to OFFER_MAX_OPTIONS systems or operating models
 * that differ in something a buyer weighs, each with capex and TCO at
 * medium utilisation from the cost engine, and the cost per user.
 */
#ifndef GPUPLAN_OFFER_H
#define GPUPLAN_OFFER_H

#include <stddef.h>

#include "model/result.h"

/*
 * Choose among the n candidate options cand[] (in the order of
 * preference) at most OFFER_MAX_OPTIONS into out[]: the first ones that
 * repeat neither the recommendation rec nor an option already chosen
 * (the same operating model, GPU and count) nor the kind of one.  Only
 * kind, model, gpu_index and gpus are read.  Copies the chosen entries;
 * allocates nothing.  Returns the count chosen (0 if a pointer is NULL).
 */
size_t offer_pick(const struct offer_option *rec,
    const struct offer_option *cand, size_t n, struct offer_option *out);

/*
 * Fill r->offer.rec, r->offer.options/n_options and
 * r->offer.per_user_month from r (its recommendation, alternatives, TCO
 * and r->offer.model, which must be decided): the candidates in the order
 * buy (when renting or the hybrid is recommended), more headroom, another
 * vendor, fewer GPUs (feasible alternatives only, each costed with
 * tco_compute on its own TCO input; own model at medium utilisation, base
 * energy), then renting or the hybrid where it is the cheapest at another
 * utilisation level.  Allocates nothing that outlives the call.
 */
void offer_options(const struct scenario *sc, const struct catalog *cat,
    const struct prices *p, struct result *r);

#endif
