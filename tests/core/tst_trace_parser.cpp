// TraceParser on its own (no file): which headers it accepts as libpcap and Wireshark do, the
// patched-libpcap record layouts, the notes it keeps (TraceNotes), and the same result for the same
// bytes whatever the chunking — every file under tests/data, every generator kind, and damaged
// copies of them (cut at many points, lengths overwritten), fed in one call and in random chunks.
#include "core/gen/trace_generator.h"
#include "core/trace/trace_file.h"
#include "core/trace/trace_parser.h"

#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <limits>

using namespace jitterscope;

namespace {

struct Pkt {
    int64_t tsNs;
    bool hasTime;
    uint32_t iface;
    uint32_t capLen;
    uint32_t wireLen;
    uint64_t offset;
    QByteArray bytes;
    bool operator==(const Pkt &o) const
    {
        return tsNs == o.tsNs && hasTime == o.hasTime && iface == o.iface && capLen == o.capLen &&
               wireLen == o.wireLen && offset == o.offset && bytes == o.bytes;
    }
};

struct Outcome {
    std::vector<Pkt> pkts;
    bool failed = false;
    TraceError error;
    TraceNotes notes;
    std::vector<InterfaceInfo> ifaces;
    std::vector<SectionInfo> sections;
    std::vector<TraceComment> comments;
    uint64_t custom = 0, unknown = 0;
    bool operator==(const Outcome &o) const
    {
        return pkts == o.pkts && failed == o.failed && error == o.error && notes == o.notes && ifaces == o.ifaces &&
               sections == o.sections && comments == o.comments && custom == o.custom && unknown == o.unknown;
    }
    QByteArray describe() const
    {
        return QByteArray::number(qulonglong(pkts.size())) + " packets, " +
               (failed ? QByteArray("error '") + error.message.c_str() + "' at " +
                             QByteArray::number(qulonglong(error.offset))
                       : QByteArray("no error"));
    }
};

void finish(const TraceParser &p, Outcome &r)
{
    r.failed = p.failed();
    r.error = p.error();
    r.notes = p.notes();
    r.ifaces = p.interfaces();
    r.sections = p.sectionInfos();
    r.comments = p.comments();
    r.custom = p.customBlocks();
    r.unknown = p.unknownBlocks();
}

void take(const std::vector<RawPacket> &out, size_t from, Outcome &r)
{
    for (size_t i = from; i < out.size(); ++i) {
        const RawPacket &p = out[i];
        r.pkts.push_back({ p.tsNs, p.hasTime, p.interfaceId, p.capLen, p.wireLen, p.fileOffset,
                           QByteArray(reinterpret_cast<const char *>(p.data), int(p.capLen)) });
    }
}

/// One parse call over the whole buffer.
Outcome parseWhole(const QByteArray &b)
{
    TraceParser p;
    std::vector<RawPacket> out;
    (void)p.parse(reinterpret_cast<const uint8_t *>(b.constData()), size_t(b.size()), 0, true, out,
                  std::numeric_limits<size_t>::max());
    Outcome r;
    take(out, 0, r);
    finish(p, r);
    return r;
}

/// The resumable path: bytes arrive in chunks of 1..maxChunk (splitmix64 from `seed`), at most
/// `maxPackets` per call, the unconsumed tail offered again with the next chunk, as TraceFeeder does.
Outcome parseChunked(const QByteArray &b, uint64_t seed, size_t maxChunk, size_t maxPackets)
{
    auto next = [&seed] {
        uint64_t z = (seed += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    };
    TraceParser p;
    const auto *data = reinterpret_cast<const uint8_t *>(b.constData());
    const auto size = size_t(b.size());
    size_t start = 0, avail = 0;
    Outcome r;
    std::vector<RawPacket> out;
    for (;;) {
        const bool eof = avail == size;
        out.clear();
        const size_t used = p.parse(data + start, avail - start, start, eof, out, maxPackets);
        take(out, 0, r);
        start += used;
        if (p.failed())
            break;
        if (used == 0 && out.empty()) {
            if (eof)
                break;
            avail = std::min(size, avail + 1 + size_t(next() % maxChunk));
        }
    }
    finish(p, r);
    return r;
}

/// Through TraceFile (the segment ring with its headroom, and the stream path for big blocks).
Outcome readFile(const QString &path)
{
    TraceFile f;
    std::string err;
    if (!f.open(path.toStdString(), &err))
        qFatal("open %s: %s", qPrintable(path), err.c_str());
    Outcome r;
    std::vector<RawPacket> out;
    while (f.nextBatch(out, 777))
        take(out, 0, r);
    finish(f.parser(), r);
    return r;
}

QByteArray le32(uint32_t v)
{
    QByteArray b(4, 0);
    std::memcpy(b.data(), &v, 4);
    return b;
}
QByteArray le16(uint16_t v)
{
    QByteArray b(2, 0);
    std::memcpy(b.data(), &v, 2);
    return b;
}

QByteArray pcapHeader(uint32_t magic, uint16_t major, uint16_t minor, uint32_t linkField)
{
    return le32(magic) + le16(major) + le16(minor) + le32(0) + le32(0) + le32(65535) + le32(linkField);
}

QByteArray pcapRecord(uint32_t sec, uint32_t frac, const QByteArray &data)
{
    return le32(sec) + le32(frac) + le32(uint32_t(data.size())) + le32(uint32_t(data.size())) + data;
}

QByteArray ngBlock(uint32_t type, QByteArray body)
{
    while (body.size() % 4)
        body += '\0';
    const auto len = uint32_t(12 + body.size());
    return le32(type) + le32(len) + body + le32(len);
}

QByteArray shb(uint16_t major, uint16_t minor)
{
    return ngBlock(0x0A0D0D0Au, le32(0x1A2B3C4Du) + le16(major) + le16(minor) + le32(0xffffffffu) + le32(0xffffffffu));
}

QByteArray idb(const QByteArray &options = {})
{
    return ngBlock(1, le16(1) + le16(0) + le32(0) + options);
}

QByteArray epb(uint64_t units, const QByteArray &data)
{
    return ngBlock(6, le32(0) + le32(uint32_t(units >> 32)) + le32(uint32_t(units)) + le32(uint32_t(data.size())) +
                          le32(uint32_t(data.size())) + data);
}

const QByteArray kData("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRST"); // 56 bytes

const char *const kOddityKinds[] = { "pcap-nokia", "pcap-ss990417", "pcap-ss990915", "pcap-ss991029",
                                     "pcap-v22",   "pcap-oddities", "pcapng-spb" };

} // namespace

class TestTraceParser : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QByteArray generated(const QString &kind, uint64_t packets = 0);

private slots:
    void headers_data();
    void headers();
    void patchedLayouts_data();
    void patchedLayouts();
    void lengthOrder();
    void fractionNote_data();
    void fractionNote();
    void linkTypeNote();
    void simplePacketsWithoutTime();
    void timeClamped_data();
    void timeClamped();
    void committedFilesAreGenerated();
    void sameResultWhateverTheChunking();
    void sameResultThroughTraceFile();
};

