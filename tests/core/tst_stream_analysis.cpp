// RtpStreamAnalysis, Iperf3Analysis and SequenceAnalysis against numbers worked out by hand from
// Wireshark's and iperf3's formulas (the working is in the row comments; docs/decoders.md has
// the formulas). tests/scripts/test_rtp_tshark.sh compares against tshark itself.
#include "core/analysis/iperf3_analysis.h"
#include "core/analysis/rtp_analysis.h"
#include "core/analysis/sequence_analysis.h"

#include <QtTest>

#include <deque>
#include <limits>
#include <random>
#include <set>

using namespace jitterscope;

namespace {

constexpr int64_t kMs = 1000000; // ns
constexpr int64_t kBase = 1700000000LL * 1000000000LL; // capture times are absolute

struct RtpPkt {
    double arrivalMs;
    int seq;
    uint32_t ts;
    int pt;
    bool marker;
};

PayloadFields rtpFields(const RtpPkt &p)
{
    PayloadFields f;
    f.kind = PayloadKind::Rtp;
    f.seq = uint64_t(p.seq);
    f.rtpTimestamp = p.ts;
    f.payloadType = uint8_t(p.pt);
    f.marker = p.marker;
    f.ssrc = 0x1234;
    return f;
}

// 8000 Hz (PT 0): 160 samples = 20 ms.
QList<RtpPkt> basic(int pt = 0, bool markThird = false)
{
    return { { 0, 10, 1000, pt, false },
             { 20, 11, 1160, pt, false },
             { 45, 12, 1320, pt, markThird },
             { 60, 13, 1480, pt, false } };
}

} // namespace

Q_DECLARE_METATYPE(QList<RtpPkt>)

class TestStreamAnalysis : public QObject {
    Q_OBJECT

private slots:
    void rtp_data();
    void rtp();
    void iperf3_data();
    void iperf3();
    void sequence_data();
    void sequence();
    void sequenceDuplicateOutsideWindow();
    void sequenceAtTheEndsOfTheRange();
    void sequenceAsTheDefinitionsSay();
};

