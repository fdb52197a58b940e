#!/usr/bin/env bash
# jitterscope-cli contract: exit statuses (0 ok, 1 usage, 2 damaged with the partial result),
# --help on every command, the JSON keys the issues promise, CSV shape, simulate --replay.
#   test_cli.sh BUILD_DIR SOURCE_DIR
set -u
BUILD_DIR=${1:?}; SOURCE_DIR=${2:?}
CLI="$BUILD_DIR/app/jitterscope-cli"
SAMPLE="$SOURCE_DIR/resources/sample.pcapng"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/jitterscope-cli.XXXXXX"); trap 'rm -rf "$WORK"' EXIT
fail=0
expect() { # expect STATUS DESCRIPTION -- COMMAND...
    local want=$1 what=$2; shift 3
    "$@" >"$WORK/out" 2>"$WORK/err"; local got=$?
    if [ "$got" != "$want" ]; then echo "FAIL: $what: exit $got, expected $want"; head -5 "$WORK/err"; fail=1; else echo "ok: $what"; fi
}
expect 0 "analyze sample" -- "$CLI" analyze "$SAMPLE"
expect 1 "no command" -- "$CLI"
expect 1 "unknown option" -- "$CLI" analyze "$SAMPLE" --bogus
expect 1 "bad duration" -- "$CLI" analyze "$SAMPLE" --nominal-gap 12parsecs
# Every duration option needs a unit: a bare number is refused with examples, never read as ns.
expect 1 "bare nominal gap" -- "$CLI" analyze "$SAMPLE" --nominal-gap 12
grep -q "has no unit: write e.g. 12s, 12ms, 12us or 12ns" "$WORK/err" || { echo "FAIL: bare duration message"; cat "$WORK/err"; fail=1; }
expect 1 "bare burst gap" -- "$CLI" analyze "$SAMPLE" --burst-gap 5
expect 1 "bare capture duration" -- "$CLI" capture -i lo --duration 9 -w "$WORK/never.pcapng"
grep -q -- "--duration: '9' has no unit" "$WORK/err" || { echo "FAIL: capture --duration 9 message"; cat "$WORK/err"; fail=1; }
[ ! -e "$WORK/never.pcapng" ] || { echo "FAIL: capture started with a bare --duration"; fail=1; }
expect 1 "bare send duration" -- "$CLI" send --to 127.0.0.1:9 --rate 10 --size 64 --duration 9
expect 1 "bare simulate cost" -- "$CLI" simulate --hz 1000 --budget-usecs 1000 --budget 300 --rate 1000 --duration 10ms --seed 1 --cost 500
expect 1 "bare simulate duration" -- "$CLI" simulate --hz 1000 --rate 1000 --duration 1
expect 1 "helper bare duration" -- "$BUILD_DIR/app/jitterscope-capture" -i lo --duration 9 -w "$WORK/never2.pcapng"
expect 1 "bad flow filter" -- "$CLI" analyze "$SAMPLE" --flow "port"
expect 1 "missing file" -- "$CLI" analyze "$WORK/nope.pcapng"
for c in analyze generate jiffies simulate send capture; do expect 0 "$c --help" -- "$CLI" $c --help; done
# --flow-limit: the sample's flows past the first are counted as untracked, in the totals only.
expect 1 "negative flow limit" -- "$CLI" analyze "$SAMPLE" --flow-limit -1
expect 0 "flow limit 1" -- "$CLI" analyze "$SAMPLE" --flow-limit 1 --format json
python3 - "$WORK/out" <<'PY' || fail=1
import json, sys
d = json.load(open(sys.argv[1]))
u = d["untracked"]
assert len(d["flows"]) == 1 and u["flow_limit"] == 1, u
assert d["flows"][0]["packets"] + u["packets"] == d["packets"], (d["flows"][0]["packets"], u, d["packets"])
print("ok: --flow-limit 1 keeps one flow and counts", u["packets"], "packets untracked")
PY
head -c 150000 "$SAMPLE" >"$WORK/cut.pcapng"
expect 2 "damaged file" -- "$CLI" analyze "$WORK/cut.pcapng" --format json
python3 - "$WORK/out" <<'PY' || fail=1
import json, sys
d = json.load(open(sys.argv[1]))
e = d["error"]
assert e and e["offset"] > 0 and e["packets_before_error"] == d["packets"] > 0, e
print("ok: damaged file JSON has the error and", d["packets"], "packets")
PY
: >"$WORK/empty.pcapng"
expect 2 "empty file" -- "$CLI" analyze "$WORK/empty.pcapng"
expect 0 "analyze json" -- "$CLI" analyze "$SAMPLE" --format json --nominal-gap 12us --burst-gap 5us --order time
python3 - "$WORK/out" <<'PY' || fail=1
import json, sys
d = json.load(open(sys.argv[1]))
for k in ["packets", "first_ts_ns", "last_ts_ns", "interfaces", "interarrival", "bursts", "flows", "kernel_events",
          "error"]:
    assert k in d, k
