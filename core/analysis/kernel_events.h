// The analysis of the kernel-events blocks of a session (helper --kernel-events): polls per CPU
// and device, the work histogram, NET_RX runs paired entry→exit per CPU, and the runs that
// crossed a jiffy tick. Pure data in, KernelEventsStats (snapshot.h) out; no threads. The
// Analyzer feeds it from its reading thread and asks for stats when it builds a snapshot.
#pragma once

#include "core/analysis/histogram.h"
#include "core/analysis/snapshot.h"
#include "core/trace/session_records.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace jitterscope {

class KernelEventsAccumulator {
public:
    /// One decoded block; its device indexes are mapped onto the accumulator's own list.
    void add(const KernelEventBatch &batch);
    /// A kernel-events block whose body did not decode (skipped, counted).
    void addMalformed() { ++m_malformed; }
    [[nodiscard]] bool empty() const { return m_blocks == 0 && m_malformed == 0; }
    /// The figures so far. `hz` 0 = unknown; `realtimeMinusMonotonicNs` puts the stamps on the
    /// tick grid (session key clock_realtime_minus_monotonic_ns). Recomputed only after add().
    /// `allowStale` (snapshots while streaming): past kStaleFrom events the previous figures are
    /// returned until the events have grown by a tenth, so that a long live capture sorts its
    /// events O(log n) times instead of at every snapshot; the final snapshot passes false.
    [[nodiscard]] KernelEventsStats stats(int hz, std::optional<int64_t> realtimeMinusMonotonicNs,
                                          bool allowStale = false) const;
    static constexpr size_t kStaleFrom = 200'000;

    /// A bounded live session: the HZ and clock offset (as for stats()) that retired NET_RX runs
    /// are put on the tick grid with. Set from the session metadata, which comes before any event.
    void setClock(int hz, std::optional<int64_t> realtimeMinusMonotonicNs);
    /// Keep at most about `events` polls and NET_RX edges (0: every one, the default). Past
    /// events + events / 4, add() retires the oldest until about three quarters of the limit are
    /// left — for a session whose packets are too few to move the detail window along.
    void setEventLimit(size_t events) { m_eventLimit = events; }
    /// Folds the events stamped before `tsNs` into whole-session totals and drops them: a bounded
    /// live session keeps the events of the packets it still holds (the detail window). The
    /// counts, the work histograms and the NET_RX runs, unpaired edges and tick crossings stay
    /// exact; the runs' duration percentiles come from a histogram from then on (LogLinearHistogram:
    /// within 0.2 %; the maximum exact). stats().polls and .runs hold what is kept. A CPU's NET_RX
    /// edges go only as far as a run is closed (or an entry found its exit lost), so a run is never
    /// split; an event stamped before `tsNs` that arrives after it was passed is still counted.
    /// Nothing is done unless at least `atLeast` events are stamped before `tsNs` (a bounded session
    /// asks for a batch, so that the sort by CPU and time that pairing needs is paid rarely).
    void retireBefore(int64_t tsNs, size_t atLeast = 0);
    /// Events retireBefore() has folded away (for tests and benchmarks).
    [[nodiscard]] uint64_t retiredEvents() const { return m_retired.events; }
    /// Polls and NET_RX edges held now.
    [[nodiscard]] size_t heldEvents() const { return m_polls.size() + m_netRx.size(); }

private:
    /// What retireBefore() folded away, by the accumulator's device index.
    struct Retired {
        uint64_t events = 0;
        uint64_t napiPolls = 0, pollsAtBudget = 0, work = 0;
        std::vector<uint64_t> workHistogram;
        std::vector<KernelDeviceStats> devices; ///< (names unused)
        uint64_t netRxRuns = 0, unpairedEntries = 0, unpairedExits = 0, runsCrossingTick = 0;
        double expectedTickCrossings = 0;
        LogLinearHistogram durations; ///< of the NET_RX runs (its maximum is exact)
    };
    void retireLimit();
    void retire(int64_t tsNs);
    std::vector<std::string> m_devices;
    std::map<std::string, uint16_t> m_deviceIndex;
    std::vector<NapiPollEvent> m_polls;
    std::vector<NetRxEvent> m_netRx;
    uint64_t m_lost = 0, m_blocks = 0, m_malformed = 0;
    Retired m_retired;
    size_t m_eventLimit = 0;
    int m_clockHz = 0;
    std::optional<int64_t> m_clockOffset;
    uint64_t m_retirements = 0; ///< retireBefore() calls that folded something (the cache's input)
    // Cache of stats(): valid while the inputs are unchanged.
    mutable std::shared_ptr<const KernelEventsStats> m_cached;
    mutable uint64_t m_cachedBlocks = UINT64_MAX, m_cachedMalformed = 0;
    mutable size_t m_cachedEvents = 0;
    mutable uint64_t m_cachedRetirements = 0;
    mutable int m_cachedHz = -1;
    mutable std::optional<int64_t> m_cachedOffset;
};

/// TICK_NSEC of the kernel for `hz` ((1e9 + HZ/2) / HZ); 0 for hz <= 0.
[[nodiscard]] int64_t tickNsForHz(int hz);

/// Work histogram (kWorkHistogramMax + 1 bins) of every poll of `device` (an index into
/// stats.deviceNames; -1 = all) over the whole session — also those a bounded live session no longer
/// holds in stats.polls.
[[nodiscard]] std::vector<uint64_t> workHistogramOf(const KernelEventsStats &stats, int device);

/// Work histogram (kWorkHistogramMax + 1 bins) of the polls of `device` (an index into
/// stats.deviceNames; -1 = all) stamped in [fromNs, toNs].
[[nodiscard]] std::vector<uint64_t> workHistogramIn(const KernelEventsStats &stats, int device, int64_t fromNs,
                                                    int64_t toNs);

/// napi_poll's dev_name for the per-CPU backlog (process_backlog has no net_device).
inline constexpr char kBacklogDevice[] = "(no_device)";

/// Sets stats.captureDevice from the capture's interface names (the session's "interface" key
/// first, then the trace's interface names): the device whose name equals one of them, else the
/// backlog "(no_device)" when its polls were recorded. Names that are empty or "any" are ignored.
void resolveCaptureDevice(KernelEventsStats &stats, const std::vector<std::string> &interfaceNames);

/// Poll end times (ns, ascending) of `device` (an index into stats.deviceNames; -1 = all).
[[nodiscard]] std::vector<int64_t> pollEndsOf(const KernelEventsStats &stats, int device);

/// The poll that handled a packet stamped at `tsNs`: the index in `pollEnds` (ascending) of the
/// first poll that ended at or after it (a packet is stamped inside the poll that delivers it,
/// and napi_poll fires when that poll returns); pollEnds.size() when none did.
[[nodiscard]] size_t pollOfPacket(const std::vector<int64_t> &pollEnds, int64_t tsNs);

/// The session's HZ and clock offset as the analysis uses them (0 / nullopt when missing).
[[nodiscard]] int sessionHz(const SessionMetadata &m);
[[nodiscard]] std::optional<int64_t> sessionRealtimeOffsetNs(const SessionMetadata &m);

} // namespace jitterscope
