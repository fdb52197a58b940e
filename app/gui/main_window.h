// The review window: builds the pages, menus and status bar, opens traces (File → Open, recent
// files, drag and drop, command line) through its TraceLoader and hands the snapshots of loads and
// captures to the TracePresenter. GUI thread only.
#pragma once

#include "app/gui/trace_loader.h"

#include <QList>
#include <QMainWindow>

#include <cstdint>
#include <optional>

class QAction;
class QLabel;
class QMenu;
class QSplitter;
class QTabWidget;

namespace jitterscope {

class BurstTimelineView;
class StagesView;
class CaptureController;
class DropCountersBar;
class LabController;
class LoadProgress;
class PlotExporter;
class PresentationMode;
class RecentFiles;
class IoGraphView;
class KernelEventsView;
class TimeAxisLink;
class SoftnetView;
class TracePresenter;
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
    KernelEventsView *kernelEventsView() const { return m_kernel; }
    IoGraphView *ioGraphView() const { return m_ioGraph; }
    LabController *labController() const { return m_lab; }
    /// Brings a view to the front: "histogram", "timeline", "softnet", "kernel", "comments", "jiffies", "simulator" or
    /// "compare".
    void showView(const QString &name);
    /// Presentation mode for training (PresentationMode): large fonts, high-contrast palette, one
    /// view filling the window (the side panel hidden), Left/Right or PageUp/PageDown step through the views.
    void setPresentationMode(bool on);
    [[nodiscard]] bool presentationMode() const;
    /// Steps to the next (+1) or previous (−1) view.
    void stepView(int delta);
    void setSidePanelShown(bool shown);
    /// Latest snapshot applied to the views (null before any load).
    [[nodiscard]] SnapshotPtr currentSnapshot() const;
    [[nodiscard]] bool isLoading() const;
    DeltaHistogramView *histogramView() const { return m_histogram; }
    BurstTimelineView *timelineView() const { return m_timeline; }
    StagesView *stagesView() const { return m_stages; }
    FlowTableView *flowTableView() const { return m_flowTable; }
    SummaryView *summaryView() const { return m_summary; }
    PlotExporter *plotExporter() const { return m_exporter; }
    QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] QString statusText() const;

Q_SIGNALS:
    /// Emitted when a load has finished (or failed / was cancelled) and its snapshot is applied.
    void loadFinished();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    [[nodiscard]] bool isTracePage(QWidget *page) const;
    void createActions();
    void createMenus();
    void retranslate();
    void connectKernelEventsView();
    void openDialog();
    void createStatusBar();
    void connectCapture();
    void onFinished(const SnapshotPtr &snapshot, bool cancelled);
    void onFailed(const QString &message);
    /// Starts reading `path` with `options` (openTrace: the defaults; chooseDecoder: the trace's own, changed).
    /// `sameTrace`: the open trace analysed again, so the flow selection stays.
    void load(const QString &path, const AnalysisOptions &options, bool sameTrace);
    /// Re-analyses the open trace with `choice` (nullopt: auto-detect) for flow `flowId`, replacing its earlier one.
    void chooseDecoder(uint32_t flowId, const std::optional<DecoderChoice> &choice);

    TraceLoader *m_loader = nullptr;
    TracePresenter *m_presenter = nullptr;
    RecentFiles *m_recent = nullptr;
    PresentationMode *m_presentation = nullptr;
    QString m_path;

    QTabWidget *m_tabs = nullptr;
    SummaryView *m_summary = nullptr;
    FlowTableView *m_flowTable = nullptr;
    DeltaHistogramView *m_histogram = nullptr;
    BurstTimelineView *m_timeline = nullptr;
    StagesView *m_stages = nullptr;
    CommentsView *m_comments = nullptr;
    SoftnetView *m_softnet = nullptr;
    KernelEventsView *m_kernel = nullptr;
    IoGraphView *m_ioGraph = nullptr;
    TimeAxisLink *m_timeAxis = nullptr; // timeline, I/O graph, softnet, kernel events
    DropCountersBar *m_drops = nullptr;
    CaptureController *m_capture = nullptr;
    QMenu *m_captureMenu = nullptr;
    QMenu *m_compareMenu = nullptr;
    LabController *m_lab = nullptr;
    TuningLab *m_tuningLab = nullptr;
    LoadProgress *m_progress = nullptr;
    QLabel *m_status = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    PlotExporter *m_exporter = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_logXAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_nextViewAction = nullptr;
    QAction *m_prevViewAction = nullptr;
    QWidget *m_sidePanel = nullptr;
    QSplitter *m_split = nullptr; ///< side panel | views
    QList<int> m_splitSizes; ///< the split's sizes when the side panel was last hidden
    QAction *m_aboutAction = nullptr;
};

} // namespace jitterscope
