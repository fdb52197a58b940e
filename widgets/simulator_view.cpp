#include "widgets/simulator_view.h"

#include "widgets/burst_timeline_view.h"
#include "widgets/common/plot_style.h"
#include "widgets/common/units.h"
#include "widgets/delta_histogram_view.h"
#include "widgets/sim_params_form.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>

#include <QTabBar>
#include <QVBoxLayout>
#include <algorithm>

namespace jitterscope {

namespace {

// Row order of the figures grid; objectName of the value label in brackets.
enum Row {
    SqueezeTotal,
    SqueezeTime,
    SqueezeBudget,
    SqueezeBoth,
    Cpu,
    Latency,
    GapP99,
    Bursts,
    Packets,
    TimeLimit,
    RowCount
};
const char *const kRowNames[RowCount] = { "squeezeTotal", "squeezeByTime", "squeezeByBudget", "squeezeByBoth",
                                          "cpuShare",     "latency",       "gapP99",          "bursts",
                                          "packets",      "timeLimit" };

constexpr double kPresentationFontScale = 1.6;

} // namespace

SimulatorView::SimulatorView(QWidget *parent)
    : QWidget(parent)
{
    m_form = new SimParamsForm(this);
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("runButton"));
    m_run->setDefault(true);
    m_run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_toA = new QPushButton(this);
    m_toB = new QPushButton(this);
    m_toA->setObjectName(QStringLiteral("compareA"));
    m_toB->setObjectName(QStringLiteral("compareB"));
    m_toA->setEnabled(false);
    m_toB->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0); // the model reports no progress: a busy indicator
    m_progress->setTextVisible(false);
    m_progress->setVisible(false);

    // Only the parameters scroll; Run and the comparison buttons stay below them, on screen at
    // any window height (at 1024×600 they were below the fold of the scroll area).
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(scroll, 1);
    leftLayout->addWidget(m_progress);
    leftLayout->addWidget(m_run);
    auto *compareRow = new QHBoxLayout;
    compareRow->addWidget(m_toA);
    compareRow->addWidget(m_toB);
    leftLayout->addLayout(compareRow);

    // Figures: caption | value rows, the squeeze split first (the part the kernel cannot show).
    auto *figures = new QWidget(this);
    auto *grid = new QGridLayout(figures);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(16);
    m_runInfo = new QLabel(figures);
    m_runInfo->setObjectName(QStringLiteral("runInfo"));
    m_runInfo->setWordWrap(true);
    m_squeezeCaption = new QLabel(figures);
    QFont bold; // only the weight is set: the size still follows the view's (presentation) font
    bold.setBold(true);
    m_squeezeCaption->setFont(bold);
    m_squeezeNote = new QLabel(figures);
    m_squeezeNote->setWordWrap(true);
    m_squeezeNote->setForegroundRole(QPalette::PlaceholderText);
    grid->addWidget(m_runInfo, 0, 0, 1, 4);
    grid->addWidget(m_squeezeCaption, 1, 0, 1, 4);
    for (int i = 0; i < RowCount; ++i) {
        auto *caption = new QLabel(figures);
        auto *value = new QLabel(figures);
        value->setObjectName(QString::fromLatin1(kRowNames[i]));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true); // long figures wrap instead of widening the window
        if (i == SqueezeTotal)
            value->setFont(bold);
        // Two columns of caption/value pairs: the squeeze split left, the rest right.
        const int column = i < Cpu ? 0 : 2;
        const int row = 2 + (i < Cpu ? i : i - Cpu);
        grid->addWidget(caption, row, column);
        grid->addWidget(value, row, column + 1);
        m_rows.emplace_back(caption, value);
    }
    grid->addWidget(m_squeezeNote, 2 + SqueezeBoth + 1, 0, 2, 2, Qt::AlignTop);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    m_histogram = new DeltaHistogramView(this);
    m_timeline = new BurstTimelineView(this);
    m_histogram->setLogX(true); // NAPI gaps span ns to ms: only a log axis shows both
    m_plots = new QSplitter(Qt::Vertical, this);
    m_plots->addWidget(m_histogram);
    m_plots->addWidget(m_timeline);
    m_plots->setChildrenCollapsible(false);
    m_plots->installEventFilter(this); // one plot at a time when the height is short

    m_storyBar = new QWidget(this);
    m_storyBox = new QComboBox(m_storyBar);
    m_storyBox->setObjectName(QStringLiteral("storyBox"));
    // Sized by the room it gets, not by its longest story title (that widened the window).
    m_storyBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_storyBox->setMinimumContentsLength(16);
    m_storyRun = new QPushButton(m_storyBar);
    auto *storyLayout = new QHBoxLayout(m_storyBar);
    storyLayout->setContentsMargins(0, 0, 0, 0);
    storyLayout->addWidget(m_storyBox, 1);
    storyLayout->addWidget(m_storyRun);
    m_storyBar->hide();

    m_plotTabs = new QTabBar(this);
    m_plotTabs->setObjectName(QStringLiteral("plotTabs"));
    m_plotTabs->addTab(QString());
    m_plotTabs->addTab(QString());
    m_plotTabs->hide();
    connect(m_plotTabs, &QTabBar::currentChanged, this, &SimulatorView::updatePlotTabs);

    auto *right = new QVBoxLayout;
    right->addWidget(m_storyBar);
    right->addWidget(figures);
    right->addWidget(m_plotTabs);
    right->addWidget(m_plots, 1);
    auto *rightWidget = new QWidget(this);
    rightWidget->setLayout(right);
    right->setContentsMargins(0, 0, 0, 0);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(rightWidget);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(split);

    connect(m_run, &QPushButton::clicked, this, &SimulatorView::requestRun);
    connect(m_storyRun, &QPushButton::clicked, this, &SimulatorView::requestRun);
    connect(m_storyBox, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        applyPreset(i);
        requestRun(); // in front of a class: one action per story
    });
    connect(m_toA, &QPushButton::clicked, this, [this] { Q_EMIT compareRequested(0); });
    connect(m_toB, &QPushButton::clicked, this, [this] { Q_EMIT compareRequested(1); });
    connect(m_form, &SimParamsForm::paramsEdited, this, &SimulatorView::markStale);

    m_formColumn = left;
    retranslate();
    scroll->setMinimumWidth(m_form->sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width() + 8);
}

