// Table model over the flows of an AnalysisSnapshot. Updates from streaming snapshots keep rows
// (and therefore selections) stable: flows are identified by id, new flows are inserted, changed
// figures are reported with dataChanged. GUI thread only.
#pragma once

#include "core/analysis/snapshot.h"

#include <QAbstractTableModel>

#include <memory>

namespace jitterscope {

class FlowTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Proto,
        Source,
        SourcePort,
        Destination,
        DestinationPort,
        Packets,
        Bytes,
        Decoder,
        MinGap,
        MeanGap,
        P50Gap,
        P99Gap,
        MaxGap,
        MaxAbsDev,
        Bursts,
        Loss,
        Duplicates,
        Reordered,
        TsInversions,
        Jitter,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, ///< numbers as double (n/a = -1), text as QString
        FlowIdRole ///< uint32 flow id
    };

    explicit FlowTableModel(QObject *parent = nullptr);

    void setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot);
    [[nodiscard]] const std::shared_ptr<const AnalysisSnapshot> &snapshot() const { return m_snapshot; }

    [[nodiscard]] const FlowSummary *flowAt(int row) const;
    /// -1 when the flow is not in the table.
    [[nodiscard]] int rowOfFlow(uint32_t flowId) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QVariant display(const FlowSummary &f, int column) const;
    [[nodiscard]] QVariant sortKey(const FlowSummary &f, int column) const;
    [[nodiscard]] static QString decoderName(PayloadKind kind);
    /// "iperf3 · forced", "RTP (97 % decoded)", "none (not iperf3: 12 % decoded)"; empty when none was detected.
    [[nodiscard]] static QString decoderText(const FlowSummary &f);
    /// The tooltip of the deviation column: the flow's nominal gap and where it comes from.
    [[nodiscard]] static QString nominalText(const JitterStats &j);
    [[nodiscard]] int flowCount() const;

    std::shared_ptr<const AnalysisSnapshot> m_snapshot;
    std::vector<uint32_t> m_ids; // row → flow id, as currently exposed to views
};

} // namespace jitterscope
