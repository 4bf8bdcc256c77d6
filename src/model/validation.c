/*
 * validation.c: the lookup over the validation summary (validation.h);
 * the rows themselves are in the generated validation_data.c.
 */
#include "model/validation.h"

#include <string.h>

const char *const validation_models_names[] = { "dense", "moe", NULL };

/* validation.h */
const struct validation_row *
validation_find(const char *metric, enum validation_models models)
{
	size_t i;

	if (metric == NULL)
		return NULL;
	for (i = 0; i < n_validation_rows; i++)
		if (validation_rows[i].models == models &&
		    strcmp(validation_rows[i].metric, metric) == 0)
			return &validation_rows[i];
	return NULL;
}
