#include "core/sim/sim_snapshot.h"

#include "core/analysis/kernel_events.h"
#include "core/base/saturating.h"

#include "core/decode/frame_builder.h"
#include "core/decode/packet_decode.h"
#include "core/decode/payload_decode.h"
#include "core/sim/napi_sim.h"

#include <QtGlobal>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

namespace jitterscope {

namespace {

constexpr size_t kPayloadAt = kEthernetHeaderLen + kIpv4HeaderLen + kUdpHeaderLen;
constexpr size_t kFrameLen = kPayloadAt + kProbeHeaderLen; // 66 bytes
constexpr size_t kBatch = 4096; // packets per Analyzer batch: 270 kB of frames, reused
constexpr uint16_t kPort = 9000;

/// One Ethernet/IPv4/UDP frame (10.0.0.1 → 10.0.0.2, IP id 0, no DF) with an empty probe payload;
/// only the payload changes per packet, so the header checksum is computed once.
std::array<uint8_t, kFrameLen> frameTemplate()
{
    std::array<uint8_t, kFrameLen> f {};
    const uint8_t payload[kProbeHeaderLen] = {};
    ethIpv4Udp(f.data(), Udp4Flow { ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), kPort, kPort }, payload, kProbeHeaderLen, 0, 0);
    return f;
}

Figure fig(const char *id, const char *label, FigureUnit unit, double value)
{
    return Figure { id, label, unit, value };
}

} // namespace

std::shared_ptr<const AnalysisSnapshot> snapshotFromDeliveries(const std::vector<int64_t> &deliveryNs, int64_t originNs,
                                                               const AnalysisOptions &options, const std::string &label,
                                                               const std::vector<int64_t> *sendNs)
{
    AnalysisOptions opts = options;
    if (!opts.forceDecoderSet) {
        opts.forceDecoder = PayloadKind::Probe;
        opts.forceDecoderSet = true;
    }
    Analyzer analyzer(opts);
    InterfaceInfo iface;
    iface.linkType = kLinkEthernet;
    iface.snapLen = uint32_t(kFrameLen);
    iface.name = "sim";
    iface.description = "simulated delivery timeline";
    iface.tsResolution = "1 ns";

    const std::array<uint8_t, kFrameLen> tmpl = frameTemplate();
    std::vector<uint8_t> frames(kBatch * kFrameLen);
    for (size_t i = 0; i < kBatch; ++i)
        std::memcpy(frames.data() + i * kFrameLen, tmpl.data(), kFrameLen);
    std::vector<RawPacket> batch;
    batch.reserve(kBatch);
    uint64_t packets = 0;
    for (size_t i = 0; i < deliveryNs.size(); ++i) {
        if (deliveryNs[i] < 0)
            continue;
        uint8_t *frame = frames.data() + batch.size() * kFrameLen;
        const bool sent = sendNs && i < sendNs->size();
        encodeProbe(frame + kPayloadAt, uint64_t(i), sent ? satAdd(originNs, (*sendNs)[i]) : 0);
        RawPacket rp;
        rp.tsNs = originNs + deliveryNs[i];
        rp.data = frame;
        rp.capLen = rp.wireLen = uint32_t(kFrameLen);
        rp.linkType = kLinkEthernet;
        rp.fileOffset = packets++;
        batch.push_back(rp);
        if (batch.size() == kBatch) {
            analyzer.addBatch(batch);
            batch.clear();
        }
    }
    if (!batch.empty())
        analyzer.addBatch(batch);
    iface.packets = packets;
    analyzer.setTraceInfo(label, TraceFormat::Unknown, { iface }, {}, 0, 0, 0, 0);
    analyzer.finish();
    return analyzer.snapshot();
}

std::shared_ptr<const AnalysisSnapshot> snapshotFromSimulation(const SimResult &result, const std::string &label,
                                                               AnalysisOptions options)
{
    if (options.burstGapNs <= 0)
        options.burstGapNs = result.params.burstGapThresholdNs;
    auto snap = snapshotFromDeliveries(result.deliveryNs, 0, options, label, &result.arrivalNs);
    auto events = simulatedKernelEvents(result);
    if (!events)
        return snap;
    auto withEvents = std::make_shared<AnalysisSnapshot>(*snap);
    withEvents->kernelEvents = std::move(events);
    return withEvents;
}

