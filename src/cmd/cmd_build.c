/*
 * cmd_build.c: `gpuplan build [-o DIR] [-j N] [--force] [--prices FILE]
 * [--catalog DIR] [--templates DIR] [PATH...]`
 *
 * Builds every scenario (default: scenarios/) into DIR (default: output/):
 * per scenario <id>.json, .md, .pdf and two SVG charts, per batch
 * index.md and summary.json.  A bad scenario is reported like `check`
 * reports it and skipped; the rest are built.  Exit 0 all built, 1 any
 * failed, 2 usage or I/O error.  With -j N, N worker processes share the
 * scenarios and send their summary entries to the parent over pipes.
 */
#include <errno.h>
#include <getopt.h>
#include <nettle/sha2.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmd/build.h"
#include "cmd/cmd.h"
#include "input/catalog_load.h"
#include "render/json.h"
#include "util/alloc.h"
#include "util/fsout.h"
#include "version.h"

#define MAX_JOBS 64

struct batch {
	struct build_ctx	 ctx;
	struct pathlist		 files;
	json_t			**entries;	/* by file index */
	char			**diags;	/* rendered findings, by file index */
	int			 tty;
};

/* hex SHA-256 of the named files' contents, in order. */
static void
digest_files(const char *const *paths, size_t n, char out[65])
{
	struct sha256_ctx h;
	uint8_t d[SHA256_DIGEST_SIZE];
	size_t i, len;

	sha256_init(&h);
	for (i = 0; i < n; i++) {
		char *buf = read_file(paths[i], 16u << 20, &len);

		if (buf != NULL)
			sha256_update(&h, len, (const uint8_t *)buf);
		free(buf);
	}
	sha256_digest(&h, sizeof(d), d);
	for (i = 0; i < sizeof(d); i++)
		snprintf(out + 2 * i, 3, "%02x", d[i]);
}

