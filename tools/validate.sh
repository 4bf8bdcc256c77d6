#!/bin/sh
# tools/validate.sh: hold gpuplan's estimates against published
# measurements (issue 13 item 1).  For every case in tests/validation/
# (one published figure with its source and exact setup, see the README
# there) it writes a scenario that pins that hardware and describes that
# workload, runs `gpuplan show --format json`, reads the matching field
# and prints
#
#   case | metric | published | gpuplan | error % | tolerance | verdict
#
# and, per metric, the median and the worst absolute error.
#
# usage: tools/validate.sh [--write FILE] [--allow-miss FILE] [CASE.yaml ...]
#   --write FILE  also replace the part of FILE between the lines
#                 "<!-- validate:begin -->" and "<!-- validate:end -->"
#                 with the generated tables (docs/validation.md)
#   --write-c FILE
#                 also write FILE (src/model/validation_data.c): per
#                 metric, model class (dense, moe) and GPU maker
#                 (nvidia, amd), the cases, how many are within, how
#                 many gpuplan put above the published value and the
#                 median absolute error, the rows a proposal quotes
#                 (src/model/validation.h); and per maker the longest
#                 time to first token of a dense model measured under
#                 load over gpuplan's estimate (validation_ttft_load)
#   --allow-miss FILE
#                 the gate of `make test`: FILE names the cases (one
#                 name a line, "#" starts a comment) known to miss, each
#                 with why; every other case must be within its
#                 tolerance, and a listed case that is within fails too
#                 (the list must say what is true today)
#   GPUPLAN       the binary (default ./gpuplan)
#   VALIDATE_KEEP a directory to keep the generated scenarios, JSON and
#                 stderr in (for reading why a case misses)
#
# Exit status: 0 when every case is within its tolerance (with
# --allow-miss: when exactly the listed cases miss), 1 otherwise (the
# table is printed and written all the same), 2 on a usage or setup
# error (no binary, a case file without a needed key, gpuplan failing on
# a generated scenario, an unreadable list).
#
# Tolerances (issue 13): memory 10 % (a measured peak, a card's
# memory at the longest sequence that fits, the weights a serving
# engine logs per GPU alike), decode tokens/s per
# sequence 25 %, aggregate throughput 30 %, time to first token 40 %,
# fine-tuning throughput 30 %.  Nothing here is fitted: each case only states its
# setup; the published value is read after gpuplan has answered.
set -u
cd "$(dirname "$0")/.."
# one order of the cases, whatever the user's locale: a glob sorts by
# LC_COLLATE, and en_US or de_DE put 180-... before 18-..., which would
# reorder the summary (src/model/validation_data.c) that make test
# compares byte for byte
LC_ALL=C
export LC_ALL

GPUPLAN=${GPUPLAN:-./gpuplan}
JSONQ=build/tools/jsonq
WRITE=
WRITE_C=
ALLOW=
while [ $# -gt 0 ]; do
	case $1 in
	--write) [ $# -ge 2 ] || { echo "validate: --write needs a file" >&2; exit 2; }
		WRITE=$2; shift 2 ;;
	--write-c) [ $# -ge 2 ] || { echo "validate: --write-c needs a file" >&2; exit 2; }
		WRITE_C=$2; shift 2 ;;
	--allow-miss) [ $# -ge 2 ] && [ -r "$2" ] ||
		{ echo "validate: --allow-miss needs a readable file" >&2; exit 2; }
		ALLOW=$2; shift 2 ;;
	--) shift; break ;;
	-*) echo "validate: unknown option $1" >&2; exit 2 ;;
	*) break ;;
	esac
