#include "core/kernel/softnet.h"

#include "core/base/saturating.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <ostream>
#include <unistd.h>

namespace jitterscope {

const char *softnetCpuSourceName(SoftnetCpuSource s)
{
    switch (s) {
    case SoftnetCpuSource::Column: return "column";
    case SoftnetCpuSource::OnlineList: return "online-list";
    case SoftnetCpuSource::LineNumber: break;
    }
    return "line-number";
}

bool SoftnetLine::operator==(const SoftnetLine &o) const
{
    return cpu == o.cpu && cpuSource == o.cpuSource && columns == o.columns &&
           std::equal(std::begin(values), std::end(values), std::begin(o.values));
}

std::ostream &operator<<(std::ostream &os, const SoftnetLine &l)
{
    os << "SoftnetLine{cpu=" << l.cpu << " (" << softnetCpuSourceName(l.cpuSource) << "), columns=" << int(l.columns)
       << ", processed=" << l.processed() << ", dropped=" << l.dropped() << ", time_squeeze=" << l.timeSqueeze();
    if (l.has(kSoftnetReceivedRps))
        os << ", received_rps=" << l.values[kSoftnetReceivedRps];
    if (l.has(kSoftnetFlowLimit))
        os << ", flow_limit=" << l.values[kSoftnetFlowLimit];
    if (l.has(kSoftnetBacklog))
        os << ", backlog=" << l.values[kSoftnetBacklog];
    return os << '}';
}

bool SoftnetSample::cpuIdsReliable() const
{
    return std::all_of(lines.begin(), lines.end(),
                       [](const SoftnetLine &l) { return l.cpuSource != SoftnetCpuSource::LineNumber; });
}

bool SoftnetSample::operator==(const SoftnetSample &o) const
{
    return tsNs == o.tsNs && lines == o.lines;
}

static int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool parseSoftnetLine(std::string_view text, uint32_t lineIndex, SoftnetLine &out, std::string *error)
{
    out = SoftnetLine {};
    int fields = 0;
    size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ++i;
            continue;
        }
        uint32_t v = 0;
        int digits = 0;
        for (; i < text.size(); ++i) {
            const int d = hexDigit(text[i]);
            if (d < 0)
                break;
            v = (v << 4) | uint32_t(d);
            ++digits;
        }
        const bool endOk = i == text.size() || text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r';
        if (!digits || digits > 8 || !endOk) {
            if (error)
                *error = "softnet_stat line " + std::to_string(lineIndex + 1) + ": field " +
                         std::to_string(fields + 1) + " is not a 32-bit hex number";
            return false;
        }
        if (fields < kSoftnetMaxColumns)
            out.values[fields] = v;
        ++fields;
    }
    if (fields < kSoftnetMinColumns) {
        if (error)
            *error = "softnet_stat line " + std::to_string(lineIndex + 1) + ": " + std::to_string(fields) +
                     " fields, at least 9 expected";
        return false;
    }
    out.columns = uint8_t(std::min(fields, kSoftnetMaxColumns));
    if (out.has(kSoftnetCpuIndex)) {
        out.cpu = out.values[kSoftnetCpuIndex];
        out.cpuSource = SoftnetCpuSource::Column;
    } else {
        out.cpu = lineIndex;
        out.cpuSource = SoftnetCpuSource::LineNumber;
    }
    return true;
}

bool parseSoftnetStat(std::string_view text, int64_t tsNs, SoftnetSample &out, std::string *error,
                      const std::vector<uint32_t> *onlineCpus)
{
    out.tsNs = tsNs;
    out.lines.clear();
    uint32_t index = 0;
    size_t pos = 0;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        if (line.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        SoftnetLine l;
        if (!parseSoftnetLine(line, index, l, error))
            return false;
        out.lines.push_back(l);
        ++index;
    }
    if (onlineCpus && onlineCpus->size() == out.lines.size()) {
        for (size_t i = 0; i < out.lines.size(); ++i) {
            if (out.lines[i].cpuSource == SoftnetCpuSource::LineNumber) {
                out.lines[i].cpu = (*onlineCpus)[i];
                out.lines[i].cpuSource = SoftnetCpuSource::OnlineList;
            }
        }
    }
    return true;
}

