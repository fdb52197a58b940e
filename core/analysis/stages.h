// Stage decomposition of a flow's packets (docs/cli.md, "Stages"): where along a packet's journey
// its timing varies. Three stages, from the times a packet carries:
//   sender     the send gap (sender clock, consecutive sequence numbers) − the nominal gap;
//   network    capture − send time as a delay variation (RFC 5481 PDV: its minimum subtracted) and
//              the difference of consecutive delays (RFC 3393 IPDV), network + receive path;
//   delivery   the helper's userspace delivery time − the capture time (NAPI, softirq, scheduling).
// StageAccumulator is the per-flow state (reading thread, no allocation per packet once its
// octaves exist); StageStats is its value-type result in FlowSummary.
#pragma once

#include "core/analysis/histogram.h"
#include "core/trace/trace_types.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace jitterscope {

/// One stage's distribution: exact count, min and max; p50 and p99 from a LogLinearHistogram
/// (each within 0.2 % of |value − the stage's reference value|, see StageAccumulator).
struct StageDistribution {
    uint64_t count = 0;
    int64_t minNs = 0, p50Ns = 0, p99Ns = 0, maxNs = 0;
    int64_t p999Ns = 0; ///< p99.9 (the tail verdict's; not in the JSON)
    /// p99 − p50, the stage's share of the tail (saturating).
    [[nodiscard]] int64_t spreadNs() const;
    /// p99.9 − p50 (saturating).
    [[nodiscard]] int64_t tailSpreadNs() const;
    bool operator==(const StageDistribution &o) const;
    bool operator!=(const StageDistribution &o) const { return !(*this == o); }
};

enum class Stage : uint8_t { None, Sender, Network, Delivery };
[[nodiscard]] const char *stageName(Stage s); ///< "sender", "network", "delivery", "none"

/// A stage's histogram for the views: a value v of the stage is a bucket value of `hist` + shiftNs.
struct StageHistogram {
    std::shared_ptr<const LogLinearHistogram> hist;
    int64_t shiftNs = 0;
    bool operator==(const StageHistogram &o) const;
};

/// One packet of the per-packet stage timeline (bounded, decimated: each point is the packet with
/// the largest stacked delay of its group; see StageAccumulator).
struct StagePoint {
    int64_t tsNs = 0; ///< capture time
    int64_t networkNs = 0; ///< this packet's PDV (capture − send − the flow's minimum)
    int64_t deliveryNs = 0; ///< delivery − capture; kNoTimeNs (INT64_MIN) when not recorded
    bool operator==(const StagePoint &o) const
    {
        return tsNs == o.tsNs && networkNs == o.networkNs && deliveryNs == o.deliveryNs;
    }
};

/// A flow's stages. A distribution is absent when no packet carried the times it needs.
struct StageStats {
    std::optional<StageDistribution> sendGap; ///< (tx_i − tx_{i−1}) − nominal gap, consecutive sequence numbers
    std::optional<StageDistribution> networkDelay; ///< PDV: (capture − send) − its minimum (min_ns is 0)
    std::optional<StageDistribution> ipdv; ///< RFC 3393: differences of consecutive network delays
    std::optional<StageDistribution> deliveryDelay; ///< delivery − capture (one host's clock: absolute)
    std::optional<StageDistribution> deliveryIpdv; ///< differences of consecutive delivery delays
    int64_t nominalGapNs = 0; ///< the sender's nominal gap send gaps are judged against
    int64_t networkOffsetNs = 0; ///< the minimum of capture − send (meaningful only on one host's clock)
    bool networkRelative = false; ///< RTP: send time = timestamp / clock rate, the first packet as origin
    /// The sender's clock is not a wall clock near the capture's: the minimum of capture − send is
    /// more than kUnrelatedClockNs away from 0 (iperf3 ≥ 3.12 stamps CLOCK_MONOTONIC, i.e. time
    /// since boot). The delay variation still holds; the offset means nothing.
    bool senderClockUnrelated = false;
    bool rtpClockUnknown = false; ///< RTP whose clock rate is unknown: no sender time in ns
    uint64_t senderClockBack = 0; ///< consecutive sequence numbers whose sender time went back (left out of sendGap)
    /// The stage with the largest spread (p99 − p50) of its per-gap term: send gap deviation,
    /// IPDV, delivery IPDV (None: fewer than two stages recorded), and its share of their sum.
    Stage verdict = Stage::None;
    double verdictShare = 0;
    /// The same at p99.9 (spread p99.9 − p50), when every stage recorded has at least
    /// kTailVerdictGaps gaps: excursions rarer than one gap in a hundred (a delivery stalled now
    /// and then) do not move p99, so the verdict alone does not see them. None otherwise.
    Stage tailVerdict = Stage::None;
    double tailVerdictShare = 0;
    /// The tail verdict names another stage than the verdict (the text, the JSON and the view say so).
    [[nodiscard]] bool tailTellsMore() const { return tailVerdict != Stage::None && tailVerdict != verdict; }
    StageHistogram sendGapHist, networkHist, deliveryHist; ///< for the views (empty when absent)
    std::shared_ptr<const std::vector<StagePoint>> timeline; ///< packets with a sender time, decimated
    [[nodiscard]] bool any() const { return sendGap || networkDelay || deliveryDelay; }
    bool operator==(const StageStats &o) const; ///< every field (histograms by their counts)
    bool operator!=(const StageStats &o) const { return !(*this == o); }
};

