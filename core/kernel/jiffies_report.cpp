#include "core/kernel/jiffies_report.h"

#include <QCoreApplication>
#include <QString>

#include <cstdio>
#include <stdexcept>

namespace jitterscope {

namespace {

std::string jsonString(const std::string &s)
{
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out += buf;
            } else {
                out += char(c);
            }
        }
    }
    return out + "\"";
}

std::string num(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
}

void warn(JiffiesReport &r, const char *code, const QString &msg)
{
    r.warnings.push_back({ code, msg.toStdString() });
}

std::string fraction(uint32_t part, uint32_t whole)
{
    // "1/4", "1/2" for the common cases, else a percentage.
    if (part && whole % part == 0)
        return "1/" + std::to_string(whole / part);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f %%", 100.0 * part / whole);
    return buf;
}

} // namespace

JiffiesReport jiffiesReport(uint32_t hz, uint32_t usecs, int bits, const std::string &kernelRelease)
{
    const KernelConfig cfg { hz, bits };
    if (!isValidConfig(cfg))
        throw std::invalid_argument("HZ must be 12..12287 and bits 32 or 64");
    JiffiesReport r;
    r.cfg = cfg;
    r.usecs = usecs;
    r.kernelRelease = kernelRelease;
    r.box = jiffyBox(cfg, usecs);
    r.clampThresholdUs = usecsClampThreshold(cfg);
    r.facts = budgetFacts(parseKernelRelease(kernelRelease), cfg);
    r.rejected = writeRejected(r.facts, usecs, &r.rejectedReason);
    r.sysctlCommand = "sysctl -w net.core.netdev_budget_usecs=" + std::to_string(usecs);

    const uint32_t hzDefault = twoJiffyUsecs(hz);
    const uint64_t defaultJ = usecsToJiffies(cfg, hzDefault); // 2 for every sane HZ
    if (r.box.clamped) {
        warn(r, "clamped",
             QCoreApplication::translate(
                 "jitterscope::JiffiesReport",
                 "above %1 µs usecs_to_jiffies() returns MAX_JIFFY_OFFSET: no time limit at all, only netdev_budget "
                 "stops a cycle")
                 .arg(r.clampThresholdUs));
    }
    if (r.rejected != TriState::No)
        warn(r, "rejected", QString::fromStdString(r.rejectedReason));
    if (!r.box.clamped && r.box.jiffies == 0) {
        warn(r, "zero_jiffies",
             QCoreApplication::translate("jitterscope::JiffiesReport",
                                         "0 jiffies: every cycle stops after its first poll"));
    } else if (!r.box.clamped && r.box.jiffies == 1) {
        warn(r, "one_jiffy",
             QCoreApplication::translate(
                 "jitterscope::JiffiesReport",
                 "1 jiffy: the limit is the next tick, which can come almost at once (the softirq starts at a random "
                 "phase between ticks)"));
    }
    if (!r.box.clamped && r.box.jiffies < defaultJ) {
        warn(r, "below_default",
             QCoreApplication::translate("jitterscope::JiffiesReport",
                                         "below the default %1 µs (%2 jiffies): the guaranteed whole jiffy is lost")
                 .arg(hzDefault)
                 .arg(defaultJ));
    }
    if (hz != 1000 && usecs == twoJiffyUsecs(1000)) {
        const QString rel =
            usecs < hzDefault
                ? QCoreApplication::translate("jitterscope::JiffiesReport", "%1 of the default %2")
                      .arg(QString::fromStdString(fraction(usecs, hzDefault)))
                      .arg(hzDefault)
                : QCoreApplication::translate("jitterscope::JiffiesReport", "above the default %1").arg(hzDefault);
        warn(r, "hz1000_recipe",
             QCoreApplication::translate(
                 "jitterscope::JiffiesReport",
                 "copied from an HZ=1000 guide: %1 µs is the HZ=1000 default; at HZ=%2 it is %3 µs (%4 jiffies "
                 "instead of 2)")
                 .arg(usecs)
                 .arg(hz)
                 .arg(rel)
                 .arg(r.box.jiffies));
    }
    if (!r.box.clamped && usecs != hzDefault && r.box.jiffies == defaultJ) {
        warn(r, "same_box_as_default",
             QCoreApplication::translate(
                 "jitterscope::JiffiesReport",
                 "same jiffy box as the default %1 µs: the kernel cannot tell them apart (box %2..%3 µs)")
                 .arg(hzDefault)
                 .arg(r.box.firstUs)
                 .arg(r.box.lastUs));
    }
    return r;
}

