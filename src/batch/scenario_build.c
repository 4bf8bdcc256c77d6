/*
 * scenario_build.c: one scenario's outputs (see scenario_build.h).
 */
#include "batch/scenario_build.h"

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
#include "input/price_check.h"
#include "input/scenario_load.h"
#include "input/vendor_load.h"
#include "render/charts.h"
#include "render/json.h"
#include "render/pdf.h"
#include "render/svg.h"
#include "render/view.h"
#include "render/words.h"
#include "util/alloc.h"
#include "util/fsout.h"
#include "version.h"

/* Chart size in the Markdown's SVG files and in the PDF, pt. */
#define CHART_W	480.0
#define CHART_H	300.0

/* hex SHA-256 of the scenario file, the catalog and template digests,
 * the vendor profile and its logo (v may be NULL), the models'
 * hf_config: files and the tool version:
 * what a result depends on. */
static void
input_digest(const struct build_ctx *ctx, const struct scenario *sc,
    const struct prices *p, const struct vendor_profile *v, char out[65])
{
	struct sha256_ctx h;

	sha256_init(&h);
	sha256_update(&h, sc->source_len, (const uint8_t *)sc->source);
	/* the date too: without a date: key it comes from SOURCE_DATE_EPOCH
	 * or the clock, and a proposal must not keep yesterday's */
	sha256_update(&h, sizeof(sc->date), (const uint8_t *)sc->date);
	sha256_update(&h, 64, (const uint8_t *)ctx->catalog_digest);
	sha256_update(&h, 64, (const uint8_t *)ctx->template_digest[sc->language]);
	if (p != &ctx->cat->prices)	/* the scenario's own price file */
		sha256_update(&h, DIGEST_HEX_LEN, (const uint8_t *)p->sha256);
	if (v != NULL) {
		const char *files[2];
		int k;

		files[0] = v->path;
		files[1] = v->logo_path;
		for (k = 0; k < 2 && files[k] != NULL; k++) {
			size_t len;
			char *buf = read_file(files[k], 16u << 20, &len);

			sha256_update(&h, 1, (const uint8_t *)"v");
			if (buf != NULL)
				sha256_update(&h, len, (const uint8_t *)buf);
			free(buf);
		}
	}
	/* a model's hf_config: file: an edit must rebuild (its path is in
	 * the source already, its bytes are not) */
	for (size_t i = 0; i < sc->n_workloads; i++) {
		const char *hf = sc->workloads[i].hf_config;
		size_t len;
		char *buf;

		if (hf == NULL)
			continue;
		buf = read_file(hf, 16u << 20, &len);
		sha256_update(&h, 1, (const uint8_t *)"m");
		if (buf != NULL)
			sha256_update(&h, len, (const uint8_t *)buf);
		free(buf);
	}
	sha256_update(&h, strlen(GPUPLAN_VERSION),
	    (const uint8_t *)GPUPLAN_VERSION);
	digest_finish_hex(&h, out);
}

/*
 * The PDF's metadata and page marks for sc sent by v (NULL: a sample):
 * Title the proposal's title, Author the vendor, Subject the customer,
 * Creator "gpuplan VERSION"; the footer "vendor · proposal id" (a new
 * string in *footer, which the caller frees), the legal lines, colour
 * and logo of v, or the sample mark in the proposal's language.  m
 * points into sc and v.
 */
static void
pdf_meta_of(struct pdf_meta *m, const struct scenario *sc,
    const struct vendor_profile *v, char **footer)
{
	memset(m, 0, sizeof(*m));
	m->title = words_title(sc);
	m->author = v != NULL ? v->name : NULL;
	m->subject = sc->customer_name;
	m->keywords = sc->id;
	m->creator = "gpuplan " GPUPLAN_VERSION;
	m->date_iso = sc->date;
	m->page_label = words_phrase(W_PAGE_OF_PAGES, sc->language);
	{
		/* the proposal number as the proposal prints it
		 * (view_summary.c): id-YYYYMMDD */
		char digits[9];
		size_t i, k = 0;

		for (i = 0; sc->date[i] && k < 8; i++)
			if (sc->date[i] >= '0' && sc->date[i] <= '9')
				digits[k++] = sc->date[i];
		digits[k] = '\0';
		*footer = xasprintf("%s%s%s %s%s%s", v != NULL ? v->name : "",
		    v != NULL ? " \xc2\xb7 " : "", words_phrase(W_PROPOSAL_NO,
		    sc->language), sc->id, k ? "-" : "", digits);
	}
	m->footer = *footer;
	if (v == NULL) {
		m->sample_mark = words_phrase(W_SAMPLE_MARK, sc->language);
		return;
	}
	m->legal = (const char *const *)v->legal;
	m->n_legal = v->n_legal;
	if (v->has_colors) {
		m->has_primary = 1;
		m->c_primary = (long)v->primary.r << 16 |
		    (long)v->primary.g << 8 | v->primary.b;
	}
	m->logo_path = v->logo_path;
	m->logo_jpeg = v->logo_kind == LOGO_JPEG;
	m->font_regular = v->font_regular;
	m->font_bold = v->font_bold;
}

