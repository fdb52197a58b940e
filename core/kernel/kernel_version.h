// Kernel release strings and what they say about the NAPI time budget: the netdev_budget_usecs
// default, its minimum (with backports), MAX_SOFTIRQ_TIME. Pure functions, any thread.
//
// History (Linux tree, net/core/dev.c, net/core/sysctl_net_core.c, net/core/hotdata.c):
//   v4.12 7acf8a1e8a28  sysctl added, default 2000 µs for every HZ, minimum 0
//   v5.7  a4837980fd9f  default 2*USEC_PER_SEC/HZ (2 jiffies); stable 4.19.117, 5.5.19, 5.6.6
//                       (release notes), 5.4.34 (inferred: same stable batch)
//   v6.14 c180188ec022  minimum 2*USEC_PER_SEC/HZ, lower writes fail with EINVAL; stable 6.6.81
//                       (confirmed), 6.1.130, 6.12.18, 6.13.6 (inferred)
#pragma once

#include "core/kernel/kernel_model.h"

#include <cstdint>
#include <iosfwd>
#include <string>

namespace jitterscope {

/// Three-valued answer: the workbench says "unknown" with a reason rather than guess.
enum class TriState { No, Yes, Unknown };
/// "no", "yes", "unknown" (stable JSON spelling).
[[nodiscard]] const char *triStateName(TriState t);
/// JSON literal of a tri-state: true, false, or null (unknown).
[[nodiscard]] const char *triStateJson(TriState t);

/// A parsed `uname -r` string.
struct KernelVersion {
    std::string release; ///< as given
    bool valid = false; ///< major.minor found
    int major = 0, minor = 0;
    int sublevel = -1; ///< -1 when the string does not say (distro ABI numbering)
    bool sublevelKnown = false;
    int rc = 0; ///< N of -rcN, 0 for a release
    std::string distroNote; ///< e.g. "Debian/Ubuntu ABI number 13; stable sublevel not in the string"
    bool operator==(const KernelVersion &o) const;
    /// Compare (major, minor) with a mainline version.
    [[nodiscard]] bool atLeast(int ma, int mi) const { return major > ma || (major == ma && minor >= mi); }
};
std::ostream &operator<<(std::ostream &os, const KernelVersion &v);

/// Parses "6.6.81-amd64", "5.10.0-28-amd64", "4.19.0", "6.14.0-rc1", "6.12.115+deb13.1-cloud-amd64".
/// "X.Y.0-N..." (Debian, Ubuntu, RHEL) is read as "sublevel unknown": those packages keep .0
/// whatever stable release they carry.
[[nodiscard]] KernelVersion parseKernelRelease(const std::string &release);

/// Everything the workbench states about netdev_budget_usecs on one kernel and HZ.
struct BudgetFacts {
    KernelVersion version;
    KernelConfig cfg;
    TriState sysctlExists = TriState::Unknown; ///< net.core.netdev_budget_usecs (v4.12+)
    TriState hzDefault = TriState::Unknown; ///< default is 2 jiffies (v5.7+ or stable backport)
    std::string defaultReason;
    uint32_t defaultUsecs = 0; ///< the default on this kernel; see defaultKnown
    bool defaultKnown = false; ///< false when it is one of two values (HZ-based or 2000)
    uint32_t altDefaultUsecs = 0; ///< the other candidate when !defaultKnown
    uint64_t defaultJiffies = 0; ///< usecs_to_jiffies(default); pre-4.12: the hard-coded 2
    TriState minBoundApplies = TriState::Unknown; ///< writes below minUsecs fail (v6.14+ or backport)
    std::string minBoundReason;
    uint32_t minUsecs = 0; ///< 2*USEC_PER_SEC/HZ, the v6.14 minimum (also the v5.7 default)
    int netdevBudgetDefault = kDefaultNetdevBudget; ///< netdev_budget, no bounds
    uint64_t maxSoftirqTimeJiffies = 0; ///< msecs_to_jiffies(2)
    int maxSoftirqRestart = kMaxSoftirqRestart;
};

/// Facts for a kernel and HZ. Throws std::invalid_argument for an invalid HZ or word size.
[[nodiscard]] BudgetFacts budgetFacts(const KernelVersion &version, const KernelConfig &cfg);

/// Would `sysctl -w net.core.netdev_budget_usecs=usecs` fail with EINVAL? Yes above INT_MAX on
/// every kernel with the sysctl (proc_dointvec_minmax); below the minimum when the bound applies.
[[nodiscard]] TriState writeRejected(const BudgetFacts &facts, uint64_t usecs, std::string *reason = nullptr);

/// 2*USEC_PER_SEC/HZ with C integer division: 100 -> 20000, 250 -> 8000, 300 -> 6666, 1000 -> 2000.
[[nodiscard]] uint32_t twoJiffyUsecs(uint32_t hz);

} // namespace jitterscope
