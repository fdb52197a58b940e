#include "widgets/explanation_panel.h"

#include "widgets/common/units.h"

#include <QComboBox>
#include <QEvent>
#include <QLocale>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <cmath>

namespace jitterscope {

namespace {

QString jiffies(uint64_t n)
{
    return ExplanationPanel::tr("%n jiffies", nullptr, units::pluralCount(n));
}

// µs as typed in a sysctl (no group separators); one decimal for HZ=300-style ticks.
QString us(double v)
{
    const bool whole = std::fabs(v - std::round(v)) < 1e-6;
    return whole ? QString::number(qulonglong(std::llround(v))) : QString::number(v, 'f', 1);
}

// "half", "a quarter", "1/5" or a percentage: how much of the default a value is.
QString fractionOf(uint32_t part, uint32_t whole)
{
    if (part && whole % part == 0) {
        const uint32_t k = whole / part;
        return k == 2   ? ExplanationPanel::tr("half")
               : k == 4 ? ExplanationPanel::tr("a quarter")
                        : ExplanationPanel::tr("1/%1").arg(k);
    }
    return ExplanationPanel::tr("%1 %").arg(std::lround(100.0 * part / whole));
}

} // namespace

ExplanationPanel::ExplanationPanel(QWidget *parent)
    : QWidget(parent)
{
    m_topicCombo = new QComboBox(this);
    m_topicCombo->setObjectName(QStringLiteral("topicCombo"));
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("browser"));
    m_browser->setOpenLinks(false); // the texts carry no links; a widget opens nothing outside
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_topicCombo);
    layout->addWidget(m_browser, 1);
    connect(m_topicCombo, qOverload<int>(&QComboBox::activated), this,
            [this](int i) { setTopic(m_topicCombo->itemData(i).value<Topic>()); });
    retranslate();
}

ExplanationPanel::~ExplanationPanel() = default;

QList<ExplanationPanel::Topic> ExplanationPanel::topics()
{
    return { Topic::JiffyBox,        Topic::TimeSqueeze,      Topic::NapiBatching, Topic::SoftirqLimit,
             Topic::GroFlushTimeout, Topic::TimestampSources, Topic::PhantomJitter };
}

QString ExplanationPanel::topicTitle(Topic topic)
{
    switch (topic) {
    case Topic::JiffyBox: return tr("The jiffy box: why netdev_budget_usecs moves in ticks");
    case Topic::TimeSqueeze: return tr("time_squeeze: two limits, one counter");
    case Topic::NapiBatching: return tr("NAPI batching: how an even stream becomes bursts");
    case Topic::SoftirqLimit: return tr("The softirq restart limit (MAX_SOFTIRQ_TIME) and ksoftirqd");
    case Topic::GroFlushTimeout: return tr("gro_flush_timeout and deferred interrupts");
    case Topic::TimestampSources: return tr("Where timestamps come from: adapter, host, delivery");
    case Topic::PhantomJitter: return tr("Phantom jitter: variation the network did not cause");
    }
    return {};
}

void ExplanationPanel::setTopic(Topic topic)
{
    const bool changed = topic != m_topic;
    m_topic = topic;
    m_topicCombo->setCurrentIndex(m_topicCombo->findData(QVariant::fromValue(topic)));
    if (!changed)
        return;
    render();
    m_browser->verticalScrollBar()->setValue(0);
    emit topicChanged(topic);
}

void ExplanationPanel::setContext(const JiffiesReport &report)
{
    m_context = report;
    render();
}

void ExplanationPanel::clearContext()
{
    m_context.reset();
    render();
}

void ExplanationPanel::setSimulation(const SimResult &r, double publishedSqueezePerS)
{
    SimFigures f;
    f.hz = r.params.hz;
    f.limitJiffies = r.timeLimitJiffies;
    f.callsPerS = r.durationS > 0 ? double(r.netRxActions) / r.durationS : 0.0;
    f.meanCallNs = r.meanCallNs;
    f.netRxShare = r.netRxShare;
    f.squeezesPerCall = r.squeezesPerCall;
    f.squeezePerS = r.timeSqueezePerS;
    f.byBudgetPerS = r.squeezeByBudgetPerS;
    f.published = publishedSqueezePerS;
    f.groNs = r.params.groFlushTimeoutNs;
    f.deferIrqs = r.params.napiDeferHardIrqs;
    f.timerPolls = r.timerPolls;
    f.hardIrqs = r.hardIrqs;
    m_sim = f;
    render();
}

