/*
 * fsout.c: atomic, change-aware file output under one directory handle
 * (see fsout.h).
 */
#include "util/fsout.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "util/alloc.h"

/* Attempts at a fresh temporary name before giving up (each collision
 * needs 64 random bits to repeat, so one retry is already unlikely). */
#define TMP_ATTEMPTS	16

/* 1 if name is a plain file name: not empty, no '/', not . or .. */
static int
plain_name(const char *name)
{
	return name != NULL && *name != '\0' && strchr(name, '/') == NULL &&
	    strcmp(name, ".") != 0 && strcmp(name, "..") != 0;
}

/* Open name in od for reading if it is a regular file and not a link;
 * -1 with errno set otherwise.  O_NONBLOCK: a FIFO must not block. */
static int
open_in(const struct outdir *od, const char *name)
{
	struct stat st;
	int fd;

	if (!plain_name(name)) {
		errno = EINVAL;
		return -1;
	}
	fd = openat(od->fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		errno = EINVAL;
		return -1;
	}
	return fd;
}

/* 1 if the file fd (at offset 0) holds exactly data/len. */
static int
fd_same_content(int fd, const void *data, size_t len)
{
	struct stat st;
	char buf[65536];
	size_t off = 0;
	ssize_t r;

	if (fstat(fd, &st) != 0 || (size_t)st.st_size != len)
		return 0;
	while (off < len) {
		size_t want = len - off < sizeof(buf) ? len - off : sizeof(buf);

		r = read(fd, buf, want);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0 || memcmp(buf, (const char *)data + off,
		    (size_t)r) != 0)
			return 0;
		off += (size_t)r;
	}
	return 1;
}

/* 1 if name in od is a regular file (not a link) holding data/len. */
static int
same_content(const struct outdir *od, const char *name, const void *data,
    size_t len)
{
	int fd = open_in(od, name), same;

	if (fd < 0)
		return 0;
	same = fd_same_content(fd, data, len);
	close(fd);
	return same;
}

/* Fill buf with n random bytes: getrandom(2), else the clock and pid
 * mixed (still unique with O_EXCL, only less unpredictable). */
static void
random_bytes(unsigned char *buf, size_t n)
{
	size_t got = 0;
	ssize_t r;

	while (got < n) {
		r = getrandom(buf + got, n - got, GRND_NONBLOCK);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += (size_t)r;
	}
	if (got < n) {
		struct timespec ts;
		unsigned long long x;

		clock_gettime(CLOCK_MONOTONIC, &ts);
		x = (unsigned long long)ts.tv_nsec * 6364136223846793005ULL ^
		    (unsigned long long)ts.tv_sec ^
		    ((unsigned long long)getpid() << 32);
		for (; got < n; got++) {
			x = x * 6364136223846793005ULL + 1442695040888963407ULL;
			buf[got] = (unsigned char)(x >> 56);
		}
	}
}

int
outdir_open(struct outdir *od, const char *path)
{
	int e;

	od->fd = -1;
	od->path = NULL;
	if (mkdir_p(path) != 0)
		return -1;
	od->fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (od->fd < 0) {
		e = errno;
		errno = e;
		return -1;
	}
	od->path = xstrdup(path);
	return 0;
}

void
outdir_close(struct outdir *od)
{
	if (od->fd >= 0)
		close(od->fd);
	od->fd = -1;
	free(od->path);
	od->path = NULL;
}

int
outtmp_open(const struct outdir *od, struct outtmp *t)
{
	unsigned char r[8];
	int i, k;

	t->fd = -1;
	for (i = 0; i < TMP_ATTEMPTS; i++) {
		random_bytes(r, sizeof(r));
		k = snprintf(t->name, sizeof(t->name), "%s%ld-",
		    OUTDIR_TMP_PREFIX, (long)getpid());
		for (size_t j = 0; j < sizeof(r); j++)
			k += snprintf(t->name + k, sizeof(t->name) - (size_t)k,
			    "%02x", r[j]);
		t->fd = openat(od->fd, t->name, O_RDWR | O_CREAT | O_EXCL |
		    O_NOFOLLOW | O_CLOEXEC, 0666);
		if (t->fd >= 0)
			return 0;
		if (errno != EEXIST)
			return -1;
	}
	errno = EEXIST;
	return -1;
}

void
outtmp_discard(const struct outdir *od, struct outtmp *t)
{
	int e = errno;

	if (t->fd >= 0)
		close(t->fd);
	t->fd = -1;
	if (t->name[0] != '\0')
		unlinkat(od->fd, t->name, 0);
	t->name[0] = '\0';
	errno = e;
}

