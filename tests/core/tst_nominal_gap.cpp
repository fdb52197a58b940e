// The nominal gap against traces whose sender spacing is known: paced senders delivered in NAPI
// bursts of varying size, RTP delivered in pairs, a probe flow with pauses, iperf3 sending in
// bursts of its own — each from the sender's clock and (payload without a clock) from the mean
// rate, within 1 %. Also the whole-trace figure over several flows, a file not in time order
// (backward steps, per interface, no negative gap in a burst, decoders in timestamp order under
// --order time), per-flow decoder choices and the demotion of a decoder whose evidence fails.
#include "core/analysis/analyze_stream.h"
#include "core/base/bytes.h"
#include "core/decode/frame_builder.h"
#include "core/decode/payload_decode.h"
#include "core/trace/trace_writer.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <functional>
#include <vector>

using namespace jitterscope;

namespace {

constexpr int64_t kT0 = 1700000000000000000;
constexpr int64_t kUs = 1000, kMs = 1000000;

/// One datagram: capture time, flow (source port), payload; written in vector order.
struct Dgram {
    int64_t tsNs;
    uint16_t sport;
    QByteArray payload;
    uint32_t iface = 0;
};

enum class Payload { Zeros, Probe, Iperf3 };

QByteArray payloadFor(Payload kind, uint64_t seq, int64_t txNs)
{
    QByteArray b(64, 0);
    auto *p = reinterpret_cast<uint8_t *>(b.data());
    if (kind == Payload::Probe) {
        encodeProbe(p, seq, txNs);
    } else if (kind == Payload::Iperf3) {
        storeBe32(p, uint32_t(txNs / 1000000000));
        storeBe32(p + 4, uint32_t(txNs % 1000000000 / 1000));
        storeBe32(p + 8, uint32_t(seq));
    }
    return b;
}

QByteArray rtpPacket(uint16_t seq, uint32_t ts, uint8_t payloadType = 0)
{
    QByteArray b(172, char(0x7f));
    auto *p = reinterpret_cast<uint8_t *>(b.data());
    p[0] = 0x80;
    p[1] = payloadType; // 0: PCMU
    storeBe16(p + 2, seq);
    storeBe32(p + 4, ts);
    storeBe32(p + 8, 0x5eed);
    return b;
}

/// xorshift64* for burst sizes.
struct Rng {
    uint64_t s = 88172645463325252ull;
    uint64_t next()
    {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 0x2545F4914F6CDD1Dull;
    }
};

/// Send times: n packets every gap, with a pause of pauseNs after every `train` packets.
std::vector<int64_t> sendTimes(int n, int64_t gap, int train = 0, int64_t pauseNs = 0)
{
    std::vector<int64_t> t;
    int64_t at = kT0;
    for (int i = 0; i < n; ++i) {
        if (train && i && i % train == 0)
            at += pauseNs;
        t.push_back(at);
        at += gap;
    }
    return t;
}

/// NAPI-like delivery: packets leave in bursts of 1..maxBurst (random), each burst at the send
/// time of its last packet plus a small delay, 50 ns apart. A burst never waits across a sender
/// pause (the interrupt of its first packet starts a poll within microseconds).
std::vector<int64_t> napiDelivery(const std::vector<int64_t> &send, int maxBurst, Rng &rng)
{
    std::vector<int64_t> d(send.size());
    size_t i = 0;
    while (i < send.size()) {
        size_t burst = std::min(send.size() - i, size_t(1 + rng.next() % uint64_t(maxBurst)));
        for (size_t k = 1; k < burst; ++k)
            if (send[i + k] - send[i + k - 1] > kMs)
                burst = k;
        const int64_t at = send[i + burst - 1] + 3 * kUs;
        for (size_t k = 0; k < burst; ++k)
            d[i + k] = at + int64_t(k) * 50;
        i += burst;
    }
    return d;
}

std::vector<Dgram> flow(const std::vector<int64_t> &send, const std::vector<int64_t> &arrive, Payload kind,
                        uint16_t sport = 40000)
{
    std::vector<Dgram> v;
    for (size_t i = 0; i < send.size(); ++i)
        v.push_back(Dgram { arrive[i], sport, payloadFor(kind, uint64_t(i + 1), send[i]) });
    return v;
}

class Traces {
public:
    QString write(const char *name, const std::vector<Dgram> &dgrams, int interfaces = 1)
    {
        QString path = m_dir.filePath(QString::fromLatin1(name));
        PcapngWriter w;
        std::string err;
        if (!w.output().open(path.toStdString(), &err))
            qFatal("cannot write %s: %s", qPrintable(path), err.c_str());
        w.writeSectionHeader();
        for (int i = 0; i < interfaces; ++i) {
            InterfaceOptions io;
            io.name = "eth" + std::to_string(i);
            w.addInterface(io);
        }
        uint8_t frame[2048];
        for (const Dgram &d : dgrams) {
            const size_t n =
                ethIpv4Udp(frame, Udp4Flow { ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), d.sport, 5000 },
                           reinterpret_cast<const uint8_t *>(d.payload.constData()), size_t(d.payload.size()), 0);
            w.writePacket(d.iface, d.tsNs, frame, uint32_t(n), uint32_t(n));
        }
        w.flush();
        w.output().close();
        return path;
    }
    std::shared_ptr<const AnalysisSnapshot> analyze(const char *name, const std::vector<Dgram> &d,
                                                    const AnalysisOptions &o = {}, int interfaces = 1)
    {
        std::string err;
        auto s = analyzeFile(write(name, d, interfaces).toStdString(), o, &err);
        if (!s)
            qFatal("analyzeFile: %s", err.c_str());
        return s;
    }

private:
    QTemporaryDir m_dir;
};

