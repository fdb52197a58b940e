// File → Open Recent: the last eight traces (absolute paths, newest first) kept in QSettings under
// "recentFiles", shown in a menu that this object fills. A file that failed to open is removed
// (remove()), so the menu offers only what opened. GUI thread only.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QMenu;

namespace jitterscope {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    /// Fills `menu` (owned by the caller) now and after every add().
    explicit RecentFiles(QMenu *menu, QObject *parent = nullptr);

    /// Puts `path` first (once), keeps at most eight.
    void add(const QString &path);
    /// Takes `path` (relative or absolute) off the list, if it is there.
    void remove(const QString &path);
    /// The list as stored: absolute paths, newest first.
    [[nodiscard]] QStringList files() const;
    /// Refills the menu from the settings (also after a language change: the entries are file names).
    void rebuild();

Q_SIGNALS:
    void openRequested(const QString &path);

private:
    QMenu *m_menu;
};

} // namespace jitterscope
