#include "core/analysis/selection_stats.h"

#include "core/analysis/timeline.h"
#include "core/base/saturating.h"

#include <algorithm>

namespace jitterscope {

namespace {
SelectionStats fromHistogram(LogLinearHistogram h)
{
    SelectionStats r;
    auto shared = std::make_shared<LogLinearHistogram>(std::move(h));
    r.interarrival = histogramStats(*shared);
    r.jitter.nominalGapNs = r.interarrival.p50Ns;
    r.histogram = std::move(shared);
    return r;
}
} // namespace

std::optional<SelectionStats> selectionStats(const AnalysisSnapshot &s, const std::vector<uint32_t> &flowIds)
{
    if (flowIds.empty())
        return SelectionStats { s.histogram, s.interarrival, s.jitter };
    if (flowIds.size() == 1) {
        const auto it =
            std::find_if(s.flows.begin(), s.flows.end(), [&](const FlowSummary &f) { return f.id == flowIds.front(); });
        if (it == s.flows.end())
            return std::nullopt;
        return SelectionStats { it->histogram, it->interarrival, it->jitter };
    }
    return fromHistogram(selectionHistogram(s, flowIds));
}

std::optional<LiveWindow> liveWindow(const AnalysisSnapshot &s, int64_t windowNs)
{
    if (windowNs <= 0 || !s.store || s.packetsStored == 0)
        return std::nullopt;
    LiveWindow w;
    w.newestNs = (*s.store)[s.packetsStored - 1].tsNs;
    w.fromNs = satSub(w.newestNs, windowNs);
    return w;
}

SelectionStats windowSelectionStats(const AnalysisSnapshot &s, const std::vector<uint32_t> &flowIds,
                                    const LiveWindow &window)
{
    return fromHistogram(windowHistogram(*s.store, s.packetsStored, flowIds, window.fromNs));
}

} // namespace jitterscope
