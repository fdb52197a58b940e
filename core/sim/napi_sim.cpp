#include "core/sim/napi_sim.h"

#include "core/kernel/kernel_model.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <random>
#include <stdexcept>
#include <tuple>

namespace jitterscope {

namespace {

constexpr int64_t kNsPerSec = 1000000000;

std::vector<int64_t> makeArrivals(const SimParams &p, std::mt19937_64 &rng)
{
    std::vector<int64_t> a;
    if (p.arrivals == ArrivalPattern::Replay) {
        a = p.replayArrivalsNs;
        std::sort(a.begin(), a.end());
        return a;
    }
    const double endNs = p.durationS * 1e9;
    const double gapNs = 1e9 / p.ratePps;
    a.reserve(size_t(p.ratePps * p.durationS * 1.1) + 16);
    // Uniform noise scaled to the standard deviation asked for: u in [-√3, √3) has σ = 1. Drawn
    // from the engine directly (std:: distributions differ between standard libraries).
    const double jitter = std::max(0.0, p.arrivalJitter) * std::sqrt(3.0);
    const auto nextGap = [&](double gap) {
        if (jitter == 0)
            return gap;
        const double u = double(rng() >> 11) * 0x1.0p-53; // [0, 1)
        return std::max(0.0, gap * (1.0 + jitter * (2.0 * u - 1.0)));
    };
    switch (p.arrivals) {
    case ArrivalPattern::Constant: {
        // Time as a double accumulator (the gaps carry fractional sender noise), so a while loop.
        double t = 0;
        while (t < endNs) {
            a.push_back(int64_t(t));
            t += nextGap(gapNs);
        }
        break;
    }
    case ArrivalPattern::Poisson: {
        std::exponential_distribution<double> exp(1.0 / gapNs);
        double t = exp(rng);
        while (t < endNs) {
            a.push_back(int64_t(t));
            t += exp(rng);
        }
        break;
    }
    case ArrivalPattern::Bursts: {
        const int size = std::max(1, p.burstSize);
        const double burstEvery = gapNs * size;
        double t = 0;
        while (t < endNs) {
            for (int i = 0; i < size; ++i)
                a.push_back(int64_t(t) + i * p.burstSpacingNs);
            t += nextGap(burstEvery);
        }
        std::sort(a.begin(), a.end()); // a short gap may start a burst before the last one ended
        break;
    }
    case ArrivalPattern::Replay: break;
    }
    return a;
}

// The event loop. All buffers are sized before run(); nothing allocates per packet or per poll.
class Engine {
public:
    Engine(const SimParams &p, SimResult &r, uint64_t phase)
        : m_p(p)
        , m_r(r)
        , m_arr(r.arrivalNs.data())
        , m_n(r.arrivalNs.size())
        , m_del(r.deliveryNs.data())
        , m_ringLimit(std::max<size_t>(1, p.ringSize))
        , m_ring(ringCapacity(m_ringLimit))
        , m_ringMask(m_ring.size() - 1)
        , m_phase(int64_t(phase))
        , m_limitJ(r.timeLimitJiffies)
        , m_softirqJ(r.maxSoftirqTimeJiffies)
    {
    }

    void run()
    {
        if (m_p.mode == RxMode::PerPacket)
            runPerPacket();
        else
            runNapi();
    }

    int64_t now() const { return m_t; }

private:
    // jiffies at time t: the tick clock has a fixed random offset, so a softirq entry lands at a
    // random phase between two ticks.
    uint64_t jiffies(int64_t t) const { return uint64_t((__int128(t) + m_phase) * m_p.hz / kNsPerSec); }
    static bool timeAfterEq(uint64_t a, uint64_t b) { return int64_t(a - b) >= 0; }
    static bool timeBefore(uint64_t a, uint64_t b) { return int64_t(a - b) < 0; }

    void busy(int64_t ns)
    {
        m_t += ns;
        m_r.busyNs += ns;
    }

    // NIC DMA: every packet that arrived by t goes to the ring, or is dropped when it is full.
    void admit(int64_t t)
    {
        while (m_nextAdmit < m_n && m_arr[m_nextAdmit] <= t) {
            if (m_ringCount < m_ringLimit) {
                m_ring[(m_ringHead + m_ringCount) & m_ringMask] = uint32_t(m_nextAdmit);
                ++m_ringCount;
            } else {
                m_del[m_nextAdmit] = -1;
                ++m_r.dropped;
            }
            ++m_nextAdmit;
        }
    }

