// The analysis of the kernel-events blocks of a session (helper --kernel-events): polls per CPU
// and device, the work histogram, NET_RX runs paired entry→exit per CPU, and the runs that
// crossed a jiffy tick. Pure data in, KernelEventsStats (snapshot.h) out; no threads. The
// Analyzer feeds it from its reading thread and asks for stats when it builds a snapshot.
#pragma once

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

private:
    std::vector<std::string> m_devices;
    std::map<std::string, uint16_t> m_deviceIndex;
    std::vector<NapiPollEvent> m_polls;
    std::vector<NetRxEvent> m_netRx;
    uint64_t m_lost = 0, m_blocks = 0, m_malformed = 0;
    // Cache of stats(): valid while the inputs are unchanged.
    mutable std::shared_ptr<const KernelEventsStats> m_cached;
    mutable uint64_t m_cachedBlocks = UINT64_MAX, m_cachedMalformed = 0;
    mutable size_t m_cachedEvents = 0;
    mutable int m_cachedHz = -1;
    mutable std::optional<int64_t> m_cachedOffset;
};

/// TICK_NSEC of the kernel for `hz` ((1e9 + HZ/2) / HZ); 0 for hz <= 0.
[[nodiscard]] int64_t tickNsForHz(int hz);

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
