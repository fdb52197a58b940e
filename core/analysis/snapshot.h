// The analysis's value types: options, per-scope statistics, flow summaries, session data and the
// immutable AnalysisSnapshot that the views, reports and tests consume. Plain copyable structs
// (operator== over every field); the engine that produces them is analyzer.h.
#pragma once

#include "core/analysis/histogram.h"
#include "core/analysis/packet_store.h"
#include "core/analysis/stages.h"
#include "core/analysis/stream_stats.h"
#include "core/decode/payload_decode.h"
#include "core/kernel/softnet.h"
#include "core/trace/session_records.h"
#include "core/trace/trace_types.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace jitterscope {

enum class DeltaOrder : uint8_t { File, Time };

/// Where a nominal gap comes from (docs/cli.md, "Nominal gap").
enum class NominalSource : uint8_t {
    None, ///< no gap to judge (fewer than two packets)
    Given, ///< --nominal-gap
    Sender, ///< the sender's clock in the payload (probe, iperf3, RTP timestamps)
    Rate, ///< the flow's mean rate over its active span
    PerFlow, ///< the whole trace: each flow against its own nominal gap, deviations merged
};
[[nodiscard]] const char *nominalSourceName(NominalSource s); ///< "given", "sender", "rate", "per_flow", "none"

/// A decoder chosen for the flows a flow expression matches (--decoder EXPR=KIND).
struct DecoderChoice {
    std::string flowExpr; ///< FlowFilter syntax; "id 3", "port 5004", …
    PayloadKind kind = PayloadKind::None;
    bool seq64 = false;
    bool operator==(const DecoderChoice &o) const
    {
        return flowExpr == o.flowExpr && kind == o.kind && seq64 == o.seq64;
    }
};

struct AnalysisOptions {
    DeltaOrder order = DeltaOrder::File;
    int64_t nominalGapNs = 0; ///< 0: estimate from the median gap
    int64_t burstGapNs = 0; ///< 0: derive from the gap distribution
    PayloadKind forceDecoder = PayloadKind::None; ///< None = auto-detect per flow
    bool forceDecoderSet = false; ///< true with None = decoders off
    bool iperf3Seq64 = false;
    std::vector<DecoderChoice> decoderChoices; ///< per-flow choices, the first match wins over forceDecoder
    std::string flowFilter; ///< see FlowFilter in docs/cli.md; empty = all
    bool operator==(const AnalysisOptions &o) const; ///< every field (histogram by its counts)
    bool operator!=(const AnalysisOptions &o) const { return !(*this == o); }
};

/// Inter-arrival statistics of one scope (whole trace or one flow).
struct DeltaStats {
    uint64_t count = 0; ///< number of deltas (packets − 1)
    int64_t minNs = 0;
    int64_t maxNs = 0;
    int64_t sumNs = 0; ///< exact sum of deltas
    double meanNs = 0; ///< sumNs / count, exact to < 1 ns
    double stddevNs = 0; ///< population standard deviation
    int64_t p50Ns = 0, p90Ns = 0, p99Ns = 0, p999Ns = 0;
    uint64_t negative = 0; ///< deltas < 0 (timestamps going backwards)
    bool operator==(const DeltaStats &o) const; ///< every field
    bool operator!=(const DeltaStats &o) const { return !(*this == o); }
};

/// |delta − nominal| statistics.
struct JitterStats {
    int64_t nominalGapNs = 0; ///< 0 for a whole trace of several flows (each has its own)
    bool nominalEstimated = true; ///< source != Given
    NominalSource source = NominalSource::None;
    uint32_t flowsMerged = 0; ///< whole trace: flows whose deviations are merged
    uint32_t nominalFlow = UINT32_MAX; ///< whole trace: the flow whose nominal gap is shown (dominant)
    int64_t maxAbsDevNs = 0;
    int64_t p50AbsDevNs = 0, p90AbsDevNs = 0, p99AbsDevNs = 0, p999AbsDevNs = 0;
    bool operator==(const JitterStats &o) const; ///< every field
    bool operator!=(const JitterStats &o) const { return !(*this == o); }
};

