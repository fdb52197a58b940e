// Presentation styling for every plot under a widget: larger fonts and thicker pens for a projector,
// and back. GUI thread only.
#pragma once

class QWidget;

namespace jitterscope {

/// Scales fonts (axes, tick labels, legends, titles, text items) by `fontScale` and pen widths by
/// `penScale` for every QCustomPlot under `root`; the original styles are remembered per plot, so
/// calling with on=false restores them exactly. Replots what it changed.
void setPlotsPresentation(QWidget *root, bool on, double fontScale = 1.8, double penScale = 2.0);

} // namespace jitterscope
