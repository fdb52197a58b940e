#include "app/gui/plot_exporter.h"

#include "widgets/common/plot_export.h"

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
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
    connect(m_plotAction, &QAction::triggered, this, &PlotExporter::exportPlot);
    m_dataAction = new QAction(this);
    connect(m_dataAction, &QAction::triggered, this, &PlotExporter::exportData);
}

void PlotExporter::retranslate()
{
    m_plotAction->setText(QCoreApplication::translate("jitterscope::MainWindow", "&Export Plot…"));
    m_dataAction->setText(QCoreApplication::translate("jitterscope::MainWindow", "Export Plot &Data (CSV)…"));
}

void PlotExporter::exportPlot()
{
    auto *view = dynamic_cast<ExportablePlot *>(m_tabs->currentWidget());
    const QString title = QCoreApplication::translate("jitterscope::MainWindow", "Export Plot");
    if (!view) {
        QMessageBox::information(m_window, title,
                                 QCoreApplication::translate("jitterscope::MainWindow",
                                                             "Select the histogram or the burst timeline first."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(m_window, title, QString(), exportFileFilter());
    if (path.isEmpty())
        return;
    const QByteArray bytes = exportBytes(*view, exportFormatForPath(path));
    QFile f(path);
    if (bytes.isEmpty() || !f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        QMessageBox::warning(m_window, title,
                             QCoreApplication::translate("jitterscope::MainWindow", "Could not write %1: %2")
                                 .arg(path, f.errorString()));
}

void PlotExporter::exportData()
{
    auto *view = dynamic_cast<ExportablePlot *>(m_tabs->currentWidget());
    const QString title = QCoreApplication::translate("jitterscope::MainWindow", "Export Plot Data");
    if (!view) {
        QMessageBox::information(m_window, title,
                                 QCoreApplication::translate("jitterscope::MainWindow",
                                                             "Select the histogram or the burst timeline first."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        m_window, title, QString(),
        QCoreApplication::translate("jitterscope::MainWindow", "CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    const QByteArray bytes = csvBytes(*view);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        QMessageBox::warning(m_window, title,
                             QCoreApplication::translate("jitterscope::MainWindow", "Could not write %1: %2")
                                 .arg(path, f.errorString()));
}

} // namespace jitterscope
