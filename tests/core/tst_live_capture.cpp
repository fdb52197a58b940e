// Live capture plumbing: BPF checks without privileges, the helper's argv, and LiveCapture against
// a fake helper (a shell script that cats a generated session stream, then sleeps, ignores SIGINT or
// exits 3 like the real helper without rights) named by $JITTERSCOPE_CAPTURE, so no capture rights
// are needed. With rights (root in CI), the real helper on lo against the probe sender.
#include "core/analysis/analyze_stream.h"
#include "core/capture/bpf_check.h"
#include "core/live/live_capture.h"
#include "core/trace/session_records.h"
#include "core/trace/trace_writer.h"

#include "value_printers.h"
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <thread>
#include <unistd.h>

using namespace jitterscope;
using namespace std::chrono_literals;

namespace {

constexpr int kPackets = 50;
constexpr int kSoftnetSamples = 6;
constexpr int64_t kT0 = 1'700'000'000'000'000'000;

const char kFakeHelper[] = R"(#!/bin/sh
# Fake jitterscope-capture: records its argv, streams $FAKE_STREAM, then behaves as told.
[ -n "$FAKE_ARGS" ] && printf '%s\n' "$@" > "$FAKE_ARGS"
if [ "${FAKE_EXIT:-0}" = 3 ]; then
    echo "jitterscope-capture: no permission to capture on lo (socket: Operation not permitted)." >&2
    echo "Grant the capture helper its capabilities once (as root), then run it again as yourself:" >&2
    echo "    sudo setcap cap_net_raw,cap_net_admin=eip /opt/js/jitterscope-capture" >&2
    exit 3
fi
cat "$FAKE_STREAM"
sleep "${FAKE_SLEEP:-0}" &
child=$!
if [ -n "$FAKE_IGNORE" ]; then trap '' INT TERM; else trap 'kill $child 2>/dev/null; exit 0' INT TERM; fi
wait $child
echo "jitterscope-capture: done: 50 packets captured" >&2
exit "${FAKE_EXIT:-0}"
)";

SoftnetSample sample(int i)
{
    SoftnetSample s;
    s.tsNs = kT0 + int64_t(i) * 50'000'000;
    for (uint32_t cpu = 0; cpu < 2; ++cpu) {
        SoftnetLine l;
        l.cpu = cpu;
        l.cpuSource = SoftnetCpuSource::Column;
        l.columns = 13;
        l.values[kSoftnetProcessed] = uint32_t(i) * 100 * (cpu + 1);
        l.values[kSoftnetTimeSqueeze] = uint32_t(i);
        l.values[kSoftnetCpuIndex] = cpu;
        s.lines.push_back(l);
    }
    return s;
}

/// A session stream like the helper's: SHB, IDB, session block, packets interleaved with softnet
/// blocks, a stats block. `flows`: the packets are of that many flows (non-IP EtherTypes), in turn.
bool writeStream(const QString &path, int flows = 1)
{
    PcapngWriter w;
    std::string error;
    if (!w.output().open(path.toStdString(), &error))
        return false;
    w.writeSectionHeader();
    InterfaceOptions io;
    io.name = "lo";
    w.addInterface(io);
    SessionMetadata m;
    m.set("interface", "lo");
    m.set("hz", "250");
    std::vector<uint8_t> rec;
    encodeSessionRecord(m, rec);
    w.writeCustomBlock(kJitterscopePen, rec.data(), rec.size(), true);
    uint8_t frame[60] = {};
    for (int i = 0; i < kPackets; ++i) {
        frame[12] = 0x88;
        frame[13] = uint8_t(i % flows);
        w.writePacket(0, kT0 + int64_t(i) * 1'000'000, frame, sizeof frame, sizeof frame);
        if (i % 8 == 0 && i / 8 < kSoftnetSamples) {
            rec.clear();
            encodeSoftnetRecord(sample(i / 8), rec);
            w.writeCustomBlock(kJitterscopePen, rec.data(), rec.size(), true);
        }
    }
    CaptureCounters c;
    c.captured = c.written = kPackets;
    c.queueDrops = 4;
    rec.clear();
    encodeStatsRecord(c, rec);
    w.writeCustomBlock(kJitterscopePen, rec.data(), rec.size(), true);
    return w.output().close();
}

