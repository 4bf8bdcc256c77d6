/*
 * mutate.c: the input side of the whole-build fuzz target
 * (tests/fuzz/build-fuzz.sh).  `mutate SEED IN OUT` reads the YAML file
 * IN, applies one to three mutations chosen by SEED (a decimal number;
 * the same seed always gives the same bytes) and writes the result to
 * OUT.  It prints the names of the mutations it applied on one line, so
 * a failure report says what was done.  Exit 0, or 2 on a usage or I/O
 * error.
 *
 * The mutations are the ones a damaged or hostile file shows: flipped
 * bytes, a file cut short, a key and its value swapped, huge or
 * non-finite numbers, Unicode and control characters in a value, deep
 * nesting, very long values, lines duplicated, deleted, swapped or
 * re-indented, and odd scalars (null, empty, booleans, tags).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Largest input read, bytes: the examples are a few kB. */
#define MAX_IN		(1u << 20)
/* Deepest nesting written, levels: beyond the loader's limit (see
 * src/input/yaml_tree.c) so that the limit itself is exercised. */
#define MAX_NEST	3000

/* A growable byte buffer; len bytes in use of cap. */
struct buf {
	char	*s;
	size_t	 len;	/* bytes */
	size_t	 cap;	/* bytes */
};

/* The generator's state: splitmix64 (public domain construction by
 * Sebastiano Vigna), chosen for being tiny and well mixed. */
static uint64_t rng_state;

