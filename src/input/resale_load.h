/*
 * resale_load.h: the `resale:` table of a price file (resale curves per
 * GPU, docs/catalog-format.md "Resale") for price_load.c.  Private to
 * src/input/.
 */
#ifndef GPUPLAN_RESALE_LOAD_H
#define GPUPLAN_RESALE_LOAD_H

#include "input/bind.h"
#include "model/catalog.h"

/*
 * Bind the mapping n (curve name -> {gpus, points, source, citation})
 * into p->resale / p->n_resale (allocated here, freed by prices_free)
 * and point p->gpu[i].resale of every listed GPU at its curve; cat
 * names the GPU ids.  Every fault is reported through ctx (file:line:
 * col and a code, like the rest of the price file): a point out of
 * 0..100 or ages not increasing (out-of-range), a share that rises or a
 * curve that is not convex (inconsistent), an unknown GPU, a GPU on two
 * curves.  A curve with a fault is dropped.  Returns 1 if no error was
 * reported.
 */
/*
 * Bind a citation (struct ltext at t + f->off): a plain string for
 * both languages or {de: S, en: S} (price_load.c; bind_ltext with
 * the citation's length).  Returns 1, or 0 after a finding (the
 * citation is then unchanged).
 */
int price_bind_citation(struct bind_ctx *ctx, const struct ynode *n,
    void *t, const struct field *f);

int resale_load(struct bind_ctx *ctx, const struct ynode *n,
    const struct catalog *cat, struct prices *p);

#endif
