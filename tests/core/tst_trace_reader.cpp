// TraceParser / TraceFile: every generated format variant, a cross-check against libpcap, every
// kind of damage (files cut or patched into a temporary directory), and streamed reads through
// a FIFO. Writer and generator have their own tests (tst_trace_writer, tst_trace_generator).
#include "core/gen/trace_generator.h"
#include "core/trace/trace_file.h"
#include "core/trace/trace_writer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <pcap/pcap.h>

#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace jitterscope;

namespace {

// qint64 (long long), not int64_t (long): Qt Test data columns compare the exact type.
constexpr qint64 kBase = kGeneratorBaseNs;
constexpr qint64 kStep = kGeneratorStepNs;

qint64 floorTo(qint64 ns, qint64 unit)
{
    return ns - ns % unit;
}

/// What a reader returns for `ns` written at 2^-20 s resolution (both conversions round down).
qint64 viaPow2(qint64 ns, unsigned k = 20)
{
    const auto units = static_cast<uint64_t>((static_cast<unsigned __int128>(ns) << k) / 1000000000u);
    return static_cast<qint64>((static_cast<unsigned __int128>(units) * 1000000000u) >> k);
}

struct Pkt {
    int64_t tsNs;
    int64_t deliveryNs;
    uint32_t iface;
    uint32_t linkType;
    uint32_t wireLen;
    uint64_t offset;
    QByteArray bytes;
    bool operator==(const Pkt &o) const
    {
        return tsNs == o.tsNs && deliveryNs == o.deliveryNs && iface == o.iface && linkType == o.linkType &&
               wireLen == o.wireLen && offset == o.offset && bytes == o.bytes;
    }
};

struct Result {
    std::vector<Pkt> pkts;
    bool failed = false;
    TraceError error;
    std::vector<InterfaceInfo> ifaces;
    std::vector<TraceComment> comments;
    std::vector<SectionInfo> sections;
    uint64_t custom = 0;
    uint64_t unknown = 0;
};

Result readTrace(const QString &path, size_t batch = 1000)
{
    Result r;
    TraceFile f;
    std::string err;
    if (!f.open(path.toStdString(), &err))
        qFatal("open %s: %s", qPrintable(path), err.c_str());
    std::vector<RawPacket> out;
    while (f.nextBatch(out, batch)) {
        if (out.size() > batch)
            qFatal("batch larger than requested");
        for (const RawPacket &p : out)
            r.pkts.push_back({ p.tsNs, p.deliveryNs, p.interfaceId, p.linkType, p.wireLen, p.fileOffset,
                               QByteArray(reinterpret_cast<const char *>(p.data), int(p.capLen)) });
    }
    const TraceParser &p = f.parser();
    r.failed = p.failed();
    r.error = p.error();
    r.ifaces = p.interfaces();
    r.comments = p.comments();
    r.sections = p.sectionInfos();
    r.custom = p.customBlocks();
    r.unknown = p.unknownBlocks();
    if (p.packetsRead() != r.pkts.size())
        qFatal("packetsRead disagrees with the packets returned");
    return r;
}

/// Independent block walk used to predict error offsets: [start, end) of every block / record.
struct Block {
    uint64_t start;
    uint64_t end;
    bool packet;
};

uint32_t rd32(const QByteArray &b, qsizetype at, bool swap)
{
    uint32_t v;
    std::memcpy(&v, b.constData() + at, 4);
    return swap ? __builtin_bswap32(v) : v;
}

std::vector<Block> walk(const QByteArray &b)
{
    std::vector<Block> blocks;
    const uint32_t magic = rd32(b, 0, false);
    if (magic == 0x0A0D0D0Au) {
        bool swap = false;
        for (qsizetype pos = 0; pos + 12 <= b.size();) {
            const uint32_t type = rd32(b, pos, false);
            if (type == 0x0A0D0D0Au)
                swap = rd32(b, pos + 8, false) != 0x1A2B3C4Du;
            const uint32_t len = rd32(b, pos + 4, swap);
            const uint32_t t = swap ? __builtin_bswap32(type) : type;
            blocks.push_back({ uint64_t(pos), uint64_t(pos + len), t == 2 || t == 3 || t == 6 });
            pos += len;
        }
        return blocks;
    }
    const bool swap = magic != 0xa1b2c3d4u && magic != 0xa1b23c4du;
    blocks.push_back({ 0, 24, false });
    for (qsizetype pos = 24; pos + 16 <= b.size();) {
        const uint32_t len = 16 + rd32(b, pos + 8, swap);
        blocks.push_back({ uint64_t(pos), uint64_t(pos + len), true });
        pos += len;
    }
    return blocks;
}

uint64_t packetsBefore(const std::vector<Block> &blocks, size_t index)
{
    uint64_t n = 0;
    for (size_t i = 0; i < index; ++i)
        n += blocks[i].packet ? 1 : 0;
    return n;
}

void put32(QByteArray &b, qsizetype at, uint32_t v, bool swap)
{
    if (swap)
        v = __builtin_bswap32(v);
    std::memcpy(b.data() + at, &v, 4);
}

} // namespace

