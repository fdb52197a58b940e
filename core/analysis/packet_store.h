// Append-only chunked per-packet store: the timeline's data (12 B a packet), written by the
// analysis on the reading thread, read by the statistics worker and by the views on other threads.
// A bounded live session releases the oldest chunks (a sliding window); readers pin what they read.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <set>

namespace jitterscope {

/// Per-packet record of the timeline, as the store gives it out (it keeps it in 12 bytes:
/// PacketStore::Stored).
struct PacketEntry {
    int64_t tsNs;
    uint32_t flowId;
    uint32_t wireLen;
};

/// Append-only chunked packet store. One writer (the analysis thread); readers on other threads
/// may read entries [pinned index, size()) at any time — chunks never move once written. The
/// writer may release whole chunks from the front (releaseBefore): indices stay those of the whole
/// session, and entries below first() are gone. A reader on another thread takes a pin() first;
/// no entry at or after a live pin's index is released.
///
/// An entry is kept in 12 bytes (Stored): its flow id, and its time as a 40-bit signed step from
/// the time of the first entry of its block of kBlock (±549 s) beside a 24-bit wire length. An
/// entry whose step or length does not fit (a pause of minutes inside a block, a clock jump, a
/// length of 16 MiB or more) is an escape: its time and length are kept whole, 16 bytes more,
/// in its chunk's escape list. 10 M packets: 116 MiB instead of 153 MiB with 16-byte entries.
class PacketStore {
public:
    static constexpr size_t kChunkBits = 16;
    static constexpr size_t kChunk = size_t(1) << kChunkBits;
    static constexpr size_t kMaxChunks = size_t(1) << 16; // 4 Gi packets
    static constexpr size_t kBlockBits = 6; ///< entries sharing one base time
    static constexpr size_t kBlock = size_t(1) << kBlockBits;
    static constexpr uint32_t kEscapeLen = 0xFFFFFF; ///< the length field of an escape

    /// An entry as kept. `flowId` is the entry's; the other two words are read through entry().
    struct Stored {
        uint32_t stepLow; ///< bits 0..31 of the 40-bit step; an escape's index in its chunk's list
        uint32_t flowId;
        uint32_t lenStepHigh; ///< bits 0..23: wire length (kEscapeLen: an escape); 24..31: step bits 32..39
    };

