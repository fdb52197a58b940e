#include "widgets/stages_view.h"

#include "widgets/common/plot_style.h"
#include "widgets/common/plot_title.h"
#include "widgets/common/units.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace jitterscope {

namespace {
const QColor kNetwork(0x1f, 0x77, 0xb4);
const QColor kDelivery(0xff, 0x7f, 0x0e);
const QColor kSender(0x2c, 0xa0, 0x2c);
constexpr int kHistBins = 40;

/// Stage data a flow carries: packets with a sender or delivery time.
uint64_t stageWeight(const FlowSummary &f)
{
    return (f.stages->networkDelay ? f.stages->networkDelay->count * 2 : 0) +
           (f.stages->deliveryDelay ? f.stages->deliveryDelay->count : 0);
}
} // namespace

StagesView::StagesView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_flowLabel = new QLabel;
    m_flows = new QComboBox;
    // Flow labels can be long: the combo takes the room it gets, it does not widen the window.
    m_flows->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_flows->setMinimumContentsLength(24);
    top->addWidget(m_flowLabel);
    top->addWidget(m_flows, 1);
    layout->addLayout(top);
    m_verdict = new QLabel;
    QFont bold = m_verdict->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_verdict->setFont(bold);
    m_verdict->setWordWrap(true);
    layout->addWidget(m_verdict);
    m_missing = new QLabel;
    m_missing->setWordWrap(true);
    layout->addWidget(m_missing);

    m_table = new QTableWidget(5, 4);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_table);

    m_timeline = new QCustomPlot;
    keepPlotShrinkable(m_timeline); // the window fits 1024×600
    m_networkGraph = m_timeline->addGraph();
    m_networkGraph->setPen(QPen(kNetwork, 1));
    m_networkGraph->setBrush(QColor(kNetwork.red(), kNetwork.green(), kNetwork.blue(), 120));
    m_totalGraph = m_timeline->addGraph();
    m_totalGraph->setPen(QPen(kDelivery, 1));
    m_totalGraph->setBrush(QColor(kDelivery.red(), kDelivery.green(), kDelivery.blue(), 120));
    m_totalGraph->setChannelFillGraph(m_networkGraph); // stacked: delivery on top of the network
    m_timeline->legend->setVisible(true);
    m_timeline->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    units::installTimeTicker(m_timeline->xAxis, 1e9, false);
    units::installTimeTicker(m_timeline->yAxis, 1, false);
    layout->addWidget(m_timeline, 3);

    auto *hists = new QHBoxLayout;
    const QColor colours[3] = { kSender, kNetwork, kDelivery };
    for (int i = 0; i < 3; ++i) {
        m_hists[i] = new QCustomPlot;
        keepPlotShrinkable(m_hists[i]);
        m_hists[i]->plotLayout()->insertRow(0);
        m_hists[i]->plotLayout()->addElement(0, 0, new PlotTitle(m_hists[i], m_hists[i]->font()));
        m_bars[i] = new QCPBars(m_hists[i]->xAxis, m_hists[i]->yAxis);
        m_bars[i]->setPen(QPen(colours[i].darker(), 1));
        m_bars[i]->setBrush(colours[i]);
        m_bars[i]->setAntialiased(false);
        units::installTimeTicker(m_hists[i]->xAxis, 1, false);
        fitTicksToAxis(m_hists[i]->xAxis, QStringLiteral("−88.8 µs")); // a third of the width: fewer labels
        units::installCountTicker(m_hists[i]->yAxis, false);
        hists->addWidget(m_hists[i]);
    }
    layout->addLayout(hists, 2);

    connect(m_flows, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        m_userChoseFlow = true;
        m_flow = m_flows->itemData(index).toUInt();
        refresh();
    });
    retranslate();
}

StagesView::~StagesView() = default;

void StagesView::setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot)
{
    m_snapshot = std::move(snapshot);
    rebuildFlows();
    refresh();
}

void StagesView::setFlowId(uint32_t id)
{
    m_userChoseFlow = true;
    m_flow = id;
    const int index = m_flows->findData(id);
    if (index >= 0)
        m_flows->setCurrentIndex(index);
    refresh();
}

QString StagesView::verdictText() const
{
    return m_verdict->text();
}