QByteArray TestTraceParser::generated(const QString &kind, uint64_t packets)
{
    const QString path = m_dir.filePath(kind + "-" + QString::number(packets));
    if (!QFile::exists(path)) {
        GeneratorOptions opts;
        opts.packets = packets;
        std::string err;
        if (!generateTrace(kind.toStdString(), path.toStdString(), opts, &err))
            qFatal("generate %s: %s", qPrintable(kind), err.c_str());
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// Accepted when libpcap or Wireshark reads the file; refused (with the version in the message and
// the offset of the header) only when both refuse it. Checked against libpcap 1.10 and tshark 4.0.
void TestTraceParser::headers_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error"); // empty: accepted with one packet
    QTest::addColumn<qulonglong>("offset");
    const QByteArray rec = pcapRecord(1700000000, 5, kData);
    const QByteArray ng = idb() + epb(1700000000000005ull, kData);
    QTest::newRow("pcap 2.4") << pcapHeader(0xa1b2c3d4u, 2, 4, 1) + rec << QString() << 0ull;
    QTest::newRow("pcap 1.4 (both refuse)")
        << pcapHeader(0xa1b2c3d4u, 1, 4, 1) + rec << "unsupported pcap file version 1.4" << 4ull;
    QTest::newRow("pcap 0.0 ns") << pcapHeader(0xa1b23c4du, 0, 0, 1) + rec << "unsupported pcap file version 0.0"
                                 << 4ull;
    QTest::newRow("pcap 2.5 (Wireshark reads it)") << pcapHeader(0xa1b2c3d4u, 2, 5, 1) + rec << QString() << 0ull;
    QTest::newRow("pcap 3.0 (Wireshark reads it)") << pcapHeader(0xa1b2c3d4u, 3, 0, 1) + rec << QString() << 0ull;
    QTest::newRow("pcap 543.0 (DG/UX)") << pcapHeader(0xa1b2c3d4u, 543, 0, 1) + rec << QString() << 0ull;
    QTest::newRow("pcap reserved link-type bits")
        << pcapHeader(0xa1b2c3d4u, 2, 4, 0x00010001u) + rec << "reserved bits 0x00010000" << 20ull;
    QTest::newRow("pcap Ixia software (µs)")
        << pcapHeader(0x1c0001abu, 2, 4, 1) + le32(uint32_t(rec.size())) + rec << QString() << 0ull;
    QTest::newRow("pcap Ixia hardware (ns)")
        << pcapHeader(0x1c0001acu, 2, 4, 1) + le32(uint32_t(rec.size())) + rec << QString() << 0ull;
    QTest::newRow("pcapng 1.0") << shb(1, 0) + ng << QString() << 0ull;
    QTest::newRow("pcapng 1.2") << shb(1, 2) + ng << QString() << 0ull;
    QTest::newRow("pcapng 1.1") << shb(1, 1) + ng << "unsupported pcapng version 1.1" << 0ull;
    QTest::newRow("pcapng 1.3") << shb(1, 3) + ng << "unsupported pcapng version 1.3" << 0ull;
    QTest::newRow("pcapng 2.0") << shb(2, 0) + ng << "unsupported pcapng version 2.0" << 0ull;
    QTest::newRow("pcapng 0.9") << shb(0, 9) + ng << "unsupported pcapng version 0.9" << 0ull;
    QTest::newRow("pcapng second section 1.1") << shb(1, 0) + ng + shb(1, 1) + ng << "unsupported pcapng version 1.1"
                                               << qulonglong(shb(1, 0).size() + ng.size());
}

void TestTraceParser::headers()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QFETCH(qulonglong, offset);
    const Outcome r = parseWhole(bytes);
    if (error.isEmpty()) {
        QVERIFY2(!r.failed, r.error.message.c_str());
        QCOMPARE(r.pkts.size(), size_t(1));
        QCOMPARE(r.pkts[0].bytes, kData);
        return;
    }
    QVERIFY(r.failed);
    QVERIFY2(QString::fromStdString(r.error.message).contains(error), r.error.message.c_str());
    QCOMPARE(r.error.offset, uint64_t(offset));
}

