// NAPI burst timeline: per-packet gap to the previous packet of the flow selection over time.
// Holds the latest snapshot and re-extracts (core buildTimeline) only the visible range at about
// two points per pixel whenever the range, the selection or the snapshot changes, coalesced by a
// 30 ms timer. GUI thread only.
#pragma once

#include "core/analysis/timeline.h"
#include "widgets/common/plot_export.h"
#include "widgets/common/refresh_pacing.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPTextElement;
class QTimer;

namespace jitterscope {

class BurstTimelineView : public QWidget, public ExportablePlot {
    Q_OBJECT
public:
    explicit BurstTimelineView(QWidget *parent = nullptr);
    ~BurstTimelineView() override;

    /// Latest analysis state; partial (streaming) snapshots are fine and keep the user's zoom.
    void setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot);
    /// Block summaries of the snapshots' store to share with another view of the same snapshots
    /// (the I/O graph), so the store is summarised once; each view has its own until then.
    void shareTimelineIndex(std::shared_ptr<TimelineIndex> index);
    [[nodiscard]] const std::shared_ptr<TimelineIndex> &timelineIndex() const { return m_timelineIndex; }
    /// Flows to plot (empty = all packets); gaps are between consecutive selected packets.
    void setFlowSelection(std::vector<uint32_t> flowIds);
    /// Text shown while there are no packets (default: open a trace or start a capture).
    void setEmptyText(const QString &text);
    /// First title line: the trace and the flows shown (empty: none).
    void setSubject(const QString &subject);
    [[nodiscard]] QString titleText() const;
    /// Overrides the burst threshold; 0 = the analysis' threshold (the flow's when one is selected).
    void setBurstThresholdNs(int64_t thresholdNs);
    [[nodiscard]] int64_t burstThresholdNs() const;

    /// Visible time range, seconds since the first packet of the trace.
    [[nodiscard]] std::pair<double, double> visibleRange() const;
    void setVisibleRange(double t0Sec, double t1Sec);
    /// The same for a range that follows new snapshots (a live session's window): refreshed at
    /// the pace of snapshots, not at once.
    void followVisibleRange(double t0Sec, double t1Sec);
    [[nodiscard]] bool logY() const { return m_logY; }

    /// Applies a pending re-extraction now instead of after the coalescing timer.
    void refreshNow();
    /// The points currently plotted.
    [[nodiscard]] const TimelineData &timeline() const { return m_data; }
    /// Points of the current range drawn as negative gaps.
    [[nodiscard]] int negativePoints() const;
    /// NAPI polls (kernel events, the capture's device) returning in the current range, and the
    /// groups of packets drawn as the packets of one poll.
    [[nodiscard]] size_t pollsInView() const { return m_pollsInView; }
    [[nodiscard]] size_t pollGroups() const { return m_pollGroups; }
    [[nodiscard]] size_t pollTicks() const;

    [[nodiscard]] QCustomPlot *plot() const override { return m_plot; }
    [[nodiscard]] QString csv() const override;

public Q_SLOTS:
    void setLogY(bool on);
    /// Shows the whole trace and follows it as it grows (also on double-click).
    void resetZoom();

Q_SIGNALS:
    void logYChanged(bool on);
    /// The user dragged or zoomed (for synchronising other timelines).
    void visibleRangeChanged(double t0Sec, double t1Sec);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void buildPlot();
    void retranslate();
    /// `forSnapshot`: for a new snapshot, paced (RefreshPacing); otherwise the user's action.
    void scheduleRefresh(bool forSnapshot = false);
    void scheduleRefresh(RefreshPacing::Cause cause);
    void rebuild();
    void fitY();
    void rebuildPolls();
    [[nodiscard]] std::pair<double, double> fullRange() const;
    void setRangeProgrammatically(double t0, double t1);

    QCustomPlot *m_plot = nullptr;
    QCPGraph *m_gaps = nullptr;
    QCPGraph *m_burstPoints = nullptr;
    QCPGraph *m_negative = nullptr; // gaps < 0 (file not in time order): never "in a burst"; |gap| on a log axis
    QCPGraph *m_spans = nullptr; // on yAxis2 (0..1): shaded burst spans
    QCPGraph *m_pollBands[2] = { nullptr, nullptr }; // on yAxis2: each poll's packets, alternating
    QCPGraph *m_pollEnds = nullptr; // on yAxis2: a tick where each poll returned
    QCPItemStraightLine *m_thresholdLine = nullptr;
    QCPItemText *m_thresholdLabel = nullptr;
    QCPItemText *m_placeholder = nullptr;
    QCPTextElement *m_title = nullptr;
    QCheckBox *m_logYBox = nullptr;
    QTimer *m_refreshTimer = nullptr;
    RefreshPacing m_pacing;

    std::shared_ptr<const AnalysisSnapshot> m_snapshot;
    /// Block summaries of m_snapshot's store, extended at each snapshot, shown or not (summarising
    /// 100 M packets at once took 0.4 s on the first visit of the tab after a load).
    std::shared_ptr<TimelineIndex> m_timelineIndex = std::make_shared<TimelineIndex>();
    std::vector<uint32_t> m_flows;
    TimelineData m_data;
    std::shared_ptr<const std::vector<NapiPollEvent>> m_pollSource; // what m_pollEndsNs was taken from
    int m_pollDevice = -1;
    std::vector<int64_t> m_pollEndsNs;
    size_t m_pollsInView = 0, m_pollGroups = 0;
    bool m_pollsTooDense = false; ///< polls in view, too many to draw each (or only an envelope drawn)
    int64_t m_thresholdOverrideNs = 0;
    bool m_logY = false;
    bool m_followAll = true; // no user zoom yet: the x range tracks the whole (growing) trace
    bool m_settingRange = false;
    bool m_pending = false;
    QString m_emptyText;
    QString m_subject;
};

} // namespace jitterscope
