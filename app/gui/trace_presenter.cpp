#include "app/gui/trace_presenter.h"

#include "core/analysis/selection_stats.h"
#include "widgets/burst_timeline_view.h"
#include "widgets/comments_view.h"
#include "widgets/common/units.h"
#include "widgets/delta_histogram_view.h"
#include "widgets/drop_counters_bar.h"
#include "widgets/flow_table_view.h"
#include "widgets/io_graph_view.h"
#include "widgets/softnet_view.h"
#include "widgets/summary_view.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>
#include <QTimer>

#include <algorithm>

namespace jitterscope {

namespace {

/// "flow 3: UDP 10.0.0.1:5000 → 10.0.0.2:6000" or "4 flows: 1, 2, 5, 7" (at most 8 ids listed).
QString flowsText(const AnalysisSnapshot &s, const std::vector<uint32_t> &ids)
{
    if (ids.size() == 1) {
        const auto it =
            std::find_if(s.flows.begin(), s.flows.end(), [&](const FlowSummary &f) { return f.id == ids[0]; });
        return QCoreApplication::translate("jitterscope::TracePresenter", "flow %1: %2")
            .arg(ids[0])
            .arg(it == s.flows.end() ? QString() : QString::fromStdString(it->label()));
    }
    QStringList list;
    for (size_t i = 0; i < ids.size() && i < 8; ++i)
        list << QString::number(ids[i]);
    if (ids.size() > 8)
        list << QStringLiteral("…");
    return QCoreApplication::translate("jitterscope::TracePresenter", "%Ln flows: %1", nullptr,
                                       units::pluralCount(ids.size()))
        .arg(list.join(QStringLiteral(", ")));
}

std::vector<uint32_t> allFlowIds(const AnalysisSnapshot &s)
{
    std::vector<uint32_t> ids;
    ids.reserve(s.flows.size());
    for (const FlowSummary &f : s.flows)
        ids.push_back(f.id);
    return ids;
}

} // namespace

TracePresenter::TracePresenter(const Views &views, QObject *parent)
    : QObject(parent)
    , m_views(views)
{
    connect(m_views.flowTable, &FlowTableView::scopeChanged, this, &TracePresenter::applySelection);
    // Views are refreshed from the latest snapshot at most every 50 ms (latest wins).
    m_timer = new QTimer(this);
    m_timer->setInterval(50);
    connect(m_timer, &QTimer::timeout, this, &TracePresenter::applyPending);
    m_timer->start();
}

void TracePresenter::reset(bool keepSelection)
{
    m_pending.reset();
    if (!keepSelection)
        m_views.flowTable->clearSelection();
}

void TracePresenter::setPending(SnapshotPtr snapshot)
{
    m_pending = std::move(snapshot);
}

void TracePresenter::setLive(double windowSeconds)
{
    m_live = true;
    m_windowSeconds = windowSeconds;
}

void TracePresenter::liveEnded()
{
    m_live = false;
}

void TracePresenter::applyPending()
{
    if (!m_pending)
        return;
    m_applied = std::move(m_pending);
    m_pending.reset();
    m_views.summary->setSnapshot(m_applied);
    m_views.flowTable->setSnapshot(m_applied);
    m_views.comments->setSnapshot(m_applied);
    m_views.softnet->setOrigin(m_applied->firstTsNs);
    m_views.softnet->setWindowSeconds(m_live ? m_windowSeconds : 0);
    m_views.softnet->setSnapshot(m_applied);
    m_views.drops->setSnapshot(m_applied);
    Q_EMIT snapshotApplied(m_applied);
    applySelection();
}

QString TracePresenter::exportCaption() const
{
    if (!m_applied)
        return QString();
    const AnalysisSnapshot &s = *m_applied;
    const AnalysisOptions &o = s.options;
    const QString nominal = o.nominalGapNs > 0 ? units::formatNs(double(o.nominalGapNs)) : tr("estimated");
    const QString burst = o.burstGapNs > 0 ? units::formatNs(double(o.burstGapNs)) : tr("derived");
    const QString order = o.order == DeltaOrder::Time ? tr("time order") : tr("file order");
    QString decoders = tr("auto");
    if (o.forceDecoderSet)
        switch (o.forceDecoder) {
        case PayloadKind::Rtp: decoders = QStringLiteral("RTP"); break;
        case PayloadKind::Iperf3: decoders = QLatin1String(o.iperf3Seq64 ? "iperf3 64-bit" : "iperf3"); break;
        case PayloadKind::Probe: decoders = QStringLiteral("probe"); break;
        case PayloadKind::None: decoders = tr("off"); break;
        }
    if (!o.decoderChoices.empty())
        decoders += tr(", %Ln per-flow choices", nullptr, units::pluralCount(o.decoderChoices.size()));
    QString text = tr("%1 · nominal gap %2, burst threshold %3, %4, decoders %5")
                       .arg(QFileInfo(QString::fromStdString(s.path)).fileName(), nominal, burst, order, decoders);
    if (!o.flowFilter.empty())
        text += tr(", flows “%1”").arg(QString::fromStdString(o.flowFilter));
    return text;
}

void TracePresenter::applySelection()
{
    if (!m_applied)
        return;
    const AnalysisSnapshot &s = *m_applied;
    const FlowScope &scope = m_views.flowTable->scope();
    const QString trace = QFileInfo(QString::fromStdString(s.path)).fileName();
    // Histograms: AllFlows merges each flow's own gaps; AllPackets (empty ids) takes the gaps of
    // the merged packet sequence. The timeline always plots the gap to the previous packet of the
    // flows shown.
    std::vector<uint32_t> histFlows, timelineFlows;
    QString histSubject, timelineSubject;
    switch (scope.kind) {
    case FlowScope::Kind::AllFlows:
        histFlows = allFlowIds(s);
        histSubject =
            tr("%1 · all %Ln flows, each flow's own gaps", nullptr, units::pluralCount(s.flowCount())).arg(trace);
        timelineSubject = tr("%1 · all packets, gap to the previous packet of any flow").arg(trace);
        break;
    case FlowScope::Kind::AllPackets:
        histSubject = tr("%1 · all packets as one sequence (gaps across flows)").arg(trace);
        timelineSubject = tr("%1 · all packets, gap to the previous packet of any flow").arg(trace);
        break;
    case FlowScope::Kind::Selected:
    case FlowScope::Kind::Filtered:
        histFlows = timelineFlows = scope.flowIds;
        histSubject = timelineSubject = QStringLiteral("%1 · %2").arg(trace, flowsText(s, scope.flowIds));
        if (scope.kind == FlowScope::Kind::Filtered)
            histSubject = timelineSubject = tr("%1 (filter “%2”)").arg(histSubject, scope.filterText);
        break;
    }
    const bool noMatch = scope.kind == FlowScope::Kind::Filtered && scope.flowIds.empty();
    if (noMatch != m_noMatch) {
        m_noMatch = noMatch;
        const QString text = noMatch ? tr("No flow matches the filter.") : QString();
        m_views.histogram->setEmptyText(text);
        m_views.timeline->setEmptyText(text);
    }
    m_views.histogram->setSubject(noMatch ? tr("%1 · no flow matches “%2”").arg(trace, scope.filterText) : histSubject);
    m_views.timeline->setSubject(noMatch ? tr("%1 · no flow matches “%2”").arg(trace, scope.filterText)
                                         : timelineSubject);
    if (m_views.ioGraph) {
        QString ioSubject = timelineSubject;
        if (scope.kind == FlowScope::Kind::AllFlows || scope.kind == FlowScope::Kind::AllPackets)
            ioSubject = tr("%1 · all packets").arg(trace);
        m_views.ioGraph->setEmptyText(noMatch ? tr("No flow matches the filter.") : QString());
        m_views.ioGraph->setSubject(noMatch ? tr("%1 · no flow matches “%2”").arg(trace, scope.filterText) : ioSubject);
        m_views.ioGraph->setFlowSelection(timelineFlows);
        m_views.ioGraph->setSnapshot(noMatch ? nullptr : m_applied);
    }
    if (noMatch) {
        m_views.histogram->clear();
        m_views.timeline->setSnapshot(nullptr);
        return;
    }

    const int64_t windowNs = m_live ? int64_t(m_windowSeconds * 1e9) : 0;
    if (const auto window = liveWindow(s, windowNs)) {
        const SelectionStats st = scope.kind == FlowScope::Kind::AllFlows ? allFlowsWindowStats(s, *window)
                                                                          : windowSelectionStats(s, histFlows, *window);
        m_views.histogram->setHistogram(st.histogram, st.interarrival, st.jitter);
        m_views.timeline->setSnapshot(m_applied);
        m_views.timeline->setFlowSelection(timelineFlows);
        m_views.timeline->followVisibleRange(double(window->fromNs - s.firstTsNs) / 1e9,
                                             double(window->newestNs - s.firstTsNs) / 1e9);
        if (m_views.ioGraph) // the same window: the time views stay on one axis while it streams
            m_views.ioGraph->followVisibleRange(double(window->fromNs - s.firstTsNs) / 1e9,
                                                double(window->newestNs - s.firstTsNs) / 1e9);
        return;
    }
    std::shared_ptr<const SelectionStats> st;
    if (scope.kind == FlowScope::Kind::AllFlows)
        st = allFlowsStatsOfApplied();
    else if (auto one = selectionStats(s, histFlows))
        st = std::make_shared<const SelectionStats>(std::move(*one));
    if (st)
        m_views.histogram->setHistogram(st->histogram, st->interarrival, st->jitter);
    else
        m_views.histogram->clear();
    m_views.timeline->setSnapshot(m_applied);
    m_views.timeline->setFlowSelection(timelineFlows);
}

std::shared_ptr<const SelectionStats> TracePresenter::allFlowsStatsOfApplied()
{
    // A snapshot never changes once made; the weak pointer does not keep it alive, and while it
    // lives no other snapshot can have its address.
    if (m_allFlowsOf.lock() != m_applied) {
        auto st = allFlowsStats(*m_applied);
        m_allFlows = st ? std::make_shared<const SelectionStats>(std::move(*st)) : nullptr;
        m_allFlowsOf = m_applied;
    }
    return m_allFlows;
}

} // namespace jitterscope