// The layouts editcap -F nokiapcap / rh6_1pcap / suse6_3pcap / modpcap write, from the generator:
// every packet where it is, with the same bytes and times as in the plain file.
void TestTraceParser::patchedLayouts_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("headerLen");
    QTest::newRow("nokia (20)") << "pcap-nokia" << 20;
    QTest::newRow("ss990417 rh6_1 (24)") << "pcap-ss990417" << 24;
    QTest::newRow("ss990915 suse6_3 (28)") << "pcap-ss990915" << 28;
    QTest::newRow("ss991029 modpcap (24)") << "pcap-ss991029" << 24;
}

void TestTraceParser::patchedLayouts()
{
    QFETCH(QString, kind);
    QFETCH(int, headerLen);
    const Outcome r = parseWhole(generated(kind));
    QVERIFY2(!r.failed, r.error.message.c_str());
    QCOMPARE(r.pkts.size(), size_t(20));
    uint64_t offset = 24;
    for (size_t i = 0; i < r.pkts.size(); ++i) {
        const int64_t nominal = kGeneratorBaseNs + int64_t(i) * kGeneratorStepNs;
        QCOMPARE(r.pkts[i].tsNs, nominal - nominal % 1000);
        QCOMPARE(r.pkts[i].offset, offset);
        QCOMPARE(r.pkts[i].capLen, r.pkts[i].wireLen);
        offset += uint64_t(headerLen) + r.pkts[i].capLen;
    }
    const Outcome reference = parseWhole(generated("pcap-ss990417"));
    for (size_t i = 0; i < r.pkts.size(); ++i)
        QCOMPARE(r.pkts[i].bytes, reference.pkts[i].bytes);
}

