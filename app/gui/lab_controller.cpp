#include "app/gui/lab_controller.h"

#include "core/analysis/analyze_stream.h"
#include "core/sim/sim_snapshot.h"
#include "widgets/compare_view.h"
#include "widgets/simulator_view.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QCoreApplication>
#include <QPointer>

#include <memory>

namespace jitterscope {

LabController::LabController(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    m_sim = new SimulatorView;
    m_compare = new CompareView;
    m_worker = new QObject;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.setObjectName(QStringLiteral("lab-worker"));
    m_thread.start();

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
    for (auto [action, side] : {std::pair{m_currentAsA, 0}, std::pair{m_currentAsB, 1}}) {
        connect(action, &QAction::triggered, this, [this, side = side] {
            if (!m_current)
                return;
            m_compare->setSide(side, m_current, m_currentLabel);
            Q_EMIT comparisonChanged();
            Q_EMIT showCompareRequested();
        });
    }
    for (auto [action, side] : {std::pair{m_openAsA, 0}, std::pair{m_openAsB, 1}}) {
        connect(action, &QAction::triggered, this, [this, side = side] {
            const QString path = QFileDialog::getOpenFileName(
                m_window, tr("Open Trace for Comparison"), QString(),
                tr("Packet traces (*.pcapng *.pcap *.cap *.ntar);;All files (*)"));
            if (!path.isEmpty())
                openTraceForComparison(path, side);
        });
    }
    retranslate();
    setCurrentTrace(nullptr, QString());
}

LabController::~LabController()
{
    m_thread.quit();
    m_thread.wait(); // a running simulation finishes first (seconds at most: the form bounds it)
}

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
    const quint64 generation = ++m_simGeneration;
    m_sim->setBusy(true);
    QPointer<LabController> self(this);
    QMetaObject::invokeMethod(m_worker, [self, params, generation] {
        auto result = std::make_shared<SimResult>(jitterscope::runSimulation(params));
        const std::string label = QCoreApplication::translate("jitterscope::LabController", "Simulation: HZ=%1, %2 µs, %3 pps")
                                      .arg(params.hz)
                                      .arg(params.budgetUsecs)
                                      .arg(params.ratePps)
                                      .toStdString();
        auto deliveries = snapshotFromSimulation(*result, label);
        if (!self)
            return;
        QMetaObject::invokeMethod(self, [self, result, deliveries, generation] {
            if (!self || generation != self->m_simGeneration)
                return;
            self->m_sim->setBusy(false);
            self->m_sim->setResult(*result, deliveries);
            Q_EMIT self->simulationFinished();
        });
    });
}

void LabController::openTraceForComparison(const QString &path, int side)
{
    QPointer<LabController> self(this);
    Q_EMIT message(tr("Reading %1 for the comparison…").arg(QFileInfo(path).fileName()));
    QMetaObject::invokeMethod(m_worker, [self, path, side] {
        std::string error;
        SnapshotPtr snap = analyzeFile(path.toStdString(), AnalysisOptions(), &error);
        if (!self)
            return;
        QMetaObject::invokeMethod(self, [self, snap, path, side, error] {
            if (!self)
                return;
            if (!snap) {
                Q_EMIT self->message(tr("Cannot open %1: %2").arg(path, QString::fromStdString(error)));
                return;
            }
            self->m_compare->setSide(side, snap, QFileInfo(path).fileName());
            Q_EMIT self->message(side == 0 ? tr("%1 is side A of the comparison.").arg(QFileInfo(path).fileName())
                                           : tr("%1 is side B of the comparison.").arg(QFileInfo(path).fileName()));
            Q_EMIT self->comparisonChanged();
            Q_EMIT self->showCompareRequested();
        });
    });
}

} // namespace jitterscope
