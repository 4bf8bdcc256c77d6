/*
 * words.c: the proposal's generated wording in German and English (see
 * words.h).  Label tables are indexed [enum value][language], each row
 * WORD_COLUMNS(German, English); the sentences are assembled here from
 * the phrases of words_phrases.h (P(W_KEY)), with no language branch in
 * the code.  The sentences follow the seeds (../shared/seeds/ai-server-guide.de.txt: "Typische
 * Fehler", "Checkliste: Abnahme und Burn-in"; gpu-server-vendor-page.de.txt:
 * "GPUs mieten oder kaufen?").
 */
#include "render/words.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "render/format.h"
#include "util/alloc.h"

#define NELEM(a)	(sizeof(a) / sizeof((a)[0]))

/* The phrase key (words_phrases.h) in the language l in scope. */
#define P(key)	words_phrase((key), l)

/* t[i][lang] if i is in range, else "?". */
#define PICK(t, i, lang) \
	(((int)(i) >= 0 && (size_t)(i) < NELEM(t) && (int)(lang) >= 0 && \
	    (lang) < LANG__MAX && (t)[i][lang]) ? (t)[i][lang] : "?")

static const char *const workload_types[WL__MAX][LANG__MAX] = {
	[WL_LLM_INFERENCE] =	WORD_COLUMNS("LLM-Inferenz", "LLM inference"),
	[WL_LLM_FINETUNE] =	WORD_COLUMNS("LLM-Finetuning", "LLM fine-tuning"),
	[WL_LLM_PRETRAIN] =	WORD_COLUMNS("LLM-Pretraining", "LLM pretraining"),
	[WL_VISION_INFERENCE] =	WORD_COLUMNS("Bildverarbeitung (Inferenz)", "Vision inference"),
	[WL_SIMULATION] =	WORD_COLUMNS("Simulation (FP64)", "Simulation (FP64)"),
	[WL_EMBEDDINGS] =	WORD_COLUMNS("Embeddings (Batch)", "Embeddings (batch)"),
	[WL_RAG] =		WORD_COLUMNS("RAG / Vektorsuche", "RAG / vector search"),
};

static const char *const op_models[OP__MAX][LANG__MAX] = {
	[OP_ON_PREM] =		WORD_COLUMNS("Eigenbetrieb (On-Premises)", "On-premises"),
	[OP_COLOCATION] =	WORD_COLUMNS("Colocation", "Colocation"),
	[OP_CLOUD] =		WORD_COLUMNS("Cloud (Miete)", "Cloud (rent)"),
	[OP_HYBRID] =		WORD_COLUMNS("Hybrid (Grundlast eigen, Spitzen gemietet)", "Hybrid (own base load, rented peaks)"),
};

static const char *const util_levels[UTIL__MAX][LANG__MAX] = {
	[UTIL_LOW] =		WORD_COLUMNS("niedrig", "low"),
	[UTIL_MEDIUM] =		WORD_COLUMNS("mittel", "medium"),
	[UTIL_HIGH] =		WORD_COLUMNS("hoch", "high"),
};

static const char *const energy_cases[ENERGY__MAX][LANG__MAX] = {
	[ENERGY_LOW] =		WORD_COLUMNS("niedrig", "low"),
	[ENERGY_BASE] =		WORD_COLUMNS("Basis", "base"),
	[ENERGY_HIGH] =		WORD_COLUMNS("hoch", "high"),
};

static const char *const form_factors[FF__MAX][LANG__MAX] = {
	[FF_SXM] =		WORD_COLUMNS("SXM-Modul", "SXM module"),
	[FF_PCIE] =		WORD_COLUMNS("PCIe-Karte", "PCIe card"),
	[FF_OAM] =		WORD_COLUMNS("OAM-Modul", "OAM module"),
	[FF_SUPERCHIP] =	WORD_COLUMNS("Superchip (CPU + GPU)", "Superchip (CPU + GPU)"),
};

static const char *const host_classes[HOST__MAX][LANG__MAX] = {
	[HOST_PCIE_1] =	WORD_COLUMNS("1-Sockel-Server für 1–2 PCIe-GPUs (2 HE)", "1-socket server for 1–2 PCIe GPUs (2U)"),
	[HOST_PCIE_4] =	WORD_COLUMNS("2-Sockel-Server für bis zu 4 PCIe-GPUs", "2-socket server for up to 4 PCIe GPUs"),
	[HOST_PCIE_8] =	WORD_COLUMNS("2-Sockel-Server für bis zu 8 PCIe-GPUs (4 HE)", "2-socket server for up to 8 PCIe GPUs (4U)"),
	[HOST_HGX_4] =	WORD_COLUMNS("GPU-Server mit 4-GPU-Baseboard (HGX/OAM)", "GPU server with a 4-GPU baseboard (HGX/OAM)"),
	[HOST_HGX_8] =	WORD_COLUMNS("GPU-Server mit 8-GPU-Baseboard (HGX/OAM), alle GPUs über NVLink bzw. Infinity Fabric verbunden", "GPU server with an 8-GPU baseboard (HGX/OAM), all GPUs linked by NVLink or Infinity Fabric"),
	[HOST_NVL72] =	WORD_COLUMNS("GB200-NVL72-Rack (72 GPUs in einer NVLink-Domäne, flüssigkeitsgekühlt)", "GB200 NVL72 rack (72 GPUs in one NVLink domain, liquid-cooled)"),
};

