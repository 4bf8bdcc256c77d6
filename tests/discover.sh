# tests/discover.sh: what makes gpuplan discoverable and usable from
# elsewhere (issue 15 items 2, 3, 5, 8): help and --version, `catalog`,
# `init`, stdin as `-`, where the catalog is found, `schema scenario`
# and the closing line of a build.
#
# Sourced by tests/run.sh after tests/lib.sh (ok/fail/skip/expect_*, gp,
# $GPUPLAN, $TMP, $JSONQ).  The schema checks need python3 with yaml and
# jsonschema (tools/deps.sh installs them) and say "skipped: ..." without.

DS=$TMP/discover
mkdir -p "$DS"

# ---- help: every command, every option with a line, an example ----
gp help >"$DS/help" 2>&1
d_cmds=$(sed -n '/^Commands:/,/^$/s/^  \([a-z]*\) .*/\1/p' "$DS/help" | grep -v '^help$\|^version$')
d_miss=
for d_c in check show build diff merge catalog init schema; do
	echo "$d_cmds" | grep -qx "$d_c" || d_miss="$d_miss $d_c"
done
[ -z "$d_miss" ] && ok "gpuplan help lists every command" || fail "gpuplan help lists every command" "missing:$d_miss"
expect_grep "gpuplan help has examples" '^Examples:' "$DS/help"
for d_c in $d_cmds; do
	gp "$d_c" --help >"$DS/h-$d_c" 2>&1; d_rc=$?
	d_miss=
	# every long option of the command's getopt table is in its --help,
	# on a line of its own with a text after it
	for d_o in $(sed -n 's/^\t\t{ "\([a-z-]*\)", .*/\1/p' "src/cmd/cmd_$d_c.c"); do
		grep -q -- "^  \(-[a-z], \)\?--$d_o\b.*[^ ]  *[a-z(]" "$DS/h-$d_c" || d_miss="$d_miss --$d_o"
	done
	if [ $d_rc -eq 0 ] && [ -z "$d_miss" ] && grep -q "^Examples:" "$DS/h-$d_c" && \
	    grep -q "^  gpuplan $d_c\b" "$DS/h-$d_c"; then
		ok "$d_c --help: every option with its line, an example"
	else fail "$d_c --help" "exit $d_rc, options not listed:$d_miss; $(head -c 300 "$DS/h-$d_c")"; fi
	gp help "$d_c" >"$DS/hh" 2>&1
	cmp -s "$DS/hh" "$DS/h-$d_c" && ok "gpuplan help $d_c = $d_c --help" || fail "gpuplan help $d_c = $d_c --help"
done
# a usage error points to --help
gp build --bogus >"$DS/u" 2>&1
expect_grep "a usage error names --help" '`gpuplan build --help` lists the options' "$DS/u"
# --version: the one version, src/version.h, as make reads it
d_v=$(make -s print-version 2>/dev/null)
[ -n "$d_v" ] && [ "$(gp --version)" = "gpuplan $d_v" ] && [ "$(gp version)" = "gpuplan $d_v" ] && \
	ok "--version prints make's VERSION ($d_v)" || fail "--version" "$(gp --version) vs make: $d_v"

# ---- catalog gpus|models|prices|clouds ----
for d_k in gpus models; do
	gp catalog "$d_k" >"$DS/c-$d_k" 2>&1; d_rc=$?
	d_miss=
	for d_id in $(sed -n 's/^  - id: *\([a-z0-9.-]*\).*/\1/p' "catalog/$d_k.yaml"); do
		grep -q "^$d_id " "$DS/c-$d_k" || d_miss="$d_miss $d_id"
	done
	[ $d_rc -eq 0 ] && [ -z "$d_miss" ] && ok "catalog $d_k lists every id of catalog/$d_k.yaml" || \
		fail "catalog $d_k" "exit $d_rc, missing:$d_miss"
	gp catalog --format json "$d_k" >"$DS/c-$d_k.json"
	[ "$($JSONQ "$DS/c-$d_k.json" items.0.id)" = "$(sed -n 's/^  - id: *\([a-z0-9.-]*\).*/\1/p' "catalog/$d_k.yaml" | head -1)" ] && \
		ok "catalog --format json $d_k: items in catalog order" || fail "catalog --format json $d_k" "$(head -c 300 "$DS/c-$d_k.json")"