/* Next pseudo-random 64-bit value. */
static uint64_t
rng(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* A pseudo-random number in [0, n); 0 when n is 0. */
static size_t
pick(size_t n)
{
	return n ? (size_t)(rng() % n) : 0;
}

/* Make room for extra more bytes in b (exits on out of memory). */
static void
grow(struct buf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	b->cap = (b->len + extra + 1) * 2;
	if ((b->s = realloc(b->s, b->cap)) == NULL) {
		perror("mutate");
		exit(2);
	}
}

/* Replace the n bytes of b at off with the len bytes of r. */
static void
splice(struct buf *b, size_t off, size_t n, const char *r, size_t len)
{
	if (off > b->len)
		off = b->len;
	if (n > b->len - off)
		n = b->len - off;
	grow(b, len);
	memmove(b->s + off + len, b->s + off + n, b->len - off - n);
	memcpy(b->s + off, r, len);
	b->len = b->len - n + len;
}

/* The start offsets of b's lines into *starts (malloc'd, caller frees);
 * returns their number. */
static size_t
lines(const struct buf *b, size_t **starts)
{
	size_t n = 1, i, k = 0;

	for (i = 0; i < b->len; i++)
		n += b->s[i] == '\n';
	*starts = malloc(n * sizeof(**starts));
	if (*starts == NULL)
		exit(2);
	(*starts)[k++] = 0;
	for (i = 0; i + 1 < b->len; i++)
		if (b->s[i] == '\n')
			(*starts)[k++] = i + 1;
	return k;
}

/* End (exclusive, before the newline) of the line starting at off. */
static size_t
line_end(const struct buf *b, size_t off)
{
	const char *nl = memchr(b->s + off, '\n', b->len - off);

	return nl ? (size_t)(nl - b->s) : b->len;
}

/* Which "key: value" lines a mutation prefers (any after many tries). */
enum want {
	WANT_ANY,
	WANT_TEXT,	/* a text key: what a customer name goes through */
	WANT_NUMBER,	/* a value that starts with a digit */
};

/* Whether the line with the key at key (klen bytes) and the value at
 * val is one that want prefers. */
static int
wanted(const struct buf *b, size_t key, size_t klen, size_t val,
    enum want want)
{
	static const char *const text_keys[] = { "name", "title", "contact",
	    "address", "id" };
	size_t i;

	if (want == WANT_NUMBER)
		return b->s[val] >= '0' && b->s[val] <= '9';
	if (want != WANT_TEXT)
		return 1;
	for (i = 0; i < sizeof(text_keys) / sizeof(*text_keys); i++)
		if (strlen(text_keys[i]) == klen &&
		    memcmp(b->s + key, text_keys[i], klen) == 0)
			return 1;
	return 0;
}

/*
 * Find a random "key: value" line, preferably one that want names: *key and *klen the key (after the
 * indentation and an optional "- "), *val and *vlen its value (to the
 * end of the line, or to a " #" comment).  Returns 1, or 0 if the file
 * has none.
 */
static int
key_line(const struct buf *b, size_t *key, size_t *klen, size_t *val,
    size_t *vlen, enum want want)
{
	size_t *st, n = lines(b, &st), tries, i;
	int found = 0;

	for (tries = 0; tries < 128 && !found; tries++) {
		size_t s = st[pick(n)], e = line_end(b, s), c;

		for (i = s; i < e && (b->s[i] == ' ' || b->s[i] == '-'); i++)
			;
		if (i >= e || b->s[i] == '#')
			continue;
		for (c = i; c + 1 < e; c++)
			if (b->s[c] == ':' && b->s[c + 1] == ' ')
				break;
		if (c + 1 >= e || c == i)
			continue;
		*key = i;
		*klen = c - i;
		*val = c + 2;
		for (*vlen = 0; *val + *vlen < e; (*vlen)++)
			if (b->s[*val + *vlen] == '#' && *vlen > 0 &&
			    b->s[*val + *vlen - 1] == ' ')
				break;
		while (*vlen > 0 && b->s[*val + *vlen - 1] == ' ')
			(*vlen)--;
		found = *vlen > 0 && (tries >= 96 || wanted(b, *key, *klen,
		    *val, want));
	}
	free(st);
	return found;
}

/* Values that stress the number and scalar rules. */
static const char *const odd_values[] = {
	"1e308", "1e-300", "-1e308", "1e400", "-0", "0", "-1",
	"99999999999999999999", "4294967297", "18446744073709551616",
	".nan", ".inf", "-.inf", "NaN", "0x10", "1_000", "0.15", "1.5",
	"~", "null", "\"\"", "''", "true", "yes", "[]", "{}", "!!binary AAAA",
	"&a 1", "*a", "2026-02-30", "9999-12-31", "\"\\u0000\"", "|\n  x",
};

/* Text that stresses the text rules: non-Latin-1, control characters,
 * bidi overrides, markup, invalid UTF-8. */
static const char *const odd_texts[] = {
	"Dvořák Łódź s.r.o.", "Ωμέγα ΑΕ", "ООО Ромашка", "İstanbul Şirketi",
	"\xf0\x9f\x98\x80 emoji", "\xe2\x80\xae" "evil", "bel\a esc\x1b[31m",
	"del\x7f", "\xc3\x28 bad utf-8", "\xef\xbb\xbf" "bom", "a\xcc\x81" "combining",
	"| pipe [x](javascript:alert(1)) <script>", "../../etc/passwd",
	"%s%s%n", "\"quoted \\\" text\"", "tab\there", "\xe2\x80\x8b" "zwsp",
	"\xf4\x8f\xbf\xbf" "max", "\xed\xa0\x80" "surrogate",
};

enum mutation {
	M_FLIP, M_TRUNCATE, M_SWAP_KV, M_VALUE, M_TEXT, M_NEST, M_LONG,
	M_DUP_LINE, M_DEL_LINE, M_SWAP_LINES, M_INDENT, M__MAX
};

static const char *const mutation_names[M__MAX] = {
	"flip", "truncate", "swap-key-value", "odd-value", "odd-text",
	"deep-nesting", "long-value", "duplicate-line", "delete-line",
	"swap-lines", "indent",
};

/* How often each mutation is chosen, relative: the ones that keep a
 * file loadable (odd values and texts) more often than those that
 * usually end at a syntax error. */
static const unsigned mutation_weight[M__MAX] = {
	[M_FLIP] = 1, [M_TRUNCATE] = 1, [M_SWAP_KV] = 1, [M_VALUE] = 5,
	[M_TEXT] = 6, [M_NEST] = 1, [M_LONG] = 2, [M_DUP_LINE] = 1,
	[M_DEL_LINE] = 2, [M_SWAP_LINES] = 1, [M_INDENT] = 1,
};

/* A mutation, drawn by mutation_weight. */
static enum mutation
pick_mutation(void)
{
	unsigned total = 0, r;
	int m;

	for (m = 0; m < M__MAX; m++)
		total += mutation_weight[m];
	r = (unsigned)pick(total);
	for (m = 0; m < M__MAX - 1; m++) {
		if (r < mutation_weight[m])
			break;
		r -= mutation_weight[m];
	}
	return (enum mutation)m;
}

/* Apply mutation m to b. */
static void
mutate(struct buf *b, enum mutation m)
{
	size_t key, klen, val, vlen, *st, n, i, a, c;
	struct buf t = { NULL, 0, 0 };

	switch (m) {
	case M_FLIP:
		for (i = 1 + pick(3); i > 0 && b->len > 0; i--)
			b->s[pick(b->len)] ^= (char)(1 + pick(255));
		break;
	case M_TRUNCATE:
		b->len = pick(b->len + 1);
		break;
	case M_SWAP_KV:
		if (!key_line(b, &key, &klen, &val, &vlen, WANT_ANY))
			break;
		grow(&t, klen + vlen + 2);
		memcpy(t.s, b->s + val, vlen);
		memcpy(t.s + vlen, ": ", 2);
		memcpy(t.s + vlen + 2, b->s + key, klen);
		splice(b, key, val + vlen - key, t.s, vlen + 2 + klen);
		break;
	case M_VALUE:
		if (key_line(b, &key, &klen, &val, &vlen, WANT_NUMBER)) {
			const char *v = odd_values[pick(sizeof(odd_values) /
			    sizeof(*odd_values))];

			splice(b, val, vlen, v, strlen(v));
		}
		break;
	case M_TEXT:
		if (key_line(b, &key, &klen, &val, &vlen, WANT_TEXT)) {
			const char *v = odd_texts[pick(sizeof(odd_texts) /
			    sizeof(*odd_texts))];

			/* inside the value, or in place of it */
			if (pick(2))
				splice(b, val + pick(vlen + 1), 0, v, strlen(v));
			else
				splice(b, val, vlen, v, strlen(v));
		}
		break;
	case M_NEST:
		if (key_line(b, &key, &klen, &val, &vlen, WANT_ANY)) {
			size_t depth = 1 + pick(MAX_NEST);
			int map = (int)pick(2);

			grow(&t, depth * 4 + 2);
			for (i = 0; i < depth; i++)
				t.len += (size_t)sprintf(t.s + t.len, "%s",
				    map ? "{a: " : "[");
			t.s[t.len++] = '1';
			for (i = 0; i < depth; i++)
				t.s[t.len++] = map ? '}' : ']';
			splice(b, val, vlen, t.s, t.len);
		}
		break;
	case M_LONG:
		if (key_line(b, &key, &klen, &val, &vlen, WANT_ANY)) {
			size_t len = 100 + pick(20000);

			grow(&t, len);
			for (i = 0; i < len; i++)
				t.s[i] = (char)('A' + (i % 26));
			splice(b, val, vlen, t.s, len);
		}
		break;
	case M_DUP_LINE:
	case M_DEL_LINE:
	case M_SWAP_LINES:
	case M_INDENT:
		n = lines(b, &st);
		a = st[pick(n)];
		c = line_end(b, a) + (line_end(b, a) < b->len);
		if (m == M_DUP_LINE) {
			grow(&t, c - a);
			memcpy(t.s, b->s + a, c - a);
			splice(b, c, 0, t.s, c - a);
		} else if (m == M_DEL_LINE) {
			splice(b, a, c - a, "", 0);
		} else if (m == M_INDENT) {
			if (pick(2) && c - a >= 2 && b->s[a] == ' ' &&
			    b->s[a + 1] == ' ')
				splice(b, a, 2, "", 0);
			else if (pick(2))
				splice(b, a, 0, "  ", 2);
			else
				splice(b, a, 0, "\t", 1);
		} else {
			size_t b0 = st[pick(n)], b1;

			if (b0 < a) {
				size_t x = a;

				a = b0;
				b0 = x;
				c = line_end(b, a) + (line_end(b, a) < b->len);
			}
			b1 = line_end(b, b0);
			if (b0 >= c) {
				/* a..c is the first line (with its newline),
				 * b0..b1 the second (without) */
				grow(&t, b1 - a + 1);
				memcpy(t.s, b->s + b0, b1 - b0);
				t.len = b1 - b0;
				t.s[t.len++] = '\n';
				memcpy(t.s + t.len, b->s + c, b0 - c);
				t.len += b0 - c;
				memcpy(t.s + t.len, b->s + a, c - a - 1);
				t.len += c - a - 1;
				splice(b, a, b1 - a, t.s, t.len);
			}
		}
		free(st);
		break;
	case M__MAX:
		break;
	}
	free(t.s);
}

int
main(int argc, char **argv)
{
	struct buf b = { NULL, 0, 0 };
	FILE *in, *out;
	char *end;
	unsigned long long seed;
	size_t k, rounds;

	if (argc != 4) {
		fputs("usage: mutate SEED IN OUT\n", stderr);
		return 2;
	}
	seed = strtoull(argv[1], &end, 10);
	if (*argv[1] == '\0' || *end != '\0') {
		fprintf(stderr, "mutate: bad seed '%s'\n", argv[1]);
		return 2;
	}
	rng_state = seed;
	if ((in = fopen(argv[2], "rb")) == NULL) {
		perror(argv[2]);
		return 2;
	}
	grow(&b, MAX_IN);
	b.len = fread(b.s, 1, MAX_IN, in);
	fclose(in);
	/* mostly one mutation, so that many cases get past the loader and
	 * reach the engine and the writers */
	rounds = pick(10) < 7 ? 1 : pick(3) ? 2 : 3;
	for (k = 0; k < rounds; k++) {
		enum mutation m = pick_mutation();

		mutate(&b, m);
		printf("%s%s", k ? " " : "", mutation_names[m]);
	}
	putchar('\n');
	if ((out = fopen(argv[3], "wb")) == NULL ||
	    fwrite(b.s, 1, b.len, out) != b.len || fclose(out) != 0) {
		perror(argv[3]);
		return 2;
	}
	free(b.s);
	return 0;
}
