// Payload dispatch of Analyzer::Impl (reading thread): the per-flow detector decides on a decoder
// from evidence across the flow (its datagrams' heads are kept in `pending` meanwhile), then each
// datagram goes to the flow's RTP streams, iperf3 or probe analysis, its sequence analysis and its
// sender clock; the decision is checked again at the end (settleDecoders). Under --order time the
// datagrams pass through a reorder window first, so the decoders see them in timestamp order.
#include "core/analysis/analyzer_p.h"

#include <algorithm>
#include <cstring>

namespace jitterscope {

using namespace detail;

void SenderClock::add(uint64_t seq, int64_t clock, int64_t arrival)
{
    if (!started) {
        started = true;
        lastSeq = seq;
        lastClock = clock;
        lastArrival = arrival;
        return;
    }
    const uint64_t dseq = sequenceStep(seq, lastSeq, seqBits);
    if (dseq == 0 || dseq > sequenceStep(~uint64_t(0), 0, seqBits) / 2)
        return; // a duplicate or a late datagram: the reference stays the highest one
    int64_t dclock;
    if (rtp)
        dclock = int32_t(uint32_t(clock) - uint32_t(lastClock));
    else if (!checkedSub(clock, lastClock, &dclock))
        dclock = -1;
    if (dseq <= 64 && dclock >= 0) {
        steps.add(dclock, dseq);
        int64_t da;
        if (checkedSub(arrival, lastArrival, &da) && da >= 0) {
            ticks = satAdd(ticks, dclock);
            arrivalNs = satAdd(arrivalNs, da);
        }
    }
    lastSeq = seq;
    lastClock = clock;
    lastArrival = arrival;
}

int64_t SenderClock::nominalNs(uint32_t rtpClockHz) const
{
    if (!rtp)
        return steps.meanNs(kSenderDigits);
    uint32_t hz = rtpClockHz ? rtpClockHz : rtpClockRate(payloadType);
    if (hz == 0 && arrivalNs > 0)
        hz = snapRtpClock(double(ticks) * 1e9 / double(arrivalNs));
    return hz ? steps.meanNs(kSenderDigits, 1e9 / hz) : 0; // an RTP clock of unknown rate says nothing in ns
}

int64_t Analyzer::Impl::senderNominal(const FlowState &f) const
{
    if (!f.detector.decided() || f.detector.kind() == PayloadKind::None)
        return 0;
    return f.sender.nominalNs(f.detector.rtpClockHz());
}

StageAccumulator &FlowState::stageState()
{
    if (!stages)
        stages = std::make_unique<StageAccumulator>();
    return *stages;
}

void Analyzer::Impl::senderStage(FlowState &f, uint64_t seq, int seqBits, int64_t senderNs, int64_t tsNs,
                                 int64_t deliveryNs)
{
    StageAccumulator &st = f.stageState();
    if (!f.stagesTimeline && timelineFlows < kTimelineFlows) {
        f.stagesTimeline = true;
        ++timelineFlows;
        st.enableTimeline();
    }
    st.addSender(seq, seqBits, senderNs, tsNs, deliveryNs);
}

void Analyzer::Impl::feedDecoder(FlowState &f, int64_t tsNs, int64_t deliveryNs, const PayloadView &v)
{
    const PayloadKind kind = f.detector.kind();
    const bool seq64 = f.detector.seq64();
    if (kind == PayloadKind::Iperf3 && v.len == 4)
        return; // iperf3's connect/reply datagrams: part of the protocol, not data
    ++f.decoderDatagrams;
    PayloadFields pf;
    if (!decodePayloadAs(kind, seq64, v, pf))
        return;
    ++f.decoderMatched;
    switch (pf.kind) {
    case PayloadKind::Rtp: {
        // The first SSRC is nearly always the one (checked first); then the others in order.
        auto it = !f.rtp.empty() && f.rtp.front().first == pf.ssrc
                      ? f.rtp.begin()
                      : std::find_if(f.rtp.begin(), f.rtp.end(), [&](const auto &e) { return e.first == pf.ssrc; });
        if (it == f.rtp.end()) {
            if (f.rtp.size() >= kMaxRtpSsrcs) {
                ++f.rtpUntracked;
                break;
            }
            f.rtp.emplace_back(pf.ssrc, RtpStreamAnalysis());
            it = f.rtp.end() - 1;
        }
        it->second.add(tsNs, pf);
        if (!f.sequence)
            f.sequence = std::make_unique<SequenceAnalysis>(16);
        // Sequence, sender clock and stages follow one stream: the detector's (the busiest of a
        // bundle), or when forced the flow's first SSRC.
        const std::optional<uint32_t> followed = f.detector.rtpSsrc();
        if (followed ? pf.ssrc == *followed : it == f.rtp.begin()) {
            f.sequence->add(pf.seq, tsNs);
            if (!f.sender.started) {
                f.sender.rtp = true;
                f.sender.seqBits = 16;
                f.sender.payloadType = pf.payloadType;
            }
            f.sender.add(pf.seq, int64_t(pf.rtpTimestamp), tsNs);
            // Stages: the RTP clock gives a relative send time (timestamp / rate, the first packet 0).
            const uint32_t hz = f.detector.rtpClockHz() ? f.detector.rtpClockHz() : rtpClockRate(pf.payloadType);
            if (hz == 0) {
                f.stageState().noteRtpClockUnknown();
                break;
            }
            if (f.rtpStageStarted)
                f.rtpStageTicks = satAdd(f.rtpStageTicks, int32_t(pf.rtpTimestamp - f.rtpStageLast));
            f.rtpStageStarted = true;
            f.rtpStageLast = pf.rtpTimestamp;
            const __int128 ns = __int128(f.rtpStageTicks) * 1000000000 / hz;
            const int64_t senderNs = ns > INT64_MAX ? INT64_MAX : ns < -INT64_MAX ? -INT64_MAX : int64_t(ns);
            f.stageState().setRelative(true);
            senderStage(f, pf.seq, 16, senderNs, tsNs, deliveryNs);
        }
        break;
    }
    case PayloadKind::Iperf3:
        if (!f.iperf3)
            f.iperf3 = std::make_unique<Iperf3Analysis>(seq64);
        f.iperf3->add(tsNs, pf);
        if (!f.sequence)
            f.sequence = std::make_unique<SequenceAnalysis>(seq64 ? 64 : 32);
        f.sequence->add(pf.seq, tsNs);
        f.sender.seqBits = seq64 ? 64 : 32;
        f.sender.add(pf.seq, pf.txNs, tsNs);
        senderStage(f, pf.seq, seq64 ? 64 : 32, pf.txNs, tsNs, deliveryNs);
        break;
    case PayloadKind::Probe:
        if (!f.sequence)
            f.sequence = std::make_unique<SequenceAnalysis>(64);
        f.sequence->add(pf.seq, tsNs);
        f.sender.seqBits = 64;
        f.sender.add(pf.seq, pf.txNs, tsNs);
        senderStage(f, pf.seq, 64, pf.txNs, tsNs, deliveryNs);
        break;
    case PayloadKind::None: break;
    }
}

void Analyzer::Impl::replayPending(FlowState &f)
{
    if (f.detector.kind() != PayloadKind::None)
        f.pending.forEach([&](const PendingDatagram &d) { feedDecoder(f, d.tsNs, d.deliveryNs, d.view()); });
    f.pending.clear(pendingHeads);
}

void Analyzer::Impl::decodePayload(FlowState &f, int64_t tsNs, int64_t deliveryNs, const PayloadView &v, uint16_t sport,
                                   uint16_t dport)
{
    // STUN, DTLS and RTCP beside the media: neither the detector's nor a decoder's (not even
    // counted in decoder_datagrams), and no head kept for them.
    if (isMuxedControl(v))
        return;
    if (f.detector.decided()) {
        if (f.detector.kind() != PayloadKind::None)
            feedDecoder(f, tsNs, deliveryNs, v);
        return;
    }
    // Keep the undecided datagrams' heads so that the decided decoder also sees the first packets.
    f.pending.push(pendingHeads, PendingDatagram::of(tsNs, deliveryNs, v));
    const auto earlier = [&](PayloadDetector &d, size_t n) {
        f.pending.forEach([&](const PendingDatagram &p) { d.feed(p.view(), p.tsNs, sport, dport); }, n);
    };
    if (f.detector.feed(detectors, v, tsNs, sport, dport, earlier))
        replayPending(f);
}

void Analyzer::Impl::queueDatagram(uint32_t flowId, int64_t tsNs, int64_t deliveryNs, const PayloadView &v,
                                   uint16_t sport, uint16_t dport)
{
    // Time order: a min-heap on (timestamp, file position) releases datagrams in the order of the
    // stable sort the statistics use, once kReorderWindow are waiting. A datagram stamped before
    // one already released cannot be put in its place: it is decoded at once and counted.
    if (tsNs < reorderReleased) {
        ++decoderLate;
        decodePayload(*flows[flowId], tsNs, deliveryNs, v, sport, dport);
        return;
    }
    reorderHeap.push_back(
        Reordered { tsNs, reorderSeq++, flowId, sport, dport, PendingDatagram::of(tsNs, deliveryNs, v) });
    std::push_heap(reorderHeap.begin(), reorderHeap.end(), Reordered::later);
    if (reorderHeap.size() > kReorderWindow)
        releaseDatagram();
}

void Analyzer::Impl::releaseDatagram()
{
    std::pop_heap(reorderHeap.begin(), reorderHeap.end(), Reordered::later);
    const Reordered r = reorderHeap.back();
    reorderHeap.pop_back();
    reorderReleased = r.tsNs;
    decodePayload(*flows[r.flowId], r.tsNs, r.datagram.deliveryNs, r.datagram.view(), r.sport, r.dport);
}

void Analyzer::Impl::settleDecoders()
{
    while (!reorderHeap.empty())
        releaseDatagram();
    reorderHeap.shrink_to_fit();
    for (FlowState *fp : flows) {
        FlowState &f = *fp;
        if (!f.detector.decided() && !f.pending.empty()) {
            f.detector.decideNow(detectors);
            replayPending(f);
        }
        const PayloadKind kind = f.detector.kind();
        if (f.forcedDecoder || kind == PayloadKind::None || f.decoderDatagrams == 0)
            continue;
        // Detected, but most of the flow's datagrams stopped decoding: the evidence did not hold.
        if (f.decoderMatched * 2 < f.decoderDatagrams) {
            f.demotedFrom = kind;
            f.rtp.clear();
            f.iperf3.reset();
            f.sequence.reset();
            f.sender = SenderClock();
            if (f.stages) // the sender times were not: keep only the delivery stage
                f.stages->dropSender();
            f.detector.force(detectors, PayloadKind::None);
        }
    }
}

} // namespace jitterscope
