/*
 * cmd_diff.c: `gpuplan diff [--format md|json] [-o DIR] OLD NEW`: what
 * changed between two builds, from their summary.json files (or the
 * directories holding them).  Prints changes.md (or, with --format json,
 * changes.json) to stdout, or writes both into DIR with -o.  Exit 0 nothing changed, 1 something
 * changed, 2 usage or I/O error (like diff(1)).
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cmd/cmd.h"
#include "batch/changes.h"
#include "batch/summary.h"
#include "render/json.h"
#include "util/alloc.h"
#include "util/fsout.h"

/* A summary from a file, or from DIR/summary.json. */
static json_t *
load_arg(const char *arg)
{
	struct stat st;
	json_t *j;
	char *p;

	if (stat(arg, &st) == 0 && S_ISDIR(st.st_mode)) {
		p = xasprintf("%s/summary.json", arg);
		j = summary_load(p);
		free(p);
		return j;
	}
	return summary_load(arg);
}

static int
diff_exec(int argc, char **argv)
{
	static const char *const diff_formats[] = { "md", "json", NULL };
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "format", required_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	const char *outdir = NULL;
	json_t *old = NULL, *new_ = NULL, *cj = NULL;
	struct strbuf md = STRBUF_INIT, js = STRBUF_INIT;
	size_t n;
	int ch, rc, as_json = 0;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "o:h", opts, NULL)) != -1) {
		if (ch == 'o')
			outdir = optarg;
		else if (ch == 'f') {
			/* "markdown" is an accepted spelling of md */
			if ((as_json = cmd_choice("diff", "format",
			    strcmp(optarg, "markdown") == 0 ? "md" : optarg,
			    diff_formats)) < 0)
				return EXIT_USAGE;
		} else if (ch == 'h')
			return cmd_help(&cmd_diff_entry);
		else
			return cmd_usage(&cmd_diff_entry);
	}
	if (argc - optind != 2)
		return cmd_usage(&cmd_diff_entry);
	if ((old = load_arg(argv[optind])) == NULL ||
	    (new_ = load_arg(argv[optind + 1])) == NULL) {
		json_decref(old);
		return EXIT_USAGE;
	}
	n = summary_changes(old, new_, &cj, &md);
	rc = n > 0 ? EXIT_FINDINGS : EXIT_CLEAN;
	json_dump_to(cj, &js);
	if (outdir == NULL)
		fputs(as_json ? js.s : md.s, stdout);
	else {
		struct outdir od;

		if (outdir_open(&od, outdir) != 0 ||
		    outdir_write(&od, "changes.md", md.s, md.len, NULL) != 0 ||
		    outdir_write(&od, "changes.json", js.s, js.len, NULL) != 0) {
			fprintf(stderr, "gpuplan diff: cannot write into %s: "
			    "%s\n", outdir, strerror(errno));
			rc = EXIT_USAGE;
		}
		outdir_close(&od);
	}
	sb_free(&md);
	sb_free(&js);
	json_decref(cj);
	json_decref(old);
	json_decref(new_);
	return rc;
}

static const struct cmd_option diff_options[] = {
	{ "-o, --output DIR", "write changes.md and changes.json into DIR" },
	{ "--format md|json", "what to print without -o: changes.md (default) or changes.json" },
	{ "-h, --help", "show this help" },
	{ NULL, NULL }
};

static const char *const diff_examples[] = {
	"gpuplan diff last-week/ output/",
	"gpuplan diff -o report old/summary.json new/summary.json",
	NULL
};

const struct cmd_entry cmd_diff_entry = {
	.name = "diff",
	.usage = "[--format md|json] [-o DIR] OLD NEW   (summary.json files or "
	    "build directories)",
	.summary = "what changed between two builds (changes.md, changes.json)",
	.exec = diff_exec,
	.options = diff_options,
	.examples = diff_examples,
};
