/*
 * table.c: tables: column widths from the content, font shrinking,
 * cell wrapping, rows and the repeated header across pages.
 */
#include "render/pdf/pdf_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util/alloc.h"
#include "util/utf8.h"

/* Table layout: column widths, font size, line height; all pt. */
struct tlay {
	double	*w;			/* per column */
	double	*rh;			/* per row */
	double	 x, width;		/* left edge, total width */
	double	 size, lh;
	struct linev lines;		/* every cell's lines, cell by cell */
	size_t	*first;			/* cell i (row-major): lines
					 * first[i]..first[i + 1] */
};

/* Natural (one line per hard break) and minimal (longest word; a
 * right-aligned body cell, a number, does not wrap) widths of cell [a,b)
 * at size 1. */
static void
cell_widths(const struct pdf *d, const struct inl *t, size_t a, size_t b,
    unsigned extra, int right, double *nat, double *min)
{
	double line = 0, word = 0;
	size_t i;

	*nat = *min = 0;
	for (i = a; i <= b; i++) {
		if (i == b || t->txt[i] == '\n') {
			if (line > *nat)
				*nat = line;
			if (word > *min)
				*min = word;
			line = word = 0;
			continue;
		}
		if (pdf_brk(t, i)) {
			if (word > *min)
				*min = word;
			word = 0;
		} else {
			word += pdf_at_w(d, t, i, extra, 1);
		}
		line += pdf_at_w(d, t, i, extra, 1);
	}
	if (right)
		*min = *nat;
}

/* The least share of the width the text column keeps when the other
 * columns take their widest cell. */
#define TEXT_COL_SHARE	0.25
/* A left-aligned column whose widest cell takes at most this share of
 * the width never wraps (a name, "Mehr Reserve", "Anderer Hersteller"). */
#define SHORT_COL_SHARE	0.2
/* How much taller (factor) a table may get so that only its text column
 * wraps, or no number and no short name does (text_col_widths()). */
#define TEXT_COL_TALLER	1.25

/*
 * Column widths (pt, into w) when the natural widths nat (pt at size 1)
 * do not fit avail at size pt.  keep[c] is column c's widest body cell
 * on one line, or its header's longest word if that is wider.  (1) Every
 * column but the text column tc (the left-aligned column with the
 * widest cell) takes keep[c], and tc the rest, when that rest holds tc's
 * longest word (min[tc]), TEXT_COL_SHARE of avail and half the width of
 * every other left-aligned column (two long texts side by side share by
 * (2) instead): only tc wraps
 * (what tc does not need goes to the columns whose header wraps).
 * (2) Else the number columns (right-aligned) and the short left ones
 * (keep at most SHORT_COL_SHARE of avail) take keep[c], and the other
 * left columns, tc among them, each its longest word plus a share of
 * what is left in proportion to how much more it wants (shared[c] = 1
 * for those, 0 for the others).  which: 1 or 2, the rule to apply.
 * Returns 1 with w filled, 0 if it does not fit (w untouched).
 */
