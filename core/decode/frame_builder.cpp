#include "core/decode/frame_builder.h"

#include "core/base/bytes.h"

#include <cstring>

namespace jitterscope {

namespace {

void ipv4Header(uint8_t *b, const Udp4Flow &f, size_t ipPayloadLen, uint16_t ipId, uint16_t fragField)
{
    b[0] = 0x45;
    b[1] = 0;
    storeBe16(b + 2, static_cast<uint16_t>(kIpv4HeaderLen + ipPayloadLen));
    storeBe16(b + 4, ipId);
    storeBe16(b + 6, fragField);
    b[8] = 64; // TTL
    b[9] = 17; // UDP
    storeBe16(b + 10, 0);
    storeBe32(b + 12, f.src);
    storeBe32(b + 16, f.dst);
    storeBe16(b + 10, foldChecksum(onesComplementSum(b, kIpv4HeaderLen)));
}

} // namespace

uint32_t onesComplementSum(const uint8_t *p, size_t len, uint32_t acc)
{
    for (size_t i = 0; i + 1 < len; i += 2)
        acc += (uint32_t(p[i]) << 8) | p[i + 1];
    if (len & 1)
        acc += uint32_t(p[len - 1]) << 8;
    return acc;
}

uint16_t foldChecksum(uint32_t acc)
{
    while (acc >> 16)
        acc = (acc & 0xffff) + (acc >> 16);
    return static_cast<uint16_t>(~acc);
}

size_t ethernetHeader(uint8_t *b, uint16_t etherType, const uint16_t *vlanIds, int vlanCount)
{
    static const uint8_t kDst[6] = { 0x02, 0x00, 0x00, 0x00, 0x00, 0x02 };
    static const uint8_t kSrc[6] = { 0x02, 0x00, 0x00, 0x00, 0x00, 0x01 };
    std::memcpy(b, kDst, 6);
    std::memcpy(b + 6, kSrc, 6);
    size_t pos = 12;
    for (int i = 0; i < vlanCount; ++i) {
        // QinQ: the outer tag is 802.1ad (0x88a8), inner ones 802.1Q (0x8100).
        storeBe16(b + pos, (vlanCount > 1 && i == 0) ? 0x88a8 : 0x8100);
        storeBe16(b + pos + 2, vlanIds[i] & 0x0fff);
        pos += 4;
    }
    storeBe16(b + pos, etherType);
    return pos + 2;
}

size_t ipv4Udp(uint8_t *b, const Udp4Flow &f, const uint8_t *payload, size_t len, uint16_t ipId, uint16_t fragField)
{
    ipv4Header(b, f, kUdpHeaderLen + len, ipId, fragField);
    uint8_t *u = b + kIpv4HeaderLen;
    storeBe16(u, f.sport);
    storeBe16(u + 2, f.dport);
    storeBe16(u + 4, static_cast<uint16_t>(kUdpHeaderLen + len));
    storeBe16(u + 6, 0);
    if (len > 0)
        std::memcpy(u + kUdpHeaderLen, payload, len);
    return kIpv4HeaderLen + kUdpHeaderLen + len;
}

size_t ipv4Fragment(uint8_t *b, const Udp4Flow &f, const uint8_t *ipPayload, size_t offset, size_t len,
                    bool moreFragments, uint16_t ipId)
{
    const uint16_t field = static_cast<uint16_t>((moreFragments ? 0x2000 : 0) | (offset / 8));
    ipv4Header(b, f, len, ipId, field);
    std::memcpy(b + kIpv4HeaderLen, ipPayload + offset, len);
    return kIpv4HeaderLen + len;
}

size_t ipv6Udp(uint8_t *b, uint8_t srcLow, uint8_t dstLow, uint16_t sport, uint16_t dport, const uint8_t *payload,
               size_t len)
{
    const size_t udpLen = kUdpHeaderLen + len;
    storeBe32(b, 0x60000000u);
    storeBe16(b + 4, static_cast<uint16_t>(udpLen));
    b[6] = 17;
    b[7] = 64;
    uint8_t *src = b + 8;
    uint8_t *dst = b + 24;
    std::memset(src, 0, 32);
    storeBe16(src, 0x2001);
    storeBe16(src + 2, 0x0db8);
    src[15] = srcLow;
    storeBe16(dst, 0x2001);
    storeBe16(dst + 2, 0x0db8);
    dst[15] = dstLow;
    uint8_t *u = b + kIpv6HeaderLen;
    storeBe16(u, sport);
    storeBe16(u + 2, dport);
    storeBe16(u + 4, static_cast<uint16_t>(udpLen));
    storeBe16(u + 6, 0);
    if (len > 0)
        std::memcpy(u + kUdpHeaderLen, payload, len);
    // Pseudo-header: addresses, UDP length, next header.
    uint32_t acc = onesComplementSum(b + 8, 32);
    acc += static_cast<uint32_t>(udpLen) + 17;
    const uint16_t c = foldChecksum(onesComplementSum(u, udpLen, acc));
    storeBe16(u + 6, c == 0 ? 0xffff : c); // 0 would mean "no checksum", which IPv6 forbids
    return kIpv6HeaderLen + udpLen;
}

size_t ethIpv4Udp(uint8_t *b, const Udp4Flow &f, const uint8_t *payload, size_t len, uint16_t ipId, uint16_t fragField)
{
    const size_t h = ethernetHeader(b, kEtherTypeIpv4);
    return h + ipv4Udp(b + h, f, payload, len, ipId, fragField);
}

} // namespace jitterscope
