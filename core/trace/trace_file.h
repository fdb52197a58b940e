// TraceFile: a TraceParser fed from a file, a pipe or stdin — what the CLI, the GUI's loader, the
// live client and the tests open traces with (the parser is in trace_parser.h, the reading
// machinery with its read-ahead ring in trace_feeder.cpp). A gzip-compressed regular file
// (.pcap.gz, .pcapng.gz) is decompressed as it is read (trace_file.cpp).
#pragma once

#include "core/trace/trace_parser.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace jitterscope {

class TraceFile {
public:
    TraceFile();
    ~TraceFile();
    /// Opens a path ("-" for stdin); a regular file starting with the gzip magic is read
    /// decompressed. On failure returns false and sets *errorMessage.
    [[nodiscard]] bool open(const std::string &path, std::string *errorMessage);
    /// Clears `out` and fills it with up to maxPackets packets. Returns false when there is no
    /// more data (end of file or error: check parser().failed()). Packets' data pointers stay
    /// valid until the next call. On a pipe it blocks until at least one packet (or the end)
    /// arrives, and returns what has arrived so far rather than waiting for a full batch.
    bool nextBatch(std::vector<RawPacket> &out, size_t maxPackets);
    /// Total size in bytes for regular files, 0 when unknown (pipe). Compressed bytes for a gzip
    /// file, as position(): the pair measures progress; offsets in parser().error() are uncompressed.
    [[nodiscard]] uint64_t size() const;
    /// Bytes consumed so far.
    [[nodiscard]] uint64_t position() const;
    [[nodiscard]] const TraceParser &parser() const;
    void setCustomBlockHandler(CustomBlockHandler handler);
    /// Reads the next file segment ahead into the read-ahead ring if there is room; false when there
    /// was nothing to do (a stream, the end of the file, or the ring full). Safe to call from one
    /// other thread while this one calls nextBatch(): the analysis worker does, when it is idle.
    bool readAhead();

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace jitterscope
