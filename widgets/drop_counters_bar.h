// Status-bar strip that always shows where packets were lost: kernel (pcap ps_drop / ISB
// isb_osdrop), interface (ps_ifdrop / isb_ifdrop), the capture helper's queue and the analysis
// queue — each red when non-zero, "–" when the source does not say — plus the packet count and
// rate. Loss is never silent (design.md), and a count is never cut: where the full labels do not
// fit on one row, the bar switches to short names (and the packet count without the rate), and
// where those do not fit either it wraps them onto more rows (height for width; QStatusBar
// ignores its widgets' minimum widths, so a narrow window would otherwise clip them). GUI thread
// only; cheap to update for every snapshot.
#pragma once

#include "core/analysis/snapshot.h"

#include <QWidget>

#include <deque>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

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
    /// True while the short labels are shown (the full ones do not fit the current width on one row).
    [[nodiscard]] bool isCompact() const { return m_compact; }

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override;
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateLabels();
    void applyForm(bool compact);
    void placeLabels();
    [[nodiscard]] bool compactAt(int width) const;
    /// Places labels of these sizes in rows of `width` px; the bounding size, and each label's rect.
    [[nodiscard]] QSize flow(const std::vector<QSize> &sizes, int width, std::vector<QRect> *rects) const;

    QLabel *m_packets = nullptr;
    QLabel *m_kernel = nullptr;
    QLabel *m_interface = nullptr;
    QLabel *m_helper = nullptr;
    QLabel *m_analysis = nullptr;
    std::vector<QLabel *> m_labels; ///< in display order
    /// Texts of each label in the full and the short form, and their sizes, in display order.
    std::vector<std::pair<QString, QString>> m_texts;
    std::vector<QSize> m_fullSizes, m_compactSizes;
    int m_placedHeight = 0; ///< px the rows took at the last placement
    bool m_compact = false;
    Counts m_counts;
    bool m_complete = false;
    bool m_empty = true;
    std::deque<std::pair<int64_t, uint64_t>> m_history; ///< (newest capture ts, packets) for the live rate
};

} // namespace jitterscope
