// The real review window, offscreen: open the bundled sample and a damaged copy, and check that
// every view holds the data of the analysis (not just that nothing crashed).
#include "app/gui/capture_controller.h"
#include "app/gui/lab_controller.h"
#include "app/gui/main_window.h"
#include "app/gui/plot_exporter.h"
#include "core/analysis/analyze_stream.h"
#include "core/gen/trace_generator.h"
#include "core/trace/session_records.h"
#include "core/trace/trace_types.h"
#include "core/trace/trace_writer.h"
#include "widgets/burst_timeline_view.h"
#include "widgets/common/plot_export.h"
#include "widgets/common/units.h"
#include "widgets/compare_table_model.h"
#include "widgets/compare_view.h"
#include "widgets/delta_histogram_view.h"
#include "widgets/flow_table_model.h"
#include "widgets/flow_table_view.h"
#include "widgets/io_graph_view.h"
#include "widgets/kernel_events_view.h"
#include "widgets/simulator_view.h"
#include "widgets/softnet_view.h"
#include "widgets/summary_view.h"

#include <QAbstractItemModel>
#include <QAbstractSpinBox>
#include <QAction>
#include <QFile>
#include <QItemSelectionModel>
#include <QMenu>
#include <QSignalSpy>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <memory>
#include <numeric>
#include <string>

using namespace jitterscope;

class TestMainWindow : public QObject {
    Q_OBJECT
private:
    const QString m_sample = QStringLiteral(JS_SOURCE_DIR "/resources/sample.pcapng");

    static qint64 plotted(const MainWindow &w)
    {
        const DisplayHistogram &dh = w.histogramView()->displayHistogram();
        return qRound64(std::accumulate(dh.counts.begin(), dh.counts.end(), 0.0));
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
        // Histogram: "all flows" plots each flow's own gaps (packets − 1 per flow), merged.
        QCOMPARE(plotted(w), qint64(snap->packets - snap->flows.size()));
        QVERIFY(w.histogramView()->titleText().contains(QStringLiteral("sample.pcapng")));
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
        w.flowTableView()->setSelectedFlowIds({ rtp.id });
        QTRY_COMPARE(qRound64(std::accumulate(w.histogramView()->displayHistogram().counts.begin(),
                                              w.histogramView()->displayHistogram().counts.end(), 0.0)),
                     qint64(rtp.packets - 1));
        w.timelineView()->refreshNow();
        QCOMPARE(w.timelineView()->timeline().packetsInRange, size_t(rtp.packets));
    }

    void partialSnapshotOfManyFlowsCountsEveryFlow()
    {
        // The loader's partial snapshots of a trace with very many flows list the largest
        // (Analyzer::snapshot(maxFlows)): the window still counts every flow and the "all flows"
        // histogram holds every flow's gaps; the final snapshot lists them all.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("many-flows.pcapng"));
        std::string error;
        QVERIFY2(generateTrace("zoo-100k-flows", path.toStdString(), GeneratorOptions { 120000, 3 }, &error),
                 error.c_str());
        SnapshotPtr partial, whole;
        AnalyzeFileOptions how;
        how.progress = [&](const Analyzer &a, uint64_t, uint64_t) {
            partial = a.snapshot(500);
            whole = a.snapshot();
            return true;
        };
        const SnapshotPtr final = analyzeFile(path.toStdString(), AnalysisOptions {}, &error, how);
        QVERIFY(final && partial && whole);
        QVERIFY2(whole->flows.size() > 20000, qPrintable(QString::number(whole->flows.size())));
        QCOMPARE(partial->flows.size(), size_t(500));
        QCOMPARE(partial->flowCount(), uint64_t(whole->flows.size()));
        uint64_t gaps = 0;
        for (const FlowSummary &f : whole->flows)
            gaps += f.interarrival.count;
        QVERIFY(gaps > 10000);

        MainWindow w;
        w.resize(1280, 800);
        w.show();
        Q_EMIT w.captureController()->snapshot(partial);
        QTRY_VERIFY(w.currentSnapshot() == partial);
        const QString html = w.summaryView()->html();
        QVERIFY2(html.contains(units::formatCount(whole->flows.size())), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("the %1 largest listed").arg(units::formatCount(500))), qPrintable(html));
        QVERIFY2(w.histogramView()->titleText().contains(units::formatCount(whole->flows.size())),
                 qPrintable(w.histogramView()->titleText()));
        QTRY_COMPARE(plotted(w), qint64(gaps));

