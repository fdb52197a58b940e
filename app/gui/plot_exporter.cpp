#include "app/gui/plot_exporter.h"

#include "widgets/common/plot_export.h"

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QTabWidget>

namespace jitterscope {

// The texts were written for the main window and keep its translation context.

PlotExporter::PlotExporter(QTabWidget *tabs, QWidget *window)
    : QObject(window)
    , m_tabs(tabs)
    , m_window(window)
{
    m_plotAction = new QAction(this);
    m_plotAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_plotAction, &QAction::triggered, this, [this] { exportCurrent(false); });
    m_dataAction = new QAction(this);
    connect(m_dataAction, &QAction::triggered, this, [this] { exportCurrent(true); });
}

void PlotExporter::retranslate()
{
    m_plotAction->setText(QCoreApplication::translate("jitterscope::MainWindow", "&Export Plot…"));
    m_dataAction->setText(QCoreApplication::translate("jitterscope::MainWindow", "Export Plot &Data (CSV)…"));
}

std::vector<ExportablePlot *> PlotExporter::exportablesOn(QWidget *page)
{
    if (auto *view = dynamic_cast<ExportablePlot *>(page))
        return { view };
    std::vector<ExportablePlot *> views;
    if (!page)
        return views;
    for (QWidget *w : page->findChildren<QWidget *>())
        if (auto *view = dynamic_cast<ExportablePlot *>(w); view && !w->isHidden())
            views.push_back(view);
    return views;
}

ExportablePlot *PlotExporter::choosePlot(const QString &title)
{
    const std::vector<ExportablePlot *> views = exportablesOn(m_tabs->currentWidget());
    if (views.empty()) {
        QMessageBox::information(
            m_window, title,
            QCoreApplication::translate("jitterscope::MainWindow", "This page has no plot to export."));
        return nullptr;
    }
    if (views.size() == 1)
        return views.front();
    QStringList names;
    for (const ExportablePlot *v : views)
        names << plotName(*v);
    bool ok = false;
    const QString name = QInputDialog::getItem(
        m_window, title, QCoreApplication::translate("jitterscope::MainWindow", "Plot:"), names, 0, false, &ok);
    return ok ? views[size_t(names.indexOf(name))] : nullptr;
}

QString PlotExporter::exportTo(const ExportablePlot &view, QWidget *page, const QString &path,
                               const QString &selectedFilter, QString *error) const
{
    const ExportTarget target = resolveExportTarget(path, selectedFilter);
    const QString caption = m_caption ? m_caption(page) : QString();
    const QByteArray bytes = exportBytes(view, target.format, {}, 1.0, caption);
    QFile f(target.path);
    if (bytes.isEmpty() || !f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) {
        if (error)
            *error = bytes.isEmpty() ? QCoreApplication::translate("jitterscope::MainWindow", "nothing to write")
                                     : f.errorString();
        return QString();
    }
    return target.path;
}

void PlotExporter::exportCurrent(bool data)
{
    const QString title = data ? QCoreApplication::translate("jitterscope::MainWindow", "Export Plot Data")
                               : QCoreApplication::translate("jitterscope::MainWindow", "Export Plot");
    const ExportablePlot *view = choosePlot(title);
    if (!view)
        return;
    const QString filter =
        data ? QCoreApplication::translate("jitterscope::MainWindow", "CSV files (*.csv);;All files (*)")
             : exportFileFilter();
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(m_window, title, QString(), filter, &selectedFilter);
    if (path.isEmpty())
        return;
    QString error;
    if (exportTo(*view, m_tabs->currentWidget(), path, data ? QStringLiteral("*.csv") : selectedFilter, &error)
            .isEmpty())
        QMessageBox::warning(
            m_window, title,
            QCoreApplication::translate("jitterscope::MainWindow", "Could not write %1: %2").arg(path, error));
}

} // namespace jitterscope
