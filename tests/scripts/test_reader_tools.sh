#!/usr/bin/env bash
# The trace reader against Wireshark's tools: for traces made by `jitterscope-cli generate`, and
# for copies rewritten by editcap and mergecap, `jitterscope-cli analyze --format json` must
# report the packet count capinfos and tshark report, and the first and last timestamps (file
# order, integer ns) tshark prints.
#
# Usage: test_reader_tools.sh BUILD_DIR SOURCE_DIR
# Exit 77 (skipped) when tshark, capinfos, editcap, mergecap or python3 is missing, or when the
# CLI has not been built with its generate / analyze commands.
set -euo pipefail

BUILD_DIR=${1:?usage: $0 BUILD_DIR SOURCE_DIR}
CLI="$BUILD_DIR/app/jitterscope-cli"

for tool in tshark capinfos editcap mergecap python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIP: $tool not installed (apt-get install tshark / wireshark-common / python3)"
        exit 77
    fi
done
if [[ ! -x "$CLI" ]] || ! "$CLI" generate --help >/dev/null 2>&1; then
    echo "SKIP: $CLI missing or without the generate command"
    exit 77
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
failures=0

# "count first_ns last_ns" from tshark: epoch seconds with 9 decimals, converted without floats.
# tshark 4.x also lists pcapng custom blocks as frames: those have no encapsulation type and are
# not counted. Packets without a timestamp (a simple packet block) are counted but not used for
# first/last.
tshark_summary() {
    tshark -r "$1" -T fields -E separator=/t -e frame.encap_type -e frame.time_epoch 2>/dev/null | python3 -c '
import sys
n, first, last = 0, None, None
for line in sys.stdin:
    encap, _, epoch = line.rstrip("\n").partition("\t")
    if not encap:
        continue
    n += 1
    if not epoch:
        continue
    sec, _, frac = epoch.partition(".")
    # tshark prints nanoseconds with 9 digits; a pcap fraction >= 10^9 ns shows as more digits.
    ns = int(sec) * 10**9 + (int(frac) if len(frac) > 9 else int((frac + "000000000")[:9]))
    first = ns if first is None else first
    last = ns
print(n, first, last)'
}

# "count first_ns last_ns" from the CLI's JSON: the shallowest object holding all three keys.
cli_summary() {
    local rc=0
    "$CLI" analyze "$1" --format json >"$WORK/out.json" 2>"$WORK/err.txt" || rc=$?
    if [[ $rc -ne 0 ]]; then
        echo "analyze exit $rc: $(head -c 300 "$WORK/err.txt")"
        return
    fi
    python3 - "$WORK/out.json" <<'PY'
import json, sys
keys = ("packets", "first_ts_ns", "last_ts_ns")
queue = [json.load(open(sys.argv[1]))]
while queue:
    o = queue.pop(0)
    if isinstance(o, dict):
        if all(k in o for k in keys):
            print(*(o[k] for k in keys))
            sys.exit(0)
        queue.extend(o.values())
    elif isinstance(o, list):
        queue.extend(o)
print("no object with", *keys)
PY
}

capinfos_count() {
    capinfos -c -M -T -r "$1" 2>/dev/null | awk -F'\t' 'NR==1 {print $2}'
}

# check FILE LABEL [counts-only]
check() {
    local file=$1 label=$2 countsOnly=${3:-}
    local ts cli cap
    ts=$(tshark_summary "$file")
    cli=$(cli_summary "$file")
    cap=$(capinfos_count "$file")
    local tsCount=${ts%% *} cliCount=${cli%% *}
    if [[ "$cap" != "$tsCount" || "$cliCount" != "$tsCount" ]]; then
        echo "FAIL $label: packets capinfos=$cap tshark=$tsCount cli=[$cli]"
        failures=$((failures + 1))
        return
    fi
    if [[ -z "$countsOnly" && "$cli" != "$ts" ]]; then
        echo "FAIL $label: tshark '$ts' vs cli '$cli' (count first_ts_ns last_ts_ns)"
        failures=$((failures + 1))
        return
    fi
    echo "ok   $label: $cli"
}

kinds="sample rtp iperf3 iperf3-64 pcap-us pcap-ns pcap-us-be pcap-ns-be pcapng-be pcapng-multi pcapng-blocks pcapng-tsresol"
# The benchmark zoo's shapes (tests/benchmarks/run_zoo_bench.sh), small.
zoo="zoo-napi zoo-interleaved zoo-rate-change zoo-100k-flows zoo-tiny-flows zoo-vlan-ipv6 zoo-pcap-us zoo-two-interfaces zoo-non-udp"
for kind in $kinds bench $zoo; do
    extra=()
    [[ $kind == bench || $kind == zoo-* ]] && extra=(--packets 20000)
    "$CLI" generate "$kind" -o "$WORK/$kind.trace" --seed 3 "${extra[@]}"
