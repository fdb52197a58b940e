#!/bin/bash
# Kernel events (jitterscope-capture --kernel-events) on the loopback of a network namespace of
# its own, with tracefs mounted only inside a mount namespace of its own (unshare -m -n):
#  1. probes sent to 127.0.0.1 (no listener: each datagram also brings an ICMP port-unreachable
#     back through lo) — napi polls are recorded for the backlog NAPI "(no_device)" that lo
#     delivers through, and the packets captured <= the work of those polls <= the packets the
#     kernel's softnet_stat counted as processed over the capture; NET_RX runs are recorded; the
#     session still opens in capinfos and tshark with the same packet count; read with an
#     independent decoder of the documented block layout, a poll ends shortly after every packet
#     (the events are on the packets' clock);
#  1b. jitterscope-cli capture --kernel-events: the live report's kernel_events equals the saved
#     session's;
#  2. without tracefs (an empty tmpfs over both tracefs directories, inside the namespace) the
#     helper says "tracefs is not mounted", records that in the session, and captures anyway;
#  2b. over a veth pair (the sender in a network namespace of its own, entered by pid): with GRO
#     on (and TSO off on the sender's side), veth polls a NAPI instance of its own, and the analysis names the capture interface as
#     the capture device, whose work is the datagrams captured (within the few ARP/ND frames the
#     pair exchanges); with GRO off, veth delivers through the backlog, and the capture device is
#     "(no_device)" marked as the backlog;
#  3. as an unprivileged user whose helper copy has cap_net_raw,cap_net_admin (and, to read
#     tracefs, cap_dac_read_search) but no cap_perfmon: the diagnostic says tracefs is root-only /
#     names CAP_PERFMON with the setcap line, and the packets are captured.
# Usage: test_kernel_events.sh BUILD_DIR SOURCE_DIR. Exit 77 = skipped (not root, no unshare,
# tracefs or the tracepoints unavailable, tools missing), with the reason. Never mounts anything
# on the host and never writes a sysctl; every wait is bounded.
set -u
BUILD=${1:?build dir}
SRC=${2:?source dir}

skip() { echo "SKIP: $*"; exit 77; }
FAILED=0
fail() { echo "FAIL: $*"; FAILED=1; }

CAP="$BUILD/app/jitterscope-capture"
CLI="$BUILD/app/jitterscope-cli"
[ -x "$CAP" ] || skip "jitterscope-capture is not built in $BUILD"
[ -x "$CLI" ] || skip "jitterscope-cli is not built in $BUILD"
[ "$(id -u)" = 0 ] || skip "needs root (unshare -m -n and a tracefs mount inside the namespace)"
command -v unshare >/dev/null || skip "unshare (util-linux) not installed"
command -v ip >/dev/null || skip "ip (iproute2) not installed"
command -v capinfos >/dev/null || skip "capinfos (wireshark-common) not installed"
command -v tshark >/dev/null || skip "tshark not installed"
command -v python3 >/dev/null || skip "python3 not installed"

T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
chmod 755 "$T"

# The namespace part: runs under unshare -m -n (a private mount namespace and a fresh network
# namespace whose only traffic is ours). $1 = tracefs | none | unprivileged.
cat >"$T/inner.sh" <<'EOS'
set -u
MODE=$1 CAP=$2 CLI=$3 OUT=$4 ERR=$5
ip link set lo up || exit 90
case $MODE in
tracefs | cli)
    mount -t tracefs nodev /sys/kernel/tracing 2>"$ERR.mount" || { echo "cannot mount tracefs in the namespace: $(cat "$ERR.mount")"; exit 77; }
    [ -r /sys/kernel/tracing/events/napi/napi_poll/format ] || { echo "this kernel has no napi:napi_poll tracepoint"; exit 77; }
    [ -r /sys/kernel/tracing/events/irq/softirq_entry/format ] || { echo "this kernel has no irq:softirq_entry tracepoint"; exit 77; }
    ;;
none)
    # Hide any tracefs the host may have mounted, inside this namespace only.
    mount -t tmpfs none /sys/kernel/tracing 2>/dev/null
    [ -d /sys/kernel/debug ] && mount -t tmpfs none /sys/kernel/debug 2>/dev/null
    ;;
unprivileged)
    # No mount options: tracefs is one superblock, and options given here would change the
    # host's tracefs permissions too.
    mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null || { echo "cannot mount tracefs in the namespace"; exit 77; }
    ;;
esac
PORT=41234
if [ "$MODE" = cli ]; then # the CLI passes --kernel-events to the helper and reports live
    "$CLI" capture -i lo -w "$OUT" --duration 2s --kernel-events --format json -q >"$OUT.json" 2>"$ERR" &
