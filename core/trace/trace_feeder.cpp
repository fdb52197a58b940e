// TraceFeeder (and TraceFile, which is a TraceParser plus a TraceFeeder): feeds a parser from a
// path; the parser walks the bytes in place.
//
// Regular files are read() (pread) a segment of 256 KiB at a time into a small ring of buffers
// (measured: the kernel's copy out of the page cache costs less than mapping and unmapping the
// pages, and the parser then reads from the cache, not from memory). A segment is read by the
// reading thread when it needs it, unless a helper thread that calls readAhead() when it has
// nothing else to do (the analysis worker) has read it ahead. A block cut by a segment end
// is completed by copying its start into the headroom in front of the next segment; a block
// bigger than the headroom (128 KiB) turns the rest of the file over to the stream path below.
//
// Pipes, FIFOs and stdin are read() into a buffer that grows only as far as the data that
// actually arrived, so a live pcapng stream yields packets as they come.
#include "core/trace/trace_parser_p.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace jitterscope {

namespace {
constexpr size_t kInitialBuffer = 1u << 20; ///< bytes; pipes deliver at most 64 KiB per read anyway
constexpr size_t kMaxBuffer = kMaxRecordBytes + (1u << 20); ///< one maximal block plus slack
constexpr size_t kReserveCap = 1u << 16; ///< packets reserved up front in the caller's vector
constexpr size_t kSegment = 256u << 10; ///< bytes per read (measured: 64 KiB–1 MiB all within 3 %)
constexpr size_t kHeadroom = 128u << 10; ///< room for a block cut by the previous segment's end
constexpr size_t kSegments = 4; ///< ring size: the helper reads 2 or 3 segments ahead of the parser
const uint8_t kNoData[1] = { 0 };

enum SegmentState : int { Free, Filling, Ready };

struct Segment {
    std::unique_ptr<uint8_t[]> mem; ///< kHeadroom + kSegment bytes; the data starts at kHeadroom
    uint64_t index = 0;
    size_t len = 0;
    int error = 0; ///< errno of a failed read (len bytes were read before it)
    std::atomic<int> state { Free };
};

/// pread until `len` bytes or the end of the file; returns the bytes read, sets *error on failure.
size_t readFully(int fd, uint8_t *dst, size_t len, uint64_t offset, int *error)
{
    size_t done = 0;
    while (done < len) {
        const ssize_t n = ::pread(fd, dst + done, len - done, off_t(offset + done));
        if (n > 0) {
            done += size_t(n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            *error = errno;
        break; // end of file (the file shrank) or an error
    }
    return done;
}
} // namespace

struct TraceFeeder::State {
    explicit State(TraceParser::Impl &p)
        : parser(p)
    {
    }
    int fd = -1;
    bool ownFd = false;
    bool segmented = false; ///< a regular file read through the segment ring
    uint64_t fileSize = 0;

    // What the parser walks: data[start, end); data[start] is at file offset `consumed`.
    const uint8_t *data = kNoData;
    size_t start = 0;
    size_t end = 0;
    bool eof = false;
    uint64_t consumed = 0;

    // Stream path (pipes; regular files after a block too big for the headroom): data == buf.
    std::unique_ptr<uint8_t[]> buf;
    size_t cap = 0;
    bool regular = false; ///< stream path on a regular file: pread at fileRead, up to fileSize
    uint64_t fileRead = 0;

    // Segment ring.
    std::mutex claimMutex;
    bool ringOff = false; ///< guarded by claimMutex
    uint64_t segmentCount = 0;
    int64_t current = -1; ///< segment the parser is in (written under claimMutex)
    Segment ring[kSegments];

    TraceParser::Impl &parser;

    ~State()
    {
        if (ownFd && fd >= 0)
            ::close(fd);
    }

    /// Claims segment i for reading if it is still to come and its slot is free (claimMutex held).
    bool claimLocked(uint64_t i)
    {
        if (ringOff || i >= segmentCount || int64_t(i) <= current)
            return false;
        Segment &s = ring[i % kSegments];
        if (s.state.load(std::memory_order_acquire) != Free)
            return false; // being read or read already, or the parser is still in its slot
        s.state.store(Filling, std::memory_order_relaxed);
        s.index = i;
        return true;
    }
    void fillSegment(uint64_t index)
    {
        Segment &s = ring[index % kSegments];
        const uint64_t offset = index * kSegment;
        const size_t len = size_t(std::min<uint64_t>(kSegment, fileSize - offset));
        if (!s.mem)
            s.mem = std::make_unique<uint8_t[]>(kHeadroom + std::min<uint64_t>(kSegment, fileSize));
        s.error = 0;
        s.len = readFully(fd, s.mem.get() + kHeadroom, len, offset, &s.error);
        s.state.store(Ready, std::memory_order_release);
    }

    bool readAhead()
    {
        // The helper stays at least one segment ahead of the one the parser will want next: if
        // it were reading that one, the parser would have to wait for it (it reads it itself
        // when the helper has not come round to it).
        uint64_t index = 0;
        {
            std::lock_guard<std::mutex> lock(claimMutex);
            bool claimed = false;
            for (uint64_t i = uint64_t(current + 2); i < uint64_t(current + int64_t(kSegments)) && !claimed; ++i)
                if (claimLocked(i)) {
                    index = i;
                    claimed = true;
                }
            if (!claimed)
                return false;
        }
        fillSegment(index);
        return true;
    }

    /// Moves the parser into the next segment, carrying over the unparsed tail; false at the end.
    bool nextSegment()
    {
        const uint64_t target = uint64_t(current + 1);
        if (target >= segmentCount) {
            eof = true;
            return false;
        }
        const size_t tail = end - start;
        if (tail > kHeadroom) {
            toStream();
            return fillStream();
        }
        Segment &s = ring[target % kSegments];
        for (unsigned waits = 0;;) {
            const int st = s.state.load(std::memory_order_acquire);
            if (st == Ready && s.index == target)
                break;
            if (st == Free) {
                bool mine;
                {
                    std::lock_guard<std::mutex> lock(claimMutex);
                    mine = claimLocked(target);
                }
                if (mine)
                    fillSegment(target);
                continue;
            }
            // The helper is reading it right now (a few tens of µs): wait without a system call
            // first, then let the helper run if it shares our CPU.
            if (++waits < 4096)
                cpuRelax();
            else
                std::this_thread::yield();
        }
        uint8_t *dst = s.mem.get() + kHeadroom - tail;
        if (tail)
            std::memcpy(dst, data + start, tail);
        {
            std::lock_guard<std::mutex> lock(claimMutex);
            if (current >= 0)
                ring[uint64_t(current) % kSegments].state.store(Free, std::memory_order_release);
            current = int64_t(target);
        }
        data = s.mem.get();
        start = kHeadroom - tail;
        end = kHeadroom + s.len;
        const uint64_t segEnd = target * kSegment + s.len;
        if (s.error != 0 || s.len < std::min<uint64_t>(kSegment, fileSize - target * kSegment)) {
            if (s.error != 0) {
                parser.fail(std::string("read error: ") + std::strerror(s.error), segEnd);
            }
            eof = true; // what was read is parsed, with a trailing partial block reported
        } else if (segEnd >= fileSize) {
            eof = true;
        }
        return true;
    }

    /// Hands the rest of the file over to the stream path (a block bigger than the headroom).
    void toStream()
    {
        {
            std::lock_guard<std::mutex> lock(claimMutex);
            ringOff = true;
        }
        for (auto &s : ring) // wait for a read the helper may have in flight
            while (s.state.load(std::memory_order_acquire) == Filling)
                std::this_thread::yield();
        const size_t tail = end - start;
        cap = std::max(kInitialBuffer, tail * 2);
        buf = std::make_unique<uint8_t[]>(cap);
        std::memcpy(buf.get(), data + start, tail);
        regular = true;
        fileRead = consumed + tail;
        segmented = false;
        data = buf.get();
        start = 0;
        end = tail;
    }

    /// Stream path: makes room and reads once; false at end of data or on a read error (recorded
    /// in the parser).
    bool fillStream()
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
        data = buf.get();
        size_t want = cap - end;
        if (regular) {
            if (fileRead >= fileSize) {
                eof = true;
                return false;
            }
            want = size_t(std::min<uint64_t>(want, fileSize - fileRead));
        }
        for (;;) {
            const ssize_t n =
                regular ? ::pread(fd, buf.get() + end, want, off_t(fileRead)) : ::read(fd, buf.get() + end, want);
            if (n > 0) {
                end += static_cast<size_t>(n);
                fileRead += static_cast<uint64_t>(n);
                if (regular && fileRead >= fileSize)
                    eof = true;
                return true;
            }
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                parser.fail(std::string("read error: ") + std::strerror(errno), consumed + (end - start));
            }
            eof = true;
            return false;
        }
    }

