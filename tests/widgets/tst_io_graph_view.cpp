// IoGraphView on the bundled sample: every packet of the selection in the bins, Auto bins sized to
// the plot, a chosen width used (and widened, with a note, when too fine for the range), bytes,
// the log axis, integer CSV, a new trace resetting the zoom, and the time link: a user zoom on one
// view shows the same range on the others.
#include "core/analysis/analyze_stream.h"
#include "tests/widgets/pending_refresh.h"
#include "widgets/burst_timeline_view.h"
#include "widgets/common/plot_export.h"
#include "widgets/common/time_axis_link.h"
#include "widgets/common/units.h"
#include "widgets/io_graph_view.h"

#include <QComboBox>
#include <QTest>
#include <QTimer>
#include <qcustomplot.h>

#include <numeric>

using namespace jitterscope;

class TestIoGraphView : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<const AnalysisSnapshot> m_snap;

    static uint64_t sum(const std::vector<uint64_t> &v) { return std::accumulate(v.begin(), v.end(), uint64_t(0)); }

private Q_SLOTS:
    void initTestCase()
    {
        std::string error;
        m_snap = analyzeFile(JS_SOURCE_DIR "/resources/sample.pcapng", AnalysisOptions(), &error);
        QVERIFY2(m_snap, error.c_str());
    }

    void binsHoldTheSelection()
    {
        IoGraphView v;
        v.resize(900, 500);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        v.setSnapshot(m_snap);
        v.refreshNow();
        QCOMPARE(v.data().packetsInRange, m_snap->packets);
        QCOMPARE(sum(v.data().packets), m_snap->packets);
        QCOMPARE(sum(v.data().bytes), m_snap->bytes);
        // Auto: at most one bin per two pixel columns of the plot.
        QVERIFY(v.data().packets.size() <= size_t(v.plot()->axisRect()->width()) / 2 + 1);
        QVERIFY(!v.data().widened);
        // One flow.
        const FlowSummary &f = m_snap->flows.back();
        v.setFlowSelection({ f.id });
        v.refreshNow();
        QCOMPARE(v.data().packetsInRange, f.packets);
        QVERIFY2(v.titleText().contains(units::formatCount(f.packets)), qPrintable(v.titleText()));
    }

    // A flow selection refreshes at the next turn of the event loop (RefreshPacing::Cause::Discrete),
    // not after the 30 ms that coalesce a zoom's events.
    void aFlowSelectionRefreshesAtTheNextTurn()
    {
        IoGraphView v;
        v.resize(900, 500);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        v.setSnapshot(m_snap);
        v.refreshNow();
        QVERIFY(!pendingRefresh(v));
        const FlowSummary &f = m_snap->flows.back();
        v.setFlowSelection({ f.id });
        QVERIFY(pendingRefresh(v));
        QCOMPARE(pendingRefresh(v)->interval(), 0);
        QTRY_COMPARE(v.data().packetsInRange, f.packets);
        QVERIFY(!pendingRefresh(v));
    }

    void chosenWidthAndWidening()
    {
        IoGraphView v;
        v.resize(900, 500);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        v.setSnapshot(m_snap);
        auto *box = v.findChild<QComboBox *>(QStringLiteral("binWidth"));
        QVERIFY(box);
        box->setCurrentIndex(box->findData(qlonglong(1000000))); // 1 ms, as a user picks it
        QCOMPARE(v.binWidthNs(), int64_t(1000000));
        v.refreshNow();
        QCOMPARE(v.data().binNs, int64_t(1000000));
        QCOMPARE(v.data().packetsInRange, m_snap->packets);
        // 1 µs over 2 s would need 2 million bins: widened, every packet still counted, said so.
        v.setBinWidthNs(1000);
        v.refreshNow();
        QVERIFY(v.data().widened);
        QVERIFY(v.data().binNs > 1000);
        QCOMPARE(v.data().packetsInRange, m_snap->packets);
        QVERIFY(v.titleText().contains(QStringLiteral("zoom in")));
        // Zoomed to 1 ms the 1 µs bins fit.
        v.setVisibleRange(0.1, 0.101);
        v.refreshNow();
        QCOMPARE(v.data().binNs, int64_t(1000));
        QVERIFY(!v.data().widened);
        // Bytes, log axis.
        v.setMeasure(IoGraphView::Measure::Bytes);
        v.setLogY(true);
        v.refreshNow();
        QCOMPARE(v.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY(v.plot()->yAxis->label().startsWith(QStringLiteral("Bytes")));
        v.setLogY(false);
        QCOMPARE(v.plot()->yAxis->scaleType(), QCPAxis::stLinear);
    }

    void csvHasIntegerCounts()
    {
        IoGraphView v;
        v.resize(900, 500);
        v.show();
        v.setSnapshot(m_snap);
        v.setBinWidthNs(100000000); // 100 ms
        v.refreshNow();
        const QStringList lines = v.csv().trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.front(), QStringLiteral("bin_start_ns,bin_ns,packets,bytes"));
        QCOMPARE(lines.size() - 1, int(v.data().packets.size()));
        qulonglong packets = 0;
        for (int i = 1; i < lines.size(); ++i) {
            const QStringList c = lines[i].split(QLatin1Char(','));
            QCOMPARE(c.size(), 4);
            bool ok = true;
            for (const QString &cell : c) {
                cell.toLongLong(&ok);
                QVERIFY2(ok, qPrintable(lines[i]));
            }
            QCOMPARE(c[0].toLongLong(), qlonglong(i - 1) * 100000000);
            packets += c[2].toULongLong();
        }
        QCOMPARE(packets, qulonglong(m_snap->packets));
    }

    void svgExportEscapesTheCaption()
    {
        // A trace named like markup must not become markup in an exported SVG (Qt 6.4 writes
        // the SVG title as it is given).
        IoGraphView v;
        v.resize(600, 400);
        v.show();
        v.setSnapshot(m_snap);
        v.refreshNow();
        const QString svg = QString::fromUtf8(renderPlot(v.plot(), ExportFormat::Svg, QSize(600, 400), 1.0,
                                                         QStringLiteral("<script>alert(1)</script> & co")));
        QVERIFY(svg.contains(QLatin1String("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co")));
        QVERIFY(!svg.contains(QLatin1String("<script")));
    }

    void newTraceResetsTheZoom()
    {
        IoGraphView v;
        v.resize(900, 500);
        v.show();
        v.setSnapshot(m_snap);
        v.plot()->xAxis->setRange(0.5, 0.6); // the user's zoom
        v.setSnapshot(m_snap); // a streaming update of the same trace keeps it
        QCOMPARE(v.visibleRange(), std::make_pair(0.5, 0.6));
        auto other = std::make_shared<AnalysisSnapshot>(*m_snap);
        other->path = "other.pcapng";
        v.setSnapshot(other);
        QVERIFY(v.visibleRange().first < 0 && v.visibleRange().second > 1.9);
    }

    void linkedTimeAxes()
    {
        BurstTimelineView t;
        IoGraphView a, b;
        for (QWidget *w : std::initializer_list<QWidget *> { &t, &a, &b }) {
            w->resize(700, 400);
            w->show();
        }
        t.setSnapshot(m_snap);
        a.setSnapshot(m_snap);
        b.setSnapshot(m_snap);
        TimeAxisLink link;
        link.join(&t);
        link.join(&a);
        link.join(&b);
        QCOMPARE(link.size(), size_t(3));
        t.plot()->xAxis->setRange(0.2, 0.3); // as a drag would
        QCOMPARE(a.visibleRange(), std::make_pair(0.2, 0.3));
        QCOMPARE(b.visibleRange(), std::make_pair(0.2, 0.3));
        a.plot()->xAxis->setRange(1.0, 1.5);
        QCOMPARE(t.visibleRange(), std::make_pair(1.0, 1.5));
        QCOMPARE(b.visibleRange(), std::make_pair(1.0, 1.5));
        // Whole trace on one: all of them.
        b.resetZoom();
        QCOMPARE(t.visibleRange(), b.visibleRange());
        QCOMPARE(a.visibleRange(), b.visibleRange());
    }
};

QTEST_MAIN(TestIoGraphView)
#include "tst_io_graph_view.moc"
