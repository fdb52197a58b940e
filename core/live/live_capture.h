// Live capture through the privileged helper (jitterscope-capture), as seen from an unprivileged
// program: spawn the helper with posix_spawn in its own process group, read its pcapng stdout with
// the same TraceFile that opens saved files ("/dev/fd/N"), and feed an Analyzer. The helper also
// records the identical stream into a session file. Plain C++, no Qt.
//
// Threads: run() blocks the calling thread (the reading thread) for the whole session and starts
// one small monitor thread of its own that drains the helper's stderr and enforces the stop
// deadline (SIGINT, then SIGKILL after the grace period). stop() is safe from any thread. Every
// wait is bounded and the helper is always reaped (waitpid) before run() returns.
//
// Queueing: the pipe (64 KiB) and the helper's 32 MiB ring are the bounded queue between capture
// and analysis. When the reader falls behind, the helper's ring fills and the helper counts
// queue drops (in its stats blocks, hence in SessionSummary::counters); nothing is dropped on
// this side, so AnalysisSnapshot::analysisDrops stays 0 (docs/live.md).
#pragma once

#include "core/analysis/analyzer.h"
#include "core/capture/capture_options.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <sys/types.h>
#include <vector>

namespace jitterscope {

/// A live capture as the live client runs it: the helper's options (capture_options.h, what the
/// dialog fills in) and the options of the Analyzer the caller feeds.
/// Per-packet detail a live session keeps by default (Analyzer::setDetailWindow): 4 Mi packets,
/// 49 MiB of packet store — 42 s at 100 000 packets/s. The session file keeps every packet.
constexpr size_t kDefaultDetailWindow = size_t(1) << 22;

/// Flows a live session keeps one by one by default (Analyzer::setFlowLimit): ~2.3 KB each, so
/// ~230 MB at most; the packets of flows first seen after that are counted together.
constexpr size_t kDefaultFlowLimit = 100000;

struct LiveCaptureOptions : CaptureOptions {
    AnalysisOptions analysis;
    size_t detailWindow = kDefaultDetailWindow; ///< packets; 0 = the whole session (memory grows 12 B/packet)
    size_t flowLimit = kDefaultFlowLimit; ///< flows kept one by one; 0 = no limit (memory grows ~2.3 KB a flow)
    std::string metricsAddress; ///< the helper's --metrics ADDR (docs/fleet.md); empty = none
    int metricsFlows = 20; ///< the helper's --metrics-flows
    bool operator==(const LiveCaptureOptions &o) const;
    bool operator!=(const LiveCaptureOptions &o) const { return !(*this == o); }
};

/// The capture helper to run: $JITTERSCOPE_CAPTURE when set (an explicit choice, e.g. a setcap'd
/// installed copy while running from a build tree, or a test's fake), else `jitterscope-capture`
/// next to the running executable when it is executable, else the bare name (looked up in PATH).
[[nodiscard]] std::string helperPath();
/// Directory for recorded sessions: $XDG_CACHE_HOME/jitterscope/sessions, else
/// ~/.cache/jitterscope/sessions, else the temp dir. Created when missing.
[[nodiscard]] std::string sessionDirectory();
/// A new, not yet existing path "session-YYYYMMDD-HHMMSS[-N].pcapng" in sessionDirectory().
[[nodiscard]] std::string newSessionPath();
/// The helper's argv (without argv[0]): -i -f -s -B --tstamp-type --softnet-hz --duration -c,
/// --metrics and --metrics-flows when metrics are asked for, --kernel-events when asked for, then `-w sessionPath -w -
/// -q`. Options at their defaults are still passed (explicit is safer).
[[nodiscard]] std::vector<std::string> helperArguments(const LiveCaptureOptions &options,
                                                       const std::string &sessionPath);

enum class LiveCaptureStatus : uint8_t {
    Ok, ///< helper exited 0 (duration, count or stop())
    StartFailed, ///< the helper could not be started (not found, not executable, pipe error)
    Permission, ///< exit status 3: no capture rights; see setcapCommand
    HelperError, ///< exit status 1 (usage, interface, filter) or 2 (capture / write error)
    Killed, ///< ended by a signal (SIGKILL after the stop grace period, or from outside)
    StreamError, ///< exited 0 but the stream could not be read to its end (see message)
};
[[nodiscard]] const char *liveCaptureStatusName(LiveCaptureStatus s); ///< "ok", "permission", …

/// How a live capture ended. English log text; the GUI builds its translated message from the fields.
struct LiveCaptureResult {
    LiveCaptureStatus status = LiveCaptureStatus::StartFailed;
    int exitCode = -1; ///< helper exit status; -1 when it did not exit normally or never started
    int termSignal = 0; ///< signal that ended the helper, 0 if none
    bool stopRequested = false; ///< stop() was called
    bool forcedKill = false; ///< SIGKILL after the grace period
    bool streamStarted = false; ///< a pcapng section header arrived
    uint64_t packets = 0; ///< packets read from the stream
    std::string helper; ///< executable that was run
    std::string sessionPath; ///< the session file the helper wrote (may be partial or absent on failure)
    std::string helperStderr; ///< the helper's stderr (the last 64 KiB)
    std::string setcapCommand; ///< for Permission: the `sudo setcap …` line the helper printed
    std::string message; ///< one-paragraph explanation; empty for a clean Ok
};

class LiveCapture {
public:
    explicit LiveCapture(LiveCaptureOptions options);
    ~LiveCapture();
    LiveCapture(const LiveCapture &) = delete;
    LiveCapture &operator=(const LiveCapture &) = delete;

    /// Spawns the helper and reads its stream into `analyzer` (batches and custom blocks) until the
    /// helper ends; then reaps it, sets the trace info / stream error and calls analyzer.finish().
    /// One call per object. Returns at once (StartFailed, stopRequested) if stop() came first.
    [[nodiscard]] LiveCaptureResult run(Analyzer &analyzer);

    /// Any thread, non-blocking: SIGINT to the helper's process group now (or as soon as it is
    /// spawned); SIGKILL when it has not ended `grace` later. The helper then writes its final
    /// blocks and exits, which ends run().
    void stop(std::chrono::milliseconds grace = std::chrono::milliseconds(3000));
    /// Any thread: blocks until run() has returned or `timeout` passed; true when it returned.
    [[nodiscard]] bool waitFinished(std::chrono::milliseconds timeout);

    /// Called on the run() thread with the analyzer (trace info up to date) at most once per
    /// progress interval while data arrives — after batches and after custom blocks, so softnet
    /// samples keep arriving when no packet does.
    std::function<void(const Analyzer &)> onProgress;
    void setProgressInterval(std::chrono::milliseconds interval) { m_progressInterval = interval; }

    /// The helper's process id while it runs, else -1.
    [[nodiscard]] pid_t pid() const;

private:
    void monitor(int stderrFd);
    void signalGroupLocked(int sig);

    LiveCaptureOptions m_options;
    std::chrono::milliseconds m_progressInterval { 50 };

    mutable std::mutex m_mutex; // guards everything below
    std::condition_variable m_cv;
    pid_t m_pid = -1; ///< > 0 from spawn until reaped (never signal a reaped pid: it may be reused)
    bool m_stopRequested = false;
    bool m_sigintSent = false;
    bool m_forcedKill = false;
    bool m_readDone = false; ///< the reader saw the end of the stream and the helper was reaped
    bool m_started = false;
    bool m_finished = false;
    std::chrono::steady_clock::time_point m_killDeadline;
    std::string m_stderr;
};

} // namespace jitterscope
