/*
 * resale_load.c: the `resale:` table of a price file: named resale
 * curves, each with the GPUs it applies to, its points (age in months,
 * % of the purchase price) and, like every catalog price, a source for
 * the maintainers and a citation for the customer
 * (docs/catalog-format.md "Resale"; the engine's reading of a curve is
 * in docs/tco.md "Resale").
 */
#include "input/resale_load.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/suggest.h"

/* Slack when comparing two declines per month (% a month): the ratio of
 * two decimal numbers is not exact in binary. */
#define SLOPE_SLACK	1e-9

/* The longest age a point may have: 20 years, the longest horizon a
 * scenario may have (scenario_load.c). */
#define AGE_MAX_MONTHS	240

/* One point as written: {age_months: N, pct: N}. */
struct rpoint {
	double	age;	/* months */
	double	pct;	/* % of the purchase price */
};

static const struct field point_fields[] = {
	{ "age_months", bind_number, offsetof(struct rpoint, age), 0, AGE_MAX_MONTHS, F_REQUIRED, NULL, 0, 0, NULL,
	    "an age must be 0 to 240 months" },
	{ "pct", bind_number, offsetof(struct rpoint, pct), 0, 100, F_REQUIRED | F_PCT, NULL, 0, 0, NULL,
	    "a resale value must be 0 to 100 % of the purchase price" },
	FIELDS_END
};

/* The parts of a curve that bind_map fills. */
struct rtext {
	char		*source;
	struct ltext	 citation;
};

/* Report GPU id k that gpus.yaml does not list (with a did-you-mean). */
static void
unknown_gpu(struct bind_ctx *ctx, const struct ynode *k,
    const struct catalog *cat)
{
	const char **ids = xcalloc(cat->n_gpus + 1, sizeof(*ids));
	const char *dym;
	size_t i;

	for (i = 0; i < cat->n_gpus; i++)
		ids[i] = cat->gpus[i].id;
	dym = did_you_mean(k->str, ids, cat->n_gpus);
	bind_report(ctx, k, D_UNKNOWN_GPU, "GPU '%.64s' is not in "
	    "catalog/gpus.yaml%s%s%s", k->str, dym ? "; did you mean '" : "",
	    dym ? dym : "", dym ? "'?" : "");
	free(ids);
}

/*
 * Bind the points list n into c (the point (0, 100) added first unless
 * the list starts at age 0) and check the curve's shape.  Returns 1, or
 * 0 after a finding.
 */
static int
bind_points(struct bind_ctx *ctx, const struct ynode *n,
    struct resale_curve *c)
{
	double prev_slope = INFINITY, slope;	/* % a month */
	size_t i, mark;
	int ok = 1, j;

