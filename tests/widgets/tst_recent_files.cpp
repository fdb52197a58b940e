// RecentFiles: the list and its menu; and the review window's use of it: a trace that opened is
// offered again, one that failed to open (missing, not a trace) leaves the list.
#include "app/gui/main_window.h"
#include "app/gui/recent_files.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace jitterscope;

namespace {
QStringList menuPaths(const QMenu &menu)
{
    QStringList paths;
    for (const QAction *a : menu.actions())
        paths << a->toolTip();
    return paths;
}
} // namespace

class TestRecentFiles : public QObject {
    Q_OBJECT
    QTemporaryDir m_settings; ///< QSettings' user scope: the tests never touch the user's list
    QTemporaryDir m_dir;
    const QString m_sample = QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng");

    QString file(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    static bool load(MainWindow &w, const QString &path)
    {
        QSignalSpy spy(&w, &MainWindow::loadFinished);
        w.openTrace(path);
        return spy.wait(20000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid() && m_dir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
        QCoreApplication::setOrganizationName(QStringLiteral("JitterscopeTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_recent_files"));
    }
    void init() { QSettings().clear(); }

    void addPutsFirstOnceAndKeepsEight()
    {
        QMenu menu;
        RecentFiles recent(&menu);
        QVERIFY(!menu.isEnabled());
        for (int i = 0; i < 10; ++i)
            recent.add(m_dir.filePath(QStringLiteral("t%1.pcapng").arg(i)));
        recent.add(m_dir.filePath(QStringLiteral("t5.pcapng")));
        const QStringList files = recent.files();
        QCOMPARE(files.size(), 8);
        QCOMPARE(files.front(), m_dir.filePath(QStringLiteral("t5.pcapng")));
        QCOMPARE(files.count(m_dir.filePath(QStringLiteral("t5.pcapng"))), 1);
        QCOMPARE(menuPaths(menu), files);
        QVERIFY(menu.isEnabled());
    }

    void removeTakesThePathOff()
    {
        QMenu menu;
        RecentFiles recent(&menu);
        const QString a = m_dir.filePath(QStringLiteral("a.pcapng"));
        const QString b = m_dir.filePath(QStringLiteral("b.pcapng"));
        recent.add(a);
        recent.add(b);
        // A relative name means the same file as its absolute path.
        recent.remove(QDir::current().relativeFilePath(a));
        QCOMPARE(recent.files(), QStringList { b });
        QCOMPARE(menuPaths(menu), QStringList { b });
        recent.remove(m_dir.filePath(QStringLiteral("never-added.pcapng")));
        QCOMPARE(recent.files(), QStringList { b });
        recent.remove(b);
        QVERIFY(recent.files().isEmpty());
        QVERIFY(!menu.isEnabled());
        // Stored, not only shown: a new window's list is the same.
        QMenu other;
        QVERIFY(RecentFiles(&other).files().isEmpty());
    }

    void windowKeepsWhatOpenedAndDropsWhatFailed_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("opens");
        QTest::addColumn<QString>("reason"); ///< in the status bar when it does not open
        QTest::newRow("the sample") << m_sample << true << QString();
        QTest::newRow("missing file") << m_dir.filePath(QStringLiteral("gone.pcapng")) << false
                                      << "No such file or directory";
        QTest::newRow("text file") << file(QStringLiteral("notes.pcapng"), "not a trace\n") << false
                                   << "not a pcap or pcapng file";
        QTest::newRow("empty file") << file(QStringLiteral("empty.pcap"), QByteArray()) << false << "empty file";
    }

    void windowKeepsWhatOpenedAndDropsWhatFailed()
    {
        QFETCH(QString, path);
        QFETCH(bool, opens);
        QFETCH(QString, reason);
        MainWindow w;
        w.show();
        QVERIFY(load(w, m_sample));
        QVERIFY(load(w, path));
        QMenu menu;
        const QStringList files = RecentFiles(&menu).files();
        QCOMPARE(files.contains(QFileInfo(path).absoluteFilePath()), opens);
        QVERIFY(files.contains(m_sample)); // what opened before stays
        QCOMPARE(bool(w.currentSnapshot()), true);
        // The window goes on showing (and naming) the trace it showed when the new one failed.
        QCOMPARE(QString::fromStdString(w.currentSnapshot()->path), opens ? path : m_sample);
        QVERIFY2(w.windowTitle().startsWith(QFileInfo(opens ? path : m_sample).fileName()),
                 qPrintable(w.windowTitle()));
        if (!opens) {
            QVERIFY2(w.statusText().contains(QFileInfo(path).fileName()), qPrintable(w.statusText()));
            QVERIFY2(w.statusText().contains(reason), qPrintable(w.statusText()));
        }
    }
};

QTEST_MAIN(TestRecentFiles)
#include "tst_recent_files.moc"
