/*
 * common.c: what several commands share: path expansion, catalog loading.
 */
#include "cmd/cmd.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "input/catalog_load.h"
#include "input/vendor_load.h"
#include "util/alloc.h"
#include "util/fsout.h"
#include "util/selfpath.h"

#ifndef GPUPLAN_DATADIR
#define GPUPLAN_DATADIR "/usr/local/share/gpuplan"
#endif

/* Deepest directory recursion; deeper trees are not scenario folders. */
#define WALK_MAX_DEPTH 32

/* Append p (owned) to pl. */
static void
push(struct pathlist *pl, char *p)
{
	if (pl->n == pl->cap) {
		pl->cap = pl->cap ? pl->cap * 2 : 16;
		pl->v = xreallocarray(pl->v, pl->cap, sizeof(*pl->v));
	}
	pl->v[pl->n++] = p;
}

/* qsort comparison of two strings. */
static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* 1 if name ends in .yaml or .yml. */
static int
is_yaml_name(const char *name)
{
	size_t n = strlen(name);

	return (n > 5 && strcmp(name + n - 5, ".yaml") == 0) ||
	    (n > 4 && strcmp(name + n - 4, ".yml") == 0);
}

/* Append the *.yaml and *.yml files below dir (sorted, hidden entries
 * and symlinked directories skipped) to out; returns the number of
 * directories that could not be read. */
static size_t
walk(const char *dir, int depth, struct pathlist *out, struct diag_list *dl)
{
	DIR *d;
	struct dirent *e;
	struct pathlist here = { NULL, 0, 0 };
	size_t i, fails = 0;

	if (depth > WALK_MAX_DEPTH)
		return 0;
	if ((d = opendir(dir)) == NULL) {
		diag_add(dl, D_IO, dir, NULL, 0, 0, 0, "cannot read directory: "
		    "%s", strerror(errno));
		return 1;
	}
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;	/* ., .., hidden files and .git */
		push(&here, xasprintf("%s%s%s", dir,
		    dir[strlen(dir) - 1] == '/' ? "" : "/", e->d_name));
	}
	closedir(d);
	if (here.n > 1)
		qsort(here.v, here.n, sizeof(*here.v), cmp_str);
	for (i = 0; i < here.n; i++) {
		struct stat st;

		if (lstat(here.v[i], &st) != 0) {
			free(here.v[i]);
			continue;
		}
		if (S_ISDIR(st.st_mode)) {
			fails += walk(here.v[i], depth + 1, out, dl);
			free(here.v[i]);
		} else if (!is_yaml_name(here.v[i]))
			free(here.v[i]);
		else if (S_ISREG(st.st_mode) || (S_ISLNK(st.st_mode) &&
		    (stat(here.v[i], &st) != 0 || S_ISREG(st.st_mode))))
			push(out, here.v[i]);	/* a dangling link: "cannot open" */
		else {
			/* a FIFO or device named *.yaml: reading it could hang */
			diag_add(dl, D_IO, here.v[i], NULL, 0, 0, 0, "cannot open: "
			    "not a regular file");
			free(here.v[i]);
			fails++;
		}
	}
	free(here.v);
	return fails;
}

size_t
paths_expand(char **args, size_t nargs, struct pathlist *out,
    struct diag_list *dl)
{
	size_t i, fails = 0;
	struct stat st;

	for (i = 0; i < nargs; i++) {
		if (strcmp(args[i], "-") == 0)
			push(out, xstrdup("-"));	/* standard input */
		else if (stat(args[i], &st) != 0) {
			diag_add(dl, D_IO, args[i], NULL, 0, 0, 0, "cannot open: "
			    "%s", strerror(errno));
			fails++;
		} else if (S_ISDIR(st.st_mode)) {
			size_t before = out->n;

			fails += walk(args[i], 0, out, dl);
			if (out->n == before) {
				diag_add(dl, D_IO, args[i], NULL, 0, 0, 0, "is a "
				    "directory without *.yaml or *.yml files");
				fails++;
			}
		} else if (!S_ISREG(st.st_mode)) {
			diag_add(dl, D_IO, args[i], NULL, 0, 0, 0, "cannot open: "
			    "not a regular file");
			fails++;
		} else
			push(out, xstrdup(args[i]));
	}
	return fails;
}

void
pathlist_free(struct pathlist *pl)
{
	size_t i;

	for (i = 0; i < pl->n; i++)
		free(pl->v[i]);
	free(pl->v);
	memset(pl, 0, sizeof(*pl));
}

