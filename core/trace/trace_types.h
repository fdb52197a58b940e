// Value types produced by the trace reader (pcap / pcapng) and consumed by the analysis.
// Timestamps are integer nanoseconds since the Unix epoch; never floating-point seconds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace jitterscope {

/// Sentinel for "no value" in int64 nanosecond fields.
constexpr int64_t kNoTimeNs = INT64_MIN;

enum class TraceFormat : uint8_t { Unknown, Pcap, PcapNg };

/// Jitterscope's pcapng custom EPB option carrying the userspace delivery time of a packet.
///
/// Option code 2989 is the pcapng "custom option, binary, may be copied" code. Its value is:
///   u32 PEN                 — kJitterscopePen, in the byte order of the section (as the pcapng
///                             spec requires for every custom option);
///   u16 subtype             — kJitterscopeOptDelivery (1), little-endian;
///   u16 reserved            — 0, little-endian;
///   i64 delivery time       — ns since the epoch (CLOCK_REALTIME), little-endian.
/// Total value length 16 bytes (so no padding). The payload after the PEN is little-endian in
/// every section so that tools which re-encode a section's byte order, copying custom option
/// bytes verbatim (as the spec allows), keep it intact. Readers ignore other subtypes.
///
/// kJitterscopePen = 32473 is the IANA PEN reserved for documentation and examples (RFC 5612):
/// it can never collide with a registered vendor's options, but it is not ours; replace it if the
/// project ever registers its own PEN (readers should then accept both).
constexpr uint16_t kPcapngOptCustomBinaryCopy = 2989;
constexpr uint32_t kJitterscopePen = 32473;
constexpr uint16_t kJitterscopeOptDelivery = 1;
constexpr uint16_t kJitterscopeOptDeliveryLen = 16; ///< option value bytes, PEN included

/// Section header block (pcapng SHB) metadata; one per section. pcap files have one, empty.
struct SectionInfo {
    bool bigEndian = false; ///< section written in big-endian byte order
    uint16_t versionMajor = 0;
    uint16_t versionMinor = 0;
    std::string hardware; ///< shb_hardware
    std::string os; ///< shb_os
    std::string userAppl; ///< shb_userappl
    uint64_t fileOffset = 0; ///< byte offset of the SHB (pcap: 0)
    bool operator==(const SectionInfo &o) const;
};

/// One capture interface (a pcap file has exactly one; pcapng has one per IDB, numbered across sections).
struct InterfaceInfo {
    uint32_t section = 0; ///< pcapng section index (0 for pcap)
    uint32_t linkType = 0; ///< LINKTYPE_* value
    uint32_t snapLen = 0;
    std::string name; ///< if_name, may be empty
    std::string description; ///< if_description
    std::string filter; ///< if_filter (text form), may be empty
    std::string os; ///< if_os
    std::string hardware; ///< if_hardware
    std::string tsResolution; ///< human form: "1 µs", "1 ns", "2^-20 s"
    int64_t tsOffsetSec = 0; ///< if_tsoffset, seconds added to every timestamp
    uint64_t packets = 0; ///< packets seen on this interface so far
    // Interface statistics (ISB); -1 when the file holds none.
    int64_t isbIfRecv = -1;
    int64_t isbIfDrop = -1;
    int64_t isbOsDrop = -1;
    int64_t isbUsrDeliv = -1;
    bool operator==(const InterfaceInfo &o) const;
};

/// A comment found in the file: section (SHB opt_comment), interface (IDB), packet (EPB / PB),
/// or Other (ISB opt_comment, `index` = interface).
/// Comments a trace's reader keeps (the rest are counted): annotated captures carry tens or
/// hundreds; a comment on each of millions of packets cost ~280 bytes each and a list row each.
inline constexpr size_t kMaxTraceComments = 10'000;
/// Interfaces a trace's reader describes (the rest are counted, with their packets): captures
/// define a few, or hundreds on a router; a hostile pcapng defines one every 20 bytes, and each
/// description cost ~800 bytes and a report entry (1 M of them, a 29 MB file: 824 MB).
inline constexpr size_t kMaxTraceInterfaces = 10'000;

