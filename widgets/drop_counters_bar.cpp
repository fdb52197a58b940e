#include "widgets/drop_counters_bar.h"

#include "core/base/saturating.h"

#include "widgets/common/units.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

#include <algorithm>

namespace jitterscope {

namespace {
constexpr int64_t kRateWindowNs = 1'000'000'000; ///< the live rate averages over about the last second
const char kRed[] = "QLabel { color: #c0392b; font-weight: bold; }";
const char kGrey[] = "QLabel { color: palette(mid); }";
} // namespace

DropCountersBar::DropCountersBar(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->setSpacing(14);
    for (QLabel **label : { &m_packets, &m_kernel, &m_interface, &m_helper, &m_analysis }) {
        *label = new QLabel(this);
        (*label)->setTextFormat(Qt::PlainText);
        layout->addWidget(*label);
    }
    layout->addStretch(1);
    m_packets->setObjectName(QStringLiteral("packets"));
    m_kernel->setObjectName(QStringLiteral("kernelDrops"));
    m_interface->setObjectName(QStringLiteral("interfaceDrops"));
    m_helper->setObjectName(QStringLiteral("helperQueueDrops"));
    m_analysis->setObjectName(QStringLiteral("analysisQueueDrops"));
    updateLabels();
}

DropCountersBar::~DropCountersBar() = default;

DropCountersBar::Counts DropCountersBar::countsOf(const AnalysisSnapshot &s)
{
    Counts c;
    c.packets = s.packetsInFile;
    c.analysisQueue = s.analysisDrops;
    if (s.session && s.session->counters) {
        c.kernel = s.session->counters->pcapDrop;
        c.interface = s.session->counters->pcapIfDrop;
        c.helperQueue = s.session->counters->queueDrops;
    } else {
        for (const InterfaceInfo &i : s.interfaces) { // ISBs of any pcapng writer (dumpcap, tcpdump)
            if (i.isbOsDrop >= 0)
                c.kernel = c.kernel.value_or(0) + uint64_t(i.isbOsDrop);
            if (i.isbIfDrop >= 0)
                c.interface = c.interface.value_or(0) + uint64_t(i.isbIfDrop);
        }
    }
    if (s.maxTsNs > s.minTsNs && s.packetsInFile > 1)
        c.packetsPerSec = double(s.packetsInFile - 1) * 1e9 / double(satSub(s.maxTsNs, s.minTsNs));
    return c;
}

void DropCountersBar::setSnapshot(const std::shared_ptr<const AnalysisSnapshot> &snapshot)
{
    m_empty = !snapshot;
    if (!snapshot) {
        m_counts = {};
        m_history.clear();
        updateLabels();
        return;
    }
    m_counts = countsOf(*snapshot);
    m_complete = snapshot->complete;
    if (!m_complete) { // while streaming: the rate of about the last second of capture time
        if (!m_history.empty() &&
            (snapshot->maxTsNs < m_history.back().first || m_counts.packets < m_history.back().second))
            m_history.clear(); // a new session
        m_history.emplace_back(snapshot->maxTsNs, m_counts.packets);
        while (m_history.size() > 2 && satSub(snapshot->maxTsNs, m_history[1].first) >= kRateWindowNs)
            m_history.pop_front();
        const auto &[t0, n0] = m_history.front();
        m_counts.packetsPerSec =
            snapshot->maxTsNs > t0 ? double(m_counts.packets - n0) * 1e9 / double(satSub(snapshot->maxTsNs, t0)) : 0.0;
    } else {
        m_history.clear();
    }
    updateLabels();
}

void DropCountersBar::updateLabels()
{
    const QString rate = m_counts.packetsPerSec >= 100 ? QString::number(m_counts.packetsPerSec, 'f', 0)
                                                       : QString::number(m_counts.packetsPerSec, 'g', 3);
    m_packets->setText(m_empty ? tr("No packets")
                               : tr("%Ln packets · %1 pkt/s%2", nullptr, units::pluralCount(m_counts.packets))
                                     .arg(rate, m_complete ? tr(" (average)") : QString()));
    m_packets->setToolTip(tr("Packets read from the capture or file, and the packet rate (over the last second "
                             "while capturing, over the whole trace once complete)."));
    auto show = [this](QLabel *label, const QString &name, std::optional<uint64_t> value, const QString &tip) {
        label->setText(QStringLiteral("%1: %2").arg(name, value ? units::formatCount(*value) : QStringLiteral("–")));
        label->setStyleSheet(value && *value > 0 ? QString::fromLatin1(kRed)
                             : value             ? QString()
                                                 : QString::fromLatin1(kGrey));
        label->setToolTip(value ? tip : tip + QLatin1Char('\n') + tr("This trace does not record this counter."));
    };
    const bool empty = m_empty;
    show(m_kernel, tr("Kernel drops"), empty ? std::nullopt : m_counts.kernel,
         tr("Dropped by the kernel for lack of capture buffer space (pcap ps_drop / ISB isb_osdrop). "
            "A larger kernel buffer helps."));
    show(m_interface, tr("Interface drops"), empty ? std::nullopt : m_counts.interface,
         tr("Dropped by the network interface or its driver (pcap ps_ifdrop / ISB isb_ifdrop)."));
    show(m_helper, tr("Helper queue drops"), empty ? std::nullopt : m_counts.helperQueue,
         tr("Dropped by the capture helper because its queue to the writer was full — the reader of the stream "
            "fell behind."));
    show(m_analysis, tr("Analysis queue drops"), empty ? std::nullopt : std::optional<uint64_t>(m_counts.analysisQueue),
         tr("Dropped between the stream and the analysis. Always 0 in Jitterscope's design: backpressure shows up "
            "as helper queue drops instead."));
}

void DropCountersBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateLabels();
    QWidget::changeEvent(event);
}

} // namespace jitterscope