void TestStreamAnalysis::rtp_data()
{
    QTest::addColumn<QList<RtpPkt>>("packets");
    QTest::addColumn<qulonglong>("packets_");
    QTest::addColumn<qlonglong>("lost");
    QTest::addColumn<qulonglong>("seqErrors");
    QTest::addColumn<double>("maxDelta");
    QTest::addColumn<double>("meanDelta");
    QTest::addColumn<double>("minDelta");
    QTest::addColumn<double>("maxJitter");
    QTest::addColumn<double>("meanJitter");
    QTest::addColumn<double>("lastJitter");

    // Arrivals 0, 20, 45, 60 ms; nominal +20 ms each.
    // p2: expected 20, D=0, J=0, delta 20.          mean delta 20/1,   mean J 0/1
    // p3: expected 40, D=5, J=5/16, delta 25.       mean delta (20+25)/2 = 22.5, mean J (0+5/16)/2
    // p4: expected 65, D=5, J=(15·5/16+5)/16, delta 15. mean delta (45+15)/3 = 20
    const double j3 = 5.0 / 16;
    const double j4 = (15 * j3 + 5) / 16;
    QTest::newRow("in order, 8 kHz") << basic() << 4ull << 0ll << 0ull << 25.0 << 20.0 << 15.0 << j4
                                     << (0 + j3 + j4) / 3 << j4;

    // Marker on p3: its delta and jitter are not sampled, but J still evolves; the mean still
    // divides by the packets before (Wireshark's total_nr): mean delta (20·2 + 15)/3.
    QTest::newRow("marker excluded from max/mean")
        << basic(0, true) << 4ull << 0ll << 0ull << 20.0 << 55.0 / 3 << 15.0 << j4 << (0 + j4) / 3 << j4;

    // Dynamic PT: no clock, no jitter (Wireshark prints min jitter -1, mean/max 0).
    QTest::newRow("dynamic pt: deltas only")
        << basic(96) << 4ull << 0ll << 0ull << 25.0 << 20.0 << 15.0 << 0.0 << 0.0 << 0.0;

    // PT 10 (44100 Hz): Wireshark divides by the integer 44, so 882 samples = 20.0454... ms.
    // Arrivals exactly every 20 ms → D = 882/44 − 20 each step.
    {
        const double d = 882.0 / 44 - 20;
        const double ja = d / 16, jb = (15 * ja + d) / 16, jc = (15 * jb + d) / 16;
        QList<RtpPkt> l;
        for (int i = 0; i < 4; ++i)
            l << RtpPkt { 20.0 * i, 500 + i, uint32_t(882 * i), 10, false };
        QTest::newRow("44.1 kHz integer divisor")
            << l << 4ull << 0ll << 0ull << 20.0 << 20.0 << 20.0 << jc << (ja + jb + jc) / 3 << jc;
    }

    // Loss: seq 10, 11, 13, 14 → expected 5, lost 1, one wrong-sequence event.
    {
        QList<RtpPkt> l = {
            { 0, 10, 0, 0, false }, { 20, 11, 160, 0, false }, { 60, 13, 480, 0, false }, { 80, 14, 640, 0, false }
        };
        QTest::newRow("loss") << l << 4ull << 1ll << 1ull << 40.0 << 80.0 / 3 << 20.0 << 0.0 << 0.0 << 0.0;
    }

    // Duplicate of seq 11 (same timestamp, later arrival): expected 3 but 4 received → lost −1.
    // p3: nominal diff 0 from p2, arrival +5 → D = 5, J = 5/16. p4: expected 25+20 → D = 5.
    {
        QList<RtpPkt> l = {
            { 0, 10, 0, 0, false }, { 20, 11, 160, 0, false }, { 25, 11, 160, 0, false }, { 50, 12, 320, 0, false }
        };
        QTest::newRow("duplicate") << l << 4ull << -1ll << 1ull << 25.0 << 50.0 / 3 << 5.0 << j4 << (0 + j3 + j4) / 3
                                   << j4;
    }

    // Sequence wrap 65534 → 1: one cycle, nothing lost.
    {
        QList<RtpPkt> l = {
            { 0, 65534, 0, 0, false }, { 20, 65535, 160, 0, false }, { 40, 0, 320, 0, false }, { 60, 1, 480, 0, false }
        };
        QTest::newRow("sequence wrap") << l << 4ull << 0ll << 0ull << 20.0 << 20.0 << 20.0 << 0.0 << 0.0 << 0.0;
    }

    // RTP timestamp wrap: the extended timestamp keeps nominal time continuous.
    {
        QList<RtpPkt> l = { { 0, 1, 0xFFFFFF00u, 0, false },
                            { 20, 2, 0xFFFFFF00u + 160, 0, false },
                            { 40, 3, 0x40u, 0, false },
                            { 60, 4, 0x40u + 160, 0, false } };
        QTest::newRow("timestamp wrap") << l << 4ull << 0ll << 0ull << 20.0 << 20.0 << 20.0 << 0.0 << 0.0 << 0.0;
    }

    // A packet whose RTP timestamp is before the stream's first one is "wrong timestamp": it is
    // counted (packets) but neither its delta nor the jitter state changes, and the sequence
    // state skips it, so seq 13 after it counts as a jump (one wrong-sequence event).
    {
        QList<RtpPkt> l = {
            { 0, 10, 1000, 0, false }, { 20, 11, 1160, 0, false }, { 30, 12, 10, 0, false }, { 40, 13, 1320, 0, false }
        };
        // p4: delta from p2 (last in-time packet) = 20, expected 20+20 → D = 0; mean (20·2 + 20)/3.
        QTest::newRow("timestamp before first packet")
            << l << 4ull << 0ll << 1ull << 20.0 << 20.0 << 20.0 << 0.0 << 0.0 << 0.0;
    }

    // Late packet: seq 12 after 13 → two wrong-sequence events (the jump and the late one),
    // p4 (seq 12) arrives 10 ms after p3 with nominal −20 ms → D = 30. Wireshark takes the
    // *last* packet's number as the end of the range: expected 12 − 10 + 1 = 3, lost −1.
    {
        QList<RtpPkt> l = {
            { 0, 10, 0, 0, false }, { 20, 11, 160, 0, false }, { 60, 13, 480, 0, false }, { 70, 12, 320, 0, false }
        };
        const double ja = 0, jb = 0, jc = 30.0 / 16;
        QTest::newRow("late packet") << l << 4ull << -1ll << 2ull << 40.0 << 70.0 / 3 << 10.0 << jc
                                     << (ja + jb + jc) / 3 << jc;
    }

    QTest::newRow("one packet") << QList<RtpPkt> { { 0, 7, 0, 0, false } } << 1ull << 0ll << 0ull << 0.0 << 0.0 << -1.0
                                << 0.0 << 0.0 << 0.0;
    QTest::newRow("empty") << QList<RtpPkt> {} << 0ull << 0ll << 0ull << 0.0 << 0.0 << -1.0 << 0.0 << 0.0 << 0.0;
}

