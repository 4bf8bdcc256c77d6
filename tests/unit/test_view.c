/*
 * test_view.c: the proposal view (src/render/view.c) and its wording
 * (src/render/words.c), on a result built by hand around a scenario and
 * the shipped catalog: formats in German and English, "nie"/"never" for a
 * NAN break-even, the one-sentence verdict, and both shipped templates
 * rendering against the view without findings.
 */
#include "testutil.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>

#include "engine/pricing.h"
#include "engine/tco.h"
#include "model/result.h"
#include "render/template.h"
#include "render/view.h"
#include "render/words.h"
#include "util/alloc.h"
#include "util/utf8.h"

#define HORIZON 48

static const char *const chart_files[] = { "acme-breakeven.svg",
    "acme-tornado.svg", NULL };

/* The scenario: the sales chat of scenarios/chat-assistent-vertrieb.yaml
 * plus a QLoRA fine-tune, three energy prices; LANG is replaced. */
static const char scenario_yaml[] =
    "gpuplan: 1\n"
    "id: acme-llm\n"
    "title: KI-Chat-Assistent für den Vertrieb\n"
    "customer:\n"
    "  name: Beispiel Armaturen GmbH & Co. KG\n"
    "  contact: Abteilung Digitalisierung\n"
    "language: LANG\n"
    "currency: EUR\n"
    "date: 2026-12-02\n"
    "workloads:\n"
    "  - name: Chat-Assistent für Angebote\n"
    "    type: llm-inference\n"
    "    model: llama-3.1-70b\n"
    "    precision: fp8\n"
    "    kv_precision: fp8\n"
    "    context_tokens: 8192\n"
    "    prompt_tokens: 6144\n"
    "    concurrent_sequences: 48\n"
    "    output_tokens_per_s: 20\n"
    "    ttft_s: 2\n"
    "  - name: Finetuning | *Wissen*\n"
    "    type: llm-finetune\n"
    "    model: llama-3.1-70b\n"
    "    method: qlora\n"
    "    sequence_length: 4096\n"
    "    micro_batch: 1\n"
    "    dataset_tokens: 200e6\n"
    "    epochs: 3\n"
    "    runs_per_month: 2\n"
    "    deadline_hours: 48\n"
    "economics:\n"
    "  horizon_months: 48\n"
    "  utilisation: {low: 0.2, medium: 0.4, high: 0.7}\n"
    "  energy_price_kwh: {low: 0.18, base: 0.24, high: 0.32}\n"
    "  pue: 1.4\n"
    "  operating_models: [on-prem, colocation, cloud, hybrid]\n"
    "  staff_month: 1500\n"
    "  cloud: {tier: neocloud, commitment: 1y}\n"
    "overrides:\n"
    "  gpu_price: {h200: 30500}\n"
    "  cloud_gpu_hour: {h200: 3.4}\n";

/* Everything one hand-built result holds, so one free releases it. */
struct fx {
	struct catalog		*cat;
	struct scenario		*sc;
	struct result		 r;
};

/* A tco_option with series of HORIZON + 1 months, allocated here (freed
 * by result_free through tco_result_free). */
static void
fill_option(struct tco_option *o, enum op_model m, double capex,
    double monthly)
{
	int k;

	o->model = m;
	o->available = 1;
	o->monthly = xcalloc(HORIZON + 1, sizeof(double));
	o->cumulative = xcalloc(HORIZON + 1, sizeof(double));
	for (k = 0; k <= HORIZON; k++) {
		o->monthly[k] = k == 0 ? capex : monthly;
		o->cumulative[k] = (k ? o->cumulative[k - 1] : 0) +
		    o->monthly[k];
	}
	o->total = o->cumulative[HORIZON];
	o->capex = capex;
	o->energy_month = monthly / 4;
	o->cost_per_gpu_hour = o->total / (8 * 730.0 * HORIZON * 0.4);
	o->cost_per_mtok = 0.85;
}

