// Duration parsing: a unit is required, decimal arithmetic is exact, overflow is refused.
#include "core/base/duration.h"

#include <QTest>

using namespace jitterscope;

class TstDuration : public QObject {
    Q_OBJECT
private slots:
    void parses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("ns");
        QTest::newRow("ns") << "250ns" << qint64(250);
        QTest::newRow("us") << "12us" << qint64(12000);
        QTest::newRow("micro sign") << QString::fromUtf8("12\xC2\xB5s") << qint64(12000);
        QTest::newRow("greek mu") << QString::fromUtf8("12\xCE\xBCs") << qint64(12000);
        QTest::newRow("ms fraction") << "1.5ms" << qint64(1500000);
        QTest::newRow("s") << "2s" << qint64(2000000000);
        QTest::newRow("exact nanosecond of a second") << "1.000000001s" << qint64(1000000001);
        QTest::newRow("leading dot") << ".5us" << qint64(500);
        QTest::newRow("trailing dot") << "3.s" << qint64(3000000000);
        QTest::newRow("zero") << "0s" << qint64(0);
        QTest::newRow("below 1 ns rounds down") << "1.4ns" << qint64(1);
        QTest::newRow("below 1 ns rounds up") << "1.5ns" << qint64(2);
        QTest::newRow("sub-ns digits of us") << "0.0125us" << qint64(13);
        QTest::newRow("INT64_MAX ns") << "9223372036854775807ns" << qint64(INT64_MAX);
        QTest::newRow("largest whole seconds") << "9223372036s" << qint64(9223372036000000000LL);
    }
    void parses()
    {
        QFETCH(QString, text);
        QFETCH(qint64, ns);
        std::string error;
        const auto got = parseDurationNs(text.toStdString(), &error);
        QVERIFY2(got.has_value(), error.c_str());
        QCOMPARE(qint64(*got), ns);
    }

    void rejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("bare number") << "9"
                                     << "has no unit";
        QTest::newRow("bare fraction") << "0.2"
                                       << "has no unit";
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("unknown unit") << "12parsecs"
                                      << "unknown unit";
        QTest::newRow("minutes are not a unit") << "5m"
                                                << "unknown unit";
        QTest::newRow("space before unit") << "5 ms"
                                           << "unknown unit";
        QTest::newRow("negative") << "-5ms"
                                  << "no sign";
        QTest::newRow("plus") << "+5ms"
                              << "no sign";
        QTest::newRow("exponent") << "1e3ns"
                                  << "unknown unit";
        QTest::newRow("no digits") << "ms"
                                   << "start with a number";
        QTest::newRow("dot only") << ".s"
                                  << "start with a number";
        QTest::newRow("one past INT64_MAX") << "9223372036854775808ns"
                                            << "too large";
        QTest::newRow("seconds overflow") << "9223372037s"
                                          << "too large";
        QTest::newRow("fraction overflows") << "9223372036.9s"
                                            << "too large";
        QTest::newRow("huge digits") << "99999999999999999999999999s"
                                     << "too large";
    }
    void rejects()
    {
        QFETCH(QString, text);
        QFETCH(QString, says);
        std::string error;
        QVERIFY(!parseDurationNs(text.toStdString(), &error));
        QVERIFY2(QString::fromStdString(error).contains(says), error.c_str());
        QVERIFY(!parseDurationNs(text.toStdString())); // no error pointer: same verdict
    }

    void bareNumberNamesExamples()
    {
        std::string error;
        QVERIFY(!parseDurationNs("9", &error));
        QCOMPARE(QString::fromStdString(error), QStringLiteral("'9' has no unit: write e.g. 9s, 9ms, 9us or 9ns"));
    }

    void positiveRejectsZero()
    {
        std::string error;
        QVERIFY(!parsePositiveDurationNs("0ms", &error));
        QVERIFY(QString::fromStdString(error).contains("longer than 0"));
        QCOMPARE(qint64(*parsePositiveDurationNs("1ns")), qint64(1));
        QVERIFY(!parsePositiveDurationNs("10", &error));
        QVERIFY(QString::fromStdString(error).contains("no unit"));
    }
};

QTEST_GUILESS_MAIN(TstDuration)
#include "tst_duration.moc"
