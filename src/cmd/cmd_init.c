/*
 * cmd_init.c: `gpuplan init [--type WORKLOAD] [FILE]`: write a
 * commented starter scenario (input/starter.c) to FILE, or to stdout
 * without FILE or with -.  An existing FILE is never overwritten.  The
 * scenario id is FILE's base name without .yaml/.yml when that is a
 * valid id, else my-scenario.  Exit 0, 2 usage or I/O error (FILE
 * exists, cannot be written).
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cmd/cmd.h"
#include "input/bind.h"
#include "input/starter.h"
#include "util/strbuf.h"

/* The id for FILE into id (ID_MAX + 1 bytes): its base name without a
 * .yaml or .yml suffix if that is a valid scenario id, else
 * "my-scenario". */
static void
id_for(const char *file, char id[ID_MAX + 1])
{
	const char *base = file != NULL ? strrchr(file, '/') : NULL;
	size_t n;

	base = base != NULL ? base + 1 : file;
	strcpy(id, "my-scenario");
	if (base == NULL || strcmp(base, "-") == 0)
		return;
	n = strlen(base);
	if (n > 5 && strcmp(base + n - 5, ".yaml") == 0)
		n -= 5;
	else if (n > 4 && strcmp(base + n - 4, ".yml") == 0)
		n -= 4;
	if (n == 0 || n > ID_MAX)
		return;
	memcpy(id, base, n);
	id[n] = '\0';
	if (!id_valid(id))
		strcpy(id, "my-scenario");
}

static int
init_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "type", required_argument, NULL, 't' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	const char *file = NULL;
	struct strbuf out = STRBUF_INIT;
	char id[ID_MAX + 1];
	int ch, t = WL_LLM_INFERENCE, fd, rc = EXIT_CLEAN;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "t:h", opts, NULL)) != -1) {
		switch (ch) {
		case 't':
			for (t = 0; t < WL__MAX; t++)
				if (strcmp(optarg, workload_type_names[t]) == 0)
					break;
			if (t == WL__MAX) {
				fprintf(stderr, "gpuplan init: unknown workload "
				    "type '%s'; use one of", optarg);
				for (t = 0; t < WL__MAX; t++)
					fprintf(stderr, " %s", workload_type_names[t]);
				fputc('\n', stderr);
				return EXIT_USAGE;
			}
			break;
		case 'h':
			return cmd_help(&cmd_init_entry);
		default:
			return cmd_usage(&cmd_init_entry);
		}
	}
	if (argc - optind > 1)
		return cmd_usage(&cmd_init_entry);
	if (optind < argc)
		file = argv[optind];
	id_for(file, id);
	starter_scenario((enum workload_type)t, id, &out);
	if (file == NULL || strcmp(file, "-") == 0) {
		fwrite(out.s, 1, out.len, stdout);
		goto done;
	}
	/* O_EXCL: an existing file (or a link planted there) stays */
	if ((fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW,
	    0644)) < 0) {
		fprintf(stderr, "gpuplan init: cannot create %s: %s%s\n", file,
		    strerror(errno), errno == EEXIST ? "; init never "
		    "overwrites a file, so name a new one" : "");
		rc = EXIT_USAGE;
		goto done;
	}
	if (write(fd, out.s, out.len) != (ssize_t)out.len || close(fd) != 0) {
		fprintf(stderr, "gpuplan init: cannot write %s: %s\n", file,
		    strerror(errno));
		rc = EXIT_USAGE;
		goto done;
	}
	fprintf(stderr, "gpuplan init: wrote %s (one %s workload); next: gpuplan "
	    "check %s\n", file, workload_type_names[t], file);
done:
	sb_free(&out);
	return rc;
}

static const struct cmd_option init_options[] = {
	{ "-t, --type WORKLOAD", "llm-inference (default), llm-finetune, "
	    "llm-pretrain, vision-inference, simulation, embeddings or rag" },
	{ "-h, --help", "show this help" },
	{ NULL, NULL }
};

static const char *const init_examples[] = {
	"gpuplan init scenarios/chat.yaml        # id: chat",
	"gpuplan init --type rag scenarios/search.yaml",
	"gpuplan init --type simulation | gpuplan show -",
	NULL
};

const struct cmd_entry cmd_init_entry = {
	.name = "init",
	.usage = "[--type WORKLOAD] [FILE]   (no FILE or -: stdout)",
	.summary = "write a commented starter scenario that passes check",
	.exec = init_exec,
	.options = init_options,
	.examples = init_examples,
};
