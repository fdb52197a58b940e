// I/O graph: packets or bytes per time bin of the flow selection (core buildIoGraph), the rate
// view Wireshark users know. Bin width Auto (a 1-2-5 width giving about one bin per two pixel
// columns of the visible range) or 1 µs … 1 s; a width too fine for the range is widened and the
// title says so. Linear or logarithmic count axis. Same time axis as the burst timeline (seconds
// since the trace's first packet), with the same mouse navigation, and linked to it by the main
// window. Re-extracts the visible range only, coalesced by a timer. GUI thread only.
#pragma once

#include "core/analysis/io_graph.h"
#include "core/analysis/timeline.h"
#include "widgets/common/plot_export.h"
#include "widgets/common/refresh_pacing.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QCPGraph;
class QCPItemText;
class QCPTextElement;
class QCustomPlot;
class QLabel;
class QTimer;

namespace jitterscope {

struct AnalysisSnapshot;

class IoGraphView : public QWidget, public ExportablePlot {
    Q_OBJECT
public:
    enum class Measure { Packets, Bytes };

    explicit IoGraphView(QWidget *parent = nullptr);
    ~IoGraphView() override;

    /// Latest analysis state; streaming snapshots keep the user's zoom.
    void setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot);
    /// Block summaries of the snapshots' store shared with the burst timeline (see there).
    void shareTimelineIndex(std::shared_ptr<TimelineIndex> index);
    /// Flows to count (empty = all packets).
    void setFlowSelection(std::vector<uint32_t> flowIds);
    /// First title line: the trace and the flows shown.
    void setSubject(const QString &subject);
    /// Text shown while there are no packets (default: open a trace or start a capture).
    void setEmptyText(const QString &text);
    [[nodiscard]] QString titleText() const;

    /// Bin width in ns; 0 = Auto. Other values snap to the offered 1-2-5 widths.
    void setBinWidthNs(int64_t ns);
    [[nodiscard]] int64_t binWidthNs() const { return m_binNs; }
    void setMeasure(Measure m);
    [[nodiscard]] Measure measure() const { return m_measure; }
    [[nodiscard]] bool logY() const { return m_logY; }

    /// Visible time range, seconds since the first packet of the trace.
    [[nodiscard]] std::pair<double, double> visibleRange() const;
    void setVisibleRange(double t0Sec, double t1Sec);
    /// The same for a range that follows new snapshots (a live session's window): refreshed at
    /// the pace of snapshots, not at once.
    void followVisibleRange(double t0Sec, double t1Sec);

    /// Applies a pending re-extraction now instead of after the coalescing timer.
    void refreshNow();
    /// The bins currently plotted.
    [[nodiscard]] const IoGraphData &data() const { return m_data; }

    [[nodiscard]] QCustomPlot *plot() const override { return m_plot; }
    /// bin_start_ns (since the first packet), bin_ns, packets, bytes: integers.
    [[nodiscard]] QString csv() const override;

public Q_SLOTS:
    void setLogY(bool on);
    /// Shows the whole trace and follows it as it grows (also on double-click).
    void resetZoom();

Q_SIGNALS:
    /// The user dragged or zoomed (the main window links the other time views).
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
    [[nodiscard]] std::pair<double, double> fullRange() const;
    void setRangeProgrammatically(double t0, double t1);

    QCustomPlot *m_plot = nullptr;
    QCPGraph *m_graph = nullptr;
    QCPItemText *m_placeholder = nullptr;
    QCPTextElement *m_title = nullptr;
    QComboBox *m_binBox = nullptr;
    QComboBox *m_measureBox = nullptr;
    QCheckBox *m_logYBox = nullptr;
    QLabel *m_binLabel = nullptr;
    QTimer *m_refreshTimer = nullptr;
    RefreshPacing m_pacing;

    std::shared_ptr<const AnalysisSnapshot> m_snapshot;
    std::vector<uint32_t> m_flows;
    IoGraphData m_data;
    /// Block summaries of m_snapshot's store, extended at each snapshot, shown or not.
    std::shared_ptr<TimelineIndex> m_timelineIndex = std::make_shared<TimelineIndex>();
    int64_t m_binNs = 0; // 0 = Auto
    Measure m_measure = Measure::Packets;
    bool m_logY = false;
    bool m_followAll = true;
    bool m_settingRange = false;
    bool m_pending = false;
    QString m_subject;
    QString m_emptyText;
};

} // namespace jitterscope
