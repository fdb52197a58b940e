// Loads a trace off the GUI thread. Lives on its own QThread (moved there by MainWindow); its
// load() slot runs the whole read + analysis and publishes snapshots as it goes (latest wins; each
// carries the generation of the request so stale results are dropped by the receiver).
#pragma once

#include "core/analysis/snapshot.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace jitterscope {

using SnapshotPtr = std::shared_ptr<const AnalysisSnapshot>;

class TraceLoader : public QObject {
    Q_OBJECT
public:
    explicit TraceLoader(QObject *parent = nullptr);
    /// Thread-safe: asks the running load to stop at its next progress check.
    void cancel() { m_cancel.store(true); }

public Q_SLOTS:
    /// Runs on the loader thread. Emits progress/snapshotReady while reading, then finished().
    void load(const QString &path, const jitterscope::AnalysisOptions &options, quint64 generation);

Q_SIGNALS:
    void progress(quint64 generation, quint64 bytesRead, quint64 fileSize);
    void snapshotReady(quint64 generation, jitterscope::SnapshotPtr snapshot);
    void finished(quint64 generation, jitterscope::SnapshotPtr snapshot, bool cancelled);
    void failed(quint64 generation, const QString &message);

private:
    std::atomic<bool> m_cancel{false};
};

} // namespace jitterscope

Q_DECLARE_METATYPE(jitterscope::SnapshotPtr)
Q_DECLARE_METATYPE(jitterscope::AnalysisOptions)
