/*
 * view.h: the proposal's view: everything the Markdown templates show,
 * as one object of render/vtree.h values, already worded and formatted for the scenario's
 * language (render/format.h: "1.234.567,89 €", "2. Dezember 2026"; non-
 * finite numbers as "–").
 *
 * Keys are English snake_case and stable: the sales engineer edits the
 * templates (templates/proposal.<lang>.md), not C.  docs/templates.md
 * lists every key.  Values are strings ready to print, except the flags
 * (booleans: is_*, has_*, ok, ...) and lists (of objects
 * whose elements all have the same keys).  Every key is always present,
 * so a template that works for one scenario cannot fail on another for a
 * missing key; what does not apply prints as "–" or is an empty list.
 */
#ifndef GPUPLAN_VIEW_H
#define GPUPLAN_VIEW_H

#include "model/result.h"
#include "render/vtree.h"
#include "util/arena.h"

/* Charts the caller has written, by index into chart_files. */
enum view_chart {
	VIEW_CHART_BREAK_EVEN,	/* cumulative cost over the months */
	VIEW_CHART_TORNADO,	/* sensitivity bars */
	VIEW_CHART__MAX
};

/*
 * A built view.  Its values live in its own arena, not on the heap:
 * read them, do not change them, and do not keep them past view_free().
 * (Building and freeing ~600 jansson values one by one was a tenth of a
 * proposal's time; bench/README.md.  Our own tree in a per-view arena
 * keeps that speed without jansson's process-wide allocator.)
 */
struct view {
	struct vt	*root;		/* the object the templates see */
	struct arena	 mem;		/* owns root and everything in it */
};

/*
 * Build the view of r (with r->sc, r->prices, r->cat set; r->ok may be 0;
 * r->econ and r->sources as the engine resolved them) into *out.  chart_files is
 * NULL or an array indexed by enum view_chart, read up to VIEW_CHART__MAX
 * entries or the first NULL: file names (e.g. "acme-breakeven.svg"),
 * relative to the Markdown file, used unescaped in image links, so they
 * must not hold spaces or parentheses.  The caller releases the view
 * with view_free().  It touches no process-wide state: views can be
 * built in several threads at once (each into its own struct view).
 * Out of memory exits, as alloc.h.
 */
void view_build(struct view *out, const struct result *r,
    const char *const *chart_files);

/* Free everything of v; v->root is NULL afterwards. */
void view_free(struct view *v);

#endif
