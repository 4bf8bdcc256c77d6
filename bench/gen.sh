#!/bin/sh
# bench/gen.sh: write N distinct, valid scenario files for the benchmark.
#
# Usage: bench/gen.sh N DIR [SEED]
#
# Writes DIR/bench-00001-<type>.yaml ... one scenario per file, built from
# the examples in scenarios/ as templates: ids, language (de/en), currency
# (EUR/USD), 1 to 3 workloads drawn from all seven workload types with
# varied models and sizes, constraints, economics (horizon, utilisation,
# energy price as a number or a range, PUE, operating models, cloud tier
# and commitment, NPV), sometimes price overrides, a pinned configuration
# or generous `expect` bounds.  Sizes and limits are chosen so that every
# scenario is feasible, so a build of the set reports every one as "ok".
# The output depends only on N and SEED (default 1), so runs compare.
# One awk process writes all files: 10,000 scenarios take well under a
# second.
set -eu

if [ $# -lt 2 ]; then
	echo "usage: $0 N DIR [SEED]" >&2
	exit 2
fi
n=$1
dir=$2
seed=${3:-1}
case $n in ''|*[!0-9]*) echo "$0: N must be a number" >&2; exit 2 ;; esac
mkdir -p "$dir"

# mawk and gawk both take this; only POSIX awk is used.
awk -v N="$n" -v DIR="$dir" -v SEED="$seed" '
# Park-Miller "minimal standard" generator, our own so the files do not
# depend on the awk in use; its products stay below 2^53, exact in doubles.
function rnd() { S = (S * 16807) % 2147483647; return S / 2147483647 }
function ri(lo, hi) { return lo + int(rnd() * (hi - lo + 1)) }
function pick(list,    a, k) { k = split(list, a, "|"); return a[ri(1, k)] }
function chance(p) { return rnd() < p }
function num(x, d) { return sprintf("%." d "f", x) }

function w_llm_inference(f, de,    m, ctx, maxctx) {
	m = pick("llama-3.1-8b|llama-3.1-8b|mistral-7b|mixtral-8x7b|llama-3.1-70b|llama-3.1-70b|qwen2.5-72b|gpt-oss-120b|llama-3.1-405b")
	maxctx = (m == "mistral-7b" || m == "mixtral-8x7b") ? 3 : 5
	ctx = ri(1, maxctx)
	ctx = (ctx == 1) ? "4096" : (ctx == 2) ? "8192" : (ctx == 3) ? "16k" : (ctx == 4) ? "32k" : "64k"
	print "  - name: " (de ? pick("Chat-Assistent für den Vertrieb|Interner Wissens-Chat|Code-Assistent der Entwicklung|Kundenservice-Bot|Übersetzung technischer Dokumente") : pick("Sales chat assistant|Internal knowledge chat|Coding assistant|Customer service bot|Contract analysis")) > f
	print "    type: llm-inference" > f
	print "    model: " m > f
	print "    precision: " pick("bf16|fp8|fp8|int8") > f
	print "    kv_precision: " pick("bf16|fp8") > f
	print "    context_tokens: " ctx > f
	if (chance(0.6))
		print "    prompt_tokens: " pick("1024|2048|3072") > f
	print "    concurrent_sequences: " (m == "llama-3.1-405b" ? ri(1, 8) : ri(1, 48)) > f
	# 405B: at most 30 tokens/s, which bf16 on the fastest GPU still
	# reaches with the 15 % headroom (43 tokens/s on GB200)
	print "    output_tokens_per_s: " (m == "llama-3.1-405b" ? ri(10, 30) : ri(10, 40)) > f
	if (chance(0.3))
		print "    ttft_s: " ri(3, 10) > f
}

function w_llm_finetune(f, de,    m, meth) {
	meth = pick("full|lora|lora|qlora")
	m = (meth == "full") ? pick("llama-3.1-8b|mistral-7b") : pick("llama-3.1-8b|mistral-7b|llama-3.1-70b|qwen2.5-72b")
	print "  - name: " (de ? pick("Fine-Tuning auf Servicetickets|Anpassung an Handbücher|LoRA-Experimente") : pick("Fine-tuning on support tickets|Domain adaptation|LoRA experiments")) > f
	print "    type: llm-finetune" > f
	print "    model: " m > f
	print "    method: " meth > f
	if (meth != "qlora")
		print "    precision: bf16" > f
	print "    optimizer: " pick("adamw|adamw-8bit") > f
	if (meth != "full")
		print "    lora_fraction: " pick("0.005|0.01|0.02") > f
	print "    sequence_length: " pick("2048|4096") > f
	print "    micro_batch: " ri(1, 2) > f
	print "    dataset_tokens: " ri(5, 80) "M" > f
	print "    epochs: " ri(1, 3) > f
	print "    runs_per_month: " ri(1, 4) > f
	if (chance(0.3))
		print "    deadline_hours: " ri(72, 240) > f
	if (chance(0.5))
		print "    checkpointing: true" > f
}

