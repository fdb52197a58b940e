// /proc/net/softnet_stat parsing and per-CPU rate series (kernel-facts.md §4).
//
// Two levels: pure functions that parse one line / one file's text into counters, and
// SoftnetSeries, a plain value-holding object that turns successive samples into per-CPU rates,
// handling 32-bit counter wrap and CPUs going offline/online between samples. Nothing here reads
// a clock or touches the GUI; readSoftnetStat()/readOnlineCpus() read the live files.
// Not thread-safe; use from one thread (the capture writer thread or the analysis thread).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace jitterscope {

/// Column positions (0-based) of /proc/net/softnet_stat. Every field is hex, unsigned 32-bit.
enum SoftnetColumn : int {
    kSoftnetProcessed = 0,
    kSoftnetDropped = 1,
    kSoftnetTimeSqueeze = 2,
    kSoftnetCpuCollision = 8,
    kSoftnetReceivedRps = 9, ///< since 2.6.35 (10 columns)
    kSoftnetFlowLimit = 10, ///< since 3.11 (11 columns)
    kSoftnetBacklog = 11, ///< since 5.10 (13 columns): input + process queue length (a gauge)
    kSoftnetCpuIndex = 12, ///< since 5.10: the CPU id of the line
    kSoftnetInputQlen = 13, ///< since 6.4 (15 columns)
    kSoftnetProcessQlen = 14,
};
constexpr int kSoftnetMinColumns = 9;
constexpr int kSoftnetMaxColumns = 15; ///< more columns are accepted; the extra ones are ignored

/// How the CPU id of a line was learned.
enum class SoftnetCpuSource : uint8_t {
    Column, ///< column 13 (exact)
    OnlineList, ///< i-th CPU of /sys/devices/system/cpu/online read beside the sample (exact if read together)
    LineNumber, ///< line number: wrong once a lower-numbered CPU is offline
};
[[nodiscard]] const char *softnetCpuSourceName(SoftnetCpuSource s); ///< "column", "online-list", "line-number"

/// One line of softnet_stat: the raw counters by column and the CPU id.
struct SoftnetLine {
    uint32_t cpu = 0;
    SoftnetCpuSource cpuSource = SoftnetCpuSource::LineNumber;
    uint8_t columns = 0; ///< columns present (9..15; more are truncated to 15)
    uint32_t values[kSoftnetMaxColumns] = {}; ///< raw column values; columns >= `columns` are 0

    [[nodiscard]] bool has(int column) const { return column < columns; }
    [[nodiscard]] uint32_t processed() const { return values[kSoftnetProcessed]; }
    [[nodiscard]] uint32_t dropped() const { return values[kSoftnetDropped]; }
    [[nodiscard]] uint32_t timeSqueeze() const { return values[kSoftnetTimeSqueeze]; }
    bool operator==(const SoftnetLine &o) const;
};
std::ostream &operator<<(std::ostream &os, const SoftnetLine &l);

/// One reading of the whole file.
struct SoftnetSample {
    int64_t tsNs = 0; ///< when it was read, ns since the epoch (CLOCK_REALTIME)
    std::vector<SoftnetLine> lines;
    /// True when every line's CPU id is exact (column 13, or an online list that matched).
    [[nodiscard]] bool cpuIdsReliable() const;
    bool operator==(const SoftnetSample &o) const;
};

/// Parses one line (hex fields separated by blanks; trailing newline allowed). `lineIndex` is the
/// 0-based line number, used as the CPU id when column 13 is absent. False with *error set when
/// the line has fewer than 9 fields or a field that is not 1–8 hex digits.
[[nodiscard]] bool parseSoftnetLine(std::string_view text, uint32_t lineIndex, SoftnetLine &out,
                                    std::string *error = nullptr);

/// Parses the whole file. Blank lines are skipped. When lines lack column 13 and `onlineCpus`
/// (ascending CPU ids online at the time of the read) has exactly as many entries as there are
/// lines, line i is CPU onlineCpus[i]; otherwise the line number is used and flagged as such.
[[nodiscard]] bool parseSoftnetStat(std::string_view text, int64_t tsNs, SoftnetSample &out,
                                    std::string *error = nullptr, const std::vector<uint32_t> *onlineCpus = nullptr);

/// Parses a kernel CPU list ("0-3,5,7-8"); empty vector on malformed input.
[[nodiscard]] std::vector<uint32_t> parseCpuList(std::string_view text);