void TestTraceParser::lengthOrder()
{
    // Version 2.2: orig_len first. Snaplen 60 cuts every frame, so the two lengths differ.
    const Outcome r = parseWhole(generated("pcap-v22"));
    QVERIFY2(!r.failed, r.error.message.c_str());
    QCOMPARE(r.pkts.size(), size_t(20));
    for (const Pkt &p : r.pkts) {
        QCOMPARE(p.capLen, 60u);
        QVERIFY(p.wireLen > 60u);
    }
    // Version 2.3: swapped only where incl_len > orig_len would make no sense.
    const QByteArray b = pcapHeader(0xa1b2c3d4u, 2, 3, 1) + le32(1) + le32(0) + le32(100) + le32(8) + kData.left(8) +
                         le32(2) + le32(0) + le32(8) + le32(100) + kData.left(8);
    const Outcome v23 = parseWhole(b);
    QVERIFY2(!v23.failed, v23.error.message.c_str());
    QCOMPARE(v23.pkts.size(), size_t(2));
    QCOMPARE(v23.pkts[0].capLen, 8u);
    QCOMPARE(v23.pkts[0].wireLen, 100u);
    QCOMPARE(v23.pkts[1].capLen, 8u);
    QCOMPARE(v23.pkts[1].wireLen, 100u);
}

void TestTraceParser::fractionNote_data()
{
    QTest::addColumn<uint32_t>("magic");
    QTest::addColumn<uint32_t>("frac");
    QTest::addColumn<qint64>("ns"); // nanoseconds past 1700000000 s
    QTest::addColumn<qulonglong>("notes");
    QTest::newRow("µs 999999") << 0xa1b2c3d4u << 999999u << qint64(999999000) << 0ull;
    QTest::newRow("µs 1000000") << 0xa1b2c3d4u << 1000000u << qint64(1000000000) << 1ull;
    QTest::newRow("µs 4294967295") << 0xa1b2c3d4u << 4294967295u << qint64(4294967295000) << 1ull;
    QTest::newRow("ns 999999999") << 0xa1b23c4du << 999999999u << qint64(999999999) << 0ull;
    QTest::newRow("ns 1500000000") << 0xa1b23c4du << 1500000000u << qint64(1500000000) << 1ull;
}

void TestTraceParser::fractionNote()
{
    QFETCH(uint32_t, magic);
    QFETCH(uint32_t, frac);
    QFETCH(qint64, ns);
    QFETCH(qulonglong, notes);
    const QByteArray b = pcapHeader(magic, 2, 4, 1) + pcapRecord(1700000000, 1, kData) +
                         pcapRecord(1700000000, frac, kData) + pcapRecord(1700000000, frac, kData);
    const Outcome r = parseWhole(b);
    QVERIFY2(!r.failed, r.error.message.c_str());
    QCOMPARE(r.pkts.size(), size_t(3));
    QCOMPARE(r.pkts[1].tsNs, int64_t(1700000000) * 1000000000 + ns); // libpcap's and Wireshark's sum
    QCOMPARE(r.notes.fractionOutOfRange.count, uint64_t(notes * 2));
    QCOMPARE(r.notes.fractionOutOfRange.firstOffset, notes ? r.pkts[1].offset : 0);
    QVERIFY(r.notes.linkTypeUpperBits.count == 0 && r.notes.timeClamped.count == 0);
}

