// CompareView: the overlay plot holds both distributions as shares summing to 1, the table rows
// are core compareSnapshots, the model passes QAbstractItemModelTester, and presentation mode
// steps between the sub-views with the keyboard.
#include "core/sim/napi_sim.h"
#include "core/sim/sim_snapshot.h"
#include "widgets/burst_timeline_view.h"
#include "widgets/compare_table_model.h"
#include "widgets/compare_view.h"
#include "widgets/delta_histogram_view.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <qcustomplot.h>

#include <cmath>
#include <numeric>

using namespace jitterscope;

namespace {

std::shared_ptr<const AnalysisSnapshot> evenStream(int64_t gapNs, int packets)
{
    std::vector<int64_t> t(static_cast<size_t>(packets));
    for (size_t i = 0; i < t.size(); ++i)
        t[i] = int64_t(i) * gapNs;
    return snapshotFromDeliveries(t, 0, {}, "even");
}

std::shared_ptr<const AnalysisSnapshot> bursty(int bursts, int size)
{
    std::vector<int64_t> t;
    for (int b = 0; b < bursts; ++b)
        for (int i = 0; i < size; ++i)
            t.push_back(int64_t(b) * 100000 + int64_t(i) * 1000);
    return snapshotFromDeliveries(t, 0, {}, "bursty");
}

double graphSum(QCPGraph *g)
{
    // Step graph: every point but the closing one carries a bin's share.
    double sum = 0;
    int n = 0;
    for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it, ++n)
        if (n + 1 < g->data()->size())
            sum += it->value;
    return sum;
}

QWidget *visiblePage(const CompareView &v)
{
    QWidget *shown = nullptr;
    for (int p = 0; p < CompareView::PageCount; ++p) {
        auto *w = v.findChild<QWidget *>(QStringLiteral("page%1").arg(p));
        if (w && w->isVisible()) {
            if (shown)
                return nullptr; // more than one
            shown = w;
        }
    }
    return shown;
}

} // namespace

class TstCompareView : public QObject {
    Q_OBJECT
private slots:
    void overlayNormalised_data();
    void overlayNormalised();
    void tableRowsAreCompareSnapshots();
    void modelTester();
    void extraFiguresAndOneSide();
    void presentationKeys_data();
    void presentationKeys();
    void exportPlotAndCsv();
    void sideBySideSharesAxes();
    void oneSideEmptyUsesItsOwnRange();
    void languageChangeKeepsRows();
};

void TstCompareView::overlayNormalised_data()
{
    QTest::addColumn<int>("packetsA");
    QTest::addColumn<int>("burstsB");
    QTest::newRow("1000 even vs 10x8 bursts") << 1000 << 10;
    QTest::newRow("two packets vs 200x8") << 2 << 200;
    QTest::newRow("50000 vs 3x8") << 50000 << 3;
}

void TstCompareView::overlayNormalised()
{
    QFETCH(int, packetsA);
    QFETCH(int, burstsB);
    CompareView v;
    v.resize(1000, 700);
    v.show();
    QSignalSpy spy(&v, &CompareView::overlayChanged);
    v.setSides(evenStream(12000, packetsA), QStringLiteral("even"), bursty(burstsB, 8), QStringLiteral("bursty"));
    v.findChild<QCheckBox *>(QStringLiteral("overlayBox"))->click();
    QVERIFY(v.overlay());
    QCOMPARE(spy.count(), 1);
    QCustomPlot *plot = v.plot();
    QCOMPARE(plot->objectName(), QStringLiteral("overlayHistogram"));
    QVERIFY(plot->isVisible());
    QCOMPARE(plot->graphCount(), 2);
    for (int s = 0; s < 2; ++s) {
        QCPGraph *g = plot->graph(s);
        QVERIFY(g->data()->size() > 1);
        QVERIFY2(std::fabs(graphSum(g) - 1.0) < 1e-9, qPrintable(QString::number(graphSum(g), 'g', 17)));
    }
    const SharedHistogram &h = v.overlayHistogram();
    QCOMPARE(h.fractionA.size() + 1, h.edgesNs.size());
    QCOMPARE(h.fractionB.size() + 1, h.edgesNs.size());
    QCOMPARE(std::accumulate(h.fractionA.begin(), h.fractionA.end(), 0.0), 1.0);
    // Side by side again: two histograms on the same gap range.
    v.setOverlay(false);
    QVERIFY(!plot->isVisible());
}

