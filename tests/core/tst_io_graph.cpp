// The I/O graph's bins: against `tshark -z io,stat,INTERVAL` on the same files (frames and bytes
// per interval, the first packet as origin), and by hand on stores built for the edges: a packet
// exactly on a bin edge, packets before the origin, files out of time order, a width too fine for
// the range (widened, nothing lost), a flow selection, a sub-range, timestamps at the ends of int64.
#include "core/analysis/analyze_stream.h"
#include "core/analysis/io_graph.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <numeric>

using namespace jitterscope;

namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
constexpr int64_t kMin = std::numeric_limits<int64_t>::min();

struct TsharkRow {
    uint64_t frames = 0, bytes = 0;
};

/// tshark's io,stat table rows, in interval order; empty on failure (error set).
std::vector<TsharkRow> tsharkIoStat(const QString &file, const QString &interval, QString *error)
{
    QProcess p;
    p.start(QStringLiteral("tshark"), { QStringLiteral("-n"), QStringLiteral("-q"), QStringLiteral("-r"), file,
                                        QStringLiteral("-z"), QStringLiteral("io,stat,%1").arg(interval) });
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        *error = QStringLiteral("tshark failed: ") + QString::fromUtf8(p.readAllStandardError());
        return {};
    }
    std::vector<TsharkRow> rows;
    static const QRegularExpression row(
        QStringLiteral(R"(^\|\s*[\d.]+\s*<>\s*(?:[\d.]+|Dur)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|)"));
    for (const QString &line : QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'))) {
        const auto m = row.match(line);
        if (m.hasMatch())
            rows.push_back({ m.captured(1).toULongLong(), m.captured(2).toULongLong() });
    }
    if (rows.empty())
        *error = QStringLiteral("no io,stat rows");
    return rows;
}

std::shared_ptr<PacketStore> storeOf(const std::vector<PacketEntry> &entries)
{
    auto s = std::make_shared<PacketStore>();
    for (const PacketEntry &e : entries)
        s->push(e);
    return s;
}

} // namespace

class TestIoGraph : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void widths();
    void tsharkAgrees_data();
    void tsharkAgrees();
    void binEdgesAndOrigin();
    void outOfTimeOrder();
    void widenedKeepsEveryPacket();
    void selectionAndSubRange();
    void extremeTimestamps();
};

void TestIoGraph::widths()
{
    const auto &w = ioGraphBinWidths();
    QCOMPARE(w.size(), size_t(19)); // 1, 2, 5 µs … 1 s
    QCOMPARE(w.front(), int64_t(1000));
    QCOMPARE(w[1], int64_t(2000));
    QCOMPARE(w[2], int64_t(5000));
    QCOMPARE(w.back(), int64_t(1000000000));
    QCOMPARE(ioGraphWidthFor(1000000000, 1000), int64_t(2000000)); // 1 s at 1 ms needs 1001 bins
    QCOMPARE(ioGraphWidthFor(999999999, 1000), int64_t(1000000));
    QCOMPARE(ioGraphWidthFor(0, 1000), int64_t(1000));
    QCOMPARE(ioGraphWidthFor(kMax, 1000), int64_t(1000000000));
}

void TestIoGraph::tsharkAgrees_data()
{
    QTest::addColumn<QString>("kind"); // generator kind, or "" for the bundled sample
    QTest::addColumn<QString>("interval");
    QTest::newRow("sample 0.5 s") << QString() << QStringLiteral("0.5");
    QTest::newRow("sample 10 ms") << QString() << QStringLiteral("0.01");
    QTest::newRow("sample 1 ms") << QString() << QStringLiteral("0.001");
    QTest::newRow("sample 100 us") << QString() << QStringLiteral("0.0001");
    QTest::newRow("rtp 20 ms") << QStringLiteral("rtp") << QStringLiteral("0.02");
    QTest::newRow("iperf3 0.1 s") << QStringLiteral("iperf3") << QStringLiteral("0.1");
    QTest::newRow("pcap-us 1 ms") << QStringLiteral("pcap-us") << QStringLiteral("0.001");
}

