// Trace analysis benchmark (run on demand, see docs/benchmarks.md).
//
// Usage: bench_trace FILE [--runs N] [--only libpcap|walk|analysis]
// Measures, in one run and on the same file, alternating to share the machine's noise:
//   libpcap  — a bare pcap_next_ex loop (nanosecond precision), the baseline;
//   walk     — the core reader alone (TraceFile::nextBatch), the "plain block walk";
//   analysis — the full analysis (flows, histograms, percentiles, bursts), as the CLI runs it.
// Each measurement runs in a forked child so its peak RSS (ru_maxrss) is its own. Prints medians,
// the ratio analysis/libpcap in packets per second, and peak memory per packet.
#include "core/analysis/analyze_stream.h"
#include "core/trace/trace_file.h"

#include <pcap/pcap.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace jitterscope;

namespace {

struct Result {
    double seconds = 0;
    uint64_t packets = 0;
    long maxRssKb = 0;
};

uint64_t runLibpcap(const char *path)
{
    char err[PCAP_ERRBUF_SIZE];
    pcap_t *p = pcap_open_offline_with_tstamp_precision(path, PCAP_TSTAMP_PRECISION_NANO, err);
    if (!p) {
        std::fprintf(stderr, "libpcap: %s\n", err);
        std::exit(3);
    }
    struct pcap_pkthdr *h;
    const u_char *data;
    uint64_t n = 0, sum = 0;
    while (pcap_next_ex(p, &h, &data) == 1) {
        ++n;
        sum += uint64_t(h->ts.tv_usec) + h->caplen; // keep the loop honest
    }
    pcap_close(p);
    if (sum == 42)
        std::puts("");
    return n;
}

uint64_t runWalk(const char *path)
{
    TraceFile f;
    std::string err;
    if (!f.open(path, &err)) {
        std::fprintf(stderr, "walk: %s\n", err.c_str());
        std::exit(3);
    }
    std::vector<RawPacket> batch;
    uint64_t n = 0, sum = 0;
    while (f.nextBatch(batch, 4096)) {
        n += batch.size();
        for (const RawPacket &p : batch)
            sum += uint64_t(p.tsNs) + p.capLen;
    }
    n += batch.size();
    if (sum == 42)
        std::puts("");
    return n;
}

uint64_t runAnalysis(const char *path)
{
    std::string err;
    auto snap = analyzeFile(path, AnalysisOptions(), &err);
    if (!snap) {
        std::fprintf(stderr, "analysis: %s\n", err.c_str());
        std::exit(3);
    }
    return snap->packets;
}

Result measure(const char *what, const char *path)
{
    int fds[2];
    if (pipe(fds) != 0)
        std::exit(3);
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        const auto t0 = std::chrono::steady_clock::now();
        uint64_t n = 0;
        if (!std::strcmp(what, "libpcap"))
            n = runLibpcap(path);
        else if (!std::strcmp(what, "walk"))
            n = runWalk(path);
        else
            n = runAnalysis(path);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        Result r { s, n, 0 };
        if (write(fds[1], &r, sizeof r) != ssize_t(sizeof r))
            _exit(3);
        _exit(0);
    }
    close(fds[1]);
    Result r;
    if (read(fds[0], &r, sizeof r) != ssize_t(sizeof r)) {
        std::fprintf(stderr, "%s: child failed\n", what);
        std::exit(3);
    }
    close(fds[0]);
    int status = 0;
    struct rusage ru { };
    wait4(pid, &status, 0, &ru);
    r.maxRssKb = ru.ru_maxrss;
    return r;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_trace FILE [--runs N]\n");
        return 1;
    }
    const char *path = argv[1];
    int runs = 5;
    const char *only = nullptr;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--runs"))
            runs = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--only"))
            only = argv[i + 1];
    }
    if (only) {
        // One kind, in this process (for perf record / stat): prints seconds and packets.
        const auto t0 = std::chrono::steady_clock::now();
        const uint64_t n = !std::strcmp(only, "libpcap") ? runLibpcap(path)
                           : !std::strcmp(only, "walk")  ? runWalk(path)
                                                         : runAnalysis(path);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        struct rusage ru { };
        getrusage(RUSAGE_SELF, &ru);
        std::printf("%s %llu packets %.3f s %.2f M packets/s peak RSS %.1f MB\n", only,
                    static_cast<unsigned long long>(n), s, double(n) / s / 1e6, double(ru.ru_maxrss) / 1024.0);
        return 0;
    }
    const char *kinds[] = { "libpcap", "walk", "analysis" };
    std::vector<double> secs[3];
    long rss[3] = { 0, 0, 0 };
    uint64_t packets[3] = { 0, 0, 0 };
    measure("walk", path); // warm the page cache
    for (int r = 0; r < runs; ++r) {
        for (int k = 0; k < 3; ++k) {
            const Result res = measure(kinds[k], path);
            secs[k].push_back(res.seconds);
            rss[k] = std::max(rss[k], res.maxRssKb);
            packets[k] = res.packets;
        }
    }
    std::printf("file %s, %d runs each, medians\n", path, runs);
    for (int k = 0; k < 3; ++k) {
        const double m = median(secs[k]);
        std::printf("%-9s %12llu packets  %8.3f s  %8.2f M packets/s  peak RSS %8.1f MB\n", kinds[k],
                    static_cast<unsigned long long>(packets[k]), m, double(packets[k]) / m / 1e6,
                    double(rss[k]) / 1024.0);
    }
    const double ratio = (double(packets[2]) / median(secs[2])) / (double(packets[0]) / median(secs[0]));
    const double bytesPerPacket = packets[2] ? (double(rss[2]) * 1024.0 - 100e6) / double(packets[2]) : 0;
    std::printf("analysis / libpcap packet rate: %.2fx (target >= 3x)\n", ratio);
    std::printf("analysis peak RSS: %.1f MB = 100 MB + %.2f bytes/packet (target <= 16)\n", double(rss[2]) / 1024.0,
                bytesPerPacket);
    if (packets[0] != packets[2])
        std::printf("WARNING: libpcap read %llu packets, the analysis %llu\n",
                    static_cast<unsigned long long>(packets[0]), static_cast<unsigned long long>(packets[2]));
    return 0;
}