void TstCompareView::tableRowsAreCompareSnapshots()
{
    CompareView v;
    const auto a = evenStream(12000, 500), b = bursty(20, 8);
    v.setSides(a, QStringLiteral("A"), b, QStringLiteral("B"));
    const auto expected = compareSnapshots(*a, *b);
    CompareTableModel *m = v.tableModel();
    QCOMPARE(m->rowCount(), int(expected.size()));
    QCOMPARE(m->columnCount(), int(CompareTableModel::ColumnCount));
    for (int r = 0; r < m->rowCount(); ++r) {
        const FigureDiff &e = expected[size_t(r)];
        QCOMPARE(m->index(r, 0).data(CompareTableModel::IdRole).toString(), QString::fromStdString(e.id));
        QCOMPARE(m->index(r, CompareTableModel::ValueA).data(CompareTableModel::ValueRole).toDouble(), e.a);
        QCOMPARE(m->index(r, CompareTableModel::ValueB).data(CompareTableModel::ValueRole).toDouble(), e.b);
        QCOMPARE(m->index(r, CompareTableModel::Difference).data(CompareTableModel::ValueRole).toDouble(), e.diff);
        const double rel =
            m->index(r, CompareTableModel::RelativeDifference).data(CompareTableModel::ValueRole).toDouble();
        QVERIFY(std::isnan(e.relDiff) ? std::isnan(rel) : rel == e.relDiff);
        QVERIFY(!m->index(r, 0).data().toString().isEmpty());
    }
    // Identical sides: every difference reads 0.
    v.setSides(a, QStringLiteral("A"), a, QStringLiteral("A again"));
    for (int r = 0; r < m->rowCount(); ++r)
        QCOMPARE(m->index(r, CompareTableModel::Difference).data().toString(), QStringLiteral("0"));
}

void TstCompareView::modelTester()
{
    CompareTableModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto a = evenStream(12000, 100), b = bursty(5, 4);
    m.setRows(compareSnapshots(*a, *b), QStringLiteral("a"), QStringLiteral("b"));
    m.setRows(compareSnapshots(*a, *b, { { "x", "X", FigureUnit::Share, 0.5 } }, {}), QStringLiteral("a"),
              QStringLiteral("b"));
    m.retranslate();
    m.clear();
    QCOMPARE(m.rowCount(), 0);
}

void TstCompareView::extraFiguresAndOneSide()
{
    SimParams p;
    p.ratePps = 1e9 / 12000.0;
    p.durationS = 0.05;
    p.rxUsecs = 100;
    const SimResult napi = runSimulation(p);
    p.mode = RxMode::PerPacket;
    p.rxUsecs = 0;
    const SimResult perPacket = runSimulation(p);
    CompareView v;
    v.setSide(0, snapshotFromSimulation(napi, "napi"), QStringLiteral("NAPI"), simulationFigures(napi));
    QCOMPARE(v.tableModel()->rowCount(), 0); // one side only: nothing to compare yet
    QVERIFY(v.csv().startsWith(QStringLiteral("id,label,unit,a,b,diff,rel_diff\n")));
    v.setSide(1, snapshotFromSimulation(perPacket, "pp"), QStringLiteral("per-packet"), simulationFigures(perPacket));
    const auto &rows = v.tableModel()->rows();
    const auto cpu = std::find_if(rows.begin(), rows.end(), [](const FigureDiff &r) { return r.id == "cpu_share"; });
    QVERIFY(cpu != rows.end());
    QCOMPARE(cpu->a, napi.cpuShare);
    QCOMPARE(cpu->b, perPacket.cpuShare);
    QVERIFY(v.csv().contains(QStringLiteral("\ncpu_share,")));
}

void TstCompareView::presentationKeys_data()
{
    QTest::addColumn<bool>("overlay");
    QTest::newRow("side by side") << false;
    QTest::newRow("overlay") << true;
}

void TstCompareView::presentationKeys()
{
    QFETCH(bool, overlay);
    CompareView v;
    v.resize(1000, 700);
    v.setSides(evenStream(12000, 200), QStringLiteral("A"), bursty(10, 8), QStringLiteral("B"));
    v.setOverlay(overlay);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    // Normal mode: all sub-views visible, arrow keys do nothing special.
    QCOMPARE(visiblePage(v), nullptr);
    QTest::keyClick(&v, Qt::Key_Right);
    QCOMPARE(v.currentPage(), 0);

    QSignalSpy spy(&v, &CompareView::currentPageChanged);
    v.setPresentationMode(true);
    QCOMPARE(visiblePage(v), v.findChild<QWidget *>(QStringLiteral("page0")));
    QTest::keyClick(&v, Qt::Key_Right);
    QCOMPARE(v.currentPage(), int(CompareView::TimelinePage));
    QCOMPARE(visiblePage(v), v.findChild<QWidget *>(QStringLiteral("page1")));
    QCOMPARE(v.plot()->objectName().isEmpty(), !overlay);
    QTest::keyClick(&v, Qt::Key_PageDown);
    QCOMPARE(visiblePage(v), v.findChild<QWidget *>(QStringLiteral("page2")));
    // Keys reach the view even when the table has focus (it would use the arrows itself).
    auto *table = v.findChild<QTableView *>();
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Right); // wraps around
    QCOMPARE(v.currentPage(), int(CompareView::HistogramPage));
    QTest::keyClick(&v, Qt::Key_Left);
    QCOMPARE(v.currentPage(), int(CompareView::TablePage));
    QTest::keyClick(&v, Qt::Key_PageUp);
    QCOMPARE(v.currentPage(), int(CompareView::TimelinePage));
    QCOMPARE(spy.count(), 5);
    QTest::keyClick(&v, Qt::Key_Escape);
    QVERIFY(!v.presentationMode());
    QCOMPARE(visiblePage(v), nullptr);
}

