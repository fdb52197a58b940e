#include "core/live/live_capture.h"

#include "core/analysis/analyze_stream.h"
#include "core/trace/trace_file.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace jitterscope {

namespace {

constexpr size_t kStderrKeep = size_t(64) * 1024; ///< bytes of the helper's stderr kept (the tail)
constexpr auto kReapGrace = std::chrono::milliseconds(3000); ///< stream ended → helper must exit by then
constexpr auto kDurationSlack = std::chrono::seconds(5); ///< helper overrunning --duration → stop()
constexpr auto kMonitorTick = std::chrono::milliseconds(50);

bool mkdirs(const std::string &path)
{
    std::string partial;
    size_t pos = 0;
    while (pos != std::string::npos) {
        pos = path.find('/', pos + 1);
        partial = path.substr(0, pos);
        if (!partial.empty() && ::mkdir(partial.c_str(), 0700) != 0 && errno != EEXIST)
            return false;
    }
    struct stat st = {};
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::string trim(const std::string &s)
{
    const size_t a = s.find_first_not_of(" \t\r\n");
    if (a == std::string::npos)
        return {};
    return s.substr(a, s.find_last_not_of(" \t\r\n") - a + 1);
}

/// The helper's stderr without its progress / summary lines and without the program-name prefix.
std::string cleanHelperText(const std::string &text)
{
    static const std::string prefix = "jitterscope-capture: ";
    std::string out;
    size_t pos = 0;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(pos, end - pos);
        pos = end + 1;
        if (line.rfind(prefix, 0) == 0) {
            line.erase(0, prefix.size());
            if (line.rfind("done:", 0) == 0 || line.rfind("packets ", 0) == 0)
                continue;
        }
        out += line;
        out += '\n';
    }
    return trim(out);
}

std::string durationArg(int64_t ns)
{
    if (ns % 1'000'000'000 == 0)
        return std::to_string(ns / 1'000'000'000) + "s";
    if (ns % 1'000'000 == 0)
        return std::to_string(ns / 1'000'000) + "ms";
    if (ns % 1000 == 0)
        return std::to_string(ns / 1000) + "us";
    return std::to_string(ns) + "ns";
}

} // namespace

bool LiveCaptureOptions::operator==(const LiveCaptureOptions &o) const
{
    return interface == o.interface && filter == o.filter && snapLen == o.snapLen && bufferKiB == o.bufferKiB &&
           tstampType == o.tstampType && softnetHz == o.softnetHz && durationNs == o.durationNs &&
           packetCount == o.packetCount && sessionPath == o.sessionPath && helper == o.helper &&
           analysis == o.analysis && metricsAddress == o.metricsAddress && metricsFlows == o.metricsFlows &&
           kernelEvents == o.kernelEvents && detailWindow == o.detailWindow && flowLimit == o.flowLimit;
}

std::string helperPath()
{
    if (const char *env = std::getenv("JITTERSCOPE_CAPTURE"); env && *env)
        return env;
    char buf[4096];
    const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n > 0) {
        std::string dir(buf, size_t(n));
        dir.resize(dir.rfind('/') + 1);
        std::string candidate = dir + "jitterscope-capture";
        if (::access(candidate.c_str(), X_OK) == 0)
            return candidate;
    }
    return "jitterscope-capture";
}

std::string sessionDirectory()
{
    std::string base;
    if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg == '/')
        base = xdg;
    else if (const char *home = std::getenv("HOME"); home && *home == '/')
        base = std::string(home) + "/.cache";
    if (!base.empty() && mkdirs(base + "/jitterscope/sessions"))
        return base + "/jitterscope/sessions";
    const char *tmp = std::getenv("TMPDIR");
    return tmp && *tmp == '/' ? tmp : "/tmp";
}