static const char *const ft_methods[FT__MAX][LANG__MAX] = {
	[FT_FULL] =	WORD_COLUMNS("vollständiges Finetuning", "full fine-tuning"),
	[FT_LORA] =	WORD_COLUMNS("LoRA", "LoRA"),
	[FT_QLORA] =	WORD_COLUMNS("QLoRA (4-Bit-Basismodell)", "QLoRA (4-bit base model)"),
};

static const char *const optimizers[OPT__MAX][LANG__MAX] = {
	[OPT_ADAMW] =		WORD_COLUMNS("AdamW", "AdamW"),
	[OPT_ADAMW_8BIT] =	WORD_COLUMNS("AdamW 8-Bit", "8-bit AdamW"),
};

static const char *const cloud_tiers[TIER__MAX][LANG__MAX] = {
	[TIER_HYPERSCALER] =	WORD_COLUMNS("Hyperscaler", "hyperscaler"),
	[TIER_NEOCLOUD] =	WORD_COLUMNS("Neocloud", "neocloud"),
};

/* "bei einer Neocloud" / "from a neocloud": the rental market in a clause. */
static const char *const tier_clause[TIER__MAX][LANG__MAX] = {
	[TIER_HYPERSCALER] =	WORD_COLUMNS("bei einem Hyperscaler", "from a hyperscaler"),
	[TIER_NEOCLOUD] =	WORD_COLUMNS("bei einer Neocloud", "from a neocloud"),
};

static const char *const commitments[COMMIT__MAX][LANG__MAX] = {
	[COMMIT_ON_DEMAND] =	WORD_COLUMNS("On-Demand (ohne Laufzeit)", "on demand (no term)"),
	[COMMIT_1Y] =		WORD_COLUMNS("Reservierung 1 Jahr", "1-year reservation"),
	[COMMIT_3Y] =		WORD_COLUMNS("Reservierung 3 Jahre", "3-year reservation"),
};

static const char *const alt_kinds[ALT__MAX][LANG__MAX] = {
	[ALT_FEWER_GPUS] =	WORD_COLUMNS("Weniger GPUs", "Fewer GPUs"),
	[ALT_LOWER_CAPEX] =	WORD_COLUMNS("Geringere Investition", "Lower capex"),
	[ALT_OTHER_VENDOR] =	WORD_COLUMNS("Anderer Hersteller", "Other vendor"),
	[ALT_MORE_HEADROOM] =	WORD_COLUMNS("Mehr Reserve", "More headroom"),
	[ALT_FASTER] =		WORD_COLUMNS("Schneller", "Faster"),
};

static const char *const constraints[CON__MAX][LANG__MAX] = {
	[CON_NONE] =		WORD_COLUMNS("keine Engstelle", "nothing binding"),
	[CON_MEMORY] =		WORD_COLUMNS("GPU-Speicher (VRAM)", "GPU memory (VRAM)"),
	[CON_BANDWIDTH] =	WORD_COLUMNS("Speicherbandbreite (Token/s)", "memory bandwidth (tokens/s)"),
	[CON_COMPUTE] =		WORD_COLUMNS("Rechenleistung (FLOPS)", "compute (FLOPS)"),
	[CON_FP64] =		WORD_COLUMNS("FP64-Rechenleistung", "FP64 throughput"),
	[CON_DEADLINE] =	WORD_COLUMNS("Deadline des Trainingslaufs", "training deadline"),
	[CON_POWER] =		WORD_COLUMNS("Leistungsbudget des Racks", "rack power budget"),
	[CON_BUDGET] =		WORD_COLUMNS("Investitionsbudget", "capex budget"),
	[CON_MAX_GPUS] =	WORD_COLUMNS("maximale GPU-Zahl", "GPU count limit"),
	[CON_SHAPE] =		WORD_COLUMNS("Knotenform", "node shape"),
	[CON_PRICE] =		WORD_COLUMNS("Kaufpreis", "purchase price"),
	[CON_LATENCY] =		WORD_COLUMNS("Latenzvorgabe", "latency target"),
	[CON_MONTH] =		WORD_COLUMNS("Läufe pro Monat", "runs a month"),
};

