// Presentation styling for every plot under a widget: larger fonts and thicker pens for a projector,
// and back. GUI thread only.
#pragma once

#include <QColor>

#include <cstddef>

class QCPAxis;
class QCPItemText;
class QCustomPlot;
class QWidget;

namespace jitterscope {

/// Dynamic property that setPlotsPresentation() puts on every QCustomPlot it has scaled (a
/// QPointF of the font and pen factors); plots that style themselves watch it.
inline constexpr char kPresentationScaleProperty[] = "jitterscopePresentationScale";

/// Scales fonts (axes, tick labels, legends, titles, text items) by `fontScale` and pen widths by
/// `penScale` for every QCustomPlot under `root`; the original styles are remembered per plot, so
/// calling with on=false restores them exactly. Replots what it changed.
void setPlotsPresentation(QWidget *root, bool on, double fontScale = 1.8, double penScale = 2.0);

/// QCustomPlot asks for the width of its widest layout row: a legend in one row under the plot
/// (seven markers, longer in German) made views, and the window, wider than a 1024-pixel screen.
/// This gives the plot a fixed small minimum instead and, on every resize, wraps the legend into as
/// many columns as the plot's width holds.
void keepPlotShrinkable(QCustomPlot *plot);

/// A plot's text item does not wrap: a placeholder longer than the plot (German, a narrow pane)
/// was cut off at both sides. This re-wraps `item`'s text before every replot to the width of the
/// plot's first axis rect: at spaces, and inside a word (Japanese has no spaces) where a word alone
/// is wider. The caller keeps setting unwrapped text; explicit line breaks are kept.
void wrapTextToPlot(QCPItemText *item);

/// Before every replot, asks `axis`'s ticker for as many ticks as labels like `widestLabel` fit
/// in the axis's length with a gap (2 … `maxTicks`): a fixed tick count made "5 µs10 µs15 µs" run
/// together in a 130-pixel plot (Japanese, 1024 pixels wide). The ticker stays the caller's.
void fitTicksToAxis(QCPAxis *axis, const QString &widestLabel, int maxTicks = 8);

/// One colour per CPU (Tableau 10) for every per-CPU plot, so a CPU looks the same in the softnet
/// and kernel-events views; `index` < kCpuColourCount (callers repeat with another line style).
inline constexpr size_t kCpuColourCount = 10;
[[nodiscard]] QColor cpuColour(size_t index);

} // namespace jitterscope
