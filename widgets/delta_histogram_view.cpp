#include "widgets/delta_histogram_view.h"

#include "widgets/common/plot_navigator.h"
#include "widgets/common/plot_style.h"
#include "widgets/common/plot_title.h"
#include "widgets/common/units.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace jitterscope {

namespace {

// Colours chosen to stay distinct on a washed-out projector and for red-green colour blindness.
const QColor kBarFill(70, 130, 180, 200);
const QColor kBarPen(40, 80, 120);
const QColor kNominal(0, 120, 60);
const QColor kNegativeFill(130, 40, 150, 200);
struct MarkerStyle {
    const char *name;
    QColor colour;
};
const MarkerStyle kPercentiles[] = { { "p50", QColor(40, 40, 40) },
                                     { "p90", QColor(230, 120, 0) },
                                     { "p99", QColor(200, 30, 30) },
                                     { "p99.9", QColor(130, 40, 150) } };

constexpr double kMinLogNs = 1.0;

QCPItemText *makeText(QCustomPlot *plot, const QColor &colour, Qt::Alignment alignment)
{
    auto *text = new QCPItemText(plot);
    text->position->setType(QCPItemPosition::ptAxisRectRatio);
    text->setPositionAlignment(alignment);
    text->setColor(colour);
    text->setSelectable(false);
    return text;
}

} // namespace

QString DeltaHistogramView::nominalLegend(const JitterStats &j)
{
    switch (j.source) {
    case NominalSource::Given: return tr("Nominal gap (given)");
    case NominalSource::Sender: return tr("Nominal gap (from the sender's clock)");
    case NominalSource::Rate: return tr("Nominal gap (mean rate)");
    case NominalSource::None:
    case NominalSource::PerFlow: break;
    }
    return tr("Nominal gap");
}

DeltaHistogramView::DeltaHistogramView(QWidget *parent)
    : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    keepPlotShrinkable(m_plot);
    m_logXBox = new QCheckBox(this);
    m_logYBox = new QCheckBox(this);
    auto *fit = new QPushButton(this);
    fit->setObjectName(QStringLiteral("fitButton"));
    m_controls = new QGridLayout;
    m_controls->setColumnStretch(2, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_controls);
    layout->addWidget(m_plot, 1);

    m_rebinTimer = new QTimer(this);
    m_rebinTimer->setSingleShot(true);
    m_rebinTimer->setInterval(30);
    connect(m_rebinTimer, &QTimer::timeout, this, &DeltaHistogramView::refresh);
    connect(m_logXBox, &QCheckBox::toggled, this, &DeltaHistogramView::setLogX);
    connect(m_logYBox, &QCheckBox::toggled, this, &DeltaHistogramView::setLogY);
    connect(fit, &QPushButton::clicked, this, &DeltaHistogramView::resetRange);

    buildPlot();
    retranslate();
    clear();
}

DeltaHistogramView::~DeltaHistogramView() = default;

