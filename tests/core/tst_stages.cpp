// Stage decomposition (core/analysis/stages.h): synthetic packets whose send, capture and delivery
// times are known, so every figure has an exact answer — send gap deviations from the nominal gap,
// network PDV (minimum subtracted) and IPDV, delivery delay, the verdict; times that are missing,
// RTP's relative sender clock across a timestamp wrap, a sender clock that steps back, and int64
// extremes in the transmit time.
#include "core/analysis/analyzer.h"
#include "core/analysis/snapshot.h"
#include "core/base/bytes.h"
#include "core/base/saturating.h"
#include "core/decode/frame_builder.h"
#include "core/decode/packet_decode.h"
#include "core/decode/payload_decode.h"
#include "core/report/report.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace jitterscope;

namespace {

constexpr int64_t kT0 = 1700000000000000000;
constexpr int64_t kUs = 1000, kMs = 1000000;

/// Packets built in memory and handed to an Analyzer as one batch.
class Packets {
public:
    void add(int64_t tsNs, int64_t deliveryNs, const std::vector<uint8_t> &payload, uint16_t sport = 40000)
    {
        std::vector<uint8_t> frame(2048);
        const size_t n = ethIpv4Udp(frame.data(), Udp4Flow { ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), sport, 5000 },
                                    payload.data(), payload.size(), 0);
        frame.resize(n);
        m_frames.push_back(std::move(frame));
        RawPacket rp;
        rp.tsNs = tsNs;
        rp.deliveryNs = deliveryNs;
        rp.linkType = kLinkEthernet;
        m_packets.push_back(rp);
    }
    std::shared_ptr<const AnalysisSnapshot> analyze(AnalysisOptions o = {})
    {
        for (size_t i = 0; i < m_packets.size(); ++i) {
            m_packets[i].data = m_frames[i].data();
            m_packets[i].capLen = m_packets[i].wireLen = uint32_t(m_frames[i].size());
        }
        Analyzer a(std::move(o));
        a.runOnCallingThreadOnly();
        a.addBatch(m_packets);
        a.finish();
        return a.snapshot();
    }

private:
    std::vector<std::vector<uint8_t>> m_frames;
    std::vector<RawPacket> m_packets;
};

std::vector<uint8_t> probe(uint64_t seq, int64_t txNs)
{
    std::vector<uint8_t> b(64, 0);
    encodeProbe(b.data(), seq, txNs);
    return b;
}

std::vector<uint8_t> rtp(uint16_t seq, uint32_t ts)
{
    std::vector<uint8_t> b(172, 0x7f);
    b[0] = 0x80;
    b[1] = 0; // PCMU: 8 kHz
    storeBe16(b.data() + 2, seq);
    storeBe32(b.data() + 4, ts);
    storeBe32(b.data() + 8, 0x5eed);
    return b;
}

AnalysisOptions forced(PayloadKind k)
{
    AnalysisOptions o;
    o.forceDecoder = k;
    o.forceDecoderSet = true;
    return o;
}

/// Exact nearest-rank percentile.
int64_t exactPercentile(std::vector<int64_t> v, double q)
{
    std::sort(v.begin(), v.end());
    const size_t rank = std::max<size_t>(1, size_t(std::ceil(q * double(v.size()))));
    return v[rank - 1];
}

/// Within the histogram's bound: 0.2 % of |value − reference| (+1 ns of rounding).
bool near(int64_t got, int64_t exact, int64_t reference)
{
    const double bound = 0.002 * std::abs(double(exact) - double(reference)) + 1;
    return std::abs(double(got) - double(exact)) <= bound;
}

} // namespace

class TestStages : public QObject {
    Q_OBJECT
private slots:
    void probeKnownStages();
    void verdictNetwork();
    void tailVerdictSeesRareStalls();
    void missingTimes();
    void rtpRelative();
    void senderClockBack();
    void senderClockUnrelated();
    void int64Extremes();
    void timelineBounded();
    void jsonShape();
};