std::string jiffiesJson(uint32_t hz, uint32_t usecs, int bits, const std::string &kernelRelease)
{
    JiffiesReport r;
    try {
        r = jiffiesReport(hz, usecs, bits, kernelRelease);
    } catch (const std::invalid_argument &e) {
        return "{\n  \"error\": " + jsonString(e.what()) + "\n}\n";
    }
    const BudgetFacts &f = r.facts;
    const JiffyBox &b = r.box;
    std::string o = "{\n";
    const auto kv = [&o](const char *k, const std::string &v) { o += "  \"" + std::string(k) + "\": " + v + ",\n"; };
    kv("hz", std::to_string(hz));
    kv("usecs", std::to_string(usecs));
    kv("bits", std::to_string(bits));
    kv("kernel", jsonString(kernelRelease));
    kv("jiffies", std::to_string(b.jiffies));
    kv("no_limit", b.clamped ? "true" : "false");
    kv("window_min_us", b.clamped ? "null" : num(b.windowMinUs));
    kv("window_max_us", b.clamped ? "null" : num(b.windowMaxUs));
    kv("tick_us", num(1e6 / hz));
    kv("box_first_us", std::to_string(b.firstUs));
    kv("box_last_us", std::to_string(b.lastUs));
    kv("next_us", b.hasNext ? std::to_string(b.nextUs) : "null");
    kv("next_jiffies", b.hasNext ? std::to_string(b.nextJiffies) : "null");
    kv("clamp_threshold_us", std::to_string(r.clampThresholdUs));
    kv("sysctl_exists", triStateJson(f.sysctlExists));
    kv("default_usecs", std::to_string(f.defaultUsecs));
    kv("default_known", f.defaultKnown ? "true" : "false");
    kv("default_alt_usecs", f.defaultKnown ? "null" : std::to_string(f.altDefaultUsecs));
    kv("default_jiffies", std::to_string(f.defaultJiffies));
    kv("default_reason", jsonString(f.defaultReason));
    // min_usecs: what this release enforces (0: no minimum; null: unknown whether it has one);
    // two_jiffy_usecs: the 2-jiffy value that minimum is, and that the v5.7 default is, whatever
    // the release.
    kv("min_usecs", f.minBoundApplies == TriState::Yes  ? std::to_string(f.minUsecs)
                    : f.minBoundApplies == TriState::No ? "0"
                                                        : "null");
    kv("two_jiffy_usecs", std::to_string(f.minUsecs));
    kv("min_bound_applies", triStateJson(f.minBoundApplies));
    kv("min_bound_reason", jsonString(f.minBoundReason));
    kv("rejected", triStateJson(r.rejected));
    kv("rejected_reason", jsonString(r.rejectedReason));
    kv("max_softirq_time_jiffies", std::to_string(f.maxSoftirqTimeJiffies));
    kv("max_softirq_restart", std::to_string(f.maxSoftirqRestart));
    kv("netdev_budget_default", std::to_string(f.netdevBudgetDefault));
    kv("sysctl_command", jsonString(r.sysctlCommand));
    std::string codes = "[", msgs = "[";
    for (size_t i = 0; i < r.warnings.size(); ++i) {
        codes += (i ? ", " : "") + jsonString(r.warnings[i].code);
        msgs += (i ? ", " : "") + jsonString(r.warnings[i].message);
    }
    kv("warning_codes", codes + "]");
    o += "  \"warnings\": " + msgs + "]\n}\n";
    return o;
}