std::vector<uint32_t> parseCpuList(std::string_view text)
{
    std::vector<uint32_t> cpus;
    size_t i = 0;
    auto number = [&](uint32_t &v) {
        const size_t start = i;
        v = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - start < 7)
            v = v * 10 + uint32_t(text[i++] - '0');
        return i > start;
    };
    while (i < text.size() && text[i] != '\n') {
        uint32_t a = 0, b = 0;
        if (!number(a))
            return {};
        b = a;
        if (i < text.size() && text[i] == '-') {
            ++i;
            if (!number(b) || b < a || b - a > 65536)
                return {};
        }
        for (uint32_t c = a; c <= b; ++c)
            cpus.push_back(c);
        if (i < text.size() && text[i] == ',')
            ++i;
        else if (i < text.size() && text[i] != '\n')
            return {};
    }
    return cpus;
}

bool readProcText(const char *path, std::string &out, std::string *error)
{
    out.clear();
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (error)
            *error = std::string(path) + ": " + std::strerror(errno);
        return false;
    }
    char buf[16384];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            if (error)
                *error = std::string(path) + ": " + std::strerror(errno);
            ::close(fd);
            return false;
        }
        if (n == 0)
            break;
        out.append(buf, size_t(n));
    }
    ::close(fd);
    return true;
}

bool readSoftnetStat(int64_t tsNs, SoftnetSample &out, std::string *error, const char *statPath, const char *onlinePath)
{
    std::string text, online;
    if (!readProcText(statPath, text, error))
        return false;
    std::vector<uint32_t> cpus;
    if (onlinePath && readProcText(onlinePath, online))
        cpus = parseCpuList(online);
    return parseSoftnetStat(text, tsNs, out, error, cpus.empty() ? nullptr : &cpus);
}

bool SoftnetRate::operator==(const SoftnetRate &o) const
{
    return tsNs == o.tsNs && intervalNs == o.intervalNs && cpu == o.cpu && processed == o.processed &&
           dropped == o.dropped && timeSqueeze == o.timeSqueeze && receivedRps == o.receivedRps &&
           flowLimitCount == o.flowLimitCount && backlog == o.backlog;
}

std::ostream &operator<<(std::ostream &os, const SoftnetRate &r)
{
    return os << "SoftnetRate{cpu=" << r.cpu << ", tsNs=" << r.tsNs << ", intervalNs=" << r.intervalNs
              << ", processed=" << r.processed << ", dropped=" << r.dropped << ", time_squeeze=" << r.timeSqueeze
              << ", received_rps=" << r.receivedRps << ", flow_limit=" << r.flowLimitCount << ", backlog=" << r.backlog
              << '}';
}

bool SoftnetCpuEvent::operator==(const SoftnetCpuEvent &o) const
{
    return tsNs == o.tsNs && cpu == o.cpu && online == o.online;
}

bool SoftnetCpuTotals::operator==(const SoftnetCpuTotals &o) const
{
    return cpu == o.cpu && processed == o.processed && dropped == o.dropped && timeSqueeze == o.timeSqueeze &&
           receivedRps == o.receivedRps && flowLimitCount == o.flowLimitCount && intervals == o.intervals;
}

void SoftnetSeries::clear()
{
    const size_t limit = m_rateLimit;
    *this = SoftnetSeries {};
    m_rateLimit = limit;
}

void SoftnetSeries::dropRatesBefore(int64_t tsNs)
{
    const auto keep =
        std::find_if(m_rates.begin(), m_rates.end(), [tsNs](const SoftnetRate &r) { return r.tsNs >= tsNs; });
    m_rates.erase(m_rates.begin(), keep);
}

std::vector<SoftnetCpuTotals> SoftnetSeries::totals() const
{
    return m_totals;
}

static bool byCpu(const SoftnetLine &a, const SoftnetLine &b)
{
    return a.cpu < b.cpu;
}

