# tests/lib.sh: the little test harness the CLI suites share.
# Each check prints "ok - NAME" or "FAIL - NAME" with what differed; the
# suite ends with "N passed, N failed" and exits non-zero on any failure.

PASS=0
FAIL=0
SKIP=0
TMP=$(mktemp -d "${TMPDIR:-/tmp}/gpuplan-test.XXXXXX")
trap 'chmod -R u+rwx "$TMP" 2>/dev/null; rm -rf "$TMP"' EXIT

ok() { PASS=$((PASS + 1)); [ -n "${VERBOSE:-}" ] && echo "ok - $1"; return 0; }
fail() { FAIL=$((FAIL + 1)); echo "FAIL - $1"; [ $# -gt 1 ] && printf '%s\n' "$2" | sed 's/^/    /'; return 0; }

# skip NAME WHY: a check that cannot run here (e.g. external data absent);
# counted as skipped, never as passed or failed.
skip() { SKIP=$((SKIP + 1)); echo "skipped: $1: $2"; return 0; }

# expect_exit WANT NAME CMD...: run CMD, compare its exit status.
expect_exit() {
	want=$1; name=$2; shift 2
	"$@" >"$TMP/out" 2>"$TMP/err"; got=$?
	if [ "$got" -eq "$want" ]; then ok "$name"; else
		fail "$name" "exit $got, want $want; stderr: $(head -c 600 "$TMP/err")"; fi
}

# expect_same NAME EXPECTED ACTUAL: files must be identical.
expect_same() {
	if diff -u "$2" "$3" >"$TMP/diff" 2>&1; then ok "$1"; else
		fail "$1" "$(head -40 "$TMP/diff")"; fi
}

# muster_head ID LANG: the head of a test scenario (format, id, the
# made-up customer Muster GmbH, language, a fixed date)
muster_head() {
	printf 'gpuplan: 1\nid: %s\ncustomer: {name: Muster GmbH}\nlanguage: %s\ndate: 2026-12-05\n' "$1" "$2"
}

# expect_grep NAME PATTERN FILE
# near A B [TOL]: the numbers A and B differ by less than TOL (0.05)
near() {
	awk -v a="$1" -v b="$2" -v t="${3:-0.05}" \
	    'BEGIN { d = a - b; exit !(d < t && d > -t) }'
}

expect_grep() {
	if grep -q -- "$2" "$3"; then ok "$1"; else
		fail "$1" "no '$2' in $3: $(head -c 400 "$3")"; fi
}

# expect_no_golden LABEL GREP_ARGS...: a test that no golden Markdown
# proposal (tests/golden/*.md) matches GREP_ARGS (-e PATTERN ...).
expect_no_golden() {
	_label=$1
	shift
	if grep -l "$@" tests/golden/*.md >/dev/null 2>&1; then
		fail "$_label" "$(grep -l "$@" tests/golden/*.md)"
	else
		ok "$_label"
	fi
}

# mask_time FILE: the time of a build's closing line becomes "T s", so a
# file of its stderr can be compared.
mask_time() {
	sed -i 's/^\(gpuplan build: .* failed in \)[0-9][0-9.]* s; /\1T s; /' "$1"
}

summary() {
	if [ "$SKIP" -gt 0 ]; then
		echo "$1: $PASS passed, $FAIL failed, $SKIP skipped"
	else
		echo "$1: $PASS passed, $FAIL failed"
	fi
	[ "$FAIL" -eq 0 ]
}
