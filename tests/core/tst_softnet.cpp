// softnet_stat parsing over recorded lines of every kernel layout (tests/data/softnet), rate series
// with counter wrap and CPU hot-plug, and a read-only check of the live /proc/net/softnet_stat.
#include "core/kernel/softnet.h"

#include <QtTest/QtTest>

#include <sstream>
#include <unistd.h>

using namespace jitterscope;

namespace QTest {
template<> char *toString(const SoftnetLine &l)
{
    std::ostringstream os;
    os << l;
    return qstrdup(os.str().c_str());
}
template<> char *toString(const SoftnetRate &r)
{
    std::ostringstream os;
    os << r;
    return qstrdup(os.str().c_str());
}
} // namespace QTest

class TstSoftnet : public QObject {
    Q_OBJECT
private slots:
    void layouts_data();
    void layouts();
    void rejects_data();
    void rejects();
    void onlineListMapping();
    void cpuList_data();
    void cpuList();
    void rates();
    void counterWrap();
    void boundedRatesKeepTotals();
    void hotPlug();
    void timeNotAdvancing();
    void liveProc();
};

static std::string fixture(const char *name)
{
    const QString path = QStringLiteral(JS_TESTDATA_DIR "/softnet/") + QLatin1String(name);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(path));
    return f.readAll().toStdString();
}

void TstSoftnet::layouts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("columns");
    QTest::addColumn<QList<uint>>("cpus");
    QTest::addColumn<bool>("reliable");
    QTest::addColumn<qint64>("rps"); // first line's received_rps, -1 = absent
    QTest::addColumn<qint64>("flowLimit");
    QTest::addColumn<qint64>("backlog");
    QTest::newRow("2.6.34: 9 columns") << "layout_09.txt" << 9 << QList<uint> { 0, 1 } << false << -1LL << -1LL << -1LL;
    QTest::newRow("2.6.35: 10 columns") << "layout_10.txt" << 10 << QList<uint> { 0, 1 } << false << 0x41LL << -1LL
                                        << -1LL;
    QTest::newRow("3.11: 11 columns") << "layout_11.txt" << 11 << QList<uint> { 0, 1 } << false << 0x41LL << 0x51LL
                                      << -1LL;
    QTest::newRow("5.10: 13 columns") << "layout_13.txt" << 13 << QList<uint> { 0, 1 } << true << 0x41LL << 0x51LL
                                      << 3LL;
    QTest::newRow("6.4: 15 columns") << "layout_15.txt" << 15 << QList<uint> { 0, 1 } << true << 0x41LL << 0x51LL
                                     << 3LL;
    QTest::newRow("CPU offline, 11 columns")
        << "offline_11.txt" << 11 << QList<uint> { 0, 1, 2 } << false << 0x41LL << 0x51LL << -1LL;
    QTest::newRow("CPU offline, 13 columns")
        << "offline_13.txt" << 13 << QList<uint> { 0, 2, 3 } << true << 0x41LL << 0x51LL << 0LL;
}

void TstSoftnet::layouts()
{
    QFETCH(QString, file);
    QFETCH(int, columns);
    QFETCH(QList<uint>, cpus);
    QFETCH(bool, reliable);
    QFETCH(qint64, rps);
    QFETCH(qint64, flowLimit);
    QFETCH(qint64, backlog);
    SoftnetSample s;
    std::string error;
    QVERIFY2(parseSoftnetStat(fixture(qPrintable(file)), 42, s, &error), error.c_str());
    QCOMPARE(s.tsNs, 42);
    QCOMPARE(int(s.lines.size()), cpus.size());
    QCOMPARE(s.cpuIdsReliable(), reliable);
    for (int i = 0; i < cpus.size(); ++i) {
        QCOMPARE(int(s.lines[i].columns), columns);
        QCOMPARE(s.lines[i].cpu, cpus[i]);
    }
    const SoftnetLine &l = s.lines[0];
    QCOMPARE(l.processed(), 0x1a2b3u);
    QCOMPARE(l.dropped(), 0x11u);
    QCOMPARE(l.timeSqueeze(), 0x21u);
    QCOMPARE(l.has(kSoftnetReceivedRps) ? qint64(l.values[kSoftnetReceivedRps]) : -1, rps);
    QCOMPARE(l.has(kSoftnetFlowLimit) ? qint64(l.values[kSoftnetFlowLimit]) : -1, flowLimit);
    QCOMPARE(l.has(kSoftnetBacklog) ? qint64(l.values[kSoftnetBacklog]) : -1, backlog);
    if (columns == 15) // column 12 is the sum of the two queue lengths
        QCOMPARE(l.values[kSoftnetBacklog], l.values[kSoftnetInputQlen] + l.values[kSoftnetProcessQlen]);
    if (columns == 9)
        QCOMPARE(l.values[kSoftnetCpuCollision], 0x31u);
}

