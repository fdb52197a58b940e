// Append-only chunked per-packet store: the timeline's data (16 B a packet), written by the
// analysis on the reading thread, read by the statistics worker and by the views on other threads.
// A bounded live session releases the oldest chunks (a sliding window); readers pin what they read.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <set>

namespace jitterscope {

/// Per-packet record kept for timelines: 16 bytes (the memory budget is 16 B/packet + 100 MB).
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
class PacketStore {
public:
    static constexpr size_t kChunkBits = 16;
    static constexpr size_t kChunk = size_t(1) << kChunkBits;
    static constexpr size_t kMaxChunks = size_t(1) << 16; // 4 Gi packets
    PacketStore();
    ~PacketStore();
    PacketStore(const PacketStore &) = delete;
    PacketStore &operator=(const PacketStore &) = delete;
    void push(const PacketEntry &e)
    {
        const size_t n = m_size.load(std::memory_order_relaxed);
        if ((n & (kChunk - 1)) == 0)
            addChunk(n >> kChunkBits);
        chunk(n >> kChunkBits)[n & (kChunk - 1)] = e;
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
    [[nodiscard]] const PacketEntry &operator[](size_t i) const { return chunk(i >> kChunkBits)[i & (kChunk - 1)]; }
    [[nodiscard]] bool full() const { return size() >= kChunk * kMaxChunks; }
    /// Unique per store of the process (never reused, unlike an address): a cache keyed on it
    /// cannot mistake a new store for a freed one.
    [[nodiscard]] uint64_t serial() const { return m_serial; }

private:
    // The chunk table in two levels, so that a small store does not zero a table sized for
    // 4 Gi packets: kDirs directory blocks of kPerDir chunk pointers, each allocated when its
    // first chunk is (both written before the size that makes them visible is published).
    static constexpr size_t kPerDirBits = 8;
    static constexpr size_t kPerDir = size_t(1) << kPerDirBits;
    static constexpr size_t kDirs = kMaxChunks / kPerDir;
    [[nodiscard]] PacketEntry *chunk(size_t index) const { return m_dirs[index >> kPerDirBits][index & (kPerDir - 1)]; }
    void addChunk(size_t index);
    std::array<std::unique_ptr<PacketEntry *[]>, kDirs> m_dirs;
    std::atomic<size_t> m_size { 0 };
    std::atomic<PacketEntry *> m_spare { nullptr }; ///< prepared by prepareChunk()
    std::atomic<size_t> m_first { 0 };
    const uint64_t m_serial;
    /// The pins' indices, shared with the pin handles (which may outlive the store).
    struct Pins {
        std::mutex mutex;
        std::multiset<size_t> at;
    };
    std::shared_ptr<Pins> m_pins = std::make_shared<Pins>();
};

} // namespace jitterscope
