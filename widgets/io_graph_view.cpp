#include "widgets/io_graph_view.h"

#include "core/analysis/snapshot.h"
#include "core/analysis/timeline.h"
#include "core/base/saturating.h"

#include "widgets/common/plot_navigator.h"
#include "widgets/common/plot_style.h"
#include "widgets/common/plot_title.h"
#include "widgets/common/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace jitterscope {

namespace {

const QColor kLineColour(40, 110, 60);
const QColor kFillColour(40, 110, 60, 60);
/// Bins an explicit width may draw before it is widened: a few MB, and a replot that stays fast.
constexpr size_t kMaxExplicitBins = 100000;

int64_t toNs(int64_t originNs, double sec)
{
    if (!std::isfinite(sec))
        return sec < 0 ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
    const double ns = std::clamp(sec * 1e9, -9.2e18, 9.2e18);
    return satAdd(originNs, int64_t(std::llround(ns)));
}

} // namespace

IoGraphView::IoGraphView(QWidget *parent)
    : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    keepPlotShrinkable(m_plot);
    m_binLabel = new QLabel(this);
    m_binBox = new QComboBox(this);
    m_binBox->setObjectName(QStringLiteral("binWidth"));
    m_binLabel->setBuddy(m_binBox);
    m_binBox->addItem(QString(), qlonglong(0));
    for (int64_t w : ioGraphBinWidths())
        m_binBox->addItem(units::formatNs(double(w)), qlonglong(w));
    m_measureBox = new QComboBox(this);
    m_measureBox->setObjectName(QStringLiteral("measure"));
    m_measureBox->addItem(QString(), int(Measure::Packets));
    m_measureBox->addItem(QString(), int(Measure::Bytes));
    m_logYBox = new QCheckBox(this);
    m_logYBox->setObjectName(QStringLiteral("logY"));
    auto *reset = new QPushButton(this);
    reset->setObjectName(QStringLiteral("resetZoomButton"));
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_binLabel);
    controls->addWidget(m_binBox);
    controls->addWidget(m_measureBox);
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
    connect(m_binBox, qOverload<int>(&QComboBox::currentIndexChanged), this, [this](int i) {
        m_binNs = m_binBox->itemData(i).toLongLong();
        scheduleRefresh();
    });
    connect(m_measureBox, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this](int i) { setMeasure(Measure(m_measureBox->itemData(i).toInt())); });
    connect(m_logYBox, &QCheckBox::toggled, this, &IoGraphView::setLogY);
    connect(reset, &QPushButton::clicked, this, &IoGraphView::resetZoom);

    buildPlot();
    retranslate();
    rebuild();
}

IoGraphView::~IoGraphView() = default;

void IoGraphView::buildPlot()
{
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

    m_graph = m_plot->addGraph();
    m_graph->setLineStyle(QCPGraph::lsStepLeft);
    // Steps are horizontal and vertical: drawn without antialiasing they stay crisp, and a 2 px
    // line is on the raster engine's fast path. An antialiased 1.5 px line and fill of a jagged
    // step line (a small trace: a few packets per bin) took 17–25 ms a replot, now 5–8 ms
    // (bench_gui_latency on the bundled sample).
    m_graph->setPen(QPen(kLineColour, 2.0));
    m_graph->setBrush(kFillColour);
    m_graph->setAntialiased(false);
    m_graph->setAntialiasedFill(false);

    m_placeholder = new QCPItemText(m_plot);
    m_placeholder->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_placeholder->position->setCoords(0.5, 0.5);
    m_placeholder->setTextAlignment(Qt::AlignCenter);
    m_placeholder->setColor(QColor(90, 90, 90));
    m_placeholder->setFont(font);
    wrapTextToPlot(m_placeholder);

    units::installTimeTicker(m_plot->xAxis, 1e9, false);
    units::installCountTicker(m_plot->yAxis, false);
    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, [this](const QCPRange &r) {
        if (m_settingRange)
            return;
        m_followAll = false;
        Q_EMIT visibleRangeChanged(r.lower, r.upper);
        scheduleRefresh();
    });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &IoGraphView::resetZoom);
}

void IoGraphView::retranslate()
{
    m_binLabel->setText(tr("&Bin:"));
    m_binBox->setItemText(0, tr("Auto"));
    m_binBox->setToolTip(tr("Width of one bin. Auto: about one bin per two pixel columns of the visible time."));
    m_measureBox->setItemText(0, tr("Packets"));
    m_measureBox->setItemText(1, tr("Bytes"));
    m_logYBox->setText(tr("Logarithmic axis"));
    if (auto *reset = findChild<QPushButton *>(QStringLiteral("resetZoomButton")))
        reset->setText(tr("Whole trace"));
    // Short: the label is not elided, and the view is often half of a 1024 px window. The
    // mouse help goes to the tooltip.
    m_plot->xAxis->setLabel(tr("Time since first packet"));
    m_plot->setToolTip(tr("Drag to zoom, Shift+drag to pan, double-click for the whole trace."));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void IoGraphView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        rebuild();
    }
    QWidget::changeEvent(event);
}

