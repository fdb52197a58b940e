// Private to the analysis wing (analyzer.cpp, stats_worker.cpp, second_pass.cpp, flow_table.cpp,
// payload_dispatch.cpp): Analyzer::Impl and the per-flow / per-scope state it keeps. Threads: the
// reading thread owns the flow table and the decoders; the statistics worker (stats_worker.cpp)
// owns the first pass and the speculative second pass while it runs; see the members' comments.
#pragma once

#include "core/analysis/analyzer.h"
#include "core/analysis/delta_accumulator.h"
#include "core/analysis/flow_times.h"
#include "core/analysis/iperf3_analysis.h"
#include "core/analysis/kernel_events.h"
#include "core/analysis/packet_log.h"
#include "core/analysis/rtp_analysis.h"
#include "core/analysis/sequence_analysis.h"
#include "core/analysis/slot_pool.h"
#include "core/analysis/spacing.h"
#include "core/analysis/stages.h"
#include "core/base/bytes.h"
#include "core/base/saturating.h"
#include "core/decode/flow_key.h"
#include "core/decode/flow_key_table.h"
#include "core/decode/packet_decode.h"
#include "core/decode/payload_decode.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <type_traits>
#include <utility>

namespace jitterscope {

namespace detail {

/// A datagram's head kept while its flow's decoder is undecided (or while the time-order buffer
/// holds it): enough for every decoder (kPayloadHeadBytes) and the last byte (RTP padding).
struct PendingDatagram {
    int64_t tsNs;
    int64_t deliveryNs; ///< kNoTimeNs: none (the stages' timeline pairs it with the sender time)
    uint32_t len;
    uint8_t avail;
    uint8_t last;
    uint8_t bytes[kPayloadHeadBytes];
    [[nodiscard]] PayloadView view() const { return { bytes, avail, len, last }; }
    static PendingDatagram of(int64_t tsNs, int64_t deliveryNs, const PayloadView &v)
    {
        PendingDatagram d;
        d.tsNs = tsNs;
        d.deliveryNs = deliveryNs;
        d.len = uint32_t(std::min<size_t>(v.len, UINT32_MAX));
        d.avail = uint8_t(std::min(v.avail, kPayloadHeadBytes));
        d.last = v.last;
        std::memcpy(d.bytes, v.p, d.avail);
        return d;
    }
};

/// The payload detectors of the flows still deciding (reading thread): 100 000 flows decide at
/// once early in a trace, and their detectors from the heap were 100 000 allocations and ~10 000
/// page faults on the reading thread; in the pool, what stays is about the detectors still deciding.
using DetectorPool = SlotPool<PayloadDetector>;

/// One datagram head of a deciding flow, and the next one of the same flow.
struct PendingLink {
    PendingDatagram datagram;
    PendingLink *next;
};
using PendingPool = SlotPool<PendingLink>;

/// A deciding flow's datagram heads, oldest first, each in a slot of the analysis' PendingPool
/// (reading thread). In the pool rather than in a vector of the flow: a flow of one datagram takes
/// one slot (a vector's room for the 8 a flow without a decoder is told after was 576 bytes for
/// each of a million flows of 1 to 3 datagrams), and the slots go back to the kernel by the 2 MiB
/// block as the flows decide, where the vectors' small blocks left the window's heap full of holes
/// (100 000 flows: idle RSS 247 -> 257 MB).
class PendingDatagrams {
public:
    [[nodiscard]] bool empty() const { return m_first == nullptr; }
    void push(PendingPool &pool, const PendingDatagram &d)
    {
        PendingLink *l = pool.take();
        l->datagram = d;
        l->next = nullptr;
        (m_last ? m_last->next : m_first) = l;
        m_last = l;
    }
    /// f(const PendingDatagram &) for each, oldest first (the first n only).
    template<typename F> void forEach(F &&f, size_t n = SIZE_MAX) const
    {
        for (const PendingLink *l = m_first; l && n > 0; l = l->next, --n)
            f(l->datagram);
    }
    /// Gives every slot back to `pool`.
    void clear(PendingPool &pool)
    {
        for (PendingLink *l = m_first; l;) {
            PendingLink *next = l->next;
            pool.give(l);
            l = next;
        }
        m_first = m_last = nullptr;
    }

private:
    PendingLink *m_first = nullptr; ///< the pool's (which unmaps it with the analysis)
    PendingLink *m_last = nullptr;
};

/// A decoded flow's sender clock (iperf3 and probe transmit times in ns, RTP timestamps in
/// ticks of the first SSRC) against its sequence numbers: the steps that give the flow's nominal
/// gap from the sender (SpacingSums), and for RTP the capture time over the same steps, which
/// tells an unknown clock rate.
struct SenderClock {
    SpacingSums steps;
    int seqBits = 64;
    bool rtp = false;
    bool started = false;
    uint8_t payloadType = 0;
    uint64_t lastSeq = 0;
    int64_t lastClock = 0;
    int64_t lastArrival = 0;
    int64_t ticks = 0, arrivalNs = 0; ///< over the kept steps (RTP clock learning)
    void add(uint64_t seq, int64_t clock, int64_t arrivalNs);
    /// The nominal gap the sender's clock gives, ns (0: none). rtpClockHz: known clock (0 = learn).
    [[nodiscard]] int64_t nominalNs(uint32_t rtpClockHz) const;
};

/// What every packet of a flow updates, apart from the flow's FlowState: a dense array by flow id
/// (48 B a flow), so that with 100 000 flows it stays in the cache; the ~1 KB state is read only
/// for a datagram to decode.
struct FlowCounters {
    uint64_t packets = 0, bytes = 0, fragments = 0;
    int64_t firstTs = 0, lastTs = 0;
    bool excluded = false;
    bool payloadDone = false; ///< the detector decided on no decoder: datagrams need no look
    bool timed = false; ///< a packet with a timestamp was seen (firstTs is set)
    bool wentBack = false; ///< one of its timed packets is earlier than the one before it
};

/// A flow's payload detector while it decides (from the DetectorPool), then only its decision, so
/// that 100 000 decided flows do not keep ~70 MB of evidence to the end of the analysis. A flow
/// takes a detector only at its kDatagramsBeforeDetector-th datagram, which is then given the
/// earlier ones from their kept heads: with fewer no decoder can win (PayloadDetector::passes needs
/// three advancing pairs of one candidate), so a flow of one to three datagrams — a DNS query and
/// its answer, most of a scan — never takes one (a million DNS queries held 720 MB of detectors),
/// and one whose first PayloadDetector::kUnreadMeansNone datagrams no decoder reads is told None
/// at once.
class DetectorSlot {
public:
    static constexpr uint8_t kDatagramsBeforeDetector = 4;
    [[nodiscard]] bool decided() const { return m_state == kDecided; }
    [[nodiscard]] PayloadKind kind() const { return m_kind; }
    [[nodiscard]] bool seq64() const { return m_seq64; }
    /// RTP: the clock the detector settled on (PayloadDetector::rtpClockHz), Hz; 0 unknown.
    [[nodiscard]] uint32_t rtpClockHz() const { return m_state == kDecided ? m_settled.clock : 0; }
    /// RTP: the SSRC the detector settled on (PayloadDetector::rtpSsrc); none when forced.
    [[nodiscard]] std::optional<uint32_t> rtpSsrc() const
    {
        return m_state == kDecided && m_ssrcKnown ? std::optional<uint32_t>(m_settled.ssrc) : std::nullopt;
    }
    /// The detector deciding now (null when there is none), to prefetch.
    [[nodiscard]] const PayloadDetector *detecting() const { return m_state == kDetecting ? m_detecting : nullptr; }
    /// PayloadDetector::force (a clock settled on before is kept, as the detector keeps it).
    void force(DetectorPool &pool, PayloadKind kind, bool seq64 = false)
    {
        const Settled settled = m_state == kDecided ? m_settled : Settled { 0, 0 };
        drop(pool);
        m_settled = settled;
        m_kind = kind;
        m_seq64 = seq64;
        m_state = kDecided;
    }
    /// PayloadDetector::feed; returns true once decided. earlier(PayloadDetector &, n) feeds it
    /// the flow's first n datagrams (their kept heads, as the decoders read them after the
    /// decision), when it is taken.
    template<typename Earlier>
    bool feed(DetectorPool &pool, const PayloadView &v, int64_t tsNs, uint16_t sport, uint16_t dport, Earlier &&earlier)
    {
        if (m_state == kDecided)
            return true;
        if (m_state != kDetecting) {
            m_anyRead = m_anyRead || PayloadDetector::anyDecoderReads(v);
            if (!m_anyRead && m_state + 1 == PayloadDetector::kUnreadMeansNone) {
                force(pool, PayloadKind::None);
                return true;
            }
            if (++m_state < kDatagramsBeforeDetector)
                return false;
            PayloadDetector *d = pool.take();
            earlier(*d, size_t(kDatagramsBeforeDetector - 1));
            m_detecting = d;
            m_state = kDetecting;
        }
        if (!m_detecting->feed(v, tsNs, sport, dport))
            return false;
        settle(pool);
        return true;
    }
    /// PayloadDetector::decideNow (None before the detector: fewer datagrams never decode).
    void decideNow(DetectorPool &pool)
    {
        if (m_state == kDecided)
            return;
        if (m_state != kDetecting) {
            force(pool, PayloadKind::None);
            return;
        }
        m_detecting->decideNow();
        settle(pool);
    }

private:
    void drop(DetectorPool &pool)
    {
        if (m_state == kDetecting)
            pool.give(m_detecting);
        m_detecting = nullptr;
    }
    void settle(DetectorPool &pool)
    {
        const PayloadDetector &d = *m_detecting;
        m_kind = d.kind();
        m_seq64 = d.seq64();
        const Settled settled { d.rtpClockHz(), d.rtpSsrc().value_or(0) };
        m_ssrcKnown = d.rtpSsrc().has_value();
        drop(pool);
        m_settled = settled;
        m_state = kDecided;
    }
    /// 0 .. kDatagramsBeforeDetector − 1: that many datagrams, and no detector.
    static constexpr uint8_t kDetecting = 0xfe, kDecided = 0xff;
    static_assert(PayloadDetector::kUnreadMeansNone < kDatagramsBeforeDetector);
    struct Settled {
        uint32_t clock; ///< 0 unknown
        uint32_t ssrc; ///< when m_ssrcKnown
    };
    union {
        PayloadDetector *m_detecting = nullptr; ///< kDetecting: the pool's (unmapped with the analysis)
        Settled m_settled; ///< kDecided
    };
    PayloadKind m_kind = PayloadKind::None;
    uint8_t m_state = 0;
    bool m_seq64 = false;
    bool m_ssrcKnown = false;
    bool m_anyRead = false; ///< before the detector: a datagram a decoder reads came
};

/// Per-flow state of the reading thread (payload decoders) and the flow's final results.
struct FlowState {
    FlowKey key {};
    DetectorSlot detector;
    PendingDatagrams pending;
    uint64_t decoderDatagrams = 0, decoderMatched = 0; ///< after the decision (validation)
    PayloadKind demotedFrom = PayloadKind::None; ///< the decoder lost its evidence at the end
    bool forcedDecoder = false; ///< --decoder chose it
    SenderClock sender;
    std::vector<std::pair<uint32_t, RtpStreamAnalysis>> rtp; // by SSRC, in order of appearance
    /// RTP datagrams of SSRCs first seen after kMaxRtpSsrcs others (each counted, none analysed).
    uint64_t rtpUntracked = 0;
    std::unique_ptr<Iperf3Analysis> iperf3;
    std::unique_ptr<SequenceAnalysis> sequence;
    /// Stage decomposition (stages.h), made on the flow's first sender or delivery time.
    std::unique_ptr<StageAccumulator> stages;
    uint32_t rtpStageLast = 0; ///< RTP: the first SSRC's last timestamp and its unwrapped ticks since the first
    int64_t rtpStageTicks = 0;
    bool rtpStageStarted = false;
    bool stagesTimeline = false; ///< this flow holds one of the kTimelineFlows timelines
    StageAccumulator &stageState();
};

/// A flow's results of the passes (finish()), apart from its FlowState: the read does not need
/// them, and 100 000 flows carried 328 empty bytes each (~33 MB) to the end of the read.
struct FlowResults {
    DeltaStats finalDeltas;
    std::shared_ptr<const LogLinearHistogram> finalHist;
    JitterStats jitter;
    BurstStats bursts;
};

/// The flows' states by id, in 2 MiB blocks (huge pages where the kernel allows): with 100 000
/// flows (~100 MB of states) every packet's state was a TLB miss in 4 KiB pages. States never move.
class FlowStates {
public:
    FlowStates() = default;
    ~FlowStates();
    FlowStates(const FlowStates &) = delete;
    FlowStates &operator=(const FlowStates &) = delete;
    /// A new default-constructed state; its id is size() − 1.
    FlowState &add();
    [[nodiscard]] FlowState *operator[](size_t id) const { return m_states[id]; }
    [[nodiscard]] size_t size() const { return m_states.size(); }
    [[nodiscard]] std::vector<FlowState *>::const_iterator begin() const { return m_states.begin(); }
    [[nodiscard]] std::vector<FlowState *>::const_iterator end() const { return m_states.end(); }

private:
    static constexpr size_t kBlockBytes = size_t(2) << 20;
    static constexpr size_t kPerBlock = kBlockBytes / sizeof(FlowState);
    std::vector<FlowState *> m_states;
    std::vector<void *> m_blocks;
};

/// First-pass (streaming) inter-arrival statistics of one scope, fed from the packet store.
struct ScopeStats {
    explicit ScopeStats(bool spacing = true)
    {
        if (spacing)
            deltas.trackSpacing();
    }
    DeltaAccumulator deltas;
    int64_t prevTs = 0;
    bool started = false;
    void add(int64_t ts)
    {
        if (started)
            deltas.add(satSub(ts, prevTs));
        prevTs = ts;
        started = true;
    }
};

/// Second-pass state of one scope (overall or a flow): deviations from the nominal gap and bursts
/// against the threshold, both fixed before the pass starts.
struct ScopePass {
    int64_t nominal = 0;
    int64_t threshold = 0;
    bool deviations = true; ///< false for the whole trace: its jitter merges the flows'
    bool active = false; ///< speculative pass: this scope takes part
    /// Second pass: what is still to do (the speculative pass may have done one of the two).
    bool needDev = true, needBursts = true;
    std::unique_ptr<DeltaAccumulator> reordered; // time order only (on the heap: one per flow)
    LogLinearHistogram dev;
    int64_t maxDev = 0;
    std::optional<BurstAccumulator> bursts;
    int64_t prevTs = 0;
    bool started = false;
    void add(int64_t ts)
    {
        step(ts, [this](int64_t d) { dev.add(d); });
    }
    /// add() of every time forEach(f) gives (f(ts) in time order), the deviations into `dev`
    /// in bulk (LogLinearHistogram::addAll): a small flow's whole pass at once. `buf` is scratch.
    template<typename ForEach> void addAllTimes(ForEach &&forEach, std::vector<int64_t> &buf)
    {
        buf.clear();
        forEach([&](int64_t ts) { step(ts, [&buf](int64_t d) { buf.push_back(d); }); });
        dev.addAll(buf.data(), buf.size());
    }

private:
    /// One packet of the pass; its deviation (if this scope records them) goes to onDev.
    template<typename OnDev> void step(int64_t ts, OnDev &&onDev)
    {
        if (started) {
            const int64_t gap = satSub(ts, prevTs);
            if (deviations && needDev) {
                const int64_t d = satAbsDiff(gap, nominal);
                onDev(d);
                if (d > maxDev)
                    maxDev = d;
            }
            if (needBursts)
                bursts->add(ts, gap);
        } else if (needBursts) {
            bursts->first(ts);
        }
        prevTs = ts;
        started = true;
    }
};

/// The store's (or log's) ascending runs — maximal stretches whose times never go back — for
/// --order time, noted by the reading thread at each backward step and grouped into chains: a
/// run joins the chain whose last time is the latest not after the run's first time, so each
/// chain, its runs one after the other, is in (time, position) order. A file of a few chains
/// (capture points written in turns, files concatenated, stamps swapped with a neighbour) is
/// put in time order by merging its chains while the passes walk it: no sorted copy (16 bytes a
/// packet) and no sort. More than kMaxChains chains or kMaxRuns runs: given up (then sorted).
struct RunChains {
    static constexpr size_t kMaxChains = 8;
    static constexpr size_t kMaxRuns = size_t(1) << 18;
    struct Run {
        size_t begin; ///< the run's first entry; it ends where the next run begins
        PacketLog::Cursor at; ///< the log's position at `begin` (without a log: unused)
        uint32_t chain;
    };
    std::vector<Run> runs; ///< in file order; empty until the first backward step
    std::array<int64_t, kMaxChains> last {}; ///< each chain's last time (its open run's: stale)
    size_t chains = 0;
    bool failed = false;
    /// Entry `index` (at log position `at`) has time `ts`, earlier than the entry before it (`prevTs`).
    void backwardStep(size_t index, int64_t ts, int64_t prevTs, const PacketLog::Cursor &at)
    {
        if (failed)
            return;
        if (runs.empty()) {
            runs.push_back(Run { 0, PacketLog::Cursor {}, 0 });
            chains = 1;
        }
        last[runs.back().chain] = prevTs; // the run that ends here (never chosen below: prevTs > ts)
        size_t best = chains;
        for (size_t c = 0; c < chains; ++c)
            if (last[c] <= ts && (best == chains || last[c] > last[best]))
                best = c;
        if ((best == chains && chains == kMaxChains) || runs.size() == kMaxRuns) {
            failed = true; // given up: sorted
            runs.clear();
            runs.shrink_to_fit();
            return;
        }
        if (best == chains)
            ++chains;
        runs.push_back(Run { index, at, uint32_t(best) });
    }
    /// Whether the chains describe entries [0, n): noted from the first entry on, none given up.
    [[nodiscard]] bool usable() const { return !failed && !runs.empty(); }
};

/// Entries ahead of the one being handled whose state a walk prefetches: with many flows each
/// entry's flow state is a cache (and TLB) miss.
constexpr size_t kPrefetchAhead = 8;

/// Prefetches, for writing, the `lines` cache lines from p.
inline void prefetchForWrite(const void *p, size_t lines = 1)
{
    for (size_t l = 0; l < lines; ++l)
        __builtin_prefetch(static_cast<const char *>(p) + 64 * l, 1);
}

/// Calls f(entry) for store entries [from, to), a chunk span at a time, and ahead(flow id) of the
/// entry kPrefetchAhead later (to prefetch the state f is going to touch).
template<typename F, typename A>
void forEachEntryAhead(const PacketStore &store, size_t from, size_t to, F &&f, A &&ahead)
{
    store.forEachAhead<kPrefetchAhead>(from, to, std::forward<F>(f), std::forward<A>(ahead));
}

/// Calls f(entry) for store entries [from, to), a chunk span at a time.
template<typename F> void forEachEntry(const PacketStore &store, size_t from, size_t to, F &&f)
{
    forEachEntryAhead(store, from, to, std::forward<F>(f), [](uint32_t) {});
}

/// The same over log entries [c.index, to), decoded a block at a time (`ahead` sees the entries
/// kPrefetchAhead later within a block); advances c.
template<typename F, typename A>
void forEachEntryAhead(const PacketLog &log, PacketLog::Cursor &c, size_t to, F &&f, A &&ahead)
{
    constexpr size_t kBlock = 1024;
    PacketEntry block[kBlock];
    while (c.index < to) {
        const size_t n = std::min(kBlock, to - c.index);
        log.read(c, c.index + n, block);
        for (size_t i = 0; i < n; ++i) {
            if (i + kPrefetchAhead < n)
                ahead(block[i + kPrefetchAhead].flowId);
            f(block[i]);
        }
    }
}

/// f(lo, hi, half) or f(lo, hi).
template<typename F> void call(F &f, size_t lo, size_t hi, int half)
{
    if constexpr (std::is_invocable_v<F &, size_t, size_t, int>)
        f(lo, hi, half);
    else
        f(lo, hi);
}

/// Per-flow work that reads only its own flow: f(lo, hi) (or f(lo, hi, half), half 0 or 1) over
/// [0, n) on two threads (the calling one takes the first half) when there are enough flows for a
/// thread to pay for itself.
template<typename F> void inTwoHalves(size_t n, bool oneThread, F &&f)
{
    constexpr size_t kMinForTwo = 4096;
    if (oneThread || n < kMinForTwo) {
        call(f, size_t(0), n, 0);
        return;
    }
    const size_t half = n / 2;
    std::exception_ptr error;
    std::thread t([&] {
        try {
            call(f, half, n, 1);
        } catch (...) {
            error = std::current_exception();
        }
    });
    try {
        call(f, size_t(0), half, 0);
    } catch (...) {
        t.join();
        throw;
    }
    t.join();
    if (error)
        std::rethrow_exception(error);
}

/// Fast-path flow cache entry: the 12 header bytes that make an Ethernet/IPv4/UDP flow key
/// (addresses and ports, as on the wire) and the flow id.
struct FastFlow {
    uint64_t addrs = 0;
    uint32_t ports = 0;
    uint32_t id = UINT32_MAX;
};

/// The same for Ethernet/IPv6/UDP: the 36 header bytes from the source address to the destination
/// port, and the flow id.
struct FastFlow6 {
    uint8_t key[36] = {};
    uint32_t id = UINT32_MAX;
};

/// An 802.1Q, 802.1ad or pre-standard QinQ tag's EtherType (decodePacket strips any stack of them).
inline bool isVlanEtherType(uint16_t etherType)
{
    return etherType == 0x8100 || etherType == 0x88A8 || etherType == 0x9100;
}

/// One packet of a batch as addBatch's first loop decoded it (its flow found).
struct DecodedPacket {
    const uint8_t *payload; ///< UDP payload (null: none)
    uint32_t id; ///< flow id
    uint32_t payloadLen;
    uint16_t sport, dport;
    bool decodable; ///< UDP with a payload to hand to the flow's decoder
    bool fragment; ///< an IP fragment
    bool nonIp;
};

} // namespace detail

// Members grouped by thread and role (see the comments), not packed for size: one Impl per
// analysis, so the padding costs nothing worth a harder-to-read layout.
struct Analyzer::Impl { // NOLINT(clang-analyzer-optin.performance.Padding)
    ~Impl()
    {
        try {
            stopWorker();
        } catch (...) {
            // The worker's error was the caller's to collect through addBatch()/finish().
        }
    }

