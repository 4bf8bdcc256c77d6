/*
 * price_load.c: the schema of a price file (prices.yaml,
 * docs/catalog-format.md "Prices") and its checks, on the same binder as
 * the rest of the catalog (catalog_load.c opens the file).
 */
#include "input/catalog_load.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "input/bind.h"
#include "input/catalog_file.h"
#include "input/price_check.h"
#include "input/resale_load.h"
#include "util/alloc.h"
#include "util/digest.h"

/*
 * Longest citation, in characters: a short line for the customer
 * ("öffentliche Preisliste RunPod, Stand 16.03.2026"), not the research
 * note, which stays in source.
 */
#define CITATION_MAX_CHARS	160

/* See resale_load.h: bind_ltext at CITATION_MAX_CHARS. */
int
price_bind_citation(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct field g = *f;

	g.max = CITATION_MAX_CHARS;
	return bind_ltext(ctx, n, t, &g);
}

/* An entry {price|gpu_hour|discount_pct|value: N, currency: X,
 * source: S, citation: C, date: D, note: T}; source, date and note are
 * for the maintainers, citation for the customer. */
struct price_entry {
	double		 amount;
	int		 currency;
	char		*source;
	struct ltext	 citation;
	char		 date[11];
	char		*note;
};

static const char *const currency_words[] = { "EUR", "USD", NULL };

/*
 * The plausible range of each kind of amount in a price catalog
 * (docs/catalog-format.md lists the same), in the entry's currency:
 * wide enough for every GPU, host and offer sold today and for prices
 * several times higher, narrow enough that a typo (a missing decimal
 * point, a rate of 1e-300) is caught before it reaches a proposal.
 */
struct amount_range {
	const char	*key;		/* the amount's key in the entry */
	double		 min, max;	/* inclusive unless flags say not */
	unsigned	 flags;		/* F_MIN_EXCL, F_MAX_EXCL, F_PCT */
	const char	*hint;		/* the range, for the message */
};

/* The catalog's dearest GPU is ~50,000 (b300), the cheapest 2,500 (l4). */
static const struct amount_range gpu_range = { "price", 100, 1e6, 0,
    "a price per GPU must be 100 to 1,000,000" };
/* hgx-8 70,000, nvl72 840,000 (a rack without its GPUs). */
static const struct amount_range host_range = { "price", 500, 5e6, 0,
    "a price per host must be 500 to 5,000,000" };
static const struct amount_range network_range = { "price", 0, 1e6, 0,
    "a network price per node must be 0 to 1,000,000" };
/* On-demand offers run from ~0.40 (L4) to ~18 (B300) per GPU-hour. */
static const struct amount_range cloud_range = { "gpu_hour", 0.01, 1000, 0,
    "a price per GPU-hour must be 0.01 to 1,000" };
static const struct amount_range commit_range = { "discount_pct", 0, 100,
    F_MAX_EXCL | F_PCT, "a discount must be 0 to less than 100 %" };
static const struct amount_range energy_range = { "value", 0, 10,
    F_MIN_EXCL, "an energy price must be more than 0 and at most 10 per kWh" };
static const struct amount_range pue_range = { "value", 1, 3, 0,
    "a PUE must be 1.0 (no overhead) to 3.0" };
static const struct amount_range colo_range = { "value", 0, 10000, 0,
    "a colocation fee must be 0 to 10,000 per kW and month" };
static const struct amount_range maint_range = { "value", 0, 100, F_PCT,
    "maintenance must be 0 to 100 % of the capex a year" };
static const struct amount_range unc_range = { "value", 0, 100, F_PCT,
    "a price uncertainty must be 0 to 100 % either way" };
/* German grid mix: 363 g/kWh in 2024 (UBA); coal-only plants ~1,100. */
static const struct amount_range co2_range = { "value", 0, 2000, 0,
    "a grid CO2 factor must be 0 to 2,000 g per kWh" };

