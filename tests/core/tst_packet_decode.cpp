// decodePacket / formatAddress on hand-built frames: every link type, VLAN stacks, IPv6 extension
// headers, fragments and truncations. Frames are built byte by byte here so that each row says
// exactly what is on the wire.
#include "core/base/bytes.h"
#include "core/decode/packet_decode.h"

#include <QtTest>

#include <cstring>
#include <memory>

using namespace jitterscope;

namespace {

// Field bytes through core/base/bytes.h; the frames themselves stay hand-built, independent of
// core/decode/frame_builder.h, so a builder bug cannot hide a decoder bug.
template<typename T, void (*Store)(uint8_t *, T)> QByteArray bytes(T v)
{
    QByteArray b(int(sizeof(T)), 0);
    Store(reinterpret_cast<uint8_t *>(b.data()), v);
    return b;
}
QByteArray be16(int v)
{
    return bytes<uint16_t, storeBe16>(uint16_t(v));
}
QByteArray be32(uint32_t v)
{
    return bytes<uint32_t, storeBe32>(v);
}
QByteArray le32(uint32_t v)
{
    return bytes<uint32_t, storeLe32>(v);
}

QByteArray payloadBytes(int n)
{
    QByteArray p(n, 0);
    for (int i = 0; i < n; ++i)
        p[i] = char(0xA0 + i);
    return p;
}

QByteArray udp(int sport, int dport, const QByteArray &payload, int lengthField = -1)
{
    return be16(sport) + be16(dport) + be16(lengthField >= 0 ? lengthField : 8 + payload.size()) + be16(0) + payload;
}

QByteArray tcp(int sport, int dport, const QByteArray &payload, int dataOffsetWords = 5)
{
    QByteArray h = be16(sport) + be16(dport) + be32(1) + be32(0);
    h += char(dataOffsetWords << 4);
    h += char(0x18);
    h += be16(65535) + be16(0) + be16(0);
    h += QByteArray((dataOffsetWords - 5) * 4, char(1)); // NOP options
    return h + payload;
}

// IPv4 10.0.0.1 → 10.0.0.2. fragField = flags|offset; ihlWords > 5 adds NOP options.
QByteArray ipv4(int proto, const QByteArray &l4, int fragField = 0, int ihlWords = 5, int totalLen = -1)
{
    QByteArray h;
    h += char(0x40 | ihlWords);
    h += char(0);
    h += be16(totalLen >= 0 ? totalLen : ihlWords * 4 + l4.size());
    h += be16(0x1234) + be16(fragField);
    h += char(64);
    h += char(proto);
    h += be16(0);
    h += QByteArray::fromHex("0a000001") + QByteArray::fromHex("0a000002");
    h += QByteArray((ihlWords - 5) * 4, char(1));
    return h + l4;
}

// IPv6 2001:db8::1 → 2001:db8::2; `rest` is extension headers + transport.
QByteArray ipv6(int nextHeader, const QByteArray &rest)
{
    QByteArray h = QByteArray::fromHex("60000000");
    h += be16(rest.size());
    h += char(nextHeader);
    h += char(64);
    h += QByteArray::fromHex("20010db8000000000000000000000001");
    h += QByteArray::fromHex("20010db8000000000000000000000002");
    return h + rest;
}

// Generic 8-byte extension header (hop-by-hop, routing, destination options).
QByteArray ext8(int next)
{
    QByteArray h(8, 0);
    h[0] = char(next);
    h[1] = 0; // (0 + 1) * 8 bytes
    return h;
}

QByteArray fragHeader(int next, int offsetBytes, bool more)
{
    QByteArray h(8, 0);
    h[0] = char(next);
    const int field = (offsetBytes & 0xFFF8) | (more ? 1 : 0);
    h[2] = char(field >> 8);
    h[3] = char(field & 0xFF);
    return h;
}

QByteArray ahHeader(int next)
{
    QByteArray h(16, 0); // payload len 2 → (2 + 2) * 4 = 16 bytes
    h[0] = char(next);
    h[1] = 2;
    return h;
}

QByteArray ether(int etherType, const QByteArray &payload, const QList<int> &tagTypes = {})
{
    QByteArray f = QByteArray::fromHex("001122334455") + QByteArray::fromHex("66778899aabb");
    int vid = 100;
    for (int t : tagTypes) {
        f += be16(t) + be16(vid++);
    }
    return f + be16(etherType) + payload;
}

QByteArray sll(int protocol, const QByteArray &payload)
{
    // packet type 0 (to us), ARPHRD_ETHER, addr len 6, 8-byte address, protocol
    return be16(0) + be16(1) + be16(6) + QByteArray::fromHex("6677889900aa0000") + be16(protocol) + payload;
}

QByteArray sll2(int protocol, const QByteArray &payload)
{
    // protocol, reserved, ifindex, ARPHRD, packet type, addr len, 8-byte address
    return be16(protocol) + be16(0) + be32(2) + be16(1) + QByteArray(1, 0) + QByteArray(1, 6) +
           QByteArray::fromHex("6677889900aa0000") + payload;
}

} // namespace

