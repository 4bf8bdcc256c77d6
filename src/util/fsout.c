/*
 * fsout.c: atomic, change-aware file output (see fsout.h).
 */
#include "util/fsout.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/alloc.h"

/* 1 if the file at path holds exactly data/len. */
static int
same_content(const char *path, const void *data, size_t len)
{
	struct stat st;
	char buf[65536];
	size_t off = 0;
	ssize_t r;
	int fd, same = 1;

	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) ||
	    (size_t)st.st_size != len)
		return 0;
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	while (same && off < len) {
		size_t want = len - off < sizeof(buf) ? len - off : sizeof(buf);

		r = read(fd, buf, want);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0 || memcmp(buf, (const char *)data + off,
		    (size_t)r) != 0)
			same = 0;
		else
			off += (size_t)r;
	}
	close(fd);
	return same;
}

int
write_file_atomic(const char *path, const void *data, size_t len,
    int *changed)
{
	char *tmp;
	int fd, saved;
	size_t off = 0;
	ssize_t w;

	if (changed)
		*changed = 0;
	if (same_content(path, data, len))
		return 0;
	tmp = xasprintf("%s.tmp.%ld", path, (long)getpid());
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (fd < 0) {
		saved = errno;
		free(tmp);
		errno = saved;
		return -1;
	}
	while (off < len) {
		w = write(fd, (const char *)data + off, len - off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			goto fail;
		off += (size_t)w;
	}
	if (close(fd) != 0) {
		fd = -1;
		goto fail;
	}
	fd = -1;
	if (rename(tmp, path) != 0)
		goto fail;
	free(tmp);
	if (changed)
		*changed = 1;
	return 0;
fail:
	saved = errno ? errno : EIO;
	if (fd >= 0)
		close(fd);
	unlink(tmp);
	free(tmp);
	errno = saved;
	return -1;
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

char *
read_file(const char *path, size_t max, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	char *buf;
	size_t n;

	if (fp == NULL)
		return NULL;
	buf = xmalloc(max + 1);
	n = fread(buf, 1, max + 1, fp);
	if (ferror(fp) || n > max) {
		fclose(fp);
		free(buf);
		errno = n > max ? EFBIG : EIO;
		return NULL;
	}
	fclose(fp);
	buf[n] = '\0';
	*len = n;
	return buf;
}
