# tests/models.sh: `model: {hf_config: FILE}` and `gpuplan model import`
# against the real config.json files of tests/models/ (their sources:
# tests/models/README.md).  Sourced by tests/run.sh (gp, ok, fail, TMP).

# params_b of catalog model $1, from `gpuplan catalog --format json models`
gp catalog --format json models >"$TMP/cat-models.json"
catalog_params_b() {
	i=0
	while id=$($JSONQ "$TMP/cat-models.json" items.$i.id 2>/dev/null) && [ -n "$id" ]; do
		if [ "$id" = "$1" ]; then
			$JSONQ "$TMP/cat-models.json" items.$i.$2
			return 0
		fi
		i=$((i + 1))
	done
	return 1
}

# import reproduces the catalog's counts within 2 % (total and active)
for m in llama-3.1-8b qwen3-30b-a3b deepseek-v3 gpt-oss-20b; do
	gp model import tests/models/$m.json >"$TMP/imp-$m" 2>&1; rc=$?
	[ $rc -eq 0 ] && ok "model import $m exits 0" || fail "model import $m exits 0" "exit $rc: $(head -c 400 "$TMP/imp-$m")"
	expect_grep "model import $m: id" "^  - id: $m\$" "$TMP/imp-$m"
	expect_grep "model import $m: source names the file" "^    source: \"config.json tests/models/$m.json " "$TMP/imp-$m"
	for k in params active_params; do
		got=$(sed -n "s/^    $k: \([0-9.]*\)e9.*/\1/p" "$TMP/imp-$m")
		want=$(catalog_params_b $m ${k}_b)
		if [ -n "$got" ] && [ -n "$want" ] && awk -v g="$got" -v w="$want" \
		    'BEGIN { d = (g - w) / w; if (d < 0) d = -d; exit !(d <= 0.02) }'; then
			ok "model import $m: $k $got e9 within 2 % of the catalog's $want e9"
		else
			fail "model import $m: $k within 2 % of the catalog" "import '$got', catalog '$want'"
		fi
	done
done
# the imported entry is a catalog entry: the catalog loader takes it
mkdir -p "$TMP/impcat"
cp catalog/gpus.yaml catalog/prices.yaml "$TMP/impcat/"
sed -e 's/^  - id: llama-3.1-8b$/  - id: llama-3.1-8b-imported/' "$TMP/imp-llama-3.1-8b" >"$TMP/imp-entry"
cat catalog/models.yaml "$TMP/imp-entry" >"$TMP/impcat/models.yaml"
expect_exit 0 "an imported entry appended to models.yaml checks clean" \
	gp check --strict "$TMP/impcat/models.yaml"
# tie_word_embeddings: import says tied_embeddings where true (never
# where false), and a QLoRA of the tied model holds one bf16 matrix of
# vocab x hidden for its embeddings and head, not two
! grep -q 'tied_embeddings' "$TMP/imp-llama-3.1-8b" && \
	ok "model import: no tied_embeddings where the config says false" || \
	fail "model import: no tied_embeddings where the config says false" "$(grep -n tied "$TMP/imp-llama-3.1-8b")"
# gpt-oss's quantization_config: only the experts in MXFP4 (the rest is
# in modules_to_not_convert); its layer_types: 12 of 24 layers slide
expect_grep "model import: modules_to_not_convert with self_attn is quantized_weights: experts" \
	"^    quantized_weights: experts " "$TMP/imp-gpt-oss-20b"
expect_grep "model import: quant_method mxfp4 is fp4_format: mxfp4" "^    fp4_format: mxfp4 " "$TMP/imp-gpt-oss-20b"
expect_grep "model import: layer_types give the sliding layers" "^    sliding_layers: 12$" "$TMP/imp-gpt-oss-20b"
expect_grep "model import: the window of the sliding layers" "^    sliding_window: 128$" "$TMP/imp-gpt-oss-20b"
! grep -q 'quantized_weights\|fp4_format\|sliding' "$TMP/imp-qwen3-30b-a3b" && \
	ok "model import: an unquantised config without a window says neither" || \
	fail "model import: an unquantised config without a window says neither" "$(grep -n 'quantized\|fp4\|sliding' "$TMP/imp-qwen3-30b-a3b")"
