/*
 * sizing_infeasible.c: the findings when no system fits: what each workload
 * and the closest systems miss, in words
 * (see sizing.h, sizing_parts.h and docs/sizing.md).
 */
#include "engine/sizing.h"
#include "engine/sizing_parts.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/host.h"
#include "engine/memory.h"
#include "engine/speed.h"
#include "util/alloc.h"

/* ---- messages ---- */

/* v with thousands separators and dec decimals, into buf. */
const char *
sizing_fmt_num(char *buf, size_t n, double v, int dec)
{
	char tmp[64], *dot;
	size_t len, i, o = 0, lead;

	if (!isfinite(v)) {
		snprintf(buf, n, "%s", isnan(v) ? "n/a" : "unbounded");
		return buf;
	}
	snprintf(tmp, sizeof(tmp), "%.*f", dec, fabs(v));
	dot = strchr(tmp, '.');
	len = dot ? (size_t)(dot - tmp) : strlen(tmp);
	if (v < 0 && o + 1 < n)
		buf[o++] = '-';
	lead = len % 3 ? len % 3 : 3;
	for (i = 0; i < len && o + 1 < n; i++) {
		if (i > 0 && (i - lead) % 3 == 0 && i >= lead && o + 2 < n)
			buf[o++] = ',';
		buf[o++] = tmp[i];
	}
	for (i = len; tmp[i] && o + 1 < n; i++)
		buf[o++] = tmp[i];
	buf[o] = '\0';
	return buf;
}

/* "'name' (model at precision)" or "'name'". */
static void
wl_label(const struct workload *w, char *buf, size_t n)
{
	if ((w->type == WL_LLM_INFERENCE || w->type == WL_LLM_FINETUNE ||
	    w->type == WL_LLM_PRETRAIN) && w->has_model)
		snprintf(buf, n, "'%s' (%s at %s)", w->name, w->model.id[0] ?
		    w->model.id : "inline model", w->type == WL_LLM_FINETUNE &&
		    w->method == FT_QLORA ? "nf4" : precision_names[w->precision]);
	else
		snprintf(buf, n, "'%s'", w->name);
}

/* "192 GiB (185.5 GB usable)": g's datasheet memory and the bytes a
 * workload may fill on it, usable_b (B), into buf. */
static const char *
cap_text(char *buf, size_t n, const struct gpu *g, double usable_b)
{
	char a[32], b[32];

	snprintf(buf, n, "%s %s (%s GB usable)", sizing_fmt_num(a, sizeof(a),
	    g->memory_gb, 0), mem_unit_names[g->memory_unit],
	    sizing_fmt_num(b, sizeof(b), usable_b / 1e9, 1));
	return buf;
}

