#include "core/kernel/hz_detect.h"

#include "core/kernel/kernel_model.h"
#include "core/kernel/kernel_version.h"

#include <zlib.h>

#include <sys/utsname.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <ostream>
#include <sstream>
#include <thread>

namespace jitterscope {

namespace {

bool readTextFile(const std::string &path, std::string &out)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}

std::string trim(const std::string &s)
{
    size_t b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos)
        return {};
    size_t e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

int64_t monotonicNs()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return int64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// First number after `key` at the start of a line ("timestamp 4295" / "jiffies: 4295").
bool numberAfterKey(const std::string &text, const std::string &key, uint64_t &value)
{
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        const std::string t = trim(line);
        if (t.rfind(key, 0) != 0)
            continue;
        const char *p = t.c_str() + key.size();
        while (*p == ' ' || *p == '\t')
            ++p;
        char *end = nullptr;
        const unsigned long long v = std::strtoull(p, &end, 10);
        if (end == p)
            continue;
        value = v;
        return true;
    }
    return false;
}

// Two samples of a jiffies counter across a measured interval.
HzEvidence measureTickRate(HzMethod method, const std::string &root, const std::string &rel, const std::string &key,
                           const HzDetectOptions &opt, const std::string &machine)
{
    HzEvidence ev;
    ev.method = method;
    ev.source = "/" + rel;
    const std::string path = root + "/" + rel;
    std::string a, b;
    const int64_t t0 = monotonicNs();
    if (!readTextFile(path, a)) {
        ev.detail = "cannot read " + ev.source;
        return ev;
    }
    uint64_t j0 = 0, j1 = 0;
    if (!numberAfterKey(a, key, j0)) {
        ev.detail = "no '" + key + "' line in " + ev.source;
        return ev;
    }
    int64_t elapsed = 0;
    if (!opt.secondSampleSuffix.empty()) {
        if (!readTextFile(path + opt.secondSampleSuffix, b)) {
            ev.detail = "cannot read second sample";
            return ev;
        }
        elapsed = opt.fakeIntervalNs;
    } else {
        std::this_thread::sleep_for(std::chrono::milliseconds(opt.intervalMs));
        if (!readTextFile(path, b)) {
            ev.detail = "cannot re-read " + ev.source;
            return ev;
        }
        elapsed = monotonicNs() - t0;
    }
    if (!numberAfterKey(b, key, j1) || elapsed <= 0 || j1 < j0) {
        ev.detail = "unusable second sample";
        return ev;
    }
    const double seconds = double(elapsed) / 1e9;
    const double measured = double(j1 - j0) / seconds;
    // ±1 jiffy of quantisation at each end, plus the read itself.
    const double tolerance = 2.0 / seconds + 0.005 * measured;
    bool ambiguous = false;
    const uint32_t hz = nearestPlausibleHz(measured, tolerance, &ambiguous, machine);
    char buf[200];
    std::snprintf(buf, sizeof buf, "%llu jiffies in %.1f ms = %.1f Hz (±%.1f)", (unsigned long long)(j1 - j0),
                  seconds * 1e3, measured, tolerance);
    ev.detail = buf;
    if (hz == 0) {
        ev.detail += "; no Kconfig HZ value fits";
        return ev;
    }
    ev.found = true;
    ev.hz = hz;
    ev.confidence = ambiguous ? HzConfidence::Low : HzConfidence::Medium;
    if (ambiguous)
        ev.detail += "; another HZ value also fits, measure longer";
    return ev;
}

HzEvidence fromConfigText(HzMethod method, const std::string &source, const std::string &text)
{
    HzEvidence ev;
    ev.method = method;
    ev.source = source;
    ev.hz = configHzFromText(text);
    ev.found = ev.hz != 0;
    ev.confidence = ev.found ? HzConfidence::High : HzConfidence::None;
    ev.detail = ev.found ? "CONFIG_HZ=" + std::to_string(ev.hz) : "no CONFIG_HZ= line";
    return ev;
}

} // namespace

const char *hzMethodName(HzMethod m)
{
    switch (m) {
    case HzMethod::BootConfig: return "boot-config";
    case HzMethod::ProcConfigGz: return "proc-config-gz";
    case HzMethod::Schedstat: return "schedstat";
    case HzMethod::TimerList: return "timer-list";
    case HzMethod::NetdevBudgetUsecs: return "netdev-budget-usecs";
    case HzMethod::None: break;
    }
    return "none";
}

