/*
 * batch.c: a build of many scenarios (see batch.h): the files of the
 * batch, their order, the summary files, the gates, the JUnit report,
 * the changes against an earlier summary, and stopping on a signal.
 * One scenario is built by scenario_build.c; the -j workers are in
 * workers.c, duplicate ids in dups.c.
 */
#include <errno.h>
#include <math.h>
#include <nettle/sha2.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "batch/batch.h"
#include "batch/batch_int.h"
#include "batch/changes.h"
#include "render/json.h"
#include "util/alloc.h"
#include "util/fsout.h"

/* The signal that asked the build to stop (SIGINT, SIGTERM), or 0: the
 * one flag a handler may set (async-signal-safe), and so the one process
 * global of a batch; the loops test it between scenarios and records. */
static volatile sig_atomic_t stop_signal;

/* The handler of SIGINT and SIGTERM: remember, let the loops stop. */
static void
on_stop(int sig)
{
	stop_signal = sig;
}

int
batch_stop_signal(void)
{
	return stop_signal;
}

/* The catalog's digest: hex SHA-256 over the digests the loader took
 * of gpus.yaml, models.yaml and the price file as it read them. */
static void
catalog_digest(const struct catalog *cat, char out[DIGEST_HEX_LEN + 1])
{
	struct sha256_ctx h;

	sha256_init(&h);
	sha256_update(&h, DIGEST_HEX_LEN, (const uint8_t *)cat->gpus_sha256);
	sha256_update(&h, DIGEST_HEX_LEN, (const uint8_t *)cat->models_sha256);
	sha256_update(&h, DIGEST_HEX_LEN, (const uint8_t *)cat->prices.sha256);
	digest_finish_hex(&h, out);
}

void
batch_build_one(struct batch *b, size_t i)
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
		    &b->status[i], &b->unchanged[i]);
	diag_sort(&dl);
	if (dl.n > 0 && (fp = open_memstream(&buf, &len)) != NULL) {
		diag_print(&dl, DIAG_FMT_TEXT, fp);
		fclose(fp);
	}
	b->diags[i] = buf;
	diag_free(&dl);
}

/* A batch that takes longer than this shows a progress bar, in s
 * (issue 15: "a progress bar on a terminal for any batch that takes
 * longer than a second"). */
#define PROGRESS_AFTER_S	1.0
/* The bar's width, in characters: fits an 80-column terminal with the
 * words around it. */
#define PROGRESS_BAR_CHARS	30

/* Seconds on CLOCK_MONOTONIC. */
static double
now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * The seconds a batch runs before its progress bar shows:
 * GPUPLAN_PROGRESS_AFTER_S when it is a number from 0 to 3600 (0: from
 * the first scenario; the test of the bar uses it so that it does not
 * race the clock), else PROGRESS_AFTER_S.  A value that is not such a
 * number is named on stderr (unless quiet) and the default kept.
 */
static double
progress_after(int quiet)
{
	const char *s = getenv("GPUPLAN_PROGRESS_AFTER_S");
	char *end;
	double v;

	if (s == NULL || *s == '\0')
		return PROGRESS_AFTER_S;
	errno = 0;
	v = strtod(s, &end);
	if (errno == 0 && end != s && *end == '\0' && v >= 0 && v <= 3600)
		return v;
	if (!quiet)
		fprintf(stderr, "gpuplan build: GPUPLAN_PROGRESS_AFTER_S='%.40s' "
		    "is not a number of seconds from 0 to 3600; the progress "
		    "bar shows after %g s\n", s, PROGRESS_AFTER_S);
	return PROGRESS_AFTER_S;
}

void
batch_progress(struct batch *b, size_t done)
{
	char bar[PROGRESS_BAR_CHARS + 1];
	size_t k, fill;

	if (!b->tty || b->quiet || b->files.n == 0 ||
	    now_s() - b->t0 < b->progress_after_s)
		return;
	fill = done * PROGRESS_BAR_CHARS / b->files.n;
	for (k = 0; k < PROGRESS_BAR_CHARS; k++)
		bar[k] = k < fill ? '#' : '.';
	bar[PROGRESS_BAR_CHARS] = '\0';
	fprintf(stderr, "\r\033[Kgpuplan build: [%s] %zu/%zu scenarios", bar,
	    done, b->files.n);
	b->progress_shown = 1;
}