    uint32_t pop()
    {
        const uint32_t idx = m_ring[m_ringHead];
        m_ringHead = (m_ringHead + 1) & m_ringMask;
        --m_ringCount;
        return idx;
    }

    // When the NIC raises its interrupt, given rx-usecs / rx-frames coalescing. False: no more packets.
    bool nextIrqTime(int64_t &fire) const
    {
        if (m_ringCount == 0 && m_nextAdmit >= m_n)
            return false;
        const int64_t first = m_ringCount ? m_arr[m_ring[m_ringHead]] : m_arr[m_nextAdmit];
        const bool useTime = m_p.rxUsecs > 0;
        const bool useFrames = m_p.rxFrames > 0;
        int64_t byTime = first + (useTime ? m_p.rxUsecs * 1000 : 0);
        int64_t byFrames = std::numeric_limits<int64_t>::max();
        if (useFrames) {
            const size_t need = size_t(m_p.rxFrames);
            if (m_ringCount >= need) {
                byFrames = m_t;
            } else {
                const size_t k = m_nextAdmit + (need - m_ringCount - 1);
                byFrames = k < m_n ? m_arr[k] : m_arr[m_n - 1]; // the tail is flushed at the last frame
            }
        }
        if (useTime && useFrames)
            fire = std::min(byTime, byFrames);
        else if (useFrames)
            fire = byFrames;
        else
            fire = byTime;
        fire = std::max(fire, m_t);
        return true;
    }

    // One napi_poll: the driver takes up to `weight` packets that are in the ring by now.
    int napiPoll()
    {
        ++m_r.napiPolls;
        busy(m_p.pollOverheadNs);
        int work = 0;
        while (work < m_p.weight) {
            admit(m_t);
            if (m_ringCount == 0)
                break;
            const uint32_t idx = pop();
            busy(m_p.perPacketCostNs);
            m_del[idx] = m_t;
            ++work;
        }
        m_r.napiPollEvents.push_back(NapiPollEvent { m_t, 0, 0, work, m_p.weight }); // trace_napi_poll
        return work;
    }

    // net_rx_action with one NAPI instance. Returns true when it stays scheduled (NET_RX re-raised).
    bool netRxAction()
    {
        ++m_r.netRxActions;
        const int64_t entry = m_t;
        m_r.netRxEvents.push_back(NetRxEvent { entry, 0, false }); // trace_softirq_entry, vec NET_RX
        const bool stays = netRxActionBody();
        m_r.netRxNs += m_t - entry;
        m_r.netRxEvents.push_back(NetRxEvent { m_t, 0, true });
        return stays;
    }

    // napi_complete_done (net/core/dev.c, v5.10+): work done re-loads the deferral count from
    // napi_defer_hard_irqs; while it is positive (decremented on every completion) and
    // gro_flush_timeout is set, the IRQ stays masked and the hrtimer re-polls. gro_flush_timeout
    // alone would arm the timer only for packets GRO holds (gro_bitmask), and it holds none here.
    void napiCompleteDone(int work)
    {
        if (work > 0)
            m_deferCount = m_p.napiDeferHardIrqs;
        if (m_deferCount > 0) {
            --m_deferCount;
            if (m_p.groFlushTimeoutNs > 0) {
                m_timerArmed = true;
                m_timerAt = m_t + m_p.groFlushTimeoutNs;
            }
        }
    }

    bool netRxActionBody()
    {
        const uint64_t timeLimit = jiffies(m_t) + m_limitJ;
        int64_t budget = m_p.budget;
        bool onList = true;
        for (;;) {
            if (!onList)
                return false;
            const int work = napiPoll();
            budget -= work;
            if (work < m_p.weight) {
                onList = false;
                napiCompleteDone(work);
            }
            // The check runs after EACH poll, even one that just completed.
            const bool byBudget = budget <= 0;
            const bool byTime = timeAfterEq(jiffies(m_t), timeLimit);
            if (byBudget || byTime) {
                ++m_r.timeSqueeze;
                if (byBudget && byTime)
                    ++m_r.squeezeByBoth;
                else if (byBudget)
                    ++m_r.squeezeByBudget;
                else
                    ++m_r.squeezeByTime;
                return onList;
            }
        }
    }

