#!/bin/sh
# bench/run.sh: the speed and memory benchmark of `gpuplan build` (issue 5).
# `make bench` runs it after building ./gpuplan; bench/README.md explains
# what is measured, how, and the last results.
#
#   1. bench/gen.sh writes N (1,000) and N_LARGE (10,000) generated
#      scenarios; `gpuplan check` must pass every one of the N (timed).
#   2. builds the N with -j 1 and with -j 2, then the N_LARGE with -j 2,
#      each into a fresh output directory with --force; then the N again
#      without --force (incremental: nothing changed, nothing rewritten);
#      and, for information only, the N with -j 1 by the public-libharu-API
#      build (build/pub/gpuplan) and into a directory on the
#      disk file system.
#   3. wall time, CPU time (user + system, workers included) and peak
#      memory from /usr/bin/time (wall time from date +%s.%N if it is
#      missing); time the hypervisor
#      took from this VM's CPUs while a build ran (steal, /proc/stat).
#      Each timed build runs BENCH_REPEAT (3) times and the fastest run
#      counts: other tenants and the hypervisor only ever add time, so the
#      minimum is the closest estimate of what gpuplan itself costs; every
#      run's wall time is listed.  Peak memory is the
#      maximum resident set size of any ONE process, the parent or any
#      worker (the kernel's wait4 rusage: the maximum over the process and
#      every descendant it waited for); the parent's and the largest
#      worker's own VmHWM are sampled from /proc every 0.2 s as a breakdown.
#   4. prints a table and PASS/FAIL against the targets; exits 1 if any
#      target is missed, so `make bench` fails loudly.
#
# Scenarios and outputs go to a RAM file system (/dev/shm) when it has room,
# so the numbers measure gpuplan and not the disk; the disk row shows the
# difference.  The N_LARGE build writes about 1 GB.
#
# Environment: GPUPLAN (default ./gpuplan), BENCH_N (1000), BENCH_N_LARGE
# (10000), BENCH_SEED (1), BENCH_DIR (where to work; default /dev/shm if it
# has 2 GiB free, else $TMPDIR or /tmp), BENCH_DISK=0 skips the disk row,
# BENCH_KEEP=1 keeps the work directory, BENCH_REPEAT (3) runs per timed
# build.
set -u
cd "$(dirname "$0")/.."

GPUPLAN=${GPUPLAN:-./gpuplan}
PUBLIC=${GPUPLAN_PUBLIC:-build/pub/gpuplan}	# the public-API build, info row
N=${BENCH_N:-1000}
NL=${BENCH_N_LARGE:-10000}
SEED=${BENCH_SEED:-1}
REPEAT=${BENCH_REPEAT:-3}
case $REPEAT in ''|*[!0-9]*|0) REPEAT=1 ;; esac
TICK=$(getconf CLK_TCK 2>/dev/null || echo 100)
PER_CORE_TARGET=500		# scenarios per second per core
MEM_TARGET_MIB=64		# peak RSS of any process, N_LARGE scenarios
# "Flat" memory: what the peak grows from N to N_LARGE scenarios, per
# added scenario.  Holding one scenario's summary entry would cost ~8 KiB
# each; the file list itself (its path and two pointers) ~150 bytes.
FLAT_BYTES=512			# bytes per added scenario, at most
INCR_FACTOR=4			# the incremental rebuild at least this much faster
CORES=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)

if [ ! -x "$GPUPLAN" ]; then
	echo "bench: $GPUPLAN not found; run make first" >&2
	exit 2
fi
DISK_BASE=${TMPDIR:-/tmp}
if [ -n "${BENCH_DIR:-}" ]; then
	BASE=$BENCH_DIR
elif [ -d /dev/shm ] && [ -w /dev/shm ] &&
    [ "$(df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')" -ge 2097152 ] 2>/dev/null; then
	BASE=/dev/shm
else
	BASE=$DISK_BASE
