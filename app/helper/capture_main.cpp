// jitterscope-capture: the small privileged capture helper (cap_net_raw,cap_net_admin via setcap).
// Writes one pcapng session stream (docs/capture.md) to files and/or stdout. No Qt.
#include "core/base/duration.h"
#include "core/capture/capture_session.h"
#include "core/metrics/metrics_server.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <linux/capability.h>
#include <string>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace jitterscope;

static const char kHelp[] = R"(Usage: jitterscope-capture -i IFACE -w FILE [OPTIONS]
       jitterscope-capture --list-interfaces

Captures packets with libpcap (nanosecond timestamps) and writes a pcapng session:
packets with their userspace delivery time, interface statistics (kernel, interface and helper
queue drops), /proc/net/softnet_stat samples and session metadata (kernel, HZ, netdev_budget,
netdev_budget_usecs, timestamp type). Wireshark, tshark and capinfos read it unchanged.

Options:
  -i IFACE            Interface to capture on (required).
  -f FILTER           BPF capture filter (tcpdump syntax).
  -s SNAPLEN          Bytes kept per packet, 1..262144 (default 256: every header the analysis
                      decodes and 48 bytes of payload; 262144 keeps whole packets).
  -B BUFSIZE          Kernel capture buffer in KiB (default 16384).
                      Immediate mode (each packet read as it arrives) when the buffer holds at
                      least 16384 packets of SNAPLEN, as with the defaults; else block mode
                      (TPACKET_V3, blocks handed over when full or after 10 ms).
  --tstamp-type NAME  Timestamp type: host, host_lowprec, host_hiprec, adapter,
                      adapter_unsynced, ... as --list-interfaces shows for the interface.
  --softnet-hz N      softnet_stat samples per second, 10..100 (default 20).
  --duration DUR      Stop after DUR (e.g. 10s, 500ms).
  -c COUNT            Stop after COUNT packets.
  -w FILE             Write the session to FILE; '-' writes it to stdout. May be given twice
                      (e.g. -w session.pcapng -w - to record and stream at once). Optional with
                      --metrics (a service that only exports metrics writes no file).
  -b filesize:KB | duration:SEC | files:N
                      A ring of files, as dumpcap: switch to a new file after KB kB (1000
                      bytes) or SEC seconds, keep the newest N; files are named
                      FILE_00001_YYYYMMDDHHMMSS.pcapng. May be given up to three times.
  --metrics ADDR      Serve Prometheus metrics at http://ADDR/metrics while capturing: PORT
                      (on 127.0.0.1), HOST:PORT or [IPv6]:PORT; another address than 127.0.0.1
                      only when given. Port 0 picks a free one (the URL is printed on stderr).
  --metrics-flows N   Flows with series of their own, 0..1000 (default 20); the rest share
                      flow="other" (docs/fleet.md).
  --nominal-gap DUR   Nominal gap of every flow for the |gap - nominal| metric (default: each
                      flow's mean rate).
  --burst-gap DUR     Burst threshold for the burst-size metric (default: derived per flow).
  --kernel-events     Also record the kernel's receive events for the capture's duration: the
                      napi:napi_poll tracepoint (time, CPU, device, work, budget) and NET_RX
                      softirq entry/exit, read-only through perf_event_open, on the packets'
                      clock. Needs tracefs mounted and CAP_PERFMON (or root); when either is
                      missing the helper says which and captures packets anyway.
  -q                  No progress lines on stderr.
  --list-interfaces   Names, addresses and timestamp types of the capturable interfaces.
  --read-session FILE Print the Jitterscope data of a session file (metadata, softnet samples,
                      final counters) as 'key: value' lines; needs no capture rights.
  -h, --help          This help.
  --version           The version.

The outputs are flushed at least every 40 ms (live views at 25 Hz); after a crash or kill -9 it opens up to the last flush.
SIGINT/SIGTERM stop the capture cleanly.
Exit status: 0 success; 1 usage error, unknown interface or bad filter; 2 capture or write
error; 3 no permission to capture (the message gives the setcap command to run).
)";

static CaptureSession *g_session = nullptr;