void TestIoGraph::tsharkAgrees()
{
    QFETCH(QString, kind);
    QFETCH(QString, interval);
    if (QStandardPaths::findExecutable(QStringLiteral("tshark")).isEmpty())
        QFAIL("tshark is missing (scripts/common.sh PACKAGES installs it)");
    QString file = QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng");
    QTemporaryDir dir;
    if (!kind.isEmpty()) {
        file = dir.filePath(QStringLiteral("t.pcap"));
        QProcess gen;
        gen.start(QStringLiteral(JS_BINARY_DIR "/app/jitterscope-cli"),
                  { QStringLiteral("generate"), kind, QStringLiteral("-o"), file });
        QVERIFY(gen.waitForFinished(60000));
        QCOMPARE(gen.exitCode(), 0);
    }
    std::string error;
    const auto snap = analyzeFile(file.toStdString(), AnalysisOptions(), &error);
    QVERIFY2(snap, error.c_str());
    QCOMPARE(snap->packets, snap->packetsInFile); // every frame is in the store, as tshark counts them
    QString terr;
    const std::vector<TsharkRow> rows = tsharkIoStat(file, interval, &terr);
    QVERIFY2(!rows.empty(), qPrintable(terr));
    const int64_t binNs = int64_t(std::llround(interval.toDouble() * 1e9));
    const IoGraphData g = buildIoGraph(*snap->store, snap->firstStored, snap->packetsStored, {}, snap->firstTsNs, binNs,
                                       kMin, kMax, 1 << 20, true);
    QVERIFY(!g.widened);
    QCOMPARE(g.binNs, binNs);
    QCOMPARE(g.firstBin, int64_t(0)); // the first packet opens bin 0
    QCOMPARE(g.packets.size(), rows.size());
    // tshark bins microseconds (ns rounded), the graph bins the exact ns: a packet less than 1 µs
    // from a bin edge may sit on the other side in tshark's table. Everywhere else: equal.
    std::vector<uint64_t> nearStart(g.packets.size()), nearEnd(g.packets.size());
    for (size_t i = 0; i < snap->packetsStored; ++i) {
        const int64_t off = (*snap->store)[i].tsNs - snap->firstTsNs;
        const size_t bin = size_t(off / binNs);
        nearStart[bin] += off % binNs < 1000;
        nearEnd[bin] += off % binNs >= binNs - 1000;
    }
    uint64_t tsharkFrames = 0, tsharkBytes = 0, moved = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        tsharkFrames += rows[i].frames;
        tsharkBytes += rows[i].bytes;
        if (g.packets[i] == rows[i].frames) {
            if (nearStart[i] + nearEnd[i] == 0)
                QCOMPARE(g.bytes[i], rows[i].bytes);
            continue;
        }
        const uint64_t canLeave = nearStart[i] + nearEnd[i];
        const uint64_t canEnter = (i > 0 ? nearEnd[i - 1] : 0) + (i + 1 < rows.size() ? nearStart[i + 1] : 0);
        QVERIFY2(rows[i].frames + canLeave >= g.packets[i] && rows[i].frames <= g.packets[i] + canEnter,
                 qPrintable(QStringLiteral("bin %1: %2 packets, tshark %3 (within 1 µs of an edge: %4 here, %5 beside)")
                                .arg(i)
                                .arg(g.packets[i])
                                .arg(rows[i].frames)
                                .arg(canLeave)
                                .arg(canEnter)));
        ++moved;
    }
    QCOMPARE(tsharkFrames, g.packetsInRange);
    QCOMPARE(tsharkBytes, g.bytesInRange);
    if (moved)
        qInfo("%llu bins differ from tshark's by packets within 1 µs of an edge", (unsigned long long)moved);
    QCOMPARE(g.packetsInRange, snap->packets);
    QCOMPARE(g.bytesInRange, snap->bytes);
}

void TestIoGraph::binEdgesAndOrigin()
{
    // Origin 1000, bins of 100: 1000 and 1099 in bin 0, 1100 (the edge) in bin 1, 1350 in bin 3;
    // 999 and 900 (before the origin) in bin −1, 899 in bin −2.
    const auto s = storeOf({ { 1000, 0, 60 }, { 1099, 0, 70 }, { 1100, 0, 80 }, { 1350, 0, 90 } });
    IoGraphData g = buildIoGraph(*s, 0, s->size(), {}, 1000, 100, kMin, kMax, 100, true);
    QCOMPARE(g.firstBin, int64_t(0));
    QCOMPARE(g.packets, (std::vector<uint64_t> { 2, 1, 0, 1 }));
    QCOMPARE(g.bytes, (std::vector<uint64_t> { 130, 80, 0, 90 }));
    QCOMPARE(g.binStartNs(3), int64_t(1300));
    const auto before = storeOf({ { 899, 0, 1 }, { 900, 0, 1 }, { 999, 0, 1 }, { 1000, 0, 1 } });
    g = buildIoGraph(*before, 0, before->size(), {}, 1000, 100, kMin, kMax, 100, true);
    QCOMPARE(g.firstBin, int64_t(-2));
    QCOMPARE(g.packets, (std::vector<uint64_t> { 1, 2, 1 }));
    // Empty store, inverted range, one packet.
    const auto empty = storeOf({});
    QVERIFY(buildIoGraph(*empty, 0, 0, {}, 0, 100, kMin, kMax, 100, true).packets.empty());
    QVERIFY(buildIoGraph(*s, 0, s->size(), {}, 1000, 100, 2000, 1000, 100, true).packets.empty());
    const auto one = storeOf({ { 5, 3, 64 } });
    g = buildIoGraph(*one, 0, 1, {}, 5, 1000, kMin, kMax, 100, true);
    QCOMPARE(g.packets, std::vector<uint64_t> { 1 });
    QCOMPARE(g.bytesInRange, uint64_t(64));
}

