/*
 * diag.h: the one diagnostics path of gpuplan.
 *
 * Every finding about an input (scenario, catalog, template) is a struct
 * diag with a code from the catalogue below, a position and a message.
 * Findings are collected in a struct diag_list and printed at the end in
 * one of three formats (text with the offending line quoted and a caret,
 * JSON, GitHub workflow annotations).  The worst level seen decides the
 * exit status.
 */
#ifndef GPUPLAN_DIAG_H
#define GPUPLAN_DIAG_H

#include <stddef.h>
#include <stdio.h>

enum diag_level {
	DIAG_WARNING,
	DIAG_ERROR,
	DIAG_LEVEL__MAX
};

/*
 * The catalogue of findings, grouped by level.  The table in diag.c gives
 * each its level, the short name printed in brackets and its help line;
 * docs/diagnostics.md explains each one.  Codes are stable: CI pipelines may filter on them.
 */
enum diag_code {
	/* errors: reading the file */
	D_IO,			/* cannot open or read */
	D_FILE_TOO_LARGE,	/* over LOAD_MAX_FILE_BYTES */
	D_YAML_ENCODING,	/* not UTF-8, NUL or control bytes */
	D_YAML_SYNTAX,		/* libyaml scanner or parser error */
	D_EMPTY,		/* no document */
	D_MULTIPLE_DOCUMENTS,	/* more than one document */
	D_TOO_DEEP,		/* nesting over LOAD_MAX_DEPTH */
	D_TOO_MANY_NODES,	/* over LOAD_MAX_NODES */
	D_ALIAS_LIMIT,		/* alias expansion over LOAD_MAX_VISITS */
	D_UNKNOWN_ANCHOR,	/* *alias without &anchor */
	/* errors: the schema */
	D_WRONG_TYPE,		/* e.g. a list where a number belongs */
	D_UNKNOWN_KEY,		/* not in the schema; did-you-mean */
	D_DUPLICATE_KEY,	/* same key twice in one mapping */
	D_MISSING_KEY,		/* required key absent */
	D_OUT_OF_RANGE,		/* number outside its documented range */
	D_BAD_ID,		/* id not [a-z0-9][a-z0-9-]{0,63} */
	D_BAD_VALUE,		/* not one of the allowed words */
	D_BAD_DATE,		/* not a YYYY-MM-DD calendar date */
	D_BAD_VERSION,		/* format version not supported */
	D_KEY_NOT_FOR_TYPE,	/* workload key that its type does not use */
	D_UNKNOWN_GPU,		/* GPU id not in the catalog */
	D_UNKNOWN_MODEL,	/* model id not in the catalog */
	D_DUPLICATE_ID,		/* scenario or catalog id used twice */
	D_BAD_REFERENCE,	/* a referenced file cannot be used */
	D_INCONSISTENT,		/* values that contradict each other */
	D_CONTROL_CHAR,		/* control or bidi character in a text field */
	D_UNPRINTABLE,		/* a character the proposal fonts cannot show */
	D_MISSING_PRICE,	/* a pinned or allowed GPU without a price */
	D_EXPECT_FAILED,	/* an expect: bound does not hold */
	D_GATE_FAILED,		/* a --fail-if gate holds */
	D_NO_FEASIBLE,		/* no system meets the constraints */
	D_TEMPLATE,		/* template syntax or unknown placeholder */
	D_BAD_LOGO,		/* vendor logo missing or not PNG/JPEG */
	D_BAD_COLOUR,		/* a colour that is not #rrggbb */
	D_BAD_HF_CONFIG,	/* a model's hf_config: config.json unusable */
	D_BAD_FONT,		/* a vendor font: not TrueType, corrupt, or lacks a German character */
	/* warnings */
	W_UTILISATION_ORDER,	/* low > medium or medium > high */
	W_UNUSED_KEY,		/* set, but no operating model uses it */
	W_SUSPICIOUS,		/* legal but unusual (PUE 3, 20-year horizon) */
	W_DOES_NOT_FIT,		/* pinned hardware misses a requirement */
	W_SIZING,		/* a seed "typical mistake" found in the plan */
	W_NO_PRICE,		/* a catalog GPU has no price in some tier */
	W_PCT_SHARE,		/* a percentage key given what looks like a share */
	W_NO_VENDOR,		/* build without a vendor profile: a sample */
	DIAG_CODE__MAX
};

struct diag {
	enum diag_code	 code;
	char		*file;		/* path as given by the user */
	int		 line;		/* 1-based; 0 = whole file */
	int		 col;		/* 1-based, in characters; 0 = none */
	char		*msg;		/* one sentence, no trailing period */
	char		*quote;		/* the source line, sanitised; or NULL */
};

struct diag_list {
	struct diag	*v;
	size_t		 n;
	size_t		 cap;
	size_t		 count[DIAG_LEVEL__MAX];
};

enum diag_format {
	DIAG_FMT_TEXT,
	DIAG_FMT_JSON,
	DIAG_FMT_GITHUB,
	DIAG_FMT__MAX
};

/* The level of a code. */
enum diag_level diag_level_of(enum diag_code);
/* The bracketed short name of a code, e.g. "unknown-key". */
const char *diag_name(enum diag_code);
/* One line saying what code c means, as docs/diagnostics.md's table
 * (Markdown: `code` spans); static. */
const char *diag_help(enum diag_code);
/* "error" or "warning". */
const char *diag_level_name(enum diag_level);

/*
 * Add a finding.  text/len is the whole source file (or NULL) so that the
 * line at `line` can be quoted; it is copied, not kept.  line and col are
 * 1-based, 0 when unknown.
 */
void diag_add(struct diag_list *, enum diag_code, const char *file,
    const char *text, size_t len, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 8, 9)));

/* Append all findings of src to dst, leaving src empty. */
void diag_move(struct diag_list *dst, struct diag_list *src);

/* Move the findings about file from src to dst and drop the others
 * ("./x" matches "x"); src is left empty. */
void diag_move_file(struct diag_list *dst, struct diag_list *src,
    const char *file);

/* Sort by file, line, column (stable), so output is deterministic. */
void diag_sort(struct diag_list *);

/*
 * Print every finding in the given format to fp.  JSON is one document:
 * {"findings": [...], "errors": N, "warnings": N}.
 */
void diag_print(const struct diag_list *, enum diag_format, FILE *fp);

/* Parse "text", "json" or "github"; returns -1 if unknown. */
int diag_format_parse(const char *);

/* Free all findings; accepts a zeroed list. */
void diag_free(struct diag_list *);

#endif
