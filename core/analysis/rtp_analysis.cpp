// RTP stream analysis following Wireshark 4.0 (checked against tshark 4.0.17 -z rtp,streams).
// The quirks are deliberate, because the point is to print the numbers Wireshark prints:
//  - the clock divisor is the integer clock_rate/1000 (44100 Hz → 44 samples per ms);
//  - "in time sequence" compares against the *first* packet's extended timestamp;
//  - mean delta / mean jitter divide by the packet count before this packet (all packets,
//    regular or not) while only regular packets add to the sum.
#include "core/analysis/rtp_analysis.h"

#include "core/base/saturating.h"

#include <cmath>

namespace jitterscope {

namespace {

constexpr uint8_t kPtCn = 13; // comfort noise (RFC 3389)
constexpr uint8_t kPtCnOld = 19; // reserved, formerly CN
constexpr uint8_t kFirstDynamicPt = 96;

bool isComfortNoise(uint8_t pt)
{
    return pt == kPtCn || pt == kPtCnOld;
}

} // namespace

void RtpStreamAnalysis::add(int64_t captureTsNs, const PayloadFields &f)
{
    const uint16_t seq = uint16_t(f.seq);
    if (m_first && !m_originSet)
        m_originNs = captureTsNs;
    const double nowMs = double(satSub(captureTsNs, m_originNs)) / 1e6;

    // Extended RTP timestamp: unwrap to the value nearest the previous packet's (as the RTP
    // dissector does per conversation).
    int64_t extTs;
    if (m_first) {
        extTs = f.rtpTimestamp;
    } else {
        const int32_t step = int32_t(f.rtpTimestamp - uint32_t(m_lastExtTs));
        extTs = m_lastExtTs + step;
    }
    m_lastExtTs = extTs;

    if (m_first) {
        m_first = false;
        m_ssrc = f.ssrc;
        m_pt = f.payloadType;
        m_startSeq = m_stopSeq = seq;
        m_seqNum = seq;
        m_firstExtTs = extTs;
        m_timeMs = nowMs;
        m_totalNr = 1;
        return;
    }

    const bool inTimeSequence = m_firstExtTs <= extTs;
    bool wrongSeq = false;

    // Sequence cycles: a sequence number below the stream's first one starts a new cycle.
    if (inTimeSequence && !m_under && (seq < m_startSeq || (seq == 0 && m_stopSeq == 65535))) {
        ++m_seqCycles;
        m_under = true;
    } else if (inTimeSequence && m_under && seq > m_startSeq) {
        m_under = false;
    }

    // Wireshark's "wrong sequence" count: gaps, late and duplicated packets each count once.
    if (inTimeSequence && (m_seqNum + 1 == seq || (m_seqNum == 65535 && seq == 0))) {
        m_seqNum = seq;
    } else if (inTimeSequence && (m_seqNum + 1 < seq || m_seqNum - seq > 0xFF00)) {
        // A huge backward step is taken as a wrap whose packets were lost (Wireshark #5958).
        m_seqNum = seq;
        wrongSeq = true;
    } else if (m_seqNum + 1 > seq) {
        wrongSeq = true;
    }
    if (wrongSeq)
        ++m_sequenceErrors;
    if (wrongSeq || !inTimeSequence)
        m_problem = true;

    const bool comfortNoise = isComfortNoise(f.payloadType);
    const bool followsComfortNoise = isComfortNoise(m_pt);
    m_pt = f.payloadType;

    // Dynamic types have no clock without SDP; Wireshark then computes no jitter at all.
    const uint32_t clockRate = f.payloadType < kFirstDynamicPt ? rtpClockRate(f.payloadType) : 0;

    if (inTimeSequence) {
        if (clockRate != 0) {
            m_clockRate = clockRate;
            // Integer division on purpose: Wireshark divides by (guint32)clock_rate/1000.
            const uint32_t clockKHz = clockRate / 1000;
            const double nominalMs = double(extTs - m_firstExtTs) / double(clockKHz);
            const double expectedMs = m_timeMs + (nominalMs - m_lastNominalMs);
            const double diffMs = std::fabs(nowMs - expectedMs);
            m_jitterMs = (15 * m_jitterMs + diffMs) / 16; // RFC 3550 J += (|D| − J)/16
            m_deltaMs = nowMs - m_timeMs;
            m_lastNominalMs = nominalMs;
        } else {
            m_deltaMs = nowMs - m_timeMs;
        }
    }

    const bool regular = !f.marker && !comfortNoise && inTimeSequence && !followsComfortNoise;
    if (regular) {
        if (m_deltaMs > m_maxDeltaMs)
            m_maxDeltaMs = m_deltaMs;
        if (m_minDeltaMs == -1 || m_deltaMs < m_minDeltaMs)
            m_minDeltaMs = m_deltaMs;
        // m_totalNr counts the packets before this one, i.e. the deltas so far including this one.
        m_meanDeltaMs = (m_meanDeltaMs * double(m_totalNr - 1) + m_deltaMs) / double(m_totalNr);
        if (clockRate != 0) {
            if (m_jitterMs > m_maxJitterMs)
                m_maxJitterMs = m_jitterMs;
            m_meanJitterMs = (m_meanJitterMs * double(m_totalNr - 1) + m_jitterMs) / double(m_totalNr);
            if (m_minJitterMs == -1 || m_jitterMs < m_minJitterMs)
                m_minJitterMs = m_jitterMs;
        }
    }

    if (inTimeSequence)
        m_timeMs = nowMs;
    m_stopSeq = seq;
    ++m_totalNr;
}

RtpStats RtpStreamAnalysis::result() const
{
    RtpStats s;
    s.ssrc = m_ssrc;
    s.payloadType = m_pt;
    s.packets = m_totalNr;
    if (m_totalNr == 0)
        return s;
    const int64_t expected = int64_t(m_stopSeq) + int64_t(m_seqCycles) * 65536 - int64_t(m_startSeq) + 1;
    s.lost = expected - int64_t(m_totalNr);
    s.sequenceErrors = m_sequenceErrors;
    s.maxDeltaMs = m_maxDeltaMs;
    s.meanDeltaMs = m_meanDeltaMs;
    s.minDeltaMs = m_minDeltaMs;
    s.maxJitterMs = m_maxJitterMs;
    s.meanJitterMs = m_meanJitterMs;
    s.minJitterMs = m_minJitterMs;
    s.lastJitterMs = m_jitterMs;
    s.clockRate = m_clockRate;
    s.problem = m_problem;
    return s;
}

} // namespace jitterscope
