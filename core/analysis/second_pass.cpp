// The second pass of Analyzer::Impl: deviations from the nominal gap and bursts against the
// threshold, both fixed from the first pass, and the time-order statistics; keeps the scopes that
// the speculative pass (stats_worker.cpp) already computed with the final parameters.
#include "core/analysis/analyzer_p.h"
#include "core/base/pages.h"

#include <algorithm>
#include <array>
#include <memory>
#include <numeric>
#include <thread>

namespace jitterscope {

using namespace detail;

namespace {

JitterStats jitterFrom(const ScopePass &p, NominalSource source)
{
    JitterStats j;
    j.nominalGapNs = p.nominal;
    j.source = source;
    j.nominalEstimated = source != NominalSource::Given;
    j.maxAbsDevNs = p.maxDev;
    j.p50AbsDevNs = p.dev.percentile(0.5);
    j.p90AbsDevNs = p.dev.percentile(0.9);
    j.p99AbsDevNs = p.dev.percentile(0.99);
    j.p999AbsDevNs = p.dev.percentile(0.999);
    return j;
}

/// Sorts entries by (time, position in the file — carried in wireLen): a strict total order, so
/// the result is the same however it is reached. On two threads (`twoThreads`) a large vector is
/// split first around the median of 1023 spread-out entries (in place, one pass), then each side
/// sorted on its own thread: no buffer, about half the wall time of one sort (10 M entries of a
/// two-interface trace: ~0.35 s on one thread).
void sortByTimeThenPosition(PacketEntry *first, PacketEntry *last, bool twoThreads)
{
    const auto before = [](const PacketEntry &a, const PacketEntry &b) {
        return a.tsNs != b.tsNs ? a.tsNs < b.tsNs : a.wireLen < b.wireLen;
    };
    constexpr size_t kSamples = 1023, kMinForTwo = size_t(1) << 16;
    const size_t n = size_t(last - first);
    if (!twoThreads || n < kMinForTwo) {
        std::sort(first, last, before);
        return;
    }
    std::vector<PacketEntry> sample(kSamples);
    for (size_t k = 0; k < kSamples; ++k)
        sample[k] = first[k * (n / kSamples)];
    std::nth_element(sample.begin(), sample.begin() + kSamples / 2, sample.end(), before);
    const PacketEntry pivot = sample[kSamples / 2];
    PacketEntry *const middle = std::partition(first, last, [&](const PacketEntry &e) { return before(e, pivot); });
    std::thread upper([&] { std::sort(middle, last, before); });
    std::sort(first, middle, before);
    upper.join();
}

} // namespace

template<typename F, typename A> void Analyzer::Impl::walkMergingChains(size_t n, F &&f, A &&ahead) const
{
    // A reader per chain hands out its runs' entries a buffer at a time (the log decoded from the
    // position noted at each run's start); the merge takes the earliest head, ties by position.
    const std::vector<RunChains::Run> &runs = runChains.runs;
    struct Reader {
        std::vector<uint32_t> runs; ///< the chain's runs, in file order
        size_t nextRun = 0;
        size_t pos = 0, end = 0; ///< the current run's entries not yet buffered
        PacketLog::Cursor cursor;
        std::array<PacketEntry, 256> buf;
        size_t at = 0, count = 0;
        size_t bufPos = 0; ///< position of buf[0]
        [[nodiscard]] const PacketEntry &head() const { return buf[at]; }
        [[nodiscard]] size_t headPos() const { return bufPos + at; }
        /// Whether the head comes before (ts, pos) in (time, position) order.
        [[nodiscard]] bool headBefore(int64_t ts, size_t pos) const
        {
            return head().tsNs < ts || (head().tsNs == ts && headPos() < pos);
        }
        /// Makes buf[at] the next entry; false when the chain is done.
        bool fill(const Analyzer::Impl &impl, const std::vector<RunChains::Run> &all, size_t n)
        {
            if (at < count)
                return true;
            if (pos == end) {
                if (nextRun == runs.size())
                    return false;
                const uint32_t r = runs[nextRun++];
                pos = all[r].begin;
                end = r + 1 < all.size() ? all[r + 1].begin : n;
                cursor = all[r].at;
            }
            const size_t m = std::min(buf.size(), end - pos);
            if (impl.log) {
                impl.log->read(cursor, pos + m, buf.data());
            } else {
                for (size_t i = 0; i < m; ++i)
                    buf[i] = (*impl.store)[pos + i];
            }
            bufPos = pos;
            pos += m;
            at = 0;
            count = m;
            return true;
        }
    };
    std::vector<Reader> readers(runChains.chains);
    for (uint32_t r = 0; r < runs.size(); ++r)
        readers[runs[r].chain].runs.push_back(r);
    std::vector<Reader *> live;
    for (Reader &rd : readers)
        if (rd.fill(*this, runs, n))
            live.push_back(&rd);
    constexpr size_t kBlock = 1024;
    std::array<PacketEntry, kBlock> block;
    while (!live.empty()) {
        size_t m = 0;
        while (m < kBlock && !live.empty()) {
            // The earliest head, and the earliest of the other heads (the limit): the earliest
            // chain's entries before the limit go out in one stretch (bursts: tens at a time).
            size_t best = 0;
            for (size_t c = 1; c < live.size(); ++c)
                if (live[c]->headBefore(live[best]->head().tsNs, live[best]->headPos()))
                    best = c;
            int64_t limitTs = INT64_MAX;
            size_t limitPos = SIZE_MAX;
            for (size_t c = 0; c < live.size(); ++c) {
                if (c != best && live[c]->headBefore(limitTs, limitPos)) {
                    limitTs = live[c]->head().tsNs;
                    limitPos = live[c]->headPos();
                }
            }
            Reader &rd = *live[best];
            const size_t room = std::min(kBlock - m, rd.count - rd.at);
            size_t take = 1; // the head is before the limit
            while (take < room) {
                const int64_t ts = rd.buf[rd.at + take].tsNs;
                if (ts > limitTs || (ts == limitTs && rd.headPos() + take > limitPos))
                    break;
                ++take;
            }
            for (size_t i = 0; i < take; ++i) {
                block[m + i] = rd.buf[rd.at + i];
                block[m + i].wireLen = uint32_t(rd.headPos() + i);
            }
            m += take;
            rd.at += take;
            if (!rd.fill(*this, runs, n))
                live.erase(live.begin() + ptrdiff_t(best));
        }
        for (size_t i = 0; i < m; ++i) {
            if (i + kPrefetchAhead < m)
                ahead(block[i + kPrefetchAhead].flowId);
            f(block[i]);
        }
    }
}

void Analyzer::Impl::finishSmallFlow(uint32_t id, DevSummary &devs, int half)
{
    // The same two passes as a large flow's, over its own times: first the running statistics
    // (gap histogram, spacing), then the deviations from the nominal gap and the bursts.
    FlowState &f = *flows[id];
    const size_t gaps = flowTimes->count(id);
    // Each pass takes the flow's gaps (then deviations) in bulk: sorted into the histograms'
    // sparse cells at once rather than one sorted insertion each.
    std::vector<int64_t> buf;
    buf.reserve(gaps);
    ScopeStats st;
    st.deltas.reserve(gaps);
    bool started = false;
    int64_t prev = 0;
    flowTimes->forEach(id, [&](int64_t ts) {
        if (started)
            buf.push_back(satSub(ts, prev));
        prev = ts;
        started = true;
    });
    st.deltas.addAll(buf.data(), buf.size());
    FlowResults &r = flowResults[id];
    r.finalDeltas = st.deltas.stats();
    r.finalHist = st.deltas.takeHistogram();
    const auto nominal = nominalOf(st.deltas.spacing(), senderNominal(f));
    ScopePass sp;
    sp.nominal = nominal.first;
    sp.threshold = options.burstGapNs > 0 ? options.burstGapNs : deriveBurstThresholdNs(*r.finalHist);
    sp.bursts.emplace(sp.threshold, options.burstGapNs <= 0, true);
    sp.dev.reserve(gaps);
    sp.addAllTimes([&](auto &&f) { flowTimes->forEach(id, f); }, buf);
    r.jitter = jitterFrom(sp, nominal.second);
    r.bursts = sp.bursts->finish(*r.finalHist);
    devs.count[id] = sp.dev.count();
    devs.max[id] = sp.maxDev;
    (f.key.proto == 17 ? devs.smallUdp : devs.smallOther)[half].merge(sp.dev);
    // (A small flow is in its own order: the store gives its gaps back.)
    if (dropSmallNow && !flowCounters[id].excluded && r.finalHist->count() <= dropMaxGaps) {
        unkeptHalf[half].merge(*r.finalHist);
        r.finalHist.reset();
        unkept[id] = 1;
    }
}

JitterStats Analyzer::Impl::mergedJitter(const DevSummary &devs,
                                         const std::function<const LogLinearHistogram *(uint32_t)> &largeDev) const
{
    // The whole trace's jitter: every flow against its own nominal gap, the deviations merged.
    // UDP flows when there are any with gaps (the traffic whose timing is measured), else all.
    bool anyUdp = false;
    for (size_t id = 0; id < flows.size(); ++id)
        anyUdp = anyUdp || (flows[id]->key.proto == 17 && devs.count[id] > 0);
    LogLinearHistogram merged;
    JitterStats j;
    uint64_t largest = 0;
    for (size_t id = 0; id < flows.size(); ++id) {
        if (devs.count[id] == 0 || (anyUdp && flows[id]->key.proto != 17) || untracked(uint32_t(id)))
            continue;
        if (const LogLinearHistogram *h = largeDev(uint32_t(id)))
            merged.merge(*h);
        j.maxAbsDevNs = std::max(j.maxAbsDevNs, devs.max[id]);
        ++j.flowsMerged;
        if (devs.count[id] > largest) {
            largest = devs.count[id];
            j.nominalFlow = uint32_t(id);
        }
    }
    // The small flows' deviations, merged as they were finished (a merge is a sum of counts: the
    // order does not matter).
    for (int half = 0; half < 2; ++half) {
        merged.merge(devs.smallUdp[half]);
        if (!anyUdp)
            merged.merge(devs.smallOther[half]);
    }
    // One flow holding 90 % of the deviations speaks for the trace; otherwise no one nominal gap.
    if (j.flowsMerged > 0 && largest * 10 >= merged.count() * 9) {
        j.nominalGapNs = flowResults[j.nominalFlow].jitter.nominalGapNs;
        j.source = flowResults[j.nominalFlow].jitter.source;
    } else {
        j.nominalFlow = UINT32_MAX;
        j.source = j.flowsMerged ? NominalSource::PerFlow : NominalSource::None;
    }
    if (options.nominalGapNs > 0) {
        j.nominalGapNs = options.nominalGapNs;
        j.source = NominalSource::Given;
    }
    j.nominalEstimated = j.source != NominalSource::Given;
    j.p50AbsDevNs = merged.percentile(0.5);
    j.p90AbsDevNs = merged.percentile(0.9);
    j.p99AbsDevNs = merged.percentile(0.99);
    j.p999AbsDevNs = merged.percentile(0.999);
    return j;
}

void Analyzer::Impl::runSecondPass()
{
    // The first pass is complete (the worker has been joined).
    catchUp();
    foldWindows();
    // 328 bytes a flow written for the first time (a million flows: 328 MB): in huge pages where
    // the kernel allows, not 80 000 faults of 4 KiB on this thread.
    reserveInHugePages(flowResults, flows.size());
    flowResults.resize(flows.size());
    // Only the large flows' running statistics are read below (a small flow's come from its
    // times): the table grows to the last large flow, not to every flow (100 000 small flows
    // would be ~30 MB of empty statistics written for nothing).
    size_t largeEnd = 0;
    for (size_t id = flows.size(); id > 0; --id) {
        if (!smallFlow(uint32_t(id - 1))) {
            largeEnd = id;
            break;
        }
    }
    if (flowStats.size() < largeEnd)
        flowStats.resize(largeEnd);
    // A bounded session (setDetailWindow) has released the store's oldest entries: the passes
    // below cover the ones still held, [first, size).
    // Without a timeline (keepTimeline(false)) the entries are in the log.
    const size_t first = log ? 0 : store->first();
    const size_t n = entries() - first;
    const bool released = first > 0;
    // Time order: a file whose timestamps never went backwards is in time order, and everything
    // computed in file order holds (the first pass, the speculation, the small flows). Otherwise
    // the entries are taken in (time, position) order — equal times keep the file's order — and
    // both passes redone.
    const bool timeOrder = options.order == DeltaOrder::Time && backwardSteps.count() > 0;
    // A file of a few ascending chains (RunChains) is merged as it is walked; others are sorted.
    const bool merging = timeOrder && !sortForTimeOrder && runChains.usable() && !released && !storeOverflowed;
    chainsMerged = merging ? runChains.chains : 0;
    std::unique_ptr<PacketEntry[]> sorted;
    if (timeOrder && !merging) {
        // By (time, position in the file): the stable order, sorted in place (a stable sort's
        // buffer would be as large again). The position rides in wireLen, which the passes do not
        // read.
        // 16 bytes a packet, written for the first time: in huge pages where the kernel allows,
        // not zeroed first (default-initialised), and its second half faulted in by another
        // thread while this one fills the first (the kernel's zeroing of 160 MB of fresh pages
        // was most of the copy's time: 10 M entries 0.30 -> 0.19 s).
        sorted.reset(new PacketEntry[n]);
        adviseHugePages(sorted.get(), n * sizeof(PacketEntry));
        {
            struct Populating { // joined however the walk ends
                std::thread t;
                ~Populating()
                {
                    if (t.joinable())
                        t.join();
                }
            } populating;
            PacketEntry *const secondHalf = sorted.get() + n / 2;
            if (!oneThread && n >= (size_t(1) << 18))
                populating.t = std::thread(
                    [secondHalf, bytes = (n - n / 2) * sizeof(PacketEntry)] { populateForWrite(secondHalf, bytes); });
            PacketLog::Cursor c;
            uint32_t i = 0;
            walk(
                c, first, first + n,
                [&](const PacketEntry &e) {
                    sorted[i] = PacketEntry { e.tsNs, e.flowId, i };
                    ++i;
                },
                [](uint32_t) {});
        }
        sortByTimeThenPosition(sorted.get(), sorted.get() + n, !oneThread);
    }
    // Calls f(entry) for every entry in (time, position) order, ahead(flow id) kPrefetchAhead before.
    auto inTimeOrder = [&](auto &&f, auto &&ahead) {
        if (merging) {
            walkMergingChains(n, f, ahead);
            return;
        }
        for (size_t i = 0; i < n; ++i) {
            if (i + kPrefetchAhead < n)
                ahead(sorted[i + kPrefetchAhead].flowId);
            f(sorted[i]);
        }
    };
    // In time order a flow whose own packets never went back (FlowCounters::wentBack) is the same
    // sequence in both orders: what file order computed for it holds (first pass, speculation,
    // small flow). Only the whole trace and the flows that went back are walked in time order.
    auto inOwnOrder = [&](uint32_t id) {
        return !timeOrder || (!storeOverflowed && !released && !flowCounters[id].wentBack);
    };
    // Small flows (kept apart as times, in file order) are finished from their times: in file
    // order, or in time order when their own times never went back.
    auto smallFlow = [&](uint32_t id) { return inOwnOrder(id) && this->smallFlow(id); };

    // Second-pass scopes: [0] the whole trace, then one per flow but the small ones (finished from
    // their own times, one after the other); scopeAt[id + 1] is flow id's.
    std::vector<uint32_t> scopeAt(flows.size() + 1, kNoSpec);
    std::vector<ScopePass> scopes(1);
    scopeAt[0] = 0;
    for (size_t id = 0; id < flows.size(); ++id) {
        if (!smallFlow(uint32_t(id))) {
            scopeAt[id + 1] = uint32_t(scopes.size());
            scopes.emplace_back();
        }
    }
    auto scopeOf = [&](uint32_t flowId) -> ScopePass & { return scopes[scopeAt[size_t(flowId) + 1]]; };
    DevSummary devs;
    devs.count.assign(flows.size(), 0);
    devs.max.assign(flows.size(), 0);

    // The whole-trace scope and the per-flow scopes are independent: the overall one runs on a
    // second thread while this one does the flows (both only read the store).
    auto inParallel = [this](bool overall, bool perFlow, auto &&overallWork, auto &&perFlowWork) {
        if (overall && perFlow && !oneThread) {
            std::thread t(overallWork);
            perFlowWork();
            t.join();
        } else if (overall && perFlow) {
            overallWork();
            perFlowWork();
        } else if (overall) {
            overallWork();
        } else if (perFlow) {
            perFlowWork();
        }
    };

    std::vector<std::pair<int64_t, NominalSource>> nominals(flows.size());

    // The first pass's figures of flow id (file order).
    auto fromFirstPass = [&](size_t id) {
        // The flows' first-pass state is not read after this (snapshots of a finished analysis
        // take the final figures): its histogram moves instead of being copied.
        flowResults[id].finalDeltas = flowStats[id].deltas.stats();
        flowResults[id].finalHist = flowStats[id].deltas.takeHistogram();
        nominals[id] = nominalOf(flowStats[id].deltas.spacing(), senderNominal(*flows[id]));
    };
    // Pass A (time order only): recompute the inter-arrival statistics in timestamp order.
    if (timeOrder) {
        bool anyWentBack = false;
        scopes[0].reordered = std::make_unique<DeltaAccumulator>();
        for (size_t id = 0; id < flows.size(); ++id) {
            if (!inOwnOrder(uint32_t(id))) {
                anyWentBack = true;
                ScopePass &sp = scopeOf(uint32_t(id));
                sp.reordered = std::make_unique<DeltaAccumulator>();
                sp.reordered->trackSpacing();
            }
        }
        auto walkA = [&](bool overall) {
            inTimeOrder(
                [&](const PacketEntry &e) {
                    if (!overall && inOwnOrder(e.flowId))
                        return; // file order's figures hold (a small flow has no scope)
                    ScopePass &sp = overall ? scopes[0] : scopeOf(e.flowId);
                    if (sp.started)
                        sp.reordered->add(satSub(e.tsNs, sp.prevTs));
                    sp.prevTs = e.tsNs;
                    sp.started = true;
                },
                [](uint32_t) {});
        };
        inParallel(
            true, anyWentBack, [&] { walkA(true); }, [&] { walkA(false); });
        finalDeltas = scopes[0].reordered->stats();
        finalHist = scopes[0].reordered->histogramCopy();
        for (size_t id = 0; id < flows.size(); ++id) {
            if (smallFlow(uint32_t(id)))
                continue; // both passes below, from its times
            if (inOwnOrder(uint32_t(id))) {
                fromFirstPass(id);
                continue;
            }
            const DeltaAccumulator &r = *scopeOf(uint32_t(id)).reordered;
            flowResults[id].finalDeltas = r.stats();
            flowResults[id].finalHist = r.histogramCopy();
            nominals[id] = nominalOf(r.spacing(), senderNominal(*flows[id]));
        }
        for (auto &sp : scopes)
            sp.reordered.reset();
    } else {
        finalDeltas = overall.deltas.stats();
        finalHist = overall.deltas.histogramCopy();
        for (size_t id = 0; id < flows.size(); ++id) {
            if (smallFlow(uint32_t(id)))
                continue; // both passes below, from its times
            fromFirstPass(id);
        }
    }

    // Nominal gap and burst threshold per scope. A scope whose speculative pass ran with the
    // same nominal gap already has its deviations, and its bursts if the threshold is the same or
    // moved only where the scope has no gap (BurstAccumulator::rebase): the pass is a function of
    // these and the packets. What is left is done in pass B. In time order the rate comes from
    // the time-ordered gaps.
    std::vector<char> needFlow(flows.size(), 0);
    bool needOverall = false, anyFlow = false;
    auto prepare = [&](size_t k, int64_t nominal, const LogLinearHistogram &h) -> bool {
        ScopePass &sp = scopes[scopeAt[k]];
        const bool deviations = k > 0;
        const int64_t threshold = options.burstGapNs > 0 ? options.burstGapNs : deriveBurstThresholdNs(h);
        // (In time order only a flow in its own order was speculated on in its final order.)
        ScopePass *guessed =
            specActive && !storeOverflowed && !released && (!timeOrder || (k > 0 && inOwnOrder(uint32_t(k - 1))))
                ? specOf(k)
                : nullptr;
        if (guessed) {
            ScopePass &guess = *guessed;
            const bool devDone = !deviations || guess.nominal == nominal;
            const bool burstsDone = guess.bursts->rebase(threshold, h);
            if (devDone || burstsDone) {
                sp = std::move(guess);
                sp.needDev = deviations && !devDone;
                sp.needBursts = !burstsDone;
                if (sp.needDev) {
                    sp.dev = LogLinearHistogram();
                    sp.maxDev = 0;
                }
                if (sp.needBursts)
                    sp.bursts.emplace(threshold, options.burstGapNs <= 0, true);
                sp.nominal = nominal;
                sp.threshold = threshold;
                sp.started = false;
                return sp.needDev || sp.needBursts;
            }
        }
        sp.nominal = nominal;
        sp.deviations = deviations;
        sp.threshold = threshold;
        // The idle gaps come out of the gap histogram, which in file order holds every packet's
        // gap: not usable if the store could not keep them all.
        sp.bursts.emplace(sp.threshold, options.burstGapNs <= 0, timeOrder || (!storeOverflowed && !released));
        sp.started = false;
        return true;
    };
    needOverall = prepare(0, 0, *finalHist);
    // The window (dropRebuildableFlowHistograms): a small flow's histogram goes once its bursts
    // are done; 100 000 of them (~58 MB) were all resident at the end of the passes.
    dropSmallNow = histogramsRebuildable();
    if (dropSmallNow)
        unkept.assign(flows.size(), 0);
    inTwoHalves(flows.size(), oneThread, [&](size_t lo, size_t hi, int half) {
        for (size_t id = lo; id < hi; ++id) {
            if (smallFlow(uint32_t(id)))
                finishSmallFlow(uint32_t(id), devs, half);
            else
                needFlow[id] = prepare(id + 1, nominals[id].first, *flowResults[id].finalHist);
        }
    });
    anyFlow = std::find(needFlow.begin(), needFlow.end(), 1) != needFlow.end();
    spec.clear();
    spec.shrink_to_fit();
    specAt.clear();
    specAt.shrink_to_fit();
    specActive = false;

    // Pass B: jitter deviations and bursts (for the scopes not already done). With many flows
    // the flows' scopes outweigh the overall one several times (each packet's scope is a cache
    // miss): they are split in blocks of 64 ids between the two threads, the overall scope's
    // thread taking fewer, so both finish at about the same time.
    constexpr unsigned kBlockShift = 6;
    const size_t blocks = (flows.size() >> kBlockShift) + 1;
    std::vector<uint8_t> sideOf(blocks, 1); // 0: with the overall scope; 1: the other thread
    bool split = false;
    if (anyFlow && !oneThread && blocks > 1) {
        std::vector<uint64_t> load(blocks, 0);
        for (size_t id = 0; id < flows.size(); ++id)
            if (needFlow[id])
                load[id >> kBlockShift] += flowCounters[id].packets;
        // A packet costs the overall scope about a fifth of what it costs a flow's (measured
        // on 100 000 flows: ~1 s against ~5 s for 10 M packets).
        uint64_t side[2] = { needOverall ? n / 5 : 0, 0 };
        for (size_t b = 0; b < blocks; ++b) {
            const int to = side[0] <= side[1] ? 0 : 1;
            sideOf[b] = uint8_t(to);
            side[to] += load[b];
        }
        split = side[0] > 0 && side[1] > 0;
    }
    if (!split)
        std::fill(sideOf.begin(), sideOf.end(), uint8_t(1)); // every flow on one walk
    auto walkB = [&](bool overallScope, int flowSide) { // flowSide: 0 or 1 (sideOf), -1: no flow
        auto step = [&](const PacketEntry &e) {
            if (overallScope)
                scopes[0].add(e.tsNs);
            if (flowSide >= 0 && needFlow[e.flowId] && sideOf[e.flowId >> kBlockShift] == flowSide)
                scopeOf(e.flowId).add(e.tsNs);
        };
        auto ahead = [&](uint32_t flowId) {
            if (flowSide >= 0 && needFlow[flowId])
                prefetchForWrite(&scopeOf(flowId));
        };
        if (timeOrder) {
            inTimeOrder(step, ahead);
        } else {
            PacketLog::Cursor c;
            walk(c, first, first + n, step, ahead);
        }
    };
    if (split) {
        std::thread t([&] { walkB(needOverall, 0); });
        walkB(false, 1);
        t.join();
    } else {
        inParallel(
            needOverall, anyFlow, [&] { walkB(true, -1); }, [&] { walkB(false, 1); });
    }
    bursts = scopes[0].bursts->finish(*finalHist);
    inTwoHalves(flows.size(), oneThread, [&](size_t lo, size_t hi) {
        for (size_t id = lo; id < hi; ++id) {
            if (smallFlow(uint32_t(id)))
                continue; // finished already
            ScopePass &sp = scopeOf(uint32_t(id));
            flowResults[id].jitter = jitterFrom(sp, nominals[id].second);
            flowResults[id].bursts = sp.bursts->finish(*flowResults[id].finalHist);
            devs.count[id] = sp.dev.count();
            devs.max[id] = sp.maxDev;
        }
    });
    jitter = mergedJitter(
        devs, [&](uint32_t id) -> const LogLinearHistogram * { return smallFlow(id) ? nullptr : &scopeOf(id).dev; });
}

} // namespace jitterscope