done
expect_grep "catalog gpus: memory, bandwidth and price columns" '^id  *vendor  *memory GB  *TB/s .* price ' "$DS/c-gpus"
expect_grep "catalog gpus: the H100's figures (80 GB, 3.35 TB/s)" '^h100  *nvidia  *80  *3.35 ' "$DS/c-gpus"
[ "$($JSONQ "$DS/c-gpus.json" items.1.memory_gb)" = "80.0" ] && [ "$($JSONQ "$DS/c-gpus.json" prices_as_of)" = \
    "$(sed -n 's/^as_of: *\([0-9-]*\).*/\1/p' catalog/prices.yaml)" ] && \
	ok "catalog --format json gpus: memory_gb and prices_as_of" || fail "catalog json figures"
gp catalog prices >"$DS/c-prices" 2>&1
expect_grep "catalog prices: the date and currency of the prices" "^Prices in USD as of $(sed -n 's/^as_of: *\([0-9-]*\).*/\1/p' catalog/prices.yaml) " "$DS/c-prices"
expect_grep "catalog prices: host classes too" '^hgx-8  *host ' "$DS/c-prices"
gp catalog clouds >"$DS/c-clouds" 2>&1
expect_grep "catalog clouds: GPU-hour prices per tier" '^id  *hyperscaler /GPU-h  *neocloud /GPU-h' "$DS/c-clouds"
expect_exit 2 "catalog of an unknown list" gp catalog hosts
expect_exit 2 "catalog without a list" gp catalog

# ---- init: a starter scenario per type that passes check as written ----
# the types, as init names them when given one it does not know
d_types=$(gp init --type nonesuch 2>&1 | sed -n 's/.*; use one of //p')
d_n=0
for d_t in $d_types; do
	d_n=$((d_n + 1))
	gp init --type "$d_t" "$DS/init-$d_t.yaml" >"$DS/i.out" 2>&1; d_rc=$?
	gp check --strict "$DS/init-$d_t.yaml" >"$DS/i.chk" 2>&1; d_crc=$?
	if [ $d_rc -eq 0 ] && [ $d_crc -eq 0 ] && grep -q "^    type: $d_t\$" "$DS/init-$d_t.yaml" && \
	    grep -q "^id: init-$d_t " "$DS/init-$d_t.yaml" && [ "$(grep -c '#' "$DS/init-$d_t.yaml")" -ge 10 ]; then
		ok "init --type $d_t: a commented scenario that check --strict passes"
	else fail "init --type $d_t" "init exit $d_rc, check exit $d_crc: $(head -c 400 "$DS/i.chk")"; fi
	gp show "$DS/init-$d_t.yaml" >/dev/null 2>"$DS/i.show" || fail "init --type $d_t: show" "$(head -c 300 "$DS/i.show")"
done
[ "$d_n" -eq 7 ] && ok "init: all $d_n workload types tried" || fail "init: workload types" "$d_n: $d_types"
cp "$DS/init-rag.yaml" "$DS/keep"
expect_exit 2 "init refuses to overwrite a file" gp init --type simulation "$DS/init-rag.yaml"
cmp -s "$DS/keep" "$DS/init-rag.yaml" && ok "init leaves an existing file as it was" || fail "init overwrote a file"
grep -q "never overwrites" "$TMP/err" && ok "init says why it refuses" || fail "init says why" "$(cat "$TMP/err")"
expect_exit 2 "init of an unknown type" gp init --type llm-chat
gp init >"$DS/init-stdout.yaml" 2>/dev/null && grep -q '^id: my-scenario ' "$DS/init-stdout.yaml" && \
	ok "init without FILE writes to stdout, id my-scenario" || fail "init to stdout"
gp init "$DS/Bad Name.yaml" >/dev/null 2>&1 && grep -q '^id: my-scenario ' "$DS/Bad Name.yaml" && \
	ok "init: a file name that is no id gives my-scenario" || fail "init: id of a bad file name"

