// PacketLog (the statistics-only analysis's compressed record of time and flow per packet): every
// entry comes back exactly, whatever the steps (backwards, across the whole int64 range) and flow
// ids, across chunk ends, read in pieces of any size, and while the writer is still appending on
// another thread.
#include "core/analysis/packet_log.h"

#include <QtTest>

#include <atomic>
#include <limits>
#include <random>
#include <thread>
#include <vector>

using namespace jitterscope;

namespace {

struct Entry {
    int64_t ts;
    uint32_t flow;
};

/// Reads [0, log.size()) in pieces of 1 … maxPiece entries.
std::vector<Entry> readAll(const PacketLog &log, std::mt19937_64 &rng, size_t maxPiece)
{
    std::vector<Entry> out;
    PacketLog::Cursor c;
    std::vector<PacketEntry> buf(maxPiece);
    const size_t n = log.size();
    while (c.index < n) {
        const size_t piece = std::min<size_t>(n - c.index, 1 + rng() % maxPiece);
        const size_t from = c.index;
        log.read(c, from + piece, buf.data());
        if (c.index != from + piece)
            return {};
        for (size_t i = 0; i < piece; ++i)
            out.push_back({ buf[i].tsNs, buf[i].flowId });
    }
    return out;
}

bool same(const std::vector<Entry> &a, const std::vector<Entry> &b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].ts != b[i].ts || a[i].flow != b[i].flow) {
            qWarning("entry %zu: %lld/%u, expected %lld/%u", i, static_cast<long long>(a[i].ts), a[i].flow,
                     static_cast<long long>(b[i].ts), b[i].flow);
            return false;
        }
    return true;
}

} // namespace

class TestPacketLog : public QObject {
    Q_OBJECT
private slots:
    void roundTrip_data()
    {
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("count");
        QTest::newRow("one paced flow") << 0 << 300000;
        QTest::newRow("interleaved flows, steps backwards") << 1 << 300000;
        QTest::newRow("extremes: int64 range, every flow-id width") << 2 << 200000;
        // Large entries fill a 2 MiB chunk in ~140 000 entries: several chunk ends are crossed.
        QTest::newRow("widest entries, many chunks") << 3 << 600000;
    }
    void roundTrip()
    {
        QFETCH(int, shape);
        QFETCH(int, count);
        std::mt19937_64 rng(uint64_t(shape) * 131 + 7);
        PacketLog log;
        std::vector<Entry> ref;
        int64_t t = 1700000000000000000;
        const int64_t extremes[] = { std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max(), 0, -1,
                                     1 };
        for (int i = 0; i < count; ++i) {
            Entry e {};
            switch (shape) {
            case 0:
                t += i % 64 ? 50 : 760000;
                e = { t, 0 };
                break;
            case 1:
                t += int64_t(rng() % 20000) - 2000;
                e = { t, uint32_t(rng() % 5) };
                break;
            case 2:
                e.ts = rng() % 3 == 0 ? extremes[rng() % 5] : int64_t(rng());
                e.flow = uint32_t(rng()) >> (rng() % 32);
                break;
            default:
                e.ts = int64_t(rng());
                e.flow = std::numeric_limits<uint32_t>::max() - uint32_t(rng() % 3);
                break;
            }
            log.push(e.ts, e.flow);
            ref.push_back(e);
        }
        QCOMPARE(log.size(), size_t(count));
        if (shape == 0)
            QVERIFY(log.bytes() < size_t(count) * 5 / 2); // ~2 bytes an entry
        for (const size_t piece : { size_t(1), size_t(7), size_t(1000), size_t(70000) })
            QVERIFY(same(readAll(log, rng, piece), ref));
    }

    void readWhileWriting()
    {
        // The reading side tails the writer the way the statistics worker tails addBatch.
        constexpr size_t kCount = 2000000;
        PacketLog log;
        std::atomic<bool> ok { true };
        std::thread reader([&] {
            PacketLog::Cursor c;
            std::vector<PacketEntry> buf(4096);
            int64_t expect = 0;
            while (c.index < kCount) {
                const size_t to = std::min(log.size(), c.index + buf.size());
                if (to == c.index) {
                    log.prepareChunk();
                    std::this_thread::yield();
                    continue;
                }
                const size_t from = c.index;
                log.read(c, to, buf.data());
                for (size_t i = 0; i < to - from; ++i) {
                    expect += int64_t((from + i) % 97);
                    if (buf[i].tsNs != expect || buf[i].flowId != uint32_t((from + i) % 1000))
                        ok = false;
                }
            }
        });
        int64_t t = 0;
        for (size_t i = 0; i < kCount; ++i) {
            t += int64_t(i % 97);
            log.push(t, uint32_t(i % 1000));
        }
        reader.join();
        QVERIFY(ok);
    }

    void emptyReadsNothing()
    {
        const PacketLog log;
        PacketLog::Cursor c;
        log.read(c, 0, nullptr);
        QCOMPARE(c.index, size_t(0));
        QCOMPARE(log.size(), size_t(0));
        QCOMPARE(log.bytes(), size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestPacketLog)
#include "tst_packet_log.moc"