void IoGraphView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        scheduleRefresh();
}

void IoGraphView::setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot)
{
    const bool newSource =
        !m_snapshot || !snapshot || snapshot->path != m_snapshot->path || snapshot->firstTsNs != m_snapshot->firstTsNs;
    m_snapshot = std::move(snapshot);
    if (m_snapshot && m_snapshot->store) // a few ms per snapshot, not the whole store at the first visit
        m_timelineIndex->update(*m_snapshot->store, m_snapshot->firstStored, m_snapshot->packetsStored);
    if (newSource)
        m_followAll = true; // another trace: its own whole range, not the old zoom
    if (m_followAll) {
        const auto [t0, t1] = fullRange();
        setRangeProgrammatically(t0, t1);
    }
    scheduleRefresh(true);
}

void IoGraphView::shareTimelineIndex(std::shared_ptr<TimelineIndex> index)
{
    if (index)
        m_timelineIndex = std::move(index);
}

void IoGraphView::setFlowSelection(std::vector<uint32_t> flowIds)
{
    if (flowIds == m_flows)
        return;
    m_flows = std::move(flowIds);
    scheduleRefresh(RefreshPacing::Cause::Discrete);
}

void IoGraphView::setSubject(const QString &subject)
{
    if (subject == m_subject)
        return;
    m_subject = subject;
    scheduleRefresh();
}

void IoGraphView::setEmptyText(const QString &text)
{
    if (text == m_emptyText)
        return;
    m_emptyText = text;
    scheduleRefresh();
}

QString IoGraphView::titleText() const
{
    return m_title->text();
}

void IoGraphView::setBinWidthNs(int64_t ns)
{
    int index = 0; // Auto
    if (ns > 0) {
        const auto &w = ioGraphBinWidths();
        const auto it = std::lower_bound(w.begin(), w.end(), ns);
        index = 1 + int(std::min<ptrdiff_t>(it - w.begin(), ptrdiff_t(w.size()) - 1));
    }
    m_binBox->setCurrentIndex(index); // currentIndexChanged sets m_binNs
    m_binNs = m_binBox->itemData(index).toLongLong();
    scheduleRefresh();
}

void IoGraphView::setMeasure(Measure m)
{
    if (m == m_measure)
        return;
    m_measure = m;
    {
        const QSignalBlocker block(m_measureBox);
        m_measureBox->setCurrentIndex(m == Measure::Packets ? 0 : 1);
    }
    scheduleRefresh();
}

