// UDP payload decoders: RTP, iperf3 UDP, the Jitterscope probe format. Pure functions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

namespace jitterscope {

enum class PayloadKind : uint8_t { None = 0, Rtp, Iperf3, Probe };

/// The project's probe payload, all big-endian:
///   u32 magic 'JSPR' (0x4A535052), u16 version (1), u16 flags (0),
///   u64 sequence, i64 transmit time (ns since the epoch, CLOCK_REALTIME), then padding.
constexpr uint32_t kProbeMagic = 0x4A535052u;
constexpr size_t kProbeHeaderLen = 24;

/// What a payload decoder found in one datagram.
struct PayloadFields { // NOLINT(clang-analyzer-optin.performance.Padding): kind first reads best; a few live at once
    PayloadKind kind = PayloadKind::None;
    uint64_t seq = 0; ///< RTP: 16-bit sequence; iperf3: 32/64-bit counter; probe: 64-bit
    int64_t txNs = INT64_MIN; ///< sender transmit time (iperf3, probe), INT64_MIN for RTP
    uint32_t rtpTimestamp = 0;
    uint32_t ssrc = 0;
    uint8_t payloadType = 0;
    bool marker = false;
};

/// A datagram's payload as the decoders see it: its first `avail` bytes (at least
/// kPayloadHeadBytes, or the whole payload when shorter), its full length `len`, and its last
/// byte (RTP padding). Lets a decoder run on a saved head of the datagram.
struct PayloadView {
    const uint8_t *p = nullptr;
    size_t avail = 0;
    size_t len = 0;
    uint8_t last = 0;
    static PayloadView of(const uint8_t *p, size_t len) { return { p, len, len, len ? p[len - 1] : uint8_t(0) }; }
};
/// Bytes of a datagram every decoder needs (RTP with up to 8 CSRCs and its extension header).
constexpr size_t kPayloadHeadBytes = 48;

[[nodiscard]] bool decodeRtp(const PayloadView &v, PayloadFields &out);
[[nodiscard]] inline bool decodeRtp(const uint8_t *p, size_t len, PayloadFields &out)
{
    return p && decodeRtp(PayloadView::of(p, len), out);
}
/// iperf3 UDP: u32 sec, u32 usec, then u32 seq (or u64 seq with --udp-counters-64bit).
/// The 4-byte connect/reply datagrams are rejected (not data).
[[nodiscard]] bool decodeIperf3(const PayloadView &v, bool seq64, PayloadFields &out);
[[nodiscard]] inline bool decodeIperf3(const uint8_t *p, size_t len, bool seq64, PayloadFields &out)
{
    return p && decodeIperf3(PayloadView::of(p, len), seq64, out);
}
[[nodiscard]] bool decodeProbe(const PayloadView &v, PayloadFields &out);
[[nodiscard]] inline bool decodeProbe(const uint8_t *p, size_t len, PayloadFields &out)
{
    return p && decodeProbe(PayloadView::of(p, len), out);
}
/// A datagram an RTP session multiplexes on its media port (RFC 7983, RFC 5761), none of them
/// media: STUN (with RFC 5389's magic cookie, its length the datagram's), a DTLS 1.0/1.2 record,
/// or an RTCP packet (types 200..213, and 192, 193, 195 of old) that fits in the datagram. The
/// detector and the decoders pass over it: with rtcp-mux and ICE (WebRTC, WhatsApp, Teams) it
/// would otherwise count against RTP's 90 % rule and leave the stream undecoded.
[[nodiscard]] bool isMuxedControl(const PayloadView &v);
/// Decodes v as `kind` (None: false).
[[nodiscard]] bool decodePayloadAs(PayloadKind kind, bool seq64, const PayloadView &v, PayloadFields &out);
/// Writes a probe header into p (len >= kProbeHeaderLen).
void encodeProbe(uint8_t *p, uint64_t seq, int64_t txNs);

/// How far a `bits`-wide sequence number moved from `last` to `seq` (mod 2^bits): 1 for the next
/// one; a value above half the range is a step back.
[[nodiscard]] inline uint64_t sequenceStep(uint64_t seq, uint64_t last, int bits)
{
    const uint64_t mask = bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
    return (seq - last) & mask;
}

/// RTP clock rate in Hz for a static payload type (RFC 3551), 0 when dynamic/unknown.
[[nodiscard]] uint32_t rtpClockRate(uint8_t payloadType);
/// The common RTP clock (8 000 … 90 000 Hz) nearest to `hz` when within 10 % of it, else 0.
[[nodiscard]] uint32_t snapRtpClock(double hz);

/// Per-flow auto-detection from evidence that holds across the flow (docs/decoders.md has the
/// rules): each datagram is read by every decoder; a decoder wins when its datagrams keep
/// decoding, its sequence numbers advance (mostly by one) and its sender clock advances at the
/// capture clock's rate, over at least 16 datagrams and 50 ms of the flow (or 1024 datagrams,
/// or the end of the flow: decideNow()). Ports only break ties. A forced kind skips detection.
class PayloadDetector {
public:
    static constexpr uint32_t kMinDatagrams = 16;
    static constexpr int64_t kMinSpanNs = 50000000;
    static constexpr uint32_t kMaxDatagrams = 1024; ///< decided by then at the latest

