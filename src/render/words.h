/*
 * words.h: the proposal's generated wording, per language, in one place.
 *
 * Labels of fixed things (workload types, operating models, constraints)
 * are enum-indexed tables; sentences that carry numbers (break-even, the
 * verdict, advice) are built here too, with render/format.h for every
 * number, so view.c only arranges them.  The text is the product's advice
 * from the seeds (../shared/seeds/, German): the typical mistakes, the
 * acceptance and burn-in checklist, rent-vs-buy.  German is Sie-form.
 *
 * Only characters of Windows-1252 are used (the PDF writer's font): no
 * arrows, no check marks, no "<=" signs.
 */
#ifndef GPUPLAN_WORDS_H
#define GPUPLAN_WORDS_H

#include "model/result.h"
#include "model/scenario.h"
#include "render/words_phrases.h"
#include "util/strbuf.h"

/*
 * The phrase named k (words_phrases.h) in language l; never NULL ("?"
 * for a key or language out of range).  A static string.
 */
const char *words_phrase(enum word_phrase k, enum language l);

/* The proposal's title: the scenario's title:, or "GPU-Server-Angebot"
 * / "GPU server proposal" in its language when it has none.  Borrowed. */
const char *words_title(const struct scenario *);

/* Labels; never NULL (an out-of-range value gives "?"). */
const char *words_workload_type(enum workload_type, enum language);
const char *words_op_model(enum op_model, enum language);
/* The model inside a sentence, no article: "Colocation", "colocation". */
const char *words_op_plain(enum op_model, enum language);
/* Where the system runs: "im Eigenbetrieb", "in colocation". */
const char *words_op_in(enum op_model, enum language);
/* "niedrig", "mittel", "hoch" / "low", "medium", "high". */
const char *words_util_level(enum util_level, enum language);
/* Energy price case: "niedrig", "Basis", "hoch" / "low", "base", "high". */
const char *words_energy_case(enum energy_case, enum language);
const char *words_form_factor(enum form_factor, enum language);
const char *words_host_class(enum host_class, enum language);
const char *words_ft_method(enum ft_method, enum language);
const char *words_optimizer(enum optimizer, enum language);
/* "Neocloud" / "neocloud", "Hyperscaler" / "hyperscaler". */
const char *words_cloud_tier(enum cloud_tier, enum language);
/* "On-Demand", "1 Jahr Laufzeit", ... */
const char *words_commitment(enum commitment, enum language);
/* Why an alternative is shown: "Anderer Hersteller", ... */
const char *words_alt_kind(enum alt_kind, enum language);
/* The name of an offered option's kind ("Mehr Reserve" / "More
 * headroom"); never NULL (words_offer.c). */
const char *words_option_name(enum option_kind, enum language);
/*
 * Append to b the one-line 'why' of option o of result r in language l:
 * what sets it apart (from its kind and numbers) and, but for the
 * recommendation itself, its capex and TCO at medium utilisation
 * against the recommendation's, money in the scenario's currency.
 */
void words_option_why(struct strbuf *b, const struct result *r,
    const struct offer_option *o, enum language l);
/* A constraint as a short label: "GPU-Speicher (VRAM)". */
const char *words_constraint(enum constraint, enum language);
/* One sentence saying that constraint c sized the system. */
const char *words_binding_sentence(enum constraint, enum language);
/* Why a candidate with failed constraint c is out: "reicht beim
 * GPU-Speicher nicht aus" (a predicate, lower case, no period). */
const char *words_failed(enum constraint, enum language);
/* A tornado parameter ("energy_price", ...) as a label; an unknown
 * name is returned as it is. */
const char *words_sens_param(const char *param, enum language);
/* "ja" / "nein", "yes" / "no". */
const char *words_yes_no(int, enum language);

/*
 * Append a break-even month: "Monat 15,2" / "month 15.2" (one decimal),
 * or for NAN "nie innerhalb von 48 Monaten" / "never within 48 months"
 * (horizon in months).
 */
void words_break_even(struct strbuf *, double months, int horizon,
    enum language);

/*
 * Append the verdict across the utilisation scenarios in ONE sentence,
 * from the cheapest operating model at low, medium and high utilisation
 * (on-prem and colocation count as buying, cloud as renting, hybrid as
 * itself), e.g. "Kaufen lohnt sich ab mittlerer Auslastung; darunter ist
 * Mieten bei einer Neocloud günstiger."  tier names the rental market.
 * rent_compared is 0 when the scenario compares no cloud or hybrid model;
 * then "buying pays off" would claim too much, and the sentence names the
 * cheapest of the compared models instead.
 */
void words_verdict(struct strbuf *, const enum op_model cheapest[UTIL__MAX],
    enum cloud_tier tier, int rent_compared, enum language);

/* Append advice a as one or two sentences (numbers formatted for lang). */
void words_advice(struct strbuf *, const struct advice *a, enum language);

/* What the checklist depends on. */
struct words_check_input {
	int	multi_node;		/* nodes > 1 with a scale-out fabric */
	int	liquid_cooling;
	int	inference;		/* an llm-inference or vision workload */
	int	training;		/* llm-finetune or llm-pretrain */
	int	amd;			/* ROCm stack */
};