/* The hand-built result for language lang ("de" or "en"). */
static void
fx_init(struct fx *f, const char *lang)
{
	char yaml[sizeof(scenario_yaml) + 8];
	const char *p = strstr(scenario_yaml, "LANG");
	static const double be[UTIL__MAX] = { NAN, 15.2, 9.87 };
	static const enum op_model cheap[UTIL__MAX] = { OP_CLOUD, OP_ON_PREM,
	    OP_ON_PREM };
	struct candidate *c;
	double v;
	const struct price *from = NULL;
	int l, e, i;

	memset(f, 0, sizeof(*f));
	snprintf(yaml, sizeof(yaml), "%.*s%s%s", (int)(p - scenario_yaml),
	    scenario_yaml, lang, p + 4);
	f->cat = test_catalog();
	f->sc = test_scenario(f->cat, yaml);
	assert_non_null(f->sc);
	pricing_economics(f->sc, &f->cat->prices, &f->r.econ);

	f->r.sc = f->sc;
	f->r.cat = f->cat;
	f->r.prices = &f->cat->prices;
	f->r.ok = 1;
	f->r.n_considered = 42;
	f->r.n_feasible = 17;

	c = &f->r.rec;
	c->gpu = catalog_gpu(f->cat, "h200");
	assert_non_null(c->gpu);
	c->gpu_index = catalog_gpu_index(f->cat, "h200");
	c->gpus = 8;
	c->nodes = 1;
	c->gpus_per_node = 8;
	c->host = (struct host_spec){ HOST_HGX_8, 2, 112, 2048, 30, 15, 2,
	    100, 0, 0, 10.2, 2.0, 8, 0 };
	c->price_gpu = 30500;
	c->price_host = 58000;
	c->capex_hw = 8 * 30500 + 58000;
	c->capex = c->capex_hw * 1.05;
	c->max_kw = 10.2;
	c->idle_kw = 2.1;
	c->rank_cost = 512345.6;
	c->feasible = 1;
	c->binding = CON_MEMORY;
	c->wr = xcalloc(2, sizeof(*c->wr));
	for (i = 0; i < 2; i++)
		c->wr[i].w = &f->sc->workloads[i];
	c->wr[0].mem = (struct mem_breakdown){ 70.6e9, 38.7e9, 1.2e9, 0, 0,
	    12.4e9, 122.9e9, 61.45e9, 0, 0 };
	c->wr[0].gpus_needed = 4;
	c->wr[0].gpus_per_replica = 2;
	c->wr[0].tensor_parallel = 2;
	c->wr[0].pipeline_parallel = 1;
	c->wr[0].mem_usable_b = 141e9;
	c->wr[0].replicas = 2;
	c->wr[0].tokens_per_s = 1100;
	c->wr[0].tokens_per_s_per_seq = 22.9;
	c->wr[0].ttft_s = 1.43;
	c->wr[0].gpu_hours_month = 1168;
	c->wr[0].binding = CON_BANDWIDTH;
	c->wr[0].fits = 1;
	c->wr[1].mem = (struct mem_breakdown){ 37.4e9, 0, 210e9, 5.6e9, 22.4e9,
	    41.1e9, 316.5e9, 39.6e9, 0, 0 };
	c->wr[1].gpus_needed = 8;
	c->wr[1].gpus_per_replica = 1;
	c->wr[1].tensor_parallel = 1;
	c->wr[1].pipeline_parallel = 1;
	c->wr[1].mem_usable_b = 141e9;
	c->wr[1].replicas = 1;
	c->wr[1].run_hours = 61.5;
	c->wr[1].gpu_hours_month = 984;
	c->wr[1].binding = CON_DEADLINE;
	c->wr[1].fits = 0;
	c->wr[1].failed = CON_DEADLINE;

	f->r.alt[ALT_OTHER_VENDOR] = (struct candidate){
		.gpu = catalog_gpu(f->cat, "mi300x"), .gpus = 4, .nodes = 1,
		.gpus_per_node = 4, .capex = 150000, .rank_cost = 300000,
		.feasible = 0, .failed = CON_BANDWIDTH };
	f->r.alt[ALT_MORE_HEADROOM] = (struct candidate){
		.gpu = c->gpu, .gpus = 16, .nodes = 2, .gpus_per_node = 8,
		.capex = 700000, .rank_cost = 912345.6, .feasible = 1 };

	f->r.alt[ALT_FASTER] = f->r.alt[ALT_MORE_HEADROOM];	/* shown once */

	f->r.n_advice = 2;
	f->r.advice = xcalloc(2, sizeof(*f->r.advice));
	f->r.advice[0].kind = ADV_RENT_BELOW_100H;
	f->r.advice[0].a = 80;
	f->r.advice[1].kind = ADV_OFFLOAD_NEEDED;
	snprintf(f->r.advice[1].s, sizeof(f->r.advice[1].s), "%s",
	    f->sc->workloads[1].name);

	f->r.tco.months = HORIZON;
	f->r.tco.n_energy = 3;
	for (l = 0; l < UTIL__MAX; l++)
		for (e = 0; e < ENERGY__MAX; e++) {
			struct tco_case *k = &f->r.tco.cases[l][e];
			double u = f->sc->economics.utilisation[l];

			k->level = (enum util_level)l;
			k->energy = (enum energy_case)e;
			k->utilisation = u;
			k->energy_price_kwh = f->r.econ.energy_price_kwh[e];
			fill_option(&k->opt[OP_ON_PREM], OP_ON_PREM, c->capex,
			    4000 + 1000 * e);
			fill_option(&k->opt[OP_COLOCATION], OP_COLOCATION,
			    c->capex, 5000 + 1000 * e);
			fill_option(&k->opt[OP_CLOUD], OP_CLOUD, 0,
			    8 * 730 * u * 3.4);
			fill_option(&k->opt[OP_HYBRID], OP_HYBRID, c->capex / 2,
			    3000 + 8 * 730 * u * 1.7);
			k->break_even_month = be[l];
			k->break_even_month_colo = isnan(be[l]) ? NAN :
			    be[l] + 3;
			k->cheapest = cheap[l];
		}
	f->r.tco.cases[UTIL_MEDIUM][ENERGY_BASE].opt[OP_ON_PREM].cost_per_mtok =
	    1234567.891;
	/* the decision as engine.c makes it from these cases */
	f->r.offer.model = cheap[UTIL_MEDIUM];
	f->r.offer.rent_priced = 1;
	for (l = 0; l < UTIL__MAX; l++) {
		f->r.offer.cheapest[l] = cheap[l];
		f->r.offer.own_cheapest += cheap[l] != OP_CLOUD;
		f->r.offer.break_even_levels += !isnan(be[l]);
	}
	f->r.tco.break_even_utilisation = 0.37;
	f->r.tco.n_sens = 5;
	{
		static const char *const names[] = { "energy_price",
		    "utilisation", "capex", "cloud_price", "horizon" };
		static const double lo[] = { 0.12, 0.2, 253680, 2.38, 24 };
		static const double hi[] = { 0.36, 0.6, 380520, 4.42, 72 };

		for (i = 0; i < 5; i++) {
			struct sensitivity *s = &f->r.tco.sens[i];

			s->param = names[i];
			s->low_value = lo[i];
			s->high_value = hi[i];
			s->base_total = 512345.6;
			s->low_total = 480000 + i * 1000;
			s->high_total = 560000 + i * 1000;
			s->base_break_even = 15.2;
			s->low_break_even = 13.1;
			s->high_break_even = i == 1 ? NAN : 18.4;
		}
	}
	f->r.tco.pue = f->r.econ.pue;
	f->r.tco.colocation_kw_month = f->r.econ.colocation_kw_month;
	f->r.tco.maintenance_pct_year = f->r.econ.maintenance_pct_year;
	f->r.tco.cloud_gpu_hour_on_demand = 3.4;
	f->r.tco.cloud_gpu_hour = 3.4 * 0.7;
	f->r.tco.cloud_price_source = "scenario override";
	/* the citations, as engine_run resolves them */
	c = &f->r.rec;
	(void)pricing_gpu(f->sc, &f->cat->prices, f->cat, c->gpu_index, &v,
	    &from);
	f->r.sources.gpu = from ? from->source : "scenario override";
	f->r.sources.gpu_cite = from ? &from->citation : NULL;
	(void)pricing_host(f->sc, &f->cat->prices, f->cat, c->gpu_index,
	    c->host.host_class, &v, &from);
	f->r.sources.host = from ? from->source : "scenario override";
	f->r.sources.host_cite = from ? &from->citation : NULL;
	if (c->price_network > 0) {
		(void)pricing_network(f->sc, &f->cat->prices, &from);
		f->r.sources.network = from->source;
		f->r.sources.network_cite = &from->citation;
	}
	if (f->sc->economics.commitment != COMMIT_ON_DEMAND) {
		f->r.sources.commit_discount = pricing_commit_discount(
		    &f->cat->prices, f->sc->economics.commitment);
		f->r.sources.commit_discount_source = f->cat->prices.
		    commit_discount_pct[f->sc->economics.commitment].source;
		f->r.sources.commit_discount_cite = &f->cat->prices.
		    commit_discount_pct[f->sc->economics.commitment].citation;
	}
}