	if (n->kind != YN_SEQ || n->n < 1) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a list of "
		    "{age_months, pct}, at least one point", ctx->path);
		return 0;
	}
	if (n->n > RESALE_MAX_POINTS - 1) {
		bind_report(ctx, n, D_OUT_OF_RANGE, "'%s' has %zu points; a "
		    "resale curve has at most %d", ctx->path, n->n,
		    RESALE_MAX_POINTS - 1);
		return 0;
	}
	c->n = 0;
	for (i = 0; i < n->n; i++) {
		struct rpoint pt = { NAN, NAN };
		const struct ynode *it = n->items[i];

		mark = bind_path_push(ctx, NULL, i);
		if (!bind_visit(ctx, it) ||
		    !bind_map(ctx, it, point_fields, &pt, 0, NULL)) {
			bind_path_pop(ctx, mark);
			return 0;
		}
		if (c->n == 0 && pt.age > 0) {
			c->age_months[0] = 0;	/* new: 100 % */
			c->pct[0] = 100;
			c->n = 1;
		}
		j = c->n;
		if (j > 0 && !(pt.age > c->age_months[j - 1])) {
			bind_report(ctx, it, D_OUT_OF_RANGE, "'%s' is at %g "
			    "months, not after the point before it (%g months)"
			    "; list the points by increasing age", ctx->path,
			    pt.age, c->age_months[j - 1]);
			ok = 0;
		} else if (j > 0 && pt.pct > c->pct[j - 1]) {
			bind_report(ctx, it, D_INCONSISTENT, "'%s' is %g %% at "
			    "%g months, more than the %g %% at %g months; "
			    "used hardware does not gain value with age",
			    ctx->path, pt.pct, pt.age, c->pct[j - 1],
			    c->age_months[j - 1]);
			ok = 0;
		} else if (j > 0) {
			slope = (c->pct[j - 1] - pt.pct) /
			    (pt.age - c->age_months[j - 1]);
			if (slope > prev_slope * (1 + SLOPE_SLACK) + SLOPE_SLACK) {
				bind_report(ctx, it, D_INCONSISTENT, "'%s': from "
				    "%g to %g months the value falls %.3g %% a "
				    "month, faster than the %.3g %% a month "
				    "before; a resale curve must lose value no "
				    "faster as it ages (convex), which the "
				    "break-even search relies on (docs/tco.md "
				    "\"Resale\")", ctx->path,
				    c->age_months[j - 1], pt.age, slope,
				    prev_slope);
				ok = 0;
			}
			prev_slope = slope;
		}
		bind_path_pop(ctx, mark);
		if (!ok)
			return 0;
		c->age_months[j] = pt.age;
		c->pct[j] = pt.pct;
		c->n = j + 1;
	}
	if (c->n < 2) {
		bind_report(ctx, n, D_OUT_OF_RANGE, "'%s' has only the point at "
		    "age 0; give at least one point after it", ctx->path);
		return 0;
	}
	return 1;
}

/*
 * Bind the list n of GPU ids: point each at curve c (its index ci in
 * p->resale).  Returns 1, or 0 after a finding.
 */
static int
bind_gpus(struct bind_ctx *ctx, const struct ynode *n,
    const struct catalog *cat, struct prices *p, size_t ci)
{
	size_t i, mark;
	int gi, ok = 1;

	if (n->kind != YN_SEQ || n->n < 1) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a list of GPU "
		    "ids from catalog/gpus.yaml", ctx->path);
		return 0;
	}
	for (i = 0; i < n->n; i++) {
		const struct ynode *it = n->items[i];

		mark = bind_path_push(ctx, NULL, i);
		if (!bind_visit(ctx, it)) {
			bind_path_pop(ctx, mark);
			return 0;
		}
		if (it->kind != YN_SCALAR) {
			bind_report(ctx, it, D_WRONG_TYPE, "'%s' must be a GPU "
			    "id", ctx->path);
			ok = 0;
		} else if ((gi = catalog_gpu_index(cat, it->str)) < 0) {
			unknown_gpu(ctx, it, cat);
			ok = 0;
		} else if (p->gpu[gi].resale != NULL) {
			bind_report(ctx, it, D_INCONSISTENT, "GPU '%.64s' is "
			    "already on the resale curve '%.64s'; list each GPU "
			    "on one curve", it->str, p->gpu[gi].resale->id);
			ok = 0;
		} else
			p->gpu[gi].resale = &p->resale[ci];
		bind_path_pop(ctx, mark);
	}
	return ok;
}

/* Unpoint every GPU on curve c. */
static void
unlink_curve(const struct catalog *cat, struct prices *p,
    const struct resale_curve *c)
{
	size_t i;

	for (i = 0; i < cat->n_gpus; i++)
		if (p->gpu[i].resale == c)
			p->gpu[i].resale = NULL;
}

