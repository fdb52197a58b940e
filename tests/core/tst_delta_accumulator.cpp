// DeltaAccumulator's running statistics on gaps a hostile file can produce: exact while the
// 128-bit sums hold, never a wrapped (overflowed) figure when they do not.
#include "core/analysis/delta_accumulator.h"

#include <QTest>

#include <cmath>

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
};

QTEST_GUILESS_MAIN(TstDeltaAccumulator)
#include "tst_delta_accumulator.moc"
