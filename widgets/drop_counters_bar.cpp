#include "widgets/drop_counters_bar.h"

#include "core/base/saturating.h"

#include "widgets/common/units.h"

#include <QEvent>
#include <QLabel>
#include <QResizeEvent>

#include <algorithm>
#include <climits>

namespace jitterscope {

namespace {
constexpr int64_t kRateWindowNs = 1'000'000'000; ///< the live rate averages over about the last second
const char kRed[] = "QLabel { color: #c0392b; font-weight: bold; }";
const char kGrey[] = "QLabel { color: palette(mid); }";
constexpr int kMargin = 4; ///< px left and right of the labels
constexpr int kSpacing = 14; ///< px between labels in a row
} // namespace

DropCountersBar::DropCountersBar(QWidget *parent)
    : QWidget(parent)
{
    for (QLabel **label : { &m_packets, &m_kernel, &m_interface, &m_helper, &m_analysis }) {
        *label = new QLabel(this);
        (*label)->setTextFormat(Qt::PlainText);
        m_labels.push_back(*label);
    }
    m_packets->setObjectName(QStringLiteral("packets"));
    m_kernel->setObjectName(QStringLiteral("kernelDrops"));
    m_interface->setObjectName(QStringLiteral("interfaceDrops"));
    m_helper->setObjectName(QStringLiteral("helperQueueDrops"));
    m_analysis->setObjectName(QStringLiteral("analysisQueueDrops"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
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
    // Under 0.01 pkt/s (a trace of a few packets over days, or with a clock jump) the figure says
    // so rather than "2.03e-08".
    const double pps = m_counts.packetsPerSec;
    const QString rate = pps >= 100              ? QString::number(pps, 'f', 0)
                         : pps > 0 && pps < 0.01 ? QStringLiteral("< 0.01")
                                                 : QString::number(pps, 'g', 3);
    const QString packets = units::formatCount(m_counts.packets);
    const int plural = units::pluralCount(m_counts.packets);
    m_texts.clear();
    if (m_empty)
        m_texts.emplace_back(tr("No packets"), tr("No packets"));
    else // %1, not %Ln: %n takes an int, and a count is never shown clamped
        m_texts.emplace_back(tr("%1 packets · %2 pkt/s%3", nullptr, plural)
                                 .arg(packets, rate, m_complete ? tr(" (average)") : QString()),
                             tr("%1 packets", nullptr, plural).arg(packets));
    m_packets->setToolTip(tr("Packets read from the capture or file, and the packet rate (over the last second "
                             "while capturing, over the whole trace once complete)."));
    auto show = [this](QLabel *label, const QString &name, const QString &shortName, std::optional<uint64_t> value,
                       const QString &tip) {
        const QString number = value ? units::formatCount(*value) : QStringLiteral("–");
        m_texts.emplace_back(QStringLiteral("%1: %2").arg(name, number),
                             QStringLiteral("%1: %2").arg(shortName, number));
        label->setStyleSheet(value && *value > 0 ? QString::fromLatin1(kRed)
                             : value             ? QString()
                                                 : QString::fromLatin1(kGrey));
        label->setToolTip(name + QStringLiteral(": ") + number + QLatin1Char('\n') +
                          (value ? tip : tip + QLatin1Char('\n') + tr("This trace does not record this counter.")));
    };
    const bool empty = m_empty;
    show(m_kernel, tr("Kernel drops"), tr("Kernel"), empty ? std::nullopt : m_counts.kernel,
         tr("Dropped by the kernel for lack of capture buffer space (pcap ps_drop / ISB isb_osdrop). "
            "A larger kernel buffer helps."));
    show(m_interface, tr("Interface drops"), tr("Interface"), empty ? std::nullopt : m_counts.interface,
         tr("Dropped by the network interface or its driver (pcap ps_ifdrop / ISB isb_ifdrop)."));
    show(m_helper, tr("Helper queue drops"), tr("Helper"), empty ? std::nullopt : m_counts.helperQueue,
         tr("Dropped by the capture helper because its queue to the writer was full — the reader of the stream "
            "fell behind."));
    show(m_analysis, tr("Analysis queue drops"), tr("Analysis"),
         empty ? std::nullopt : std::optional<uint64_t>(m_counts.analysisQueue),
         tr("Dropped between the stream and the analysis. Always 0 in Jitterscope's design: backpressure shows up "
            "as helper queue drops instead."));
    // Sizes with the labels' own fonts (the red ones are bold), then the form that fits.
    for (const bool compact : { false, true }) {
        applyForm(compact);
        std::vector<QSize> &sizes = compact ? m_compactSizes : m_fullSizes;
        sizes.clear();
        for (QLabel *label : m_labels)
            sizes.push_back(label->sizeHint());
    }
    placeLabels();
    updateGeometry();
}

bool DropCountersBar::compactAt(int width) const
{
    return width < flow(m_fullSizes, INT_MAX, nullptr).width();
}

QSize DropCountersBar::flow(const std::vector<QSize> &sizes, int width, std::vector<QRect> *rects) const
{
    // Left to right; a label that does not fit the rest of the row starts the next one, so a
    // label is cut only when the bar is narrower than that label alone (the minimum width).
    int x = kMargin, y = 0, rowHeight = 0, right = 0;
    for (const QSize &size : sizes) {
        if (x > kMargin && x + size.width() + kMargin > width) {
            x = kMargin;
            y += rowHeight;
            rowHeight = 0;
        }
        if (rects)
            rects->push_back(QRect(QPoint(x, y), size));
        right = std::max(right, x + size.width());
        x += size.width() + kSpacing;
        rowHeight = std::max(rowHeight, size.height());
    }
    return { right + kMargin, y + rowHeight };
}

void DropCountersBar::placeLabels()
{
    const int w = width();
    const bool compact = compactAt(w);
    applyForm(compact); // sets only the texts that differ
    std::vector<QRect> rects;
    const QSize needed = flow(compact ? m_compactSizes : m_fullSizes, w, &rects);
    for (size_t i = 0; i < m_labels.size() && i < rects.size(); ++i)
        m_labels[i]->setGeometry(rects[i]);
    if (needed.height() != m_placedHeight) {
        m_placedHeight = needed.height();
        updateGeometry(); // one more row (or one less): the status bar takes the new height
    }
}

void DropCountersBar::applyForm(bool compact)
{
    m_compact = compact;
    for (size_t i = 0; i < m_labels.size() && i < m_texts.size(); ++i) {
        const QString &text = compact ? m_texts[i].second : m_texts[i].first;
        if (m_labels[i]->text() != text)
            m_labels[i]->setText(text);
    }
}

QSize DropCountersBar::sizeHint() const
{
    // The full form on one row, at the height of one row (heightForWidth() gives more when narrower).
    const QSize full = flow(m_fullSizes, INT_MAX, nullptr);
    return { full.width(), full.height() };
}

QSize DropCountersBar::minimumSizeHint() const
{
    // Narrow enough to share the status bar, wide enough that the compact form needs one row (or
    // few): a minimum of one label per row made the status bar five rows tall, and the window
    // taller than a 600-pixel screen.
    constexpr int kMinimumRowWidth = 260;
    int widest = 0;
    for (const QSize &size : m_compactSizes)
        widest = std::max(widest, size.width());
    const int oneRow = flow(m_compactSizes, INT_MAX, nullptr).width();
    const int width = std::min(oneRow, std::max(widest + 2 * kMargin, kMinimumRowWidth));
    return { width, heightForWidth(width) };
}

bool DropCountersBar::hasHeightForWidth() const
{
    return true;
}

int DropCountersBar::heightForWidth(int width) const
{
    return flow(compactAt(width) ? m_compactSizes : m_fullSizes, width, nullptr).height();
}

void DropCountersBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    placeLabels();
}

void DropCountersBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateLabels();
    QWidget::changeEvent(event);
}

} // namespace jitterscope
