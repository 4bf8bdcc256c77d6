/*
 * main.c: the command line of gpuplan; dispatches to src/cmd/.
 */
#include <stdio.h>
#include <string.h>

#include "cmd/cmd.h"
#include "version.h"

static const struct cmd_entry *const commands[] = {
	&cmd_check_entry,
	&cmd_show_entry,
	&cmd_build_entry,
	&cmd_diff_entry,
	&cmd_merge_entry,
	&cmd_catalog_entry,
	&cmd_init_entry,
	&cmd_schema_entry,
	&cmd_model_entry,
	NULL
};

/* The overview of `gpuplan help`: every command with its line, the
 * global options and a first session, to fp. */
static void
usage(FILE *fp)
{
	size_t i;

	fprintf(fp, "usage: gpuplan COMMAND [OPTIONS] [ARGS]\n\n"
	    "GPU-server sizing, TCO and proposals from YAML scenario files.\n\n"
	    "Commands:\n");
	for (i = 0; commands[i]; i++)
		fprintf(fp, "  %-8s %s\n", commands[i]->name,
		    commands[i]->summary);
	fprintf(fp, "  %-8s %s\n", "help", "this overview, or `gpuplan help "
	    "COMMAND` for a command's options");
	fprintf(fp, "  %-8s %s\n", "version", "print the version");
	fprintf(fp, "\nOptions:\n"
	    "  %-24s %s\n  %-24s %s\n", "-h, --help", "this overview",
	    "--version", "print the version");
	fprintf(fp, "\nExamples:\n"
	    "  gpuplan init --type rag my-scenario.yaml\n"
	    "  gpuplan check my-scenario.yaml\n"
	    "  gpuplan show my-scenario.yaml\n"
	    "  gpuplan build -o output my-scenario.yaml\n"
	    "  gpuplan catalog gpus\n");
	fprintf(fp, "\n`gpuplan COMMAND --help` lists a command's options; "
	    "man gpuplan has the rest.\n");
}

int
main(int argc, char **argv)
{
	size_t i;

	if (argc < 2) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (strcmp(argv[1], "help") == 0 && argc > 2) {
		/* gpuplan help COMMAND */
		for (i = 0; commands[i]; i++)
			if (strcmp(argv[2], commands[i]->name) == 0)
				return cmd_help(commands[i]);
		fprintf(stderr, "gpuplan: unknown command '%s'\n", argv[2]);
		return EXIT_USAGE;
	}
	if (strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0 ||
	    strcmp(argv[1], "-h") == 0) {
		usage(stdout);
		return EXIT_CLEAN;
	}
	if (strcmp(argv[1], "version") == 0 ||
	    strcmp(argv[1], "--version") == 0) {
		printf("gpuplan %s\n", GPUPLAN_VERSION);
		return EXIT_CLEAN;
	}
	for (i = 0; commands[i]; i++)
		if (strcmp(argv[1], commands[i]->name) == 0) {
			/* getopt names the program in its messages */
			char name[64];

			snprintf(name, sizeof(name), "gpuplan %s", argv[1]);
			argv[1] = name;
			return commands[i]->exec(argc - 1, argv + 1);
		}
	fprintf(stderr, "gpuplan: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return EXIT_USAGE;
}
