#!/usr/bin/env bash
# What --metrics costs the capture helper (docs/fleet.md), on loopback, as root: the same offered
# load (jitterscope-cli send) captured by `jitterscope-capture -s 256` with and without
# `--metrics`, alternating, REPS times each; prints per run the helper's CPU time per million
# packets and its drops, then the medians and their ratio.
#   run_metrics_bench.sh [BUILD_DIR] [RATE] [DURATION_S] [REPS]
# Traffic goes only to 127.0.0.1; every run is bounded by `timeout`.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$ROOT/build}; RATE=${2:-100000}; DUR=${3:-2}; REPS=${4:-3}
CLI="$BUILD/app/jitterscope-cli"; HELPER="$BUILD/app/jitterscope-capture"
[ "$(id -u)" = 0 ] || { echo "run as root (capture on lo)"; exit 1; }
WORK=$(mktemp -d /tmp/jitterscope-metricsbench.XXXXXX); trap 'rm -rf "$WORK"' EXIT
PORT=47556
run() { # run plain|metrics -> "cpu_ms packets kernel_drops queue_drops sent"
    local extra=(); [ "$1" = metrics ] && extra=(--metrics 127.0.0.1:0)
    /usr/bin/time -f "%U %S" -o "$WORK/time" timeout $((DUR + 20)) "$HELPER" -i lo -s 256 -f "udp port $PORT" \
        -w /dev/null --duration $((DUR + 2))s "${extra[@]}" -q 2>"$WORK/helper.err" &
    local pid=$!
    sleep 1
    "$CLI" send --to 127.0.0.1:$PORT --rate "$RATE" --size 64 --duration "${DUR}s" >"$WORK/send.txt" 2>&1
    wait $pid
    local sent; sent=$(awk '/^sent:/{print $2}' "$WORK/send.txt")
    read -r u s <"$WORK/time"
    sed -n 's/.*done: \([0-9]*\) packets captured.* \([0-9]*\) kernel drops.* \([0-9]*\) queue drops.*/\1 \2 \3/p' "$WORK/helper.err" |
        { read -r pk kd qd; echo "$(awk -v u="$u" -v s="$s" 'BEGIN{printf "%.0f", (u + s) * 1000}') $pk $kd $qd $sent"; }
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }
echo "offered $RATE datagrams/s for $DUR s, $REPS runs each, alternating (load: $(cut -d' ' -f1 /proc/loadavg))"
printf "%8s %4s | %9s %12s %9s %9s %8s\n" mode run "cpu ms" "cpu ms/Mpkt" packets "k.drops" "q.drops"
: >"$WORK/plain"; : >"$WORK/metrics"
for i in $(seq "$REPS"); do
    for mode in plain metrics; do
        read -r cpu pk kd qd sent < <(run $mode)
        per=$(awk -v c="$cpu" -v p="$pk" 'BEGIN{printf "%.0f", p ? c * 1e6 / p : 0}')
        printf "%8s %4s | %9s %12s %9s %9s %8s\n" $mode $i "$cpu" "$per" "$pk/$sent" "$kd" "$qd"
        echo "$per" >>"$WORK/$mode"
    done
done
p=$(median <"$WORK/plain"); m=$(median <"$WORK/metrics")
echo "median helper cpu per million packets: plain $p ms, --metrics $m ms, ratio $(awk -v p="$p" -v m="$m" 'BEGIN{printf "%.2f", p ? m / p : 0}')"
