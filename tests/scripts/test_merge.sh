#!/usr/bin/env bash
# `jitterscope-cli merge` against analysing the files together. A merged flow's gaps are the union
# of its gaps in each file (a file boundary adds no gap), so the analysis of the files joined into
# one trace (mergecap -a, or the whole trace that editcap -c split) has exactly one gap more per
# flow and boundary it crosses: first packet of the next file holding the flow − last packet of
# the previous one. The check accounts for those gaps explicitly: packets, bytes, gap counts, sums,
# min/max, negative gaps and every histogram bucket must then agree exactly, and the merged
# percentiles must lie within the stated relative error of the exact nearest-rank percentiles of
# the union of each file's per-flow gaps, computed from tshark's timestamps.
#   1. three generated traces (two sample seeds and the RTP kind), each analysed, merged, against
#      mergecap -a of them;
#   2. one trace split in 3 parts by editcap -c, against the whole trace;
#   3. merge of a merge, -o, every golden report merged with itself, and the refusals (other
#      options, not JSON, cut short, a damaged trace's partial report, a missing file).
#
# Usage: test_merge.sh BUILD_DIR SOURCE_DIR
# Exit 77 (skipped) when tshark, editcap, mergecap or python3 is missing.
set -euo pipefail

BUILD_DIR=${1:?usage: $0 BUILD_DIR SOURCE_DIR}
CLI="$(cd "$BUILD_DIR" && pwd)/app/jitterscope-cli"
SOURCE_DIR="$(cd "${2:?usage: $0 BUILD_DIR SOURCE_DIR}" && pwd)"

for tool in tshark editcap mergecap python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIP: $tool not installed (apt-get install tshark / wireshark-common / python3)"
        exit 77
    fi
done

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
failures=0

