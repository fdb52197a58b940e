// The real review window, offscreen: open the bundled sample and a damaged copy, and check that
// every view holds the data of the analysis (not just that nothing crashed).
#include "app/main_window.h"
#include "widgets/burst_timeline_view.h"
#include "widgets/delta_histogram_view.h"
#include "widgets/flow_table_view.h"
#include "widgets/summary_view.h"

#include <QAbstractItemModel>
#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>

using namespace jitterscope;

class TestMainWindow : public QObject {
    Q_OBJECT
private:
    const QString m_sample = QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng");

    static bool load(MainWindow &w, const QString &path)
    {
        QSignalSpy spy(&w, &MainWindow::loadFinished);
        w.openTrace(path);
        return spy.wait(20000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("JitterscopeTest"));
        QVERIFY(QFile::exists(m_sample));
    }

    void opensSampleAndFillsViews()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(load(w, m_sample));
        const SnapshotPtr snap = w.currentSnapshot();
        QVERIFY(snap);
        QVERIFY(snap->complete);
        QCOMPARE(snap->packets, uint64_t(3097));
        QVERIFY(!snap->error);
        // Histogram: the plotted bins hold every gap of the trace.
        const DisplayHistogram &dh = w.histogramView()->displayHistogram();
        const double plotted = std::accumulate(dh.counts.begin(), dh.counts.end(), 0.0);
        QCOMPARE(qRound64(plotted), qint64(snap->packets - 1));
        // Flow table: one row per flow.
        QCOMPARE(w.flowTableView()->tableView()->model()->rowCount(), int(snap->flows.size()));
        // Timeline: all packets in range before any selection.
        w.showView(QStringLiteral("timeline"));
        w.timelineView()->refreshNow();
        QCOMPARE(w.timelineView()->timeline().packetsInRange, size_t(snap->packets));
        QVERIFY(w.statusText().contains(QStringLiteral("3097")) || w.statusText().contains(QStringLiteral("3,097")));
    }

    void selectingAFlowFiltersThePlots()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(load(w, m_sample));
        const SnapshotPtr snap = w.currentSnapshot();
        const FlowSummary &rtp = *std::find_if(snap->flows.begin(), snap->flows.end(),
                                               [](const FlowSummary &f) { return f.decoder == PayloadKind::Rtp; });
        w.flowTableView()->setSelectedFlowIds({rtp.id});
        QTRY_COMPARE(qRound64(std::accumulate(w.histogramView()->displayHistogram().counts.begin(),
                                              w.histogramView()->displayHistogram().counts.end(), 0.0)),
                     qint64(rtp.packets - 1));
        w.timelineView()->refreshNow();
        QCOMPARE(w.timelineView()->timeline().packetsInRange, size_t(rtp.packets));
    }

    void damagedTraceShowsErrorAndPartialResult()
    {
        QTemporaryDir dir;
        const QString cut = dir.filePath(QStringLiteral("cut.pcapng"));
        QVERIFY(QFile::copy(m_sample, cut));
        QFile f(cut);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() / 2 + 7));
        f.close();
        MainWindow w;
        w.show();
        QVERIFY(load(w, cut));
        const SnapshotPtr snap = w.currentSnapshot();
        QVERIFY(snap->error.has_value());
        QVERIFY(snap->packets > 0);
        QCOMPARE(snap->packets, snap->error->packetsBefore);
        QVERIFY(w.statusText().contains(QString::number(snap->error->offset)));
        QVERIFY(w.summaryView()->errorText().contains(QLocale().toString(qulonglong(snap->error->offset))));
    }

    void missingFileFailsWithoutBlocking()
    {
        MainWindow w;
        w.show();
        QVERIFY(load(w, QStringLiteral("/nonexistent/trace.pcapng")));
        QVERIFY(!w.currentSnapshot());
        QVERIFY(w.statusText().contains(QStringLiteral("trace.pcapng")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
