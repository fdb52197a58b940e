#!/usr/bin/env bash
# The trace-shape zoo (issue 11): for each shape, the whole-process wall time, cpu time (user +
# sys) and peak RSS of `jitterscope-cli analyze --format json`, of a bare libpcap pcap_next_ex
# loop (bench_pcap_loop) and of a raw block walk (bench_block_walk), in the same run, the three
# alternating RUNS times; medians, and the ratios the issue sets goals on:
#   speed    = libpcap wall / jitterscope wall   (goal ≥ 3 on the worst shape)
#   cpu      = jitterscope cpu / libpcap cpu     (goal ≤ 1)
#   vs walk  = walk wall / jitterscope wall      (goal ≥ 0.5)
# The traces are generated once into $ZOO_DIR (default /tmp) and kept for the next run; delete
# them afterwards (9 shapes × 10 M packets ≈ 7.6 GB). The page cache is left as it is (no sysctl
# is written): each reader runs on the same warm file. With ORDER_TIME=1 `analyze --order time`
# runs as a fourth reader in the same alternation, and a second table gives its figures against
# the same libpcap loop (issue 11: ≥ 1.5× libpcap in time order).
#   [ORDER_TIME=1] tests/benchmarks/run_zoo_bench.sh [BUILD_DIR] [PACKETS] [RUNS] [SHAPE...]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$ROOT/build}
PACKETS=${2:-10000000}
RUNS=${3:-3}
shift $(( $# >= 3 ? 3 : $# ))
SHAPES=("$@")
[[ ${#SHAPES[@]} -gt 0 ]] || SHAPES=(zoo-napi zoo-interleaved zoo-rate-change zoo-100k-flows zoo-tiny-flows zoo-vlan-ipv6 zoo-pcap-us
    zoo-two-interfaces zoo-non-udp)
ZOO_DIR=${ZOO_DIR:-/tmp}
CLI=$BUILD/app/jitterscope-cli
cmake --build "$BUILD" --target jitterscope-cli bench_pcap_loop bench_block_walk >/dev/null
command -v /usr/bin/time >/dev/null || { echo "run_zoo_bench: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }

# One measured run: prints "wall cpu rss_kib".
TIMES=$(mktemp)
trap 'rm -f "$TIMES"' EXIT
measure() {
    /usr/bin/time -o "$TIMES" -f '%e %U %S %M' "$@" >/dev/null 2>&1 || { echo "run_zoo_bench: $* failed" >&2; exit 1; }
    awk '{printf "%.3f %.3f %d\n", $1, $2 + $3, $4}' "$TIMES"
}
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

TIME_ROWS=()
printf '%s packets per shape, %s alternating runs, medians; %s\n\n' "$PACKETS" "$RUNS" "$(uname -r)"
printf '| shape | MB | jitterscope wall s | cpu s | RSS MB | libpcap wall s | cpu s | RSS MB | walk wall s | speed (×libpcap) | cpu (÷libpcap) | vs walk |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n'
for shape in "${SHAPES[@]}"; do
    ext=pcapng
    [[ $shape == zoo-pcap-us ]] && ext=pcap
    trace=$ZOO_DIR/jitterscope-$shape-$PACKETS.$ext
    [[ -s $trace ]] || "$CLI" generate "$shape" --packets "$PACKETS" -o "$trace" >/dev/null
    declare -a jw=() jc=() jr=() pw=() pc=() pr=() ww=() tw=() tc=() tr=()
    for ((r = 0; r < RUNS; ++r)); do
        read -r w c m < <(measure "$CLI" analyze "$trace" --format json); jw+=("$w"); jc+=("$c"); jr+=("$m")
        read -r w c m < <(measure "$BUILD/tests/benchmarks/bench_pcap_loop" "$trace"); pw+=("$w"); pc+=("$c"); pr+=("$m")
        read -r w c m < <(measure "$BUILD/tests/benchmarks/bench_block_walk" "$trace"); ww+=("$w")
        if [[ ${ORDER_TIME:-0} == 1 ]]; then
            read -r w c m < <(measure "$CLI" analyze "$trace" --format json --order time); tw+=("$w"); tc+=("$c"); tr+=("$m")
        fi
    done
    m() { printf '%s\n' "$@" | median; }
    JW=$(m "${jw[@]}"); JC=$(m "${jc[@]}"); JR=$(m "${jr[@]}"); PW=$(m "${pw[@]}"); PC=$(m "${pc[@]}"); PR=$(m "${pr[@]}")
    WW=$(m "${ww[@]}")
    awk -v s="$shape" -v mb="$(( $(stat -c %s "$trace") / 1000000 ))" -v jw="$JW" -v jc="$JC" -v jr="$JR" -v pw="$PW" \
        -v pc="$PC" -v pr="$PR" -v ww="$WW" 'BEGIN {
        printf "| %s | %d | %.2f | %.2f | %d | %.2f | %.2f | %d | %.2f | %.2f | %.2f | %.2f |\n",
            s, mb, jw, jc, jr / 1024, pw, pc, pr / 1024, ww, (jw > 0 ? pw / jw : 0), (pc > 0 ? jc / pc : 0), (jw > 0 ? ww / jw : 0)
    }'
    if [[ ${ORDER_TIME:-0} == 1 ]]; then
        TIME_ROWS+=("$(awk -v s="$shape" -v tw="$(m "${tw[@]}")" -v tc="$(m "${tc[@]}")" -v tr="$(m "${tr[@]}")" -v pw="$PW" \
            'BEGIN { printf "| %s | %.2f | %.2f | %d | %.2f | %.2f |", s, tw, tc, tr / 1024, pw, (tw > 0 ? pw / tw : 0) }')")
    fi
done
if [[ ${ORDER_TIME:-0} == 1 ]]; then
    printf '\n--order time:\n\n| shape | jitterscope wall s | cpu s | RSS MB | libpcap wall s | speed (×libpcap) |\n|---|---:|---:|---:|---:|---:|\n'
    printf '%s\n' "${TIME_ROWS[@]}"
fi
