#!/bin/bash
# Stage decomposition on real traffic: probes from one network namespace to another over a veth
# pair the test creates (nothing in the host's namespace), captured by jitterscope-capture in the
# receiving namespace, three runs:
#   plain   — the baseline;
#   shaped  — `tc tbf` on the sender's veth (netem is absent from this kernel): bursts of 8
#             probes exceed the bucket and queue, so the network stage (PDV p99) must grow by
#             far more than the delivery stage (kernel → application) does;
#   loaded  — the capture helper pinned to one CPU at nice 19 beside busy loops pinned there:
#             the delivery stage (p99) must grow, the network stage must not carry it.
# Timing on a 2-core machine shared with other jobs is noisy: each check compares p99s with a
# wide margin (×3 growth), the delivery stage's "does not carry it" is its p50 and its p99's
# growth against the network's, and both checks are statistical: the best of three tries counts,
# each against the least disturbed baseline measured so far. Sender and capture share the host's clock, so the network
# stage's offset is a one-way delay here.
# Usage: test_stages_veth.sh BUILD_DIR SOURCE_DIR. Exit 77 = skipped (not root, no ip netns / tc /
# jq, binaries missing). Bounded: every run has a duration, every wait a limit; torn down by trap.
set -u
BUILD=${1:?build dir}
SRC=${2:?source dir}

skip() { echo "SKIP: $*"; exit 77; }
fail() { echo "FAIL: $*"; FAILED=1; }
FAILED=0

CAP=$(find "$BUILD" -name jitterscope-capture -type f -perm -u+x 2>/dev/null | head -n 1)
CLI=$(find "$BUILD" -name jitterscope-cli -type f -perm -u+x 2>/dev/null | head -n 1)
[ -n "$CAP" ] || skip "jitterscope-capture is not built in $BUILD"
[ -n "$CLI" ] || skip "jitterscope-cli is not built in $BUILD"
[ "$(id -u)" = 0 ] || skip "not root: creating network namespaces needs CAP_SYS_ADMIN"
for t in ip tc jq taskset nice; do command -v "$t" >/dev/null || skip "$t not installed"; done
[ "$(nproc)" -ge 2 ] || skip "needs two CPUs (sender and receiver apart)"

NS=jsst$$
NSA=${NS}s NSB=${NS}r
T=$(mktemp -d)
PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null; done
    ip netns del "$NSA" 2>/dev/null
    ip netns del "$NSB" 2>/dev/null
    [ -n "${JS_KEEP:-}" ] && echo "kept $T" || rm -rf "$T"
}
trap cleanup EXIT
ip netns add "$NSA" || skip "ip netns add failed"
ip netns add "$NSB" || skip "ip netns add failed"
ip link add "${NS}a" netns "$NSA" type veth peer name "${NS}b" netns "$NSB" || skip "no veth support"
ip -n "$NSA" addr add 10.213.7.1/30 dev "${NS}a"
ip -n "$NSB" addr add 10.213.7.2/30 dev "${NS}b"
for n in "$NSA" "$NSB"; do ip -n "$n" link set lo up; done
ip -n "$NSA" link set "${NS}a" up
ip -n "$NSB" link set "${NS}b" up
PORT=$((40000 + $$ % 20000))
SEND_CPU=0 RECV_CPU=1

wait_started() {
    local f=$1 pid=$2 i
    for i in $(seq 1 100); do
        [ -s "$f" ] && return 0
        kill -0 "$pid" 2>/dev/null || return 1
        sleep 0.1
    done
    return 1
}
wait_bounded() {
    local pid=$1 secs=$2 i
    for i in $(seq 1 $((secs * 10))); do
        kill -0 "$pid" 2>/dev/null || { wait "$pid"; return $?; }
        sleep 0.1
    done
    kill -9 "$pid" 2>/dev/null
    wait "$pid"
    return 124
}