static void
fx_free(struct fx *f)
{
	result_free(&f->r);
	scenario_free(f->sc);
	catalog_free(f->cat);
}

/* The value at a path of keys and array indices ("a.b.0.c"), or NULL. */
static const struct vt *
at(const struct vt *v, const char *path)
{
	char buf[256], *save = NULL, *tok;

	snprintf(buf, sizeof(buf), "%s", path);
	for (tok = strtok_r(buf, ".", &save); tok && v;
	    tok = strtok_r(NULL, ".", &save)) {
		if (v->kind == VT_LIST)
			v = vt_at(v, (size_t)atoi(tok));
		else
			v = vt_get(v, tok);
	}
	return v;
}

/* One expected view value: equal, or containing `contains`. */
struct vcase {
	const char	*lang;
	const char	*path;
	const char	*equals;	/* or NULL */
	const char	*contains;	/* or NULL */
};

static const struct vcase vcases[] = {
	{ "de", "lang", "de", NULL },
	{ "de", "customer.name", "Beispiel Armaturen GmbH & Co. KG", NULL },
	{ "de", "customer.contact", "Abteilung Digitalisierung", NULL },
	{ "de", "customer.address", "", NULL },
	{ "de", "title", "KI-Chat-Assistent für den Vertrieb", NULL },
	{ "de", "proposal_id", "acme-llm-20261202", NULL },
	{ "de", "date", "2. Dezember 2026", NULL },
	{ "de", "prices_as_of", "7. Oktober 2026", NULL },
	{ "de", "recommendation.gpu_name", "NVIDIA H200 SXM 141GB", NULL },
	{ "de", "recommendation.gpus", "8", NULL },
	{ "de", "recommendation.layout", "ein Knoten mit 8 GPUs", NULL },
	{ "de", "recommendation.form_factor", "SXM-Modul", NULL },
	{ "de", "recommendation.capex", "317.100 €", NULL },
	{ "de", "recommendation.binding", "GPU-Speicher (VRAM)", NULL },
	{ "de", "recommendation.binding_sentence", NULL, "GPU-Speicher" },
	{ "de", "recommendation.vram_headroom", "56 %", NULL },
	{ "de", "summary.verdict", "Kaufen lohnt sich ab mittlerer Auslastung; "
	  "darunter ist Mieten bei einer Neocloud günstiger.", NULL },
	{ "de", "summary.scenarios.0.break_even", "nie innerhalb von 48 Monaten", NULL },
	{ "de", "summary.scenarios.1.break_even", "Monat 15,2", NULL },
	{ "de", "summary.scenarios.2.break_even", "Monat 9,9", NULL },
	{ "de", "summary.scenarios.0.utilisation", "20 %", NULL },
	{ "de", "summary.scenarios.1.gpu_hours_month", "2.336", NULL },
	{ "de", "summary.scenarios.0.cheapest", "Cloud (Miete)", NULL },
	{ "de", "summary.break_even_utilisation", "37 %", NULL },
	{ "de", "workloads.0.type", "LLM-Inferenz", NULL },
	{ "de", "workloads.0.model", "Llama 3.1 70B", NULL },
	{ "de", "workloads.0.params", "70,6 Mrd.", NULL },
	{ "de", "workloads.0.memory.weights", "70,6", NULL },
	{ "de", "workloads.0.memory.kv_cache", "38,7", NULL },
	{ "de", "workloads.0.memory.per_gpu", "61,5", NULL },
	{ "de", "workloads.0.memory.gpu_memory", "141", NULL },
	/* the card in the table's unit (GB = 10^9 bytes), what the
	 * workload may fill of it (the fixture's 141e9 B), the maker's
	 * GiB (a workload that fills the card, as training, reads "von
	 * 85,9 GB = 80 GiB": the fem-simulation golden) */
	{ "de", "workloads.0.memory.per_gpu_of", "nutzbar 141,0 von 151,4 GB = 141 GiB", NULL },
	{ "en", "workloads.0.memory.per_gpu_of", "usable 141.0 of 151.4 GB = 141 GiB", NULL },
	{ "de", "workloads.0.requirements.2.value", "8.192 Token", NULL },
	{ "de", "workloads.0.performance.0.value", "1.100 Token/s", NULL },
	{ "de", "workloads.0.performance.0.target", "960 Token/s", NULL },
	{ "de", "workloads.0.performance.0.met", "ja", NULL },
	{ "de", "workloads.0.performance.2.value", "1,43 s", NULL },
	{ "de", "workloads.1.memory.optimizer", "22,4", NULL },
	{ "de", "workloads.1.performance.0.value", "61,5 h", NULL },
	{ "de", "workloads.1.performance.0.met", "nein", NULL },
	{ "de", "workloads.1.fits_text", "nein: schafft den Trainingslauf nicht in der Deadline", NULL },
	{ "de", "workloads.1.requirements.0.value", NULL, "QLoRA" },
	{ "de", "workloads.1.requirements.4.value", "200 Mio. Token", NULL },
	{ "de", "bom.ram_gb", "2.048", NULL },
	{ "de", "bom.nvme_data_tb", "30,0", NULL },
	{ "de", "bom.power_kw_total", "10,2", NULL },
	{ "de", "bom.cooling", "Luftkühlung", NULL },
	{ "de", "bom.price_gpus_total", "244.000 €", NULL },
	{ "de", "bom.installation", "15.100 €", NULL },
	{ "de", "alternatives.0.reason", "Scheidet aus: erreicht die geforderten "
	  "Token pro Sekunde nicht.", NULL },
	{ "de", "alternatives.1.reason", "Erfüllt die Anforderungen, kostet aber "
	  "über 48 Monate bei mittlerer Auslastung 400.000 € mehr (912.346 € "
	  "statt 512.346 €).", NULL },
	{ "de", "tco.scenarios.1.options.0.per_mtok", "1.234.567,89 €", NULL },
	{ "de", "tco.scenarios.1.options.0.model", "Eigenbetrieb (On-Premises)", NULL },
	{ "de", "tco.scenarios.1.options.2.break_even", "Vergleichsbasis", NULL },
	{ "de", "tco.scenarios.1.options.1.break_even", "Monat 18,2", NULL },
	{ "de", "tco.scenarios.1.energy_price", "0,24 €/kWh", NULL },
	{ "de", "tco.scenarios.0.options.0.break_even", "nie innerhalb von 48 Monaten", NULL },
	{ "de", "tco.energy_cases.0.price", "0,18 €/kWh", NULL },
	{ "de", "tco.energy_cases.8.case", "hoch", NULL },
	{ "de", "tco.cloud_gpu_hour", "2,38 €", NULL },
	{ "de", "sensitivity.0.param", "Energiepreis", NULL },
	{ "de", "sensitivity.0.low", "0,12 €/kWh", NULL },
	{ "de", "sensitivity.1.high", "60 %", NULL },
	{ "de", "sensitivity.1.high_break_even", "nie innerhalb von 48 Monaten", NULL },
	{ "de", "sensitivity.4.high", "72 Monate", NULL },
	{ "de", "sensitivity.0.swing", "80.000 €", NULL },
	{ "de", "assumptions.0.item", "GPU-Preis", NULL },
	{ "de", "assumptions.0.source", "Projektvorgabe", NULL },
	{ "de", "assumptions.0.as_of", "2. Dezember 2026", NULL },
	{ "de", "assumptions.1.as_of", "7. Oktober 2026", NULL },
	{ "de", "advice.0.kind", "rent_below_100h", NULL },
	{ "de", "advice.0.text", NULL, "Unter rund 100 GPU-Stunden im Monat gewinnt fast immer das Mieten" },
	{ "de", "advice.1.text", NULL, "„Finetuning | *Wissen*“ passt nur mit CPU-Offloading" },
	{ "de", "risks.0.text", NULL, "Bei 20 % Auslastung wird der Break-even gegenüber der Miete innerhalb von 48 Monaten nicht erreicht, bei 70 % liegt er bei Monat 9,9." },
	{ "en", "risks.0.text", NULL, "At 20% utilisation break-even against renting is not reached within 48 months; at 70%, it comes in month 9.9." },
	{ "de", "mistakes.0.mistake", NULL, "Zu wenig VRAM" },
	{ "de", "checklist.2.text", NULL, "mindestens 72 Stunden" },
	{ "de", "charts.break_even", "acme-breakeven.svg", NULL },
	{ "de", "workloads.0.gpu_use", "4 GPUs: 2 Modellkopien über je 2 GPUs (Tensor-Parallelität)", NULL },
	{ "en", "workloads.0.gpu_use", "4 GPUs: 2 model copies over 2 GPUs each (tensor parallelism)", NULL },
	{ "de", "workloads.1.gpu_use", "8 GPUs", NULL },
	{ "de", "charts.tornado", "acme-tornado.svg", NULL },
	{ "en", "date", "2 December 2026", NULL },
	{ "en", "prices_as_of", "7 October 2026", NULL },
	{ "en", "recommendation.capex", "€317,100", NULL },
	{ "en", "recommendation.layout", "one node with 8 GPUs", NULL },
	{ "en", "summary.verdict", "Buying pays off from medium utilisation on; "
	  "below that, rent from a neocloud.", NULL },
	{ "en", "summary.scenarios.0.break_even", "never within 48 months", NULL },
	{ "en", "summary.scenarios.1.break_even", "month 15.2", NULL },
	{ "en", "summary.scenarios.0.utilisation", "20%", NULL },
	{ "en", "workloads.0.params", "70.6 B", NULL },
	{ "en", "workloads.0.memory.weights", "70.6", NULL },
	{ "en", "workloads.0.requirements.2.value", "8,192 tokens", NULL },
	{ "en", "tco.scenarios.1.options.0.per_mtok", "€1,234,567.89", NULL },
	{ "en", "tco.scenarios.1.energy_price", "€0.24/kWh", NULL },
	{ "en", "sensitivity.1.high_break_even", "never within 48 months", NULL },
	{ "en", "alternatives.0.reason", "Ruled out: misses the required tokens per second.", NULL },
	{ "en", "alternatives.1.reason", "Meets the requirements but costs "
	  "€400,000 more over 48 months at medium utilisation (€912,346 "
	  "instead of €512,346).", NULL },
	{ "en", "assumptions.0.source", "project assumption", NULL },
	{ "en", "checklist.2.text", NULL, "at least 72 hours" },
	{ "en", "summary.break_even_utilisation", "37%", NULL },
};