void TestStages::probeKnownStages()
{
    // 1001 probes every 10 µs; the sender alternates ±200 ns around its schedule, the network adds
    // 50 µs + (i mod 7) µs, delivery 5 µs with a 300 µs scheduling spike every tenth packet.
    Packets p;
    std::vector<int64_t> gaps, net, deliv, ipdv, delivIpdv;
    const int n = 1001;
    for (int i = 0; i < n; ++i) {
        const int64_t tx = kT0 + i * 10 * kUs + (i % 2) * 200;
        const int64_t nv = 50 * kUs + (i % 7) * kUs;
        const int64_t dv = 5 * kUs + (i % 10 == 0 ? 300 * kUs : 0);
        const int64_t ts = tx + nv;
        p.add(ts, ts + dv, probe(uint64_t(i + 1), tx));
        if (i) {
            gaps.push_back((i % 2 ? 200 : -200));
            ipdv.push_back(nv - net.back());
            delivIpdv.push_back(dv - deliv.back());
        }
        net.push_back(nv);
        deliv.push_back(dv);
    }
    const auto s = p.analyze(forced(PayloadKind::Probe));
    QCOMPARE(s->flows.size(), size_t(1));
    const StageStats &st = s->flows[0].stages;
    QCOMPARE(st.nominalGapNs, 10 * kUs);
    QVERIFY(st.sendGap);
    QCOMPARE(st.sendGap->count, uint64_t(n - 1));
    QCOMPARE(st.sendGap->minNs, int64_t(-200));
    QCOMPARE(st.sendGap->maxNs, int64_t(200));
    QCOMPARE(st.sendGap->p50Ns, exactPercentile(gaps, 0.5));
    QCOMPARE(st.sendGap->p99Ns, exactPercentile(gaps, 0.99));

    QVERIFY(st.networkDelay);
    QCOMPARE(st.networkDelay->count, uint64_t(n));
    QCOMPARE(st.networkOffsetNs, 50 * kUs);
    QCOMPARE(st.networkDelay->minNs, int64_t(0));
    QCOMPARE(st.networkDelay->maxNs, 6 * kUs);
    std::vector<int64_t> pdv;
    for (int64_t v : net)
        pdv.push_back(v - 50 * kUs);
    QVERIFY(near(st.networkDelay->p50Ns, exactPercentile(pdv, 0.5), 0));
    QVERIFY(near(st.networkDelay->p99Ns, exactPercentile(pdv, 0.99), 0));
    QVERIFY(!st.networkRelative);
    QVERIFY(st.ipdv);
    QCOMPARE(st.ipdv->count, uint64_t(n - 1));
    QCOMPARE(st.ipdv->minNs, -6 * kUs);
    QCOMPARE(st.ipdv->maxNs, 1 * kUs);

    QVERIFY(st.deliveryDelay);
    QCOMPARE(st.deliveryDelay->count, uint64_t(n));
    QCOMPARE(st.deliveryDelay->minNs, 5 * kUs);
    QCOMPARE(st.deliveryDelay->maxNs, 305 * kUs);
    QVERIFY(near(st.deliveryDelay->p50Ns, exactPercentile(deliv, 0.5), 0));
    QVERIFY(near(st.deliveryDelay->p99Ns, exactPercentile(deliv, 0.99), 0));
    QVERIFY(st.deliveryIpdv);
    QCOMPARE(st.deliveryIpdv->minNs, -300 * kUs);
    QCOMPARE(st.deliveryIpdv->maxNs, 300 * kUs);

    // Spreads p99 − p50: sender 400 ns, IPDV 0 (p50 = p99 = +1 µs), delivery IPDV 300 µs.
    const int64_t sender = exactPercentile(gaps, 0.99) - exactPercentile(gaps, 0.5);
    const int64_t network = exactPercentile(ipdv, 0.99) - exactPercentile(ipdv, 0.5);
    const int64_t delivery = exactPercentile(delivIpdv, 0.99) - exactPercentile(delivIpdv, 0.5);
    QCOMPARE(sender, int64_t(400));
    QCOMPARE(network, int64_t(0));
    QCOMPARE(st.ipdv->spreadNs(), network);
    QVERIFY(near(st.deliveryIpdv->spreadNs(), delivery, 0));
    QCOMPARE(st.verdict, Stage::Delivery);
    const double share = double(st.deliveryIpdv->spreadNs()) / double(400 + st.deliveryIpdv->spreadNs());
    QCOMPARE(st.verdictShare, share);
    QVERIFY(st.verdictShare > 0.99);
    QCOMPARE(stageVerdictText(st), std::string("100 % of the p99 arrival jitter is added between the kernel and the "
                                               "application"));
    QVERIFY(stageMissingText(st).empty());
    QVERIFY(st.timeline);
    QCOMPARE(st.timeline->size(), size_t(n));
    QCOMPARE(st.timeline->at(3).networkNs, 3 * kUs);
    QCOMPARE(st.timeline->at(10).deliveryNs, 305 * kUs);
    // The histograms the views draw: bucket value + shift is the stage's value.
    QVERIFY(st.networkHist.hist);
    QCOMPARE(satAdd(st.networkHist.hist->minValue(), st.networkHist.shiftNs), int64_t(0));
    QCOMPARE(satAdd(st.sendGapHist.hist->maxValue(), st.sendGapHist.shiftNs), int64_t(200));
}

