#include "app/gui/main_window.h"

#include "app/gui/capture_controller.h"
#include "app/gui/lab_controller.h"
#include "app/gui/load_progress.h"
#include "app/gui/plot_exporter.h"
#include "app/gui/presentation_mode.h"
#include "app/gui/recent_files.h"
#include "app/gui/trace_presenter.h"
#include "app/gui/tuning_lab.h"
#include "core/base/pages.h"

#include "widgets/burst_timeline_view.h"
#include "widgets/comments_view.h"
#include "widgets/common/time_axis_link.h"
#include "widgets/common/units.h"
#include "widgets/compare_view.h"
#include "widgets/delta_histogram_view.h"
#include "widgets/drop_counters_bar.h"
#include "widgets/explanation_panel.h"
#include "widgets/flow_table_view.h"
#include "widgets/io_graph_view.h"
#include "widgets/kernel_events_view.h"
#include "widgets/simulator_view.h"
#include "widgets/softnet_view.h"
#include "widgets/stages_view.h"
#include "widgets/summary_view.h"

#include <QAction>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHash>
#include <QLabel>
#include <QLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>

#include <algorithm>
#include <functional>
#include <string>

namespace jitterscope {

namespace {

/// A tab widget on a tab bar whose currentChanged reaches `beforeSwitch` before the page changes
/// (QTabWidget connects its own slot in setTabBar, after any connection made before).
class PageTabs : public QTabWidget {
public:
    explicit PageTabs(const std::function<void(int)> &beforeSwitch)
    {
        auto *bar = new QTabBar(this);
        connect(bar, &QTabBar::currentChanged, this, beforeSwitch);
        setTabBar(bar);
    }
};

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setAcceptDrops(true);
    resize(1280, 800);

    m_summary = new SummaryView(this);
    m_flowTable = new FlowTableView(this);
    m_histogram = new DeltaHistogramView(this);
    m_timeline = new BurstTimelineView(this);
    m_comments = new CommentsView(this);

    auto *left = new QSplitter(Qt::Vertical);
    left->addWidget(m_summary);
    left->addWidget(m_flowTable);
    left->setStretchFactor(0, 2);
    left->setStretchFactor(1, 3);

    // The trace summary and flow table only make sense beside the trace views: the tuning pages
    // get the whole width. Shown or hidden before the page switches, so that the page coming in
    // is laid out once, at its final width (not at the old width and again at the new one).
    m_tabs = new PageTabs([this](int index) {
        if (m_tabs && m_presentation && !m_presentation->isActive())
            setSidePanelShown(isTracePage(m_tabs->widget(index)));
    });
    // Nine pages: scroll the tab bar rather than let it dictate the window's minimum width.
    m_tabs->setUsesScrollButtons(true);
    m_tabs->tabBar()->setElideMode(Qt::ElideNone);
    m_tabs->addTab(m_histogram, QString());
    m_tabs->addTab(m_timeline, QString());
    m_ioGraph = new IoGraphView;
    m_ioGraph->shareTimelineIndex(m_timeline->timelineIndex()); // one summary of the store for both
    m_tabs->addTab(m_ioGraph, QString());
    m_stages = new StagesView;
    m_tabs->addTab(m_stages, QString());
    m_softnet = new SoftnetView;
    m_tabs->addTab(m_softnet, QString());
    m_kernel = new KernelEventsView;
    m_tabs->addTab(m_kernel, QString());
    m_tabs->addTab(m_comments, QString());
    m_tuningLab = new TuningLab;
    m_tabs->addTab(m_tuningLab, QString());
    m_lab = new LabController(this);
    m_tabs->addTab(m_lab->simulatorView(), QString());
    m_tabs->addTab(m_lab->compareView(), QString());
    connect(m_lab, &LabController::showCompareRequested, this,
            [this] { m_tabs->setCurrentWidget(m_lab->compareView()); });
    connect(m_lab, &LabController::message, this, [this](const QString &text) { m_status->setText(text); });
    connect(m_lab, &LabController::simulationResult, this,
            [this](const std::shared_ptr<const SimResult> &r, double published) {
                m_tuningLab->explanation()->setSimulation(*r, published);
            });

    m_sidePanel = left;
    m_split = new QSplitter(Qt::Horizontal);
    m_split->addWidget(left);
    m_split->addWidget(m_tabs);
    m_split->setStretchFactor(0, 2);
    m_split->setStretchFactor(1, 3);
    m_split->setSizes({ 520, 760 });
    setCentralWidget(m_split);
    // Gaps span decades (sub-µs inside a NAPI burst, ms between polls): a log axis shows both.
    m_histogram->setLogX(true);
    m_timeline->setLogY(true);

