// jitterscope-cli: headless front end of the core (analyze, generate, jiffies, simulate, send, capture,
// merge, report).
#include "app/cli/cli_common.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace jitterscope::cli {

Args::Args(int argc, char **argv, int first)
{
    for (int i = first; i < argc; ++i)
        m_args.emplace_back(argv[i]);
}

bool Args::option(const char *name, std::string &value, std::string *error)
{
    if (done())
        return false;
    const std::string &a = m_args[m_i];
    const size_t n = std::strlen(name);
    if (a == name) {
        if (m_i + 1 >= m_args.size()) {
            *error = std::string(name) + " needs a value";
            ++m_i;
            return true;
        }
        value = m_args[m_i + 1];
        m_i += 2;
        return true;
    }
    if (a.size() > n && a.compare(0, n, name) == 0 && a[n] == '=') {
        value = a.substr(n + 1);
        ++m_i;
        return true;
    }
    return false;
}

bool Args::flag(const char *name)
{
    if (!done() && m_args[m_i] == name) {
        ++m_i;
        return true;
    }
    return false;
}

bool parseInt(const std::string &s, long long lo, long long hi, long long &out)
{
    char *end = nullptr;
    errno = 0;
    out = std::strtoll(s.c_str(), &end, 10);
    return !s.empty() && !*end && errno == 0 && out >= lo && out <= hi;
}

int usageError(const std::string &message, const char *command)
{
    std::fprintf(stderr, "jitterscope-cli %s: %s\nTry 'jitterscope-cli %s --help'.\n", command, message.c_str(),
                 command);
    return kExitUsage;
}

} // namespace jitterscope::cli

static const char kMainHelp[] = R"(Usage: jitterscope-cli COMMAND [OPTIONS]

Jitterscope shows where UDP jitter comes from: NAPI batching, softirq budgets, timestamp sources.

Commands:
  analyze FILE      Inter-arrival, jitter, burst, RTP/iperf3/probe and sequence analysis of a
                    pcap/pcapng trace (text, JSON or CSV).
  generate KIND     Write a synthetic trace made by the project's generator (sample, bench, ...).
  jiffies           The netdev_budget_usecs jiffy-box calculator (kernel arithmetic for any HZ).
  simulate          Discrete-event model of one CPU's NAPI/softirq receive path.
  send              Paced UDP probe sender (sequence + transmit time in every datagram).
  capture           Live capture through jitterscope-capture into a session file, with a
                    one-line live summary.
  merge FILE.json...
                    Combine 'analyze --format json' results of traces analysed apart.
  report FILE       HTML or PDF report of a trace: key figures, flow table and the review
                    window's plots (rendered without a display).

Run 'jitterscope-cli COMMAND --help' for the options of a command; --version prints the version.
Exit status: 0 success, 1 usage error or unreadable file, 2 damaged input (partial results printed).
)";

int main(int argc, char **argv)
{
    using namespace jitterscope::cli;
    if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h") || !std::strcmp(argv[1], "help")) {
        std::fputs(kMainHelp, argc < 2 ? stderr : stdout);
        return argc < 2 ? kExitUsage : kExitOk;
    }
    if (!std::strcmp(argv[1], "--version")) {
        std::printf("jitterscope-cli %s\n", JITTERSCOPE_VERSION);
        return kExitOk;
    }
    const char *cmd = argv[1];
    if (!std::strcmp(cmd, "analyze"))
        return runAnalyze(argc, argv);
    if (!std::strcmp(cmd, "generate"))
        return runGenerate(argc, argv);
    if (!std::strcmp(cmd, "jiffies"))
        return runJiffies(argc, argv);
    if (!std::strcmp(cmd, "simulate"))
        return runSimulate(argc, argv);
    if (!std::strcmp(cmd, "send"))
        return runSend(argc, argv);
    if (!std::strcmp(cmd, "capture"))
        return runCapture(argc, argv);
    if (!std::strcmp(cmd, "merge"))
        return runMerge(argc, argv);
    if (!std::strcmp(cmd, "report"))
        return runReport(argc, argv);
    std::fprintf(stderr, "jitterscope-cli: unknown command '%s'\n\n%s", cmd, kMainHelp);
    return kExitUsage;
}
