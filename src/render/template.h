/*
 * template.h: a small logic-less template engine (Mustache-like) for the
 * Markdown proposal, over a context of render/vtree.h values.  docs/templates.md is the
 * user's reference; in short:
 *
 *	{{path.to.value}}	a string, number or boolean, Markdown-escaped
 *	{{{path}}} {{&path}}	the same, unescaped
 *	{{.}}			the current context itself
 *	{{#name}}...{{/name}}	section: a list repeats once per element (the
 *				element becomes the context), an object is
 *				entered, true / a non-empty string / a number
 *				renders once; false, null, [] and "" skip it
 *	{{^name}}...{{/name}}	inverted: renders only where # would skip
 *	{{! comment }}		dropped; may span lines
 *
 * A line that holds nothing but one section, inverted, close or comment
 * tag (and blanks) is dropped whole, so tags on their own lines leave no
 * blank lines in tables and lists.  Names resolve like Mustache: the first
 * segment is looked up from the innermost context outwards, the rest
 * inside what it found.  A name that resolves nowhere is an error, never
 * an empty string.
 *
 * Every error is a finding with code D_TEMPLATE at the template's
 * file:line:col (1-based, column in characters).  A template is parsed
 * once into a flat node list and can be rendered any number of times,
 * concurrently from several threads (rendering does not modify it).
 */
#ifndef GPUPLAN_TEMPLATE_H
#define GPUPLAN_TEMPLATE_H

#include <stddef.h>

#include "render/vtree.h"
#include "util/diag.h"
#include "util/strbuf.h"

/* Largest template file, bytes: a proposal template is 10-20 KB; the
 * limit matches the scenario loader's and keeps a mistaken path (a PDF,
 * a log) from being parsed. */
#define TEMPLATE_MAX_BYTES	(1024 * 1024)
/* Deepest section nesting.  The shipped templates use 3; the render
 * recursion and the context stack are bounded by it. */
#define TEMPLATE_MAX_DEPTH	32

struct template;

/*
 * Read the file at path and parse it (see template_parse); the path is
 * the file name in findings.  Returns NULL after reporting D_IO,
 * D_FILE_TOO_LARGE or D_TEMPLATE findings into dl.  The caller frees the
 * template with template_free().
 */
struct template *template_load(const char *path, struct diag_list *dl);

/*
 * Parse len bytes of text (UTF-8; need not be NUL-terminated; copied, not
 * kept).  name is used in findings.  Returns the template, or NULL if any
 * syntax error was reported into dl (unterminated tag, bad name, close
 * without open, mismatched close, unclosed section, nesting deeper than
 * TEMPLATE_MAX_DEPTH, unsupported partial or delimiter tag).
 */
struct template *template_parse(const char *name, const char *text,
    size_t len, struct diag_list *dl);

/*
 * Render t with ctx (usually an object) as the outermost context,
 * APPENDING to out.  Returns 1 on success; 0 if findings were reported
 * into dl (a name that resolves in no context, with a did-you-mean; a
 * list or object used as {{value}}), each tag reported at most once per
 * call.  On 0, out holds a partial rendering the caller should discard.
 */
int template_render(const struct template *t, const struct vt *ctx,
    struct strbuf *out, struct diag_list *dl);

/*
 * Check that every tag of t resolves against ctx, including tags inside
 * sections that a render would skip: lists are checked against each of
 * their elements, objects are entered, and any other section value
 * (false, null, "", a number) is checked against the enclosing contexts.
 * Sections over an empty list cannot be checked and are skipped.
 * Produces no output.  Returns 1 if all resolve, else 0 with findings.
 */
int template_check(const struct template *t, const struct vt *ctx,
    struct diag_list *dl);

/* The template's name as given to template_parse/template_load. */
const char *template_name(const struct template *t);

/* The source text t was parsed from (borrowed, len bytes in *len);
 * NULL and 0 for a NULL t. */
const char *template_source(const struct template *t, size_t *len);

/* Free t; accepts NULL. */
void template_free(struct template *t);

/*
 * Append n bytes of s to out escaped for Markdown text: a backslash before
 * each of \ ` * _ [ ] < > | and before a leading '#' (after blanks), and
 * every line break (LF, CR, CRLF) as one space, so that a value can break
 * neither a table row nor a heading.
 */
void template_escape_md(struct strbuf *out, const char *s, size_t n);

#endif