/// Runs `capture` on its own thread; the result arrives in `out`.
struct Runner {
    LiveCapture &capture;
    Analyzer &analyzer;
    LiveCaptureResult result;
    std::atomic<bool> done { false };
    std::thread thread;
    Runner(LiveCapture &c, Analyzer &a)
        : capture(c)
        , analyzer(a)
        , thread([this] {
            result = capture.run(analyzer);
            done = true;
        })
    {
    }
    ~Runner()
    {
        if (thread.joinable())
            thread.join();
    }
};

} // namespace

class TstLiveCapture : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void bpf_data();
    void bpf();
    void helperArgs();
    void streamReachesAnalyzer();
    void flowLimitReachesAnalyzer();
    void stopEndsItWithinBound();
    void killAfterGrace();
    void permissionMessage();
    void helperMissing();
    void stopBeforeRun();
    void realHelperOnLoopback();

private:
    QTemporaryDir m_dir;
    QString m_helper;
    QString m_stream;
};

void TstLiveCapture::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_helper = m_dir.filePath("fake-capture.sh");
    QFile f(m_helper);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kFakeHelper);
    f.close();
    QVERIFY(f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    m_stream = m_dir.filePath("stream.pcapng");
    QVERIFY(writeStream(m_stream));
}

void TstLiveCapture::init()
{
    qputenv("JITTERSCOPE_CAPTURE", m_helper.toLocal8Bit());
    qputenv("FAKE_STREAM", m_stream.toLocal8Bit());
    qputenv("FAKE_ARGS", m_dir.filePath("args.txt").toLocal8Bit());
    for (const char *v : { "FAKE_SLEEP", "FAKE_IGNORE", "FAKE_EXIT" })
        qunsetenv(v);
}

void TstLiveCapture::bpf_data()
{
    QTest::addColumn<QString>("expr");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("errorContains");
    QTest::newRow("empty") << QString() << true << QString();
    QTest::newRow("blank") << QStringLiteral("  \t") << true << QString();
    QTest::newRow("udp port") << QStringLiteral("udp port 5001") << true << QString();
    QTest::newRow("compound") << QStringLiteral("udp and dst port 47001 and not host 10.0.0.1") << true << QString();
    QTest::newRow("port name unknown") << QStringLiteral("port abc") << false << QStringLiteral("abc");
    QTest::newRow("dangling and") << QStringLiteral("udp and") << false << QStringLiteral("syntax error");
    QTest::newRow("port out of range") << QStringLiteral("port 70000") << false << QStringLiteral("70000");
}

void TstLiveCapture::bpf()
{
    QFETCH(QString, expr);
    QFETCH(bool, valid);
    QFETCH(QString, errorContains);
    const auto error = checkCaptureFilter(expr.toStdString());
    QCOMPARE(!error.has_value(), valid);
    if (!valid) {
        QVERIFY(!error->empty());
        QVERIFY2(QString::fromStdString(*error).contains(errorContains), error->c_str());
    }
}

void TstLiveCapture::helperArgs()
{
    LiveCaptureOptions o;
    o.interface = "eth0";
    o.filter = "udp port 5001";
    o.snapLen = 128;
    o.bufferKiB = 4096;
    o.tstampType = "adapter_unsynced";
    o.softnetHz = 50;
    o.durationNs = 1'500'000'000;
    o.packetCount = 1000;
    const std::vector<std::string> expected { "-i",
                                              "eth0",
                                              "-f",
                                              "udp port 5001",
                                              "-s",
                                              "128",
                                              "-B",
                                              "4096",
                                              "--tstamp-type",
                                              "adapter_unsynced",
                                              "--softnet-hz",
                                              "50",
                                              "--duration",
                                              "1500ms",
                                              "-c",
                                              "1000",
                                              "-w",
                                              "/tmp/x.pcapng",
                                              "-w",
                                              "-",
                                              "-q" };
    QCOMPARE(helperArguments(o, "/tmp/x.pcapng"), expected);
    LiveCaptureOptions plain;
    plain.interface = "lo";
    const std::vector<std::string> minimal { "-i", "lo", "-s", "256", "-B", "16384", "--softnet-hz",
                                             "20", "-w", "s",  "-w",  "-",  "-q" };
    QCOMPARE(helperArguments(plain, "s"), minimal);
    plain.kernelEvents = true;
    std::vector<std::string> withKernel = minimal;
    withKernel.insert(withKernel.end() - 5, "--kernel-events");
    QCOMPARE(helperArguments(plain, "s"), withKernel);
    QVERIFY(plain != LiveCaptureOptions {});
}