void TestStages::verdictNetwork()
{
    // A queue: every 20th packet waits 2 ms behind a burst, delivery is steady: the network wins.
    Packets p;
    for (int i = 0; i < 400; ++i) {
        const int64_t tx = kT0 + i * 100 * kUs;
        const int64_t ts = tx + 20 * kUs + (i % 20 == 0 ? 2 * kMs : 0);
        p.add(ts, ts + 4 * kUs + (i % 3) * 100, probe(uint64_t(i), tx));
    }
    const auto s = p.analyze(forced(PayloadKind::Probe));
    const StageStats &st = s->flows[0].stages;
    QCOMPARE(st.verdict, Stage::Network);
    QCOMPARE(st.networkDelay->maxNs, 2 * kMs);
    QVERIFY(st.deliveryDelay->maxNs - st.deliveryDelay->minNs == 200);
    QVERIFY(st.verdictShare > 0.99);
    QVERIFY(stageVerdictText(st).find("network") != std::string::npos);
    QCOMPARE(st.tailVerdict, Stage::None); // 399 gaps: too few for p99.9
    QVERIFY(stageVerdictText(st).find("p99.9") == std::string::npos);
}

void TestStages::tailVerdictSeesRareStalls()
{
    // The network adds 0–50 µs to every packet (the p99 verdict's), and the application stalls
    // 3 ms on one packet in 500 (0.2 %: p99 does not move, p99.9 does): the tail verdict names the
    // delivery stage. Without the stalls the two agree and nothing more is said.
    for (const bool stalls : { true, false }) {
        Packets p;
        std::mt19937_64 rng(3);
        constexpr int kPackets = 5000;
        for (int i = 0; i < kPackets; ++i) {
            const int64_t tx = kT0 + i * 100 * kUs;
            const int64_t ts = tx + 20 * kUs + int64_t(rng() % (50 * kUs));
            const int64_t delivery = ts + 4 * kUs + (stalls && i % 500 == 250 ? 3 * kMs : 0);
            p.add(ts, delivery, probe(uint64_t(i), tx));
        }
        const auto s = p.analyze(forced(PayloadKind::Probe));
        const StageStats &st = s->flows[0].stages;
        QCOMPARE(st.verdict, Stage::Network);
        QVERIFY(st.deliveryIpdv->count >= kTailVerdictGaps);
        const std::string text = stageVerdictText(st);
        const QJsonObject verdict = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*s)))
                                        .object()
                                        .value("flows")
                                        .toArray()
                                        .at(0)
                                        .toObject()
                                        .value("stages")
                                        .toObject()
                                        .value("verdict")
                                        .toObject();
        if (stalls) {
            QCOMPARE(st.tailVerdict, Stage::Delivery);
            QVERIFY2(st.tailVerdictShare > 0.9, qPrintable(QString::number(st.tailVerdictShare)));
            QVERIFY(st.deliveryIpdv->p99Ns < 1 * kUs); // p99 does not see the stalls
            QVERIFY(st.deliveryIpdv->p999Ns > 2 * kMs);
            QVERIFY2(text.find("; its rarest excursions (p99.9) come mostly") != std::string::npos &&
                         text.find("the kernel and the application") != std::string::npos,
                     text.c_str());
            QCOMPARE(verdict.value("tail").toObject().value("stage").toString(), QStringLiteral("delivery"));
        } else {
            QCOMPARE(st.tailVerdict, Stage::Network);
            QVERIFY2(text.find("p99.9") == std::string::npos, text.c_str());
            QVERIFY(!verdict.contains("tail"));
        }
        QVERIFY(verdict.value("stage").toString() == QStringLiteral("network"));
    }
}

