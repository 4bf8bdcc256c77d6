/*
 * template_int.h: the parsed template, shared by the parser
 * (template.c) and the renderer (template_render.c); private to them.
 * A template is a flat array of nodes: literal text (an offset into the
 * template's own copy of the text), values, and sections whose children
 * are the nodes up to their `end` index.
 */
#ifndef GPUPLAN_TEMPLATE_INT_H
#define GPUPLAN_TEMPLATE_INT_H

#include <stddef.h>

enum tnode_kind {
	TN_TEXT,		/* literal text: off, len */
	TN_VALUE,		/* {{name}}, escaped */
	TN_RAW,			/* {{{name}}} or {{&name}} */
	TN_SECTION,		/* {{#name}} ... {{/name}} */
	TN_INVERTED,		/* {{^name}} ... {{/name}} */
	TN__MAX
};

struct tnode {
	enum tnode_kind	 kind;
	size_t		 off, len;	/* TN_TEXT: bytes of t->text */
	char		*name;		/* tags: "a.b.c", NUL; then the segments */
	const char	*seg;		/* first of nseg NUL-separated segments */
	size_t		 nseg;		/* 0: the name is "." */
	size_t		 end;		/* sections: index past the last child */
	int		 line, col;	/* tags: 1-based; col in characters */
};

struct template {
	char		*name;
	char		*text;		/* a NUL-terminated copy of the source */
	size_t		 len;
	struct tnode	*v;
	size_t		 n, cap;
};

#endif