/* Bind one price entry into *p; r names its amount and its range. */
static int
bind_price_entry(struct bind_ctx *ctx, const struct ynode *n, struct price *p,
    const struct amount_range *r, enum currency dflt)
{
	struct field fields[] = {
		{ r->key, bind_number, offsetof(struct price_entry, amount), r->min, r->max, F_REQUIRED | r->flags, NULL, 0, 0, NULL, r->hint },
		{ "currency", bind_word, offsetof(struct price_entry, currency), 0, 0, 0, currency_words, 0, 0, NULL, NULL },
		{ "source", bind_string, offsetof(struct price_entry, source), 0, 0, F_REQUIRED | F_NOT_SHOWN, NULL, 0, 0, NULL, NULL },
		{ "citation", price_bind_citation, offsetof(struct price_entry, citation), 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
		{ "date", bind_date, offsetof(struct price_entry, date), 0, 0, 0, NULL, 0, 0, NULL, NULL },
		{ "note", bind_string, offsetof(struct price_entry, note), 0, 0, F_NOT_SHOWN, NULL, 0, 0, NULL, NULL },
		FIELDS_END
	};
	struct price_entry e;
	int ok;

	memset(&e, 0, sizeof(e));
	e.currency = (int)dflt;
	ok = bind_map(ctx, n, fields, &e, 0, NULL);
	free(e.note);
	if (!ok) {
		free(e.source);
		ltext_free(&e.citation);
		return 0;
	}
	free(p->source);
	ltext_free(&p->citation);
	p->amount = e.amount;
	p->currency = (enum currency)e.currency;
	p->source = e.source;
	p->citation = e.citation;
	p->set = 1;
	return 1;
}

/* Walk a mapping of name -> entry, calling back with each pair. */
typedef void (*entry_cb)(struct bind_ctx *, const struct ynode *key,
    const struct ynode *val, void *arg);

/* Call cb for every key/value pair of the mapping n (what says what
 * the mapping holds, for the message when n is not one); 0 after a
 * finding about n itself or the visit budget. */
static int
each_entry(struct bind_ctx *ctx, const struct ynode *n, const char *what,
    entry_cb cb, void *arg)
{
	size_t i;

	if (n->kind != YN_MAP) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a mapping of %s",
		    ctx->path, what);
		return 0;
	}
	for (i = 0; i < n->n; i++) {
		const struct ynode *k = n->pairs[i].key;
		size_t mark;

		if (!bind_visit(ctx, k) || !bind_visit(ctx, n->pairs[i].val))
			return 0;
		if (k->kind != YN_SCALAR) {
			bind_report(ctx, k, D_WRONG_TYPE, "keys of '%s' are ids",
			    ctx->path);
			continue;
		}
		mark = bind_path_push(ctx, k->str, 0);
		cb(ctx, k, n->pairs[i].val, arg);
		bind_path_pop(ctx, mark);
	}
	return 1;
}

struct price_load {
	const struct catalog	*cat;
	struct prices		*p;
	int			 tier;
};

/* Report a price for a GPU id that gpus.yaml does not list. */
static void
unknown_gpu(struct bind_ctx *ctx, const struct ynode *k)
{
	const char **ids = xcalloc(ctx->catalog->n_gpus + 1, sizeof(*ids));
	const char *dym;
	size_t i;

	for (i = 0; i < ctx->catalog->n_gpus; i++)
		ids[i] = ctx->catalog->gpus[i].id;
	dym = did_you_mean(k->str, ids, ctx->catalog->n_gpus);
	bind_report(ctx, k, D_UNKNOWN_GPU, "GPU '%.64s' is not in "
	    "catalog/gpus.yaml%s%s%s", k->str, dym ? "; did you mean '" : "",
	    dym ? dym : "", dym ? "'?" : "");
	free(ids);
}

