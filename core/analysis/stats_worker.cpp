// The statistics worker of Analyzer::Impl: the first pass (consume), the checkpoints and the
// speculative second pass, and the worker thread's loop, sleep and wake-up. The worker thread
// runs workerMain(); everything else here is called under statsMutex or by the reading thread as
// each function says.
#include "core/analysis/analyzer_p.h"

#include <algorithm>
#include <chrono>

namespace jitterscope {

using namespace detail;

void Analyzer::Impl::consume(size_t to) const
{
    const size_t from = statsCursor.load(std::memory_order_relaxed);
    if (to <= from)
        return;
    walk(
        statsLogCursor, from, to,
        [&](const PacketEntry &e) {
            overall.add(e.tsNs);
            flowFirstPass(e.flowId, e.tsNs);
        },
        [&](uint32_t flowId) { prefetchFlowStats(flowId); });
    statsCursor.store(to, std::memory_order_release);
}

void Analyzer::Impl::promoteFlow(uint32_t id) const
{
    ScopeStats &st = flowStat(id);
    flowTimes->forEach(id, [&](int64_t ts) { st.add(ts); });
    flowTimes->promote(id);
}

std::pair<int64_t, NominalSource> Analyzer::Impl::nominalOf(const SpacingSums &gaps, int64_t senderNs) const
{
    if (options.nominalGapNs > 0)
        return { options.nominalGapNs, NominalSource::Given };
    if (senderNs > 0)
        return { senderNs, NominalSource::Sender };
    const int64_t rate = gaps.meanNs(kRateDigits);
    return { rate, rate > 0 ? NominalSource::Rate : NominalSource::None };
}

std::pair<int64_t, int64_t> Analyzer::Impl::paramsOf(uint32_t id, const ScopeStats &st) const
{
    // The whole trace needs only its burst threshold: its jitter merges the flows' deviations.
    int64_t nominal = 0;
    if (id != UINT32_MAX)
        nominal = nominalOf(st.deltas.spacing(), id < senderNominals.size() ? senderNominals[id] : 0).first;
    return { nominal, options.burstGapNs > 0 ? options.burstGapNs : deriveBurstThresholdNs(st.deltas.histogram()) };
}

std::vector<std::pair<uint32_t, std::pair<int64_t, int64_t>>> Analyzer::Impl::checkpoint() const
{
    // Nominal gap and burst threshold of the whole trace and of the flows with a fair share of
    // its gaps (statsMutex held).
    std::vector<std::pair<uint32_t, std::pair<int64_t, int64_t>>> p;
    p.emplace_back(UINT32_MAX, paramsOf(UINT32_MAX, overall));
    const uint64_t large = largeFlowGaps();
    for (size_t id = 0; id < flowStats.size(); ++id)
        if (flowStats[id].deltas.count() >= large)
            p.emplace_back(uint32_t(id), paramsOf(uint32_t(id), flowStats[id]));
    return p;
}

void Analyzer::Impl::startSpeculation()
{
    // Called by the worker with statsMutex held: each scope's nominal gap and burst threshold
    // as they are now.
    // The scopes holding a fair share of the gaps also get an exact window of kWindow counters
    // where most of their gaps are (around the median: in NAPI bursts most gaps are the short
    // ones inside a burst, far from the nominal gap); see the fused pass in workerMain.
    const uint64_t windowMin = std::max<uint64_t>(kWindowMinGaps, overall.deltas.count() / kMaxWindows);
    auto prepare = [&](ScopePass &sp, ScopeStats &st, uint32_t id) {
        std::tie(sp.nominal, sp.threshold) = paramsOf(id, st);
        sp.bursts.emplace(sp.threshold, options.burstGapNs <= 0, true);
        sp.active = true;
        sp.deviations = id != UINT32_MAX;
        int64_t lo = 0;
        if (st.deltas.count() >= windowMin && st.deltas.windowStartFor(kWindow, &lo))
            st.deltas.startWindow(lo, kWindow);
    };
    spec.clear();
    specAt.assign(flowStats.size() + 1, kNoSpec);
    auto take = [&](size_t k) -> ScopePass & {
        specAt[k] = uint32_t(spec.size());
        return spec.emplace_back();
    };
    prepare(take(0), overall, UINT32_MAX);
    // A small flow's estimates are not among those the checkpoints saw settle (checkpoint()),
    // and with many small flows most move later and their speculative pass is wasted: they
    // take part only when both values are given.
    const bool fixed = options.nominalGapNs > 0 && options.burstGapNs > 0;
    const uint64_t large = largeFlowGaps();
    for (size_t id = 0; id < flowStats.size(); ++id)
        if (!smallFlow(uint32_t(id)) && (fixed || flowStats[id].deltas.count() >= large))
            prepare(take(id + 1), flowStats[id], uint32_t(id));
    specActive = true;
    specCursor = 0;
    specLogCursor = PacketLog::Cursor();
}

void Analyzer::Impl::foldWindows()
{
    // Once the worker has ended: the window counts go into the gap histograms and, for a scope
    // whose speculative pass ran, into its deviation histogram (the gaps counted in the window
    // skipped it there).
    auto fold = [&](ScopeStats &st, size_t k) {
        ScopePass *sp = specActive ? specOf(k) : nullptr;
        st.deltas.foldWindow([&](int64_t gap, uint64_t n) {
            if (!sp || !sp->deviations)
                return;
            const int64_t d = satAbsDiff(gap, sp->nominal);
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
        if (ScopePass *sp = specOf(size_t(e.flowId) + 1))
            sp->add(e.tsNs);
    };
    try {
        for (;;) {
            const size_t cursor = statsCursor.load(std::memory_order_acquire);
            // Speculative second pass behind the first one (after it started, or after a
            // snapshot() did first-pass work on the reading thread).
            if (specActive && specCursor < cursor) {
                const size_t to = std::min(cursor, specCursor + kChunkEntries);
                walk(specLogCursor, specCursor, to, specStep, [&](uint32_t flowId) { prefetchSpec(flowId); });
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
            const size_t avail = entries();
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
                            const int64_t gap = satSub(ts, st.prevTs);
                            const bool counted = st.deltas.addWindowed(gap);
                            if (!counted && sp.deviations) {
                                const int64_t dv = satAbsDiff(gap, sp.nominal);
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
                    walk(
                        statsLogCursor, from, to,
                        [&](const PacketEntry &e) {
                            both(overall, spec[0], e.tsNs);
                            if (ScopePass *sp = specOf(size_t(e.flowId) + 1))
                                both(flowStat(e.flowId), *sp, e.tsNs);
                            else
                                flowFirstPass(e.flowId, e.tsNs);
                        },
                        [&](uint32_t flowId) {
                            prefetchFlowStats(flowId);
                            prefetchSpec(flowId);
                        });
                    statsCursor.store(to, std::memory_order_release);
                    specCursor = to;
                    specLogCursor = statsLogCursor;
                } else {
                    consume(to);
                }
                continue;
            }
            if (stopRequested.load(std::memory_order_acquire)) {
                if (entries() == statsCursor.load(std::memory_order_acquire))
                    break;
                continue;
            }
            if (log ? log->prepareChunk() : store->prepareChunk()) // page faults, off the reading thread
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
            workerSleeping.exchange(1, std::memory_order_seq_cst);
            if (entries() == statsCursor.load(std::memory_order_acquire) && !stopRequested.load() &&
                !(specRequestAt.load() <= statsCursor.load() && specRequestAt.load() != checkpointDone && !specActive))
                wakeCv.wait_for(lock, std::chrono::milliseconds(2));
            workerSleeping.store(0, std::memory_order_relaxed);
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
        if (entries() != statsCursor.load(std::memory_order_relaxed) || stopRequested.load(std::memory_order_relaxed))
            return true;
    }
    return false;
}

void Analyzer::Impl::wakeWorker()
{
    if (worker.joinable() && workerSleeping.fetch_or(0, std::memory_order_seq_cst) != 0) {
        {
            std::lock_guard<std::mutex> lock(wakeMutex);
        }
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

} // namespace jitterscope
