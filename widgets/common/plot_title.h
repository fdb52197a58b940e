// A plot title that never sets the plot's minimum width. QCPTextElement's minimum is its text's
// width, so a long trace or flow name in a title made the whole view, and with it the window, wider
// than a 1024-pixel screen (the comparison page grew to 1491 px). PlotTitle asks only for its
// height and elides each line in the middle to the width it gets (the start of a file name and the
// end of a flow label stay readable); text() is still the whole title, for exports and tests.
#pragma once

#include <qcustomplot.h>

namespace jitterscope {

class PlotTitle : public QCPTextElement {
public:
    PlotTitle(QCustomPlot *plot, const QFont &font);
    /// The text as drawn at the current width (each line elided as needed).
    [[nodiscard]] QString shownText() const;

protected:
    void draw(QCPPainter *painter) override;
    [[nodiscard]] QSize minimumOuterSizeHint() const override;

private:
    [[nodiscard]] QString elided(const QFontMetrics &metrics, int width) const;
};

} // namespace jitterscope
