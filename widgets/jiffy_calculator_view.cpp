#include "widgets/jiffy_calculator_view.h"

#include "widgets/jiffy_staircase_plot.h"

#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>

#include <algorithm>
#include <climits>
#include <cmath>

namespace jitterscope {

namespace {

QString us(double v)
{
    return JiffyStaircasePlot::usecsText(v);
}
QString jiffies(uint64_t n, bool clamped = false)
{
    return JiffyStaircasePlot::jiffiesText(n, clamped);
}

// Core's reason for a fact (already translated), after the fact on the same line.
QString reason(const std::string &s)
{
    return " <small>— " + QString::fromStdString(s).toHtmlEscaped() + "</small>";
}

QLabel *richLabel(QWidget *parent, const char *name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

JiffyCalculatorView::JiffyCalculatorView(QWidget *parent)
    : QWidget(parent)
{
    buildUi();
    retranslate(); // also computes the first report and sets the slider range
}

JiffyCalculatorView::~JiffyCalculatorView() = default;
QCustomPlot *JiffyCalculatorView::plot() const
{
    return m_stairs->plot();
}
QString JiffyCalculatorView::csv() const
{
    return m_stairs->csv();
}
QString JiffyCalculatorView::kernelRelease() const
{
    return m_kernelEdit->text().trimmed();
}
QString JiffyCalculatorView::sysctlCommand() const
{
    return QString::fromStdString(m_report.sysctlCommand);
}
void JiffyCalculatorView::setKernelRelease(const QString &release)
{
    m_kernelEdit->setText(release);
}

void JiffyCalculatorView::buildUi()
{
    const auto named = [](auto *w, const char *name) { return w->setObjectName(QLatin1String(name)), w; };
    const auto usecsSpin = [&](const char *name, double minimum) {
        auto *spin = named(new QDoubleSpinBox(this), name); // a double holds every uint32_t exactly
        spin->setRange(minimum, 4294967295.0);
        return spin->setDecimals(0), spin; // and no group separators: the value reads as typed in a sysctl
    };
    const auto row = [](std::initializer_list<QWidget *> widgets) {
        auto *box = new QHBoxLayout;
        for (QWidget *w : widgets)
            box->addWidget(w, w == *widgets.begin() ? 1 : 0);
        return box;
    };
    m_valueSpin = usecsSpin("valueSpin", 0);
    m_valueSpin->setValue(m_value);
    m_prevBox = named(new QPushButton(this), "prevBoxButton");
    m_nextBox = named(new QPushButton(this), "nextBoxButton");
    m_slider = named(new QSlider(Qt::Horizontal, this), "valueSlider");
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_hzCombo = named(new QComboBox(this), "hzCombo");
    m_hzCombo->setEditable(true);
    m_hzCombo->setInsertPolicy(QComboBox::NoInsert);
    m_hzCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_hzCombo->setMinimumContentsLength(6); // "(detected: …)" may be cut rather than widen the view
    m_bitsCombo = named(new QComboBox(this), "bitsCombo");
    m_kernelEdit = named(new QLineEdit(this), "kernelEdit");
    m_compareSpin = usecsSpin("compareSpin", -1); // -1 shows the special value text: no comparison
    m_compareSpin->setValue(-1);
    auto *inputs = new QFormLayout;
    inputs->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (const char *text : { QT_TR_NOOP("netdev_budget_usecs"), QT_TR_NOOP("HZ and word size"),
                              QT_TR_NOOP("Kernel release"), QT_TR_NOOP("Compare with") })
        m_captions.emplace_back(new QLabel(this), text);
    inputs->addRow(m_captions[0].first, row({ m_valueSpin, m_prevBox, m_nextBox }));
    inputs->addRow(m_slider);
    inputs->addRow(m_captions[1].first, row({ m_hzCombo, m_bitsCombo }));
    inputs->addRow(m_captions[2].first, m_kernelEdit);
    inputs->addRow(m_captions[3].first, m_compareSpin);

    m_comparisonLabel = richLabel(this, "comparisonLabel");
    m_warningsLabel = richLabel(this, "warningsLabel");
    m_resultsLabel = richLabel(this, "resultsLabel");
    m_sysctlEdit = named(new QLineEdit(this), "sysctlEdit");
    m_sysctlEdit->setReadOnly(true);
    m_sysctlEdit->setStyleSheet(QStringLiteral("font-family: monospace")); // the size follows the widget font
    m_copyButton = named(new QPushButton(this), "copyButton");
    m_sysctlNote = richLabel(this, "sysctlNote");

    // Reading order for a class: the setting, the comparison, what is dangerous, the details.
    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->addLayout(inputs);
    for (QWidget *w : std::initializer_list<QWidget *> { m_comparisonLabel, m_warningsLabel, m_resultsLabel })
        topLayout->addWidget(w);
    topLayout->addStretch(1);
    auto *scroll = new QScrollArea; // a presentation font may not fit: scroll rather than clip
    scroll->setWidget(top);
    scroll->setWidgetResizable(true);
    m_stairs = new JiffyStaircasePlot(this);
    auto *splitter = named(new QSplitter(Qt::Vertical, this), "splitter");
    splitter->addWidget(scroll);
    splitter->addWidget(m_stairs);
    m_splitter = splitter;
    m_figures = top;
    connect(splitter, &QSplitter::splitterMoved, this, [this] { m_splitterMoved = true; });
    auto *layout = new QVBoxLayout(this); // the command to copy stays in sight below the splitter
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);
    layout->addLayout(row({ m_sysctlEdit, m_copyButton }));
    layout->addWidget(m_sysctlNote);

    connect(m_valueSpin, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            [this](double v) { setValue(uint32_t(std::llround(v))); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) { setValue(uint32_t(v)); });
    // Box steps: to the last value of the previous box, or the first of the next one.
    connect(m_prevBox, &QPushButton::clicked, this, [this] { setValue(m_report.box.firstUs - 1); });
    connect(m_nextBox, &QPushButton::clicked, this, [this] { setValue(m_report.box.nextUs); });
    connect(m_hzCombo, qOverload<int>(&QComboBox::activated), this, &JiffyCalculatorView::applyHzText);
    connect(m_hzCombo->lineEdit(), &QLineEdit::editingFinished, this, &JiffyCalculatorView::applyHzText);
    connect(m_bitsCombo, qOverload<int>(&QComboBox::activated), this, [this](int i) { setBits(i == 0 ? 64 : 32); });
    connect(m_kernelEdit, &QLineEdit::textChanged, this, &JiffyCalculatorView::recompute);
    connect(m_compareSpin, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        setCompareValue(v < 0 ? std::nullopt : std::optional<uint32_t>(uint32_t(std::llround(v))));
    });
    connect(m_copyButton, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(sysctlCommand()); });
    connect(m_stairs, &JiffyStaircasePlot::valueClicked, this, &JiffyCalculatorView::setValue);
}

