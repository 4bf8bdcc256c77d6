/*
 * digest.c: SHA-256 in the one form gpuplan records (see digest.h).
 */
#include "util/digest.h"

#include <stdint.h>

void
digest_finish_hex(struct sha256_ctx *h, char out[DIGEST_HEX_LEN + 1])
{
	uint8_t d[SHA256_DIGEST_SIZE];
	size_t i;

	sha256_digest(h, sizeof(d), d);
	for (i = 0; i < sizeof(d); i++) {
		out[2 * i] = "0123456789abcdef"[d[i] >> 4];
		out[2 * i + 1] = "0123456789abcdef"[d[i] & 15];
	}
	out[DIGEST_HEX_LEN] = '\0';
}

void
digest_bytes_hex(const void *data, size_t len, char out[DIGEST_HEX_LEN + 1])
{
	struct sha256_ctx h;

	sha256_init(&h);
	if (len > 0)
		sha256_update(&h, len, (const uint8_t *)data);
	digest_finish_hex(&h, out);
}
