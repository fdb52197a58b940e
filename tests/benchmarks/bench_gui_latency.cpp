// GUI latency with a big trace (issue 11 §3), run on demand:
//   QT_QPA_PLATFORM=offscreen bench_gui_latency TRACE [REPEATS=5]
// Opens TRACE in the real main window (1280×800) and measures, on the GUI thread, the time a user
// waits for each of these until the window has settled (every pending single-shot refresh timer of
// the window has fired and the posted repaints are done):
//   first plot   — openTrace() until the first snapshot with packets is drawn (goal ≤ 0.5 s);
//   load         — openTrace() until loadFinished;
//   tab switch   — each tab of the window brought to the front (goal ≤ 100 ms);
//   flow select  — the busiest flows selected one by one in the flow table, the timeline, the
//                  histogram and the I/O graph in front, and back to all flows (goal ≤ 100 ms);
//   zoom         — the timeline and the I/O graph from the whole trace to 1 ms in its middle and back;
//   replot       — QCustomPlot::replot(rpImmediateRefresh) of the timeline, histogram and I/O graph
//                  (goal ≤ 16 ms).
// Each figure is the median (and max) of REPEATS rounds. The settle check polls every 1 ms, so
// figures have ~1 ms resolution; the views' 30 ms refresh coalescing is part of what is measured.
#include "app/gui/main_window.h"
#include "core/analysis/snapshot.h"
#include "widgets/burst_timeline_view.h"
#include "widgets/delta_histogram_view.h"
#include "widgets/flow_table_view.h"
#include "widgets/io_graph_view.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace {

using jitterscope::MainWindow;

/// True while a single-shot timer of the window (a view's coalesced refresh) is pending.
bool refreshPending(const MainWindow &w)
{
    const auto timers = w.findChildren<QTimer *>();
    return std::any_of(timers.begin(), timers.end(),
                       [](const QTimer *t) { return t->isSingleShot() && t->isActive(); });
}

/// Runs the event loop until `done()` holds and no refresh is pending, then flushes the posted
/// repaints. Returns the elapsed ms since `clock` started, or -1 after `limitMs`.
double settle(const MainWindow &w, const QElapsedTimer &clock, const std::function<bool()> &done, int limitMs = 120000)
{
    QEventLoop loop;
    QTimer poll;
    poll.setTimerType(Qt::PreciseTimer);
    poll.setInterval(1);
    bool ok = false;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done() && !refreshPending(w)) {
            ok = true;
            loop.quit();
        } else if (clock.elapsed() > limitMs) {
            loop.quit();
        }
    });
    poll.start();
    loop.exec();
    poll.stop();
    QCoreApplication::processEvents(); // the repaints the last refresh posted
    QCoreApplication::processEvents();
    return ok ? double(clock.nsecsElapsed()) / 1e6 : -1;
}

struct Figure {
    std::string name;
    std::vector<double> ms;
};

