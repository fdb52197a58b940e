#include "widgets/compare_view.h"

#include "core/base/saturating.h"

#include "core/analysis/timeline.h"
#include "widgets/burst_timeline_view.h"
#include "widgets/common/plot_style.h"
#include "widgets/common/units.h"
#include "widgets/compare_table_model.h"
#include "widgets/delta_histogram_view.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>
#include <limits>

namespace jitterscope {

namespace {

// Blue and orange: distinct on a washed-out projector and for red-green colour blindness.
const QColor kSide[2] = { QColor(0, 90, 180), QColor(215, 95, 0) };
constexpr double kFontScale = 1.6, kPenScale = 2.0;
constexpr int kOverlayBins = 80;

/// Fractions on a linear axis as percentages ("25 %").
class PercentTicker : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale &locale, QChar, int) override
    {
        return QCoreApplication::translate("jitterscope::CompareView", "%1 %").arg(locale.toString(tick * 100, 'g', 3));
    }
};

// A stack is as large as its largest page: the hidden page must not count (at presentation fonts
// the side-by-side pair would push the overlay off the screen).
void showStackPage(QStackedWidget *stack, int index)
{
    stack->setCurrentIndex(index);
    for (int i = 0; i < stack->count(); ++i)
        stack->widget(i)->setSizePolicy(i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                                        i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
}

// Hidden plots (the other mode's, other pages in presentation) are replotted when shown.
void replotIfVisible(QCustomPlot *plot)
{
    if (plot->isVisible())
        plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    m_model = new CompareTableModel(this);
    m_overlayBox = new QCheckBox(this);
    m_overlayBox->setObjectName(QStringLiteral("overlayBox"));
    m_sidesLabel = new QLabel(this);
    m_sidesLabel->setWordWrap(true);
    m_pageLabel = new QLabel(this);
    m_pageLabel->setObjectName(QStringLiteral("pageLabel"));
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_overlayBox);
    bar->addWidget(m_sidesLabel, 1);
    bar->addWidget(m_pageLabel);

    // Sub-views: [A | B] histograms or the overlay; [A | B] timelines or the overlay; the table.
    m_histStack = new QStackedWidget(this);
    m_timeStack = new QStackedWidget(this);
    QSplitter *pairs[2] = { new QSplitter(Qt::Horizontal, this), new QSplitter(Qt::Horizontal, this) };
    for (int i = 0; i < 4; ++i) {
        const int s = i % 2;
        QWidget *view = i < 2 ? static_cast<QWidget *>(m_hist[s] = new DeltaHistogramView(this))
                              : static_cast<QWidget *>(m_time[s] = new BurstTimelineView(this));
        view->setObjectName(QLatin1String(i < 2 ? "histogram" : "timeline") + QLatin1String(s ? "B" : "A"));
        auto *box = new QWidget(this);
        auto *l = new QVBoxLayout(box);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(m_captions[i] = new QLabel(box));
        QFont bold; // weight only: the size follows the view's (presentation) font
        bold.setBold(true);
        m_captions[i]->setFont(bold);
        QPalette pal = m_captions[i]->palette();
        pal.setColor(QPalette::WindowText, kSide[s]);
        m_captions[i]->setPalette(pal);
        l->addWidget(view, 1);
        pairs[i / 2]->addWidget(box);
    }
    for (DeltaHistogramView *h : m_hist)
        h->setLogX(true); // shared log axis: both distributions fit whatever their spread
    m_overlayHist = new QCustomPlot(this);
    m_overlayHist->setObjectName(QStringLiteral("overlayHistogram"));
    m_overlayTime = new QCustomPlot(this);
    m_overlayTime->setObjectName(QStringLiteral("overlayTimeline"));
    keepPlotShrinkable(m_overlayHist);
    keepPlotShrinkable(m_overlayTime);
    m_histStack->addWidget(pairs[0]);
    m_histStack->addWidget(m_overlayHist);
    m_timeStack->addWidget(pairs[1]);
    m_timeStack->addWidget(m_overlayTime);
    for (QStackedWidget *stack : { m_histStack, m_timeStack })
        showStackPage(stack, 0);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents); // compact rows, any font
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setAlternatingRowColors(true);

    // Plots, then the figures table: below the side-by-side pairs (which need the full width),
    // beside the overlay plots (so that every row fits at 800 px); see setOverlay().
    m_pageSplitter = new QSplitter(Qt::Vertical, this);
    auto *outer = m_outer = new QSplitter(Qt::Vertical, this);
    outer->addWidget(m_pageSplitter);
    QWidget *pages[PageCount] = { m_histStack, m_timeStack, m_table };
    for (int p = 0; p < PageCount; ++p) {
        m_pages[p] = pages[p];
        m_pages[p]->setObjectName(QStringLiteral("page%1").arg(p));
        (p == TablePage ? outer : m_pageSplitter)->addWidget(m_pages[p]);
    }
    m_pageSplitter->setChildrenCollapsible(false);
    outer->setChildrenCollapsible(false);
    outer->setStretchFactor(0, 7); // plots get most of the space, the table a scrollable rest
    outer->setStretchFactor(1, 3);
    // The stretch factors share only what is left over the size hints, and a table's hint is tall:
    // at 1024×600 the table took 40 % and squeezed the four plots to 30 px. Start at 75:25 (the
    // splitter keeps that proportion when resized; the user can drag it).
    outer->setSizes({ 7500, 2500 });
    m_table->setMinimumHeight(60);
    // Each pair keeps a readable plot (controls ~50 px, title and axis ~60 px, data ~60 px).
    m_histStack->setMinimumHeight(180);
    m_timeStack->setMinimumHeight(160);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(outer, 1);
    m_stage = new QWidget(this);
    auto *stageLayout = new QVBoxLayout(m_stage);
    stageLayout->setContentsMargins(0, 0, 0, 0);
    m_stage->hide();
    layout->addWidget(m_stage, 1);

    buildOverlayPlots();
    m_timelineTimer = new QTimer(this);
    m_timelineTimer->setSingleShot(true);
    m_timelineTimer->setInterval(30);
    connect(m_timelineTimer, &QTimer::timeout, this, &CompareView::rebuildOverlayTimeline);
    connect(m_overlayBox, &QCheckBox::toggled, this, &CompareView::setOverlay);

    // Side by side: both histograms and both timelines follow each other's x range and log mode.
    for (int s = 0; s < 2; ++s) {
        DeltaHistogramView *other = m_hist[1 - s];
        connect(m_hist[s]->plot()->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this,
                [this, other](const QCPRange &r) {
                    if (m_syncing)
                        return;
                    const QScopedValueRollback<bool> guard(m_syncing, true);
                    other->setVisibleRangeNs(r.lower, r.upper);
                });
        connect(m_hist[s], &DeltaHistogramView::logXChanged, other, &DeltaHistogramView::setLogX);
        connect(m_hist[s], &DeltaHistogramView::logYChanged, other, &DeltaHistogramView::setLogY);
        connect(m_time[s], &BurstTimelineView::visibleRangeChanged, m_time[1 - s], &BurstTimelineView::setVisibleRange);
        connect(m_time[s], &BurstTimelineView::logYChanged, m_time[1 - s], &BurstTimelineView::setLogY);
        // Same gap axis on both timelines: each view fits its own y range, both show the union.
        connect(m_time[s]->plot()->yAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this,
                [this, s](const QCPRange &r) {
                    if (m_syncing)
                        return;
                    m_timeY[s] = { r.lower, r.upper };
                    applyTimeYUnion();
                });
    }
    for (QWidget *w : findChildren<QWidget *>())
        w->installEventFilter(this); // presentation keys win over the focused child's own use
    retranslate();
}

