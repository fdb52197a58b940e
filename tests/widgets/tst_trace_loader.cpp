// TraceLoader: every file pattern the Open dialog lists opens (gzip-compressed ones too, with the
// figures of the uncompressed file); a file that is not a trace fails with the reason instead of
// finishing with figures for no packets; a damaged trace still finishes with what was read; a
// trace of more flows than the window lists gives the busiest ones and counts the others.
#include "app/gui/trace_loader.h"
#include "core/analysis/analyze_stream.h"
#include "core/gen/trace_generator.h"
#include "core/report/report.h"
#include "tests/core/value_printers.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>

using namespace jitterscope;

namespace {
struct Outcome {
    SnapshotPtr snapshot; ///< set when the load finished
    QString failure; ///< set when it failed
};

Outcome loadAndWait(const QString &path)
{
    TraceLoader loader;
    QSignalSpy finished(&loader, &TraceLoader::finished);
    QSignalSpy failed(&loader, &TraceLoader::failed);
    loader.load(path);
    if (!QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 20000))
        qFatal("load of %s did not end", qPrintable(path));
    Outcome o;
    if (!finished.isEmpty())
        o.snapshot = finished.front().front().value<SnapshotPtr>();
    if (!failed.isEmpty())
        o.failure = failed.front().front().toString();
    if (o.snapshot && !o.failure.isEmpty())
        qFatal("load of %s both finished and failed", qPrintable(path));
    return o;
}
} // namespace