static void
test_view_values(void **state)
{
	static const char *const langs[] = { "de", "en" };
	size_t li, i;

	(void)state;
	for (li = 0; li < 2; li++) {
		struct fx f;
		struct view vw;
		const struct vt *v;

		fx_init(&f, langs[li]);
		view_build(&vw, &f.r, chart_files);
		v = vw.root;
		assert_non_null(v);
		for (i = 0; i < sizeof(vcases) / sizeof(vcases[0]); i++) {
			const struct vcase *c = &vcases[i];
			const struct vt *x;
			const char *s;

			if (strcmp(c->lang, langs[li]) != 0)
				continue;
			x = at(v, c->path);
			if (vt_str(x) == NULL)
				fail_msg("[%s] %s: not a string", c->lang, c->path);
			s = vt_str(x);
			if (c->equals && strcmp(s, c->equals) != 0)
				fail_msg("[%s] %s = \"%s\", want \"%s\"", c->lang,
				    c->path, s, c->equals);
			if (c->contains && strstr(s, c->contains) == NULL)
				fail_msg("[%s] %s = \"%s\", want it to contain "
				    "\"%s\"", c->lang, c->path, s, c->contains);
		}
		assert_int_equal(at(v, "workloads")->n, 2);
		assert_int_equal(at(v, "tco.energy_cases")->n, 9);
		assert_int_equal(at(v, "tco.scenarios.0.options")->n,
		    4);
		assert_true((at(v, "tco.has_tokens")->kind == VT_TRUE));
		assert_true((at(v, "has_alternatives")->kind == VT_TRUE));
		assert_int_equal(at(v, "alternatives")->n, 2);
		assert_true((at(v, "charts.has_tornado")->kind == VT_TRUE));
		assert_true((at(v, "tco.scenarios.1.options.0.cheapest")->kind == VT_TRUE));
		view_free(&vw);
		fx_free(&f);
	}
}

/*
 * The view cites the prices as the result says the engine resolved them
 * (result.sources), not by looking them up again: a made-up citation in
 * the result is what the reader sees, in the proposal's language, the
 * research note (source) never, and a missing citation prints as "–".
 */
