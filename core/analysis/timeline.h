// Level-of-detail extraction of the burst timeline (per-packet gap over time) from a PacketStore,
// for plotting: exact points when the range holds few packets, min/max envelope otherwise.
#pragma once

#include "core/analysis/snapshot.h"

#include <cstdint>
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
};

/// Store entries [from, count) (from: the snapshot's firstStored). `flows` empty = all packets.
/// Times relative to `originNs`. [t0Sec, t1Sec] selects the range (use -inf/+inf for all). At most about `maxPoints`
/// points come back.
[[nodiscard]] TimelineData buildTimeline(const PacketStore &store, size_t from, size_t count,
                                         const std::vector<uint32_t> &flows, int64_t originNs, double t0Sec,
                                         double t1Sec, size_t maxPoints, int64_t burstThresholdNs);

/// Inter-arrival histogram of the selected flows (merged per-flow histograms; all when empty).
/// The time the snapshot's packets span, seconds since its first packet: [min(0, earliest),
/// latest]; in a bounded live session (firstStored > 0) from the first packet still held.
[[nodiscard]] std::pair<double, double> timeSpanSec(const AnalysisSnapshot &s);

[[nodiscard]] LogLinearHistogram selectionHistogram(const AnalysisSnapshot &s, const std::vector<uint32_t> &flows);

} // namespace jitterscope

namespace jitterscope {

/// Inter-arrival histogram of the packets with timestamps ≥ `fromNs` among store entries
/// [from, count) — the sliding window of a live session. With no flows selected: gaps between
/// consecutive packets; otherwise each selected flow's own gaps, merged (as selectionHistogram).
/// Walks back from the newest entry and stops at the first older than `fromNs` (entries are in
/// arrival order; a timestamp that goes backwards across the edge may be missed).
[[nodiscard]] LogLinearHistogram windowHistogram(const PacketStore &store, size_t from, size_t count,
                                                 const std::vector<uint32_t> &flows, int64_t fromNs);

/// Summary figures of a histogram alone (for a window or a merged selection): count, min, max,
/// percentiles; mean/stddev from bucket midpoints; the nominal gap is the median.
[[nodiscard]] DeltaStats histogramStats(const LogLinearHistogram &h);

} // namespace jitterscope
