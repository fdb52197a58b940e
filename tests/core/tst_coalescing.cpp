// NIC interrupt coalescing metadata (ETHTOOL_GCOALESCE): a clear "unavailable" reason where the
// device has none, and the five values where it does (checked on every interface that answers).
#include "core/capture/capture_session.h"

#include <QDir>
#include <QTest>

using namespace jitterscope;

class TestCoalescing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void unavailableCases_data()
    {
        QTest::addColumn<QString>("iface");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no interface") << QString() << QStringLiteral("no single interface");
        QTest::newRow("any") << QStringLiteral("any") << QStringLiteral("no single interface");
        QTest::newRow("missing device") << QStringLiteral("nosuchif0") << QStringLiteral("No such device");
        QTest::newRow("name too long") << QStringLiteral("averyveryverylongname")
                                       << QStringLiteral("no single interface");
    }
    void unavailableCases()
    {
        QFETCH(QString, iface);
        QFETCH(QString, reason);
        SessionMetadata m;
        addCoalescingMetadata(iface.toStdString(), m);
        const QString v = QString::fromStdString(m.value("coalesce"));
        QVERIFY2(v.startsWith(QStringLiteral("unavailable: ")) && v.contains(reason), qPrintable(v));
        QVERIFY(m.value("coalesce_rx_usecs").empty());
    }

    void everyInterfaceAnswersOneWayOrTheOther()
    {
        const QStringList ifaces = QDir(QStringLiteral("/sys/class/net")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        if (ifaces.isEmpty())
            QSKIP("no /sys/class/net");
        for (const QString &i : ifaces) {
            SessionMetadata m;
            addCoalescingMetadata(i.toStdString(), m);
            const std::string v = m.value("coalesce");
            if (v == "ethtool") {
                for (const char *k : { "coalesce_rx_usecs", "coalesce_rx_frames", "coalesce_adaptive_rx" })
                    QVERIFY2(!m.value(k).empty(), k);
            } else {
                QVERIFY2(v.rfind("unavailable: ", 0) == 0, v.c_str());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCoalescing)
#include "tst_coalescing.moc"
