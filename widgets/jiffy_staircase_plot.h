// The jiffy staircase: netdev_budget_usecs value -> usecs_to_jiffies() as a step line over a range
// around the current value, with the current and comparison values marked, the current box
// shaded, the default and the minimum as vertical lines, the EINVAL and "no limit" regions.
// Part of JiffyCalculatorView; draws a JiffiesReport from core and never computes jiffies itself.
// GUI thread only.
#pragma once

#include "core/kernel/jiffies_report.h"

#include <QWidget>

#include <cstdint>
#include <optional>

class QCustomPlot;
class QCPGraph;
class QCPTextElement;

namespace jitterscope {

class JiffyStaircasePlot : public QWidget {
    Q_OBJECT
public:
    explicit JiffyStaircasePlot(QWidget *parent = nullptr);
    ~JiffyStaircasePlot() override;

    /// Shows the staircase for `report.cfg` around `report.usecs` (and `compare`, the default and
    /// the minimum when they are near), replotting on the next event loop pass.
    void setReport(const JiffiesReport &report, std::optional<uint32_t> compare);
    /// The core staircase currently drawn (from, to and one row per box).
    [[nodiscard]] const JiffyStaircase &staircase() const { return m_stairs; }

    /// Thicker lines, larger plot fonts and high-contrast colours for a projector. The app's
    /// setPlotsPresentation() has the same effect here (it is not applied on top).
    void setPresentationMode(bool on);
    [[nodiscard]] bool presentationMode() const { return m_presentation; }

    [[nodiscard]] QCustomPlot *plot() const { return m_plot; }
    /// One row per box: jiffies,first_us,last_us,window_min_us,window_max_us,no_limit.
    [[nodiscard]] QString csv() const;

    /// "1 jiffy", "3 jiffies", "no time limit" (translated).
    [[nodiscard]] static QString jiffiesText(uint64_t n, bool clamped = false);
    /// µs as typed in a sysctl (no group separators); one decimal for ticks like HZ=300's 3333.3 µs.
    [[nodiscard]] static QString usecsText(double us);
    /// The value range [from, to] drawn for a report; public so tests and the app can reason about it.
    [[nodiscard]] static std::pair<uint32_t, uint32_t> rangeFor(const JiffiesReport &report,
                                                                std::optional<uint32_t> compare);

Q_SIGNALS:
    /// The user clicked in the plot at this value (µs): the calculator moves there.
    void valueClicked(uint32_t usecs);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    void applyStyle();
    void retranslate();
    [[nodiscard]] bool effectivePresentation() const; // ours, or the app's setPlotsPresentation() mark

    QCustomPlot *m_plot = nullptr;
    QCPGraph *m_steps = nullptr;
    QCPGraph *m_valuePoint = nullptr;
    QCPGraph *m_comparePoint = nullptr;
    QCPTextElement *m_title = nullptr;
    JiffiesReport m_report;
    std::optional<uint32_t> m_compare;
    JiffyStaircase m_stairs;
    bool m_hasReport = false;
    bool m_presentation = false;
};

} // namespace jitterscope
