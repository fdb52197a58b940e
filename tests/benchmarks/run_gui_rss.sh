#!/usr/bin/env bash
# GUI memory with a big trace loaded (issue 11 §3: ≤ 16 B/packet + 100 MB). Opens TRACE in the
# real window (offscreen platform, no display needed), waits until the process has been idle for
# IDLE_S seconds (the load and the first plots are done), and prints its peak and settled RSS, the
# same for the bundled sample (the window's own cost), `jitterscope-cli analyze`'s peak RSS on
# TRACE, and bytes per packet above the sample's baseline. On demand, not in CTest.
#   run_gui_rss.sh [BUILD_DIR] TRACE [PACKETS] [IDLE_S=3] [TIMEOUT_S=300]
#   (PACKETS: the trace's packet count; asked from the CLI when not given)
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$ROOT/build}; TRACE=${2:?trace}; PACKETS=${3:-}; IDLE=${4:-3}; TIMEOUT=${5:-300}
GUI="$BUILD/app/jitterscope"; CLI="$BUILD/app/jitterscope-cli"
[ -x "$GUI" ] && [ -x "$CLI" ] || { echo "no $GUI or $CLI"; exit 1; }
[ -n "$PACKETS" ] || PACKETS=$("$CLI" analyze "$TRACE" --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["packets"])')
TICK=$(getconf CLK_TCK)

# Runs the GUI on $1; prints "peak_kB settled_kB seconds_to_idle".
measure() {
    QT_QPA_PLATFORM=offscreen "$GUI" --geometry 1280x800 "$1" >/dev/null 2>&1 &
    local pid=$! start; start=$(date +%s.%N)
    local last=0 idleSince= busy=0 now cpu
    while kill -0 $pid 2>/dev/null; do
        sleep 0.25
        cpu=$(awk '{print $14 + $15}' /proc/$pid/stat 2>/dev/null) || break
        now=$(date +%s.%N)
        # Idle: under 5 % of a core since the last sample (after it did something at all).
        if [ $((cpu - last)) -le $((TICK / 80 + 0)) ] && [ "$busy" -eq 1 ]; then
            [ -n "$idleSince" ] || idleSince=$now
            if awk -v a="$now" -v b="$idleSince" -v i="$IDLE" 'BEGIN{exit !(a - b >= i)}'; then break; fi
        else
            idleSince=
            [ "$cpu" -gt 0 ] && busy=1
        fi
        last=$cpu
        awk -v a="$now" -v s="$start" -v t="$TIMEOUT" 'BEGIN{exit !(a - s > t)}' && { echo "timeout" >&2; break; }
    done
    local hwm rss
    hwm=$(awk '/VmHWM/{print $2}' /proc/$pid/status); rss=$(awk '/VmRSS/{print $2}' /proc/$pid/status)
    kill $pid 2>/dev/null; wait $pid 2>/dev/null
    echo "$hwm $rss $(awk -v a="${idleSince:-$now}" -v s="$start" 'BEGIN{printf "%.1f", a - s}')"
}

read -r b_hwm b_rss b_t <<<"$(measure "$ROOT/resources/sample.pcapng")"
read -r g_hwm g_rss g_t <<<"$(measure "$TRACE")"
c_hwm=$( { /usr/bin/time -f '%M' "$CLI" analyze "$TRACE" --format json >/dev/null; } 2>&1 | tail -1)
printf "%-34s %10s %10s %8s\n" "" "peak (MB)" "idle (MB)" "load (s)"
printf "%-34s %10.1f %10.1f %8s\n" "GUI, bundled sample (baseline)" "$(echo "$b_hwm/1024" | bc -l)" "$(echo "$b_rss/1024" | bc -l)" "$b_t"
printf "%-34s %10.1f %10.1f %8s\n" "GUI, $PACKETS packets" "$(echo "$g_hwm/1024" | bc -l)" "$(echo "$g_rss/1024" | bc -l)" "$g_t"
printf "%-34s %10.1f\n" "CLI analyze --format json" "$(echo "$c_hwm/1024" | bc -l)"
awk -v g="$g_hwm" -v r="$g_rss" -v b="$b_rss" -v c="$c_hwm" -v n="$PACKETS" 'BEGIN{
    printf "GUI peak %.1f B/packet, idle %.1f B/packet above the baseline; CLI peak %.1f B/packet\n",
        (g - b) * 1024 / n, (r - b) * 1024 / n, c * 1024 / n
    goal = (16 * n + 100 * 1048576) / 1024
    printf "goal 16 B/packet + 100 MB = %.1f MB: GUI idle (trace loaded) %s, GUI peak (while loading) %s\n", goal / 1024,
        (r <= goal ? "MET" : "NOT MET"), (g <= goal ? "MET" : "NOT MET")
}'
