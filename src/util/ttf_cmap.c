/*
 * ttf_cmap.c: the character check of a TrueType font (ttf_cmap.h).
 * Every read goes through rd16()/rd32() with an explicit bound, so a
 * truncated or lying table directory ends in TTF_CORRUPT, never outside
 * the buffer.  Offsets and lengths are bytes; big-endian as in the
 * OpenType specification 1.9.
 */
#include "util/ttf_cmap.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

/* A region of the file: bytes [p, p+len). */
struct span {
	const unsigned char	*p;
	size_t			 len;
};

/* Write a reason to msg (msgsz bytes, NUL-terminated); returns st. */
static enum ttf_status
why(enum ttf_status st, char *msg, size_t msgsz, const char *fmt, ...)
{
	va_list ap;

	if (msg != NULL && msgsz > 0) {
		va_start(ap, fmt);
		vsnprintf(msg, msgsz, fmt, ap);
		va_end(ap);
	}
	return st;
}

/* 1 if bytes [off, off+n) lie inside s. */
static int
has(struct span s, size_t off, size_t n)
{
	return off <= s.len && n <= s.len - off;
}

/* The big-endian 16-bit number at off (the caller checked has()). */
static uint32_t
rd16(struct span s, size_t off)
{
	return (uint32_t)s.p[off] << 8 | s.p[off + 1];
}

/* The big-endian 32-bit number at off (the caller checked has()). */
static uint32_t
rd32(struct span s, size_t off)
{
	return rd16(s, off) << 16 | rd16(s, off + 2);
}

/*
 * The table tag (4 ASCII letters) of font f as *t; 1 if found and
 * inside the file, 0 if absent, -1 if its record points outside.
 */
static int
table(struct span f, const char *tag, struct span *t)
{
	uint32_t n = rd16(f, 4), i;

	for (i = 0; i < n; i++) {
		size_t r = 12 + (size_t)i * 16;
		uint32_t off, len;

		if (memcmp(f.p + r, tag, 4) != 0)
			continue;
		off = rd32(f, r + 8);
		len = rd32(f, r + 12);
		if (!has(f, off, len))
			return -1;
		t->p = f.p + off;
		t->len = len;
		return 1;
	}
	return 0;
}

/* The glyph of code point c in format 4 subtable s (its checked length),
 * 0 if none; -1 if the subtable is inconsistent. */
static long
glyph4(struct span s, uint32_t c)
{
	uint32_t segx2, i;
	size_t ends = 14, starts, deltas, ranges;

	if (c > 0xFFFF)
		return 0;
	if (!has(s, 6, 2))
		return -1;
	segx2 = rd16(s, 6);
	if (segx2 == 0 || segx2 % 2 != 0)
		return -1;
	starts = ends + segx2 + 2;	/* past reservedPad */
	deltas = starts + segx2;
	ranges = deltas + segx2;
	if (!has(s, ranges, segx2))
		return -1;
	for (i = 0; i < segx2; i += 2) {
		uint32_t end = rd16(s, ends + i), start, ro;

		if (end < c)
			continue;
		start = rd16(s, starts + i);
		if (start > c)
			return 0;
		ro = rd16(s, ranges + i);
		if (ro == 0)
			return (long)((c + rd16(s, deltas + i)) & 0xFFFF);
		{
			/* glyphIdArray entry: idRangeOffset counts from
			 * its own place in the file */
			size_t at = ranges + i + ro + 2 * (size_t)(c - start);
			uint32_t g;

			if (!has(s, at, 2))
				return -1;
			g = rd16(s, at);
			return g == 0 ? 0 : (long)((g + rd16(s, deltas + i)) &
			    0xFFFF);
		}
	}
	return 0;
}

/* The glyph of c in format 12 subtable s, 0 if none, -1 if broken. */
static long
glyph12(struct span s, uint32_t c)
{
	uint32_t ng, i;

	if (!has(s, 12, 4))
		return -1;
	ng = rd32(s, 12);
	if (ng > (s.len - 16) / 12)
		return -1;
	for (i = 0; i < ng; i++) {
		size_t g = 16 + (size_t)i * 12;
		uint32_t a = rd32(s, g), b = rd32(s, g + 4);

		if (c >= a && c <= b)
			return (long)(rd32(s, g + 8) + (c - a));
	}
	return 0;
}

