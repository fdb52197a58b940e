// FlowTimes (the small flows' times of a statistics-only analysis): every flow's times come back
// in order, however the flows interleave and after other flows' chunks were given back; a promoted
// flow keeps none; flows never seen have none.
#include "core/analysis/flow_times.h"

#include <QtTest>

#include <map>
#include <random>
#include <vector>

using namespace jitterscope;

class TestFlowTimes : public QObject {
    Q_OBJECT
private slots:
    void interleavedFlowsKeepTheirOrder()
    {
        std::mt19937_64 rng(5);
        FlowTimes t;
        std::map<uint32_t, std::vector<int64_t>> ref;
        for (int i = 0; i < 300000; ++i) {
            // Skewed: flow 0 often, flows up to 20 000 now and then.
            const auto id = uint32_t(rng() % 4 == 0 ? 0 : rng() % 20000);
            if (!t.small(id))
                continue;
            const auto ts = int64_t(rng());
            const uint32_t n = t.append(id, ts);
            ref[id].push_back(ts);
            QCOMPARE(n, uint32_t(ref[id].size()));
            if (n == FlowTimes::kPromoteAt) {
                t.promote(id);
                QVERIFY(!t.small(id));
                QCOMPARE(t.count(id), uint32_t(0));
                ref.erase(id);
            }
        }
        QVERIFY(!t.small(0)); // promoted (~75 000 times)
        for (const auto &[id, times] : ref) {
            std::vector<int64_t> got;
            t.forEach(id, [&](int64_t ts) { got.push_back(ts); });
            QCOMPARE(got, times);
        }
        QVERIFY(t.small(1000000));
        QCOMPARE(t.count(1000000), uint32_t(0));
        int calls = 0;
        t.forEach(1000000, [&](int64_t) { ++calls; });
        QCOMPARE(calls, 0);
    }

    void timesAfterAPromotion()
    {
        // Flow 1 fills kPromoteAt − 1 times and is promoted (its chunks go back for reuse); flows
        // 2 and 3 then append, interleaved, into chunks that are partly flow 1's old ones: each
        // gets back exactly its own times, in order.
        FlowTimes t;
        for (uint32_t i = 0; i < FlowTimes::kPromoteAt - 1; ++i)
            t.append(1, int64_t(i));
        t.promote(1);
        std::vector<int64_t> expect;
        for (uint32_t i = 0; i < 2 * FlowTimes::kPromoteAt; ++i) {
            t.append(2, -int64_t(i));
            expect.push_back(-int64_t(i));
            if (i % 7 == 0)
                t.append(3, int64_t(i) * 3);
        }
        std::vector<int64_t> got;
        t.forEach(2, [&](int64_t ts) { got.push_back(ts); });
        QCOMPARE(got, expect);
        QCOMPARE(t.count(3), uint32_t((2 * FlowTimes::kPromoteAt + 6) / 7));
    }
};

QTEST_GUILESS_MAIN(TestFlowTimes)
#include "tst_flow_times.moc"
