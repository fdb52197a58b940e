// FlowDecoder (flow_decoder.h).
#include "core/metrics/flow_decoder.h"

#include "core/base/saturating.h"

#include <algorithm>
#include <cstring>

namespace jitterscope {

namespace {

const char *decoderName(PayloadKind k)
{
    switch (k) {
    case PayloadKind::Rtp: return "rtp";
    case PayloadKind::Iperf3: return "iperf3";
    case PayloadKind::Probe: return "probe";
    default: return "";
    }
}

} // namespace

int FlowDecoder::seqBits() const
{
    const PayloadKind kind = m_detector.kind();
    return kind == PayloadKind::Rtp ? 16 : m_detector.seq64() || kind == PayloadKind::Probe ? 64 : 32;
}

void FlowDecoder::feed(int64_t tsNs, const PacketInfo &p)
{
    if (!m_decoding || p.proto != 17 || !p.payload || (p.fragment && !p.firstFragment))
        return;
    const size_t len = p.udpLen ? p.udpLen : p.payloadLen;
    const size_t avail = std::min<size_t>(p.payloadLen, len);
    const PayloadView v { p.payload, avail, len, avail == len && len ? p.payload[len - 1] : uint8_t(0) };
    if (m_detector.decided()) {
        decoded(tsNs, v);
        return;
    }
    if (m_pending.size() < PayloadDetector::kMaxDatagrams) {
        Pending d { tsNs, uint32_t(len), uint16_t(std::min(avail, kPayloadHeadBytes)), v.last, {} };
        std::memcpy(d.head, p.payload, d.avail);
        m_pending.push_back(d);
    }
    if (m_detector.feed(v, tsNs, p.sport, p.dport))
        start();
}

void FlowDecoder::decideNow()
{
    if (!m_decoding || m_detector.decided() || m_pending.empty())
        return;
    m_detector.decideNow();
    start();
}

void FlowDecoder::start()
{
    const PayloadKind kind = m_detector.kind();
    if (kind == PayloadKind::None) {
        m_decoding = false;
    } else {
        m_sequence = std::make_unique<SequenceAnalysis>(seqBits());
        if (kind == PayloadKind::Rtp)
            m_rtp = std::make_unique<RtpStreamAnalysis>();
        if (kind == PayloadKind::Iperf3)
            m_iperf3 = std::make_unique<Iperf3Analysis>(m_detector.seq64());
        for (const Pending &p : m_pending)
            decoded(p.tsNs, PayloadView { p.head, p.avail, p.len, p.last });
    }
    m_pending.clear();
    m_pending.shrink_to_fit();
}

void FlowDecoder::decoded(int64_t tsNs, const PayloadView &v)
{
    PayloadFields f;
    if (!decodePayloadAs(m_detector.kind(), m_detector.seq64(), v, f))
        return;
    if (m_rtp) {
        // One RTP stream per flow is exported, and its sequence and sender clock alone are
        // followed: the detector's (the busiest of a bundle), or when forced the first SSRC.
        if (!m_rtpSsrc)
            m_rtpSsrc = m_detector.rtpSsrc().value_or(f.ssrc);
        if (f.ssrc != *m_rtpSsrc)
            return;
    }
    m_sequence->add(f.seq, tsNs);
    const int64_t clock = m_rtp ? int64_t(f.rtpTimestamp) : f.txNs;
    if (m_rtp || f.txNs != INT64_MIN) {
        if (m_senderHasLast) {
            const uint64_t step = sequenceStep(f.seq, m_senderLastSeq, seqBits());
            // RTP timestamps are 32-bit and wrap; the sender clocks in ns do not.
            const int64_t dt = m_rtp ? int64_t(int32_t(uint32_t(clock) - uint32_t(m_senderLastClock)))
                                     : satSub(clock, m_senderLastClock);
            if (step >= 1 && step <= 64)
                m_sender.add(dt, step);
        }
        m_senderLastSeq = f.seq;
        m_senderLastClock = clock;
        m_senderHasLast = true;
    }
    if (m_rtp)
        m_rtp->add(tsNs, f);
    if (m_iperf3)
        m_iperf3->add(tsNs, f);
}

int64_t FlowDecoder::senderNominalNs(uint64_t minSteps) const
{
    const uint32_t rtpHz = m_rtp ? m_detector.rtpClockHz() : 0;
    if (m_sender.steps() < minSteps || (m_rtp && !rtpHz))
        return 0;
    return m_sender.meanNs(kSenderDigits, rtpHz ? 1e9 / rtpHz : 1.0);
}

std::optional<FlowDecoderMetrics> FlowDecoder::metrics() const
{
    if (!m_sequence)
        return std::nullopt;
    FlowDecoderMetrics m;
    m.decoder = decoderName(m_detector.kind());
    const SequenceStats q = m_sequence->result();
    m.received = q.received;
    m.lost = q.lost;
    m.duplicates = q.duplicates;
    m.reordered = q.reordered;
    m.tsInversions = q.tsInversions;
    if (m_rtp) {
        const RtpStats r = m_rtp->result();
        m.ssrc = r.ssrc;
        if (r.clockRate)
            m.jitterSeconds = r.lastJitterMs / 1e3;
    }
    if (m_iperf3)
        m.jitterSeconds = m_iperf3->result().jitterMs / 1e3;
    return m;
}

} // namespace jitterscope