fi
T=$(mktemp -d "$BASE/gpuplan-bench.XXXXXX") || exit 2
D=
BGPID=
cleanup() {
	[ -n "$BGPID" ] && kill "$BGPID" 2>/dev/null
	if [ "${BENCH_KEEP:-0}" = 1 ]; then
		echo "bench: kept $T"
	else
		rm -rf "$T"
		[ -n "$D" ] && rm -rf "$D"
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
calc() { awk "BEGIN { print ($1) }"; }
fmt() { awk "BEGIN { printf \"$1\", $2 }"; }
now() { date +%s.%N; }
mib() { fmt %.1f "$1 / 1024"; }
fstype() { df -PT "$1" 2>/dev/null | awk 'NR == 2 { print $2 }'; }
loadavg() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null; }
# steal ticks of all CPUs so far (the 8th number of /proc/stat's cpu line)
steal() { awk '/^cpu / { print $9 + 0; exit }' /proc/stat 2>/dev/null || echo 0; }

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

# measure OUT ARGS...: run ARGS in the background and sample it until it
# exits.  Sets RC, SECS (wall), CPU (user + system s, waited-for children
# included), PEAK_KB (max over every process), PAR_KB and WRK_KB (sampled
# VmHWM of the gpuplan parent and of its largest worker).
measure() {
	out=$1
	shift
	PAR_KB=0
	WRK_KB=0
	st0=$(steal)
	t0=$(now)
	if [ $USE_TIME = 1 ]; then
		/usr/bin/time -f '%M %U %S %e' -o "$T/rss" "$@" >"$out.out" 2>"$out.err" &
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
	st1=$(steal)
	BGPID=
	SECS=$(calc "$t1 - $t0")
	STEAL=$(calc "($st1 - $st0) / $TICK")
	PEAK_KB=0
	CPU=0
	if [ $USE_TIME = 1 ]; then
		set -- $(tail -n 1 "$T/rss")
		# the wall time too: the sampling loop below sleeps 0.2 s at a
		# time, so its own clock would round short runs up by as much
		case ${1:-x} in *[!0-9]*) ;; *) PEAK_KB=$1 CPU=$(calc "$2 + $3") SECS=$4 ;; esac
	fi
	if [ "$PEAK_KB" -eq 0 ]; then
		PEAK_KB=$PAR_KB
		[ "$WRK_KB" -gt "$PEAK_KB" ] && PEAK_KB=$WRK_KB
	fi
}

# verdict OK NAME DETAIL: print a check line, count failures.
verdict() {
	if [ "$1" = 1 ]; then
		printf '  PASS  %s: %s\n' "$2" "$3"
	else
		printf '  FAIL  %s: %s\n' "$2" "$3"
		FAILS=$((FAILS + 1))
	fi
}

