/*
 * vendor_load.c: a vendor profile YAML file to struct vendor_profile (see
 * vendor_load.h), with the binding tables of bind.h, as the scenario
 * loader does.
 */
#include "input/vendor_load.h"
#include "input/vendor_tables.h"

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "input/bind.h"
#include "util/alloc.h"
#include "util/fsout.h"
#include "util/ttf_cmap.h"

/* Longest text of a support tier or a term, in characters: one line of
 * the terms table of the PDF at the body size. */
#define TERM_MAX_CHARS		120
/* Longest legal footer line, in characters: one line of the PDF footer
 * at its 7 pt size spans about 150 characters of A4's text width. */
#define LEGAL_MAX_CHARS		150

/* The profile as bound; logo and fonts as written (resolved later). */
struct vendor_in {
	int		 format;
	struct vendor_profile	 v;
	char		*logo;
	struct {
		char	*primary, *accent;
	} colors;
	struct {
		char	*regular, *bold;
	} fonts;
};

/*
 * Parse "#rrggbb" (exactly seven characters, hex digits either case)
 * into *out.  Returns 1 if s is such a colour, else 0.
 */
static int
parse_colour(const char *s, struct rgb8 *out)
{
	unsigned v[3];
	int i;

	if (strlen(s) != 7 || s[0] != '#')
		return 0;
	for (i = 1; i < 7; i++)
		if (!((s[i] >= '0' && s[i] <= '9') ||
		    (s[i] >= 'a' && s[i] <= 'f') || (s[i] >= 'A' && s[i] <= 'F')))
			return 0;
	if (sscanf(s + 1, "%2x%2x%2x", &v[0], &v[1], &v[2]) != 3)
		return 0;
	out->r = (unsigned char)v[0];
	out->g = (unsigned char)v[1];
	out->b = (unsigned char)v[2];
	return 1;
}

/* A colour key: a string that must read "#rrggbb" (D_BAD_COLOUR). */
static int
bind_colour(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct rgb8 c;

	if (!bind_string(ctx, n, t, f))
		return 0;
	if (!parse_colour(*(char **)((char *)t + f->off), &c)) {
		bind_report(ctx, n, D_BAD_COLOUR, "'%s' is '%.40s', not a colour "
		    "written as #rrggbb (e.g. \"#0b3d91\"; quote it, since # "
		    "starts a YAML comment)", ctx->path, n->str);
		return 0;
	}
	return 1;
}

/* legal: a list of at most VENDOR_MAX_LEGAL strings (char *[]). */
static int
bind_legal(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct vendor_profile *v = (struct vendor_profile *)((char *)t + f->off);
	struct field one = { f->key, bind_string, 0, 0, LEGAL_MAX_CHARS, 0,
	    NULL, 0, 0, NULL, NULL };
	size_t i, mark;
	int ok = 1;

	if (n->kind != YN_SEQ) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' is a list of footer "
		    "lines, e.g. [\"Muster GmbH, Sitz Hamburg\", \"Amtsgericht "
		    "Hamburg HRB 123456\"]", ctx->path);
		return 0;
	}
	if (n->n > VENDOR_MAX_LEGAL) {
		bind_report(ctx, n, D_OUT_OF_RANGE, "'%s' has %zu lines; the "
		    "page footer holds at most %d", ctx->path, n->n,
		    VENDOR_MAX_LEGAL);
		return 0;
	}
	for (i = 0; i < n->n; i++) {
		char *s = NULL;

		mark = bind_path_push(ctx, NULL, i);
		if (bind_string(ctx, n->items[i], &s, &one))
			v->legal[v->n_legal++] = s;
		else
			ok = 0;
		bind_path_pop(ctx, mark);
	}
	return ok;
}

