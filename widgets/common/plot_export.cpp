#include "widgets/common/plot_export.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <qcustomplot.h>

namespace jitterscope {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("jitterscope::PlotExport", s);
}

} // namespace

ExportFormat exportFormatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg"))
        return ExportFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return ExportFormat::Pdf;
    if (suffix == QLatin1String("csv"))
        return ExportFormat::Csv;
    return ExportFormat::Png;
}

QString exportFileFilter()
{
    return tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Plotted data as CSV (*.csv)");
}

QByteArray renderPlot(QCustomPlot *plot, ExportFormat format, QSize size, double scale)
{
    if (!plot)
        return {};
    if (size.isEmpty())
        size = plot->size();
    if (size.isEmpty())
        size = QSize(1280, 800);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    switch (format) {
    case ExportFormat::Png: {
        const QPixmap pixmap = plot->toPixmap(size.width(), size.height(), scale);
        if (!pixmap.save(&buffer, "PNG"))
            return {};
        break;
    }
    case ExportFormat::Svg: {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(plot->windowTitle());
        generator.setDescription(tr("Exported from Jitterscope"));
        QCPPainter painter;
        if (!painter.begin(&generator))
            return {};
        plot->toPainter(&painter, size.width(), size.height());
        painter.end();
        break;
    }
    case ExportFormat::Pdf: {
        // Like QCustomPlot::savePdf (page = plot size, vectorised, non-cosmetic pens), but into memory.
        QPdfWriter writer(&buffer);
        writer.setCreator(tr("Jitterscope"));
        writer.setTitle(plot->windowTitle());
        writer.setResolution(96);
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setPageSize(QPageSize(QSizeF(size) / 96.0 * 72.0, QPageSize::Point));
        QCPPainter painter;
        if (!painter.begin(&writer))
            return {};
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        painter.setMode(QCPPainter::pmNonCosmetic);
        painter.setWindow(0, 0, size.width(), size.height());
        plot->toPainter(&painter, size.width(), size.height());
        painter.end();
        break;
    }
    case ExportFormat::Csv: return {};
    }
    return bytes;
}

QByteArray csvBytes(const ExportablePlot &view)
{
    return view.csv().toUtf8();
}

QByteArray exportBytes(const ExportablePlot &view, ExportFormat format, QSize size, double scale)
{
    if (format == ExportFormat::Csv)
        return csvBytes(view);
    return renderPlot(view.plot(), format, size, scale);
}

} // namespace jitterscope
