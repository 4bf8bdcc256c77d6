/*
 * ltext.c: a text in German and English (ltext.h).
 */
#include "model/ltext.h"
#include "model/scenario.h"

#include <stdlib.h>

/* See ltext.h. */
const char *
ltext_get(const struct ltext *t, int l)
{
	const char *want, *other;

	if (t == NULL)
		return NULL;
	want = l == LANG_DE ? t->de : t->en;
	other = l == LANG_DE ? t->en : t->de;
	return want != NULL ? want : other;
}

/* See ltext.h. */
void
ltext_free(struct ltext *t)
{
	if (t == NULL)
		return;
	free(t->de);
	free(t->en);
	t->de = t->en = NULL;
}