void DeltaHistogramView::buildPlot()
{
    m_plot->setNotAntialiasedElements(QCP::aeAll); // up to a few hundred bars: crisp edges, fast
    // The data's own range bounds navigation; the linear tail beyond 1.5 × p99.9 stays reachable.
    new PlotNavigator(m_plot, [this] {
        auto [low, high] = fittedRange();
        if (!m_logX && m_hist && m_hist->count() > 0)
            high = std::max(high, double(m_hist->maxValue()) * 1.05);
        return QCPRange(low, high);
    });
    QFont font = m_plot->font();
    font.setPointSizeF(font.pointSizeF() * 1.1);
    for (QCPAxis *axis : { m_plot->xAxis, m_plot->yAxis }) {
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
    }

    m_title = new PlotTitle(m_plot, font);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_title);

    m_bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    m_bars->setPen(QPen(kBarPen, 1));
    m_bars->setBrush(kBarFill);
    m_bars->setAntialiased(false);
    m_negativeBars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    m_negativeBars->setPen(QPen(kNegativeFill.darker(), 1));
    m_negativeBars->setBrush(kNegativeFill);
    m_negativeBars->setAntialiased(false);

    m_legendNominal = m_plot->addGraph();
    m_legendNominal->setPen(QPen(kNominal, 2, Qt::DashLine));
    for (const MarkerStyle &p : kPercentiles) {
        QCPGraph *g = m_plot->addGraph();
        g->setPen(QPen(p.colour, 2));
        g->setName(QString::fromLatin1(p.name));
        m_legendPercentiles.push_back(g);
    }

    // Legend in a row under the plot, so it never hides markers, labels or data.
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->axisRect()->insetLayout()->simplify();
    m_plot->plotLayout()->addElement(2, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(2, 0.001);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setMargins(QMargins(6, 2, 6, 2));
    m_plot->legend->setFont(font);

    m_placeholder = makeText(m_plot, QColor(90, 90, 90), Qt::AlignCenter);
    m_placeholder->position->setCoords(0.5, 0.5);
    m_placeholder->setTextAlignment(Qt::AlignCenter);
    m_placeholder->setFont(font);
    wrapTextToPlot(m_placeholder);
    m_outside = makeText(m_plot, QColor(90, 90, 90), Qt::AlignRight | Qt::AlignBottom);
    m_outside->position->setCoords(0.99, 0.97);
    m_outside->setBrush(QColor(255, 255, 255, 220));

    units::installTimeTicker(m_plot->xAxis, 1.0, false);
    m_plot->yAxis->setRange(0, 1);

    // A user's zoom or pan rebins once it pauses; a range set by the view itself (a fit) is followed
    // by its caller's refresh, and a second one 30 ms later was only a delay (every flow selection
    // among 100 000 flows waited for it).
    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, [this] {
        if (m_settingRange)
            return;
        m_userRange = true;
        m_rebinTimer->start();
    });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &DeltaHistogramView::resetRange);
}

void DeltaHistogramView::arrangeControls()
{
    // One row when it fits, else the count axis box on a second row: one row was the view's
    // minimum width, and two views side by side (the comparison) outgrew a 1024-pixel screen in German.
    auto *fit = findChild<QPushButton *>(QStringLiteral("fitButton"));
    const int spacing = std::max(0, m_controls->horizontalSpacing());
    const int x = m_logXBox->sizeHint().width(), y = m_logYBox->sizeHint().width(), f = fit->sizeHint().width();
    setMinimumWidth(std::max(x + f, y) + spacing);
    const bool oneRow = width() >= x + y + f + 3 * spacing;
    const bool arrangedInOneRow = m_controls->itemAtPosition(1, 0) == nullptr;
    if (m_controls->count() > 0 && oneRow == arrangedInOneRow)
        return;
    for (QWidget *w : std::initializer_list<QWidget *> { m_logXBox, m_logYBox, fit })
        m_controls->removeWidget(w);
    m_controls->addWidget(m_logXBox, 0, 0);
    m_controls->addWidget(m_logYBox, oneRow ? 0 : 1, oneRow ? 1 : 0);
    m_controls->addWidget(fit, 0, 3);
}

void DeltaHistogramView::retranslate()
{
    m_logXBox->setText(tr("Logarithmic gap axis"));
    m_logYBox->setText(tr("Logarithmic count axis"));
    if (auto *fit = findChild<QPushButton *>(QStringLiteral("fitButton")))
        fit->setText(tr("Fit"));
    m_plot->xAxis->setLabel(tr("Gap between consecutive packets"));
    m_plot->yAxis->setLabel(tr("Packets"));
    m_placeholder->setText(!m_emptyText.isEmpty()
                               ? m_emptyText
                               : tr("No inter-arrival data yet.\nOpen a trace or start a capture: the histogram "
                                    "needs at least two packets\nin the selected flows."));
    m_legendNominal->setName(nominalLegend(m_jitter));
    arrangeControls();
}

void DeltaHistogramView::setSubject(const QString &subject)
{
    if (subject == m_subject)
        return;
    m_subject = subject;
    refresh();
}

QString DeltaHistogramView::titleText() const
{
    return m_title->text();
}

