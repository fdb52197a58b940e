#include "core/capture/bpf_check.h"

#include <pcap/pcap.h>

#include <memory>

namespace jitterscope {

std::optional<std::string> checkCaptureFilter(const std::string &expr, int linkType, int snapLen)
{
    if (expr.find_first_not_of(" \t\r\n") == std::string::npos)
        return std::nullopt;
    std::unique_ptr<pcap_t, void (*)(pcap_t *)> dead(pcap_open_dead(linkType, snapLen), pcap_close);
    if (!dead)
        return std::string("cannot create a libpcap handle for link type ") + std::to_string(linkType);
    bpf_program program {};
    // netmask unknown: "ip broadcast" then fails with libpcap's own explanation, as in the helper.
    if (pcap_compile(dead.get(), &program, expr.c_str(), 1, PCAP_NETMASK_UNKNOWN) != 0)
        return std::string(pcap_geterr(dead.get()));
    pcap_freecode(&program);
    return std::nullopt;
}

} // namespace jitterscope
