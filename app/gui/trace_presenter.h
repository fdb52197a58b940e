// Applies analysis snapshots to the trace views: the newest snapshot from a load or a live
// capture is kept as pending and applied at most every 50 ms (latest wins); the flow table's
// scope (selection, filter or the explicit "all" choice) picks what the histogram and the
// timeline show (figures from core selectionStats), and their titles name the trace and those
// flows. The presenter keeps no copy of the selection: it reads the table's scope each time, so
// the table and the plots cannot disagree. During a live capture with a view window, the
// histogram and the timeline follow its last seconds. GUI thread only.
#pragma once

#include "app/gui/trace_loader.h" // SnapshotPtr

#include <QObject>

class QTimer;

namespace jitterscope {

class BurstTimelineView;
class CommentsView;
class DeltaHistogramView;
class DropCountersBar;
class FlowTableView;
class IoGraphView;
class SoftnetView;
class SummaryView;
struct SelectionStats;

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
        IoGraphView *ioGraph = nullptr; ///< counts the timeline's flows
    };
    TracePresenter(const Views &views, QObject *parent);

    /// A new source (trace or capture): drops the pending snapshot and the table's selection
    /// (`keepSelection`: the same trace analysed again, whose flows keep their ids).
    void reset(bool keepSelection = false);
    /// The newest snapshot; replaces one not yet applied.
    void setPending(SnapshotPtr snapshot);
    /// Applies the pending snapshot now (at the end of a load) instead of at the next tick.
    void applyPending();
    /// Live capture with a view window of `seconds` (0 = whole session); liveEnded() stops it.
    void setLive(double windowSeconds);
    void liveEnded();
    [[nodiscard]] bool isLive() const { return m_live; }
    [[nodiscard]] SnapshotPtr applied() const { return m_applied; }
    /// "sample.pcapng · nominal gap estimated, burst threshold derived, file order, decoders auto":
    /// the caption of an exported trace plot (empty before any snapshot).
    [[nodiscard]] QString exportCaption() const;

Q_SIGNALS:
    /// A snapshot was applied to the views.
    void snapshotApplied(jitterscope::SnapshotPtr snapshot);

private:
    void applySelection();
    /// allFlowsStats(*m_applied), kept for the snapshot it was made from: merging every flow's
    /// histogram takes ~30 ms with 100 000 flows, at each return to all flows.
    [[nodiscard]] std::shared_ptr<const SelectionStats> allFlowsStatsOfApplied();

    Views m_views;
    QTimer *m_timer = nullptr;
    SnapshotPtr m_pending; // latest snapshot not yet applied
    SnapshotPtr m_applied;
    bool m_noMatch = false; // the plots show "no flow matches the filter"
    bool m_live = false; // the applied snapshots come from a running capture
    double m_windowSeconds = 0;
    std::weak_ptr<const AnalysisSnapshot> m_allFlowsOf; // the snapshot m_allFlows is of
    std::shared_ptr<const SelectionStats> m_allFlows; // null: none (no flow)
};

} // namespace jitterscope
