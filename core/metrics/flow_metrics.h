// The figures a capture exports to Prometheus (docs/fleet.md), computed packet by packet with
// bounded memory: per-flow packet and byte totals, inter-arrival, |gap − nominal| and burst-size
// histograms in fixed buckets, the decoders' loss / duplicate / reordering counts and jitter,
// per-CPU softnet totals, the capture's drop counters and the session's kernel facts.
//
// Bounded series: at most `topFlows` flows get series of their own, the rest share the series
// flow="other". A flow takes a free slot with its first packet; at each publish an unlabelled
// flow that sent at least 16 more than twice as many packets in the last interval as the
// quietest labelled flow takes that flow's slot, and a labelled flow idle for `idleEvictNs` gives
// its slot up. A flow's series counts from the moment it got its slot (what it sent before stays
// in "other") and ends when it loses it: every counter only grows, rates over the series add up
// to the interface's rate, and jitterscope_interface_packets_total keeps the whole total.
//
// Threads: every method runs on the one thread that feeds packets (the capture helper's writer
// thread). publish() hands an immutable snapshot to `onPublish`; readers share it without locks.
#pragma once

#include "core/kernel/softnet.h"
#include "core/trace/session_records.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace jitterscope {

/// Upper bounds of the exported histograms' buckets (the +Inf bucket is implied).
[[nodiscard]] const std::vector<int64_t> &interarrivalBucketsNs(); ///< 1 µs … 10 s, 1-2-5 steps
[[nodiscard]] const std::vector<int64_t> &deviationBucketsNs(); ///< 100 ns … 1 s, 1-2-5 steps
[[nodiscard]] const std::vector<int64_t> &burstSizeBuckets(); ///< 1, 2, 4, … 256 packets

/// Counts of one histogram: per bucket (not cumulative; the last one is +Inf), their number and
/// the exact sum of the observed values (ns or packets).
struct BucketCounts {
    std::vector<uint64_t> buckets;
    uint64_t count = 0;
    int64_t sum = 0; ///< saturates at INT64_MAX (never reached: 292 years of gaps)
    void add(int64_t v, const std::vector<int64_t> &bounds);
    void merge(const BucketCounts &o);
    bool operator==(const BucketCounts &o) const { return buckets == o.buckets && count == o.count && sum == o.sum; }
};

/// The decoder's view of a labelled flow, once a decoder was chosen for it.
struct FlowDecoderMetrics {
    std::string decoder; ///< "rtp", "iperf3", "probe"
    uint64_t received = 0;
    int64_t lost = 0; ///< expected − unique received (may shrink when late packets arrive)
    uint64_t duplicates = 0, reordered = 0, tsInversions = 0;
    double jitterSeconds = -1; ///< RTP (RFC 3550, last value) or iperf3 jitter; -1 when none
    uint32_t ssrc = 0; ///< RTP only
};

/// One exported flow series (or the shared "other" series: flow == "other", no decoder).
struct FlowSeriesMetrics {
    std::string flow; ///< "UDP 10.0.0.1:5000 > 10.0.0.2:6000"; "other"
    std::string proto, src, dst, sport, dport; ///< "" for "other" and what a protocol lacks
    uint64_t packets = 0, bytes = 0; ///< since the series started (bytes on the wire)
    BucketCounts interarrival; ///< gaps ≥ 0 between this flow's packets
    uint64_t backwardGaps = 0; ///< gaps < 0 (capture timestamps going back), not in the histogram
    BucketCounts deviation; ///< |gap − nominal|, once the flow has a nominal gap
    BucketCounts burstSize; ///< runs of packets whose gaps are below the burst threshold
    int64_t nominalGapNs = 0; ///< 0 = not yet known
    std::string nominalSource; ///< "given", "sender" (the payload's clock) or "rate"; "" = not yet known
    int64_t burstThresholdNs = 0;
    std::optional<FlowDecoderMetrics> decoder;
};

/// One CPU's softnet counters since the capture started (deltas modulo 2^32 summed).
struct SoftnetCpuMetrics {
    uint32_t cpu = 0;
    uint64_t processed = 0, dropped = 0, timeSqueeze = 0;
};

/// Everything one scrape shows: immutable once published.
struct MetricsSnapshot {
    std::string interface;
    int64_t updatedNs = 0; ///< CLOCK_REALTIME of the publish
    uint64_t packets = 0, bytes = 0; ///< whole interface since the start
    uint64_t flowsTracked = 0; ///< flows whose last packet is remembered (bounded)
    std::vector<FlowSeriesMetrics> flows; ///< labelled flows by slot, then "other"
    std::vector<SoftnetCpuMetrics> softnet; ///< by CPU
    std::optional<CaptureCounters> counters; ///< the helper's latest statistics
    SessionMetadata session;
};

struct FlowMetricsOptions {
    std::string interface;
    uint32_t linkType = 1;
    size_t topFlows = 20; ///< flows with series of their own (the rest: "other")
    int64_t nominalGapNs = 0; ///< 0: each flow's sender clock, else its mean rate (docs/cli.md)
    int64_t burstGapNs = 0; ///< 0: derived from each flow's gap distribution, as the analysis does
    int64_t publishIntervalNs = 250'000'000;
    int64_t idleEvictNs = 60'000'000'000;
    size_t maxTrackedFlows = 65536; ///< unlabelled flows whose last packet is remembered
};

class FlowMetrics {
public:
    explicit FlowMetrics(FlowMetricsOptions options);
    ~FlowMetrics();
    FlowMetrics(const FlowMetrics &) = delete;
    FlowMetrics &operator=(const FlowMetrics &) = delete;

    /// One captured frame, in capture order; tsNs: capture time, ns since the epoch.
    void addPacket(int64_t tsNs, const uint8_t *data, uint32_t capLen, uint32_t wireLen);
    void addSoftnet(const SoftnetSample &sample);
    void setCounters(const CaptureCounters &counters);
    void setSession(const SessionMetadata &session);
    /// Publishes when `nowNs` (CLOCK_REALTIME) reached the next publish time.
    void tick(int64_t nowNs);
    /// Re-estimates the nominal gaps and burst thresholds, moves slots, and publishes now.
    void publish(int64_t nowNs);
    /// Called by publish() with the new snapshot.
    std::function<void(std::shared_ptr<const MetricsSnapshot>)> onPublish;

    struct Impl;

private:
    std::unique_ptr<Impl> d;
};

} // namespace jitterscope
