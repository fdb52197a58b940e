// TraceFile on compressed traces: gzip, zstd and LZ4 copies of the committed traces (compressed here
// with zlib, libzstd and liblz4) read packet for packet and analyse figure for figure as the uncompressed
// files; damaged streams report the packets before the damage and where it is.
#include "core/analysis/analyze_stream.h"
#include "core/report/report.h"
#include "core/trace/trace_file.h"
#include "core/trace/trace_writer.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <lz4frame.h>
#include <zlib.h>
#include <zstd.h>

using namespace jitterscope;

namespace {

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
    uint64_t position = 0;
    uint64_t size = 0;
};

Result readTrace(const QString &path, size_t batch)
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
    r.position = f.position();
    r.size = f.size();
    if (f.readAhead())
        qFatal("readAhead did work on %s", qPrintable(path));
    return r;
}

/// One gzip member of `data` (as `gzip -N` writes it, N the zlib level).
QByteArray gzip(const QByteArray &data, int level = Z_DEFAULT_COMPRESSION)
{
    z_stream z = {};
    if (deflateInit2(&z, level, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        qFatal("deflateInit2");
    QByteArray out(int(deflateBound(&z, uLong(data.size()))), Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    if (deflate(&z, Z_FINISH) != Z_STREAM_END)
        qFatal("deflate");
    out.resize(int(z.total_out));
    deflateEnd(&z);
    return out;
}

/// One zstd frame of `data` with its checksum (as `zstd -N` writes it). windowLog > 0 asks for
/// that window and leaves the content size out of the header (as a stream of unknown size).
QByteArray zstdFrame(const QByteArray &data, int level = 3, int windowLog = 0)
{
    ZSTD_CCtx *c = ZSTD_createCCtx();
    ZSTD_CCtx_setParameter(c, ZSTD_c_compressionLevel, level);
    ZSTD_CCtx_setParameter(c, ZSTD_c_checksumFlag, 1);
    if (windowLog > 0)
        ZSTD_CCtx_setParameter(c, ZSTD_c_windowLog, windowLog);
    QByteArray out(int(ZSTD_compressBound(size_t(data.size())) + 64), Qt::Uninitialized);
    ZSTD_inBuffer in = { data.constData(), size_t(data.size()), 0 };
    ZSTD_outBuffer o = { out.data(), size_t(out.size()), 0 };
    if (windowLog > 0 && ZSTD_isError(ZSTD_compressStream2(c, &o, &in, ZSTD_e_continue)))
        qFatal("ZSTD_compressStream2");
    size_t left = 0;
    do {
        left = ZSTD_compressStream2(c, &o, &in, ZSTD_e_end);
        if (ZSTD_isError(left))
            qFatal("ZSTD_compressStream2: %s", ZSTD_getErrorName(left));
    } while (left != 0);
    ZSTD_freeCCtx(c);
    out.resize(int(o.pos));
    return out;
}

/// One LZ4 frame of `data` with its content checksum (as `lz4` writes it), and a checksum per
/// block when asked (lz4 -BX).
QByteArray lz4Frame(const QByteArray &data, bool blockChecksum = false)
{
    LZ4F_preferences_t prefs = {};
    prefs.frameInfo.contentChecksumFlag = LZ4F_contentChecksumEnabled;
    if (blockChecksum)
        prefs.frameInfo.blockChecksumFlag = LZ4F_blockChecksumEnabled;
    QByteArray out(int(LZ4F_compressFrameBound(size_t(data.size()), &prefs)), Qt::Uninitialized);
    const size_t n = LZ4F_compressFrame(out.data(), size_t(out.size()), data.constData(), size_t(data.size()), &prefs);
    if (LZ4F_isError(n))
        qFatal("LZ4F_compressFrame: %s", LZ4F_getErrorName(n));
    out.resize(int(n));
    return out;
}

/// A zstd skippable frame (magic 0x184D2A5?, a 32-bit length, that many bytes): zstd -d skips it.
QByteArray zstdSkippable(const QByteArray &payload)
{
    QByteArray f("\x53\x2a\x4d\x18", 4);
    const auto n = uint32_t(payload.size());
    for (int i = 0; i < 4; ++i)
        f += char(n >> (8 * i));
    return f + payload;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

void writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        qFatal("cannot write %s", qPrintable(path));
}

/// The committed traces: the bundled sample and the reader's oddities.
QStringList committedTraces()
{
    QStringList paths { QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng") };
    const QDir reader(QStringLiteral(JS_TESTDATA_DIR "/reader"));
    for (const QString &name : reader.entryList(QDir::Files, QDir::Name))
        paths << reader.filePath(name);
    return paths;
}

} // namespace

class TestTraceGzip : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    /// `data` compressed into the temporary directory as `name` (the name need not end in .gz).
    QString compressed(const QString &name, const QByteArray &data)
    {
        const QString path = m_dir.filePath(name);
        writeAll(path, data);
        return path;
    }

private Q_SLOTS:
    void sameAsUncompressed_data();
    void sameAsUncompressed();
    void sameAnalysis_data();
    void sameAnalysis();
    void blockBiggerThanTheBuffer();
    void damaged_data();
    void damaged();
    void notATrace_data();
    void notATrace();
    void plainFileNamedGz();
    void zstdSameAsUncompressed_data();
    void zstdSameAsUncompressed();
    void zstdSameAnalysis();
    void zstdBlockBiggerThanTheBuffer();
    void zstdDamaged_data();
    void zstdDamaged();
    void zstdNotATrace();
    void lz4SameAsUncompressed_data();
    void lz4SameAsUncompressed();
    void lz4Damaged_data();
    void lz4Damaged();
    void otherFormatsAreNamed_data();
    void otherFormatsAreNamed();
};

namespace {
/// What a damaged compressed copy of `want` gave: an error starting with `message`, the packets
/// of the uncompressed file up to there (all of them when the damage lies after the last).
void checkDamaged(const Result &got, const Result &want, const QString &message, bool allPackets, uint64_t plainSize)
{
    QVERIFY(got.failed);
    QVERIFY2(QString::fromStdString(got.error.message).startsWith(message), got.error.message.c_str());
    // What was read is what the uncompressed file holds up to there; the error says how much.
    QVERIFY(got.pkts.size() <= want.pkts.size());
    QVERIFY(std::equal(got.pkts.begin(), got.pkts.end(), want.pkts.begin()));
    QCOMPARE(got.error.packetsBefore, uint64_t(got.pkts.size()));
    if (allPackets) {
        QCOMPARE(got.pkts.size(), want.pkts.size());
        QCOMPARE(got.error.offset, plainSize);
    } else {
        QVERIFY(got.pkts.size() < want.pkts.size());
        // The offset is where the first record not read starts in the uncompressed trace.
        const uint64_t next = want.pkts[got.pkts.size()].offset;
        QVERIFY2(got.error.offset <= next, QByteArray::number(qulonglong(got.error.offset)));
        if (!got.pkts.empty())
            QVERIFY(got.error.offset > got.pkts.back().offset);
    }
}
/// A compressed copy (`compressedSize` bytes) read as the plain file: the same packets, failure,
/// metadata; its progress counts compressed bytes, all of them at the end.
void checkSameAsPlain(const Result &got, const Result &want, uint64_t compressedSize)
{
    QVERIFY(!want.pkts.empty());
    QCOMPARE(got.pkts.size(), want.pkts.size());
    QVERIFY(got.pkts == want.pkts);
    QCOMPARE(got.failed, want.failed);
    QVERIFY(got.error == want.error);
    QVERIFY(got.ifaces == want.ifaces);
    QVERIFY(got.comments == want.comments);
    QVERIFY(got.sections == want.sections);
    QCOMPARE(got.custom, want.custom);
    QCOMPARE(got.unknown, want.unknown);
    QCOMPARE(got.size, compressedSize);
    QCOMPARE(got.position, got.size);
}
} // namespace

void TestTraceGzip::sameAsUncompressed_data()
{
    QTest::addColumn<QString>("plain");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("members");
    QTest::addColumn<int>("batch");
    for (const QString &path : committedTraces()) {
        const QByteArray name = QFileInfo(path).fileName().toUtf8();
        QTest::newRow(name + ", one member") << path << Z_DEFAULT_COMPRESSION << 1 << 1000;
        QTest::newRow(name + ", one member, one packet per batch") << path << Z_DEFAULT_COMPRESSION << 1 << 1;
        QTest::newRow(name + ", stored (level 0)") << path << 0 << 1 << 1000;
        QTest::newRow(name + ", three members (cat a.gz b.gz c.gz)") << path << 9 << 3 << 1000;
    }
}

// Concatenated members are cut at arbitrary bytes, inside records: the reader sees one stream.
void TestTraceGzip::sameAsUncompressed()
{
    QFETCH(QString, plain);
    QFETCH(int, level);
    QFETCH(int, members);
    QFETCH(int, batch);
    const QByteArray data = readAll(plain);
    QByteArray gz;
    const int part = int(data.size()) / members + 1;
    for (int i = 0; i < members; ++i)
        gz += gzip(data.mid(i * part, part), level);
    const QString path = compressed(QFileInfo(plain).fileName() + ".gz", gz);

    checkSameAsPlain(readTrace(path, size_t(batch)), readTrace(plain, size_t(batch)), uint64_t(gz.size()));
}

void TestTraceGzip::sameAnalysis_data()
{
    QTest::addColumn<QString>("plain");
    for (const QString &path : committedTraces())
        QTest::newRow(QFileInfo(path).fileName().toUtf8()) << path;
}

// What the CLI prints and the GUI shows comes from the same snapshot: its reports are identical.
void TestTraceGzip::sameAnalysis()
{
    QFETCH(QString, plain);
    const QString path = compressed(QFileInfo(plain).fileName() + ".gz", gzip(readAll(plain)));
    std::string err;
    const auto want = analyzeFile(plain.toStdString(), {}, &err);
    QVERIFY2(want, err.c_str());
    const auto got = analyzeFile(path.toStdString(), {}, &err);
    QVERIFY2(got, err.c_str());
    AnalysisSnapshot renamed = *got;
    QCOMPARE(renamed.path, path.toStdString());
    renamed.path = want->path;
    QVERIFY(want->packets > 0);
    QCOMPARE(reportJson(renamed), reportJson(*want));
    QCOMPARE(reportText(renamed), reportText(*want));
    QCOMPARE(reportCsv(renamed), reportCsv(*want));
}

// A 3 MiB packet: more than the decompression buffer holds at first.
void TestTraceGzip::blockBiggerThanTheBuffer()
{
    const QString plain = m_dir.filePath(QStringLiteral("big.pcapng"));
    PcapngWriter w;
    QVERIFY(w.output().open(plain.toStdString(), nullptr));
    w.writeSectionHeader({});
    w.addInterface({});
    const QByteArray big(3 << 20, 'x');
    w.writePacket(0, 1000, reinterpret_cast<const uint8_t *>(big.constData()), uint32_t(big.size()),
                  uint32_t(big.size()));
    w.writePacket(0, 2000, reinterpret_cast<const uint8_t *>(big.constData()), 60, 60);
    w.output().close();
    const Result want = readTrace(plain, 1000);
    const Result got = readTrace(compressed(QStringLiteral("big.pcapng.gz"), gzip(readAll(plain))), 1000);
    QCOMPARE(want.pkts.size(), size_t(2));
    QVERIFY(!got.failed);
    QVERIFY(got.pkts == want.pkts);
}

void TestTraceGzip::damaged_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("allPackets"); ///< the damage lies after the last packet
    QTest::newRow("cut in the middle") << "cut-half"
                                       << "gzip data truncated at compressed byte " << false;
    QTest::newRow("cut inside the gzip header") << "cut-5"
                                                << "gzip data truncated at compressed byte 5" << false;
    QTest::newRow("cut before the CRC trailer") << "cut-trailer"
                                                << "gzip data truncated at compressed byte " << true;
    QTest::newRow("unknown compression method") << "method"
                                                << "gzip data damaged at compressed byte " << false;
    QTest::newRow("CRC-32 does not match") << "crc"
                                           << "gzip data damaged at compressed byte " << true;
    QTest::newRow("garbage after the last member") << "garbage"
                                                   << "gzip data damaged at compressed byte " << true;
}

void TestTraceGzip::damaged()
{
    QFETCH(QString, damage);
    QFETCH(QString, message);
    QFETCH(bool, allPackets);
    const QString plain = QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng");
    const QByteArray good = gzip(readAll(plain));
    QByteArray gz = good;
    if (damage == "cut-half")
        gz.truncate(gz.size() / 2);
    else if (damage == "cut-5")
        gz.truncate(5);
    else if (damage == "cut-trailer")
        gz.chop(8);
    else if (damage == "method")
        gz[2] = 7; // only 8 (deflate) exists
    else if (damage == "crc")
        gz[gz.size() - 8] = char(gz[gz.size() - 8] ^ 0x55);
    else if (damage == "garbage")
        gz += "not gzip";
    const Result want = readTrace(plain, 1000);
    const Result got = readTrace(compressed(damage + ".pcapng.gz", gz), 1000);
    checkDamaged(got, want, message, allPackets, uint64_t(readAll(plain).size()));
    if (QTest::currentTestFailed())
        return;
    if (damage == "cut-half") // the damage is in the second half: so are the packets that are missing
        QVERIFY(got.pkts.size() > want.pkts.size() / 4);
}

void TestTraceGzip::notATrace_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QTest::newRow("text") << QByteArray("hello, world\n") << "not a pcap or pcapng file";
    QTest::newRow("nothing") << QByteArray() << "empty file";
}

