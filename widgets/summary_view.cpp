#include "widgets/summary_view.h"

#include "core/base/saturating.h"

#include "widgets/common/units.h"

#include <QDateTime>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace jitterscope {

namespace {

/// Interfaces the summary lists one by one (more: those with packets, up to this many).
constexpr size_t kListedInterfaces = 32;

QString esc(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

QString row(const QString &name, const QString &value)
{
    return QStringLiteral("<tr><td style='padding-right:16px;color:#444'>%1</td><td>%2</td></tr>").arg(name, value);
}

QString section(const QString &title)
{
    return QStringLiteral("<tr><td colspan='2' style='padding-top:10px'><b>%1</b></td></tr>").arg(title);
}

QString ns(int64_t v)
{
    return units::formatNs(double(v)).toHtmlEscaped();
}

QString utc(int64_t tsNs)
{
    const QDateTime t = QDateTime::fromMSecsSinceEpoch(tsNs / 1000000, Qt::UTC);
    return t.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")) +
           QStringLiteral("%1 UTC").arg(int(((tsNs % 1000000) + 1000000) % 1000000), 6, 10, QLatin1Char('0'));
}

/// Names of the link types seen in practice; others print as their number.
QString linkTypeName(uint32_t t)
{
    switch (t) {
    case 0: return QStringLiteral("NULL");
    case 1: return QStringLiteral("EN10MB (Ethernet)");
    case 101: return QStringLiteral("RAW");
    case 113: return QStringLiteral("LINUX_SLL");
    case 127: return QStringLiteral("IEEE802_11_RADIOTAP");
    case 228: return QStringLiteral("IPV4");
    case 229: return QStringLiteral("IPV6");
    case 276: return QStringLiteral("LINUX_SLL2");
    default: return QString();
    }
}

} // namespace

SummaryView::SummaryView(QWidget *parent)
    : QWidget(parent)
{
    m_banner = new QLabel(this);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fde2e1; color: #8a1010; border: 1px solid #d9534f;"
                                           " padding: 6px; font-weight: bold; }"));
    m_banner->hide();
    m_browser = new QTextBrowser(this);
    m_browser->setOpenLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addWidget(m_browser, 1);
    render();
}

void SummaryView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

void SummaryView::setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot)
{
    m_snapshot = std::move(snapshot);
    render();
}

QString SummaryView::errorText() const
{
    return m_banner->isVisible() || !m_banner->text().isEmpty() ? m_banner->text() : QString();
}

void SummaryView::render()
{
    const AnalysisSnapshot *s = m_snapshot.get();
    if (s && s->error) {
        m_banner->setText(
            tr("Reading stopped at byte offset %1: %2. The figures below cover the %Ln packets "
               "read before that point.",
               nullptr, units::pluralCount(s->error->packetsBefore))
                .arg(QLocale().toString(qulonglong(s->error->offset)), QString::fromStdString(s->error->message)));
        m_banner->show();
    } else {
        m_banner->clear();
        m_banner->hide();
    }
    QString html;
    if (!s || (s->packets == 0 && !s->error && s->path.empty()))
        html = QStringLiteral("<p style='color:#555;font-size:large'>%1</p>")
                   .arg(tr("No trace yet. Open a pcap or pcapng file, or start a capture, to see its summary here."));
    else
        html = buildHtml(*s);
    if (html == m_html)
        return; // streaming snapshots often change nothing shown here
    m_html = html;
    QScrollBar *bar = m_browser->verticalScrollBar();
    const int scroll = bar->value();
    m_browser->setHtml(m_html);
    bar->setValue(scroll);
}

QString SummaryView::nominalText(const AnalysisSnapshot &s)
{
    const JitterStats &j = s.jitter;
    if (j.source == NominalSource::PerFlow)
        return tr("each flow against its own nominal gap (%n flows merged)", nullptr,
                  units::pluralCount(j.flowsMerged));
    QString from;
    switch (j.source) {
    case NominalSource::Given: return tr("%1 (given)").arg(ns(j.nominalGapNs));
    case NominalSource::Sender: from = tr("from the sender's clock"); break;
    case NominalSource::Rate: from = tr("mean rate"); break;
    case NominalSource::None:
    case NominalSource::PerFlow: return ns(j.nominalGapNs);
    }
    if (j.nominalFlow != UINT32_MAX && j.flowsMerged > 1)
        return tr("%1, flow #%2's (%3; %n flows merged)", nullptr, units::pluralCount(j.flowsMerged))
            .arg(ns(j.nominalGapNs))
            .arg(j.nominalFlow)
            .arg(from);
    return tr("%1 (%2)").arg(ns(j.nominalGapNs), from);
}