void JiffyCalculatorView::retranslate()
{
    for (const auto &[label, text] : m_captions)
        label->setText(tr(text));
    m_prevBox->setText(tr("◀ Box"));
    m_prevBox->setToolTip(tr("Last value of the previous jiffy box"));
    m_nextBox->setText(tr("Box ▶"));
    m_nextBox->setToolTip(tr("First value of the next jiffy box: the next value that changes anything"));
    m_slider->setToolTip(tr("Tick marks are clock ticks; Page Up/Down moves by one tick"));
    m_hzCombo->setToolTip(tr("CONFIG_HZ of the kernel: pick one or type any value from 12 to 12287"));
    m_bitsCombo->clear();
    m_bitsCombo->addItems({ tr("64-bit"), tr("32-bit") }); // index 0 = 64, 1 = 32
    m_bitsCombo->setCurrentIndex(m_bits == 64 ? 0 : 1);
    m_kernelEdit->setPlaceholderText(tr("uname -r, e.g. 6.12.18-amd64 (empty: unknown)"));
    m_compareSpin->setSpecialValueText(tr("none"));
    m_copyButton->setText(tr("Copy"));
    m_sysctlNote->setText(tr("Jitterscope never runs this: copy it and run it yourself, on a test machine first. The "
                             "value is global to the host, not per network namespace."));
    rebuildHzItems();
    updateSliderRange();
    recompute(); // core's reasons and warnings are translated when the report is built
}

