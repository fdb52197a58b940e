// `jitterscope-cli simulate`: the NAPI/softirq receive-path model of one CPU.
#include "app/cli/cli_common.h"

#include "core/analysis/analyze_stream.h"
#include "core/base/duration.h"
#include "core/decode/flow_key.h"
#include "core/report/report.h"
#include "core/sim/napi_sim.h"
#include "core/sim/presets.h"
#include "core/sim/sim_snapshot.h"

#include <cstdio>
#include <cstdlib>

namespace jitterscope::cli {

static const char kHelp[] = R"(Usage: jitterscope-cli simulate [--preset NAME] [OPTIONS]
       jitterscope-cli simulate --list-presets [--format text|json]

Discrete-event model of one CPU's receive path: arrivals, interrupt coalescing, NAPI polls
(weight 64) within netdev_budget and netdev_budget_usecs (a jiffy clock with a random phase),
the softirq restart limit and ksoftirqd, gro_flush_timeout, or one interrupt per packet.
Deterministic for a seed. See docs/kernel-model.md.

  --preset NAME           start from a named parameter set (see --list-presets); options
                          given with it override the preset's values
  --list-presets          list the presets (with --format json: parameters, assumptions and,
                          where one is reproduced, the published target_squeeze_per_s)
  --hz N                  kernel tick rate (default 250)
  --budget-usecs U        net.core.netdev_budget_usecs (default 2 jiffies: 2000000/HZ)
  --budget P              net.core.netdev_budget (default 300)
  --rate PPS              offered packets per second (default 100000)
  --duration DUR          simulated time, with a unit: 1s, 200ms (default 1s)
  --seed K                random seed (default 1)
  --arrivals constant|poisson|bursts   arrival pattern (default constant)
  --replay TRACE          arrivals replayed from a pcap/pcapng trace (its capture timestamps,
                          relative to its first packet; --rate/--duration are then ignored)
  --replay-flow EXPR      only the packets of flows matching EXPR (see 'analyze --help')
  --burst-size N          packets per burst with --arrivals bursts (default 32)
  --cost DUR              processing cost per packet (default 500ns)
  --rx-usecs N            interrupt coalescing time in µs (default 0)
  --rx-frames N           interrupt after N frames (default 0)
  --mode napi|per-packet  NAPI (Linux) or one interrupt per packet (FreeBSD-like)
  --gro-flush-timeout NS  gro_flush_timeout in ns (default 0 = off); alone it changes no
                          interrupt timing, as in the kernel (needs --napi-defer-hard-irqs)
  --napi-defer-hard-irqs N  empty polls re-polled by the gro_flush_timeout timer before the
                          interrupt is re-enabled (default 0)
  --arrival-jitter F      relative standard deviation of each send gap, constant and bursts
                          arrivals (default 0.02; 0 = exact, which can phase-lock to HZ)
  --bits 32|64            kernel word size (default 64)
  --timeline FILE         write the per-packet delivery timeline (CSV)
  --format text|json      (default text)
)";

static bool num(const std::string &s, double &out)
{
    char *end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return !s.empty() && !*end && out >= 0;
}

