// pcapng block walk (draft-ietf-opsawg-pcapng). The loop is instantiated once per byte order so
// that a native-order section costs no byte swaps; the SHB, which decides the order, is handled
// outside it.
#include "core/trace/trace_parser_p.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace jitterscope {

namespace {

constexpr uint32_t kShb = 0x0A0D0D0Au;
constexpr uint32_t kIdb = 1;
constexpr uint32_t kObsoletePb = 2;
constexpr uint32_t kSpb = 3;
constexpr uint32_t kNrb = 4;
constexpr uint32_t kIsb = 5;
constexpr uint32_t kEpb = 6;
constexpr uint32_t kSystemdJournal = 9;
constexpr uint32_t kDsb = 0x0A;
constexpr uint32_t kCustomCopy = 0x00000BADu;
constexpr uint32_t kCustomNoCopy = 0x40000BADu;
constexpr uint32_t kByteOrderMagic = 0x1A2B3C4Du;

constexpr uint16_t kOptComment = 1;

std::string msg(const char *fmt, unsigned long long a = 0, unsigned long long b = 0, unsigned long long c = 0)
{
    char buf[256];
    std::snprintf(buf, sizeof buf, fmt, a, b, c);
    return buf;
}

const char *blockName(uint32_t type)
{
    switch (type) {
    case kShb: return "section header";
    case kIdb: return "interface description";
    case kObsoletePb: return "packet";
    case kSpb: return "simple packet";
    case kNrb: return "name resolution";
    case kIsb: return "interface statistics";
    case kEpb: return "enhanced packet";
    case kDsb: return "decryption secrets";
    case kCustomCopy:
    case kCustomNoCopy: return "custom";
    default: return "unknown";
    }
}

/// Smallest total length of each block type: 12 bytes of framing plus the fixed body.
uint32_t minBlockLen(uint32_t type)
{
    switch (type) {
    case kShb: return 28;
    case kIdb: return 20;
    case kObsoletePb:
    case kEpb: return 32;
    case kSpb: return 16;
    case kIsb: return 24;
    case kCustomCopy:
    case kCustomNoCopy: return 16;
    default: return 12;
    }
}

std::string optString(const uint8_t *v, size_t len)
{
    // Strings are not NUL-terminated in pcapng, but some writers add a NUL anyway, and some
    // whatever their buffer held after it (PcapPlusPlus' pcapng-example.pcapng: "Packet #1", NUL,
    // 4 stray bytes). The string ends at the first NUL, as Wireshark reads it.
    const auto *nul = static_cast<const uint8_t *>(std::memchr(v, 0, len));
    return std::string(reinterpret_cast<const char *>(v), nul ? size_t(nul - v) : len);
}

/// Calls f(code, value, length) for each option in [opt, opt+len). Returns false when an option
/// claims more bytes than the block holds. Fewer than 4 trailing bytes are tolerated as padding.
template<bool Swap, typename F> bool walkOptions(const uint8_t *opt, size_t len, F &&f)
{
    while (len >= 4) {
        const uint16_t code = load16<Swap>(opt);
        const uint16_t optLen = load16<Swap>(opt + 2);
        if (code == 0)
            return true;
        const size_t padded = (size_t(optLen) + 3) & ~size_t(3);
        if (padded > len - 4)
            return false;
        f(code, opt + 4, optLen);
        opt += 4 + padded;
        len -= 4 + padded;
    }
    return true;
}

bool isCustomOption(uint16_t code)
{
    return code == 2988 || code == 2989 || code == 19372 || code == 19373;
}

} // namespace

bool TraceParser::Impl::sectionHeader(const uint8_t *p, uint32_t blockLen, bool swap, uint64_t offset)
{
    SectionInfo section;
    section.bigEndian = swap != kHostBigEndian;
    section.versionMajor = load16(p + 12, swap);
    section.versionMinor = load16(p + 14, swap);
    section.fileOffset = offset;
    // libpcap and Wireshark read 1.0 and 1.2 (written by some tools for the same format) only.
    if (section.versionMajor != 1 || (section.versionMinor != 0 && section.versionMinor != 2)) {
        fail(msg("unsupported pcapng version %llu.%llu in section header block (libpcap and Wireshark read 1.0 and "
                 "1.2)",
                 section.versionMajor, section.versionMinor),
             offset);
        return false;
    }
    const uint32_t sectionIndex = static_cast<uint32_t>(sectionList.size());
    auto onOption = [&](uint16_t code, const uint8_t *v, uint16_t len) {
        switch (code) {
        case kOptComment: addComment(TraceComment::Scope::Section, offset, -1, sectionIndex, optString(v, len)); break;
        case 2: section.hardware = optString(v, len); break;
        case 3: section.os = optString(v, len); break;
        case 4: section.userAppl = optString(v, len); break;
        default:
            if (isCustomOption(code))
                ++customBlocks;
            break;
        }
    };
    const bool ok =
        swap ? walkOptions<true>(p + 24, blockLen - 28, onOption) : walkOptions<false>(p + 24, blockLen - 28, onOption);
    if (!ok) {
        fail("section header block option overruns the block", offset);
        return false;
    }
    sectionList.push_back(std::move(section));
    sectionIfaces.clear();
    ngSwapped = swap;
    ngInSection = true;
    return true;
}

