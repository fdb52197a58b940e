// Plain data of a live capture that the GUI's capture dialog fills in and shows: the helper's
// options and the interfaces it can capture on. Header-only, no dependencies beyond the standard
// library, so that widgets use it without linking capture code.
#pragma once

#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

namespace jitterscope {

/// What the user chose in the capture dialog; maps 1:1 to the helper's options (docs/capture.md).
struct CaptureOptions {
    std::string interface; ///< required (-i)
    std::string filter; ///< BPF (-f); empty = everything
    int snapLen = 262144; ///< bytes (-s), 1..262144
    int bufferKiB = 16384; ///< kernel capture buffer (-B)
    std::string tstampType; ///< --tstamp-type; empty = libpcap's default
    int softnetHz = 20; ///< --softnet-hz, 10..100
    int64_t durationNs = 0; ///< --duration; 0 = until stopped
    uint64_t packetCount = 0; ///< -c; 0 = unlimited
    std::string sessionPath; ///< -w FILE; empty = a new session path at start
    std::string helper; ///< helper executable; empty = the default helper path
    [[nodiscard]] bool operator==(const CaptureOptions &o) const
    {
        return std::tie(interface, filter, snapLen, bufferKiB, tstampType, softnetHz, durationNs, packetCount,
                        sessionPath, helper) == std::tie(o.interface, o.filter, o.snapLen, o.bufferKiB, o.tstampType,
                                                         o.softnetHz, o.durationNs, o.packetCount, o.sessionPath,
                                                         o.helper);
    }
    [[nodiscard]] bool operator!=(const CaptureOptions &o) const { return !(*this == o); }
};

/// One capturable interface as pcap_findalldevs and pcap_list_tstamp_types report it.
struct CaptureInterfaceInfo {
    std::string name;
    std::string description;
    std::vector<std::string> addresses; ///< numeric IPv4/IPv6 addresses
    std::vector<std::string> tstampTypes; ///< pcap_list_tstamp_types names (empty: only the default)
    bool loopback = false, up = false;
};

} // namespace jitterscope
