// The analysis's own record of (time, flow) per packet when nobody needs the timeline (the CLI's
// analyze): what the statistics worker and the second pass read, in about 2 bytes a packet instead
// of the packet store's 12. On the development VM every fresh page costs several microseconds the
// first time it is written, so the 160 MB store of a 10 M packet trace was a third of the run.
#pragma once

#include "core/analysis/packet_store.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace jitterscope {

/// Append-only, compressed, sequential-only packet log. One writer (the reading thread); readers
/// on other threads walk entries [0, size()) with a Cursor of their own. An entry is two varints:
/// the time step from the previous entry (the wrapping uint64 difference, zigzagged) and the flow
/// id — 2 bytes for a 50 ns step among fewer than 128 flows, 4–5 for a 1 ms step among 100 000.
/// (The flow id is always written: a flag for "same flow" saved a byte on one-flow traces but made
/// the decoding of interleaved flows a coin toss for the branch predictor.) Chunks of 2 MiB
/// (transparent huge pages where the kernel allows), never moved once written; an entry never
/// straddles two chunks.
class PacketLog {
public:
    static constexpr size_t kChunkBytes = size_t(2) << 20;
    static constexpr size_t kMaxChunks = 16384; // 32 GiB
    static constexpr size_t kMaxEntryBytes = 15; // 10 (time step) + 5 (flow id)
    static constexpr size_t kMaxEntries = size_t(1) << 32;

    PacketLog();
    ~PacketLog();
    PacketLog(const PacketLog &) = delete;
    PacketLog &operator=(const PacketLog &) = delete;

    /// Writer only.
    void push(int64_t tsNs, uint32_t flowId)
    {
        if (m_left < kMaxEntryBytes)
            nextChunk();
        const uint64_t step = uint64_t(tsNs) - uint64_t(m_prevTs);
        uint8_t *p = putVarint(m_at, (step << 1) ^ uint64_t(int64_t(step) >> 63));
        p = putVarint(p, flowId);
        m_left -= size_t(p - m_at);
        m_at = p;
        m_prevTs = tsNs;
        m_size.store(m_size.load(std::memory_order_relaxed) + 1, std::memory_order_release);
    }
    [[nodiscard]] size_t size() const { return m_size.load(std::memory_order_acquire); }
    [[nodiscard]] bool full() const { return size() >= kMaxEntries || m_chunks.load() >= kMaxChunks; }
    /// Bytes written (for the tests and the benchmark's notes).
    [[nodiscard]] size_t bytes() const;
    /// Another thread may map the next chunk and fault its pages in ahead of the writer. Returns
    /// false if one is ready already.
    bool prepareChunk();

    /// A reader's position: entries before `index` have been read.
    struct Cursor {
        size_t index = 0;
        size_t chunk = 0;
        size_t offset = 0;
        int64_t prevTs = 0;
    };
    /// Writer only: the position at which the next entry will be written (a reader's cursor
    /// resumes from it once that entry is written).
    [[nodiscard]] Cursor writerCursor() const
    {
        const size_t chunks = m_chunks.load(std::memory_order_relaxed);
        if (chunks == 0)
            return Cursor {};
        return Cursor { m_size.load(std::memory_order_relaxed), chunks - 1, kChunkBytes - m_left, m_prevTs };
    }
    /// Decodes entries [c.index, to) (to ≤ size()) into `out` (room for to − c.index) and
    /// advances c.
    void read(Cursor &c, size_t to, PacketEntry *out) const;

private:
    static uint8_t *putVarint(uint8_t *p, uint64_t v)
    {
        while (v >= 0x80) {
            *p++ = uint8_t(v | 0x80);
            v >>= 7;
        }
        *p++ = uint8_t(v);
        return p;
    }
    void nextChunk();
    std::unique_ptr<std::atomic<uint8_t *>[]> m_chunk; ///< [kMaxChunks], written before m_size publishes
    std::atomic<size_t> m_chunks { 0 };
    std::atomic<uint8_t *> m_spare { nullptr };
    uint8_t *m_at = nullptr;
    size_t m_left = 0;
    int64_t m_prevTs = 0;
    std::atomic<size_t> m_size { 0 };
};

} // namespace jitterscope
