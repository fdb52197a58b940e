// `jitterscope-cli capture`: runs the privileged helper jitterscope-capture through LiveCapture
// (the same path the GUI takes): the helper records the session file and streams the same pcapng
// to this process, which reads it with the trace reader and analyses it live; a one-line live
// summary goes to stderr and the final analysis to stdout.
#include "app/cli/cli_common.h"

#include "core/base/duration.h"
#include "core/live/live_capture.h"
#include "core/report/report.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <thread>
#include <unistd.h>

namespace jitterscope::cli {

static const char kCaptureHelp[] = R"(Usage: jitterscope-cli capture -i IFACE -w FILE [OPTIONS]

Starts the capture helper (jitterscope-capture, next to this program or named by the
JITTERSCOPE_CAPTURE environment variable), which alone needs capture rights, and shows a live
one-line summary while it writes the session file (packets, softnet samples, statistics and
metadata in one pcapng; see docs/capture.md).

Options (passed to the helper):
  -i IFACE            Interface (required).
  -f FILTER           BPF capture filter.
  -s SNAPLEN          Bytes kept per packet (default 256: the headers and 48 payload bytes the
                      analysis reads; 262144 keeps whole packets, in block mode).
  -B KIB, --tstamp-type NAME
  --softnet-hz N      softnet_stat samples per second, 10..100 (default 20).
  --duration DUR      Stop after DUR.
  -c COUNT            Stop after COUNT packets.
  -w FILE             Session file (required).
  --metrics ADDR      The helper also serves Prometheus metrics at http://ADDR/metrics while
                      capturing: PORT (on 127.0.0.1), HOST:PORT or [IPv6]:PORT (docs/fleet.md).
  --metrics-flows N   Flows with series of their own (default 20; the rest: flow="other").
  --kernel-events     The helper also records the kernel's napi_poll and NET_RX softirq events
                      (needs tracefs and CAP_PERFMON; without them it says which and captures
                      packets anyway). The report gains "kernel_events" (docs/cli.md).
  -h, --help          This help.

  --format text|json  Final analysis printed when the capture ends (default text; the JSON is
                      the one of 'analyze', with session, softnet and drops).
  --detail-window N   Per-packet detail (timeline, bursts, jitter) kept for the last N packets,
                      so that a long session's memory stays flat (default 4194304, 49 MiB;
                      0 = the whole session, 12 B a packet); the softnet rates and kernel
                      events follow it. Counters, inter-arrival histograms and the kernel
                      events' totals always cover the whole session; the file keeps every packet.
  --flow-limit N      Flows kept one by one (default 100000, ~2.3 KB each; 0 = no limit). The
                      packets of flows first seen after that are counted in the whole session's
                      figures only ("untracked" in the report).
  -q                  No live summary line.

Ctrl-C stops the capture cleanly. Exit status: the helper's (0 success, 1 usage, 2 capture or
write error, 3 no capture permission: the message says which setcap command to run).
)";

