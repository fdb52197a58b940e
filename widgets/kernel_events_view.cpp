#include "widgets/kernel_events_view.h"

#include "core/analysis/kernel_events.h"
#include "core/base/saturating.h"

#include "widgets/common/plot_style.h"
#include "widgets/common/units.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace jitterscope {

namespace {

const QColor kAtBudget(200, 0, 0);
const QColor kCrossing(0, 0, 0); // apart from every CPU colour

/// Breaks a long diagnostic into lines of at most ~`width` characters at spaces (the placeholder
/// is a plot item, which does not wrap).
QString wrapped(const QString &text, int width)
{
    QString out;
    int column = 0;
    for (const QString &word : text.split(QLatin1Char(' '))) {
        if (column > 0 && column + word.size() + 1 > width) {
            out += QLatin1Char('\n');
            column = 0;
        } else if (column > 0) {
            out += QLatin1Char(' ');
            ++column;
        }
        out += word;
        column += int(word.size());
    }
    return out;
}

double sec(int64_t ns, int64_t originNs)
{
    return double(satSub(ns, originNs)) * 1e-9;
}

} // namespace

KernelEventsView::KernelEventsView(QWidget *parent)
    : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_deviceLabel = new QLabel(this);
    m_deviceBox = new QComboBox(this);
    m_deviceBox->setObjectName(QStringLiteral("kernelDevice"));
    m_deviceBox->setSizeAdjustPolicy(QComboBox::AdjustToContents); // names change with the trace
    m_deviceLabel->setBuddy(m_deviceBox);
    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 2, 6, 2);
    top->addWidget(m_summary, 1);
    top->addWidget(m_deviceLabel);
    top->addWidget(m_deviceBox);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_plot, 1);
    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(40);
    connect(m_refreshTimer, &QTimer::timeout, this, &KernelEventsView::refreshNow);
    connect(m_deviceBox, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        m_deviceChosen = true;
        rebuildHistogram();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });
    buildPlot();
    retranslate();
    refreshNow();
}

KernelEventsView::~KernelEventsView() = default;

