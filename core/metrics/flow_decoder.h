// The decoder side of one labelled flow of the Prometheus export (flow_metrics.h): detection as
// the analysis does it (PayloadDetector, docs/decoders.md), the datagrams seen before the decision
// kept (up to 1024 heads) and decoded once it is made, then the sequence analysis, the RTP or
// iperf3 analysis, and the sender clock's spacing for the nominal gap. Bounded memory; one thread.
#pragma once

#include "core/analysis/iperf3_analysis.h"
#include "core/analysis/rtp_analysis.h"
#include "core/analysis/sequence_analysis.h"
#include "core/analysis/spacing.h"
#include "core/decode/packet_decode.h"
#include "core/decode/payload_decode.h"
#include "core/metrics/flow_metrics.h"

#include <memory>
#include <optional>
#include <vector>

namespace jitterscope {

class FlowDecoder {
public:
    /// One packet of the flow, in capture order; only UDP datagrams with a payload are read.
    void feed(int64_t tsNs, const PacketInfo &p);
    /// The flow went quiet before the evidence was complete: decide with what there is, as the
    /// analysis does at the end of a flow.
    void decideNow();
    /// The sender's spacing per sequence step, in ns, 6 significant digits (probe and iperf3:
    /// transmit times; RTP: timestamps over the stream's clock); 0 until `minSteps` steps.
    [[nodiscard]] int64_t senderNominalNs(uint64_t minSteps) const;
    /// The figures, once a decoder was chosen.
    [[nodiscard]] std::optional<FlowDecoderMetrics> metrics() const;

private:
    struct Pending {
        int64_t tsNs;
        uint32_t len;
        uint16_t avail;
        uint8_t last;
        uint8_t head[kPayloadHeadBytes];
    };
    void start();
    void decoded(int64_t tsNs, const PayloadView &v);
    [[nodiscard]] int seqBits() const;

    bool m_decoding = true;
    PayloadDetector m_detector;
    std::vector<Pending> m_pending;
    std::unique_ptr<SequenceAnalysis> m_sequence;
    std::unique_ptr<RtpStreamAnalysis> m_rtp;
    std::unique_ptr<Iperf3Analysis> m_iperf3;
    std::optional<uint32_t> m_rtpSsrc; ///< the one RTP stream of the flow exported (the detector's, or the first)
    SpacingSums m_sender; ///< sender clock advance per sequence step (ns; RTP: ticks)
    uint64_t m_senderLastSeq = 0;
    int64_t m_senderLastClock = 0;
    bool m_senderHasLast = false;
};

} // namespace jitterscope
