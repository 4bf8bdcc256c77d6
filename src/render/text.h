/*
 * text.h: the terminal report of `gpuplan show` (English, plain text).
 */
#ifndef GPUPLAN_RENDER_TEXT_H
#define GPUPLAN_RENDER_TEXT_H

#include "model/result.h"
#include "util/strbuf.h"

/* Append the report of r to out: recommendation with its reason, memory
 * and speed per workload, host, power, alternatives, TCO per utilisation
 * scenario and operating model, break-even, verdict, assumptions. */
void text_report(const struct result *r, struct strbuf *out);

#endif