void print(const Figure &f, double goalMs)
{
    std::vector<double> v = f.ms;
    std::sort(v.begin(), v.end());
    if (v.empty())
        return;
    const double median = v[v.size() / 2];
    std::printf("%-44s median %9.1f ms  max %9.1f ms  (n=%zu)", f.name.c_str(), median, v.back(), v.size());
    if (goalMs > 0)
        std::printf("  goal <= %.0f ms: %s", goalMs, median <= goalMs ? "met" : "NOT met");
    std::printf("\n");
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_gui_latency TRACE [REPEATS=5]\n");
        return 2;
    }
    const QString trace = QString::fromLocal8Bit(argv[1]);
    const int repeats = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;

    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QCoreApplication::processEvents();

    QElapsedTimer clock;
    bool finished = false;
    QObject::connect(&w, &MainWindow::loadFinished, [&] { finished = true; });
    clock.start();
    w.openTrace(trace);
    const double firstPlot = settle(w, clock, [&] {
        const auto s = w.currentSnapshot();
        return finished || (s && s->packets > 0);
    });
    const double loaded = settle(
        w, clock, [&] { return finished; }, 600000);
    const auto snap = w.currentSnapshot();
    if (!snap || loaded < 0) {
        std::printf("FAILED: the trace did not load (%s)\n", qPrintable(w.statusText()));
        return 1;
    }
    std::printf("trace: %s, %llu packets, %zu flows\n", argv[1], static_cast<unsigned long long>(snap->packets),
                snap->flows.size());
    std::printf("%-44s %9.1f ms  goal <= 500 ms: %s\n", "first plot after opening", firstPlot,
                firstPlot >= 0 && firstPlot <= 500 ? "met" : "NOT met");
    std::printf("%-44s %9.1f ms\n", "load finished and drawn", loaded);

    const auto always = [] { return true; };
    QTabWidget *tabs = w.tabs();
    Figure tab { "tab switch (each tab)", {} };
    Figure tabWorst { "tab switch (slowest tab per round)", {} };
    std::vector<Figure> perTab;
    for (int i = 0; i < tabs->count(); ++i)
        perTab.push_back({ "  tab " + tabs->tabText(i).remove(QLatin1Char('&')).toStdString(), {} });
    for (int r = 0; r < repeats; ++r) {
        double worst = 0;
        for (int i = 0; i < tabs->count(); ++i) {
            clock.restart();
            tabs->setCurrentIndex(i);
            const double ms = settle(w, clock, always);
            tab.ms.push_back(ms);
            perTab[size_t(i)].ms.push_back(ms);
            worst = std::max(worst, ms);
        }
        tabWorst.ms.push_back(worst);
    }

    // The busiest flows (at most 5), selected one at a time with the timeline and then the histogram in front.
    std::vector<std::pair<uint64_t, uint32_t>> busiest;
    for (const auto &f : snap->flows)
        busiest.emplace_back(f.packets, f.id);
    std::sort(busiest.rbegin(), busiest.rend());
    busiest.resize(std::min<size_t>(busiest.size(), 5));
    std::vector<Figure> select;
    for (const char *view : { "timeline", "histogram", "iograph" }) {
        w.showView(QString::fromLatin1(view));
        settle(w, clock, always);
        Figure one { std::string("flow select, ") + view + " in front", {} };
        Figure all { std::string("back to all flows, ") + view + " in front", {} };
        for (int r = 0; r < repeats; ++r) {
            for (const auto &[packets, id] : busiest) {
                clock.restart();
                w.flowTableView()->setSelectedFlowIds({ id });
                one.ms.push_back(settle(w, clock, always));
            }
            clock.restart();
            w.flowTableView()->setSelectedFlowIds({});
            all.ms.push_back(settle(w, clock, always));
        }
        select.push_back(one);
        select.push_back(all);
    }

    // Zoom: the whole trace to 1 ms in its middle and back (the view in front, all packets).
    auto *timeline = w.timelineView();
    std::vector<Figure> zoom;
    const auto zoomRounds = [&](const char *view, auto *plotView) {
        w.showView(QString::fromLatin1(view));
        settle(w, clock, always);
        const auto [t0, t1] = plotView->visibleRange();
        Figure in { std::string(view) + " zoom: whole trace -> 1 ms", {} };
        Figure out { std::string(view) + " zoom: 1 ms -> whole trace", {} };
        for (int r = 0; r < repeats; ++r) {
            const double mid = (t0 + t1) / 2;
            clock.restart();
            plotView->setVisibleRange(mid, mid + 1e-3);
            in.ms.push_back(settle(w, clock, always));
            clock.restart();
            plotView->resetZoom();
            out.ms.push_back(settle(w, clock, always));
        }
        zoom.push_back(in);
        zoom.push_back(out);
    };
    zoomRounds("timeline", timeline);
    zoomRounds("iograph", w.ioGraphView());

    // Replot of the plots with the whole trace in view.
    std::vector<Figure> replot;
    const std::pair<const char *, QCustomPlot *> plots[] = { { "timeline", timeline->plot() },
                                                             { "histogram", w.histogramView()->plot() },
                                                             { "iograph", w.ioGraphView()->plot() } };
    for (const auto &[view, plot] : plots) {
        w.showView(QString::fromLatin1(view));
        settle(w, clock, always);
        Figure f { std::string("replot, ") + view, {} };
        for (int r = 0; r < std::max(repeats, 10); ++r) {
            clock.restart();
            plot->replot(QCustomPlot::rpImmediateRefresh);
            f.ms.push_back(double(clock.nsecsElapsed()) / 1e6);
        }
        replot.push_back(f);
    }

    print(tab, 100);
    print(tabWorst, 100);
    for (const auto &f : perTab)
        print(f, 0);
    for (const auto &f : select)
        print(f, 100);
    for (const auto &f : zoom)
        print(f, 100);
    for (const auto &f : replot)
        print(f, 16);
    return 0;
}
