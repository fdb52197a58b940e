#include "core/base/duration.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace jitterscope {

std::optional<int64_t> parseDurationNs(const std::string &text)
{
    if (text.empty())
        return std::nullopt;
    const char *begin = text.c_str();
    char *end = nullptr;
    const double v = std::strtod(begin, &end);
    if (end == begin || !std::isfinite(v) || v < 0)
        return std::nullopt;
    const std::string unit(end);
    double scale = 0;
    if (unit.empty() || unit == "ns")
        scale = 1;
    else if (unit == "us" || unit == "\xC2\xB5s" || unit == "\xCE\xBCs")
        scale = 1e3;
    else if (unit == "ms")
        scale = 1e6;
    else if (unit == "s")
        scale = 1e9;
    else
        return std::nullopt;
    const double ns = std::round(v * scale);
    if (ns > 9.2e18)
        return std::nullopt;
    return int64_t(ns);
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
