// TraceFile: a TraceParser plus what reads for it — the TraceFeeder (trace_feeder.cpp) for plain
// files and streams, or the CompressedFeeder below for a gzip-, zstd- or LZ4-compressed regular
// file (.pcap.gz, .pcapng.gz, .pcapng.zst, .pcapng.lz4: recognised by its magic bytes, whatever
// its name, as Wireshark does).
//
// The CompressedFeeder decompresses the file into a buffer that grows only as far as one block
// needs (like the feeder's stream path) and hands that buffer to the same push parser, so a
// compressed trace gives the same packets, errors and offsets as the uncompressed one; offsets in
// the parser's error are in the uncompressed trace. Concatenated gzip members (`cat a.gz b.gz`)
// and zstd or LZ4 frames are read as one stream, as gzip -d, zstd -d and lz4 -d read them. Decompression runs on
// the thread that calls nextBatch(); there is no read-ahead.
#include "core/trace/trace_file.h"

#include "core/trace/trace_parser_p.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <lz4frame.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

namespace jitterscope {

namespace {
constexpr size_t kInputChunk = 256u << 10; ///< compressed bytes per read()
constexpr size_t kInitialOutput = 1u << 20; ///< uncompressed bytes; grows for bigger blocks
constexpr size_t kMaxOutput = kMaxRecordBytes + (1u << 20); ///< one maximal block plus slack
constexpr size_t kReserveCap = 1u << 16; ///< packets reserved up front in the caller's vector
constexpr size_t kZstdInputPerCall = 16u << 10; ///< compressed bytes given to one zstd or LZ4 call

enum class Codec { None, Gzip, Zstd, Lz4 };

/// The codec of a regular file by its first bytes: gzip (1F 8B), a zstd frame (28 B5 2F FD), an
/// LZ4 frame (04 22 4D 18), or a skippable frame (5? 2A 4D 18, the same in both formats: read as
/// zstd, whose decoder skips it as LZ4's would). None if it cannot be read (the plain
/// feeder then reports why). A FIFO or device is never opened here: a second open of a FIFO
/// would take the writer's data or its end of file.
Codec compressionOf(const std::string &path)
{
    struct stat st = {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return Codec::None;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return Codec::None;
    unsigned char m[4] = { 0, 0, 0, 0 };
    const ssize_t n = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? ::pread(fd, m, 4, 0) : 0;
    ::close(fd);
    if (n >= 2 && m[0] == 0x1f && m[1] == 0x8b)
        return Codec::Gzip;
    if (n == 4 && ((m[0] == 0x28 && m[1] == 0xb5 && m[2] == 0x2f && m[3] == 0xfd) ||
                   ((m[0] & 0xf0) == 0x50 && m[1] == 0x2a && m[2] == 0x4d && m[3] == 0x18)))
        return Codec::Zstd;
    if (n == 4 && m[0] == 0x04 && m[1] == 0x22 && m[2] == 0x4d && m[3] == 0x18)
        return Codec::Lz4;
    return Codec::None;
}

std::string compressedByte(uint64_t offset)
{
    return "compressed byte " + std::to_string(offset);
}
} // namespace

/// Feeds a parser the decompressed bytes of a gzip, zstd or LZ4 file; the nextBatch/size/position
/// contract of TraceFile. size() and position() count compressed bytes (what a progress bar wants).
class CompressedFeeder {
public:
    CompressedFeeder(TraceParser::Impl &parser, Codec codec)
        : m_parser(parser)
        , m_codec(codec)
    {
    }
    ~CompressedFeeder()
    {
        if (m_zInit)
            inflateEnd(&m_z);
        ZSTD_freeDStream(m_zstd);
        if (m_lz4)
            LZ4F_freeDecompressionContext(m_lz4);
        if (m_fd >= 0)
            ::close(m_fd);
    }
    CompressedFeeder(const CompressedFeeder &) = delete;
    CompressedFeeder &operator=(const CompressedFeeder &) = delete;

    [[nodiscard]] bool open(const std::string &path, std::string *errorMessage)
    {
        m_fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        struct stat st = {};
        if (m_fd < 0 || ::fstat(m_fd, &st) != 0) {
            if (errorMessage)
                *errorMessage = path + ": " + std::strerror(errno);
            return false;
        }
        m_fileSize = static_cast<uint64_t>(st.st_size);
        if (m_codec == Codec::Gzip) {
            // 16 + MAX_WBITS: a gzip wrapper (header and CRC-32 trailer), not raw deflate or zlib.
            if (inflateInit2(&m_z, 16 + MAX_WBITS) != Z_OK) {
                if (errorMessage)
                    *errorMessage = path + ": cannot start zlib decompression";
                return false;
            }
            m_zInit = true;
        } else if (m_codec == Codec::Lz4) {
            if (LZ4F_isError(LZ4F_createDecompressionContext(&m_lz4, LZ4F_VERSION))) {
                m_lz4 = nullptr;
                if (errorMessage)
                    *errorMessage = path + ": cannot start LZ4 decompression";
                return false;
            }
        } else {
            // The default window limit (2^27 bytes, what zstd -d allows without --long): a frame
            // that asks for more is refused with zstd's message, not allocated.
            m_zstd = ZSTD_createDStream();
            if (!m_zstd || ZSTD_isError(ZSTD_initDStream(m_zstd))) {
                if (errorMessage)
                    *errorMessage = path + ": cannot start zstd decompression";
                return false;
            }
        }
        m_in = std::make_unique<uint8_t[]>(kInputChunk);
        m_cap = kInitialOutput;
        m_buf = std::make_unique<uint8_t[]>(m_cap);
        ::posix_fadvise(m_fd, 0, 0, POSIX_FADV_SEQUENTIAL);
        return true;
    }

