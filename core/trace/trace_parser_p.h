// Private to the trace reader (trace_parser.cpp, trace_parser_pcapng.cpp, trace_feeder.cpp): the
// parser state and TraceFeeder. Never included outside core/trace: the read-ahead is public as
// TraceFile::readAhead().
#pragma once

#include "core/base/bytes.h"
#include "core/base/saturating.h"
#include "core/trace/trace_parser.h"

#include <cstring>

namespace jitterscope {

/// Largest block / record we accept (captured length or pcapng block total length). Anything
/// bigger is a lie in the file: the streaming reader would otherwise grow its buffer without bound.
constexpr uint32_t kMaxRecordBytes = 256u * 1024u * 1024u;

/// Timestamp conversion precomputed per interface: raw units → ns since the epoch.
struct TsConverter {
    enum class Kind : uint8_t { Multiply, Divide, Pow2, Zero };
    Kind kind = Kind::Multiply;
    uint8_t shift = 0; ///< Pow2: units are 2^-shift s
    uint64_t factor = 1000; ///< Multiply: ns per unit; Divide: units per ns
    int64_t offsetNs = 0; ///< if_tsoffset in ns

    /// Sets up for an if_tsresol byte (high bit: power of 2, else power of 10).
    void setResolution(uint8_t tsresol);
    /// units in ns since the epoch; a result outside int64 is clamped and sets *clamped.
    [[nodiscard]] int64_t toNs(uint64_t units, bool *clamped) const
    {
        unsigned __int128 ns;
        switch (kind) {
        case Kind::Multiply: ns = static_cast<unsigned __int128>(units) * factor; break;
        case Kind::Divide: ns = units / factor; break;
        case Kind::Pow2: ns = (static_cast<unsigned __int128>(units) * 1000000000u) >> shift; break;
        default: ns = 0; break;
        }
        constexpr auto kMax = static_cast<unsigned __int128>(INT64_MAX);
        if (ns > kMax) {
            *clamped = true;
            ns = kMax;
        }
        int64_t out;
        if (!checkedAdd(static_cast<int64_t>(ns), offsetNs, &out)) {
            *clamped = true;
            out = satAdd(static_cast<int64_t>(ns), offsetNs);
        }
        return out;
    }
};

/// Human form of an if_tsresol byte: "1 µs", "1 ns", "2^-20 s", "10^-4 s".
std::string tsResolutionText(uint8_t tsresol);

struct TraceParser::Impl {
    // Results.
    TraceFormat format = TraceFormat::Unknown;
    bool failed = false;
    TraceError error;
    std::vector<InterfaceInfo> interfaces; ///< the first kMaxTraceInterfaces
    uint64_t interfacesNotKept = 0; ///< interfaces past those (their ids continue the numbering)
    uint64_t packetsOnInterfacesNotKept = 0;
    /// A packet on interface globalId, counted on its description or with those not kept.
    void countPacket(uint32_t globalId)
    {
        if (globalId < interfaces.size())
            ++interfaces[globalId].packets;
        else
            ++packetsOnInterfacesNotKept;
    }
    std::vector<TraceComment> comments; ///< the first kMaxTraceComments
    uint64_t commentsNotKept = 0; ///< comments past those (counted only)
    /// Keeps a comment while fewer than kMaxTraceComments are kept; counts it otherwise.
    void addComment(TraceComment::Scope scope, uint64_t offset, int64_t packetIndex, uint32_t index, std::string text)
    {
        if (comments.size() < kMaxTraceComments)
            comments.push_back({ scope, offset, packetIndex, index, std::move(text) });
        else
            ++commentsNotKept;
    }
    std::vector<SectionInfo> sectionList;
    uint64_t packets = 0;
    uint64_t customBlocks = 0;
    uint64_t unknownBlocks = 0;
    TraceNotes notes;
    CustomBlockHandler customHandler;