/// Gaps every recorded stage needs for a tail verdict (StageStats::tailVerdict): p99.9 of 2 000
/// is still the third largest, not a single packet.
inline constexpr uint64_t kTailVerdictGaps = 2000;

/// |capture − send| beyond this (one day) is read as two unrelated clocks, not as a one-way delay.
inline constexpr int64_t kUnrelatedClockNs = 86'400'000'000'000;

/// The one-line verdict ("82 % of the p99 arrival jitter is added between the kernel and the
/// application"), or "" without one; when the tail verdict names another stage, followed by
/// "; its rarest excursions (p99.9) come mostly (71 %) from …". Log/report text, not translated.
[[nodiscard]] std::string stageVerdictText(const StageStats &s);
/// What a flow's stages lack and why, as report text ("" when nothing is missing).
[[nodiscard]] std::string stageMissingText(const StageStats &s);

/// Per-flow stage state. Histograms hold values relative to a reference so that their 0.2 %
/// relative bucket bound applies to the variation, not to an absolute offset: the network delay
/// relative to the first packet's (the minimum is exact, so PDV percentiles are percentile − min),
/// the send gap relative to the first gap (shifted by first gap − nominal at the end).
class StageAccumulator {
public:
    /// Timeline capacity in points; when full, neighbours merge (the larger stacked delay stays)
    /// and each point covers twice as many packets.
    static constexpr size_t kTimelinePoints = 4096;

    /// A packet with a sender time: sequence number (of `seqBits`), send time (ns; RTP relative),
    /// capture time, delivery time (kNoTimeNs: none).
    void addSender(uint64_t seq, int seqBits, int64_t senderNs, int64_t tsNs, int64_t deliveryNs);
    /// Any packet with a delivery time (every flow of a Jitterscope session).
    void addDelivery(int64_t tsNs, int64_t deliveryNs);
    void enableTimeline() { m_timelineOn = true; }
    void setRelative(bool rtp) { m_relative = rtp; }
    void noteRtpClockUnknown() { m_rtpClockUnknown = true; }
    /// Forgets the sender times (a decoder demoted at the end), keeps the delivery stage.
    void dropSender();
    /// The results, send gaps judged against `nominalNs` (0: no send-gap stage).
    [[nodiscard]] StageStats result(int64_t nominalNs) const;

private:
    LogLinearHistogram m_gap, m_net, m_ipdv, m_deliv, m_delivIpdv;
    uint64_t m_lastSeq = 0;
    int64_t m_lastSender = 0, m_firstGap = 0, m_firstNet = 0, m_lastNet = 0, m_lastDeliv = 0;
    bool m_senderStarted = false, m_gapStarted = false, m_delivStarted = false;
    bool m_relative = false, m_rtpClockUnknown = false, m_timelineOn = false;
    uint64_t m_clockBack = 0;
    std::vector<StagePoint> m_timeline; ///< networkNs relative to m_firstNet until result()
    StagePoint m_groupMax; ///< the largest stacked delay of the group in progress
    uint64_t m_stride = 1, m_inGroup = 0; ///< packets per timeline point; of them seen so far
};

} // namespace jitterscope