    m_drops = new DropCountersBar;
    m_presenter = new TracePresenter(
        { m_summary, m_flowTable, m_histogram, m_timeline, m_comments, m_softnet, m_drops, m_ioGraph }, this);
    connect(m_presenter, &TracePresenter::snapshotApplied, this, [this](const SnapshotPtr &s) {
        m_lab->setCurrentTrace(s, QFileInfo(QString::fromStdString(s->path)).fileName());
        m_stages->setSnapshot(s);
    });
    connectKernelEventsView();
    createStatusBar();
    m_presentation = new PresentationMode(this);
    m_presentation->optIn(m_tuningLab);
    m_presentation->optIn(m_lab->simulatorView());
    m_presentation->optIn(m_lab->compareView());
    connect(m_presentation, &PresentationMode::stepRequested, this, &MainWindow::stepView);
    connect(m_presentation, &PresentationMode::toggled, this, [this](bool on) {
        setSidePanelShown(!on && isTracePage(m_tabs->currentWidget()));
        m_presentationAction->setChecked(on);
    });
    m_capture = new CaptureController(this);
    connectCapture();
    createActions();
    createMenus();
    m_recent = new RecentFiles(m_recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this, &MainWindow::openTrace);
    connect(m_flowTable, &FlowTableView::decoderChosen, this, &MainWindow::chooseDecoder);

    m_loader = new TraceLoader(this);
    m_progress->watch(m_loader);
    m_progress->watch(m_lab->comparisonLoader());
    connect(m_loader, &TraceLoader::snapshotReady, m_presenter, &TracePresenter::setPending);
    connect(m_loader, &TraceLoader::finished, this, &MainWindow::onFinished);
    connect(m_loader, &TraceLoader::failed, this, &MainWindow::onFailed);
    retranslate();
}

// The destructor of m_loader's tracker cancels the load and waits for it.
MainWindow::~MainWindow() = default;

void MainWindow::createStatusBar()
{
    m_status = new QLabel;
    m_progress = new LoadProgress;
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_drops);
    statusBar()->addPermanentWidget(m_progress);
}