# ---- - reads a scenario from stdin (check, show, build) ----
gp check - <"$DS/init-llm-inference.yaml" >"$DS/s.out" 2>&1; d_rc=$?
[ $d_rc -eq 0 ] && ok "check - reads stdin" || fail "check -" "exit $d_rc: $(head -c 300 "$DS/s.out")"
sed 's/^  pue: 1.4 /  pue: 9   /' "$DS/init-llm-inference.yaml" >"$DS/bad-pue.yaml"
gp check - <"$DS/bad-pue.yaml" >"$DS/s.out" 2>&1; d_rc=$?
d_line=$(grep -n '^  pue:' "$DS/bad-pue.yaml" | cut -d: -f1)
[ $d_rc -eq 1 ] && grep -q "^<stdin>:$d_line:8: error: 'economics.pue' is 9;.*\[out-of-range\]" "$DS/s.out" && \
	ok "check -: findings at <stdin>:line:col" || fail "check - findings" "exit $d_rc: $(head -c 300 "$DS/s.out")"
gp check --format sarif - <"$DS/bad-pue.yaml" >"$DS/s.sarif" 2>/dev/null
[ "$($JSONQ "$DS/s.sarif" runs.0.results.0.locations.0.physicalLocation.region.startLine)" = "$d_line" ] && \
	ok "check --format sarif -: a region in <stdin>" || fail "sarif of stdin" "$(head -c 300 "$DS/s.sarif")"
gp check --format junit - <"$DS/bad-pue.yaml" >"$DS/s.xml" 2>/dev/null
[ "$(grep -c '<testcase ' "$DS/s.xml")" -eq 1 ] && grep -q '<testcase name="&lt;stdin&gt;"' "$DS/s.xml" && \
	grep -q '<failure message="errors">' "$DS/s.xml" && ok "check --format junit -: one failed testcase <stdin>" || \
	fail "junit of stdin" "$(head -c 400 "$DS/s.xml")"
gp show - <"$DS/init-rag.yaml" >"$DS/s.show" 2>&1 && gp show "$DS/init-rag.yaml" >"$DS/f.show" 2>&1 && \
	cmp -s "$DS/s.show" "$DS/f.show" && ok "show - prints what show FILE prints" || fail "show -" "$(head -c 300 "$DS/s.show")"
gp build -q -o "$DS/sb" - <"$DS/init-simulation.yaml" >"$DS/sb.out" 2>&1; d_rc=$?
[ $d_rc -eq 0 ] && [ -s "$DS/sb/init-simulation.pdf" ] && ok "build - builds a scenario from stdin" || \
	fail "build -" "exit $d_rc: $(head -c 300 "$DS/sb.out")"
gp build -q -j 2 -o "$DS/sb2" - scenarios/dev-box.yaml <"$DS/init-simulation.yaml" >"$DS/sb.out" 2>&1; d_rc=$?
[ $d_rc -eq 0 ] && [ -s "$DS/sb2/init-simulation.pdf" ] && [ -s "$DS/sb2/dev-box.pdf" ] && \
	ok "build -j 2 - FILE: stdin and a file" || fail "build -j 2 -" "exit $d_rc: $(head -c 300 "$DS/sb.out")"