done
[ $# -gt 0 ] || set -- tests/validation/[0-9]*.yaml

# GPUPLAN may be a command with arguments (make valgrind: "valgrind ...
# ./gpuplan"): the binary checked is its last word, and it is run unquoted
# as tests/run.sh runs it.
gp_bin=$(printf '%s\n' "$GPUPLAN" | awk '{print $NF}')
[ -x "$gp_bin" ] || { echo "validate: $gp_bin not built (make gpuplan)" >&2; exit 2; }
mkdir -p build/tools
if [ ! -x "$JSONQ" ] || [ tests/tools/jsonq.c -nt "$JSONQ" ]; then
	cc -std=c11 -O1 -o "$JSONQ" tests/tools/jsonq.c -ljansson || exit 2
fi
TMP=$(mktemp -d "${TMPDIR:-/tmp}/gpuplan-validate.XXXXXX") || exit 2
trap 'rm -rf "$TMP"' EXIT INT TERM

# Tokens the fine-tuning scenarios train on: so many that one run does
# not finish within a month even on every pinned GPU.  The engine sizes
# the fewest GPUs whose run fits a month and leaves the other pinned GPUs
# idle; the published runs used all of them, so the workload must need
# them all.  The pinned system then reads "does-not-fit" (the deadline),
# which the suite reports but does not judge.  run_hours (2 decimals)
# keeps 5 or more significant digits.  (10e9 was too few for a 32B LoRA
# on 8 x H100: the engine sized 2 of the 8 GPUs within the month; 1e12
# too few for Llama 3.1 8B in fp8 on 64 x MI325X, case 193, which ran on
# 32 of them at -54 %: 64 GPUs train 2.7e12 tokens a month.)
FT_TOKENS=100000000000000
# Tokens an embeddings case encodes a month, for the same reason: more
# than every pinned GPU encodes in a month (1e15 tokens take 34,662 h
# on 8 x H100 for bge-m3 at 512 tokens an input), so that all of them
# are in use; run_hours keeps 6 or more significant digits.
EMB_TOKENS=1000000000000000

# flat CASE: the case file as "section.key<TAB>value" lines (two levels,
# the only nesting the case format uses), quotes and comments removed.
flat() {
	awk '
	/^[ \t]*#/ || /^[ \t]*$/ { next }
	{
		line = $0
		ind = match(line, /[^ ]/) - 1
		sub(/^ +/, "", line)
		k = line; sub(/:.*/, "", k)
		v = line; sub(/^[^:]*:[ \t]*/, "", v)
		if (v ~ /^"/) { sub(/^"/, "", v); sub(/"[ \t]*$/, "", v) }
		else sub(/[ \t]+#.*$/, "", v)
		if (ind == 0) { sec = k; if (v != "") print k "\t" v }
		else print sec "." k "\t" v
	}' "$1"
}

# get KEY: the value of KEY in the current case ($TMP/case), or "".
get() { awk -F '\t' -v k="$1" '$1 == k { print $2; exit }' "$TMP/case"; }

# need KEY: as get, but a missing key is a setup error.
need() {
	v=$(get "$1")
	[ -n "$v" ] || { echo "validate: $CASE: no $1" >&2; exit 2; }
	printf '%s\n' "$v"
}

# used_gpus JSON: the GPUs a workload of one copy per GPU (embeddings,
# vision) ran on: its replicas where it fits, else the pinned count it
# ran out at (gpus_per_replica).
used_gpus() {
	u=$("$JSONQ" "$1" workloads.0.replicas)
	[ "$u" -gt 0 ] 2>/dev/null || u=$("$JSONQ" "$1" workloads.0.gpus_per_replica)
	printf '%s\n' "$u"
}

# opt KEY...: for each setup KEY the case gives, the workload line
# "    KEY: value" (the scenario key of the same name).
opt() {
	for k in "$@"; do
		v=$(get "setup.$k")
		[ -z "$v" ] || echo "    $k: $v"
	done
}

# tol METRIC: the tolerance in percent, or nothing for an unknown metric.
tol() {
	case $1 in
	finetune_peak_memory_gb|finetune_fit_memory_gb|pretrain_peak_memory_gb) echo 10 ;;
	inference_weights_gb_per_gpu) echo 10 ;;
	decode_tokens_per_s_per_seq) echo 25 ;;
	throughput_tokens_per_s) echo 30 ;;
	ttft_s) echo 40 ;;
	finetune_tokens_per_s|pretrain_tokens_per_s) echo 30 ;;
	embed_tokens_per_s) echo 30 ;;
	vision_images_per_s) echo 30 ;;
	vision_latency_ms) echo 40 ;;
	esac
}

