/*
 * view_vendor.c: the sender and its terms (see view_parts.h): the
 * vendor block of the cover, the contact, the legal lines and the terms
 * section, from the vendor profile in the result (struct
 * vendor_profile; docs/vendor-format.md).  Without a profile
 * has_vendor and has_terms are false, the other keys empty, and the
 * templates print their sample text.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/format.h"
#include "render/view.h"
#include "render/view_parts.h"
#include "render/words.h"
#include "util/strbuf.h"

/*
 * Days since 1970-01-01 of the proleptic Gregorian date y-m-d (H.
 * Hinnant's days_from_civil, public domain description of the
 * algorithm in "chrono-Compatible Low-Level Date Algorithms").
 */
static long
days_from_civil(long y, unsigned m, unsigned d)
{
	long era;
	unsigned yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = (unsigned)(y - era * 400);
	doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + (long)doe - 719468;
}

/* The inverse of days_from_civil into "YYYY-MM-DD" (out: 11 bytes). */
static void
civil_from_days(long z, char out[11])
{
	long era, y;
	unsigned doe, yoe, doy, mp, d, m;

	z += 719468;
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = (unsigned)(z - era * 146097);
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	y = (long)yoe + era * 400;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	d = doy - (153 * mp + 2) / 5 + 1;
	m = mp < 10 ? mp + 3 : mp - 9;
	y += m <= 2;
	if (y < 1 || y > 9999)
		y = y < 1 ? 1 : 9999;	/* a proposal date is 1900..2999 */
	snprintf(out, 11, "%04d-%02d-%02d", (int)y, (int)(m % 13),
	    (int)(d % 32));
}

/* The date `days` after the ISO date iso into out ("" if iso is not a
 * YYYY-MM-DD date). */
static void
date_plus_days(const char *iso, int days, char out[11])
{
	int y, m, d;

	out[0] = '\0';
	if (iso == NULL || sscanf(iso, "%4d-%2d-%2d", &y, &m, &d) != 3 ||
	    m < 1 || m > 12 || d < 1 || d > 31)
		return;
	civil_from_days(days_from_civil(y, (unsigned)m, (unsigned)d) + days,
	    out);
}

/* The price of support tier s as the terms table prints it. */
static void
support_price(struct vb *vb, const struct support_tier *s)
{
	const struct candidate *c = &vb->r->rec;

	if (!isnan(s->price_year)) {
		if (s->price_year == 0) {
			sb_puts(&vb->b, W(vb, W_SUPPORT_INCLUDED));
			return;
		}
		fmt_money(&vb->b, s->price_year, 0, vb->cur, vb->l);
		sb_puts(&vb->b, W(vb, W_PER_YEAR));
		return;
	}
	fmt_percent(&vb->b, s->price_pct_year / 100,
	    fmt_fewest_decimals(s->price_pct_year, 0, 1), vb->l);
	if (c->gpu != NULL) {
		struct strbuf m = STRBUF_INIT;

		fmt_money(&m, c->capex_hw * s->price_pct_year / 100, 0, vb->cur,
		    vb->l);
		sb_puts(&m, W(vb, W_PER_YEAR));
		sb_printf(&vb->b, W(vb, W_PCT_OF_HARDWARE_YEAR), m.s);
		sb_free(&m);
	}
}

void
view_vendor(struct vb *vb, struct vt *v)
{
	/* without a profile every key is there, empty (a template's
	 * check looks into skipped sections too) */
	static const struct vendor_profile none;
	const struct vendor_profile *p = vb->r->vendor != NULL ?
	    vb->r->vendor : &none;
	struct vt *o, *t, *list;
	char until[11];
	size_t i;

	vb_set_b(v, "has_vendor", vb->r->vendor != NULL);
	o = vt_object(vb->mem);
	vb_set_s(o, "name", p->name);
	vb_set_s(o, "address", p->address);
	vb_set_s(o, "contact_name", p->contact.name);
	vb_set_s(o, "contact_role", ltext_get(&p->contact.role, vb->l));
	vb_set_s(o, "phone", p->contact.phone);
	vb_set_s(o, "email", p->contact.email);
	vb_set_s(o, "web", p->web);
	list = vt_list(vb->mem);
	for (i = 0; i < p->n_legal; i++) {
		struct vt *l = vt_object(vb->mem);

		vb_set_s(l, "line", p->legal[i]);
		vt_append(list, l);
	}
	vb_set_b(o, "has_legal", p->n_legal > 0);
	vb_set(o, "legal", list);
	vb_set(v, "vendor", o);

	t = vt_object(vb->mem);
	if (p->terms.validity_days > 0) {
		struct strbuf d = STRBUF_INIT;

		date_plus_days(vb->sc->date, p->terms.validity_days, until);
		fmt_date(&d, until, vb->l);
		sb_printf(&vb->b, W(vb, W_VALIDITY_DAYS),
		    p->terms.validity_days, d.s ? d.s : "");
		sb_free(&d);
		vb_set_sb(vb, t, "validity");
	} else
		vb_set_s(t, "validity", NULL);
	vb_set_s(t, "payment", ltext_get(&p->terms.payment, vb->l));
	vb_set_s(t, "delivery", ltext_get(&p->terms.delivery, vb->l));
	vb_set_s(t, "warranty", ltext_get(&p->terms.warranty, vb->l));
	list = vt_list(vb->mem);
	for (i = 0; i < p->terms.n_support; i++) {
		const struct support_tier *s = &p->terms.support[i];
		struct vt *l = vt_object(vb->mem);

		vb_set_s(l, "name", ltext_get(&s->name, vb->l));
		vb_set_s(l, "covers", ltext_get(&s->covers, vb->l));
		vb_set_s(l, "response", ltext_get(&s->response, vb->l));
		support_price(vb, s);
		vb_set_sb(vb, l, "price");
		vt_append(list, l);
	}
	vb_set_b(t, "has_support", p->terms.n_support > 0);
	vb_set(t, "support", list);
	vb_set_b(v, "has_terms", p->terms.validity_days > 0 ||
	    p->terms.payment.de != NULL || p->terms.delivery.de != NULL ||
	    p->terms.warranty.de != NULL || p->terms.n_support > 0);
	vb_set(v, "terms", t);
}