static void
test_view_cites_result(void **state)
{
	static char de[] = "Erfundene Händlerliste 2099";
	static char en[] = "Made-up distributor list 2099";
	struct ltext cite = { de, en };
	struct fx f;
	struct view vw;
	const char *lang[] = { "en", "de" };
	int i;

	(void)state;
	for (i = 0; i < 2; i++) {
		fx_init(&f, lang[i]);
		f.r.sources.gpu = "internal note: scraped, unconfirmed (KEY)";
		f.r.sources.gpu_cite = &cite;
		view_build(&vw, &f.r, chart_files);
		assert_string_equal(vt_str(at(vw.root,
		    "assumptions.0.source")), i ? de : en);
		view_free(&vw);
		fx_free(&f);
	}
	fx_init(&f, "en");
	f.r.sources.gpu = "Made-up distributor list 2099";
	f.r.sources.gpu_cite = &cite;
	f.r.sources.host = NULL;
	f.r.sources.host_cite = NULL;
	view_build(&vw, &f.r, chart_files);
	assert_string_equal(vt_str(at(vw.root,
	    "assumptions.0.item")), "GPU price");
	assert_string_equal(vt_str(at(vw.root,
	    "assumptions.0.source")), "Made-up distributor list 2099");
	assert_true((at(vw.root, "assumptions.0.from_catalog")->kind == VT_TRUE));
	assert_string_equal(vt_str(at(vw.root,
	    "assumptions.1.item")), "Server without GPUs");
	assert_string_equal(vt_str(at(vw.root,
	    "assumptions.1.source")), "–");
	/* no price found: nothing for the sources list */
	assert_true((at(vw.root, "assumptions.1.from_catalog")->kind == VT_FALSE));
	view_free(&vw);
	fx_free(&f);
}

/* How a model copy splits over its GPUs, in the workload's GPU use:
 * data-parallel attention and expert parallelism name themselves. */
static void
test_view_moe_split(void **state)
{
	static const struct {
		const char	*lang;
		int		 reps, per, dp, ep;
		const char	*want;
	} rows[] = {
		{ "en", 1, 8, 8, 1, "8 GPUs: one model copy over 8 GPUs "
		    "(attention data-parallel in 8 groups, experts split over "
		    "all GPUs)" },
		{ "de", 1, 8, 8, 8, "8 GPUs: eine Modellkopie über 8 GPUs "
		    "(Attention datenparallel in 8 Gruppen, "
		    "Experten-Parallelität über 8)" },
		{ "en", 2, 4, 1, 4, "8 GPUs: 2 model copies over 4 GPUs each "
		    "(tensor parallelism, expert parallelism over 4)" },
		{ "en", 2, 4, 1, 1, "8 GPUs: 2 model copies over 4 GPUs each "
		    "(tensor parallelism)" },
	};
	struct fx f;
	struct view vw;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct workload_result *w;

		fx_init(&f, rows[i].lang);
		w = &f.r.rec.wr[0];
		w->replicas = rows[i].reps;
		w->gpus_per_replica = w->tensor_parallel = rows[i].per;
		w->gpus_needed = rows[i].reps * rows[i].per;
		w->attention_data_parallel = rows[i].dp;
		w->expert_parallel = rows[i].ep;
		view_build(&vw, &f.r, chart_files);
		assert_string_equal(vt_str(at(vw.root, "workloads.0.gpu_use")),
		    rows[i].want);
		view_free(&vw);
		fx_free(&f);
	}
}

/*
 * The bill of materials counts the GPUs a node holds, not the slots of
 * its shape: a node of an 8-GPU baseboard with one GPU says so, one GPU
 * is singular, nodes that differ say "up to".
 */
static void
test_view_gpus_in_node(void **state)
{
	static const struct {
		const char	*lang;
		int		 gpus, nodes, shape;
		const char	*want;
	} rows[] = {
		{ "en", 8, 1, 8, "8 GPUs per node" },
		{ "de", 8, 1, 8, "8 GPUs je Knoten" },
		{ "en", 1, 1, 8, "1 GPU per node (room for 8)" },
		{ "de", 1, 1, 8, "1 GPU je Knoten (Platz für 8)" },
		{ "en", 3, 1, 4, "3 GPUs per node (room for 4)" },
		{ "en", 1, 1, 1, "1 GPU per node" },
		{ "en", 16, 2, 8, "8 GPUs per node" },
		{ "en", 12, 2, 8, "6 GPUs per node (room for 8)" },
		{ "de", 13, 2, 8, "bis zu 7 GPUs je Knoten (Platz für 8)" },
		{ "en", 24, 3, 8, "8 GPUs per node" },
	};
	struct fx f;
	struct view vw;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		fx_init(&f, rows[i].lang);
		f.r.rec.gpus = rows[i].gpus;
		f.r.rec.nodes = rows[i].nodes;
		f.r.rec.gpus_per_node = rows[i].shape;
		view_build(&vw, &f.r, chart_files);
		assert_string_equal(vt_str(at(vw.root, "bom.gpus_in_node")),
		    rows[i].want);
		view_free(&vw);
		fx_free(&f);
	}
}

/* 1 if every character of the UTF-8 string s is in Windows-1252, the
 * PDF writer's font encoding (words.h promises generated text is). */
static int
cp1252_only(const char *s)
{
	static const unsigned extra[] = { 0x20ac, 0x201a, 0x0192, 0x201e,
	    0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
	    0x017d, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
	    0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178 };
	size_t n = strlen(s), i = 0, k, len;
	unsigned cp;

	while (i < n) {
		len = utf8_decode(s + i, n - i, &cp);
		if (len == 0)
			return 0;
		i += len;
		if (cp < 0x80 || (cp >= 0xa0 && cp <= 0xff))
			continue;
		for (k = 0; k < sizeof(extra) / sizeof(extra[0]); k++)
			if (extra[k] == cp)
				break;
		if (k == sizeof(extra) / sizeof(extra[0]))
			return 0;
	}
	return 1;
}

/* Render templates/proposal.<lang>.md against v: no findings from the
 * full check (every placeholder, also in skipped sections) nor from the
 * render; returns the Markdown (caller frees). */