    bool nextBatch(std::vector<RawPacket> &out, size_t maxPackets)
    {
        out.clear();
        if (out.capacity() < std::min(maxPackets, kReserveCap))
            out.reserve(std::min(maxPackets, kReserveCap));
        if (!m_zInit && !m_zstd && !m_lz4)
            return false;
        for (;;) {
            // While the stream is broken the data is not at its end: a record it cut is not
            // reported as truncated, the compression damage is (below).
            const size_t used = m_parser.parse(m_buf.get() + m_start, m_end - m_start, m_consumed,
                                               m_eof && m_broken.empty(), out, maxPackets);
            m_start += used;
            m_consumed += used;
            if (!out.empty())
                return true;
            if (m_parser.failed)
                return false;
            if (!m_broken.empty()) {
                m_parser.fail(m_broken, m_consumed); // where the last complete record ended
                return false;
            }
            if (m_eof)
                return false;
            fill();
        }
    }

    [[nodiscard]] uint64_t size() const { return m_fileSize; }
    [[nodiscard]] uint64_t position() const { return m_compressedRead - (m_inEnd - m_inPos); }

private:
    /// Makes room in the output buffer and decompresses into it until some bytes come out, the
    /// stream ends (m_eof) or breaks (m_broken).
    void fill()
    {
        if (m_start > 0) {
            std::memmove(m_buf.get(), m_buf.get() + m_start, m_end - m_start);
            m_end -= m_start;
            m_start = 0;
        }
        if (m_end == m_cap) {
            const size_t newCap = std::min(kMaxOutput, m_cap * 2);
            if (newCap == m_cap) {
                m_eof = true; // the parser reports the block as truncated (it refuses such blocks anyway)
                return;
            }
            auto bigger = std::make_unique<uint8_t[]>(newCap);
            std::memcpy(bigger.get(), m_buf.get(), m_end);
            m_buf = std::move(bigger);
            m_cap = newCap;
        }
        for (;;) {
            if (m_inPos == m_inEnd && !m_inputEof && !readInput())
                return;
            const size_t produced = m_codec == Codec::Gzip   ? inflateSome()
                                    : m_codec == Codec::Zstd ? zstdSome()
                                                             : lz4Some();
            if (produced > 0 || !m_broken.empty() || m_eof)
                return;
        }
    }

    /// One inflate() call; the bytes it wrote.
    size_t inflateSome()
    {
        if (m_memberEnded) {
            if (m_inPos == m_inEnd) {
                m_eof = true; // the last member ended at the end of the file
                return 0;
            }
            inflateReset(&m_z); // another member follows (a non-gzip tail fails its header check)
            m_memberEnded = false;
        }
        m_z.next_in = m_in.get() + m_inPos;
        m_z.avail_in = static_cast<uInt>(m_inEnd - m_inPos);
        m_z.next_out = m_buf.get() + m_end;
        m_z.avail_out = static_cast<uInt>(m_cap - m_end);
        const int rc = inflate(&m_z, Z_NO_FLUSH);
        m_inPos = m_inEnd - m_z.avail_in;
        const size_t produced = (m_cap - m_end) - m_z.avail_out;
        m_end += produced;
        if (rc == Z_STREAM_END) {
            m_memberEnded = true;
        } else if (rc == Z_BUF_ERROR && m_inputEof) {
            m_broken = "gzip data truncated at " + compressedByte(position());
        } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
            m_broken =
                "gzip data damaged at " + compressedByte(position()) + ": " + (m_z.msg ? m_z.msg : "corrupt data");
        }
        return produced;
    }

    /// One ZSTD_decompressStream() call; the bytes it wrote.
    size_t zstdSome()
    {
        // At most kZstdInputPerCall a call: on an error zstd keeps back what that call decoded,
        // so the packets before damage are delivered and its compressed offset is near it.
        ZSTD_inBuffer in = { m_in.get(), std::min(m_inEnd, m_inPos + kZstdInputPerCall), m_inPos };
        ZSTD_outBuffer out = { m_buf.get() + m_end, m_cap - m_end, 0 };
        const size_t rc = ZSTD_decompressStream(m_zstd, &out, &in);
        const bool progressed = in.pos != m_inPos || out.pos > 0;
        m_inPos = in.pos;
        m_end += out.pos;
        if (ZSTD_isError(rc)) {
            m_broken = "zstd data damaged at " + compressedByte(position()) + ": " + ZSTD_getErrorName(rc);
        } else {
            framed(progressed, rc, "zstd");
        }
        return out.pos;
    }

