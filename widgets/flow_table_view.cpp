#include "widgets/flow_table_view.h"

#include "widgets/common/units.h"
#include "widgets/flow_table_model.h"

#include <QActionGroup>
#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace jitterscope {

FlowTableView::FlowTableView(QWidget *parent)
    : QWidget(parent)
{
    m_model = new FlowTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(FlowTableModel::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setDynamicSortFilter(true);

    m_filter = new QLineEdit(this);
    m_filter->setClearButtonEnabled(true);
    m_scopeBox = new QComboBox(this);
    m_scopeBox->setObjectName(QStringLiteral("scopeBox"));
    // May shrink with the side panel (1024 px windows): the choice stays readable in its tooltip.
    m_scopeBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scopeBox->setMinimumContentsLength(12);
    m_scopeBox->addItem(QString(), int(FlowScope::Kind::AllFlows));
    m_scopeBox->addItem(QString(), int(FlowScope::Kind::AllPackets));
    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(FlowTableModel::Packets, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // One row each: in a narrow side panel (1024 px windows) both stay readable.
    layout->addWidget(m_filter);
    layout->addWidget(m_scopeBox);
    layout->addWidget(m_table, 1);

    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu *menu = createContextMenu(pos);
        if (!menu)
            return;
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(m_table->viewport()->mapToGlobal(pos));
    });
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        // Filtering removes and inserts rows in batches: one scope change for the whole, not one per batch.
        m_restoring = true;
        m_proxy->setFilterFixedString(text);
        m_restoring = false;
        emitIfChanged();
    });
    connect(m_scopeBox, qOverload<int>(&QComboBox::activated), this,
            [this](int index) { chooseAll(FlowScope::Kind(m_scopeBox->itemData(index).toInt())); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        if (!m_restoring)
            emitIfChanged();
    });
    // Rows entering or leaving the filter (streaming snapshots, changed decoders) change a Filtered scope.
    for (const auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
        connect(m_proxy, signal, this, [this] {
            if (!m_restoring)
                updateScope();
        });
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, [this] {
        if (!m_restoring)
            updateScope();
    });
    // A model reset (flows vanished or moved) loses the selection: put it back by flow id.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_savedForReset = selectedFlowIds(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_restoring = true;
        setSelectedFlowIds(m_savedForReset);
        m_restoring = false;
        emitIfChanged();
    });
    retranslate();
}

void FlowTableView::retranslate()
{
    m_filter->setPlaceholderText(tr("Filter flows (address, port, protocol, decoder)"));
    m_scopeBox->setItemText(0, tr("All flows, each flow's own gaps"));
    m_scopeBox->setItemText(1, tr("All packets as one sequence"));
    m_scopeBox->setItemData(0, tr("Plots show every flow; the histogram merges the gaps within each flow"),
                            Qt::ToolTipRole);
    m_scopeBox->setItemData(1, tr("Plots show every packet; gaps between packets of different flows count too"),
                            Qt::ToolTipRole);
    updateScopeBox();
}

void FlowTableView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FlowTableView::setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot)
{
    const bool first = m_model->rowCount() == 0;
    m_model->setSnapshot(std::move(snapshot));
    if (first && m_model->rowCount() > 0)
        m_table->resizeColumnsToContents();
}

