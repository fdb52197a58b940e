// Pacing of a view's coalesced refresh (the burst timeline, the I/O graph). A refresh the user
// asked for by zooming or panning (a wheel zoom's or a drag's stream of events, or another view
// following them) runs after kMinMs, which coalesces them. A discrete change (a flow selected)
// runs at the next turn of the event loop: the calls made together still give one refresh, and
// the selection does not wait 30 ms for nothing. A refresh for a new snapshot (streaming while a
// trace loads or a capture runs) is paced: after a refresh that cost C ms it waits until 4·C after
// that one ended, so that those refreshes take at most about a fifth of the GUI thread. Pacing
// the user's actions too made a cheap zoom into 1 ms wait for the last expensive refresh's pacing
// (~0.65 s after a whole-trace view of 10 M packets: bench_gui_latency).
#pragma once

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>

namespace jitterscope {

class RefreshPacing {
public:
    static constexpr int kMinMs = 30;
    enum class Cause {
        Snapshot, ///< a new snapshot: paced
        Continuous, ///< a zoom or pan, a setting: after kMinMs
        Discrete, ///< a flow selection: at the next turn of the event loop
    };

    /// Starts the view's single-shot refresh `timer` (or brings a pending one forward, never
    /// pushing it back): `forSnapshot` paces it as described above, else Cause::Continuous.
    void schedule(QTimer *timer, bool forSnapshot) const
    {
        schedule(timer, forSnapshot ? Cause::Snapshot : Cause::Continuous);
    }
    void schedule(QTimer *timer, Cause cause) const
    {
        const int delay = cause == Cause::Snapshot ? delayMs() : cause == Cause::Continuous ? kMinMs : 0;
        // A coarse timer may fire up to 5 % late, and its remainingTime() says so: restarting
        // only past that slack keeps a stream of requests from pushing the refresh back.
        if (!timer->isActive() || timer->remainingTime() > delay + delay / 16 + 1)
            timer->start(delay);
    }
    /// Delay before a paced refresh, in ms.
    [[nodiscard]] int delayMs() const
    {
        const qint64 wait = m_sinceRefresh.isValid() ? 4 * m_costMs - m_sinceRefresh.elapsed() : 0;
        return int(std::clamp<qint64>(wait, kMinMs, 1000));
    }
    /// A refresh that took `costMs` has just ended.
    void refreshed(qint64 costMs)
    {
        m_costMs = costMs;
        m_sinceRefresh.start();
    }

private:
    QElapsedTimer m_sinceRefresh;
    qint64 m_costMs = 0;
};

} // namespace jitterscope
