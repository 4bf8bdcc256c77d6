/*
 * workers.c: the -j worker processes of a batch and the records they
 * send back over pipes (see batch_int.h).
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "batch/batch_int.h"
#include "render/json.h"
#include "util/alloc.h"

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

		batch_build_one(b, i);
		sb_reset(&enc);
		sb_reset(&row);
		if (b->ngates == 0) {
			summary_entry_text(b->entries[i], &enc, &row);
			fprintf(fp, "%zu\tT\t%d%s\t", i, (int)b->status[i],
			    b->unchanged[i] ? "u" : "");
			put_field(fp, enc.s);
			fputc('\t', fp);
			put_field(fp, row.s);
		} else {
			json_dump_to(b->entries[i], &enc);
			fprintf(fp, "%zu\tJ\t%d%s\t", i, (int)b->status[i],
			    b->unchanged[i] ? "u" : "");
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

/* The status field of a record: a number below BUILD__MAX, then 'u'
 * if the scenario was unchanged (*unchanged 1, else 0); else
 * BUILD_ERROR (a garbled record is an error, never "ok"). */
static enum build_status
record_status(const char *f, int *unchanged)
{
	char *end;
	unsigned long v = strtoul(f, &end, 10);

	*unchanged = 0;
	if (end != f && *end == 'u' && end[1] == '\0') {
		*unchanged = 1;
		end++;
	}
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
		b->status[i] = record_status(f[2], &b->unchanged[i]);
		b->entries[i] = json_pack("{s:s}", "status",
		    build_status_names[b->status[i]]);
		b->diags[i] = *f[5] ? xstrdup(take_field(f[5])) : NULL;
	} else if (f[1][0] == 'J' && n == 5) {
		b->status[i] = record_status(f[2], &b->unchanged[i]);
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

int
batch_run_parallel(struct batch *b, int n)
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
	while (open_n > 0 && !batch_stop_signal()) {
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
				batch_flush_ready(b);
				batch_progress(b, done);
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
	for (k = 0; batch_stop_signal() && k < n; k++)
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
