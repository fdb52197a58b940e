#include "app/gui/capture_controller.h"

#include "core/capture/bpf_check.h"
#include "core/capture/capture_session.h"
#include "widgets/capture_dialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

#include <chrono>
#include <cstring>

namespace jitterscope {

namespace {
constexpr auto kStopGrace = std::chrono::milliseconds(3000);
/// Flows a running session's snapshots list (Analyzer::snapshot): the largest; the others are
/// counted and merged. With 100 000 flows a snapshot of every flow was ~120 MB and 0.2–0.6 s of
/// the thread that reads the helper's stream (20 snapshots a second are asked for); the final one
/// lists all.
constexpr size_t kLiveFlows = 10000;

struct SessionOutcome {
    bool captured = false; // a stream was read: snapshot and session file are there to show
    SnapshotPtr snapshot;
    QString sessionPath;
    QString message; // empty for a clean end
};

// The translated explanation of how a session ended (the texts keep the context of the
// LiveSession class they were written for, so existing translations still apply). Any thread.
QString describe(const LiveCaptureResult &r)
{
    QString helperText = QString::fromStdString(r.message); // not const: returned by move
    switch (r.status) {
    case LiveCaptureStatus::Ok: return {};
    case LiveCaptureStatus::StartFailed:
        if (r.stopRequested)
            return QCoreApplication::translate("jitterscope::LiveSession",
                                               "The capture was stopped before it started.");
        return QCoreApplication::translate("jitterscope::LiveSession", "The capture helper could not be started.\n\n%1")
            .arg(helperText);
    case LiveCaptureStatus::Permission: {
        QString command = QString::fromStdString(r.setcapCommand);
        if (command.isEmpty())
            command = QStringLiteral("sudo setcap cap_net_raw,cap_net_admin=eip %1")
                          .arg(QFileInfo(QString::fromStdString(r.helper)).absoluteFilePath());
        return QCoreApplication::translate(
                   "jitterscope::LiveSession",
                   "The capture helper has no permission to capture. Jitterscope itself never needs root: "
                   "grant the helper its capture rights once, as root, then start the capture again:\n\n"
                   "    %1\n\n"
                   "setcap is lost whenever the helper is rebuilt or reinstalled.\n\nThe helper said:\n%2")
            .arg(command, helperText);
    }
    case LiveCaptureStatus::HelperError:
        return r.streamStarted
                   ? QCoreApplication::translate("jitterscope::LiveSession", "The capture ended with an error:\n%1")
                         .arg(helperText)
                   : QCoreApplication::translate("jitterscope::LiveSession", "The capture could not start:\n%1")
                         .arg(helperText);
    case LiveCaptureStatus::Killed:
        if (r.forcedKill)
            return QCoreApplication::translate(
                       "jitterscope::LiveSession",
                       "The capture helper did not stop within %1 s and was killed. The session file ends at its "
                       "last flush (at most 40 ms of data are missing).")
                .arg(std::chrono::duration<double>(kStopGrace).count());
        return QCoreApplication::translate(
                   "jitterscope::LiveSession",
                   "The capture helper was ended by signal %1 (%2). The session file ends at its last flush.")
            .arg(r.termSignal)
            .arg(QString::fromLocal8Bit(strsignal(r.termSignal)));
    case LiveCaptureStatus::StreamError:
        return QCoreApplication::translate(
                   "jitterscope::LiveSession",
                   "The stream from the capture helper could not be read to its end; the analysis covers the "
                   "packets before the damage.\n%1")
            .arg(helperText);
    }
    return helperText;
}
} // namespace

CaptureController::CaptureController(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    m_start = new QAction(this);
    m_start->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_start, &QAction::triggered, this, &CaptureController::showStartDialog);
    m_stop = new QAction(this);
    connect(m_stop, &QAction::triggered, this, &CaptureController::stopCapture);
    m_pause = new QAction(this);
    m_pause->setCheckable(true);
    connect(m_pause, &QAction::toggled, this, &CaptureController::setPaused);
    m_saveAs = new QAction(this);
    connect(m_saveAs, &QAction::triggered, this, &CaptureController::saveSessionAs);

    m_jobs.setThreadName(QStringLiteral("live-session"));
    retranslate();
    updateActions();
}

// The tracker's destructor stops the session and waits (bounded: SIGINT, then SIGKILL after the grace).
CaptureController::~CaptureController() = default;

