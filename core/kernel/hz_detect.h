// Learning CONFIG_HZ and the kernel release of the running machine from user space, saying how
// and how sure (kernel-facts.md §5). Only reads files; never writes a sysctl.
// Blocking (the schedstat/timer_list measurement sleeps ~200 ms): call from a worker thread or
// the CLI, not from the GUI thread.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace jitterscope {

/// Where an HZ value came from, best first.
enum class HzMethod { None, BootConfig, ProcConfigGz, Schedstat, TimerList, NetdevBudgetUsecs };
/// How far the answer can be trusted.
enum class HzConfidence { None, Low, Medium, High };
/// Stable JSON spellings: "boot-config", "proc-config-gz", "schedstat", "timer-list", "netdev-budget-usecs", "none".
[[nodiscard]] const char *hzMethodName(HzMethod m);
/// "none", "low", "medium", "high".
[[nodiscard]] const char *hzConfidenceName(HzConfidence c);

/// One method's attempt.
struct HzEvidence {
    HzMethod method = HzMethod::None;
    bool found = false;
    uint32_t hz = 0;
    HzConfidence confidence = HzConfidence::None;
    std::string source; ///< file read
    std::string detail; ///< what was seen, or why it failed
    bool operator==(const HzEvidence &o) const;
};

/// The answer: the best method's HZ and every attempt.
struct HzDetection {
    std::string kernelRelease;
    std::string releaseSource; ///< "uname", "proc/sys/kernel/osrelease" or "option"
    uint32_t hz = 0; ///< 0 when nothing worked
    HzMethod method = HzMethod::None;
    HzConfidence confidence = HzConfidence::None;
    std::string explanation; ///< one sentence for the UI (includes conflicts between methods)
    std::vector<HzEvidence> evidence;
    bool operator==(const HzDetection &o) const;
};
std::ostream &operator<<(std::ostream &os, const HzDetection &d);

/// Injection points. With an empty rootDir the live system is read (uname for the release);
/// with a rootDir every path is prefixed (tests use tests/data/kernel/<case>/).
struct HzDetectOptions {
    std::string rootDir;
    std::string release; ///< non-empty: use instead of uname / osrelease
    std::string machine; ///< uname -m; empty: uname when live, "any" under a rootDir
    bool measureTickRate = true; ///< schedstat / timer_list two-sample measurement
    int intervalMs = 200; ///< sampling interval for the measurement
    /// Tests: read the second sample from this file (relative to rootDir) instead of re-reading
    /// the first, and take fakeIntervalNs as the elapsed CLOCK_MONOTONIC time.
    std::string secondSampleSuffix; ///< e.g. ".2": proc/schedstat.2, proc/timer_list.2
    int64_t fakeIntervalNs = 0;
};

/// Runs every method in order and picks the most trustworthy answer.
[[nodiscard]] HzDetection detectHz(const HzDetectOptions &opt = {});

/// Reads "CONFIG_HZ=N" from kernel config text; 0 when absent.
[[nodiscard]] uint32_t configHzFromText(const std::string &configText);
/// Inflates a gzip file (zlib, gzip wrapper); false on error.
[[nodiscard]] bool readGzipFile(const std::string &path, std::string &out, std::string *error = nullptr);
/// The Kconfig HZ choices for a machine (uname -m): x86 offers 100/250/300/1000; any other or
/// unknown machine gets every value seen across architectures (24..1200), ascending.
[[nodiscard]] std::vector<uint32_t> plausibleHzValues(const std::string &machine = {});
/// Nearest plausible HZ to a measured tick rate; ambiguous = another plausible value also fits
/// within the tolerance (±1 jiffy over the interval). 0 when none fits.
[[nodiscard]] uint32_t nearestPlausibleHz(double measuredHz, double toleranceHz, bool *ambiguous = nullptr,
                                          const std::string &machine = {});
/// HZ for which netdev_budget_usecs == 2*(1000000/HZ) among plausible values; 0 when none.
[[nodiscard]] uint32_t hzFromDefaultBudgetUsecs(uint32_t usecs);

} // namespace jitterscope
