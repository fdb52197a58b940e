// The analysis core shared by the CLI and the GUI: flows, inter-arrival statistics, jitter
// against a nominal gap, NAPI-style bursts, payload decoders (RTP, iperf3, probe) and sequence
// analysis. Pure C++ (no Qt). One Analyzer is fed packets on one thread; it can hand out
// immutable AnalysisSnapshots (cheap-ish copies) at any time on that thread, and finish()
// completes the second pass (bursts, jitter deviations, time-order statistics). Internally the
// statistics may run on a worker thread (enableWorkerThread); that is invisible to the caller.
#pragma once

#include "core/trace/session_records.h"
#include "core/analysis/histogram.h"
#include "core/decode/payload_decode.h"
#include "core/kernel/softnet.h"
#include "core/analysis/stream_stats.h"
#include "core/trace/trace_types.h"

#include <atomic>
#include <functional>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace jitterscope {

enum class DeltaOrder : uint8_t { File, Time };

struct AnalysisOptions {
    DeltaOrder order = DeltaOrder::File;
    int64_t nominalGapNs = 0; ///< 0: estimate from the median gap
    int64_t burstGapNs = 0; ///< 0: derive from the gap distribution
    PayloadKind forceDecoder = PayloadKind::None; ///< None = auto-detect per flow
    bool forceDecoderSet = false; ///< true with None = decoders off
    bool iperf3Seq64 = false;
    std::string flowFilter; ///< see FlowFilter in docs/cli.md; empty = all
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
    bool operator==(const DeltaStats &o) const;
};

/// |delta − nominal| statistics.
struct JitterStats {
    int64_t nominalGapNs = 0;
    bool nominalEstimated = true;
    int64_t maxAbsDevNs = 0;
    int64_t p50AbsDevNs = 0, p90AbsDevNs = 0, p99AbsDevNs = 0, p999AbsDevNs = 0;
    bool operator==(const JitterStats &o) const;
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
    bool operator==(const BurstStats &o) const;
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
    std::vector<RtpStats> rtp; ///< one per SSRC, first seen first
    std::optional<Iperf3Stats> iperf3;
    std::optional<SequenceStats> sequence; ///< for any decoded flow
    std::shared_ptr<const LogLinearHistogram> histogram; ///< inter-arrival deltas
    [[nodiscard]] std::string label() const; ///< "UDP 10.0.0.1:5000 → 10.0.0.2:6000"
};

/// Per-packet record kept for timelines: 16 bytes (the memory budget is 16 B/packet + 100 MB).
struct PacketEntry {
    int64_t tsNs;
    uint32_t flowId;
    uint32_t wireLen;
};

/// Append-only chunked packet store. One writer (the analysis thread); readers on other threads
/// may read entries [0, size()) at any time — chunks never move once written.
class PacketStore {
public:
    static constexpr size_t kChunkBits = 16;
    static constexpr size_t kChunk = size_t(1) << kChunkBits;
    static constexpr size_t kMaxChunks = size_t(1) << 16; // 4 Gi packets
    PacketStore();
    ~PacketStore();
    PacketStore(const PacketStore &) = delete;
    PacketStore &operator=(const PacketStore &) = delete;
    void push(const PacketEntry &e)
    {
        const size_t n = m_size.load(std::memory_order_relaxed);
        if ((n & (kChunk - 1)) == 0)
            addChunk(n >> kChunkBits);
        m_chunks[n >> kChunkBits][n & (kChunk - 1)] = e;
        m_size.store(n + 1, std::memory_order_release);
    }
    /// Another thread may allocate the next chunk and fault its pages in ahead of the writer
    /// (the analysis worker does, when it has nothing else to do). Returns false if one is ready.
    bool prepareChunk();
    [[nodiscard]] size_t size() const { return m_size.load(std::memory_order_acquire); }
    [[nodiscard]] const PacketEntry &operator[](size_t i) const { return m_chunks[i >> kChunkBits][i & (kChunk - 1)]; }
    [[nodiscard]] bool full() const { return size() >= kChunk * kMaxChunks; }

private:
    void addChunk(size_t index);
    std::unique_ptr<PacketEntry *[]> m_chunks;
    std::atomic<size_t> m_size{0};
    std::atomic<PacketEntry *> m_spare{nullptr}; ///< prepared by prepareChunk()
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
    std::vector<InterfaceInfo> interfaces;
    std::vector<TraceComment> comments;
    uint64_t customBlocks = 0, unknownBlocks = 0;
    DeltaStats interarrival;
    JitterStats jitter;
    BurstStats bursts;
    std::shared_ptr<const LogLinearHistogram> histogram;
    std::vector<FlowSummary> flows; ///< by id
    std::shared_ptr<const PacketStore> store; ///< entries [0, packetsStored) are valid
    size_t packetsStored = 0;
    std::optional<TraceError> error;
    AnalysisOptions options;
    std::optional<SessionSummary> session; ///< only for files/streams with Jitterscope session blocks
    uint64_t analysisDrops = 0; ///< packets the live pipeline dropped before the analysis (queue full)
};

