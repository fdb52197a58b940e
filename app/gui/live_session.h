// Runs a live capture off the GUI thread: the capture helper's stream goes through the normal
// Analyzer (whole session) and comes out as immutable snapshots, latest wins.
//
// Thread: lives on its own QThread (moved there by the app, like TraceLoader). The start() slot
// blocks that thread for the whole session (LiveCapture::run). stop() and isRunning() are
// thread-safe and are meant to be called directly from the GUI thread. Before destroying the
// object or its thread: stop(), then QThread::quit() and wait() — the helper then gets SIGINT,
// and SIGKILL 3 s later at most, so the wait is bounded.
//
// Nothing per packet reaches the GUI thread: snapshotReady is emitted at most every 50 ms, and
// only when the previous one has been delivered to the application's main thread (so a busy GUI
// never builds a queue of snapshots; it simply gets the newest one next).
#pragma once

#include "app/gui/trace_loader.h" // SnapshotPtr and its metatype
#include "core/live/live_capture.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <mutex>

namespace jitterscope {

class LiveSession : public QObject {
    Q_OBJECT
public:
    explicit LiveSession(QObject *parent = nullptr);
    ~LiveSession() override;

    /// Thread-safe: stops whatever session runs now (clean stop: the helper writes its final blocks).
    void stop();
    /// Thread-safe: stops session `generation` and every older one — at once if it runs, or as soon
    /// as its queued start() arrives (it then ends without starting the helper).
    void stop(quint64 generation);
    /// Thread-safe.
    [[nodiscard]] bool isRunning() const;

    /// Snapshot interval (default 50 ms); call before start().
    void setSnapshotIntervalMs(int ms) { m_intervalMs = ms; }

public Q_SLOTS:
    /// Runs on the session thread until the helper ends (duration, count, stop() or an error).
    /// Emits started, then snapshotReady repeatedly, then exactly one of finished or failed (only
    /// failed when it was stopped before it began). A start() queued while another session runs
    /// waits for it: stop the old generation first.
    void start(const jitterscope::LiveCaptureOptions &options, quint64 generation);

Q_SIGNALS:
    /// The helper runs and records into `sessionFilePath`.
    void started(quint64 generation, const QString &sessionFilePath);
    void snapshotReady(quint64 generation, jitterscope::SnapshotPtr snapshot);
    /// The session ended with a stream to show: `snapshot` is complete (finish() has run) and equals
    /// what reopening `sessionFilePath` gives. `exitMessage` is empty for a clean end, else it says
    /// what went wrong (helper killed, stream cut short, capture error after the start).
    void finished(quint64 generation, jitterscope::SnapshotPtr snapshot, const QString &sessionFilePath,
                  const QString &exitMessage);
    /// Nothing was captured: the helper could not start, had no permission (the message gives the
    /// setcap command), rejected the interface / filter / timestamp type, or was stopped first.
    void failed(quint64 generation, const QString &message);

private:
    [[nodiscard]] QString describe(const LiveCaptureResult &r) const;

    mutable std::mutex m_mutex;
    LiveCapture *m_capture = nullptr; ///< the running capture (on start()'s stack), guarded by m_mutex
    quint64 m_runningGeneration = 0;
    quint64 m_stoppedUpTo = 0; ///< generations ≤ this must not start / must stop
    int m_intervalMs = 50;
    /// True from a snapshotReady emission until the main thread has processed it (shared with the
    /// acknowledgement posted to the main thread, which may outlive this object).
    std::shared_ptr<std::atomic<bool>> m_inFlight = std::make_shared<std::atomic<bool>>(false);
};

} // namespace jitterscope

Q_DECLARE_METATYPE(jitterscope::LiveCaptureOptions)
