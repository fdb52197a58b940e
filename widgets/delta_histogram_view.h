// Inter-arrival (delta) histogram: QCPBars rebinned from a LogLinearHistogram for the visible
// range and axis mode, with nominal-gap and percentile markers. GUI thread only.
#pragma once

#include "core/analysis/snapshot.h"
#include "widgets/common/plot_export.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QCPAbstractItem;
class QCPBars;
class QCPGraph;
class QCPItemText;
class QCPTextElement;
class QGridLayout;
class QTimer;

namespace jitterscope {

class DeltaHistogramView : public QWidget, public ExportablePlot {
    Q_OBJECT
public:
    explicit DeltaHistogramView(QWidget *parent = nullptr);
    ~DeltaHistogramView() override;

    /// Shows `histogram` (inter-arrival deltas, ns) with the markers from `stats` and `jitter`.
    /// Cheap to call for every streaming snapshot: rebins, keeps a range the user zoomed to.
    /// A null or empty histogram shows a placeholder.
    void setHistogram(std::shared_ptr<const LogLinearHistogram> histogram, const DeltaStats &stats,
                      const JitterStats &jitter);
    void clear();
    /// Text shown while there is no data (default: open a trace or start a capture).
    void setEmptyText(const QString &text);
    /// First title line: the trace and the flows shown (empty: none).
    void setSubject(const QString &subject);
    [[nodiscard]] QString titleText() const;

    [[nodiscard]] bool logX() const { return m_logX; }
    [[nodiscard]] bool logY() const { return m_logY; }
    /// Number of display bins across the visible x range (default 120).
    void setBinCount(int bins);
    [[nodiscard]] int binCount() const { return m_bins; }
    /// Visible x range in ns.
    [[nodiscard]] std::pair<double, double> visibleRangeNs() const;
    void setVisibleRangeNs(double lowNs, double highNs);
    /// The display bins currently plotted.
    [[nodiscard]] const DisplayHistogram &displayHistogram() const { return m_display; }
    /// Gaps < 0 in the histogram (timestamps going backwards), drawn and noted apart from the rest.
    [[nodiscard]] uint64_t negativeGaps() const { return m_negativeGaps; }

    [[nodiscard]] QCustomPlot *plot() const override { return m_plot; }
    [[nodiscard]] QString csv() const override;

public Q_SLOTS:
    void setLogX(bool on);
    void setLogY(bool on);
    /// Fits the x range to the data again (also on double-click) and follows new data.
    void resetRange();

Q_SIGNALS:
    void logXChanged(bool on);
    void logYChanged(bool on);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void buildPlot();
    void retranslate();
    void arrangeControls();
    void fitRange();
    /// The x range that shows the data (ns), as Fit sets it.
    [[nodiscard]] std::pair<double, double> fittedRange() const;
    void rebin();
    /// Lays the marker labels out in rows above the data (a label takes the first row where it
    /// overlaps no other), then fits the count axis so the bars stay below those rows.
    void rebuildMarkers();
    void fitCountAxis();
    /// The legend entry of the nominal-gap marker, naming where the gap comes from.
    [[nodiscard]] static QString nominalLegend(const JitterStats &j);
    void replotIfVisible();
    void refresh(); // rebin + queued replot
    void setRangeProgrammatically(double low, double high);

    QCustomPlot *m_plot = nullptr;
    QCPBars *m_bars = nullptr;
    QCPBars *m_negativeBars = nullptr; // bins below 0 (file not in time order), a category of their own
    QCPTextElement *m_title = nullptr;
    QGridLayout *m_controls = nullptr; ///< the axis boxes and Fit: one row, or two when narrow
    QCPItemText *m_placeholder = nullptr;
    QCPItemText *m_outside = nullptr;
    QCPGraph *m_legendNominal = nullptr; // empty graphs that only give the markers legend entries
    std::vector<QCPGraph *> m_legendPercentiles; // one per percentile, in its own colour
    std::vector<QCPAbstractItem *> m_markerItems;
    QCheckBox *m_logXBox = nullptr;
    QCheckBox *m_logYBox = nullptr;
    QTimer *m_rebinTimer = nullptr;

    std::shared_ptr<const LogLinearHistogram> m_hist;
    DeltaStats m_stats;
    JitterStats m_jitter;
    DisplayHistogram m_display;
    double m_maxCount = 0; // tallest display bin
    uint64_t m_negativeGaps = 0;
    int m_labelBandPx = 0; // height of the marker label rows at the top of the axis rect
    int m_bins = 120;
    bool m_logX = false;
    bool m_logY = false;
    bool m_userRange = false; // the user zoomed or dragged: keep the range across updates
    bool m_settingRange = false;
    QString m_emptyText;
    QString m_subject;
};

} // namespace jitterscope