void TestStreamAnalysis::rtp()
{
    QFETCH(QList<RtpPkt>, packets);
    QFETCH(qulonglong, packets_);
    QFETCH(qlonglong, lost);
    QFETCH(qulonglong, seqErrors);
    QFETCH(double, maxDelta);
    QFETCH(double, meanDelta);
    QFETCH(double, minDelta);
    QFETCH(double, maxJitter);
    QFETCH(double, meanJitter);
    QFETCH(double, lastJitter);

    RtpStreamAnalysis a;
    for (const RtpPkt &p : packets)
        a.add(kBase + int64_t(p.arrivalMs * kMs), rtpFields(p));
    const RtpStats s = a.result();
    QCOMPARE(qulonglong(s.packets), packets_);
    QCOMPARE(qlonglong(s.lost), lost);
    QCOMPARE(qulonglong(s.sequenceErrors), seqErrors);
    const double eps = 1e-9;
    QVERIFY2(qAbs(s.maxDeltaMs - maxDelta) < eps, qPrintable(QString::number(s.maxDeltaMs, 'g', 17)));
    QVERIFY2(qAbs(s.meanDeltaMs - meanDelta) < eps, qPrintable(QString::number(s.meanDeltaMs, 'g', 17)));
    QVERIFY2(qAbs(s.minDeltaMs - minDelta) < eps, qPrintable(QString::number(s.minDeltaMs, 'g', 17)));
    QVERIFY2(qAbs(s.maxJitterMs - maxJitter) < eps, qPrintable(QString::number(s.maxJitterMs, 'g', 17)));
    QVERIFY2(qAbs(s.meanJitterMs - meanJitter) < eps, qPrintable(QString::number(s.meanJitterMs, 'g', 17)));
    QVERIFY2(qAbs(s.lastJitterMs - lastJitter) < eps, qPrintable(QString::number(s.lastJitterMs, 'g', 17)));
}

struct IperfPkt {
    double sentMs;
    double arrivalMs;
    uint64_t seq;
};
Q_DECLARE_METATYPE(QList<IperfPkt>)