SimulatorView::~SimulatorView() = default;

SimParams SimulatorView::params() const
{
    return m_form->params();
}

void SimulatorView::setParams(const SimParams &params)
{
    m_form->setParams(params);
}

QStringList SimulatorView::presetNames() const
{
    return m_form->presetNames();
}

void SimulatorView::applyPreset(int index)
{
    m_form->applyPreset(index);
}

void SimulatorView::updatePlotTabs()
{
    // One plot at a time (tab bar) when two stacked ones would be too flat to read: presentation
    // fonts, large desktop fonts, small windows. The margin keeps the tab bar's own height from
    // toggling the decision back and forth.
    const bool tabbed = m_plotTabs->isVisible();
    const int perPlot = (m_plots->height() + (tabbed ? m_plotTabs->height() : 0)) / 2;
    const int needed = 12 * fontMetrics().height() + (tabbed ? 2 * fontMetrics().height() : 0);
    const bool tabs = m_presentation || perPlot < needed;
    m_plotTabs->setVisible(tabs);
    const bool show[2] = { !tabs || m_plotTabs->currentIndex() == 0, !tabs || m_plotTabs->currentIndex() == 1 };
    QWidget *views[2] = { m_histogram, m_timeline };
    bool reshown = false;
    for (int i = 0; i < 2; ++i) {
        if (show[i] && views[i]->isHidden()) {
            views[i]->resize(m_plots->size()); // a splitter shows a hidden child at size 0 first: no replot at 0
            reshown = true;
        }
        views[i]->setVisible(show[i]);
    }
    // Back to two stacked plots: share the height again (the splitter would keep the re-shown one
    // at its collapsed size).
    if (!tabs &&
        (reshown || m_plots->sizes().contains(0) || std::min(m_histogram->height(), m_timeline->height()) < 40))
        m_plots->setSizes({ m_plots->height() / 2, m_plots->height() / 2 });
}

bool SimulatorView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_plots && event->type() == QEvent::Resize)
        updatePlotTabs();
    return QWidget::eventFilter(watched, event);
}

void SimulatorView::requestRun()
{
    if (!m_busy)
        Q_EMIT runRequested(m_form->params());
}