enum ttf_status
ttf_check_buf(const unsigned char *buf, size_t len, const uint32_t *cps,
    size_t n, uint32_t *missing, char *msg, size_t msgsz)
{
	struct span f = { buf, len }, cm, sub = { NULL, 0 }, t;
	uint32_t ver, nt, i, fmt = 0;
	int rank = 0;	/* of the subtable chosen: 2 full Unicode, 1 BMP */
	size_t k;

	if (msg != NULL && msgsz > 0)
		msg[0] = '\0';
	if (!has(f, 0, 12))
		return why(TTF_NOT_TRUETYPE, msg, msgsz, "the file is too "
		    "short for a font (%zu bytes)", len);
	ver = rd32(f, 0);
	if (ver == 0x4F54544Fu)		/* 'OTTO' */
		return why(TTF_NOT_TRUETYPE, msg, msgsz, "it is an OpenType "
		    "font with PostScript outlines (CFF), not TrueType");
	if (ver == 0x74746366u)		/* 'ttcf' */
		return why(TTF_NOT_TRUETYPE, msg, msgsz, "it is a font "
		    "collection (.ttc), not a single TrueType font");
	if (ver != 0x00010000u && ver != 0x74727565u)	/* 1.0, 'true' */
		return why(TTF_NOT_TRUETYPE, msg, msgsz, "it does not start "
		    "like a TrueType font (sfnt version 0x%08lx)",
		    (unsigned long)ver);
	nt = rd16(f, 4);
	if (nt == 0 || !has(f, 12, (size_t)nt * 16))
		return why(TTF_CORRUPT, msg, msgsz, "its table directory "
		    "(%lu tables) is cut short", (unsigned long)nt);
	if (table(f, "glyf", &t) != 1 || table(f, "loca", &t) != 1)
		return why(TTF_NOT_TRUETYPE, msg, msgsz, "it has no TrueType "
		    "outlines (glyf and loca tables)");
	switch (table(f, "cmap", &cm)) {
	case 0:
		return why(TTF_CORRUPT, msg, msgsz, "it has no cmap table");
	case -1:
		return why(TTF_CORRUPT, msg, msgsz, "its cmap table lies "
		    "outside the file");
	}
	if (!has(cm, 0, 4) || !has(cm, 4, (size_t)rd16(cm, 2) * 8))
		return why(TTF_CORRUPT, msg, msgsz, "its cmap table is cut "
		    "short");
	for (i = 0; i < rd16(cm, 2); i++) {
		size_t r = 4 + (size_t)i * 8;
		uint32_t plat = rd16(cm, r), enc = rd16(cm, r + 2);
		uint32_t off = rd32(cm, r + 4), sf, sl;
		int want;

		/* Unicode: platform 0 (any), or Windows (3) BMP 1 / full 10 */
		if (plat != 0 && !(plat == 3 && (enc == 1 || enc == 10)))
			continue;
		if (!has(cm, off, 8))
			return why(TTF_CORRUPT, msg, msgsz, "a cmap subtable "
			    "lies outside the table");
		sf = rd16(cm, off);
		if (sf == 4) {
			sl = rd16(cm, off + 2);
			want = 1;
		} else if (sf == 12) {
			sl = rd32(cm, off + 4);
			want = 2;
		} else {
			continue;
		}
		if (!has(cm, off, sl) || sl < 16)
			return why(TTF_CORRUPT, msg, msgsz, "a cmap subtable "
			    "(format %lu) is cut short", (unsigned long)sf);
		if (want > rank) {
			rank = want;
			fmt = sf;
			sub.p = cm.p + off;
			sub.len = sl;
		}
	}
	if (rank == 0)
		return why(TTF_NOT_TRUETYPE, msg, msgsz, "it has no Unicode "
		    "character map (cmap format 4 or 12)");
	for (k = 0; k < n; k++) {
		long g = fmt == 4 ? glyph4(sub, cps[k]) : glyph12(sub, cps[k]);

		if (g < 0)
			return why(TTF_CORRUPT, msg, msgsz, "its cmap subtable "
			    "(format %lu) is inconsistent", (unsigned long)fmt);
		if (g == 0) {
			if (missing != NULL)
				*missing = cps[k];
			return TTF_MISSING;
		}
	}
	return TTF_OK;
}

enum ttf_status
ttf_check_file(const char *path, const uint32_t *cps, size_t n,
    uint32_t *missing, char *msg, size_t msgsz)
{
	FILE *fp = fopen(path, "rb");
	unsigned char *buf;
	size_t len = 0, got;
	long size;
	enum ttf_status st;

	if (msg != NULL && msgsz > 0)
		msg[0] = '\0';
	if (fp == NULL)
		return why(TTF_IO, msg, msgsz, "%s", strerror(errno));
	if (fseek(fp, 0, SEEK_END) != 0 || (size = ftell(fp)) < 0 ||
	    fseek(fp, 0, SEEK_SET) != 0) {
		fclose(fp);
		return why(TTF_IO, msg, msgsz, "%s", strerror(errno));
	}
	if ((unsigned long)size > TTF_MAX_BYTES) {
		fclose(fp);
		return why(TTF_NOT_TRUETYPE, msg, msgsz, "the file is larger "
		    "than %u MiB", TTF_MAX_BYTES >> 20);
	}
	buf = xmalloc((size_t)size + 1);
	while (len < (size_t)size &&
	    (got = fread(buf + len, 1, (size_t)size - len, fp)) > 0)
		len += got;
	if (ferror(fp) || len != (size_t)size)
		st = why(TTF_IO, msg, msgsz, "the file cannot be read whole");
	else
		st = ttf_check_buf(buf, len, cps, n, missing, msg, msgsz);
	free(buf);
	fclose(fp);
	return st;
}