void TestStages::missingTimes()
{
    // No payload clock, no delivery time (a tcpdump trace of plain UDP): no stage at all.
    {
        Packets p;
        for (int i = 0; i < 50; ++i)
            p.add(kT0 + i * kMs, kNoTimeNs, std::vector<uint8_t>(32, 0));
        const auto s = p.analyze();
        const StageStats &st = s->flows[0].stages;
        QVERIFY(!st.any());
        QCOMPARE(st.verdict, Stage::None);
        QVERIFY(reportText(*s).find("no delivery time (not a Jitterscope capture session") != std::string::npos);
        QVERIFY(reportText(*s).find("no sender time (no probe/iperf3/RTP flow)") != std::string::npos);
    }
    // Probe without delivery times: sender and network, no delivery; the verdict still ranks two.
    {
        Packets p;
        for (int i = 0; i < 50; ++i)
            p.add(kT0 + i * kMs + (i % 10 == 0 ? 4 * kUs : 0), kNoTimeNs, probe(uint64_t(i), kT0 + i * kMs - 30 * kUs));
        const auto s = p.analyze(forced(PayloadKind::Probe));
        const StageStats &st = s->flows[0].stages;
        QVERIFY(st.sendGap && st.networkDelay && st.ipdv);
        QVERIFY(!st.deliveryDelay && !st.deliveryIpdv);
        QCOMPARE(st.networkDelay->maxNs, 4 * kUs);
        QCOMPARE(st.networkOffsetNs, 30 * kUs);
        QCOMPARE(st.verdict, Stage::Network);
        QCOMPARE(stageMissingText(st), std::string("no delivery time: not a Jitterscope capture session"));
    }
    // Delivery times on a flow without a sender clock (any flow of a session): delivery only, no verdict.
    {
        Packets p;
        for (int i = 0; i < 50; ++i)
            p.add(kT0 + i * kMs, kT0 + i * kMs + 7 * kUs + i, std::vector<uint8_t>(32, 0));
        const auto s = p.analyze();
        const StageStats &st = s->flows[0].stages;
        QVERIFY(!st.sendGap && !st.networkDelay && !st.ipdv);
        QVERIFY(st.deliveryDelay);
        QCOMPARE(st.deliveryDelay->minNs, 7 * kUs);
        QCOMPARE(st.deliveryDelay->maxNs, 7 * kUs + 49);
        QCOMPARE(st.deliveryDelay->p50Ns, 7 * kUs + 24); // exact mode is exact up to 64 values
        QCOMPARE(st.verdict, Stage::None);
        QCOMPARE(stageMissingText(st), std::string("no sender time: not a probe/iperf3/RTP flow"));
        QVERIFY(!st.timeline || st.timeline->empty());
    }
}