/// Reads a file's bytes in one read() into `out` (procfs-friendly: no size needed). False on error.
[[nodiscard]] bool readProcText(const char *path, std::string &out, std::string *error = nullptr);

/// Reads the live /proc/net/softnet_stat and /sys/devices/system/cpu/online (path overrides for
/// tests). `tsNs` is stored as the sample time.
[[nodiscard]] bool readSoftnetStat(int64_t tsNs, SoftnetSample &out, std::string *error = nullptr,
                                   const char *statPath = "/proc/net/softnet_stat",
                                   const char *onlinePath = "/sys/devices/system/cpu/online");

/// Rates of one CPU over one interval between two successive samples in which it appeared.
/// Counter deltas are modulo 2^32 (the kernel's counters are unsigned 32-bit and wrap); a
/// delta therefore assumes fewer than 2^32 events per interval. Optional columns are -1 per
/// second / -1 when the kernel does not have them.
struct SoftnetRate {
    int64_t tsNs = 0; ///< end of the interval (the later sample's time)
    int64_t intervalNs = 0;
    uint32_t cpu = 0;
    uint32_t processed = 0, dropped = 0, timeSqueeze = 0; ///< deltas over the interval
    int64_t receivedRps = -1, flowLimitCount = -1; ///< deltas, -1 when absent
    int64_t backlog = -1; ///< gauge at the end of the interval, -1 when absent
    double processedPerSec = 0, droppedPerSec = 0, timeSqueezePerSec = 0;
    double receivedRpsPerSec = -1, flowLimitPerSec = -1;
    bool operator==(const SoftnetRate &o) const;
};
std::ostream &operator<<(std::ostream &os, const SoftnetRate &r);

/// A CPU appearing or disappearing between two samples (the first sample's CPUs are not events).
struct SoftnetCpuEvent {
    int64_t tsNs = 0; ///< time of the sample where the change was seen
    uint32_t cpu = 0;
    bool online = false;
    bool operator==(const SoftnetCpuEvent &o) const;
};

/// Totals of one CPU since it was first seen, over the intervals in which it was present.
struct SoftnetCpuTotals {
    uint32_t cpu = 0;
    uint64_t processed = 0, dropped = 0, timeSqueeze = 0;
    int64_t receivedRps = -1, flowLimitCount = -1;
    uint64_t intervals = 0;
    bool operator==(const SoftnetCpuTotals &o) const;
};

/// Successive samples → per-CPU rates. A CPU that vanishes ends its run; when it comes back, its
/// next sample is a new baseline (no rate is computed across the gap, since the counters of a
/// CPU that was offline cannot be attributed to the gap's length). Samples whose time does not
/// advance are counted and ignored. Rate points are kept for the whole session (20 Hz × CPUs ×
/// 3600 s is a few MB at most); clear() starts over.
class SoftnetSeries {
public:
    void add(const SoftnetSample &sample);
    void clear();
    [[nodiscard]] size_t samples() const { return m_samples; }
    [[nodiscard]] size_t ignoredSamples() const { return m_ignored; }
    [[nodiscard]] const std::vector<SoftnetRate> &rates() const { return m_rates; }
    /// A bounded live session: rates() keeps at most `rates` entries (0: all), the newest; the
    /// totals and the sample count still cover the whole session.
    void setRateLimit(size_t rates) { m_rateLimit = rates; }
    /// A bounded live session: forgets the rates of intervals that ended before `tsNs`.
    void dropRatesBefore(int64_t tsNs);
    [[nodiscard]] const std::vector<SoftnetCpuEvent> &events() const { return m_events; }
    /// Every CPU seen, ascending, with its totals.
    [[nodiscard]] std::vector<SoftnetCpuTotals> totals() const;
    /// False as soon as any sample's CPU ids came from line numbers.
    [[nodiscard]] bool cpuIdsReliable() const { return m_reliable; }
    /// Most columns seen in any line (9..15).
    [[nodiscard]] int columns() const { return m_columns; }

private:
    std::vector<SoftnetLine> m_prev; ///< previous sample's lines, sorted by cpu
    int64_t m_prevTsNs = 0;
    bool m_havePrev = false;
    size_t m_samples = 0;
    size_t m_ignored = 0;
    bool m_reliable = true;
    int m_columns = 0;
    std::vector<SoftnetRate> m_rates;
    size_t m_rateLimit = 0;
    std::vector<SoftnetCpuEvent> m_events;
    std::vector<SoftnetCpuTotals> m_totals; ///< sorted by cpu
};

} // namespace jitterscope