void TestTraceParser::linkTypeNote()
{
    const Outcome r = parseWhole(generated("pcap-oddities"));
    QVERIFY2(!r.failed, r.error.message.c_str());
    QCOMPARE(r.ifaces.at(0).linkType, 1u);
    QCOMPARE(r.notes.linkTypeUpperBits, (TraceNoteCount { 1, 20 }));
    QCOMPARE(r.notes.fractionOutOfRange.count, uint64_t(2));
    QCOMPARE(r.notes.fractionOutOfRange.firstOffset, r.pkts.at(3).offset);
    for (size_t i = 0; i < r.pkts.size(); ++i) { // (sec − 1, µs + 10^6) is the nominal instant
        const int64_t nominal = kGeneratorBaseNs + int64_t(i) * kGeneratorStepNs;
        QCOMPARE(r.pkts[i].tsNs, nominal - nominal % 1000);
    }
    const Outcome bit27 = parseWhole(pcapHeader(0xa1b2c3d4u, 2, 4, 0x08000001u) + pcapRecord(1, 0, kData));
    QVERIFY(!bit27.failed);
    QCOMPARE(bit27.notes.linkTypeUpperBits.count, uint64_t(1));
    const Outcome plain = parseWhole(generated("pcap-us"));
    QVERIFY(plain.notes.empty());
}

void TestTraceParser::simplePacketsWithoutTime()
{
    const Outcome r = parseWhole(generated("pcapng-spb"));
    QVERIFY2(!r.failed, r.error.message.c_str());
    QCOMPARE(r.pkts.size(), size_t(5));
    const bool timed[] = { false, false, true, false, true };
    for (size_t i = 0; i < 5; ++i)
        QCOMPARE(r.pkts[i].hasTime, timed[i]);
    QCOMPARE(r.notes.packetsWithoutTime.count, uint64_t(3));
    QCOMPARE(r.notes.packetsWithoutTime.firstOffset, r.pkts[0].offset);
    // Placeholders: 0 before the first timestamp, the previous packet's after it.
    QCOMPARE(r.pkts[0].tsNs, int64_t(0));
    QCOMPARE(r.pkts[3].tsNs, r.pkts[2].tsNs);
    QCOMPARE(r.pkts[2].tsNs, kGeneratorBaseNs + 2 * kGeneratorStepNs);
}

// Timestamps × resolution + if_tsoffset beyond int64 ns: clamped and counted, never wrapped.
void TestTraceParser::timeClamped_data()
{
    QTest::addColumn<QByteArray>("idbOptions");
    QTest::addColumn<quint64>("units");
    QTest::addColumn<qint64>("ns");
    QTest::addColumn<bool>("clamped");
    const auto tsresol = [](uint8_t v) { return le16(9) + le16(1) + QByteArray(1, char(v)) + QByteArray(3, 0); };
    const auto tsoffset = [](int64_t s) {
        QByteArray v(8, 0);
        std::memcpy(v.data(), &s, 8);
        return le16(14) + le16(8) + v;
    };
    constexpr qint64 kMax = std::numeric_limits<int64_t>::max();
    constexpr qint64 kMin = std::numeric_limits<int64_t>::min();
    QTest::newRow("1 s units × 10^9") << tsresol(0) << quint64(1) << qint64(1000000000) << false;
    QTest::newRow("1 s units past 2262") << tsresol(0) << quint64(10000000000ull) << kMax << true;
    QTest::newRow("ns units past 2^63") << tsresol(9) << quint64(0x8000000000000000ull) << kMax << true;
    QTest::newRow("2^-1 s units, 2^64 − 1") << tsresol(0x81) << quint64(~0ull) << kMax << true;
    QTest::newRow("if_tsoffset 10^10 s") << tsresol(9) + tsoffset(10000000000ll) << quint64(1) << kMax << true;
    // The offset itself is clamped to INT64_MIN ns; the packet's 1 ns is then added.
    QTest::newRow("if_tsoffset −10^10 s") << tsresol(9) + tsoffset(-10000000000ll) << quint64(1) << kMin + 1 << true;
    QTest::newRow("ns + offset past 2^63") << tsresol(9) + tsoffset(1000000000ll) << quint64(kMax - 1) << kMax << true;
    QTest::newRow("offset −1 s, in range")
        << tsresol(9) + tsoffset(-1) << quint64(5000000000ull) << qint64(4000000000) << false;
}