static char *
render_shipped(const char *lang, const struct vt *v)
{
	char path[64];
	struct diag_list dl = { 0 };
	struct strbuf out = STRBUF_INIT;
	struct template *t;

	snprintf(path, sizeof(path), "templates/proposal.%s.md", lang);
	t = template_load(path, &dl);
	if (t == NULL || !template_check(t, v, &dl) ||
	    !template_render(t, v, &out, &dl) || dl.n != 0) {
		diag_print(&dl, DIAG_FMT_TEXT, stderr);
		fail_msg("%s: findings", path);
	}
	template_free(t);
	diag_free(&dl);
	return sb_take(&out);
}

static void
test_templates_render(void **state)
{
	static const struct {
		const char	*lang;
		const char	*needles[12];
	} t[] = {
		{ "de", { "Beispiel Armaturen GmbH & Co. KG",
		    "**8 × NVIDIA H200 SXM 141GB**", "Muster – nicht zum Versand",
		    "\n<!-- pagebreak -->\n", "Kaufen lohnt sich ab mittlerer "
		    "Auslastung", "| niedrig (20 %) | 1.168 | nie innerhalb von 48 "
		    "Monaten | Cloud (Miete) |", "Monat 15,2",
		    "Finetuning \\| \\*Wissen\\*", "![Break-even",
		    "(acme-tornado.svg)", "72 Stunden", NULL } },
		{ "en", { "Beispiel Armaturen GmbH & Co. KG",
		    "**8 × NVIDIA H200 SXM 141GB**", "Sample – not for sending",
		    "\n<!-- pagebreak -->\n", "Buying pays off from medium "
		    "utilisation on", "never within 48 months", "month 15.2",
		    "Finetuning \\| \\*Wissen\\*", "(acme-breakeven.svg)",
		    "€1,234,567.89", "72 hours", NULL } },
	};
	size_t i, k;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct fx f;
		struct view vw;
		const struct vt *v;
		char *md;

		fx_init(&f, t[i].lang);
		view_build(&vw, &f.r, chart_files);
		v = vw.root;
		md = render_shipped(t[i].lang, v);
		for (k = 0; t[i].needles[k]; k++)
			if (strstr(md, t[i].needles[k]) == NULL)
				fail_msg("proposal.%s.md lacks \"%s\"", t[i].lang,
				    t[i].needles[k]);
		/* tags alone on their lines leave no blank table rows */
		if (strstr(md, "|\n\n|") != NULL || strstr(md, "{{") != NULL ||
		    strstr(md, "\n\n\n") != NULL)
			fail_msg("proposal.%s.md: blank line inside a table, a "
			    "left-over tag or a double blank line", t[i].lang);
		if (!cp1252_only(md))
			fail_msg("proposal.%s.md: a character outside "
			    "Windows-1252", t[i].lang);
		free(md);
		view_free(&vw);
		fx_free(&f);
	}
}

/*
 * With a vendor profile the cover, the terms and the contact are the
 * profile's: its name and contact, the validity counted from the
 * proposal date, the support tiers with their prices (a share of the
 * hardware as money too), and no sample text.
 */
static void
test_templates_vendor(void **state)
{
	static char name[] = "Test Rechenzentren GmbH", cname[] = "Erika Muster",
	    pay[] = "14 Tage netto", tier[] = "Premium", cov[] = "24/7",
	    resp[] = "4 Stunden", tier2[] = "Basis", cov2[] = "Hotline",
	    resp2[] = "2 Werktage";
	struct support_tier st[2];
	struct vendor_profile vp;
	struct fx f;
	struct view vw;
	char *md;
	const char *needles[] = { "**Test Rechenzentren GmbH**",
	    "Ansprechpartner: Erika Muster", "# Konditionen",
	    "| Zahlungsbedingungen | 14 Tage netto |",
	    "| Bindefrist | 30 Tage ab Angebotsdatum, bis ",
	    "| Basis | Hotline | 2 Werktage | im Preis enthalten |",
	    "| Premium | 24/7 | 4 Stunden | 6 % der Hardware pro Jahr (",
	    "Test Rechenzentren GmbH, Erika Muster", NULL };
	size_t k;

	(void)state;
	memset(&vp, 0, sizeof(vp));
	memset(st, 0, sizeof(st));
	vp.name = name;
	vp.contact.name = cname;
	vp.terms.validity_days = 30;
	vp.terms.payment.de = vp.terms.payment.en = pay;
	st[0].name.de = st[0].name.en = tier2;
	st[0].covers.de = st[0].covers.en = cov2;
	st[0].response.de = st[0].response.en = resp2;
	st[0].price_year = 0;
	st[0].price_pct_year = NAN;
	st[1].name.de = st[1].name.en = tier;
	st[1].covers.de = st[1].covers.en = cov;
	st[1].response.de = st[1].response.en = resp;
	st[1].price_year = NAN;
	st[1].price_pct_year = 6;
	vp.terms.support = st;
	vp.terms.n_support = 2;
	fx_init(&f, "de");
	f.r.vendor = &vp;
	view_build(&vw, &f.r, chart_files);
	md = render_shipped("de", vw.root);
	for (k = 0; needles[k]; k++)
		if (strstr(md, needles[k]) == NULL)
			fail_msg("proposal.de.md with a vendor lacks \"%s\"",
			    needles[k]);
	if (strstr(md, "Muster – nicht") != NULL)
		fail_msg("proposal.de.md with a vendor says it is a sample");
	free(md);
	view_free(&vw);
	fx_free(&f);
}

/* One proposal: a view of r and its Markdown from t, rounds times over
 * (the last Markdown kept in md, allocated).  Runs in a thread. */
struct job {
	const struct result	*r;
	const struct template	*t;
	int			 rounds;
	char			*md;		/* out: the Markdown; NULL on a finding */
	int			 same;		/* out: 1 if every round gave md */
};

static void *
run_job(void *arg)
{
	struct job *j = arg;
	int i;

	j->md = NULL;
	j->same = 1;
	for (i = 0; i < j->rounds; i++) {
		struct diag_list dl = { 0 };
		struct strbuf out = STRBUF_INIT;
		struct view vw;

		view_build(&vw, j->r, chart_files);
		if (!template_render(j->t, vw.root, &out, &dl) || dl.n != 0) {
			j->same = 0;
			sb_free(&out);
		} else if (j->md == NULL)
			j->md = sb_take(&out);
		else {
			if (strcmp(j->md, out.s) != 0)
				j->same = 0;
			sb_free(&out);
		}
		view_free(&vw);
		diag_free(&dl);
	}
	return NULL;
}

/*
 * No process globals: a German and an English proposal built one after
 * the other, and then both at once in two threads (each many times), give
 * the same Markdown; the templates are shared by the threads.
 */
