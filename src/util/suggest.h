/*
 * suggest.h: the did-you-mean of every finding about an unknown name
 * (scenario keys, catalog ids, template placeholders).
 */
#ifndef GPUPLAN_SUGGEST_H
#define GPUPLAN_SUGGEST_H

#include <stddef.h>

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

#endif
