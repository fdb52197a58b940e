// FlowTableModel / FlowTableView: model consistency (QAbstractItemModelTester), numeric sorting,
// loss from each decoder, streaming updates that insert rows, and selections kept by flow id.
#include "widgets/flow_table_model.h"
#include "widgets/flow_table_view.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QLocale>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>

using namespace jitterscope;

namespace {

FlowSummary flow(uint32_t id, uint64_t packets, uint16_t sport)
{
    FlowSummary f;
    f.id = id;
    f.ipVersion = 4;
    f.proto = 17;
    f.protoName = "UDP";
    f.src = "10.0.0." + std::to_string(id + 1);
    f.dst = "10.0.1.1";
    f.sport = sport;
    f.dport = 5001;
    f.packets = packets;
    f.bytes = packets * 1000;
    f.interarrival.count = packets > 0 ? packets - 1 : 0;
    f.interarrival.minNs = 900'000;
    f.interarrival.maxNs = 1'000'000 + int64_t(packets);
    f.interarrival.meanNs = 1e6;
    f.interarrival.p50Ns = 1'000'000;
    f.interarrival.p99Ns = 1'100'000;
    f.jitter.nominalGapNs = 1'000'000;
    f.jitter.maxAbsDevNs = 12'000;
    f.bursts.bursts = id;
    return f;
}

std::shared_ptr<AnalysisSnapshot> snapshot(std::vector<FlowSummary> flows)
{
    auto s = std::make_shared<AnalysisSnapshot>();
    for (const auto &f : flows)
        s->packets += f.packets;
    s->flows = std::move(flows);
    return s;
}

} // namespace

class TestFlowTableModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void modelTester();
    void displayAndLoss();
    void numericSort();
    void streamingInsertsRows();
    void selectionKeptAcrossUpdates();
    void selectionRestoredAfterReset();
    void scopeFollowsSelectionAndFilter();
    void decoderAndNominal_data();
    void decoderAndNominal();
};

void TestFlowTableModel::modelTester()
{
    FlowTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(snapshot({ flow(0, 10, 1000), flow(1, 9, 1001) }));
    model.setSnapshot(snapshot({ flow(0, 11, 1000), flow(1, 9, 1001), flow(2, 100, 1002) }));
    model.setSnapshot(snapshot({ flow(2, 100, 1002) })); // reset path
    model.setSnapshot(nullptr);
    model.setSnapshot(std::make_shared<AnalysisSnapshot>());
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), int(FlowTableModel::ColumnCount));
}

void TestFlowTableModel::displayAndLoss()
{
    FlowSummary rtp = flow(0, 1000, 4000);
    rtp.decoder = PayloadKind::Rtp;
    RtpStats r;
    r.packets = 990;
    r.lost = 10;
    r.lastJitterMs = 0.25;
    rtp.rtp.push_back(r);
    FlowSummary iperf = flow(1, 500, 4001);
    iperf.decoder = PayloadKind::Iperf3;
    iperf.iperf3 = Iperf3Stats { 500, 5, 0, 1.5, false };
    FlowSummary probe = flow(2, 100, 4002);
    probe.decoder = PayloadKind::Probe;
    SequenceStats seq;
    seq.received = 100;
    seq.expected = 102;
    seq.lost = 2;
    seq.duplicates = 3;
    seq.reordered = 4;
    seq.tsInversions = 5;
    probe.sequence = seq;
    FlowSummary plain = flow(3, 1, 4003);
    FlowTableModel model;
    model.setSnapshot(snapshot({ rtp, iperf, probe, plain }));
    const auto text = [&](int row, int col) { return model.index(row, col).data().toString(); };
    QCOMPARE(text(0, FlowTableModel::Proto), QStringLiteral("UDP"));
    QCOMPARE(text(0, FlowTableModel::Source), QStringLiteral("10.0.0.1"));
    QCOMPARE(text(0, FlowTableModel::SourcePort), QStringLiteral("4000"));
    QCOMPARE(text(0, FlowTableModel::Decoder), QStringLiteral("RTP"));
    QCOMPARE(text(0, FlowTableModel::P50Gap), QStringLiteral("1.00 ms"));
    QCOMPARE(text(0, FlowTableModel::MaxAbsDev), QStringLiteral("12.0 µs"));
    QCOMPARE(text(0, FlowTableModel::Loss), QStringLiteral("10 (1.00 %)"));
    QCOMPARE(text(0, FlowTableModel::Jitter), QStringLiteral("0.250"));
    QCOMPARE(text(1, FlowTableModel::Loss), QStringLiteral("5 (0.99 %)"));
    QCOMPARE(text(1, FlowTableModel::Jitter), QStringLiteral("1.500"));
    QCOMPARE(text(2, FlowTableModel::Loss), QStringLiteral("2 (1.96 %)"));
    QCOMPARE(text(2, FlowTableModel::Jitter), QString());
    QCOMPARE(text(3, FlowTableModel::Loss), QString());
    // Duplicates, reordering and timestamp inversions are columns of their own, not only a tooltip.
    QCOMPARE(text(2, FlowTableModel::Duplicates), QStringLiteral("3"));
    QCOMPARE(text(2, FlowTableModel::Reordered), QStringLiteral("4"));
    QCOMPARE(text(2, FlowTableModel::TsInversions), QStringLiteral("5"));
    QCOMPARE(text(3, FlowTableModel::Duplicates), QString()); // no sequence numbers: unknown, not 0
    QCOMPARE(model.index(2, FlowTableModel::Reordered).data(FlowTableModel::SortRole).toDouble(), 4.0);
    QVERIFY(!model.headerData(FlowTableModel::TsInversions, Qt::Horizontal).toString().isEmpty());
    QCOMPARE(text(3, FlowTableModel::MinGap), QString()); // one packet: no gaps
    QCOMPARE(model.index(2, 0).data(FlowTableModel::FlowIdRole).toUInt(), 2u);
    QCOMPARE(model.rowOfFlow(3), 3);
    QCOMPARE(model.rowOfFlow(42), -1);
}

