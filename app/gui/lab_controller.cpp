#include "app/gui/lab_controller.h"

#include "core/analysis/analyze_stream.h"
#include "core/sim/presets.h"
#include "core/sim/sim_snapshot.h"
#include "widgets/compare_view.h"
#include "widgets/simulator_view.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>

#include <memory>

namespace jitterscope {

LabController::LabController(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    m_sim = new SimulatorView;
    m_compare = new CompareView;
    m_simJobs.setThreadName(QStringLiteral("simulator"));
    m_compareLoader = new TraceLoader(this);
    connect(m_compareLoader, &TraceLoader::finished, this, &LabController::comparisonLoaded);
    connect(m_compareLoader, &TraceLoader::failed, this, [this](const QString &error) {
        Q_EMIT message(tr("Cannot open %1: %2").arg(m_compareLoader->path(), error));
    });

    connect(m_sim, &SimulatorView::runRequested, this, &LabController::runSimulation);
    connect(m_sim, &SimulatorView::compareRequested, this, [this](int side) {
        if (!m_sim->deliveries())
            return;
        m_compare->setSide(side, m_sim->deliveries(), m_sim->resultLabel(), m_sim->simulationFigures());
        Q_EMIT comparisonChanged();
        Q_EMIT showCompareRequested();
    });

    m_currentAsA = new QAction(this);
    m_currentAsB = new QAction(this);
    m_openAsA = new QAction(this);
    m_openAsB = new QAction(this);
    for (auto [action, side] : { std::pair { m_currentAsA, 0 }, std::pair { m_currentAsB, 1 } }) {
        connect(action, &QAction::triggered, this, [this, side = side] {
            if (!m_current)
                return;
            m_compare->setSide(side, m_current, m_currentLabel);
            Q_EMIT comparisonChanged();
            Q_EMIT showCompareRequested();
        });
    }
    for (auto [action, side] : { std::pair { m_openAsA, 0 }, std::pair { m_openAsB, 1 } }) {
        connect(action, &QAction::triggered, this, [this, side = side] {
            const QString path =
                QFileDialog::getOpenFileName(m_window, tr("Open Trace for Comparison"), QString(),
                                             tr("Packet traces (*.pcapng *.pcap *.cap *.ntar);;All files (*)"));
            if (!path.isEmpty())
                openTraceForComparison(path, side);
        });
    }
    retranslate();
    setCurrentTrace(nullptr, QString());
}

// The simulation tracker waits for a running simulation (seconds at most: the form bounds it).
LabController::~LabController() = default;

void LabController::populateMenu(QMenu *menu)
{
    menu->addAction(m_currentAsA);
    menu->addAction(m_currentAsB);
    menu->addSeparator();
    menu->addAction(m_openAsA);
    menu->addAction(m_openAsB);
}

void LabController::retranslate()
{
    m_currentAsA->setText(tr("Use Current Trace as &A (before)"));
    m_currentAsB->setText(tr("Use Current Trace as &B (after)"));
    m_openAsA->setText(tr("Open Trace as A…"));
    m_openAsB->setText(tr("Open Trace as B…"));
}

void LabController::setCurrentTrace(SnapshotPtr snapshot, const QString &label)
{
    m_current = std::move(snapshot);
    m_currentLabel = label;
    const bool usable = m_current && m_current->complete;
    m_currentAsA->setEnabled(usable);
    m_currentAsB->setEnabled(usable);
}

void LabController::runSimulation(const SimParams &params)
{
    m_sim->setBusy(true);
    struct Outcome {
        std::shared_ptr<SimResult> result;
        SnapshotPtr deliveries;
    };
    const auto work = [params](JobContext &) {
        Outcome out;
        out.result = std::make_shared<SimResult>(jitterscope::runSimulation(params));
        const std::string label =
            QCoreApplication::translate("jitterscope::LabController", "Simulation: HZ=%1, %2 µs, %3 pps")
                .arg(params.hz)
                .arg(params.budgetUsecs)
                .arg(params.ratePps)
                .toStdString();
        out.deliveries = snapshotFromSimulation(*out.result, label);
        return out;
    };
    m_simJobs.run(work, [this, params](const Outcome &out) {
        m_sim->setBusy(false);
        m_sim->setResult(*out.result, out.deliveries);
        double published = -1;
        for (const SimPreset &p : simPresets())
            if (p.hasTarget() && p.params == params)
                published = p.targetSqueezePerS;
        Q_EMIT simulationResult(out.result, published);
        Q_EMIT simulationFinished();
    });
}

void LabController::openTraceForComparison(const QString &path, int side)
{
    m_compareSide = side;
    Q_EMIT message(tr("Reading %1 for the comparison…").arg(QFileInfo(path).fileName()));
    m_compareLoader->load(path);
}

void LabController::comparisonLoaded(SnapshotPtr snapshot, bool cancelled)
{
    if (cancelled) // a partial trace would compare unequal halves: keep the side as it was
        return;
    const QString name = QFileInfo(m_compareLoader->path()).fileName();
    m_compare->setSide(m_compareSide, std::move(snapshot), name);
    Q_EMIT message(m_compareSide == 0 ? tr("%1 is side A of the comparison.").arg(name)
                                      : tr("%1 is side B of the comparison.").arg(name));
    Q_EMIT comparisonChanged();
    Q_EMIT showCompareRequested();
}

} // namespace jitterscope