    AnalysisOptions options;
    std::optional<FlowFilter> filter;
    FlowKeyTable flowIndex;
    detail::DetectorPool detectors; ///< the deciding flows' payload detectors (reading thread)
    detail::PendingPool pendingHeads; ///< the deciding flows' datagram heads (reading thread)
    detail::FlowStates flows;
    std::vector<detail::FlowResults> flowResults; ///< by flow id; from runSecondPass() on
    std::vector<detail::FlowCounters> flowCounters; ///< by flow id
    FlowKey lastKey {};
    uint32_t lastFlow = UINT32_MAX;
    static constexpr size_t kFastCache = 256;
    std::array<detail::FastFlow, kFastCache> fastCache {};
    detail::FastFlow lastFast {};
    std::array<detail::FastFlow6, kFastCache> fastCache6 {};
    /// The fast path's cache missed on more than an eighth of the last batch (many flows): the
    /// flow table's slots are prefetched a few packets ahead.
    bool prefetchFlowSlots = false;
    uint32_t fastMisses = 0; ///< in the current batch
    static FlowKey fastKey(const uint8_t *ip);
    /// The key of an IPv6 header without extension headers, UDP following it.
    static FlowKey fastKey6(const uint8_t *ip);
    std::vector<detail::DecodedPacket> batchScratch; ///< addBatch's decoded batch (reused)