std::string newSessionPath()
{
    const std::string dir = sessionDirectory();
    const std::time_t now = std::time(nullptr);
    std::tm tm {};
    localtime_r(&now, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    for (int i = 0;; ++i) {
        std::string path = dir + "/session-" + stamp + (i ? "-" + std::to_string(i) : std::string()) + ".pcapng";
        if (::access(path.c_str(), F_OK) != 0)
            return path;
    }
}

std::vector<std::string> helperArguments(const LiveCaptureOptions &o, const std::string &sessionPath)
{
    std::vector<std::string> a { "-i", o.interface };
    if (!o.filter.empty())
        a.insert(a.end(), { "-f", o.filter });
    a.insert(a.end(), { "-s", std::to_string(o.snapLen), "-B", std::to_string(o.bufferKiB) });
    if (!o.tstampType.empty())
        a.insert(a.end(), { "--tstamp-type", o.tstampType });
    a.insert(a.end(), { "--softnet-hz", std::to_string(o.softnetHz) });
    if (o.durationNs > 0)
        a.insert(a.end(), { "--duration", durationArg(o.durationNs) });
    if (o.packetCount > 0)
        a.insert(a.end(), { "-c", std::to_string(o.packetCount) });
    if (!o.metricsAddress.empty())
        a.insert(a.end(), { "--metrics", o.metricsAddress, "--metrics-flows", std::to_string(o.metricsFlows) });
    if (o.kernelEvents)
        a.emplace_back("--kernel-events");
    a.insert(a.end(), { "-w", sessionPath, "-w", "-", "-q" });
    return a;
}

const char *liveCaptureStatusName(LiveCaptureStatus s)
{
    switch (s) {
    case LiveCaptureStatus::Ok: return "ok";
    case LiveCaptureStatus::StartFailed: return "start-failed";
    case LiveCaptureStatus::Permission: return "permission";
    case LiveCaptureStatus::HelperError: return "helper-error";
    case LiveCaptureStatus::Killed: return "killed";
    case LiveCaptureStatus::StreamError: return "stream-error";
    }
    return "?";
}

LiveCapture::LiveCapture(LiveCaptureOptions options)
    : m_options(std::move(options))
{
}

LiveCapture::~LiveCapture() = default;

pid_t LiveCapture::pid() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_pid;
}

void LiveCapture::signalGroupLocked(int sig)
{
    if (m_pid > 0)
        ::kill(-m_pid, sig); // the helper leads its own process group (children included)
}

void LiveCapture::stop(std::chrono::milliseconds grace)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_stopRequested)
        return;
    m_stopRequested = true;
    m_killDeadline = std::chrono::steady_clock::now() + grace;
    if (m_pid > 0) {
        signalGroupLocked(SIGINT);
        m_sigintSent = true;
    }
    m_cv.notify_all();
}

bool LiveCapture::waitFinished(std::chrono::milliseconds timeout)
{
    std::unique_lock<std::mutex> lock(m_mutex);
    return m_cv.wait_for(lock, timeout, [this] { return m_finished || !m_started; });
}

void LiveCapture::monitor(int stderrFd)
{
    const auto durationDeadline =
        m_options.durationNs > 0
            ? std::chrono::steady_clock::now() + std::chrono::nanoseconds(m_options.durationNs) + kDurationSlack
            : std::chrono::steady_clock::time_point::max();
    std::chrono::steady_clock::time_point drainDeadline = std::chrono::steady_clock::time_point::max();
    char chunk[4096];
    for (;;) {
        ssize_t n = 0;
        if (stderrFd >= 0) {
            pollfd p { stderrFd, POLLIN, 0 };
            if (::poll(&p, 1, int(kMonitorTick.count())) > 0) {
                n = ::read(stderrFd, chunk, sizeof chunk);
                if (n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN)) {
                    ::close(stderrFd);
                    stderrFd = -1;
                }
            }
        }
        std::unique_lock<std::mutex> lock(m_mutex);
        if (n > 0) {
            m_stderr.append(chunk, size_t(n));
            if (m_stderr.size() > 2 * kStderrKeep)
                m_stderr.erase(0, m_stderr.size() - kStderrKeep);
        }
        const auto now = std::chrono::steady_clock::now();
        if (m_readDone) {
            // Reaped; a grandchild may still hold stderr: drain briefly, never wait on it.
            if (stderrFd < 0 || now >= drainDeadline)
                break;
            if (drainDeadline == std::chrono::steady_clock::time_point::max())
                drainDeadline = now + std::chrono::milliseconds(200);
            continue;
        }
        if (!m_stopRequested && now >= durationDeadline) {
            m_stopRequested = true;
            m_killDeadline = now + kReapGrace;
        }
        if (m_stopRequested && !m_sigintSent) {
            signalGroupLocked(SIGINT);
            m_sigintSent = true;
        }
        if (m_sigintSent && !m_forcedKill && now >= m_killDeadline) {
            signalGroupLocked(SIGKILL);
            m_forcedKill = true;
        }
        if (stderrFd < 0)
            m_cv.wait_for(lock, kMonitorTick);
    }
    if (stderrFd >= 0)
        ::close(stderrFd);
    if (m_stderr.size() > kStderrKeep)
        m_stderr.erase(0, m_stderr.size() - kStderrKeep);
}

