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
#include <math.h>
#include <nettle/sha2.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmd/build.h"
#include "cmd/cmd.h"
#include "cmd/gate.h"
#include "cmd/junit.h"
#include "cmd/summary.h"
#include "input/catalog_load.h"
#include "render/json.h"
#include "util/alloc.h"
#include "util/fsout.h"
#include "version.h"

#define MAX_JOBS 64

/*
 * A batch.  Entries and findings arrive by file index (from this process
 * or from workers, in any order) and leave in file order as soon as they
 * can: into summary.json and index.md, stderr and the JUnit report.  So
 * the parent holds only what is waiting for an earlier file, and its
 * memory stays flat in the number of scenarios (bench/).
 */
struct batch {
	struct build_ctx	 ctx;
	struct build_bufs	 bufs;		/* ctx.bufs */
	struct pathlist		 files;
	json_t			**entries;	/* by file index; NULL once written */
	char			**diags;	/* rendered findings, by file index */
	char			**texts;	/* by file index: the summary.json
						 * member and, after its NUL, the
						 * index.md row a worker rendered;
						 * NULL: render entries[i] */
	size_t			 next;		/* first index not yet written */
	struct summary_stream	 ss;
	const struct gate	*gates;
	size_t			 ngates;
	size_t			 failed;	/* scenarios not built, or gated */
	int			 tty;
	int			 junit;
	struct junit_case	*jc;		/* by file index, if junit */
};

