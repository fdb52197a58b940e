// Status-bar strip that always shows where packets were lost: kernel (pcap ps_drop / ISB
// isb_osdrop), interface (ps_ifdrop / isb_ifdrop), the capture helper's queue and the analysis
// queue — each red when non-zero, "–" when the source does not say — plus the packet count and
// rate. Loss is never silent (design.md). GUI thread only; cheap to update for every snapshot.
#pragma once

#include "core/analysis/snapshot.h"

#include <QWidget>

#include <deque>
#include <memory>
#include <optional>
#include <utility>

class QLabel;

namespace jitterscope {

class DropCountersBar : public QWidget {
    Q_OBJECT
public:
    /// What the bar shows; unknown counters are empty (a plain pcap file has no statistics).
    struct Counts {
        uint64_t packets = 0;
        double packetsPerSec = 0; ///< recent rate while streaming, average once complete
        std::optional<uint64_t> kernel, interface, helperQueue;
        uint64_t analysisQueue = 0;
    };

    explicit DropCountersBar(QWidget *parent = nullptr);
    ~DropCountersBar() override;

    /// Latest snapshot (streaming or complete); nullptr clears the bar.
    void setSnapshot(const std::shared_ptr<const AnalysisSnapshot> &snapshot);
    [[nodiscard]] const Counts &counts() const { return m_counts; }
    /// The counters of a snapshot: the helper's stats block when present, else the file's ISBs.
    [[nodiscard]] static Counts countsOf(const AnalysisSnapshot &snapshot);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateLabels();

    QLabel *m_packets = nullptr;
    QLabel *m_kernel = nullptr;
    QLabel *m_interface = nullptr;
    QLabel *m_helper = nullptr;
    QLabel *m_analysis = nullptr;
    Counts m_counts;
    bool m_complete = false;
    bool m_empty = true;
    std::deque<std::pair<int64_t, uint64_t>> m_history; ///< (newest capture ts, packets) for the live rate
};

} // namespace jitterscope
