#!/bin/sh
# bench/run.sh: the speed and memory benchmark of `gpuplan build` (issue 5).
# `make bench` runs it after building ./gpuplan; bench/README.md explains
# what is measured and how.
#
#   1. bench/gen.sh writes N (1,000) and N_LARGE (10,000) generated
#      scenarios; `gpuplan check` must pass every one of the N (timed).
#   2. build the N with -j 1 and with -j 2, then the N_LARGE with -j 2,
#      each into a fresh output directory with --force; the N again
#      without --force (incremental: nothing changed, nothing rewritten).
#   3. wall time from date +%s.%N; peak memory as the maximum resident set
#      size of any one process (the parent or any worker), from
#      /usr/bin/time (the kernel's wait4 rusage: the maximum over the
#      process and all its waited-for descendants); the parent's and the
#      workers' own VmHWM sampled from /proc every 0.2 s as a breakdown.
#   4. a table and PASS/FAIL against the targets; exit 1 if any is missed.
#
# Environment: GPUPLAN (default ./gpuplan), BENCH_N (1000), BENCH_N_LARGE
# (10000), BENCH_SEED (1), BENCH_KEEP=1 keeps the temporary directory,
# TMPDIR as usual.  The N_LARGE build writes about 1 GB of output.
set -u
cd "$(dirname "$0")/.."

GPUPLAN=${GPUPLAN:-./gpuplan}
N=${BENCH_N:-1000}
NL=${BENCH_N_LARGE:-10000}
SEED=${BENCH_SEED:-1}
PER_CORE_TARGET=500		# scenarios per second per core
MEM_TARGET_MIB=64		# peak RSS per process for N_LARGE
FLAT_PCT=20			# peak(N_LARGE) at most this much above peak(N)
INCR_FACTOR=4			# incremental rebuild at least this much faster
CORES=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)

if [ ! -x "${GPUPLAN%% *}" ]; then
	echo "bench: $GPUPLAN not found; run make first" >&2
	exit 2
fi
T=$(mktemp -d "${TMPDIR:-/tmp}/gpuplan-bench.XXXXXX") || exit 2
BGPID=
cleanup() {
	[ -n "$BGPID" ] && kill "$BGPID" 2>/dev/null
	if [ "${BENCH_KEEP:-0}" = 1 ]; then
		echo "bench: kept $T"
	else
		rm -rf "$T"
	fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

USE_TIME=0
[ -x /usr/bin/time ] && USE_TIME=1
FAILS=0
ROWS=$T/rows
: >"$ROWS"

# calc EXPR: floating-point arithmetic (awk).
calc() { awk "BEGIN { print $1 }"; }
now() { date +%s.%N; }

# hwm PID: sets HWM to the process's peak RSS in kB (0 if it is gone).
# Builtins only, so sampling forks nothing but sleep.
hwm() {
	HWM=0
	while read -r k v _; do
		[ "$k" = VmHWM: ] && HWM=$v
	done 2>/dev/null </proc/"$1"/status
}
# kids PID: sets KIDS to the PIDs of the process's children.
kids() {
	KIDS=
	read -r KIDS 2>/dev/null </proc/"$1"/task/"$1"/children || true
}

# measure OUT ARGS...: run ARGS in the background, sample it until it
# exits.  Sets RC, SECS, PEAK_KB (max over every process), PAR_KB and
# WRK_KB (sampled VmHWM of the gpuplan parent and of its largest worker).
measure() {
	out=$1
	shift
	PAR_KB=0
	WRK_KB=0
	t0=$(now)
	if [ $USE_TIME = 1 ]; then
		/usr/bin/time -f '%M' -o "$T/rss" "$@" >"$out.out" 2>"$out.err" &
	else
		"$@" >"$out.out" 2>"$out.err" &
	fi
	BGPID=$!
	while kill -0 "$BGPID" 2>/dev/null; do
		gp=$BGPID
		if [ $USE_TIME = 1 ]; then
			kids "$BGPID"
			gp=${KIDS%% *}
		fi
		if [ -n "$gp" ]; then
			hwm "$gp"
			[ "$HWM" -gt "$PAR_KB" ] && PAR_KB=$HWM
			kids "$gp"
			for w in $KIDS; do
				hwm "$w"
				[ "$HWM" -gt "$WRK_KB" ] && WRK_KB=$HWM
			done
		fi
		sleep 0.2
	done
	wait "$BGPID"
	RC=$?
	t1=$(now)
	BGPID=
	SECS=$(calc "$t1 - $t0")
	if [ $USE_TIME = 1 ]; then
		PEAK_KB=$(tail -n 1 "$T/rss")
		case $PEAK_KB in ''|*[!0-9]*) PEAK_KB=0 ;; esac
	else
		PEAK_KB=$PAR_KB
		[ "$WRK_KB" -gt "$PEAK_KB" ] && PEAK_KB=$WRK_KB
	fi
}