    /// One LZ4F_decompress() call; the bytes it wrote.
    size_t lz4Some()
    {
        size_t inLen = std::min(m_inEnd - m_inPos, kZstdInputPerCall);
        size_t outLen = m_cap - m_end;
        const size_t rc = LZ4F_decompress(m_lz4, m_buf.get() + m_end, &outLen, m_in.get() + m_inPos, &inLen, nullptr);
        if (LZ4F_isError(rc)) {
            m_broken = "LZ4 data damaged at " + compressedByte(position()) + ": " + LZ4F_getErrorName(rc);
            return 0;
        }
        m_inPos += inLen;
        m_end += outLen;
        framed(inLen > 0 || outLen > 0, rc, "LZ4");
        return outLen;
    }

    /// After a zstd or LZ4 call that did not fail (rc: 0 when a frame ended and all it holds is
    /// out): a call that made no progress at the end of the input ends the stream there, cleanly
    /// between frames, or cut inside one.
    void framed(bool progressed, size_t rc, const char *codec)
    {
        if (progressed)
            m_frameOpen = rc != 0;
        else if (m_inputEof && m_inPos == m_inEnd && m_frameOpen)
            m_broken = std::string(codec) + " data truncated at " + compressedByte(position());
        else if (m_inputEof && m_inPos == m_inEnd)
            m_eof = true; // the last frame ended at the end of the file
    }

    /// Reads the next compressed chunk; false (m_broken set) on a read error.
    bool readInput()
    {
        for (;;) {
            const ssize_t n = ::read(m_fd, m_in.get(), kInputChunk);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                m_broken = std::string("read error: ") + std::strerror(errno);
                return false;
            }
            if (n == 0)
                m_inputEof = true;
            m_inPos = 0;
            m_inEnd = static_cast<size_t>(n);
            m_compressedRead += static_cast<uint64_t>(n);
            return true;
        }
    }

    TraceParser::Impl &m_parser;
    const Codec m_codec;
    int m_fd = -1;
    uint64_t m_fileSize = 0; ///< compressed bytes at open()
    z_stream m_z = {};
    bool m_zInit = false;
    bool m_memberEnded = false; ///< inflate reached the end of a gzip member
    ZSTD_DStream *m_zstd = nullptr;
    LZ4F_dctx *m_lz4 = nullptr;
    bool m_frameOpen = true; ///< a zstd or LZ4 frame is being decoded (or none has been yet)
    std::unique_ptr<uint8_t[]> m_in; ///< compressed bytes [m_inPos, m_inEnd) not yet decompressed
    size_t m_inPos = 0, m_inEnd = 0;
    uint64_t m_compressedRead = 0; ///< compressed bytes read from the file
    bool m_inputEof = false;
    std::string m_broken; ///< why the stream cannot go on (empty while it can)

    // What the parser walks: m_buf[m_start, m_end); m_buf[m_start] is at uncompressed offset m_consumed.
    std::unique_ptr<uint8_t[]> m_buf;
    size_t m_cap = 0;
    size_t m_start = 0;
    size_t m_end = 0;
    uint64_t m_consumed = 0;
    bool m_eof = false; ///< no more uncompressed bytes will come
};

struct TraceFile::Impl {
    TraceParser parser;
    TraceFeeder feeder { *parser.d };
    std::unique_ptr<CompressedFeeder> compressed; ///< set for a compressed file; the feeder is then unused
};

TraceFile::TraceFile()
    : d(std::make_unique<Impl>())
{
}

TraceFile::~TraceFile() = default;

bool TraceFile::open(const std::string &path, std::string *errorMessage)
{
    d = std::make_unique<Impl>();
    if (const Codec codec = path == "-" ? Codec::None : compressionOf(path); codec != Codec::None) {
        d->compressed = std::make_unique<CompressedFeeder>(*d->parser.d, codec);
        return d->compressed->open(path, errorMessage);
    }
    return d->feeder.open(path, errorMessage);
}

bool TraceFile::nextBatch(std::vector<RawPacket> &out, size_t maxPackets)
{
    return d->compressed ? d->compressed->nextBatch(out, maxPackets) : d->feeder.nextBatch(out, maxPackets);
}

uint64_t TraceFile::size() const
{
    return d->compressed ? d->compressed->size() : d->feeder.size();
}
uint64_t TraceFile::position() const
{
    return d->compressed ? d->compressed->position() : d->feeder.position();
}
const TraceParser &TraceFile::parser() const
{
    return d->parser;
}
bool TraceFile::readAhead()
{
    return !d->compressed && d->feeder.readAhead();
}
void TraceFile::setCustomBlockHandler(CustomBlockHandler handler)
{
    d->parser.setCustomBlockHandler(std::move(handler));
}

} // namespace jitterscope
