/*
 * cmd_check.c: `gpuplan check [--format text|json|github] [--strict]
 * [--prices FILE] [--catalog DIR] PATH...`
 *
 * Checks scenario files (and catalog files, recognised by their
 * `catalog:` key) and prints every finding of every file in one run.
 * Exit 0 clean, 1 findings (warnings only with --strict), 2 usage or I/O.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch/scenario_build.h"
#include "cmd/cmd.h"
#include "batch/junit.h"
#include "cmd/sarif.h"
#include "engine/engine.h"
#include "input/catalog_load.h"
#include "input/vendor_load.h"
#include "input/scenario_load.h"
#include "util/alloc.h"

struct seen_id {
	char	*id;
	char	*path;
	int	 line;
};

/* The name findings about path carry: standard input's for "-". */
static const char *
finding_name(const char *path)
{
	return strcmp(path, "-") == 0 ? YDOC_STDIN_NAME : path;
}

/* Check a catalog file on its own (gpuplan check catalog/). */
static void
check_catalog_file(const char *path, const char *kind,
    const struct catalog *cat, struct diag_list *dl, int *io)
{
	enum yload_status st = YLOAD_OK;

	if (strcmp(kind, "prices") == 0) {
		struct prices p;

		memset(&p, 0, sizeof(p));
		prices_load(path, cat, &p, dl, &st);
		prices_free(&p, cat->n_gpus);
	} else {
		/* gpus and models: load a catalog whose file is this one */
		char *dir = xstrdup(path), *slash = strrchr(dir, '/');
		struct catalog *c;
		struct diag_list tmp = { 0 };

		if (slash)
			*slash = '\0';
		else
			strcpy(dir, ".");
		c = catalog_load(dir, cat->prices.path, &tmp, &st);
		/* keep only this file's findings; the others are checked
		 * when they are named themselves */
		diag_move_file(dl, &tmp, path);
		diag_free(&tmp);
		catalog_free(c);
		free(dir);
	}
	if (st == YLOAD_IO)
		*io = 1;
}

/*
 * The JUnit report: one testcase per file, failed when the file has an
 * error (or, with strict, a warning); the failure holds its findings.
 */
static void
check_junit(const struct pathlist *files, const struct diag_list *dl,
    int strict)
{
	struct junit_case *c = xcalloc(files->n ? files->n : 1, sizeof(*c));
	char **texts = xcalloc(files->n ? files->n : 1, sizeof(*texts));
	size_t i, k;

	for (i = 0; i < files->n; i++) {
		struct diag_list one = { 0 };
		size_t len = 0, errs = 0, warns = 0;
		FILE *fp;

		/* a view of this file's findings, without copying them */
		one.v = xcalloc(dl->n ? dl->n : 1, sizeof(*one.v));
		for (k = 0; k < dl->n; k++)
			if (strcmp(dl->v[k].file, finding_name(files->v[i])) == 0) {
				one.v[one.n++] = dl->v[k];
				if (diag_level_of(dl->v[k].code) == DIAG_ERROR)
					errs++;
				else
					warns++;
			}
		c[i].name = finding_name(files->v[i]);
		c[i].classname = "gpuplan.check";
		if (errs > 0 || (strict && warns > 0)) {
			if ((fp = open_memstream(&texts[i], &len)) != NULL) {
				diag_print(&one, DIAG_FMT_TEXT, fp);
				fclose(fp);
			}
			c[i].failure = texts[i] ? texts[i] : "findings";
			c[i].message = errs ? "errors" : "warnings";
		}
		free(one.v);
	}
	junit_write(stdout, "gpuplan check", c, files->n);
	for (i = 0; i < files->n; i++)
		free(texts[i]);
	free(texts);
	free(c);
}

/* The `catalog:` word of a file's top level, or NULL. */
static const char *
catalog_kind(const struct ydoc *doc)
{
	const struct ynode *k = ynode_get(doc->root, "catalog");

	if (k == NULL || k->kind != YN_SCALAR)
		return NULL;
	if (strcmp(k->str, "gpus") == 0 || strcmp(k->str, "models") == 0 ||
	    strcmp(k->str, "prices") == 0)
		return k->str;
	return NULL;
}