static const char *const binding_sentences[CON__MAX][LANG__MAX] = {
	[CON_NONE] = WORD_COLUMNS("Keine Anforderung reizt das System aus; es ist die kleinste sinnvolle Konfiguration.", "No requirement is binding; this is the smallest sensible configuration."),
	[CON_MEMORY] = WORD_COLUMNS("Die Größe bestimmt der GPU-Speicher (VRAM): weniger GPUs könnten Modell, KV-Cache und Reserve nicht halten.", "GPU memory (VRAM) sets the size: fewer GPUs could not hold the model, the KV cache and the reserve."),
	[CON_BANDWIDTH] = WORD_COLUMNS("Die Größe bestimmt die Speicherbandbreite: weniger GPUs lieferten die geforderten Token pro Sekunde nicht.", "Memory bandwidth sets the size: fewer GPUs would not deliver the required tokens per second."),
	[CON_COMPUTE] = WORD_COLUMNS("Die Größe bestimmt die Rechenleistung: weniger GPUs schafften den geforderten Durchsatz nicht.", "Compute sets the size: fewer GPUs would not reach the required throughput."),
	[CON_FP64] = WORD_COLUMNS("Die Größe bestimmt die FP64-Rechenleistung der Simulation.", "The simulation's FP64 throughput sets the size."),
	[CON_DEADLINE] = WORD_COLUMNS("Die Größe bestimmt die Deadline: mit weniger GPUs wäre ein Trainingslauf nicht rechtzeitig fertig.", "The deadline sets the size: with fewer GPUs a training run would not finish in time."),
	[CON_POWER] = WORD_COLUMNS("Das Leistungsbudget des Racks begrenzt das System.", "The rack's power budget limits the system."),
	[CON_BUDGET] = WORD_COLUMNS("Das Investitionsbudget begrenzt das System.", "The capex budget limits the system."),
	[CON_MAX_GPUS] = WORD_COLUMNS("Die vorgegebene maximale GPU-Zahl begrenzt das System.", "The given maximum GPU count limits the system."),
	[CON_SHAPE] = WORD_COLUMNS("Die verfügbaren Knotenformen bestimmen die GPU-Zahl.", "The available node shapes set the GPU count."),
	[CON_PRICE] = WORD_COLUMNS("Die Auswahl ist auf GPUs mit bekanntem Kaufpreis beschränkt.", "The choice is limited to GPUs with a known purchase price."),
	[CON_LATENCY] = WORD_COLUMNS("Die Größe bestimmt die Latenzvorgabe je Anfrage.", "The per-request latency target sets the size."),
	[CON_MONTH] = WORD_COLUMNS("Die Größe bestimmen die Läufe pro Monat: mit weniger GPUs passten sie nicht in einen Monat.", "The runs a month set the size: with fewer GPUs they would not fit in a month."),
};

static const char *const failed[CON__MAX][LANG__MAX] = {
	[CON_NONE] =		WORD_COLUMNS("erfüllt die Anforderungen", "meets the requirements"),
	[CON_MEMORY] =		WORD_COLUMNS("reicht beim GPU-Speicher nicht aus", "has too little GPU memory"),
	[CON_BANDWIDTH] =	WORD_COLUMNS("erreicht die geforderten Token pro Sekunde nicht", "misses the required tokens per second"),
	[CON_COMPUTE] =		WORD_COLUMNS("hat zu wenig Rechenleistung", "has too little compute"),
	[CON_FP64] =		WORD_COLUMNS("hat zu wenig FP64-Rechenleistung", "has too little FP64 throughput"),
	[CON_DEADLINE] =	WORD_COLUMNS("schafft den Trainingslauf nicht in der Deadline", "misses the training deadline"),
	[CON_POWER] =		WORD_COLUMNS("überschreitet das Leistungsbudget des Racks", "exceeds the rack power budget"),
	[CON_BUDGET] =		WORD_COLUMNS("überschreitet das Investitionsbudget", "exceeds the capex budget"),
	[CON_MAX_GPUS] =	WORD_COLUMNS("bräuchte mehr GPUs als zulässig", "would need more GPUs than allowed"),
	[CON_SHAPE] =		WORD_COLUMNS("hat keine passende Knotenform", "has no fitting node shape"),
	[CON_PRICE] =		WORD_COLUMNS("hat keinen bekannten Kaufpreis", "has no known purchase price"),
	[CON_LATENCY] =		WORD_COLUMNS("verfehlt die Latenzvorgabe", "misses the latency target"),
	[CON_MONTH] =		WORD_COLUMNS("bringt die Läufe eines Monats nicht im Monat unter", "cannot fit a month's runs into the month"),
};

