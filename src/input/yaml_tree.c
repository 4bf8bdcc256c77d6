/*
 * yaml_tree.c: libyaml events to a positioned node tree (see yaml_tree.h).
 */
#include "input/yaml_tree.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

#include "util/alloc.h"
#include "util/arena.h"
#include "util/utf8.h"

/* ---- the tree builder ---- */

/* A node being built: its children grow in a heap array first and are
 * copied into the arena when the node ends. */
struct frame {
	struct ynode	 *node;
	struct ynode	**kids;
	size_t		  n;
	size_t		  cap;
};

struct anchor {
	char		*name;
	struct ynode	*node;
};

struct builder {
	struct ydoc	*doc;
	struct diag_list *dl;
	struct frame	 stack[LOAD_MAX_DEPTH + 1];
	size_t		 depth;
	size_t		 nodes;
	struct anchor	*anchors;
	size_t		 nanchors;
	size_t		 capanchors;
	int		 failed;
};

/* Report a finding at line:col of the document and mark it failed. */
static void
bfail(struct builder *b, enum diag_code code, int line, int col,
    const char *msg)
{
	diag_add(b->dl, code, b->doc->path, b->doc->text, b->doc->len, line,
	    col, "%s", msg);
	b->failed = 1;
}

/* Append a child to the frame being built. */
static void
kid_push(struct frame *f, struct ynode *n)
{
	if (f->n == f->cap) {
		f->cap = f->cap ? f->cap * 2 : 8;
		f->kids = xreallocarray(f->kids, f->cap, sizeof(*f->kids));
	}
	f->kids[f->n++] = n;
}

/* qsort order of mapping pairs: by key, then by file order. */
static int
cmp_pair_key(const void *a, const void *b)
{
	const struct ypair *x = *(const struct ypair *const *)a;
	const struct ypair *y = *(const struct ypair *const *)b;
	int c;

	if (x->key->kind != YN_SCALAR || y->key->kind != YN_SCALAR)
		return (x->key->kind != YN_SCALAR) - (y->key->kind != YN_SCALAR);
	c = strcmp(x->key->str, y->key->str);
	if (c)
		return c;
	/* equal keys: file order, so the later one is reported */
	return x < y ? -1 : x > y;
}

/* Report each key that repeats an earlier one of the same mapping.
 * O(n log n), so a 100,000-key mapping costs milliseconds. */
static void
check_duplicates(struct builder *b, struct ynode *m)
{
	const struct ypair **v;
	size_t i;

	if (m->n < 2)
		return;
	v = xcalloc(m->n, sizeof(*v));
	for (i = 0; i < m->n; i++)
		v[i] = &m->pairs[i];
	qsort(v, m->n, sizeof(*v), cmp_pair_key);
	for (i = 1; i < m->n; i++) {
		const struct ynode *k = v[i]->key, *p = v[i - 1]->key;

		if (k->kind == YN_SCALAR && p->kind == YN_SCALAR &&
		    strcmp(k->str, p->str) == 0) {
			diag_add(b->dl, D_DUPLICATE_KEY, b->doc->path,
			    b->doc->text, b->doc->len, k->line, k->col,
			    "duplicate key '%s' (first at line %d, column %d);"
			    " remove one of them", k->str, p->line, p->col);
			b->failed = 1;
		}
	}
	free(v);
}

/* Attach a finished node to its parent (or make it the root). */
static void
attach(struct builder *b, struct ynode *n)
{
	if (b->depth == 0) {
		b->doc->root = n;
		return;
	}
	kid_push(&b->stack[b->depth - 1], n);
}

/* Record that anchor `name` (may be NULL) names node n; a later
 * anchor of the same name wins, as in YAML. */
static void
remember_anchor(struct builder *b, const yaml_char_t *name, struct ynode *n)
{
	size_t i;

	if (name == NULL)
		return;
	for (i = 0; i < b->nanchors; i++)
		if (strcmp(b->anchors[i].name, (const char *)name) == 0) {
			b->anchors[i].node = n;	/* a redefinition wins */
			return;
		}
	if (b->nanchors == b->capanchors) {
		b->capanchors = b->capanchors ? b->capanchors * 2 : 8;
		b->anchors = xreallocarray(b->anchors, b->capanchors,
		    sizeof(*b->anchors));
	}
	b->anchors[b->nanchors].name = xstrdup((const char *)name);
	b->anchors[b->nanchors++].node = n;
}

