/*
 * digest.h: SHA-256 as gpuplan records it (nettle underneath): 64
 * lowercase hex digits and a NUL.  Every digest a build records (inputs,
 * catalog files, templates, written outputs) has this form.
 */
#ifndef GPUPLAN_DIGEST_H
#define GPUPLAN_DIGEST_H

#include <stddef.h>

#include <nettle/sha2.h>

#define DIGEST_HEX_LEN	64	/* characters, without the NUL */

/* Finish h and write its digest to out (DIGEST_HEX_LEN + 1 bytes). */
void digest_finish_hex(struct sha256_ctx *h, char out[DIGEST_HEX_LEN + 1]);

/* The digest of len bytes at data (NULL allowed when len is 0). */
void digest_bytes_hex(const void *data, size_t len,
    char out[DIGEST_HEX_LEN + 1]);

#endif