const FlowSummary &flowByPort(const AnalysisSnapshot &s, uint16_t sport)
{
    for (const FlowSummary &f : s.flows)
        if (f.sport == sport)
            return f;
    qFatal("no flow with source port %u", unsigned(sport));
}

} // namespace

Q_DECLARE_METATYPE(NominalSource)

class TestNominalGap : public QObject {
    Q_OBJECT
private slots:
    void knownSpacing_data();
    void knownSpacing();
    void rtpInPairs();
    void rtpDynamicTypeKeepsTheDetectedClock();
    void givenWins();
    void wholeTraceOverSeveralFlows();
    void fileNotInTimeOrder();
    void decoderChoices();
    void demotedWhenEvidenceFails();

private:
    Traces m_traces;
};

void TestNominalGap::knownSpacing_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<int>("payload");
    QTest::addColumn<int>("packets");
    QTest::addColumn<qint64>("gapNs");
    QTest::addColumn<int>("maxBurst"); // 1 = delivered as sent
    QTest::addColumn<int>("train");
    QTest::addColumn<qint64>("pauseNs");
    QTest::addColumn<NominalSource>("source");
    QTest::addColumn<int>("tolerancePercent");
    for (auto [kind, source, label] : { std::tuple { Payload::Probe, NominalSource::Sender, "probe" },
                                        std::tuple { Payload::Zeros, NominalSource::Rate, "zeros" } }) {
        const QByteArray l(label);
        QTest::newRow(l + ", 12 us in NAPI bursts of 1..64")
            << l + "-napi" << int(kind) << 60000 << qint64(12 * kUs) << 64 << 0 << qint64(0) << source << 1;
        QTest::newRow(l + ", 50 us in bursts of 1..8")
            << l + "-50us" << int(kind) << 20000 << qint64(50 * kUs) << 8 << 0 << qint64(0) << source << 1;
        QTest::newRow(l + ", 12 us with 196 ms pauses") << l + "-pauses" << int(kind) << 30000 << qint64(12 * kUs) << 16
                                                        << 3000 << qint64(196 * kMs) << source << 1;
        QTest::newRow(l + ", 12 us in 10 trains over 2 s (the sample's shape)")
            << l + "-trains" << int(kind) << 3000 << qint64(12 * kUs) << 10 << 300 << qint64(196 * kMs)
            << source
            // Without a sender clock each pause also takes the time the first burst after it
            // waited to fill (≈ 4.5 × 12 µs of 300 × 12 µs): the rate reads 1.5 % short.
            << (kind == Payload::Zeros ? 2 : 1);
        QTest::newRow(l + ", 1 ms evenly")
            << l + "-1ms" << int(kind) << 2000 << qint64(kMs) << 1 << 0 << qint64(0) << source << 1;
    }
}

