/*
 * words_phrases.c: the phrase table of words_phrases.h as an array
 * indexed [phrase][language], and its one look-up.
 */
#include "render/words.h"

#include <stddef.h>

#define WORD_PHRASE_ROW(key, de, en)	[W_##key] = WORD_COLUMNS(de, en),

static const char *const phrases[W__MAX][LANG__MAX] = {
	WORD_PHRASES(WORD_PHRASE_ROW)
};

#undef WORD_PHRASE_ROW

const char *
words_phrase(enum word_phrase k, enum language l)
{
	if ((int)k < 0 || k >= W__MAX || (int)l < 0 || l >= LANG__MAX ||
	    phrases[k][l] == NULL)
		return "?";
	return phrases[k][l];
}
