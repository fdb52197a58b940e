// Release-string parsing and the netdev_budget_usecs version rules (kernel-facts.md §2).
#include "core/kernel_version.h"

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
    QTest::newRow("4.9 no sysctl") << "4.9.0" << 250u << "no" << "no" << 0u << true << "no" << quint64(2);
    QTest::newRow("4.14 fixed 2000 at 250") << "4.14.300" << 250u << "yes" << "no" << 2000u << true << "no"
                                            << quint64(1);
    QTest::newRow("4.19.0 before backport") << "4.19.0" << 250u << "yes" << "no" << 2000u << true << "no"
                                            << quint64(1);
    QTest::newRow("4.19.117 backport") << "4.19.117" << 250u << "yes" << "yes" << 8000u << true << "no"
                                       << quint64(2);
    QTest::newRow("debian 4.19 abi unknown") << "4.19.0-20-amd64" << 250u << "yes" << "unknown" << 8000u << false
                                             << "no" << quint64(2);
    QTest::newRow("debian 4.19 abi HZ1000 known") << "4.19.0-20-amd64" << 1000u << "yes" << "unknown" << 2000u
                                                  << true << "no" << quint64(2);
    QTest::newRow("5.5.19 backport") << "5.5.19" << 300u << "yes" << "yes" << 6666u << true << "no" << quint64(2);
    QTest::newRow("5.6.5 before") << "5.6.5" << 100u << "yes" << "no" << 2000u << true << "no" << quint64(1);
    QTest::newRow("5.10 debian") << "5.10.0-28-amd64" << 250u << "yes" << "yes" << 8000u << true << "no"
                                 << quint64(2);
    QTest::newRow("6.1.0-13 debian unknown bound") << "6.1.0-13-amd64" << 250u << "yes" << "yes" << 8000u << true
                                                   << "unknown" << quint64(2);
    QTest::newRow("6.1.129") << "6.1.129" << 250u << "yes" << "yes" << 8000u << true << "no" << quint64(2);
    QTest::newRow("6.1.130 inferred") << "6.1.130" << 250u << "yes" << "yes" << 8000u << true << "yes"
                                      << quint64(2);
    QTest::newRow("6.6.80") << "6.6.80-amd64" << 1000u << "yes" << "yes" << 2000u << true << "no" << quint64(2);
    QTest::newRow("6.6.81 confirmed") << "6.6.81-amd64" << 1000u << "yes" << "yes" << 2000u << true << "yes"
                                      << quint64(2);
    QTest::newRow("6.8 ubuntu no backport") << "6.8.0-147-generic" << 1000u << "yes" << "yes" << 2000u << true
                                            << "no" << quint64(2);
    QTest::newRow("6.12.17") << "6.12.17" << 250u << "yes" << "yes" << 8000u << true << "no" << quint64(2);
    QTest::newRow("6.12.18") << "6.12.18" << 250u << "yes" << "yes" << 8000u << true << "yes" << quint64(2);
    QTest::newRow("6.12.115 deb13") << "6.12.115+deb13.1-cloud-amd64" << 250u << "yes" << "yes" << 8000u << true
                                    << "yes" << quint64(2);
    QTest::newRow("6.13.6") << "6.13.6" << 300u << "yes" << "yes" << 6666u << true << "yes" << quint64(2);
    QTest::newRow("6.14-rc1 unknown") << "6.14.0-rc1" << 250u << "yes" << "yes" << 8000u << true << "unknown"
                                      << quint64(2);
    QTest::newRow("6.14") << "6.14.0" << 250u << "yes" << "yes" << 8000u << true << "yes" << quint64(2);
    QTest::newRow("6.18") << "6.18.44" << 100u << "yes" << "yes" << 20000u << true << "yes" << quint64(2);
    QTest::newRow("unknown release") << "" << 250u << "unknown" << "unknown" << 8000u << false << "unknown"
                                     << quint64(2);
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

QTEST_GUILESS_MAIN(TstKernelVersion)
#include "tst_kernel_version.moc"