static int
check_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "strict", no_argument, NULL, 's' },
		{ "prices", required_argument, NULL, 'p' },
		{ "catalog", required_argument, NULL, 'c' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int ch, fmt = DIAG_FMT_TEXT, strict = 0, io = 0, rc, junit = 0;
	const char *prices = NULL, *catdir = NULL;
	struct diag_list dl = { 0 };
	struct pathlist files = { NULL, 0, 0 };
	struct catalog *cat;
	struct seen_id *ids;
	struct prices own;
	const struct prices *pp;
	size_t i, j, nids = 0;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (ch) {
		case 'f':
			if (strcmp(optarg, "junit") == 0)
				junit = 1;
			else if (strcmp(optarg, "sarif") == 0)
				junit = 2;	/* 1 JUnit, 2 SARIF (sarif.h) */
			else if ((fmt = diag_format_parse(optarg)) < 0) {
				fprintf(stderr, "gpuplan check: unknown format "
				    "'%s'; use text, json, github, junit or "
				    "sarif\n",
				    optarg);
				return EXIT_USAGE;
			}
			break;
		case 's':
			strict = 1;
			break;
		case 'p':
			prices = optarg;
			break;
		case 'c':
			catdir = optarg;
			break;
		case 'h':
			return cmd_help(&cmd_check_entry);
		default:
			return cmd_usage(&cmd_check_entry);
		}
	}
	if (optind >= argc)
		return cmd_usage(&cmd_check_entry);
	if ((cat = cmd_load_catalog(catdir, prices, &rc)) == NULL)
		return rc;
	if (paths_expand(argv + optind, (size_t)(argc - optind), &files, &dl))
		io = 1;
	ids = xcalloc(files.n ? files.n : 1, sizeof(*ids));
	for (i = 0; i < files.n; i++) {
		struct ydoc *doc;
		struct scenario *s;
		enum yload_status st = ydoc_load_file(files.v[i], &doc, &dl);
		const char *kind;

		if (st == YLOAD_IO)
			io = 1;
		if (st != YLOAD_OK)
			continue;
		if ((kind = catalog_kind(doc)) != NULL) {
			char *k = xstrdup(kind);

			ydoc_free(doc);
			check_catalog_file(files.v[i], k, cat, &dl, &io);
			free(k);
			continue;
		}
		if (vendor_doc_is_profile(doc)) {
			ydoc_free(doc);
			vendor_free(vendor_load(files.v[i], &dl, NULL));
			continue;
		}
		s = scenario_from_doc(doc, cat, &dl);
		/* duplicate ids across the files of this run */
		if (s != NULL) {
			for (j = 0; j < nids; j++)
				if (strcmp(ids[j].id, s->id) == 0)
					break;
			if (j < nids) {
				const struct ynode *n = ynode_get(doc->root,
				    "id");

				diag_add(&dl, D_DUPLICATE_ID, files.v[i],
				    doc->text, doc->len, n ? n->line : 0,
				    n ? n->col : 0, "scenario id '%s' is also "
				    "used by %s:%d; ids name the output files "
				    "and must be unique", s->id, ids[j].path,
				    ids[j].line);
			} else {
				const struct ynode *n = ynode_get(doc->root,
				    "id");

				ids[nids].id = xstrdup(s->id);
				ids[nids].path = xstrdup(finding_name(files.v[i]));
				ids[nids++].line = n ? n->line : 0;
			}
		}
		/* its vendor profile must load */
		if (s != NULL && s->vendor_path != NULL) {
			int vfail;

			vendor_free(scenario_vendor(s, NULL, &dl, &vfail));
		}
		/* a scenario's own price file must load */
		memset(&own, 0, sizeof(own));
		pp = s != NULL ? scenario_prices(s, cat, prices, &own, &dl,
		    NULL) : NULL;
		/*
		 * Size it too: a scenario no system can serve, pinned
		 * hardware that does not fit and a failed expect: bound are
		 * findings a CI check must see.
		 */
		if (s != NULL && pp != NULL) {
			struct result r;

			/* no ranges: no finding depends on them */
			engine_run_totals(s, cat, pp, &r, &dl);
			engine_check_expect(s, &r, &dl);
			result_free(&r);
		}
		prices_free(&own, cat->n_gpus);
		scenario_free(s);
		ydoc_free(doc);
	}
	diag_sort(&dl);
	if (junit == 2)
		sarif_write(&dl, stdout);
	else if (junit) {
		/* a path that could not be read is a failed testcase too */
		for (i = 0; i < dl.n; i++) {
			for (j = 0; j < files.n; j++)
				if (strcmp(finding_name(files.v[j]), dl.v[i].file) == 0)
					break;
			if (j == files.n) {
				if (files.n == files.cap) {
					files.cap = files.cap ? files.cap * 2 : 8;
					files.v = xreallocarray(files.v,
					    files.cap, sizeof(*files.v));
				}
				files.v[files.n++] = xstrdup(dl.v[i].file);
			}
		}
		check_junit(&files, &dl, strict);
	}
	else
		diag_print(&dl, (enum diag_format)fmt, stdout);
	if (fmt == DIAG_FMT_TEXT && isatty(fileno(stdout)))
		fprintf(stderr, "%zu file%s checked: %zu error%s, %zu "
		    "warning%s\n", files.n, files.n == 1 ? "" : "s",
		    dl.count[DIAG_ERROR], dl.count[DIAG_ERROR] == 1 ? "" : "s",
		    dl.count[DIAG_WARNING],
		    dl.count[DIAG_WARNING] == 1 ? "" : "s");
	if (io)
		rc = EXIT_USAGE;
	else if (dl.count[DIAG_ERROR] > 0 ||
	    (strict && dl.count[DIAG_WARNING] > 0))
		rc = EXIT_FINDINGS;
	else
		rc = EXIT_CLEAN;
	for (i = 0; i < nids; i++) {
		free(ids[i].id);
		free(ids[i].path);
	}
	free(ids);
	pathlist_free(&files);
	diag_free(&dl);
	catalog_free(cat);
	return rc;
}

static const struct cmd_option check_options[] = {
	{ "--format FORMAT", "text (default), json, github, junit or sarif" },
	{ "--strict", "warnings fail too (exit 1)" },
	{ "--prices FILE", "check against this price catalog" },
	{ "--catalog DIR", "the catalog directory (see gpuplan(1), FILES)" },
	{ "-h, --help", "show this help" },
	{ NULL, NULL }
};

static const char *const check_examples[] = {
	"gpuplan check scenarios/",
	"gpuplan check --strict --format github scenarios/ catalog/",
	"gpuplan check --format sarif scenarios/ > gpuplan.sarif",
	"cat scenario.yaml | gpuplan check -",
	NULL
};

const struct cmd_entry cmd_check_entry = {
	.name = "check",
	.usage = "[--format text|json|github|junit|sarif] [--strict] "
	    "[--prices FILE] [--catalog DIR] PATH...  (- reads stdin)",
	.summary = "check scenario (and catalog) files; file:line:col findings",
	.exec = check_exec,
	.options = check_options,
	.examples = check_examples,
};
