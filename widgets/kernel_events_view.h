// Kernel events view: what the kernel's receive path did during a session recorded with
// --kernel-events (KernelEventsStats, snapshot.h). Three plots: the work of every napi_poll over
// time, one colour per CPU, polls that hit their budget marked in red over a dashed budget line;
// the duration of every NET_RX softirq run over time, runs that crossed a jiffy tick marked; and
// the histogram of work per poll (0–64, as napi_monitor) for the chosen device over the visible
// time window. Under the polls, the captured packets as a rug: zoomed in, each poll's point follows
// the packets it handled. The two time plots share one axis in seconds since the origin (the trace's first
// packet, like the burst timeline and the softnet view), so the main window links their ranges.
// GUI thread only; the work is coalesced by a 40 ms timer and skipped while hidden.
#pragma once

#include "core/analysis/snapshot.h"
#include "widgets/common/plot_export.h"

#include <QWidget>

#include <memory>
#include <utility>
#include <vector>

class QCPAxisRect;
class QCPBars;
class QCPGraph;
class QCPItemText;
class QCPItemStraightLine;
class QComboBox;
class QLabel;
class QTimer;

namespace jitterscope {

class KernelEventsView : public QWidget, public ExportablePlot {
    Q_OBJECT
public:
    explicit KernelEventsView(QWidget *parent = nullptr);
    ~KernelEventsView() override;

    /// Latest analysis state; snapshots without kernel events show why (placeholder).
    void setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot);
    /// Time origin in ns since the epoch; 0 = the first packet, else the first event.
    void setOrigin(int64_t originNs);
    [[nodiscard]] int64_t origin() const;
    /// Visible time range of the two time plots, seconds since the origin.
    [[nodiscard]] std::pair<double, double> visibleRange() const;
    void setVisibleRange(double t0Sec, double t1Sec);
    /// The device of the histogram: an index into KernelEventsStats::deviceNames, -1 = all.
    void setDevice(int device);
    [[nodiscard]] int device() const;
    /// Applies a pending update now instead of after the coalescing timer.
    void refreshNow();

    // For tests and export: what is drawn.
    [[nodiscard]] const std::vector<uint32_t> &cpus() const { return m_cpus; }
    [[nodiscard]] size_t pollPoints() const; ///< all CPUs' poll points
    [[nodiscard]] size_t atBudgetPoints() const;
    [[nodiscard]] size_t runPoints() const;
    [[nodiscard]] size_t packetPoints() const; ///< the captured packets' rug under the polls
    [[nodiscard]] size_t tickCrossingPoints() const;
    [[nodiscard]] const std::vector<uint64_t> &histogram() const { return m_histogram; } ///< as drawn
    [[nodiscard]] QString summaryText() const;
    [[nodiscard]] bool placeholderShown() const;
    [[nodiscard]] QString placeholderText() const;

    [[nodiscard]] QCustomPlot *plot() const override { return m_plot; }
    /// The histogram as drawn: work,polls.
    [[nodiscard]] QString csv() const override;

public Q_SLOTS:
    /// The whole session (also on double-click).
    void resetZoom();

Q_SIGNALS:
    /// The user dragged or zoomed the time plots (for linking the other timelines).
    void visibleRangeChanged(double t0Sec, double t1Sec);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    [[nodiscard]] const KernelEventsStats *kernelStats() const; ///< nullptr: none in the snapshot
    void buildPlot();
    void retranslate();
    void scheduleRefresh();
    void rebuildData();
    void rebuildHistogram();
    [[nodiscard]] QString histogramLabel() const;
    void updatePlaceholder();
    void fillDevices();
    void setRangeProgrammatically(double t0, double t1);

    QCustomPlot *m_plot = nullptr;
    QCPAxisRect *m_pollRect = nullptr, *m_runRect = nullptr, *m_histRect = nullptr;
    QCPGraph *m_atBudget = nullptr, *m_crossing = nullptr, *m_packets = nullptr;
    QCPItemStraightLine *m_budgetLine = nullptr;
    QCPItemText *m_budgetText = nullptr;
    QCPBars *m_bars = nullptr;
    QCPItemText *m_placeholder = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_deviceLabel = nullptr;
    QComboBox *m_deviceBox = nullptr;
    QTimer *m_refreshTimer = nullptr;
    std::vector<QCPGraph *> m_pollGraphs, m_runGraphs; ///< per CPU, as m_cpus
    std::vector<uint32_t> m_cpus;
    std::vector<uint64_t> m_histogram;

    std::shared_ptr<const AnalysisSnapshot> m_snapshot;
    std::shared_ptr<const std::vector<NapiPollEvent>> m_plottedPolls;
    std::shared_ptr<const std::vector<NetRxRun>> m_plottedRuns;
    int64_t m_originNs = 0, m_plottedOriginNs = 0;
    size_t m_plottedPackets = 0;
    double m_oldestSec = 0, m_newestSec = 0;
    bool m_follow = true, m_settingRange = false, m_pending = false, m_dataDirty = true;
    bool m_deviceChosen = false; ///< the user picked the histogram's device (else: the capture device)
    static constexpr int kRefillDevices = -2; ///< no device index: the box is filled again
    int m_filledCaptureDevice = kRefillDevices; ///< the capture device when the device box was filled
};

} // namespace jitterscope