/* 1 if the files fd a and the regular file name in od hold the same
 * bytes; compared in chunks, so a file of any size costs no memory. */
static int
same_as_tmp(const struct outdir *od, int a, const char *name)
{
	char x[65536], y[65536];
	ssize_t n, m;
	int b = open_in(od, name), same = b >= 0;
	struct stat sa, sb;

	if (same && (fstat(a, &sa) != 0 || fstat(b, &sb) != 0 ||
	    sa.st_size != sb.st_size))
		same = 0;
	if (same && lseek(a, 0, SEEK_SET) != 0)
		same = 0;
	while (same) {
		n = read(a, x, sizeof(x));
		m = read(b, y, sizeof(y));
		if (n < 0 || m < 0 || n != m ||
		    memcmp(x, y, (size_t)n) != 0)
			same = 0;
		else if (n == 0)
			break;
	}
	if (b >= 0)
		close(b);
	return same;
}

int
outtmp_commit(const struct outdir *od, struct outtmp *t, const char *name,
    int *changed)
{
	int e;

	if (changed)
		*changed = 0;
	if (!plain_name(name)) {
		outtmp_discard(od, t);
		errno = EINVAL;
		return -1;
	}
	if (same_as_tmp(od, t->fd, name)) {
		outtmp_discard(od, t);
		return 0;
	}
	if (close(t->fd) != 0) {
		t->fd = -1;
		goto fail;
	}
	t->fd = -1;
	/* renameat replaces a link at name; it never writes through it */
	if (renameat(od->fd, t->name, od->fd, name) != 0)
		goto fail;
	t->name[0] = '\0';
	if (changed)
		*changed = 1;
	return 0;
fail:
	e = errno ? errno : EIO;
	outtmp_discard(od, t);
	errno = e;
	return -1;
}

int
outdir_write(const struct outdir *od, const char *name, const void *data,
    size_t len, int *changed)
{
	struct outtmp t;
	size_t off = 0;
	ssize_t w;
	int e;

	if (changed)
		*changed = 0;
	if (!plain_name(name)) {
		errno = EINVAL;
		return -1;
	}
	if (same_content(od, name, data, len))
		return 0;
	if (outtmp_open(od, &t) != 0)
		return -1;
	while (off < len) {
		w = write(t.fd, (const char *)data + off, len - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			e = w < 0 ? errno : EIO;
			outtmp_discard(od, &t);
			errno = e;
			return -1;
		}
		off += (size_t)w;
	}
	if (close(t.fd) != 0) {
		t.fd = -1;
		e = errno;
		outtmp_discard(od, &t);
		errno = e;
		return -1;
	}
	t.fd = -1;
	if (renameat(od->fd, t.name, od->fd, name) != 0) {
		e = errno;
		outtmp_discard(od, &t);
		errno = e;
		return -1;
	}
	if (changed)
		*changed = 1;
	return 0;
}

int
outdir_remove(const struct outdir *od, const char *name)
{
	if (!plain_name(name)) {
		errno = EINVAL;
		return -1;
	}
	if (unlinkat(od->fd, name, 0) != 0 && errno != ENOENT)
		return -1;
	return 0;
}

/* Read all of fd (at most max bytes) into a new NUL-terminated buffer;
 * closes fd.  NULL with errno set (EFBIG if longer than max).  The
 * buffer starts at the file's size (+1, to see the end without growing)
 * and doubles while more comes, never past max + 1: max is a limit, not
 * an allocation (256 MiB per output file, 1 GiB for a summary, made a
 * sanitizer build of 120 unchanged scenarios take two minutes and would
 * fail outright where the kernel does not overcommit). */