void TestTraceGzip::notATrace()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    const Result got = readTrace(compressed(QStringLiteral("text.gz"), gzip(content)), 1000);
    QVERIFY(got.failed);
    QVERIFY(got.pkts.empty());
    QVERIFY2(QString::fromStdString(got.error.message).startsWith(message), got.error.message.c_str());
    QCOMPARE(got.error.offset, uint64_t(0));
}

// The magic decides, not the name: a plain trace called .gz reads as it is.
void TestTraceGzip::plainFileNamedGz()
{
    const QString plain = QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng");
    const QString renamed = m_dir.filePath(QStringLiteral("plain.pcapng.gz"));
    QFile::remove(renamed);
    QVERIFY(QFile::copy(plain, renamed));
    const Result want = readTrace(plain, 1000);
    const Result got = readTrace(renamed, 1000);
    QVERIFY(!got.failed);
    QVERIFY(got.pkts == want.pkts);
}

void TestTraceGzip::zstdSameAsUncompressed_data()
{
    QTest::addColumn<QString>("plain");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("frames");
    QTest::addColumn<int>("batch");
    QTest::addColumn<bool>("skippable");
    for (const QString &path : committedTraces()) {
        const QByteArray name = QFileInfo(path).fileName().toUtf8();
        QTest::newRow(name + ", one frame") << path << 3 << 1 << 1000 << false;
        QTest::newRow(name + ", one frame, one packet per batch") << path << 3 << 1 << 1 << false;
        QTest::newRow(name + ", level 19, three frames (cat a.zst b.zst c.zst)") << path << 19 << 3 << 1000 << false;
        QTest::newRow(name + ", a skippable frame first and between") << path << 1 << 2 << 1000 << true;
    }
}

