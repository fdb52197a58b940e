// UDP payload decoders (RTP, iperf3, probe) and the per-flow payload auto-detector.
#include "core/decode/payload_decode.h"

#include "core/base/bytes.h"

#include <ctime>

namespace jitterscope {

namespace {

constexpr uint16_t kProbeVersion = 1;

// iperf3's 4-byte UDP "connect" and "reply" datagrams (current and pre-3.1 values).
constexpr uint32_t kIperfConnect = 0x36373839u; // "6789"
constexpr uint32_t kIperfReply = 0x39383736u; // "9876"
constexpr uint32_t kIperfConnectOld = 123456789u;
constexpr uint32_t kIperfReplyOld = 987654321u;

constexpr uint16_t kIperfDefaultPort = 5201;

// Detection thresholds (packets in one consistent run).
constexpr uint32_t kProbeNeeded = 2;
constexpr uint32_t kRtpNeeded = 4;
constexpr uint32_t kIperfNeeded = 3; // sec within ±10 years of the capture time
constexpr uint32_t kIperfNeededNoClock = 4; // sender clock implausible: only monotone sec
constexpr uint32_t kGiveUpAfter = 16;
constexpr uint64_t kMaxSeqStep = 64; // "small step": tolerates a few lost/reordered datagrams
constexpr uint32_t kMaxSecStep = 60; // iperf3 sec between consecutive datagrams of a run
constexpr int64_t kTenYearsSec = 10LL * 366 * 86400;

bool isRtcpPayloadType(uint8_t pt)
{
    return pt >= 72 && pt <= 76;
} // RTCP 200..204 with M set

/// The sender's clock is plausible when it is within ten years of the capture timestamp (never
/// the wall clock of the analysing machine: the same trace must decode the same way forever).
bool plausibleEpochSec(uint32_t sec, int64_t referenceSec)
{
    if (referenceSec <= 0)
        return false;
    const int64_t d = int64_t(sec) - referenceSec;
    return d >= -kTenYearsSec && d <= kTenYearsSec;
}

} // namespace

bool decodeRtp(const uint8_t *p, size_t len, PayloadFields &out)
{
    if (!p || len < 12)
        return false;
    const uint8_t b0 = p[0];
    if ((b0 >> 6) != 2)
        return false;
    const uint8_t pt = p[1] & 0x7F;
    if (isRtcpPayloadType(pt))
        return false;
    size_t hdr = 12 + size_t(b0 & 0x0F) * 4; // CSRC list
    if (hdr > len)
        return false;
    if (b0 & 0x10) { // header extension: 16-bit profile, 16-bit length in 32-bit words
        if (hdr + 4 > len)
            return false;
        hdr += 4 + size_t(loadBe16(p + hdr + 2)) * 4;
        if (hdr > len)
            return false;
    }
    if (b0 & 0x20) { // padding: last octet counts the padding bytes, itself included
        const size_t pad = p[len - 1];
        if (pad == 0 || hdr + pad > len)
            return false;
    }
    out = PayloadFields {};
    out.kind = PayloadKind::Rtp;
    out.marker = (p[1] & 0x80) != 0;
    out.payloadType = pt;
    out.seq = loadBe16(p + 2);
    out.rtpTimestamp = loadBe32(p + 4);
    out.ssrc = loadBe32(p + 8);
    return true;
}

bool decodeIperf3(const uint8_t *p, size_t len, bool seq64, PayloadFields &out)
{
    if (!p || len < 4)
        return false;
    const uint32_t first = loadBe32(p);
    if (len == 4 &&
        (first == kIperfConnect || first == kIperfReply || first == kIperfConnectOld || first == kIperfReplyOld))
        return false; // control datagram, not data (also rejected by the length check below)
    if (len < (seq64 ? 16u : 12u))
        return false;
    const uint32_t usec = loadBe32(p + 4);
    if (usec >= 1000000u)
        return false;
    out = PayloadFields {};
    out.kind = PayloadKind::Iperf3;
    out.seq = seq64 ? loadBe64(p + 8) : loadBe32(p + 8);
    out.txNs = int64_t(first) * 1000000000LL + int64_t(usec) * 1000LL;
    return true;
}

bool decodeProbe(const uint8_t *p, size_t len, PayloadFields &out)
{
    if (!p || len < kProbeHeaderLen)
        return false;
    if (loadBe32(p) != kProbeMagic || loadBe16(p + 4) != kProbeVersion)
        return false;
    out = PayloadFields {};
    out.kind = PayloadKind::Probe;
    out.seq = loadBe64(p + 8);
    out.txNs = int64_t(loadBe64(p + 16));
    return true;
}

void encodeProbe(uint8_t *p, uint64_t seq, int64_t txNs)
{
    storeBe32(p, kProbeMagic);
    storeBe16(p + 4, kProbeVersion);
    storeBe16(p + 6, 0);
    storeBe64(p + 8, seq);
    storeBe64(p + 16, uint64_t(txNs));
}

uint32_t rtpClockRate(uint8_t payloadType)
{
    // RFC 3551 static payload types, as Wireshark's analysis clock table (G.722 keeps its
    // historical 8000 Hz RTP clock). Everything else, 96-127 included, is unknown here.
    switch (payloadType) {
    case 0:
    case 3:
    case 4:
    case 5:
    case 7:
    case 8:
    case 9:
    case 12:
    case 13:
    case 15:
    case 18: return 8000;
    case 6: return 16000;
    case 10:
    case 11: return 44100;
    case 16: return 11025;
    case 17: return 22050;
    case 14:
    case 25:
    case 26:
    case 28:
    case 31:
    case 32:
    case 33:
    case 34: return 90000;
    default: return 0;
    }
}

void PayloadDetector::force(PayloadKind kind, bool seq64)
{
    m_kind = kind;
    m_seq64 = seq64;
    m_decided = true;
}

// Detection rules, evaluated on every datagram until a decision:
//  - Probe: a valid probe header (magic 'JSPR', version 1) whose sequence is above the previous
//    probe's. Two such packets in a row decide Probe; probe wins over everything else.
//  - RTP: version 2, not an RTCP type (72-76), same SSRC as the previous RTP-looking packet,
//    sequence advancing by 1..64 (mod 2^16) and the RTP timestamp not going backwards (mod 2^32).
//    A run of 4 such packets decides RTP. Any inconsistent packet restarts the run from itself.
//  - iperf3: usec < 10^6, sequence advancing by 1..64, sec monotone (advancing by ≤ 60 s). The
//    32-bit counter is bytes 8..11; the 64-bit one is bytes 8..15 and only counts when bytes
//    8..11 are zero (a 64-bit counter below 2^32). A run of 3 decides when sec lies within
//    ±10 years of now, otherwise 4; a port of 5201 on either side needs one packet fewer.
//  - After 16 datagrams without a decision: kind None, decided (the flow is not decoded).
bool PayloadDetector::feed(const uint8_t *p, size_t len, uint16_t sport, uint16_t dport)
{
    if (m_decided)
        return true;
    ++m_seen;

    PayloadFields f;
    if (decodeProbe(p, len, f)) {
        m_probeVotes = (m_probeVotes > 0 && f.seq > m_lastProbeSeq) ? m_probeVotes + 1 : 1;
        m_lastProbeSeq = f.seq;
        if (m_probeVotes >= kProbeNeeded) {
            force(PayloadKind::Probe);
            return true;
        }
    } else {
        m_probeVotes = 0;
    }

    if (decodeRtp(p, len, f)) {
        const uint16_t step = uint16_t(uint16_t(f.seq) - uint16_t(m_lastSeq));
        const int32_t tsStep = int32_t(f.rtpTimestamp - m_lastRtpTs);
        const bool consistent =
            m_rtpVotes > 0 && f.ssrc == m_lastSsrc && step >= 1 && step <= kMaxSeqStep && tsStep >= 0;
        m_rtpVotes = consistent ? m_rtpVotes + 1 : 1;
        m_lastSsrc = f.ssrc;
        m_lastSeq = f.seq;
        m_lastRtpTs = f.rtpTimestamp;
    } else {
        m_rtpVotes = 0;
    }

    const bool iperfPort = sport == kIperfDefaultPort || dport == kIperfDefaultPort;
    const uint32_t portBonus = iperfPort ? 1 : 0;
    auto iperfStep = [](uint32_t votes, uint64_t seq, uint64_t lastSeq, uint32_t sec, int64_t lastSec) {
        const int64_t secStep = int64_t(sec) - lastSec;
        return votes > 0 && seq > lastSeq && seq - lastSeq <= kMaxSeqStep && secStep >= 0 && secStep <= kMaxSecStep;
    };
    if (decodeIperf3(p, len, false, f)) {
        const uint32_t sec = uint32_t(f.txNs / 1000000000LL);
        m_iperfVotes =
            iperfStep(m_iperfVotes, f.seq, m_lastIperfSeq, sec, m_lastTxNs / 1000000000LL) ? m_iperfVotes + 1 : 1;
        m_lastIperfSeq = f.seq;
        const bool seq64Shape = len >= 16 && f.seq == 0 && decodeIperf3(p, len, true, f);
        if (seq64Shape) {
            m_iperf64Votes = iperfStep(m_iperf64Votes, f.seq, m_lastIperf64Seq, sec, m_lastTxNs / 1000000000LL)
                                 ? m_iperf64Votes + 1
                                 : 1;
            m_lastIperf64Seq = f.seq;
        } else {
            m_iperf64Votes = 0;
        }
        m_lastTxNs = f.txNs;
        const uint32_t needed =
            (plausibleEpochSec(sec, m_referenceSec) ? kIperfNeeded : kIperfNeededNoClock) - portBonus;
        if (m_rtpVotes >= kRtpNeeded) {
            force(PayloadKind::Rtp);
            return true;
        }
        if (m_iperf64Votes >= needed) {
            force(PayloadKind::Iperf3, true);
            return true;
        }
        if (m_iperfVotes >= needed) {
            force(PayloadKind::Iperf3, false);
            return true;
        }
    } else {
        m_iperfVotes = 0;
        m_iperf64Votes = 0;
    }

    if (m_rtpVotes >= kRtpNeeded) {
        force(PayloadKind::Rtp);
        return true;
    }
    if (m_seen >= kGiveUpAfter) {
        force(PayloadKind::None);
        return true;
    }
    return false;
}

} // namespace jitterscope
