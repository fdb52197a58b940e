// SimulatorView: presets set the parameters, Run emits them, setResult shows the squeeze split
// and feeds the embedded histogram and timeline; edits after a run mark it stale.
#include "core/sim/napi_sim.h"
#include "core/sim/presets.h"
#include "core/sim/sim_snapshot.h"
#include "widgets/burst_timeline_view.h"
#include "widgets/delta_histogram_view.h"
#include "widgets/sim_params_form.h"
#include "widgets/simulator_view.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTest>

#include <numeric>

using namespace jitterscope;

namespace {

QString labelText(const SimulatorView &v, const char *name)
{
    auto *l = v.findChild<QLabel *>(QLatin1String(name));
    return l ? l->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
}

QString rateText(uint64_t n, double seconds)
{
    return QLocale().toString(double(n) / seconds, 'f', 1) + QStringLiteral(" /s");
}

} // namespace

class TstSimulatorView : public QObject {
    Q_OBJECT
private slots:
    void presets_data();
    void presets();
    void runEmitsParams();
    void resultShowsSqueezeSplit_data();
    void resultShowsSqueezeSplit();
    void editMarksStale();
    void busyDisablesRun();
    void presentationScalesFonts();
    void presentationStoryBarRuns();
    void languageChangeKeepsState();
};

void TstSimulatorView::presets_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<uint>("hz");
    QTest::addColumn<uint>("usecs");
    QTest::addColumn<int>("mode");
    QTest::addColumn<qint64>("groNs");
    QTest::newRow("HZ=1000 1000 us") << 0 << 1000u << 1000u << int(RxMode::Napi) << qint64(0);
    QTest::newRow("HZ=1000 1001 us") << 1 << 1000u << 1001u << int(RxMode::Napi) << qint64(0);
    QTest::newRow("HZ=250 4000 us") << 3 << 250u << 4000u << int(RxMode::Napi) << qint64(0);
    QTest::newRow("HZ=250 4001 us") << 4 << 250u << 4001u << int(RxMode::Napi) << qint64(0);
    QTest::newRow("12 us per-packet") << 7 << 250u << 8000u << int(RxMode::PerPacket) << qint64(0);
    QTest::newRow("gro_flush_timeout 20 us") << 9 << 250u << 8000u << int(RxMode::Napi) << qint64(20000);
}

void TstSimulatorView::presets()
{
    QFETCH(int, index);
    QFETCH(uint, hz);
    QFETCH(uint, usecs);
    QFETCH(int, mode);
    QFETCH(qint64, groNs);
    SimulatorView v;
    QVERIFY(v.presetNames().size() >= 10);
    QVERIFY(v.presetNames().at(index).contains(QString::number(hz == 1000 && index < 3 ? usecs : hz)) || index >= 6);
    v.applyPreset(index);
    const SimParams p = v.params();
    QCOMPARE(p.hz, uint32_t(hz));
    QCOMPARE(p.budgetUsecs, uint32_t(usecs));
    QCOMPARE(int(p.mode), mode);
    QCOMPARE(p.groFlushTimeoutNs, int64_t(groNs));
    // The form shows them.
    QCOMPARE(v.findChild<QSpinBox *>(QStringLiteral("hz"))->value(), int(hz));
    QCOMPARE(v.findChild<QSpinBox *>(QStringLiteral("budgetUsecs"))->value(), int(usecs));
    // An out-of-range preset changes nothing.
    v.applyPreset(999);
    QCOMPARE(v.params().hz, uint32_t(hz));
}

