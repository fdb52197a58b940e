// UDP payload decoders (RTP, iperf3, probe) and the per-flow payload auto-detector.
#include "core/decode/payload_decode.h"

#include "core/base/bytes.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

namespace jitterscope {

namespace {

constexpr uint16_t kProbeVersion = 1;

// iperf3's 4-byte UDP "connect" and "reply" datagrams (current and pre-3.1 values).
constexpr uint32_t kIperfConnect = 0x36373839u; // "6789"
constexpr uint32_t kIperfReply = 0x39383736u; // "9876"
constexpr uint32_t kIperfConnectOld = 123456789u;
constexpr uint32_t kIperfReplyOld = 987654321u;

constexpr uint16_t kIperfDefaultPort = 5201;
constexpr uint64_t kMaxSeqStep = 64; // "small step": tolerates a few lost/reordered datagrams

bool isRtcpPayloadType(uint8_t pt)
{
    return pt >= 72 && pt <= 76;
} // RTCP 200..204 with M set

/// Two clocks advanced `senderNs` and `captureNs` over the same datagrams: the same rate within
/// 2 %, plus what delivery can add or take at either end of the span: 2 ms, or the longest
/// arrival step (delivery in batches holds datagrams back by up to that), but at most half the
/// span, so a short span must agree closely (a counter read as microseconds does not).
bool sameRate(double senderNs, double captureNs, double longestStepNs)
{
    if (!(senderNs > 0) || captureNs < 0)
        return false;
    const double span = std::max(senderNs, captureNs);
    return std::fabs(senderNs - captureNs) <= 0.02 * span + std::min(std::max(2e6, longestStepNs), 0.5 * span);
}

} // namespace

bool decodeRtp(const PayloadView &v, PayloadFields &out)
{
    const uint8_t *p = v.p;
    if (!p || v.len < 12 || v.avail < 12)
        return false;
    const uint8_t b0 = p[0];
    if ((b0 >> 6) != 2)
        return false;
    const uint8_t pt = p[1] & 0x7F;
    if (isRtcpPayloadType(pt))
        return false;
    size_t hdr = 12 + size_t(b0 & 0x0F) * 4; // CSRC list
    if (hdr > v.len)
        return false;
    if (b0 & 0x10) { // header extension: 16-bit profile, 16-bit length in 32-bit words
        if (hdr + 4 > v.len)
            return false;
        if (hdr + 4 <= v.avail) { // (beyond a saved head: validated when the datagram was whole)
            hdr += 4 + size_t(loadBe16(p + hdr + 2)) * 4;
            if (hdr > v.len)
                return false;
        }
    }
    if (b0 & 0x20) { // padding: last octet counts the padding bytes, itself included
        const size_t pad = v.last;
        if (pad == 0 || hdr + pad > v.len)
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

bool isMuxedControl(const PayloadView &v)
{
    const uint8_t *p = v.p;
    if (!p || v.avail < 4)
        return false;
    const uint8_t b0 = p[0], b1 = p[1];
    // STUN: the two top bits zero (RFC 5389; RFC 7983 demultiplexes on 0..3, but WhatsApp's own
    // message types begin 0x08), the magic cookie, then attributes of 4-byte multiples.
    if (b0 < 0x40 && v.avail >= 8 && v.len >= 20 && loadBe32(p + 4) == 0x2112A442u &&
        size_t(loadBe16(p + 2)) + 20 == v.len && loadBe16(p + 2) % 4 == 0)
        return true;
    if (b0 >= 20 && b0 <= 26) // DTLS: content type, version 1.0 (FE FF) or 1.2 (FE FD), 13-byte header
        return b1 == 0xFE && (p[2] == 0xFF || p[2] == 0xFD) && v.len >= 13;
    if ((b0 >> 6) == 2) { // RTCP: length in 32-bit words minus one, the first packet of a compound
        const bool type = (b1 >= 200 && b1 <= 213) || b1 == 192 || b1 == 193 || b1 == 195;
        return type && (size_t(loadBe16(p + 2)) + 1) * 4 <= v.len;
    }
    return false;
}

bool decodeIperf3(const PayloadView &v, bool seq64, PayloadFields &out)
{
    const uint8_t *p = v.p;
    if (!p || v.len < 4 || v.avail < 4)
        return false;
    const uint32_t first = loadBe32(p);
    if (v.len == 4 &&
        (first == kIperfConnect || first == kIperfReply || first == kIperfConnectOld || first == kIperfReplyOld))
        return false; // control datagram, not data (also rejected by the length check below)
    const size_t need = seq64 ? 16u : 12u;
    if (v.len < need || v.avail < need)
        return false;
    const uint32_t usec = loadBe32(p + 4);
    if (usec >= 1000000u)
        return false;
    out = PayloadFields {};
    out.kind = PayloadKind::Iperf3;
    out.seq = seq64 ? loadBe64(p + 8) : loadBe32(p + 8);
    out.txNs = int64_t(first) * 1000000000LL + int64_t(usec) * 1000LL; // < 2^32 s: no overflow
    return true;
}

bool decodeProbe(const PayloadView &v, PayloadFields &out)
{
    const uint8_t *p = v.p;
    if (!p || v.len < kProbeHeaderLen || v.avail < kProbeHeaderLen)
        return false;
    if (loadBe32(p) != kProbeMagic || loadBe16(p + 4) != kProbeVersion)
        return false;
    out = PayloadFields {};
    out.kind = PayloadKind::Probe;
    out.seq = loadBe64(p + 8);
    out.txNs = int64_t(loadBe64(p + 16));
    return true;
}

bool decodePayloadAs(PayloadKind kind, bool seq64, const PayloadView &v, PayloadFields &out)
{
    switch (kind) {
    case PayloadKind::Rtp: return decodeRtp(v, out);
    case PayloadKind::Iperf3: return decodeIperf3(v, seq64, out);
    case PayloadKind::Probe: return decodeProbe(v, out);
    case PayloadKind::None: break;
    }
    return false;
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

namespace {
constexpr uint32_t kRtpClocks[] = { 8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000, 90000 };

// RTP's SSRCs: at most kMaxSsrcs and, past two, two datagrams or more for each. Random payload
// taken for RTP begins a new SSRC at nearly every datagram; a call's streams each send many.
bool rtpSsrcsPlausible(const PayloadDetector::Evidence &e)
{
    return e.ssrcs <= PayloadDetector::kMaxSsrcs && (e.ssrcs <= 2 || uint64_t(e.ssrcs) * 2 <= e.matched);
}

// One decoded pair of a chain (a candidate's, or an RTP stream's): whether it advances (sequence
// +1..kMaxSeqStep, sender clock not back, no overflow), and if so its spans grow by it.
bool advance(uint64_t seqStep, int64_t clockStep, int64_t tsNs, int64_t lastArrival, int64_t &clockSpan,
             int64_t &arrivalSpan, int64_t &longestStep)
{
    int64_t arrivalStep = 0;
    if (seqStep < 1 || seqStep > kMaxSeqStep || clockStep < 0 ||
        __builtin_sub_overflow(tsNs, lastArrival, &arrivalStep) ||
        __builtin_add_overflow(clockSpan, clockStep, &clockSpan) ||
        __builtin_add_overflow(arrivalSpan, arrivalStep, &arrivalSpan))
        return false;
    longestStep = std::max(longestStep, arrivalStep);
    return true;
}
} // namespace

uint32_t snapRtpClock(double hz)
{
    uint32_t best = 0;
    double bestDistance = 0.1; // relative; the nearest clock within 10 %
    for (uint32_t c : kRtpClocks) {
        const double distance = std::fabs(hz - c) / c;
        if (distance <= bestDistance) {
            best = c;
            bestDistance = distance;
        }
    }
    return best;
}

void PayloadDetector::force(PayloadKind kind, bool seq64)
{
    m_kind = kind;
    m_seq64 = seq64;
    m_decided = true;
}

void PayloadDetector::step(Cand c, bool ok, const PayloadFields &f, int64_t tsNs, int seqBits)
{
    if (!ok)
        return;
    Evidence &e = m_ev[c];
    if (e.matched > 0) {
        ++e.steps;
        const uint64_t seqStep = sequenceStep(f.seq, e.lastSeq, seqBits);
        int64_t clockStep;
        if (__builtin_sub_overflow(f.txNs, e.lastClock, &clockStep))
            clockStep = -1;
        if (advance(seqStep, clockStep, tsNs, e.lastArrival, e.clockSpan, e.arrivalSpan, e.longestStep)) {
            ++e.advancing;
            e.plusOne += seqStep == 1;
        }
    }
    ++e.matched;
    e.lastSeq = f.seq;
    e.lastClock = f.txNs;
    e.lastArrival = tsNs;
}

// RTP's steps are taken per SSRC: each datagram against the one before it of the same SSRC, so
// that the streams a call bundles on one 5-tuple (audio, video, retransmissions, interleaved
// datagram by datagram) are each a chain. The counts are summed over the streams.
void PayloadDetector::stepRtp(bool ok, const PayloadFields &f, int64_t tsNs)
{
    if (!ok)
        return;
    Evidence &e = m_ev[kRtp];
    ++e.matched;
    const uint32_t tracked = std::min(e.ssrcs, kMaxSsrcs);
    SsrcEvidence *s = std::find_if(m_rtp, m_rtp + tracked, [&f](const SsrcEvidence &x) { return x.ssrc == f.ssrc; });
    if (s == m_rtp + tracked) {
        if (++e.ssrcs > kMaxSsrcs)
            return; // (not RTP: alive() fails from now on)
        *s = SsrcEvidence {};
        s->ssrc = f.ssrc;
    } else {
        ++e.steps;
        const uint64_t seqStep = sequenceStep(f.seq, s->lastSeq, 16);
        const int64_t clockStep = int32_t(f.rtpTimestamp - s->lastTimestamp);
        if (advance(seqStep, clockStep, tsNs, s->lastArrival, s->clockSpan, s->arrivalSpan, s->longestStep)) {
            ++e.advancing;
            ++s->advancing;
            e.plusOne += seqStep == 1;
        }
    }
    s->lastSeq = uint16_t(f.seq);
    s->lastTimestamp = f.rtpTimestamp;
    s->lastArrival = tsNs;
    s->payloadType = f.payloadType;
}

bool PayloadDetector::alive(Cand c) const
{
    // Two datagrams may fail to decode whatever the flow's length (iperf3's connect datagram, an
    // RTCP packet multiplexed on the RTP port), beyond that 90 % must decode.
    const Evidence &e = m_ev[c];
    if (m_seen < 4)
        return e.matched > 0 || m_seen < 2;
    return uint64_t(e.matched + 2) * 10 >= uint64_t(m_seen) * 9 &&
           (e.steps < 3 || uint64_t(e.advancing) * 10 >= uint64_t(e.steps) * 8) && (c != kRtp || rtpSsrcsPlausible(e));
}

bool PayloadDetector::passes(Cand c) const
{
    const Evidence &e = m_ev[c];
    // RTP's sequence moves by one per packet on the wire; iperf3's and the probe's need only
    // advance (a flow split over two capture interfaces, read in file order, steps by two).
    if (!alive(c) || e.advancing < 3 || (c == kRtp && uint64_t(e.plusOne) * 10 < uint64_t(e.advancing) * 7))
        return false;
    if (c != kRtp)
        return sameRate(double(e.clockSpan), double(e.arrivalSpan), double(e.longestStep));
    return followedSsrc() != nullptr;
}

// The clock rule on each stream of three advancing steps or more; the one followed is the busiest
// of those that pass. Not simply the busiest stream: in a bundle that may be a video frame's
// packets (one timestamp, no clock to check) or padding probes, beside audio that has a clock.
const PayloadDetector::SsrcEvidence *PayloadDetector::followedSsrc() const
{
    const SsrcEvidence *best = nullptr;
    for (uint32_t i = 0; i < std::min(m_ev[kRtp].ssrcs, kMaxSsrcs); ++i) {
        const SsrcEvidence &s = m_rtp[i];
        if (s.advancing >= 3 && (!best || s.advancing > best->advancing) && rtpClockOf(s) != 0)
            best = &s;
    }
    return best;
}

// A dynamic type's clock is not the standard one nearest the timestamps' rate over the evidence
// (that rate is only the capture's): a stream delivered in bursts can run more than 10 % off over
// its first 16 datagrams (16 kHz audio, 60 ms a packet, paired every ~100 ms while it caught up,
// ticked at 18.2 kHz over them). So the nearest of the clocks that pass the same rate rule as
// the other decoders' clocks; a rate within 10 % of a clock that passes it gives that clock, as
// before.
uint32_t PayloadDetector::rtpClockOf(const SsrcEvidence &e)
{
    const auto agrees = [&e](uint32_t hz) {
        return sameRate(double(e.clockSpan) * 1e9 / hz, double(e.arrivalSpan), double(e.longestStep));
    };
    if (const uint32_t hz = rtpClockRate(e.payloadType))
        return agrees(hz) ? hz : 0;
    if (e.arrivalSpan <= 0)
        return 0;
    const double rate = double(e.clockSpan) * 1e9 / double(e.arrivalSpan);
    uint32_t best = 0;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (uint32_t c : kRtpClocks) {
        const double distance = std::fabs(rate - c) / c;
        if (distance <= bestDistance && agrees(c)) {
            best = c;
            bestDistance = distance;
        }
    }
    return best;
}

void PayloadDetector::decideNow()
{
    if (m_decided)
        return;
    if (passes(kProbe)) {
        force(PayloadKind::Probe);
        return;
    }
    const bool rtp = passes(kRtp);
    const bool iperf = passes(kIperf), iperf64 = passes(kIperf64);
    if (rtp && (!(iperf || iperf64) || !m_iperfPort)) {
        const SsrcEvidence &followed = *followedSsrc(); // (passes() found it)
        m_rtpClock = rtpClockOf(followed);
        m_rtpSsrc = followed.ssrc;
        force(PayloadKind::Rtp);
    } else if (iperf64) {
        force(PayloadKind::Iperf3, true);
    } else if (iperf) {
        force(PayloadKind::Iperf3, false);
    } else {
        force(PayloadKind::None);
    }
}

// The rules (docs/decoders.md, "Auto-detection"): every datagram is read by each decoder; a
// decoder's evidence is how many datagrams decode, how many consecutive pairs advance (sequence
// +1..64 mod its width, sender clock not backwards; RTP: the same SSRC) and by how much its
// sender clock and the capture clock advanced over those pairs.
namespace {
// iperf3's sec is the sender's wall clock: 0 is what a 64-bit counter below 2^32 reads as.
bool iperfSecSet(const PayloadView &v)
{
    return v.avail >= 4 && v.len >= 4 && loadBe32(v.p) != 0;
}
// The 64-bit counter only while below 2^32 (bytes 8..11 zero): else any payload would do.
bool iperfShape64(const PayloadView &v)
{
    return v.avail >= 16 && v.len >= 16 && loadBe32(v.p + 8) == 0;
}
} // namespace

void PayloadDetector::readAll(const PayloadView &v, PayloadFields (&f)[kCands], bool (&ok)[kCands])
{
    ok[kProbe] = decodeProbe(v, f[kProbe]);
    ok[kRtp] = decodeRtp(v, f[kRtp]);
    const bool secSet = iperfSecSet(v);
    ok[kIperf] = secSet && decodeIperf3(v, false, f[kIperf]);
    ok[kIperf64] = secSet && iperfShape64(v) && decodeIperf3(v, true, f[kIperf64]);
}

bool PayloadDetector::anyDecoderReads(const PayloadView &v)
{
    PayloadFields f[kCands];
    bool ok[kCands];
    readAll(v, f, ok);
    return std::find(std::begin(ok), std::end(ok), true) != std::end(ok);
}

// Why kUnreadMeansNone datagrams that no decoder reads decide None, wherever they come among the
// flow's first 8: each is a failure for every candidate, so each candidate has at most 8 - 3 = 5
// matches by the 8th datagram, and alive() then needs (matched + 2) * 10 >= 8 * 9, six matches:
// every candidate is dead at the 8th datagram and feed() decides None there (nothing decides
// earlier: decideNow() from feed() needs 16 datagrams). A flow that ends before: passes() needs
// 3 advancing steps, 4 matches, so 7 datagrams, and at 7 alive() needs (4 + 2) * 10 >= 7 * 9,
// which fails. tst_payload_detect::unreadDatagramsMeanNone checks it against feed() itself.
// Likewise nothing but None comes of fewer than four datagrams: passes() needs three advancing
// steps of one candidate (the analysis takes no detector before a flow's fourth datagram).
bool PayloadDetector::feed(const PayloadView &v, int64_t tsNs, uint16_t sport, uint16_t dport)
{
    if (m_decided)
        return true;
    if (isMuxedControl(v))
        return false; // (not seen: neither evidence nor a failure)
    if (m_seen == 0)
        m_firstTs = tsNs;
    m_lastTs = tsNs;
    ++m_seen;
    // (a tie-breaker between RTP and iperf3: decideNow())
    m_iperfPort = m_iperfPort || sport == kIperfDefaultPort || dport == kIperfDefaultPort;

    PayloadFields f[kCands];
    bool ok[kCands];
    readAll(v, f, ok);
    step(kProbe, ok[kProbe], f[kProbe], tsNs, 64);
    stepRtp(ok[kRtp], f[kRtp], tsNs);
    step(kIperf, ok[kIperf], f[kIperf], tsNs, 32);
    step(kIperf64, ok[kIperf64], f[kIperf64], tsNs, 64);

    if (m_seen >= 8 && !alive(kProbe) && !alive(kRtp) && !alive(kIperf) && !alive(kIperf64)) {
        force(PayloadKind::None);
        return true;
    }
    int64_t span = 0;
    const bool longEnough = !__builtin_sub_overflow(m_lastTs, m_firstTs, &span) && span >= kMinSpanNs;
    // Several RTP streams share the datagrams: each may have too few for its clock to be checked
    // yet (simulcast: eight streams, two datagrams each by the 16th); wait for one that has.
    const Evidence &r = m_ev[kRtp];
    const bool bundleNeedsMore = r.ssrcs > 1 && alive(kRtp) && !followedSsrc();
    if ((m_seen >= kMinDatagrams && longEnough && !bundleNeedsMore) || m_seen >= kMaxDatagrams)
        decideNow();
    return m_decided;
}

} // namespace jitterscope
