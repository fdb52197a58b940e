#include "widgets/softnet_view.h"

#include "core/base/saturating.h"

#include "widgets/common/plot_style.h"
#include "widgets/common/plot_title.h"
#include "widgets/common/units.h"

#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace jitterscope {

namespace {

const QColor kOffline(200, 30, 30);
const QColor kOnline(0, 130, 60);
constexpr size_t kMaxMarkers = 32; // more hot-plug events than this are listed only in the CSV

/// Rates with SI prefixes: "0", "500", "1.5 k", "2 M".
class RateTicker : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale &locale, QChar, int) override
    {
        const double a = std::abs(tick), scale = a >= 1e6 ? 1e6 : a >= 1e3 ? 1e3 : 1;
        return locale.toString(tick / scale, 'g', 3) + (scale == 1e6 ? " M" : scale == 1e3 ? " k" : "");
    }
    double getTickStep(const QCPRange &range) override { return std::max(1.0, QCPAxisTicker::getTickStep(range)); }
};

double sec(int64_t ns, int64_t originNs)
{
    return double(ns - originNs) * 1e-9;
}

/// Offline/online events from the gaps in each CPU's run of rate intervals: SoftnetSeries starts a
/// new baseline when a CPU comes back, so an interval that does not start where the previous one of
/// the same CPU ended spans an offline period. "Offline" is dated at the first sample without the CPU.
std::vector<SoftnetView::CpuMarker> findCpuMarkers(const std::vector<SoftnetRate> &rates, int64_t originNs)
{
    std::vector<int64_t> times; // every sample time, sorted
    std::map<uint32_t, std::pair<int64_t, int64_t>> runs; // cpu → (first start, last end)
    std::vector<SoftnetView::CpuMarker> out;
    for (const SoftnetRate &r : rates)
        times.insert(times.end(), { satSub(r.tsNs, r.intervalNs), r.tsNs });
    std::sort(times.begin(), times.end());
    auto next = [&](int64_t t) { // the sample after t
        const auto it = std::upper_bound(times.begin(), times.end(), t);
        return sec(it == times.end() ? t : *it, originNs);
    };
    for (const SoftnetRate &r : rates) {
        const int64_t start = satSub(r.tsNs, r.intervalNs);
        auto [it, fresh] = runs.try_emplace(r.cpu, start, r.tsNs);
        if (!fresh && start != it->second.second) {
            out.push_back({ next(it->second.second), r.cpu, false });
            out.push_back({ sec(start, originNs), r.cpu, true });
        }
        it->second.second = r.tsNs;
    }
    for (const auto &[cpu, run] : runs) {
        if (run.first > times.front())
            out.push_back({ sec(run.first, originNs), cpu, true });
        if (run.second < times.back())
            out.push_back({ next(run.second), cpu, false });
    }
    std::sort(out.begin(), out.end(), [](const auto &x, const auto &y) { return x.tSec < y.tSec; });
    return out;
}

} // namespace

SoftnetView::SoftnetView(QWidget *parent)
    : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    keepPlotShrinkable(m_plot);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("QLabel { color: #a05000; padding: 2px 6px; }"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_note);
    layout->addWidget(m_plot, 1);
    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(40); // 25 Hz at most, however often snapshots come
    connect(m_refreshTimer, &QTimer::timeout, this, &SoftnetView::refreshNow);
    buildPlot();
    retranslate();
    refreshNow();
}

SoftnetView::~SoftnetView() = default;