void TestStages::rtpRelative()
{
    // PCMU (8 kHz, 160 ticks = 20 ms) across a timestamp wrap; the network adds (i mod 4) ms.
    Packets p;
    const uint32_t ts0 = 0xFFFFF000u;
    for (int i = 0; i < 200; ++i) {
        const int64_t ts = kT0 + i * 20 * kMs + (i % 4) * kMs;
        p.add(ts, kNoTimeNs, rtp(uint16_t(65500 + i), ts0 + uint32_t(i) * 160));
    }
    const auto s = p.analyze();
    QCOMPARE(s->flows[0].decoder, PayloadKind::Rtp);
    const StageStats &st = s->flows[0].stages;
    QVERIFY(st.networkRelative);
    QVERIFY(st.networkDelay);
    QCOMPARE(st.networkDelay->count, uint64_t(200));
    QCOMPARE(st.networkDelay->maxNs, 3 * kMs);
    QCOMPARE(st.networkOffsetNs, kT0); // relative: the first packet's capture time is the origin
    QCOMPARE(st.ipdv->minNs, -3 * kMs);
    QCOMPARE(st.ipdv->maxNs, 1 * kMs);
    QVERIFY(st.sendGap);
    QCOMPARE(st.nominalGapNs, 20 * kMs);
    QCOMPARE(st.sendGap->minNs, int64_t(0));
    QCOMPARE(st.sendGap->maxNs, int64_t(0));
    QVERIFY(reportText(*s).find("relative: RTP timestamp / clock rate") != std::string::npos);
    QVERIFY(reportJson(*s).find("\"relative\": true") != std::string::npos);
}

void TestStages::senderClockBack()
{
    // The sender's clock steps back 1 s at packet 500 (an NTP step): one step back, left out of the
    // send gaps; the network delay carries the step (PDV max = 1 s) — the report says so.
    Packets p;
    for (int i = 0; i < 1000; ++i) {
        const int64_t ts = kT0 + i * 10 * kUs + 40 * kUs;
        const int64_t tx = kT0 + i * 10 * kUs - (i >= 500 ? 1000 * kMs : 0);
        p.add(ts, kNoTimeNs, probe(uint64_t(i + 1), tx));
    }
    const auto s = p.analyze(forced(PayloadKind::Probe));
    const StageStats &st = s->flows[0].stages;
    QCOMPARE(st.senderClockBack, uint64_t(1));
    QCOMPARE(st.sendGap->count, uint64_t(998));
    QCOMPARE(st.sendGap->minNs, int64_t(0));
    QCOMPARE(st.sendGap->maxNs, int64_t(0));
    QCOMPARE(st.networkOffsetNs, 40 * kUs);
    QCOMPARE(st.networkDelay->maxNs, 1000 * kMs);
    QCOMPARE(st.ipdv->maxNs, 1000 * kMs);
    QVERIFY(reportText(*s).find("sender clock went back 1 times") != std::string::npos);
}

void TestStages::senderClockUnrelated()
{
    // A sender stamping time since boot (iperf3 >= 3.12 uses CLOCK_MONOTONIC): 3 days of uptime
    // against a 2023 wall clock. The variation holds; the offset is flagged, not shown as a delay.
    // A sender 2 hours off (another host's wall clock, badly set) is not flagged.
    for (const int64_t senderOrigin : { int64_t(3) * 86400 * 1000 * kMs, kT0 - int64_t(7200) * 1000 * kMs }) {
        Packets p;
        for (int i = 0; i < 300; ++i) {
            const int64_t ts = kT0 + i * 10 * kUs + (i % 3) * kUs;
            p.add(ts, kNoTimeNs, probe(uint64_t(i + 1), senderOrigin + i * 10 * kUs));
        }
        const auto s = p.analyze(forced(PayloadKind::Probe));
        const StageStats &st = s->flows[0].stages;
        const bool unrelated = senderOrigin < kT0 / 2;
        QCOMPARE(st.senderClockUnrelated, unrelated);
        QVERIFY(!st.networkRelative);
        QCOMPARE(st.networkDelay->maxNs, 2 * kUs);
        QCOMPARE(st.networkOffsetNs, kT0 - senderOrigin);
        QCOMPARE(reportText(*s).find("not the capture's wall clock") != std::string::npos, unrelated);
        QCOMPARE(reportJson(*s).find("\"relative\": true") != std::string::npos, unrelated);
    }
}