mib() { calc "sprintf(\"%.1f\", $1 / 1024)"; }

# verdict OK NAME DETAIL: print a check line, count failures.
verdict() {
	if [ "$1" = 1 ]; then
		printf '  PASS  %s: %s\n' "$2" "$3"
	else
		printf '  FAIL  %s: %s\n' "$2" "$3"
		FAILS=$((FAILS + 1))
	fi
}

# build_run NAME N JOBS SRC OUT [--force]: one timed build; appends a row.
build_run() {
	name=$1 n=$2 jobs=$3 src=$4 outd=$5
	shift 5
	measure "$T/$name" "$GPUPLAN" build -j "$jobs" -o "$outd" "$@" "$src"
	used=$jobs
	[ "$used" -gt "$CORES" ] && used=$CORES
	rate=$(calc "$n / $SECS")
	per=$(calc "$rate / $used")
	ok=$(grep -o '"status": *"ok"' "$outd/summary.json" 2>/dev/null | wc -l)
	files=$(find "$outd" -type f | wc -l)
	res=PASS
	if [ "$RC" -ne 0 ] || [ "$ok" -ne "$n" ]; then
		res="FAIL(exit $RC, $ok/$n ok)"
		sed -n '1,10p' "$T/$name.err" >&2
	elif [ "$(calc "$per >= $PER_CORE_TARGET")" != 1 ]; then
		res=FAIL
	fi
	case $res in PASS) ;; *) FAILS=$((FAILS + 1)) ;; esac
	printf '%s %s %s %s %s %s %s %s %s %s\n' "$name" "$n" "$jobs" "$SECS" \
	    "$rate" "$per" "$PEAK_KB" "$PAR_KB" "$WRK_KB" "$res" >>"$ROWS"
	eval "SECS_$name=\$SECS PEAK_$name=\$PEAK_KB FILES_$name=\$files"
}

echo "gpuplan bench: $(uname -m), $CORES cores ($(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)), $("${GPUPLAN%% *}" version 2>/dev/null | head -n 1)"
[ $USE_TIME = 1 ] || echo "bench: /usr/bin/time missing: peak memory is sampled from /proc only (a lower bound)"

# ---- scenarios ----
t0=$(now)
sh bench/gen.sh "$N" "$T/s$N" "$SEED" || exit 2
sh bench/gen.sh "$NL" "$T/s$NL" "$SEED" || exit 2
t1=$(now)
echo "generated $N + $NL scenarios in $(calc "sprintf(\"%.2f\", $t1 - $t0)") s"

# ---- check over the N files ----
measure "$T/check" "$GPUPLAN" check "$T/s$N"
SECS_check=$SECS
RC_check=$RC
bad=$(cat "$T/check.out" "$T/check.err" | grep -o '^[^ ]*\.yaml:[0-9]*:[0-9]*: error: ' |
    sed 's/:[0-9]*:[0-9]*: error: $//' | sort -u | wc -l)
warn=$(cat "$T/check.out" "$T/check.err" | grep -c ': warning: ')
echo "check: $N files in $(calc "sprintf(\"%.3f\", $SECS)") s ($(calc "sprintf(\"%.0f\", $N / $SECS)") files/s), exit $RC, $bad files with errors, $warn warnings"

# ---- builds ----
build_run full1 "$N" 1 "$T/s$N" "$T/o1" --force
build_run full2 "$N" 2 "$T/s$N" "$T/o2" --force
cmp -s "$T/o1/summary.json" "$T/o2/summary.json"; same_j=$?
# incremental: the -j 1 output again, nothing changed
touch "$T/stamp"
sleep 0.01
measure "$T/incr" "$GPUPLAN" build -j 1 -o "$T/o1" "$T/s$N"
SECS_incr=$SECS RC_incr=$RC PEAK_incr=$PEAK_KB PAR_incr=$PAR_KB
rewritten=$(find "$T/o1" -type f -newer "$T/stamp" | wc -l)
files_after=$(find "$T/o1" -type f | wc -l)
rm -rf "$T/o1" "$T/o2"
build_run large2 "$NL" 2 "$T/s$NL" "$T/o3" --force
rm -rf "$T/o3"