void SoftnetView::buildPlot()
{
    m_plot->setNotAntialiasedElements(QCP::aePlottables); // many CPUs × thousands of points
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    QFont font = m_plot->font();
    font.setPointSizeF(font.pointSizeF() * 1.05);
    m_title = new PlotTitle(m_plot, font);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_title);

    auto *margins = new QCPMarginGroup(m_plot);
    m_rects[0] = m_plot->axisRect();
    for (int m = 1; m < kMetrics; ++m) {
        m_rects[m] = new QCPAxisRect(m_plot);
        m_plot->plotLayout()->addElement(m + 1, 0, m_rects[m]);
    }
    for (int m = 0; m < kMetrics; ++m) {
        QCPAxisRect *rect = m_rects[m];
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
        rect->setRangeDrag(Qt::Horizontal);
        rect->setRangeZoom(Qt::Horizontal);
        QCPAxis *x = rect->axis(QCPAxis::atBottom), *y = rect->axis(QCPAxis::atLeft);
        units::installTimeTicker(x, 1e9, false);
        x->setTickLabels(m == kMetrics - 1); // one time scale, under the lowest plot
        y->setTicker(QSharedPointer<QCPAxisTicker>(new RateTicker));
        y->ticker()->setTickCount(4);
        for (QCPAxis *axis : { x, y }) {
            axis->setTickLabelFont(font);
            axis->setLabelFont(font);
        }
        connect(x, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, [this, m](const QCPRange &r) {
            if (m_settingRange)
                return;
            m_follow = false;
            setRangeProgrammatically(r.lower, r.upper); // the other two plots follow
            Q_EMIT visibleRangeChanged(r.lower, r.upper);
            scheduleRefresh();
        });
    }

    m_placeholder = new QCPItemText(m_plot);
    m_placeholder->setClipToAxisRect(false);
    m_placeholder->position->setAxisRect(m_rects[1]);
    m_placeholder->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_placeholder->position->setCoords(0.5, 0.5);
    m_placeholder->setTextAlignment(Qt::AlignCenter);
    m_placeholder->setColor(QColor(90, 90, 90));
    m_placeholder->setFont(font);
    wrapTextToPlot(m_placeholder);

    m_plot->axisRect()->insetLayout()->take(m_plot->legend); // under the plots: it never hides data
    m_plot->axisRect()->insetLayout()->simplify();
    auto *legendRow = new QCPLayoutGrid; // empty side columns keep the legend compact and centred
    m_plot->plotLayout()->addElement(kMetrics + 1, 0, legendRow);
    m_plot->plotLayout()->setRowStretchFactor(kMetrics + 1, 0.001);
    legendRow->addElement(0, 1, m_plot->legend);
    legendRow->expandTo(1, 3);
    legendRow->setColumnStretchFactors({ 1, 0.001, 1 });
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setWrap(12);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setFont(font);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &SoftnetView::resetZoom);
}

void SoftnetView::retranslate()
{
    // Kernel column names, kept recognisable; per second over each sampling interval.
    m_rects[Processed]->axis(QCPAxis::atLeft)->setLabel(tr("processed/s"));
    m_rects[Dropped]->axis(QCPAxis::atLeft)->setLabel(tr("dropped/s"));
    m_rects[TimeSqueeze]->axis(QCPAxis::atLeft)->setLabel(tr("time_squeeze/s"));
    m_note->setText(tr("CPU numbers come from line positions in /proc/net/softnet_stat (this kernel has no CPU "
                       "column): once a CPU goes offline, the lines after it are attributed to the wrong CPU."));
    updateTexts();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void SoftnetView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_dataDirty = true; // CPU names and marker labels
        scheduleRefresh();
    }
    QWidget::changeEvent(event);
}

void SoftnetView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        scheduleRefresh();
}

int64_t SoftnetView::origin() const
{
    if (m_originNs != 0 || !m_snapshot)
        return m_originNs;
    if (m_snapshot->packets > 0)
        return m_snapshot->firstTsNs;
    const auto &session = m_snapshot->session;
    const bool any = session && session->softnetRates && !session->softnetRates->empty();
    return any ? satSub(session->softnetRates->front().tsNs, session->softnetRates->front().intervalNs) : 0;
}

std::pair<double, double> SoftnetView::visibleRange() const
{
    const QCPRange r = m_rects[0]->axis(QCPAxis::atBottom)->range();
    return { r.lower, r.upper };
}

void SoftnetView::scheduleRefresh()
{
    m_pending = true;
    if (isVisible() && !m_refreshTimer->isActive())
        m_refreshTimer->start();
}