/* See sizing_parts.h. */
void
sizing_describe_workload(const struct workload *w,
    const struct workload_result *r,
    const struct gpu *g, int avail, double headroom_pct, char *buf,
    size_t n)
{
	char lab[200], a[32], b[32], c[80];

	wl_label(w, lab, sizeof(lab));
	if (r->crowded) {
		/* its own constraint holds: the jobs do not pack */
		snprintf(buf, n, "%s needs %d GPUs of its own, which do not "
		    "fit beside the other workloads (workloads do not share "
		    "GPUs; a job stays inside one node): give more GPUs or "
		    "fewer workloads", lab, r->gpus_needed);
		return;
	}
	switch (r->failed) {
	case CON_MEMORY:
		cap_text(c, sizeof(c), g, r->mem_usable_b > 0 ?
		    r->mem_usable_b : gpu_memory_bytes(g));
		if (w->type == WL_LLM_FINETUNE || w->type == WL_LLM_PRETRAIN) {
			const char *more = offload_names[r->offload_fits];
			/* the activations stop shrinking at the widest split */
			const char *give = r->more_gpus_fit ? "give more GPUs" :
			    "give GPUs with more memory (more GPUs would not "
			    "help: the activations per GPU stay)";
			char head[600];

			char tp[64] = "";

			if (r->tensor_parallel > 1)
				snprintf(tp, sizeof(tp), " (each layer split "
				    "over %d of them)", r->tensor_parallel);
			snprintf(head, sizeof(head), "%s needs %s GB per GPU "
			    "on %d x %s%s, which have %s each", lab,
			    sizing_fmt_num(a, sizeof(a), r->mem.per_gpu / 1e9,
			    0), avail, g->id, tp, c);
			/* the remedy memory_remedy() found, if any */
			if (r->offload_needed && r->recompute_needed)
				snprintf(buf, n, "%s: it fits with activation "
				    "recomputation and offloading to CPU "
				    "memory (the workload keys checkpointing: "
				    "true and offload: %s)", head, more);
			else if (r->offload_needed)
				snprintf(buf, n, "%s: it does not fit without "
				    "offloading to CPU memory (ZeRO-Offload: the "
				    "workload key offload: %s)", head, more);
			else if (r->recompute_needed)
				snprintf(buf, n, "%s: it fits with activation "
				    "recomputation (the workload key "
				    "checkpointing: true), not without", head);
			else if (w->offload == OFFLOAD_OPTIMIZER_PARAMS &&
			    w->checkpointing)
				snprintf(buf, n, "%s, even with the optimizer "
				    "and the weights in host RAM (offload: "
				    "optimizer+params): %s", head, give);
			else if (w->checkpointing)
				snprintf(buf, n, "%s; offloading to CPU memory "
				    "would not make it fit: %s", head, give);
			else
				snprintf(buf, n, "%s; neither offloading to "
				    "CPU memory nor activation recomputation "
				    "would make it fit: %s", head, give);
		}
		else if (w->type == WL_VISION_INFERENCE ||
		    w->type == WL_EMBEDDINGS)
			snprintf(buf, n, "%s needs %s GB per GPU; %s has %s",
			    lab, sizing_fmt_num(a, sizeof(a),
			    r->mem.per_gpu / 1e9, 1), g->id, c);
		else
			snprintf(buf, n, "%s needs %s GB of GPU memory; %d x %s "
			    "= %s GB usable", lab, sizing_fmt_num(a, sizeof(a),
			    r->mem.total / 1e9, 0), avail, c,
			    sizing_fmt_num(b, sizeof(b), avail *
			    (r->mem_usable_b > 0 ? r->mem_usable_b :
			    gpu_memory_bytes(g)) / 1e9, 0));
		break;
	case CON_BANDWIDTH:
	case CON_COMPUTE:
		if (w->type == WL_LLM_INFERENCE && w->ttft_s > 0 &&
		    r->ttft_s > w->ttft_s)
			snprintf(buf, n, "%s: time to first token of a %s-token "
			    "prompt is %.2f s on %s; ttft_s is %g s", lab,
			    sizing_fmt_num(a, sizeof(a), w->prompt_tokens, 0),
			    r->ttft_s,
			    g->id, w->ttft_s);
		else if (w->type == WL_LLM_INFERENCE) {
			char at[80] = "";

			/* the rate where it failed: one sequence, or the
			 * pinned system's share of them per model copy */
			if (r->rate_batch > 1)
				snprintf(at, sizeof(at), " with %s sequences "
				    "per model copy", sizing_fmt_num(a,
				    sizeof(a), r->rate_batch, 0));
			if (headroom_pct > 0)
				snprintf(buf, n, "%s needs %g tokens/s per "
				    "sequence, %.1f with the %g %% throughput "
				    "headroom (constraints.throughput_headroom_pct)"
				    "; %s reaches %.1f%s (%g TB/s memory "
				    "bandwidth): lower the rate or the headroom, "
				    "or choose a lower precision", lab,
				    w->output_tokens_per_s,
				    workload_planned_rate(w, headroom_pct),
				    headroom_pct,
				    g->id, r->tokens_per_s_per_seq, at,
				    g->bandwidth_tbs);
			else
				snprintf(buf, n, "%s needs %g tokens/s per "
				    "sequence; %s reaches %.1f%s (%g TB/s memory "
				    "bandwidth): lower the rate or choose a lower "
				    "precision", lab, w->output_tokens_per_s,
				    g->id, r->tokens_per_s_per_seq, at,
				    g->bandwidth_tbs);
		}
		else if (w->type == WL_VISION_INFERENCE)
			snprintf(buf, n, "%s needs %s images/s; %d x %s give %s",
			    lab, sizing_fmt_num(a, sizeof(a), w->images_per_s,
			    0), avail,
			    g->id, sizing_fmt_num(b, sizeof(b), r->images_per_s,
			    0));
		else
			snprintf(buf, n, "%s: not enough compute on %s", lab,
			    g->id);
		break;
	case CON_LATENCY:
		snprintf(buf, n, "%s needs %g ms per image; %s takes %.2f ms "
		    "at batch 1", lab, w->latency_ms, g->id, r->latency_ms);
		break;
	case CON_FP64:
		if (speed_fp64_cut(g))
			snprintf(buf, n, "%s needs FP64 (%g TFLOPS sustained); "
			    "%s has its FP64 cut (%g TFLOPS peak)", lab,
			    w->fp64_tflops, g->id, g->tflops.fp64);
		else
			snprintf(buf, n, "%s needs %g FP64 TFLOPS sustained; %d x "
			    "%s give %.1f", lab, w->fp64_tflops, avail, g->id,
			    r->fp64_tflops);
		break;
	case CON_DEADLINE:
		snprintf(buf, n, "%s: one run takes %s h on %d x %s; the "
		    "deadline is %g h", lab, sizing_fmt_num(a, sizeof(a),
		    r->run_hours, 1), avail, g->id, w->deadline_hours);
		break;
	case CON_MONTH:
		if (w->type == WL_EMBEDDINGS)
			snprintf(buf, n, "%s: one month's tokens take %s h on "
			    "%d x %s, more than the month has", lab,
			    sizing_fmt_num(a, sizeof(a), r->run_hours, 1),
			    avail, g->id);
		else
			snprintf(buf, n, "%s: %g runs a month of %s h each on "
			    "%d x %s do not fit in a month", lab,
			    w->runs_per_month, sizing_fmt_num(a, sizeof(a),
			    r->run_hours, 1), avail, g->id);
		break;
	default:
		snprintf(buf, n, "%s does not fit on %s (%s)", lab, g->id,
		    constraint_names[r->failed]);
		break;
	}
}