class TestTraceReader : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString generated(const QString &kind, uint64_t packets = 0);
    QString writeFile(const QString &name, const QByteArray &bytes);
    QByteArray contents(const QString &path);

private Q_SLOTS:
    void formats_data();
    void formats();
    void tsResolutionPerPacket();
    void blocksDetails();
    void libpcapAgrees_data();
    void libpcapAgrees();
    void truncatedEverywhere_data();
    void truncatedEverywhere();
    void damage_data();
    void damage();
    void kuznetzovPcap();
    void streamedThroughFifo_data();
    void streamedThroughFifo();
};

QString TestTraceReader::generated(const QString &kind, uint64_t packets)
{
    const QString path = m_dir.filePath(kind + "-" + QString::number(packets) + ".trace");
    if (!QFile::exists(path) && kind == "big-packet") {
        // One 3 MiB packet: bigger than TraceFile's initial stream buffer.
        PcapngWriter w;
        if (!w.output().open(path.toStdString(), nullptr))
            qFatal("cannot write %s", qPrintable(path));
        w.writeSectionHeader({});
        w.addInterface({});
        const QByteArray big(3 << 20, 'x');
        w.writePacket(0, kBase, reinterpret_cast<const uint8_t *>(big.constData()), uint32_t(big.size()),
                      uint32_t(big.size()));
        w.writePacket(0, kBase + 1, reinterpret_cast<const uint8_t *>(big.constData()), 60, 60);
        w.output().close();
    } else if (!QFile::exists(path)) {
        GeneratorOptions opts;
        opts.packets = packets;
        std::string err;
        if (!generateTrace(kind.toStdString(), path.toStdString(), opts, &err))
            qFatal("generate %s: %s", qPrintable(kind), err.c_str());
    }
    return path;
}