int runSimulate(int argc, char **argv)
{
    const char *cmd = "simulate";
    Args args(argc, argv, 2);
    SimParams p;
    bool budgetUsecsGiven = false, listPresets = false;
    std::string format = "text", timeline, value, error, replayPath, replayFlow;
    double v = 0;
    // The preset first, wherever it stands: every other option then overrides its values.
    const SimPreset *preset = nullptr;
    {
        Args pre(argc, argv, 2);
        while (!pre.done()) {
            if (pre.option("--preset", value, &error)) {
                preset = findSimPreset(value);
                if (!preset)
                    return usageError("unknown preset '" + value + "' (see --list-presets)", cmd);
            } else {
                pre.next();
            }
        }
        error.clear();
        if (preset) {
            p = preset->params;
            budgetUsecsGiven = true;
        }
    }
    while (!args.done()) {
        if (args.flag("-h") || args.flag("--help")) {
            std::fputs(kHelp, stdout);
            return kExitOk;
        }
        if (args.option("--preset", value, &error)) {
            // applied above
        } else if (args.flag("--list-presets")) {
            listPresets = true;
        } else if (args.option("--napi-defer-hard-irqs", value, &error)) {
            if (!num(value, v) || v > 1e9)
                return usageError("--napi-defer-hard-irqs needs a whole number", cmd);
            p.napiDeferHardIrqs = int(v);
        } else if (args.option("--arrival-jitter", value, &error)) {
            if (!num(value, v) || v > 1)
                return usageError("--arrival-jitter must be from 0 to 1", cmd);
            p.arrivalJitter = v;
        } else if (args.option("--hz", value, &error)) {
            if (!num(value, v) || v < 12 || v > 12287)
                return usageError("--hz must be from 12 to 12287", cmd);
            p.hz = uint32_t(v);
        } else if (args.option("--budget-usecs", value, &error)) {
            if (!num(value, v) || v > 4294967295.0)
                return usageError("--budget-usecs needs a number of microseconds", cmd);
            p.budgetUsecs = uint32_t(v);
            budgetUsecsGiven = true;
        } else if (args.option("--budget", value, &error)) {
            char *end = nullptr;
            const long b = std::strtol(value.c_str(), &end, 10);
            if (value.empty() || *end)
                return usageError("--budget needs a whole number", cmd);
            p.budget = int(b);
        } else if (args.option("--rate", value, &error)) {
            if (!num(value, v) || v <= 0 || v > 1e8)
                return usageError("--rate must be a positive packet rate up to 1e8", cmd);
            p.ratePps = v;
        } else if (args.option("--duration", value, &error)) {
            std::string why;
            const auto ns = parsePositiveDurationNs(value, &why);
            if (!ns)
                return usageError("--duration: " + why, cmd);
            if (*ns > 3600'000'000'000LL)
                return usageError("--duration: at most 3600s of simulated time", cmd);
            p.durationS = double(*ns) / 1e9;
        } else if (args.option("--seed", value, &error)) {
            p.seed = std::strtoull(value.c_str(), nullptr, 10);
        } else if (args.option("--arrivals", value, &error)) {
            if (value == "constant")
                p.arrivals = ArrivalPattern::Constant;
            else if (value == "poisson")
                p.arrivals = ArrivalPattern::Poisson;
            else if (value == "bursts")
                p.arrivals = ArrivalPattern::Bursts;
            else
                return usageError("--arrivals must be constant, poisson or bursts", cmd);
        } else if (args.option("--replay", value, &error)) {
            replayPath = value;
        } else if (args.option("--replay-flow", value, &error)) {
            if (!FlowFilter::parse(value, &error))
                return usageError("--replay-flow: " + error, cmd);
            replayFlow = value;
        } else if (args.option("--burst-size", value, &error)) {
            if (!num(value, v) || v < 1)
                return usageError("--burst-size must be at least 1", cmd);
            p.burstSize = int(v);
        } else if (args.option("--cost", value, &error)) {
            std::string why;
            const auto ns = parseDurationNs(value, &why);
            if (!ns)
                return usageError("--cost: " + why, cmd);
            p.perPacketCostNs = *ns;
        } else if (args.option("--rx-usecs", value, &error)) {
            if (!num(value, v))
                return usageError("--rx-usecs needs a number", cmd);
            p.rxUsecs = int64_t(v);
        } else if (args.option("--rx-frames", value, &error)) {
            if (!num(value, v))
                return usageError("--rx-frames needs a number", cmd);
            p.rxFrames = int(v);
        } else if (args.option("--mode", value, &error)) {
            if (value == "napi")
                p.mode = RxMode::Napi;
            else if (value == "per-packet")
                p.mode = RxMode::PerPacket;
            else
                return usageError("--mode must be napi or per-packet", cmd);
        } else if (args.option("--gro-flush-timeout", value, &error)) {
            std::string why;
            const auto ns = parseDurationNs(value, &why);
            if (!ns)
                return usageError("--gro-flush-timeout: " + why, cmd);
            p.groFlushTimeoutNs = *ns;
        } else if (args.option("--bits", value, &error)) {
            if (value != "32" && value != "64")
                return usageError("--bits must be 32 or 64", cmd);
            p.bits = value == "32" ? 32 : 64;
        } else if (args.option("--timeline", value, &error)) {
            timeline = value;
        } else if (args.option("--format", value, &error)) {
            if (value != "text" && value != "json")
                return usageError("--format must be text or json", cmd);
            format = value;
        } else {
            return usageError("unknown argument '" + args.peek() + "'", cmd);
        }
        if (!error.empty())
            return usageError(error, cmd);
    }
    if (listPresets) {
        const std::string out = format == "json" ? simPresetsJson() : simPresetsText();
        std::fwrite(out.data(), 1, out.size(), stdout);
        return kExitOk;
    }
    if (!budgetUsecsGiven)
        p.budgetUsecs = 2 * (1000000u / p.hz);
    if (!replayPath.empty()) {
        // The trace's packets (of the chosen flows) arrive at the NIC at their capture times.
        AnalysisOptions ao;
        ao.flowFilter = replayFlow;
        std::string openError;
        const auto snap = analyzeFile(replayPath, ao, &openError);
        if (!snap)
            return usageError("--replay: " + openError, cmd);
        if (snap->packetsStored < snap->firstStored + 2)
            return usageError("--replay: the trace has fewer than two packets to replay", cmd);
        const int64_t origin = snap->minTsNs;
        p.replayArrivalsNs.reserve(snap->packetsStored - snap->firstStored);
        for (size_t i = snap->firstStored; i < snap->packetsStored; ++i)
            p.replayArrivalsNs.push_back((*snap->store)[i].tsNs - origin);
        p.arrivals = ArrivalPattern::Replay;
    } else if (p.ratePps * p.durationS > 2e8) {
        return usageError("rate x duration above 2e8 packets: shorten --duration", cmd);
    }
    SimResult r;
    try {
        r = runSimulation(p);
    } catch (const std::exception &e) {
        return usageError(e.what(), cmd);
    }
    if (!timeline.empty() && !writeTimeline(r, timeline)) {
        std::fprintf(stderr, "jitterscope-cli simulate: cannot write %s\n", timeline.c_str());
        return kExitUsage;
    }
    std::string out = format == "json" ? simulationJson(r) : simulationText(r);
    // The tracepoints the model fired, analysed as `analyze` analyses a recorded session's: the
    // same "kernel_events" member, so a simulated run and a measured one compare key by key.
    const std::optional<KernelEventsStats> events = simulatedKernelEvents(r);
    if (format == "json") {
        std::string member = kernelEventsJson(events); // {\n  "kernel_events": …\n}\n
        member = member.substr(member.find('\n') + 1);
        member.resize(member.rfind('}'));
        while (!member.empty() && member.back() == '\n')
            member.pop_back();
        out.resize(out.rfind('}'));
        while (!out.empty() && (out.back() == '\n' || out.back() == ' '))
            out.pop_back();
        out += ",\n" + member + "\n}\n";
    } else if (events) {
        char buf[512];
        std::snprintf(buf, sizeof buf,
                      "kernel events as traced: %llu napi polls (%llu at budget), %llu NET_RX runs "
                      "(p50 %s, p99 %s, max %s), %llu crossing a tick (run time / tick: %.3f per run)\n",
                      (unsigned long long)events->napiPolls, (unsigned long long)events->pollsAtBudget,
                      (unsigned long long)events->netRxRuns, formatDurationNs(double(events->netRxP50Ns)).c_str(),
                      formatDurationNs(double(events->netRxP99Ns)).c_str(),
                      formatDurationNs(double(events->netRxMaxNs)).c_str(),
                      (unsigned long long)events->runsCrossingTick,
                      events->netRxRuns ? events->expectedTickCrossings / double(events->netRxRuns) : 0.0);
        out += buf;
    }
    if (preset) {
        // The measured figure beside the published one.
        char buf[512];
        if (format == "json") {
            out.resize(out.rfind('}'));
            while (!out.empty() && (out.back() == '\n' || out.back() == ' '))
                out.pop_back();
            std::snprintf(buf, sizeof buf, ",\n  \"preset\": \"%s\"", preset->id);
            out += buf;
            if (preset->hasTarget()) {
                // The figure belongs to the preset's own netdev_budget_usecs: a sweep shows it as the reference.
                std::snprintf(buf, sizeof buf,
                              ",\n  \"target_squeeze_per_s\": %.17g,\n  \"tolerance\": %.17g,\n"
                              "  \"target_budget_usecs\": %u",
                              preset->targetSqueezePerS, preset->tolerance, preset->params.budgetUsecs);
                out += buf;
            }
            out += "\n}\n";
        } else {
            std::snprintf(buf, sizeof buf, "preset %s: %s\n", preset->id, preset->aim);
            out += buf;
            if (preset->hasTarget()) {
                std::snprintf(buf, sizeof buf, "published %.0f squeezes/s at %u µs, this run %.1f/s at %u µs\n",
                              preset->targetSqueezePerS, preset->params.budgetUsecs, r.timeSqueezePerS, p.budgetUsecs);
                out += buf;
            }
        }
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    if (!out.empty() && out.back() != '\n')
        std::fputc('\n', stdout);
    return kExitOk;
}

} // namespace jitterscope::cli