// Frames are cut at arbitrary bytes, inside records: the reader sees one stream.
void TestTraceGzip::zstdSameAsUncompressed()
{
    QFETCH(QString, plain);
    QFETCH(int, level);
    QFETCH(int, frames);
    QFETCH(int, batch);
    QFETCH(bool, skippable);
    const QByteArray data = readAll(plain);
    QByteArray zst;
    const int part = int(data.size()) / frames + 1;
    for (int i = 0; i < frames; ++i) {
        if (skippable)
            zst += zstdSkippable(QByteArray(100 * (i + 1), char(i)));
        zst += zstdFrame(data.mid(i * part, part), level);
    }
    const QString path = compressed(QFileInfo(plain).fileName() + ".zst", zst);
    checkSameAsPlain(readTrace(path, size_t(batch)), readTrace(plain, size_t(batch)), uint64_t(zst.size()));
}

void TestTraceGzip::zstdSameAnalysis()
{
    const QString plain = QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng");
    const QString path = compressed(QStringLiteral("sample.pcapng.zst"), zstdFrame(readAll(plain)));
    std::string err;
    const auto want = analyzeFile(plain.toStdString(), {}, &err);
    QVERIFY2(want, err.c_str());
    const auto got = analyzeFile(path.toStdString(), {}, &err);
    QVERIFY2(got, err.c_str());
    AnalysisSnapshot renamed = *got;
    renamed.path = want->path;
    QVERIFY(want->packets > 0);
    QCOMPARE(reportJson(renamed), reportJson(*want));
    QCOMPARE(reportText(renamed), reportText(*want));
}

