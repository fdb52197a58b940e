// Running inter-arrival statistics of one scope. Boost.Accumulators carries the variance (Welford
// style, immediate); min, max, sum and the negative count are exact integers; percentiles come
// from a LogLinearHistogram (within 0.2 % of the exact nearest-rank value).
#pragma once

#include "core/analysis.h"

#include <boost/accumulators/accumulators.hpp>
#include <boost/accumulators/statistics/stats.hpp>
#include <boost/accumulators/statistics/variance.hpp>

#include <memory>

namespace jitterscope {

class DeltaAccumulator {
public:
    DeltaAccumulator()
        : m_hist(std::make_shared<LogLinearHistogram>())
    {
    }
    void add(int64_t d)
    {
        if (m_count == 0 || d < m_min)
            m_min = d;
        if (m_count == 0 || d > m_max)
            m_max = d;
        ++m_count;
        m_sum += d;
        m_neg += d < 0;
        m_var(double(d));
        m_hist->add(d);
    }
    [[nodiscard]] DeltaStats stats() const;
    [[nodiscard]] const LogLinearHistogram &histogram() const { return *m_hist; }
    /// A copy for a snapshot (the accumulator goes on mutating its own).
    [[nodiscard]] std::shared_ptr<const LogLinearHistogram> histogramCopy() const
    {
        return std::make_shared<LogLinearHistogram>(*m_hist);
    }
    [[nodiscard]] uint64_t count() const { return m_count; }

private:
    using Var = boost::accumulators::accumulator_set<double,
                                                     boost::accumulators::stats<boost::accumulators::tag::variance>>;
    uint64_t m_count = 0;
    int64_t m_min = 0, m_max = 0, m_sum = 0;
    uint64_t m_neg = 0;
    Var m_var;
    std::shared_ptr<LogLinearHistogram> m_hist;
};

/// Burst detection over one scope's gaps: a run continues while gap < threshold.
class BurstAccumulator {
public:
    explicit BurstAccumulator(int64_t thresholdNs, bool derived)
        : m_threshold(thresholdNs)
        , m_derived(derived)
    {
    }
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
        if (gapNs < m_threshold) {
            ++m_runSize;
        } else {
            closeRun();
            m_idle.add(gapNs);
            m_runStart = tsNs;
            m_runSize = 1;
        }
        m_prev = tsNs;
    }
    [[nodiscard]] BurstStats finish();

private:
    void closeRun();
    int64_t m_threshold;
    bool m_derived;
    bool m_started = false;
    int64_t m_runStart = 0, m_prev = 0;
    uint64_t m_runSize = 0;
    uint64_t m_runs = 0, m_bursts = 0, m_inBursts = 0, m_packets = 0;
    LogLinearHistogram m_sizes, m_durations, m_idle;
    std::vector<uint64_t> m_sizeHist;
};

/// Burst threshold derived from a gap distribution: Otsu's split of log2(gap) when the gaps are
/// clearly bimodal (between-class share of the variance ≥ 0.8 and class means ≥ 4× apart; a
/// unimodal distribution cannot exceed ≈ 0.64), at the geometric middle between the classes;
/// otherwise half the median gap (so an evenly paced stream has no bursts).
[[nodiscard]] int64_t deriveBurstThresholdNs(const LogLinearHistogram &gaps);

} // namespace jitterscope
