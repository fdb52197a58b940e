// `jitterscope-cli merge`: combines the mergeable summaries of analyses run apart (docs/cli.md).
#include "app/cli/cli_common.h"

#include "core/report/mergeable.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

namespace jitterscope::cli {

static const char kHelp[] = R"(Usage: jitterscope-cli merge FILE.json... [OPTIONS]

Combines the outputs of 'jitterscope-cli analyze --format json' (or of merge itself) of traces
analysed apart, e.g. captures of many hosts analysed in parallel, into one result: packets, bytes
and gaps of the whole and of every flow, flows matched across files by protocol, addresses and
ports. A merged flow's gaps are the union of its gaps in each file: a file boundary adds no gap
(the time from one file's last packet to the next file's first is not known from the summaries).
Counts, sums and extremes are exact; percentiles come from the merged histogram and are within
its stated relative error (1/512, exact below 256 ns) of the exact value. All inputs must have
been analysed with the same options (--order, --nominal-gap, --burst-gap, --flow, --decoder).
A FILE.json of '-' reads stdin.

Options:
  --format text|json  Output format (default text). JSON merges again.
  -o, --output FILE   Write the result to FILE instead of stdout.
  -h, --help          This help.

Exit status: 0 success; 1 usage error or a file that cannot be read; 2 an input that is not a
summary (not JSON, damaged, another version or layout, a partial analysis), summaries made with
other options, or a count or sum overflowing 64 bits.
)";

int runMerge(int argc, char **argv)
{
    const char *cmd = "merge";
    Args args(argc, argv, 2);
    std::vector<std::string> files;
    std::string format = "text", output, value, error;
    while (!args.done()) {
        if (args.flag("-h") || args.flag("--help")) {
            std::fputs(kHelp, stdout);
            return kExitOk;
        }
        if (args.option("--format", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            if (value != "text" && value != "json")
                return usageError("--format must be text or json, not '" + value + "'", cmd);
            format = value;
        } else if (args.option("-o", output, &error) || args.option("--output", output, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
        } else if (!args.peek().empty() && args.peek()[0] == '-' && args.peek() != "-") {
            return usageError("unknown option '" + args.peek() + "'", cmd);
        } else {
            files.push_back(args.next());
        }
    }
    if (files.empty())
        return usageError("no FILE.json given", cmd);
    MergeableSummary merged;
    for (size_t i = 0; i < files.size(); ++i) {
        const std::string &f = files[i];
        std::ostringstream text;
        if (f == "-") {
            text << std::cin.rdbuf();
        } else {
            std::ifstream in(f, std::ios::binary);
            if (!in) {
                std::fprintf(stderr, "jitterscope-cli merge: %s: cannot be read\n", f.c_str());
                return kExitUsage;
            }
            text << in.rdbuf();
        }
        MergeableSummary one;
        if (!parseMergeable(text.str(), &one, &error)) {
            std::fprintf(stderr, "jitterscope-cli merge: %s: %s\n", f.c_str(), error.c_str());
            return kExitDamaged;
        }
        if (i == 0) {
            merged = std::move(one);
        } else if (!mergeInto(merged, one, &error)) {
            std::fprintf(stderr, "jitterscope-cli merge: %s: %s\n", f.c_str(), error.c_str());
            return kExitDamaged;
        }
    }
    const std::string out = format == "json" ? mergedJson(merged) : mergedText(merged);
    if (output.empty()) {
        std::fwrite(out.data(), 1, out.size(), stdout);
        return kExitOk;
    }
    std::ofstream o(output, std::ios::binary | std::ios::trunc);
    o << out;
    o.close();
    if (!o) {
        std::fprintf(stderr, "jitterscope-cli merge: %s: cannot be written\n", output.c_str());
        return kExitUsage;
    }
    return kExitOk;
}

} // namespace jitterscope::cli