    // __do_softirq from irq_exit, then ksoftirqd if work remains.
    void softirq()
    {
        const uint64_t end = jiffies(m_t) + m_softirqJ;
        int maxRestart = kMaxSoftirqRestart;
        for (;;) {
            if (!netRxAction())
                return;
            if (timeBefore(jiffies(m_t), end) && !m_p.needResched && --maxRestart) {
                ++m_r.softirqRestarts;
                continue;
            }
            break;
        }
        // wakeup_softirqd: the rest waits for the scheduler.
        ++m_r.ksoftirqdWakeups;
        m_t += m_p.ksoftirqdDelayNs;
        busy(m_p.ksoftirqdSwitchCostNs);
        while (netRxAction()) { }
    }

    void runNapi()
    {
        for (;;) {
            if (m_timerArmed) {
                m_timerArmed = false;
                m_t = std::max(m_t, m_timerAt);
                ++m_r.timerPolls;
                busy(m_p.timerCostNs);
                softirq();
                continue;
            }
            admit(m_t);
            int64_t fire = 0;
            if (!nextIrqTime(fire))
                break;
            m_t = fire;
            ++m_r.hardIrqs;
            busy(m_p.irqCostNs);
            softirq();
        }
    }

    void runPerPacket()
    {
        for (;;) {
            admit(m_t);
            if (m_ringCount == 0) {
                if (m_nextAdmit >= m_n)
                    break;
                m_t = std::max(m_t, m_arr[m_nextAdmit]);
                continue;
            }
            const uint32_t idx = pop();
            ++m_r.hardIrqs;
            busy(m_p.perPacketIrqCostNs + m_p.perPacketCostNs);
            m_del[idx] = m_t;
        }
    }

    const SimParams &m_p;
    SimResult &m_r;
    const int64_t *m_arr;
    size_t m_n;
    int64_t *m_del;
    // Power-of-two storage so the index wraps with a mask; m_ringLimit is the NIC's ring size.
    static size_t ringCapacity(size_t n)
    {
        size_t c = 1;
        while (c < n)
            c <<= 1;
        return c;
    }
    size_t m_ringLimit;
    std::vector<uint32_t> m_ring;
    size_t m_ringMask;
    size_t m_ringHead = 0, m_ringCount = 0, m_nextAdmit = 0;
    int64_t m_t = 0;
    int64_t m_phase;
    uint64_t m_limitJ, m_softirqJ;
    bool m_timerArmed = false; // the IRQ is masked while the deferral timer is pending
    int64_t m_timerAt = 0;
    int m_deferCount = 0; // napi->defer_hard_irqs_count
};

Percentiles percentiles(std::vector<int64_t> &v)
{
    Percentiles p;
    if (v.empty())
        return p;
    // Nearest-rank percentiles by selection: O(n) each instead of a full sort.
    const auto at = [&v](double q) {
        const size_t i = std::min(v.size() - 1, size_t(std::ceil(q * double(v.size()))) - 1);
        std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(i), v.end());
        return v[i];
    };
    p.p50 = at(0.50);
    p.p90 = at(0.90);
    p.p99 = at(0.99);
    p.p999 = at(0.999);
    p.max = *std::max_element(v.begin(), v.end());
    return p;
}

void finish(SimResult &r)
{
    const SimParams &p = r.params;
    // One scratch buffer, latencies first, then the gaps: a second 8 MB allocation per million
    // packets costs more in page faults than the pass it saves.
    std::vector<int64_t> scratch;
    scratch.reserve(r.deliveryNs.size());
    for (size_t i = 0; i < r.deliveryNs.size(); ++i)
        if (r.deliveryNs[i] >= 0)
            scratch.push_back(r.deliveryNs[i] - r.arrivalNs[i]);
    r.delivered = scratch.size();
    r.latencyNs = percentiles(scratch);
    scratch.clear();
    int64_t prev = -1;
    uint64_t run = 0;
    const auto closeRun = [&r](uint64_t n) {
        if (n == 0)
            return;
        ++r.bursts;
        r.maxBurstSize = std::max(r.maxBurstSize, n);
    };
    for (size_t i = 0; i < r.deliveryNs.size(); ++i) {
        const int64_t d = r.deliveryNs[i];
        if (d < 0)
            continue;
        if (prev >= 0) {
            const int64_t g = d - prev;
            scratch.push_back(g);
            if (g < p.burstGapThresholdNs) {
                ++run;
            } else {
                closeRun(run);
                run = 1;
            }
        } else {
            run = 1;
        }
        prev = d;
    }
    closeRun(run);
    r.meanBurstSize = r.bursts ? double(r.delivered) / double(r.bursts) : 0.0;
    r.deliveryGapNs = percentiles(scratch);
    const double s = r.durationS > 0 ? r.durationS : 1e-9;
    r.timeSqueezePerS = double(r.timeSqueeze) / s;
    r.squeezeByTimePerS = double(r.squeezeByTime + r.squeezeByBoth) / s;
    r.squeezeByBudgetPerS = double(r.squeezeByBudget + r.squeezeByBoth) / s;
    r.cpuShare = double(r.busyNs) / (s * 1e9);
    r.netRxShare = double(r.netRxNs) / (s * 1e9);
    r.meanCallNs = r.netRxActions ? double(r.netRxNs) / double(r.netRxActions) : 0.0;
    r.squeezesPerCall = r.netRxActions ? double(r.timeSqueeze) / double(r.netRxActions) : 0.0;
}

} // namespace

