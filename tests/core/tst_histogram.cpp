// LogLinearHistogram's counters across its sparse → dense switch: a sparse side packs a cell and
// its count in 16 bits each, so counts that reach or pass 2^16 in one cell — one value at a time,
// in one add(v, n), or through merges of sparse histograms — must come out exactly, as must random
// populations on both signs. Each case is checked bucket by bucket against a brute-force count per
// cell (cellKey), and its percentiles against the nearest-rank value of the expanded multiset.
#include "core/analysis/histogram.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <map>
#include <random>
#include <tuple>
#include <vector>

using namespace jitterscope;

namespace {

/// A histogram and the brute-force count per cell it must equal.
struct Checked {
    LogLinearHistogram h;
    std::map<int64_t, uint64_t> cells;
    std::map<int64_t, uint64_t> values; // value → count (for percentiles)

    void add(int64_t v, uint64_t n)
    {
        h.add(v, n);
        cells[LogLinearHistogram::cellKey(v)] += n;
        values[v] += n;
    }
    void merge(const Checked &o)
    {
        h.merge(o.h);
        for (const auto &[k, n] : o.cells)
            cells[k] += n;
        for (const auto &[v, n] : o.values)
            values[v] += n;
    }
};

void compare(const Checked &c)
{
    uint64_t total = 0;
    for (const auto &[k, n] : c.cells)
        total += n;
    QCOMPARE(c.h.count(), total);
    QVERIFY(!c.h.isExact());
    std::map<int64_t, uint64_t> got;
    bool bucketsWhole = true; // each bucket one cell, each cell once
    c.h.forEachBucket([&](int64_t lo, int64_t hi, uint64_t n) {
        bucketsWhole = bucketsWhole && LogLinearHistogram::cellKey(lo) == LogLinearHistogram::cellKey(hi) &&
                       got.emplace(LogLinearHistogram::cellKey(lo), n).second;
    });
    QVERIFY(bucketsWhole);
    QCOMPARE(got, c.cells);
    // Percentiles: within the bucket bound (1/256 of the value) of the exact nearest rank.
    for (double q : { 0.0, 0.01, 0.25, 0.5, 0.9, 0.99, 0.999, 1.0 }) {
        const uint64_t rank = std::max<uint64_t>(1, uint64_t(std::ceil(q * double(total))));
        uint64_t seen = 0;
        int64_t exact = 0;
        for (const auto &[v, n] : c.values) {
            seen += n;
            if (seen >= rank) {
                exact = v;
                break;
            }
        }
        const int64_t p = c.h.percentile(q);
        const int64_t bound = std::max<int64_t>(0, std::llabs(exact) / 256) + 1;
        QVERIFY2(std::llabs(p - exact) <= bound,
                 qPrintable(QStringLiteral("q %1: %2 vs exact %3").arg(q).arg(p).arg(exact)));
    }
}

} // namespace

class TestHistogram : public QObject {
    Q_OBJECT
private slots:
    // 70 000 values in one cell, one add at a time: the sparse count limit turns the side dense
    // before a packed count could wrap.
    void oneCellOneByOne()
    {
        Checked c;
        for (int i = 0; i < 70000; ++i)
            c.add(12000, 1);
        compare(c);
    }
    // add(v, n) with n past what a sparse entry holds, on a fresh side and on one part-filled.
    void oneCellInOneAdd_data()
    {
        QTest::addColumn<uint64_t>("before");
        QTest::addColumn<uint64_t>("n");
        QTest::newRow("65536 at once") << uint64_t(0) << uint64_t(65536);
        QTest::newRow("70000 at once") << uint64_t(0) << uint64_t(70000);
        // The positive side then holds 100 + n, and the last add(5000, 1) one more.
        QTest::newRow("ends at the limit") << uint64_t(100) << uint64_t(4096 - 100 - 1);
        QTest::newRow("reaches it, last add past") << uint64_t(100) << uint64_t(4096 - 100);
        QTest::newRow("one past it in the add") << uint64_t(100) << uint64_t(4096 - 100 + 1);
        QTest::newRow("2^40 at once") << uint64_t(100) << (uint64_t(1) << 40);
    }
    void oneCellInOneAdd()
    {
        QFETCH(uint64_t, before);
        QFETCH(uint64_t, n);
        Checked c;
        for (int i = 0; i < 65; ++i) // out of exact mode
            c.add(-300 - i, 1);
        c.add(5000, before);
        c.add(5001, n); // same cell as 5000
        c.add(5000, 1);
        compare(c);
    }
    // Two sparse histograms, each with 4000 values in the same cell: the merge holds 8000 there.
    void mergeOfSparseSides()
    {
        Checked a, b;
        for (int i = 0; i < 4000; ++i) {
            a.add(777777, 1);
            b.add(777778, 1);
        }
        a.add(-5, 30);
        b.add(-5, 30);
        a.merge(b);
        compare(a);
        if (QTest::currentTestFailed())
            return;
        Checked big;
        big.add(777777, 60000);
        a.merge(big);
        compare(a);
    }
    // Random populations on both signs, counts from 1 to 2^20 per add, sizes either side of the
    // sparse limits (256 cells, 4096 values).
    void randomPopulations()
    {
        std::mt19937_64 rng(20261204);
        for (int round = 0; round < 200; ++round) {
            Checked c;
            const int adds = 65 + int(rng() % 600);
            const int64_t spread = int64_t(1) << (rng() % 40);
            for (int i = 0; i < adds; ++i) {
                const int64_t v = int64_t(rng() % uint64_t(2 * spread + 1)) - spread;
                const uint64_t n = i < 65 ? 1 : (rng() % 4 == 0 ? 1 + rng() % (uint64_t(1) << 20) : 1 + rng() % 8);
                c.add(v, n);
            }
            compare(c);
            if (QTest::currentTestFailed()) {
                qWarning("failed in round %d", round);
                return;
            }
        }
    }