void TestStreamAnalysis::iperf3_data()
{
    QTest::addColumn<QList<IperfPkt>>("packets");
    QTest::addColumn<qulonglong>("received");
    QTest::addColumn<qlonglong>("lost");
    QTest::addColumn<qulonglong>("outOfOrder");
    QTest::addColumn<double>("jitterMs");

    // Transits 5, 5, 7, 5 ms → |D| 0, 2, 2 → J 0, 2/16, 2/16 + (2 − 2/16)/16.
    const double j2 = 2.0 / 16, j3 = j2 + (2 - j2) / 16;
    QTest::newRow("in order") << QList<IperfPkt> { { 0, 5, 1 }, { 10, 15, 2 }, { 20, 27, 3 }, { 30, 35, 4 } } << 4ull
                              << 0ll << 0ull << j3;
    // Sender clock 1 s ahead: iperf3 takes |arrival − sent|, so the jitter is the same.
    QTest::newRow("sender clock ahead") << QList<IperfPkt> {
        { 1000, 5, 1 }, { 1010, 15, 2 }, { 1020, 27, 3 }, { 1030, 35, 4 }
    } << 4ull << 0ll << 0ull << j3;
    QTest::newRow("loss") << QList<IperfPkt> { { 0, 5, 1 }, { 10, 15, 2 }, { 30, 35, 4 }, { 40, 45, 5 } } << 4ull << 1ll
                          << 0ull << 0.0;
    QTest::newRow("burst loss") << QList<IperfPkt> { { 0, 5, 1 }, { 50, 55, 6 } } << 2ull << 4ll << 0ull << 0.0;
    // 1, 3, 2, 4: the gap at 3 counts one loss, the late 2 takes it back and is out of order.
    QTest::newRow("reordering") << QList<IperfPkt> { { 0, 5, 1 }, { 20, 25, 3 }, { 10, 26, 2 }, { 30, 35, 4 } } << 4ull
                                << 0ll << 1ull << [] {
                                       // transits 5, 5, 16, 5 → |D| 0, 11, 11
                                       double j = 0;
                                       j += (11 - j) / 16;
                                       j += (11 - j) / 16;
                                       return j;
                                   }();
    QTest::newRow("duplicate") << QList<IperfPkt> { { 0, 5, 1 }, { 10, 15, 2 }, { 10, 15, 2 }, { 20, 25, 3 } } << 4ull
                               << 0ll << 1ull << 0.0;
    // First datagram is not seq 1 (capture started late): iperf3 counts seq − 1 as lost.
    QTest::newRow("capture started mid-test")
        << QList<IperfPkt> { { 0, 5, 101 }, { 10, 15, 102 } } << 2ull << 100ll << 0ull << 0.0;
    QTest::newRow("one packet") << QList<IperfPkt> { { 0, 5, 1 } } << 1ull << 0ll << 0ull << 0.0;
    QTest::newRow("empty") << QList<IperfPkt> {} << 0ull << 0ll << 0ull << 0.0;
}

void TestStreamAnalysis::iperf3()
{
    QFETCH(QList<IperfPkt>, packets);
    QFETCH(qulonglong, received);
    QFETCH(qlonglong, lost);
    QFETCH(qulonglong, outOfOrder);
    QFETCH(double, jitterMs);

    Iperf3Analysis a(true);
    for (const IperfPkt &p : packets) {
        PayloadFields f;
        f.kind = PayloadKind::Iperf3;
        f.seq = p.seq;
        f.txNs = kBase + int64_t(p.sentMs * kMs);
        a.add(kBase + int64_t(p.arrivalMs * kMs), f);
    }
    const Iperf3Stats s = a.result();
    QCOMPARE(qulonglong(s.packets), received);
    QCOMPARE(qlonglong(s.lost), lost);
    QCOMPARE(qulonglong(s.outOfOrder), outOfOrder);
    QVERIFY2(qAbs(s.jitterMs - jitterMs) < 1e-9, qPrintable(QString::number(s.jitterMs, 'g', 17)));
    QVERIFY(s.seq64);
}

struct SeqPkt {
    qulonglong seq;
    qlonglong tsNs;
};
Q_DECLARE_METATYPE(QList<SeqPkt>)

