// PayloadDetector on whole flows: payloads that only look like a protocol in their first bytes
// (counters, zeros, random data, DNS, NTP, syslog, QUIC, random data starting with 0x80) are
// never decoded; real RTP (static and dynamic types, audio and video, unusual ports), iperf3
// (32/64-bit counters, a wrong but running sender clock, NAPI-burst delivery) and the probe are.
#include "core/analysis/analyzer.h"
#include "core/base/bytes.h"
#include "core/decode/payload_decode.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

using namespace jitterscope;

namespace {

constexpr int64_t kT0 = 1700000000000000000; ///< capture time of the first datagram, ns

struct Flow {
    std::vector<QByteArray> payloads;
    std::vector<int64_t> arrivals;
    uint16_t port = 40000;
};

/// Deterministic bytes (xorshift64*).
struct Rng {
    uint64_t s;
    uint64_t next()
    {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 0x2545F4914F6CDD1Dull;
    }
    QByteArray bytes(int n)
    {
        QByteArray b(n, 0);
        for (int i = 0; i < n; ++i)
            b[i] = char(next() >> 56);
        return b;
    }
};

QByteArray be32(uint32_t v)
{
    QByteArray b(4, 0);
    storeBe32(reinterpret_cast<uint8_t *>(b.data()), v);
    return b;
}
QByteArray be64(uint64_t v)
{
    QByteArray b(8, 0);
    storeBe64(reinterpret_cast<uint8_t *>(b.data()), v);
    return b;
}
QByteArray rtp(uint16_t seq, uint32_t ts, uint32_t ssrc, uint8_t pt, int payload = 160)
{
    QByteArray b(12, 0);
    b[0] = char(0x80);
    b[1] = char(pt);
    b[2] = char(seq >> 8);
    b[3] = char(seq);
    storeBe32(reinterpret_cast<uint8_t *>(b.data()) + 4, ts);
    storeBe32(reinterpret_cast<uint8_t *>(b.data()) + 8, ssrc);
    return b + QByteArray(payload, char(0x55));
}
QByteArray iperf(int64_t txNs, uint64_t seq, bool seq64)
{
    QByteArray b = be32(uint32_t(txNs / 1000000000)) + be32(uint32_t(txNs % 1000000000 / 1000));
    b += seq64 ? be64(seq) : be32(uint32_t(seq));
    return b + QByteArray(1448 - b.size(), '9');
}
QByteArray probe(uint64_t seq, int64_t txNs)
{
    QByteArray b(64, 0);
    encodeProbe(reinterpret_cast<uint8_t *>(b.data()), seq, txNs);
    return b;
}

/// n datagrams made by make(i, arrival) every gapNs.
template<typename F> Flow paced(int n, int64_t gapNs, F &&make, uint16_t port = 40000)
{
    Flow f;
    f.port = port;
    for (int i = 0; i < n; ++i) {
        const int64_t t = kT0 + int64_t(i) * gapNs;
        f.arrivals.push_back(t);
        f.payloads.push_back(make(i, t));
    }
    return f;
}

/// Sent every gapNs, delivered in bursts of `burst` at the time the last one was sent (NAPI).
Flow napiBursts(Flow f, int burst)
{
    for (size_t i = 0; i < f.arrivals.size(); ++i) {
        const size_t last = std::min(f.arrivals.size() - 1, (i / size_t(burst) + 1) * size_t(burst) - 1);
        f.arrivals[i] = f.arrivals[last] + int64_t(i % size_t(burst)) * 50;
    }
    for (size_t i = 1; i < f.arrivals.size(); ++i)
        f.arrivals[i] = std::max(f.arrivals[i], f.arrivals[i - 1]);
    return f;
}

/// Streams sharing one 5-tuple (a WebRTC bundle), each given as (arrival, payload) pairs: merged
/// in arrival order (stable: a stream's own order is kept at equal times).
Flow bundled(std::vector<std::vector<std::pair<int64_t, QByteArray>>> streams)
{
    std::vector<std::pair<int64_t, QByteArray>> all;
    for (auto &s : streams)
        all.insert(all.end(), s.begin(), s.end());
    std::stable_sort(all.begin(), all.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    Flow f;
    f.port = 40000;
    for (auto &[t, b] : all) {
        f.arrivals.push_back(t);
        f.payloads.push_back(b);
    }
    return f;
}

/// A WebRTC call's streams from `start`, over `ms`: Opus every 20 ms (type 111, 48 kHz); VP8 at 30
/// frames a second of 1 to 4 packets (type 96, 90 kHz); its retransmissions (RTX, type 97) of a
/// packet now and then, carrying the original's timestamp.
std::vector<std::vector<std::pair<int64_t, QByteArray>>> webrtcStreams(int64_t audioStart, int64_t videoStart, int ms)
{
    const int64_t msNs = 1000000;
    std::vector<std::pair<int64_t, QByteArray>> audio, video, rtx;
    for (int i = 0; i * 20 < ms; ++i)
        audio.emplace_back(audioStart + i * 20 * msNs,
                           rtp(uint16_t(4000 + i), uint32_t(77 + 960 * i), 0xA0D10001, 111, 80));
    uint16_t vseq = 60000, rseq = 100;
    for (int frame = 0; frame * 100 < ms * 3; ++frame) {
        const int64_t t = videoStart + int64_t(frame) * 100 * msNs / 3;
        const uint32_t ts = uint32_t(5 + 3000 * frame);
        const int packets = 1 + (frame * 7) % 4;
        for (int k = 0; k < packets; ++k)
            video.emplace_back(t + k * 200000, rtp(vseq++, ts, 0x51DE0002, 96, 1100));
        if (frame % 6 == 3)
            rtx.emplace_back(t + 5 * msNs, rtp(rseq++, ts - 3000, 0x2E7A0003, 97, 1100));
    }
    return { audio, video, rtx };
}

struct Verdict {
    PayloadKind kind;
    bool seq64;
    uint32_t clock;
};

Verdict detect(const Flow &f)
{
    PayloadDetector d;
    for (size_t i = 0; i < f.payloads.size() && !d.decided(); ++i) {
        const QByteArray &p = f.payloads[i];
        d.feed(PayloadView::of(reinterpret_cast<const uint8_t *>(p.constData()), size_t(p.size())), f.arrivals[i],
               50000, f.port);
    }
    d.decideNow();
    return { d.kind(), d.seq64(), d.rtpClockHz() };
}

/// Random flows of each kind, some datagrams no decoder reads among them (an iperf3 connect
/// datagram, zeros, RTCP-like, a short one): `lead` of them first, then each with probability
/// pUnread. Sender clocks run at the capture clock's rate, so every decoder can win.
struct MixedFlow {
    Flow flow;
    std::vector<bool> unread; ///< as PayloadDetector::anyDecoderReads says
};
MixedFlow mixedFlow(Rng &rng, int kind, int n, int lead, double pUnread, int64_t gapNs, uint16_t port)
{
    MixedFlow m;
    m.flow.port = port;
    const uint64_t seq0 = rng.next() % 60000;
    const uint32_t ssrc = uint32_t(rng.next());
    const int64_t start = kT0 + int64_t(rng.next() % 1000000);
    int sent = 0;
    for (int i = 0; i < n; ++i) {
        const int64_t t = start + int64_t(i) * gapNs;
        QByteArray b;
        if (i < lead || double(rng.next() % 1000) < pUnread * 1000) {
            switch (rng.next() % 4) {
            case 0: b = QByteArray("6789"); break;
            case 1: b = QByteArray(64, 0); break;
            // (RTCP-like, its length past the datagram: not one isMuxedControl passes over)
            case 2: b = QByteArray::fromHex("81c8ffff") + be32(ssrc) + QByteArray(44, 0); break;
            default: b = rng.bytes(1 + int(rng.next() % 11)); break;
            }
        } else {
            const uint64_t seq = seq0 + uint64_t(sent++);
            switch (kind) {
            case 0: b = rtp(uint16_t(seq), uint32_t(uint64_t(t - start) * 8000 / 1000000000), ssrc, 0); break;
            case 1: b = iperf(t - 300000, seq + 1, false); break;
            case 2: b = iperf(t - 300000, seq + 1, true); break;
            default: b = probe(seq, t - 5000); break;
            }
        }
        m.flow.arrivals.push_back(t);
        m.unread.push_back(!PayloadDetector::anyDecoderReads(
            PayloadView::of(reinterpret_cast<const uint8_t *>(b.constData()), size_t(b.size()))));
        m.flow.payloads.push_back(b);
    }
    return m;
}

/// What an RTP session multiplexes beside its media (RFC 7983): a STUN binding request (ICE), a
/// DTLS 1.2 handshake record, and RTCP: a compound SR + SDES, a receiver report, transport and
/// payload-specific feedback (205, 206, which read as RTP type 77 and 78 with the marker set).
QByteArray stunRequest(Rng &rng)
{
    QByteArray b = QByteArray::fromHex("0001") + QByteArray::fromHex("0008") + be32(0x2112A442) + rng.bytes(12);
    return b + QByteArray::fromHex("80220004") + QByteArray("test");
}
QByteArray dtlsHandshake(Rng &rng)
{
    return QByteArray::fromHex("16fefd0000000000000000003c") + rng.bytes(60);
}
QByteArray rtcp(int kind, uint32_t ssrc)
{
    switch (kind) {
    case 0: // SR (6 words after the header's first) + SDES CNAME
        return QByteArray::fromHex("80c80006") + be32(ssrc) + QByteArray(20, 1) + QByteArray::fromHex("81ca0003") +
               be32(ssrc) + QByteArray::fromHex("01046a736a730000");
    case 1: return QByteArray::fromHex("81c90007") + be32(ssrc) + be32(ssrc + 1) + QByteArray(20, 2); // RR
    case 2: return QByteArray::fromHex("81cd0003") + be32(ssrc) + be32(ssrc + 1) + be32(0x00050000); // NACK
    default: return QByteArray::fromHex("81ce0002") + be32(ssrc) + be32(ssrc + 1); // PLI
    }
}
QByteArray muxedControl(Rng &rng, uint32_t ssrc)
{
    switch (rng.next() % 4) {
    case 0: return stunRequest(rng);
    case 1: return dtlsHandshake(rng);
    default: return rtcp(int(rng.next() % 4), ssrc);
    }
}
bool isControl(const QByteArray &b)
{
    return isMuxedControl(PayloadView::of(reinterpret_cast<const uint8_t *>(b.constData()), size_t(b.size())));
}

/// Feeds f from datagram `from` on until decided; the index of the deciding datagram (-1: none,
/// then decideNow()).
int feedFrom(PayloadDetector &d, const Flow &f, size_t from, uint16_t sport)
{
    for (size_t i = from; i < f.payloads.size(); ++i) {
        const QByteArray &p = f.payloads[i];
        if (d.feed(PayloadView::of(reinterpret_cast<const uint8_t *>(p.constData()), size_t(p.size())), f.arrivals[i],
                   sport, f.port))
            return int(i);
    }
    d.decideNow();
    return -1;
}

/// An IPv4 frame (link type 228) 10.0.0.1 -> 10.0.0.dst, UDP sport -> dport, carrying payload.
QByteArray udpFrame(uint16_t sport, uint16_t dport, const QByteArray &payload, uint8_t dst = 2)
{
    QByteArray f(28, 0);
    const int total = 28 + int(payload.size());
    f[0] = 0x45;
    f[2] = char(total >> 8);
    f[3] = char(total);
    f[8] = 64;
    f[9] = 17;
    f[12] = 10, f[15] = 1, f[16] = 10, f[19] = char(dst);
    f[20] = char(sport >> 8), f[21] = char(sport);
    f[22] = char(dport >> 8), f[23] = char(dport);
    f[24] = char((total - 20) >> 8), f[25] = char(total - 20);
    return f + payload;
}

struct Sent {
    int64_t t;
    QByteArray frame;
};

/// The real Analyzer over frames sent at their times (sorted, stable).
std::shared_ptr<const AnalysisSnapshot> analyse(std::vector<Sent> sent)
{
    std::stable_sort(sent.begin(), sent.end(), [](const Sent &a, const Sent &b) { return a.t < b.t; });
    Analyzer a;
    std::vector<RawPacket> batch;
    for (const Sent &x : sent) {
        RawPacket rp;
        rp.tsNs = x.t;
        rp.data = reinterpret_cast<const uint8_t *>(x.frame.constData());
        rp.capLen = rp.wireLen = uint32_t(x.frame.size());
        rp.linkType = 228;
        batch.push_back(rp);
    }
    a.addBatch(batch);
    a.finish();
    return a.snapshot();
}

/// A datagram that reads as RTP and as iperf3 with a 64-bit counter, both running at the capture
/// clock's rate when sent every second: RTP version 2, type 0 (8000 Hz), sequence i, timestamp
/// 8000 i, SSRC 0; as iperf3 the same bytes are sec 0x8000xxxx (the RTP sequence, +1 s a
/// datagram), usec 8000 i (+8 ms: 0.8 % fast, inside the rate rule) and counter i + 1 (bytes
/// 8..11 zero: the SSRC).
QByteArray rtpAndIperf64(int i)
{
    QByteArray b = rtp(uint16_t(i), uint32_t(1000 + 8000 * i), 0, 0);
    b.replace(12, 4, be32(uint32_t(i + 1)));
    return b;
}

} // namespace

Q_DECLARE_METATYPE(Flow)
Q_DECLARE_METATYPE(PayloadKind)

class TestPayloadDetect : public QObject {
    Q_OBJECT
private slots:
    void notAProtocol_data();
    void notAProtocol();
    void realProtocol_data();
    void realProtocol();
    void decidesWithinBounds();
    void unreadDatagramsMeanNone();
    void analysisDecidesAsTheDetector();
    void rtpIperfTieGoesByPort();
    void muxedControlRecognised();
    void muxedControlPassedOver();
    void muxedControlInTheAnalysis();
    void bundleInTheAnalysis();
};

void TestPayloadDetect::notAProtocol_data()
{
    QTest::addColumn<Flow>("flow");
    const int64_t us = 1000;
    QTest::newRow("32-bit counter") << paced(400, 10 * us,
                                             [](int i, int64_t) { return be32(uint32_t(i + 1)) + QByteArray(60, 0); });
    QTest::newRow("64-bit counter") << paced(400, 10 * us,
                                             [](int i, int64_t) { return be64(uint64_t(i) + 1) + QByteArray(56, 0); });
    QTest::newRow("64-bit counter crossing 10^6") << paced(400, 10 * us, [](int i, int64_t) {
        return be64(uint64_t(999800) + uint64_t(i)) + be32(uint32_t(i)) + QByteArray(52, 0);
    });
    QTest::newRow("64-bit counter then a 32-bit counter") << paced(
        400, 1 * us, [](int i, int64_t) { return be64(uint64_t(i) + 1) + be32(uint32_t(i + 1)) + QByteArray(52, 0); });
    QTest::newRow("capture-time seconds + counter") << paced(400, 10 * us, [](int i, int64_t t) {
        return be32(uint32_t(t / 1000000000)) + be32(uint32_t(i)) + be32(uint32_t(i)) + QByteArray(52, 0);
    });
    QTest::newRow("capture-time seconds + counter, 1 ms apart") << paced(400, 1000 * us, [](int i, int64_t t) {
        return be32(uint32_t(t / 1000000000)) + be32(uint32_t(i * 7)) + be32(uint32_t(i)) + QByteArray(52, 0);
    });
    QTest::newRow("zeros") << paced(400, 10 * us, [](int, int64_t) { return QByteArray(64, 0); });
    Rng rng { 7 };
    QTest::newRow("random bytes") << paced(400, 10 * us, [&](int, int64_t) { return rng.bytes(200); });
    QTest::newRow("random bytes starting with 0x80") << paced(400, 20000 * us, [&](int, int64_t) {
        QByteArray b = rng.bytes(172);
        b[0] = char(0x80);
        return b;
    });
    QTest::newRow("random, 0x80 and a constant SSRC") << paced(400, 20000 * us, [&](int, int64_t) {
        QByteArray b = rng.bytes(172);
        b[0] = char(0x80);
        b[1] = 0;
        b.replace(8, 4, be32(0x11223344));
        return b;
    });
    QTest::newRow("DNS queries") << paced(400, 3000 * us, [&](int i, int64_t) {
        QByteArray b = rng.bytes(2);
        b += QByteArray::fromHex("01000001000000000000");
        b += QByteArray("\x03www\x07") + QByteArray::number(i % 10) +
             QByteArray("example\x03org\x00\x00\x01\x00\x01", 13);
        return b;
    });
    QTest::newRow("NTP client requests") << paced(200, 64000000 * us / 1000, [&](int, int64_t t) {
        QByteArray b(48, 0);
        b[0] = 0x23;
        const uint64_t ntp = (uint64_t(t / 1000000000) + 2208988800ull) << 32;
        b.replace(40, 8, be64(ntp | (rng.next() >> 32)));
        return b;
    });
    QTest::newRow("syslog") << paced(400, 5000 * us, [](int i, int64_t) {
        return QByteArray("<34>Oct 11 22:14:15 mymachine su: 'su root' failed for lonvick on /dev/pts/") +
               QByteArray::number(i);
    });
    QTest::newRow("QUIC short headers") << paced(400, 100 * us, [&](int, int64_t) {
        QByteArray b = rng.bytes(1200);
        b[0] = char(0x40 | (uint8_t(b[0]) & 0x3F));
        b.replace(1, 8, QByteArray::fromHex("0123456789abcdef"));
        return b;
    });
    QTest::newRow("iperf3-shaped, sender clock far too fast") << paced(
        400, 10 * us, [](int i, int64_t) { return iperf(kT0 + int64_t(i) * 1000000, uint64_t(i) + 1, false); });
    QTest::newRow("iperf3-shaped, sequence stuck") << paced(400, 10 * us, [](int i, int64_t t) {
        (void)i;
        return iperf(t, 7, false);
    });
    QTest::newRow("iperf3 connect datagrams only")
        << paced(20, 1000 * us, [](int, int64_t) { return QByteArray("6789"); });
    QTest::newRow("RTP-shaped, PCMU timestamps at the wrong rate")
        << paced(400, 20000 * us, [](int i, int64_t) { return rtp(uint16_t(i), uint32_t(i * 1600), 9, 0); });
    // Per-SSRC chains must not let an interleaving pass that a single chain would not.
    QTest::newRow("RTP-shaped, three SSRCs in turn over one sequence counter")
        << paced(400, 20000 * us, [](int i, int64_t) { return rtp(uint16_t(i), uint32_t(i * 160), 1 + i % 3, 0); });
    QTest::newRow("random, 0x80 and an SSRC of three") << paced(400, 20000 * us, [&](int i, int64_t) {
        QByteArray b = rng.bytes(172);
        b[0] = char(0x80);
        b[1] = char(uint8_t(b[1]) & 0x1F);
        b.replace(8, 4, be32(uint32_t(0x10 + i % 3)));
        return b;
    });
    {
        // The clock checked on a stream of three advancing steps or more: not on two datagrams
        // of another that happen to agree, beside one whose clock is wrong.
        Flow f = paced(400, 20000 * us, [](int i, int64_t) { return rtp(uint16_t(i), uint32_t(i * 1600), 9, 0); });
        for (int k = 0; k < 2; ++k) {
            f.arrivals.insert(f.arrivals.begin() + 3 + 2 * k, kT0 + 50000 * us + k * 20000 * us);
            f.payloads.insert(f.payloads.begin() + 3 + 2 * k, rtp(uint16_t(500 + k), uint32_t(160 * k), 10, 0));
        }
        QTest::newRow("RTP-shaped, a wrong clock beside two datagrams of a right one") << f;
    }
    QTest::newRow("RTP, more streams than a detector follows") << paced(900, 2000 * us, [](int i, int64_t) {
        const int n = int(PayloadDetector::kMaxSsrcs) + 1, k = i % n;
        return rtp(uint16_t(i / n), uint32_t(i / n * 160), uint32_t(100 + k), 0);
    });
}

void TestPayloadDetect::notAProtocol()
{
    QFETCH(Flow, flow);
    const Verdict v = detect(flow);
    QCOMPARE(v.kind, PayloadKind::None);
}

void TestPayloadDetect::realProtocol_data()
{
    QTest::addColumn<Flow>("flow");
    QTest::addColumn<PayloadKind>("kind");
    QTest::addColumn<bool>("seq64");
    QTest::addColumn<uint>("clock");
    const int64_t ms = 1000000;
    QTest::newRow("RTP PCMU, unusual port")
        << paced(
               300, 20 * ms, [](int i, int64_t) { return rtp(uint16_t(65500 + i), uint32_t(160 * i), 0xABCD, 0); },
               31337)
        << PayloadKind::Rtp << false << 8000u;
    QTest::newRow("RTP Opus (dynamic type 111, 48 kHz)")
        << paced(300, 20 * ms, [](int i, int64_t) { return rtp(uint16_t(i), uint32_t(960 * i), 77, 111, 80); })
        << PayloadKind::Rtp << false << 48000u;
    QTest::newRow("RTP video (type 96, 90 kHz), 5 packets a frame") << paced(600, 33333333 / 5, [](int i, int64_t) {
        return rtp(uint16_t(i), uint32_t(3000 * (i / 5)), 5, 96, 1100);
    }) << PayloadKind::Rtp << false << 90000u;
    QTest::newRow("RTP PCMU delivered in pairs")
        << napiBursts(paced(300, 20 * ms, [](int i, int64_t) { return rtp(uint16_t(i), uint32_t(160 * i), 3, 0); }), 2)
        << PayloadKind::Rtp << false << 8000u;
    {
        // 16 kHz audio (dynamic type 108), 60 ms a packet, catching up at the start: paired every
        // ~100 ms, so the first 16 datagrams tick at 18.2 kHz against the capture clock, more than
        // 10 % from every standard clock (the arrival times, in 0.1 ms, of a KakaoTalk call's
        // first 22 datagrams); then pairs every 120 ms.
        static constexpr int kFirst[] = { 0,    21,   22,   935,  937,  1920, 1922, 2957, 3951, 3952,  4893,
                                          4905, 5891, 6892, 6902, 7899, 7900, 8892, 9891, 9902, 10926, 10926 };
        Flow f =
            paced(300, 60 * ms, [](int i, int64_t) { return rtp(uint16_t(20146 + i), uint32_t(960 * i), 9, 108); });
        for (size_t i = 0; i < f.arrivals.size(); ++i)
            f.arrivals[i] = kT0 + (i < 22 ? int64_t(kFirst[i]) * 100000
                                          : int64_t(kFirst[21]) * 100000 + int64_t((i - 20) / 2) * 120 * ms +
                                                int64_t(i % 2) * 100000);
        QTest::newRow("RTP 16 kHz (dynamic), paired while it catches up") << f << PayloadKind::Rtp << false << 16000u;
    }
    // A bundle's streams are followed each by its SSRC; the flow's clock is the busiest stream's
    // (the one its sequence and sender clock follow): here the video's.
    QTest::newRow("RTP bundle (WebRTC): Opus, VP8 and RTX")
        << bundled(webrtcStreams(kT0, kT0 + 7 * ms, 3000)) << PayloadKind::Rtp << false << 90000u;
    {
        auto streams = webrtcStreams(kT0 + 7 * ms, kT0 + 30 * ms, 3000);
        streams[1].clear(); // the camera off: Opus is the busiest
        QTest::newRow("RTP bundle, Opus and RTX") << bundled(streams) << PayloadKind::Rtp << false << 48000u;
    }
    {
        // libwebrtc's bandwidth probes open the flow: padding-only packets of their own SSRC, with
        // a timestamp that does not move (no clock at all).
        auto streams = webrtcStreams(kT0 + 7 * ms, kT0 + 30 * ms, 3000);
        std::vector<std::pair<int64_t, QByteArray>> probes;
        for (int i = 0; i < 5; ++i)
            probes.emplace_back(kT0 + int64_t(i) * ms, rtp(uint16_t(i), 0, 1234, 127, 200));
        streams.push_back(probes);
        QTest::newRow("RTP bundle opening with padding probes")
            << bundled(streams) << PayloadKind::Rtp << false << 90000u;
    }
    {
        // Simulcast: as many 90 kHz streams as a detector follows, interleaved packet by packet.
        std::vector<std::vector<std::pair<int64_t, QByteArray>>> layers(PayloadDetector::kMaxSsrcs);
        for (size_t k = 0; k < layers.size(); ++k)
            for (int i = 0; i < 90; ++i)
                layers[k].emplace_back(
                    kT0 + int64_t(i) * 33333333 + int64_t(k) * 100000,
                    rtp(uint16_t(1000 * k + i), uint32_t(3000 * i + k), uint32_t(0xB0 + k), 96, 900));
        QTest::newRow("RTP simulcast, kMaxSsrcs streams") << bundled(layers) << PayloadKind::Rtp << false << 90000u;
    }
    QTest::newRow("iperf3 32-bit") << paced(600, 1 * ms,
                                            [](int i, int64_t t) { return iperf(t - 300000, uint64_t(i) + 1, false); })
                                   << PayloadKind::Iperf3 << false << 0u;
    QTest::newRow("iperf3 64-bit") << paced(600, 1 * ms,
                                            [](int i, int64_t t) { return iperf(t - 300000, uint64_t(i) + 1, true); })
                                   << PayloadKind::Iperf3 << true << 0u;
    QTest::newRow("iperf3, sender clock three hours off") << paced(600, 1 * ms, [](int i, int64_t t) {
        return iperf(t - int64_t(3 * 3600) * 1000 * ms, uint64_t(i) + 1, false);
    }) << PayloadKind::Iperf3 << false << 0u;
    QTest::newRow("iperf3 at 100 kpps in NAPI bursts of 64")
        << napiBursts(paced(3000, 10000, [](int i, int64_t t) { return iperf(t, uint64_t(i) + 1, false); }), 64)
        << PayloadKind::Iperf3 << false << 0u;
    QTest::newRow("probe at 12 us in NAPI bursts")
        << napiBursts(paced(3000, 12000, [](int i, int64_t t) { return probe(uint64_t(i), t - 5000); }), 32)
        << PayloadKind::Probe << false << 0u;
    QTest::newRow("short probe flow") << paced(8, 1 * ms, [](int i, int64_t t) { return probe(uint64_t(i), t); })
                                      << PayloadKind::Probe << false << 0u;
}

void TestPayloadDetect::realProtocol()
{
    QFETCH(Flow, flow);
    QFETCH(PayloadKind, kind);
    QFETCH(bool, seq64);
    QFETCH(uint, clock);
    const Verdict v = detect(flow);
    QCOMPARE(v.kind, kind);
    QCOMPARE(v.seq64, seq64);
    QCOMPARE(v.clock, uint32_t(clock));
}

void TestPayloadDetect::decidesWithinBounds()
{
    // A fast flow decides by kMaxDatagrams; a slow one once it spans kMinSpanNs with
    // kMinDatagrams datagrams.
    PayloadDetector fast;
    int fed = 0;
    for (int i = 0; i < 5000 && !fast.decided(); ++i, ++fed) {
        const QByteArray p = iperf(kT0 + int64_t(i) * 1000, uint64_t(i) + 1, false);
        fast.feed(PayloadView::of(reinterpret_cast<const uint8_t *>(p.constData()), size_t(p.size())),
                  kT0 + int64_t(i) * 1000, 1, 2);
    }
    QCOMPARE(fed, int(PayloadDetector::kMaxDatagrams));
    QCOMPARE(fast.kind(), PayloadKind::Iperf3);

    PayloadDetector slow;
    fed = 0;
    for (int i = 0; i < 100 && !slow.decided(); ++i, ++fed) {
        const QByteArray p = rtp(uint16_t(i), uint32_t(160 * i), 1, 0);
        slow.feed(PayloadView::of(reinterpret_cast<const uint8_t *>(p.constData()), size_t(p.size())),
                  kT0 + int64_t(i) * 20000000LL, 1, 2);
    }
    QCOMPARE(fed, int(PayloadDetector::kMinDatagrams)); // 15 × 20 ms ≥ 50 ms
    QCOMPARE(slow.kind(), PayloadKind::Rtp);

    // Random payload read as RTP (version 2, a type outside RTCP's) begins a new SSRC at every
    // datagram: no decoder by the 8th, as before SSRCs were followed one by one.
    Rng rng { 5 };
    PayloadDetector random;
    fed = 0;
    for (int i = 0; i < 100 && !random.decided(); ++i, ++fed) {
        QByteArray p = rng.bytes(172);
        p[0] = char(0x80);
        p[1] = char(uint8_t(p[1]) & 0x3F);
        random.feed(PayloadView::of(reinterpret_cast<const uint8_t *>(p.constData()), size_t(p.size())),
                    kT0 + int64_t(i) * 20000000LL, 1, 2);
    }
    QCOMPARE(fed, 8);
    QCOMPARE(random.kind(), PayloadKind::None);
}

void TestPayloadDetect::unreadDatagramsMeanNone()
{
    // kUnreadMeansNone datagrams no decoder reads among a flow's first 8 (however short the flow)
    // decide None at the 8th at the latest, and never anything else: what lets the analysis
    // decide such a flow without a detector. Against feed() itself, on flows of every kind.
    Rng rng { 11 };
    int ruled = 0, detected = 0;
    for (int k = 0; k < 6000; ++k) {
        const int kind = int(k % 4);
        const int n = 1 + int(rng.next() % 60);
        const int lead = int(rng.next() % 5);
        const double p = std::array<double, 5> { 0, 0.03, 0.1, 0.25, 0.5 }[rng.next() % 5];
        // (3.3 ms: the 16th datagram comes just short of kMinSpanNs, the 17th just past it)
        const int64_t gap = std::array<int64_t, 3> { 1000000, 3300000, 20000000 }[rng.next() % 3];
        const uint16_t port = (rng.next() % 4) ? 40000 : 5201;
        const MixedFlow m = mixedFlow(rng, kind, n, lead, p, gap, port);
        PayloadDetector d;
        const int at = feedFrom(d, m.flow, 0, 50000);
        const uint32_t unread = uint32_t(std::count(m.unread.begin(), m.unread.begin() + std::min(n, 8), true));
        if (d.kind() != PayloadKind::None)
            ++detected;
        if (unread < PayloadDetector::kUnreadMeansNone)
            continue;
        ++ruled;
        QVERIFY2(d.kind() == PayloadKind::None,
                 qPrintable(QStringLiteral("flow %1: kind %2 with %3 unread of the first 8")
                                .arg(k)
                                .arg(int(d.kind()))
                                .arg(unread)));
        QVERIFY2(n < 8 ? at == -1 : (at >= 0 && at <= 7),
                 qPrintable(QStringLiteral("flow %1 decided at %2").arg(k).arg(at)));
    }
    // Both sides of the rule were exercised.
    QVERIFY2(ruled > 1000, qPrintable(QString::number(ruled)));
    QVERIFY2(detected > 1000, qPrintable(QString::number(detected)));
}

void TestPayloadDetect::analysisDecidesAsTheDetector()
{
    // The analysis takes a detector only at a flow's 4th datagram, gives it the first three from
    // their kept heads, and decides None after kUnreadMeansNone datagrams no decoder reads: each
    // of 1500 flows (one per source port, interleaved in time; 1 to 60 datagrams) must get the
    // decoder a PayloadDetector fed all of its datagrams chooses.
    Rng rng { 13 };
    std::vector<Sent> sent;
    std::vector<PayloadKind> expected;
    for (uint16_t k = 0; k < 1500; ++k) {
        const int n = 1 + int(rng.next() % 60);
        const int lead = int(rng.next() % 4);
        const double p = std::array<double, 4> { 0, 0.05, 0.15, 0.4 }[rng.next() % 4];
        const int64_t gap = std::array<int64_t, 3> { 1000000, 3300000, 20000000 }[rng.next() % 3];
        const uint16_t sport = uint16_t(1024 + k);
        const MixedFlow m = mixedFlow(rng, int(k % 4), n, lead, p, gap, 40000);
        PayloadDetector d;
        feedFrom(d, m.flow, 0, sport);
        expected.push_back(d.kind());
        for (size_t i = 0; i < m.flow.payloads.size(); ++i) {
            const QByteArray &pl = m.flow.payloads[i];
            sent.push_back({ m.flow.arrivals[i], udpFrame(sport, 40000, pl) });
        }
    }
    const auto snap = analyse(sent);
    QCOMPARE(snap->flows.size(), expected.size());
    int kinds[4] = {};
    for (const FlowSummary &f : snap->flows) {
        const PayloadKind want = expected[size_t(f.sport - 1024)];
        // (a decoder that stops matching at the end is dropped: the detector chose it all the same)
        const PayloadKind got = f.decoderDemoted != PayloadKind::None ? f.decoderDemoted : f.decoder;
        QVERIFY2(
            got == want,
            qPrintable(QStringLiteral("port %1: %2, the detector says %3").arg(f.sport).arg(int(got)).arg(int(want))));
        ++kinds[int(want)];
    }
    for (int k : kinds)
        QVERIFY(k > 100);
}

void TestPayloadDetect::rtpIperfTieGoesByPort()
{
    // Both RTP and iperf3 pass on the same datagrams: port 5201 on either side picks iperf3, any
    // other RTP; with iperf3 connect datagrams ("6789", read by no decoder) first too, and through
    // the analysis (which takes a detector at a flow's 4th datagram, and gives it the first three).
    const auto tie = [](int leads, uint16_t port) {
        Flow f;
        f.port = port;
        for (int i = 0; i < leads + 20; ++i) {
            f.arrivals.push_back(kT0 + int64_t(i) * 1000000000);
            f.payloads.push_back(i < leads ? QByteArray("6789") : rtpAndIperf64(i - leads));
        }
        return f;
    };
    // Each decoder alone takes these datagrams (so that the port is what decides between them).
    {
        const Flow f = tie(0, 40000);
        PayloadFields rtpFields, iperfFields;
        for (const QByteArray &p : f.payloads) {
            const PayloadView v = PayloadView::of(reinterpret_cast<const uint8_t *>(p.constData()), size_t(p.size()));
            QVERIFY(decodeRtp(v, rtpFields));
            QVERIFY(decodeIperf3(v, true, iperfFields));
        }
        QCOMPARE(rtpFields.seq, uint64_t(19));
        QCOMPARE(iperfFields.seq, uint64_t(20));
    }
    std::vector<Sent> sent;
    for (int leads = 0; leads <= 2; ++leads) {
        for (const uint16_t sport : { uint16_t(50000), uint16_t(5201) }) {
            for (const uint16_t dport : { uint16_t(40000), uint16_t(5201) }) {
                const bool onIperf = sport == 5201 || dport == 5201;
                const PayloadKind want = onIperf ? PayloadKind::Iperf3 : PayloadKind::Rtp;
                const QString what = QStringLiteral("%1 -> %2, %3 leading").arg(sport).arg(dport).arg(leads);
                const Flow f = tie(leads, dport);
                PayloadDetector fed;
                const int fedAt = feedFrom(fed, f, 0, sport);
                QVERIFY2(fed.kind() == want, qPrintable(what));
                QCOMPARE(fed.seq64(), onIperf);
                QCOMPARE(fed.rtpClockHz(), onIperf ? 0u : 8000u);
                QCOMPARE(fedAt, 15); // at the 16th datagram (the leads count: kMinDatagrams, 15 s)
                // (one flow each for the analysis: the lead count in the destination address)
                for (size_t i = 0; i < f.payloads.size(); ++i)
                    sent.push_back({ f.arrivals[i], udpFrame(sport, dport, f.payloads[i], uint8_t(2 + leads)) });
            }
        }
    }
    const auto snap = analyse(sent);
    QCOMPARE(snap->flows.size(), size_t(12));
    int iperf = 0, rtpFlows = 0;
    for (const FlowSummary &f : snap->flows) {
        const bool onIperf = f.sport == 5201 || f.dport == 5201;
        QVERIFY2(f.decoder == (onIperf ? PayloadKind::Iperf3 : PayloadKind::Rtp),
                 qPrintable(QStringLiteral("%1 -> %2: decoder %3").arg(f.sport).arg(f.dport).arg(int(f.decoder))));
        iperf += onIperf;
        rtpFlows += !onIperf;
    }
    QCOMPARE(iperf, 9);
    QCOMPARE(rtpFlows, 3);
}

void TestPayloadDetect::muxedControlRecognised()
{
    Rng rng { 21 };
    for (int k = 0; k < 4; ++k)
        QVERIFY2(isControl(rtcp(k, 0x1234)), qPrintable(QString::number(k)));
    QVERIFY(isControl(stunRequest(rng)));
    QVERIFY(isControl(dtlsHandshake(rng)));
    QVERIFY(isControl(QByteArray::fromHex("01010000") + be32(0x2112A442) + rng.bytes(12))); // success, no attributes
    // WhatsApp's own STUN types (0x0801, 0x0800): the top two bits zero, the cookie, the length.
    QVERIFY(isControl(QByteArray::fromHex("080101ec") + be32(0x2112A442) + rng.bytes(12 + 492)));
    QByteArray topBit = stunRequest(rng);
    topBit[0] = char(0x40);
    QVERIFY(!isControl(topBit)); // (a TURN ChannelData's first byte: not passed over)
    // Not control: media of every kind, and what only starts like control.
    QVERIFY(!isControl(rtp(1, 160, 0x1234, 0)));
    QVERIFY(!isControl(rtp(1, 160, 0x1234, 96)));
    QVERIFY(!isControl(rtp(1, 160, 0x1234, 0x80 | 111))); // Opus, marker set
    QVERIFY(!isControl(iperf(kT0, 7, false)));
    QVERIFY(!isControl(probe(7, kT0)));
    QVERIFY(!isControl(QByteArray(64, 0)));
    QVERIFY(!isControl(QByteArray("6789")));
    QVERIFY(!isControl(QByteArray::fromHex("81c8ffff") + QByteArray(48, 0))); // RTCP length past the end
    QVERIFY(!isControl(QByteArray::fromHex("80c8"))); // RTCP header cut short
    QByteArray noCookie = stunRequest(rng);
    noCookie[4] = 0x21;
    noCookie[5] = 0x13;
    QVERIFY(!isControl(noCookie)); // RFC 3489 STUN, or anything else
    QVERIFY(!isControl(stunRequest(rng) + "pad")); // its length field not the datagram's
    QByteArray dtls10 = dtlsHandshake(rng);
    dtls10[2] = char(0xFF);
    QVERIFY(isControl(dtls10));
    dtls10[1] = 0x03; // TLS, not DTLS
    QVERIFY(!isControl(dtls10));
    // A saved head shorter than the STUN cookie: not read past it.
    const QByteArray stun = stunRequest(rng);
    PayloadView head = PayloadView::of(reinterpret_cast<const uint8_t *>(stun.constData()), size_t(stun.size()));
    head.avail = 6;
    QVERIFY(!isMuxedControl(head));
    // Random datagrams: ~0.4 % start like RTCP, but its length rule (and STUN's cookie, DTLS's
    // version) keep out all but a few.
    int control = 0;
    for (int k = 0; k < 100000; ++k)
        control += isControl(rng.bytes(1 + int(rng.next() % 200)));
    QVERIFY2(control < 20, qPrintable(QString::number(control)));
}

void TestPayloadDetect::muxedControlPassedOver()
{
    // STUN, DTLS and RTCP among a flow's datagrams, anywhere (before, between, after its media):
    // the detector decides as if they were not there, at the same datagram of the others.
    Rng rng { 22 };
    int decided = 0;
    for (int k = 0; k < 3000; ++k) {
        const int kind = int(k % 4);
        const int n = 1 + int(rng.next() % 60);
        const double p = std::array<double, 3> { 0, 0.05, 0.15 }[rng.next() % 3];
        const int64_t gap = std::array<int64_t, 3> { 1000000, 3300000, 20000000 }[rng.next() % 3];
        const MixedFlow m = mixedFlow(rng, kind, n, int(rng.next() % 3), p, gap, 40000);
        Flow mixed;
        mixed.port = m.flow.port;
        std::vector<int> original; // mixed's index -> m.flow's, -1 for control
        const int lead = int(rng.next() % 6);
        const double pControl = std::array<double, 3> { 0.05, 0.2, 0.5 }[rng.next() % 3];
        for (size_t i = 0; i < m.flow.payloads.size(); ++i) {
            while ((i == 0 && int(original.size()) < lead) || double(rng.next() % 1000) < pControl * 1000) {
                mixed.payloads.push_back(muxedControl(rng, 0x1234));
                mixed.arrivals.push_back(m.flow.arrivals[i] - 1000);
                original.push_back(-1);
            }
            mixed.payloads.push_back(m.flow.payloads[i]);
            mixed.arrivals.push_back(m.flow.arrivals[i]);
            original.push_back(int(i));
        }
        PayloadDetector plain;
        const int plainAt = feedFrom(plain, m.flow, 0, 50000);
        PayloadDetector withControl;
        const int at = feedFrom(withControl, mixed, 0, 50000);
        QCOMPARE(at >= 0 ? original[size_t(at)] : -1, plainAt);
        QCOMPARE(withControl.kind(), plain.kind());
        QCOMPARE(withControl.seq64(), plain.seq64());
        QCOMPARE(withControl.rtpClockHz(), plain.rtpClockHz());
        decided += plain.kind() != PayloadKind::None;
    }
    QVERIFY2(decided > 1000, qPrintable(QString::number(decided)));
}

void TestPayloadDetect::muxedControlInTheAnalysis()
{
    // A WebRTC-like flow through the real analysis: ICE checks and a DTLS handshake first, then
    // Opus-like RTP every 20 ms with rtcp-mux (an SR every 25 packets, feedback now and then)
    // and ICE keepalives. Decoded as RTP from its first media datagram; the control datagrams are
    // neither decoded nor counted (before they were failures: 3 first decided "none").
    Rng rng { 23 };
    std::vector<Sent> sent;
    const uint32_t ssrc = 0xCAFE0001;
    int64_t t = kT0;
    const auto add = [&](const QByteArray &b) {
        sent.push_back({ t, udpFrame(50000, 40000, b) });
        t += 1000000;
    };
    for (int i = 0; i < 4; ++i)
        add(stunRequest(rng));
    for (int i = 0; i < 3; ++i)
        add(dtlsHandshake(rng));
    const int media = 500;
    for (int i = 0; i < media; ++i) {
        QByteArray b = rtp(uint16_t(1000 + i), uint32_t(960 * i), ssrc, 111, 80); // 48 kHz, 20 ms
        sent.push_back({ kT0 + 10000000 + int64_t(i) * 20000000, udpFrame(50000, 40000, b) });
        t = kT0 + 10000000 + int64_t(i) * 20000000 + 5000000;
        if (i % 25 == 0)
            add(rtcp(0, ssrc));
        if (i % 40 == 7)
            add(rtcp(2 + i % 2, ssrc));
        if (i % 100 == 50)
            add(stunRequest(rng));
    }
    const auto snap = analyse(sent);
    QCOMPARE(snap->flows.size(), size_t(1));
    const FlowSummary &f = snap->flows.front();
    QCOMPARE(f.packets, uint64_t(sent.size()));
    QVERIFY2(f.decoder == PayloadKind::Rtp, qPrintable(QString::number(int(f.decoder))));
    QCOMPARE(f.decoderDatagrams, uint64_t(media));
    QCOMPARE(f.decoderMatched, uint64_t(media));
    QCOMPARE(f.rtp.size(), size_t(1));
    QCOMPARE(f.rtp.front().ssrc, ssrc);
    QCOMPARE(f.rtp.front().packets, uint64_t(media));
    QCOMPARE(f.rtp.front().lost, int64_t(0));
}

void TestPayloadDetect::bundleInTheAnalysis()
{
    // A WebRTC bundle through the real analysis: ICE checks first, then Opus, VP8 and RTX on one
    // 5-tuple with RTCP between them. Decoded as RTP, each SSRC its own stream, nothing lost;
    // before, more than two SSRC changes decided "none".
    Rng rng { 29 };
    std::vector<Sent> sent;
    for (int i = 0; i < 3; ++i)
        sent.push_back({ kT0 + int64_t(i) * 1000000, udpFrame(50000, 40000, stunRequest(rng)) });
    const auto streams = webrtcStreams(kT0 + 10000000, kT0 + 12000000, 2000);
    std::vector<std::pair<int64_t, QByteArray>> all;
    for (const auto &s : streams)
        all.insert(all.end(), s.begin(), s.end());
    for (int i = 0; i < 10; ++i)
        all.emplace_back(kT0 + 10500000 + int64_t(i) * 200000000, rtcp(i % 4, 0xA0D10001));
    std::stable_sort(all.begin(), all.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[t, b] : all)
        sent.push_back({ t, udpFrame(50000, 40000, b) });
    const auto snap = analyse(sent);
    QCOMPARE(snap->flows.size(), size_t(1));
    const FlowSummary &f = snap->flows.front();
    QVERIFY2(f.decoder == PayloadKind::Rtp, qPrintable(QString::number(int(f.decoder))));
    const size_t media = streams[0].size() + streams[1].size() + streams[2].size();
    QCOMPARE(f.decoderDatagrams, uint64_t(media));
    QCOMPARE(f.decoderMatched, uint64_t(media));
    // The streams: the one the flow's sequence follows first (the busiest with a clock, the
    // video; not the first seen, the audio), then the others in the order first seen.
    QCOMPARE(f.rtp.size(), size_t(3));
    const uint32_t ssrcs[] = { 0x51DE0002, 0xA0D10001, 0x2E7A0003 };
    const size_t order[] = { 1, 0, 2 };
    for (size_t k = 0; k < 3; ++k) {
        QCOMPARE(f.rtp[k].ssrc, ssrcs[k]);
        QCOMPARE(f.rtp[k].packets, uint64_t(streams[order[k]].size()));
        QCOMPARE(f.rtp[k].lost, int64_t(0));
        QCOMPARE(f.rtp[k].clockRate, 0u); // dynamic: no jitter without SDP, as Wireshark
    }
    QVERIFY(f.sequence.has_value());
    QCOMPARE(f.sequence->received, uint64_t(streams[1].size()));
    QCOMPARE(f.sequence->lost, int64_t(0));
}

QTEST_GUILESS_MAIN(TestPayloadDetect)
#include "tst_payload_detect.moc"