QString TestTraceReader::writeFile(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    // A fresh inode each time: ext4 flushes a file truncated and rewritten in place (auto_da_alloc),
    // which made the every-offset truncation test wait on the disk.
    QFile::remove(path);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QByteArray TestTraceReader::contents(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

void TestTraceReader::formats_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("packets");
    QTest::addColumn<qint64>("firstTs");
    QTest::addColumn<qint64>("lastTs");
    QTest::addColumn<QList<int>>("linkTypes");
    QTest::addColumn<int>("sections");
    QTest::addColumn<bool>("bigEndian"); // of the first section
    QTest::addColumn<int>("comments");

    const qint64 last100 = kBase + 99 * kStep;
    QTest::newRow("pcap µs") << "pcap-us" << 100 << floorTo(kBase, 1000) << floorTo(last100, 1000) << QList<int> { 1 }
                             << 1 << false << 0;
    QTest::newRow("pcap ns") << "pcap-ns" << 100 << kBase << last100 << QList<int> { 1 } << 1 << false << 0;
    QTest::newRow("pcap µs big-endian") << "pcap-us-be" << 100 << floorTo(kBase, 1000) << floorTo(last100, 1000)
                                        << QList<int> { 1 } << 1 << true << 0;
    QTest::newRow("pcap ns big-endian") << "pcap-ns-be" << 100 << kBase << last100 << QList<int> { 1 } << 1 << true
                                        << 0;
    QTest::newRow("pcapng big-endian") << "pcapng-be" << 100 << kBase << last100 << QList<int> { 1 } << 1 << true << 0;
    QTest::newRow("pcapng two sections, eight link types")
        << "pcapng-multi" << 15 << kBase << kBase + 14 * kStep << QList<int> { 1, 113, 276, 101, 228, 229, 0, 1 } << 2
        << false << 2;
    QTest::newRow("pcapng timestamp resolutions")
        << "pcapng-tsresol" << 20 << viaPow2(kBase) << floorTo(kBase + 19 * kStep, 1000000) << QList<int> { 1, 1, 1, 1 }
        << 1 << false << 0;
    QTest::newRow("pcapng all block types")
        << "pcapng-blocks" << 5 << kBase << kBase + 4 * kStep << QList<int> { 1 } << 1 << false << 7;
    QTest::newRow("sample") << "sample" << 3097 << qint64(-1) << qint64(-1) << QList<int> { 1 } << 1 << false << 2;
    QTest::newRow("rtp") << "rtp" << 997 << qint64(-1) << qint64(-1) << QList<int> { 1 } << 1 << false << 0;
    QTest::newRow("iperf3") << "iperf3" << 1001 << kBase << qint64(-1) << QList<int> { 1 } << 1 << false << 0;
}

void TestTraceReader::formats()
{
    QFETCH(QString, kind);
    QFETCH(int, packets);
    QFETCH(qint64, firstTs);
    QFETCH(qint64, lastTs);
    QFETCH(QList<int>, linkTypes);
    QFETCH(int, sections);
    QFETCH(bool, bigEndian);
    QFETCH(int, comments);

    const Result r = readTrace(generated(kind));
    QVERIFY2(!r.failed, r.error.message.c_str());
    QCOMPARE(int(r.pkts.size()), packets);
    if (firstTs >= 0)
        QCOMPARE(r.pkts.front().tsNs, firstTs);
    if (lastTs >= 0)
        QCOMPARE(r.pkts.back().tsNs, lastTs);
    QList<int> links;
    uint64_t perIface = 0;
    for (const InterfaceInfo &i : r.ifaces) {
        links << int(i.linkType);
        perIface += i.packets;
    }
    QCOMPARE(links, linkTypes);
    QCOMPARE(perIface, uint64_t(packets));
    QCOMPARE(int(r.sections.size()), sections);
    QCOMPARE(r.sections.front().bigEndian, bigEndian);
    QCOMPARE(int(r.comments.size()), comments);
    for (const Pkt &p : r.pkts)
        QCOMPARE(p.linkType, r.ifaces[p.iface].linkType);
}

void TestTraceReader::tsResolutionPerPacket()
{
    const Result r = readTrace(generated("pcapng-tsresol"));
    QVERIFY(!r.failed);
    QCOMPARE(r.ifaces[0].tsResolution, std::string("2^-20 s"));
    QCOMPARE(r.ifaces[1].tsResolution, std::string("1 µs"));
    QCOMPARE(r.ifaces[2].tsResolution, std::string("1 ps"));
    QCOMPARE(r.ifaces[3].tsResolution, std::string("1 ms"));
    QCOMPARE(r.ifaces[1].tsOffsetSec, kBase / 1000000000);
    QCOMPARE(r.ifaces[2].tsOffsetSec, kBase / 1000000000);
    const int64_t offsetNs = kBase / 1000000000 * 1000000000;
    for (size_t g = 0; g < r.pkts.size(); ++g) {
        const int64_t nominal = kBase + int64_t(g) * kStep;
        int64_t expected = nominal;
        switch (g % 4) {
        case 0: expected = viaPow2(nominal); break;
        case 1: expected = offsetNs + floorTo(nominal - offsetNs, 1000); break;
        case 2:
            expected = nominal; // 1 ps holds every ns exactly
            break;
        default: expected = floorTo(nominal, 1000000); break;
        }
        QCOMPARE(r.pkts[g].iface, uint32_t(g % 4));
        QCOMPARE(r.pkts[g].tsNs, expected);
    }
}

void TestTraceReader::blocksDetails()
{
    const Result r = readTrace(generated("pcapng-blocks"));
    QVERIFY(!r.failed);
    QCOMPARE(r.custom, uint64_t(3)); // two custom blocks + the delivery-time option
    QCOMPARE(r.unknown, uint64_t(1));
    const SectionInfo &s = r.sections.front();
    QCOMPARE(s.hardware, std::string("synthetic"));
    QCOMPARE(s.os, std::string("Linux"));
    QCOMPARE(s.userAppl, std::string("jitterscope generate pcapng-blocks"));
    const InterfaceInfo &i = r.ifaces.front();
    QCOMPARE(i.snapLen, 65535u);
    QCOMPARE(i.name, std::string("eth0"));
    QCOMPARE(i.description, std::string("test interface"));
    QCOMPARE(i.filter, std::string("udp port 5001"));
    QCOMPARE(i.os, std::string("Linux 6.1"));
    QCOMPARE(i.hardware, std::string("virtual NIC"));
    QCOMPARE(i.isbIfRecv, 5);
    QCOMPARE(i.isbIfDrop, 0);
    QCOMPARE(i.isbOsDrop, 1);
    QCOMPARE(i.isbUsrDeliv, 5);
    using S = TraceComment::Scope;
    const std::vector<std::pair<S, int64_t>> scopes = { { S::Section, -1 }, { S::Section, -1 }, { S::Interface, -1 },
                                                        { S::Packet, 0 },   { S::Packet, 0 },   { S::Packet, 3 },
                                                        { S::Other, -1 } };
    QCOMPARE(r.comments.size(), scopes.size());
    for (size_t k = 0; k < scopes.size(); ++k) {
        QCOMPARE(int(r.comments[k].scope), int(scopes[k].first));
        QCOMPARE(r.comments[k].packetIndex, scopes[k].second);
    }
    QCOMPARE(r.comments[4].text, std::string("second comment on the first packet"));
    QCOMPARE(r.comments[5].text, std::string("obsolete packet block"));
    QCOMPARE(r.comments[3].fileOffset, r.pkts[0].offset);
    QCOMPARE(r.pkts[1].deliveryNs, r.pkts[1].tsNs + 5000);
    QCOMPARE(r.pkts[0].deliveryNs, kNoTimeNs);
    QCOMPARE(r.pkts[2].tsNs, r.pkts[1].tsNs); // SPB: no timestamp, the previous packet's is used
    QCOMPARE(r.pkts[3].tsNs, kBase + 3 * kStep); // obsolete PB
}

void TestTraceReader::libpcapAgrees_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *k : { "pcap-us", "pcap-ns", "pcap-us-be", "pcap-ns-be", "pcapng-be", "pcapng-tsresol",
                           "pcapng-blocks", "sample", "rtp", "iperf3-64" })
        QTest::newRow(k) << QString(k);
}