static int64_t monoNs()
{
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// The signal handler only sets a flag (LiveCapture::stop() takes a mutex, which a handler must
// not); a small watcher thread turns the flag into stop().
static std::atomic<bool> g_stopSignal { false };

static void forwardStop(int)
{
    g_stopSignal.store(true);
}

int runCapture(int argc, char **argv)
{
    const char *cmd = "capture";
    Args args(argc, argv, 2);
    LiveCaptureOptions o;
    std::string value, error, format = "text";
    bool quiet = false;
    long long n = 0;
    while (!args.done()) {
        if (args.flag("-h") || args.flag("--help")) {
            std::fputs(kCaptureHelp, stdout);
            return kExitOk;
        }
        if (args.flag("-q")) {
            quiet = true;
            continue;
        }
        if (args.flag("--kernel-events")) {
            o.kernelEvents = true;
            continue;
        }
        if (args.option("-i", value, &error)) {
            o.interface = value;
        } else if (args.option("-f", value, &error)) {
            o.filter = value;
        } else if (args.option("-s", value, &error)) {
            if (!parseInt(value, 1, 262144, n))
                return usageError("-s must be 1..262144", cmd);
            o.snapLen = int(n);
        } else if (args.option("-B", value, &error)) {
            if (!parseInt(value, 1, 4 << 20, n))
                return usageError("-B must be a size in KiB", cmd);
            o.bufferKiB = int(n);
        } else if (args.option("--tstamp-type", value, &error)) {
            o.tstampType = value;
        } else if (args.option("--softnet-hz", value, &error)) {
            if (!parseInt(value, 10, 100, n))
                return usageError("--softnet-hz must be 10..100", cmd);
            o.softnetHz = int(n);
        } else if (args.option("--duration", value, &error)) {
            std::string why;
            const auto ns = parsePositiveDurationNs(value, &why);
            if (!ns)
                return usageError("--duration: " + why, cmd);
            o.durationNs = *ns;
        } else if (args.option("-c", value, &error)) {
            if (!parseInt(value, 1, INT64_MAX, n))
                return usageError("-c needs a packet count", cmd);
            o.packetCount = uint64_t(n);
        } else if (args.option("-w", value, &error)) {
            if (value == "-")
                return usageError("-w -: the CLI reads the stream itself; give a file", cmd);
            if (!o.sessionPath.empty())
                return usageError("only one -w FILE", cmd);
            o.sessionPath = value;
        } else if (args.option("--metrics", value, &error)) {
            o.metricsAddress = value; // the helper checks it and says what is wrong
        } else if (args.option("--detail-window", value, &error)) {
            if (!parseInt(value, 0, INT64_MAX, n))
                return usageError("--detail-window needs a packet count (0 = the whole session)", cmd);
            o.detailWindow = size_t(n);
        } else if (args.option("--flow-limit", value, &error)) {
            if (!parseInt(value, 0, INT64_MAX, n))
                return usageError("--flow-limit needs a flow count (0 = no limit)", cmd);
            o.flowLimit = size_t(n);
        } else if (args.option("--metrics-flows", value, &error)) {
            if (!parseInt(value, 0, 1000, n))
                return usageError("--metrics-flows must be 0..1000", cmd);
            o.metricsFlows = int(n);
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
    if (o.interface.empty())
        return usageError("-i IFACE is required", cmd);
    if (o.sessionPath.empty())
        return usageError("-w FILE is required", cmd);

    Analyzer analyzer(o.analysis);
    LiveCapture capture(o);
    if (!o.metricsAddress.empty())
        std::fprintf(stderr,
                     "jitterscope-cli capture: Prometheus metrics at http://%s%s/metrics (served by the helper)\n",
                     o.metricsAddress.find(':') == std::string::npos ? "127.0.0.1:" : "", o.metricsAddress.c_str());
    const bool tty = isatty(STDERR_FILENO);
    const int64_t t0 = monoNs();
    int64_t nextLine = t0;
    auto line = [&](const AnalysisSnapshot &s, bool final) {
        uint64_t kdrop = 0, idrop = 0, hdrop = 0, squeeze = 0;
        if (s.session && s.session->counters) {
            kdrop = s.session->counters->pcapDrop;
            idrop = s.session->counters->pcapIfDrop;
            hdrop = s.session->counters->queueDrops;
        }
        if (s.session)
            for (const SoftnetCpuTotals &t : s.session->softnetTotals)
                squeeze += t.timeSqueeze;
        std::fprintf(stderr,
                     "%s%7.1f s  packets %llu  gap p50 %s p99 %s  drops kernel %llu interface %llu helper %llu "
                     "analysis %llu  time_squeeze %llu%s",
                     tty ? "\r" : "", double(monoNs() - t0) / 1e9, static_cast<unsigned long long>(s.packets),
                     formatDurationNs(double(s.interarrival.p50Ns), true).c_str(),
                     formatDurationNs(double(s.interarrival.p99Ns), true).c_str(),
                     static_cast<unsigned long long>(kdrop), static_cast<unsigned long long>(idrop),
                     static_cast<unsigned long long>(hdrop), static_cast<unsigned long long>(s.analysisDrops),
                     static_cast<unsigned long long>(squeeze), tty && !final ? "   " : "\n");
    };
    if (!quiet)
        capture.onProgress = [&](const Analyzer &a) {
            if (monoNs() < nextLine)
                return;
            nextLine = monoNs() + (tty ? 250'000'000 : 1'000'000'000);
            line(*a.snapshot(), false);
        };
    std::atomic<bool> done { false };
    std::signal(SIGINT, forwardStop);
    std::signal(SIGTERM, forwardStop);
    std::thread watcher([&] {
        while (!done.load()) {
            if (g_stopSignal.exchange(false))
                capture.stop();
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    });
    const LiveCaptureResult r = capture.run(analyzer);
    done.store(true);
    watcher.join();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    const auto snap = analyzer.snapshot();
    if (!quiet)
        line(*snap, true);
    if (r.streamStarted) {
        const auto put = [](const char *data, size_t size) { std::fwrite(data, 1, size, stdout); };
        if (format == "json")
            writeReportJson(*snap, put); // streamed, as analyze does
        else {
            const std::string out = reportText(*snap);
            put(out.data(), out.size());
        }
    }
    if (!r.message.empty())
        std::fprintf(stderr, "jitterscope-cli capture: %s\n", r.message.c_str());
    switch (r.status) {
    case LiveCaptureStatus::Ok: return kExitOk;
    case LiveCaptureStatus::Permission: return 3;
    case LiveCaptureStatus::StartFailed: return kExitUsage;
    case LiveCaptureStatus::HelperError: return r.exitCode > 0 ? r.exitCode : kExitDamaged;
    case LiveCaptureStatus::Killed:
    case LiveCaptureStatus::StreamError: break;
    }
    return kExitDamaged;
}

} // namespace jitterscope::cli
