// RTP / iperf3 / probe payload decoders, the static RTP clock table and PayloadDetector.
#include "core/base/bytes.h"
#include "core/decode/payload_decode.h"

#include <QtTest>

#include <vector>

using namespace jitterscope;

namespace {

// Network byte order through core/base/bytes.h: the payloads are built as a sender writes them.
template<typename T, void (*Store)(uint8_t *, T)> void append(QByteArray &b, T v)
{
    uint8_t bytes[sizeof(T)];
    Store(bytes, v);
    b.append(reinterpret_cast<const char *>(bytes), int(sizeof(T)));
}
void put16(QByteArray &b, int v)
{
    append<uint16_t, storeBe16>(b, uint16_t(v));
}
void put32(QByteArray &b, uint32_t v)
{
    append<uint32_t, storeBe32>(b, v);
}
void put64(QByteArray &b, uint64_t v)
{
    append<uint64_t, storeBe64>(b, v);
}

struct RtpSpec {
    int version = 2;
    int csrcs = 0;
    int extWords = -1; // -1: no extension
    int padding = 0; // padding bytes (0 = P bit clear)
    bool marker = false;
    int pt = 0;
    int seq = 0;
    uint32_t ts = 0;
    uint32_t ssrc = 0;
    int payload = 20;
};

QByteArray makeRtp(const RtpSpec &s)
{
    QByteArray b;
    b += char((s.version << 6) | (s.padding ? 0x20 : 0) | (s.extWords >= 0 ? 0x10 : 0) | s.csrcs);
    b += char((s.marker ? 0x80 : 0) | s.pt);
    put16(b, s.seq);
    put32(b, s.ts);
    put32(b, s.ssrc);
    for (int i = 0; i < s.csrcs; ++i)
        put32(b, 0x1000u + uint32_t(i));
    if (s.extWords >= 0) {
        put16(b, 0xBEDE);
        put16(b, s.extWords);
        b += QByteArray(s.extWords * 4, char(0x11));
    }
    b += QByteArray(s.payload, char(0x55));
    if (s.padding) {
        b += QByteArray(s.padding - 1, 0);
        b += char(s.padding);
    }
    return b;
}

QByteArray iperf(uint32_t sec, uint32_t usec, uint64_t seq, bool seq64, int total = 128)
{
    QByteArray b;
    put32(b, sec);
    put32(b, usec);
    if (seq64)
        put64(b, seq);
    else
        put32(b, uint32_t(seq));
    if (b.size() < total)
        b += QByteArray(total - b.size(), char(0x39));
    return b;
}

const uint8_t *bytes(const QByteArray &b)
{
    return reinterpret_cast<const uint8_t *>(b.constData());
}

} // namespace

Q_DECLARE_METATYPE(PayloadKind)

class TestPayloadDecode : public QObject {
    Q_OBJECT

private slots:
    void rtp_data();
    void rtp();
    void iperf3_data();
    void iperf3();
    void probe_data();
    void probe();
    void probeRoundTrip();
    void clockRate_data();
    void clockRate();
    void detectorForced();
};