static const struct field support_fields[] = {
	{ "name", bind_ltext, offsetof(struct support_tier, name), 0, TERM_MAX_CHARS, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "covers", bind_ltext, offsetof(struct support_tier, covers), 0, TERM_MAX_CHARS, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "response", bind_ltext, offsetof(struct support_tier, response), 0, TERM_MAX_CHARS, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	/* a support contract costs at most as much as the dearest
	 * scenario's capex bound (1e13) a year; 0 = included */
	{ "price_year", bind_number, offsetof(struct support_tier, price_year), 0, 1e9, 0, NULL, 0, 0, NULL, "a price per year must be 0 to 1,000,000,000" },
	{ "price_pct_year", bind_number, offsetof(struct support_tier, price_pct_year), 0, 100, F_PCT, NULL, 0, 0, NULL, "a share of the hardware must be 0 to 100 % a year" },
	FIELDS_END
};

/*
 * 1 if n is a sequence of at most max entries; else reports it at n
 * ("'PATH' is a list of SHAPE", "'PATH' has N UNIT; at most MAX fit
 * WHERE") and returns 0.
 */
static int
list_ok(struct bind_ctx *ctx, const struct ynode *n, size_t max,
    const char *shape, const char *unit, const char *where)
{
	if (n->kind != YN_SEQ) {
		bind_report(ctx, n, D_WRONG_TYPE, "'%s' is a list of %s",
		    ctx->path, shape);
		return 0;
	}
	if (n->n > max) {
		bind_report(ctx, n, D_OUT_OF_RANGE, "'%s' has %zu %s; at most "
		    "%zu fit %s", ctx->path, n->n, unit, max, where);
		return 0;
	}
	return 1;
}

/* terms.support: a list of tiers, each with exactly one price. */
static int
bind_support(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct vendor_terms *tm = (struct vendor_terms *)((char *)t + f->off);
	size_t i, mark;
	int ok = 1;

	if (!list_ok(ctx, n, VENDOR_MAX_SUPPORT, "support tiers, each {name, "
	    "covers, response, price_year or price_pct_year}", "tiers",
	    "the terms table"))
		return 0;
	tm->support = xcalloc(n->n ? n->n : 1, sizeof(*tm->support));
	for (i = 0; i < n->n; i++) {
		struct support_tier *s = &tm->support[tm->n_support++];
		int has_abs, has_pct;

		s->price_year = NAN;
		s->price_pct_year = NAN;
		mark = bind_path_push(ctx, NULL, i);
		if (!bind_map(ctx, n->items[i], support_fields, s, 0, NULL))
			ok = 0;
		else {
			has_abs = !isnan(s->price_year);
			has_pct = !isnan(s->price_pct_year);
			if (has_abs == has_pct) {
				bind_report(ctx, n->items[i], has_abs ?
				    D_INCONSISTENT : D_MISSING_KEY, "'%s' needs "
				    "exactly one of price_year (money a year) "
				    "and price_pct_year (%% of the hardware a "
				    "year)", ctx->path);
				ok = 0;
			}
		}
		bind_path_pop(ctx, mark);
	}
	return ok;
}

static const struct field optional_fields[] = {
	{ "name", bind_ltext, offsetof(struct optional_item, name), 0, TERM_MAX_CHARS, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "covers", bind_ltext, offsetof(struct optional_item, covers), 0, TERM_MAX_CHARS, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	/* the same bound as a support tier's price a year */
	{ "price", bind_number, offsetof(struct optional_item, price), 0, 1e9, F_REQUIRED, NULL, 0, 0, NULL, "a price must be 0 to 1,000,000,000" },
	{ "per", bind_word, offsetof(struct optional_item, per), 0, 0, F_REQUIRED, item_per_names, 0, 0, NULL, NULL },
	FIELDS_END
};

/* terms.optional: a list of optional items (extended warranty,
 * installation, training), each {name, covers, price, per}. */
static int
bind_optional(struct bind_ctx *ctx, const struct ynode *n, void *t,
    const struct field *f)
{
	struct vendor_terms *tm = (struct vendor_terms *)((char *)t + f->off);
	size_t i, mark;
	int ok = 1;

	if (!list_ok(ctx, n, VENDOR_MAX_OPTIONAL, "optional items, each "
	    "{name, covers, price, per: once, month or year}", "items",
	    "the table of optional items"))
		return 0;
	tm->optional = xcalloc(n->n ? n->n : 1, sizeof(*tm->optional));
	for (i = 0; i < n->n; i++) {
		struct optional_item *it = &tm->optional[tm->n_optional++];

		it->price = NAN;
		mark = bind_path_push(ctx, NULL, i);
		if (!bind_map(ctx, n->items[i], optional_fields, it, 0, NULL))
			ok = 0;
		bind_path_pop(ctx, mark);
	}
	return ok;
}

static const struct field contact_fields[] = {
	{ "name", bind_string, offsetof(struct vendor_contact, name), 0, TEXT_NAME_MAX_CHARS, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "role", bind_ltext, offsetof(struct vendor_contact, role), 0, TEXT_NAME_MAX_CHARS, 0, NULL, 0, 0, NULL, NULL },
	{ "phone", bind_string, offsetof(struct vendor_contact, phone), 0, 40, 0, NULL, 0, 0, NULL, NULL },
	{ "email", bind_string, offsetof(struct vendor_contact, email), 0, TEXT_NAME_MAX_CHARS, 0, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

static const struct field colors_fields[] = {
	{ "primary", bind_colour, offsetof(struct vendor_in, colors.primary), 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	{ "accent", bind_colour, offsetof(struct vendor_in, colors.accent), 0, 0, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

static const struct field fonts_fields[] = {
	{ "regular", bind_string, offsetof(struct vendor_in, fonts.regular), 0, 0, F_REQUIRED | F_NOT_SHOWN, NULL, 0, 0, NULL, NULL },
	{ "bold", bind_string, offsetof(struct vendor_in, fonts.bold), 0, 0, F_REQUIRED | F_NOT_SHOWN, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

static const struct field terms_fields[] = {
	/* an offer stands for a day to a year */
	{ "validity_days", bind_int, offsetof(struct vendor_terms, validity_days), 1, 366, 0, NULL, 0, 0, NULL, "an offer stands 1 to 366 days" },
	{ "payment", bind_ltext, offsetof(struct vendor_terms, payment), 0, TERM_MAX_CHARS, 0, NULL, 0, 0, NULL, NULL },
	{ "delivery", bind_ltext, offsetof(struct vendor_terms, delivery), 0, TERM_MAX_CHARS, 0, NULL, 0, 0, NULL, NULL },
	{ "warranty", bind_ltext, offsetof(struct vendor_terms, warranty), 0, TERM_MAX_CHARS, 0, NULL, 0, 0, NULL, NULL },
	{ "support", bind_support, 0, 0, 0, 0, NULL, 0, 0, NULL, NULL },
	{ "optional", bind_optional, 0, 0, 0, 0, NULL, 0, 0, NULL, NULL },
	FIELDS_END
};

#define V(k, fn, member, max, fl, sub) \
	{ k, fn, offsetof(struct vendor_in, member), 0, max, fl, NULL, 0, 0, sub, NULL }

static const struct field top_fields[] = {
	{ "gpuplan", bind_int, offsetof(struct vendor_in, format), -1e9, 1e9, F_REQUIRED, NULL, 0, 0, NULL, NULL },
	V("name", bind_string, v.name, TEXT_NAME_MAX_CHARS, F_REQUIRED, NULL),
	V("address", bind_string, v.address, TEXT_ADDRESS_MAX_CHARS, 0, NULL),
	V("contact", bind_sub, v.contact, 0, F_REQUIRED, contact_fields),
	V("web", bind_string, v.web, TEXT_NAME_MAX_CHARS, 0, NULL),
	V("logo", bind_string, logo, 0, F_NOT_SHOWN, NULL),
	{ "colors", bind_sub, 0, 0, 0, 0, NULL, 0, 0, colors_fields, NULL },
	{ "fonts", bind_sub, 0, 0, 0, 0, NULL, 0, 0, fonts_fields, NULL },
	V("legal", bind_legal, v, 0, 0, NULL),
	V("terms", bind_sub, v.terms, 0, 0, terms_fields),
	FIELDS_END
};

const struct vendor_tables *
vendor_tables(void)
{
	static const struct vendor_tables t = {
		top_fields, support_fields, bind_colour, bind_legal,
		bind_support, VENDOR_MAX_LEGAL, VENDOR_MAX_SUPPORT,
		LEGAL_MAX_CHARS, optional_fields, bind_optional,
		VENDOR_MAX_OPTIONAL
	};

	return &t;
}

char *
path_relative_to(const char *base_file, const char *rel)
{
	const char *slash = strrchr(base_file, '/');

	if (rel[0] == '/' || slash == NULL)
		return xstrdup(rel);
	return xasprintf("%.*s/%s", (int)(slash - base_file), base_file, rel);
}

/*
 * What kind of image the file at path is, by its first bytes: the PNG
 * signature (ISO/IEC 15948 5.2) or a JPEG's SOI marker FF D8 FF.  Returns
 * LOGO_NONE if it is neither or cannot be read (*readable then 0).
 */
static enum logo_kind
sniff_image(const char *path, int *readable)
{
	static const unsigned char png[8] = { 0x89, 'P', 'N', 'G', '\r', '\n',
	    0x1a, '\n' };
	unsigned char b[8];
	FILE *f;
	size_t n;

	*readable = 0;
	if (!path_is_regular(path) || (f = fopen(path, "rb")) == NULL)
		return LOGO_NONE;
	*readable = 1;
	n = fread(b, 1, sizeof(b), f);
	fclose(f);
	if (n == 8 && memcmp(b, png, 8) == 0)
		return LOGO_PNG;
	if (n >= 3 && b[0] == 0xff && b[1] == 0xd8 && b[2] == 0xff)
		return LOGO_JPEG;
	return LOGO_NONE;
}

/*
 * The characters a German proposal needs (Unicode code points): the euro
 * sign, the umlauts, sharp s, the German quotation marks and the en dash.
 */
static const uint32_t german_chars[] = {
	0x20AC, 0xE4, 0xF6, 0xFC, 0xC4, 0xD6, 0xDC, 0xDF, 0x201E, 0x201C,
	0x2013
};

/*
 * 1 if the font file at path is a TrueType font mapping german_chars[]
 * (util/ttf_cmap.h); otherwise report D_BAD_FONT at n (the fonts: key)
 * and return 0.
 */
static int
font_ok(struct bind_ctx *ctx, const struct ynode *n, const char *path)
{
	char why[160], ch[8];
	uint32_t miss = 0;
	size_t len;

	switch (ttf_check_file(path, german_chars, sizeof(german_chars) /
	    sizeof(german_chars[0]), &miss, why, sizeof(why))) {
	case TTF_OK:
		return 1;
	case TTF_MISSING:
		len = 0;	/* miss as UTF-8 (all are below U+10000) */
		if (miss < 0x80) {
			ch[len++] = (char)miss;
		} else if (miss < 0x800) {
			ch[len++] = (char)(0xC0 | miss >> 6);
			ch[len++] = (char)(0x80 | (miss & 0x3F));
		} else {
			ch[len++] = (char)(0xE0 | (miss >> 12 & 0x0F));
			ch[len++] = (char)(0x80 | (miss >> 6 & 0x3F));
			ch[len++] = (char)(0x80 | (miss & 0x3F));
		}
		ch[len] = '\0';
		bind_report(ctx, n, D_BAD_FONT, "the font '%s' has no glyph for "
		    "'%s' (U+%04lX); a German proposal needs \xe2\x82\xac, "
		    "\xc3\xa4 \xc3\xb6 \xc3\xbc \xc3\x84 \xc3\x96 "
		    "\xc3\x9c, \xc3\x9f, \xe2\x80\x9e \xe2\x80\x9c and "
		    "\xe2\x80\x93", path, ch, (unsigned long)miss);
		return 0;
	case TTF_IO:
		bind_report(ctx, n, D_BAD_FONT, "the font '%s' cannot be read: "
		    "%s", path, why);
		return 0;
	default:
		bind_report(ctx, n, D_BAD_FONT, "the font '%s' cannot be "
		    "embedded: %s", path, why);
		return 0;
	}
}

/* Check and resolve the logo, colours and fonts of in into in->v. */
static void
finish(struct bind_ctx *ctx, const struct ynode *root, struct vendor_in *in,
    const char *path)
{
	struct vendor_profile *v = &in->v;
	const struct ynode *n;
	int readable;

	if (in->logo != NULL && (n = ynode_get(root, "logo")) != NULL) {
		v->logo_path = path_relative_to(path, in->logo);
		v->logo_kind = sniff_image(v->logo_path, &readable);
		if (v->logo_kind == LOGO_NONE) {
			bind_report(ctx, n, D_BAD_LOGO, readable ? "the logo '%s' "
			    "is neither a PNG nor a JPEG file" : "the logo file "
			    "'%s' does not exist or cannot be read (a path is "
			    "relative to the profile's folder)", v->logo_path);
			free(v->logo_path);
			v->logo_path = NULL;
		}
	}
	if (in->colors.primary != NULL && in->colors.accent != NULL) {
		v->has_colors = parse_colour(in->colors.primary, &v->primary) &&
		    parse_colour(in->colors.accent, &v->accent);
	}
	if (in->fonts.regular != NULL && in->fonts.bold != NULL &&
	    (n = ynode_get(root, "fonts")) != NULL) {
		v->font_regular = path_relative_to(path, in->fonts.regular);
		v->font_bold = path_relative_to(path, in->fonts.bold);
		if (!path_is_regular(v->font_regular) ||
		    !path_is_regular(v->font_bold))
			bind_report(ctx, n, D_BAD_REFERENCE, "a font file ('%s' "
			    "or '%s') does not exist (a path is relative to "
			    "the profile's folder)", v->font_regular,
			    v->font_bold);
		else if (!font_ok(ctx, n, v->font_regular) ||
		    !font_ok(ctx, n, v->font_bold)) {
			free(v->font_regular);
			free(v->font_bold);
			v->font_regular = v->font_bold = NULL;
		}
	}
}

struct vendor_profile *
vendor_load(const char *path, struct diag_list *dl, enum yload_status *status)
{
	struct ydoc *doc = NULL;
	struct bind_ctx ctx;
	struct vendor_in in;
	struct vendor_profile *v = NULL;
	enum yload_status st = ydoc_load_file(path, &doc, dl);

	if (status != NULL)
		*status = st;
	if (st != YLOAD_OK)
		return NULL;
	memset(&ctx, 0, sizeof(ctx));
	memset(&in, 0, sizeof(in));
	ctx.doc = doc;
	ctx.dl = dl;
	if (doc->root == NULL || doc->root->kind != YN_MAP) {
		diag_add(dl, D_WRONG_TYPE, path, doc->text, doc->len,
		    doc->root ? doc->root->line : 0, doc->root ? doc->root->col :
		    0, "a vendor profile is a mapping starting with 'gpuplan: %d'",
		    VENDOR_FORMAT_VERSION);
		goto out;
	}
	(void)bind_map(&ctx, doc->root, top_fields, &in, 0, NULL);
	if (in.format != 0 && in.format != VENDOR_FORMAT_VERSION)
		bind_report(&ctx, ynode_get(doc->root, "gpuplan"),
		    D_BAD_VERSION, "vendor profile format %d is not supported; "
		    "this gpuplan reads format %d", in.format,
		    VENDOR_FORMAT_VERSION);
	finish(&ctx, doc->root, &in, path);
	v = xcalloc(1, sizeof(*v));
	*v = in.v;
	v->path = xstrdup(path);
	if (ctx.errors > 0) {
		vendor_free(v);
		v = NULL;
	}
out:
	free(in.logo);
	free(in.colors.primary);
	free(in.colors.accent);
	free(in.fonts.regular);
	free(in.fonts.bold);
	ydoc_free(doc);
	return v;
}

int
vendor_doc_is_profile(const struct ydoc *doc)
{
	return doc->root != NULL && doc->root->kind == YN_MAP &&
	    ynode_get(doc->root, "gpuplan") != NULL &&
	    ynode_get(doc->root, "name") != NULL &&
	    ynode_get(doc->root, "workloads") == NULL;
}
