// `jitterscope-cli generate`: the project's synthetic traces (sample, benchmark, test variants).
#include "app/cli/cli_common.h"

#include "core/gen/trace_generator.h"

#include <cstdio>
#include <cstdlib>

namespace jitterscope::cli {

int runGenerate(int argc, char **argv)
{
    const char *cmd = "generate";
    Args args(argc, argv, 2);
    GeneratorOptions opts;
    std::string kind, out, value, error;
    while (!args.done()) {
        if (args.flag("-h") || args.flag("--help")) {
            std::printf("Usage: jitterscope-cli generate KIND -o FILE [--packets N] [--seed S]\n\n"
                        "Writes a deterministic synthetic trace. Kinds:\n");
            for (const auto &k : generatorKinds())
                std::printf("  %-16s %s\n", k.first.c_str(), k.second.c_str());
            std::printf("\n  --packets N   number of packets where the kind takes one (0 = its default)\n"
                        "  --seed S      random seed (default 1)\n");
            return kExitOk;
        }
        if (args.option("-o", value, &error) || args.option("--output", value, &error)) {
            out = value;
        } else if (args.option("--packets", value, &error)) {
            char *end = nullptr;
            opts.packets = std::strtoull(value.c_str(), &end, 10);
            if (value.empty() || *end)
                return usageError("--packets needs a number, not '" + value + "'", cmd);
        } else if (args.option("--seed", value, &error)) {
            char *end = nullptr;
            opts.seed = std::strtoull(value.c_str(), &end, 10);
            if (value.empty() || *end)
                return usageError("--seed needs a number, not '" + value + "'", cmd);
        } else if (!args.peek().empty() && args.peek()[0] == '-') {
            return usageError("unknown option '" + args.peek() + "'", cmd);
        } else if (kind.empty()) {
            kind = args.next();
        } else {
            return usageError("unexpected argument '" + args.peek() + "'", cmd);
        }
        if (!error.empty())
            return usageError(error, cmd);
    }
    if (kind.empty() || out.empty())
        return usageError("need KIND and -o FILE", cmd);
    if (!generateTrace(kind, out, opts, &error)) {
        std::fprintf(stderr, "jitterscope-cli generate: %s\n", error.c_str());
        return kExitUsage;
    }
    return kExitOk;
}

} // namespace jitterscope::cli
