/*
 * view.c: the result as the templates' view (see view.h; the keys are
 * documented in docs/templates.md, which must change with this file):
 * the parts (view_*.c) assembled into one object.
 *
 * Every number goes through render/format.h; sentences come from
 * render/words.c, every shorter phrase from the table in
 * render/words_phrases.h, as W(vb, W_KEY).  No customer-visible words
 * are written here (units such as " GB", " h" and "/kWh" aside).
 */
#include "render/view.h"
#include "render/view_parts.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render/format.h"
#include "render/words.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/utf8.h"

static struct vt *
build_charts(struct vb *vb, const char *const *files)
{
	struct vt *o = vt_object(vb->mem);
	const char *f[VIEW_CHART__MAX] = { NULL };
	int i;

	for (i = 0; files != NULL && i < VIEW_CHART__MAX && files[i]; i++)
		f[i] = files[i];
	vb_set_s(o, "break_even", f[VIEW_CHART_BREAK_EVEN]);
	vb_set_b(o, "has_break_even", f[VIEW_CHART_BREAK_EVEN] != NULL);
	vb_set_s(o, "tornado", f[VIEW_CHART_TORNADO]);
	vb_set_b(o, "has_tornado", f[VIEW_CHART_TORNADO] != NULL);
	return o;
}

void
view_build(struct view *out, const struct result *r,
    const char *const *chart_files)
{
	struct vb vb;
	struct vt *v, *a;

	memset(&vb, 0, sizeof(vb));
	out->mem.head = NULL;
	vb.mem = &out->mem;
	v = vt_object(vb.mem);
	vb.r = r;
	vb.sc = r->sc;
	vb.econ = &r->econ;
	vb.l = (int)r->sc->language >= 0 && r->sc->language < LANG__MAX ?
	    r->sc->language : LANG_DE;
	vb.cur = r->sc->currency;
	vb.horizon = r->tco.months > 0 ? r->tco.months :
	    r->sc->economics.horizon_months_i;
	view_meta(&vb, v);
	view_vendor(&vb, v);
	vb_set(v, "recommendation", view_recommendation(&vb));
	vb_set(v, "summary", view_summary(&vb));
	vb_set(v, "offer", view_offer(&vb));
	vb_set(v, "workloads", view_workloads(&vb));
	vb_set(v, "bom", view_bom(&vb));
	a = view_alternatives(&vb);
	vb_set_b(v, "has_alternatives", a->n > 0);
	vb_set(v, "alternatives", a);
	vb_set(v, "tco", view_tco(&vb));
	a = view_sensitivity(&vb);
	vb_set_b(v, "has_sensitivity", a->n > 0);
	vb_set(v, "sensitivity", a);
	vb_set(v, "assumptions", view_assumptions(&vb));
	a = view_advice(&vb);
	vb_set_b(v, "has_advice", a->n > 0);
	vb_set(v, "advice", a);
	vb_set(v, "risks", view_risks(&vb));
	vb_set(v, "mistakes", view_mistakes(&vb));
	vb_set(v, "checklist", view_checklist(&vb));
	vb_set(v, "charts", build_charts(&vb, chart_files));
	sb_free(&vb.b);
	out->root = v;
}

void
view_free(struct view *v)
{
	arena_release(&v->mem);
	v->root = NULL;
}
