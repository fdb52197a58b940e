#include "core/analysis/delta_accumulator.h"

#include "core/base/saturating.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace jitterscope {

namespace {

using u128 = unsigned __int128;

/// hi · 2^128 + lo: just enough 256-bit arithmetic for the variance numerator.
struct U256 {
    u128 hi = 0, lo = 0;
};

U256 mul(u128 a, u128 b)
{
    constexpr u128 kMask = ~uint64_t(0);
    const u128 a0 = a & kMask, a1 = a >> 64, b0 = b & kMask, b1 = b >> 64;
    const u128 lo = a0 * b0, mid1 = a0 * b1, mid2 = a1 * b0, hi = a1 * b1;
    const u128 t = (lo >> 64) + (mid1 & kMask) + (mid2 & kMask); // < 2^66
    return { hi + (mid1 >> 64) + (mid2 >> 64) + (t >> 64), (lo & kMask) | (t << 64) };
}

/// x + high · 2^128 (high < 2^128 − x.hi in every use: n · carry < 2^128).
U256 mulAdd(U256 x, u128 high)
{
    return { x.hi + high, x.lo };
}

/// a − b, or 0 when b > a.
U256 subClamped(U256 a, U256 b)
{
    if (a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo))
        return {};
    return { a.hi - b.hi - (a.lo < b.lo), a.lo - b.lo };
}

long double toLongDouble(U256 x)
{
    constexpr long double k2p128 = 340282366920938463463374607431768211456.0L;
    return static_cast<long double>(x.hi) * k2p128 + static_cast<long double>(x.lo);
}

} // namespace

DeltaStats DeltaAccumulator::stats() const
{
    namespace ba = boost::accumulators;
    DeltaStats s;
    s.count = ba::count(m_acc);
    if (s.count == 0)
        return s;
    const int64_t n = int64_t(s.count);
    s.minNs = ba::min(m_acc);
    s.maxNs = ba::max(m_acc);
    // Σd telescopes to (last − first) within one scope, so it fits int64 for any real trace; a
    // file whose timestamps span more than int64 saturates the reported sum (the mean stays exact).
    s.sumNs = m_sum > INT64_MAX ? INT64_MAX : m_sum < INT64_MIN ? INT64_MIN : int64_t(m_sum);
    const __int128 whole = m_sum / n, rest = m_sum % n; // integer division first: exact for any Σ
    s.meanNs = double(whole) + double(rest) / double(n);
    // Population variance (n·Σd² − (Σd)²) / n², the numerator exact in 256 bits whatever the
    // gaps; only the final division is floating point.
    const unsigned __int128 absSum = static_cast<unsigned __int128>(m_sum < 0 ? -m_sum : m_sum);
    const U256 nSumSq = mulAdd(mul(uint64_t(n), m_sumSqLo), uint64_t(n) * static_cast<unsigned __int128>(m_sumSqCarry));
    const U256 sumSquared = mul(absSum, absSum);
    const long double num = toLongDouble(subClamped(nSumSq, sumSquared)); // ≥ 0 by Cauchy–Schwarz
    s.stddevNs = double(std::sqrt(num / (static_cast<long double>(n) * n)));
    s.negative = m_neg;
    LogLinearHistogram folded;
    const LogLinearHistogram *h = &m_hist;
    if (!m_win.empty()) {
        folded = histogram();
        h = &folded;
    }
    s.p50Ns = h->percentile(0.50);
    s.p90Ns = h->percentile(0.90);
    s.p99Ns = h->percentile(0.99);
    s.p999Ns = h->percentile(0.999);
    return s;
}

BurstAccumulator::BurstAccumulator(int64_t thresholdNs, bool derived, bool idleFromGaps)
    : m_threshold(thresholdNs)
    , m_derived(derived)
    , m_idleFromGaps(idleFromGaps && thresholdNs > 0)
{
    if (m_idleFromGaps)
        m_firstBucketHigh = LogLinearHistogram::bucketHighOf(uint64_t(thresholdNs));
}

void BurstAccumulator::closeRun()
{
    if (m_runSize == 0)
        return;
    ++m_runs;
    m_packets += m_runSize;
    // Sizes below 256 are counted exactly in m_sizeHist; only larger runs need the histogram.
    if (m_runSize >= 256)
        m_bigSizes.add(int64_t(m_runSize));
    const uint64_t size = std::min<uint64_t>(m_runSize, 256);
    if (size == 1) {
        ++m_singleRuns;
    } else {
        const size_t k = size_t(size - 2);
        if (k >= m_sizeHist.size())
            m_sizeHist.resize(k + 1, 0);
        ++m_sizeHist[k];
    }
    if (m_runSize >= 2) {
        ++m_bursts;
        m_inBursts += m_runSize;
        m_durations.add(satSub(m_prev, m_runStart));
    }
    m_runSize = 0;
}