void TestTraceReader::libpcapAgrees()
{
    QFETCH(QString, kind);
    const QString path = generated(kind);
    const Result r = readTrace(path);
    QVERIFY(!r.failed);
    char errbuf[PCAP_ERRBUF_SIZE];
    pcap_t *pc =
        pcap_open_offline_with_tstamp_precision(path.toLocal8Bit().constData(), PCAP_TSTAMP_PRECISION_NANO, errbuf);
    QVERIFY2(pc != nullptr, errbuf);
    pcap_pkthdr *h = nullptr;
    const u_char *data = nullptr;
    size_t n = 0;
    int rc;
    while ((rc = pcap_next_ex(pc, &h, &data)) == 1) {
        QVERIFY(n < r.pkts.size());
        const Pkt &p = r.pkts[n];
        const int64_t ts = int64_t(h->ts.tv_sec) * 1000000000 + h->ts.tv_usec;
        // libpcap gives a simple packet block (no timestamp) 0; we repeat the previous packet's.
        if (!(kind == "pcapng-blocks" && n == 2))
            QCOMPARE(p.tsNs, ts);
        QCOMPARE(p.wireLen, h->len);
        QCOMPARE(p.bytes, QByteArray(reinterpret_cast<const char *>(data), int(h->caplen)));
        ++n;
    }
    const std::string pcapError = rc == -1 ? pcap_geterr(pc) : "";
    pcap_close(pc);
    QVERIFY2(rc == PCAP_ERROR_BREAK, pcapError.c_str());
    QCOMPARE(n, r.pkts.size());
}

void TestTraceReader::truncatedEverywhere_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("packets");
    QTest::newRow("pcap ns, 5 packets") << "pcap-ns" << 5;
    QTest::newRow("pcap µs big-endian, 3 packets") << "pcap-us-be" << 3;
    QTest::newRow("pcapng all block types") << "pcapng-blocks" << 0;
    QTest::newRow("pcapng two sections") << "pcapng-multi" << 0;
}

