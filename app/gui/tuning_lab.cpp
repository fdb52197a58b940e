#include "app/gui/tuning_lab.h"

#include "core/kernel/hz_detect.h"
#include "widgets/explanation_panel.h"
#include "widgets/jiffy_calculator_view.h"

#include <QHBoxLayout>
#include <QSplitter>

#include <thread>

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
    m_detector = std::thread([this] {
        const HzDetection det = detectHz();
        const QString how = QStringLiteral("%1, %2").arg(QString::fromLatin1(hzMethodName(det.method)),
                                                          QString::fromLatin1(hzConfidenceName(det.confidence)));
        const QString release = QString::fromStdString(det.kernelRelease);
        const uint32_t hz = det.hz;
        // Queued to this object: discarded by Qt if the page is destroyed before it runs.
        QMetaObject::invokeMethod(
            this,
            [this, hz, how, release] {
                if (!release.isEmpty())
                    m_calculator->setKernelRelease(release);
                if (hz)
                    m_calculator->setDetectedHz(hz, how);
                Q_EMIT hzDetected(hz, how, release);
            },
            Qt::QueuedConnection);
    });
}

TuningLab::~TuningLab()
{
    m_detector.join(); // at most the ~200 ms of one detection
}

void TuningLab::setPresentationMode(bool on)
{
    m_calculator->setPresentationMode(on);
}

} // namespace jitterscope
