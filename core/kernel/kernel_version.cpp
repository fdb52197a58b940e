#include "core/kernel/kernel_version.h"

#include <QCoreApplication>
#include <QString>

#include <cctype>
#include <climits>
#include <ostream>

namespace jitterscope {

namespace {

// User-visible reasons: marked for lupdate under one context, translated at run time.

// One stable series that received a mainline commit, from which sublevel on.
struct Backport {
    int major, minor, sublevel;
    bool confirmed;
};

// a4837980fd9f "net: revert default NAPI poll timeout to 2 jiffies": listed in the release
// notes of 4.19.117, 5.5.19 and 5.6.6 (all 2020-04-21); 5.4 got the same stable batch.
constexpr Backport kHzDefaultBackports[] = {
    { 4, 19, 117, true },
    { 5, 4, 34, false },
    { 5, 5, 19, true },
    { 5, 6, 6, true },
};

// c180188ec022 "net: set the minimum for net_hotdata.netdev_budget_usecs".
constexpr Backport kMinBoundBackports[] = {
    { 6, 1, 130, false },
    { 6, 6, 81, true },
    { 6, 12, 18, false },
    { 6, 13, 6, false },
};

bool parseInt(const std::string &s, size_t &pos, int &out)
{
    size_t start = pos;
    long v = 0;
    while (pos < s.size() && std::isdigit(static_cast<unsigned char>(s[pos])) && pos - start < 9)
        v = v * 10 + (s[pos++] - '0');
    if (pos == start)
        return false;
    out = int(v);
    return true;
}

const Backport *findSeries(const Backport *begin, const Backport *end, const KernelVersion &v)
{
    for (const Backport *b = begin; b != end; ++b)
        if (b->major == v.major && b->minor == v.minor)
            return b;
    return nullptr;
}

std::string seriesName(const Backport &b)
{
    return std::to_string(b.major) + "." + std::to_string(b.minor) + "." + std::to_string(b.sublevel);
}

// Shared rule for "this series got the commit from sublevel S on".
TriState backportState(const Backport &b, const KernelVersion &v, const char *commit, std::string &reason)
{
    const QString evidence = b.confirmed ? QCoreApplication::translate("jitterscope::KernelFacts", "confirmed")
                                         : QCoreApplication::translate("jitterscope::KernelFacts", "inferred");
    if (v.rc > 0 || (!v.sublevelKnown)) {
        if (!v.sublevelKnown) {
            reason = QCoreApplication::translate(
                         "jitterscope::KernelFacts",
                         "%1 reached the %2.%3 stable series in %4 (%5), but this release string does not say "
                         "which stable sublevel it carries")
                         .arg(QString::fromLatin1(commit))
                         .arg(b.major)
                         .arg(b.minor)
                         .arg(QString::fromStdString(seriesName(b)))
                         .arg(evidence)
                         .toStdString();
            return TriState::Unknown;
        }
        reason = QCoreApplication::translate("jitterscope::KernelFacts",
                                             "a release candidate of %1.%2 predates the stable backport of %3")
                     .arg(b.major)
                     .arg(b.minor)
                     .arg(QString::fromLatin1(commit))
                     .toStdString();
        return TriState::No;
    }
    if (v.sublevel >= b.sublevel) {
        reason = QCoreApplication::translate("jitterscope::KernelFacts", "%1 was backported to %2 (%3)")
                     .arg(QString::fromLatin1(commit))
                     .arg(QString::fromStdString(seriesName(b)))
                     .arg(evidence)
                     .toStdString();
        return TriState::Yes;
    }
    reason = QCoreApplication::translate("jitterscope::KernelFacts", "%1 arrived in the %2.%3 series only with %4 (%5)")
                 .arg(QString::fromLatin1(commit))
                 .arg(b.major)
                 .arg(b.minor)
                 .arg(QString::fromStdString(seriesName(b)))
                 .arg(evidence)
                 .toStdString();
    return TriState::No;
}

} // namespace

const char *triStateName(TriState t)
{
    switch (t) {
    case TriState::No: return "no";
    case TriState::Yes: return "yes";
    case TriState::Unknown: break;
    }
    return "unknown";
}

const char *triStateJson(TriState t)
{
    switch (t) {
    case TriState::No: return "false";
    case TriState::Yes: return "true";
    case TriState::Unknown: break;
    }
    return "null";
}

bool KernelVersion::operator==(const KernelVersion &o) const
{
    return release == o.release && valid == o.valid && major == o.major && minor == o.minor && sublevel == o.sublevel &&
           sublevelKnown == o.sublevelKnown && rc == o.rc && distroNote == o.distroNote;
}

std::ostream &operator<<(std::ostream &os, const KernelVersion &v)
{
    os << "KernelVersion{" << v.release << ": ";
    if (!v.valid)
        return os << "invalid}";
    os << v.major << "." << v.minor << ".";
    if (v.sublevelKnown)
        os << v.sublevel;
    else
        os << "?";
    if (v.rc)
        os << "-rc" << v.rc;
    return os << "}";
}

uint32_t twoJiffyUsecs(uint32_t hz)
{
    return hz == 0 ? 0 : uint32_t(2 * (1000000 / hz));
}

KernelVersion parseKernelRelease(const std::string &release)
{
    KernelVersion v;
    v.release = release;
    size_t b = 0, e = release.size();
    while (b < e && std::isspace(static_cast<unsigned char>(release[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(release[e - 1])))
        --e;
    const std::string s = release.substr(b, e - b);
    size_t pos = 0;
    if (pos < s.size() && (s[pos] == 'v' || s[pos] == 'V'))
        ++pos;
    if (!parseInt(s, pos, v.major) || pos >= s.size() || s[pos] != '.')
        return v;
    ++pos;
    if (!parseInt(s, pos, v.minor))
        return v;
    v.valid = true;
    v.sublevel = 0; // "6.14-rc1" and "4.19" are SUBLEVEL = 0
    v.sublevelKnown = true;
    if (pos < s.size() && s[pos] == '.') {
        ++pos;
        if (!parseInt(s, pos, v.sublevel)) {
            v.sublevel = 0;
        }
    }
    const std::string rest = s.substr(pos);
    if (rest.rfind("-rc", 0) == 0) {
        size_t p = 3;
        int n = 0;
        if (parseInt(rest, p, n))
            v.rc = n;
    } else if (v.sublevel == 0 && rest.size() >= 2 && rest[0] == '-' &&
               std::isdigit(static_cast<unsigned char>(rest[1]))) {
        // Debian "5.10.0-28-amd64", Ubuntu "6.8.0-147-generic", RHEL "4.18.0-553.el8": the .0 is
        // fixed by the packaging and the number after it is an ABI/build number, not a sublevel.
        size_t p = 1;
        int abi = 0;
        parseInt(rest, p, abi);
        v.sublevel = -1;
        v.sublevelKnown = false;
        v.distroNote =
            QCoreApplication::translate("jitterscope::KernelFacts",
                                        "distribution ABI number %1: the stable sublevel is not in the release string")
                .arg(abi)
                .toStdString();
    }
    return v;
}

BudgetFacts budgetFacts(const KernelVersion &v, const KernelConfig &cfg)
{
    if (!isValidConfig(cfg))
        throw std::invalid_argument("invalid kernel config");
    BudgetFacts f;
    f.version = v;
    f.cfg = cfg;
    f.minUsecs = twoJiffyUsecs(cfg.hz);
    f.maxSoftirqTimeJiffies = maxSoftirqTimeJiffies(cfg);

    // --- the sysctl and its default ---
    if (!v.valid) {
        f.sysctlExists = TriState::Unknown;
        f.hzDefault = TriState::Unknown;
        f.defaultReason =
            QCoreApplication::translate("jitterscope::KernelFacts", "the kernel release is unknown").toStdString();
    } else if (!v.atLeast(4, 12)) {
        f.sysctlExists = TriState::No;
        f.hzDefault = TriState::No;
        f.defaultReason = QCoreApplication::translate(
                              "jitterscope::KernelFacts",
                              "before v4.12 there is no netdev_budget_usecs: net_rx_action stops at jiffies + 2")
                              .toStdString();
    } else if (v.atLeast(5, 7)) {
        f.sysctlExists = TriState::Yes;
        f.hzDefault = TriState::Yes;
        f.defaultReason =
            (v.major == 5 && v.minor == 7 && v.rc > 0)
                ? QCoreApplication::translate("jitterscope::KernelFacts",
                                              "a4837980fd9f (2 jiffies default) was merged before v5.7-rc1 (inferred)")
                      .toStdString()
                : QCoreApplication::translate("jitterscope::KernelFacts",
                                              "since v5.7 (a4837980fd9f) the default is 2 jiffies: 2*USEC_PER_SEC/HZ")
                      .toStdString();
    } else {
        f.sysctlExists = TriState::Yes;
        if (const Backport *bp = findSeries(std::begin(kHzDefaultBackports), std::end(kHzDefaultBackports), v)) {
            f.hzDefault = backportState(*bp, v, "a4837980fd9f", f.defaultReason);
        } else {
            f.hzDefault = TriState::No;
            f.defaultReason = QCoreApplication::translate(
                                  "jitterscope::KernelFacts",
                                  "v4.12 to v5.6 default to 2000 µs for every HZ (7acf8a1e8a28); no backport of "
                                  "a4837980fd9f to %1.%2 is known")
                                  .arg(v.major)
                                  .arg(v.minor)
                                  .toStdString();
        }
    }
    if (f.sysctlExists == TriState::No) {
        f.defaultUsecs = 0;
        f.defaultKnown = true;
        f.defaultJiffies = 2;
    } else {
        const uint32_t hzBased = twoJiffyUsecs(cfg.hz);
        if (f.hzDefault == TriState::Yes) {
            f.defaultUsecs = hzBased;
            f.defaultKnown = true;
        } else if (f.hzDefault == TriState::No) {
            f.defaultUsecs = 2000;
            f.defaultKnown = true;
        } else {
            f.defaultUsecs = hzBased;
            f.defaultKnown = hzBased == 2000; // HZ=1000: both rules give 2000
            f.altDefaultUsecs = 2000;
        }
        f.defaultJiffies = usecsToJiffies(cfg, f.defaultUsecs);
    }

    // --- the minimum ---
    if (!v.valid) {
        f.minBoundApplies = TriState::Unknown;
        f.minBoundReason =
            QCoreApplication::translate("jitterscope::KernelFacts", "the kernel release is unknown").toStdString();
    } else if (!v.atLeast(4, 12)) {
        f.minBoundApplies = TriState::No;
        f.minBoundReason =
            QCoreApplication::translate("jitterscope::KernelFacts", "no netdev_budget_usecs sysctl before v4.12")
                .toStdString();
    } else if (v.atLeast(6, 14)) {
        if (v.major == 6 && v.minor == 14 && v.rc > 0) {
            f.minBoundApplies = TriState::Unknown;
            f.minBoundReason = QCoreApplication::translate(
                                   "jitterscope::KernelFacts",
                                   "c180188ec022 was merged during the v6.14 release candidates (February 2025); "
                                   "an early -rc may predate it")
                                   .toStdString();
        } else {
            f.minBoundApplies = TriState::Yes;
            f.minBoundReason = QCoreApplication::translate(
                                   "jitterscope::KernelFacts",
                                   "mainline since v6.14 (c180188ec022): writes below 2 jiffies fail with EINVAL")
                                   .toStdString();
        }
    } else if (const Backport *bp = findSeries(std::begin(kMinBoundBackports), std::end(kMinBoundBackports), v)) {
        f.minBoundApplies = backportState(*bp, v, "c180188ec022", f.minBoundReason);
    } else {
        f.minBoundApplies = TriState::No;
        f.minBoundReason =
            QCoreApplication::translate("jitterscope::KernelFacts",
                                        "no backport of c180188ec022 to %1.%2 is known; the minimum is 0")
                .arg(v.major)
                .arg(v.minor)
                .toStdString();
    }
    return f;
}

TriState writeRejected(const BudgetFacts &f, uint64_t usecs, std::string *reason)
{
    std::string r;
    TriState t = TriState::No;
    if (f.sysctlExists == TriState::No) {
        t = TriState::Yes;
        r = QCoreApplication::translate("jitterscope::KernelFacts", "the sysctl does not exist on this kernel")
                .toStdString();
    } else if (usecs > uint64_t(INT_MAX)) {
        t = TriState::Yes;
        r = QCoreApplication::translate(
                "jitterscope::KernelFacts",
                "proc_dointvec_minmax accepts only int values: above 2147483647 the write fails with EINVAL")
                .toStdString();
    } else if (usecs < f.minUsecs) {
        t = f.minBoundApplies;
        if (t == TriState::Yes)
            r = QCoreApplication::translate("jitterscope::KernelFacts", "below the minimum %1 µs (2 jiffies): EINVAL")
                    .arg(f.minUsecs)
                    .toStdString();
        else if (t == TriState::Unknown)
            r = QCoreApplication::translate("jitterscope::KernelFacts",
                                            "below the minimum %1 µs; whether this kernel has the minimum is unknown")
                    .arg(f.minUsecs)
                    .toStdString();
        else
            r = QCoreApplication::translate("jitterscope::KernelFacts",
                                            "below 2*USEC_PER_SEC/HZ = %1 µs but accepted: this kernel has no minimum")
                    .arg(f.minUsecs)
                    .toStdString();
    } else {
        r = QCoreApplication::translate("jitterscope::KernelFacts", "accepted").toStdString();
    }
    if (reason)
        *reason = r;
    return t;
}

} // namespace jitterscope