done

for kind in $kinds bench $zoo; do
    if [[ $kind == pcapng-tsresol ]]; then
        # Wireshark before 4.2 ignores if_tsoffset (capinfos prints 1970 dates): compare counts only.
        check "$WORK/$kind.trace" "$kind" counts-only
    else
        check "$WORK/$kind.trace" "$kind"
    fi
done

# Rewritten by editcap: classic pcap (µs and ns) and pcapng as Wireshark writes it.
for kind in sample rtp iperf3 pcap-ns-be pcapng-be; do
    editcap -F pcap "$WORK/$kind.trace" "$WORK/$kind.us.pcap"
    check "$WORK/$kind.us.pcap" "editcap -F pcap $kind"
    editcap -F nsecpcap "$WORK/$kind.trace" "$WORK/$kind.ns.pcap"
    check "$WORK/$kind.ns.pcap" "editcap -F nsecpcap $kind"
done
# (Not pcapng-multi: editcap 4.0 fails on several sections with different link types.)
for kind in sample pcap-us-be pcapng-blocks pcapng-tsresol; do
    editcap -F pcapng "$WORK/$kind.trace" "$WORK/$kind.ws.pcapng"
    if [[ $kind == pcapng-tsresol ]]; then
        check "$WORK/$kind.ws.pcapng" "editcap -F pcapng $kind" counts-only
    else
        check "$WORK/$kind.ws.pcapng" "editcap -F pcapng $kind"
    fi
done
editcap -F pcapng -a "1:editcap comment" "$WORK/rtp.trace" "$WORK/rtp.comment.pcapng"
check "$WORK/rtp.comment.pcapng" "editcap -a (packet comment) rtp"

# mergecap: interleaved by time, and concatenated (one interface per input file).
mergecap -w "$WORK/merged.pcapng" "$WORK/sample.trace" "$WORK/rtp.trace" "$WORK/iperf3.trace"
check "$WORK/merged.pcapng" "mergecap sample+rtp+iperf3"
mergecap -a -w "$WORK/concat.pcapng" "$WORK/pcap-ns.trace" "$WORK/pcapng-be.trace" "$WORK/iperf3-64.trace"
check "$WORK/concat.pcapng" "mergecap -a pcap-ns+pcapng-be+iperf3-64"

# --order time against mergecap's own time order: files that overlap in time, concatenated
# (mergecap -a: the file goes back in time at each join), analysed in time order, must give
# mergecap's time-merged copy's figures in file order — the whole trace's gaps, jitter and bursts
# and each flow's (by its addresses and ports; ids may differ). Three files are merged as
# ascending chains, nine (more than the analysis merges) are sorted.
"$CLI" generate zoo-napi --packets 40000 -o "$WORK/zoo-a.pcapng"
"$CLI" generate zoo-interleaved --packets 40000 -o "$WORK/zoo-b.pcapng"
"$CLI" generate zoo-rate-change --packets 40000 -o "$WORK/zoo-c.pcapng"
order_check() {
    local what=$1; shift
    mergecap -a -w "$WORK/cat.pcapng" "$@"
    mergecap -w "$WORK/bytime.pcapng" "$@"
    "$CLI" analyze "$WORK/cat.pcapng" --format json --order time >"$WORK/cat.json"
    "$CLI" analyze "$WORK/bytime.pcapng" --format json >"$WORK/bytime.json"
    local verdict
    verdict=$(python3 - "$WORK/cat.json" "$WORK/bytime.json" <<'PY'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
def figures(d):
    def strip(j):
        return {k: v for k, v in j.items() if k != "nominal_flow"}
    flows = {(f["src"], f["sport"], f["dst"], f["dport"]): (f["interarrival"], strip(f["jitter"]), f["bursts"])
             for f in d["flows"]}
    return d["interarrival"], strip(d["jitter"]), d["bursts"], flows
if a["time_order"]["backward_steps"] == 0:
    print("no backward step in the concatenation")
elif b["time_order"]["backward_steps"] != 0:
    print("mergecap's copy is not in time order")
elif figures(a) != figures(b):
    print("figures differ: time order %s, mergecap %s" % (a["interarrival"], b["interarrival"]))
else:
    print("ok")
PY
)
    if [[ $verdict == ok ]]; then
        echo "ok: --order time of mergecap -a = mergecap's time order ($what)"
    else
        echo "FAIL: --order time of mergecap -a, $what: $verdict"
        failures=$((failures + 1))
    fi
}
order_check "3 overlapping files" "$WORK/zoo-a.pcapng" "$WORK/zoo-b.pcapng" "$WORK/zoo-c.pcapng"
order_check "9 overlapping files" "$WORK"/zoo-{a,b,c}.pcapng "$WORK"/zoo-{c,a,b}.pcapng "$WORK"/zoo-{b,c,a}.pcapng

