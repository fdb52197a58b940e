#include "app/report/report_document.h"

#include "core/analysis/selection_stats.h"
#include "core/analysis/snapshot.h"
#include "core/base/duration.h"
#include "core/base/saturating.h"
#include "core/report/report.h"

#include "widgets/burst_timeline_view.h"
#include "widgets/common/plot_export.h"
#include "widgets/delta_histogram_view.h"
#include "widgets/io_graph_view.h"
#include "widgets/kernel_events_view.h"
#include "widgets/softnet_view.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

#include <algorithm>
#include <vector>

namespace jitterscope {

namespace {

constexpr int kPlotWidth = 1000, kPlotHeight = 560; // logical pixels of an HTML plot
constexpr size_t kMaxFlowRows = 200; // a 100 000-flow trace lists its largest flows

QString esc(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

QString dur(int64_t ns)
{
    return QString::fromStdString(formatDurationNs(double(ns)));
}

QString utc(int64_t ns)
{
    int64_t secs = ns / 1000000000, frac = ns % 1000000000;
    if (frac < 0) {
        --secs;
        frac += 1000000000;
    }
    const QDateTime t = QDateTime::fromSecsSinceEpoch(secs, Qt::UTC);
    return t.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.")) +
           QStringLiteral("%1 UTC").arg(frac, 9, 10, QLatin1Char('0'));
}

/// One view that draws a plot, with the caption that names what it shows.
struct ReportPlot {
    std::unique_ptr<QWidget> view;
    QCustomPlot *plot = nullptr;
    QString heading;
};

std::vector<ReportPlot> makePlots(const ReportSource &src)
{
    const AnalysisSnapshot &s = *src.snapshot;
    const QString trace = QFileInfo(src.traceName).fileName();
    std::vector<ReportPlot> plots;
    const auto add = [&](std::unique_ptr<QWidget> view, QCustomPlot *plot, const QString &heading) {
        view->resize(kPlotWidth, kPlotHeight + 40);
        view->show(); // offscreen: the views lay out and refresh only when shown
        plots.push_back({ std::move(view), plot, heading });
    };
    {
        auto v = std::make_unique<DeltaHistogramView>();
        v->setLogX(true);
        v->setSubject(QStringLiteral("%1 · all %2 flows, each flow's own gaps").arg(trace).arg(s.flowCount()));
        if (const auto st = allFlowsStats(s))
            v->setHistogram(st->histogram, st->interarrival, st->jitter);
        QCustomPlot *p = v->plot();
        add(std::move(v), p, QStringLiteral("Inter-arrival histogram"));
    }
    {
        auto v = std::make_unique<BurstTimelineView>();
        v->setLogY(true);
        v->setSubject(QStringLiteral("%1 · all packets, gap to the previous packet of any flow").arg(trace));
        v->setSnapshot(src.snapshot);
        QCustomPlot *p = v->plot();
        add(std::move(v), p, QStringLiteral("NAPI burst timeline"));
    }
    {
        auto v = std::make_unique<IoGraphView>();
        v->setSubject(QStringLiteral("%1 · all packets").arg(trace));
        v->setSnapshot(src.snapshot);
        QCustomPlot *p = v->plot();
        add(std::move(v), p, QStringLiteral("I/O graph"));
    }
    if (s.session && s.session->softnetRates && !s.session->softnetRates->empty()) {
        auto v = std::make_unique<SoftnetView>();
        v->setOrigin(s.firstTsNs);
        v->setSnapshot(src.snapshot);
        QCustomPlot *p = v->plot();
        add(std::move(v), p, QStringLiteral("Softnet (per CPU)"));
    }
    if (s.kernelEvents) {
        auto v = std::make_unique<KernelEventsView>();
        v->setOrigin(s.firstTsNs);
        v->setSnapshot(src.snapshot);
        QCustomPlot *p = v->plot();
        add(std::move(v), p, QStringLiteral("Kernel events"));
    }
    QCoreApplication::processEvents(); // layouts, coalesced refreshes
    for (ReportPlot &rp : plots) {
        if (auto *t = dynamic_cast<BurstTimelineView *>(rp.view.get()))
            t->refreshNow();
        else if (auto *io = dynamic_cast<IoGraphView *>(rp.view.get()))
            io->refreshNow();
        else if (auto *sn = dynamic_cast<SoftnetView *>(rp.view.get()))
            sn->refreshNow();
        else if (auto *k = dynamic_cast<KernelEventsView *>(rp.view.get()))
            k->refreshNow();
    }
    QCoreApplication::processEvents();
    return plots;
}

QString row(std::initializer_list<QString> cells, bool header = false)
{
    QString r = QStringLiteral("<tr>");
    for (const QString &c : cells)
        r += header ? QStringLiteral("<th>%1</th>").arg(c) : QStringLiteral("<td>%1</td>").arg(c);
    return r + QStringLiteral("</tr>\n");
}

QString count(uint64_t n)
{
    return QString::number(n);
}

/// Title, key figures and the flow table (HTML fragments QTextDocument renders too).
QString textSections(const ReportSource &src)
{
    const AnalysisSnapshot &s = *src.snapshot;
    QString h;
    h += QStringLiteral("<h1>Jitterscope report — %1</h1>\n").arg(QFileInfo(src.traceName).fileName().toHtmlEscaped());
    h += QStringLiteral("<p class=\"meta\">File %1<br>Analysis: %2<br>Jitterscope %3, %4</p>\n")
             .arg(src.traceName.toHtmlEscaped(), src.optionsText.toHtmlEscaped(), QStringLiteral(JITTERSCOPE_VERSION),
                  QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")));
    if (s.error)
        h += QStringLiteral("<p class=\"error\">Damaged trace: %1 at byte offset %2 (%3 packets read before it; "
                            "the figures cover those).</p>\n")
                 .arg(esc(s.error->message), count(s.error->offset), count(s.error->packetsBefore));

    h += QStringLiteral("<h2>Key figures</h2>\n<table id=\"key\">\n");
    const auto kv = [&h](const QString &k, const QString &v, const char *id) {
        h += QStringLiteral("<tr id=\"key-%1\"><th>%2</th><td>%3</td></tr>\n").arg(QLatin1String(id), k, v);
    };
    kv(QStringLiteral("Format"), QString::fromLatin1(formatName(s.format)), "format");
    kv(QStringLiteral("Packets"), count(s.packets), "packets");
    kv(QStringLiteral("Bytes on the wire"), count(s.bytes), "bytes");
    kv(QStringLiteral("Flows"), count(s.flowCount()), "flows");
    if (s.packets) {
        kv(QStringLiteral("First packet"), utc(s.minTsNs), "first");
        kv(QStringLiteral("Last packet"), utc(s.maxTsNs), "last");
        kv(QStringLiteral("Duration"), dur(satSub(s.maxTsNs, s.minTsNs)), "duration");
    }
    const DeltaStats &d = s.interarrival;
    if (d.count) {
        kv(QStringLiteral("Gaps (file order, all flows) p50 / p99 / p99.9 / max"),
           QStringLiteral("%1 / %2 / %3 / %4").arg(dur(d.p50Ns), dur(d.p99Ns), dur(d.p999Ns), dur(d.maxNs)), "gaps");
        kv(QStringLiteral("Gaps below 0 (not in time order)"), count(d.negative), "negative");
    }
    kv(QStringLiteral("Bursts (≥ 2 packets) / mean size / max size"),
       QStringLiteral("%1 / %2 / %3")
           .arg(count(s.bursts.bursts), QString::number(s.bursts.meanSize, 'f', 2), count(s.bursts.maxSize)),
       "bursts");
    if (s.session) {
        const SessionMetadata &m = s.session->metadata;
        for (const char *key : { "hostname", "kernel", "hz", "netdev_budget", "netdev_budget_usecs", "dev_weight",
                                 "tstamp_type", "tstamp_precision" })
            if (!m.value(key).empty())
                kv(QString::fromLatin1(key), esc(m.value(key)), key);
        if (s.session->counters) {
            const CaptureCounters &c = *s.session->counters;
            kv(QStringLiteral("Capture: received / kernel drops / interface drops / helper queue drops / written"),
               QStringLiteral("%1 / %2 / %3 / %4 / %5")
                   .arg(count(c.pcapRecv), count(c.pcapDrop), count(c.pcapIfDrop), count(c.queueDrops),
                        count(c.written)),
               "capture");
        }
    }
    h += QStringLiteral("</table>\n");

    // Flows, the largest first.
    std::vector<const FlowSummary *> flows;
    for (const FlowSummary &f : s.flows)
        flows.push_back(&f);
    std::stable_sort(flows.begin(), flows.end(),
                     [](const FlowSummary *a, const FlowSummary *b) { return a->packets > b->packets; });
    h += QStringLiteral("<h2>Flows</h2>\n<table id=\"flows\" width=\"100%\">\n");
    h += row({ QStringLiteral("Id"), QStringLiteral("Flow"), QStringLiteral("Packets / bytes"),
               QStringLiteral("Decoder"), QStringLiteral("Lost / dup. / reord. / TS inv."),
               QStringLiteral("Gap p50 / p99 / max"), QStringLiteral("p99 |gap − nominal|") },
             true);
    for (size_t i = 0; i < flows.size() && i < kMaxFlowRows; ++i) {
        const FlowSummary &f = *flows[i];
        const QString seq = f.sequence ? QStringLiteral("%1 / %2 / %3 / %4")
                                             .arg(QString::number(f.sequence->lost), count(f.sequence->duplicates),
                                                  count(f.sequence->reordered), count(f.sequence->tsInversions))
                                       : QString();
        const DeltaStats &g = f.interarrival;
        const QString gaps =
            g.count ? QStringLiteral("%1 / %2 / %3").arg(dur(g.p50Ns), dur(g.p99Ns), dur(g.maxNs)) : QString();
        h += QStringLiteral("<tr class=\"flow\" id=\"flow%1\">").arg(f.id);
        for (const QString &c :
             { count(f.id), esc(f.label()), QStringLiteral("%1 / %2").arg(count(f.packets), count(f.bytes)),
               QString::fromLatin1(decoderName(f.decoder)), seq, gaps,
               g.count ? dur(f.jitter.p99AbsDevNs) : QString() })
            h += QStringLiteral("<td>%1</td>").arg(c);
        h += QStringLiteral("</tr>\n");
    }
    h += QStringLiteral("</table>\n");
    if (s.flowCount() > kMaxFlowRows)
        h += QStringLiteral("<p>%1 smaller flows are not listed (jitterscope-cli analyze --format csv lists every "
                            "flow).</p>\n")
                 .arg(s.flowCount() - std::min<uint64_t>(flows.size(), kMaxFlowRows));
    return h;
}

QString fullText(const AnalysisSnapshot &s)
{
    return QStringLiteral("<h2>All figures (as jitterscope-cli analyze prints them)</h2>\n<pre>%1</pre>\n")
        .arg(esc(reportText(s)));
}

const char kStyle[] = "body{font-family:sans-serif;font-size:10pt;color:#111;max-width:1040px;margin:1em auto}"
                      "h1{font-size:16pt}h2{font-size:13pt;margin-top:1.2em}"
                      "table{border-collapse:collapse;font-size:9pt}"
                      "th,td{border:1px solid #bbb;padding:2px 6px;text-align:left}"
                      "#flows{font-size:8pt}"
                      ".meta{color:#444}.error{color:#a00;font-weight:bold}"
                      "pre{font-size:8pt;white-space:pre-wrap}figure{margin:1em 0}";

} // namespace

QString analysisOptionsText(const AnalysisSnapshot &s)
{
    const AnalysisOptions &o = s.options;
    QString t = QStringLiteral("nominal gap %1, burst threshold %2, %3 order, decoders %4")
                    .arg(o.nominalGapNs > 0 ? dur(o.nominalGapNs) : QStringLiteral("estimated"),
                         o.burstGapNs > 0 ? dur(o.burstGapNs) : QStringLiteral("derived"),
                         o.order == DeltaOrder::Time ? QStringLiteral("time") : QStringLiteral("file"),
                         o.forceDecoderSet ? QString::fromLatin1(decoderName(o.forceDecoder)) : QStringLiteral("auto"));
    if (!o.decoderChoices.empty())
        t += QStringLiteral(", %1 per-flow decoder choices").arg(o.decoderChoices.size());
    if (!o.flowFilter.empty())
        t += QStringLiteral(", flows “%1”").arg(QString::fromStdString(o.flowFilter));
    return t;
}

QByteArray reportHtml(const ReportSource &src)
{
    QString h =
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>%1</title>\n"
                       "<style>%2</style></head><body>\n")
            .arg(QStringLiteral("Jitterscope report — %1").arg(QFileInfo(src.traceName).fileName()).toHtmlEscaped(),
                 QLatin1String(kStyle));
    h += textSections(src);
    h += QStringLiteral("<h2>Plots</h2>\n");
    const QString caption = QFileInfo(src.traceName).fileName() + QStringLiteral(" · ") + src.optionsText;
    for (ReportPlot &p : makePlots(src)) {
        const QByteArray svg = renderPlot(p.plot, ExportFormat::Svg, QSize(kPlotWidth, kPlotHeight), 1.0, caption);
        QString body = QString::fromUtf8(svg);
        const int at = body.indexOf(QLatin1String("<svg")); // drop the XML declaration: inline SVG
        if (at > 0)
            body = body.mid(at);
        h += QStringLiteral("<figure class=\"plot\"><figcaption><b>%1</b></figcaption>\n%2\n</figure>\n")
                 .arg(p.heading.toHtmlEscaped(), body);
    }
    h += fullText(*src.snapshot);
    h += QStringLiteral("</body></html>\n");
    return h.toUtf8();
}

bool writeReportPdf(const ReportSource &src, const QString &path, QString *error)
{
    QPdfWriter writer(path);
    writer.setCreator(QStringLiteral("Jitterscope %1").arg(QStringLiteral(JITTERSCOPE_VERSION)));
    writer.setTitle(QStringLiteral("Jitterscope report — %1").arg(QFileInfo(src.traceName).fileName()));
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                                     QPageLayout::Millimeter));
    writer.setResolution(96); // one logical pixel as on screen: fonts and plots at their usual sizes
    PlotPainter pp(&writer);
    if (!pp.isActive()) {
        *error = QStringLiteral("cannot write %1").arg(path);
        return false;
    }
    QPainter *painter = pp.painter();
    const QRectF page(QPointF(0, 0), writer.pageLayout().paintRectPixels(96).size());

    // Text and tables, paginated: QTextDocument moves a line or a table row that does not fit to
    // the next page.
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&writer);
    doc.setDefaultStyleSheet(QLatin1String(kStyle));
    doc.setHtml(QStringLiteral("<html><body>") + textSections(src) + fullText(*src.snapshot) +
                QStringLiteral("</body></html>"));
    doc.setPageSize(page.size());
    const int pages = doc.pageCount();
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        painter->save();
        painter->translate(0, -page.height() * i);
        doc.drawContents(painter, QRectF(0, page.height() * i, page.width(), page.height()));
        painter->restore();
    }

    // Plots, vector, two to a page.
    const QString caption = QFileInfo(src.traceName).fileName() + QStringLiteral(" · ") + src.optionsText;
    const QSize plotSize(int(page.width()), int(page.height() / 2 - 12));
    int slot = 0;
    for (ReportPlot &p : makePlots(src)) {
        if (slot % 2 == 0)
            writer.newPage();
        const double y = (slot % 2) * (page.height() / 2);
        painter->setPen(Qt::black);
        pp.drawPlot(p.plot, QPointF(0, y), plotSize, caption);
        ++slot;
    }
    pp.end();
    return true;
}

} // namespace jitterscope