std::optional<KernelEventsStats> simulatedKernelEvents(const SimResult &result)
{
    if (result.napiPollEvents.empty() && result.netRxEvents.empty())
        return std::nullopt;
    // The events the kernel would have traced, through the same analysis as a recorded session's:
    // the simulated run and a measured one then show the same kernel-events figures.
    KernelEventBatch batch;
    batch.devices = { "(simulated)" };
    batch.polls = result.napiPollEvents;
    batch.netRx = result.netRxEvents;
    KernelEventsAccumulator acc;
    acc.add(batch);
    // jiffies = (t + phase) · HZ / 1e9: the monotonic clock is t + phase.
    return acc.stats(int(result.params.hz), satSub(0, result.tickPhaseNs));
}

bool Figure::operator==(const Figure &o) const
{
    return id == o.id && std::strcmp(label, o.label) == 0 && unit == o.unit && value == o.value;
}

bool KeyFigures::operator==(const KeyFigures &o) const
{
    return figureList(*this) == figureList(o);
}

KeyFigures keyFigures(const AnalysisSnapshot &s, std::vector<Figure> extra)
{
    KeyFigures k;
    k.packets = s.packets;
    k.durationNs = s.packets ? satSub(s.maxTsNs, s.minTsNs) : 0;
    const DeltaStats &d = s.interarrival;
    if (d.count) {
        k.gapMinNs = d.minNs;
        k.gapP50Ns = d.p50Ns;
        k.gapP90Ns = d.p90Ns;
        k.gapP99Ns = d.p99Ns;
        k.gapP999Ns = d.p999Ns;
        k.gapMaxNs = d.maxNs;
        k.gapMeanNs = d.meanNs;
        k.gapStddevNs = d.stddevNs;
        k.maxAbsDevNs = s.jitter.maxAbsDevNs;
        k.p99AbsDevNs = s.jitter.p99AbsDevNs;
    }
    k.bursts = s.bursts.bursts;
    k.meanBurstSize = s.bursts.meanSize;
    k.maxBurstSize = s.bursts.maxSize;
    k.p99IdleNs = s.bursts.p99IdleNs;
    k.extra = std::move(extra);
    const auto has = [&k](const char *id) {
        return std::any_of(k.extra.begin(), k.extra.end(), [id](const Figure &f) { return f.id == id; });
    };
    const double seconds = double(k.durationNs) * 1e-9;
    // A measured session's softnet counters give the simulator's headline figure.
    if (s.session && !s.session->softnetTotals.empty() && seconds > 0 && !has("squeeze_per_s")) {
        double squeezes = 0; // a figure, not a count kept exact: no u64 sum to overflow
        for (const SoftnetCpuTotals &c : s.session->softnetTotals)
            squeezes += double(c.timeSqueeze);
        k.extra.push_back(fig("squeeze_per_s", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "time_squeeze per second"),
                              FigureUnit::PerSecond, squeezes / seconds));
    }
    if (s.kernelEvents)
        for (Figure &f : kernelEventFigures(*s.kernelEvents, k.durationNs))
            if (!has(f.id.c_str()))
                k.extra.push_back(std::move(f));
    return k;
}

std::vector<Figure> kernelEventFigures(const KernelEventsStats &e, int64_t durationNs)
{
    const double s = durationNs > 0 ? double(durationNs) * 1e-9 : 1e-9;
    std::vector<Figure> f = {
        fig("napi_polls_per_s", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "NAPI polls per second"),
            FigureUnit::PerSecond, double(e.napiPolls) / s),
        fig("work_per_poll", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Mean packets per poll"), FigureUnit::Count,
            e.napiPolls ? double(e.work) / double(e.napiPolls) : 0.0),
        fig("polls_at_budget", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Polls that used their whole budget"),
            FigureUnit::Share, e.napiPolls ? double(e.pollsAtBudget) / double(e.napiPolls) : 0.0),
        fig("netrx_runs_per_s", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "NET_RX runs per second"),
            FigureUnit::PerSecond, double(e.netRxRuns) / s),
        fig("netrx_p50", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "NET_RX run p50"), FigureUnit::Ns,
            double(e.netRxP50Ns)),
        fig("netrx_p99", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "NET_RX run p99"), FigureUnit::Ns,
            double(e.netRxP99Ns)),
        fig("netrx_max", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "NET_RX run max"), FigureUnit::Ns,
            double(e.netRxMaxNs)),
    };
    if (e.tickNs > 0) {
        f.push_back(fig("tick_crossings_per_s",
                        QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "NET_RX runs crossing a tick per second"),
                        FigureUnit::PerSecond, double(e.runsCrossingTick) / s));
        f.push_back(fig("crossings_per_run",
                        QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Tick crossings per NET_RX run (run time / tick)"),
                        FigureUnit::Count, e.netRxRuns ? e.expectedTickCrossings / double(e.netRxRuns) : 0.0));
    }
    return f;
}

