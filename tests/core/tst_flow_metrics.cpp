// The Prometheus figures of a capture (core/metrics): exact counts and buckets for a known
// sender, the decoders' loss / duplicate / reordering counts, the bounded series (top N flows
// with slots that change hands, "other", a bounded table of remembered flows), softnet counters
// that wrap, the exposition checked by promtool, and the HTTP endpoint with a client that never
// reads.
#include "core/decode/frame_builder.h"
#include "core/decode/payload_decode.h"
#include "core/metrics/flow_metrics.h"
#include "core/metrics/metrics_server.h"

#include <QProcess>
#include <QTest>

#include <arpa/inet.h>
#include <chrono>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace jitterscope;

namespace {

constexpr int64_t kT0 = 1700000000000000000;
constexpr int64_t kUs = 1000, kMs = 1000000;

struct Capture {
    FlowMetrics metrics;
    std::shared_ptr<const MetricsSnapshot> last;
    // Every snapshot stays alive with the Capture: a test compares one with the next.
    std::vector<std::shared_ptr<const MetricsSnapshot>> all;
    explicit Capture(FlowMetricsOptions o)
        : metrics(std::move(o))
    {
        metrics.onPublish = [this](std::shared_ptr<const MetricsSnapshot> s) {
            all.push_back(s);
            last = std::move(s);
        };
    }
    /// One IPv4/UDP probe datagram from 10.0.0.1:sport to 10.0.0.2:9000, sent at txNs
    /// (default: when captured).
    void probe(int64_t ts, uint16_t sport, uint64_t seq, int64_t txNs = INT64_MIN)
    {
        uint8_t payload[64] = {};
        encodeProbe(payload, seq, txNs == INT64_MIN ? ts : txNs);
        send(ts, sport, payload, sizeof payload, uint16_t(seq));
    }
    /// 64 zero bytes: no decoder's payload.
    void zeros(int64_t ts, uint16_t sport)
    {
        uint8_t payload[64] = {};
        send(ts, sport, payload, sizeof payload, 0);
    }
    void send(int64_t ts, uint16_t sport, const uint8_t *payload, size_t len, uint16_t ipId)
    {
        uint8_t frame[256];
        const size_t n = ethIpv4Udp(frame, { ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), sport, 9000 }, payload, len, ipId);
        metrics.addPacket(ts, frame, uint32_t(n), uint32_t(n));
    }
    const MetricsSnapshot &publish(int64_t now)
    {
        metrics.publish(now);
        return *last;
    }
};

FlowMetricsOptions options(size_t top = 20)
{
    FlowMetricsOptions o;
    o.interface = "eth0";
    o.linkType = 1;
    o.topFlows = top;
    return o;
}

const FlowSeriesMetrics *flowWithPort(const MetricsSnapshot &s, int sport)
{
    for (const FlowSeriesMetrics &f : s.flows)
        if (f.sport == std::to_string(sport))
            return &f;
    return nullptr;
}

const FlowSeriesMetrics &other(const MetricsSnapshot &s)
{
    return s.flows.back();
}

uint64_t bucketAt(const BucketCounts &h, const std::vector<int64_t> &bounds, int64_t bound)
{
    for (size_t i = 0; i < bounds.size(); ++i)
        if (bounds[i] == bound)
            return h.buckets.at(i);
    return ~uint64_t(0);
}

} // namespace

