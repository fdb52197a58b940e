// The refresh a view has pending: its active single-shot timer (a view's coalesced refresh), or
// null when there is none. For the view tests that check when a refresh runs.
#pragma once

#include <QObject>
#include <QTimer>

inline const QTimer *pendingRefresh(const QObject &view)
{
    for (const QTimer *t : view.findChildren<QTimer *>())
        if (t->isSingleShot() && t->isActive())
            return t;
    return nullptr;
}
