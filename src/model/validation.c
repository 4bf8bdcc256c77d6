/*
 * validation.c: the lookup over the validation summary (validation.h);
 * the rows themselves are in the generated validation_data.c.
 */
#include "model/validation.h"

#include <string.h>

const char *const validation_models_names[] = { "dense", "moe", NULL };

/* validation.h */
const struct validation_row *
validation_find(const char *metric, enum validation_models models,
    enum vendor vendor)
{
	size_t i;

	if (metric == NULL)
		return NULL;
	for (i = 0; i < n_validation_rows; i++)
		if (validation_rows[i].models == models &&
		    validation_rows[i].vendor == vendor &&
		    strcmp(validation_rows[i].metric, metric) == 0)
			return &validation_rows[i];
	return NULL;
}

/* validation.h */
int
validation_lean(const struct validation_row *v)
{
	if (v == NULL || v->cases < VAL_LEAN_MIN_CASES)
		return 0;
	if (3 * v->over >= 2 * v->cases)
		return 1;
	if (3 * (v->cases - v->over) >= 2 * v->cases)
		return -1;
	return 0;
}

/* validation.h */
const struct validation_row *
validation_pick(const char *metric, enum validation_models models,
    enum vendor vendor)
{
	const struct validation_row *v, *best = NULL;
	int m;

	if ((v = validation_find(metric, models, vendor)) != NULL)
		return v;
	for (m = 0; m < VENDOR__MAX; m++)
		if ((v = validation_find(metric, models, (enum vendor)m))
		    != NULL && (best == NULL || v->cases > best->cases))
			best = v;
	return best;
}