function w_llm_pretrain(f, de) {
	print "  - name: " (de ? "Vortraining eines kleinen Fachmodells" : "Pretraining a small domain model") > f
	print "    type: llm-pretrain" > f
	if (chance(0.5))
		print "    model: {params: " ri(3, 15) "00M, layers: " ri(12, 24) ", hidden: " pick("1024|1536|2048") ", heads: 16, kv_heads: " pick("4|8|16") ", name: \"Bench-LM\"}" > f
	else
		print "    model: " pick("llama-3.1-8b|mistral-7b") > f
	print "    precision: " pick("bf16|fp8") > f
	print "    optimizer: " pick("adamw|adamw-8bit") > f
	print "    sequence_length: " pick("2048|4096") > f
	print "    micro_batch: " ri(1, 2) > f
	print "    dataset_tokens: " ri(1, 20) "B" > f
	print "    runs_per_month: " pick("0.25|0.5|1") > f
}

function w_vision(f, de) {
	print "  - name: " (de ? pick("Sichtprüfung Linie " ri(1, 9) "|Objekterkennung im Lager|Anomalieerkennung Spritzguss") : pick("Visual inspection line " ri(1, 9) "|Warehouse object detection|Defect detection")) > f
	print "    type: vision-inference" > f
	print "    gflops_per_image: " num(ri(20, 800) / 10, 1) > f
	print "    images_per_s: " ri(20, 1500) > f
	if (chance(0.5))
		print "    latency_ms: " ri(20, 80) > f
	print "    model_params: " num(ri(20, 600) / 10, 1) "M" > f
	print "    precision: " pick("fp16|int8|int8|bf16") > f
}

function w_simulation(f, de) {
	print "  - name: " (de ? pick("Strukturmechanik (FEM)|Strömungssimulation (CFD)|Crash-Berechnung") : pick("Structural FEM|CFD runs|Molecular dynamics")) > f
	print "    type: simulation" > f
	print "    fp64_tflops: " ri(5, 50) > f
	print "    memory_gb: " ri(40, 400) > f
}

function w_embeddings(f, de) {
	print "  - name: " (de ? "Monatliche Einbettung neuer Dokumente" : "Monthly embedding of new documents") > f
	print "    type: embeddings" > f
	if (chance(0.3))
		print "    model: {params: 568e6, layers: 24, hidden: 1024, heads: 16, kv_heads: 16,\n            head_dim: 64, name: \"BGE-M3\"}" > f
	else
		print "    model: " pick("bge-m3|multilingual-e5-large") > f
	print "    tokens_per_month: " ri(1, 50) "00M" > f
	if (chance(0.5))
		print "    deadline_hours: " ri(12, 72) > f
	print "    precision: " pick("fp16|bf16") > f
}

function w_rag(f, de) {
	print "  - name: " (de ? "Vektorsuche über den Dokumentenindex" : "Vector search over the document index") > f
	print "    type: rag" > f
	print "    vectors: " ri(1, 200) "M" > f
	print "    dimensions: " pick("384|768|1024|1536") > f
	print "    vector_precision: " pick("fp32|fp16|int8") > f
	print "    documents_gb: " ri(0, 2000) > f
	print "    queries_per_s: " ri(5, 200) > f
}

function workload(f, de, t) {
	if (t == 1) w_llm_inference(f, de)
	else if (t == 2) w_llm_finetune(f, de)
	else if (t == 3) w_llm_pretrain(f, de)
	else if (t == 4) w_vision(f, de)
	else if (t == 5) w_simulation(f, de)
	else if (t == 6) w_embeddings(f, de)
	else w_rag(f, de)
}