mkdir -p "$TMP/tied"
sed 's/"tie_word_embeddings": false/"tie_word_embeddings": true/' tests/models/llama-3.1-8b.json >"$TMP/tied/tied.json"
gp model import "$TMP/tied/tied.json" >"$TMP/imp-tied" 2>&1
expect_grep "model import: tie_word_embeddings true is tied_embeddings: true" "^    tied_embeddings: true$" "$TMP/imp-tied"
for t in false true; do
	printf 'gpuplan: 1\nid: qlora-tied-%s\ncustomer: {name: Muster GmbH}\nlanguage: en\nworkloads:\n  - name: Fine-tuning\n    type: llm-finetune\n    model: {name: Test 8B, params: 8.03e9, layers: 32, hidden: 4096, heads: 32, kv_heads: 8, intermediate: 14336, vocab: 128256, tied_embeddings: %s}\n    method: qlora\n    precision: bf16\n    dataset_tokens: 100000000\nhardware: {gpu: h100, gpus: 1}\n' \
	    "$t" "$t" >"$TMP/tied/qlora-tied-$t.yaml"
done
gp build -q -o "$TMP/tied/out" "$TMP"/tied/qlora-tied-*.yaml >"$TMP/tied/err" 2>&1; rc=$?
wf=$($JSONQ "$TMP/tied/out/qlora-tied-false.json" workloads.0.memory.weights_bytes)
wt=$($JSONQ "$TMP/tied/out/qlora-tied-true.json" workloads.0.memory.weights_bytes)
# the same count of parameters: one matrix of 128,256 x 4,096 at 2 B
# (1.05 GB) is in NF4 instead (0.28 GB with its scales): 0.77 GB less
awk -v f="$wf" -v t="$wt" 'BEGIN { d = f - t; exit !(d > 0.76e9 && d < 0.78e9) }' && [ $rc -eq 0 ] && \
	ok "QLoRA of a tied model: one bf16 embedding matrix fewer (weights $wf vs $wt B)" || \
	fail "QLoRA of a tied model: one bf16 embedding matrix fewer" "exit $rc, untied $wf B, tied $wt B: $(head -c 400 "$TMP/tied/err")"
# gpt-oss-120b at fp4 holds its release: 114.7e9 expert parameters in
# MXFP4 (4.25 bits) and 2.1e9 in bf16 = 65.2 GB (the model card: 60.8
# GiB = 65.3 GB); bf16 holds all 116.8e9 at 2 B
mkdir -p "$TMP/oss"
for p in fp4 bf16; do
	printf 'gpuplan: 1\nid: oss-%s\ncustomer: {name: Muster GmbH}\nlanguage: en\nworkloads:\n  - name: Chat\n    type: llm-inference\n    model: gpt-oss-120b\n    precision: %s\n    context_tokens: 8192\n    concurrent_sequences: 4\nhardware: {gpu: h200, gpus: 1}\n' \
	    "$p" "$p" >"$TMP/oss/oss-$p.yaml"
done
gp build -q -o "$TMP/oss/out" "$TMP"/oss/oss-*.yaml >"$TMP/oss/err" 2>&1; rc=$?
w4=$($JSONQ "$TMP/oss/out/oss-fp4.json" workloads.0.memory.weights_bytes)
w16=$($JSONQ "$TMP/oss/out/oss-bf16.json" workloads.0.memory.weights_bytes)
awk -v w="$w4" 'BEGIN { exit !(w > 65.0e9 && w < 65.4e9) }' && [ $rc -eq 0 ] && \
	ok "gpt-oss-120b at fp4: MXFP4 experts, the rest bf16 ($w4 B)" || \
	fail "gpt-oss-120b at fp4: MXFP4 experts, the rest bf16 (65.0-65.4e9 B)" "exit $rc, $w4 B: $(head -c 400 "$TMP/oss/err")"