static int
text_col_widths(const struct block *b, int which, const double *nat,
    const double *min, const double *keep, double size, double pad,
    double avail, double *w, unsigned char *shared)
{
	size_t nc = b->ncols, c, tc = nc;
	double others = 0, fixed = 0, lmin = 0, lflex = 0, rest, widest = 0;
	double slack, want = 0;

	for (c = 0; c < nc; c++)
		if (b->align[c] != MD_ALIGN_RIGHT &&
		    (tc == nc || nat[c] > nat[tc]))
			tc = c;
	if (tc == nc)
		return 0;
	for (c = 0; c < nc; c++)
		if (c != tc) {
			others += keep[c] * size + pad;
			if (b->align[c] != MD_ALIGN_RIGHT)
				widest = fmax(widest, keep[c] * size + pad);
		}
	rest = avail - others;
	if (which == 1) {
		if (rest < fmax(fmax(min[tc] * size + pad, TEXT_COL_SHARE *
		    avail), widest / 2))
			return 0;
		/* what tc does not need goes to the columns whose header
		 * wraps, in proportion to how much more it wants */
		slack = rest - (nat[tc] * size + pad);
		for (c = 0; c < nc; c++)
			if (c != tc)
				want += (nat[c] - keep[c]) * size;
		for (c = 0; c < nc; c++)
			w[c] = c == tc ? rest : keep[c] * size + pad;
		if (slack > 0 && want > 0) {
			for (c = 0; c < nc; c++)
				w[c] = c == tc ? nat[tc] * size + pad :
				    keep[c] * size + pad + fmin(slack, want) *
				    (nat[c] - keep[c]) * size / want;
			if (slack > want)
				w[tc] += slack - want;
		}
		return 1;
	}
#define PINNED(c) ((c) != tc && (b->align[c] == MD_ALIGN_RIGHT || \
	keep[c] * size + pad <= SHORT_COL_SHARE * avail))
	for (c = 0; c < nc; c++) {
		if (PINNED(c)) {
			fixed += keep[c] * size + pad;
		} else {
			lmin += min[c] * size + pad;
			lflex += (nat[c] - min[c]) * size;
		}
	}
	rest = avail - fixed;
	if (rest < lmin)
		return 0;
	for (c = 0; c < nc; c++) {
		w[c] = PINNED(c) ? keep[c] * size + pad : min[c] * size + pad +
		    (lflex > 0 ? (rest - lmin) * (nat[c] - min[c]) * size /
		    lflex : 0);
		shared[c] = !PINNED(c);
	}
#undef PINNED
	if (lflex <= 0)		/* nothing wants more: tc takes the rest */
		w[tc] += rest - lmin;
	return 1;
}

/* Height (pt) of table b's rows with column widths w (pt) at size pt;
 * one[i] the one-line width at size 1 of cell i (row-major), or -1 for
 * a cell with a hard break; lv is scratch.  A cell whose one line fits
 * (by the full EPS less than pdf_wrap allows) is one line without being
 * wrapped: the same height, measured once (the width search calls this
 * up to twenty times per table). */
static double
rows_height(const struct pdf *d, const struct block *b, double size,
    const double *w, double pad, const double *one, struct linev *lv)
{
	size_t r, c;
	double h = 0;

	for (r = 0; r < b->nrows; r++) {
		size_t most = 1;

		for (c = 0; c < b->ncols; c++) {
			const struct cell *ce = &b->cells[r * b->ncols + c];
			double o = one[r * b->ncols + c];

			if (o >= 0 && o * size <= w[c] - pad)
				continue;
			lv->n = 0;
			pdf_wrap(d, &b->t, ce->a, ce->b, size, r < b->nhead ?
			    ST_BOLD : 0, w[c] - pad, lv);
			if (lv->n > most)
				most = lv->n;
		}
		h += (double)most * size * TABLE_LH + 2 * CELL_PAD_Y;
	}
	return h;
}

/* Splits of the width two shared columns have, tried by balance_two(). */
#define BALANCE_STEPS	16

/*
 * When rule (2) left exactly two columns sharing their width (shared),
 * move width between them in BALANCE_STEPS steps (each keeps its
 * longest word, min[] at size 1) to the split that makes the table
 * least tall; w (pt) is changed only for a strictly lower table.  one
 * as rows_height; lv is scratch.  Returns the table's height (pt) with w.
 */
