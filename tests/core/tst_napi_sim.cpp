// The NAPI model reproduces the netdev_budget_usecs cliff (1/500/1000 µs alike, 1001 zero at
// HZ=1000; 1..4000 alike, 4001 zero at HZ=250), the burst picture (coalescing turns an even 12 µs
// stream into bursts; a short gro_flush_timeout shrinks them at a CPU cost), the budget side of
// the squeeze counter, determinism and output formats (speed: tests/benchmarks/bench_napi_sim).
// Issue 13: the presets reproduce the second article's squeeze rates, constant arrivals do not
// phase-lock to the tick, gro_flush_timeout needs napi_defer_hard_irqs, the packet budget binds.
#include "core/sim/napi_sim.h"
#include "core/sim/presets.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include <cmath>

using namespace jitterscope;

namespace {

// A load whose net_rx_action runs are a fraction of a tick: Poisson 1 Mpps, 500 ns per packet
// (about 50 % CPU), rx-usecs 50 -> one run handles ~50-100 packets in ~25-100 µs. A run crosses a
// tick boundary now and then (N = 1 fires), never two (N = 2 cannot fire). netdev_budget is huge
// so only the time limit can move the counter, as in the article's lab.
SimParams cliffLoad(uint32_t hz, uint32_t usecs, uint64_t seed)
{
    SimParams p;
    p.hz = hz;
    p.budgetUsecs = usecs;
    p.budget = 1000000000;
    p.arrivals = ArrivalPattern::Poisson;
    p.ratePps = 1e6;
    p.durationS = 0.5;
    p.perPacketCostNs = 500;
    p.rxUsecs = 50;
    p.seed = seed;
    return p;
}

double meanSqueeze(uint32_t hz, uint32_t usecs, double *byBudget = nullptr)
{
    double sum = 0, budgetSum = 0;
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        const SimResult r = runSimulation(cliffLoad(hz, usecs, seed));
        sum += r.timeSqueezePerS;
        budgetSum += r.squeezeByBudgetPerS;
    }
    if (byBudget)
        *byBudget = budgetSum / 3;
    return sum / 3;
}

// Even 12 µs arrivals (83 333 pps) for the burst picture.
SimParams evenStream(RxMode mode, int64_t rxUsecs, int64_t groNs, int deferIrqs = 0)
{
    SimParams p;
    p.hz = 250;
    p.ratePps = 1e9 / 12000.0;
    p.durationS = 0.5;
    p.perPacketCostNs = 500;
    p.mode = mode;
    p.rxUsecs = rxUsecs;
    p.groFlushTimeoutNs = groNs;
    p.napiDeferHardIrqs = deferIrqs;
    return p;
}

// The phase-lock load: HZ=1000, 1000 µs (N = 1), no packet budget, 500 ns per packet.
SimParams lockLoad(double pps, ArrivalPattern arrivals)
{
    SimParams p;
    p.hz = 1000;
    p.budgetUsecs = 1000;
    p.budget = 1000000;
    p.perPacketCostNs = 500;
    p.ratePps = pps;
    p.durationS = 1.0;
    p.arrivals = arrivals;
    return p;
}

} // namespace

class TstNapiSim : public QObject {
    Q_OBJECT
private slots:
    void cliff_data();
    void cliff();
    void longRunsBlurTheCliff();
    void bursts_data();
    void bursts();
    void budgetSideOfTheCounter();
    void articlePresets_data();
    void articlePresets();
    void budgetBindingPreset();
    void constantDoesNotPhaseLock_data();
    void constantDoesNotPhaseLock();
    void exactConstantArrivalsLock();
    void groFlushTimeoutNeedsDeferHardIrqs();
    void deferHardIrqsCountsEmptyPolls();
    void deterministicAndReplay();
    void jsonAndTimeline();
};