void TestTraceGzip::zstdBlockBiggerThanTheBuffer()
{
    const QString plain = m_dir.filePath(QStringLiteral("bigz.pcapng"));
    PcapngWriter w;
    QVERIFY(w.output().open(plain.toStdString(), nullptr));
    w.writeSectionHeader({});
    w.addInterface({});
    QByteArray big(3 << 20, 'x');
    for (int i = 0; i < big.size(); i += 4096)
        big[i] = char(i >> 12); // not all one byte
    w.writePacket(0, 1000, reinterpret_cast<const uint8_t *>(big.constData()), uint32_t(big.size()),
                  uint32_t(big.size()));
    w.writePacket(0, 2000, reinterpret_cast<const uint8_t *>(big.constData()), 60, 60);
    w.output().close();
    const Result want = readTrace(plain, 1000);
    const Result got = readTrace(compressed(QStringLiteral("bigz.pcapng.zst"), zstdFrame(readAll(plain))), 1000);
    QCOMPARE(want.pkts.size(), size_t(2));
    QVERIFY(!got.failed);
    QVERIFY(got.pkts == want.pkts);
}

void TestTraceGzip::zstdDamaged_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("allPackets");
    QTest::newRow("cut in the middle") << "cut-half"
                                       << "zstd data truncated at compressed byte " << false;
    QTest::newRow("only the magic") << "cut-4"
                                    << "zstd data truncated at compressed byte 4" << false;
    QTest::newRow("cut before the checksum") << "cut-checksum"
                                             << "zstd data truncated at compressed byte " << true;
    // zstd checks the checksum in the call that decodes the frame's last block and then keeps that
    // block back: its packets (up to 128 KiB of trace) cannot be vouched for, and are not read.
    QTest::newRow("checksum does not match") << "checksum"
                                             << "zstd data damaged at compressed byte " << false;
    QTest::newRow("garbage after the last frame") << "garbage"
                                                  << "zstd data damaged at compressed byte " << true;
    QTest::newRow("a window larger than zstd -d allows (2^28)") << "window"
                                                                << "zstd data damaged at compressed byte " << false;
}

