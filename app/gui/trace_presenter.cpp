#include "app/gui/trace_presenter.h"

#include "core/analysis/selection_stats.h"
#include "widgets/burst_timeline_view.h"
#include "widgets/comments_view.h"
#include "widgets/delta_histogram_view.h"
#include "widgets/drop_counters_bar.h"
#include "widgets/flow_table_view.h"
#include "widgets/softnet_view.h"
#include "widgets/summary_view.h"

#include <QTimer>

namespace jitterscope {

TracePresenter::TracePresenter(const Views &views, QObject *parent)
    : QObject(parent)
    , m_views(views)
{
    connect(m_views.flowTable, &FlowTableView::selectionChanged, this, [this](const std::vector<uint32_t> &ids) {
        m_selection = ids;
        applySelection();
    });
    // Views are refreshed from the latest snapshot at most every 50 ms (latest wins).
    m_timer = new QTimer(this);
    m_timer->setInterval(50);
    connect(m_timer, &QTimer::timeout, this, &TracePresenter::applyPending);
    m_timer->start();
}

void TracePresenter::reset()
{
    m_pending.reset();
    m_selection.clear();
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

void TracePresenter::applySelection()
{
    if (!m_applied)
        return;
    const AnalysisSnapshot &s = *m_applied;
    const int64_t windowNs = m_live ? int64_t(m_windowSeconds * 1e9) : 0;
    if (const auto window = liveWindow(s, windowNs)) {
        const SelectionStats st = windowSelectionStats(s, m_selection, *window);
        m_views.histogram->setHistogram(st.histogram, st.interarrival, st.jitter);
        m_views.timeline->setSnapshot(m_applied);
        m_views.timeline->setFlowSelection(m_selection);
        m_views.timeline->setVisibleRange(double(window->fromNs - s.firstTsNs) / 1e9,
                                          double(window->newestNs - s.firstTsNs) / 1e9);
        return;
    }
    if (const auto st = selectionStats(s, m_selection))
        m_views.histogram->setHistogram(st->histogram, st->interarrival, st->jitter);
    m_views.timeline->setSnapshot(m_applied);
    m_views.timeline->setFlowSelection(m_selection);
}

} // namespace jitterscope