void TstLiveCapture::streamReachesAnalyzer()
{
    LiveCaptureOptions o;
    o.interface = "lo";
    o.sessionPath = m_dir.filePath("session.pcapng").toStdString();
    LiveCapture capture(o);
    capture.setProgressInterval(0ms);
    int progressCalls = 0;
    capture.onProgress = [&](const Analyzer &) { ++progressCalls; };
    Analyzer analyzer;
    const LiveCaptureResult r = capture.run(analyzer);
    QCOMPARE(int(r.status), int(LiveCaptureStatus::Ok));
    QVERIFY2(r.message.empty(), r.message.c_str());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.streamStarted);
    QCOMPARE(r.packets, uint64_t(kPackets));
    QCOMPARE(r.helper, m_helper.toStdString());
    QVERIFY(progressCalls > 0);
    QVERIFY(QString::fromStdString(r.helperStderr).contains("done: 50 packets"));

    const auto snap = analyzer.snapshot();
    QVERIFY(snap->complete);
    QCOMPARE(snap->packetsInFile, uint64_t(kPackets));
    QCOMPARE(snap->path, o.sessionPath);
    QCOMPARE(snap->analysisDrops, uint64_t(0));
    QVERIFY(snap->session.has_value());
    QCOMPARE(snap->session->metadata.value("hz"), std::string("250"));
    QCOMPARE(snap->session->softnetSamples, uint64_t(kSoftnetSamples));
    QVERIFY(snap->session->softnetRates);
    QCOMPARE(snap->session->softnetRates->size(), size_t(2 * (kSoftnetSamples - 1)));
    QCOMPARE(snap->session->softnetRates->back().processedPerSec, 4000.0); // CPU 1: 200 per 50 ms
    QVERIFY(snap->session->counters.has_value());
    QCOMPARE(snap->session->counters->queueDrops, uint64_t(4));

    QFile args(m_dir.filePath("args.txt"));
    QVERIFY(args.open(QIODevice::ReadOnly));
    const QStringList argv = QString::fromUtf8(args.readAll()).split('\n', Qt::SkipEmptyParts);
    const int w = int(argv.indexOf("-w"));
    QVERIFY(w >= 0 && w + 3 < argv.size());
    QCOMPARE(argv[w + 1], QString::fromStdString(o.sessionPath));
    QCOMPARE(argv[w + 2], QStringLiteral("-w"));
    QCOMPARE(argv[w + 3], QStringLiteral("-"));
    QVERIFY(argv.contains("-i") && argv.contains("lo"));
}

void TstLiveCapture::flowLimitReachesAnalyzer()
{
    // LiveCaptureOptions::flowLimit reaches the analysis: the packets of the flows past it are
    // counted, in no flow; the default keeps every one of a few flows.
    const QString stream = m_dir.filePath("flows.pcapng");
    QVERIFY(writeStream(stream, kPackets));
    qputenv("FAKE_STREAM", stream.toLocal8Bit());
    for (const size_t limit : { size_t(10), kDefaultFlowLimit }) {
        LiveCaptureOptions o;
        o.interface = "lo";
        o.sessionPath = m_dir.filePath("flows-session.pcapng").toStdString();
        QCOMPARE(o.flowLimit, kDefaultFlowLimit);
        o.flowLimit = limit;
        LiveCapture capture(o);
        Analyzer analyzer;
        const LiveCaptureResult r = capture.run(analyzer);
        QCOMPARE(int(r.status), int(LiveCaptureStatus::Ok));
        const auto snap = analyzer.snapshot();
        QCOMPARE(snap->packets, uint64_t(kPackets));
        const size_t kept = std::min<size_t>(limit, kPackets);
        QCOMPARE(snap->flows.size(), kept);
        QCOMPARE(snap->untrackedPackets, uint64_t(kPackets - kept));
        QCOMPARE(snap->flowLimit, limit);
        QCOMPARE(snap->interarrival.count, uint64_t(kPackets - 1));
    }
}