# and the proposal says what is quantised: the experts, in MXFP4
expect_grep "gpt-oss at fp4: the proposal names MXFP4 and the experts" \
	"^| Weight precision | MXFP4 (the experts only; the other weights in BF16) |$" "$TMP/oss/out/oss-fp4.md"
expect_grep "gpt-oss at bf16: the proposal says BF16 alone" \
	"^| Weight precision | BF16 |$" "$TMP/oss/out/oss-bf16.md"
awk -v w="$w16" 'BEGIN { exit !(w > 233.5e9 && w < 233.7e9) }' && \
	ok "gpt-oss-120b at bf16: every parameter at 2 B ($w16 B)" || \
	fail "gpt-oss-120b at bf16: every parameter at 2 B (233.6e9 B)" "$w16 B"
# a workload serving NVIDIA's NVFP4 DeepSeek-R1 says quantized_weights:
# mlp (its self_attn in BF16): the attention and the routers, 11.52e9
# parameters, at 2 B instead of 0.5625: 16.6e9 B more (396.7e9 for
# 380.1e9); the proposal says what is quantised, in both languages
mkdir -p "$TMP/mlpq"
for q in linear mlp; do
	for l in en de; do
		printf 'gpuplan: 1\nid: ds-%s-%s\ncustomer: {name: Muster GmbH}\nlanguage: %s\nworkloads:\n  - name: Chat\n    type: llm-inference\n    model: deepseek-r1\n    precision: fp4\n    quantized_weights: %s\n    context_tokens: 8192\n    concurrent_sequences: 8\nhardware: {gpu: b200, gpus: 8}\n' \
		    "$q" "$l" "$l" "$q" >"$TMP/mlpq/ds-$q-$l.yaml"
	done
done
gp build -q -o "$TMP/mlpq/out" "$TMP"/mlpq/ds-*.yaml >"$TMP/mlpq/err" 2>&1; rc=$?
wl=$($JSONQ "$TMP/mlpq/out/ds-linear-en.json" workloads.0.memory.weights_bytes)
wm=$($JSONQ "$TMP/mlpq/out/ds-mlp-en.json" workloads.0.memory.weights_bytes)
awk -v l="$wl" -v m="$wm" 'BEGIN { exit !(l > 380.0e9 && l < 380.2e9 && m > 396.6e9 && m < 396.8e9) }' && [ $rc -eq 0 ] && \
	ok "DeepSeek-R1 fp4 with quantized_weights: mlp holds its attention in bf16 ($wm B, every linear layer: $wl B)" || \
	fail "DeepSeek-R1 fp4, quantized_weights: mlp 396.6-396.8e9 B, linear 380.0-380.2e9 B" "exit $rc, mlp $wm B, linear $wl B: $(head -c 400 "$TMP/mlpq/err")"
expect_grep "quantized_weights: mlp: the proposal names the MLP layers" \
	"^| Weight precision | NVFP4 (the MLP layers; the attention in BF16) |$" "$TMP/mlpq/out/ds-mlp-en.md"
expect_grep "quantized_weights: mlp: the German proposal names the MLP layers" \
	"^| Präzision der Gewichte | NVFP4 (die MLP-Schichten; die Attention in BF16) |$" "$TMP/mlpq/out/ds-mlp-de.md"
expect_grep "quantized_weights: linear: the proposal says NVFP4 alone (B200: NVIDIA's format)" \
	"^| Weight precision | NVFP4 |$" "$TMP/mlpq/out/ds-linear-en.md"
# import: DeepSeek-V3's query bottleneck
expect_grep "model import: q_lora_rank of a latent attention" "^    q_lora_rank: 1536$" "$TMP/imp-deepseek-v3"
expect_exit 0 "model --help exits 0" gp model --help
expect_grep "model --help shows the usage" "model import FILE" "$TMP/out"
expect_exit 2 "model import without a file: usage error" gp model import
expect_exit 2 "model frobnicate: usage error" gp model frobnicate x.json
expect_exit 2 "model import of a missing file: I/O error" gp model import tests/models/no-such.json
expect_grep "a missing file is an io finding" "no-such.json: error: cannot read .*\[io\]" "$TMP/err"
expect_exit 1 "model import of a config without hidden_size exits 1" \
	gp model import tests/models/bad/missing-hidden.json
