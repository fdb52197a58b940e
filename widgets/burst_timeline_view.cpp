#include "widgets/burst_timeline_view.h"

#include "core/analysis/kernel_events.h"
#include "core/base/saturating.h"

#include "widgets/common/plot_navigator.h"
#include "widgets/common/plot_style.h"
#include "widgets/common/plot_title.h"
#include "widgets/common/units.h"

#include <QCheckBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace jitterscope {

namespace {

const QColor kGapColour(50, 100, 170);
const QColor kBurstColour(230, 110, 0);
const QColor kSpanColour(240, 140, 20, 90);
const QColor kThresholdColour(200, 30, 30);
const QColor kNegativeColour(130, 40, 150);
// The packets of each NAPI poll: bands along the bottom in two alternating colours, the poll's
// return as a tick.
const QColor kPollBandColours[2] = { QColor(0, 140, 130, 150), QColor(120, 80, 200, 150) };
const QColor kPollEndColour(40, 40, 40);
constexpr double kPollBandTop = 0.05; // of the plot height (yAxis2 0..1)
constexpr double kPollTickTop = 0.09;
constexpr size_t kDefaultMaxPoints = 2000;

} // namespace

BurstTimelineView::BurstTimelineView(QWidget *parent)
    : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    keepPlotShrinkable(m_plot);
    m_logYBox = new QCheckBox(this);
    auto *reset = new QPushButton(this);
    reset->setObjectName(QStringLiteral("resetZoomButton"));
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_logYBox);
    controls->addStretch(1);
    controls->addWidget(reset);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_plot, 1);

    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(30);
    connect(m_refreshTimer, &QTimer::timeout, this, [this] {
        rebuild();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    });
    connect(m_logYBox, &QCheckBox::toggled, this, &BurstTimelineView::setLogY);
    connect(reset, &QPushButton::clicked, this, &BurstTimelineView::resetZoom);

    buildPlot();
    retranslate();
    rebuild();
}

BurstTimelineView::~BurstTimelineView() = default;

void BurstTimelineView::buildPlot()
{
    m_plot->setNotAntialiasedElements(QCP::aeAll); // tens of thousands of dots
    new PlotNavigator(m_plot, [this] {
        const auto [t0, t1] = fullRange();
        return QCPRange(t0, t1);
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

    // Burst spans on a hidden 0..1 axis so that they fill the full height whatever the y scale.
    m_plot->yAxis2->setRange(0, 1);
    m_spans = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    m_spans->setPen(Qt::NoPen);
    m_spans->setBrush(kSpanColour);
    m_spans->setAdaptiveSampling(false);

    m_gaps = m_plot->addGraph();
    m_gaps->setLineStyle(QCPGraph::lsNone);
    m_gaps->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kGapColour, kGapColour, 4));
    m_burstPoints = m_plot->addGraph();
    m_burstPoints->setLineStyle(QCPGraph::lsNone);
    m_burstPoints->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kBurstColour, kBurstColour, 5));
    for (int i = 0; i < 2; ++i) {
        m_pollBands[i] = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
        m_pollBands[i]->setPen(Qt::NoPen);
        m_pollBands[i]->setBrush(kPollBandColours[i]);
        m_pollBands[i]->setAdaptiveSampling(false);
        m_pollBands[i]->setObjectName(QStringLiteral("pollBands%1").arg(i));
        m_pollBands[i]->removeFromLegend();
    }
    m_pollEnds = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    m_pollEnds->setLineStyle(QCPGraph::lsImpulse);
    m_pollEnds->setPen(QPen(kPollEndColour, 1));
    m_pollEnds->setAdaptiveSampling(false);
    m_pollEnds->removeFromLegend();
    m_negative = m_plot->addGraph();
    m_negative->setLineStyle(QCPGraph::lsNone);
    m_negative->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, QPen(kNegativeColour, 2), Qt::NoBrush, 7));

    m_thresholdLine = new QCPItemStraightLine(m_plot);
    m_thresholdLine->setObjectName(QStringLiteral("marker:threshold"));
    m_thresholdLine->setPen(QPen(kThresholdColour, 2, Qt::DashLine));
    m_thresholdLabel = new QCPItemText(m_plot);
    m_thresholdLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_thresholdLabel->position->setTypeY(QCPItemPosition::ptPlotCoords);
    m_thresholdLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_thresholdLabel->setColor(kThresholdColour);
    m_thresholdLabel->setBrush(QColor(255, 255, 255, 210));

    m_placeholder = new QCPItemText(m_plot);
    m_placeholder->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_placeholder->position->setCoords(0.5, 0.5);
    m_placeholder->setTextAlignment(Qt::AlignCenter);
    m_placeholder->setColor(QColor(90, 90, 90));
    m_placeholder->setFont(font);
    wrapTextToPlot(m_placeholder);

    // Legend in a row under the plot, so it never hides markers, labels or data.
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->axisRect()->insetLayout()->simplify();
    m_plot->plotLayout()->addElement(2, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(2, 0.001);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setMargins(QMargins(6, 2, 6, 2));
    m_plot->legend->setFont(font);

    units::installTimeTicker(m_plot->xAxis, 1e9, false);
    units::installTimeTicker(m_plot->yAxis, 1e3, false);

    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, [this](const QCPRange &r) {
        if (m_settingRange)
            return;
        m_followAll = false;
        Q_EMIT visibleRangeChanged(r.lower, r.upper);
        scheduleRefresh();
    });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &BurstTimelineView::resetZoom);
}

