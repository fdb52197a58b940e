// The status bar's progress bar and Cancel button for trace loads: shown while any watched
// TraceLoader (the main trace's, the comparison's) runs; Cancel cancels them all. GUI thread only.
#pragma once

#include <QWidget>

#include <vector>

class QProgressBar;
class QPushButton;

namespace jitterscope {

class TraceLoader;

class LoadProgress : public QWidget {
    Q_OBJECT
public:
    explicit LoadProgress(QWidget *parent = nullptr);
    /// Follows `loader` from now on (it must outlive this widget or be destroyed with it).
    void watch(TraceLoader *loader);
    void retranslate();

private:
    void updateVisibility();

    QProgressBar *m_bar = nullptr;
    QPushButton *m_cancel = nullptr;
    std::vector<TraceLoader *> m_loaders;
};

} // namespace jitterscope
