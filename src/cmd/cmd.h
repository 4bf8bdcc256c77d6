/*
 * cmd.h: the commands of gpuplan, one file each, registered in main.c.
 */
#ifndef GPUPLAN_CMD_H
#define GPUPLAN_CMD_H

#include <stddef.h>

#include "input/yaml_tree.h"
#include "model/catalog.h"
#include "model/scenario.h"
#include "util/diag.h"

/* Exit statuses, the same for every command. */
#define EXIT_CLEAN	0	/* nothing found */
#define EXIT_FINDINGS	1	/* errors (or warnings with --strict) */
#define EXIT_USAGE	2	/* usage or I/O error */

/* One option of a command for its --help: the spelling with its
 * argument ("-o, --output DIR") and one line saying what it does. */
struct cmd_option {
	const char	*flags;
	const char	*help;
};

struct cmd_entry {
	const char	*name;
	const char	*usage;		/* after "gpuplan NAME " */
	const char	*summary;	/* one line for `gpuplan help` */
	int		(*exec)(int argc, char **argv);
	const struct cmd_option *options; /* every option; { NULL, NULL } ends */
	const char *const *examples;	/* command lines; NULL ends */
};

extern const struct cmd_entry cmd_check_entry;
extern const struct cmd_entry cmd_show_entry;
extern const struct cmd_entry cmd_build_entry;
extern const struct cmd_entry cmd_diff_entry;
extern const struct cmd_entry cmd_merge_entry;
extern const struct cmd_entry cmd_catalog_entry;
extern const struct cmd_entry cmd_init_entry;
extern const struct cmd_entry cmd_schema_entry;
extern const struct cmd_entry cmd_model_entry;

/* A list of paths (owned strings). */
struct pathlist {
	char	**v;
	size_t	  n;
	size_t	  cap;
};

/*
 * Expand files and directories (recursively: *.yaml and *.yml, sorted,
 * symlinked directories not followed) into out; "-" (standard input)
 * stays "-".  A path that does not
 * exist, or an unreadable directory, is a D_IO finding in dl; returns
 * the number of such I/O failures.
 */
size_t paths_expand(char **args, size_t nargs, struct pathlist *out,
    struct diag_list *dl);
void pathlist_free(struct pathlist *);

/*
 * Load the catalog from catalog_dir (NULL: the default) with the price
 * file prices (NULL: its prices.yaml).  On failure prints the findings
 * (once) to stderr and returns NULL; *rc receives the exit status:
 * EXIT_FINDINGS for findings in a catalog file, EXIT_USAGE if a file
 * cannot be read or is not a regular file, else EXIT_CLEAN.
 */
struct catalog *cmd_load_catalog(const char *catalog_dir, const char *prices,
    int *rc);

/*
 * Check the vendor profile of --vendor FILE before any scenario is
 * built: returns 1 if it loads without an error (warnings are printed
 * to stderr), else 0 after printing its findings.
 */
int cmd_check_vendor(const char *path);

/*
 * Parse s as a decimal count in min..max: digits only (no sign, blank or
 * suffix), no overflow.  1 and *out set, or 0.
 */
int parse_count(const char *s, unsigned long min, unsigned long max,
    unsigned long *out);

/*
 * The index of arg in names (NULL-terminated), or -1 after telling the
 * user on stderr, as "gpuplan CMD: unknown WHAT 'ARG'; use a, b or c".
 * One shape for every choice of a command (--format, a list, a schema).
 */
int cmd_choice(const char *cmd, const char *what, const char *arg,
    const char *const *names);

/* Parse "K/N" with 1 <= K <= N <= max, each by parse_count; 1 or 0. */
int parse_shard(const char *s, unsigned long max, unsigned long *k,
    unsigned long *n);

/* The template directory (--templates DIR comes before it):
 * $GPUPLAN_TEMPLATES, else ../share/gpuplan/templates beside the running
 * binary, else ./templates if it holds proposal.de.md, else the DATADIR
 * compiled in. */
const char *template_default_dir(void);

/* Print the usage, the summary, every option with its line and the
 * examples to stdout (for --help and `gpuplan help NAME`); returns
 * EXIT_CLEAN. */
int cmd_help(const struct cmd_entry *);

/* Print "gpuplan NAME: usage: ..." to stderr and return EXIT_USAGE. */
int cmd_usage(const struct cmd_entry *);

#endif