# check WHOLE_TRACE PART_TRACE... : analyses each part and the whole, merges the parts' summaries,
# and compares as described above.
check() {
    local name=$1 whole=$2
    shift 2
    local parts=("$@") jsons=()
    for p in "${parts[@]}"; do
        "$CLI" analyze "$p" --format json >"$p.json"
        tshark -r "$p" -T fields -E separator=/t -e frame.time_epoch -e ip.src -e udp.srcport -e ip.dst \
            -e udp.dstport 2>/dev/null >"$p.tsv"
        jsons+=("$p.json")
    done
    "$CLI" analyze "$whole" --format json >"$whole.json"
    "$CLI" merge "${jsons[@]}" --format json >"$name.merged.json"
    if python3 - "$whole.json" "$name.merged.json" "${parts[@]}" <<'EOF'; then
import json, sys

whole = json.load(open(sys.argv[1]))
merged = json.load(open(sys.argv[2]))
parts = sys.argv[3:]
pj = [json.load(open(p + ".json")) for p in parts]
bound = merged["mergeable"]["histogram"]["relative_error"]
exact_below = merged["mergeable"]["histogram"]["exact_below_ns"]
bad = []

def cell(v):  # LogLinearHistogram's signed cell (histogram.h cellKey)
    m = v if v >= 0 else -v
    k = max(0, m.bit_length() - 1 - 8)
    c = (k << 8) + (m >> k)
    return c if v >= 0 else -1 - c

def key(f):
    return (f["proto"], f["ip_version"], f["src"], f["sport"], f["dst"], f["dport"])

def ns(epoch):  # "1700000000.131907548" -> int ns, no floats
    s, _, frac = epoch.partition(".")
    return int(s) * 10**9 + int((frac + "000000000")[:9])

def nearest_rank(sorted_values, q):
    import math
    r = min(max(math.ceil(q * len(sorted_values)), 1), len(sorted_values))
    return sorted_values[r - 1]

# The exact per-flow gaps of each part (tshark), file order, and their union.
union = {}
for p in parts:
    last = {}
    for line in open(p + ".tsv"):
        t, src, sport, dst, dport = line.rstrip("\n").split("\t")
        k = (src, int(sport), dst, int(dport))
        if k in last:
            union.setdefault(k, []).append(ns(t) - last[k])
        last[k] = ns(t)

def compare(scope, w, m, boundary, first_last):
    """w: the whole analysis's mergeable gaps, m: the merged one, boundary: the gaps the whole has
    at the file boundaries."""
    if w["count"] != m["count"] + len(boundary):
        bad.append(f"{scope}: {w['count']} gaps whole, {m['count']} merged + {len(boundary)} at boundaries")
    if w["sum_ns"] != m["sum_ns"] + sum(boundary):
        bad.append(f"{scope}: sum {w['sum_ns']} whole, {m['sum_ns']} merged + {sum(boundary)}")
    if m["count"] and w["min_ns"] != min([m["min_ns"]] + boundary):
        bad.append(f"{scope}: min {w['min_ns']} whole, {m['min_ns']} merged, boundaries {boundary}")
    if m["count"] and w["max_ns"] != max([m["max_ns"]] + boundary):
        bad.append(f"{scope}: max {w['max_ns']} whole, {m['max_ns']} merged, boundaries {boundary}")
    if w["negative"] != m["negative"] + sum(1 for b in boundary if b < 0):
        bad.append(f"{scope}: negative {w['negative']} whole, {m['negative']} merged")
    if not w["exact"] and not m["exact"]:
        cells = {}
        for v, n in w["buckets"]:
            cells[cell(v)] = cells.get(cell(v), 0) + n
        for v, n in m["buckets"]:
            cells[cell(v)] = cells.get(cell(v), 0) - n
        for b in boundary:
            cells[cell(b)] = cells.get(cell(b), 0) - 1
        if any(cells.values()):
            bad.append(f"{scope}: buckets differ by more than the boundary gaps: "
                       f"{ {c: n for c, n in cells.items() if n} }")

compare("whole trace", whole["mergeable"]["gaps"], merged["mergeable"]["gaps"],
        [b["first_ts_ns"] - a["last_ts_ns"] for a, b in zip(pj, pj[1:]) if a["packets"] and b["packets"]], None)
wflows = {key(f): f for f in whole["mergeable"]["flows"]}
mflows = {key(f): f for f in merged["mergeable"]["flows"]}
stats = {key(f): f for f in merged["flows"]}
if set(wflows) != set(mflows):
    bad.append(f"flows: {sorted(wflows)} whole, {sorted(mflows)} merged")
for k in sorted(set(wflows) & set(mflows)):
    w, m = wflows[k], mflows[k]
    scope = "flow %s %s:%d -> %s:%d" % (k[0], k[2], k[3], k[4], k[5])
    for field in ("packets", "bytes"):
        if w[field] != m[field]:
            bad.append(f"{scope}: {field} {w[field]} whole, {m[field]} merged")
    if (w["first_ts_ns"], w["last_ts_ns"]) != (m["first_ts_ns"], m["last_ts_ns"]) and sys.argv[2].startswith("split"):
        bad.append(f"{scope}: first/last {w['first_ts_ns']}/{w['last_ts_ns']} whole, "
                   f"{m['first_ts_ns']}/{m['last_ts_ns']} merged")
    held = [[f for f in p["mergeable"]["flows"] if key(f) == k] for p in pj]
    held = [h[0] for h in held if h]
    boundary = [b["first_ts_ns"] - a["last_ts_ns"] for a, b in zip(held, held[1:])]
    compare(scope, w["gaps"], m["gaps"], boundary, None)
    # Percentiles within the stated bound of the exact ones of the union of the parts' gaps.
    exact = sorted(union.get((k[2], k[3], k[4], k[5]), []))
    if len(exact) != m["gaps"]["count"]:
        bad.append(f"{scope}: tshark gives {len(exact)} gaps in the parts, merge {m['gaps']['count']}")
        continue
    for q, field in ((0.5, "p50_ns"), (0.9, "p90_ns"), (0.99, "p99_ns"), (0.999, "p999_ns")):
        e, got = nearest_rank(exact, q), stats[k]["interarrival"][field]
        tol = 0 if abs(e) < exact_below else bound * abs(e)
        if abs(got - e) > tol:
            bad.append(f"{scope}: {field} {got} merged, exact {e} (allowed {tol:.1f})")
    for field, e in (("min_ns", exact[0]), ("max_ns", exact[-1])):
        if stats[k]["interarrival"][field] != e:
            bad.append(f"{scope}: {field} {stats[k]['interarrival'][field]} merged, exact {e}")
for b in bad:
    print("  " + b)
print(f"  {len(mflows)} flows, {merged['mergeable']['gaps']['count']} gaps merged from {len(parts)} files")
sys.exit(1 if bad else 0)
EOF
        echo "ok $name"
    else
        echo "FAIL: $name"
        failures=$((failures + 1))
    fi
}

