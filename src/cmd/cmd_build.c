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
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmd/build.h"
#include "cmd/cmd.h"
#include "cmd/gate.h"
#include "cmd/junit.h"
#include "cmd/summary.h"
#include "input/bind.h"
#include "input/catalog_load.h"
#include "input/yaml_tree.h"
#include "render/json.h"
#include "util/alloc.h"
#include "util/fsout.h"
#include "version.h"

#define MAX_JOBS 64

/* A scenario id that another file of the whole set (every shard) uses
 * too: neither is built.  path NULL: the id is unique. */
struct dup_id {
	char	*id;
	char	*other_path;	/* borrowed from the set's path list */
	int	 line, col;	/* of the id in this file */
	int	 other_line;
};

/* The signal that asked the build to stop (SIGINT, SIGTERM), or 0: the
 * one flag a handler may set (async-signal-safe); the batch loops test
 * it between scenarios and records. */
static volatile sig_atomic_t stop_signal;

/* The handler of SIGINT and SIGTERM: remember, let the loops stop. */
static void
on_stop(int sig)
{
	stop_signal = sig;
}

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
	enum build_status	*status;	/* by file index, with entries[] */
	struct dup_id		*dups;		/* by file index: id also used
						 * elsewhere; NULL: none at all */
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

	if (b->dups != NULL && b->dups[i].id != NULL) {
		const struct dup_id *d = &b->dups[i];

		b->entries[i] = build_duplicate(b->files.v[i], d->id, d->line,
		    d->col, d->other_path, d->other_line, &dl);
		b->status[i] = BUILD_ERROR;
	} else
		b->entries[i] = build_scenario(&b->ctx, b->files.v[i], &dl,
		    &b->status[i]);
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
 * "index J status entry findings" with the entry as JSON; status is the
 * enum build_status as a number.  The parent hands out
 * the next index when a record comes back, so no worker runs far ahead
 * of another and the parent's reorder buffer stays a few entries long.
 */