void TestNominalGap::knownSpacing()
{
    QFETCH(QByteArray, name);
    QFETCH(int, payload);
    QFETCH(int, packets);
    QFETCH(qint64, gapNs);
    QFETCH(int, maxBurst);
    QFETCH(int, train);
    QFETCH(qint64, pauseNs);
    QFETCH(NominalSource, source);
    QFETCH(int, tolerancePercent);
    Rng rng;
    const auto send = sendTimes(packets, gapNs, train, pauseNs);
    const auto arrive = maxBurst > 1 ? napiDelivery(send, maxBurst, rng) : send;
    const auto s = m_traces.analyze(name.constData(), flow(send, arrive, Payload(payload)));
    QCOMPARE(s->flows.size(), size_t(1));
    const JitterStats &j = s->flows[0].jitter;
    QVERIFY2(j.source == source, qPrintable(QStringLiteral("source %1, decoder %2, matched %3 of %4")
                                                .arg(int(j.source))
                                                .arg(int(s->flows[0].decoder))
                                                .arg(s->flows[0].decoderMatched)
                                                .arg(s->flows[0].decoderDatagrams)));
    QVERIFY2(std::llabs(j.nominalGapNs - gapNs) * 100 <= gapNs * tolerancePercent,
             qPrintable(QString::number(j.nominalGapNs)));
    if (source == NominalSource::Sender)
        QCOMPARE(j.nominalGapNs, int64_t(gapNs)); // the sender's clock is exact here
    // One flow: the trace speaks with its nominal gap.
    QCOMPARE(s->jitter.nominalGapNs, j.nominalGapNs);
    QCOMPARE(s->jitter.nominalFlow, s->flows[0].id);
    QCOMPARE(s->jitter.maxAbsDevNs, j.maxAbsDevNs);
}

void TestNominalGap::rtpInPairs()
{
    // PCMU every 20 ms, delivered two at a time: the median arrival gap is ~50 ns.
    std::vector<Dgram> d;
    for (int i = 0; i < 500; ++i) {
        const int64_t sent = kT0 + int64_t(i) * 20 * kMs;
        const int64_t arrive = kT0 + int64_t(i | 1) * 20 * kMs + int64_t(i & 1) * 50 + kMs;
        d.push_back(Dgram { arrive, 16384, rtpPacket(uint16_t(1000 + i), uint32_t(160 * i)) });
        (void)sent;
    }
    const auto s = m_traces.analyze("rtp-pairs.pcapng", d);
    const FlowSummary &f = s->flows.at(0);
    QCOMPARE(f.decoder, PayloadKind::Rtp);
    QCOMPARE(f.jitter.source, NominalSource::Sender);
    QCOMPARE(f.jitter.nominalGapNs, 20 * kMs);
    QVERIFY(f.interarrival.p50Ns < 100);
    QCOMPARE(f.jitter.maxAbsDevNs, 20 * kMs - 50); // every gap is 50 ns or 40 ms − 50 ns
}

void TestNominalGap::rtpDynamicTypeKeepsTheDetectedClock()
{
    // Opus (dynamic type 111, 48 kHz) every 20 ms; the first 200 datagrams arrive as sent, the
    // other 800 every 24 ms (a queue building up). The detector learns the clock from the first
    // ones: 48 kHz, a nominal gap of 20 ms. Over the whole flow the ticks against the arrival time
    // read 41.4 kHz, which would snap to 44.1 kHz (21.8 ms): the flow must keep what the detector
    // learned when it decided, after the detector itself is gone.
    std::vector<Dgram> d;
    int64_t arrive = kT0;
    for (int i = 0; i < 1000; ++i) {
        d.push_back(Dgram { arrive, 16384, rtpPacket(uint16_t(7 + i), uint32_t(960 * i), 111) });
        arrive += (i < 200 ? 20 : 24) * kMs;
    }
    const auto s = m_traces.analyze("rtp-opus-queue.pcapng", d);
    const FlowSummary &f = s->flows.at(0);
    QCOMPARE(f.decoder, PayloadKind::Rtp);
    QCOMPARE(f.jitter.source, NominalSource::Sender);
    QCOMPARE(f.jitter.nominalGapNs, 20 * kMs);
}

