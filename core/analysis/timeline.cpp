// Level-of-detail extraction of the burst timeline. Runs on whatever thread asks (the GUI thread
// for the burst timeline view); it only reads store entries [0, count), which the analysis thread
// never moves or rewrites, so no lock is needed.
#include "core/analysis/timeline.h"

#include "core/analysis/flow_id_set.h"
#include "core/base/saturating.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace jitterscope {

// The views look at a whole block of entries through one pointer (FlowIdSet::anyIn).
static_assert(PacketStore::kChunkBits >= TimelineIndex::kBlockBits, "a timeline block lies in one chunk of the store");

namespace {

/// How far back (in store entries) to look for the selection's packet preceding the range, and how
/// far past the range end to keep scanning for late out-of-order timestamps. Bounds the cost of a
/// sparse selection; a gap to a packet further back than this is simply not drawn.
constexpr size_t kBackScanLimit = size_t(1) << 22;
constexpr size_t kTailSlack = 1024;

/// Per-bucket envelope: the packets with the smallest and largest gap.
struct Bucket {
    double minGap = std::numeric_limits<double>::infinity();
    double maxGap = -std::numeric_limits<double>::infinity();
    double tMin = 0, tMax = 0;
};

} // namespace

TimelineData buildTimeline(const PacketStore &store, size_t from, size_t count, const std::vector<uint32_t> &flows,
                           int64_t originNs, double t0Sec, double t1Sec, size_t maxPoints, int64_t burstThresholdNs,
                           const TimelineIndex *index)
{
    TimelineData out;
    count = std::min(count, store.size());
    if (count <= from || !(t1Sec >= t0Sec))
        return out;
    maxPoints = std::max<size_t>(maxPoints, 2);
    const FlowIdSet selected(flows);
    // Saturated: monotonic in ts (the block summaries rely on it), and no overflow on a stamp
    // near INT64_MIN or INT64_MAX.
    const auto tOf = [originNs](int64_t ts) { return double(satSub(ts, originNs)) * 1e-9; };
    const double thresholdUs = double(burstThresholdNs) / 1000.0;
    const bool haveThreshold = burstThresholdNs > 0;

    // The store is in file order, which is time order except for timestamps going backwards; a
    // binary search finds the range start under that assumption (a packet displaced across the
    // range edge may be missed, never double counted).
    size_t first = from;
    if (std::isfinite(t0Sec)) {
        size_t lo = from, hi = count;
        while (lo < hi) {
            const size_t mid = lo + (hi - lo) / 2;
            if (tOf(store[mid].tsNs) < t0Sec)
                lo = mid + 1;
            else
                hi = mid;
        }
        first = lo;
    }

    // The selection's packet preceding the range gives the first point its gap.
    bool havePrev = false;
    int64_t prevTs = 0;
    {
        const size_t stop = first > from + kBackScanLimit ? first - kBackScanLimit : from;
        for (size_t i = first; i > stop; --i) {
            const PacketEntry &e = store[i - 1];
            if (selected(e.flowId)) {
                havePrev = true;
                prevTs = e.tsNs;
                break;
            }
        }
    }

    // Envelope buckets over the range; for an open range, the span of the whole store.
    const double lo = std::isfinite(t0Sec) ? t0Sec : tOf(store[from].tsNs);
    const double hi = std::isfinite(t1Sec) ? t1Sec : tOf(store[count - 1].tsNs);
    const size_t nBuckets = std::max<size_t>(1, maxPoints / 2);
    const double bucketWidth = hi > lo ? (hi - lo) / double(nBuckets) : 1.0;
    std::vector<Bucket> buckets;
    bool exact = true;
    out.tSec.reserve(std::min(maxPoints, count - first) + 1);
    out.gapUs.reserve(out.tSec.capacity());

    // Burst-run tracking (exact mode only): the run's first packet time and its length.
    double runStart = 0, runEnd = 0;
    size_t runLen = 0;
    double prevT = havePrev ? tOf(prevTs) : 0;
    bool prevInRange = false; // whether the previous selected packet lies in [t0, t1]
    const auto closeRun = [&] {
        if (exact && runLen >= 2) {
            out.burstStartSec.push_back(runStart);
            out.burstEndSec.push_back(runEnd);
        }
        runLen = 0;
    };

    const auto bucketOf = [&](double t) {
        return size_t(std::clamp((t - lo) / bucketWidth, 0.0, double(nBuckets - 1)));
    };
    const auto addToBucket = [&](size_t b, double t, double gapUs) {
        Bucket &bk = buckets[b];
        if (gapUs < bk.minGap) {
            bk.minGap = gapUs;
            bk.tMin = t;
        }
        if (gapUs > bk.maxGap) {
            bk.maxGap = gapUs;
            bk.tMax = t;
        }
    };

    size_t beyond = 0; // consecutive entries after t1
    // One entry; false once the scan may stop (well past t1).
    const auto visitEntry = [&](const PacketEntry &e) {
        const double t = tOf(e.tsNs);
        if (t > t1Sec) {
            if (++beyond > kTailSlack)
                return false;
        } else {
            beyond = 0;
        }
        if (!selected(e.flowId))
            return true;
        const bool inRange = t >= t0Sec && t <= t1Sec;
        if (!havePrev) {
            havePrev = true;
            prevTs = e.tsNs;
            prevT = t;
            prevInRange = inRange;
            if (inRange)
                ++out.packetsInRange;
            return true;
        }
        const double gapUs = double(satSub(e.tsNs, prevTs)) / 1000.0;
        const bool burstGap = haveThreshold && gapUs < thresholdUs;
        if (inRange) {
            ++out.packetsInRange;
            if (exact && out.tSec.size() >= maxPoints) {
                // Too many: switch to the envelope, seeding it from the exact points gathered so far.
                exact = false;
                buckets.assign(nBuckets, Bucket {});
                for (size_t k = 0; k < out.tSec.size(); ++k)
                    addToBucket(bucketOf(out.tSec[k]), out.tSec[k], out.gapUs[k]);
                out.tSec.clear();
                out.gapUs.clear();
                out.burstStartSec.clear();
                out.burstEndSec.clear();
            }
            if (exact) {
                out.tSec.push_back(t);
                out.gapUs.push_back(gapUs);
            } else {
                addToBucket(bucketOf(t), t, gapUs);
            }
        }
        // Runs: a burst gap extends the run (starting it at the previous packet); any other gap ends it.
        if (burstGap && (inRange || prevInRange)) {
            if (runLen == 0) {
                runStart = prevT;
                runLen = 1;
            }
            ++runLen;
            runEnd = t;
        } else {
            closeRun();
        }
        prevTs = e.tsNs;
        prevT = t;
        prevInRange = inRange;
        return true;
    };
    const auto visit = [&](size_t i) {
        ++out.entriesVisited;
        return visitEntry(store[i]);
    };

    // Once enveloping, a block whose entries after its first are all selected-with-their-
    // predecessor, in range and in one bucket is merged from its summary: its first entry is visited
    // (its gap reaches back to the selection's previous packet), then the rest's extremes (first
    // holder on ties, as the scan would pick). Runs are not kept in envelope mode.
    constexpr size_t kBlock = TimelineIndex::kBlock;
    const bool allFlows = flows.empty();
    enum class Merge { No, Done, Stop };
    const auto mergeBlock = [&](size_t i) {
        if (exact || !index || (i & (kBlock - 1)) != 0 || i < from || count - i < kBlock)
            return Merge::No;
        const TimelineIndex::Block *b = index->block(store, i >> TimelineIndex::kBlockBits);
        if (!b || !(allFlows || (b->flowId != TimelineIndex::kMixedFlows && selected(b->flowId))))
            return Merge::No;
        const double tFirst = tOf(b->tsMinNs), tLast = tOf(b->tsMaxNs);
        if (!(tFirst >= t0Sec && tLast <= t1Sec) || bucketOf(tFirst) != bucketOf(tLast))
            return Merge::No;
        // The first entry, from the summary (no store read: blocks are 8 KiB apart, and reading
        // each cost a cache and TLB miss, ~80 ms over 100 M packets). It may lie past t1.
        if (!visitEntry(PacketEntry { b->tsFirstNs, b->flowId, 0 }))
            return Merge::Stop;
        const size_t bucket = bucketOf(tFirst);
        addToBucket(bucket, tOf(b->tsAtMinNs), b->minGapUs);
        addToBucket(bucket, tOf(b->tsAtMaxNs), b->maxGapUs);
        out.packetsInRange += kBlock - 1;
        prevTs = b->tsLastNs;
        prevT = tOf(prevTs);
        prevInRange = true;
        beyond = 0;
        runLen = 0;
        return Merge::Done;
    };

    // A block none of whose entries is selected and all of whose entries lie at or before t1
    // leaves the scan as it was but for `beyond` (0): skipped after a tight look at its flow ids
    // instead of a visit per entry (one flow among 100 000 interleaved ones reads every block).
    const auto skipBlock = [&](size_t i) {
        if (allFlows || !index || (i & (kBlock - 1)) != 0 || count - i < kBlock)
            return false;
        const TimelineIndex::Block *b = index->block(store, i >> TimelineIndex::kBlockBits);
        if (!b || !(tOf(std::max(b->tsFirstNs, b->tsMaxNs)) <= t1Sec)) // (tsMaxNs: entries 1 on)
            return false;
        if (b->flowId != TimelineIndex::kMixedFlows)
            return !selected(b->flowId);
        return !selected.anyIn(store.stored(i), kBlock); // a block lies in one chunk of the store
    };

    for (size_t i = first; i < count;) {
        const Merge m = mergeBlock(i);
        if (m == Merge::Stop)
            break;
        if (m == Merge::Done) {
            i += kBlock;
            continue;
        }
        if (skipBlock(i)) {
            beyond = 0;
            i += kBlock;
            continue;
        }
        if (!visit(i))
            break;
        ++i;
    }
    closeRun();

    if (!exact) {
        out.decimated = true;
        out.tSec.clear();
        out.gapUs.clear();
        for (const Bucket &bk : buckets) {
            if (!(bk.maxGap >= bk.minGap))
                continue;
            if (bk.tMin == bk.tMax && bk.minGap == bk.maxGap) {
                out.tSec.push_back(bk.tMin);
                out.gapUs.push_back(bk.minGap);
            } else if (bk.tMin <= bk.tMax) {
                out.tSec.insert(out.tSec.end(), { bk.tMin, bk.tMax });
                out.gapUs.insert(out.gapUs.end(), { bk.minGap, bk.maxGap });
            } else {
                out.tSec.insert(out.tSec.end(), { bk.tMax, bk.tMin });
                out.gapUs.insert(out.gapUs.end(), { bk.maxGap, bk.minGap });
            }
        }
    }
    out.inBurst.resize(out.gapUs.size());
    for (size_t k = 0; k < out.gapUs.size(); ++k)
        out.inBurst[k] = haveThreshold && out.gapUs[k] < thresholdUs;
    return out;
}

