/*
 * cmd_build.c: `gpuplan build [-o DIR] [-j N] [--force] [--quiet] [--prices FILE]
 * [--catalog DIR] [--templates DIR] [PATH...]`
 *
 * Builds every scenario (default: scenarios/) into DIR (default: output/):
 * per scenario <id>.json, .md, .pdf and two SVG charts, per batch
 * index.md and summary.json.  A bad scenario is reported like `check`
 * reports it and skipped; the rest are built.  Exit 0 all built, 1 any
 * failed, 2 usage or I/O error.  The options are parsed here; the
 * batch itself is src/batch/ (batch_run).
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch/batch.h"
#include "batch/gate.h"
#include "batch/summary.h"
#include "cmd/cmd.h"
#include "input/catalog_load.h"

#define MAX_GATES 32

/* The build command: options, the batch, the summary, the reports. */
static int
build_exec(int argc, char **argv)
{
	static const char *const build_formats[] = { "text", "junit", NULL };
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "force", no_argument, NULL, 'F' },
		{ "prices", required_argument, NULL, 'p' },
		{ "vendor", required_argument, NULL, 'V' },
		{ "catalog", required_argument, NULL, 'c' },
		{ "templates", required_argument, NULL, 't' },
		{ "compare-to", required_argument, NULL, 'C' },
		{ "fail-if", required_argument, NULL, 'G' },
		{ "shard", required_argument, NULL, 'S' },
		{ "format", required_argument, NULL, 'f' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct batch_opts bo;
	const char *outdir = "output", *catdir = NULL, *tdir = NULL;
	const char *prices = NULL, *compare = NULL, *vendor = NULL;
	char *defpaths[] = { "scenarios", NULL };
	struct diag_list dl = { 0 };
	struct catalog *cat = NULL;
	struct gate gates[MAX_GATES];
	size_t ngates = 0;
	unsigned long shard_k = 0, shard_n = 1, ul;
	int ch, jobs = 1, rc = EXIT_CLEAN, junit = 0, force = 0, quiet = 0;
	json_t *old = NULL;
	struct pathlist all = { NULL, 0, 0 };

	optind = 1;
	while ((ch = getopt_long(argc, argv, "o:j:qh", opts, NULL)) != -1) {
		const char *err;

		switch (ch) {
		case 'o':
			outdir = optarg;
			break;
		case 'j':
			if (!parse_count(optarg, 1, BATCH_MAX_JOBS, &ul)) {
				fprintf(stderr, "gpuplan build: -j '%s': takes a "
				    "whole number from 1 to %d\n", optarg,
				    BATCH_MAX_JOBS);
				return EXIT_USAGE;
			}
			jobs = (int)ul;
			break;
		case 'F':
			force = 1;
			break;
		case 'q':
			quiet = 1;
			break;
		case 'p':
			prices = optarg;
			break;
		case 'V':
			vendor = optarg;
			break;
		case 'c':
			catdir = optarg;
			break;
		case 't':
			tdir = optarg;
			break;
		case 'C':
			compare = optarg;
			break;
		case 'G':
			if (ngates == MAX_GATES) {
				fprintf(stderr, "gpuplan build: at most %d "
				    "--fail-if gates\n", MAX_GATES);
				return EXIT_USAGE;
			}
			if ((err = gate_parse(optarg, &gates[ngates])) != NULL) {
				fprintf(stderr, "gpuplan build: --fail-if '%s': "
				    "%s\n", optarg, err);
				return EXIT_USAGE;
			}
			ngates++;
			break;
		case 'S':
			if (!parse_shard(optarg, BATCH_MAX_SHARDS, &shard_k,
			    &shard_n)) {
				fprintf(stderr, "gpuplan build: --shard '%s': takes "
				    "K/N with 1 <= K <= N <= %d, e.g. 2/4\n",
				    optarg, BATCH_MAX_SHARDS);
				return EXIT_USAGE;
			}
			shard_k--;
			break;
		case 'f':
			if ((junit = cmd_choice("build", "format", optarg,
			    build_formats)) < 0)
				return EXIT_USAGE;
			break;
		case 'h':
			return cmd_help(&cmd_build_entry);
		default:
			return cmd_usage(&cmd_build_entry);
		}
	}
	if (compare != NULL && (old = summary_load(compare)) == NULL)
		return EXIT_USAGE;
	if (vendor != NULL && !cmd_check_vendor(vendor)) {
		json_decref(old);
		return EXIT_USAGE;
	}
	if ((cat = cmd_load_catalog(catdir, prices, &rc)) == NULL) {
		json_decref(old);
		return rc;
	}
	if (paths_expand(optind < argc ? argv + optind : defpaths,
	    optind < argc ? (size_t)(argc - optind) : 1, &all, &dl) > 0) {
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
		rc = EXIT_USAGE;
		goto out;
	}
	memset(&bo, 0, sizeof(bo));
	bo.outdir = outdir;
	bo.jobs = jobs;
	bo.force = force;
	bo.cat = cat;
	bo.catalog_dir = catdir ? catdir : catalog_default_dir();
	bo.prices = prices;
	bo.vendor = vendor;
	bo.template_dir = tdir ? tdir : template_default_dir();
	bo.old = old;
	bo.gates = gates;
	bo.ngates = ngates;
	bo.shard_k = shard_k;
	bo.shard_n = shard_n;
	bo.junit = junit;
	bo.quiet = quiet;
	bo.files = all.v;
	bo.nfiles = all.n;
	rc = batch_run(&bo);
out:
	json_decref(old);
	pathlist_free(&all);
	diag_free(&dl);
	catalog_free(cat);
	return rc;
}

static const struct cmd_option build_options[] = {
	{ "-o, --output DIR", "write into DIR (default: output/)" },
	{ "-j, --jobs N", "build with N worker processes (1 to 64; default 1)" },
	{ "--force", "rebuild scenarios whose inputs did not change" },
	{ "--prices FILE", "price every scenario with this price catalog" },
	{ "--vendor FILE", "the vendor profile: brand, terms, legal footer" },
	{ "--catalog DIR", "the catalog directory (see gpuplan(1), FILES)" },
	{ "--templates DIR", "the proposal templates (proposal.de.md, .en.md)" },
	{ "--compare-to FILE", "an earlier summary.json: write changes.md/.json" },
	{ "--fail-if EXPR", "exit 1 when EXPR holds, e.g. 'capex>500000'" },
	{ "--shard K/N", "build only the K-th of N parts (join with merge)" },
	{ "--format text|junit", "junit: a JUnit XML report on stdout" },
	{ "-q, --quiet", "no progress and no closing line on stderr" },
	{ "-h, --help", "show this help" },
	{ NULL, NULL }
};

static const char *const build_examples[] = {
	"gpuplan build                       # scenarios/ into output/",
	"gpuplan build -j 2 -o out scenarios/dev-box.yaml",
	"gpuplan build --compare-to last/summary.json --fail-if 'capex>1e6'",
	"gpuplan init - | gpuplan build -o out -",
	NULL
};

const struct cmd_entry cmd_build_entry = {
	.name = "build",
	.usage = "[-o DIR] [-j N] [--force] [--quiet] [--prices FILE] "
	    "[--vendor FILE] [--catalog DIR] [--templates DIR] "
	    "[--compare-to OLD/summary.json] "
	    "[--fail-if EXPR]... [--shard K/N] [--format text|junit] [PATH...]",
	.summary = "build proposals (PDF, Markdown, JSON, SVG) for scenarios",
	.exec = build_exec,
	.options = build_options,
	.examples = build_examples,
};