void SoftnetSeries::add(const SoftnetSample &sample)
{
    if (m_havePrev && sample.tsNs <= m_prevTsNs) {
        ++m_ignored;
        return;
    }
    ++m_samples;
    if (!sample.cpuIdsReliable())
        m_reliable = false;
    std::vector<SoftnetLine> cur = sample.lines;
    std::sort(cur.begin(), cur.end(), byCpu);
    // Duplicate CPU ids (line-number ids are never duplicated; a damaged file could be): keep the first.
    cur.erase(
        std::unique(cur.begin(), cur.end(), [](const SoftnetLine &a, const SoftnetLine &b) { return a.cpu == b.cpu; }),
        cur.end());
    for (const SoftnetLine &l : cur) {
        m_columns = std::max(m_columns, int(l.columns));
        auto t = std::lower_bound(m_totals.begin(), m_totals.end(), l.cpu,
                                  [](const SoftnetCpuTotals &x, uint32_t c) { return x.cpu < c; });
        if (t == m_totals.end() || t->cpu != l.cpu) {
            SoftnetCpuTotals nt;
            nt.cpu = l.cpu;
            m_totals.insert(t, nt);
        }
    }
    if (m_havePrev) {
        // Sample times come from files too (session records): the interval saturates rather than wraps.
        const int64_t dt = satSub(sample.tsNs, m_prevTsNs);
        const double perSec = 1e9 / double(dt);
        size_t p = 0, c = 0;
        while (p < m_prev.size() || c < cur.size()) {
            if (c == cur.size() || (p < m_prev.size() && m_prev[p].cpu < cur[c].cpu)) {
                m_events.push_back({ sample.tsNs, m_prev[p].cpu, false });
                ++p;
                continue;
            }
            if (p == m_prev.size() || cur[c].cpu < m_prev[p].cpu) {
                m_events.push_back({ sample.tsNs, cur[c].cpu, true });
                ++c;
                continue;
            }
            const SoftnetLine &a = m_prev[p++];
            const SoftnetLine &b = cur[c++];
            SoftnetRate r;
            r.tsNs = sample.tsNs;
            r.intervalNs = dt;
            r.cpu = b.cpu;
            // Unsigned 32-bit subtraction: correct across one wrap.
            r.processed = b.processed() - a.processed();
            r.dropped = b.dropped() - a.dropped();
            r.timeSqueeze = b.timeSqueeze() - a.timeSqueeze();
            r.processedPerSec = r.processed * perSec;
            r.droppedPerSec = r.dropped * perSec;
            r.timeSqueezePerSec = r.timeSqueeze * perSec;
            if (a.has(kSoftnetReceivedRps) && b.has(kSoftnetReceivedRps)) {
                r.receivedRps = uint32_t(b.values[kSoftnetReceivedRps] - a.values[kSoftnetReceivedRps]);
                r.receivedRpsPerSec = double(r.receivedRps) * perSec;
            }
            if (a.has(kSoftnetFlowLimit) && b.has(kSoftnetFlowLimit)) {
                r.flowLimitCount = uint32_t(b.values[kSoftnetFlowLimit] - a.values[kSoftnetFlowLimit]);
                r.flowLimitPerSec = double(r.flowLimitCount) * perSec;
            }
            if (b.has(kSoftnetBacklog))
                r.backlog = b.values[kSoftnetBacklog];
            m_rates.push_back(r);
            // Over the limit by an eighth: back to the limit (an erase per limit/8 rates, not per rate).
            if (m_rateLimit > 0 && m_rates.size() > m_rateLimit + m_rateLimit / 8)
                m_rates.erase(m_rates.begin(), m_rates.end() - std::ptrdiff_t(m_rateLimit));
            auto t = std::lower_bound(m_totals.begin(), m_totals.end(), r.cpu,
                                      [](const SoftnetCpuTotals &x, uint32_t cpu) { return x.cpu < cpu; });
            t->processed += r.processed;
            t->dropped += r.dropped;
            t->timeSqueeze += r.timeSqueeze;
            if (r.receivedRps >= 0)
                t->receivedRps = std::max<int64_t>(t->receivedRps, 0) + r.receivedRps;
            if (r.flowLimitCount >= 0)
                t->flowLimitCount = std::max<int64_t>(t->flowLimitCount, 0) + r.flowLimitCount;
            ++t->intervals;
        }
    }
    m_prev = std::move(cur);
    m_prevTsNs = sample.tsNs;
    m_havePrev = true;
}

} // namespace jitterscope
