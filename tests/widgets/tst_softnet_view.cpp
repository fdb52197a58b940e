// SoftnetView: one line per CPU in each of the three plots, exact values at interval midpoints,
// a break and offline/online markers where a CPU was offline, the unreliable-CPU-id note, the
// placeholder without session data, the sliding window and the user's zoom across snapshots.
#include "widgets/softnet_view.h"

#include <QLabel>
#include <QTest>
#include <qcustomplot.h>

#include <cmath>

using namespace jitterscope;

namespace {

constexpr int64_t kT0 = 1'700'000'000'000'000'000;
constexpr int64_t kStep = 50'000'000; // 20 Hz

int64_t sampleNs(int i)
{
    return kT0 + int64_t(i) * kStep;
}

SoftnetRate rate(int endSample, uint32_t cpu, double processed, double dropped, double squeeze)
{
    SoftnetRate r;
    r.tsNs = sampleNs(endSample);
    r.intervalNs = kStep;
    r.cpu = cpu;
    r.processedPerSec = processed;
    r.droppedPerSec = dropped;
    r.timeSqueezePerSec = squeeze;
    return r;
}

/// CPU 0 in every sample 0..5; CPU 1 in samples 0, 1, 2, offline at 3, back at 4 (a new baseline), 5.
std::shared_ptr<AnalysisSnapshot> makeSnapshot(bool reliable = true, int upToSample = 5)
{
    auto rates = std::make_shared<std::vector<SoftnetRate>>();
    for (int i = 1; i <= upToSample; ++i) {
        rates->push_back(rate(i, 0, 1000.0 * i, 0, i == 3 ? 20 : 0));
        if (i <= 2 || i == 5)
            rates->push_back(rate(i, 1, 500, i == 5 ? 40 : 0, 0));
    }
    auto s = std::make_shared<AnalysisSnapshot>();
    s->packets = 10;
    s->firstTsNs = s->minTsNs = kT0 + 10'000'000; // first packet 10 ms after the first sample
    s->lastTsNs = s->maxTsNs = sampleNs(upToSample);
    SessionSummary ss;
    ss.softnetSamples = uint64_t(upToSample + 1);
    ss.cpuIdsReliable = reliable;
    ss.softnetColumns = 13;
    ss.softnetTotals = { SoftnetCpuTotals { 0, 750, 0, 1, -1, -1, 5 }, SoftnetCpuTotals { 1, 75, 2, 0, -1, -1, 3 } };
    ss.softnetRates = rates;
    s->session = ss;
    return s;
}

double midSec(int endSample, int64_t origin)
{
    return double(sampleNs(endSample) - kStep / 2 - origin) * 1e-9;
}

bool visiblePlaceholder(const SoftnetView &v, const QString &prefix)
{
    for (int i = 0; i < v.plot()->itemCount(); ++i)
        if (auto *t = qobject_cast<QCPItemText *>(v.plot()->item(i)); t && t->visible() && t->text().startsWith(prefix))
            return true;
    return false;
}

} // namespace

class TestSoftnetView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void placeholderWithoutSession();
    void graphsPerCpuAndMetric();
    void offlineGapAndMarkers();
    void unreliableCpuNote();
    void slidingWindowFollowsNewest();
    void userZoomSurvivesSnapshots();
    void csvHasEveryRate();
};

void TestSoftnetView::placeholderWithoutSession()
{
    SoftnetView v;
    v.resize(800, 600);
    v.setSnapshot(std::make_shared<AnalysisSnapshot>());
    v.refreshNow();
    QVERIFY(visiblePlaceholder(v, QStringLiteral("This trace has no softnet samples")));
    QCOMPARE(v.plot()->graphCount(), 0);
    QVERIFY(!v.plot()->legend->visible());

    v.setSnapshot(makeSnapshot());
    v.refreshNow();
    QVERIFY(!visiblePlaceholder(v, QStringLiteral("This trace")));
    QVERIFY(v.plot()->legend->visible());

    v.setSnapshot(nullptr);
    v.refreshNow();
    QCOMPARE(v.plot()->graphCount(), 0);
    QVERIFY(visiblePlaceholder(v, QStringLiteral("This trace has no softnet samples")));
}

void TestSoftnetView::graphsPerCpuAndMetric()
{
    SoftnetView v;
    v.resize(800, 600);
    v.setSnapshot(makeSnapshot());
    v.refreshNow();
    QCOMPARE(v.cpus(), (std::vector<uint32_t> { 0, 1 }));
    QCOMPARE(v.plot()->graphCount(), 2 * SoftnetView::kMetrics);
    for (int m = 0; m < SoftnetView::kMetrics; ++m)
        QCOMPARE(v.axisRect(SoftnetView::Metric(m))->graphs().size(), 2);
    QCOMPARE(v.plot()->legend->itemCount(), 2); // one entry per CPU, not per plot
    QCOMPARE(v.graph(SoftnetView::Processed, 1)->name(), QStringLiteral("CPU 1"));

    // Origin = first packet; points at interval midpoints with the exact rates.
    const int64_t origin = kT0 + 10'000'000;
    QCOMPARE(v.origin(), origin);
    const auto *p0 = v.graph(SoftnetView::Processed, 0)->data().data();
    QCOMPARE(p0->size(), 5);
    for (int i = 0; i < 5; ++i) {
        QVERIFY(std::abs(p0->at(i)->key - midSec(i + 1, origin)) < 1e-9);
        QCOMPARE(p0->at(i)->value, 1000.0 * (i + 1));
    }
    const auto *sq0 = v.graph(SoftnetView::TimeSqueeze, 0)->data().data();
    QCOMPARE(sq0->at(2)->value, 20.0);
    const auto *d1 = v.graph(SoftnetView::Dropped, 1)->data().data();
    QCOMPARE(d1->at(d1->size() - 1)->value, 40.0);
    // y fits the data: the dropped plot reaches above 40/s, the processed plot above 5000/s.
    QVERIFY(v.axisRect(SoftnetView::Dropped)->axis(QCPAxis::atLeft)->range().upper >= 40.0);
    QVERIFY(v.axisRect(SoftnetView::Processed)->axis(QCPAxis::atLeft)->range().upper >= 5000.0);

    // An explicit origin moves every key.
    v.setOrigin(kT0);
    v.refreshNow();
    QVERIFY(std::abs(v.graph(SoftnetView::Processed, 0)->data()->at(0)->key - 0.025) < 1e-9);
}

