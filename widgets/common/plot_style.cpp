#include "widgets/common/plot_style.h"

#include <qcustomplot.h>

#include <QFontMetrics>
#include <QHash>
#include <QPointer>

#include <algorithm>

namespace jitterscope {

namespace {

const char *const kScaledProperty = kPresentationScaleProperty;

QFont scaled(QFont f, double s)
{
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * s);
    else if (f.pixelSize() > 0)
        f.setPixelSize(qRound(f.pixelSize() * s));
    return f;
}

QPen scaled(QPen p, double s)
{
    p.setWidthF(std::max(1.0, p.widthF()) * s);
    return p;
}

/// Multiplies every font and pen of the plot by `s` (s < 1 undoes an earlier scaling).
void scalePlot(QCustomPlot *plot, double fs, double ps)
{
    for (QCPAxisRect *rect : plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            axis->setTickLabelFont(scaled(axis->tickLabelFont(), fs));
            axis->setLabelFont(scaled(axis->labelFont(), fs));
            axis->setBasePen(scaled(axis->basePen(), ps));
            axis->setTickPen(scaled(axis->tickPen(), ps));
        }
    }
    if (plot->legend) // QCPLegend::setFont also sets every item's font
        plot->legend->setFont(scaled(plot->legend->font(), fs));
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            title->setFont(scaled(title->font(), fs));
    for (int i = 0; i < plot->itemCount(); ++i) {
        QCPAbstractItem *item = plot->item(i);
        if (auto *text = qobject_cast<QCPItemText *>(item))
            text->setFont(scaled(text->font(), fs));
        else if (auto *line = qobject_cast<QCPItemStraightLine *>(item))
            line->setPen(scaled(line->pen(), ps));
        else if (auto *l = qobject_cast<QCPItemLine *>(item))
            l->setPen(scaled(l->pen(), ps));
    }
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *p = plot->plottable(i);
        p->setPen(scaled(p->pen(), ps));
        if (auto *g = qobject_cast<QCPGraph *>(p)) {
            QCPScatterStyle st = g->scatterStyle();
            if (st.shape() != QCPScatterStyle::ssNone) {
                st.setSize(st.size() * ps);
                g->setScatterStyle(st);
            }
        }
    }
}

/// Re-wraps the legend of the plot it watches whenever the plot is resized or replotted.
class LegendWrapper : public QObject {
public:
    explicit LegendWrapper(QCustomPlot *plot)
        : QObject(plot)
        , m_plot(plot)
    {
        // Before each replot: a resize replots, and entries come and go with the data (a view
        // adds one when its trace has the events it draws).
        connect(plot, &QCustomPlot::beforeReplot, this, &LegendWrapper::rewrap);
    }

private:
    void rewrap()
    {
        QCPLegend *legend = m_plot->legend;
        if (!legend || legend->layout() == m_plot->axisRect()->insetLayout())
            return; // inside the axis rect it takes no row of its own
        int widest = 1;
        for (int i = 0; i < legend->elementCount(); ++i)
            if (QCPLayoutElement *item = legend->elementAt(i))
                widest = std::max(widest, item->minimumOuterSizeHint().width());
        const int room = m_plot->width() - legend->margins().left() - legend->margins().right();
        const int columns = std::max(1, room / (widest + legend->columnSpacing()));
        if (columns == legend->wrap())
            return;
        legend->setWrap(columns);
        legend->setFillOrder(legend->fillOrder(), true); // re-arranges the items
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }

    QCustomPlot *m_plot;
};

/// Greedy line breaking of `text` to `width` pixels in `fm`.
QString wrapToWidth(const QString &text, const QFontMetrics &fm, int width)
{
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        const auto fits = [&fm, width](const QString &s) { return fm.horizontalAdvance(s) <= width; };
        for (const QString &word : paragraph.split(QLatin1Char(' '))) {
            const QString joined = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (fits(joined)) {
                line = joined;
                continue;
            }
            if (!line.isEmpty())
                lines << line;
            line.clear();
            // The word alone: split it where it overflows (one character at least per line).
            for (const QChar c : word) {
                if (!line.isEmpty() && !fits(line + c)) {
                    lines << line;
                    line.clear();
                }
                line += c;
            }
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

/// Keeps one text item wrapped to its plot (see wrapTextToPlot).
class TextWrapper : public QObject {
public:
    explicit TextWrapper(QCPItemText *item)
        : QObject(item)
        , m_item(item)
    {
        connect(item->parentPlot(), &QCustomPlot::beforeReplot, this, &TextWrapper::rewrap);
    }

private:
    void rewrap()
    {
        if (m_item->text() != m_wrapped)
            m_raw = m_item->text(); // the caller set a new text
        QCPAxisRect *rect = m_item->parentPlot()->axisRect();
        const int width = std::max(80, (rect ? rect->width() : m_item->parentPlot()->width()) - 24);
        m_wrapped = wrapToWidth(m_raw, QFontMetrics(m_item->font()), width);
        if (m_wrapped != m_item->text())
            m_item->setText(m_wrapped);
    }

    QCPItemText *m_item;
    QString m_raw, m_wrapped;
};

} // namespace

void fitTicksToAxis(QCPAxis *axis, const QString &widestLabel, int maxTicks)
{
    if (!axis)
        return;
    QCustomPlot *plot = axis->parentPlot();
    QObject::connect(plot, &QCustomPlot::beforeReplot, axis, [axis, widestLabel, maxTicks] {
        const int label = QFontMetrics(axis->tickLabelFont()).horizontalAdvance(widestLabel) + 16;
        const int length =
            axis->orientation() == Qt::Horizontal ? axis->axisRect()->width() : axis->axisRect()->height();
        const int ticks = std::clamp(length / std::max(1, label), 2, std::max(2, maxTicks));
        if (axis->ticker() && axis->ticker()->tickCount() != ticks)
            axis->ticker()->setTickCount(ticks);
    });
}

void wrapTextToPlot(QCPItemText *item)
{
    if (item)
        new TextWrapper(item);
}

QColor cpuColour(size_t index)
{
    static const QColor colours[kCpuColourCount] = { { 31, 119, 180 },  { 255, 127, 14 },  { 44, 160, 44 },
                                                     { 214, 39, 40 },   { 148, 103, 189 }, { 140, 86, 75 },
                                                     { 227, 119, 194 }, { 127, 127, 127 }, { 188, 189, 34 },
                                                     { 23, 190, 207 } };
    return colours[index % kCpuColourCount];
}

void keepPlotShrinkable(QCustomPlot *plot)
{
    plot->setMinimumSize(160, 120);
    new LegendWrapper(plot);
}

void setPlotsPresentation(QWidget *root, bool on, double fontScale, double penScale)
{
    if (!root)
        return;
    for (QCustomPlot *plot : root->findChildren<QCustomPlot *>()) {
        const bool isScaled = plot->property(kScaledProperty).isValid();
        if (on == isScaled)
            continue;
        if (on) {
            scalePlot(plot, fontScale, penScale);
            plot->setProperty(kScaledProperty, QVariant(QPointF(fontScale, penScale)));
        } else {
            const QPointF s = plot->property(kScaledProperty).toPointF();
            scalePlot(plot, 1.0 / s.x(), 1.0 / s.y());
            plot->setProperty(kScaledProperty, QVariant());
        }
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

} // namespace jitterscope