void TstLiveCapture::stopEndsItWithinBound()
{
    qputenv("FAKE_SLEEP", "30");
    LiveCaptureOptions o;
    o.interface = "lo";
    o.sessionPath = m_dir.filePath("s2.pcapng").toStdString();
    LiveCapture capture(o);
    std::atomic<bool> sawData { false };
    capture.setProgressInterval(0ms);
    capture.onProgress = [&](const Analyzer &) { sawData = true; };
    Analyzer analyzer;
    Runner runner(capture, analyzer);
    QTRY_VERIFY_WITH_TIMEOUT(sawData.load(), 5000);
    QVERIFY(!runner.done);
    QVERIFY(capture.pid() > 0);
    const auto t0 = std::chrono::steady_clock::now();
    capture.stop(5000ms);
    QVERIFY(capture.waitFinished(3000ms));
    const auto elapsed = std::chrono::steady_clock::now() - t0;
    QVERIFY2(elapsed < 2s, "SIGINT should end a cooperating helper at once");
    runner.thread.join();
    QCOMPARE(int(runner.result.status), int(LiveCaptureStatus::Ok));
    QVERIFY(runner.result.stopRequested);
    QVERIFY(!runner.result.forcedKill);
    QCOMPARE(runner.result.packets, uint64_t(kPackets));
    QCOMPARE(capture.pid(), pid_t(-1));
}

void TstLiveCapture::killAfterGrace()
{
    qputenv("FAKE_SLEEP", "30");
    qputenv("FAKE_IGNORE", "1");
    LiveCaptureOptions o;
    o.interface = "lo";
    o.sessionPath = m_dir.filePath("s3.pcapng").toStdString();
    LiveCapture capture(o);
    std::atomic<bool> sawData { false };
    capture.setProgressInterval(0ms);
    capture.onProgress = [&](const Analyzer &) { sawData = true; };
    Analyzer analyzer;
    Runner runner(capture, analyzer);
    QTRY_VERIFY_WITH_TIMEOUT(sawData.load(), 5000);
    const auto t0 = std::chrono::steady_clock::now();
    capture.stop(400ms);
    QVERIFY(capture.waitFinished(3000ms));
    const auto elapsed = std::chrono::steady_clock::now() - t0;
    QVERIFY(elapsed >= 350ms);
    QVERIFY(elapsed < 2s);
    runner.thread.join();
    QCOMPARE(int(runner.result.status), int(LiveCaptureStatus::Killed));
    QVERIFY(runner.result.forcedKill);
    QCOMPARE(runner.result.termSignal, int(SIGKILL));
    QVERIFY(!runner.result.message.empty());
    QCOMPARE(runner.result.packets, uint64_t(kPackets)); // what arrived before the kill is kept
    QVERIFY(analyzer.snapshot()->complete);
}

void TstLiveCapture::permissionMessage()
{
    qputenv("FAKE_EXIT", "3");
    LiveCaptureOptions o;
    o.interface = "lo";
    o.sessionPath = m_dir.filePath("s4.pcapng").toStdString();
    LiveCapture capture(o);
    Analyzer analyzer;
    const LiveCaptureResult r = capture.run(analyzer);
    QCOMPARE(int(r.status), int(LiveCaptureStatus::Permission));
    QCOMPARE(r.exitCode, 3);
    QVERIFY(!r.streamStarted);
    QCOMPARE(r.setcapCommand, std::string("sudo setcap cap_net_raw,cap_net_admin=eip /opt/js/jitterscope-capture"));
    QVERIFY2(r.message.rfind("no permission to capture on lo", 0) == 0, r.message.c_str());
    QVERIFY(r.message.find("sudo setcap") != std::string::npos);
}

void TstLiveCapture::helperMissing()
{
    LiveCaptureOptions o;
    o.interface = "lo";
    o.helper = m_dir.filePath("no-such-helper").toStdString();
    o.sessionPath = m_dir.filePath("s5.pcapng").toStdString();
    LiveCapture capture(o);
    Analyzer analyzer;
    const LiveCaptureResult r = capture.run(analyzer);
    QCOMPARE(int(r.status), int(LiveCaptureStatus::StartFailed));
    QVERIFY2(r.message.find("cannot start the capture helper") == 0, r.message.c_str());
    QVERIFY(capture.waitFinished(0ms));
}