# ---- where the catalog is found: --catalog, GPUPLAN_CATALOG, beside the binary ----
rm -rf "$DS/stage"
if make -s install DESTDIR="$DS/stage" >"$DS/install.out" 2>&1; then
	# moved elsewhere, so only the path relative to the binary can find it
	mv "$DS/stage/usr/local" "$DS/moved"
	# a scenario repository of its own, with the installed demo vendor
	mkdir -p "$DS/repo" && sed "s|^vendor: .*|vendor: $DS/moved/share/gpuplan/templates/demo-vendor.yaml|" \
	    scenarios/dev-box.yaml >"$DS/repo/dev-box.yaml"
	(cd "$DS/repo" && env -u GPUPLAN_CATALOG -u GPUPLAN_TEMPLATES "$DS/moved/bin/gpuplan" catalog gpus >"$DS/w1" 2>&1 && \
	    env -u GPUPLAN_CATALOG -u GPUPLAN_TEMPLATES "$DS/moved/bin/gpuplan" build -q -o out dev-box.yaml >"$DS/w2" 2>&1)
	d_rc=$?
	[ $d_rc -eq 0 ] && grep -q "in $DS/moved/bin/../share/gpuplan/catalog\.\$" "$DS/w1" && [ -s "$DS/repo/out/dev-box.pdf" ] && \
		ok "an installed gpuplan finds its catalog and templates beside itself" || \
		fail "catalog beside the binary" "exit $d_rc: $(tail -c 300 "$DS/w1"; head -c 300 "$DS/w2")"
	mkdir -p "$DS/empty"
	(cd "$DS/repo" && GPUPLAN_CATALOG="$DS/empty" "$DS/moved/bin/gpuplan" catalog gpus >"$DS/w3" 2>&1)
	grep -q "cannot read the catalog in $DS/empty" "$DS/w3" && ok "GPUPLAN_CATALOG comes before the binary's catalog" || \
		fail "GPUPLAN_CATALOG first" "$(head -c 300 "$DS/w3")"
	d_top=$PWD
	(cd "$DS/repo" && GPUPLAN_CATALOG="$DS/empty" "$DS/moved/bin/gpuplan" catalog --catalog "$d_top/catalog" gpus >"$DS/w4" 2>&1)
	grep -q "gpus in $d_top/catalog\.\$" "$DS/w4" && \
		ok "--catalog comes before GPUPLAN_CATALOG" || fail "--catalog first" "$(tail -c 300 "$DS/w4")"
	[ -f "$DS/moved/share/gpuplan/schemas/scenario.schema.json" ] && ok "make install installs the schema" || \
		fail "make install: schema" "$(ls "$DS/moved/share/gpuplan")"
else
	fail "make install DESTDIR (catalog lookup)" "$(tail -5 "$DS/install.out")"
fi

# ---- schema scenario: generated, shipped, validates the examples ----
gp schema scenario >"$DS/schema.json"; d_rc=$?
[ $d_rc -eq 0 ] && $JSONQ "$DS/schema.json" >/dev/null && ok "schema scenario: one JSON document" || fail "schema scenario" "exit $d_rc"
expect_same "schemas/scenario.schema.json is what gpuplan schema scenario prints (make schema)" \
	schemas/scenario.schema.json "$DS/schema.json"
expect_exit 2 "schema of an unknown format" gp schema nonsense
gp schema vendor >"$DS/vschema.json"; d_rc=$?
[ $d_rc -eq 0 ] && $JSONQ "$DS/vschema.json" >/dev/null && ok "schema vendor: one JSON document" || fail "schema vendor" "exit $d_rc"
expect_same "schemas/vendor.schema.json is what gpuplan schema vendor prints (make schema)" \
	schemas/vendor.schema.json "$DS/vschema.json"
# every key of the tables is in the schema
d_miss=
for d_k in gpuplan id customer workloads economics horizon_months utilisation maintenance_pct_year \
    context_tokens gflops_per_image vectors kv_lora_rank expect; do
	grep -q "\"$d_k\": {" "$DS/schema.json" || d_miss="$d_miss $d_k"