void MainWindow::connectCapture()
{
    connect(m_capture, &CaptureController::captureStarted, this, [this](const QString &file) {
        m_path = file;
        m_presenter->reset();
        m_presenter->setLive(m_capture->windowSeconds());
        m_status->setText(tr("Capturing into %1…").arg(file));
        retranslate();
    });
    connect(m_capture, &CaptureController::snapshot, m_presenter, &TracePresenter::setPending);
    connect(m_capture, &CaptureController::captureFinished, this,
            [this](SnapshotPtr s, const QString &file, const QString &message) {
                m_presenter->liveEnded();
                if (s)
                    m_presenter->setPending(std::move(s));
                if (!file.isEmpty())
                    m_recent->add(file);
                m_status->setText(message.isEmpty() ? tr("Capture finished: session saved in %1.").arg(file) : message);
                m_presenter->applyPending();
            });
    connect(m_capture, &CaptureController::captureFailed, this, [this](const QString &message) {
        m_presenter->liveEnded();
        m_status->setText(message);
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Capture"), message, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
}

void MainWindow::createActions()
{
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);
    m_exporter = new PlotExporter(m_tabs, this);
    // Exported trace plots name the trace and the analysis options; the lab pages their page.
    m_exporter->setCaptionProvider([this](QWidget *page) {
        return isTracePage(page) ? m_presenter->exportCaption() : m_tabs->tabText(m_tabs->indexOf(page));
    });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_logXAction = new QAction(this);
    m_logXAction->setCheckable(true);
    m_logXAction->setChecked(m_histogram->logX()); // the view starts on a log axis: say so before any toggle
    connect(m_logXAction, &QAction::toggled, m_histogram, &DeltaHistogramView::setLogX);
    connect(m_histogram, &DeltaHistogramView::logXChanged, m_logXAction, &QAction::setChecked);
    m_presentationAction = new QAction(this);
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresentationMode);
    m_nextViewAction = new QAction(this);
    m_nextViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(m_nextViewAction, &QAction::triggered, this, [this] { stepView(+1); });
    m_prevViewAction = new QAction(this);
    m_prevViewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(m_prevViewAction, &QAction::triggered, this, [this] { stepView(-1); });
    m_aboutAction = new QAction(this);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Jitterscope"),
                           tr("<h3>Jitterscope %1</h3><p>Shows where UDP jitter comes from: NAPI batching, "
                              "softirq budgets and their jiffy rounding, and timestamps that lie.</p>"
                              "<p>Timestamps are integer nanoseconds end to end.</p>")
                               .arg(QStringLiteral(JITTERSCOPE_VERSION)));
    });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exporter->exportPlotAction());
    m_fileMenu->addAction(m_exporter->exportDataAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_captureMenu = menuBar()->addMenu(QString());
    m_capture->populateMenu(m_captureMenu);
    m_compareMenu = menuBar()->addMenu(QString());
    m_lab->populateMenu(m_compareMenu);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_logXAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_nextViewAction);
    m_viewMenu->addAction(m_prevViewAction);
    m_viewMenu->addAction(m_presentationAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::retranslate()
{
    setWindowTitle(m_path.isEmpty() ? tr("Jitterscope") : tr("%1 — Jitterscope").arg(QFileInfo(m_path).fileName()));
    m_tabs->setTabText(0, tr("Inter-arrival histogram"));
    m_tabs->setTabText(1, tr("NAPI burst timeline"));
    m_tabs->setTabText(m_tabs->indexOf(m_stages), tr("Stages"));
    m_tabs->setTabText(m_tabs->indexOf(m_ioGraph), tr("I/O graph"));
    m_tabs->setTabText(m_tabs->indexOf(m_softnet), tr("Softnet (per CPU)"));
    m_tabs->setTabText(m_tabs->indexOf(m_kernel), tr("Kernel events"));
    m_tabs->setTabText(m_tabs->indexOf(m_comments), tr("Comments"));
    m_captureMenu->setTitle(tr("&Capture"));
    m_capture->retranslate();
    m_tabs->setTabText(m_tabs->indexOf(m_tuningLab), tr("Tuning lab: jiffy box"));
    m_tabs->setTabText(m_tabs->indexOf(m_lab->simulatorView()), tr("NAPI simulator"));
    m_tabs->setTabText(m_tabs->indexOf(m_lab->compareView()), tr("Before / after"));
    m_compareMenu->setTitle(tr("C&ompare"));
    m_lab->retranslate();
    m_progress->retranslate();
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_openAction->setText(tr("&Open Trace…"));
    m_exporter->retranslate();
    m_quitAction->setText(tr("&Quit"));
    m_logXAction->setText(tr("&Logarithmic Gap Axis"));
    m_presentationAction->setText(tr("&Presentation Mode"));
    m_nextViewAction->setText(tr("&Next View"));
    m_prevViewAction->setText(tr("P&revious View"));
    m_aboutAction->setText(tr("&About Jitterscope"));
    if (!isLoading() && !m_presenter->applied() && !m_presenter->isLive())
        m_status->setText(tr("Open a pcap or pcapng trace: File → Open, or drop a file here."));
    if (m_recent)
        m_recent->rebuild();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Trace"), QFileInfo(m_path).absolutePath(),
        tr("Packet traces (%1);;All files (*)").arg(TraceLoader::filePatterns().join(QLatin1Char(' '))));
    if (!path.isEmpty())
        openTrace(path);
}

