#include "core/analysis/snapshot.h"

#include "core/analysis/delta_accumulator.h"
#include "core/decode/flow_key.h"
#include "core/analysis/iperf3_analysis.h"
#include "core/decode/packet_decode.h"
#include "core/analysis/rtp_analysis.h"
#include "core/analysis/sequence_analysis.h"
#include "core/trace/trace_reader.h"
#include "core/trace/trace_reader_p.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <exception>
#include <mutex>
#include <numeric>
#include <thread>
#include <tuple>
#include <unordered_map>

namespace jitterscope {

// ---- Analyzer ----------------------------------------------------------------------------------

namespace {

constexpr size_t kDetectBuffer = 16; // datagrams kept per flow until its decoder is decided
constexpr size_t kDetectBytes = 32;

struct PendingDatagram {
    int64_t tsNs;
    uint32_t len;
    uint8_t bytes[kDetectBytes];
};

/// Per-flow state of the reading thread (counters, payload decoders) and the flow's final results.
struct FlowState {
    FlowKey key{};
    bool excluded = false;
    bool payloadDone = false; ///< the detector decided on no decoder: datagrams need no look
    uint64_t packets = 0, bytes = 0, fragments = 0;
    int64_t firstTs = 0, lastTs = 0;
    PayloadDetector detector;
    std::vector<PendingDatagram> pending;
    std::vector<std::pair<uint32_t, RtpStreamAnalysis>> rtp; // by SSRC, in order of appearance
    std::unique_ptr<Iperf3Analysis> iperf3;
    std::unique_ptr<SequenceAnalysis> sequence;
    // Second-pass results.
    DeltaStats finalDeltas;
    std::shared_ptr<const LogLinearHistogram> finalHist;
    JitterStats jitter;
    BurstStats bursts;
};

/// First-pass (streaming) inter-arrival statistics of one scope, fed from the packet store.
struct ScopeStats {
    DeltaAccumulator deltas;
    int64_t prevTs = 0;
    bool started = false;
    void add(int64_t ts)
    {
        if (started)
            deltas.add(ts - prevTs);
        prevTs = ts;
        started = true;
    }
};

/// Second-pass state of one scope (overall or a flow): deviations from the nominal gap and bursts
/// against the threshold, both fixed before the pass starts.
struct ScopePass {
    int64_t nominal = 0;
    int64_t threshold = 0;
    bool active = false; ///< speculative pass: this scope takes part
    std::optional<DeltaAccumulator> reordered; // time order only
    LogLinearHistogram dev;
    int64_t maxDev = 0;
    std::optional<BurstAccumulator> bursts;
    int64_t prevTs = 0;
    bool started = false;
    void add(int64_t ts)
    {
        if (started) {
            const int64_t gap = ts - prevTs;
            const int64_t d = gap >= nominal ? gap - nominal : nominal - gap;
            dev.add(d);
            if (d > maxDev)
                maxDev = d;
            bursts->add(ts, gap);
        } else {
            bursts->first(ts);
        }
        prevTs = ts;
        started = true;
    }
};

/// Calls f(entry) for store entries [from, to), a chunk span at a time.
template <typename F> void forEachEntry(const PacketStore &store, size_t from, size_t to, F &&f)
{
    while (from < to) {
        const size_t chunkEnd = std::min(to, (from | (PacketStore::kChunk - 1)) + 1);
        const PacketEntry *e = &store[from];
        const PacketEntry *end = e + (chunkEnd - from);
        for (; e != end; ++e)
            f(*e);
        from = chunkEnd;
    }
}

/// Fast-path flow cache entry: the 12 header bytes that make an Ethernet/IPv4/UDP flow key
/// (addresses and ports, as on the wire) and the flow id.
struct FastFlow {
    uint64_t addrs = 0;
    uint32_t ports = 0;
    uint32_t id = UINT32_MAX;
};

std::string protoName(const FlowKey &k)
{
    if (k.ipVersion == 0) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "non-IP 0x%04x", k.etherType);
        return buf;
    }
    switch (k.proto) {
    case 17:
        return "UDP";
    case 6:
        return "TCP";
    case 1:
        return "ICMP";
    case 58:
        return "ICMPv6";
    case 132:
        return "SCTP";
    default:
        return "IP-" + std::to_string(k.proto);
    }
}

} // namespace

struct Analyzer::Impl {
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
    std::unordered_map<FlowKey, uint32_t, FlowKeyHash> flowIndex;
    std::vector<std::unique_ptr<FlowState>> flows;
    FlowKey lastKey{};
    uint32_t lastFlow = UINT32_MAX;
    static constexpr size_t kFastCache = 256;
    std::array<FastFlow, kFastCache> fastCache{};
    FastFlow lastFast{};

    std::shared_ptr<PacketStore> store = std::make_shared<PacketStore>();
    bool storeOverflowed = false; ///< packets went to the first pass without a store entry
    uint64_t packets = 0, bytes = 0, fragments = 0, nonIp = 0, packetsInFile = 0;
    int64_t firstTs = 0, lastTs = 0, minTs = INT64_MAX, maxTs = INT64_MIN;

    // First pass: inter-arrival statistics, consumed from the packet store (by the worker thread
    // when there is one, else at the end of each batch) under statsMutex; snapshot() catches up
    // under it too, so a snapshot always covers every packet added so far.
    mutable std::mutex statsMutex;
    mutable std::atomic<size_t> statsCursor{0}; ///< store entries consumed by the first pass
    mutable ScopeStats overall;
    mutable std::vector<ScopeStats> flowStats; ///< by flow id (flows with stored packets)