static double
balance_two(const struct pdf *d, const struct block *b, double size,
    double pad, const double *min, const unsigned char *shared, double *w,
    const double *one, struct linev *lv)
{
	size_t nc = b->ncols, c, a = nc, z = nc;
	double best = rows_height(d, b, size, w, pad, one, lv), lo_a, lo_z,
	    sum, h;
	double wa, wz;
	int k;

	for (c = 0; c < nc; c++)
		if (shared[c]) {
			if (a == nc)
				a = c;
			else if (z == nc)
				z = c;
			else
				return best;	/* three or more: as rule (2) says */
		}
	if (z == nc)
		return best;
	lo_a = min[a] * size + pad;
	lo_z = min[z] * size + pad;
	sum = w[a] + w[z];
	if (sum <= lo_a + lo_z)
		return best;
	wa = w[a];
	wz = w[z];
	for (k = 0; k <= BALANCE_STEPS; k++) {
		w[a] = lo_a + (sum - lo_a - lo_z) * k / BALANCE_STEPS;
		w[z] = sum - w[a];
		h = rows_height(d, b, size, w, pad, one, lv);
		if (h < best - EPS) {
			best = h;
			wa = w[a];
			wz = w[z];
		}
	}
	w[a] = wa;
	w[z] = wz;
	return best;
}

/*
 * Lay table b out at width avail: the font size (9 pt; down to 8 pt if
 * that saves wrapping any cell; else down to 7 pt until the minimal
 * widths fit), column widths from the content (the natural widths when
 * they fit, stretched to the full width; else the first of
 * text_col_widths()'s rule (1), only the text column wraps, its rule
 * (2), numbers and short names kept whole, and the minimal widths plus
 * a share of the rest in proportion to how much more each column wants,
 * that makes the table at most TEXT_COL_TALLER taller than the least
 * tall of them), and each row's height with its cells wrapped.
 */
static void
table_layout(struct pdf *d, const struct block *b, double x, double avail,
    struct tlay *L)
{
	size_t nc = b->ncols, r, c;
	double *nat = xcalloc(nc, sizeof(double));
	double *min = xcalloc(nc, sizeof(double));
	double *keep = xcalloc(nc, sizeof(double));
	double pad = 2 * CELL_PAD_X, snat = 0, smin = 0, flex = 0;
	double *one = xcalloc(b->nrows * nc + 1, sizeof(double));

