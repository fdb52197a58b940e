// CaptureDialog: interfaces with addresses and timestamp types, the inline BPF error (appears after
// the typing pause for "port abc", disappears at once for "udp port 5001"), Start enabled only with
// an interface and a valid filter, options()/setOptions() round trips, the defaults (the CLI's),
// network interfaces before the pseudo ones (which only "show all" lists), and the immediate-mode
// indicator following the snap length and buffer.
#include "widgets/capture_dialog.h"

#include "core/capture/bpf_check.h" // the check the app hands in

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>

using namespace jitterscope;

namespace {

std::vector<CaptureInterfaceInfo> interfaces()
{
    CaptureInterfaceInfo lo;
    lo.name = "lo";
    lo.addresses = { "127.0.0.1", "::1" };
    lo.loopback = lo.up = true;
    CaptureInterfaceInfo eth;
    eth.name = "eth0";
    eth.description = "test NIC";
    eth.addresses = { "192.0.2.10" };
    eth.tstampTypes = { "host", "adapter_unsynced" };
    eth.up = true;
    return { lo, eth };
}

CaptureInterfaceInfo pseudo(const char *name)
{
    CaptureInterfaceInfo info;
    info.name = name;
    info.up = true; // (most are down; "(down)" after the name would only get in the way here)
    return info;
}

QStringList listedNames(CaptureDialog &d)
{
    auto *tree = d.findChild<QTreeWidget *>();
    QStringList names;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        names << tree->topLevelItem(i)->text(0);
    return names;
}

QPushButton *startButton(CaptureDialog &d)
{
    return d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

QLabel *filterMessage(CaptureDialog &d)
{
    return d.findChild<QLabel *>(QStringLiteral("filterMessage"));
}

void selectInterface(CaptureDialog &d, const QString &name)
{
    auto *tree = d.findChild<QTreeWidget *>();
    const auto items = tree->findItems(name, Qt::MatchExactly);
    QVERIFY(!items.isEmpty());
    tree->setCurrentItem(items.first());
}

} // namespace

class TestCaptureDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void interfacesAndTimestampTypes();
    void inlineFilterError();
    void startNeedsAnInterface();
    void optionsRoundTrip();
    void pseudoInterfacesBehindShowAll();
    void immediateModeFollowsSnapLength_data();
    void immediateModeFollowsSnapLength();
};

void TestCaptureDialog::interfacesAndTimestampTypes()
{
    CaptureDialog d;
    d.setInterfaces(interfaces());
    auto *tree = d.findChild<QTreeWidget *>();
    QCOMPARE(tree->topLevelItemCount(), 2);
    QCOMPARE(tree->topLevelItem(0)->text(1), QStringLiteral("127.0.0.1, ::1"));
    QCOMPARE(tree->topLevelItem(1)->text(2), QStringLiteral("host, adapter_unsynced"));
    QCOMPARE(d.options().interface, std::string("lo")); // the first that is up with an address
    auto *tstamp = d.findChild<QComboBox *>(QStringLiteral("tstampCombo"));
    QCOMPARE(tstamp->count(), 1); // lo: libpcap default only
    QVERIFY(!tstamp->isEnabled());
    selectInterface(d, "eth0");
    QCOMPARE(tstamp->count(), 3);
    tstamp->setCurrentIndex(2);
    QCOMPARE(d.options().tstampType, std::string("adapter_unsynced"));
    QCOMPARE(d.options().interface, std::string("eth0"));
    QVERIFY(startButton(d)->isEnabled());
}

void TestCaptureDialog::inlineFilterError()
{
    CaptureDialog d;
    d.setInterfaces(interfaces());
    d.setFilterCheck([](const std::string &expression) { return checkCaptureFilter(expression); });
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto *filter = d.findChild<QLineEdit *>(QStringLiteral("filterEdit"));
    filter->setFocus();
    QTest::keyClicks(filter, QStringLiteral("port abc"));
    QVERIFY(!d.filterError().isEmpty()); // known at once …
    QVERIFY(!startButton(d)->isEnabled()); // … so Start is disabled at once
    QVERIFY(!filterMessage(d)->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(filterMessage(d)->isVisible(), 3000); // shown after the pause
    QVERIFY(filterMessage(d)->text().contains(QStringLiteral("abc")));

    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("udp port 5001"));
    QVERIFY(d.filterError().isEmpty());
    QVERIFY(startButton(d)->isEnabled());
    QVERIFY(!filterMessage(d)->isVisible()); // cleared at once, no pause
    QCOMPARE(d.options().filter, std::string("udp port 5001"));

    filter->setText(QStringLiteral("udp and"));
    QVERIFY(!startButton(d)->isEnabled());
    filter->setText(QString()); // empty = every packet: valid
    QVERIFY(startButton(d)->isEnabled());
}

void TestCaptureDialog::startNeedsAnInterface()
{
    CaptureDialog d;
    d.setInterfaces({}, QStringLiteral("pcap_findalldevs: permission denied"));
    QVERIFY(!startButton(d)->isEnabled());
    QVERIFY(!d.canStart());
    bool shown = false;
    for (QLabel *l : d.findChildren<QLabel *>())
        shown = shown || (!l->isHidden() && l->text().contains(QStringLiteral("pcap_findalldevs: permission denied")));
    QVERIFY(shown);
    d.setInterfaces(interfaces());
    QVERIFY(startButton(d)->isEnabled());
}