// Once the capture handle is active the helper needs no capability: the packet socket, the
// outputs and the metrics socket are open, reading /proc needs none. Dropping them all means the
// code that runs on packets (the writer, and with --metrics the decoders) runs unprivileged.
static bool dropCapabilities()
{
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    __user_cap_header_struct header { _LINUX_CAPABILITY_VERSION_3, 0 };
    __user_cap_data_struct data[2] {};
    return syscall(SYS_capset, &header, data) == 0;
}

static void onSignal(int)
{
    if (g_session)
        g_session->stop();
}

static int usage(const std::string &m)
{
    std::fprintf(stderr, "jitterscope-capture: %s\nTry 'jitterscope-capture --help'.\n", m.c_str());
    return 1;
}

static bool parseInt(const char *text, long long lo, long long hi, long long &out)
{
    char *end = nullptr;
    errno = 0;
    const long long v = std::strtoll(text, &end, 10);
    if (end == text || *end || errno || v < lo || v > hi)
        return false;
    out = v;
    return true;
}

static int listInterfaces()
{
    std::string error;
    const auto ifs = listCaptureInterfaces(&error);
    if (!error.empty()) {
        std::fprintf(stderr, "jitterscope-capture: %s\n", error.c_str());
        return 2;
    }
    for (const CaptureInterfaceInfo &i : ifs) {
        std::printf("%s%s%s\n", i.name.c_str(), i.loopback ? " (loopback)" : "", i.up ? "" : " (down)");
        if (!i.description.empty())
            std::printf("  description: %s\n", i.description.c_str());
        for (const std::string &a : i.addresses)
            std::printf("  address: %s\n", a.c_str());
        std::string types;
        for (const std::string &t : i.tstampTypes)
            types += (types.empty() ? "" : ", ") + t;
        std::printf("  tstamp types: %s\n", types.empty() ? "host (default only)" : types.c_str());
    }
    return 0;
}

static int readSession(const char *path)
{
    SessionFileData data;
    std::string error;
    if (!readSessionFile(path, data, &error)) {
        std::fprintf(stderr, "jitterscope-capture: %s\n", error.c_str());
        return 1;
    }
    for (const auto &e : data.metadata.entries)
        std::printf("session.%s: %s\n", e.first.c_str(), e.second.c_str());
    std::printf("packets: %llu\ncustom_blocks: %llu\njitterscope_blocks: %llu\nskipped_records: %llu\ntruncated: %s\n",
                (unsigned long long)data.packets, (unsigned long long)data.customBlocks,
                (unsigned long long)data.jitterscopeBlocks, (unsigned long long)data.skippedRecords,
                data.truncated ? "yes" : "no");
    SoftnetSeries series;
    for (const SoftnetSample &s : data.softnet)
        series.add(s);
    std::printf("softnet.samples: %zu\nsoftnet.lines_first: %zu\nsoftnet.columns: %d\nsoftnet.cpu_ids_reliable: %s\n",
                data.softnet.size(), data.softnet.empty() ? size_t(0) : data.softnet.front().lines.size(),
                series.columns(), series.cpuIdsReliable() ? "yes" : "no");
    for (const SoftnetCpuTotals &t : series.totals())
        std::printf("softnet.cpu%u: processed %llu dropped %llu time_squeeze %llu\n", t.cpu,
                    (unsigned long long)t.processed, (unsigned long long)t.dropped, (unsigned long long)t.timeSqueeze);
    if (!data.kernelEvents.empty()) {
        uint64_t polls = 0, edges = 0, work = 0;
        for (const KernelEventBatch &b : data.kernelEvents) {
            polls += b.polls.size();
            edges += b.netRx.size();
            for (const NapiPollEvent &p : b.polls)
                work += uint64_t(std::max(0, p.work));
        }
        std::printf("kernel_events.blocks: %zu\nkernel_events.napi_polls: %llu\nkernel_events.work: %llu\n"
                    "kernel_events.net_rx_edges: %llu\nkernel_events.lost: %llu\n",
                    data.kernelEvents.size(), (unsigned long long)polls, (unsigned long long)work,
                    (unsigned long long)edges, (unsigned long long)data.kernelEvents.back().lostCumulative);
    }
    if (!data.counters.empty()) {
        const CaptureCounters &c = data.counters.back();
        std::printf("counters.captured: %llu\ncounters.written: %llu\ncounters.kernel_drops: %llu\n"
                    "counters.interface_drops: %llu\ncounters.queue_drops: %llu\ncounters.pcap_recv: %llu\n",
                    (unsigned long long)c.captured, (unsigned long long)c.written, (unsigned long long)c.pcapDrop,
                    (unsigned long long)c.pcapIfDrop, (unsigned long long)c.queueDrops, (unsigned long long)c.pcapRecv);
    }
    return data.truncated ? 2 : 0;
}

