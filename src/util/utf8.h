/*
 * utf8.h: the little UTF-8 handling gpuplan needs (quoting source lines,
 * keeping user text printable, counting columns in characters).
 */
#ifndef GPUPLAN_UTF8_H
#define GPUPLAN_UTF8_H

#include <stddef.h>

#include "util/strbuf.h"

/*
 * Decode one well-formed UTF-8 sequence at s (at most n bytes) into *cp.
 * Returns its length in bytes (1-4), or 0 if the bytes are not valid
 * UTF-8 (overlong forms, surrogates and values over U+10FFFF included).
 */
size_t utf8_decode(const char *s, size_t n, unsigned *cp);
/* Length in bytes of the character at s of a valid NUL-terminated string
 * (1 for an invalid byte); 0 at the terminator. */
size_t utf8_next(const char *s);
/* Number of characters in s (invalid bytes count one each). */
size_t utf8_length(const char *s, size_t n);
/* Pointer past the first k characters of s (or to its end). */
const char *utf8_skip(const char *s, size_t n, size_t k);
/* Append s to b with invalid bytes and control characters as '?'. */
void utf8_sanitize(struct strbuf *b, const char *s, size_t n);
/* 1 if all n bytes of s are valid UTF-8 without NUL, else 0. */
int utf8_valid(const char *s, size_t n);

#endif