/* hex SHA-256 of the named files' contents, in order. */
static void
digest_files(const char *const *paths, size_t n, char out[65])
{
	struct sha256_ctx h;
	size_t i, len;

	sha256_init(&h);
	for (i = 0; i < n; i++) {
		char *buf = read_file(paths[i], 16u << 20, &len);

		if (buf != NULL)
			sha256_update(&h, len, (const uint8_t *)buf);
		free(buf);
	}
	build_digest_hex(&h, out);
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

static void flush_ready(struct batch *);

/* The progress line on a terminal, for batches of 20 or more. */
static void
progress(const struct batch *b, size_t done)
{
	if (b->tty && b->files.n >= 20)
		fprintf(stderr, "\rgpuplan build: %zu/%zu scenarios", done,
		    b->files.n);
}

/* Write s to fp with backslash, newline and tab escaped (\\, \n, \t), so
 * that it fits in one tab-separated field of a record line. */
static void
put_field(FILE *fp, const char *s)
{
	for (; s != NULL && *s; s++)
		if (*s == '\n')
			fputs("\\n", fp);
		else if (*s == '\t')
			fputs("\\t", fp);
		else if (*s == '\\')
			fputs("\\\\", fp);
		else
			fputc(*s, fp);
}

/* Undo put_field in place; returns s. */
static char *
take_field(char *s)
{
	char *p, *q;

	for (p = q = s; *p; p++, q++) {
		if (p[0] == '\\' && (p[1] == 'n' || p[1] == 't' ||
		    p[1] == '\\')) {
			*q = p[1] == 'n' ? '\n' : p[1] == 't' ? '\t' : '\\';
			p++;
		} else
			*q = *p;
	}
	*q = '\0';
	return s;
}

/*
 * One worker: read file indexes, one a line, from cmd_fd until it
 * closes; build each and write a record line to fd, its fields separated
 * by tabs and escaped by put_field: "index T status member row findings"
 * with the summary.json member and index.md row already rendered (the
 * parent only copies them), or, when gates must look at the entry,
 * "index J entry findings" with the entry as JSON.  The parent hands out
 * the next index when a record comes back, so no worker runs far ahead
 * of another and the parent's reorder buffer stays a few entries long.
 */
static void
worker(struct batch *b, int cmd_fd, int fd)
{
	size_t i;
	FILE *fp = fdopen(fd, "w"), *cmd = fdopen(cmd_fd, "r");
	char line[32];
	struct strbuf enc = STRBUF_INIT, row = STRBUF_INIT;

	if (fp == NULL || cmd == NULL)
		_exit(2);
	while (fgets(line, sizeof(line), cmd) != NULL) {
		i = (size_t)strtoul(line, NULL, 10);
		if (i >= b->files.n)
			_exit(2);

		build_one(b, i);
		sb_reset(&enc);
		sb_reset(&row);
		if (b->ngates == 0) {
			summary_entry_text(b->entries[i], &enc, &row);
			fprintf(fp, "%zu\tT\t", i);
			put_field(fp, summary_status(b->entries[i]));
			fputc('\t', fp);
			put_field(fp, enc.s);
			fputc('\t', fp);
			put_field(fp, row.s);
		} else {
			json_dump_to(b->entries[i], &enc);
			fprintf(fp, "%zu\tJ\t", i);
			put_field(fp, enc.s);
		}
		fputc('\t', fp);
		put_field(fp, b->diags[i]);
		fputc('\n', fp);
		fflush(fp);
		json_decref(b->entries[i]);
		b->entries[i] = NULL;
		free(b->diags[i]);
		b->diags[i] = NULL;
	}
	sb_free(&enc);
	sb_free(&row);
	fclose(cmd);
	fclose(fp);
}

/* Parse one worker record (see worker()) into the batch. */
static void
take_record(struct batch *b, char *line)
{
	char *f[6];
	size_t i, n = 0, k;

	f[n++] = line;
	for (k = 0; line[k] && n < 6; k++)
		if (line[k] == '\t') {
			line[k] = '\0';
			f[n++] = line + k + 1;
		}
	i = (size_t)strtoul(f[0], NULL, 10);
	if (i >= b->files.n || n < 4)
		return;
	if (f[1][0] == 'T' && n == 6) {
		size_t lm;

		take_field(f[2]);
		take_field(f[3]);
		take_field(f[4]);
		lm = strlen(f[3]);
		b->texts[i] = xmalloc(lm + strlen(f[4]) + 2);
		memcpy(b->texts[i], f[3], lm + 1);
		strcpy(b->texts[i] + lm + 1, f[4]);
		b->entries[i] = json_pack("{s:s}", "status", f[2]);
		b->diags[i] = *f[5] ? xstrdup(take_field(f[5])) : NULL;
	} else if (f[1][0] == 'J' && n == 4) {
		b->entries[i] = json_loads(take_field(f[2]), 0, NULL);
		b->diags[i] = *f[3] ? xstrdup(take_field(f[3])) : NULL;
	}
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

/* Give worker k the next file index, or close its command pipe when
 * there is none left. */
static void
dispatch(struct batch *b, int *cmd_fd, size_t *sent)
{
	char line[32];
	int n;

	if (*cmd_fd < 0)
		return;
	if (*sent >= b->files.n) {
		close(*cmd_fd);
		*cmd_fd = -1;
		return;
	}
	n = snprintf(line, sizeof(line), "%zu\n", (*sent)++);
	if (write(*cmd_fd, line, (size_t)n) != n) {
		close(*cmd_fd);
		*cmd_fd = -1;
	}
}

/* Run n workers and collect their records; returns 0 if all exited 0. */
static int
run_parallel(struct batch *b, int n)
{
	pid_t pids[MAX_JOBS];
	struct pollfd pfd[MAX_JOBS];
	struct strbuf acc[MAX_JOBS];
	int cmd[MAX_JOBS];
	char buf[65536];
	int k, open_n = 0, bad = 0, status, j;
	size_t done = 0, sent = 0;

	fflush(NULL);
	memset(acc, 0, sizeof(acc));
	/* a worker that dies must not take the parent with it on write */
	signal(SIGPIPE, SIG_IGN);
	for (k = 0; k < n; k++) {
		int fds[2], cfds[2];

		if (pipe(fds) != 0 || pipe(cfds) != 0 ||
		    (pids[k] = fork()) < 0) {
			perror("gpuplan build: cannot start a worker");
			return -1;
		}
		if (pids[k] == 0) {
			close(fds[0]);
			close(cfds[1]);
			for (j = 0; j < k; j++) {
				close(pfd[j].fd);
				if (cmd[j] >= 0)
					close(cmd[j]);
			}
			worker(b, cfds[0], fds[1]);
			_exit(0);
		}
		close(fds[1]);
		close(cfds[0]);
		pfd[k].fd = fds[0];
		pfd[k].events = POLLIN;
		cmd[k] = cfds[1];
		open_n++;
	}
	/* two files in flight per worker keep it busy while the parent
	 * reads its last record */
	for (j = 0; j < 2; j++)
		for (k = 0; k < n; k++)
			dispatch(b, &cmd[k], &sent);
	while (open_n > 0) {
		if (poll(pfd, (nfds_t)n, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		for (k = 0; k < n; k++) {
			ssize_t r;
			size_t got;

			if (pfd[k].fd < 0 || !(pfd[k].revents & (POLLIN | POLLHUP)))
				continue;
			r = read(pfd[k].fd, buf, sizeof(buf));
			if (r < 0 && errno == EINTR)
				continue;
			if (r > 0) {
				sb_add(&acc[k], buf, (size_t)r);
				got = take_lines(b, &acc[k]);
				done += got;
				while (got-- > 0)
					dispatch(b, &cmd[k], &sent);
				flush_ready(b);
				progress(b, done);
			} else {
				close(pfd[k].fd);
				pfd[k].fd = -1;
				if (cmd[k] >= 0) {
					close(cmd[k]);
					cmd[k] = -1;
				}
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

/* A stable shard number in 0..n-1 for a path: FNV-1a 64 of the path
 * as given, so every machine of a CI matrix splits the same way. */
static unsigned
shard_of(const char *path, unsigned n)
{
	unsigned long long h = 1469598103934665603ULL;

	for (; *path; path++) {
		h ^= (unsigned char)*path;
		h *= 1099511628211ULL;
	}
	return (unsigned)(h % n);
}

/* Evaluate the gates on entry i; failures are findings appended to the
 * entry's findings text.  Returns the number that failed. */
static int
apply_gates(struct batch *b, size_t i, const struct gate *g, size_t ng)
{
	struct diag_list dl = { 0 };
	char *buf = NULL;
	size_t k, len = 0;
	int failed = 0;
	FILE *fp;
	json_t *which = json_array();

	for (k = 0; k < ng; k++) {
		double v = 0;
		int r = gate_eval(&g[k], b->entries[i], &v);

		if (r == 1) {
			if (isinf(v))
				diag_add(&dl, D_GATE_FAILED, b->files.v[i], NULL,
				    0, 0, 0, "gate '%s' fails: %s is never "
				    "(not within the horizon)", g[k].text,
				    g[k].metric);
			else
				diag_add(&dl, D_GATE_FAILED, b->files.v[i], NULL,
				    0, 0, 0, "gate '%s' fails: %s is %.2f",
				    g[k].text, g[k].metric, v);
			json_array_append_new(which, json_string(g[k].text));
			failed++;
		}
	}
	if (failed) {
		json_object_set_new(b->entries[i], "gates_failed", which);
		if ((fp = open_memstream(&buf, &len)) != NULL) {
			if (b->diags[i] != NULL)
				fputs(b->diags[i], fp);
			diag_print(&dl, DIAG_FMT_TEXT, fp);
			fclose(fp);
			free(b->diags[i]);
			b->diags[i] = buf;
		}
	} else
		json_decref(which);
	diag_free(&dl);
	return failed;
}

/* Write out every entry that is next in file order. */
static void
flush_ready(struct batch *b)
{
	while (b->next < b->files.n && b->entries[b->next] != NULL) {
		size_t i = b->next++;
		const char *status = summary_status(b->entries[i]);
		int bad = strcmp(status, "ok") != 0;
		int gated = !bad && b->ngates > 0 &&
		    apply_gates(b, i, b->gates, b->ngates) > 0;

		if (b->diags[i] != NULL) {
			if (b->tty)
				fputs("\r\033[K", stderr);
			fputs(b->diags[i], stderr);
		}
		if (b->texts[i] != NULL)
			summary_stream_add_text(&b->ss, b->texts[i], b->texts[i] +
			    strlen(b->texts[i]) + 1, !bad);
		else
			summary_stream_add(&b->ss, b->entries[i]);
		if (bad || gated)
			b->failed++;
		if (b->junit) {
			b->jc[i].name = b->files.v[i];
			b->jc[i].classname = "gpuplan.build";
			if (bad || gated) {
				b->jc[i].failure = xstrdup(b->diags[i] ?
				    b->diags[i] : status);
				/* a copy: status lives in the entry, freed below */
				b->jc[i].message = xstrdup(bad ? status :
				    "gate failed");
			}
		}
		json_decref(b->entries[i]);
		b->entries[i] = NULL;
		free(b->diags[i]);
		b->diags[i] = NULL;
		free(b->texts[i]);
		b->texts[i] = NULL;
	}
}

#define MAX_GATES 32

/* The build command: options, the batch, the summary, the reports. */
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
		{ "compare-to", required_argument, NULL, 'C' },
		{ "fail-if", required_argument, NULL, 'G' },
		{ "shard", required_argument, NULL, 'S' },
		{ "format", required_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct batch b;
	const char *outdir = "output", *catdir = NULL, *tdir = NULL;
	const char *prices = NULL, *compare = NULL;
	char *defpaths[] = { "scenarios", NULL };
	struct diag_list dl = { 0 };
	struct catalog *cat = NULL;
	struct gate gates[MAX_GATES];
	size_t ngates = 0;
	unsigned shard_k = 0, shard_n = 1;
	int ch, jobs = 1, rc = EXIT_CLEAN, l, failed = 0, junit = 0;
	size_t i, io;
	json_t *old = NULL;
	struct pathlist all = { NULL, 0, 0 };

	memset(&b, 0, sizeof(b));
	optind = 1;
	while ((ch = getopt_long(argc, argv, "o:j:h", opts, NULL)) != -1) {
		const char *err;

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
			if (sscanf(optarg, "%u/%u", &shard_k, &shard_n) != 2 ||
			    shard_n < 1 || shard_k < 1 || shard_k > shard_n) {
				fprintf(stderr, "gpuplan build: --shard takes K/N "
				    "with 1 <= K <= N, e.g. 2/4\n");
				return EXIT_USAGE;
			}
			shard_k--;
			break;
		case 'f':
			if (strcmp(optarg, "junit") == 0)
				junit = 1;
			else if (strcmp(optarg, "text") != 0) {
				fprintf(stderr, "gpuplan build: unknown format "
				    "'%s'; use text or junit\n", optarg);
				return EXIT_USAGE;
			}
			break;
		case 'h':
			return cmd_help(&cmd_build_entry);
		default:
			return cmd_usage(&cmd_build_entry);
		}
	}
	if (compare != NULL && (old = summary_load(compare)) == NULL)
		return EXIT_USAGE;
	if ((cat = cmd_load_catalog(catdir, prices)) == NULL) {
		json_decref(old);
		return EXIT_USAGE;
	}
	b.ctx.cat = cat;
	b.ctx.prices_override = prices;
	b.ctx.outdir = outdir;
	b.ctx.bufs = &b.bufs;
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
	    optind < argc ? (size_t)(argc - optind) : 1, &all, &dl);
	if (io > 0) {
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
		rc = EXIT_USAGE;
		goto out;
	}
	for (i = 0; i < all.n; i++) {
		if (shard_n > 1 && shard_of(all.v[i], shard_n) != shard_k) {
			free(all.v[i]);
			continue;
		}
		if (b.files.n == b.files.cap) {
			b.files.cap = b.files.cap ? b.files.cap * 2 : 64;
			b.files.v = xreallocarray(b.files.v, b.files.cap,
			    sizeof(*b.files.v));
		}
		b.files.v[b.files.n++] = all.v[i];
	}
	free(all.v);
	if (mkdir_p(outdir) != 0) {
		fprintf(stderr, "gpuplan build: cannot create %s: %s\n", outdir,
		    strerror(errno));
		rc = EXIT_USAGE;
		goto out;
	}
	b.entries = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.entries));
	b.diags = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.diags));
	b.texts = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.texts));
	b.tty = isatty(STDERR_FILENO);
	b.gates = gates;
	b.ngates = ngates;
	b.junit = junit;
	if (junit)
		b.jc = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.jc));
	if (summary_stream_open(&b.ss, outdir, b.files.n,
	    cat->prices.as_of) != 0) {
		fprintf(stderr, "gpuplan build: cannot write into %s: %s\n",
		    outdir, strerror(errno));
		rc = EXIT_USAGE;
		goto out;
	}
	if (jobs > (int)b.files.n)
		jobs = b.files.n > 0 ? (int)b.files.n : 1;
	if (jobs == 1) {
		for (i = 0; i < b.files.n; i++) {
			build_one(&b, i);
			flush_ready(&b);
			progress(&b, i + 1);
		}
	} else if (run_parallel(&b, jobs) != 0)
		rc = EXIT_USAGE;
	if (b.tty && b.files.n >= 20)
		fputc('\n', stderr);
	/* a worker that died leaves holes: report them, keep the order */
	for (i = b.next; i < b.files.n; i++)
		if (b.entries[i] == NULL) {
			b.entries[i] = json_pack("{s:s, s:n, s:s}", "file",
			    b.files.v[i], "id", "status", "error");
			free(b.diags[i]);
			b.diags[i] = xasprintf("%s: error: the worker "
			    "building it failed\n", b.files.v[i]);
		}
	flush_ready(&b);
	failed = (int)b.failed;
	if (summary_stream_close(&b.ss) != 0) {
		fprintf(stderr, "gpuplan build: cannot write the summary into "
		    "%s: %s\n", outdir, strerror(errno));
		rc = EXIT_USAGE;
	}
	if (old != NULL) {
		char *sp = xasprintf("%s/summary.json", outdir);
		json_t *cj = NULL, *now = summary_load(sp);
		struct strbuf md = STRBUF_INIT, js = STRBUF_INIT;
		char *p1 = xasprintf("%s/changes.md", outdir);
		char *p2 = xasprintf("%s/changes.json", outdir);

		if (now == NULL)
			rc = EXIT_USAGE;
		else {
			summary_changes(old, now, &cj, &md);
			json_dump_to(cj, &js);
			if (write_file_atomic(p1, md.s, md.len, NULL) != 0 ||
			    write_file_atomic(p2, js.s, js.len, NULL) != 0) {
				fprintf(stderr, "gpuplan build: cannot write the "
				    "changes into %s: %s\n", outdir,
				    strerror(errno));
				rc = EXIT_USAGE;
			}
		}
		json_decref(now);
		json_decref(cj);
		sb_free(&md);
		sb_free(&js);
		free(sp);
		free(p1);
		free(p2);
	}
	if (junit)
		junit_write(stdout, "gpuplan build", b.jc, b.files.n);
	if (rc == EXIT_CLEAN && failed > 0)
		rc = EXIT_FINDINGS;
out:
	json_decref(old);
	for (i = 0; b.entries && i < b.files.n; i++) {
		json_decref(b.entries[i]);
		free(b.diags[i]);
		free(b.texts[i]);
		if (b.jc != NULL) {
			free((char *)b.jc[i].failure);
			free((char *)b.jc[i].message);
		}
	}
	free(b.jc);
	free(b.entries);
	free(b.diags);
	free(b.texts);
	for (l = 0; l < LANG__MAX; l++)
		template_free((struct template *)b.ctx.tmpl[l]);
	build_bufs_free(&b.bufs);
	pathlist_free(&b.files);
	diag_free(&dl);
	catalog_free(cat);
	return rc;
}

const struct cmd_entry cmd_build_entry = {
	.name = "build",
	.usage = "[-o DIR] [-j N] [--force] [--prices FILE] [--catalog DIR] "
	    "[--templates DIR] [--compare-to OLD/summary.json] "
	    "[--fail-if EXPR]... [--shard K/N] [--format text|junit] [PATH...]",
	.summary = "build proposals (PDF, Markdown, JSON, SVG) for scenarios",
	.exec = build_exec,
};