void TestTraceGzip::zstdDamaged()
{
    QFETCH(QString, damage);
    QFETCH(QString, message);
    QFETCH(bool, allPackets);
    const QString plain = QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng");
    const QByteArray data = readAll(plain);
    QByteArray zst = damage == "window" ? zstdFrame(data, 3, 28) : zstdFrame(data);
    if (damage == "cut-half")
        zst.truncate(zst.size() / 2);
    else if (damage == "cut-4")
        zst.truncate(4);
    else if (damage == "cut-checksum")
        zst.chop(4);
    else if (damage == "checksum")
        zst[zst.size() - 1] = char(zst[zst.size() - 1] ^ 0x55);
    else if (damage == "garbage")
        zst += "not zstd";
    const Result want = readTrace(plain, 1000);
    const Result got = readTrace(compressed(damage + ".pcapng.zst", zst), 1000);
    checkDamaged(got, want, message, allPackets, uint64_t(data.size()));
    if (damage == "checksum") // only the last block is held back, not the frame
        QVERIFY(got.pkts.size() > want.pkts.size() / 2);
    if (damage == "window")
        QVERIFY2(QString::fromStdString(got.error.message).contains(QStringLiteral("too much memory")),
                 got.error.message.c_str());
}

void TestTraceGzip::zstdNotATrace()
{
    const Result text = readTrace(compressed(QStringLiteral("text.zst"), zstdFrame("hello, world\n")), 1000);
    QVERIFY(text.failed && text.pkts.empty());
    QVERIFY2(text.error.message.rfind("not a pcap or pcapng file", 0) == 0, text.error.message.c_str());
    const Result empty = readTrace(compressed(QStringLiteral("empty.zst"), zstdFrame(QByteArray())), 1000);
    QVERIFY(empty.failed && empty.pkts.empty());
    QVERIFY2(empty.error.message.rfind("empty file", 0) == 0, empty.error.message.c_str());
}

