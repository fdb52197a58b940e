// Mouse navigation of one plot's x axis: drag a rubber band to zoom into it, Shift+drag to pan,
// the wheel zooms about the pointer; the user's range never leaves the data (bounds()), so no
// pan or zoom-out runs past it (ranges the owner sets pass unchanged). The owner resets
// (double-click, its own button). GUI thread only.
#pragma once

#include <QObject>

#include <functional>

class QCPAxis;
class QCPRange;
class QCustomPlot;

namespace jitterscope {

class PlotNavigator : public QObject {
    Q_OBJECT
public:
    /// `bounds` gives the widest range the x axis may show (the data with the view's padding);
    /// an empty or inverted range means "no data": no clamping. The navigator is a child of `plot`.
    PlotNavigator(QCustomPlot *plot, std::function<QCPRange()> bounds);

    /// Clamps `range` into bounds() keeping its width when it fits (in log space on a log axis).
    [[nodiscard]] QCPRange clamped(const QCPRange &range) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void clampAxis(const QCPRange &range);

    QCustomPlot *m_plot;
    QCPAxis *m_axis;
    std::function<QCPRange()> m_bounds;
    bool m_clamping = false;
    bool m_user = false; // a mouse press or wheel event is changing the range
};

} // namespace jitterscope
