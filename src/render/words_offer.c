/*
 * words_offer.c: the wording of the options the proposal offers (struct
 * offer_option): their names and their one-line 'why', per language,
 * from the option's kind and numbers (see words.h).
 */
#include "render/words.h"

#include <math.h>

#include "render/format.h"

/* The phrase key (words_phrases.h) in the language l in scope. */
#define P(key)	words_phrase((key), l)

/* Below this much money (half a unit of the currency) a difference is
 * none: it would print as 0. */
#define OPT_MONEY_EPS	0.5

static const enum word_phrase option_names[OPTK__MAX] = {
	[OPTK_RECOMMENDED] =	W_OPT_NAME_RECOMMENDED,
	[OPTK_BUY] =		W_OPT_NAME_BUY,
	[OPTK_MORE_HEADROOM] =	W_OPT_NAME_MORE_HEADROOM,
	[OPTK_OTHER_VENDOR] =	W_OPT_NAME_OTHER_VENDOR,
	[OPTK_FEWER_GPUS] =	W_OPT_NAME_FEWER_GPUS,
	[OPTK_RENT] =		W_OPT_NAME_RENT,
	[OPTK_HYBRID] =		W_OPT_NAME_HYBRID,
};

const char *
words_option_name(enum option_kind k, enum language l)
{
	if ((int)k < 0 || k >= OPTK__MAX)
		return "?";
	return P(option_names[k]);
}

/* The vendor's name of GPU g ("?" without one). */
static const char *
vendor_of(const struct gpu *g)
{
	return g != NULL && (int)g->vendor >= 0 && g->vendor < VENDOR__MAX ?
	    vendor_display_names[g->vendor] : "?";
}

/* Append "; <capex clause>, <TCO clause>" of o against the
 * recommendation to b (the capex clause only when it differs); vs_buy:
 * against the recommended system bought, and said so. */
static void
deltas(struct strbuf *b, const struct offer_option *o, int vs_buy,
    enum currency cur, enum language l)
{
	struct strbuf m = STRBUF_INIT;

	sb_puts(b, "; ");
	if (isfinite(o->d_capex) && fabs(o->d_capex) >= OPT_MONEY_EPS) {
		fmt_money(&m, fabs(o->d_capex), 0, cur, l);
		sb_printf(b, o->d_capex > 0 ? P(W_OPT_CAPEX_MORE) :
		    P(W_OPT_CAPEX_LESS), m.s);
		sb_puts(b, ", ");
	}
	sb_reset(&m);
	if (isfinite(o->d_tco) && fabs(o->d_tco) >= OPT_MONEY_EPS) {
		fmt_money(&m, fabs(o->d_tco), 0, cur, l);
		sb_printf(b, o->d_tco > 0 ? P(W_OPT_TCO_MORE) :
		    P(W_OPT_TCO_LESS), m.s);
		if (vs_buy)
			sb_puts(b, P(W_OPT_VS_BUY));
	} else
		sb_puts(b, P(W_OPT_TCO_SAME));
	sb_free(&m);
}

void
words_option_why(struct strbuf *b, const struct result *r,
    const struct offer_option *o, enum language l)
{
	struct strbuf u = STRBUF_INIT;
	const struct scenario *sc = r->sc;

	switch (o->kind) {
	case OPTK_RECOMMENDED:
		sb_puts(b, P(W_OPT_WHY_RECOMMENDED));
		return;
	case OPTK_BUY:
		sb_puts(b, P(W_OPT_WHY_BUY));
		break;
	case OPTK_MORE_HEADROOM:
		if (o->gpus - r->rec.gpus == 1)
			sb_puts(b, P(W_OPT_WHY_ONE_MORE));
		else
			sb_printf(b, P(W_OPT_WHY_MORE_HEADROOM),
			    o->gpus - r->rec.gpus);
		break;
	case OPTK_OTHER_VENDOR:
		sb_printf(b, P(W_OPT_WHY_OTHER_VENDOR), vendor_of(o->gpu),
		    vendor_of(r->rec.gpu));
		break;
	case OPTK_FEWER_GPUS:
		if (r->rec.gpus - o->gpus == 1)
			sb_puts(b, P(W_OPT_WHY_ONE_FEWER));
		else
			sb_printf(b, P(W_OPT_WHY_FEWER_GPUS),
			    r->rec.gpus - o->gpus);
		break;
	case OPTK_RENT:
	case OPTK_HYBRID:
		fmt_percent(&u, sc->economics.utilisation[o->wins_at], 0, l);
		sb_printf(b, o->kind == OPTK_RENT ? P(W_OPT_WHY_RENT) :
		    P(W_OPT_WHY_HYBRID), u.s);
		break;
	default:
		sb_puts(b, "?");
		return;
	}
	sb_free(&u);
	deltas(b, o, (o->kind == OPTK_MORE_HEADROOM ||
	    o->kind == OPTK_OTHER_VENDOR || o->kind == OPTK_FEWER_GPUS) &&
	    (r->offer.model == OP_CLOUD || r->offer.model == OP_HYBRID),
	    sc->currency, l);
}
