// Table model of the before/after comparison: one row per key figure (core compareSnapshots),
// columns figure, A, B, difference (B − A) and relative difference. Numbers are formatted in
// their unit for display; ValueRole gives the raw double (NaN when a side lacks the figure).
// GUI thread only.
#pragma once

#include "core/sim/sim_snapshot.h"

#include <QAbstractTableModel>

#include <vector>

namespace jitterscope {

class CompareTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { FigureName, ValueA, ValueB, Difference, RelativeDifference, ColumnCount };
    enum Role {
        ValueRole = Qt::UserRole + 1, ///< double: the number behind the cell (NaN = none)
        IdRole ///< QString: the figure's stable id ("gap_p99")
    };
    /// A change at least this large (relative) is shown in bold.
    static constexpr double kNotableChange = 0.10;

    explicit CompareTableModel(QObject *parent = nullptr);

    /// Replaces all rows (model reset: the row set may change with the extra figures).
    void setRows(std::vector<FigureDiff> rows, const QString &labelA, const QString &labelB);
    void clear();
    /// Re-emits headers and cells after a language change (labels are translated on demand).
    void retranslate();
    [[nodiscard]] const std::vector<FigureDiff> &rows() const { return m_rows; }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    /// value formatted in its unit ("12.0 µs", "1,234", "45.2 %", "310.0 /s"); "–" for NaN.
    [[nodiscard]] static QString formatValue(FigureUnit unit, double value, bool signedValue = false);

private:
    std::vector<FigureDiff> m_rows;
    QString m_labelA, m_labelB;
};

} // namespace jitterscope
