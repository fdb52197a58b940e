#include "core/analysis/snapshot.h"

namespace jitterscope {

bool DeltaStats::operator==(const DeltaStats &o) const
{
    return count == o.count && minNs == o.minNs && maxNs == o.maxNs && sumNs == o.sumNs && p50Ns == o.p50Ns
        && p90Ns == o.p90Ns && p99Ns == o.p99Ns && p999Ns == o.p999Ns && negative == o.negative;
}

bool JitterStats::operator==(const JitterStats &o) const
{
    return nominalGapNs == o.nominalGapNs && nominalEstimated == o.nominalEstimated && maxAbsDevNs == o.maxAbsDevNs
        && p50AbsDevNs == o.p50AbsDevNs && p99AbsDevNs == o.p99AbsDevNs;
}

bool BurstStats::operator==(const BurstStats &o) const
{
    return thresholdNs == o.thresholdNs && runs == o.runs && bursts == o.bursts && packetsInBursts == o.packetsInBursts
        && maxSize == o.maxSize && sizeHistogram == o.sizeHistogram;
}

} // namespace jitterscope