void JiffyCalculatorView::fitSplitter()
{
    const int total = m_splitter->height() - m_splitter->handleWidth();
    if (m_splitterMoved || total <= 0)
        return;
    const int wanted = m_figures->sizeHint().height() + 2 * m_splitter->widget(0)->contentsMargins().top() + 2;
    const int top = std::min(wanted, total * 2 / 3);
    m_splitter->setSizes({ top, total - top });
}

void JiffyCalculatorView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitSplitter();
}

void JiffyCalculatorView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        updateOutputs();
    QWidget::changeEvent(event);
}

void JiffyCalculatorView::rebuildHzItems()
{
    const QSignalBlocker block(m_hzCombo);
    m_hzCombo->clear();
    if (m_detectedHz)
        m_hzCombo->addItem(tr("%1 (detected: %2)").arg(m_detectedHz).arg(m_detectedHow), m_detectedHz);
    for (uint32_t hz : { 100u, 250u, 300u, 1000u }) // the x86 Kconfig choices
        m_hzCombo->addItem(QString::number(hz), hz);
    selectHzInCombo();
}

void JiffyCalculatorView::selectHzInCombo()
{
    const QSignalBlocker block(m_hzCombo);
    const int index = m_hzCombo->findData(m_hz); // the detected item comes first
    if (index >= 0)
        m_hzCombo->setCurrentIndex(index);
    else
        m_hzCombo->setEditText(QString::number(m_hz));
    m_hzCombo->lineEdit()->setCursorPosition(0); // show the number, not the end of "(detected: …)"
}

void JiffyCalculatorView::applyHzText()
{
    // The leading number ("250 (detected: …)"); anything else puts the current HZ back, like a spin box.
    static const QRegularExpression leadingNumber(QStringLiteral("^\\s*(\\d{1,9})\\b"));
    const QRegularExpressionMatch m = leadingNumber.match(m_hzCombo->currentText());
    const uint32_t hz = m.hasMatch() ? m.captured(1).toUInt() : 0;
    m_userPickedHz = m_userPickedHz || isValidHz(hz);
    if (isValidHz(hz))
        setHz(hz);
    else
        selectHzInCombo();
}

void JiffyCalculatorView::setDetectedHz(uint32_t hz, const QString &how)
{
    if (!isValidHz(hz))
        return;
    m_detectedHz = hz;
    m_detectedHow = how;
    rebuildHzItems();
    if (!m_userPickedHz)
        setHz(hz);
}

void JiffyCalculatorView::setValue(uint32_t usecs)
{
    const bool changed = usecs != m_value;
    m_value = usecs;
    const QSignalBlocker block(m_valueSpin); // it may be the sender; it must not echo
    if (uint32_t(std::llround(m_valueSpin->value())) != usecs)
        m_valueSpin->setValue(usecs);
    if (!m_slider->isSliderDown()) // never rescale the slider under the mouse
        updateSliderRange();
    if (!changed)
        return;
    recompute();
    emit valueChanged(usecs);
}

void JiffyCalculatorView::setHz(uint32_t hz)
{
    if (!isValidHz(hz))
        return;
    const bool changed = hz != m_hz;
    m_hz = hz;
    selectHzInCombo();
    if (!changed)
        return;
    updateSliderRange();
    recompute();
    emit hzChanged(hz);
}

void JiffyCalculatorView::setBits(int bits)
{
    if ((bits != 32 && bits != 64) || bits == m_bits)
        return;
    m_bits = bits;
    m_bitsCombo->setCurrentIndex(bits == 64 ? 0 : 1);
    recompute();
}

void JiffyCalculatorView::setCompareValue(std::optional<uint32_t> usecs)
{
    const QSignalBlocker block(m_compareSpin);
    if (m_compareSpin->value() != (usecs ? double(*usecs) : -1.0))
        m_compareSpin->setValue(usecs ? double(*usecs) : -1.0);
    if (usecs == m_compare)
        return;
    m_compare = usecs;
    recompute();
}

