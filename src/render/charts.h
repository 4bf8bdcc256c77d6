/*
 * charts.h: the two charts of a proposal, from a result: the break-even
 * figure (cumulative cost per operating model, medium utilisation on
 * top, low and high in small panels below, break-even points marked) and the sensitivity tornado.  Both renderers
 * (SVG files beside the Markdown, vector graphics in the PDF) draw the
 * drawings made here, so they show the same thing.
 */
#ifndef GPUPLAN_CHARTS_H
#define GPUPLAN_CHARTS_H

#include "model/result.h"
#include "render/drawing.h"

/*
 * Lay out both charts of r into *breakeven and *tornado (zeroed or freed
 * drawings; the caller frees them): the tornado w x h pt; the break-even
 * figure w x 1.5 h pt, the medium-utilisation chart w x h on top of the
 * low and high panels, w/2 x h/2 each, on one y axis (docs/charts.md).
 */
void charts_build(const struct result *r, struct drawing *breakeven,
    struct drawing *tornado, double w, double h);

#endif