    std::shared_ptr<PacketStore> store = std::make_shared<PacketStore>();
    /// keepTimeline(false): the packets' times and flows go here instead of the store (which stays
    /// empty), for the first and second passes only.
    std::unique_ptr<PacketLog> log;
    /// The small flows' times (flow_times.h), for both passes at finish(); none in a bounded
    /// session (setDetailWindow).
    std::unique_ptr<FlowTimes> flowTimes = std::make_unique<FlowTimes>();
    [[nodiscard]] bool smallFlow(uint32_t id) const { return flowTimes && flowTimes->small(id); }
    /// Entries the passes can read: the log's or the store's.
    [[nodiscard]] size_t entries() const { return log ? log->size() : store->size(); }
    /// Calls f(entry) for entries [from, to): of the store, or of the log through `c` (then at
    /// `from`), with ahead(entry) kPrefetchAhead entries before.
    template<typename F, typename A> void walk(PacketLog::Cursor &c, size_t from, size_t to, F &&f, A &&ahead) const
    {
        if (log)
            detail::forEachEntryAhead(*log, c, to, std::forward<F>(f), std::forward<A>(ahead));
        else
            detail::forEachEntryAhead(*store, from, to, std::forward<F>(f), std::forward<A>(ahead));
    }
    /// Calls f(entry) for entries [0, n) in (time, position) order, merging runChains' chains
    /// (runChains.usable(), nothing released), with ahead(entry) kPrefetchAhead entries before.
    /// The entries' wireLen is their position.
    template<typename F, typename A> void walkMergingChains(size_t n, F &&f, A &&ahead) const;
    /// By flow id: 1 while the flow's datagrams still go to its payload detector or decoder (not
    /// FlowCounters::payloadDone). One byte a flow (in the cache), read kPrefetchAhead packets
    /// ahead: with 100 000 flows the first datagrams of each flow find its detector in the
    /// cache instead of missing on each of its lines.
    std::vector<uint8_t> payloadPending;
    detail::RunChains runChains; ///< --order time: the ascending runs, grouped (reading thread)
    bool sortForTimeOrder = false; ///< sortForTimeOrderOnly()
    size_t chainsMerged = 0; ///< timeOrderChainsMerged()
    bool storeOverflowed = false; ///< packets went to the first pass without a store entry
    size_t detailWindow = 0; ///< setDetailWindow (0: keep every packet)
    static constexpr size_t kBoundedSoftnetRates = 65536;
    static constexpr size_t kBoundedKernelEvents = size_t(1) << 20;
    void releaseDetail(); ///< bounded session: lets the store drop what is older than the window
    uint64_t packets = 0, bytes = 0, fragments = 0, nonIp = 0, packetsInFile = 0;
    uint64_t untimedPackets = 0; ///< analysed packets the file gives no time (left out of timing)
    int64_t firstTs = 0, lastTs = 0, minTs = INT64_MAX, maxTs = INT64_MIN;

