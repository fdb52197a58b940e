// `jitterscope-cli jiffies`: the netdev_budget_usecs jiffy-box calculator.
#include "app/cli/cli_common.h"

#include "core/kernel/hz_detect.h"
#include "core/kernel/jiffies_report.h"

#include <cstdio>
#include <cstdlib>

namespace jitterscope::cli {

static const char kHelp[] =
    R"(Usage: jitterscope-cli jiffies [--hz N] --usecs U [--bits 32|64] [--kernel RELEASE] [--format text|json]
       jitterscope-cli jiffies [--hz N] --table [--from A] [--to B] [--bits 32|64] [--format text|json]

What the kernel makes of net.core.netdev_budget_usecs: usecs_to_jiffies() exactly as Linux computes
it for HZ (12..12287) and the word size, the real time window (N-1, N] ticks, the box of values that
behave the same, the default and minimum for the kernel release, whether a write would be
rejected, MAX_SOFTIRQ_TIME, and the sysctl command to run yourself (nothing is ever written).

  --hz N            Kernel tick rate (default: detected on this machine, with the method named).
  --usecs U         The netdev_budget_usecs value to explain.
  --bits 32|64      Kernel word size (default 64).
  --kernel RELEASE  Kernel release for the default/minimum rules (default: this machine's).
  --table           The whole staircase (one row per box) for --from..--to (default 1..3*default).
  --format text|json
)";

static bool parseU32(const std::string &s, uint32_t &out)
{
    char *end = nullptr;
    const unsigned long long v = std::strtoull(s.c_str(), &end, 10);
    if (s.empty() || *end || v > 0xFFFFFFFFull || s[0] == '-')
        return false;
    out = uint32_t(v);
    return true;
}

int runJiffies(int argc, char **argv)
{
    const char *cmd = "jiffies";
    Args args(argc, argv, 2);
    uint32_t hz = 0, usecs = 0, from = 1, to = 0, bits = 64;
    bool haveUsecs = false, table = false;
    std::string kernel, format = "text", value, error;
    while (!args.done()) {
        if (args.flag("-h") || args.flag("--help")) {
            std::fputs(kHelp, stdout);
            return kExitOk;
        }
        if (args.flag("--table")) {
            table = true;
            continue;
        }
        if (args.option("--hz", value, &error)) {
            if (!parseU32(value, hz) || hz < 12 || hz > 12287)
                return usageError("--hz must be a whole number from 12 to 12287", cmd);
        } else if (args.option("--usecs", value, &error)) {
            if (!parseU32(value, usecs))
                return usageError("--usecs must be a whole number from 0 to 4294967295", cmd);
            haveUsecs = true;
        } else if (args.option("--bits", value, &error)) {
            if (!parseU32(value, bits) || (bits != 32 && bits != 64))
                return usageError("--bits must be 32 or 64", cmd);
        } else if (args.option("--from", value, &error)) {
            if (!parseU32(value, from))
                return usageError("--from needs a number", cmd);
        } else if (args.option("--to", value, &error)) {
            if (!parseU32(value, to))
                return usageError("--to needs a number", cmd);
        } else if (args.option("--kernel", value, &error)) {
            kernel = value;
        } else if (args.option("--format", value, &error)) {
            if (value != "text" && value != "json")
                return usageError("--format must be text or json", cmd);
            format = value;
        } else {
            return usageError("unknown argument '" + args.peek() + "'", cmd);
        }
        if (!error.empty())
            return usageError(error, cmd);
    }
    if (hz == 0 || kernel.empty()) {
        HzDetectOptions opt;
        opt.measureTickRate = hz == 0;
        const HzDetection det = detectHz(opt);
        if (kernel.empty())
            kernel = det.kernelRelease;
        if (hz == 0) {
            if (det.hz == 0)
                return usageError("could not detect HZ on this machine (" + det.explanation + "); give --hz", cmd);
            hz = det.hz;
            std::fprintf(stderr, "HZ=%u detected: %s (%s confidence)\n", hz, det.explanation.c_str(),
                         hzConfidenceName(det.confidence));
        }
    }
    std::string out;
    if (table) {
        if (to == 0)
            to = 3 * (2000000u / hz);
        if (to < from)
            return usageError("--to must not be below --from", cmd);
        out = format == "json" ? jiffiesTableJson(hz, from, to, int(bits)) : jiffiesTableText(hz, from, to, int(bits));
    } else {
        if (!haveUsecs)
            return usageError("give --usecs U (or --table)", cmd);
        out = format == "json" ? jiffiesJson(hz, usecs, int(bits), kernel) : jiffiesText(hz, usecs, int(bits), kernel);
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    if (!out.empty() && out.back() != '\n')
        std::fputc('\n', stdout);
    return kExitOk;
}

} // namespace jitterscope::cli
