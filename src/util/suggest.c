/*
 * suggest.c: did-you-mean for unknown keys, ids and placeholders (see
 * suggest.h).
 */
#include "util/suggest.h"

#include <string.h>

/* Longest name compared for a did-you-mean, bytes: keys are short. */
#define DYM_MAX 64

/*
 * Edit distance between a and b counting a swap of two neighbours as one
 * edit (optimal string alignment), so "titel" is 1 from "title"; 99 if
 * either is longer than DYM_MAX.
 */
size_t
edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j;
	size_t d[3][DYM_MAX + 1];	/* rows i-2, i-1, i (mod 3) */

	if (la > DYM_MAX || lb > DYM_MAX)
		return 99;
	for (j = 0; j <= lb; j++)
		d[0][j] = j;
	for (i = 1; i <= la; i++) {
		size_t *cur = d[i % 3], *prev = d[(i - 1) % 3];
		size_t *prev2 = d[(i + 1) % 3];

		cur[0] = i;
		for (j = 1; j <= lb; j++) {
			size_t c = prev[j - 1] + (a[i - 1] != b[j - 1]);

			if (prev[j] + 1 < c)
				c = prev[j] + 1;
			if (cur[j - 1] + 1 < c)
				c = cur[j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && prev2[j - 2] + 1 < c)
				c = prev2[j - 2] + 1;
			cur[j] = c;
		}
	}
	return d[la % 3][lb];
}

const char *
did_you_mean(const char *s, const char *const *cands, size_t n)
{
	size_t i, best = 99, limit = strlen(s) / 3, d;
	const char *pick = NULL;

	if (limit < 1)
		limit = 1;
	if (limit > 3)
		limit = 3;
	for (i = 0; i < n; i++) {
		d = edit_distance(s, cands[i]);
		if (d < best) {
			best = d;
			pick = cands[i];
		}
	}
	return best <= limit ? pick : NULL;
}

