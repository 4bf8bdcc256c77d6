/*
 * words.c: the proposal's generated wording in German and English (see
 * words.h).  Tables are indexed [enum value][language]; the sentences
 * follow the seeds (../shared/seeds/ai-server-guide.de.txt: "Typische
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

/* t[i][lang] if i is in range, else "?". */
#define PICK(t, i, lang) \
	(((int)(i) >= 0 && (size_t)(i) < NELEM(t) && (int)(lang) >= 0 && \
	    (lang) < LANG__MAX && (t)[i][lang]) ? (t)[i][lang] : "?")

static const char *const workload_types[WL__MAX][LANG__MAX] = {
	[WL_LLM_INFERENCE] =	{ "LLM-Inferenz", "LLM inference" },
	[WL_LLM_FINETUNE] =	{ "LLM-Finetuning", "LLM fine-tuning" },
	[WL_LLM_PRETRAIN] =	{ "LLM-Pretraining", "LLM pretraining" },
	[WL_VISION_INFERENCE] =	{ "Bildverarbeitung (Inferenz)", "Vision inference" },
	[WL_SIMULATION] =	{ "Simulation (FP64)", "Simulation (FP64)" },
	[WL_EMBEDDINGS] =	{ "Embeddings (Batch)", "Embeddings (batch)" },
	[WL_RAG] =		{ "RAG / Vektorsuche", "RAG / vector search" },
};

static const char *const op_models[OP__MAX][LANG__MAX] = {
	[OP_ON_PREM] =		{ "Eigenbetrieb (On-Premises)", "On-premises" },
	[OP_COLOCATION] =	{ "Colocation", "Colocation" },
	[OP_CLOUD] =		{ "Cloud (Miete)", "Cloud (rent)" },
	[OP_HYBRID] =		{ "Hybrid (Grundlast eigen, Spitzen gemietet)",
				  "Hybrid (own base load, rented peaks)" },
};

static const char *const util_levels[UTIL__MAX][LANG__MAX] = {
	[UTIL_LOW] =		{ "niedrig", "low" },
	[UTIL_MEDIUM] =		{ "mittel", "medium" },
	[UTIL_HIGH] =		{ "hoch", "high" },
};

static const char *const energy_cases[ENERGY__MAX][LANG__MAX] = {
	[ENERGY_LOW] =		{ "niedrig", "low" },
	[ENERGY_BASE] =		{ "Basis", "base" },
	[ENERGY_HIGH] =		{ "hoch", "high" },
};

static const char *const form_factors[FF__MAX][LANG__MAX] = {
	[FF_SXM] =		{ "SXM-Modul", "SXM module" },
	[FF_PCIE] =		{ "PCIe-Karte", "PCIe card" },
	[FF_OAM] =		{ "OAM-Modul", "OAM module" },
	[FF_SUPERCHIP] =	{ "Superchip (CPU + GPU)", "Superchip (CPU + GPU)" },
};

static const char *const host_classes[HOST__MAX][LANG__MAX] = {
	[HOST_PCIE_1] =	{ "1-Sockel-Server für 1–2 PCIe-GPUs (2 HE)",
			  "1-socket server for 1–2 PCIe GPUs (2U)" },
	[HOST_PCIE_4] =	{ "2-Sockel-Server für bis zu 4 PCIe-GPUs",
			  "2-socket server for up to 4 PCIe GPUs" },
	[HOST_PCIE_8] =	{ "2-Sockel-Server für bis zu 8 PCIe-GPUs (4 HE)",
			  "2-socket server for up to 8 PCIe GPUs (4U)" },
	[HOST_HGX_4] =	{ "GPU-Server mit 4-GPU-Baseboard (HGX/OAM)",
			  "GPU server with a 4-GPU baseboard (HGX/OAM)" },
	[HOST_HGX_8] =	{ "GPU-Server mit 8-GPU-Baseboard (HGX/OAM), alle GPUs über NVLink bzw. Infinity Fabric verbunden",
			  "GPU server with an 8-GPU baseboard (HGX/OAM), all GPUs linked by NVLink or Infinity Fabric" },
	[HOST_NVL72] =	{ "GB200-NVL72-Rack (72 GPUs in einer NVLink-Domäne, flüssigkeitsgekühlt)",
			  "GB200 NVL72 rack (72 GPUs in one NVLink domain, liquid-cooled)" },
};

