// FlowKeyTable (the analysis' flow table) against std::unordered_map on the same keys: 100 000
// flows the way the zoo's widest trace has them, keys one byte apart, every field of the key, and
// the keys that are not there; keys made to collide under the public hash do not pile up.
#include "core/decode/flow_key_table.h"

#include <QtTest>

#include <cstring>
#include <random>
#include <unordered_map>

using namespace jitterscope;

namespace {

FlowKey udp4(uint32_t src, uint32_t dst, uint16_t sport, uint16_t dport)
{
    FlowKey k;
    std::memset(&k, 0, sizeof k);
    std::memcpy(k.src, &src, 4);
    std::memcpy(k.dst, &dst, 4);
    k.sport = sport;
    k.dport = dport;
    k.proto = 17;
    k.ipVersion = 4;
    return k;
}

} // namespace

class TestFlowKeyTable : public QObject {
    Q_OBJECT
private slots:
    void keysMadeToCollideSpreadOut()
    {
        // 4 000 flows whose unkeyed hash puts them in 1 024 of 4 M slots (a file anyone can make
        // from this source): in a table keyed by its own seed they spread as random keys do, the
        // longest run of occupied slots short (unkeyed, one run of ~4 000 that every new flow and
        // every lookup walks).
        std::vector<FlowKey> keys;
        for (uint64_t trial = 0; keys.size() < 4000; ++trial) {
            const FlowKey k = udp4(0x0a000000u + uint32_t(trial >> 16), 0x0100a8c0u, uint16_t(trial), 53);
            if ((FlowKeyHash {}(k) & ((uint64_t(1) << 22) - 1)) < 1024)
                keys.push_back(k);
        }
        FlowKeyTable table;
        for (size_t i = 0; i < keys.size(); ++i)
            table.insert(keys[i], uint32_t(i));
        for (size_t i = 0; i < keys.size(); ++i)
            QCOMPARE(table.find(keys[i]), uint32_t(i));
        QVERIFY2(table.longestRun() < 64, qPrintable(QString::number(table.longestRun())));
    }

    void keyedHashesDifferByInstance()
    {
        // Each keyed hash (the flow table's, the helper's metrics maps') draws its own seed: the
        // same key lands elsewhere in each, and the unkeyed hash's collisions are not theirs.
        const FlowKey k = udp4(0x0100000a, 0x0100a8c0, 40000, 53);
        const KeyedFlowKeyHash a, b;
        QVERIFY(a.seed != b.seed);
        QVERIFY(a(k) != b(k));
        QCOMPARE(a(k), a(k));
        QVERIFY(a(k) != FlowKeyHash {}(k));
    }

    void emptyFindsNothing()
    {
        const FlowKeyTable t;
        QCOMPARE(t.find(udp4(1, 2, 3, 4)), FlowKeyTable::kNone);
        QCOMPARE(t.size(), size_t(0));
    }

    void agreesWithUnorderedMap_data()
    {
        QTest::addColumn<int>("flows");
        QTest::addColumn<bool>("sequential"); // addresses counting up (a generator's) or random
        QTest::newRow("1") << 1 << true;
        QTest::newRow("33 (first growth)") << 33 << true;
        QTest::newRow("100000 sequential") << 100000 << true;
        QTest::newRow("100000 random") << 100000 << false;
    }
    void agreesWithUnorderedMap()
    {
        QFETCH(int, flows);
        QFETCH(bool, sequential);
        std::mt19937_64 rng(uint64_t(flows) * 7 + sequential);
        FlowKeyTable table;
        std::unordered_map<FlowKey, uint32_t, FlowKeyHash> ref;
        std::vector<FlowKey> keys;
        while (keys.size() < size_t(flows)) {
            const auto i = uint32_t(keys.size());
            const FlowKey k = sequential ? udp4(0x0a000000 + i, 0x0a800001, uint16_t(10000 + i % 50000), 5001)
                                         : udp4(uint32_t(rng()), uint32_t(rng()), uint16_t(rng()), uint16_t(rng()));
            if (ref.count(k))
                continue;
            QCOMPARE(table.find(k), FlowKeyTable::kNone);
            table.insert(k, i);
            ref.emplace(k, i);
            keys.push_back(k);
        }
        QCOMPARE(table.size(), ref.size());
        for (const FlowKey &k : keys)
            QCOMPARE(table.find(k), ref.at(k));
        // Absent keys: every key with its destination port moved by one (unless that is a key).
        for (FlowKey k : keys) {
            k.dport = uint16_t(k.dport + 1);
            const auto it = ref.find(k);
            QCOMPARE(table.find(k), it == ref.end() ? FlowKeyTable::kNone : it->second);
        }
    }

    void everyByteOfTheKeyCounts()
    {
        // Keys one byte apart, in every byte position: all distinct flows.
        FlowKey base;
        std::memset(&base, 0, sizeof base);
        base.proto = 17;
        base.ipVersion = 6;
        FlowKeyTable table;
        table.insert(base, 0);
        for (size_t b = 0; b < sizeof(FlowKey); ++b) {
            FlowKey k = base;
            reinterpret_cast<uint8_t *>(&k)[b] ^= 0x01;
            QCOMPARE(table.find(k), FlowKeyTable::kNone);
            table.insert(k, uint32_t(b + 1));
        }
        QCOMPARE(table.find(base), 0u);
        for (size_t b = 0; b < sizeof(FlowKey); ++b) {
            FlowKey k = base;
            reinterpret_cast<uint8_t *>(&k)[b] ^= 0x01;
            QCOMPARE(table.find(k), uint32_t(b + 1));
        }
    }
};

QTEST_APPLESS_MAIN(TestFlowKeyTable)
#include "tst_flow_key_table.moc"
