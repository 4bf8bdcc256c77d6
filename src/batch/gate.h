/*
 * gate.h: `--fail-if EXPR` gates on build results, e.g.
 * "break_even_month>36", "capex>500000", "total.high>=1e6".
 *
 * EXPR is METRIC OP NUMBER.  METRIC is one of capex (money), gpus,
 * nodes, break_even_month and total (money: the own model's total), the
 * last two optionally with .low, .medium (default) or .high.  OP is one
 * of > >= < <= == !=.  A break-even of "never" counts as infinity.
 */
#ifndef GPUPLAN_GATE_H
#define GPUPLAN_GATE_H

#include <jansson.h>
#include <stddef.h>

struct gate {
	char	 metric[24];
	char	 level[8];		/* low | medium | high */
	char	 op[3];
	double	 value;
	char	 text[96];		/* as given */
};

/* Parse s into *g; returns NULL, or an error message (static). */
const char *gate_parse(const char *s, struct gate *g);

/*
 * Evaluate g on a summary entry.  Returns 1 if the gate fails (the
 * condition holds), 0 if it passes, -1 if the entry has no such value
 * (e.g. no recommendation).  *actual receives the value compared.
 */
int gate_eval(const struct gate *g, const json_t *entry, double *actual);

#endif
