#include "core/analysis/io_graph.h"

#include "core/analysis/flow_id_set.h"
#include "core/analysis/timeline.h"
#include "core/base/saturating.h"

#include <algorithm>
#include <limits>

namespace jitterscope {

namespace {

/// The next 1-2-5 width above `w` (1 → 2 → 5 → 10 …), saturating.
int64_t next125(int64_t w)
{
    int64_t decade = 1;
    while (decade <= w / 10)
        decade *= 10;
    const int64_t m = w / decade; // 1, 2 or 5 for a 1-2-5 width
    const int64_t next = m < 2 ? 2 : (m < 5 ? 5 : 10);
    return satMul(decade, next);
}

/// Entries [begin, end) of `store`, block by block where `index` summarises a whole block inside
/// them: `onBlock(summary, block number)` says whether the summary settled the block; if not, or without a
/// summary, `onEntry(entry)` for each of its entries. Returns the entries read one by one.
template<typename OnBlock, typename OnEntry>
size_t forEachBlockOrEntry(const PacketStore &store, size_t begin, size_t end, const TimelineIndex *index,
                           OnBlock &&onBlock, OnEntry &&onEntry)
{
    size_t visited = 0;
    size_t i = begin;
    while (i < end) {
        const size_t b = i >> TimelineIndex::kBlockBits;
        const size_t blockBegin = b << TimelineIndex::kBlockBits, blockEnd = blockBegin + TimelineIndex::kBlock;
        const size_t stop = std::min(end, blockEnd);
        if (i == blockBegin && blockEnd <= end && index) {
            const TimelineIndex::Block *summary = index->block(store, b);
            if (summary && onBlock(*summary, b)) {
                i = blockEnd;
                continue;
            }
        }
        visited += stop - i;
        for (; i < stop; ++i)
            onEntry(store[i]);
    }
    return visited;
}

} // namespace

const std::vector<int64_t> &ioGraphBinWidths()
{
    static const std::vector<int64_t> widths = [] {
        std::vector<int64_t> w;
        for (int64_t v = 1000; v <= 1000000000; v = next125(v))
            w.push_back(v);
        return w;
    }();
    return widths;
}

int64_t ioGraphWidthFor(int64_t spanNs, size_t maxBins)
{
    const std::vector<int64_t> &w = ioGraphBinWidths();
    if (spanNs <= 0 || maxBins == 0)
        return w.front();
    for (int64_t width : w)
        if (uint64_t(spanNs / width) + 1 <= maxBins)
            return width;
    return w.back();
}

IoGraphData buildIoGraph(const PacketStore &store, size_t from, size_t count, const std::vector<uint32_t> &flows,
                         int64_t originNs, int64_t binNs, int64_t fromNs, int64_t toNs, size_t maxBins,
                         bool timeOrdered, const TimelineIndex *index, size_t maxKept)
{
    IoGraphData out;
    out.originNs = originNs;
    out.binNs = std::max<int64_t>(1, binNs);
    count = std::min(count, store.size());
    maxBins = std::max<size_t>(1, maxBins);
    if (count <= from || toNs < fromNs)
        return out;

    // The entries to look at: all, or in a time-ordered store the ones a binary search bounds.
    size_t begin = from, end = count;
    if (timeOrdered) {
        const auto lower = [&](int64_t t) {
            size_t lo = from, hi = count;
            while (lo < hi) {
                const size_t mid = lo + (hi - lo) / 2;
                if (store[mid].tsNs < t)
                    lo = mid + 1;
                else
                    hi = mid;
            }
            return lo;
        };
        begin = lower(fromNs);
        end = toNs == std::numeric_limits<int64_t>::max() ? count : lower(toNs + 1);
    }
    const FlowIdSet selected(flows);

    // What a block's summary says about it: nothing of it counts (outside the range or of flows
    // not selected), all of it counts (inside the range, every entry selected), or mixed.
    // A block of mixed flows none of which is selected counts for nothing either: told by a tight
    // look at its flow ids (one flow among 100 000 interleaved ones: every block is mixed).
    enum class Fate { None, All, Mixed };
    const auto fate = [&](const TimelineIndex::Block &b, size_t blockNumber) {
        const int64_t lo = TimelineIndex::earliestNs(b), hi = TimelineIndex::latestNs(b);
        if (hi < fromNs || lo > toNs)
            return Fate::None;
        if (!flows.empty() && b.flowId == TimelineIndex::kMixedFlows)
            return selected.anyIn(store.stored(blockNumber << TimelineIndex::kBlockBits), TimelineIndex::kBlock)
                       ? Fate::Mixed
                       : Fate::None;
        if (!flows.empty() && !selected(b.flowId))
            return Fate::None;
        return lo >= fromNs && hi <= toNs ? Fate::All : Fate::Mixed;
    };

    // Pass 1: the extent of the packets in range, so that the bins span them and no more. What it
    // finds is kept for pass 2 — the packets read one by one (time and length), the whole blocks
    // settled by their summaries — unless that grows past maxKept packets: a flow among many
    // interleaved ones (no summary settles a block of mixed flows) is then one walk over the
    // store, not two (10 M packets of 100 000 flows: ~120 -> ~60 ms).
    struct Kept {
        int64_t tsNs;
        uint32_t wireLen;
    };
    std::vector<Kept> kept;
    std::vector<size_t> keptBlocks;
    bool keeping = true;
    int64_t minTs = std::numeric_limits<int64_t>::max(), maxTs = std::numeric_limits<int64_t>::min();
    out.entriesVisited += forEachBlockOrEntry(
        store, begin, end, index,
        [&](const TimelineIndex::Block &b, size_t blockNumber) {
            switch (fate(b, blockNumber)) {
            case Fate::None: return true;
            case Fate::All:
                minTs = std::min(minTs, TimelineIndex::earliestNs(b));
                maxTs = std::max(maxTs, TimelineIndex::latestNs(b));
                if (keeping)
                    keptBlocks.push_back(blockNumber);
                return true;
            case Fate::Mixed: break;
            }
            return false;
        },
        [&](const PacketEntry &e) {
            if (e.tsNs < fromNs || e.tsNs > toNs || !selected(e.flowId))
                return;
            minTs = std::min(minTs, e.tsNs);
            maxTs = std::max(maxTs, e.tsNs);
            if (keeping) {
                if (kept.size() < maxKept) {
                    kept.push_back({ e.tsNs, e.wireLen });
                } else {
                    keeping = false;
                    kept = {};
                    keptBlocks = {};
                }
            }
        });
    if (minTs > maxTs)
        return out;

    // Widen until the extent needs at most maxBins bins (1-2-5 steps; an extent of 2^63 ns ends
    // at a width of one bin).
    const auto binsFor = [&](int64_t w) {
        const int64_t k0 = floorDiv(satSub(minTs, originNs), w), k1 = floorDiv(satSub(maxTs, originNs), w);
        const __int128 bins = __int128(k1) - __int128(k0) + 1; // up to 2^64: 128 bits
        return bins > __int128(std::numeric_limits<uint64_t>::max()) ? std::numeric_limits<uint64_t>::max()
                                                                     : uint64_t(bins);
    };
    while (binsFor(out.binNs) > maxBins && out.binNs < std::numeric_limits<int64_t>::max()) {
        out.binNs = next125(out.binNs);
        out.widened = true;
    }
    out.firstBin = floorDiv(satSub(minTs, originNs), out.binNs);
    const size_t n = size_t(std::min<uint64_t>(binsFor(out.binNs), maxBins));
    out.packets.assign(n, 0);
    out.bytes.assign(n, 0);

    // Pass 2: the counts. A block inside the range and the selection whose times lie in one bin
    // adds its summary's packets and bytes there.
    const auto binOf = [&](int64_t ts) { return floorDiv(satSub(ts, originNs), out.binNs) - out.firstBin; };
    const auto add = [&](int64_t ts, uint32_t wireLen) { // a packet in range and selected
        const int64_t k = binOf(ts);
        if (k < 0 || uint64_t(k) >= n)
            return; // only past a saturated extent
        ++out.packets[size_t(k)];
        out.bytes[size_t(k)] += wireLen;
        ++out.packetsInRange;
        out.bytesInRange += wireLen;
    };
    const auto countBlock = [&](const TimelineIndex::Block &b) { // Fate::All; false: spans bins
        const int64_t k = binOf(TimelineIndex::earliestNs(b));
        if (k != binOf(TimelineIndex::latestNs(b)) || k < 0 || uint64_t(k) >= n)
            return false;
        out.packets[size_t(k)] += TimelineIndex::kBlock;
        out.bytes[size_t(k)] += b.wireBytes;
        out.packetsInRange += TimelineIndex::kBlock;
        out.bytesInRange += b.wireBytes;
        return true;
    };
    if (keeping) {
        for (const size_t blockNumber : keptBlocks) {
            if (countBlock(*index->block(store, blockNumber)))
                continue;
            const size_t i0 = blockNumber << TimelineIndex::kBlockBits;
            for (size_t i = i0; i < i0 + TimelineIndex::kBlock; ++i)
                add(store[i].tsNs, store[i].wireLen);
            out.entriesVisited += TimelineIndex::kBlock;
        }
        for (const Kept &k : kept)
            add(k.tsNs, k.wireLen);
        return out;
    }
    out.entriesVisited += forEachBlockOrEntry(
        store, begin, end, index,
        [&](const TimelineIndex::Block &b, size_t blockNumber) {
            const Fate f = fate(b, blockNumber);
            if (f == Fate::None)
                return true;
            return f == Fate::All && countBlock(b);
        },
        [&](const PacketEntry &e) {
            if (e.tsNs < fromNs || e.tsNs > toNs || !selected(e.flowId))
                return;
            add(e.tsNs, e.wireLen);
        });
    return out;
}

} // namespace jitterscope