void BurstTimelineView::retranslate()
{
    m_logYBox->setText(tr("Logarithmic gap axis"));
    if (auto *reset = findChild<QPushButton *>(QStringLiteral("resetZoomButton")))
        reset->setText(tr("Whole trace"));
    // Short: the label is not elided, and the view is often half of a 1024 px window. The
    // mouse help goes to the tooltip.
    m_plot->xAxis->setLabel(tr("Time since first packet"));
    m_plot->setToolTip(tr("Drag to zoom, Shift+drag to pan, double-click for the whole trace."));
    m_plot->yAxis->setLabel(tr("Gap to previous packet"));
    m_gaps->setName(tr("Packet"));
    m_spans->setName(tr("Burst (≥ 2 packets)"));
    m_negative->setName(tr("Negative gap (file not in time order)"));
    m_pollBands[0]->setName(tr("Packets of one NAPI poll"));
    m_pollEnds->setName(tr("NAPI poll returns"));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BurstTimelineView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        rebuild();
    }
    QWidget::changeEvent(event);
}

void BurstTimelineView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        scheduleRefresh();
}

void BurstTimelineView::setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot)
{
    m_snapshot = std::move(snapshot);
    if (m_snapshot && m_snapshot->store) // a few ms per snapshot, not the whole store at the first visit
        m_timelineIndex->update(*m_snapshot->store, m_snapshot->firstStored, m_snapshot->packetsStored);
    if (m_followAll) {
        const auto [t0, t1] = fullRange();
        setRangeProgrammatically(t0, t1);
    }
    scheduleRefresh(true);
}

void BurstTimelineView::shareTimelineIndex(std::shared_ptr<TimelineIndex> index)
{
    if (index)
        m_timelineIndex = std::move(index);
}

void BurstTimelineView::setFlowSelection(std::vector<uint32_t> flowIds)
{
    if (flowIds == m_flows)
        return;
    m_flows = std::move(flowIds);
    scheduleRefresh(RefreshPacing::Cause::Discrete);
}

void BurstTimelineView::setBurstThresholdNs(int64_t thresholdNs)
{
    m_thresholdOverrideNs = std::max<int64_t>(0, thresholdNs);
    scheduleRefresh();
}

