#include "core/analysis.h"

#include "core/delta_accumulator.h"
#include "core/flow_key.h"
#include "core/iperf3_analysis.h"
#include "core/packet_decode.h"
#include "core/rtp_analysis.h"
#include "core/sequence_analysis.h"
#include "core/trace_reader.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <mutex>
#include <numeric>
#include <thread>
#include <unordered_map>

namespace jitterscope {

// ---- PacketStore -------------------------------------------------------------------------------

PacketStore::PacketStore()
    : m_chunks(new PacketEntry *[kMaxChunks]())
{
}

PacketStore::~PacketStore()
{
    const size_t chunks = (size() + kChunk - 1) >> kChunkBits;
    for (size_t i = 0; i < chunks; ++i)
        delete[] m_chunks[i];
}

void PacketStore::addChunk(size_t index)
{
    if (index >= kMaxChunks)
        throw std::length_error("PacketStore: more than 4 Gi packets");
    m_chunks[index] = new PacketEntry[kChunk];
}

// ---- Analyzer ----------------------------------------------------------------------------------

namespace {

constexpr size_t kDetectBuffer = 16; // datagrams kept per flow until its decoder is decided
constexpr size_t kDetectBytes = 32;

struct PendingDatagram {
    int64_t tsNs;
    uint32_t len;
    uint8_t bytes[kDetectBytes];
};

struct FlowState {
    FlowKey key{};
    bool excluded = false;
    uint64_t packets = 0, bytes = 0, fragments = 0;
    int64_t firstTs = 0, lastTs = 0;
    DeltaAccumulator deltas;
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
    AnalysisOptions options;
    std::optional<FlowFilter> filter;
    std::unordered_map<FlowKey, uint32_t, FlowKeyHash> flowIndex;
    std::vector<std::unique_ptr<FlowState>> flows;
    FlowKey lastKey{};
    uint32_t lastFlow = UINT32_MAX;

    std::shared_ptr<PacketStore> store = std::make_shared<PacketStore>();
    uint64_t packets = 0, bytes = 0, fragments = 0, nonIp = 0, packetsInFile = 0;
    int64_t firstTs = 0, lastTs = 0, minTs = INT64_MAX, maxTs = INT64_MIN;
    DeltaAccumulator deltas;

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