uint64_t BurstAccumulator::sizeMax() const
{
    if (m_bigSizes.count())
        return uint64_t(m_bigSizes.maxValue());
    for (size_t i = std::min<size_t>(m_sizeHist.size(), 254); i-- > 0;) // sizes 2 … 255
        if (m_sizeHist[i])
            return i + 2;
    return m_singleRuns ? 1 : 0;
}

uint64_t BurstAccumulator::sizePercentile(double q) const
{
    if (m_runs == 0)
        return 0;
    const uint64_t rank = std::clamp<uint64_t>(uint64_t(std::ceil(q * double(m_runs))), 1, m_runs);
    uint64_t seen = m_singleRuns;
    if (seen >= rank)
        return 1;
    for (size_t i = 0; i < std::min<size_t>(m_sizeHist.size(), 254); ++i) { // sizes 2 … 255
        seen += m_sizeHist[i];
        if (seen >= rank)
            return i + 2;
    }
    // Rank among the runs of 256 or more packets.
    return uint64_t(m_bigSizes.percentile(double(rank - seen) / double(m_bigSizes.count())));
}

bool BurstAccumulator::rebase(int64_t threshold, const LogLinearHistogram &gaps)
{
    if (threshold == m_threshold)
        return true;
    if (threshold <= 0 || m_threshold <= 0 ||
        !gaps.noneIn(std::min(threshold, m_threshold), std::max(threshold, m_threshold)))
        return false;
    if (m_idleFromGaps) {
        // The idle gaps in the new threshold's bucket at or above it. In the old one's bucket: the
        // same. Above it: the whole bucket (its part below the new threshold lies between the two,
        // where there is no gap). Below it: none (the bucket lies between the two).
        const uint64_t high = LogLinearHistogram::bucketHighOf(uint64_t(threshold));
        if (high != m_firstBucketHigh)
            m_idleInFirstBucket = threshold > m_threshold ? gaps.bucketCountOf(threshold) : 0;
        m_firstBucketHigh = high;
    }
    m_threshold = threshold;
    return true;
}

BurstStats BurstAccumulator::finish(const LogLinearHistogram &gaps)
{
    closeRun();
    if (m_idleFromGaps) {
        m_idle.clear();
        if (m_idleCount <= LogLinearHistogram::kExactLimit) {
            for (size_t i = 0; i < m_idleCount; ++i)
                m_idle.add(m_idleValues[i]);
        } else {
            m_idle = gaps.tailFrom(m_threshold, m_idleInFirstBucket, m_idleMin, m_idleCount);
        }
        m_idleFromGaps = false; // finish() is idempotent
    }
    BurstStats b;
    b.thresholdNs = m_threshold;
    b.thresholdDerived = m_derived;
    b.runs = m_runs;
    b.bursts = m_bursts;
    b.packetsInBursts = m_inBursts;
    b.meanSize = m_runs ? double(m_packets) / double(m_runs) : 0;
    b.maxSize = sizeMax();
    b.p50Size = sizePercentile(0.5);
    b.p90Size = sizePercentile(0.9);
    b.p99Size = sizePercentile(0.99);
    b.maxDurationNs = m_durations.maxValue();
    b.p50DurationNs = m_durations.percentile(0.5);
    b.p99DurationNs = m_durations.percentile(0.99);
    b.idleGaps = m_idle.count();
    b.p50IdleNs = m_idle.percentile(0.5);
    b.p99IdleNs = m_idle.percentile(0.99);
    b.maxIdleNs = m_idle.maxValue();
    b.sizeHistogram.reserve(m_sizeHist.size() + 1);
    b.sizeHistogram.push_back(m_singleRuns);
    b.sizeHistogram.insert(b.sizeHistogram.end(), m_sizeHist.begin(), m_sizeHist.end());
    // Trim trailing zeros so small traces give short arrays.
    while (!b.sizeHistogram.empty() && b.sizeHistogram.back() == 0)
        b.sizeHistogram.pop_back();
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
        pts.push_back({ std::log2(mid), double(c) });
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
