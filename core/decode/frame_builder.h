// Builds the Ethernet / IPv4 / IPv6 / UDP frames the generator, the simulator and the tests feed
// to the decoder: the one place that writes these headers. All multi-byte fields are written in
// network byte order; checksums are real where a dissector would complain otherwise (the IPv4
// header always, UDP over IPv6, where it is mandatory); UDP over IPv4 carries 0 ("no checksum",
// which RFC 768 allows). Callers own the buffer and size it: each function returns the bytes it
// wrote. No allocation; any thread.
#pragma once

#include <cstddef>
#include <cstdint>

namespace jitterscope {

constexpr uint16_t kEtherTypeIpv4 = 0x0800;
constexpr uint16_t kEtherTypeIpv6 = 0x86dd;
constexpr size_t kEthernetHeaderLen = 14, kIpv4HeaderLen = 20, kIpv6HeaderLen = 40, kUdpHeaderLen = 8;
/// IPv4 flags/fragment-offset field with only DF set.
constexpr uint16_t kIpv4DontFragment = 0x4000;

/// An IPv4 UDP flow; addresses in host order (ip4(10, 0, 0, 1)).
struct Udp4Flow {
    uint32_t src = 0;
    uint32_t dst = 0;
    uint16_t sport = 0;
    uint16_t dport = 0;
};

constexpr uint32_t ip4(uint8_t a, uint8_t b, uint8_t c, uint8_t d)
{
    return (uint32_t(a) << 24) | (uint32_t(b) << 16) | (uint32_t(c) << 8) | d;
}

/// RFC 1071 one's-complement sum of 16-bit big-endian words (odd tail padded with zero), added to acc.
[[nodiscard]] uint32_t onesComplementSum(const uint8_t *p, size_t len, uint32_t acc = 0);
/// Folds a sum to 16 bits and complements it: the value a checksum field holds.
[[nodiscard]] uint16_t foldChecksum(uint32_t acc);

/// Ethernet header (destination 02:00:00:00:00:02, source 02:00:00:00:00:01) with optional VLAN
/// tags (the outer one 802.1ad when there are two or more), then the EtherType. Returns 14 + 4 per tag.
size_t ethernetHeader(uint8_t *b, uint16_t etherType, const uint16_t *vlanIds = nullptr, int vlanCount = 0);
/// IPv4 header (TTL 64, header checksum) + UDP header + payload. fragField is the flags/offset field.
size_t ipv4Udp(uint8_t *b, const Udp4Flow &f, const uint8_t *payload, size_t len, uint16_t ipId,
               uint16_t fragField = kIpv4DontFragment);
/// One IPv4 fragment: `ipPayload[offset, offset + len)` of a datagram; offset a multiple of 8.
size_t ipv4Fragment(uint8_t *b, const Udp4Flow &f, const uint8_t *ipPayload, size_t offset, size_t len,
                    bool moreFragments, uint16_t ipId);
/// IPv6 header + UDP header (checksum computed) + payload, 2001:db8::srcLow → 2001:db8::dstLow.
size_t ipv6Udp(uint8_t *b, uint8_t srcLow, uint8_t dstLow, uint16_t sport, uint16_t dport, const uint8_t *payload,
               size_t len);
/// Ethernet + IPv4 + UDP frame.
size_t ethIpv4Udp(uint8_t *b, const Udp4Flow &f, const uint8_t *payload, size_t len, uint16_t ipId,
                  uint16_t fragField = kIpv4DontFragment);

} // namespace jitterscope