void TestTraceGzip::lz4SameAsUncompressed_data()
{
    QTest::addColumn<QString>("plain");
    QTest::addColumn<int>("frames");
    QTest::addColumn<int>("batch");
    QTest::addColumn<bool>("blockChecksum");
    for (const QString &path : committedTraces()) {
        const QByteArray name = QFileInfo(path).fileName().toUtf8();
        QTest::newRow(name + ", one frame") << path << 1 << 1000 << false;
        QTest::newRow(name + ", one frame, one packet per batch, block checksums") << path << 1 << 1 << true;
        QTest::newRow(name + ", three frames (cat a.lz4 b.lz4 c.lz4)") << path << 3 << 1000 << false;
    }
}

void TestTraceGzip::lz4SameAsUncompressed()
{
    QFETCH(QString, plain);
    QFETCH(int, frames);
    QFETCH(int, batch);
    QFETCH(bool, blockChecksum);
    const QByteArray data = readAll(plain);
    QByteArray lz4;
    const int part = int(data.size()) / frames + 1;
    for (int i = 0; i < frames; ++i)
        lz4 += lz4Frame(data.mid(i * part, part), blockChecksum);
    const QString path = compressed(QFileInfo(plain).fileName() + ".lz4", lz4);
    checkSameAsPlain(readTrace(path, size_t(batch)), readTrace(plain, size_t(batch)), uint64_t(lz4.size()));
}

void TestTraceGzip::lz4Damaged_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("allPackets");
    QTest::newRow("cut in the middle") << "cut-half"
                                       << "LZ4 data truncated at compressed byte " << false;
    QTest::newRow("only the magic") << "cut-4"
                                    << "LZ4 data truncated at compressed byte 4" << false;
    QTest::newRow("cut before the content checksum") << "cut-checksum"
                                                     << "LZ4 data truncated at compressed byte " << true;
    QTest::newRow("garbage after the last frame") << "garbage"
                                                  << "LZ4 data damaged at compressed byte " << true;
    // A block whose checksum does not match: the blocks before it are read.
    QTest::newRow("block checksum does not match") << "block"
                                                   << "LZ4 data damaged at compressed byte " << false;
}