void TestTraceParser::timeClamped()
{
    QFETCH(QByteArray, idbOptions);
    QFETCH(quint64, units);
    QFETCH(qint64, ns);
    QFETCH(bool, clamped);
    const QByteArray b = shb(1, 0) + idb(idbOptions) + epb(units, kData) + epb(units, kData);
    const Outcome r = parseWhole(b);
    QVERIFY2(!r.failed, r.error.message.c_str());
    QCOMPARE(r.pkts.size(), size_t(2));
    QCOMPARE(r.pkts[1].tsNs, int64_t(ns));
    QCOMPARE(r.notes.timeClamped.count, clamped ? uint64_t(2) : uint64_t(0));
    QCOMPARE(r.notes.timeClamped.firstOffset, clamped ? r.pkts[0].offset : 0);
}

// tests/data/reader holds what the generator makes of the oddity kinds (the regression files the
// other tests and tools read): they must stay reproducible from the committed generator.
void TestTraceParser::committedFilesAreGenerated()
{
    for (const char *kind : kOddityKinds) {
        QFile f(QStringLiteral(JS_TESTDATA_DIR "/reader/") + kind +
                (QByteArray(kind).startsWith("pcapng") ? ".pcapng" : ".pcap"));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        QVERIFY2(f.readAll() == generated(kind), kind);
    }
}

