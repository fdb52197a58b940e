#include "core/report/report.h"

#include "core/base/utf8.h"

#include "core/base/saturating.h"

#include "core/base/duration.h"
#include "core/report/json_writer.h"
#include "core/report/mergeable.h"

#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <sstream>

namespace jitterscope {

const char *formatName(TraceFormat f)
{
    switch (f) {
    case TraceFormat::Pcap: return "pcap";
    case TraceFormat::PcapNg: return "pcapng";
    case TraceFormat::Unknown: break;
    }
    return "unknown";
}

const char *decoderName(PayloadKind k)
{
    switch (k) {
    case PayloadKind::Rtp: return "rtp";
    case PayloadKind::Iperf3: return "iperf3";
    case PayloadKind::Probe: return "probe";
    case PayloadKind::None: break;
    }
    return "none";
}

std::string linkTypeName(uint32_t lt)
{
    switch (lt) {
    case 0: return "NULL (BSD loopback)";
    case 1: return "Ethernet";
    case 101: return "Raw IP";
    case 108: return "LOOP (OpenBSD loopback)";
    case 113: return "Linux cooked (SLL)";
    case 228: return "Raw IPv4";
    case 229: return "Raw IPv6";
    case 276: return "Linux cooked v2 (SLL2)";
    default: return "link type " + std::to_string(lt);
    }
}

namespace {

void writeDeltas(JsonWriter &w, const char *key, const DeltaStats &d)
{
    w.beginObject(key)
        .value("count", d.count)
        .value("min_ns", d.minNs)
        .value("max_ns", d.maxNs)
        .value("mean_ns", d.meanNs, 3)
        .value("stddev_ns", d.stddevNs, 3)
        .value("p50_ns", d.p50Ns)
        .value("p90_ns", d.p90Ns)
        .value("p99_ns", d.p99Ns)
        .value("p999_ns", d.p999Ns)
        .value("negative", d.negative)
        .endObject();
}

void writeJitter(JsonWriter &w, const JitterStats &j, bool traceLevel)
{
    w.beginObject("jitter");
    if (j.nominalGapNs > 0)
        w.value("nominal_gap_ns", j.nominalGapNs);
    else
        w.null("nominal_gap_ns");
    w.value("nominal_source", nominalSourceName(j.source)).value("nominal_estimated", j.nominalEstimated);
    if (traceLevel) {
        w.value("flows_merged", uint64_t(j.flowsMerged));
        if (j.nominalFlow != UINT32_MAX)
            w.value("nominal_flow", uint64_t(j.nominalFlow));
        else
            w.null("nominal_flow");
    }
    w.value("max_abs_dev_ns", j.maxAbsDevNs)
        .value("p50_abs_dev_ns", j.p50AbsDevNs)
        .value("p90_abs_dev_ns", j.p90AbsDevNs)
        .value("p99_abs_dev_ns", j.p99AbsDevNs)
        .value("p999_abs_dev_ns", j.p999AbsDevNs)
        .endObject();
}

void writeTimeOrder(JsonWriter &w, const TimeOrderReport &t)
{
    w.beginObject("time_order")
        .value("in_time_order", t.backwardSteps == 0)
        .value("backward_steps", t.backwardSteps)
        .value("max_backward_ns", t.maxBackwardNs)
        .value("p50_backward_ns", t.p50BackwardNs)
        .value("decoder_late", t.decoderLate);
    w.beginArray("interfaces");
    for (const InterfaceOrder &io : t.interfaces)
        w.beginObject()
            .value("id", uint64_t(io.interfaceId))
            .value("packets", io.packets)
            .value("backward_steps", io.backwardSteps)
            .value("max_backward_ns", io.maxBackwardNs)
            .value("first_ts_ns", io.firstTsNs)
            .value("last_ts_ns", io.lastTsNs)
            .endObject();
    w.endArray();
    w.endObject();
}

void writeBursts(JsonWriter &w, const BurstStats &b)
{
    w.beginObject("bursts")
        .value("threshold_ns", b.thresholdNs)
        .value("threshold_derived", b.thresholdDerived)
        .value("runs", b.runs)
        .value("bursts", b.bursts)
        .value("packets_in_bursts", b.packetsInBursts)
        .value("mean_size", b.meanSize, 3)
        .value("max_size", b.maxSize)
        .value("p50_size", b.p50Size)
        .value("p90_size", b.p90Size)
        .value("p99_size", b.p99Size)
        .value("max_duration_ns", b.maxDurationNs)
        .value("p50_duration_ns", b.p50DurationNs)
        .value("p99_duration_ns", b.p99DurationNs)
        .value("idle_gaps", b.idleGaps)
        .value("p50_idle_ns", b.p50IdleNs)
        .value("p99_idle_ns", b.p99IdleNs)
        .value("max_idle_ns", b.maxIdleNs);
    w.beginArray("size_histogram");
    for (uint64_t c : b.sizeHistogram)
        w.value(nullptr, c);
    w.endArray();
    w.endObject();
}

void writeSequence(JsonWriter &w, const SequenceStats &q)
{
    w.beginObject("sequence")
        .value("received", q.received)
        .value("expected", q.expected)
        .value("lost", q.lost)
        .value("duplicates", q.duplicates)
        .value("reordered", q.reordered)
        .value("ts_inversions", q.tsInversions)
        .value("max_ts_inversion_ns", q.maxTsInversionNs)
        .endObject();
}

void writeRtp(JsonWriter &w, const char *key, const RtpStats &r)
{
    w.beginObject(key)
        .value("ssrc", uint64_t(r.ssrc))
        .value("payload_type", int(r.payloadType))
        .value("packets", r.packets)
        .value("lost", r.lost)
        .value("sequence_errors", r.sequenceErrors)
        .value("max_delta_ms", r.maxDeltaMs, 6)
        .value("mean_delta_ms", r.meanDeltaMs, 6)
        .value("max_jitter_ms", r.maxJitterMs, 6)
        .value("mean_jitter_ms", r.meanJitterMs, 6)
        .endObject();
}

void writeStage(JsonWriter &w, const char *key, const std::optional<StageDistribution> &d)
{
    if (!d) {
        w.null(key);
        return;
    }
    w.beginObject(key)
        .value("count", d->count)
        .value("min_ns", d->minNs)
        .value("p50_ns", d->p50Ns)
        .value("p99_ns", d->p99Ns)
        .value("max_ns", d->maxNs)
        .endObject();
}

void writeStages(JsonWriter &w, const StageStats &st)
{
    w.beginObject("stages");
    writeStage(w, "send_gap", st.sendGap);
    if (st.networkDelay) {
        const StageDistribution &d = *st.networkDelay;
        w.beginObject("network_delay")
            .value("count", d.count)
            .value("min_ns", d.minNs)
            .value("p50_ns", d.p50Ns)
            .value("p99_ns", d.p99Ns)
            .value("max_ns", d.maxNs)
            .value("offset_ns", st.networkOffsetNs)
            .value("relative", st.networkRelative || st.senderClockUnrelated)
            .endObject();
    } else {
        w.null("network_delay");
    }
    writeStage(w, "ipdv", st.ipdv);
    writeStage(w, "delivery_delay", st.deliveryDelay);
    writeStage(w, "delivery_ipdv", st.deliveryIpdv);
    if (st.nominalGapNs > 0)
        w.value("nominal_gap_ns", st.nominalGapNs);
    else
        w.null("nominal_gap_ns");
    w.value("sender_clock_back", st.senderClockBack);
    if (st.verdict != Stage::None) {
        w.beginObject("verdict")
            .value("stage", stageName(st.verdict))
            .value("share", st.verdictShare, 3)
            .value("text", stageVerdictText(st));
        if (st.tailTellsMore())
            w.beginObject("tail")
                .value("stage", stageName(st.tailVerdict))
                .value("share", st.tailVerdictShare, 3)
                .endObject();
        w.endObject();
    } else
        w.null("verdict");
    const std::string missing = stageMissingText(st);
    if (missing.empty())
        w.null("missing");
    else
        w.value("missing", missing);
    w.endObject();
}

} // namespace

namespace {

void writeWorkHistogram(JsonWriter &w, const std::vector<uint64_t> &h)
{
    w.beginArray("work_histogram");
    for (uint64_t c : h)
        w.value(nullptr, c);
    w.endArray();
}

// One device's polls, polls at budget, work and work histogram (a "devices" entry, the capture device).
void writeDeviceFigures(JsonWriter &w, const KernelDeviceStats &d)
{
    w.value("polls", d.polls).value("polls_at_budget", d.pollsAtBudget).value("work", d.work);
    writeWorkHistogram(w, d.workHistogram);
}

// The per-device figures of the device that delivered the capture's interface, if known.
const KernelDeviceStats *captureDeviceStats(const KernelEventsStats &k)
{
    if (k.captureDevice < 0 || size_t(k.captureDevice) >= k.deviceNames.size())
        return nullptr;
    for (const KernelDeviceStats &d : k.devices)
        if (d.name == k.deviceNames[size_t(k.captureDevice)])
            return &d;
    return nullptr;
}

// Top-level "kernel_events" (docs/cli.md): null unless the session recorded them.
void writeKernelEvents(JsonWriter &w, const std::optional<KernelEventsStats> &k)
{
    if (!k) {
        w.null("kernel_events");
        return;
    }
    w.beginObject("kernel_events")
        .value("napi_polls", k->napiPolls)
        .value("polls_at_budget", k->pollsAtBudget)
        .value("work", k->work);
    writeWorkHistogram(w, k->workHistogram);
    w.value("net_rx_runs", k->netRxRuns)
        .value("net_rx_p50_ns", k->netRxP50Ns)
        .value("net_rx_p99_ns", k->netRxP99Ns)
        .value("net_rx_max_ns", k->netRxMaxNs);
    if (k->hz > 0)
        w.value("runs_crossing_tick", k->runsCrossingTick)
            .value("expected_tick_crossings", k->expectedTickCrossings, 3)
            .value("hz", k->hz)
            .value("tick_ns", k->tickNs);
    else
        w.null("runs_crossing_tick").null("expected_tick_crossings").null("hz").null("tick_ns");
    w.value("tick_phase_known", k->tickPhaseKnown)
        .value("unpaired_entries", k->unpairedEntries)
        .value("unpaired_exits", k->unpairedExits)
        .value("lost_events", k->lostEvents)
        .value("blocks", k->blocks)
        .value("malformed_blocks", k->malformedBlocks);
    const KernelDeviceStats *capture = captureDeviceStats(*k);
    if (capture) {
        w.beginObject("capture_device")
            .value("name", capture->name)
            .value("interface", k->captureInterface)
            .value("via_backlog", k->captureViaBacklog);
        writeDeviceFigures(w, *capture);
        w.endObject();
    } else {
        w.null("capture_device");
    }
    w.beginArray("devices");
    for (const KernelDeviceStats &d : k->devices) {
        w.beginObject().value("name", d.name);
        writeDeviceFigures(w, d);
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

void buildReportJson(JsonWriter &w, const AnalysisSnapshot &s)
{
    w.beginObject();
    w.value("file", s.path).value("format", formatName(s.format));
    w.value("packets", s.packets).value("packets_in_file", s.packetsInFile).value("bytes", s.bytes);
    w.value("first_ts_ns", s.firstTsNs).value("last_ts_ns", s.lastTsNs);
    w.value("duration_ns", satSub(s.lastTsNs, s.firstTsNs));
    w.value("fragments", s.fragments).value("non_ip", s.nonIp);
    w.value("order", s.options.order == DeltaOrder::Time ? "time" : "file");
    if (!s.options.flowFilter.empty())
        w.value("flow_filter", s.options.flowFilter);
    w.beginArray("interfaces");
    for (size_t i = 0; i < s.interfaces.size(); ++i) {
        const InterfaceInfo &ifc = s.interfaces[i];
        w.beginObject()
            .value("id", uint64_t(i))
            .value("section", ifc.section)
            .value("link_type", ifc.linkType)
            .value("link_type_name", linkTypeName(ifc.linkType))
            .value("snaplen", ifc.snapLen)
            .value("name", ifc.name)
            .value("description", ifc.description)
            .value("ts_resolution", ifc.tsResolution)
            .value("ts_offset_s", ifc.tsOffsetSec)
            .value("packets", ifc.packets);
        if (ifc.isbIfDrop >= 0 || ifc.isbOsDrop >= 0)
            w.value("if_drop", ifc.isbIfDrop).value("os_drop", ifc.isbOsDrop);
        w.endObject();
    }
    w.endArray();
    if (s.interfacesNotKept > 0)
        w.value("interfaces_not_kept", s.interfacesNotKept)
            .value("packets_on_interfaces_not_kept", s.packetsOnInterfacesNotKept);
    w.beginArray("comments");
    for (const TraceComment &c : s.comments) {
        const char *scope = c.scope == TraceComment::Scope::Section     ? "section"
                            : c.scope == TraceComment::Scope::Interface ? "interface"
                            : c.scope == TraceComment::Scope::Packet    ? "packet"
                                                                        : "other";
        w.beginObject().value("scope", scope).value("offset", c.fileOffset);
        if (c.scope == TraceComment::Scope::Packet)
            w.value("packet", c.packetIndex + 1);
        else
            w.value("index", c.index);
        w.value("text", c.text).endObject();
    }
    w.endArray();
    if (s.commentsNotKept > 0)
        w.value("comments_not_kept", s.commentsNotKept);
    writeDeltas(w, "interarrival", s.interarrival);
    writeJitter(w, s.jitter, true);
    writeBursts(w, s.bursts);
    writeTimeOrder(w, s.timeOrder);
    if (s.untrackedPackets > 0) // past the flow limit (capture or analyze --flow-limit)
        w.beginObject("untracked")
            .value("flow_limit", uint64_t(s.flowLimit))
            .value("packets", s.untrackedPackets)
            .value("bytes", s.untrackedBytes)
            .endObject();
    if (s.flowsOmitted > 0) // a snapshot that lists the flows with the most packets only (the window's)
        w.value("flows_omitted", s.flowsOmitted);
    w.beginArray("flows");
    w.elements(s.flows.size(), [&s](JsonWriter &w, size_t i) {
        const FlowSummary &f = s.flows[i];
        w.beginObject()
            .value("id", f.id)
            .value("proto", f.protoName)
            .value("src", f.src)
            .value("sport", int(f.sport))
            .value("dst", f.dst)
            .value("dport", int(f.dport))
            .value("packets", f.packets)
            .value("bytes", f.bytes)
            .value("fragments", f.fragments)
            .value("first_ts_ns", f.firstTsNs)
            .value("last_ts_ns", f.lastTsNs)
            .value("decoder", decoderName(f.decoder))
            .value("decoder_forced", f.decoderForced)
            .value("decoder_datagrams", f.decoderDatagrams)
            .value("decoder_matched", f.decoderMatched);
        if (f.decoderDemoted != PayloadKind::None)
            w.value("decoder_demoted", decoderName(f.decoderDemoted));
        else
            w.null("decoder_demoted");
        writeDeltas(w, "interarrival", f.interarrival);
        writeJitter(w, f.jitter, false);
        writeBursts(w, f.bursts);
        if (!f.rtp.empty()) {
            writeRtp(w, "rtp", f.rtp.front());
            w.beginArray("rtp_streams");
            for (const RtpStats &r : f.rtp)
                writeRtp(w, nullptr, r);
            w.endArray();
        }
        if (f.rtpUntracked > 0)
            w.beginObject("rtp_untracked")
                .value("ssrc_limit", uint64_t(kMaxRtpSsrcs))
                .value("datagrams", f.rtpUntracked)
                .endObject();
        if (f.iperf3) {
            w.beginObject("iperf3")
                .value("packets", f.iperf3->packets)
                .value("lost", f.iperf3->lost)
                .value("out_of_order", f.iperf3->outOfOrder)
                .value("jitter_ms", f.iperf3->jitterMs, 6)
                .value("seq64", f.iperf3->seq64)
                .endObject();
        }
        if (f.sequence)
            writeSequence(w, *f.sequence);
        writeStages(w, f.stages);
        w.endObject();
    });
    w.endArray();
    if (s.session) {
        const SessionSummary &ss = *s.session;
        const SessionMetadata &m = ss.metadata;
        auto numberOrString = [&](const char *key) {
            const std::string v = m.value(key);
            char *end = nullptr;
            const long long n = std::strtoll(v.c_str(), &end, 10);
            if (!v.empty() && end && *end == '\0')
                w.value(key, int64_t(n));
            else if (v.empty())
                w.null(key);
            else
                w.value(key, v);
        };
        w.beginObject("session");
        w.value("kernel", m.value("kernel"));
        numberOrString("hz");
        w.value("hz_source", m.value("hz_source"));
        numberOrString("netdev_budget");
        numberOrString("netdev_budget_usecs");
        w.value("interface", m.value("interface"));
        w.value("tstamp_type", m.value("tstamp_type"));
        w.value("filter", m.value("filter"));
        w.beginObject("metadata");
        for (const auto &kv : m.entries)
            w.value(kv.first.c_str(), kv.second);
        w.endObject();
        w.endObject();
        w.beginObject("softnet")
            .value("samples", ss.softnetSamples)
            .value("cpus", uint64_t(ss.softnetTotals.size()))
            .value("columns", ss.softnetColumns)
            .value("cpu_ids_reliable", ss.cpuIdsReliable);
        w.beginArray("per_cpu");
        for (const SoftnetCpuTotals &t : ss.softnetTotals)
            w.beginObject()
                .value("cpu", t.cpu)
                .value("processed", t.processed)
                .value("dropped", t.dropped)
                .value("time_squeeze", t.timeSqueeze)
                .endObject();
        w.endArray();
        w.endObject();
        w.beginObject("drops");
        if (ss.counters)
            w.value("kernel", ss.counters->pcapDrop)
                .value("interface", ss.counters->pcapIfDrop)
                .value("helper", ss.counters->queueDrops);
        else
            w.null("kernel").null("interface").null("helper");
        w.value("analysis", s.analysisDrops);
        w.endObject();
    }
    // Only when the reader noted something, so that reports of ordinary files keep their shape.
    if (!s.readerNotes.empty()) {
        const TraceNotes &n = s.readerNotes;
        w.beginObject("reader_notes");
        const std::pair<const char *, const TraceNoteCount *> kinds[] = {
            { "packets_without_time", &n.packetsWithoutTime },
            { "fraction_out_of_range", &n.fractionOutOfRange },
            { "link_type_upper_bits", &n.linkTypeUpperBits },
            { "time_clamped", &n.timeClamped },
        };
        for (const auto &[key, c] : kinds)
            w.beginObject(key).value("count", c->count).value("first_offset", c->firstOffset).endObject();
        w.endObject();
    }
    // Only for a bounded live session (capture --detail-window), so that file reports keep their shape.
    if (s.detailWindow > 0)
        w.beginObject("detail_window")
            .value("window_packets", uint64_t(s.detailWindow))
            .value("first_packet", uint64_t(s.firstStored))
            .value("packets_held", uint64_t(s.packetsStored - s.firstStored))
            .endObject();
    writeKernelEvents(w, s.kernelEvents);
    writeMergeable(w, mergeableSummary(s));
    if (s.error) {
        w.beginObject("error")
            .value("message", s.error->message)
            .value("offset", s.error->offset)
            .value("packets_before_error", s.error->packetsBefore)
            .endObject();
    } else {
        w.null("error");
    }
    w.endObject();
}

} // namespace

std::string reportJson(const AnalysisSnapshot &s)
{
    JsonWriter w;
    buildReportJson(w, s);
    return w.str();
}

void writeReportJson(const AnalysisSnapshot &s, const std::function<void(const char *, size_t)> &sink)
{
    JsonWriter w;
    w.setSink(sink);
    buildReportJson(w, s);
    w.flush();
}

namespace {
std::string dur(double ns)
{
    return formatDurationNs(ns);
}

const char *nominalSourceText(NominalSource src)
{
    switch (src) {
    case NominalSource::Given: return "given";
    case NominalSource::Sender: return "sender clock";
    case NominalSource::Rate: return "mean rate";
    case NominalSource::PerFlow: return "per flow";
    case NominalSource::None: break;
    }
    return "none";
}

/// What the trace-level jitter line measures against.
std::string jitterScope(const AnalysisSnapshot &s)
{
    const JitterStats &j = s.jitter;
    if (j.source == NominalSource::Given)
        return "nominal " + dur(double(j.nominalGapNs)) + " given, each flow";
    if (j.nominalFlow != UINT32_MAX)
        return "nominal " + dur(double(j.nominalGapNs)) + " from the " + nominalSourceText(j.source) + " of flow #" +
               std::to_string(j.nominalFlow) +
               (j.flowsMerged > 1 ? ", " + std::to_string(j.flowsMerged) + " flows merged" : std::string());
    return "each of " + std::to_string(j.flowsMerged) + " flows against its own nominal gap, merged";
}

/// One line per kind of reader note that occurred (TraceNotes).
void writeReaderNotes(std::ostream &o, const TraceNotes &n)
{
    auto line = [&](const TraceNoteCount &c, const char *what, const char *how) {
        if (c.count)
            o << "Note        " << c.count << " " << what << " (first at byte offset " << c.firstOffset << "): " << how
              << "\n";
    };
    line(n.packetsWithoutTime, "packets without a timestamp (pcapng simple packet blocks)",
         "the file gives them no time (Wireshark shows none): counted, left out of every timed figure");
    line(n.fractionOutOfRange, "records with a fraction of a second of 10^6 us / 10^9 ns or more",
         "read as libpcap and Wireshark do, the time lies in a later second");
    line(n.linkTypeUpperBits, "pcap header with an FCS length or flag bits above the link type",
         "the link type is the low 16 bits");
    line(n.timeClamped, "packets whose time does not fit in 64-bit nanoseconds",
         "clamped to the nearest representable time (about 1677 or 2262)");
}
/// What the trace lacks for the stage decomposition, once rather than per flow.
void writeStagesNote(std::ostream &o, const AnalysisSnapshot &s)
{
    bool sender = false, delivery = false;
    for (const FlowSummary &f : s.flows) {
        sender = sender || f.stages->networkDelay;
        delivery = delivery || f.stages->deliveryDelay;
    }
    if (sender && delivery)
        return;
    o << "Stages      ";
    if (!sender)
        o << "no sender time (no probe/iperf3/RTP flow): no sender or network stage";
    if (!sender && !delivery)
        o << "; ";
    if (!delivery)
        o << "no delivery time (not a Jitterscope capture session; tcpdump/dumpcap record none): no kernel -> "
             "application stage";
    o << "\n";
}

std::string stageText(const char *name, const StageDistribution &d)
{
    return std::string(name) + " p50 " + dur(double(d.p50Ns)) + " p99 " + dur(double(d.p99Ns)) + " max " +
           dur(double(d.maxNs));
}

/// A flow's stages: one line of figures, the verdict, what is missing.
void writeFlowStages(std::ostream &o, const StageStats &st)
{
    if (!st.any())
        return;
    o << "      stages:";
    const char *sep = " ";
    if (st.sendGap) {
        o << sep << stageText("send gap - nominal", *st.sendGap);
        sep = "; ";
    }
    if (st.networkDelay) {
        o << sep << stageText("network PDV", *st.networkDelay);
        if (st.networkRelative)
            o << " (relative: RTP timestamp / clock rate, the first packet as origin)";
        else if (st.senderClockUnrelated)
            o << " (relative: the sender's clock is not the capture's wall clock, e.g. iperf3's monotonic clock)";
        else
            o << " (minimum " << dur(double(st.networkOffsetNs)) << " subtracted; absolute only on one host's clock)";
        if (st.ipdv)
            o << ", IPDV p99 " << dur(double(st.ipdv->p99Ns));
        sep = "; ";
    }
    if (st.deliveryDelay)
        o << sep << stageText("delivery", *st.deliveryDelay);
    o << "\n";
    if (st.senderClockBack)
        o << "      sender clock went back " << st.senderClockBack << " times (left out of the send gaps)\n";
    const std::string verdict = stageVerdictText(st);
    if (!verdict.empty())
        o << "      verdict: " << verdict << "\n";
    const std::string missing = stageMissingText(st);
    if (!missing.empty())
        o << "      missing: " << missing << "\n";
}
} // namespace

namespace {

// The "Kernel" section of the text report: only when the session recorded kernel events.
void writeKernelEventsText(std::ostream &o, const AnalysisSnapshot &s)
{
    if (!s.kernelEvents) {
        if (s.session && s.session->metadata.value("kernel_events").rfind("unavailable", 0) == 0)
            o << "Kernel      events not recorded: "
              << terminalText(s.session->metadata.value("kernel_events").substr(13)) << "\n";
        return;
    }
    const KernelEventsStats &k = *s.kernelEvents;
    o << "Kernel      " << k.napiPolls << " napi polls (" << k.pollsAtBudget << " at budget), work " << k.work
      << " packets; " << k.netRxRuns << " NET_RX runs, p50 " << dur(double(k.netRxP50Ns)) << ", p99 "
      << dur(double(k.netRxP99Ns)) << ", max " << dur(double(k.netRxMaxNs)) << "\n";
    if (k.hz > 0)
        o << "  runs crossing a tick (HZ " << k.hz << ", " << dur(double(k.tickNs))
          << (k.tickPhaseKnown ? "" : ", phase unknown: runs of a tick or more") << "): " << k.runsCrossingTick
          << " (expected from run time / tick: " << std::fixed << std::setprecision(1) << k.expectedTickCrossings
          << std::defaultfloat << std::setprecision(6) << ")\n";
    if (k.unpairedEntries || k.unpairedExits || k.lostEvents || k.malformedBlocks)
        o << "  unpaired NET_RX entries " << k.unpairedEntries << ", exits " << k.unpairedExits << "; lost events "
          << k.lostEvents << "; damaged blocks skipped " << k.malformedBlocks << "\n";
    const KernelDeviceStats *capture = captureDeviceStats(k);
    for (const KernelDeviceStats &d : k.devices) {
        o << "  device " << terminalText(d.name) << ": " << d.polls << " polls, " << d.pollsAtBudget
          << " at budget, work " << d.work;
        if (&d == capture)
            o << (k.captureViaBacklog ? "  <- capture interface " + terminalText(k.captureInterface) +
                                            " (the per-CPU backlog: shared with other backlog devices)"
                                      : std::string("  <- capture interface"));
        o << "\n";
    }
    if (!capture && !k.captureInterface.empty())
        o << "  capture interface " << terminalText(k.captureInterface)
          << ": no napi polls of it or of the backlog recorded\n";
}

} // namespace

std::string kernelEventsJson(const std::optional<KernelEventsStats> &events)
{
    JsonWriter w;
    w.beginObject();
    writeKernelEvents(w, events);
    w.endObject();
    return w.str();
}

void writeReportText(const AnalysisSnapshot &s, std::ostream &o)
{
    o << "File        " << terminalText(s.path) << " (" << formatName(s.format) << ")\n";
    if (s.error)
        o << "ERROR       " << s.error->message << " at byte offset " << s.error->offset << "; "
          << s.error->packetsBefore << " packets read before it (statistics below cover those)\n";
    o << "Packets     " << s.packets;
    if (s.packetsInFile != s.packets)
        o << " of " << s.packetsInFile << " (flow filter: " << terminalText(s.options.flowFilter) << ")";
    o << ", " << s.bytes << " bytes, " << s.flowCount() << " flows";
    if (s.flowsOmitted > 0)
        o << " (" << s.flows.size() << " with the most packets listed below)";
    if (s.fragments)
        o << ", " << s.fragments << " IP fragments (counted, not decoded)";
    o << "\n";
    if (s.untrackedPackets > 0)
        o << "Untracked   " << s.untrackedPackets << " packets, " << s.untrackedBytes
          << " bytes of flows first seen past the flow limit of " << s.flowLimit << " (in the totals, in no flow's)\n";
    o << "Duration    " << dur(double(satSub(s.lastTsNs, s.firstTsNs))) << " (first " << s.firstTsNs << " ns, last "
      << s.lastTsNs << " ns)\n";
    for (size_t i = 0; i < s.interfaces.size(); ++i)
        o << "Interface " << i << " "
          << (s.interfaces[i].name.empty() ? "(unnamed)" : terminalText(s.interfaces[i].name)) << ", "
          << linkTypeName(s.interfaces[i].linkType) << ", resolution " << s.interfaces[i].tsResolution << ", "
          << s.interfaces[i].packets << " packets\n";
    if (s.interfacesNotKept > 0)
        o << "Interfaces  " << s.interfacesNotKept << " more counted, not described: the first " << kMaxTraceInterfaces
          << " are (" << s.packetsOnInterfacesNotKept << " packets on the others)\n";
    writeReaderNotes(o, s.readerNotes);
    if (s.session) {
        const SessionSummary &ss = *s.session;
        o << "Session     kernel " << terminalText(ss.metadata.value("kernel", "?")) << ", HZ "
          << terminalText(ss.metadata.value("hz", "?")) << " (" << terminalText(ss.metadata.value("hz_source", "?"))
          << "), netdev_budget " << terminalText(ss.metadata.value("netdev_budget", "?")) << ", netdev_budget_usecs "
          << terminalText(ss.metadata.value("netdev_budget_usecs", "?")) << ", interface "
          << terminalText(ss.metadata.value("interface", "?")) << ", timestamps "
          << terminalText(ss.metadata.value("tstamp_type", "?")) << "\n";
        if (ss.counters)
            o << "Drops       kernel " << ss.counters->pcapDrop << ", interface " << ss.counters->pcapIfDrop
              << ", capture helper queue " << ss.counters->queueDrops << ", analysis " << s.analysisDrops << "\n";
        o << "Softnet     " << ss.softnetSamples << " samples of " << ss.softnetTotals.size() << " CPUs\n";
        for (const SoftnetCpuTotals &t : ss.softnetTotals)
            o << "  cpu " << t.cpu << ": processed " << t.processed << ", dropped " << t.dropped << ", time_squeeze "
              << t.timeSqueeze << "\n";
    }
    writeKernelEventsText(o, s);
    const DeltaStats &d = s.interarrival;
    o << "\nInter-arrival (" << (s.options.order == DeltaOrder::Time ? "timestamp" : "file") << " order), " << d.count
      << " gaps\n";
    if (d.count) {
        o << "  min " << dur(double(d.minNs)) << "  mean " << dur(d.meanNs) << "  max " << dur(double(d.maxNs))
          << "  stddev " << dur(d.stddevNs) << "\n";
        o << "  p50 " << dur(double(d.p50Ns)) << "  p90 " << dur(double(d.p90Ns)) << "  p99 " << dur(double(d.p99Ns))
          << "  p99.9 " << dur(double(d.p999Ns)) << "\n";
        if (d.negative)
            o << "  " << d.negative << " negative gaps (timestamps going backwards in file order)\n";
        o << "Jitter (|gap - nominal|, " << jitterScope(s) << "): max " << dur(double(s.jitter.maxAbsDevNs)) << ", p99 "
          << dur(double(s.jitter.p99AbsDevNs)) << "\n";
        const BurstStats &b = s.bursts;
        o << "Bursts (gap < " << dur(double(b.thresholdNs)) << (b.thresholdDerived ? ", derived" : ", given")
          << "): " << b.bursts << " bursts of >= 2 packets, mean run " << b.meanSize << ", max " << b.maxSize
          << ", p99 " << b.p99Size << "; idle gaps p50 " << dur(double(b.p50IdleNs)) << ", max "
          << dur(double(b.maxIdleNs)) << "\n";
    }
    if (s.firstStored > 0)
        o << "Detail      per-packet detail kept for the last " << (s.packetsStored - s.firstStored) << " of "
          << s.packetsStored << " packets (window " << s.detailWindow
          << "): jitter, bursts and the timeline cover those; the counters and the inter-arrival figures the "
             "whole session\n";
    const TimeOrderReport &t = s.timeOrder;
    if (t.backwardSteps) {
        o << "Time order  NOT in time order: " << t.backwardSteps << " backward steps (largest "
          << dur(double(t.maxBackwardNs)) << ", median " << dur(double(t.p50BackwardNs)) << ")";
        if (s.options.order == DeltaOrder::File)
            o << "; --order time analyses in timestamp order";
        o << "\n";
        if (t.interfaces.size() > 1)
            for (const InterfaceOrder &io : t.interfaces)
                o << "  interface " << io.interfaceId << ": " << io.packets << " packets, " << io.backwardSteps
                  << " backward steps within it, " << dur(double(satSub(io.firstTsNs, s.minTsNs))) << " .. "
                  << dur(double(satSub(io.lastTsNs, s.minTsNs))) << " after the earliest packet\n";
    }
    if (t.decoderLate)
        o << "  " << t.decoderLate << " datagrams reached the decoders out of time order (beyond the reorder window)\n";
    writeStagesNote(o, s);
    o << "\nFlows\n";
    for (const FlowSummary &f : s.flows) {
        o << "  #" << f.id << " " << f.label() << "  " << f.packets << " pkts";
        if (f.decoder != PayloadKind::None) {
            o << " [" << decoderName(f.decoder) << (f.decoderForced ? ", forced" : "");
            if (f.decoderMatched < f.decoderDatagrams)
                o << ", " << f.decoderMatched << " of " << f.decoderDatagrams << " datagrams decoded";
            o << "]";
        } else if (f.decoderDemoted != PayloadKind::None) {
            o << " [not " << decoderName(f.decoderDemoted) << ": only " << f.decoderMatched << " of "
              << f.decoderDatagrams << " datagrams decoded]";
        }
        if (f.interarrival.count) {
            o << ", gap p50 " << dur(double(f.interarrival.p50Ns)) << " p99 " << dur(double(f.interarrival.p99Ns))
              << " max " << dur(double(f.interarrival.maxNs));
            if (f.jitter.nominalGapNs > 0)
                o << ", nominal " << dur(double(f.jitter.nominalGapNs)) << " (" << nominalSourceText(f.jitter.source)
                  << "), max |dev| " << dur(double(f.jitter.maxAbsDevNs));
            o << ", " << f.bursts.bursts << " bursts";
        }
        o << "\n";
        for (const RtpStats &r : f.rtp) {
            char buf[256];
            std::snprintf(buf, sizeof buf,
                          "      RTP SSRC 0x%08x PT %u: %llu pkts, lost %lld, max delta %.3f ms, jitter max %.3f ms "
                          "mean %.3f ms\n",
                          r.ssrc, unsigned(r.payloadType), static_cast<unsigned long long>(r.packets),
                          static_cast<long long>(r.lost), r.maxDeltaMs, r.maxJitterMs, r.meanJitterMs);
            o << buf;
        }
        if (f.rtpUntracked > 0)
            o << "      RTP: " << f.rtpUntracked << " more datagrams of SSRCs first seen after " << kMaxRtpSsrcs
              << " others (counted, not analysed one by one)\n";
        if (f.iperf3) {
            char buf[200];
            std::snprintf(buf, sizeof buf, "      iperf3: %llu pkts, lost %lld, out of order %llu, jitter %.3f ms\n",
                          static_cast<unsigned long long>(f.iperf3->packets), static_cast<long long>(f.iperf3->lost),
                          static_cast<unsigned long long>(f.iperf3->outOfOrder), f.iperf3->jitterMs);
            o << buf;
        }
        if (f.sequence) {
            const SequenceStats &q = *f.sequence;
            o << "      sequence: lost " << q.lost << ", duplicates " << q.duplicates << ", reordered " << q.reordered
              << ", timestamp inversions " << q.tsInversions;
            if (q.tsInversions)
                o << " (max " << dur(double(q.maxTsInversionNs)) << ": phantom jitter)";
            o << "\n";
        }
        writeFlowStages(o, f.stages);
    }
    if (!s.comments.empty()) {
        o << "\nComments\n";
        for (const TraceComment &c : s.comments) {
            o << "  ";
            if (c.scope == TraceComment::Scope::Packet)
                o << "packet " << c.packetIndex + 1;
            else if (c.scope == TraceComment::Scope::Section)
                o << "section " << c.index;
            else if (c.scope == TraceComment::Scope::Interface)
                o << "interface " << c.index;
            else
                o << "file";
            o << ": " << terminalText(c.text) << "\n";
        }
        if (s.commentsNotKept > 0)
            o << "  (" << s.commentsNotKept << " more comments counted, not kept: the first " << kMaxTraceComments
              << " are)\n";
    }
}

std::string reportText(const AnalysisSnapshot &s)
{
    std::ostringstream o;
    writeReportText(s, o);
    return o.str();
}

namespace {
std::string csvField(const std::string &v)
{
    if (v.find_first_of(",\"\n") == std::string::npos)
        return v;
    std::string o = "\"";
    for (char c : v) {
        if (c == '"')
            o += '"';
        o += c;
    }
    return o + "\"";
}
} // namespace

void writeReportCsv(const AnalysisSnapshot &s, std::ostream &o)
{
    o << "scope,id,proto,src,sport,dst,dport,packets,bytes,gaps,min_ns,mean_ns,max_ns,stddev_ns,p50_ns,p90_ns,p99_"
         "ns,p999_ns,negative,nominal_gap_ns,nominal_source,max_abs_dev_ns,p99_abs_dev_ns,burst_threshold_ns,bursts,"
         "max_burst,"
         "decoder,lost,rtp_max_jitter_ms,rtp_mean_jitter_ms,iperf3_jitter_ms\n";
    auto row = [&](const std::string &scope, const std::string &id, const std::string &proto, const std::string &src,
                   const std::string &sport, const std::string &dst, const std::string &dport, uint64_t packets,
                   uint64_t bytes, const DeltaStats &d, const JitterStats &j, const BurstStats &b,
                   const std::string &decoder, const std::string &lost, const std::string &rtpMax,
                   const std::string &rtpMean, const std::string &iperf) {
        char mean[32], sd[32];
        std::snprintf(mean, sizeof mean, "%.3f", d.meanNs);
        std::snprintf(sd, sizeof sd, "%.3f", d.stddevNs);
        o << scope << ',' << id << ',' << proto << ',' << csvField(src) << ',' << sport << ',' << csvField(dst) << ','
          << dport << ',' << packets << ',' << bytes << ',' << d.count << ',' << d.minNs << ',' << mean << ','
          << d.maxNs << ',' << sd << ',' << d.p50Ns << ',' << d.p90Ns << ',' << d.p99Ns << ',' << d.p999Ns << ','
          << d.negative << ',' << j.nominalGapNs << ',' << nominalSourceName(j.source) << ',' << j.maxAbsDevNs << ','
          << j.p99AbsDevNs << ',' << b.thresholdNs << ',' << b.bursts << ',' << b.maxSize << ',' << decoder << ','
          << lost << ',' << rtpMax << ',' << rtpMean << ',' << iperf << '\n';
    };
    row("trace", "", "", "", "", "", "", s.packets, s.bytes, s.interarrival, s.jitter, s.bursts, "", "", "", "", "");
    for (const FlowSummary &f : s.flows) {
        std::string lost, rtpMax, rtpMean, iperf;
        char buf[32];
        if (!f.rtp.empty()) {
            lost = std::to_string(f.rtp.front().lost);
            std::snprintf(buf, sizeof buf, "%.6f", f.rtp.front().maxJitterMs);
            rtpMax = buf;
            std::snprintf(buf, sizeof buf, "%.6f", f.rtp.front().meanJitterMs);
            rtpMean = buf;
        } else if (f.iperf3) {
            lost = std::to_string(f.iperf3->lost);
        } else if (f.sequence) {
            lost = std::to_string(f.sequence->lost);
        }
        if (f.iperf3) {
            std::snprintf(buf, sizeof buf, "%.6f", f.iperf3->jitterMs);
            iperf = buf;
        }
        const bool ports = f.proto == 17 || f.proto == 6;
        row("flow", std::to_string(f.id), f.protoName, f.src, ports ? std::to_string(f.sport) : "", f.dst,
            ports ? std::to_string(f.dport) : "", f.packets, f.bytes, f.interarrival, f.jitter, f.bursts,
            decoderName(f.decoder), lost, rtpMax, rtpMean, iperf);
    }
}

std::string reportCsv(const AnalysisSnapshot &s)
{
    std::ostringstream o;
    writeReportCsv(s, o);
    return o.str();
}

} // namespace jitterscope
