// DetectorPool (the payload detectors of the flows still deciding): detectors come fresh and apart;
// a block goes back to the kernel once every detector handed out from it is given back, whatever
// the order, and not while one is out or while it is the block being handed out from.
#include "core/analysis/detector_pool.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

using namespace jitterscope;
using namespace jitterscope::detail;

class TestDetectorPool : public QObject {
    Q_OBJECT
private slots:
    void freshDetectorsApart()
    {
        DetectorPool pool;
        QCOMPARE(pool.blocks(), size_t(0));
        std::set<const PayloadDetector *> seen;
        const uint8_t zeros[32] = {};
        for (uint32_t i = 0; i < DetectorPool::perBlock() + 10; ++i) {
            PayloadDetector *d = pool.take();
            QVERIFY(!d->decided());
            QCOMPARE(d->kind(), PayloadKind::None);
            QVERIFY(seen.insert(d).second);
            // Each detector's state is its own: feeding one decides it and no other.
            if (i % 2 == 0) {
                bool decided = false;
                for (int k = 0; k < 64 && !decided; ++k)
                    decided = d->feed(PayloadView::of(zeros, sizeof zeros), int64_t(k) * 1000000, 40000, 5001);
                QVERIFY(decided);
            }
        }
        QCOMPARE(pool.blocks(), size_t(2));
        int decided = 0;
        for (const PayloadDetector *d : seen)
            decided += d->decided();
        QCOMPARE(decided, int(DetectorPool::perBlock() + 10 + 1) / 2);
    }

    void blocksGoBackWhenEmpty()
    {
        const uint32_t per = DetectorPool::perBlock();
        DetectorPool pool;
        std::vector<PayloadDetector *> out;
        for (uint32_t i = 0; i < 3 * per + 5; ++i)
            out.push_back(pool.take());
        QCOMPARE(pool.blocks(), size_t(4));
        // The first block's detectors back in a random order but one: it stays until that one.
        std::vector<PayloadDetector *> first(out.begin(), out.begin() + per);
        std::shuffle(first.begin(), first.end(), std::mt19937(3));
        for (size_t i = 0; i + 1 < first.size(); ++i)
            pool.give(first[i]);
        QCOMPARE(pool.blocks(), size_t(4));
        pool.give(first.back());
        QCOMPARE(pool.blocks(), size_t(3));
        // The current (fourth) block's detectors all back: it stays, being handed out from.
        for (uint32_t i = 3 * per; i < 3 * per + 5; ++i)
            pool.give(out[i]);
        QCOMPARE(pool.blocks(), size_t(3));
        // The third block back while the second is not: only the third goes.
        for (uint32_t i = 2 * per; i < 3 * per; ++i)
            pool.give(out[i]);
        QCOMPARE(pool.blocks(), size_t(2));
        // The fourth block fills up with every one of its detectors back: it goes as the next
        // take() moves on to a fifth block.
        std::vector<PayloadDetector *> more;
        for (uint32_t i = 5; i < per; ++i)
            more.push_back(pool.take());
        for (PayloadDetector *d : more)
            pool.give(d);
        QCOMPARE(pool.blocks(), size_t(2));
        PayloadDetector *last = pool.take();
        QCOMPARE(pool.blocks(), size_t(2)); // the second and the new fifth
        pool.give(last);
        for (uint32_t i = per; i < 2 * per; ++i)
            pool.give(out[i]);
        QCOMPARE(pool.blocks(), size_t(1)); // only the one being handed out from
    }
};

QTEST_GUILESS_MAIN(TestDetectorPool)
#include "tst_detector_pool.moc"
