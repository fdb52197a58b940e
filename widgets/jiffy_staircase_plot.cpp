#include "widgets/jiffy_staircase_plot.h"

#include "widgets/common/plot_style.h"
#include "widgets/common/plot_title.h"
#include "widgets/common/units.h"

#include <QEvent>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace jitterscope {

namespace {

const char *const kSharedPresentationMark = kPresentationScaleProperty;

// Colours: distinct on a washed-out projector and for red-green colour blindness (orange/purple
// for the two values, green/red for default/minimum also differ in line style).
struct Scheme {
    QColor steps, value, compare, deflt, minimum, region;
    double stepsWidth, markerWidth;
};

Scheme schemeFor(bool dark, bool presentation)
{
    Scheme s;
    if (dark) {
        s = { QColor(150, 200, 255),
              QColor(255, 165, 60),
              QColor(215, 160, 255),
              QColor(110, 220, 110),
              QColor(255, 120, 120),
              QColor(200, 200, 200),
              2.0,
              1.5 };
        if (presentation)
            s.steps = Qt::white;
    } else {
        s = { QColor(30, 80, 150),
              QColor(210, 90, 0),
              QColor(120, 50, 160),
              QColor(0, 120, 60),
              QColor(190, 30, 30),
              QColor(90, 90, 90),
              2.0,
              1.5 };
        if (presentation) {
            s.steps = Qt::black;
            s.value = QColor(200, 70, 0);
            s.compare = QColor(90, 0, 170);
            s.deflt = QColor(0, 100, 0);
            s.minimum = QColor(200, 0, 0);
            s.region = QColor(40, 40, 40);
        }
    }
    if (presentation)
        s.stepsWidth = 4.5, s.markerWidth = 3.0;
    return s;
}

} // namespace

JiffyStaircasePlot::JiffyStaircasePlot(QWidget *parent)
    : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    keepPlotShrinkable(m_plot);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);

    m_title = new PlotTitle(m_plot, m_plot->font()); // the style sets its font
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, m_title);

    m_steps = m_plot->addGraph();
    m_steps->setObjectName(QStringLiteral("staircase"));
    m_steps->setLineStyle(QCPGraph::lsStepLeft);
    m_steps->setAdaptiveSampling(false); // a few dozen points; every edge must stay exact
    m_valuePoint = m_plot->addGraph();
    m_valuePoint->setObjectName(QStringLiteral("point:value"));
    m_valuePoint->setLineStyle(QCPGraph::lsNone);
    m_comparePoint = m_plot->addGraph();
    m_comparePoint->setObjectName(QStringLiteral("point:compare"));
    m_comparePoint->setLineStyle(QCPGraph::lsNone);

    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples); // whole jiffies, coarser when many
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setNumberFormat(QStringLiteral("f"));
    m_plot->yAxis->setNumberPrecision(0);
    m_plot->xAxis->setNumberFormat(QStringLiteral("f")); // µs values are typed as plain integers
    m_plot->xAxis->setNumberPrecision(0);

    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *e) {
        if (e->button() != Qt::LeftButton || !m_hasReport)
            return;
        const double x = std::floor(m_plot->xAxis->pixelToCoord(e->pos().x()));
        emit valueClicked(uint32_t(std::clamp(x, 0.0, 4294967295.0)));
    });

    m_plot->installEventFilter(this);
    applyStyle();
    retranslate();
}

JiffyStaircasePlot::~JiffyStaircasePlot() = default;

bool JiffyStaircasePlot::eventFilter(QObject *watched, QEvent *event)
{
    // setPlotsPresentation() (plot_style.h) multiplies every plot's fonts and pens and marks the
    // plot with this property. This plot already follows the (enlarged) widget font and rebuilds
    // its items on every change, so it takes the mark as "presentation on" and styles itself.
    if (watched == m_plot && event->type() == QEvent::DynamicPropertyChange &&
        static_cast<QDynamicPropertyChangeEvent *>(event)->propertyName() == kSharedPresentationMark)
        applyStyle();
    return QWidget::eventFilter(watched, event);
}

QString JiffyStaircasePlot::jiffiesText(uint64_t n, bool clamped)
{
    return clamped ? tr("no time limit") : tr("%n jiffies", nullptr, units::pluralCount(n));
}