template<bool Swap> bool TraceParser::Impl::interfaceBlock(const uint8_t *p, uint32_t blockLen, uint64_t offset)
{
    InterfaceInfo info;
    info.section = static_cast<uint32_t>(sectionList.size() - 1);
    info.linkType = load16<Swap>(p + 8);
    info.snapLen = load32<Swap>(p + 12);
    const uint64_t next = interfaces.size() + interfacesNotKept;
    if (next > UINT32_MAX) {
        fail("more than 2^32 interfaces", offset);
        return false;
    }
    const auto globalId = static_cast<uint32_t>(next);
    uint8_t tsresol = 6; // pcapng default: microseconds
    int64_t tsOffsetSec = 0;
    const bool ok = walkOptions<Swap>(p + 16, blockLen - 20, [&](uint16_t code, const uint8_t *v, uint16_t len) {
        switch (code) {
        case kOptComment: addComment(TraceComment::Scope::Interface, offset, -1, globalId, optString(v, len)); break;
        case 2: info.name = optString(v, len); break;
        case 3: info.description = optString(v, len); break;
        case 9:
            if (len >= 1)
                tsresol = v[0];
            break;
        case 11: // first byte: filter kind (0 = libpcap filter string)
            if (len >= 1)
                info.filter = optString(v + 1, len - 1u);
            break;
        case 12: info.os = optString(v, len); break;
        case 14:
            if (len >= 8)
                tsOffsetSec = static_cast<int64_t>(load64<Swap>(v));
            break;
        case 15: info.hardware = optString(v, len); break;
        default:
            if (isCustomOption(code))
                ++customBlocks;
            break;
        }
    });
    if (!ok) {
        fail("interface description block option overruns the block", offset);
        return false;
    }
    SectionIface rt;
    rt.globalId = globalId;
    rt.linkType = info.linkType;
    rt.snapLen = info.snapLen;
    rt.ts.setResolution(tsresol);
    int64_t offsetNs;
    rt.tsOffsetClamped = !checkedMul(tsOffsetSec, 1000000000, &offsetNs);
    // Beyond ±292 years the offset cannot be held in ns: clamped, and every packet of the
    // interface then counts as clamped too (its time lands on the limit).
    rt.ts.offsetNs = satMul(tsOffsetSec, 1000000000);
    info.tsResolution = tsResolutionText(tsresol);
    info.tsOffsetSec = tsOffsetSec;
    if (interfaces.size() < kMaxTraceInterfaces)
        interfaces.push_back(std::move(info));
    else
        ++interfacesNotKept;
    sectionIfaces.push_back(rt);
    return true;
}

template<bool Swap> bool TraceParser::Impl::statisticsBlock(const uint8_t *p, uint32_t blockLen, uint64_t offset)
{
    const uint32_t localId = load32<Swap>(p + 8);
    if (localId >= sectionIfaces.size()) {
        fail(msg("interface statistics block references undefined interface %llu (section has %llu)", localId,
                 sectionIfaces.size()),
             offset);
        return false;
    }
    const uint32_t globalId = sectionIfaces[localId].globalId;
    InterfaceInfo notKept; // (an interface past kMaxTraceInterfaces: its statistics are read, not kept)
    InterfaceInfo &info = globalId < interfaces.size() ? interfaces[globalId] : notKept;
    const bool ok = walkOptions<Swap>(p + 20, blockLen - 24, [&](uint16_t code, const uint8_t *v, uint16_t len) {
        if (code == kOptComment) {
            addComment(TraceComment::Scope::Other, offset, -1, globalId, optString(v, len));
            return;
        }
        if (isCustomOption(code)) {
            ++customBlocks;
            return;
        }
        if (len < 8)
            return;
        // Counters beyond INT64_MAX are clamped (not wrapped to negative, which reads as "none").
        const auto value = static_cast<int64_t>(std::min<uint64_t>(load64<Swap>(v), INT64_MAX));
        switch (code) {
        case 4: info.isbIfRecv = value; break;
        case 5: info.isbIfDrop = value; break;
        case 7: info.isbOsDrop = value; break;
        case 8: info.isbUsrDeliv = value; break;
        default: break;
        }
    });
    if (!ok)
        fail("interface statistics block option overruns the block", offset);
    return ok;
}

