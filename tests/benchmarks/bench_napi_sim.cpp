// Simulator speed (issue 4 §3: at least 10× faster than real time at 1 M packets/s), on demand:
//   bench_napi_sim [RUNS=5] [SECONDS=1]
// Simulates SECONDS of Poisson arrivals at 1 M packets/s (the cliff load of tst_napi_sim) in NAPI
// mode and in per-packet mode, then constant arrivals at 1 M packets/s with the article's loopback
// costs (one packet per net_rx_action call: the most events per packet), RUNS times each, and prints the median wall
// time and the ratio simulated time / wall time (the baseline is real time itself).
#include "core/sim/napi_sim.h"
#include "core/sim/presets.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace jitterscope;

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const double seconds = argc > 2 ? std::atof(argv[2]) : 1.0;
    for (int kind = 0; kind < 3; ++kind) {
        const RxMode mode = kind == 1 ? RxMode::PerPacket : RxMode::Napi;
        std::vector<double> wall;
        uint64_t packets = 0;
        for (int r = 0; r < runs; ++r) {
            SimParams p;
            p.hz = 1000;
            p.budgetUsecs = 1000;
            p.budget = 1000000000;
            p.arrivals = ArrivalPattern::Poisson;
            p.ratePps = 1e6;
            p.durationS = seconds;
            p.perPacketCostNs = 500;
            p.rxUsecs = 50;
            p.mode = mode;
            if (kind == 2) {
                p = findSimPreset("loopback-ftrace-on-1000us")->params;
                p.ratePps = 1e6;
                p.durationS = seconds;
            }
            p.seed = uint64_t(r + 1);
            const auto t0 = std::chrono::steady_clock::now();
            const SimResult res = runSimulation(p);
            wall.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
            packets = res.packets;
        }
        std::sort(wall.begin(), wall.end());
        const double median = wall[wall.size() / 2];
        std::printf("%-10s %llu packets in %.1f simulated s: median %.3f s wall = %.1fx real time (target >= 10x)\n",
                    kind == 0   ? "napi"
                    : kind == 1 ? "per-packet"
                                : "loopback",
                    static_cast<unsigned long long>(packets), seconds, median, seconds / median);
    }
    return 0;
}