QString JiffyStaircasePlot::usecsText(double us)
{
    const bool whole = std::fabs(us - std::round(us)) < 1e-6;
    return whole ? QString::number(qulonglong(std::llround(us))) : QString::number(us, 'f', 1);
}

std::pair<uint32_t, uint32_t> JiffyStaircasePlot::rangeFor(const JiffiesReport &r, std::optional<uint32_t> compare)
{
    // Two ticks of margin around the value, widened to take in the comparison value, the default
    // and the minimum when they are within twelve ticks. Edges snap to whole ticks so the view only
    // moves when the value crosses into another box, not with every slider step.
    const double tick = 1e6 / double(r.cfg.hz), value = r.usecs;
    double lo = value, hi = value;
    const auto consider = [&](double x) {
        if (std::fabs(x - value) <= 12 * tick) {
            lo = std::min(lo, x);
            hi = std::max(hi, x);
        }
    };
    if (compare)
        consider(*compare);
    if (r.facts.sysctlExists != TriState::No)
        consider(r.facts.defaultUsecs);
    consider(r.facts.minUsecs);
    double from = (std::floor(lo / tick) - 2) * tick;
    double to = (std::ceil(hi / tick) + 2) * tick;
    if (from < 1.5 * tick)
        from = 0;
    from = std::clamp(std::floor(from), 0.0, 4294967295.0);
    to = std::clamp(std::ceil(to), from, 4294967295.0);
    return { uint32_t(from), uint32_t(to) };
}

void JiffyStaircasePlot::setReport(const JiffiesReport &report, std::optional<uint32_t> compare)
{
    m_report = report;
    m_compare = compare;
    m_hasReport = true;
    rebuild();
}

bool JiffyStaircasePlot::effectivePresentation() const
{
    return m_presentation || m_plot->property(kSharedPresentationMark).isValid();
}

void JiffyStaircasePlot::setPresentationMode(bool on)
{
    if (m_presentation == on)
        return;
    m_presentation = on;
    applyStyle();
}

void JiffyStaircasePlot::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    rebuild(); // label sides depend on the width
}

void JiffyStaircasePlot::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        applyStyle();
    QWidget::changeEvent(event);
}

void JiffyStaircasePlot::retranslate()
{
    m_plot->xAxis->setLabel(tr("netdev_budget_usecs value (µs)"));
    m_plot->yAxis->setLabel(tr("jiffies N"));
    rebuild(); // marker labels and the title carry text
}

void JiffyStaircasePlot::applyStyle()
{
    // Plot fonts follow the widget font (the app's presentation font), scaled up a little more on
    // a projector; colours follow the palette's base/text so a high-contrast palette carries over.
    const bool presentation = effectivePresentation();
    const double scale = presentation ? 1.2 : 1.0;
    QFont base = font();
    base.setPointSizeF(base.pointSizeF() * scale);
    QFont title = base;
    title.setBold(true);
    const QColor bg = palette().color(QPalette::Base);
    const QColor fg = palette().color(QPalette::Text);
    m_plot->setBackground(bg);
    for (QCPAxis *axis : { m_plot->xAxis, m_plot->yAxis }) {
        axis->setTickLabelFont(base);
        axis->setLabelFont(base);
        axis->setTickLabelColor(fg);
        axis->setLabelColor(fg);
        const QPen pen(fg, presentation ? 2 : 1);
        axis->setBasePen(pen);
        axis->setTickPen(pen);
        axis->setSubTickPen(pen);
        QColor grid = fg;
        grid.setAlpha(presentation ? 70 : 40);
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
    }
    m_title->setFont(title);
    m_title->setTextColor(fg);
    m_plot->setMinimumHeight(QFontMetrics(base).height() * 14);
    rebuild();
}

