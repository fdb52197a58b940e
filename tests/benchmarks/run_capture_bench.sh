#!/usr/bin/env bash
# Capture fidelity on loopback (issue 9 §1), as root: how many of the datagrams a sender sent end up
# in the capture file, dumpcap against `jitterscope-cli capture` (the helper plus the live analysis,
# the GUI's pipeline), at the same offered load in the same run, alternating which goes first.
#   run_capture_bench.sh [BUILD_DIR] [SECONDS=3] [REPS=3] [RATES...]
# RATES are datagrams/s; "max" lets the sender go as fast as it can (default: 20000 100000 max).
# Two senders each: `jitterscope-cli send` (probe payload) and iperf3 (-u -l 64, third party).
# Environment: CAPTURERS (default "dumpcap jitterscope"; "tcpdump" may be added), SENDERS
# (default "probe iperf3"), JS_ARGS (extra `jitterscope-cli capture` options, e.g. "-s 262144"),
# JITTERSCOPE_CAPTURE (the helper to run, for comparing builds).
# Prints every run, then per rate and sender the median share of sent datagrams in each file, the
# ratio jitterscope/dumpcap of those medians and the most helper/analysis drops seen.
# Traffic goes only to 127.0.0.1; every process is bounded by `timeout`.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$ROOT/build}; shift || true
DUR=${1:-3}; shift || true
REPS=${1:-3}; shift || true
RATES=("$@"); [ ${#RATES[@]} -gt 0 ] || RATES=(20000 100000 max)
read -r -a CAPS <<<"${CAPTURERS:-dumpcap jitterscope}"
read -r -a SENDS <<<"${SENDERS:-probe iperf3}"
CLI="$BUILD/app/jitterscope-cli"
[ "$(id -u)" = 0 ] || { echo "run as root (capture on lo)"; exit 1; }
for tool in capinfos python3 timeout; do command -v $tool >/dev/null || { echo "needs $tool"; exit 1; }; done
for c in "${CAPS[@]}"; do [ "$c" = jitterscope ] || command -v "$c" >/dev/null || { echo "needs $c"; exit 1; }; done
for s in "${SENDS[@]}"; do [ "$s" != iperf3 ] || command -v iperf3 >/dev/null || { echo "needs iperf3"; exit 1; }; done
WORK=$(mktemp -d /tmp/jitterscope-capbench.XXXXXX)
cleanup() { [ -n "${SRV:-}" ] && kill "$SRV" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
PORT=47555
# Only the data datagrams (64-byte payload: 106 bytes on lo); iperf3's 4-byte connect datagram is left out.
FILTER="udp dst port $PORT and greater 100"
RESULTS="$WORK/results.txt"

# Starts capturer $1 writing $2; waits (bounded) until it captures. Sets CAP_PID.
start_capture() {
    local who=$1 file=$2 limit=$((DUR + 30))
    case $who in
    dumpcap)
        timeout $limit dumpcap -q -i lo -f "$FILTER" -w "$file" 2>"$WORK/cap.err" & CAP_PID=$!
        for _ in $(seq 50); do grep -q "Capturing on" "$WORK/cap.err" && break; sleep 0.1; done ;;
    tcpdump)
        timeout $limit tcpdump -i lo --immediate-mode -w "$file" "$FILTER" 2>"$WORK/cap.err" & CAP_PID=$!
        for _ in $(seq 50); do grep -q "listening on" "$WORK/cap.err" && break; sleep 0.1; done ;;
    jitterscope)
        # shellcheck disable=SC2086
        timeout $limit "$CLI" capture -i lo -f "$FILTER" -q ${JS_ARGS:-} -w "$file" --format json \
            >"$WORK/js.json" 2>"$WORK/cap.err" & CAP_PID=$!
        # The session header is written once the handle is active.
        for _ in $(seq 50); do [ -s "$file" ] && break; sleep 0.1; done ;;
    esac
    sleep 0.3
}

# Sends with $1 at rate $2 for DUR seconds; prints the number of datagrams sent.
send() {
    local who=$1 rate=$2
    case $who in
    probe)
        local r=$rate; [ "$r" = max ] && r=100000000
        timeout $((DUR + 10)) "$CLI" send --to 127.0.0.1:$PORT --rate "$r" --size 64 --duration "${DUR}s" \
            >"$WORK/send.txt" 2>&1
        awk '/^sent:/{print $2}' "$WORK/send.txt" ;;
    iperf3)
        local b=0; [ "$rate" = max ] || b=$((rate * 64 * 8))
        timeout $((DUR + 10)) iperf3 -c 127.0.0.1 -p $PORT -u -l 64 -b $b -t "$DUR" --json >"$WORK/send.txt" 2>&1
        python3 -c "import json; print(json.load(open('$WORK/send.txt'))['end']['sum']['packets'])" 2>/dev/null ||
            echo 0 ;;
    esac
}

