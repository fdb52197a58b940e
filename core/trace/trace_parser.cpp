// TraceParser: format detection, the classic pcap record walk, and the shared value-type helpers.
// The pcapng block walk lives in trace_parser_pcapng.cpp, TraceFeeder in trace_feeder.cpp, TraceFile in
// trace_file.cpp.
#include "core/trace/trace_parser_p.h"

#include <cstdio>
#include <cstring>
#include <utility>

namespace jitterscope {

namespace {

constexpr uint32_t kPcapMagicUs = 0xa1b2c3d4u;
constexpr uint32_t kPcapMagicNs = 0xa1b23c4du;
constexpr uint32_t kPcapMagicKuznetzov = 0xa1b2cd34u; ///< µs, 24-byte record headers
constexpr uint32_t kPcapngShbType = 0x0A0D0D0Au;
/// Ixia "lcap" hardware (ns) and software (µs) captures: pcap with 4 more header bytes (the size
/// of the records), which Wireshark reads (libpcap does not).
constexpr uint32_t kPcapMagicIxiaHw = 0x1c0001acu;
constexpr uint32_t kPcapMagicIxiaSw = 0x1c0001abu;
constexpr size_t kPcapFileHeaderLen = 24;

bool isPcapMagic(uint32_t m)
{
    return m == kPcapMagicUs || m == kPcapMagicNs || m == kPcapMagicKuznetzov || m == kPcapMagicIxiaHw ||
           m == kPcapMagicIxiaSw;
}

std::string format(const char *fmt, unsigned long long a, unsigned long long b = 0, unsigned long long c = 0)
{
    char buf[256];
    std::snprintf(buf, sizeof buf, fmt, a, b, c);
    return buf;
}

template<bool Swap>
size_t pcapRecords(TraceParser::Impl &d, const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof,
                   std::vector<RawPacket> &out, size_t maxPackets)
{
    using Order = TraceParser::Impl::LengthOrder;
    const size_t hdrLen = d.pcapRecordHeaderLen;
    const uint32_t fracLimit = d.pcapNanos ? 1000000000u : 1000000u;
    const int64_t fracToNs = d.pcapNanos ? 1 : 1000;
    const uint32_t linkType = d.interfaces[0].linkType;
    size_t pos = 0;
    size_t produced = 0;
    while (produced < maxPackets && pos < len) {
        const size_t rem = len - pos;
        const uint64_t offset = baseOffset + pos;
        if (rem < hdrLen) {
            if (atEof)
                d.fail(format("truncated packet record header (%llu of %llu bytes)", rem, hdrLen), offset);
            break;
        }
        const uint8_t *p = data + pos;
        uint32_t capLen = load32<Swap>(p + 8);
        uint32_t wireLen = load32<Swap>(p + 12);
        if (d.pcapLengthOrder == Order::Swapped || (d.pcapLengthOrder == Order::MaybeSwapped && capLen > wireLen))
            std::swap(capLen, wireLen);
        // tcpdump tolerates incl_len > snaplen (and > orig_len); only a length no sane capture
        // can have is an error.
        if (capLen > kMaxRecordBytes) {
            d.fail(format("packet record captured length %llu exceeds the 256 MiB limit", capLen), offset);
            break;
        }
        if (rem - hdrLen < capLen) {
            if (atEof)
                d.fail(format("truncated packet record: captured length %llu but only %llu bytes remain", capLen,
                              rem - hdrLen),
                       offset);
            break;
        }
        const uint32_t frac = load32<Swap>(p + 4);
        if (frac >= fracLimit)
            d.notes.fractionOutOfRange.add(offset);
        RawPacket &pkt = out.emplace_back();
        // Unsigned seconds (as Wireshark) below 2^32 and a fraction below 2^32 units: at most
        // 4.3e18 ns, no overflow.
        pkt.tsNs = static_cast<int64_t>(load32<Swap>(p)) * 1000000000 + frac * fracToNs;
        pkt.data = p + hdrLen;
        pkt.capLen = capLen;
        pkt.wireLen = wireLen;
        pkt.interfaceId = 0;
        pkt.linkType = linkType;
        pkt.fileOffset = offset;
        pos += hdrLen + capLen;
        ++produced;
        ++d.packets;
    }
    d.interfaces[0].packets += produced;
    return pos;
}

} // namespace

void TsConverter::setResolution(uint8_t tsresol)
{
    if (tsresol & 0x80) {
        const unsigned k = tsresol & 0x7f;
        // units * 1e9 fits in 128 bits for any 64-bit units; a shift >= 128 leaves 0 ns.
        kind = k < 128 ? Kind::Pow2 : Kind::Zero;
        shift = static_cast<uint8_t>(k);
        return;
    }
    const unsigned k = tsresol;
    uint64_t p10 = 1;
    if (k <= 9) {
        for (unsigned i = k; i < 9; ++i)
            p10 *= 10;
        kind = Kind::Multiply;
        factor = p10;
    } else if (k - 9 <= 19) { // 10^19 is the largest power of 10 in a uint64
        for (unsigned i = 9; i < k; ++i)
            p10 *= 10;
        kind = Kind::Divide;
        factor = p10;
    } else {
        kind = Kind::Zero;
    }
}

std::string tsResolutionText(uint8_t tsresol)
{
    if (tsresol & 0x80)
        return "2^-" + std::to_string(tsresol & 0x7f) + " s";
    switch (tsresol) {
    case 0: return "1 s";
    case 3: return "1 ms";
    case 6: return "1 µs";
    case 9: return "1 ns";
    case 12: return "1 ps";
    default: return "10^-" + std::to_string(tsresol) + " s";
    }
}

namespace {
/// What a file that is not a trace seems to be, by its first bytes (": …", or "" when unknown):
/// compression the reader does not undo (or not on a pipe: it recognises gzip, zstd and LZ4 in
/// a regular file only), and capture formats Wireshark reads that this reader does not. Only the
/// first 4 bytes are looked at (what the caller has seen whatever the chunking: the message must
/// not depend on how the file was read).
std::string formatHint(const uint8_t *data, uint64_t len)
{
    const auto starts = [&](const char *magic, size_t n) { return len >= n && std::memcmp(data, magic, n) == 0; };
    // A compressed file given by its path is decompressed as it is read; on a pipe (or compressed
    // twice) it is not.
    static const char kPipeFixGz[] = "decompress it (gzip -dc): only a file given by its path is read compressed";
    static const char kPipeFixZst[] = "decompress it (zstd -dc): only a file given by its path is read compressed";
    static const char kPipeFixLz4[] = "decompress it (lz4 -dc): only a file given by its path is read compressed";
    const char *what = nullptr, *fix = nullptr;
    if (starts("\x1f\x8b", 2))
        what = "gzip-compressed data", fix = kPipeFixGz;
    else if (starts("\x28\xb5\x2f\xfd", 4))
        what = "zstd-compressed data", fix = kPipeFixZst;
    else if (starts("\x04\x22\x4d\x18", 4))
        what = "LZ4-compressed data", fix = kPipeFixLz4;
    else if (starts("\x02\x21\x4c\x18", 4))
        what = "LZ4 legacy-format data", fix = "decompress it first (lz4 -d)";
    else if (starts("\xfd"
                    "7zX",
                    4))
        what = "xz-compressed data", fix = "decompress it first (xz -d)";
    else if (starts("BZh", 3))
        what = "bzip2-compressed data", fix = "decompress it first (bzip2 -d)";
    else if (starts("PK\x03\x04", 4))
        what = "a zip archive", fix = "extract the trace from it first (unzip)";
    else if (starts("snoo", 4))
        what = "a Solaris snoop capture", fix = "convert it first (editcap -F pcapng FILE OUT.pcapng)";
    else if (starts("GMBU", 4) || starts("RTSS", 4))
        what = "a Microsoft Network Monitor capture", fix = "convert it first (editcap -F pcapng FILE OUT.pcapng)";
    if (!what)
        return {};
    return std::string(": this looks like ") + what + "; " + fix;
}
} // namespace

size_t TraceParser::Impl::parse(const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof,
                                std::vector<RawPacket> &out, size_t maxPackets)
{
    if (failed)
        return 0;
    if (format == TraceFormat::Unknown) {
        if (len < 4) {
            if (atEof) {
                if (len == 0 && baseOffset == 0)
                    fail("empty file", 0);
                else
                    fail(jitterscope::format("file too short (%llu bytes) for a pcap or pcapng header", len),
                         baseOffset);
            }
            return 0;
        }
        const uint32_t magic = load32<false>(data);
        const uint32_t swapped = __builtin_bswap32(magic);
        if (magic == kPcapngShbType) {
            format = TraceFormat::PcapNg;
        } else if (isPcapMagic(magic) || isPcapMagic(swapped)) {
            format = TraceFormat::Pcap;
        } else {
            fail(jitterscope::format("not a pcap or pcapng file (magic 0x%08llx)", load32<kHostBigEndian>(data)) +
                     formatHint(data, len),
                 baseOffset);
            return 0;
        }
    }
    if (format == TraceFormat::PcapNg)
        return parsePcapng(data, len, baseOffset, atEof, out, maxPackets);
    return parsePcap(data, len, baseOffset, atEof, out, maxPackets);
}

bool TraceParser::Impl::pcapFileHeader(const uint8_t *data, uint64_t baseOffset)
{
    uint32_t magic = load32<false>(data);
    pcapSwapped = !isPcapMagic(magic);
    if (pcapSwapped)
        magic = __builtin_bswap32(magic);
    pcapNanos = magic == kPcapMagicNs || magic == kPcapMagicIxiaHw;
    pcapModifiedMagic = magic == kPcapMagicKuznetzov;
    const uint16_t major = load16(data + 4, pcapSwapped);
    const uint16_t minor = load16(data + 6, pcapSwapped);
    // libpcap reads 2.0–2.4 and 543.0, Wireshark every major version from 2 on: refused is only
    // what both refuse.
    if (major < 2) {
        fail(jitterscope::format("unsupported pcap file version %llu.%llu (libpcap and Wireshark read 2.x)", major,
                                 minor),
             baseOffset + 4);
        return false;
    }
    const uint32_t linkField = load32(data + 20, pcapSwapped);
    // The link-type field's upper 16 bits (pcap spec, "LinkType and additional information"):
    // FCS length (bits 28–31), a reserved bit 27, FCS-length-present (bit 26) and ten reserved
    // bits 16–25 that libpcap and Wireshark require to be 0.
    if ((linkField & 0x03FF0000u) != 0) {
        fail(jitterscope::format("pcap link-type field 0x%08llx has reserved bits 0x%08llx set", linkField,
                                 linkField & 0x03FF0000u),
             baseOffset + 20);
        return false;
    }
    if ((linkField & 0xFFFF0000u) != 0)
        notes.linkTypeUpperBits.add(baseOffset + 20);
    if (major == 543 || (major == 2 && minor < 3))
        pcapLengthOrder = LengthOrder::Swapped;
    else if (major == 2 && minor == 3)
        pcapLengthOrder = LengthOrder::MaybeSwapped;
    // Wireshark guesses the record layout of standard-magic files from version 2.4 on (patched
    // libpcaps wrote 2.4) and of every modified-magic file; the others have 16-byte records.
    pcapVariantPending = (magic == kPcapMagicUs && pcapLengthOrder == LengthOrder::Normal) || pcapModifiedMagic;
    pcapRecordHeaderLen = pcapModifiedMagic ? 24 : 16;
    InterfaceInfo iface;
    iface.snapLen = load32(data + 16, pcapSwapped);
    iface.linkType = linkField & 0xffffu;
    iface.tsResolution = pcapNanos ? "1 ns" : "1 µs";
    interfaces.push_back(std::move(iface));
    SectionInfo section;
    section.bigEndian = pcapSwapped != kHostBigEndian;
    section.versionMajor = major;
    section.versionMinor = minor;
    sectionList.push_back(std::move(section));
    return true;
}

size_t TraceParser::Impl::parsePcap(const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof,
                                    std::vector<RawPacket> &out, size_t maxPackets)
{
    size_t pos = 0;
    if (!pcapHeaderDone) {
        const size_t headerLen =
            len >= 4 && (load32<false>(data) == kPcapMagicIxiaHw || load32<false>(data) == kPcapMagicIxiaSw ||
                         load32<true>(data) == kPcapMagicIxiaHw || load32<true>(data) == kPcapMagicIxiaSw)
                ? kPcapFileHeaderLen + 4
                : kPcapFileHeaderLen;
        if (len < headerLen) {
            if (atEof)
                fail(jitterscope::format("truncated pcap file header (%llu of %llu bytes)", len, headerLen),
                     baseOffset);
            return 0;
        }
        if (!pcapFileHeader(data, baseOffset))
            return 0;
        pcapHeaderDone = true;
        pos = headerLen;
    }
    if (pcapVariantPending) {
        if (!pcapVariant(data + pos, len - pos, atEof))
            return pos;
        pcapVariantPending = false;
    }
    if (pcapSwapped)
        return pos + pcapRecords<true>(*this, data + pos, len - pos, baseOffset + pos, atEof, out, maxPackets);
    return pos + pcapRecords<false>(*this, data + pos, len - pos, baseOffset + pos, atEof, out, maxPackets);
}

TraceParser::TraceParser()
    : d(std::make_unique<Impl>())
{
}

TraceParser::~TraceParser() = default;

size_t TraceParser::parse(const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof, std::vector<RawPacket> &out,
                          size_t maxPackets)
{
    return d->parse(data, len, baseOffset, atEof, out, maxPackets);
}

bool TraceParser::failed() const
{
    return d->failed;
}
void TraceParser::setCustomBlockHandler(CustomBlockHandler handler)
{
    d->customHandler = std::move(handler);
}
const TraceError &TraceParser::error() const
{
    return d->error;
}
TraceFormat TraceParser::format() const
{
    return d->format;
}
const std::vector<InterfaceInfo> &TraceParser::interfaces() const
{
    return d->interfaces;
}
const std::vector<TraceComment> &TraceParser::comments() const
{
    return d->comments;
}

uint64_t TraceParser::commentsNotKept() const
{
    return d->commentsNotKept;
}
uint64_t TraceParser::interfacesNotKept() const
{
    return d->interfacesNotKept;
}
uint64_t TraceParser::packetsOnInterfacesNotKept() const
{
    return d->packetsOnInterfacesNotKept;
}

uint64_t TraceParser::packetsRead() const
{
    return d->packets;
}
uint32_t TraceParser::sections() const
{
    return static_cast<uint32_t>(d->sectionList.size());
}
const std::vector<SectionInfo> &TraceParser::sectionInfos() const
{
    return d->sectionList;
}
uint64_t TraceParser::customBlocks() const
{
    return d->customBlocks;
}
uint64_t TraceParser::unknownBlocks() const
{
    return d->unknownBlocks;
}
const TraceNotes &TraceParser::notes() const
{
    return d->notes;
}

bool InterfaceInfo::operator==(const InterfaceInfo &o) const
{
    return section == o.section && linkType == o.linkType && snapLen == o.snapLen && name == o.name &&
           description == o.description && filter == o.filter && os == o.os && hardware == o.hardware &&
           tsResolution == o.tsResolution && tsOffsetSec == o.tsOffsetSec && packets == o.packets &&
           isbIfRecv == o.isbIfRecv && isbIfDrop == o.isbIfDrop && isbOsDrop == o.isbOsDrop &&
           isbUsrDeliv == o.isbUsrDeliv;
}

bool TraceComment::operator==(const TraceComment &o) const
{
    return scope == o.scope && fileOffset == o.fileOffset && packetIndex == o.packetIndex && index == o.index &&
           text == o.text;
}

bool TraceError::operator==(const TraceError &o) const
{
    return message == o.message && offset == o.offset && packetsBefore == o.packetsBefore;
}

bool SectionInfo::operator==(const SectionInfo &o) const
{
    return bigEndian == o.bigEndian && versionMajor == o.versionMajor && versionMinor == o.versionMinor &&
           hardware == o.hardware && os == o.os && userAppl == o.userAppl && fileOffset == o.fileOffset;
}

} // namespace jitterscope
