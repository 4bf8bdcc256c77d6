/*
 * cmd_show.c: `gpuplan show [--format text|json] [--prices FILE]
 * [--catalog DIR] FILE`: the sizing and TCO result of one scenario, as a
 * terminal report or as the JSON result.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch/scenario_build.h"
#include "cmd/cmd.h"
#include "engine/engine.h"
#include "input/catalog_load.h"
#include "input/scenario_load.h"
#include "render/json.h"
#include "render/text.h"
#include "util/alloc.h"
#include "version.h"

static int
show_exec(int argc, char **argv)
{
	static const char *const text_json[] = { "text", "json", NULL };
	static const struct option opts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "prices", required_argument, NULL, 'p' },
		{ "vendor", required_argument, NULL, 'V' },
		{ "catalog", required_argument, NULL, 'c' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int ch, json = 0, rc = EXIT_CLEAN;
	const char *prices = NULL, *catdir = NULL, *vendor_path = NULL;
	struct vendor_profile *vendor = NULL;
	int vfail = 0;
	struct diag_list dl = { 0 };
	struct catalog *cat = NULL;
	struct scenario *sc = NULL;
	struct prices own;
	const struct prices *p;
	struct result r;
	enum yload_status st = YLOAD_OK;
	struct strbuf out = STRBUF_INIT;

	memset(&own, 0, sizeof(own));
	memset(&r, 0, sizeof(r));
	optind = 1;
	while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (ch) {
		case 'f':
			if ((json = cmd_choice("show", "format", optarg,
			    text_json)) < 0)
				return EXIT_USAGE;
			break;
		case 'p':
			prices = optarg;
			break;
		case 'V':
			vendor_path = optarg;
			break;
		case 'c':
			catdir = optarg;
			break;
		case 'h':
			return cmd_help(&cmd_show_entry);
		default:
			return cmd_usage(&cmd_show_entry);
		}
	}
	if (argc - optind != 1)
		return cmd_usage(&cmd_show_entry);
	if ((cat = cmd_load_catalog(catdir, prices, &rc)) == NULL)
		return rc;
	sc = scenario_load(argv[optind], cat, &dl, &st);
	if (sc == NULL) {
		rc = st == YLOAD_IO ? EXIT_USAGE : EXIT_FINDINGS;
		goto out;
	}
	if ((p = scenario_prices(sc, cat, prices, &own, &dl, NULL)) ==
	    NULL) {
		rc = EXIT_FINDINGS;
		goto out;
	}
	/* the profile is checked; show's text and JSON do not print it */
	vendor = scenario_vendor(sc, vendor_path, &dl, &vfail);
	if (vfail) {
		rc = EXIT_FINDINGS;
		goto out;
	}
	if (!engine_run(sc, cat, p, &r, &dl))
		rc = EXIT_FINDINGS;
	r.vendor = vendor;
	if (r.rec.gpu != NULL || json) {
		if (json) {
			struct provenance prov = { GPUPLAN_VERSION, NULL };

			result_json_write(&r, &prov, &out);
		} else
			text_report(&r, &out);
		fputs(out.s ? out.s : "", stdout);
	}
	if (engine_check_expect(sc, &r, &dl))
		rc = EXIT_FINDINGS;
out:
	diag_sort(&dl);
	diag_print(&dl, DIAG_FMT_TEXT, stderr);
	if (rc == EXIT_CLEAN && dl.count[DIAG_ERROR] > 0)
		rc = EXIT_FINDINGS;
	sb_free(&out);
	result_free(&r);
	vendor_free(vendor);
	if (cat)
		prices_free(&own, cat->n_gpus);
	scenario_free(sc);
	diag_free(&dl);
	catalog_free(cat);
	return rc;
}

static const struct cmd_option show_options[] = {
	{ "--format text|json", "a terminal report (default) or the JSON result" },
	{ "--prices FILE", "price it with this price catalog" },
	{ "--vendor FILE", "the vendor profile: brand, terms, legal footer" },
	{ "--catalog DIR", "the catalog directory (see gpuplan(1), FILES)" },
	{ "-h, --help", "show this help" },
	{ NULL, NULL }
};

static const char *const show_examples[] = {
	"gpuplan show scenarios/dev-box.yaml",
	"gpuplan show --format json scenarios/dev-box.yaml",
	"gpuplan init | gpuplan show -",
	NULL
};

const struct cmd_entry cmd_show_entry = {
	.name = "show",
	.usage = "[--format text|json] [--prices FILE] [--vendor FILE] "
	    "[--catalog DIR] FILE  (- reads stdin)",
	.summary = "size one scenario and print its recommendation and TCO",
	.exec = show_exec,
	.options = show_options,
	.examples = show_examples,
};