/* A new node of kind at mark m with tag (may be NULL). */
static struct ynode *
new_node(struct builder *b, enum ynode_kind kind, const yaml_mark_t *m,
    const yaml_char_t *tag)
{
	struct ynode *n = arena_zalloc(b->doc->arena, sizeof(*n));

	n->kind = kind;
	n->line = (int)m->line + 1;
	n->col = (int)m->column + 1;
	if (tag != NULL)
		n->tag = arena_strndup(b->doc->arena, (const char *)tag,
		    strlen((const char *)tag));
	return n;
}

/* Open a collection node: push a frame.  Returns 0 if too deep. */
static int
open_node(struct builder *b, struct ynode *n, const yaml_char_t *anchor)
{
	if (b->depth >= LOAD_MAX_DEPTH) {
		char msg[160];

		snprintf(msg, sizeof(msg), "nesting deeper than %d levels; a "
		    "scenario needs at most 6", LOAD_MAX_DEPTH);
		bfail(b, D_TOO_DEEP, n->line, n->col, msg);
		return 0;
	}
	remember_anchor(b, anchor, n);
	memset(&b->stack[b->depth], 0, sizeof(b->stack[b->depth]));
	b->stack[b->depth++].node = n;
	return 1;
}

/* Close the innermost collection: move its children into the arena. */
static void
close_node(struct builder *b)
{
	struct frame *f = &b->stack[--b->depth];
	struct ynode *n = f->node;
	size_t i;

	if (n->kind == YN_SEQ) {
		n->n = f->n;
		n->items = arena_zalloc(b->doc->arena,
		    (f->n ? f->n : 1) * sizeof(*n->items));
		if (f->n)
			memcpy(n->items, f->kids, f->n * sizeof(*n->items));
	} else {
		n->n = f->n / 2;
		n->pairs = arena_zalloc(b->doc->arena,
		    (n->n ? n->n : 1) * sizeof(*n->pairs));
		for (i = 0; i < n->n; i++) {
			n->pairs[i].key = f->kids[2 * i];
			n->pairs[i].val = f->kids[2 * i + 1];
		}
		check_duplicates(b, n);
	}
	free(f->kids);
	f->kids = NULL;
	attach(b, n);
}

/*
 * Line and column (1-based, characters) of byte offset off in text.
 */
static void
offset_pos(const char *text, size_t len, size_t off, int *line, int *col)
{
	size_t i = 0;
	int l = 1, c = 1;

	if (off > len)
		off = len;
	while (i < off) {
		if (text[i] == '\n') {
			l++;
			c = 1;
			i++;
		} else {
			unsigned cp;
			size_t m = utf8_decode(text + i, len - i, &cp);

			i += m ? m : 1;
			c++;
		}
	}
	*line = l;
	*col = c;
}

/*
 * Check that the text is UTF-8 that YAML allows: no NUL, no C0 control
 * other than tab, LF and CR, no DEL or C1 control other than NEL.  Adds a
 * finding at the first offending byte and returns 0, else returns 1.
 */
