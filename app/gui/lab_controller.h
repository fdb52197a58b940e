// The simulator and the before/after comparison pages of the main window, and the work behind
// them: simulations and second traces run on a worker thread (runSimulation and the analysis of
// its deliveries, analyzeFile for a trace B); results come back queued, generation-tagged.
// GUI thread only; the worker thread touches no widget.
#pragma once

#include "app/gui/trace_loader.h"
#include "core/sim/napi_sim.h"

#include <QObject>
#include <QThread>

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
    /// Analyses `path` on the worker and puts it on side 0 (A) or 1 (B) of the comparison.
    void openTraceForComparison(const QString &path, int side);

Q_SIGNALS:
    void simulationFinished();
    void comparisonChanged();
    void showCompareRequested();
    void message(const QString &text);

private:
    QWidget *m_window;
    QThread m_thread;
    QObject *m_worker = nullptr; // lives on m_thread; runs queued lambdas
    SimulatorView *m_sim = nullptr;
    CompareView *m_compare = nullptr;
    quint64 m_simGeneration = 0;
    SnapshotPtr m_current;
    QString m_currentLabel;
    QAction *m_currentAsA = nullptr;
    QAction *m_currentAsB = nullptr;
    QAction *m_openAsA = nullptr;
    QAction *m_openAsB = nullptr;
};

} // namespace jitterscope
