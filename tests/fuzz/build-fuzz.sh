#!/bin/sh
# tests/fuzz/build-fuzz.sh: the fuzz target for the whole build (issue 16
# item 8).  Each case mutates an example scenario and/or the price
# catalog (tests/fuzz/mutate.c, seeded: case K of seed S is always the
# same input), runs `gpuplan build -o OUT` on it inside a sandbox
# directory and checks what a user or a pipeline relies on:
#   - exit 0 or 1; 2 only with an [io] finding; never a signal, a
#     timeout or a sanitizer report;
#   - every JSON file parses (jansson, via build/tools/jsonq: no inf/nan);
#   - every PDF passes `qpdf --check`, every SVG `xmllint --noout`;
#   - every scenario the summary calls ok has all five of its files;
#   - nothing outside OUT is created, changed or removed (a listing of
#     the sandbox and of TMPDIR before and after), OUT holds only regular
#     files, and no temporary file is left.
# Usage: sh tests/fuzz/build-fuzz.sh  (from anywhere; GPUPLAN, FUZZ_CASES
# (default 40), FUZZ_SEED (default 1) and FUZZ_KEEP=DIR, where failing
# cases are copied, are read from the environment).  Exit 0 when every
# case passes.
set -u
cd "$(dirname "$0")/../.."
. tests/lib.sh

