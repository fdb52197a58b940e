// Plain data of a live capture that the GUI's capture dialog fills in and shows: the helper's
// options and the interfaces it can capture on. Header-only, no dependencies beyond the standard
// library, so that widgets use it without linking capture code.
#pragma once

#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

namespace jitterscope {

/// Default snap length: every header the analysis decodes plus the payload head its decoders read
/// (core/decode kPayloadHeadBytes = 48). Worst case decoded: Linux SLL2 (20; Ethernet 14) + two
/// VLAN tags (8) + IPv6 (40) with up to 128 bytes of extension headers + UDP (8) + 48 = 252; IPv4
/// with the longest options takes 20 + 8 + 60 + 8 + 48 = 144. Small frames keep the kernel ring
/// deep enough for bursts in immediate mode (docs/capture.md). kMaxSnapLen keeps whole packets.
constexpr int kAnalysisSnapLen = 256;
constexpr int kMaxSnapLen = 262144;
constexpr int kDefaultBufferKiB = 16384;
/// Immediate mode (TPACKET_V2: one fixed-size frame per packet, the delivery time is the moment
/// the helper reads it) only when the kernel ring holds at least this many packets: 160 ms at
/// 100 k packets/s. Otherwise the helper uses block mode (TPACKET_V3, packets packed into blocks
/// that the kernel hands over when full or after kBlockModeTimeoutMs).
constexpr int64_t kMinImmediateRingPackets = 16384;
/// Read timeout in block mode, ms: bounds how late a packet reaches the writer (and the live views,
/// which the writer flushes every 40 ms) and how late its delivery time is.
constexpr int kBlockModeTimeoutMs = 10;

/// Packets the TPACKET_V2 ring that libpcap 1.10 builds in immediate mode holds: frames of
/// snaplen + 64 bytes of headers, 16-aligned, never straddling a block of the smallest power of
/// two pages that fits one (pcap-linux.c create_ring). libpcap caps an Ethernet frame at the MTU
/// (64 KiB on lo and with GRO/TSO) + 18; this ignores the cap, so it may underestimate, never over.
[[nodiscard]] inline int64_t immediateRingPackets(int snapLen, int64_t bufferBytes, int64_t pageBytes = 4096)
{
    if (snapLen <= 0 || bufferBytes <= 0 || pageBytes <= 0)
        return 0;
    const int64_t frame = (int64_t(snapLen) + 64 + 15) / 16 * 16;
    int64_t block = pageBytes;
    while (block < frame)
        block *= 2;
    const int64_t perBlock = block / frame;
    const int64_t frames = (bufferBytes + frame - 1) / frame;
    return frames / perBlock * perBlock;
}
/// True when the helper captures in immediate mode with these settings (see kMinImmediateRingPackets).
[[nodiscard]] inline bool usesImmediateMode(int snapLen, int64_t bufferBytes)
{
    return immediateRingPackets(snapLen, bufferBytes) >= kMinImmediateRingPackets;
}

/// What the user chose in the capture dialog; maps 1:1 to the helper's options (docs/capture.md).
struct CaptureOptions {
    std::string interface; ///< required (-i)
    std::string filter; ///< BPF (-f); empty = everything
    int snapLen = kAnalysisSnapLen; ///< bytes (-s), 1..kMaxSnapLen
    int bufferKiB = kDefaultBufferKiB; ///< kernel capture buffer (-B)
    std::string tstampType; ///< --tstamp-type; empty = libpcap's default
    int softnetHz = 20; ///< --softnet-hz, 10..100
    int64_t durationNs = 0; ///< --duration; 0 = until stopped
    uint64_t packetCount = 0; ///< -c; 0 = unlimited
    std::string sessionPath; ///< -w FILE; empty = a new session path at start
    std::string helper; ///< helper executable; empty = the default helper path
    bool kernelEvents = false; ///< --kernel-events: napi_poll and NET_RX softirq events (needs CAP_PERFMON)
    [[nodiscard]] bool operator==(const CaptureOptions &o) const
    {
        return std::tie(interface, filter, snapLen, bufferKiB, tstampType, softnetHz, durationNs, packetCount,
                        sessionPath, helper, kernelEvents) ==
               std::tie(o.interface, o.filter, o.snapLen, o.bufferKiB, o.tstampType, o.softnetHz, o.durationNs,
                        o.packetCount, o.sessionPath, o.helper, o.kernelEvents);
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

/// True for what pcap_findalldevs lists beside the network interfaces but that never carries the
/// IP traffic Jitterscope analyses: D-Bus buses, netfilter log/queue, Bluetooth and USB monitors.
/// The capture dialog shows them only on request.
[[nodiscard]] inline bool isPseudoCaptureInterface(const CaptureInterfaceInfo &info)
{
    static const char *const kPrefixes[] = { "dbus", "nflog", "nfqueue", "bluetooth", "usbmon" };
    for (const char *prefix : kPrefixes)
        if (info.name.rfind(prefix, 0) == 0)
            return true;
    return false;
}

} // namespace jitterscope