    // First pass: inter-arrival statistics, consumed from the packet store (by the worker thread
    // when there is one, else at the end of each batch) under statsMutex; snapshot() catches up
    // under it too, so a snapshot always covers every packet added so far.
    mutable std::mutex statsMutex;
    mutable std::atomic<size_t> statsCursor { 0 }; ///< store entries consumed by the first pass
    mutable PacketLog::Cursor statsLogCursor; ///< the same position in the log (statsMutex)
    mutable detail::ScopeStats overall { false };
    /// Sender-clock nominal gaps by flow id (0: none), posted by the reading thread with each
    /// checkpoint for the speculative pass (statsMutex).
    std::vector<int64_t> senderNominals;
    mutable std::vector<detail::ScopeStats> flowStats; ///< by flow id (flows with stored packets)

    // Worker thread (enableWorkerThread): runs the first pass, and the second pass speculatively.
    std::thread worker;
    std::mutex wakeMutex;
    std::condition_variable wakeCv;
    // 1 while the worker is about to sleep or sleeps. The handshake with wakeWorker() uses
    // read-modify-writes on this one variable (not fences, which ThreadSanitizer cannot see): the
    // producer's fetch_or and the worker's exchange are ordered in its modification order, so
    // either the producer sees 1 and wakes the worker, or the worker's exchange reads the
    // producer's fetch_or and so sees the packets stored before it.
    std::atomic<uint32_t> workerSleeping { 0 };
    std::atomic<bool> stopRequested { false };
    std::function<bool()> idleTask;
    std::exception_ptr workerError;
    std::atomic<bool> workerFailed { false };
    // Speculative second pass (worker only until it is joined): from a checkpoint on, the nominal
    // gap and burst threshold each scope has there are assumed to be final and the second pass
    // runs from the first packet; finish() keeps the scopes whose final values agree (their
    // results are then exactly what a pass after the end gives) and recomputes the others.
    // The reading thread posts checkpoints (store indices) at 1/32, 1/16, 1/8 and 1/4 of its
    // input; the speculation starts at the first one where the large scopes' values are those of
    // the one before, at the last one regardless.
    static constexpr size_t kNoRequest = SIZE_MAX;
    static constexpr int kCheckpoints = 4;
    std::atomic<size_t> specRequestAt { kNoRequest }; ///< latest checkpoint
    std::atomic<bool> specRequestFinal { false }; ///< the latest checkpoint is the last one
    int checkpointsPosted = 0; ///< reading thread
    size_t checkpointDone = kNoRequest; ///< worker: the checkpoint evaluated last
    std::vector<std::pair<uint32_t, std::pair<int64_t, int64_t>>> checkpointParams; ///< worker
    bool specActive = false;
    size_t specCursor = 0;
    PacketLog::Cursor specLogCursor; ///< specCursor in the log
    /// The scopes taking part (dense: with 100 000 flows most do not), and where each scope's is:
    /// specAt[0] the whole trace's, specAt[id + 1] flow id's; kNoSpec: none.
    std::vector<detail::ScopePass> spec;
    std::vector<uint32_t> specAt;
    static constexpr uint32_t kNoSpec = UINT32_MAX;
    /// Scope k's speculative pass (k = 0: the whole trace, id + 1: flow id), or null.
    detail::ScopePass *specOf(size_t k)
    {
        return k < specAt.size() && specAt[k] != kNoSpec ? &spec[specAt[k]] : nullptr;
    }

