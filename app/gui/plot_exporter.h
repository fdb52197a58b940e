// File → Export Plot… and Export Plot Data (CSV)…: the two actions and the export of the plot on
// the current page of the main window's tabs (an ExportablePlot view). GUI thread only.
#pragma once

#include <QObject>

class QAction;
class QTabWidget;
class QWidget;

namespace jitterscope {

class PlotExporter : public QObject {
    Q_OBJECT
public:
    /// Exports from `tabs`' current page; dialogs are parented to `window` (also the parent).
    PlotExporter(QTabWidget *tabs, QWidget *window);
    QAction *exportPlotAction() const { return m_plotAction; }
    QAction *exportDataAction() const { return m_dataAction; }
    void retranslate();

private:
    void exportPlot();
    void exportData();

    QTabWidget *m_tabs;
    QWidget *m_window;
    QAction *m_plotAction = nullptr;
    QAction *m_dataAction = nullptr;
};

} // namespace jitterscope