int
resale_load(struct bind_ctx *ctx, const struct ynode *n,
    const struct catalog *cat, struct prices *p)
{
	static const struct field text_fields[] = {
		{ "source", bind_string, offsetof(struct rtext, source), 0, 0, F_REQUIRED | F_NOT_SHOWN, NULL, 0, 0, NULL, NULL },
		FIELDS_END
	};
	size_t i, mark, errors = ctx->errors;

	if (n->kind != YN_MAP) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a mapping of "
		    "curve name to {gpus, points, source, citation}",
		    ctx->path);
		return 0;
	}
	/* allocated once, before any GPU points into it */
	p->resale = xcalloc(n->n ? n->n : 1, sizeof(*p->resale));
	p->n_resale = 0;
	for (i = 0; i < n->n; i++) {
		const struct ynode *k = n->pairs[i].key, *v = n->pairs[i].val;
		const struct ynode *pts, *gpus, *cit, *src;
		struct resale_curve *c = &p->resale[p->n_resale];
		struct rtext t;
		size_t before = ctx->errors, j;
		struct field cf = { "citation", NULL, offsetof(struct rtext,
		    citation), 0, 0, 0, NULL, 0, 0, NULL, NULL };

		if (!bind_visit(ctx, k) || !bind_visit(ctx, v))
			return 0;
		if (k->kind != YN_SCALAR) {
			bind_report(ctx, k, D_WRONG_TYPE, "keys of '%s' are curve "
			    "names", ctx->path);
			continue;
		}
		mark = bind_path_push(ctx, k->str, 0);
		memset(c, 0, sizeof(*c));
		memset(&t, 0, sizeof(t));
		if (v->kind != YN_MAP) {
			bind_report(ctx, v, D_WRONG_TYPE, "'%s' must be a mapping "
			    "{gpus, points, source, citation}", ctx->path);
			bind_path_pop(ctx, mark);
			continue;
		}
		for (j = 0; j < v->n; j++) {
			const struct ynode *kk = v->pairs[j].key;
			static const char *const keys[] = { "gpus", "points",
			    "source", "citation", NULL };
			size_t q;

			for (q = 0; keys[q]; q++)
				if (kk->kind == YN_SCALAR &&
				    strcmp(kk->str, keys[q]) == 0)
					break;
			if (keys[q] == NULL) {
				const char *dym = kk->kind == YN_SCALAR ?
				    did_you_mean(kk->str, keys, 4) : NULL;

				bind_report(ctx, kk, D_UNKNOWN_KEY, "unknown key "
				    "'%.40s' in a resale curve%s%s%s",
				    kk->kind == YN_SCALAR ? kk->str : "?",
				    dym ? "; did you mean '" : "", dym ? dym : "",
				    dym ? "'?" : "");
			}
		}
		pts = ynode_get(v, "points");
		gpus = ynode_get(v, "gpus");
		src = ynode_get(v, "source");
		cit = ynode_get(v, "citation");
		if (pts == NULL || gpus == NULL || src == NULL || cit == NULL)
			bind_report(ctx, v, D_MISSING_KEY, "a resale curve needs "
			    "gpus, points, source and citation; '%s' lacks %s",
			    ctx->path, pts == NULL ? "points" : gpus == NULL ?
			    "gpus" : src == NULL ? "source" : "citation");
		if (src != NULL) {
			size_t m2 = bind_path_push(ctx, "source", 0);

			bind_string(ctx, src, &t, &text_fields[0]);
			bind_path_pop(ctx, m2);
		}
		if (cit != NULL) {
			size_t m2 = bind_path_push(ctx, "citation", 0);

			price_bind_citation(ctx, cit, &t, &cf);
			bind_path_pop(ctx, m2);
		}
		if (pts != NULL) {
			size_t m2 = bind_path_push(ctx, "points", 0);

			bind_points(ctx, pts, c);
			bind_path_pop(ctx, m2);
		}
		if (ctx->errors == before && gpus != NULL) {
			size_t m2 = bind_path_push(ctx, "gpus", 0);

			c->id = xstrdup(k->str);
			bind_gpus(ctx, gpus, cat, p, p->n_resale);
			bind_path_pop(ctx, m2);
		}
		bind_path_pop(ctx, mark);
		if (ctx->errors != before) {
			unlink_curve(cat, p, c);
			free(c->id);
			free(t.source);
			ltext_free(&t.citation);
			memset(c, 0, sizeof(*c));
			continue;
		}
		c->source = t.source;
		c->citation = t.citation;
		p->n_resale++;
	}
	return ctx->errors == errors;
}