class TestTraceLoader : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    const QString m_sample = QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng");
    const QString m_pcap = QStringLiteral(JS_TESTDATA_DIR "/reader/pcap-v22.pcap");

    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    static QByteArray readAll(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(path));
        return f.readAll();
    }
    /// `data` as `tool -c` compresses it: gzip (part of every Debian system), zstd or lz4 (installed
    /// by scripts/test).
    static QByteArray compress(const QString &tool, const QByteArray &data)
    {
        QProcess p;
        p.start(tool, { QStringLiteral("-c") });
        if (!p.waitForStarted())
            qFatal("cannot run %s", qPrintable(tool));
        p.write(data);
        p.closeWriteChannel();
        if (!p.waitForFinished() || p.exitCode() != 0)
            qFatal("%s failed", qPrintable(tool));
        return p.readAllStandardOutput();
    }
    static QByteArray gzip(const QByteArray &data) { return compress(QStringLiteral("gzip"), data); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void everyListedPatternOpens_data()
    {
        QTest::addColumn<QString>("pattern");
        for (const QString &pattern : TraceLoader::filePatterns())
            QTest::newRow(qPrintable(pattern)) << pattern;
    }

    void everyListedPatternOpens()
    {
        QFETCH(QString, pattern);
        QVERIFY(pattern.startsWith(QStringLiteral("*.")));
        const QString tool = pattern.endsWith(QStringLiteral(".gz"))    ? QStringLiteral("gzip")
                             : pattern.endsWith(QStringLiteral(".zst")) ? QStringLiteral("zstd")
                             : pattern.endsWith(QStringLiteral(".lz4")) ? QStringLiteral("lz4")
                                                                        : QString();
        const QString plain =
            pattern.startsWith(QStringLiteral("*.pcap.")) || pattern == QStringLiteral("*.pcap") ? m_pcap : m_sample;
        const QByteArray content = readAll(plain);
        const QString path =
            write(QStringLiteral("trace") + pattern.mid(1), tool.isEmpty() ? content : compress(tool, content));
        const Outcome got = loadAndWait(path);
        QVERIFY2(got.snapshot, qPrintable(got.failure));
        QVERIFY(!got.snapshot->error);
        const Outcome want = loadAndWait(plain);
        QCOMPARE(got.snapshot->packets, want.snapshot->packets);
        QCOMPARE(got.snapshot->interarrival, want.snapshot->interarrival);
        QCOMPARE(got.snapshot->format, want.snapshot->format);
    }

    void notATraceFails_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        QTest::newRow("text") << QByteArray("hello\n") << "not a pcap or pcapng file";
        QTest::newRow("empty") << QByteArray() << "empty file";
        QTest::newRow("three bytes") << QByteArray("abc") << "file too short";
        QTest::newRow("gzip-compressed text") << gzip("hello\n") << "not a pcap or pcapng file";
        QTest::newRow("gzip header cut") << gzip(readAll(m_sample)).left(6) << "gzip data truncated";
    }

    void notATraceFails()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        const Outcome got = loadAndWait(write(QStringLiteral("not-a-trace.pcapng"), content));
        QVERIFY(!got.snapshot);
        QVERIFY2(got.failure.startsWith(reason), qPrintable(got.failure));
    }

    // A trace damaged after its header is still a trace: its packets are shown, with the error.
    void damagedTraceFinishes_data()
    {
        QTest::addColumn<bool>("compressed");
        QTest::newRow("pcapng cut") << false;
        QTest::newRow("pcapng.gz cut") << true;
    }

    void damagedTraceFinishes()
    {
        QFETCH(bool, compressed);
        QByteArray content = readAll(m_sample);
        if (compressed)
            content = gzip(content);
        content.truncate(content.size() / 2);
        const Outcome got = loadAndWait(write(QStringLiteral("cut.pcapng"), content));
        QVERIFY2(got.snapshot, qPrintable(got.failure));
        QVERIFY(got.snapshot->error);
        QVERIFY(got.snapshot->packets > 0);
        QCOMPARE(got.snapshot->error->packetsBefore, got.snapshot->packets);
    }

    void manyFlowsListsTheBusiest()
    {
        // ~114 000 flows of 1 to ~10 packets: the window lists the 100 000 with the most packets
        // (ties: the lower id), each as the whole analysis has it, and counts the rest; the whole
        // trace's figures are the same as when every flow is listed (the CLI's analysis).
        const std::string path = m_dir.filePath(QStringLiteral("tiny.pcapng")).toStdString();
        std::string error;
        QVERIFY2(generateTrace("zoo-tiny-flows", path, GeneratorOptions { 360000, 4 }, &error), error.c_str());
        const auto all = analyzeFile(path, {}, &error);
        QVERIFY2(all, error.c_str());
        QVERIFY(all->flows.size() > 105000);
        const Outcome got = loadAndWait(QString::fromStdString(path));
        QVERIFY2(got.snapshot, qPrintable(got.failure));
        const AnalysisSnapshot &s = *got.snapshot;
        QVERIFY(s.complete);
        QCOMPARE(s.flows.size(), size_t(100000));
        QCOMPARE(s.flowCount(), uint64_t(all->flows.size()));
        QCOMPARE(s.flowsOmitted, uint64_t(all->flows.size() - 100000));
        QCOMPARE(s.packets, all->packets);
        QCOMPARE(s.interarrival, all->interarrival);
        QCOMPARE(s.jitter, all->jitter);
        QCOMPARE(s.bursts, all->bursts);
        std::map<uint32_t, const FlowSummary *> byId;
        for (const FlowSummary &f : all->flows)
            byId[f.id] = &f;
        uint64_t fewestListed = UINT64_MAX;
        uint32_t lastId = 0;
        for (const FlowSummary &f : s.flows) {
            QVERIFY(f.id >= lastId); // by id
            lastId = f.id;
            const FlowSummary &whole = *byId.at(f.id);
            QCOMPARE(f.packets, whole.packets);
            QCOMPARE(f.interarrival, whole.interarrival);
            QCOMPARE(f.jitter, whole.jitter);
            fewestListed = std::min(fewestListed, f.packets);
            byId.erase(f.id);
        }
        QCOMPARE(byId.size(), size_t(s.flowsOmitted));
        for (const auto &[id, f] : byId)
            QVERIFY2(f->packets <= fewestListed, qPrintable(QString::number(id)));
        // The report the window copies says how many flows there are and how many it lists.
        const std::string text = reportText(s);
        const std::string counted =
            std::to_string(s.flowCount()) + " flows (100000 with the most packets listed below)";
        QVERIFY2(text.find(counted) != std::string::npos, text.substr(0, 400).c_str());
    }
};

QTEST_GUILESS_MAIN(TestTraceLoader)
#include "tst_trace_loader.moc"
