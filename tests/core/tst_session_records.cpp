// Session-file custom blocks: record round trips, a file written with PcapngWriter in both byte
// orders read back by readSessionFile, truncation at every offset of the last block, and the
// capture ring's wrap-around and full behaviour.
#include "core/capture/capture_ring.h"
#include "core/trace/session_records.h"
#include "core/trace/trace_writer.h"

#include <QtTest/QtTest>

#include <sys/resource.h>

using namespace jitterscope;

class TstSessionRecords : public QObject {
    Q_OBJECT
private slots:
    void roundTrips();
    void sessionFile_data();
    void sessionFile();
    void truncation();
    void hostileLength_data();
    void hostileLength();
    void ringWrap();
    void ringFull();
};

static SoftnetSample sample(int64_t ts, uint32_t processed)
{
    SoftnetSample s;
    s.tsNs = ts;
    for (uint32_t cpu : { 0u, 2u }) {
        SoftnetLine l;
        const std::string text = "0 0 0 0 0 0 0 0 0 1 2 3 " + std::to_string(cpu);
        (void)parseSoftnetLine(text, cpu, l);
        l.values[kSoftnetProcessed] = processed + cpu;
        s.lines.push_back(l);
    }
    return s;
}

void TstSessionRecords::roundTrips()
{
    std::vector<uint8_t> rec;
    const SoftnetSample s = sample(123456789, 0xFFFFFFF0u);
    encodeSoftnetRecord(s, rec);
    JsRecord r;
    QVERIFY(splitJsRecord(rec.data(), rec.size(), r));
    SoftnetSample back;
    QVERIFY(decodeSoftnetRecord(r, back));
    QVERIFY(back == s);
    QVERIFY(!splitJsRecord(rec.data(), rec.size() - 1, r)); // shorter than its length says

    SessionMetadata m;
    m.set("kernel", "6.1.0");
    m.set("filter", "udp\nport 1"); // newlines are flattened
    rec.clear();
    encodeSessionRecord(m, rec);
    SessionMetadata mb;
    QVERIFY(splitJsRecord(rec.data(), rec.size(), r));
    QVERIFY(decodeSessionRecord(r, mb));
    QCOMPARE(mb.value("kernel"), std::string("6.1.0"));
    QCOMPARE(mb.value("filter"), std::string("udp port 1"));
    QCOMPARE(mb.value("absent", "x"), std::string("x"));

    CaptureCounters c;
    c.tsNs = -5;
    c.pcapRecv = 1;
    c.queueDrops = 7;
    c.softnetErrors = 9;
    rec.clear();
    encodeStatsRecord(c, rec);
    CaptureCounters cb;
    QVERIFY(splitJsRecord(rec.data(), rec.size(), r));
    QVERIFY(decodeStatsRecord(r, cb));
    QVERIFY(cb == c);
    QVERIFY(!decodeSoftnetRecord(r, back)); // wrong subtype
}

static QString writeSession(const QString &path, bool bigEndian, int samples)
{
    PcapngWriter w;
    std::string error;
    if (!w.output().open(path.toStdString(), &error))
        return QString::fromStdString(error);
    SectionOptions so;
    so.bigEndian = bigEndian;
    w.writeSectionHeader(so);
    InterfaceOptions io;
    w.addInterface(io);
    SessionMetadata m;
    m.set("interface", "lo");
    std::vector<uint8_t> rec;
    encodeSessionRecord(m, rec);
    w.writeCustomBlock(kJitterscopePen, rec.data(), rec.size(), true);
    const uint8_t other[] = { 1, 2, 3 };
    w.writeCustomBlock(12345, other, sizeof other, false); // another vendor's block: counted, skipped
    const uint8_t pkt[60] = {};
    for (int i = 0; i < samples; ++i) {
        w.writePacket(0, 1000 + i, pkt, sizeof pkt, sizeof pkt, {}, 2000 + i);
        rec.clear();
        encodeSoftnetRecord(sample(1000 + i, uint32_t(i)), rec);
        w.writeCustomBlock(kJitterscopePen, rec.data(), rec.size(), true);
    }
    CaptureCounters c;
    c.written = uint64_t(samples);
    rec.clear();
    encodeStatsRecord(c, rec);
    w.writeCustomBlock(kJitterscopePen, rec.data(), rec.size(), true);
    return w.output().close() ? QString() : QStringLiteral("close failed");
}

void TstSessionRecords::sessionFile_data()
{
    QTest::addColumn<bool>("bigEndian");
    QTest::newRow("little-endian section") << false;
    QTest::newRow("big-endian section") << true;
}

void TstSessionRecords::sessionFile()
{
    QFETCH(bool, bigEndian);
    QTemporaryDir dir;
    const QString path = dir.filePath("s.pcapng");
    const QString err = writeSession(path, bigEndian, 5);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    SessionFileData data;
    std::string error;
    QVERIFY2(readSessionFile(path.toStdString(), data, &error), error.c_str());
    QCOMPARE(data.packets, uint64_t(5));
    QCOMPARE(data.customBlocks, uint64_t(1 + 1 + 5 + 1));
    QCOMPARE(data.jitterscopeBlocks, uint64_t(1 + 5 + 1));
    QCOMPARE(data.skippedRecords, uint64_t(0));
    QVERIFY(!data.truncated);
    QCOMPARE(data.metadata.value("interface"), std::string("lo"));
    QCOMPARE(data.softnet.size(), size_t(5));
    QVERIFY(data.softnet[3] == sample(1003, 3));
    QCOMPARE(data.counters.size(), size_t(1));
    QCOMPARE(data.counters[0].written, uint64_t(5));
}