struct BurstStats {
    int64_t thresholdNs = 0;
    bool thresholdDerived = true;
    uint64_t runs = 0; ///< maximal runs of packets with every gap < threshold (singles included)
    uint64_t bursts = 0; ///< runs of ≥ 2 packets
    uint64_t packetsInBursts = 0;
    double meanSize = 0; ///< packets per run
    uint64_t maxSize = 0;
    uint64_t p50Size = 0, p90Size = 0, p99Size = 0;
    int64_t maxDurationNs = 0; ///< first→last packet of a run
    int64_t p50DurationNs = 0, p99DurationNs = 0;
    uint64_t idleGaps = 0; ///< gaps ≥ threshold
    int64_t p50IdleNs = 0, p99IdleNs = 0, maxIdleNs = 0;
    std::vector<uint64_t> sizeHistogram; ///< [k] = runs of size k+1, capped at 256 (last = ≥256)
    bool operator==(const BurstStats &o) const; ///< every field
    bool operator!=(const BurstStats &o) const { return !(*this == o); }
};

/// A flow's StageStats, held apart and shared between snapshots: most flows have no stage (no
/// sender or delivery time), and 100 000 flows carried 376 empty bytes each inline (a third of a
/// FlowSummary). Reads as a `const StageStats &` (empty when none); replaced whole.
class FlowStages {
public:
    FlowStages() = default;
    FlowStages(StageStats stats) // NOLINT(google-explicit-constructor): assigned like the struct it holds
        : m_stats(stats == empty() ? nullptr : std::make_shared<const StageStats>(std::move(stats)))
    {
    }
    [[nodiscard]] const StageStats &get() const { return m_stats ? *m_stats : empty(); }
    operator const StageStats &() const { return get(); } // NOLINT(google-explicit-constructor)
    const StageStats *operator->() const { return &get(); }
    bool operator==(const FlowStages &o) const { return get() == o.get(); }
    bool operator!=(const FlowStages &o) const { return !(*this == o); }

private:
    static const StageStats &empty();
    std::shared_ptr<const StageStats> m_stats;
};

struct FlowSummary {
    uint32_t id = 0;
    uint8_t ipVersion = 0;
    uint8_t proto = 0;
    std::string protoName; ///< "UDP", "TCP", "ICMP", "ICMPv6", "IP-47", "non-IP 0x88f7"
    std::string src, dst; ///< textual addresses ("" for non-IP)
    uint16_t sport = 0, dport = 0;
    uint64_t packets = 0;
    uint64_t bytes = 0; ///< sum of wire lengths
    uint64_t fragments = 0;
    int64_t firstTsNs = 0, lastTsNs = 0;
    DeltaStats interarrival;
    JitterStats jitter;
    BurstStats bursts;
    PayloadKind decoder = PayloadKind::None;
    bool decoderForced = false; ///< chosen by --decoder, not detected
    PayloadKind decoderDemoted = PayloadKind::None; ///< detected, then dropped: its datagrams stopped matching
    uint64_t decoderDatagrams = 0; ///< UDP datagrams with a payload offered to the decoder
    uint64_t decoderMatched = 0; ///< of those, the ones that decoded
    std::vector<RtpStats> rtp; ///< one per SSRC (at most kMaxRtpSsrcs): the one the sequence and sender clock follow
                               ///< first, then in the order first seen
    uint64_t rtpUntracked = 0; ///< RTP datagrams of the SSRCs past those (counted, not analysed)
    std::optional<Iperf3Stats> iperf3;
    std::optional<SequenceStats> sequence; ///< for any decoded flow
    FlowStages stages; ///< sender / network / delivery stages (stages.h; empty when no time was recorded)
    /// Inter-arrival deltas. Null when the analysis gave it back to save memory
    /// (Analyzer::dropRebuildableFlowHistograms): selectionStats() rebuilds it from the store.
    std::shared_ptr<const LogLinearHistogram> histogram;
    [[nodiscard]] std::string label() const; ///< "UDP 10.0.0.1:5000 → 10.0.0.2:6000"
    bool operator==(const FlowSummary &o) const; ///< every field (histogram by its counts)
    bool operator!=(const FlowSummary &o) const { return !(*this == o); }
};

/// Packets of one interface, and the times its own packets step backwards in file order.
struct InterfaceOrder {
    uint32_t interfaceId = 0;
    uint64_t packets = 0;
    uint64_t backwardSteps = 0;
    int64_t maxBackwardNs = 0;
    int64_t firstTsNs = 0, lastTsNs = 0;
    bool operator==(const InterfaceOrder &o) const;
};

/// Whether the file is in time order: its backward steps (a packet stamped earlier than the one
/// before it in the file), their size, and the same per interface.
struct TimeOrderReport {
    uint64_t backwardSteps = 0;
    int64_t maxBackwardNs = 0;
    int64_t p50BackwardNs = 0;
    std::vector<InterfaceOrder> interfaces; ///< interfaces with packets, by id
    /// Datagrams the decoders got out of time order under --order time: later in the file than
    /// the reorder window reaches (0 unless a file is very far from time order).
    uint64_t decoderLate = 0;
    bool operator==(const TimeOrderReport &o) const;
};