void DeltaHistogramView::setEmptyText(const QString &text)
{
    m_emptyText = text;
    retranslate();
    replotIfVisible();
}

void DeltaHistogramView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        rebuildMarkers();
        replotIfVisible();
    } else if (event->type() == QEvent::FontChange) {
        // After the children have their new font (and size hints) too.
        QTimer::singleShot(0, this, &DeltaHistogramView::arrangeControls);
    }
    QWidget::changeEvent(event);
}

void DeltaHistogramView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    rebuildMarkers(); // label placement depends on the laid-out axis rect
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void DeltaHistogramView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrangeControls();
    rebuildMarkers(); // label rows depend on the width, the count axis on the height
    replotIfVisible();
}

void DeltaHistogramView::clear()
{
    setHistogram(nullptr, DeltaStats {}, JitterStats {});
}

void DeltaHistogramView::setHistogram(std::shared_ptr<const LogLinearHistogram> histogram, const DeltaStats &stats,
                                      const JitterStats &jitter)
{
    m_hist = std::move(histogram);
    m_stats = stats;
    m_jitter = jitter;
    if (!m_userRange)
        fitRange();
    refresh();
}

void DeltaHistogramView::setBinCount(int bins)
{
    m_bins = std::clamp(bins, 1, 10000);
    refresh();
}

std::pair<double, double> DeltaHistogramView::visibleRangeNs() const
{
    return { m_plot->xAxis->range().lower, m_plot->xAxis->range().upper };
}

void DeltaHistogramView::setVisibleRangeNs(double lowNs, double highNs)
{
    m_plot->xAxis->setRange(lowNs, highNs); // counts as a user range
    refresh();
}

void DeltaHistogramView::setLogX(bool on)
{
    if (on == m_logX)
        return;
    m_logX = on;
    const QSignalBlocker block(m_logXBox); // only the box's own toggled(): no loop back here
    m_logXBox->setChecked(on);
    units::installTimeTicker(m_plot->xAxis, 1.0, on);
    m_userRange = false; // a linear range makes no sense on a log axis and vice versa
    fitRange();
    refresh();
    Q_EMIT logXChanged(on);
}

void DeltaHistogramView::setLogY(bool on)
{
    if (on == m_logY)
        return;
    m_logY = on;
    const QSignalBlocker block(m_logYBox); // only the box's own toggled(): no loop back here
    m_logYBox->setChecked(on);
    units::installCountTicker(m_plot->yAxis, on);
    refresh();
    Q_EMIT logYChanged(on);
}

void DeltaHistogramView::resetRange()
{
    m_userRange = false;
    fitRange();
    refresh();
}

void DeltaHistogramView::setRangeProgrammatically(double low, double high)
{
    m_settingRange = true;
    m_plot->xAxis->setRange(low, high);
    m_settingRange = false;
}

void DeltaHistogramView::fitRange()
{
    const auto [low, high] = fittedRange();
    setRangeProgrammatically(low, high);
}

std::pair<double, double> DeltaHistogramView::fittedRange() const
{
    if (!m_hist || m_hist->count() == 0)
        return { m_logX ? 1e3 : 0, m_logX ? 1e7 : 1e6 };
    const double minNs = double(m_hist->minValue());
    const double maxNs = double(m_hist->maxValue());
    // Linear: long tails squash the body into one bar, so stop at 1.5 × p99.9 when the maximum is
    // far beyond it; the "beyond" note tells how many gaps are off to the right. Log shows it all.
    const double p999 = double(m_stats.count ? m_stats.p999Ns : m_hist->percentile(0.999));
    double low = m_logX ? std::max(kMinLogNs, minNs) : minNs;
    double high = !m_logX && maxNs > 3 * p999 && p999 > 0 ? 1.5 * p999 : maxNs;
    if (m_jitter.nominalGapNs > 0) { // keep the nominal-gap marker in view
        low = std::min(low, double(m_jitter.nominalGapNs));
        high = std::max(high, double(m_jitter.nominalGapNs));
    }
    if (m_logX)
        return { low / 1.25, std::max(high, low * 10) * 1.25 };
    const double pad = std::max(1.0, (high - low) * 0.05);
    low = (low >= 0 && low - pad < 0) ? 0 : low - pad;
    return { low, high + pad };
}

