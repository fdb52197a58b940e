// Link-layer → IP → transport decoding (pure functions, no allocation).
#pragma once

#include <cstddef>
#include <cstdint>

namespace jitterscope {

// LINKTYPE_* values we decode.
constexpr uint32_t kLinkNull = 0; ///< BSD loopback (host-order 4-byte AF)
constexpr uint32_t kLinkEthernet = 1;
constexpr uint32_t kLinkRaw = 101; ///< raw IPv4/IPv6
constexpr uint32_t kLinkLoop = 108; ///< OpenBSD loopback (network-order AF)
constexpr uint32_t kLinkLinuxSll = 113;
constexpr uint32_t kLinkIpv4 = 228;
constexpr uint32_t kLinkIpv6 = 229;
constexpr uint32_t kLinkLinuxSll2 = 276;

/// What decodePacket found. Addresses are 16 bytes; IPv4 uses the first 4 (rest zero).
struct PacketInfo {
    uint8_t ipVersion = 0; ///< 0 = not IP (or undecodable), 4, 6
    uint8_t proto = 0; ///< IP protocol (17 UDP, 6 TCP, 1 ICMP, 58 ICMPv6, ...)
    uint16_t etherType = 0; ///< for non-IP frames (0 when unknown)
    uint16_t vlanTags = 0; ///< number of 802.1Q / 802.1ad tags stripped
    bool fragment = false; ///< IPv4/IPv6 fragment (any piece)
    bool firstFragment = false; ///< offset 0 piece of a fragmented datagram (has the L4 header)
    uint16_t sport = 0; ///< UDP/TCP ports, 0 otherwise
    uint16_t dport = 0;
    uint8_t src[16] = {};
    uint8_t dst[16] = {};
    const uint8_t *payload = nullptr; ///< UDP/TCP payload (captured part), nullptr when none
    uint32_t payloadLen = 0; ///< captured payload bytes available at `payload`
    uint32_t udpLen = 0; ///< UDP length field minus header (what the sender sent), 0 if not UDP
};

/// Decodes one captured frame. Never reads past data+capLen. Returns false for link types we do
/// not know (info.ipVersion stays 0); a truncated header simply decodes less.
bool decodePacket(uint32_t linkType, const uint8_t *data, uint32_t capLen, PacketInfo &info);

/// "1.2.3.4" / "2001:db8::1" (RFC 5952 compressed form).
void formatAddress(uint8_t ipVersion, const uint8_t *addr, char *buf, size_t bufLen);

} // namespace jitterscope
