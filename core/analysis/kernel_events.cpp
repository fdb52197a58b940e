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

} // namespace

KernelEventsStats KernelEventsAccumulator::stats(int hz, std::optional<int64_t> offsetNs, bool allowStale) const
{
    const size_t events = m_polls.size() + m_netRx.size();
    const bool sameInputs = m_cachedHz == hz && m_cachedOffset == offsetNs;
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
    std::vector<KernelDeviceStats> perDevice(m_devices.size());
    for (size_t i = 0; i < m_devices.size(); ++i) {
        perDevice[i].name = m_devices[i];
        perDevice[i].workHistogram.assign(kWorkHistogramMax + 1, 0);
    }
    for (const NapiPollEvent &p : *polls) {
        const bool atBudget = p.budget > 0 && p.work >= p.budget;
        const auto bin = size_t(std::clamp(p.work, 0, kWorkHistogramMax));
        const uint64_t w = p.work > 0 ? uint64_t(p.work) : 0;
        ++s.napiPolls;
        s.pollsAtBudget += atBudget;
        s.work = addSat(s.work, w);
        ++s.workHistogram[bin];
        KernelDeviceStats &d = perDevice[p.device];
        ++d.polls;
        d.pollsAtBudget += atBudget;
        d.work = addSat(d.work, w);
        ++d.workHistogram[bin];
    }
    std::sort(perDevice.begin(), perDevice.end(),
              [](const KernelDeviceStats &a, const KernelDeviceStats &b) { return a.name < b.name; });
    s.devices = std::move(perDevice);
    s.polls = std::move(polls);

    // NET_RX runs: each CPU's edges in time order (blocks interleave CPUs; a CPU's own order is
    // the ring's); an entry opens a run, the next exit closes it.
    std::vector<NetRxEvent> edges = m_netRx;
    std::stable_sort(edges.begin(), edges.end(), [](const NetRxEvent &a, const NetRxEvent &b) {
        return a.cpu != b.cpu ? a.cpu < b.cpu : a.tsNs < b.tsNs;
    });
    auto runs = std::make_shared<std::vector<NetRxRun>>();
    std::vector<int64_t> durations;
    // A flag and a value, not std::optional: GCC 12 at -O1 (the TSan build) warns that the
    // optional's payload "may be used uninitialized" here.
    bool open = false;
    int64_t openNs = 0;
    const bool phaseKnown = offsetNs.has_value();
    const int64_t offset = offsetNs.value_or(0);
    uint32_t cpu = 0;
    for (size_t i = 0; i <= edges.size(); ++i) {
        if (i == edges.size() || edges[i].cpu != cpu) {
            if (open)
                ++s.unpairedEntries; // the capture ended inside the run
            open = false;
            if (i == edges.size())
                break;
            cpu = edges[i].cpu;
        }
        const NetRxEvent &e = edges[i];
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
        NetRxRun r;
        r.startNs = openNs;
        r.durationNs = satSub(e.tsNs, openNs);
        r.cpu = e.cpu;
        open = false;
        if (s.tickNs > 0) {
            if (phaseKnown) {
                const int64_t startMono = satSub(r.startNs, offset), endMono = satSub(e.tsNs, offset);
                r.crossesTick = floorDiv(startMono, s.tickNs) != floorDiv(endMono, s.tickNs);
            } else {
                r.crossesTick = r.durationNs >= s.tickNs;
            }
            s.runsCrossingTick += r.crossesTick;
            s.expectedTickCrossings += double(r.durationNs) / double(s.tickNs);
        }
        durations.push_back(r.durationNs);
        runs->push_back(r);
    }
    s.tickPhaseKnown = s.tickNs > 0 && offsetNs.has_value();
    std::sort(durations.begin(), durations.end());
    s.netRxRuns = durations.size();
    s.netRxP50Ns = nearestRank(durations, 0.50);
    s.netRxP99Ns = nearestRank(durations, 0.99);
    s.netRxMaxNs = durations.empty() ? 0 : durations.back();
    std::stable_sort(runs->begin(), runs->end(), [](const NetRxRun &a, const NetRxRun &b) {
        return a.startNs != b.startNs ? a.startNs < b.startNs : a.cpu < b.cpu;
    });
    s.runs = std::move(runs);

    m_cached = std::make_shared<const KernelEventsStats>(s);
    m_cachedBlocks = m_blocks;
    m_cachedEvents = events;
    m_cachedMalformed = m_malformed;
    m_cachedHz = hz;
    m_cachedOffset = offsetNs;
    return s;
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