    PacketStore();
    ~PacketStore();
    PacketStore(const PacketStore &) = delete;
    PacketStore &operator=(const PacketStore &) = delete;
    void push(const PacketEntry &e)
    {
        const size_t n = m_size.load(std::memory_order_relaxed);
        const size_t j = n & (kChunk - 1);
        if (j == 0)
            addChunk(n >> kChunkBits);
        Chunk &c = *m_writing;
        if ((j & (kBlock - 1)) == 0)
            c.base[j >> kBlockBits] = e.tsNs;
        // The step wraps as uint64: any two times, however far apart, give back the time exactly.
        const uint64_t step = uint64_t(e.tsNs) - uint64_t(c.base[j >> kBlockBits]);
        if (((step + (uint64_t(1) << 39)) >> 40) == 0 && e.wireLen < kEscapeLen)
            c.entries[j] = Stored { uint32_t(step), e.flowId, e.wireLen | uint32_t(step >> 32) << 24 };
        else
            pushEscape(c, j, e);
        m_size.store(n + 1, std::memory_order_release);
    }
    /// Another thread may allocate the next chunk and fault its pages in ahead of the writer
    /// (the analysis worker does, when it has nothing else to do). Returns false if one is ready.
    bool prepareChunk();
    [[nodiscard]] size_t size() const { return m_size.load(std::memory_order_acquire); }
    /// The first entry not released (a multiple of kChunk; 0 unless releaseBefore released some).
    [[nodiscard]] size_t first() const { return m_first.load(std::memory_order_acquire); }
    /// A handle that keeps entries [*pin, size()) from being released while it lives; *pin is
    /// first() at the time of the call. Any thread; the handle may be dropped on any thread.
    [[nodiscard]] std::shared_ptr<const size_t> pin() const;
    /// Writer only: releases the whole chunks below min(upTo, the oldest pin). Returns first().
    size_t releaseBefore(size_t upTo);
    [[nodiscard]] PacketEntry operator[](size_t i) const { return chunk(i >> kChunkBits)->entry(i & (kChunk - 1)); }
    /// Entries [i, the end of i's chunk) as kept, one after the other: their flow ids looked at
    /// in a tight loop (FlowIdSet::anyIn).
    [[nodiscard]] const Stored *stored(size_t i) const { return &chunk(i >> kChunkBits)->entries[i & (kChunk - 1)]; }
    /// f(entry) for entries [from, to), and ahead(flow id) for the entry kAhead later (while
    /// there is one in the same chunk): to prefetch the state f is going to touch.
    template<size_t kAhead, typename F, typename A> void forEachAhead(size_t from, size_t to, F &&f, A &&ahead) const
    {
        while (from < to) {
            const size_t chunkEnd = std::min(to, (from | (kChunk - 1)) + 1);
            const Chunk &c = *chunk(from >> kChunkBits);
            const size_t end = ((chunkEnd - 1) & (kChunk - 1)) + 1;
            for (size_t j = from & (kChunk - 1); j < end; ++j) {
                if (j + kAhead < end)
                    ahead(c.entries[j + kAhead].flowId);
                f(c.entry(j));
            }
            from = chunkEnd;
        }
    }
    [[nodiscard]] bool full() const { return size() >= kChunk * kMaxChunks; }
    /// Entries kept as escapes so far (for the tests).
    [[nodiscard]] size_t escapes() const { return m_escapes.load(std::memory_order_relaxed); }
    /// Unique per store of the process (never reused, unlike an address): a cache keyed on it
    /// cannot mistake a new store for a freed one.
    [[nodiscard]] uint64_t serial() const { return m_serial; }

private:
    struct Escape {
        int64_t tsNs;
        uint32_t wireLen;
    };
    static constexpr size_t kEscapesPerPieceBits = 8; ///< a chunk's escapes, in pieces of 4 KiB
    static constexpr size_t kEscapesPerPiece = size_t(1) << kEscapesPerPieceBits;
    struct Chunk {
        Stored entries[kChunk];
        int64_t base[kChunk / kBlock]; ///< the time of each block's first entry
        Escape *escapes[kChunk / kEscapesPerPiece]; ///< allocated as the writer needs them
        [[nodiscard]] PacketEntry entry(size_t j) const
        {
            const Stored &s = entries[j];
            const uint32_t len = s.lenStepHigh & kEscapeLen;
            if (len != kEscapeLen) {
                // Bits 32..39 of the step to 56..63, bits 0..31 to 24..55, and back: sign-extended.
                const int64_t step = int64_t(uint64_t(s.lenStepHigh >> 24) << 56 | uint64_t(s.stepLow) << 24) >> 24;
                return PacketEntry { int64_t(uint64_t(base[j >> kBlockBits]) + uint64_t(step)), s.flowId, len };
            }
            const Escape &x = escapes[s.stepLow >> kEscapesPerPieceBits][s.stepLow & (kEscapesPerPiece - 1)];
            return PacketEntry { x.tsNs, s.flowId, x.wireLen };
        }
    };
    // The chunk table in two levels, so that a small store does not zero a table sized for
    // 4 Gi packets: kDirs directory blocks of kPerDir chunk pointers, each allocated when its
    // first chunk is (both written before the size that makes them visible is published).
    static constexpr size_t kPerDirBits = 8;
    static constexpr size_t kPerDir = size_t(1) << kPerDirBits;
    static constexpr size_t kDirs = kMaxChunks / kPerDir;
    [[nodiscard]] Chunk *chunk(size_t index) const { return m_dirs[index >> kPerDirBits][index & (kPerDir - 1)]; }
    void addChunk(size_t index);
    void pushEscape(Chunk &c, size_t j, const PacketEntry &e);
    static Chunk *allocChunk(bool populate);
    static void freeChunk(Chunk *c);
    static void freeEscapes(Chunk &c);
    std::array<std::unique_ptr<Chunk *[]>, kDirs> m_dirs;
    std::atomic<size_t> m_size { 0 };
    std::atomic<Chunk *> m_spare { nullptr }; ///< prepared by prepareChunk()
    std::atomic<size_t> m_first { 0 };
    Chunk *m_writing = nullptr; ///< writer only: the chunk of the next entry
    uint32_t m_chunkEscapes = 0; ///< writer only: escapes in m_writing so far
    std::atomic<size_t> m_escapes { 0 };
    const uint64_t m_serial;
    /// The pins' indices, shared with the pin handles (which may outlive the store).
    struct Pins {
        std::mutex mutex;
        std::multiset<size_t> at;
    };
    std::shared_ptr<Pins> m_pins = std::make_shared<Pins>();
};

} // namespace jitterscope