# build_run NAME TARGET N JOBS SRC OUT [ARGS]: a timed build, run REPEAT
# times into a fresh OUT; the fastest run makes the row.  TARGET 1: the
# rate counts against the target; 0: information.
build_run() {
	name=$1 target=$2 n=$3 jobs=$4 src=$5 outd=$6
	shift 6
	best= walls= maxpeak=0 r=0
	while [ "$r" -lt "$REPEAT" ]; do
		r=$((r + 1))
		rm -rf "$outd"
		measure "$T/$name" "${BIN:-$GPUPLAN}" build -j "$jobs" -o "$outd" "$@" "$src"
		walls="$walls${walls:+/}$(fmt %.2f "$SECS")"
		[ "$PEAK_KB" -gt "$maxpeak" ] && maxpeak=$PEAK_KB
		if [ "$RC" -ne 0 ]; then
			best=fail B_SECS=$SECS B_CPU=$CPU B_STEAL=$STEAL B_RC=$RC \
			    B_PAR=$PAR_KB B_WRK=$WRK_KB
			break
		fi
		if [ -z "$best" ] || [ "$(calc "$SECS < $B_SECS")" = 1 ]; then
			best=$r B_SECS=$SECS B_CPU=$CPU B_STEAL=$STEAL B_RC=$RC \
			    B_PAR=$PAR_KB B_WRK=$WRK_KB
		fi
	done
	used=$jobs
	[ "$used" -gt "$CORES" ] && used=$CORES
	rate=$(calc "$n / $B_SECS")
	per=$(calc "$rate / $used")
	cpurate=$( [ "$B_CPU" != 0 ] && calc "$n / $B_CPU" || echo 0)
	ok=$(grep -o '"status": *"ok"' "$outd/summary.json" 2>/dev/null | wc -l)
	files=$(find "$outd" -type f | wc -l)
	res=PASS
	if [ "$B_RC" -ne 0 ] || [ "$ok" -ne "$n" ]; then
		res="FAIL(exit $B_RC, $ok/$n ok)"
		sed -n '1,10p' "$T/$name.err" >&2
	elif [ "$(calc "$per >= $PER_CORE_TARGET")" != 1 ]; then
		res=FAIL
	fi
	[ "$target" = 1 ] || res="info:$res"
	printf '%s %s %s %s %s %s %s %s %s %s %s %s %s %s\n' "$name" "$n" "$jobs" \
	    "$B_SECS" "$rate" "$per" "$B_CPU" "$cpurate" "$B_STEAL" "$maxpeak" \
	    "$B_PAR" "$B_WRK" "$res" "$walls" >>"$ROWS"
	eval "SECS_$name=\$B_SECS PEAK_$name=\$maxpeak FILES_$name=\$files RES_$name=\$res"
}

echo "gpuplan bench, $(date -u '+%Y-%m-%d %H:%M UTC'): $(uname -m), $CORES cores" \
    "($(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1))," \
    "$("$GPUPLAN" version 2>/dev/null | head -n 1)"
echo "work directory: $T ($(fstype "$T")); load average at start: $(loadavg)"
[ $USE_TIME = 1 ] || echo "bench: /usr/bin/time missing: peak memory is sampled from /proc only (a lower bound), no CPU time"
LOAD0=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo 0)

# ---- scenarios ----
t0=$(now)
sh bench/gen.sh "$N" "$T/s$N" "$SEED" || exit 2
sh bench/gen.sh "$NL" "$T/s$NL" "$SEED" || exit 2
t1=$(now)
echo "generated $N + $NL scenarios in $(fmt %.2f "$t1 - $t0") s"

# ---- check over the N files ----
measure "$T/check" "$GPUPLAN" check "$T/s$N"
SECS_check=$SECS CPU_check=$CPU RC_check=$RC PEAK_check=$PEAK_KB
bad=$(cat "$T/check.out" "$T/check.err" | grep -o '^[^ ]*\.yaml:[0-9]*:[0-9]*: error: ' |
    sed 's/:[0-9]*:[0-9]*: error: $//' | sort -u | wc -l)
warn=$(cat "$T/check.out" "$T/check.err" | grep -c ': warning: ')

# ---- builds ----
echo "timed builds: the fastest of $REPEAT runs each"
build_run full1 1 "$N" 1 "$T/s$N" "$T/o1" --force
build_run full2 1 "$N" 2 "$T/s$N" "$T/o2" --force
cmp -s "$T/o1/summary.json" "$T/o2/summary.json"
same_j=$?
# incremental: the -j 1 output again, nothing changed
touch "$T/stamp"
sleep 0.05
measure "$T/incr" "$GPUPLAN" build -j 1 -o "$T/o1" "$T/s$N"
SECS_incr=$SECS CPU_incr=$CPU RC_incr=$RC PEAK_incr=$PEAK_KB
rewritten=$(find "$T/o1" -type f -newer "$T/stamp" | wc -l)
files_after=$(find "$T/o1" -type f | wc -l)
rm -rf "$T/o1" "$T/o2"
# the public-libharu-API build (make HPDF_PUBLIC_ONLY=1; src/render/pdf/
# paint.h), for information: what the 2.3.0 fast path saves
if [ -x "$PUBLIC" ]; then
	BIN=$PUBLIC
	build_run public1 0 "$N" 1 "$T/s$N" "$T/op" --force
	BIN=
	rm -rf "$T/op"