static void
test_views_in_threads(void **state)
{
	static const char *const langs[2] = { "de", "en" };
	struct diag_list dl = { 0 };
	struct template *t[2];
	struct fx f[2];
	struct job seq[2], par[2];
	pthread_t th[2];
	char path[64];
	int i;

	(void)state;
	for (i = 0; i < 2; i++) {
		fx_init(&f[i], langs[i]);
		snprintf(path, sizeof(path), "templates/proposal.%s.md",
		    langs[i]);
		t[i] = template_load(path, &dl);
		assert_non_null(t[i]);
		seq[i] = (struct job){ &f[i].r, t[i], 1, NULL, 0 };
		run_job(&seq[i]);
		assert_non_null(seq[i].md);
	}
	assert_non_null(strstr(seq[0].md, "Kaufen lohnt sich"));
	assert_non_null(strstr(seq[1].md, "Buying pays off"));
	for (i = 0; i < 2; i++) {
		par[i] = (struct job){ &f[i].r, t[i], 20, NULL, 0 };
		assert_int_equal(pthread_create(&th[i], NULL, run_job,
		    &par[i]), 0);
	}
	for (i = 0; i < 2; i++) {
		assert_int_equal(pthread_join(th[i], NULL), 0);
		assert_true(par[i].same);
		assert_non_null(par[i].md);
		assert_string_equal(par[i].md, seq[i].md);
		free(par[i].md);
		free(seq[i].md);
		template_free(t[i]);
		fx_free(&f[i]);
	}
	assert_int_equal(dl.n, 0);
	diag_free(&dl);
}

/* With no feasible system (nothing sized, no TCO) and no charts, the
 * view still has every key: both templates render without findings. */
static void
test_templates_infeasible(void **state)
{
	static const char *const langs[] = { "de", "en" };
	size_t i;

	(void)state;
	for (i = 0; i < 2; i++) {
		struct fx f;
		struct view vw;
		const struct vt *v;
		char *md;

		fx_init(&f, langs[i]);
		result_free(&f.r);
		f.r.sc = f.sc;
		f.r.cat = f.cat;
		f.r.prices = &f.cat->prices;
		f.r.ok = 0;
		f.r.infeasible_because = CON_MEMORY;
		view_build(&vw, &f.r, NULL);
		v = vw.root;
		assert_true((at(v, "ok")->kind == VT_FALSE));
		assert_true((at(v, "charts.has_break_even")->kind == VT_FALSE));
		assert_string_equal(vt_str(at(v,
		    "recommendation.capex")), "–");
		md = render_shipped(langs[i], v);
		assert_non_null(strstr(md, i == 0 ? "Kein System erfüllt" :
		    "No system meets"));
		free(md);
		view_free(&vw);
		fx_free(&f);
	}
}

/* The verdict sentence for each pattern of cheapest models. */
static void
test_verdict(void **state)
{
	static const struct {
		enum op_model	 c[UTIL__MAX];
		enum cloud_tier	 tier;
		int		 rent;
		enum language	 l;
		const char	*want;
	} t[] = {
		{ { OP_CLOUD, OP_ON_PREM, OP_ON_PREM }, TIER_NEOCLOUD, 1, LANG_DE,
		  "Kaufen lohnt sich ab mittlerer Auslastung; darunter ist "
		  "Mieten bei einer Neocloud günstiger." },
		{ { OP_CLOUD, OP_ON_PREM, OP_COLOCATION }, TIER_NEOCLOUD, 1, LANG_EN,
		  "Buying pays off from medium utilisation on; below that, rent "
		  "from a neocloud." },
		{ { OP_CLOUD, OP_CLOUD, OP_ON_PREM }, TIER_HYPERSCALER, 1, LANG_DE,
		  "Kaufen lohnt sich erst bei hoher Auslastung; darunter ist "
		  "Mieten bei einem Hyperscaler günstiger." },
		{ { OP_CLOUD, OP_CLOUD, OP_ON_PREM }, TIER_HYPERSCALER, 1, LANG_EN,
		  "Buying pays off only at high utilisation; below that, rent "
		  "from a hyperscaler." },
		{ { OP_ON_PREM, OP_ON_PREM, OP_ON_PREM }, TIER_NEOCLOUD, 1, LANG_DE,
		  "Kaufen lohnt sich in allen drei Auslastungsszenarien." },
		{ { OP_CLOUD, OP_CLOUD, OP_CLOUD }, TIER_NEOCLOUD, 1, LANG_EN,
		  "Renting from a neocloud is cheaper than buying in all three "
		  "utilisation scenarios." },
		{ { OP_CLOUD, OP_HYBRID, OP_ON_PREM }, TIER_NEOCLOUD, 1, LANG_DE,
		  "Mieten bei einer Neocloud ist bei niedriger Auslastung am "
		  "günstigsten, das Hybridmodell bei mittlerer, und bei hoher "
		  "Auslastung lohnt sich Kaufen." },
		{ { OP_HYBRID, OP_ON_PREM, OP_ON_PREM }, TIER_NEOCLOUD, 1, LANG_EN,
		  "Buying pays off from medium utilisation on; below that, use "
		  "the hybrid model (own hardware for the base load, rented "
		  "capacity for peaks)." },
		{ { OP_ON_PREM, OP_CLOUD, OP_ON_PREM }, TIER_NEOCLOUD, 1, LANG_DE,
		  "Am günstigsten ist bei niedriger und hoher Auslastung der "
		  "Eigenbetrieb und bei mittlerer Auslastung die Cloud-Miete." },
		{ { OP_HYBRID, OP_HYBRID, OP_CLOUD }, TIER_NEOCLOUD, 1, LANG_EN,
		  "The cheapest option is the hybrid model at low and medium "
		  "utilisation and renting in the cloud at high utilisation." },
		{ { OP_COLOCATION, OP_COLOCATION, OP_COLOCATION }, TIER_NEOCLOUD, 0,
		  LANG_DE, "Von den verglichenen Betriebsarten ist die Colocation "
		  "in allen drei Auslastungsszenarien am günstigsten." },
		{ { OP_COLOCATION, OP_ON_PREM, OP_ON_PREM }, TIER_NEOCLOUD, 0,
		  LANG_EN, "The cheapest option is colocation at low utilisation "
		  "and on-premises operation at medium and high utilisation." },
		{ { OP_HYBRID, OP_CLOUD, OP_ON_PREM }, TIER_NEOCLOUD, 1, LANG_DE,
		  "Am günstigsten ist bei niedriger Auslastung das Hybridmodell, "
		  "bei mittlerer Auslastung die Cloud-Miete und bei hoher "
		  "Auslastung der Eigenbetrieb." },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct strbuf b = STRBUF_INIT;

		words_verdict(&b, t[i].c, t[i].tier, t[i].rent, t[i].l);
		if (strcmp(b.s, t[i].want) != 0)
			fail_msg("verdict %zu: \"%s\", want \"%s\"", i, b.s,
			    t[i].want);
		sb_free(&b);
	}
}