class TestFlowMetrics : public QObject {
    Q_OBJECT
private slots:
    void bucketBounds()
    {
        const auto &g = interarrivalBucketsNs();
        QCOMPARE(g.front(), 1 * kUs);
        QCOMPARE(g.back(), int64_t(10'000'000'000));
        QCOMPARE(g.size(), size_t(22));
        QVERIFY(std::is_sorted(g.begin(), g.end()));
        QCOMPARE(deviationBucketsNs().front(), int64_t(100));
        QCOMPARE(deviationBucketsNs().back(), int64_t(1'000'000'000));
        BucketCounts h;
        h.add(1 * kUs, g); // a value on a bound belongs to that bound's bucket (le)
        h.add(1 * kUs + 1, g);
        h.add(int64_t(20'000'000'000), g); // beyond the last bound: +Inf
        QCOMPARE(h.buckets[0], uint64_t(1));
        QCOMPARE(h.buckets[1], uint64_t(1));
        QCOMPARE(h.buckets.back(), uint64_t(1));
        QCOMPARE(h.count, uint64_t(3));
        QCOMPARE(h.sum, int64_t(20'000'000'000 + 2 * kUs + 1));
    }

    void knownSenderExactCounts()
    {
        Capture c(options());
        for (int i = 0; i < 100; ++i)
            c.probe(kT0 + i * kMs, 5000, uint64_t(i));
        const MetricsSnapshot &s = c.publish(kT0 + 100 * kMs);
        QCOMPARE(s.packets, uint64_t(100));
        QCOMPARE(s.flows.size(), size_t(2)); // the flow, then "other"
        const FlowSeriesMetrics &f = s.flows[0];
        QCOMPARE(f.flow, std::string("UDP 10.0.0.1:5000 > 10.0.0.2:9000"));
        QCOMPARE(f.proto, std::string("UDP"));
        QCOMPARE(f.dport, std::string("9000"));
        QCOMPARE(f.packets, uint64_t(100));
        QCOMPARE(f.interarrival.count, uint64_t(99));
        QCOMPARE(f.interarrival.sum, 99 * kMs);
        QCOMPARE(bucketAt(f.interarrival, interarrivalBucketsNs(), kMs), uint64_t(99));
        QCOMPARE(f.nominalGapNs, kMs);
        QCOMPARE(f.nominalSource, std::string("sender"));
        // Every gap is exactly nominal: all deviations in the first bucket, counted once the
        // nominal gap was known (the gaps before it waited and were replayed).
        QCOMPARE(f.deviation.count, uint64_t(99));
        QCOMPARE(f.deviation.buckets[0], uint64_t(99));
        QCOMPARE(f.deviation.sum, int64_t(0));
        // Even gaps: the derived threshold is below them, every packet is a run of its own (the
        // last run is still open).
        QVERIFY(f.burstThresholdNs > 0 && f.burstThresholdNs < kMs);
        QCOMPARE(f.burstSize.count, uint64_t(99));
        QCOMPARE(f.burstSize.buckets[0], uint64_t(99));
        QVERIFY(f.decoder.has_value());
        QCOMPARE(f.decoder->decoder, std::string("probe"));
        QCOMPARE(f.decoder->received, uint64_t(100));
        QCOMPARE(f.decoder->lost, int64_t(0));
        QCOMPARE(other(s).packets, uint64_t(0));
    }

    void burstsAgainstGivenThreshold()
    {
        FlowMetricsOptions o = options();
        o.nominalGapNs = 12 * kUs;
        o.burstGapNs = 5 * kUs;
        Capture c(o);
        // 10 bursts of 8 packets 100 ns apart, bursts 96 µs apart (a 12 µs sender in NAPI polls).
        int64_t ts = kT0;
        uint64_t seq = 0;
        for (int b = 0; b < 10; ++b) {
            for (int k = 0; k < 8; ++k)
                c.probe(ts + k * 100, 6000, seq++);
            ts += 96 * kUs;
        }
        const MetricsSnapshot &s = c.publish(ts);
        const FlowSeriesMetrics &f = s.flows[0];
        QCOMPARE(f.nominalSource, std::string("given"));
        QCOMPARE(f.nominalGapNs, 12 * kUs);
        QCOMPARE(f.burstThresholdNs, 5 * kUs);
        QCOMPARE(f.burstSize.count, uint64_t(9)); // the tenth burst is still open
        QCOMPARE(f.burstSize.sum, int64_t(72));
        QCOMPARE(bucketAt(f.burstSize, burstSizeBuckets(), 8), uint64_t(9));
        // 70 in-burst gaps deviate by 11.9 µs, 9 idle gaps by 83.3 µs.
        QCOMPARE(f.deviation.count, uint64_t(79));
        QCOMPARE(f.deviation.sum, 70 * (12 * kUs - 100) + 9 * (96 * kUs - 700 - 12 * kUs));
        QCOMPARE(bucketAt(f.deviation, deviationBucketsNs(), 20 * kUs), uint64_t(70));
        QCOMPARE(bucketAt(f.deviation, deviationBucketsNs(), 100 * kUs), uint64_t(9));
    }

    void nominalFromTheSenderClockElseTheRate()
    {
        Capture c(options());
        // A 12 µs sender delivered in NAPI bursts of 8 (arrivals 50 ns apart, 96 µs per burst).
        for (int i = 0; i < 4000; ++i)
            c.probe(kT0 + (i / 8) * 96 * kUs + (i % 8) * 50, 5000, uint64_t(i), kT0 + i * 12 * kUs - 5 * kMs);
        // The same arrivals without a sender clock.
        for (int i = 0; i < 4000; ++i)
            c.zeros(kT0 + (i / 8) * 96 * kUs + (i % 8) * 50 + 10, 5001);
        const MetricsSnapshot &s = c.publish(kT0 + kMs * 100);
        const FlowSeriesMetrics *sender = flowWithPort(s, 5000), *rate = flowWithPort(s, 5001);
        QVERIFY(sender && rate);
        QCOMPARE(sender->nominalSource, std::string("sender"));
        QCOMPARE(sender->nominalGapNs, 12 * kUs);
        QCOMPARE(rate->nominalSource, std::string("rate"));
        QVERIFY(!rate->decoder);
        QVERIFY2(std::abs(rate->nominalGapNs - 12 * kUs) <= 12 * kUs / 100, std::to_string(rate->nominalGapNs).c_str());
        // The bursts, against the derived threshold: 499 closed runs of 8.
        QCOMPARE(sender->burstSize.count, uint64_t(499));
        QCOMPARE(bucketAt(sender->burstSize, burstSizeBuckets(), 8), uint64_t(499));
    }

    void lossDuplicatesReordering()
    {
        Capture c(options());
        // 20 clean datagrams (the detector decides on them), then 4 before 3, 5 twice, 7 lost.
        std::vector<uint64_t> order;
        for (uint64_t i = 0; i < 20; ++i)
            order.push_back(100 + i);
        for (uint64_t i : { 0, 1, 2, 4, 3, 5, 5, 6, 8, 9 })
            order.push_back(120 + i);
        int64_t ts = kT0;
        for (uint64_t seq : order) {
            c.probe(ts, 7000, seq);
            ts += 5 * kMs;
        }
        const MetricsSnapshot &s = c.publish(ts);
        const FlowSeriesMetrics &f = s.flows[0];
        QVERIFY(f.decoder.has_value());
        QCOMPARE(f.decoder->received, uint64_t(30));
        QCOMPARE(f.decoder->lost, int64_t(1)); // 7
        QCOMPARE(f.decoder->duplicates, uint64_t(1)); // the second 5
        QCOMPARE(f.decoder->reordered, uint64_t(1)); // 3 after 4
    }

    void rtpBundleExportsItsBusiestStream()
    {
        // Two RTP streams on one 5-tuple, interleaved: Opus (20 ms) and a busier 90 kHz video
        // stream (3 packets every 33 ms). The exported stream is the video's, its sequence alone
        // (mixing the two would count the other's numbers as losses and reordering).
        Capture c(options());
        const auto rtp = [&](int64_t ts, uint16_t seq, uint32_t rtpTs, uint32_t ssrc, uint8_t pt) {
            uint8_t b[172] = {};
            b[0] = 0x80;
            b[1] = pt;
            b[2] = uint8_t(seq >> 8);
            b[3] = uint8_t(seq);
            for (int k = 0; k < 4; ++k) {
                b[4 + k] = uint8_t(rtpTs >> (24 - 8 * k));
                b[8 + k] = uint8_t(ssrc >> (24 - 8 * k));
            }
            c.send(ts, 7300, b, sizeof b, seq);
        };
        int audio = 0, video = 0;
        for (int64_t t = 0; t < 2000 * kMs; t += kMs) {
            if (t % (20 * kMs) == 0) {
                rtp(kT0 + t, uint16_t(900 + audio), uint32_t(960 * audio), 0xA1, 111);
                ++audio;
            }
            if (t % (33 * kMs) == 5 * kMs)
                for (int k = 0; k < 3; ++k, ++video)
                    rtp(kT0 + t + k * 100 * kUs, uint16_t(40 + video), uint32_t(2970 * (video / 3)), 0xB2, 96);
        }
        const MetricsSnapshot &s = c.publish(kT0 + 2000 * kMs);
        const FlowSeriesMetrics *f = flowWithPort(s, 7300);
        QVERIFY(f && f->decoder.has_value());
        QCOMPARE(f->decoder->decoder, std::string("rtp"));
        QCOMPARE(f->decoder->ssrc, uint32_t(0xB2));
        QCOMPARE(f->decoder->received, uint64_t(video));
        QCOMPARE(f->decoder->lost, int64_t(0));
        QCOMPARE(f->decoder->reordered, uint64_t(0));
    }

    void shortFlowDecidedWhenItGoesQuiet()
    {
        Capture c(options());
        for (int i = 0; i < 20; ++i)
            c.probe(kT0 + i * kMs, 7100, uint64_t(i)); // 20 ms: too short to decide while it runs
        QVERIFY(!c.publish(kT0 + 20 * kMs).flows[0].decoder);
        const FlowSeriesMetrics &f = c.publish(kT0 + 300 * kMs).flows[0]; // an interval without packets
        QVERIFY(f.decoder.has_value());
        QCOMPARE(f.decoder->received, uint64_t(20));
    }

    void backwardGapsAreCountedApart()
    {
        Capture c(options());
        c.probe(kT0, 5000, 0);
        c.probe(kT0 + 10 * kUs, 5000, 1);
        c.probe(kT0 + 5 * kUs, 5000, 2);
        c.probe(kT0 + 20 * kUs, 5000, 3);
        const FlowSeriesMetrics &f = c.publish(kT0 + kMs).flows[0];
        QCOMPARE(f.backwardGaps, uint64_t(1));
        QCOMPARE(f.interarrival.count, uint64_t(2));
        QCOMPARE(f.interarrival.sum, 25 * kUs);
    }

    void topFlowsOtherAndSlotsChangingHands()
    {
        FlowMetricsOptions o = options(2);
        o.idleEvictNs = 10'000 * kMs;
        Capture c(o);
        int64_t ts = kT0;
        uint64_t seq[6] = {};
        for (int i = 0; i < 5; ++i)
            for (uint16_t port = 1; port <= 5; ++port)
                c.probe(ts += kUs, port, seq[port]++);
        const MetricsSnapshot &s1 = c.publish(ts);
        QCOMPARE(s1.flows.size(), size_t(3));
        QVERIFY(flowWithPort(s1, 1) && flowWithPort(s1, 2));
        QCOMPARE(flowWithPort(s1, 1)->packets, uint64_t(5));
        QCOMPARE(other(s1).packets, uint64_t(15)); // flows 3, 4, 5
        QCOMPARE(other(s1).interarrival.count, uint64_t(12)); // their own gaps, merged
        QCOMPARE(s1.packets, uint64_t(25));
        const uint64_t other1 = other(s1).packets;

        // Flow 3 turns busy, flows 1 and 2 nearly stop: at the next publish flow 3 takes a slot.
        for (int i = 0; i < 50; ++i)
            c.probe(ts += kUs, 3, seq[3]++);
        c.probe(ts += kUs, 1, seq[1]++);
        c.probe(ts += kUs, 2, seq[2]++);
        const MetricsSnapshot &s2 = c.publish(ts);
        QVERIFY(flowWithPort(s2, 3));
        QCOMPARE(flowWithPort(s2, 3)->packets, uint64_t(0)); // its series starts with its slot
        QCOMPARE(other(s2).packets, other1 + 50); // what it sent before stays in "other"
        QCOMPARE(s2.flows.size(), size_t(3));

        for (int i = 0; i < 7; ++i)
            c.probe(ts += kUs, 3, seq[3]++);
        const MetricsSnapshot &s3 = c.publish(ts);
        QCOMPARE(flowWithPort(s3, 3)->packets, uint64_t(7));
        QCOMPARE(flowWithPort(s3, 3)->interarrival.count, uint64_t(7)); // continues from its last packet
        QVERIFY(other(s3).packets >= other(s2).packets); // counters only grow
        uint64_t sum = 0;
        for (const FlowSeriesMetrics &f : s3.flows)
            sum += f.packets;
        QVERIFY(sum <= s3.packets);
    }

    void aScanDoesNotChurnTheSlots()
    {
        Capture c(options(2));
        c.probe(kT0, 1, 0);
        c.probe(kT0 + kUs, 2, 0);
        c.publish(kT0 + kMs);
        for (int i = 0; i < 500; ++i) // one packet each: never enough to take a slot
            c.probe(kT0 + 2 * kMs + i * kUs, uint16_t(100 + i), 0);
        const MetricsSnapshot &s = c.publish(kT0 + 10 * kMs);
        QVERIFY(flowWithPort(s, 1) && flowWithPort(s, 2));
        QCOMPARE(other(s).packets, uint64_t(500));
    }

    void idleFlowsGiveTheirSlotUp()
    {
        FlowMetricsOptions o = options(1);
        o.idleEvictNs = 100 * kMs;
        Capture c(o);
        c.metrics.tick(kT0);
        c.probe(kT0, 1, 0);
        c.probe(kT0 + kUs, 2, 0);
        QCOMPARE(flowWithPort(c.publish(kT0 + kMs), 1)->packets, uint64_t(1));
        c.metrics.tick(kT0 + 200 * kMs);
        c.probe(kT0 + 200 * kMs, 2, 1);
        const MetricsSnapshot &s = c.publish(kT0 + 300 * kMs);
        QVERIFY(!flowWithPort(s, 1));
        QVERIFY(flowWithPort(s, 2));
    }

    void trackedFlowsAreBounded()
    {
        FlowMetricsOptions o = options(4);
        o.maxTrackedFlows = 100;
        Capture c(o);
        for (int i = 0; i < 10000; ++i)
            c.probe(kT0 + i * kUs, uint16_t(1 + i), 0);
        const MetricsSnapshot &s = c.publish(kT0 + kMs * 20);
        QCOMPARE(s.packets, uint64_t(10000));
        QCOMPARE(other(s).packets, uint64_t(10000 - 4));
        QVERIFY(s.flowsTracked <= 104);
        QCOMPARE(s.flows.size(), size_t(5));
    }

    void softnetDeltasWrapAndCpusComeBack()
    {
        Capture c(options());
        auto sample = [](int64_t ts, std::vector<std::pair<uint32_t, uint32_t>> cpus) {
            SoftnetSample s;
            s.tsNs = ts;
            for (const auto &[cpu, processed] : cpus) {
                SoftnetLine l;
                l.cpu = cpu;
                l.columns = 13;
                l.values[kSoftnetProcessed] = processed;
                l.values[kSoftnetTimeSqueeze] = processed / 16;
                s.lines.push_back(l);
            }
            return s;
        };
        c.metrics.addSoftnet(sample(kT0, { { 0, 0xFFFFFFF0u }, { 1, 100 } }));
        c.metrics.addSoftnet(sample(kT0 + 50 * kMs, { { 0, 0x10u }, { 1, 150 } })); // CPU 0 wraps
        c.metrics.addSoftnet(sample(kT0 + 100 * kMs, { { 0, 0x30u } })); // CPU 1 goes offline
        c.metrics.addSoftnet(sample(kT0 + 150 * kMs, { { 0, 0x40u }, { 1, 9000 } })); // back: a new baseline
        c.metrics.addSoftnet(sample(kT0 + 200 * kMs, { { 0, 0x40u }, { 1, 9010 } }));
        const MetricsSnapshot &s = c.publish(kT0 + 200 * kMs);
        QCOMPARE(s.softnet.size(), size_t(2));
        QCOMPARE(s.softnet[0].cpu, 0u);
        QCOMPARE(s.softnet[0].processed, uint64_t(0x20 + 0x20 + 0x10));
        QCOMPARE(s.softnet[1].processed, uint64_t(50 + 10));
    }

    void expositionPassesPromtool()
    {
        FlowMetricsOptions o = options(2);
        Capture c(o);
        for (int i = 0; i < 40; ++i)
            c.probe(kT0 + i * 20 * kUs, uint16_t(1 + i % 3), uint64_t(i / 3));
        SessionMetadata m;
        m.set("kernel", "6.1.0-test");
        m.set("hz", "250");
        m.set("hz_source", "config");
        m.set("netdev_budget", "300");
        m.set("netdev_budget_usecs", "8000");
        c.metrics.setSession(m);
        CaptureCounters counters;
        counters.pcapRecv = 40;
        counters.written = 40;
        c.metrics.setCounters(counters);
        const std::string text = metricsText(c.publish(kT0 + kMs));
        QVERIFY(text.find("# TYPE jitterscope_interarrival_seconds histogram") != std::string::npos);
        QVERIFY(text.find("le=\"+Inf\"") != std::string::npos);
        QVERIFY(text.find("jitterscope_kernel_hz{interface=\"eth0\"} 250") != std::string::npos);
        QVERIFY(text.find("jitterscope_netdev_budget_time_seconds{interface=\"eth0\"} 0.008") != std::string::npos);
        QVERIFY(text.find("flow=\"other\"") != std::string::npos);
        QProcess promtool;
        promtool.start("promtool", { "check", "metrics" });
        QVERIFY2(promtool.waitForStarted(10000), "promtool (Debian package prometheus) is not installed");
        promtool.write(text.data(), qint64(text.size()));
        promtool.closeWriteChannel();
        QVERIFY(promtool.waitForFinished(30000));
        QVERIFY2(promtool.exitCode() == 0,
                 (promtool.readAllStandardOutput() + promtool.readAllStandardError()).constData());
        // A broken exposition must fail the same check (the check is not a rubber stamp).
        QProcess bad;
        bad.start("promtool", { "check", "metrics" });
        QVERIFY(bad.waitForStarted(10000));
        bad.write("jitterscope_packets_total{flow=\"x\" 1\n");
        bad.closeWriteChannel();
        QVERIFY(bad.waitForFinished(30000));
        QVERIFY(bad.exitCode() != 0);
    }

    void addressesParse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::newRow("port only: loopback") << "9464" << true << "127.0.0.1" << 9464;
        QTest::newRow("host and port") << "0.0.0.0:9464" << true << "0.0.0.0" << 9464;
        QTest::newRow("ipv6") << "[::1]:9100" << true << "[::1]" << 9100;
        QTest::newRow("free port") << "0" << true << "127.0.0.1" << 0;
        QTest::newRow("port too big") << "70000" << false << "" << 0;
        QTest::newRow("bare ipv6") << "::1:9100" << false << "" << 0;
        QTest::newRow("no port") << "127.0.0.1:" << false << "" << 0;
        QTest::newRow("words") << "metrics" << false << "" << 0;
    }
    void addressesParse()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(QString, host);
        QFETCH(int, port);
        std::string gotHost, error;
        int gotPort = -1;
        QCOMPARE(parseMetricsAddress(text.toStdString(), gotHost, gotPort, &error), ok);
        if (ok) {
            QCOMPARE(QString::fromStdString(gotHost), host);
            QCOMPARE(gotPort, port);
        } else {
            QVERIFY(!error.empty());
        }
    }

    void serverAnswersWhileAClientHangs()
    {
        MetricsServer server;
        std::string error;
        QVERIFY2(server.start("127.0.0.1:0", &error), error.c_str());
        QVERIFY(server.port() > 0);
        // A client that connects and never sends its request holds one server thread.
        const int hung = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a {};
        a.sin_family = AF_INET;
        a.sin_port = htons(uint16_t(server.port()));
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::connect(hung, reinterpret_cast<sockaddr *>(&a), sizeof a), 0);
        Capture c(options());
        c.metrics.onPublish = [&server](std::shared_ptr<const MetricsSnapshot> s) { server.publish(std::move(s)); };
        const auto t0 = std::chrono::steady_clock::now();
        for (int i = 0; i < 2000; ++i) {
            c.probe(kT0 + i * kUs, 4242, uint64_t(i));
            if (i % 100 == 0)
                c.metrics.publish(kT0 + i * kUs);
        }
        c.metrics.publish(kT0 + 3 * kMs);
        // Publishing never waits for a scraper.
        QVERIFY(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(5));
        QProcess curl;
        curl.start("curl", { "-sS", "--max-time", "10", QString::fromStdString(server.url()) });
        QVERIFY(curl.waitForFinished(20000));
        const QByteArray body = curl.readAllStandardOutput();
        QVERIFY2(curl.exitCode() == 0, curl.readAllStandardError().constData());
        QVERIFY2(body.contains("jitterscope_packets_total{interface=\"eth0\",flow=\"UDP 10.0.0.1:4242 > "
                               "10.0.0.2:9000\",proto=\"UDP\",src=\"10.0.0.1\",dst=\"10.0.0.2\",sport=\"4242\","
                               "dport=\"9000\"} 2000"),
                 body.left(2000).constData());
        ::close(hung);
    }
};

QTEST_GUILESS_MAIN(TestFlowMetrics)
#include "tst_flow_metrics.moc"
