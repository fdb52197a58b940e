#include "app/gui/tuning_lab.h"

#include "core/kernel/hz_detect.h"
#include "widgets/explanation_panel.h"
#include "widgets/jiffy_calculator_view.h"

#include <QHBoxLayout>
#include <QSplitter>

namespace jitterscope {

TuningLab::TuningLab(QWidget *parent)
    : QWidget(parent)
{
    m_calculator = new JiffyCalculatorView;
    m_panel = new ExplanationPanel;
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_calculator);
    split->addWidget(m_panel);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    m_panel->setTopic(ExplanationPanel::Topic::JiffyBox);
    m_panel->setContext(m_calculator->report());
    connect(m_calculator, &JiffyCalculatorView::reportChanged, this,
            [this] { m_panel->setContext(m_calculator->report()); });

    // HZ detection reads /boot and /proc and may time /proc/schedstat for ~200 ms: off the GUI
    // thread; the result comes back queued (dropped if the page is gone by then).
    m_jobs.setThreadName(QStringLiteral("hz-detect"));
    m_jobs.run([](JobContext &) { return detectHz(); },
               [this](const HzDetection &det) {
                   const QString how =
                       QStringLiteral("%1, %2").arg(QString::fromLatin1(hzMethodName(det.method)),
                                                    QString::fromLatin1(hzConfidenceName(det.confidence)));
                   const QString release = QString::fromStdString(det.kernelRelease);
                   if (!release.isEmpty())
                       m_calculator->setKernelRelease(release);
                   if (det.hz)
                       m_calculator->setDetectedHz(det.hz, how);
                   Q_EMIT hzDetected(det.hz, how, release);
               });
}

TuningLab::~TuningLab() = default; // the tracker waits for the detection (~200 ms at most)

void TuningLab::setPresentationMode(bool on)
{
    m_calculator->setPresentationMode(on);
}

} // namespace jitterscope