void TestIoGraph::outOfTimeOrder()
{
    // Two interfaces merged badly: times go back. Not time ordered: every entry is counted.
    const auto s = storeOf({ { 500, 0, 1 }, { 100, 0, 1 }, { 700, 0, 1 }, { 50, 0, 1 }, { 650, 0, 1 } });
    const IoGraphData g = buildIoGraph(*s, 0, s->size(), {}, 500, 100, kMin, kMax, 100, false);
    QCOMPARE(g.firstBin, int64_t(-5)); // 50 − 500 = −450 → bin −5
    QCOMPARE(g.packetsInRange, uint64_t(5));
    QCOMPARE(g.packets.front(), uint64_t(1)); // 50
    QCOMPARE(g.packets.back(), uint64_t(1)); // 700 → bin 2
    QCOMPARE(g.packets.size(), size_t(8));
    // A sub-range still finds the displaced packets.
    const IoGraphData sub = buildIoGraph(*s, 0, s->size(), {}, 500, 100, 0, 150, 100, false);
    QCOMPARE(sub.packetsInRange, uint64_t(2));
}

void TestIoGraph::widenedKeepsEveryPacket()
{
    // 1 µs bins over 10 s of 12 µs packets with at most 1000 bins: widened to 10 ms, every packet kept.
    std::vector<PacketEntry> e;
    for (int64_t t = 0; t < 10000000000; t += 12000)
        e.push_back({ t, uint32_t(t % 7), 64 });
    const auto s = storeOf(e);
    const IoGraphData g = buildIoGraph(*s, 0, s->size(), {}, 0, 1000, kMin, kMax, 1000, true);
    QVERIFY(g.widened);
    QCOMPARE(g.binNs, int64_t(10000000));
    QVERIFY(g.packets.size() <= 1000);
    QCOMPARE(g.packetsInRange, uint64_t(e.size()));
    QCOMPARE(std::accumulate(g.packets.begin(), g.packets.end(), uint64_t(0)), uint64_t(e.size()));
}

void TestIoGraph::selectionAndSubRange()
{
    std::vector<PacketEntry> e;
    for (int i = 0; i < 1000; ++i)
        e.push_back({ int64_t(i) * 1000, uint32_t(i % 4), uint32_t(60 + i % 4) });
    const auto s = storeOf(e);
    // Flows 1 and 3 over [100 µs, 199.999 µs]: packets 100..199 of which half are those flows.
    const IoGraphData g = buildIoGraph(*s, 0, s->size(), { 1, 3 }, 0, 10000, 100000, 199999, 100, true);
    QCOMPARE(g.firstBin, int64_t(10));
    QCOMPARE(g.packets.size(), size_t(10));
    QCOMPARE(g.packetsInRange, uint64_t(50));
    for (uint64_t p : g.packets)
        QCOMPARE(p, uint64_t(5));
    QCOMPARE(g.bytesInRange, uint64_t(25 * 61 + 25 * 63));
    // The same with the scan not bounded by a binary search.
    const IoGraphData full = buildIoGraph(*s, 0, s->size(), { 1, 3 }, 0, 10000, 100000, 199999, 100, false);
    QCOMPARE(full.packets, g.packets);
    // A flow id far beyond the others (the set path) and an unknown one.
    QCOMPARE(buildIoGraph(*s, 0, s->size(), { 2, 1u << 30 }, 0, 10000, kMin, kMax, 1000, true).packetsInRange,
             uint64_t(250));
    QCOMPARE(buildIoGraph(*s, 0, s->size(), { 77 }, 0, 10000, kMin, kMax, 1000, true).packetsInRange, uint64_t(0));
}

void TestIoGraph::extremeTimestamps()
{
    // Timestamps at both ends of int64 from a damaged file: no overflow, no crash, every packet
    // counted, the bins widened to fit.
    const auto s = storeOf({ { kMin, 0, 1 }, { 0, 0, 1 }, { kMax, 0, 1 } });
    const IoGraphData g = buildIoGraph(*s, 0, s->size(), {}, 0, 1000, kMin, kMax, 4096, false);
    QCOMPARE(g.packetsInRange, uint64_t(3));
    QVERIFY(g.packets.size() <= 4096);
    QVERIFY(g.widened);
    const IoGraphData h = buildIoGraph(*s, 0, s->size(), {}, kMax, 1, kMin, kMax, 16, false);
    QCOMPARE(h.packetsInRange, uint64_t(3));
}

QTEST_GUILESS_MAIN(TestIoGraph)
#include "tst_io_graph.moc"