void KernelEventsView::buildPlot()
{
    m_plot->setNotAntialiasedElements(QCP::aePlottables);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    QFont font = m_plot->font();
    m_pollRect = m_plot->axisRect();
    m_runRect = new QCPAxisRect(m_plot);
    m_histRect = new QCPAxisRect(m_plot);
    m_plot->plotLayout()->addElement(1, 0, m_runRect);
    m_plot->plotLayout()->addElement(2, 0, m_histRect);
    auto *margins = new QCPMarginGroup(m_plot);
    for (QCPAxisRect *rect : { m_pollRect, m_runRect, m_histRect }) {
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
        rect->setRangeDrag(Qt::Horizontal);
        rect->setRangeZoom(Qt::Horizontal);
        for (QCPAxis *axis : rect->axes()) {
            axis->setTickLabelFont(font);
            axis->setLabelFont(font);
        }
    }
    m_histRect->setRangeDrag({});
    m_histRect->setRangeZoom({});
    for (QCPAxisRect *rect : { m_pollRect, m_runRect }) {
        QCPAxis *x = rect->axis(QCPAxis::atBottom);
        units::installTimeTicker(x, 1e9, false);
        connect(x, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, [this](const QCPRange &r) {
            if (m_settingRange)
                return;
            m_follow = false;
            setRangeProgrammatically(r.lower, r.upper);
            Q_EMIT visibleRangeChanged(r.lower, r.upper);
            rebuildHistogram();
            m_plot->replot(QCustomPlot::rpQueuedReplot);
        });
    }
    units::installTimeTicker(m_runRect->axis(QCPAxis::atLeft), 1e3, false); // durations in µs
    units::installCountTicker(m_histRect->axis(QCPAxis::atLeft), false);
    m_histRect->axis(QCPAxis::atBottom)->setRange(-1, kWorkHistogramMax + 1);

    m_budgetLine = new QCPItemStraightLine(m_plot);
    m_budgetLine->setClipAxisRect(m_pollRect);
    for (QCPItemPosition *p : { m_budgetLine->point1, m_budgetLine->point2 })
        p->setAxes(m_pollRect->axis(QCPAxis::atBottom), m_pollRect->axis(QCPAxis::atLeft));
    m_budgetLine->setPen(QPen(QColor(120, 120, 120), 1, Qt::DashLine));
    m_budgetLine->setVisible(false);
    m_budgetText = new QCPItemText(m_plot);
    m_budgetText->setClipAxisRect(m_pollRect);
    m_budgetText->position->setAxisRect(m_pollRect);
    m_budgetText->position->setAxes(m_pollRect->axis(QCPAxis::atBottom), m_pollRect->axis(QCPAxis::atLeft));
    m_budgetText->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_budgetText->position->setTypeY(QCPItemPosition::ptPlotCoords);
    m_budgetText->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_budgetText->setColor(QColor(90, 90, 90));
    m_budgetText->setFont(font);
    m_budgetText->setVisible(false);

    // The captured packets as a rug under the polls: zoomed in, each poll's point follows the
    // packets it handled (napi_poll fires when the poll returns).
    m_packets = m_plot->addGraph(m_pollRect->axis(QCPAxis::atBottom), m_pollRect->axis(QCPAxis::atLeft));
    m_packets->setLineStyle(QCPGraph::lsNone);
    m_packets->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssPlus, QColor(110, 110, 110), 5));
    m_atBudget = m_plot->addGraph(m_pollRect->axis(QCPAxis::atBottom), m_pollRect->axis(QCPAxis::atLeft));
    m_atBudget->setLineStyle(QCPGraph::lsNone);
    m_atBudget->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, kAtBudget, 7));
    m_crossing = m_plot->addGraph(m_runRect->axis(QCPAxis::atBottom), m_runRect->axis(QCPAxis::atLeft));
    m_crossing->setLineStyle(QCPGraph::lsNone);
    m_crossing->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, kCrossing, 7));
    m_bars = new QCPBars(m_histRect->axis(QCPAxis::atBottom), m_histRect->axis(QCPAxis::atLeft));
    m_bars->setWidth(0.8);
    m_bars->setPen(Qt::NoPen);
    m_bars->setBrush(QColor(31, 119, 180));
    m_bars->removeFromLegend();

    m_placeholder = new QCPItemText(m_plot);
    m_placeholder->setClipToAxisRect(false);
    m_placeholder->position->setAxisRect(m_runRect);
    m_placeholder->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_placeholder->position->setCoords(0.5, 0.5);
    m_placeholder->setTextAlignment(Qt::AlignCenter);
    m_placeholder->setColor(QColor(90, 90, 90));
    m_placeholder->setFont(font);
    wrapTextToPlot(m_placeholder);

    m_plot->legend->setFont(font);
    m_plot->legend->setBrush(QColor(255, 255, 255, 210));
    m_pollRect->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &KernelEventsView::resetZoom);
}

void KernelEventsView::retranslate()
{
    m_pollRect->axis(QCPAxis::atLeft)->setLabel(tr("work per poll"));
    m_runRect->axis(QCPAxis::atLeft)->setLabel(tr("NET_RX run"));
    m_histRect->axis(QCPAxis::atLeft)->setLabel(tr("polls"));
    m_histRect->axis(QCPAxis::atBottom)->setLabel(histogramLabel());
    m_atBudget->setName(tr("poll at budget"));
    m_crossing->setName(tr("run crossed a jiffy tick"));
    m_packets->setName(tr("captured packet"));
    m_deviceLabel->setText(tr("&Device:"));
    fillDevices();
    m_dataDirty = true;
}

void KernelEventsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        scheduleRefresh();
    }
    QWidget::changeEvent(event);
}

void KernelEventsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        scheduleRefresh();
}

void KernelEventsView::setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot)
{
    if (!snapshot || !m_snapshot || snapshot->path != m_snapshot->path) {
        m_deviceChosen = false; // another trace: its capture device again
        m_filledCaptureDevice = kRefillDevices;
    }
    m_snapshot = std::move(snapshot);
    scheduleRefresh();
}

const KernelEventsStats *KernelEventsView::kernelStats() const
{
    return m_snapshot && m_snapshot->kernelEvents ? &*m_snapshot->kernelEvents : nullptr;
}

void KernelEventsView::setOrigin(int64_t originNs)
{
    m_originNs = originNs;
    scheduleRefresh();
}

int64_t KernelEventsView::origin() const
{
    if (m_originNs != 0 || !m_snapshot)
        return m_originNs;
    if (m_snapshot->packets > 0)
        return m_snapshot->firstTsNs;
    const auto &k = m_snapshot->kernelEvents;
    return k && k->polls && !k->polls->empty() ? k->polls->front().tsNs : 0;
}