std::vector<Figure> figureList(const KeyFigures &k)
{
    std::vector<Figure> f = {
        fig("packets", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Packets"), FigureUnit::Count, double(k.packets)),
        fig("duration", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Duration"), FigureUnit::Ns, double(k.durationNs)),
        fig("gap_min", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Gap min"), FigureUnit::Ns, double(k.gapMinNs)),
        fig("gap_p50", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Gap p50"), FigureUnit::Ns, double(k.gapP50Ns)),
        fig("gap_p90", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Gap p90"), FigureUnit::Ns, double(k.gapP90Ns)),
        fig("gap_p99", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Gap p99"), FigureUnit::Ns, double(k.gapP99Ns)),
        fig("gap_p999", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Gap p99.9"), FigureUnit::Ns, double(k.gapP999Ns)),
        fig("gap_max", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Gap max"), FigureUnit::Ns, double(k.gapMaxNs)),
        fig("gap_mean", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Gap mean"), FigureUnit::Ns, k.gapMeanNs),
        fig("gap_stddev", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Gap standard deviation"), FigureUnit::Ns,
            k.gapStddevNs),
        fig("max_abs_dev", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Max |gap − nominal|"), FigureUnit::Ns,
            double(k.maxAbsDevNs)),
        fig("p99_abs_dev", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "p99 |gap − nominal|"), FigureUnit::Ns,
            double(k.p99AbsDevNs)),
        fig("bursts", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Bursts (≥ 2 packets)"), FigureUnit::Count,
            double(k.bursts)),
        fig("mean_burst", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Mean burst size (packets)"), FigureUnit::Count,
            k.meanBurstSize),
        fig("max_burst", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Max burst size (packets)"), FigureUnit::Count,
            double(k.maxBurstSize)),
        fig("p99_idle", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "p99 idle gap between bursts"), FigureUnit::Ns,
            double(k.p99IdleNs)),
    };
    f.insert(f.begin(), k.extra.begin(), k.extra.end());
    return f;
}

std::vector<Figure> simulationFigures(const SimResult &r)
{
    const double s = r.durationS > 0 ? r.durationS : 1e-9;
    return {
        fig("squeeze_per_s", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "time_squeeze per second"),
            FigureUnit::PerSecond, double(r.timeSqueeze) / s),
        fig("squeeze_time_per_s", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "… by the time limit only"),
            FigureUnit::PerSecond, double(r.squeezeByTime) / s),
        fig("squeeze_budget_per_s", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "… by the packet budget only"),
            FigureUnit::PerSecond, double(r.squeezeByBudget) / s),
        fig("squeeze_both_per_s", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "… by both at once"),
            FigureUnit::PerSecond, double(r.squeezeByBoth) / s),
        fig("cpu_share", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "CPU share"), FigureUnit::Share, r.cpuShare),
        fig("dropped", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Dropped (ring full)"), FigureUnit::Count,
            double(r.dropped)),
        fig("latency_p50", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Latency p50"), FigureUnit::Ns,
            double(r.latencyNs.p50)),
        fig("latency_p99", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Latency p99"), FigureUnit::Ns,
            double(r.latencyNs.p99)),
        fig("latency_p999", QT_TRANSLATE_NOOP("jitterscope::KeyFigures", "Latency p99.9"), FigureUnit::Ns,
            double(r.latencyNs.p999)),
    };
}

namespace {

FigureDiff diffRow(const Figure *a, const Figure *b)
{
    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    const Figure &any = a ? *a : *b;
    FigureDiff d;
    d.id = any.id;
    d.label = any.label;
    d.unit = any.unit;
    d.hasA = a != nullptr;
    d.hasB = b != nullptr;
    d.a = a ? a->value : kNaN;
    d.b = b ? b->value : kNaN;
    d.diff = d.b - d.a;
    if (!a || !b)
        d.relDiff = kNaN;
    else if (d.a == 0)
        d.relDiff = d.b == 0 ? 0.0 : kNaN;
    else
        d.relDiff = d.diff / std::fabs(d.a);
    return d;
}

} // namespace

std::vector<FigureDiff> compareFigures(const KeyFigures &a, const KeyFigures &b)
{
    auto find = [](const std::vector<Figure> &v, const std::string &id) -> const Figure * {
        for (const Figure &f : v)
            if (f.id == id)
                return &f;
        return nullptr;
    };
    // Extras first (A's order, then B-only ones): for simulations they are the story's headline.
    std::vector<FigureDiff> rows;
    for (const Figure &f : a.extra)
        rows.push_back(diffRow(&f, find(b.extra, f.id)));
    for (const Figure &f : b.extra)
        if (!find(a.extra, f.id))
            rows.push_back(diffRow(nullptr, &f));
    KeyFigures fixedA = a, fixedB = b;
    fixedA.extra.clear();
    fixedB.extra.clear();
    const std::vector<Figure> fa = figureList(fixedA), fb = figureList(fixedB);
    for (size_t i = 0; i < fa.size(); ++i)
        rows.push_back(diffRow(&fa[i], &fb[i])); // same fixed list on both sides
    return rows;
}

std::vector<FigureDiff> compareSnapshots(const AnalysisSnapshot &a, const AnalysisSnapshot &b,
                                         std::vector<Figure> extraA, std::vector<Figure> extraB)
{
    return compareFigures(keyFigures(a, std::move(extraA)), keyFigures(b, std::move(extraB)));
}

SharedHistogram sharedFractionHistogram(const LogLinearHistogram *a, const LogLinearHistogram *b, int bins)
{
    SharedHistogram out;
    const LogLinearHistogram *side[2] = { a && a->count() ? a : nullptr, b && b->count() ? b : nullptr };
    double lo = std::numeric_limits<double>::infinity(), hi = 0;
    for (const LogLinearHistogram *h : side)
        if (h) {
            lo = std::min(lo, double(std::max<int64_t>(1, h->minValue())));
            hi = std::max(hi, double(h->maxValue()));
        }
    if (!std::isfinite(lo) || bins < 1)
        return out;
    lo = std::max(1.0, lo / 1.5);
    hi = std::max(hi * 1.5, lo * 10);
    for (int s = 0; s < 2; ++s) {
        if (!side[s])
            continue;
        const DisplayHistogram d = makeDisplayHistogram(*side[s], bins, true, int64_t(lo), int64_t(std::ceil(hi)));
        out.edgesNs = d.edgesNs;
        std::vector<double> &frac = s ? out.fractionB : out.fractionA;
        const double total = double(side[s]->count());
        for (double c : d.counts)
            frac.push_back(c / total);
    }
    return out;
}

std::string figureDiffCsv(const std::vector<FigureDiff> &rows)
{
    static const char *const kUnits[] = { "count", "ns", "share", "per_s" };
    std::string out = "id,label,unit,a,b,diff,rel_diff\n";
    char buf[64];
    auto num = [&](double v) {
        if (std::isnan(v))
            return std::string();
        std::snprintf(buf, sizeof buf, "%.10g", v);
        return std::string(buf);
    };
    for (const FigureDiff &r : rows) {
        std::string label = r.label;
        const bool quote = label.find_first_of(",\"") != std::string::npos;
        if (quote) {
            std::string q = "\"";
            for (char c : label)
                q += c == '"' ? std::string("\"\"") : std::string(1, c);
            label = q + "\"";
        }
        out += r.id + ',' + label + ',' + kUnits[int(r.unit)] + ',' + num(r.a) + ',' + num(r.b) + ',' + num(r.diff) +
               ',' + num(r.relDiff) + '\n';
    }
    return out;
}

} // namespace jitterscope
