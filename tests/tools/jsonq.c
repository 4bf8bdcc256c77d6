/*
 * jsonq.c: a test helper.  `jsonq FILE` exits 0 if FILE is one valid JSON
 * document, 1 otherwise (with the parser's line and column);
 * `jsonq FILE PATH` prints the value at PATH (dot-separated keys, numeric
 * indexes), compact, or exits 1 if there is none.
 */
#define _POSIX_C_SOURCE 200809L
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main(int argc, char **argv)
{
	json_error_t err;
	json_t *root, *v;
	char *path, *tok, *save = NULL, *s;

	if (argc < 2) {
		fputs("usage: jsonq FILE [PATH]\n", stderr);
		return 2;
	}
	root = strcmp(argv[1], "-") == 0 ? json_loadf(stdin, 0, &err) :
	    json_load_file(argv[1], 0, &err);
	if (root == NULL) {
		fprintf(stderr, "%s:%d:%d: %s\n", argv[1], err.line,
		    err.column, err.text);
		return 1;
	}
	if (argc < 3) {
		json_decref(root);
		return 0;
	}
	path = strdup(argv[2]);
	v = root;
	for (tok = strtok_r(path, ".", &save); tok && v;
	    tok = strtok_r(NULL, ".", &save)) {
		if (json_is_array(v))
			v = json_array_get(v, (size_t)strtoul(tok, NULL, 10));
		else
			v = json_object_get(v, tok);
	}
	free(path);
	if (v == NULL) {
		json_decref(root);
		return 1;
	}
	if (json_is_string(v))
		puts(json_string_value(v));
	else {
		s = json_dumps(v, JSON_COMPACT | JSON_ENCODE_ANY |
		    JSON_PRESERVE_ORDER);
		puts(s);
		free(s);
	}
	json_decref(root);
	return 0;
}
