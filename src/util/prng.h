/*
 * prng.h: a small deterministic pseudo-random generator for the Monte
 * Carlo ranges: xoshiro256** (Blackman and Vigna, 2018, public-domain
 * algorithm; written here from its description), seeded through
 * splitmix64.  The same seed gives the same stream on every platform,
 * so a rebuild is byte-identical.  Not for cryptography.
 */
#ifndef GPUPLAN_PRNG_H
#define GPUPLAN_PRNG_H

#include <stddef.h>
#include <stdint.h>

struct prng {
	uint64_t	 s[4];			/* state; never all zero */
};

/* Seed *g from seed (any value, 0 included) via splitmix64. */
void prng_seed(struct prng *g, uint64_t seed);

/* Rotate x left by k bits (0 < k < 64). */
static inline uint64_t
prng_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/* The next 64 random bits (xoshiro256**; inline: the Monte Carlo
 * draws seven numbers per sample). */
static inline uint64_t
prng_next(struct prng *g)
{
	uint64_t *s = g->s;
	uint64_t r = prng_rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = prng_rotl(s[3], 45);
	return r;
}

/* A uniform double in [0, 1), 53 random bits. */
static inline double
prng_uniform(struct prng *g)
{
	return (double)(prng_next(g) >> 11) * 0x1.0p-53;
}

/*
 * A 64-bit digest (FNV-1a, then splitmix64's finaliser) of len bytes at
 * p, chained onto h (start with 0).  For seeds, not for security.
 */
uint64_t prng_digest(uint64_t h, const void *p, size_t len);

#endif
