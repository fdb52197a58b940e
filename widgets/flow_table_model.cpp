#include "widgets/flow_table_model.h"

#include "widgets/common/units.h"

#include <QLocale>

#include <algorithm>

namespace jitterscope {

namespace {

/// Packets lost according to the best decoder available: RTP (summed over SSRCs), iperf3, then the
/// generic sequence analysis. `expected` is 0 when unknown.
struct Loss {
    bool known = false;
    int64_t lost = 0;
    uint64_t expected = 0;
};

Loss lossOf(const FlowSummary &f)
{
    Loss l;
    if (!f.rtp.empty()) {
        l.known = true;
        for (const RtpStats &r : f.rtp) {
            l.lost += r.lost;
            l.expected += uint64_t(std::max<int64_t>(0, int64_t(r.packets) + r.lost));
        }
    } else if (f.iperf3) {
        l.known = true;
        l.lost = f.iperf3->lost;
        l.expected = uint64_t(std::max<int64_t>(0, int64_t(f.iperf3->packets) + f.iperf3->lost));
    } else if (f.sequence) {
        l.known = true;
        l.lost = f.sequence->lost;
        l.expected = f.sequence->expected;
    }
    return l;
}

/// RFC 3550 interarrival jitter in ms (last value, as iperf3 reports it); < 0 when not decoded.
double jitterMsOf(const FlowSummary &f)
{
    if (!f.rtp.empty()) {
        double j = 0;
        for (const RtpStats &r : f.rtp)
            j = std::max(j, r.lastJitterMs);
        return j;
    }
    if (f.iperf3)
        return f.iperf3->jitterMs;
    return -1;
}

/// Percentage of the offered datagrams that decoded, rounded down (so "100 %" means all).
int decodedPercent(const FlowSummary &f)
{
    return f.decoderDatagrams == 0 ? 0 : int(100 * f.decoderMatched / f.decoderDatagrams);
}

bool hasPorts(const FlowSummary &f)
{
    return f.sport != 0 || f.dport != 0;
}

bool hasGaps(const FlowSummary &f)
{
    return f.interarrival.count > 0;
}

} // namespace

FlowTableModel::FlowTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int FlowTableModel::flowCount() const
{
    return int(m_ids.size());
}

void FlowTableModel::setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot)
{
    std::vector<uint32_t> ids;
    if (snapshot) {
        ids.reserve(snapshot->flows.size());
        for (const FlowSummary &f : snapshot->flows)
            ids.push_back(f.id);
    }
    const bool prefix = ids.size() >= m_ids.size() && std::equal(m_ids.begin(), m_ids.end(), ids.begin());
    if (!prefix) {
        // Flows vanished or moved (a new trace, a changed filter): views restore selections by id.
        beginResetModel();
        m_snapshot = std::move(snapshot);
        m_ids = std::move(ids);
        endResetModel();
        return;
    }
    const int oldRows = int(m_ids.size());
    m_snapshot = std::move(snapshot);
    if (oldRows > 0)
        Q_EMIT dataChanged(index(0, 0), index(oldRows - 1, ColumnCount - 1));
    if (ids.size() > m_ids.size()) {
        beginInsertRows({}, oldRows, int(ids.size()) - 1);
        m_ids = std::move(ids);
        endInsertRows();
    }
}

const FlowSummary *FlowTableModel::flowAt(int row) const
{
    if (!m_snapshot || row < 0 || row >= flowCount())
        return nullptr;
    return &m_snapshot->flows[size_t(row)];
}

int FlowTableModel::rowOfFlow(uint32_t flowId) const
{
    if (flowId < m_ids.size() && m_ids[flowId] == flowId)
        return int(flowId);
    const auto it = std::find(m_ids.begin(), m_ids.end(), flowId);
    return it == m_ids.end() ? -1 : int(it - m_ids.begin());
}

int FlowTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : flowCount();
}

int FlowTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FlowTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const FlowSummary *f = flowAt(index.row());
    if (!f)
        return {};
    switch (role) {
    case Qt::DisplayRole: return display(*f, index.column());
    case SortRole: return sortKey(*f, index.column());
    case FlowIdRole: return QVariant::fromValue(f->id);
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Proto:
        case Source:
        case Destination:
        case Decoder: return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        default: return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        }
    case Qt::ToolTipRole:
        if (index.column() == Loss && f->sequence)
            return tr("%1 received, %2 duplicates, %3 reordered, %4 capture timestamps going backwards")
                .arg(f->sequence->received)
                .arg(f->sequence->duplicates)
                .arg(f->sequence->reordered)
                .arg(f->sequence->tsInversions);
        if (index.column() == MaxAbsDev)
            return nominalText(f->jitter);
        return tr("Flow %1: %2 → %3").arg(f->id).arg(QString::fromStdString(f->src), QString::fromStdString(f->dst));
    default: return {};
    }
}

QString FlowTableModel::decoderName(PayloadKind kind)
{
    switch (kind) {
    case PayloadKind::Rtp: return tr("RTP");
    case PayloadKind::Iperf3: return tr("iperf3");
    case PayloadKind::Probe: return tr("probe");
    case PayloadKind::None: break;
    }
    return tr("none");
}

QString FlowTableModel::decoderText(const FlowSummary &f)
{
    if (f.decoderForced)
        return tr("%1 · forced").arg(decoderName(f.decoder));
    if (f.decoder == PayloadKind::None) {
        if (f.decoderDemoted == PayloadKind::None)
            return QString();
        return tr("none (not %1: %2 % decoded)").arg(decoderName(f.decoderDemoted)).arg(decodedPercent(f));
    }
    if (f.decoderMatched < f.decoderDatagrams)
        return tr("%1 (%2 % decoded)").arg(decoderName(f.decoder)).arg(decodedPercent(f));
    return decoderName(f.decoder);
}

QString FlowTableModel::nominalText(const JitterStats &j)
{
    const QString gap = units::formatNs(double(j.nominalGapNs));
    switch (j.source) {
    case NominalSource::Given: return tr("Nominal gap %1, given").arg(gap);
    case NominalSource::Sender: return tr("Nominal gap %1, from the sender's clock").arg(gap);
    case NominalSource::Rate: return tr("Nominal gap %1, from the mean rate").arg(gap);
    case NominalSource::None:
    case NominalSource::PerFlow: break;
    }
    return tr("No nominal gap (fewer than two packets)");
}

QVariant FlowTableModel::display(const FlowSummary &f, int column) const
{
    const auto gap = [&f](int64_t ns) { return hasGaps(f) ? units::formatNs(double(ns)) : QString(); };
    switch (column) {
    case Proto: return QString::fromStdString(f.protoName);
    case Source: return QString::fromStdString(f.src);
    case SourcePort: return hasPorts(f) ? QString::number(f.sport) : QString();
    case Destination: return QString::fromStdString(f.dst);
    case DestinationPort: return hasPorts(f) ? QString::number(f.dport) : QString();
    case Packets: return units::formatCount(f.packets);
    case Bytes: return units::formatBytes(f.bytes);
    case Decoder: return decoderText(f);
    case MinGap: return gap(f.interarrival.minNs);
    case MeanGap: return hasGaps(f) ? units::formatNs(f.interarrival.meanNs) : QString();
    case P50Gap: return gap(f.interarrival.p50Ns);
    case P99Gap: return gap(f.interarrival.p99Ns);
    case MaxGap: return gap(f.interarrival.maxNs);
    case MaxAbsDev:
        return hasGaps(f) && f.jitter.nominalGapNs > 0 ? units::formatNs(double(f.jitter.maxAbsDevNs)) : QString();
    case Bursts: return units::formatCount(f.bursts.bursts);
    case Loss: {
        const auto l = lossOf(f);
        if (!l.known)
            return QString();
        if (l.expected == 0)
            return QLocale().toString(qlonglong(l.lost));
        return tr("%1 (%2 %)")
            .arg(QLocale().toString(qlonglong(l.lost)),
                 QLocale().toString(100.0 * double(l.lost) / double(l.expected), 'f', 2));
    }
    case Duplicates: return f.sequence ? units::formatCount(f.sequence->duplicates) : QString();
    case Reordered: return f.sequence ? units::formatCount(f.sequence->reordered) : QString();
    case TsInversions: return f.sequence ? units::formatCount(f.sequence->tsInversions) : QString();
    case Jitter: {
        const double j = jitterMsOf(f);
        return j < 0 ? QString() : QLocale().toString(j, 'f', 3);
    }
    default: return {};
    }
}