/* Write one output file of kind k; report an I/O finding on failure. */
static int
emit(const struct build_ctx *ctx, const char *id, enum build_output k,
    const char *data, size_t len, struct output_sums *w, struct diag_list *dl)
{
	char *name = xasprintf("%s%s", id, build_output_suffix[k]);
	int ok = 1;

	if (outdir_write(ctx->od, name, data, len, NULL) != 0) {
		char *path = xasprintf("%s/%s", ctx->od->path, name);

		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "cannot write: %s",
		    strerror(errno));
		free(path);
		ok = 0;
	} else
		digest_bytes_hex(data, len, w->sum[k]);
	free(name);
	return ok;
}

/* Write the manifest of id: the input digest and each written file's
 * digest; 1, or 0 after an I/O finding. */
static int
write_manifest(const struct build_ctx *ctx, const char *id,
    const char *digest, const struct output_sums *w, struct diag_list *dl)
{
	struct strbuf b = STRBUF_INIT;
	char *name = xasprintf("%s%s", MANIFEST_PREFIX, id);
	int ok = 1;

	manifest_text(id, digest, w, &b);
	if (outdir_write(ctx->od, name, b.s, b.len, NULL) != 0) {
		char *path = xasprintf("%s/%s", ctx->od->path, name);

		diag_add(dl, D_IO, path, NULL, 0, 0, 0, "cannot write: %s",
		    strerror(errno));
		free(path);
		ok = 0;
	}
	sb_free(&b);
	free(name);
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
    struct diag_list *dl, enum build_status *status, int *unchanged)
{
	json_t *e = json_object();
	struct view view;
	struct scenario *sc;
	struct prices own;
	const struct prices *p;
	struct result r;
	enum yload_status st = YLOAD_OK;
	enum build_status bs = BUILD_OK;
	struct build_bufs own_bufs = { STRBUF_INIT, STRBUF_INIT, STRBUF_INIT,
	    STRBUF_INIT };
	struct build_bufs *bb = ctx->bufs != NULL ? ctx->bufs : &own_bufs;
	struct strbuf *json = &bb->json, *md = &bb->md, *pdf = &bb->pdf,
	    *svg = &bb->svg;
	struct drawing be, tor;
	char digest[65], *chart_files[2], *mname = NULL;
	const char *chart_names[3];
	struct provenance prov;
	struct pdf_meta meta;
	struct pdf_figure figs[2];
	struct output_sums w;
	struct vendor_profile *vendor = NULL;
	char *footer = NULL;
	int ok, skipped = 0, json_due = 0, vfail = 0;

