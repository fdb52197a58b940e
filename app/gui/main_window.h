// The review window: opens traces (File → Open, recent files, drag and drop, command line), runs
// the loader on its own thread, and applies the latest snapshot to the views on a timer.
// GUI thread only.
#pragma once

#include "app/gui/trace_loader.h"

#include <QMainWindow>
#include <QThread>

#include <vector>

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTimer;

namespace jitterscope {

class BurstTimelineView;
class CaptureController;
class DropCountersBar;
class LabController;
class SoftnetView;
struct LiveCaptureOptions;
class CommentsView;
class DeltaHistogramView;
class FlowTableView;
class SummaryView;
class TuningLab;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Starts loading `path` (cancels a load in progress).
    void openTrace(const QString &path);
    /// Starts a live capture session without the dialog (the Capture menu uses the dialog).
    void startCapture(const LiveCaptureOptions &options);
    CaptureController *captureController() const { return m_capture; }
    SoftnetView *softnetView() const { return m_softnet; }
    LabController *labController() const { return m_lab; }
    /// Brings a view to the front: "histogram", "timeline", "softnet", "comments", "jiffies", "simulator" or "compare".
    void showView(const QString &name);
    /// Presentation mode for training: large fonts, high-contrast palette, one view filling the
    /// window (the side panel hidden), Left/Right or PageUp/PageDown step through the views.
    void setPresentationMode(bool on);
    [[nodiscard]] bool presentationMode() const { return m_presentation; }
    /// Steps to the next (+1) or previous (−1) view.
    void stepView(int delta);
    /// Latest snapshot applied to the views (null before any load).
    [[nodiscard]] SnapshotPtr currentSnapshot() const { return m_applied; }
    [[nodiscard]] bool isLoading() const { return m_loading; }
    DeltaHistogramView *histogramView() const { return m_histogram; }
    BurstTimelineView *timelineView() const { return m_timeline; }
    FlowTableView *flowTableView() const { return m_flowTable; }
    SummaryView *summaryView() const { return m_summary; }
    [[nodiscard]] QString statusText() const;

Q_SIGNALS:
    /// Emitted when a load has finished (or failed / was cancelled) and its snapshot is applied.
    void loadFinished();
    void requestLoad(const QString &path, const jitterscope::AnalysisOptions &options, quint64 generation);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    [[nodiscard]] bool isTracePage(QWidget *page) const;
    void createActions();
    void createMenus();
    void retranslate();
    void openDialog();
    void exportCurrentPlot();
    void exportCurrentData();
    void cancelLoad();
    void addRecent(const QString &path);
    void rebuildRecentMenu();
    void applyPending();
    void applySelection();
    void onProgress(quint64 generation, quint64 bytesRead, quint64 fileSize);
    void onSnapshot(quint64 generation, SnapshotPtr snapshot);
    void onFinished(quint64 generation, SnapshotPtr snapshot, bool cancelled);
    void onFailed(quint64 generation, const QString &message);

    QThread m_thread;
    TraceLoader *m_loader = nullptr; // lives on m_thread
    quint64 m_generation = 0;
    bool m_loading = false;
    SnapshotPtr m_pending; // latest snapshot not yet applied
    SnapshotPtr m_applied;
    std::vector<uint32_t> m_selection;
    QString m_path;
    QTimer *m_applyTimer = nullptr;

    QTabWidget *m_tabs = nullptr;
    SummaryView *m_summary = nullptr;
    FlowTableView *m_flowTable = nullptr;
    DeltaHistogramView *m_histogram = nullptr;
    BurstTimelineView *m_timeline = nullptr;
    CommentsView *m_comments = nullptr;
    SoftnetView *m_softnet = nullptr;
    DropCountersBar *m_drops = nullptr;
    CaptureController *m_capture = nullptr;
    QMenu *m_captureMenu = nullptr;
    QMenu *m_compareMenu = nullptr;
    LabController *m_lab = nullptr;
    bool m_live = false; // the applied snapshots come from a running capture
    TuningLab *m_tuningLab = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_status = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_exportPlotAction = nullptr;
    QAction *m_exportDataAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_logXAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_nextViewAction = nullptr;
    QAction *m_prevViewAction = nullptr;
    QWidget *m_sidePanel = nullptr;
    bool m_presentation = false;
    QFont m_normalFont;
    QPalette m_normalPalette;
    QAction *m_aboutAction = nullptr;
};

} // namespace jitterscope
