// Shared helpers of the jitterscope-cli subcommands (argument scanning, usage errors).
#pragma once

#include <string>
#include <vector>

namespace jitterscope {
struct AnalysisOptions;
}

namespace jitterscope::cli {

/// Exit codes: 0 success, 1 usage error (or a file that cannot be opened), 2 damaged input.
constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitDamaged = 2;

/// Argument cursor: options may be given as "--name value" or "--name=value".
class Args {
public:
    Args(int argc, char **argv, int first);
    [[nodiscard]] bool done() const { return m_i >= m_args.size(); }
    [[nodiscard]] const std::string &peek() const { return m_args[m_i]; }
    std::string next() { return m_args[m_i++]; }
    /// If the current argument is `name` (or `name=...`), consumes it and its value.
    bool option(const char *name, std::string &value, std::string *error);
    bool flag(const char *name);

private:
    std::vector<std::string> m_args;
    size_t m_i = 0;
};

int usageError(const std::string &message, const char *command);

/// A decimal integer in [lo, hi], the whole of `s` (out of range or trailing text: false).
bool parseInt(const std::string &s, long long lo, long long hi, long long &out);

/// What parseAnalysisOption did with the current argument.
enum class OptionResult { NotMine, Taken, Error };
/// Consumes one of the analysis options `analyze` and `report` share (--flow, --nominal-gap,
/// --burst-gap, --order, --decoder) into `opts`; Error sets *message.
OptionResult parseAnalysisOption(Args &args, AnalysisOptions &opts, std::string *message);
/// Their --help lines.
extern const char kAnalysisOptionsHelp[];

int runAnalyze(int argc, char **argv);
int runGenerate(int argc, char **argv);
int runJiffies(int argc, char **argv);
int runSimulate(int argc, char **argv);
int runSend(int argc, char **argv);
int runCapture(int argc, char **argv);
int runReport(int argc, char **argv);
int runMerge(int argc, char **argv);

} // namespace jitterscope::cli
