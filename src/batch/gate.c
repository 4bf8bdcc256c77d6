/*
 * gate.c: --fail-if expressions (see gate.h).
 */
#include "batch/gate.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "input/bind.h"

static const char *const metrics[] = { "capex", "gpus", "nodes",
    "break_even_month", "total", NULL };

const char *
gate_parse(const char *s, struct gate *g)
{
	const char *p = s, *opp;
	size_t n, i;
	char num[64];

	memset(g, 0, sizeof(*g));
	snprintf(g->text, sizeof(g->text), "%s", s);
	for (opp = p; *opp && strchr("<>=!", *opp) == NULL; opp++)
		;
	if (*opp == '\0')
		return "no comparison; write METRIC>NUMBER, e.g. "
		    "break_even_month>36";
	n = (size_t)(opp - p);
	while (n > 0 && p[n - 1] == ' ')
		n--;
	if (n == 0 || n >= sizeof(g->metric) + sizeof(g->level))
		return "no metric before the comparison";
	{
		char m[40];
		char *dot;

		memcpy(m, p, n);
		m[n] = '\0';
		dot = strchr(m, '.');
		snprintf(g->level, sizeof(g->level), "medium");
		if (dot != NULL) {
			*dot = '\0';
			if (strcmp(dot + 1, "low") && strcmp(dot + 1, "medium") &&
			    strcmp(dot + 1, "high"))
				return "the level after '.' is low, medium or "
				    "high";
			snprintf(g->level, sizeof(g->level), "%s", dot + 1);
		}
		for (i = 0; metrics[i]; i++)
			if (strcmp(m, metrics[i]) == 0)
				break;
		if (metrics[i] == NULL)
			return "unknown metric; use capex, gpus, nodes, "
			    "break_even_month or total";
		if (dot != NULL && strcmp(m, "break_even_month") &&
		    strcmp(m, "total"))
			return "only break_even_month and total take a level";
		memcpy(g->metric, m, strlen(m) + 1);	/* a known metric: fits */
	}
	n = strspn(opp, "<>=!");
	if (n == 0 || n > 2)
		return "unknown comparison; use > >= < <= == !=";
	memcpy(g->op, opp, n);
	g->op[n] = '\0';
	if (strcmp(g->op, ">") && strcmp(g->op, ">=") && strcmp(g->op, "<") &&
	    strcmp(g->op, "<=") && strcmp(g->op, "==") && strcmp(g->op, "!="))
		return "unknown comparison; use > >= < <= == !=";
	p = opp + n;
	while (*p == ' ')
		p++;
	snprintf(num, sizeof(num), "%s", p);
	if (!parse_number(num, 1, &g->value))
		return "the right-hand side is not a number";
	return NULL;
}

int
gate_eval(const struct gate *g, const json_t *e, double *actual)
{
	const json_t *rec = json_object_get(e, "recommendation");
	const json_t *v;
	double x;

	if (rec == NULL || json_is_null(rec))
		return -1;
	if (strcmp(g->metric, "capex") == 0)
		v = json_object_get(e, "capex");
	else if (strcmp(g->metric, "gpus") == 0)
		v = json_object_get(rec, "gpus");
	else if (strcmp(g->metric, "nodes") == 0)
		v = json_object_get(rec, "nodes");
	else if (strcmp(g->metric, "break_even_month") == 0)
		v = json_object_get(json_object_get(e, "break_even_month"),
		    g->level);
	else
		v = json_object_get(json_object_get(json_object_get(e,
		    "totals"), g->level), json_string_value(json_object_get(e,
		    "own_model")));
	if (v == NULL)
		return -1;
	x = json_is_null(v) ? INFINITY : json_number_value(v);
	*actual = x;
	if (strcmp(g->op, ">") == 0)
		return x > g->value;
	if (strcmp(g->op, ">=") == 0)
		return x >= g->value;
	if (strcmp(g->op, "<") == 0)
		return x < g->value;
	if (strcmp(g->op, "<=") == 0)
		return x <= g->value;
	if (strcmp(g->op, "==") == 0)
		return x == g->value;
	return x != g->value;
}
