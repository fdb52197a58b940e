// Fuzz target: the softnet_stat parser and SoftnetSeries (tests/fuzz/fuzz_entries.h). Input: parts
// separated by NUL bytes; the first is an online-CPU list ("0-3,5"), each further part is one
// reading: 16 hex digits of sample time (ns as a 64-bit two's complement; a byte that is not a hex
// digit counts as 0, so NULs never need to appear), then the file's text.
#include "tests/fuzz/fuzz_entries.h"

#include "core/kernel/softnet.h"

#include <string_view>
#include <vector>

namespace jitterscope::fuzz {

namespace {
int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return 0;
}
} // namespace

int softnet(const uint8_t *data, size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    std::vector<std::string_view> parts;
    size_t pos = 0;
    while (pos <= input.size()) {
        size_t end = input.find('\0', pos);
        if (end == std::string_view::npos)
            end = input.size();
        parts.push_back(input.substr(pos, end - pos));
        pos = end + 1;
    }
    const std::vector<uint32_t> online = parseCpuList(parts.front());
    SoftnetSeries series;
    for (size_t i = 1; i < parts.size(); ++i) {
        std::string_view part = parts[i];
        uint64_t ts = 0;
        for (size_t d = 0; d < 16 && d < part.size(); ++d)
            ts = ts << 4 | uint64_t(hexValue(part[d]));
        part.remove_prefix(std::min<size_t>(part.size(), 16));
        SoftnetSample sample;
        std::string error;
        if (!parseSoftnetStat(part, int64_t(ts), sample, &error, online.empty() ? nullptr : &online)) {
            if (error.empty())
                fuzzFail("parseSoftnetStat failed without saying why");
            continue;
        }
        for (const SoftnetLine &l : sample.lines)
            if (l.columns < kSoftnetMinColumns || l.columns > kSoftnetMaxColumns)
                fuzzFail("a parsed softnet line has a column count out of range");
        const size_t before = series.rates().size();
        series.add(sample);
        for (size_t r = before; r < series.rates().size(); ++r)
            if (series.rates()[r].intervalNs <= 0)
                fuzzFail("a softnet rate over an interval that does not advance");
    }
    (void)series.totals();
    return 0;
}

} // namespace jitterscope::fuzz
