// TraceFile on gzip-compressed traces: gzip copies of the committed traces (compressed here with
// zlib) read packet for packet and analyse figure for figure as the uncompressed files; damaged
// gzip streams report the packets before the damage and where it is.
#include "core/analysis/analyze_stream.h"
#include "core/report/report.h"
#include "core/trace/trace_file.h"
#include "core/trace/trace_writer.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

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
};

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

    const Result want = readTrace(plain, size_t(batch));
    const Result got = readTrace(path, size_t(batch));
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
    // Progress counts compressed bytes: all of them at the end.
    QCOMPARE(got.size, uint64_t(gz.size()));
    QCOMPARE(got.position, got.size);
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
    QVERIFY(got.failed);
    QVERIFY2(QString::fromStdString(got.error.message).startsWith(message), got.error.message.c_str());
    // What was read is what the uncompressed file holds up to there; the error says how much.
    QVERIFY(got.pkts.size() <= want.pkts.size());
    QVERIFY(std::equal(got.pkts.begin(), got.pkts.end(), want.pkts.begin()));
    QCOMPARE(got.error.packetsBefore, uint64_t(got.pkts.size()));
    if (allPackets) {
        QCOMPARE(got.pkts.size(), want.pkts.size());
        QCOMPARE(got.error.offset, uint64_t(readAll(plain).size()));
    } else {
        QVERIFY(got.pkts.size() < want.pkts.size());
        // The offset is where the first record not read starts in the uncompressed trace.
        const uint64_t next = want.pkts[got.pkts.size()].offset;
        QVERIFY2(got.error.offset <= next, QByteArray::number(qulonglong(got.error.offset)));
        if (!got.pkts.empty())
            QVERIFY(got.error.offset > got.pkts.back().offset);
    }
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

QTEST_GUILESS_MAIN(TestTraceGzip)
#include "tst_trace_gzip.moc"
