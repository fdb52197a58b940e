// TraceFile: feeds a TraceParser from a path. Everything is read() into a buffer that the
// parser walks in place: regular files through a small, cache-resident buffer (256 KiB: the
// kernel's copy out of the page cache costs less than mapping and unmapping the pages, and the
// parser then reads from the cache, not from memory), pipes, FIFOs and stdin into one that grows
// only as far as the data that actually arrived, so a live pcapng stream yields packets as they
// come. The buffer grows past its initial size only for a block bigger than it.
#include "core/trace_reader_p.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace jitterscope {

namespace {
constexpr size_t kInitialBuffer = 1u << 20; ///< bytes; pipes deliver at most 64 KiB per read anyway
constexpr size_t kFileBuffer = 256u << 10; ///< bytes, for regular files (measured: 64 KiB–1 MiB all within 3 %)
constexpr size_t kMaxBuffer = kMaxRecordBytes + (1u << 20); ///< one maximal block plus slack
constexpr size_t kReserveCap = 1u << 16; ///< packets reserved up front in the caller's vector
} // namespace

struct TraceFile::Impl {
    int fd = -1;
    bool ownFd = false;
    bool regular = false; ///< a regular file: read no further than its size at open()
    uint64_t fileSize = 0;
    uint64_t fileRead = 0; ///< bytes read() so far (regular files)

    // Unconsumed bytes are buf[start, end); buf[start] is at file offset `consumed`.
    std::unique_ptr<uint8_t[]> buf;
    size_t cap = 0;
    size_t start = 0;
    size_t end = 0;
    bool eof = false;

    uint64_t consumed = 0;
    TraceParser parser;

    ~Impl()
    {
        if (ownFd && fd >= 0)
            ::close(fd);
    }

    /// Makes room and reads once; false at end of data or on a read error (recorded in the parser).
    bool fill()
    {
        if (start > 0) {
            std::memmove(buf.get(), buf.get() + start, end - start);
            end -= start;
            start = 0;
        }
        if (end == cap) {
            // A block bigger than the buffer: grow by doubling, bounded by what the parser accepts.
            const size_t newCap = std::min(kMaxBuffer, cap * 2);
            if (newCap == cap) {
                eof = true; // the parser reports the block as truncated
                return false;
            }
            auto bigger = std::make_unique<uint8_t[]>(newCap);
            std::memcpy(bigger.get(), buf.get(), end);
            buf = std::move(bigger);
            cap = newCap;
        }
        size_t want = cap - end;
        if (regular) {
            if (fileRead >= fileSize) {
                eof = true;
                return false;
            }
            want = size_t(std::min<uint64_t>(want, fileSize - fileRead));
        }
        for (;;) {
            const ssize_t n = ::read(fd, buf.get() + end, want);
            if (n > 0) {
                end += static_cast<size_t>(n);
                fileRead += static_cast<uint64_t>(n);
                if (regular && fileRead >= fileSize)
                    eof = true; // the parser may then report a trailing partial block
                return true;
            }
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                TraceParser::Impl &p = *parser.d;
                p.fail(std::string("read error: ") + std::strerror(errno), consumed + (end - start));
            }
            eof = true;
            return false;
        }
    }
};

TraceFile::TraceFile()
    : d(std::make_unique<Impl>())
{
}

TraceFile::~TraceFile() = default;

bool TraceFile::open(const std::string &path, std::string *errorMessage)
{
    d = std::make_unique<Impl>();
    if (path == "-") {
        d->fd = STDIN_FILENO;
    } else {
        d->fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (d->fd < 0) {
            if (errorMessage)
                *errorMessage = path + ": " + std::strerror(errno);
            return false;
        }
        d->ownFd = true;
    }
    struct stat st = {};
    if (::fstat(d->fd, &st) != 0) {
        if (errorMessage)
            *errorMessage = path + ": " + std::strerror(errno);
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        if (errorMessage)
            *errorMessage = path + ": is a directory";
        return false;
    }
    if (S_ISREG(st.st_mode) && path != "-") {
        d->regular = true;
        d->fileSize = static_cast<uint64_t>(st.st_size);
        ::posix_fadvise(d->fd, 0, 0, POSIX_FADV_SEQUENTIAL);
        d->cap = kFileBuffer;
        d->buf = std::make_unique<uint8_t[]>(d->cap);
        return true;
    }
    d->cap = kInitialBuffer;
    d->buf = std::make_unique<uint8_t[]>(d->cap);
    return true;
}

bool TraceFile::nextBatch(std::vector<RawPacket> &out, size_t maxPackets)
{
    out.clear();
    if (out.capacity() < std::min(maxPackets, kReserveCap))
        out.reserve(std::min(maxPackets, kReserveCap));
    if (!d->buf)
        return false;
    for (;;) {
        const size_t used =
            d->parser.parse(d->buf.get() + d->start, d->end - d->start, d->consumed, d->eof, out, maxPackets);
        d->start += used;
        d->consumed += used;
        if (!out.empty())
            return true;
        if (d->eof || d->parser.failed())
            return false;
        // A failed fill() at a full maximal buffer cannot happen: the parser rejects such blocks.
        d->fill();
    }
}

uint64_t TraceFile::size() const { return d->fileSize; }
uint64_t TraceFile::position() const { return d->consumed; }
const TraceParser &TraceFile::parser() const { return d->parser; }
void TraceFile::setCustomBlockHandler(CustomBlockHandler handler) { d->parser.setCustomBlockHandler(std::move(handler)); }

} // namespace jitterscope