void TestTraceParser::sameResultWhateverTheChunking()
{
    std::vector<std::pair<QByteArray, QByteArray>> inputs; // (name, bytes)
    QDirIterator it(QStringLiteral(JS_TESTDATA_DIR), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        QVERIFY(f.open(QIODevice::ReadOnly));
        inputs.emplace_back(f.fileName().toUtf8(), f.readAll());
    }
    for (const char *kind : { "pcap-us", "pcap-ns-be", "pcapng-be", "pcapng-multi", "pcapng-tsresol", "pcapng-blocks",
                              "rtp", "iperf3-64", "pcap-nokia", "pcap-ss990915", "pcap-v22", "pcapng-spb" })
        inputs.emplace_back(kind, generated(kind, 12));
    inputs.emplace_back("empty", QByteArray());
    inputs.emplace_back("3 bytes", QByteArray("\x0a\x0d\x0d", 3));

    // Damaged copies of the traces: cut at many points, and a length field overwritten.
    uint64_t seed = 7;
    const size_t traces = inputs.size();
    for (size_t i = 0; i < traces; ++i) {
        const QByteArray b = inputs[i].second;
        const uint32_t magic = b.size() >= 4 ? uint32_t(uchar(b[0])) | uint32_t(uchar(b[1])) << 8 : 0;
        if (magic != 0xc3d4 && magic != 0x3c4d && magic != 0xcd34 && magic != 0x0d0a && magic != 0xb2a1)
            continue;
        const qsizetype step = std::max<qsizetype>(1, b.size() / 150);
        std::vector<qsizetype> cuts;
        for (qsizetype cut = 1; cut < b.size(); cut += step)
            cuts.push_back(cut);
        // And just after the start of every pcapng block, where a call may start on the block.
        if (magic == 0x0d0a) {
            bool swap = false;
            for (qsizetype pos = 0; pos + 12 <= b.size() && cuts.size() < 2000;) {
                uint32_t type, len;
                std::memcpy(&type, b.constData() + pos, 4);
                if (type == 0x0A0D0D0Au) {
                    uint32_t bom;
                    std::memcpy(&bom, b.constData() + pos + 8, 4);
                    swap = bom != 0x1A2B3C4Du;
                }
                std::memcpy(&len, b.constData() + pos + 4, 4);
                len = swap ? __builtin_bswap32(len) : len;
                if (len < 12)
                    break;
                for (qsizetype k = 1; k < 13 && pos + k < b.size(); ++k)
                    cuts.push_back(pos + k);
                pos += len;
            }
        }
        for (qsizetype cut : cuts)
            inputs.emplace_back(inputs[i].first + " cut at " + QByteArray::number(cut), b.left(cut));
        for (int k = 0; k < 20 && b.size() > 32; ++k) {
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            const qsizetype at = 4 + qsizetype((seed >> 33) % uint64_t(b.size() - 8)) / 4 * 4;
            const uint32_t values[] = { 0, 12, 0xffffffffu, 0x10000000u, uint32_t(seed >> 40), 28 };
            QByteArray d = b;
            const uint32_t v = values[k % 6];
            std::memcpy(d.data() + at, &v, 4);
            inputs.emplace_back(inputs[i].first + " word at " + QByteArray::number(at) + " = " + QByteArray::number(v),
                                d);
        }
    }

    size_t compared = 0;
    for (const auto &[name, bytes] : inputs) {
        const Outcome whole = parseWhole(bytes);
        const size_t maxChunks[] = { 1, 7, 64, 1000, 70000 };
        const size_t maxPackets[] = { 1, 3, 1000 };
        for (int run = 0; run < 6; ++run) {
            const Outcome chunked =
                parseChunked(bytes, uint64_t(run) * 977 + 1, maxChunks[run % 5], maxPackets[run % 3]);
            if (!(chunked == whole)) {
                const QByteArray why = name + ": one call gives " + whole.describe() + ", chunks of up to " +
                                       QByteArray::number(qulonglong(maxChunks[run % 5])) + " give " +
                                       chunked.describe();
                QFAIL(why.constData());
            }
            ++compared;
        }
    }
    qInfo("%zu inputs, %zu chunked parses compared with the one-call parse", inputs.size(), compared);
}

// Files of several 256 KiB segments, whole and cut around segment ends, through TraceFile.
void TestTraceParser::sameResultThroughTraceFile()
{
    const QByteArray sample = generated("sample", 20000);
    const QByteArray pcap = generated("pcap-ss990915", 30000);
    QVERIFY(sample.size() > (1 << 20) && pcap.size() > (1 << 20));
    std::vector<QByteArray> inputs { sample, pcap };
    for (const QByteArray &b : { sample, pcap })
        for (qsizetype seg = 256 << 10; seg < b.size(); seg += 256 << 10)
            for (qsizetype d : { -13, -1, 0, 3, 40 })
                inputs.push_back(b.left(seg + d));
    const QString path = m_dir.filePath("through-file");
    for (const QByteArray &b : inputs) {
        QFile::remove(path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(b) == b.size());
        f.close();
        const Outcome whole = parseWhole(b);
        const Outcome viaFile = readFile(path);
        const QByteArray why = QByteArray::number(b.size()) + " bytes: one call gives " + whole.describe() +
                               ", TraceFile gives " + viaFile.describe();
        QVERIFY2(viaFile == whole, why.constData());
        QVERIFY2(parseChunked(b, 5, 70000, 1000) == whole, why.constData());
    }
}

QTEST_GUILESS_MAIN(TestTraceParser)
#include "tst_trace_parser.moc"
