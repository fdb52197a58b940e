// The netdev_budget_usecs jiffy-box calculator: a value (field and slider), HZ (detected or typed),
// word size, kernel release and a comparison value in; everything core's jiffiesReport() says out
// (N, the real window, the box edges, default, minimum, EINVAL, MAX_SOFTIRQ_TIME, warnings, the
// sysctl line to copy, the comparison sentence) and the staircase plot. Never runs the sysctl,
// never detects HZ itself (detectHz blocks; the app passes its result in). GUI thread only.
#pragma once

#include "core/kernel/jiffies_report.h"
#include "widgets/common/plot_export.h"

#include <QWidget>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QSplitter;

namespace jitterscope {

class JiffyStaircasePlot;

class JiffyCalculatorView : public QWidget, public ExportablePlot {
    Q_OBJECT
public:
    /// Starts at HZ=250 (the x86 Kconfig default), 64-bit, unknown kernel, value 8000 µs.
    explicit JiffyCalculatorView(QWidget *parent = nullptr);
    ~JiffyCalculatorView() override;

    [[nodiscard]] uint32_t value() const { return m_value; }
    [[nodiscard]] uint32_t hz() const { return m_hz; }
    [[nodiscard]] int bits() const { return m_bits; }
    [[nodiscard]] QString kernelRelease() const;
    [[nodiscard]] std::optional<uint32_t> compareValue() const { return m_compare; }
    /// What core says about the current value (rebuilt on every input change).
    [[nodiscard]] const JiffiesReport &report() const { return m_report; }
    /// "sysctl -w net.core.netdev_budget_usecs=<value>": shown for the user to run, never run.
    [[nodiscard]] QString sysctlCommand() const;
    /// "2400 and 2900 are the same box at HZ=1000: …" / "… differ at HZ=1000: 3 vs 4 jiffies";
    /// empty without a comparison value.
    [[nodiscard]] QString comparisonText() const;
    [[nodiscard]] bool presentationMode() const { return m_presentation; }

    /// Adds (or replaces) the detected HZ as the first HZ choice, marked "(detected: how)" — `how`
    /// names the method and confidence, e.g. "boot config, high". Selects it unless the user has
    /// already chosen an HZ. Invalid HZ values are ignored.
    void setDetectedHz(uint32_t hz, const QString &how);
    /// Prefills the kernel release (uname -r) that decides default, minimum and EINVAL.
    void setKernelRelease(const QString &release);

    [[nodiscard]] QCustomPlot *plot() const override;
    /// The staircase rows drawn: jiffies,first_us,last_us,window_min_us,window_max_us,no_limit.
    [[nodiscard]] QString csv() const override;
    /// The staircase plot (for tests and the app's layout).
    [[nodiscard]] JiffyStaircasePlot *staircasePlot() const { return m_stairs; }

public Q_SLOTS:
    void setValue(uint32_t usecs);
    /// Ignored unless 12 <= hz <= 12287.
    void setHz(uint32_t hz);
    /// 32 or 64 (BITS_PER_LONG); anything else is ignored.
    void setBits(int bits);
    void setCompareValue(std::optional<uint32_t> usecs);
    /// Thicker lines, larger plot fonts and N, high-contrast plot colours, a heavier warning frame.
    void setPresentationMode(bool on);

Q_SIGNALS:
    void valueChanged(uint32_t usecs);
    void hzChanged(uint32_t hz);
    /// Any input changed (also bits, kernel release, comparison value); report() and
    /// comparisonText() are current.
    void reportChanged();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildUi();
    void retranslate();
    void rebuildHzItems();
    void selectHzInCombo();
    void applyHzText(); // the combo's text: an item or what the user typed
    void recompute();
    void updateOutputs();
    [[nodiscard]] QString resultsHtml() const;
    void updateSliderRange();

    // inputs
    QDoubleSpinBox *m_valueSpin = nullptr; // double holds every uint32_t exactly; 0 decimals
    QSlider *m_slider = nullptr;
    QPushButton *m_prevBox = nullptr;
    QPushButton *m_nextBox = nullptr;
    QComboBox *m_hzCombo = nullptr;
    QComboBox *m_bitsCombo = nullptr;
    QLineEdit *m_kernelEdit = nullptr;
    QDoubleSpinBox *m_compareSpin = nullptr; // -1 = "none"
    // outputs
    QLabel *m_resultsLabel = nullptr; // one rich-text table: scales with the font, selectable as a whole
    QLabel *m_warningsLabel = nullptr;
    QLabel *m_comparisonLabel = nullptr;
    QLineEdit *m_sysctlEdit = nullptr;
    QPushButton *m_copyButton = nullptr;
    QLabel *m_sysctlNote = nullptr;
    JiffyStaircasePlot *m_stairs = nullptr;
    QSplitter *m_splitter = nullptr; ///< the inputs and figures (scrolled) over the staircase
    QWidget *m_figures = nullptr; ///< the scrolled content
    bool m_splitterMoved = false; ///< by the user: then the sizes are theirs
    /// Gives the figures the height they need (the verdict in sight), up to 2/3 of the view.
    void fitSplitter();

    uint32_t m_value = 8000;
    uint32_t m_hz = 250;
    int m_bits = 64;
    std::optional<uint32_t> m_compare;
    uint32_t m_detectedHz = 0;
    QString m_detectedHow;
    bool m_userPickedHz = false; // then a later setDetectedHz() does not override the user's choice
    bool m_presentation = false;
    std::vector<std::pair<QLabel *, const char *>> m_captions; // form captions and their QT_TR_NOOP texts
    JiffiesReport m_report;
    JiffiesReport m_compareReport;
};

} // namespace jitterscope