CompareView::~CompareView() = default;

void CompareView::buildOverlayPlots()
{
    for (QCustomPlot *plot : { m_overlayHist, m_overlayTime }) {
        plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
        plot->axisRect()->setRangeDrag(Qt::Horizontal);
        plot->axisRect()->setRangeZoom(Qt::Horizontal);
        // Legend in a row under the plot, so it never hides data or the p99 labels.
        plot->axisRect()->insetLayout()->take(plot->legend);
        plot->axisRect()->insetLayout()->simplify();
        plot->plotLayout()->addElement(1, 0, plot->legend);
        plot->plotLayout()->setRowStretchFactor(1, 0.001);
        plot->legend->setVisible(true);
        plot->legend->setFillOrder(QCPLegend::foRowsFirst); // A over B: long labels never widen the plot
        plot->legend->setBorderPen(Qt::NoPen);
    }
    units::installTimeTicker(m_overlayHist->xAxis, 1.0, true);
    m_overlayHist->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new PercentTicker));
    units::installTimeTicker(m_overlayTime->xAxis, 1e9, false);
    units::installTimeTicker(m_overlayTime->yAxis, 1e3, false);
    m_overlayTime->setNotAntialiasedElements(QCP::aeAll); // thousands of dots
    for (int s = 0; s < 2; ++s) {
        // Step outlines with a light fill: both shapes stay readable where they overlap.
        QColor fill = kSide[s];
        fill.setAlpha(s ? 60 : 80);
        m_histGraph[s] = m_overlayHist->addGraph();
        m_histGraph[s]->setLineStyle(QCPGraph::lsStepLeft);
        m_histGraph[s]->setPen(QPen(kSide[s], 2));
        m_histGraph[s]->setBrush(fill);
        m_timeGraph[s] = m_overlayTime->addGraph();
        m_timeGraph[s]->setLineStyle(QCPGraph::lsNone);
        m_timeGraph[s]->setScatterStyle(
            QCPScatterStyle(s ? QCPScatterStyle::ssCross : QCPScatterStyle::ssDisc, kSide[s], kSide[s], s ? 5 : 4));
        m_timeGraph[s]->setAdaptiveSampling(false);
        m_p99Line[s] = new QCPItemStraightLine(m_overlayHist);
        m_p99Line[s]->setPen(QPen(kSide[s], 1.5, Qt::DashLine));
        m_p99Text[s] = new QCPItemText(m_overlayHist);
        m_p99Text[s]->position->setTypeX(QCPItemPosition::ptPlotCoords);
        m_p99Text[s]->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        m_p99Text[s]->setColor(kSide[s]);
        m_p99Text[s]->setBrush(QColor(255, 255, 255, 200));
    }
    connect(m_overlayTime->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, [this] {
        if (!m_syncing)
            m_timelineTimer->start();
    });
    connect(m_overlayTime, &QCustomPlot::mouseDoubleClick, this, [this] {
        m_overlayTime->xAxis->setRange(m_fullTime.first, m_fullTime.second); // the timer re-extracts
    });
}