/* Why feasible-by-workload candidate c breaks a system constraint. */
static void
describe_system(const struct sctx *x, const struct candidate *c, char *buf,
    size_t n)
{
	const struct scenario *sc = x->sc;
	const struct constraints *k = &sc->constraints;
	const char *cur = currency_names[sc->currency];
	char a[32], b[32], d[32], lab[200];
	size_t i, big = sizing_largest_workload(c->wr, x->nw);
	double need = 0;
	int limit = k->max_gpus > 0 && k->max_gpus < x->gpu_cap ? k->max_gpus :
	    x->gpu_cap;

	switch (c->failed) {
	case CON_MAX_GPUS:
		for (i = 0; i < x->nw; i++)
			if (sc->workloads[i].type != WL_RAG)
				need += c->wr[i].mem.total;
		if (c->wr[big].binding == CON_MEMORY) {
			if (x->nw == 1)
				wl_label(&sc->workloads[big], lab, sizeof(lab));
			else
				snprintf(lab, sizeof(lab), "the workloads");
			{
				double u = c->wr[big].mem_usable_b > 0 ?
				    c->wr[big].mem_usable_b : gpu_memory_bytes(c->gpu);
				char ct[64];

				snprintf(buf, n, "%s need%s %s GB of GPU memory; "
				    "max_gpus %d x %s = %s GB usable", lab, x->nw == 1 ?
				    "s" : "", sizing_fmt_num(a, sizeof(a), need / 1e9, 0),
				    limit, cap_text(ct, sizeof(ct), c->gpu, u),
				    sizing_fmt_num(d, sizeof(d), limit * u / 1e9, 0));
			}
		} else if (c->wr[big].binding == CON_NONE)
			/* no workload needs more: the server shape does */
			snprintf(buf, n, "the smallest system that does the job "
			    "has %d x %s (the smallest server for %s holds %d); "
			    "max_gpus is %d", c->gpus, c->gpu->id, c->gpu->id,
			    c->gpus_per_node, limit);
		else
			snprintf(buf, n, "the smallest system that does the job "
			    "has %d x %s (%s binds); max_gpus is %d", c->gpus,
			    c->gpu->id, constraint_names[c->wr[big].binding],
			    limit);
		break;
	case CON_POWER:
		snprintf(buf, n, "the smallest system that does the job, %d x "
		    "%s in %d node%s, draws %.1f kW; max_power_kw is %g kW",
		    c->gpus, c->gpu->id, c->nodes, c->nodes == 1 ? "" : "s",
		    c->max_kw, k->max_power_kw);
		break;
	case CON_BUDGET:
		snprintf(buf, n, "the cheapest system that does the job, %d x "
		    "%s, costs %s %s; the budget is %s %s", c->gpus, c->gpu->id,
		    sizing_fmt_num(a, sizeof(a), c->capex, 0), cur,
		    sizing_fmt_num(b, sizeof(b), k->budget, 0), cur);
		break;
	case CON_PRICE:
		snprintf(buf, n, "no purchase price for %s or its host in the "
		    "price catalog or the scenario's overrides", c->gpu->id);
		break;
	default:
		snprintf(buf, n, "%d x %s: %s", c->gpus, c->gpu->id,
		    constraint_names[c->failed]);
		break;
	}
}