struct TraceComment {
    enum class Scope : uint8_t { Section, Interface, Packet, Other };
    Scope scope = Scope::Other;
    uint64_t fileOffset = 0; ///< byte offset of the block holding the comment
    int64_t packetIndex = -1; ///< 0-based index of the packet (file order) for Scope::Packet
    uint32_t index = 0; ///< section or interface number for the other scopes
    std::string text;
    bool operator==(const TraceComment &o) const;
};

/// Where and why reading stopped early.
struct TraceError {
    std::string message; ///< plain English, names what was wrong (log text, not translated)
    uint64_t offset = 0; ///< byte offset of the offending block / record
    uint64_t packetsBefore = 0; ///< packets read successfully before it
    bool operator==(const TraceError &o) const;
};

/// How often the reader met one kind of oddity it read anyway, and where it first did.
struct TraceNoteCount {
    uint64_t count = 0;
    uint64_t firstOffset = 0; ///< byte offset of the first record / block / header concerned; 0 when count is 0
    void add(uint64_t offset)
    {
        if (count++ == 0)
            firstOffset = offset;
    }
    bool operator==(const TraceNoteCount &o) const { return count == o.count && firstOffset == o.firstOffset; }
};

/// What the reader read in a stated way rather than as written (the record itself is kept). Filled
/// by TraceParser as it goes; the report prints one line per kind that occurred.
struct TraceNotes {
    /// Packets without a capture timestamp (pcapng Simple Packet Blocks): RawPacket::hasTime is
    /// false. Wireshark gives them no time; timing figures must leave them out.
    TraceNoteCount packetsWithoutTime;
    /// pcap records whose fraction is ≥ 10^6 (µs files) or ≥ 10^9 (ns files): read as libpcap and
    /// Wireshark do, seconds + fraction, so the time lies in a later second.
    TraceNoteCount fractionOutOfRange;
    /// pcap header link-type field with bits above the low 16 set that libpcap and Wireshark accept
    /// (the FCS-length field and flag, bit 27): the link type is the low 16 bits. At most 1.
    TraceNoteCount linkTypeUpperBits;
    /// Packets whose time in ns (timestamp × resolution + if_tsoffset) does not fit in int64: clamped
    /// to the nearest representable value (about ±292 years around 1970).
    TraceNoteCount timeClamped;
    [[nodiscard]] bool empty() const
    {
        return packetsWithoutTime.count == 0 && fractionOutOfRange.count == 0 && linkTypeUpperBits.count == 0 &&
               timeClamped.count == 0;
    }
    bool operator==(const TraceNotes &o) const
    {
        return packetsWithoutTime == o.packetsWithoutTime && fractionOutOfRange == o.fractionOutOfRange &&
               linkTypeUpperBits == o.linkTypeUpperBits && timeClamped == o.timeClamped;
    }
};

/// One packet as the reader hands it over. `data` points into the reader's buffer and is valid
/// until the next call that reads more.
struct RawPacket {
    /// Capture timestamp, ns since the epoch (if_tsoffset applied). When hasTime is false a
    /// placeholder: the previous timestamped packet's time (0 before the first); not a measurement.
    int64_t tsNs = 0;
    int64_t deliveryNs = kNoTimeNs; ///< userspace delivery time (Jitterscope custom EPB option), if any
    const uint8_t *data = nullptr;
    uint32_t capLen = 0;
    uint32_t wireLen = 0;
    uint32_t interfaceId = 0; ///< global index into the reader's interfaces()
    uint32_t linkType = 0;
    uint64_t fileOffset = 0; ///< byte offset of the record / block
    bool hasTime = true; ///< false for a packet the file gives no timestamp (pcapng SPB)
};

} // namespace jitterscope