assert d["kernel_events"] is None, "a trace without kernel-events blocks reports kernel_events: null"
for k in ["count", "min_ns", "max_ns", "mean_ns", "stddev_ns", "p50_ns", "p90_ns", "p99_ns", "p999_ns", "negative"]:
    assert k in d["interarrival"], k
assert d["jitter"]["nominal_gap_ns"] == 12000 and not d["jitter"]["nominal_estimated"]
assert d["bursts"]["threshold_ns"] == 5000 and d["order"] == "time"
kinds = {f["decoder"] for f in d["flows"]}
assert {"rtp", "probe"} <= kinds, kinds
for f in d["flows"]:
    for k in ["proto", "src", "sport", "dst", "dport", "packets", "bytes", "interarrival"]:
        assert k in f, k
    if f["decoder"] == "rtp":
        for k in ["ssrc", "packets", "lost", "max_delta_ms", "max_jitter_ms", "mean_jitter_ms"]:
            assert k in f["rtp"], k
print("ok: analyze JSON keys and options")
PY
expect 0 "analyze csv" -- "$CLI" analyze "$SAMPLE" --format csv
[ "$(wc -l <"$WORK/out")" = 4 ] && head -1 "$WORK/out" | grep -q "^scope,id,proto" && echo "ok: csv rows" || { echo "FAIL: csv shape"; fail=1; }
expect 0 "jiffies json" -- "$CLI" jiffies --hz 1000 --usecs 1001 --kernel 6.14.0 --format json
python3 - "$WORK/out" <<'PY' || fail=1
import json, sys
d = json.load(open(sys.argv[1]))
for k in ["jiffies", "window_min_us", "window_max_us", "box_first_us", "box_last_us", "default_usecs", "min_usecs", "rejected", "max_softirq_time_jiffies"]:
    assert k in d, k
assert d["jiffies"] == 2 and d["box_first_us"] == 1001 and d["box_last_us"] == 2000, d
assert d["default_usecs"] == 2000 and d["min_usecs"] == 2000 and d["rejected"] is True, d
assert d["two_jiffy_usecs"] == 2000 and d["min_bound_applies"] is True and d["no_limit"] is False, d
for k, v in d.items():  # no "yes"/"no"/"unknown" strings stand in for booleans anywhere
    assert v not in ("yes", "no", "unknown"), (k, v)
print("ok: jiffies JSON")
PY
expect 0 "jiffies table" -- "$CLI" jiffies --hz 250 --table --from 1 --to 12000 --format json
expect 0 "simulate json" -- "$CLI" simulate --hz 1000 --budget-usecs 1000 --budget 300 --rate 100000 --duration 200ms --seed 3 --format json --timeline "$WORK/tl.csv"
python3 - "$WORK/out" "$WORK/tl.csv" <<'PY' || fail=1
import json, sys
d = json.load(open(sys.argv[1]))
for k in ["time_squeeze_per_s", "squeeze_by_time_per_s", "squeeze_by_budget_per_s", "cpu_share", "delivery_gap_p99_ns"]:
    assert k in d, k
rows = open(sys.argv[2]).read().splitlines()
assert len(rows) > 1000, len(rows)
# The tracepoints the model fired, analysed as analyze analyses a recorded session's: same keys;
# with a one-jiffy limit every run that crossed a tick is a run the time limit squeezed.
k = d["kernel_events"]
for key in ["napi_polls", "polls_at_budget", "work", "work_histogram", "net_rx_runs", "net_rx_p99_ns", "runs_crossing_tick", "devices"]:
    assert key in k, key
assert k["napi_polls"] == d["napi_polls"] and k["net_rx_runs"] == d["net_rx_actions"], k
assert k["work"] == d["delivered"], (k["work"], d["delivered"])
assert d["time_limit_jiffies"] == 1 and k["runs_crossing_tick"] == d["squeeze_by_time"] + d["squeeze_by_both"] > 0, k
assert k["hz"] == 1000 and k["tick_phase_known"], k
print("ok: simulate JSON, kernel events and timeline,", len(rows) - 1, "packets")
PY
expect 0 "simulate --replay" -- "$CLI" simulate --hz 250 --replay "$SAMPLE" --replay-flow "dport 5001" --format json
python3 -c "import json,sys; d=json.load(open('$WORK/out')); assert d['packets']==3000 and d['arrivals']=='replay', d['packets']; print('ok: replayed 3000 packets of the probe flow')" || fail=1
[ $fail = 0 ] && echo PASS
exit $fail
