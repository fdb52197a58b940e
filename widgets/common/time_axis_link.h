// One time axis for several views: each member's user zoom or pan (its visibleRangeChanged
// signal, seconds since the trace's first packet) is applied to every other member
// (setVisibleRange), so the packet timeline, the I/O graph, the softnet and the kernel-events
// views always show the same stretch of time. Members set their own ranges programmatically
// without emitting, and the link guards against re-entry, so there is no feedback loop. GUI
// thread only.
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>
#include <vector>

namespace jitterscope {

class TimeAxisLink : public QObject {
    Q_OBJECT
public:
    explicit TimeAxisLink(QObject *parent = nullptr)
        : QObject(parent)
    {
    }

    /// Adds a view with a visibleRangeChanged(double, double) signal and a
    /// setVisibleRange(double, double) member.
    template<class View> void join(View *view)
    {
        const size_t id = m_members.size();
        m_members.push_back({ view, [view](double t0, double t1) { view->setVisibleRange(t0, t1); } });
        connect(view, &View::visibleRangeChanged, this, [this, id](double t0, double t1) { apply(id, t0, t1); });
    }
    /// Shows [t0, t1] on every member (e.g. a live capture's window); `except` is a member index
    /// to leave alone, or -1.
    void apply(size_t except, double t0, double t1);
    [[nodiscard]] size_t size() const { return m_members.size(); }

private:
    struct Member {
        QPointer<QObject> object;
        std::function<void(double, double)> set;
    };
    std::vector<Member> m_members;
    bool m_applying = false;
};

} // namespace jitterscope
