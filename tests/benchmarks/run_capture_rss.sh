#!/usr/bin/env bash
# Memory of a long live session (issue 3 §5): `jitterscope-cli capture` (helper + live analysis)
# on lo while the probe sender offers RATE packets/s for DURATION seconds; prints the RSS of the
# analysing process and of the helper every STEP seconds (the curve), then the growth per minute.
#   run_capture_rss.sh [BUILD_DIR] [DURATION_S=600] [RATE=20000] [STEP_S=10]     (as root)
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$ROOT/build}; DUR=${2:-600}; RATE=${3:-20000}; STEP=${4:-10}
CLI="$BUILD/app/jitterscope-cli"
[ "$(id -u)" = 0 ] || { echo "run as root (capture on lo)"; exit 1; }
WORK=$(mktemp -d /tmp/jitterscope-rss.XXXXXX); trap 'kill $CAP $SEND 2>/dev/null; rm -rf "$WORK"' EXIT
PORT=47666
timeout $((DUR + 30)) "$CLI" capture -i lo -f "udp port $PORT" -q --duration $((DUR + 2))s -w "$WORK/s.pcapng" \
    --format json >"$WORK/out.json" 2>"$WORK/err.txt" & CAP=$!
sleep 1
timeout $((DUR + 10)) "$CLI" send --to 127.0.0.1:$PORT --rate "$RATE" --size 64 --duration "${DUR}s" >"$WORK/send.txt" & SEND=$!
rss() { awk '/VmRSS/{print $2}' "/proc/$1/status" 2>/dev/null || echo 0; }
printf "%8s %14s %14s\n" "t (s)" "analysis (MB)" "helper (MB)"
first=; last=
for ((t = 0; t <= DUR; t += STEP)); do
    cli=$(pgrep -P $CAP -f jitterscope-cli | head -1)   # $CAP is `timeout`; its child is the CLI
    helper=$( [ -n "$cli" ] && pgrep -P "$cli" -f jitterscope-capture | head -1)
    a=$( [ -n "$cli" ] && rss "$cli" || echo 0); h=$( [ -n "$helper" ] && rss "$helper" || echo 0)
    printf "%8d %14.1f %14.1f\n" $t "$(echo "$a/1024" | bc -l)" "$(echo "$h/1024" | bc -l)"
    [ -z "$first" ] && [ $t -ge 30 ] && first="$t $a"
    last="$t $a"
    sleep $STEP
done
wait $SEND; wait $CAP
read -r t0 a0 <<<"$first"; read -r t1 a1 <<<"$last"
[ -n "$t0" ] && [ "$t1" -gt "$t0" ] && echo "analysis RSS growth after 30 s: $(echo "($a1-$a0)/1024/(($t1-$t0)/60)" | bc -l | cut -c1-6) MB/min ($(grep -c . "$WORK/send.txt") lines of sender report; packets stored: 12 B each)"
python3 -c "import json; d=json.load(open('$WORK/out.json')); print('packets', d['packets'], 'drops', d['drops'])"
