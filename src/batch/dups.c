/*
 * dups.c: one id, one proposal: scenario ids that two files of a batch
 * share, found before anything is built (see batch_int.h).
 */
#include <stdlib.h>
#include <string.h>

#include "batch/batch_int.h"
#include "input/bind.h"
#include "input/yaml_tree.h"
#include "util/alloc.h"

/* One scenario id found by the pre-pass, for sorting. */
struct id_at {
	const char	*id;		/* in ids[], owned by find_dups */
	size_t		 index;		/* in the whole set */
	int		 line, col;
};

/* qsort: by id, then by position in the set. */
static int
cmp_id_at(const void *a, const void *b)
{
	const struct id_at *x = a, *y = b;
	int c = strcmp(x->id, y->id);

	if (c != 0)
		return c;
	return x->index < y->index ? -1 : x->index > y->index;
}

struct dup_id *
find_dups(char *const *files, size_t nfiles)
{
	const struct { char *const *v; size_t n; } all_ = { files, nfiles },
	    *all = &all_;
	struct id_at *v = xcalloc(all->n ? all->n : 1, sizeof(*v));
	char **ids = xcalloc(all->n ? all->n : 1, sizeof(*ids));
	struct dup_id *d = NULL;
	size_t i, j, n = 0;

	for (i = 0; i < all->n; i++) {
		struct diag_list quiet = { 0 };
		struct ydoc *doc = NULL;
		const struct ynode *k;

		if (ydoc_load_file(all->v[i], &doc, &quiet) == YLOAD_OK &&
		    doc->root != NULL && doc->root->kind == YN_MAP &&
		    (k = ynode_get(doc->root, "id")) != NULL &&
		    k->kind == YN_SCALAR && id_valid(k->str)) {
			ids[i] = xstrdup(k->str);
			v[n].id = ids[i];
			v[n].index = i;
			v[n].line = k->line;
			v[n++].col = k->col;
		}
		ydoc_free(doc);
		diag_free(&quiet);
	}
	if (n > 1)
		qsort(v, n, sizeof(*v), cmp_id_at);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && strcmp(v[j].id, v[i].id) == 0; j++)
			;
		if (j - i < 2)
			continue;
		if (d == NULL)
			d = xcalloc(all->n, sizeof(*d));
		for (size_t m = i; m < j; m++) {
			/* the first names the second, the others the first */
			const struct id_at *o = &v[m == i ? i + 1 : i];
			struct dup_id *x = &d[v[m].index];

			x->id = xstrdup(v[m].id);
			x->other_path = all->v[o->index];
			x->other_line = o->line;
			x->line = v[m].line;
			x->col = v[m].col;
		}
	}
	for (i = 0; i < all->n; i++)
		free(ids[i]);
	free(ids);
	free(v);
	return d;
}

void
dups_free(struct dup_id *d, size_t n)
{
	size_t i;

	for (i = 0; d != NULL && i < n; i++)
		free(d[i].id);
	free(d);
}
