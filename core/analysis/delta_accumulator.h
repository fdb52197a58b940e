// Running inter-arrival statistics of one scope. Boost.Accumulators carries count, min, max and
// sum over the integer gaps (exact); the sum of squares is kept in 128-bit integers so the variance
// is exact too (no per-sample division on the hot path); percentiles come from a
// LogLinearHistogram (within 0.2 % of the exact nearest-rank value).
#pragma once

#include "core/analysis/snapshot.h"
#include "core/analysis/spacing.h"

#include <boost/accumulators/accumulators.hpp>
#include <boost/accumulators/statistics/count.hpp>
#include <boost/accumulators/statistics/max.hpp>
#include <boost/accumulators/statistics/min.hpp>
#include <boost/accumulators/statistics/stats.hpp>
#include <boost/accumulators/statistics/sum.hpp>

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

namespace jitterscope {

class DeltaAccumulator {
public:
    void add(int64_t d)
    {
        addRunning(d);
        m_hist.add(d);
    }
    /// add() of each of the n gaps d[0..n) (the histogram takes them in bulk: addAll).
    void addAll(const int64_t *d, size_t n)
    {
        for (size_t i = 0; i < n; ++i)
            addRunning(d[i]);
        m_hist.addAll(d, n);
    }
    /// As add(), but a gap inside the exact window (startWindow) is only counted there; returns
    /// whether it was. The window's exact values can then serve a second histogram as well
    /// (the deviations from the nominal gap: foldWindow()).
    bool addWindowed(int64_t d)
    {
        addRunning(d);
        const uint64_t at = uint64_t(d) - uint64_t(m_winLo);
        if (at < m_win.size()) {
            ++m_win[at];
            return true;
        }
        m_hist.add(d);
        return false;
    }
    /// Exact counters for gaps [lo, lo + width). Only for a histogram past its exact mode.
    void startWindow(int64_t lo, size_t width)
    {
        m_winLo = lo;
        m_win.assign(width, 0);
    }
    /// Moves the window's counts into the histogram, calling f(value, count) for each value
    /// present, and ends the window.
    template<typename F> void foldWindow(F &&f)
    {
        for (size_t i = 0; i < m_win.size(); ++i) {
            if (const uint64_t c = m_win[i]) {
                const int64_t v = m_winLo + int64_t(i);
                m_hist.add(v, c);
                f(v, c);
            }
        }
        m_win.clear();
        m_win.shrink_to_fit();
    }
    [[nodiscard]] DeltaStats stats() const;
    /// The gap histogram (the window's counts included).
    [[nodiscard]] LogLinearHistogram histogram() const
    {
        LogLinearHistogram h = m_hist;
        for (size_t i = 0; i < m_win.size(); ++i)
            if (m_win[i])
                h.add(m_winLo + int64_t(i), m_win[i]);
        return h;
    }
    /// histogram() merged into `into`, without the copy.
    void mergeHistogramInto(LogLinearHistogram &into) const
    {
        into.merge(m_hist);
        for (size_t i = 0; i < m_win.size(); ++i)
            if (m_win[i])
                into.add(m_winLo + int64_t(i), m_win[i]);
    }
    /// The smallest and the largest gap (0 when none): what stats() says, without its percentiles.
    [[nodiscard]] std::pair<int64_t, int64_t> minMax() const
    {
        if (count() == 0)
            return { 0, 0 };
        return { boost::accumulators::min(m_acc), boost::accumulators::max(m_acc) };
    }
    /// A copy for a snapshot (the accumulator goes on mutating its own).
    [[nodiscard]] std::shared_ptr<const LogLinearHistogram> histogramCopy() const
    {
        return std::make_shared<LogLinearHistogram>(histogram());
    }
    /// The gap histogram moved out, for the end of an analysis: the accumulator's own is left
    /// empty (its stats() no longer have percentiles). Saves a copy per scope (with 100 000 flows,
    /// ~150 MB).
    [[nodiscard]] std::shared_ptr<const LogLinearHistogram> takeHistogram()
    {
        auto h = std::make_shared<LogLinearHistogram>(std::move(m_hist));
        m_hist = LogLinearHistogram();
        for (size_t i = 0; i < m_win.size(); ++i)
            if (m_win[i])
                h->add(m_winLo + int64_t(i), m_win[i]);
        return h;
    }
    [[nodiscard]] uint64_t count() const { return boost::accumulators::count(m_acc); }
    /// Where an exact window of `width` counters (startWindow) counts the most gaps: around the
    /// median gap, not below the smallest (before a window is open). False for a median too far
    /// out for the window's values to fit in int64 (a file's timestamps jumping across centuries).
    [[nodiscard]] bool windowStartFor(size_t width, int64_t *lo) const
    {
        const int64_t median = m_hist.percentile(0.5);
        if (median <= INT64_MIN / 2 || median >= INT64_MAX / 2)
            return false;
        *lo = std::max(m_hist.minValue(), median - int64_t(width / 2));
        return true;
    }
    /// Room for n gaps (LogLinearHistogram::reserve).
    void reserve(size_t n) { m_hist.reserve(n); }
    /// Also keep the gaps' SpacingSums (the flows' rate-based nominal gap).
    void trackSpacing() { m_spacingOn = true; }
    [[nodiscard]] const SpacingSums &spacing() const { return m_spacing; }

private:
    void addRunning(int64_t d)
    {
        m_acc(d);
        m_sum += d; // |d| < 2^63: 2^64 gaps cannot overflow 128 bits
        // Σd² in 192 bits (d² < 2^126, so the 64-bit carry word cannot overflow either): exact
        // even for gaps of centuries, which a file's timestamps jumping across the range can give.
        const auto sq = static_cast<unsigned __int128>(static_cast<__int128>(d) * d);
        m_sumSqCarry += __builtin_add_overflow(m_sumSqLo, sq, &m_sumSqLo);
        m_neg += d < 0;
        if (m_spacingOn)
            m_spacing.add(d);
    }
    using Acc = boost::accumulators::accumulator_set<
        int64_t, boost::accumulators::stats<boost::accumulators::tag::count, boost::accumulators::tag::min,
                                            boost::accumulators::tag::max>>;
    Acc m_acc;
    __int128 m_sum = 0; ///< Σd, exact
    unsigned __int128 m_sumSqLo = 0; ///< Σd² = m_sumSqCarry · 2^128 + m_sumSqLo, exact
    uint64_t m_sumSqCarry = 0;
    uint64_t m_neg = 0;
    bool m_spacingOn = false;
    SpacingSums m_spacing;
    LogLinearHistogram m_hist;
    int64_t m_winLo = 0;
    std::vector<uint64_t> m_win; ///< exact counts of gaps m_winLo + i (empty: no window)
};

/// Burst detection over one scope's gaps: a run continues while 0 ≤ gap < threshold.
///
/// The idle gaps (≥ threshold) are the part of the scope's gap distribution above the threshold,
/// which the first pass has already binned: with `idleFromGaps`, only their count, their minimum,
/// how many fall in the threshold's own bucket and the first kExactLimit of them (the histogram
/// keeps that many exactly) are kept here, and finish() cuts the idle histogram out of the scope's
/// gap histogram, bucket for bucket the histogram that adding each idle gap would have built. That
/// needs the gap histogram of exactly the gaps given to add().
class BurstAccumulator {
public:
    BurstAccumulator(int64_t thresholdNs, bool derived, bool idleFromGaps = false);
    void first(int64_t tsNs)
    {
        m_runStart = tsNs;
        m_runSize = 1;
        m_prev = tsNs;
        m_started = true;
    }
    void add(int64_t tsNs, int64_t gapNs)
    {
        if (!m_started) {
            first(tsNs);
            return;
        }
        if (gapNs >= 0 && gapNs < m_threshold) {
            ++m_runSize;
        } else if (gapNs < 0) {
            // A timestamp going backwards (a file not in time order) is neither a gap inside a
            // burst nor an idle gap: it ends the run, and the next packet starts one.
            if (m_runSize == 1) {
                ++m_runs;
                ++m_packets;
                ++m_singleRuns;
            } else {
                closeRun();
            }
            m_runStart = tsNs;
            m_runSize = 1;
        } else {
            if (m_runSize == 1) { // the common single-packet run, inline
                ++m_runs;
                ++m_packets;
                ++m_singleRuns;
            } else {
                closeRun();
            }
            addIdle(gapNs);
            m_runStart = tsNs;
            m_runSize = 1;
        }
        m_prev = tsNs;
    }
    /// `gaps`: the scope's gap histogram (used with idleFromGaps).
    [[nodiscard]] BurstStats finish(const LogLinearHistogram &gaps);
    /// Takes `threshold` instead of the one the gaps were run against, when that changes nothing
    /// but the figure: `gaps` (the scope's complete gap histogram) certainly holds no gap between
    /// the two, so every run and idle gap is the same (the speculative second pass guessed the
    /// threshold of a distribution that moved only where it has no gaps). Returns false, and
    /// changes nothing, when that cannot be told from the histogram. Before finish().
    bool rebase(int64_t threshold, const LogLinearHistogram &gaps);

private:
    void closeRun();
    void addIdle(int64_t gapNs)
    {
        if (!m_idleFromGaps) {
            m_idle.add(gapNs);
            return;
        }
        if (m_idleValues.size() < LogLinearHistogram::kExactLimit)
            m_idleValues.push_back(gapNs);
        ++m_idleCount;
        if (gapNs < m_idleMin)
            m_idleMin = gapNs;
        m_idleInFirstBucket += uint64_t(gapNs) <= m_firstBucketHigh;
    }
    int64_t m_threshold;
    bool m_derived;
    bool m_idleFromGaps;
    bool m_started = false;
    int64_t m_runStart = 0, m_prev = 0;
    uint64_t m_runSize = 0;
    uint64_t m_runs = 0, m_bursts = 0, m_inBursts = 0, m_packets = 0;
    uint64_t sizeMax() const;
    uint64_t sizePercentile(double q) const;
    LogLinearHistogram m_bigSizes, m_durations, m_idle;
    // Run sizes, exact below 256: singles apart (most runs of most flows), then [k] = runs of k + 2
    // packets, grown to the largest size seen; [254] = 256 or more. Heap-grown rather than a fixed
    // 256-entry array so that a trace of 100 000 small flows does not hold 2 KiB per flow (twice).
    uint64_t m_singleRuns = 0;
    std::vector<uint64_t> m_sizeHist;
    // idleFromGaps:
    uint64_t m_idleCount = 0;
    int64_t m_idleMin = INT64_MAX;
    uint64_t m_firstBucketHigh = 0; ///< top of the histogram bucket holding the threshold
    uint64_t m_idleInFirstBucket = 0;
    std::vector<int64_t> m_idleValues; ///< the first kExactLimit idle gaps
};

/// Burst threshold derived from a gap distribution: Otsu's split of log2(gap) when the gaps are
/// clearly bimodal (between-class share of the variance ≥ 0.8 and class means ≥ 4× apart; a
/// unimodal distribution cannot exceed ≈ 0.64), at the geometric middle between the classes;
/// otherwise half the median gap (so an evenly paced stream has no bursts).
[[nodiscard]] int64_t deriveBurstThresholdNs(const LogLinearHistogram &gaps);

} // namespace jitterscope
