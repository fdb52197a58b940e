#!/usr/bin/env bash
# iperf3 UDP decoder against iperf3 itself: a real iperf3 test on loopback, captured by tcpdump
# and by Jitterscope's own capture helper (a third-party sender through our live pipeline),
# analysed by jitterscope-cli; the decoded flow's packet count must equal what the iperf3 client
# sent, be at least what the server read (within its unread tail), and its loss what the server
# reports (32- and 64-bit counters). Jitter is printed side by side but not
# compared: iperf3 takes its receive times in user space (µs), we take the capture timestamps.
#   test_iperf3.sh BUILD_DIR SOURCE_DIR     (exit 77 = skipped: not root / no iperf3 / tcpdump)
set -u
BUILD_DIR=${1:?}; SOURCE_DIR=${2:?}
CLI="$BUILD_DIR/app/jitterscope-cli"
for t in iperf3 tcpdump python3; do command -v $t >/dev/null || { echo "SKIP: $t not installed"; exit 77; }; done
[ "$(id -u)" = 0 ] || { echo "SKIP: capturing on lo needs root"; exit 77; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/jitterscope-iperf3.XXXXXX")
SRV=; TCPD=
cleanup() { [ -n "$TCPD" ] && kill "$TCPD" 2>/dev/null; [ -n "$SRV" ] && kill "$SRV" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
fail=0
for run in tcpdump:32 tcpdump:64 helper:32; do
    tool=${run%%:*}; variant=${run##*:}
    PORT=$((47200 + variant)); [ $tool = helper ] && PORT=47233
    extra=(); [ $variant = 64 ] && extra=(--udp-counters-64bit)
    timeout 30 iperf3 -s -1 -p $PORT --json >"$WORK/srv$variant.json" 2>&1 & SRV=$!
    if [ $tool = tcpdump ]; then
        timeout 30 tcpdump -i lo --immediate-mode -w "$WORK/cap$variant.pcap" -s 256 -U "udp port $PORT" 2>"$WORK/tcpdump.err" & TCPD=$!
        for _ in $(seq 50); do grep -q "listening on" "$WORK/tcpdump.err" 2>/dev/null && break; sleep 0.1; done
    else
        timeout 30 "$CLI" capture -i lo -f "udp port $PORT" -q --duration 6s -w "$WORK/cap$variant.pcap" >/dev/null 2>"$WORK/helper.err" & TCPD=$!
        # Capturing once the session file has its header (bounded wait).
        for _ in $(seq 50); do [ -s "$WORK/cap$variant.pcap" ] && break; sleep 0.1; done
        sleep 0.3
    fi
    # Bounded: 2 s at 10 Mbit/s of 400-byte datagrams (~6250 packets), only to 127.0.0.1.
    timeout 30 iperf3 -c 127.0.0.1 -p $PORT -u -b 10M -l 400 -t 2 "${extra[@]}" --json >"$WORK/cli$variant.json" || {
        echo "FAIL: iperf3 client ($variant-bit)"; fail=1; }
    wait $SRV; SRV=
    if [ $tool = tcpdump ]; then sleep 1; kill -INT $TCPD 2>/dev/null; fi
    wait $TCPD; TCPD=
    "$CLI" analyze "$WORK/cap$variant.pcap" --format json >"$WORK/ours$variant.json" || { echo "FAIL: analyze"; fail=1; continue; }
    python3 - "$WORK/srv$variant.json" "$WORK/ours$variant.json" $PORT $variant $tool "$WORK/cli$variant.json" <<'PY' || fail=1
import json, sys
srv = json.load(open(sys.argv[1]))["end"]["sum"]
ours = json.load(open(sys.argv[2]))
port, bits, tool = int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
sent = json.load(open(sys.argv[6]))["end"]["sum_sent"]["packets"]
flows = [f for f in ours["flows"] if f["dport"] == port and f.get("iperf3")]
if len(flows) != 1:
    print(f"FAIL {bits}-bit: expected one iperf3 flow to port {port}, got {[(f['sport'], f['dport'], f['decoder']) for f in ours['flows']]}"); sys.exit(1)
ip = flows[0]["iperf3"]
bad = []
# The capture sees every datagram the client sent (loopback loses none before the tap). The server
# counts those it read before the test ended: on a loaded machine the last few can still be in its
# socket then (seen: the server read 6245 of the 6247 captured), never more than were sent.
if ip["packets"] != sent: bad.append(f"packets: the client sent {sent}, ours {ip['packets']}")
if not srv["packets"] <= ip["packets"] <= srv["packets"] + max(3, srv["packets"] // 200):
    bad.append(f"packets: iperf3 server {srv['packets']} ours {ip['packets']}")
# Loss is counted from sequence gaps by both; a tail the server did not read is no gap.
if ip["lost"] != srv["lost_packets"]: bad.append(f"lost: iperf3 {srv['lost_packets']} ours {ip['lost']}")
if ip["seq64"] != (bits == 64): bad.append(f"seq64 {ip['seq64']} for {bits}-bit counters")
print(f"{tool}, {bits}-bit counters: client sent {sent}, iperf3 server {srv['packets']} packets, {srv['lost_packets']} lost, jitter {srv['jitter_ms']:.4f} ms "
      f"(user space); ours {ip['packets']} packets, {ip['lost']} lost, jitter {ip['jitter_ms']:.4f} ms (capture timestamps)")
if bad:
    print("FAIL: " + "; ".join(bad)); sys.exit(1)
PY
done
[ $fail = 0 ] && echo PASS
exit $fail
