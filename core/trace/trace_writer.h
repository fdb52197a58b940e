// pcapng and classic pcap writers. Used by the session recorder, the trace generator and tests.
//
// Both writers append whole blocks / records to an internal buffer and hand the buffer to the
// output when it passes kFlushThreshold or on flush(), so a reader on the other end of a pipe
// never sees half a block unless it reads while a large write is in progress. Byte order is
// chosen per section (pcapng) or per file (pcap) so tests can produce big-endian files on any
// host. Not thread-safe; not QObjects.
#pragma once

#include "core/trace/trace_types.h"

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace jitterscope {

/// Where a writer's bytes go: a path it opens (and closes), a FILE* or a file descriptor it
/// borrows (never closes).
class TraceOutput {
public:
    TraceOutput();
    ~TraceOutput();
    TraceOutput(const TraceOutput &) = delete;
    TraceOutput &operator=(const TraceOutput &) = delete;

    /// Creates / truncates `path`. False with *error set on failure.
    [[nodiscard]] bool open(const std::string &path, std::string *error);
    void attach(FILE *file);
    void attach(int fd);
    /// Appends bytes to the buffer; writes it out when it passes kFlushThreshold.
    void append(const void *data, size_t len);
    /// Hands buffered bytes to the output (fflush for a FILE*). False after any write error.
    bool flush();
    /// Flushes and closes what open() opened.
    bool close();
    [[nodiscard]] bool ok() const { return m_ok; }
    [[nodiscard]] const std::string &errorText() const { return m_error; }
    /// Bytes appended so far (= file offset of the next block).
    [[nodiscard]] uint64_t bytesWritten() const { return m_total; }

    static constexpr size_t kFlushThreshold = 1u << 20; ///< bytes

private:
    bool writeOut(const uint8_t *data, size_t len);
    std::vector<uint8_t> m_buf;
    FILE *m_file = nullptr;
    int m_fd = -1;
    bool m_ownFd = false;
    bool m_ok = true;
    std::string m_error;
    uint64_t m_total = 0;
};

/// pcapng SHB contents.
struct SectionOptions {
    bool bigEndian = false; ///< write this section big-endian (for tests of byte-swapped input)
    std::vector<std::string> comments; ///< opt_comment, one option each
    std::string hardware; ///< shb_hardware
    std::string os; ///< shb_os
    std::string userAppl; ///< shb_userappl
};

/// pcapng IDB contents.
struct InterfaceOptions {
    uint16_t linkType = 1; ///< LINKTYPE_ETHERNET
    uint32_t snapLen = 262144;
    std::string name; ///< if_name
    std::string description; ///< if_description
    std::string filter; ///< if_filter, written as a libpcap filter string
    std::string os; ///< if_os
    std::string hardware; ///< if_hardware
    std::vector<std::string> comments;
    /// if_tsresol byte: 0..127 = 10^-value s, 0x80|k = 2^-k s. 9 (ns) by default; 6 (µs) is the
    /// pcapng default and is then not written as an option.
    uint8_t tsResol = 9;
    int64_t tsOffsetSec = 0; ///< if_tsoffset; written when non-zero and subtracted from timestamps
};

/// pcapng ISB contents; negative counters and kNoTimeNs times are not written.
struct InterfaceStatistics {
    int64_t tsNs = 0; ///< block timestamp
    int64_t startNs = kNoTimeNs; ///< isb_starttime
    int64_t endNs = kNoTimeNs; ///< isb_endtime
    int64_t ifRecv = -1;
    int64_t ifDrop = -1;
    int64_t filterAccept = -1;
    int64_t osDrop = -1;
    int64_t usrDeliv = -1;
    std::string comment;
};

class PcapngWriter {
public:
    PcapngWriter();
    ~PcapngWriter();
    /// Open or attach the output here before the first block.
    TraceOutput &output() { return m_out; }

    /// Starts a section (the first call starts the file). Interfaces are numbered from 0 again.
    void writeSectionHeader(const SectionOptions &options = {});
    /// Writes an IDB; returns its id within the current section.
    uint32_t addInterface(const InterfaceOptions &options);
    /// Writes an EPB. tsNs is ns since the epoch; it is converted to the interface's resolution
    /// after subtracting its if_tsoffset: rounded down, except that at 2^-k resolutions finer
    /// than 1 ns it is rounded up so that a reader rounding down gets tsNs back exactly. An empty comment writes no
    /// option; deliveryNs != kNoTimeNs adds the Jitterscope delivery-time custom option. False when interfaceId is not
    /// defined in this section.
    bool writePacket(uint32_t interfaceId, int64_t tsNs, const uint8_t *data, uint32_t capLen, uint32_t wireLen,
                     std::string_view comment = {}, int64_t deliveryNs = kNoTimeNs);
    /// Writes a simple packet block (interface 0, no timestamp; capLen bytes of a wireLen packet).
    void writeSimplePacket(const uint8_t *data, uint32_t capLen, uint32_t wireLen);
    /// Writes an obsolete packet block (type 2), as very old Wireshark versions did.
    bool writeObsoletePacket(uint32_t interfaceId, int64_t tsNs, const uint8_t *data, uint32_t capLen, uint32_t wireLen,
                             std::string_view comment = {});
    bool writeInterfaceStatistics(uint32_t interfaceId, const InterfaceStatistics &stats);
    /// Custom block 0x00000BAD (copyable) or 0x40000BAD with the given PEN and payload.
    void writeCustomBlock(uint32_t pen, const uint8_t *data, size_t len, bool copyable);
    /// Any block: type, then body (padded to 4 bytes here), framed with both lengths.
    void writeRawBlock(uint32_t type, const uint8_t *body, size_t len);
    /// Hands buffered blocks to the output (a live reader then sees them).
    bool flush() { return m_out.flush(); }

private:
    struct Iface {
        uint8_t tsResol = 9;
        int64_t tsOffsetSec = 0;
        uint32_t snapLen = 0;
    };
    uint64_t toUnits(const Iface &iface, int64_t tsNs) const;
    void put16(std::vector<uint8_t> &b, uint16_t v) const;
    void put32(std::vector<uint8_t> &b, uint32_t v) const;
    void put64(std::vector<uint8_t> &b, uint64_t v) const;
    void putOption(std::vector<uint8_t> &b, uint16_t code, const void *value, size_t len) const;
    void putStringOption(std::vector<uint8_t> &b, uint16_t code, const std::string &s) const;
    /// Frames m_block (the body, built by the caller) as a block of `type` and appends it.
    void emitBlock(uint32_t type);

    TraceOutput m_out;
    bool m_swap = false; ///< current section is not in host byte order
    std::vector<Iface> m_ifaces;
    std::vector<uint8_t> m_block; ///< scratch, reused: no allocation per packet once warm
};

/// Classic pcap (one link type, µs or ns).
class PcapWriter {
public:
    /// Open or attach the output here before writeHeader().
    TraceOutput &output() { return m_out; }
    /// File header: magic a1b2c3d4 (µs) or a1b23c4d (ns), version 2.4, in the chosen byte order.
    void writeHeader(uint32_t linkType, uint32_t snapLen, bool nanosecond, bool bigEndian = false);
    /// One record; tsNs (>= 0) is rounded down to µs in a microsecond file.
    void writePacket(int64_t tsNs, const uint8_t *data, uint32_t capLen, uint32_t wireLen);
    /// Hands buffered records to the output.
    bool flush() { return m_out.flush(); }

private:
    TraceOutput m_out;
    bool m_swap = false;
    bool m_nanos = false;
};

} // namespace jitterscope