static int
check_encoding(struct ydoc *doc, struct diag_list *dl)
{
	size_t i = 0;
	const unsigned char *u = (const unsigned char *)doc->text;
	int line, col;

	if (doc->len >= 2 && ((u[0] == 0xff && u[1] == 0xfe) ||
	    (u[0] == 0xfe && u[1] == 0xff))) {
		diag_add(dl, D_YAML_ENCODING, doc->path, NULL, 0, 1, 1,
		    "the file is UTF-16; save it as UTF-8");
		return 0;
	}
	while (i < doc->len) {
		unsigned cp;
		size_t m = utf8_decode(doc->text + i, doc->len - i, &cp);

		if (m == 0) {
			offset_pos(doc->text, doc->len, i, &line, &col);
			diag_add(dl, D_YAML_ENCODING, doc->path, doc->text,
			    doc->len, line, col, "invalid UTF-8 byte 0x%02x; "
			    "save the file as UTF-8", u[i]);
			return 0;
		}
		if ((cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') ||
		    cp == 0x7f || (cp >= 0x80 && cp < 0xa0 && cp != 0x85)) {
			offset_pos(doc->text, doc->len, i, &line, &col);
			diag_add(dl, D_YAML_ENCODING, doc->path, doc->text,
			    doc->len, line, col, cp == 0 ? "NUL byte: this is "
			    "a binary file, not YAML" : "control character "
			    "U+%04X is not allowed in YAML", cp);
			return 0;
		}
		i += m;
	}
	return 1;
}

/* What to do about libyaml's most frequent complaints, or NULL. */
static const char *
syntax_hint(const char *problem)
{
	static const struct {
		const char *problem;
		const char *hint;
	} hints[] = {
		{ "did not find expected key", "indent this line like the "
		    "other keys of its mapping" },
		{ "could not find expected ':'", "a key needs ':' and a space "
		    "before its value" },
		{ "mapping values are not allowed in this context", "quote a "
		    "value that contains ': '" },
		{ "found character that cannot start any token", "quote the "
		    "value" },
		{ "did not find expected node content", "a value is missing "
		    "here" },
		{ "did not find expected ',' or ']'", "close the list with ']'" },
		{ "did not find expected ',' or '}'", "close the mapping with "
		    "'}'" },
		{ "block sequence entries are not allowed in this context",
		    "put '- ' items on their own lines under the key" },
	};
	size_t i;

	for (i = 0; i < sizeof(hints) / sizeof(hints[0]); i++)
		if (strcmp(problem, hints[i].problem) == 0)
			return hints[i].hint;
	return NULL;
}

/* 1 if only white space follows byte offset off. */
static int
at_end(const struct ydoc *doc, size_t off)
{
	for (; off < doc->len; off++)
		if (doc->text[off] != ' ' && doc->text[off] != '\n' &&
		    doc->text[off] != '\r' && doc->text[off] != '\t')
			return 0;
	return 1;
}

/* Turn a libyaml error into one finding. */
static void
parser_error(struct builder *b, const yaml_parser_t *p)
{
	const yaml_mark_t *m = &p->problem_mark;
	const char *problem = p->problem ? p->problem : "malformed YAML";
	const char *hint;
	char msg[512];
	int line, col;

	if (p->error == YAML_READER_ERROR) {
		offset_pos(b->doc->text, b->doc->len, p->problem_offset,
		    &line, &col);
		snprintf(msg, sizeof(msg), "%s", problem);
		bfail(b, D_YAML_ENCODING, line, col, msg);
		return;
	}
	/*
	 * An unterminated quote or flow collection runs to the end of the
	 * file; the useful place is where it opened, the context mark.
	 */
	if (p->context != NULL && (strstr(problem, "end of stream") != NULL ||
	    at_end(b->doc, m->index))) {
		snprintf(msg, sizeof(msg), "%s that is never closed (%s); "
		    "close it", p->context + (strncmp(p->context, "while ",
		    6) == 0 ? 6 : 0), problem);
		bfail(b, D_YAML_SYNTAX, (int)p->context_mark.line + 1,
		    (int)p->context_mark.column + 1, msg);
		return;
	}
	if (m->index < b->doc->len && b->doc->text[m->index] == '\t') {
		bfail(b, D_YAML_SYNTAX, (int)m->line + 1, (int)m->column + 1,
		    "a tab character here; YAML indents with spaces only");
		return;
	}
	hint = syntax_hint(problem);
	if (p->context != NULL)
		snprintf(msg, sizeof(msg), "%s (%s started at line %zu, column "
		    "%zu)%s%s", problem, p->context + (strncmp(p->context,
		    "while ", 6) == 0 ? 6 : 0), p->context_mark.line + 1,
		    p->context_mark.column + 1, hint ? "; " : "", hint ? hint :
		    "");
	else
		snprintf(msg, sizeof(msg), "%s%s%s", problem, hint ? "; " : "",
		    hint ? hint : "");
	bfail(b, D_YAML_SYNTAX, (int)m->line + 1, (int)m->column + 1, msg);
}

/* Add one libyaml event to the tree; 0 after a finding. */
static int
handle_event(struct builder *b, const yaml_event_t *ev)
{
	struct ynode *n;
	size_t i;

	if (ev->type == YAML_SCALAR_EVENT || ev->type == YAML_ALIAS_EVENT ||
	    ev->type == YAML_MAPPING_START_EVENT ||
	    ev->type == YAML_SEQUENCE_START_EVENT) {
		if (++b->nodes > LOAD_MAX_NODES) {
			char msg[160];

			snprintf(msg, sizeof(msg), "more than %d YAML nodes; "
			    "a scenario has a few hundred", LOAD_MAX_NODES);
			bfail(b, D_TOO_MANY_NODES, (int)ev->start_mark.line + 1,
			    (int)ev->start_mark.column + 1, msg);
			return 0;
		}
	}
	switch (ev->type) {
	case YAML_SCALAR_EVENT:
		n = new_node(b, YN_SCALAR, &ev->start_mark, ev->data.scalar.tag);
		n->str = arena_strndup(b->doc->arena,
		    (const char *)ev->data.scalar.value, ev->data.scalar.length);
		n->len = ev->data.scalar.length;
		n->quoted = ev->data.scalar.style != YAML_PLAIN_SCALAR_STYLE;
		remember_anchor(b, ev->data.scalar.anchor, n);
		attach(b, n);
		return 1;
	case YAML_ALIAS_EVENT:
		for (i = b->nanchors; i-- > 0;)
			if (strcmp(b->anchors[i].name,
			    (const char *)ev->data.alias.anchor) == 0)
				break;
		if (i == (size_t)-1) {
			char msg[200];

			snprintf(msg, sizeof(msg), "alias '*%.64s' names no "
			    "anchor defined before it",
			    (const char *)ev->data.alias.anchor);
			bfail(b, D_UNKNOWN_ANCHOR, (int)ev->start_mark.line + 1,
			    (int)ev->start_mark.column + 1, msg);
			return 0;
		}
		/*
		 * An alias of a collection that is still open (a recursive
		 * alias) would make the tree cyclic; YAML allows it, we do
		 * not need it.
		 */
		{
			size_t d;

			for (d = 0; d < b->depth; d++)
				if (b->stack[d].node == b->anchors[i].node) {
					bfail(b, D_ALIAS_LIMIT,
					    (int)ev->start_mark.line + 1,
					    (int)ev->start_mark.column + 1,
					    "alias refers to a collection that "
					    "contains it (a cycle)");
					return 0;
				}
		}
		attach(b, b->anchors[i].node);
		return 1;
	case YAML_MAPPING_START_EVENT:
		n = new_node(b, YN_MAP, &ev->start_mark,
		    ev->data.mapping_start.tag);
		return open_node(b, n, ev->data.mapping_start.anchor);
	case YAML_SEQUENCE_START_EVENT:
		n = new_node(b, YN_SEQ, &ev->start_mark,
		    ev->data.sequence_start.tag);
		return open_node(b, n, ev->data.sequence_start.anchor);
	case YAML_MAPPING_END_EVENT:
	case YAML_SEQUENCE_END_EVENT:
		if (b->depth > 0)
			close_node(b);
		return 1;
	default:
		return 1;
	}
}

/* Free what the builder holds (not the document). */
static void
builder_free(struct builder *b)
{
	size_t i;

	for (i = 0; i < b->depth; i++)
		free(b->stack[i].kids);
	for (i = 0; i < b->nanchors; i++)
		free(b->anchors[i].name);
	free(b->anchors);
}

/* Check the encoding and parse doc->text into doc->root. */
static enum yload_status
parse_doc(struct ydoc *doc, struct diag_list *dl)
{
	yaml_parser_t p;
	yaml_event_t ev;
	struct builder b;
	int docs = 0, done = 0;

	memset(&b, 0, sizeof(b));
	b.doc = doc;
	b.dl = dl;
	if (!check_encoding(doc, dl))
		return YLOAD_INVALID;
	if (!yaml_parser_initialize(&p)) {
		fputs("gpuplan: out of memory\n", stderr);
		exit(3);
	}
	yaml_parser_set_input_string(&p, (const unsigned char *)doc->text,
	    doc->len);
	yaml_parser_set_encoding(&p, YAML_UTF8_ENCODING);
	while (!done && !b.failed) {
		if (!yaml_parser_parse(&p, &ev)) {
			parser_error(&b, &p);
			break;
		}
		switch (ev.type) {
		case YAML_STREAM_END_EVENT:
			done = 1;
			break;
		case YAML_DOCUMENT_START_EVENT:
			if (++docs > 1)
				bfail(&b, D_MULTIPLE_DOCUMENTS,
				    (int)ev.start_mark.line + 1,
				    (int)ev.start_mark.column + 1,
				    "a second YAML document starts here; a "
				    "file holds one scenario (split it into "
				    "two files)");
			break;
		default:
			handle_event(&b, &ev);
			break;
		}
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
	builder_free(&b);
	if (b.failed)
		return YLOAD_INVALID;
	return YLOAD_OK;
}

/* A new empty document named name. */
static struct ydoc *
doc_new(const char *name)
{
	struct ydoc *doc = xcalloc(1, sizeof(*doc));

	doc->path = xstrdup(name);
	doc->arena = xcalloc(1, sizeof(*doc->arena));
	return doc;
}

enum yload_status
ydoc_load_buffer(const char *name, const char *buf, size_t len,
    struct ydoc **out, struct diag_list *dl)
{
	struct ydoc *doc;
	enum yload_status st;

	*out = NULL;
	if (len > LOAD_MAX_FILE_BYTES) {
		diag_add(dl, D_FILE_TOO_LARGE, name, NULL, 0, 0, 0,
		    "%zu bytes is over the limit of %d bytes for one scenario "
		    "or catalog file", len, LOAD_MAX_FILE_BYTES);
		return YLOAD_INVALID;
	}
	doc = doc_new(name);
	doc->text = xstrndup(buf, len);
	doc->len = len;
	st = parse_doc(doc, dl);
	if (st != YLOAD_OK) {
		ydoc_free(doc);
		return st;
	}
	*out = doc;
	return YLOAD_OK;
}

/*
 * Standard input, read once: a build reads a scenario more than once
 * (duplicate ids first, then the build), and the -j workers fork after
 * the first read, so every reader gets the same text.  The one process
 * global of the loader; only "-" touches it.
 */
static struct {
	int	 done;		/* 1 once read */
	int	 failed;	/* errno of a failed read, or 0 */
	char	*buf;		/* the bytes read, never freed */
	size_t	 len;		/* bytes; LOAD_MAX_FILE_BYTES + 1: too large */
} stdin_text;

/* Read standard input into stdin_text (once). */
static void
read_stdin(void)
{
	ssize_t r;

	if (stdin_text.done)
		return;
	stdin_text.done = 1;
	stdin_text.buf = xmalloc(LOAD_MAX_FILE_BYTES + 1);
	for (;;) {
		r = read(STDIN_FILENO, stdin_text.buf + stdin_text.len,
		    LOAD_MAX_FILE_BYTES + 1 - stdin_text.len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			stdin_text.failed = errno;
		if (r <= 0)
			break;
		stdin_text.len += (size_t)r;
		if (stdin_text.len > LOAD_MAX_FILE_BYTES)
			break;
	}
}

/* ydoc_load_file for "-": standard input, named YDOC_STDIN_NAME. */
static enum yload_status
load_stdin(struct ydoc **out, struct diag_list *dl)
{
	read_stdin();
	if (stdin_text.failed != 0) {
		diag_add(dl, D_IO, YDOC_STDIN_NAME, NULL, 0, 0, 0, "cannot "
		    "read: %s", strerror(stdin_text.failed));
		return YLOAD_IO;
	}
	if (stdin_text.len > LOAD_MAX_FILE_BYTES) {
		diag_add(dl, D_FILE_TOO_LARGE, YDOC_STDIN_NAME, NULL, 0, 0, 0,
		    "more than %d bytes, the limit for one scenario or catalog "
		    "file", LOAD_MAX_FILE_BYTES);
		return YLOAD_INVALID;
	}
	return ydoc_load_buffer(YDOC_STDIN_NAME, stdin_text.buf,
	    stdin_text.len, out, dl);
}

enum yload_status
ydoc_load_file(const char *path, struct ydoc **out, struct diag_list *dl)
{
	struct stat st;
	int fd;
	char *buf;
	size_t len = 0;
	ssize_t r;
	enum yload_status s;

	*out = NULL;
	if (strcmp(path, "-") == 0)
		return load_stdin(out, dl);
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (fd < 0) {
		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "cannot open: %s",
		    strerror(errno));
		return YLOAD_IO;
	}
	if (fstat(fd, &st) != 0) {
		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "cannot stat: %s",
		    strerror(errno));
		close(fd);
		return YLOAD_IO;
	}
	if (S_ISDIR(st.st_mode)) {
		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "is a directory, not a "
		    "scenario file");
		close(fd);
		return YLOAD_IO;
	}
	if (!S_ISREG(st.st_mode)) {
		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "is not a regular file");
		close(fd);
		return YLOAD_IO;
	}
	if (st.st_size > LOAD_MAX_FILE_BYTES) {
		diag_add(dl, D_FILE_TOO_LARGE, path, NULL, 0, 0, 0,
		    "%lld bytes is over the limit of %d bytes for one scenario "
		    "or catalog file", (long long)st.st_size,
		    LOAD_MAX_FILE_BYTES);
		close(fd);
		return YLOAD_INVALID;
	}
	/* Read at most the limit + 1 bytes: the file may grow meanwhile. */
	buf = xmalloc(LOAD_MAX_FILE_BYTES + 1);
	for (;;) {
		r = read(fd, buf + len, LOAD_MAX_FILE_BYTES + 1 - len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		len += (size_t)r;
		if (len > LOAD_MAX_FILE_BYTES)
			break;
	}
	if (r < 0) {
		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "cannot read: %s",
		    strerror(errno));
		free(buf);
		close(fd);
		return YLOAD_IO;
	}
	close(fd);
	s = ydoc_load_buffer(path, buf, len, out, dl);
	free(buf);
	return s;
}

