// Per-(flow, SSRC) RTP stream analysis, numerically identical to Wireshark 4.0's RTP Stream
// Analysis (ui/tap-rtp-analysis.c rtppacket_analyse(), as `tshark -z rtp,streams` prints it).
// docs/decoders.md lists every rule. Single-threaded value type; no allocation in add().
#pragma once

#include "core/analysis/stream_stats.h"
#include "core/decode/payload_decode.h"

#include <cstdint>

namespace jitterscope {

class RtpStreamAnalysis {
public:
    /// Arrival times are measured from this capture time (ns). Wireshark uses the first packet of
    /// the file; by default the stream's first packet is used (differences only in the last ulp).
    void setTimeOriginNs(int64_t originNs)
    {
        m_originNs = originNs;
        m_originSet = true;
    }
    /// One RTP packet of this stream, in file order. captureTsNs: capture time, ns since the epoch.
    void add(int64_t captureTsNs, const PayloadFields &f);
    /// Snapshot of the statistics so far.
    [[nodiscard]] RtpStats result() const;

private:
    int64_t m_originNs = 0;
    bool m_originSet = false;
    bool m_first = true;
    uint32_t m_ssrc = 0;
    uint8_t m_pt = 0;
    uint16_t m_startSeq = 0;
    uint16_t m_stopSeq = 0; ///< sequence number of the last packet in file order
    uint32_t m_seqNum = 0; ///< last "in order" sequence number
    uint32_t m_seqCycles = 0;
    bool m_under = false;
    int64_t m_lastExtTs = 0; ///< extended (unwrapped) RTP timestamp of the previous packet
    int64_t m_firstExtTs = 0;
    double m_timeMs = 0; ///< arrival of the last in-time-sequence packet
    double m_lastNominalMs = 0;
    double m_deltaMs = 0;
    double m_jitterMs = 0;
    double m_maxDeltaMs = 0;
    double m_minDeltaMs = -1;
    double m_meanDeltaMs = 0;
    double m_maxJitterMs = 0;
    double m_minJitterMs = -1;
    double m_meanJitterMs = 0;
    uint32_t m_clockRate = 0;
    uint64_t m_totalNr = 0;
    uint64_t m_sequenceErrors = 0;
    bool m_problem = false;
};

} // namespace jitterscope
