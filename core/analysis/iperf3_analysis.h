// Per-flow iperf3 UDP receiver statistics computed the way iperf3's receiver does
// (iperf_udp.c iperf_udp_recv), with the capture timestamp as the arrival time.
// Single-threaded value type; no allocation in add().
#pragma once

#include "core/analysis/stream_stats.h"
#include "core/decode/payload_decode.h"

#include <cstdint>

namespace jitterscope {

class Iperf3Analysis {
public:
    /// seq64: the flow uses --udp-counters-64bit (only reported back in the result).
    explicit Iperf3Analysis(bool seq64 = false)
        : m_seq64(seq64)
    {
    }
    /// One iperf3 datagram in file order. captureTsNs: capture time, ns since the epoch.
    void add(int64_t captureTsNs, const PayloadFields &f);
    /// Snapshot of the statistics so far.
    [[nodiscard]] Iperf3Stats result() const;

private:
    uint64_t m_packets = 0;
    uint64_t m_highestSeq = 0; ///< iperf3's packet_count: highest sequence seen (it starts at 1)
    int64_t m_cntError = 0; ///< iperf3's cnt_error: gaps, minus late arrivals
    uint64_t m_outOfOrder = 0;
    double m_prevTransitS = 0; ///< seconds, as iperf3 keeps it
    double m_jitterS = 0;
    bool m_seq64 = false;
};

} // namespace jitterscope