void TestStreamAnalysis::sequence_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<QList<SeqPkt>>("packets");
    QTest::addColumn<qulonglong>("received");
    QTest::addColumn<qulonglong>("expected");
    QTest::addColumn<qlonglong>("lost");
    QTest::addColumn<qulonglong>("duplicates");
    QTest::addColumn<qulonglong>("reordered");
    QTest::addColumn<qulonglong>("tsInversions");
    QTest::addColumn<qlonglong>("maxInversionNs");

    QTest::newRow("empty") << 16 << QList<SeqPkt> {} << 0ull << 0ull << 0ll << 0ull << 0ull << 0ull << 0ll;
    QTest::newRow("one packet") << 16 << QList<SeqPkt> { { 5, 100 } } << 1ull << 1ull << 0ll << 0ull << 0ull << 0ull
                                << 0ll;
    QTest::newRow("in order") << 32 << QList<SeqPkt> { { 1, 100 }, { 2, 200 }, { 3, 300 } } << 3ull << 3ull << 0ll
                              << 0ull << 0ull << 0ull << 0ll;
    QTest::newRow("loss") << 32 << QList<SeqPkt> { { 1, 100 }, { 2, 200 }, { 5, 300 }, { 6, 400 } } << 4ull << 6ull
                          << 2ll << 0ull << 0ull << 0ull << 0ll;
    QTest::newRow("duplicate") << 16 << QList<SeqPkt> { { 1, 100 }, { 2, 200 }, { 2, 250 }, { 3, 300 } } << 4ull << 3ull
                               << 0ll << 1ull << 0ull << 0ull << 0ll;
    QTest::newRow("reordering") << 16 << QList<SeqPkt> { { 1, 100 }, { 3, 200 }, { 2, 300 }, { 4, 400 } } << 4ull
                                << 4ull << 0ll << 0ull << 1ull << 0ull << 0ll;
    QTest::newRow("reordered before the first") << 16 << QList<SeqPkt> { { 10, 100 }, { 9, 200 }, { 11, 300 } } << 3ull
                                                << 3ull << 0ll << 0ull << 1ull << 0ull << 0ll;
    QTest::newRow("wrap at 16 bits") << 16 << QList<SeqPkt> { { 65534, 100 }, { 65535, 200 }, { 0, 300 }, { 1, 400 } }
                                     << 4ull << 4ull << 0ll << 0ull << 0ull << 0ull << 0ll;
    QTest::newRow("wrap at 16 bits with reordering")
        << 16 << QList<SeqPkt> { { 65535, 100 }, { 1, 200 }, { 0, 300 }, { 2, 400 } } << 4ull << 4ull << 0ll << 0ull
        << 1ull << 0ull << 0ll;
    QTest::newRow("wrap at 32 bits with loss") << 32 << QList<SeqPkt> { { 0xFFFFFFFEull, 100 }, { 0, 200 }, { 1, 300 } }
                                               << 3ull << 4ull << 1ll << 0ull << 0ull << 0ull << 0ll;
    QTest::newRow("64-bit counter") << 64 << QList<SeqPkt> { { 0x100000000ull, 100 }, { 0x100000001ull, 200 } } << 2ull
                                    << 2ull << 0ll << 0ull << 0ull << 0ull << 0ll;
    // Timestamp going backwards: seq 3 stamped 50 ns before seq 2, which arrived first.
    QTest::newRow("timestamp going backwards") << 16 << QList<SeqPkt> { { 1, 100 }, { 2, 200 }, { 3, 150 }, { 4, 300 } }
                                               << 4ull << 4ull << 0ll << 0ull << 0ull << 1ull << 50ll;
    // Two inversions; the larger one is measured against the latest earlier stamp (seq 2 @ 500).
    QTest::newRow("two inversions") << 16
                                    << QList<SeqPkt> { { 1, 100 }, { 2, 500 }, { 3, 450 }, { 4, 300 }, { 5, 600 } }
                                    << 5ull << 5ull << 0ll << 0ull << 0ull << 2ull << 200ll;
    // Reordered packet stamped after the lower numbers that came before it: reordering, not an inversion.
    QTest::newRow("reordered, consistent stamps") << 16 << QList<SeqPkt> { { 1, 100 }, { 3, 200 }, { 2, 150 } } << 3ull
                                                  << 3ull << 0ll << 0ull << 1ull << 0ull << 0ll;
    // Reordered packet stamped before a lower number that arrived earlier.
    QTest::newRow("reordered, inverted stamp") << 16 << QList<SeqPkt> { { 1, 100 }, { 3, 200 }, { 2, 90 } } << 3ull
                                               << 3ull << 0ll << 0ull << 1ull << 1ull << 10ll;
}