static const char *const ft_methods[FT__MAX][LANG__MAX] = {
	[FT_FULL] =	{ "vollständiges Finetuning", "full fine-tuning" },
	[FT_LORA] =	{ "LoRA", "LoRA" },
	[FT_QLORA] =	{ "QLoRA (4-Bit-Basismodell)", "QLoRA (4-bit base model)" },
};

static const char *const optimizers[OPT__MAX][LANG__MAX] = {
	[OPT_ADAMW] =		{ "AdamW", "AdamW" },
	[OPT_ADAMW_8BIT] =	{ "AdamW 8-Bit", "8-bit AdamW" },
};

static const char *const cloud_tiers[TIER__MAX][LANG__MAX] = {
	[TIER_HYPERSCALER] =	{ "Hyperscaler", "hyperscaler" },
	[TIER_NEOCLOUD] =	{ "Neocloud", "neocloud" },
};

/* "bei einer Neocloud" / "from a neocloud": the rental market in a clause. */
static const char *const tier_clause[TIER__MAX][LANG__MAX] = {
	[TIER_HYPERSCALER] =	{ "bei einem Hyperscaler", "from a hyperscaler" },
	[TIER_NEOCLOUD] =	{ "bei einer Neocloud", "from a neocloud" },
};

static const char *const commitments[COMMIT__MAX][LANG__MAX] = {
	[COMMIT_ON_DEMAND] =	{ "On-Demand (ohne Laufzeit)", "on demand (no term)" },
	[COMMIT_1Y] =		{ "Reservierung 1 Jahr", "1-year reservation" },
	[COMMIT_3Y] =		{ "Reservierung 3 Jahre", "3-year reservation" },
};

static const char *const alt_kinds[ALT__MAX][LANG__MAX] = {
	[ALT_OTHER_VENDOR] =	{ "Anderer Hersteller", "Other vendor" },
	[ALT_SMALLER] =		{ "Kleinere Konfiguration", "Smaller configuration" },
	[ALT_LARGER] =		{ "Größere Konfiguration", "Larger configuration" },
	[ALT_RUNNER_UP] =	{ "Zweitbeste Option", "Runner-up" },
};

static const char *const constraints[CON__MAX][LANG__MAX] = {
	[CON_NONE] =		{ "keine Engstelle", "nothing binding" },
	[CON_MEMORY] =		{ "GPU-Speicher (VRAM)", "GPU memory (VRAM)" },
	[CON_BANDWIDTH] =	{ "Speicherbandbreite (Token/s)", "memory bandwidth (tokens/s)" },
	[CON_COMPUTE] =		{ "Rechenleistung (FLOPS)", "compute (FLOPS)" },
	[CON_FP64] =		{ "FP64-Rechenleistung", "FP64 throughput" },
	[CON_DEADLINE] =	{ "Deadline des Trainingslaufs", "training deadline" },
	[CON_POWER] =		{ "Leistungsbudget des Racks", "rack power budget" },
	[CON_BUDGET] =		{ "Investitionsbudget", "capex budget" },
	[CON_MAX_GPUS] =	{ "maximale GPU-Zahl", "GPU count limit" },
	[CON_SHAPE] =		{ "Knotenform", "node shape" },
	[CON_PRICE] =		{ "Kaufpreis", "purchase price" },
	[CON_LATENCY] =		{ "Latenzvorgabe", "latency target" },
};

static const char *const binding_sentences[CON__MAX][LANG__MAX] = {
	[CON_NONE] = {
	    "Keine Anforderung reizt das System aus; es ist die kleinste sinnvolle Konfiguration.",
	    "No requirement is binding; this is the smallest sensible configuration." },
	[CON_MEMORY] = {
	    "Die Größe bestimmt der GPU-Speicher (VRAM): weniger GPUs könnten Modell, KV-Cache und Reserve nicht halten.",
	    "GPU memory (VRAM) sets the size: fewer GPUs could not hold the model, the KV cache and the reserve." },
	[CON_BANDWIDTH] = {
	    "Die Größe bestimmt die Speicherbandbreite: weniger GPUs lieferten die geforderten Token pro Sekunde nicht.",
	    "Memory bandwidth sets the size: fewer GPUs would not deliver the required tokens per second." },
	[CON_COMPUTE] = {
	    "Die Größe bestimmt die Rechenleistung: weniger GPUs schafften den geforderten Durchsatz nicht.",
	    "Compute sets the size: fewer GPUs would not reach the required throughput." },
	[CON_FP64] = {
	    "Die Größe bestimmt die FP64-Rechenleistung der Simulation.",
	    "The simulation's FP64 throughput sets the size." },
	[CON_DEADLINE] = {
	    "Die Größe bestimmt die Deadline: mit weniger GPUs wäre ein Trainingslauf nicht rechtzeitig fertig.",
	    "The deadline sets the size: with fewer GPUs a training run would not finish in time." },
	[CON_POWER] = {
	    "Das Leistungsbudget des Racks begrenzt das System.",
	    "The rack's power budget limits the system." },
	[CON_BUDGET] = {
	    "Das Investitionsbudget begrenzt das System.",
	    "The capex budget limits the system." },
	[CON_MAX_GPUS] = {
	    "Die vorgegebene maximale GPU-Zahl begrenzt das System.",
	    "The given maximum GPU count limits the system." },
	[CON_SHAPE] = {
	    "Die verfügbaren Knotenformen bestimmen die GPU-Zahl.",
	    "The available node shapes set the GPU count." },
	[CON_PRICE] = {
	    "Die Auswahl ist auf GPUs mit bekanntem Kaufpreis beschränkt.",
	    "The choice is limited to GPUs with a known purchase price." },
	[CON_LATENCY] = {
	    "Die Größe bestimmt die Latenzvorgabe je Anfrage.",
	    "The per-request latency target sets the size." },
};