    uint32_t flowFor(const PacketInfo &info);
    void decodePayload(FlowState &f, int64_t tsNs, const uint8_t *p, size_t len, uint16_t sport, uint16_t dport);
    void feedDecoder(FlowState &f, int64_t tsNs, const uint8_t *p, size_t len);
    void runSecondPass();
};

uint32_t Analyzer::Impl::flowFor(const PacketInfo &info)
{
    const FlowKey key = FlowKey::fromPacket(info);
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
    s.finished = false;
    PacketInfo info;
    for (const RawPacket &rp : batch) {
        ++s.packetsInFile;
        decodePacket(rp.linkType, rp.data, rp.capLen, info);
        const uint32_t id = s.flowFor(info);
        FlowState &f = *s.flows[id];
        if (f.excluded)
            continue;
        const int64_t ts = rp.tsNs;
        if (s.packets == 0) {
            s.firstTs = ts;
        } else {
            s.deltas.add(ts - s.lastTs);
        }
        s.lastTs = ts;
        s.minTs = std::min(s.minTs, ts);
        s.maxTs = std::max(s.maxTs, ts);
        ++s.packets;
        s.bytes += rp.wireLen;
        if (info.ipVersion == 0)
            ++s.nonIp;
        if (info.fragment) {
            ++s.fragments;
            ++f.fragments;
        }
        if (f.packets == 0)
            f.firstTs = ts;
        else
            f.deltas.add(ts - f.lastTs);
        f.lastTs = ts;
        ++f.packets;
        f.bytes += rp.wireLen;
        if (info.proto == 17 && info.payload && (!info.fragment || info.firstFragment))
            s.decodePayload(f, ts, info.payload, info.payloadLen, info.sport, info.dport);
        if (!s.store->full())
            s.store->push(PacketEntry{ts, id, rp.wireLen});
    }
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

/// Second-pass state of one scope (overall or a flow).
struct ScopePass {
    int64_t nominal = 0;
    bool haveNominal = false;
    std::optional<DeltaAccumulator> reordered; // time order only
    LogLinearHistogram dev;
    int64_t maxDev = 0;
    std::optional<BurstAccumulator> bursts;
    int64_t prevTs = 0;
    bool started = false;
};

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
    auto inParallel = [](auto &&overall, auto &&perFlow) {
        std::thread t(overall);
        perFlow();
        t.join();
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
        inParallel([&] { walkA(true); }, [&] { walkA(false); });
        finalDeltas = scopes[0].reordered->stats();
        finalHist = scopes[0].reordered->histogramCopy();
        for (size_t id = 0; id < flows.size(); ++id) {
            flows[id]->finalDeltas = scopes[id + 1].reordered->stats();
            flows[id]->finalHist = scopes[id + 1].reordered->histogramCopy();
        }
    } else {
        finalDeltas = deltas.stats();
        finalHist = deltas.histogramCopy();
        for (auto &f : flows) {
            f->finalDeltas = f->deltas.stats();
            f->finalHist = f->deltas.histogramCopy();
        }
    }

    // Nominal gap and burst threshold per scope.
    auto prepare = [&](ScopePass &sp, const DeltaStats &ds, const LogLinearHistogram &h) {
        sp.nominal = options.nominalGapNs > 0 ? options.nominalGapNs : ds.p50Ns;
        const int64_t thr = options.burstGapNs > 0 ? options.burstGapNs : deriveBurstThresholdNs(h);
        sp.bursts.emplace(thr, options.burstGapNs <= 0);
        sp.started = false;
    };
    prepare(scopes[0], finalDeltas, *finalHist);
    for (size_t id = 0; id < flows.size(); ++id)
        prepare(scopes[id + 1], flows[id]->finalDeltas, *flows[id]->finalHist);

    // Pass B: jitter deviations and bursts.
    auto walkB = [&](bool overall) {
        for (size_t i = 0; i < n; ++i) {
            const PacketEntry &e = at(i);
            ScopePass &sp = overall ? scopes[0] : scopeOf(e.flowId);
            if (sp.started) {
                const int64_t gap = e.tsNs - sp.prevTs;
                const int64_t dev = gap >= sp.nominal ? gap - sp.nominal : sp.nominal - gap;
                sp.dev.add(dev);
                sp.maxDev = std::max(sp.maxDev, dev);
                sp.bursts->add(e.tsNs, gap);
            } else {
                sp.bursts->first(e.tsNs);
            }
            sp.prevTs = e.tsNs;
            sp.started = true;
        }
    };
    inParallel([&] { walkB(true); }, [&] { walkB(false); });
    const bool estimated = options.nominalGapNs <= 0;
    jitter = jitterFrom(scopes[0], estimated);
    bursts = scopes[0].bursts->finish();
    for (size_t id = 0; id < flows.size(); ++id) {
        flows[id]->jitter = jitterFrom(scopes[id + 1], estimated);
        flows[id]->bursts = scopes[id + 1].bursts->finish();
    }
}

void Analyzer::finish()
{
    if (d->finished)
        return;
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
        snap->interarrival = s.deltas.stats();
        snap->histogram = s.deltas.histogramCopy();
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
        } else {
            fs.interarrival = f.deltas.stats();
            fs.histogram = f.deltas.histogramCopy();
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
    TraceFile file;
    if (!file.open(path, openError))
        return nullptr;
    Analyzer analyzer(options);
    file.setCustomBlockHandler(
        [&analyzer](uint32_t pen, const uint8_t *data, size_t len) { analyzer.addCustomBlock(pen, data, len); });
    std::vector<RawPacket> batch;
    batch.reserve(4096);
    auto lastReport = std::chrono::steady_clock::now();
    const auto &parser = file.parser();
    auto publishInfo = [&] {
        analyzer.setTraceInfo(path, parser.format(), parser.interfaces(), parser.comments(), parser.customBlocks(),
                              parser.unknownBlocks(), file.position(), file.size());
    };
    if (cancelled)
        *cancelled = false;
    bool stopped = false;
    while (file.nextBatch(batch, 4096)) {
        analyzer.addBatch(batch);
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
    if (parser.failed())
        analyzer.setError(parser.error());
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