# 1. Three traces analysed apart against their concatenation (the boundary gaps are negative
#    here: the traces overlap in time, which the accounting covers as well).
"$CLI" generate sample --seed 1 -o a.pcapng
"$CLI" generate sample --seed 2 -o b.pcapng
"$CLI" generate rtp --seed 3 -o c.pcapng
mergecap -a -F pcapng -w abc.pcapng a.pcapng b.pcapng c.pcapng
check concat abc.pcapng a.pcapng b.pcapng c.pcapng

# 2. One trace split in three parts.
"$CLI" generate sample --seed 4 -o whole.pcapng
editcap -c 1100 whole.pcapng part.pcapng
mapfile -t split_parts < <(ls part_*.pcapng | sort)
[[ ${#split_parts[@]} -eq 3 ]] || { echo "FAIL: editcap -c made ${#split_parts[@]} parts, not 3"; exit 1; }
check split whole.pcapng "${split_parts[@]}"

# 3. A merge merges again; -o writes what stdout gets; refusals.
"$CLI" merge a.pcapng.json b.pcapng.json --format json -o ab.json
"$CLI" merge ab.json c.pcapng.json --format json >ab_c.json
# Equal but for the standard deviations' last digits (long double, summed in another order).
if python3 - ab_c.json concat.merged.json <<'EOF'; then echo "ok merge of a merge"; else
import json, sys
def same(a, b, path):
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        return all(same(a[k], b[k], path + "." + k) for k in a)
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return all(same(x, y, path) for x, y in zip(a, b))
    if path.endswith("stddev_ns"):
        return abs(a - b) <= 1e-9 * max(1.0, abs(b))
    if a != b:
        print(f"  {path}: {a} != {b}")
    return a == b
sys.exit(0 if same(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), "") else 1)
EOF
    echo "FAIL: merge(merge(a, b), c) differs from merge(a, b, c)"; failures=$((failures + 1))
fi
"$CLI" merge a.pcapng.json b.pcapng.json | grep -q '^Merged      2 summaries' || { echo "FAIL: text output"; failures=$((failures + 1)); }
# Every golden report (every generator kind: IPv6, non-IP, VLAN, fragments, exact and binned
# histograms) merges with itself: twice the packets and gaps, the same extremes.
for g in "$SOURCE_DIR"/tests/data/golden/*.json; do
    if "$CLI" merge "$g" "$g" --format json >twice.json && python3 - "$g" twice.json <<'EOF'; then :; else
import json, sys
one, two = json.load(open(sys.argv[1]))["mergeable"], json.load(open(sys.argv[2]))["mergeable"]
ok = two["packets"] == 2 * one["packets"] and two["gaps"]["count"] == 2 * one["gaps"]["count"]
ok = ok and len(two["flows"]) == len(one["flows"])
for a, b in zip(one["flows"], two["flows"]):
    ok = ok and b["gaps"]["count"] == 2 * a["gaps"]["count"] and (b["gaps"]["min_ns"], b["gaps"]["max_ns"]) == (a["gaps"]["min_ns"], a["gaps"]["max_ns"])
sys.exit(0 if ok else 1)
EOF
        echo "FAIL: merge of $(basename "$g") with itself"; failures=$((failures + 1))
    fi
done
echo "ok golden reports merge with themselves"
expect_refusal() { # RC MESSAGE ARGS...
    local rc_want=$1 msg=$2 rc=0
    shift 2
    "$CLI" merge "$@" >/dev/null 2>err.txt || rc=$?
    if [[ $rc -eq $rc_want ]] && grep -qF -- "$msg" err.txt; then echo "ok refused: $msg"; else
        echo "FAIL: merge $* exited $rc, wanted $rc_want and '$msg':"; cat err.txt; failures=$((failures + 1))
    fi
}
"$CLI" analyze a.pcapng --burst-gap 5us --format json >a_burst.json
expect_refusal 2 "analysed with other options" a.pcapng.json a_burst.json
"$CLI" analyze a.pcapng --format text >a.txt
expect_refusal 2 "not JSON" a.pcapng.json a.txt
head -c 2000 a.pcapng.json >cut.json
expect_refusal 2 "not JSON" cut.json
# A damaged trace's report (partial statistics, "error" set) is refused.
head -c 30000 a.pcapng >damaged.pcapng
"$CLI" analyze damaged.pcapng --format json >damaged.json 2>/dev/null || true
expect_refusal 2 "summary is partial" a.pcapng.json damaged.json
expect_refusal 1 "cannot be read" a.pcapng.json missing.json
expect_refusal 1 "no FILE.json given"

[[ $failures -eq 0 ]] || { echo "$failures failure(s)"; exit 1; }
echo "all merge checks passed"