expect_grep "missing hidden_size named" "missing-hidden.json: error: 'hidden_size' is missing.*\[bad-hf-config\]" "$TMP/err"
expect_exit 1 "model import of a string where a number belongs exits 1" \
	gp model import tests/models/bad/string-layers.json
expect_grep "the string's own line:col" "string-layers.json:6:24: error: 'num_hidden_layers' must be a whole number, found a string \[bad-hf-config\]" "$TMP/err"

# a scenario with hf_config sizes as the same scenario with the catalog id
mkdir -p "$TMP/hfsc"
for m in llama-3.1-8b qwen3-30b-a3b deepseek-v3 gpt-oss-20b; do
	sed -e "s|model: {hf_config: $m.json}|model: $m|" -e 's/^id: hf-/id: id-/' \
	    tests/models/hf-$m.yaml >"$TMP/hfsc/id-$m.yaml"
done
gp build -o "$TMP/hfout" tests/models/hf-*.yaml "$TMP/hfsc/" >"$TMP/hfbuild" 2>&1; rc=$?
[ $rc -eq 0 ] && ok "build of the hf_config scenarios exits 0" || fail "build of the hf_config scenarios" "exit $rc: $(tail -c 600 "$TMP/hfbuild")"
for m in llama-3-1-8b qwen3-30b-a3b deepseek-v3 gpt-oss-20b; do
	same=1; why=
	for q in recommendation.gpu recommendation.gpus workloads.0.gpus_needed \
	    workloads.0.tensor_parallel workloads.0.replicas; do
		a=$($JSONQ "$TMP/hfout/hf-$m.json" $q); b=$($JSONQ "$TMP/hfout/id-$m.json" $q)
		[ "$a" = "$b" ] && [ -n "$a" ] || { same=0; why="$why $q: '$a' vs '$b'"; }
	done
	a=$($JSONQ "$TMP/hfout/hf-$m.json" workloads.0.memory.total_bytes)
	b=$($JSONQ "$TMP/hfout/id-$m.json" workloads.0.memory.total_bytes)
	awk -v a="$a" -v b="$b" 'BEGIN { d = (a - b) / b; if (d < 0) d = -d; exit !(b > 0 && d <= 0.02) }' || \
	    { same=0; why="$why memory $a vs $b"; }
	[ $same -eq 1 ] && ok "hf_config $m sizes as the catalog id" || fail "hf_config $m sizes as the catalog id" "$why"
done
# editing the config.json rebuilds: it is part of the input digest
mkdir -p "$TMP/hfedit"
cp tests/models/hf-llama-3.1-8b.yaml tests/models/llama-3.1-8b.json "$TMP/hfedit/"
gp build -o "$TMP/hfedit/out" "$TMP/hfedit/hf-llama-3.1-8b.yaml" >/dev/null 2>&1
d1=$($JSONQ "$TMP/hfedit/out/hf-llama-3-1-8b.json" input_digest)
sed -i 's/"max_position_embeddings": 131072/"max_position_embeddings": 65536/' "$TMP/hfedit/llama-3.1-8b.json"
gp build -o "$TMP/hfedit/out" "$TMP/hfedit/hf-llama-3.1-8b.yaml" >"$TMP/hfedit/log" 2>&1
d2=$($JSONQ "$TMP/hfedit/out/hf-llama-3-1-8b.json" input_digest)
[ -n "$d1" ] && [ "$d1" != "$d2" ] && ok "an edited hf_config file changes the input digest" || \
	fail "an edited hf_config file changes the input digest" "$d1 -> $d2"
expect_grep "an edited hf_config file rebuilds" " 1 built" "$TMP/hfedit/log"
