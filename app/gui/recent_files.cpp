#include "app/gui/recent_files.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace jitterscope {

namespace {
constexpr int kMaxRecent = 8;
const char kRecentKey[] = "recentFiles";
} // namespace

RecentFiles::RecentFiles(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
{
    rebuild();
}

void RecentFiles::add(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    const QString abs = QFileInfo(path).absoluteFilePath();
    recent.removeAll(abs);
    recent.prepend(abs);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    rebuild();
}

void RecentFiles::remove(const QString &path)
{
    QStringList recent = files();
    if (recent.removeAll(QFileInfo(path).absoluteFilePath()) == 0)
        return;
    QSettings().setValue(kRecentKey, recent);
    rebuild();
}

QStringList RecentFiles::files() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void RecentFiles::rebuild()
{
    m_menu->clear();
    const QStringList recent = files();
    for (const QString &p : recent) {
        QAction *a = m_menu->addAction(QFileInfo(p).fileName());
        a->setToolTip(p);
        connect(a, &QAction::triggered, this, [this, p] { Q_EMIT openRequested(p); });
    }
    m_menu->setEnabled(!recent.isEmpty());
}

} // namespace jitterscope
