// Trace generator: every kind generates and reads back cleanly, output is deterministic for a
// seed, and the traffic-shaped kinds have the properties their descriptions promise.
#include "core/base/bytes.h"
#include "core/gen/trace_generator.h"
#include "core/trace/trace_file.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace jitterscope;

namespace {

struct Pkt {
    int64_t tsNs;
    int64_t deliveryNs;
    QByteArray bytes;
};

std::vector<Pkt> readAll(const QString &path, bool *failed)
{
    TraceFile f;
    std::string err;
    if (!f.open(path.toStdString(), &err))
        qFatal("open: %s", err.c_str());
    std::vector<Pkt> pkts;
    std::vector<RawPacket> batch;
    while (f.nextBatch(batch, 4096))
        for (const RawPacket &p : batch)
            pkts.push_back({ p.tsNs, p.deliveryNs, QByteArray(reinterpret_cast<const char *>(p.data), int(p.capLen)) });
    *failed = f.parser().failed();
    return pkts;
}

uint32_t be32(const QByteArray &b, int at)
{
    return loadBe32(reinterpret_cast<const uint8_t *>(b.constData() + at));
}
uint16_t be16(const QByteArray &b, int at)
{
    return loadBe16(reinterpret_cast<const uint8_t *>(b.constData() + at));
}

QByteArray hashOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// Ethernet + 20-byte IPv4 header: UDP header at 34, payload at 42.
constexpr int kUdp = 34;
constexpr int kPayload = 42;

} // namespace

class TestTraceGenerator : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString make(const std::string &kind, uint64_t packets, uint64_t seed, const QString &name);

private Q_SLOTS:
    void everyKindReads();
    void unknownKind();
    void deterministic_data();
    void deterministic();
    void sampleShape();
    void rtpKnownImpairments();
    void iperf3Handshake();
};

QString TestTraceGenerator::make(const std::string &kind, uint64_t packets, uint64_t seed, const QString &name)
{
    const QString path = m_dir.filePath(name);
    GeneratorOptions o;
    o.packets = packets;
    o.seed = seed;
    std::string err;
    if (!generateTrace(kind, path.toStdString(), o, &err))
        qFatal("generate %s: %s", kind.c_str(), err.c_str());
    return path;
}

void TestTraceGenerator::everyKindReads()
{
    const auto kinds = generatorKinds();
    QStringList names;
    for (const auto &[name, description] : kinds) {
        names << QString::fromStdString(name);
        QVERIFY(!description.empty());
        bool failed = true;
        const bool zoo = name.rfind("zoo-", 0) == 0; // 10 M packets by default: ask for fewer
        const auto pkts = readAll(make(name, name == "bench" || zoo ? 5000 : 0, 1, "k.trace"), &failed);
        QVERIFY2(!failed, name.c_str());
        QVERIFY2(!pkts.empty(), name.c_str());
        if (zoo)
            QCOMPARE(pkts.size(), size_t(5000));
        if (name == "bench") {
            QCOMPARE(pkts.size(), size_t(5000));
            for (const Pkt &p : pkts)
                QCOMPARE(p.bytes.size(), 64);
        }
    }
    for (const char *required : { "sample",          "bench",          "rtp",
                                  "iperf3",          "iperf3-64",      "pcap-us",
                                  "pcap-ns",         "pcap-us-be",     "pcap-ns-be",
                                  "pcapng-be",       "pcapng-multi",   "pcapng-tsresol",
                                  "pcapng-blocks",   "zoo-napi",       "zoo-interleaved",
                                  "zoo-rate-change", "zoo-100k-flows", "zoo-tiny-flows",
                                  "zoo-vlan-ipv6",   "zoo-pcap-us",    "zoo-two-interfaces",
                                  "zoo-non-udp" })
        QVERIFY2(names.contains(required), required);
}

void TestTraceGenerator::unknownKind()
{
    std::string err;
    QVERIFY(!generateTrace("no-such-kind", m_dir.filePath("x").toStdString(), {}, &err));
    QVERIFY(err.find("no-such-kind") != std::string::npos);
    QVERIFY(!generateTrace("sample", "/nonexistent-dir/x.pcapng", {}, &err));
    QVERIFY(!err.empty());
}

void TestTraceGenerator::deterministic_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("seedMatters");
    QTest::newRow("sample") << "sample" << true;
    QTest::newRow("bench") << "bench" << true;
    QTest::newRow("rtp") << "rtp" << true;
    QTest::newRow("iperf3") << "iperf3" << true;
    QTest::newRow("pcapng-multi") << "pcapng-multi" << false;
    QTest::newRow("pcapng-blocks") << "pcapng-blocks" << false;
}

