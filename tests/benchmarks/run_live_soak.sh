#!/usr/bin/env bash
# Live soak (issue 11 §5): `jitterscope-cli capture` (helper + live analysis) on lo while
# `jitterscope-cli send` offers RATE packets/s for DURATION seconds; samples the RSS of the
# analysing process every STEP seconds, prints the series, the growth after WARMUP seconds in %
# and a PASS/FAIL line against ±TOL %. On demand, not in CTest; loopback only, no sysctls.
#   run_live_soak.sh [BUILD_DIR] [DURATION_S=1800] [RATE=100000] [STEP_S=10] [WARMUP_S=60] [TOL=5]
#   (as root, or with a setcap'd jitterscope-capture)
# Environment: DETAIL_WINDOW=N passes --detail-window N (default: the CLI's); KERNEL_EVENTS=1 also
# records napi_poll and NET_RX events (--kernel-events) — as root, with tracefs mounted in a mount
# namespace of this script's own (unshare -m; the host's mounts are not touched).
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
if [ "${KERNEL_EVENTS:-0}" = 1 ] && [ -z "${JITTERSCOPE_SOAK_IN_NS:-}" ]; then
    [ "$(id -u)" = 0 ] || { echo "KERNEL_EVENTS=1 needs root (tracefs is mounted in a mount namespace of its own)"; exit 1; }
    exec unshare -m --propagation private env JITTERSCOPE_SOAK_IN_NS=1 bash -c \
        'mount -t tracefs nodev /sys/kernel/tracing || exit 1; exec bash "$0" "$@"' "$0" "$@"
fi
BUILD=${1:-$ROOT/build}; DUR=${2:-1800}; RATE=${3:-100000}; STEP=${4:-10}; WARM=${5:-60}; TOL=${6:-5}
CLI="$BUILD/app/jitterscope-cli"
[ -x "$CLI" ] || { echo "no $CLI"; exit 1; }
EXTRA=()
[ -n "${DETAIL_WINDOW:-}" ] && EXTRA+=(--detail-window "$DETAIL_WINDOW")
[ "${KERNEL_EVENTS:-0}" = 1 ] && EXTRA+=(--kernel-events)
WORK=$(mktemp -d /tmp/jitterscope-soak.XXXXXX)
CAP=; SEND=
trap '[ -n "$SEND" ] && kill $SEND 2>/dev/null; [ -n "$CAP" ] && kill $CAP 2>/dev/null; rm -rf "$WORK"' EXIT
PORT=47667
timeout $((DUR + 30)) "$CLI" capture -i lo -f "udp port $PORT" -q --duration $((DUR + 2))s "${EXTRA[@]}" \
    -w "$WORK/s.pcapng" --format json >"$WORK/out.json" 2>"$WORK/err.txt" & CAP=$!
sleep 1
timeout $((DUR + 10)) "$CLI" send --to 127.0.0.1:$PORT --rate "$RATE" --size 64 --duration "${DUR}s" \
    >"$WORK/send.txt" 2>&1 & SEND=$!
rss() { awk '/VmRSS/{print $2}' "/proc/$1/status" 2>/dev/null || echo 0; }
printf "%8s %14s\n" "t (s)" "analysis (MB)"
base=; last=
for ((t = 0; t <= DUR; t += STEP)); do
    cli=$(pgrep -P $CAP -f jitterscope-cli | head -1) # $CAP is `timeout`; its child is the CLI
    a=$([ -n "$cli" ] && rss "$cli" || echo 0)
    printf "%8d %14.1f\n" $t "$(echo "$a/1024" | bc -l)"
    [ -z "$base" ] && [ $t -ge "$WARM" ] && [ "$a" -gt 0 ] && base="$t $a"
    [ "$a" -gt 0 ] && last="$t $a"
    sleep $STEP
done
wait $SEND; wait $CAP
python3 - "$WORK/out.json" <<'PY' 2>/dev/null || { echo "capture output:"; head -5 "$WORK/err.txt"; }
import json, sys
d = json.load(open(sys.argv[1]))
print("packets", d["packets"], "drops", d["drops"])
k = d.get("kernel_events")
if k:
    print("kernel events: napi polls", k["napi_polls"], "NET_RX runs", k["net_rx_runs"], "lost", k["lost_events"])
PY
[ "${KERNEL_EVENTS:-0}" = 1 ] && ! grep -q "kernel events: recording" "$WORK/err.txt" && grep -i "kernel events" "$WORK/err.txt" | head -2
[ -n "$base" ] || { echo "FAIL: no RSS sample after the warm-up"; exit 1; }
read -r t0 a0 <<<"$base"; read -r t1 a1 <<<"$last"
g=$(echo "100*($a1-$a0)/$a0" | bc -l | awk '{printf "%.1f", $1}')
echo "analysis RSS after warm-up (t=$t0 s): $((a0 / 1024)) MB; at t=$t1 s: $((a1 / 1024)) MB; growth $g %"
if awk -v g="$g" -v tol="$TOL" 'BEGIN{exit !(g <= tol && g >= -tol)}'; then
    echo "PASS: growth $g % within ±$TOL %"
else
    echo "FAIL: growth $g % outside ±$TOL %"; exit 1
fi