void TestTraceReader::truncatedEverywhere()
{
    QFETCH(QString, kind);
    QFETCH(int, packets);
    const QByteArray full = contents(generated(kind, uint64_t(packets)));
    const std::vector<Block> blocks = walk(full);
    const Result whole = readTrace(generated(kind, uint64_t(packets)));
    for (qsizetype cut = 0; cut < full.size(); ++cut) {
        const Result r = readTrace(writeFile("cut.trace", full.left(cut)), 2);
        size_t complete = 0; // blocks wholly before the cut
        while (complete < blocks.size() && blocks[complete].end <= uint64_t(cut))
            ++complete;
        const uint64_t before = packetsBefore(blocks, complete);
        const QByteArray where = QByteArray("cut at ") + QByteArray::number(cut) + ": " + r.error.message.c_str();
        QVERIFY2(r.pkts.size() == before, where.constData());
        for (size_t k = 0; k < r.pkts.size(); ++k)
            QVERIFY2(r.pkts[k] == whole.pkts[k], where.constData());
        const bool atBoundary = cut > 0 && complete > 0 && blocks[complete - 1].end == uint64_t(cut);
        QVERIFY2(r.failed != atBoundary, where.constData());
        if (!r.failed)
            continue;
        QCOMPARE(r.error.packetsBefore, before);
        // The error points at the block the cut falls into (the file header for a short pcap).
        QCOMPARE(r.error.offset, cut == 0 || complete == blocks.size() ? uint64_t(0) : blocks[complete].start);
        QVERIFY2(!r.error.message.empty(), where.constData());
        if (cut == 0)
            QCOMPARE(r.error.message, std::string("empty file"));
    }
}

void TestTraceReader::damage_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("damage");
    QTest::addColumn<int>("block"); // index in walk() of the block damaged
    QTest::addColumn<QString>("message"); // expected substring; empty = no error

    // pcapng-multi: 0 SHB, 1-3 IDB, 4-9 EPB, 10 SHB (big-endian), 11-15 IDB, 16-24 EPB.
    // pcapng-blocks: 0 SHB, 1 IDB, 2 NRB, 3 EPB p0, 4 DSB, 5 EPB p1, 6 SPB, 7 CB, 8 CB, 9 PB, 10 ?, 11 EPB, 12 ISB
    QTest::newRow("block length too small") << "pcapng-blocks"
                                            << "len=8" << 5 << "smaller than the minimum";
    QTest::newRow("block length below framing") << "pcapng-blocks"
                                                << "len=4" << 2 << "smaller than the minimum";
    QTest::newRow("block length odd") << "pcapng-blocks"
                                      << "len+2" << 5 << "not a multiple of 4";
    QTest::newRow("block length huge") << "pcapng-blocks"
                                       << "len=0x7ffffff0" << 5 << "exceeds the 256 MiB limit";
    QTest::newRow("block length beyond file") << "pcapng-blocks"
                                              << "len=beyond" << 9 << "truncated packet block";
    QTest::newRow("trailer disagrees") << "pcapng-blocks"
                                       << "trailer+4" << 3 << "disagrees with leading length";
    QTest::newRow("caplen larger than block") << "pcapng-blocks"
                                              << "caplen=1000" << 5 << "captured length 1000";
    QTest::newRow("caplen 1 GiB") << "pcapng-blocks"
                                  << "caplen=0x40000000" << 11 << "captured length";
    QTest::newRow("undefined interface") << "pcapng-blocks"
                                         << "iface=7" << 11 << "undefined interface 7";
    QTest::newRow("ISB undefined interface") << "pcapng-blocks"
                                             << "iface=3" << 12 << "undefined interface 3";
    QTest::newRow("option overruns block") << "pcapng-blocks"
                                           << "optlen=0x1000" << 3 << "option overruns";
    QTest::newRow("bad byte-order magic") << "pcapng-blocks"
                                          << "bom" << 0 << "byte-order magic";
    QTest::newRow("bad byte-order magic, second section") << "pcapng-multi"
                                                          << "bom" << 10 << "byte-order magic";
    QTest::newRow("big-endian section, length lies") << "pcapng-multi"
                                                     << "len+2" << 12 << "not a multiple of 4";
    QTest::newRow("pcap caplen 512 MiB") << "pcap-ns"
                                         << "caplen=0x20000000" << 3 << "exceeds the 256 MiB limit";
    QTest::newRow("pcap caplen beyond file") << "pcap-ns"
                                             << "caplen=100000" << 3 << "truncated packet record";
    QTest::newRow("pcap caplen > snaplen tolerated") << "pcap-ns"
                                                     << "snaplen=10" << 0 << "";
    QTest::newRow("pcap FCS bits in link type") << "pcap-ns"
                                                << "fcsbits" << 0 << "";
    QTest::newRow("garbage") << ""
                             << "garbage" << 0 << "not a pcap or pcapng file";
    QTest::newRow("empty file") << ""
                                << "empty" << 0 << "empty file";
    QTest::newRow("three bytes") << ""
                                 << "short" << 0 << "file too short";
    QTest::newRow("pcap header only") << "pcap-ns"
                                      << "keep=1" << 0 << "";
    QTest::newRow("pcapng header only") << "pcapng-blocks"
                                        << "keep=3" << 0 << "";
}

