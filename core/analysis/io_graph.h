// The I/O graph: packets and bytes per time bin, as Wireshark's Statistics → I/O Graphs and
// `tshark -z io,stat,INTERVAL` count them — bin k holds the packets whose capture time lies in
// [origin + k·bin, origin + (k+1)·bin), the origin being the trace's first packet (file order),
// bytes are wire lengths (frame.len). Exact integer counts from the analysis' PacketStore, over
// a visible range only, and never more than a bound of bins: a width too fine for the range is
// widened to the next 1-2-5 step that fits, and the result says so. Pure functions.
#pragma once

#include "core/analysis/packet_store.h"
#include "core/base/saturating.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace jitterscope {

class TimelineIndex;

struct IoGraphData {
    int64_t originNs = 0; ///< bin 0 starts here
    int64_t binNs = 0; ///< the width used (≥ the one asked for; see widened)
    int64_t firstBin = 0; ///< index of packets[0] / bytes[0]; may be negative (packets before the origin)
    std::vector<uint64_t> packets; ///< per bin, consecutive from firstBin
    std::vector<uint64_t> bytes;
    uint64_t packetsInRange = 0, bytesInRange = 0; ///< Σ over the bins returned
    bool widened = false; ///< the asked width would have needed more than maxBins bins
    /// Store entries read one by one (the rest came from a TimelineIndex's block summaries or were
    /// skipped by them): the extraction's cost, for tests and benchmarks.
    size_t entriesVisited = 0;
    [[nodiscard]] int64_t binStartNs(size_t i) const
    {
        return satAdd(originNs, satMul(satAdd(firstBin, int64_t(i)), binNs));
    }
};

/// The 1-2-5 widths the graph offers: 1 µs, 2 µs, 5 µs, 10 µs … 1 s (19 steps).
[[nodiscard]] const std::vector<int64_t> &ioGraphBinWidths();

/// The smallest offered width ≥ `spanNs / maxBins` (so the span needs at most maxBins bins);
/// the largest offered width when none is that wide, the smallest for an empty span.
[[nodiscard]] int64_t ioGraphWidthFor(int64_t spanNs, size_t maxBins);

/// Bins of width `binNs` (> 0) covering [fromNs, toNs] (inclusive: the bins that hold those
/// times) among store entries [from, count), counting the packets of `flows` (empty = all; ids are
/// AnalysisSnapshot::flows indexes). More than `maxBins` bins widens the width (1-2-5 steps, or
/// doubling past 1 s). Entries may be out of time order: every entry is looked at unless the
/// store is in time order (`timeOrdered`), when a binary search bounds the scan. Bins between
/// packets hold 0; no bin before the first or after the last packet in the range is returned.
/// With an `index` (updated for this store), a block whose summary settles it — wholly outside the
/// range or of an unselected flow (skipped), or wholly inside the range and the selection and one
/// bin (counted from its summary) — is not read; the result is the same as without. What the
/// first pass (the extent) finds is kept for the second (the counts) up to `maxKept` packets
/// (16 B each); past that the second pass walks the store again.
[[nodiscard]] IoGraphData buildIoGraph(const PacketStore &store, size_t from, size_t count,
                                       const std::vector<uint32_t> &flows, int64_t originNs, int64_t binNs,
                                       int64_t fromNs, int64_t toNs, size_t maxBins, bool timeOrdered,
                                       const TimelineIndex *index = nullptr, size_t maxKept = size_t(1) << 20);

} // namespace jitterscope