    // Trace info.
    std::string path;
    TraceFormat format = TraceFormat::Unknown;
    std::vector<InterfaceInfo> interfaces;
    std::vector<TraceComment> comments;
    uint64_t commentsNotKept = 0;
    uint64_t interfacesNotKept = 0, packetsOnInterfacesNotKept = 0;
    uint64_t customBlocks = 0, unknownBlocks = 0, bytesRead = 0, fileSize = 0;
    TraceNotes readerNotes;
    std::optional<TraceError> error;

    // Session data (Jitterscope custom blocks).
    bool haveSession = false;
    SessionMetadata metadata;
    SoftnetSeries softnet;
    std::optional<CaptureCounters> counters;
    KernelEventsAccumulator kernelEvents;
    uint64_t analysisDrops = 0;

    bool finished = false;
    bool oneThread = false; ///< runOnCallingThreadOnly()
    /// dropRebuildableFlowHistograms(): whether, with more than how many flows, and up to how
    /// many gaps a flow; the dropped ones merged (null until finish() dropped any).
    bool dropHistograms = false;
    size_t dropMinFlows = 0;
    uint64_t dropMaxGaps = 0;
    std::shared_ptr<const LogLinearHistogram> unkeptHist;
    /// By flow id: 1 when a finished snapshot leaves the flow's histogram out (empty: none).
    /// The analysis keeps its own until it is destroyed: the snapshot's allocations are not made
    /// in the holes the histograms would leave, which the window's heap could not give back then.
    std::vector<uint8_t> unkept;
    [[nodiscard]] bool isUnkept(uint32_t id) const { return id < unkept.size() && unkept[id] != 0; }
    /// Whether dropRebuildableFlowHistograms() applies: the store holds every timed packet and
    /// there are more flows than asked for. (Per flow: at most dropMaxGaps gaps, in its own order.)
    [[nodiscard]] bool histogramsRebuildable() const;
    /// The passes' small flows (finishSmallFlow) when histogramsRebuildable(): each gives its
    /// histogram back as soon as its bursts are done, merged here per half — never all resident.
    bool dropSmallNow = false;
    LogLinearHistogram unkeptHalf[2];
    void dropRebuildableHistograms();
    uint64_t generation = 0;
    DeltaStats finalDeltas;
    std::shared_ptr<const LogLinearHistogram> finalHist;
    JitterStats jitter;
    BurstStats bursts;