# run NAME BURST [nice]: captures 2 s of probes (2000/s, 1000 B, BURST back-to-back) into $T/NAME.json.
run() {
    local name=$1 burst=$2 niceness=${3:-0}
    ip netns exec "$NSB" taskset -c $RECV_CPU nice -n "$niceness" "$CAP" -i "${NS}b" -f "udp and dst port $PORT" \
        --duration 20s -w "$T/$name.pcapng" 2>"$T/$name.err" &
    local cpid=$!
    PIDS+=("$cpid")
    wait_started "$T/$name.pcapng" "$cpid" || { cat "$T/$name.err"; fail "$name: capture did not start"; return 1; }
    ip netns exec "$NSA" taskset -c $SEND_CPU "$CLI" send --to "10.213.7.2:$PORT" --rate 2000 --size 1000 \
        --burst "$burst" --duration 2s >"$T/$name.send" || fail "$name: send failed"
    sleep 0.3
    kill -INT "$cpid"
    wait_bounded "$cpid" 10 || { cat "$T/$name.err"; fail "$name: capture exited $?"; }
    "$CLI" analyze "$T/$name.pcapng" --format json >"$T/$name.json" || fail "$name: analyze exit $?"
    if [ "$(jq '[.flows[] | select(.decoder == "probe")] | length' "$T/$name.json")" != 1 ]; then
        fail "$name: no probe flow in the capture"
        "$CLI" analyze "$T/$name.pcapng" | head -30
        cat "$T/$name.send" "$T/$name.err"
        return 1
    fi
}
# stat NAME STAGE KEY: the probe flow's stages.STAGE.KEY.
stat() {
    jq -r --arg s "$2" --arg k "$3" '[.flows[] | select(.decoder == "probe")][0].stages[$s][$k]' "$T/$1.json"
}
show() {
    echo "$1: network p50 $(stat "$1" network_delay p50_ns) p99 $(stat "$1" network_delay p99_ns) ns" \
        "(offset $(stat "$1" network_delay offset_ns) ns), delivery p50 $(stat "$1" delivery_delay p50_ns)" \
        "p99 $(stat "$1" delivery_delay p99_ns) ns;" \
        "$(jq -r '[.flows[] | select(.decoder == "probe")][0].stages.verdict.text // "no verdict"' "$T/$1.json")"
}
# gt A B FACTOR: A > B × FACTOR (integers).
gt() { [ "$1" -gt $(($2 * $3)) ]; }

# min A B: the smaller integer.
min() { [ "$1" -lt "$2" ] && echo "$1" || echo "$2"; }

# ---- plain: the baseline ----------------------------------------------------------------------
run plain 8 || exit 1
show plain
for s in network_delay delivery_delay send_gap; do
    [ "$(stat plain $s count)" != null ] && [ "$(stat plain $s count)" -gt 1000 ] || fail "plain: $s missing or short"
done
NP=$(stat plain network_delay p99_ns) DP=$(stat plain delivery_delay p99_ns)
DP50=$(stat plain delivery_delay p50_ns)
OFF=$(stat plain network_delay offset_ns)
# One host's clock: the minimum one-way delay is positive and below 10 ms.
[ "$OFF" -gt 0 ] && [ "$OFF" -lt 10000000 ] || fail "plain: network offset $OFF ns is not a plausible one-host delay"

# ---- shaped: tbf on the sender's egress queues the bursts -------------------------------------
# 20 Mbit/s with a 4 kB bucket: a burst of 8 × ~1 kB frames leaves half of it queued (~1.7 ms).
# The delivery stage's p99 is the helper's scheduling, noisy on a shared machine: the check on it
# is that its typical value (p50) stays put and its p99 grows less than the network's. A baseline
# that a neighbour's load disturbed (a network p99 of 4 ms instead of ~50 µs was seen in CI) would
# spoil every try against it, so each try after the first measures the baseline again and the
# least disturbed baseline so far counts; best of three.
shaped_ok=0
for attempt in 1 2 3; do
    if [ "$attempt" -gt 1 ]; then
        run "plain$attempt" 8 || exit 1
        show "plain$attempt"
        NP=$(min "$NP" "$(stat "plain$attempt" network_delay p99_ns)")
        DP=$(min "$DP" "$(stat "plain$attempt" delivery_delay p99_ns)")
        DP50=$(min "$DP50" "$(stat "plain$attempt" delivery_delay p50_ns)")
    fi
    ip netns exec "$NSA" tc qdisc add dev "${NS}a" root tbf rate 20mbit burst 4kb latency 50ms ||
        skip "tc tbf is not available"
    run "shaped$attempt" 8 || exit 1
    ip netns exec "$NSA" tc qdisc del dev "${NS}a" root
    show "shaped$attempt"
    NS99=$(stat "shaped$attempt" network_delay p99_ns) DS99=$(stat "shaped$attempt" delivery_delay p99_ns)
    DS50=$(stat "shaped$attempt" delivery_delay p50_ns)
    if gt "$NS99" "$NP" 3 && [ "$NS99" -gt 500000 ] && [ "$DS50" -lt $((DP50 * 3 + 50000)) ] &&
        [ $((DS99 - DP)) -lt $((NS99 - NP)) ]; then
        shaped_ok=1
        break
    fi
