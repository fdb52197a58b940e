// Reads a NIC's interrupt coalescing settings with the ETHTOOL_GCOALESCE ioctl (what `ethtool -c`
// shows). Read-only; nothing is ever set.
#include "core/capture/capture_session.h"

#include <cerrno>
#include <cstring>
#include <linux/ethtool.h>
#include <linux/sockios.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace jitterscope {

void addCoalescingMetadata(const std::string &interface, SessionMetadata &out)
{
    if (interface.empty() || interface.size() >= IFNAMSIZ || interface == "any") {
        out.set("coalesce", "unavailable: no single interface");
        return;
    }
    const int fd = ::socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        out.set("coalesce", std::string("unavailable: socket: ") + std::strerror(errno));
        return;
    }
    ethtool_coalesce ec {};
    ec.cmd = ETHTOOL_GCOALESCE;
    ifreq ifr {};
    std::memcpy(ifr.ifr_name, interface.c_str(), interface.size());
    ifr.ifr_data = reinterpret_cast<char *>(&ec);
    const int rc = ::ioctl(fd, SIOCETHTOOL, &ifr);
    const int err = errno;
    ::close(fd);
    if (rc != 0) {
        out.set("coalesce", std::string("unavailable: ") + std::strerror(err));
        return;
    }
    out.set("coalesce", "ethtool");
    out.set("coalesce_rx_usecs", std::to_string(ec.rx_coalesce_usecs));
    out.set("coalesce_rx_frames", std::to_string(ec.rx_max_coalesced_frames));
    out.set("coalesce_rx_usecs_irq", std::to_string(ec.rx_coalesce_usecs_irq));
    out.set("coalesce_rx_frames_irq", std::to_string(ec.rx_max_coalesced_frames_irq));
    out.set("coalesce_adaptive_rx", ec.use_adaptive_rx_coalesce ? "1" : "0");
}

} // namespace jitterscope
