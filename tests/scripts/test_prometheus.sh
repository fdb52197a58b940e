#!/usr/bin/env bash
# The Prometheus export end to end (docs/fleet.md): a real Prometheus server (Debian's package)
# scrapes `jitterscope-capture --metrics` every second while `jitterscope-cli send` and iperf3
# send known counts on loopback and two clients hang on the endpoint (one never finishes its
# request, one never reads the answer). Prometheus's HTTP API must then show: the target up; the
# probe flow's and the iperf3 flow's packets equal to the sent counts; their inter-arrival
# histogram counts equal to packets - 1 (+Inf bucket too); the decoders' received counts; one
# softnet series per CPU of /proc/net/softnet_stat; and no capture drop of any kind. The shipped
# alert rules (resources/prometheus) load and evaluate without error, and every metric the rules
# and the Grafana dashboard use is one the helper exports.
#   test_prometheus.sh BUILD_DIR SOURCE_DIR     (exit 77 = skipped: not root / no prometheus)
set -u
BUILD_DIR=${1:?}; SOURCE_DIR=$(cd "${2:?}" && pwd)
CLI="$BUILD_DIR/app/jitterscope-cli"; HELPER="$BUILD_DIR/app/jitterscope-capture"
for t in prometheus iperf3 curl python3; do command -v $t >/dev/null || { echo "SKIP: $t not installed"; exit 77; }; done
[ "$(id -u)" = 0 ] || { echo "SKIP: capturing on lo needs root"; exit 77; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/jitterscope-prom.XXXXXX")
CAP=; PROM=; SRV=; HANG=
cleanup() {
    for p in $HANG $SRV $PROM $CAP; do kill "$p" 2>/dev/null; done
    wait 2>/dev/null
    [ -n "${KEEP_WORK:-}" ] && echo "kept $WORK" || rm -rf "$WORK"
}
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
PROBE_PORT=$(free_port); IPERF_PORT=$(free_port); PROM_PORT=$(free_port)

# The capture: bounded by --duration; the metrics port is picked by the helper and printed.
timeout 150 "$HELPER" -i lo -f "udp and (port $PROBE_PORT or port $IPERF_PORT)" --metrics 127.0.0.1:0 \
    --duration 120s -q 2>"$WORK/helper.err" & CAP=$!
for _ in $(seq 100); do grep -q "metrics at" "$WORK/helper.err" 2>/dev/null && break; sleep 0.1; done
URL=$(sed -n 's/.*metrics at \(http[^ ]*\).*/\1/p' "$WORK/helper.err")
[ -n "$URL" ] || { echo "FAIL: the helper printed no metrics URL"; cat "$WORK/helper.err"; exit 1; }
TARGET=${URL#http://}; TARGET=${TARGET%/metrics}
echo "helper serves $URL"

cat >"$WORK/prometheus.yml" <<EOF
global:
  scrape_interval: 1s
  scrape_timeout: 900ms
  evaluation_interval: 1s
rule_files:
  - $SOURCE_DIR/resources/prometheus/jitterscope-alerts.yml
scrape_configs:
  - job_name: jitterscope
    static_configs:
      - targets: ['$TARGET']
EOF
timeout 150 prometheus --config.file="$WORK/prometheus.yml" --storage.tsdb.path="$WORK/tsdb" \
    --web.listen-address=127.0.0.1:$PROM_PORT >"$WORK/prom.log" 2>&1 & PROM=$!
for _ in $(seq 150); do curl -sf "http://127.0.0.1:$PROM_PORT/-/ready" >/dev/null && break; sleep 0.2; done
curl -sf "http://127.0.0.1:$PROM_PORT/-/ready" >/dev/null || { echo "FAIL: prometheus not ready"; tail -20 "$WORK/prom.log"; exit 1; }

# Two clients that hang on the endpoint for the whole load (bounded by timeout).
timeout 90 python3 - "$TARGET" <<'PY' & HANG="$!"
import socket, sys, time
host, port = sys.argv[1].rsplit(":", 1)
half = socket.create_connection((host, int(port)))
half.sendall(b"GET /metrics HTTP/1.1\r\nHost: x\r\n")  # never finishes the request
slow = socket.socket()
slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 256)
slow.connect((host, int(port)))
slow.sendall(b"GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n")  # never reads the answer
time.sleep(80)
PY

# Known loads, only to 127.0.0.1: 2 s of probes at 5 k/s, then 3000 iperf3 datagrams.
timeout 30 "$CLI" send --to 127.0.0.1:$PROBE_PORT --rate 5000 --size 64 --duration 2s >"$WORK/send.txt" 2>&1 ||
    { echo "FAIL: send"; cat "$WORK/send.txt"; exit 1; }
SENT=$(awk '/^sent:/{print $2}' "$WORK/send.txt")
timeout 30 iperf3 -s -1 -p $IPERF_PORT >/dev/null 2>&1 & SRV=$!
sleep 0.3
timeout 30 iperf3 -c 127.0.0.1 -p $IPERF_PORT -u -b 5M -l 200 -k 3000 --json >"$WORK/iperf.json" ||
    { echo "FAIL: iperf3 client"; exit 1; }
wait $SRV; SRV=
IPERF_SENT=$(python3 -c "import json; print(json.load(open('$WORK/iperf.json'))['end']['sum']['packets'])")
echo "sent: probe $SENT, iperf3 $IPERF_SENT datagrams"

query() { # query EXPR -> the single value, or "none"
    curl -sf "http://127.0.0.1:$PROM_PORT/api/v1/query" --data-urlencode "query=$1" | python3 -c '
import json, sys
r = json.load(sys.stdin)["data"]["result"]
print(r[0]["value"][1] if len(r) == 1 else ("none" if not r else "many:%d" % len(r)))'
}
# Scrapes are 1 s apart and the helper publishes every 250 ms: wait until the probe total settles.
# Stops early once the figures match, or once they stopped moving (then the checks say why).
prev=
for _ in $(seq 30); do
    sleep 1
    now="$(query "sum(jitterscope_packets_total{dport=\"$PROBE_PORT\"})") $(query "sum(jitterscope_sequence_received_total{decoder=\"iperf3\"})")"
    [ "$now" = "$SENT $IPERF_SENT" ] && break
    [ "$now" = "$prev" ] && [ "${now#none}" = "$now" ] && break
    prev=$now
done
fail=0
check() { # check NAME EXPR EXPECTED
    local got; got=$(query "$2")
    if [ "$got" = "$3" ]; then echo "ok: $1 = $got"; else echo "FAIL: $1: $2 = $got, expected $3"; fail=1; fi
}
check "target up" 'up{job="jitterscope"}' 1
[ $fail = 0 ] || curl -s "http://127.0.0.1:$PROM_PORT/api/v1/targets" | python3 -c 'import json,sys; print([t["lastError"] for t in json.load(sys.stdin)["data"]["activeTargets"]])' 
check "probe packets" "sum(jitterscope_packets_total{dport=\"$PROBE_PORT\"})" "$SENT"
check "probe gaps" "sum(jitterscope_interarrival_seconds_count{dport=\"$PROBE_PORT\"})" $((SENT - 1))
check "probe +Inf bucket" "sum(jitterscope_interarrival_seconds_bucket{dport=\"$PROBE_PORT\",le=\"+Inf\"})" $((SENT - 1))
check "probe decoded" "sum(jitterscope_sequence_received_total{dport=\"$PROBE_PORT\",decoder=\"probe\"})" "$SENT"
check "probe lost" "sum(jitterscope_sequence_lost_packets{dport=\"$PROBE_PORT\"})" 0
check "probe deviations" "sum(jitterscope_gap_deviation_seconds_count{dport=\"$PROBE_PORT\"})" $((SENT - 1))
check "iperf3 decoded" "sum(jitterscope_sequence_received_total{dport=\"$IPERF_PORT\",decoder=\"iperf3\"})" "$IPERF_SENT"
# The client's data datagrams plus its 4-byte connect datagram; the server's reply is its own flow.
check "iperf3 packets" "sum(jitterscope_packets_total{dport=\"$IPERF_PORT\"})" $((IPERF_SENT + 1))
check "iperf3 gaps" "sum(jitterscope_interarrival_seconds_count{dport=\"$IPERF_PORT\"})" "$IPERF_SENT"
check "all packets in series" 'sum(jitterscope_packets_total)' "$(query 'sum(jitterscope_interface_packets_total)')"
CPUS=$(grep -c . /proc/net/softnet_stat)
check "softnet series per CPU" 'count(jitterscope_softnet_processed_total)' "$CPUS"
check "time_squeeze series per CPU" 'count(jitterscope_softnet_time_squeeze_total)' "$CPUS"
check "kernel drops" 'jitterscope_capture_kernel_drops_total' 0
check "helper drops" 'jitterscope_capture_helper_drops_total' 0
check "session info" 'count(jitterscope_session_info{hz!=""})' 1
# The shipped rules: loaded, and every one evaluated without error.
curl -sf "http://127.0.0.1:$PROM_PORT/api/v1/rules" | python3 -c '
import json, sys
rules = [r for g in json.load(sys.stdin)["data"]["groups"] for r in g["rules"]]
bad = [(r["name"], r.get("lastError")) for r in rules if r.get("health") != "ok"]
print("alert rules: %d loaded, %d not ok %s" % (len(rules), len(bad), bad))
sys.exit(1 if bad or len(rules) < 7 else 0)' || fail=1
# Every metric name in the rules and the dashboard exists (RTP jitter needs an RTP flow: none here).
curl -sf "http://127.0.0.1:$PROM_PORT/api/v1/label/__name__/values" >"$WORK/names.json"
python3 - "$WORK/names.json" "$SOURCE_DIR/resources/prometheus/jitterscope-alerts.yml" \
    "$SOURCE_DIR/resources/grafana/jitterscope-dashboard.json" <<'PY' || fail=1
import json, re, sys
names = set(json.load(open(sys.argv[1]))["data"])
used = set()
for path in sys.argv[2:]:
    used |= set(re.findall(r"\b(jitterscope_[a-z0-9_]+)", open(path).read()))
def base(n):
    for suffix in ("_bucket", "_count", "_sum"):
        if n.endswith(suffix) and n[: -len(suffix)] + "_bucket" in names:
            return n
    return n
missing = sorted(n for n in used if base(n) not in names and n != "jitterscope_rtp_jitter_seconds")
print("rules and dashboard use %d metrics; missing: %s" % (len(used), missing or "none"))
sys.exit(1 if missing else 0)
PY
# The endpoint stayed usable while the two clients hung.
curl -sf --max-time 5 "$URL" | grep -q '^jitterscope_interface_packets_total' || { echo "FAIL: direct scrape"; fail=1; }
kill $HANG 2>/dev/null; HANG=
kill -INT $CAP; wait $CAP; rc=$?; CAP=
[ $rc = 0 ] || { echo "FAIL: helper exit $rc"; cat "$WORK/helper.err"; fail=1; }
grep "done:" "$WORK/helper.err"
[ $fail = 0 ] && echo "PASS" || echo "FAILED"
exit $fail
