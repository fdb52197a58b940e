// Stages of one flow (core/analysis/stages.h): the verdict line, a p50/p99/max table per stage,
// a stacked per-packet timeline (network PDV, delivery delay on top; from the flow's bounded,
// decimated stage timeline) and one histogram per stage. The flow is chosen in a combo box
// (default: the flow with the most stage data). GUI thread only.
#pragma once

#include "core/analysis/snapshot.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QCustomPlot;
class QCPBars;
class QCPGraph;
class QLabel;
class QTableWidget;

namespace jitterscope {

class StagesView : public QWidget {
    Q_OBJECT
public:
    explicit StagesView(QWidget *parent = nullptr);
    ~StagesView() override;

    void setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot);
    /// The flow shown (UINT32_MAX: none).
    [[nodiscard]] uint32_t flowId() const { return m_flow; }
    void setFlowId(uint32_t id);
    [[nodiscard]] QString verdictText() const;
    [[nodiscard]] QTableWidget *table() const { return m_table; }
    [[nodiscard]] QCustomPlot *timelinePlot() const { return m_timeline; }
    /// Histogram plots: sender, network, delivery.
    [[nodiscard]] QCustomPlot *histogramPlot(int stage) const { return m_hists[stage]; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuildFlows();
    void refresh();
    [[nodiscard]] const FlowSummary *currentFlow() const;

    std::shared_ptr<const AnalysisSnapshot> m_snapshot;
    uint32_t m_flow = UINT32_MAX;
    bool m_userChoseFlow = false;
    QLabel *m_verdict = nullptr;
    QLabel *m_missing = nullptr;
    QLabel *m_flowLabel = nullptr;
    QComboBox *m_flows = nullptr;
    QTableWidget *m_table = nullptr;
    QCustomPlot *m_timeline = nullptr;
    QCPGraph *m_networkGraph = nullptr;
    QCPGraph *m_totalGraph = nullptr;
    QCustomPlot *m_hists[3] = {};
    QCPBars *m_bars[3] = {};
};

} // namespace jitterscope