    // Worker thread (enableWorkerThread): runs the first pass, and the second pass speculatively.
    std::thread worker;
    std::mutex wakeMutex;
    std::condition_variable wakeCv;
    std::atomic<bool> workerSleeping{false};
    std::atomic<bool> stopRequested{false};
    std::function<bool()> idleTask;
    std::exception_ptr workerError;
    std::atomic<bool> workerFailed{false};
    // Speculative second pass (worker only until it is joined): from a checkpoint on, the nominal
    // gap and burst threshold each scope has there are assumed to be final and the second pass
    // runs from the first packet; finish() keeps the scopes whose final values agree (their
    // results are then exactly what a pass after the end gives) and recomputes the others.
    // The reading thread posts checkpoints (store indices) at 1/32, 1/16, 1/8 and 1/4 of its
    // input; the speculation starts at the first one where the large scopes' values are those of
    // the one before, at the last one regardless.
    static constexpr size_t kNoRequest = SIZE_MAX;
    static constexpr int kCheckpoints = 4;
    std::atomic<size_t> specRequestAt{kNoRequest}; ///< latest checkpoint
    std::atomic<bool> specRequestFinal{false}; ///< the latest checkpoint is the last one
    int checkpointsPosted = 0; ///< reading thread
    size_t checkpointDone = kNoRequest; ///< worker: the checkpoint evaluated last
    std::vector<std::pair<uint32_t, std::pair<int64_t, int64_t>>> checkpointParams; ///< worker
    bool specActive = false;
    size_t specCursor = 0;
    std::vector<ScopePass> spec; ///< [0] overall, [id + 1] flow id

    // Trace info.
    std::string path;
    TraceFormat format = TraceFormat::Unknown;
    std::vector<InterfaceInfo> interfaces;
    std::vector<TraceComment> comments;
    uint64_t customBlocks = 0, unknownBlocks = 0, bytesRead = 0, fileSize = 0;
    std::optional<TraceError> error;

    // Session data (Jitterscope custom blocks).
    bool haveSession = false;
    SessionMetadata metadata;
    SoftnetSeries softnet;
    std::optional<CaptureCounters> counters;
    uint64_t analysisDrops = 0;

    bool finished = false;
    uint64_t generation = 0;
    DeltaStats finalDeltas;
    std::shared_ptr<const LogLinearHistogram> finalHist;
    JitterStats jitter;
    BurstStats bursts;

    uint32_t flowFor(const FlowKey &key);
    uint32_t fastFlowFor(const uint8_t *ip);
    void decodePayload(FlowState &f, int64_t tsNs, const uint8_t *p, size_t len, uint16_t sport, uint16_t dport);
    void feedDecoder(FlowState &f, int64_t tsNs, const uint8_t *p, size_t len);