BEGIN {
	S = (SEED + 0) % 2147483647
	if (S <= 0) S = 1
	for (i = 0; i < 3; i++) rnd()		# let small seeds spread out
	split("llm-inference llm-finetune llm-pretrain vision simulation embeddings rag", tname, " ")
	split("GmbH|AG|GmbH & Co. KG|SE", de_form, "|")
	split("Muster|Beispiel|Nordlicht|Südwind|Bergmann|Rheinufer|Talblick|Eichenhof", de_name, "|")
	split("Maschinenbau|Armaturen|Logistik|Versicherung|Kunststofftechnik|Antriebstechnik|Medizintechnik", de_trade, "|")
	split("Example|Sample|Northwind|Bluewater|Redstone|Lakeside|Hilltop|Riverside", en_name, "|")
	split("Industries|Reinsurance|Logistics|Software|Components|Analytics|Health", en_trade, "|")
	split("on-prem|colocation|hybrid", own_models, "|")
	for (i = 1; i <= N; i++) {
		de = chance(0.5)
		usd = de ? chance(0.15) : chance(0.6)
		t1 = ((i - 1) % 7) + 1			# every type equally often
		id = sprintf("bench-%05d-%s", i, tname[t1])
		f = DIR "/" id ".yaml"
		print "# generated by bench/gen.sh (seed " SEED ", scenario " i ")" > f
		print "gpuplan: 1" > f
		print "id: " id > f
		if (chance(0.8))
			print "title: " (de ? "GPU-Server-Angebot Nr. " i : "GPU server proposal no. " i) > f
		print "customer:" > f
		if (de) {
			print "  name: " de_name[ri(1, 8)] " " de_trade[ri(1, 7)] " " de_form[ri(1, 4)] > f
			if (chance(0.7)) print "  contact: " pick("Leitung IT|Abteilung Digitalisierung|Einkauf|Geschäftsführung") > f
			if (chance(0.6)) print "  address: " pick("Industriestraße|Am Werkhof|Maschinenweg|Hauptstraße") " " ri(1, 120) ", " ri(10, 99) "000 Musterstadt" > f
		} else {
			print "  name: " en_name[ri(1, 8)] " " en_trade[ri(1, 7)] " " pick("Ltd.|Inc.|GmbH|AG") > f
			if (chance(0.7)) print "  contact: " pick("Head of IT|Chief Data Office|Procurement|Engineering lead") > f
			if (chance(0.6)) print "  address: " ri(1, 999) " " pick("Example Plaza|Main Street|Harbour Road") ", Exampletown" > f
		}
		print "language: " (de ? "de" : "en") > f
		print "currency: " (usd ? "USD" : "EUR") > f
		print "date: 2026-" sprintf("%02d-%02d", ri(1, 12), ri(1, 28)) > f
		print "" > f
		print "workloads:" > f
		workload(f, de, t1)
		nw = ri(1, 3) - 1
		for (w = 0; w < nw; w++)
			workload(f, de, ri(1, 7))
		print "" > f
		pinned = 0
		if (t1 == 4 && nw == 0 && chance(0.2)) {
			print "hardware: {gpu: " pick("l40s|rtx-pro-6000") ", gpus: " ri(2, 4) "}" > f
			pinned = 1
		}
		if (!pinned) {
			print "constraints:" > f
			if (chance(0.3))
				print "  vendors: [nvidia]" > f
			else if (chance(0.3))
				print "  vendors: [nvidia, amd]" > f
			print "  max_gpus: " pick("64|128|256") > f
			if (chance(0.3))
				print "  max_power_kw: " ri(200, 400) > f
			if (chance(0.2))
				print "  budget: " ri(20, 90) "000000" > f
		}
		print "" > f
		print "economics:" > f
		print "  horizon_months: " pick("24|36|36|48|60|72") > f
		if (chance(0.3)) print "  hours_per_month: " ri(600, 744) > f
		lo = ri(5, 40); me = lo + ri(5, 30); hi = me + ri(0, 100 - me)
		print "  utilisation: {low: " num(lo / 100, 2) ", medium: " num(me / 100, 2) ", high: " num(hi / 100, 2) "}" > f
		e = ri(15, 35)
		if (chance(0.4))
			print "  energy_price_kwh: {low: " num((e - 5) / 100, 2) ", base: " num(e / 100, 2) ", high: " num((e + 8) / 100, 2) "}" > f
		else if (chance(0.8))
			print "  energy_price_kwh: " num(e / 100, 2) > f
		if (chance(0.8)) print "  pue: " num(ri(110, 180) / 100, 2) > f
		om = own_models[ri(1, 3)]
		coloc = 0
		if (chance(0.4)) {
			print "  operating_models: [on-prem, colocation, cloud, hybrid]" > f
			coloc = 1
		} else if (om == "hybrid")
			print "  operating_models: [on-prem, cloud, hybrid]" > f
		else {
			print "  operating_models: [" om ", cloud]" > f
			coloc = (om == "colocation")
		}
		if (coloc && chance(0.6)) print "  colocation_kw_month: " ri(150, 300) > f
		if (coloc && chance(0.3)) print "  colocation_energy: " pick("metered|included") > f
		if (chance(0.7)) print "  maintenance_pct_year: " ri(4, 12) > f
		if (chance(0.7)) print "  staff_month: " (ri(0, 30) * 100) > f
		if (chance(0.5)) print "  install_pct: " ri(2, 10) > f
		if (chance(0.5)) print "  residual_pct: " ri(5, 30) > f
		if (chance(0.25)) print "  discount_rate_pct_year: " ri(2, 8) > f
		if (chance(0.2)) print "  idle_power_pct: " ri(10, 35) > f
		print "  cloud: {tier: " pick("neocloud|neocloud|hyperscaler") ", commitment: " pick("on-demand|1y|3y") "}" > f
		if (chance(0.15)) {
			print "" > f
			print "overrides:" > f
			print "  gpu_price: {h200: " ri(28, 36) "000, l40s: " ri(65, 90) "00}" > f
			if (chance(0.5)) print "  host_price: {h200: " ri(50, 70) "000}" > f
			if (chance(0.5)) print "  cloud_gpu_hour: {h200: " num(ri(30, 45) / 10, 1) "}" > f
		}
		if (chance(0.1)) {
			print "" > f
			print "expect:" > f
			print "  min_gpus: 1" > f
		}
		close(f)
	}
}'
