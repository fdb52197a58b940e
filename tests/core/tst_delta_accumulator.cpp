// DeltaAccumulator's running statistics on gaps a hostile file can produce: exact while the
// 128-bit sums hold, never a wrapped (overflowed) figure when they do not.
#include "core/analysis/delta_accumulator.h"

#include "value_printers.h"
#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace jitterscope;

class TstDeltaAccumulator : public QObject {
    Q_OBJECT
private slots:
    void exactSmall()
    {
        DeltaAccumulator a;
        for (int64_t d : { 10, 12, 14, -2 })
            a.add(d);
        const DeltaStats s = a.stats();
        QCOMPARE(s.count, uint64_t(4));
        QCOMPARE(s.sumNs, int64_t(34));
        QCOMPARE(s.meanNs, 8.5);
        QCOMPARE(s.negative, uint64_t(1));
        // population variance: (4·444 − 34²) / 16 = 38.75
        QCOMPARE(s.stddevNs, std::sqrt(38.75));
    }

    void hugeGapsDoNotWrap_data()
    {
        QTest::addColumn<qint64>("gap");
        QTest::addColumn<int>("pairs");
        QTest::newRow("1.7e9 s jumps, 1 pair") << qint64(1700000000000000000LL) << 1;
        QTest::newRow("1.7e9 s jumps, 50 pairs") << qint64(1700000000000000000LL) << 50;
        QTest::newRow("INT64_MAX jumps, 1000 pairs") << qint64(INT64_MAX) << 1000;
    }
    void hugeGapsDoNotWrap()
    {
        // Timestamps going 0 → G → 0 → G …: gaps +G, −G. Mean 0, population stddev G.
        QFETCH(qint64, gap);
        QFETCH(int, pairs);
        DeltaAccumulator a;
        for (int i = 0; i < pairs; ++i) {
            a.add(gap);
            a.add(-gap);
        }
        const DeltaStats s = a.stats();
        QCOMPARE(s.count, uint64_t(2 * pairs));
        QCOMPARE(s.sumNs, int64_t(0));
        QCOMPARE(s.meanNs, 0.0);
        QVERIFY2(std::fabs(s.stddevNs / double(gap) - 1.0) < 1e-12, QByteArray::number(s.stddevNs, 'g', 17));
        QCOMPARE(s.minNs, -gap);
        QCOMPARE(s.maxNs, gap);
    }

    void sumSaturatesMeanStaysExact()
    {
        // Three gaps of INT64_MAX: Σ does not fit int64 (reported saturated), the mean is exact.
        DeltaAccumulator a;
        for (int i = 0; i < 3; ++i)
            a.add(INT64_MAX);
        const DeltaStats s = a.stats();
        QCOMPARE(s.sumNs, INT64_MAX);
        QCOMPARE(s.meanNs, double(INT64_MAX));
        QCOMPARE(s.stddevNs, 0.0);
    }

    void burstSizesMatchABruteForceCount_data()
    {
        QTest::addColumn<QVector<int>>("runs"); // run sizes in order
        QTest::newRow("singles only") << QVector<int> { 1, 1, 1, 1 };
        QTest::newRow("small runs") << QVector<int> { 2, 1, 3, 2, 7, 1 };
        QTest::newRow("255, 256 and beyond") << QVector<int> { 255, 1, 256, 300, 2, 1000 };
        QTest::newRow("one long run") << QVector<int> { 5000 };
        QTest::newRow("empty") << QVector<int> {};
    }
    void burstSizesMatchABruteForceCount()
    {
        // Runs of the given sizes (gaps 10 ns inside, 1 ms between, threshold 100 ns): the size
        // histogram, maximum and percentiles as a sort of the sizes gives them.
        QFETCH(QVector<int>, runs);
        BurstAccumulator b(100, false);
        int64_t t = 0;
        bool first = true;
        for (int size : runs)
            for (int i = 0; i < size; ++i) {
                const int64_t gap = i == 0 ? 1000000 : 10;
                t += gap;
                if (first)
                    b.first(t);
                else
                    b.add(t, gap);
                first = false;
            }
        const BurstStats s = b.finish(LogLinearHistogram());
        std::vector<uint64_t> expect(256, 0);
        std::vector<int> sorted(runs.begin(), runs.end());
        std::sort(sorted.begin(), sorted.end());
        for (int size : runs)
            ++expect[size_t(std::min(size, 256) - 1)];
        while (!expect.empty() && expect.back() == 0)
            expect.pop_back();
        QCOMPARE(s.sizeHistogram, expect);
        QCOMPARE(s.runs, uint64_t(runs.size()));
        QCOMPARE(s.maxSize, sorted.empty() ? uint64_t(0) : uint64_t(sorted.back()));
        const auto rank = [&](double q) -> uint64_t {
            if (sorted.empty())
                return 0;
            const size_t r = std::max<size_t>(1, size_t(std::ceil(q * double(sorted.size()))));
            return uint64_t(sorted[r - 1]);
        };
        QCOMPARE(s.p50Size, rank(0.5));
        QCOMPARE(s.p90Size, rank(0.9));
        QCOMPARE(s.p99Size, rank(0.99));
    }

