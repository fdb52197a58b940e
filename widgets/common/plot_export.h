// Export of any QCustomPlot as PNG, SVG or PDF, and of a view's plotted data as CSV.
// Everything renders into memory: the app chooses the path and writes the bytes, so widgets
// never touch the file system (design.md). GUI thread only.
#pragma once

#include <QByteArray>
#include <QPointF>
#include <QSize>
#include <QString>

#include <memory>

class QCustomPlot;
class QCPPainter;
class QPaintDevice;
class QPainter;

namespace jitterscope {

/// Implemented by every plotting view so the app can export whichever one is current.
class ExportablePlot {
public:
    virtual ~ExportablePlot() = default;
    /// The plot as it is drawn now (owned by the view).
    [[nodiscard]] virtual QCustomPlot *plot() const = 0;
    /// The plotted data as CSV with a header row; numbers in C locale, units in column names.
    [[nodiscard]] virtual QString csv() const = 0;
};

enum class ExportFormat { Png, Svg, Pdf, Csv };

/// Format from a file name's suffix (case-insensitive); Png when unknown.
[[nodiscard]] ExportFormat exportFormatForPath(const QString &path);

/// Where and how to write an export chosen in a file dialog.
struct ExportTarget {
    QString path;
    ExportFormat format = ExportFormat::Png;
};
/// The format of `path` when its suffix names one (png, svg, pdf, csv); otherwise the one the
/// dialog's `selectedFilter` names ("SVG drawing (*.svg)"), its suffix appended to the path, so
/// "hist_noext" with the SVG filter becomes an SVG named "hist_noext.svg". PNG when neither says.
[[nodiscard]] ExportTarget resolveExportTarget(const QString &path, const QString &selectedFilter);
/// File dialog filter string ("PNG image (*.png);;…"), translated.
[[nodiscard]] QString exportFileFilter();

/// Renders `plot` at `size` logical pixels (the widget's size when empty). PNG uses `scale` for
/// high-DPI output (2 = twice the pixels); SVG and PDF are vector and ignore it. A `caption`
/// (the trace and the analysis options) is drawn as a first title row of the image only.
/// Returns an empty array on failure or for ExportFormat::Csv.
[[nodiscard]] QByteArray renderPlot(QCustomPlot *plot, ExportFormat format, QSize size = {}, double scale = 1.0,
                                    const QString &caption = {});
/// A painter for documents of several pages that hold plots (the headless report's PDF): begun
/// on `device`, vectorised like renderPlot's PDF; painter() draws text and the rest, drawPlot()
/// a plot. The plot library stays private to widgets/: callers see a QPainter.
class PlotPainter {
public:
    explicit PlotPainter(QPaintDevice *device);
    ~PlotPainter();
    PlotPainter(const PlotPainter &) = delete;
    PlotPainter &operator=(const PlotPainter &) = delete;
    [[nodiscard]] bool isActive() const;
    [[nodiscard]] QPainter *painter() const;
    /// `plot` at `size` logical pixels with its top-left at `topLeft`, vector; `caption` as renderPlot's.
    void drawPlot(QCustomPlot *plot, QPointF topLeft, QSize size, const QString &caption = {});
    void end();

private:
    std::unique_ptr<QCPPainter> m_painter;
};

/// How to name a view's plot in a chooser: its first title line, else its y axis label.
[[nodiscard]] QString plotName(const ExportablePlot &view);
/// UTF-8 bytes of a view's csv().
[[nodiscard]] QByteArray csvBytes(const ExportablePlot &view);
/// renderPlot() or csvBytes() depending on the format.
[[nodiscard]] QByteArray exportBytes(const ExportablePlot &view, ExportFormat format, QSize size = {},
                                     double scale = 1.0, const QString &caption = {});

} // namespace jitterscope
