// Link-layer → IP → transport decoding. Hot path: called once per packet at tens of millions of
// packets per second, so no allocation, no exceptions, no virtual calls; every read is bounds-checked
// against the captured length (never the wire length).
#include "core/decode/packet_decode.h"

#include "core/base/bytes.h"

#include <arpa/inet.h>
#include <sys/socket.h>

#include <cstring>

namespace jitterscope {

namespace {

constexpr uint16_t kEtherIpv4 = 0x0800;
constexpr uint16_t kEtherIpv6 = 0x86DD;
constexpr uint16_t kEtherVlan = 0x8100; // 802.1Q C-tag
constexpr uint16_t kEtherQinQ = 0x88A8; // 802.1ad S-tag
constexpr uint16_t kEtherQinQOld = 0x9100; // pre-standard QinQ

constexpr uint8_t kProtoHopByHop = 0;
constexpr uint8_t kProtoTcp = 6;
constexpr uint8_t kProtoUdp = 17;
constexpr uint8_t kProtoRouting = 43;
constexpr uint8_t kProtoFragment = 44;
constexpr uint8_t kProtoAh = 51;
constexpr uint8_t kProtoDestOpts = 60;
constexpr uint8_t kProtoMobility = 135;

// BSD address-family values that mean IPv6 on the various BSDs / macOS (24 NetBSD/OpenBSD,
// 28 FreeBSD, 30 macOS); 2 is AF_INET everywhere.
constexpr uint32_t kBsdAfInet = 2;

inline bool isBsdAfInet6(uint32_t af)
{
    return af == 24 || af == 28 || af == 30;
}

// Transport header at data[off, end). `end` is already clipped to both capLen and the IP length,
// so Ethernet padding never shows up as payload.
inline void decodeTransport(const uint8_t *data, uint32_t off, uint32_t end, PacketInfo &info)
{
    const uint8_t *l4 = data + off;
    const uint32_t avail = end > off ? end - off : 0;
    if (info.proto == kProtoUdp) {
        if (avail < 8)
            return;
        info.sport = loadBe16(l4);
        info.dport = loadBe16(l4 + 2);
        const uint32_t udpField = loadBe16(l4 + 4);
        info.udpLen = udpField >= 8 ? udpField - 8 : 0;
        uint32_t n = avail - 8;
        // A UDP length shorter than what the IP layer carries trims the payload; a longer one
        // (first fragment, or truncated capture) leaves what was captured.
        if (udpField >= 8 && info.udpLen < n)
            n = info.udpLen;
        if (n) {
            info.payload = l4 + 8;
            info.payloadLen = n;
        }
    } else if (info.proto == kProtoTcp) {
        if (avail < 20)
            return;
        info.sport = loadBe16(l4);
        info.dport = loadBe16(l4 + 2);
        const uint32_t hdr = uint32_t(l4[12] >> 4) * 4;
        if (hdr >= 20 && hdr < avail) {
            info.payload = l4 + hdr;
            info.payloadLen = avail - hdr;
        }
    }
}

inline void decodeIpv4(const uint8_t *data, uint32_t off, uint32_t capLen, PacketInfo &info)
{
    if (capLen < off + 20)
        return;
    const uint8_t *ip = data + off;
    if ((ip[0] >> 4) != 4)
        return;
    const uint32_t ihl = uint32_t(ip[0] & 0x0F) * 4;
    if (ihl < 20)
        return;
    info.ipVersion = 4;
    info.proto = ip[9];
    std::memcpy(info.src, ip + 12, 4);
    std::memcpy(info.dst, ip + 16, 4);
    const uint16_t fragField = loadBe16(ip + 6);
    const uint16_t fragOffset = fragField & 0x1FFF; // in 8-byte units
    const bool moreFragments = (fragField & 0x2000) != 0;
    if (moreFragments || fragOffset != 0) {
        info.fragment = true;
        info.firstFragment = fragOffset == 0;
        if (fragOffset != 0)
            return; // no transport header in later pieces
    }
    const uint32_t totalLen = loadBe16(ip + 2);
    uint32_t end = capLen;
    // totalLen 0 happens with TSO/GSO captures on the sending host: trust capLen then.
    if (totalLen >= ihl && off + totalLen < end)
        end = off + totalLen;
    if (off + ihl > end)
        return;
    decodeTransport(data, off + ihl, end, info);
}

inline void decodeIpv6(const uint8_t *data, uint32_t off, uint32_t capLen, PacketInfo &info)
{
    if (capLen < off + 40)
        return;
    const uint8_t *ip = data + off;
    if ((ip[0] >> 4) != 6)
        return;
    info.ipVersion = 6;
    std::memcpy(info.src, ip + 8, 16);
    std::memcpy(info.dst, ip + 24, 16);
    const uint32_t payloadLen = loadBe16(ip + 4);
    uint32_t end = capLen;
    // payloadLen 0 is a jumbogram (or GSO capture): trust capLen.
    if (payloadLen != 0 && off + 40 + payloadLen < end)
        end = off + 40 + payloadLen;
    uint8_t next = ip[6];
    uint32_t pos = off + 40;
    // Each extension header advances pos by at least 8 bytes, so the loop is bounded by capLen.
    for (;;) {
        if (next == kProtoHopByHop || next == kProtoRouting || next == kProtoDestOpts || next == kProtoMobility) {
            if (pos + 2 > end)
                break;
            const uint32_t len = (uint32_t(data[pos + 1]) + 1) * 8;
            next = data[pos];
            pos += len;
        } else if (next == kProtoAh) {
            if (pos + 2 > end)
                break;
            const uint32_t len = (uint32_t(data[pos + 1]) + 2) * 4; // AH counts 32-bit words minus 2
            next = data[pos];
            pos += len;
        } else if (next == kProtoFragment) {
            if (pos + 8 > end)
                break;
            const uint16_t fragOffset = loadBe16(data + pos + 2) & 0xFFF8;
            info.fragment = true;
            info.firstFragment = fragOffset == 0;
            next = data[pos];
            pos += 8;
            if (fragOffset != 0) {
                info.proto = next;
                return;
            }
        } else {
            break;
        }
    }
    info.proto = next;
    if (pos > end)
        return;
    decodeTransport(data, pos, end, info);
}

inline void decodeByVersionNibble(const uint8_t *data, uint32_t off, uint32_t capLen, PacketInfo &info)
{
    if (capLen <= off)
        return;
    const uint8_t version = data[off] >> 4;
    if (version == 4)
        decodeIpv4(data, off, capLen, info);
    else if (version == 6)
        decodeIpv6(data, off, capLen, info);
}

inline void decodeEtherType(uint16_t etherType, const uint8_t *data, uint32_t off, uint32_t capLen, PacketInfo &info)
{
    if (etherType == kEtherIpv4)
        decodeIpv4(data, off, capLen, info);
    else if (etherType == kEtherIpv6)
        decodeIpv6(data, off, capLen, info);
    else
        info.etherType = etherType;
}

} // namespace

bool decodePacket(uint32_t linkType, const uint8_t *data, uint32_t capLen, PacketInfo &info)
{
    info = PacketInfo {};
    switch (linkType) {
    case kLinkEthernet: {
        if (capLen < 14)
            return true;
        uint16_t etherType = loadBe16(data + 12);
        uint32_t off = 14;
        // Any stack of 802.1Q / 802.1ad / old QinQ tags: 2 bytes TCI, then the next EtherType.
        while (etherType == kEtherVlan || etherType == kEtherQinQ || etherType == kEtherQinQOld) {
            if (capLen < off + 4) {
                info.etherType = etherType; // truncated inside the tag stack
                return true;
            }
            etherType = loadBe16(data + off + 2);
            off += 4;
            ++info.vlanTags;
        }
        decodeEtherType(etherType, data, off, capLen, info);
        return true;
    }
    case kLinkLinuxSll:
        // 16-byte header: packet type, ARPHRD, address length, 8-byte address, protocol at 14.
        if (capLen >= 16)
            decodeEtherType(loadBe16(data + 14), data, 16, capLen, info);
        return true;
    case kLinkLinuxSll2:
        // 20-byte header, protocol first.
        if (capLen >= 20)
            decodeEtherType(loadBe16(data), data, 20, capLen, info);
        return true;
    case kLinkRaw: decodeByVersionNibble(data, 0, capLen, info); return true;
    case kLinkIpv4: decodeIpv4(data, 0, capLen, info); return true;
    case kLinkIpv6: decodeIpv6(data, 0, capLen, info); return true;
    case kLinkNull:
    case kLinkLoop: {
        if (capLen < 4)
            return true;
        uint32_t af;
        if (linkType == kLinkLoop) {
            af = loadBe32(data);
        } else {
            // Host order of the machine that wrote the file: the small value is the right one.
            const uint32_t le = loadLe32(data);
            af = le <= 0xFFFF ? le : loadBe32(data);
        }
        if (af == kBsdAfInet)
            decodeIpv4(data, 4, capLen, info);
        else if (isBsdAfInet6(af))
            decodeIpv6(data, 4, capLen, info);
        return true;
    }
    default: return false;
    }
}

void formatAddress(uint8_t ipVersion, const uint8_t *addr, char *buf, size_t bufLen)
{
    if (!buf || bufLen == 0)
        return;
    buf[0] = '\0';
    // glibc's inet_ntop already follows RFC 5952 (lower case, longest zero run compressed, a
    // single zero group not compressed, first run on ties).
    if (ipVersion == 4) {
        if (!inet_ntop(AF_INET, addr, buf, socklen_t(bufLen)))
            buf[0] = '\0';
    } else if (ipVersion == 6) {
        if (!inet_ntop(AF_INET6, addr, buf, socklen_t(bufLen)))
            buf[0] = '\0';
    }
}

} // namespace jitterscope
