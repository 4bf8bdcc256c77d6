/*
 * charts.h: the two charts of a proposal, from a result: the break-even
 * chart (cumulative cost per operating model and utilisation scenario,
 * break-even points marked) and the sensitivity tornado.  Both renderers
 * (SVG files beside the Markdown, vector graphics in the PDF) draw the
 * drawings made here, so they show the same thing.
 */
#ifndef GPUPLAN_CHARTS_H
#define GPUPLAN_CHARTS_H

#include "model/result.h"
#include "render/drawing.h"

/* Lay out both charts of r, w x h pt each, into *breakeven and *tornado
 * (zeroed or freed drawings; the caller frees them). */
void charts_build(const struct result *r, struct drawing *breakeven,
    struct drawing *tornado, double w, double h);

#endif
