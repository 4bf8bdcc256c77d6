/*
 * fuzz_loader.c: libFuzzer harness for the loader (make fuzz).
 *
 * Feeds arbitrary bytes through the same path as `gpuplan check`: the
 * YAML tree builder with its limits, then the scenario binder against the
 * shipped catalog.  Seeds: the YAML test suite, scenarios/ and tests/bad/.
 * Any crash, leak, sanitizer report or timeout is a bug.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "input/catalog_load.h"
#include "input/scenario_load.h"
#include "input/yaml_tree.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct catalog *cat;

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct diag_list dl = { 0 };
	struct ydoc *doc = NULL;
	struct scenario *s;

	if (cat == NULL) {
		cat = catalog_load("catalog", NULL, &dl, NULL);
		diag_free(&dl);
		if (cat == NULL)
			abort();	/* run from the repository root */
	}
	if (ydoc_load_buffer("fuzz.yaml", (const char *)data, size, &doc,
	    &dl) == YLOAD_OK) {
		s = scenario_from_doc(doc, cat, &dl);
		scenario_free(s);
	}
	diag_sort(&dl);
	ydoc_free(doc);
	diag_free(&dl);
	return 0;
}
