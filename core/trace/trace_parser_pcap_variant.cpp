// The record header layouts of the patched libpcaps of 1999 (Alexey Kuznetzov's patches, shipped
// by Red Hat 6.1 and SuSE 6.3) and of Nokia's IPSO, which `editcap -F` still writes. Some use the
// standard magic, so the layout has to be guessed from the first records; this follows Wireshark
// (wiretap/libpcap.c): each candidate layout reads up to three records and scores one point for
// every field that does not make sense; the first layout with no point wins, else the lowest score.
// A file that ends inside those records costs no point (as in Wireshark 4.0; later versions count
// one): the layout is then chosen on what is there, so a truncated file reads as its whole.
//
//   layout    magic     record header
//   pcap      a1b2c3d4  16  ts_sec ts_usec incl_len orig_len
//   ss990417  a1b2c3d4  24  + ifindex(4) protocol(2) pkt_type(1) pad(1)   editcap rh6_1pcap
//   nokia     a1b2c3d4  20  + 4 unknown bytes                             editcap nokiapcap
//   ss991029  a1b2cd34  24  as ss990417                                   editcap modpcap
//   ss990915  a1b2cd34  28  as ss990417 with cpu1 cpu2 pad(3)             editcap suse6_3pcap
//
// libpcap reads standard-magic files with 16-byte records and a1b2cd34 files with 24-byte ones.
#include "core/trace/trace_parser_p.h"

#include <iterator>

namespace jitterscope {

namespace {

enum class Layout : uint8_t { Pcap, Ss990417, Nokia, Ss991029, Ss990915 };

uint32_t recordHeaderLen(Layout l)
{
    switch (l) {
    case Layout::Pcap: return 16;
    case Layout::Nokia: return 20;
    case Layout::Ss990915: return 28;
    default: return 24;
    }
}

/// Wireshark's largest sane captured length for a link type (wtap_max_snaplen_for_encap).
uint32_t maxSnapLen(uint32_t linkType)
{
    switch (linkType) {
    case 231: // D-Bus
    case 249: // USBPcap
        return 128u * 1024u * 1024u;
    default: return 262144;
    }
}

/// Nokia's 4 unknown bytes: of the form 0xXfbfYZ0W that Wireshark checks for (X 9|b, Y b|d,
/// Z 6|9, W 1|2), or zero, which is what editcap -F nokiapcap writes.
bool nokiaStuffOk(uint32_t v)
{
    const uint32_t p1 = v & 0xF0000000u, p2 = v & 0x0000F000u, p3 = v & 0x00000F00u, p4 = v & 0x0000000Fu;
    return v == 0 || ((v & 0x0FFF00F0u) == 0x0fbf0000u && (p1 == 0x90000000u || p1 == 0xb0000000u) &&
                      (p2 == 0x0000b000u || p2 == 0x0000d000u) && (p3 == 0x00000600u || p3 == 0x00000900u) &&
                      (p4 == 1u || p4 == 2u));
}

bool protocolOk(uint16_t p)
{
    return p >= 0x0600 || p == 0x0060 || p == 0x0200 || p == 0x0400 || p == 0x0000 || (p >= 0x0001 && p <= 0x0017);
}

/// Score of `layout` over the first three records at data[0, len): the number of implausible
/// fields, or -1 when the bytes end before the score is known and more may come.
template<bool Swap>
int score(Layout layout, const uint8_t *data, size_t len, bool atEof, uint32_t snapLen, uint32_t linkType)
{
    int merit = 0;
    size_t pos = 0;
    const size_t hdrLen = recordHeaderLen(layout);
    for (int record = 0; record < 3; ++record) {
        const size_t rem = len - pos;
        if (rem == 0)
            return atEof ? merit : -1;
        if (rem < hdrLen)
            return atEof ? merit : -1;
        const uint8_t *p = data + pos;
        const uint32_t inclLen = load32<Swap>(p + 8);
        const uint32_t origLen = load32<Swap>(p + 12);
        merit += load32<Swap>(p + 4) >= 1000000u;
        const bool inclLenOk = inclLen <= maxSnapLen(linkType);
        merit += !inclLenOk;
        merit += inclLen > snapLen;
        merit += origLen > 128u * 1024u * 1024u;
        merit += inclLen > origLen;
        if (layout == Layout::Nokia) {
            merit += !nokiaStuffOk(load32<Swap>(p + 16));
        } else if (layout != Layout::Pcap) {
            merit += load32<Swap>(p + 16) > 10000; // ifindex
            merit += !protocolOk(load16<Swap>(p + 20));
            merit += p[22] > 4; // Linux PACKET_ type
        }
        if (!inclLenOk)
            return merit;
        if (rem - hdrLen < inclLen)
            return atEof ? merit : -1;
        pos += hdrLen + inclLen;
    }
    return merit;
}

} // namespace

bool TraceParser::Impl::pcapVariant(const uint8_t *data, size_t len, bool atEof)
{
    static constexpr Layout kStandard[] = { Layout::Pcap, Layout::Ss990417, Layout::Nokia };
    static constexpr Layout kModified[] = { Layout::Ss991029, Layout::Ss990915 };
    const Layout *candidates = pcapModifiedMagic ? kModified : kStandard;
    const size_t n = pcapModifiedMagic ? std::size(kModified) : std::size(kStandard);
    const InterfaceInfo &iface = interfaces[0];
    int best = -1;
    Layout chosen = candidates[0];
    for (size_t i = 0; i < n; ++i) {
        const int merit = pcapSwapped ? score<true>(candidates[i], data, len, atEof, iface.snapLen, iface.linkType)
                                      : score<false>(candidates[i], data, len, atEof, iface.snapLen, iface.linkType);
        if (merit < 0)
            return false;
        if (best < 0 || merit < best) {
            best = merit;
            chosen = candidates[i];
        }
        if (merit == 0)
            break;
    }
    pcapRecordHeaderLen = recordHeaderLen(chosen);
    return true;
}

} // namespace jitterscope
