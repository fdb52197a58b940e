// Level-of-detail extraction of the burst timeline (per-packet gap over time) from a PacketStore,
// for plotting: exact points when the range holds few packets, min/max envelope otherwise.
#pragma once

#include "core/analysis/snapshot.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <unordered_set>
#include <utility>
#include <vector>

namespace jitterscope {

struct TimelineData {
    /// Points: time since trace start (s) and the gap to the previous packet of the selection (µs).
    std::vector<double> tSec;
    std::vector<double> gapUs;
    /// Per point: true when the gap is below the burst threshold (the packet continues a burst).
    std::vector<bool> inBurst;
    bool decimated = false; ///< points are per-bucket min/max, not single packets
    /// Burst spans (runs of ≥ 2 packets) within the range, seconds since trace start; only when not decimated.
    std::vector<double> burstStartSec, burstEndSec;
    size_t packetsInRange = 0;
    /// Store entries read one by one (the rest came from a TimelineIndex's block summaries): the
    /// extraction's cost, for tests and benchmarks.
    size_t entriesVisited = 0;
};

/// Block summaries of a PacketStore for envelope extraction: per kBlock entries, the smallest and
/// largest gap of entries 1..kBlock−1 to the entry before (and the time of the first entry holding
/// each), their time span, the first and last entry's time, and the flow if every entry of the block
/// has the same one, and the entries' wire bytes (for the I/O graph, `buildIoGraph`). A whole-trace envelope then reads
/// the summaries (sequential, 72 B per 512 packets) and the entries of the blocks that straddle a bucket or the range
/// edges, not every packet: 10 M packets ~170 ms → a few ms. Blocks serve the all-flows selection, and single-flow
/// blocks any selection that holds their flow (a flow's gaps inside such a block are the store's).
/// Not thread-safe: one per view, on its thread.
class TimelineIndex {
public:
    static constexpr size_t kBlockBits = 9;
    static constexpr size_t kBlock = size_t(1) << kBlockBits;
    static constexpr uint32_t kMixedFlows = UINT32_MAX;
    struct Block {
        double minGapUs, maxGapUs; ///< as buildTimeline computes them (µs, from saturated ns)
        int64_t tsAtMinNs, tsAtMaxNs; ///< the first entry with that gap
        int64_t tsMinNs, tsMaxNs; ///< of entries 1..kBlock−1
        int64_t tsFirstNs, tsLastNs; ///< entries 0 and kBlock−1
        uint64_t wireBytes; ///< Σ wireLen of entries 0..kBlock−1
        uint32_t flowId; ///< of every entry 0..kBlock−1, or kMixedFlows
    };
    /// Summarises the whole blocks of entries [from, count) not summarised yet (amortised over a
    /// load's or a capture's snapshots); forgets those below `from` (a bounded session's released
    /// entries) and everything when `store` is another one.
    void update(const PacketStore &store, size_t from, size_t count);
    /// Block `b` (entries [b·kBlock, (b+1)·kBlock)) of `store`, or nullptr if not summarised.
    [[nodiscard]] const Block *block(const PacketStore &store, size_t b) const
    {
        return store.serial() == m_serial && b >= m_base && b - m_base < m_blocks.size() ? &m_blocks[b - m_base]
                                                                                         : nullptr;
    }
    [[nodiscard]] size_t blocks() const { return m_blocks.size(); }
    /// The first entry's time and the extremes of all kBlock entries' times.
    [[nodiscard]] static int64_t earliestNs(const Block &b) { return std::min(b.tsFirstNs, b.tsMinNs); }
    [[nodiscard]] static int64_t latestNs(const Block &b) { return std::max(b.tsFirstNs, b.tsMaxNs); }

private:
    uint64_t m_serial = 0;
    size_t m_base = 0; ///< block number of m_blocks.front()
    std::deque<Block> m_blocks;
};

/// Store entries [from, count) (from: the snapshot's firstStored). `flows` empty = all packets.
/// Times relative to `originNs`. [t0Sec, t1Sec] selects the range (use -inf/+inf for all). At most about `maxPoints`
/// points come back. With an `index` (updated for this store), the envelope reads its block
/// summaries where it can; the result is the same as without.
[[nodiscard]] TimelineData buildTimeline(const PacketStore &store, size_t from, size_t count,
                                         const std::vector<uint32_t> &flows, int64_t originNs, double t0Sec,
                                         double t1Sec, size_t maxPoints, int64_t burstThresholdNs,
                                         const TimelineIndex *index = nullptr);

/// The time the snapshot's packets span, seconds since its first packet: [min(0, earliest),
/// latest]; in a bounded live session (firstStored > 0) from the first packet still held.
[[nodiscard]] std::pair<double, double> timeSpanSec(const AnalysisSnapshot &s);

/// Inter-arrival histogram of the selected flows (merged per-flow histograms; all packets' when
/// empty). A flow listed without its histogram (given back by the analysis) is rebuilt from the
/// store, all such flows of the selection in one walk.
[[nodiscard]] LogLinearHistogram selectionHistogram(const AnalysisSnapshot &s, const std::vector<uint32_t> &flows);
/// Each of the flows `ids` own gaps over the store entries [from, to), merged: consecutive
/// entries of a flow in store order (file order), as the analysis' first pass takes them. What a
/// flow's histogram is when the store holds all of its packets and, under --order time, its times
/// never went back (Analyzer::dropRebuildableFlowHistograms). One walk of the range.
[[nodiscard]] LogLinearHistogram flowsHistogramFromStore(const PacketStore &store, size_t from, size_t to,
                                                         const std::vector<uint32_t> &ids);
/// As flowsHistogramFromStore, each flow of `ids` apart: [k] is ids[k]'s own gaps (one walk).
[[nodiscard]] std::vector<LogLinearHistogram> eachFlowHistogramFromStore(const PacketStore &store, size_t from,
                                                                         size_t to, const std::vector<uint32_t> &ids);
/// The stored entries [from, to) that can hold packets stamped in [firstNs, lastNs]: found by
/// bisection when the file is in time order (no backward step: the store's times ascend), all of
/// them otherwise.
[[nodiscard]] std::pair<size_t, size_t> storeRangeOf(const AnalysisSnapshot &s, int64_t firstNs, int64_t lastNs);

} // namespace jitterscope

namespace jitterscope {

/// Inter-arrival histogram of the packets with timestamps ≥ `fromNs` among store entries
/// [from, count) — the sliding window of a live session. With no flows selected: gaps between
/// consecutive packets; otherwise each selected flow's own gaps, merged (as selectionHistogram).
/// Walks back from the newest entry and stops at the first older than `fromNs` (entries are in
/// arrival order; a timestamp that goes backwards across the edge may be missed).
[[nodiscard]] LogLinearHistogram windowHistogram(const PacketStore &store, size_t from, size_t count,
                                                 const std::vector<uint32_t> &flows, int64_t fromNs);
/// As windowHistogram, every flow of the store: each flow's own gaps, merged (the "all flows"
/// scope of a snapshot that does not list every flow) but `skipFlow` (AnalysisSnapshot::untrackedFlow:
/// packets of many flows).
[[nodiscard]] LogLinearHistogram windowHistogramEachFlow(const PacketStore &store, size_t from, size_t count,
                                                         int64_t fromNs, uint32_t skipFlow = UINT32_MAX);

/// Summary figures of a histogram alone (for a window or a merged selection): count, min, max,
/// percentiles; mean/stddev from bucket midpoints; the nominal gap is the median.
[[nodiscard]] DeltaStats histogramStats(const LogLinearHistogram &h);

} // namespace jitterscope
