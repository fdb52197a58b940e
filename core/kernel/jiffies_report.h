// Reports for `jitterscope-cli jiffies`: what the kernel makes of one netdev_budget_usecs value
// (box, real window, default, minimum, EINVAL, warnings) and the staircase table. Pure
// functions over kernel_model / kernel_version, any thread.
#pragma once

#include "core/kernel/kernel_model.h"
#include "core/kernel/kernel_version.h"

#include <cstdint>
#include <string>
#include <vector>

namespace jitterscope {

/// One warning: a stable code for scripts and a translated sentence for people.
struct JiffiesWarning {
    std::string code; ///< below_default, hz1000_recipe, clamped, rejected, zero_jiffies, one_jiffy, same_box_as_default
    std::string message;
    bool operator==(const JiffiesWarning &o) const { return code == o.code && message == o.message; }
};

/// Everything `jiffies --hz N --usecs U` shows; the GUI can use it directly.
struct JiffiesReport {
    KernelConfig cfg;
    uint32_t usecs = 0;
    std::string kernelRelease;
    JiffyBox box;
    uint32_t clampThresholdUs = 0;
    BudgetFacts facts;
    TriState rejected = TriState::No;
    std::string rejectedReason;
    std::string sysctlCommand;
    std::vector<JiffiesWarning> warnings;
};

/// Builds the report. Throws std::invalid_argument for an invalid HZ or bits.
[[nodiscard]] JiffiesReport jiffiesReport(uint32_t hz, uint32_t usecs, int bits, const std::string &kernelRelease);

/// JSON for `jiffies --hz N --usecs U [--bits 32|64] [--kernel RELEASE] --format json`.
/// Keys: hz, usecs, bits, kernel, jiffies, no_limit, window_min_us, window_max_us, tick_us,
/// box_first_us, box_last_us, next_us, next_jiffies, clamp_threshold_us, default_usecs,
/// default_known, default_alt_usecs, default_jiffies, default_reason, min_usecs,
/// min_bound_applies, min_bound_reason, rejected, rejected_reason, max_softirq_time_jiffies,
/// max_softirq_restart, netdev_budget_default, sysctl_command, warnings[], warning_codes[].
/// An invalid HZ/bits gives {"error": "..."}.
[[nodiscard]] std::string jiffiesJson(uint32_t hz, uint32_t usecs, int bits, const std::string &kernelRelease);
/// The same as readable text.
[[nodiscard]] std::string jiffiesText(uint32_t hz, uint32_t usecs, int bits, const std::string &kernelRelease);

/// `jiffies --table --from A --to B`: one row per box (not per value): jiffies, first_us,
/// last_us, window_min_us, window_max_us, no_limit, contains_default, below_minimum.
/// Defaults/minimum are the v5.7+/v6.14 ones (2*USEC_PER_SEC/HZ).
[[nodiscard]] std::string jiffiesTableJson(uint32_t hz, uint32_t from, uint32_t to, int bits);
[[nodiscard]] std::string jiffiesTableText(uint32_t hz, uint32_t from, uint32_t to, int bits);

} // namespace jitterscope
