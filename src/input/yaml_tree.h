/*
 * yaml_tree.h: one YAML document as a tree of nodes with source positions.
 *
 * This is the only place gpuplan talks to libyaml.  It reads a file under
 * fixed limits, checks its encoding, parses it with libyaml's event API and
 * builds a tree whose every node knows its line and column.  Aliases are
 * resolved by sharing the anchored node (no copy), so an alias bomb costs
 * one pointer per alias; consumers walk the tree with a visit budget
 * (LOAD_MAX_VISITS) so that sharing cannot make them loop for long.
 *
 * Limits, and why:
 *   LOAD_MAX_FILE_BYTES  1 MiB.  The largest scenario we know is ~10 KB and
 *                        the catalog ~60 KB; 1 MiB leaves 15x headroom and
 *                        bounds parse time (libyaml: ~10 ms/MiB here) and
 *                        memory (the tree: < 40 MiB in the worst case).
 *   LOAD_MAX_DEPTH       64 levels.  The scenario format nests 5 deep; 64
 *                        keeps the tree builder's stack small and rejects
 *                        20,000-deep nesting at its 65th level.
 *   LOAD_MAX_NODES       200,000 nodes (scalars, mappings, sequences and
 *                        aliases): more than a 1 MiB file of real content
 *                        holds, and bounds the tree at ~20 MiB.
 *   LOAD_MAX_VISITS      1,000,000 node visits per document for consumers,
 *                        so "billion laughs" is an error, not a hang.
 */
#ifndef GPUPLAN_YAML_TREE_H
#define GPUPLAN_YAML_TREE_H

#include <stddef.h>

#include "util/diag.h"

#define LOAD_MAX_FILE_BYTES	(1024 * 1024)
#define LOAD_MAX_DEPTH		64
#define LOAD_MAX_NODES		200000
#define LOAD_MAX_VISITS		1000000

enum ynode_kind {
	YN_SCALAR,
	YN_MAP,
	YN_SEQ
};

struct ynode;

struct ypair {
	struct ynode	*key;
	struct ynode	*val;
};

struct ynode {
	enum ynode_kind	 kind;
	int		 line;		/* 1-based */
	int		 col;		/* 1-based, characters */
	int		 quoted;	/* scalar was quoted or a block scalar */
	const char	*tag;		/* explicit tag, or NULL */
	const char	*str;		/* scalar text, NUL-terminated */
	size_t		 len;		/* scalar length in bytes */
	struct ypair	*pairs;		/* YN_MAP: n pairs in file order */
	struct ynode   **items;		/* YN_SEQ: n items */
	size_t		 n;
};

struct arena;

struct ydoc {
	char		*path;		/* as given */
	char		*text;		/* the whole file, NUL-terminated */
	size_t		 len;		/* bytes */
	struct ynode	*root;		/* NULL if the document is empty */
	struct arena	*arena;		/* owns every node and string */
};

enum yload_status {
	YLOAD_OK,			/* root is set (maybe NULL: empty) */
	YLOAD_INVALID,			/* findings added to the list */
	YLOAD_IO			/* cannot read: findings added, exit 2 */
};

/* What findings about standard input call it. */
#define YDOC_STDIN_NAME	"<stdin>"

/*
 * Read and parse the file at path ("-": standard input, read once per
 * process and named YDOC_STDIN_NAME in findings).  On YLOAD_OK *out is a
 * new document the caller frees with ydoc_free; on other results *out is
 * NULL and the reasons are in dl.
 */
enum yload_status ydoc_load_file(const char *path, struct ydoc **out,
    struct diag_list *dl);

/* The same for a buffer already in memory; name is used in findings. */
enum yload_status ydoc_load_buffer(const char *name, const char *buf,
    size_t len, struct ydoc **out, struct diag_list *dl);

/* Free a document; accepts NULL. */
void ydoc_free(struct ydoc *);

/* The value of key in a mapping node, or NULL. */
const struct ynode *ynode_get(const struct ynode *map, const char *key);
/* The key node of `key` in map (for a finding at the key), or NULL if map
 * is not a mapping or has no such key. */
const struct ynode *ynode_get_key(const struct ynode *map, const char *key);

/* "a mapping", "a list", "a string", ... for "expected X, found Y". */
const char *ynode_kind_name(const struct ynode *);

#endif