/*
 * The seeds' acceptance and burn-in checklist ("Checkliste: Abnahme und
 * Burn-in", ai-server-guide.de.txt) with items added for what the system
 * has (fabric, liquid cooling, inference latency, checkpoints).  Writes up
 * to max static strings into out; returns how many.
 */
size_t words_checklist(const struct words_check_input *, enum language,
    const char **out, size_t max);

/* Numbers for the risks, already formatted for the language. */
struct words_risk_input {
	const char	*util_low, *util_high;	/* "20 %" */
	double		 be_low, be_high;	/* months; NAN = never */
	const char	*energy_swing;		/* money, total swing; NULL = none */
	int		 own_model;		/* enum op_model the swing is of (tco_own_model) */
	const char	*prices_as_of;		/* long date */
	const char	*fx_rate;		/* "1 € = 1,1435 $"; NULL = no conversion */
	const char	*residual_pct;		/* "15 %" */
	int		 horizon;		/* months */
	int		 rent_priced;		/* 1: break-even against renting exists */
	const char	*buy_from;		/* offer's sentence on when owning
						 * wins (OFFER_BUY_FROM / _NEVER_BUY) */
	int		 single_node;		/* 1 node: a single point of failure */
	int		 amd;
	const char	*moe_model;		/* name of a served mixture-of-experts
						 * model (docs/validation.md: its
						 * speed not validated); NULL = none */
	const char	*fp4_model;		/* name of a model served with fp4
						 * weights (docs/validation.md: measured
						 * 1-56 % off the estimate, either
						 * way); NULL = none */
	const char	*ttft_target;		/* "2 s": the tightest time-to-first-
						 * token target a measured TTFT could
						 * miss, under load or through a
						 * server (ttft_load_risk); NULL = none */
	const char	*ttft_maker;		/* "NVIDIA": the maker of the GPUs
						 * ttft_ratio was measured on (the
						 * recommendation's) */
	const char	*ttft_ratio;		/* "1,4": measured TTFT under load
						 * over the estimate, at most */
	const char	*ttft_server;		/* "48 ms": measured TTFT beyond the
						 * GPU's time, at most */
	const char	*spread_model;		/* name of a reasoning model planned
						 * without output_tokens_cv (result.h
						 * spread_*); NULL = none */
	const char	*spread_cv;		/* "1,25": the spread assumed */
	const char	*spread_rate;		/* "18,3 Token/s": per sequence at it */
	const char	*spread_planned;	/* "22,1 Token/s": per sequence as planned */
	const char	*spread_target;		/* "20 Token/s": output_tokens_per_s */
	const char	*spread_sequences;	/* "48": concurrent_sequences */
	int		 spread_meets_target;	/* 1: spread_rate meets spread_target */
	int		 spread_memory_fits;	/* 1: every sequence still fits */
	int		 spread_sized;		/* what the workload needs planned at
						 * the spread: 0 not asked (target
						 * and memory hold), 1 spread_gpus
						 * instead of spread_gpus_planned,
						 * 2 the same GPUs split
						 * spread_tp ways, -1 none within
						 * spread_gpus */
	const char	*spread_gpus;		/* "8": GPUs at the spread (or the
						 * most tried, with -1) */
	const char	*spread_gpus_planned;	/* "4": GPUs as planned */
	const char	*spread_tp;		/* "8": tensor parallelism at the spread */
};

/*
 * The risks of the proposal as sentences: utilisation, energy price,
 * prices and lead times, exchange rate, technology cycle and residual
 * value, single node, software stack, the speed of a mixture of
 * experts, a time-to-first-token target at risk under load, the answer
 * lengths of a reasoning model.  Writes up to max strings, each
 * allocated (the caller frees them), into out; returns how many.
 */
size_t words_risks(const struct words_risk_input *, enum language,
    char **out, size_t max);

/* Numbers for the typical mistakes, already formatted for the language. */
struct words_mistake_input {
	const char	*headroom;		/* "18 %" VRAM reserve per GPU, or "–" */
	const char	*mem_util;		/* "90 %": constraints.gpu_memory_utilization */
	const char	*tput_headroom;		/* "15 %": constraints.throughput_headroom_pct */
	const char	*nvme_data, *nvme_checkpoint, *nvme_log; /* TB per node;
					 * nvme_checkpoint NULL: no such volume */
	const char	*network;		/* words, e.g. "100 Gbit/s Ethernet" */
	int		 horizon;		/* months */
	const char	*pue;			/* "1,4" */
	const char	*maintenance_pct;	/* "10 %" */
	const char	*gpu_name;
};

/*
 * The seeds' "Typische Fehler" (typical mistakes) with what this proposal
 * does against each: mistake[i] and measure[i] (allocated; the caller
 * frees them), up to max pairs.  Returns how many.
 */
size_t words_mistakes(const struct words_mistake_input *, enum language,
    char **mistake, char **measure, size_t max);

#endif
