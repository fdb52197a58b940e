// RingFiles (ring_files.h).
#include "core/capture/ring_files.h"

#include "core/base/duration.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <unistd.h>

namespace jitterscope {

bool parseRingOption(const std::string &text, RingOptions &options, std::string *error)
{
    const size_t colon = text.find(':');
    const std::string key = text.substr(0, colon), value = colon == std::string::npos ? "" : text.substr(colon + 1);
    auto bad = [&](const std::string &why) {
        if (error)
            *error = "-b " + text + ": " + why;
        return false;
    };
    auto number = [&](uint64_t lo, uint64_t hi, uint64_t &out) {
        char *end = nullptr;
        errno = 0;
        const unsigned long long v = std::strtoull(value.c_str(), &end, 10);
        if (value.empty() || value[0] == '-' || *end || errno || v < lo || v > hi)
            return false;
        out = v;
        return true;
    };
    uint64_t n = 0;
    if (key == "filesize") {
        // Up to 2 TB, as dumpcap.
        if (!number(1, 2'000'000'000, n))
            return bad("the size is in kB (1000 bytes), 1..2000000000");
        options.fileBytes = n * 1000;
    } else if (key == "duration") {
        if (number(1, 365ull * 86400, n)) {
            options.fileNs = int64_t(n) * 1'000'000'000;
        } else {
            std::string why;
            const auto ns = parsePositiveDurationNs(value, &why);
            if (!ns)
                return bad("a duration in seconds or with a unit (500ms, 10m): " + why);
            options.fileNs = *ns;
        }
    } else if (key == "files") {
        if (!number(1, 1'000'000, n))
            return bad("the number of files must be 1..1000000");
        options.files = uint32_t(n);
    } else {
        return bad("expected filesize:KB, duration:SECONDS or files:N");
    }
    return true;
}

std::string ringFileName(const std::string &base, uint64_t number, int64_t realtimeNs)
{
    const size_t slash = base.rfind('/');
    const size_t dot = base.rfind('.');
    const bool hasExt = dot != std::string::npos && (slash == std::string::npos || dot > slash + 1);
    const std::string stem = hasExt ? base.substr(0, dot) : base, ext = hasExt ? base.substr(dot) : ".pcapng";
    const time_t t = time_t(realtimeNs / 1'000'000'000);
    tm local {};
    localtime_r(&t, &local);
    char buf[64];
    std::snprintf(buf, sizeof buf, "_%05llu_%04d%02d%02d%02d%02d%02d", (unsigned long long)number, local.tm_year + 1900,
                  local.tm_mon + 1, local.tm_mday, local.tm_hour, local.tm_min, local.tm_sec);
    return stem + buf + ext;
}

RingFiles::RingFiles(std::string base, RingOptions options)
    : m_base(std::move(base))
    , m_options(options)
{
}

std::string RingFiles::next(int64_t realtimeNs)
{
    m_files.push_back(ringFileName(m_base, ++m_number, realtimeNs));
    // The file about to be written counts: N files kept means N − 1 old ones.
    while (m_options.files && m_files.size() > m_options.files) {
        ::unlink(m_files.front().c_str());
        m_files.pop_front();
    }
    return m_files.back();
}

bool RingFiles::due(uint64_t bytes, int64_t startedNs, int64_t nowNs) const
{
    return (m_options.fileBytes && bytes >= m_options.fileBytes) ||
           (m_options.fileNs && nowNs - startedNs >= m_options.fileNs);
}

} // namespace jitterscope