void TestStreamAnalysis::sequence()
{
    QFETCH(int, bits);
    QFETCH(QList<SeqPkt>, packets);
    QFETCH(qulonglong, received);
    QFETCH(qulonglong, expected);
    QFETCH(qlonglong, lost);
    QFETCH(qulonglong, duplicates);
    QFETCH(qulonglong, reordered);
    QFETCH(qulonglong, tsInversions);
    QFETCH(qlonglong, maxInversionNs);

    SequenceAnalysis a(bits);
    for (const SeqPkt &p : packets)
        a.add(p.seq, kBase + p.tsNs);
    const SequenceStats s = a.result();
    QCOMPARE(qulonglong(s.received), received);
    QCOMPARE(qulonglong(s.expected), expected);
    QCOMPARE(qlonglong(s.lost), lost);
    QCOMPARE(qulonglong(s.duplicates), duplicates);
    QCOMPARE(qulonglong(s.reordered), reordered);
    QCOMPARE(qulonglong(s.tsInversions), tsInversions);
    QCOMPARE(qlonglong(s.maxTsInversionNs), maxInversionNs);
}

void TestStreamAnalysis::sequenceDuplicateOutsideWindow()
{
    // A long in-order run (several 16-bit wraps) keeps the window sliding; a repeat of a number
    // still inside the window is a duplicate, one far behind it is only "reordered".
    SequenceAnalysis a(32);
    const uint64_t n = 3 * uint64_t(SequenceAnalysis::kWindow);
    for (uint64_t s = 0; s < n; ++s)
        a.add(s, kBase + int64_t(s) * 1000);
    a.add(n - 10, kBase + int64_t(n) * 1000);
    a.add(5, kBase + int64_t(n + 1) * 1000);
    const SequenceStats s = a.result();
    QCOMPARE(qulonglong(s.received), qulonglong(n + 2));
    QCOMPARE(qulonglong(s.expected), qulonglong(n));
    QCOMPARE(qulonglong(s.duplicates), 1ull);
    QCOMPARE(qulonglong(s.reordered), 1ull);
    QCOMPARE(qlonglong(s.lost), -1ll); // the undetected repeat of 5 counts as a second copy
    QCOMPARE(qulonglong(s.tsInversions), 0ull);
}

void TestStreamAnalysis::sequenceAtTheEndsOfTheRange()
{
    // A hostile probe stream: 64-bit numbers up to 2^63 − 1 and beyond (read as negative),
    // timestamps at both ends of int64. Nothing may overflow (UBSan checks it in CI); the figures
    // saturate.
    SequenceAnalysis a(64);
    a.add(uint64_t(INT64_MAX) - 2, INT64_MIN);
    a.add(uint64_t(INT64_MAX), INT64_MAX); // the window slides to the very top
    a.add(uint64_t(INT64_MAX) + 1, INT64_MIN); // INT64_MIN: far below, "reordered"
    a.add(0, 0);
    const SequenceStats s = a.result();
    QCOMPARE(qulonglong(s.received), 4ull);
    QCOMPARE(s.expected, std::numeric_limits<uint64_t>::max()); // the whole range: 2^64 numbers
    QCOMPARE(s.lost, int64_t(INT64_MAX) - 4);
    QCOMPARE(qulonglong(s.reordered), 2ull);
    QCOMPARE(qulonglong(s.tsInversions), 0ull); // the late ones were stamped no later than lower numbers

    SequenceAnalysis b(64);
    b.add(1, INT64_MAX);
    b.add(2, INT64_MIN); // stamped 2^64 − 1 ns before the packet before it
    QCOMPARE(qulonglong(b.result().tsInversions), 1ull);
    QCOMPARE(b.result().maxTsInversionNs, INT64_MAX); // clamped

    Iperf3Analysis ip(true);
    PayloadFields f;
    f.kind = PayloadKind::Iperf3;
    f.seq = 1;
    f.txNs = INT64_MAX;
    ip.add(INT64_MIN, f);
    f.seq = std::numeric_limits<uint64_t>::max();
    ip.add(INT64_MAX, f);
    QCOMPARE(ip.result().lost, INT64_MAX);
}

