// Jiffies arithmetic exactly as the Linux kernel computes it, for any HZ the kernel accepts
// (12 <= HZ < 12288) and for 32- and 64-bit kernels. Pure functions, no state, any thread.
//
// Sources (Linux tree): include/linux/jiffies.h (_usecs_to_jiffies, _msecs_to_jiffies,
// MAX_JIFFY_OFFSET), kernel/time/time.c (jiffies_to_usecs, jiffies_to_msecs,
// __usecs_to_jiffies, __msecs_to_jiffies), kernel/time/timeconst.bc (the MUL32/ADJ32/SHR32
// constants), kernel/softirq.c (MAX_SOFTIRQ_TIME, MAX_SOFTIRQ_RESTART).
// The wrap-around of C unsigned arithmetic is emulated on purpose: it decides where
// netdev_budget_usecs stops meaning anything ("no limit").
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace jitterscope {

/// The two kernel build parameters the conversions depend on.
struct KernelConfig {
    uint32_t hz = 250; ///< CONFIG_HZ, 12..12287
    int bits = 64; ///< BITS_PER_LONG: 32 or 64
    bool operator==(const KernelConfig &o) const { return hz == o.hz && bits == o.bits; }
    bool operator!=(const KernelConfig &o) const { return !(*this == o); }
};
std::ostream &operator<<(std::ostream &os, const KernelConfig &c);

constexpr uint32_t kMinHz = 12; ///< jiffies.h accepts HZ >= 12
constexpr uint32_t kMaxHz = 12287; ///< ... and HZ < 12288
constexpr int kMaxSoftirqRestart = 10; ///< MAX_SOFTIRQ_RESTART, kernel/softirq.c
constexpr int kDefaultNetdevBudget = 300; ///< net.core.netdev_budget default
constexpr int kNapiWeight = 64; ///< NAPI_POLL_WEIGHT

/// True when the kernel would build with this HZ (12 <= hz < 12288).
[[nodiscard]] bool isValidHz(uint32_t hz);
/// True when bits is 32 or 64 and hz is valid.
[[nodiscard]] bool isValidConfig(const KernelConfig &cfg);

/// One multiply/adjust/shift triple as kernel/time/timeconst.bc derives it (b = 32).
struct TimeConst {
    uint64_t mul32 = 0; ///< ceil(2^shr32 * n / d)
    uint64_t adj32 = 0; ///< floor(2^shr32 * (d' - 1) / d'), d' = d / gcd(n, d)
    uint32_t shr32 = 0; ///< smallest s with mul32 >= 2^31
    bool operator==(const TimeConst &o) const { return mul32 == o.mul32 && adj32 == o.adj32 && shr32 == o.shr32; }
};

/// All generated/timeconst.h values for one HZ.
struct TimeConstants {
    uint32_t hz = 0;
    TimeConst hzToMsec, msecToHz, hzToUsec, usecToHz;
    uint64_t hzToMsecNum = 0, hzToMsecDen = 0; ///< 1000/gcd, hz/gcd
    uint64_t hzToUsecNum = 0, hzToUsecDen = 0; ///< 1e6/gcd, hz/gcd
};

/// timeconst.bc's fmul/fadj/fmuls for a conversion from unit n to unit d (128-bit intermediates).
/// Throws std::invalid_argument when n or d is 0.
[[nodiscard]] TimeConst deriveTimeConst(uint64_t n, uint64_t d);
/// The constants generated for one HZ. Throws std::invalid_argument for an invalid HZ.
[[nodiscard]] TimeConstants timeConstants(uint32_t hz);

/// MAX_JIFFY_OFFSET = (LONG_MAX >> 1) - 1: 2^62-2 on 64-bit, 2^30-2 on 32-bit.
[[nodiscard]] uint64_t maxJiffyOffset(int bits);

// The four conversions. `unsigned long` results are returned in a uint64_t already reduced
// modulo 2^bits; `unsigned int` results are uint32_t. All throw std::invalid_argument when
// !isValidConfig(cfg).

/// jiffies_to_usecs(j) (kernel/time/time.c), with the kernel's 32-bit truncation of the result.
[[nodiscard]] uint32_t jiffiesToUsecs(const KernelConfig &cfg, uint64_t j);
/// jiffies_to_msecs(j) as in current mainline (64-bit: DIV_ROUND_UP(j*NUM, DEN)).
[[nodiscard]] uint32_t jiffiesToMsecs(const KernelConfig &cfg, uint64_t j);
/// usecs_to_jiffies(u): clamp to MAX_JIFFY_OFFSET above usecsClampThreshold(), else divide or MUL32/ADJ32/SHR32.
[[nodiscard]] uint64_t usecsToJiffies(const KernelConfig &cfg, uint32_t u);
/// msecs_to_jiffies(m): (int)m < 0 -> MAX_JIFFY_OFFSET, then _msecs_to_jiffies' own branches.
[[nodiscard]] uint64_t msecsToJiffies(const KernelConfig &cfg, uint32_t m);

/// jiffies_to_usecs(MAX_JIFFY_OFFSET): any larger usecs value converts to MAX_JIFFY_OFFSET ("no limit").
[[nodiscard]] uint32_t usecsClampThreshold(const KernelConfig &cfg);
/// True when usecs_to_jiffies(u) takes the MAX_JIFFY_OFFSET clamp.
[[nodiscard]] bool usecsClamped(const KernelConfig &cfg, uint32_t u);
/// MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) (kernel/softirq.c).
[[nodiscard]] uint64_t maxSoftirqTimeJiffies(const KernelConfig &cfg);
/// Length of one tick in nanoseconds as a real number (1e9 / HZ).
[[nodiscard]] double tickNs(uint32_t hz);

/// The jiffy box a microseconds value falls into: every value in [firstUs, lastUs] gives the
/// same N = usecs_to_jiffies(value), so the kernel cannot tell them apart.
struct JiffyBox {
    uint32_t usecs = 0; ///< the value asked about
    uint64_t jiffies = 0; ///< N = usecs_to_jiffies(usecs)
    bool clamped = false; ///< N == MAX_JIFFY_OFFSET: no time limit at all
    double windowMinUs = 0; ///< real window is (N-1, N] ticks: lower end in µs (0 when N <= 1)
    double windowMaxUs = 0; ///< upper end N ticks in µs (both -1 when clamped)
    uint32_t firstUs = 0; ///< smallest value giving the same N (found by searching the function)
    uint32_t lastUs = 0; ///< largest value giving the same N
    bool hasNext = false; ///< false when lastUs is UINT32_MAX
    uint32_t nextUs = 0; ///< lastUs + 1: the next value that changes anything
    uint64_t nextJiffies = 0; ///< usecs_to_jiffies(nextUs)
    bool operator==(const JiffyBox &o) const;
};
std::ostream &operator<<(std::ostream &os, const JiffyBox &b);

/// The box around usecs. Throws std::invalid_argument for an invalid config.
[[nodiscard]] JiffyBox jiffyBox(const KernelConfig &cfg, uint32_t usecs);

/// The staircase: one JiffyBox per distinct N met while walking from `from` to `to`
/// (inclusive), at most maxRows rows; `truncated` tells whether rows were left out.
struct JiffyStaircase {
    KernelConfig cfg;
    uint32_t from = 0, to = 0;
    std::vector<JiffyBox> rows;
    bool truncated = false;
};
constexpr size_t kMaxStaircaseRows = 4096;
[[nodiscard]] JiffyStaircase jiffyStaircase(const KernelConfig &cfg, uint32_t from, uint32_t to,
                                            size_t maxRows = kMaxStaircaseRows);

} // namespace jitterscope