void SimulatorView::retranslate()
{
    m_histogram->setEmptyText(tr("No simulation yet.\nPick a story preset or set the parameters, then press Run."));
    m_timeline->setEmptyText(
        tr("No simulation yet.\nThe delivery of every simulated packet appears here after a run."));
    const int story = m_storyBox->currentIndex();
    m_storyBox->clear();
    m_storyBox->addItems(presetNames());
    m_storyBox->setCurrentIndex(std::max(0, story));
    m_storyRun->setText(tr("Run"));
    m_plotTabs->setTabText(0, tr("Inter-arrival histogram"));
    m_plotTabs->setTabText(1, tr("Burst timeline"));
    m_run->setText(m_busy ? tr("Simulating…") : tr("Run simulation"));
    m_run->setToolTip(tr("Run the model with these parameters (Ctrl+Return)"));
    m_toA->setText(tr("Compare as A"));
    m_toB->setText(tr("Compare as B"));
    m_toA->setToolTip(tr("Use this run as side A of the before/after comparison"));
    m_toB->setToolTip(tr("Use this run as side B of the before/after comparison"));
    m_squeezeCaption->setText(tr("time_squeeze: net_rx_action runs cut short"));
    m_squeezeNote->setText(tr("The kernel's counter (/proc/net/softnet_stat, third column) only has the total. "
                              "Which limit fired is what the model knows and the kernel counter cannot tell."));
    const QString captions[RowCount] = {
        tr("Total"),     tr("Time limit only"),           tr("Packet budget only"), tr("Both at once"),
        tr("CPU share"), tr("Latency p50 · p99 · p99.9"), tr("Delivery gap p99"),   tr("Bursts (≥ 2 packets)"),
        tr("Packets"),   tr("Time limit N (jiffies)")
    };
    for (int i = 0; i < RowCount; ++i)
        m_rows[size_t(i)].first->setText(captions[i]);
    showFigures();
}

void SimulatorView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SimulatorView::setBusy(bool busy)
{
    m_busy = busy;
    m_run->setEnabled(!busy);
    m_storyRun->setEnabled(!busy);
    m_progress->setVisible(busy);
    m_run->setText(busy ? tr("Simulating…") : tr("Run simulation"));
}

void SimulatorView::setResult(const SimResult &result, std::shared_ptr<const AnalysisSnapshot> deliveries)
{
    m_summary = result;
    m_summary.arrivalNs = {};
    m_summary.deliveryNs = {};
    m_summary.params.replayArrivalsNs = {};
    m_resultParams = m_summary.params;
    m_haveResult = true;
    m_stale = false;
    m_figures = jitterscope::simulationFigures(result);
    m_resultLabel = describe(m_resultParams);
    m_deliveries = std::move(deliveries);
    if (m_deliveries) {
        m_histogram->setHistogram(m_deliveries->histogram, m_deliveries->interarrival, m_deliveries->jitter);
        m_timeline->setSnapshot(m_deliveries);
        m_timeline->resetZoom();
    } else {
        m_histogram->clear();
        m_timeline->setSnapshot(nullptr);
    }
    m_toA->setEnabled(m_deliveries != nullptr);
    m_toB->setEnabled(m_deliveries != nullptr);
    setBusy(false);
    showFigures();
}

void SimulatorView::markStale()
{
    if (!m_haveResult || m_stale)
        return;
    m_stale = true;
    showFigures();
}

QString SimulatorView::describe(const SimParams &p)
{
    QString s = tr("HZ=%1, netdev_budget_usecs %2 µs, netdev_budget %3, %4 packets/s")
                    .arg(p.hz)
                    .arg(p.budgetUsecs)
                    .arg(units::formatCount(uint64_t(std::max(0, p.budget))))
                    .arg(QLocale().toString(p.ratePps, 'f', 0));
    if (p.mode == RxMode::PerPacket)
        s += tr(", per-packet interrupts");
    if (p.rxUsecs > 0)
        s += tr(", rx-usecs %1").arg(p.rxUsecs);
    if (p.rxFrames > 0)
        s += tr(", rx-frames %1").arg(p.rxFrames);
    if (p.groFlushTimeoutNs > 0)
        s += tr(", gro_flush_timeout %1").arg(units::formatNs(double(p.groFlushTimeoutNs)));
    return s;
}