void TstSoftnet::rejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("errorPart");
    QTest::newRow("8 columns") << QString::fromStdString(fixture("bad_short.txt")) << "at least 9";
    QTest::newRow("not hex") << QString::fromStdString(fixture("bad_hex.txt")) << "field 3";
    QTest::newRow("9 digits") << "100000000 0 0 0 0 0 0 0 0"
                              << "field 1";
    QTest::newRow("empty field garbage") << "0 0 0 0 0 0 0 0 0 -"
                                         << "field 10";
}

void TstSoftnet::rejects()
{
    QFETCH(QString, text);
    QFETCH(QString, errorPart);
    SoftnetSample s;
    std::string error;
    QVERIFY(!parseSoftnetStat(text.toStdString(), 0, s, &error));
    QVERIFY2(QString::fromStdString(error).contains(errorPart), error.c_str());
}

void TstSoftnet::onlineListMapping()
{
    // 11 columns, CPU 1 offline: the online list maps lines to 0, 2, 3; a list that does not
    // match the line count is ignored and the line numbers stay (flagged unreliable).
    const std::vector<uint32_t> online { 0, 2, 3 };
    SoftnetSample s;
    QVERIFY(parseSoftnetStat(fixture("offline_11.txt"), 0, s, nullptr, &online));
    QCOMPARE(s.lines[1].cpu, 2u);
    QCOMPARE(s.lines[2].cpu, 3u);
    QCOMPARE(s.lines[2].cpuSource, SoftnetCpuSource::OnlineList);
    QVERIFY(s.cpuIdsReliable());
    const std::vector<uint32_t> stale { 0, 1, 2, 3 };
    QVERIFY(parseSoftnetStat(fixture("offline_11.txt"), 0, s, nullptr, &stale));
    QCOMPARE(s.lines[2].cpu, 2u);
    QVERIFY(!s.cpuIdsReliable());
    // Column 13 wins over the list.
    QVERIFY(parseSoftnetStat(fixture("offline_13.txt"), 0, s, nullptr, &stale));
    QCOMPARE(s.lines[1].cpu, 2u);
    QCOMPARE(s.lines[1].cpuSource, SoftnetCpuSource::Column);
}

void TstSoftnet::cpuList_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<uint>>("cpus");
    QTest::newRow("range") << "0-3\n" << QList<uint> { 0, 1, 2, 3 };
    QTest::newRow("single") << "0" << QList<uint> { 0 };
    QTest::newRow("holes") << "0,2-3,7\n" << QList<uint> { 0, 2, 3, 7 };
    QTest::newRow("malformed") << "0-" << QList<uint> {};
    QTest::newRow("reversed") << "3-1" << QList<uint> {};
}

void TstSoftnet::cpuList()
{
    QFETCH(QString, text);
    QFETCH(QList<uint>, cpus);
    const auto got = parseCpuList(text.toStdString());
    QCOMPARE(QList<uint>(got.begin(), got.end()), cpus);
}

static SoftnetLine line(uint32_t cpu, uint32_t processed, uint32_t dropped, uint32_t squeeze, int columns = 13,
                        uint32_t rps = 0)
{
    SoftnetLine l;
    l.cpu = cpu;
    l.cpuSource = columns >= 13 ? SoftnetCpuSource::Column : SoftnetCpuSource::LineNumber;
    l.columns = uint8_t(columns);
    l.values[kSoftnetProcessed] = processed;
    l.values[kSoftnetDropped] = dropped;
    l.values[kSoftnetTimeSqueeze] = squeeze;
    if (columns > kSoftnetReceivedRps)
        l.values[kSoftnetReceivedRps] = rps;
    if (columns > kSoftnetCpuIndex)
        l.values[kSoftnetCpuIndex] = cpu;
    return l;
}