static const struct {
	const char	*param;
	const char	*label[LANG__MAX];
} sens_params[] = {
	{ "energy_price", WORD_COLUMNS("Energiepreis", "Energy price") },
	{ "utilisation", WORD_COLUMNS("Auslastung", "Utilisation") },
	{ "capex", WORD_COLUMNS("Investition (Hardware + Installation)", "Capex (hardware + installation)") },
	{ "cloud_price", WORD_COLUMNS("Cloud-Preis je GPU-Stunde", "Cloud price per GPU-hour") },
	{ "horizon", WORD_COLUMNS("Betrachtungszeitraum", "Horizon") },
};

static const char *const yes_no[2][LANG__MAX] = {
	WORD_COLUMNS("nein", "no"),
	WORD_COLUMNS("ja", "yes"),
};

const char *
words_title(const struct scenario *sc)
{
	return sc->title != NULL ? sc->title :
	    words_phrase(W_PROPOSAL_KIND, sc->language);
}

const char *
words_workload_type(enum workload_type t, enum language l)
{
	return PICK(workload_types, t, l);
}

const char *
words_op_model(enum op_model m, enum language l)
{
	return PICK(op_models, m, l);
}

/* Operating models inside a sentence, without article ("was der Kauf
 * (Eigenbetrieb) spart", "what buying (colocation) saves"). */
static const char *const op_plain[OP__MAX][LANG__MAX] = {
	[OP_ON_PREM] =		WORD_COLUMNS("Eigenbetrieb", "on-premises operation"),
	[OP_COLOCATION] =	WORD_COLUMNS("Colocation", "colocation"),
	[OP_CLOUD] =		WORD_COLUMNS("Cloud-Miete", "renting in the cloud"),
	[OP_HYBRID] =		WORD_COLUMNS("Hybridmodell", "the hybrid model"),
};

const char *
words_op_plain(enum op_model m, enum language l)
{
	return PICK(op_plain, m, l);
}

/* Where the own system runs, as an adverbial ("Gesamtkosten im
 * Eigenbetrieb", "the total on premises"). */
static const char *const op_in[OP__MAX][LANG__MAX] = {
	[OP_ON_PREM] =		WORD_COLUMNS("im Eigenbetrieb", "on premises"),
	[OP_COLOCATION] =	WORD_COLUMNS("in der Colocation", "in colocation"),
	[OP_CLOUD] =		WORD_COLUMNS("in der Cloud", "in the cloud"),
	[OP_HYBRID] =		WORD_COLUMNS("im Hybridmodell", "in the hybrid model"),
};

const char *
words_op_in(enum op_model m, enum language l)
{
	return PICK(op_in, m, l);
}

const char *
words_util_level(enum util_level u, enum language l)
{
	return PICK(util_levels, u, l);
}

const char *
words_energy_case(enum energy_case e, enum language l)
{
	return PICK(energy_cases, e, l);
}

const char *
words_form_factor(enum form_factor f, enum language l)
{
	return PICK(form_factors, f, l);
}

const char *
words_host_class(enum host_class h, enum language l)
{
	return PICK(host_classes, h, l);
}

const char *
words_ft_method(enum ft_method m, enum language l)
{
	return PICK(ft_methods, m, l);
}

const char *
words_optimizer(enum optimizer o, enum language l)
{
	return PICK(optimizers, o, l);
}

const char *
words_cloud_tier(enum cloud_tier t, enum language l)
{
	return PICK(cloud_tiers, t, l);
}

const char *
words_commitment(enum commitment c, enum language l)
{
	return PICK(commitments, c, l);
}

const char *
words_alt_kind(enum alt_kind k, enum language l)
{
	return PICK(alt_kinds, k, l);
}

const char *
words_constraint(enum constraint c, enum language l)
{
	return PICK(constraints, c, l);
}

const char *
words_binding_sentence(enum constraint c, enum language l)
{
	return PICK(binding_sentences, c, l);
}

const char *
words_failed(enum constraint c, enum language l)
{
	return PICK(failed, c, l);
}

const char *
words_sens_param(const char *param, enum language l)
{
	size_t i;

	if (param == NULL)
		return "?";
	for (i = 0; i < NELEM(sens_params); i++)
		if (strcmp(sens_params[i].param, param) == 0 &&
		    (int)l >= 0 && l < LANG__MAX)
			return sens_params[i].label[l];
	return param;
}

const char *
words_yes_no(int yes, enum language l)
{
	return PICK(yes_no, yes ? 1 : 0, l);
}

void
words_break_even(struct strbuf *b, double months, int horizon,
    enum language l)
{
	if (!isfinite(months)) {
		sb_printf(b, P(W_NEVER_WITHIN), horizon, horizon == 1 ?
		    P(W_MONTH_ONE) : P(W_MONTHS_MANY));
		return;
	}
	if (months == 0) {
		/* own is never dearer: financed hardware without a down
		 * payment (docs/tco.md, "Break-even month") */
		sb_puts(b, P(W_BE_FROM_START));
		return;
	}
	sb_puts(b, P(W_MONTH_PREFIX));
	fmt_number(b, months, 1, l);
}