void DeltaHistogramView::rebin()
{
    const bool empty = !m_hist || m_hist->count() == 0;
    m_placeholder->setVisible(empty);
    m_bars->setVisible(!empty);
    m_negativeBars->setVisible(!empty);
    m_plot->legend->setVisible(!empty);
    m_negativeGaps = 0;
    if (empty) {
        m_display = {};
        m_bars->data()->clear();
        m_negativeBars->data()->clear();
        m_negativeBars->removeFromLegend();
        m_outside->setVisible(false);
        m_title->setText(m_subject.isEmpty() ? tr("Inter-arrival histogram") : m_subject);
        m_maxCount = 0;
        rebuildMarkers();
        return;
    }
    const QCPRange range = m_plot->xAxis->range();
    auto lowNs = int64_t(std::floor(range.lower));
    auto highNs = int64_t(std::ceil(range.upper));
    if (m_logX)
        lowNs = std::max<int64_t>(lowNs, int64_t(kMinLogNs));
    highNs = std::max(highNs, lowNs + 1);
    // makeDisplayHistogram folds out-of-range values into its first and last bins; ask for one more
    // bin on each side and drop those two, so a clipped tail never shows as a spike at the edge.
    int64_t padLow, padHigh;
    if (m_logX) {
        const double f = std::pow(double(highNs) / double(lowNs), 1.0 / m_bins);
        padLow = int64_t(std::floor(double(lowNs) / f));
        padHigh = int64_t(std::ceil(double(highNs) * f));
    } else {
        const double w = double(highNs - lowNs) / m_bins;
        padLow = int64_t(std::floor(double(lowNs) - w));
        padHigh = int64_t(std::ceil(double(highNs) + w));
    }
    const DisplayHistogram padded = makeDisplayHistogram(*m_hist, m_bins + 2, m_logX, padLow, padHigh);
    m_display = {};
    m_display.logBins = padded.logBins;
    m_display.edgesNs.assign(padded.edgesNs.begin() + 1, padded.edgesNs.end() - 1);
    m_display.counts.assign(padded.counts.begin() + 1, padded.counts.end() - 1);

    const size_t n = m_display.counts.size();
    QVector<double> keys, values, negKeys, negValues;
    double maxCount = 0;
    for (size_t i = 0; i < n; ++i) {
        const double a = m_display.edgesNs[i], b = m_display.edgesNs[i + 1];
        const double key = m_logX ? std::sqrt(a * b) : 0.5 * (a + b);
        (key < 0 ? negKeys : keys).push_back(key);
        (key < 0 ? negValues : values).push_back(m_display.counts[i]);
        maxCount = std::max(maxCount, m_display.counts[i]);
    }
    m_bars->setData(keys, values, true);
    m_negativeBars->setData(negKeys, negValues, true);
    if (m_logX) {
        // Log bins are equally wide on screen: width as a share of the axis rect.
        const double shown = std::log(m_display.edgesNs[n] / m_display.edgesNs[0]);
        const double visible = std::log(range.upper / std::max(range.lower, kMinLogNs));
        m_bars->setWidthType(QCPBars::wtAxisRectRatio);
        m_bars->setWidth(visible > 0 ? shown / visible / double(n) : 0.01);
    } else {
        m_bars->setWidthType(QCPBars::wtPlotCoords);
        m_bars->setWidth((m_display.edgesNs[n] - m_display.edgesNs[0]) / double(n));
    }
    m_negativeBars->setWidthType(m_bars->widthType());
    m_negativeBars->setWidth(m_bars->width());
    m_maxCount = maxCount;

    // Gaps outside the shown range, so a clipped tail never goes unnoticed.
    uint64_t below = 0, above = 0;
    const double shownLow = m_display.edgesNs.front(), shownHigh = m_display.edgesNs.back();
    m_hist->forEachBucket([&](int64_t lo, int64_t hi, uint64_t c) {
        if (hi < 0) { // never "below" the shown range: a category of its own
            m_negativeGaps += c;
            return;
        }
        if (double(hi) + 1 <= shownLow)
            below += c;
        else if (double(lo) >= shownHigh)
            above += c;
    });
    QStringList notes;
    if (m_negativeGaps)
        notes << tr("gaps < 0 (file not in time order): %1").arg(units::formatCount(m_negativeGaps));
    if (below)
        notes << tr("← gaps below %1: %2").arg(units::formatNs(shownLow), units::formatCount(below));
    if (above)
        notes << tr("gaps beyond %1: %2 (max %3) →")
                     .arg(units::formatNs(shownHigh), units::formatCount(above),
                          units::formatNs(double(m_hist->maxValue())));
    m_outside->setText(notes.join(QLatin1Char('\n')));
    m_outside->setVisible(!notes.isEmpty());

    m_bars->setName(tr("Gaps: %1").arg(units::formatCount(m_hist->count() - m_negativeGaps)));
    m_negativeBars->setName(tr("Negative gaps: %1").arg(units::formatCount(m_negativeGaps)));
    if (m_negativeGaps)
        m_negativeBars->addToLegend();
    else
        m_negativeBars->removeFromLegend();
    QString title = tr("Inter-arrival gaps: %1, mean %2, σ %3")
                        .arg(units::formatCount(m_hist->count()), units::formatNs(m_stats.meanNs),
                             units::formatNs(m_stats.stddevNs));
    if (m_jitter.nominalGapNs > 0)
        title += tr(", max |gap − nominal| %1").arg(units::formatNs(double(m_jitter.maxAbsDevNs)));
    m_title->setText(m_subject.isEmpty() ? title : m_subject + QLatin1Char('\n') + title);
    rebuildMarkers();
}

