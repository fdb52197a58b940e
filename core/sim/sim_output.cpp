// The simulator's outputs: JSON for `jitterscope-cli simulate --format json`, the text summary and
// the per-packet timeline CSV. Pure formatting of a finished SimResult.
#include "core/sim/napi_sim.h"

#include <algorithm>
#include <cstdio>
#include <fstream>

namespace jitterscope {

namespace {

void appendPercentiles(std::string &out, const char *name, const Percentiles &p)
{
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "  \"%s\": {\"p50\": %lld, \"p90\": %lld, \"p99\": %lld, \"p999\": %lld, \"max\": %lld},\n", name,
                  (long long)p.p50, (long long)p.p90, (long long)p.p99, (long long)p.p999, (long long)p.max);
    out += buf;
}

} // namespace

std::string simulationJson(const SimResult &r)
{
    const SimParams &p = r.params;
    std::string out = "{\n";
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "  \"mode\": \"%s\",\n  \"hz\": %u,\n  \"bits\": %d,\n  \"budget_usecs\": %u,\n  \"budget\": %d,\n"
                  "  \"weight\": %d,\n  \"rate_pps\": %.17g,\n  \"duration_s\": %.17g,\n  \"seed\": %llu,\n"
                  "  \"arrivals\": \"%s\",\n",
                  rxModeName(p.mode), p.hz, p.bits, p.budgetUsecs, p.budget, p.weight, p.ratePps, r.durationS,
                  (unsigned long long)p.seed, arrivalPatternName(p.arrivals));
    out += buf;
    std::snprintf(buf, sizeof buf,
                  "  \"gro_flush_timeout_ns\": %lld,\n  \"per_packet_cost_ns\": %lld,\n  \"rx_usecs\": %lld,\n"
                  "  \"rx_frames\": %d,\n  \"time_limit_jiffies\": %llu,\n  \"max_softirq_time_jiffies\": %llu,\n"
                  "  \"tick_phase_ns\": %lld,\n  \"napi_defer_hard_irqs\": %d,\n  \"arrival_jitter\": %.17g,\n"
                  "  \"poll_overhead_ns\": %lld,\n  \"irq_cost_ns\": %lld,\n",
                  (long long)p.groFlushTimeoutNs, (long long)p.perPacketCostNs, (long long)p.rxUsecs, p.rxFrames,
                  (unsigned long long)r.timeLimitJiffies, (unsigned long long)r.maxSoftirqTimeJiffies,
                  (long long)r.tickPhaseNs, p.napiDeferHardIrqs, p.arrivalJitter, (long long)p.pollOverheadNs,
                  (long long)p.irqCostNs);
    out += buf;
    std::snprintf(buf, sizeof buf,
                  "  \"packets\": %llu,\n  \"delivered\": %llu,\n  \"dropped\": %llu,\n  \"hard_irqs\": %llu,\n"
                  "  \"timer_polls\": %llu,\n  \"net_rx_actions\": %llu,\n  \"napi_polls\": %llu,\n"
                  "  \"softirq_restarts\": %llu,\n  \"ksoftirqd_wakeups\": %llu,\n",
                  (unsigned long long)r.packets, (unsigned long long)r.delivered, (unsigned long long)r.dropped,
                  (unsigned long long)r.hardIrqs, (unsigned long long)r.timerPolls, (unsigned long long)r.netRxActions,
                  (unsigned long long)r.napiPolls, (unsigned long long)r.softirqRestarts,
                  (unsigned long long)r.ksoftirqdWakeups);
    out += buf;
    std::snprintf(buf, sizeof buf,
                  "  \"time_squeeze\": %llu,\n  \"squeeze_by_time\": %llu,\n  \"squeeze_by_budget\": %llu,\n"
                  "  \"squeeze_by_both\": %llu,\n  \"time_squeeze_per_s\": %.6f,\n  \"squeeze_by_time_per_s\": %.6f,\n"
                  "  \"squeeze_by_budget_per_s\": %.6f,\n  \"cpu_share\": %.6f,\n",
                  (unsigned long long)r.timeSqueeze, (unsigned long long)(r.squeezeByTime),
                  (unsigned long long)(r.squeezeByBudget), (unsigned long long)r.squeezeByBoth, r.timeSqueezePerS,
                  r.squeezeByTimePerS, r.squeezeByBudgetPerS, r.cpuShare);
    out += buf;
    // The squeeze arithmetic in the run's own figures: with N = 1 a call is squeezed when a tick
    // falls inside it, so squeezes per call ≈ mean call / tick and squeezes/s ≈ HZ · net_rx_share.
    std::snprintf(buf, sizeof buf,
                  "  \"net_rx_share\": %.6f,\n  \"mean_call_ns\": %.3f,\n  \"squeezes_per_call\": %.9f,\n"
                  "  \"hz_times_net_rx_share\": %.6f,\n",
                  r.netRxShare, r.meanCallNs, r.squeezesPerCall, double(p.hz) * r.netRxShare);
    out += buf;
    appendPercentiles(out, "latency_ns", r.latencyNs);
    appendPercentiles(out, "delivery_gap_ns", r.deliveryGapNs);
    std::snprintf(buf, sizeof buf,
                  "  \"delivery_gap_p99_ns\": %lld,\n  \"latency_p99_ns\": %lld,\n  \"bursts\": %llu,\n"
                  "  \"mean_burst_size\": %.6f,\n  \"max_burst_size\": %llu,\n  \"burst_gap_threshold_ns\": %lld,\n"
                  "  \"wall_seconds\": %.6f\n}\n",
                  (long long)r.deliveryGapNs.p99, (long long)r.latencyNs.p99, (unsigned long long)r.bursts,
                  r.meanBurstSize, (unsigned long long)r.maxBurstSize, (long long)p.burstGapThresholdNs, r.wallSeconds);
    out += buf;
    return out;
}

