// pcap / pcapng reader. Owned by core; libpcap 1.10 cannot read pcapng with mixed link types,
// options or custom blocks, so we parse the formats ourselves.
//
// TraceParser is a push parser: it is handed bytes (segments of a file, or chunks of a pipe) and
// decodes as many complete records as it can, without allocating per packet and without ever
// reading outside [data, data+len). TraceFile wraps it for a path (pread of 256 KiB segments into
// a small ring for regular files, read() for pipes/FIFOs/stdin "-"; see trace_feeder.cpp). Neither
// is a QObject; they are used on the analysis thread.
#pragma once

#include "core/trace/trace_types.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace jitterscope {

/// Receives the body of a pcapng custom block: its Private Enterprise Number and the bytes after
/// it (padding included), valid only during the call. Called on the parsing thread.
using CustomBlockHandler = std::function<void(uint32_t pen, const uint8_t *data, size_t len)>;

class TraceParser {
public:
    TraceParser();
    ~TraceParser();
    TraceParser(const TraceParser &) = delete;
    TraceParser &operator=(const TraceParser &) = delete;

    /// Decodes complete records from data[0, len), whose first byte is at file offset
    /// `baseOffset`, appending at most `maxPackets` packets to `out` (not cleared). Returns the
    /// number of bytes consumed (always a record boundary). With `atEof` true, a trailing partial
    /// record is a truncation error; otherwise it is left for the next call. After an error,
    /// failed() is true and further calls consume nothing.
    [[nodiscard]] size_t parse(const uint8_t *data, size_t len, uint64_t baseOffset, bool atEof,
                               std::vector<RawPacket> &out, size_t maxPackets);

    /// Hands every custom block to `handler` as it is parsed (they are skipped otherwise).
    void setCustomBlockHandler(CustomBlockHandler handler);

    [[nodiscard]] bool failed() const;
    [[nodiscard]] const TraceError &error() const;
    [[nodiscard]] TraceFormat format() const;
    /// The first kMaxTraceInterfaces interfaces, by global id.
    [[nodiscard]] const std::vector<InterfaceInfo> &interfaces() const;
    /// Interfaces defined past those (ids interfaces().size() on), and the packets they carried.
    [[nodiscard]] uint64_t interfacesNotKept() const;
    [[nodiscard]] uint64_t packetsOnInterfacesNotKept() const;
    /// The first kMaxTraceComments comments (file, interface, packet), in file order.
    [[nodiscard]] const std::vector<TraceComment> &comments() const;
    /// Comments read past those: counted, their text not kept.
    [[nodiscard]] uint64_t commentsNotKept() const;
    [[nodiscard]] uint64_t packetsRead() const;
    [[nodiscard]] uint32_t sections() const;
    /// One entry per section (pcapng SHB); a pcap file has one with only bigEndian/version set.
    [[nodiscard]] const std::vector<SectionInfo> &sectionInfos() const;
    /// Custom blocks / options seen (and skipped or kept) — counts for the summary. Every custom
    /// block (0xBAD, 0x40000BAD) and custom option (codes 2988/2989/19372/19373, including
    /// Jitterscope's delivery-time option, so one per packet carrying it).
    [[nodiscard]] uint64_t customBlocks() const;
    /// Blocks of a type the reader does not know (NRB, DSB and systemd journal blocks are known
    /// and skipped without being counted).
    [[nodiscard]] uint64_t unknownBlocks() const;
    /// What was read in a stated way (records without a time, out-of-range fractions, …) so far.
    [[nodiscard]] const TraceNotes &notes() const;

    struct Impl; // defined in trace_parser_p.h

private:
    friend class TraceFile; // reports read() errors through the parser's error
    std::unique_ptr<Impl> d;
};

} // namespace jitterscope
