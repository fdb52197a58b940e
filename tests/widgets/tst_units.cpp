// units: log-axis ticks at 1-2-5 per decade with labels in the data's range, and the tickers
// that label them with units.
#include "widgets/common/units.h"

#include <QLocale>
#include <QTest>
#include <qcustomplot.h>

using namespace jitterscope;

class TestUnits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void logTicks_data();
    void logTicks();
    void logAxisLabels_data();
    void logAxisLabels();
};

void TestUnits::logTicks_data()
{
    QTest::addColumn<double>("lower");
    QTest::addColumn<double>("upper");
    QTest::addColumn<std::vector<double>>("ticks");
    QTest::newRow("one decade: 1-2-5") << 15e3 << 300e3 << std::vector<double> { 2e4, 5e4, 1e5, 2e5 };
    QTest::newRow("three decades: 1-2-5")
        << 1e3 << 1e6 << std::vector<double> { 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6 };
    QTest::newRow("four decades: decades") << 1e3 << 1e7 << std::vector<double> { 1e3, 1e4, 1e5, 1e6, 1e7 };
    QTest::newRow("fourteen decades: every other")
        << 1.0 << 1e13 << std::vector<double> { 1, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12 };
    QTest::newRow("under a decade: every mantissa")
        << 2.5e6 << 9e6 << std::vector<double> { 3e6, 4e6, 5e6, 6e6, 7e6, 8e6, 9e6 };
    QTest::newRow("under a factor two: none (linear)") << 1.2e6 << 1.8e6 << std::vector<double> {};
    QTest::newRow("not positive") << 0.0 << 10.0 << std::vector<double> {};
}

void TestUnits::logTicks()
{
    QFETCH(double, lower);
    QFETCH(double, upper);
    QFETCH(std::vector<double>, ticks);
    const units::LogTicks t = units::logTicks(lower, upper);
    QCOMPARE(t.ticks.size(), ticks.size());
    for (size_t i = 0; i < ticks.size(); ++i)
        QVERIFY2(qFuzzyCompare(t.ticks[i], ticks[i]), qPrintable(QString::number(t.ticks[i])));
    for (double s : t.subTicks)
        QVERIFY(s >= lower && s <= upper);
}

void TestUnits::logAxisLabels_data()
{
    QTest::addColumn<double>("lower");
    QTest::addColumn<double>("upper");
    QTest::addColumn<QStringList>("labels");
    QTest::newRow("ms") << 2.5e6 << 9e6 << QStringList { "3 ms", "4 ms", "5 ms", "6 ms", "7 ms", "8 ms", "9 ms" };
    QTest::newRow("µs") << 15e3 << 80e3 << QStringList { "20 µs", "50 µs" };
    QTest::newRow("ns to ms") << 100.0 << 1e6 << QStringList { "100 ns", "1 µs", "10 µs", "100 µs", "1 ms" };
}

void TestUnits::logAxisLabels()
{
    QFETCH(double, lower);
    QFETCH(double, upper);
    QFETCH(QStringList, labels);
    QCustomPlot plot;
    plot.resize(800, 300);
    units::installTimeTicker(plot.xAxis, 1.0, true);
    plot.xAxis->setRange(lower, upper);
    plot.replot();
    QStringList shown;
    for (const QString &l : plot.xAxis->tickVectorLabels())
        shown << l;
    QCOMPARE(shown, labels);
}

QTEST_MAIN(TestUnits)
#include "tst_units.moc"