void TestTraceGenerator::deterministic()
{
    QFETCH(QString, kind);
    QFETCH(bool, seedMatters);
    const std::string k = kind.toStdString();
    const uint64_t n = kind == "bench" ? 20000 : 0;
    const QByteArray a = hashOf(make(k, n, 7, "a"));
    const QByteArray b = hashOf(make(k, n, 7, "b"));
    const QByteArray c = hashOf(make(k, n, 8, "c"));
    QVERIFY(!a.isEmpty());
    QCOMPARE(a, b);
    QCOMPARE(a != c, seedMatters);
}

void TestTraceGenerator::sampleShape()
{
    bool failed = true;
    const auto pkts = readAll(make("sample", 0, 1, "sample.pcapng"), &failed);
    QVERIFY(!failed);
    std::vector<const Pkt *> probe;
    std::vector<const Pkt *> rtp;
    for (const Pkt &p : pkts) {
        const uint16_t dport = be16(p.bytes, kUdp + 2);
        if (dport == 5001)
            probe.push_back(&p);
        else if (dport == 16386)
            rtp.push_back(&p);
    }
    QCOMPARE(probe.size(), size_t(3000));
    QCOMPARE(rtp.size(), size_t(97));
    QVERIFY(pkts.back().tsNs - pkts.front().tsNs > 1800000000);
    QVERIFY(pkts.back().tsNs - pkts.front().tsNs < 2200000000);
    // Probe: magic, sequence in order, delivery after capture, NAPI bursts of at most 64 packets
    // with 0.3-1 µs inside a burst.
    size_t burst = 1, maxBurst = 1, bursts = 1;
    for (size_t i = 0; i < probe.size(); ++i) {
        const Pkt &p = *probe[i];
        QCOMPARE(be32(p.bytes, kPayload), 0x4A535052u);
        QCOMPARE(be32(p.bytes, kPayload + 12), uint32_t(i));
        QVERIFY(p.deliveryNs > p.tsNs);
        if (i == 0)
            continue;
        const int64_t gap = p.tsNs - probe[i - 1]->tsNs;
        QVERIFY(gap > 0);
        if (gap <= 1000) {
            QVERIFY(gap >= 300);
            maxBurst = std::max(maxBurst, ++burst);
        } else {
            burst = 1;
            ++bursts;
        }
    }
    QVERIFY(maxBurst <= 64);
    QVERIFY(maxBurst >= 4);
    QVERIFY(bursts > 100 && bursts < 2000);
    // RTP: PCMU, 3 lost, one reordering.
    int reorders = 0;
    std::set<uint16_t> seqs;
    for (size_t i = 0; i < rtp.size(); ++i) {
        QCOMPARE(uint8_t(rtp[i]->bytes[kPayload + 1]) & 0x7f, 0);
        QCOMPARE(rtp[i]->bytes.size(), kPayload + 12 + 160);
        const uint16_t seq = be16(rtp[i]->bytes, kPayload + 2);
        seqs.insert(seq);
        if (i > 0 && int16_t(seq - be16(rtp[i - 1]->bytes, kPayload + 2)) < 0)
            ++reorders;
    }
    QCOMPARE(seqs.size(), size_t(97));
    QCOMPARE(reorders, 1);
}

void TestTraceGenerator::rtpKnownImpairments()
{
    bool failed = true;
    const auto pkts = readAll(make("rtp", 0, 1, "rtp.pcapng"), &failed);
    QVERIFY(!failed);
    std::map<uint32_t, int> perSsrc;
    std::map<uint32_t, std::set<uint16_t>> seqs;
    for (const Pkt &p : pkts) {
        const uint32_t ssrc = be32(p.bytes, kPayload + 8);
        ++perSsrc[ssrc];
        seqs[ssrc].insert(be16(p.bytes, kPayload + 2));
    }
    QCOMPARE(perSsrc.size(), size_t(2));
    QCOMPARE(perSsrc[0x11223344u], 498); // 500 - 3 lost + 1 duplicate
    QCOMPARE(perSsrc[0x55667788u], 499);
    QCOMPARE(seqs[0x11223344u].size(), size_t(497));
    QVERIFY(seqs[0x11223344u].count(65535) && seqs[0x11223344u].count(0)); // wraps
}

void TestTraceGenerator::iperf3Handshake()
{
    for (const char *kind : { "iperf3", "iperf3-64" }) {
        bool failed = true;
        const auto pkts = readAll(make(kind, 200, 1, "iperf.pcapng"), &failed);
        QVERIFY(!failed);
        QCOMPARE(pkts.size(), size_t(2 + 199));
        QCOMPARE(pkts[0].bytes.mid(kPayload), QByteArray("6789"));
        QCOMPARE(pkts[1].bytes.mid(kPayload), QByteArray("9876"));
        const bool seq64 = std::string(kind) == "iperf3-64";
        const uint32_t seq = seq64 ? be32(pkts[2].bytes, kPayload + 12) : be32(pkts[2].bytes, kPayload + 8);
        QCOMPARE(seq, 1u);
    }
}

QTEST_GUILESS_MAIN(TestTraceGenerator)
#include "tst_trace_generator.moc"
