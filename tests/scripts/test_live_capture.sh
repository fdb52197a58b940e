#!/bin/bash
# Live capture on lo: jitterscope-capture records what `jitterscope-cli send` sends to 127.0.0.1;
# counts are checked against the sender, capinfos and tshark; a capture killed with SIGKILL must
# still open; the permission error is checked as an unprivileged user; softnet samples are
# checked against /proc read independently.
# Usage: test_live_capture.sh BUILD_DIR SOURCE_DIR. Exit 77 = skipped (not root / no capability /
# binaries or tools missing). Traffic goes to 127.0.0.1 only; every wait is bounded.
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
"$CLI" send --help >/dev/null 2>&1 || skip "jitterscope-cli has no 'send' command"
command -v capinfos >/dev/null || skip "capinfos (wireshark-common) not installed"
command -v tshark >/dev/null || skip "tshark not installed"
if [ "$(id -u)" != 0 ]; then
    getcap "$CAP" 2>/dev/null | grep -q cap_net_raw || skip "not root and $CAP has no cap_net_raw"
fi

T=$(mktemp -d)
PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null; done
    rm -rf "$T"
}
trap cleanup EXIT
PORT=$((40000 + $$ % 20000))
FILTER="udp and dst port $PORT"

# Waits (at most 10 s) until the helper has written its session header, i.e. the filter is active.
wait_started() {
    local f=$1 pid=$2 i
    for i in $(seq 1 100); do
        [ -s "$f" ] && return 0
        kill -0 "$pid" 2>/dev/null || return 1
        sleep 0.1
    done
    return 1
}
# Waits at most $2 seconds for pid $1; kills it if it is still running.
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
field() { grep "^$1: " "$2" | head -n 1 | sed "s/^$1: //"; }

# ---- 1. clean capture, counts against the sender ---------------------------------------------
"$CAP" -i lo -f "$FILTER" --softnet-hz 50 --duration 30s -w "$T/a.pcapng" 2>"$T/a.err" &
CPID=$!; PIDS+=("$CPID")
wait_started "$T/a.pcapng" "$CPID" || { cat "$T/a.err"; skip "capture did not start on lo"; }
"$CLI" send --to "127.0.0.1:$PORT" --rate 2000 --size 200 --duration 1s >"$T/send.out" || fail "send failed"
SENT=$(field sent "$T/send.out")
sleep 0.5
kill -INT "$CPID"
wait_bounded "$CPID" 10; RC=$?
[ "$RC" = 0 ] || { fail "capture exited $RC"; cat "$T/a.err"; }
echo "sender: $(tr '\n' ' ' < "$T/send.out")"
[ "${SENT:-0}" -gt 0 ] || fail "nothing sent"
CAPINFOS=$(capinfos -c -M "$T/a.pcapng" | sed -n 's/^Number of packets: *//p')
TSHARK=$(tshark -r "$T/a.pcapng" -Y "udp.dstport == $PORT" 2>/dev/null | wc -l)
echo "sent $SENT, capinfos $CAPINFOS, tshark $TSHARK"
[ "$CAPINFOS" = "$SENT" ] || fail "capinfos counts $CAPINFOS packets, the sender sent $SENT"
[ "$TSHARK" = "$SENT" ] || fail "tshark shows $TSHARK probe packets, the sender sent $SENT"
"$CLI" analyze "$T/a.pcapng" --format json >"$T/a.json" || fail "analyze exit $?"
grep -q "\"packets\": $SENT," "$T/a.json" || fail "analyze does not report $SENT packets"
"$CAP" --read-session "$T/a.pcapng" >"$T/a.session" || fail "--read-session exit $?"
[ "$(field packets "$T/a.session")" = "$SENT" ] || fail "session pass counts other packets"
[ "$(field counters.queue_drops "$T/a.session")" = 0 ] || fail "helper queue drops"
[ "$(field session.interface "$T/a.session")" = lo ] || fail "interface metadata"
[ "$(field session.kernel "$T/a.session")" = "$(uname -r)" ] || fail "kernel release metadata"
[ "$(field session.filter "$T/a.session")" = "$FILTER" ] || fail "filter metadata"
[ "$(field session.netdev_budget "$T/a.session")" = "$(cat /proc/sys/net/core/netdev_budget)" ] || fail "netdev_budget"
SAMPLES=$(field softnet.samples "$T/a.session")
# 50 Hz over >= 1.5 s: at least 40 samples (generous for loaded CI machines).
[ "${SAMPLES:-0}" -ge 40 ] || fail "only ${SAMPLES:-0} softnet samples"
# Independent: one softnet line per online CPU, as /proc and getconf say.
LINES=$(field softnet.lines_first "$T/a.session")
[ "$LINES" = "$(wc -l < /proc/net/softnet_stat)" ] || fail "softnet lines $LINES vs /proc"
[ "$LINES" = "$(getconf _NPROCESSORS_ONLN)" ] || fail "softnet lines $LINES vs online CPUs"
grep '^softnet\.\|^counters\.' "$T/a.session"

# ---- 2. kill -9 mid-capture: the file opens up to the last flush ------------------------------
"$CAP" -i lo -f "$FILTER" --duration 30s -w "$T/k.pcapng" 2>"$T/k.err" &
KPID=$!; PIDS+=("$KPID")
wait_started "$T/k.pcapng" "$KPID" || fail "second capture did not start"
"$CLI" send --to "127.0.0.1:$PORT" --rate 2000 --size 300 --duration 2s >"$T/send2.out" &
SPID=$!; PIDS+=("$SPID")
sleep 1.2
kill -9 "$KPID"
wait "$KPID" 2>/dev/null
wait_bounded "$SPID" 10 || fail "second sender"
"$CLI" analyze "$T/k.pcapng" --format json >"$T/k.json" 2>"$T/k.json.err"; RC=$?
KPKTS=$(sed -n 's/^  "packets": \([0-9]*\),/\1/p' "$T/k.json" | head -n 1)
echo "after kill -9: analyze exit $RC, packets ${KPKTS:-none}, file $(stat -c %s "$T/k.pcapng") bytes"
[ "$RC" = 0 ] || [ "$RC" = 2 ] || fail "analyze of the killed capture exited $RC"
[ "${KPKTS:-0}" -gt 0 ] || fail "no packets in the killed capture"
"$CAP" --read-session "$T/k.pcapng" >"$T/k.session"; RC=$?
[ "$RC" = 0 ] || [ "$RC" = 2 ] || fail "--read-session of the killed capture exited $RC"
[ "$(field softnet.samples "$T/k.session")" -gt 0 ] || fail "no softnet samples in the killed capture"

# ---- 3. permission error as an unprivileged user ---------------------------------------------
if command -v setpriv >/dev/null && [ "$(id -u)" = 0 ]; then
    P=$(mktemp -d); chmod 755 "$P"
    cp "$CAP" "$P/jitterscope-capture"; chmod 755 "$P/jitterscope-capture"
    setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all \
        "$P/jitterscope-capture" -i lo --duration 1s -w "$P/x.pcapng" >"$T/perm.out" 2>"$T/perm.err"
    RC=$?
    cat "$T/perm.err"
    [ "$RC" = 3 ] || fail "unprivileged capture exited $RC, expected 3"
    grep -qF "sudo setcap cap_net_raw,cap_net_admin=eip $P/jitterscope-capture" "$T/perm.err" \
        || fail "the permission message does not give the setcap command with the real path"
    rm -rf "$P"
else
    echo "note: permission check skipped (needs root and setpriv)"
fi

[ "$FAILED" = 0 ] && echo PASS
exit "$FAILED"
