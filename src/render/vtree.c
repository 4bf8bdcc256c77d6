/*
 * vtree.c: see vtree.h.
 */
#include "render/vtree.h"

#include <stdio.h>
#include <string.h>

#include "util/strbuf.h"
#include "util/utf8.h"

/* A new value of kind k in mem, all other fields empty. */
static struct vt *
vt_new(struct arena *mem, enum vt_kind k)
{
	struct vt *v = arena_zalloc(mem, sizeof(*v));

	v->kind = k;
	v->mem = mem;
	return v;
}

struct vt *
vt_object(struct arena *mem)
{
	return vt_new(mem, VT_OBJECT);
}

struct vt *
vt_list(struct arena *mem)
{
	return vt_new(mem, VT_LIST);
}

struct vt *
vt_bool(struct arena *mem, int yes)
{
	return vt_new(mem, yes ? VT_TRUE : VT_FALSE);
}

struct vt *
vt_string(struct arena *mem, const char *s)
{
	struct vt *v = vt_new(mem, VT_STRING);
	const unsigned char *p;
	size_t n;

	if (s == NULL)
		s = "";
	/* ASCII needs no UTF-8 check (most values are numbers and ids) */
	for (p = (const unsigned char *)s; *p != '\0' && *p < 0x80; p++)
		;
	n = (size_t)(p - (const unsigned char *)s) + strlen((const char *)p);
	if (*p != '\0' && !utf8_valid(s, n)) {
		struct strbuf b = STRBUF_INIT;

		utf8_sanitize(&b, s, n);
		v->s = arena_strndup(mem, b.s ? b.s : "", b.len);
		v->len = b.len;
		sb_free(&b);
		return v;
	}
	v->s = arena_strndup(mem, s, n);
	v->len = n;
	return v;
}

/* Link v as the last item of container c. */
static void
link_item(struct vt *c, struct vt *v)
{
	v->next = NULL;
	if (c->last != NULL)
		c->last->next = v;
	else
		c->first = v;
	c->last = v;
	c->n++;
}

void
vt_set(struct vt *o, const char *k, struct vt *v)
{
	v->key = k;
	v->key_len = strlen(k);
	link_item(o, v);
}

void
vt_append(struct vt *l, struct vt *v)
{
	link_item(l, v);
}

const struct vt *
vt_getn(const struct vt *o, const char *k, size_t len)
{
	const struct vt *v, *found = NULL;

	if (o == NULL || o->kind != VT_OBJECT)
		return NULL;
	for (v = o->first; v != NULL; v = v->next)
		if (v->key_len == len && memcmp(v->key, k, len) == 0)
			found = v;
	return found;
}

const struct vt *
vt_get(const struct vt *o, const char *k)
{
	return vt_getn(o, k, strlen(k));
}

const struct vt *
vt_at(const struct vt *l, size_t i)
{
	const struct vt *v;

	if (l == NULL || l->kind != VT_LIST || i >= l->n)
		return NULL;
	for (v = l->first; i > 0; i--)
		v = v->next;
	return v;
}

const char *
vt_str(const struct vt *v)
{
	return v != NULL && v->kind == VT_STRING ? v->s : NULL;
}

struct vt *
vt_from_json(struct arena *mem, const json_t *j)
{
	struct vt *v;
	const char *key;
	json_t *item;
	size_t i;
	char num[64];

	if (j == NULL)
		return NULL;
	switch (json_typeof(j)) {
	case JSON_OBJECT:
		v = vt_object(mem);
		json_object_foreach((json_t *)j, key, item)
			vt_set(v, arena_strndup(mem, key, strlen(key)),
			    vt_from_json(mem, item));
		return v;
	case JSON_ARRAY:
		v = vt_list(mem);
		json_array_foreach(j, i, item)
			vt_append(v, vt_from_json(mem, item));
		return v;
	case JSON_STRING:
		return vt_string(mem, json_string_value(j));
	case JSON_INTEGER:
	case JSON_REAL:
		if (json_is_integer(j))
			snprintf(num, sizeof(num), "%" JSON_INTEGER_FORMAT,
			    json_integer_value(j));
		else
			snprintf(num, sizeof(num), "%.15g", json_real_value(j));
		v = vt_new(mem, VT_NUMBER);
		v->len = strlen(num);
		v->s = arena_strndup(mem, num, v->len);
		return v;
	case JSON_TRUE:
		return vt_bool(mem, 1);
	case JSON_FALSE:
		return vt_bool(mem, 0);
	default:
		return vt_new(mem, VT_NULL);
	}
}