void TstNapiSim::cliff_data()
{
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<uint32_t>("usecs");
    QTest::addColumn<bool>("squeezes");
    QTest::newRow("HZ1000 1") << 1000u << 1u << true;
    QTest::newRow("HZ1000 500") << 1000u << 500u << true;
    QTest::newRow("HZ1000 1000") << 1000u << 1000u << true;
    QTest::newRow("HZ1000 1001 cliff") << 1000u << 1001u << false;
    QTest::newRow("HZ1000 2000 default") << 1000u << 2000u << false;
    QTest::newRow("HZ250 1") << 250u << 1u << true;
    QTest::newRow("HZ250 2000 recipe") << 250u << 2000u << true;
    QTest::newRow("HZ250 4000") << 250u << 4000u << true;
    QTest::newRow("HZ250 4001 cliff") << 250u << 4001u << false;
    QTest::newRow("HZ250 8000 default") << 250u << 8000u << false;
}

void TstNapiSim::cliff()
{
    QFETCH(uint32_t, hz);
    QFETCH(uint32_t, usecs);
    QFETCH(bool, squeezes);
    double byBudget = -1;
    const double rate = meanSqueeze(hz, usecs, &byBudget);
    QCOMPARE(byBudget, 0.0); // the packet budget cannot bind in this load
    if (!squeezes) {
        QCOMPARE(rate, 0.0);
        return;
    }
    const double reference = meanSqueeze(hz, 1);
    QVERIFY2(rate > 20.0, qPrintable(QStringLiteral("squeeze rate %1/s").arg(rate)));
    // Same jiffy box -> same N: equal within noise (here exactly, the seeds are shared).
    QVERIFY(std::fabs(rate - reference) <= 0.1 * reference);
    qInfo("HZ=%u usecs=%u: %.1f squeezes/s", hz, usecs, rate);
}

void TstNapiSim::longRunsBlurTheCliff()
{
    // At 90 % CPU a run can span a whole tick: then N = 2 fires too, and the cliff is no longer
    // a clean zero. The model says when the article's picture holds.
    SimParams p = cliffLoad(1000, 1001, 1);
    p.ratePps = 1.8e6;
    const SimResult r = runSimulation(p);
    QVERIFY(r.timeSqueeze > 0);
    p.budgetUsecs = 1000;
    const SimResult n1 = runSimulation(p);
    QVERIFY(n1.timeSqueeze > 10 * r.timeSqueeze);
}

void TstNapiSim::bursts_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<qint64>("rxUsecs");
    QTest::addColumn<qint64>("groNs");
    QTest::addColumn<int>("deferIrqs");
    QTest::addColumn<double>("minMeanBurst");
    QTest::addColumn<double>("maxMeanBurst");
    QTest::addColumn<qint64>("minGapP99");
    QTest::addColumn<qint64>("maxGapP99");
    QTest::newRow("per-packet keeps the 12 us gap")
        << int(RxMode::PerPacket) << qint64(0) << qint64(0) << 0 << 1.0 << 1.0 << qint64(11000) << qint64(13000);
    QTest::newRow("napi no coalescing") << int(RxMode::Napi) << qint64(0) << qint64(0) << 0 << 1.0 << 1.0
                                        << qint64(11000) << qint64(13000);
    QTest::newRow("napi rx-usecs 100 bursts")
        << int(RxMode::Napi) << qint64(100) << qint64(0) << 0 << 8.0 << 10.0 << qint64(100000) << qint64(110000);
    QTest::newRow("napi rx-usecs 200 bursts")
        << int(RxMode::Napi) << qint64(200) << qint64(0) << 0 << 16.0 << 19.0 << qint64(200000) << qint64(215000);
    // Issue 13: gro_flush_timeout shrinks the bursts only together with napi_defer_hard_irqs (the
    // old model deferred the IRQ on gro_flush_timeout alone, which the kernel does not).
    QTest::newRow("gro_flush_timeout 20us + defer 1 shrinks")
        << int(RxMode::Napi) << qint64(200) << qint64(20000) << 1 << 1.0 << 3.0 << qint64(12000) << qint64(30000);
}