void JiffyCalculatorView::setPresentationMode(bool on)
{
    m_presentation = on;
    m_stairs->setPresentationMode(on);
    updateOutputs();
}

void JiffyCalculatorView::updateSliderRange()
{
    // Twelve ticks or three times the default, stretched to take in a larger typed value (up to
    // INT_MAX, above which every kernel rejects the write). At most ~48 tick marks.
    const double tick = 1e6 / m_hz;
    double top = std::max(12 * tick, 3.0 * twoJiffyUsecs(m_hz));
    if (m_value > top)
        top = std::min(double(INT_MAX), m_value * 1.5);
    const QSignalBlocker block(m_slider);
    m_slider->setRange(0, int(std::ceil(top)));
    m_slider->setPageStep(std::max(1, int(std::lround(tick))));
    m_slider->setTickInterval(std::max(1, int(std::lround(tick * std::ceil(top / tick / 48)))));
    m_slider->setValue(int(std::min<uint32_t>(m_value, uint32_t(m_slider->maximum()))));
}

void JiffyCalculatorView::recompute()
{
    const std::string release = kernelRelease().toStdString();
    m_report = jiffiesReport(m_hz, m_value, m_bits, release); // inputs are validated: never throws
    if (m_compare)
        m_compareReport = jiffiesReport(m_hz, *m_compare, m_bits, release);
    updateOutputs();
    m_stairs->setReport(m_report, m_compare);
    emit reportChanged();
}

QString JiffyCalculatorView::comparisonText() const
{
    if (!m_compare)
        return {};
    const JiffyBox &a = m_report.box, &b = m_compareReport.box;
    if (a.firstUs == b.firstUs)
        return tr("%1 and %2 are the same box at HZ=%3: both give %4, the kernel cannot tell them apart")
            .arg(m_value)
            .arg(*m_compare)
            .arg(m_hz)
            .arg(jiffies(a.jiffies, a.clamped));
    const QString vs = tr("%1 vs %2").arg(jiffies(a.jiffies, a.clamped), jiffies(b.jiffies, b.clamped));
    return tr("%1 and %2 differ at HZ=%3: %4").arg(m_value).arg(*m_compare).arg(m_hz).arg(vs);
}