void DeltaHistogramView::rebuildMarkers()
{
    for (QCPAbstractItem *item : m_markerItems)
        m_plot->removeItem(item);
    m_markerItems.clear();
    m_labelBandPx = 0;
    const bool empty = !m_hist || m_hist->count() == 0;
    m_legendNominal->setName(nominalLegend(m_jitter));
    m_legendNominal->removeFromLegend();
    for (QCPGraph *g : m_legendPercentiles)
        g->removeFromLegend();
    if (empty) {
        fitCountAxis();
        return;
    }
    struct Marker {
        QString id, label;
        double key;
        QColor colour;
        bool dashed;
    };
    std::vector<Marker> markers;
    if (m_jitter.nominalGapNs > 0) {
        markers.push_back(
            { QStringLiteral("nominal"), tr("nominal %1"), double(m_jitter.nominalGapNs), kNominal, true });
        m_legendNominal->addToLegend();
    }
    const double pct[] = { 0.5, 0.9, 0.99, 0.999 };
    const int64_t given[] = { m_stats.p50Ns, m_stats.p90Ns, m_stats.p99Ns, m_stats.p999Ns };
    for (int i = 0; i < 4; ++i) {
        // Exact statistics when given; from the (merged) histogram for a multi-flow selection.
        const double key = double(m_stats.count ? given[i] : m_hist->percentile(pct[i]));
        markers.push_back({ QString::fromLatin1(kPercentiles[i].name),
                            QString::fromLatin1(kPercentiles[i].name) + QStringLiteral(" %1"), key,
                            kPercentiles[i].colour, false });
        m_legendPercentiles[size_t(i)]->addToLegend();
    }
    std::stable_sort(markers.begin(), markers.end(), [](const Marker &a, const Marker &b) { return a.key < b.key; });

    // Pixel geometry of the current size (the layout runs before the labels are measured).
    m_plot->plotLayout()->setOuterRect(m_plot->rect());
    for (const auto phase :
         { QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout })
        m_plot->plotLayout()->update(phase);
    const QRect rect = m_plot->axisRect()->rect();
    const QFontMetrics fm(m_plot->font());
    const QMargins padding(3, 1, 3, 1);
    const int rowHeight = fm.height() + padding.top() + padding.bottom() + 3, gapPx = 4, topPx = 3;
    const QCPRange range = m_plot->xAxis->range();
    std::vector<std::vector<std::pair<double, double>>> rows; // occupied pixel spans per row
    for (const Marker &m : markers) {
        if (m_logX && m.key <= 0)
            continue;
        auto *line = new QCPItemStraightLine(m_plot);
        line->setObjectName(QStringLiteral("marker:") + m.id);
        line->point1->setCoords(m.key, 0);
        line->point2->setCoords(m.key, 1);
        line->setPen(QPen(m.colour, 2, m.dashed ? Qt::DashLine : Qt::SolidLine));
        line->setSelectable(false);
        m_markerItems.push_back(line);
        if (!range.contains(m.key))
            continue;
        const QString text = m.label.arg(units::formatNs(m.key));
        const double width = fm.horizontalAdvance(text) + padding.left() + padding.right() + 2;
        const double px = m_plot->xAxis->coordToPixel(m.key);
        const bool toLeft = px + width > rect.right(); // near the right edge: the label ends at its line
        const double lo = toLeft ? px - width : px, hi = toLeft ? px : px + width;
        size_t row = 0;
        while (row < rows.size() && std::any_of(rows[row].begin(), rows[row].end(), [&](const auto &span) {
                   return lo < span.second + gapPx && span.first < hi + gapPx;
               }))
            ++row;
        if (row == rows.size())
            rows.emplace_back();
        rows[row].emplace_back(lo, hi);
        auto *label = makeText(m_plot, m.colour, Qt::AlignTop | (toLeft ? Qt::AlignRight : Qt::AlignLeft));
        label->setObjectName(QStringLiteral("label:") + m.id);
        label->setText(text);
        label->setFont(m_plot->font());
        label->setBrush(QColor(255, 255, 255, 210));
        label->setPadding(padding);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(m.key, double(topPx + int(row) * rowHeight) / std::max(1, rect.height()));
        m_markerItems.push_back(label);
    }
    m_labelBandPx = rows.empty() ? 0 : topPx + int(rows.size()) * rowHeight;
    fitCountAxis();
}