std::vector<uint32_t> FlowTableView::selectedFlowIds() const
{
    std::vector<uint32_t> ids;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    ids.reserve(size_t(rows.size()));
    for (const QModelIndex &i : rows)
        ids.push_back(i.data(FlowTableModel::FlowIdRole).toUInt());
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

void FlowTableView::setSelectedFlowIds(const std::vector<uint32_t> &flowIds)
{
    QItemSelection selection;
    for (uint32_t id : flowIds) {
        const int row = m_model->rowOfFlow(id);
        if (row < 0)
            continue;
        const QModelIndex proxyIndex = m_proxy->mapFromSource(m_model->index(row, 0));
        if (proxyIndex.isValid())
            selection.select(proxyIndex, proxyIndex);
    }
    const bool wasRestoring = m_restoring;
    m_restoring = true;
    m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_restoring = wasRestoring;
    if (!m_restoring)
        emitIfChanged();
}

QMenu *FlowTableView::createContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_table->indexAt(pos);
    const AnalysisSnapshot *snapshot = m_model->snapshot().get();
    if (!index.isValid() || !snapshot)
        return nullptr;
    const uint32_t flowId = index.data(FlowTableModel::FlowIdRole).toUInt();
    const std::string expr = "id " + std::to_string(flowId);
    const auto &choices = snapshot->options.decoderChoices;
    const auto current =
        std::find_if(choices.begin(), choices.end(), [&](const DecoderChoice &c) { return c.flowExpr == expr; });

    auto *menu = new QMenu(this);
    QMenu *decode = menu->addMenu(tr("Decode as"));
    decode->setObjectName(QStringLiteral("decodeAsMenu"));
    auto *group = new QActionGroup(decode);
    const auto add = [&](const QString &text, const std::optional<DecoderChoice> &choice) {
        QAction *a = decode->addAction(text);
        a->setCheckable(true);
        a->setChecked(current == choices.end() ? !choice : choice && *current == *choice);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, flowId, choice] { Q_EMIT decoderChosen(flowId, choice); });
    };
    add(tr("Auto-detect"), std::nullopt);
    decode->addSeparator();
    add(tr("RTP"), DecoderChoice { expr, PayloadKind::Rtp, false });
    add(tr("iperf3"), DecoderChoice { expr, PayloadKind::Iperf3, false });
    add(tr("iperf3 64-bit"), DecoderChoice { expr, PayloadKind::Iperf3, true });
    add(tr("probe"), DecoderChoice { expr, PayloadKind::Probe, false });
    add(tr("none"), DecoderChoice { expr, PayloadKind::None, false });
    return menu;
}

void FlowTableView::emitIfChanged()
{
    std::vector<uint32_t> ids = selectedFlowIds();
    if (ids != m_lastEmitted) {
        m_lastEmitted = ids;
        Q_EMIT selectionChanged(std::move(ids));
    }
    updateScope();
}

void FlowTableView::chooseAll(FlowScope::Kind kind)
{
    m_allKind = kind == FlowScope::Kind::AllPackets ? kind : FlowScope::Kind::AllFlows;
    {
        const QSignalBlocker block(m_filter);
        m_restoring = true;
        m_filter->clear();
        m_proxy->setFilterFixedString(QString());
        m_table->clearSelection();
        m_restoring = false;
    }
    emitIfChanged();
}

void FlowTableView::clearSelection()
{
    m_table->clearSelection();
    emitIfChanged();
}

void FlowTableView::setFilterText(const QString &text)
{
    m_filter->setText(text);
}

void FlowTableView::updateScope()
{
    FlowScope scope;
    scope.flowIds = selectedFlowIds();
    if (!scope.flowIds.empty()) {
        scope.kind = FlowScope::Kind::Selected;
    } else if (!m_filter->text().isEmpty()) {
        scope.kind = FlowScope::Kind::Filtered;
        scope.filterText = m_filter->text();
        for (int r = 0; r < m_proxy->rowCount(); ++r)
            scope.flowIds.push_back(m_proxy->index(r, 0).data(FlowTableModel::FlowIdRole).toUInt());
        std::sort(scope.flowIds.begin(), scope.flowIds.end());
    } else {
        scope.kind = m_allKind;
    }
    const bool changed = scope != m_scope;
    m_scope = std::move(scope);
    updateScopeBox();
    if (changed)
        Q_EMIT scopeChanged(m_scope);
}

void FlowTableView::updateScopeBox()
{
    switch (m_scope.kind) {
    case FlowScope::Kind::AllFlows:
    case FlowScope::Kind::AllPackets: m_scopeBox->setCurrentIndex(m_scopeBox->findData(int(m_scope.kind))); break;
    case FlowScope::Kind::Selected:
        m_scopeBox->setPlaceholderText(tr("Selected: %Ln flows", nullptr, units::pluralCount(m_scope.flowIds.size())));
        m_scopeBox->setCurrentIndex(-1);
        break;
    case FlowScope::Kind::Filtered:
        m_scopeBox->setPlaceholderText(
            tr("Matching the filter: %Ln flows", nullptr, units::pluralCount(m_scope.flowIds.size())));
        m_scopeBox->setCurrentIndex(-1);
        break;
    }
}

} // namespace jitterscope