void TestNominalGap::givenWins()
{
    const auto send = sendTimes(2000, 12 * kUs);
    AnalysisOptions o;
    o.nominalGapNs = 10 * kUs;
    const auto s = m_traces.analyze("given.pcapng", flow(send, send, Payload::Probe), o);
    QCOMPARE(s->flows[0].jitter.source, NominalSource::Given);
    QCOMPARE(s->flows[0].jitter.nominalGapNs, 10 * kUs);
    QCOMPARE(s->flows[0].jitter.maxAbsDevNs, 2 * kUs);
    QCOMPARE(s->jitter.source, NominalSource::Given);
}

void TestNominalGap::wholeTraceOverSeveralFlows()
{
    // 12 µs and 1 ms flows interleaved: the merged gaps of the file mean nothing; each flow keeps
    // its own nominal gap and the trace merges their deviations.
    auto a = flow(sendTimes(4000, 12 * kUs), sendTimes(4000, 12 * kUs), Payload::Zeros, 1000);
    auto b = flow(sendTimes(48, kMs), sendTimes(48, kMs), Payload::Zeros, 2000);
    std::vector<Dgram> mixed = a;
    mixed.insert(mixed.end(), b.begin(), b.end());
    std::stable_sort(mixed.begin(), mixed.end(), [](const Dgram &x, const Dgram &y) { return x.tsNs < y.tsNs; });
    auto s = m_traces.analyze("dominant.pcapng", mixed);
    QCOMPARE(flowByPort(*s, 1000).jitter.nominalGapNs, 12 * kUs);
    QCOMPARE(flowByPort(*s, 2000).jitter.nominalGapNs, kMs);
    QCOMPARE(s->jitter.flowsMerged, 2u);
    QCOMPARE(s->jitter.nominalFlow, flowByPort(*s, 1000).id); // 99 % of the deviations
    QCOMPARE(s->jitter.maxAbsDevNs, int64_t(0)); // both evenly paced

    b = flow(sendTimes(4000, 13 * kUs), sendTimes(4000, 13 * kUs), Payload::Zeros, 2000);
    mixed = a;
    mixed.insert(mixed.end(), b.begin(), b.end());
    std::stable_sort(mixed.begin(), mixed.end(), [](const Dgram &x, const Dgram &y) { return x.tsNs < y.tsNs; });
    s = m_traces.analyze("two-flows.pcapng", mixed);
    QCOMPARE(s->jitter.source, NominalSource::PerFlow);
    QCOMPARE(s->jitter.nominalGapNs, int64_t(0));
    QCOMPARE(s->jitter.nominalFlow, UINT32_MAX);
    QCOMPARE(s->jitter.maxAbsDevNs, int64_t(0));
}