void TestTraceReader::damage()
{
    QFETCH(QString, kind);
    QFETCH(QString, damage);
    QFETCH(int, block);
    QFETCH(QString, message);

    QByteArray bytes;
    std::vector<Block> blocks;
    bool swap = false;
    if (!kind.isEmpty()) {
        bytes = contents(generated(kind, kind == "pcap-ns" ? 5 : 0));
        blocks = walk(bytes);
        // Section 1 of pcapng-multi (blocks 10..) is big-endian.
        swap = kind == "pcapng-multi" && block >= 10;
    }
    const qsizetype at = blocks.empty() ? 0 : qsizetype(blocks[size_t(block)].start);
    const uint32_t len = blocks.empty() ? 0 : uint32_t(blocks[size_t(block)].end - blocks[size_t(block)].start);
    const bool pcap = kind.startsWith("pcap-");
    uint64_t expectedPackets = packetsBefore(blocks, size_t(block));
    if (damage == "len=8" || damage == "len=4" || damage == "len=0x7ffffff0" || damage == "len+2") {
        const uint32_t v = damage == "len=8" ? 8 : damage == "len=4" ? 4 : damage == "len+2" ? len + 2 : 0x7ffffff0;
        put32(bytes, at + 4, v, swap);
    } else if (damage == "len=beyond") {
        put32(bytes, at + 4, uint32_t(bytes.size() - at + 4), swap);
    } else if (damage == "trailer+4") {
        put32(bytes, at + len - 4, len + 4, swap);
    } else if (damage.startsWith("caplen=")) {
        put32(bytes, at + (pcap ? 8 : 20), damage.mid(7).toUInt(nullptr, 0), swap);
    } else if (damage.startsWith("iface=")) {
        put32(bytes, at + 8, damage.mid(6).toUInt(), swap);
    } else if (damage.startsWith("optlen=")) {
        // First option of EPB p0 sits after the 28-byte fixed part and the padded packet data.
        const uint32_t capLen = rd32(bytes, at + 20, false);
        const qsizetype opt = at + 28 + ((capLen + 3) & ~3u);
        const uint16_t v = uint16_t(damage.mid(7).toUInt(nullptr, 0));
        std::memcpy(bytes.data() + opt + 2, &v, 2);
    } else if (damage == "bom") {
        put32(bytes, at + 8, 0x12345678u, false);
    } else if (damage == "snaplen=10") {
        put32(bytes, 16, 10, false);
        expectedPackets = 5;
    } else if (damage == "fcsbits") {
        put32(bytes, 20, 0x10000000u | 0x04000000u | 1u, false); // FCS present, 4 bytes; Ethernet
        expectedPackets = 5;
    } else if (damage == "garbage") {
        bytes.resize(4096);
        for (int i = 0; i < bytes.size(); ++i)
            bytes[i] = char((i * 7919 + 13) & 0xff);
    } else if (damage == "short") {
        bytes = QByteArray("\xd4\xc3\xb2", 3);
    } else if (damage.startsWith("keep=")) {
        bytes.truncate(qsizetype(blocks[size_t(damage.mid(5).toInt()) - 1].end));
        expectedPackets = 0;
    }

    const Result r = readTrace(writeFile("damaged.trace", bytes));
    QCOMPARE(r.pkts.size(), size_t(expectedPackets));
    if (message.isEmpty()) {
        QVERIFY2(!r.failed, r.error.message.c_str());
        if (damage == "fcsbits")
            QCOMPARE(r.ifaces[0].linkType, 1u);
        return;
    }
    QVERIFY(r.failed);
    QVERIFY2(QString::fromStdString(r.error.message).contains(message), r.error.message.c_str());
    QCOMPARE(r.error.offset, uint64_t(at));
    QCOMPARE(r.error.packetsBefore, expectedPackets);
}