void TstSimulatorView::runEmitsParams()
{
    SimulatorView v;
    v.applyPreset(6); // 12 µs stream: the rate is not a whole number and must stay exact
    QSignalSpy spy(&v, &SimulatorView::runRequested);
    auto *seed = v.findChild<QSpinBox *>(QStringLiteral("seed"));
    seed->setValue(42);
    QTest::mouseClick(v.findChild<QPushButton *>(QStringLiteral("runButton")), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    const auto p = spy.at(0).at(0).value<SimParams>();
    QCOMPARE(p.seed, uint64_t(42));
    QCOMPARE(p.ratePps, 1e9 / 12000.0);
    QCOMPARE(p.rxUsecs, int64_t(100));
}

void TstSimulatorView::resultShowsSqueezeSplit_data()
{
    QTest::addColumn<int>("preset");
    QTest::newRow("HZ=1000 cliff 1000 us: time limit fires") << 0;
    QTest::newRow("HZ=1000 1001 us: nothing fires") << 1;
    QTest::newRow("packet budget binds") << 10;
    QTest::newRow("12 us stream NAPI") << 6;
}

void TstSimulatorView::resultShowsSqueezeSplit()
{
    QFETCH(int, preset);
    SimulatorView v;
    v.resize(1200, 800);
    v.show();
    v.applyPreset(preset);
    SimParams p = v.params();
    p.durationS = 0.1;
    const SimResult r = runSimulation(p);
    const auto snap = snapshotFromSimulation(r, "run");
    v.setBusy(true);
    v.setResult(r, snap);
    QVERIFY(!v.isBusy());
    QCOMPARE(labelText(v, "squeezeTotal"), rateText(r.timeSqueeze, r.durationS));
    QVERIFY(labelText(v, "squeezeByTime").startsWith(rateText(r.squeezeByTime, r.durationS)));
    QVERIFY(labelText(v, "squeezeByBudget").startsWith(rateText(r.squeezeByBudget, r.durationS)));
    QVERIFY(labelText(v, "squeezeByBoth").startsWith(rateText(r.squeezeByBoth, r.durationS)));
    QVERIFY(labelText(v, "cpuShare").startsWith(QLocale().toString(r.cpuShare * 100, 'f', 1)));
    QVERIFY(labelText(v, "runInfo").contains(QStringLiteral("HZ=%1").arg(p.hz)));
    if (preset == 10)
        QVERIFY(r.squeezeByBudget > 0);
    if (preset == 1)
        QCOMPARE(r.timeSqueeze, uint64_t(0));

    // The embedded histogram shows every delivery gap (log axis: nothing clipped).
    const DisplayHistogram &d = v.histogramView()->displayHistogram();
    const double sum = std::accumulate(d.counts.begin(), d.counts.end(), 0.0);
    QCOMPARE(qRound64(sum), qint64(r.delivered - 1));
    v.timelineView()->refreshNow();
    QCOMPARE(v.timelineView()->timeline().packetsInRange, size_t(r.delivered));
    QCOMPARE(v.simulationFigures().front().value, double(r.timeSqueeze) / r.durationS);
    QCOMPARE(v.deliveries(), snap);
}

void TstSimulatorView::editMarksStale()
{
    SimulatorView v;
    v.applyPreset(6);
    SimParams p = v.params();
    p.durationS = 0.01;
    const SimResult r = runSimulation(p);
    v.setResult(r, snapshotFromSimulation(r, "run"));
    const QString before = labelText(v, "runInfo");
    v.findChild<QSpinBox *>(QStringLiteral("rxUsecs"))->setValue(200);
    QVERIFY(labelText(v, "runInfo") != before);
    QVERIFY(labelText(v, "runInfo").contains(QStringLiteral("Run")));
    QCOMPARE(v.params().rxUsecs, int64_t(200));
}

void TstSimulatorView::busyDisablesRun()
{
    SimulatorView v;
    QSignalSpy spy(&v, &SimulatorView::runRequested);
    auto *run = v.findChild<QPushButton *>(QStringLiteral("runButton"));
    v.setBusy(true);
    QVERIFY(!run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    QCOMPARE(spy.count(), 0);
    v.setBusy(false);
    QVERIFY(run->isEnabled());
    QTest::mouseClick(run, Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
}

void TstSimulatorView::presentationScalesFonts()
{
    SimulatorView v;
    auto *label = v.findChild<QLabel *>(QStringLiteral("squeezeTotal"));
    const qreal before = label->font().pointSizeF();
    v.setPresentationMode(true);
    QVERIFY(v.presentationMode());
    QVERIFY(label->font().pointSizeF() > 1.4 * before);
    QVERIFY(label->font().bold()); // the explicit weight survives the size change
    v.setPresentationMode(false);
    QCOMPARE(label->font().pointSizeF(), before);
}

void TstSimulatorView::presentationStoryBarRuns()
{
    SimulatorView v;
    v.resize(1280, 800);
    v.show();
    auto *story = v.findChild<QComboBox *>(QStringLiteral("storyBox"));
    QVERIFY(story);
    QVERIFY(!story->isVisible());
    v.setPresentationMode(true);
    QVERIFY(story->isVisible());
    QVERIFY(!v.findChild<QSpinBox *>(QStringLiteral("hz"))->isVisible()); // the form gives way
    // One plot at a time, chosen with the tab bar.
    auto *tabs = v.findChild<QTabBar *>(QStringLiteral("plotTabs"));
    QVERIFY(tabs->isVisible());
    QVERIFY(v.histogramView()->isVisible() != v.timelineView()->isVisible());
    tabs->setCurrentIndex(1);
    QVERIFY(v.timelineView()->isVisible());
    QVERIFY(!v.histogramView()->isVisible());
    // Picking a story applies and runs it.
    QSignalSpy spy(&v, &SimulatorView::runRequested);
    story->activated(1);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<SimParams>().budgetUsecs, uint32_t(1001));
    v.setPresentationMode(false);
    QVERIFY(v.histogramView()->isVisible() && v.timelineView()->isVisible());
    QVERIFY(v.findChild<QSpinBox *>(QStringLiteral("hz"))->isVisible());
}

void TstSimulatorView::languageChangeKeepsState()
{
    SimulatorView v;
    v.applyPreset(3);
    SimParams p = v.params();
    p.durationS = 0.01;
    const SimResult r = runSimulation(p);
    v.setResult(r, snapshotFromSimulation(r, "run"));
    const QString total = labelText(v, "squeezeTotal");
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&v, &change);
    QCOMPARE(labelText(v, "squeezeTotal"), total);
    QCOMPARE(v.params().budgetUsecs, uint32_t(4000));
    QCOMPARE(v.presetNames().size(), int(simPresets().size()));
    QSignalSpy spy(&v, &SimulatorView::compareRequested);
    QTest::mouseClick(v.findChild<QPushButton *>(QStringLiteral("compareB")), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), 1);
}

QTEST_MAIN(TstSimulatorView)
#include "tst_simulator_view.moc"