void TestPayloadDecode::rtp_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("seq");
    QTest::addColumn<uint>("ts");
    QTest::addColumn<uint>("ssrc");
    QTest::addColumn<int>("pt");
    QTest::addColumn<bool>("marker");

    RtpSpec s;
    s.seq = 4660;
    s.ts = 0xDEADBEEF;
    s.ssrc = 0x01020304;
    s.pt = 8;
    QTest::newRow("basic") << makeRtp(s) << true << 4660 << 0xDEADBEEFu << 0x01020304u << 8 << false;
    RtpSpec m = s;
    m.marker = true;
    m.pt = 111;
    QTest::newRow("marker, dynamic pt") << makeRtp(m) << true << 4660 << 0xDEADBEEFu << 0x01020304u << 111 << true;
    RtpSpec c = s;
    c.csrcs = 3;
    QTest::newRow("3 CSRCs") << makeRtp(c) << true << 4660 << 0xDEADBEEFu << 0x01020304u << 8 << false;
    RtpSpec x = s;
    x.extWords = 2;
    QTest::newRow("header extension") << makeRtp(x) << true << 4660 << 0xDEADBEEFu << 0x01020304u << 8 << false;
    RtpSpec p = s;
    p.padding = 4;
    QTest::newRow("padding") << makeRtp(p) << true << 4660 << 0xDEADBEEFu << 0x01020304u << 8 << false;
    RtpSpec all = s;
    all.csrcs = 1;
    all.extWords = 1;
    all.padding = 2;
    all.payload = 0;
    QTest::newRow("csrc + ext + padding, empty payload")
        << makeRtp(all) << true << 4660 << 0xDEADBEEFu << 0x01020304u << 8 << false;

    RtpSpec v1 = s;
    v1.version = 1;
    QTest::newRow("reject version 1") << makeRtp(v1) << false << 0 << 0u << 0u << 0 << false;
    RtpSpec v0 = s;
    v0.version = 0;
    QTest::newRow("reject version 0") << makeRtp(v0) << false << 0 << 0u << 0u << 0 << false;
    QTest::newRow("reject 11 bytes") << makeRtp(s).left(11) << false << 0 << 0u << 0u << 0 << false;
    RtpSpec cc = s;
    cc.csrcs = 15;
    cc.payload = 0;
    QTest::newRow("reject CSRC list truncated")
        << makeRtp(cc).left(12 + 14 * 4) << false << 0 << 0u << 0u << 0 << false;
    RtpSpec xt = s;
    xt.extWords = 100;
    xt.payload = 0;
    QTest::newRow("reject extension truncated")
        << makeRtp(xt).left(12 + 4 + 40) << false << 0 << 0u << 0u << 0 << false;
    QByteArray badPad = makeRtp(p);
    badPad[badPad.size() - 1] = char(200);
    QTest::newRow("reject padding longer than packet") << badPad << false << 0 << 0u << 0u << 0 << false;
    badPad[badPad.size() - 1] = 0;
    QTest::newRow("reject zero padding count") << badPad << false << 0 << 0u << 0u << 0 << false;
    RtpSpec rtcp = s;
    rtcp.marker = true;
    rtcp.pt = 72; // RTCP SR (200) seen through RTP glasses
    QTest::newRow("reject RTCP SR") << makeRtp(rtcp) << false << 0 << 0u << 0u << 0 << false;
    rtcp.pt = 76; // RTCP APP (204)
    QTest::newRow("reject RTCP APP") << makeRtp(rtcp) << false << 0 << 0u << 0u << 0 << false;
}

void TestPayloadDecode::rtp()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, ok);
    PayloadFields f;
    QCOMPARE(decodeRtp(bytes(data), size_t(data.size()), f), ok);
    if (!ok)
        return;
    QFETCH(int, seq);
    QFETCH(uint, ts);
    QFETCH(uint, ssrc);
    QFETCH(int, pt);
    QFETCH(bool, marker);
    QCOMPARE(f.kind, PayloadKind::Rtp);
    QCOMPARE(int(f.seq), seq);
    QCOMPARE(uint(f.rtpTimestamp), ts);
    QCOMPARE(uint(f.ssrc), ssrc);
    QCOMPARE(int(f.payloadType), pt);
    QCOMPARE(f.marker, marker);
    QCOMPARE(f.txNs, INT64_MIN);
}

void TestPayloadDecode::iperf3_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("seq64");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qulonglong>("seq");
    QTest::addColumn<qlonglong>("txNs");

    QTest::newRow("32-bit counter") << iperf(1700000000u, 123456, 42, false) << false << true << 42ull
                                    << 1700000000123456000ll;
    QTest::newRow("64-bit counter") << iperf(1700000000u, 999999, 0x100000002ull, true) << true << true
                                    << 0x100000002ull << 1700000000999999000ll;
    QTest::newRow("exactly 12 bytes") << iperf(1u, 0, 7, false, 12) << false << true << 7ull << 1000000000ll;
    QTest::newRow("exactly 16 bytes, 64-bit") << iperf(1u, 0, 7, true, 16) << true << true << 7ull << 1000000000ll;
    QTest::newRow("reject 11 bytes") << iperf(1u, 0, 7, false, 12).left(11) << false << false << 0ull << 0ll;
    QTest::newRow("reject 15 bytes, 64-bit") << iperf(1u, 0, 7, true, 16).left(15) << true << false << 0ull << 0ll;
    QTest::newRow("reject usec >= 1e6") << iperf(1700000000u, 1000000, 1, false) << false << false << 0ull << 0ll;
    QTest::newRow("reject connect \"6789\"") << QByteArray("6789") << false << false << 0ull << 0ll;
    QTest::newRow("reject reply \"9876\"") << QByteArray("9876") << false << false << 0ull << 0ll;
    QByteArray old;
    put32(old, 987654321u);
    QTest::newRow("reject old reply 987654321") << old << false << false << 0ull << 0ll;
    QByteArray oldConnect;
    put32(oldConnect, 123456789u);
    QTest::newRow("reject old connect 123456789") << oldConnect << false << false << 0ull << 0ll;
}