void TstSoftnet::rates()
{
    SoftnetSeries series;
    series.add({ 1'000'000'000, { line(0, 100, 0, 0), line(1, 200, 1, 1) } });
    series.add({ 1'050'000'000, { line(0, 600, 0, 2), line(1, 200, 1, 1) } }); // 50 ms later
    QCOMPARE(series.samples(), size_t(2));
    QCOMPARE(series.rates().size(), size_t(2));
    const SoftnetRate &r0 = series.rates()[0];
    QCOMPARE(r0.cpu, 0u);
    QCOMPARE(r0.processed, 500u);
    QCOMPARE(r0.timeSqueeze, 2u);
    QCOMPARE(r0.intervalNs, 50'000'000);
    QCOMPARE(r0.processedPerSec, 10000.0);
    QCOMPARE(r0.timeSqueezePerSec, 40.0);
    QCOMPARE(r0.receivedRps, 0);
    QCOMPARE(r0.backlog, 0);
    QCOMPARE(series.rates()[1].processedPerSec, 0.0);
    QVERIFY(series.cpuIdsReliable());
    QCOMPARE(series.columns(), 13);
    // 9-column kernels: the optional columns are absent, and line-number ids are flagged.
    SoftnetSeries old;
    old.add({ 0, { line(0, 1, 0, 0, 9) } });
    old.add({ 1'000'000'000, { line(0, 11, 0, 0, 9) } });
    QCOMPARE(old.rates()[0].receivedRps, -1);
    QCOMPARE(old.rates()[0].receivedRpsPerSec, -1.0);
    QCOMPARE(old.rates()[0].backlog, -1);
    QCOMPARE(old.totals()[0].receivedRps, -1);
    QVERIFY(!old.cpuIdsReliable());
}

void TstSoftnet::boundedRatesKeepTotals()
{
    // A bounded live session: the rates keep the newest ones only (a cap, and a time cut), the
    // totals and the sample count the whole session's.
    SoftnetSeries bounded, whole;
    bounded.setRateLimit(80);
    for (uint32_t i = 0; i <= 1000; ++i) {
        const SoftnetSample s { int64_t(i) * 50'000'000, { line(0, i * 7, 0, i / 10), line(1, i * 3, 0, 0) } };
        bounded.add(s);
        whole.add(s);
        QVERIFY(bounded.rates().size() <= 80 + 10);
    }
    QCOMPARE(bounded.samples(), whole.samples());
    QCOMPARE(bounded.totals().size(), size_t(2));
    QCOMPARE(bounded.totals()[0].processed, whole.totals()[0].processed);
    QCOMPARE(bounded.totals()[0].timeSqueeze, uint64_t(100));
    QCOMPARE(whole.rates().size(), size_t(2000));
    QVERIFY(bounded.rates().size() >= 80);
    QCOMPARE(bounded.rates().back(), whole.rates().back());
    const size_t n = bounded.rates().size();
    QCOMPARE(bounded.rates().front(), whole.rates()[2000 - n]);
    bounded.dropRatesBefore(990 * int64_t(50'000'000));
    QCOMPARE(bounded.rates().size(), size_t(22)); // samples 990..1000 end 11 intervals of 2 CPUs
    QCOMPARE(bounded.rates().front().tsNs, 990 * int64_t(50'000'000));
}

void TstSoftnet::counterWrap()
{
    SoftnetSeries series;
    series.add({ 0, { line(0, 0xFFFFFFF0u, 0xFFFFFFFFu, 5, 11, 0xFFFFFFFEu) } });
    series.add({ 1'000'000'000, { line(0, 0x10u, 0x1u, 6, 11, 0x3u) } });
    series.add({ 2'000'000'000, { line(0, 0x30u, 0x1u, 6, 11, 0x3u) } });
    QCOMPARE(series.rates().size(), size_t(2));
    QCOMPARE(series.rates()[0].processed, 0x20u);
    QCOMPARE(series.rates()[0].dropped, 2u);
    QCOMPARE(series.rates()[0].receivedRps, 5);
    QCOMPARE(series.rates()[0].processedPerSec, 32.0);
    const auto totals = series.totals();
    QCOMPARE(totals.size(), size_t(1));
    QCOMPARE(totals[0].processed, uint64_t(0x40));
    QCOMPARE(totals[0].dropped, uint64_t(2));
    QCOMPARE(totals[0].receivedRps, 5);
    QCOMPARE(totals[0].intervals, uint64_t(2));
}

void TstSoftnet::hotPlug()
{
    SoftnetSeries series;
    series.add({ 100, { line(0, 10, 0, 0), line(1, 10, 0, 0), line(2, 10, 0, 0) } });
    series.add({ 200, { line(0, 20, 0, 0), line(2, 30, 0, 0) } }); // CPU 1 offline
    series.add({ 300, { line(0, 30, 0, 0), line(1, 500, 0, 0), line(2, 50, 0, 0) } }); // back: new baseline
    series.add({ 400, { line(0, 40, 0, 0), line(1, 510, 0, 0), line(2, 70, 0, 0) } });
    const std::vector<SoftnetCpuEvent> events { { 200, 1, false }, { 300, 1, true } };
    QCOMPARE(series.events(), events);
    int cpu1 = 0;
    for (const SoftnetRate &r : series.rates()) {
        if (r.cpu == 1) {
            ++cpu1;
            QCOMPARE(r.tsNs, 400);
            QCOMPARE(r.processed, 10u); // never 490 across the offline gap
        }
    }
    QCOMPARE(cpu1, 1);
    QCOMPARE(series.rates().size(), size_t(2 + 2 + 3));
    const auto totals = series.totals();
    QCOMPARE(totals.size(), size_t(3));
    QCOMPARE(totals[1].processed, uint64_t(10));
    QCOMPARE(totals[2].processed, uint64_t(60));
}

void TstSoftnet::timeNotAdvancing()
{
    SoftnetSeries series;
    series.add({ 100, { line(0, 10, 0, 0) } });
    series.add({ 100, { line(0, 20, 0, 0) } });
    series.add({ 50, { line(0, 20, 0, 0) } });
    QCOMPARE(series.ignoredSamples(), size_t(2));
    QVERIFY(series.rates().empty());
}

void TstSoftnet::liveProc()
{
    std::string text, error;
    if (!readProcText("/proc/net/softnet_stat", text, &error))
        QSKIP(qPrintable(QStringLiteral("no /proc/net/softnet_stat: ") + QString::fromStdString(error)));
    SoftnetSample s;
    QVERIFY2(readSoftnetStat(7, s, &error), error.c_str());
    // Independent check: one line per online CPU, as sysconf counts them.
    const long online = sysconf(_SC_NPROCESSORS_ONLN);
    QCOMPARE(long(s.lines.size()), online);
    const int rawLines = int(std::count(text.begin(), text.end(), '\n'));
    QCOMPARE(rawLines, int(s.lines.size()));
    std::string onlineText;
    if (readProcText("/sys/devices/system/cpu/online", onlineText)) {
        const auto cpus = parseCpuList(onlineText);
        QCOMPARE(long(cpus.size()), online);
        for (size_t i = 0; i < s.lines.size(); ++i)
            QCOMPARE(s.lines[i].cpu, cpus[i]);
        QVERIFY(s.cpuIdsReliable());
    }
    // Field count from the raw text, counted without the parser.
    const std::string first = text.substr(0, text.find('\n'));
    const int fields = int(QString::fromStdString(first).split(QLatin1Char(' '), Qt::SkipEmptyParts).size());
    QCOMPARE(int(s.lines[0].columns), std::min(fields, kSoftnetMaxColumns));
    // Counters only grow (mod 2^32) between two reads a few ms apart.
    SoftnetSample later;
    QTest::qWait(20);
    QVERIFY(readSoftnetStat(7 + 20'000'000, later, &error));
    SoftnetSeries series;
    series.add(s);
    series.add(later);
    for (const SoftnetRate &r : series.rates())
        QVERIFY2(r.processed < 100'000'000u, "implausible delta: wrong column order?");
}

QTEST_GUILESS_MAIN(TstSoftnet)
#include "tst_softnet.moc"