void ExplanationPanel::clearSimulation()
{
    m_sim.reset();
    render();
}

QString ExplanationPanel::plainText() const
{
    return m_browser->toPlainText();
}

void ExplanationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        render(); // the context box takes its colour from the palette
    QWidget::changeEvent(event);
}

void ExplanationPanel::retranslate()
{
    m_topicCombo->clear();
    for (Topic t : topics())
        m_topicCombo->addItem(topicTitle(t), QVariant::fromValue(t));
    m_topicCombo->setCurrentIndex(m_topicCombo->findData(QVariant::fromValue(m_topic)));
    m_topicCombo->setToolTip(tr("Topic"));
    render();
}

void ExplanationPanel::render()
{
    // Keep the reader's place when only the numbers change (the slider moves the context).
    const int scroll = m_browser->verticalScrollBar()->value();
    QString html = QStringLiteral("<h2>%1</h2>").arg(topicTitle(m_topic).toHtmlEscaped());
    const QString context = contextHtml(m_topic);
    if (!context.isEmpty())
        html += QStringLiteral("<table width=\"100%\" cellpadding=\"8\" bgcolor=\"%1\"><tr><td>%2</td></tr></table>")
                    .arg(palette().color(QPalette::AlternateBase).name(), context);
    html += bodyHtml(m_topic);
    html += QStringLiteral("<h3>%1</h3>%2").arg(tr("In the kernel source"), sourcesHtml(m_topic));
    m_browser->setHtml(html);
    m_browser->verticalScrollBar()->setValue(scroll);
}

QString ExplanationPanel::contextHtml(Topic topic) const
{
    return reportHtml(topic) + simulationHtml(topic);
}

QString ExplanationPanel::simulationHtml(Topic topic) const
{
    if (!m_sim || m_sim->hz == 0)
        return {};
    const SimFigures &f = *m_sim;
    const QLocale loc;
    const auto num = [&loc](double v, int decimals) { return loc.toString(v, 'f', decimals); };
    const double tickUs = 1e6 / f.hz;
    QString s;
    switch (topic) {
    case Topic::TimeSqueeze:
        if (f.limitJiffies == 1)
            s = tr("At HZ=%1 a tick is %2 µs. Your run made %3 net_rx_action() calls per second lasting %4 ns on "
                   "average, %5 % of the time. With N = 1 a call is squeezed when a tick falls inside it: squeezes "
                   "per call ≈ call duration / tick = %4 ns / %2 µs ≈ %6 (the run: %7), so squeezes per second ≈ HZ "
                   "× that share of time = %8/s. The run counted %9/s.")
                    .arg(f.hz)
                    .arg(num(tickUs, 0))
                    .arg(num(f.callsPerS, 0))
                    .arg(num(f.meanCallNs, 0))
                    .arg(num(f.netRxShare * 100, 2))
                    .arg(f.meanCallNs / (tickUs * 1e3), 0, 'g', 3)
                    .arg(f.squeezesPerCall, 0, 'g', 3)
                    .arg(num(f.hz * f.netRxShare, 1))
                    .arg(num(f.squeezePerS, 1));
        else
            s = tr("With N = %1 the time limit fires only for a call longer than %2 whole tick(s) of %3 µs; your "
                   "run's calls last %4 ns on average. The run counted %5 squeezes/s.")
                    .arg(f.limitJiffies)
                    .arg(f.limitJiffies - 1)
                    .arg(num(tickUs, 0))
                    .arg(num(f.meanCallNs, 0))
                    .arg(num(f.squeezePerS, 1));
        if (f.byBudgetPerS > 0)
            s += QLatin1Char(' ') + tr("Of these, %1/s were stopped by the packet budget.").arg(num(f.byBudgetPerS, 1));
        if (f.published >= 0)
            s += QLatin1Char(' ') + tr("The article measured %1/s for this setting.").arg(num(f.published, 0));
        break;
    case Topic::GroFlushTimeout:
        if (f.groNs > 0 && f.deferIrqs == 0)
            s = tr("Your run sets gro_flush_timeout = %1 ns without napi_defer_hard_irqs: the interrupt is re-enabled "
                   "after every poll as without it, and no timer polls the ring (%2 timer polls).")
                    .arg(f.groNs)
                    .arg(f.timerPolls);
        else if (f.groNs > 0)
            s = tr("Your run: gro_flush_timeout %1 ns with napi_defer_hard_irqs %2: %3 timer polls against %4 "
                   "interrupts.")
                    .arg(f.groNs)
                    .arg(f.deferIrqs)
                    .arg(f.timerPolls)
                    .arg(f.hardIrqs);
        break;
    default: break;
    }
    return s.isEmpty() ? s : QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Your simulation:"), s);
}

