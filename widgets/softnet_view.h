// Softnet view: per-CPU rates from /proc/net/softnet_stat (processed/s, dropped/s, time_squeeze/s)
// over time, in three stacked plots that share one time axis (drag / wheel pans and zooms all
// three). One line per CPU, the same colour in every plot, named in one legend. Each rate is drawn
// at the middle of the interval it averages; a CPU that was offline leaves a gap and gets
// offline/online markers (derived from the gaps in its rate series). Time is in seconds since an
// origin (the trace's first packet, so it lines up with the burst timeline).
// GUI thread only. Holds the latest snapshot; the work is coalesced by a 40 ms timer and skipped
// while hidden.
#pragma once

#include "core/analysis/snapshot.h"
#include "widgets/common/plot_export.h"

#include <QWidget>

#include <memory>
#include <utility>
#include <vector>

class QCPAxisRect;
class QCPGraph;
class QCPItemText;
class QCPTextElement;
class QLabel;
class QTimer;

namespace jitterscope {

class SoftnetView : public QWidget, public ExportablePlot {
    Q_OBJECT
public:
    enum Metric { Processed = 0, Dropped = 1, TimeSqueeze = 2 };
    static constexpr int kMetrics = 3;

    /// A CPU going offline or coming back, as seen between two softnet samples.
    struct CpuMarker {
        double tSec = 0; ///< since the origin
        uint32_t cpu = 0;
        bool online = false;
    };

    explicit SoftnetView(QWidget *parent = nullptr);
    ~SoftnetView() override;

    /// Latest analysis state (streaming snapshots are fine: the user's zoom is kept). Snapshots
    /// without session data show a placeholder.
    void setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot)
    {
        m_snapshot = std::move(snapshot);
        scheduleRefresh();
    }
    /// Time origin in ns since the epoch; 0 = automatic (the first packet, else the first sample).
    void setOrigin(int64_t originNs)
    {
        m_originNs = originNs;
        scheduleRefresh();
    }
    /// The origin in use.
    [[nodiscard]] int64_t origin() const;
    /// 0 = whole session; otherwise the last `seconds` follow the newest sample.
    void setWindowSeconds(double seconds)
    {
        m_windowSec = seconds > 0 ? seconds : 0.0;
        resetZoom();
    }
    [[nodiscard]] double windowSeconds() const { return m_windowSec; }

    /// Visible time range, seconds since the origin.
    [[nodiscard]] std::pair<double, double> visibleRange() const;
    /// Shows this range and stops following new samples (until resetZoom()).
    void setVisibleRange(double t0Sec, double t1Sec)
    {
        m_follow = false;
        setRangeProgrammatically(t0Sec, t1Sec);
        scheduleRefresh();
    }

    /// CPUs plotted, ascending.
    [[nodiscard]] const std::vector<uint32_t> &cpus() const { return m_cpus; }
    /// The line of `cpu` in the plot of `metric` (nullptr if that CPU is not plotted).
    [[nodiscard]] QCPGraph *graph(Metric metric, uint32_t cpu) const
    {
        for (const CpuGraphs &g : m_graphs)
            if (g.cpu == cpu)
                return g.graphs[metric];
        return nullptr;
    }
    [[nodiscard]] QCPAxisRect *axisRect(Metric metric) const { return m_rects[metric]; }
    [[nodiscard]] const std::vector<CpuMarker> &cpuMarkers() const { return m_markers; }
    /// Applies a pending update now instead of after the coalescing timer.
    void refreshNow();

    [[nodiscard]] QCustomPlot *plot() const override { return m_plot; }
    [[nodiscard]] QString csv() const override;

public Q_SLOTS:
    /// Back to the whole session or the sliding window, following new samples (also on double-click).
    void resetZoom()
    {
        m_follow = true;
        scheduleRefresh();
    }

Q_SIGNALS:
    /// The user dragged or zoomed (for synchronising other timelines).
    void visibleRangeChanged(double t0Sec, double t1Sec);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct CpuGraphs {
        uint32_t cpu = 0;
        QCPGraph *graphs[kMetrics] = {};
    };
    void buildPlot();
    void retranslate();
    void scheduleRefresh();
    void rebuildData();
    void rebuildMarkers();
    void updateTexts();
    void fitY();
    void setRangeProgrammatically(double t0, double t1);

    QCustomPlot *m_plot = nullptr;
    QCPAxisRect *m_rects[kMetrics] = {};
    QCPTextElement *m_title = nullptr;
    QCPItemText *m_placeholder = nullptr;
    QLabel *m_note = nullptr;
    QTimer *m_refreshTimer = nullptr;
    std::vector<CpuGraphs> m_graphs;
    std::vector<uint32_t> m_cpus;
    std::vector<CpuMarker> m_markers;

    std::shared_ptr<const AnalysisSnapshot> m_snapshot;
    std::shared_ptr<const std::vector<SoftnetRate>> m_plottedRates; ///< what the graphs hold
    int64_t m_originNs = 0; ///< 0 = automatic
    int64_t m_plottedOriginNs = 0;
    double m_windowSec = 0;
    double m_newestSec = 0, m_oldestSec = 0; ///< data extent (interval ends / starts)
    bool m_follow = true; ///< no user zoom: the range tracks the window or the whole session
    bool m_settingRange = false;
    bool m_pending = false;
    bool m_dataDirty = true; ///< rebuild the lines even if the rates did not change
};

} // namespace jitterscope