/* How an operating model counts in the verdict. */
enum verdict_cat {
	V_RENT,
	V_HYBRID,
	V_BUY,
	V__MAX
};

static enum verdict_cat
verdict_cat(enum op_model m)
{
	return m == OP_CLOUD ? V_RENT : m == OP_HYBRID ? V_HYBRID : V_BUY;
}

/* Per category: "X lohnt sich" as a subject and predicate. */
static const char *const v_pays[V__MAX][LANG__MAX] = {
	[V_RENT] =	WORD_COLUMNS("Mieten lohnt sich", "Renting pays off"),
	[V_HYBRID] =	WORD_COLUMNS("Das Hybridmodell (eigene Hardware für die Grundlast, gemietete Kapazität für Spitzen) lohnt sich", "The hybrid model (own hardware for the base load, rented capacity for peaks) pays off"),
	[V_BUY] =	WORD_COLUMNS("Kaufen lohnt sich", "Buying pays off"),
};

/* Per category: the clause for the levels below; %s = tier clause. */
static const char *const v_below[V__MAX][LANG__MAX] = {
	[V_RENT] =	WORD_COLUMNS("darunter ist Mieten %s günstiger", "below that, rent %s"),
	[V_HYBRID] =	WORD_COLUMNS("darunter ist das Hybridmodell (eigene Hardware für die Grundlast, gemietete Kapazität für Spitzen) günstiger", "below that, use the hybrid model (own hardware for the base load, rented capacity for peaks)"),
	[V_BUY] =	WORD_COLUMNS("darunter ist Kaufen günstiger", "below that, buy"),
};

/* "ab mittlerer Auslastung" / "from medium utilisation on", by level. */
static const char *const v_from[UTIL__MAX][LANG__MAX] = {
	[UTIL_LOW] =	WORD_COLUMNS("ab niedriger Auslastung", "from low utilisation on"),
	[UTIL_MEDIUM] =	WORD_COLUMNS("ab mittlerer Auslastung", "from medium utilisation on"),
	[UTIL_HIGH] =	WORD_COLUMNS("erst bei hoher Auslastung", "only at high utilisation"),
};

/* Operating models as sentence subjects. */
static const char *const op_subject[OP__MAX][LANG__MAX] = {
	[OP_ON_PREM] =		WORD_COLUMNS("der Eigenbetrieb", "on-premises operation"),
	[OP_COLOCATION] =	WORD_COLUMNS("die Colocation", "colocation"),
	[OP_CLOUD] =		WORD_COLUMNS("die Cloud-Miete", "renting in the cloud"),
	[OP_HYBRID] =		WORD_COLUMNS("das Hybridmodell", "the hybrid model"),
};

/* "bei niedriger", "bei niedriger und hoher" ... for a set of levels
 * (bit l = level l); the last one gets "Auslastung" / "utilisation". */
static void
levels_phrase(struct strbuf *b, unsigned set, enum language l)
{
	static const char *const adj[UTIL__MAX][LANG__MAX] = {
		WORD_COLUMNS("niedriger", "low"), WORD_COLUMNS("mittlerer", "medium"),
		WORD_COLUMNS("hoher", "high") };
	int i, n = 0, total = 0;

	for (i = 0; i < UTIL__MAX; i++)
		total += (set >> i) & 1;
	sb_puts(b, P(W_LEVELS_AT));
	for (i = 0; i < UTIL__MAX; i++) {
		if (!((set >> i) & 1))
			continue;
		if (n > 0)
			sb_puts(b, n == total - 1 ? P(W_LIST_AND) : ", ");
		sb_puts(b, adj[i][l]);
		n++;
	}
	sb_puts(b, P(W_LEVELS_UTILISATION));
}

/*
 * The verdict as "Am günstigsten ist bei niedriger und mittlerer
 * Auslastung das Hybridmodell, bei hoher die Cloud-Miete." grouping the
 * levels with the same cheapest model (in the order they first occur).
 */
static void
generic_verdict(struct strbuf *b, const enum op_model c[UTIL__MAX],
    enum language l)
{
	unsigned set[UTIL__MAX] = { 0 };
	enum op_model m[UTIL__MAX];
	struct strbuf lv = STRBUF_INIT;
	int i, k, n = 0;

	for (i = 0; i < UTIL__MAX; i++) {
		for (k = 0; k < n && m[k] != c[i]; k++)
			;
		if (k == n)
			m[n++] = c[i];
		set[k] |= 1u << i;
	}
	if (n == 1) {
		sb_printf(b, P(W_VERDICT_ONE_MODEL), PICK(op_subject, m[0], l));
		return;
	}
	sb_puts(b, P(W_VERDICT_CHEAPEST_IS));
	for (k = 0; k < n; k++) {
		if (k > 0)
			sb_puts(b, k == n - 1 ? P(W_LIST_AND) : ", ");
		sb_reset(&lv);
		levels_phrase(&lv, set[k], l);
		sb_printf(b, P(W_VERDICT_GROUP), lv.s ? lv.s : "",
		    PICK(op_subject, m[k], l));
	}
	sb_putc(b, '.');
	sb_free(&lv);
}