void JiffyStaircasePlot::rebuild()
{
    m_plot->clearItems();
    const QColor bg = palette().color(QPalette::Base);
    const bool presentation = effectivePresentation();
    const Scheme sc = schemeFor(bg.lightness() < 128, presentation);
    m_steps->setPen(QPen(sc.steps, sc.stepsWidth));
    const double dot = QFontMetrics(m_plot->xAxis->tickLabelFont()).height() * 0.7;
    m_valuePoint->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, sc.value, sc.value, dot));
    m_comparePoint->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, sc.compare, sc.compare, dot));
    if (!m_hasReport) {
        m_plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const JiffiesReport &r = m_report;
    const auto range = rangeFor(r, m_compare);
    const uint32_t from = range.first, to = range.second; // plain locals: lambdas below capture them
    m_stairs = jiffyStaircase(r.cfg, from, to);

    // Step line: one point per (non-clamped) box at its first value inside the range, and a last
    // point at the end of the last box so its step is drawn to the edge. Clamped boxes have
    // N = MAX_JIFFY_OFFSET (2^62 - 2): drawn as a shaded "no limit" region instead.
    QVector<double> keys, values;
    double endKey = from;
    for (const JiffyBox &b : m_stairs.rows) {
        if (b.clamped)
            continue;
        keys << double(std::max(b.firstUs, from));
        values << double(b.jiffies);
        endKey = double(std::min(b.lastUs, to)) + 1.0;
    }
    if (!keys.isEmpty()) {
        keys << endKey;
        values << values.back();
    }
    m_steps->setData(keys, values, true);
    const double yLo = values.isEmpty() ? 0 : *std::min_element(values.begin(), values.end());
    const double yHi = values.isEmpty() ? 1 : *std::max_element(values.begin(), values.end());
    m_plot->xAxis->setRange(from, double(to) + 1.0);
    // Head room above the top step for the marker labels.
    m_plot->yAxis->setRange(std::max(-0.3, yLo - 0.3), yHi + std::max(1.2, (yHi - yLo) * 0.45));

    const QFont itemFont = m_plot->xAxis->tickLabelFont();
    QColor labelBg = bg;
    labelBg.setAlpha(220);
    const double span = double(to) + 1.0 - from;
    // The axis rect is only laid out at the next replot: estimate its width to put each label on
    // the side of its line where it fits.
    const QFontMetrics fm(itemFont);
    const double rectWidth = std::max(100, m_plot->width() - 6 * fm.height());
    const auto addText = [&](double x, double yRatio, const QString &text, const QColor &colour, bool bottom) {
        auto *t = new QCPItemText(m_plot);
        t->position->setTypeX(QCPItemPosition::ptPlotCoords);
        t->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        t->position->setCoords(x, yRatio);
        const double px = (x - from) / span * rectWidth;
        const double need = fm.horizontalAdvance(text) + 10;
        const Qt::Alignment h = px + need > rectWidth && px >= rectWidth - px ? Qt::AlignRight : Qt::AlignLeft;
        t->setPositionAlignment(h | (bottom ? Qt::AlignBottom : Qt::AlignTop));
        t->setText(text);
        t->setFont(itemFont);
        t->setColor(colour);
        t->setBrush(labelBg);
        t->setPadding(QMargins(4, 1, 4, 1));
        t->setClipToAxisRect(true);
        return t;
    };
    const auto addRect = [&](const char *id, double x0, double x1, const QBrush &brush, const QPen &pen) {
        auto *rect = new QCPItemRect(m_plot);
        rect->setObjectName(QString::fromLatin1(id));
        for (QCPItemPosition *p : { rect->topLeft, rect->bottomRight }) {
            p->setTypeX(QCPItemPosition::ptPlotCoords);
            p->setTypeY(QCPItemPosition::ptAxisRectRatio);
        }
        rect->topLeft->setCoords(x0, 0);
        rect->bottomRight->setCoords(x1, 1);
        rect->setBrush(brush);
        rect->setPen(pen);
        rect->setLayer(QStringLiteral("grid")); // under the step line and the markers
        return rect;
    };
    const auto addLine = [&](const char *id, double x, const QColor &colour, Qt::PenStyle style) {
        auto *line = new QCPItemStraightLine(m_plot);
        line->setObjectName(QString::fromLatin1(id));
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
        line->setPen(QPen(colour, sc.markerWidth, style));
        return line;
    };

    // Regions: below the minimum (EINVAL when the bound applies, maybe when unknown) and no limit.
    QColor regionColour = sc.region;
    if (r.facts.minBoundApplies != TriState::No && r.facts.minUsecs > from) {
        regionColour.setAlpha(presentation ? 90 : 70);
        addRect("region:rejected", from, r.facts.minUsecs, QBrush(regionColour, Qt::BDiagPattern), Qt::NoPen);
        // Upper left: the steps are low there, the value labels sit above.
        addText(from, 0.3, r.facts.minBoundApplies == TriState::Yes ? tr("rejected (EINVAL)") : tr("EINVAL?"),
                sc.region, false);
    }
    if (uint64_t(to) > r.clampThresholdUs) {
        regionColour.setAlpha(presentation ? 90 : 50);
        const double x0 = std::max<double>(double(r.clampThresholdUs) + 1.0, from);
        addRect("region:nolimit", x0, double(to) + 1.0, QBrush(regionColour, Qt::FDiagPattern), Qt::NoPen);
        addText(x0, 0.5, tr("no time limit (MAX_JIFFY_OFFSET)"), sc.region, false);
    }

    // The current box, shaded, and the comparison box outlined when it is another one.
    QColor boxFill = sc.value;
    boxFill.setAlpha(presentation ? 70 : 45);
    addRect("box:value", std::max(r.box.firstUs, from), double(std::min(r.box.lastUs, to)) + 1.0, boxFill, Qt::NoPen);
    const JiffyBox *compareBox = nullptr;
    if (m_compare) {
        for (const JiffyBox &b : m_stairs.rows)
            if (b.firstUs <= *m_compare && *m_compare <= b.lastUs)
                compareBox = &b;
    }
    if (compareBox && compareBox->firstUs != r.box.firstUs) {
        addRect("box:compare", std::max(compareBox->firstUs, from), double(std::min(compareBox->lastUs, to)) + 1.0,
                Qt::NoBrush, QPen(sc.compare, sc.markerWidth * 0.7, Qt::DashLine));
    }

    // Default and minimum: one line when they are the same value (v5.7+ kernels).
    const bool minShown = r.facts.minBoundApplies != TriState::No;
    const bool defShown = r.facts.sysctlExists != TriState::No;
    const uint32_t def = r.facts.defaultUsecs;
    if (defShown && def >= from && def <= to) {
        addLine("marker:default", def, sc.deflt, Qt::DashLine);
        QString text =
            minShown && def == r.facts.minUsecs ? tr("default = minimum %1 µs").arg(def) : tr("default %1 µs").arg(def);
        if (!r.facts.defaultKnown)
            text = tr("default %1 µs (or %2 µs)").arg(def).arg(r.facts.altDefaultUsecs);
        addText(def, 0.99, text, sc.deflt, true);
    }
    if (minShown && (!defShown || r.facts.minUsecs != def) && r.facts.minUsecs >= from && r.facts.minUsecs <= to) {
        addLine("marker:minimum", r.facts.minUsecs, sc.minimum, Qt::DashDotLine);
        addText(r.facts.minUsecs, 0.88, tr("minimum %1 µs").arg(r.facts.minUsecs), sc.minimum, true);
    }

    // The values themselves: a line, a point on the step, and a label naming N.
    addLine("marker:value", r.usecs, sc.value, Qt::SolidLine);
    addText(r.usecs, 0.01, tr("%1 µs → %2").arg(r.usecs).arg(jiffiesText(r.box.jiffies, r.box.clamped)), sc.value,
            false);
    m_valuePoint->data()->clear();
    if (!r.box.clamped)
        m_valuePoint->addData(r.usecs, double(r.box.jiffies));
    m_comparePoint->data()->clear();
    if (m_compare && compareBox) {
        addLine("marker:compare", *m_compare, sc.compare, Qt::DashLine);
        addText(*m_compare, 0.12,
                tr("%1 µs → %2").arg(*m_compare).arg(jiffiesText(compareBox->jiffies, compareBox->clamped)), sc.compare,
                false);
        if (!compareBox->clamped)
            m_comparePoint->addData(*m_compare, double(compareBox->jiffies));
    }

    // Short: QCustomPlot's minimum width is the title's width.
    m_title->setText(tr("HZ=%1, %2-bit: 1 tick = %3 µs").arg(r.cfg.hz).arg(r.cfg.bits).arg(usecsText(1e6 / r.cfg.hz)));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString JiffyStaircasePlot::csv() const
{
    QString out = QStringLiteral("jiffies,first_us,last_us,window_min_us,window_max_us,no_limit\n");
    for (const JiffyBox &b : m_stairs.rows) {
        out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(b.jiffies)
                   .arg(b.firstUs)
                   .arg(b.lastUs)
                   .arg(b.clamped ? QString() : QString::number(b.windowMinUs, 'f', 3))
                   .arg(b.clamped ? QString() : QString::number(b.windowMaxUs, 'f', 3))
                   .arg(b.clamped ? 1 : 0);
    }
    return out;
}

} // namespace jitterscope