void SoftnetView::refreshNow()
{
    m_refreshTimer->stop();
    m_pending = false;
    rebuildData();
    updateTexts();
    if (m_follow) { // the sliding window ends at the newest sample; the whole session gets 1 % margins
        const double pad = std::max(1e-3, (m_newestSec - m_oldestSec) * 0.01);
        if (m_cpus.empty())
            setRangeProgrammatically(0.0, std::max(1.0, m_windowSec));
        else if (m_windowSec > 0)
            setRangeProgrammatically(m_newestSec - m_windowSec, m_newestSec + m_windowSec * 0.01);
        else
            setRangeProgrammatically(m_oldestSec - pad, m_newestSec + pad);
    }
    fitY();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void SoftnetView::rebuildData()
{
    const auto rates = m_snapshot && m_snapshot->session ? m_snapshot->session->softnetRates : nullptr;
    const int64_t originNs = origin();
    if (rates == m_plottedRates && originNs == m_plottedOriginNs && !m_dataDirty)
        return;
    m_dataDirty = false;
    m_plottedRates = rates;
    m_plottedOriginNs = originNs;
    struct Series {
        QVector<double> t, v[kMetrics];
        int64_t lastNs = 0;
    };
    std::map<uint32_t, Series> series;
    m_oldestSec = m_newestSec = 0;
    if (rates && !rates->empty()) { // in sample order: the first starts and the last ends the data
        m_oldestSec = sec(satSub(rates->front().tsNs, rates->front().intervalNs), originNs);
        m_newestSec = sec(rates->back().tsNs, originNs);
        for (const SoftnetRate &r : *rates) {
            const int64_t startNs = satSub(r.tsNs, r.intervalNs);
            Series &s = series[r.cpu];
            if (!s.t.isEmpty() && startNs != s.lastNs) { // offline in between: break the line
                s.t.push_back(sec(s.lastNs + (startNs - s.lastNs) / 2, originNs));
                for (auto &v : s.v)
                    v.push_back(std::numeric_limits<double>::quiet_NaN());
            }
            s.t.push_back(sec(satSub(r.tsNs, r.intervalNs / 2), originNs)); // the middle of the interval it averages
            const double values[kMetrics] = { r.processedPerSec, r.droppedPerSec, r.timeSqueezePerSec };
            for (int m = 0; m < kMetrics; ++m)
                s.v[m].push_back(values[m]);
            s.lastNs = r.tsNs;
        }
    }
    std::vector<uint32_t> cpus;
    std::transform(series.begin(), series.end(), std::back_inserter(cpus), [](const auto &e) { return e.first; });
    if (cpus != m_cpus) { // CPUs change rarely: recreate every line
        for (const CpuGraphs &g : m_graphs)
            for (QCPGraph *graph : g.graphs)
                m_plot->removeGraph(graph);
        m_graphs.clear();
        m_cpus = cpus;
        for (size_t i = 0; i < cpus.size(); ++i) {
            CpuGraphs g { cpus[i], {} };
            QPen pen(cpuColour(i % kCpuColourCount), 1.5);
            if (i >= kCpuColourCount)
                pen.setStyle(i / kCpuColourCount % 2 ? Qt::DashLine : Qt::DotLine);
            for (int m = 0; m < kMetrics; ++m) {
                QCPAxisRect *rect = m_rects[m];
                g.graphs[m] = m_plot->addGraph(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
                g.graphs[m]->setPen(pen);
                if (m != 0)
                    g.graphs[m]->removeFromLegend();
            }
            m_graphs.push_back(g);
        }
    }
    for (CpuGraphs &g : m_graphs) {
        const Series &s = series[g.cpu];
        for (int m = 0; m < kMetrics; ++m) {
            g.graphs[m]->setData(s.t, s.v[m], true);
            g.graphs[m]->setName(tr("CPU %1").arg(g.cpu)); // also after a language change
        }
    }
    rebuildMarkers();
}

void SoftnetView::rebuildMarkers()
{
    m_markers = m_plottedRates ? findCpuMarkers(*m_plottedRates, m_plottedOriginNs) : std::vector<CpuMarker>();
    for (int i = m_plot->itemCount() - 1; i >= 0; --i)
        if (m_plot->item(i)->objectName().startsWith(QLatin1String("marker:cpu")))
            m_plot->removeItem(i);
    for (size_t k = 0; k < std::min(m_markers.size(), kMaxMarkers); ++k) {
        const CpuMarker &mk = m_markers[k];
        const QColor colour = mk.online ? kOnline : kOffline;
        const QString name = mk.online ? QStringLiteral("marker:cpu-online") : QStringLiteral("marker:cpu-offline");
        for (QCPAxisRect *rect : m_rects) {
            auto *line = new QCPItemStraightLine(m_plot);
            line->setObjectName(name);
            line->setClipAxisRect(rect);
            line->setPen(QPen(colour, 1, Qt::DashLine));
            for (QCPItemPosition *p : { line->point1, line->point2 })
                p->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
            line->point1->setCoords(mk.tSec, 0);
            line->point2->setCoords(mk.tSec, 1);
        }
        auto *label = new QCPItemText(m_plot); // in the top plot, staggered so that neighbours stay legible
        label->setObjectName(name);
        label->setClipAxisRect(m_rects[0]);
        label->position->setAxisRect(m_rects[0]);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio); // x: plot coordinates of the top plot
        label->position->setCoords(mk.tSec, 0.02 + 0.12 * double(k % 4));
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setColor(colour);
        label->setBrush(QColor(255, 255, 255, 200));
        label->setText(mk.online ? tr("CPU %1 online").arg(mk.cpu) : tr("CPU %1 offline").arg(mk.cpu));
    }
}

void SoftnetView::updateTexts()
{
    const SessionSummary *session = m_snapshot && m_snapshot->session ? &*m_snapshot->session : nullptr;
    const QString placeholder = !session ? tr("This trace has no softnet samples — record one with Capture → Start.")
                                : !m_cpus.empty()              ? QString()
                                : session->softnetSamples == 0 ? tr("Waiting for softnet samples…")
                                                               : tr("One softnet sample so far: rates need two.");
    m_placeholder->setText(placeholder);
    m_placeholder->setVisible(!placeholder.isEmpty());
    m_plot->legend->setVisible(placeholder.isEmpty());
    m_note->setVisible(session && !session->cpuIdsReliable);

    uint64_t dropped = 0, squeezed = 0;
    for (const SoftnetCpuTotals &t : session ? session->softnetTotals : std::vector<SoftnetCpuTotals>()) {
        dropped += t.dropped;
        squeezed += t.timeSqueeze;
    }
    const QString title = !session || session->softnetSamples == 0
                              ? tr("Softnet per CPU")
                              : tr("Softnet per CPU · %Ln samples · total dropped %1 · total time_squeeze %2", nullptr,
                                   units::pluralCount(session->softnetSamples))
                                    .arg(units::formatCount(dropped), units::formatCount(squeezed));
    // Named after the trace like the other trace plots (and their exports).
    const QString trace = m_snapshot ? QFileInfo(QString::fromStdString(m_snapshot->path)).fileName() : QString();
    m_title->setText(trace.isEmpty() ? title : QStringLiteral("%1 · %2").arg(trace, title));
    const bool packetOrigin = m_originNs != 0 || (m_snapshot && m_snapshot->packets > 0);
    m_rects[kMetrics - 1]
        ->axis(QCPAxis::atBottom)
        ->setLabel(packetOrigin
                       ? tr("Time since first packet (drag to pan, wheel to zoom, double-click for all)")
                       : tr("Time since first softnet sample (drag to pan, wheel to zoom, double-click for all)"));
}

void SoftnetView::setRangeProgrammatically(double t0, double t1)
{
    const bool was = m_settingRange;
    m_settingRange = true;
    for (QCPAxisRect *rect : m_rects)
        rect->axis(QCPAxis::atBottom)->setRange(t0, t1);
    m_settingRange = was;
}

void SoftnetView::fitY()
{
    const QCPRange xr = m_rects[0]->axis(QCPAxis::atBottom)->range();
    for (int m = 0; m < kMetrics; ++m) {
        double hi = 0;
        for (const CpuGraphs &g : m_graphs) {
            bool found = false;
            const QCPRange r = g.graphs[m]->getValueRange(found, QCP::sdBoth, xr);
            if (found)
                hi = std::max(hi, r.upper);
        }
        const double top = std::max(1.0, hi * 1.12); // ≥ 1/s: idle stays flat; room under 0 shows that line
        m_rects[m]->axis(QCPAxis::atLeft)->setRange(-0.03 * top, top);
    }
}

QString SoftnetView::csv() const
{
    QString out = QStringLiteral("time_s,cpu,interval_s,processed_per_s,dropped_per_s,time_squeeze_per_s\n");
    if (!m_plottedRates)
        return out;
    for (const SoftnetRate &r : *m_plottedRates) // asprintf: C locale whatever the UI language
        out += QString::asprintf("%.6f,%u,%.6f,%.3f,%.3f,%.3f\n",
                                 sec(satSub(r.tsNs, r.intervalNs / 2), m_plottedOriginNs), r.cpu,
                                 double(r.intervalNs) * 1e-9, r.processedPerSec, r.droppedPerSec, r.timeSqueezePerSec);
    return out;
}

} // namespace jitterscope
