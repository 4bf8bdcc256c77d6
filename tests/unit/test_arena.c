/*
 * test_arena.c: util/arena.c hands out aligned, disjoint blocks of any
 * size (big ones in chunks of their own, without abandoning the chunk
 * being filled), zeroes on request, copies strings, and is empty and
 * usable again after arena_release.  ASan (make test) catches a block
 * that runs past its chunk.
 */
#include "testutil.h"

#include <stdlib.h>

#include "util/arena.h"

/* Bytes per chunk in arena.c; blocks above a quarter get their own. */
#define CHUNK	(64 * 1024)

static void
test_blocks(void **state)
{
	static const size_t sizes[] = {
		0, 1, 15, 16, 17, 100, 4096, CHUNK / 4, CHUNK / 4 + 1, 20000,
		CHUNK, 3 * CHUNK, 7, 1, 0, 5000, 5000, 5000, 5000, 5000, 5000,
		5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000,
	};
	const size_t n = sizeof(sizes) / sizeof(sizes[0]);
	struct arena a = { NULL };
	unsigned char *p[sizeof(sizes) / sizeof(sizes[0])];
	size_t i, k;
	int round;

	(void)state;
	for (round = 0; round < 2; round++) {	/* again after release */
		for (i = 0; i < n; i++) {
			p[i] = arena_alloc(&a, sizes[i]);
			assert_non_null(p[i]);
			assert_int_equal((uintptr_t)p[i] % sizeof(max_align_t), 0);
			memset(p[i], (int)(i + 1), sizes[i]);
		}
		/* every block still holds its own pattern: none overlaps */
		for (i = 0; i < n; i++)
			for (k = 0; k < sizes[i]; k++)
				if (p[i][k] != (unsigned char)(i + 1))
					fail_msg("block %zu (%zu bytes) overwritten "
					    "at byte %zu", i, sizes[i], k);
		/* two zero-size blocks are still distinct */
		assert_ptr_not_equal(p[0], p[14]);
		arena_release(&a);
		assert_null(a.head);
	}
}

static void
test_zero_and_strings(void **state)
{
	struct arena a = { NULL };
	unsigned char *z;
	char *s;
	size_t i;

	(void)state;
	(void)arena_alloc(&a, 100);
	z = arena_zalloc(&a, 300);
	for (i = 0; i < 300; i++)
		assert_int_equal(z[i], 0);
	s = arena_strndup(&a, "gpuplan-arena", 7);
	assert_string_equal(s, "gpuplan");
	s = arena_strndup(&a, "", 0);
	assert_string_equal(s, "");
	arena_release(&a);
	arena_release(&a);	/* releasing an empty arena is fine */
	assert_null(a.head);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_blocks),
		cmocka_unit_test(test_zero_and_strings),
	};

	return cmocka_run_group_tests_name("arena", tests, NULL, NULL);
}