struct catalog *
cmd_load_catalog(const char *catalog_dir, const char *prices, int *rc)
{
	struct diag_list dl = { 0 };
	enum yload_status st = YLOAD_OK;
	const char *dir = catalog_dir ? catalog_dir : catalog_default_dir();
	struct catalog *cat = NULL;

	/* a FIFO or device where the price file should be must not hang */
	if (prices != NULL && access(prices, F_OK) == 0 &&
	    !path_is_regular(prices)) {
		fprintf(stderr, "%s: error: cannot open: not a regular file "
		    "[io]\n", prices);
		*rc = EXIT_USAGE;
		return NULL;
	}
	cat = catalog_load(dir, prices, &dl, &st);
	if (cat == NULL || dl.count[DIAG_ERROR] > 0) {
		diag_sort(&dl);
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
		if (st == YLOAD_IO)
			fprintf(stderr, "gpuplan: cannot read the catalog in %s; "
			    "run gpuplan in its project directory, name one "
			    "with --catalog DIR or GPUPLAN_CATALOG, or `make "
			    "install` it\n", dir);
		else
			fprintf(stderr, "gpuplan: the catalog in %s%s%s has "
			    "errors; fix them first\n", dir, prices ?
			    " with the price catalog " : "", prices ? prices : "");
		/* a finding in a catalog file is content (1); only a file
		 * that cannot be read is I/O (2) */
		*rc = st == YLOAD_IO ? EXIT_USAGE : EXIT_FINDINGS;
		diag_free(&dl);
		catalog_free(cat);
		return NULL;
	}
	diag_free(&dl);	/* warnings about the catalog: `check catalog/` */
	*rc = EXIT_CLEAN;
	return cat;
}

int
cmd_choice(const char *cmd, const char *what, const char *arg,
    const char *const *names)
{
	int i, n;

	for (n = 0; names[n] != NULL; n++)
		if (strcmp(arg, names[n]) == 0)
			return n;
	fprintf(stderr, "gpuplan %s: unknown %s '%s'; use ", cmd, what, arg);
	for (i = 0; i < n; i++)
		fprintf(stderr, "%s%s", i == 0 ? "" : i == n - 1 ? " or " :
		    ", ", names[i]);
	fputc('\n', stderr);
	return -1;
}

int
parse_count(const char *s, unsigned long min, unsigned long max,
    unsigned long *out)
{
	char *end;
	unsigned long v;

	/* strtoul takes blanks, a sign and wraps "-1": only digits here */
	if (s == NULL || *s < '0' || *s > '9')
		return 0;
	errno = 0;
	v = strtoul(s, &end, 10);
	if (errno != 0 || *end != '\0' || v < min || v > max)
		return 0;
	*out = v;
	return 1;
}

int
parse_shard(const char *s, unsigned long max, unsigned long *k,
    unsigned long *n)
{
	const char *slash = s != NULL ? strchr(s, '/') : NULL;
	char head[32];
	size_t len;

	if (slash == NULL || (len = (size_t)(slash - s)) == 0 ||
	    len >= sizeof(head))
		return 0;
	memcpy(head, s, len);
	head[len] = '\0';
	return parse_count(slash + 1, 1, max, n) &&
	    parse_count(head, 1, *n, k);
}

int
cmd_help(const struct cmd_entry *c)
{
	const struct cmd_option *o;
	size_t i;

	printf("usage: gpuplan %s %s\n\n%s.\n", c->name, c->usage,
	    c->summary);
	if (c->options != NULL && c->options[0].flags != NULL) {
		printf("\nOptions:\n");
		for (o = c->options; o->flags != NULL; o++)
			printf("  %-24s %s\n", o->flags, o->help);
	}
	if (c->examples != NULL && c->examples[0] != NULL) {
		printf("\nExamples:\n");
		for (i = 0; c->examples[i] != NULL; i++)
			printf("  %s\n", c->examples[i]);
	}
	printf("\nSee gpuplan(1) for the details.\n");
	return EXIT_CLEAN;
}

int
cmd_usage(const struct cmd_entry *c)
{
	fprintf(stderr, "usage: gpuplan %s %s\n`gpuplan %s --help` lists the "
	    "options.\n", c->name, c->usage, c->name);
	return EXIT_USAGE;
}

const char *
template_default_dir(void)
{
	/* found once per process, kept for it (never freed) */
	static char *beside;
	static int looked;
	const char *env = getenv("GPUPLAN_TEMPLATES");

	if (env != NULL && *env)
		return env;
	if (!looked) {
		beside = self_data_dir("templates", "proposal.de.md");
		looked = 1;
	}
	if (beside != NULL)
		return beside;
	if (access("templates/proposal.de.md", R_OK) == 0)
		return "templates";
	return GPUPLAN_DATADIR "/templates";
}

int
cmd_check_vendor(const char *path)
{
	struct diag_list dl = { 0 };
	struct vendor_profile *v;
	int ok;

	if (access(path, F_OK) == 0 && !path_is_regular(path)) {
		fprintf(stderr, "%s: error: cannot open: not a regular file "
		    "[io]\n", path);
		return 0;
	}
	v = vendor_load(path, &dl, NULL);
	/* the build reports the warnings with each proposal */
	if (v == NULL) {
		diag_sort(&dl);
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
	}
	ok = v != NULL;
	diag_free(&dl);
	vendor_free(v);
	return ok;
}