void TestSoftnetView::offlineGapAndMarkers()
{
    SoftnetView v;
    v.resize(800, 600);
    v.setOrigin(kT0);
    v.setSnapshot(makeSnapshot());
    v.refreshNow();
    const auto *p1 = v.graph(SoftnetView::Processed, 1)->data().data();
    QCOMPARE(p1->size(), 4); // 3 rates + one NaN break
    QVERIFY(std::isnan(p1->at(2)->value));
    QVERIFY(!std::isnan(p1->at(3)->value));
    const auto &markers = v.cpuMarkers();
    QCOMPARE(markers.size(), size_t(2));
    QCOMPARE(markers[0].cpu, 1u);
    QVERIFY(!markers[0].online);
    QVERIFY(std::abs(markers[0].tSec - 0.15) < 1e-9); // sample 3: first one without CPU 1
    QVERIFY(markers[1].online);
    QVERIFY(std::abs(markers[1].tSec - 0.20) < 1e-9); // sample 4: CPU 1 is back
    int offlineLines = 0;
    for (int i = 0; i < v.plot()->itemCount(); ++i)
        if (v.plot()->item(i)->objectName() == QLatin1String("marker:cpu-offline") &&
            qobject_cast<QCPItemStraightLine *>(v.plot()->item(i)))
            ++offlineLines;
    QCOMPARE(offlineLines, SoftnetView::kMetrics);
    QVERIFY(visiblePlaceholder(v, QStringLiteral("CPU 1 offline")));
}

void TestSoftnetView::unreliableCpuNote()
{
    SoftnetView v;
    v.resize(800, 600);
    v.show();
    v.setSnapshot(makeSnapshot(true));
    v.refreshNow();
    auto *note = v.findChild<QLabel *>();
    QVERIFY(note);
    QVERIFY(!note->isVisible());
    v.setSnapshot(makeSnapshot(false));
    v.refreshNow();
    QVERIFY(note->isVisible());
    QVERIFY(note->text().contains(QStringLiteral("line positions")));
}

void TestSoftnetView::slidingWindowFollowsNewest()
{
    SoftnetView v;
    v.resize(800, 600);
    v.setOrigin(kT0);
    v.setWindowSeconds(0.1);
    v.setSnapshot(makeSnapshot(true, 3));
    v.refreshNow();
    auto [a, b] = v.visibleRange();
    QVERIFY(std::abs(a - 0.05) < 1e-9);
    QVERIFY(b >= 0.15 && b < 0.16);
    v.setSnapshot(makeSnapshot(true, 5));
    v.refreshNow();
    std::tie(a, b) = v.visibleRange();
    QVERIFY(std::abs(a - 0.15) < 1e-9);
    QVERIFY(b >= 0.25 && b < 0.26);
    v.setWindowSeconds(0); // whole session
    v.refreshNow();
    std::tie(a, b) = v.visibleRange();
    QVERIFY(a <= 0.0 && b >= 0.25);
}

void TestSoftnetView::userZoomSurvivesSnapshots()
{
    SoftnetView v;
    v.resize(800, 600);
    v.setOrigin(kT0);
    v.setSnapshot(makeSnapshot(true, 3));
    v.refreshNow();
    v.setVisibleRange(0.05, 0.1);
    v.setSnapshot(makeSnapshot(true, 5));
    v.refreshNow();
    QCOMPARE(v.visibleRange(), std::make_pair(0.05, 0.1));
    // All three plots share the range.
    for (int m = 0; m < SoftnetView::kMetrics; ++m)
        QCOMPARE(v.axisRect(SoftnetView::Metric(m))->axis(QCPAxis::atBottom)->range().upper, 0.1);
    v.resetZoom();
    v.refreshNow();
    QVERIFY(v.visibleRange().second >= 0.25);
}

void TestSoftnetView::csvHasEveryRate()
{
    SoftnetView v;
    v.setOrigin(kT0);
    v.setSnapshot(makeSnapshot());
    v.refreshNow();
    const QStringList lines = v.csv().split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 5 + 3);
    QCOMPARE(lines[0], QStringLiteral("time_s,cpu,interval_s,processed_per_s,dropped_per_s,time_squeeze_per_s"));
    QCOMPARE(lines[1], QStringLiteral("0.025000,0,0.050000,1000.000,0.000,0.000"));
}

QTEST_MAIN(TestSoftnetView)
#include "tst_softnet_view.moc"
