// The NAPI/softirq simulator page: parameter form with presets, a Run button that asks the app to
// run the model (runRequested; the app runs runSimulation and snapshotFromSimulation on a worker
// thread and calls setResult), the figures only the model knows (time_squeeze split by the limit
// that fired, CPU share, latency), and the delivery timeline in the same histogram and burst
// views as a real trace. GUI thread only; never runs the model itself.
#pragma once

#include "core/sim/napi_sim.h"
#include "core/sim/sim_snapshot.h"

#include <QWidget>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTabBar;

namespace jitterscope {

class BurstTimelineView;
class DeltaHistogramView;
class SimParamsForm;

class SimulatorView : public QWidget {
    Q_OBJECT
public:
    explicit SimulatorView(QWidget *parent = nullptr);
    ~SimulatorView() override;

    [[nodiscard]] SimParams params() const;
    void setParams(const SimParams &params);
    /// Translated preset names, in applyPreset() order.
    [[nodiscard]] QStringList presetNames() const;
    /// Sets the form to a preset (ignored when out of range); does not run it.
    void applyPreset(int index);

    /// Shows one run: its figures, and `deliveries` (snapshotFromSimulation of the same run, may
    /// be null) in the embedded histogram and burst timeline. Clears the busy state.
    void setResult(const SimResult &result, std::shared_ptr<const AnalysisSnapshot> deliveries);
    /// The run is in progress (Run disabled, progress shown) or not.
    void setBusy(bool busy);
    [[nodiscard]] bool isBusy() const { return m_busy; }
    /// Large fonts and thick plot lines for a class; the form gives way to a bar with the story
    /// presets (picking one runs it) and Run.
    void setPresentationMode(bool on);
    [[nodiscard]] bool presentationMode() const { return m_presentation; }

    /// The shown run's snapshot (null before the first result) and its model-only figures.
    [[nodiscard]] std::shared_ptr<const AnalysisSnapshot> deliveries() const { return m_deliveries; }
    [[nodiscard]] const std::vector<Figure> &simulationFigures() const { return m_figures; }
    /// One-line description of the shown run's parameters (for comparison labels).
    [[nodiscard]] QString resultLabel() const { return m_resultLabel; }

    [[nodiscard]] DeltaHistogramView *histogramView() const { return m_histogram; }
    [[nodiscard]] BurstTimelineView *timelineView() const { return m_timeline; }

Q_SIGNALS:
    /// The user pressed Run (or Ctrl+Return): run the model with these parameters.
    void runRequested(const SimParams &params);
    /// The user wants the shown run as side 0 (A) or 1 (B) of the before/after comparison.
    void compareRequested(int side);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void showFigures();
    void markStale();
    void requestRun();
    void updatePlotTabs();
    [[nodiscard]] static QString describe(const SimParams &p);

    SimParamsForm *m_form = nullptr;
    QWidget *m_formColumn = nullptr; // the form (in a scroll area), Run and the compare buttons
    QWidget *m_storyBar = nullptr; // presentation: story preset box and Run
    QComboBox *m_storyBox = nullptr;
    QPushButton *m_storyRun = nullptr;
    QTabBar *m_plotTabs = nullptr; // which plot is shown when only one fits
    QPushButton *m_run = nullptr;
    QPushButton *m_toA = nullptr;
    QPushButton *m_toB = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_runInfo = nullptr;
    QLabel *m_squeezeCaption = nullptr;
    QLabel *m_squeezeNote = nullptr;
    std::vector<std::pair<QLabel *, QLabel *>> m_rows; // caption, value
    QSplitter *m_plots = nullptr;
    DeltaHistogramView *m_histogram = nullptr;
    BurstTimelineView *m_timeline = nullptr;

    bool m_haveResult = false;
    SimParams m_resultParams; // without the replay vector
    SimResult m_summary; // figures of the shown run, timeline vectors dropped
    std::shared_ptr<const AnalysisSnapshot> m_deliveries;
    std::vector<Figure> m_figures;
    QString m_resultLabel;
    bool m_stale = false;
    bool m_busy = false;
    bool m_presentation = false;
};

} // namespace jitterscope

// runRequested crosses to the app's worker thread (queued connection) and into QSignalSpy.
Q_DECLARE_METATYPE(jitterscope::SimParams)