class TestPacketDecode : public QObject {
    Q_OBJECT

private slots:
    void decode_data();
    void decode();
    void neverReadsPastCapLen_data() { decode_data(); }
    void neverReadsPastCapLen();
    void formatAddress_data();
    void formatAddress();
};

void TestPacketDecode::decode_data()
{
    QTest::addColumn<uint>("linkType");
    QTest::addColumn<QByteArray>("frame");
    QTest::addColumn<bool>("known");
    QTest::addColumn<int>("ipVersion");
    QTest::addColumn<int>("proto");
    QTest::addColumn<int>("etherType");
    QTest::addColumn<int>("vlanTags");
    QTest::addColumn<bool>("fragment");
    QTest::addColumn<bool>("firstFragment");
    QTest::addColumn<int>("sport");
    QTest::addColumn<int>("dport");
    QTest::addColumn<int>("payloadLen"); // -1: payload must be nullptr
    QTest::addColumn<int>("udpLen");
    QTest::addColumn<QString>("src"); // empty: not checked

    const QByteArray p20 = payloadBytes(20);
    const QByteArray u = udp(5000, 6000, p20);
    const QByteArray v4udp = ipv4(17, u);
    const QByteArray v6udp = ipv6(17, u);

    QTest::newRow("eth ipv4 udp") << 1u << ether(0x0800, v4udp) << true << 4 << 17 << 0 << 0 << false << false << 5000
                                  << 6000 << 20 << 20 << "10.0.0.1";
    QTest::newRow("eth ipv6 udp") << 1u << ether(0x86DD, v6udp) << true << 6 << 17 << 0 << 0 << false << false << 5000
                                  << 6000 << 20 << 20 << "2001:db8::1";
    QTest::newRow("eth 802.1Q") << 1u << ether(0x0800, v4udp, { 0x8100 }) << true << 4 << 17 << 0 << 1 << false << false
                                << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("eth 802.1ad + 802.1Q") << 1u << ether(0x86DD, v6udp, { 0x88A8, 0x8100 }) << true << 6 << 17 << 0 << 2
                                          << false << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("eth 0x9100 triple stack") << 1u << ether(0x0800, v4udp, { 0x9100, 0x88A8, 0x8100 }) << true << 4
                                             << 17 << 0 << 3 << false << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("eth truncated inside tag") << 1u << ether(0x0800, v4udp, { 0x8100 }).left(16) << true << 0 << 0
                                              << 0x8100 << 0 << false << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("eth arp (non-IP)") << 1u << ether(0x0806, QByteArray(28, 0)) << true << 0 << 0 << 0x0806 << 0
                                      << false << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("eth vlan then non-IP") << 1u << ether(0x88F7, QByteArray(44, 0), { 0x8100 }) << true << 0 << 0
                                          << 0x88F7 << 1 << false << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("eth padding trimmed by IP length")
        << 1u << ether(0x0800, ipv4(17, udp(1, 2, payloadBytes(2)))) + QByteArray(16, char(0xEE)) << true << 4 << 17
        << 0 << 0 << false << false << 1 << 2 << 2 << 2 << "";
    QTest::newRow("eth header only") << 1u << ether(0x0800, QByteArray()) << true << 0 << 0 << 0 << 0 << false << false
                                     << 0 << 0 << -1 << 0 << "";
    QTest::newRow("eth 10 bytes") << 1u << QByteArray(10, 0) << true << 0 << 0 << 0 << 0 << false << false << 0 << 0
                                  << -1 << 0 << "";
    QTest::newRow("sll ipv4") << 113u << sll(0x0800, v4udp) << true << 4 << 17 << 0 << 0 << false << false << 5000
                              << 6000 << 20 << 20 << "10.0.0.1";
    QTest::newRow("sll2 ipv6") << 276u << sll2(0x86DD, v6udp) << true << 6 << 17 << 0 << 0 << false << false << 5000
                               << 6000 << 20 << 20 << "2001:db8::1";
    QTest::newRow("sll short") << 113u << sll(0x0800, v4udp).left(15) << true << 0 << 0 << 0 << 0 << false << false << 0
                               << 0 << -1 << 0 << "";
    QTest::newRow("raw ipv4") << 101u << v4udp << true << 4 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20
                              << 20 << "";
    QTest::newRow("raw ipv6") << 101u << v6udp << true << 6 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20
                              << 20 << "";
    QTest::newRow("raw version 5") << 101u << QByteArray(1, char(0x50)) + v4udp.mid(1) << true << 0 << 0 << 0 << 0
                                   << false << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("LINKTYPE_IPV4") << 228u << v4udp << true << 4 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20
                                   << 20 << "";
    QTest::newRow("LINKTYPE_IPV6") << 229u << v6udp << true << 6 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20
                                   << 20 << "";
    QTest::newRow("null AF 2 little-endian")
        << 0u << le32(2) + v4udp << true << 4 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("null AF 2 big-endian")
        << 0u << be32(2) + v4udp << true << 4 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("null AF 24 little-endian")
        << 0u << le32(24) + v6udp << true << 6 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("null AF 28 big-endian")
        << 0u << be32(28) + v6udp << true << 6 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("null AF 30 little-endian")
        << 0u << le32(30) + v6udp << true << 6 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("null unknown AF") << 0u << le32(7) + v4udp << true << 0 << 0 << 0 << 0 << false << false << 0 << 0
                                     << -1 << 0 << "";
    QTest::newRow("loop AF 2") << 108u << be32(2) + v4udp << true << 4 << 17 << 0 << 0 << false << false << 5000 << 6000
                               << 20 << 20 << "";
    QTest::newRow("loop AF 24") << 108u << be32(24) + v6udp << true << 6 << 17 << 0 << 0 << false << false << 5000
                                << 6000 << 20 << 20 << "";
    QTest::newRow("unknown link type") << 147u << v4udp << false << 0 << 0 << 0 << 0 << false << false << 0 << 0 << -1
                                       << 0 << "";
    QTest::newRow("ipv4 options (IHL 7)")
        << 228u << ipv4(17, u, 0, 7) << true << 4 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("ipv4 IHL < 5") << 228u << ipv4(17, u, 0, 4) << true << 0 << 0 << 0 << 0 << false << false << 0 << 0
                                  << -1 << 0 << "";
    QTest::newRow("udp length beyond captured datagram")
        << 228u << ipv4(17, udp(5000, 6000, p20, 8 + 3000)) << true << 4 << 17 << 0 << 0 << false << false << 5000
        << 6000 << 20 << 3000 << "";
    QTest::newRow("ipv4 MF set") << 228u << ipv4(17, udp(5000, 6000, p20, 8 + 3000), 0x2000) << true << 4 << 17 << 0
                                 << 0 << true << true << 5000 << 6000 << 20 << 3000 << "";
    QTest::newRow("ipv4 later fragment") << 228u << ipv4(17, p20, 0x2000 | 185) << true << 4 << 17 << 0 << 0 << true
                                         << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("ipv4 last fragment") << 228u << ipv4(17, p20, 185) << true << 4 << 17 << 0 << 0 << true << false << 0
                                        << 0 << -1 << 0 << "";
    QTest::newRow("ipv4 DF not a fragment")
        << 228u << ipv4(17, u, 0x4000) << true << 4 << 17 << 0 << 0 << false << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("ipv4 truncated header")
        << 228u << v4udp.left(19) << true << 0 << 0 << 0 << 0 << false << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("ipv4 truncated udp header")
        << 228u << v4udp.left(20 + 7) << true << 4 << 17 << 0 << 0 << false << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("ipv4 udp header, no payload captured")
        << 228u << v4udp.left(28) << true << 4 << 17 << 0 << 0 << false << false << 5000 << 6000 << -1 << 20 << "";
    QTest::newRow("ipv4 udp payload snapped")
        << 228u << v4udp.left(28 + 5) << true << 4 << 17 << 0 << 0 << false << false << 5000 << 6000 << 5 << 20 << "";
    QTest::newRow("ipv4 udp empty payload") << 228u << ipv4(17, udp(7, 9, QByteArray())) << true << 4 << 17 << 0 << 0
                                            << false << false << 7 << 9 << -1 << 0 << "";
    QTest::newRow("ipv4 totalLen 0 (TSO)") << 228u << ipv4(17, u, 0, 5, 0) << true << 4 << 17 << 0 << 0 << false
                                           << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("ipv4 tcp") << 228u << ipv4(6, tcp(80, 4321, p20)) << true << 4 << 6 << 0 << 0 << false << false << 80
                              << 4321 << 20 << 0 << "";
    QTest::newRow("ipv4 tcp options") << 228u << ipv4(6, tcp(80, 4321, p20, 8)) << true << 4 << 6 << 0 << 0 << false
                                      << false << 80 << 4321 << 20 << 0 << "";
    QTest::newRow("ipv4 icmp") << 228u << ipv4(1, QByteArray::fromHex("0800f7ff00000000")) << true << 4 << 1 << 0 << 0
                               << false << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("ipv6 icmpv6") << 229u << ipv6(58, QByteArray::fromHex("8000000000000000")) << true << 6 << 58 << 0
                                 << 0 << false << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("ipv6 hop-by-hop") << 229u << ipv6(0, ext8(17) + u) << true << 6 << 17 << 0 << 0 << false << false
                                     << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("ipv6 routing + dest opts") << 229u << ipv6(43, ext8(60) + ext8(17) + u) << true << 6 << 17 << 0 << 0
                                              << false << false << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("ipv6 AH") << 229u << ipv6(51, ahHeader(17) + u) << true << 6 << 17 << 0 << 0 << false << false
                             << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("ipv6 first fragment") << 229u << ipv6(44, fragHeader(17, 0, true) + udp(5000, 6000, p20, 3008))
                                         << true << 6 << 17 << 0 << 0 << true << true << 5000 << 6000 << 20 << 3000
                                         << "";
    QTest::newRow("ipv6 later fragment") << 229u << ipv6(44, fragHeader(17, 1448, false) + p20) << true << 6 << 17 << 0
                                         << 0 << true << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("ipv6 hbh + fragment") << 229u << ipv6(0, ext8(44) + fragHeader(17, 0, true) + u) << true << 6 << 17
                                         << 0 << 0 << true << true << 5000 << 6000 << 20 << 20 << "";
    QTest::newRow("ipv6 truncated ext header") << 229u << ipv6(0, ext8(17) + u).left(40 + 1) << true << 6 << 0 << 0 << 0
                                               << false << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("ipv6 truncated fixed header")
        << 229u << v6udp.left(39) << true << 0 << 0 << 0 << 0 << false << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("ipv6 no next header") << 229u << ipv6(59, QByteArray()) << true << 6 << 59 << 0 << 0 << false
                                         << false << 0 << 0 << -1 << 0 << "";
    QTest::newRow("ipv6 tcp") << 229u << ipv6(6, tcp(443, 5555, p20)) << true << 6 << 6 << 0 << 0 << false << false
                              << 443 << 5555 << 20 << 0 << "";
}