std::pair<double, double> KernelEventsView::visibleRange() const
{
    const QCPRange r = m_pollRect->axis(QCPAxis::atBottom)->range();
    return { r.lower, r.upper };
}

void KernelEventsView::setVisibleRange(double t0Sec, double t1Sec)
{
    m_follow = false;
    setRangeProgrammatically(t0Sec, t1Sec);
    rebuildHistogram();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void KernelEventsView::setRangeProgrammatically(double t0, double t1)
{
    m_settingRange = true;
    m_pollRect->axis(QCPAxis::atBottom)->setRange(t0, t1);
    m_runRect->axis(QCPAxis::atBottom)->setRange(t0, t1);
    m_settingRange = false;
}

void KernelEventsView::resetZoom()
{
    m_follow = true;
    scheduleRefresh();
}

void KernelEventsView::setDevice(int device)
{
    const int i = m_deviceBox->findData(device);
    m_deviceBox->setCurrentIndex(std::max(0, i));
}

int KernelEventsView::device() const
{
    return m_deviceBox->currentIndex() < 0 ? -1 : m_deviceBox->currentData().toInt();
}

void KernelEventsView::scheduleRefresh()
{
    m_pending = true;
    if (isVisible() && !m_refreshTimer->isActive())
        m_refreshTimer->start();
}

void KernelEventsView::fillDevices()
{
    const KernelEventsStats *k = kernelStats();
    // Until the user picks one: the device that delivered the capture's interface.
    const int keep = m_deviceChosen ? device() : (k ? k->captureDevice : -1);
    m_filledCaptureDevice = k ? k->captureDevice : -1;
    const QSignalBlocker block(m_deviceBox);
    m_deviceBox->clear();
    m_deviceBox->addItem(tr("All devices"), -1);
    if (k)
        for (size_t i = 0; i < k->deviceNames.size(); ++i) {
            QString name = QString::fromStdString(k->deviceNames[i]);
            if (int(i) == k->captureDevice)
                name = k->captureViaBacklog
                           ? tr("%1 (backlog of %2)").arg(name, QString::fromStdString(k->captureInterface))
                           : tr("%1 (capture)").arg(name);
            m_deviceBox->addItem(name, int(i));
        }
    m_deviceBox->setCurrentIndex(std::max(0, m_deviceBox->findData(keep)));
    m_deviceBox->setMinimumWidth(m_deviceBox->sizeHint().width()); // the summary beside it wraps instead
}

void KernelEventsView::refreshNow()
{
    m_refreshTimer->stop();
    m_pending = false;
    if (m_deviceBox->count() != 1 + int(kernelStats() ? kernelStats()->deviceNames.size() : 0) ||
        (kernelStats() ? kernelStats()->captureDevice : -1) != m_filledCaptureDevice)
        fillDevices();
    rebuildData();
    updatePlaceholder();
    m_summary->setText(summaryText());
    if (m_follow) {
        const double pad = std::max(1e-3, (m_newestSec - m_oldestSec) * 0.01);
        setRangeProgrammatically(m_oldestSec - pad, m_newestSec + pad);
    }
    rebuildHistogram();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void KernelEventsView::rebuildData()
{
    const KernelEventsStats *k = kernelStats();
    const auto polls = k ? k->polls : nullptr;
    const auto runs = k ? k->runs : nullptr;
    const int64_t originNs = origin();
    const size_t stored = m_snapshot && m_snapshot->store ? m_snapshot->packetsStored : 0;
    if (polls == m_plottedPolls && runs == m_plottedRuns && originNs == m_plottedOriginNs && !m_dataDirty &&
        stored == m_plottedPackets)
        return;
    m_plottedPackets = stored;
    m_dataDirty = false;
    m_plottedPolls = polls;
    m_plottedRuns = runs;
    m_plottedOriginNs = originNs;
    for (QCPGraph *g : m_pollGraphs)
        m_plot->removeGraph(g);
    for (QCPGraph *g : m_runGraphs)
        m_plot->removeGraph(g);
    m_pollGraphs.clear();
    m_runGraphs.clear();
    m_cpus.clear();

    std::map<uint32_t, std::pair<QVector<double>, QVector<double>>> pollXY, runXY;
    QVector<double> budgetX, budgetY, crossX, crossY;
    int budget = 0, maxWork = 1;
    double maxRunUs = 1;
    m_oldestSec = m_newestSec = 0;
    bool any = false;
    auto extend = [&](double t) {
        m_oldestSec = any ? std::min(m_oldestSec, t) : t;
        m_newestSec = any ? std::max(m_newestSec, t) : t;
        any = true;
    };
    if (polls)
        for (const NapiPollEvent &p : *polls) {
            const double t = sec(p.tsNs, originNs);
            auto &xy = pollXY[p.cpu];
            xy.first.push_back(t);
            xy.second.push_back(p.work);
            if (p.budget > 0 && p.work >= p.budget) {
                budgetX.push_back(t);
                budgetY.push_back(p.work);
            }
            budget = std::max(budget, p.budget);
            maxWork = std::max(maxWork, p.work);
            extend(t);
        }
    if (runs)
        for (const NetRxRun &r : *runs) {
            const double t = sec(r.startNs, originNs), us = double(r.durationNs) * 1e-3;
            auto &xy = runXY[r.cpu];
            xy.first.push_back(t);
            xy.second.push_back(us);
            if (r.crossesTick) {
                crossX.push_back(t);
                crossY.push_back(us);
            }
            maxRunUs = std::max(maxRunUs, us);
            extend(t);
        }
    std::map<uint32_t, size_t> colourOf;
    for (const auto &m : { &pollXY, &runXY })
        for (const auto &entry : *m)
            colourOf.emplace(entry.first, 0);
    for (auto &[cpu, colour] : colourOf) {
        colour = m_cpus.size() % kCpuColourCount;
        m_cpus.push_back(cpu);
    }
    for (auto &[cpu, xy] : pollXY) {
        QCPGraph *g = m_plot->addGraph(m_pollRect->axis(QCPAxis::atBottom), m_pollRect->axis(QCPAxis::atLeft));
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, cpuColour(colourOf[cpu]), 4));
        g->setName(tr("CPU %1").arg(cpu));
        g->setData(xy.first, xy.second, true);
        m_pollGraphs.push_back(g);
    }
    for (auto &[cpu, xy] : runXY) {
        QCPGraph *g = m_plot->addGraph(m_runRect->axis(QCPAxis::atBottom), m_runRect->axis(QCPAxis::atLeft));
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, cpuColour(colourOf[cpu]), 4));
        g->removeFromLegend();
        g->setData(xy.first, xy.second, true);
        m_runGraphs.push_back(g);
    }
    QVector<double> packetX, packetY;
    if (k) { // packets only beside kernel events: the rug explains the polls
        packetX.reserve(qsizetype(stored - m_snapshot->firstStored));
        for (size_t i = m_snapshot->firstStored; i < stored; ++i) {
            packetX.push_back(sec((*m_snapshot->store)[i].tsNs, originNs));
            packetY.push_back(-3);
        }
    }
    m_packets->setData(packetX, packetY, false); // file order, sorted here
    m_atBudget->setData(budgetX, budgetY, true);
    m_crossing->setData(crossX, crossY, true);
    for (QCPGraph *g : { m_packets, m_atBudget, m_crossing }) { // on top of the CPUs' points, last in the legend
        g->setLayer(QStringLiteral("main"));
        g->removeFromLegend();
        if (!g->data()->isEmpty())
            g->addToLegend();
    }
    m_budgetLine->setVisible(budget > 0);
    m_budgetLine->point1->setCoords(0, budget);
    m_budgetLine->point2->setCoords(1, budget);
    m_budgetText->setVisible(budget > 0);
    m_budgetText->position->setCoords(0.01, budget);
    m_budgetText->setText(tr("budget %1").arg(budget));
    m_pollRect->axis(QCPAxis::atLeft)->setRange(-6, std::max(maxWork, budget) * 1.08 + 1);
    m_runRect->axis(QCPAxis::atLeft)->setRange(0, maxRunUs * 1.08);
    m_plot->legend->setVisible(!m_pollGraphs.empty());
}