/* How far a workload got before it failed: memory (or a cut FP64 unit)
 * stops it first, a speed or time target after it fitted. */
static int
progress(const struct workload_result *r, const struct gpu *g)
{
	if (r->failed == CON_MEMORY)
		return 0;
	if (r->failed == CON_FP64 && speed_fp64_cut(g))
		return 0;
	return 1;
}

/* How good GPU g is at the dimension a failure is about (larger is
 * better), to pick the candidate that comes closest. */
static double
closeness(const struct workload_result *r, const struct gpu *g)
{
	switch (r->failed) {
	case CON_MEMORY:
		return gpu_memory_bytes(g) * (g->multi_node ? 1000 : 1);
	case CON_BANDWIDTH:
		return r->tokens_per_s_per_seq;
	case CON_COMPUTE:
		return r->images_per_s > 0 ? r->images_per_s : -r->ttft_s;
	case CON_LATENCY:
		return -r->latency_ms;
	case CON_FP64:
		return speed_fp64_cut(g) ? -1 : r->fp64_tflops;
	case CON_DEADLINE:
	case CON_MONTH:
		return -r->run_hours;
	default:
		return 0;
	}
}

/* The excess of a system constraint (needed / allowed). */
static double
excess(const struct sctx *x, const struct candidate *c)
{
	const struct constraints *k = &x->sc->constraints;

	switch (c->failed) {
	case CON_MAX_GPUS:
		return (double)c->gpus / (k->max_gpus > 0 &&
		    k->max_gpus < x->gpu_cap ? k->max_gpus : x->gpu_cap);
	case CON_POWER:
		return c->max_kw / k->max_power_kw;
	case CON_BUDGET:
		return c->capex / k->budget;
	default:
		return INFINITY;
	}
}

/* How many of the system limits (the GPU count, max_power_kw, budget)
 * candidate c breaks: c->failed names only the first one checked, and a
 * system over two limits is further from allowed than one over one. */
static int
limits_broken(const struct sctx *x, const struct candidate *c)
{
	const struct constraints *k = &x->sc->constraints;
	int limit = k->max_gpus > 0 && k->max_gpus < x->gpu_cap ? k->max_gpus :
	    x->gpu_cap;

	return (c->gpus > limit) + (k->max_power_kw > 0 &&
	    c->max_kw > k->max_power_kw) + (k->budget > 0 &&
	    c->capex > k->budget);
}

/* 1 if candidate c comes closer to allowed than best (NULL: any c):
 * one that breaks a limit before one without prices, then fewer limits
 * broken, then the smaller excess of its first one. */
static int
closer_system(const struct sctx *x, const struct candidate *c,
    const struct candidate *best)
{
	int nc, nb;

	if (best == NULL)
		return 1;
	if (isfinite(excess(x, c)) != isfinite(excess(x, best)))
		return isfinite(excess(x, c));
	nc = limits_broken(x, c);
	nb = limits_broken(x, best);
	if (nc != nb)
		return nc < nb;
	return excess(x, c) < excess(x, best);
}

/* Report that nothing fits: one D_NO_FEASIBLE per workload no GPU can
 * serve, else one for the system that breaks the fewest limits, missed
 * by the least (closer_system). */
