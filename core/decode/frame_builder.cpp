// Frame builders for the trace generator (Ethernet, IPv4/IPv6, UDP). Checksums are real where a
// dissector would complain otherwise: IPv4 header always, UDP over IPv6 (mandatory there);
// UDP over IPv4 uses 0 ("no checksum"), which RFC 768 allows.
#include "core/gen/trace_generator_p.h"

#include <cstring>

namespace jitterscope::gen {

namespace {

uint32_t sum16(const uint8_t *p, size_t len, uint32_t acc = 0)
{
    for (size_t i = 0; i + 1 < len; i += 2)
        acc += (uint32_t(p[i]) << 8) | p[i + 1];
    if (len & 1)
        acc += uint32_t(p[len - 1]) << 8;
    return acc;
}

uint16_t fold(uint32_t acc)
{
    while (acc >> 16)
        acc = (acc & 0xffff) + (acc >> 16);
    return static_cast<uint16_t>(~acc);
}

void ipv4Header(uint8_t *b, const Udp4Flow &f, size_t ipPayloadLen, uint16_t ipId, uint16_t fragField)
{
    b[0] = 0x45;
    b[1] = 0;
    put16be(b + 2, static_cast<uint16_t>(20 + ipPayloadLen));
    put16be(b + 4, ipId);
    put16be(b + 6, fragField);
    b[8] = 64; // TTL
    b[9] = 17; // UDP
    put16be(b + 10, 0);
    put32be(b + 12, f.src);
    put32be(b + 16, f.dst);
    put16be(b + 10, fold(sum16(b, 20)));
}

} // namespace

void put16be(uint8_t *p, uint16_t v)
{
    p[0] = uint8_t(v >> 8);
    p[1] = uint8_t(v);
}

void put32be(uint8_t *p, uint32_t v)
{
    put16be(p, uint16_t(v >> 16));
    put16be(p + 2, uint16_t(v));
}

void put64be(uint8_t *p, uint64_t v)
{
    put32be(p, uint32_t(v >> 32));
    put32be(p + 4, uint32_t(v));
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
        put16be(b + pos, (vlanCount > 1 && i == 0) ? 0x88a8 : 0x8100);
        put16be(b + pos + 2, vlanIds[i] & 0x0fff);
        pos += 4;
    }
    put16be(b + pos, etherType);
    return pos + 2;
}

size_t ipv4Udp(uint8_t *b, const Udp4Flow &f, const uint8_t *payload, size_t len, uint16_t ipId)
{
    ipv4Header(b, f, 8 + len, ipId, 0x4000); // DF
    uint8_t *u = b + 20;
    put16be(u, f.sport);
    put16be(u + 2, f.dport);
    put16be(u + 4, static_cast<uint16_t>(8 + len));
    put16be(u + 6, 0);
    if (len > 0)
        std::memcpy(u + 8, payload, len);
    return 28 + len;
}

size_t ipv4Fragment(uint8_t *b, const Udp4Flow &f, const uint8_t *ipPayload, size_t offset, size_t len,
                    bool moreFragments, uint16_t ipId)
{
    const uint16_t field = static_cast<uint16_t>((moreFragments ? 0x2000 : 0) | (offset / 8));
    ipv4Header(b, f, len, ipId, field);
    std::memcpy(b + 20, ipPayload + offset, len);
    return 20 + len;
}

size_t ipv6Udp(uint8_t *b, uint8_t srcLow, uint8_t dstLow, uint16_t sport, uint16_t dport, const uint8_t *payload,
               size_t len)
{
    const size_t udpLen = 8 + len;
    put32be(b, 0x60000000u);
    put16be(b + 4, static_cast<uint16_t>(udpLen));
    b[6] = 17;
    b[7] = 64;
    uint8_t *src = b + 8;
    uint8_t *dst = b + 24;
    std::memset(src, 0, 32);
    put16be(src, 0x2001);
    put16be(src + 2, 0x0db8);
    src[15] = srcLow;
    put16be(dst, 0x2001);
    put16be(dst + 2, 0x0db8);
    dst[15] = dstLow;
    uint8_t *u = b + 40;
    put16be(u, sport);
    put16be(u + 2, dport);
    put16be(u + 4, static_cast<uint16_t>(udpLen));
    put16be(u + 6, 0);
    if (len > 0)
        std::memcpy(u + 8, payload, len);
    // Pseudo-header: addresses, UDP length, next header.
    uint32_t acc = sum16(b + 8, 32);
    acc += static_cast<uint32_t>(udpLen) + 17;
    uint16_t c = fold(sum16(u, udpLen, acc));
    put16be(u + 6, c == 0 ? 0xffff : c);
    return 40 + udpLen;
}

size_t ethIpv4Udp(uint8_t *b, const Udp4Flow &f, const uint8_t *payload, size_t len, uint16_t ipId)
{
    const size_t h = ethernetHeader(b, 0x0800);
    return h + ipv4Udp(b + h, f, payload, len, ipId);
}

} // namespace jitterscope::gen