QString ExplanationPanel::reportHtml(Topic topic) const
{
    if (!m_context)
        return {};
    const JiffiesReport &r = *m_context;
    const JiffyBox &b = r.box;
    const BudgetFacts &f = r.facts;
    const double tick = 1e6 / r.cfg.hz;
    QString s;
    switch (topic) {
    case Topic::JiffyBox:
        if (b.clamped) {
            s = tr("At HZ=%1 on a %2-bit kernel your %3 µs is above %4 µs, where <code>usecs_to_jiffies()</code> "
                   "returns <code>MAX_JIFFY_OFFSET</code>: there is no time limit at all, and only netdev_budget "
                   "(%5 packets by default) ends a cycle.")
                    .arg(r.cfg.hz)
                    .arg(r.cfg.bits)
                    .arg(r.usecs)
                    .arg(r.clampThresholdUs)
                    .arg(f.netdevBudgetDefault);
            break;
        }
        if (b.jiffies == 0)
            s = tr("Your 0 µs gives 0 jiffies: the deadline has passed before the first poll ends, so every cycle "
                   "stops after one poll.");
        else if (b.jiffies == 1)
            s = tr("At HZ=%1 your %2 µs rounds up to 1 jiffy: the limit is the next tick, which can come after 0 to "
                   "%3 µs.")
                    .arg(r.cfg.hz)
                    .arg(r.usecs)
                    .arg(us(tick));
        else
            s = tr("At HZ=%1 one tick is %2 µs, and your %3 µs rounds up to %4: the limit falls after more than "
                   "%5 µs and at most %6 µs, plus the last poll.")
                    .arg(r.cfg.hz)
                    .arg(us(tick))
                    .arg(r.usecs)
                    .arg(jiffies(b.jiffies))
                    .arg(us(b.windowMinUs))
                    .arg(us(b.windowMaxUs));
        s += QLatin1Char(' ') +
             (b.hasNext ? tr("Every value from %1 to %2 µs behaves the same; the next value that changes anything is "
                             "%3 µs.")
                              .arg(b.firstUs)
                              .arg(b.lastUs)
                              .arg(b.nextUs)
                        : tr("Every value from %1 to %2 µs behaves the same.").arg(b.firstUs).arg(b.lastUs));
        if (f.sysctlExists != TriState::No && f.defaultUsecs) {
            const QString maybe = f.defaultKnown ? QString() : tr(" (on v5.7 and later)");
            if (r.usecs < f.defaultUsecs && b.jiffies < f.defaultJiffies)
                s += QLatin1Char(' ') + tr("That is %1 of the default %2 µs%3: %4 instead of %5.")
                                            .arg(fractionOf(r.usecs, f.defaultUsecs))
                                            .arg(f.defaultUsecs)
                                            .arg(maybe)
                                            .arg(jiffies(b.jiffies))
                                            .arg(f.defaultJiffies);
            else if (b.jiffies == f.defaultJiffies && r.usecs != f.defaultUsecs)
                s += QLatin1Char(' ') + tr("It lands in the same box as the default %1 µs%2: writing it changes "
                                           "nothing.")
                                            .arg(f.defaultUsecs)
                                            .arg(maybe);
            else if (b.jiffies > f.defaultJiffies)
                s += QLatin1Char(' ') + tr("That is more than the default %1 µs%2 (%3): one poll cycle may hold the "
                                           "CPU in softirq context that much longer.")
                                            .arg(f.defaultUsecs)
                                            .arg(maybe)
                                            .arg(jiffies(f.defaultJiffies));
        }
        if (r.rejected == TriState::Yes)
            s += QLatin1Char(' ') + tr("On kernel %1 the write fails: %2.")
                                        .arg(QString::fromStdString(r.kernelRelease).toHtmlEscaped(),
                                             QString::fromStdString(r.rejectedReason).toHtmlEscaped());
        break;
    case Topic::TimeSqueeze:
        s = b.clamped ? tr("With your %1 µs there is no time limit: only the budget of %2 packets can end a cycle and "
                           "add to time_squeeze.")
                            .arg(r.usecs)
                            .arg(f.netdevBudgetDefault)
                      : tr("With your %1 µs at HZ=%2 a cycle ends after %3 (at most %4 µs) or after %5 packets "
                           "(the netdev_budget default), whichever comes first; both add to the same counter.")
                            .arg(r.usecs)
                            .arg(r.cfg.hz)
                            .arg(jiffies(b.jiffies))
                            .arg(us(b.windowMaxUs))
                            .arg(f.netdevBudgetDefault);
        break;
    case Topic::SoftirqLimit:
        s = tr("At HZ=%1, MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = %2: restarts stop after at most %3 µs.")
                .arg(r.cfg.hz)
                .arg(jiffies(f.maxSoftirqTimeJiffies))
                .arg(us(double(f.maxSoftirqTimeJiffies) * tick));
        if (!b.clamped && b.jiffies > f.maxSoftirqTimeJiffies)
            s += QLatin1Char(' ') + tr("Your %1 µs (%2) is longer than that window: it lengthens one net_rx_action() "
                                       "run, not the chain of restarts.")
                                        .arg(r.usecs)
                                        .arg(jiffies(b.jiffies));
        break;
    default: break;
    }
    return s.isEmpty() ? s : QStringLiteral("<p><b>%1</b> %2</p>").arg(tr("Your numbers:"), s);
}