fi
build_run large2 1 "$NL" 2 "$T/s$NL" "$T/o3" --force
rm -rf "$T/o3"
# the same -j 1 build with its outputs on the disk, for information
if [ "${BENCH_DISK:-1}" = 1 ] && [ "$(fstype "$DISK_BASE")" != "$(fstype "$T")" ]; then
	R=$REPEAT
	REPEAT=1	# information only: one run
	D=$(mktemp -d "$DISK_BASE/gpuplan-bench-disk.XXXXXX") &&
	    build_run disk1 0 "$N" 1 "$T/s$N" "$D/o" --force
	REPEAT=$R
	rm -rf "$D"
	D=
fi
LOAD1=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo 0)

# ---- report ----
echo
printf '%-11s %9s %4s %8s %8s %10s %8s %10s %7s %8s %8s %8s  %s\n' run scenarios jobs \
    "wall s" scen/s "scen/s/cr" "cpu s" "scen/cpu-s" "steal s" "peak MiB" "parent~" \
    "worker~" "result (wall s of every run)"
while read -r name n jobs secs rate per cpu cpurate stl peak par wrk res walls; do
	printf '%-11s %9d %4d %8.2f %8.0f %10.0f %8.2f %10.0f %7.2f %8s %8s %8s  %s\n' "$name" \
	    "$n" "$jobs" "$secs" "$rate" "$per" "$cpu" "$cpurate" "$stl" "$(mib "$peak")" \
	    "$(mib "$par")" "$( [ "$wrk" -gt 0 ] && mib "$wrk" || echo -)" "$res ($walls)"
done <"$ROWS"
printf '%-11s %9d %4d %8.2f %8.0f %10s %8.2f %10s %7s %8s %8s %8s  %s\n' incremental "$N" 1 \
    "$SECS_incr" "$(calc "$N / $SECS_incr")" - "$CPU_incr" - - "$(mib "$PEAK_incr")" - - \
    "exit $RC_incr, $rewritten of $files_after files rewritten"
printf '%-11s %9d %4d %8.2f %8.0f %10s %8.2f %10s %7s %8s %8s %8s  %s\n' check "$N" 1 \
    "$SECS_check" "$(calc "$N / $SECS_check")" - "$CPU_check" - - "$(mib "$PEAK_check")" - - \
    "exit $RC_check, $bad files with errors, $warn warnings"