void TestStages::int64Extremes()
{
    // Transmit times at the int64 extremes (INT64_MIN is "no time" and is skipped): every
    // difference saturates, nothing wraps.
    Packets p;
    const int64_t tx[] = { std::numeric_limits<int64_t>::max(), std::numeric_limits<int64_t>::min() + 1, 0,
                           std::numeric_limits<int64_t>::max(), std::numeric_limits<int64_t>::min(),     -1 };
    for (int i = 0; i < 60; ++i)
        p.add(kT0 + i * kUs, i % 2 ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int64_t>::min() + 1,
              probe(uint64_t(i), tx[i % 6]));
    const auto s = p.analyze(forced(PayloadKind::Probe));
    const StageStats &st = s->flows[0].stages;
    QVERIFY(st.networkDelay);
    QCOMPARE(st.networkDelay->count, uint64_t(50)); // 10 packets carried INT64_MIN
    QVERIFY(st.networkDelay->minNs == 0);
    QVERIFY(st.networkDelay->maxNs >= st.networkDelay->p99Ns && st.networkDelay->p99Ns >= st.networkDelay->p50Ns);
    QVERIFY(st.networkDelay->maxNs > 0);
    QVERIFY(st.deliveryDelay);
    QCOMPARE(st.deliveryDelay->maxNs, std::numeric_limits<int64_t>::max() - (kT0 + 59 * kUs) > 0
                                          ? satSub(std::numeric_limits<int64_t>::max(), kT0 + kUs)
                                          : int64_t(0));
    QCOMPARE(st.deliveryDelay->minNs, satSub(std::numeric_limits<int64_t>::min() + 1, kT0 + 58 * kUs));
    QCOMPARE(st.deliveryIpdv->maxNs, std::numeric_limits<int64_t>::max());
    QCOMPARE(st.deliveryIpdv->minNs, std::numeric_limits<int64_t>::min());
    QVERIFY(st.senderClockBack > 0);
    QVERIFY(!reportJson(*s).empty());
}

void TestStages::timelineBounded()
{
    // 20 000 probes: the timeline halves its rate as it fills and stays within its capacity; the
    // one packet delayed by 3 ms (sent 3 ms before its slot) survives the decimation.
    Packets p;
    for (int i = 0; i < 20000; ++i)
        p.add(kT0 + i * 10 * kUs + 5 * kUs, kNoTimeNs,
              probe(uint64_t(i), kT0 + i * 10 * kUs - (i == 12345 ? 3 * kMs : 0)));
    const auto s = p.analyze(forced(PayloadKind::Probe));
    const StageStats &st = s->flows[0].stages;
    QVERIFY(st.timeline);
    QVERIFY(st.timeline->size() <= StageAccumulator::kTimelinePoints);
    QVERIFY(st.timeline->size() >= StageAccumulator::kTimelinePoints / 2);
    QCOMPARE(st.timeline->front().tsNs, kT0 + 5 * kUs);
    for (size_t i = 1; i < st.timeline->size(); ++i)
        QVERIFY(st.timeline->at(i).tsNs > st.timeline->at(i - 1).tsNs);
    QCOMPARE(st.timeline->back().deliveryNs, kNoTimeNs);
    const auto spike =
        std::max_element(st.timeline->begin(), st.timeline->end(),
                         [](const StagePoint &a, const StagePoint &b) { return a.networkNs < b.networkNs; });
    QCOMPARE(spike->networkNs, 3 * kMs);
    QCOMPARE(spike->tsNs, kT0 + 12345 * 10 * kUs + 5 * kUs);
}

void TestStages::jsonShape()
{
    Packets p;
    for (int i = 0; i < 20; ++i)
        p.add(kT0 + i * kMs, kNoTimeNs, std::vector<uint8_t>(32, 0));
    const std::string j = reportJson(*p.analyze());
    for (const char *key : { "\"stages\": {", "\"send_gap\": null", "\"network_delay\": null",
                             "\"delivery_delay\": null", "\"verdict\": null" })
        QVERIFY2(j.find(key) != std::string::npos, key);
}

QTEST_GUILESS_MAIN(TestStages)
#include "tst_stages.moc"