void
ydoc_free(struct ydoc *doc)
{
	if (doc == NULL)
		return;
	if (doc->arena != NULL)
		arena_release(doc->arena);
	free(doc->arena);
	free(doc->path);
	free(doc->text);
	free(doc);
}

/* The pair of `key` in the mapping map, or NULL. */
static const struct ypair *
pair_of(const struct ynode *map, const char *key)
{
	size_t i;

	if (map == NULL || map->kind != YN_MAP)
		return NULL;
	for (i = 0; i < map->n; i++)
		if (map->pairs[i].key->kind == YN_SCALAR &&
		    strcmp(map->pairs[i].key->str, key) == 0)
			return &map->pairs[i];
	return NULL;
}

const struct ynode *
ynode_get(const struct ynode *map, const char *key)
{
	const struct ypair *p = pair_of(map, key);

	return p != NULL ? p->val : NULL;
}

const struct ynode *
ynode_get_key(const struct ynode *map, const char *key)
{
	const struct ypair *p = pair_of(map, key);

	return p != NULL ? p->key : NULL;
}

const char *
ynode_kind_name(const struct ynode *n)
{
	if (n == NULL)
		return "nothing";
	switch (n->kind) {
	case YN_MAP:
		return "a mapping";
	case YN_SEQ:
		return "a list";
	default:
		if (!n->quoted && (n->len == 0 || strcmp(n->str, "~") == 0 ||
		    strcmp(n->str, "null") == 0 || strcmp(n->str, "Null") == 0
		    || strcmp(n->str, "NULL") == 0))
			return "an empty value";
		return "a scalar";
	}
}
