// SlotPool (the payload detectors and datagram heads of the flows still deciding): objects come
// fresh and apart; a block goes back to the kernel once every object handed out from it is given
// back, whatever the order, and not while one is out or while it is the block being handed out from.
#include "core/analysis/slot_pool.h"
#include "core/decode/payload_decode.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <cstring>
#include <random>
#include <set>
#include <vector>

using namespace jitterscope;
using namespace jitterscope::detail;

namespace {
using DetectorPool = SlotPool<PayloadDetector>;
/// An odd size and a stricter alignment than the detectors'.
struct alignas(16) Odd {
    std::array<uint8_t, 72> bytes;
    Odd *next;
};
} // namespace

class TestSlotPool : public QObject {
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

    void slotsOfAnotherTypeAlignedAndApart()
    {
        SlotPool<Odd> pool;
        const uint32_t per = SlotPool<Odd>::perBlock();
        QCOMPARE(per, uint32_t((SlotBlocks::kBlockBytes - 16) / sizeof(Odd)));
        std::vector<Odd *> out;
        for (uint32_t i = 0; i < 2 * per + 3; ++i) {
            Odd *o = pool.take();
            QCOMPARE(reinterpret_cast<uintptr_t>(o) % alignof(Odd), uintptr_t(0));
            QVERIFY(std::all_of(o->bytes.begin(), o->bytes.end(), [](uint8_t b) { return b == 0; }));
            QVERIFY(o->next == nullptr);
            // Each slot's bytes are its own: writing all of one changes none of the others.
            o->bytes.fill(uint8_t(i));
            o->next = o;
            out.push_back(o);
        }
        QCOMPARE(pool.blocks(), size_t(3));
        for (uint32_t i = 0; i < out.size(); ++i) {
            QCOMPARE(out[i]->bytes.front(), uint8_t(i));
            QCOMPARE(out[i]->bytes.back(), uint8_t(i));
            QCOMPARE(out[i]->next, out[i]);
        }
        for (Odd *o : out)
            pool.give(o);
        QCOMPARE(pool.blocks(), size_t(1)); // the one being handed out from
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

QTEST_GUILESS_MAIN(TestSlotPool)
#include "tst_slot_pool.moc"
