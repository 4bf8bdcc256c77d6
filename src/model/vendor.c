/*
 * vendor.c: freeing a vendor profile (see vendor.h).
 */
#include "model/vendor.h"

#include <stdlib.h>

const char *const item_per_names[] = { "once", "month", "year", NULL };

void
vendor_free(struct vendor_profile *v)
{
	size_t i;

	if (v == NULL)
		return;
	free(v->path);
	free(v->name);
	free(v->address);
	free(v->contact.name);
	ltext_free(&v->contact.role);
	free(v->contact.phone);
	free(v->contact.email);
	free(v->web);
	free(v->logo_path);
	free(v->font_regular);
	free(v->font_bold);
	for (i = 0; i < v->n_legal; i++)
		free(v->legal[i]);
	ltext_free(&v->terms.payment);
	ltext_free(&v->terms.delivery);
	ltext_free(&v->terms.warranty);
	for (i = 0; i < v->terms.n_support; i++) {
		ltext_free(&v->terms.support[i].name);
		ltext_free(&v->terms.support[i].covers);
		ltext_free(&v->terms.support[i].response);
	}
	free(v->terms.support);
	for (i = 0; i < v->terms.n_optional; i++) {
		ltext_free(&v->terms.optional[i].name);
		ltext_free(&v->terms.optional[i].covers);
	}
	free(v->terms.optional);
	free(v);
}
