// The inter-arrival figures of a flow selection, as the histogram view shows them: the whole
// trace's, one flow's, several flows' merged, or those of a live session's sliding window.
// Pure functions over an immutable snapshot; any thread.
#pragma once

#include "core/analysis/snapshot.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace jitterscope {

/// A histogram with its summary figures. For a merge or a window, `jitter` only carries the
/// nominal gap — the given one, or the one selected flow's; 0 with source PerFlow for several
/// flows — and, when there is one, the largest |gap − nominal| (exact from min and max).
struct SelectionStats {
    std::shared_ptr<const LogLinearHistogram> histogram;
    DeltaStats interarrival;
    JitterStats jitter;
};

/// The live window: the newest stored packet and `windowNs` before it, in trace time (ns).
struct LiveWindow {
    int64_t fromNs = 0;
    int64_t newestNs = 0;
};

/// Flow f's gap histogram: its own, or when the analysis gave it back
/// (Analyzer::dropRebuildableFlowHistograms) rebuilt from the snapshot's store (one walk). Null
/// only when there is neither.
[[nodiscard]] std::shared_ptr<const LogLinearHistogram> flowHistogram(const AnalysisSnapshot &s, const FlowSummary &f);

/// flowHistogram() of every listed flow, in the order of `flows`: the given-back ones rebuilt
/// together in one walk of the store (a report of 100 000 flows: one walk, not 100 000).
[[nodiscard]] std::vector<std::shared_ptr<const LogLinearHistogram>> flowHistograms(const AnalysisSnapshot &s);

/// Figures of the flows `flowIds` over the whole snapshot: empty = all packets (the snapshot's
/// own), one id = that flow's, several = their per-flow histograms merged. std::nullopt when a
/// single id names no flow of the snapshot.
[[nodiscard]] std::optional<SelectionStats> selectionStats(const AnalysisSnapshot &s,
                                                           const std::vector<uint32_t> &flowIds);

/// Every flow's own gaps merged (the "all flows" scope): selectionStats() of every listed flow,
/// and when the snapshot leaves flows out (AnalysisSnapshot::flowsOmitted) their merged
/// histogram too, flowsMerged counting them.
[[nodiscard]] std::optional<SelectionStats> allFlowsStats(const AnalysisSnapshot &s);

/// The sliding window ending at the newest stored packet; std::nullopt when `windowNs` ≤ 0 or the
/// snapshot stores no packet (then the whole-session figures apply).
[[nodiscard]] std::optional<LiveWindow> liveWindow(const AnalysisSnapshot &s, int64_t windowNs);

/// Figures of the flows `flowIds` (empty = all) over the stored packets from `window.fromNs` on.
/// Requires a snapshot with a packet store (as liveWindow() reports).
[[nodiscard]] SelectionStats windowSelectionStats(const AnalysisSnapshot &s, const std::vector<uint32_t> &flowIds,
                                                  const LiveWindow &window);
/// allFlowsStats() over the window: windowSelectionStats() of every listed flow, or when the
/// snapshot leaves flows out every stored flow's own gaps.
[[nodiscard]] SelectionStats allFlowsWindowStats(const AnalysisSnapshot &s, const LiveWindow &window);

} // namespace jitterscope