void CompareView::retranslate()
{
    m_overlayBox->setText(tr("Overlay A and B"));
    m_overlayBox->setToolTip(tr("One plot with both distributions, each as a share of its own gaps"));
    m_overlayHist->xAxis->setLabel(tr("Gap between consecutive packets"));
    m_overlayHist->yAxis->setLabel(tr("Share of the side's gaps"));
    m_overlayTime->xAxis->setLabel(tr("Time since the side's first packet"));
    m_overlayTime->yAxis->setLabel(tr("Gap to previous packet"));
    m_model->retranslate();
    updateAll();
}

void CompareView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString CompareView::sideText(int side) const
{
    const QString name = side ? tr("B") : tr("A");
    if (!m_snap[side])
        return tr("%1: (none)").arg(name);
    return tr("%1: %2").arg(name, m_label[side].isEmpty() ? QString::fromStdString(m_snap[side]->path) : m_label[side]);
}

void CompareView::setSides(std::shared_ptr<const AnalysisSnapshot> a, QString labelA,
                           std::shared_ptr<const AnalysisSnapshot> b, QString labelB)
{
    m_snap[0] = std::move(a);
    m_label[0] = std::move(labelA);
    m_extra[0].clear();
    setSide(1, std::move(b), std::move(labelB));
}