void TestTraceReader::kuznetzovPcap()
{
    // Modified pcap (magic a1b2cd34): 24-byte record headers (ifindex, protocol, packet type, pad).
    QByteArray b(24, '\0');
    put32(b, 0, 0xa1b2cd34u, false);
    put32(b, 4, 2 | (4u << 16), false);
    put32(b, 16, 65535, false);
    put32(b, 20, 1, false);
    for (uint32_t i = 0; i < 2; ++i) {
        QByteArray rec(24, '\0');
        put32(rec, 0, 1700000000u + i, false);
        put32(rec, 4, 250000, false);
        put32(rec, 8, 4, false);
        put32(rec, 12, 60, false);
        put32(rec, 16, 2, false); // ifindex
        b += rec + QByteArray("abcd");
    }
    const Result r = readTrace(writeFile("kuznetzov.pcap", b));
    QVERIFY2(!r.failed, r.error.message.c_str());
    QCOMPARE(r.pkts.size(), size_t(2));
    QCOMPARE(r.pkts[1].tsNs, int64_t(1700000001250000000));
    QCOMPARE(r.pkts[1].bytes, QByteArray("abcd"));
    QCOMPARE(r.pkts[1].offset, uint64_t(24 + 28));
}

void TestTraceReader::streamedThroughFifo_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("chunk"); // bytes per write()
    QTest::addColumn<int>("batch"); // packets per nextBatch
    QTest::addColumn<int>("cutTail"); // bytes cut from the end (0 = whole file)
    QTest::newRow("pcapng all blocks, 1-byte writes") << "pcapng-blocks" << 1 << 1 << 0;
    QTest::newRow("pcapng two sections, 7-byte writes") << "pcapng-multi" << 7 << 3 << 0;
    QTest::newRow("pcap big-endian, 13-byte writes") << "pcap-ns-be" << 13 << 1000 << 0;
    QTest::newRow("sample, 4 KiB writes") << "sample" << 4096 << 256 << 0;
    QTest::newRow("sample, truncated stream") << "sample" << 1000 << 256 << 50;
    QTest::newRow("3 MiB packet, 64 KiB writes") << "big-packet" << 65536 << 10 << 0;
}

void TestTraceReader::streamedThroughFifo()
{
    QFETCH(QString, kind);
    QFETCH(int, chunk);
    QFETCH(int, batch);
    QFETCH(int, cutTail);
    QByteArray bytes = contents(generated(kind));
    bytes.chop(cutTail);
    const Result expected = readTrace(writeFile("fifo-reference.trace", bytes));
    const QString fifo = m_dir.filePath("stream.fifo");
    ::unlink(fifo.toLocal8Bit().constData());
    QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    std::thread writer([&] {
        const int fd = ::open(fifo.toLocal8Bit().constData(), O_WRONLY);
        if (fd < 0)
            return;
        for (qsizetype pos = 0; pos < bytes.size(); pos += chunk) {
            const qsizetype n = std::min<qsizetype>(chunk, bytes.size() - pos);
            if (::write(fd, bytes.constData() + pos, size_t(n)) != n)
                break;
        }
        ::close(fd);
    });
    const Result r = readTrace(fifo, size_t(batch));
    writer.join();
    QCOMPARE(r.pkts.size(), expected.pkts.size());
    QVERIFY(r.pkts == expected.pkts);
    QVERIFY(r.ifaces == expected.ifaces);
    QVERIFY(r.comments == expected.comments);
    QVERIFY(r.sections == expected.sections);
    QCOMPARE(r.failed, expected.failed);
    QVERIFY(r.error == expected.error);
    QCOMPARE(r.failed, cutTail != 0);
}

QTEST_GUILESS_MAIN(TestTraceReader)
#include "tst_trace_reader.moc"
