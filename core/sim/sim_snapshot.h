// Bridges the NAPI simulator to the trace analysis, and tabulates the key figures of two
// analyses side by side (before/after, trace vs simulation). A simulated delivery timeline is
// turned into synthetic Ethernet/IPv4/UDP probe frames and run through the same Analyzer as a
// real trace, so a simulation feeds the same histogram and burst views and the same statistics.
// Pure functions, callable from any thread (each call owns its Analyzer).
#pragma once

#include "core/analysis/analyzer.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace jitterscope {

struct SimResult;

/// Builds a complete AnalysisSnapshot from a delivery timeline: one packet per entry in vector
/// order (which is the order the simulated CPU delivered them), entries < 0 (dropped) skipped,
/// timestamps originNs + deliveryNs[i]. Each packet is a 66-byte frame
/// 10.0.0.1:9000 → 10.0.0.2:9000 whose probe payload carries sequence i, so drops show up as
/// sequence loss, and transmit time originNs + sendNs[i] when `sendNs` is given (the sender's
/// clock then gives the nominal gap), else 0 (no sender clock: the mean rate does). Unless
/// `options` forces a decoder, the probe decoder is forced. `label` becomes the snapshot's `path`.
[[nodiscard]] std::shared_ptr<const AnalysisSnapshot>
snapshotFromDeliveries(const std::vector<int64_t> &deliveryNs, int64_t originNs, const AnalysisOptions &options,
                       const std::string &label, const std::vector<int64_t> *sendNs = nullptr);

/// snapshotFromDeliveries for a simulation run, origin 0. A zero burstGapNs in `options` takes the
/// simulator's burstGapThresholdNs, so the snapshot's burst count matches SimResult::bursts; the
/// packets carry their simulated arrival times as the sender's clock.
[[nodiscard]] std::shared_ptr<const AnalysisSnapshot>
snapshotFromSimulation(const SimResult &result, const std::string &label, AnalysisOptions options = {});

/// The kernel-events analysis of a simulation's tracepoints (SimResult::napiPollEvents and
/// netRxEvents), exactly as a recorded session's: nullopt in per-packet mode (no NAPI).
[[nodiscard]] std::optional<KernelEventsStats> simulatedKernelEvents(const SimResult &result);

/// How a figure's value reads: a count, a duration in ns, a share (0..1), a rate per second.
enum class FigureUnit : uint8_t { Count, Ns, Share, PerSecond };

/// One named number of the comparison table. `label` is a QT_TRANSLATE_NOOP string in the
/// context "jitterscope::KeyFigures" (translate it where it is shown); `id` is stable for CSV.
struct Figure {
    std::string id;
    const char *label = "";
    FigureUnit unit = FigureUnit::Count;
    double value = 0;
    bool operator==(const Figure &o) const;
};

/// The key figures of one analysis (whole trace scope).
struct KeyFigures {
    uint64_t packets = 0;
    int64_t durationNs = 0; ///< last minus first timestamp in time order
    int64_t gapMinNs = 0, gapP50Ns = 0, gapP90Ns = 0, gapP99Ns = 0, gapP999Ns = 0, gapMaxNs = 0;
    double gapMeanNs = 0, gapStddevNs = 0;
    int64_t maxAbsDevNs = 0, p99AbsDevNs = 0; ///< |gap − nominal|
    uint64_t bursts = 0; ///< runs of ≥ 2 packets closer than the burst threshold
    double meanBurstSize = 0; ///< packets per run (singles included), as BurstStats::meanSize
    uint64_t maxBurstSize = 0;
    int64_t p99IdleNs = 0; ///< p99 of the gaps between bursts
    std::vector<Figure> extra; ///< e.g. simulationFigures(); compared by id
    bool operator==(const KeyFigures &o) const;
};

[[nodiscard]] KeyFigures keyFigures(const AnalysisSnapshot &s, std::vector<Figure> extra = {});
/// The extra figures followed by the fixed ones, in table order.
[[nodiscard]] std::vector<Figure> figureList(const KeyFigures &k);

/// The kernel-events figures (a recorded session's or a simulation's, computed the same way):
/// NAPI polls and NET_RX runs per second over `durationNs`, mean work per poll, the share of polls
/// at their budget, NET_RX run p50/p99/max, and with HZ known the runs crossing a tick per second
/// and Σ run time / tick per run (the article's squeezes per call). keyFigures() appends them to
/// the extras of a snapshot that has kernel events, and a measured session's time_squeeze per
/// second from its softnet counters, so a simulated run lines up with a measured one.
[[nodiscard]] std::vector<Figure> kernelEventFigures(const KernelEventsStats &events, int64_t durationNs);

/// What only the model knows: time_squeeze per second (total and split by the limit that fired:
/// time only, budget only, both), CPU share, drops, latency p50/p99/p99.9.
[[nodiscard]] std::vector<Figure> simulationFigures(const SimResult &r);

/// One row of the comparison. diff = b − a; relDiff = diff / |a| (0 when both are 0, NaN when
/// only a is 0 or a side lacks the figure, i.e. hasA/hasB false, where the value is NaN too).
struct FigureDiff {
    std::string id;
    const char *label = "";
    FigureUnit unit = FigureUnit::Count;
    double a = 0, b = 0, diff = 0, relDiff = 0;
    bool hasA = true, hasB = true;
};

/// Rows for every figure of a and b: extras by id first (A's order, then B-only ones), then the
/// fixed ones.
[[nodiscard]] std::vector<FigureDiff> compareFigures(const KeyFigures &a, const KeyFigures &b);
/// compareFigures(keyFigures(a, extraA), keyFigures(b, extraB)).
[[nodiscard]] std::vector<FigureDiff> compareSnapshots(const AnalysisSnapshot &a, const AnalysisSnapshot &b,
                                                       std::vector<Figure> extraA = {},
                                                       std::vector<Figure> extraB = {});

/// Two gap distributions on shared log-spaced bins, each as the share of its own values per bin
/// (so different packet counts compare). Bins run from min/1.5 (at least 1 ns) to max·1.5 (at
/// least a decade) over both; values ≤ 0 fold into the first bin, so each side sums to 1. A null
/// or empty side gets no fractions; both empty gives no edges.
struct SharedHistogram {
    std::vector<double> edgesNs; ///< bins + 1
    std::vector<double> fractionA, fractionB; ///< bins each, or empty
};
[[nodiscard]] SharedHistogram sharedFractionHistogram(const LogLinearHistogram *a, const LogLinearHistogram *b,
                                                      int bins);

/// "id,label,unit,a,b,diff,rel_diff" CSV of the rows (C locale, untranslated labels, empty for NaN).
[[nodiscard]] std::string figureDiffCsv(const std::vector<FigureDiff> &rows);

} // namespace jitterscope
