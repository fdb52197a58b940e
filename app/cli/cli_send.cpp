// `jitterscope-cli send`: the paced UDP probe sender.
#include "app/cli/cli_common.h"

#include "core/base/duration.h"
#include "core/gen/probe_sender.h"
#include "core/gen/tx_timestamps.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>

namespace jitterscope::cli {

static const char kSendHelp[] =
    R"(Usage: jitterscope-cli send --to HOST:PORT --rate PPS --size BYTES --duration DUR [OPTIONS]

Sends UDP datagrams carrying the Jitterscope probe payload (magic 'JSPR', 64-bit sequence from 0,
64-bit CLOCK_REALTIME transmit time in ns) at a fixed rate, paced on absolute CLOCK_MONOTONIC
deadlines, and reports its own pacing error at the end.

Options:
  --to HOST:PORT     Destination ([ADDR]:PORT for IPv6).
  --rate PPS         Datagrams per second (decimal allowed, e.g. 0.5).
  --size BYTES       UDP payload size, 24..65507 (default 64).
  --burst N          Send N datagrams back-to-back per tick (ticks/s = PPS / N; default 1).
  --duration DUR     Stop after DUR (required; e.g. 10s, 500ms).
  --count N          Also stop after N datagrams.
  --spin DUR         Busy-wait window before each deadline (default 50us when the tick period
                     is under 2 ms, else 0).
  --tx-timestamps    Also read the kernel's transmit timestamps (SO_TIMESTAMPING: software,
                     hardware where the NIC already stamps TX) and check them: the application
                     -> kernel TX delay, and reports out of order or for the wrong packet.
  -h, --help         This help.

The report (stdout, one 'key: value' per line): sent, send_errors, ticks, late_ticks,
elapsed_ns, achieved_pps, pacing_p50_ns, pacing_p99_ns, pacing_max_ns (|actual - scheduled|
time of each tick's first send). With --tx-timestamps also tx_enabled, tx_reports, tx_software,
tx_hardware, tx_with_payload, tx_missing, tx_out_of_order, tx_wrong_packet, tx_backwards, tx_app_to_kernel_p50_ns,
tx_app_to_kernel_p99_ns, tx_app_to_kernel_max_ns, tx_kernel_to_wire_p50_ns, tx_kernel_to_wire_max_ns
(docs/cli.md). Ctrl-C stops early and still prints the report.
Exit status: 0 success; 1 usage error or the socket cannot be opened; 2 every send failed.
)";

static ProbeSender *g_sender = nullptr;

template<typename T> static bool parseUint(const std::string &text, T &out)
{
    if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos)
        return false;
    const unsigned long long v = std::stoull(text);
    if (v > static_cast<unsigned long long>(T(~T(0))))
        return false;
    out = T(v);
    return true;
}

static void onSignal(int)
{
    if (g_sender)
        g_sender->stop();
}