	L->w = xcalloc(nc, sizeof(double));
	L->rh = xcalloc(b->nrows, sizeof(double));
	L->x = x;
	for (r = 0; r < b->nrows; r++)
		for (c = 0; c < nc; c++) {
			const struct cell *ce = &b->cells[r * nc + c];
			double cn, cm;

			cell_widths(d, &b->t, ce->a, ce->b, r < b->nhead ?
			    ST_BOLD : 0, r >= b->nhead &&
			    b->align[c] == MD_ALIGN_RIGHT, &cn, &cm);
			one[r * nc + c] = memchr(b->t.txt + ce->a, '\n',
			    ce->b - ce->a) != NULL ? -1 : cn;
			if (cn > nat[c])
				nat[c] = cn;
			if (cm > min[c])
				min[c] = cm;
			if ((r < b->nhead ? cm : cn) > keep[c])
				keep[c] = r < b->nhead ? cm : cn;
		}
	for (L->size = TABLE_SIZE; L->size > TABLE_NOWRAP_SIZE - EPS;
	    L->size -= 0.5) {
		for (snat = 0, c = 0; c < nc; c++)
			snat += nat[c] * L->size + pad;
		if (snat <= avail)
			break;
	}
	if (snat > avail)
		for (L->size = TABLE_SIZE; L->size > TABLE_MIN_SIZE;
		    L->size -= 0.5) {
			for (smin = 0, c = 0; c < nc; c++)
				smin += min[c] * L->size + pad;
			if (smin <= avail)
				break;
		}
	snat = 0;
	for (smin = 0, c = 0; c < nc; c++) {
		snat += nat[c] * L->size + pad;
		smin += min[c] * L->size + pad;
		flex += (nat[c] - min[c]) * L->size;
	}
	for (c = 0; c < nc; c++) {
		if (snat <= avail)
			L->w[c] = (nat[c] * L->size + pad) * avail / snat;
		else if (smin >= avail || flex <= 0)
			L->w[c] = (min[c] * L->size + pad) * avail / smin;
		else
			L->w[c] = min[c] * L->size + pad + (avail - smin) *
			    (nat[c] - min[c]) * L->size / flex;
	}
	if (snat > avail) {
		/* rule (1) of text_col_widths(), else its rule (2), else the
		 * rule above: the first that makes the table at most
		 * TEXT_COL_TALLER taller than the least tall of the three */
		double *w1 = xcalloc(nc, sizeof(double));
		double *w2 = xcalloc(nc, sizeof(double));
		unsigned char *shared = xcalloc(nc, 1);
		double h0, h1 = HUGE_VAL, h2 = HUGE_VAL, best;
		struct linev lv = { 0 };

		h0 = rows_height(d, b, L->size, L->w, pad, one, &lv);
		if (text_col_widths(b, 1, nat, min, keep, L->size, pad, avail,
		    w1, shared))
			h1 = rows_height(d, b, L->size, w1, pad, one, &lv);
		if (text_col_widths(b, 2, nat, min, keep, L->size, pad, avail,
		    w2, shared))
			h2 = balance_two(d, b, L->size, pad, min, shared, w2,
			    one, &lv);
		best = fmin(h0, fmin(h1, h2));
		if (h1 <= TEXT_COL_TALLER * best + EPS)
			memcpy(L->w, w1, nc * sizeof(double));
		else if (h2 <= TEXT_COL_TALLER * best + EPS)
			memcpy(L->w, w2, nc * sizeof(double));
		free(w1);
		free(w2);
		free(shared);
		free(lv.v);
	}
	L->width = avail;
	L->lh = L->size * TABLE_LH;
	L->first = xcalloc(b->nrows * nc + 1, sizeof(size_t));
	for (r = 0; r < b->nrows; r++) {
		size_t most = 1, i;

		for (c = 0; c < nc; c++) {
			const struct cell *ce = &b->cells[r * nc + c];

			i = r * nc + c;
			L->first[i] = L->lines.n;
			pdf_wrap(d, &b->t, ce->a, ce->b, L->size, r < b->nhead ?
			    ST_BOLD : 0, L->w[c] - pad, &L->lines);
			if (L->lines.n - L->first[i] > most)
				most = L->lines.n - L->first[i];
			L->first[i + 1] = L->lines.n;
		}
		L->rh[r] = (double)most * L->lh + 2 * CELL_PAD_Y;
	}
	free(one);
	free(nat);
	free(min);
	free(keep);
}

/* Draw row r of table b at d->y and move below it. */
static void
table_row(struct pdf *d, const struct block *b, const struct tlay *L,
    size_t r, int zebra)
{
	size_t c, j;
	double x = L->x;
	unsigned extra = r < b->nhead ? ST_BOLD : 0;

	if (r < b->nhead)
		pdf_fill_rect(d, L->x, d->y, L->width, L->rh[r], C_HEAD_BG);
	else if (zebra)
		pdf_fill_rect(d, L->x, d->y, L->width, L->rh[r], C_ZEBRA);
	for (c = 0; c < b->ncols; c++) {
		size_t i = r * b->ncols + c, n = L->first[i + 1] - L->first[i];
		double inner = L->w[c] - 2 * CELL_PAD_X;
		double dy = 0;

		if (r < b->nhead)	/* header cells sit on the rule below */
			dy = L->rh[r] - 2 * CELL_PAD_Y - (double)n * L->lh;
		for (j = 0; j < n; j++) {
			const struct line *ln = &L->lines.v[L->first[i] + j];
			double lx = x + CELL_PAD_X;

			if (b->align[c] == MD_ALIGN_RIGHT)
				lx += inner - ln->w;
			else if (b->align[c] == MD_ALIGN_CENTER)
				lx += (inner - ln->w) / 2;
			pdf_draw_span(d, &b->t, ln->a, ln->b, lx, d->y + CELL_PAD_Y + dy +
			    (double)j * L->lh + pdf_baseline(L->lh, L->size),
			    L->size, extra, pdf_colour_of(b));
		}
		x += L->w[c];
	}
	d->y += L->rh[r];
}