int64_t BurstTimelineView::burstThresholdNs() const
{
    if (m_thresholdOverrideNs > 0 || !m_snapshot)
        return m_thresholdOverrideNs;
    if (m_flows.size() == 1) {
        for (const FlowSummary &f : m_snapshot->flows)
            if (f.id == m_flows.front() && f.bursts.thresholdNs > 0)
                return f.bursts.thresholdNs;
    }
    return m_snapshot->bursts.thresholdNs;
}

std::pair<double, double> BurstTimelineView::visibleRange() const
{
    return { m_plot->xAxis->range().lower, m_plot->xAxis->range().upper };
}

void BurstTimelineView::setVisibleRange(double t0Sec, double t1Sec)
{
    m_followAll = false;
    setRangeProgrammatically(t0Sec, t1Sec);
    scheduleRefresh();
}

void BurstTimelineView::followVisibleRange(double t0Sec, double t1Sec)
{
    m_followAll = false;
    setRangeProgrammatically(t0Sec, t1Sec);
    scheduleRefresh(true);
}

void BurstTimelineView::setSubject(const QString &subject)
{
    if (subject == m_subject)
        return;
    m_subject = subject;
    scheduleRefresh();
}

QString BurstTimelineView::titleText() const
{
    return m_title->text();
}

void BurstTimelineView::setEmptyText(const QString &text)
{
    m_emptyText = text;
    refreshNow();
}

void BurstTimelineView::setLogY(bool on)
{
    if (on == m_logY)
        return;
    m_logY = on;
    {
        const QSignalBlocker block(m_logYBox);
        m_logYBox->setChecked(on);
    }
    units::installTimeTicker(m_plot->yAxis, 1e3, on);
    rebuild();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    Q_EMIT logYChanged(on);
}

void BurstTimelineView::resetZoom()
{
    m_followAll = true;
    const auto [t0, t1] = fullRange();
    setRangeProgrammatically(t0, t1);
    scheduleRefresh();
}

std::pair<double, double> BurstTimelineView::fullRange() const
{
    if (!m_snapshot || m_snapshot->packets == 0)
        return { 0.0, 1.0 };
    const auto [t0, t1] = timeSpanSec(*m_snapshot);
    const double pad = t1 > t0 ? (t1 - t0) * 0.02 : 1e-3;
    return { t0 - pad, t1 + pad };
}

void BurstTimelineView::setRangeProgrammatically(double t0, double t1)
{
    m_settingRange = true;
    m_plot->xAxis->setRange(t0, t1);
    m_settingRange = false;
}

void BurstTimelineView::scheduleRefresh(bool forSnapshot)
{
    scheduleRefresh(forSnapshot ? RefreshPacing::Cause::Snapshot : RefreshPacing::Cause::Continuous);
}

void BurstTimelineView::scheduleRefresh(RefreshPacing::Cause cause)
{
    m_pending = true;
    if (isVisible())
        m_pacing.schedule(m_refreshTimer, cause);
}