static char *
read_fd(int fd, size_t max, size_t *len)
{
	struct stat st;
	size_t cap = 65536, n = 0;
	char *buf;
	ssize_t r;
	int e;

	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= 0 &&
	    (unsigned long long)st.st_size < max)
		cap = (size_t)st.st_size + 1;
	if (cap > max + 1)
		cap = max + 1;
	buf = xmalloc(cap + 1);
	for (;;) {
		if (n == cap) {
			if (cap > max) {
				e = EFBIG;
				goto fail;
			}
			cap = cap > (max + 1) / 2 ? max + 1 : cap * 2;
			buf = xreallocarray(buf, cap + 1, 1);
		}
		r = read(fd, buf + n, cap - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			e = errno;
			goto fail;
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	if (n > max) {
		e = EFBIG;
		goto fail;
	}
	close(fd);
	buf[n] = '\0';
	*len = n;
	return buf;
fail:
	close(fd);
	free(buf);
	errno = e;
	return NULL;
}

char *
outdir_read(const struct outdir *od, const char *name, size_t max,
    size_t *len)
{
	int fd = open_in(od, name);

	if (fd < 0)
		return NULL;
	return read_fd(fd, max, len);
}

/* The pid in a temporary name (OUTDIR_TMP_PREFIX<pid>-..., or the
 * NAME.tmp.<pid> of earlier versions next to an output kind); 0 if name
 * is not a temporary file's. */
static long
tmp_owner(const char *name)
{
	static const char *const kinds[] = { ".json", ".md", ".pdf", ".svg" };
	const char *p, *t;
	char *end;
	long pid;
	size_t i, n;

	if (strncmp(name, OUTDIR_TMP_PREFIX, strlen(OUTDIR_TMP_PREFIX)) == 0) {
		p = name + strlen(OUTDIR_TMP_PREFIX);
		pid = strtol(p, &end, 10);
		return end != p && *end == '-' && pid > 0 ? pid : 0;
	}
	if ((t = strstr(name, ".tmp.")) == NULL || strstr(t + 5, ".tmp.") != NULL)
		return 0;
	pid = strtol(t + 5, &end, 10);
	if (end == t + 5 || *end != '\0' || pid <= 0)
		return 0;
	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		n = strlen(kinds[i]);
		if ((size_t)(t - name) > n && strncmp(t - n, kinds[i], n) == 0)
			return pid;
	}
	return 0;
}

/* 1 if process pid is running: it exists (kill(pid, 0), EPERM counts)
 * and, where /proc tells, is not a zombie (which writes nothing more;
 * a container's init may never reap it). */
static int
process_alive(long pid)
{
	char path[64], buf[512], *p;
	FILE *fp;
	size_t n;

	if (kill((pid_t)pid, 0) != 0 && errno != EPERM)
		return 0;
	snprintf(path, sizeof(path), "/proc/%ld/stat", pid);
	if ((fp = fopen(path, "r")) == NULL)
		return 1;
	n = fread(buf, 1, sizeof(buf) - 1, fp);
	fclose(fp);
	buf[n] = '\0';
	/* "pid (comm) S ...": the state follows the last ')' */
	if ((p = strrchr(buf, ')')) != NULL && p[1] == ' ' &&
	    (p[2] == 'Z' || p[2] == 'X'))
		return 0;
	return 1;
}

size_t
outdir_sweep(const struct outdir *od)
{
	DIR *d;
	struct dirent *e;
	size_t n = 0;
	int fd = fcntl(od->fd, F_DUPFD_CLOEXEC, 0);
	long self = (long)getpid();

	if (fd < 0)
		return 0;
	if ((d = fdopendir(fd)) == NULL) {
		close(fd);
		return 0;
	}
	rewinddir(d);
	while ((e = readdir(d)) != NULL) {
		long pid = tmp_owner(e->d_name);

		if (pid == 0)
			continue;
		/* a live process other than this one may be writing it */
		if (pid != self && process_alive(pid))
			continue;
		if (unlinkat(od->fd, e->d_name, 0) == 0)
			n++;
	}
	closedir(d);
	return n;
}

int
mkdir_p(const char *dir)
{
	char *p = xstrdup(dir), *s;
	struct stat st;

	for (s = p + 1; ; s++) {
		if (*s == '/' || *s == '\0') {
			char c = *s;

			*s = '\0';
			if (mkdir(p, 0777) != 0 && errno != EEXIST) {
				int e = errno;

				free(p);
				errno = e;
				return -1;
			}
			*s = c;
			if (c == '\0')
				break;
		}
	}
	free(p);
	if (stat(dir, &st) != 0)
		return -1;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	return 0;
}

int
open_regular(const char *path)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC), fl;

	if (fd < 0)
		return -1;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		errno = EINVAL;
		return -1;
	}
	if ((fl = fcntl(fd, F_GETFL)) != -1)
		fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
	return fd;
}

char *
read_file(const char *path, size_t max, size_t *len)
{
	int fd = open_regular(path);

	if (fd < 0)
		return NULL;
	return read_fd(fd, max, len);
}

int
path_is_regular(const char *path)
{
	int fd = open_regular(path);

	if (fd < 0)
		return 0;
	close(fd);
	return 1;
}
