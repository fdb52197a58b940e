#!/usr/bin/env bash
# Golden files: `jitterscope-cli analyze --format json` of every generator kind (small, made by the
# committed generator) against tests/data/golden/<kind>.json. On a mismatch prints a unified diff.
# JITTERSCOPE_REGEN_GOLDEN=1 rewrites the golden files (review the diff before committing).
#   test_golden.sh BUILD_DIR SOURCE_DIR
set -u
BUILD_DIR=${1:?}; SOURCE_DIR=${2:?}
CLI="$(cd "$BUILD_DIR" && pwd)/app/jitterscope-cli"
GOLDEN="$(cd "$SOURCE_DIR" && pwd)/tests/data/golden"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/jitterscope-golden.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
fail=0
for kind in sample rtp iperf3 iperf3-64 pcap-us pcap-ns pcap-us-be pcap-ns-be pcapng-be pcapng-multi pcapng-tsresol pcapng-blocks; do
    "$CLI" generate "$kind" -o "$WORK/$kind.pcapng" || { echo "FAIL: generate $kind"; fail=1; continue; }
    # The path differs between runs: report it relative to the work dir.
    (cd "$WORK" && "$CLI" analyze "$kind.pcapng" --format json) >"$WORK/$kind.json"
    rc=$?
    [ $rc -le 2 ] || { echo "FAIL: analyze $kind exited $rc"; fail=1; continue; }
    if [ "${JITTERSCOPE_REGEN_GOLDEN:-0}" = 1 ]; then
        cp "$WORK/$kind.json" "$GOLDEN/$kind.json"; echo "regenerated $kind"; continue
    fi
    if ! diff -u "$GOLDEN/$kind.json" "$WORK/$kind.json" >"$WORK/$kind.diff"; then
        echo "FAIL: $kind differs from $GOLDEN/$kind.json:"; head -60 "$WORK/$kind.diff"; fail=1
    else
        echo "ok $kind"
    fi
done
exit $fail