template<bool Swap>
bool TraceParser::Impl::packetOptions(const uint8_t *opt, size_t optLen, uint64_t offset, RawPacket &pkt)
{
    return walkOptions<Swap>(opt, optLen, [&](uint16_t code, const uint8_t *v, uint16_t len) {
        if (code == kOptComment) {
            addComment(TraceComment::Scope::Packet, offset, static_cast<int64_t>(packets), 0, optString(v, len));
        } else if (isCustomOption(code)) {
            ++customBlocks;
            if (code == kPcapngOptCustomBinaryCopy && len >= kJitterscopeOptDeliveryLen &&
                load32<Swap>(v) == kJitterscopePen && loadLe16(v + 4) == kJitterscopeOptDelivery)
                pkt.deliveryNs = static_cast<int64_t>(loadLe64(v + 8));
        }
    });
}

template<bool Swap>
size_t TraceParser::Impl::parsePcapngBlocks(const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof,
                                            std::vector<RawPacket> &out, size_t maxPackets)
{
    size_t pos = 0;
    size_t produced = 0;
    while (produced < maxPackets) {
        const size_t rem = len - pos;
        const uint64_t offset = baseOffset + pos;
        const uint8_t *p = data + pos;
        // A section header (its type reads the same in both byte orders) goes to the caller, which
        // switches byte order — even when cut short, so that the error does not depend on whether
        // this call started on it.
        if (rem >= 4 && load32<false>(p) == kShb)
            break;
        if (rem < 8) {
            if (atEof && rem > 0)
                fail(msg("truncated block header (%llu of 8 bytes)", rem), offset);
            break;
        }
        const uint32_t type = load32<Swap>(p);
        const uint32_t blockLen = load32<Swap>(p + 4);
        const uint32_t minLen = type == kEpb ? 32 : minBlockLen(type); // the common block first
        if (blockLen < minLen || (blockLen & 3) != 0 || blockLen > kMaxRecordBytes) {
            const char *why = blockLen < minLen     ? "is smaller than the minimum %llu"
                              : (blockLen & 3) != 0 ? "is not a multiple of 4"
                                                    : "exceeds the 256 MiB limit";
            fail(std::string(blockName(type)) + msg(" block (type 0x%08llx) total length %llu ", type, blockLen) +
                     msg(why, minLen),
                 offset);
            break;
        }
        if (blockLen > rem) {
            if (atEof)
                fail(std::string("truncated ") + blockName(type) +
                         msg(" block: total length %llu but only %llu bytes remain", blockLen, rem),
                     offset);
            break;
        }
        const uint32_t trailer = load32<Swap>(p + blockLen - 4);
        if (trailer != blockLen) {
            fail(std::string(blockName(type)) +
                     msg(" block trailing length %llu disagrees with leading length %llu", trailer, blockLen),
                 offset);
            break;
        }

        if (type == kEpb || type == kObsoletePb) {
            const uint32_t localId = type == kEpb ? load32<Swap>(p + 8) : load16<Swap>(p + 8);
            if (localId >= sectionIfaces.size()) {
                fail(std::string(blockName(type)) + msg(" block references undefined interface %llu (section has %llu)",
                                                        localId, sectionIfaces.size()),
                     offset);
                break;
            }
            const uint32_t capLen = load32<Swap>(p + 20);
            if (capLen > blockLen - 32) {
                fail(std::string(blockName(type)) +
                         msg(" block captured length %llu exceeds the block's %llu data bytes", capLen, blockLen - 32),
                     offset);
                break;
            }
            const SectionIface &iface = sectionIfaces[localId];
            // Built in place: a packet assembled on the stack and copied in costs a store-forwarding
            // stall per packet.
            RawPacket &pkt = out.emplace_back();
            bool clamped = iface.tsOffsetClamped;
            pkt.tsNs = iface.ts.toNs((uint64_t(load32<Swap>(p + 12)) << 32) | load32<Swap>(p + 16), &clamped);
            if (clamped)
                notes.timeClamped.add(offset);
            pkt.data = p + 28;
            pkt.capLen = capLen;
            pkt.wireLen = load32<Swap>(p + 24);
            pkt.interfaceId = iface.globalId;
            pkt.linkType = iface.linkType;
            pkt.fileOffset = offset;
            const uint32_t optStart = 28 + ((capLen + 3) & ~3u);
            if (optStart < blockLen - 4 && !packetOptions<Swap>(p + optStart, blockLen - 4 - optStart, offset, pkt)) {
                out.pop_back();
                fail(std::string(blockName(type)) + " block option overruns the block", offset);
                break;
            }
            lastTsNs = pkt.tsNs;
            countPacket(iface.globalId);
            ++packets;
            ++produced;
        } else if (type == kSpb) {
            if (sectionIfaces.empty()) {
                fail("simple packet block but the section defines no interface", offset);
                break;
            }
            const SectionIface &iface = sectionIfaces[0];
            const uint32_t wireLen = load32<Swap>(p + 8);
            // The SPB has no captured-length field: it is the original length cut to the
            // snapshot length and to the block.
            uint32_t capLen = std::min(wireLen, blockLen - 16);
            if (iface.snapLen != 0)
                capLen = std::min(capLen, iface.snapLen);
            RawPacket &pkt = out.emplace_back();
            // No timestamp in an SPB (Wireshark gives it none): marked, with the previous packet's
            // time as a placeholder (0 when it is the first) for code that ignores the mark.
            pkt.tsNs = lastTsNs;
            pkt.hasTime = false;
            notes.packetsWithoutTime.add(offset);
            pkt.data = p + 12;
            pkt.capLen = capLen;
            pkt.wireLen = wireLen;
            pkt.interfaceId = iface.globalId;
            pkt.linkType = iface.linkType;
            pkt.fileOffset = offset;
            countPacket(iface.globalId);
            ++packets;
            ++produced;
        } else if (type == kIdb) {
            if (!interfaceBlock<Swap>(p, blockLen, offset))
                break;
        } else if (type == kIsb) {
            if (!statisticsBlock<Swap>(p, blockLen, offset))
                break;
        } else if (type == kCustomCopy || type == kCustomNoCopy) {
            ++customBlocks;
            if (customHandler && blockLen >= 16)
                customHandler(load32<Swap>(p + 8), p + 12, blockLen - 16);
        } else if (type != kNrb && type != kDsb && type != kSystemdJournal) {
            ++unknownBlocks;
        }
        pos += blockLen;
    }
    return pos;
}