void CaptureController::populateMenu(QMenu *menu)
{
    menu->addAction(m_start);
    menu->addAction(m_stop);
    menu->addAction(m_pause);
    menu->addSeparator();
    menu->addAction(m_saveAs);
}

void CaptureController::retranslate()
{
    m_start->setText(tr("&Start Capture…"));
    m_stop->setText(tr("S&top Capture"));
    m_pause->setText(tr("&Pause Display"));
    m_saveAs->setText(tr("Save Session &As…"));
}

void CaptureController::updateActions()
{
    const bool running = isCapturing();
    m_start->setEnabled(!running);
    m_stop->setEnabled(running);
    m_pause->setEnabled(running);
    m_saveAs->setEnabled(!m_sessionFile.isEmpty() && !running);
}

void CaptureController::showStartDialog()
{
    CaptureDialog dialog(m_window);
    std::string error;
    const auto interfaces = listCaptureInterfaces(&error);
    dialog.setInterfaces(interfaces, QString::fromStdString(error));
    dialog.setFilterCheck([](const std::string &expression) { return checkCaptureFilter(expression); });
    if (!m_lastOptions.interface.empty())
        dialog.setOptions(m_lastOptions);
    dialog.setWindowSeconds(m_windowSeconds);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_windowSeconds = dialog.windowSeconds();
    LiveCaptureOptions options;
    static_cast<CaptureOptions &>(options) = dialog.options(); // the analysis keeps its defaults
    startCapture(options);
}

void CaptureController::startCapture(const LiveCaptureOptions &options)
{
    if (isCapturing())
        return;
    m_lastOptions = options;
    m_paused = false;
    m_pause->setChecked(false);
    m_sessionFile.clear();
    const auto work = [this, options](JobContext &job) {
        // Tracker thread: `this` is only used inside posts, which run on the GUI thread.
        SessionOutcome out;
        if (job.isCancelled()) {
            out.message =
                QCoreApplication::translate("jitterscope::LiveSession", "The capture was stopped before it started.");
            return out;
        }
        LiveCaptureOptions o = options;
        if (o.sessionPath.empty())
            o.sessionPath = newSessionPath();
        LiveCapture capture(o);
        job.onCancel([&capture] { capture.stop(kStopGrace); });
        out.sessionPath = QString::fromStdString(o.sessionPath);
        job.post([this, path = out.sessionPath] {
            m_sessionFile = path;
            Q_EMIT captureStarted(path);
        });
        capture.setProgressInterval(std::chrono::milliseconds(50));
        capture.onProgress = [&](const Analyzer &analyzer) {
            if (job.canPostLatest()) // else the GUI has not taken the previous one: a newer comes soon
                job.postLatest([this, s = analyzer.snapshot(kLiveFlows)] {
                    if (!m_paused)
                        Q_EMIT snapshot(s);
                });
        };
        Analyzer analyzer(o.analysis);
        const LiveCaptureResult result = capture.run(analyzer); // never throws past the helper: it is reaped
        out.captured =
            result.streamStarted &&
            (result.status == LiveCaptureStatus::Ok || result.status == LiveCaptureStatus::Killed ||
             result.status == LiveCaptureStatus::StreamError || result.status == LiveCaptureStatus::HelperError);
        if (out.captured)
            out.snapshot = analyzer.snapshot();
        out.message = describe(result);
        return out;
    };
    m_jobs.run(work, [this](SessionOutcome out) {
        if (out.captured)
            m_sessionFile = out.sessionPath;
        updateActions();
        if (out.captured) {
            Q_EMIT captureFinished(std::move(out.snapshot), out.sessionPath, out.message);
        } else {
            Q_EMIT captureFailed(out.message);
        }
    });
    updateActions();
}

void CaptureController::stopCapture()
{
    m_jobs.cancel();
}

void CaptureController::setPaused(bool paused)
{
    m_paused = paused;
}

void CaptureController::saveSessionAs()
{
    if (m_sessionFile.isEmpty())
        return;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save Session As"), QString(),
                                                      tr("pcapng session (*.pcapng);;All files (*)"));
    if (path.isEmpty() || path == m_sessionFile)
        return;
    QFile::remove(path);
    if (!QFile::copy(m_sessionFile, path))
        QMessageBox::warning(m_window, tr("Save Session As"), tr("Could not copy the session to %1.").arg(path));
}

} // namespace jitterscope
