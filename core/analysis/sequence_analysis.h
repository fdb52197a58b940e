// Generic sequence-number analysis for any decoded flow (RTP 16-bit, iperf3 32/64-bit, probe
// 64-bit): loss, duplicates, reordering and capture-timestamp inversions ("phantom jitter":
// a later sequence number stamped earlier than a lower one that arrived before it, as happens
// when hardware timestamps are assigned to the wrong packets). Memory is bounded per stream: a
// bitmap of up to 8 KiB and a ring of up to 256 recent arrivals, both grown as the stream needs
// them (a stream of 20 datagrams takes ~0.5 KB, not 12: 50 000 such probe flows were 620 MB).
#pragma once

#include "core/analysis/stream_stats.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace jitterscope {

class SequenceAnalysis {
public:
    /// Duplicates are detected among the last kWindow sequence numbers below the highest.
    static constexpr int64_t kWindow = 65536;
    /// Arrivals remembered to judge timestamp inversions of reordered packets.
    static constexpr size_t kRecent = 256;

    /// seqBits: 16, 32 or 64 — the width on the wire; narrower counters are unwrapped.
    explicit SequenceAnalysis(int seqBits);
    /// One packet in file (arrival) order. captureTsNs: capture time, ns since the epoch.
    void add(uint64_t seq, int64_t captureTsNs);
    /// Snapshot of the statistics so far.
    [[nodiscard]] SequenceStats result() const;

private:
    [[nodiscard]] int64_t extend(uint64_t seq) const;
    bool testAndSet(int64_t ext); ///< returns whether ext was already marked

    int m_bits;
    uint64_t m_received = 0;
    uint64_t m_duplicates = 0;
    uint64_t m_reordered = 0;
    uint64_t m_tsInversions = 0;
    int64_t m_maxTsInversionNs = 0;
    int64_t m_lowest = 0; ///< extended sequence numbers (signed: a late packet may precede the first)
    int64_t m_highest = 0;
    int64_t m_maxTsNs = INT64_MIN; ///< latest capture time of all packets so far
    /// Bit ((ext − first) mod kWindow) set = seen, for ext in (highest − kWindow, highest]; words
    /// past the end are 0 (the vector grows to the word it must set, kWindow / 64 at most).
    std::vector<uint64_t> m_seen;
    int64_t m_base = 0; ///< the first extended number: a short stream's bits are the first words
    struct Arrival {
        int64_t ext;
        int64_t tsNs;
    };
    std::vector<Arrival> m_recent; ///< grows to kRecent, then a ring
    size_t m_recentCount = 0; ///< arrivals written to m_recent (ring index = count mod kRecent)
};

} // namespace jitterscope