    /// setFlowLimit (0: none): keys beyond it are not kept; their packets go to one of two
    /// pseudo-flows (untrackedFlowId), the flow filter's rejects to the excluded one.
    size_t flowLimit = 0;
    size_t keptKeys = 0, excludedKeys = 0; ///< flows in the table the filter lets through / rejects
    uint32_t untrackedKept = UINT32_MAX, untrackedExcluded = UINT32_MAX; ///< reading thread
    /// untrackedKept for the first pass (its entries carry it; set before the first of them).
    std::atomic<uint32_t> untrackedFlow { UINT32_MAX };
    uint32_t untrackedFlowId(bool excluded);
    [[nodiscard]] bool untracked(uint32_t id) const { return id == untrackedFlow.load(std::memory_order_relaxed); }
    uint32_t flowFor(const FlowKey &key);
    uint32_t fastFlowFor(const uint8_t *ip);
    /// The same for an IPv6 header without extension headers, UDP following it.
    uint32_t fastFlow6For(const uint8_t *ip);
    void decodePayload(detail::FlowState &f, int64_t tsNs, int64_t deliveryNs, const PayloadView &v, uint16_t sport,
                       uint16_t dport);
    void feedDecoder(detail::FlowState &f, int64_t tsNs, int64_t deliveryNs, const PayloadView &v);
    /// Flows given a stage timeline so far (the first kTimelineFlows with a sender time get one).
    size_t timelineFlows = 0;
    static constexpr size_t kTimelineFlows = 256;
    void senderStage(detail::FlowState &f, uint64_t seq, int seqBits, int64_t senderNs, int64_t tsNs,
                     int64_t deliveryNs);
    void replayPending(detail::FlowState &f);
    /// --order time: datagrams wait in a reorder window and reach the decoders in timestamp order.
    void queueDatagram(uint32_t flowId, int64_t tsNs, int64_t deliveryNs, const PayloadView &v, uint16_t sport,
                       uint16_t dport);
    void releaseDatagram();
    struct Reordered {
        int64_t tsNs;
        uint64_t order; ///< file position: equal timestamps keep the file's order (a stable sort)
        uint32_t flowId;
        uint16_t sport, dport;
        detail::PendingDatagram datagram;
        static bool later(const Reordered &a, const Reordered &b)
        {
            return a.tsNs != b.tsNs ? a.tsNs > b.tsNs : a.order > b.order;
        }
    };
    static constexpr size_t kReorderWindow = 65536; ///< datagrams (≈ 6 MiB)
    std::vector<Reordered> reorderHeap;
    uint64_t reorderSeq = 0;
    int64_t reorderReleased = INT64_MIN;
    uint64_t decoderLate = 0;
    /// Per-flow decoder choices (--decoder EXPR=KIND), parsed once.
    std::vector<std::pair<FlowFilter, DecoderChoice>> decoderChoices;
    /// Per-interface order bookkeeping (reading thread), by interface id.
    std::vector<InterfaceOrder> ifaceOrder;
    std::vector<int64_t> ifacePrevTs;
    LogLinearHistogram backwardSteps; ///< sizes of the file's backward steps (all interfaces)
    static constexpr uint32_t kMaxInterfaces = 65535; ///< ids above are not broken down
    void noteInterface(uint32_t interfaceId, int64_t ts)
    {
        // The common case inline: the interface seen before, its time not going back.
        if (interfaceId < ifaceOrder.size() && ifaceOrder[interfaceId].packets != 0 && ts >= ifacePrevTs[interfaceId]) {
            InterfaceOrder &io = ifaceOrder[interfaceId];
            ++io.packets;
            io.lastTsNs = ts;
            ifacePrevTs[interfaceId] = ts;
            return;
        }
        noteNewInterfaceOrStep(interfaceId, ts);
    }
    void noteNewInterfaceOrStep(uint32_t interfaceId, int64_t ts);
    [[nodiscard]] TimeOrderReport timeOrderReport() const;
    /// Ends detection and validation for every flow (finish()): undecided flows decide with what
    /// they have; decided ones whose datagrams stopped matching are demoted.
    void settleDecoders();
    [[nodiscard]] int64_t senderNominal(const detail::FlowState &f) const;
    /// A flow's nominal gap and its source: the option, else the sender's clock (senderNs > 0),
    /// else the mean rate of its gaps.
    [[nodiscard]] std::pair<int64_t, NominalSource> nominalOf(const SpacingSums &gaps, int64_t senderNs) const;