namespace {

// The explanations: paragraphs and source references per topic, marked for lupdate under the
// panel's context and translated when shown. Figures are checked against the kernel sources and
// docs/kernel-facts.md, not against the articles the stories come from.
struct TopicText {
    ExplanationPanel::Topic topic;
    std::initializer_list<const char *> paragraphs;
    std::initializer_list<const char *> sources;
};
// Long paragraphs are adjacent string literals on purpose (lupdate sees one message each).
// NOLINTBEGIN(bugprone-suspicious-missing-comma)
const TopicText kTexts[] = {
    { ExplanationPanel::Topic::JiffyBox,
      { QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>net.core.netdev_budget_usecs</code> is written in microseconds, but the kernel does not count "
            "microseconds here. Once per run, <code>net_rx_action()</code> converts the value with "
            "<code>usecs_to_jiffies()</code> and sets the deadline <code>time_limit = jiffies + N</code>. The "
            "conversion rounds <b>up</b> to whole clock ticks (jiffies; there are HZ of them per second), so every "
            "value inside one tick-sized box gives the same N: the kernel cannot tell them apart."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "The softirq starts at a random moment between two ticks, and the deadline is checked with "
            "<code>time_after_eq()</code> after each poll, never before. So the real limit is more than N−1 and at "
            "most N ticks, plus the length of the last poll. With N = 1 the next tick may come almost at once; N = 2 "
            "guarantees at least one whole tick. That is the source comment's “average latency of 1.5/HZ”, why the "
            "default is 2 jiffies, and why newer kernels refuse anything lower."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "A change only changes something when it crosses into another box: at HZ=1000, 1, 500 and 1000 µs all "
            "mean 1 jiffy, and 1001 µs means 2. When HZ does not divide 1 000 000 (HZ=300, 1024, 1200 …) the kernel "
            "multiplies and shifts with constants generated by <code>timeconst.bc</code>, and the box edges follow "
            "that expression, not exact division. Above a very large threshold <code>usecs_to_jiffies()</code> "
            "returns <code>MAX_JIFFY_OFFSET</code>: then there is no time limit at all."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<b>History.</b> Before v4.12 the limit was hard-coded as <code>jiffies + 2</code>. Commit "
            "<b>7acf8a1e8a28</b> (v4.12, 2017) turned it into this sysctl, in microseconds “for predictable units”, "
            "with 2000 µs for every HZ and no minimum. Commit <b>a4837980fd9f</b> (v5.7, 2020) made the default 2 "
            "jiffies again, <code>2 * USEC_PER_SEC / HZ</code>: 20000 µs at HZ=100, 8000 at 250, 6666 at 300, 2000 "
            "at 1000. Commit <b>c180188ec022</b> (v6.14, 2025, backported to some stable series) made the same value "
            "the minimum: lower writes fail with EINVAL."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<b>The documentation gap.</b> <code>Documentation/admin-guide/sysctl/net.rst</code> calls "
            "netdev_budget_usecs a number of microseconds and names neither its HZ-dependent default nor its tick "
            "granularity. Recipes that copy 2000 from an HZ=1000 machine onto an HZ=250 one set a quarter of the "
            "default 8000 µs: 1 jiffy instead of 2.") },
      { QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>net/core/dev.c</code>: <code>net_rx_action()</code> sets <code>time_limit</code> and checks it "
            "after each poll"),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>include/linux/jiffies.h</code>: <code>_usecs_to_jiffies()</code>, <code>MAX_JIFFY_OFFSET</code>"),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>kernel/time/time.c</code>: <code>__usecs_to_jiffies()</code>, <code>jiffies_to_usecs()</code>"),
        QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>kernel/time/timeconst.bc</code>: the USEC_TO_HZ multiply, adjust and shift constants"),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>net/core/hotdata.c</code> (v6.9+, before that <code>net/core/dev.c</code>): the default"),
        QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>net/core/sysctl_net_core.c</code>: the sysctl and, since c180188ec022, its minimum"),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>Documentation/admin-guide/sysctl/net.rst</code>: netdev_budget_usecs, without HZ or jiffies"),
        QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "Commits 7acf8a1e8a28 (v4.12), a4837980fd9f (v5.7), c180188ec022 (v6.14)") } },
    { ExplanationPanel::Topic::TimeSqueeze,
      { QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>time_squeeze</code> is the third column of <code>/proc/net/softnet_stat</code> (one line per CPU, "
            "in hexadecimal). <code>net_rx_action()</code> increments it when it stops with work still queued because "
            "<b>either</b> limit fired: the packet budget (<code>netdev_budget</code>, 300 by default) is used up, or "
            "the time limit (<code>netdev_budget_usecs</code>, in jiffies) has passed. One counter for two limits: it "
            "cannot tell you which. A split counter was proposed in 2023 and not merged."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "A squeeze defers work, it does not drop it: the remaining packets stay queued for the next softirq run or "
            "for <code>ksoftirqd</code>. Read it beside the dropped column (the second) and your latency measurement, "
            "not as a fault on its own: millions of squeezes against a handful of drops is a common picture."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "To tell the limits apart, raise one far out of reach on a lab machine and watch whether the counter "
            "still moves. Not on a production host: <code>net.core.netdev_budget_usecs</code> is global to the host, "
            "not per network namespace, so a write from a container changes it for every container. The simulator "
            "in this workbench knows which limit fired; the kernel counter does not.") },
      { QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>net/core/dev.c</code>: <code>net_rx_action()</code>, <code>budget &lt;= 0 || "
                          "time_after_eq(jiffies, time_limit)</code> increments <code>sd-&gt;time_squeeze</code>"),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>net/core/net-procfs.c</code>: <code>softnet_seq_show()</code> prints /proc/net/softnet_stat"),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>Documentation/admin-guide/sysctl/net.rst</code>: netdev_budget, netdev_budget_usecs") } },
    { ExplanationPanel::Topic::NapiBatching,
      { QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "Under load a network card does not interrupt once per packet. The first packet raises an interrupt "
            "(after any coalescing delay set with <code>ethtool -C</code>); the driver masks further interrupts and "
            "schedules NAPI. The NET_RX softirq then calls the driver's poll function, which takes up to "
            "<i>weight</i> packets (64 by default) from the receive ring per call, and <code>net_rx_action()</code> "
            "keeps polling until the ring is empty, <code>netdev_budget</code> packets are used or the time limit "
            "passes. Only when the ring is empty are interrupts enabled again."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "Everything that arrived meanwhile reaches the stack in one quick burst, so an evenly spaced stream "
            "leaves the poll as bursts of back-to-back packets with pauses between them. For scale: 1 Gbit/s of "
            "minimum-size 64-byte frames arrives about 0.67 µs apart (84 bytes on the wire with preamble and "
            "inter-frame gap), so one 64-packet poll covers about 43 µs of traffic. One cycle can deliver up to "
            "netdev_budget − 1 + weight packets (363 with the defaults)."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "Batching is a throughput feature: fewer interrupts, warmer caches. The price is that host timestamps "
            "and delivery times show the batch, not the wire. Interrupt coalescing, <code>gro_flush_timeout</code> "
            "and busy polling move the balance between CPU time and burstiness.") },
      { QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>net/core/dev.c</code>: <code>napi_schedule()</code>, <code>net_rx_action()</code>, "
                          "<code>napi_poll()</code>, <code>napi_complete_done()</code>"),
        QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>include/linux/netdevice.h</code>: <code>NAPI_POLL_WEIGHT</code> (64)"),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>Documentation/networking/napi.rst</code>: polling, interrupt coalescing, busy polling") } },
    { ExplanationPanel::Topic::SoftirqLimit,
      { QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "Pending softirqs run in a loop in <code>kernel/softirq.c</code>, typically on the way out of an "
            "interrupt: every pending handler runs, then the loop looks again. It restarts only while softirqs are "
            "still pending, <code>time_before(jiffies, end)</code> holds with <code>end = jiffies + "
            "MAX_SOFTIRQ_TIME</code>, no reschedule is needed and fewer than <code>MAX_SOFTIRQ_RESTART</code> (10) "
            "rounds have run. Otherwise it wakes the per-CPU <code>ksoftirqd</code> thread, which is scheduled like "
            "an ordinary task and competes with everything else on that CPU."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>MAX_SOFTIRQ_TIME</code> is <code>msecs_to_jiffies(2)</code>, rounded up to ticks just like "
            "netdev_budget_usecs: 1 jiffy for HZ up to 500 (which can expire almost at once), 2 at HZ=1000, 3 at "
            "HZ=1024 and 1200. It cannot be tuned and has not changed since v3.10. It never cuts a running handler "
            "short: a large netdev_budget_usecs makes one <code>net_rx_action()</code> run longer, not the chain of "
            "restarts.") },
      { QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>kernel/softirq.c</code>: <code>MAX_SOFTIRQ_TIME</code>, <code>MAX_SOFTIRQ_RESTART</code>, the "
            "restart loop, <code>wakeup_softirqd()</code>"),
        QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>include/linux/jiffies.h</code>: <code>msecs_to_jiffies()</code>") } },
    { ExplanationPanel::Topic::GroFlushTimeout,
      { QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>/sys/class/net/&lt;device&gt;/gro_flush_timeout</code> is in nanoseconds and 0 by default. When a "
            "NAPI poll ends with the ring empty, packets that GRO still holds for merging are normally passed on at "
            "once. With a non-zero timeout that flush is left to a timer that fires after so many nanoseconds."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "Only together with <code>napi_defer_hard_irqs</code> (a count, also per device) does it change "
            "interrupts: after a poll that did work, <code>napi_complete_done()</code> keeps the device interrupt "
            "masked and the timer polls the ring again after gro_flush_timeout, until that many polls in a row found "
            "nothing. Without napi_defer_hard_irqs the interrupt is re-enabled as usual and the timer is armed only "
            "for packets GRO is still holding, which plain UDP datagrams are not: a recipe that sets only "
            "gro_flush_timeout changes no interrupt timing for them. With both set, a short timeout means frequent "
            "timer-driven polls that each find a few packets: smaller bursts, paid for with CPU time. A long one "
            "means fewer, larger batches and more delay. The simulator models both knobs this way."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "The timeout never cuts a poll short; it decides when the next poll happens and when held packets are "
            "flushed. Claims that a low value “flushes the ring earlier” mix the two. The effect depends on driver, "
            "rate and coalescing: measure it with your own traffic.") },
      { QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>net/core/dev.c</code>: <code>napi_complete_done()</code> arms the timer, "
                          "<code>napi_watchdog()</code> fires it"),
        QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>Documentation/networking/napi.rst</code>: IRQ mitigation, gro_flush_timeout, "
                          "napi_defer_hard_irqs"),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>Documentation/ABI/testing/sysfs-class-net</code>: gro_flush_timeout, napi_defer_hard_irqs") } },
    { ExplanationPanel::Topic::TimestampSources,
      { QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "A received packet has at least three times, and they differ. The <b>adapter</b> (hardware) timestamp is "
            "taken by the network card at the MAC as the frame arrives, where card and driver support it: it shows "
            "the wire. The <b>host</b> (software) timestamp is taken when the packet reaches the network stack inside "
            "the NAPI poll, so packets of one batch get timestamps close together: it shows the poll batching. The "
            "<b>delivery</b> time, when a program reads the packet, adds the batching of the socket queue and, for "
            "a capture, of libpcap's buffer."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "libpcap chooses the source with <code>pcap_set_tstamp_type()</code> (see <code>pcap-tstamp(7)</code>); "
            "on the loopback device only the host type exists. Jitterscope labels each plot with the source of its "
            "timestamps: a gap histogram of host timestamps describes the receive path, not the network.") },
      { QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>net/core/dev.c</code>: <code>net_timestamp_check()</code>, the software receive timestamp"),
        QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>include/linux/skbuff.h</code>: <code>skb_hwtstamps()</code>, the hardware timestamp"),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>Documentation/networking/timestamping.rst</code>: SO_TIMESTAMPING, hardware and software sources"),
        QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel", "<code>pcap-tstamp(7)</code>: libpcap timestamp types") } },
    { ExplanationPanel::Topic::PhantomJitter,
      { QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<b>Phantom jitter</b> is variation a measurement shows but the network did not cause. A sender pacing "
            "packets evenly and a receiver timestamping them in software will see bursts and gaps made by NAPI "
            "batching, the clock tick, interrupt coalescing or the capture buffer, not by the wire. Before blaming "
            "the network, check where the timestamps were taken, and compare with adapter timestamps where the card "
            "offers them."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "Mind the scale. Jitter budgets of real-time media are milliseconds: a VoIP jitter buffer absorbs tens of "
            "milliseconds. Receive batching moves packets by microseconds (a 64-packet poll at 1 Gbit/s is about "
            "43 µs), while a time limit that fires moves them by up to a few ticks, and one tick is 1 ms at "
            "HZ=1000, 4 ms at 250 and 10 ms at 100. Both are phantom if the wire was even; only the second comes "
            "near a voice budget."),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "The observer takes part too: tracing lengthens every softirq run and changes which runs meet a tick (in "
            "one lab, turning on the ftrace function profiler halved the packet rate yet raised the squeeze rate). "
            "Timestamps can lie on their own: a hardware timestamp matched to the wrong packet, or a clock that "
            "advances in coarse steps, shows jitter no packet experienced.") },
      { QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>Documentation/networking/timestamping.rst</code>: which timestamp a socket gets"),
        QT_TRANSLATE_NOOP(
            "jitterscope::ExplanationPanel",
            "<code>net/core/dev.c</code>: <code>net_rx_action()</code>, where batches and squeezes happen"),
        QT_TRANSLATE_NOOP("jitterscope::ExplanationPanel",
                          "<code>include/linux/jiffies.h</code>: the tick every time limit here is counted in") } },
};
// NOLINTEND(bugprone-suspicious-missing-comma)

const TopicText *textFor(ExplanationPanel::Topic topic)
{
    for (const TopicText &t : kTexts)
        if (t.topic == topic)
            return &t;
    return nullptr;
}

} // namespace

QString ExplanationPanel::bodyHtml(Topic topic) const
{
    QString html;
    if (const TopicText *t = textFor(topic))
        for (const char *p : t->paragraphs)
            html += QStringLiteral("<p>%1</p>").arg(tr(p));
    return html;
}

QString ExplanationPanel::sourcesHtml(Topic topic) const
{
    QString html;
    if (const TopicText *t = textFor(topic))
        for (const char *s : t->sources)
            html += QStringLiteral("<li>%1</li>").arg(tr(s));
    return QStringLiteral("<ul>%1</ul>").arg(html);
}

} // namespace jitterscope
