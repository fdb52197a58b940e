// KernelEventsView: one point per poll and per NET_RX run, grouped by CPU; polls at budget and runs
// that crossed a tick marked; the work histogram for the chosen device and the visible time window;
// a user zoom emits visibleRangeChanged (the main window links the timelines with it) and a range
// set from outside does not; placeholders without kernel events and when they were unavailable.
#include "widgets/kernel_events_view.h"

#include "core/analysis/kernel_events.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>
#include <qcustomplot.h>

using namespace jitterscope;

namespace {

constexpr int64_t kT0 = 1'700'000'000'000'000'000; // the first packet; a multiple of 4 ms
constexpr int64_t kMs = 1'000'000;

/// eth0 on CPU 0: polls at 1..10 ms with work 1..10 (budget 64) and one at budget (64) at 20 ms;
/// the backlog "(no_device)" on CPU 1: polls at 5 and 15 ms with work 2. NET_RX runs: CPU 0 at
/// 1 ms for 0.1 ms, at 3.9 ms for 0.2 ms (crosses the 4 ms tick at HZ 250); CPU 1 at 15 ms for 0.05 ms.
std::shared_ptr<AnalysisSnapshot> makeSnapshot()
{
    KernelEventBatch b;
    b.devices = { "eth0", "(no_device)" };
    for (int i = 1; i <= 10; ++i)
        b.polls.push_back({ kT0 + i * kMs, 0, 0, i, 64 });
    b.polls.push_back({ kT0 + 20 * kMs, 0, 0, 64, 64 });
    b.polls.push_back({ kT0 + 5 * kMs, 1, 1, 2, 64 });
    b.polls.push_back({ kT0 + 15 * kMs, 1, 1, 2, 64 });
    b.netRx = { { kT0 + 1 * kMs, 0, false },           { kT0 + 1 * kMs + 100'000, 0, true },
                { kT0 + 3 * kMs + 900'000, 0, false }, { kT0 + 4 * kMs + 100'000, 0, true },
                { kT0 + 15 * kMs, 1, false },          { kT0 + 15 * kMs + 50'000, 1, true } };
    KernelEventsAccumulator acc;
    acc.add(b);
    auto s = std::make_shared<AnalysisSnapshot>();
    s->packets = 25;
    s->firstTsNs = s->minTsNs = kT0;
    s->lastTsNs = s->maxTsNs = kT0 + 20 * kMs;
    s->kernelEvents = acc.stats(250, int64_t(0));
    auto store = std::make_shared<PacketStore>();
    for (int64_t ts : { kT0 + 900'000, kT0 + 1'900'000, kT0 + 2'950'000 })
        store->push({ ts, 0, 100 });
    s->store = store;
    s->packetsStored = store->size();
    return s;
}

uint64_t sum(const std::vector<uint64_t> &h)
{
    uint64_t n = 0;
    for (uint64_t c : h)
        n += c;
    return n;
}

} // namespace

class TestKernelEventsView : public QObject {
    Q_OBJECT
private slots:
    void pointsPerCpu();
    void histogramFollowsDeviceAndWindow();
    void zoomSignals();
    void placeholders();
    void histogramDefaultsToTheCaptureDevice();
    void followingShowsTheWholeSession();
};

void TestKernelEventsView::pointsPerCpu()
{
    KernelEventsView v;
    v.resize(900, 700);
    v.setSnapshot(makeSnapshot());
    v.refreshNow();
    QVERIFY(!v.placeholderShown());
    QCOMPARE(v.cpus(), (std::vector<uint32_t> { 0, 1 }));
    QCOMPARE(v.pollPoints(), size_t(13));
    QCOMPARE(v.atBudgetPoints(), size_t(1));
    QCOMPARE(v.runPoints(), size_t(3));
    QCOMPARE(v.tickCrossingPoints(), size_t(1));
    QCOMPARE(v.packetPoints(), size_t(3)); // the rug of captured packets under the polls
    QVERIFY(v.summaryText().contains(QStringLiteral("13 napi polls on 2 CPUs, 1 at budget")));
    QVERIFY(v.summaryText().contains(QStringLiteral("HZ 250")));
    // The whole session is visible: 1 ms .. 20 ms since the first packet, with a margin.
    const auto [t0, t1] = v.visibleRange();
    QVERIFY(t0 < 0.001 && t0 > -0.001);
    QVERIFY(t1 > 0.020 && t1 < 0.0211);
    // Applying the same snapshot again rebuilds nothing and keeps the figures.
    v.setSnapshot(makeSnapshot());
    v.refreshNow();
    QCOMPARE(v.pollPoints(), size_t(13));
}

void TestKernelEventsView::histogramFollowsDeviceAndWindow()
{
    KernelEventsView v;
    v.resize(900, 700);
    v.setSnapshot(makeSnapshot());
    v.refreshNow();
    QCOMPARE(sum(v.histogram()), uint64_t(13));
    QCOMPARE(v.histogram()[2], uint64_t(3)); // eth0's work 2 and the backlog's two
    QCOMPARE(v.histogram()[64], uint64_t(1));
    auto *box = v.findChild<QComboBox *>(QStringLiteral("kernelDevice"));
    QVERIFY(box);
    QCOMPARE(box->count(), 3); // all, eth0, (no_device)
    v.setDevice(1); // (no_device)
    QCOMPARE(v.device(), 1);
    QCOMPARE(sum(v.histogram()), uint64_t(2));
    QCOMPARE(v.histogram()[2], uint64_t(2));
    v.setDevice(0); // eth0, 0.5 .. 6.5 ms: work 1..6
    v.setVisibleRange(0.0005, 0.0065);
    QCOMPARE(sum(v.histogram()), uint64_t(6));
    QCOMPARE(v.histogram()[64], uint64_t(0));
    QVERIFY(v.csv().startsWith(QStringLiteral("work,polls\n0,0\n1,1\n")));
    v.resetZoom();
    v.refreshNow();
    QCOMPARE(sum(v.histogram()), uint64_t(11));
}

void TestKernelEventsView::followingShowsTheWholeSession()
{
    // A bounded live session folds the polls before its detail window into totals: following, the
    // histogram is the whole session's (and says so); zoomed, it counts the polls held in view.
    KernelEventBatch b;
    b.devices = { "eth0" };
    for (int i = 1; i <= 10; ++i)
        b.polls.push_back({ kT0 + i * kMs, 0, 0, i, 64 });
    KernelEventsAccumulator acc;
    acc.add(b);
    acc.retireBefore(kT0 + 6 * kMs + 1); // polls at 1..6 ms folded away
    QCOMPARE(acc.retiredEvents(), uint64_t(6));
    auto s = makeSnapshot();
    s->kernelEvents = acc.stats(250, int64_t(0));
    QCOMPARE(s->kernelEvents->polls->size(), size_t(4));
    KernelEventsView v;
    v.resize(900, 700);
    v.setSnapshot(s);
    v.refreshNow();
    const auto *plot = v.findChild<QCustomPlot *>();
    QVERIFY(plot);
    const auto label = [plot] { return plot->axisRect(2)->axis(QCPAxis::atBottom)->label(); };
    QCOMPARE(sum(v.histogram()), uint64_t(10));
    QCOMPARE(v.histogram()[1], uint64_t(1));
    QVERIFY(label().contains(QStringLiteral("whole session")));
    v.setVisibleRange(0, 0.02);
    QCOMPARE(sum(v.histogram()), uint64_t(4)); // 7..10 ms: held
    QCOMPARE(v.histogram()[1], uint64_t(0));
    QVERIFY(label().contains(QStringLiteral("visible time window")));
}

void TestKernelEventsView::histogramDefaultsToTheCaptureDevice()
{
    KernelEventsView v;
    v.resize(900, 700);
    const auto withCapture = [](const char *interface) {
        auto s = makeSnapshot();
        s->path = "/tmp/session.pcapng";
        resolveCaptureDevice(*s->kernelEvents, { interface });
        return s;
    };
    v.setSnapshot(withCapture("lo")); // lo delivers through the backlog
    v.refreshNow();
    auto *box = v.findChild<QComboBox *>(QStringLiteral("kernelDevice"));
    QVERIFY(box);
    QCOMPARE(v.device(), 1);
    QCOMPARE(box->currentText(), QStringLiteral("(no_device) (backlog of lo)"));
    QCOMPARE(sum(v.histogram()), uint64_t(2));
    v.setSnapshot(withCapture("eth0"));
    v.refreshNow();
    QCOMPARE(v.device(), 0);
    QCOMPARE(box->currentText(), QStringLiteral("eth0 (capture)"));
    QCOMPARE(sum(v.histogram()), uint64_t(11));
    // The user's choice stays across snapshots of the same trace …
    box->setCurrentIndex(box->findData(-1));
    v.setSnapshot(withCapture("eth0"));
    v.refreshNow();
    QCOMPARE(v.device(), -1);
    QCOMPARE(sum(v.histogram()), uint64_t(13));
    // … and another trace gets its own capture device again.
    auto other = withCapture("eth0");
    other->path = "/tmp/other.pcapng";
    v.setSnapshot(other);
    v.refreshNow();
    QCOMPARE(v.device(), 0);
}

void TestKernelEventsView::zoomSignals()
{
    KernelEventsView v;
    v.resize(900, 700);
    v.setSnapshot(makeSnapshot());
    v.refreshNow();
    QSignalSpy spy(&v, &KernelEventsView::visibleRangeChanged);
    v.setVisibleRange(0.002, 0.004); // from another view: no echo
    QCOMPARE(spy.count(), 0);
    QCOMPARE(sum(v.histogram()), uint64_t(3)); // polls at 2, 3, 4 ms
    // The user zooms the NET_RX plot: both time plots follow and the others are told.
    v.plot()->axisRect(1)->axis(QCPAxis::atBottom)->setRange(0.001, 0.005);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toDouble(), 0.001);
    QCOMPARE(v.plot()->axisRect(0)->axis(QCPAxis::atBottom)->range().upper, 0.005);
    QCOMPARE(sum(v.histogram()), uint64_t(6)); // 1..5 ms: five eth0 polls and the backlog's at 5 ms
    // A new snapshot keeps the user's zoom.
    v.setSnapshot(makeSnapshot());
    v.refreshNow();
    QCOMPARE(v.visibleRange().second, 0.005);
}

void TestKernelEventsView::placeholders()
{
    KernelEventsView v;
    v.refreshNow();
    QVERIFY(v.placeholderShown());
    auto plain = std::make_shared<AnalysisSnapshot>();
    v.setSnapshot(plain);
    v.refreshNow();
    QVERIFY(v.placeholderShown());
    QVERIFY(v.placeholderText().contains(QStringLiteral("Record kernel events")));
    QCOMPARE(v.pollPoints(), size_t(0));
    QCOMPARE(v.packetPoints(), size_t(0));
    auto unavailable = std::make_shared<AnalysisSnapshot>();
    SessionSummary ss;
    ss.metadata.set("kernel_events", "unavailable: tracefs is not mounted (looked in /sys/kernel/tracing)");
    unavailable->session = ss;
    v.setSnapshot(unavailable);
    v.refreshNow();
    QVERIFY(v.placeholderText().contains(QStringLiteral("tracefs is not mounted")));
    QVERIFY(v.summaryText().contains(QStringLiteral("not recorded")));
    v.setSnapshot(makeSnapshot());
    v.refreshNow();
    QVERIFY(!v.placeholderShown());
}

QTEST_MAIN(TestKernelEventsView)
#include "tst_kernel_events_view.moc"
