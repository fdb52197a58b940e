// Payload dispatch of Analyzer::Impl (reading thread): the per-flow detector decides on a decoder
// from the first datagrams (kept in `pending` meanwhile), then each datagram goes to the flow's
// RTP streams, iperf3 or probe analysis and its sequence analysis.
#include "core/analysis/analyzer_p.h"

#include <algorithm>
#include <cstring>

namespace jitterscope {

using namespace detail;

void Analyzer::Impl::feedDecoder(FlowState &f, int64_t tsNs, const uint8_t *p, size_t len)
{
    PayloadFields pf;
    bool ok = false;
    switch (f.detector.kind()) {
    case PayloadKind::Rtp: ok = decodeRtp(p, len, pf); break;
    case PayloadKind::Iperf3: ok = decodeIperf3(p, len, f.detector.seq64(), pf); break;
    case PayloadKind::Probe: ok = decodeProbe(p, len, pf); break;
    case PayloadKind::None: break;
    }
    if (!ok)
        return;
    switch (pf.kind) {
    case PayloadKind::Rtp: {
        auto it = std::find_if(f.rtp.begin(), f.rtp.end(), [&](const auto &e) { return e.first == pf.ssrc; });
        if (it == f.rtp.end()) {
            f.rtp.emplace_back(pf.ssrc, RtpStreamAnalysis());
            it = f.rtp.end() - 1;
        }
        it->second.add(tsNs, pf);
        if (!f.sequence)
            f.sequence = std::make_unique<SequenceAnalysis>(16);
        if (it == f.rtp.begin()) // sequence analysis follows the first SSRC of the flow
            f.sequence->add(pf.seq, tsNs);
        break;
    }
    case PayloadKind::Iperf3:
        if (!f.iperf3)
            f.iperf3 = std::make_unique<Iperf3Analysis>(f.detector.seq64());
        f.iperf3->add(tsNs, pf);
        if (!f.sequence)
            f.sequence = std::make_unique<SequenceAnalysis>(f.detector.seq64() ? 64 : 32);
        f.sequence->add(pf.seq, tsNs);
        break;
    case PayloadKind::Probe:
        if (!f.sequence)
            f.sequence = std::make_unique<SequenceAnalysis>(64);
        f.sequence->add(pf.seq, tsNs);
        break;
    case PayloadKind::None: break;
    }
}

void Analyzer::Impl::decodePayload(FlowState &f, int64_t tsNs, const uint8_t *p, size_t len, uint16_t sport,
                                   uint16_t dport)
{
    if (f.detector.decided()) {
        if (f.detector.kind() != PayloadKind::None)
            feedDecoder(f, tsNs, p, len);
        return;
    }
    // Keep the undecided datagrams' heads so that the decided decoder also sees the first packets.
    PendingDatagram pd;
    pd.tsNs = tsNs;
    pd.len = uint32_t(std::min(len, kDetectBytes));
    std::memcpy(pd.bytes, p, pd.len);
    f.pending.push_back(pd);
    f.detector.setReferenceTimeNs(tsNs);
    if (f.detector.feed(p, len, sport, dport) || f.pending.size() >= kDetectBuffer) {
        if (!f.detector.decided())
            f.detector.force(PayloadKind::None);
        if (f.detector.kind() != PayloadKind::None) {
            // Replay all but the current datagram from their saved heads (enough for every header we decode),
            // then the current one in full.
            for (size_t i = 0; i + 1 < f.pending.size(); ++i)
                feedDecoder(f, f.pending[i].tsNs, f.pending[i].bytes, f.pending[i].len);
            feedDecoder(f, tsNs, p, len);
        }
        f.pending.clear();
        f.pending.shrink_to_fit();
    }
}

} // namespace jitterscope
