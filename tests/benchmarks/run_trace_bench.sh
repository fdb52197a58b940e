#!/usr/bin/env bash
# Generates the 10-million-packet benchmark trace (once) and runs bench_trace on it.
# usage: tests/benchmarks/run_trace_bench.sh [BUILD_DIR] [PACKETS] [RUNS]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$ROOT/build}
PACKETS=${2:-10000000}
RUNS=${3:-5}
TRACE=${BENCH_TRACE:-/tmp/jitterscope-bench-$PACKETS.pcapng}
cmake --build "$BUILD" --target jitterscope-cli bench_trace >/dev/null
if [[ ! -s $TRACE ]]; then
    echo "generating $TRACE ($PACKETS packets)…"
    "$BUILD/app/jitterscope-cli" generate bench --packets "$PACKETS" -o "$TRACE"
fi
ls -l "$TRACE"
"$BUILD/tests/benchmarks/bench_trace" "$TRACE" --runs "$RUNS"