void TestTraceGzip::lz4Damaged()
{
    QFETCH(QString, damage);
    QFETCH(QString, message);
    QFETCH(bool, allPackets);
    const QString plain = QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng");
    const QByteArray data = readAll(plain);
    QByteArray lz4 = lz4Frame(data, damage == "block");
    if (damage == "cut-half")
        lz4.truncate(lz4.size() / 2);
    else if (damage == "cut-4")
        lz4.truncate(4);
    else if (damage == "cut-checksum")
        lz4.chop(4);
    else if (damage == "garbage")
        lz4 += "not lz4!";
    else if (damage == "block")
        lz4[lz4.size() * 3 / 4] = char(lz4[lz4.size() * 3 / 4] ^ 0x55);
    const Result want = readTrace(plain, 1000);
    const Result got = readTrace(compressed(damage + ".pcapng.lz4", lz4), 1000);
    checkDamaged(got, want, message, allPackets, uint64_t(data.size()));
    if (damage == "block") // the damage is in the last quarter: so are the packets that are missing
        QVERIFY(got.pkts.size() > want.pkts.size() / 2);
}

void TestTraceGzip::otherFormatsAreNamed_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("hint");
    const QByteArray sample = readAll(QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng"));
    // Compressed twice: what comes out of the first layer is compressed again (as on a pipe).
    QTest::newRow("gzip of gzip") << gzip(gzip(sample))
                                  << "this looks like gzip-compressed data; decompress it (gzip -dc)";
    QTest::newRow("zstd of zstd") << zstdFrame(zstdFrame(sample))
                                  << "this looks like zstd-compressed data; decompress it (zstd -dc)";
    QTest::newRow("gzip of LZ4") << gzip(lz4Frame(sample))
                                 << "this looks like LZ4-compressed data; decompress it (lz4 -dc)";
    QTest::newRow("xz") << QByteArray("\xfd"
                                      "7zXZ\0\0\x04",
                                      8)
                        << "this looks like xz-compressed data; decompress it first (xz -d)";
    QTest::newRow("bzip2") << QByteArray("BZh91AY&SY") << "this looks like bzip2-compressed data";
    QTest::newRow("zip") << QByteArray("PK\x03\x04\x14\0\0\0") << "this looks like a zip archive";
    QTest::newRow("snoop") << QByteArray("snoop\0\0\0\0\0\0\x02", 12) << "this looks like a Solaris snoop capture";
    QTest::newRow("Network Monitor 2") << QByteArray("GMBU\0\x02") << "Microsoft Network Monitor";
    QTest::newRow("text: no hint") << QByteArray("hello, world\n") << "";
}

// A file that is not a trace says what it seems to be and what to do, whatever the read's chunking.
void TestTraceGzip::otherFormatsAreNamed()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, hint);
    const Result got = readTrace(compressed(QStringLiteral("other"), content), 1000);
    QVERIFY(got.failed && got.pkts.empty());
    const QString message = QString::fromStdString(got.error.message);
    QVERIFY2(message.startsWith(QStringLiteral("not a pcap or pcapng file (magic 0x")), qPrintable(message));
    if (hint.isEmpty())
        QVERIFY2(!message.contains(QStringLiteral("looks like")), qPrintable(message));
    else
        QVERIFY2(message.contains(hint), qPrintable(message));
    // Byte by byte, as a pipe may deliver it: the same message.
    TraceParser p;
    std::vector<RawPacket> out;
    uint64_t offset = 0;
    for (qsizetype i = 0; i < content.size() && !p.failed(); ++i) {
        const auto *b = reinterpret_cast<const uint8_t *>(content.constData());
        const size_t used = p.parse(b + offset, size_t(i + 1) - offset, offset, i + 1 == content.size(), out, 100);
        offset += used;
    }
    if (content.startsWith("\x1f\x8b") || content.startsWith("\x28\xb5\x2f\xfd"))
        return; // (compressed twice: the parser alone sees the outer layer)
    QVERIFY(p.failed());
    QCOMPARE(QString::fromStdString(p.error().message), message);
}

QTEST_GUILESS_MAIN(TestTraceGzip)
#include "tst_trace_gzip.moc"
