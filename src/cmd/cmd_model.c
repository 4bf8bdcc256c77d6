/*
 * cmd_model.c: `gpuplan model import FILE`: print the catalog entry
 * (the form of catalog/models.yaml) for a Hugging Face config.json.  The
 * mapping is input/hf_config.c.  Exit 0, 1 if the file is not a usable
 * config (a bad-hf-config finding on stderr), 2 usage or I/O error.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd/cmd.h"
#include "input/hf_config.h"
#include "util/strbuf.h"

static int
model_exec(int argc, char **argv)
{
	static const char *const model_actions[] = { "import", NULL };
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct strbuf out = STRBUF_INIT;
	struct diag_list dl;
	struct model m;
	struct hf_info info;
	struct hf_error err;
	int ch;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		if (ch == 'h')
			return cmd_help(&cmd_model_entry);
		return cmd_usage(&cmd_model_entry);
	}
	if (argc - optind != 2)
		return cmd_usage(&cmd_model_entry);
	if (cmd_choice("model", "action", argv[optind], model_actions) < 0)
		return EXIT_USAGE;
	if (!hf_config_load(argv[optind + 1], &m, &info, &err)) {
		int rc = err.io ? EXIT_USAGE : EXIT_FINDINGS;

		memset(&dl, 0, sizeof(dl));
		diag_add(&dl, err.io ? D_IO : D_BAD_HF_CONFIG,
		    argv[optind + 1], NULL, 0, err.line, err.col, "%s",
		    err.msg);
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
		diag_free(&dl);
		free(err.msg);
		return rc;
	}
	hf_config_catalog_entry(&m, &info, argv[optind + 1], &out);
	fputs(out.s, stdout);
	sb_free(&out);
	return EXIT_CLEAN;
}

static const struct cmd_option model_options[] = {
	{ "-h, --help", "show this help" },
	{ NULL, NULL }
};

static const char *const model_examples[] = {
	"gpuplan model import Llama-3.1-8B/config.json >> catalog/models.yaml",
	"gpuplan model import tests/models/deepseek-v3.json",
	NULL
};

const struct cmd_entry cmd_model_entry = {
	.name = "model",
	.usage = "import FILE",
	.summary = "print the catalog entry for a Hugging Face config.json",
	.exec = model_exec,
	.options = model_options,
	.examples = model_examples,
};