size_t TraceParser::Impl::parsePcapng(const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof,
                                      std::vector<RawPacket> &out, size_t maxPackets)
{
    size_t pos = 0;
    const size_t startCount = out.size();
    while (!failed && out.size() - startCount < maxPackets && pos < len) {
        const size_t rem = len - pos;
        const uint64_t offset = baseOffset + pos;
        const uint8_t *p = data + pos;
        const bool sectionStart = rem >= 4 ? load32<false>(p) == kShb : !ngInSection;
        if (sectionStart) {
            // Section header: its byte-order magic decides how to read its own length.
            if (rem < 12) {
                if (atEof)
                    fail(msg("truncated section header block (%llu bytes)", rem), offset);
                break;
            }
            const uint32_t bom = load32<false>(p + 8);
            if (bom != kByteOrderMagic && bom != __builtin_bswap32(kByteOrderMagic)) {
                fail(msg("bad byte-order magic 0x%08llx in section header block", load32<kHostBigEndian>(p + 8)),
                     offset);
                break;
            }
            const bool swap = bom != kByteOrderMagic;
            const uint32_t blockLen = load32(p + 4, swap);
            if (blockLen < 28 || (blockLen & 3) != 0 || blockLen > kMaxRecordBytes) {
                fail(msg("section header block total length %llu is invalid", blockLen), offset);
                break;
            }
            if (blockLen > rem) {
                if (atEof)
                    fail(msg("truncated section header block: total length %llu but only %llu bytes remain", blockLen,
                             rem),
                         offset);
                break;
            }
            const uint32_t trailer = load32(p + blockLen - 4, swap);
            if (trailer != blockLen) {
                fail(msg("section header block trailing length %llu disagrees with leading length %llu", trailer,
                         blockLen),
                     offset);
                break;
            }
            if (!sectionHeader(p, blockLen, swap, offset))
                break;
            pos += blockLen;
            continue;
        }
        if (!ngInSection) {
            fail("file does not start with a section header block", offset);
            break;
        }
        const size_t budget = maxPackets - (out.size() - startCount);
        const size_t used = ngSwapped ? parsePcapngBlocks<true>(p, rem, offset, atEof, out, budget)
                                      : parsePcapngBlocks<false>(p, rem, offset, atEof, out, budget);
        pos += used;
        // Continue only when the walk stopped at the next section header.
        if (len - pos < 4 || load32<false>(data + pos) != kShb)
            break;
    }
    return pos;
}

} // namespace jitterscope