void TstSessionRecords::truncation()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("t.pcapng");
    QVERIFY(writeSession(path, false, 3).isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray all = f.readAll();
    for (int cut = 1; cut < 96; ++cut) { // the stats block is 96 bytes: framing 12, PEN 4, record 80
        const QString p2 = dir.filePath("cut.pcapng");
        QFile o(p2);
        QVERIFY(o.open(QIODevice::WriteOnly | QIODevice::Truncate));
        o.write(all.left(all.size() - cut));
        o.close();
        SessionFileData data;
        std::string error;
        QVERIFY2(readSessionFile(p2.toStdString(), data, &error), error.c_str());
        QVERIFY(data.truncated);
        QCOMPARE(data.softnet.size(), size_t(3));
        QVERIFY(data.counters.empty());
    }
    SessionFileData data;
    std::string error;
    QVERIFY(!readSessionFile(dir.filePath("missing").toStdString(), data, &error));
}

// A block length the file cannot back: either refused outright (beyond the 256 MiB limit) or read
// as a truncated block, without allocating what the length claims (the old reader zeroed 4 GiB).
void TstSessionRecords::hostileLength_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("errorPart"); // empty: read, as truncated
    const auto le32 = [](uint32_t v) {
        QByteArray b(4, 0);
        for (int i = 0; i < 4; ++i)
            b[i] = char((v >> (8 * i)) & 0xff);
        return b;
    };
    const QByteArray shbStart = le32(0x0A0D0D0Au);
    const QByteArray bom = le32(0x1A2B3C4Du);
    QTest::newRow("12-byte SHB claiming 4 GiB")
        << (shbStart + le32(0xFFFFFFFCu) + bom) << "impossible section header length 4294967292";
    QTest::newRow("12-byte SHB claiming 200 MiB") << (shbStart + le32(200u << 20) + bom) << "file too short";
    QByteArray shb = shbStart + le32(28) + bom + QByteArray(12, 0) + le32(28);
    shb[12] = 1; // version 1.0
    for (int i = 16; i < 24; ++i)
        shb[i] = char(0xff); // section length unknown
    QTest::newRow("block claiming 4 GiB")
        << (shb + le32(6) + le32(0xFFFFFFFCu) + QByteArray(8, 0)) << "impossible block length 4294967292";
    QTest::newRow("block claiming 200 MiB") << (shb + le32(6) + le32(200u << 20) + QByteArray(8, 0)) << QString();
}

void TstSessionRecords::hostileLength()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, errorPart);
    QTemporaryDir dir;
    const QString path = dir.filePath("hostile.pcapng");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    struct rusage before = {}, after = {};
    getrusage(RUSAGE_SELF, &before);
    SessionFileData data;
    std::string error;
    const bool ok = readSessionFile(path.toStdString(), data, &error);
    getrusage(RUSAGE_SELF, &after);
    QCOMPARE(ok, errorPart.isEmpty());
    if (ok)
        QVERIFY(data.truncated);
    else
        QVERIFY2(QString::fromStdString(error).contains(errorPart), error.c_str());
    // ru_maxrss is in KiB: the read may cost a step of 1 MiB, never the claimed length.
    QVERIFY2(after.ru_maxrss - before.ru_maxrss < 16 * 1024, qPrintable(QString::number(after.ru_maxrss)));
}

void TstSessionRecords::ringWrap()
{
    CaptureRing ring(1 << 16);
    std::vector<uint8_t> pkt(1000);
    uint64_t pushed = 0, popped = 0;
    bool orderOk = true;
    // Many laps with varying sizes: records come out whole, in order, across every wrap.
    for (int round = 0; round < 2000; ++round) {
        CaptureRecordHeader h;
        h.capLen = uint32_t(40 + (round * 37) % 900);
        h.wireLen = h.capLen + 1;
        h.tsNs = int64_t(pushed);
        std::fill(pkt.begin(), pkt.begin() + h.capLen, uint8_t(pushed));
        if (ring.push(h, pkt.data()))
            ++pushed;
        if (round % 3 == 0) {
            ring.drain([&](const CaptureRecordHeader &r, const uint8_t *d) {
                orderOk = orderOk && r.tsNs == int64_t(popped) && r.wireLen == r.capLen + 1 &&
                          d[0] == uint8_t(popped) && d[r.capLen - 1] == uint8_t(popped);
                ++popped;
            });
        }
    }
    ring.drain([&](const CaptureRecordHeader &, const uint8_t *) { ++popped; });
    QVERIFY(orderOk);
    QCOMPARE(popped, pushed);
    QVERIFY(ring.empty());
}

void TstSessionRecords::ringFull()
{
    CaptureRing ring(1 << 16);
    std::vector<uint8_t> pkt(4096);
    CaptureRecordHeader h;
    h.capLen = 4096;
    int ok = 0;
    for (int i = 0; i < 100; ++i)
        ok += ring.push(h, pkt.data()) ? 1 : 0;
    QVERIFY(ok > 10 && ok < 16); // 64 KiB / (4096 + 32)
    h.capLen = 40000; // more than half the ring: never fits
    CaptureRing big(1 << 16);
    QVERIFY(!big.push(h, pkt.data()));
}

QTEST_GUILESS_MAIN(TstSessionRecords)
#include "tst_session_records.moc"