int main(int argc, char **argv)
{
    CaptureConfig cfg;
    bool quiet = false;
    std::string metricsAddress;
    FlowMetricsOptions metricsOptions;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&](const char *name) -> const char * {
            if (i + 1 >= argc) {
                usage(std::string(name) + " needs a value");
                std::exit(1);
            }
            return argv[++i];
        };
        long long n = 0;
        if (a == "-h" || a == "--help") {
            std::fputs(kHelp, stdout);
            return 0;
        } else if (a == "--version") {
            std::printf("jitterscope-capture %s\n", JITTERSCOPE_VERSION);
            return 0;
        } else if (a == "--read-session") {
            return readSession(value("--read-session"));
        } else if (a == "--list-interfaces" || a == "-D") {
            return listInterfaces();
        } else if (a == "-i") {
            cfg.interface = value("-i");
        } else if (a == "-f") {
            cfg.filter = value("-f");
        } else if (a == "-s") {
            if (!parseInt(value("-s"), 1, 262144, n))
                return usage("-s: snap length must be 1..262144");
            cfg.snapLen = int(n);
        } else if (a == "-B") {
            if (!parseInt(value("-B"), 1, 1 << 21, n))
                return usage("-B: buffer size in KiB must be 1..2097152");
            cfg.bufferBytes = int(n * 1024);
        } else if (a == "--tstamp-type") {
            cfg.tstampType = value("--tstamp-type");
        } else if (a == "--softnet-hz") {
            if (!parseInt(value("--softnet-hz"), 10, 100, n))
                return usage("--softnet-hz must be 10..100");
            cfg.softnetHz = int(n);
        } else if (a == "--duration") {
            const char *v = value("--duration");
            std::string why;
            const auto ns = parsePositiveDurationNs(v, &why);
            if (!ns)
                return usage("--duration: " + why);
            cfg.durationNs = *ns;
        } else if (a == "-c") {
            if (!parseInt(value("-c"), 1, INT64_MAX, n))
                return usage("-c: count must be a positive number");
            cfg.count = uint64_t(n);
        } else if (a == "-w") {
            cfg.outputs.emplace_back(value("-w"));
        } else if (a == "-q") {
            quiet = true;
        } else if (a == "--kernel-events") {
            cfg.kernelEvents = true;
        } else if (a == "-b") {
            std::string why;
            if (!parseRingOption(value("-b"), cfg.ring, &why))
                return usage(why);
        } else if (a == "--metrics") {
            metricsAddress = value("--metrics");
            std::string host, why;
            int port = 0;
            if (!parseMetricsAddress(metricsAddress, host, port, &why))
                return usage("--metrics: " + why);
        } else if (a == "--metrics-flows") {
            if (!parseInt(value("--metrics-flows"), 0, 1000, n))
                return usage("--metrics-flows must be 0..1000");
            metricsOptions.topFlows = size_t(n);
        } else if (a == "--nominal-gap" || a == "--burst-gap") {
            std::string why;
            const auto ns = parsePositiveDurationNs(value(a.c_str()), &why);
            if (!ns)
                return usage(a + ": " + why);
            (a == "--nominal-gap" ? metricsOptions.nominalGapNs : metricsOptions.burstGapNs) = *ns;
        } else {
            return usage("unknown argument '" + a + "'");
        }
    }
    if (cfg.interface.empty())
        return usage("-i IFACE is required (--list-interfaces shows them)");
    cfg.allowNoOutput = !metricsAddress.empty();
    if (cfg.outputs.empty() && !cfg.allowNoOutput)
        return usage("-w FILE (or -w - for stdout) is required (or --metrics ADDR)");

    CaptureSession session;
    std::string error;
    if (!session.open(cfg, &error)) {
        std::fprintf(stderr, "jitterscope-capture: %s\n", error.c_str());
        switch (session.failure()) {
        case CaptureFailure::Permission: return 3;
        case CaptureFailure::Output:
        case CaptureFailure::Pcap: return 2;
        default: return 1;
        }
    }
    if (cfg.kernelEvents) {
        if (session.kernelEventsDiagnostic().empty())
            std::fprintf(stderr,
                         "jitterscope-capture: kernel events: recording napi:napi_poll and NET_RX softirqs (%s)\n",
                         session.metadata().value("kernel_events_source").c_str());
        else
            std::fprintf(stderr, "jitterscope-capture: kernel events not recorded: %s\nCapturing packets anyway.\n",
                         session.kernelEventsDiagnostic().c_str());
    }
    // The metrics are fed on the session's writer thread; the server's threads only read the
    // snapshots it publishes.
    MetricsServer server;
    std::unique_ptr<FlowMetrics> metrics;
    if (!metricsAddress.empty()) {
        if (!server.start(metricsAddress, &error)) {
            std::fprintf(stderr, "jitterscope-capture: %s\n", error.c_str());
            return 1;
        }
        metricsOptions.interface = cfg.interface;
        metricsOptions.linkType = session.linkType();
        metrics = std::make_unique<FlowMetrics>(metricsOptions);
        metrics->setSession(session.metadata());
        metrics->onPublish = [&server](std::shared_ptr<const MetricsSnapshot> s) { server.publish(std::move(s)); };
        FlowMetrics *m = metrics.get();
        session.onPacket = [m](int64_t ts, const uint8_t *p, uint32_t cap, uint32_t wire) {
            m->addPacket(ts, p, cap, wire);
        };
        session.onSoftnet = [m](const SoftnetSample &s) { m->addSoftnet(s); };
        session.onTick = [m](int64_t now) { m->tick(now); };
        timespec now {};
        clock_gettime(CLOCK_REALTIME, &now);
        metrics->publish(int64_t(now.tv_sec) * 1'000'000'000 + now.tv_nsec);
        std::fprintf(stderr, "jitterscope-capture: metrics at %s\n", server.url().c_str());
    }
    session.onProgress = [quiet, &metrics](const CaptureCounters &c) {
        if (metrics)
            metrics->setCounters(c);
        if (!quiet)
            std::fprintf(stderr,
                         "jitterscope-capture: packets %llu written %llu kernel drops %llu if drops %llu queue drops "
                         "%llu softnet samples %llu\n",
                         (unsigned long long)c.captured, (unsigned long long)c.written, (unsigned long long)c.pcapDrop,
                         (unsigned long long)c.pcapIfDrop, (unsigned long long)c.queueDrops,
                         (unsigned long long)c.softnetSamples);
    };
    if (!dropCapabilities())
        std::fprintf(stderr, "jitterscope-capture: warning: could not drop capabilities: %s\n", std::strerror(errno));
    g_session = &session;
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    const bool ok = session.run(&error);
    g_session = nullptr;
    const CaptureCounters c = session.counters();
    if (metrics) {
        timespec now {};
        clock_gettime(CLOCK_REALTIME, &now);
        metrics->setCounters(c);
        metrics->publish(int64_t(now.tv_sec) * 1'000'000'000 + now.tv_nsec);
    }
    std::fprintf(stderr,
                 "jitterscope-capture: done: %llu packets captured, %llu written, %llu kernel drops, %llu interface "
                 "drops, %llu queue drops, %llu softnet samples\n",
                 (unsigned long long)c.captured, (unsigned long long)c.written, (unsigned long long)c.pcapDrop,
                 (unsigned long long)c.pcapIfDrop, (unsigned long long)c.queueDrops,
                 (unsigned long long)c.softnetSamples);
    if (cfg.kernelEvents && session.kernelEventsDiagnostic().empty()) {
        const CaptureSession::KernelEventCounts k = session.kernelEventCounts();
        std::fprintf(stderr,
                     "jitterscope-capture: kernel events: %llu napi polls, %llu NET_RX edges in %llu blocks, %llu "
                     "lost\n",
                     (unsigned long long)k.polls, (unsigned long long)k.netRx, (unsigned long long)k.blocks,
                     (unsigned long long)k.lost);
    }
    if (!ok) {
        std::fprintf(stderr, "jitterscope-capture: %s\n", error.c_str());
        return 2;
    }
    return 0;
}