void SimulatorView::showFigures()
{
    const QLocale locale;
    auto value = [this](Row r) { return m_rows[size_t(r)].second; };
    if (!m_haveResult) {
        m_runInfo->setText(tr("Pick a preset or set the parameters, then run the simulation."));
        for (auto &row : m_rows)
            row.second->setText(QStringLiteral("–"));
        return;
    }
    const SimResult &r = m_summary;
    QString info = tr("Run: %1 · %2 s simulated in %3")
                       .arg(m_resultLabel, locale.toString(r.durationS, 'g', 3), units::formatNs(r.wallSeconds * 1e9));
    if (m_stale)
        info = tr("The parameters changed since this run: press Run to see their effect.") + QLatin1Char('\n') + info;
    m_runInfo->setText(info);
    QPalette pal = m_runInfo->palette();
    pal.setColor(QPalette::WindowText, m_stale ? QColor(170, 80, 0) : palette().color(QPalette::WindowText));
    m_runInfo->setPalette(pal);

    // Values stay short (one line even at large fonts); the detail goes into tooltips.
    const double s = r.durationS > 0 ? r.durationS : 1e-9;
    const std::pair<Row, uint64_t> squeezes[] = { { SqueezeTotal, r.timeSqueeze },
                                                  { SqueezeTime, r.squeezeByTime },
                                                  { SqueezeBudget, r.squeezeByBudget },
                                                  { SqueezeBoth, r.squeezeByBoth } };
    for (const auto &[row, n] : squeezes) {
        value(row)->setText(tr("%1 /s").arg(locale.toString(double(n) / s, 'f', 1)));
        value(row)->setToolTip(
            tr("%1 in the %2 s run").arg(units::formatCount(n), locale.toString(r.durationS, 'g', 3)));
    }
    value(Cpu)->setText(tr("%1 %").arg(locale.toString(r.cpuShare * 100, 'f', 1)));
    value(Latency)->setText(tr("%1 · %2 · %3")
                                .arg(units::formatNs(double(r.latencyNs.p50)), units::formatNs(double(r.latencyNs.p99)),
                                     units::formatNs(double(r.latencyNs.p999))));
    value(GapP99)->setText(units::formatNs(double(r.deliveryGapNs.p99)));
    const bool snap = m_deliveries != nullptr;
    value(Bursts)->setText(tr("%1 · mean %2 · largest %3")
                               .arg(units::formatCount(snap ? m_deliveries->bursts.bursts : r.bursts),
                                    locale.toString(snap ? m_deliveries->bursts.meanSize : r.meanBurstSize, 'f', 1),
                                    units::formatCount(snap ? m_deliveries->bursts.maxSize : r.maxBurstSize)));
    value(Bursts)->setToolTip(tr("Runs of packets delivered less than %1 apart: how many have at least two packets, "
                                 "their mean and largest size in packets")
                                  .arg(units::formatNs(double(r.params.burstGapThresholdNs))));
    value(Packets)->setText(
        tr("%1 delivered · %2 dropped").arg(units::formatCount(r.delivered), units::formatCount(r.dropped)));
    value(Packets)->setToolTip(tr("Dropped: arrivals to a full RX ring (%1 descriptors)").arg(r.params.ringSize));
    value(TimeLimit)->setText(
        tr("%1 · ksoftirqd woken %2×").arg(r.timeLimitJiffies).arg(units::formatCount(r.ksoftirqdWakeups)));
    value(TimeLimit)->setToolTip(
        tr("usecs_to_jiffies(netdev_budget_usecs) = %1; MAX_SOFTIRQ_TIME = %2")
            .arg(tr("%n jiffies", nullptr, units::pluralCount(uint64_t(r.timeLimitJiffies))),
                 tr("%n jiffies", nullptr, units::pluralCount(uint64_t(r.maxSoftirqTimeJiffies)))));
}

void SimulatorView::setPresentationMode(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    if (on) {
        QFont f = font();
        f.setPointSizeF((f.pointSizeF() > 0 ? f.pointSizeF() : 10.0) * kPresentationFontScale);
        setFont(f);
    } else {
        setFont(QFont()); // inherit the parent's font again
    }
    setPlotsPresentation(this, on, kPresentationFontScale, 2.0);
    // Presentation keeps the stories (preset box, Run) and gives the results the whole width.
    m_formColumn->setVisible(!on);
    m_storyBar->setVisible(on);
    // Large fonts leave two stacked plots too flat to read (and too wide side by side): one at a
    // time, chosen with the tab bar.
    updatePlotTabs();
    if (on && m_form->currentPreset() >= 0)
        m_storyBox->setCurrentIndex(m_form->currentPreset());
}

} // namespace jitterscope
