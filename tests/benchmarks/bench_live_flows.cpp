// A bounded live session of ever-new flows (DNS, scans, many short-lived clients), on demand:
// peak RSS of an Analyzer set up as a live session (the default detail window, the worker
// thread) fed synthetic Ethernet/IPv4/UDP datagrams at 10 µs spacing, a new flow every
// `--per-flow` packets, without a flow limit and with one (Analyzer::setFlowLimit), alternating,
// each run in a child process of its own (VmHWM is per process). Prints each run and the medians.
//
//   bench_live_flows [--packets N] [--per-flow K] [--limit L] [--rounds R] [--limited-only 1]
//
// Defaults: 2 000 000 packets, 1 packet a flow, limit 100 000 (the live default), 3 rounds.
// Without a limit the session grows ~2.3 KB a flow (2 M flows: ~4.7 GB): --limited-only 1 runs
// the limited sessions alone, to see that they stay flat over longer sessions.
#include "core/analysis/analyzer.h"
#include "core/live/live_capture.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace jitterscope;

namespace {

long vmHwmKiB()
{
    std::ifstream f("/proc/self/status");
    std::string line;
    while (std::getline(f, line))
        if (line.rfind("VmHWM:", 0) == 0)
            return std::atol(line.c_str() + 6);
    return -1;
}

/// One session in this process; returns the peak RSS in KiB and the untracked packets.
std::pair<long, uint64_t> session(uint64_t packets, uint64_t perFlow, size_t limit)
{
    Analyzer a;
    a.setDetailWindow(kDefaultDetailWindow);
    a.setFlowLimit(limit);
    a.enableWorkerThread();
    constexpr size_t kBatch = 4096;
    constexpr size_t kFrame = 14 + 20 + 8 + 32;
    std::vector<uint8_t> frames(kBatch * kFrame);
    std::vector<RawPacket> batch(kBatch);
    int64_t t = 1700000000LL * 1000000000LL;
    for (uint64_t i = 0; i < packets;) {
        const size_t n = size_t(std::min<uint64_t>(kBatch, packets - i));
        for (size_t k = 0; k < n; ++k, ++i) {
            uint8_t *b = &frames[k * kFrame];
            std::memset(b, 0, kFrame);
            b[12] = 0x08;
            uint8_t *ip = b + 14;
            ip[0] = 0x45;
            ip[2] = 0, ip[3] = 20 + 8 + 32;
            ip[8] = 64;
            ip[9] = 17;
            const uint64_t flow = i / perFlow; // a new source address and port every perFlow packets
            ip[12] = 10, ip[13] = uint8_t(flow >> 16), ip[14] = uint8_t(flow >> 8), ip[15] = uint8_t(flow);
            ip[16] = 10, ip[19] = 1;
            uint8_t *udp = ip + 20;
            udp[0] = uint8_t(0x80 | (flow >> 24)), udp[1] = uint8_t(flow >> 16);
            udp[2] = 0, udp[3] = 53;
            udp[5] = 8 + 32;
            for (size_t p = 0; p < 32; ++p)
                udp[8 + p] = uint8_t(i * 31 + p);
            RawPacket &rp = batch[k];
            rp = RawPacket {};
            rp.tsNs = (t += 10000);
            rp.data = b;
            rp.capLen = rp.wireLen = uint32_t(kFrame);
            rp.linkType = 1;
        }
        batch.resize(n);
        a.addBatch(batch);
        batch.resize(kBatch);
        if (i % (1 << 18) < kBatch)
            (void)a.snapshot(10000); // the live window's snapshots
    }
    a.finish();
    const auto s = a.snapshot(10000);
    return { vmHwmKiB(), s->untrackedPackets };
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    uint64_t packets = 2000000, perFlow = 1;
    size_t limit = kDefaultFlowLimit;
    int rounds = 3;
    bool limitedOnly = false;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string k = argv[i];
        const uint64_t v = std::strtoull(argv[i + 1], nullptr, 10);
        if (k == "--packets")
            packets = v;
        else if (k == "--per-flow")
            perFlow = std::max<uint64_t>(1, v);
        else if (k == "--limit")
            limit = size_t(v);
        else if (k == "--limited-only")
            limitedOnly = v != 0;
        else if (k == "--rounds")
            rounds = int(std::max<uint64_t>(1, v));
        else {
            std::fprintf(stderr, "usage: %s [--packets N] [--per-flow K] [--limit L] [--rounds R] [--limited-only 1]\n",
                         argv[0]);
            return 2;
        }
    }
    std::printf("%llu packets, a new flow every %llu (%llu flows), detail window %zu packets\n",
                static_cast<unsigned long long>(packets), static_cast<unsigned long long>(perFlow),
                static_cast<unsigned long long>((packets + perFlow - 1) / perFlow), kDefaultDetailWindow);
    std::vector<double> peak[2];
    for (int r = 0; r < rounds; ++r) {
        for (int mode = limitedOnly ? 1 : 0; mode < 2; ++mode) {
            const size_t l = mode == 0 ? 0 : limit;
            int fd[2];
            if (pipe(fd) != 0)
                return 1;
            const pid_t pid = fork();
            if (pid == 0) {
                close(fd[0]);
                const auto [kib, untracked] = session(packets, perFlow, l);
                char buf[64];
                const int len =
                    std::snprintf(buf, sizeof buf, "%ld %llu", kib, static_cast<unsigned long long>(untracked));
                (void)!write(fd[1], buf, size_t(len));
                _exit(0);
            }
            close(fd[1]);
            char buf[64] = {};
            (void)!read(fd[0], buf, sizeof buf - 1);
            close(fd[0]);
            int status = 0;
            waitpid(pid, &status, 0);
            long kib = 0;
            unsigned long long untracked = 0;
            if (std::sscanf(buf, "%ld %llu", &kib, &untracked) != 2)
                return 1;
            peak[mode].push_back(double(kib) / 1024.0);
            std::printf("round %d  flow limit %-7zu peak RSS %8.1f MB  untracked packets %llu\n", r + 1, l,
                        double(kib) / 1024.0, untracked);
            std::fflush(stdout);
        }
    }
    std::printf("median peak RSS: no limit %.1f MB, limit %zu %.1f MB (ratio %.2f)\n", median(peak[0]), limit,
                median(peak[1]), median(peak[1]) / std::max(1.0, median(peak[0])));
    return 0;
}