void
words_verdict(struct strbuf *b, const enum op_model cheapest[UTIL__MAX],
    enum cloud_tier tier, int rent_compared, enum language l)
{
	enum verdict_cat c[UTIL__MAX];
	const char *tc = PICK(tier_clause, tier, l);
	int i, k = -1, mono = 1;

	for (i = 0; i < UTIL__MAX; i++)
		c[i] = verdict_cat(cheapest[i]);
	for (i = 1; i < UTIL__MAX; i++) {
		if (c[i] < c[i - 1])
			mono = 0;
		if (c[i] != c[i - 1] && k < 0)
			k = i;
	}
	if (!rent_compared) {
		/* only own models compared: name the cheapest of them */
		generic_verdict(b, cheapest, l);
		return;
	}
	if (k < 0) {
		switch (c[0]) {
		case V_BUY:
			sb_puts(b, P(W_VERDICT_BUY_ALWAYS));
			break;
		case V_RENT:
			sb_printf(b, P(W_VERDICT_RENT_ALWAYS), tc);
			break;
		default:
			sb_puts(b, P(W_VERDICT_HYBRID_ALWAYS));
			break;
		}
		return;
	}
	if (mono && c[0] == V_RENT && c[1] == V_HYBRID && c[2] == V_BUY) {
		sb_printf(b, P(W_VERDICT_RENT_HYBRID_BUY), tc);
		return;
	}
	if (mono) {
		/* two steps: c[0] below level k, c[2] from k on */
		sb_printf(b, "%s %s; ", PICK(v_pays, c[2], l),
		    PICK(v_from, k, l));
		sb_printf(b, PICK(v_below, c[0], l), tc);
		sb_putc(b, '.');
		return;
	}
	generic_verdict(b, cheapest, l);
}

void
words_advice(struct strbuf *b, const struct advice *a, enum language l)
{
	int sl = (int)strnlen(a->s, sizeof(a->s));

	switch (a->kind) {
	case ADV_VRAM_HEADROOM:
		sb_puts(b, P(W_ADVICE_GPU_MEMORY_HAS_ONLY));
		fmt_percent(b, a->a, 0, l);
		{
			struct strbuf u, h;

			memset(&u, 0, sizeof(u));
			memset(&h, 0, sizeof(h));
			fmt_percent(&u, a->b, 0, l);
			fmt_percent(&h, a->c / 100, 0, l);
			sb_printf(b, P(W_ADVICE_HEADROOM_OVER_THE_NEED_WE), u.s,
			    h.s);
			sb_free(&u);
			sb_free(&h);
		}
		break;
	case ADV_IO_SLOW:
		sb_puts(b, P(W_ADVICE_THE_DATA_PIPELINE_NEEDS_ABOUT));
		fmt_number(b, a->a, 1, l);
		sb_puts(b, P(W_ADVICE_GB_S_WHILE_THE_PLANNED));
		fmt_number(b, a->b, 1, l);
		sb_puts(b, P(W_ADVICE_GB_S_FAST_GPUS_WOULD));
		break;
	case ADV_RACK_POWER:
		sb_puts(b, P(W_ADVICE_THE_SYSTEM_DRAWS_UP_TO));
		fmt_number(b, a->a, 1, l);
		sb_puts(b, P(W_ADVICE_KW_THE_RACK_IS_RATED));
		fmt_number(b, a->b, 1, l);
		sb_puts(b, P(W_ADVICE_KW_CONFIRM_THE_RACK_S));
		break;
	case ADV_MIXED_GENERATIONS:
		sb_printf(b, P(W_ADVICE_DO_NOT_MIX_GPU_GENERATIONS), sl, a->s);
		break;
	case ADV_OFFLOAD_NEEDED:
	case ADV_RECOMPUTE_NEEDED:
		sb_printf(b, P(a->kind == ADV_OFFLOAD_NEEDED ?
		    W_ADVICE_S_FITS_IN_GPU_MEMORY :
		    W_ADVICE_S_FITS_WITH_RECOMPUTATION), sl, a->s);
		/* what else would avoid it: a (more GPUs), b (QLoRA) */
		sb_puts(b, P(a->a > 0 ? (a->b > 0 ?
		    W_ADVICE_AVOID_GPUS_VRAM_QLORA : W_ADVICE_AVOID_GPUS_VRAM) :
		    (a->b > 0 ? W_ADVICE_AVOID_VRAM_QLORA :
		    W_ADVICE_AVOID_VRAM)));
		break;
	case ADV_PINNED_DOES_NOT_FIT:
		sb_printf(b, P(W_ADVICE_THE_PINNED_CONFIGURATION_DOES_NOT), sl, a->s);
		break;
	case ADV_LIQUID_COOLING:
		sb_puts(b, P(W_ADVICE_THE_GPUS_NEED_LIQUID_COOLING));
		break;
	case ADV_RENT_BELOW_100H:
		sb_puts(b, P(W_ADVICE_AT_MEDIUM_UTILISATION_THAT_IS));
		fmt_number(b, a->a, 0, l);
		sb_puts(b, P(W_ADVICE_GPU_HOURS_A_MONTH_BELOW));
		break;
	case ADV_SPARES:
		sb_puts(b, P(W_ADVICE_PLAN_MAINTENANCE_WINDOWS_AND_A));
		break;
	default:
		sb_puts(b, "?");
		break;
	}
}

