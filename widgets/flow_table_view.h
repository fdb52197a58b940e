// Sortable, filterable flow table. Emits the selected flow ids whenever the selection changes;
// snapshot updates keep the selection (by flow id). GUI thread only.
#pragma once

#include "core/analysis/snapshot.h"

#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QLineEdit;
class QMenu;
class QPoint;
class QSortFilterProxyModel;
class QTableView;

namespace jitterscope {

class FlowTableModel;

class FlowTableView : public QWidget {
    Q_OBJECT
public:
    explicit FlowTableView(QWidget *parent = nullptr);

    void setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot);
    /// Selected flow ids in ascending order (empty = nothing selected, i.e. all flows).
    [[nodiscard]] std::vector<uint32_t> selectedFlowIds() const;
    /// Selects these flows (unknown ids are ignored); emits selectionChanged when that changes it.
    void setSelectedFlowIds(const std::vector<uint32_t> &flowIds);

    /// The table's context menu for the row at `pos` (viewport coordinates): "Decode as" with
    /// Auto-detect, RTP, iperf3, iperf3 64-bit, probe and none, the flow's current choice checked;
    /// null over no row. The caller owns the menu.
    [[nodiscard]] QMenu *createContextMenu(const QPoint &pos);

    [[nodiscard]] FlowTableModel *model() const { return m_model; }
    [[nodiscard]] QTableView *tableView() const { return m_table; }

Q_SIGNALS:
    void selectionChanged(std::vector<uint32_t> flowIds);
    /// The user chose a decoder for one flow: `choice` with flowExpr "id N", or nullopt for
    /// auto-detection (the flow's earlier choice dropped).
    void decoderChosen(uint32_t flowId, const std::optional<jitterscope::DecoderChoice> &choice);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void emitIfChanged();

    FlowTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_filter = nullptr;
    std::vector<uint32_t> m_lastEmitted;
    std::vector<uint32_t> m_savedForReset;
    bool m_restoring = false;
};

} // namespace jitterscope
