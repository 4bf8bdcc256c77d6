/*
 * cmd_catalog.c: `gpuplan catalog [--format text|json] [--prices FILE]
 * [--catalog DIR] gpus|models|prices|clouds`: list what the catalog
 * knows.  The listing itself is render/catalog_list.c.  Exit 0, 1 if
 * the catalog has errors, 2 usage or I/O error.
 */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cmd/cmd.h"
#include "render/catalog_list.h"
#include "util/strbuf.h"

static int
catalog_exec(int argc, char **argv)
{
	static const char *const text_json[] = { "text", "json", NULL };
	static const struct option opts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "prices", required_argument, NULL, 'p' },
		{ "catalog", required_argument, NULL, 'c' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	const char *prices = NULL, *catdir = NULL;
	struct strbuf out = STRBUF_INIT;
	struct catalog *cat;
	int ch, json = 0, rc, k;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (ch) {
		case 'f':
			if ((json = cmd_choice("catalog", "format", optarg,
			    text_json)) < 0)
				return EXIT_USAGE;
			break;
		case 'p':
			prices = optarg;
			break;
		case 'c':
			catdir = optarg;
			break;
		case 'h':
			return cmd_help(&cmd_catalog_entry);
		default:
			return cmd_usage(&cmd_catalog_entry);
		}
	}
	if (argc - optind != 1)
		return cmd_usage(&cmd_catalog_entry);
	if ((k = cmd_choice("catalog", "list", argv[optind],
	    catalog_list_names)) < 0)
		return EXIT_USAGE;
	if ((cat = cmd_load_catalog(catdir, prices, &rc)) == NULL)
		return rc;
	catalog_list(cat, (enum catalog_list_kind)k, json, &out);
	fputs(out.s != NULL ? out.s : "", stdout);
	sb_free(&out);
	catalog_free(cat);
	return EXIT_CLEAN;
}

static const struct cmd_option catalog_options[] = {
	{ "--format text|json", "a table (default) or one JSON document" },
	{ "--prices FILE", "show the prices of this price catalog" },
	{ "--catalog DIR", "the catalog directory (see gpuplan(1), FILES)" },
	{ "-h, --help", "show this help" },
	{ NULL, NULL }
};

static const char *const catalog_examples[] = {
	"gpuplan catalog gpus              # memory, bandwidth, TFLOPS, price",
	"gpuplan catalog models",
	"gpuplan catalog clouds            # GPU-hour prices per cloud tier",
	"gpuplan catalog --format json prices",
	NULL
};

const struct cmd_entry cmd_catalog_entry = {
	.name = "catalog",
	.usage = "[--format text|json] [--prices FILE] [--catalog DIR] "
	    "gpus|models|prices|clouds",
	.summary = "list the GPUs, models, prices and cloud prices the catalog "
	    "knows",
	.exec = catalog_exec,
	.options = catalog_options,
	.examples = catalog_examples,
};
