#include "widgets/common/plot_style.h"

#include <qcustomplot.h>

#include <QHash>
#include <QPointer>

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

} // namespace

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