LiveCaptureResult LiveCapture::run(Analyzer &analyzer)
{
    LiveCaptureResult result;
    analyzer.setDetailWindow(m_options.detailWindow);
    analyzer.setFlowLimit(m_options.flowLimit);
    result.helper = m_options.helper.empty() ? helperPath() : m_options.helper;
    result.sessionPath = m_options.sessionPath.empty() ? newSessionPath() : m_options.sessionPath;
    auto markFinished = [this] {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_finished = true;
        m_cv.notify_all();
    };
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_started = true;
        if (m_stopRequested) {
            result.stopRequested = true;
            result.message = "stopped before the capture helper was started";
            m_finished = true;
            m_cv.notify_all();
            return result;
        }
    }

    int out[2] = { -1, -1 }, err[2] = { -1, -1 };
    if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) {
        result.message = std::string("cannot create a pipe for the capture helper: ") + std::strerror(errno);
        for (int fd : { out[0], out[1], err[0], err[1] })
            if (fd >= 0)
                ::close(fd);
        markFinished();
        return result;
    }
    std::vector<std::string> args = helperArguments(m_options, result.sessionPath);
    args.insert(args.begin(), "jitterscope-capture");
    std::vector<char *> argv;
    argv.reserve(args.size() + 1);
    for (std::string &s : args)
        argv.push_back(s.data());
    argv.push_back(nullptr);

    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&fa, err[1], STDERR_FILENO);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    for (int s : { SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGQUIT })
        sigaddset(&defaults, s);
    posix_spawnattr_setsigmask(&attr, &none); // GUI threads may block signals; the helper must see them
    posix_spawnattr_setsigdefault(&attr, &defaults); // ignored dispositions are inherited otherwise
    posix_spawnattr_setpgroup(&attr, 0); // own group: stop() reaches the helper and any child of it
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP);
    pid_t pid = -1;
    const bool search = result.helper.find('/') == std::string::npos;
    const int rc = search ? posix_spawnp(&pid, result.helper.c_str(), &fa, &attr, argv.data(), environ)
                          : posix_spawn(&pid, result.helper.c_str(), &fa, &attr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&attr);
    ::close(out[1]);
    ::close(err[1]);
    if (rc != 0) {
        ::close(out[0]);
        ::close(err[0]);
        result.message = "cannot start the capture helper " + result.helper + ": " + std::strerror(rc) +
                         " (build the jitterscope-capture target, or set JITTERSCOPE_CAPTURE to its path)";
        markFinished();
        return result;
    }
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_pid = pid;
        if (m_stopRequested && !m_sigintSent) {
            signalGroupLocked(SIGINT);
            m_sigintSent = true;
        }
    }
    std::thread monitorThread([this, fd = err[0]] { monitor(fd); });

    uint64_t packets = 0;
    std::string streamError;
    bool streamStarted = false;
    try {
        TraceFile file;
        std::string openError;
        const bool opened = file.open("/dev/fd/" + std::to_string(out[0]), &openError);
        ::close(out[0]); // TraceFile holds its own descriptor of the pipe
        if (!opened) {
            streamError = openError;
            stop(std::chrono::milliseconds(0));
        } else {
            analyzer.setAnalysisDrops(0); // the pipe and the helper's ring are the queue (see header)
            StreamHooks hooks;
            hooks.interval = m_progressInterval;
            hooks.progressOnCustomBlocks = true;
            hooks.errorsBeforeFirstSection = false; // the helper's exit status explains an empty stream
            if (onProgress)
                hooks.progress = [&](const Analyzer &) {
                    onProgress(analyzer);
                    return true;
                };
            packets = analyzeStream(file, analyzer, result.sessionPath, hooks).packets;
            const TraceParser &parser = file.parser();
            streamStarted = parser.sections() > 0;
            if (parser.failed() && streamStarted)
                streamError = parser.error().message;
        }
        // Closing our end here (TraceFile's destructor) turns further helper writes into EPIPE.
    } catch (const std::exception &e) {
        // Out of memory in the analysis: stop the helper; it is still reaped below.
        streamError = std::string("analysis failed: ") + e.what();
        stop(std::chrono::milliseconds(0));
    }

    // The stream ended: the helper is exiting. Reap it, killing it if it does not exit in time.
    int status = 0;
    auto reapDeadline = std::chrono::steady_clock::now() + kReapGrace;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_sigintSent)
            reapDeadline = std::max(std::min(reapDeadline, m_killDeadline), std::chrono::steady_clock::now());
    }
    // waitid(WNOWAIT) leaves the leader a zombie, so its process group id cannot be reused while
    // the rest of the group (children of a wrapper script) is killed.
    auto exited = [pid](int flags) {
        siginfo_t info {};
        while (::waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT | flags) != 0)
            if (errno != EINTR)
                return true; // not our child any more (cannot happen): do not wait for it
        return info.si_pid == pid;
    };
    bool gone = exited(WNOHANG);
    while (!gone && std::chrono::steady_clock::now() < reapDeadline) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        gone = exited(WNOHANG);
    }
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (!gone)
            m_forcedKill = true;
        signalGroupLocked(SIGKILL); // the helper if overdue, and any leftovers of its group
    }
    pid_t w = -1;
    do
        w = ::waitpid(pid, &status, 0);
    while (w < 0 && errno == EINTR);
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_pid = -1;
        m_readDone = true;
        m_cv.notify_all();
    }
    monitorThread.join();

    {
        std::lock_guard<std::mutex> lock(m_mutex);
        result.stopRequested = m_stopRequested;
        result.forcedKill = m_forcedKill;
        result.helperStderr = m_stderr;
    }
    result.streamStarted = streamStarted;
    result.packets = packets;
    const std::string helperText = cleanHelperText(result.helperStderr);
    if (w > 0 && WIFEXITED(status)) {
        result.exitCode = WEXITSTATUS(status);
        if (result.exitCode == 0) {
            result.status = streamError.empty() ? LiveCaptureStatus::Ok : LiveCaptureStatus::StreamError;
            if (!streamError.empty())
                result.message = "the stream from the capture helper could not be read to its end: " + streamError;
        } else if (result.exitCode == 3) {
            result.status = LiveCaptureStatus::Permission;
            const size_t at = result.helperStderr.find("setcap ");
            if (at != std::string::npos) {
                const size_t bol = result.helperStderr.rfind('\n', at);
                const size_t eol = result.helperStderr.find('\n', at);
                result.setcapCommand =
                    trim(result.helperStderr.substr(bol == std::string::npos ? 0 : bol + 1,
                                                    eol == std::string::npos ? std::string::npos : eol - bol - 1));
            }
            result.message =
                helperText.empty() ? "the capture helper has no permission to capture (exit status 3)" : helperText;
        } else {
            result.status = LiveCaptureStatus::HelperError;
            result.message = helperText.empty()
                                 ? "the capture helper exited with status " + std::to_string(result.exitCode)
                                 : helperText;
        }
    } else {
        result.status = LiveCaptureStatus::Killed;
        result.termSignal = w > 0 && WIFSIGNALED(status) ? WTERMSIG(status) : 0;
        if (result.forcedKill)
            result.message = "the capture helper did not stop in time and was killed; the session file ends at its "
                             "last flush (at most 40 ms lost)";
        else
            result.message = "the capture helper was ended by signal " + std::to_string(result.termSignal) + " (" +
                             strsignal(result.termSignal) + ")";
    }
    if (!streamError.empty() && result.status != LiveCaptureStatus::StreamError)
        result.message += (result.message.empty() ? "" : "; ") + streamError;
    try {
        analyzer.finish();
    } catch (const std::exception &e) {
        result.status = LiveCaptureStatus::StreamError;
        result.message = std::string("analysis failed: ") + e.what();
    }
    markFinished();
    return result;
}

} // namespace jitterscope
