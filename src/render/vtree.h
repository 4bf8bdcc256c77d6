/*
 * vtree.h: the view's value tree: what the templates read.  A value is
 * null, a boolean, a string, a list or an object (keys in insertion
 * order).  Every value lives in the arena it was made from and is freed
 * with it at once; nothing is process-wide, so trees can be built and
 * read in several threads at the same time (one arena per tree).
 * Out of memory exits, as alloc.h.
 */
#ifndef GPUPLAN_VTREE_H
#define GPUPLAN_VTREE_H

#include <jansson.h>
#include <stddef.h>

#include "util/arena.h"

enum vt_kind {
	VT_NULL,
	VT_FALSE,
	VT_TRUE,
	VT_STRING,
	VT_NUMBER,	/* only from vt_from_json; s holds its text */
	VT_LIST,
	VT_OBJECT,
	VT__MAX
};

/* One value; read the fields, change a tree only through vt_*(). */
struct vt {
	enum vt_kind	 kind;
	const char	*s;		/* VT_STRING, VT_NUMBER: NUL-terminated UTF-8 */
	size_t		 len;		/* bytes of s */
	struct vt	*first, *last;	/* VT_LIST, VT_OBJECT: the items in order */
	size_t		 n;		/* count of items */
	struct vt	*next;		/* the next item of the parent */
	const char	*key;		/* the key, if an object's member */
	size_t		 key_len;	/* bytes of key */
	struct arena	*mem;		/* where this value and its items live */
};

/* A new empty object or list, or a boolean, in mem. */
struct vt *vt_object(struct arena *mem);
struct vt *vt_list(struct arena *mem);
struct vt *vt_bool(struct arena *mem, int yes);

/* A string value: a copy of s ("" for NULL) in mem; invalid UTF-8
 * becomes '?'. */
struct vt *vt_string(struct arena *mem, const char *s);

/*
 * Set key k of object o to v (v joins o's arena's tree; it must come
 * from the same arena and not be in another container).  k is not
 * copied: it must outlive the tree (string literals do).  A key set
 * twice keeps both; look-ups find the later one.
 */
void vt_set(struct vt *o, const char *k, struct vt *v);

/* Append v to list l (same rules as vt_set). */
void vt_append(struct vt *l, struct vt *v);

/* The value of key k (len bytes) of o, or NULL if o is not an object or
 * has no such key. */
const struct vt *vt_getn(const struct vt *o, const char *k, size_t len);
const struct vt *vt_get(const struct vt *o, const char *k);

/* Item i of list l, or NULL. */
const struct vt *vt_at(const struct vt *l, size_t i);

/* A string value's text, or NULL for any other kind (or NULL v). */
const char *vt_str(const struct vt *v);

/*
 * A copy of a JSON value in mem (for tests and tools that describe a
 * view as JSON): numbers become VT_NUMBER with their JSON text (integers
 * as %lld, reals as %.15g), keys are copied.  NULL j gives NULL.
 */
struct vt *vt_from_json(struct arena *mem, const json_t *j);

#endif