# Many flows of a few packets (zoo-tiny-flows: ~20 000 flows of 1 to ~10 packets), against
# tshark's own dissection: every flow's packets, bytes, first and last time equal those of its
# 4-tuple in tshark's fields; with --flow-limit the first flows seen are kept one by one and
# every other packet is counted as untracked.
"$CLI" generate zoo-tiny-flows --packets 60000 --seed 5 -o "$WORK/tiny.pcapng"
tshark -r "$WORK/tiny.pcapng" -T fields -e ip.src -e udp.srcport -e ip.dst -e udp.dstport -e frame.len \
    -e frame.time_epoch >"$WORK/tiny.fields"
for limit in 0 5000; do
    "$CLI" analyze "$WORK/tiny.pcapng" --format json --flow-limit "$limit" >"$WORK/tiny.json"
    verdict=$(python3 - "$WORK/tiny.fields" "$WORK/tiny.json" "$limit" <<'PY'
import json, sys
from decimal import Decimal
fields, doc, limit = sys.argv[1], json.load(open(sys.argv[2])), int(sys.argv[3])
flows, order = {}, []
for line in open(fields):
    src, sport, dst, dport, length, t = line.split()
    key = (src, int(sport), dst, int(dport))
    ns = int(Decimal(t) * 10**9)
    if key not in flows:
        flows[key] = [0, 0, ns, ns]
        order.append(key)
    f = flows[key]
    f[0] += 1; f[1] += int(length); f[3] = ns
kept = order[:limit] if limit else order
ours = {(f["src"], f["sport"], f["dst"], f["dport"]): [f["packets"], f["bytes"], f["first_ts_ns"], f["last_ts_ns"]]
        for f in doc["flows"]}
untracked = doc.get("untracked") or {"packets": 0}
if len(flows) < 15000:
    print("only %d flows in the trace" % len(flows))
elif set(ours) != set(kept):
    print("flows differ: %d listed, tshark %d (kept %d)" % (len(ours), len(flows), len(kept)))
elif any(ours[k] != flows[k] for k in kept):
    k = next(k for k in kept if ours[k] != flows[k])
    print("flow %s: %s, tshark %s" % (k, ours[k], flows[k]))
elif untracked["packets"] != sum(flows[k][0] for k in order[len(kept):]):
    print("untracked %s" % untracked)
else:
    print("ok %d flows, %d kept" % (len(flows), len(kept)))
PY
)
    if [[ $verdict == ok* ]]; then
        echo "ok: zoo-tiny-flows, --flow-limit $limit, every flow as tshark: ${verdict#ok }"
    else
        echo "FAIL: zoo-tiny-flows, --flow-limit $limit: $verdict"
        failures=$((failures + 1))
    fi
done

# The record layouts of old patched libpcaps that editcap still writes (Wireshark guesses them
# from the first records), and the generator's own files of those layouts and other oddities.
for type in nokiapcap rh6_1pcap suse6_3pcap modpcap; do
    for kind in pcap-us rtp iperf3; do
        editcap -F "$type" "$WORK/$kind.trace" "$WORK/$kind.$type.pcap"
        check "$WORK/$kind.$type.pcap" "editcap -F $type $kind"
    done
done
for kind in pcap-nokia pcap-ss990417 pcap-ss990915 pcap-ss991029 pcap-v22 pcap-oddities; do
    "$CLI" generate "$kind" -o "$WORK/$kind.pcap"
    check "$WORK/$kind.pcap" "$kind"
done
# Packets without a timestamp: tshark gives them none, and the analysis leaves them out of its
# first/last times (and of every other timed figure).
"$CLI" generate pcapng-spb -o "$WORK/pcapng-spb.pcapng"
check "$WORK/pcapng-spb.pcapng" "pcapng-spb"

if [[ $failures -ne 0 ]]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
