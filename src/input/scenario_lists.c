/*
 * scenario_lists.c: the binders of a scenario's GPU lists
 * (constraints.gpus) and GPU-to-amount maps (overrides.*), see
 * scenario_lists.h.
 */
#include "input/scenario_lists.h"

#include <stddef.h>
#include <string.h>

#include "model/scenario.h"
#include "util/alloc.h"

/* A list of catalog GPU ids (constraints.gpus). */
int
scenario_bind_id_list(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct constraints *c = t;
	size_t i;
	int ok = 1;
	struct field idf = { "id", bind_id, 0, 0, 0, 0, NULL, 0, 0, NULL, NULL };

	(void)f;
	if (n->kind != YN_SEQ) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a list of GPU "
		    "ids such as [h200, mi300x], found %s", ctx->path,
		    ynode_kind_name(n));
		return 0;
	}
	if (n->n == 0 || n->n > SCENARIO_MAX_LIST) {
		bind_report(ctx, n, D_OUT_OF_RANGE, "'%s' has %zu entries; give "
		    "1 to %d", ctx->path, n->n, SCENARIO_MAX_LIST);
		return 0;
	}
	c->gpus = xcalloc(n->n, sizeof(*c->gpus));
	c->gpus_pos = xcalloc(n->n, sizeof(*c->gpus_pos));
	for (i = 0; i < n->n; i++) {
		char id[ID_MAX + 1];
		size_t mark = bind_path_push(ctx, NULL, i);

		if (bind_visit(ctx, n->items[i]) &&
		    bind_id(ctx, n->items[i], id, &idf)) {
			c->gpus[c->n_gpus] = xstrdup(id);
			c->gpus_pos[c->n_gpus].line = n->items[i]->line;
			c->gpus_pos[c->n_gpus++].col = n->items[i]->col;
		} else
			ok = 0;
		bind_path_pop(ctx, mark);
	}
	return ok;
}

/* overrides.X: a mapping of GPU id to a money amount >= 0. */
int
scenario_bind_override_map(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct override **list = (struct override **)((char *)t + f->off);
	size_t *count = (size_t *)((char *)t + f->off + sizeof(void *));
	size_t i;
	int ok = 1;
	struct field idf = { "id", bind_id, 0, 0, 0, 0, NULL, 0, 0, NULL, NULL };
	struct field nf = { "price", bind_number, 0, 0, f->max, 0, NULL, 0, 0,
	    NULL, f->hint };

	if (n->kind != YN_MAP) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' must be a mapping of GPU "
		    "id to price such as {h200: 32000}, found %s", ctx->path,
		    ynode_kind_name(n));
		return 0;
	}
	if (n->n > SCENARIO_MAX_LIST) {
		bind_report(ctx, n, D_OUT_OF_RANGE, "'%s' has %zu entries; at "
		    "most %d", ctx->path, n->n, SCENARIO_MAX_LIST);
		return 0;
	}
	*list = xcalloc(n->n ? n->n : 1, sizeof(**list));
	*count = 0;
	for (i = 0; i < n->n; i++) {
		struct override *o = &(*list)[*count];
		const struct ynode *k = n->pairs[i].key, *v = n->pairs[i].val;
		size_t mark;

		if (!bind_visit(ctx, k) || !bind_visit(ctx, v))
			return 0;
		if (!bind_id(ctx, k, o->id, &idf)) {
			ok = 0;
			continue;
		}
		mark = bind_path_push(ctx, o->id, 0);
		if (bind_number(ctx, v, &o->amount, &nf)) {
			o->pos.line = k->line;
			o->pos.col = k->col;
			(*count)++;
		} else
			ok = 0;
		bind_path_pop(ctx, mark);
	}
	return ok;
}
