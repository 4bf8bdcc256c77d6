/*
 * build.c: one scenario's outputs (see build.h).
 */
#include "cmd/build.h"
#include "cmd/cmd.h"

#include <errno.h>
#include <math.h>
#include <nettle/sha2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/engine.h"
#include "engine/tco.h"
#include "input/catalog_load.h"
#include "input/scenario_load.h"
#include "render/charts.h"
#include "render/json.h"
#include "render/pdf.h"
#include "render/svg.h"
#include "render/view.h"
#include "util/alloc.h"
#include "util/fsout.h"
#include "version.h"

/* Chart size in the Markdown's SVG files and in the PDF, pt. */
#define CHART_W	480.0
#define CHART_H	300.0

void
build_digest_hex(struct sha256_ctx *h, char out[65])
{
	uint8_t d[SHA256_DIGEST_SIZE];
	size_t i;

	sha256_digest(h, sizeof(d), d);
	for (i = 0; i < sizeof(d); i++) {
		out[2 * i] = "0123456789abcdef"[d[i] >> 4];
		out[2 * i + 1] = "0123456789abcdef"[d[i] & 15];
	}
	out[64] = '\0';
}

/* hex SHA-256 of the scenario file, the catalog and template digests and
 * the tool version: what a result depends on. */
static void
input_digest(const struct build_ctx *ctx, const struct scenario *sc,
    const struct prices *p, char out[65])
{
	struct sha256_ctx h;

	sha256_init(&h);
	sha256_update(&h, sc->source_len, (const uint8_t *)sc->source);
	/* the date too: without a date: key it comes from SOURCE_DATE_EPOCH
	 * or the clock, and a proposal must not keep yesterday's */
	sha256_update(&h, sizeof(sc->date), (const uint8_t *)sc->date);
	sha256_update(&h, 64, (const uint8_t *)ctx->catalog_digest);
	sha256_update(&h, 64, (const uint8_t *)ctx->template_digest[sc->language]);
	if (p != &ctx->cat->prices) {
		size_t len;
		char *buf = read_file(p->path, 16u << 20, &len);

		if (buf != NULL)
			sha256_update(&h, len, (const uint8_t *)buf);
		free(buf);
	}
	sha256_update(&h, strlen(GPUPLAN_VERSION),
	    (const uint8_t *)GPUPLAN_VERSION);
	build_digest_hex(&h, out);
}

/* Write one output file; report an I/O finding on failure. */
static int
emit(const struct build_ctx *ctx, const char *id, const char *suffix,
    const char *data, size_t len, struct diag_list *dl)
{
	char *path = xasprintf("%s/%s%s", ctx->outdir, id, suffix);
	int ok = 1;

	if (write_file_atomic(path, data, len, NULL) != 0) {
		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "cannot write: %s",
		    strerror(errno));
		ok = 0;
	}
	free(path);
	return ok;
}

/* The summary entry's view of a result. */
static void
summarise(json_t *e, const struct result *r, const struct econ_resolved *econ)
{
	json_t *be = json_object(), *tot = json_object(), *ch = json_object();
	int u, k;

	json_object_set_new(e, "recommendation", json_pack("{s:s, s:i, s:i, "
	    "s:s}", "gpu", r->rec.gpu->id, "gpus", r->rec.gpus, "nodes",
	    r->rec.nodes, "gpu_name", r->rec.gpu->name));
	json_object_set_new(e, "capex", json_num(r->rec.capex, 2));
	for (u = 0; u < UTIL__MAX; u++) {
		const struct tco_case *c = tco_case_at(&r->tco,
		    (enum util_level)u, ENERGY_BASE);
		json_t *t = json_object();

		json_object_set_new(be, util_level_names[u],
		    json_num(tco_case_break_even(c, r->sc), 2));
		json_object_set_new(ch, util_level_names[u],
		    json_string(op_model_names[c->cheapest]));
		for (k = 0; k < OP__MAX; k++)
			if (r->sc->economics.operating_models[k])
				json_object_set_new(t, op_model_names[k],
				    c->opt[k].available ?
				    json_num(c->opt[k].total, 2) : json_null());
		json_object_set_new(tot, util_level_names[u], t);
	}
	json_object_set_new(e, "break_even_month", be);
	json_object_set_new(e, "own_model",
	    json_string(op_model_names[tco_own_model(r->sc)]));
	json_object_set_new(e, "cheapest", ch);
	json_object_set_new(e, "totals", tot);
	/* the price lines the result rests on, to say which ones moved */
	json_object_set_new(e, "prices", json_pack("{s:o, s:o, s:o, s:o, s:o, "
	    "s:o, s:o, s:o}",
	    "gpu_price", json_num(r->rec.price_gpu, 2),
	    "host_price", json_num(r->rec.price_host, 2),
	    "network_per_node", json_num(r->rec.price_network, 2),
	    "cloud_gpu_hour", json_num(r->tco.cloud_gpu_hour, 4),
	    "energy_price_kwh", json_num(econ->energy_price_kwh[ENERGY_BASE], 4),
	    "pue", json_num(econ->pue, 3),
	    "colocation_kw_month", json_num(econ->colocation_kw_month, 2),
	    "maintenance_pct_year", json_num(econ->maintenance_pct_year, 2)));
}