size_t
words_checklist(const struct words_check_input *in, enum language l,
    const char **out, size_t max)
{
	size_t n = 0;

#define ADD(s) do { if (n < max) out[n++] = (s); } while (0)
	ADD(P(W_CHECK_POST_FIRMWARE_AND_DRIVER_VERSIONS));
	ADD(in->amd ? (P(W_CHECK_SOFTWARE_STACK_ROCM_FRAMEWORKS_CONTAINER)) : (P(W_CHECK_SOFTWARE_STACK_CUDA_FRAMEWORKS_CONTAINER)));
	ADD(P(W_CHECK_BURN_IN_OF_AT_LEAST));
	ADD(P(W_CHECK_ECC_ON_THERMALS_STABLE_UNDER));
	ADD(P(W_CHECK_SUSTAINED_LOAD_TESTS_GPU_CPU));
	if (in->liquid_cooling)
		ADD(P(W_CHECK_COOLANT_LOOP_LEAK_TIGHTNESS_FLOW));
	ADD(P(W_CHECK_NETWORK_LATENCY_AND_BANDWIDTH_MEASURED));
	if (in->multi_node)
		ADD(in->amd ? (P(W_CHECK_SCALE_OUT_FABRIC_INFINIBAND_ROCE)) : (P(W_CHECK_SCALE_OUT_FABRIC_INFINIBAND_ROCE_2)));
	if (in->inference)
		ADD(P(W_CHECK_LATENCY_P99_TIME_TO_FIRST));
	if (in->training)
		ADD(P(W_CHECK_CHECKPOINT_WRITES_AND_A_RESTART));
	ADD(P(W_CHECK_MONITORING_AND_ALERTING_LIVE_METRICS));
	ADD(P(W_CHECK_EMERGENCY_PLAN_SPARES_REMOTE_HANDS));
#undef ADD
	return n;
}

/*
 * Append "liegt der Break-even gegenüber der Miete bei Monat 9,9" or, for
 * NAN, "wird der Break-even gegenüber der Miete innerhalb von 48 Monaten
 * nicht erreicht"; with again = 1 the short form for a second clause
 * ("liegt er bei ...", "wird er ... nicht erreicht").  English: "break-
 * even against renting comes in month 9.9" / "is not reached within 48
 * months", again: "it comes in ..." / "it is not reached ...".
 */
static void
be_clause(struct strbuf *b, double months, int horizon, int again,
    enum language l)
{
	if (!isfinite(months)) {
		sb_printf(b, again ? P(W_BE_NOT_REACHED_AGAIN) :
		    P(W_BE_NOT_REACHED), horizon);
		return;
	}
	sb_puts(b, again ? P(W_BE_COMES_AGAIN) : P(W_BE_COMES));
	words_break_even(b, months, horizon, l);
}