const char *hzConfidenceName(HzConfidence c)
{
    switch (c) {
    case HzConfidence::Low: return "low";
    case HzConfidence::Medium: return "medium";
    case HzConfidence::High: return "high";
    case HzConfidence::None: break;
    }
    return "none";
}

bool HzEvidence::operator==(const HzEvidence &o) const
{
    return method == o.method && found == o.found && hz == o.hz && confidence == o.confidence && source == o.source &&
           detail == o.detail;
}

bool HzDetection::operator==(const HzDetection &o) const
{
    return kernelRelease == o.kernelRelease && releaseSource == o.releaseSource && hz == o.hz && method == o.method &&
           confidence == o.confidence && explanation == o.explanation && evidence == o.evidence;
}

std::ostream &operator<<(std::ostream &os, const HzDetection &d)
{
    os << "HzDetection{release=" << d.kernelRelease << ", hz=" << d.hz << ", method=" << hzMethodName(d.method)
       << ", confidence=" << hzConfidenceName(d.confidence) << ": " << d.explanation << "}";
    return os;
}

uint32_t configHzFromText(const std::string &text)
{
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("CONFIG_HZ=", 0) != 0)
            continue;
        const unsigned long v = std::strtoul(line.c_str() + 10, nullptr, 10);
        if (isValidHz(uint32_t(v)))
            return uint32_t(v);
    }
    return 0;
}

bool readGzipFile(const std::string &path, std::string &out, std::string *error)
{
    std::string raw;
    if (!readTextFile(path, raw)) {
        if (error)
            *error = "cannot read " + path;
        return false;
    }
    z_stream zs {};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) { // 16: expect the gzip wrapper
        if (error)
            *error = "inflateInit2 failed";
        return false;
    }
    zs.next_in = reinterpret_cast<Bytef *>(raw.data());
    zs.avail_in = uInt(raw.size());
    out.clear();
    char buf[16384];
    int rc = Z_OK;
    while (rc == Z_OK) {
        zs.next_out = reinterpret_cast<Bytef *>(buf);
        zs.avail_out = sizeof buf;
        rc = inflate(&zs, Z_NO_FLUSH);
        out.append(buf, sizeof buf - zs.avail_out);
        if (rc == Z_BUF_ERROR && zs.avail_in == 0)
            break;
        if (out.size() > (64u << 20)) // a kernel config is ~250 kB; refuse a gzip bomb
            break;
    }
    inflateEnd(&zs);
    if (rc != Z_STREAM_END) {
        if (error)
            *error = "gzip data is truncated or corrupt";
        return false;
    }
    return true;
}

std::vector<uint32_t> plausibleHzValues(const std::string &machine)
{
    // kernel/Kconfig.hz (x86 and most 64-bit arches: 100, 250, 300, 1000); alpha 1024;
    // arm/mips/sh/... board choices 24..1200.
    if (machine == "x86_64" || machine == "i386" || machine == "i686" || machine == "x86")
        return { 100, 250, 300, 1000 };
    return { 24, 32, 48, 64, 100, 128, 200, 250, 256, 300, 500, 1000, 1024, 1200 };
}

uint32_t nearestPlausibleHz(double measured, double tolerance, bool *ambiguous, const std::string &machine)
{
    uint32_t best = 0;
    double bestErr = 1e300;
    int fits = 0;
    for (uint32_t hz : plausibleHzValues(machine)) {
        const double err = std::fabs(measured - double(hz));
        if (err <= tolerance)
            ++fits;
        if (err < bestErr) {
            bestErr = err;
            best = hz;
        }
    }
    if (ambiguous)
        *ambiguous = fits > 1;
    return bestErr <= tolerance ? best : 0;
}

uint32_t hzFromDefaultBudgetUsecs(uint32_t usecs)
{
    for (uint32_t hz : plausibleHzValues())
        if (twoJiffyUsecs(hz) == usecs)
            return hz;
    return 0;
}