void TestPayloadDecode::iperf3()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, seq64);
    QFETCH(bool, ok);
    PayloadFields f;
    QCOMPARE(decodeIperf3(bytes(data), size_t(data.size()), seq64, f), ok);
    if (!ok)
        return;
    QFETCH(qulonglong, seq);
    QFETCH(qlonglong, txNs);
    QCOMPARE(f.kind, PayloadKind::Iperf3);
    QCOMPARE(qulonglong(f.seq), seq);
    QCOMPARE(qlonglong(f.txNs), txNs);
}

void TestPayloadDecode::probe_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("ok");

    QByteArray good;
    put32(good, kProbeMagic);
    put16(good, 1);
    put16(good, 0);
    put64(good, 77);
    put64(good, 1700000000000000001ull);
    QTest::newRow("header only") << good << true;
    QTest::newRow("with padding") << good + QByteArray(100, 0) << true;
    QTest::newRow("reject 23 bytes") << good.left(23) << false;
    QByteArray badMagic = good;
    badMagic[0] = 'X';
    QTest::newRow("reject magic") << badMagic << false;
    QByteArray badVersion = good;
    badVersion[5] = 2;
    QTest::newRow("reject version 2") << badVersion << false;
}

void TestPayloadDecode::probe()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, ok);
    PayloadFields f;
    QCOMPARE(decodeProbe(bytes(data), size_t(data.size()), f), ok);
    if (ok) {
        QCOMPARE(f.kind, PayloadKind::Probe);
        QCOMPARE(qulonglong(f.seq), 77ull);
        QCOMPARE(qlonglong(f.txNs), 1700000000000000001ll);
    }
}

void TestPayloadDecode::probeRoundTrip()
{
    uint8_t buf[kProbeHeaderLen];
    encodeProbe(buf, 0x0123456789ABCDEFull, -5);
    PayloadFields f;
    QVERIFY(decodeProbe(buf, sizeof buf, f));
    QCOMPARE(qulonglong(f.seq), 0x0123456789ABCDEFull);
    QCOMPARE(f.txNs, int64_t(-5));
    QCOMPARE(int(buf[0]), 'J');
    QCOMPARE(int(buf[3]), 'R');
}

void TestPayloadDecode::clockRate_data()
{
    QTest::addColumn<int>("pt");
    QTest::addColumn<uint>("hz");
    for (int pt : { 0, 3, 4, 5, 7, 8, 9, 12, 13, 15, 18 })
        QTest::addRow("pt %d", pt) << pt << 8000u;
    QTest::newRow("pt 6 DVI4/16000") << 6 << 16000u;
    QTest::newRow("pt 10 L16 stereo") << 10 << 44100u;
    QTest::newRow("pt 11 L16 mono") << 11 << 44100u;
    QTest::newRow("pt 16 DVI4/11025") << 16 << 11025u;
    QTest::newRow("pt 17 DVI4/22050") << 17 << 22050u;
    for (int pt : { 14, 25, 26, 28, 31, 32, 33, 34 })
        QTest::addRow("pt %d video", pt) << pt << 90000u;
    for (int pt : { 1, 2, 19, 20, 35, 72, 95, 96, 127 })
        QTest::addRow("pt %d unknown", pt) << pt << 0u;
}

void TestPayloadDecode::clockRate()
{
    QFETCH(int, pt);
    QFETCH(uint, hz);
    QCOMPARE(rtpClockRate(uint8_t(pt)), hz);
}

void TestPayloadDecode::detectorForced()
{
    PayloadDetector d;
    d.force(PayloadKind::Iperf3, true);
    QVERIFY(d.decided());
    QCOMPARE(d.kind(), PayloadKind::Iperf3);
    QVERIFY(d.seq64());
    const QByteArray junk(4, 0);
    QVERIFY(d.feed(PayloadView::of(bytes(junk), 4), 0, 1, 2));
    QCOMPARE(d.kind(), PayloadKind::Iperf3);
}

QTEST_GUILESS_MAIN(TestPayloadDecode)
#include "tst_payload_decode.moc"