void TimelineIndex::update(const PacketStore &store, size_t from, size_t count)
{
    count = std::min(count, store.size());
    const size_t firstBlock = (from + kBlock - 1) >> kBlockBits; // the first whole block at or after from
    if (store.serial() != m_serial || firstBlock < m_base) {
        m_serial = store.serial();
        m_blocks.clear();
        m_base = firstBlock;
    }
    while (m_base < firstBlock && !m_blocks.empty()) { // released by a bounded session
        m_blocks.pop_front();
        ++m_base;
    }
    if (m_blocks.empty())
        m_base = firstBlock;
    for (size_t b = m_base + m_blocks.size(); (b + 1) << kBlockBits <= count; ++b) {
        const size_t i0 = b << kBlockBits;
        Block s {};
        s.flowId = store[i0].flowId;
        s.tsFirstNs = store[i0].tsNs;
        s.wireBytes = store[i0].wireLen;
        s.minGapUs = std::numeric_limits<double>::infinity();
        s.maxGapUs = -std::numeric_limits<double>::infinity();
        s.tsMinNs = INT64_MAX;
        s.tsMaxNs = INT64_MIN;
        int64_t prev = s.tsFirstNs;
        for (size_t k = 1; k < kBlock; ++k) {
            const PacketEntry &e = store[i0 + k];
            const double gapUs = double(satSub(e.tsNs, prev)) / 1000.0; // as buildTimeline's scan
            if (gapUs < s.minGapUs) {
                s.minGapUs = gapUs;
                s.tsAtMinNs = e.tsNs;
            }
            if (gapUs > s.maxGapUs) {
                s.maxGapUs = gapUs;
                s.tsAtMaxNs = e.tsNs;
            }
            s.tsMinNs = std::min(s.tsMinNs, e.tsNs);
            s.tsMaxNs = std::max(s.tsMaxNs, e.tsNs);
            if (e.flowId != s.flowId)
                s.flowId = kMixedFlows;
            s.wireBytes += e.wireLen;
            prev = e.tsNs;
        }
        s.tsLastNs = prev;
        m_blocks.push_back(s);
    }
}

