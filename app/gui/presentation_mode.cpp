#include "app/gui/presentation_mode.h"

#include "widgets/common/plot_style.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QKeyEvent>
#include <QLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTextEdit>
#include <QTimer>
#include <QWidget>

#include <algorithm>

namespace jitterscope {

PresentationMode::PresentationMode(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    // On the application, not the window: a focused control (a table, a spin box, a slider)
    // would otherwise take the arrow keys before the window sees them.
    qApp->installEventFilter(this);
}

namespace {

/// Space and Backspace are text keys in these; the arrows and PageUp/PageDown always step.
bool editsText(const QWidget *w)
{
    return qobject_cast<const QLineEdit *>(w) != nullptr || qobject_cast<const QAbstractSpinBox *>(w) != nullptr ||
           qobject_cast<const QTextEdit *>(w) != nullptr || qobject_cast<const QPlainTextEdit *>(w) != nullptr;
}

/// QLayout::invalidate() leaves the cached hints of nested layouts (a row of controls) alone.
void invalidateLayouts(QLayout *layout)
{
    layout->invalidate();
    for (int i = 0; i < layout->count(); ++i)
        if (QLayout *inner = layout->itemAt(i)->layout())
            invalidateLayouts(inner);
}

} // namespace

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_active || event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    // Only keys meant for the presented window: a dialog opened over it keeps its own keys.
    auto *target = qobject_cast<QWidget *>(watched);
    if (target == nullptr || target->window() != m_window)
        return QObject::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return QObject::eventFilter(watched, event);
    switch (key->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown: Q_EMIT stepRequested(+1); return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp: Q_EMIT stepRequested(-1); return true;
    case Qt::Key_Space:
        if (editsText(target))
            break;
        Q_EMIT stepRequested(+1);
        return true;
    case Qt::Key_Backspace:
        if (editsText(target))
            break;
        Q_EMIT stepRequested(-1);
        return true;
    case Qt::Key_Escape: setActive(false); return true;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

void PresentationMode::refreshSizeHints()
{
    for (QWidget *w : m_window->findChildren<QWidget *>()) {
        if (QLayout *layout = w->layout())
            invalidateLayouts(layout);
        w->updateGeometry();
    }
}

void PresentationMode::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    if (on) {
        // Large fonts and hidden side panels move every splitter; exiting puts each one back.
        m_splitterSizes.clear();
        for (QSplitter *s : m_window->findChildren<QSplitter *>())
            m_splitterSizes.emplace_back(s, s->sizes());
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
    // A hidden page (a stacked or staged view) keeps the size hints of the font it was laid out
    // in; left stale, the presentation-sized minimums made the window wider and taller than a
    // 1024×600 screen after exit. Once now, and once after the plots' queued replots (a plot's
    // minimum follows its margins, which only a replot recomputes).
    refreshSizeHints();
    QTimer::singleShot(0, this, &PresentationMode::refreshSizeHints);
    if (on) {
        m_window->showFullScreen();
        return;
    }
    m_window->showNormal();
    for (const auto &[splitter, sizes] : m_splitterSizes)
        if (splitter)
            splitter->setSizes(sizes); // not restoreState(): it collapses a child hidden now
    m_splitterSizes.clear();
}

} // namespace jitterscope
