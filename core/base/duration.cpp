#include "core/base/duration.h"

#include <cmath>
#include <cstdio>

namespace jitterscope {

namespace {

std::optional<int64_t> fail(std::string *error, std::string message)
{
    if (error)
        *error = std::move(message);
    return std::nullopt;
}

/// ns per unit, or 0 for an unknown unit.
int64_t unitScale(const std::string &unit)
{
    if (unit == "ns")
        return 1;
    if (unit == "us" || unit == "\xC2\xB5s" || unit == "\xCE\xBCs") // us, µ (micro sign), μ (Greek mu)
        return 1000;
    if (unit == "ms")
        return 1000000;
    if (unit == "s")
        return 1000000000;
    return 0;
}

} // namespace

std::optional<int64_t> parseDurationNs(const std::string &text, std::string *error)
{
    const std::string examples = " (examples: 10s, 500ms, 12us, 250ns)";
    if (text.empty())
        return fail(error, "empty duration" + examples);
    if (text[0] == '-' || text[0] == '+')
        return fail(error, "'" + text + "': a duration takes no sign" + examples);
    size_t i = 0;
    const size_t n = text.size();
    auto digit = [&](size_t k) { return k < n && text[k] >= '0' && text[k] <= '9'; };
    const size_t intBegin = i;
    while (digit(i))
        ++i;
    const size_t intEnd = i;
    size_t fracBegin = i, fracEnd = i;
    if (i < n && text[i] == '.') {
        fracBegin = ++i;
        while (digit(i))
            ++i;
        fracEnd = i;
    }
    if (intEnd == intBegin && fracEnd == fracBegin)
        return fail(error, "'" + text + "' is not a duration: it must start with a number" + examples);
    const std::string unit = text.substr(i);
    if (unit.empty())
        return fail(error, "'" + text + "' has no unit: write e.g. " + text + "s, " + text + "ms, " + text + "us or " +
                               text + "ns");
    const int64_t scale = unitScale(unit);
    if (scale == 0)
        return fail(error, "'" + text + "': unknown unit '" + unit + "' (units: ns, us or µs, ms, s)" + examples);

    // value = int part × scale + fraction × scale, each step checked against INT64_MAX.
    const auto tooLarge = [&] {
        return fail(error, "'" + text + "' is too large (at most 9223372036s, about 292 years)");
    };
    int64_t ns = 0;
    for (size_t k = intBegin; k < intEnd; ++k) {
        const int d = text[k] - '0';
        if (__builtin_mul_overflow(ns, int64_t(10), &ns) || __builtin_add_overflow(ns, int64_t(d), &ns))
            return tooLarge();
    }
    if (__builtin_mul_overflow(ns, scale, &ns))
        return tooLarge();
    // Fraction: digit k (0-based) weighs scale / 10^(k+1) ns; scale is a power of ten ≤ 10^9, so
    // the digits down to 1 ns are exact and the first digit below decides the rounding.
    int64_t weight = scale;
    bool roundUp = false;
    for (size_t k = fracBegin; k < fracEnd; ++k) {
        const int d = text[k] - '0';
        if (weight >= 10) {
            weight /= 10;
            if (__builtin_add_overflow(ns, weight * d, &ns))
                return tooLarge();
        } else {
            roundUp = d >= 5;
            break;
        }
    }
    if (roundUp && __builtin_add_overflow(ns, int64_t(1), &ns))
        return tooLarge();
    return ns;
}

std::optional<int64_t> parsePositiveDurationNs(const std::string &text, std::string *error)
{
    const auto ns = parseDurationNs(text, error);
    if (ns && *ns == 0)
        return fail(error, "'" + text + "': must be longer than 0 (examples: 10s, 500ms, 12us, 250ns)");
    return ns;
}

std::string formatDurationNs(double ns, bool ascii)
{
    const double a = std::fabs(ns);
    char buf[64];
    if (a < 1e3)
        std::snprintf(buf, sizeof buf, "%.0f ns", ns);
    else if (a < 1e6)
        std::snprintf(buf, sizeof buf, "%.3f %s", ns / 1e3, ascii ? "us" : "\xC2\xB5s");
    else if (a < 1e9)
        std::snprintf(buf, sizeof buf, "%.3f ms", ns / 1e6);
    else
        std::snprintf(buf, sizeof buf, "%.3f s", ns / 1e9);
    return buf;
}

} // namespace jitterscope
