// iperf3 receiver arithmetic, reproduced so that our numbers match the server's report:
//  - loss (cnt_error): a forward jump over k missing numbers adds k; every packet at or below the
//    highest number seen (late or duplicate) counts as out of order and takes one loss back;
//  - jitter: transit = |arrival − sent| in seconds (iperf_time_diff returns a magnitude, so an
//    unsynchronised sender clock ahead of the receiver still works), D = transit − previous
//    transit, J += (|D| − J)/16; the first datagram only seeds the previous transit.
#include "core/analysis/iperf3_analysis.h"

#include "core/base/saturating.h"

#include <algorithm>

#include <cmath>

namespace jitterscope {

void Iperf3Analysis::add(int64_t captureTsNs, const PayloadFields &f)
{
    const bool firstPacket = m_packets == 0;
    ++m_packets;

    if (f.seq >= m_highestSeq + 1) {
        if (f.seq > m_highestSeq + 1)
            m_cntError = satAdd(m_cntError, int64_t(std::min<uint64_t>((f.seq - 1) - m_highestSeq, INT64_MAX)));
        m_highestSeq = f.seq;
    } else {
        ++m_outOfOrder;
        if (m_cntError > 0)
            --m_cntError;
    }

    if (f.txNs == INT64_MIN)
        return; // no sender time: nothing to measure jitter against
    const int64_t transitNs = satAbsDiff(captureTsNs, f.txNs);
    const double transitS = double(transitNs) / 1e9;
    if (firstPacket)
        m_prevTransitS = transitS;
    const double d = std::fabs(transitS - m_prevTransitS);
    m_prevTransitS = transitS;
    m_jitterS += (d - m_jitterS) / 16.0;
}

Iperf3Stats Iperf3Analysis::result() const
{
    Iperf3Stats s;
    s.packets = m_packets;
    s.lost = m_cntError;
    s.outOfOrder = m_outOfOrder;
    s.jitterMs = m_jitterS * 1000.0;
    s.seq64 = m_seq64;
    return s;
}

} // namespace jitterscope