size_t
words_risks(const struct words_risk_input *in, enum language l, char **out,
    size_t max)
{
	size_t n = 0;
	struct strbuf lo = STRBUF_INIT, hi = STRBUF_INIT;

#define ADD(s) do { char *s_ = (s); if (n < max) out[n++] = s_; else free(s_); } while (0)
	/* one clause per end only when they say different things */
	if (!in->rent_priced)
		ADD(xasprintf(P(W_RISK_UTILISATION_NO_RENT), in->util_low, in->util_high));
	else if (!isfinite(in->be_low) && !isfinite(in->be_high))
		ADD(xasprintf(P(W_RISK_UTILISATION_NEVER), in->util_high, in->horizon, in->buy_from ? in->buy_from : ""));
	else {
		be_clause(&lo, in->be_low, in->horizon, 0, l);
		be_clause(&hi, in->be_high, in->horizon, 1, l);
		ADD(xasprintf(P(W_RISK_UTILISATION_THE_ECONOMICS_DEPEND_ON), in->util_low, lo.s, in->util_high, hi.s));
	}
	sb_free(&lo);
	sb_free(&hi);
	if (in->energy_swing != NULL)
		ADD(xasprintf(P(W_RISK_ENERGY_PRICE_THE_ENERGY_PRICE),
		    PICK(op_in, in->own_model, l), in->energy_swing));
	ADD(xasprintf(P(W_RISK_PRICES_AND_LEAD_TIMES_GPU), in->prices_as_of));
	if (in->fx_rate != NULL)
		ADD(xasprintf(P(W_RISK_EXCHANGE_RATE_SOME_PRICES_ARE), in->fx_rate));
	ADD(xasprintf(P(W_RISK_TECHNOLOGY_CYCLE_NEW_GPU_GENERATIONS), in->residual_pct, in->horizon));
	if (in->single_node)
		ADD(xstrdup(P(W_RISK_FAILURE_A_SINGLE_NODE_IS)));
	if (in->amd)
		ADD(xstrdup(P(W_RISK_SOFTWARE_AMD_INSTINCT_RUNS_ON)));
	if (in->moe_model != NULL)
		ADD(xasprintf(P(W_RISK_SPEED_MOE), in->moe_model));
	if (in->fp4_model != NULL)
		ADD(xasprintf(P(W_RISK_SPEED_FP4), in->fp4_model));
	if (in->ttft_target != NULL)
		ADD(xasprintf(P(W_RISK_TTFT_UNDER_LOAD), in->ttft_maker,
		    in->ttft_ratio, in->ttft_server, in->ttft_target));
	if (in->spread_model != NULL) {
		/* what it means: the target met (where every sequence
		 * still fits) or missed, and the memory */
		if (!in->spread_meets_target)
			sb_printf(&lo, P(W_RISK_ANSWER_SPREAD_MISSES),
			    in->spread_target);
		else if (in->spread_memory_fits)
			sb_printf(&lo, P(W_RISK_ANSWER_SPREAD_MEETS),
			    in->spread_target);
		if (!in->spread_memory_fits)
			sb_printf(&lo, P(W_RISK_ANSWER_SPREAD_MEMORY),
			    in->spread_sequences);
		if (in->spread_sized == 1)
			sb_printf(&lo, P(W_RISK_ANSWER_SPREAD_GPUS),
			    in->spread_gpus, in->spread_gpus_planned);
		else if (in->spread_sized == 2)
			sb_printf(&lo, P(W_RISK_ANSWER_SPREAD_LAYOUT),
			    in->spread_gpus, in->spread_tp);
		else if (in->spread_sized == -1)
			sb_printf(&lo, P(W_RISK_ANSWER_SPREAD_NO_PLAN),
			    in->spread_gpus);
		ADD(xasprintf(P(W_RISK_ANSWER_SPREAD), in->spread_model,
		    in->spread_cv, in->spread_rate, in->spread_planned,
		    lo.s ? lo.s : ""));
		sb_free(&lo);
	}
#undef ADD
	return n;
}

size_t
words_mistakes(const struct words_mistake_input *in, enum language l,
    char **mistake, char **measure, size_t max)
{
	size_t n = 0;

#define ADD(a, b) do { char *a_ = (a), *b_ = (b); \
	if (n < max) { mistake[n] = a_; measure[n++] = b_; } \
	else { free(a_); free(b_); } } while (0)
	ADD(xstrdup(P(W_MISTAKE_BUYING_TOO_LITTLE_VRAM_AND)), xasprintf(P(W_MISTAKE_MEMORY_NEED_PER_WORKLOAD_COMPUTED), in->headroom, in->mem_util, in->tput_headroom));
	if (in->nvme_checkpoint != NULL)
		ADD(xstrdup(P(W_MISTAKE_UNDERESTIMATING_I_O_FAST_GPUS)), xasprintf(P(W_MISTAKE_NVME_PER_NODE_SPLIT_INTO), in->nvme_data, in->nvme_checkpoint, in->nvme_log, in->network));
	else
		ADD(xstrdup(P(W_MISTAKE_UNDERESTIMATING_I_O_FAST_GPUS)), xasprintf(P(W_MISTAKE_NVME_PER_NODE_NO_CHECKPOINTS), in->nvme_data, in->nvme_log, in->network));
	ADD(xstrdup(P(W_MISTAKE_LOOKING_AT_CAPEX_ONLY_NOT)), xasprintf(P(W_MISTAKE_TOTAL_COST_OF_OWNERSHIP_OVER), in->horizon, in->pue, in->maintenance_pct));
	ADD(xstrdup(P(W_MISTAKE_MIXING_INCOMPATIBLE_GPUS_OR_DRIVER)), xasprintf(P(W_MISTAKE_ONE_GPU_TYPE_S_IN), in->gpu_name));
	ADD(xstrdup(P(W_MISTAKE_NO_MAINTENANCE_WINDOWS_AND_NO)), xstrdup(P(W_MISTAKE_AN_EMERGENCY_PLAN_WITH_SPARES)));
#undef ADD
	return n;
}