static const char *const failed[CON__MAX][LANG__MAX] = {
	[CON_NONE] =		{ "erfüllt die Anforderungen", "meets the requirements" },
	[CON_MEMORY] =		{ "reicht beim GPU-Speicher nicht aus", "has too little GPU memory" },
	[CON_BANDWIDTH] =	{ "erreicht die geforderten Token pro Sekunde nicht", "misses the required tokens per second" },
	[CON_COMPUTE] =		{ "hat zu wenig Rechenleistung", "has too little compute" },
	[CON_FP64] =		{ "hat zu wenig FP64-Rechenleistung", "has too little FP64 throughput" },
	[CON_DEADLINE] =	{ "schafft den Trainingslauf nicht in der Deadline", "misses the training deadline" },
	[CON_POWER] =		{ "überschreitet das Leistungsbudget des Racks", "exceeds the rack power budget" },
	[CON_BUDGET] =		{ "überschreitet das Investitionsbudget", "exceeds the capex budget" },
	[CON_MAX_GPUS] =	{ "bräuchte mehr GPUs als zulässig", "would need more GPUs than allowed" },
	[CON_SHAPE] =		{ "hat keine passende Knotenform", "has no fitting node shape" },
	[CON_PRICE] =		{ "hat keinen bekannten Kaufpreis", "has no known purchase price" },
	[CON_LATENCY] =		{ "verfehlt die Latenzvorgabe", "misses the latency target" },
};

static const struct {
	const char	*param;
	const char	*label[LANG__MAX];
} sens_params[] = {
	{ "energy_price", { "Energiepreis", "Energy price" } },
	{ "utilisation", { "Auslastung", "Utilisation" } },
	{ "capex", { "Investition (Hardware + Installation)", "Capex (hardware + installation)" } },
	{ "cloud_price", { "Cloud-Preis je GPU-Stunde", "Cloud price per GPU-hour" } },
	{ "horizon", { "Betrachtungszeitraum", "Horizon" } },
};

static const char *const yes_no[2][LANG__MAX] = {
	{ "nein", "no" },
	{ "ja", "yes" },
};

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
		if (l == LANG_DE)
			sb_printf(b, "nie innerhalb von %d %s", horizon,
			    horizon == 1 ? "Monat" : "Monaten");
		else
			sb_printf(b, "never within %d %s", horizon,
			    horizon == 1 ? "month" : "months");
		return;
	}
	sb_puts(b, l == LANG_DE ? "Monat " : "month ");
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
	[V_RENT] =	{ "Mieten lohnt sich", "Renting pays off" },
	[V_HYBRID] =	{ "Das Hybridmodell (eigene Hardware für die Grundlast, gemietete Kapazität für Spitzen) lohnt sich",
			  "The hybrid model (own hardware for the base load, rented capacity for peaks) pays off" },
	[V_BUY] =	{ "Kaufen lohnt sich", "Buying pays off" },
};

/* Per category: the clause for the levels below; %s = tier clause. */
static const char *const v_below[V__MAX][LANG__MAX] = {
	[V_RENT] =	{ "darunter ist Mieten %s günstiger", "below that, rent %s" },
	[V_HYBRID] =	{ "darunter ist das Hybridmodell (eigene Hardware für die Grundlast, gemietete Kapazität für Spitzen) günstiger",
			  "below that, use the hybrid model (own hardware for the base load, rented capacity for peaks)" },
	[V_BUY] =	{ "darunter ist Kaufen günstiger", "below that, buy" },
};