    detail::ScopeStats &flowStat(uint32_t id) const
    {
        if (id >= flowStats.size())
            flowStats.resize(size_t(id) + 1);
        return flowStats[id];
    }
    /// Prefetches flow id's first-pass state, for a walk over the store.
    void prefetchFlowStats(uint32_t id) const
    {
        if (flowTimes)
            flowTimes->prefetch(id);
        if (id < flowStats.size())
            detail::prefetchForWrite(&flowStats[id], 2);
    }
    /// The first pass of flow id's packet at ts: its running statistics, or its times while it is
    /// small (statsMutex held).
    void flowFirstPass(uint32_t id, int64_t ts) const
    {
        if (untracked(id))
            return; // packets of many flows: no gaps of its own
        if (smallFlow(id)) {
            if (flowTimes->append(id, ts) >= FlowTimes::kPromoteAt)
                promoteFlow(id);
            return;
        }
        flowStat(id).add(ts);
    }
    /// Small flow id becomes large: its times go into its running statistics.
    void promoteFlow(uint32_t id) const;
    /// What the whole trace's jitter needs of every flow's deviations: their count and largest,
    /// and merged histograms — the small flows' merged as they are finished (the UDP flows' and
    /// the others' apart), the large flows' scopes by index.
    struct DevSummary {
        std::vector<uint64_t> count; ///< by flow id
        std::vector<int64_t> max; ///< by flow id
        LogLinearHistogram smallUdp[2], smallOther[2]; ///< per half of inTwoHalves
    };
    /// Both passes of small flow id from its times, into its results; its deviations go into
    /// `devs` (half `half`).
    void finishSmallFlow(uint32_t id, DevSummary &devs, int half);
    /// The whole trace's jitter from the flows' deviations; dev(id) is a large flow's histogram.
    [[nodiscard]] JitterStats mergedJitter(const DevSummary &devs,
                                           const std::function<const LogLinearHistogram *(uint32_t)> &largeDev) const;
    /// Prefetches flow id's speculative scope, for a walk over the store.
    void prefetchSpec(uint32_t id) const
    {
        if (size_t(id) + 1 < specAt.size() && specAt[size_t(id) + 1] != kNoSpec)
            detail::prefetchForWrite(&spec[specAt[size_t(id) + 1]]);
    }
    /// Gaps a flow needs for a fair share of the whole trace's: its estimates are checked at
    /// the checkpoints and it takes part in the speculative pass.
    uint64_t largeFlowGaps() const { return std::max<uint64_t>(1, overall.deltas.count() / kMaxWindows); }
    /// First pass over store entries [statsCursor, to); statsMutex held.
    void consume(size_t to) const;
    /// Catches the first pass up with the store; statsMutex held.
    void catchUp() const { consume(entries()); }
    /// (nominal gap, burst threshold) of a scope at a checkpoint; id UINT32_MAX = the whole trace.
    std::pair<int64_t, int64_t> paramsOf(uint32_t id, const detail::ScopeStats &st) const;
    std::vector<std::pair<uint32_t, std::pair<int64_t, int64_t>>> checkpoint() const;
    void startSpeculation();
    void foldWindows();
    static constexpr size_t kWindow = 4096; ///< exact gap counters per windowed scope (32 KiB)
    static constexpr uint64_t kWindowMinGaps = 4096;
    static constexpr uint64_t kMaxWindows = 32;
    void workerMain();
    void wakeWorker();
    [[gnu::noinline]] bool spinForWork() const; ///< (not inlined: a profile tells it from work)
    void stopWorker();
    void runSecondPass();
};

} // namespace jitterscope
