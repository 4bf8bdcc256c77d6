/*
 * test_words_lang.c: a third language is a column and a template.
 *
 * This binary is built from every source with GPUPLAN_TEST_LANGUAGE
 * (Makefile), which adds the made-up language LANG_XX to enum language
 * and gives it a column of render/words_phrases.h generated from the
 * English one ("xx:" before each phrase, WORD_COLUMNS), in the phrase
 * table and in every table of words.c.  Nothing else in the C code knows
 * LANG_XX: the test shows that the whole view then speaks it (no value
 * is left "?", words.h's mark of a missing column), and that a template
 * written for it (made up here) renders the proposal.  Numbers and dates
 * fall back to the English format (render/format.c).
 */
#include "testutil.h"

#include <stdlib.h>

#include "engine/engine.h"
#include "model/result.h"
#include "render/template.h"
#include "render/view.h"
#include "render/words.h"

/* The value at a path of keys and array indices ("a.b.0.c"), or NULL. */
static const struct vt *
at(const struct vt *v, const char *path)
{
	char buf[256], *save = NULL, *tok;

	snprintf(buf, sizeof(buf), "%s", path);
	for (tok = strtok_r(buf, ".", &save); tok && v;
	    tok = strtok_r(NULL, ".", &save)) {
		if (v->kind == VT_LIST)
			v = vt_at(v, (size_t)atoi(tok));
		else
			v = vt_get(v, tok);
	}
	return v;
}

/* How many strings in the tree v are "?", what a words table gives for
 * a language it has no column for. */
static size_t
count_unknown(const struct vt *v)
{
	const struct vt *e;
	size_t n = 0;

	if (v->kind == VT_STRING)
		return strcmp(v->s, "?") == 0;
	for (e = v->first; e != NULL; e = e->next)
		n += count_unknown(e);
	return n;
}

/* Every phrase has a text in every language, the made-up one too. */
static void
test_every_column_complete(void **state)
{
	int k, l;

	(void)state;
	assert_int_equal(LANG__MAX, 3);
	for (l = 0; l < LANG__MAX; l++)
		for (k = 0; k < W__MAX; k++)
			if (strcmp(words_phrase((enum word_phrase)k,
			    (enum language)l), "?") == 0)
				fail_msg("phrase %d has no text in language %d",
				    k, l);
	assert_string_equal(words_phrase(W_GPU_PRICE, LANG_DE), "GPU-Preis");
	assert_string_equal(words_phrase(W_GPU_PRICE, LANG_EN), "GPU price");
	assert_string_equal(words_phrase(W_GPU_PRICE, LANG_XX),
	    "xx:GPU price");
}

/* An English example scenario, switched to the made-up language, gives
 * a view in that language and renders with the language's template. */
static void
test_made_up_language(void **state)
{
	/* the made-up language's template: a tiny proposal.xx.md */
	static const char tmpl[] =
	    "# {{title}}\n\n"
	    "{{#assumptions}}\n- {{item}}: {{value}} ({{source}})\n"
	    "{{/assumptions}}\n";
	struct catalog *c = test_catalog();
	struct diag_list dl = { 0 };
	struct scenario *sc = scenario_load("scenarios/dev-box.yaml", c, &dl,
	    NULL);
	struct strbuf md = STRBUF_INIT;
	struct template *t;
	struct result r;
	struct view vw;

	(void)state;
	assert_non_null(sc);
	assert_int_equal(sc->language, LANG_EN);
	assert_int_equal(engine_run(sc, c, &c->prices, &r, &dl), 1);
	sc->language = LANG_XX;
	view_build(&vw, &r, NULL);
	assert_string_equal(vt_str(at(vw.root,
	    "assumptions.0.item")), "xx:GPU price");
	assert_non_null(strstr(vt_str(at(vw.root,
	    "assumptions.1.value")), "xx: per node"));
	/* numbers are formatted, phrases with conversions filled in */
	assert_non_null(strstr(vt_str(at(vw.root,
	    "recommendation.layout")), "xx:one node with 2 xx:GPUs"));
	/* sentences, labels and the words tables speak it too */
	assert_non_null(strstr(vt_str(at(vw.root, "summary.verdict")),
	    "xx:"));
	assert_string_equal(vt_str(at(vw.root, "workloads.0.type")),
	    "xx:LLM inference");
	assert_true(strncmp(vt_str(at(vw.root, "checklist.0.text")),
	    "xx:POST", 7) == 0);
	assert_true(strncmp(vt_str(at(vw.root, "risks.0.text")),
	    "xx:Utilisation: ", 16) == 0);
	assert_int_equal(count_unknown(vw.root), 0);
	t = template_parse("proposal.xx.md", tmpl, sizeof(tmpl) - 1, &dl);
	assert_non_null(t);
	assert_true(template_check(t, vw.root, &dl));
	assert_true(template_render(t, vw.root, &md, &dl));
	assert_non_null(strstr(md.s, "- xx:GPU price: "));
	assert_non_null(strstr(md.s, "- xx:Horizon: 36xx: months ("));
	assert_int_equal(dl.n, 0);
	template_free(t);
	view_free(&vw);
	sb_free(&md);
	result_free(&r);
	scenario_free(sc);
	catalog_free(c);
	diag_free(&dl);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_column_complete),
		cmocka_unit_test(test_made_up_language),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
