// The timestamps of the small flows, kept per flow until the end of an analysis (not in a bounded
// live session, whose second pass covers only the packets it still holds).
//
// With 100 000 flows of ~100 packets, keeping each flow's running statistics as its packets go by
// costs several cache (and TLB) misses per packet in state spread over ~1 KB a flow, and a second
// pass over the whole trace for flows whose estimates the speculation could not settle. A flow
// that is small instead only appends its packets' times here (one write into its last chunk); at
// finish() both of its passes run over its own times, one flow after the other, in cache. A flow
// that reaches kPromoteAt packets is handed back (its times replayed into running statistics,
// its chunks reused) and is a large flow from then on.
//
// A time is kept as its step from the flow's previous time, in one 32-bit word when the step is
// under 2^32 − 1 ns (4.29 s) and does not go back; otherwise (and for the flow's first time) as an
// escape word and the time itself in two more. `zoo-100k-flows` (~100 packets a flow): 87 -> 47 MiB.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace jitterscope {

class FlowTimes {
public:
    /// Packets at which a flow stops being small (its times are replayed into running statistics).
    static constexpr uint32_t kPromoteAt = 4096;

    FlowTimes();
    ~FlowTimes();
    FlowTimes(const FlowTimes &) = delete;
    FlowTimes &operator=(const FlowTimes &) = delete;

    /// Whether flow `id` still keeps its times here (every flow starts so).
    [[nodiscard]] bool small(uint32_t id) const { return id >= m_flows.size() || !m_flows[id].large; }
    /// Appends `ts` to small flow `id`; returns its number of times.
    uint32_t append(uint32_t id, int64_t ts)
    {
        if (id >= m_flows.size())
            m_flows.resize(size_t(id) + 1);
        Flow &f = m_flows[id];
        // The step from the flow's previous time in one word when it fits (0 <= step < kEscape),
        // else kEscape and the time itself in two.
        const uint64_t step = uint64_t(ts) - uint64_t(f.lastTs);
        if (f.count > 0 && ts >= f.lastTs && step < kEscape) {
            putWord(f, uint32_t(step));
        } else {
            putWord(f, kEscape);
            putWord(f, uint32_t(uint64_t(ts)));
            putWord(f, uint32_t(uint64_t(ts) >> 32));
        }
        f.lastTs = ts;
        return ++f.count;
    }
    /// Times kept for small flow `id`.
    [[nodiscard]] uint32_t count(uint32_t id) const { return id < m_flows.size() ? m_flows[id].count : 0; }
    /// f(ts) for each time of flow `id`, in the order appended.
    template<typename F> void forEach(uint32_t id, F &&f) const
    {
        if (id >= m_flows.size())
            return;
        const Flow &fl = m_flows[id];
        const Chunk *ch = fl.words > 0 ? &chunk(fl.first) : nullptr;
        uint32_t i = 0;
        auto word = [&]() -> uint32_t {
            if (i == kPerChunk) {
                ch = &chunk(ch->next);
                i = 0;
            }
            return ch->words[i++];
        };
        int64_t ts = 0;
        for (uint32_t read = 0; read < fl.words;) {
            const uint32_t w = word();
            if (w != kEscape) {
                ts = int64_t(uint64_t(ts) + w);
                read += 1;
            } else {
                const uint64_t lo = word();
                ts = int64_t(lo | uint64_t(word()) << 32);
                read += 3;
            }
            f(ts);
        }
    }
    /// Flow `id` is large from now on: its chunks go back to be reused.
    void promote(uint32_t id);
    /// Prefetches what append(id, …) writes.
    void prefetch(uint32_t id) const
    {
        if (id < m_flows.size()) {
            const Flow &f = m_flows[id];
            __builtin_prefetch(&f, 1);
            if (f.words % kPerChunk != 0)
                __builtin_prefetch(&chunk(f.last).words[f.words % kPerChunk], 1);
        }
    }
    /// Words flow `id`'s times take (exposed for tests: one a step, three an escape).
    [[nodiscard]] uint32_t wordsOf(uint32_t id) const { return id < m_flows.size() ? m_flows[id].words : 0; }
    /// Flows seen (small or large).
    [[nodiscard]] size_t flows() const { return m_flows.size(); }

private:
    static constexpr uint32_t kPerChunk = 31;
    static constexpr uint32_t kNone = UINT32_MAX;
    /// The word that says "the time itself follows, low then high half" (a step of 2^32 − 1 ns
    /// or more, one that goes back, or a flow's first time).
    static constexpr uint32_t kEscape = UINT32_MAX;
    struct Chunk { // 128 bytes: two cache lines
        uint32_t next;
        uint32_t words[kPerChunk];
    };
    struct Flow {
        int64_t lastTs = 0;
        uint32_t first = kNone, last = kNone;
        uint32_t count = 0; ///< times
        uint32_t words = 0; ///< words written
        bool large = false;
    };
    void putWord(Flow &f, uint32_t word)
    {
        const uint32_t slot = f.words % kPerChunk;
        if (slot == 0) {
            const uint32_t c = newChunk();
            if (f.words == 0)
                f.first = c;
            else
                chunk(f.last).next = c;
            f.last = c;
        }
        chunk(f.last).words[slot] = word;
        ++f.words;
    }
    static constexpr size_t kBlockBits = 14; // 16 384 chunks: 2 MiB blocks
    static constexpr size_t kBlockChunks = size_t(1) << kBlockBits;
    [[nodiscard]] Chunk &chunk(uint32_t c) const { return m_blocks[c >> kBlockBits][c & (kBlockChunks - 1)]; }
    uint32_t newChunk()
    {
        if (m_free != kNone) {
            const uint32_t c = m_free;
            m_free = chunk(c).next;
            return c;
        }
        if ((m_used & (kBlockChunks - 1)) == 0)
            addBlock();
        return m_used++;
    }
    void addBlock();
    std::vector<Flow> m_flows;
    std::vector<Chunk *> m_blocks;
    uint32_t m_used = 0; ///< chunks handed out from the blocks
    uint32_t m_free = kNone; ///< chunks given back, linked by next
};

} // namespace jitterscope
