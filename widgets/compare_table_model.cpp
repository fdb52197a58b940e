#include "widgets/compare_table_model.h"

#include "widgets/common/units.h"

#include <QCoreApplication>
#include <QFont>
#include <QLocale>

#include <cmath>

namespace jitterscope {

CompareTableModel::CompareTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CompareTableModel::setRows(std::vector<FigureDiff> rows, const QString &labelA, const QString &labelB)
{
    beginResetModel();
    m_rows = std::move(rows);
    m_labelA = labelA;
    m_labelB = labelB;
    endResetModel();
}

void CompareTableModel::clear()
{
    setRows({}, QString(), QString());
}

void CompareTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int CompareTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CompareTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CompareTableModel::formatValue(FigureUnit unit, double value, bool signedValue)
{
    if (std::isnan(value))
        return QStringLiteral("–");
    const QLocale locale;
    QString sign;
    if (signedValue && value > 0)
        sign = QStringLiteral("+");
    else if (signedValue && value < 0)
        sign = QStringLiteral("−"); // U+2212, and the number below is printed unsigned
    const double v = signedValue ? std::fabs(value) : value;
    QString text;
    switch (unit) {
    case FigureUnit::Ns: text = units::formatNs(v); break;
    case FigureUnit::Count:
        text = v == std::floor(v) && std::fabs(v) < 9e15 ? units::formatCount(uint64_t(std::fabs(v)))
                                                         : locale.toString(v, 'f', 2);
        if (v < 0)
            text.prepend(QStringLiteral("−"));
        break;
    case FigureUnit::Share:
        text =
            QCoreApplication::translate("jitterscope::CompareTableModel", "%1 %").arg(locale.toString(v * 100, 'f', 1));
        break;
    case FigureUnit::PerSecond:
        text = QCoreApplication::translate("jitterscope::CompareTableModel", "%1 /s").arg(locale.toString(v, 'f', 1));
        break;
    }
    return sign + text;
}

QVariant CompareTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const FigureDiff &r = m_rows[size_t(index.row())];
    const int column = index.column();
    const double values[ColumnCount] = { std::nan(""), r.a, r.b, r.diff, r.relDiff };
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case FigureName: return QCoreApplication::translate("jitterscope::KeyFigures", r.label);
        case ValueA:
        case ValueB: return formatValue(r.unit, values[column]);
        case Difference: return r.diff == 0 ? QStringLiteral("0") : formatValue(r.unit, r.diff, true);
        case RelativeDifference:
            return r.relDiff == 0 ? QStringLiteral("0 %") : formatValue(FigureUnit::Share, r.relDiff, true);
        }
        return {};
    case Qt::TextAlignmentRole:
        return column == FigureName ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                    : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (column != FigureName && std::fabs(r.relDiff) >= kNotableChange) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        if (column == RelativeDifference && std::isnan(r.relDiff))
            return tr("No relative difference: A is zero or a side lacks this figure");
        return {};
    case ValueRole: return values[column];
    case IdRole: return QString::fromStdString(r.id);
    }
    return {};
}

QVariant CompareTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case FigureName: return tr("Figure");
        case ValueA: return tr("A");
        case ValueB: return tr("B");
        case Difference: return tr("B − A");
        case RelativeDifference: return tr("Relative change");
        }
    }
    if (role == Qt::ToolTipRole) {
        if (section == ValueA)
            return m_labelA;
        if (section == ValueB)
            return m_labelB;
        if (section == RelativeDifference)
            return tr("(B − A) / |A|");
    }
    return {};
}

} // namespace jitterscope
