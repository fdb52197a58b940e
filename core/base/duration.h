// Parsing and formatting of durations given on the command line ("12us", "1.5ms", "250ns", "2s").
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace jitterscope {

/// Parses "<number>[ns|us|µs|ms|s]" into integer nanoseconds (rounded to nearest). A bare number
/// is nanoseconds. Returns nullopt for malformed or negative input or overflow.
[[nodiscard]] std::optional<int64_t> parseDurationNs(const std::string &text);

/// "12.000 µs"-style text with a unit chosen for the magnitude (ASCII "us" when ascii is true).
[[nodiscard]] std::string formatDurationNs(double ns, bool ascii = false);

} // namespace jitterscope
