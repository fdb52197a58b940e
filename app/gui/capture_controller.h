// Live capture sessions for the main window: the Capture menu's actions, the capture dialog, and
// the session itself as a JobTracker job: LiveCapture::run blocks the tracker's thread for the
// whole session while the helper's stream goes through the normal Analyzer; its snapshots reach
// the GUI thread at most every 50 ms and only when the previous one has been delivered (latest
// wins). "Pause display" only stops forwarding them. Stopping (Stop, or destroying this object)
// sends the helper SIGINT, then SIGKILL 3 s later at most, so every wait is bounded.
// GUI thread only.
#pragma once

#include "app/gui/job_tracker.h"
#include "app/gui/trace_loader.h" // SnapshotPtr
#include "core/live/live_capture.h"

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace jitterscope {

class CaptureController : public QObject {
    Q_OBJECT
public:
    explicit CaptureController(QWidget *window);
    ~CaptureController() override;

    /// Adds Start…, Stop, Pause display and Save session as… to `menu`.
    void populateMenu(QMenu *menu);
    void retranslate();
    [[nodiscard]] bool isCapturing() const { return m_jobs.isRunning(); }
    [[nodiscard]] QString sessionFile() const { return m_sessionFile; }
    /// Seconds of the sliding window the user chose (0 = whole session).
    [[nodiscard]] double windowSeconds() const { return m_windowSeconds; }
    /// Starts without the dialog (tests, command line).
    void startCapture(const LiveCaptureOptions &options);

public Q_SLOTS:
    void showStartDialog();
    void stopCapture();
    void setPaused(bool paused);
    void saveSessionAs();

Q_SIGNALS:
    void captureStarted(const QString &sessionFile);
    void snapshot(jitterscope::SnapshotPtr snapshot);
    /// The session ended; `snapshot` is its final analysis (null when it failed to start).
    void captureFinished(jitterscope::SnapshotPtr snapshot, const QString &sessionFile, const QString &message);
    /// Nothing was captured: the helper could not start, had no permission (the message gives the
    /// setcap command), rejected the interface / filter / timestamp type, or was stopped first.
    void captureFailed(const QString &message);

private:
    void updateActions();

    QWidget *m_window;
    JobTracker m_jobs;
    bool m_paused = false;
    double m_windowSeconds = 0;
    QString m_sessionFile;
    LiveCaptureOptions m_lastOptions;
    QAction *m_start = nullptr;
    QAction *m_stop = nullptr;
    QAction *m_pause = nullptr;
    QAction *m_saveAs = nullptr;
};

} // namespace jitterscope