void KernelEventsView::updatePlaceholder()
{
    const KernelEventsStats *k = kernelStats();
    m_placeholder->setVisible(!k || (k->napiPolls == 0 && k->netRxRuns == 0));
    if (!m_snapshot)
        m_placeholder->setText(tr("No trace loaded."));
    else if (!k && m_snapshot->session &&
             m_snapshot->session->metadata.value("kernel_events").rfind("unavailable: ", 0) == 0)
        m_placeholder->setText(
            tr("Kernel events were not recorded:\n%1")
                .arg(wrapped(QString::fromStdString(m_snapshot->session->metadata.value("kernel_events").substr(13)),
                             90)));
    else if (!k)
        m_placeholder->setText(tr("No kernel events in this trace.\nRecord them with Capture → Start → “Record "
                                  "kernel events” (the helper needs tracefs and CAP_PERFMON)."));
    else
        m_placeholder->setText(tr("No napi polls or NET_RX runs recorded."));
}

QString KernelEventsView::histogramLabel() const
{
    // Following, the whole session's polls (a bounded live session no longer holds the oldest);
    // zoomed or dragged, those in the time shown.
    return m_follow ? tr("work per poll (packets), whole session") : tr("work per poll (packets), visible time window");
}

void KernelEventsView::rebuildHistogram()
{
    const KernelEventsStats *k = kernelStats();
    m_histogram.assign(kWorkHistogramMax + 1, 0);
    m_histRect->axis(QCPAxis::atBottom)->setLabel(histogramLabel());
    if (k) {
        const int64_t originNs = origin();
        const auto [t0, t1] = visibleRange();
        const auto toNs = [originNs](double t) { return satAdd(originNs, int64_t(std::clamp(t, -9e9, 9e9) * 1e9)); };
        m_histogram = m_follow ? workHistogramOf(*k, device()) : workHistogramIn(*k, device(), toNs(t0), toNs(t1));
    }
    QVector<double> keys, values;
    double top = 1;
    for (size_t w = 0; w < m_histogram.size(); ++w) {
        keys.push_back(double(w));
        values.push_back(double(m_histogram[w]));
        top = std::max(top, double(m_histogram[w]));
    }
    m_bars->setData(keys, values, true);
    m_histRect->axis(QCPAxis::atLeft)->setRange(0, top * 1.08);
}

