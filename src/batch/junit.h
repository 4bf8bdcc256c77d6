/*
 * junit.h: JUnit XML test reports for CI (check and build
 * --format junit): one testsuite, one testcase per scenario file.
 */
#ifndef GPUPLAN_JUNIT_H
#define GPUPLAN_JUNIT_H

#include <stdio.h>

struct junit_case {
	const char	*name;		/* the scenario file */
	const char	*classname;	/* "gpuplan.check" / "gpuplan.build" */
	const char	*failure;	/* findings text, or NULL if it passed */
	const char	*message;	/* one line for the failure, or NULL */
};

/* Write the report of n cases to fp. */
void junit_write(FILE *fp, const char *suite, const struct junit_case *c,
    size_t n);

#endif