int runSend(int argc, char **argv)
{
    const char *cmd = "send";
    Args args(argc, argv, 2);
    ProbeSenderOptions opt;
    std::string value, error;
    bool haveTo = false, haveRate = false, haveDuration = false;
    while (!args.done()) {
        if (args.flag("-h") || args.flag("--help")) {
            std::fputs(kSendHelp, stdout);
            return kExitOk;
        }
        if (args.option("--to", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            if (!splitHostPort(value, opt.host, opt.port))
                return usageError("--to: expected HOST:PORT (or [ADDR]:PORT), not '" + value + "'", cmd);
            haveTo = true;
        } else if (args.option("--rate", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            char *end = nullptr;
            opt.ratePps = std::strtod(value.c_str(), &end);
            if (end == value.c_str() || *end || !(opt.ratePps > 0))
                return usageError("--rate: not a positive number: '" + value + "'", cmd);
            haveRate = true;
        } else if (args.option("--size", value, &error)) {
            if (!error.empty() || !parseUint(value, opt.sizeBytes))
                return usageError(error.empty() ? "--size: not a number: '" + value + "'" : error, cmd);
        } else if (args.option("--burst", value, &error)) {
            if (!error.empty() || !parseUint(value, opt.burst) || opt.burst == 0)
                return usageError(error.empty() ? "--burst: not a positive number: '" + value + "'" : error, cmd);
        } else if (args.option("--count", value, &error)) {
            if (!error.empty() || !parseUint(value, opt.count) || opt.count == 0)
                return usageError(error.empty() ? "--count: not a positive number: '" + value + "'" : error, cmd);
        } else if (args.option("--duration", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            std::string why;
            const auto ns = parsePositiveDurationNs(value, &why);
            if (!ns)
                return usageError("--duration: " + why, cmd);
            opt.durationNs = *ns;
            haveDuration = true;
        } else if (args.flag("--tx-timestamps")) {
            opt.txTimestamps = true;
        } else if (args.option("--spin", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            std::string why;
            const auto ns = parseDurationNs(value, &why);
            if (!ns)
                return usageError("--spin: " + why, cmd);
            opt.spinNs = *ns;
        } else {
            return usageError("unknown argument '" + args.peek() + "'", cmd);
        }
    }
    if (!haveTo)
        return usageError("--to HOST:PORT is required", cmd);
    if (!haveRate)
        return usageError("--rate PPS is required", cmd);
    if (!haveDuration)
        return usageError("--duration DUR is required (the sender is always bounded)", cmd);

    ProbeSender sender;
    if (!sender.open(opt, &error)) {
        std::fprintf(stderr, "jitterscope-cli send: %s\n", error.c_str());
        return kExitUsage;
    }
    g_sender = &sender;
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    const ProbeSenderReport r = sender.run();
    g_sender = nullptr;
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    std::printf("to: %s\nsent: %llu\nsend_errors: %llu\nticks: %llu\nlate_ticks: %llu\nelapsed_ns: %lld\n"
                "achieved_pps: %.3f\npacing_p50_ns: %lld\npacing_p99_ns: %lld\npacing_max_ns: %lld\n",
                sender.peer().c_str(), (unsigned long long)r.sent, (unsigned long long)r.sendErrors,
                (unsigned long long)r.ticks, (unsigned long long)r.lateTicks, (long long)r.elapsedNs, r.achievedPps,
                (long long)r.pacingP50Ns, (long long)r.pacingP99Ns, (long long)r.pacingMaxNs);
    if (opt.txTimestamps) {
        const TxTimestampReport t = sender.txTimestamps();
        std::printf("tx_enabled: %s\ntx_reports: %llu\ntx_software: %llu\ntx_hardware: %llu\ntx_with_payload: "
                    "%llu\ntx_missing: %llu\n"
                    "tx_out_of_order: %llu\ntx_wrong_packet: %llu\ntx_backwards: %llu\n"
                    "tx_app_to_kernel_p50_ns: %lld\ntx_app_to_kernel_p99_ns: %lld\ntx_app_to_kernel_max_ns: %lld\n"
                    "tx_kernel_to_wire_p50_ns: %lld\ntx_kernel_to_wire_max_ns: %lld\n",
                    t.enabled ? "yes" : "no", (unsigned long long)t.reports, (unsigned long long)t.software,
                    (unsigned long long)t.hardware, (unsigned long long)t.withPayload, (unsigned long long)t.missing,
                    (unsigned long long)t.outOfOrder, (unsigned long long)t.wrongPacket,
                    (unsigned long long)t.backwards, (long long)t.appToKernelP50Ns, (long long)t.appToKernelP99Ns,
                    (long long)t.appToKernelMaxNs, (long long)t.kernelToWireP50Ns, (long long)t.kernelToWireMaxNs);
        if (!t.error.empty())
            std::fprintf(stderr, "jitterscope-cli send: no transmit timestamps: %s\n", t.error.c_str());
    }
    if (!r.firstError.empty())
        std::fprintf(stderr, "jitterscope-cli send: first send error: %s\n", r.firstError.c_str());
    return r.sent == 0 && r.sendErrors > 0 ? kExitDamaged : kExitOk;
}

} // namespace jitterscope::cli
