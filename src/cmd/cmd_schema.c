/*
 * cmd_schema.c: `gpuplan schema scenario|vendor`: print the JSON Schema
 * of the scenario format or the vendor profile (input/schema.c), the
 * files schemas/ ships.  Exit 0,
 * 2 usage.
 */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cmd/cmd.h"
#include "input/schema.h"
#include "render/json.h"
#include "util/strbuf.h"

static int
schema_exec(int argc, char **argv)
{
	static const char *const schema_names[] = { "scenario", "vendor", NULL };
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct strbuf out = STRBUF_INIT;
	json_t *s;
	int ch;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		if (ch == 'h')
			return cmd_help(&cmd_schema_entry);
		return cmd_usage(&cmd_schema_entry);
	}
	if (argc - optind != 1)
		return cmd_usage(&cmd_schema_entry);
	switch (cmd_choice("schema", "schema", argv[optind], schema_names)) {
	case 0:
		s = schema_scenario();
		break;
	case 1:
		s = schema_vendor();
		break;
	default:
		return EXIT_USAGE;
	}
	json_dump_to(s, &out);
	fputs(out.s, stdout);
	json_decref(s);
	sb_free(&out);
	return EXIT_CLEAN;
}

static const struct cmd_option schema_options[] = {
	{ "-h, --help", "show this help" },
	{ NULL, NULL }
};

static const char *const schema_examples[] = {
	"gpuplan schema scenario > scenario.schema.json",
	"gpuplan schema vendor > vendor.schema.json",
	NULL
};

const struct cmd_entry cmd_schema_entry = {
	.name = "schema",
	.usage = "scenario|vendor",
	.summary = "print the JSON Schema of scenario or vendor files (editor completion)",
	.exec = schema_exec,
	.options = schema_options,
	.examples = schema_examples,
};
