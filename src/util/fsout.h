/*
 * fsout.h: writing output files so that a killed build never leaves a
 * truncated file and an unchanged file keeps its modification time.
 */
#ifndef GPUPLAN_FSOUT_H
#define GPUPLAN_FSOUT_H

#include <stddef.h>

/*
 * Write len bytes to path: if path already holds exactly these bytes,
 * leave it alone (*changed = 0); otherwise write them to a temporary
 * file in the same directory and rename it over path (*changed = 1).
 * Returns 0 on success, else -1 with errno set (the temporary file is
 * removed).
 */
int write_file_atomic(const char *path, const void *data, size_t len,
    int *changed);

/* Create dir and its parents (mode 0777 & ~umask); 0 or -1 with errno. */
int mkdir_p(const char *dir);

/* Read a whole file (at most max bytes) into a new buffer the caller
 * frees; *len receives its size.  NULL with errno set on failure. */
char *read_file(const char *path, size_t max, size_t *len);

#endif
