// JiffyCalculatorView: typed values and HZ give exactly core's N, window and box edges; slider and
// field stay in sync; the staircase graph holds core's jiffyStaircase rows; markers sit at the
// values; sysctl line, comparison sentence, warnings, EINVAL; presentation style; retranslation.
#include "widgets/common/plot_style.h"
#include "widgets/common/plurals.h"
#include "widgets/jiffy_calculator_view.h"
#include "widgets/jiffy_staircase_plot.h"

#include "core/kernel/kernel_model.h"

#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QTranslator>
#include <qcustomplot.h>

using namespace jitterscope;

namespace {

template<class T> T *child(const QObject &parent, const char *name)
{
    auto *c = parent.findChild<T *>(QLatin1String(name));
    if (!c)
        qFatal("no child %s", name);
    return c;
}

QCPGraph *graph(const JiffyCalculatorView &v, const char *name)
{
    for (int i = 0; i < v.plot()->graphCount(); ++i)
        if (v.plot()->graph(i)->objectName() == QLatin1String(name))
            return v.plot()->graph(i);
    return nullptr;
}

QCPAbstractItem *item(const JiffyCalculatorView &v, const char *name)
{
    for (int i = 0; i < v.plot()->itemCount(); ++i)
        if (v.plot()->item(i)->objectName() == QLatin1String(name))
            return v.plot()->item(i);
    return nullptr;
}

QString results(const JiffyCalculatorView &v)
{
    return child<QLabel>(v, "resultsLabel")->text();
}

// Types like a user: select the field, type the digits (keyboard tracking updates on each key).
void typeValue(JiffyCalculatorView &v, uint32_t value)
{
    auto *spin = child<QDoubleSpinBox>(v, "valueSpin");
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
}

void typeHz(JiffyCalculatorView &v, const QString &text)
{
    QLineEdit *edit = child<QComboBox>(v, "hzCombo")->lineEdit();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

QString us(double v)
{
    return JiffyStaircasePlot::usecsText(v);
}

// A translator that knows a few strings, to see retranslation happen.
class FakeTranslator : public QTranslator {
public:
    QString translate(const char *, const char *source, const char *, int) const override
    {
        const QByteArray s(source);
        if (s == "Jiffies N")
            return QStringLiteral("Jiffies-N-XX");
        if (s == "Copy")
            return QStringLiteral("Kopieren-XX");
        if (s == "netdev_budget_usecs value (µs)")
            return QStringLiteral("Wert-XX");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestJiffyCalculatorView : public QObject {
    Q_OBJECT
    QTranslator m_english;

private Q_SLOTS:
    // English plural forms ("1 jiffy"), as the GUI installs them for English.
    void initTestCase()
    {
        QVERIFY(loadEnglishPlurals(m_english));
        QCoreApplication::installTranslator(&m_english);
    }

    void defaults();
    void typing_data();
    void typing();
    void sliderAndFieldInSync();
    void boxButtons();
    void hzCombo();
    void staircaseMatchesCore_data();
    void staircaseMatchesCore();
    void markersAtValues();
    void sysctlLine();
    void comparison_data();
    void comparison();
    void warningsVisible();
    void rejected_data();
    void rejected();
    void presentationAndFonts();
    void sharedPresentationNotAppliedTwice();
    void clickInPlot();
    void languageChange();
};

void TestJiffyCalculatorView::defaults()
{
    JiffyCalculatorView v;
    QCOMPARE(v.hz(), 250u);
    QCOMPARE(v.value(), 8000u);
    QCOMPARE(v.bits(), 64);
    QCOMPARE(v.report().box, jiffyBox(KernelConfig { 250, 64 }, 8000));
    QCOMPARE(child<QDoubleSpinBox>(v, "valueSpin")->value(), 8000.0);
    QCOMPARE(child<QSlider>(v, "valueSlider")->value(), 8000);
    QVERIFY(v.comparisonText().isEmpty());
}

void TestJiffyCalculatorView::typing_data()
{
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<int>("bits");
    QTest::addColumn<uint32_t>("value");
    QTest::addColumn<qint64>("n"); // -1: clamped to MAX_JIFFY_OFFSET
    QTest::addColumn<uint32_t>("first");

    QTest::newRow("HZ=1000 1 µs") << 1000u << 64 << 1u << qint64(1) << 1u;
    QTest::newRow("HZ=1000 500 µs") << 1000u << 64 << 500u << qint64(1) << 1u;
    QTest::newRow("HZ=1000 1000 µs, last of box 1") << 1000u << 64 << 1000u << qint64(1) << 1u;
    QTest::newRow("HZ=1000 1001 µs, the cliff") << 1000u << 64 << 1001u << qint64(2) << 1001u;
    QTest::newRow("HZ=250 2000 µs, the recipe") << 250u << 64 << 2000u << qint64(1) << 1u;
    QTest::newRow("HZ=250 4000 µs") << 250u << 64 << 4000u << qint64(1) << 1u;
    QTest::newRow("HZ=250 4001 µs") << 250u << 64 << 4001u << qint64(2) << 4001u;
    QTest::newRow("HZ=250 8000 µs, default") << 250u << 64 << 8000u << qint64(2) << 4001u;
    QTest::newRow("HZ=300 3333 µs, multiply-shift") << 300u << 64 << 3333u << qint64(1) << 1u;
    QTest::newRow("HZ=300 3334 µs") << 300u << 64 << 3334u << qint64(2) << 3334u;
    QTest::newRow("HZ=250 0 µs") << 250u << 64 << 0u << qint64(0) << 0u;
    const KernelConfig c32 { 1000, 32 };
    QTest::newRow("HZ=1000 32-bit above the clamp")
        << 1000u << 32 << usecsClampThreshold(c32) + 1 << qint64(-1) << usecsClampThreshold(c32) + 1;
    QTest::newRow("HZ=1000 32-bit at the clamp threshold")
        << 1000u << 32 << usecsClampThreshold(c32) << qint64(usecsToJiffies(c32, usecsClampThreshold(c32)))
        << jiffyBox(c32, usecsClampThreshold(c32)).firstUs;
}

void TestJiffyCalculatorView::typing()
{
    QFETCH(uint32_t, hz);
    QFETCH(int, bits);
    QFETCH(uint32_t, value);
    QFETCH(qint64, n);
    QFETCH(uint32_t, first);
    JiffyCalculatorView v;
    v.setBits(bits);
    typeHz(v, QString::number(hz));
    QCOMPARE(v.hz(), hz);
    typeValue(v, value);
    QCOMPARE(v.value(), value);

    const KernelConfig cfg { hz, bits };
    const JiffyBox &b = v.report().box;
    QCOMPARE(b, jiffyBox(cfg, value)); // exactly core's box, window and edges
    QCOMPARE(b.jiffies, usecsToJiffies(cfg, value));
    QCOMPARE(b.clamped, n < 0);
    QCOMPARE(b.jiffies, n < 0 ? maxJiffyOffset(bits) : uint64_t(n));
    QCOMPARE(b.firstUs, first);

    const QString text = results(v);
    QVERIFY2(text.contains(QStringLiteral("from %1 to %2 µs").arg(b.firstUs).arg(b.lastUs)), qPrintable(text));
    if (b.hasNext)
        QVERIFY2(text.contains(QStringLiteral("<b>%1</b> µs").arg(b.nextUs)), qPrintable(text));
    if (b.clamped) {
        QVERIFY(text.contains(QStringLiteral("MAX_JIFFY_OFFSET")));
        QVERIFY(text.contains(QString::number(v.report().clampThresholdUs)));
    } else if (b.jiffies == 0) {
        QVERIFY(text.contains(QStringLiteral("0 jiffies")));
    } else if (b.jiffies == 1) {
        QVERIFY(text.contains(QStringLiteral("1 jiffy")));
        QVERIFY(text.contains(QStringLiteral("up to %1 µs").arg(us(b.windowMaxUs))));
    } else {
        QVERIFY(text.contains(QStringLiteral("%1 jiffies").arg(b.jiffies)));
        QVERIFY2(
            text.contains(QStringLiteral("more than %1 µs, at most %2 µs").arg(us(b.windowMinUs), us(b.windowMaxUs))),
            qPrintable(text));
    }
}

void TestJiffyCalculatorView::sliderAndFieldInSync()
{
    JiffyCalculatorView v;
    auto *slider = child<QSlider>(v, "valueSlider");
    auto *spin = child<QDoubleSpinBox>(v, "valueSpin");
    QSignalSpy changed(&v, &JiffyCalculatorView::valueChanged);
    typeValue(v, 2000);
    QCOMPARE(slider->value(), 2000);
    slider->setValue(5000); // as a drag would
    QCOMPARE(v.value(), 5000u);
    QCOMPARE(spin->value(), 5000.0);
    QCOMPARE(changed.last().at(0).value<uint32_t>(), 5000u);
    QCOMPARE(slider->pageStep(), 4000); // one tick at HZ=250
    QTest::keyClick(slider, Qt::Key_PageUp);
    QCOMPARE(v.value(), 9000u);
    QCOMPARE(spin->value(), 9000.0);

    const int usualMax = slider->maximum();
    typeValue(v, 100000); // beyond the slider: the slider stretches to take it in
    QVERIFY(slider->maximum() >= 100000);
    QCOMPARE(slider->value(), 100000);
    typeValue(v, 3000); // and comes back to its useful range
    QCOMPARE(slider->maximum(), usualMax);
    QCOMPARE(slider->value(), 3000);
    v.setValue(4000000000u); // above INT_MAX: the slider rests at its end, the field holds the value
    QCOMPARE(spin->value(), 4000000000.0);
    QCOMPARE(slider->value(), slider->maximum());
    QCOMPARE(v.report().rejected, TriState::Yes); // proc_dointvec_minmax: int only

    v.setHz(1000); // slider range and ticks follow HZ
    QCOMPARE(slider->pageStep(), 1000);
}

void TestJiffyCalculatorView::boxButtons()
{
    JiffyCalculatorView v;
    v.setHz(250);
    v.setValue(2000);
    QTest::mouseClick(child<QPushButton>(v, "nextBoxButton"), Qt::LeftButton);
    QCOMPARE(v.value(), 4001u); // the next value that changes anything
    QTest::mouseClick(child<QPushButton>(v, "prevBoxButton"), Qt::LeftButton);
    QCOMPARE(v.value(), 4000u); // the last value of the previous box
    v.setValue(0);
    QVERIFY(!child<QPushButton>(v, "prevBoxButton")->isEnabled());
    v.setValue(4294967295u);
    QVERIFY(!child<QPushButton>(v, "nextBoxButton")->isEnabled());
}

void TestJiffyCalculatorView::hzCombo()
{
    JiffyCalculatorView v;
    QSignalSpy hzSpy(&v, &JiffyCalculatorView::hzChanged);
    auto *combo = child<QComboBox>(v, "hzCombo");
    v.setDetectedHz(300, QStringLiteral("boot config, high"));
    QCOMPARE(v.hz(), 300u);
    QCOMPARE(hzSpy.count(), 1);
    QCOMPARE(combo->currentText(), QStringLiteral("300 (detected: boot config, high)"));
    for (const char *choice : { "100", "250", "1000" })
        QVERIFY(combo->findText(QLatin1String(choice)) >= 0);

    typeHz(v, QStringLiteral("1200")); // not in the list: any 12..12287 is accepted
    QCOMPARE(v.hz(), 1200u);
    QCOMPARE(v.report().cfg.hz, 1200u);
    typeHz(v, QStringLiteral("5")); // invalid: the field goes back to the current HZ
    QCOMPARE(v.hz(), 1200u);
    QCOMPARE(combo->currentText(), QStringLiteral("1200"));
    typeHz(v, QStringLiteral("12288"));
    QCOMPARE(v.hz(), 1200u);
    typeHz(v, QStringLiteral("12"));
    QCOMPARE(v.hz(), 12u);
    v.setDetectedHz(250, QStringLiteral("schedstat, medium")); // the user's choice stands
    QCOMPARE(v.hz(), 12u);
    combo->setCurrentIndex(0);
    emit combo->activated(0);
    QCOMPARE(v.hz(), 250u);
    v.setHz(0); // ignored
    QCOMPARE(v.hz(), 250u);
}

void TestJiffyCalculatorView::staircaseMatchesCore_data()
{
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<int>("bits");
    QTest::addColumn<uint32_t>("value");
    QTest::addColumn<qint64>("compare"); // -1: none
    QTest::newRow("HZ=250 2000 vs 8000") << 250u << 64 << 2000u << qint64(8000);
    QTest::newRow("HZ=1000 2400 vs 2900") << 1000u << 64 << 2400u << qint64(2900);
    QTest::newRow("HZ=300 3334") << 300u << 64 << 3334u << qint64(-1);
    QTest::newRow("HZ=100 0") << 100u << 64 << 0u << qint64(-1);
    QTest::newRow("HZ=12287 8000") << 12287u << 64 << 8000u << qint64(-1);
    QTest::newRow("HZ=24 123456") << 24u << 64 << 123456u << qint64(1);
    const uint32_t t = usecsClampThreshold(KernelConfig { 1000, 32 });
    QTest::newRow("HZ=1000 32-bit across the clamp") << 1000u << 32 << t - 10 << qint64(t + 5);
    QTest::newRow("HZ=300 64-bit far above the clamp") << 300u << 64 << 4294967295u << qint64(-1);
}

void TestJiffyCalculatorView::staircaseMatchesCore()
{
    QFETCH(uint32_t, hz);
    QFETCH(int, bits);
    QFETCH(uint32_t, value);
    QFETCH(qint64, compare);
    JiffyCalculatorView v;
    v.setHz(hz);
    v.setBits(bits);
    v.setValue(value);
    v.setCompareValue(compare < 0 ? std::nullopt : std::optional<uint32_t>(uint32_t(compare)));

    const JiffyStaircase &drawn = v.staircasePlot()->staircase();
    QVERIFY(drawn.from <= value && value <= drawn.to);
    const JiffyStaircase core = jiffyStaircase(KernelConfig { hz, bits }, drawn.from, drawn.to);
    QCOMPARE(drawn.rows, core.rows);
    QVERIFY(!core.truncated);

    // The step line: one point per non-clamped box at its first value in range, then the end.
    QCPGraph *steps = graph(v, "staircase");
    QVERIFY(steps);
    QVector<QPair<double, double>> expected;
    double end = drawn.from;
    for (const JiffyBox &b : core.rows) {
        if (b.clamped)
            continue;
        expected.append({ double(std::max(b.firstUs, drawn.from)), double(b.jiffies) });
        end = double(std::min(b.lastUs, drawn.to)) + 1;
    }
    if (!expected.isEmpty())
        expected.append({ end, expected.last().second });
    QCOMPARE(steps->data()->size(), expected.size());
    int i = 0;
    for (auto it = steps->data()->constBegin(); it != steps->data()->constEnd(); ++it, ++i) {
        QCOMPARE(it->key, expected[i].first);
        QCOMPARE(it->value, expected[i].second);
    }
    const bool anyClamped =
        std::any_of(core.rows.begin(), core.rows.end(), [](const JiffyBox &b) { return b.clamped; });
    QCOMPARE(item(v, "region:nolimit") != nullptr, anyClamped);

    // CSV: a header and one line per box, numbers as core has them.
    const QStringList lines = v.csv().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), int(core.rows.size()) + 1);
    QCOMPARE(lines[0], QStringLiteral("jiffies,first_us,last_us,window_min_us,window_max_us,no_limit"));
    QVERIFY(lines[1].startsWith(
        QStringLiteral("%1,%2,%3,").arg(core.rows[0].jiffies).arg(core.rows[0].firstUs).arg(core.rows[0].lastUs)));
}

void TestJiffyCalculatorView::markersAtValues()
{
    JiffyCalculatorView v;
    v.setKernelRelease(QStringLiteral("6.14.2"));
    v.setHz(250);
    v.setValue(2000);
    v.setCompareValue(8000);
    auto *valueLine = qobject_cast<QCPItemStraightLine *>(item(v, "marker:value"));
    QVERIFY(valueLine);
    QCOMPARE(valueLine->point1->key(), 2000.0);
    QCOMPARE(valueLine->point2->key(), 2000.0);
    QCPGraph *point = graph(v, "point:value");
    QCOMPARE(point->data()->size(), 1);
    QCOMPARE(point->data()->constBegin()->key, 2000.0);
    QCOMPARE(point->data()->constBegin()->value, 1.0);
    auto *compareLine = qobject_cast<QCPItemStraightLine *>(item(v, "marker:compare"));
    QVERIFY(compareLine);
    QCOMPARE(compareLine->point1->key(), 8000.0);
    QCOMPARE(graph(v, "point:compare")->data()->constBegin()->value, 2.0);
    // The current box is shaded from its first value to the end of its last one.
    auto *box = qobject_cast<QCPItemRect *>(item(v, "box:value"));
    QVERIFY(box);
    QCOMPARE(box->topLeft->key(), 1.0);
    QCOMPARE(box->bottomRight->key(), 4001.0);
    QVERIFY(item(v, "box:compare"));
    // v5.7+ default and v6.14 minimum are the same value: one line; below it writes fail.
    auto *def = qobject_cast<QCPItemStraightLine *>(item(v, "marker:default"));
    QVERIFY(def);
    QCOMPARE(def->point1->key(), 8000.0);
    QVERIFY(!item(v, "marker:minimum"));
    QVERIFY(item(v, "region:rejected"));
    // A pre-5.7 kernel: default 2000 µs for every HZ, no minimum.
    v.setKernelRelease(QStringLiteral("5.4.10"));
    def = qobject_cast<QCPItemStraightLine *>(item(v, "marker:default"));
    QCOMPARE(def->point1->key(), 2000.0);
    QVERIFY(!item(v, "region:rejected"));
    v.setValue(12345);
    QCOMPARE(qobject_cast<QCPItemStraightLine *>(item(v, "marker:value"))->point1->key(), 12345.0);
    v.setCompareValue(std::nullopt);
    QVERIFY(!item(v, "marker:compare"));
    QCOMPARE(graph(v, "point:compare")->data()->size(), 0);
}

void TestJiffyCalculatorView::sysctlLine()
{
    JiffyCalculatorView v;
    v.setValue(2000);
    auto *edit = child<QLineEdit>(v, "sysctlEdit");
    QCOMPARE(edit->text(), QStringLiteral("sysctl -w net.core.netdev_budget_usecs=2000"));
    QCOMPARE(v.sysctlCommand(), edit->text());
    QVERIFY(edit->isReadOnly());
    v.setValue(4294967295u);
    QCOMPARE(edit->text(), QStringLiteral("sysctl -w net.core.netdev_budget_usecs=4294967295"));
    QClipboard *clipboard = QGuiApplication::clipboard();
    clipboard->setText(QStringLiteral("before"));
    if (clipboard->text() != QLatin1String("before"))
        QSKIP("this platform plugin keeps no clipboard");
    QTest::mouseClick(child<QPushButton>(v, "copyButton"), Qt::LeftButton);
    QCOMPARE(clipboard->text(), v.sysctlCommand());
}

void TestJiffyCalculatorView::comparison_data()
{
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<uint32_t>("a");
    QTest::addColumn<uint32_t>("b");
    QTest::addColumn<QString>("text");
    QTest::newRow("same box at HZ=1000")
        << 1000u << 2400u << 2900u
        << "2400 and 2900 are the same box at HZ=1000: both give 3 jiffies, the kernel "
           "cannot tell them apart";
    QTest::newRow("one µs across an edge")
        << 1000u << 2000u << 2001u << "2000 and 2001 differ at HZ=1000: 2 jiffies vs 3 jiffies";
    QTest::newRow("recipe vs default at HZ=250")
        << 250u << 2000u << 8000u << "2000 and 8000 differ at HZ=250: 1 jiffy vs 2 jiffies";
    QTest::newRow("1 and 1000 at HZ=1000") << 1000u << 1u << 1000u
                                           << "1 and 1000 are the same box at HZ=1000: both give 1 jiffy, the kernel "
                                              "cannot tell them apart";
    QTest::newRow("no limit") << 300u << 4294967295u << 2000u
                              << "4294967295 and 2000 differ at HZ=300: no time limit vs 1 jiffy";
}

void TestJiffyCalculatorView::comparison()
{
    QFETCH(uint32_t, hz);
    QFETCH(uint32_t, a);
    QFETCH(uint32_t, b);
    QFETCH(QString, text);
    JiffyCalculatorView v;
    v.show();
    v.setHz(hz);
    v.setValue(a);
    auto *label = child<QLabel>(v, "comparisonLabel");
    QVERIFY(!label->isVisible());
    v.setCompareValue(b); // as the app would; typing into the field does the same
    QCOMPARE(v.comparisonText(), text);
    QVERIFY(label->isVisible());
    QVERIFY(label->text().contains(text.toHtmlEscaped()));
    auto *spin = child<QDoubleSpinBox>(v, "compareSpin");
    QCOMPARE(spin->value(), double(b));
    spin->setValue(-1); // "none"
    QCOMPARE(v.compareValue(), std::nullopt);
    QVERIFY(v.comparisonText().isEmpty());
    QVERIFY(!label->isVisible());
    spin->setValue(b);
    QCOMPARE(v.compareValue(), std::optional<uint32_t>(b));
    QCOMPARE(v.comparisonText(), text);
}

void TestJiffyCalculatorView::warningsVisible()
{
    JiffyCalculatorView v;
    v.show();
    v.setKernelRelease(QStringLiteral("6.12.18-amd64"));
    v.setHz(250);
    typeValue(v, 2000);
    auto *warnings = child<QLabel>(v, "warningsLabel");
    QVERIFY(warnings->isVisible());
    QStringList codes;
    for (const JiffiesWarning &w : v.report().warnings) {
        codes << QString::fromStdString(w.code);
        QVERIFY2(warnings->text().contains(QString::fromStdString(w.message).toHtmlEscaped()), w.code.c_str());
    }
    for (const char *code : { "hz1000_recipe", "below_default", "one_jiffy", "rejected" })
        QVERIFY2(codes.contains(QLatin1String(code)), code);
    typeValue(v, 8000); // the default: nothing to warn about
    QVERIFY(v.report().warnings.empty());
    QVERIFY(!warnings->isVisible());
}

void TestJiffyCalculatorView::rejected_data()
{
    QTest::addColumn<QString>("kernel");
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<uint32_t>("value");
    QTest::addColumn<int>("rejected"); // TriState
    QTest::addColumn<QString>("shown");
    QTest::newRow("6.14 below the minimum")
        << "6.14.2" << 1000u << 1000u << int(TriState::Yes) << "rejected with EINVAL";
    QTest::newRow("6.14 at the minimum") << "6.14.2" << 1000u << 2000u << int(TriState::No) << "accepted";
    QTest::newRow("6.14 HZ=250 recipe") << "6.14.2" << 250u << 2000u << int(TriState::Yes) << "rejected with EINVAL";
    QTest::newRow("6.12.17 before the backport") << "6.12.17" << 1000u << 1000u << int(TriState::No) << "accepted";
    QTest::newRow("unknown kernel") << "" << 1000u << 1000u << int(TriState::Unknown) << "may be rejected with EINVAL";
    QTest::newRow("above INT_MAX") << "6.8.0" << 1000u << 3000000000u << int(TriState::Yes) << "rejected with EINVAL";
}

void TestJiffyCalculatorView::rejected()
{
    QFETCH(QString, kernel);
    QFETCH(uint32_t, hz);
    QFETCH(uint32_t, value);
    QFETCH(int, rejected);
    QFETCH(QString, shown);
    JiffyCalculatorView v;
    QTest::keyClicks(child<QLineEdit>(v, "kernelEdit"), kernel);
    QCOMPARE(v.kernelRelease(), kernel);
    v.setHz(hz);
    v.setValue(value);
    QCOMPARE(int(v.report().rejected), rejected);
    QVERIFY2(results(v).contains(shown), qPrintable(results(v)));
    if (rejected != int(TriState::No))
        QVERIFY(results(v).contains(QString::fromStdString(v.report().rejectedReason).toHtmlEscaped()));
    // Default and minimum say whether the bound applies, with core's reason.
    QVERIFY(results(v).contains(QString::fromStdString(v.report().facts.minBoundReason).toHtmlEscaped()));
}

void TestJiffyCalculatorView::presentationAndFonts()
{
    JiffyCalculatorView v;
    QFont f = v.font();
    f.setPointSizeF(30);
    v.setFont(f); // the app's presentation font: the plot follows it
    QCOMPARE(v.plot()->xAxis->tickLabelFont().pointSizeF(), 30.0);
    const double thin = graph(v, "staircase")->pen().widthF();
    QSignalSpy reports(&v, &JiffyCalculatorView::reportChanged);
    v.setPresentationMode(true);
    QVERIFY(v.presentationMode());
    QVERIFY(graph(v, "staircase")->pen().widthF() > thin);
    QVERIFY(v.plot()->xAxis->tickLabelFont().pointSizeF() > 30.0);
    QVERIFY(results(v).contains(QStringLiteral("xx-large"))); // N larger, still relative to the font
    QPalette dark = v.palette();
    dark.setColor(QPalette::Base, Qt::black);
    dark.setColor(QPalette::Window, Qt::black);
    dark.setColor(QPalette::Text, Qt::white);
    v.setPalette(dark); // high-contrast palettes carry into the plot
    QCOMPARE(v.plot()->xAxis->tickLabelColor(), QColor(Qt::white));
    QCOMPARE(v.plot()->toPixmap(200, 200).toImage().pixelColor(1, 1), QColor(Qt::black));
    v.setPresentationMode(false);
    QCOMPARE(graph(v, "staircase")->pen().widthF(), thin);
    QCOMPARE(reports.count(), 0); // style only: no new report
}

void TestJiffyCalculatorView::sharedPresentationNotAppliedTwice()
{
    // The app's presentation mode enlarges the app font and calls setPlotsPresentation() on every
    // plot. This plot follows the font already: the mark switches its own presentation style on,
    // instead of a second scaling that would also leave it too small when switched off.
    JiffyCalculatorView v;
    const double thin = graph(v, "staircase")->pen().widthF();
    const double normalFont = v.plot()->xAxis->tickLabelFont().pointSizeF();
    v.setPresentationMode(true);
    const double thick = graph(v, "staircase")->pen().widthF();
    const double presentationFont = v.plot()->xAxis->tickLabelFont().pointSizeF();
    v.setPresentationMode(false);
    setPlotsPresentation(&v, true);
    QCOMPARE(graph(v, "staircase")->pen().widthF(), thick);
    QCOMPARE(v.plot()->xAxis->tickLabelFont().pointSizeF(), presentationFont);
    v.setValue(3000); // rebuilt items keep the style
    QCOMPARE(graph(v, "staircase")->pen().widthF(), thick);
    setPlotsPresentation(&v, false);
    QCOMPARE(graph(v, "staircase")->pen().widthF(), thin);
    QCOMPARE(v.plot()->xAxis->tickLabelFont().pointSizeF(), normalFont);
}

void TestJiffyCalculatorView::clickInPlot()
{
    JiffyCalculatorView v;
    v.resize(900, 800);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    v.plot()->replot();
    QCPAxis *x = v.plot()->xAxis;
    const int px = int(x->coordToPixel(5000.5));
    const int py = v.plot()->axisRect()->center().y();
    QTest::mouseClick(v.plot(), Qt::LeftButton, {}, QPoint(px, py));
    QVERIFY2(v.value() >= 4990 && v.value() <= 5010, qPrintable(QString::number(v.value())));
}

void TestJiffyCalculatorView::languageChange()
{
    JiffyCalculatorView v;
    v.show();
    v.setHz(1000);
    v.setValue(2400);
    FakeTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QVERIFY(results(v).contains(QStringLiteral("Jiffies-N-XX")));
    QCOMPARE(child<QPushButton>(v, "copyButton")->text(), QStringLiteral("Kopieren-XX"));
    QCOMPARE(v.plot()->xAxis->label(), QStringLiteral("Wert-XX"));
    QCOMPARE(v.value(), 2400u); // state survives
    QCOMPARE(v.hz(), 1000u);
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QVERIFY(results(v).contains(QStringLiteral("Jiffies N")));
}

QTEST_MAIN(TestJiffyCalculatorView)
#include "tst_jiffy_calculator_view.moc"
