#include "core/analysis/spacing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace jitterscope {

namespace {
constexpr uint64_t kQuantileDivisor = 256; ///< the reference step has rank ⌈(1 − 1/256)·n⌉
constexpr int kPauseOctaves = 6; ///< pauses: 6+ octaves (≥ 32×) above the reference step's
} // namespace

SpacingSums::Octave *SpacingSums::insert(unsigned bit, size_t at)
{
    m_present |= uint64_t(1) << bit;
    return &*m_octaves.insert(m_octaves.begin() + ptrdiff_t(at), Octave { int(bit) - 1, 0, 0, 0 });
}

uint64_t SpacingSums::steps() const
{
    uint64_t n = 0;
    for (const Octave &o : m_octaves)
        n += o.steps;
    return n;
}

SpacingSums::Mean SpacingSums::mean() const
{
    Mean m;
    const uint64_t n = steps();
    if (n == 0)
        return m;
    // Nearest rank of the reference step, by counts (octave resolution is enough for the cut).
    const uint64_t rank = n - n / kQuantileDivisor;
    uint64_t seen = 0;
    int refK = m_octaves.back().k;
    for (const Octave &o : m_octaves) {
        seen += o.steps;
        if (seen >= rank) {
            refK = o.k;
            break;
        }
    }
    const int cut = refK + kPauseOctaves;
    for (const Octave &o : m_octaves) {
        if (o.k >= cut) {
            m.pausedSteps += o.steps;
            m.pausedDt += o.sumDt;
            continue;
        }
        m.keptSteps += o.steps;
        m.sumDt += o.sumDt;
        m.packets += o.sumSeq;
    }
    return m;
}

int64_t SpacingSums::meanNs(int digits, double nsPerUnit) const
{
    const Mean m = mean();
    if (m.packets == 0)
        return 0;
    return nominalRound(static_cast<double>(static_cast<long double>(m.sumDt) / m.packets * nsPerUnit), digits);
}

int64_t nominalRound(double ns, int digits)
{
    if (!(ns > 0))
        return 0;
    if (ns >= 9.2e18)
        return std::numeric_limits<int64_t>::max();
    const double scale = std::pow(10.0, std::floor(std::log10(ns)) + 1 - digits);
    const double r = scale > 1 ? std::round(ns / scale) * scale : std::round(ns);
    return std::max<int64_t>(1, r >= 9.2e18 ? std::numeric_limits<int64_t>::max() : std::llround(r));
}

} // namespace jitterscope
