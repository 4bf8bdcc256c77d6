/*
 * prng.c: xoshiro256** seeded by splitmix64, and a small digest for
 * seeds (see prng.h).  The constants are the algorithms' published ones:
 * splitmix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014), xoshiro256** (Blackman, Vigna, "Scrambled
 * linear pseudorandom number generators", 2018), FNV-1a 64 (Fowler, Noll,
 * Vo; offset basis and prime from the FNV specification).
 */
#include "util/prng.h"

#define FNV_OFFSET	0xcbf29ce484222325ULL	/* FNV-1a 64-bit offset basis */
#define FNV_PRIME	0x100000001b3ULL	/* FNV-1a 64-bit prime */

/* splitmix64: advance *x and return its mixed value. */
static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
prng_seed(struct prng *g, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		g->s[i] = splitmix64(&seed);
	if ((g->s[0] | g->s[1] | g->s[2] | g->s[3]) == 0)
		g->s[0] = 1;	/* unreachable with splitmix64; a guard */
}

uint64_t
prng_digest(uint64_t h, const void *p, size_t len)
{
	const unsigned char *b = p;
	uint64_t x = h ^ FNV_OFFSET;
	size_t i;

	for (i = 0; i < len; i++) {
		x ^= b[i];
		x *= FNV_PRIME;
	}
	return splitmix64(&x);
}
