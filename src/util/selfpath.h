/*
 * selfpath.h: files installed next to the running binary.  `make
 * install` lays out PREFIX/bin/gpuplan and PREFIX/share/gpuplan/...; a
 * binary that finds its data relative to itself (/proc/self/exe) works
 * wherever the tree was installed or copied (DESTDIR, a container, a
 * relocated PREFIX).
 */
#ifndef GPUPLAN_SELFPATH_H
#define GPUPLAN_SELFPATH_H

/* What the data directory is relative to the binary's directory. */
#define SELF_DATA_RELATIVE	"../share/gpuplan"

/*
 * The directory SELF_DATA_RELATIVE/sub beside the running binary, if it
 * holds the file probe (e.g. "catalog" and "gpus.yaml"): a new string
 * the caller frees, or NULL (no /proc/self/exe, or no such file).
 */
char *self_data_dir(const char *sub, const char *probe);

#endif
