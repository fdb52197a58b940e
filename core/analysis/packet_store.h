// Append-only chunked per-packet store: the timeline's data (16 B a packet), written by the
// analysis on the reading thread, read by the statistics worker and by the views on other threads.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace jitterscope {

/// Per-packet record kept for timelines: 16 bytes (the memory budget is 16 B/packet + 100 MB).
struct PacketEntry {
    int64_t tsNs;
    uint32_t flowId;
    uint32_t wireLen;
};

/// Append-only chunked packet store. One writer (the analysis thread); readers on other threads
/// may read entries [0, size()) at any time — chunks never move once written.
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
        m_chunks[n >> kChunkBits][n & (kChunk - 1)] = e;
        m_size.store(n + 1, std::memory_order_release);
    }
    /// Another thread may allocate the next chunk and fault its pages in ahead of the writer
    /// (the analysis worker does, when it has nothing else to do). Returns false if one is ready.
    bool prepareChunk();
    [[nodiscard]] size_t size() const { return m_size.load(std::memory_order_acquire); }
    [[nodiscard]] const PacketEntry &operator[](size_t i) const { return m_chunks[i >> kChunkBits][i & (kChunk - 1)]; }
    [[nodiscard]] bool full() const { return size() >= kChunk * kMaxChunks; }

private:
    void addChunk(size_t index);
    std::unique_ptr<PacketEntry *[]> m_chunks;
    std::atomic<size_t> m_size { 0 };
    std::atomic<PacketEntry *> m_spare { nullptr }; ///< prepared by prepareChunk()
};

} // namespace jitterscope