/*
 * 1 if DIR/<id>.json was made from this input digest and every output of
 * the scenario exists.  Reads the digest as text, not the whole JSON:
 * this runs for every scenario of a nightly rebuild.
 */
static int
up_to_date(const struct build_ctx *ctx, const char *id, const char *digest)
{
	static const char *const suffixes[] = { ".md", ".pdf",
	    "-breakeven.svg", "-tornado.svg" };
	char *path = xasprintf("%s/%s.json", ctx->outdir, id), *text, *want;
	size_t i, len;
	int ok;

	text = read_file(path, 16u << 20, &len);
	free(path);
	if (text == NULL)
		return 0;
	want = xasprintf("\n  \"input_digest\": \"%s\",\n", digest);
	ok = strstr(text, want) != NULL;
	free(want);
	free(text);
	for (i = 0; ok && i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
		path = xasprintf("%s/%s%s", ctx->outdir, id, suffixes[i]);
		if (access(path, R_OK) != 0)
			ok = 0;
		free(path);
	}
	return ok;
}

void
build_bufs_free(struct build_bufs *bb)
{
	sb_free(&bb->json);
	sb_free(&bb->md);
	sb_free(&bb->pdf);
	sb_free(&bb->svg);
}

json_t *
build_scenario(const struct build_ctx *ctx, const char *path,
    struct diag_list *dl)
{
	json_t *e = json_object();
	struct view view;
	struct scenario *sc;
	struct prices own;
	const struct prices *p;
	struct result r;
	enum yload_status st = YLOAD_OK;
	struct build_bufs own_bufs = { STRBUF_INIT, STRBUF_INIT, STRBUF_INIT,
	    STRBUF_INIT };
	struct build_bufs *bb = ctx->bufs != NULL ? ctx->bufs : &own_bufs;
	struct strbuf *json = &bb->json, *md = &bb->md, *pdf = &bb->pdf,
	    *svg = &bb->svg;
	struct drawing be, tor;
	char digest[65], *chart_files[2];
	const char *chart_names[3];
	struct provenance prov;
	struct pdf_meta meta;
	struct pdf_figure figs[2];
	int ok, skipped;

