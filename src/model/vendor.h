/*
 * vendor.h: the company that sends a proposal, as loaded from a vendor
 * profile (docs/vendor-format.md): its name, address, contact, brand
 * (logo, colours), legal footer lines and commercial terms.
 *
 * The loader (src/input/vendor_load.c) fills it; renderers only read
 * it.  Every string is UTF-8 checked for the proposal's fonts, except
 * the file paths.  The texts of contact role and terms are struct ltext:
 * German and English, read with ltext_get() in the proposal's language.  A proposal without a vendor profile is a sample
 * (struct result.vendor NULL).
 */
#ifndef GPUPLAN_VENDOR_H
#define GPUPLAN_VENDOR_H

#include <stddef.h>

#include "model/ltext.h"

/* At most this many legal footer lines and support tiers. */
#define VENDOR_MAX_LEGAL	6
#define VENDOR_MAX_SUPPORT	6
/* At most this many other optional items (terms.optional). */
#define VENDOR_MAX_OPTIONAL	8

enum logo_kind {
	LOGO_NONE,
	LOGO_PNG,
	LOGO_JPEG
};

/* A colour, 0..255 per channel (from "#rrggbb"). */
struct rgb8 {
	unsigned char	 r, g, b;
};

struct vendor_contact {
	char		*name;
	struct ltext	 role;			/* unset if not given */
	char		*phone;			/* NULL if not given */
	char		*email;			/* NULL if not given */
};

/* One support tier; exactly one of the two prices is set. */
struct support_tier {
	struct ltext	 name;
	struct ltext	 covers;		/* what it covers */
	struct ltext	 response;		/* response time, as written */
	double		 price_year;		/* money per year; NAN = not set */
	double		 price_pct_year;	/* % of the hardware per year; NAN = not set */
};

/* How often an optional item's price falls due. */
enum item_per {
	PER_ONCE,
	PER_MONTH,
	PER_YEAR,
	PER__MAX
};

extern const char *const item_per_names[];	/* "once", "month", "year" */

/* An optional item other than support (extended warranty, installation,
 * training): never part of a total. */
struct optional_item {
	struct ltext	 name;
	struct ltext	 covers;		/* what it covers */
	double		 price;			/* money per `per` */
	int		 per;			/* enum item_per */
};

struct vendor_terms {
	int		 validity_days;		/* days the offer stands; 0 = not given */
	struct ltext	 payment;		/* unset if not given */
	struct ltext	 delivery;		/* unset if not given */
	struct ltext	 warranty;		/* unset if not given */
	struct support_tier *support;
	size_t		 n_support;
	struct optional_item *optional;		/* terms.optional */
	size_t		 n_optional;
};

struct vendor_profile {
	char		*path;			/* the profile file */
	char		*name;
	char		*address;		/* NULL if not given */
	struct vendor_contact contact;
	char		*web;			/* NULL if not given */
	char		*logo_path;		/* resolved against the profile's
						 * folder; NULL = no logo */
	enum logo_kind	 logo_kind;
	struct rgb8	 primary;		/* headings, table rules */
	struct rgb8	 accent;		/* second chart series, marks */
	int		 has_colors;		/* 0: the built-in colours */
	char		*font_regular;		/* TrueType path, checked (D_BAD_FONT); embedded in the PDF */
	char		*font_bold;
	char		*legal[VENDOR_MAX_LEGAL];
	size_t		 n_legal;
	struct vendor_terms terms;
};

/* Free everything a vendor holds, and the vendor; accepts NULL. */
void vendor_free(struct vendor_profile *);

#endif