/* The closing line of a build on stderr (see batch.h). */
static void
closing_line(const struct batch *b, const char *outdir)
{
	size_t n = b->files.n, failed = b->failed, unchanged = b->n_unchanged;
	size_t built = n - failed - unchanged;

	fprintf(stderr, "gpuplan build: %zu scenario%s: %zu built, %zu "
	    "unchanged, %zu failed in %.1f s; output in %s\n", n,
	    n == 1 ? "" : "s", built, unchanged, failed, now_s() - b->t0,
	    outdir);
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

/*
 * The no-vendor warning is said once per build: remove its line from
 * the rendered findings text (in place) after the first scenario that
 * had it, counting the others in b->no_vendor_more.
 */
static void
drop_repeated_no_vendor(struct batch *b, char *text)
{
	static const char tag[] = " [no-vendor]\n";
	char *line = text, *nl;

	while (*line != '\0') {
		size_t n;

		nl = strchr(line, '\n');
		n = nl != NULL ? (size_t)(nl - line) + 1 : strlen(line);
		if (n >= sizeof(tag) - 1 && memcmp(line + n - (sizeof(tag) - 1),
		    tag, sizeof(tag) - 1) == 0) {
			if (b->no_vendor_seen++ == 0) {
				line += n;
				continue;
			}
			memmove(line, line + n, strlen(line + n) + 1);
			continue;
		}
		line += n;
	}
}

void
batch_flush_ready(struct batch *b)
{
	while (b->next < b->files.n && b->entries[b->next] != NULL) {
		size_t i = b->next++;
		const char *status = build_status_names[b->status[i]];
		int bad = b->status[i] != BUILD_OK;
		int gated = !bad && b->ngates > 0 &&
		    apply_gates(b, i, b->gates, b->ngates) > 0;

		if (b->diags[i] != NULL)
			drop_repeated_no_vendor(b, b->diags[i]);
		if (b->diags[i] != NULL && b->diags[i][0] != '\0') {
			if (b->progress_shown)
				fputs("\r\033[K", stderr);
			fputs(b->diags[i], stderr);
		}
		if (!bad && !gated && b->unchanged[i])
			b->n_unchanged++;
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

int
batch_run(const struct batch_opts *o)
{
	struct batch b;
	const struct catalog *cat = o->cat;
	struct diag_list dl = { 0 };
	struct outdir od = { -1, NULL };
	struct dup_id *dups = NULL;
	json_t *priced = json_array();	/* GPU ids with a purchase price */
	json_t *prices = summary_catalog_prices(cat);
	int jobs, rc = BATCH_CLEAN, l, failed = 0;
	size_t i;

	memset(&b, 0, sizeof(b));
	b.t0 = now_s();
	b.quiet = o->quiet;
	b.progress_after_s = progress_after(o->quiet);
	b.ctx.force = o->force;
	b.ctx.cat = cat;
	b.ctx.prices_override = o->prices;
	b.ctx.vendor_override = o->vendor;
	b.ctx.od = &od;
	b.ctx.bufs = &b.bufs;
	catalog_digest(cat, b.ctx.catalog_digest);
	for (l = 0; l < LANG__MAX; l++) {
		char *tp = xasprintf("%s/proposal.%s.md", o->template_dir,
		    language_names[l]);
		size_t tlen = 0;
		const char *ttext;

		if (access(tp, F_OK) == 0 && !path_is_regular(tp))
			diag_add(&dl, D_IO, tp, NULL, 0, 0, 0, "cannot open: "
			    "not a regular file");
		else
			b.ctx.tmpl[l] = template_load(tp, &dl);
		/* the bytes template_load read (none if it could not) */
		ttext = template_source(b.ctx.tmpl[l], &tlen);
		digest_bytes_hex(ttext, tlen, b.ctx.template_digest[l]);
		free(tp);
	}
	if (dl.count[DIAG_ERROR] > 0) {
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
		rc = BATCH_USAGE;
		goto out;
	}
	/* duplicate ids over the whole set, before the shard takes its part */
	dups = find_dups(o->files, o->nfiles);
	if (dups != NULL)
		b.dups = xcalloc(o->nfiles, sizeof(*b.dups));
	for (i = 0; i < o->nfiles; i++) {
		if (o->shard_n > 1 && shard_of(o->files[i],
		    (unsigned)o->shard_n) != o->shard_k) {
			continue;
		}
		if (b.files.n == b.files.cap) {
			b.files.cap = b.files.cap ? b.files.cap * 2 : 64;
			b.files.v = xreallocarray(b.files.v, b.files.cap,
			    sizeof(*b.files.v));
		}
		if (dups != NULL)
			b.dups[b.files.n] = dups[i];
		b.files.v[b.files.n++] = xstrdup(o->files[i]);
	}
	if (outdir_open(&od, o->outdir) != 0) {
		fprintf(stderr, "gpuplan build: cannot create %s: %s\n", o->outdir,
		    strerror(errno));
		rc = BATCH_USAGE;
		goto out;
	}
	/* temporary files of builds that were killed */
	outdir_sweep(&od);
	b.entries = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.entries));
	b.status = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.status));
	b.unchanged = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.unchanged));
	b.diags = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.diags));
	b.texts = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.texts));
	b.tty = isatty(STDERR_FILENO);
	b.gates = o->gates;
	b.ngates = o->ngates;
	b.junit = o->junit;
	if (o->junit)
		b.jc = xcalloc(b.files.n ? b.files.n : 1, sizeof(*b.jc));
	for (i = 0; i < cat->n_gpus; i++)
		if (cat->prices.gpu[i].purchase.set)
			json_array_append_new(priced, json_string(
			    cat->gpus[i].id));
	if (summary_stream_open(&b.ss, &od, b.files.n,
	    cat->prices.as_of, priced, prices, NULL, NULL) != 0) {
		fprintf(stderr, "gpuplan build: cannot write into %s: %s\n",
		    o->outdir, strerror(errno));
		rc = BATCH_USAGE;
		goto out;
	}
	stop_signal = 0;
	catch_stop(1);
	jobs = o->jobs;
	if (jobs > (int)b.files.n)
		jobs = b.files.n > 0 ? (int)b.files.n : 1;
	if (jobs == 1) {
		for (i = 0; i < b.files.n && !batch_stop_signal(); i++) {
			batch_build_one(&b, i);
			batch_flush_ready(&b);
			batch_progress(&b, i + 1);
		}
	} else if (batch_run_parallel(&b, jobs) != 0 && !batch_stop_signal())
		rc = BATCH_USAGE;
	if (batch_stop_signal()) {
		/* interrupted: no summary, no temporary file; the scenarios
		 * built so far stand, the rest is redone next time */
		int sig = batch_stop_signal();

		summary_stream_abort(&b.ss);
		outdir_sweep(&od);
		if (b.progress_shown)
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
	if (b.progress_shown)
		fputs("\r\033[K", stderr);
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
	batch_flush_ready(&b);
	if (b.no_vendor_seen > 1)
		fprintf(stderr, "gpuplan build: warning: %zu more proposals "
		    "without a vendor profile, marked as samples "
		    "[no-vendor]\n", b.no_vendor_seen - 1);
	failed = (int)b.failed;
	if (summary_stream_close(&b.ss) != 0) {
		fprintf(stderr, "gpuplan build: cannot write the summary into "
		    "%s: %s\n", o->outdir, strerror(errno));
		rc = BATCH_USAGE;
	}
	if (o->old != NULL) {
		size_t nlen;
		char *now_text = outdir_read(&od, "summary.json", 1u << 30,
		    &nlen);
		json_t *cj = NULL, *now = now_text ? json_loads(now_text, 0,
		    NULL) : NULL;
		struct strbuf md = STRBUF_INIT, js = STRBUF_INIT;

		if (now == NULL) {
			fprintf(stderr, "gpuplan build: cannot read back %s/"
			    "summary.json\n", o->outdir);
			rc = BATCH_USAGE;
		} else {
			summary_changes(o->old, now, &cj, &md);
			json_dump_to(cj, &js);
			if (outdir_write(&od, "changes.md", md.s, md.len,
			    NULL) != 0 || outdir_write(&od, "changes.json",
			    js.s, js.len, NULL) != 0) {
				fprintf(stderr, "gpuplan build: cannot write the "
				    "changes into %s: %s\n", o->outdir,
				    strerror(errno));
				rc = BATCH_USAGE;
			}
		}
		free(now_text);
		json_decref(now);
		json_decref(cj);
		sb_free(&md);
		sb_free(&js);
	}
	if (o->junit)
		junit_write(stdout, "gpuplan build", b.jc, b.files.n);
	if (rc == BATCH_CLEAN && failed > 0)
		rc = BATCH_FINDINGS;
	if (!b.quiet)
		closing_line(&b, o->outdir);
out:
	for (i = 0; b.entries && i < b.files.n; i++) {
		json_decref(b.entries[i]);
		free(b.diags[i]);
		free(b.texts[i]);
		if (b.jc != NULL) {
			free((char *)b.jc[i].failure);
			free((char *)b.jc[i].message);
		}
	}
	dups_free(dups, o->nfiles);
	json_decref(priced);
	json_decref(prices);
	free(b.dups);
	free(b.jc);
	free(b.entries);
	free(b.status);
	free(b.unchanged);
	free(b.diags);
	free(b.texts);
	for (l = 0; l < LANG__MAX; l++)
		template_free((struct template *)b.ctx.tmpl[l]);
	build_bufs_free(&b.bufs);
	for (i = 0; i < b.files.n; i++)
		free(b.files.v[i]);
	free(b.files.v);
	diag_free(&dl);
	outdir_close(&od);
	return rc;
}
