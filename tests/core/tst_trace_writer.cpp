// PcapngWriter / PcapWriter: everything written reads back identically through TraceFile.
#include "core/trace/trace_file.h"
#include "core/trace/trace_writer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

using namespace jitterscope;

namespace {

constexpr int64_t kT0 = 1700000000123456789;

struct Read {
    std::vector<RawPacket> pkts; // data pointers not kept: compared as bytes below
    std::vector<QByteArray> bytes;
    TraceFile file;
};

void readAll(const QString &path, Read &r)
{
    std::string err;
    if (!r.file.open(path.toStdString(), &err))
        qFatal("open: %s", err.c_str());
    std::vector<RawPacket> batch;
    while (r.file.nextBatch(batch, 100))
        for (const RawPacket &p : batch) {
            r.pkts.push_back(p);
            r.bytes.emplace_back(reinterpret_cast<const char *>(p.data), int(p.capLen));
        }
}

QByteArray frame(int n)
{
    QByteArray b(n, '\0');
    for (int i = 0; i < n; ++i)
        b[i] = char(i * 31 + n);
    return b;
}

const uint8_t *u8(const QByteArray &b)
{
    return reinterpret_cast<const uint8_t *>(b.constData());
}

} // namespace

class TestTraceWriter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void pcapngRoundTrip();
    void pcapRoundTrip_data();
    void pcapRoundTrip();
    void outputsAgree();
    void flushMakesBlocksVisible();
};

void TestTraceWriter::pcapngRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("rt.pcapng");
    {
        PcapngWriter w;
        std::string err;
        QVERIFY2(w.output().open(path.toStdString(), &err), err.c_str());
        SectionOptions s0;
        s0.comments = { "c1", "c2" };
        s0.hardware = "hw";
        s0.os = "os";
        s0.userAppl = "app";
        w.writeSectionHeader(s0);
        InterfaceOptions a;
        a.name = "eth0";
        a.description = "desc";
        a.filter = "udp";
        a.os = "Linux";
        a.hardware = "nic";
        a.snapLen = 1500;
        a.comments = { "if comment" };
        QCOMPARE(w.addInterface(a), 0u);
        InterfaceOptions b;
        b.linkType = 101;
        b.tsResol = 6;
        b.tsOffsetSec = 1000;
        QCOMPARE(w.addInterface(b), 1u);
        QVERIFY(w.writePacket(0, kT0, u8(frame(60)), 60, 60, "pkt comment", kT0 + 1234));
        QVERIFY(w.writePacket(1, kT0 + 1001, u8(frame(41)), 41, 1400));
        QVERIFY(!w.writePacket(2, kT0, u8(frame(10)), 10, 10)); // undefined interface
        InterfaceStatistics st;
        st.tsNs = kT0 + 5000;
        st.ifRecv = 7;
        st.ifDrop = 1;
        st.osDrop = 2;
        st.usrDeliv = 6;
        QVERIFY(w.writeInterfaceStatistics(0, st));
        const uint8_t blob[3] = { 1, 2, 3 };
        w.writeCustomBlock(kJitterscopePen, blob, sizeof blob, true);
        SectionOptions s1;
        s1.bigEndian = true;
        w.writeSectionHeader(s1);
        InterfaceOptions c;
        c.tsResol = 0x80 | 30;
        c.name = "be0";
        QCOMPARE(w.addInterface(c), 0u);
        QVERIFY(w.writePacket(0, kT0 + 2000, u8(frame(99)), 99, 99, {}, kT0 + 9999));
        w.writeSimplePacket(u8(frame(20)), 20, 20);
        QVERIFY(w.writeObsoletePacket(0, kT0 + 3000, u8(frame(33)), 33, 33, "old"));
        QVERIFY(w.output().close());
    }
    Read r;
    readAll(path, r);
    const TraceParser &p = r.file.parser();
    QVERIFY2(!p.failed(), p.error().message.c_str());
    QCOMPARE(r.pkts.size(), size_t(5));
    QCOMPARE(p.sections(), 2u);
    QCOMPARE(p.sectionInfos()[0].hardware, std::string("hw"));
    QCOMPARE(p.sectionInfos()[0].userAppl, std::string("app"));
    QVERIFY(!p.sectionInfos()[0].bigEndian);
    QVERIFY(p.sectionInfos()[1].bigEndian);
    QCOMPARE(p.customBlocks(), uint64_t(3)); // one block, two delivery-time options
    const auto &ifs = p.interfaces();
    QCOMPARE(ifs.size(), size_t(3));
    QCOMPARE(ifs[0].name, std::string("eth0"));
    QCOMPARE(ifs[0].description, std::string("desc"));
    QCOMPARE(ifs[0].filter, std::string("udp"));
    QCOMPARE(ifs[0].os, std::string("Linux"));
    QCOMPARE(ifs[0].hardware, std::string("nic"));
    QCOMPARE(ifs[0].snapLen, 1500u);
    QCOMPARE(ifs[0].isbIfRecv, 7);
    QCOMPARE(ifs[0].isbIfDrop, 1);
    QCOMPARE(ifs[0].isbOsDrop, 2);
    QCOMPARE(ifs[0].isbUsrDeliv, 6);
    QCOMPARE(ifs[1].linkType, 101u);
    QCOMPARE(ifs[1].tsOffsetSec, 1000);
    QCOMPARE(ifs[1].tsResolution, std::string("1 µs"));
    QCOMPARE(ifs[2].section, 1u);
    QCOMPARE(ifs[2].tsResolution, std::string("2^-30 s"));

    QCOMPARE(r.pkts[0].tsNs, kT0);
    QCOMPARE(r.pkts[0].deliveryNs, kT0 + 1234);
    QCOMPARE(r.bytes[0], frame(60));
    QCOMPARE(r.pkts[1].tsNs, (kT0 + 1001) / 1000 * 1000); // µs interface rounds down
    QCOMPARE(r.pkts[1].wireLen, 1400u);
    QCOMPARE(r.pkts[1].interfaceId, 1u);
    QCOMPARE(r.bytes[1], frame(41));
    // 2^-30 s is finer than 1 ns: exact after the round trip.
    QCOMPARE(r.pkts[2].tsNs, kT0 + 2000);
    QCOMPARE(r.pkts[2].deliveryNs, kT0 + 9999);
    QCOMPARE(r.pkts[2].interfaceId, 2u);
    QCOMPARE(r.bytes[2], frame(99));
    QCOMPARE(r.pkts[3].tsNs, kT0 + 2000); // SPB
    QCOMPARE(r.bytes[3], frame(20));
    QCOMPARE(r.pkts[4].tsNs, kT0 + 3000);
    QCOMPARE(r.bytes[4], frame(33));

    const auto &cs = p.comments();
    QCOMPARE(cs.size(), size_t(5));
    QCOMPARE(cs[0].text, std::string("c1"));
    QCOMPARE(cs[1].text, std::string("c2"));
    QCOMPARE(cs[2].text, std::string("if comment"));
    QCOMPARE(cs[3].text, std::string("pkt comment"));
    QCOMPARE(cs[3].packetIndex, 0);
    QCOMPARE(cs[4].text, std::string("old"));
    QCOMPARE(cs[4].packetIndex, 4);
}

