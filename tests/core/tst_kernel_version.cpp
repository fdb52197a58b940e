// Release-string parsing and the netdev_budget_usecs version rules (kernel-facts.md §2).
#include "core/kernel/jiffies_report.h"
#include "core/kernel/kernel_version.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QtTest/QtTest>

using namespace jitterscope;

class TstKernelVersion : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void facts_data();
    void facts();
    void rejected_data();
    void rejected();
    void twoJiffies();
    void reportJson();
    void reportNoLimitIsWritable();
    void tableJson();
};

void TstKernelVersion::parse_data()
{
    QTest::addColumn<QString>("release");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("major");
    QTest::addColumn<int>("minor");
    QTest::addColumn<int>("sublevel"); // -1 = unknown
    QTest::addColumn<int>("rc");
    QTest::newRow("debian stable sublevel") << "6.6.81-amd64" << true << 6 << 6 << 81 << 0;
    QTest::newRow("debian 11 abi") << "5.10.0-28-amd64" << true << 5 << 10 << -1 << 0;
    QTest::newRow("plain") << "4.19.0" << true << 4 << 19 << 0 << 0;
    QTest::newRow("rc") << "6.14.0-rc1" << true << 6 << 14 << 0 << 1;
    QTest::newRow("debian 12 abi") << "6.1.0-13-amd64" << true << 6 << 1 << -1 << 0;
    QTest::newRow("ubuntu abi") << "6.8.0-147-generic" << true << 6 << 8 << -1 << 0;
    QTest::newRow("debian 13 new scheme") << "6.12.115+deb13.1-cloud-amd64" << true << 6 << 12 << 115 << 0;
    QTest::newRow("linuxkit") << "6.10.14-linuxkit" << true << 6 << 10 << 14 << 0;
    QTest::newRow("two part tag") << "v6.14" << true << 6 << 14 << 0 << 0;
    QTest::newRow("garbage") << "linux" << false << 0 << 0 << -1 << 0;
    QTest::newRow("empty") << "" << false << 0 << 0 << -1 << 0;
}

void TstKernelVersion::parse()
{
    QFETCH(QString, release);
    QFETCH(bool, valid);
    QFETCH(int, major);
    QFETCH(int, minor);
    QFETCH(int, sublevel);
    QFETCH(int, rc);
    const KernelVersion v = parseKernelRelease(release.toStdString());
    QCOMPARE(v.valid, valid);
    if (!valid)
        return;
    QCOMPARE(v.major, major);
    QCOMPARE(v.minor, minor);
    QCOMPARE(v.sublevelKnown, sublevel >= 0);
    if (sublevel >= 0)
        QCOMPARE(v.sublevel, sublevel);
    else
        QVERIFY(!v.distroNote.empty());
    QCOMPARE(v.rc, rc);
}

