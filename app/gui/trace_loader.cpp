#include "app/gui/trace_loader.h"

#include "core/analysis/analyze_stream.h"
#include "core/base/pages.h"

#include <algorithm>
#include <chrono>

namespace jitterscope {

namespace {
/// Flows a partial snapshot lists (Analyzer::snapshot).
constexpr size_t kPartialFlows = 10000;
/// Flows the final snapshot lists, those with the most packets; the others count in the whole
/// trace's figures (and the CLI lists every flow). A flow's summary is ~700 bytes: a trace of a
/// million flows of a few packets (DNS, scans) held ~700 MB of summaries in the window.
constexpr size_t kFinalFlows = 100000;

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
    QStringList patterns;
    for (const char *base : { "*.pcapng", "*.pcap", "*.ntar" })
        for (const char *compression : { "", ".gz", ".zst", ".lz4" })
            patterns << QLatin1String(base) + QLatin1String(compression);
    return patterns;
}

void TraceLoader::load(const QString &path, const AnalysisOptions &options)
{
    m_path = path;
    const auto work = [this, file = path.toStdString(), options](JobContext &job) {
        // Runs on the tracker's thread: `this` is only used inside posts, which run on the GUI thread.
        using Clock = std::chrono::steady_clock;
        // The first partial snapshot right after the first batch (4096 packets: however many flows
        // the trace has, a snapshot of a few thousand is quick), so that the first plot appears at
        // once; the next every ~250 ms.
        Clock::duration interval = std::chrono::milliseconds(250);
        auto lastSnapshot = Clock::now() - interval;
        // The read frees as it goes, in pieces the heap keeps resident (a flow's datagrams held
        // while its decoder decides, the partial snapshots): given back every second, not only
        // before the passes. zoo-100k-flows: ~50 MB off the RSS at the end of the read, up to
        // ~40 ms a time on this thread (the CLI, whose peak is its output, does not).
        auto lastRelease = Clock::now();
        AnalyzeFileOptions cb;
        // The window's snapshot of a trace with very many flows: a small flow's gap histogram is
        // rebuilt from the packet store when it is selected (a walk of ~10 ms for 10 M packets)
        // rather than kept: 100 000 flows of 100 packets, ~58 MB.
        cb.dropRebuildableHistograms = true;
        cb.finalFlows = kFinalFlows;
        cb.progress = [&](const Analyzer &analyzer, uint64_t bytesRead, uint64_t fileSize) {
            const double fraction = fileSize > 0 ? double(bytesRead) / double(fileSize) : -1.0;
            // A partial snapshot every ~250 ms: the first plot appears while the file still
            // streams. Only when the GUI has taken the previous one (a busy GUI gets the newest
            // next, never a queue), and at most a fifth of this thread's time: a snapshot of a
            // trace with 100 000 flows takes a while to make (and to show).
            const auto now = Clock::now();
            if (now - lastRelease >= std::chrono::seconds(1)) {
                releaseFreeHeap();
                lastRelease = now;
            }
            if (now - lastSnapshot >= interval && job.canPostLatest()) {
                // The largest kPartialFlows flows only: with 100 000 flows, every flow's summary
                // (~1.2 KB with its histogram copy) made each partial snapshot ~120 MB, held by
                // the window while the next and the final one are made.
                auto snap = analyzer.snapshot(kPartialFlows);
                lastSnapshot = Clock::now();
                interval = std::max<Clock::duration>(std::chrono::milliseconds(250), 4 * (lastSnapshot - now));
                job.postLatest([this, fraction, snap = std::move(snap)] {
                    if (fraction >= 0)
                        Q_EMIT progress(fraction);
                    Q_EMIT snapshotReady(snap);
                });
            } else if (fraction >= 0) {
                job.postLatest([this, fraction] { Q_EMIT progress(fraction); });
            }
            return !job.isCancelled();
        };
        LoadResult r;
        std::string openError;
        try {
            r.snapshot = analyzeFile(file, options, &openError, cb, &r.cancelled);
            releaseFreeHeap(); // the analysis' per-flow state and batches are gone
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