	memset(&own, 0, sizeof(own));
	memset(&r, 0, sizeof(r));
	memset(&be, 0, sizeof(be));
	memset(&tor, 0, sizeof(tor));
	memset(&w, 0, sizeof(w));
	sb_reset(json);
	sb_reset(md);
	sb_reset(pdf);
	sb_reset(svg);
	chart_files[0] = chart_files[1] = NULL;
	json_object_set_new(e, "file", json_string(path));
	sc = scenario_load(path, ctx->cat, dl, &st);
	if (sc == NULL) {
		json_object_set_new(e, "id", json_null());
		bs = st == YLOAD_IO ? BUILD_IO_ERROR : BUILD_ERROR;
		goto done;
	}
	json_object_set_new(e, "id", json_string(sc->id));
	json_object_set_new(e, "title", json_string(words_title(sc)));
	json_object_set_new(e, "customer", json_string(sc->customer_name));
	json_object_set_new(e, "language",
	    json_string(language_names[sc->language]));
	json_object_set_new(e, "currency",
	    json_string(currency_names[sc->currency]));
	if ((p = scenario_prices(sc, ctx->cat, ctx->prices_override, &own,
	    dl, NULL)) == NULL) {
		bs = BUILD_ERROR;
		goto done;
	}
	json_object_set_new(e, "prices_as_of", json_string(p->as_of));
	vendor = scenario_vendor(sc, ctx->vendor_override, dl, &vfail);
	if (vfail) {
		bs = BUILD_ERROR;
		goto done;
	}
	if (vendor == NULL)
		diag_add(dl, W_NO_VENDOR, sc->path, NULL, 0, 0, 0, "no vendor "
		    "profile (--vendor FILE or vendor: in the scenario): the "
		    "proposal names no sender and every PDF page is marked as "
		    "a sample, not for sending");
	input_digest(ctx, sc, p, vendor, digest);
	json_object_set_new(e, "input_digest", json_string(digest));
	/* the summary needs the numbers even when the outputs stand; the
	 * Monte Carlo ranges only the outputs do */
	ok = engine_run_totals(sc, ctx->cat, p, &r, dl);
	r.vendor = vendor;
	engine_check_expect(sc, &r, dl);
	skipped = !ctx->force && manifest_matches(ctx->od, sc->id, digest, ok);
	if (!skipped) {
		if (ok)
			engine_ranges(sc, ctx->cat, p, &r);
		/* from here until the manifest is back, the scenario counts
		 * as not built: a kill in between makes the next build redo
		 * it */
		mname = xasprintf("%s%s", MANIFEST_PREFIX, sc->id);
		if (outdir_remove(ctx->od, mname) != 0) {
			diag_add(dl, D_IO, ctx->od->path, NULL, 0, 0, 0,
			    "cannot remove %s: %s", mname, strerror(errno));
			goto io;
		}
		prov.tool_version = GPUPLAN_VERSION;
		prov.input_digest = digest;
		result_json_write(&r, &prov, json);
		json_due = 1;
	}
	if (!ok) {
		bs = BUILD_INFEASIBLE;
		if (skipped)
			goto done;
		/* no proposal: an earlier one for this id must not stay
		 * beside the new result as if it were current */
		for (int k = 0; k < OUT__MAX; k++) {
			char *sp;

			if (k == OUT_JSON)
				continue;
			sp = xasprintf("%s%s", sc->id, build_output_suffix[k]);
			outdir_remove(ctx->od, sp);
			free(sp);
		}
		goto done;
	}
	if (!skipped) {
		charts_build(&r, &be, &tor, CHART_W, CHART_H);
		chart_files[0] = xasprintf("%s%s", sc->id,
		    build_output_suffix[OUT_BREAKEVEN]);
		chart_files[1] = xasprintf("%s%s", sc->id,
		    build_output_suffix[OUT_TORNADO]);
		svg_write(&be, svg);
		if (!emit(ctx, sc->id, OUT_BREAKEVEN, svg->s, svg->len, &w, dl))
			goto io;
		sb_reset(svg);
		svg_write(&tor, svg);
		if (!emit(ctx, sc->id, OUT_TORNADO, svg->s, svg->len, &w, dl))
			goto io;
		chart_names[0] = chart_files[0];
		chart_names[1] = chart_files[1];
		chart_names[2] = NULL;
		view_build(&view, &r, chart_names);
		if (!template_render(ctx->tmpl[sc->language], view.root, md,
		    dl)) {
			view_free(&view);
			bs = BUILD_ERROR;
			goto done;
		}
		view_free(&view);
		if (!emit(ctx, sc->id, OUT_MD, md->s, md->len, &w, dl))
			goto io;
		memset(&meta, 0, sizeof(meta));
		pdf_meta_of(&meta, sc, vendor, &footer);
		figs[0].src = chart_files[0];
		figs[0].drawing = &be;
		figs[1].src = chart_files[1];
		figs[1].drawing = &tor;
		{
			char *mdname = xasprintf("%s/%s%s", ctx->od->path,
			    sc->id, build_output_suffix[OUT_MD]);

			ok = pdf_render(md->s, md->len, &meta, figs, 2, mdname, pdf,
			    dl);
			free(mdname);
		}
		if (!ok) {
			bs = BUILD_ERROR;
			goto done;
		}
		if (!emit(ctx, sc->id, OUT_PDF, pdf->s, pdf->len, &w, dl))
			goto io;
	}
	json_object_set_new(e, "status", json_string(build_status_names[bs]));
	summarise(e, &r, &r.econ);
	goto done;
io:
	bs = BUILD_IO_ERROR;
	json_due = 0;
done:
	if (bs == BUILD_OK && dl->count[DIAG_ERROR] > 0)
		bs = BUILD_ERROR;
	/* the JSON carries the input digest: it is written last, then the
	 * manifest that says the scenario is complete */
	if (json_due) {
		if (!emit(ctx, sc->id, OUT_JSON, json->s, json->len, &w, dl))
			bs = BUILD_IO_ERROR;
		else if ((bs == BUILD_OK || bs == BUILD_INFEASIBLE) &&
		    !write_manifest(ctx, sc->id, digest, &w, dl))
			bs = BUILD_IO_ERROR;
	}
	/* in place: a status set before summarise() keeps its position */
	json_object_set_new(e, "status", json_string(build_status_names[bs]));
	*status = bs;
	if (unchanged != NULL)
		*unchanged = skipped && bs == BUILD_OK;
	free(mname);
	free(chart_files[0]);
	free(chart_files[1]);
	drawing_free(&be);
	drawing_free(&tor);
	if (bb == &own_bufs)
		build_bufs_free(bb);
	result_free(&r);
	vendor_free(vendor);
	free(footer);
	prices_free(&own, ctx->cat->n_gpus);
	scenario_free(sc);
	return e;
}