HzDetection detectHz(const HzDetectOptions &opt)
{
    HzDetection d;
    const std::string &root = opt.rootDir;
    std::string machine = opt.machine;
    if (machine.empty() && root.empty()) {
        utsname u {};
        if (uname(&u) == 0)
            machine = u.machine;
    }
    if (!opt.release.empty()) {
        d.kernelRelease = opt.release;
        d.releaseSource = "option";
    } else if (root.empty()) {
        utsname u {};
        if (uname(&u) == 0) {
            d.kernelRelease = u.release;
            d.releaseSource = "uname";
        }
    } else {
        std::string text;
        if (readTextFile(root + "/proc/sys/kernel/osrelease", text)) {
            d.kernelRelease = trim(text);
            d.releaseSource = "proc/sys/kernel/osrelease";
        }
    }

    // 1. /boot/config-$(uname -r)
    if (!d.kernelRelease.empty()) {
        const std::string rel = "/boot/config-" + d.kernelRelease;
        std::string text;
        if (readTextFile(root + rel, text))
            d.evidence.push_back(fromConfigText(HzMethod::BootConfig, rel, text));
        else
            d.evidence.push_back({ HzMethod::BootConfig, false, 0, HzConfidence::None, rel, "not present" });
    }
    // 2. /proc/config.gz (CONFIG_IKCONFIG_PROC)
    {
        std::string text, err;
        if (readGzipFile(root + "/proc/config.gz", text, &err))
            d.evidence.push_back(fromConfigText(HzMethod::ProcConfigGz, "/proc/config.gz", text));
        else
            d.evidence.push_back({ HzMethod::ProcConfigGz, false, 0, HzConfidence::None, "/proc/config.gz", err });
    }
    // 3./4. Tick rate from a jiffies counter (schedstat world-readable, timer_list root only).
    if (opt.measureTickRate) {
        d.evidence.push_back(measureTickRate(HzMethod::Schedstat, root, "proc/schedstat", "timestamp", opt, machine));
        if (!d.evidence.back().found)
            d.evidence.push_back(
                measureTickRate(HzMethod::TimerList, root, "proc/timer_list", "jiffies:", opt, machine));
    }
    // 5. An untouched netdev_budget_usecs on a kernel whose default is 2 jiffies.
    {
        HzEvidence ev;
        ev.method = HzMethod::NetdevBudgetUsecs;
        ev.source = "/proc/sys/net/core/netdev_budget_usecs";
        std::string text;
        if (!readTextFile(root + ev.source, text)) {
            ev.detail = "not present";
        } else {
            const unsigned long v = std::strtoul(trim(text).c_str(), nullptr, 10);
            const uint32_t hz = hzFromDefaultBudgetUsecs(uint32_t(v));
            const KernelVersion kv = parseKernelRelease(d.kernelRelease);
            const TriState hzDefault = budgetFacts(kv, { 1000, 64 }).hzDefault;
            ev.detail = "value " + std::to_string(v);
            if (hz == 0) {
                ev.detail += ": not 2*(1000000/HZ) for any Kconfig HZ (changed from the default)";
            } else if (hzDefault == TriState::No) {
                ev.detail += ": this kernel's default does not depend on HZ";
            } else {
                ev.found = true;
                ev.hz = hz;
                // 2000 is also the pre-5.7 default and the value every tuning recipe writes.
                ev.confidence = (hzDefault == TriState::Yes && v != 2000) ? HzConfidence::Medium : HzConfidence::Low;
                ev.detail += " = 2 jiffies at HZ=" + std::to_string(hz) + ", assuming nobody changed it";
            }
        }
        d.evidence.push_back(ev);
    }

    const HzEvidence *best = nullptr;
    for (const HzEvidence &ev : d.evidence)
        if (ev.found && (!best || ev.confidence > best->confidence))
            best = &ev;
    if (!best) {
        d.explanation =
            "HZ not found: no kernel config, no jiffies counter readable, netdev_budget_usecs not a default";
        return d;
    }
    d.hz = best->hz;
    d.method = best->method;
    d.confidence = best->confidence;
    d.explanation = "HZ=" + std::to_string(d.hz) + " from " + best->source + " (" + best->detail + ")";
    for (const HzEvidence &ev : d.evidence)
        if (ev.found && ev.hz != d.hz)
            d.explanation += "; " + std::string(hzMethodName(ev.method)) + " suggests " + std::to_string(ev.hz);
    return d;
}

} // namespace jitterscope