/* gpus: one purchase price per GPU id. */
static void
gpu_price_cb(struct bind_ctx *ctx, const struct ynode *k,
    const struct ynode *v, void *arg)
{
	struct price_load *pl = arg;
	int i = catalog_gpu_index(pl->cat, k->str);

	if (i < 0) {
		unknown_gpu(ctx, k);
		return;
	}
	bind_price_entry(ctx, v, &pl->p->gpu[i].purchase, &gpu_range,
	    pl->p->currency);
}

/* cloud.<tier>: one on-demand price per GPU-hour per GPU id. */
static void
cloud_price_cb(struct bind_ctx *ctx, const struct ynode *k,
    const struct ynode *v, void *arg)
{
	struct price_load *pl = arg;
	int i = catalog_gpu_index(pl->cat, k->str);

	if (i < 0) {
		unknown_gpu(ctx, k);
		return;
	}
	bind_price_entry(ctx, v, &pl->p->gpu[i].cloud[pl->tier], &cloud_range,
	    pl->p->currency);
}

/* cloud: a tier (hyperscaler, neocloud) and its prices. */
static void
cloud_tier_cb(struct bind_ctx *ctx, const struct ynode *k,
    const struct ynode *v, void *arg)
{
	struct price_load *pl = arg;
	int t;

	for (t = 0; t < TIER__MAX; t++)
		if (strcmp(k->str, cloud_tier_names[t]) == 0)
			break;
	if (t == TIER__MAX) {
		bind_report(ctx, k, D_UNKNOWN_KEY, "unknown cloud tier '%.40s'; "
		    "the tiers are hyperscaler and neocloud", k->str);
		return;
	}
	pl->tier = t;
	each_entry(ctx, v, "GPU id to {gpu_hour, source}", cloud_price_cb, pl);
}

/* hosts: one price per host class. */
static void
host_cb(struct bind_ctx *ctx, const struct ynode *k, const struct ynode *v,
    void *arg)
{
	struct price_load *pl = arg;
	int h;

	for (h = 0; h < HOST__MAX; h++)
		if (strcmp(k->str, host_class_names[h]) == 0)
			break;
	if (h == HOST__MAX) {
		const char *dym = did_you_mean(k->str, host_class_names,
		    HOST__MAX);

		bind_report(ctx, k, D_UNKNOWN_KEY, "unknown host class '%.40s'%s"
		    "%s%s", k->str, dym ? "; did you mean '" : "", dym ? dym :
		    "", dym ? "'?" : "");
		return;
	}
	bind_price_entry(ctx, v, &pl->p->host[h], &host_range, pl->p->currency);
}

/* commitment: the discount of a 1y or 3y commitment. */
static void
commit_cb(struct bind_ctx *ctx, const struct ynode *k, const struct ynode *v,
    void *arg)
{
	struct price_load *pl = arg;
	int c;

	for (c = COMMIT_1Y; c < COMMIT__MAX; c++)
		if (strcmp(k->str, commitment_names[c]) == 0)
			break;
	if (c == COMMIT__MAX) {
		bind_report(ctx, k, D_UNKNOWN_KEY, "unknown commitment '%.40s'; "
		    "give 1y and 3y", k->str);
		return;
	}
	bind_price_entry(ctx, v, &pl->p->commit_discount_pct[c], &commit_range,
	    pl->p->currency);
}

/* defaults: energy price, PUE, colocation fee, maintenance (required);
 * price and cloud uncertainty, grid CO2 factor (optional). */