bool MainWindow::isTracePage(QWidget *page) const
{
    return page == m_histogram || page == m_timeline || page == m_ioGraph || page == m_stages || page == m_softnet ||
           page == m_kernel || page == m_comments;
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::showView(const QString &name)
{
    const QHash<QString, QWidget *> pages { { QStringLiteral("histogram"), m_histogram },
                                            { QStringLiteral("timeline"), m_timeline },
                                            { QStringLiteral("iograph"), m_ioGraph },
                                            { QStringLiteral("stages"), m_stages },
                                            { QStringLiteral("softnet"), m_softnet },
                                            { QStringLiteral("kernel"), m_kernel },
                                            { QStringLiteral("comments"), m_comments },
                                            { QStringLiteral("jiffies"), m_tuningLab },
                                            { QStringLiteral("simulator"), m_lab->simulatorView() },
                                            { QStringLiteral("compare"), m_lab->compareView() } };
    if (QWidget *page = pages.value(name))
        m_tabs->setCurrentWidget(page);
}

// The kernel events view follows the applied snapshot, on the same time origin (the first packet)
// as the burst timeline, the I/O graph and the softnet view, and the four share one time axis:
// zooming one shows the same stretch of time in the others.
void MainWindow::connectKernelEventsView()
{
    connect(m_presenter, &TracePresenter::snapshotApplied, m_kernel, [this](const SnapshotPtr &s) {
        m_kernel->setOrigin(s->firstTsNs);
        m_kernel->setSnapshot(s);
    });
    m_timeAxis = new TimeAxisLink(this);
    m_timeAxis->join(m_timeline);
    m_timeAxis->join(m_ioGraph);
    m_timeAxis->join(m_softnet);
    m_timeAxis->join(m_kernel);
}

void MainWindow::startCapture(const LiveCaptureOptions &options)
{
    m_capture->startCapture(options);
}

SnapshotPtr MainWindow::currentSnapshot() const
{
    return m_presenter->applied();
}

bool MainWindow::isLoading() const
{
    return m_loader->isLoading();
}

void MainWindow::openTrace(const QString &path)
{
    if (m_capture->isCapturing()) {
        m_status->setText(tr("Stop the capture before opening a trace."));
        return;
    }
    load(path, AnalysisOptions(), false);
    m_recent->add(path);
}

void MainWindow::load(const QString &path, const AnalysisOptions &options, bool sameTrace)
{
    m_path = path;
    m_presenter->reset(sameTrace);
    m_status->setText(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_loader->load(path, options); // cancels a load in progress, whose results are then dropped
    retranslate();
}

void MainWindow::chooseDecoder(uint32_t flowId, const std::optional<DecoderChoice> &choice)
{
    const SnapshotPtr current = currentSnapshot();
    if (m_capture->isCapturing() || !current || m_path.isEmpty())
        return; // a live session's flows are decoded as they come; nothing to re-analyse
    AnalysisOptions options = current->options; // the trace's other options stay
    const std::string expr = "id " + std::to_string(flowId);
    auto &choices = options.decoderChoices;
    choices.erase(
        std::remove_if(choices.begin(), choices.end(), [&](const DecoderChoice &c) { return c.flowExpr == expr; }),
        choices.end());
    if (choice) // first: a flow's own choice wins over broader ones (the first match wins)
        choices.insert(choices.begin(), *choice);
    load(m_path, options, true);
}

void MainWindow::onFinished(const SnapshotPtr &snapshot, bool cancelled)
{
    m_presenter->setPending(snapshot);
    const AnalysisSnapshot &s = *snapshot;
    if (s.error) {
        m_status->setText(tr("Damaged trace: %1 at byte offset %2; showing the %Ln packets read before it.", nullptr,
                             units::pluralCount(s.error->packetsBefore))
                              .arg(QString::fromStdString(s.error->message))
                              .arg(s.error->offset));
    } else if (cancelled) {
        m_status->setText(tr("Cancelled: showing the first %Ln packets.", nullptr, units::pluralCount(s.packets)));
    } else {
        m_status->setText(tr("%1, %2.").arg(tr("%Ln packets", nullptr, units::pluralCount(s.packets)),
                                            tr("%Ln flows", nullptr, units::pluralCount(s.flowCount()))));
    }
    m_presenter->applyPending();
    releaseFreeHeap(); // the partial snapshots the views held are gone
    Q_EMIT loadFinished();
}

void MainWindow::onFailed(const QString &message)
{
    const QString failedPath = m_path;
    m_recent->remove(failedPath); // the menu offers only what opened
    // The views still show the trace before (if any): the title, and a re-analysis, are about it.
    const SnapshotPtr shown = currentSnapshot();
    m_path = shown ? QString::fromStdString(shown->path) : QString();
    retranslate();
    m_status->setText(tr("Cannot open %1: %2").arg(QFileInfo(failedPath).fileName(), message));
    // Window-modal but not blocking: the event loop (and any test driving it) keeps running.
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot open trace"),
                                tr("Cannot open %1:\n%2").arg(failedPath, message), QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    Q_EMIT loadFinished();
}

void MainWindow::stepView(int delta)
{
    // The comparison presents its own pages one at a time: step through them before moving on.
    CompareView *compare = m_lab->compareView();
    if (m_tabs->currentWidget() == compare && presentationMode()) {
        const int page = compare->currentPage();
        if (delta > 0 && page + 1 < CompareView::PageCount) {
            compare->nextPage();
            return;
        }
        if (delta < 0 && page > 0) {
            compare->previousPage();
            return;
        }
    }
    const int n = m_tabs->count();
    m_tabs->setCurrentIndex(((m_tabs->currentIndex() + delta) % n + n) % n);
}

void MainWindow::setSidePanelShown(bool shown)
{
    if (shown == !m_sidePanel->isHidden()) // not isVisible(): false for every widget before show()
        return;
    // A splitter gives a child shown again only its size hint (~140 px): keep the user's width.
    if (!shown) {
        m_splitSizes = m_split->sizes();
        m_sidePanel->hide();
    } else {
        m_sidePanel->show();
        if (m_splitSizes.size() == m_split->count() && m_splitSizes.front() > 0)
            m_split->setSizes(m_splitSizes); // scaled to the width the splitter has now
    }
    m_split->refresh(); // the new widths now, not at the next layout pass (see the tab bar's connection)
}

void MainWindow::setPresentationMode(bool on)
{
    m_presentation->setActive(on);
}

bool MainWindow::presentationMode() const
{
    return m_presentation->isActive();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile())
        openTrace(urls.front().toLocalFile());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_loader->cancel();
    m_lab->comparisonLoader()->cancel();
    QMainWindow::closeEvent(event);
}

} // namespace jitterscope