struct vendor_profile *
scenario_vendor(const struct scenario *sc, const char *vendor_override,
    struct diag_list *dl, int *failed)
{
	const char *path = vendor_override != NULL ? vendor_override :
	    sc->vendor_path;
	enum yload_status st = YLOAD_OK;
	struct vendor_profile *v;

	*failed = 0;
	if (path == NULL)
		return NULL;
	v = vendor_load(path, dl, &st);
	if (v != NULL)
		return v;
	*failed = 1;
	if (vendor_override == NULL)
		diag_add(dl, D_BAD_REFERENCE, sc->path, sc->source,
		    sc->source_len, sc->vendor_pos.line, sc->vendor_pos.col,
		    "the vendor profile '%s' cannot be used: %s", path,
		    st == YLOAD_IO ? "it cannot be read" : "it has errors");
	return NULL;
}

json_t *
build_duplicate(const char *path, const char *id, int line, int col,
    const char *other_path, int other_line, struct diag_list *dl)
{
	size_t len = 0;
	char *text = read_file(path, 16u << 20, &len);

	diag_add(dl, D_DUPLICATE_ID, path, text, text ? len : 0, line, col,
	    "scenario id '%s' is also used by %s:%d; ids name the output "
	    "files and must be unique", id, other_path, other_line);
	free(text);
	return json_pack("{s:s, s:s, s:s}", "file", path, "id", id, "status",
	    build_status_names[BUILD_ERROR]);
}

const struct prices *
scenario_prices(const struct scenario *sc, const struct catalog *cat,
    const char *prices_override, struct prices *own, struct diag_list *dl,
    int *io)
{
	struct diag_list pdl = { 0 };
	enum yload_status st = YLOAD_OK;

	memset(own, 0, sizeof(*own));
	if (sc->prices_path == NULL)
		return &cat->prices;	/* checked by scenario_from_doc() */
	if (prices_override != NULL) {
		/* --prices wins over prices:; the loader did not check the
		 * scenario against it, as it names a file of its own */
		if (scenario_check_prices(sc, cat, &cat->prices, NULL, dl) > 0)
			return NULL;
		return &cat->prices;
	}
	if (access(sc->prices_path, F_OK) == 0 &&
	    !path_is_regular(sc->prices_path)) {
		diag_add(dl, D_BAD_REFERENCE, sc->path, sc->source,
		    sc->source_len, sc->prices_pos.line, sc->prices_pos.col,
		    "the price catalog '%s' cannot be used: not a regular file",
		    sc->prices_path);
		if (io != NULL)
			*io = 1;
		return NULL;
	}
	if (prices_load(sc->prices_path, cat, own, &pdl, &st)) {
		diag_free(&pdl);
		/* no proposal from a missing price in the file it names */
		if (scenario_check_prices(sc, cat, own, NULL, dl) > 0) {
			prices_free(own, cat->n_gpus);
			memset(own, 0, sizeof(*own));
			return NULL;
		}
		return own;
	}
	diag_add(dl, D_BAD_REFERENCE, sc->path, sc->source, sc->source_len,
	    sc->prices_pos.line, sc->prices_pos.col, "the price catalog '%s' "
	    "cannot be used: %s", sc->prices_path, pdl.n ? pdl.v[0].msg :
	    "it has errors");
	if (io != NULL && st == YLOAD_IO)
		*io = 1;
	diag_free(&pdl);
	return NULL;
}