void DeltaHistogramView::fitCountAxis()
{
    const double lower = m_logY ? 0.5 : 0;
    if (m_maxCount <= 0) {
        m_plot->yAxis->setRange(lower, 10);
        return;
    }
    // The tallest bar ends below the label rows: the axis share above it is the band.
    const double band = std::min(0.6, double(m_labelBandPx + 4) / std::max(1, m_plot->axisRect()->height()));
    if (m_logY) {
        const double top = std::max(1.0, m_maxCount) * 1.5;
        m_plot->yAxis->setRange(lower, lower * std::pow(top / lower, 1.0 / (1.0 - band)));
    } else {
        m_plot->yAxis->setRange(lower, std::max(1.0, m_maxCount) * 1.05 / (1.0 - band));
    }
}

void DeltaHistogramView::replotIfVisible()
{
    if (isVisible())
        m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void DeltaHistogramView::refresh()
{
    rebin();
    replotIfVisible();
}

QString DeltaHistogramView::csv() const
{
    // The histogram's own buckets over the shown range, not the display bins: display bins split a
    // bucket's count by width (1480.4 gaps), buckets hold whole gaps. Bounds are inclusive.
    QString out = QStringLiteral("gap_from_ns,gap_to_ns,gaps\n");
    if (!m_hist || m_display.edgesNs.empty())
        return out;
    const double shownLow = m_display.edgesNs.front(), shownHigh = m_display.edgesNs.back();
    m_hist->forEachBucket([&](int64_t lo, int64_t hi, uint64_t c) {
        if (c > 0 && double(hi) + 1 > shownLow && double(lo) < shownHigh)
            out += QStringLiteral("%1,%2,%3\n").arg(lo).arg(hi).arg(c);
    });
    return out;
}

} // namespace jitterscope
