// Human formatting of nanosecond durations, counts and byte sizes for the views, and the axis
// tickers that scale units on the axis (the data stay in their own unit). GUI thread only.
#pragma once

#include <QString>

#include <cstdint>
#include <vector>

class QCPAxis;

namespace jitterscope::units {

/// Unit (in ns) that suits a magnitude: 1 (ns), 1e3 (µs), 1e6 (ms) or 1e9 (s).
[[nodiscard]] double unitForNs(double ns);
/// Translated unit symbol for 1, 1e3, 1e6, 1e9 ns: "ns", "µs", "ms", "s".
[[nodiscard]] QString unitSymbol(double unitNs);
/// "850 ns", "12.0 µs", "1.25 ms", "2.50 s": `significant` digits, unit picked from the magnitude.
/// Whole nanoseconds print without decimals. NaN prints as "–".
[[nodiscard]] QString formatNs(double ns, int significant = 3);
/// Value in a fixed unit with fixed decimals, e.g. formatNsIn(1500, 1e3, 1) = "1.5 µs".
[[nodiscard]] QString formatNsIn(double ns, double unitNs, int decimals);
/// Locale-grouped integer: "1,234,567".
[[nodiscard]] QString formatCount(uint64_t n);
/// A count for tr()'s %n, which takes an int: clamped to INT_MAX (whose plural form is the right one).
[[nodiscard]] int pluralCount(uint64_t n);
/// "512 B", "1.50 kB", "12.3 MB" (SI, 1000-based like Wireshark's capture file properties).
[[nodiscard]] QString formatBytes(uint64_t bytes);

/// Ticks of a log axis over [lower, upper] (both > 0): 1-2-5 in each decade; decades only (every
/// n-th when still too many) when 1-2-5 gives more than `maxTicks`; every mantissa 1…9 when 1-2-5
/// leaves fewer than two in range. Empty ticks when even that leaves fewer than two (the caller
/// then ticks linearly). Sub-ticks are the other mantissas 1…9.
struct LogTicks {
    std::vector<double> ticks, subTicks;
};
[[nodiscard]] LogTicks logTicks(double lower, double upper, int maxTicks = 10);

/// Installs on `axis` a ticker for counts: linear, or logarithmic with logTicks() (counts ≥ 1).
void installCountTicker(QCPAxis *axis, bool log);

/// Installs a ticker on `axis` whose data are in units of `dataUnitNs` nanoseconds (1 for ns,
/// 1e3 for µs, 1e9 for seconds) and whose labels carry auto-scaled units ("200 µs", "1.5 ms").
/// With `log`, the axis is made logarithmic with logTicks() ticks, labels in the data's range.
void installTimeTicker(QCPAxis *axis, double dataUnitNs, bool log);

} // namespace jitterscope::units
