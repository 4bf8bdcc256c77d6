/*
 * suggest.c: did-you-mean for unknown keys, ids and placeholders (see
 * suggest.h).
 */
#include "util/suggest.h"

#include <math.h>
#include <stdlib.h>
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


double
model_id_size(const char *id)
{
	const char *p = id;

	while (*p != '\0') {
		const char *end = strchr(p, '-');
		size_t len = end != NULL ? (size_t)(end - p) : strlen(p);
		char tok[32], *q;
		double a, b = 1;

		if (len > 0 && len < sizeof(tok) &&
		    (p[len - 1] == 'b' || p[len - 1] == 'm')) {
			memcpy(tok, p, len - 1);
			tok[len - 1] = '\0';
			a = strtod(tok, &q);
			if (q != tok && *q == 'x') {
				const char *r = q + 1;

				b = strtod(r, &q);
				if (q == r)
					q = tok;	/* not a number: no size */
			}
			if (q != tok && *q == '\0' && a > 0 && b > 0)
				return a * b * (p[len - 1] == 'b' ? 1e9 : 1e6);
		}
		if (end == NULL)
			break;
		p = end + 1;
	}
	return 0;
}

/* Length of the leading letters of s: the family ("qwen", "llama"). */
static size_t
family_len(const char *s)
{
	size_t i = 0;

	while (s[i] >= 'a' && s[i] <= 'z')
		i++;
	return i;
}

/* Length of s before its size part ("qwen2.5-" of qwen2.5-13b), or 0. */
static size_t
prefix_len(const char *s)
{
	const char *end;

	for (end = strchr(s, '-'); end != NULL; end = strchr(end + 1, '-')) {
		const char *next = strchr(end + 1, '-');
		size_t len = next != NULL ? (size_t)(next - end - 1) :
		    strlen(end + 1);
		char tok[32];

		if (len == 0 || len >= sizeof(tok))
			continue;
		memcpy(tok, end + 1, len);
		tok[len] = '\0';
		if (model_id_size(tok) > 0)
			return (size_t)(end - s) + 1;
	}
	return 0;
}

/* How far apart two sizes are: |ln(a / b)|; 0 if either is unknown. */
static double
size_gap(double a, double b)
{
	double r;

	if (a <= 0 || b <= 0)
		return 0;
	r = a > b ? a / b : b / a;
	return log(r);
}

#define SUGGEST_FAMILY	3	/* same-family models named */
#define SUGGEST_OTHER	2	/* other families' models named */

/* Append a parameter count as 14.8B, 109B or 335M. */
static void
put_size(struct strbuf *out, double params)
{
	if (params >= 1e9)
		sb_printf(out, "%.*fB", params >= 1e11 ? 0 : 1, params / 1e9);
	else
		sb_printf(out, "%.0fM", params / 1e6);
}

/* Append "'id' (14.8B)", after ", " unless first. */
static void
put_model(struct strbuf *out, const char *id, double params, int first)
{
	sb_printf(out, "%s'%s' (", first ? "" : ", ", id);
	put_size(out, params);
	sb_puts(out, ")");
}

void
suggest_models(const char *id, const char *const *ids, const double *params,
    size_t n, struct strbuf *out)
{
	double want = model_id_size(id);
	size_t fl = family_len(id), pl = prefix_len(id);
	size_t picked[SUGGEST_FAMILY + SUGGEST_OTHER], np = 0, i, k;
	const char *dym = did_you_mean(id, ids, n);
	int fam;

	/* qwen2.5-32b is no typo of qwen2.5-72b: a did-you-mean whose
	 * stated size differs by more than a quarter is left out */
	if (dym != NULL && want > 0 && model_id_size(dym) > 0 &&
	    size_gap(want, model_id_size(dym)) > log(1.25))
		dym = NULL;

	if (dym != NULL)
		sb_printf(out, "; did you mean '%s'?", dym);
	/* fam 1: the same family, fam 0: the others (only with a size) */
	for (fam = 1; fam >= 0; fam--) {
		size_t limit = fam ? SUGGEST_FAMILY : SUGGEST_OTHER, got = 0;

		if (!fam && want <= 0)
			break;
		while (got < limit) {
			size_t best = n;
			double bd = 0;

			for (i = 0; i < n; i++) {
				int same = fl > 0 && family_len(ids[i]) == fl &&
				    strncmp(ids[i], id, fl) == 0;
				double d;

				if (same != fam || ids[i] == dym)
					continue;
				for (k = 0; k < np; k++)
					if (picked[k] == i)
						break;
				if (k < np)
					continue;
				/* without a size, the family by spelling */
				d = want > 0 ? size_gap(want, params[i]) :
				    (double)edit_distance(id, ids[i]);
				/* the same prefix (qwen2.5-) first among equals */
				if (pl > 0 && strncmp(ids[i], id, pl) != 0)
					d += 0.05;
				if (best == n || d < bd) {
					best = i;
					bd = d;
				}
			}
			if (best == n)
				break;
			if (got == 0 && fam)
				sb_puts(out, dym != NULL ? " Also of the same "
				    "family: " : "; of the same family: ");
			else if (got == 0) {
				sb_puts(out, np > 0 ? "; near " : dym != NULL ?
				    " Also near " : "; near ");
				if (want >= 1e9)
					sb_printf(out, "%gB: ", want / 1e9);
				else
					sb_printf(out, "%gM: ", want / 1e6);
			}
			put_model(out, ids[best], params[best], got == 0);
			picked[np++] = best;
			got++;
		}
	}
}
