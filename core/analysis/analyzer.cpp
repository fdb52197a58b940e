// Analyzer: the reading thread's side (batches, the Ethernet/IPv4/UDP fast path, session records),
// finish() and snapshot().
#include "core/analysis/analyzer_p.h"
#include "core/base/bytes.h"
#include "core/base/pages.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <tuple>

namespace jitterscope {

using namespace detail;

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
    for (const DecoderChoice &c : d->options.decoderChoices) {
        std::string err;
        auto f = FlowFilter::parse(c.flowExpr, &err);
        if (!f)
            throw std::invalid_argument("--decoder " + c.flowExpr + ": " + err);
        d->decoderChoices.emplace_back(std::move(*f), c);
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
    // Two loops: the first decodes each packet and finds its flow, the second accounts for it.
    // With many flows each packet's flow state is a cache (and TLB) miss; knowing the flow ids
    // of the whole batch first lets the second loop prefetch the state kPrefetchAhead packets ahead.
    std::vector<DecodedPacket> &decoded = s.batchScratch;
    decoded.resize(batch.size());
    s.fastMisses = 0;
    for (size_t i = 0; i < batch.size(); ++i) {
        // Many flows: the flow table's slot of the packet kPrefetchAhead on (if it takes the fast
        // path below), so that its lookup finds it in the cache.
        if (s.prefetchFlowSlots && i + kPrefetchAhead < batch.size()) {
            const RawPacket &ahead = batch[i + kPrefetchAhead];
            if (ahead.linkType == kLinkEthernet && ahead.capLen >= 42 && ahead.data[12] == 0x08 && ahead.data[13] == 0)
                s.flowIndex.prefetch(Impl::fastKey(ahead.data + 14));
        }
        const RawPacket &rp = batch[i];
        const uint8_t *const data = rp.data;
        const uint32_t capLen = rp.capLen;
        uint32_t id;
        const uint8_t *payload = nullptr;
        uint32_t payloadLen = 0;
        uint16_t sport = 0, dport = 0;
        bool decodable; // UDP with a payload to hand to the flow's decoder
        // Fast paths: Ethernet (under any 802.1Q / 802.1ad tags, up to four), then IPv4 without
        // options or IPv6 without extension headers, UDP, not a fragment, the UDP header inside
        // both the capture and the IP length. Each decodes exactly what decodePacket does.
        uint32_t l3 = 14, ipEnd = 0;
        bool fast4 = false, fast6 = false;
        if (rp.linkType == kLinkEthernet && capLen >= 42) {
            uint64_t w0, w1; // frame bytes 12..19 and 20..27, little-endian loads
            std::memcpy(&w0, data + 12, 8);
            std::memcpy(&w1, data + 20, 8);
            if (!kHostBigEndian && (w0 & 0xFFFFFF) == 0x450008) { // EtherType 0x0800, version 4, IHL 5
                fast4 = ((w1 >> 24) & 0xFF) == 17 && (w1 & 0xFF3F) == 0; // UDP; no MF, offset 0
            } else {
                uint16_t etherType = loadBe16(data + 12);
                for (int tags = 0; tags < 4 && isVlanEtherType(etherType) && l3 + 4 <= capLen; ++tags) {
                    etherType = loadBe16(data + l3 + 2);
                    l3 += 4;
                }
                const uint8_t *ip = data + l3;
                if (etherType == 0x0800 && capLen >= l3 + 28)
                    fast4 = ip[0] == 0x45 && ip[9] == 17 && (ip[6] & 0x3F) == 0 && ip[7] == 0;
                else if (etherType == 0x86DD && capLen >= l3 + 48)
                    fast6 = (ip[0] >> 4) == 6 && ip[6] == 17;
            }
            if (fast4) {
                const uint32_t totalLen = loadBe16(data + l3 + 2);
                ipEnd = totalLen >= 20 && l3 + totalLen < capLen ? l3 + totalLen : capLen;
                fast4 = ipEnd >= l3 + 28;
            } else if (fast6) {
                const uint32_t payloadLen = loadBe16(data + l3 + 4);
                ipEnd = payloadLen != 0 && l3 + 40 + payloadLen < capLen ? l3 + 40 + payloadLen : capLen;
                fast6 = ipEnd >= l3 + 48;
            }
        }
        const bool fast = fast4 || fast6;
        if (fast) {
            const uint8_t *const ip = data + l3;
            const uint32_t udpAt = fast4 ? 20 : 40;
            if (fast6) {
                id = s.fastFlow6For(ip);
            } else {
                uint64_t addrs;
                uint32_t ports;
                std::memcpy(&addrs, ip + 12, 8);
                std::memcpy(&ports, ip + 20, 4);
                if (addrs == last.addrs && ports == last.ports && last.id != UINT32_MAX) {
                    id = last.id;
                } else {
                    id = s.fastFlowFor(ip);
                    last = FastFlow { addrs, ports, id };
                }
            }
            const uint8_t *const udp = ip + udpAt;
            sport = loadBe16(udp);
            dport = loadBe16(udp + 2);
            const uint32_t udpField = loadBe16(udp + 4);
            uint32_t n = ipEnd - (l3 + udpAt + 8);
            if (udpField >= 8 && udpField - 8 < n)
                n = udpField - 8;
            if (n) {
                payload = udp + 8;
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
        decoded[i] = DecodedPacket {
            payload, id, payloadLen, sport, dport, decodable, !fast && info.fragment, !fast && info.ipVersion == 0
        };
    }
    s.prefetchFlowSlots = s.fastMisses > batch.size() / 8;
    for (size_t i = 0; i < batch.size(); ++i) {
        if (i + kPrefetchAhead < batch.size()) {
            const DecodedPacket &next = decoded[i + kPrefetchAhead];
            prefetchForWrite(&s.flowCounters[next.id]);
            if (next.decodable && s.payloadPending[next.id])
                prefetchForWrite(&s.flows[next.id]->detector);
        }
        // The detector itself (in the DetectorPool while the flow decides) half as far ahead: its slot,
        // prefetched above, is in the cache by then.
        if (i + kPrefetchAhead / 2 < batch.size()) {
            const DecodedPacket &next = decoded[i + kPrefetchAhead / 2];
            if (next.decodable && s.payloadPending[next.id])
                if (const PayloadDetector *d = s.flows[next.id]->detector.detecting())
                    prefetchForWrite(d, (sizeof(PayloadDetector) + 63) / 64 + 1);
        }
        const RawPacket &rp = batch[i];
        const DecodedPacket &dp = decoded[i];
        const uint32_t id = dp.id;
        FlowCounters &f = s.flowCounters[id];
        if (f.excluded)
            continue;
        if (!rp.hasTime) {
            // A packet the file gives no time (a pcapng simple packet block): counted, but left
            // out of everything timed — gaps, bursts, jitter, the timeline and the decoders.
            ++packets;
            bytes += rp.wireLen;
            ++f.packets;
            f.bytes += rp.wireLen;
            ++s.untimedPackets;
            continue;
        }
        const int64_t ts = rp.tsNs;
        if (packets == s.untimedPackets)
            s.firstTs = ts;
        else if (ts < lastTs) {
            s.backwardSteps.add(satSub(lastTs, ts));
            if (s.options.order == DeltaOrder::Time && s.detailWindow == 0) // (a bounded session sorts)
                s.runChains.backwardStep(s.entries(), ts, lastTs, s.log ? s.log->writerCursor() : PacketLog::Cursor {});
        }
        s.noteInterface(rp.interfaceId, ts);
        lastTs = ts;
        minTs = std::min(minTs, ts);
        maxTs = std::max(maxTs, ts);
        ++packets;
        bytes += rp.wireLen;
        if (dp.nonIp)
            ++s.nonIp;
        if (dp.fragment) {
            ++s.fragments;
            ++f.fragments;
        }
        if (!f.timed) {
            f.firstTs = ts;
            f.timed = true;
        } else if (ts < f.lastTs) {
            f.wentBack = true;
        }
        f.lastTs = ts;
        ++f.packets;
        f.bytes += rp.wireLen;
        if (rp.deliveryNs != kNoTimeNs && id != s.untrackedKept) // a session: the kernel → application stage
            s.flows[id]->stageState().addDelivery(ts, rp.deliveryNs);
        if (dp.decodable && !f.payloadDone) {
            FlowState &state = *s.flows[id];
            const PayloadView view = PayloadView::of(dp.payload, dp.payloadLen);
            if (s.options.order == DeltaOrder::Time)
                s.queueDatagram(id, ts, rp.deliveryNs, view, dp.sport, dp.dport);
            else
                s.decodePayload(state, ts, rp.deliveryNs, view, dp.sport, dp.dport);
            f.payloadDone = state.detector.decided() && state.detector.kind() == PayloadKind::None;
            s.payloadPending[id] = !f.payloadDone;
        }
        if (s.log && !s.log->full()) {
            s.log->push(ts, id);
        } else if (!s.log && !s.store->full()) {
            s.store->push(PacketEntry { ts, id, rp.wireLen });
        } else {
            // No room left in the store (4 Gi packets): the first pass takes the packet directly.
            s.storeOverflowed = true;
            std::lock_guard<std::mutex> lock(s.statsMutex);
            s.catchUp();
            s.overall.add(ts);
            s.flowFirstPass(id, ts);
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
    if (s.detailWindow > 0)
        s.releaseDetail();
}

void Analyzer::Impl::releaseDetail()
{
    // The first pass must have read an entry before it goes (the worker reads at statsCursor).
    const size_t n = store->size();
    if (n <= detailWindow + PacketStore::kChunk)
        return;
    const size_t before = store->first();
    const size_t first = store->releaseBefore(std::min(n - detailWindow, statsCursor.load(std::memory_order_acquire)));
    // The softnet rates and the kernel events follow: their pages show the time the timeline holds
    // (the kernel events' totals stay whole-session). The events go in batches of at least 4096
    // and an eighth of those held: pairing NET_RX edges sorts them all.
    if (first != before) {
        const int64_t firstNs = (*store)[first].tsNs;
        softnet.dropRatesBefore(firstNs);
        kernelEvents.retireBefore(firstNs, std::max<size_t>(4096, kernelEvents.heldEvents() / 8));
    }
}

void Analyzer::setDetailWindow(size_t packets)
{
    d->detailWindow = packets;
    // A bounded session's second pass covers the packets still held; a small flow's times would
    // cover (and keep) the whole session.
    if (packets > 0)
        d->flowTimes.reset();
    // Whatever the packet rate, the softnet rates stay bounded too: 65 536 (6 MiB; 27 min at
    // 20 samples/s of 2 CPUs).
    d->softnet.setRateLimit(packets > 0 ? Impl::kBoundedSoftnetRates : 0);
    // And the kernel events: at most 1.25 × 2^20 polls and NET_RX edges held (30 MiB at 24 B a poll,
    // plus the sorted copy a snapshot shares), however few the packets.
    d->kernelEvents.setEventLimit(packets > 0 ? Impl::kBoundedKernelEvents : 0);
}

void Analyzer::setFlowLimit(size_t flows)
{
    d->flowLimit = std::min<size_t>(flows, FlowKeyTable::kNone - 2);
}

void Analyzer::keepTimeline(bool keep)
{
    Impl &s = *d;
    if (keep || s.detailWindow > 0 || s.entries() > 0)
        return;
    s.log = std::make_unique<PacketLog>();
}

void Analyzer::enableWorkerThread()
{
    Impl &s = *d;
    if (s.worker.joinable() || s.finished)
        return;
    s.stopRequested = false;
    if (s.options.nominalGapNs > 0 && s.options.burstGapNs > 0 && s.detailWindow == 0) {
        s.specRequestFinal = true; // nothing to estimate: the second pass can run from the start
        s.specRequestAt = 0;
        s.checkpointsPosted = Impl::kCheckpoints;
    }
    s.worker = std::thread([&s] { s.workerMain(); });
}

void Analyzer::runOnCallingThreadOnly()
{
    d->oneThread = true;
}

void Analyzer::sortForTimeOrderOnly()
{
    d->sortForTimeOrder = true;
}

size_t Analyzer::timeOrderChainsMerged() const
{
    return d->chainsMerged;
}

void Analyzer::setWorkerIdleTask(std::function<bool()> task)
{
    if (!d->worker.joinable())
        d->idleTask = std::move(task);
}

void Analyzer::setInputProgress(uint64_t bytesRead, uint64_t totalBytes)
{
    Impl &s = *d;
    // (A bounded session has no speculative pass: it would have to hold the store from packet 0.)
    if (!s.worker.joinable() || totalBytes == 0 || s.checkpointsPosted >= Impl::kCheckpoints || s.detailWindow > 0)
        return;
    // Checkpoints at 1/32, 1/16, 1/8, 1/4 (a batch that passes several posts the latest).
    int reached = s.checkpointsPosted;
    while (reached < Impl::kCheckpoints && bytesRead >= totalBytes >> (Impl::kCheckpoints + 1 - reached))
        ++reached;
    if (reached == s.checkpointsPosted)
        return;
    s.checkpointsPosted = reached;
    {
        // The sender clocks live on this thread: the speculation gets their nominal gaps as of now.
        std::vector<int64_t> sender(s.flows.size());
        for (size_t id = 0; id < s.flows.size(); ++id)
            sender[id] = s.senderNominal(*s.flows[id]);
        std::lock_guard<std::mutex> lock(s.statsMutex);
        s.senderNominals = std::move(sender);
    }
    s.specRequestFinal.store(reached == Impl::kCheckpoints, std::memory_order_release);
    s.specRequestAt.store(s.entries(), std::memory_order_release);
    s.wakeWorker();
}

void Analyzer::setTraceNotes(const TraceNotes &notes)
{
    d->readerNotes = notes;
}

void Analyzer::setTraceInfo(const std::string &path, TraceFormat format, const std::vector<InterfaceInfo> &interfaces,
                            const std::vector<TraceComment> &comments, uint64_t customBlocks, uint64_t unknownBlocks,
                            uint64_t bytesRead, uint64_t fileSize, uint64_t commentsNotKept)
{
    d->path = path;
    d->format = format;
    d->interfaces = interfaces;
    // The reader only appends: copy what is new (this runs at every progress step).
    if (comments.size() < d->comments.size())
        d->comments.clear();
    d->comments.insert(d->comments.end(), comments.begin() + std::ptrdiff_t(d->comments.size()), comments.end());
    d->commentsNotKept = commentsNotKept;
    d->customBlocks = customBlocks;
    d->unknownBlocks = unknownBlocks;
    d->bytesRead = bytesRead;
    d->fileSize = fileSize;
}

void Analyzer::setInterfacesNotKept(uint64_t interfaces, uint64_t packets)
{
    d->interfacesNotKept = interfaces;
    d->packetsOnInterfacesNotKept = packets;
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
        s.kernelEvents.setClock(sessionHz(s.metadata), sessionRealtimeOffsetNs(s.metadata));
    } else if (decodeStatsRecord(r, c)) {
        s.counters = c;
        s.haveSession = true;
    } else if (r.subtype == kJsBlockKernelEvents) {
        KernelEventBatch batch;
        if (decodeKernelEventsRecord(r, batch))
            s.kernelEvents.add(batch);
        else
            s.kernelEvents.addMalformed();
        s.haveSession = true;
    }
}

void Analyzer::finish()
{
    if (d->finished)
        return;
    d->stopWorker(); // drains the first pass and the speculative second pass, then ends
    d->settleDecoders();
    d->runSecondPass();
    // The small flows' times are read by the passes only (a finished analysis' snapshots take
    // the final figures): given back before the caller makes its final snapshot. 100 000 flows
    // of 100 packets: ~85 MB off the peak, in the CLI and the window.
    d->flowTimes.reset();
    if (d->dropHistograms)
        d->dropRebuildableHistograms();
    d->finished = true;
    ++d->generation;
}

void Analyzer::dropRebuildableFlowHistograms(size_t minFlows, uint64_t maxGaps)
{
    d->dropHistograms = true;
    d->dropMinFlows = minFlows;
    d->dropMaxGaps = maxGaps;
}

bool Analyzer::Impl::histogramsRebuildable() const
{
    // The store must hold every timed packet of the trace: a flow's gaps are then its entries'
    // consecutive differences, in file order — the first pass's order, and time order's for a
    // flow whose times never went back.
    if (!dropHistograms || !store || log || storeOverflowed || store->first() > 0 || detailWindow > 0)
        return false;
    size_t listed = 0;
    for (size_t id = 0; id < flows.size(); ++id)
        listed += flowCounters[id].excluded ? 0 : 1;
    return listed > dropMinFlows;
}

void Analyzer::Impl::dropRebuildableHistograms()
{
    const bool fromPasses = dropSmallNow; // the small flows gave theirs back already
    dropSmallNow = false;
    if (!fromPasses && !histogramsRebuildable())
        return;
    const bool timeOrder = options.order == DeltaOrder::Time;
    // The flows left: kept by the analysis until it is destroyed (see `unkept`).
    LogLinearHistogram merged[2] = { std::move(unkeptHalf[0]), std::move(unkeptHalf[1]) };
    unkept.resize(flows.size(), 0);
    inTwoHalves(flows.size(), oneThread, [&](size_t lo, size_t hi, int half) {
        for (size_t id = lo; id < hi; ++id) {
            const FlowResults &r = flowResults[id];
            const FlowCounters &c = flowCounters[id];
            if (unkept[id] || c.excluded || !r.finalHist || r.finalHist->count() > dropMaxGaps ||
                (timeOrder && c.wentBack))
                continue;
            merged[half].merge(*r.finalHist);
            unkept[id] = 1;
        }
    });
    if (std::find(unkept.begin(), unkept.end(), uint8_t(1)) == unkept.end()) {
        unkept.clear();
        return;
    }
    merged[0].merge(merged[1]);
    unkeptHist = std::make_shared<const LogLinearHistogram>(std::move(merged[0]));
}

namespace {
/// Jitter of a snapshot taken while streaming: the nominal gap as estimated so far, and the
/// largest |gap − nominal| already exact from the extremes; its percentiles need the second pass
/// and stay 0 until finish().
JitterStats provisionalJitter(const DeltaStats &d, std::pair<int64_t, NominalSource> nominal)
{
    JitterStats j;
    std::tie(j.nominalGapNs, j.source) = nominal;
    j.nominalEstimated = j.source != NominalSource::Given;
    if (d.count && j.nominalGapNs > 0)
        j.maxAbsDevNs = std::max(satAbsDiff(d.minNs, j.nominalGapNs), satAbsDiff(d.maxNs, j.nominalGapNs));
    return j;
}
} // namespace

void Analyzer::Impl::noteNewInterfaceOrStep(uint32_t interfaceId, int64_t ts)
{
    if (interfaceId >= ifaceOrder.size()) {
        if (interfaceId > kMaxInterfaces)
            return;
        const size_t from = ifaceOrder.size();
        ifaceOrder.resize(size_t(interfaceId) + 1);
        ifacePrevTs.resize(size_t(interfaceId) + 1);
        for (size_t i = from; i < ifaceOrder.size(); ++i)
            ifaceOrder[i].interfaceId = uint32_t(i);
    }
    InterfaceOrder &io = ifaceOrder[interfaceId];
    if (io.packets == 0) {
        io.firstTsNs = ts;
    } else if (ts < ifacePrevTs[interfaceId]) {
        ++io.backwardSteps;
        io.maxBackwardNs = std::max(io.maxBackwardNs, satSub(ifacePrevTs[interfaceId], ts));
    }
    ++io.packets;
    io.lastTsNs = ts;
    ifacePrevTs[interfaceId] = ts;
}

TimeOrderReport Analyzer::Impl::timeOrderReport() const
{
    TimeOrderReport r;
    r.backwardSteps = backwardSteps.count();
    if (r.backwardSteps) {
        r.maxBackwardNs = backwardSteps.maxValue();
        r.p50BackwardNs = backwardSteps.percentile(0.5);
    }
    for (const InterfaceOrder &io : ifaceOrder)
        if (io.packets)
            r.interfaces.push_back(io);
    r.decoderLate = decoderLate;
    return r;
}

std::shared_ptr<const AnalysisSnapshot> Analyzer::snapshot(size_t maxFlows) const
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
    const bool timed = s.packets > s.untimedPackets;
    snap->firstTsNs = timed ? s.firstTs : 0;
    snap->lastTsNs = timed ? s.lastTs : 0;
    snap->minTsNs = timed ? s.minTs : 0;
    snap->maxTsNs = timed ? s.maxTs : 0;
    snap->interfaces = s.interfaces;
    snap->comments = s.comments;
    snap->commentsNotKept = s.commentsNotKept;
    snap->interfacesNotKept = s.interfacesNotKept;
    snap->packetsOnInterfacesNotKept = s.packetsOnInterfacesNotKept;
    snap->customBlocks = s.customBlocks;
    snap->unknownBlocks = s.unknownBlocks;
    snap->readerNotes = s.readerNotes;
    snap->error = s.error;
    snap->options = s.options;
    snap->store = s.store;
    snap->storePin = s.store->pin();
    snap->firstStored = *snap->storePin;
    snap->detailWindow = s.detailWindow;
    snap->flowLimit = s.flowLimit;
    if (s.untrackedKept != UINT32_MAX) {
        const FlowCounters &u = s.flowCounters[s.untrackedKept];
        snap->untrackedFlow = s.untrackedKept;
        snap->untrackedPackets = u.packets;
        snap->untrackedBytes = u.bytes;
    }
    snap->packetsStored = s.store->size();
    snap->analysisDrops = s.analysisDrops;
    snap->timeOrder = s.timeOrderReport();
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
        if (!s.kernelEvents.empty() || s.metadata.value("kernel_events") == "recorded") {
            snap->kernelEvents =
                s.kernelEvents.stats(sessionHz(s.metadata), sessionRealtimeOffsetNs(s.metadata), !s.finished);
            std::vector<std::string> names { s.metadata.value("interface") };
            for (const InterfaceInfo &ifc : s.interfaces)
                names.push_back(ifc.name);
            resolveCaptureDevice(*snap->kernelEvents, names);
        }
    }
    if (s.finished) {
        snap->interarrival = s.finalDeltas;
        snap->histogram = s.finalHist;
        snap->unkeptFlowsHistogram = s.unkeptHist;
        snap->jitter = s.jitter;
        snap->bursts = s.bursts;
    } else {
        lock.lock();
        s.catchUp();
        snap->interarrival = s.overall.deltas.stats();
        snap->histogram = s.overall.deltas.histogramCopy();
        snap->jitter.source = NominalSource::PerFlow; // the flows' maxima are merged below
        if (s.options.nominalGapNs > 0) {
            snap->jitter.nominalGapNs = s.options.nominalGapNs;
            snap->jitter.source = NominalSource::Given;
        }
        snap->jitter.nominalEstimated = snap->jitter.source != NominalSource::Given;
        snap->bursts.thresholdNs =
            s.options.burstGapNs > 0 ? s.options.burstGapNs : deriveBurstThresholdNs(*snap->histogram);
        snap->bursts.thresholdDerived = s.options.burstGapNs <= 0;
    }
    // Each flow's summary depends on its own state only: with many flows (a trace of 100 000
    // takes ~1 s) they are made on two threads.
    std::vector<uint32_t> ids;
    ids.reserve(s.flows.size());
    for (size_t id = 0; id < s.flows.size(); ++id)
        if (!s.flowCounters[id].excluded && id != s.untrackedKept)
            ids.push_back(uint32_t(id));
    // More flows than asked for: the maxFlows with the most packets are listed, the rest only
    // counted and merged (omitted, by id).
    std::vector<uint32_t> omitted;
    if (ids.size() > maxFlows) {
        const auto larger = [&](uint32_t a, uint32_t b) {
            const uint64_t pa = s.flowCounters[a].packets, pb = s.flowCounters[b].packets;
            return pa != pb ? pa > pb : a < b;
        };
        std::nth_element(ids.begin(), ids.begin() + std::ptrdiff_t(maxFlows), ids.end(), larger);
        omitted.assign(ids.begin() + std::ptrdiff_t(maxFlows), ids.end());
        ids.resize(maxFlows);
        std::sort(ids.begin(), ids.end());
        std::sort(omitted.begin(), omitted.end());
    }
    // 100 000 summaries are ~100 MB written for the first time: in huge pages where the kernel
    // allows (on a VM each fresh 4 KiB page costs microseconds).
    reserveInHugePages(snap->flows, ids.size());
    snap->flows.resize(ids.size());
    // An unfinished flow's running gap statistics: a small flow's made from its times (into
    // `scratch`), a large flow's own; null when there are none.
    const auto deltasOf = [&](uint32_t id, ScopeStats &scratch) -> const DeltaAccumulator * {
        if (s.smallFlow(id)) {
            s.flowTimes->forEach(id, [&](int64_t ts) { scratch.add(ts); });
            return &scratch.deltas;
        }
        return id < s.flowStats.size() ? &s.flowStats[id].deltas : nullptr;
    };
    // A flow's gaps: statistics, histogram and jitter (final, or provisional while unfinished).
    const auto gapsOf = [&](uint32_t id, FlowSummary &fs) {
        const FlowState &f = *s.flows[id];
        ScopeStats st;
        if (s.finished) {
            const FlowResults &r = s.flowResults[id];
            fs.interarrival = r.finalDeltas;
            if (!s.isUnkept(id))
                fs.histogram = r.finalHist;
            fs.jitter = r.jitter;
        } else if (const DeltaAccumulator *acc = deltasOf(id, st)) {
            fs.interarrival = acc->stats();
            fs.histogram = acc->histogramCopy();
            fs.jitter = provisionalJitter(fs.interarrival, s.nominalOf(acc->spacing(), s.senderNominal(f)));
        } else {
            fs.histogram = std::make_shared<const LogLinearHistogram>();
        }
    };
    auto summaryOf = [&](uint32_t id) {
        const FlowState &f = *s.flows[id];
        FlowSummary fs;
        fs.id = uint32_t(id);
        fs.ipVersion = f.key.ipVersion;
        fs.proto = f.key.proto;
        fs.protoName = flowProtoName(f.key);
        if (f.key.ipVersion) {
            char buf[64];
            formatAddress(f.key.ipVersion, f.key.src, buf, sizeof buf);
            fs.src = buf;
            formatAddress(f.key.ipVersion, f.key.dst, buf, sizeof buf);
            fs.dst = buf;
        }
        fs.sport = f.key.sport;
        fs.dport = f.key.dport;
        const FlowCounters &c = s.flowCounters[id];
        fs.packets = c.packets;
        fs.bytes = c.bytes;
        fs.fragments = c.fragments;
        fs.firstTsNs = c.firstTs;
        fs.lastTsNs = c.lastTs;
        gapsOf(id, fs);
        if (s.finished)
            fs.bursts = s.flowResults[id].bursts;
        fs.decoder = f.detector.decided() ? f.detector.kind() : PayloadKind::None;
        fs.decoderForced = f.forcedDecoder;
        fs.decoderDemoted = f.demotedFrom;
        fs.decoderDatagrams = f.decoderDatagrams;
        fs.decoderMatched = f.decoderMatched;
        for (const auto &r : f.rtp)
            fs.rtp.push_back(r.second.result());
        // The stream the flow's sequence and sender clock follow first (the others in the order
        // first seen): detection's choice in a bundle, else the first SSRC.
        if (const std::optional<uint32_t> followed = f.detector.rtpSsrc()) {
            const auto it =
                std::find_if(fs.rtp.begin(), fs.rtp.end(), [&](const RtpStats &r) { return r.ssrc == *followed; });
            if (it != fs.rtp.end())
                std::rotate(fs.rtp.begin(), it, it + 1);
        }
        fs.rtpUntracked = f.rtpUntracked;
        if (f.iperf3) {
            fs.iperf3 = f.iperf3->result();
            fs.iperf3->seq64 = f.detector.seq64();
        }
        if (f.sequence)
            fs.sequence = f.sequence->result();
        if (f.stages)
            fs.stages = f.stages->result(s.senderNominal(f));
        return fs;
    };
    auto summarise = [&](size_t lo, size_t hi) {
        for (size_t k = lo; k < hi; ++k)
            snap->flows[k] = summaryOf(ids[k]);
    };
    inTwoHalves(ids.size(), s.oneThread, summarise);
    // The omitted flows: what the whole trace's figures take from each flow (gaps, extremes, the
    // provisional jitter: no percentiles, no summary), and their histograms merged (per half,
    // then into one).
    struct Candidate { ///< a flow that may give the trace its nominal gap
        uint32_t id = UINT32_MAX;
        uint64_t gaps = 0;
        JitterStats jitter;
    };
    struct Rest {
        LogLinearHistogram merged;
        int64_t maxAbsDevNs = 0;
        uint64_t gaps = 0;
        Candidate largest; ///< the one with the most gaps and a nominal gap
    } rest[2];
    inTwoHalves(omitted.size(), s.oneThread, [&](size_t lo, size_t hi, int half) {
        Rest &r = rest[half];
        for (size_t k = lo; k < hi; ++k) {
            const uint32_t id = omitted[k];
            const FlowState &f = *s.flows[id];
            Candidate c { id, 0, {} };
            if (s.finished) {
                const FlowResults &fr = s.flowResults[id];
                if (fr.finalHist && !s.isUnkept(id)) // (an unkept one is in unkeptFlowsHistogram)
                    r.merged.merge(*fr.finalHist);
                c.gaps = fr.finalDeltas.count;
                c.jitter = fr.jitter;
            } else {
                ScopeStats st;
                if (const DeltaAccumulator *acc = deltasOf(id, st)) {
                    acc->mergeHistogramInto(r.merged);
                    DeltaStats d;
                    d.count = c.gaps = acc->count();
                    std::tie(d.minNs, d.maxNs) = acc->minMax();
                    c.jitter = provisionalJitter(d, s.nominalOf(acc->spacing(), s.senderNominal(f)));
                }
            }
            r.maxAbsDevNs = std::max(r.maxAbsDevNs, c.jitter.maxAbsDevNs);
            r.gaps += c.gaps;
            // Ids ascend: a tie keeps the lower.
            if (c.jitter.nominalGapNs > 0 && (r.largest.id == UINT32_MAX || c.gaps > r.largest.gaps))
                r.largest = c;
        }
    });
    if (!omitted.empty()) {
        snap->flowsOmitted = omitted.size();
        rest[0].merged.merge(rest[1].merged);
        snap->omittedFlowsHistogram = std::make_shared<const LogLinearHistogram>(std::move(rest[0].merged));
    }
    if (!s.finished) {
        for (const FlowSummary &fs : snap->flows)
            snap->jitter.maxAbsDevNs = std::max(snap->jitter.maxAbsDevNs, fs.jitter.maxAbsDevNs);
        for (const Rest &r : rest)
            snap->jitter.maxAbsDevNs = std::max(snap->jitter.maxAbsDevNs, r.maxAbsDevNs);
    }
    if (!s.finished && snap->jitter.source == NominalSource::PerFlow) {
        // As finish() will: one flow with 90 % of the gaps gives the trace its nominal gap. Ties
        // go to the lower id, listed or omitted.
        uint64_t total = rest[0].gaps + rest[1].gaps;
        Candidate largest;
        const auto consider = [&](const Candidate &c) {
            if (c.jitter.nominalGapNs > 0 &&
                (largest.id == UINT32_MAX || c.gaps > largest.gaps || (c.gaps == largest.gaps && c.id < largest.id)))
                largest = c;
        };
        for (const FlowSummary &fs : snap->flows) {
            total += fs.interarrival.count;
            consider({ fs.id, fs.interarrival.count, fs.jitter });
        }
        for (const Rest &r : rest)
            consider(r.largest);
        if (largest.id != UINT32_MAX && largest.gaps * 10 >= total * 9) {
            snap->jitter.nominalGapNs = largest.jitter.nominalGapNs;
            snap->jitter.source = largest.jitter.source;
            snap->jitter.nominalFlow = largest.id;
        }
    }
    return snap;
}

} // namespace jitterscope
