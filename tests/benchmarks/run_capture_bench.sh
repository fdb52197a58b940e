#!/usr/bin/env bash
# Live capture benchmark (issue 3 §5), on loopback, as root. For each offered rate the probe sender
# runs for DURATION seconds twice: once captured by `tcpdump -i lo -w /dev/null`, once by
# `jitterscope-cli capture` (helper + live analysis, the GUI's pipeline). Prints, per rate, what
# each side received and dropped, and the highest loss-free rate of each side by side.
#   run_capture_bench.sh [BUILD_DIR] [DURATION_S] [RATES...]
# Traffic goes only to 127.0.0.1; every run is bounded by `timeout`.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$ROOT/build}; shift || true
DUR=${1:-2}; shift || true
RATES=("$@"); [ ${#RATES[@]} -gt 0 ] || RATES=(20000 50000 100000 150000 200000 300000)
CLI="$BUILD/app/jitterscope-cli"
[ "$(id -u)" = 0 ] || { echo "run as root (capture on lo)"; exit 1; }
WORK=$(mktemp -d /tmp/jitterscope-capbench.XXXXXX); trap 'rm -rf "$WORK"' EXIT
PORT=47555
best_tcpdump=0; best_js=0
printf "%10s | %28s | %48s\n" "offered" "tcpdump (received / dropped)" "jitterscope (received / kernel / helper / analysis)"
for rate in "${RATES[@]}"; do
    # tcpdump
    timeout $((DUR + 10)) tcpdump -i lo --immediate-mode -w /dev/null "udp port $PORT" 2>"$WORK/td.err" & TD=$!
    for _ in $(seq 50); do grep -q "listening on" "$WORK/td.err" && break; sleep 0.1; done
    "$CLI" send --to 127.0.0.1:$PORT --rate "$rate" --size 64 --duration "${DUR}s" >"$WORK/send1.txt" 2>&1
    sleep 0.5; kill -INT $TD; wait $TD
    sent1=$(awk '/^sent:/{print $2}' "$WORK/send1.txt")
    td_cap=$(awk '/packets captured/{print $1}' "$WORK/td.err")
    td_drop=$(awk '/dropped by kernel/{print $1}' "$WORK/td.err")
    # jitterscope
    timeout $((DUR + 20)) "$CLI" capture -i lo -f "udp port $PORT" -q --duration $((DUR + 2))s -w "$WORK/s.pcapng" --format json >"$WORK/js.json" 2>"$WORK/js.err" & JS=$!
    sleep 1
    "$CLI" send --to 127.0.0.1:$PORT --rate "$rate" --size 64 --duration "${DUR}s" >"$WORK/send2.txt" 2>&1
    wait $JS
    sent2=$(awk '/^sent:/{print $2}' "$WORK/send2.txt")
    read -r js_pk js_k js_h js_a < <(python3 -c "
import json; d=json.load(open('$WORK/js.json')); dr=d.get('drops',{})
print(d['packets'], dr.get('kernel') or 0, dr.get('helper') or 0, dr.get('analysis') or 0)")
    printf "%10s | %12s / %-6s (sent %s) | %12s / %s / %s / %s (sent %s)\n" "$rate" "$td_cap" "$td_drop" "$sent1" "$js_pk" "$js_k" "$js_h" "$js_a" "$sent2"
    [ "$td_cap" = "$sent1" ] && [ "$td_drop" = 0 ] && best_tcpdump=$rate
    [ "$js_pk" = "$sent2" ] && [ "$js_h" = 0 ] && [ "$js_a" = 0 ] && best_js=$rate
done
echo "highest loss-free offered rate: tcpdump $best_tcpdump pps, jitterscope $best_js pps"