const char *arrivalPatternName(ArrivalPattern p)
{
    switch (p) {
    case ArrivalPattern::Constant: return "constant";
    case ArrivalPattern::Poisson: return "poisson";
    case ArrivalPattern::Bursts: return "bursts";
    case ArrivalPattern::Replay: return "replay";
    }
    return "?";
}

const char *rxModeName(RxMode m)
{
    return m == RxMode::PerPacket ? "per-packet" : "napi";
}

bool Percentiles::operator==(const Percentiles &o) const
{
    return p50 == o.p50 && p90 == o.p90 && p99 == o.p99 && p999 == o.p999 && max == o.max;
}

SimResult runSimulation(const SimParams &params)
{
    const KernelConfig cfg { params.hz, params.bits };
    if (!isValidConfig(cfg))
        throw std::invalid_argument("invalid HZ or word size");
    if (params.arrivals != ArrivalPattern::Replay && (!(params.ratePps > 0) || !(params.durationS > 0)))
        throw std::invalid_argument("rate and duration must be positive");
    if (params.weight <= 0)
        throw std::invalid_argument("NAPI weight must be positive");

    const auto wall0 = std::chrono::steady_clock::now();
    SimResult r;
    r.params = params;
    r.params.replayArrivalsNs.clear(); // the arrivals are kept in r.arrivalNs
    r.timeLimitJiffies = usecsToJiffies(cfg, params.budgetUsecs);
    r.maxSoftirqTimeJiffies = maxSoftirqTimeJiffies(cfg);

    std::mt19937_64 rng(params.seed);
    const uint64_t tickNsCeil = (uint64_t(kNsPerSec) + params.hz - 1) / params.hz;
    r.tickPhaseNs = int64_t(rng() % tickNsCeil);
    r.arrivalNs = makeArrivals(params, rng);
    r.packets = r.arrivalNs.size();
    r.deliveryNs.assign(r.arrivalNs.size(), -1);
    if (params.arrivals == ArrivalPattern::Replay) {
        const double span = r.arrivalNs.empty() ? 0.0 : double(r.arrivalNs.back() - r.arrivalNs.front()) / 1e9;
        r.durationS = span > 0 ? span : params.durationS;
    } else {
        r.durationS = params.durationS;
    }

    if (!r.arrivalNs.empty()) {
        Engine e(params, r, uint64_t(r.tickPhaseNs));
        e.run();
    }
    finish(r);
    r.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
    return r;
}

} // namespace jitterscope

namespace jitterscope {

bool SimParams::operator==(const SimParams &o) const
{
    const auto tie = [](const SimParams &p) {
        return std::tie(p.hz, p.bits, p.budgetUsecs, p.budget, p.weight, p.groFlushTimeoutNs, p.napiDeferHardIrqs,
                        p.arrivals, p.ratePps, p.durationS, p.burstSize, p.burstSpacingNs, p.arrivalJitter,
                        p.replayArrivalsNs, p.seed, p.perPacketCostNs, p.pollOverheadNs, p.irqCostNs, p.timerCostNs,
                        p.ksoftirqdDelayNs, p.ksoftirqdSwitchCostNs, p.perPacketIrqCostNs, p.rxUsecs, p.rxFrames,
                        p.ringSize, p.mode, p.needResched, p.burstGapThresholdNs);
    };
    // A new field must be added to the tie above: this fails to compile when the size changes.
    static_assert(sizeof(SimParams) == 208, "SimParams changed: update operator==");
    return tie(*this) == tie(o);
}

} // namespace jitterscope
