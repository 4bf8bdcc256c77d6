/*
 * ltext.h: a text a customer reads, in German and English: a catalog
 * citation ("Herstellerliste, Stand Oktober 2026"), a vendor's payment
 * terms ("30 Tage netto" / "30 days net").  Written in a YAML file as a
 * plain string (the same in every language) or as {de: ..., en: ...}
 * (input/bind.h bind_ltext).
 */
#ifndef GPUPLAN_LTEXT_H
#define GPUPLAN_LTEXT_H

/* Both NULL when unset; a plain string fills both (two copies). */
struct ltext {
	char		*de;
	char		*en;
};

/* The text for language l (an enum language of model/scenario.h, an int
 * here so that scenario.h and catalog.h can both include this header):
 * German for LANG_DE, English for every other language; the other one
 * if that is missing; NULL if t is NULL or unset.  Borrowed from t. */
const char *ltext_get(const struct ltext *t, int l);

/* Free both texts and set them NULL; accepts NULL. */
void ltext_free(struct ltext *t);

#endif