static void
worker(struct batch *b, int cmd_fd, int fd, pid_t parent)
{
	size_t i;
	FILE *fp = fdopen(fd, "w"), *cmd = fdopen(cmd_fd, "r");
	char line[32];
	struct strbuf enc = STRBUF_INIT, row = STRBUF_INIT;

	/* a worker must not outlive the build that started it: the kernel
	 * ends it when the parent dies, and a parent that died before the
	 * request took effect is caught by the check after it */
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() != parent)
		_exit(2);
	if (fp == NULL || cmd == NULL)
		_exit(2);
	while (fgets(line, sizeof(line), cmd) != NULL) {
		if (getppid() != parent)
			_exit(2);
		i = (size_t)strtoul(line, NULL, 10);
		if (i >= b->files.n)
			_exit(2);

		build_one(b, i);
		sb_reset(&enc);
		sb_reset(&row);
		if (b->ngates == 0) {
			summary_entry_text(b->entries[i], &enc, &row);
			fprintf(fp, "%zu\tT\t%d\t", i, (int)b->status[i]);
			put_field(fp, enc.s);
			fputc('\t', fp);
			put_field(fp, row.s);
		} else {
			json_dump_to(b->entries[i], &enc);
			fprintf(fp, "%zu\tJ\t%d\t", i, (int)b->status[i]);
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

/* The status field of a record: a number below BUILD__MAX; else
 * BUILD_ERROR (a garbled record is an error, never "ok"). */
static enum build_status
record_status(const char *f)
{
	char *end;
	unsigned long v = strtoul(f, &end, 10);

	return end != f && *end == '\0' && v < BUILD__MAX ?
	    (enum build_status)v : BUILD_ERROR;
}

/* Parse one worker record (see worker()) into the batch. */
static void
take_record(struct batch *b, char *line)
{
	char *f[6], *end;
	size_t i, n = 0, k;

	f[n++] = line;
	for (k = 0; line[k] && n < 6; k++)
		if (line[k] == '\t') {
			line[k] = '\0';
			f[n++] = line + k + 1;
		}
	i = (size_t)strtoul(f[0], &end, 10);
	if (end == f[0] || *end != '\0' || i >= b->files.n || n < 5 ||
	    b->entries[i] != NULL)
		return;
	if (f[1][0] == 'T' && n == 6) {
		size_t lm;

		take_field(f[3]);
		take_field(f[4]);
		lm = strlen(f[3]);
		b->texts[i] = xmalloc(lm + strlen(f[4]) + 2);
		memcpy(b->texts[i], f[3], lm + 1);
		strcpy(b->texts[i] + lm + 1, f[4]);
		b->status[i] = record_status(f[2]);
		b->entries[i] = json_pack("{s:s}", "status",
		    build_status_names[b->status[i]]);
		b->diags[i] = *f[5] ? xstrdup(take_field(f[5])) : NULL;
	} else if (f[1][0] == 'J' && n == 5) {
		b->status[i] = record_status(f[2]);
		b->entries[i] = json_loads(take_field(f[3]), 0, NULL);
		b->diags[i] = *f[4] ? xstrdup(take_field(f[4])) : NULL;
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
	pid_t parent = getpid();

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
			worker(b, cfds[0], fds[1], parent);
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
	while (open_n > 0 && !stop_signal) {
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
	/* stopped: the workers stop too, before the parent cleans up */
	for (k = 0; stop_signal && k < n; k++)
		kill(pids[k], SIGTERM);
	for (k = 0; k < n; k++) {
		sb_free(&acc[k]);
		if (pfd[k].fd >= 0)
			close(pfd[k].fd);
		if (cmd[k] >= 0)
			close(cmd[k]);
		while (waitpid(pids[k], &status, 0) < 0 && errno == EINTR)
			;
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
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
		const char *status = build_status_names[b->status[i]];
		int bad = b->status[i] != BUILD_OK;
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
			summary_stream_add(&b->ss, b->entries[i], !bad);
		if (bad || gated)
			b->failed++;
		if (b->junit) {
			b->jc[i].name = b->files.v[i];
			b->jc[i].classname = "gpuplan.build";
			if (bad || gated) {
				b->jc[i].failure = xstrdup(b->diags[i] ?
				    b->diags[i] : status);
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

/* The largest N of --shard K/N: more shards than that would be a
 * handful of scenarios each; a bound keeps K/N from wrapping. */
#define MAX_SHARDS 100000

/* One scenario id found by the pre-pass, for sorting. */
struct id_at {
	const char	*id;		/* in ids[], owned by find_dups */
	size_t		 index;		/* in the whole set */
	int		 line, col;
};

/* qsort: by id, then by position in the set. */
static int
cmp_id_at(const void *a, const void *b)
{
	const struct id_at *x = a, *y = b;
	int c = strcmp(x->id, y->id);

	if (c != 0)
		return c;
	return x->index < y->index ? -1 : x->index > y->index;
}

/*
 * The duplicate ids of the whole set (before sharding, so every shard
 * sees a duplicate that spans shards): a new array by index into all
 * (entries without a duplicate have id NULL), or NULL if every id is
 * unique.  Each file's id is read from its YAML tree (a file that does
 * not parse, or has no valid id, is left to the build to report).
 */
static struct dup_id *
find_dups(const struct pathlist *all)
{
	struct id_at *v = xcalloc(all->n ? all->n : 1, sizeof(*v));
	char **ids = xcalloc(all->n ? all->n : 1, sizeof(*ids));
	struct dup_id *d = NULL;
	size_t i, j, n = 0;

	for (i = 0; i < all->n; i++) {
		struct diag_list quiet = { 0 };
		struct ydoc *doc = NULL;
		const struct ynode *k;

		if (ydoc_load_file(all->v[i], &doc, &quiet) == YLOAD_OK &&
		    doc->root != NULL && doc->root->kind == YN_MAP &&
		    (k = ynode_get(doc->root, "id")) != NULL &&
		    k->kind == YN_SCALAR && id_valid(k->str)) {
			ids[i] = xstrdup(k->str);
			v[n].id = ids[i];
			v[n].index = i;
			v[n].line = k->line;
			v[n++].col = k->col;
		}
		ydoc_free(doc);
		diag_free(&quiet);
	}
	if (n > 1)
		qsort(v, n, sizeof(*v), cmp_id_at);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && strcmp(v[j].id, v[i].id) == 0; j++)
			;
		if (j - i < 2)
			continue;
		if (d == NULL)
			d = xcalloc(all->n, sizeof(*d));
		for (size_t m = i; m < j; m++) {
			/* the first names the second, the others the first */
			const struct id_at *o = &v[m == i ? i + 1 : i];
			struct dup_id *x = &d[v[m].index];

			x->id = xstrdup(v[m].id);
			x->other_path = all->v[o->index];
			x->other_line = o->line;
			x->line = v[m].line;
			x->col = v[m].col;
		}
	}
	for (i = 0; i < all->n; i++)
		free(ids[i]);
	free(ids);
	free(v);
	return d;
}

/* Catch SIGINT and SIGTERM into stop_signal (no SA_RESTART: a blocked
 * poll returns), or with stop 0 restore the default actions. */
static void
catch_stop(int on)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on ? on_stop : SIG_DFL;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
}

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
	struct outdir od = { -1, NULL };
	struct dup_id *dups = NULL;
	size_t ngates = 0;
	unsigned long shard_k = 0, shard_n = 1, ul;
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
			if (!parse_count(optarg, 1, MAX_JOBS, &ul)) {
				fprintf(stderr, "gpuplan build: -j '%s': takes a "
				    "whole number from 1 to %d\n", optarg,
				    MAX_JOBS);
				return EXIT_USAGE;
			}
			jobs = (int)ul;
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
			if (!parse_shard(optarg, MAX_SHARDS, &shard_k,
			    &shard_n)) {
				fprintf(stderr, "gpuplan build: --shard '%s': takes "
				    "K/N with 1 <= K <= N <= %d, e.g. 2/4\n",
				    optarg, MAX_SHARDS);
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
	if ((cat = cmd_load_catalog(catdir, prices, &rc)) == NULL) {
		json_decref(old);
		return rc;
	}
	b.ctx.cat = cat;
	b.ctx.prices_override = prices;
	b.ctx.od = &od;
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
		if (access(tp, F_OK) == 0 && !path_is_regular(tp))
			diag_add(&dl, D_IO, tp, NULL, 0, 0, 0, "cannot open: "
			    "not a regular file");
		else
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
	/* duplicate ids over the whole set, before the shard takes its part */
	dups = find_dups(&all);
	if (dups != NULL)
		b.dups = xcalloc(all.n, sizeof(*b.dups));
	for (i = 0; i < all.n; i++) {
		if (shard_n > 1 && shard_of(all.v[i], (unsigned)shard_n) !=
		    shard_k) {
			continue;
		}
		if (b.files.n == b.files.cap) {
			b.files.cap = b.files.cap ? b.files.cap * 2 : 64;
			b.files.v = xreallocarray(b.files.v, b.files.cap,
			    sizeof(*b.files.v));
		}
		if (dups != NULL)
			b.dups[b.files.n] = dups[i];
		b.files.v[b.files.n++] = xstrdup(all.v[i]);
	}
	if (outdir_open(&od, outdir) != 0) {
		fprintf(stderr, "gpuplan build: cannot create %s: %s\n", outdir,
		    strerror(errno));
		rc = EXIT_USAGE;
		goto out;
	}
	/* temporary files of builds that were killed */
	outdir_sweep(&od);
	b.entries = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.entries));
	b.status = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.status));
	b.diags = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.diags));
	b.texts = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.texts));
	b.tty = isatty(STDERR_FILENO);
	b.gates = gates;
	b.ngates = ngates;
	b.junit = junit;
	if (junit)
		b.jc = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.jc));
	if (summary_stream_open(&b.ss, &od, b.files.n,
	    cat->prices.as_of) != 0) {
		fprintf(stderr, "gpuplan build: cannot write into %s: %s\n",
		    outdir, strerror(errno));
		rc = EXIT_USAGE;
		goto out;
	}
	stop_signal = 0;
	catch_stop(1);
	if (jobs > (int)b.files.n)
		jobs = b.files.n > 0 ? (int)b.files.n : 1;
	if (jobs == 1) {
		for (i = 0; i < b.files.n && !stop_signal; i++) {
			build_one(&b, i);
			flush_ready(&b);
			progress(&b, i + 1);
		}
	} else if (run_parallel(&b, jobs) != 0 && !stop_signal)
		rc = EXIT_USAGE;
	if (stop_signal) {
		/* interrupted: no summary, no temporary file; the scenarios
		 * built so far stand, the rest is redone next time */
		int sig = stop_signal;

		summary_stream_abort(&b.ss);
		outdir_sweep(&od);
		if (b.tty)
			fputc('\n', stderr);
		fprintf(stderr, "gpuplan build: stopped by signal %d; %zu of "
		    "%zu scenarios done\n", sig, b.next, b.files.n);
		catch_stop(0);
		outdir_close(&od);
		raise(sig);
		rc = 128 + sig;
		goto out;
	}
	catch_stop(0);
	if (b.tty && b.files.n >= 20)
		fputc('\n', stderr);
	/* a worker that died leaves holes: report them, keep the order */
	for (i = b.next; i < b.files.n; i++)
		if (b.entries[i] == NULL) {
			b.entries[i] = json_pack("{s:s, s:n, s:s}", "file",
			    b.files.v[i], "id", "status", "error");
			b.status[i] = BUILD_ERROR;
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
		size_t nlen;
		char *now_text = outdir_read(&od, "summary.json", 1u << 30,
		    &nlen);
		json_t *cj = NULL, *now = now_text ? json_loads(now_text, 0,
		    NULL) : NULL;
		struct strbuf md = STRBUF_INIT, js = STRBUF_INIT;

		if (now == NULL) {
			fprintf(stderr, "gpuplan build: cannot read back %s/"
			    "summary.json\n", outdir);
			rc = EXIT_USAGE;
		} else {
			summary_changes(old, now, &cj, &md);
			json_dump_to(cj, &js);
			if (outdir_write(&od, "changes.md", md.s, md.len,
			    NULL) != 0 || outdir_write(&od, "changes.json",
			    js.s, js.len, NULL) != 0) {
				fprintf(stderr, "gpuplan build: cannot write the "
				    "changes into %s: %s\n", outdir,
				    strerror(errno));
				rc = EXIT_USAGE;
			}
		}
		free(now_text);
		json_decref(now);
		json_decref(cj);
		sb_free(&md);
		sb_free(&js);
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
	for (i = 0; dups != NULL && i < all.n; i++)
		free(dups[i].id);
	free(dups);
	free(b.dups);
	pathlist_free(&all);
	free(b.jc);
	free(b.entries);
	free(b.status);
	free(b.diags);
	free(b.texts);
	for (l = 0; l < LANG__MAX; l++)
		template_free((struct template *)b.ctx.tmpl[l]);
	build_bufs_free(&b.bufs);
	pathlist_free(&b.files);
	diag_free(&dl);
	catalog_free(cat);
	outdir_close(&od);
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
