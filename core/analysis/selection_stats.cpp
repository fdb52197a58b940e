#include "core/analysis/selection_stats.h"

#include "core/analysis/timeline.h"
#include "core/base/saturating.h"

#include <algorithm>

namespace jitterscope {

namespace {
/// The nominal gap of a merge or a window: the given one, or the one flow's own; several flows
/// have no common nominal gap (each is judged against its own, docs/cli.md "Jitter"), so 0.
JitterStats selectionJitter(const AnalysisSnapshot &s, const std::vector<uint32_t> &flowIds)
{
    JitterStats j;
    if (s.options.nominalGapNs > 0) {
        j.nominalGapNs = s.options.nominalGapNs;
        j.nominalEstimated = false;
        j.source = NominalSource::Given;
        return j;
    }
    if (flowIds.size() == 1) {
        const auto it =
            std::find_if(s.flows.begin(), s.flows.end(), [&](const FlowSummary &f) { return f.id == flowIds.front(); });
        if (it != s.flows.end()) {
            j.nominalGapNs = it->jitter.nominalGapNs;
            j.nominalEstimated = it->jitter.nominalEstimated;
            j.source = it->jitter.source;
        }
        return j;
    }
    j.source = NominalSource::PerFlow;
    j.flowsMerged = uint32_t(flowIds.empty() ? s.flows.size() : flowIds.size());
    return j;
}

SelectionStats fromHistogram(LogLinearHistogram h, JitterStats jitter)
{
    SelectionStats r;
    auto shared = std::make_shared<LogLinearHistogram>(std::move(h));
    r.interarrival = histogramStats(*shared);
    r.jitter = jitter;
    if (r.jitter.nominalGapNs > 0 && r.interarrival.count > 0) // min and max are exact: so is the largest deviation
        r.jitter.maxAbsDevNs = std::max(satAbsDiff(r.interarrival.minNs, r.jitter.nominalGapNs),
                                        satAbsDiff(r.interarrival.maxNs, r.jitter.nominalGapNs));
    r.histogram = std::move(shared);
    return r;
}
} // namespace

std::shared_ptr<const LogLinearHistogram> flowHistogram(const AnalysisSnapshot &s, const FlowSummary &f)
{
    if (f.histogram || !s.store)
        return f.histogram;
    const auto [from, to] = storeRangeOf(s, f.firstTsNs, f.lastTsNs); // (a short flow of a long trace: a short walk)
    return std::make_shared<const LogLinearHistogram>(flowsHistogramFromStore(*s.store, from, to, { f.id }));
}

std::vector<std::shared_ptr<const LogLinearHistogram>> flowHistograms(const AnalysisSnapshot &s)
{
    std::vector<std::shared_ptr<const LogLinearHistogram>> out(s.flows.size());
    std::vector<uint32_t> rebuild; // flow ids, ascending as s.flows is
    std::vector<size_t> at; // their positions in s.flows
    for (size_t i = 0; i < s.flows.size(); ++i) {
        out[i] = s.flows[i].histogram;
        if (!out[i] && s.store) {
            rebuild.push_back(s.flows[i].id);
            at.push_back(i);
        }
    }
    if (rebuild.empty())
        return out;
    std::vector<LogLinearHistogram> each =
        eachFlowHistogramFromStore(*s.store, s.firstStored, s.packetsStored, rebuild);
    for (size_t k = 0; k < at.size(); ++k)
        out[at[k]] = std::make_shared<const LogLinearHistogram>(std::move(each[k]));
    return out;
}

std::optional<SelectionStats> selectionStats(const AnalysisSnapshot &s, const std::vector<uint32_t> &flowIds)
{
    if (flowIds.empty())
        return SelectionStats { s.histogram, s.interarrival, s.jitter };
    if (flowIds.size() == 1) {
        const auto it =
            std::find_if(s.flows.begin(), s.flows.end(), [&](const FlowSummary &f) { return f.id == flowIds.front(); });
        if (it == s.flows.end())
            return std::nullopt;
        return SelectionStats { flowHistogram(s, *it), it->interarrival, it->jitter };
    }
    return fromHistogram(selectionHistogram(s, flowIds), selectionJitter(s, flowIds));
}

std::optional<SelectionStats> allFlowsStats(const AnalysisSnapshot &s)
{
    std::vector<uint32_t> ids;
    ids.reserve(s.flows.size());
    for (const FlowSummary &f : s.flows)
        ids.push_back(f.id);
    if (!s.omittedFlowsHistogram && (!s.unkeptFlowsHistogram || ids.size() == 1))
        return selectionStats(s, ids);
    // The listed flows that kept their histogram, and the merges of the others (omitted, given back).
    LogLinearHistogram h;
    for (const FlowSummary &f : s.flows)
        if (f.histogram)
            h.merge(*f.histogram);
    if (s.omittedFlowsHistogram)
        h.merge(*s.omittedFlowsHistogram);
    if (s.unkeptFlowsHistogram)
        h.merge(*s.unkeptFlowsHistogram);
    JitterStats j = selectionJitter(s, {});
    if (j.source == NominalSource::PerFlow)
        j.flowsMerged = uint32_t(std::min<uint64_t>(s.flowCount(), UINT32_MAX));
    return fromHistogram(std::move(h), j);
}

std::optional<LiveWindow> liveWindow(const AnalysisSnapshot &s, int64_t windowNs)
{
    if (windowNs <= 0 || !s.store || s.packetsStored <= s.firstStored)
        return std::nullopt;
    LiveWindow w;
    w.newestNs = (*s.store)[s.packetsStored - 1].tsNs;
    w.fromNs = satSub(w.newestNs, windowNs);
    return w;
}

SelectionStats windowSelectionStats(const AnalysisSnapshot &s, const std::vector<uint32_t> &flowIds,
                                    const LiveWindow &window)
{
    return fromHistogram(windowHistogram(*s.store, s.firstStored, s.packetsStored, flowIds, window.fromNs),
                         selectionJitter(s, flowIds));
}

SelectionStats allFlowsWindowStats(const AnalysisSnapshot &s, const LiveWindow &window)
{
    if (s.flowsOmitted == 0) {
        std::vector<uint32_t> ids;
        ids.reserve(s.flows.size());
        for (const FlowSummary &f : s.flows)
            ids.push_back(f.id);
        return windowSelectionStats(s, ids, window);
    }
    JitterStats j = selectionJitter(s, {});
    if (j.source == NominalSource::PerFlow)
        j.flowsMerged = uint32_t(std::min<uint64_t>(s.flowCount(), UINT32_MAX));
    return fromHistogram(
        windowHistogramEachFlow(*s.store, s.firstStored, s.packetsStored, window.fromNs, s.untrackedFlow), j);
}

} // namespace jitterscope
