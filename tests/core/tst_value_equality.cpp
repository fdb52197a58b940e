// operator== of the analysis value types compares every field: changing any one field of a value
// makes it unequal (and the QTest printers show the difference). tst_live_capture's "live equals
// reopened" relies on this.
#include "core/analysis/snapshot.h"
#include "value_printers.h"

#include <QTest>

#include <functional>
#include <vector>

using namespace jitterscope;

namespace {

template<typename T> using Mutation = std::pair<const char *, std::function<void(T &)>>;

template<typename T> void checkEveryField(const std::vector<Mutation<T>> &mutations)
{
    const T base {};
    QVERIFY(base == T {});
    for (const auto &[name, mutate] : mutations) {
        T changed = base;
        mutate(changed);
        QVERIFY2(!(changed == base), name);
        QVERIFY2(changed != base, name);
    }
}

} // namespace

class TstValueEquality : public QObject {
    Q_OBJECT
private slots:
    void deltaStats()
    {
        checkEveryField<DeltaStats>({
            { "count", [](DeltaStats &s) { s.count = 1; } },
            { "minNs", [](DeltaStats &s) { s.minNs = 1; } },
            { "maxNs", [](DeltaStats &s) { s.maxNs = 1; } },
            { "sumNs", [](DeltaStats &s) { s.sumNs = 1; } },
            { "meanNs", [](DeltaStats &s) { s.meanNs = 0.5; } },
            { "stddevNs", [](DeltaStats &s) { s.stddevNs = 0.5; } },
            { "p50Ns", [](DeltaStats &s) { s.p50Ns = 1; } },
            { "p90Ns", [](DeltaStats &s) { s.p90Ns = 1; } },
            { "p99Ns", [](DeltaStats &s) { s.p99Ns = 1; } },
            { "p999Ns", [](DeltaStats &s) { s.p999Ns = 1; } },
            { "negative", [](DeltaStats &s) { s.negative = 1; } },
        });
    }
    void jitterStats()
    {
        checkEveryField<JitterStats>({
            { "nominalGapNs", [](JitterStats &s) { s.nominalGapNs = 1; } },
            { "nominalEstimated", [](JitterStats &s) { s.nominalEstimated = false; } },
            { "maxAbsDevNs", [](JitterStats &s) { s.maxAbsDevNs = 1; } },
            { "p50AbsDevNs", [](JitterStats &s) { s.p50AbsDevNs = 1; } },
            { "p90AbsDevNs", [](JitterStats &s) { s.p90AbsDevNs = 1; } },
            { "p99AbsDevNs", [](JitterStats &s) { s.p99AbsDevNs = 1; } },
            { "p999AbsDevNs", [](JitterStats &s) { s.p999AbsDevNs = 1; } },
        });
    }
    void burstStats()
    {
        checkEveryField<BurstStats>({
            { "thresholdNs", [](BurstStats &s) { s.thresholdNs = 1; } },
            { "thresholdDerived", [](BurstStats &s) { s.thresholdDerived = false; } },
            { "runs", [](BurstStats &s) { s.runs = 1; } },
            { "bursts", [](BurstStats &s) { s.bursts = 1; } },
            { "packetsInBursts", [](BurstStats &s) { s.packetsInBursts = 1; } },
            { "meanSize", [](BurstStats &s) { s.meanSize = 1.5; } },
            { "maxSize", [](BurstStats &s) { s.maxSize = 1; } },
            { "p50Size", [](BurstStats &s) { s.p50Size = 1; } },
            { "p90Size", [](BurstStats &s) { s.p90Size = 1; } },
            { "p99Size", [](BurstStats &s) { s.p99Size = 1; } },
            { "maxDurationNs", [](BurstStats &s) { s.maxDurationNs = 1; } },
            { "p50DurationNs", [](BurstStats &s) { s.p50DurationNs = 1; } },
            { "p99DurationNs", [](BurstStats &s) { s.p99DurationNs = 1; } },
            { "idleGaps", [](BurstStats &s) { s.idleGaps = 1; } },
            { "p50IdleNs", [](BurstStats &s) { s.p50IdleNs = 1; } },
            { "p99IdleNs", [](BurstStats &s) { s.p99IdleNs = 1; } },
            { "maxIdleNs", [](BurstStats &s) { s.maxIdleNs = 1; } },
            { "sizeHistogram", [](BurstStats &s) { s.sizeHistogram = { 1 }; } },
        });
    }
    void streamStats()
    {
        checkEveryField<RtpStats>({
            { "ssrc", [](RtpStats &s) { s.ssrc = 1; } },
            { "payloadType", [](RtpStats &s) { s.payloadType = 1; } },
            { "packets", [](RtpStats &s) { s.packets = 1; } },
            { "lost", [](RtpStats &s) { s.lost = 1; } },
            { "sequenceErrors", [](RtpStats &s) { s.sequenceErrors = 1; } },
            { "maxDeltaMs", [](RtpStats &s) { s.maxDeltaMs = 1; } },
            { "meanDeltaMs", [](RtpStats &s) { s.meanDeltaMs = 1; } },
            { "maxJitterMs", [](RtpStats &s) { s.maxJitterMs = 1; } },
            { "meanJitterMs", [](RtpStats &s) { s.meanJitterMs = 1; } },
            { "lastJitterMs", [](RtpStats &s) { s.lastJitterMs = 1; } },
            { "minDeltaMs", [](RtpStats &s) { s.minDeltaMs = 1; } },
            { "minJitterMs", [](RtpStats &s) { s.minJitterMs = 1; } },
            { "clockRate", [](RtpStats &s) { s.clockRate = 1; } },
            { "problem", [](RtpStats &s) { s.problem = true; } },
        });
        checkEveryField<Iperf3Stats>({
            { "packets", [](Iperf3Stats &s) { s.packets = 1; } },
            { "lost", [](Iperf3Stats &s) { s.lost = 1; } },
            { "outOfOrder", [](Iperf3Stats &s) { s.outOfOrder = 1; } },
            { "jitterMs", [](Iperf3Stats &s) { s.jitterMs = 1; } },
            { "seq64", [](Iperf3Stats &s) { s.seq64 = true; } },
        });
        checkEveryField<SequenceStats>({
            { "received", [](SequenceStats &s) { s.received = 1; } },
            { "expected", [](SequenceStats &s) { s.expected = 1; } },
            { "lost", [](SequenceStats &s) { s.lost = 1; } },
            { "duplicates", [](SequenceStats &s) { s.duplicates = 1; } },
            { "reordered", [](SequenceStats &s) { s.reordered = 1; } },
            { "tsInversions", [](SequenceStats &s) { s.tsInversions = 1; } },
            { "maxTsInversionNs", [](SequenceStats &s) { s.maxTsInversionNs = 1; } },
        });
    }
    void options()
    {
        checkEveryField<AnalysisOptions>({
            { "order", [](AnalysisOptions &s) { s.order = DeltaOrder::Time; } },
            { "nominalGapNs", [](AnalysisOptions &s) { s.nominalGapNs = 1; } },
            { "burstGapNs", [](AnalysisOptions &s) { s.burstGapNs = 1; } },
            { "forceDecoder", [](AnalysisOptions &s) { s.forceDecoder = PayloadKind::Rtp; } },
            { "forceDecoderSet", [](AnalysisOptions &s) { s.forceDecoderSet = true; } },
            { "iperf3Seq64", [](AnalysisOptions &s) { s.iperf3Seq64 = true; } },
            { "flowFilter", [](AnalysisOptions &s) { s.flowFilter = "udp"; } },
        });
    }
    void flowSummary()
    {
        auto hist = [](std::initializer_list<int64_t> values) {
            auto h = std::make_shared<LogLinearHistogram>();
            for (int64_t v : values)
                h->add(v);
            return std::shared_ptr<const LogLinearHistogram>(h);
        };
        checkEveryField<FlowSummary>({
            { "id", [](FlowSummary &s) { s.id = 1; } },
            { "ipVersion", [](FlowSummary &s) { s.ipVersion = 4; } },
            { "proto", [](FlowSummary &s) { s.proto = 17; } },
            { "protoName", [](FlowSummary &s) { s.protoName = "UDP"; } },
            { "src", [](FlowSummary &s) { s.src = "10.0.0.1"; } },
            { "dst", [](FlowSummary &s) { s.dst = "10.0.0.2"; } },
            { "sport", [](FlowSummary &s) { s.sport = 1; } },
            { "dport", [](FlowSummary &s) { s.dport = 1; } },
            { "packets", [](FlowSummary &s) { s.packets = 1; } },
            { "bytes", [](FlowSummary &s) { s.bytes = 1; } },
            { "fragments", [](FlowSummary &s) { s.fragments = 1; } },
            { "firstTsNs", [](FlowSummary &s) { s.firstTsNs = 1; } },
            { "lastTsNs", [](FlowSummary &s) { s.lastTsNs = 1; } },
            { "interarrival", [](FlowSummary &s) { s.interarrival.p99Ns = 1; } },
            { "jitter", [](FlowSummary &s) { s.jitter.p90AbsDevNs = 1; } },
            { "bursts", [](FlowSummary &s) { s.bursts.p50IdleNs = 1; } },
            { "decoder", [](FlowSummary &s) { s.decoder = PayloadKind::Iperf3; } },
            { "rtp", [](FlowSummary &s) { s.rtp.push_back({}); } },
            { "iperf3", [](FlowSummary &s) { s.iperf3 = Iperf3Stats {}; } },
            { "sequence", [](FlowSummary &s) { s.sequence = SequenceStats {}; } },
            { "stages",
              [](FlowSummary &s) {
                  StageStats st = s.stages;
                  st.deliveryDelay = StageDistribution {};
                  s.stages = st;
              } },
            { "stages.verdict",
              [](FlowSummary &s) {
                  StageStats st = s.stages;
                  st.verdict = Stage::Network;
                  s.stages = st;
              } },
            { "histogram", [&](FlowSummary &s) { s.histogram = hist({ 5 }); } },
        });
        // Histograms compare by their counts, not by pointer or insertion order.
        FlowSummary a, b;
        a.histogram = hist({ 1, 2, 3 });
        b.histogram = hist({ 3, 2, 1 });
        QCOMPARE(a, b);
        b.histogram = hist({ 3, 2, 2 });
        QVERIFY(a != b);
    }
    void kernelEventsStats()
    {
        checkEveryField<NetRxRun>({
            { "startNs", [](NetRxRun &r) { r.startNs = 1; } },
            { "durationNs", [](NetRxRun &r) { r.durationNs = 1; } },
            { "cpu", [](NetRxRun &r) { r.cpu = 1; } },
            { "crossesTick", [](NetRxRun &r) { r.crossesTick = true; } },
        });
        checkEveryField<KernelDeviceStats>({
            { "name", [](KernelDeviceStats &d) { d.name = "eth0"; } },
            { "polls", [](KernelDeviceStats &d) { d.polls = 1; } },
            { "pollsAtBudget", [](KernelDeviceStats &d) { d.pollsAtBudget = 1; } },
            { "work", [](KernelDeviceStats &d) { d.work = 1; } },
            { "workHistogram", [](KernelDeviceStats &d) { d.workHistogram = { 1 }; } },
        });
        using K = KernelEventsStats;
        checkEveryField<K>({
            { "napiPolls", [](K &k) { k.napiPolls = 1; } },
            { "pollsAtBudget", [](K &k) { k.pollsAtBudget = 1; } },
            { "work", [](K &k) { k.work = 1; } },
            { "workHistogram",
              [](K &k) {
                  k.workHistogram = { 0, 1 };
              } },
            { "devices", [](K &k) { k.devices.resize(1); } },
            { "netRxRuns", [](K &k) { k.netRxRuns = 1; } },
            { "unpairedEntries", [](K &k) { k.unpairedEntries = 1; } },
            { "unpairedExits", [](K &k) { k.unpairedExits = 1; } },
            { "netRxP50Ns", [](K &k) { k.netRxP50Ns = 1; } },
            { "netRxP99Ns", [](K &k) { k.netRxP99Ns = 1; } },
            { "netRxMaxNs", [](K &k) { k.netRxMaxNs = 1; } },
            { "hz", [](K &k) { k.hz = 250; } },
            { "tickNs", [](K &k) { k.tickNs = 4'000'000; } },
            { "tickPhaseKnown", [](K &k) { k.tickPhaseKnown = true; } },
            { "runsCrossingTick", [](K &k) { k.runsCrossingTick = 1; } },
            { "expectedTickCrossings", [](K &k) { k.expectedTickCrossings = 0.5; } },
            { "lostEvents", [](K &k) { k.lostEvents = 1; } },
            { "blocks", [](K &k) { k.blocks = 1; } },
            { "malformedBlocks", [](K &k) { k.malformedBlocks = 1; } },
            { "deviceNames", [](K &k) { k.deviceNames = { "eth0" }; } },
            { "polls", [](K &k) { k.polls = std::make_shared<const std::vector<NapiPollEvent>>(1); } },
            { "runs", [](K &k) { k.runs = std::make_shared<const std::vector<NetRxRun>>(1); } },
        });
        // The event lists compare by value, not by pointer.
        K a, b;
        a.polls = std::make_shared<const std::vector<NapiPollEvent>>(2);
        b.polls = std::make_shared<const std::vector<NapiPollEvent>>(2);
        QVERIFY(a == b);
    }

    void histogramEquality()
    {
        // Past the exact mode (binned counters): equal counts compare equal, one more count does not.
        LogLinearHistogram a, b;
        for (int64_t v = 0; v < 100000; v += 7) {
            a.add(v);
            b.add(99999 - v);
        }
        LogLinearHistogram c = a;
        QVERIFY(c == a);
        c.add(12);
        QVERIFY(c != a);
        LogLinearHistogram d;
        for (int64_t v = 0; v < 100000; v += 7)
            d.add(v);
        QVERIFY(d == a);
        QVERIFY(b != a); // different values (99999 − v is not a multiple-of-7 lattice)
    }
};

QTEST_GUILESS_MAIN(TstValueEquality)
#include "tst_value_equality.moc"