void TestTraceWriter::pcapRoundTrip_data()
{
    QTest::addColumn<bool>("nanos");
    QTest::addColumn<bool>("bigEndian");
    QTest::newRow("µs little-endian") << false << false;
    QTest::newRow("µs big-endian") << false << true;
    QTest::newRow("ns little-endian") << true << false;
    QTest::newRow("ns big-endian") << true << true;
}

void TestTraceWriter::pcapRoundTrip()
{
    QFETCH(bool, nanos);
    QFETCH(bool, bigEndian);
    QTemporaryDir dir;
    const QString path = dir.filePath("rt.pcap");
    {
        PcapWriter w;
        QVERIFY(w.output().open(path.toStdString(), nullptr));
        w.writeHeader(113, 65535, nanos, bigEndian);
        for (int i = 0; i < 10; ++i)
            w.writePacket(kT0 + i * 777, u8(frame(40 + i)), uint32_t(40 + i), 1000);
        QVERIFY(w.output().close());
    }
    Read r;
    readAll(path, r);
    QVERIFY(!r.file.parser().failed());
    QCOMPARE(r.pkts.size(), size_t(10));
    QCOMPARE(r.file.parser().interfaces()[0].linkType, 113u);
    QCOMPARE(r.file.parser().interfaces()[0].snapLen, 65535u);
    QCOMPARE(r.file.parser().sectionInfos()[0].bigEndian, bigEndian);
    for (int i = 0; i < 10; ++i) {
        const int64_t ts = kT0 + i * 777;
        QCOMPARE(r.pkts[size_t(i)].tsNs, nanos ? ts : ts / 1000 * 1000);
        QCOMPARE(r.pkts[size_t(i)].wireLen, 1000u);
        QCOMPARE(r.bytes[size_t(i)], frame(40 + i));
    }
}

void TestTraceWriter::outputsAgree()
{
    QTemporaryDir dir;
    auto fill = [](PcapngWriter &w) {
        w.writeSectionHeader({});
        w.addInterface({});
        for (int i = 0; i < 3000; ++i) // > kFlushThreshold in total: exercises the automatic flush
            w.writePacket(0, kT0 + i, u8(frame(400)), 400, 400);
        return w.output().close();
    };
    PcapngWriter byPath;
    QVERIFY(byPath.output().open(dir.filePath("a").toStdString(), nullptr));
    QVERIFY(fill(byPath));
    FILE *file = std::fopen(dir.filePath("b").toLocal8Bit().constData(), "wb");
    QVERIFY(file);
    PcapngWriter byFile;
    byFile.output().attach(file);
    QVERIFY(fill(byFile));
    std::fclose(file);
    const int fd = ::open(dir.filePath("c").toLocal8Bit().constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    QVERIFY(fd >= 0);
    PcapngWriter byFd;
    byFd.output().attach(fd);
    QVERIFY(fill(byFd));
    ::close(fd);
    auto bytes = [&](const char *n) {
        QFile f(dir.filePath(n));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    QVERIFY(bytes("a").size() > 1000000);
    QCOMPARE(uint64_t(bytes("a").size()), byPath.output().bytesWritten());
    QCOMPARE(bytes("b"), bytes("a"));
    QCOMPARE(bytes("c"), bytes("a"));
}

void TestTraceWriter::flushMakesBlocksVisible()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("live.pcapng");
    PcapngWriter w;
    QVERIFY(w.output().open(path.toStdString(), nullptr));
    w.writeSectionHeader({});
    w.addInterface({});
    QVERIFY(w.writePacket(0, kT0, u8(frame(64)), 64, 64));
    QCOMPARE(QFileInfo(path).size(), 0); // still buffered
    QVERIFY(w.flush());
    QCOMPARE(uint64_t(QFileInfo(path).size()), w.output().bytesWritten());
    Read r;
    readAll(path, r);
    QVERIFY(!r.file.parser().failed());
    QCOMPARE(r.pkts.size(), size_t(1));
}

QTEST_GUILESS_MAIN(TestTraceWriter)
#include "tst_trace_writer.moc"