    ScopeStats &flowStat(uint32_t id) const
    {
        if (id >= flowStats.size())
            flowStats.resize(size_t(id) + 1);
        return flowStats[id];
    }
    /// First pass over store entries [statsCursor, to); statsMutex held.
    void consume(size_t to) const;
    /// Catches the first pass up with the store; statsMutex held.
    void catchUp() const { consume(store->size()); }
    std::pair<int64_t, int64_t> paramsOf(const ScopeStats &st) const;
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

void Analyzer::Impl::consume(size_t to) const
{
    const size_t from = statsCursor.load(std::memory_order_relaxed);
    if (to <= from)
        return;
    forEachEntry(*store, from, to, [&](const PacketEntry &e) {
        overall.add(e.tsNs);
        flowStat(e.flowId).add(e.tsNs);
    });
    statsCursor.store(to, std::memory_order_release);
}

std::pair<int64_t, int64_t> Analyzer::Impl::paramsOf(const ScopeStats &st) const
{
    return {options.nominalGapNs > 0 ? options.nominalGapNs : st.deltas.stats().p50Ns,
            options.burstGapNs > 0 ? options.burstGapNs : deriveBurstThresholdNs(st.deltas.histogram())};
}

std::vector<std::pair<uint32_t, std::pair<int64_t, int64_t>>> Analyzer::Impl::checkpoint() const
{
    // Nominal gap and burst threshold of the whole trace and of the flows with a fair share of
    // its gaps (statsMutex held).
    std::vector<std::pair<uint32_t, std::pair<int64_t, int64_t>>> p;
    p.emplace_back(UINT32_MAX, paramsOf(overall));
    const uint64_t large = std::max<uint64_t>(1, overall.deltas.count() / kMaxWindows);
    for (size_t id = 0; id < flowStats.size(); ++id)
        if (flowStats[id].deltas.count() >= large)
            p.emplace_back(uint32_t(id), paramsOf(flowStats[id]));
    return p;
}

void Analyzer::Impl::startSpeculation()
{
    // Called by the worker with statsMutex held: each scope's nominal gap and burst threshold
    // as they are now.
    // The scopes holding a fair share of the gaps also get an exact window around their nominal
    // gap (see the fused pass in workerMain).
    const uint64_t windowMin = std::max<uint64_t>(kWindowMinGaps, overall.deltas.count() / kMaxWindows);
    auto prepare = [&](ScopePass &sp, ScopeStats &st) {
        std::tie(sp.nominal, sp.threshold) = paramsOf(st);
        sp.bursts.emplace(sp.threshold, options.burstGapNs <= 0, true);
        sp.active = true;
        if (st.deltas.count() >= windowMin)
            st.deltas.startWindow(sp.nominal - int64_t(kWindow / 2), kWindow);
    };
    spec.clear();
    spec.resize(flowStats.size() + 1);
    prepare(spec[0], overall);
    for (size_t id = 0; id < flowStats.size(); ++id)
        prepare(spec[id + 1], flowStats[id]);
    specActive = true;
    specCursor = 0;
}

void Analyzer::Impl::foldWindows()
{
    // Once the worker has ended: the window counts go into the gap histograms and, for a scope
    // whose speculative pass ran, into its deviation histogram (the gaps counted in the window
    // skipped it there).
    auto fold = [&](ScopeStats &st, size_t k) {
        ScopePass *sp = specActive && k < spec.size() && spec[k].active ? &spec[k] : nullptr;
        st.deltas.foldWindow([&](int64_t gap, uint64_t n) {
            if (!sp)
                return;
            const int64_t d = gap >= sp->nominal ? gap - sp->nominal : sp->nominal - gap;
            sp->dev.add(d, n);
            sp->maxDev = std::max(sp->maxDev, d);
        });
    };
    fold(overall, 0);
    for (size_t id = 0; id < flowStats.size(); ++id)
        fold(flowStats[id], id + 1);
}

void Analyzer::Impl::workerMain()
{
    constexpr size_t kChunkEntries = 16384;
    auto specStep = [&](const PacketEntry &e) {
        spec[0].add(e.tsNs);
        const size_t k = size_t(e.flowId) + 1;
        if (k < spec.size() && spec[k].active)
            spec[k].add(e.tsNs);
    };
    try {
        for (;;) {
            const size_t cursor = statsCursor.load(std::memory_order_acquire);
            // Speculative second pass behind the first one (after it started, or after a
            // snapshot() did first-pass work on the reading thread).
            if (specActive && specCursor < cursor) {
                const size_t to = std::min(cursor, specCursor + kChunkEntries);
                forEachEntry(*store, specCursor, to, specStep);
                specCursor = to;
                continue;
            }
            const size_t request = specRequestAt.load(std::memory_order_acquire);
            if (!specActive && request <= cursor && request != checkpointDone) {
                const bool last = specRequestFinal.load(std::memory_order_acquire);
                std::lock_guard<std::mutex> lock(statsMutex);
                auto params = checkpoint();
                if (last || params == checkpointParams)
                    startSpeculation();
                checkpointParams = std::move(params);
                checkpointDone = request;
                continue;
            }
            const size_t avail = store->size();
            if (cursor < avail) {
                std::lock_guard<std::mutex> lock(statsMutex);
                const size_t from = statsCursor.load(std::memory_order_relaxed);
                size_t to = std::min(avail, from + kChunkEntries);
                if (!specActive && request > from)
                    to = std::min(to, request); // stop exactly at the checkpoint
                if (specActive && specCursor == from) {
                    // Both passes at once. A gap inside its scope's exact window is only counted
                    // there: its deviation from the (fixed) nominal gap is added when the window
                    // is folded, for all such gaps at once.
                    auto both = [](ScopeStats &st, ScopePass &sp, int64_t ts) {
                        if (st.started) {
                            const int64_t gap = ts - st.prevTs;
                            const bool counted = st.deltas.addWindowed(gap);
                            if (!counted) {
                                const int64_t dv = gap >= sp.nominal ? gap - sp.nominal : sp.nominal - gap;
                                sp.dev.add(dv);
                                if (dv > sp.maxDev)
                                    sp.maxDev = dv;
                            }
                            sp.bursts->add(ts, gap);
                        } else {
                            sp.bursts->first(ts);
                        }
                        st.prevTs = sp.prevTs = ts;
                        st.started = sp.started = true;
                    };
                    forEachEntry(*store, from, to, [&](const PacketEntry &e) {
                        both(overall, spec[0], e.tsNs);
                        ScopeStats &fs = flowStat(e.flowId);
                        const size_t k = size_t(e.flowId) + 1;
                        if (k < spec.size() && spec[k].active)
                            both(fs, spec[k], e.tsNs);
                        else
                            fs.add(e.tsNs);
                    });
                    statsCursor.store(to, std::memory_order_release);
                    specCursor = to;
                } else {
                    consume(to);
                }
                continue;
            }
            if (stopRequested.load(std::memory_order_acquire)) {
                if (store->size() == statsCursor.load(std::memory_order_acquire))
                    break;
                continue;
            }
            if (store->prepareChunk()) // page faults of the store, off the reading thread
                continue;
            if (idleTask && idleTask())
                continue;
            // Nothing to do: the reading thread hands over a batch every few tens of µs, so
            // wait for it a little before going to sleep (waking a sleeper costs a system call
            // on each side).
            if (spinForWork())
                continue;
            // Nothing to do: sleep until the reading thread adds packets (it wakes us only when
            // we announced that we sleep; the timeout covers any race in that handshake).
            std::unique_lock<std::mutex> lock(wakeMutex);
            workerSleeping.store(true, std::memory_order_seq_cst);
            std::atomic_thread_fence(std::memory_order_seq_cst);
            if (store->size() == statsCursor.load(std::memory_order_acquire) && !stopRequested.load()
                && !(specRequestAt.load() <= statsCursor.load() && specRequestAt.load() != checkpointDone
                     && !specActive))
                wakeCv.wait_for(lock, std::chrono::milliseconds(2));
            workerSleeping.store(false, std::memory_order_relaxed);
        }
    } catch (...) {
        workerError = std::current_exception();
        workerFailed.store(true, std::memory_order_release);
    }
}

bool Analyzer::Impl::spinForWork() const
{
    for (int spin = 0; spin < 2000; ++spin) {
        cpuRelax();
        if (store->size() != statsCursor.load(std::memory_order_relaxed) || stopRequested.load(std::memory_order_relaxed))
            return true;
    }
    return false;
}

void Analyzer::Impl::wakeWorker()
{
    std::atomic_thread_fence(std::memory_order_seq_cst);
    if (worker.joinable() && workerSleeping.load(std::memory_order_seq_cst)) {
        { std::lock_guard<std::mutex> lock(wakeMutex); }
        wakeCv.notify_one();
    }
}

void Analyzer::Impl::stopWorker()
{
    if (!worker.joinable())
        return;
    stopRequested.store(true, std::memory_order_release);
    {
        std::lock_guard<std::mutex> lock(wakeMutex);
    }
    wakeCv.notify_one();
    worker.join();
    if (workerError) {
        specActive = false;
        workerFailed = false;
        std::exception_ptr e = workerError;
        workerError = nullptr;
        std::rethrow_exception(e);
    }
}

uint32_t Analyzer::Impl::flowFor(const FlowKey &key)
{
    if (lastFlow != UINT32_MAX && key == lastKey)
        return lastFlow;
    auto it = flowIndex.find(key);
    uint32_t id;
    if (it == flowIndex.end()) {
        id = uint32_t(flows.size());
        flowIndex.emplace(key, id);
        auto f = std::make_unique<FlowState>();
        f->key = key;
        f->excluded = filter && !filter->matches(key, id);
        if (options.forceDecoderSet)
            f->detector.force(options.forceDecoder, options.iperf3Seq64);
        flows.push_back(std::move(f));
    } else {
        id = it->second;
    }
    lastKey = key;
    lastFlow = id;
    return id;
}

uint32_t Analyzer::Impl::fastFlowFor(const uint8_t *ip)
{
    // An Ethernet/IPv4/UDP packet: the key is the 12 bytes from the source address to the
    // destination port (IHL 5, so the UDP header follows the addresses).
    uint64_t addrs;
    uint32_t ports;
    std::memcpy(&addrs, ip + 12, 8);
    std::memcpy(&ports, ip + 20, 4);
    uint64_t h = (addrs ^ (uint64_t(ports) << 17)) * 0x9E3779B97F4A7C15ull;
    FastFlow &c = fastCache[size_t(h >> 56) & (kFastCache - 1)];
    if (c.id != UINT32_MAX && c.addrs == addrs && c.ports == ports)
        return c.id;
    FlowKey key;
    std::memset(&key, 0, sizeof key);
    std::memcpy(key.src, ip + 12, 4);
    std::memcpy(key.dst, ip + 16, 4);
    key.sport = uint16_t((ip[20] << 8) | ip[21]);
    key.dport = uint16_t((ip[22] << 8) | ip[23]);
    key.proto = 17;
    key.ipVersion = 4;
    const uint32_t id = flowFor(key);
    c.addrs = addrs;
    c.ports = ports;
    c.id = id;
    return id;
}

void Analyzer::Impl::feedDecoder(FlowState &f, int64_t tsNs, const uint8_t *p, size_t len)
{
    PayloadFields pf;
    bool ok = false;
    switch (f.detector.kind()) {
    case PayloadKind::Rtp:
        ok = decodeRtp(p, len, pf);
        break;
    case PayloadKind::Iperf3:
        ok = decodeIperf3(p, len, f.detector.seq64(), pf);
        break;
    case PayloadKind::Probe:
        ok = decodeProbe(p, len, pf);
        break;
    case PayloadKind::None:
        break;
    }
    if (!ok)
        return;
    switch (pf.kind) {
    case PayloadKind::Rtp: {
        auto it = std::find_if(f.rtp.begin(), f.rtp.end(), [&](const auto &e) { return e.first == pf.ssrc; });
        if (it == f.rtp.end()) {
            f.rtp.emplace_back(pf.ssrc, RtpStreamAnalysis());
            it = f.rtp.end() - 1;
        }
        it->second.add(tsNs, pf);
        if (!f.sequence)
            f.sequence = std::make_unique<SequenceAnalysis>(16);
        if (it == f.rtp.begin()) // sequence analysis follows the first SSRC of the flow
            f.sequence->add(pf.seq, tsNs);
        break;
    }
    case PayloadKind::Iperf3:
        if (!f.iperf3)
            f.iperf3 = std::make_unique<Iperf3Analysis>(f.detector.seq64());
        f.iperf3->add(tsNs, pf);
        if (!f.sequence)
            f.sequence = std::make_unique<SequenceAnalysis>(f.detector.seq64() ? 64 : 32);
        f.sequence->add(pf.seq, tsNs);
        break;
    case PayloadKind::Probe:
        if (!f.sequence)
            f.sequence = std::make_unique<SequenceAnalysis>(64);
        f.sequence->add(pf.seq, tsNs);
        break;
    case PayloadKind::None:
        break;
    }
}

void Analyzer::Impl::decodePayload(FlowState &f, int64_t tsNs, const uint8_t *p, size_t len, uint16_t sport,
                                   uint16_t dport)
{
    if (f.detector.decided()) {
        if (f.detector.kind() != PayloadKind::None)
            feedDecoder(f, tsNs, p, len);
        return;
    }
    // Keep the undecided datagrams' heads so that the decided decoder also sees the first packets.
    PendingDatagram pd;
    pd.tsNs = tsNs;
    pd.len = uint32_t(std::min(len, kDetectBytes));
    std::memcpy(pd.bytes, p, pd.len);
    f.pending.push_back(pd);
    f.detector.setReferenceTimeNs(tsNs);
    if (f.detector.feed(p, len, sport, dport) || f.pending.size() >= kDetectBuffer) {
        if (!f.detector.decided())
            f.detector.force(PayloadKind::None);
        if (f.detector.kind() != PayloadKind::None) {
            // Replay all but the current datagram from their saved heads (enough for every header we decode),
            // then the current one in full.
            for (size_t i = 0; i + 1 < f.pending.size(); ++i)
                feedDecoder(f, f.pending[i].tsNs, f.pending[i].bytes, f.pending[i].len);
            feedDecoder(f, tsNs, p, len);
        }
        f.pending.clear();
        f.pending.shrink_to_fit();
    }
}

Analyzer::Analyzer(AnalysisOptions options)
    : d(std::make_unique<Impl>())
{
    d->options = std::move(options);
    if (!d->options.flowFilter.empty()) {
        std::string err;
        d->filter = FlowFilter::parse(d->options.flowFilter, &err);
        if (!d->filter)
            throw std::invalid_argument(err);
    }
}

Analyzer::~Analyzer() = default;

const AnalysisOptions &Analyzer::options() const
{
    return d->options;
}

void Analyzer::addBatch(const std::vector<RawPacket> &batch)
{
    Impl &s = *d;
    if (s.workerFailed.load(std::memory_order_acquire))
        s.stopWorker(); // rethrows what the worker ran into
    s.finished = false;
    // The whole-trace counters live in registers for the batch.
    uint64_t packets = s.packets, bytes = s.bytes;
    int64_t lastTs = s.lastTs, minTs = s.minTs, maxTs = s.maxTs;
    FastFlow last = s.lastFast;
    PacketInfo info;
    s.packetsInFile += batch.size();
    for (const RawPacket &rp : batch) {
        const uint8_t *const data = rp.data;
        const uint32_t capLen = rp.capLen;
        uint32_t id;
        const uint8_t *payload = nullptr;
        uint32_t payloadLen = 0;
        uint16_t sport = 0, dport = 0;
        bool decodable; // UDP with a payload to hand to the flow's decoder
        // Fast path: untagged Ethernet, IPv4 without options, UDP, not a fragment, the UDP header
        // inside both the capture and the IP length. Decodes exactly what decodePacket does.
        uint32_t ipEnd = 0;
        bool fast = false;
        if (rp.linkType == kLinkEthernet && capLen >= 42) {
            uint64_t w0, w1; // frame bytes 12..19 and 20..27, little-endian loads
            std::memcpy(&w0, data + 12, 8);
            std::memcpy(&w1, data + 20, 8);
            if (!kHostBigEndian && (w0 & 0xFFFFFF) == 0x450008 // EtherType 0x0800, version 4, IHL 5
                && ((w1 >> 24) & 0xFF) == 17 && (w1 & 0xFF3F) == 0) { // UDP; no MF, offset 0
                const uint32_t totalLen = uint32_t((data[16] << 8) | data[17]);
                ipEnd = totalLen >= 20 && 14 + totalLen < capLen ? 14 + totalLen : capLen;
                fast = ipEnd >= 42;
            }
        }
        if (fast) {
            uint64_t addrs;
            uint32_t ports;
            std::memcpy(&addrs, data + 26, 8);
            std::memcpy(&ports, data + 34, 4);
            if (addrs == last.addrs && ports == last.ports && last.id != UINT32_MAX) {
                id = last.id;
            } else {
                id = s.fastFlowFor(data + 14);
                last = FastFlow{addrs, ports, id};
            }
            sport = uint16_t((data[34] << 8) | data[35]);
            dport = uint16_t((data[36] << 8) | data[37]);
            const uint32_t udpField = uint32_t((data[38] << 8) | data[39]);
            uint32_t n = ipEnd - 42;
            if (udpField >= 8 && udpField - 8 < n)
                n = udpField - 8;
            if (n) {
                payload = data + 42;
                payloadLen = n;
            }
            decodable = payload != nullptr;
        } else {
            decodePacket(rp.linkType, data, capLen, info);
            id = s.flowFor(FlowKey::fromPacket(info));
            payload = info.payload;
            payloadLen = info.payloadLen;
            sport = info.sport;
            dport = info.dport;
            decodable = info.proto == 17 && info.payload && (!info.fragment || info.firstFragment);
        }
        FlowState &f = *s.flows[id];
        if (f.excluded)
            continue;
        const int64_t ts = rp.tsNs;
        if (packets == 0)
            s.firstTs = ts;
        lastTs = ts;
        minTs = std::min(minTs, ts);
        maxTs = std::max(maxTs, ts);
        ++packets;
        bytes += rp.wireLen;
        if (!fast) {
            if (info.ipVersion == 0)
                ++s.nonIp;
            if (info.fragment) {
                ++s.fragments;
                ++f.fragments;
            }
        }
        if (f.packets == 0)
            f.firstTs = ts;
        f.lastTs = ts;
        ++f.packets;
        f.bytes += rp.wireLen;
        if (decodable && !f.payloadDone) {
            s.decodePayload(f, ts, payload, payloadLen, sport, dport);
            f.payloadDone = f.detector.decided() && f.detector.kind() == PayloadKind::None;
        }
        if (!s.store->full()) {
            s.store->push(PacketEntry{ts, id, rp.wireLen});
        } else {
            // No room left in the store (4 Gi packets): the first pass takes the packet directly.
            s.storeOverflowed = true;
            std::lock_guard<std::mutex> lock(s.statsMutex);
            s.catchUp();
            s.overall.add(ts);
            s.flowStat(id).add(ts);
        }
    }
    s.packets = packets;
    s.bytes = bytes;
    s.lastTs = lastTs;
    s.minTs = minTs;
    s.maxTs = maxTs;
    s.lastFast = last;
    if (s.worker.joinable()) {
        s.wakeWorker();
    } else {
        std::lock_guard<std::mutex> lock(s.statsMutex);
        s.catchUp();
    }
}

void Analyzer::enableWorkerThread()
{
    Impl &s = *d;
    if (s.worker.joinable() || s.finished || s.options.order != DeltaOrder::File)
        return;
    s.stopRequested = false;
    if (s.options.nominalGapNs > 0 && s.options.burstGapNs > 0) {
        s.specRequestFinal = true; // nothing to estimate: the second pass can run from the start
        s.specRequestAt = 0;
        s.checkpointsPosted = Impl::kCheckpoints;
    }
    s.worker = std::thread([&s] { s.workerMain(); });
}

void Analyzer::setWorkerIdleTask(std::function<bool()> task)
{
    if (!d->worker.joinable())
        d->idleTask = std::move(task);
}

void Analyzer::setInputProgress(uint64_t bytesRead, uint64_t totalBytes)
{
    Impl &s = *d;
    if (!s.worker.joinable() || totalBytes == 0 || s.checkpointsPosted >= Impl::kCheckpoints)
        return;
    // Checkpoints at 1/32, 1/16, 1/8, 1/4 (a batch that passes several posts the latest).
    int reached = s.checkpointsPosted;
    while (reached < Impl::kCheckpoints && bytesRead >= totalBytes >> (Impl::kCheckpoints + 1 - reached))
        ++reached;
    if (reached == s.checkpointsPosted)
        return;
    s.checkpointsPosted = reached;
    s.specRequestFinal.store(reached == Impl::kCheckpoints, std::memory_order_release);
    s.specRequestAt.store(s.store->size(), std::memory_order_release);
    s.wakeWorker();
}

void Analyzer::setTraceInfo(const std::string &path, TraceFormat format, const std::vector<InterfaceInfo> &interfaces,
                            const std::vector<TraceComment> &comments, uint64_t customBlocks, uint64_t unknownBlocks,
                            uint64_t bytesRead, uint64_t fileSize)
{
    d->path = path;
    d->format = format;
    d->interfaces = interfaces;
    d->comments = comments;
    d->customBlocks = customBlocks;
    d->unknownBlocks = unknownBlocks;
    d->bytesRead = bytesRead;
    d->fileSize = fileSize;
}

void Analyzer::setError(const TraceError &e)
{
    d->error = e;
}

void Analyzer::setAnalysisDrops(uint64_t drops)
{
    d->analysisDrops = drops;
}

void Analyzer::addCustomBlock(uint32_t pen, const uint8_t *data, size_t len)
{
    if (pen != kJitterscopePen)
        return;
    JsRecord r;
    if (!splitJsRecord(data, len, r))
        return;
    Impl &s = *d;
    SoftnetSample sample;
    SessionMetadata meta;
    CaptureCounters c;
    if (decodeSoftnetRecord(r, sample)) {
        s.softnet.add(sample);
        s.haveSession = true;
    } else if (decodeSessionRecord(r, meta)) {
        s.metadata = std::move(meta);
        s.haveSession = true;
    } else if (decodeStatsRecord(r, c)) {
        s.counters = c;
        s.haveSession = true;
    }
}

namespace {

JitterStats jitterFrom(const ScopePass &p, bool estimated)
{
    JitterStats j;
    j.nominalGapNs = p.nominal;
    j.nominalEstimated = estimated;
    j.maxAbsDevNs = p.maxDev;
    j.p50AbsDevNs = p.dev.percentile(0.5);
    j.p90AbsDevNs = p.dev.percentile(0.9);
    j.p99AbsDevNs = p.dev.percentile(0.99);
    j.p999AbsDevNs = p.dev.percentile(0.999);
    return j;
}

} // namespace

void Analyzer::Impl::runSecondPass()
{
    // The first pass is complete (the worker has been joined).
    catchUp();
    foldWindows();
    if (flowStats.size() < flows.size())
        flowStats.resize(flows.size());
    const size_t n = store->size();
    const bool timeOrder = options.order == DeltaOrder::Time;
    std::vector<uint32_t> order;
    if (timeOrder) {
        order.resize(n);
        std::iota(order.begin(), order.end(), 0u);
        std::stable_sort(order.begin(), order.end(),
                         [&](uint32_t a, uint32_t b) { return (*store)[a].tsNs < (*store)[b].tsNs; });
    }
    auto at = [&](size_t i) -> const PacketEntry & { return (*store)[timeOrder ? order[i] : i]; };

    std::vector<ScopePass> scopes(flows.size() + 1); // [0] = overall, [id + 1] = flow id
    auto scopeOf = [&](uint32_t flowId) -> ScopePass & { return scopes[size_t(flowId) + 1]; };

    // The whole-trace scope and the per-flow scopes are independent: the overall one runs on a
    // second thread while this one does the flows (both only read the store).
    auto inParallel = [](bool overall, bool perFlow, auto &&overallWork, auto &&perFlowWork) {
        if (overall && perFlow) {
            std::thread t(overallWork);
            perFlowWork();
            t.join();
        } else if (overall) {
            overallWork();
        } else if (perFlow) {
            perFlowWork();
        }
    };

    // Pass A (time order only): recompute the inter-arrival statistics in timestamp order.
    if (timeOrder) {
        for (auto &sp : scopes)
            sp.reordered.emplace();
        auto walkA = [&](bool overall) {
            for (size_t i = 0; i < n; ++i) {
                const PacketEntry &e = at(i);
                ScopePass &sp = overall ? scopes[0] : scopeOf(e.flowId);
                if (sp.started)
                    sp.reordered->add(e.tsNs - sp.prevTs);
                sp.prevTs = e.tsNs;
                sp.started = true;
            }
        };
        inParallel(true, true, [&] { walkA(true); }, [&] { walkA(false); });
        finalDeltas = scopes[0].reordered->stats();
        finalHist = scopes[0].reordered->histogramCopy();
        for (size_t id = 0; id < flows.size(); ++id) {
            flows[id]->finalDeltas = scopes[id + 1].reordered->stats();
            flows[id]->finalHist = scopes[id + 1].reordered->histogramCopy();
        }
        for (auto &sp : scopes)
            sp.reordered.reset();
    } else {
        finalDeltas = overall.deltas.stats();
        finalHist = overall.deltas.histogramCopy();
        for (size_t id = 0; id < flows.size(); ++id) {
            flows[id]->finalDeltas = flowStats[id].deltas.stats();
            flows[id]->finalHist = flowStats[id].deltas.histogramCopy();
        }
    }

    // Nominal gap and burst threshold per scope. A scope whose speculative pass ran with the
    // same two values already has its results (the pass is a function of these and the packets).
    std::vector<char> needFlow(flows.size(), 0);
    bool needOverall = false, anyFlow = false;
    auto prepare = [&](size_t k, const DeltaStats &ds, const LogLinearHistogram &h) -> bool {
        ScopePass &sp = scopes[k];
        sp.nominal = options.nominalGapNs > 0 ? options.nominalGapNs : ds.p50Ns;
        sp.threshold = options.burstGapNs > 0 ? options.burstGapNs : deriveBurstThresholdNs(h);
        if (specActive && !storeOverflowed && k < spec.size() && spec[k].active && spec[k].nominal == sp.nominal
            && spec[k].threshold == sp.threshold) {
            sp = std::move(spec[k]);
            return false;
        }
        // The idle gaps come out of the gap histogram, which in file order holds every packet's
        // gap: not usable if the store could not keep them all.
        sp.bursts.emplace(sp.threshold, options.burstGapNs <= 0, timeOrder || !storeOverflowed);
        sp.started = false;
        return true;
    };
    needOverall = prepare(0, finalDeltas, *finalHist);
    for (size_t id = 0; id < flows.size(); ++id) {
        needFlow[id] = prepare(id + 1, flows[id]->finalDeltas, *flows[id]->finalHist);
        anyFlow = anyFlow || needFlow[id];
    }
    spec.clear();
    specActive = false;

    // Pass B: jitter deviations and bursts (for the scopes not already done).
    auto walkB = [&](bool overallScope) {
        for (size_t i = 0; i < n; ++i) {
            const PacketEntry &e = at(i);
            if (overallScope)
                scopes[0].add(e.tsNs);
            else if (needFlow[e.flowId])
                scopeOf(e.flowId).add(e.tsNs);
        }
    };
    inParallel(needOverall, anyFlow, [&] { walkB(true); }, [&] { walkB(false); });
    const bool estimated = options.nominalGapNs <= 0;
    jitter = jitterFrom(scopes[0], estimated);
    bursts = scopes[0].bursts->finish(*finalHist);
    for (size_t id = 0; id < flows.size(); ++id) {
        flows[id]->jitter = jitterFrom(scopes[id + 1], estimated);
        flows[id]->bursts = scopes[id + 1].bursts->finish(*flows[id]->finalHist);
    }
}

void Analyzer::finish()
{
    if (d->finished)
        return;
    d->stopWorker(); // drains the first pass and the speculative second pass, then ends
    // Flows still undecided at the end: decide with what was seen.
    for (auto &f : d->flows) {
        if (!f->detector.decided() && !f->pending.empty()) {
            f->detector.force(PayloadKind::None);
            f->pending.clear();
        }
    }
    d->runSecondPass();
    d->finished = true;
    ++d->generation;
}

namespace {
/// Jitter of a snapshot taken while streaming: the nominal gap is the median so far, and the
/// largest |gap − nominal| is already exact from the extremes; its percentiles need the second
/// pass and stay 0 until finish().
JitterStats provisionalJitter(const DeltaStats &d, const AnalysisOptions &o)
{
    JitterStats j;
    j.nominalGapNs = o.nominalGapNs > 0 ? o.nominalGapNs : d.p50Ns;
    j.nominalEstimated = o.nominalGapNs <= 0;
    if (d.count)
        j.maxAbsDevNs = std::max(std::llabs(d.minNs - j.nominalGapNs), std::llabs(d.maxNs - j.nominalGapNs));
    return j;
}
} // namespace

std::shared_ptr<const AnalysisSnapshot> Analyzer::snapshot() const
{
    const Impl &s = *d;
    // The first pass may run on the worker thread: catch it up to every packet added so far and
    // read it under its lock (not needed once finished: the worker is gone).
    std::unique_lock<std::mutex> lock(s.statsMutex, std::defer_lock);
    auto snap = std::make_shared<AnalysisSnapshot>();
    snap->generation = ++d->generation;
    snap->complete = s.finished;
    snap->path = s.path;
    snap->format = s.format;
    snap->bytesRead = s.bytesRead;
    snap->fileSize = s.fileSize;
    snap->packets = s.packets;
    snap->packetsInFile = s.packetsInFile;
    snap->bytes = s.bytes;
    snap->fragments = s.fragments;
    snap->nonIp = s.nonIp;
    snap->firstTsNs = s.packets ? s.firstTs : 0;
    snap->lastTsNs = s.packets ? s.lastTs : 0;
    snap->minTsNs = s.packets ? s.minTs : 0;
    snap->maxTsNs = s.packets ? s.maxTs : 0;
    snap->interfaces = s.interfaces;
    snap->comments = s.comments;
    snap->customBlocks = s.customBlocks;
    snap->unknownBlocks = s.unknownBlocks;
    snap->error = s.error;
    snap->options = s.options;
    snap->store = s.store;
    snap->packetsStored = s.store->size();
    snap->analysisDrops = s.analysisDrops;
    if (s.haveSession) {
        SessionSummary ss;
        ss.metadata = s.metadata;
        ss.softnetSamples = s.softnet.samples();
        ss.cpuIdsReliable = s.softnet.cpuIdsReliable();
        ss.softnetColumns = s.softnet.columns();
        ss.softnetTotals = s.softnet.totals();
        ss.softnetRates = std::make_shared<const std::vector<SoftnetRate>>(s.softnet.rates());
        ss.counters = s.counters;
        snap->session = std::move(ss);
    }
    if (s.finished) {
        snap->interarrival = s.finalDeltas;
        snap->histogram = s.finalHist;
        snap->jitter = s.jitter;
        snap->bursts = s.bursts;
    } else {
        lock.lock();
        s.catchUp();
        snap->interarrival = s.overall.deltas.stats();
        snap->histogram = s.overall.deltas.histogramCopy();
        snap->jitter = provisionalJitter(snap->interarrival, s.options);
        snap->bursts.thresholdNs = s.options.burstGapNs > 0 ? s.options.burstGapNs
                                                             : deriveBurstThresholdNs(*snap->histogram);
        snap->bursts.thresholdDerived = s.options.burstGapNs <= 0;
    }
    snap->flows.reserve(s.flows.size());
    for (size_t id = 0; id < s.flows.size(); ++id) {
        const FlowState &f = *s.flows[id];
        if (f.excluded)
            continue;
        FlowSummary fs;
        fs.id = uint32_t(id);
        fs.ipVersion = f.key.ipVersion;
        fs.proto = f.key.proto;
        fs.protoName = protoName(f.key);
        if (f.key.ipVersion) {
            char buf[64];
            formatAddress(f.key.ipVersion, f.key.src, buf, sizeof buf);
            fs.src = buf;
            formatAddress(f.key.ipVersion, f.key.dst, buf, sizeof buf);
            fs.dst = buf;
        }
        fs.sport = f.key.sport;
        fs.dport = f.key.dport;
        fs.packets = f.packets;
        fs.bytes = f.bytes;
        fs.fragments = f.fragments;
        fs.firstTsNs = f.firstTs;
        fs.lastTsNs = f.lastTs;
        if (s.finished) {
            fs.interarrival = f.finalDeltas;
            fs.histogram = f.finalHist;
            fs.jitter = f.jitter;
            fs.bursts = f.bursts;
        } else if (id < s.flowStats.size()) {
            fs.interarrival = s.flowStats[id].deltas.stats();
            fs.histogram = s.flowStats[id].deltas.histogramCopy();
            fs.jitter = provisionalJitter(fs.interarrival, s.options);
        } else {
            fs.histogram = std::make_shared<const LogLinearHistogram>();
            fs.jitter = provisionalJitter(fs.interarrival, s.options);
        }
        fs.decoder = f.detector.decided() ? f.detector.kind() : PayloadKind::None;
        for (const auto &r : f.rtp)
            fs.rtp.push_back(r.second.result());
        if (f.iperf3) {
            fs.iperf3 = f.iperf3->result();
            fs.iperf3->seq64 = f.detector.seq64();
        }
        if (f.sequence)
            fs.sequence = f.sequence->result();
        snap->flows.push_back(std::move(fs));
    }
    return snap;
}

std::string FlowSummary::label() const
{
    if (ipVersion == 0)
        return protoName;
    auto ep = [&](const std::string &a, uint16_t port) {
        const bool v6 = ipVersion == 6;
        std::string s = v6 && (proto == 17 || proto == 6) ? "[" + a + "]" : a;
        if (proto == 17 || proto == 6 || proto == 132)
            s += ":" + std::to_string(port);
        return s;
    };
    return protoName + " " + ep(src, sport) + " \xE2\x86\x92 " + ep(dst, dport);
}

// ---- analyzeFile -------------------------------------------------------------------------------

std::shared_ptr<const AnalysisSnapshot> analyzeFile(const std::string &path, const AnalysisOptions &options,
                                                    std::string *openError, const AnalyzeCallbacks &callbacks,
                                                    bool *cancelled)
{
    // TraceFile's parts (the reader's private header), so that the worker can read ahead.
    TraceParser::Impl parser;
    TraceFeeder file(parser);
    if (!file.open(path, openError))
        return nullptr;
    Analyzer analyzer(options);
    analyzer.setWorkerIdleTask([&file] { return file.readAhead(); });
    analyzer.enableWorkerThread();
    parser.customHandler = [&analyzer](uint32_t pen, const uint8_t *data, size_t len) {
        analyzer.addCustomBlock(pen, data, len);
    };
    std::vector<RawPacket> batch;
    batch.reserve(4096);
    auto lastReport = std::chrono::steady_clock::now();
    auto publishInfo = [&] {
        analyzer.setTraceInfo(path, parser.format, parser.interfaces, parser.comments, parser.customBlocks,
                              parser.unknownBlocks, file.position(), file.size());
    };
    if (cancelled)
        *cancelled = false;
    bool stopped = false;
    while (file.nextBatch(batch, 4096)) {
        analyzer.addBatch(batch);
        analyzer.setInputProgress(file.position(), file.size());
        batch.clear();
        if (callbacks.progress) {
            const auto now = std::chrono::steady_clock::now();
            if (now - lastReport >= std::chrono::milliseconds(50)) {
                lastReport = now;
                publishInfo();
                if (!callbacks.progress(analyzer, file.position(), file.size())) {
                    if (cancelled)
                        *cancelled = true;
                    stopped = true;
                    break;
                }
            }
        }
    }
    if (!stopped && !batch.empty())
        analyzer.addBatch(batch); // packets handed over together with the end or an error
    publishInfo();
    if (parser.failed)
        analyzer.setError(parser.error);
    analyzer.finish();
    return analyzer.snapshot();
}

// ---- equality ----------------------------------------------------------------------------------

bool DeltaStats::operator==(const DeltaStats &o) const
{
    return count == o.count && minNs == o.minNs && maxNs == o.maxNs && sumNs == o.sumNs && p50Ns == o.p50Ns
        && p90Ns == o.p90Ns && p99Ns == o.p99Ns && p999Ns == o.p999Ns && negative == o.negative;
}

bool JitterStats::operator==(const JitterStats &o) const
{
    return nominalGapNs == o.nominalGapNs && nominalEstimated == o.nominalEstimated && maxAbsDevNs == o.maxAbsDevNs
        && p50AbsDevNs == o.p50AbsDevNs && p99AbsDevNs == o.p99AbsDevNs;
}

bool BurstStats::operator==(const BurstStats &o) const
{
    return thresholdNs == o.thresholdNs && runs == o.runs && bursts == o.bursts && packetsInBursts == o.packetsInBursts
        && maxSize == o.maxSize && sizeHistogram == o.sizeHistogram;
}

} // namespace jitterscope