void TstKernelVersion::facts_data()
{
    QTest::addColumn<QString>("release");
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<QString>("sysctl");
    QTest::addColumn<QString>("hzDefault");
    QTest::addColumn<uint32_t>("defaultUsecs");
    QTest::addColumn<bool>("defaultKnown");
    QTest::addColumn<QString>("minBound");
    QTest::addColumn<quint64>("defaultJiffies");
    QTest::newRow("4.9 no sysctl") << "4.9.0" << 250u << "no"
                                   << "no" << 0u << true << "no" << quint64(2);
    QTest::newRow("4.14 fixed 2000 at 250") << "4.14.300" << 250u << "yes"
                                            << "no" << 2000u << true << "no" << quint64(1);
    QTest::newRow("4.19.0 before backport") << "4.19.0" << 250u << "yes"
                                            << "no" << 2000u << true << "no" << quint64(1);
    QTest::newRow("4.19.117 backport") << "4.19.117" << 250u << "yes"
                                       << "yes" << 8000u << true << "no" << quint64(2);
    QTest::newRow("debian 4.19 abi unknown") << "4.19.0-20-amd64" << 250u << "yes"
                                             << "unknown" << 8000u << false << "no" << quint64(2);
    QTest::newRow("debian 4.19 abi HZ1000 known") << "4.19.0-20-amd64" << 1000u << "yes"
                                                  << "unknown" << 2000u << true << "no" << quint64(2);
    QTest::newRow("5.5.19 backport") << "5.5.19" << 300u << "yes"
                                     << "yes" << 6666u << true << "no" << quint64(2);
    QTest::newRow("5.6.5 before") << "5.6.5" << 100u << "yes"
                                  << "no" << 2000u << true << "no" << quint64(1);
    QTest::newRow("5.10 debian") << "5.10.0-28-amd64" << 250u << "yes"
                                 << "yes" << 8000u << true << "no" << quint64(2);
    QTest::newRow("6.1.0-13 debian unknown bound") << "6.1.0-13-amd64" << 250u << "yes"
                                                   << "yes" << 8000u << true << "unknown" << quint64(2);
    QTest::newRow("6.1.129") << "6.1.129" << 250u << "yes"
                             << "yes" << 8000u << true << "no" << quint64(2);
    QTest::newRow("6.1.130 inferred") << "6.1.130" << 250u << "yes"
                                      << "yes" << 8000u << true << "yes" << quint64(2);
    QTest::newRow("6.6.80") << "6.6.80-amd64" << 1000u << "yes"
                            << "yes" << 2000u << true << "no" << quint64(2);
    QTest::newRow("6.6.81 confirmed") << "6.6.81-amd64" << 1000u << "yes"
                                      << "yes" << 2000u << true << "yes" << quint64(2);
    QTest::newRow("6.8 ubuntu no backport") << "6.8.0-147-generic" << 1000u << "yes"
                                            << "yes" << 2000u << true << "no" << quint64(2);
    QTest::newRow("6.12.17") << "6.12.17" << 250u << "yes"
                             << "yes" << 8000u << true << "no" << quint64(2);
    QTest::newRow("6.12.18") << "6.12.18" << 250u << "yes"
                             << "yes" << 8000u << true << "yes" << quint64(2);
    QTest::newRow("6.12.115 deb13") << "6.12.115+deb13.1-cloud-amd64" << 250u << "yes"
                                    << "yes" << 8000u << true << "yes" << quint64(2);
    QTest::newRow("6.13.6") << "6.13.6" << 300u << "yes"
                            << "yes" << 6666u << true << "yes" << quint64(2);
    QTest::newRow("6.14-rc1 unknown") << "6.14.0-rc1" << 250u << "yes"
                                      << "yes" << 8000u << true << "unknown" << quint64(2);
    QTest::newRow("6.14") << "6.14.0" << 250u << "yes"
                          << "yes" << 8000u << true << "yes" << quint64(2);
    QTest::newRow("6.18") << "6.18.44" << 100u << "yes"
                          << "yes" << 20000u << true << "yes" << quint64(2);
    QTest::newRow("unknown release") << "" << 250u << "unknown"
                                     << "unknown" << 8000u << false << "unknown" << quint64(2);
}

void TstKernelVersion::facts()
{
    QFETCH(QString, release);
    QFETCH(uint32_t, hz);
    QFETCH(QString, sysctl);
    QFETCH(QString, hzDefault);
    QFETCH(uint32_t, defaultUsecs);
    QFETCH(bool, defaultKnown);
    QFETCH(QString, minBound);
    QFETCH(quint64, defaultJiffies);
    const BudgetFacts f = budgetFacts(parseKernelRelease(release.toStdString()), { hz, 64 });
    QCOMPARE(QString::fromLatin1(triStateName(f.sysctlExists)), sysctl);
    QCOMPARE(QString::fromLatin1(triStateName(f.hzDefault)), hzDefault);
    QCOMPARE(f.defaultUsecs, defaultUsecs);
    QCOMPARE(f.defaultKnown, defaultKnown);
    QCOMPARE(QString::fromLatin1(triStateName(f.minBoundApplies)), minBound);
    QCOMPARE(f.defaultJiffies, uint64_t(defaultJiffies));
    QVERIFY(!f.minBoundReason.empty());
    QVERIFY(!f.defaultReason.empty());
    QCOMPARE(f.minUsecs, twoJiffyUsecs(hz));
    QCOMPARE(f.netdevBudgetDefault, 300);
    QCOMPARE(f.maxSoftirqRestart, 10);
    QCOMPARE(f.maxSoftirqTimeJiffies, maxSoftirqTimeJiffies({ hz, 64 }));
    if (release.startsWith("6.1.0-13"))
        QVERIFY(QString::fromStdString(f.minBoundReason).contains("6.1.130"));
}