/* Build file i; store its entry and its findings as text. */
static void
build_one(struct batch *b, size_t i)
{
	struct diag_list dl = { 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *fp;

	b->entries[i] = build_scenario(&b->ctx, b->files.v[i], &dl);
	diag_sort(&dl);
	if (dl.n > 0 && (fp = open_memstream(&buf, &len)) != NULL) {
		diag_print(&dl, DIAG_FMT_TEXT, fp);
		fclose(fp);
	}
	b->diags[i] = buf;
	diag_free(&dl);
}

static void
progress(const struct batch *b, size_t done)
{
	if (b->tty && b->files.n >= 20)
		fprintf(stderr, "\rgpuplan build: %zu/%zu scenarios", done,
		    b->files.n);
}

/* One worker: build files k, k+n, ... and write "index\tjson\tdiags\n"
 * records (JSON compact; findings with newlines escaped) to fd. */
static void
worker(struct batch *b, int k, int n, int fd)
{
	size_t i;
	FILE *fp = fdopen(fd, "w");

	if (fp == NULL)
		_exit(2);
	for (i = (size_t)k; i < b->files.n; i += (size_t)n) {
		char *js, *p;

		build_one(b, i);
		js = json_dumps(b->entries[i], JSON_COMPACT |
		    JSON_PRESERVE_ORDER);
		fprintf(fp, "%zu\t%s\t", i, js);
		for (p = b->diags[i]; p && *p; p++)
			if (*p == '\n')
				fputs("\\n", fp);
			else if (*p == '\\')
				fputs("\\\\", fp);
			else
				fputc(*p, fp);
		fputc('\n', fp);
		fflush(fp);
		free(js);
		json_decref(b->entries[i]);
		b->entries[i] = NULL;
		free(b->diags[i]);
		b->diags[i] = NULL;
	}
	fclose(fp);
}

/* Parse one worker record into the batch. */
static void
take_record(struct batch *b, char *line)
{
	char *t1 = strchr(line, '\t'), *t2, *p, *q;
	size_t i;

	if (t1 == NULL || (t2 = strchr(t1 + 1, '\t')) == NULL)
		return;
	*t1 = *t2 = '\0';
	i = (size_t)strtoul(line, NULL, 10);
	if (i >= b->files.n)
		return;
	b->entries[i] = json_loads(t1 + 1, 0, NULL);
	for (p = q = t2 + 1; *p; p++, q++) {
		if (p[0] == '\\' && p[1] == 'n') {
			*q = '\n';
			p++;
		} else if (p[0] == '\\' && p[1] == '\\') {
			*q = '\\';
			p++;
		} else
			*q = *p;
	}
	*q = '\0';
	b->diags[i] = *(t2 + 1) ? xstrdup(t2 + 1) : NULL;
}

/* Take every complete line out of acc. */
static size_t
take_lines(struct batch *b, struct strbuf *acc)
{
	size_t start = 0, n = 0;
	char *nl;

	while (acc->s != NULL && (nl = memchr(acc->s + start, '\n',
	    acc->len - start)) != NULL) {
		*nl = '\0';
		take_record(b, acc->s + start);
		start = (size_t)(nl - acc->s) + 1;
		n++;
	}
	if (start > 0) {
		memmove(acc->s, acc->s + start, acc->len - start);
		acc->len -= start;
		acc->s[acc->len] = '\0';
	}
	return n;
}

/* Run n workers and collect their records; returns 0 if all exited 0. */
static int
run_parallel(struct batch *b, int n)
{
	pid_t pids[MAX_JOBS];
	struct pollfd pfd[MAX_JOBS];
	struct strbuf acc[MAX_JOBS];
	char buf[65536];
	int k, open_n = 0, bad = 0, status;
	size_t done = 0;

	fflush(NULL);
	memset(acc, 0, sizeof(acc));
	for (k = 0; k < n; k++) {
		int fds[2];

		if (pipe(fds) != 0 || (pids[k] = fork()) < 0) {
			perror("gpuplan build: cannot start a worker");
			return -1;
		}
		if (pids[k] == 0) {
			int j;

			close(fds[0]);
			for (j = 0; j < k; j++)
				close(pfd[j].fd);
			worker(b, k, n, fds[1]);
			_exit(0);
		}
		close(fds[1]);
		pfd[k].fd = fds[0];
		pfd[k].events = POLLIN;
		open_n++;
	}
	while (open_n > 0) {
		if (poll(pfd, (nfds_t)n, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		for (k = 0; k < n; k++) {
			ssize_t r;

			if (pfd[k].fd < 0 || !(pfd[k].revents & (POLLIN | POLLHUP)))
				continue;
			r = read(pfd[k].fd, buf, sizeof(buf));
			if (r < 0 && errno == EINTR)
				continue;
			if (r > 0) {
				sb_add(&acc[k], buf, (size_t)r);
				done += take_lines(b, &acc[k]);
				progress(b, done);
			} else {
				close(pfd[k].fd);
				pfd[k].fd = -1;
				open_n--;
			}
		}
	}
	for (k = 0; k < n; k++) {
		sb_free(&acc[k]);
		if (waitpid(pids[k], &status, 0) < 0 || !WIFEXITED(status) ||
		    WEXITSTATUS(status) != 0)
			bad = 1;
	}
	return bad ? -1 : 0;
}

static const char *
status_of(const json_t *e)
{
	const char *s = json_string_value(json_object_get(e, "status"));

	return s ? s : "error";
}

/* index.md: one table row per scenario. */
static void
write_index(const struct batch *b, struct strbuf *md)
{
	size_t i;
	int u;

	sb_puts(md, "# gpuplan: proposals\n\n");
	sb_printf(md, "%zu scenarios. Break-even: the month in which buying "
	    "costs no more than renting (cumulative), per utilisation "
	    "scenario.\n\n", b->files.n);
	sb_puts(md, "| Scenario | Customer | Recommendation | Capex | "
	    "Break-even low | medium | high | Status |\n");
	sb_puts(md, "| --- | --- | --- | ---: | ---: | ---: | ---: | --- |\n");
	for (i = 0; i < b->files.n; i++) {
		const json_t *e = b->entries[i];
		const char *id = json_string_value(json_object_get(e, "id"));
		const json_t *rec = json_object_get(e, "recommendation");
		const json_t *be = json_object_get(e, "break_even_month");

		if (id != NULL && strcmp(status_of(e), "ok") == 0)
			sb_printf(md, "| [%s](%s.md) | ", id, id);
		else
			sb_printf(md, "| %s | ", id ? id :
			    json_string_value(json_object_get(e, "file")));
		sb_printf(md, "%s | ", json_string_value(json_object_get(e,
		    "customer")) ? json_string_value(json_object_get(e,
		    "customer")) : "");
		if (rec != NULL)
			sb_printf(md, "%lld x %s | %.0f %s | ",
			    (long long)json_integer_value(json_object_get(rec,
			    "gpus")), json_string_value(json_object_get(rec,
			    "gpu")), json_number_value(json_object_get(e,
			    "capex")), json_string_value(json_object_get(e,
			    "currency")));
		else
			sb_puts(md, "– | – | ");
		for (u = 0; u < UTIL__MAX; u++) {
			const json_t *v = json_object_get(be, util_level_names[u]);

			if (v == NULL || json_is_null(v))
				sb_puts(md, rec ? "never | " : "– | ");
			else
				sb_printf(md, "%.1f | ", json_number_value(v));
		}
		sb_printf(md, "%s |\n", status_of(e));
	}
}

static int
build_exec(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "force", no_argument, NULL, 'F' },
		{ "prices", required_argument, NULL, 'p' },
		{ "catalog", required_argument, NULL, 'c' },
		{ "templates", required_argument, NULL, 't' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct batch b;
	const char *outdir = "output", *catdir = NULL, *tdir = NULL;
	const char *prices = NULL;
	char *defpaths[] = { "scenarios", NULL };
	struct diag_list dl = { 0 };
	struct catalog *cat = NULL;
	int ch, jobs = 1, rc = EXIT_CLEAN, l, failed = 0;
	size_t i, io;
	json_t *summary = NULL, *arr;
	struct strbuf out = STRBUF_INIT;
	char *path;

	memset(&b, 0, sizeof(b));
	optind = 1;
	while ((ch = getopt_long(argc, argv, "o:j:Fp:c:t:h", opts, NULL)) != -1) {
		switch (ch) {
		case 'o':
			outdir = optarg;
			break;
		case 'j':
			jobs = atoi(optarg);
			if (jobs < 1 || jobs > MAX_JOBS) {
				fprintf(stderr, "gpuplan build: -j takes 1 to %d\n",
				    MAX_JOBS);
				return EXIT_USAGE;
			}
			break;
		case 'F':
			b.ctx.force = 1;
			break;
		case 'p':
			prices = optarg;
			break;
		case 'c':
			catdir = optarg;
			break;
		case 't':
			tdir = optarg;
			break;
		default:
			return cmd_usage(&cmd_build_entry);
		}
	}
	if ((cat = cmd_load_catalog(catdir, prices)) == NULL)
		return EXIT_USAGE;
	b.ctx.cat = cat;
	b.ctx.prices_override = prices;
	b.ctx.outdir = outdir;
	{
		const char *dir = catdir ? catdir : catalog_default_dir();
		char *cf[3];

		cf[0] = xasprintf("%s/gpus.yaml", dir);
		cf[1] = xasprintf("%s/models.yaml", dir);
		cf[2] = xstrdup(cat->prices.path);
		digest_files((const char *const *)cf, 3, b.ctx.catalog_digest);
		for (l = 0; l < 3; l++)
			free(cf[l]);
	}
	for (l = 0; l < LANG__MAX; l++) {
		char *tp = xasprintf("%s/proposal.%s.md", tdir ? tdir :
		    template_default_dir(), language_names[l]);
		const char *one[1];

		one[0] = tp;
		b.ctx.tmpl[l] = template_load(tp, &dl);
		digest_files(one, 1, b.ctx.template_digest[l]);
		free(tp);
	}
	if (dl.count[DIAG_ERROR] > 0) {
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
		rc = EXIT_USAGE;
		goto out;
	}
	io = paths_expand(optind < argc ? argv + optind : defpaths,
	    optind < argc ? (size_t)(argc - optind) : 1, &b.files, &dl);
	if (io > 0) {
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
		rc = EXIT_USAGE;
		goto out;
	}
	if (mkdir_p(outdir) != 0) {
		fprintf(stderr, "gpuplan build: cannot create %s: %s\n", outdir,
		    strerror(errno));
		rc = EXIT_USAGE;
		goto out;
	}
	b.entries = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.entries));
	b.diags = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.diags));
	b.tty = isatty(STDERR_FILENO);
	if (jobs > (int)b.files.n)
		jobs = b.files.n > 0 ? (int)b.files.n : 1;
	if (jobs == 1) {
		for (i = 0; i < b.files.n; i++) {
			build_one(&b, i);
			progress(&b, i + 1);
		}
	} else if (run_parallel(&b, jobs) != 0)
		rc = EXIT_USAGE;
	if (b.tty && b.files.n >= 20)
		fputc('\n', stderr);
	/* findings in file order, then the batch files */
	arr = json_array();
	for (i = 0; i < b.files.n; i++) {
		if (b.diags[i] != NULL)
			fputs(b.diags[i], stderr);
		if (b.entries[i] == NULL) {
			b.entries[i] = json_pack("{s:s, s:n, s:s}", "file",
			    b.files.v[i], "id", "status", "error");
			fprintf(stderr, "%s: error: the worker building it "
			    "failed\n", b.files.v[i]);
		}
		if (strcmp(status_of(b.entries[i]), "ok") != 0)
			failed++;
		json_array_append(arr, b.entries[i]);
	}
	summary = json_pack("{s:i, s:s, s:s, s:o, s:i, s:i}",
	    "format_version", JSON_FORMAT_VERSION, "tool_version",
	    GPUPLAN_VERSION, "prices_as_of", cat->prices.as_of, "scenarios",
	    arr, "built", (int)b.files.n - failed, "failed", failed);
	json_dump_to(summary, &out);
	path = xasprintf("%s/summary.json", outdir);
	if (write_file_atomic(path, out.s, out.len, NULL) != 0) {
		fprintf(stderr, "gpuplan build: cannot write %s: %s\n", path,
		    strerror(errno));
		rc = EXIT_USAGE;
	}
	free(path);
	sb_reset(&out);
	write_index(&b, &out);
	path = xasprintf("%s/index.md", outdir);
	if (write_file_atomic(path, out.s, out.len, NULL) != 0) {
		fprintf(stderr, "gpuplan build: cannot write %s: %s\n", path,
		    strerror(errno));
		rc = EXIT_USAGE;
	}
	free(path);
	if (rc == EXIT_CLEAN && failed > 0)
		rc = EXIT_FINDINGS;
out:
	sb_free(&out);
	json_decref(summary);
	for (i = 0; b.entries && i < b.files.n; i++) {
		json_decref(b.entries[i]);
		free(b.diags[i]);
	}
	free(b.entries);
	free(b.diags);
	for (l = 0; l < LANG__MAX; l++)
		template_free((struct template *)b.ctx.tmpl[l]);
	pathlist_free(&b.files);
	diag_free(&dl);
	catalog_free(cat);
	return rc;
}

const struct cmd_entry cmd_build_entry = {
	.name = "build",
	.usage = "[-o DIR] [-j N] [--force] [--prices FILE] [--catalog DIR] "
	    "[--templates DIR] [PATH...]",
	.summary = "build proposals (PDF, Markdown, JSON, SVG) for scenarios",
	.exec = build_exec,
};