void TstNapiSim::bursts()
{
    QFETCH(int, mode);
    QFETCH(qint64, rxUsecs);
    QFETCH(qint64, groNs);
    QFETCH(int, deferIrqs);
    QFETCH(double, minMeanBurst);
    QFETCH(double, maxMeanBurst);
    QFETCH(qint64, minGapP99);
    QFETCH(qint64, maxGapP99);
    const SimResult r = runSimulation(evenStream(RxMode(mode), rxUsecs, groNs, deferIrqs));
    QCOMPARE(r.dropped, uint64_t(0));
    QVERIFY2(r.meanBurstSize >= minMeanBurst && r.meanBurstSize <= maxMeanBurst,
             qPrintable(QStringLiteral("mean burst %1").arg(r.meanBurstSize)));
    QVERIFY2(r.deliveryGapNs.p99 >= minGapP99 && r.deliveryGapNs.p99 <= maxGapP99,
             qPrintable(QStringLiteral("gap p99 %1").arg(r.deliveryGapNs.p99)));
    if (groNs > 0) {
        // The price: the same packets cost more CPU than with plain coalescing.
        const SimResult plain = runSimulation(evenStream(RxMode::Napi, rxUsecs, 0));
        QVERIFY(r.cpuShare > 1.5 * plain.cpuShare);
        QVERIFY(r.meanBurstSize < plain.meanBurstSize / 4);
        QVERIFY(r.latencyNs.p99 < plain.latencyNs.p99);
        qInfo("gro_flush_timeout %lld ns: burst %.2f -> %.2f, CPU %.1f%% -> %.1f%%", (long long)groNs,
              plain.meanBurstSize, r.meanBurstSize, plain.cpuShare * 100, r.cpuShare * 100);
    }
}

void TstNapiSim::budgetSideOfTheCounter()
{
    // Bursts of 1000 packets every 2 ms: a run exceeds netdev_budget=300 long before a tick.
    SimParams p;
    p.hz = 1000;
    p.budgetUsecs = 2000;
    p.budget = 300;
    p.arrivals = ArrivalPattern::Bursts;
    p.burstSize = 1000;
    p.burstSpacingNs = 50;
    p.ratePps = 500000;
    p.durationS = 0.5;
    p.perPacketCostNs = 300;
    const SimResult r = runSimulation(p);
    QVERIFY(r.squeezeByBudget > 0);
    QCOMPARE(r.timeSqueeze, r.squeezeByTime + r.squeezeByBudget + r.squeezeByBoth);
    // One cycle handles at most netdev_budget - 1 + weight packets.
    QVERIFY(r.netRxActions * uint64_t(p.budget - 1 + p.weight) >= r.delivered);
    // netdev_budget = 0: every run stops after its first poll.
    p.budget = 0;
    const SimResult z = runSimulation(p);
    QCOMPARE(z.timeSqueeze, z.netRxActions);
}

void TstNapiSim::articlePresets_data()
{
    QTest::addColumn<QString>("id");
    int rows = 0;
    for (const SimPreset &p : simPresets())
        if (p.hasTarget()) {
            QTest::newRow(p.id) << QString::fromLatin1(p.id);
            ++rows;
        }
    QVERIFY(rows >= 9); // 2 × (1, 500, 1000, 1001 µs) + the budget that never binds
}