void CompareView::setSide(int side, std::shared_ptr<const AnalysisSnapshot> snapshot, QString label,
                          std::vector<Figure> extra)
{
    if (side < 0 || side > 1)
        return;
    m_snap[side] = std::move(snapshot);
    m_label[side] = std::move(label);
    m_extra[side] = std::move(extra);
    updateAll();
}

void CompareView::updateAll()
{
    m_sidesLabel->setText(sideText(0) + QStringLiteral("   ·   ") + sideText(1));
    for (int s = 0; s < 2; ++s) {
        for (QLabel *caption : { m_captions[s], m_captions[2 + s] })
            caption->setText(sideText(s));
        const auto &snap = m_snap[s];
        if (snap)
            m_hist[s]->setHistogram(snap->histogram, snap->interarrival, snap->jitter);
        else
            m_hist[s]->clear();
        if (!snap || !snap->packets)
            m_timeY[s] = { NAN, NAN }; // an empty side no longer stretches the other's gap axis
        m_time[s]->setSnapshot(snap);
    }
    applyTimeYUnion();
    if (m_snap[0] && m_snap[1])
        m_model->setRows(compareSnapshots(*m_snap[0], *m_snap[1], m_extra[0], m_extra[1]), m_label[0], m_label[1]);
    else
        m_model->clear();
    rebuildOverlayHistogram();
    syncSideBySide();
    rebuildOverlayTimeline();
    updatePages();
}

void CompareView::applyTimeYUnion()
{
    // Same gap axis on both timelines: the union of the ranges each side fitted for itself.
    const QCPRange u(std::fmin(m_timeY[0].first, m_timeY[1].first), // fmin/fmax skip a side not fitted
                     std::fmax(m_timeY[0].second, m_timeY[1].second));
    if (std::isnan(u.lower) || std::isnan(u.upper))
        return;
    const QScopedValueRollback<bool> guard(m_syncing, true);
    for (BurstTimelineView *t : m_time) {
        t->plot()->yAxis->setRange(u);
        t->plot()->replot(QCustomPlot::rpQueuedReplot);
    }
}

void CompareView::syncSideBySide()
{
    // Same axes on both sides: the overlay's shared gap range, and the longer side's duration.
    const QScopedValueRollback<bool> guard(m_syncing, true);
    const bool both = m_snap[0] && m_snap[1] && m_snap[0]->packets && m_snap[1]->packets;
    if (both && !m_overlayData.edgesNs.empty()) {
        for (DeltaHistogramView *h : m_hist)
            h->setVisibleRangeNs(m_overlayData.edgesNs.front(), m_overlayData.edgesNs.back());
    } else {
        for (DeltaHistogramView *h : m_hist)
            h->resetRange(); // one side (or none): its own fit, as a lone view shows it
    }
    double t1 = 0;
    for (const auto &snap : m_snap)
        if (snap && snap->packets)
            t1 = std::max(t1, double(satSub(snap->maxTsNs, snap->firstTsNs)) * 1e-9);
    const double pad = t1 > 0 ? 0.02 * t1 : 1e-3;
    m_fullTime = { -pad, t1 + pad };
    for (BurstTimelineView *t : m_time)
        t->setVisibleRange(m_fullTime.first, m_fullTime.second);
    m_overlayTime->xAxis->setRange(m_fullTime.first, m_fullTime.second);
}

