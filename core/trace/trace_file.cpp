// TraceFile: a TraceParser plus what reads for it — the TraceFeeder (trace_feeder.cpp) for plain
// files and streams, or the GzipFeeder below for a gzip-compressed regular file (.pcap.gz,
// .pcapng.gz: recognised by its magic bytes, whatever its name, as Wireshark does).
//
// The GzipFeeder inflates the file into a buffer that grows only as far as one block needs (like
// the feeder's stream path) and hands that buffer to the same push parser, so a compressed trace
// gives the same packets, errors and offsets as the uncompressed one; offsets in the parser's
// error are in the uncompressed trace. Concatenated gzip members (`cat a.gz b.gz`) are read as
// one stream, as gzip -d reads them. Decompression runs on the thread that calls nextBatch();
// there is no read-ahead.
#include "core/trace/trace_file.h"

#include "core/trace/trace_parser_p.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

namespace jitterscope {

namespace {
constexpr size_t kGzInput = 256u << 10; ///< compressed bytes per read()
constexpr size_t kGzInitialOutput = 1u << 20; ///< uncompressed bytes; grows for bigger blocks
constexpr size_t kGzMaxOutput = kMaxRecordBytes + (1u << 20); ///< one maximal block plus slack
constexpr size_t kReserveCap = 1u << 16; ///< packets reserved up front in the caller's vector
constexpr unsigned char kGzipMagic[2] = { 0x1f, 0x8b };

/// Whether `path` is a regular file that starts with the gzip magic (false if it cannot be read:
/// the plain feeder then reports why). A FIFO or device is never opened here: a second open of a
/// FIFO would take the writer's data or its end of file.
bool isGzipFile(const std::string &path)
{
    struct stat st = {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return false;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    unsigned char magic[2] = { 0, 0 };
    const bool gzip = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::pread(fd, magic, 2, 0) == 2 &&
                      magic[0] == kGzipMagic[0] && magic[1] == kGzipMagic[1];
    ::close(fd);
    return gzip;
}

std::string compressedByte(uint64_t offset)
{
    return "compressed byte " + std::to_string(offset);
}
} // namespace

/// Feeds a parser the inflated bytes of a gzip file; the nextBatch/size/position contract of
/// TraceFile. size() and position() count compressed bytes (what a progress bar wants).
class GzipFeeder {
public:
    explicit GzipFeeder(TraceParser::Impl &parser)
        : m_parser(parser)
    {
    }
    ~GzipFeeder()
    {
        if (m_zInit)
            inflateEnd(&m_z);
        if (m_fd >= 0)
            ::close(m_fd);
    }
    GzipFeeder(const GzipFeeder &) = delete;
    GzipFeeder &operator=(const GzipFeeder &) = delete;

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
        // 16 + MAX_WBITS: a gzip wrapper (header and CRC-32 trailer), not raw deflate or zlib.
        if (inflateInit2(&m_z, 16 + MAX_WBITS) != Z_OK) {
            if (errorMessage)
                *errorMessage = path + ": cannot start zlib decompression";
            return false;
        }
        m_zInit = true;
        m_in = std::make_unique<uint8_t[]>(kGzInput);
        m_cap = kGzInitialOutput;
        m_buf = std::make_unique<uint8_t[]>(m_cap);
        ::posix_fadvise(m_fd, 0, 0, POSIX_FADV_SEQUENTIAL);
        return true;
    }

    bool nextBatch(std::vector<RawPacket> &out, size_t maxPackets)
    {
        out.clear();
        if (out.capacity() < std::min(maxPackets, kReserveCap))
            out.reserve(std::min(maxPackets, kReserveCap));
        if (!m_zInit)
            return false;
        for (;;) {
            // While the stream is broken the data is not at its end: a record it cut is not
            // reported as truncated, the gzip damage is (below).
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
    [[nodiscard]] uint64_t position() const { return m_compressedRead - m_z.avail_in; }

private:
    /// Makes room in the output buffer and inflates into it until some bytes come out, the stream
    /// ends (m_eof) or breaks (m_broken).
    void fill()
    {
        if (m_start > 0) {
            std::memmove(m_buf.get(), m_buf.get() + m_start, m_end - m_start);
            m_end -= m_start;
            m_start = 0;
        }
        if (m_end == m_cap) {
            const size_t newCap = std::min(kGzMaxOutput, m_cap * 2);
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
            if (m_z.avail_in == 0 && !m_inputEof && !readInput())
                return;
            if (m_memberEnded) {
                if (m_z.avail_in == 0) {
                    m_eof = true; // the last member ended at the end of the file
                    return;
                }
                inflateReset(&m_z); // another member follows (a non-gzip tail fails its header check)
                m_memberEnded = false;
            }
            m_z.next_out = m_buf.get() + m_end;
            m_z.avail_out = static_cast<uInt>(m_cap - m_end);
            const int rc = inflate(&m_z, Z_NO_FLUSH);
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
            if (produced > 0 || !m_broken.empty())
                return;
        }
    }

    /// Reads the next compressed chunk; false (m_broken set) on a read error.
    bool readInput()
    {
        for (;;) {
            const ssize_t n = ::read(m_fd, m_in.get(), kGzInput);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                m_broken = std::string("read error: ") + std::strerror(errno);
                return false;
            }
            if (n == 0)
                m_inputEof = true;
            m_z.next_in = m_in.get();
            m_z.avail_in = static_cast<uInt>(n);
            m_compressedRead += static_cast<uint64_t>(n);
            return true;
        }
    }

    TraceParser::Impl &m_parser;
    int m_fd = -1;
    uint64_t m_fileSize = 0; ///< compressed bytes at open()
    z_stream m_z = {};
    bool m_zInit = false;
    std::unique_ptr<uint8_t[]> m_in;
    uint64_t m_compressedRead = 0; ///< compressed bytes read from the file (some may wait in m_z)
    bool m_inputEof = false;
    bool m_memberEnded = false; ///< inflate reached the end of a gzip member
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
    std::unique_ptr<GzipFeeder> gzip; ///< set for a gzip-compressed file; the feeder is then unused
};

TraceFile::TraceFile()
    : d(std::make_unique<Impl>())
{
}

TraceFile::~TraceFile() = default;

bool TraceFile::open(const std::string &path, std::string *errorMessage)
{
    d = std::make_unique<Impl>();
    if (path != "-" && isGzipFile(path)) {
        d->gzip = std::make_unique<GzipFeeder>(*d->parser.d);
        return d->gzip->open(path, errorMessage);
    }
    return d->feeder.open(path, errorMessage);
}

bool TraceFile::nextBatch(std::vector<RawPacket> &out, size_t maxPackets)
{
    return d->gzip ? d->gzip->nextBatch(out, maxPackets) : d->feeder.nextBatch(out, maxPackets);
}

uint64_t TraceFile::size() const
{
    return d->gzip ? d->gzip->size() : d->feeder.size();
}
uint64_t TraceFile::position() const
{
    return d->gzip ? d->gzip->position() : d->feeder.position();
}
const TraceParser &TraceFile::parser() const
{
    return d->parser;
}
bool TraceFile::readAhead()
{
    return !d->gzip && d->feeder.readAhead();
}
void TraceFile::setCustomBlockHandler(CustomBlockHandler handler)
{
    d->parser.setCustomBlockHandler(std::move(handler));
}

} // namespace jitterscope