        QVERIFY(load(w, path));
        QCOMPARE(w.currentSnapshot()->flowsOmitted, uint64_t(0));
        QCOMPARE(w.currentSnapshot()->flows.size(), final->flows.size());
        QVERIFY(!w.summaryView()->html().contains(QStringLiteral("largest listed")));
    }

    void liveSessionPastItsFlowLimit()
    {
        // A live session of ever-new flows past its flow limit (Analyzer::setFlowLimit): the
        // summary says how many packets no flow holds, the flow table lists the tracked flows,
        // and "all flows" plots their own gaps only (the untracked packets are many flows').
        constexpr size_t kLimit = 200, kPackets = 20000;
        Analyzer a;
        a.setDetailWindow(size_t(1) << 16);
        a.setFlowLimit(kLimit);
        std::vector<std::array<uint8_t, 42>> frames(kPackets);
        std::vector<RawPacket> batch;
        for (size_t i = 0; i < kPackets; ++i) {
            // The first half 200 flows of 50 packets each, the second half 800 new flows.
            const size_t flow = i < kPackets / 2 ? i % kLimit : kLimit + i % 800;
            uint8_t *b = frames[i].data();
            b[12] = 0x08;
            uint8_t *ip = b + 14;
            ip[0] = 0x45, ip[3] = 28, ip[8] = 64, ip[9] = 17;
            ip[12] = 10, ip[14] = uint8_t(flow >> 8), ip[15] = uint8_t(flow);
            ip[16] = 10, ip[19] = 1;
            ip[20] = 0x30, ip[23] = 53, ip[25] = 8;
            RawPacket rp;
            rp.tsNs = 1700000000000000000LL + int64_t(i) * 10000;
            rp.data = b;
            rp.capLen = rp.wireLen = 42;
            rp.linkType = 1;
            batch.push_back(rp);
        }
        a.addBatch(batch);
        a.finish();
        const SnapshotPtr snap = a.snapshot();
        QCOMPARE(snap->flows.size(), kLimit);
        QCOMPARE(snap->untrackedPackets, uint64_t(kPackets / 2));

        MainWindow w;
        w.resize(1280, 800);
        w.show();
        Q_EMIT w.captureController()->snapshot(snap);
        QTRY_VERIFY(w.currentSnapshot() == snap);
        const QString html = w.summaryView()->html();
        QVERIFY2(html.contains(QStringLiteral("Untracked flows")), qPrintable(html));
        QVERIFY2(html.contains(units::formatCount(kPackets / 2) + QStringLiteral(" packets")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("limit of %1 flows").arg(units::formatCount(kLimit))), qPrintable(html));
        QCOMPARE(w.flowTableView()->model()->rowCount(), int(kLimit));
        QTRY_COMPARE(plotted(w), qint64(kPackets / 2 - kLimit));
    }

    void selectionFilterAndPlotsAgree()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(load(w, m_sample));
        const SnapshotPtr snap = w.currentSnapshot();
        QCOMPARE(snap->flows.size(), size_t(2));
        const FlowSummary &small = snap->flows[1];
        FlowTableView *table = w.flowTableView();
        DeltaHistogramView *hist = w.histogramView();

        // A filter that matches one flow drives the plots to that flow, and the titles say so.
        table->setFilterText(QString::fromStdString(small.src));
        QCOMPARE(table->scope().flowIds, std::vector<uint32_t> { small.id });
        QCOMPARE(plotted(w), qint64(small.packets - 1));
        QVERIFY2(hist->titleText().contains(QStringLiteral("flow %1").arg(small.id)), qPrintable(hist->titleText()));
        w.timelineView()->refreshNow();
        QCOMPARE(w.timelineView()->timeline().packetsInRange, size_t(small.packets));
        QVERIFY(w.timelineView()->titleText().contains(QString::fromStdString(small.label())));

        // A filter that matches none empties the plots instead of leaving them on all flows.
        table->setFilterText(QStringLiteral("no such flow"));
        QVERIFY(hist->displayHistogram().counts.empty());
        QVERIFY(hist->titleText().contains(QStringLiteral("no such flow")));
        w.timelineView()->refreshNow();
        QCOMPARE(w.timelineView()->timeline().packetsInRange, size_t(0));

        // All packets as one sequence: offered separately, labelled.
        table->chooseAll(FlowScope::Kind::AllPackets);
        QCOMPARE(plotted(w), qint64(snap->packets - 1));
        QVERIFY(hist->titleText().contains(QStringLiteral("one sequence")));
        table->chooseAll(FlowScope::Kind::AllFlows);
        QCOMPARE(plotted(w), qint64(snap->packets - 2));
    }

    void secondTraceLeavesNoStaleSelection()
    {
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("second.pcapng"));
        QVERIFY(QFile::copy(m_sample, copy));
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(load(w, m_sample));
        w.flowTableView()->setSelectedFlowIds({ 1 });
        QCOMPARE(plotted(w), qint64(w.currentSnapshot()->flows[1].packets - 1));
        QVERIFY(load(w, copy));
        // Same flow ids in the new trace: the old row must not stay highlighted while the plots show all.
        QVERIFY(w.flowTableView()->selectedFlowIds().empty());
        QVERIFY(w.flowTableView()->tableView()->selectionModel()->selectedRows().isEmpty());
        QCOMPARE(w.flowTableView()->scope().kind, FlowScope::Kind::AllFlows);
        QCOMPARE(plotted(w), qint64(w.currentSnapshot()->packets - 2));
        QVERIFY(w.histogramView()->titleText().contains(QStringLiteral("second.pcapng")));
        // And clicking that row now selects it.
        QTableView *view = w.flowTableView()->tableView();
        int row = 0;
        while (view->model()->index(row, 0).data(FlowTableModel::FlowIdRole).toUInt() != 1)
            ++row;
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(view->model()->index(row, 0)).center());
        QCOMPARE(w.flowTableView()->selectedFlowIds(), std::vector<uint32_t> { 1 });
        QCOMPARE(plotted(w), qint64(w.currentSnapshot()->flows[1].packets - 1));
    }

    // "All flows" (every flow's own gaps, merged) is kept for the snapshot it was made from: a
    // return to it from a selected flow shows the same figures, and the next trace gets its own.
    void allFlowsHistogramFollowsTheSnapshot()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString other = dir.filePath(QStringLiteral("other.pcapng"));
        std::string error;
        QVERIFY2(generateTrace("sample", other.toStdString(), GeneratorOptions { 600, 1 }, &error), error.c_str());
        // More than 1024 flows: the window's snapshot lists the small ones without their histogram
        // (rebuilt from the packet store on selection; Analyzer::dropRebuildableFlowHistograms).
        const QString many = dir.filePath(QStringLiteral("many.pcapng"));
        QVERIFY2(generateTrace("zoo-100k-flows", many.toStdString(), GeneratorOptions { 30000, 2 }, &error),
                 error.c_str());
        const auto gapsOf = [](const AnalysisSnapshot &s) {
            qint64 gaps = 0;
            for (const FlowSummary &f : s.flows)
                gaps += qint64(f.interarrival.count);
            return gaps;
        };
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        qint64 before = -1;
        for (const QString &path : { m_sample, other, many }) {
            QVERIFY(load(w, path));
            const SnapshotPtr snap = w.currentSnapshot();
            const bool givenBack =
                std::any_of(snap->flows.begin(), snap->flows.end(), [](const FlowSummary &f) { return !f.histogram; });
            QCOMPARE(givenBack, path == many);
            QCOMPARE(w.flowTableView()->scope().kind, FlowScope::Kind::AllFlows);
            const qint64 gaps = gapsOf(*snap);
            QVERIFY(gaps != before); // the two traces differ: a figure kept from the first would show
            before = gaps;
            QCOMPARE(plotted(w), gaps);
            const FlowSummary &busiest =
                *std::max_element(snap->flows.begin(), snap->flows.end(),
                                  [](const FlowSummary &a, const FlowSummary &b) { return a.packets < b.packets; });
            w.flowTableView()->setSelectedFlowIds({ busiest.id });
            QCOMPARE(plotted(w), qint64(busiest.interarrival.count));
            // With the next busiest: a merge of two.
            const FlowSummary *second = nullptr;
            for (const FlowSummary &f : snap->flows)
                if (f.id != busiest.id && (!second || f.packets > second->packets))
                    second = &f;
            if (second) {
                QVERIFY(second->interarrival.count > 0);
                w.flowTableView()->setSelectedFlowIds({ busiest.id, second->id });
                QCOMPARE(plotted(w), qint64(busiest.interarrival.count + second->interarrival.count));
            }
            w.flowTableView()->setSelectedFlowIds({});
            QCOMPARE(w.flowTableView()->scope().kind, FlowScope::Kind::AllFlows);
            QCOMPARE(plotted(w), gaps);
            QVERIFY2(w.histogramView()->titleText().contains(QFileInfo(path).fileName()),
                     qPrintable(w.histogramView()->titleText()));
        }
    }

    void logAxisActionReflectsTheAxis()
    {
        MainWindow w;
        QAction *action = nullptr;
        for (QAction *a : w.findChildren<QAction *>())
            if (a->isCheckable() && a->text().contains(QStringLiteral("Logarithmic Gap Axis")))
                action = a;
        QVERIFY(action);
        QVERIFY(w.histogramView()->logX());
        QVERIFY(action->isChecked());
        w.histogramView()->setLogX(false);
        QVERIFY(!action->isChecked());
        action->trigger();
        QVERIFY(w.histogramView()->logX());
    }

    void exportFollowsTheFilterAndNamesTheTrace_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("PNG") << QStringLiteral("PNG image (*.png)") << QStringLiteral(".png") << QByteArray("\x89PNG");
        QTest::newRow("SVG") << QStringLiteral("SVG drawing (*.svg)") << QStringLiteral(".svg") << QByteArray("<?xml");
        QTest::newRow("PDF") << QStringLiteral("PDF document (*.pdf)") << QStringLiteral(".pdf") << QByteArray("%PDF");
    }

    void exportFollowsTheFilterAndNamesTheTrace()
    {
        QFETCH(QString, filter);
        QFETCH(QString, suffix);
        QFETCH(QByteArray, magic);
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(load(w, m_sample));
        QString error;
        // No extension typed: the chosen filter decides the format and the suffix.
        const QString written = w.plotExporter()->exportTo(*w.histogramView(), w.histogramView(),
                                                           dir.filePath(QStringLiteral("hist_noext")), filter, &error);
        QCOMPARE(written, dir.filePath(QStringLiteral("hist_noext") + suffix));
        QFile f(written);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY2(bytes.startsWith(magic), bytes.left(16).constData());
        if (suffix == QLatin1String(".svg")) {
            // The caption names the trace and the analysis options; the title the flows.
            QVERIFY(bytes.contains("sample.pcapng"));
            QVERIFY(bytes.contains("nominal gap estimated"));
            QVERIFY(bytes.contains("file order"));
            QVERIFY(bytes.contains("all 2 flows"));
        }
        // The window's own plot has no caption row afterwards.
        QVERIFY(!w.histogramView()->titleText().contains(QStringLiteral("nominal gap estimated")));
    }

    void kernelEventsViewShowsTheSessionAndLinksTheTimelines()
    {
        // A session like the helper's with --kernel-events: 40 packets on lo, one poll after each.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kev.pcapng"));
        {
            PcapngWriter pw;
            std::string error;
            QVERIFY(pw.output().open(path.toStdString(), &error));
            pw.writeSectionHeader(SectionOptions {});
            InterfaceOptions io;
            io.name = "lo";
            pw.addInterface(io);
            SessionMetadata m;
            m.set("hz", "250");
            m.set("kernel_events", "recorded");
            m.set("clock_realtime_minus_monotonic_ns", "0");
            std::vector<uint8_t> rec;
            encodeSessionRecord(m, rec);
            pw.writeCustomBlock(kJitterscopePen, rec.data(), rec.size(), true);
            const int64_t t0 = 1'700'000'000'000'000'000;
            KernelEventBatch b;
            b.devices = { "(no_device)" };
            std::vector<uint8_t> frame(60, 0);
            frame[12] = 0x08; // IPv4
            frame[14] = 0x45;
            frame[23] = 17; // UDP
            for (int i = 0; i < 40; ++i) {
                const int64_t ts = t0 + int64_t(i) * 1'000'000;
                pw.writePacket(0, ts, frame.data(), uint32_t(frame.size()), uint32_t(frame.size()), {}, ts + 5000);
                b.polls.push_back({ ts + 3000, uint32_t(i % 2), 0, 1, 64 });
                b.netRx.push_back({ ts - 1000, uint32_t(i % 2), false });
                b.netRx.push_back({ ts + 4000, uint32_t(i % 2), true });
            }
            rec.clear();
            encodeKernelEventsRecord(b, rec);
            pw.writeCustomBlock(kJitterscopePen, rec.data(), rec.size(), true);
            QVERIFY(pw.output().close());
        }
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(load(w, path));
        w.showView(QStringLiteral("kernel"));
        QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget *>(w.kernelEventsView()));
        KernelEventsView *k = w.kernelEventsView();
        k->refreshNow();
        QVERIFY(!k->placeholderShown());
        QCOMPARE(k->pollPoints(), size_t(40));
        QCOMPARE(k->runPoints(), size_t(40));
        QCOMPARE(k->packetPoints(), size_t(40));
        QCOMPARE(k->cpus(), (std::vector<uint32_t> { 0, 1 }));
        QVERIFY(!PlotExporter::exportablesOn(w.tabs()->currentWidget()).empty());
        // Zooming the kernel events shows the same stretch of time in the softnet view and the burst
        // timeline (all in seconds since the first packet), and back.
        k->plot()->axisRect(0)->axis(QCPAxis::atBottom)->setRange(0.010, 0.020);
        QCOMPARE(w.softnetView()->visibleRange(), std::make_pair(0.010, 0.020));
        QCOMPARE(w.timelineView()->visibleRange(), std::make_pair(0.010, 0.020));
        QCOMPARE(std::accumulate(k->histogram().begin(), k->histogram().end(), uint64_t(0)), uint64_t(10));
        QCOMPARE(w.ioGraphView()->visibleRange(), std::make_pair(0.010, 0.020));
        w.softnetView()->plot()->axisRect(0)->axis(QCPAxis::atBottom)->setRange(0.005, 0.007);
        QCOMPARE(k->visibleRange(), std::make_pair(0.005, 0.007));
        // One axis for all four: the timeline and the I/O graph lead too.
        w.timelineView()->plot()->xAxis->setRange(0.001, 0.030);
        for (const auto &r : { k->visibleRange(), w.softnetView()->visibleRange(), w.ioGraphView()->visibleRange() })
            QCOMPARE(r, std::make_pair(0.001, 0.030));
        w.ioGraphView()->plot()->xAxis->setRange(0.002, 0.004);
        for (const auto &r : { k->visibleRange(), w.softnetView()->visibleRange(), w.timelineView()->visibleRange() })
            QCOMPARE(r, std::make_pair(0.002, 0.004));
        w.ioGraphView()->refreshNow();
        QCOMPARE(w.ioGraphView()->data().packetsInRange, uint64_t(3)); // packets at 2, 3 and 4 ms
    }

    void csvHoldsWholeCountsAndEveryPagesPlotsExport()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(load(w, m_sample));
        QString error;
        const QString written =
            w.plotExporter()->exportTo(*w.histogramView(), w.histogramView(), dir.filePath(QStringLiteral("data")),
                                       QStringLiteral("*.csv"), &error);
        QCOMPARE(written, dir.filePath(QStringLiteral("data.csv")));
        QFile f(written);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.front(), QStringLiteral("gap_from_ns,gap_to_ns,gaps"));
        qulonglong sum = 0;
        for (int i = 1; i < lines.size(); ++i) {
            bool ok = false;
            sum += lines[i].section(QLatin1Char(','), 2, 2).toULongLong(&ok);
            QVERIFY2(ok, qPrintable(lines[i]));
        }
        QCOMPARE(sum, qulonglong(w.currentSnapshot()->packets - 2));
        // Every page with plots offers them (the simulator has two, each with its own CSV).
        for (const QString &view :
             { QStringLiteral("simulator"), QStringLiteral("jiffies"), QStringLiteral("softnet"),
               QStringLiteral("compare"), QStringLiteral("timeline"), QStringLiteral("iograph") }) {
            w.showView(view);
            QVERIFY2(!PlotExporter::exportablesOn(w.tabs()->currentWidget()).empty(), qPrintable(view));
        }
        w.showView(QStringLiteral("simulator"));
        QCOMPARE(PlotExporter::exportablesOn(w.tabs()->currentWidget()).size(), size_t(2));
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

    void simulationRunsAndFeedsTheComparison()
    {
        MainWindow w;
        w.show();
        w.showView(QStringLiteral("simulator"));
        LabController *lab = w.labController();
        SimParams p;
        p.hz = 1000;
        p.budgetUsecs = 1000;
        // The article's cliff (the load tst_napi_sim uses): runs shorter than a tick, a budget
        // that cannot bind.
        p.arrivals = ArrivalPattern::Poisson;
        p.ratePps = 1e6;
        p.perPacketCostNs = 500;
        p.rxUsecs = 50;
        p.budget = 1000000000;
        p.durationS = 0.3;
        QSignalSpy done(lab, &LabController::simulationFinished);
        lab->runSimulation(p);
        QVERIFY(done.wait(20000));
        const auto deliveries = lab->simulatorView()->deliveries();
        QVERIFY(deliveries);
        QVERIFY(deliveries->packets > 15000);
        // "Compare as A" puts the run on side A of the before/after page and shows it.
        QSignalSpy shown(lab, &LabController::showCompareRequested);
        Q_EMIT lab->simulatorView()->compareRequested(0);
        QCOMPARE(shown.count(), 1);
        // The same load at 1001 µs (2 jiffies) as side B: the table holds the figures of both runs.
        p.budgetUsecs = 1001;
        lab->runSimulation(p);
        QVERIFY(done.wait(20000));
        Q_EMIT lab->simulatorView()->compareRequested(1);
        const CompareTableModel *table = lab->compareView()->tableModel();
        QVERIFY(table->rowCount() > 5);
        bool sawSqueeze = false;
        for (int r = 0; r < table->rowCount(); ++r) {
            if (table->index(r, 0).data(CompareTableModel::IdRole).toString() != QStringLiteral("squeeze_per_s"))
                continue;
            sawSqueeze = true;
            const double a = table->index(r, CompareTableModel::ValueA).data(CompareTableModel::ValueRole).toDouble();
            const double b = table->index(r, CompareTableModel::ValueB).data(CompareTableModel::ValueRole).toDouble();
            QVERIFY2(a > 0 && b == 0, qPrintable(QStringLiteral("1000 us: %1/s, 1001 us: %2/s").arg(a).arg(b)));
        }
        QVERIFY(sawSqueeze);
    }

    void comparisonLoadPutsTheTraceOnASide()
    {
        MainWindow w;
        w.show();
        LabController *lab = w.labController();
        QSignalSpy changed(lab, &LabController::comparisonChanged);
        lab->openTraceForComparison(m_sample, 1);
        QVERIFY(lab->comparisonLoader()->isLoading());
        const QString reading = w.statusText();
        QVERIFY(changed.wait(20000));
        QVERIFY(!lab->comparisonLoader()->isLoading());
        QVERIFY(w.statusText() != reading); // "… is side B of the comparison."
        QVERIFY(w.statusText().contains(QStringLiteral("sample.pcapng")));
    }

    // The tuning pages get the whole width; the side panel goes before the page comes in, so the
    // page is laid out once at its final width (it was laid out at the narrow width first and again
    // after the panel went: ~40 ms of the Tuning-lab tab's ~60 ms), and comes back at the user's width.
    void tuningPagesGetTheWholeWidthAtOnce()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *split = qobject_cast<QSplitter *>(w.centralWidget());
        QVERIFY(split);
        auto *tabs = w.tabs();
        w.showView(QStringLiteral("histogram"));
        split->setSizes({ 400, 880 });
        QCoreApplication::processEvents();
        const QList<int> before = split->sizes();
        for (const char *page : { "jiffies", "simulator", "compare" }) {
            w.showView(QStringLiteral("histogram"));
            QCoreApplication::processEvents();
            const int narrow = tabs->currentWidget()->width();
            w.showView(QString::fromLatin1(page)); // no event processed in between: the width is final
            QVERIFY(!w.flowTableView()->isVisible());
            QVERIFY2(tabs->currentWidget()->width() > narrow + 300,
                     qPrintable(QStringLiteral("%1: %2 px, beside the panel %3 px")
                                    .arg(QLatin1String(page))
                                    .arg(tabs->currentWidget()->width())
                                    .arg(narrow)));
        }
        w.showView(QStringLiteral("timeline"));
        QVERIFY(w.flowTableView()->isVisible());
        QCOMPARE(split->sizes(), before);
        QVERIFY(tabs->currentWidget()->width() < 1000);
    }

    void presentationModeReachesTheViewsAndItsKeys()
    {
        MainWindow w;
        w.show();
        w.showView(QStringLiteral("histogram"));
        w.setPresentationMode(true);
        QVERIFY(w.presentationMode());
        QVERIFY(w.labController()->simulatorView()->presentationMode());
        QVERIFY(w.labController()->compareView()->presentationMode());
        QVERIFY(!w.flowTableView()->isVisible()); // one view fills the window
        QTest::keyClick(&w, Qt::Key_Right);
        QVERIFY(w.timelineView()->isVisible()); // the next page
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!w.presentationMode());
        QVERIFY(!w.labController()->simulatorView()->presentationMode());
        QVERIFY(w.flowTableView()->isVisible());
    }

    // Keys step the views whatever has focus, the comparison's own pages are stepped on the way,
    // and leaving the mode puts every splitter back (the side panel once came back at 135 px).
    void presentationKeysWinOverFocusAndLayoutIsRestored()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showView(QStringLiteral("histogram"));
        auto *split = qobject_cast<QSplitter *>(w.centralWidget());
        QVERIFY(split);
        auto *tabs = w.findChild<QTabWidget *>();
        QVERIFY(tabs);
        for (int i = 0; i < tabs->count(); ++i) { // each page laid out once: its minimum is known
            tabs->setCurrentIndex(i);
            QTest::qWait(10);
        }
        w.showView(QStringLiteral("histogram"));
        split->setSizes({ 400, 880 });
        const QList<int> before = split->sizes();
        const int minimumWidth = w.minimumSizeHint().width();
        QVERIFY2(minimumWidth <= 1024, qPrintable(QString::number(minimumWidth)));
        w.setPresentationMode(true);
        // A focused spin box of the simulator keeps its text keys but not the arrows.
        w.showView(QStringLiteral("simulator"));
        auto *spin = w.labController()->simulatorView()->findChild<QAbstractSpinBox *>();
        QVERIFY(spin);
        spin->setFocus();
        const int simulatorIndex = tabs->currentIndex();
        QTest::keyClick(spin, Qt::Key_Right);
        QVERIFY(w.labController()->compareView()->isVisible()); // the next tab
        QCOMPARE(tabs->currentIndex(), simulatorIndex + 1);
        // The comparison steps through its three pages before the tab moves on.
        CompareView *compare = w.labController()->compareView();
        QCOMPARE(compare->currentPage(), int(CompareView::HistogramPage));
        QTest::keyClick(compare, Qt::Key_PageDown);
        QCOMPARE(compare->currentPage(), int(CompareView::TimelinePage));
        QTest::keyClick(compare, Qt::Key_PageUp);
        QTest::keyClick(compare, Qt::Key_PageUp); // first page: back to the simulator
        QCOMPARE(tabs->currentIndex(), simulatorIndex);
        // Space in a text field is typed, not a step.
        spin->setFocus();
        QTest::keyClick(spin, Qt::Key_Space);
        QCOMPARE(tabs->currentIndex(), simulatorIndex);
        QTest::keyClick(spin, Qt::Key_Escape);
        QVERIFY(!w.presentationMode());
        QTest::qWait(50); // the font and palette change events
        w.showView(QStringLiteral("histogram"));
        QTRY_COMPARE(split->sizes(), before); // after the layout pass
        // No presentation-sized page left (that was +400 px); a scroll bar may come or go.
        QTRY_VERIFY2(w.minimumSizeHint().width() <= minimumWidth + 16,
                     qPrintable(QString::number(w.minimumSizeHint().width())));
    }

    // The review window fits a 1024×600 screen in every language, with a trace loaded and each page
    // shown once (the German window once grew past the screen).
    void fitsA1024By600ScreenInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("ja") << QStringLiteral("ja");
    }

    void fitsA1024By600ScreenInEveryLanguage()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (language != QStringLiteral("en")) {
            QVERIFY(translator.load(QStringLiteral("jitterscope_") + language, QStringLiteral(JS_QM_DIR)));
            QCoreApplication::installTranslator(&translator);
        }
        {
            MainWindow w;
            w.resize(1024, 600);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(load(w, m_sample));
            auto *tabs = w.findChild<QTabWidget *>();
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                QTest::qWait(20);
                const QSize minimum = w.minimumSizeHint();
                QString culprits;
                for (int k = 0; k < tabs->count(); ++k)
                    culprits += QStringLiteral(" page%1=%2x%3")
                                    .arg(k)
                                    .arg(tabs->widget(k)->minimumSizeHint().width())
                                    .arg(tabs->widget(k)->minimumSizeHint().height());
                QVERIFY2(
                    minimum.width() <= 1024,
                    qPrintable(QStringLiteral("page %1: %2 px wide;%3").arg(i).arg(minimum.width()).arg(culprits)));
                culprits += QStringLiteral(" status bar=%1").arg(w.statusBar()->minimumSizeHint().height());
                QVERIFY2(
                    minimum.height() <= 600,
                    qPrintable(QStringLiteral("page %1: %2 px tall %3").arg(i).arg(minimum.height()).arg(culprits)));
            }
        }
        QCoreApplication::removeTranslator(&translator);
    }

    void missingFileFailsWithoutBlocking()
    {
        MainWindow w;
        w.show();
        QVERIFY(load(w, QStringLiteral("/nonexistent/trace.pcapng")));
        QVERIFY(!w.currentSnapshot());
        QVERIFY(w.statusText().contains(QStringLiteral("trace.pcapng")));
    }

    // The flow table's "Decode as ▸ none" on the probe flow re-analyses the trace with that choice
    // added to the options; a second choice for the same flow replaces the first.
    void decodeAsReanalysesWithTheFlowsChoice()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("sample.pcapng"));
        std::string error;
        QVERIFY2(generateTrace("sample", path.toStdString(), GeneratorOptions { 600, 1 }, &error), error.c_str());
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(load(w, path));
        const SnapshotPtr before = w.currentSnapshot();
        const auto probe = std::find_if(before->flows.begin(), before->flows.end(),
                                        [](const FlowSummary &f) { return f.decoder == PayloadKind::Probe; });
        QVERIFY(probe != before->flows.end());
        const uint32_t probeId = probe->id;
        QVERIFY(before->options.decoderChoices.empty());

        QTableView *table = w.flowTableView()->tableView();
        const auto rowOf = [table](uint32_t id) {
            for (int r = 0; r < table->model()->rowCount(); ++r)
                if (table->model()->index(r, 0).data(FlowTableModel::FlowIdRole).toUInt() == id)
                    return r;
            return -1;
        };
        const auto decodeAs = [&](const QString &label) {
            const int row = rowOf(probeId);
            QVERIFY(row >= 0);
            const QRect cell = table->visualRect(table->model()->index(row, FlowTableModel::Decoder));
            std::unique_ptr<QMenu> menu(w.flowTableView()->createContextMenu(cell.center()));
            QVERIFY(menu);
            auto *decode = menu->findChild<QMenu *>(QStringLiteral("decodeAsMenu"));
            QVERIFY(decode);
            QAction *action = nullptr;
            for (QAction *a : decode->actions())
                if (a->text() == label)
                    action = a;
            QVERIFY(action);
            QSignalSpy done(&w, &MainWindow::loadFinished);
            action->trigger();
            QVERIFY(done.wait(20000));
        };

        decodeAs(QStringLiteral("iperf3"));
        decodeAs(QStringLiteral("none"));
        const SnapshotPtr after = w.currentSnapshot();
        QVERIFY(after != before);
        const DecoderChoice none { "id " + std::to_string(probeId), PayloadKind::None, false };
        QCOMPARE(after->options.decoderChoices, std::vector<DecoderChoice> { none });
        QCOMPARE(after->packets, before->packets);
        const FlowSummary &f = after->flows[probeId];
        QCOMPARE(f.decoder, PayloadKind::None);
        QVERIFY(f.decoderForced);
        QCOMPARE(table->model()->index(rowOf(probeId), FlowTableModel::Decoder).data().toString(),
                 QStringLiteral("none · forced"));
        // The other flows keep their detected decoders.
        for (const FlowSummary &g : after->flows)
            if (g.id != probeId)
                QCOMPARE(g.decoder, before->flows[g.id].decoder);

        decodeAs(QStringLiteral("Auto-detect"));
        QVERIFY(w.currentSnapshot()->options.decoderChoices.empty());
        QCOMPARE(w.currentSnapshot()->flows[probeId].decoder, PayloadKind::Probe);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