QString SummaryView::timeOrderHtml(const AnalysisSnapshot &s)
{
    const TimeOrderReport &o = s.timeOrder;
    if (o.backwardSteps == 0)
        return QString();
    QString h = section(tr("Time order"));
    h += row(tr("File order"), QStringLiteral("<span style='color:#b00'>%1</span>")
                                   .arg(tr("not in time order: %Ln backward steps (largest %1)", nullptr,
                                           units::pluralCount(o.backwardSteps))
                                            .arg(ns(o.maxBackwardNs))));
    h += row(QString(), tr("Analyse it in timestamp order (jitterscope-cli --order time): in file order its "
                           "gaps, bursts and jitter mix the interfaces' batches."));
    if (o.interfaces.size() > 1)
        for (size_t n = 0; n < std::min(o.interfaces.size(), kListedInterfaces); ++n) {
            const InterfaceOrder &i = o.interfaces[n];
            h += row(tr("Interface %1").arg(i.interfaceId),
                     i.backwardSteps == 0
                         ? tr("%Ln packets, in time order", nullptr, units::pluralCount(i.packets))
                         : tr("%Ln packets", nullptr, units::pluralCount(i.packets)) + QStringLiteral(", ") +
                               tr("%Ln backward steps (largest %1)", nullptr, units::pluralCount(i.backwardSteps))
                                   .arg(ns(i.maxBackwardNs)));
        }
    if (o.decoderLate > 0)
        h += row(tr("Decoded out of order"),
                 tr("%Ln datagrams beyond the reorder window", nullptr, units::pluralCount(o.decoderLate)));
    return h;
}