enum constraint
sizing_report_infeasible(struct sctx *x, struct diag_list *dl)
{
	const struct scenario *sc = x->sc;
	char msg[1024];	/* a 200-character workload name fits */
	size_t i, j;
	enum constraint why = CON_NONE;
	const struct candidate *best = NULL;

	for (i = 0; i < x->nw; i++) {
		const struct candidate *close = NULL;
		int fits_somewhere = 0;

		for (j = 0; j < x->n && !fits_somewhere; j++) {
			const struct candidate *c = &x->cand[j];

			if (c->wr[i].fits)
				fits_somewhere = 1;
			else if (close == NULL || progress(&c->wr[i], c->gpu) >
			    progress(&close->wr[i], close->gpu) ||
			    (progress(&c->wr[i], c->gpu) ==
			    progress(&close->wr[i], close->gpu) &&
			    closeness(&c->wr[i], c->gpu) >
			    closeness(&close->wr[i], close->gpu)))
				close = c;
		}
		if (fits_somewhere || close == NULL)
			continue;
		sizing_describe_workload(&sc->workloads[i], &close->wr[i],
		    close->gpu,
		    close->wr[i].gpus_per_replica > 0 ?
		    close->wr[i].gpus_per_replica : 1,
		    sc->constraints.throughput_headroom_pct, msg, sizeof(msg));
		diag_add(dl, D_NO_FEASIBLE, sc->path, sc->source,
		    sc->source_len,
		    sc->workloads[i].pos.line, sc->workloads[i].pos.col,
		    "no system meets the targets: %s", msg);
		if (why == CON_NONE)
			why = close->wr[i].failed;
	}
	if (why != CON_NONE)
		return why;
	for (j = 0; j < x->n; j++) {
		const struct candidate *c = &x->cand[j];

		if (c->gpus == 0 || c->feasible)
			continue;
		if (closer_system(x, c, best))
			best = c;
	}
	if (best != NULL && best->gpus > 0 && isfinite(excess(x, best))) {
		const struct workload *w = &sc->workloads[sizing_largest_workload(
		    best->wr, x->nw)];

		struct srcpos at = w->pos;

		/* point at the limit that was missed, where it is written */
		if (best->failed == CON_MAX_GPUS &&
		    sc->constraints.max_gpus_pos.line)
			at = sc->constraints.max_gpus_pos;
		else if (best->failed == CON_POWER &&
		    sc->constraints.max_power_pos.line)
			at = sc->constraints.max_power_pos;
		else if (best->failed == CON_BUDGET &&
		    sc->constraints.budget_pos.line)
			at = sc->constraints.budget_pos;
		describe_system(x, best, msg, sizeof(msg));
		diag_add(dl, D_NO_FEASIBLE, sc->path, sc->source,
		    sc->source_len, at.line, at.col, "no system meets the "
		    "constraints: %s", msg);
		return best->failed;
	}
	if (best != NULL && best->failed == CON_PRICE) {
		describe_system(x, best, msg, sizeof(msg));
		diag_add(dl, D_NO_FEASIBLE, sc->path, sc->source,
		    sc->source_len,
		    sc->workloads[0].pos.line, sc->workloads[0].pos.col,
		    "no system can be priced: %s", msg);
		return CON_PRICE;
	}
	/* every workload fits some GPU, but no GPU serves them all */
	for (j = 0; j < x->n; j++) {
		const struct candidate *c = &x->cand[j];

		for (i = 0; i < x->nw; i++)
			if (!c->wr[i].fits) {
				sizing_describe_workload(&sc->workloads[i],
				    &c->wr[i],
				    c->gpu, c->wr[i].gpus_per_replica > 0 ?
				    c->wr[i].gpus_per_replica : 1,
				    sc->constraints.throughput_headroom_pct,
				    msg, sizeof(msg));
				diag_add(dl, D_NO_FEASIBLE, sc->path,
				    sc->source, sc->source_len,
				    sc->workloads[i].pos.line,
				    sc->workloads[i].pos.col, "no single GPU type "
				    "serves every workload; e.g. %s", msg);
				return c->wr[i].failed;
			}
	}
	diag_add(dl, D_NO_FEASIBLE, sc->path, sc->source, sc->source_len, 0, 0, "no GPU in the "
	    "catalog is allowed by constraints.vendors and constraints.gpus");
	return CON_NONE;
}