std::pair<double, double> timeSpanSec(const AnalysisSnapshot &s)
{
    double t0 = std::min(0.0, double(satSub(s.minTsNs, s.firstTsNs)) * 1e-9);
    if (s.store && s.firstStored > 0 && s.firstStored < s.packetsStored)
        t0 = double(satSub((*s.store)[s.firstStored].tsNs, s.firstTsNs)) * 1e-9;
    return { t0, double(satSub(s.maxTsNs, s.firstTsNs)) * 1e-9 };
}

LogLinearHistogram selectionHistogram(const AnalysisSnapshot &s, const std::vector<uint32_t> &flows)
{
    if (flows.empty())
        return s.histogram ? LogLinearHistogram(*s.histogram) : LogLinearHistogram();
    LogLinearHistogram merged;
    std::vector<uint32_t> rebuild; // listed without a histogram
    int64_t rebuildFirst = INT64_MAX, rebuildLast = INT64_MIN; // their packets' times
    std::vector<uint32_t> ids = flows;
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    for (uint32_t id : ids) {
        const FlowSummary *f = nullptr;
        if (id < s.flows.size() && s.flows[id].id == id) {
            f = &s.flows[id];
        } else {
            const auto it =
                std::find_if(s.flows.begin(), s.flows.end(), [id](const FlowSummary &x) { return x.id == id; });
            if (it != s.flows.end())
                f = &*it;
        }
        if (f && f->histogram) {
            merged.merge(*f->histogram);
        } else if (f) {
            rebuild.push_back(id);
            rebuildFirst = std::min(rebuildFirst, f->firstTsNs);
            rebuildLast = std::max(rebuildLast, f->lastTsNs);
        }
    }
    if (!rebuild.empty() && s.store) {
        const auto [from, to] = storeRangeOf(s, rebuildFirst, rebuildLast);
        merged.merge(flowsHistogramFromStore(*s.store, from, to, rebuild));
    }
    return merged;
}