done
[ $shaped_ok = 1 ] || fail "shaped: network p99 $NS99 ns (plain $NP) did not grow past 3x and 500 us, or the delivery" \
    "stage carried the delay (p50 $DS50 ns, plain $DP50; p99 $DS99 ns, plain $DP)"

# ---- loaded: busy loops on the receiving CPU, the helper at nice 19 -------------------------
# A smooth sender (no bursts) against its own unloaded baseline, so that the verdict has one
# stage to name; as above, each try after the first measures the baseline again and the least
# disturbed one counts. Each busy loop is one process (taskset execs bash) that ends itself after
# 15 s.
loaded_ok=0
for attempt in 1 2 3; do
    run "smooth$attempt" 1 || exit 1
    show "smooth$attempt"
    SP=$(stat "smooth$attempt" delivery_delay p99_ns)
    if [ "$attempt" = 1 ]; then DP=$SP; else DP=$(min "$DP" "$SP"); fi
    BUSY=()
    for i in 1 2 3; do
        taskset -c $RECV_CPU bash -c 'while [ $SECONDS -lt 15 ]; do :; done' &
        BUSY+=($!)
        PIDS+=($!)
    done
    run "loaded$attempt" 1 19
    for p in "${BUSY[@]}"; do kill -9 "$p" 2>/dev/null; wait "$p" 2>/dev/null; done
    show "loaded$attempt"
    NL=$(stat "loaded$attempt" network_delay p99_ns) DL=$(stat "loaded$attempt" delivery_delay p99_ns)
    # The verdict must not name the network. It ranks the stages' per-gap terms by p99 − p50: a
    # helper starved in turns of tens of ms reads the probes in batches of 100 and more, so the
    # delivery term is large in under 1 % of the gaps and the sender's pacing (noisy on this VM)
    # can rank first although the delivery delay grew 200× (CI, 2026-12-06: 53–72 % "sender" in
    # three tries, delivery p99 180 ms against 0.9 ms). A weakness of the verdict, noted in
    # docs/cli.md ("Verdict"); the delivery delay's growth is what this run checks.
    V=$(jq -r '[.flows[] | select(.decoder == "probe")][0].stages.verdict.stage' "$T/loaded$attempt.json")
    if gt "$DL" "$DP" 3 && [ "$DL" -gt "$NL" ] && [ "$V" != network ]; then
        TV=$(jq -r '[.flows[] | select(.decoder == "probe")][0].stages.verdict.tail.stage // "the same stage"' \
            "$T/loaded$attempt.json")
        [ "$V" = delivery ] || echo "note: loaded$attempt: the verdict names '$V', not the delivery stage (the" \
            "tail verdict, p99.9: $TV)"
        loaded_ok=1
        break
    fi
done
[ $loaded_ok = 1 ] || fail "loaded: in 3 tries the delivery p99 did not grow past 3 × $DP ns and above the network" \
    "p99 with a verdict not naming the network (last try: verdict $V)"

# The session file with stage data still opens in the Wireshark tools.
if command -v capinfos >/dev/null && command -v tshark >/dev/null; then
    capinfos -c "$T/plain.pcapng" >/dev/null || fail "capinfos cannot read the session file"
    [ "$(tshark -r "$T/plain.pcapng" 2>/dev/null | wc -l)" -gt 1000 ] || fail "tshark reads too few packets"
fi
[ $FAILED = 0 ] && echo "PASS"
exit $FAILED
