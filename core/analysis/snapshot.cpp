#include "core/analysis/snapshot.h"

#include <tuple>

// Every value type compares every field. The size checks below fail to compile when a field is
// added, so that it cannot be forgotten here (x86-64/aarch64 LP64 sizes).
namespace jitterscope {

namespace {
template<typename T> bool sameValue(const std::shared_ptr<const T> &a, const std::shared_ptr<const T> &b)
{
    return a == b || (a && b && *a == *b);
}
} // namespace

static_assert(sizeof(DeltaStats) == 88, "DeltaStats changed: update operator==");
bool DeltaStats::operator==(const DeltaStats &o) const
{
    const auto t = [](const DeltaStats &s) {
        return std::tie(s.count, s.minNs, s.maxNs, s.sumNs, s.meanNs, s.stddevNs, s.p50Ns, s.p90Ns, s.p99Ns, s.p999Ns,
                        s.negative);
    };
    return t(*this) == t(o);
}

const char *nominalSourceName(NominalSource s)
{
    switch (s) {
    case NominalSource::Given: return "given";
    case NominalSource::Sender: return "sender";
    case NominalSource::Rate: return "rate";
    case NominalSource::PerFlow: return "per_flow";
    case NominalSource::None: break;
    }
    return "none";
}

static_assert(sizeof(JitterStats) == 64, "JitterStats changed: update operator==");
bool JitterStats::operator==(const JitterStats &o) const
{
    const auto t = [](const JitterStats &s) {
        return std::tie(s.nominalGapNs, s.nominalEstimated, s.source, s.flowsMerged, s.nominalFlow, s.maxAbsDevNs,
                        s.p50AbsDevNs, s.p90AbsDevNs, s.p99AbsDevNs, s.p999AbsDevNs);
    };
    return t(*this) == t(o);
}

static_assert(sizeof(BurstStats) == 160, "BurstStats changed: update operator==");
bool BurstStats::operator==(const BurstStats &o) const
{
    const auto t = [](const BurstStats &s) {
        return std::tie(s.thresholdNs, s.thresholdDerived, s.runs, s.bursts, s.packetsInBursts, s.meanSize, s.maxSize,
                        s.p50Size, s.p90Size, s.p99Size, s.maxDurationNs, s.p50DurationNs, s.p99DurationNs, s.idleGaps,
                        s.p50IdleNs, s.p99IdleNs, s.maxIdleNs, s.sizeHistogram);
    };
    return t(*this) == t(o);
}

static_assert(sizeof(AnalysisOptions) == 88, "AnalysisOptions changed: update operator==");
bool AnalysisOptions::operator==(const AnalysisOptions &o) const
{
    const auto t = [](const AnalysisOptions &s) {
        return std::tie(s.order, s.nominalGapNs, s.burstGapNs, s.forceDecoder, s.forceDecoderSet, s.iperf3Seq64,
                        s.decoderChoices, s.flowFilter);
    };
    return t(*this) == t(o);
}

const StageStats &FlowStages::empty()
{
    static const StageStats none;
    return none;
}

bool FlowSummary::operator==(const FlowSummary &o) const
{
    const auto t = [](const FlowSummary &s) {
        return std::tie(s.id, s.ipVersion, s.proto, s.protoName, s.src, s.dst, s.sport, s.dport, s.packets, s.bytes,
                        s.fragments, s.firstTsNs, s.lastTsNs, s.interarrival, s.jitter, s.bursts, s.decoder,
                        s.decoderForced, s.decoderDemoted, s.decoderDatagrams, s.decoderMatched, s.rtp, s.rtpUntracked,
                        s.iperf3, s.sequence, s.stages);
    };
    return t(*this) == t(o) && sameValue(histogram, o.histogram);
}

bool RtpStats::operator==(const RtpStats &o) const
{
    const auto t = [](const RtpStats &s) {
        return std::tie(s.ssrc, s.payloadType, s.packets, s.lost, s.sequenceErrors, s.maxDeltaMs, s.meanDeltaMs,
                        s.maxJitterMs, s.meanJitterMs, s.lastJitterMs, s.minDeltaMs, s.minJitterMs, s.clockRate,
                        s.problem);
    };
    return t(*this) == t(o);
}

bool Iperf3Stats::operator==(const Iperf3Stats &o) const
{
    const auto t = [](const Iperf3Stats &s) { return std::tie(s.packets, s.lost, s.outOfOrder, s.jitterMs, s.seq64); };
    return t(*this) == t(o);
}

bool SequenceStats::operator==(const SequenceStats &o) const
{
    const auto t = [](const SequenceStats &s) {
        return std::tie(s.received, s.expected, s.lost, s.duplicates, s.reordered, s.tsInversions, s.maxTsInversionNs);
    };
    return t(*this) == t(o);
}

static_assert(sizeof(InterfaceOrder) == 48, "InterfaceOrder changed: update operator==");
bool InterfaceOrder::operator==(const InterfaceOrder &o) const
{
    const auto t = [](const InterfaceOrder &s) {
        return std::tie(s.interfaceId, s.packets, s.backwardSteps, s.maxBackwardNs, s.firstTsNs, s.lastTsNs);
    };
    return t(*this) == t(o);
}

static_assert(sizeof(TimeOrderReport) == 56, "TimeOrderReport changed: update operator==");
bool TimeOrderReport::operator==(const TimeOrderReport &o) const
{
    const auto t = [](const TimeOrderReport &s) {
        return std::tie(s.backwardSteps, s.maxBackwardNs, s.p50BackwardNs, s.interfaces, s.decoderLate);
    };
    return t(*this) == t(o);
}

static_assert(sizeof(NetRxRun) == 24, "NetRxRun changed: update operator==");
bool NetRxRun::operator==(const NetRxRun &o) const
{
    return std::tie(startNs, durationNs, cpu, crossesTick) == std::tie(o.startNs, o.durationNs, o.cpu, o.crossesTick);
}

static_assert(sizeof(KernelDeviceStats) == 80, "KernelDeviceStats changed: update operator==");
bool KernelDeviceStats::operator==(const KernelDeviceStats &o) const
{
    return std::tie(name, polls, pollsAtBudget, work, workHistogram) ==
           std::tie(o.name, o.polls, o.pollsAtBudget, o.work, o.workHistogram);
}

static_assert(sizeof(KernelEventsStats) == 280, "KernelEventsStats changed: update operator==");
bool KernelEventsStats::operator==(const KernelEventsStats &o) const
{
    const auto t = [](const KernelEventsStats &s) {
        return std::tie(s.napiPolls, s.pollsAtBudget, s.work, s.workHistogram, s.devices, s.netRxRuns,
                        s.unpairedEntries, s.unpairedExits, s.netRxP50Ns, s.netRxP99Ns, s.netRxMaxNs, s.hz, s.tickNs,
                        s.tickPhaseKnown, s.runsCrossingTick, s.expectedTickCrossings, s.lostEvents, s.blocks,
                        s.malformedBlocks, s.deviceNames, s.captureDevice, s.captureViaBacklog, s.captureInterface);
    };
    return t(*this) == t(o) && sameValue(polls, o.polls) && sameValue(runs, o.runs);
}

static_assert(sizeof(RtpStats) == 96, "RtpStats changed: update operator==");
static_assert(sizeof(Iperf3Stats) == 40, "Iperf3Stats changed: update operator==");
static_assert(sizeof(SequenceStats) == 56, "SequenceStats changed: update operator==");

} // namespace jitterscope
