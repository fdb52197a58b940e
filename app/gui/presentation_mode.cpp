#include "app/gui/presentation_mode.h"

#include "widgets/common/plot_style.h"

#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

#include <algorithm>

namespace jitterscope {

PresentationMode::PresentationMode(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    m_window->installEventFilter(this);
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_active || watched != m_window || event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    switch (static_cast<QKeyEvent *>(event)->key()) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
    case Qt::Key_Space: Q_EMIT stepRequested(+1); return true;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace: Q_EMIT stepRequested(-1); return true;
    case Qt::Key_Escape: setActive(false); return true;
    default: return QObject::eventFilter(watched, event);
    }
}

void PresentationMode::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    if (on) {
        m_normalFont = QApplication::font();
        m_normalPalette = QApplication::palette();
        QFont big = m_normalFont;
        big.setPointSizeF(std::max(18.0, m_normalFont.pointSizeF() * 1.8));
        QApplication::setFont(big);
        // High contrast for projectors: black on white, saturated highlight.
        QPalette p;
        p.setColor(QPalette::Window, Qt::white);
        p.setColor(QPalette::WindowText, Qt::black);
        p.setColor(QPalette::Base, Qt::white);
        p.setColor(QPalette::Text, Qt::black);
        p.setColor(QPalette::Button, QColor(235, 235, 235));
        p.setColor(QPalette::ButtonText, Qt::black);
        p.setColor(QPalette::Highlight, QColor(0, 70, 200));
        p.setColor(QPalette::HighlightedText, Qt::white);
        QApplication::setPalette(p);
    } else {
        QApplication::setFont(m_normalFont);
        QApplication::setPalette(m_normalPalette);
    }
    Q_EMIT toggled(on);
    setPlotsPresentation(m_window, on);
    if (on)
        m_window->showFullScreen();
    else
        m_window->showNormal();
}

} // namespace jitterscope