void TstNapiSim::articlePresets()
{
    QFETCH(QString, id);
    const SimPreset *preset = findSimPreset(id.toStdString());
    QVERIFY(preset);
    const SimResult r = runSimulation(preset->params);
    qInfo("%s: %.1f squeezes/s (published %.0f), %.0f calls/s, %.0f ns per call", preset->id, r.timeSqueezePerS,
          preset->targetSqueezePerS, double(r.netRxActions) / r.durationS, r.meanCallNs);
    QCOMPARE(r.squeezeByBudget + r.squeezeByBoth, uint64_t(0)); // only the time limit, as in the lab
    if (preset->targetSqueezePerS == 0) {
        QCOMPARE(r.timeSqueeze, uint64_t(0));
        return;
    }
    QVERIFY2(std::fabs(r.timeSqueezePerS - preset->targetSqueezePerS) <= preset->tolerance * preset->targetSqueezePerS,
             qPrintable(QStringLiteral("%1/s against %2/s").arg(r.timeSqueezePerS).arg(preset->targetSqueezePerS)));
    // The arithmetic the explanation shows: N = 1 squeezes a call when a tick falls inside it.
    const double tickNs = 1e9 / preset->params.hz;
    QVERIFY(std::fabs(r.squeezesPerCall - r.meanCallNs / tickNs) <= 0.15 * r.meanCallNs / tickNs);
    QVERIFY(std::fabs(r.timeSqueezePerS - preset->params.hz * r.netRxShare) <= 0.15 * r.timeSqueezePerS);
}

void TstNapiSim::budgetBindingPreset()
{
    const SimPreset *preset = findSimPreset("budget-binds-rx-usecs-500");
    QVERIFY(preset);
    const SimResult r = runSimulation(preset->params);
    QVERIFY2(r.squeezeByBudgetPerS > 100, qPrintable(QString::number(r.squeezeByBudgetPerS)));
    QCOMPARE(r.dropped, uint64_t(0));
    // The same backlog with a budget out of reach: only ticks can stop a call, far less often.
    SimParams p = preset->params;
    p.budget = 1000000;
    const SimResult unbound = runSimulation(p);
    QCOMPARE(unbound.squeezeByBudget + unbound.squeezeByBoth, uint64_t(0));
    QVERIFY(unbound.timeSqueeze < r.timeSqueeze);
}

void TstNapiSim::constantDoesNotPhaseLock_data()
{
    QTest::addColumn<double>("pps");
    QTest::newRow("300 kpps") << 3e5;
    QTest::newRow("600 kpps (exact: every tick)") << 6e5;
    QTest::newRow("1 Mpps (exact: never)") << 1e6;
    QTest::newRow("1.5 Mpps (exact: 818/s)") << 1.5e6;
}

void TstNapiSim::constantDoesNotPhaseLock()
{
    QFETCH(double, pps);
    const SimResult c = runSimulation(lockLoad(pps, ArrivalPattern::Constant));
    const SimResult p = runSimulation(lockLoad(pps, ArrivalPattern::Poisson));
    qInfo("%.0f pps: constant %.0f/s (HZ x share %.0f), Poisson %.0f/s (%.0f)", pps, c.timeSqueezePerS,
          1000 * c.netRxShare, p.timeSqueezePerS, 1000 * p.netRxShare);
    QVERIFY(c.timeSqueezePerS > 50 && p.timeSqueezePerS > 50);
    QVERIFY2(std::fabs(c.timeSqueezePerS - p.timeSqueezePerS) <= 0.25 * p.timeSqueezePerS,
             qPrintable(QStringLiteral("constant %1/s, Poisson %2/s").arg(c.timeSqueezePerS).arg(p.timeSqueezePerS)));
    for (const SimResult *r : { &c, &p })
        QVERIFY(std::fabs(r->timeSqueezePerS - 1000 * r->netRxShare) <= 0.15 * r->timeSqueezePerS);
}

void TstNapiSim::exactConstantArrivalsLock()
{
    // What the noise removes: exact 600 kpps at HZ=1000 repeats the same pattern every tick, so
    // every tick (or none) lands in a call.
    SimParams p = lockLoad(6e5, ArrivalPattern::Constant);
    p.arrivalJitter = 0;
    QCOMPARE(runSimulation(p).timeSqueeze, uint64_t(1000));
}

