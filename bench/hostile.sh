#!/bin/sh
# bench/hostile.sh: how long and how much memory `gpuplan check` takes on
# hostile input (docs/diagnostics.md, "Limits, and why"): each must be
# answered with a finding within 1 s and under 64 MiB.  Run by make bench;
# exits 1 if an input misses either bound.
set -u
cd "$(dirname "$0")/.."
GPUPLAN=${GPUPLAN:-./gpuplan}
T=$(mktemp -d "${TMPDIR:-/tmp}/gpuplan-hostile.XXXXXX")
trap 'rm -rf "$T"' EXIT
SECS_MAX=1
MIB_MAX=64

# 100 MB of real YAML text (not sparse), so a read would cost
awk 'BEGIN { s = "k: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]\n"; for (i = 0; i < 2400000; i++) printf "%s", s }' >"$T/100mb.yaml"
awk 'BEGIN { for (i = 0; i < 20000; i++) printf "["; for (i = 0; i < 20000; i++) printf "]"; print "" }' >"$T/deep-20000.yaml"
# the largest file the limit lets through: 1 MiB of nodes
awk 'BEGIN { print "gpuplan: 1"; print "k:"; for (i = 0; i < 70000; i++) print "  - [1, 2]" }' | head -c 1040000 >"$T/1mib-nodes.yaml"
head -c 1000000 /dev/urandom >"$T/binary.yaml"
cp tests/hostile/billion-laughs.yaml tests/hostile/alias-to-workloads.yaml \
    tests/hostile/invalid-utf8.yaml tests/hostile/binary-nul.yaml "$T/"

fails=0
printf '%-24s %10s %8s %9s  %s\n' input bytes seconds "peak MiB" verdict
for f in "$T"/*.yaml; do
	/usr/bin/time -f '%e %M' -o "$T/t" $GPUPLAN check "$f" >"$T/out" 2>&1
	rc=$?
	read -r secs kib <<EOF2
$(tail -1 "$T/t")
EOF2
	mib=$(awk -v k="$kib" 'BEGIN { printf "%.1f", k / 1024 }')
	ok=$(awk -v s="$secs" -v m="$mib" -v rc="$rc" -v S=$SECS_MAX -v M=$MIB_MAX \
	    'BEGIN { print (s <= S && m <= M && (rc == 1 || rc == 2)) ? "PASS" : "FAIL" }')
	[ "$ok" = PASS ] || fails=$((fails + 1))
	printf '%-24s %10s %8s %9s  %s (exit %d: %s)\n' "$(basename "$f")" \
	    "$(wc -c <"$f")" "$secs" "$mib" "$ok" "$rc" \
	    "$(head -1 "$T/out" | sed 's/.*\[\([a-z-]*\)\]$/\1/')"
done
[ "$fails" -eq 0 ] || { echo "hostile: $fails input(s) over ${SECS_MAX} s or ${MIB_MAX} MiB"; exit 1; }
echo "hostile: every input answered within ${SECS_MAX} s and ${MIB_MAX} MiB"
