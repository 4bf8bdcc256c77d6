/*
 * fsout.h: writing output files so that a killed build never leaves a
 * truncated file, an unchanged file keeps its modification time, and
 * nothing is written, renamed or removed outside the output directory.
 *
 * Every output file is written relative to one directory handle (struct
 * outdir, opened once): a temporary file with an unpredictable name is
 * created with O_CREAT|O_EXCL|O_NOFOLLOW beside the target and renamed
 * over it with renameat(), so a symbolic link planted at the temporary
 * name or at the final name is never followed (the rename replaces the
 * link itself).  Names are plain file names: no '/', never "." or "..".
 */
#ifndef GPUPLAN_FSOUT_H
#define GPUPLAN_FSOUT_H

#include <stddef.h>
#include <sys/types.h>

/* The prefix of every temporary file; stale ones are removed by
 * outdir_sweep. */
#define OUTDIR_TMP_PREFIX	".gpuplan-tmp-"

/* An open output directory. */
struct outdir {
	int	 fd;		/* O_DIRECTORY handle; -1 when closed */
	char	*path;		/* as given, for messages (owned) */
};

/*
 * Create path and its parents if needed (mode 0777 & ~umask) and open it
 * as od.  path itself is the user's choice and may be a link to a
 * directory; nothing below it is followed.  0, or -1 with errno set.
 */
int outdir_open(struct outdir *od, const char *path);

/* Close od and free its path; accepts a closed or zeroed od. */
void outdir_close(struct outdir *od);

/*
 * Write len bytes to the file name in od: if it already is a regular
 * file holding exactly these bytes, leave it alone (*changed = 0);
 * otherwise write a new temporary file and rename it over name
 * (*changed = 1).  A link at name is replaced, never written through.
 * Returns 0 on success, else -1 with errno set (the temporary file is
 * removed).  changed may be NULL.
 */
int outdir_write(const struct outdir *od, const char *name,
    const void *data, size_t len, int *changed);

/* Remove the directory entry name (a link is removed, not its target);
 * 0 also when it did not exist, else -1 with errno set. */
int outdir_remove(const struct outdir *od, const char *name);

/*
 * Read the regular file name in od (a link or anything not a regular
 * file is refused with ELOOP or EINVAL; at most max bytes, else EFBIG)
 * into a new NUL-terminated buffer the caller frees; *len receives its
 * size.  NULL with errno set on failure.
 */
char *outdir_read(const struct outdir *od, const char *name, size_t max,
    size_t *len);

/* A temporary file being written in an output directory. */
struct outtmp {
	char	 name[64];	/* OUTDIR_TMP_PREFIX<pid>-<16 hex digits> */
	int	 fd;		/* open for reading and writing; -1 once closed */
};

/* Create a new temporary file in od (unique, unpredictable name,
 * O_CREAT|O_EXCL|O_NOFOLLOW).  0, or -1 with errno set. */
int outtmp_open(const struct outdir *od, struct outtmp *t);

/*
 * Close t and put it in place of name, unless name already is a regular
 * file with the same bytes (then t is removed and name keeps its mtime;
 * *changed = 0, else 1).  Always closes and, on failure, removes t.
 * 0, or -1 with errno set.  changed may be NULL.
 */
int outtmp_commit(const struct outdir *od, struct outtmp *t,
    const char *name, int *changed);

/* Close and remove t (after a failure); accepts a t already closed. */
void outtmp_discard(const struct outdir *od, struct outtmp *t);

/*
 * Remove the temporary files in od that no live process is writing: the
 * ones of this process and of processes that no longer exist (named
 * OUTDIR_TMP_PREFIX<pid>-..., and the NAME.tmp.<pid> files that
 * earlier versions left next to .json, .md, .pdf and .svg files).  Returns how
 * many were removed.  Safe to call at any time outside a signal handler.
 */
size_t outdir_sweep(const struct outdir *od);

/* Create dir and its parents (mode 0777 & ~umask); 0 or -1 with errno. */
int mkdir_p(const char *dir);

/*
 * Read a whole regular file (at most max bytes) into a new NUL-terminated
 * buffer the caller frees; *len receives its size.  A FIFO, device or
 * directory is refused (EINVAL) without blocking.  NULL with errno set
 * on failure.
 */
char *read_file(const char *path, size_t max, size_t *len);

/*
 * Open path for reading if it is a regular file: opened with O_NONBLOCK
 * (a FIFO does not block) and checked with fstat.  Returns the
 * descriptor (blocking again, close-on-exec), or -1 with errno set
 * (EINVAL for anything not a regular file).
 */
int open_regular(const char *path);

/* 1 if path is a regular file that can be opened for reading (checked
 * on the open descriptor, without blocking on a FIFO), else 0. */
int path_is_regular(const char *path);

#endif