void IoGraphView::setLogY(bool on)
{
    if (on == m_logY)
        return;
    m_logY = on;
    {
        const QSignalBlocker block(m_logYBox);
        m_logYBox->setChecked(on);
    }
    m_plot->yAxis->setScaleType(on ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    units::installCountTicker(m_plot->yAxis, on);
    scheduleRefresh();
}

std::pair<double, double> IoGraphView::visibleRange() const
{
    return { m_plot->xAxis->range().lower, m_plot->xAxis->range().upper };
}

void IoGraphView::setVisibleRange(double t0Sec, double t1Sec)
{
    m_followAll = false;
    setRangeProgrammatically(t0Sec, t1Sec);
    scheduleRefresh();
}

void IoGraphView::followVisibleRange(double t0Sec, double t1Sec)
{
    m_followAll = false;
    setRangeProgrammatically(t0Sec, t1Sec);
    scheduleRefresh(true);
}

void IoGraphView::resetZoom()
{
    m_followAll = true;
    const auto [t0, t1] = fullRange();
    setRangeProgrammatically(t0, t1);
    Q_EMIT visibleRangeChanged(t0, t1);
    scheduleRefresh();
}

std::pair<double, double> IoGraphView::fullRange() const
{
    if (!m_snapshot || m_snapshot->packets == 0)
        return { 0.0, 1.0 };
    const auto [t0, t1] = timeSpanSec(*m_snapshot);
    const double pad = t1 > t0 ? (t1 - t0) * 0.02 : 1e-3;
    return { t0 - pad, t1 + pad };
}

void IoGraphView::setRangeProgrammatically(double t0, double t1)
{
    m_settingRange = true;
    m_plot->xAxis->setRange(t0, t1);
    m_settingRange = false;
}

void IoGraphView::scheduleRefresh(bool forSnapshot)
{
    scheduleRefresh(forSnapshot ? RefreshPacing::Cause::Snapshot : RefreshPacing::Cause::Continuous);
}

void IoGraphView::scheduleRefresh(RefreshPacing::Cause cause)
{
    m_pending = true;
    if (isVisible())
        m_pacing.schedule(m_refreshTimer, cause);
}

void IoGraphView::refreshNow()
{
    m_refreshTimer->stop();
    rebuild();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void IoGraphView::rebuild()
{
    m_pending = false;
    QElapsedTimer clock;
    clock.start();
    const bool haveStore = m_snapshot && m_snapshot->store && m_snapshot->packetsStored > m_snapshot->firstStored;
    m_data = {};
    int64_t asked = m_binNs;
    if (haveStore) {
        const AnalysisSnapshot &s = *m_snapshot;
        const QCPRange r = m_plot->xAxis->range();
        const int64_t fromNs = toNs(s.firstTsNs, r.lower), toNsV = toNs(s.firstTsNs, r.upper);
        const int width = std::max(100, m_plot->axisRect()->width());
        const size_t autoBins = size_t(width) / 2;
        if (asked <= 0)
            asked = ioGraphWidthFor(satSub(toNsV, fromNs), autoBins);
        m_timelineIndex->update(*s.store, s.firstStored, s.packetsStored);
        m_data = buildIoGraph(*s.store, s.firstStored, s.packetsStored, m_flows, s.firstTsNs, asked, fromNs, toNsV,
                              m_binNs > 0 ? kMaxExplicitBins : autoBins, s.timeOrder.backwardSteps == 0,
                              m_timelineIndex.get());
    }

    const bool bytes = m_measure == Measure::Bytes;
    const std::vector<uint64_t> &v = bytes ? m_data.bytes : m_data.packets;
    QVector<double> keys, values;
    keys.reserve(qsizetype(v.size()) + 1);
    values.reserve(qsizetype(v.size()) + 1);
    double top = 0, minPositive = std::numeric_limits<double>::infinity();
    const int64_t first = m_snapshot ? m_snapshot->firstTsNs : 0;
    for (size_t i = 0; i < v.size(); ++i) {
        const double y = double(v[i]);
        keys.push_back(double(satSub(m_data.binStartNs(i), first)) * 1e-9);
        // A log axis cannot draw an empty bin: it leaves a hole in the steps.
        values.push_back(m_logY && v[i] == 0 ? std::numeric_limits<double>::quiet_NaN() : y);
        top = std::max(top, y);
        if (v[i] > 0)
            minPositive = std::min(minPositive, y);
    }
    if (!v.empty()) { // the last bin's right edge closes the step line
        keys.push_back(double(satSub(m_data.binStartNs(v.size()), first)) * 1e-9);
        values.push_back(values.back());
    }
    m_graph->setData(keys, values, true);
    if (m_logY)
        m_plot->yAxis->setRange(std::isfinite(minPositive) ? minPositive / 1.5 : 0.5, top > 0 ? top * 1.5 : 10);
    else
        m_plot->yAxis->setRange(0, top > 0 ? top * 1.1 : 1);

    const QString binText = units::formatNs(double(m_data.binNs > 0 ? m_data.binNs : asked));
    m_plot->yAxis->setLabel(bytes ? tr("Bytes per %1").arg(binText) : tr("Packets per %1").arg(binText));

    QString placeholder;
    if (!m_snapshot || m_snapshot->packets == 0)
        placeholder = !m_emptyText.isEmpty() ? m_emptyText
                                             : tr("No packets yet.\nOpen a trace or start a capture to see packets "
                                                  "and bytes per time bin.");
    else if (!haveStore)
        placeholder = tr("This analysis kept no per-packet timeline.");
    else if (m_data.packets.empty())
        placeholder = tr("No packets of the selected flows in this time range.\nDouble-click to show the whole trace.");
    m_placeholder->setText(placeholder);
    m_placeholder->setVisible(!placeholder.isEmpty());

    QString title = tr("%Ln packets in view", nullptr, units::pluralCount(m_data.packetsInRange));
    title += tr(" · %1 · bin %2").arg(units::formatBytes(m_data.bytesInRange), binText);
    if (m_data.widened && m_binNs > 0)
        title += tr(" (%1 is too fine for this range: zoom in)").arg(units::formatNs(double(m_binNs)));
    if (!m_snapshot || m_snapshot->packets == 0)
        title = tr("Packets and bytes per time bin");
    else if (!m_snapshot->complete)
        title += tr(" (reading…)");
    m_title->setText(m_subject.isEmpty() ? title : m_subject + QLatin1Char('\n') + title);
    m_pacing.refreshed(clock.elapsed());
}

QString IoGraphView::csv() const
{
    QString out = QStringLiteral("bin_start_ns,bin_ns,packets,bytes\n");
    const int64_t first = m_snapshot ? m_snapshot->firstTsNs : 0;
    for (size_t i = 0; i < m_data.packets.size(); ++i)
        out += QStringLiteral("%1,%2,%3,%4\n")
                   .arg(satSub(m_data.binStartNs(i), first))
                   .arg(m_data.binNs)
                   .arg(m_data.packets[i])
                   .arg(m_data.bytes[i]);
    return out;
}

} // namespace jitterscope