/* The header rows of a table, with the rules above and below. */
static void
table_head(struct pdf *d, const struct block *b, const struct tlay *L)
{
	size_t r;
	double top = d->y;

	for (r = 0; r < b->nhead && r < b->nrows; r++)
		table_row(d, b, L, r, 0);
	pdf_hrule(d, L->x, L->x + L->width, top, 0.8, d->c_rule);
	if (b->nhead > 0)
		pdf_hrule(d, L->x, L->x + L->width, d->y, 0.6, d->c_rule);
}

/* Free the arrays of L. */
static void
tlay_free(struct tlay *L)
{
	free(L->w);
	free(L->rh);
	free(L->lines.v);
	free(L->first);
}

void
pdf_table_cache_free(struct pdf *d)
{
	if (d->tcache != NULL)
		tlay_free(d->tcache);
	free(d->tcache);
	d->tcache = NULL;
	d->tcache_b = NULL;
}

/* Table b laid out at its place's width: from the cache when b was the
 * last table laid out (the layout depends on b and the fonts only),
 * else computed and kept there.  Owned by d. */
static const struct tlay *
table_layout_of(struct pdf *d, const struct block *b)
{
	if (d->tcache_b == b)
		return d->tcache;
	pdf_table_cache_free(d);
	d->tcache = xcalloc(1, sizeof(*d->tcache));
	table_layout(d, b, pdf_left_of(b), BODY_R - pdf_left_of(b),
	    d->tcache);
	d->tcache_b = b;
	return d->tcache;
}

/* See pdf_int.h: the header rows and the first body row, pt. */
double
pdf_table_head_h(struct pdf *d, const struct block *b)
{
	const struct tlay *L;
	double h = 0;
	size_t r;

	if (b->ncols == 0 || b->nrows == 0)
		return 0;
	L = table_layout_of(d, b);
	for (r = 0; r < b->nhead + 1 && r < b->nrows; r++)
		h += L->rh[r];
	return h;
}

/* A table: header repeated on every page it runs over. */
void
pdf_place_table(struct pdf *d, const struct block *b)
{
	struct tlay L = { 0 };
	double hh = 0, top;
	size_t r, nbody = 0;

	pdf_gap(d, b->before);
	if (b->ncols == 0 || b->nrows == 0)
		goto out;
	/* take the layout out of the cache: placing owns it from here */
	L = *table_layout_of(d, b);
	free(d->tcache);
	d->tcache = NULL;
	d->tcache_b = NULL;
	for (r = 0; r < b->nhead && r < b->nrows; r++)
		hh += L.rh[r];
	pdf_ensure(d, hh + (b->nhead < b->nrows ? L.rh[b->nhead] : 0));
	top = d->y;
	table_head(d, b, &L);
	for (r = b->nhead; r < b->nrows; r++) {
		if (d->y + L.rh[r] > BODY_BOTTOM + EPS && nbody > 0) {
			pdf_hrule(d, L.x, L.x + L.width, d->y, 0.8, d->c_rule);
			pdf_quote_bars(d, b, top, d->y);
			pdf_new_page(d);
			top = d->y;
			table_head(d, b, &L);
			nbody = 0;
		} else if (nbody > 0) {
			pdf_hrule(d, L.x, L.x + L.width, d->y, 0.25, C_RULE_LIGHT);
		}
		table_row(d, b, &L, r, (r - b->nhead) % 2 == 1);
		nbody++;
	}
	pdf_hrule(d, L.x, L.x + L.width, d->y, 0.8, d->c_rule);
	pdf_quote_bars(d, b, top, d->y);
	d->at_top = 0;
out:
	tlay_free(&L);
	d->after = b->after;
}
