// The tuning lab page: the netdev_budget_usecs jiffy-box calculator beside the explanation panel.
// Detects HZ and the kernel release once, on a worker thread (detectHz blocks ~200 ms), and
// hands the result to the calculator. GUI thread only (the detection thread never touches widgets).
#pragma once

#include <QWidget>

#include <thread>

namespace jitterscope {

class ExplanationPanel;
class JiffyCalculatorView;

class TuningLab : public QWidget {
    Q_OBJECT
public:
    explicit TuningLab(QWidget *parent = nullptr);
    ~TuningLab() override;
    JiffyCalculatorView *calculator() const { return m_calculator; }
    ExplanationPanel *explanation() const { return m_panel; }
    void setPresentationMode(bool on);

Q_SIGNALS:
    /// The detection finished (hz 0 when nothing worked); `how` is the method and confidence.
    void hzDetected(uint32_t hz, const QString &how, const QString &kernelRelease);

private:
    JiffyCalculatorView *m_calculator = nullptr;
    ExplanationPanel *m_panel = nullptr;
    std::thread m_detector;
};

} // namespace jitterscope
