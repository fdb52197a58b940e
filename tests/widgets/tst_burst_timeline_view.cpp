// BurstTimelineView: plotted points equal the known store's gaps, bursts are coloured and shaded,
// the view re-extracts on range changes, keeps the user's zoom across streaming snapshots, and
// decimates to about two points per pixel.
#include "tests/widgets/pending_refresh.h"
#include "widgets/burst_timeline_view.h"

#include "core/analysis/kernel_events.h"
#include "widgets/common/units.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <qcustomplot.h>

#include <cmath>

using namespace jitterscope;

namespace {

constexpr int64_t kOrigin = 1'700'000'000'000'000'000;

/// Packets every 1 ms, except bursts of 4 packets 10 µs apart at each 10th slot; alternating flows
/// 0 and 1 when `twoFlows`. Returns a snapshot over the first `count` packets of the store.
std::shared_ptr<AnalysisSnapshot> makeSnapshot(const std::shared_ptr<PacketStore> &store, size_t count,
                                               bool complete = true)
{
    auto s = std::make_shared<AnalysisSnapshot>();
    s->complete = complete;
    s->store = store;
    s->packetsStored = count;
    s->packets = count;
    if (count) {
        s->firstTsNs = s->minTsNs = (*store)[0].tsNs;
        s->lastTsNs = s->maxTsNs = (*store)[count - 1].tsNs;
    }
    s->bursts.thresholdNs = 100'000;
    for (uint32_t id = 0; id < 2; ++id) {
        FlowSummary f;
        f.id = id;
        f.bursts.thresholdNs = 100'000;
        s->flows.push_back(f);
    }
    return s;
}

std::shared_ptr<PacketStore> makeStore(int slotCount, bool twoFlows)
{
    auto store = std::make_shared<PacketStore>();
    int64_t t = kOrigin;
    uint32_t k = 0;
    for (int i = 0; i < slotCount; ++i) {
        const int n = i % 10 == 5 ? 4 : 1;
        for (int j = 0; j < n; ++j)
            store->push(PacketEntry { t + j * 10'000, twoFlows ? (k++ % 2) : 0u, 100 });
        t += 1'000'000;
    }
    return store;
}

QCPGraph *graphNamed(const BurstTimelineView &v, const QString &prefix)
{
    for (int i = 0; i < v.plot()->graphCount(); ++i)
        if (v.plot()->graph(i)->name().startsWith(prefix))
            return v.plot()->graph(i);
    return nullptr;
}

QCPItemText *visibleText(const BurstTimelineView &v, const QString &prefix)
{
    for (int i = 0; i < v.plot()->itemCount(); ++i)
        if (auto *t = qobject_cast<QCPItemText *>(v.plot()->item(i)); t && t->visible() && t->text().startsWith(prefix))
            return t;
    return nullptr;
}

} // namespace

class TestBurstTimelineView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void noPanningPastTheData();
    void negativeGapsAreTheirOwnCategory_data();
    void negativeGapsAreTheirOwnCategory();
    void emptySnapshots();
    void exactPoints();
    void flowSelection();
    void decimatesToPlotWidth();
    void userZoomReExtractsAndSurvivesStreaming();
    void logY();
    void packetsOfEachPoll();
    void boundedSessionShowsTheHeldPackets();
    void userActionsAreNotPacedLikeSnapshots();
    void aFlowSelectionRefreshesAtTheNextTurn();
};

void TestBurstTimelineView::packetsOfEachPoll()
{
    BurstTimelineView v;
    v.resize(1000, 500);
    auto store = makeStore(30, false); // 30 slots 1 ms apart; bursts of 4 at slots 5, 15, 25
    auto snap = makeSnapshot(store, store->size());
    // eth0 returns from a poll 50 µs after each slot's first packet (after a burst's last, 30 µs
    // in); eth1 polls in between, which are not the capture's.
    KernelEventBatch b;
    b.devices = { "eth1", "eth0" };
    for (int i = 0; i < 30; ++i) {
        b.polls.push_back({ kOrigin + i * 1'000'000 + 50'000, 0, 1, i % 10 == 5 ? 4 : 1, 64 });
        b.polls.push_back({ kOrigin + i * 1'000'000 + 500'000, 1, 0, 7, 64 });
    }
    KernelEventsAccumulator acc;
    acc.add(b);
    snap->kernelEvents = acc.stats(250, int64_t(0));
    resolveCaptureDevice(*snap->kernelEvents, { "eth0" });
    QCOMPARE(snap->kernelEvents->captureDevice, 1);
    v.setSnapshot(snap);
    v.refreshNow();
    QCOMPARE(v.pollsInView(), size_t(30));
    QCOMPARE(v.pollTicks(), size_t(30));
    QCOMPARE(v.pollGroups(), size_t(29)); // the first packet has no gap, so no point of slot 0
    QVERIFY(v.titleText().contains(QStringLiteral("NAPI polls: 30")));
    QCPGraph *even = v.plot()->findChild<QCPGraph *>(QStringLiteral("pollBands0"));
    QCPGraph *odd = v.plot()->findChild<QCPGraph *>(QStringLiteral("pollBands1"));
    QVERIFY(even && odd);
    QCOMPARE(even, graphNamed(v, QStringLiteral("Packets of one NAPI poll")));
    // Three keys (start, end, end) per band; polls 2, 4, … are even (slot 0's poll is 0 but its
    // packet has no gap), 1, 3, … odd.
    QCOMPARE(even->data()->size(), 14 * 3);
    QCOMPARE(odd->data()->size(), 15 * 3);
    // Zoomed in: each band runs from the poll's first packet to its return.
    v.setVisibleRange(4.9e-3, 6.1e-3);
    v.refreshNow();
    QCOMPARE(v.pollsInView(), size_t(2)); // 5.05 and 6.05 ms; eth1's 5.5 ms poll is not the capture's
    QCOMPARE(v.pollGroups(), size_t(2)); // slot 5's burst of 4 is one poll's packets, slot 6's one
    QCOMPARE(odd->data()->size(), 3);
    QCOMPARE(even->data()->size(), 3);
    QVERIFY(std::abs(odd->data()->constBegin()->key - 5.00e-3) < 1e-12);
    QVERIFY(std::abs((odd->data()->constBegin() + 1)->key - 5.05e-3) < 1e-12);
    QVERIFY(std::abs(even->data()->constBegin()->key - 6.00e-3) < 1e-12);
    QVERIFY(std::abs((even->data()->constBegin() + 1)->key - 6.05e-3) < 1e-12);

    // Capture device unknown: every device's polls.
    auto all = std::make_shared<AnalysisSnapshot>(*snap);
    all->kernelEvents->captureDevice = -1;
    v.setSnapshot(all);
    v.refreshNow();
    QCOMPARE(v.pollsInView(), size_t(3)); // eth1's poll at 5.5 ms too
    QCOMPARE(v.pollGroups(), size_t(2)); // the packets still end in eth0's polls, the first to return
    v.resetZoom();
    v.refreshNow();
    QCOMPARE(v.pollsInView(), size_t(60));
    // No kernel events: nothing drawn.
    v.setSnapshot(makeSnapshot(store, store->size()));
    v.refreshNow();
    QCOMPARE(v.pollsInView(), size_t(0));
    QCOMPARE(v.pollGroups(), size_t(0));
    QCOMPARE(v.pollTicks(), size_t(0));
    QVERIFY(!v.titleText().contains(QStringLiteral("NAPI")));
}

void TestBurstTimelineView::boundedSessionShowsTheHeldPackets()
{
    // A bounded live session has released the store's oldest chunks: the view reads only from the
    // snapshot's firstStored (the released entries are gone: reading one would crash), its
    // "whole trace" starts at the first packet held, and the title says how many that is.
    auto store = makeStore(220000, true); // 286 000 packets
    auto snap = makeSnapshot(store, store->size()); // (reads the first packet's time)
    const size_t first = store->releaseBefore(2 * PacketStore::kChunk + 5);
    QCOMPARE(first, 2 * PacketStore::kChunk);
    snap->storePin = store->pin();
    snap->firstStored = *snap->storePin;
    snap->detailWindow = 100000;
    BurstTimelineView v;
    v.resize(900, 450);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    v.setSnapshot(snap);
    v.refreshNow();
    const size_t held = store->size() - first;
    QVERIFY2(v.titleText().contains(QStringLiteral("the last %1 packets").arg(units::formatCount(held))),
             qPrintable(v.titleText()));
    const double firstHeldSec = double((*store)[first].tsNs - kOrigin) * 1e-9;
    QVERIFY(v.plot()->xAxis->range().lower > firstHeldSec - 0.03 * (v.plot()->xAxis->range().size()));
    QVERIFY(v.plot()->xAxis->range().lower < firstHeldSec);
    QVERIFY(v.titleText().startsWith(QStringLiteral("%1 packets in view").arg(units::formatCount(held))));
}

void TestBurstTimelineView::emptySnapshots()
{
    BurstTimelineView v;
    v.resize(800, 400);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    QVERIFY(visibleText(v, QStringLiteral("No packets yet")));
    v.setSnapshot(std::make_shared<AnalysisSnapshot>()); // no store, 0 packets
    v.refreshNow();
    QVERIFY(visibleText(v, QStringLiteral("No packets yet")));
    auto store = std::make_shared<PacketStore>();
    v.setSnapshot(makeSnapshot(store, 0));
    v.refreshNow();
    QVERIFY(visibleText(v, QStringLiteral("No packets yet")));
    QCOMPARE(v.csv(), QStringLiteral("time_s,gap_us,below_threshold\n"));
    v.plot()->replot();
    store->push(PacketEntry { kOrigin, 0, 100 });
    v.setSnapshot(makeSnapshot(store, 1));
    v.refreshNow();
    QVERIFY(visibleText(v, QStringLiteral("A single packet")));
}

void TestBurstTimelineView::exactPoints()
{
    BurstTimelineView v;
    v.resize(1000, 500);
    auto store = makeStore(30, false); // 27 single slots + 3 bursts of 4 = 39 packets
    v.setSnapshot(makeSnapshot(store, store->size()));
    v.refreshNow();
    const TimelineData &d = v.timeline();
    QVERIFY(!d.decimated);
    QCOMPARE(d.packetsInRange, size_t(39));
    QCOMPARE(d.tSec.size(), size_t(38));
    QCOMPARE(d.burstStartSec.size(), size_t(3));
    QCPGraph *burst = graphNamed(v, QStringLiteral("Gap < 100 µs"));
    QCPGraph *normal = graphNamed(v, QStringLiteral("Packet"));
    QVERIFY(burst && normal);
    QCOMPARE(burst->data()->size(), 9); // 3 bursts × 3 short gaps
    QCOMPARE(normal->data()->size(), 38 - 9);
    for (auto it = burst->data()->constBegin(); it != burst->data()->constEnd(); ++it)
        QCOMPARE(it->value, 10.0);
    // After the first burst (slot 5, 4 packets), slot 6 is 1 ms − 30 µs after the burst's last packet.
    bool found970 = false;
    for (auto it = normal->data()->constBegin(); it != normal->data()->constEnd(); ++it)
        found970 |= std::fabs(it->value - 970.0) < 1e-9 && std::fabs(it->key - 0.006) < 1e-12;
    QVERIFY(found970);
    // Burst spans: slot 5's burst runs from its first to its last packet.
    QVERIFY(std::fabs(d.burstStartSec[0] - 0.005) < 1e-12);
    QVERIFY(std::fabs(d.burstEndSec[0] - 0.00503) < 1e-12);
    // Shaded: start, end, NaN per burst, each covering its burst (widened to a few pixels).
    QCPGraph *spans = graphNamed(v, QStringLiteral("Burst"));
    QVERIFY(spans);
    QCOMPARE(spans->data()->size(), 9);
    QVERIFY(spans->data()->constBegin()->key <= 0.005);
    QVERIFY((spans->data()->constBegin() + 1)->key >= 0.00503);
    QVERIFY((spans->data()->constBegin() + 1)->key < 0.006);
    QVERIFY(std::isnan((spans->data()->constBegin() + 2)->value));
    // The threshold marker sits at 100 µs on the gap axis (data in µs).
    for (int i = 0; i < v.plot()->itemCount(); ++i)
        if (v.plot()->item(i)->objectName() == QLatin1String("marker:threshold"))
            QCOMPARE(qobject_cast<QCPItemStraightLine *>(v.plot()->item(i))->point1->value(), 100.0);
    QCOMPARE(v.csv().count(QLatin1Char('\n')), 39);
}

void TestBurstTimelineView::flowSelection()
{
    BurstTimelineView v;
    v.resize(1000, 500);
    auto store = makeStore(20, true);
    v.setSnapshot(makeSnapshot(store, store->size()));
    v.setFlowSelection({ 1 });
    v.refreshNow();
    size_t flow1 = 0;
    for (size_t i = 0; i < store->size(); ++i)
        flow1 += (*store)[i].flowId == 1;
    QCOMPARE(v.timeline().packetsInRange, flow1);
    QCOMPARE(v.timeline().tSec.size(), flow1 - 1);
    v.setFlowSelection({});
    v.refreshNow();
    QCOMPARE(v.timeline().packetsInRange, store->size());
}

void TestBurstTimelineView::decimatesToPlotWidth()
{
    BurstTimelineView v;
    v.resize(800, 400);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    auto store = makeStore(20000, false);
    v.setSnapshot(makeSnapshot(store, store->size()));
    v.refreshNow();
    v.plot()->replot();
    v.refreshNow(); // with the laid-out axis rect
    const int width = v.plot()->axisRect()->width();
    QVERIFY(width > 100);
    QVERIFY(v.timeline().decimated);
    QVERIFY(v.timeline().tSec.size() <= size_t(2 * width));
    QCOMPARE(v.timeline().packetsInRange, store->size());
}

void TestBurstTimelineView::userZoomReExtractsAndSurvivesStreaming()
{
    BurstTimelineView v;
    v.resize(800, 400);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    auto store = makeStore(20000, false);
    v.setSnapshot(makeSnapshot(store, 10000, false));
    v.refreshNow();
    QVERIFY(v.timeline().decimated);
    QSignalSpy rangeSpy(&v, &BurstTimelineView::visibleRangeChanged);
    // As a mouse zoom would: set the axis range directly; the view re-extracts after its timer.
    v.plot()->xAxis->setRange(0.0095, 0.0205);
    QCOMPARE(rangeSpy.count(), 1);
    QTRY_VERIFY(!v.timeline().decimated);
    QCOMPARE(v.timeline().packetsInRange, size_t(14)); // slots 10..20, slot 15 a burst of 4
    // A fuller streaming snapshot keeps the zoom.
    v.setSnapshot(makeSnapshot(store, store->size(), true));
    v.refreshNow();
    QCOMPARE(v.visibleRange().first, 0.0095);
    QCOMPARE(v.visibleRange().second, 0.0205);
    QCOMPARE(v.timeline().packetsInRange, size_t(14));
    v.resetZoom();
    v.refreshNow();
    QCOMPARE(v.timeline().packetsInRange, store->size());
    QVERIFY(v.visibleRange().second > 19.99);
}

void TestBurstTimelineView::logY()
{
    BurstTimelineView v;
    QSignalSpy spy(&v, &BurstTimelineView::logYChanged);
    auto store = makeStore(30, false);
    v.setSnapshot(makeSnapshot(store, store->size()));
    v.setLogY(true);
    v.setLogY(true);
    QCOMPARE(spy.count(), 1);
    v.refreshNow();
    QCOMPARE(v.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
    QVERIFY(v.plot()->yAxis->range().lower > 0);
    QVERIFY(v.plot()->yAxis->range().lower <= 10.0);
    QVERIFY(v.plot()->yAxis->range().upper >= 1000.0);
}

void TestBurstTimelineView::noPanningPastTheData()
{
    auto store = makeStore(100, false); // about 0.1 s
    BurstTimelineView v;
    v.resize(900, 500);
    v.setSnapshot(makeSnapshot(store, store->size()));
    v.resetZoom();
    const auto [a, b] = v.visibleRange();
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    v.plot()->replot();
    v.setVisibleRange(0.02, 0.03);
    QCOMPARE(v.visibleRange().first, 0.02);
    const QRect r = v.plot()->axisRect()->rect();
    for (int i = 0; i < 12; ++i) { // Shift+drag to the left: pans towards the end, and stops there
        QTest::mousePress(v.plot(), Qt::LeftButton, Qt::ShiftModifier, QPoint(r.right() - 5, r.center().y()));
        QTest::mouseMove(v.plot(), QPoint(r.center().x(), r.center().y()));
        QTest::mouseMove(v.plot(), QPoint(r.left() + 5, r.center().y()));
        QTest::mouseRelease(v.plot(), Qt::LeftButton, Qt::ShiftModifier, QPoint(r.left() + 5, r.center().y()));
        QCoreApplication::processEvents();
    }
    QVERIFY2(std::fabs(v.visibleRange().second - b) < 1e-9, qPrintable(QString::number(v.visibleRange().second)));
    QVERIFY(std::fabs(v.visibleRange().second - v.visibleRange().first - 0.01) < 1e-9);
    for (int i = 0; i < 40; ++i) { // wheel out: the whole trace, no more
        QWheelEvent wheel(QPointF(r.center()), v.plot()->mapToGlobal(QPointF(r.center())), QPoint(), QPoint(0, -120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(v.plot(), &wheel);
    }
    QCOMPARE(v.visibleRange().first, a);
    QCOMPARE(v.visibleRange().second, b);
}

void TestBurstTimelineView::negativeGapsAreTheirOwnCategory_data()
{
    QTest::addColumn<bool>("logY");
    QTest::newRow("linear") << false;
    QTest::newRow("log") << true;
}

void TestBurstTimelineView::negativeGapsAreTheirOwnCategory()
{
    QFETCH(bool, logY);
    // 1 ms apart, but packet 5 is stamped 300 µs before packet 4 (a file not in time order).
    auto store = std::make_shared<PacketStore>();
    for (int i = 0; i < 10; ++i)
        store->push(PacketEntry { kOrigin + i * 1'000'000 - (i == 5 ? 1'300'000 : 0), 0u, 100 });
    BurstTimelineView v;
    v.resize(900, 500);
    v.setLogY(logY);
    v.setSnapshot(makeSnapshot(store, 10));
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    v.refreshNow();
    // Drawn (also on a log axis, at |gap|), and never as "in a burst" although −300 µs < threshold.
    QCOMPARE(v.negativePoints(), 1);
    QCPGraph *burst = graphNamed(v, QStringLiteral("Gap <"));
    QVERIFY(burst);
    QCOMPARE(burst->dataCount(), 0);
    QCPGraph *negative = graphNamed(v, QStringLiteral("Negative gap"));
    QVERIFY(negative);
    const double value = negative->data()->constBegin()->value;
    QCOMPARE(value, logY ? 300.0 : -300.0);
    QVERIFY(v.plot()->yAxis->range().contains(value));
}

// A refresh for a new snapshot waits 4× the last refresh's cost; one the user asked for (a zoom, a
// flow selection) runs after the 30 ms coalescing and brings a paced one forward.
void TestBurstTimelineView::userActionsAreNotPacedLikeSnapshots()
{
    RefreshPacing pacing;
    QTimer timer;
    timer.setSingleShot(true);
    pacing.schedule(&timer, true);
    QCOMPARE(timer.interval(), RefreshPacing::kMinMs); // nothing refreshed yet: no pacing
    timer.stop();
    pacing.refreshed(200); // a whole-trace refresh of 10 M packets costs about that
    pacing.schedule(&timer, true);
    QVERIFY2(timer.interval() > 600 && timer.interval() <= 800, qPrintable(QString::number(timer.interval())));
    pacing.schedule(&timer, false);
    // Brought forward from ~700 ms. A coarse timer's remainingTime() may say a little more than
    // its interval (it may fire up to 5 % late), so only "far below the paced delay" is checked.
    QCOMPARE(timer.interval(), RefreshPacing::kMinMs);
    QVERIFY2(timer.remainingTime() < 2 * RefreshPacing::kMinMs, qPrintable(QString::number(timer.remainingTime())));
    pacing.schedule(&timer, true); // a snapshot does not push the user's refresh back
    QCOMPARE(timer.interval(), RefreshPacing::kMinMs);
    QVERIFY2(timer.remainingTime() < 2 * RefreshPacing::kMinMs, qPrintable(QString::number(timer.remainingTime())));
    timer.stop();
    pacing.refreshed(5000);
    pacing.schedule(&timer, true);
    QCOMPARE(timer.interval(), 1000); // capped
}

// A flow selection is one event, not a stream to coalesce: its refresh runs at the next turn of the
// event loop (a 0 ms timer), ahead of a paced snapshot refresh or a zoom's 30 ms, and neither of
// those pushes it back. A zoom as the mouse makes it still waits kMinMs.
void TestBurstTimelineView::aFlowSelectionRefreshesAtTheNextTurn()
{
    RefreshPacing pacing;
    QTimer timer;
    timer.setSingleShot(true);
    pacing.refreshed(200);
    pacing.schedule(&timer, RefreshPacing::Cause::Snapshot);
    QVERIFY(timer.interval() > 600);
    pacing.schedule(&timer, RefreshPacing::Cause::Discrete);
    QCOMPARE(timer.interval(), 0);
    pacing.schedule(&timer, RefreshPacing::Cause::Continuous);
    pacing.schedule(&timer, RefreshPacing::Cause::Snapshot);
    QCOMPARE(timer.interval(), 0);
    timer.stop();

    BurstTimelineView v;
    v.resize(1000, 500);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    auto store = makeStore(20, true);
    v.setSnapshot(makeSnapshot(store, store->size()));
    v.refreshNow();
    QCOMPARE(v.timeline().packetsInRange, store->size());
    QVERIFY(!pendingRefresh(v));
    v.setFlowSelection({ 1 });
    QVERIFY(pendingRefresh(v));
    QCOMPARE(pendingRefresh(v)->interval(), 0);
    QTRY_VERIFY(!pendingRefresh(v));
    QCOMPARE(v.timeline().packetsInRange, store->size() / 2); // the two flows alternate
    const auto [t0, t1] = v.visibleRange();
    v.plot()->xAxis->setRange(t0, (t0 + t1) / 2); // a zoom as the mouse makes it
    QVERIFY(pendingRefresh(v));
    QCOMPARE(pendingRefresh(v)->interval(), RefreshPacing::kMinMs);
}

QTEST_MAIN(TestBurstTimelineView)
#include "tst_burst_timeline_view.moc"