void TstKernelVersion::rejected_data()
{
    QTest::addColumn<QString>("release");
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<quint64>("usecs");
    QTest::addColumn<QString>("rejected");
    QTest::newRow("6.12.18 HZ250 recipe 2000") << "6.12.18" << 250u << quint64(2000) << "yes";
    QTest::newRow("6.12.18 HZ250 8000") << "6.12.18" << 250u << quint64(8000) << "no";
    QTest::newRow("6.12.18 HZ250 7999") << "6.12.18" << 250u << quint64(7999) << "yes";
    QTest::newRow("6.10 HZ1000 1 accepted") << "6.10.14-linuxkit" << 1000u << quint64(1) << "no";
    QTest::newRow("6.14 HZ1000 1001") << "6.14.0" << 1000u << quint64(1001) << "yes";
    QTest::newRow("6.14 HZ1000 2000") << "6.14.0" << 1000u << quint64(2000) << "no";
    QTest::newRow("6.1 debian 2000 at 250") << "6.1.0-13-amd64" << 250u << quint64(2000) << "unknown";
    QTest::newRow("above INT_MAX") << "5.10.0-28-amd64" << 300u << quint64(2147483648u) << "yes";
    QTest::newRow("INT_MAX ok") << "5.10.0-28-amd64" << 300u << quint64(2147483647u) << "no";
    QTest::newRow("no sysctl") << "4.9.0" << 250u << quint64(8000) << "yes";
}

void TstKernelVersion::rejected()
{
    QFETCH(QString, release);
    QFETCH(uint32_t, hz);
    QFETCH(quint64, usecs);
    QFETCH(QString, rejected);
    const BudgetFacts f = budgetFacts(parseKernelRelease(release.toStdString()), { hz, 64 });
    std::string reason;
    QCOMPARE(QString::fromLatin1(triStateName(writeRejected(f, usecs, &reason))), rejected);
    QVERIFY(!reason.empty());
}

void TstKernelVersion::twoJiffies()
{
    QCOMPARE(twoJiffyUsecs(100), 20000u);
    QCOMPARE(twoJiffyUsecs(250), 8000u);
    QCOMPARE(twoJiffyUsecs(300), 6666u);
    QCOMPARE(twoJiffyUsecs(1000), 2000u);
    QCOMPARE(twoJiffyUsecs(1024), 1952u);
    // Each default is exactly 2 jiffies for the common HZ.
    for (uint32_t hz : { 100u, 250u, 300u, 1000u, 1024u, 1200u, 24u })
        QCOMPARE(usecsToJiffies({ hz, 64 }, twoJiffyUsecs(hz)), uint64_t(2));
}

static QJsonObject parseJson(const std::string &s)
{
    QJsonParseError err;
    const QJsonDocument d = QJsonDocument::fromJson(QByteArray::fromStdString(s), &err);
    if (err.error != QJsonParseError::NoError)
        qWarning("%s\n%s", qPrintable(err.errorString()), s.c_str());
    return d.object();
}