/* "ab mittlerer Auslastung" / "from medium utilisation on", by level. */
static const char *const v_from[UTIL__MAX][LANG__MAX] = {
	[UTIL_LOW] =	{ "ab niedriger Auslastung", "from low utilisation on" },
	[UTIL_MEDIUM] =	{ "ab mittlerer Auslastung", "from medium utilisation on" },
	[UTIL_HIGH] =	{ "erst bei hoher Auslastung", "only at high utilisation" },
};

/* Operating models as sentence subjects. */
static const char *const op_subject[OP__MAX][LANG__MAX] = {
	[OP_ON_PREM] =		{ "der Eigenbetrieb", "on-premises operation" },
	[OP_COLOCATION] =	{ "die Colocation", "colocation" },
	[OP_CLOUD] =		{ "die Cloud-Miete", "renting in the cloud" },
	[OP_HYBRID] =		{ "das Hybridmodell", "the hybrid model" },
};

/* "bei niedriger", "bei niedriger und hoher" ... for a set of levels
 * (bit l = level l); the last one gets "Auslastung" / "utilisation". */
static void
levels_phrase(struct strbuf *b, unsigned set, enum language l)
{
	static const char *const adj[UTIL__MAX][LANG__MAX] = {
		{ "niedriger", "low" }, { "mittlerer", "medium" },
		{ "hoher", "high" } };
	int i, n = 0, total = 0;

	for (i = 0; i < UTIL__MAX; i++)
		total += (set >> i) & 1;
	sb_puts(b, l == LANG_DE ? "bei " : "at ");
	for (i = 0; i < UTIL__MAX; i++) {
		if (!((set >> i) & 1))
			continue;
		if (n > 0)
			sb_puts(b, n == total - 1 ? (l == LANG_DE ? " und " :
			    " and ") : ", ");
		sb_puts(b, adj[i][l]);
		n++;
	}
	sb_puts(b, l == LANG_DE ? " Auslastung" : " utilisation");
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
	int i, k, n = 0;

	for (i = 0; i < UTIL__MAX; i++) {
		for (k = 0; k < n && m[k] != c[i]; k++)
			;
		if (k == n)
			m[n++] = c[i];
		set[k] |= 1u << i;
	}
	if (n == 1) {
		if (l == LANG_DE)
			sb_printf(b, "Von den verglichenen Betriebsarten ist %s "
			    "in allen drei Auslastungsszenarien am günstigsten.",
			    PICK(op_subject, m[0], l));
		else
			sb_printf(b, "Of the operating models compared, %s is "
			    "cheapest in all three utilisation scenarios.",
			    PICK(op_subject, m[0], l));
		return;
	}
	sb_puts(b, l == LANG_DE ? "Am günstigsten ist " : "The cheapest option "
	    "is ");
	for (k = 0; k < n; k++) {
		if (k > 0)
			sb_puts(b, k == n - 1 ? (l == LANG_DE ? " und " :
			    " and ") : ", ");
		if (l == LANG_DE) {
			levels_phrase(b, set[k], l);
			sb_printf(b, " %s", PICK(op_subject, m[k], l));
		} else {
			sb_printf(b, "%s ", PICK(op_subject, m[k], l));
			levels_phrase(b, set[k], l);
		}
	}
	sb_putc(b, '.');
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
			sb_puts(b, l == LANG_DE ? "Kaufen lohnt sich in allen "
			    "drei Auslastungsszenarien." : "Buying pays off in "
			    "all three utilisation scenarios.");
			break;
		case V_RENT:
			if (l == LANG_DE)
				sb_printf(b, "Mieten %s ist in allen drei "
				    "Auslastungsszenarien günstiger als "
				    "Kaufen.", tc);
			else
				sb_printf(b, "Renting %s is cheaper than "
				    "buying in all three utilisation "
				    "scenarios.", tc);
			break;
		default:
			sb_puts(b, l == LANG_DE ? "Das Hybridmodell (eigene "
			    "Hardware für die Grundlast, gemietete Kapazität für "
			    "Spitzen) ist in allen drei Auslastungsszenarien am "
			    "günstigsten." : "The hybrid model (own hardware for "
			    "the base load, rented capacity for peaks) is "
			    "cheapest in all three utilisation scenarios.");
			break;
		}
		return;
	}
	if (mono && c[0] == V_RENT && c[1] == V_HYBRID && c[2] == V_BUY) {
		if (l == LANG_DE)
			sb_printf(b, "Mieten %s ist bei niedriger Auslastung am "
			    "günstigsten, das Hybridmodell bei mittlerer, und "
			    "bei hoher Auslastung lohnt sich Kaufen.", tc);
		else
			sb_printf(b, "Renting %s is cheapest at low "
			    "utilisation, the hybrid model at medium, and "
			    "buying pays off at high utilisation.", tc);
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
	int de = l == LANG_DE;
	int sl = (int)strnlen(a->s, sizeof(a->s));

	switch (a->kind) {
	case ADV_VRAM_HEADROOM:
		sb_puts(b, de ? "Der GPU-Speicher hat nur " : "GPU memory has "
		    "only ");
		fmt_percent(b, a->a, 0, l);
		sb_puts(b, de ? " Reserve über dem Bedarf. Wir empfehlen "
		    "10–20 % Puffer über dem minimal lauffähigen Setup: Das "
		    "erleichtert Debugging, Mixed Precision und größere Batches; "
		    "zu wenig VRAM verschenkt Leistung durch Micro-Batches." :
		    " headroom over the need. We recommend a 10–20% buffer "
		    "over the minimum working setup: it eases debugging, mixed "
		    "precision and larger batches, while too little VRAM wastes "
		    "performance on micro-batches.");
		break;
	case ADV_IO_SLOW:
		sb_puts(b, de ? "Die Datenpipeline braucht etwa " : "The data "
		    "pipeline needs about ");
		fmt_number(b, a->a, 1, l);
		sb_puts(b, de ? " GB/s, die geplanten NVMe-Laufwerke liefern " :
		    " GB/s while the planned NVMe drives deliver ");
		fmt_number(b, a->b, 1, l);
		sb_puts(b, de ? " GB/s: Schnelle GPUs würden auf langsame "
		    "Datenträger warten. Wir empfehlen mehr NVMe-Laufwerke im "
		    "RAID- oder ZFS-Verbund, mit Datensätzen, Checkpoints und "
		    "Logs auf getrennten Volumes." : " GB/s: fast GPUs would "
		    "wait for slow storage. We recommend more NVMe drives in "
		    "RAID or ZFS, with datasets, checkpoints and logs on "
		    "separate volumes.");
		break;
	case ADV_RACK_POWER:
		sb_puts(b, de ? "Das System zieht bis zu " : "The system draws "
		    "up to ");
		fmt_number(b, a->a, 1, l);
		sb_puts(b, de ? " kW, das Rack ist auf " : " kW, the rack is "
		    "rated for ");
		fmt_number(b, a->b, 1, l);
		sb_puts(b, de ? " kW ausgelegt: Klären Sie die kW-Zuteilung pro "
		    "Rack und die Kühlleistung mit dem Rechenzentrum, bevor Sie "
		    "bestellen." : " kW: confirm the rack's kW allocation and "
		    "the cooling capacity with the data centre before you "
		    "order.");
		break;
	case ADV_MIXED_GENERATIONS:
		sb_printf(b, de ? "Mischen Sie keine GPUs unterschiedlicher "
		    "Generationen oder Treiberstände im selben Knoten (%.*s)." :
		    "Do not mix GPU generations or driver versions in one node "
		    "(%.*s).", sl, a->s);
		break;
	case ADV_OFFLOAD_NEEDED:
		sb_printf(b, de ? "„%.*s“ passt nur mit CPU-Offloading in den "
		    "GPU-Speicher; das verlängert die Trainingszeit deutlich. "
		    "Mehr VRAM pro GPU oder QLoRA vermeiden das." : "“%.*s” "
		    "fits in GPU memory only with CPU offloading, which "
		    "lengthens training considerably; more VRAM per GPU or "
		    "QLoRA avoids it.", sl, a->s);
		break;
	case ADV_PINNED_DOES_NOT_FIT:
		sb_printf(b, de ? "Die vorgegebene Konfiguration erfüllt nicht "
		    "alle Anforderungen: %.*s." : "The pinned configuration "
		    "does not meet every requirement: %.*s.", sl, a->s);
		break;
	case ADV_LIQUID_COOLING:
		sb_puts(b, de ? "Die GPUs brauchen Flüssigkeitskühlung "
		    "(Direct-to-Chip): Klären Sie Kühlkreislauf, Anschlüsse und "
		    "Wartung mit dem Rechenzentrum." : "The GPUs need liquid "
		    "cooling (direct-to-chip): agree the coolant loop, its "
		    "connections and its maintenance with the data centre.");
		break;
	case ADV_RENT_BELOW_100H:
		sb_puts(b, de ? "Bei mittlerer Auslastung sind es nur etwa " :
		    "At medium utilisation that is only about ");
		fmt_number(b, a->a, 0, l);
		sb_puts(b, de ? " GPU-Stunden im Monat. Unter rund 100 "
		    "GPU-Stunden im Monat gewinnt fast immer das Mieten: Starten "
		    "Sie mit gemieteter Kapazität, messen Sie die echte "
		    "Auslastung über einige Wochen und kaufen Sie erst, wenn "
		    "die Dauerlast es rechtfertigt." : " GPU-hours a month. "
		    "Below roughly 100 GPU-hours a month renting almost always "
		    "wins: start on rented capacity, measure the real "
		    "utilisation for a few weeks, and buy only when sustained "
		    "load justifies it.");
		break;
	case ADV_SPARES:
		sb_puts(b, de ? "Planen Sie Wartungsfenster und eine "
		    "Ersatzteilstrategie ein: Ersatzteile vor Ort, Lieferzeiten, "
		    "Remote-Hands und SLAs." : "Plan maintenance windows and a "
		    "spare-parts strategy: spares on site, lead times, remote "
		    "hands and SLAs.");
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
	int de = l == LANG_DE;
	size_t n = 0;

#define ADD(s) do { if (n < max) out[n++] = (s); } while (0)
	ADD(de ? "POST, Firmware- und Treiberstände dokumentiert, in allen "
	    "Knoten einheitlich" : "POST, firmware and driver versions "
	    "documented, the same on every node");
	ADD(in->amd ? (de ? "Software-Stack (ROCm, Frameworks, "
	    "Container-Images) reproduzierbar installiert und auf "
	    "Kompatibilität geprüft" : "Software stack (ROCm, frameworks, "
	    "container images) installed reproducibly and checked for "
	    "compatibility") : (de ? "Software-Stack (CUDA, Frameworks, "
	    "Container-Images) reproduzierbar installiert" : "Software stack "
	    "(CUDA, frameworks, container images) installed reproducibly"));
	ADD(de ? "Burn-in über mindestens 72 Stunden unter Volllast vor dem "
	    "Produktionsstart" : "Burn-in of at least 72 hours under full "
	    "load before going into production");
	ADD(de ? "ECC aktiv; thermische Limits unter Dauerlast stabil, kein "
	    "Throttling" : "ECC on; thermals stable under sustained load, no "
	    "throttling");
	ADD(de ? "Sustained-Load-Tests: GPU, CPU, RAM und NVMe parallel" :
	    "Sustained-load tests: GPU, CPU, RAM and NVMe in parallel");
	if (in->liquid_cooling)
		ADD(de ? "Kühlkreislauf: Dichtheit, Durchfluss und "
		    "Vorlauftemperatur unter Dauerlast geprüft" : "Coolant "
		    "loop: leak-tightness, flow and supply temperature checked "
		    "under sustained load");
	ADD(de ? "Netzwerk-Latenz und -Bandbreite unter Produktionslast "
	    "gemessen" : "Network latency and bandwidth measured under "
	    "production load");
	if (in->multi_node)
		ADD(in->amd ? (de ? "Scale-out-Fabric (InfiniBand/RoCE) mit "
		    "einem RCCL-All-Reduce-Test über alle Knoten abgenommen" :
		    "Scale-out fabric (InfiniBand/RoCE) accepted with an RCCL "
		    "all-reduce test across all nodes") : (de ? "Scale-out-"
		    "Fabric (InfiniBand/RoCE) mit einem NCCL-All-Reduce-Test "
		    "über alle Knoten abgenommen" : "Scale-out fabric "
		    "(InfiniBand/RoCE) accepted with an NCCL all-reduce test "
		    "across all nodes"));
	if (in->inference)
		ADD(de ? "Latenz (P99, Time to First Token) und Durchsatz unter "
		    "Ziellast gemessen" : "Latency (P99, time to first token) "
		    "and throughput measured under target load");
	if (in->training)
		ADD(de ? "Checkpoints schreiben und Wiederanlauf aus einem "
		    "Checkpoint getestet" : "Checkpoint writes and a restart "
		    "from a checkpoint tested");
	ADD(de ? "Monitoring und Alerting aktiv: Metriken (GPU-Auslastung, "
	    "VRAM, I/O, Latenzen, Thermik), Logs und Traces" : "Monitoring "
	    "and alerting live: metrics (GPU utilisation, VRAM, I/O, "
	    "latencies, thermals), logs and traces");
	ADD(de ? "Notfallplan: Ersatzteile, Remote-Hands, SLAs" : "Emergency "
	    "plan: spares, remote hands, SLAs");
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
	int de = l == LANG_DE;

	if (!isfinite(months)) {
		sb_printf(b, de ? (again ? "wird er innerhalb von %d Monaten "
		    "nicht erreicht" : "wird der Break-even gegenüber der Miete "
		    "innerhalb von %d Monaten nicht erreicht") : (again ? "it is "
		    "not reached within %d months" : "break-even against renting "
		    "is not reached within %d months"), horizon);
		return;
	}
	sb_puts(b, de ? (again ? "liegt er bei " : "liegt der Break-even "
	    "gegenüber der Miete bei ") : (again ? "it comes in " :
	    "break-even against renting comes in "));
	words_break_even(b, months, horizon, l);
}

size_t
words_risks(const struct words_risk_input *in, enum language l, char **out,
    size_t max)
{
	int de = l == LANG_DE;
	size_t n = 0;
	struct strbuf lo = STRBUF_INIT, hi = STRBUF_INIT;

#define ADD(s) do { char *s_ = (s); if (n < max) out[n++] = s_; else free(s_); } while (0)
	be_clause(&lo, in->be_low, in->horizon, 0, l);
	be_clause(&hi, in->be_high, in->horizon, 1, l);
	ADD(de ? xasprintf("Auslastung: Die Wirtschaftlichkeit hängt an der "
	    "tatsächlichen Nutzung. Bei %s Auslastung %s, bei %s %s. Messen "
	    "Sie die Auslastung in den ersten Monaten und vergleichen Sie sie "
	    "mit diesen Szenarien.", in->util_low, lo.s, in->util_high, hi.s) :
	    xasprintf("Utilisation: the economics depend on actual use. At "
	    "%s utilisation %s; at %s, %s. Measure utilisation in the first "
	    "months and compare it with these scenarios.", in->util_low, lo.s,
	    in->util_high, hi.s));
	sb_free(&lo);
	sb_free(&hi);
	if (in->energy_swing != NULL)
		ADD(de ? xasprintf("Energiepreis: Die Spanne des Energiepreises "
		    "in der Sensitivitätsanalyse verschiebt die Gesamtkosten im "
		    "Eigenbetrieb um %s. Strom ist in Deutschland teuer; ein "
		    "Festpreisvertrag begrenzt dieses Risiko.", in->energy_swing)
		    : xasprintf("Energy price: the energy price range of the "
		    "sensitivity analysis moves the on-premises total by %s. "
		    "Electricity is expensive in Germany; a fixed-price contract "
		    "limits this risk.", in->energy_swing));
	ADD(de ? xasprintf("Preise und Lieferzeiten: GPU-Preise und "
	    "Lieferzeiten schwanken stark. Dieses Angebot rechnet mit "
	    "Preisen vom %s; verbindlich sind Preise und Liefertermine erst "
	    "mit der Auftragsbestätigung.", in->prices_as_of) :
	    xasprintf("Prices and lead times: GPU prices and lead times "
	    "vary widely. This proposal uses prices as of %s; prices and "
	    "delivery dates are binding only with the order confirmation.",
	    in->prices_as_of));
	if (in->fx_rate != NULL)
		ADD(de ? xasprintf("Wechselkurs: Ein Teil der Preise ist in "
		    "einer anderen Währung notiert und mit %s umgerechnet; "
		    "Kursänderungen wirken direkt auf die Investition.",
		    in->fx_rate) : xasprintf("Exchange rate: some prices are "
		    "quoted in another currency and converted at %s; rate "
		    "changes act directly on the capex.", in->fx_rate));
	ADD(de ? xasprintf("Technologiezyklus: Neue GPU-Generationen "
	    "erscheinen etwa jährlich. Auf die nächste zu warten lohnt sich "
	    "selten, der Wiederverkaufswert sinkt aber; angesetzt ist ein "
	    "Restwert von %s nach %d Monaten.", in->residual_pct,
	    in->horizon) : xasprintf("Technology cycle: new GPU generations "
	    "arrive about yearly. Waiting for the next one rarely pays, but "
	    "resale value falls; the calculation assumes a residual value of "
	    "%s after %d months.", in->residual_pct, in->horizon));
	if (in->single_node)
		ADD(xstrdup(de ? "Ausfall: Ein einzelner Knoten ist ein Single "
		    "Point of Failure. Halten Sie Ersatzteile und Wartungsfenster "
		    "bereit und sehen Sie gemietete Kapazität als Ausweich vor." :
		    "Failure: a single node is a single point of failure. Keep "
		    "spares and maintenance windows ready and plan rented "
		    "capacity as a fallback."));
	if (in->amd)
		ADD(xstrdup(de ? "Software: AMD Instinct setzt auf ROCm. Prüfen "
		    "Sie Frameworks, Kernels und Container-Images vorab auf "
		    "Kompatibilität; der Mietmarkt für AMD ist kleiner als der "
		    "für NVIDIA." : "Software: AMD Instinct runs on ROCm. Check "
		    "frameworks, kernels and container images for compatibility "
		    "beforehand; the rental market for AMD is smaller than "
		    "NVIDIA's."));
#undef ADD
	return n;
}

size_t
words_mistakes(const struct words_mistake_input *in, enum language l,
    char **mistake, char **measure, size_t max)
{
	int de = l == LANG_DE;
	size_t n = 0;

#define ADD(a, b) do { char *a_ = (a), *b_ = (b); \
	if (n < max) { mistake[n] = a_; measure[n++] = b_; } \
	else { free(a_); free(b_); } } while (0)
	ADD(xstrdup(de ? "Zu wenig VRAM einkaufen und mit Micro-Batches "
	    "Leistung verschenken" : "Buying too little VRAM and wasting "
	    "performance on micro-batches"), de ? xasprintf("Speicherbedarf "
	    "je Workload vollständig gerechnet (Gewichte, KV-Cache, "
	    "Aktivierungen, Optimizer, Laufzeit-Reserve); Reserve je GPU: %s",
	    in->headroom) : xasprintf("Memory need per workload computed in "
	    "full (weights, KV cache, activations, optimizer, runtime "
	    "reserve); headroom per GPU: %s", in->headroom));
	ADD(xstrdup(de ? "I/O unterschätzen: Schnelle GPUs warten auf "
	    "langsame Datenträger" : "Underestimating I/O: fast GPUs waiting "
	    "for slow storage"), de ? xasprintf("NVMe je Knoten getrennt nach "
	    "Datensätzen (%s TB), Checkpoints (%s TB) und Logs (%s TB); "
	    "Netzwerk: %s", in->nvme_data, in->nvme_checkpoint, in->nvme_log,
	    in->network) : xasprintf("NVMe per node split into datasets "
	    "(%s TB), checkpoints (%s TB) and logs (%s TB); network: %s",
	    in->nvme_data, in->nvme_checkpoint, in->nvme_log, in->network));
	ADD(xstrdup(de ? "Nur CapEx betrachten, OpEx (Strom, Kühlung) nicht "
	    "modellieren" : "Looking at capex only, not modelling opex "
	    "(power, cooling)"), de ? xasprintf("Gesamtkosten (TCO) über %d "
	    "Monate mit Strom (PUE %s), Wartung (%s pro Jahr), Personal und "
	    "drei Auslastungsszenarien", in->horizon, in->pue,
	    in->maintenance_pct) : xasprintf("Total cost of ownership over %d "
	    "months with power (PUE %s), maintenance (%s a year), staff and "
	    "three utilisation scenarios", in->horizon, in->pue,
	    in->maintenance_pct));
	ADD(xstrdup(de ? "Nicht kompatible GPUs oder Treiberstände im selben "
	    "Knoten mischen" : "Mixing incompatible GPUs or driver versions "
	    "in one node"), de ? xasprintf("Ein GPU-Typ (%s) in allen Knoten; "
	    "Treiber- und Firmwarestände werden bei der Abnahme "
	    "dokumentiert", in->gpu_name) : xasprintf("One GPU type (%s) in "
	    "every node; driver and firmware versions are documented at "
	    "acceptance", in->gpu_name));
	ADD(xstrdup(de ? "Keine Wartungsfenster und keine "
	    "Ersatzteilstrategie einplanen" : "No maintenance windows and no "
	    "spare-parts strategy"), xstrdup(de ? "Notfallplan mit "
	    "Ersatzteilen, Remote-Hands und SLAs ist Teil der Abnahme" :
	    "An emergency plan with spares, remote hands and SLAs is part of "
	    "acceptance"));
#undef ADD
	return n;
}
