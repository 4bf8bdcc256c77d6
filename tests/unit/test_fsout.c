/*
 * test_fsout.c: reading whole files (util/fsout.c read_file,
 * outdir_read): every byte back, NUL-terminated, its length; a file
 * longer than the limit refused with EFBIG; the limit a bound on what
 * is read, not an allocation (the buffer starts at the file's size and
 * doubles, so sizes around 64 KiB and its doublings are in the table).
 */
#include "testutil.h"

#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#include "util/fsout.h"

/* A file of n bytes in dir, byte i = i * 7 + 3 (so a shifted or short
 * read shows); its path, which the caller frees. */
static char *
make_file(const char *dir, const char *name, size_t n)
{
	char *path = malloc(strlen(dir) + strlen(name) + 2);
	FILE *f;
	size_t i;

	assert_non_null(path);
	sprintf(path, "%s/%s", dir, name);
	f = fopen(path, "wb");
	assert_non_null(f);
	for (i = 0; i < n; i++)
		assert_int_not_equal(fputc((int)((i * 7 + 3) & 0xff), f), EOF);
	assert_int_equal(fclose(f), 0);
	return path;
}

/* 1 if buf holds the n bytes make_file wrote and a NUL after them. */
static int
same_bytes(const char *buf, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if ((unsigned char)buf[i] != ((i * 7 + 3) & 0xff))
			return 0;
	return buf[n] == '\0';
}

static void
test_read_whole(void **state)
{
	static const struct {
		size_t	 size;		/* bytes in the file */
		size_t	 max;		/* the limit asked */
		int	 fits;		/* 1: read back; 0: EFBIG */
	} rows[] = {
		{ 0, 16, 1 },
		{ 1, 16, 1 },
		{ 16, 16, 1 },			/* exactly the limit */
		{ 17, 16, 0 },			/* one over */
		{ 65535, 1u << 20, 1 },
		{ 65536, 1u << 20, 1 },
		{ 65537, 1u << 20, 1 },
		{ 200000, 1u << 30, 1 },	/* a limit far above the file */
		{ 200000, 200000, 1 },
		{ 200000, 199999, 0 },
		{ 200000, 65536, 0 },		/* over by growing past it */
	};
	char dir[] = "/tmp/gpuplan-test-fsout.XXXXXX";
	struct outdir od;
	size_t i, len;
	char *path, *buf;

	(void)state;
	assert_non_null(mkdtemp(dir));
	assert_int_equal(outdir_open(&od, dir), 0);
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		path = make_file(dir, "f", rows[i].size);
		len = 12345;
		errno = 0;
		buf = read_file(path, rows[i].max, &len);
		if (rows[i].fits) {
			if (buf == NULL || len != rows[i].size ||
			    !same_bytes(buf, rows[i].size))
				fail_msg("row %zu: %zu bytes, limit %zu: read %s, "
				    "len %zu", i, rows[i].size, rows[i].max,
				    buf ? "other bytes" : "nothing", len);
		} else {
			if (buf != NULL || errno != EFBIG)
				fail_msg("row %zu: %zu bytes over the limit %zu "
				    "were read (errno %d)", i, rows[i].size,
				    rows[i].max, errno);
		}
		free(buf);
		/* the same through an output directory */
		buf = outdir_read(&od, "f", rows[i].max, &len);
		assert_int_equal(buf != NULL, rows[i].fits);
		if (buf != NULL) {
			assert_int_equal(len, rows[i].size);
			assert_true(same_bytes(buf, rows[i].size));
		}
		free(buf);
		assert_int_equal(unlink(path), 0);
		free(path);
	}
	outdir_close(&od);
	assert_int_equal(rmdir(dir), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_read_whole),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
