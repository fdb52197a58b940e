// The simulator and the before/after comparison pages of the main window, and the work behind
// them, both through the job tracker: a simulation (runSimulation and the analysis of its
// deliveries; the latest Run wins) and the trace opened for one side of the comparison (a
// TraceLoader, with progress and cancel like the main trace). GUI thread only; the work touches
// no widget.
#pragma once

#include "app/gui/job_tracker.h"
#include "app/gui/trace_loader.h"
#include "core/sim/napi_sim.h"

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace jitterscope {

class CompareView;
class SimulatorView;

class LabController : public QObject {
    Q_OBJECT
public:
    explicit LabController(QWidget *window);
    ~LabController() override;

    SimulatorView *simulatorView() const { return m_sim; }
    CompareView *compareView() const { return m_compare; }
    void populateMenu(QMenu *menu);
    void retranslate();
    /// The trace the main window shows (for "Use Current Trace as A/B").
    void setCurrentTrace(SnapshotPtr snapshot, const QString &label);
    /// Runs a simulation (as the Run button does); resultReady follows.
    void runSimulation(const SimParams &params);
    /// Analyses `path` off the GUI thread and puts it on side 0 (A) or 1 (B) of the comparison
    /// (a newer request cancels and replaces one in progress).
    void openTraceForComparison(const QString &path, int side);
    /// The comparison's loader: its progress, and cancel.
    TraceLoader *comparisonLoader() const { return m_compareLoader; }

Q_SIGNALS:
    void simulationFinished();
    /// A finished run and the published time_squeeze rate of the preset whose parameters it ran
    /// exactly (−1: none), for the explanation panel's arithmetic.
    void simulationResult(std::shared_ptr<const SimResult> result, double publishedSqueezePerS);
    void comparisonChanged();
    void showCompareRequested();
    void message(const QString &text);

private:
    void comparisonLoaded(SnapshotPtr snapshot, bool cancelled);

    QWidget *m_window;
    JobTracker m_simJobs;
    TraceLoader *m_compareLoader = nullptr;
    int m_compareSide = 0; // of the load in progress
    SimulatorView *m_sim = nullptr;
    CompareView *m_compare = nullptr;
    SnapshotPtr m_current;
    QString m_currentLabel;
    QAction *m_currentAsA = nullptr;
    QAction *m_currentAsB = nullptr;
    QAction *m_openAsA = nullptr;
    QAction *m_openAsB = nullptr;
};

} // namespace jitterscope