    // pcap state.
    bool pcapHeaderDone = false;
    bool pcapSwapped = false;
    bool pcapNanos = false;
    bool pcapModifiedMagic = false; ///< a1b2cd34: one of Kuznetzov's patched formats
    /// The record header layout is still to be chosen from the first records (pcapVariant()).
    bool pcapVariantPending = false;
    /// Version 2.0–2.2 and 543.0 (DG/UX) files store orig_len before incl_len; 2.3 files either
    /// way (read as swapped when incl_len > orig_len), as libpcap and Wireshark read them.
    enum class LengthOrder : uint8_t { Normal, Swapped, MaybeSwapped };
    LengthOrder pcapLengthOrder = LengthOrder::Normal;
    uint32_t pcapRecordHeaderLen = 16; ///< 16, or 20 (Nokia), 24 (ss990417, ss991029), 28 (ss990915)

    // pcapng per-section state.
    struct SectionIface {
        uint32_t globalId = 0;
        uint32_t linkType = 0;
        uint32_t snapLen = 0;
        TsConverter ts;
        bool tsOffsetClamped = false; ///< if_tsoffset × 10^9 did not fit in int64 ns
    };
    bool ngSwapped = false;
    bool ngInSection = false;
    std::vector<SectionIface> sectionIfaces; ///< interfaces of the current section, by local id
    int64_t lastTsNs = 0; ///< last packet's timestamp (any section); an SPB has none and reuses it

    void fail(std::string message, uint64_t offset)
    {
        failed = true;
        error.message = std::move(message);
        error.offset = offset;
        error.packetsBefore = packets;
    }

    size_t parse(const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof, std::vector<RawPacket> &out,
                 size_t maxPackets);
    size_t parsePcap(const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof, std::vector<RawPacket> &out,
                     size_t maxPackets);
    /// Parses the pcap file header at data (24 bytes; Ixia's 28: the caller checked they are
    /// there); false (failed) for a header libpcap and Wireshark both refuse.
    bool pcapFileHeader(const uint8_t *data, uint64_t baseOffset);
    /// Chooses the record header layout of a pcap file whose magic does not say it, from the
    /// records at data[0, len) (the bytes after the file header), as Wireshark does: false while
    /// more bytes are needed to decide (never at the end of the data). trace_parser_pcap_variant.cpp.
    bool pcapVariant(const uint8_t *data, size_t len, bool atEof);
    size_t parsePcapng(const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof, std::vector<RawPacket> &out,
                       size_t maxPackets);
    template<bool Swap>
    size_t parsePcapngBlocks(const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof,
                             std::vector<RawPacket> &out, size_t maxPackets);
    /// Handles the SHB at data (whole block present, length already validated); false on error.
    bool sectionHeader(const uint8_t *block, uint32_t blockLen, bool swap, uint64_t offset);
    template<bool Swap> bool interfaceBlock(const uint8_t *block, uint32_t blockLen, uint64_t offset);
    template<bool Swap> bool statisticsBlock(const uint8_t *block, uint32_t blockLen, uint64_t offset);
    /// Walks the options of a packet block (EPB/PB); fills comments and the delivery time.
    template<bool Swap> bool packetOptions(const uint8_t *opt, size_t optLen, uint64_t offset, RawPacket &pkt);
};

/// What TraceFile does, on a parser state the caller owns (trace_feeder.cpp): opens a path and
/// feeds the parser from it batch by batch. Regular files are read in segments, which another
/// thread may read ahead of the parser with readAhead() (the only call that may come from
/// another thread; it must return before the feeder is destroyed).
class TraceFeeder {
public:
    explicit TraceFeeder(TraceParser::Impl &parser);
    ~TraceFeeder();
    TraceFeeder(const TraceFeeder &) = delete;
    TraceFeeder &operator=(const TraceFeeder &) = delete;
    [[nodiscard]] bool open(const std::string &path, std::string *errorMessage);
    /// As TraceFile::nextBatch.
    bool nextBatch(std::vector<RawPacket> &out, size_t maxPackets);
    /// Reads the next segment ahead if there is room in the ring; false when there was nothing
    /// to do (a stream, the end of the file, or the ring full).
    bool readAhead();
    [[nodiscard]] uint64_t size() const;
    [[nodiscard]] uint64_t position() const;

private:
    struct State;
    std::unique_ptr<State> d;
};

} // namespace jitterscope
