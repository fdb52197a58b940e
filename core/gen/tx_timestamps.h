// Kernel transmit timestamps of the probe sender (`send --tx-timestamps`): which datagram each
// SO_TIMESTAMPING report belongs to, the application → kernel TX delay, and the reports that
// cannot be right — out of order, or for the wrong packet (a NIC whose timestamp FIFO hands a
// timestamp to another packet, the XL710 case). Pure bookkeeping, no sockets: ProbeSender feeds it
// from the socket's error queue. Value type, one thread; fixed memory (a window of kWindow sends).
#pragma once

#include "core/gen/probe_sender.h"

#include <cstdint>
#include <vector>

namespace jitterscope {

struct TxTimestampReport {
    bool requested = false;
    bool enabled = false; ///< setsockopt(SO_TIMESTAMPING) succeeded
    std::string error; ///< why not
    uint64_t reports = 0; ///< timestamp reports read from the error queue
    uint64_t software = 0, hardware = 0; ///< reports carrying a software / a hardware time
    uint64_t withPayload = 0; ///< reports whose looped-back payload named a probe sequence number
    uint64_t missing = 0; ///< datagrams sent that got no report by the end
    /// Reports whose id is not above the last one seen (the kernel reports in send order), or
    /// older than the window.
    uint64_t outOfOrder = 0;
    /// Reports that cannot belong to their datagram: the looped-back payload's sequence number
    /// is not the one sent with that id, or the time is before the application handed it over.
    uint64_t wrongPacket = 0;
    uint64_t backwards = 0; ///< a timestamp earlier than the previous datagram's (send order)
    /// Kernel software TX time − the application's send time (both CLOCK_REALTIME), ns.
    int64_t appToKernelP50Ns = 0, appToKernelP99Ns = 0, appToKernelMaxNs = 0;
    /// Hardware TX time − software TX time, ns (only with hardware reports; the NIC's clock).
    int64_t kernelToWireP50Ns = 0, kernelToWireMaxNs = 0;
};

class TxTimestampCheck {
public:
    static constexpr size_t kWindow = 65536;
    TxTimestampCheck();
    /// The datagram with the kernel's id `id` (SOF_TIMESTAMPING_OPT_ID: 0, 1, … per datagram
    /// accepted) carried sequence number seq and was handed over at appNs.
    void sent(uint64_t id, uint64_t seq, int64_t appNs);
    /// One report: id (ee_data), software and hardware time (0: none), and the sequence number
    /// found in the looped-back payload (haveSeq false: none returned).
    void report(uint64_t id, int64_t swNs, int64_t hwNs, bool haveSeq, uint64_t payloadSeq);
    [[nodiscard]] TxTimestampReport result(uint64_t sentTotal) const;

private:
    struct Sent {
        uint64_t id = UINT64_MAX;
        uint64_t seq = 0;
        int64_t appNs = 0;
    };
    std::vector<Sent> m_window;
    TxTimestampReport m_r;
    bool m_any = false;
    uint64_t m_lastId = 0;
    int64_t m_lastTs = 0;
    uint64_t m_lastTsId = 0;
    bool m_haveLastTs = false;
    PacingHistogram m_appToKernel, m_kernelToWire;
};

} // namespace jitterscope
