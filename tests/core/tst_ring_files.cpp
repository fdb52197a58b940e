// The ring of capture files (-b, as dumpcap): option syntax, dumpcap's file names, and a ring
// that keeps only the newest N files on disk.
#include "core/capture/ring_files.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

using namespace jitterscope;

class TestRingFiles : public QObject {
    Q_OBJECT
private slots:
    void options_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<qlonglong>("ns");
        QTest::addColumn<uint>("files");
        QTest::newRow("filesize in kB of 1000 bytes")
            << QStringList { "filesize:100" } << true << 100000ull << 0ll << 0u;
        QTest::newRow("duration in seconds") << QStringList { "duration:60" } << true << 0ull << 60000000000ll << 0u;
        QTest::newRow("duration with a unit") << QStringList { "duration:500ms" } << true << 0ull << 500000000ll << 0u;
        QTest::newRow("all three") << QStringList { "filesize:10", "duration:2", "files:5" } << true << 10000ull
                                   << 2000000000ll << 5u;
        QTest::newRow("zero size") << QStringList { "filesize:0" } << false << 0ull << 0ll << 0u;
        QTest::newRow("negative size") << QStringList { "filesize:-5" } << false << 0ull << 0ll << 0u;
        QTest::newRow("size overflow") << QStringList { "filesize:99999999999999999999" } << false << 0ull << 0ll << 0u;
        QTest::newRow("zero files") << QStringList { "files:0" } << false << 0ull << 0ll << 0u;
        QTest::newRow("unknown key") << QStringList { "packets:10" } << false << 0ull << 0ll << 0u;
        QTest::newRow("no value") << QStringList { "duration" } << false << 0ull << 0ll << 0u;
    }
    void options()
    {
        QFETCH(QStringList, args);
        QFETCH(bool, ok);
        QFETCH(qulonglong, bytes);
        QFETCH(qlonglong, ns);
        QFETCH(uint, files);
        RingOptions o;
        bool all = true;
        std::string error;
        for (const QString &a : args)
            all = parseRingOption(a.toStdString(), o, &error) && all;
        QCOMPARE(all, ok);
        if (!ok) {
            QVERIFY(error.rfind("-b ", 0) == 0);
            return;
        }
        QCOMPARE(qulonglong(o.fileBytes), bytes);
        QCOMPARE(qlonglong(o.fileNs), ns);
        QCOMPARE(uint(o.files), files);
    }

    void names()
    {
        qputenv("TZ", "UTC");
        tzset();
        const int64_t t = 1764649253LL * 1000000000; // 2025-12-02 04:20:53 UTC
        QCOMPARE(ringFileName("/var/lib/js/ring.pcapng", 1, t),
                 std::string("/var/lib/js/ring_00001_20251202042053.pcapng"));
        QCOMPARE(ringFileName("cap", 12, t), std::string("cap_00012_20251202042053.pcapng"));
        QCOMPARE(ringFileName("./dir.d/cap", 3, t), std::string("./dir.d/cap_00003_20251202042053.pcapng"));
        QCOMPARE(ringFileName("x.pcap", 100000, t), std::string("x_100000_20251202042053.pcap"));
    }

    void keepsTheNewestFiles()
    {
        QTemporaryDir dir;
        RingOptions o;
        o.fileBytes = 1000;
        o.files = 3;
        RingFiles ring(dir.filePath("r.pcapng").toStdString(), o);
        for (int i = 0; i < 7; ++i) {
            const std::string path = ring.next(1764649253LL * 1000000000 + i);
            FILE *f = std::fopen(path.c_str(), "w");
            QVERIFY(f);
            std::fclose(f);
        }
        QCOMPARE(ring.files().size(), size_t(3));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 3);
        QVERIFY(QString::fromStdString(ring.files().front()).contains("_00005_"));
        QVERIFY(ring.due(1000, 0, 1));
        QVERIFY(!ring.due(999, 0, 1));
        RingOptions byAge;
        byAge.fileNs = 10;
        QVERIFY(RingFiles("x", byAge).due(0, 5, 15));
        QVERIFY(!RingFiles("x", byAge).due(1 << 30, 5, 14));
    }
};

QTEST_GUILESS_MAIN(TestRingFiles)
#include "tst_ring_files.moc"
