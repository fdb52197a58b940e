// Live capture sessions for the main window: the Capture menu's actions, the capture dialog, and
// a LiveSession on its own thread. Publishes the session's snapshots like the trace loader does
// (latest wins, generation-tagged); "Pause display" only stops forwarding them. GUI thread only
// (the LiveSession it drives lives on m_thread).
#pragma once

#include "app/gui/live_session.h"

#include <QObject>
#include <QThread>

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
    [[nodiscard]] bool isCapturing() const { return m_running; }
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
    void captureFailed(const QString &message);
    void requestStart(const jitterscope::LiveCaptureOptions &options, quint64 generation);

private:
    void updateActions();

    QWidget *m_window;
    QThread m_thread;
    LiveSession *m_session = nullptr; // lives on m_thread
    quint64 m_generation = 0;
    bool m_running = false;
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