void TestCaptureDialog::optionsRoundTrip()
{
    CaptureOptions o;
    o.interface = "eth0";
    o.filter = "udp port 47001";
    o.snapLen = 128;
    o.bufferKiB = 4096;
    o.tstampType = "adapter_unsynced";
    o.softnetHz = 50;
    o.durationNs = 2'500'000'000;
    o.packetCount = 5000;
    o.kernelEvents = true;
    CaptureDialog d;
    d.setOptions(o);
    d.setInterfaces(interfaces());
    d.setWindowSeconds(30);
    QVERIFY(d.options() == o);
    QCOMPARE(d.windowSeconds(), 30.0);
    d.setWindowSeconds(0);
    QCOMPARE(d.windowSeconds(), 0.0);

    CaptureOptions defaults;
    defaults.interface = "lo";
    CaptureDialog fresh;
    fresh.setInterfaces(interfaces());
    QVERIFY(fresh.options() == defaults); // immediate mode is not an option: it follows from these
    QCOMPARE(fresh.options().softnetHz, 20);
    QCOMPARE(fresh.options().snapLen, kAnalysisSnapLen); // the CLI's and the helper's defaults
    QCOMPARE(fresh.options().bufferKiB, kDefaultBufferKiB);
    QVERIFY(!fresh.options().kernelEvents); // needs CAP_PERFMON: only when asked for
    auto *kernel = fresh.findChild<QCheckBox *>(QStringLiteral("kernelEvents"));
    QVERIFY(kernel);
    QCOMPARE(kernel->text(), QStringLiteral("Record kernel events (NAPI polls, NET_RX)"));
    kernel->setChecked(true);
    QVERIFY(fresh.options().kernelEvents);
}

void TestCaptureDialog::pseudoInterfacesBehindShowAll()
{
    std::vector<CaptureInterfaceInfo> list = { pseudo("dbus-system"), pseudo("nflog") };
    for (const CaptureInterfaceInfo &i : interfaces())
        list.push_back(i);
    list.push_back(pseudo("any"));
    list.push_back(pseudo("bluetooth-monitor"));
    list.push_back(pseudo("usbmon1"));
    list.push_back(pseudo("nfqueue"));
    list.push_back(pseudo("dbus-session"));
    CaptureDialog d;
    d.setInterfaces(list);
    auto *showAll = d.findChild<QCheckBox *>(QStringLiteral("showAllInterfaces"));
    QVERIFY(showAll);
    QVERIFY(!showAll->isHidden());
    QVERIFY(!showAll->isChecked());
    QCOMPARE(listedNames(d), QStringList({ "lo", "eth0", "any" }));
    QCOMPARE(d.options().interface, std::string("lo"));
    selectInterface(d, "eth0");
    showAll->setChecked(true); // network interfaces stay first, the selection stays
    QCOMPARE(listedNames(d), QStringList({ "lo", "eth0", "any", "dbus-system", "nflog", "bluetooth-monitor", "usbmon1",
                                           "nfqueue", "dbus-session" }));
    QCOMPARE(d.options().interface, std::string("eth0"));
    selectInterface(d, "nflog");
    showAll->setChecked(false); // the pseudo interface chosen is no longer listed: back to the default
    QCOMPARE(listedNames(d), QStringList({ "lo", "eth0", "any" }));
    QCOMPARE(d.options().interface, std::string("lo"));

    CaptureOptions remembered; // a session on a pseudo interface: listed again, with the toggle on
    remembered.interface = "dbus-session";
    CaptureDialog again;
    again.setOptions(remembered);
    again.setInterfaces(list);
    QVERIFY(again.findChild<QCheckBox *>(QStringLiteral("showAllInterfaces"))->isChecked());
    QCOMPARE(again.options().interface, std::string("dbus-session"));

    CaptureDialog plain; // nothing to hide: no toggle
    plain.setInterfaces(interfaces());
    QVERIFY(plain.findChild<QCheckBox *>(QStringLiteral("showAllInterfaces"))->isHidden());
    QCOMPARE(listedNames(plain), QStringList({ "lo", "eth0" }));
}

void TestCaptureDialog::immediateModeFollowsSnapLength_data()
{
    QTest::addColumn<int>("snapLen");
    QTest::addColumn<int>("bufferKiB");
    QTest::addColumn<bool>("immediate");
    QTest::newRow("defaults") << kAnalysisSnapLen << kDefaultBufferKiB << true;
    QTest::newRow("whole packets") << kMaxSnapLen << kDefaultBufferKiB << false;
    QTest::newRow("largest immediate snap length at 16 MiB") << 960 << kDefaultBufferKiB << true;
    QTest::newRow("one byte more") << 961 << kDefaultBufferKiB << false;
    QTest::newRow("small buffer") << kAnalysisSnapLen << 2048 << false;
    QTest::newRow("Ethernet MTU with a large buffer") << 1514 << 65536 << true;
}

void TestCaptureDialog::immediateModeFollowsSnapLength()
{
    QFETCH(int, snapLen);
    QFETCH(int, bufferKiB);
    QFETCH(bool, immediate);
    CaptureDialog d;
    CaptureOptions o;
    o.snapLen = snapLen;
    o.bufferKiB = bufferKiB;
    d.setOptions(o);
    auto *box = d.findChild<QCheckBox *>(QStringLiteral("immediateMode"));
    QCOMPARE(box->isChecked(), immediate);
    QCOMPARE(usesImmediateMode(snapLen, int64_t(bufferKiB) * 1024), immediate);
    QVERIFY(!box->isEnabled());
    QCOMPARE(box->text().startsWith(QStringLiteral("On")), immediate);
}

QTEST_MAIN(TestCaptureDialog)
#include "tst_capture_dialog.moc"
