// `jitterscope-cli capture`: runs the privileged helper jitterscope-capture, which records the
// session file and streams the same pcapng to this process; the stream is read with the trace
// reader that opens saved files, and a one-line live summary goes to stderr.
#include "app/cli_common.h"

#include "core/trace_reader.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace jitterscope::cli {

static const char kCaptureHelp[] = R"(Usage: jitterscope-cli capture -i IFACE -w FILE [OPTIONS]

Starts the capture helper (jitterscope-capture, next to this program or named by the
JITTERSCOPE_CAPTURE environment variable), which alone needs capture rights, and shows a live
one-line summary while it writes the session file (packets, softnet samples, statistics and
metadata in one pcapng; see docs/capture.md).

Options (passed to the helper):
  -i IFACE            Interface (required).
  -f FILTER           BPF capture filter.
  -s SNAPLEN, -B KIB, --tstamp-type NAME
  --softnet-hz N      softnet_stat samples per second, 10..100 (default 20).
  --duration DUR      Stop after DUR.
  -c COUNT            Stop after COUNT packets.
  -w FILE             Session file (required).
  -h, --help          This help.

Ctrl-C stops the capture cleanly. Exit status: the helper's (0 success, 1 usage, 2 capture or
write error, 3 no capture permission: the message says which setcap command to run).
)";

static pid_t g_child = -1;

static void forwardStop(int)
{
    if (g_child > 0)
        kill(g_child, SIGTERM);
}

static std::string helperPath()
{
    if (const char *env = std::getenv("JITTERSCOPE_CAPTURE"); env && *env)
        return env;
    char buf[4096];
    const ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n > 0) {
        std::string dir(buf, size_t(n));
        dir.resize(dir.rfind('/') + 1);
        if (access((dir + "jitterscope-capture").c_str(), X_OK) == 0)
            return dir + "jitterscope-capture";
    }
    return "jitterscope-capture"; // PATH
}

static int64_t monoNs()
{
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

int runCapture(int argc, char **argv)
{
    const char *cmd = "capture";
    Args args(argc, argv, 2);
    std::vector<std::string> pass { "jitterscope-capture" };
    std::string value, error, file;
    bool haveIface = false;
    while (!args.done()) {
        if (args.flag("-h") || args.flag("--help")) {
            std::fputs(kCaptureHelp, stdout);
            return kExitOk;
        }
        bool matched = false;
        for (const char *opt : { "-i", "-f", "-s", "-B", "--tstamp-type", "--softnet-hz", "--duration", "-c", "-w" }) {
            if (args.option(opt, value, &error)) {
                if (!error.empty())
                    return usageError(error, cmd);
                if (!std::strcmp(opt, "-w")) {
                    if (!file.empty())
                        return usageError("only one -w FILE", cmd);
                    if (value == "-")
                        return usageError("-w -: the CLI reads the stream itself; give a file", cmd);
                    file = value;
                } else {
                    pass.emplace_back(opt);
                    pass.push_back(value);
                }
                haveIface = haveIface || !std::strcmp(opt, "-i");
                matched = true;
                break;
            }
        }
        if (!matched)
            return usageError("unknown argument '" + args.peek() + "'", cmd);
    }
    if (!haveIface)
        return usageError("-i IFACE is required", cmd);
    if (file.empty())
        return usageError("-w FILE is required", cmd);
    for (const char *a : { "-w", file.c_str(), "-w", "-", "-q" })
        pass.emplace_back(a);

    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) {
        std::fprintf(stderr, "jitterscope-cli capture: pipe: %s\n", std::strerror(errno));
        return kExitDamaged;
    }
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fds[1], STDOUT_FILENO);
    std::vector<char *> cargv;
    for (std::string &s : pass)
        cargv.push_back(s.data());
    cargv.push_back(nullptr);
    const std::string helper = helperPath();
    pid_t pid = -1;
    const int rc = posix_spawnp(&pid, helper.c_str(), &fa, nullptr, cargv.data(), environ);
    posix_spawn_file_actions_destroy(&fa);
    close(fds[1]);
    if (rc != 0) {
        close(fds[0]);
        std::fprintf(stderr, "jitterscope-cli capture: cannot start %s: %s\n", helper.c_str(), std::strerror(rc));
        return kExitUsage;
    }
    g_child = pid;
    std::signal(SIGINT, forwardStop);
    std::signal(SIGTERM, forwardStop);

    TraceParser parser;
    std::vector<uint8_t> buf;
    std::vector<RawPacket> packets;
    uint64_t offset = 0;
    const bool tty = isatty(STDERR_FILENO);
    const int64_t t0 = monoNs();
    int64_t nextLine = t0;
    auto summary = [&](bool final) {
        int64_t kdrop = 0, idrop = 0;
        for (const InterfaceInfo &i : parser.interfaces()) {
            kdrop += std::max<int64_t>(i.isbOsDrop, 0);
            idrop += std::max<int64_t>(i.isbIfDrop, 0);
        }
        std::fprintf(stderr, "%s%7.1f s  packets %llu  kernel drops %lld  interface drops %lld  custom blocks+options %llu%s",
                     tty ? "\r" : "", double(monoNs() - t0) / 1e9, (unsigned long long)parser.packetsRead(),
                     (long long)kdrop, (long long)idrop, (unsigned long long)parser.customBlocks(),
                     tty && !final ? "   " : "\n");
    };
    char chunk[65536];
    for (;;) {
        const ssize_t n = read(fds[0], chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        buf.insert(buf.end(), chunk, chunk + n);
        packets.clear();
        const size_t used = parser.parse(buf.data(), buf.size(), offset, false, packets, SIZE_MAX);
        buf.erase(buf.begin(), buf.begin() + ptrdiff_t(used));
        offset += used;
        if (monoNs() >= nextLine) {
            summary(false);
            nextLine += tty ? 250'000'000 : 1'000'000'000;
        }
    }
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    g_child = -1;
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    summary(true);
    if (parser.failed())
        std::fprintf(stderr, "jitterscope-cli capture: stream error: %s\n", parser.error().message.c_str());
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    std::fprintf(stderr, "jitterscope-cli capture: the helper was killed by signal %d\n", WTERMSIG(status));
    return kExitDamaged;
}

} // namespace jitterscope::cli
