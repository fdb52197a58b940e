// FlowTimes (the small flows' times of a statistics-only analysis): every flow's times come back
// in order, however the flows interleave and after other flows' chunks were given back; a promoted
// flow keeps none; flows never seen have none; a time is one word when its step from the flow's
// previous one fits and three otherwise, and comes back exact at every edge of that.
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

    void stepsAtTheEdgesOfOneWord()
    {
        // Steps of 0, 1, 2^32 − 2 (the largest in one word), 2^32 − 1 and 2^32 (escaped), a step
        // back, the extremes of int64 and a step across zero: each time back exactly, and the
        // flow takes one word a step that fits and three for each other time (the first one too).
        constexpr int64_t kMaxStep = int64_t(UINT32_MAX) - 1;
        std::vector<int64_t> times = { 1000 }; // the first: escaped
        uint32_t escapes = 1;
        auto step = [&](int64_t by, bool escaped) {
            times.push_back(times.back() + by);
            escapes += escaped;
        };
        auto jump = [&](int64_t to, bool escaped) {
            times.push_back(to);
            escapes += escaped;
        };
        step(0, false);
        step(1, false);
        step(kMaxStep, false);
        step(kMaxStep + 1, true);
        step(kMaxStep + 2, true);
        step(-1, true);
        jump(INT64_MIN, true);
        step(kMaxStep, false);
        jump(-7, true);
        step(kMaxStep, false); // across zero
        jump(INT64_MAX - kMaxStep, true);
        step(kMaxStep, false); // to INT64_MAX
        jump(0, true);
        FlowTimes t;
        for (size_t i = 0; i < times.size(); ++i) {
            t.append(9, times[i]);
            t.append(4, int64_t(i)); // another flow between them, in the same chunks
        }
        std::vector<int64_t> got;
        t.forEach(9, [&](int64_t ts) { got.push_back(ts); });
        QCOMPARE(got, times);
        QCOMPARE(t.count(9), uint32_t(times.size()));
        QCOMPARE(t.wordsOf(9), uint32_t(times.size()) + 2 * escapes);
        QCOMPARE(t.wordsOf(4), uint32_t(times.size()) + 2);
    }

    void steadyFlowsTakeAWordATime()
    {
        // 1 000 flows of 300 times each, 1 ms apart per flow, interleaved: one word a time but
        // the first; every flow's times come back.
        FlowTimes t;
        for (int64_t k = 0; k < 300; ++k)
            for (uint32_t id = 0; id < 1000; ++id)
                t.append(id, 1700000000000000000 + k * 1000000 + id);
        for (uint32_t id = 0; id < 1000; id += 111) {
            QCOMPARE(t.wordsOf(id), uint32_t(300 + 2));
            int64_t k = 0;
            bool inOrder = true;
            t.forEach(id, [&](int64_t ts) { inOrder = inOrder && ts == 1700000000000000000 + k++ * 1000000 + id; });
            QVERIFY(inOrder);
            QCOMPARE(k, int64_t(300));
        }
    }
};

QTEST_GUILESS_MAIN(TestFlowTimes)
#include "tst_flow_times.moc"