: >"$TMP/rows"
for CASE in "$@"; do
	name=$(basename "$CASE" .yaml)
	flat "$CASE" >"$TMP/case"
	metric=$(need metric) || exit 2
	t=$(tol "$metric")
	[ -n "$t" ] || { echo "validate: $CASE: unknown metric $metric" >&2; exit 2; }
	pub=$(need published.value) || exit 2
	unit=$(need published.unit) || exit 2
	model=$(need setup.model) || exit 2
	gpu=$(need setup.gpu) || exit 2
	count=$(need setup.count) || exit 2
	ptp=$(get setup.tensor_parallel); ppp=$(get setup.pipeline_parallel); mc= dec=
	pdp=$(get setup.attention_data_parallel); pep=$(get setup.expert_parallel)
	scen="$TMP/$name.scenario.yaml"
	{
		echo "gpuplan: 1"
		echo "id: val-$(printf '%s' "$name" | tr -c 'a-z0-9-\n' '-' | cut -c1-60)"
		echo "customer: {name: Validation suite}"
		echo "language: en"
		echo "date: 2026-12-03"
		echo "workloads:"
		echo "  - name: Case $name"
		case $metric in
		finetune_*|pretrain_*)
			case $metric in
			pretrain_*)
				echo "    type: llm-pretrain"
				echo "    model: $model" ;;
			*)	echo "    type: llm-finetune"
				echo "    model: $model"
				echo "    method: $(need setup.method)" ;;
			esac
			p=$(get setup.precision)
			case $p in bf16|fp16|fp8|fp4|fp32) echo "    precision: $p" ;; esac
			opt lora_fraction lora_rank lora_target_modules \
			    checkpointing loss attention offload
			echo "    sequence_length: $(need setup.sequence_length)"
			echo "    micro_batch: $(need setup.batch)"
			echo "    dataset_tokens: $FT_TOKENS"
			;;
		vision_*)
			# a network's FLOPs per image (2 per multiply-add);
			# an images/s target beyond every pinned GPU, so that
			# all of them are in use
			echo "    type: vision-inference"
			echo "    gflops_per_image: $(need setup.gflops_per_image)"
			echo "    images_per_s: 10000000"
			opt model_params layers
			p=$(get setup.precision)
			case $p in fp32|bf16|fp16|fp8|int8) echo "    precision: $p" ;; esac
			;;
		embed_*)
			echo "    type: embeddings"
			echo "    model: $model"
			p=$(get setup.precision)
			case $p in bf16|fp16|fp8|int8|fp4|fp32) echo "    precision: $p" ;; esac
			# tokens per input: fixed, or the mean where the
			# inputs were not padded (sequence_note says which),
			# to the nearest whole token (a count)
			st=$(need setup.sequence_tokens) || exit 2
			echo "    sequence_length: $(awk -v v="$st" 'BEGIN { printf "%.0f", v }')"
			echo "    tokens_per_month: $EMB_TOKENS"
			;;
		*)
			in=$(need setup.input_tokens) || exit 2
			out=$(need setup.output_tokens) || exit 2
			echo "    type: llm-inference"
			echo "    model: $model"
			echo "    precision: $(need setup.precision)"
			opt kv_precision weight_only quantized_weights output_tokens_cv \
			    serving_framework
			echo "    context_tokens: $((in + out))"
			echo "    prompt_tokens: $in"
			# a run that prints the mean number of requests in
			# flight (bench_serving "Concurrency:") is compared at
			# that mean: the limit (concurrency) is not held while
			# the run fills and drains.  gpuplan's
			# concurrent_sequences are sequences being generated;
			# a request waiting for its first token is in flight
			# but not generating, so where the run prints its mean
			# time to first token and mean time per request (or
			# per output token: E2E = TTFT + (output - 1) TPOT),
			# the count is in flight x (1 - TTFT / E2E) (Little's
			# law per phase).  Whole sequences, at least 1.
			conc=$(need setup.concurrency) || exit 2
			mc=$(get setup.mean_concurrency)
			tt=$(get setup.mean_ttft_ms)
			e2e=$(get setup.mean_e2e_ms)
			tpot=$(get setup.mean_tpot_ms)
			dec=
			[ -n "$tt" ] && [ -n "$e2e$tpot" ] &&
			    dec=$(awk -v c="${mc:-$conc}" -v t="$tt" -v e="$e2e" \
			    -v p="$tpot" -v o="$out" 'BEGIN {
				if (e == "") e = t + (o - 1) * p
				printf "%.2f", (e > 0 ? c * (1 - t / e) : c) }')
			[ -n "$mc$dec" ] && conc=$(awk -v c="${dec:-$mc}" 'BEGIN { n = int(c + 0.5); print n < 1 ? 1 : n }')
			echo "    concurrent_sequences: $conc"
			# no speed target: the suite reads the estimate, not a verdict
			echo "    output_tokens_per_s: 0.01"
			;;
		esac
		# the published layout is part of the setup (training: its
		# tensor-parallel split; it has no pipeline here)
		hwl=
		case $metric in
		finetune_*|pretrain_*)
			[ -n "$ptp" ] && hwl="$hwl, tensor_parallel: $ptp"
			pcp=$(get setup.context_parallel)
			[ -n "$pcp" ] && hwl="$hwl, context_parallel: $pcp" ;;
		embed_*|vision_*) ;;	# one copy of the model on each GPU
		*)	[ -n "$ptp" ] && hwl="$hwl, tensor_parallel: $ptp"
			[ -n "$ppp" ] && hwl="$hwl, pipeline_parallel: $ppp"
			[ -n "$pdp" ] && hwl="$hwl, attention_data_parallel: $pdp"
			[ -n "$pep" ] && hwl="$hwl, expert_parallel: $pep" ;;
		esac
		echo "hardware: {gpu: $gpu, gpus: $count$hwl}"
		echo "economics: {operating_models: [on-prem]}"
	} >"$scen" || exit 2
	json="$TMP/$name.json"
	# A run whose engine admits sequences while its KV cache has room
	# (setup.concurrency_fill: memory; MLPerf's Offline runs, whose
	# configured batch is a cap) holds as many as fit, at most the
	# limit: gpuplan is asked at the most sequences its memory model
	# fits on the pinned hardware (bisection on concurrent_sequences;
	# the reservation is gpuplan's, a full context per sequence).
	fill=$(get setup.concurrency_fill)
	case $fill in
	'') ;;
	memory)
		lo=0 hi=$(need setup.concurrency) || exit 2
		while [ "$lo" -lt "$hi" ]; do
			mid=$(( (lo + hi + 1) / 2 ))
			sed "s/^    concurrent_sequences: .*/    concurrent_sequences: $mid/" \
			    "$scen" >"$scen.try"
			if $GPUPLAN show --format json "$scen.try" >"$json" \
			    2>/dev/null && [ "$("$JSONQ" "$json" status)" = ok ]; then
				lo=$mid
			else
				hi=$((mid - 1))
			fi
		done
		[ "$lo" -ge 1 ] || lo=1
		sed "s/^    concurrent_sequences: .*/    concurrent_sequences: $lo/" \
		    "$scen" >"$scen.try" && mv "$scen.try" "$scen" || exit 2
		conc=$lo ;;
	*) echo "validate: $CASE: setup.concurrency_fill is $fill; only memory is known" >&2
		exit 2 ;;
	esac
	if ! $GPUPLAN show --format json "$scen" >"$json" 2>"$TMP/$name.err"; then
		echo "validate: $CASE: gpuplan failed on the generated scenario:" >&2
		cat "$TMP/$name.err" >&2
		exit 2
	fi
	status=$("$JSONQ" "$json" status)
	gtp=$("$JSONQ" "$json" workloads.0.tensor_parallel 2>/dev/null || echo "?")
	gpp=$("$JSONQ" "$json" workloads.0.pipeline_parallel 2>/dev/null || echo "")
	gdp=$("$JSONQ" "$json" workloads.0.attention_data_parallel 2>/dev/null || echo 1)
	gep=$("$JSONQ" "$json" workloads.0.expert_parallel 2>/dev/null || echo 1)
	reps=$("$JSONQ" "$json" workloads.0.replicas 2>/dev/null || echo "?")
	moe=$("$JSONQ" "$json" workloads.0.moe 2>/dev/null || echo false)
	[ "$moe" = true ] && moe=moe || moe=dense
	# the maker of the GPUs measured: a proposal quotes the rows of its
	# recommendation's maker (src/model/validation.h)
	maker=$("$JSONQ" "$json" recommendation.vendor 2>/dev/null || echo "?")
	case $maker in nvidia|amd) ;; *)
		echo "validate: $CASE: no GPU vendor in gpuplan's answer" >&2; exit 2 ;;
	esac
	case $metric in
	decode_tokens_per_s_per_seq)
		got=$("$JSONQ" "$json" workloads.0.throughput.tokens_per_s_per_sequence) ;;
	throughput_tokens_per_s)
		got=$("$JSONQ" "$json" workloads.0.throughput.tokens_per_s) ;;
	ttft_s)
		got=$("$JSONQ" "$json" workloads.0.throughput.ttft_s) ;;
	inference_weights_gb_per_gpu)
		# what one GPU of the replica holds of the weights, as a
		# serving engine logs it after loading: the weights over
		# its tp x pp GPUs
		got=$("$JSONQ" "$json" workloads.0.memory.weights_bytes |
		    awk -v t="$gtp" -v p="${gpp:-1}" '{ printf "%.4f", $1 / (t * p) / 1e9 }') ;;
	finetune_peak_memory_gb|pretrain_peak_memory_gb)
		# a measured peak: the estimate, without the planning buffer
		got=$("$JSONQ" "$json" workloads.0.memory.per_gpu_peak_bytes |
		    awk '{ printf "%.4f", $1 / 1e9 }') ;;
	finetune_fit_memory_gb)
		# the card at the longest sequence that fits: what the
		# sizing holds against the card (buffer included)
		got=$("$JSONQ" "$json" workloads.0.memory.per_gpu_bytes |
		    awk '{ printf "%.4f", $1 / 1e9 }') ;;
	embed_tokens_per_s)
		# a month's tokens / its hours on the GPUs in use (all
		# of them: EMB_TOKENS needs more than the month), per GPU,
		# times the GPUs measured
		used=$(used_gpus "$json")
		got=$("$JSONQ" "$json" workloads.0.throughput.run_hours |
		    awk -v n="$EMB_TOKENS" -v u="$used" -v c="$count" \
		    '$1 > 0 && u > 0 { printf "%.4f", n / ($1 * 3600) / u * c }') ;;
	vision_images_per_s)
		# images/s of the GPUs in use (all of them: the target
		# needs more), per GPU, times the GPUs measured
		used=$(used_gpus "$json")
		got=$("$JSONQ" "$json" workloads.0.throughput.images_per_s |
		    awk -v u="$used" -v c="$count" \
		    '$1 > 0 && u > 0 { printf "%.4f", $1 / u * c }') ;;
	vision_latency_ms)
		got=$("$JSONQ" "$json" workloads.0.throughput.latency_ms) ;;
	finetune_tokens_per_s|pretrain_tokens_per_s)
		# tokens of one run / its hours: run_hours = epochs x
		# dataset_tokens / (system tokens/s) / 3600, epochs = 1
		got=$("$JSONQ" "$json" workloads.0.throughput.run_hours |
		    awk -v n="$FT_TOKENS" '$1 > 0 { printf "%.4f", n / ($1 * 3600) }') ;;
	esac
	[ -n "$got" ] && [ "$got" != "null" ] || got=NA
	# published value in the unit gpuplan reports (GB for memory)
	case $unit in
	GiB) pubv=$(awk -v v="$pub" 'BEGIN { printf "%.4f", v * 1073741824 / 1e9 }') ;;
	*) pubv=$pub ;;
	esac
	case $metric in
	finetune_*|pretrain_*)
		layout="gpuplan shards over $count GPUs"
		[ "$gtp" -gt 1 ] 2>/dev/null &&
		    layout="$layout, each layer split over $gtp (tensor parallel)"
		gcp=$("$JSONQ" "$json" workloads.0.context_parallel 2>/dev/null)
		[ "$gcp" -gt 1 ] 2>/dev/null &&
		    layout="$layout, each sequence over $gcp (context parallel)"
		par=$(get setup.parallel_note)
		[ -n "$par" ] && layout="$layout; published: $par" ;;
	vision_*)
		layout="gpuplan one copy on each of $count GPUs, $(get setup.gflops_per_image) GFLOP an image"
		b=$(get setup.batch)
		[ -n "$b" ] && layout="$layout; published batch $b" ;;
	embed_*)
		layout="gpuplan one copy on each of $count GPUs, inputs of $(get setup.sequence_tokens) tokens"
		b=$(get setup.batch)
		[ -n "$b" ] && layout="$layout; published batch $b" ;;
	*)
		if [ -n "$gpp" ]; then layout="gpuplan tp $gtp pp $gpp"
		else layout="gpuplan $gtp GPUs per replica"; fi
		[ "$gdp" -gt 1 ] 2>/dev/null && layout="$layout dp-attention $gdp"
		[ "$gep" -gt 1 ] 2>/dev/null && layout="$layout ep $gep"
		layout="$layout x $reps replicas"
		[ -n "$ptp" ] && layout="$layout; published tp ${ptp} pp ${ppp:-1}"
		[ -n "$pdp" ] && layout="$layout dp-attention $pdp"
		[ -n "$pep" ] && layout="$layout ep $pep"
		if [ -n "$dec" ]; then
			layout="$layout; at $conc generating (${dec} = ${mc:-$(get setup.concurrency)} in flight x (1 - TTFT / E2E); limit $(get setup.concurrency))"
		elif [ -n "$fill" ]; then
			layout="$layout; at $conc in flight (as many as gpuplan's memory fits; limit $(get setup.concurrency))"
		elif [ -n "$mc" ]; then
			layout="$layout; at $conc in flight (the run's mean $mc; limit $(get setup.concurrency))"
		fi ;;
	esac
	[ "$status" = ok ] || layout="$layout; status $status"
	# the published run's limit of sequences in flight (serving
	# cases; 0 for training): a time to first token above 1 was
	# measured under load
	lim=$(get setup.concurrency)
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$metric" "$pubv" \
	    "$got" "$t" "$pub $unit" "$layout" "$gpu x$count" "$moe" "$maker" \
	    "${lim:-0}" >>"$TMP/rows"