std::string simulationText(const SimResult &r)
{
    char buf[1536];
    std::snprintf(buf, sizeof buf,
                  "mode %s, HZ=%u, netdev_budget_usecs=%u (%llu jiffies), netdev_budget=%d, %.0f pps for %.3f s\n"
                  "time_squeeze %.1f/s (time %.1f/s, budget %.1f/s; the kernel shows only the sum)\n"
                  "CPU share %.1f %%, hard IRQs %llu, net_rx_action %llu, ksoftirqd wake-ups %llu, drops %llu\n"
                  "latency p50 %lld ns, p99 %lld ns; delivery gap p99 %lld ns; mean burst %.2f packets (max %llu)\n"
                  "net_rx_action %.0f calls/s, mean %.0f ns each, %.2f %% of the time: squeezes per call %.3g, "
                  "HZ x that share = %.1f/s\n",
                  rxModeName(r.params.mode), r.params.hz, r.params.budgetUsecs, (unsigned long long)r.timeLimitJiffies,
                  r.params.budget, r.params.ratePps, r.durationS, r.timeSqueezePerS, r.squeezeByTimePerS,
                  r.squeezeByBudgetPerS, r.cpuShare * 100.0, (unsigned long long)r.hardIrqs,
                  (unsigned long long)r.netRxActions, (unsigned long long)r.ksoftirqdWakeups,
                  (unsigned long long)r.dropped, (long long)r.latencyNs.p50, (long long)r.latencyNs.p99,
                  (long long)r.deliveryGapNs.p99, r.meanBurstSize, (unsigned long long)r.maxBurstSize,
                  double(r.netRxActions) / std::max(r.durationS, 1e-9), r.meanCallNs, r.netRxShare * 100.0,
                  r.squeezesPerCall, double(r.params.hz) * r.netRxShare);
    return buf;
}

bool writeTimeline(const SimResult &r, const std::string &path)
{
    std::ofstream out(path);
    if (!out)
        return false;
    out << "index,arrival_ns,delivery_ns,latency_ns\n";
    for (size_t i = 0; i < r.deliveryNs.size(); ++i) {
        if (r.deliveryNs[i] < 0)
            continue;
        out << i << ',' << r.arrivalNs[i] << ',' << r.deliveryNs[i] << ',' << (r.deliveryNs[i] - r.arrivalNs[i])
            << '\n';
    }
    return bool(out);
}

} // namespace jitterscope