run_one() { # capturer sender rate rep
    local cap=$1 snd=$2 rate=$3 rep=$4 file="$WORK/cap.pcapng" sent got drops="-"
    rm -f "$file"
    if [ "$snd" = iperf3 ]; then
        timeout $((DUR + 20)) iperf3 -s -1 -p $PORT -B 127.0.0.1 >/dev/null 2>&1 & SRV=$!
        sleep 0.3
    fi
    start_capture "$cap" "$file"
    sent=$(send "$snd" "$rate")
    [ "$snd" = iperf3 ] && { wait "$SRV" 2>/dev/null; SRV=; }
    sleep 0.5
    kill -INT "$CAP_PID" 2>/dev/null; wait "$CAP_PID" 2>/dev/null
    got=$(capinfos -c -M "$file" 2>/dev/null | awk -F: '/Number of packets/{gsub(/ /, "", $2); print $2}')
    [ -n "$got" ] || got=0
    if [ "$cap" = jitterscope ]; then
        drops=$(python3 -c "
import json; d=json.load(open('$WORK/js.json')).get('drops', {})
print('%s/%s/%s' % (d.get('kernel') or 0, d.get('helper') or 0, d.get('analysis') or 0))" 2>/dev/null || echo "?/?/?")
    fi
    local share; share=$(python3 -c "print('%.4f' % ($got / $sent if $sent else 0))")
    printf "%-7s %-6s %4s %-11s %10s %10s %7s %s\n" "$rate" "$snd" "$rep" "$cap" "$sent" "$got" "$share" "$drops"
    echo "$rate $snd $cap $share $drops" >>"$RESULTS"
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); ${DUR} s per run, $REPS repetitions, filter '$FILTER'"
[ -n "${JS_ARGS:-}" ] && echo "jitterscope-cli capture options: $JS_ARGS"
[ -n "${JITTERSCOPE_CAPTURE:-}" ] && echo "helper: $JITTERSCOPE_CAPTURE"
printf "%-7s %-6s %4s %-11s %10s %10s %7s %s\n" rate sender rep capturer sent "in file" share "js drops k/helper/analysis"
for rate in "${RATES[@]}"; do
    for snd in "${SENDS[@]}"; do
        for ((rep = 1; rep <= REPS; ++rep)); do
            order=("${CAPS[@]}")
            if ((rep % 2 == 0)); then # alternate who goes first
                order=(); for ((i = ${#CAPS[@]} - 1; i >= 0; --i)); do order+=("${CAPS[i]}"); done
            fi
            for cap in "${order[@]}"; do run_one "$cap" "$snd" "$rate" "$rep"; done
        done
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
python3 - "$RESULTS" "${CAPS[@]}" <<'EOF'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
caps = sys.argv[2:]
keys = []
for r in rows:
    if (r[0], r[1]) not in keys:
        keys.append((r[0], r[1]))
print("%-7s %-6s " % ("rate", "sender") + " ".join("%12s" % ("median " + c[:5]) for c in caps) +
      "   js/dumpcap  js helper/analysis drops (max)")
ok = True
for rate, snd in keys:
    med = {c: statistics.median(float(r[3]) for r in rows if (r[0], r[1], r[2]) == (rate, snd, c)) for c in caps}
    line = "%-7s %-6s " % (rate, snd) + " ".join("%12.4f" % med[c] for c in caps)
    if "jitterscope" in caps and "dumpcap" in caps:
        ratio = med["jitterscope"] / med["dumpcap"] if med["dumpcap"] else float("inf")
        drops = [r[4].split("/") for r in rows if (r[0], r[1], r[2]) == (rate, snd, "jitterscope")]
        hd = max(int(d[1]) if d[1].isdigit() else -1 for d in drops)
        ad = max(int(d[2]) if d[2].isdigit() else -1 for d in drops)
        line += "   %9.4f   %d/%d" % (ratio, hd, ad)
        ok = ok and med["jitterscope"] >= med["dumpcap"] and hd == 0 and ad == 0
    print(line)
if "jitterscope" in caps and "dumpcap" in caps:
    print("goal (median share >= dumpcap's at every rate, 0 helper/analysis drops):", "met" if ok else "NOT met")
EOF
