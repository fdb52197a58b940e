// FlowIdSet (the views' selection over the packet store): anyIn(block) says exactly what testing
// each entry says, for every kind of set (all flows, one id, a bitmap, a hash set of huge ids), for
// ids at the bitmap's word edges and past its end, for blocks with and without a selected entry.
#include "core/analysis/flow_id_set.h"
#include "core/analysis/packet_store.h"

#include <QtTest>

#include <random>
#include <vector>

using namespace jitterscope;

class TestFlowIdSet : public QObject {
    Q_OBJECT
private slots:
    void membership()
    {
        const FlowIdSet all({});
        QVERIFY(all(0) && all(UINT32_MAX));
        const FlowIdSet one({ 64 });
        QVERIFY(one(64) && !one(63) && !one(65) && !one(0));
        const FlowIdSet bits({ 0, 63, 64, 127, 1000 });
        for (uint32_t id : { 0u, 63u, 64u, 127u, 1000u })
            QVERIFY(bits(id));
        for (uint32_t id : { 1u, 62u, 65u, 126u, 128u, 999u, 1001u, 1024u, 1u << 24, UINT32_MAX })
            QVERIFY(!bits(id));
        const FlowIdSet huge({ 5, 1u << 24, UINT32_MAX }); // past the bitmap's limit: a hash set
        QVERIFY(huge(5) && huge(1u << 24) && huge(UINT32_MAX) && !huge(6) && !huge((1u << 24) + 1));
        const FlowIdSet repeated({ 9, 9, 9 }); // one id, given three times
        QVERIFY(repeated(9) && !repeated(8));
    }

    // Random blocks (mostly without a selected entry, as with one flow among many) against an
    // entry-by-entry test; the selected entry, when there is one, anywhere in the block.
    void anyInAgreesWithEachEntry()
    {
        std::mt19937_64 rng(11);
        const std::vector<std::vector<uint32_t>> sets { {},
                                                        { 0 },
                                                        { 777 },
                                                        { UINT32_MAX },
                                                        { 3, 700 },
                                                        { 63, 64, 127, 128, 4095 },
                                                        { 1, 1u << 24 },
                                                        { 2, 900, UINT32_MAX - 1 } };
        size_t hits = 0, misses = 0;
        for (const auto &ids : sets) {
            const FlowIdSet set(ids);
            for (int round = 0; round < 400; ++round) {
                const size_t n = round % 7 == 0 ? size_t(rng() % 5) : 512; // short and empty blocks too
                std::vector<PacketEntry> block(n);
                for (PacketEntry &e : block) {
                    // Ids near the set's (off by one), small, huge, and past a bitmap's end.
                    const uint64_t r = rng() % 8;
                    uint32_t id = uint32_t(rng() % 5000);
                    if (r == 0)
                        id = UINT32_MAX - uint32_t(rng() % 3);
                    else if (r == 1)
                        id = (1u << 24) + uint32_t(rng() % 3) - 1;
                    e = PacketEntry { int64_t(rng()), id, 64 };
                }
                // Half the blocks hold none of the set, the others one of its ids at a random place.
                for (PacketEntry &e : block)
                    while (!ids.empty() && set(e.flowId))
                        e.flowId = uint32_t(rng() % 5000);
                if (!ids.empty() && n > 0 && round % 2 == 1)
                    block[rng() % n].flowId = ids[rng() % ids.size()];
                bool expect = false;
                for (const PacketEntry &e : block)
                    expect = expect || set(e.flowId);
                QCOMPARE(set.anyIn(block.data(), block.size()), expect);
                (expect ? hits : misses) += 1;
            }
        }
        QVERIFY(hits > 1000 && misses > 1000); // both answers were asked for
    }

    // The selected entry at each position of a block, and the ids either side of each set member.
    void anyInAtEveryPosition()
    {
        for (const auto &ids : { std::vector<uint32_t> { 64 }, std::vector<uint32_t> { 0, 63, 64, 191 } }) {
            const FlowIdSet set(ids);
            for (const uint32_t id : ids) {
                for (size_t at = 0; at < 512; ++at) {
                    std::vector<PacketEntry> block(512, PacketEntry { 0, 5000, 64 });
                    block[at].flowId = id;
                    QVERIFY(set.anyIn(block.data(), block.size()));
                    uint32_t next = id + 1; // the next id not in the set
                    while (set(next))
                        ++next;
                    block[at].flowId = next;
                    QVERIFY2(!set.anyIn(block.data(), block.size()), qPrintable(QString::number(next)));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestFlowIdSet)
#include "tst_flow_id_set.moc"
