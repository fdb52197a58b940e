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

ExportTarget resolveExportTarget(const QString &path, const QString &selectedFilter)
{
    static const struct {
        const char *suffix;
        ExportFormat format;
    } kKnown[] = { { "png", ExportFormat::Png },
                   { "svg", ExportFormat::Svg },
                   { "pdf", ExportFormat::Pdf },
                   { "csv", ExportFormat::Csv } };
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const auto &k : kKnown)
        if (suffix == QLatin1String(k.suffix))
            return { path, k.format };
    for (const auto &k : kKnown)
        if (selectedFilter.contains(QStringLiteral("*.") + QLatin1String(k.suffix), Qt::CaseInsensitive))
            return { path + QLatin1Char('.') + QLatin1String(k.suffix), k.format };
    return { path + QStringLiteral(".png"), ExportFormat::Png };
}

QString exportFileFilter()
{
    return tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Plotted data as CSV (*.csv)");
}

namespace {

/// A title row on top of the plot for as long as it lives: the export's caption, never on screen.
class CaptionRow {
public:
    CaptionRow(QCustomPlot *plot, const QString &caption)
        : m_plot(plot)
    {
        if (caption.isEmpty())
            return;
        QFont font = plot->font();
        font.setBold(true);
        m_plot->plotLayout()->insertRow(0);
        m_element = new QCPTextElement(m_plot, caption, font);
        m_plot->plotLayout()->addElement(0, 0, m_element);
    }
    ~CaptionRow()
    {
        if (!m_element)
            return;
        m_plot->plotLayout()->remove(m_element);
        m_plot->plotLayout()->simplify(); // drops the emptied row
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
    CaptionRow(const CaptionRow &) = delete;
    CaptionRow &operator=(const CaptionRow &) = delete;

private:
    QCustomPlot *m_plot;
    QCPTextElement *m_element = nullptr;
};

} // namespace

QByteArray renderPlot(QCustomPlot *plot, ExportFormat format, QSize size, double scale, const QString &caption)
{
    if (!plot)
        return {};
    const CaptionRow captionRow(plot, caption);
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
        // Qt 6.4's SVG writer puts the title in as it is: a trace named "<script>…" would become
        // markup in the file (and in the report's inline SVG).
        generator.setTitle((caption.isEmpty() ? plot->windowTitle() : caption).toHtmlEscaped());
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
        writer.setTitle(caption.isEmpty() ? plot->windowTitle() : caption);
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

PlotPainter::PlotPainter(QPaintDevice *device)
    : m_painter(std::make_unique<QCPPainter>())
{
    if (!m_painter->begin(device))
        return;
    m_painter->setMode(QCPPainter::pmVectorized);
    m_painter->setMode(QCPPainter::pmNoCaching);
    m_painter->setMode(QCPPainter::pmNonCosmetic);
}

PlotPainter::~PlotPainter()
{
    end();
}

bool PlotPainter::isActive() const
{
    return m_painter->isActive();
}

QPainter *PlotPainter::painter() const
{
    return m_painter.get();
}

void PlotPainter::drawPlot(QCustomPlot *plot, QPointF topLeft, QSize size, const QString &caption)
{
    if (!plot || !isActive() || size.isEmpty())
        return;
    const CaptionRow captionRow(plot, caption);
    m_painter->save();
    m_painter->translate(topLeft);
    plot->toPainter(m_painter.get(), size.width(), size.height());
    m_painter->restore();
}

void PlotPainter::end()
{
    if (m_painter->isActive())
        m_painter->end();
}

QString plotName(const ExportablePlot &view)
{
    QCustomPlot *plot = view.plot();
    for (int i = 0; plot && i < plot->plotLayout()->elementCount(); ++i)
        if (auto *t = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)); t && !t->text().isEmpty())
            return t->text().section(QLatin1Char('\n'), 0, 0);
    return plot ? plot->yAxis->label() : QString();
}

QByteArray csvBytes(const ExportablePlot &view)
{
    return view.csv().toUtf8();
}

QByteArray exportBytes(const ExportablePlot &view, ExportFormat format, QSize size, double scale,
                       const QString &caption)
{
    if (format == ExportFormat::Csv)
        return csvBytes(view);
    return renderPlot(view.plot(), format, size, scale, caption);
}

} // namespace jitterscope