void CompareView::rebuildOverlayHistogram()
{
    const LogLinearHistogram *h[2];
    for (int s = 0; s < 2; ++s)
        h[s] = m_snap[s] ? m_snap[s]->histogram.get() : nullptr;
    m_overlayData = sharedFractionHistogram(h[0], h[1], kOverlayBins);
    double top = 0;
    for (int s = 0; s < 2; ++s) {
        const std::vector<double> &frac = s ? m_overlayData.fractionB : m_overlayData.fractionA;
        QVector<double> keys, values;
        for (size_t i = 0; i < frac.size(); ++i) {
            keys << m_overlayData.edgesNs[i];
            values << frac[i];
            top = std::max(top, frac[i]);
        }
        if (!frac.empty()) {
            keys << m_overlayData.edgesNs.back();
            values << frac.back(); // closes the last step at the right edge
        }
        m_histGraph[s]->setData(keys, values, true);
        const bool shown = !frac.empty();
        m_p99Line[s]->setVisible(shown);
        m_p99Text[s]->setVisible(shown);
        if (!shown) {
            m_histGraph[s]->removeFromLegend();
            continue;
        }
        m_histGraph[s]->setName(tr("%1 (%Ln gaps)", nullptr, units::pluralCount(h[s]->count())).arg(sideText(s)));
        m_histGraph[s]->addToLegend();
        const DeltaStats &d = m_snap[s]->interarrival;
        const double p99 = double(d.count ? d.p99Ns : h[s]->percentile(0.99));
        m_p99Line[s]->point1->setCoords(p99, 0);
        m_p99Line[s]->point2->setCoords(p99, 1);
        m_p99Text[s]->position->setCoords(p99, s ? 0.12 : 0.02);
        // Right of the line in the left half of the (log) axis, left of it in the right half.
        const bool rightHalf = p99 * p99 > m_overlayData.edgesNs.front() * m_overlayData.edgesNs.back();
        m_p99Text[s]->setPositionAlignment((rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        m_p99Text[s]->setText(tr("p99 %1 %2").arg(s ? tr("B") : tr("A"), units::formatNs(p99)));
    }
    if (!m_overlayData.edgesNs.empty())
        m_overlayHist->xAxis->setRange(m_overlayData.edgesNs.front(), m_overlayData.edgesNs.back());
    m_overlayHist->yAxis->setRange(0, top > 0 ? top * 1.15 : 1);
    replotIfVisible(m_overlayHist);
}

void CompareView::rebuildOverlayTimeline()
{
    const QCPRange r = m_overlayTime->xAxis->range();
    const size_t maxPoints = size_t(std::max(400, m_overlayTime->axisRect()->width() * 2));
    double top = 0;
    for (int s = 0; s < 2; ++s) {
        const auto &snap = m_snap[s];
        QVector<double> t, g;
        if (snap && snap->store && snap->packetsStored > snap->firstStored) {
            m_timelineIndex[s].update(*snap->store, snap->firstStored, snap->packetsStored);
            const TimelineData d =
                buildTimeline(*snap->store, snap->firstStored, snap->packetsStored, {}, snap->firstTsNs, r.lower,
                              r.upper, maxPoints, snap->bursts.thresholdNs, &m_timelineIndex[s]);
            t = QVector<double>(d.tSec.begin(), d.tSec.end());
            g = QVector<double>(d.gapUs.begin(), d.gapUs.end());
            for (double v : d.gapUs)
                top = std::max(top, v);
        }
        m_timeGraph[s]->setData(t, g, true);
        m_timeGraph[s]->setName(sideText(s));
    }
    m_overlayTime->yAxis->setRange(0, top > 0 ? top * 1.1 : 1000);
    replotIfVisible(m_overlayTime);
}

void CompareView::setOverlay(bool on)
{
    if (on == m_overlay)
        return;
    m_overlay = on;
    const QSignalBlocker block(m_overlayBox);
    m_overlayBox->setChecked(on);
    for (QStackedWidget *stack : { m_histStack, m_timeStack })
        showStackPage(stack, on ? 1 : 0);
    m_outer->setOrientation(on ? Qt::Horizontal : Qt::Vertical);
    m_outer->setSizes(on ? QList<int> { 2000, 1000 } : QList<int> { 7000, 3000 });
    for (QCustomPlot *p : { m_overlayHist, m_overlayTime })
        replotIfVisible(p);
    Q_EMIT overlayChanged(on);
}

void CompareView::setPresentationMode(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    // Large fonts only while one sub-view has the whole widget: with all three on screen they
    // would squeeze a plot to nothing.
    if (on)
        updatePages();
    if (on) {
        QFont f = font();
        f.setPointSizeF((f.pointSizeF() > 0 ? f.pointSizeF() : 10.0) * kFontScale);
        setFont(f);
    } else {
        setFont(QFont());
    }
    m_table->horizontalHeader()->setFont(font()); // the header does not follow its parent's font
    setPlotsPresentation(this, on, kFontScale, kPenScale);
    if (!on)
        updatePages();
    else
        setFocus(Qt::OtherFocusReason);
    Q_EMIT presentationModeChanged(on);
}

void CompareView::setCurrentPage(int page)
{
    page = std::clamp(page, 0, int(PageCount) - 1);
    if (page == m_page)
        return;
    m_page = page;
    updatePages();
    Q_EMIT currentPageChanged(page);
}

void CompareView::nextPage()
{
    setCurrentPage((m_page + 1) % PageCount);
}

void CompareView::previousPage()
{
    setCurrentPage((m_page + PageCount - 1) % PageCount);
}

void CompareView::updatePages()
{
    // Presentation: the current sub-view moves onto the stage, which replaces the splitters; the
    // others wait in the hidden splitters. Moving (not hiding) keeps every plot at a real size.
    QWidget *staged = m_stage->layout()->count() ? m_stage->layout()->itemAt(0)->widget() : nullptr;
    QWidget *wanted = m_presentation ? m_pages[m_page] : nullptr;
    m_outer->setVisible(!m_presentation);
    if (staged != wanted) {
        if (staged) {
            const bool table = staged == m_pages[TablePage];
            (table ? m_outer : m_pageSplitter)->insertWidget(table ? 1 : int(staged == m_pages[TimelinePage]), staged);
            staged->show(); // shown with the splitters (a reparented widget is hidden)
        }
        if (wanted) {
            m_stage->layout()->addWidget(wanted);
            wanted->show();
        }
    }
    m_stage->setVisible(m_presentation);
    for (QCustomPlot *p : { m_overlayHist, m_overlayTime })
        replotIfVisible(p);
    const QString titles[PageCount] = { tr("Inter-arrival histograms"), tr("Burst timelines"), tr("Key figures") };
    m_pageLabel->setVisible(m_presentation);
    m_pageLabel->setText(
        tr("%1 · %2 / %3 · ← → to step, Esc to leave").arg(titles[m_page]).arg(m_page + 1).arg(int(PageCount)));
}

bool CompareView::handleKey(QKeyEvent *event)
{
    if (!m_presentation || event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))
        return false;
    const int key = event->key();
    if (key == Qt::Key_Escape) {
        setPresentationMode(false);
        return true;
    }
    const bool back = key == Qt::Key_Left || key == Qt::Key_Up || key == Qt::Key_PageUp;
    const bool forward = key == Qt::Key_Right || key == Qt::Key_Down || key == Qt::Key_PageDown || key == Qt::Key_Space;
    if (back)
        previousPage();
    else if (forward)
        nextPage();
    return back || forward;
}

bool CompareView::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && handleKey(static_cast<QKeyEvent *>(event)))
        return true;
    return QWidget::eventFilter(watched, event);
}

void CompareView::keyPressEvent(QKeyEvent *event)
{
    if (!handleKey(event))
        QWidget::keyPressEvent(event);
}

QCustomPlot *CompareView::plot() const
{
    const bool timeline = m_page == TimelinePage;
    if (m_overlay)
        return timeline ? m_overlayTime : m_overlayHist;
    return timeline ? m_time[0]->plot() : m_hist[0]->plot();
}

QString CompareView::csv() const
{
    return QString::fromStdString(figureDiffCsv(m_model->rows()));
}

} // namespace jitterscope
