// Parsing and formatting of durations given on the command line ("12us", "1.5ms", "250ns", "2s").
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace jitterscope {

/// Parses "<decimal number><unit>" into integer nanoseconds; the unit is required (ns, us, µs, ms,
/// s), so that "--duration 9" cannot silently mean 9 ns. Exact decimal arithmetic (no floating
/// point): "1.000000001s" is 1 000 000 001 ns; digits below 1 ns round to nearest. Rejects an empty
/// text, a sign, exponents, a bare number, an unknown unit and values above INT64_MAX ns; then
/// returns nullopt and, when `error` is given, an English sentence naming examples.
[[nodiscard]] std::optional<int64_t> parseDurationNs(const std::string &text, std::string *error = nullptr);

/// As parseDurationNs, and 0 is rejected too ("must be longer than 0").
[[nodiscard]] std::optional<int64_t> parsePositiveDurationNs(const std::string &text, std::string *error = nullptr);

/// "12.000 µs"-style text with a unit chosen for the magnitude (ASCII "us" when ascii is true).
[[nodiscard]] std::string formatDurationNs(double ns, bool ascii = false);

} // namespace jitterscope