std::string jiffiesText(uint32_t hz, uint32_t usecs, int bits, const std::string &kernelRelease)
{
    JiffiesReport r;
    try {
        r = jiffiesReport(hz, usecs, bits, kernelRelease);
    } catch (const std::invalid_argument &e) {
        return std::string("error: ") + e.what() + "\n";
    }
    const JiffyBox &b = r.box;
    const BudgetFacts &f = r.facts;
    std::string o;
    char buf[512];
    std::snprintf(buf, sizeof buf, "netdev_budget_usecs=%u at HZ=%u (%d-bit)%s%s\n", usecs, hz, bits,
                  kernelRelease.empty() ? "" : ", kernel ", kernelRelease.c_str());
    o += buf;
    if (b.clamped) {
        std::snprintf(buf, sizeof buf, "  usecs_to_jiffies = MAX_JIFFY_OFFSET: no time limit (above %u µs)\n",
                      r.clampThresholdUs);
    } else {
        std::snprintf(buf, sizeof buf,
                      "  usecs_to_jiffies = %llu jiffies; real window (%.1f, %.1f] µs plus the last poll\n"
                      "  same box: %u..%u µs; next change at %u µs (%llu jiffies)\n",
                      (unsigned long long)b.jiffies, b.windowMinUs, b.windowMaxUs, b.firstUs, b.lastUs, b.nextUs,
                      (unsigned long long)b.nextJiffies);
    }
    o += buf;
    std::snprintf(buf, sizeof buf, "  default %u µs%s (%s)\n  minimum %u µs applies: %s (%s)\n", f.defaultUsecs,
                  f.defaultKnown ? "" : " or 2000", f.defaultReason.c_str(), f.minUsecs,
                  triStateName(f.minBoundApplies), f.minBoundReason.c_str());
    o += buf;
    std::snprintf(buf, sizeof buf,
                  "  write rejected: %s (%s)\n  MAX_SOFTIRQ_TIME %llu jiffies, MAX_SOFTIRQ_RESTART %d, netdev_budget "
                  "default %d\n  %s\n",
                  triStateName(r.rejected), r.rejectedReason.c_str(), (unsigned long long)f.maxSoftirqTimeJiffies,
                  f.maxSoftirqRestart, f.netdevBudgetDefault, r.sysctlCommand.c_str());
    o += buf;
    for (const JiffiesWarning &w : r.warnings)
        o += "  warning: " + w.message + "\n";
    return o;
}

std::string jiffiesTableJson(uint32_t hz, uint32_t from, uint32_t to, int bits)
{
    const KernelConfig cfg { hz, bits };
    if (!isValidConfig(cfg))
        return "{\n  \"error\": \"HZ must be 12..12287 and bits 32 or 64\"\n}\n";
    const JiffyStaircase s = jiffyStaircase(cfg, from, to);
    const uint32_t def = twoJiffyUsecs(hz);
    std::string o = "{\n  \"hz\": " + std::to_string(hz) + ",\n  \"bits\": " + std::to_string(bits) +
                    ",\n  \"from_us\": " + std::to_string(s.from) + ",\n  \"to_us\": " + std::to_string(s.to) +
                    ",\n  \"default_usecs\": " + std::to_string(def) +
                    ",\n  \"truncated\": " + (s.truncated ? "true" : "false") + ",\n  \"rows\": [";
    for (size_t i = 0; i < s.rows.size(); ++i) {
        const JiffyBox &b = s.rows[i];
        o += (i ? ",\n    " : "\n    ");
        o += "{\"jiffies\": " + std::to_string(b.jiffies) + ", \"first_us\": " + std::to_string(b.firstUs) +
             ", \"last_us\": " + std::to_string(b.lastUs) +
             ", \"window_min_us\": " + (b.clamped ? "null" : num(b.windowMinUs)) +
             ", \"window_max_us\": " + (b.clamped ? "null" : num(b.windowMaxUs)) +
             ", \"no_limit\": " + (b.clamped ? "true" : "false") +
             ", \"contains_default\": " + (b.firstUs <= def && def <= b.lastUs ? "true" : "false") +
             ", \"below_minimum\": " + (b.lastUs < def ? "true" : "false") + "}";
    }
    o += "\n  ]\n}\n";
    return o;
}

std::string jiffiesTableText(uint32_t hz, uint32_t from, uint32_t to, int bits)
{
    const KernelConfig cfg { hz, bits };
    if (!isValidConfig(cfg))
        return "error: HZ must be 12..12287 and bits 32 or 64\n";
    const JiffyStaircase s = jiffyStaircase(cfg, from, to);
    const uint32_t def = twoJiffyUsecs(hz);
    std::string o;
    char buf[256];
    std::snprintf(buf, sizeof buf, "HZ=%u (%d-bit), tick %.1f µs, default %u µs\n%10s  %21s  %23s\n", hz, bits,
                  1e6 / hz, def, "jiffies", "values (µs)", "real window (µs)");
    o += buf;
    for (const JiffyBox &b : s.rows) {
        if (b.clamped)
            std::snprintf(buf, sizeof buf, "%10s  %10u..%-10u  %23s\n", "no limit", b.firstUs, b.lastUs, "-");
        else
            std::snprintf(buf, sizeof buf, "%10llu  %10u..%-10u  (%10.1f, %10.1f]%s%s\n", (unsigned long long)b.jiffies,
                          b.firstUs, b.lastUs, b.windowMinUs, b.windowMaxUs,
                          (b.firstUs <= def && def <= b.lastUs) ? "  <- default" : "",
                          b.lastUs < def ? "  (below the minimum on v6.14+)" : "");
        o += buf;
    }
    if (s.truncated)
        o += "... (truncated)\n";
    return o;
}

} // namespace jitterscope