void TstNapiSim::groFlushTimeoutNeedsDeferHardIrqs()
{
    // napi_complete_done: without napi_defer_hard_irqs the IRQ is re-enabled as before, and the
    // timer is armed only for packets GRO holds (none here): nothing about interrupts changes.
    const SimResult plain = runSimulation(evenStream(RxMode::Napi, 200, 0));
    const SimResult groOnly = runSimulation(evenStream(RxMode::Napi, 200, 20000, 0));
    QCOMPARE(groOnly.timerPolls, uint64_t(0));
    QCOMPARE(groOnly.hardIrqs, plain.hardIrqs);
    QCOMPARE(groOnly.deliveryNs, plain.deliveryNs);
    // napi_defer_hard_irqs alone: no timeout, no deferral either.
    const SimResult deferOnly = runSimulation(evenStream(RxMode::Napi, 200, 0, 2));
    QCOMPARE(deferOnly.deliveryNs, plain.deliveryNs);
    // Both: the timer takes over from the interrupt.
    const SimResult both = runSimulation(evenStream(RxMode::Napi, 200, 20000, 1));
    QVERIFY(both.timerPolls > 10 * both.hardIrqs);
    QVERIFY(both.hardIrqs < plain.hardIrqs);
}

void TstNapiSim::deferHardIrqsCountsEmptyPolls()
{
    // A sparse stream (one packet per 100 µs, timer 20 µs): after each productive poll the timer
    // re-polls; napi_defer_hard_irqs = N allows N empty polls before the IRQ is re-enabled.
    for (int n : { 1, 2, 3 }) {
        SimParams p = evenStream(RxMode::Napi, 0, 20000, n);
        p.ratePps = 10000;
        p.arrivalJitter = 0;
        const SimResult r = runSimulation(p);
        QCOMPARE(r.hardIrqs, r.delivered); // every packet finds the IRQ re-enabled again
        QCOMPARE(r.timerPolls, uint64_t(n) * r.delivered);
    }
}

void TstNapiSim::deterministicAndReplay()
{
    const SimParams p = cliffLoad(1000, 1, 7);
    const SimResult a = runSimulation(p);
    const SimResult b = runSimulation(p);
    QCOMPARE(a.deliveryNs, b.deliveryNs);
    QCOMPARE(a.timeSqueeze, b.timeSqueeze);
    QCOMPARE(a.tickPhaseNs, b.tickPhaseNs);
    SimParams q = p;
    q.seed = 8;
    QVERIFY(runSimulation(q).deliveryNs != a.deliveryNs);
    // Replaying the same arrivals with the same seed reproduces the run (the tick phase comes
    // first from the generator, so it matches too).
    SimParams r = p;
    r.arrivals = ArrivalPattern::Replay;
    r.replayArrivalsNs = a.arrivalNs;
    const SimResult c = runSimulation(r);
    QCOMPARE(c.deliveryNs, a.deliveryNs);
    QCOMPARE(c.timeSqueeze, a.timeSqueeze);
}

void TstNapiSim::jsonAndTimeline()
{
    SimParams p = evenStream(RxMode::Napi, 100, 0);
    p.durationS = 0.01;
    const SimResult r = runSimulation(p);
    const QString json = QString::fromStdString(simulationJson(r));
    for (const char *key : { "time_squeeze_per_s", "squeeze_by_time_per_s", "squeeze_by_budget_per_s", "cpu_share",
                             "delivery_gap_p99_ns", "latency_ns", "time_limit_jiffies", "max_softirq_time_jiffies",
                             "ksoftirqd_wakeups", "mean_burst_size", "mode", "hz" })
        QVERIFY2(json.contains(QStringLiteral("\"%1\"").arg(QLatin1String(key))), key);
    QJsonParseError err;
    QJsonDocument::fromJson(json.toUtf8(), &err);
    QCOMPARE(err.error, QJsonParseError::NoError);
    QVERIFY(!simulationText(r).empty());
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/timeline.csv").toStdString();
    QVERIFY(writeTimeline(r, path));
    QFile f(QString::fromStdString(path));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QCOMPARE(lines.first(), QByteArray("index,arrival_ns,delivery_ns,latency_ns"));
    QCOMPARE(uint64_t(lines.size() - 2), r.delivered); // header + trailing empty
}

QTEST_GUILESS_MAIN(TstNapiSim)
#include "tst_napi_sim.moc"
