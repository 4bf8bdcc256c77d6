/*
 * svg.h: write a drawing (render/drawing.h) as a standalone SVG 1.1
 * document, for the chart files next to the proposal and for HTML.
 */
#ifndef GPUPLAN_SVG_H
#define GPUPLAN_SVG_H

#include "render/drawing.h"
#include "util/strbuf.h"

/*
 * Append d to out as one SVG 1.1 document: the XML declaration, <svg>
 * with xmlns, width and height in pt and a viewBox in pt, <title> from
 * d->title (accessible name), then the primitives in paint order.  Text
 * is sanitised (invalid UTF-8 and control characters become '?') and
 * XML-escaped; numbers have at most 2 decimals, '.' whatever the locale;
 * a primitive with a non-finite coordinate or size is left out (a
 * polyline loses just that point), so "nan" never appears.  prim.dashed
 * takes enum chart_dash (render/chart.h).  The same drawing gives the
 * same bytes.
 */
void svg_write(const struct drawing *d, struct strbuf *out);

#endif