# ---- the Monte Carlo ranges alone (issue 14: <= 1 ms per scenario) ----
MC_TARGET_MS=1
MC_LINE=
if cc -std=c11 -O2 -Isrc -o "$T/mc" bench/mc.c \
    $(for c in src/*/*.c src/*/*/*.c; do echo "build/rel/${c%.c}.o"; done) \
    -lyaml -ljansson -lnettle -lmd4c -lhpdf -lz -lm 2>"$T/mc.err"; then
	MC_LINE=$("$T/mc" 200)
fi
set -- ${MC_LINE:-0 0 0 0}
MC_DRAWS=$1 MC_BEST=$2 MC_MEDIAN=$3
printf '%-11s %9s %4d %8s %8s %10s %8s %10s %7s %8s %8s %8s  %s\n' "monte carlo" \
    "$MC_DRAWS" 1 - - - - - - - - - \
    "fastest $MC_BEST ms, median $MC_MEDIAN ms per scenario (draws in column n; 200 runs)"
cat <<EOF

wall s: elapsed, the fastest of $REPEAT runs; scen/s/cr: scenarios per wall
  second per core used, min(jobs, $CORES cores); cpu s: user + system of
  gpuplan and its workers; steal s: CPU time the hypervisor gave to others
  during that run, all CPUs together (/proc/stat).
peak MiB: maximum resident set size of any ONE process, the parent or any
  worker (/usr/bin/time: kernel rusage of the process and its waited-for
  children); parent~ / worker~: VmHWM sampled every 0.2 s (a lower bound).
public1: the same -j 1 build with the PDF drawn through libharu's public API
  only ($PUBLIC; make HPDF_PUBLIC_ONLY=1), not a target.
outputs in $(fstype "$T") except disk1 ($(fstype "$DISK_BASE"), not a target).
load average at start $LOAD0, at end $LOAD1.  When cpu s / wall s is well
  below min(jobs, $CORES), other processes took CPU from the run: the wall-clock
  rates are then pessimistic and scen/cpu-s shows the rate without them.

targets:
EOF

# ---- verdicts ----
verdict "$( [ "$bad" -eq 0 ] && [ "$RC_check" -eq 0 ] && echo 1)" \
    "generated scenarios pass check" "$bad of $N files with errors, exit $RC_check"
while read -r name n jobs secs rate per cpu cpurate stl peak par wrk res walls; do
	case $res in
	info:*) continue ;;
	PASS) ok=1 ;;
	*) ok=0 ;;
	esac
	verdict "$ok" "$name: >= $PER_CORE_TARGET scenarios/s per core, all built" \
	    "$(fmt %.0f "$per")/s per core ($n scenarios, -j $jobs, fastest of $REPEAT: $walls s); $(fmt %.0f "$cpurate") per CPU-second"
done <"$ROWS"
verdict "$( [ "$MC_DRAWS" -gt 0 ] && [ "$(calc "$MC_BEST <= $MC_TARGET_MS")" = 1 ] && echo 1)" \
    "monte carlo: <= $MC_TARGET_MS ms per scenario at $MC_DRAWS draws" \
    "fastest of 200 runs $MC_BEST ms, median $MC_MEDIAN ms (bench/mc.c)"
verdict "$( [ "$(calc "$PEAK_large2 < $MEM_TARGET_MIB * 1024")" = 1 ] && echo 1)" \
    "peak RSS per process for $NL < $MEM_TARGET_MIB MiB" "$(mib "$PEAK_large2") MiB"
verdict "$( [ "$(calc "($PEAK_large2 - $PEAK_full2) * 1024 <= $FLAT_BYTES * ($NL - $N)")" = 1 ] && echo 1)" \
    "memory flat: peak grows at most $FLAT_BYTES bytes per added scenario ($N -> $NL, -j 2)" \
    "$(mib "$PEAK_large2") vs $(mib "$PEAK_full2") MiB ($(fmt %.0f "($PEAK_large2 - $PEAK_full2) * 1024 / ($NL - $N)") bytes per scenario)"
verdict "$( [ "$FILES_full1" -eq $((6 * N + 2)) ] && [ "$FILES_large2" -eq $((6 * NL + 2)) ] && echo 1)" \
    "every output written (5 per scenario and its manifest + index.md, summary.json)" \
    "$FILES_full1 and $FILES_large2 files"
verdict "$( [ $same_j -eq 0 ] && echo 1)" "-j 2 summary.json identical to -j 1" \
    "$( [ $same_j -eq 0 ] && echo identical || echo differs)"
verdict "$( [ "$RC_incr" -eq 0 ] && [ "$rewritten" -eq 0 ] &&
    [ "$(calc "$SECS_incr * $INCR_FACTOR <= $SECS_full1")" = 1 ] && echo 1)" \
    "incremental rebuild: nothing rewritten, >= ${INCR_FACTOR}x faster than -j 1 --force" \
    "$(fmt %.2f "$SECS_incr") s vs $(fmt %.2f "$SECS_full1") s ($(fmt %.1f "$SECS_full1 / $SECS_incr")x), $rewritten files rewritten"
echo
if [ "$FAILS" -gt 0 ]; then
	echo "bench: $FAILS target(s) missed"
	exit 1
fi
echo "bench: all targets met"
