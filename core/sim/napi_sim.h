// A deterministic discrete-event model of one CPU's receive path: NIC ring and interrupt
// coalescing, hardirq -> NET_RX softirq -> net_rx_action/napi_poll with netdev_budget and the
// jiffy-based netdev_budget_usecs limit, __do_softirq's MAX_SOFTIRQ_TIME/RESTART and the
// hand-off to ksoftirqd, napi_defer_hard_irqs + gro_flush_timeout as the kernel combines them
// (v5.10+: the interrupt stays masked and a timer re-polls only when both are set), senders'
// timing noise (no arrival process is locked to the tick), and a per-packet interrupt mode for
// contrast. Pure computation (no threads); runSimulation may be called from
// any thread, each call owns its state. Source model: net/core/dev.c (net_rx_action,
// napi_poll, napi_complete_done), kernel/softirq.c (__do_softirq, run_ksoftirqd).
#pragma once

#include "core/trace/session_records.h"

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace jitterscope {

/// How packets arrive at the NIC.
enum class ArrivalPattern { Constant, Poisson, Bursts, Replay };
/// NAPI (Linux) or one interrupt per packet, processed in the interrupt (FreeBSD-like contrast).
enum class RxMode { Napi, PerPacket };

[[nodiscard]] const char *arrivalPatternName(ArrivalPattern p);
[[nodiscard]] const char *rxModeName(RxMode m);

/// Everything the model takes. Defaults: HZ=250 x86 server, 100 kpps constant, 1 s.
struct SimParams {
    // Kernel
    uint32_t hz = 250;
    int bits = 64;
    uint32_t budgetUsecs = 8000; ///< net.core.netdev_budget_usecs
    int budget = 300; ///< net.core.netdev_budget
    int weight = 64; ///< NAPI weight
    /// /sys/class/net/<dev>/gro_flush_timeout (ns). Alone it arms nothing here: the timer is armed
    /// for packets GRO holds, and GRO holds no UDP datagram in this model (gro_bitmask stays 0).
    int64_t groFlushTimeoutNs = 0;
    /// /sys/class/net/<dev>/napi_defer_hard_irqs: with gro_flush_timeout > 0, this many empty polls
    /// in a row are re-polled by the timer (IRQ kept masked) before the IRQ is re-enabled.
    int napiDeferHardIrqs = 0;
    // Load
    ArrivalPattern arrivals = ArrivalPattern::Constant;
    double ratePps = 100000;
    double durationS = 1.0;
    int burstSize = 32; ///< Bursts: packets per burst (bursts come at ratePps/burstSize)
    int64_t burstSpacingNs = 100; ///< Bursts: gap inside a burst
    /// Constant and Bursts: relative standard deviation of each gap between sends (bursts: between
    /// burst starts). A real sender's clock is not the kernel's tick: the noise walks the arrival
    /// phase against the tick, so no run is phase-locked to HZ. 0 = exact (locks at rates that
    /// divide HZ: a teaching artefact, not a result).
    double arrivalJitter = 0.02;
    std::vector<int64_t> replayArrivalsNs; ///< Replay: sorted arrival times
    uint64_t seed = 1;
    // Costs (ns of this CPU)
    int64_t perPacketCostNs = 500; ///< driver + stack per packet
    int64_t pollOverheadNs = 200; ///< per napi_poll call
    int64_t irqCostNs = 1500; ///< hardirq + softirq entry
    int64_t timerCostNs = 1000; ///< gro_flush_timeout hrtimer expiry + softirq entry
    int64_t ksoftirqdDelayNs = 50000; ///< scheduling delay before ksoftirqd runs
    int64_t ksoftirqdSwitchCostNs = 2000; ///< context switch to ksoftirqd
    int64_t perPacketIrqCostNs = 1500; ///< PerPacket mode: interrupt cost per packet
    // NIC
    int64_t rxUsecs = 0; ///< interrupt coalescing time (µs), 0 = off
    int rxFrames = 0; ///< interrupt after this many frames, 0 = not used (both 0: every frame)
    size_t ringSize = 4096; ///< RX descriptors; arrivals to a full ring are dropped
    RxMode mode = RxMode::Napi;
    bool needResched = false; ///< another task wants the CPU: __do_softirq never restarts
    int64_t burstGapThresholdNs = 2000; ///< deliveries closer than this belong to one burst
    /// Every field (a preset's published figure applies only to exactly its parameters).
    bool operator==(const SimParams &o) const;
    bool operator!=(const SimParams &o) const { return !(*this == o); }
};

/// Latency/gap percentiles in ns.
struct Percentiles {
    int64_t p50 = 0, p90 = 0, p99 = 0, p999 = 0, max = 0;
    bool operator==(const Percentiles &o) const;
};

/// What one run produced. Timeline vectors are per packet, index = arrival order.
struct SimResult {
    SimParams params;
    uint64_t timeLimitJiffies = 0; ///< usecs_to_jiffies(budgetUsecs)
    uint64_t maxSoftirqTimeJiffies = 0; ///< msecs_to_jiffies(2)
    int64_t tickPhaseNs = 0; ///< random offset of the jiffy clock
    double durationS = 0; ///< span used for the per-second rates
    uint64_t packets = 0, delivered = 0, dropped = 0;
    uint64_t hardIrqs = 0, timerPolls = 0, netRxActions = 0, napiPolls = 0;
    uint64_t softirqRestarts = 0, ksoftirqdWakeups = 0;
    uint64_t timeSqueeze = 0; ///< what /proc/net/softnet_stat column 3 would show
    uint64_t squeezeByTime = 0, squeezeByBudget = 0, squeezeByBoth = 0; ///< the split the kernel cannot give
    double timeSqueezePerS = 0, squeezeByTimePerS = 0, squeezeByBudgetPerS = 0;
    int64_t busyNs = 0;
    double cpuShare = 0; ///< busyNs / duration
    int64_t netRxNs = 0; ///< time inside net_rx_action (entry to its last limit check)
    double netRxShare = 0; ///< netRxNs / duration: squeezes/s ≈ HZ · this when N = 1
    double meanCallNs = 0; ///< netRxNs / netRxActions
    double squeezesPerCall = 0; ///< timeSqueeze / netRxActions (N = 1: ≈ meanCallNs / tick)
    Percentiles latencyNs; ///< arrival -> delivery
    Percentiles deliveryGapNs; ///< between consecutive deliveries
    uint64_t bursts = 0; ///< runs of deliveries closer than burstGapThresholdNs
    double meanBurstSize = 0;
    uint64_t maxBurstSize = 0;
    double wallSeconds = 0; ///< how long the simulation took
    std::vector<int64_t> arrivalNs; ///< per packet
    std::vector<int64_t> deliveryNs; ///< per packet, -1 = dropped; feed to the burst/histogram analysis
    /// The tracepoints the kernel fires on this path, as `jitterscope-capture --kernel-events`
    /// records them (NAPI mode; empty in per-packet mode): napi:napi_poll when each poll returns
    /// (work, budget = the NAPI weight), NET_RX softirq_entry/exit around each net_rx_action.
    /// Simulation clock (the deliveries' ns), CPU 0, device 0. tickPhaseNs puts them on the ticks.
    std::vector<NapiPollEvent> napiPollEvents;
    std::vector<NetRxEvent> netRxEvents;
};

/// Runs the model. Deterministic for equal params (mt19937_64 seeded by params.seed).
/// Throws std::invalid_argument for an invalid HZ/bits or a non-positive rate/duration.
[[nodiscard]] SimResult runSimulation(const SimParams &params);

/// JSON for `jitterscope-cli simulate ... --format json` (no timeline).
[[nodiscard]] std::string simulationJson(const SimResult &r);
/// Plain-text summary for `--format text`.
[[nodiscard]] std::string simulationText(const SimResult &r);
/// Writes "index,arrival_ns,delivery_ns,latency_ns" CSV (delivered packets only, in delivery order). False on I/O
/// error.
[[nodiscard]] bool writeTimeline(const SimResult &r, const std::string &path);

} // namespace jitterscope