std::pair<size_t, size_t> storeRangeOf(const AnalysisSnapshot &s, int64_t firstNs, int64_t lastNs)
{
    const size_t first = s.store ? std::max(s.firstStored, s.store->first()) : 0;
    const size_t count = s.store ? s.packetsStored : 0;
    if (!s.store || s.timeOrder.backwardSteps > 0 || first >= count)
        return { first, count };
    const PacketStore &store = *s.store;
    // The first entry at or after t (lower) or after t (upper), by bisection over [first, count).
    const auto bisect = [&](int64_t t, bool upper) {
        size_t lo = first, hi = count;
        while (lo < hi) {
            const size_t mid = lo + (hi - lo) / 2;
            if (upper ? store[mid].tsNs <= t : store[mid].tsNs < t)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    return { bisect(firstNs, false), bisect(lastNs, true) };
}

namespace {
/// Walks the store entries [from, to) of the flows `ids` — those the store still holds (from
/// store.first() on; none when `ids` is empty) — calling add(slot, gap) for each gap between a
/// flow's consecutive entries; slot is the flow's position in `ids`.
template<typename Add>
void walkFlowGaps(const PacketStore &store, size_t from, size_t to, const std::vector<uint32_t> &ids, Add &&add)
{
    from = std::max(from, store.first());
    if (ids.empty() || from >= to)
        return;
    const FlowIdSet selected(ids);
    // A flow's slot, by id (ids are dense from 0, a trace's flow count), or for an id past 2^24
    // (not a snapshot's) through a map.
    const uint32_t maxId = *std::max_element(ids.begin(), ids.end());
    const bool byId = maxId < (1u << 24);
    std::vector<uint32_t> slotById;
    std::unordered_map<uint32_t, uint32_t> slotOf;
    if (byId) {
        slotById.assign(size_t(maxId) + 1, 0);
        for (size_t k = 0; k < ids.size(); ++k)
            slotById[ids[k]] = uint32_t(k);
    } else {
        for (size_t k = 0; k < ids.size(); ++k)
            slotOf.emplace(ids[k], uint32_t(k));
    }
    std::vector<int64_t> prev(ids.size());
    std::vector<uint8_t> started(ids.size());
    constexpr size_t kBlock = 512;
    for (size_t at = from; at < to;) {
        // Within one chunk the entries are contiguous: blocks without a selected flow are skipped
        // in one tight loop.
        const size_t chunkEnd = std::min(to, (at / PacketStore::kChunk + 1) * PacketStore::kChunk);
        const PacketStore::Stored *p = store.stored(at);
        const size_t n = chunkEnd - at;
        for (size_t b = 0; b < n; b += kBlock) {
            const size_t m = std::min(kBlock, n - b);
            if (!selected.anyIn(p + b, m))
                continue;
            for (size_t i = b; i < b + m; ++i) {
                if (!selected(p[i].flowId))
                    continue;
                const PacketEntry e = store[at + i];
                const uint32_t k = byId ? slotById[e.flowId] : slotOf.find(e.flowId)->second;
                if (started[k])
                    add(k, satSub(e.tsNs, prev[k]));
                prev[k] = e.tsNs;
                started[k] = 1;
            }
        }
        at = chunkEnd;
    }
}
} // namespace

LogLinearHistogram flowsHistogramFromStore(const PacketStore &store, size_t from, size_t to,
                                           const std::vector<uint32_t> &ids)
{
    LogLinearHistogram h;
    walkFlowGaps(store, from, to, ids, [&h](uint32_t, int64_t gap) { h.add(gap); });
    return h;
}

std::vector<LogLinearHistogram> eachFlowHistogramFromStore(const PacketStore &store, size_t from, size_t to,
                                                           const std::vector<uint32_t> &ids)
{
    std::vector<LogLinearHistogram> each(ids.size());
    walkFlowGaps(store, from, to, ids, [&each](uint32_t k, int64_t gap) { each[k].add(gap); });
    return each;
}

} // namespace jitterscope

namespace jitterscope {

LogLinearHistogram windowHistogram(const PacketStore &store, size_t from, size_t count,
                                   const std::vector<uint32_t> &flows, int64_t fromNs)
{
    LogLinearHistogram h;
    size_t first = count;
    while (first > from && store[first - 1].tsNs >= fromNs)
        --first;
    if (flows.empty()) {
        for (size_t i = first + 1; i < count; ++i)
            h.add(satSub(store[i].tsNs, store[i - 1].tsNs));
        return h;
    }
    std::unordered_map<uint32_t, int64_t> last; // selected flow -> previous timestamp in the window
    for (uint32_t f : flows)
        last.emplace(f, INT64_MIN);
    for (size_t i = first; i < count; ++i) {
        const PacketEntry &e = store[i];
        auto it = last.find(e.flowId);
        if (it == last.end())
            continue;
        if (it->second != INT64_MIN)
            h.add(satSub(e.tsNs, it->second));
        it->second = e.tsNs;
    }
    return h;
}

LogLinearHistogram windowHistogramEachFlow(const PacketStore &store, size_t from, size_t count, int64_t fromNs,
                                           uint32_t skipFlow)
{
    LogLinearHistogram h;
    size_t first = count;
    while (first > from && store[first - 1].tsNs >= fromNs)
        --first;
    std::vector<int64_t> last; // flow id -> previous timestamp in the window (INT64_MIN: none yet)
    for (size_t i = first; i < count; ++i) {
        const PacketEntry &e = store[i];
        if (e.flowId == skipFlow)
            continue;
        if (e.flowId >= last.size())
            last.resize(std::max<size_t>(size_t(e.flowId) + 1, last.size() * 2), INT64_MIN);
        int64_t &prev = last[e.flowId];
        if (prev != INT64_MIN)
            h.add(satSub(e.tsNs, prev));
        prev = e.tsNs;
    }
    return h;
}

DeltaStats histogramStats(const LogLinearHistogram &h)
{
    DeltaStats d;
    d.count = h.count();
    if (d.count == 0)
        return d;
    d.minNs = h.minValue();
    d.maxNs = h.maxValue();
    d.p50Ns = h.percentile(0.5);
    d.p90Ns = h.percentile(0.9);
    d.p99Ns = h.percentile(0.99);
    d.p999Ns = h.percentile(0.999);
    double sum = 0, sq = 0;
    h.forEachBucket([&](int64_t lo, int64_t hi, uint64_t c) {
        const double mid = (double(lo) + double(hi)) / 2;
        sum += mid * double(c);
        sq += mid * mid * double(c);
        if (hi < 0)
            d.negative += c;
    });
    d.meanNs = sum / double(d.count);
    d.stddevNs = std::sqrt(std::max(0.0, sq / double(d.count) - d.meanNs * d.meanNs));
    d.sumNs = int64_t(sum);
    return d;
}

} // namespace jitterscope