void TestFlowTableModel::numericSort()
{
    FlowTableView view;
    view.setSnapshot(snapshot({ flow(0, 9, 1), flow(1, 100, 2), flow(2, 10, 3), flow(3, 1000, 4) }));
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(view.tableView()->model());
    QVERIFY(proxy);
    proxy->sort(FlowTableModel::Packets, Qt::AscendingOrder);
    QStringList order;
    for (int r = 0; r < proxy->rowCount(); ++r)
        order << proxy->index(r, FlowTableModel::Packets).data().toString();
    QCOMPARE(order, (QStringList { "9", "10", "100", "1,000" })); // numeric, not "1,000" < "10" < "100" < "9"
    proxy->sort(FlowTableModel::MaxGap, Qt::DescendingOrder);
    QCOMPARE(proxy->index(0, FlowTableModel::MaxGap).data(FlowTableModel::FlowIdRole).toUInt(), 3u);
}

void TestFlowTableModel::streamingInsertsRows()
{
    FlowTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(snapshot({ flow(0, 10, 1) }));
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserts(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
    model.setSnapshot(snapshot({ flow(0, 20, 1), flow(1, 5, 2) }));
    QCOMPARE(resets.count(), 0);
    QCOMPARE(inserts.count(), 1);
    QCOMPARE(changes.count(), 1);
    QCOMPARE(model.index(0, FlowTableModel::Packets).data().toString(), QStringLiteral("20"));
    QCOMPARE(model.rowCount(), 2);
}

void TestFlowTableModel::selectionKeptAcrossUpdates()
{
    FlowTableView view;
    QSignalSpy spy(&view, &FlowTableView::selectionChanged);
    view.setSnapshot(snapshot({ flow(0, 10, 1), flow(1, 50, 2), flow(2, 30, 3) }));
    view.setSelectedFlowIds({ 1 });
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<std::vector<uint32_t>>(), (std::vector<uint32_t> { 1 }));
    // Growing figures re-sort the table (packets descending) and add a flow; the selection stays.
    view.setSnapshot(snapshot({ flow(0, 500, 1), flow(1, 51, 2), flow(2, 300, 3), flow(3, 1000, 4) }));
    QCOMPARE(view.selectedFlowIds(), (std::vector<uint32_t> { 1 }));
    QCOMPARE(spy.count(), 1);
    // The user clicks another row.
    auto *table = view.tableView();
    table->selectionModel()->select(table->model()->index(0, 0),
                                    QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(view.selectedFlowIds(), (std::vector<uint32_t> { 3 }));
}

void TestFlowTableModel::selectionRestoredAfterReset()
{
    FlowTableView view;
    QSignalSpy spy(&view, &FlowTableView::selectionChanged);
    view.setSnapshot(snapshot({ flow(0, 10, 1), flow(1, 50, 2), flow(2, 30, 3) }));
    view.setSelectedFlowIds({ 0, 2 });
    QCOMPARE(spy.count(), 1);
    // Flow 1 vanishes (e.g. a re-analysis with a filter): model reset, selection restored by id.
    view.setSnapshot(snapshot({ flow(0, 10, 1), flow(2, 30, 3) }));
    QCOMPARE(view.selectedFlowIds(), (std::vector<uint32_t> { 0, 2 }));
    QCOMPARE(spy.count(), 1);
    // Now flow 2 vanishes too: the selection shrinks and that is announced.
    view.setSnapshot(snapshot({ flow(0, 10, 1) }));
    QCOMPARE(view.selectedFlowIds(), (std::vector<uint32_t> { 0 }));
    QCOMPARE(spy.count(), 2);
}

void TestFlowTableModel::scopeFollowsSelectionAndFilter()
{
    FlowTableView view;
    view.setSnapshot(snapshot({ flow(0, 10, 4000), flow(1, 20, 4001), flow(2, 30, 4002) }));
    QSignalSpy spy(&view, &FlowTableView::scopeChanged);
    QCOMPARE(view.scope().kind, FlowScope::Kind::AllFlows);

    view.setFilterText(QStringLiteral("10.0.0.2")); // one flow
    QCOMPARE(view.scope().kind, FlowScope::Kind::Filtered);
    QCOMPARE(view.scope().flowIds, (std::vector<uint32_t> { 1 }));
    view.setFilterText(QStringLiteral("no such flow"));
    QCOMPARE(view.scope().kind, FlowScope::Kind::Filtered);
    QVERIFY(view.scope().flowIds.empty());
    view.setFilterText(QString());
    QCOMPARE(view.scope().kind, FlowScope::Kind::AllFlows);

    view.setSelectedFlowIds({ 0, 2 });
    QCOMPARE(view.scope().kind, FlowScope::Kind::Selected);
    QCOMPARE(view.scope().flowIds, (std::vector<uint32_t> { 0, 2 }));
    // Filtering a selected row away removes it from what the plots show.
    view.setFilterText(QStringLiteral("4002"));
    QCOMPARE(view.scope().flowIds, (std::vector<uint32_t> { 2 }));

    // The explicit choice clears selection and filter: nothing left to disagree with the plots.
    view.chooseAll(FlowScope::Kind::AllPackets);
    QCOMPARE(view.scope().kind, FlowScope::Kind::AllPackets);
    QVERIFY(view.selectedFlowIds().empty());
    QCOMPARE(view.scopeBox()->currentData().toInt(), int(FlowScope::Kind::AllPackets));
    view.setSelectedFlowIds({ 1 });
    QCOMPARE(view.scopeBox()->currentIndex(), -1); // the box no longer claims "all"
    view.clearSelection();
    QCOMPARE(view.scope().kind, FlowScope::Kind::AllPackets);
    QCOMPARE(spy.count(), 8); // one per change, no intermediate states
    QCOMPARE(spy.last().at(0).value<FlowScope>().kind, FlowScope::Kind::AllPackets);
}

void TestFlowTableModel::decoderAndNominal_data()
{
    QTest::addColumn<int>("decoder");
    QTest::addColumn<bool>("forced");
    QTest::addColumn<int>("demoted");
    QTest::addColumn<int>("matched"); // of 100 datagrams
    QTest::addColumn<int>("source");
    QTest::addColumn<QString>("decoderText");
    QTest::addColumn<QString>("nominalTip");
    const auto k = [](PayloadKind p) { return int(p); };
    const auto n = [](NominalSource v) { return int(v); };
    QTest::newRow("detected, all decoded")
        << k(PayloadKind::Rtp) << false << k(PayloadKind::None) << 100 << n(NominalSource::Sender)
        << QStringLiteral("RTP") << QStringLiteral("Nominal gap 1.00 ms, from the sender's clock");
    QTest::newRow("detected, partly decoded")
        << k(PayloadKind::Rtp) << false << k(PayloadKind::None) << 97 << n(NominalSource::Sender)
        << QStringLiteral("RTP (97 % decoded)") << QStringLiteral("Nominal gap 1.00 ms, from the sender's clock");
    QTest::newRow("forced") << k(PayloadKind::Iperf3) << true << k(PayloadKind::None) << 100 << n(NominalSource::Sender)
                            << QStringLiteral("iperf3 · forced")
                            << QStringLiteral("Nominal gap 1.00 ms, from the sender's clock");
    QTest::newRow("forced off") << k(PayloadKind::None) << true << k(PayloadKind::None) << 0 << n(NominalSource::Rate)
                                << QStringLiteral("none · forced")
                                << QStringLiteral("Nominal gap 1.00 ms, from the mean rate");
    QTest::newRow("demoted") << k(PayloadKind::None) << false << k(PayloadKind::Iperf3) << 12 << n(NominalSource::Rate)
                             << QStringLiteral("none (not iperf3: 12 % decoded)")
                             << QStringLiteral("Nominal gap 1.00 ms, from the mean rate");
    QTest::newRow("never detected, given gap")
        << k(PayloadKind::None) << false << k(PayloadKind::None) << 0 << n(NominalSource::Given) << QString()
        << QStringLiteral("Nominal gap 1.00 ms, given");
}

void TestFlowTableModel::decoderAndNominal()
{
    QFETCH(int, decoder);
    QFETCH(bool, forced);
    QFETCH(int, demoted);
    QFETCH(int, matched);
    QFETCH(int, source);
    QFETCH(QString, decoderText);
    QFETCH(QString, nominalTip);
    FlowSummary f = flow(0, 101, 4000);
    f.decoder = PayloadKind(decoder);
    f.decoderForced = forced;
    f.decoderDemoted = PayloadKind(demoted);
    f.decoderDatagrams = 100;
    f.decoderMatched = uint64_t(matched);
    f.jitter.source = NominalSource(source);
    FlowTableModel model;
    model.setSnapshot(snapshot({ f }));
    QCOMPARE(model.index(0, FlowTableModel::Decoder).data().toString(), decoderText);
    QCOMPARE(model.index(0, FlowTableModel::MaxAbsDev).data(Qt::ToolTipRole).toString(), nominalTip);
}

QTEST_MAIN(TestFlowTableModel)
#include "tst_flow_table_model.moc"