const FlowSummary *StagesView::currentFlow() const
{
    if (!m_snapshot)
        return nullptr;
    for (const FlowSummary &f : m_snapshot->flows)
        if (f.id == m_flow)
            return &f;
    return nullptr;
}

void StagesView::rebuildFlows()
{
    m_flows->clear();
    if (!m_snapshot) {
        m_flow = UINT32_MAX;
        return;
    }
    const FlowSummary *best = nullptr;
    for (const FlowSummary &f : m_snapshot->flows) {
        if (!f.stages->any())
            continue;
        m_flows->addItem(QStringLiteral("#%1 %2").arg(f.id).arg(QString::fromStdString(f.label())), f.id);
        if (!best || stageWeight(f) > stageWeight(*best))
            best = &f;
    }
    if (!m_userChoseFlow || m_flows->findData(m_flow) < 0)
        m_flow = best ? best->id : UINT32_MAX;
    const int index = m_flows->findData(m_flow);
    if (index >= 0)
        m_flows->setCurrentIndex(index);
}

void StagesView::refresh()
{
    const FlowSummary *f = currentFlow();
    const StageStats empty;
    const StageStats &st = f ? f->stages.get() : empty;
    if (!f) {
        m_verdict->setText(m_snapshot ? tr("No flow carries a sender or delivery time: stages need probe, iperf3 or "
                                           "RTP traffic, or a Jitterscope capture session.")
                                      : tr("Open a trace or start a capture."));
    } else if (st.verdict == Stage::None) {
        m_verdict->setText(tr("No verdict: fewer than two stages were recorded, or none varies."));
    } else {
        const int pct = int(std::lround(st.verdictShare * 100));
        switch (st.verdict) {
        case Stage::Sender:
            m_verdict->setText(tr("%1 % of the p99 arrival jitter is the sender's own pacing").arg(pct));
            break;
        case Stage::Network:
            m_verdict->setText(
                tr("%1 % of the p99 arrival jitter is added between the sender and the kernel (network and receive "
                   "path)")
                    .arg(pct));
            break;
        case Stage::Delivery:
            m_verdict->setText(
                tr("%1 % of the p99 arrival jitter is added between the kernel and the application").arg(pct));
            break;
        case Stage::None: break;
        }
        if (st.tailTellsMore()) {
            const int tailPct = int(std::lround(st.tailVerdictShare * 100));
            const QString tail =
                st.tailVerdict == Stage::Sender
                    ? tr("Its rarest excursions (p99.9) come mostly (%1 %) from the sender's own pacing.")
                : st.tailVerdict == Stage::Network
                    ? tr("Its rarest excursions (p99.9) come mostly (%1 %) from between the sender and the kernel.")
                    : tr("Its rarest excursions (p99.9) come mostly (%1 %) from between the kernel and the "
                         "application.");
            m_verdict->setText(m_verdict->text() + QLatin1Char('\n') + tail.arg(tailPct));
        }
    }
    QStringList missing;
    if (f) {
        if (!st.networkDelay)
            missing << tr("No sender time: not a probe, iperf3 or RTP flow (sender and network stages need one).");
        if (!st.deliveryDelay)
            missing << tr("No delivery time: not a Jitterscope capture session (tcpdump and dumpcap record none).");
        if (st.networkRelative)
            missing << tr("RTP: the network delay is relative (timestamp / clock rate, the first packet as origin).");
        else if (st.senderClockUnrelated)
            missing << tr("The sender's clock is not the capture's wall clock (iperf3 stamps its monotonic clock): "
                          "the network delay is a variation only, its offset means nothing.");
        else if (st.networkDelay)
            missing << tr("Network delay minus its minimum (%1); the minimum is a one-way delay only when sender and "
                          "capture share one host's clock.")
                           .arg(units::formatNs(double(st.networkOffsetNs)));
    }
    m_missing->setText(missing.join(QLatin1Char(' ')));

    const std::optional<StageDistribution> *rows[5] = { &st.sendGap, &st.networkDelay, &st.ipdv, &st.deliveryDelay,
                                                        &st.deliveryIpdv };
    for (int r = 0; r < 5; ++r) {
        const auto &d = *rows[r];
        const QString cells[4] = { d ? units::formatCount(d->count) : tr("not recorded"),
                                   d ? units::formatNs(double(d->p50Ns)) : QString(),
                                   d ? units::formatNs(double(d->p99Ns)) : QString(),
                                   d ? units::formatNs(double(d->maxNs)) : QString() };
        for (int c = 0; c < 4; ++c) {
            auto *item = m_table->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(r, c, item);
            }
            item->setText(cells[c]);
        }
    }
    m_table->resizeRowsToContents();
    int tableHeight = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r)
        tableHeight += m_table->rowHeight(r);
    m_table->setFixedHeight(tableHeight);

    // Stacked timeline: x seconds since the trace's first packet, y ns.
    QVector<double> x, net, total;
    if (st.timeline && m_snapshot) {
        const int64_t origin = m_snapshot->minTsNs;
        x.reserve(int(st.timeline->size()));
        for (const StagePoint &p : *st.timeline) {
            x.push_back(double(p.tsNs - origin) / 1e9);
            net.push_back(double(p.networkNs));
            total.push_back(double(p.networkNs) + (p.deliveryNs == kNoTimeNs ? 0.0 : double(p.deliveryNs)));
        }
    }
    m_networkGraph->setData(x, net, true);
    m_totalGraph->setData(x, total, true);
    m_totalGraph->setVisible(st.deliveryDelay.has_value());
    m_totalGraph->removeFromLegend();
    if (st.deliveryDelay)
        m_totalGraph->addToLegend();
    m_timeline->rescaleAxes();
    m_timeline->yAxis->setRangeLower(0);
    m_timeline->replot(QCustomPlot::rpQueuedReplot);

    const StageHistogram *hists[3] = { &st.sendGapHist, &st.networkHist, &st.deliveryHist };
    for (int i = 0; i < 3; ++i) {
        QVector<double> keys, values;
        double width = 1;
        const StageHistogram &h = *hists[i];
        if (h.hist && h.hist->count() > 0) {
            // p0.5 … p99.5: a few outliers (a sender's pauses) would squeeze the rest into one bar;
            // the values outside fall into the first and last bars.
            const int64_t lo = h.hist->percentile(0.005);
            const int64_t hi = std::max(h.hist->percentile(0.995), lo + 1);
            const DisplayHistogram d = makeDisplayHistogram(*h.hist, kHistBins, false, lo, hi);
            for (size_t b = 0; b + 1 < d.edgesNs.size(); ++b) {
                keys.push_back((d.edgesNs[b] + d.edgesNs[b + 1]) / 2 + double(h.shiftNs));
                values.push_back(d.counts[b]);
            }
            width = (double(hi) - double(lo)) / kHistBins;
        }
        m_bars[i]->setWidth(width);
        m_bars[i]->setData(keys, values, true);
        m_hists[i]->rescaleAxes();
        m_hists[i]->yAxis->setRangeLower(0);
        m_hists[i]->replot(QCustomPlot::rpQueuedReplot);
    }
}

void StagesView::retranslate()
{
    m_flowLabel->setText(tr("Flow:"));
    m_table->setHorizontalHeaderLabels({ tr("Packets"), tr("p50"), tr("p99"), tr("max") });
    m_table->setVerticalHeaderLabels({ tr("Sender: send gap − nominal"), tr("Network: delay variation (PDV)"),
                                       tr("Network: IPDV"), tr("Kernel → application: delivery delay"),
                                       tr("Kernel → application: IPDV") });
    m_networkGraph->setName(tr("network + receive path (PDV)"));
    m_totalGraph->setName(tr("+ kernel → application (delivery)"));
    m_timeline->xAxis->setLabel(tr("time since the first packet"));
    m_timeline->yAxis->setLabel(tr("delay, stacked"));
    const QString titles[3] = { tr("Sender: send gap − nominal (p0.5–p99.5)"), tr("Network: PDV (p0.5–p99.5)"),
                                tr("Delivery delay (p0.5–p99.5)") };
    for (int i = 0; i < 3; ++i)
        if (auto *t = qobject_cast<QCPTextElement *>(m_hists[i]->plotLayout()->element(0, 0)))
            t->setText(titles[i]);
    refresh();
}

void StagesView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace jitterscope