done

# The median of the m absolute errors ae[k, 1..m] of key k, for the
# report below; leaves them sorted in s[1..m].
AWK_MEDIAN='
function median(k, m,   x, y, z) {
	for (x = 1; x <= m; x++) s[x] = ae[k, x]
	for (x = 2; x <= m; x++) {	# insertion sort (POSIX awk)
		y = s[x]
		for (z = x - 1; z >= 1 && s[z] > y; z--) s[z + 1] = s[z]
		s[z + 1] = y
	}
	return m % 2 ? s[(m + 1) / 2] : (s[m / 2] + s[m / 2 + 1]) / 2
}'

# The report: one table of cases, one of metrics, one of what a
# proposal quotes, in Markdown; and that last one with the longest time
# to first token under load per maker as data in $TMP/summary, which
# --write-c turns into C.
awk -F '\t' "$AWK_MEDIAN"'
function fmt(x) {
	if (x == "NA") return "n/a"
	if (x + 0 >= 100) return sprintf("%.1f", x)
	if (x + 0 >= 1) return sprintf("%.2f", x)
	return sprintf("%.3f", x)
}
{
	n++; name[n] = $1; met[n] = $2; pub[n] = $3; got[n] = $4
	tl[n] = $5; raw[n] = $6; lay[n] = $7; hw[n] = $8; cls[n] = $9; mk[n] = $10
	lim[n] = $11
	if (!($2 in seen)) { seen[$2] = 1; order[++nm] = $2 }
	q = $2 SUBSEP $9 SUBSEP $10
	if ($4 != "NA" && !(q in qseen)) { qseen[q] = 1; qorder[++nq] = q
		qmet[q] = $2; qcls[q] = $9; qmk[q] = $10; qtl[q] = $5 }
}
END {
	print "| case | hardware | metric | published | gpuplan | error % | tolerance | verdict | layout |"
	print "| --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- |"
	for (i = 1; i <= n; i++) {
		if (got[i] == "NA") { e = "n/a"; v = "not modelled"; miss++
			print name[i] > missed }
		else {
			err = (got[i] - pub[i]) / pub[i] * 100
			a = err < 0 ? -err : err
			e = sprintf("%+.2f", err)
			v = a <= tl[i] ? "within" : "MISS"
			if (v == "MISS") { miss++; print name[i] > missed }
			k = met[i]; c[k]++; ae[k, c[k]] = a
			if (a > worst[k]) { worst[k] = a; wcase[k] = name[i] }
			q = met[i] SUBSEP cls[i] SUBSEP mk[i]
			c[q]++; ae[q, c[q]] = a; if (a <= tl[i]) qok[q]++
			if (got[i] + 0 > pub[i] + 0) qover[q]++
			# the longest time to first token under load over
			# the estimate, per maker, of dense models (the risk
			# a proposal quotes)
			if (met[i] == "ttft_s" && cls[i] == "dense" &&
			    lim[i] + 0 > 1 && got[i] + 0 > 0 &&
			    pub[i] / got[i] > lr[mk[i]]) {
				lr[mk[i]] = pub[i] / got[i]; lc[mk[i]] = name[i]
			}
		}
		printf "| %s | %s | %s | %s | %s | %s | %d %% | %s | %s |\n", \
		    name[i], hw[i], met[i], raw[i], fmt(got[i]), e, tl[i], v, lay[i]
	}
	print ""
	print "| metric | cases | within tolerance | tolerance | median abs error % | worst abs error % | worst case |"
	print "| --- | ---: | ---: | ---: | ---: | ---: | --- |"
	for (j = 1; j <= nm; j++) {
		k = order[j]; m = c[k]
		med = median(k, m)
		ok = 0
		for (x = 1; x <= m; x++) if (s[x] <= tlof(k)) ok++
		printf "| %s | %d | %d | %d %% | %.1f | %.1f | %s |\n", \
		    k, m, ok, tlof(k), med, worst[k], wcase[k]
	}
	print ""
	print "What a proposal quotes beside its figures: per metric, model class and maker of the GPUs measured (src/model/validation_data.c)."
	print ""
	print "| metric | models | GPUs | cases | within tolerance | tolerance | median abs error % |"
	print "| --- | --- | --- | ---: | ---: | ---: | ---: |"
	printf "" > summ
	for (j = 1; j <= nq; j++) {
		q = qorder[j]
		med = median(q, c[q])
		printf "| %s | %s | %s | %d | %d | %d %% | %.1f |\n", qmet[q], \
		    qcls[q] == "moe" ? "mixture of experts" : "dense", \
		    qmk[q] == "amd" ? "AMD" : "NVIDIA", c[q], qok[q] + 0, \
		    qtl[q], med
		printf "row\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%.1f\n", qmet[q], \
		    qcls[q], qmk[q], c[q], qok[q] + 0, qover[q] + 0, qtl[q], \
		    med > summ
	}
	split("nvidia amd", mks, " ")
	for (j = 1; j <= 2; j++)
		if (mks[j] in lr)
			printf "ttft\t%s\t%.2f\t%s\n", mks[j], lr[mks[j]], \
			    lc[mks[j]] > summ
	print ""
	printf "%d of %d cases within tolerance.\n", n - miss, n
	exit miss > 0
}
function tlof(k,   i) { for (i = 1; i <= n; i++) if (met[i] == k) return tl[i]; return 0 }
' missed="$TMP/missed" summ="$TMP/summary" "$TMP/rows" >"$TMP/report"
rc=$?
[ -f "$TMP/missed" ] || : >"$TMP/missed"
cat "$TMP/report"

