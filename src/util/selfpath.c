/*
 * selfpath.c: data installed beside the running binary (see selfpath.h).
 */
#include "util/selfpath.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/alloc.h"

char *
self_data_dir(const char *sub, const char *probe)
{
	char exe[PATH_MAX], *slash, *dir, *file;
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);

	if (n <= 0)
		return NULL;
	exe[n] = '\0';
	if ((slash = strrchr(exe, '/')) == NULL)
		return NULL;
	*slash = '\0';
	dir = xasprintf("%s/" SELF_DATA_RELATIVE "/%s", exe, sub);
	file = xasprintf("%s/%s", dir, probe);
	if (access(file, R_OK) != 0) {
		free(dir);
		dir = NULL;
	}
	free(file);
	return dir;
}
