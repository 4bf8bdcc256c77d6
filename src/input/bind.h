/*
 * bind.h: table-driven binding of a YAML tree to typed C structs.
 *
 * A struct field table names each key of a mapping, how its value is
 * converted (a bind_fn), where it goes (offsetof), its range and whether
 * it is required.  bind_map() walks a mapping against such a table and
 * reports unknown keys (with a did-you-mean), wrong types, out-of-range
 * values and missing keys, all with file:line:col, into one diag_list.
 * The scenario loader and the catalog loader both use it, so the catalog
 * is checked exactly like a scenario.
 */
#ifndef GPUPLAN_BIND_H
#define GPUPLAN_BIND_H

#include <stddef.h>

#include "input/yaml_tree.h"
#include "model/ltext.h"
#include "model/scenario.h"
#include "util/diag.h"
#include "util/suggest.h"

struct bind_ctx {
	const struct ydoc	*doc;
	struct diag_list	*dl;
	size_t			 visits;	/* nodes walked so far */
	int			 over_budget;	/* LOAD_MAX_VISITS reached */
	size_t			 errors;	/* errors reported */
	char			 path[256];	/* "economics.utilisation" */
	const struct catalog	*catalog;	/* for id look-ups, or NULL */
	void			*user;		/* loader's own state */
};

struct field;

/*
 * Convert node into *target as field f describes.  Return 1 on success,
 * 0 if a finding was reported (target unchanged or partly set).
 */
typedef int (*bind_fn)(struct bind_ctx *, const struct ynode *,
    void *target, const struct field *);

#define F_REQUIRED	0x01	/* missing-key if absent */
#define F_MIN_EXCL	0x02	/* value must be > min, not >= */
#define F_MAX_EXCL	0x04	/* value must be < max */
#define F_PCT		0x08	/* numbers: a percentage; 0 < v < 1 warns */
#define F_MULTILINE	0x10	/* strings: line feeds allowed */
#define F_NOT_SHOWN	0x20	/* strings: never printed in a proposal
				 * (a path, a note): no glyph check */

/*
 * Text limits, in characters, of what the proposal lays out: a name or
 * title of TEXT_NAME_MAX_CHARS fits the PDF's cover and table cells in
 * at most three lines at the body size; an address of
 * TEXT_ADDRESS_MAX_CHARS fits the cover's address block.  A string
 * field whose `max` is 0 has only the STRING_MAX_BYTES limit.
 */
#define TEXT_NAME_MAX_CHARS	200
#define TEXT_ADDRESS_MAX_CHARS	400
/* Longest string value accepted, in bytes: a title, a name or a source
 * citation with its URL and derivation, not a document. */
#define STRING_MAX_BYTES	2000

struct field {
	const char		*key;
	bind_fn			 fn;
	size_t			 off;		/* offsetof(target, member) */
	double			 min;		/* numbers: inclusive unless F_MIN_EXCL */
	double			 max;		/* numbers: inclusive unless F_MAX_EXCL;
						 * strings: characters, 0 = bytes only */
	unsigned		 flags;
	const char *const	*words;		/* bind_word: NULL-terminated */
	unsigned		 types;		/* workload type bits; 0 = any */
	unsigned		 required_types;/* required for these types */
	const void		*sub;		/* bind_sub: const struct field[] */
	const char		*hint;		/* range explanation for messages */
};

#define FIELDS_END	{ NULL, NULL, 0, 0, 0, 0, NULL, 0, 0, NULL, NULL }

/*
 * Walk a mapping against fields (ended by FIELDS_END) into target.
 * type_bit selects type-dependent keys (1u << workload_type, or 0 when
 * the mapping has no type).  seen, if not NULL, receives one bit per
 * field index that was present (at most 64 fields).  Returns 1 if no
 * error was reported, else 0.
 */
int bind_map(struct bind_ctx *, const struct ynode *map,
    const struct field *fields, void *target, unsigned type_bit,
    unsigned long long *seen);

/* Count one node visit; returns 0 (after one finding) once the visit
 * budget LOAD_MAX_VISITS is spent. */
int bind_visit(struct bind_ctx *, const struct ynode *);

/* Report a finding at node n with the current key path in ctx. */
void bind_report(struct bind_ctx *, const struct ynode *n,
    enum diag_code, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Push "key" (or "[i]" when key is NULL) on the path; pop restores. */
size_t bind_path_push(struct bind_ctx *, const char *key, size_t index);
void bind_path_pop(struct bind_ctx *, size_t mark);

/*
 * Check the text s (n bytes, valid UTF-8) of the string node n for
 * what field f allows: no control or bidi character (line feeds only
 * with F_MULTILINE), only characters the proposal can print (unless
 * F_NOT_SHOWN), at most f->max characters when f->max > 0.  Reports
 * the first fault at n and returns 0, else returns 1.
 */
int bind_check_text(struct bind_ctx *, const struct ynode *n,
    const struct field *f);

/* Converters; target types in brackets. */
int bind_string(struct bind_ctx *, const struct ynode *, void *, const struct field *);	/* char * (owned) */
int bind_id(struct bind_ctx *, const struct ynode *, void *, const struct field *);	/* char[ID_MAX+1] */
int bind_model_id(struct bind_ctx *, const struct ynode *, void *, const struct field *); /* char[ID_MAX+1], dots allowed */
int bind_number(struct bind_ctx *, const struct ynode *, void *, const struct field *);	/* double */
int bind_count(struct bind_ctx *, const struct ynode *, void *, const struct field *);	/* double, k/M/B/T */
int bind_int(struct bind_ctx *, const struct ynode *, void *, const struct field *);	/* int */
int bind_bool(struct bind_ctx *, const struct ynode *, void *, const struct field *);	/* int 0/1 */
int bind_word(struct bind_ctx *, const struct ynode *, void *, const struct field *);	/* int (enum) */
int bind_date(struct bind_ctx *, const struct ynode *, void *, const struct field *);	/* char[11] */
int bind_sub(struct bind_ctx *, const struct ynode *, void *, const struct field *);	/* nested struct at off */
int bind_words_set(struct bind_ctx *, const struct ynode *, void *, const struct field *); /* int[]: 1 per listed word */
/* struct ltext: a plain string (both languages, two copies) or a mapping
 * {de, en} with both keys, each text checked as bind_string checks it
 * (f->max characters, f->flags). */
int bind_ltext(struct bind_ctx *, const struct ynode *, void *, const struct field *);

/* 1 if s matches [a-z0-9][a-z0-9-]{0,63}. */
int id_valid(const char *s);
/* The same, with '.' allowed after the first character if dots is 1
 * (model ids such as llama-3.1-8b). */
int id_valid_dots(const char *s, int dots);


/* Parse a plain YAML number as bind_number does; 1 if valid. */
int parse_number(const char *s, int suffixes, double *out);

#endif
