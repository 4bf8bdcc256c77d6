/*
 * chart_legend.c: the legend grid of a chart (see chart_priv.h): the
 * most columns that fit, colour groups kept together, then drawn.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/chart_priv.h"

/* Free the legend's texts and items; accepts a zeroed legend. */
void
chart_legend_free(struct legend *lg)
{
	size_t i;

	for (i = 0; i < lg->n; i++)
		free(lg->it[i].text);
	free(lg->it);
	memset(lg, 0, sizeof(*lg));
}

/* Width (pt) of legend item i without the column gap. */
static double
leg_item_w(const struct legend *lg, size_t i)
{
	return SWATCH + SWATCH_GAP + lg->it[i].tw;
}

/* Column and row of item i in a grid of `cols` columns and `rows` rows. */
static void
leg_cell(const struct legend *lg, size_t i, size_t cols, size_t rows,
    size_t *col, size_t *row)
{
	if (lg->colmajor) {
		*col = i / rows;
		*row = i % rows;
	} else {
		*col = i % cols;
		*row = i / cols;
	}
}

/*
 * Total width (pt) with `cols` columns (cols <= LEG_MAX_COLS) in the
 * current fill order; sets lg->cols, lg->rows, lg->colw.
 */
double
chart_legend_cols_w(struct legend *lg, size_t cols)
{
	double total = 0;
	size_t i, j, col, row, used = 0;

	lg->cols = cols;
	lg->rows = (lg->n + cols - 1) / cols;
	if (lg->colmajor && lg->group > 1) {
		/* whole groups per column */
		size_t groups = (lg->n + lg->group - 1) / lg->group;

		lg->rows = (groups + cols - 1) / cols * lg->group;
	}
	for (j = 0; j < cols; j++)
		lg->colw[j] = 0;
	for (i = 0; i < lg->n; i++) {
		leg_cell(lg, i, cols, lg->rows, &col, &row);
		lg->colw[col] = fmax(lg->colw[col], leg_item_w(lg, i));
		if (col + 1 > used)
			used = col + 1;
	}
	for (j = 0; j < used; j++)
		total += lg->colw[j];
	return used ? total + LEG_COL_GAP * (double)(used - 1) : 0;
}

/*
 * Arrange the legend in a grid within avail_w pt: the most columns that
 * fit.  With items in colour groups of `group` (4 models x 3 levels: 3),
 * a multiple of `group` columns is preferred, so that each row is one
 * colour; if none fits, the items run down the columns, whole groups in
 * each column.  Texts are shortened if one column does not fit.
 * Sets cols, rows, colmajor, colw, w and h.
 */
void
chart_legend_plan(struct legend *lg, double avail_w, size_t group)
{
	size_t cols, maxc = lg->n < LEG_MAX_COLS ? lg->n : LEG_MAX_COLS, i;
	int pass, found = 0;

	lg->cols = lg->rows = 0;
	lg->w = lg->h = 0;
	lg->group = group ? group : 1;
	if (lg->n == 0)
		return;
	for (pass = group > 1 ? 0 : 1; pass < 2 && !found; pass++) {
		lg->colmajor = pass == 1 && group > 1;
		for (cols = maxc; cols >= 1 && !found; cols--) {
			if (pass == 0 && cols % group != 0 && cols < lg->n)
				continue;
			found = chart_legend_cols_w(lg, cols) <= avail_w;
		}
	}
	if (!found) {
		double max_t = avail_w - SWATCH - SWATCH_GAP;

		for (i = 0; i < lg->n; i++) {
			char *t = chart_fit_text(lg->it[i].text, F_LEGEND, 0,
			    max_t);

			free(lg->it[i].text);
			lg->it[i].text = t;
			lg->it[i].tw = text_width(t, F_LEGEND, 0);
		}
	}
	lg->w = chart_legend_cols_w(lg, found ? lg->cols : 1);
	lg->h = LEG_ROW * (double)lg->rows;
}

/* Draw the legend planned by chart_legend_plan() with its top-left corner at
 * x,y (pt). */
void
chart_legend_draw(struct drawing *d, const struct legend *lg, double x,
    double y)
{
	size_t i, j, col, row;

	for (i = 0; i < lg->n; i++) {
		const struct leg_item *it = &lg->it[i];
		double cx = x, cy;

		leg_cell(lg, i, lg->cols, lg->rows, &col, &row);
		cy = y + LEG_ROW * (double)row + LEG_ROW / 2;
		for (j = 0; j < col; j++)
			cx += lg->colw[j] + LEG_COL_GAP;
		if (it->lw > 0)
			draw_line(d, cx, cy, cx + SWATCH, cy, it->color, it->lw,
			    it->dash);
		else
			draw_rect(d, cx + SWATCH - 12, cy - 4, 12, 8, -1,
			    it->color, 0);
		draw_text(d, cx + SWATCH + SWATCH_GAP, cy + MID * F_LEGEND,
		    it->text, F_LEGEND, 0, ANCHOR_START, 0, C_TEXT);
	}
}
