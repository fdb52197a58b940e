#!/usr/bin/env bash
# The capture helper as a service (docs/fleet.md): a ring of files (-b) whose files each open in
# capinfos and together hold every packet sent; a ring that keeps only the newest N; and a
# metrics-only capture (no file) under a scan of 5000 flows, whose series stay bounded (top N +
# "other") while a busy flow still gets a series of its own, whose totals are exact and whose
# memory stays small.
#   test_service_mode.sh BUILD_DIR SOURCE_DIR     (exit 77 = skipped: not root / no capinfos)
set -u
BUILD_DIR=${1:?}; SOURCE_DIR=${2:?}
CLI="$BUILD_DIR/app/jitterscope-cli"; HELPER="$BUILD_DIR/app/jitterscope-capture"
for t in capinfos curl python3; do command -v $t >/dev/null || { echo "SKIP: $t not installed"; exit 77; }; done
[ "$(id -u)" = 0 ] || { echo "SKIP: capturing on lo needs root"; exit 77; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/jitterscope-service.XXXXXX")
CAP=
cleanup() { [ -n "$CAP" ] && kill "$CAP" 2>/dev/null; wait 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
fail=0
packets_in() { capinfos -M -c "$1" | awk -F: '/Number of packets/{gsub(/ /, "", $2); print $2}'; }

# 1. A ring of 50 kB files, none deleted: every sent datagram is in exactly one file.
PORT=$(free_port)
mkdir "$WORK/ring"
timeout 60 "$HELPER" -i lo -s 256 -f "udp port $PORT" -w "$WORK/ring/r.pcapng" -b filesize:50 -b files:1000 \
    --duration 30s -q 2>"$WORK/ring.err" & CAP=$!
for _ in $(seq 50); do ls "$WORK"/ring/*.pcapng >/dev/null 2>&1 && break; sleep 0.1; done
sleep 0.3
timeout 20 "$CLI" send --to 127.0.0.1:$PORT --rate 2000 --size 64 --duration 2s >"$WORK/send1.txt"
SENT=$(awk '/^sent:/{print $2}' "$WORK/send1.txt")
sleep 0.5; kill -INT $CAP; wait $CAP; CAP=
files=$(ls "$WORK"/ring/r_*.pcapng | wc -l)
total=0
for f in "$WORK"/ring/r_*.pcapng; do
    n=$(packets_in "$f") || { echo "FAIL: capinfos cannot read $f"; fail=1; continue; }
    total=$((total + n))
done
echo "ring: $files files, $total packets (sent $SENT)"
[ "$files" -ge 3 ] || { echo "FAIL: expected the 2 s load to fill several 50 kB files"; fail=1; }
[ "$total" = "$SENT" ] || { echo "FAIL: the ring's files hold $total packets, $SENT were sent"; fail=1; }
ls "$WORK"/ring/ | grep -qE '^r_00001_[0-9]{14}\.pcapng$' || { echo "FAIL: dumpcap-style names"; ls "$WORK/ring"; fail=1; }
"$CLI" analyze "$(ls "$WORK"/ring/r_*.pcapng | tail -1)" --format json >"$WORK/last.json" ||
    { echo "FAIL: analyze of a ring file"; fail=1; }
python3 -c "import json,sys; d=json.load(open('$WORK/last.json')); sys.exit(0 if d.get('session') else 1)" ||
    { echo "FAIL: a ring file lacks the session metadata"; fail=1; }

# 2. Keep 2: only the newest two files remain, numbered last.
mkdir "$WORK/ring2"
timeout 60 "$HELPER" -i lo -s 256 -f "udp port $PORT" -w "$WORK/ring2/r.pcapng" -b filesize:20 -b files:2 \
    --duration 30s -q 2>"$WORK/ring2.err" & CAP=$!
for _ in $(seq 50); do ls "$WORK"/ring2/*.pcapng >/dev/null 2>&1 && break; sleep 0.1; done
sleep 0.3
timeout 20 "$CLI" send --to 127.0.0.1:$PORT --rate 2000 --size 64 --duration 1s >/dev/null
sleep 0.5; kill -INT $CAP; wait $CAP; CAP=
kept=$(ls "$WORK"/ring2/ | wc -l)
[ "$kept" = 2 ] || { echo "FAIL: files:2 kept $kept files"; ls "$WORK/ring2"; fail=1; }
echo "ring of 2: $(ls "$WORK/ring2" | tr '\n' ' ')"

# 3. Metrics only, no file, and a scan of 5000 flows: at most N + 1 flow series.
timeout 60 "$HELPER" -i lo -s 256 -f "udp and dst host 127.0.0.7" --metrics 127.0.0.1:0 --metrics-flows 5 \
    --duration 40s -q 2>"$WORK/metrics.err" & CAP=$!
for _ in $(seq 100); do grep -q "metrics at" "$WORK/metrics.err" 2>/dev/null && break; sleep 0.1; done
URL=$(sed -n 's/.*metrics at \(http[^ ]*\).*/\1/p' "$WORK/metrics.err")
[ -n "$URL" ] || { echo "FAIL: no metrics URL"; cat "$WORK/metrics.err"; exit 1; }
timeout 30 python3 - <<'PY'
import socket, time
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
for i in range(5000):  # one datagram to each of 5000 ports of 127.0.0.7, then 2000 to one port
    s.sendto(b"x" * 32, ("127.0.0.7", 20000 + i))
    if i % 500 == 0:
        time.sleep(0.01)
for i in range(2000):  # over ~1 s: it takes a slot at a publish and counts from there
    s.sendto(b"y" * 32, ("127.0.0.7", 19999))
    if i % 20 == 0:
        time.sleep(0.01)
PY
sleep 1.5
curl -sf --max-time 5 "$URL" >"$WORK/scrape.txt" || { echo "FAIL: scrape"; fail=1; }
PID=$(pgrep -P $CAP -f jitterscope-capture | head -1); PID=${PID:-$CAP}
hwm=$(awk '/VmHWM/{print $2}' /proc/$PID/status)
kill -INT $CAP; wait $CAP; CAP=
python3 - "$WORK/scrape.txt" "$hwm" <<'PY' || fail=1
import re, sys
text = open(sys.argv[1]).read()
series = [l for l in text.splitlines() if l.startswith("jitterscope_packets_total{")]
value = lambda pat: sum(float(l.rsplit(" ", 1)[1]) for l in text.splitlines() if re.match(pat, l))
total = value(r"jitterscope_interface_packets_total\{")
in_series = value(r"jitterscope_packets_total\{")
busy = value(r'jitterscope_packets_total\{.*dport="19999"')
hwm_mb = int(sys.argv[2]) / 1024
print(f"scan: {len(series)} flow series, interface {total:.0f} packets, in series {in_series:.0f}, "
      f"busy flow {busy:.0f}, helper peak RSS {hwm_mb:.1f} MB")
ok = True
def check(cond, why):
    global ok
    if not cond:
        print("FAIL:", why); ok = False
check(len(series) <= 6, "more than 5 flows + other have series")
check(total == 7000, "the interface total is not the 7000 datagrams sent")
# The first five flows held the slots until the busy flow took one: their series end, so the
# series hold the total less those packets.
check(total - 5 <= in_series <= total, "the series do not add up to the interface total")
check(busy >= 500, "the busy flow did not get a series of its own")
check(hwm_mb < 200, "the helper's peak memory is not bounded")
sys.exit(0 if ok else 1)
PY
# 4. jitterscope-cli capture --metrics hands the endpoint to the helper it starts.
MPORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
timeout 60 "$CLI" capture -i lo -s 256 -f "udp port $PORT" --metrics 127.0.0.1:$MPORT --duration 20s -q \
    -w "$WORK/cli.pcapng" --format json >"$WORK/cli.json" 2>"$WORK/cli.err" & CAP=$!
for _ in $(seq 100); do curl -sf --max-time 1 "http://127.0.0.1:$MPORT/metrics" >/dev/null && break; sleep 0.1; done
timeout 20 "$CLI" send --to 127.0.0.1:$PORT --rate 1000 --size 64 --duration 1s >"$WORK/send4.txt"
SENT4=$(awk '/^sent:/{print $2}' "$WORK/send4.txt")
sleep 1
got=$(curl -sf --max-time 5 "http://127.0.0.1:$MPORT/metrics" | awk -v p="dport=\"$PORT\"" \
    '/^jitterscope_packets_total\{/ && index($0, p) {s += $NF} END {print s + 0}')
kill -INT $CAP; wait $CAP; CAP=
[ "$got" = "$SENT4" ] && echo "cli capture --metrics: $got packets" ||
    { echo "FAIL: cli capture --metrics shows $got packets, $SENT4 sent"; cat "$WORK/cli.err"; fail=1; }

# 5. As the systemd unit runs it: an unprivileged user with only CAP_NET_RAW and CAP_NET_ADMIN
# (ambient, no new privileges) captures; the same user without them gets exit 3 and the fix.
if command -v setpriv >/dev/null; then
    CAPS=(setpriv --reuid=65534 --regid=65534 --clear-groups --no-new-privs)
    timeout 30 "${CAPS[@]}" --inh-caps=-all,+net_raw,+net_admin --ambient-caps=-all,+net_raw,+net_admin \
        --bounding-set=-all,+net_raw,+net_admin "$HELPER" -i lo -s 256 -f "udp port $PORT" --metrics 127.0.0.1:0 \
        --duration 4s 2>"$WORK/nobody.err" & CAP=$!
    for _ in $(seq 100); do grep -q "metrics at" "$WORK/nobody.err" 2>/dev/null && break; sleep 0.1; done
    # Once capturing, the helper holds no capability at all (the decoders run unprivileged).
    capeff=$(awk '/^CapEff/{print $2}' /proc/"$(pgrep -n -f "^$HELPER -i lo -s 256 -f udp port $PORT --metrics")"/status)
    [ "$capeff" = 0000000000000000 ] && echo "capabilities while capturing: none" ||
        { echo "FAIL: the capturing helper still holds capabilities ($capeff)"; fail=1; }
    timeout 20 "$CLI" send --to 127.0.0.1:$PORT --rate 1000 --size 64 --duration 1s >"$WORK/send5.txt"
    wait $CAP; rc=$?; CAP=
    SENT5=$(awk '/^sent:/{print $2}' "$WORK/send5.txt")
    grep -q "done: $SENT5 packets captured" "$WORK/nobody.err" && [ $rc = 0 ] &&
        echo "unprivileged with the two capabilities: $SENT5 packets" ||
        { echo "FAIL: unprivileged capture with ambient capabilities (exit $rc)"; cat "$WORK/nobody.err"; fail=1; }
    timeout 10 "${CAPS[@]}" --inh-caps=-all --ambient-caps=-all --bounding-set=-all "$HELPER" -i lo --metrics 0 \
        --duration 1s -q 2>"$WORK/nocaps.err"; rc=$?
    [ $rc = 3 ] && grep -q "setcap cap_net_raw,cap_net_admin=eip" "$WORK/nocaps.err" &&
        echo "without capabilities: exit 3 with the setcap line" ||
        { echo "FAIL: without capabilities: exit $rc"; cat "$WORK/nocaps.err"; fail=1; }
fi
# The unit file, configured as cmake --install does, passes systemd's own checks.
if command -v systemd-analyze >/dev/null; then
    sed "s|@CMAKE_INSTALL_FULL_BINDIR@|$(cd "$(dirname "$HELPER")" && pwd)|" \
        "$SOURCE_DIR/resources/systemd/jitterscope-capture@.service.in" >"$WORK/jitterscope-capture@lo.service"
    systemd-analyze verify --man=no "$WORK/jitterscope-capture@lo.service" ||
        { echo "FAIL: systemd-analyze verify"; fail=1; }
    systemd-analyze security --offline=yes --threshold=30 "$WORK/jitterscope-capture@lo.service" >"$WORK/security.txt" ||
        { echo "FAIL: the unit's exposure is above 3.0"; fail=1; }
    tail -1 "$WORK/security.txt"
fi

[ $fail = 0 ] && echo "PASS" || echo "FAILED"
exit $fail