elif [ "$MODE" = unprivileged ]; then
    setpriv --reuid=nobody --regid=nogroup --clear-groups --inh-caps=-all \
        "$CAP" -i lo -w "$OUT" --duration 2s --kernel-events -q 2>"$ERR" &
else
    "$CAP" -i lo -w "$OUT" --duration 2500ms --kernel-events -q 2>"$ERR" &
fi
PID=$!
for i in $(seq 1 100); do [ -s "$OUT" ] && break; kill -0 $PID 2>/dev/null || break; sleep 0.1; done
sleep 0.3
"$CLI" send --to 127.0.0.1:$PORT --rate 10000 --duration 600ms --size 200 >"$OUT.send" 2>&1
for i in $(seq 1 100); do kill -0 $PID 2>/dev/null || break; sleep 0.1; done
kill -9 $PID 2>/dev/null
wait $PID
EOS

field() { grep "^$1: " "$2" | head -n 1 | sed "s/^$1: //"; }

# ---- 1. with tracefs ----------------------------------------------------------------------------
S1="$T/kev.pcapng"
unshare -m -n bash "$T/inner.sh" tracefs "$CAP" "$CLI" "$S1" "$T/kev.err" >"$T/inner1.out" 2>&1
rc=$?
[ $rc = 77 ] && skip "$(cat "$T/inner1.out")"
[ $rc = 0 ] || fail "capture with tracefs exited $rc: $(cat "$T/inner1.out" "$T/kev.err")"
grep -q "kernel events: recording napi:napi_poll" "$T/kev.err" || fail "no 'recording' line: $(cat "$T/kev.err")"
grep -q "^sent: 6000$" "$S1.send" || fail "the sender did not send 6000: $(cat "$S1.send")"
"$CAP" --read-session "$S1" >"$T/read1" || fail "--read-session failed"
[ "$(field session.kernel_events "$T/read1")" = recorded ] || fail "session.kernel_events: $(field session.kernel_events "$T/read1")"
[ "$(field skipped_records "$T/read1")" = 0 ] || fail "skipped records in the session"
[ "$(field kernel_events.napi_polls "$T/read1")" -gt 0 ] 2>/dev/null || fail "--read-session shows no napi polls"
"$CLI" analyze "$S1" --format json >"$T/kev.json" || fail "analyze failed"
capinfos -c -M "$S1" >"$T/capinfos" 2>&1 || fail "capinfos cannot read the session: $(cat "$T/capinfos")"
CAPINFOS=$(sed -n 's/^Number of packets:[[:space:]]*//p' "$T/capinfos" | tr -d ' ')
TSHARK_UDP=$(tshark -r "$S1" -Y "udp && !icmp" 2>"$T/tshark.err" | wc -l)
[ -s "$T/tshark.err" ] && grep -qi "error\|isn't\|malformed" "$T/tshark.err" && fail "tshark: $(cat "$T/tshark.err")"
python3 - "$T/kev.json" "$CAPINFOS" "$TSHARK_UDP" <<'PY' || FAILED=1
import json, sys
d = json.load(open(sys.argv[1]))
capinfos, udp = int(sys.argv[2]), int(sys.argv[3])
k = d["kernel_events"]
ok = True
def check(cond, what):
    global ok
    if not cond:
        print("FAIL:", what); ok = False
check(k is not None, "kernel_events is null")
if k is None:
    sys.exit(1)
packets = d["packets"]
devs = {x["name"]: x for x in k["devices"]}
check(capinfos == packets, "capinfos counts %d packets, the analysis %d" % (capinfos, packets))
check(udp == 6000, "tshark sees %d UDP datagrams, 6000 were sent" % udp)
check("(no_device)" in devs, "no napi polls of the backlog (no_device): %s" % list(devs))
cd = k["capture_device"]
check(cd is not None and cd["name"] == "(no_device)" and cd["via_backlog"] and cd["interface"] == "lo",
      "lo's capture device is not the backlog: %s" % cd)
backlog = devs.get("(no_device)", {"work": 0, "polls": 0})
processed = sum(c["processed"] for c in d["softnet"]["per_cpu"])
print("packets %d (UDP %d), backlog polls %d, work %d, softnet processed %d, all polls %d, lost %d"
      % (packets, udp, backlog["polls"], backlog["work"], processed, k["napi_polls"], k["lost_events"]))