    void rebaseGivesTheRunAtTheNewThreshold_data()
    {
        // Gaps in two clusters, [10, inHigh] and [idleLow, 5 ms], some negative; the thresholds
        // lie in the empty band between (rebase must take them) or, with `between`, a gap lies
        // between them (rebase must refuse).
        QTest::addColumn<int>("inHigh");
        QTest::addColumn<int>("idleLow");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("idleEvery"); // one idle gap in this many (> 64 idle gaps: binned)
        QTest::addColumn<bool>("between");
        QTest::newRow("same bucket") << 4000 << 9000 << 5000 << 5010 << 50 << false;
        QTest::newRow("up, other bucket") << 4000 << 9000 << 4500 << 8000 << 50 << false;
        QTest::newRow("down, other bucket") << 4000 << 9000 << 8000 << 4500 << 50 << false;
        QTest::newRow("up, idle gaps in the new bucket") << 4000 << 8001 << 4500 << 8000 << 50 << false;
        QTest::newRow("down, few idle gaps (exact)") << 300 << 20000 << 15000 << 400 << 5000 << false;
        QTest::newRow("up from the exact range") << 100 << 2000 << 150 << 1999 << 50 << false;
        QTest::newRow("a gap between") << 4000 << 9000 << 3000 << 5000 << 50 << true;
        QTest::newRow("a gap between, down") << 4000 << 9000 << 9500 << 5000 << 50 << true;
    }
    void rebaseGivesTheRunAtTheNewThreshold()
    {
        QFETCH(int, inHigh);
        QFETCH(int, idleLow);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, idleEvery);
        QFETCH(bool, between);
        std::mt19937_64 rng(uint64_t(inHigh) * 31 + uint64_t(to));
        std::vector<int64_t> gaps;
        for (int i = 0; i < 20000; ++i) {
            if (i % 997 == 0)
                gaps.push_back(-int64_t(1 + rng() % 1000));
            else if (rng() % uint64_t(idleEvery) == 0)
                gaps.push_back(idleLow + int64_t(rng() % uint64_t(5000000 - idleLow)));
            else
                gaps.push_back(10 + int64_t(rng() % uint64_t(inHigh - 9)));
        }
        gaps[100] = idleLow; // the edges of both clusters are there
        gaps[200] = inHigh;
        gaps[300] = idleLow + 100;
        LogLinearHistogram h;
        for (int64_t g : gaps)
            h.add(g);
        const auto run = [&](int64_t threshold, bool rebaseTo) {
            BurstAccumulator b(threshold, true, true);
            int64_t t = 1000000000;
            b.first(t);
            for (int64_t g : gaps) {
                t += g;
                b.add(t, g);
            }
            const bool rebased = rebaseTo && b.rebase(to, h);
            return std::make_pair(rebased, b.finish(h));
        };
        const auto [rebased, got] = run(from, true);
        QCOMPARE(rebased, !between);
        QCOMPARE(h.noneIn(std::min(from, to), std::max(from, to)), !between);
        QCOMPARE(got, run(between ? from : to, false).second);
        QVERIFY(got.runs > 5);
        QVERIFY(got.idleGaps > 0);
    }
};

QTEST_GUILESS_MAIN(TstDeltaAccumulator)
#include "tst_delta_accumulator.moc"
