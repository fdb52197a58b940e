#include "app/gui/capture_controller.h"

#include "core/capture/capture_session.h"
#include "widgets/capture_dialog.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>

namespace jitterscope {

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

    m_session = new LiveSession;
    m_session->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_session, &QObject::deleteLater);
    connect(this, &CaptureController::requestStart, m_session, &LiveSession::start);
    connect(m_session, &LiveSession::started, this, [this](quint64 gen, const QString &file) {
        if (gen != m_generation)
            return;
        m_sessionFile = file;
        Q_EMIT captureStarted(file);
    });
    connect(m_session, &LiveSession::snapshotReady, this, [this](quint64 gen, SnapshotPtr s) {
        if (gen == m_generation && !m_paused)
            Q_EMIT snapshot(std::move(s));
    });
    connect(m_session, &LiveSession::finished, this,
            [this](quint64 gen, SnapshotPtr s, const QString &file, const QString &message) {
                if (gen != m_generation)
                    return;
                m_running = false;
                m_sessionFile = file;
                updateActions();
                Q_EMIT captureFinished(std::move(s), file, message);
            });
    connect(m_session, &LiveSession::failed, this, [this](quint64 gen, const QString &message) {
        if (gen != m_generation)
            return;
        m_running = false;
        updateActions();
        Q_EMIT captureFailed(message);
    });
    m_thread.setObjectName(QStringLiteral("live-session"));
    m_thread.start();
    retranslate();
    updateActions();
}

CaptureController::~CaptureController()
{
    m_session->stop(); // bounded: the helper gets SIGINT, then SIGKILL after the grace period
    m_thread.quit();
    m_thread.wait();
}

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
    m_start->setEnabled(!m_running);
    m_stop->setEnabled(m_running);
    m_pause->setEnabled(m_running);
    m_saveAs->setEnabled(!m_sessionFile.isEmpty() && !m_running);
}

void CaptureController::showStartDialog()
{
    CaptureDialog dialog(m_window);
    std::string error;
    const auto interfaces = listCaptureInterfaces(&error);
    dialog.setInterfaces(interfaces, QString::fromStdString(error));
    if (!m_lastOptions.interface.empty())
        dialog.setOptions(m_lastOptions);
    dialog.setWindowSeconds(m_windowSeconds);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_windowSeconds = dialog.windowSeconds();
    startCapture(dialog.options());
}

void CaptureController::startCapture(const LiveCaptureOptions &options)
{
    if (m_running)
        return;
    m_lastOptions = options;
    m_running = true;
    m_paused = false;
    m_pause->setChecked(false);
    m_sessionFile.clear();
    ++m_generation;
    updateActions();
    Q_EMIT requestStart(options, m_generation);
}

void CaptureController::stopCapture()
{
    m_session->stop(m_generation);
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