# Every packet lo received went through the backlog NAPI of some CPU; the polls' work can only
# exceed the packets by what else used the backlog on this machine meanwhile (other namespaces),
# and the kernel counted all of those as processed too.
if k["lost_events"] == 0:
    check(backlog["work"] >= packets, "backlog work %d < packets captured %d" % (backlog["work"], packets))
check(backlog["work"] <= processed, "backlog work %d > softnet processed %d" % (backlog["work"], processed))
check(sum(k["work_histogram"]) == k["napi_polls"], "work histogram does not sum to the polls")
check(k["net_rx_runs"] > 0, "no NET_RX runs")
check(0 < k["net_rx_p50_ns"] <= k["net_rx_p99_ns"] <= k["net_rx_max_ns"], "NET_RX durations not ordered")
check(k["hz"] is not None and k["tick_ns"] == (10**9 + k["hz"] // 2) // k["hz"], "tick_ns")
check(k["tick_phase_known"], "tick phase unknown although the helper recorded the clock offset")
check(k["runs_crossing_tick"] <= k["net_rx_runs"], "more runs crossing a tick than runs")
check(k["malformed_blocks"] == 0, "malformed kernel-events blocks")
print("ok: kernel events recorded" if ok else "kernel events checks failed")
sys.exit(0 if ok else 1)
PY
"$CLI" analyze "$S1" | grep -q "^Kernel  " || fail "the text report has no Kernel section"
# The same clock as the packets, read with a decoder of the documented layout (docs/capture.md,
# block 0x13) independent of ours: on lo a packet is stamped inside the backlog poll that handles
# it, and napi_poll fires when that poll returns, so a poll must end shortly after every packet.
python3 - "$S1" <<'PY' || FAILED=1
import bisect, struct, sys
data = open(sys.argv[1], "rb").read()
pos, packets, polls, work = 0, [], [], 0
while pos + 12 <= len(data):
    btype, n = struct.unpack_from("<II", data, pos)
    body = data[pos + 8:pos + n - 4]
    if btype == 6:
        hi, lo = struct.unpack_from("<II", body, 4)
        packets.append((hi << 32) | lo)  # if_tsresol 9: ns
    elif btype == 0xBAD and struct.unpack_from("<I", body)[0] == 32473:
        subtype, version, length = struct.unpack_from("<HHI", body, 4)
        if subtype == 0x13 and version == 1:
            b = body[12:12 + length]
            ndev, npoll, nrx, _, lost = struct.unpack_from("<IIIIQ", b)
            p = 24
            for _ in range(ndev):
                p += 2 + struct.unpack_from("<H", b, p)[0]
            p += -(p - 24) % 4
            for _ in range(npoll):
                ts, cpu, dev, _, w, budget = struct.unpack_from("<qIHHii", b, p)
                polls.append(ts)
                work += w
                p += 24
            assert p + 16 * nrx == len(b), "kernel-events block length does not match its counts"
    pos += n
polls.sort()
after = sorted(polls[i] - t for t in packets if (i := bisect.bisect_left(polls, t)) < len(polls))
ok = len(after) == len(packets) and after[0] >= 0 and after[len(after) // 2] < 1_000_000 and after[-1] < 50_000_000
print("%s: poll end after each packet: min %d, p50 %d, max %d ns (%d packets, %d polls, work %d)"
      % ("ok" if ok else "FAIL", after[0], after[len(after) // 2], after[-1], len(packets), len(polls), work))
sys.exit(0 if ok else 1)
PY

# ---- 1b. through jitterscope-cli capture: the live report equals the saved session's ------------
S4="$T/cli.pcapng"
unshare -m -n bash "$T/inner.sh" cli "$CAP" "$CLI" "$S4" "$T/cli.err" >"$T/inner4.out" 2>&1
rc=$?
[ $rc = 0 ] || fail "jitterscope-cli capture --kernel-events exited $rc: $(cat "$T/inner4.out" "$T/cli.err")"
"$CLI" analyze "$S4" --format json >"$T/cli-reopened.json" || fail "analyze of the CLI's session failed"
python3 - "$S4.json" "$T/cli-reopened.json" <<'PY' || FAILED=1
import json, sys
live, saved = (json.load(open(p))["kernel_events"] for p in sys.argv[1:3])
ok = live is not None and live == saved and live["napi_polls"] > 0
print("%s: jitterscope-cli capture --kernel-events: live %s napi polls, saved %s" %
      ("ok" if ok else "FAIL", live and live["napi_polls"], saved and saved["napi_polls"]))
sys.exit(0 if ok else 1)
PY

# ---- 2. without tracefs -------------------------------------------------------------------------
S2="$T/notrace.pcapng"
unshare -m -n bash "$T/inner.sh" none "$CAP" "$CLI" "$S2" "$T/notrace.err" >"$T/inner2.out" 2>&1
rc=$?
[ $rc = 0 ] || fail "capture without tracefs exited $rc: $(cat "$T/inner2.out" "$T/notrace.err")"
grep -q "kernel events not recorded: tracefs is not mounted" "$T/notrace.err" ||
    fail "no tracefs diagnostic: $(cat "$T/notrace.err")"
grep -q "mount -t tracefs nodev /sys/kernel/tracing" "$T/notrace.err" || fail "the diagnostic does not say how to mount it"
grep -q "Capturing packets anyway" "$T/notrace.err" || fail "no 'capturing anyway'"
"$CAP" --read-session "$S2" >"$T/read2" || fail "--read-session (no tracefs) failed"
case "$(field session.kernel_events "$T/read2")" in
"unavailable: tracefs is not mounted"*) ;;
*) fail "session.kernel_events without tracefs: $(field session.kernel_events "$T/read2")" ;;
esac
P2=$(field packets "$T/read2")
[ "${P2:-0}" -ge 6000 ] || fail "without tracefs only ${P2:-0} packets were captured"
"$CLI" analyze "$S2" --format json | python3 -c 'import json,sys; d=json.load(sys.stdin); sys.exit(d["kernel_events"] is not None)' ||
    fail "kernel_events is not null without kernel events"
echo "ok: without tracefs: diagnostic, $P2 packets captured"

# ---- 2b. veth, GRO on (a NAPI of its own) and off (the backlog) -----------------------------------
cat >"$T/veth.sh" <<'EOS'
set -u
GRO=$1 CAP=$2 CLI=$3 OUT=$4 ERR=$5
mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null || { echo "cannot mount tracefs in the namespace"; exit 77; }
[ -r /sys/kernel/tracing/events/napi/napi_poll/format ] || { echo "no napi:napi_poll tracepoint"; exit 77; }
ip link set lo up
unshare -n sleep 15 & # the sender's network namespace, entered through its pid
PEER=$!
trap 'kill $PEER 2>/dev/null' EXIT
sleep 0.2
ip link add jsvb type veth peer name jsva netns $PEER 2>/dev/null || { echo "no veth support"; exit 77; }
ip addr add 10.213.9.2/24 dev jsvb && ip link set jsvb up || exit 90
nsenter -t $PEER -n sh -c 'ip link set lo up && ip addr add 10.213.9.1/24 dev jsva && ip link set jsva up' || exit 91
ethtool -K jsvb gro "$GRO" >/dev/null 2>&1 || { echo "ethtool -K jsvb gro $GRO failed"; exit 77; }
# veth hands a frame to the peer's NAPI only when GRO could merge it: a sender without TSO (a
# UDP socket's datagrams are not merged without UDP_GRO, so every datagram is still one frame).
if [ "$GRO" = on ]; then
    nsenter -t $PEER -n ethtool -K jsva tso off >/dev/null 2>&1 || { echo "ethtool -K jsva tso off failed"; exit 77; }
fi
"$CAP" -i jsvb -f "udp and dst port 41235" -w "$OUT" --duration 2500ms --kernel-events -q 2>"$ERR" &
PID=$!
for i in $(seq 1 100); do [ -s "$OUT" ] && break; kill -0 $PID 2>/dev/null || break; sleep 0.1; done
sleep 0.3
nsenter -t $PEER -n "$CLI" send --to 10.213.9.2:41235 --rate 10000 --duration 600ms --size 200 >"$OUT.send" 2>&1
for i in $(seq 1 100); do kill -0 $PID 2>/dev/null || break; sleep 0.1; done
kill -9 $PID 2>/dev/null
wait $PID
EOS
veth_run() { # $1 on|off
    local out="$T/veth-$1.pcapng" rc
    if ! command -v ethtool >/dev/null || ! command -v nsenter >/dev/null; then
        echo "skipped part 2b: ethtool or nsenter missing"
        return
    fi
    unshare -m -n bash "$T/veth.sh" "$1" "$CAP" "$CLI" "$out" "$T/veth-$1.err" >"$T/veth-$1.out" 2>&1
    rc=$?
    if [ $rc = 77 ]; then
        echo "skipped part 2b (gro $1): $(cat "$T/veth-$1.out")"
        return
    fi
    [ $rc = 0 ] || { fail "veth (gro $1) capture exited $rc: $(cat "$T/veth-$1.out" "$T/veth-$1.err")"; return; }
    grep -q "^sent: 6000$" "$out.send" || fail "veth (gro $1): the sender did not send 6000: $(cat "$out.send")"
    "$CLI" analyze "$out" --format json >"$out.json" || fail "veth (gro $1): analyze failed"
    "$CLI" analyze "$out" >"$out.txt" || fail "veth (gro $1): analyze (text) failed"
    python3 - "$out.json" "$1" <<'PY' || FAILED=1
import json, sys
d = json.load(open(sys.argv[1]))
gro = sys.argv[2] == "on"
k = d["kernel_events"]
if k is None:
    print("FAIL: veth: kernel_events is null"); sys.exit(1)
c = k["capture_device"]
packets = d["packets"]
ok = packets == 6000 and c is not None and c["interface"] == "jsvb"
if gro:
    # veth's own NAPI: exactly this interface's frames — the datagrams plus ARP/ND, never fewer.
    ok = ok and c["name"] == "jsvb" and not c["via_backlog"]
    if k["lost_events"] == 0:
        ok = ok and packets <= c["work"] <= packets + 40
else:
    ok = ok and c["name"] == "(no_device)" and c["via_backlog"] and "jsvb" not in [x["name"] for x in k["devices"]]
    if k["lost_events"] == 0:
        ok = ok and c["work"] >= packets
ok = ok and sum(c["work_histogram"]) == c["polls"]
print("%s: veth gro %s: %d packets captured, capture device %s (backlog %s): %d polls, work %d; devices %s"
      % ("ok" if ok else "FAIL", sys.argv[2], packets, c and c["name"], c and c["via_backlog"],
         c and c["polls"], c and c["work"], [x["name"] for x in k["devices"]]))
sys.exit(0 if ok else 1)
PY
    grep -q "<- capture interface" "$out.txt" || fail "veth (gro $1): the text report does not mark the capture device"
}
veth_run on
veth_run off

# ---- 3. unprivileged, without CAP_PERFMON --------------------------------------------------------
# a) cap_net_raw,cap_net_admin only: tracefs (root-only by default) cannot be read;
# b) plus cap_dac_read_search (reads tracefs): perf_event_open is refused without CAP_PERFMON.
# Both say what is missing and how to grant it, and capture the packets.
unprivileged_run() { # $1 name, $2 caps, $3 expected text, $4 second expected text
    local exe="$T/$1/jitterscope-capture" out="$T/$1/s.pcapng" err="$T/$1/s.err" rc p
    mkdir -m 777 "$T/$1"
    cp "$CAP" "$exe"
    chmod 755 "$exe"
    if ! setcap "$2=eip" "$exe" 2>/dev/null; then
        echo "skipped part 3 ($1): setcap failed (file system without xattrs?)"
        return
    fi
    unshare -m -n bash "$T/inner.sh" unprivileged "$exe" "$CLI" "$out" "$err" >"$T/$1/inner.out" 2>&1
    rc=$?
    if [ $rc = 77 ]; then
        echo "skipped part 3 ($1): $(cat "$T/$1/inner.out")"
        return
    fi
    [ $rc = 0 ] || fail "unprivileged ($1) capture exited $rc: $(cat "$T/$1/inner.out" "$err")"
    grep -qF "$3" "$err" || fail "($1) the diagnostic lacks '$3': $(cat "$err")"
    grep -qF "$4" "$err" || fail "($1) the diagnostic lacks '$4': $(cat "$err")"
    grep -q "Capturing packets anyway" "$err" || fail "($1) no 'capturing anyway'"
    p=$(field packets <("$CAP" --read-session "$out"))
    [ "${p:-0}" -ge 6000 ] || fail "unprivileged ($1): only ${p:-0} packets captured"
    echo "ok: unprivileged ($1): diagnostic, ${p:-0} packets captured"
}
if command -v setcap >/dev/null && command -v setpriv >/dev/null && id nobody >/dev/null 2>&1 &&
    getent group nogroup >/dev/null; then
    unprivileged_run noread cap_net_raw,cap_net_admin "(Permission denied): tracefs is readable by root only" \
        "mount -o remount,gid=GROUP,mode=0750 /sys/kernel/tracing"
    unprivileged_run noperf cap_net_raw,cap_net_admin,cap_dac_read_search "need CAP_PERFMON" \
        "setcap cap_net_raw,cap_net_admin,cap_perfmon=eip $T/noperf/jitterscope-capture"
else
    echo "skipped part 3: setcap, setpriv or the nobody user/nogroup group missing"
fi

[ $FAILED = 0 ] && echo "PASS" || echo "FAILED"
exit $FAILED