static void
defaults_cb(struct bind_ctx *ctx, const struct ynode *k, const struct ynode *v,
    void *arg)
{
	/* the defaults a price file may give: key, member of struct prices,
	 * plausible range */
	static const struct {
		const char			*key;
		size_t				 off;
		const struct amount_range	*range;
	} defs[] = {
		{ "energy_price_kwh", offsetof(struct prices, energy_price_kwh), &energy_range },
		{ "pue", offsetof(struct prices, pue), &pue_range },
		{ "colocation_kw_month", offsetof(struct prices, colocation_kw_month), &colo_range },
		{ "maintenance_pct_year", offsetof(struct prices, maintenance_pct_year), &maint_range },
		{ "price_uncertainty_pct", offsetof(struct prices, price_uncertainty_pct), &unc_range },
		{ "cloud_uncertainty_pct", offsetof(struct prices, cloud_uncertainty_pct), &unc_range },
		{ "grid_co2_g_per_kwh", offsetof(struct prices, grid_co2_g_per_kwh), &co2_range },
	};
	enum { NDEFS = sizeof(defs) / sizeof(defs[0]) };
	struct price_load *pl = arg;
	const char *names[NDEFS], *dym;
	size_t i;

	for (i = 0; i < NDEFS; i++) {
		if (strcmp(k->str, defs[i].key) == 0) {
			bind_price_entry(ctx, v, (struct price *)(void *)
			    ((char *)pl->p + defs[i].off), defs[i].range,
			    pl->p->currency);
			return;
		}
		names[i] = defs[i].key;
	}
	dym = did_you_mean(k->str, names, NDEFS);
	bind_report(ctx, k, D_UNKNOWN_KEY, "unknown default '%.40s'%s%s%s",
	    k->str, dym ? "; did you mean '" : "", dym ? dym : "",
	    dym ? "'?" : "");
}

struct fx {
	double		 usd_per_eur;
	char		*source;
	struct ltext	 citation;
	char	 date[11];
};

