// Arithmetic where a file's 64-bit numbers meet ours: results that would overflow int64_t are
// reported (checked*) or clamped to the representable range (sat*), never wrapped. Header-only.
#pragma once

#include <cstdint>
#include <limits>

namespace jitterscope {

/// a + b, a − b, a × b; false (and *out untouched) when the exact result does not fit in int64_t.
[[nodiscard]] inline bool checkedAdd(int64_t a, int64_t b, int64_t *out)
{
    return !__builtin_add_overflow(a, b, out);
}
[[nodiscard]] inline bool checkedSub(int64_t a, int64_t b, int64_t *out)
{
    return !__builtin_sub_overflow(a, b, out);
}
[[nodiscard]] inline bool checkedMul(int64_t a, int64_t b, int64_t *out)
{
    return !__builtin_mul_overflow(a, b, out);
}

/// The exact result clamped to [INT64_MIN, INT64_MAX].
[[nodiscard]] inline int64_t satAdd(int64_t a, int64_t b)
{
    int64_t r;
    if (!__builtin_add_overflow(a, b, &r))
        return r;
    return b > 0 ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int64_t>::min();
}
[[nodiscard]] inline int64_t satSub(int64_t a, int64_t b)
{
    int64_t r;
    if (!__builtin_sub_overflow(a, b, &r))
        return r;
    return b < 0 ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int64_t>::min();
}
[[nodiscard]] inline int64_t satMul(int64_t a, int64_t b)
{
    int64_t r;
    if (!__builtin_mul_overflow(a, b, &r))
        return r;
    return (a < 0) != (b < 0) ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
}
/// |a − b| clamped to INT64_MAX (the distance between two timestamps).
[[nodiscard]] inline int64_t satAbsDiff(int64_t a, int64_t b)
{
    const uint64_t d = a >= b ? uint64_t(a) - uint64_t(b) : uint64_t(b) - uint64_t(a);
    return d > uint64_t(std::numeric_limits<int64_t>::max()) ? std::numeric_limits<int64_t>::max() : int64_t(d);
}

/// a / b rounded towards −∞ (b > 0 or b < 0; not 0; INT64_MIN / −1 is the caller's to avoid).
[[nodiscard]] inline int64_t floorDiv(int64_t a, int64_t b)
{
    const int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

} // namespace jitterscope