# ---- report ----
echo
printf '%-12s %9s %4s %8s %11s %14s %10s %10s %10s  %s\n' run scenarios jobs seconds \
    scenarios/s "scen/s/core" "peak MiB" "parent~" "worker~" result
while read -r name n jobs secs rate per peak par wrk res; do
	printf '%-12s %9d %4d %8.2f %11.0f %14.0f %10s %10s %10s  %s\n' "$name" "$n" \
	    "$jobs" "$secs" "$rate" "$per" "$(mib "$peak")" "$(mib "$par")" \
	    "$( [ "$wrk" -gt 0 ] && mib "$wrk" || echo -)" "$res"
done <"$ROWS"
printf '%-12s %9d %4d %8.2f %11.0f %14s %10s %10s %10s  %s\n' incremental "$N" 1 \
    "$SECS_incr" "$(calc "$N / $SECS_incr")" "-" "$(mib "$PEAK_incr")" "$(mib "$PAR_incr")" - \
    "exit $RC_incr, $rewritten of $files_after files rewritten"
printf '%-12s %9d %4d %8.2f %11.0f\n' check "$N" 1 "$SECS_check" "$(calc "$N / $SECS_check")"
echo
echo "peak MiB: maximum resident set size of any one process, the parent or any worker"
echo "          (/usr/bin/time, kernel rusage); parent~ / worker~: sampled VmHWM, a lower bound."
echo "scen/s/core: scenarios per second divided by min(jobs, $CORES cores)."
echo

# ---- verdicts ----
echo "targets:"
verdict "$( [ "$bad" -eq 0 ] && [ "$RC_check" -eq 0 ] && echo 1)" "generated scenarios pass check" \
    "$bad of $N files with errors, exit $RC_check"
while read -r name n jobs secs rate per peak par wrk res; do
	case $res in
	PASS) ok=1 ;;
	*) ok=0 ;;
	esac
	verdict "$ok" "$name: >= $PER_CORE_TARGET scenarios/s per core, all built" \
	    "$(calc "sprintf(\"%.0f\", $per)")/s per core ($n scenarios, -j $jobs); $res"
done <"$ROWS"
verdict "$( [ "$(calc "$PEAK_large2 < $MEM_TARGET_MIB * 1024")" = 1 ] && echo 1)" \
    "peak RSS for $NL < $MEM_TARGET_MIB MiB" "$(mib "$PEAK_large2") MiB"
verdict "$( [ "$(calc "$PEAK_large2 <= $PEAK_full2 * (1 + $FLAT_PCT / 100)")" = 1 ] && echo 1)" \
    "memory flat: peak($NL) within $FLAT_PCT % of peak($N), -j 2" \
    "$(mib "$PEAK_large2") vs $(mib "$PEAK_full2") MiB ($(calc "sprintf(\"%+.0f\", ($PEAK_large2 / $PEAK_full2 - 1) * 100)") %)"
verdict "$( [ "$FILES_full1" -eq $((5 * N + 2)) ] && [ "$FILES_large2" -eq $((5 * NL + 2)) ] && echo 1)" \
    "every output written (5 per scenario + index.md, summary.json)" \
    "$FILES_full1 and $FILES_large2 files"
verdict "$( [ $same_j -eq 0 ] && echo 1)" "-j 2 summary.json identical to -j 1" \
    "$( [ $same_j -eq 0 ] && echo identical || echo differs)"
verdict "$( [ "$RC_incr" -eq 0 ] && [ "$rewritten" -eq 0 ] && \
    [ "$(calc "$SECS_incr * $INCR_FACTOR <= $SECS_full1")" = 1 ] && echo 1)" \
    "incremental rebuild: nothing rewritten, >= ${INCR_FACTOR}x faster than -j 1 --force" \
    "$(calc "sprintf(\"%.2f\", $SECS_incr)") s vs $(calc "sprintf(\"%.2f\", $SECS_full1)") s ($(calc "sprintf(\"%.1f\", $SECS_full1 / $SECS_incr)")x), $rewritten files rewritten"
echo
if [ "$FAILS" -gt 0 ]; then
	echo "bench: $FAILS target(s) missed"
	exit 1
fi
echo "bench: all targets met"
