// Sortable, filterable flow table, and the one place that decides which flows the plots show
// (FlowScope): the selected rows, else the rows the filter lets through, else the explicit
// "all flows" choice of the scope box. Emits scopeChanged whenever that changes; snapshot updates
// keep the selection (by flow id). GUI thread only.
#pragma once

#include "core/analysis/snapshot.h"

#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLineEdit;
class QMenu;
class QPoint;
class QSortFilterProxyModel;
class QTableView;

namespace jitterscope {

class FlowTableModel;

/// The flows the plots show, as the flow table decides it.
struct FlowScope {
    enum class Kind {
        AllFlows, ///< every flow; histograms merge each flow's own gaps
        AllPackets, ///< every packet as one sequence: gaps between packets of different flows too
        Selected, ///< the selected rows
        Filtered ///< the rows the filter lets through (none selected); flowIds may be empty
    };
    Kind kind = Kind::AllFlows;
    std::vector<uint32_t> flowIds; ///< ascending; Selected and Filtered only (the snapshot's flows for the others)
    QString filterText; ///< Filtered only
    bool operator==(const FlowScope &o) const
    {
        return kind == o.kind && flowIds == o.flowIds && filterText == o.filterText;
    }
    bool operator!=(const FlowScope &o) const { return !(*this == o); }
};

class FlowTableView : public QWidget {
    Q_OBJECT
public:
    explicit FlowTableView(QWidget *parent = nullptr);

    void setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot);
    /// Selected flow ids in ascending order (empty = nothing selected, i.e. all flows).
    [[nodiscard]] std::vector<uint32_t> selectedFlowIds() const;
    /// Selects these flows (unknown ids are ignored); emits selectionChanged when that changes it.
    void setSelectedFlowIds(const std::vector<uint32_t> &flowIds);
    /// What the plots show now.
    [[nodiscard]] const FlowScope &scope() const { return m_scope; }
    /// The explicit choice when no row is selected and no filter is set: AllFlows or AllPackets.
    /// Choosing it (also in the scope box) clears the selection and the filter.
    void chooseAll(FlowScope::Kind kind);
    /// A new source (another trace, a capture): the old selection names other flows, so it goes.
    void clearSelection();
    void setFilterText(const QString &text);
    [[nodiscard]] QComboBox *scopeBox() const { return m_scopeBox; }

    /// The table's context menu for the row at `pos` (viewport coordinates): "Decode as" with
    /// Auto-detect, RTP, iperf3, iperf3 64-bit, probe and none, the flow's current choice checked;
    /// null over no row. The caller owns the menu.
    [[nodiscard]] QMenu *createContextMenu(const QPoint &pos);

    [[nodiscard]] FlowTableModel *model() const { return m_model; }
    [[nodiscard]] QTableView *tableView() const { return m_table; }

Q_SIGNALS:
    void selectionChanged(std::vector<uint32_t> flowIds);
    void scopeChanged(const jitterscope::FlowScope &scope);
    /// The user chose a decoder for one flow: `choice` with flowExpr "id N", or nullopt for
    /// auto-detection (the flow's earlier choice dropped).
    void decoderChosen(uint32_t flowId, const std::optional<jitterscope::DecoderChoice> &choice);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void emitIfChanged();
    void updateScope();
    void updateScopeBox();

    FlowTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_filter = nullptr;
    QComboBox *m_scopeBox = nullptr;
    FlowScope::Kind m_allKind = FlowScope::Kind::AllFlows; // the explicit "all" choice
    FlowScope m_scope;
    std::vector<uint32_t> m_lastEmitted;
    std::vector<uint32_t> m_savedForReset;
    bool m_restoring = false;
};

} // namespace jitterscope

Q_DECLARE_METATYPE(jitterscope::FlowScope)
