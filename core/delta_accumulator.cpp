#include "core/delta_accumulator.h"

#include <algorithm>
#include <cmath>

namespace jitterscope {

DeltaStats DeltaAccumulator::stats() const
{
    DeltaStats s;
    s.count = m_count;
    if (m_count == 0)
        return s;
    s.minNs = m_min;
    s.maxNs = m_max;
    s.sumNs = m_sum;
    s.meanNs = double(m_sum / int64_t(m_count)) + double(m_sum % int64_t(m_count)) / double(m_count);
    s.stddevNs = std::sqrt(std::max(0.0, boost::accumulators::variance(m_var)));
    s.negative = m_neg;
    s.p50Ns = m_hist->percentile(0.50);
    s.p90Ns = m_hist->percentile(0.90);
    s.p99Ns = m_hist->percentile(0.99);
    s.p999Ns = m_hist->percentile(0.999);
    return s;
}

void BurstAccumulator::closeRun()
{
    if (m_runSize == 0)
        return;
    ++m_runs;
    m_packets += m_runSize;
    m_sizes.add(int64_t(m_runSize));
    if (m_sizeHist.size() < 256)
        m_sizeHist.resize(256, 0);
    ++m_sizeHist[std::min<uint64_t>(m_runSize, 256) - 1];
    if (m_runSize >= 2) {
        ++m_bursts;
        m_inBursts += m_runSize;
        m_durations.add(m_prev - m_runStart);
    }
    m_runSize = 0;
}

BurstStats BurstAccumulator::finish()
{
    closeRun();
    BurstStats b;
    b.thresholdNs = m_threshold;
    b.thresholdDerived = m_derived;
    b.runs = m_runs;
    b.bursts = m_bursts;
    b.packetsInBursts = m_inBursts;
    b.meanSize = m_runs ? double(m_packets) / double(m_runs) : 0;
    b.maxSize = uint64_t(m_sizes.maxValue());
    b.p50Size = uint64_t(m_sizes.percentile(0.5));
    b.p90Size = uint64_t(m_sizes.percentile(0.9));
    b.p99Size = uint64_t(m_sizes.percentile(0.99));
    b.maxDurationNs = m_durations.maxValue();
    b.p50DurationNs = m_durations.percentile(0.5);
    b.p99DurationNs = m_durations.percentile(0.99);
    b.idleGaps = m_idle.count();
    b.p50IdleNs = m_idle.percentile(0.5);
    b.p99IdleNs = m_idle.percentile(0.99);
    b.maxIdleNs = m_idle.maxValue();
    b.sizeHistogram = m_sizeHist;
    // Trim trailing zeros so small traces give short arrays.
    while (!b.sizeHistogram.empty() && b.sizeHistogram.back() == 0)
        b.sizeHistogram.pop_back();
    // Start over for idempotence.
    m_runs = m_bursts = m_inBursts = m_packets = 0;
    return b;
}

int64_t deriveBurstThresholdNs(const LogLinearHistogram &gaps)
{
    struct Pt {
        double x, w;
    };
    std::vector<Pt> pts;
    gaps.forEachBucket([&](int64_t lo, int64_t hi, uint64_t c) {
        if (hi <= 0)
            return;
        const double mid = std::max(1.0, (double(std::max<int64_t>(lo, 1)) + double(hi)) / 2);
        pts.push_back({std::log2(mid), double(c)});
    });
    const int64_t median = gaps.percentile(0.5);
    const int64_t fallback = std::max<int64_t>(1, median / 2);
    if (pts.size() < 2)
        return fallback;
    double W = 0, S = 0, SS = 0;
    for (const Pt &p : pts) {
        W += p.w;
        S += p.w * p.x;
        SS += p.w * p.x * p.x;
    }
    const double mu = S / W;
    const double varT = SS / W - mu * mu;
    if (varT <= 1e-12)
        return fallback;
    double w0 = 0, s0 = 0, best = -1;
    size_t bestI = 0;
    for (size_t i = 0; i + 1 < pts.size(); ++i) {
        w0 += pts[i].w;
        s0 += pts[i].w * pts[i].x;
        const double w1 = W - w0;
        if (w0 <= 0 || w1 <= 0)
            continue;
        const double m0 = s0 / w0, m1 = (S - s0) / w1;
        const double between = (w0 / W) * (w1 / W) * (m0 - m1) * (m0 - m1);
        if (between > best) {
            best = between;
            bestI = i;
        }
    }
    double wa = 0, sa = 0;
    for (size_t i = 0; i <= bestI; ++i) {
        wa += pts[i].w;
        sa += pts[i].w * pts[i].x;
    }
    const double wb = W - wa;
    const double ma = sa / wa, mb = (S - sa) / wb;
    const bool bimodal = best / varT >= 0.8 && mb - ma >= 2.0 && wa / W >= 0.01 && wb / W >= 0.01;
    if (!bimodal)
        return fallback;
    const double cut = (pts[bestI].x + pts[bestI + 1].x) / 2;
    return std::max<int64_t>(1, int64_t(std::llround(std::exp2(cut))));
}

} // namespace jitterscope
