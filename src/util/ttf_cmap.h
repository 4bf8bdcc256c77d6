/*
 * ttf_cmap.h: does a TrueType font file map given characters?  A small,
 * bounds-checked reader of the sfnt table directory and of the font's
 * Unicode `cmap` subtable (format 4 or 12), for the vendor profile's
 * fonts (input/vendor_load.c) before libharu embeds them.
 *
 * Format source: the OpenType specification 1.9 (Microsoft), chapters
 * "Font file" (table directory) and "cmap" (formats 4 and 12), the same
 * layout as Apple's TrueType Reference Manual.
 */
#ifndef GPUPLAN_UTIL_TTF_CMAP_H
#define GPUPLAN_UTIL_TTF_CMAP_H

#include <stddef.h>
#include <stdint.h>

/* Largest font file read, bytes (DejaVu Sans is 0.7 MB; CJK fonts
 * reach about 20 MB). */
#define TTF_MAX_BYTES	(64u << 20)

enum ttf_status {
	TTF_OK = 0,		/* every character is mapped */
	TTF_MISSING,		/* *missing is the first one that is not */
	TTF_NOT_TRUETYPE,	/* readable, but no TrueType font (why: msg) */
	TTF_CORRUPT,		/* truncated or inconsistent (why: msg) */
	TTF_IO			/* cannot be opened or read */
};

/*
 * Check that the TrueType font in bytes [buf, buf+len) maps each of the
 * n Unicode code points cps[] to a glyph other than .notdef.  Never
 * reads outside the buffer.  On TTF_MISSING, *missing is the first code
 * point without a glyph; on TTF_NOT_TRUETYPE and TTF_CORRUPT, msg (size
 * msgsz bytes, always NUL-terminated) says why in a short English
 * phrase.  Nothing is allocated.
 */
enum ttf_status ttf_check_buf(const unsigned char *buf, size_t len,
    const uint32_t *cps, size_t n, uint32_t *missing, char *msg,
    size_t msgsz);

/* ttf_check_buf() on the file at path (read whole, at most
 * TTF_MAX_BYTES; a larger file is TTF_NOT_TRUETYPE; one that cannot be
 * opened or read is TTF_IO with strerror's text in msg).  The buffer is
 * freed before return. */
enum ttf_status ttf_check_file(const char *path, const uint32_t *cps,
    size_t n, uint32_t *missing, char *msg, size_t msgsz);

#endif