void TestPacketDecode::decode()
{
    QFETCH(uint, linkType);
    QFETCH(QByteArray, frame);
    QFETCH(bool, known);
    QFETCH(int, ipVersion);
    QFETCH(int, proto);
    QFETCH(int, etherType);
    QFETCH(int, vlanTags);
    QFETCH(bool, fragment);
    QFETCH(bool, firstFragment);
    QFETCH(int, sport);
    QFETCH(int, dport);
    QFETCH(int, payloadLen);
    QFETCH(int, udpLen);
    QFETCH(QString, src);

    const auto *data = reinterpret_cast<const uint8_t *>(frame.constData());
    PacketInfo info;
    QCOMPARE(decodePacket(linkType, data, uint32_t(frame.size()), info), known);
    QCOMPARE(int(info.ipVersion), ipVersion);
    QCOMPARE(int(info.proto), proto);
    QCOMPARE(int(info.etherType), etherType);
    QCOMPARE(int(info.vlanTags), vlanTags);
    QCOMPARE(info.fragment, fragment);
    QCOMPARE(info.firstFragment, firstFragment);
    QCOMPARE(int(info.sport), sport);
    QCOMPARE(int(info.dport), dport);
    QCOMPARE(int(info.udpLen), udpLen);
    if (payloadLen < 0) {
        QVERIFY(info.payload == nullptr);
        QCOMPARE(info.payloadLen, 0u);
    } else {
        QVERIFY(info.payload != nullptr);
        QCOMPARE(int(info.payloadLen), payloadLen);
        QVERIFY(info.payload >= data && info.payload + info.payloadLen <= data + frame.size());
        // Every UDP/TCP payload built above starts with payloadBytes(): 0xA0, 0xA1, ...
        QCOMPARE(int(info.payload[0]), 0xA0);
    }
    if (!src.isEmpty()) {
        char buf[64];
        jitterscope::formatAddress(info.ipVersion, info.src, buf, sizeof buf);
        QCOMPARE(QString::fromLatin1(buf), src);
    }
}

