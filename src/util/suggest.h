/*
 * suggest.h: the did-you-mean of every finding about an unknown name
 * (scenario keys, catalog ids, template placeholders).
 */
#ifndef GPUPLAN_SUGGEST_H
#define GPUPLAN_SUGGEST_H

#include <stddef.h>

#include "util/strbuf.h"

/*
 * Edit distance between a and b, counting a swap of two neighbouring
 * characters as one edit (optimal string alignment): "titel" is 1 from
 * "title".  99 if either is longer than 64 bytes.
 */
size_t edit_distance(const char *a, const char *b);

/*
 * The candidate nearest to s if it is a likely typo, at most
 * max(1, min(3, strlen(s) / 3)) edits away; else NULL.  The first of
 * equally near candidates wins.
 */
const char *did_you_mean(const char *s, const char *const *cands,
    size_t n);

/*
 * The size a model id states, in parameters (count): its first
 * '-'-separated part of the form 32b, 0.5b, 335m or 8x7b (8 x 7e9);
 * 0 if it has none.
 */
double model_id_size(const char *id);

/*
 * Append the suggestions for the unknown model id to out, for the
 * unknown-model finding (docs/diagnostics.md): a did-you-mean for a
 * likely typo (not when the sizes the two ids state differ by more
 * than a quarter: qwen2.5-32b is no typo of qwen2.5-72b), then up to three catalog models of the same family (the
 * id's leading letters: "qwen" for qwen2.5-13b) nearest in size (by the
 * ratio of parameter counts; the same prefix before the size first
 * among equals), then up to two of other families near the size the id
 * states.  ids[i] has params[i] parameters (count).  Appends nothing
 * when there is nothing to suggest.
 */
void suggest_models(const char *id, const char *const *ids,
    const double *params, size_t n, struct strbuf *out);

#endif
