#include "widgets/common/plot_navigator.h"

#include <QMouseEvent>
#include <QTimer>
#include <qcustomplot.h>

#include <cmath>

namespace jitterscope {

PlotNavigator::PlotNavigator(QCustomPlot *plot, std::function<QCPRange()> bounds)
    : QObject(plot)
    , m_plot(plot)
    , m_axis(plot->xAxis)
    , m_bounds(std::move(bounds))
{
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    // Only x: the views fit their y axes to the data shown.
    m_plot->axisRect()->setRangeDragAxes(m_axis, nullptr);
    m_plot->axisRect()->setRangeZoomAxes(m_axis, nullptr);
    m_plot->setSelectionRectMode(QCP::srmZoom);
    QPen pen(QColor(50, 100, 170), 1, Qt::DashLine);
    m_plot->selectionRect()->setPen(pen);
    m_plot->selectionRect()->setBrush(QColor(50, 100, 170, 40));
    m_plot->installEventFilter(this);
    connect(m_axis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this, &PlotNavigator::clampAxis);
}

bool PlotNavigator::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_plot)
        return QObject::eventFilter(watched, event);
    // Range changes are the user's from a press to just after its release (the band zooms on
    // release) and during a wheel event; the plot handles both after this filter returns.
    const auto endOfUserChange = [this] { QTimer::singleShot(0, this, [this] { m_user = false; }); };
    switch (event->type()) {
    case QEvent::MouseButtonPress:
        m_user = true;
        // The press decides: a plain drag draws the zoom band, Shift+drag pans (QCustomPlot does one or the other).
        m_plot->setSelectionRectMode(static_cast<QMouseEvent *>(event)->modifiers() & Qt::ShiftModifier ? QCP::srmNone
                                                                                                        : QCP::srmZoom);
        break;
    case QEvent::MouseButtonRelease: endOfUserChange(); break;
    case QEvent::Wheel:
        m_user = true;
        endOfUserChange();
        break;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

QCPRange PlotNavigator::clamped(const QCPRange &range) const
{
    const QCPRange b = m_bounds();
    if (!(b.upper > b.lower))
        return range;
    const bool log = m_axis->scaleType() == QCPAxis::stLogarithmic && b.lower > 0 && range.lower > 0;
    const auto to = [log](double v) { return log ? std::log10(v) : v; };
    const auto from = [log](double v) { return log ? std::pow(10.0, v) : v; };
    double lo = to(range.lower), hi = to(range.upper);
    const double bLo = to(b.lower), bHi = to(b.upper);
    if (hi - lo >= bHi - bLo)
        return b; // zoomed out past the data: the data
    if (lo < bLo) {
        hi += bLo - lo;
        lo = bLo;
    } else if (hi > bHi) {
        lo -= hi - bHi;
        hi = bHi;
    } else {
        return range;
    }
    return QCPRange(from(lo), from(hi));
}

void PlotNavigator::clampAxis(const QCPRange &range)
{
    // Programmatic ranges pass: a comparison shares one side's range with the other, a live view its window.
    if (m_clamping || !m_user)
        return;
    const QCPRange c = clamped(range);
    if (c.lower == range.lower && c.upper == range.upper)
        return;
    m_clamping = true;
    m_axis->setRange(c); // the owner sees this second rangeChanged as the user's range
    m_clamping = false;
}

} // namespace jitterscope
