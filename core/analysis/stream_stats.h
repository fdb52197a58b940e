// Result structs of the per-stream analyses (RTP, iperf3, sequence), shared by analysis and reports.
#pragma once

#include <cstddef>
#include <cstdint>

namespace jitterscope {

/// SSRCs one flow analyses one by one: a conversation carries a few (a WebRTC bundle some dozens).
/// A flow whose SSRC changes with every datagram (random payload taken for RTP, or a hostile
/// sender) would otherwise cost a stream each and a search through all of them per datagram; the
/// datagrams of SSRCs first seen past the limit are counted (FlowSummary::rtpUntracked).
inline constexpr size_t kMaxRtpSsrcs = 256;

struct RtpStats {
    uint32_t ssrc = 0;
    uint8_t payloadType = 0;
    uint64_t packets = 0;
    int64_t lost = 0; ///< expected − received (negative with duplicates, as Wireshark)
    uint64_t sequenceErrors = 0;
    double maxDeltaMs = 0;
    double meanDeltaMs = 0;
    double maxJitterMs = 0;
    double meanJitterMs = 0;
    double lastJitterMs = 0;
    double minDeltaMs = -1; ///< -1 until a regular packet was seen (as Wireshark prints it)
    double minJitterMs = -1; ///< -1 when no jitter was computed (dynamic/unknown payload type)
    uint32_t clockRate = 0; ///< Hz used for jitter, 0 = none (jitter not computed)
    bool problem = false; ///< Wireshark's "Problems?" column: wrong sequence or timestamp seen
    bool operator==(const RtpStats &o) const;
    bool operator!=(const RtpStats &o) const { return !(*this == o); }
};

struct Iperf3Stats {
    uint64_t packets = 0;
    int64_t lost = 0;
    uint64_t outOfOrder = 0;
    double jitterMs = 0;
    bool seq64 = false;
    bool operator==(const Iperf3Stats &o) const;
    bool operator!=(const Iperf3Stats &o) const { return !(*this == o); }
};

struct SequenceStats {
    uint64_t received = 0;
    uint64_t expected = 0; ///< highest − lowest + 1
    int64_t lost = 0; ///< expected − unique received
    uint64_t duplicates = 0;
    uint64_t reordered = 0; ///< arrived after a higher sequence number
    uint64_t tsInversions = 0; ///< later sequence, earlier capture timestamp ("phantom jitter")
    int64_t maxTsInversionNs = 0;
    bool operator==(const SequenceStats &o) const;
    bool operator!=(const SequenceStats &o) const { return !(*this == o); }
};

} // namespace jitterscope