done
[ -z "$d_miss" ] && ok "schema: keys of every table" || fail "schema: keys" "missing:$d_miss"
if [ -n "${i_py:-$(command -v python3)}" ] && python3 -c 'import jsonschema, yaml' 2>/dev/null; then
	python3 tests/tools/schema-validate.py "$DS/schema.json" scenarios/*.yaml "$DS"/init-*.yaml >"$DS/v.out" 2>&1 && \
		ok "schema: every example in scenarios/ and every init starter is valid ($(ls scenarios/*.yaml | wc -l) + 7)" || \
		fail "schema: examples" "$(head -20 "$DS/v.out")"
	# the mistakes a schema can see fail it, one file each
	d_pass=
	for d_f in 01-unknown-top-key 02-unknown-nested-key 03-wrong-type-list 04-quoted-number \
	    05-utilisation-out-of-range 07-zero-horizon 08-bad-id 12-missing-customer 13-bad-enum \
	    16-key-not-for-type 22-yes-bool 25-count-not-whole 26-number-with-unit 27-word-wrong-case 31-name-too-long; do
		python3 tests/tools/schema-validate.py "$DS/schema.json" "tests/bad/$d_f.yaml" >/dev/null 2>&1
		[ $? -eq 1 ] || d_pass="$d_pass $d_f"
	done
	[ -z "$d_pass" ] && ok "schema: 15 bad files of tests/bad/ fail it" || fail "schema: bad files pass" "$d_pass"
	# the vendor profile's schema: the demo profile passes, the bad
	# colour file and a tier with two prices fail
	python3 tests/tools/schema-validate.py "$DS/vschema.json" templates/demo-vendor.yaml >"$DS/vv.out" 2>&1 && \
		ok "schema vendor: the demo vendor profile is valid" || fail "schema vendor: demo" "$(head -5 "$DS/vv.out")"
	cp tests/bad/38-vendor-bad-colour.yaml "$DS/vbad1.yaml"
	printf 'gpuplan: 1\nname: X\ncontact: {name: Y}\nterms: {support: [{name: a, covers: b, response: c, price_year: 1, price_pct_year: 2}]}\n' >"$DS/vbad2.yaml"
	d_pass=
	for d_f in "$DS/vbad1.yaml" "$DS/vbad2.yaml"; do
		python3 tests/tools/schema-validate.py "$DS/vschema.json" "$d_f" >/dev/null 2>&1
		[ $? -eq 1 ] || d_pass="$d_pass $d_f"
	done
	[ -z "$d_pass" ] && ok "schema vendor: a bad colour and a tier with two prices fail it" || fail "schema vendor: bad files pass" "$d_pass"
	# a key of one workload type under another fails (key-not-for-type)
	sed 's/^    vectors: 50M$/    vectors: 50M\n    images_per_s: 3/' "$DS/init-rag.yaml" >"$DS/rag-bad.yaml"
	python3 tests/tools/schema-validate.py "$DS/schema.json" "$DS/rag-bad.yaml" >"$DS/v.out" 2>&1
	[ $? -eq 1 ] && grep -q "images_per_s" "$DS/v.out" && ok "schema: a vision key under a rag workload fails" || \
		fail "schema: key-not-for-type" "$(cat "$DS/v.out")"
else
	skip "schema validation of the examples" "python3 with jsonschema and yaml not installed (tools/deps.sh test)"
fi

# ---- a build says what it did: one closing line, --quiet ----
gp build -o "$DS/b" scenarios/dev-box.yaml scenarios/fem-simulation.yaml >"$DS/b1" 2>&1
gp build -o "$DS/b" scenarios/dev-box.yaml scenarios/fem-simulation.yaml tests/bad/04-quoted-number.yaml >"$DS/b2" 2>&1
gp build -q -o "$DS/b" scenarios/dev-box.yaml >"$DS/b3" 2>&1
gp build -j 2 --force -o "$DS/b" scenarios/dev-box.yaml scenarios/fem-simulation.yaml >"$DS/b4" 2>&1
for d_f in b1 b2 b4; do mask_time "$DS/$d_f"; done
printf 'gpuplan build: 2 scenarios: 2 built, 0 unchanged, 0 failed in T s; output in %s\n' "$DS/b" >"$DS/want"
expect_same "build: the closing line" "$DS/want" "$DS/b1"
expect_grep "build: the closing line counts unchanged and failed" \
	"^gpuplan build: 3 scenarios: 0 built, 2 unchanged, 1 failed in T s; output in $DS/b\$" "$DS/b2"
[ "$(grep -c '^gpuplan build:' "$DS/b2")" -eq 1 ] && [ "$(tail -1 "$DS/b2" | cut -c1-14)" = "gpuplan build:" ] && \
	ok "build: one closing line, after the findings" || fail "build: one closing line" "$(cat "$DS/b2")"
[ ! -s "$DS/b3" ] && ok "build --quiet prints nothing" || fail "build --quiet" "$(cat "$DS/b3")"
expect_same "build -j 2 --force: the same closing line" "$DS/want" "$DS/b4"
# on a terminal (script(1) gives one), a batch shows a progress bar once
# it has run for a second, or for GPUPLAN_PROGRESS_AFTER_S: checked at 0
# (from the first scenario) and at 3600 (never, for a batch this short),
# so that no check races the clock; --quiet shows nothing there either
if command -v script >/dev/null 2>&1 && [ -z "${VALGRIND:-}" ] && [ -d "${T16:-/nonexistent}/many" ]; then
	d_gp=$(case $GPUPLAN in /*) echo "$GPUPLAN";; *) echo "$PWD/$GPUPLAN";; esac)
	GPUPLAN_PROGRESS_AFTER_S=0 timeout 120 script -qec "$d_gp build --force -o $DS/tty $T16/many" /dev/null | tr '\r' '\n' >"$DS/tty.out" 2>&1
	expect_grep "build on a terminal: a progress bar (GPUPLAN_PROGRESS_AFTER_S=0)" 'gpuplan build: \[#*\.*\] [0-9]*/120 scenarios' "$DS/tty.out"
	expect_grep "build on a terminal: the closing line after the bar" 'gpuplan build: 120 scenarios: .* failed in [0-9]*\.[0-9] s; ' "$DS/tty.out"
	GPUPLAN_PROGRESS_AFTER_S=3600 timeout 120 script -qec "$d_gp build --force -o $DS/tty $T16/many" /dev/null | tr '\r' '\n' >"$DS/tty.late" 2>&1
	if grep -q 'scenarios$' "$DS/tty.late" || ! grep -q 'gpuplan build: 120 scenarios: ' "$DS/tty.late"; then
		fail "build on a terminal: no bar before GPUPLAN_PROGRESS_AFTER_S=3600" "$(tail -c 300 "$DS/tty.late")"
	else
		ok "build on a terminal: no bar before GPUPLAN_PROGRESS_AFTER_S=3600"
	fi
	timeout 120 script -qec "$d_gp build -q -o $DS/tty $T16/many" /dev/null >"$DS/tty.q" 2>&1
	[ ! -s "$DS/tty.q" ] && ok "build --quiet on a terminal prints nothing" || fail "build --quiet on a terminal" "$(head -c 200 "$DS/tty.q" | cat -v)"
