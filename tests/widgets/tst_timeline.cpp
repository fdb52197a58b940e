// core/analysis/timeline.cpp: exact vs decimated extraction, flow selection, burst spans, selection histogram.
#include "core/analysis/io_graph.h"
#include "core/analysis/timeline.h"
#include "core/base/saturating.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using namespace jitterscope;

namespace {

constexpr int64_t kOrigin = 1'700'000'000'000'000'000;
const double kInf = std::numeric_limits<double>::infinity();

std::shared_ptr<PacketStore> makeStore(const QVector<qint64> &offsetsNs, const QVector<uint> &flows)
{
    auto store = std::make_shared<PacketStore>();
    for (int i = 0; i < offsetsNs.size(); ++i)
        store->push(PacketEntry { kOrigin + offsetsNs[i], flows.isEmpty() ? 0u : uint32_t(flows[i]), 100 });
    return store;
}

std::vector<uint32_t> toStd(const QVector<uint> &v)
{
    return std::vector<uint32_t>(v.begin(), v.end());
}

} // namespace

class TestTimeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exact_data();
    void exact();
    void decimated();
    void decimatedSelection();
    void emptyStore();
    void selectionHistogram();
    void indexGivesTheScansResult_data();
    void indexGivesTheScansResult();
    void indexFollowsTheStore();
    void ioGraphIndexGivesTheScansResult_data() { indexGivesTheScansResult_data(); }
    void ioGraphIndexGivesTheScansResult();
};