void TstLiveCapture::stopBeforeRun()
{
    LiveCaptureOptions o;
    o.interface = "lo";
    o.sessionPath = m_dir.filePath("s6.pcapng").toStdString();
    LiveCapture capture(o);
    capture.stop();
    Analyzer analyzer;
    const LiveCaptureResult r = capture.run(analyzer);
    QVERIFY(r.stopRequested);
    QCOMPARE(r.exitCode, -1);
    QVERIFY(!QFile::exists(m_dir.filePath("args.txt.never")));
}

void TstLiveCapture::realHelperOnLoopback()
{
    const QString helper = QStringLiteral(JS_BINARY_DIR "/app/jitterscope-capture");
    const QString cli = QStringLiteral(JS_BINARY_DIR "/app/jitterscope-cli");
    if (!QFile::exists(helper) || !QFile::exists(cli))
        QSKIP("build the jitterscope-capture and jitterscope-cli targets for the loopback test");
    qunsetenv("JITTERSCOPE_CAPTURE");
    LiveCaptureOptions o;
    o.interface = "lo";
    o.filter = "udp port 47011";
    o.durationNs = 3'000'000'000;
    o.softnetHz = 20;
    o.helper = helper.toStdString();
    o.sessionPath = m_dir.filePath("real.pcapng").toStdString();
    LiveCapture capture(o);
    std::atomic<bool> capturing { false };
    capture.setProgressInterval(0ms);
    capture.onProgress = [&](const Analyzer &a) {
        if (!capturing && a.snapshot()->session)
            capturing = true; // the session block follows pcap_activate: the capture is on
    };
    Analyzer analyzer;
    Runner runner(capture, analyzer);
    QTRY_VERIFY_WITH_TIMEOUT(capturing.load() || runner.done.load(), 5000);
    if (runner.done) {
        runner.thread.join();
        if (runner.result.status == LiveCaptureStatus::Permission)
            QSKIP("no capture rights (run as root or setcap the helper); the permission path is tested above");
        QFAIL(runner.result.message.c_str());
    }
    QProcess sender;
    sender.start(cli, { "send", "--to", "127.0.0.1:47011", "--rate", "2000", "--size", "64", "--duration", "1s" });
    QVERIFY(sender.waitForFinished(10000));
    QCOMPARE(sender.exitCode(), 0);
    const QString report = QString::fromUtf8(sender.readAllStandardOutput() + sender.readAllStandardError());
    QVERIFY(capture.waitFinished(10000ms));
    runner.thread.join();
    const LiveCaptureResult &r = runner.result;
    QVERIFY2(r.status == LiveCaptureStatus::Ok, r.message.c_str());
    qint64 sent = -1;
    for (const QString &line : report.split('\n')) {
        const QStringList kv = line.simplified().split(QRegularExpression("[:= ]+"));
        if (kv.size() >= 2 && kv[0] == QLatin1String("sent"))
            sent = kv[1].toLongLong();
    }
    QVERIFY2(sent > 0, qPrintable(report));
    const auto snap = analyzer.snapshot();
    const uint64_t drops = snap->session && snap->session->counters
                               ? snap->session->counters->pcapDrop + snap->session->counters->queueDrops
                               : 0;
    QCOMPARE(snap->packets + drops, uint64_t(sent));
    QVERIFY(snap->session->softnetSamples >= 40); // 3 s at 20 Hz, allowing for start-up
    QVERIFY(QFile::exists(QString::fromStdString(r.sessionPath)));
    QCOMPARE(snap->session->metadata.value("filter"), o.filter);

    // Reopening the session file gives the same numbers as the end of the live session.
    std::string openError;
    const auto reopened = analyzeFile(r.sessionPath, {}, &openError);
    QVERIFY2(reopened, openError.c_str());
    QCOMPARE(reopened->packetsInFile, snap->packetsInFile);
    QVERIFY(reopened->interarrival == snap->interarrival);
    QVERIFY(reopened->jitter == snap->jitter);
    QVERIFY(reopened->bursts == snap->bursts);
    QCOMPARE(reopened->flows.size(), snap->flows.size());
    QCOMPARE(reopened->session->softnetSamples, snap->session->softnetSamples);
    QVERIFY(*reopened->session->softnetRates == *snap->session->softnetRates);
    QVERIFY(reopened->session->counters == snap->session->counters);
}

QTEST_GUILESS_MAIN(TstLiveCapture)
#include "tst_live_capture.moc"
