// Before/after comparison of two analyses A and B (two traces, two simulations, or one of each):
// the inter-arrival histograms and burst timelines side by side on the same axes, or overlaid
// (histograms normalised to fractions so different packet counts compare), and the key figures
// tabulated with their differences (core compareSnapshots). In presentation mode one sub-view
// fills the widget with large fonts and thick lines, and the arrow keys, PageUp/PageDown and
// Space step between the sub-views (Escape leaves the mode). GUI thread only.
#pragma once

#include "core/analysis/timeline.h"
#include "core/sim/sim_snapshot.h"
#include "widgets/common/plot_export.h"

#include <QWidget>

#include <cmath>

#include <memory>
#include <vector>

class QCheckBox;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QLabel;
class QSplitter;
class QStackedWidget;
class QTableView;
class QTimer;

namespace jitterscope {

class BurstTimelineView;
class CompareTableModel;
class DeltaHistogramView;

class CompareView : public QWidget, public ExportablePlot {
    Q_OBJECT
public:
    enum Page { HistogramPage, TimelinePage, TablePage, PageCount };

    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override;

    /// Both sides at once; a null snapshot leaves that side empty. Extra figures are cleared.
    void setSides(std::shared_ptr<const AnalysisSnapshot> a, QString labelA, std::shared_ptr<const AnalysisSnapshot> b,
                  QString labelB);
    /// One side (0 = A, 1 = B), keeping the other; `extra` are that side's figures beyond the
    /// snapshot's own (simulationFigures() of a run), compared by id.
    void setSide(int side, std::shared_ptr<const AnalysisSnapshot> snapshot, QString label,
                 std::vector<Figure> extra = {});

    [[nodiscard]] bool overlay() const { return m_overlay; }
    [[nodiscard]] bool presentationMode() const { return m_presentation; }
    [[nodiscard]] int currentPage() const { return m_page; }
    [[nodiscard]] CompareTableModel *tableModel() const { return m_model; }

    /// The overlaid histogram as plotted: shared bin edges (ns) and each side's share per bin.
    [[nodiscard]] const SharedHistogram &overlayHistogram() const { return m_overlayData; }

    /// Overlay: the overlaid timeline on the timeline page, else the overlaid histogram.
    /// Side by side: side A's plot of the current page (the histogram's on the table page).
    [[nodiscard]] QCustomPlot *plot() const override;
    /// The figures table (core figureDiffCsv).
    [[nodiscard]] QString csv() const override;

public Q_SLOTS:
    void setOverlay(bool on);
    void setPresentationMode(bool on);
    void setCurrentPage(int page);
    void nextPage();
    void previousPage();

Q_SIGNALS:
    void overlayChanged(bool on);
    void presentationModeChanged(bool on);
    void currentPageChanged(int page);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    bool handleKey(QKeyEvent *event);
    void buildOverlayPlots();
    void retranslate();
    void updateAll();
    void syncSideBySide();
    void applyTimeYUnion();
    void rebuildOverlayHistogram();
    void rebuildOverlayTimeline();
    void updatePages();
    [[nodiscard]] QString sideText(int side) const;

    std::shared_ptr<const AnalysisSnapshot> m_snap[2];
    TimelineIndex m_timelineIndex[2]; ///< block summaries of each side's store (the overlay timeline)
    QString m_label[2];
    std::vector<Figure> m_extra[2];

    QCheckBox *m_overlayBox = nullptr;
    QLabel *m_sidesLabel = nullptr;
    QLabel *m_pageLabel = nullptr;
    QSplitter *m_outer = nullptr; // plots | table
    QSplitter *m_pageSplitter = nullptr; // histograms over timelines
    QWidget *m_stage = nullptr; // presentation: holds the current sub-view alone
    QWidget *m_pages[PageCount] = {};
    QStackedWidget *m_histStack = nullptr;
    QStackedWidget *m_timeStack = nullptr;
    QLabel *m_captions[4] = {}; // histogram A, B, timeline A, B
    DeltaHistogramView *m_hist[2] = {};
    BurstTimelineView *m_time[2] = {};
    QCustomPlot *m_overlayHist = nullptr;
    QCustomPlot *m_overlayTime = nullptr;
    QCPGraph *m_histGraph[2] = {};
    QCPGraph *m_timeGraph[2] = {};
    QCPItemStraightLine *m_p99Line[2] = {};
    QCPItemText *m_p99Text[2] = {};
    QTimer *m_timelineTimer = nullptr;
    QTableView *m_table = nullptr;
    CompareTableModel *m_model = nullptr;
    SharedHistogram m_overlayData;
    std::pair<double, double> m_fullTime { 0.0, 1.0 }; // seconds: both sides' whole duration
    std::pair<double, double> m_timeY[2] = { { NAN, NAN }, { NAN, NAN } }; // each timeline's own fitted gap range (µs)

    int m_page = HistogramPage;
    bool m_overlay = false;
    bool m_presentation = false;
    bool m_syncing = false;
};

} // namespace jitterscope
