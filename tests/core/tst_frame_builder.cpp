// frame_builder: what it writes decodes back to the flow it was given, with checksums a receiver
// accepts (IPv4 header always, UDP over IPv6), VLAN tags and fragments as the generator uses them.
#include "core/base/bytes.h"
#include "core/decode/frame_builder.h"
#include "core/decode/packet_decode.h"

#include <QtTest>

#include <cstring>
#include <vector>

using namespace jitterscope;

namespace {

const Udp4Flow kFlow { ip4(192, 0, 2, 1), ip4(198, 51, 100, 7), 40000, 5001 };

// A received header verifies when its one's-complement sum, checksum included, is 0xffff.
bool checksumOk(const uint8_t *p, size_t len, uint32_t acc = 0)
{
    return foldChecksum(onesComplementSum(p, len, acc)) == 0;
}

} // namespace

class TstFrameBuilder : public QObject {
    Q_OBJECT
private slots:
    void ipv4Udp_data();
    void ipv4Udp();
    void ipv6UdpChecksum();
    void vlanTags();
    void fragments();
};

void TstFrameBuilder::ipv4Udp_data()
{
    QTest::addColumn<int>("payloadLen");
    QTest::addColumn<int>("fragField");
    QTest::newRow("empty payload, DF") << 0 << int(kIpv4DontFragment);
    QTest::newRow("odd payload, DF") << 33 << int(kIpv4DontFragment);
    QTest::newRow("probe-sized, no flags (simulator)") << 24 << 0;
}

void TstFrameBuilder::ipv4Udp()
{
    QFETCH(int, payloadLen);
    QFETCH(int, fragField);
    std::vector<uint8_t> payload(static_cast<size_t>(payloadLen));
    for (size_t i = 0; i < payload.size(); ++i)
        payload[i] = uint8_t(0xA0 + i);
    std::vector<uint8_t> frame(128);
    const size_t n = ethIpv4Udp(frame.data(), kFlow, payload.data(), payload.size(), 0x1234, uint16_t(fragField));
    QCOMPARE(n, kEthernetHeaderLen + kIpv4HeaderLen + kUdpHeaderLen + payload.size());
    const uint8_t *ip = frame.data() + kEthernetHeaderLen;
    QCOMPARE(loadBe16(frame.data() + 12), kEtherTypeIpv4);
    QVERIFY(checksumOk(ip, kIpv4HeaderLen));
    QCOMPARE(loadBe16(ip + 2), uint16_t(n - kEthernetHeaderLen));
    QCOMPARE(loadBe16(ip + 4), uint16_t(0x1234));
    QCOMPARE(loadBe16(ip + 6), uint16_t(fragField));
    QCOMPARE(loadBe16(ip + kIpv4HeaderLen + 6), uint16_t(0)); // UDP over IPv4: "no checksum"

    PacketInfo info;
    QVERIFY(decodePacket(kLinkEthernet, frame.data(), uint32_t(n), info));
    QCOMPARE(info.ipVersion, uint8_t(4));
    QCOMPARE(info.proto, uint8_t(17));
    QVERIFY(!info.fragment);
    QCOMPARE(info.sport, kFlow.sport);
    QCOMPARE(info.dport, kFlow.dport);
    QCOMPARE(info.payloadLen, uint32_t(payloadLen));
    QCOMPARE(loadBe32(info.src), kFlow.src);
    QCOMPARE(loadBe32(info.dst), kFlow.dst);
}

void TstFrameBuilder::ipv6UdpChecksum()
{
    const uint8_t payload[5] = { 1, 2, 3, 4, 5 };
    uint8_t b[64] = {};
    const size_t n = ipv6Udp(b, 1, 2, 5000, 6000, payload, sizeof payload);
    QCOMPARE(n, kIpv6HeaderLen + kUdpHeaderLen + sizeof payload);
    const size_t udpLen = kUdpHeaderLen + sizeof payload;
    QVERIFY(loadBe16(b + kIpv6HeaderLen + 6) != 0); // mandatory over IPv6
    // Pseudo-header (addresses, length, next header) + UDP header and data sum to 0xffff.
    QVERIFY(checksumOk(b + kIpv6HeaderLen, udpLen, onesComplementSum(b + 8, 32) + uint32_t(udpLen) + 17));
    uint8_t eth[128] = {};
    const size_t h = ethernetHeader(eth, kEtherTypeIpv6);
    std::memcpy(eth + h, b, n);
    PacketInfo info;
    QVERIFY(decodePacket(kLinkEthernet, eth, uint32_t(h + n), info));
    QCOMPARE(info.ipVersion, uint8_t(6));
    QCOMPARE(info.sport, uint16_t(5000));
    QCOMPARE(info.dport, uint16_t(6000));
    QCOMPARE(info.payloadLen, uint32_t(sizeof payload));
}

void TstFrameBuilder::vlanTags()
{
    const uint16_t ids[2] = { 100, 0x1fff }; // the second is masked to 12 bits
    uint8_t b[32] = {};
    QCOMPARE(ethernetHeader(b, kEtherTypeIpv4, ids, 2), size_t(22));
    QCOMPARE(loadBe16(b + 12), uint16_t(0x88a8));
    QCOMPARE(loadBe16(b + 14), uint16_t(100));
    QCOMPARE(loadBe16(b + 16), uint16_t(0x8100));
    QCOMPARE(loadBe16(b + 18), uint16_t(0x0fff));
    QCOMPARE(loadBe16(b + 20), kEtherTypeIpv4);
    QCOMPARE(ethernetHeader(b, kEtherTypeIpv4, ids, 1), size_t(18));
    QCOMPARE(loadBe16(b + 12), uint16_t(0x8100));
}

void TstFrameBuilder::fragments()
{
    std::vector<uint8_t> datagram(40);
    for (size_t i = 0; i < datagram.size(); ++i)
        datagram[i] = uint8_t(i);
    uint8_t b[64] = {};
    QCOMPARE(ipv4Fragment(b, kFlow, datagram.data(), 16, 24, false, 7), kIpv4HeaderLen + 24);
    QVERIFY(checksumOk(b, kIpv4HeaderLen));
    QCOMPARE(loadBe16(b + 6), uint16_t(16 / 8)); // offset in 8-byte units, MF clear
    QCOMPARE(b[kIpv4HeaderLen], uint8_t(16));
    QCOMPARE(ipv4Fragment(b, kFlow, datagram.data(), 0, 16, true, 7), kIpv4HeaderLen + 16);
    QCOMPARE(loadBe16(b + 6), uint16_t(0x2000));
}

QTEST_GUILESS_MAIN(TstFrameBuilder)
#include "tst_frame_builder.moc"
