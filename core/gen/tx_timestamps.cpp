#include "core/gen/tx_timestamps.h"

namespace jitterscope {

TxTimestampCheck::TxTimestampCheck()
    : m_window(kWindow)
{
}

void TxTimestampCheck::sent(uint64_t id, uint64_t seq, int64_t appNs)
{
    m_window[id % kWindow] = Sent { id, seq, appNs };
}

void TxTimestampCheck::report(uint64_t id, int64_t swNs, int64_t hwNs, bool haveSeq, uint64_t payloadSeq)
{
    ++m_r.reports;
    if (swNs)
        ++m_r.software;
    if (hwNs)
        ++m_r.hardware;
    if (haveSeq)
        ++m_r.withPayload;
    if (m_any && id <= m_lastId)
        ++m_r.outOfOrder;
    if (!m_any || id > m_lastId)
        m_lastId = id;
    m_any = true;
    const Sent &s = m_window[id % kWindow];
    if (s.id != id) {
        ++m_r.outOfOrder; // older than the window, or an id never sent
        return;
    }
    const int64_t ts = swNs ? swNs : hwNs;
    // The payload names its datagram; a time before the hand-over cannot be this datagram's.
    // (Hardware clocks need not be CLOCK_REALTIME: only the software time is held to that.)
    if ((haveSeq && payloadSeq != s.seq) || (swNs && swNs < s.appNs))
        ++m_r.wrongPacket;
    if (swNs) {
        m_appToKernel.record(swNs - s.appNs);
        if (hwNs)
            m_kernelToWire.record(hwNs - swNs);
    }
    if (m_haveLastTs && id > m_lastTsId && ts < m_lastTs)
        ++m_r.backwards;
    if (!m_haveLastTs || id > m_lastTsId) {
        m_lastTs = ts;
        m_lastTsId = id;
        m_haveLastTs = true;
    }
}

TxTimestampReport TxTimestampCheck::result(uint64_t sentTotal) const
{
    TxTimestampReport r = m_r;
    r.missing = sentTotal > r.reports ? sentTotal - r.reports : 0;
    r.appToKernelP50Ns = m_appToKernel.quantile(0.5);
    r.appToKernelP99Ns = m_appToKernel.quantile(0.99);
    r.appToKernelMaxNs = m_appToKernel.max();
    r.kernelToWireP50Ns = m_kernelToWire.quantile(0.5);
    r.kernelToWireMaxNs = m_kernelToWire.max();
    return r;
}

} // namespace jitterscope
