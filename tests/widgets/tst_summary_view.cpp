// SummaryView: the trace's interfaces one by one — all of them up to 32; past that only those that
// carry packets (a file may define hundreds of thousands: laying them all out hung the window),
// with a line counting those not listed (and those the reader counted past kMaxTraceInterfaces).
#include "widgets/summary_view.h"

#include <QLocale>
#include <QTest>
#include <QTextBrowser>

using namespace jitterscope;

class TestSummaryView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void manyInterfacesListThoseWithPackets();
};

void TestSummaryView::manyInterfacesListThoseWithPackets()
{
    SummaryView v;
    v.resize(600, 800);
    auto *browser = v.findChild<QTextBrowser *>();
    QVERIFY(browser);
    for (const size_t n : { size_t(3), size_t(5000) }) {
        auto s = std::make_shared<AnalysisSnapshot>();
        s->packets = 30;
        s->interfaces.resize(n);
        for (size_t i = 0; i < n; ++i)
            s->interfaces[i].name = "if" + std::to_string(i);
        s->interfaces[1].packets = 10;
        s->interfaces[n - 1].packets = 20;
        v.setSnapshot(s);
        const QString text = browser->toPlainText();
        QVERIFY(text.contains(QStringLiteral("Interface 1 — if1")));
        QVERIFY(text.contains(QStringLiteral("Interface %1 — if%1").arg(n - 1)));
        if (n == 3) {
            QVERIFY(text.contains(QStringLiteral("Interface 0 — if0"))); // few: every one
            QVERIFY(!text.contains(QStringLiteral("not listed")));
        } else {
            QVERIFY(!text.contains(QStringLiteral("Interface 0 — if0")));
            QVERIFY2(text.contains(QStringLiteral("4,998 more (jitterscope-cli analyze lists the first 10,000)")),
                     qPrintable(text.left(2000)));
        }
    }
    // Interfaces the reader counted past its limit are among those not listed.
    auto s = std::make_shared<AnalysisSnapshot>();
    s->packets = 30;
    s->interfaces.resize(3);
    s->interfacesNotKept = 990000;
    s->packetsOnInterfacesNotKept = 30;
    v.setSnapshot(s);
    const QString text = browser->toPlainText();
    QVERIFY(!text.contains(QStringLiteral("Interface 0"))); // (none of the three has packets)
    QVERIFY2(text.contains(QStringLiteral("990,003 more")), qPrintable(text.left(2000)));
}

QTEST_MAIN(TestSummaryView)
#include "tst_summary_view.moc"