void TestPacketDecode::neverReadsPastCapLen()
{
    // Every prefix of every frame, copied into an exact-size heap block (so ASan/valgrind builds
    // flag any overread), must decode without touching bytes beyond capLen.
    QFETCH(uint, linkType);
    QFETCH(QByteArray, frame);
    for (int len = 0; len <= frame.size(); ++len) {
        std::unique_ptr<uint8_t[]> buf(new uint8_t[size_t(len)]); // exact size: any overread is out of bounds
        std::memcpy(buf.get(), frame.constData(), size_t(len));
        PacketInfo info;
        decodePacket(linkType, buf.get(), uint32_t(len), info);
        if (info.payload) {
            QVERIFY(info.payload >= buf.get());
            QVERIFY(info.payload + info.payloadLen <= buf.get() + len);
        }
    }
}

void TestPacketDecode::formatAddress_data()
{
    QTest::addColumn<int>("version");
    QTest::addColumn<QByteArray>("addr");
    QTest::addColumn<QString>("text");
    QTest::newRow("ipv4") << 4 << QByteArray::fromHex("c0a80001") << "192.168.0.1";
    QTest::newRow("ipv4 zero") << 4 << QByteArray::fromHex("00000000") << "0.0.0.0";
    QTest::newRow("ipv6 doc") << 6 << QByteArray::fromHex("20010db8000000000000000000000001") << "2001:db8::1";
    QTest::newRow("ipv6 unspecified") << 6 << QByteArray(16, 0) << "::";
    QTest::newRow("ipv6 loopback") << 6 << QByteArray::fromHex("00000000000000000000000000000001") << "::1";
    QTest::newRow("ipv6 single zero group kept")
        << 6 << QByteArray::fromHex("20010db8000000010001000100010001") << "2001:db8:0:1:1:1:1:1";
    QTest::newRow("ipv6 longest run compressed")
        << 6 << QByteArray::fromHex("20010000000000010000000000000001") << "2001:0:0:1::1";
    QTest::newRow("ipv6 tie: first run") << 6 << QByteArray::fromHex("20010db8000000000001000000000001")
                                         << "2001:db8::1:0:0:1";
    QTest::newRow("ipv6 lower case") << 6 << QByteArray::fromHex("fe80000000000000abcdef0123456789")
                                     << "fe80::abcd:ef01:2345:6789";
    QTest::newRow("ipv4-mapped") << 6 << QByteArray::fromHex("00000000000000000000ffff01020304") << "::ffff:1.2.3.4";
    QTest::newRow("not IP") << 0 << QByteArray(16, 0) << "";
}

void TestPacketDecode::formatAddress()
{
    QFETCH(int, version);
    QFETCH(QByteArray, addr);
    QFETCH(QString, text);
    char buf[64];
    std::memset(buf, 'x', sizeof buf);
    jitterscope::formatAddress(uint8_t(version), reinterpret_cast<const uint8_t *>(addr.constData()), buf, sizeof buf);
    QCOMPARE(QString::fromLatin1(buf), text);
}

QTEST_GUILESS_MAIN(TestPacketDecode)
#include "tst_packet_decode.moc"