void TestStreamAnalysis::sequenceAsTheDefinitionsSay()
{
    // Random 64-bit streams against a model written from the definitions (sequence_analysis.cpp):
    // a set of every number seen, the highest, and every arrival. Streams start anywhere, run in
    // order with loss, repeats, late packets (some from before the first one, some beyond the
    // window) and jumps of more than the window: the bitmap grows as a stream needs it and its
    // bits are counted from the first number, which must change nothing.
    std::mt19937_64 rng(11);
    for (int stream = 0; stream < 300; ++stream) {
        const int64_t first = int64_t(rng() >> 2) - (int64_t(1) << 61);
        const int length = stream % 10 == 0 ? 150000 : int(rng() % 3000) + 1;
        SequenceAnalysis a(64);
        std::set<int64_t> seen;
        std::deque<std::pair<int64_t, int64_t>> arrivals; // (number, time), the last kRecent
        int64_t highest = first, lowest = first, maxTs = INT64_MIN, next = first;
        uint64_t duplicates = 0, reordered = 0, inversions = 0;
        int64_t maxInversion = 0;
        for (int i = 0; i < length; ++i) {
            int64_t ext = next;
            const uint64_t r = rng() % 1000;
            if (i > 0 && r < 20) // a repeat or a late one, near or far back
                ext = highest - int64_t(rng() % (r < 5 ? 200000 : 300));
            else if (r < 25)
                ext = next += int64_t(rng() % 200000); // a jump, sometimes past the window
            else
                ext = next += 1 + int64_t(rng() % 3 == 0); // in order, some lost
            const int64_t ts = kBase + i * 1000 - int64_t(rng() % 2500);
            a.add(uint64_t(ext), ts);
            bool duplicate = false, late = false;
            if (i == 0) {
                highest = lowest = ext;
                seen.insert(ext);
            } else if (ext > highest) {
                highest = ext;
                seen.insert(ext);
            } else if (ext > highest - SequenceAnalysis::kWindow) {
                duplicate = !seen.insert(ext).second;
                late = !duplicate && ext < highest;
            } else {
                late = true;
            }
            lowest = std::min(lowest, ext);
            duplicates += duplicate;
            reordered += late;
            if (i > 0 && !duplicate) {
                int64_t laterBy = 0;
                if (!late && ext >= highest)
                    laterBy = maxTs - ts;
                else
                    for (const auto &[n, t] : arrivals)
                        if (n < ext)
                            laterBy = std::max(laterBy, t - ts);
                if (laterBy > 0) {
                    ++inversions;
                    maxInversion = std::max(maxInversion, laterBy);
                }
            }
            maxTs = std::max(maxTs, ts);
            arrivals.emplace_back(ext, ts);
            if (arrivals.size() > SequenceAnalysis::kRecent)
                arrivals.pop_front();
        }
        const SequenceStats got = a.result();
        QCOMPARE(got.received, uint64_t(length));
        QCOMPARE(got.expected, uint64_t(highest - lowest + 1));
        QCOMPARE(got.duplicates, duplicates);
        QCOMPARE(got.reordered, reordered);
        QCOMPARE(got.tsInversions, inversions);
        QCOMPARE(got.maxTsInversionNs, maxInversion);
    }
}

QTEST_GUILESS_MAIN(TestStreamAnalysis)
#include "tst_stream_analysis.moc"
