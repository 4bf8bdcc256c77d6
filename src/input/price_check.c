/*
 * price_check.c: no proposal from a missing price (see price_check.h).
 *
 * The engine prices a candidate with pricing_gpu/host/cloud; this file
 * asks the same functions, so that check and build agree on what has a
 * price (overrides included).
 */
#include "input/price_check.h"

#include <string.h>

#include "engine/pricing.h"


struct where {
	const struct scenario	*s;
	const struct prices	*p;
	struct diag_list	*dl;
	const char		*key;	/* "hardware.gpu", "constraints.gpus" */
	struct srcpos		 pos;	/* of the value naming the GPU */
	size_t			 errors;
};

/* Add one missing-price error for GPU id at w's position. */
static void
missing(struct where *w, const char *id, const char *what, const char *fix)
{
	diag_add(w->dl, D_MISSING_PRICE, w->s->path, w->s->source,
	    w->s->source_len, w->pos.line, w->pos.col, "GPU '%s' (%s) has no "
	    "%s in the price catalog %s; %s", id, w->key, what,
	    w->p->path ? w->p->path : "in use", fix);
	w->errors++;
}

/* Check the GPU at catalog index gi for the scenario's models. */
static void
check_gpu(struct where *w, const struct catalog *cat, int gi)
{
	const struct scenario *s = w->s;
	const struct gpu *g = &cat->gpus[gi];
	const int *om = s->economics.operating_models;
	int own = om[OP_ON_PREM] || om[OP_COLOCATION] || om[OP_HYBRID];
	int hc_done[HOST__MAX] = { 0 };
	double v;
	size_t k;
	char what[80];

	if (own && !pricing_gpu(s, w->p, cat, gi, &v, NULL))
		missing(w, g->id, "purchase price", "add one under 'gpus:' "
		    "there, or give overrides.gpu_price, so that the proposal "
		    "does not show an investment of 0");
	for (k = 0; own && k < g->n_node_gpus; k++) {
		enum host_class hc = host_class_for(g, g->node_gpus[k]);

		if (hc_done[hc]++ || pricing_host(s, w->p, cat, gi, hc, &v,
		    NULL))
			continue;
		snprintf(what, sizeof(what), "price for its %s host",
		    host_class_names[hc]);
		missing(w, g->id, what, "add one under 'hosts:' there, or "
		    "give overrides.host_price");
	}
	if (om[OP_CLOUD] && !own && !pricing_cloud(s, w->p, cat, gi,
	    s->economics.cloud_tier, &v, NULL)) {
		snprintf(what, sizeof(what), "%s price per GPU-hour",
		    cloud_tier_names[s->economics.cloud_tier]);
		missing(w, g->id, what, "cloud is the only operating model "
		    "compared, so add one under 'cloud:' there, give "
		    "overrides.cloud_gpu_hour, or choose another cloud tier");
	}
}

size_t
scenario_check_prices(const struct scenario *s, const struct catalog *cat,
    const struct prices *p, const struct ydoc *doc, struct diag_list *dl)
{
	struct ydoc *own = NULL;
	struct diag_list scratch = { 0 };
	struct where w;
	const struct ynode *n;
	size_t i;
	int gi;

	memset(&w, 0, sizeof(w));
	w.s = s;
	w.p = p;
	w.dl = dl;
	if (s->hw_gpu[0] && (gi = catalog_gpu_index(cat, s->hw_gpu)) >= 0) {
		if (doc == NULL && s->source != NULL &&
		    ydoc_load_buffer(s->path, s->source, s->source_len, &own,
		    &scratch) == YLOAD_OK)
			doc = own;
		n = doc ? ynode_get(ynode_get(doc->root, "hardware"), "gpu") :
		    NULL;
		w.key = "hardware.gpu";
		w.pos = s->hw_pos;
		if (n != NULL) {
			w.pos.line = n->line;
			w.pos.col = n->col;
		}
		check_gpu(&w, cat, gi);
	}
	for (i = 0; i < s->constraints.n_gpus; i++) {
		if ((gi = catalog_gpu_index(cat, s->constraints.gpus[i])) < 0 ||
		    strcmp(s->constraints.gpus[i], s->hw_gpu) == 0)
			continue;
		w.key = "constraints.gpus";
		w.pos = s->constraints.gpus_pos[i];
		check_gpu(&w, cat, gi);
	}
	ydoc_free(own);
	diag_free(&scratch);
	return w.errors;
}

size_t
prices_warn_missing(const struct catalog *cat, const struct prices *p,
    const struct ydoc *doc, struct diag_list *dl)
{
	const struct ynode *gk = ynode_get_key(doc->root, "gpus");
	const struct ynode *hk = ynode_get_key(doc->root, "hosts");
	size_t k, n = 0;

	for (k = 0; k < cat->n_gpus; k++)
		if (!p->gpu[k].purchase.set) {
			diag_add(dl, W_NO_PRICE, doc->path, doc->text, doc->len,
			    gk ? gk->line : 0, gk ? gk->col : 0, "GPU '%s' has "
			    "no purchase price; it cannot be recommended for "
			    "purchase, and a scenario that pins or allows it "
			    "fails the check", cat->gpus[k].id);
			n++;
		}
	for (k = 0; k < HOST__MAX; k++)
		if (!p->host[k].set) {
			diag_add(dl, W_NO_PRICE, doc->path, doc->text, doc->len,
			    hk ? hk->line : 0, hk ? hk->col : 0, "host class "
			    "'%s' has no price; GPUs built into it cannot be "
			    "recommended for purchase", host_class_names[k]);
			n++;
		}
	return n;
}