static const struct field fx_fields[] = {
	/* 1 EUR was 0.8252 USD at its lowest (2000-10-26) and 1.5990 at its
	 * highest (2008-07-15), ECB euro foreign exchange reference rates */
	{ "usd_per_eur", bind_number, offsetof(struct fx, usd_per_eur), 0.5, 2, F_REQUIRED, NULL, 0, 0, NULL,
	    "1 EUR has been 0.83 to 1.60 USD since 1999 (ECB); the rate must be 0.5 to 2" },
	{ "source", bind_string, offsetof(struct fx, source), 0, 0, F_REQUIRED | F_NOT_SHOWN, NULL, 0, 0, NULL, NULL },
	{ "citation", price_bind_citation, offsetof(struct fx, citation), 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "date", bind_date, offsetof(struct fx, date), 0, 0, 0, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

int
prices_load(const char *path, const struct catalog *cat, struct prices *p,
    struct diag_list *dl, enum yload_status *status)
{
	struct ydoc *doc = catalog_file_open(path, 2, p->sha256, dl,
	    status);
	struct bind_ctx ctx;
	const struct ynode *root, *n;
	struct price_load pl;
	size_t i;
	static const char *const keys[] = { "catalog", "format", "as_of",
	    "currency", "fx", "gpus", "hosts", "network_per_node", "cloud",
	    "commitment", "defaults", "resale", NULL };
	int ok;

	if (doc == NULL)
		return 0;
	memset(&ctx, 0, sizeof(ctx));
	ctx.doc = doc;
	ctx.dl = dl;
	ctx.catalog = cat;
	root = doc->root;
	p->path = xstrdup(path);
	p->gpu = xcalloc(cat->n_gpus ? cat->n_gpus : 1, sizeof(*p->gpu));
	pl.cat = cat;
	pl.p = p;
	pl.tier = 0;
	for (i = 0; i < root->n; i++) {
		const struct ynode *k = root->pairs[i].key;
		size_t j;

		for (j = 0; keys[j]; j++)
			if (k->kind == YN_SCALAR && strcmp(k->str, keys[j]) == 0)
				break;
		if (keys[j] == NULL) {
			const char *dym = k->kind == YN_SCALAR ?
			    did_you_mean(k->str, keys, 12) : NULL;

			bind_report(&ctx, k, D_UNKNOWN_KEY, "unknown key '%.60s' "
			    "in a price catalog%s%s%s", k->kind == YN_SCALAR ?
			    k->str : "?", dym ? "; did you mean '" : "",
			    dym ? dym : "", dym ? "'?" : "");
		}
	}
	{
		struct field f[] = {
			{ "as_of", bind_date, offsetof(struct prices, as_of), 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
			{ "currency", bind_word, offsetof(struct prices, currency), 0, 0, F_REQUIRED, currency_words, 0, 0, NULL, NULL },
		};
		size_t k, mark;

		for (k = 0; k < 2; k++) {
			n = ynode_get(root, f[k].key);
			if (n == NULL) {
				bind_report(&ctx, root, D_MISSING_KEY, "the required "
				    "key '%s' is missing; add it", f[k].key);
				continue;
			}
			mark = bind_path_push(&ctx, f[k].key, 0);
			f[k].fn(&ctx, n, p, &f[k]);
			bind_path_pop(&ctx, mark);
		}
	}
	n = ynode_get(root, "fx");
	if (n == NULL)
		bind_report(&ctx, root, D_MISSING_KEY, "the required key 'fx' "
		    "(usd_per_eur and its source) is missing; add it");
	else {
		struct fx fx;
		size_t mark = bind_path_push(&ctx, "fx", 0);

		memset(&fx, 0, sizeof(fx));
		if (bind_map(&ctx, n, fx_fields, &fx, 0, NULL)) {
			p->usd_per_eur = fx.usd_per_eur;
			p->fx_source = fx.source;
			p->fx_citation = fx.citation;
		} else {
			free(fx.source);
			ltext_free(&fx.citation);
		}
		bind_path_pop(&ctx, mark);
	}
	{
		static const struct {
			const char	*key;
			entry_cb	 cb;
			const char	*what;
		} sections[] = {
			{ "gpus", gpu_price_cb, "GPU id to {price, source}" },
			{ "hosts", host_cb, "host class to {price, source}" },
			{ "cloud", cloud_tier_cb, "tier to GPU prices" },
			{ "commitment", commit_cb, "1y/3y to {discount_pct, source}" },
			{ "defaults", defaults_cb, "default name to {value, source}" },
		};
		size_t k, mark;

		for (k = 0; k < sizeof(sections) / sizeof(sections[0]); k++) {
			n = ynode_get(root, sections[k].key);
			if (n == NULL) {
				bind_report(&ctx, root, D_MISSING_KEY, "the required "
				    "key '%s' is missing; add it",
				    sections[k].key);
				continue;
			}
			mark = bind_path_push(&ctx, sections[k].key, 0);
			each_entry(&ctx, n, sections[k].what, sections[k].cb,
			    &pl);
			bind_path_pop(&ctx, mark);
		}
	}
	n = ynode_get(root, "network_per_node");
	if (n != NULL) {
		size_t mark = bind_path_push(&ctx, "network_per_node", 0);

		bind_price_entry(&ctx, n, &p->network_per_node, &network_range,
		    p->currency);
		bind_path_pop(&ctx, mark);
	}
	n = ynode_get(root, "resale");
	if (n != NULL) {
		size_t mark = bind_path_push(&ctx, "resale", 0);

		resale_load(&ctx, n, cat, p);
		bind_path_pop(&ctx, mark);
	}
	/* What the engine cannot do without. */
	if (ctx.errors == 0) {
		static const char *const dnames[] = { "energy_price_kwh", "pue",
		    "colocation_kw_month", "maintenance_pct_year" };
		const struct price *d[] = { &p->energy_price_kwh, &p->pue,
		    &p->colocation_kw_month, &p->maintenance_pct_year };
		size_t k;

		for (k = 0; k < 4; k++)
			if (!d[k]->set)
				bind_report(&ctx, ynode_get(root, "defaults"),
				    D_MISSING_KEY, "the required default "
				    "'%s' is missing; add it", dnames[k]);
		prices_warn_missing(cat, p, doc, dl);
	}
	ok = ctx.errors == 0;
	ydoc_free(doc);
	return ok;
}