# The gate: exactly the listed cases (of those run) miss.
if [ -n "$ALLOW" ]; then
	sed 's/#.*//; s/[ \t]*$//; /^$/d' "$ALLOW" | sort -u >"$TMP/allow"
	cut -f1 "$TMP/rows" | sort -u >"$TMP/ran"
	sort -u "$TMP/missed" >"$TMP/missed.s"
	comm -23 "$TMP/missed.s" "$TMP/allow" >"$TMP/new"
	comm -12 "$TMP/allow" "$TMP/ran" | comm -23 - "$TMP/missed.s" >"$TMP/fixed"
	rc=0
	while read -r c; do
		echo "validate: $c misses its tolerance (not in $ALLOW)" >&2; rc=1
	done <"$TMP/new"
	while read -r c; do
		echo "validate: $c is within its tolerance: take it off $ALLOW" >&2; rc=1
	done <"$TMP/fixed"
	[ $rc -eq 0 ] && echo "validate: the misses are exactly the $(wc -l <"$TMP/missed.s" | tr -d ' ') listed in $ALLOW" >&2
fi

if [ -n "$WRITE" ]; then
	grep -q '^<!-- validate:begin -->$' "$WRITE" &&
	grep -q '^<!-- validate:end -->$' "$WRITE" || {
		echo "validate: $WRITE has no validate:begin/end markers" >&2
		exit 2
	}
	awk -v rep="$TMP/report" '
	/^<!-- validate:begin -->$/ { print; while ((getline l < rep) > 0) print l; skip = 1; next }
	/^<!-- validate:end -->$/ { skip = 0 }
	!skip { print }' "$WRITE" >"$TMP/doc" && cat "$TMP/doc" >"$WRITE" || exit 2
	echo "validate: wrote the tables into $WRITE" >&2