/* Break-even wording, and every advice kind worded in both languages. */
/*
 * The answer-length risk says what the workload needs planned at the
 * spread, in the proposal's language: more GPUs, the same ones split
 * otherwise, none within the GPUs tried, or nothing where the plan
 * holds (words_risks, result.h spread_gpus_needed).
 */
static void
test_risk_answer_spread(void **state)
{
	static const struct {
		enum language	 l;
		int		 sized, meets, fits;
		const char	*want;	/* in the last risk; NULL: no clause */
	} t[] = {
		{ LANG_EN, 1, 0, 1, "That is below the target of 20 tokens/s "
		  "per sequence. Planned for answers that vary this much, this "
		  "workload needs 8 GPUs of this type instead of 4. Measure" },
		{ LANG_DE, 1, 1, 0, "die übrigen warten. Für so unterschiedlich "
		  "lange Antworten geplant, braucht dieser Workload 8 GPUs "
		  "dieses Typs statt 4. Messen" },
		{ LANG_EN, 2, 0, 1, "the same 8 GPUs suffice, split differently "
		  "(tensor parallelism 2). Measure" },
		{ LANG_DE, 2, 0, 1, "reichen dieselben 8 GPUs, anders aufgeteilt "
		  "(Tensor-Parallelität 2). Messen" },
		{ LANG_EN, -1, 0, 1, "For answers that vary this much, even 8 "
		  "GPUs of this type do not suffice. Measure" },
		{ LANG_DE, -1, 0, 0, "Für so unterschiedlich lange Antworten "
		  "reichen auch 8 GPUs dieses Typs nicht. Messen" },
		{ LANG_EN, 0, 1, 1, NULL },
	};
	size_t i, j, n;

	(void)state;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct words_risk_input in;
		char *out[16];

		memset(&in, 0, sizeof(in));
		in.util_low = "20 %";
		in.util_high = "70 %";
		in.prices_as_of = "1 December 2026";
		in.residual_pct = "15 %";
		in.horizon = 48;
		in.spread_model = "Qwen3 32B";
		in.spread_cv = "1.25";
		in.spread_rate = "15.4 tokens/s";
		in.spread_planned = "28.1 tokens/s";
		in.spread_target = "20 tokens/s";
		in.spread_sequences = "48";
		in.spread_meets_target = t[i].meets;
		in.spread_memory_fits = t[i].fits;
		in.spread_sized = t[i].sized;
		in.spread_gpus = "8";
		in.spread_gpus_planned = "4";
		in.spread_tp = "2";
		n = words_risks(&in, t[i].l, out, 16);
		assert_true(n > 0);
		if (t[i].want != NULL && strstr(out[n - 1], t[i].want) == NULL)
			fail_msg("row %zu: '%s' not in '%s'", i, t[i].want,
			    out[n - 1]);
		if (t[i].want == NULL && (strstr(out[n - 1], "GPUs") != NULL ||
		    strstr(out[n - 1], "Measure") == NULL))
			fail_msg("row %zu: a GPU count in '%s'", i, out[n - 1]);
		for (j = 0; j < n; j++)
			free(out[j]);
	}
}

static void
test_words(void **state)
{
	static const struct {
		double		 m;
		int		 h;
		enum language	 l;
		const char	*want;
	} be[] = {
		{ 15.24, 48, LANG_DE, "Monat 15,2" },
		{ 15.25, 48, LANG_EN, "month 15.3" },
		{ NAN, 48, LANG_DE, "nie innerhalb von 48 Monaten" },
		{ NAN, 36, LANG_EN, "never within 36 months" },
		{ INFINITY, 1, LANG_DE, "nie innerhalb von 1 Monat" },
		{ 1234.5, 2000, LANG_DE, "Monat 1.234,5" },
	};
	size_t i;
	int k, l;

	(void)state;
	for (i = 0; i < sizeof(be) / sizeof(be[0]); i++) {
		struct strbuf b = STRBUF_INIT;

		words_break_even(&b, be[i].m, be[i].h, be[i].l);
		if (strcmp(b.s, be[i].want) != 0)
			fail_msg("break-even %zu: \"%s\", want \"%s\"", i, b.s,
			    be[i].want);
		sb_free(&b);
	}
	for (k = 0; k < ADV__MAX; k++)
		for (l = 0; l < LANG__MAX; l++) {
			struct advice a = { (enum advice_kind)k, 0.08, 2.5, 15, "x" };
			struct strbuf b = STRBUF_INIT;

			words_advice(&b, &a, (enum language)l);
			if (b.len < 20 || strcmp(b.s, "?") == 0 ||
			    strstr(b.s, " – ") != NULL)
				fail_msg("advice %d/%d: \"%s\"", k, l, b.s);
			sb_free(&b);
		}
	for (k = 0; k < CON__MAX; k++)
		for (l = 0; l < LANG__MAX; l++)
			if (strcmp(words_constraint((enum constraint)k,
			    (enum language)l), "?") == 0 ||
			    strcmp(words_failed((enum constraint)k,
			    (enum language)l), "?") == 0 ||
			    strcmp(words_binding_sentence((enum constraint)k,
			    (enum language)l), "?") == 0)
				fail_msg("constraint %d/%d not worded", k, l);
	assert_string_equal(words_constraint(CON__MAX, LANG_DE), "?");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_view_values),
		cmocka_unit_test(test_view_cites_result),
		cmocka_unit_test(test_view_gpus_in_node),
		cmocka_unit_test(test_view_moe_split),
		cmocka_unit_test(test_templates_render),
		cmocka_unit_test(test_templates_vendor),
		cmocka_unit_test(test_templates_infeasible),
		cmocka_unit_test(test_views_in_threads),
		cmocka_unit_test(test_verdict),
		cmocka_unit_test(test_words),
		cmocka_unit_test(test_risk_answer_spread),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
