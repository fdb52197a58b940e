#include "app/gui/live_session.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <chrono>

namespace jitterscope {

namespace {
constexpr auto kStopGrace = std::chrono::milliseconds(3000);
}

LiveSession::LiveSession(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<SnapshotPtr>();
    qRegisterMetaType<LiveCaptureOptions>();
}

LiveSession::~LiveSession() = default;

void LiveSession::stop()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_capture)
        m_capture->stop(kStopGrace);
}

void LiveSession::stop(quint64 generation)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_stoppedUpTo = std::max(m_stoppedUpTo, generation);
    if (m_capture && m_runningGeneration <= generation)
        m_capture->stop(kStopGrace);
}

bool LiveSession::isRunning() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_capture != nullptr;
}

void LiveSession::start(const LiveCaptureOptions &requested, quint64 generation)
{
    LiveCaptureOptions options = requested;
    if (options.sessionPath.empty())
        options.sessionPath = newSessionPath();
    LiveCapture capture(options);
    bool cancelled = false;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        cancelled = generation <= m_stoppedUpTo;
        if (!cancelled) {
            m_capture = &capture;
            m_runningGeneration = generation;
        }
    }
    if (cancelled) { // emitted outside the lock: a direct receiver may call stop()
        Q_EMIT failed(generation, tr("The capture was stopped before it started."));
        return;
    }
    const QString sessionPath = QString::fromStdString(options.sessionPath);
    Q_EMIT started(generation, sessionPath);

    capture.setProgressInterval(std::chrono::milliseconds(m_intervalMs));
    QCoreApplication *app = QCoreApplication::instance();
    std::shared_ptr<std::atomic<bool>> inFlight = m_inFlight;
    inFlight->store(false);
    capture.onProgress = [&](const Analyzer &analyzer) {
        if (app && inFlight->exchange(true))
            return; // the main thread has not taken the previous snapshot yet: skip, newer comes soon
        Q_EMIT snapshotReady(generation, analyzer.snapshot());
        // Posted after the queued signal, so it runs once the main thread has delivered it.
        if (app)
            QMetaObject::invokeMethod(app, [inFlight] { inFlight->store(false); }, Qt::QueuedConnection);
    };

    Analyzer analyzer(options.analysis);
    const LiveCaptureResult result = capture.run(analyzer); // never throws past the helper: it is reaped
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_capture = nullptr;
    }

    const bool captured = result.streamStarted
        && (result.status == LiveCaptureStatus::Ok || result.status == LiveCaptureStatus::Killed
            || result.status == LiveCaptureStatus::StreamError || result.status == LiveCaptureStatus::HelperError);
    if (captured)
        Q_EMIT finished(generation, analyzer.snapshot(), sessionPath, describe(result));
    else
        Q_EMIT failed(generation, describe(result));
}

QString LiveSession::describe(const LiveCaptureResult &r) const
{
    const QString helperText = QString::fromStdString(r.message);
    switch (r.status) {
    case LiveCaptureStatus::Ok:
        return {};
    case LiveCaptureStatus::StartFailed:
        if (r.stopRequested)
            return tr("The capture was stopped before it started.");
        return tr("The capture helper could not be started.\n\n%1").arg(helperText);
    case LiveCaptureStatus::Permission: {
        QString command = QString::fromStdString(r.setcapCommand);
        if (command.isEmpty())
            command = QStringLiteral("sudo setcap cap_net_raw,cap_net_admin=eip %1")
                          .arg(QFileInfo(QString::fromStdString(r.helper)).absoluteFilePath());
        return tr("The capture helper has no permission to capture. Jitterscope itself never needs root: "
                  "grant the helper its capture rights once, as root, then start the capture again:\n\n"
                  "    %1\n\n"
                  "setcap is lost whenever the helper is rebuilt or reinstalled.\n\nThe helper said:\n%2")
            .arg(command, helperText);
    }
    case LiveCaptureStatus::HelperError:
        return r.streamStarted ? tr("The capture ended with an error:\n%1").arg(helperText)
                               : tr("The capture could not start:\n%1").arg(helperText);
    case LiveCaptureStatus::Killed:
        if (r.forcedKill)
            return tr("The capture helper did not stop within %1 s and was killed. The session file ends at its "
                      "last flush (at most 250 ms of data are missing).")
                .arg(std::chrono::duration<double>(kStopGrace).count());
        return tr("The capture helper was ended by signal %1 (%2). The session file ends at its last flush.")
            .arg(r.termSignal)
            .arg(QString::fromLocal8Bit(strsignal(r.termSignal)));
    case LiveCaptureStatus::StreamError:
        return tr("The stream from the capture helper could not be read to its end; the analysis covers the "
                  "packets before the damage.\n%1")
            .arg(helperText);
    }
    return helperText;
}

} // namespace jitterscope