else
	skip "build on a terminal: progress bar" "script(1) not found, valgrind, or no batch"
fi
# a GPUPLAN_PROGRESS_AFTER_S that is not a number of seconds is named,
# and the build goes on with the default
GPUPLAN_PROGRESS_AFTER_S=soon gp build -o "$DS/pa" scenarios/dev-box.yaml >/dev/null 2>"$DS/pa.err"; d_rc=$?
[ $d_rc -eq 0 ] && grep -q "^gpuplan build: GPUPLAN_PROGRESS_AFTER_S='soon' is not a number of seconds from 0 to 3600; the progress bar shows after 1 s$" "$DS/pa.err" &&
    ok "GPUPLAN_PROGRESS_AFTER_S: a bad value is named, the build goes on" ||
    fail "GPUPLAN_PROGRESS_AFTER_S: a bad value is named, the build goes on" "exit $d_rc; $(cat "$DS/pa.err")"

# ---- an unknown choice names every valid one (cmd_choice) ----
while IFS='|' read -r d_want d_args; do
	# shellcheck disable=SC2086
	gp $d_args >"$DS/choice.out" 2>"$DS/choice.err"; d_rc=$?
	if [ $d_rc -eq 2 ] && [ "$(cat "$DS/choice.err")" = "$d_want" ]; then ok "unknown choice: gpuplan $d_args"
	else fail "unknown choice: gpuplan $d_args" "exit $d_rc; stderr: $(head -c 300 "$DS/choice.err")"; fi
done <<'CHOICES'
gpuplan show: unknown format 'x'; use text or json|show --format x scenarios
gpuplan build: unknown format 'x'; use text or junit|build --format x -o /nonexistent/out scenarios
gpuplan catalog: unknown format 'x'; use text or json|catalog --format x gpus
gpuplan catalog: unknown list 'x'; use gpus, models, prices or clouds|catalog x
gpuplan diff: unknown format 'x'; use md or json|diff --format x a b
gpuplan schema: unknown schema 'x'; use scenario or vendor|schema x
gpuplan model: unknown action 'x'; use import|model x y
CHOICES