/// What a Jitterscope session file (or live stream) carries besides packets: metadata, softnet
/// samples turned into per-CPU rates, and the capture helper's counters.
struct SessionSummary {
    SessionMetadata metadata;
    uint64_t softnetSamples = 0;
    bool cpuIdsReliable = true;
    int softnetColumns = 0;
    std::vector<SoftnetCpuTotals> softnetTotals;
    std::shared_ptr<const std::vector<SoftnetRate>> softnetRates; ///< all rate points so far
    std::optional<CaptureCounters> counters; ///< the latest statistics record
};

/// One NET_RX softirq run on one CPU: softirq_entry to softirq_exit (vec 3).
struct NetRxRun {
    int64_t startNs = 0; ///< CLOCK_REALTIME ns (the packets' clock)
    int64_t durationNs = 0;
    uint32_t cpu = 0;
    bool crossesTick = false; ///< a jiffy tick fell inside the run (see KernelEventsStats::tickPhaseKnown)
    bool operator==(const NetRxRun &o) const;
    bool operator!=(const NetRxRun &o) const { return !(*this == o); }
};

/// napi_poll figures of one device ("(no_device)": the per-CPU backlog, e.g. lo and veth without GRO).
struct KernelDeviceStats {
    std::string name;
    uint64_t polls = 0, pollsAtBudget = 0, work = 0;
    std::vector<uint64_t> workHistogram; ///< [w] = polls with work w, w = 0..64 (64: 64 or more)
    bool operator==(const KernelDeviceStats &o) const;
    bool operator!=(const KernelDeviceStats &o) const { return !(*this == o); }
};

constexpr int kWorkHistogramMax = 64; ///< the histogram's last bin (napi_monitor's range, the default weight)

/// The kernel's own receive events of a session (helper --kernel-events; docs/capture.md):
/// napi_poll per CPU and device, NET_RX runs paired entry→exit per CPU, their tick crossings.
struct KernelEventsStats {
    uint64_t napiPolls = 0;
    uint64_t pollsAtBudget = 0; ///< work >= budget: the poll used all it was allowed
    uint64_t work = 0; ///< packets, all polls
    std::vector<uint64_t> workHistogram; ///< all devices, kWorkHistogramMax + 1 bins
    std::vector<KernelDeviceStats> devices; ///< by name
    uint64_t netRxRuns = 0;
    uint64_t unpairedEntries = 0; ///< an entry without its exit (the capture ended inside the run, or lost records)
    uint64_t unpairedExits = 0; ///< an exit without its entry (the capture began inside the run)
    int64_t netRxP50Ns = 0, netRxP99Ns = 0, netRxMaxNs = 0; ///< run durations, nearest rank
    int hz = 0; ///< from the session metadata; 0 = unknown (no tick figures)
    int64_t tickNs = 0; ///< TICK_NSEC = (1e9 + HZ/2) / HZ
    /// The runs' stamps could be put on the tick grid (k * TICK_NSEC on CLOCK_MONOTONIC, the
    /// session's clock_realtime_minus_monotonic_ns); without it a run counts as crossing only when
    /// it lasted at least one tick (a lower bound).
    bool tickPhaseKnown = false;
    uint64_t runsCrossingTick = 0;
    /// Σ duration / tick: the tick crossings expected whatever the phase (the article's estimate
    /// of time_squeeze per NET_RX run for a netdev_budget_usecs of one jiffy).
    double expectedTickCrossings = 0;
    uint64_t lostEvents = 0; ///< records the kernel lost (perf ring full)
    uint64_t blocks = 0; ///< kernel-events blocks decoded
    uint64_t malformedBlocks = 0; ///< kernel-events blocks skipped (damaged body)
    std::vector<std::string> deviceNames; ///< what NapiPollEvent::device indexes in `polls`
    /// The napi_poll device that delivered the capture's interface (resolveCaptureDevice): the
    /// interface itself when it polls a NAPI instance of its own (a NIC, veth with GRO on), else
    /// the per-CPU backlog "(no_device)" (lo, veth without GRO, tun), which other interfaces share.
    /// Index into deviceNames; -1 = not known (no interface name, or none of its polls recorded).
    int captureDevice = -1;
    bool captureViaBacklog = false; ///< captureDevice is the shared backlog, not the interface's own NAPI
    std::string captureInterface; ///< the interface name the resolution used (empty: none known)
    std::shared_ptr<const std::vector<NapiPollEvent>> polls; ///< by time (then CPU)
    std::shared_ptr<const std::vector<NetRxRun>> runs; ///< by start time (then CPU)
    bool operator==(const KernelEventsStats &o) const;
    bool operator!=(const KernelEventsStats &o) const { return !(*this == o); }
};

