// Applies analysis snapshots to the trace views: the newest snapshot from a load or a live
// capture is kept as pending and applied at most every 50 ms (latest wins); the flow selection
// picks what the histogram and the timeline show (figures from core selectionStats). During a
// live capture with a view window, the histogram and the timeline follow its last seconds.
// GUI thread only.
#pragma once

#include "app/gui/trace_loader.h" // SnapshotPtr

#include <QObject>

#include <vector>

class QTimer;

namespace jitterscope {

class BurstTimelineView;
class CommentsView;
class DeltaHistogramView;
class DropCountersBar;
class FlowTableView;
class SoftnetView;
class SummaryView;

class TracePresenter : public QObject {
    Q_OBJECT
public:
    struct Views {
        SummaryView *summary;
        FlowTableView *flowTable;
        DeltaHistogramView *histogram;
        BurstTimelineView *timeline;
        CommentsView *comments;
        SoftnetView *softnet;
        DropCountersBar *drops;
    };
    TracePresenter(const Views &views, QObject *parent);

    /// A new source (trace or capture): drops the pending snapshot and the selection.
    void reset();
    /// The newest snapshot; replaces one not yet applied.
    void setPending(SnapshotPtr snapshot);
    /// Applies the pending snapshot now (at the end of a load) instead of at the next tick.
    void applyPending();
    /// Live capture with a view window of `seconds` (0 = whole session); liveEnded() stops it.
    void setLive(double windowSeconds);
    void liveEnded();
    [[nodiscard]] bool isLive() const { return m_live; }
    [[nodiscard]] SnapshotPtr applied() const { return m_applied; }

Q_SIGNALS:
    /// A snapshot was applied to the views.
    void snapshotApplied(jitterscope::SnapshotPtr snapshot);

private:
    void applySelection();

    Views m_views;
    QTimer *m_timer = nullptr;
    SnapshotPtr m_pending; // latest snapshot not yet applied
    SnapshotPtr m_applied;
    std::vector<uint32_t> m_selection;
    bool m_live = false; // the applied snapshots come from a running capture
    double m_windowSeconds = 0;
};

} // namespace jitterscope
