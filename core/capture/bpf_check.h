// BPF capture-filter syntax check without capture rights: pcap_open_dead + pcap_compile, the way
// Wireshark's capture dialog colours its filter field. Pure function; any thread.
#pragma once

#include <optional>
#include <string>

namespace jitterscope {

/// Compiles `expr` for a dead handle of `linkType` (DLT_*, 1 = Ethernet, which `lo` reports on
/// Linux) and `snapLen`. Returns libpcap's error text when it does not compile, std::nullopt when
/// it does. An empty or all-blank expression is valid (capture everything). Thread-safe (libpcap
/// ≥ 1.8 serialises pcap_compile internally).
[[nodiscard]] std::optional<std::string> checkCaptureFilter(const std::string &expr, int linkType = 1,
                                                            int snapLen = 262144);

} // namespace jitterscope