    // addAll(v, n) must leave what add() of each value in turn leaves: the same counts per cell,
    // minimum, maximum, mode (exact, sparse or dense side) and percentiles, from an empty,
    // exact, sparse or dense start, across the exact limit, the sparse cell and count limits, on
    // both signs and at the ends of int64.
    void addAllIsAddOneByOne()
    {
        std::mt19937_64 rng(20261205);
        const std::vector<size_t> sizes { 0, 1, 7, 64, 65, 100, 255, 256, 257, 300, 4095, 4096, 4097, 9000 };
        for (int round = 0; round < 400; ++round) {
            LogLinearHistogram one, bulk;
            // A start of 0…5000 values one by one in both (exact, sparse or dense by then).
            const size_t before = std::array<size_t, 6> { 0, 3, 64, 200, 1000, 5000 }[rng() % 6];
            const int64_t spread = int64_t(1) << (rng() % 62);
            const bool negative = rng() % 3 == 0;
            auto draw = [&] {
                switch (rng() % 16) {
                case 0: return INT64_MAX;
                case 1: return INT64_MIN;
                case 2: return int64_t(0);
                default: {
                    const auto v = int64_t(rng() % uint64_t(spread));
                    return negative && rng() % 2 ? -v : v;
                }
                }
            };
            for (size_t i = 0; i < before; ++i) {
                const int64_t v = draw();
                one.add(v);
                bulk.add(v);
            }
            // Values from few cells (repeats, the count limit) or many (the cell limit).
            const size_t n = sizes[rng() % sizes.size()];
            const bool fewCells = rng() % 2;
            std::vector<int64_t> vs(n);
            for (int64_t &v : vs)
                v = fewCells ? int64_t(rng() % 40) * 1000 : draw();
            for (const int64_t v : vs)
                one.add(v);
            bulk.addAll(vs.data(), vs.size());
            QVERIFY2(bulk == one, qPrintable(QStringLiteral("round %1: %2 then %3").arg(round).arg(before).arg(n)));
            QCOMPARE(bulk.isExact(), one.isExact());
            QCOMPARE(bulk.minValue(), one.minValue());
            QCOMPARE(bulk.maxValue(), one.maxValue());
            for (double q : { 0.0, 0.5, 0.99, 1.0 })
                QCOMPARE(bulk.percentile(q), one.percentile(q));
            // A histogram that stayed sparse must stay sparse in bulk too (its size says so).
            std::vector<std::tuple<int64_t, int64_t, uint64_t>> a, b;
            one.forEachBucket([&](int64_t lo, int64_t hi, uint64_t c) { a.emplace_back(lo, hi, c); });
            bulk.forEachBucket([&](int64_t lo, int64_t hi, uint64_t c) { b.emplace_back(lo, hi, c); });
            QCOMPARE(a, b);
            QCOMPARE(bulk.isSparseForTest(), one.isSparseForTest());
        }
        // The sparse cell limit exactly: 255, 256 and 257 cells (one value each, below 256 every
        // value is its own cell), from empty and on top of 100 values in cells of their own.
        for (const int64_t base : { int64_t(0), int64_t(100) }) {
            for (const int64_t cells : { 255, 256, 257 }) {
                LogLinearHistogram one, bulk;
                for (int64_t v = 0; v < base; ++v) {
                    one.add(1000 * (v + 1));
                    bulk.add(1000 * (v + 1));
                }
                std::vector<int64_t> vs;
                for (int64_t v = 0; v < cells - base; ++v)
                    vs.push_back(v);
                for (const int64_t v : vs)
                    one.add(v);
                bulk.addAll(vs.data(), vs.size());
                QVERIFY(bulk == one);
                QCOMPARE(bulk.isSparseForTest(), cells <= 256);
                QCOMPARE(one.isSparseForTest(), cells <= 256);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestHistogram)
#include "tst_histogram.moc"