void TestTimeline::exact_data()
{
    QTest::addColumn<QVector<qint64>>("tsNs");
    QTest::addColumn<QVector<uint>>("flowIds");
    QTest::addColumn<QVector<uint>>("selection");
    QTest::addColumn<double>("t0");
    QTest::addColumn<double>("t1");
    QTest::addColumn<qint64>("thresholdNs");
    QTest::addColumn<QVector<double>>("expectT");
    QTest::addColumn<QVector<double>>("expectGapUs");
    QTest::addColumn<QVector<double>>("expectSpans"); // start, end pairs
    QTest::addColumn<int>("inRange");

    const QVector<qint64> regular { 0, 1'000'000, 2'000'000, 3'000'000, 4'000'000 };
    QTest::newRow("all packets, first has no gap")
        << regular << QVector<uint> {} << QVector<uint> {} << -kInf << kInf << qint64(0)
        << QVector<double> { 0.001, 0.002, 0.003, 0.004 } << QVector<double> { 1000, 1000, 1000, 1000 }
        << QVector<double> {} << 5;
    QTest::newRow("range start takes the gap from the packet before it")
        << regular << QVector<uint> {} << QVector<uint> {} << 0.0015 << 0.0035 << qint64(0)
        << QVector<double> { 0.002, 0.003 } << QVector<double> { 1000, 1000 } << QVector<double> {} << 2;
    QTest::newRow("selection: gaps between packets of flow 1 only")
        << QVector<qint64> { 0, 100'000, 1'000'000, 1'050'000, 3'000'000, 3'500'000 }
        << QVector<uint> { 0, 1, 0, 1, 0, 1 } << QVector<uint> { 1 } << -kInf << kInf << qint64(0)
        << QVector<double> { 0.00105, 0.0035 } << QVector<double> { 950, 2450 } << QVector<double> {} << 3;
    QTest::newRow("two flows selected") << QVector<qint64> { 0, 100'000, 1'000'000, 1'050'000, 3'000'000 }
                                        << QVector<uint> { 0, 1, 2, 1, 0 } << QVector<uint> { 0, 1 } << -kInf << kInf
                                        << qint64(0) << QVector<double> { 0.0001, 0.00105, 0.003 }
                                        << QVector<double> { 100, 950, 1950 } << QVector<double> {} << 4;
    QTest::newRow("burst spans: runs of >= 2 with gap < threshold")
        << QVector<qint64> { 0, 10'000, 20'000, 1'000'000, 2'000'000, 2'010'000, 3'000'000 } << QVector<uint> {}
        << QVector<uint> {} << -kInf << kInf << qint64(100'000)
        << QVector<double> { 10e-6, 20e-6, 0.001, 0.002, 0.00201, 0.003 }
        << QVector<double> { 10, 10, 980, 1000, 10, 990 } << QVector<double> { 0, 20e-6, 0.002, 0.00201 } << 7;
    QTest::newRow("burst running into the range starts at the packet before it")
        << QVector<qint64> { 0, 10'000, 20'000, 1'000'000 } << QVector<uint> {} << QVector<uint> {} << 5e-6 << 1.0
        << qint64(100'000) << QVector<double> { 10e-6, 20e-6, 0.001 } << QVector<double> { 10, 10, 980 }
        << QVector<double> { 0, 20e-6 } << 3;
    QTest::newRow("timestamp going backwards gives a negative gap")
        << QVector<qint64> { 0, 1'000'000, 900'000, 2'000'000 } << QVector<uint> {} << QVector<uint> {} << -kInf << kInf
        << qint64(0) << QVector<double> { 0.001, 0.0009, 0.002 } << QVector<double> { 1000, -100, 1100 }
        << QVector<double> {} << 4;
    QTest::newRow("one packet: no gap") << QVector<qint64> { 5'000 } << QVector<uint> {} << QVector<uint> {} << -kInf
                                        << kInf << qint64(0) << QVector<double> {} << QVector<double> {}
                                        << QVector<double> {} << 1;
}

void TestTimeline::exact()
{
    QFETCH(QVector<qint64>, tsNs);
    QFETCH(QVector<uint>, flowIds);
    QFETCH(QVector<uint>, selection);
    QFETCH(double, t0);
    QFETCH(double, t1);
    QFETCH(qint64, thresholdNs);
    QFETCH(QVector<double>, expectT);
    QFETCH(QVector<double>, expectGapUs);
    QFETCH(QVector<double>, expectSpans);
    QFETCH(int, inRange);

    const auto store = makeStore(tsNs, flowIds);
    const TimelineData d =
        buildTimeline(*store, 0, store->size(), toStd(selection), kOrigin, t0, t1, 1000, thresholdNs);
    QVERIFY(!d.decimated);
    QCOMPARE(int(d.packetsInRange), inRange);
    QCOMPARE(int(d.tSec.size()), expectT.size());
    QCOMPARE(d.gapUs.size(), d.tSec.size());
    QCOMPARE(d.inBurst.size(), d.tSec.size());
    for (int i = 0; i < expectT.size(); ++i) {
        QVERIFY2(std::fabs(d.tSec[size_t(i)] - expectT[i]) < 1e-12, qPrintable(QString::number(i)));
        QCOMPARE(d.gapUs[size_t(i)], expectGapUs[i]);
        QCOMPARE(bool(d.inBurst[size_t(i)]), thresholdNs > 0 && expectGapUs[i] * 1000 < thresholdNs);
    }
    QCOMPARE(int(d.burstStartSec.size()) * 2, expectSpans.size());
    for (size_t i = 0; i < d.burstStartSec.size(); ++i) {
        QVERIFY(std::fabs(d.burstStartSec[i] - expectSpans[int(2 * i)]) < 1e-12);
        QVERIFY(std::fabs(d.burstEndSec[i] - expectSpans[int(2 * i + 1)]) < 1e-12);
    }
}

void TestTimeline::decimated()
{
    // 10 000 packets 1 ms apart with a few known extremes; 200 points max → per-bucket min/max.
    QVector<qint64> ts;
    qint64 t = 0;
    for (int i = 0; i < 10000; ++i) {
        t += i == 5000 ? 7'000'000 : (i == 7000 ? 1'000 : 1'000'000);
        ts.push_back(t);
    }
    const auto store = makeStore(ts, {});
    const TimelineData d = buildTimeline(*store, 0, store->size(), {}, kOrigin, -kInf, kInf, 200, 0);
    QVERIFY(d.decimated);
    QCOMPARE(d.packetsInRange, size_t(10000));
    QVERIFY(d.tSec.size() <= 200);
    QVERIFY(d.tSec.size() >= 100); // every bucket holds packets
    QVERIFY(d.burstStartSec.empty());
    QVERIFY(std::is_sorted(d.tSec.begin(), d.tSec.end()));
    const auto [mn, mx] = std::minmax_element(d.gapUs.begin(), d.gapUs.end());
    QCOMPARE(*mx, 7000.0);
    QCOMPARE(*mn, 1.0);
    // The extremes sit at their packets' times.
    QCOMPARE(d.tSec[size_t(mx - d.gapUs.begin())], double(ts[5000]) * 1e-9);

    // The same store, a 20-packet window: exact again.
    const TimelineData z =
        buildTimeline(*store, 0, store->size(), {}, kOrigin, double(ts[100]) * 1e-9, double(ts[119]) * 1e-9, 200, 0);
    QVERIFY(!z.decimated);
    QCOMPARE(z.tSec.size(), size_t(20));
    QCOMPARE(z.gapUs.front(), 1000.0);
}

void TestTimeline::decimatedSelection()
{
    // Two interleaved flows; only flow 1 counts towards the exact/decimated decision.
    QVector<qint64> ts;
    QVector<uint> flows;
    for (int i = 0; i < 3000; ++i) {
        ts.push_back(qint64(i) * 1000);
        flows.push_back(i % 10 == 0 ? 1 : 0);
    }
    const auto store = makeStore(ts, flows);
    const TimelineData d = buildTimeline(*store, 0, store->size(), { 1 }, kOrigin, -kInf, kInf, 400, 0);
    QVERIFY(!d.decimated);
    QCOMPARE(d.packetsInRange, size_t(300));
    QCOMPARE(d.tSec.size(), size_t(299));
    for (double g : d.gapUs)
        QCOMPARE(g, 10.0);
    const TimelineData all = buildTimeline(*store, 0, store->size(), {}, kOrigin, -kInf, kInf, 400, 0);
    QVERIFY(all.decimated);
    QCOMPARE(all.packetsInRange, size_t(3000));
}

void TestTimeline::emptyStore()
{
    PacketStore store;
    const TimelineData d = buildTimeline(store, 0, 0, {}, kOrigin, -kInf, kInf, 100, 1000);
    QVERIFY(d.tSec.empty());
    QCOMPARE(d.packetsInRange, size_t(0));
    AnalysisSnapshot s;
    QCOMPARE(jitterscope::selectionHistogram(s, {}).count(), uint64_t(0));
}

void TestTimeline::selectionHistogram()
{
    AnalysisSnapshot s;
    auto overall = std::make_shared<LogLinearHistogram>();
    for (int i = 0; i < 500; ++i)
        overall->add(1000 + i);
    s.histogram = overall;
    for (uint32_t id = 0; id < 3; ++id) {
        FlowSummary f;
        f.id = id;
        auto h = std::make_shared<LogLinearHistogram>();
        for (uint32_t k = 0; k < 100 * (id + 1); ++k)
            h->add(int64_t(1'000'000 * (id + 1)));
        f.histogram = h;
        s.flows.push_back(f);
    }
    QCOMPARE(jitterscope::selectionHistogram(s, {}).count(), uint64_t(500));
    QCOMPARE(jitterscope::selectionHistogram(s, {}).minValue(), int64_t(1000));
    const LogLinearHistogram sel = jitterscope::selectionHistogram(s, { 0, 2 });
    QCOMPARE(sel.count(), uint64_t(400));
    QCOMPARE(sel.minValue(), int64_t(1'000'000));
    QCOMPARE(sel.maxValue(), int64_t(3'000'000));
    QCOMPARE(jitterscope::selectionHistogram(s, { 2, 2 }).count(), uint64_t(300)); // duplicates count once
    QCOMPARE(jitterscope::selectionHistogram(s, { 7 }).count(), uint64_t(0)); // unknown flow
}

namespace {

/// Trace shapes for the index: each must envelope to exactly what the entry-by-entry scan gives.
std::shared_ptr<PacketStore> shapedStore(const QString &shape, size_t n)
{
    std::mt19937_64 rng(qHash(shape)); // fixed per shape: the same store at every run
    auto store = std::make_shared<PacketStore>();
    int64_t t = kOrigin;
    for (size_t i = 0; i < n; ++i) {
        uint32_t flow = 0;
        if (shape == "napi bursts") { // 64 packets 50 ns apart, then an idle gap (some polls shorter)
            t += i % 64 == 0 ? int64_t(700'000 + rng() % 200'000) : 50;
        } else if (shape == "four flows at random") {
            t += int64_t(rng() % 24'000);
            const uint64_t r = rng() % 100;
            flow = r < 50 ? 0 : r < 75 ? 1 : r < 90 ? 2 : 3;
        } else if (shape == "5000 flows at random") { // a selected flow is in ~1 block of 10
            t += int64_t(rng() % 2'000);
            flow = uint32_t(rng() % 5000);
        } else if (shape == "flows in runs") { // runs of 1000 (some blocks single-flow, some not)
            t += int64_t(1'000 + rng() % 5'000);
            flow = uint32_t((i / 1000) % 3);
        } else if (shape == "backwards and ties") { // equal gaps (ties) and timestamps going back
            const uint64_t r = rng() % 16;
            t += r == 0 ? -int64_t(rng() % 3'000'000) : r < 8 ? 10'000 : 20'000;
            flow = uint32_t(rng() % 2);
        } else if (shape == "saturating gaps") { // gaps past 2^53 ns, and a stamp at INT64_MIN
            const size_t k = i % 1000;
            t = k == 500 ? INT64_MAX - int64_t(rng() % 5) : k == 501 ? INT64_MIN : kOrigin + int64_t(i) * 1000;
        }
        // Wire lengths of every size, a few of them 4 GiB − 1 (a block's bytes need 64 bits).
        const uint32_t wireLen = i % 997 == 0 ? UINT32_MAX : uint32_t(60 + (i * 7919) % 1455);
        store->push(PacketEntry { t, flow, wireLen });
    }
    return store;
}

} // namespace

void TestTimeline::indexGivesTheScansResult_data()
{
    QTest::addColumn<QString>("shape");
    for (const char *shape : { "napi bursts", "four flows at random", "5000 flows at random", "flows in runs",
                               "backwards and ties", "saturating gaps" })
        QTest::newRow(shape) << QString::fromLatin1(shape);
}

// The envelope from block summaries is the scan's, bit for bit: every shape, range edge, selection
// and point budget; both from the store's start and from a released chunk (a bounded session).
void TestTimeline::indexGivesTheScansResult()
{
    QFETCH(QString, shape);
    const size_t n = 3 * PacketStore::kChunk + 1234; // not a whole number of blocks
    const auto store = shapedStore(shape, n);
    const auto at = [&](size_t i) { return double(satSub((*store)[i].tsNs, kOrigin)) * 1e-9; };
    const double span = at(n - 1);
    const std::vector<std::pair<double, double>> ranges {
        { -kInf, kInf }, { at(1000) + 1e-9, at(150'000) }, { at(70'000), at(70'300) }, { span * 0.3, span * 0.9 }
    };
    const std::vector<std::vector<uint32_t>> selections { {}, { 0 }, { 1 }, { 0, 2 }, { 7 }, { 3, 130, 4999 } };
    size_t indexed = 0, compared = 0;
    for (const size_t from : { size_t(0), PacketStore::kChunk }) {
        TimelineIndex index;
        index.update(*store, 0, n / 2); // extended later, as snapshots arrive
        index.update(*store, from, n);
        QCOMPARE(index.blocks(), (n - from) / TimelineIndex::kBlock);
        for (const auto &[t0, t1] : ranges) {
            for (const auto &sel : selections) {
                for (const size_t maxPoints : { size_t(2), size_t(200), size_t(2600) }) {
                    const TimelineData scan =
                        buildTimeline(*store, from, n, sel, kOrigin, t0, t1, maxPoints, 15'000, nullptr);
                    const TimelineData fast =
                        buildTimeline(*store, from, n, sel, kOrigin, t0, t1, maxPoints, 15'000, &index);
                    const QString what = QStringLiteral("from %1, range %2..%3, %4 flows selected, %5 points")
                                             .arg(from)
                                             .arg(t0)
                                             .arg(t1)
                                             .arg(sel.size())
                                             .arg(maxPoints);
                    QVERIFY2(fast.tSec == scan.tSec, qPrintable(what));
                    QVERIFY2(fast.gapUs == scan.gapUs, qPrintable(what));
                    QVERIFY2(fast.inBurst == scan.inBurst, qPrintable(what));
                    QVERIFY2(fast.decimated == scan.decimated, qPrintable(what));
                    QVERIFY2(fast.burstStartSec == scan.burstStartSec, qPrintable(what));
                    QVERIFY2(fast.burstEndSec == scan.burstEndSec, qPrintable(what));
                    QCOMPARE(fast.packetsInRange, scan.packetsInRange);
                    QVERIFY(fast.entriesVisited <= scan.entriesVisited);
                    indexed += fast.entriesVisited < scan.entriesVisited ? 1 : 0;
                    ++compared;
                }
            }
        }
        // The whole trace, every flow, 20 buckets: summaries stand in for all but the blocks that
        // straddle a bucket edge (and two entries of each other block).
        const TimelineData whole = buildTimeline(*store, from, n, {}, kOrigin, -kInf, kInf, 40, 0, &index);
        QVERIFY(whole.decimated);
        const size_t bound =
            20 * TimelineIndex::kBlock + 2 * (n - from) / TimelineIndex::kBlock + 2 * TimelineIndex::kBlock;
        // (Not for stamps going back 3 ms or to INT64_MIN: such blocks span bucket edges.)
        if (shape != "backwards and ties" && shape != "saturating gaps")
            QVERIFY2(whole.entriesVisited <= bound, qPrintable(QString::number(whole.entriesVisited)));
    }
    QVERIFY2(indexed >= 4, qPrintable(QStringLiteral("%1 of %2").arg(indexed).arg(compared)));
}

// The I/O graph from block summaries is the scan's, bin for bin: every shape, range, selection
// and bin width (fine ones that split blocks, coarse ones that hold many, widened ones), in and out
// of time order, from the store's start and from a released chunk.
void TestTimeline::ioGraphIndexGivesTheScansResult()
{
    QFETCH(QString, shape);
    const size_t n = 3 * PacketStore::kChunk + 1234;
    const auto store = shapedStore(shape, n);
    const int64_t last = (*store)[n - 1].tsNs;
    const int64_t span = satSub(last, kOrigin);
    const std::vector<std::pair<int64_t, int64_t>> ranges {
        { INT64_MIN, INT64_MAX },
        { (*store)[1000].tsNs + 1, (*store)[150'000].tsNs },
        { (*store)[70'000].tsNs, (*store)[70'300].tsNs },
        { satAdd(kOrigin, span / 10 * 3), satAdd(kOrigin, span / 10 * 9) },
    };
    const std::vector<std::vector<uint32_t>> selections { {}, { 0 }, { 1 }, { 0, 2 }, { 7 }, { 3, 130, 4999 } };
    size_t saved = 0, compared = 0;
    for (const size_t from : { size_t(0), PacketStore::kChunk }) {
        TimelineIndex index;
        index.update(*store, 0, n / 2);
        index.update(*store, from, n);
        for (const auto &[t0, t1] : ranges) {
            for (const auto &sel : selections) {
                for (const int64_t binNs :
                     { int64_t(1'000), int64_t(100'000), int64_t(10'000'000), int64_t(1'000'000'000) }) {
                    for (const size_t maxBins : { size_t(3), size_t(640), size_t(100'000) }) {
                        for (const bool timeOrdered : { false, true }) {
                            if (timeOrdered && (shape == "backwards and ties" || shape == "saturating gaps"))
                                continue; // a binary search needs a store in time order
                            const IoGraphData scan = buildIoGraph(*store, from, n, sel, kOrigin, binNs, t0, t1, maxBins,
                                                                  timeOrdered, nullptr);
                            // The second pass from what the first kept, and (a cap of 1000) from the store.
                            const IoGraphData fast = buildIoGraph(*store, from, n, sel, kOrigin, binNs, t0, t1, maxBins,
                                                                  timeOrdered, &index);
                            const IoGraphData capped = buildIoGraph(*store, from, n, sel, kOrigin, binNs, t0, t1,
                                                                    maxBins, timeOrdered, &index, 1000);
                            const QString what = QStringLiteral("from %1, range %2..%3, %4 flows, bin %5, max %6, %7")
                                                     .arg(from)
                                                     .arg(t0)
                                                     .arg(t1)
                                                     .arg(sel.size())
                                                     .arg(binNs)
                                                     .arg(maxBins)
                                                     .arg(timeOrdered);
                            QVERIFY2(fast.packets == scan.packets, qPrintable(what));
                            QVERIFY2(fast.bytes == scan.bytes, qPrintable(what));
                            QVERIFY2(fast.binNs == scan.binNs && fast.firstBin == scan.firstBin, qPrintable(what));
                            QVERIFY2(fast.widened == scan.widened, qPrintable(what));
                            QCOMPARE(fast.packetsInRange, scan.packetsInRange);
                            QCOMPARE(fast.bytesInRange, scan.bytesInRange);
                            QVERIFY2(capped.packets == scan.packets && capped.bytes == scan.bytes, qPrintable(what));
                            QCOMPARE(capped.packetsInRange, scan.packetsInRange);
                            // At most two walks over the entries (the scan's, before anything was kept).
                            QVERIFY2(capped.entriesVisited <= 2 * (n - from), qPrintable(what));
                            // Flows selected among mixed ones (no block settled by its summary): one
                            // walk, the second pass from what the first kept.
                            if (!sel.empty() && shape == "four flows at random")
                                QVERIFY2(fast.entriesVisited <= n - from, qPrintable(what));
                            QVERIFY(fast.entriesVisited <= scan.entriesVisited);
                            saved += fast.entriesVisited < scan.entriesVisited ? 1 : 0;
                            ++compared;
                        }
                    }
                }
            }
        }
        // The whole trace, every flow, 20 bins: the summaries stand in for all blocks but those
        // that straddle a bin edge (in each of the two passes).
        const IoGraphData whole = buildIoGraph(*store, from, n, {}, kOrigin, ioGraphWidthFor(span, 20), INT64_MIN,
                                               INT64_MAX, 20, false, &index);
        QCOMPARE(whole.packetsInRange, uint64_t(n - from));
        if (shape != "backwards and ties" && shape != "saturating gaps")
            QVERIFY2(whole.entriesVisited <= 2 * (21 * TimelineIndex::kBlock + TimelineIndex::kBlock),
                     qPrintable(QString::number(whole.entriesVisited)));
    }
    QVERIFY2(saved >= 4, qPrintable(QStringLiteral("%1 of %2").arg(saved).arg(compared)));
}

void TestTimeline::indexFollowsTheStore()
{
    const auto a = shapedStore(QStringLiteral("napi bursts"), 10'000);
    TimelineIndex index;
    index.update(*a, 0, 10'000);
    QCOMPARE(index.blocks(), size_t(10'000 / TimelineIndex::kBlock));
    QVERIFY(index.block(*a, 0));
    QVERIFY(!index.block(*a, 10'000 / TimelineIndex::kBlock)); // the last, partial block is not summarised
    // Another store (even at the same address once the first is freed) is not mistaken for it.
    const auto b = std::make_shared<PacketStore>();
    for (int i = 0; i < int(2 * TimelineIndex::kBlock + 10); ++i)
        b->push(PacketEntry { kOrigin + i, 1u, 64 });
    QVERIFY(!index.block(*b, 0));
    index.update(*b, 0, b->size());
    QCOMPARE(index.blocks(), size_t(2));
    QCOMPARE(index.block(*b, 0)->flowId, 1u);
    QCOMPARE(index.block(*b, 0)->minGapUs, 0.001);
    QVERIFY(!index.block(*a, 0));
}

QTEST_GUILESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