/// Immutable view of the analysis at one moment.
struct AnalysisSnapshot {
    uint64_t generation = 0;
    bool complete = false; ///< finish() has run (bursts, jitter final)
    std::string path;
    TraceFormat format = TraceFormat::Unknown;
    uint64_t bytesRead = 0, fileSize = 0;
    uint64_t packets = 0; ///< packets analysed (matching the flow filter)
    uint64_t packetsInFile = 0; ///< packets read from the file
    uint64_t bytes = 0;
    uint64_t fragments = 0;
    uint64_t nonIp = 0;
    int64_t firstTsNs = 0, lastTsNs = 0; ///< first and last packet in file order
    int64_t minTsNs = 0, maxTsNs = 0;
    std::vector<InterfaceInfo> interfaces; ///< the first kMaxTraceInterfaces
    uint64_t interfacesNotKept = 0; ///< interfaces past those (ids from interfaces.size()): counted
    uint64_t packetsOnInterfacesNotKept = 0;
    std::vector<TraceComment> comments; ///< the first kMaxTraceComments
    uint64_t commentsNotKept = 0; ///< comments past those: counted, their text not kept
    uint64_t customBlocks = 0, unknownBlocks = 0;
    TraceNotes readerNotes; ///< what the reader read in a stated way (reported only when not empty)
    DeltaStats interarrival;
    JitterStats jitter;
    BurstStats bursts;
    TimeOrderReport timeOrder;
    std::shared_ptr<const LogLinearHistogram> histogram;
    std::vector<FlowSummary> flows; ///< by id (every flow unless flowsOmitted)
    /// Flows left out of `flows` (Analyzer::snapshot's maxFlows: the GUI's partial snapshots of a
    /// trace with very many flows list the largest only); 0 otherwise.
    uint64_t flowsOmitted = 0;
    /// The omitted flows' own gaps, merged (null when none is left out): the histogram of all
    /// flows stays whole (allFlowsStats).
    std::shared_ptr<const LogLinearHistogram> omittedFlowsHistogram;
    /// The gaps of every flow whose histogram the analysis gave back (listed with a null
    /// FlowSummary::histogram, or omitted; Analyzer::dropRebuildableFlowHistograms), merged; null
    /// when none was. allFlowsStats() takes it instead of walking the store.
    std::shared_ptr<const LogLinearHistogram> unkeptFlowsHistogram;
    [[nodiscard]] uint64_t flowCount() const { return flows.size() + flowsOmitted; }
    std::shared_ptr<const PacketStore> store; ///< entries [firstStored, packetsStored) are valid
    size_t packetsStored = 0;
    /// Entries below were released (a bounded live session, Analyzer::setDetailWindow): the
    /// per-packet views, and in a complete snapshot the bursts and the jitter, cover
    /// [firstStored, packetsStored). 0 otherwise.
    size_t firstStored = 0;
    std::shared_ptr<const size_t> storePin; ///< keeps [firstStored, …) of the store alive
    size_t detailWindow = 0; ///< Analyzer::setDetailWindow (0: the store keeps every packet)
    size_t flowLimit = 0; ///< Analyzer::setFlowLimit (0: none)
    /// Packets (and their wire bytes) of flows first seen past the flow limit: in the whole
    /// trace's figures, in no listed flow. Their store entries carry the flow id `untrackedFlow`
    /// (UINT32_MAX: none), which is never listed: per-flow walks of the store leave it out.
    uint64_t untrackedPackets = 0, untrackedBytes = 0;
    uint32_t untrackedFlow = UINT32_MAX;
    std::optional<TraceError> error;
    AnalysisOptions options;
    std::optional<SessionSummary> session; ///< only for files/streams with Jitterscope session blocks
    uint64_t analysisDrops = 0; ///< packets the live pipeline dropped before the analysis (queue full)
    /// Only when the session recorded kernel events (metadata kernel_events=recorded, or blocks seen).
    std::optional<KernelEventsStats> kernelEvents;
};

} // namespace jitterscope
