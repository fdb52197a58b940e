#include "core/analysis/kernel_events.h"

#include "core/base/saturating.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>

namespace jitterscope {

int64_t tickNsForHz(int hz)
{
    return hz > 0 ? (int64_t(1'000'000'000) + hz / 2) / hz : 0;
}

int sessionHz(const SessionMetadata &m)
{
    const std::string v = m.value("hz");
    char *end = nullptr;
    const long hz = std::strtol(v.c_str(), &end, 10);
    return !v.empty() && !*end && hz > 0 && hz <= 100000 ? int(hz) : 0;
}

std::optional<int64_t> sessionRealtimeOffsetNs(const SessionMetadata &m)
{
    const std::string v = m.value("clock_realtime_minus_monotonic_ns");
    char *end = nullptr;
    errno = 0;
    const long long off = std::strtoll(v.c_str(), &end, 10);
    if (v.empty() || *end || errno)
        return std::nullopt;
    return int64_t(off);
}

void KernelEventsAccumulator::add(const KernelEventBatch &batch)
{
    std::vector<uint16_t> map(batch.devices.size());
    for (size_t i = 0; i < batch.devices.size(); ++i) {
        const auto it = m_deviceIndex.find(batch.devices[i]);
        if (it != m_deviceIndex.end()) {
            map[i] = it->second;
        } else if (m_devices.size() < 0xFFFF) {
            map[i] = uint16_t(m_devices.size());
            m_deviceIndex.emplace(batch.devices[i], map[i]);
            m_devices.push_back(batch.devices[i]);
        } else {
            map[i] = 0xFFFE; // 65 535 device names: the file is lying; keep the index in range
        }
    }
    for (NapiPollEvent e : batch.polls) {
        if (e.device >= map.size())
            continue; // decodeKernelEventsRecord rules this out
        e.device = map[e.device];
        if (e.device >= m_devices.size())
            continue;
        m_polls.push_back(e);
    }
    m_netRx.insert(m_netRx.end(), batch.netRx.begin(), batch.netRx.end());
    m_lost = std::max(m_lost, batch.lostCumulative);
    ++m_blocks;
    if (m_eventLimit > 0 && heldEvents() > m_eventLimit + m_eventLimit / 4)
        retireLimit();
}

void KernelEventsAccumulator::setClock(int hz, std::optional<int64_t> realtimeMinusMonotonicNs)
{
    m_clockHz = hz;
    m_clockOffset = realtimeMinusMonotonicNs;
}

namespace {

uint64_t addSat(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

int64_t nearestRank(const std::vector<int64_t> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    auto rank = size_t(p * double(sorted.size()) + 0.999999999);
    rank = std::clamp<size_t>(rank, 1, sorted.size());
    return sorted[rank - 1];
}

/// One poll into a set of totals (the whole trace's or a device's).
void countPoll(const NapiPollEvent &p, uint64_t &polls, uint64_t &atBudget, uint64_t &work,
               std::vector<uint64_t> &histogram)
{
    ++polls;
    atBudget += p.budget > 0 && p.work >= p.budget; // the poll used all it was allowed
    work = addSat(work, p.work > 0 ? uint64_t(p.work) : 0);
    ++histogram[size_t(std::clamp(p.work, 0, kWorkHistogramMax))];
}

/// Where the jiffy ticks fall for a session's HZ and clock offset.
struct TickGrid {
    int64_t tickNs = 0;
    bool phaseKnown = false;
    int64_t offsetNs = 0;
    TickGrid(int hz, std::optional<int64_t> offset)
        : tickNs(tickNsForHz(hz))
        , phaseKnown(offset.has_value())
        , offsetNs(offset.value_or(0))
    {
    }
    /// A NET_RX run from startNs to endNs (realtime) has a tick inside it; without the phase, when it
    /// lasted at least a tick (a lower bound).
    [[nodiscard]] bool crosses(int64_t startNs, int64_t endNs) const
    {
        if (!phaseKnown)
            return satSub(endNs, startNs) >= tickNs;
        return floorDiv(satSub(startNs, offsetNs), tickNs) != floorDiv(satSub(endNs, offsetNs), tickNs);
    }
};

/// Indexes of `edges` by CPU, then time (stable: a CPU's own order is the ring's).
std::vector<uint32_t> byCpuThenTime(const std::vector<NetRxEvent> &edges)
{
    std::vector<uint32_t> order(edges.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = uint32_t(i);
    std::stable_sort(order.begin(), order.end(), [&edges](uint32_t a, uint32_t b) {
        const NetRxEvent &x = edges[a], &y = edges[b];
        return x.cpu != y.cpu ? x.cpu < y.cpu : x.tsNs < y.tsNs;
    });
    return order;
}

} // namespace

void KernelEventsAccumulator::retireBefore(int64_t tsNs, size_t atLeast)
{
    if (atLeast > 0) {
        size_t before = 0;
        for (const NapiPollEvent &p : m_polls)
            before += p.tsNs < tsNs;
        for (const NetRxEvent &e : m_netRx)
            before += e.tsNs < tsNs;
        if (before < atLeast)
            return;
    }
    retire(tsNs);
}

void KernelEventsAccumulator::retire(int64_t tsNs)
{
    Retired &r = m_retired;
    const uint64_t before = r.events;
    if (r.workHistogram.empty())
        r.workHistogram.assign(kWorkHistogramMax + 1, 0);
    if (r.devices.size() < m_devices.size())
        r.devices.resize(m_devices.size());
    for (KernelDeviceStats &d : r.devices)
        if (d.workHistogram.empty())
            d.workHistogram.assign(kWorkHistogramMax + 1, 0);
    // Polls: their order does not matter to the totals.
    const auto kept = std::remove_if(m_polls.begin(), m_polls.end(), [&](const NapiPollEvent &p) {
        if (p.tsNs >= tsNs)
            return false;
        countPoll(p, r.napiPolls, r.pollsAtBudget, r.work, r.workHistogram);
        KernelDeviceStats &d = r.devices[p.device];
        countPoll(p, d.polls, d.pollsAtBudget, d.work, d.workHistogram);
        return true;
    });
    r.events += uint64_t(m_polls.end() - kept);
    m_polls.erase(kept, m_polls.end());

    // NET_RX edges: each CPU's, in the order stats() pairs them, up to tsNs — all but an entry still
    // open there (its exit may come), so that what stays pairs exactly as the whole would have.
    const std::vector<uint32_t> order = byCpuThenTime(m_netRx);
    std::vector<char> gone(m_netRx.size(), 0);
    const TickGrid grid(m_clockHz, m_clockOffset);
    uint32_t cpu = 0;
    bool open = false;
    uint32_t openAt = 0;
    for (const uint32_t i : order) {
        const NetRxEvent &e = m_netRx[i];
        if (e.cpu != cpu) {
            cpu = e.cpu;
            open = false; // an entry left open stays for the next time
        }
        if (e.tsNs >= tsNs)
            continue;
        if (!e.exit) {
            if (open) { // the open entry's exit was lost
                ++r.unpairedEntries;
                gone[openAt] = 1;
            }
            open = true;
            openAt = i;
            continue;
        }
        gone[i] = 1;
        if (!open) {
            ++r.unpairedExits; // the capture began inside the run
            continue;
        }
        open = false;
        gone[openAt] = 1;
        const int64_t startNs = m_netRx[openAt].tsNs, durationNs = satSub(e.tsNs, startNs);
        ++r.netRxRuns;
        r.durations.add(durationNs);
        if (grid.tickNs > 0) {
            r.runsCrossingTick += grid.crosses(startNs, e.tsNs);
            r.expectedTickCrossings += double(durationNs) / double(grid.tickNs);
        }
    }
    size_t out = 0;
    for (size_t i = 0; i < m_netRx.size(); ++i)
        if (!gone[i])
            m_netRx[out++] = m_netRx[i];
    r.events += m_netRx.size() - out;
    m_netRx.resize(out);
    if (r.events != before) {
        ++m_retirements;
        m_cached.reset();
    }
}

void KernelEventsAccumulator::retireLimit()
{
    // The time that leaves about three quarters of the limit.
    std::vector<int64_t> times;
    times.reserve(heldEvents());
    for (const NapiPollEvent &p : m_polls)
        times.push_back(p.tsNs);
    for (const NetRxEvent &e : m_netRx)
        times.push_back(e.tsNs);
    const size_t keep = m_eventLimit - m_eventLimit / 4;
    if (times.size() <= keep)
        return;
    const auto at = times.begin() + std::ptrdiff_t(times.size() - keep);
    std::nth_element(times.begin(), at, times.end());
    retire(*at);
}

KernelEventsStats KernelEventsAccumulator::stats(int hz, std::optional<int64_t> offsetNs, bool allowStale) const
{
    const size_t events = m_polls.size() + m_netRx.size();
    const bool sameInputs = m_cachedHz == hz && m_cachedOffset == offsetNs && m_cachedRetirements == m_retirements;
    if (m_cached && sameInputs && m_cachedBlocks == m_blocks && m_cachedMalformed == m_malformed)
        return *m_cached;
    if (m_cached && sameInputs && allowStale && m_cachedEvents >= kStaleFrom && events < m_cachedEvents / 10 * 11)
        return *m_cached;
    KernelEventsStats s;
    s.workHistogram.assign(kWorkHistogramMax + 1, 0);
    s.deviceNames = m_devices;
    s.lostEvents = m_lost;
    s.blocks = m_blocks;
    s.malformedBlocks = m_malformed;
    s.hz = hz;
    s.tickNs = tickNsForHz(hz);

    auto polls = std::make_shared<std::vector<NapiPollEvent>>(m_polls);
    std::stable_sort(polls->begin(), polls->end(), [](const NapiPollEvent &a, const NapiPollEvent &b) {
        return a.tsNs != b.tsNs ? a.tsNs < b.tsNs : a.cpu < b.cpu;
    });
    // What retireBefore() folded away, then the polls held.
    const Retired &r = m_retired;
    s.napiPolls = r.napiPolls;
    s.pollsAtBudget = r.pollsAtBudget;
    s.work = r.work;
    if (!r.workHistogram.empty())
        s.workHistogram = r.workHistogram;
    std::vector<KernelDeviceStats> perDevice(m_devices.size());
    for (size_t i = 0; i < m_devices.size(); ++i) {
        KernelDeviceStats &d = perDevice[i];
        if (i < r.devices.size())
            d = r.devices[i];
        d.name = m_devices[i];
        d.workHistogram.resize(kWorkHistogramMax + 1, 0);
    }
    for (const NapiPollEvent &p : *polls) {
        countPoll(p, s.napiPolls, s.pollsAtBudget, s.work, s.workHistogram);
        KernelDeviceStats &d = perDevice[p.device];
        countPoll(p, d.polls, d.pollsAtBudget, d.work, d.workHistogram);
    }
    std::sort(perDevice.begin(), perDevice.end(),
              [](const KernelDeviceStats &a, const KernelDeviceStats &b) { return a.name < b.name; });
    s.devices = std::move(perDevice);
    s.polls = std::move(polls);

    // NET_RX runs: each CPU's edges in time order (blocks interleave CPUs; a CPU's own order is
    // the ring's); an entry opens a run, the next exit closes it.
    const std::vector<uint32_t> order = byCpuThenTime(m_netRx);
    auto runs = std::make_shared<std::vector<NetRxRun>>();
    std::vector<int64_t> durations;
    // A flag and a value, not std::optional: GCC 12 at -O1 (the TSan build) warns that the
    // optional's payload "may be used uninitialized" here.
    bool open = false;
    int64_t openNs = 0;
    const TickGrid grid(hz, offsetNs);
    s.unpairedEntries = r.unpairedEntries;
    s.unpairedExits = r.unpairedExits;
    s.runsCrossingTick = r.runsCrossingTick;
    s.expectedTickCrossings = r.expectedTickCrossings;
    uint32_t cpu = 0;
    for (size_t i = 0; i <= order.size(); ++i) {
        if (i == order.size() || m_netRx[order[i]].cpu != cpu) {
            if (open)
                ++s.unpairedEntries; // the capture ended inside the run
            open = false;
            if (i == order.size())
                break;
            cpu = m_netRx[order[i]].cpu;
        }
        const NetRxEvent &e = m_netRx[order[i]];
        if (!e.exit) {
            if (open)
                ++s.unpairedEntries; // its exit was lost
            open = true;
            openNs = e.tsNs;
            continue;
        }
        if (!open) {
            ++s.unpairedExits; // the capture began inside the run
            continue;
        }
        NetRxRun run;
        run.startNs = openNs;
        run.durationNs = satSub(e.tsNs, openNs);
        run.cpu = e.cpu;
        open = false;
        if (grid.tickNs > 0) {
            run.crossesTick = grid.crosses(run.startNs, e.tsNs);
            s.runsCrossingTick += run.crossesTick;
            s.expectedTickCrossings += double(run.durationNs) / double(grid.tickNs);
        }
        durations.push_back(run.durationNs);
        runs->push_back(run);
    }
    s.tickPhaseKnown = s.tickNs > 0 && offsetNs.has_value();
    s.netRxRuns = r.netRxRuns + durations.size();
    if (r.netRxRuns == 0) { // every run held: exact nearest ranks
        std::sort(durations.begin(), durations.end());
        s.netRxP50Ns = nearestRank(durations, 0.50);
        s.netRxP99Ns = nearestRank(durations, 0.99);
        s.netRxMaxNs = durations.empty() ? 0 : durations.back();
    } else { // some folded away: their histogram with the runs held
        LogLinearHistogram all = r.durations;
        for (const int64_t d : durations)
            all.add(d);
        s.netRxP50Ns = all.percentile(0.50);
        s.netRxP99Ns = all.percentile(0.99);
        s.netRxMaxNs = all.maxValue();
    }
    std::stable_sort(runs->begin(), runs->end(), [](const NetRxRun &a, const NetRxRun &b) {
        return a.startNs != b.startNs ? a.startNs < b.startNs : a.cpu < b.cpu;
    });
    s.runs = std::move(runs);

    m_cached = std::make_shared<const KernelEventsStats>(s);
    m_cachedBlocks = m_blocks;
    m_cachedEvents = events;
    m_cachedMalformed = m_malformed;
    m_cachedRetirements = m_retirements;
    m_cachedHz = hz;
    m_cachedOffset = offsetNs;
    return s;
}

std::vector<uint64_t> workHistogramOf(const KernelEventsStats &stats, int device)
{
    std::vector<uint64_t> h;
    if (device < 0) {
        h = stats.workHistogram;
    } else if (size_t(device) < stats.deviceNames.size()) {
        const std::string &name = stats.deviceNames[size_t(device)];
        const auto it = std::find_if(stats.devices.begin(), stats.devices.end(),
                                     [&name](const KernelDeviceStats &d) { return d.name == name; });
        if (it != stats.devices.end())
            h = it->workHistogram;
    }
    h.resize(kWorkHistogramMax + 1, 0);
    return h;
}

std::vector<uint64_t> workHistogramIn(const KernelEventsStats &stats, int device, int64_t fromNs, int64_t toNs)
{
    std::vector<uint64_t> h(kWorkHistogramMax + 1, 0);
    if (!stats.polls)
        return h;
    const auto &p = *stats.polls;
    auto it =
        std::lower_bound(p.begin(), p.end(), fromNs, [](const NapiPollEvent &e, int64_t t) { return e.tsNs < t; });
    for (; it != p.end() && it->tsNs <= toNs; ++it)
        if (device < 0 || it->device == device)
            ++h[size_t(std::clamp(it->work, 0, kWorkHistogramMax))];
    return h;
}

void resolveCaptureDevice(KernelEventsStats &stats, const std::vector<std::string> &interfaceNames)
{
    stats.captureDevice = -1;
    stats.captureViaBacklog = false;
    stats.captureInterface.clear();
    const auto indexOf = [&stats](const std::string &name) {
        const auto it = std::find(stats.deviceNames.begin(), stats.deviceNames.end(), name);
        return it == stats.deviceNames.end() ? -1 : int(it - stats.deviceNames.begin());
    };
    // Polls recorded for a device name (a name may be listed with no poll left after damage).
    const auto polled = [&stats](const std::string &name) {
        return std::any_of(stats.devices.begin(), stats.devices.end(),
                           [&name](const KernelDeviceStats &d) { return d.name == name && d.polls > 0; });
    };
    for (const std::string &name : interfaceNames) {
        if (name.empty() || name == "any")
            continue;
        if (stats.captureInterface.empty())
            stats.captureInterface = name;
        if (polled(name)) {
            stats.captureInterface = name;
            stats.captureDevice = indexOf(name);
            return;
        }
    }
    if (!stats.captureInterface.empty() && polled(kBacklogDevice)) {
        stats.captureDevice = indexOf(kBacklogDevice);
        stats.captureViaBacklog = true;
    }
}

std::vector<int64_t> pollEndsOf(const KernelEventsStats &stats, int device)
{
    std::vector<int64_t> ends;
    if (!stats.polls)
        return ends;
    for (const NapiPollEvent &p : *stats.polls)
        if (device < 0 || p.device == device)
            ends.push_back(p.tsNs);
    return ends; // stats.polls is sorted by time
}

size_t pollOfPacket(const std::vector<int64_t> &pollEnds, int64_t tsNs)
{
    return size_t(std::lower_bound(pollEnds.begin(), pollEnds.end(), tsNs) - pollEnds.begin());
}

} // namespace jitterscope
