// UDP payload decoders: RTP, iperf3 UDP, the Jitterscope probe format. Pure functions.
#pragma once

#include <cstddef>
#include <cstdint>

namespace jitterscope {

enum class PayloadKind : uint8_t { None = 0, Rtp, Iperf3, Probe };

/// The project's probe payload, all big-endian:
///   u32 magic 'JSPR' (0x4A535052), u16 version (1), u16 flags (0),
///   u64 sequence, i64 transmit time (ns since the epoch, CLOCK_REALTIME), then padding.
constexpr uint32_t kProbeMagic = 0x4A535052u;
constexpr size_t kProbeHeaderLen = 24;

/// What a payload decoder found in one datagram.
struct PayloadFields {
    PayloadKind kind = PayloadKind::None;
    uint64_t seq = 0; ///< RTP: 16-bit sequence; iperf3: 32/64-bit counter; probe: 64-bit
    int64_t txNs = INT64_MIN; ///< sender transmit time (iperf3, probe), INT64_MIN for RTP
    uint32_t rtpTimestamp = 0;
    uint32_t ssrc = 0;
    uint8_t payloadType = 0;
    bool marker = false;
};

[[nodiscard]] bool decodeRtp(const uint8_t *p, size_t len, PayloadFields &out);
/// iperf3 UDP: u32 sec, u32 usec, then u32 seq (or u64 seq with --udp-counters-64bit).
/// The 4-byte connect/reply datagrams are rejected (not data).
[[nodiscard]] bool decodeIperf3(const uint8_t *p, size_t len, bool seq64, PayloadFields &out);
[[nodiscard]] bool decodeProbe(const uint8_t *p, size_t len, PayloadFields &out);
/// Writes a probe header into p (len >= kProbeHeaderLen).
void encodeProbe(uint8_t *p, uint64_t seq, int64_t txNs);

/// RTP clock rate in Hz for a static payload type (RFC 3551), 0 when dynamic/unknown.
[[nodiscard]] uint32_t rtpClockRate(uint8_t payloadType);

/// Per-flow auto-detection: feed the first datagrams of a UDP flow; after enough evidence,
/// decided() is true and kind()/seq64() say what the flow carries. A forced kind skips detection.
class PayloadDetector {
public:
    void force(PayloadKind kind, bool seq64 = false);
    /// Capture time of the datagram about to be fed (ns since the epoch): iperf3's sender clock
    /// is judged against it.
    void setReferenceTimeNs(int64_t tsNs) { m_referenceSec = tsNs / 1000000000; }
    /// Returns true once decided.
    bool feed(const uint8_t *p, size_t len, uint16_t sport, uint16_t dport);
    [[nodiscard]] bool decided() const { return m_decided; }
    [[nodiscard]] PayloadKind kind() const { return m_kind; }
    [[nodiscard]] bool seq64() const { return m_seq64; }

private:
    // Evidence counters; the implementation documents the rules.
    int64_t m_referenceSec = 0;
    uint32_t m_seen = 0;
    uint32_t m_rtpVotes = 0;
    uint32_t m_iperfVotes = 0;
    uint32_t m_iperf64Votes = 0;
    uint32_t m_probeVotes = 0;
    uint32_t m_lastSsrc = 0;
    uint64_t m_lastSeq = 0; ///< RTP sequence of the previous RTP-looking datagram
    int64_t m_lastTxNs = 0; ///< iperf3 send time of the previous iperf3-looking datagram
    uint32_t m_lastRtpTs = 0;
    uint64_t m_lastIperfSeq = 0;
    uint64_t m_lastIperf64Seq = 0;
    uint64_t m_lastProbeSeq = 0;
    PayloadKind m_kind = PayloadKind::None;
    bool m_seq64 = false;
    bool m_decided = false;
};

} // namespace jitterscope
