// The tuning lab page: the netdev_budget_usecs jiffy-box calculator beside the explanation panel.
// Detects HZ and the kernel release once, as a job-tracker job (detectHz blocks ~200 ms), and
// hands the result to the calculator. GUI thread only (the detection never touches widgets).
#pragma once

#include "app/gui/job_tracker.h"

#include <QWidget>

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
    JobTracker m_jobs; // last member: destroyed (waiting for the detection) before the views go
};

} // namespace jitterscope
