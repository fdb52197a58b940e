// ExplanationPanel: every topic states its kernel sources; with a calculator report the jiffy,
// squeeze and softirq texts name the user's numbers; figures are the corrected ones; topic
// switching signals once; LanguageChange retranslates.
#include "core/sim/presets.h"
#include "widgets/common/plurals.h"
#include "widgets/explanation_panel.h"

#include <QComboBox>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

using namespace jitterscope;
using Topic = ExplanationPanel::Topic;

Q_DECLARE_METATYPE(ExplanationPanel::Topic)

namespace {

QString textFor(Topic topic, const std::optional<JiffiesReport> &context = std::nullopt)
{
    ExplanationPanel panel;
    if (context)
        panel.setContext(*context);
    panel.setTopic(topic);
    return panel.plainText();
}

class FakeTranslator : public QTranslator {
public:
    QString translate(const char *, const char *source, const char *, int) const override
    {
        if (QByteArray(source) == "time_squeeze: two limits, one counter")
            return QStringLiteral("time_squeeze-XX");
        if (QByteArray(source) == "In the kernel source")
            return QStringLiteral("Im Quelltext-XX");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestExplanationPanel : public QObject {
    Q_OBJECT
    QTranslator m_english;

private Q_SLOTS:
    // English plural forms ("1 jiffy"), as the GUI installs them for English.
    void initTestCase()
    {
        QVERIFY(loadEnglishPlurals(m_english));
        QCoreApplication::installTranslator(&m_english);
    }

    void sources_data();
    void sources();
    void noContextNoNumbers();
    void jiffyContext_data();
    void jiffyContext();
    void otherContexts();
    void correctedFigures();
    void topicSwitching();
    void keepsScrollOnContextUpdate();
    void languageChange();
    void simulationArithmetic();
};

void TestExplanationPanel::sources_data()
{
    QTest::addColumn<Topic>("topic");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("jiffy box") << Topic::JiffyBox
                               << QStringList { "net/core/dev.c",
                                                "net_rx_action()",
                                                "include/linux/jiffies.h",
                                                "kernel/time/timeconst.bc",
                                                "Documentation/admin-guide/sysctl/net.rst",
                                                "7acf8a1e8a28",
                                                "a4837980fd9f",
                                                "c180188ec022",
                                                "kernel/time/time.c" };
    QTest::newRow("time squeeze") << Topic::TimeSqueeze
                                  << QStringList { "net/core/dev.c", "net_rx_action()", "/proc/net/softnet_stat",
                                                   "Documentation/admin-guide/sysctl/net.rst", "ksoftirqd" };
    QTest::newRow("NAPI batching") << Topic::NapiBatching
                                   << QStringList { "net/core/dev.c", "include/linux/netdevice.h",
                                                    "Documentation/networking/napi.rst" };
    QTest::newRow("softirq limit") << Topic::SoftirqLimit
                                   << QStringList { "kernel/softirq.c", "MAX_SOFTIRQ_TIME", "MAX_SOFTIRQ_RESTART",
                                                    "include/linux/jiffies.h", "ksoftirqd" };
    QTest::newRow("gro_flush_timeout") << Topic::GroFlushTimeout
                                       << QStringList { "net/core/dev.c", "napi_defer_hard_irqs",
                                                        "Documentation/networking/napi.rst" };
    QTest::newRow("timestamps") << Topic::TimestampSources
                                << QStringList { "Documentation/networking/timestamping.rst", "pcap-tstamp(7)",
                                                 "include/linux/skbuff.h" };
    QTest::newRow("phantom jitter") << Topic::PhantomJitter
                                    << QStringList { "Documentation/networking/timestamping.rst", "net/core/dev.c" };
}

void TestExplanationPanel::sources()
{
    QFETCH(Topic, topic);
    QFETCH(QStringList, expected);
    const QString text = textFor(topic);
    QVERIFY(text.startsWith(ExplanationPanel::topicTitle(topic)));
    QVERIFY(text.contains(QStringLiteral("In the kernel source")));
    for (const QString &s : expected)
        QVERIFY2(text.contains(s), qPrintable(s));
}

void TestExplanationPanel::noContextNoNumbers()
{
    for (Topic t : ExplanationPanel::topics())
        QVERIFY(!textFor(t).contains(QStringLiteral("Your numbers")));
    // Topics without numbers of their own stay unchanged with a context.
    const JiffiesReport r = jiffiesReport(250, 2000, 64, "6.12.18");
    QVERIFY(!textFor(Topic::NapiBatching, r).contains(QStringLiteral("Your numbers")));
}

void TestExplanationPanel::jiffyContext_data()
{
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<uint32_t>("usecs");
    QTest::addColumn<int>("bits");
    QTest::addColumn<QString>("kernel");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("HZ=250 recipe 2000")
        << 250u << 2000u << 64 << "6.12.18-amd64"
        << QStringList {
               "At HZ=250 your 2000 µs rounds up to 1 jiffy: the limit is the next tick, which can come after "
               "0 to 4000 µs.",
               "Every value from 1 to 4000 µs behaves the same; the next value that changes anything is 4001 µs.",
               "That is a quarter of the default 8000 µs: 1 jiffy instead of 2.",
               "On kernel 6.12.18-amd64 the write fails"
           };
    QTest::newRow("HZ=1000 2400") << 1000u << 2400u << 64 << "6.8.0"
                                  << QStringList {
                                         "At HZ=1000 one tick is 1000 µs, and your 2400 µs rounds up to 3 jiffies",
                                         "more than 2000 µs and at most 3000 µs", "from 2001 to 3000 µs", "3001 µs",
                                         "more than the default 2000 µs (2 jiffies)"
                                     };
    QTest::newRow("HZ=1000 2001 same box as nothing, one over default")
        << 1000u << 1500u << 64 << "6.8.0"
        << QStringList { "your 1500 µs rounds up to 2 jiffies", "same box as the default 2000 µs" };
    QTest::newRow("HZ=300 3334") << 300u << 3334u << 64 << ""
                                 << QStringList { "one tick is 3333.3 µs", "more than 3333.3 µs and at most 6666.7 µs",
                                                  "(on v5.7 and later)" };
    QTest::newRow("HZ=250 0") << 250u << 0u << 64 << "5.10.0" << QStringList { "Your 0 µs gives 0 jiffies" };
    const uint32_t t = usecsClampThreshold(KernelConfig { 1000, 32 });
    QTest::newRow("32-bit clamp") << 1000u << t + 1 << 32 << ""
                                  << QStringList { QStringLiteral("your %1 µs is above %2 µs").arg(t + 1).arg(t),
                                                   "MAX_JIFFY_OFFSET", "no time limit at all" };
}

void TestExplanationPanel::jiffyContext()
{
    QFETCH(uint32_t, hz);
    QFETCH(uint32_t, usecs);
    QFETCH(int, bits);
    QFETCH(QString, kernel);
    QFETCH(QStringList, expected);
    const QString text = textFor(Topic::JiffyBox, jiffiesReport(hz, usecs, bits, kernel.toStdString()));
    QVERIFY(text.contains(QStringLiteral("Your numbers:")));
    for (const QString &s : expected)
        QVERIFY2(text.contains(s), qPrintable(s + QStringLiteral("\n---\n") + text.left(900)));
}

void TestExplanationPanel::otherContexts()
{
    const QString softirq250 = textFor(Topic::SoftirqLimit, jiffiesReport(250, 8000, 64, "6.14.2"));
    QVERIFY(softirq250.contains(QStringLiteral("At HZ=250, MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = 1 jiffy: restarts "
                                               "stop after at most 4000 µs.")));
    QVERIFY(softirq250.contains(QStringLiteral("Your 8000 µs (2 jiffies) is longer than that window")));
    const QString softirq1000 = textFor(Topic::SoftirqLimit, jiffiesReport(1000, 2000, 64, "6.14.2"));
    QVERIFY(softirq1000.contains(QStringLiteral("= 2 jiffies: restarts stop after at most 2000 µs.")));
    QVERIFY(!softirq1000.contains(QStringLiteral("longer than that window")));
    const QString squeeze = textFor(Topic::TimeSqueeze, jiffiesReport(1000, 2400, 64, ""));
    QVERIFY(
        squeeze.contains(QStringLiteral("With your 2400 µs at HZ=1000 a cycle ends after 3 jiffies (at most 3000 µs) "
                                        "or after 300 packets")));
}

void TestExplanationPanel::correctedFigures()
{
    // The seed articles got these wrong; the panel states them right.
    const QString napi = textFor(Topic::NapiBatching);
    QVERIFY(napi.contains(QStringLiteral("about 0.67 µs apart")));
    QVERIFY(napi.contains(QStringLiteral("weight")));
    QVERIFY(napi.contains(QStringLiteral("(363 with the defaults)")));
    const QString phantom = textFor(Topic::PhantomJitter);
    QVERIFY(phantom.contains(QStringLiteral("Jitter budgets of real-time media are milliseconds")));
    QVERIFY(!phantom.contains(QStringLiteral("microseconds of jitter")));
    const QString box = textFor(Topic::JiffyBox);
    QVERIFY(box.contains(QStringLiteral("a quarter of the default 8000 µs: 1 jiffy instead of 2")));
    QVERIFY(box.contains(QStringLiteral("20000 µs at HZ=100, 8000 at 250, 6666 at 300, 2000 at 1000")));
    QVERIFY(textFor(Topic::GroFlushTimeout).contains(QStringLiteral("in nanoseconds")));
}

void TestExplanationPanel::topicSwitching()
{
    ExplanationPanel panel;
    QCOMPARE(panel.topic(), Topic::JiffyBox);
    QSignalSpy spy(&panel, &ExplanationPanel::topicChanged);
    panel.setTopic(Topic::JiffyBox);
    QCOMPARE(spy.count(), 0);
    panel.setTopic(Topic::TimeSqueeze);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.last().at(0).value<Topic>(), Topic::TimeSqueeze);
    QVERIFY(panel.plainText().startsWith(ExplanationPanel::topicTitle(Topic::TimeSqueeze)));
    auto *combo = panel.findChild<QComboBox *>(QStringLiteral("topicCombo"));
    QCOMPARE(combo->count(), ExplanationPanel::topics().size());
    QCOMPARE(combo->currentText(), ExplanationPanel::topicTitle(Topic::TimeSqueeze));
    combo->setCurrentIndex(ExplanationPanel::topics().indexOf(Topic::PhantomJitter));
    emit combo->activated(combo->currentIndex()); // as a click would
    QCOMPARE(panel.topic(), Topic::PhantomJitter);
    QCOMPARE(spy.count(), 2);
    QVERIFY(!panel.browser()->openLinks()); // the widget opens nothing outside
}

void TestExplanationPanel::keepsScrollOnContextUpdate()
{
    ExplanationPanel panel;
    panel.resize(300, 200);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setContext(jiffiesReport(250, 2000, 64, ""));
    QScrollBar *bar = panel.browser()->verticalScrollBar();
    QVERIFY(bar->maximum() > 100);
    bar->setValue(100);
    panel.setContext(jiffiesReport(250, 2100, 64, "")); // a slider step: the reader keeps the place
    QCOMPARE(bar->value(), 100);
    QVERIFY(panel.plainText().contains(QStringLiteral("your 2100 µs")));
    panel.setTopic(Topic::SoftirqLimit); // a new topic starts at the top
    QCOMPARE(bar->value(), 0);
    panel.clearContext();
    QVERIFY(!panel.hasContext());
    QVERIFY(!panel.plainText().contains(QStringLiteral("Your numbers")));
}

void TestExplanationPanel::languageChange()
{
    ExplanationPanel panel;
    panel.show();
    panel.setTopic(Topic::TimeSqueeze);
    FakeTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QVERIFY(panel.plainText().startsWith(QStringLiteral("time_squeeze-XX")));
    QVERIFY(panel.plainText().contains(QStringLiteral("Im Quelltext-XX")));
    QCOMPARE(panel.findChild<QComboBox *>(QStringLiteral("topicCombo"))->currentText(),
             QStringLiteral("time_squeeze-XX"));
    QCOMPARE(panel.topic(), Topic::TimeSqueeze);
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QVERIFY(panel.plainText().startsWith(ExplanationPanel::topicTitle(Topic::TimeSqueeze)));
}

void TestExplanationPanel::simulationArithmetic()
{
    // Issue 13: the squeeze text does "squeezes per call ≈ call duration / tick" with the run's own
    // figures, beside the article's; the gro_flush_timeout text says when the timeout does nothing.
    ExplanationPanel panel;
    const SimPreset *preset = findSimPreset("loopback-ftrace-on-1000us");
    QVERIFY(preset);
    SimParams p = preset->params;
    p.durationS = 0.2;
    const SimResult r = runSimulation(p);
    panel.setSimulation(r, preset->targetSqueezePerS);
    QVERIFY(panel.hasSimulation());
    panel.setTopic(ExplanationPanel::Topic::TimeSqueeze);
    const QString text = panel.plainText();
    QVERIFY2(text.contains(QLocale().toString(r.meanCallNs, 'f', 0) + QStringLiteral(" ns")), qPrintable(text));
    QVERIFY(text.contains(QLocale().toString(1000 * r.netRxShare, 'f', 1) + QStringLiteral("/s")));
    QVERIFY(text.contains(QStringLiteral("286/s")));
    SimParams gro = findSimPreset("stream-napi-rx-usecs-200")->params;
    gro.durationS = 0.05;
    gro.groFlushTimeoutNs = 10000;
    panel.setSimulation(runSimulation(gro));
    panel.setTopic(ExplanationPanel::Topic::GroFlushTimeout);
    QVERIFY(panel.plainText().contains(QStringLiteral("without napi_defer_hard_irqs")));
    panel.clearSimulation();
    QVERIFY(!panel.plainText().contains(QStringLiteral("Your simulation")));
}

QTEST_MAIN(TestExplanationPanel)
#include "tst_explanation_panel.moc"