void TstKernelVersion::reportJson()
{
    const QJsonObject o = parseJson(jiffiesJson(250, 2000, 64, "6.12.18"));
    for (const char *key : { "hz",
                             "usecs",
                             "bits",
                             "kernel",
                             "jiffies",
                             "window_min_us",
                             "window_max_us",
                             "box_first_us",
                             "box_last_us",
                             "default_usecs",
                             "min_usecs",
                             "two_jiffy_usecs",
                             "rejected",
                             "max_softirq_time_jiffies",
                             "min_bound_applies",
                             "min_bound_reason",
                             "no_limit",
                             "sysctl_command",
                             "warnings",
                             "warning_codes",
                             "next_us",
                             "clamp_threshold_us" })
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o["jiffies"].toInt(), 1);
    QCOMPARE(o["box_first_us"].toInt(), 1);
    QCOMPARE(o["box_last_us"].toInt(), 4000);
    QCOMPARE(o["window_max_us"].toDouble(), 4000.0);
    QCOMPARE(o["default_usecs"].toInt(), 8000);
    QCOMPARE(o["min_usecs"].toInt(), 8000); // 6.12.18 has the v6.14 minimum backported
    QCOMPARE(o["two_jiffy_usecs"].toInt(), 8000);
    QCOMPARE(o["rejected"], QJsonValue(true));
    QCOMPARE(o["min_bound_applies"], QJsonValue(true));
    QCOMPARE(o["sysctl_exists"], QJsonValue(true));
    QCOMPARE(o["max_softirq_time_jiffies"].toInt(), 1);
    QCOMPARE(o["no_limit"].toBool(), false);
    QCOMPARE(o["sysctl_command"].toString(), QStringLiteral("sysctl -w net.core.netdev_budget_usecs=2000"));
    const QJsonArray codes = o["warning_codes"].toArray();
    QVERIFY(codes.contains(QStringLiteral("hz1000_recipe")));
    QVERIFY(codes.contains(QStringLiteral("below_default")));
    QVERIFY(codes.contains(QStringLiteral("rejected")));
    bool quarter = false;
    for (const QJsonValue &w : o["warnings"].toArray())
        quarter |= w.toString().contains(QStringLiteral("1/4 of the default 8000"));
    QVERIFY(quarter); // 2000 is a quarter of 8000, not a half
    // Debian 12: the bound is unknown, so is the rejection.
    const QJsonObject d = parseJson(jiffiesJson(250, 2000, 64, "6.1.0-13-amd64"));
    QVERIFY(d["rejected"].isNull());
    QVERIFY(d["min_bound_applies"].isNull());
    QVERIFY(d["min_usecs"].isNull()); // unknown whether Debian 12's kernel enforces one
    QCOMPARE(d["two_jiffy_usecs"].toInt(), 8000);
    // A release before the minimum: none enforced, the 2-jiffy figure still given.
    const QJsonObject old = parseJson(jiffiesJson(250, 2000, 64, "5.10.0"));
    QCOMPARE(old["min_bound_applies"], QJsonValue(false));
    QCOMPARE(old["min_usecs"].toInt(), 0);
    QVERIFY(!old["min_usecs"].isNull());
    QCOMPARE(old["two_jiffy_usecs"].toInt(), 8000);
    QCOMPARE(old["rejected"], QJsonValue(false));
    // Same box as the default at HZ=1000.
    const QJsonObject s = parseJson(jiffiesJson(1000, 1500, 64, "6.6.81-amd64"));
    QVERIFY(s["warning_codes"].toArray().contains(QStringLiteral("same_box_as_default")));
    QCOMPARE(s["rejected"], QJsonValue(true));
    QVERIFY(parseJson(jiffiesJson(11, 1, 64, "")).contains(QStringLiteral("error")));
    QVERIFY(!jiffiesText(250, 2000, 64, "6.12.18").empty());
}

void TstKernelVersion::reportNoLimitIsWritable()
{
    // HZ=300, 64-bit: above 1431649098 µs (~24 min) the time limit disappears, and such a value
    // is still a valid int, so the sysctl accepts it.
    const QJsonObject o = parseJson(jiffiesJson(300, 2000000000u, 64, "6.6.81-amd64"));
    QCOMPARE(o["no_limit"].toBool(), true);
    QCOMPARE(o["rejected"], QJsonValue(false));
    QVERIFY(o["window_max_us"].isNull());
    QVERIFY(o["warning_codes"].toArray().contains(QStringLiteral("clamped")));
    // HZ=1000: the clamp starts above INT_MAX, so the sysctl can never reach it.
    const QJsonObject k = parseJson(jiffiesJson(1000, 4294967295u, 64, "6.6.81-amd64"));
    QCOMPARE(k["no_limit"].toBool(), true);
    QCOMPARE(k["rejected"], QJsonValue(true));
}

void TstKernelVersion::tableJson()
{
    const QJsonObject o = parseJson(jiffiesTableJson(1000, 1, 5000, 64));
    const QJsonArray rows = o["rows"].toArray();
    QCOMPARE(rows.size(), 5);
    QCOMPARE(rows[1].toObject()["first_us"].toInt(), 1001);
    QCOMPARE(rows[1].toObject()["last_us"].toInt(), 2000);
    QCOMPARE(rows[1].toObject()["contains_default"].toBool(), true);
    QCOMPARE(rows[0].toObject()["below_minimum"].toBool(), true);
    QCOMPARE(o["truncated"].toBool(), false);
    const QJsonObject w = parseJson(jiffiesTableJson(300, 0, 10000, 32));
    QCOMPARE(w["rows"].toArray().size(), 4);
    QVERIFY(QString::fromStdString(jiffiesTableText(250, 1, 20000, 64)).contains("<- default"));
    QVERIFY(parseJson(jiffiesTableJson(5, 0, 1, 64)).contains(QStringLiteral("error")));
}

QTEST_GUILESS_MAIN(TstKernelVersion)
#include "tst_kernel_version.moc"