QVariant FlowTableModel::sortKey(const FlowSummary &f, int column) const
{
    const auto gap = [&f](double ns) { return hasGaps(f) ? ns : -1.0; };
    switch (column) {
    case Proto:
    case Source:
    case Destination:
    case Decoder: return display(f, column);
    case SourcePort: return double(f.sport);
    case DestinationPort: return double(f.dport);
    case Packets: return double(f.packets);
    case Bytes: return double(f.bytes);
    case MinGap: return gap(double(f.interarrival.minNs));
    case MeanGap: return gap(f.interarrival.meanNs);
    case P50Gap: return gap(double(f.interarrival.p50Ns));
    case P99Gap: return gap(double(f.interarrival.p99Ns));
    case MaxGap: return gap(double(f.interarrival.maxNs));
    case MaxAbsDev: return f.jitter.nominalGapNs > 0 ? gap(double(f.jitter.maxAbsDevNs)) : -1.0;
    case Bursts: return double(f.bursts.bursts);
    case Loss: {
        const auto l = lossOf(f);
        return l.known ? double(l.lost) : -1.0;
    }
    case Duplicates: return f.sequence ? double(f.sequence->duplicates) : -1.0;
    case Reordered: return f.sequence ? double(f.sequence->reordered) : -1.0;
    case TsInversions: return f.sequence ? double(f.sequence->tsInversions) : -1.0;
    case Jitter: return jitterMsOf(f);
    default: return {};
    }
}

QVariant FlowTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Proto: return tr("Proto");
        case Source: return tr("Source");
        case SourcePort: return tr("Port");
        case Destination: return tr("Destination");
        case DestinationPort: return tr("Port");
        case Packets: return tr("Packets");
        case Bytes: return tr("Bytes");
        case Decoder: return tr("Decoder");
        case MinGap: return tr("Min gap");
        case MeanGap: return tr("Mean gap");
        case P50Gap: return tr("p50 gap");
        case P99Gap: return tr("p99 gap");
        case MaxGap: return tr("Max gap");
        case MaxAbsDev: return tr("Max |dev|");
        case Bursts: return tr("Bursts");
        case Loss: return tr("Lost");
        case Duplicates: return tr("Dup.");
        case Reordered: return tr("Reord.");
        case TsInversions: return tr("TS inv.");
        case Jitter: return tr("Jitter (ms)");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case MaxAbsDev: return tr("Largest |gap − nominal gap|");
        case Bursts: return tr("Runs of at least two packets closer than the burst threshold");
        case Loss: return tr("Lost packets from RTP, iperf3 or probe sequence numbers");
        case Duplicates: return tr("Packets whose sequence number arrived before");
        case Reordered: return tr("Packets that arrived after a higher sequence number");
        case TsInversions:
            return tr("Packets with a later sequence number but an earlier capture timestamp (phantom jitter)");
        case Jitter: return tr("RFC 3550 interarrival jitter (RTP, iperf3), last value");
        default: return {};
        }
    }
    return {};
}

} // namespace jitterscope
