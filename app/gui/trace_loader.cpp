#include "app/gui/trace_loader.h"

#include "core/analysis/analyze_stream.h"
#include <chrono>

namespace jitterscope {

TraceLoader::TraceLoader(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<SnapshotPtr>();
    qRegisterMetaType<AnalysisOptions>();
}

void TraceLoader::load(const QString &path, const AnalysisOptions &options, quint64 generation)
{
    m_cancel.store(false);
    auto lastSnapshot = std::chrono::steady_clock::now();
    AnalyzeCallbacks cb;
    cb.progress = [&](const Analyzer &analyzer, uint64_t bytesRead, uint64_t fileSize) {
        Q_EMIT progress(generation, bytesRead, fileSize);
        // A partial snapshot every ~250 ms: the first plot appears while the file still streams.
        const auto now = std::chrono::steady_clock::now();
        if (now - lastSnapshot >= std::chrono::milliseconds(250)) {
            lastSnapshot = now;
            Q_EMIT snapshotReady(generation, analyzer.snapshot());
        }
        return !m_cancel.load();
    };
    std::string openError;
    bool cancelled = false;
    SnapshotPtr snap;
    try {
        snap = analyzeFile(path.toStdString(), options, &openError, cb, &cancelled);
    } catch (const std::exception &e) {
        Q_EMIT failed(generation, QString::fromStdString(e.what()));
        return;
    }
    if (!snap) {
        Q_EMIT failed(generation, QString::fromStdString(openError));
        return;
    }
    Q_EMIT finished(generation, snap, cancelled);
}

} // namespace jitterscope
