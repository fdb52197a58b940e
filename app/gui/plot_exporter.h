// File → Export Plot… and Export Plot Data (CSV)…: the two actions and the export of the plots on
// the current page of the main window's tabs — the page itself when it is an ExportablePlot, else
// the visible ExportablePlot views inside it (the simulator's histogram and timeline, the tuning
// lab's staircase); with several, the user picks one. GUI thread only.
#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class QAction;
class QTabWidget;
class QWidget;

namespace jitterscope {

class ExportablePlot;

class PlotExporter : public QObject {
    Q_OBJECT
public:
    /// Exports from `tabs`' current page; dialogs are parented to `window` (also the parent).
    PlotExporter(QTabWidget *tabs, QWidget *window);
    QAction *exportPlotAction() const { return m_plotAction; }
    QAction *exportDataAction() const { return m_dataAction; }
    void retranslate();
    /// The caption drawn on top of an exported image of a plot on `page` (trace and analysis options).
    void setCaptionProvider(std::function<QString(QWidget *page)> provider) { m_caption = std::move(provider); }

    /// The plots a page offers for export, in layout order.
    [[nodiscard]] static std::vector<ExportablePlot *> exportablesOn(QWidget *page);
    /// Writes `view` to `path` in the format its suffix names, else the one `selectedFilter`
    /// names (the suffix then appended). Returns the path written, or an empty string with `error` set.
    [[nodiscard]] QString exportTo(const ExportablePlot &view, QWidget *page, const QString &path,
                                   const QString &selectedFilter, QString *error) const;

private:
    void exportCurrent(bool data);
    /// The plot to export from the current page: asks when there are several; null when none or cancelled.
    [[nodiscard]] ExportablePlot *choosePlot(const QString &title);

    QTabWidget *m_tabs;
    QWidget *m_window;
    QAction *m_plotAction = nullptr;
    QAction *m_dataAction = nullptr;
    std::function<QString(QWidget *page)> m_caption;
};

} // namespace jitterscope