QString KernelEventsView::summaryText() const
{
    const KernelEventsStats *k = kernelStats();
    if (!k)
        return tr("Kernel events: not recorded.");
    QString s = tr("%1 napi polls on %2 CPUs, %3 at budget; %4 NET_RX runs, p50 %5, p99 %6, max %7.")
                    .arg(units::formatCount(k->napiPolls))
                    .arg(m_cpus.size())
                    .arg(units::formatCount(k->pollsAtBudget))
                    .arg(units::formatCount(k->netRxRuns))
                    .arg(units::formatNs(double(k->netRxP50Ns)), units::formatNs(double(k->netRxP99Ns)),
                         units::formatNs(double(k->netRxMaxNs)));
    if (k->hz > 0)
        s += QLatin1Char(' ') + tr("Runs crossing a jiffy tick (HZ %1): %2, expected from run time / tick %3.")
                                    .arg(k->hz)
                                    .arg(units::formatCount(k->runsCrossingTick))
                                    .arg(k->expectedTickCrossings, 0, 'f', 1);
    if (k->lostEvents || k->malformedBlocks)
        s += QLatin1Char(' ') + tr("%1 events lost, %2 damaged blocks skipped.")
                                    .arg(units::formatCount(k->lostEvents))
                                    .arg(units::formatCount(k->malformedBlocks));
    return s;
}

bool KernelEventsView::placeholderShown() const
{
    return m_placeholder->visible();
}

QString KernelEventsView::placeholderText() const
{
    return m_placeholder->text();
}

size_t KernelEventsView::pollPoints() const
{
    size_t n = 0;
    for (const QCPGraph *g : m_pollGraphs)
        n += size_t(g->dataCount());
    return n;
}

size_t KernelEventsView::atBudgetPoints() const
{
    return size_t(m_atBudget->dataCount());
}

size_t KernelEventsView::packetPoints() const
{
    return size_t(m_packets->dataCount());
}

size_t KernelEventsView::runPoints() const
{
    size_t n = 0;
    for (const QCPGraph *g : m_runGraphs)
        n += size_t(g->dataCount());
    return n;
}

size_t KernelEventsView::tickCrossingPoints() const
{
    return size_t(m_crossing->dataCount());
}

QString KernelEventsView::csv() const
{
    QString out = QStringLiteral("work,polls\n");
    for (size_t w = 0; w < m_histogram.size(); ++w)
        out += QString::number(w) + QLatin1Char(',') + QString::number(m_histogram[w]) + QLatin1Char('\n');
    return out;
}

} // namespace jitterscope
