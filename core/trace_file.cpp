// TraceFile: feeds a TraceParser from a path. Regular files are mapped a window at a time (32 MiB,
// unmapped once passed, so resident memory stays bounded however
// large the trace; the parser walks the window in place); pipes, FIFOs and stdin are read() into a buffer that grows only as
// far as the data that actually arrived, so a live pcapng stream yields packets as they come.
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
constexpr size_t kMaxBuffer = kMaxRecordBytes + (1u << 20); ///< one maximal block plus slack
constexpr size_t kReserveCap = 1u << 16; ///< packets reserved up front in the caller's vector
const uint8_t kNoData[1] = { 0 };
constexpr size_t kWindow = size_t(32) << 20; ///< bytes mapped at a time
constexpr size_t kSlack = size_t(1) << 20; ///< slide the window when less than this remains ahead
} // namespace

struct TraceFile::Impl {
    int fd = -1;
    bool ownFd = false;
    bool mapped = false;
    const uint8_t *map = nullptr; ///< current window: file bytes [mapStart, mapStart + mapLen)
    size_t mapLen = 0;
    uint64_t mapStart = 0;
    uint64_t fileSize = 0;

    // Stream mode: unconsumed bytes are buf[start, end); buf[start] is at file offset `consumed`.
    std::unique_ptr<uint8_t[]> buf;
    size_t cap = 0;
    size_t start = 0;
    size_t end = 0;
    bool eof = false;

    uint64_t consumed = 0;
    TraceParser parser;

    ~Impl()
    {
        unmap();
        if (ownFd && fd >= 0)
            ::close(fd);
    }

    void unmap()
    {
        if (map != nullptr)
            munmap(const_cast<uint8_t *>(map), mapLen);
        map = nullptr;
        mapLen = 0;
    }

    /// Maps at least `len` bytes from file offset `pos` (page-aligned down), up to the file's end.
    bool mapWindow(uint64_t pos, size_t len)
    {
        unmap();
        const uint64_t page = uint64_t(sysconf(_SC_PAGESIZE));
        const uint64_t startOff = pos - pos % page;
        const uint64_t want = std::min<uint64_t>(fileSize - startOff, (pos - startOff) + len);
        void *m = ::mmap(nullptr, size_t(want), PROT_READ, MAP_PRIVATE, fd, off_t(startOff));
        if (m == MAP_FAILED) {
            TraceParser::Impl &p = *parser.d;
            p.fail(std::string("mmap: ") + std::strerror(errno), pos);
            return false;
        }
        ::madvise(m, size_t(want), MADV_SEQUENTIAL);
        map = static_cast<const uint8_t *>(m);
        mapLen = size_t(want);
        mapStart = startOff;
        return true;
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
        for (;;) {
            const ssize_t n = ::read(fd, buf.get() + end, cap - end);
            if (n > 0) {
                end += static_cast<size_t>(n);
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
        d->fileSize = static_cast<uint64_t>(st.st_size);
        d->mapped = true;
        if (st.st_size > 0 && !d->mapWindow(0, kWindow)) {
            if (errorMessage)
                *errorMessage = path + ": " + d->parser.error().message;
            return false;
        }
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
    if (d->mapped) {
        if (d->map == nullptr) { // empty file: the parser reports it
            const size_t used = d->parser.parse(kNoData, 0, 0, true, out, maxPackets);
            d->consumed += used;
            return !out.empty();
        }
        size_t window = kWindow;
        for (;;) {
            // Slide the window when less than kSlack remains ahead (packets of the previous batch
            // pointed into it; the caller has let go of them by calling again).
            const uint64_t mapEnd = d->mapStart + d->mapLen;
            if (mapEnd - d->consumed < kSlack && mapEnd < d->fileSize && !d->mapWindow(d->consumed, window))
                return false;
            const uint64_t end = d->mapStart + d->mapLen;
            const bool atEof = end == d->fileSize;
            const size_t off = size_t(d->consumed - d->mapStart);
            const size_t used = d->parser.parse(d->map + off, d->mapLen - off, d->consumed, atEof, out, maxPackets);
            d->consumed += used;
            if (!out.empty() || d->parser.failed() || atEof)
                return !out.empty();
            if (used == 0) {
                // A block larger than what the window still holds: map a window that starts at it and
                // is twice as large (the parser bounds block sizes, so this ends).
                window = std::max(window, d->mapLen) * 2;
                if (!d->mapWindow(d->consumed, window))
                    return false;
            }
        }
    }
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