void TstCompareView::exportPlotAndCsv()
{
    CompareView v;
    v.setSides(evenStream(12000, 100), QStringLiteral("A"), bursty(5, 8), QStringLiteral("B"));
    QVERIFY(v.plot());
    const QStringList lines = v.csv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + v.tableModel()->rowCount());
}

void TstCompareView::sideBySideSharesAxes()
{
    CompareView v;
    v.resize(1200, 800);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    // A: 12 µs gaps for 10 ms; B: 100 µs gaps for 50 ms. Both timelines span B's duration and
    // B's gap range; both histograms the union of the gap ranges.
    v.setSides(evenStream(12000, 834), QStringLiteral("A"), evenStream(100000, 501), QStringLiteral("B"));
    for (const char *name : { "timelineA", "timelineB" })
        QVERIFY(v.findChild<BurstTimelineView *>(QLatin1String(name)));
    auto *ta = v.findChild<BurstTimelineView *>(QStringLiteral("timelineA"));
    auto *tb = v.findChild<BurstTimelineView *>(QStringLiteral("timelineB"));
    ta->refreshNow();
    tb->refreshNow();
    QCOMPARE(ta->visibleRange(), tb->visibleRange());
    QVERIFY(ta->visibleRange().second >= 0.05);
    QCOMPARE(ta->plot()->yAxis->range().upper, tb->plot()->yAxis->range().upper);
    QVERIFY(ta->plot()->yAxis->range().upper >= 100); // µs: B's gaps fit on A's axis too
    auto *ha = v.findChild<DeltaHistogramView *>(QStringLiteral("histogramA"));
    auto *hb = v.findChild<DeltaHistogramView *>(QStringLiteral("histogramB"));
    QCOMPARE(ha->visibleRangeNs(), hb->visibleRangeNs());
    QVERIFY(ha->visibleRangeNs().first < 12000 && ha->visibleRangeNs().second > 100000);
    // Zooming one side follows on the other.
    ha->setVisibleRangeNs(5000, 50000);
    QCOMPARE(hb->visibleRangeNs(), std::make_pair(5000.0, 50000.0));
}

void TstCompareView::oneSideEmptyUsesItsOwnRange()
{
    // Both sides, then B emptied: A's plots show A's own ranges, the ones a lone view of A fits
    // (B's 50 ms and 100 µs gaps no longer stretch A's axes).
    const auto a = evenStream(12000, 834);
    BurstTimelineView lone;
    lone.resize(600, 400);
    lone.show();
    lone.setSnapshot(a);
    lone.refreshNow();
    DeltaHistogramView loneHist;
    loneHist.setHistogram(a->histogram, a->interarrival, a->jitter);

    CompareView v;
    v.resize(1200, 800);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    auto *ta = v.findChild<BurstTimelineView *>(QStringLiteral("timelineA"));
    auto *ha = v.findChild<DeltaHistogramView *>(QStringLiteral("histogramA"));
    for (int round = 0; round < 2; ++round) { // B set then emptied; then B never set
        if (round == 0) {
            v.setSides(a, QStringLiteral("A"), evenStream(100000, 501), QStringLiteral("B"));
            v.findChild<BurstTimelineView *>(QStringLiteral("timelineB"))->refreshNow();
            ta->refreshNow();
            QVERIFY(ta->plot()->yAxis->range().upper >= 100);
            v.setSide(1, nullptr, QString());
        } else {
            CompareView fresh;
            fresh.resize(1200, 800);
            fresh.show();
            fresh.setSide(0, a, QStringLiteral("A"));
            auto *fa = fresh.findChild<BurstTimelineView *>(QStringLiteral("timelineA"));
            fa->refreshNow();
            QVERIFY(fa->visibleRange().second < 0.02);
            QCOMPARE(fa->plot()->yAxis->range().upper, lone.plot()->yAxis->range().upper);
            continue;
        }
        ta->refreshNow();
        QVERIFY2(ta->visibleRange().second < 0.02, qPrintable(QString::number(ta->visibleRange().second)));
        QCOMPARE(ta->plot()->yAxis->range().upper, lone.plot()->yAxis->range().upper);
        QVERIFY(ta->plot()->yAxis->range().upper < 100);
        loneHist.setLogX(ha->logX()); // the comparison's log mode, as the lone view would show it
        QCOMPARE(ha->visibleRangeNs(), loneHist.visibleRangeNs());
    }
}

void TstCompareView::languageChangeKeepsRows()
{
    CompareView v;
    v.setSides(evenStream(12000, 100), QStringLiteral("A"), bursty(5, 8), QStringLiteral("B"));
    QSignalSpy headers(v.tableModel(), &QAbstractItemModel::headerDataChanged);
    const int rows = v.tableModel()->rowCount();
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&v, &change);
    QCOMPARE(v.tableModel()->rowCount(), rows);
    QVERIFY(headers.count() >= 1);
    QCOMPARE(v.tableModel()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Figure"));
}

QTEST_MAIN(TstCompareView)
#include "tst_compare_view.moc"