QString JiffyCalculatorView::resultsHtml() const
{
    const JiffiesReport &r = m_report;
    const JiffyBox &b = r.box;
    const BudgetFacts &f = r.facts;
    const double tick = 1e6 / r.cfg.hz;
    const QLatin1String alert(palette().color(QPalette::Window).lightness() < 128 ? "#ff9a9a" : "#a00000");
    QString window;
    if (b.clamped)
        window = tr("none: above %1 µs usecs_to_jiffies() returns MAX_JIFFY_OFFSET; only netdev_budget (%2 packets by "
                    "default) ends a cycle")
                     .arg(r.clampThresholdUs)
                     .arg(f.netdevBudgetDefault);
    else if (b.jiffies == 0)
        window = tr("none: with 0 jiffies every cycle stops after its first poll");
    else if (b.jiffies == 1)
        window = tr("from almost 0 up to %1 µs: the limit is the next tick, which can come at once; plus the last "
                    "poll")
                     .arg(us(b.windowMaxUs));
    else
        window = tr("more than %1 µs, at most %2 µs (N−1 to N ticks of %3 µs), plus the last poll")
                     .arg(us(b.windowMinUs), us(b.windowMaxUs), us(tick));
    const QString box =
        b.hasNext
            ? tr("every value from %1 to %2 µs behaves the same; the next value that changes anything is <b>%3</b> µs "
                 "(%4)")
                  .arg(b.firstUs)
                  .arg(b.lastUs)
                  .arg(b.nextUs)
                  .arg(jiffies(b.nextJiffies, b.nextUs > r.clampThresholdUs))
            : tr("every value from %1 to %2 µs behaves the same; there is no larger value")
                  .arg(b.firstUs)
                  .arg(b.lastUs);
    const QString def = f.sysctlExists == TriState::No ? tr("no sysctl: %1, hard-coded").arg(jiffies(f.defaultJiffies))
                        : f.defaultKnown ? tr("<b>%1 µs</b> = %2").arg(f.defaultUsecs).arg(jiffies(f.defaultJiffies))
                                         : tr("<b>%1 µs</b> = %2 from v5.7, <b>%3 µs</b> before")
                                               .arg(f.defaultUsecs)
                                               .arg(jiffies(f.defaultJiffies))
                                               .arg(f.altDefaultUsecs);
    const QString rejected =
        r.rejected == TriState::No
            ? tr("accepted")
            : (r.rejected == TriState::Yes ? tr("<b style=\"color:%1\">rejected with EINVAL</b>").arg(alert)
                                           : tr("<b style=\"color:%1\">may be rejected with EINVAL</b>").arg(alert)) +
                  reason(r.rejectedReason);
    const uint64_t s = f.maxSoftirqTimeJiffies;
    const std::pair<QString, QString> rows[] = {
        { tr("Jiffies N"),
          QStringLiteral("<span style=\"font-size:%1\"><b>%2</b></span>") // relative sizes only
              .arg(QLatin1String(m_presentation ? "xx-large" : "x-large"), jiffies(b.jiffies, b.clamped)) },
        { tr("Real time limit"), window },
        { tr("Same box"), box },
        { tr("Default"), def + reason(f.defaultReason) },
        { tr("Minimum"), tr("%1 µs (2 jiffies) applies: <b>%2</b>")
                                 .arg(f.minUsecs)
                                 .arg(f.minBoundApplies == TriState::Yes  ? tr("yes")
                                      : f.minBoundApplies == TriState::No ? tr("no")
                                                                          : tr("unknown")) +
                             reason(f.minBoundReason) },
        { tr("Writing it"), rejected },
        { tr("Softirq restarts"), tr("MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = %1: restarts only within %2 µs at most "
                                     "(%3 rounds), then ksoftirqd")
                                      .arg(jiffies(s))
                                      .arg(us(double(s) * tick))
                                      .arg(f.maxSoftirqRestart) }
    };
    QString html = QLatin1String("<p><b>") + tr("What the kernel makes of it") + QLatin1String("</b></p><table>");
    for (const auto &[caption, text] : rows)
        html += QStringLiteral("<tr><td>%1&nbsp;</td><td>%2</td></tr>").arg(caption.toHtmlEscaped(), text);
    return html + QStringLiteral("</table>");
}

void JiffyCalculatorView::updateOutputs()
{
    const JiffiesReport &r = m_report;
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    m_resultsLabel->setText(resultsHtml());
    m_prevBox->setEnabled(r.box.firstUs > 0);
    m_nextBox->setEnabled(r.box.hasNext);

    QString warnings;
    for (const JiffiesWarning &w : r.warnings)
        warnings += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(w.message).toHtmlEscaped());
    m_warningsLabel->setText(tr("<b>Watch out</b>") + QStringLiteral("<ul>%1</ul>").arg(warnings));
    m_warningsLabel->setVisible(!r.warnings.empty());
    m_warningsLabel->setStyleSheet( // amber on light and on dark palettes; no font sizes here
        QStringLiteral("QLabel { border: %1px solid %2; border-radius: 4px; background: %3; color: %4; padding: 4px; }")
            .arg(QString::number(m_presentation ? 4 : 2), QLatin1String(dark ? "#e0a030" : "#c07000"),
                 QLatin1String(dark ? "#3a2a00" : "#fff4d6"), QLatin1String(dark ? "#ffe9b0" : "#2b1d00")));

    const QString cmp = comparisonText();
    m_comparisonLabel->setText(QStringLiteral("<b>%1</b>").arg(cmp.toHtmlEscaped()));
    m_comparisonLabel->setVisible(!cmp.isEmpty());
    m_sysctlEdit->setText(sysctlCommand());
}

} // namespace jitterscope
