/*
 * view_options.c: the options the proposal offers (struct offer_option),
 * the vendor's optional items and the cost per user, for the "Your
 * options" section (see view_parts.h; docs/templates.md).
 */
#include <math.h>

#include "render/format.h"
#include "render/view.h"
#include "render/view_parts.h"
#include "render/words.h"
#include "util/strbuf.h"

/* One row of offer.options: the recommendation or an option o. */
static struct vt *
option_row(struct vb *vb, const struct offer_option *o)
{
	struct vt *row = vt_object(vb->mem);
	const char *gpu = o->gpu && o->gpu->name ? o->gpu->name :
	    o->gpu ? o->gpu->id : "–";
	/* a hybrid buys its own part only (docs/tco.md "Hybrid") */
	int part = o->model == OP_HYBRID && o->own_gpus < o->gpus;
	struct strbuf hw = STRBUF_INIT;

	vb_set_s(row, "kind", option_kind_names[o->kind]);
	vb_set_s(row, "name", words_option_name(o->kind, vb->l));
	vb_set_b(row, "recommended", o->kind == OPTK_RECOMMENDED);
	sb_printf(&hw, "%d × %s%s", part ? o->own_gpus : o->gpus, gpu,
	    part ? W(vb, W_OPT_HYBRID_BOUGHT) : "");
	sb_printf(&vb->b, "%s, %s", hw.s, words_op_model(o->model, vb->l));
	vb_set_sb(vb, row, "system");
	sb_puts(&vb->b, hw.s);
	vb_set_sb(vb, row, "hardware");
	sb_free(&hw);
	vb_set_s(row, "model", words_op_model(o->model, vb->l));
	vb_set_money(vb, row, "capex", o->capex, 0);
	vb_set_money(vb, row, "tco_medium", o->tco_medium, 0);
	vb_set_money(vb, row, "per_user_month", o->per_user_month, 2);
	words_option_why(&vb->b, vb->r, o, vb->l);
	vb_set_sb(vb, row, "why");
	return row;
}

void
view_offer_choices(struct vb *vb, struct vt *o)
{
	const struct offer *of = &vb->r->offer;
	const struct vendor_profile *v = vb->r->vendor;
	struct vt *opts = vt_list(vb->mem), *items = vt_list(vb->mem),
	    *pu = vt_list(vb->mem), *row;
	struct strbuf n = STRBUF_INIT;
	int ok = vb->r->ok, users = vb->sc->customer_users, m, any_pu = 0;
	size_t i;

	if (ok) {
		vt_append(opts, option_row(vb, &of->rec));
		for (i = 0; i < of->n_options; i++)
			vt_append(opts, option_row(vb, &of->options[i]));
	}
	vb_set(o, "options", opts);
	vb_set_b(o, "has_options", ok && of->n_options > 0);
	for (i = 0; ok && v != NULL && i < v->terms.n_support; i++) {
		const struct support_tier *t = &v->terms.support[i];

		row = vt_object(vb->mem);
		vb_set_s(row, "name", ltext_get(&t->name, vb->l));
		vb_set_s(row, "covers", ltext_get(&t->covers, vb->l) ?
		    ltext_get(&t->covers, vb->l) : "");
		vb_set_s(row, "response", ltext_get(&t->response, vb->l) ?
		    ltext_get(&t->response, vb->l) : "");
		vb_set_money(vb, row, "price", support_tier_price_year(t,
		    vb->r->rec.capex_hw), 0);
		vb_set_s(row, "per", W(vb, W_OPT_PER_YEAR));
		vt_append(items, row);
	}
	for (i = 0; ok && v != NULL && i < v->terms.n_optional; i++) {
		static const enum word_phrase per[PER__MAX] = {
			[PER_ONCE] = W_OPT_PER_ONCE, [PER_MONTH] = W_OPT_PER_MONTH,
			[PER_YEAR] = W_OPT_PER_YEAR,
		};
		const struct optional_item *it = &v->terms.optional[i];

		row = vt_object(vb->mem);
		vb_set_s(row, "name", ltext_get(&it->name, vb->l));
		vb_set_s(row, "covers", ltext_get(&it->covers, vb->l) ?
		    ltext_get(&it->covers, vb->l) : "");
		vb_set_s(row, "response", W(vb, W_OPT_NO_RESPONSE));
		vb_set_money(vb, row, "price", it->price, 0);
		vb_set_s(row, "per", W(vb, per[it->per]));
		vt_append(items, row);
	}
	vb_set(o, "optional_items", items);
	vb_set_b(o, "has_optional_items", ok && v != NULL &&
	    v->terms.n_support + v->terms.n_optional > 0);
	for (m = 0; ok && users > 0 && m < OP__MAX; m++) {
		if (!isfinite(of->per_user_month[m]))
			continue;
		row = vt_object(vb->mem);
		vb_set_s(row, "model", words_op_model((enum op_model)m, vb->l));
		vb_set_money(vb, row, "value", of->per_user_month[m], 2);
		vt_append(pu, row);
		any_pu = 1;
	}
	vb_set(o, "per_user", pu);
	vb_set_b(o, "has_users", any_pu);
	if (any_pu) {
		fmt_number(&n, users, 0, vb->l);
		sb_printf(&vb->b, W(vb, W_OPT_PER_USER_LEAD), n.s, vb->horizon);
	}
	vb_set_sb(vb, o, "per_user_lead");
	vb_set_b(o, "has_choices", ok && (of->n_options > 0 || any_pu ||
	    (v != NULL && v->terms.n_support + v->terms.n_optional > 0)));
	sb_free(&n);
}