QString SummaryView::buildHtml(const AnalysisSnapshot &s) const
{
    const QLocale locale;
    QString h = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    h += section(tr("Trace"));
    h += row(tr("File"), esc(s.path));
    h += row(tr("Format"), s.format == TraceFormat::Pcap     ? tr("pcap")
                           : s.format == TraceFormat::PcapNg ? tr("pcapng")
                                                             : tr("unknown"));
    if (!s.complete && s.fileSize > 0)
        h += row(tr("Progress"), tr("reading: %1 of %2 (%3 %)")
                                     .arg(units::formatBytes(s.bytesRead), units::formatBytes(s.fileSize))
                                     .arg(locale.toString(100.0 * double(s.bytesRead) / double(s.fileSize), 'f', 0)));
    h += row(tr("Packets"), units::formatCount(s.packets));
    h += row(tr("Bytes on the wire"), units::formatBytes(s.bytes));
    if (s.flowsOmitted > 0 && !s.complete)
        h += row(tr("Flows"), tr("%1 (the %2 largest listed until the whole trace is read)")
                                  .arg(units::formatCount(s.flowCount()), units::formatCount(s.flows.size())));
    else if (s.flowsOmitted > 0)
        h += row(tr("Flows"), tr("%1 (the %2 with the most packets listed; the others count in the trace's figures "
                                 "and in jitterscope-cli's report)")
                                  .arg(units::formatCount(s.flowCount()), units::formatCount(s.flows.size())));
    else
        h += row(tr("Flows"), units::formatCount(s.flows.size()));
    if (s.untrackedPackets > 0)
        h +=
            row(tr("Untracked flows"), tr("%1 packets (%2) of flows past the limit of %3 flows: in the totals only")
                                           .arg(units::formatCount(s.untrackedPackets),
                                                units::formatBytes(s.untrackedBytes), units::formatCount(s.flowLimit)));
    if (s.fragments || s.nonIp)
        h += row(tr("IP fragments / non-IP"),
                 tr("%1 / %2").arg(units::formatCount(s.fragments), units::formatCount(s.nonIp)));
    if (s.packets > 0) {
        h += row(tr("Duration"), ns(satSub(s.maxTsNs, s.minTsNs)));
        h += row(tr("First packet"), utc(s.firstTsNs));
        h += row(tr("Last packet"), utc(s.lastTsNs));
    }
    if (s.customBlocks || s.unknownBlocks || !s.comments.empty() || s.commentsNotKept)
        h += row(tr("Comments / custom blocks and options / unknown blocks"),
                 tr("%1 / %2 / %3")
                     .arg(units::formatCount(s.comments.size() + s.commentsNotKept), units::formatCount(s.customBlocks),
                          units::formatCount(s.unknownBlocks)));

    // A file may define any number of interfaces (a hostile one hundreds of thousands, 20 bytes each):
    // past kListedInterfaces, only those that carry packets are listed, up to that many.
    const bool many = s.interfaces.size() + s.interfacesNotKept > kListedInterfaces;
    size_t listed = 0;
    for (size_t i = 0; i < s.interfaces.size() && listed < kListedInterfaces; ++i) {
        const InterfaceInfo &ifc = s.interfaces[i];
        if (many && ifc.packets == 0)
            continue;
        ++listed;
        h += section(
            tr("Interface %1%2").arg(i).arg(ifc.name.empty() ? QString() : QStringLiteral(" — ") + esc(ifc.name)));
        const QString link = linkTypeName(ifc.linkType);
        h += row(tr("Link type"), link.isEmpty() ? QString::number(ifc.linkType)
                                                 : QStringLiteral("%1 (%2)").arg(link).arg(ifc.linkType));
        h += row(tr("Timestamp resolution"), esc(ifc.tsResolution));
        h += row(tr("Snapshot length"), QString::number(ifc.snapLen));
        h += row(tr("Packets"), units::formatCount(ifc.packets));
        if (!ifc.description.empty())
            h += row(tr("Description"), esc(ifc.description));
        if (!ifc.filter.empty())
            h += row(tr("Capture filter"), esc(ifc.filter));
        if (!ifc.hardware.empty() || !ifc.os.empty())
            h += row(tr("Hardware / OS"), esc(ifc.hardware) + QStringLiteral(" / ") + esc(ifc.os));
        if (ifc.isbIfDrop >= 0 || ifc.isbOsDrop >= 0)
            h += row(tr("Dropped (interface / OS)"), QStringLiteral("%1 / %2")
                                                         .arg(ifc.isbIfDrop)
                                                         .arg(ifc.isbOsDrop)
                                                         .replace(QStringLiteral("-1"), tr("n/a")));
    }
    // (the reader describes the first kMaxTraceInterfaces and counts the others)
    if (const uint64_t notListed = s.interfaces.size() - listed + s.interfacesNotKept)
        h += row(tr("Interfaces not listed"),
                 tr("%Ln more (jitterscope-cli analyze lists the first %1)", nullptr, units::pluralCount(notListed))
                     .arg(units::formatCount(kMaxTraceInterfaces)));

    const DeltaStats &d = s.interarrival;
    h += section(tr("Inter-arrival gaps (file order, all flows)"));
    if (d.count == 0) {
        h += row(tr("Gaps"), tr("none yet (needs two packets)"));
    } else {
        h += row(tr("Gaps"), units::formatCount(d.count));
        h += row(tr("Min / mean / max"), tr("%1 / %2 / %3").arg(ns(d.minNs), units::formatNs(d.meanNs), ns(d.maxNs)));
        h += row(tr("Standard deviation"), units::formatNs(d.stddevNs));
        h += row(tr("p50 / p90 / p99 / p99.9"),
                 tr("%1 / %2 / %3 / %4").arg(ns(d.p50Ns), ns(d.p90Ns), ns(d.p99Ns), ns(d.p999Ns)));
        if (d.negative)
            h += row(tr("Timestamps going backwards"),
                     QStringLiteral("<span style='color:#b00'>%1</span>").arg(units::formatCount(d.negative)));
    }

    const JitterStats &j = s.jitter;
    h += section(tr("Jitter against the nominal gap"));
    if (j.nominalGapNs > 0 || (j.source == NominalSource::PerFlow && j.flowsMerged > 0)) {
        h += row(tr("Nominal gap"), nominalText(s));
        h += row(tr("Max |gap − nominal|"), ns(j.maxAbsDevNs));
        h += row(tr("|dev| p50 / p99 / p99.9"),
                 tr("%1 / %2 / %3").arg(ns(j.p50AbsDevNs), ns(j.p99AbsDevNs), ns(j.p999AbsDevNs)));
    } else {
        h += row(tr("Nominal gap"), tr("not known yet"));
    }
    h += timeOrderHtml(s);

    const BurstStats &b = s.bursts;
    h += section(tr("Bursts (runs of packets closer than the threshold)"));
    if (!s.complete) {
        h += row(tr("Bursts"), tr("computed when reading completes"));
    } else if (b.thresholdNs > 0) {
        h += row(tr("Threshold"),
                 b.thresholdDerived ? tr("%1 (derived from the gaps)").arg(ns(b.thresholdNs)) : ns(b.thresholdNs));
        h += row(tr("Bursts (≥ 2 packets)"), units::formatCount(b.bursts));
        h += row(tr("Packets in bursts"), units::formatCount(b.packetsInBursts));
        h += row(tr("Size mean / p50 / p99 / max"), tr("%1 / %2 / %3 / %4")
                                                        .arg(locale.toString(b.meanSize, 'f', 2))
                                                        .arg(b.p50Size)
                                                        .arg(b.p99Size)
                                                        .arg(b.maxSize));
        h += row(tr("Duration p50 / p99 / max"),
                 tr("%1 / %2 / %3").arg(ns(b.p50DurationNs), ns(b.p99DurationNs), ns(b.maxDurationNs)));
        h += row(tr("Idle gaps: count, p50 / p99 / max"), tr("%1, %2 / %3 / %4")
                                                              .arg(units::formatCount(b.idleGaps))
                                                              .arg(ns(b.p50IdleNs), ns(b.p99IdleNs), ns(b.maxIdleNs)));
    } else {
        h += row(tr("Threshold"), tr("not determined"));
    }
    h += QStringLiteral("</table>");
    return h;
}

} // namespace jitterscope
