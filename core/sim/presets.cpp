#include "core/sim/presets.h"

#include <QtGlobal>

#include <cstdio>

namespace jitterscope {

namespace {

// The second article's loopback lab (iperf3 -u -b 0 -l 64 on a 6.10 linuxkit VM, HZ=1000,
// netdev_budget 1 000 000 so only the time limit can fire). Loopback has no NIC: each datagram
// is queued by netif_rx and its softirq runs in the sender's own context, so a "hard IRQ" here
// is that entry (irqCostNs) and a call handles about one packet. The per-call cost is not in
// the article; it is fitted from its own figures with the arithmetic the preset demonstrates:
// squeezes/s ≈ HZ · calls/s · call duration (ftrace on: 286 / (1000 · 648 631) = 441 ns).
SimParams loopback(bool ftrace, uint32_t usecs)
{
    SimParams p;
    p.hz = 1000;
    p.budgetUsecs = usecs;
    p.budget = 1000000;
    p.arrivals = ArrivalPattern::Constant;
    p.durationS = 1.0;
    if (ftrace) {
        p.ratePps = 666930;
        p.pollOverheadNs = 160;
        p.perPacketCostNs = 280;
        p.irqCostNs = 300;
    } else {
        p.ratePps = 1.37e6;
        p.pollOverheadNs = 50;
        p.perPacketCostNs = 100;
        p.irqCostNs = 150;
    }
    return p;
}

// The NAPI cliff load of tst_napi_sim: Poisson 1 Mpps, 500 ns per packet, rx-usecs 50 (a NIC,
// not the article's loopback), so a call handles ~50-100 packets.
SimParams cliffLoad(uint32_t hz, uint32_t usecs)
{
    SimParams p;
    p.hz = hz;
    p.budgetUsecs = usecs;
    p.budget = 1000000000;
    p.arrivals = ArrivalPattern::Poisson;
    p.ratePps = 1e6;
    p.durationS = 0.5;
    p.perPacketCostNs = 500;
    p.rxUsecs = 50;
    return p;
}

// The first article's even stream: one packet every 12 µs.
SimParams evenStream(RxMode mode, int64_t rxUsecs, int64_t groNs, int deferIrqs)
{
    SimParams p;
    p.hz = 250;
    p.ratePps = 1e9 / 12000.0;
    p.durationS = 0.5;
    p.perPacketCostNs = 500;
    p.mode = mode;
    p.rxUsecs = rxUsecs;
    p.groFlushTimeoutNs = groNs;
    p.napiDeferHardIrqs = deferIrqs;
    return p;
}

SimParams budgetBinds()
{
    SimParams p;
    p.hz = 1000;
    p.budgetUsecs = 2000;
    p.budget = 300;
    p.arrivals = ArrivalPattern::Poisson;
    p.ratePps = 1e6;
    p.durationS = 0.5;
    p.perPacketCostNs = 300;
    p.rxUsecs = 500;
    return p;
}

SimParams burstsOf1000()
{
    SimParams p;
    p.hz = 1000;
    p.budgetUsecs = 2000;
    p.arrivals = ArrivalPattern::Bursts;
    p.burstSize = 1000;
    p.burstSpacingNs = 50;
    p.ratePps = 500000;
    p.durationS = 0.5;
    p.perPacketCostNs = 300;
    return p;
}

constexpr double kArticleTolerance = 0.15;

const char kOnAssumes[] = "loopback, constant 666 930 packets/s with 2 % sender jitter, one packet per call; fitted "
                          "costs: 160 ns per call + 280 ns per packet (441 ns per call), 300 ns softirq entry; "
                          "no coalescing; netdev_budget 1 000 000";
const char kOffAssumes[] = "loopback, constant 1 370 000 packets/s with 2 % sender jitter, one packet per call; "
                           "fitted costs: 50 ns per call + 100 ns per packet (151 ns per call), 150 ns softirq "
                           "entry; no coalescing; netdev_budget 1 000 000";
const char kCliffAssumes[] = "NIC, Poisson 1 000 000 packets/s, 500 ns per packet, 200 ns per poll, rx-usecs 50; "
                             "netdev_budget 1 000 000 000";
const char kStreamAssumes[] = "NIC, one packet every 12 µs (83 333 packets/s, 2 % sender jitter), 500 ns per "
                              "packet, HZ=250";

std::vector<SimPreset> makePresets()
{
    std::vector<SimPreset> v;
    const auto add = [&v](const char *id, const char *name, const char *assumes, const char *aim, SimParams p,
                          double target = -1, double tolerance = 0) {
        SimPreset s;
        s.id = id;
        s.name = name;
        s.assumptions = assumes;
        s.aim = aim;
        s.params = std::move(p);
        s.targetSqueezePerS = target;
        s.tolerance = target > 0 ? tolerance : 0;
        v.push_back(std::move(s));
    };
    add("cliff-hz1000-1000us", QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Cliff, HZ=1000: 1000 µs"),
        kCliffAssumes, "N = 1: squeezes whenever a tick falls inside a call", cliffLoad(1000, 1000));
    add("cliff-hz1000-1001us", QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Cliff, HZ=1000: 1001 µs"),
        kCliffAssumes, "N = 2: a call would have to span a whole tick: zero squeezes", cliffLoad(1000, 1001));
    add("cliff-hz1000-1us", QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Cliff, HZ=1000: 1 µs (same box as 1000)"),
        kCliffAssumes, "the same N as 1000 µs: the same squeeze rate", cliffLoad(1000, 1));
    add("cliff-hz250-4000us", QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Cliff, HZ=250: 4000 µs"), kCliffAssumes,
        "N = 1 at HZ=250", cliffLoad(250, 4000));
    add("cliff-hz250-4001us", QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Cliff, HZ=250: 4001 µs"), kCliffAssumes,
        "N = 2 at HZ=250: zero squeezes", cliffLoad(250, 4001));
    add("cliff-hz250-2000us",
        QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Cliff, HZ=250: recipe 2000 µs (same box as 4000)"),
        kCliffAssumes, "the HZ=1000 recipe on HZ=250: 1 jiffy, a quarter of the default", cliffLoad(250, 2000));
    add("stream-napi-rx-usecs-100", QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "12 µs stream: NAPI, rx-usecs 100"),
        kStreamAssumes, "Windows-DPC-like picture: ~100 µs coalescing, spikes the article puts at 50-80 µs",
        evenStream(RxMode::Napi, 100, 0, 0));
    add("stream-per-packet", QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "12 µs stream: per-packet interrupts"),
        kStreamAssumes, "FreeBSD-like picture: one interrupt per packet, jitter under 10 µs, more CPU",
        evenStream(RxMode::PerPacket, 0, 0, 0));
    add("stream-napi-rx-usecs-200", QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "12 µs stream: NAPI, rx-usecs 200"),
        kStreamAssumes, "Linux-default picture: bursts, delivery gaps the article puts at 150-250 µs",
        evenStream(RxMode::Napi, 200, 0, 0));
    add("stream-gro-20us-defer-1",
        QT_TRANSLATE_NOOP("jitterscope::SimParamsForm",
                          "12 µs stream: rx-usecs 200, gro_flush_timeout 20 µs, napi_defer_hard_irqs 1"),
        kStreamAssumes, "Linux-tuned picture: timer re-polls keep the interrupt masked, small bursts, more CPU",
        evenStream(RxMode::Napi, 200, 20000, 1));
    add("budget-bursts-1000",
        QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "netdev_budget binds: bursts of 1000 packets"),
        "NIC, bursts of 1000 packets 50 ns apart every 2 ms, 300 ns per packet, netdev_budget 300",
        "the packet side of the counter: squeeze_by_budget_per_s > 0", burstsOf1000());
    // Issue 13 additions: the articles' own figures.
    const struct {
        const char *id, *name;
        bool ftrace;
        uint32_t usecs;
        double target;
    } rows[] = {
        { "loopback-ftrace-on-1us", QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Loopback lab, ftrace on: 1 µs"),
          true, 1, 288 },
        { "loopback-ftrace-on-500us",
          QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Loopback lab, ftrace on: 500 µs"), true, 500, 282 },
        { "loopback-ftrace-on-1000us",
          QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Loopback lab, ftrace on: 1000 µs"), true, 1000, 286 },
        { "loopback-ftrace-on-1001us",
          QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Loopback lab, ftrace on: 1001 µs"), true, 1001, 0 },
        { "loopback-ftrace-off-1us", QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Loopback lab, ftrace off: 1 µs"),
          false, 1, 205 },
        { "loopback-ftrace-off-500us",
          QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Loopback lab, ftrace off: 500 µs"), false, 500, 208 },
        { "loopback-ftrace-off-1000us",
          QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Loopback lab, ftrace off: 1000 µs"), false, 1000, 207 },
        { "loopback-ftrace-off-1001us",
          QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Loopback lab, ftrace off: 1001 µs"), false, 1001, 0 },
    };
    for (const auto &r : rows)
        add(r.id, r.name, r.ftrace ? kOnAssumes : kOffAssumes,
            r.target > 0 ? "the second article's squeeze rate for this row (N = 1: a tick inside a call)"
                         : "the second article's cliff: N = 2, exactly zero squeezes",
            loopback(r.ftrace, r.usecs), r.target, kArticleTolerance);
    SimParams never = loopback(false, 1000000);
    never.budget = 300;
    never.ratePps = 1.35e6;
    add("loopback-budget-300-never-binds",
        QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "Loopback lab: netdev_budget 300 never binds"),
        "as the ftrace-off loopback rows at 1 350 000 packets/s; netdev_budget 300, netdev_budget_usecs 1 000 000",
        "the second article's zero: one packet per call never reaches a 300-packet budget", never, 0, 0);
    add("budget-binds-rx-usecs-500",
        QT_TRANSLATE_NOOP("jitterscope::SimParamsForm", "netdev_budget binds: rx-usecs 500 at 1 Mpps"),
        "NIC, Poisson 1 000 000 packets/s, 300 ns per packet, rx-usecs 500 (a ~500-packet backlog per "
        "interrupt), netdev_budget 300, HZ=1000, 2000 µs",
        "what the article's loopback could not show: the packet budget binds within a tick "
        "(squeeze_by_budget_per_s > 0)",
        budgetBinds());
    return v;
}

void appendEscaped(std::string &out, const char *s)
{
    out += '"';
    for (; *s; ++s) {
        if (*s == '"' || *s == '\\')
            out += '\\';
        out += *s;
    }
    out += '"';
}

} // namespace

const std::vector<SimPreset> &simPresets()
{
    static const std::vector<SimPreset> presets = makePresets();
    return presets;
}

const SimPreset *findSimPreset(const std::string &id)
{
    for (const SimPreset &p : simPresets())
        if (id == p.id)
            return &p;
    return nullptr;
}

std::string simPresetsJson()
{
    std::string out = "[\n";
    char buf[768];
    bool first = true;
    for (const SimPreset &s : simPresets()) {
        const SimParams &p = s.params;
        out += first ? "  {\"id\": " : ",\n  {\"id\": ";
        first = false;
        appendEscaped(out, s.id);
        out += ", \"name\": ";
        appendEscaped(out, s.name);
        out += ", \"assumptions\": ";
        appendEscaped(out, s.assumptions);
        out += ", \"aim\": ";
        appendEscaped(out, s.aim);
        std::snprintf(buf, sizeof buf,
                      ",\n   \"params\": {\"mode\": \"%s\", \"hz\": %u, \"budget_usecs\": %u, \"budget\": %d, "
                      "\"weight\": %d, \"arrivals\": \"%s\", \"rate_pps\": %.17g, \"duration_s\": %.17g, "
                      "\"arrival_jitter\": %.17g, \"burst_size\": %d, \"burst_spacing_ns\": %lld, "
                      "\"per_packet_cost_ns\": %lld, \"poll_overhead_ns\": %lld, \"irq_cost_ns\": %lld, "
                      "\"rx_usecs\": %lld, \"rx_frames\": %d, \"gro_flush_timeout_ns\": %lld, "
                      "\"napi_defer_hard_irqs\": %d, \"seed\": %llu}",
                      rxModeName(p.mode), p.hz, p.budgetUsecs, p.budget, p.weight, arrivalPatternName(p.arrivals),
                      p.ratePps, p.durationS, p.arrivalJitter, p.burstSize, (long long)p.burstSpacingNs,
                      (long long)p.perPacketCostNs, (long long)p.pollOverheadNs, (long long)p.irqCostNs,
                      (long long)p.rxUsecs, p.rxFrames, (long long)p.groFlushTimeoutNs, p.napiDeferHardIrqs,
                      (unsigned long long)p.seed);
        out += buf;
        if (s.hasTarget()) {
            std::snprintf(buf, sizeof buf, ",\n   \"target_squeeze_per_s\": %.17g, \"tolerance\": %.17g",
                          s.targetSqueezePerS, s.tolerance);
            out += buf;
        }
        out += '}';
    }
    out += "\n]\n";
    return out;
}

std::string simPresetsText()
{
    std::string out;
    char buf[64];
    for (const SimPreset &s : simPresets()) {
        out += s.id;
        out += std::string(s.id).size() < 34 ? std::string(34 - std::string(s.id).size(), ' ') : " ";
        out += s.name;
        if (s.hasTarget()) {
            std::snprintf(buf, sizeof buf, "  [target %.0f squeezes/s]", s.targetSqueezePerS);
            out += buf;
        }
        out += '\n';
    }
    return out;
}

} // namespace jitterscope