    void force(PayloadKind kind, bool seq64 = false);
    /// One datagram, captured at tsNs. Returns true once decided.
    bool feed(const PayloadView &v, int64_t tsNs, uint16_t sport, uint16_t dport);
    /// Decides now with what has been seen (the flow ended before the evidence was complete).
    void decideNow();

    /// Datagrams no decoder reads, among a flow's first 8, after which it has no decoder whatever
    /// follows: feed() decides None at the 8th datagram at the latest, and never anything else
    /// (the proof is in payload_decode.cpp). A caller may decide None once it has seen as many.
    static constexpr uint32_t kUnreadMeansNone = 3;
    /// Whether any decoder reads v (feed() learns nothing from a datagram none reads but that it
    /// came and when).
    [[nodiscard]] static bool anyDecoderReads(const PayloadView &v);
    [[nodiscard]] bool decided() const { return m_decided; }
    [[nodiscard]] PayloadKind kind() const { return m_kind; }
    [[nodiscard]] bool seq64() const { return m_seq64; }
    /// RTP: the clock the timestamps of rtpSsrc()'s stream follow (the static type's, or learned
    /// from the stream), Hz; 0 unknown.
    [[nodiscard]] uint32_t rtpClockHz() const { return m_rtpClock; }
    /// RTP decided from evidence: the stream a flow's sequence and sender clock are to follow, the
    /// busiest with a clock (followedSsrc; a bundle may open with padding probes of another SSRC,
    /// and a video frame's packets share one timestamp). None when forced (follow the first SSRC).
    [[nodiscard]] std::optional<uint32_t> rtpSsrc() const { return m_rtpSsrc; }

    /// RTP streams one flow's detector follows at once, each by its SSRC: a WebRTC or WhatsApp call
    /// bundles audio, video and their retransmissions on one 5-tuple (RFC 8843).
    static constexpr uint32_t kMaxSsrcs = 8;

    /// Evidence for one decoder (for RTP: summed over its SSRCs).
    struct Evidence {
        uint32_t matched = 0; ///< datagrams that decode
        uint32_t steps = 0; ///< consecutive decoded pairs (RTP: of the same SSRC)
        uint32_t advancing = 0; ///< steps whose sequence advanced by 1..64 and clock did not go back
        uint32_t plusOne = 0; ///< steps whose sequence advanced by exactly 1
        uint32_t ssrcs = 0; ///< RTP: the SSRCs seen (past kMaxSsrcs: not RTP)
        uint64_t lastSeq = 0;
        int64_t lastClock = 0; ///< sender clock of the previous decoded datagram (ns)
        int64_t clockSpan = 0; ///< advance of the sender clock over the advancing steps
        int64_t lastArrival = 0;
        int64_t arrivalSpan = 0; ///< capture time over the same steps
        int64_t longestStep = 0; ///< the longest capture-time step among them
    };
    /// One RTP stream's chain (an SSRC of the flow): its steps are between its own datagrams.
    struct SsrcEvidence {
        int64_t lastArrival = 0;
        int64_t clockSpan = 0; ///< timestamp ticks over its advancing steps
        int64_t arrivalSpan = 0; ///< capture time over the same steps
        int64_t longestStep = 0;
        uint32_t ssrc = 0;
        uint32_t lastTimestamp = 0;
        uint32_t advancing = 0;
        uint16_t lastSeq = 0;
        uint8_t payloadType = 0;
    };

private:
    enum Cand { kRtp, kIperf, kIperf64, kProbe, kCands };
    /// What each candidate reads in v (ok[c] false: nothing); feed() and anyDecoderReads().
    static void readAll(const PayloadView &v, PayloadFields (&f)[kCands], bool (&ok)[kCands]);
    void step(Cand c, bool ok, const PayloadFields &f, int64_t tsNs, int seqBits);
    void stepRtp(bool ok, const PayloadFields &f, int64_t tsNs);
    [[nodiscard]] bool alive(Cand c) const;
    [[nodiscard]] bool passes(Cand c) const;
    /// RTP: the clock a stream's timestamps follow, that agrees with the capture's; 0 when none does.
    [[nodiscard]] static uint32_t rtpClockOf(const SsrcEvidence &s);
    /// RTP: of the streams with 3 advancing steps or more whose clock agrees with the capture's,
    /// the one with the most (the first of them); null when none.
    [[nodiscard]] const SsrcEvidence *followedSsrc() const;
    uint32_t m_seen = 0;
    int64_t m_firstTs = 0;
    int64_t m_lastTs = 0;
    bool m_iperfPort = false;
    Evidence m_ev[kCands] {};
    SsrcEvidence m_rtp[kMaxSsrcs] {}; ///< the first m_ev[kRtp].ssrcs (at most kMaxSsrcs), in order seen
    uint32_t m_rtpClock = 0;
    std::optional<uint32_t> m_rtpSsrc;
    PayloadKind m_kind = PayloadKind::None;
    bool m_seq64 = false;
    bool m_decided = false;
};

} // namespace jitterscope
