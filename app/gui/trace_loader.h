// Loads traces off the GUI thread through a JobTracker: one load at a time, the latest request
// wins (a new load() cancels the one in progress, whose results are then dropped). Reports
// progress and a partial snapshot every ~250 ms while the file streams, so the first plot appears
// early. GUI thread only: every signal is emitted there, and only for the latest load. A file that
// is not a trace at all (nothing in it read as pcap or pcapng) fails like one that cannot be
// opened; a damaged trace finishes with the packets before the damage.
#pragma once

#include "app/gui/job_tracker.h"
#include "core/analysis/snapshot.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace jitterscope {

using SnapshotPtr = std::shared_ptr<const AnalysisSnapshot>;

class TraceLoader : public QObject {
    Q_OBJECT
public:
    explicit TraceLoader(QObject *parent = nullptr);

    /// Starts reading and analysing `path`; cancels (and makes stale) a load in progress.
    void load(const QString &path, const AnalysisOptions &options = AnalysisOptions());
    /// Asks the running load to stop at its next progress check; finished(…, true) follows.
    void cancel() { m_jobs.cancel(); }
    [[nodiscard]] bool isLoading() const { return m_jobs.isRunning(); }
    /// The path of the latest load().
    [[nodiscard]] QString path() const { return m_path; }
    /// File-name patterns of what opens (pcap and pcapng, each also gzip-, zstd- or LZ4-compressed), for the Open
    /// dialog. The reader goes by the content, so a trace with another name opens too.
    [[nodiscard]] static QStringList filePatterns();

Q_SIGNALS:
    void started(const QString &path);
    /// Fraction of the file read, 0..1.
    void progress(double fraction);
    void snapshotReady(jitterscope::SnapshotPtr snapshot);
    /// The load ended with a result; `snapshot` is complete, or partial when `cancelled`.
    void finished(jitterscope::SnapshotPtr snapshot, bool cancelled);
    /// Nothing to show: the file could not be opened or read, or is not a trace (`message` says why).
    void failed(const QString &message);

private:
    JobTracker m_jobs;
    QString m_path;
};

} // namespace jitterscope

Q_DECLARE_METATYPE(jitterscope::SnapshotPtr)