    bool fill() { return segmented ? nextSegment() : fillStream(); }
};

TraceFeeder::TraceFeeder(TraceParser::Impl &parser)
    : d(std::make_unique<State>(parser))
{
}

TraceFeeder::~TraceFeeder() = default;

bool TraceFeeder::open(const std::string &path, std::string *errorMessage)
{
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
        // Read no further than the size at open() (a file still being written is read as it was).
        d->fileSize = static_cast<uint64_t>(st.st_size);
        d->segmented = true;
        d->segmentCount = (d->fileSize + kSegment - 1) / kSegment;
        d->eof = d->fileSize == 0; // the parser reports an empty file
        ::posix_fadvise(d->fd, 0, 0, POSIX_FADV_SEQUENTIAL);
        return true;
    }
    d->cap = kInitialBuffer;
    d->buf = std::make_unique<uint8_t[]>(d->cap);
    d->data = d->buf.get();
    return true;
}

bool TraceFeeder::nextBatch(std::vector<RawPacket> &out, size_t maxPackets)
{
    out.clear();
    if (out.capacity() < std::min(maxPackets, kReserveCap))
        out.reserve(std::min(maxPackets, kReserveCap));
    if (d->fd < 0)
        return false;
    for (;;) {
        const size_t used =
            d->parser.parse(d->data + d->start, d->end - d->start, d->consumed, d->eof, out, maxPackets);
        d->start += used;
        d->consumed += used;
        if (!out.empty())
            return true;
        if (d->eof || d->parser.failed)
            return false;
        // Packets of the previous batch pointed into the current buffer; the caller has let go
        // of them by calling again. (A failed fill() at a full maximal buffer cannot happen: the
        // parser rejects such blocks.)
        d->fill();
    }
}

bool TraceFeeder::readAhead()
{
    return d->readAhead(); // (no segments on the stream path: nothing to claim)
}

uint64_t TraceFeeder::size() const
{
    return d->fileSize;
}
uint64_t TraceFeeder::position() const
{
    return d->consumed;
}

// ---- TraceFile ----------------------------------------------------------------------------------

} // namespace jitterscope
