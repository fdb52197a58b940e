#!/usr/bin/env bash
# Checks `jitterscope-cli analyze --format json` against tshark on the same files:
# packet count, first/last timestamps (exact ns), file-order inter-arrival min/max/mean (exact),
# negative gaps, nearest-rank percentiles (within 1 %), and per-flow UDP packet counts.
#   test_analyze_tshark.sh BUILD_DIR SOURCE_DIR        (exit 77 = skipped: no tshark)
set -u
BUILD_DIR=${1:?usage: test_analyze_tshark.sh BUILD_DIR SOURCE_DIR}
SOURCE_DIR=${2:?}
CLI="$BUILD_DIR/app/jitterscope-cli"
command -v tshark >/dev/null 2>&1 || { echo "SKIP: tshark not installed"; exit 77; }
[ -x "$CLI" ] || { echo "FAIL: $CLI not built"; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/jitterscope-analyze-tshark.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

files=("$SOURCE_DIR/resources/sample.pcapng")
# pcapng-tsresol is left out: tshark 4.0 mis-converts its 10^-12 s interface (prints timestamps
# 0.1 s off); tst_trace_reader checks that file against the writer's own timestamps instead.
for kind in sample rtp iperf3 pcap-us pcap-ns-be pcapng-be pcapng-multi pcapng-blocks; do
    "$CLI" generate "$kind" -o "$WORK/$kind.pcapng" || { echo "FAIL: generate $kind"; exit 1; }
    files+=("$WORK/$kind.pcapng")
done
# Files rewritten by a third-party tool: editcap to classic pcap (µs) and a mergecap of two traces.
editcap -F pcap "$WORK/sample.pcapng" "$WORK/sample-editcap.pcap" && files+=("$WORK/sample-editcap.pcap")
mergecap -w "$WORK/merged.pcapng" "$WORK/rtp.pcapng" "$WORK/iperf3.pcapng" && files+=("$WORK/merged.pcapng")

fail=0
for f in "${files[@]}"; do
    tshark -r "$f" -T fields -E separator=, -e frame.time_epoch -e ip.src -e ipv6.src -e udp.srcport \
        -e ip.dst -e ipv6.dst -e udp.dstport -e ip.proto -e ipv6.nxt -e frame.protocols >"$WORK/t.csv" 2>"$WORK/t.err" ||
        { echo "FAIL: tshark on $f"; cat "$WORK/t.err"; fail=1; continue; }
    "$CLI" analyze "$f" --format json >"$WORK/o.json" 2>"$WORK/o.err"
    rc=$?
    if [ $rc -ne 0 ]; then echo "FAIL: analyze $f exited $rc"; cat "$WORK/o.err"; fail=1; continue; fi
    python3 - "$WORK/t.csv" "$WORK/o.json" "$f" <<'PY' || fail=1
import json, math, sys
from decimal import Decimal
rows = [l.rstrip('\n').split(',') for l in open(sys.argv[1]) if l.strip()]
# tshark 4.0 lists pcapng custom blocks as untimed "data" frames; capinfos does not count them.
rows = [r for r in rows if not (r[-1] == "data" and not r[0])]
ours = json.load(open(sys.argv[2]))
name = sys.argv[3]
bad = []
def check(what, a, b):
    if a != b:
        bad.append(f"{what}: tshark {a} ours {b}")
check("packets", len(rows), ours["packets"])
# Simple Packet Blocks carry no timestamp: tshark leaves the field empty (we reuse the previous
# packet's); such files are compared on counts and flows only.
timed = all(r[0] for r in rows)
ts = [int(Decimal(r[0]) * 1_000_000_000) for r in rows] if timed else []
if ts:
    check("first_ts_ns", ts[0], ours["first_ts_ns"])
    check("last_ts_ns", ts[-1], ours["last_ts_ns"])
d = [b - a for a, b in zip(ts, ts[1:])]
ia = ours["interarrival"]
if ts:
    check("count", len(d), ia["count"])
if d:
    check("min_ns", min(d), ia["min_ns"])
    check("max_ns", max(d), ia["max_ns"])
    check("negative", sum(1 for x in d if x < 0), ia["negative"])
    mean = sum(d) / len(d)
    if abs(mean - ia["mean_ns"]) > 1.0:
        bad.append(f"mean_ns: tshark {mean} ours {ia['mean_ns']}")
    s = sorted(d)
    for q, key in ((0.5, "p50_ns"), (0.9, "p90_ns"), (0.99, "p99_ns"), (0.999, "p999_ns")):
        exact = s[max(1, math.ceil(q * len(s))) - 1]
        got = ia[key]
        if abs(got - exact) > 0.01 * abs(exact) and got != exact:
            bad.append(f"{key}: exact {exact} ours {got}")
# Per-flow packet counts for UDP (directional 5-tuple).
flows = {}
for r in rows:
    src = r[1] or r[2]; dst = r[4] or r[5]
    if r[3] and src:
        # tshark lists inner and outer values for tunnels; take the first.
        key = (src.split(';')[0], int(r[3].split(';')[0]), dst.split(';')[0], int(r[6].split(';')[0]))
        flows[key] = flows.get(key, 0) + 1
for f in ours["flows"]:
    if f["proto"] != "UDP":
        continue
    key = (f["src"], f["sport"], f["dst"], f["dport"])
    if key in flows and flows[key] != f["packets"]:
        bad.append(f"flow {key}: tshark {flows[key]} ours {f['packets']}")
ours_udp = {(f["src"], f["sport"], f["dst"], f["dport"]) for f in ours["flows"] if f["proto"] == "UDP"}
for key in flows:
    if key not in ours_udp:
        bad.append(f"flow {key} ({flows[key]} packets per tshark) missing")
if bad:
    print(f"FAIL {name}:"); [print("  " + b) for b in bad]; sys.exit(1)
print(f"ok {name}: {len(rows)} packets{'' if timed else ' (untimed SPBs: counts only)'}, {len(flows)} UDP flows")
PY
done
[ $fail -eq 0 ] && echo "all files agree with tshark"
exit $fail
