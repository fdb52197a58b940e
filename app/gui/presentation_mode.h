// Presentation mode for training, once for the whole window: large fonts and a high-contrast
// palette application-wide, every plot under the window scaled (setPlotsPresentation), the window
// full screen. Views opt in and get setPresentationMode(bool) for what only they know (the
// compare view's stage, the simulator's tabs, the calculator's larger figures). While active, the
// window's keys step through the views whatever has focus (an application event filter: Right /
// Down / PageDown forward, Left / Up / PageUp back; Space and Backspace too unless a text field has
// focus) and Escape ends the mode. Every splitter of the window is restored on exit. GUI thread only.
#pragma once

#include <QFont>
#include <QList>
#include <QObject>
#include <QPalette>
#include <QPointer>
#include <QSplitter>

#include <utility>
#include <vector>

class QWidget;

namespace jitterscope {

class PresentationMode : public QObject {
    Q_OBJECT
public:
    /// `window` is the top-level window that goes full screen (and the parent).
    explicit PresentationMode(QWidget *window);

    /// `view->setPresentationMode(bool)` follows every change from now on (while the view lives).
    template<class View> void optIn(View *view)
    {
        connect(this, &PresentationMode::toggled, view, &View::setPresentationMode);
    }

    void setActive(bool on);
    [[nodiscard]] bool isActive() const { return m_active; }

Q_SIGNALS:
    /// After the application font and palette changed, before the plots are scaled.
    void toggled(bool on);
    /// A presentation key asks for the next (+1) or previous (−1) view.
    void stepRequested(int delta);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refreshSizeHints();

    QWidget *m_window;
    bool m_active = false;
    QFont m_normalFont;
    QPalette m_normalPalette;
    std::vector<std::pair<QPointer<QSplitter>, QList<int>>> m_splitterSizes; ///< saved on entry
};

} // namespace jitterscope
