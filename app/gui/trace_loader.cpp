#include "app/gui/trace_loader.h"

#include "core/analysis/analyze_stream.h"

#include <chrono>

namespace jitterscope {

namespace {
struct LoadResult {
    SnapshotPtr snapshot; // null when the load failed
    bool cancelled = false;
    QString error;
};
} // namespace

TraceLoader::TraceLoader(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<SnapshotPtr>();
    m_jobs.setThreadName(QStringLiteral("trace-loader"));
}

QStringList TraceLoader::filePatterns()
{
    return { QStringLiteral("*.pcapng"),  QStringLiteral("*.pcapng.gz"), QStringLiteral("*.pcap"),
             QStringLiteral("*.pcap.gz"), QStringLiteral("*.ntar"),      QStringLiteral("*.ntar.gz") };
}

void TraceLoader::load(const QString &path, const AnalysisOptions &options)
{
    m_path = path;
    const auto work = [this, file = path.toStdString(), options](JobContext &job) {
        // Runs on the tracker's thread: `this` is only used inside posts, which run on the GUI thread.
        auto lastSnapshot = std::chrono::steady_clock::now();
        AnalyzeCallbacks cb;
        cb.progress = [&](const Analyzer &analyzer, uint64_t bytesRead, uint64_t fileSize) {
            if (fileSize > 0) {
                const double fraction = double(bytesRead) / double(fileSize);
                job.postLatest([this, fraction] { Q_EMIT progress(fraction); });
            }
            // A partial snapshot every ~250 ms: the first plot appears while the file still streams.
            const auto now = std::chrono::steady_clock::now();
            if (now - lastSnapshot >= std::chrono::milliseconds(250)) {
                lastSnapshot = now;
                job.post([this, snap = analyzer.snapshot()] { Q_EMIT snapshotReady(snap); });
            }
            return !job.isCancelled();
        };
        LoadResult r;
        std::string openError;
        try {
            r.snapshot = analyzeFile(file, options, &openError, cb, &r.cancelled);
        } catch (const std::exception &e) {
            r.snapshot.reset();
            openError = e.what();
        }
        r.error = QString::fromStdString(openError);
        return r;
    };
    m_jobs.run(work, [this](LoadResult r) {
        // Format still unknown: not even the first bytes read as a trace ("not a pcap or pcapng
        // file", "empty file", a gzip stream broken before its first block). There are no figures
        // to show, only the reason.
        if (r.snapshot && r.snapshot->error && r.snapshot->format == TraceFormat::Unknown)
            Q_EMIT failed(QString::fromStdString(r.snapshot->error->message));
        else if (r.snapshot)
            Q_EMIT finished(std::move(r.snapshot), r.cancelled);
        else
            Q_EMIT failed(r.error);
    });
    Q_EMIT started(path);
}

} // namespace jitterscope
