/*
 * pricing.h: prices for one scenario, in the scenario's currency.
 *
 * Applies the scenario's overrides over the price catalog, converts with
 * the catalog's FX rate and fills economics defaults that the scenario
 * left to the catalog.  The engines get every price through here, so
 * nothing else converts money.
 */
#ifndef GPUPLAN_PRICING_H
#define GPUPLAN_PRICING_H

#include "model/catalog.h"
#include "model/result.h"
#include "model/scenario.h"

/* Fill r from the scenario's economics and the price catalog. */
void pricing_economics(const struct scenario *, const struct prices *,
    struct econ_resolved *r);

/*
 * Purchase price of one GPU of catalog index gi, money.  Returns 0 if
 * neither the scenario nor the catalog has one.  *from, if not NULL,
 * receives the catalog's price used (its source and citation), or NULL
 * when the scenario's override was used.  The same for the functions
 * below.
 */
int pricing_gpu(const struct scenario *, const struct prices *,
    const struct catalog *, int gi, double *out, const struct price **from);

/* Price of one host (the server around the GPUs) of class hc for GPU gi
 * (the scenario's host_price override for gi wins), money per node. */
int pricing_host(const struct scenario *, const struct prices *,
    const struct catalog *, int gi, enum host_class hc, double *out,
    const struct price **from);

/* Scale-out network per node (NICs + switch share), money; 0 if unset. */
double pricing_network(const struct scenario *, const struct prices *,
    const struct price **from);

/* On-demand cloud price per GPU-hour of GPU gi in a tier, money.  The
 * scenario's cloud_gpu_hour override wins (for any tier).  Returns 0 if
 * the GPU is not offered in that tier. */
int pricing_cloud(const struct scenario *, const struct prices *,
    const struct catalog *, int gi, enum cloud_tier, double *out,
    const struct price **from);

/* Discount of a commitment as a share (0.3 = 30 %); on-demand: 0. */
double pricing_commit_discount(const struct prices *, enum commitment);

/* The host class that carries gpus_per_node GPUs of g. */
enum host_class host_class_for(const struct gpu *g, int gpus_per_node);

#endif