ROOT=$PWD
GPUPLAN=${GPUPLAN:-./gpuplan}
case $GPUPLAN in /*) ;; *) GPUPLAN=$ROOT/$GPUPLAN ;; esac
CASES=${FUZZ_CASES:-40}
SEED=${FUZZ_SEED:-1}
KEEP=${FUZZ_KEEP:-$ROOT/build/fuzz/failures}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:exitcode=86}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1:exitcode=87}
export SOURCE_DATE_EPOCH=1764892800
export GPUPLAN_CATALOG=$ROOT/catalog GPUPLAN_TEMPLATES=$ROOT/templates
JSONQ=$ROOT/build/tools/jsonq
MUTATE=$ROOT/build/tools/mutate
mkdir -p build/tools
# built and renamed into place (tests/run.sh, run at the same time by
# make -j2 test, builds the same file)
cc -std=c11 -O1 -o "$JSONQ.$$" tests/tools/jsonq.c -ljansson &&
	mv -f "$JSONQ.$$" "$JSONQ" || exit 1
cc -std=c11 -O1 -Wall -Wextra -Werror -o "$MUTATE" tests/fuzz/mutate.c || exit 1
HAVE_QPDF=0; command -v qpdf >/dev/null 2>&1 && HAVE_QPDF=1
HAVE_XMLLINT=0; command -v xmllint >/dev/null 2>&1 && HAVE_XMLLINT=1
[ $HAVE_QPDF -eq 1 ] || skip "qpdf --check of every PDF" "qpdf not installed (tools/deps.sh test)"

set -- scenarios/*.yaml
NSC=$#

# listing DIR: every path under DIR but its out/, with type, size and
# modification time, so a change is seen as well as a new file (DIR
# itself changes when out/ is made in it, and is left out).
listing() {
	find "$1" -mindepth 1 -path "$1/out" -prune -o -printf '%P %y %s %T@\n' | sort
}

# scenario_at N: the N-th (0-based, modulo) example scenario.
scenario_at() {
	i=$(($1 % NSC)); n=0
	for f in scenarios/*.yaml; do
		[ $n -eq "$i" ] && { echo "$f"; return; }
		n=$((n + 1))
	done
}

# check_case BOX META: the checks after a build into BOX/out (BOX holds
# only the inputs, TMPDIR and out/; META the run's exit status, output
# and listings); prints each problem on its own line, nothing when the
# case passes.
check_case() {
	b=$1; m=$2
	rc=$(cat "$m/rc")
	case $rc in
	0|1) ;;
	2) grep -q '\[io\]' "$m/err" || echo "exit 2 without an [io] finding" ;;
	124) echo "timeout (hang)" ;;
	*) echo "exit $rc (signal or sanitizer)" ;;
	esac
	grep -q 'Sanitizer\|runtime error:' "$m/err" && echo "sanitizer report"
	for j in "$b"/out/*.json; do
		[ -e "$j" ] || continue
		"$JSONQ" "$j" >/dev/null 2>"$m/j.err" || echo "invalid JSON $(basename "$j"): $(cat "$m/j.err")"
	done
	if [ $HAVE_QPDF -eq 1 ]; then
		for p in "$b"/out/*.pdf; do
			[ -e "$p" ] || continue
			qpdf --check "$p" >"$m/q.out" 2>&1 || echo "qpdf --check fails on $(basename "$p"): $(tail -3 "$m/q.out")"
		done
	fi
	if [ $HAVE_XMLLINT -eq 1 ]; then
		for s in "$b"/out/*.svg; do
			[ -e "$s" ] || continue
			xmllint --noout "$s" >"$m/x.out" 2>&1 || echo "invalid SVG $(basename "$s"): $(head -3 "$m/x.out")"
		done
	fi
	# a scenario the summary calls ok is complete
	if [ -f "$b/out/summary.json" ]; then
		n=0
		while st=$("$JSONQ" "$b/out/summary.json" "scenarios.$n.status" 2>/dev/null); do
			id=$("$JSONQ" "$b/out/summary.json" "scenarios.$n.id" 2>/dev/null | tr -d '"')
			if [ "$st" = '"ok"' ]; then
				for sfx in .json .md .pdf -breakeven.svg -tornado.svg; do
					[ -s "$b/out/$id$sfx" ] || echo "status ok but $id$sfx missing"
				done
				[ -f "$b/out/.gpuplan-manifest-$id" ] || echo "status ok but no manifest for $id"
			fi
			n=$((n + 1))
		done
		[ "$rc" = 0 ] && [ $n -eq 0 ] && echo "exit 0 with an empty summary"
	elif [ "$rc" = 0 ]; then
		echo "exit 0 without summary.json"
	fi
	[ -z "$(find "$b/out" -mindepth 1 ! -type f 2>/dev/null)" ] || echo "non-regular entries in -o: $(find "$b/out" -mindepth 1 ! -type f)"
	[ -z "$(find "$b/out" -name '*.tmp*' -o -name '.gpuplan-tmp-*' 2>/dev/null)" ] || echo "temporary files left: $(find "$b/out" -name '*.tmp*' -o -name '.gpuplan-tmp-*')"
	listing "$b" >"$m/after.lst"
	cmp -s "$m/before.lst" "$m/after.lst" || echo "outside -o changed: $(diff "$m/before.lst" "$m/after.lst" | grep '^[<>]' | head -5)"
	[ -z "$(ls -A "$b/tmp")" ] || echo "files left in TMPDIR: $(ls -A "$b/tmp" | head -5)"
}

k=0; npdf=0; nzero=0
while [ $k -lt "$CASES" ]; do
	s=$((SEED * 100003 + k))
	BOX=$TMP/case$k; META=$TMP/meta$k; mkdir -p "$BOX/in" "$BOX/p" "$BOX/tmp" "$META"
	src=$(scenario_at $s)
	mode=$((s % 5))
	what=""
	args=""
	# 0, 1: the scenario; 2: the price file (--prices); 3: both, the
	# scenario naming the price file by a prices: key relative to it;
	# 4: three mutated scenarios in one build with -j 2
	case $mode in
	0|1) what="$(basename "$src"): $("$MUTATE" $s "$src" "$BOX/in/s.yaml")" ;;
	2) cp "$src" "$BOX/in/s.yaml"
	   what="prices.yaml: $("$MUTATE" $s catalog/prices.yaml "$BOX/p/prices.yaml")"
	   args="--prices $BOX/p/prices.yaml" ;;
	3) what="$(basename "$src"): $("$MUTATE" $s "$src" "$BOX/in/s.yaml"); prices.yaml: $("$MUTATE" $((s + 1)) catalog/prices.yaml "$BOX/p/prices.yaml")"
	   printf '\nprices: ../p/prices.yaml\n' >>"$BOX/in/s.yaml" ;;
	4) for t in 0 1 2; do
		f=$(scenario_at $((s + t)))
		what="$what $(basename "$f"): $("$MUTATE" $((s * 7 + t)) "$f" "$BOX/in/s$t.yaml");"
	   done
	   args="-j 2" ;;
	esac
	listing "$BOX" >"$META/before.lst"
	(cd "$BOX" && TMPDIR=$BOX/tmp timeout 60 $GPUPLAN build $args -o "$BOX/out" "$BOX/in" \
		>"$META/out.log" 2>"$META/err"; echo $? >"$META/rc")
	problems=$(check_case "$BOX" "$META")
	# how deep the cases reach: a proposal written, or stopped before
	npdf=$((npdf + $(ls "$BOX/out" 2>/dev/null | grep -c '\.pdf$')))
	[ "$(cat "$META/rc")" = 0 ] && nzero=$((nzero + 1))
	if [ -z "$problems" ]; then
		ok "fuzz case $k (seed $s, $what)"
	else
		mkdir -p "$KEEP/case-$s"
		cp -r "$BOX/in" "$BOX/p" "$META/err" "$META/rc" "$KEEP/case-$s/" 2>/dev/null
		fail "fuzz case $k (seed $s, $what)" "$problems
$(head -c 300 "$META/err")
inputs kept in $KEEP/case-$s (rerun: FUZZ_SEED=$SEED, case $k; gpuplan build $args -o out in)"
	fi
	rm -rf "$BOX" "$META"
	k=$((k + 1))
done

echo "build fuzz: $nzero of $CASES cases exit 0; $npdf proposals (PDF) written and checked"
summary "build fuzz ($CASES cases, seed $SEED)"