class Analyzer {
public:
    explicit Analyzer(AnalysisOptions options = {});
    ~Analyzer();
    Analyzer(const Analyzer &) = delete;
    Analyzer &operator=(const Analyzer &) = delete;

    /// Feeds one batch (file order). `interfaces` is the reader's current interface list.
    void addBatch(const std::vector<RawPacket> &batch);
    /// Reader metadata to carry into snapshots.
    void setTraceInfo(const std::string &path, TraceFormat format, const std::vector<InterfaceInfo> &interfaces,
                      const std::vector<TraceComment> &comments, uint64_t customBlocks, uint64_t unknownBlocks,
                      uint64_t bytesRead, uint64_t fileSize);
    void setError(const TraceError &e);
    /// A pcapng custom block (PEN and body); Jitterscope session records are decoded, others ignored.
    void addCustomBlock(uint32_t pen, const uint8_t *data, size_t len);
    void setAnalysisDrops(uint64_t drops);
    /// Runs the statistics on a second thread, fed through the packet store, so that they
    /// overlap with reading and decoding (analyzeFile turns it on). Results, snapshot() and
    /// finish() are unchanged: a snapshot still covers every packet added before it. In file
    /// order, once setInputProgress() has reported between 1/16 and 1/4 of the input (as soon as
    /// the estimates settle), that thread also starts the second pass with the nominal gap and
    /// burst threshold seen so far; finish() keeps it for every scope whose final values turn out
    /// the same and redoes it for the others, so the results are exactly those of a second pass
    /// after the end. Call before the first addBatch; no effect in time order.
    void enableWorkerThread();
    /// How far the producer is through its input (bytes; total 0 = unknown).
    void setInputProgress(uint64_t bytesRead, uint64_t totalBytes);
    /// Something the worker thread may do whenever the statistics have caught up with the
    /// packets (returns false when it found nothing to do): analyzeFile gives it the reading
    /// ahead of the file. Set before enableWorkerThread(); it must stay callable until finish().
    void setWorkerIdleTask(std::function<bool()> task);
    /// Second pass: bursts, jitter, time-order statistics. Idempotent.
    void finish();
    /// Snapshot of the current state (complete only after finish()).
    [[nodiscard]] std::shared_ptr<const AnalysisSnapshot> snapshot() const;
    [[nodiscard]] const AnalysisOptions &options() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

/// Reads a whole trace through an Analyzer. `progress` (may be null) is called every few MB with
/// a snapshot-free (bytesRead, fileSize) and may return false to cancel. On a damaged file the
/// snapshot carries `error` and the statistics of the packets before it. Returns nullptr only if
/// the file cannot be opened (*openError set).
struct AnalyzeCallbacks {
    /// Called from the reading thread roughly every 50 ms; return false to cancel.
    std::function<bool(const Analyzer &, uint64_t bytesRead, uint64_t fileSize)> progress;
};
[[nodiscard]] std::shared_ptr<const AnalysisSnapshot> analyzeFile(const std::string &path,
                                                                  const AnalysisOptions &options,
                                                                  std::string *openError,
                                                                  const AnalyzeCallbacks &callbacks = {},
                                                                  bool *cancelled = nullptr);

} // namespace jitterscope
