// DropCountersBar: which counters a snapshot yields, and that no count is ever cut — not by a narrow
// status bar (the bar switches to short labels and its minimum width keeps every number whole)
// and not by the int that tr()'s %n takes (a count above INT_MAX shows in full).
#include "widgets/drop_counters_bar.h"

#include "widgets/common/units.h"

#include <QLabel>
#include <QMainWindow>
#include <QSet>
#include <QStatusBar>
#include <QTest>

using namespace jitterscope;

namespace {

constexpr uint64_t kPackets = 12'345'678'901'234ull; // above INT_MAX and UINT32_MAX
constexpr uint64_t kKernel = 98'765'432'109'876ull, kInterface = 4'294'967'296ull, kHelper = 18'446'744'073ull;
constexpr uint64_t kAnalysis = 3'000'000'000ull;

std::shared_ptr<const AnalysisSnapshot> bigSnapshot()
{
    auto s = std::make_shared<AnalysisSnapshot>();
    s->complete = true;
    s->packetsInFile = kPackets;
    s->minTsNs = 1'000'000'000;
    s->maxTsNs = 2'000'000'000;
    s->analysisDrops = kAnalysis;
    SessionSummary session;
    CaptureCounters c;
    c.pcapDrop = kKernel;
    c.pcapIfDrop = kInterface;
    c.queueDrops = kHelper;
    session.counters = c;
    s->session = session;
    return s;
}

QLabel *label(DropCountersBar &bar, const char *name)
{
    return bar.findChild<QLabel *>(QLatin1String(name));
}

} // namespace

class TestDropCountersBar : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void countsOfASession();
    void countsOfAPlainFile();
    void noCountIsCut_data();
    void noCountIsCut();
};

void TestDropCountersBar::countsOfASession()
{
    const DropCountersBar::Counts c = DropCountersBar::countsOf(*bigSnapshot());
    QCOMPARE(c.packets, kPackets);
    QCOMPARE(c.kernel, std::optional<uint64_t>(kKernel));
    QCOMPARE(c.interface, std::optional<uint64_t>(kInterface));
    QCOMPARE(c.helperQueue, std::optional<uint64_t>(kHelper));
    QCOMPARE(c.analysisQueue, kAnalysis);
}

void TestDropCountersBar::countsOfAPlainFile()
{
    AnalysisSnapshot s; // no session, no ISB: nothing is known about drops
    s.packetsInFile = 5;
    const DropCountersBar::Counts c = DropCountersBar::countsOf(s);
    QVERIFY(!c.kernel && !c.interface && !c.helperQueue);
    DropCountersBar bar;
    bar.setSnapshot(std::make_shared<AnalysisSnapshot>(s));
    bar.resize(bar.sizeHint());
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QCOMPARE(label(bar, "kernelDrops")->text(), QStringLiteral("Kernel drops: –"));
    QCOMPARE(label(bar, "packets")->text(), QStringLiteral("5 packets · 0 pkt/s"));
    // 159 packets over 247 years (PcapPlusPlus' pcapng-example.pcapng, whose last times are
    // clamped): no "2.03e-08".
    s.complete = true;
    s.packetsInFile = 159;
    s.minTsNs = 1422527998578402281;
    s.maxTsNs = INT64_MAX;
    bar.resize(1600, bar.height()); // room for the full labels
    bar.setSnapshot(std::make_shared<AnalysisSnapshot>(s));
    QCOMPARE(label(bar, "packets")->text(), QStringLiteral("159 packets · < 0.01 pkt/s (average)"));
    s.maxTsNs = s.minTsNs + 158LL * 40'000'000; // 25 pkt/s
    bar.setSnapshot(std::make_shared<AnalysisSnapshot>(s));
    QCOMPARE(label(bar, "packets")->text(), QStringLiteral("159 packets · 25 pkt/s (average)"));
}

void TestDropCountersBar::noCountIsCut_data()
{
    QTest::addColumn<int>("windowWidth");
    QTest::addColumn<bool>("compact");
    QTest::addColumn<bool>("wrapped");
    QTest::newRow("narrow window: short labels on several rows") << 300 << true << true;
    QTest::newRow("wide window: full labels on one row") << 2400 << false << false;
}

void TestDropCountersBar::noCountIsCut()
{
    QFETCH(int, windowWidth);
    QFETCH(bool, compact);
    QFETCH(bool, wrapped);
    QMainWindow window;
    window.setCentralWidget(new QWidget);
    auto *message = new QLabel(QStringLiteral("Capturing on lo")); // as the main window's status text
    message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *bar = new DropCountersBar;
    window.statusBar()->addWidget(message, 1);
    window.statusBar()->addPermanentWidget(bar);
    bar->setSnapshot(bigSnapshot());
    window.resize(windowWidth, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
    QCOMPARE(bar->isCompact(), compact);
    QVERIFY(bar->minimumSizeHint().width() < bar->sizeHint().width()); // the short form is narrower
    QVERIFY2(
        bar->width() >= bar->minimumSizeHint().width(),
        qPrintable(QStringLiteral("bar %1 px < minimum %2 px").arg(bar->width()).arg(bar->minimumSizeHint().width())));
    const QRect barInWindow(bar->mapTo(&window, QPoint(0, 0)), bar->size());
    QVERIFY(window.rect().contains(barInWindow));
    const std::pair<const char *, uint64_t> numbers[] = { { "packets", kPackets },
                                                          { "kernelDrops", kKernel },
                                                          { "interfaceDrops", kInterface },
                                                          { "helperQueueDrops", kHelper },
                                                          { "analysisQueueDrops", kAnalysis } };
    QSet<int> rows;
    for (const auto &[name, value] : numbers) {
        QLabel *l = label(*bar, name);
        QVERIFY(l);
        QVERIFY2(l->text().contains(units::formatCount(value)), qPrintable(l->text()));
        // Whole: as wide and as high as its text needs, and inside the bar.
        QVERIFY2(l->width() >= l->sizeHint().width() && l->height() >= l->sizeHint().height(),
                 qPrintable(
                     QStringLiteral("%1: %2 px for %3 px").arg(l->text()).arg(l->width()).arg(l->sizeHint().width())));
        QVERIFY2(bar->rect().contains(l->geometry()), qPrintable(l->text()));
        rows.insert(l->y());
    }
    QCOMPARE(rows.size() > 1, wrapped);
    QCOMPARE(label(*bar, "kernelDrops")->text().startsWith(QStringLiteral("Kernel drops:")), !compact);
    QCOMPARE(label(*bar, "packets")->text().contains(QStringLiteral("pkt/s")), !compact);
}

QTEST_MAIN(TestDropCountersBar)
#include "tst_drop_counters_bar.moc"