void BurstTimelineView::refreshNow()
{
    m_refreshTimer->stop();
    rebuild();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BurstTimelineView::rebuild()
{
    m_pending = false;
    QElapsedTimer clock;
    clock.start();
    const bool haveStore = m_snapshot && m_snapshot->store && m_snapshot->packetsStored > m_snapshot->firstStored;
    const int64_t thresholdNs = burstThresholdNs();
    m_data = {};
    if (haveStore) {
        const QCPRange r = m_plot->xAxis->range();
        const int width = m_plot->axisRect()->width();
        const size_t maxPoints = width > 50 ? size_t(width) * 2 : kDefaultMaxPoints;
        m_timelineIndex->update(*m_snapshot->store, m_snapshot->firstStored, m_snapshot->packetsStored);
        m_data = buildTimeline(*m_snapshot->store, m_snapshot->firstStored, m_snapshot->packetsStored, m_flows,
                               m_snapshot->firstTsNs, r.lower, r.upper, maxPoints, thresholdNs, m_timelineIndex.get());
    }

    QVector<double> tGap, vGap, tBurst, vBurst, tNeg, vNeg;
    tGap.reserve(qsizetype(m_data.tSec.size()));
    vGap.reserve(qsizetype(m_data.tSec.size()));
    for (size_t i = 0; i < m_data.tSec.size(); ++i) {
        if (m_data.gapUs[i] < 0) { // its own category: a timestamp going backwards is no burst
            tNeg.push_back(m_data.tSec[i]);
            vNeg.push_back(m_logY ? -m_data.gapUs[i] : m_data.gapUs[i]);
            continue;
        }
        if (m_logY && m_data.gapUs[i] <= 0)
            continue; // a log axis cannot show zero gaps
        if (m_data.inBurst[i]) {
            tBurst.push_back(m_data.tSec[i]);
            vBurst.push_back(m_data.gapUs[i]);
        } else {
            tGap.push_back(m_data.tSec[i]);
            vGap.push_back(m_data.gapUs[i]);
        }
    }
    // Decimated points come in time order per bucket, so both series stay sorted.
    m_gaps->setData(tGap, vGap, true);
    m_burstPoints->setData(tBurst, vBurst, true);
    m_negative->setData(tNeg, vNeg, true);
    if (tNeg.isEmpty())
        m_negative->removeFromLegend();
    else
        m_negative->addToLegend();

    // Bursts last microseconds: widen each span to a few pixels so that it shows at any zoom.
    const QCPRange xr = m_plot->xAxis->range();
    const double minSpan = 4.0 * xr.size() / std::max(100, m_plot->axisRect()->width());
    QVector<double> tSpan, vSpan;
    for (size_t i = 0; i < m_data.burstStartSec.size(); ++i) {
        double a = m_data.burstStartSec[i], b = m_data.burstEndSec[i];
        if (b - a < minSpan) {
            const double mid = 0.5 * (a + b);
            a = mid - 0.5 * minSpan;
            b = mid + 0.5 * minSpan;
        }
        if (!tSpan.isEmpty() && a <= tSpan.back()) {
            tSpan[tSpan.size() - 2] = tSpan[tSpan.size() - 1] = std::max(b, tSpan.back());
            continue; // overlaps the previous (widened) span: merge, keeping keys sorted
        }
        tSpan << a << b << b;
        vSpan << 1.0 << 1.0 << std::numeric_limits<double>::quiet_NaN();
    }
    m_spans->setData(tSpan, vSpan, true);
    if (m_data.burstStartSec.empty())
        m_spans->removeFromLegend();
    else
        m_spans->addToLegend();

    rebuildPolls();

    const double thresholdUs = double(thresholdNs) / 1000.0;
    m_thresholdLine->setVisible(thresholdNs > 0);
    m_thresholdLabel->setVisible(thresholdNs > 0);
    m_thresholdLine->point1->setCoords(0, thresholdUs);
    m_thresholdLine->point2->setCoords(1, thresholdUs);
    m_thresholdLabel->position->setCoords(0.01, thresholdUs);
    m_thresholdLabel->setText(tr("burst threshold %1").arg(units::formatNs(double(thresholdNs))));
    m_burstPoints->setName(thresholdNs > 0 ? tr("Gap < %1 (in a burst)").arg(units::formatNs(double(thresholdNs)))
                                           : tr("In a burst"));

    QString placeholder;
    if (!m_snapshot || m_snapshot->packets == 0)
        placeholder =
            !m_emptyText.isEmpty()
                ? m_emptyText
                : tr("No packets yet.\nOpen a trace or start a capture to see the gap of every packet over time.");
    else if (!haveStore)
        placeholder = tr("This analysis kept no per-packet timeline.");
    else if (m_data.tSec.empty())
        placeholder = m_data.packetsInRange == 0 ? tr("No packets of the selected flows in this time range.\n"
                                                      "Double-click to show the whole trace.")
                                                 : tr("A single packet: no gap to show yet.");
    m_placeholder->setText(placeholder);
    m_placeholder->setVisible(!placeholder.isEmpty());
    m_plot->legend->setVisible(placeholder.isEmpty());

    // Short: the title row does not wrap and the view is often half a window wide.
    QString title = tr("%Ln packets in view", nullptr, units::pluralCount(m_data.packetsInRange));
    if (m_data.decimated)
        title += tr(" · lowest and highest gap per pixel column");
    else if (!m_data.burstStartSec.empty())
        title += tr(" · bursts: %1").arg(units::formatCount(m_data.burstStartSec.size()));
    if (m_pollsInView > 0 && m_pollsTooDense)
        title += tr(" · NAPI polls: %1 (zoom in to see each)").arg(units::formatCount(m_pollsInView));
    else if (m_pollsInView > 0)
        title += tr(" · NAPI polls: %1").arg(units::formatCount(m_pollsInView));
    if (m_snapshot && m_snapshot->firstStored > 0) // a bounded live session (capture --detail-window)
        title += tr(" · the last %1 packets")
                     .arg(units::formatCount(uint64_t(m_snapshot->packetsStored - m_snapshot->firstStored)));
    if (!m_snapshot || m_snapshot->packets == 0)
        title = tr("Gap to the previous packet");
    else if (!m_snapshot->complete)
        title += tr(" (reading…)");
    m_title->setText(m_subject.isEmpty() ? title : m_subject + QLatin1Char('\n') + title);
    fitY();
    // A whole-trace view of 10 M packets of one flow costs ~40 ms with the block summaries, a single
    // flow of 100 000 interleaved ones ~100 ms (every entry is read): streaming updates are paced.
    m_pacing.refreshed(clock.elapsed());
}

void BurstTimelineView::rebuildPolls()
{
    // The poll ends of the device that delivered the capture (all devices when it is unknown),
    // recomputed only when the kernel events change.
    const KernelEventsStats *k = m_snapshot && m_snapshot->kernelEvents ? &*m_snapshot->kernelEvents : nullptr;
    const auto polls = k ? k->polls : nullptr;
    if (polls != m_pollSource || (k && k->captureDevice != m_pollDevice)) {
        m_pollSource = polls;
        m_pollDevice = k ? k->captureDevice : -1;
        m_pollEndsNs = k ? pollEndsOf(*k, m_pollDevice) : std::vector<int64_t>();
    }
    m_pollsInView = 0;
    m_pollGroups = 0;
    m_pollsTooDense = false;
    QVector<double> bandT[2], bandV[2], endT, endV;
    if (!m_pollEndsNs.empty() && m_snapshot) {
        const int64_t originNs = m_snapshot->firstTsNs;
        const auto sec = [originNs](int64_t ts) { return double(satSub(ts, originNs)) * 1e-9; };
        const QCPRange xr = m_plot->xAxis->range();
        const auto first = std::lower_bound(m_pollEndsNs.begin(), m_pollEndsNs.end(), xr.lower,
                                            [&sec](int64_t ts, double t) { return sec(ts) < t; });
        const auto last =
            std::upper_bound(first, m_pollEndsNs.end(), xr.upper, [&sec](double t, int64_t ts) { return t < sec(ts); });
        m_pollsInView = size_t(last - first);
        // Ticks only while they can be told apart (about one per two pixels).
        const size_t width = size_t(std::max(100, m_plot->axisRect()->width()));
        if (m_pollsInView <= width / 2)
            for (auto it = first; it != last; ++it) {
                endT.push_back(sec(*it));
                endV.push_back(kPollTickTop);
            }
        // Bands: each poll's packets, from the first packet it handled (the first one after the
        // previous poll returned) to its return. Only on single packets, not a min/max envelope.
        m_pollsTooDense = m_data.decimated || m_pollsInView > width / 2;
        if (!m_pollsTooDense) {
            struct Band {
                double from, to;
                int colour;
            };
            std::vector<Band> bands;
            size_t prev = SIZE_MAX;
            for (double t : m_data.tSec) {
                // The packet's time back in ns (exact: the seconds came from whole ns).
                const size_t poll = pollOfPacket(m_pollEndsNs, satAdd(originNs, std::llround(t * 1e9)));
                if (poll == m_pollEndsNs.size())
                    continue; // after the last recorded poll
                if (poll == prev)
                    continue;
                prev = poll;
                bands.push_back({ t, sec(m_pollEndsNs[poll]), int(poll % 2) });
            }
            // Two pixels at least, so a one-packet poll shows; a widened band stops half a pixel
            // before the next one, so neighbours never merge into one strip.
            const double pixel = xr.size() / double(width);
            for (size_t i = 0; i < bands.size(); ++i) {
                Band &b = bands[i];
                if (b.to - b.from < 2 * pixel) {
                    double to = b.from + 2 * pixel;
                    if (i + 1 < bands.size())
                        to = std::min(to, std::max(b.to, bands[i + 1].from - 0.5 * pixel));
                    b.to = to;
                }
                bandT[b.colour] << b.from << b.to << b.to;
                bandV[b.colour] << kPollBandTop << kPollBandTop << std::numeric_limits<double>::quiet_NaN();
            }
            m_pollGroups = bands.size();
        }
    }
    for (int i = 0; i < 2; ++i)
        m_pollBands[i]->setData(bandT[i], bandV[i], true);
    m_pollEnds->setData(endT, endV, true);
    if (m_pollGroups > 0)
        m_pollBands[0]->addToLegend();
    else
        m_pollBands[0]->removeFromLegend();
    if (!endT.isEmpty())
        m_pollEnds->addToLegend();
    else
        m_pollEnds->removeFromLegend();
}

void BurstTimelineView::fitY()
{
    double lo = std::numeric_limits<double>::infinity(), hi = -lo, minPositive = lo;
    for (double g : m_data.gapUs) {
        const double v = m_logY ? std::fabs(g) : g; // negative gaps are drawn at |gap| on a log axis
        lo = std::min(lo, v);
        hi = std::max(hi, v);
        if (v > 0)
            minPositive = std::min(minPositive, v);
    }
    const double thresholdUs = double(burstThresholdNs()) / 1000.0;
    if (thresholdUs > 0) {
        hi = std::max(hi, thresholdUs);
        minPositive = std::min(minPositive, thresholdUs);
    }
    if (m_logY) {
        if (!std::isfinite(minPositive))
            m_plot->yAxis->setRange(0.1, 1e4);
        else
            m_plot->yAxis->setRange(minPositive / 2, std::max(hi, minPositive * 10) * 2);
    } else if (!std::isfinite(lo)) {
        m_plot->yAxis->setRange(0, 1000);
    } else {
        m_plot->yAxis->setRange(std::min(0.0, lo * 1.05), hi > 0 ? hi * 1.12 : 1.0);
    }
}

int BurstTimelineView::negativePoints() const
{
    return m_negative->dataCount();
}

size_t BurstTimelineView::pollTicks() const
{
    return size_t(m_pollEnds->dataCount());
}

QString BurstTimelineView::csv() const
{
    QString out = m_data.decimated ? QStringLiteral("time_s,gap_us_envelope,below_threshold\n")
                                   : QStringLiteral("time_s,gap_us,below_threshold\n");
    for (size_t i = 0; i < m_data.tSec.size(); ++i)
        out += QStringLiteral("%1,%2,%3\n")
                   .arg(m_data.tSec[i], 0, 'f', 9)
                   .arg(m_data.gapUs[i], 0, 'f', 3)
                   .arg(m_data.inBurst[i] ? 1 : 0);
    return out;
}

} // namespace jitterscope