	memset(&own, 0, sizeof(own));
	memset(&r, 0, sizeof(r));
	memset(&be, 0, sizeof(be));
	memset(&tor, 0, sizeof(tor));
	sb_reset(json);
	sb_reset(md);
	sb_reset(pdf);
	sb_reset(svg);
	chart_files[0] = chart_files[1] = NULL;
	json_object_set_new(e, "file", json_string(path));
	sc = scenario_load(path, ctx->cat, dl, &st);
	if (sc == NULL) {
		json_object_set_new(e, "id", json_null());
		json_object_set_new(e, "status", json_string(st == YLOAD_IO ?
		    "io-error" : "error"));
		goto done;
	}
	json_object_set_new(e, "id", json_string(sc->id));
	json_object_set_new(e, "title", json_string(sc->title));
	json_object_set_new(e, "customer", json_string(sc->customer_name));
	json_object_set_new(e, "language",
	    json_string(language_names[sc->language]));
	json_object_set_new(e, "currency",
	    json_string(currency_names[sc->currency]));
	if ((p = cmd_scenario_prices(sc, ctx->cat, ctx->prices_override, &own,
	    dl, NULL)) == NULL) {
		json_object_set_new(e, "status", json_string("error"));
		goto done;
	}
	json_object_set_new(e, "prices_as_of", json_string(p->as_of));
	input_digest(ctx, sc, p, digest);
	json_object_set_new(e, "input_digest", json_string(digest));
	/* unchanged inputs: the outputs stand; the summary still needs the
	 * numbers, which the engines give in well under a millisecond */
	skipped = !ctx->force && up_to_date(ctx, sc->id, digest);
	ok = engine_run(sc, ctx->cat, p, &r, dl);
	engine_check_expect(sc, &r, dl);
	if (!skipped) {
		prov.tool_version = GPUPLAN_VERSION;
		prov.input_digest = digest;
		result_json_write(&r, &prov, json);
		if (!emit(ctx, sc->id, ".json", json->s, json->len, dl))
			goto io;
	}
	if (!ok) {
		/* no proposal: an earlier one for this id must not stay
		 * beside the new result as if it were current */
		static const char *const stale[] = { ".md", ".pdf",
		    "-breakeven.svg", "-tornado.svg" };
		size_t k;

		for (k = 0; k < sizeof(stale) / sizeof(stale[0]); k++) {
			char *sp = xasprintf("%s/%s%s", ctx->outdir, sc->id,
			    stale[k]);

			unlink(sp);
			free(sp);
		}
		json_object_set_new(e, "status", json_string("infeasible"));
		goto done;
	}
	if (!skipped) {
		charts_build(&r, &be, &tor, CHART_W, CHART_H);
		chart_files[0] = xasprintf("%s-breakeven.svg", sc->id);
		chart_files[1] = xasprintf("%s-tornado.svg", sc->id);
		svg_write(&be, svg);
		if (!emit(ctx, sc->id, "-breakeven.svg", svg->s, svg->len, dl))
			goto io;
		sb_reset(svg);
		svg_write(&tor, svg);
		if (!emit(ctx, sc->id, "-tornado.svg", svg->s, svg->len, dl))
			goto io;
		chart_names[0] = chart_files[0];
		chart_names[1] = chart_files[1];
		chart_names[2] = NULL;
		view_build(&view, &r, chart_names);
		if (!template_render(ctx->tmpl[sc->language], view.root, md,
		    dl)) {
			view_free(&view);
			json_object_set_new(e, "status", json_string("error"));
			goto done;
		}
		view_free(&view);
		if (!emit(ctx, sc->id, ".md", md->s, md->len, dl))
			goto io;
		memset(&meta, 0, sizeof(meta));
		meta.title = sc->title;
		meta.author = sc->customer_name;
		meta.subject = sc->language == LANG_DE ? "GPU-Server-Angebot" :
		    "GPU server proposal";
		meta.keywords = sc->id;
		meta.creator = "gpuplan " GPUPLAN_VERSION;
		meta.date_iso = sc->date;
		meta.lang = sc->language;
		meta.footer = sc->id;
		figs[0].src = chart_files[0];
		figs[0].drawing = &be;
		figs[1].src = chart_files[1];
		figs[1].drawing = &tor;
		{
			char *mdname = xasprintf("%s/%s.md", ctx->outdir, sc->id);

			ok = pdf_render(md->s, md->len, &meta, figs, 2, mdname, pdf,
			    dl);
			free(mdname);
		}
		if (!ok) {
			json_object_set_new(e, "status", json_string("error"));
			goto done;
		}
		if (!emit(ctx, sc->id, ".pdf", pdf->s, pdf->len, dl))
			goto io;
	}
	if (json_object_get(e, "status") == NULL)
		json_object_set_new(e, "status", json_string("ok"));
	summarise(e, &r, &r.econ);
	goto done;
io:
	json_object_set_new(e, "status", json_string("io-error"));
done:
	if (dl->count[DIAG_ERROR] > 0 && json_object_get(e, "status") != NULL &&
	    strcmp(json_string_value(json_object_get(e, "status")), "ok") == 0)
		json_object_set_new(e, "status", json_string("error"));
	free(chart_files[0]);
	free(chart_files[1]);
	drawing_free(&be);
	drawing_free(&tor);
	if (bb == &own_bufs)
		build_bufs_free(bb);
	result_free(&r);
	prices_free(&own, ctx->cat->n_gpus);
	scenario_free(sc);
	return e;
}