void TestNominalGap::fileNotInTimeOrder()
{
    // One probe flow captured on two interfaces, written as dumpcap does: each interface's
    // packets in batches of 50 (even sequence numbers on eth0, odd on eth1).
    const auto send = sendTimes(4000, 12 * kUs);
    auto all = flow(send, send, Payload::Probe);
    std::vector<Dgram> byIface[2];
    for (size_t i = 0; i < all.size(); ++i) {
        all[i].iface = uint32_t(i % 2);
        byIface[i % 2].push_back(all[i]);
    }
    std::vector<Dgram> file;
    for (size_t at = 0; at < byIface[0].size(); at += 50)
        for (int k = 0; k < 2; ++k)
            file.insert(file.end(), byIface[k].begin() + long(at),
                        byIface[k].begin() + long(std::min(at + 50, byIface[k].size())));
    const auto fileOrder = m_traces.analyze("batches.pcapng", file, {}, 2);
    const TimeOrderReport &t = fileOrder->timeOrder;
    // Each eth1 batch starts 1164 µs before the eth0 batch it follows ends.
    QCOMPARE(t.backwardSteps, uint64_t(40));
    QCOMPARE(t.maxBackwardNs, 1164 * kUs);
    QCOMPARE(t.p50BackwardNs, 1164 * kUs);
    QCOMPARE(t.interfaces.size(), size_t(2));
    QCOMPARE(t.interfaces[0].packets, uint64_t(2000));
    QCOMPARE(t.interfaces[0].backwardSteps, uint64_t(0));
    QCOMPARE(t.interfaces[1].backwardSteps, uint64_t(0));
    QCOMPARE(fileOrder->interarrival.negative, uint64_t(40));
    // A backward step is not a gap inside a burst: every run ends at one.
    const BurstStats &b = fileOrder->bursts;
    QVERIFY(b.runs >= t.backwardSteps);
    // In file order each interface's batch steps by two and then back: still a probe flow, reordered.
    QCOMPARE(fileOrder->flows[0].decoder, PayloadKind::Probe);
    QVERIFY(fileOrder->flows[0].sequence);
    QVERIFY(fileOrder->flows[0].sequence->reordered > 0);

    AnalysisOptions o;
    o.order = DeltaOrder::Time;
    const auto timeOrder = m_traces.analyze("batches.pcapng", file, o, 2);
    const FlowSummary &f = timeOrder->flows.at(0);
    QCOMPARE(f.decoder, PayloadKind::Probe);
    QCOMPARE(f.sequence->reordered, uint64_t(0));
    QCOMPARE(f.sequence->tsInversions, uint64_t(0));
    QCOMPARE(f.sequence->lost, int64_t(0));
    QCOMPARE(timeOrder->timeOrder.decoderLate, uint64_t(0));
    QCOMPARE(f.jitter.nominalGapNs, 12 * kUs);
    QCOMPARE(f.jitter.maxAbsDevNs, int64_t(0));
    QCOMPARE(timeOrder->interarrival.negative, uint64_t(0));
}

void TestNominalGap::decoderChoices()
{
    const auto send = sendTimes(3000, 12 * kUs);
    auto d = flow(send, send, Payload::Probe, 1000);
    auto e = flow(send, send, Payload::Probe, 2000);
    d.insert(d.end(), e.begin(), e.end());
    AnalysisOptions o;
    o.decoderChoices.push_back(DecoderChoice { "sport 2000", PayloadKind::None, false });
    const auto s = m_traces.analyze("choices.pcapng", d, o);
    QCOMPARE(flowByPort(*s, 1000).decoder, PayloadKind::Probe);
    QVERIFY(!flowByPort(*s, 1000).decoderForced);
    QCOMPARE(flowByPort(*s, 2000).decoder, PayloadKind::None);
    QVERIFY(flowByPort(*s, 2000).decoderForced);
    QCOMPARE(flowByPort(*s, 2000).jitter.source, NominalSource::Rate);
    QCOMPARE(flowByPort(*s, 1000).decoderMatched, uint64_t(3000));
}

void TestNominalGap::demotedWhenEvidenceFails()
{
    // A probe flow for its first 2000 datagrams, then 8000 of zeros on the same 5-tuple.
    const auto send = sendTimes(10000, 12 * kUs);
    auto d = flow(send, send, Payload::Probe);
    for (size_t i = 2000; i < d.size(); ++i)
        d[i].payload = QByteArray(64, 0);
    const auto s = m_traces.analyze("demoted.pcapng", d);
    const FlowSummary &f = s->flows.at(0);
    QCOMPARE(f.decoder, PayloadKind::None);
    QCOMPARE(f.decoderDemoted, PayloadKind::Probe);
    QCOMPARE(f.decoderMatched, uint64_t(2000));
    QCOMPARE(f.decoderDatagrams, uint64_t(10000));
    QVERIFY(!f.sequence);
    QCOMPARE(f.jitter.source, NominalSource::Rate);
}

QTEST_GUILESS_MAIN(TestNominalGap)
#include "tst_nominal_gap.moc"