fi
# The summary a proposal quotes (src/model/validation.h), as the report
# above computed it ($TMP/summary): one row per metric, model class and
# GPU maker, in the order they first appear, and the longest time to
# first token under load per maker.
if [ -n "$WRITE_C" ]; then
	awk -F '\t' '
	$1 == "row" {
		row[++nr] = sprintf("\t{ \"%s\", VAL_MODELS_%s, VENDOR_%s, %d, %d, %d, %d, %s },", \
		    $2, toupper($3), toupper($4), $5, $6, $7, $8, $9)
	}
	$1 == "ttft" {
		tt[++nt] = sprintf("\t{ VENDOR_%s, %s, \"%s\" },", toupper($2), $3, $4)
	}
	END {
		print "/*"
		print " * validation_data.c: GENERATED by `make validate` (tools/validate.sh"
		print " * --write-c) from the cases of tests/validation/; do not edit.  How"
		print " * far the estimates lay from the published measurements, per metric,"
		print " * model class and GPU maker (src/model/validation.h);"
		print " * docs/validation.md holds the cases and their sources."
		print " */"
		print "#include \"model/validation.h\""
		print ""
		print "const struct validation_row validation_rows[] = {"
		for (j = 1; j <= nr; j++)
			print row[j]
		print "};"
		print "const size_t n_validation_rows ="
		print "    sizeof(validation_rows) / sizeof(validation_rows[0]);"
		print ""
		print "const struct validation_ttft_load validation_ttft_load[] = {"
		for (j = 1; j <= nt; j++)
			print tt[j]
		print "};"
		print "const size_t n_validation_ttft_load ="
		print "    sizeof(validation_ttft_load) / sizeof(validation_ttft_load[0]);"
	}' "$TMP/summary" >"$TMP/validation_data.c" &&
	cat "$TMP/validation_data.c" >"$WRITE_C" || exit 2
	echo "validate: wrote the summary into $WRITE_C" >&2
fi
if [ -n "${VALIDATE_KEEP:-}" ]; then
	mkdir -p "$VALIDATE_KEEP" && cp "$TMP"/*.scenario.yaml "$TMP"/*.json \
	    "$TMP"/*.err "$VALIDATE_KEEP"/ || exit 2
fi
exit $rc
