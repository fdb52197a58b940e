// The one way the GUI leaves its thread (after KDAB Hotspot's jobtracker.h): every run() gets a new
// generation number and the latest request wins. The work runs on the tracker's own worker thread
// (one at a time, in request order: a newer request waits until the older, now cancelled, work
// returns); its result and anything it posts are delivered on the GUI thread and dropped there
// when a newer run() has been made since (stale). Cancelling is not staleness: a cancelled job
// still delivers what it had (a cancelled trace load shows its first packets).
//
// Threads: construct, run(), cancel() and destroy on the GUI thread. JobContext is the work's
// handle and may be used from the worker thread. The destructor cancels and waits for the work,
// so work must return within a bounded time of cancellation; results pending delivery are
// discarded with the tracker (queued to it as their context object).
#pragma once

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <type_traits>
#include <utility>

namespace jitterscope {

class JobTracker;

/// The running work's view of its job. Worker thread (isCancelled, post, postLatest, onCancel).
class JobContext {
public:
    [[nodiscard]] quint64 generation() const { return m_generation; }
    /// True once cancel() was called or a newer run() superseded this job.
    [[nodiscard]] bool isCancelled() const { return m_cancelled.load(); }
    /// Runs `f` on the GUI thread unless a newer run() has been made by the time it arrives.
    void post(std::function<void()> f) const;
    /// As post(), but skipped (returns false) while the previous postLatest() has not been
    /// delivered yet: a busy GUI never builds a queue of snapshots, it simply gets the newest next.
    bool postLatest(std::function<void()> f) const;
    /// False while a postLatest() is undelivered: lets the work skip building what would be skipped.
    [[nodiscard]] bool canPostLatest() const { return !m_latestInFlight->load(); }
    /// Called (from the thread that cancels) when the job is cancelled, at once if it already is:
    /// for work that blocks and must be told to stop (a live capture). Cleared when the work returns.
    void onCancel(std::function<void()> handler);

private:
    friend class JobTracker;
    JobContext(JobTracker *tracker, quint64 generation)
        : m_tracker(tracker)
        , m_generation(generation)
    {
    }
    void cancel();
    void clearCancelHandler();

    JobTracker *m_tracker; // outlives the work: its destructor waits for it
    const quint64 m_generation;
    std::atomic<bool> m_cancelled { false };
    std::shared_ptr<std::atomic<bool>> m_latestInFlight = std::make_shared<std::atomic<bool>>(false);
    std::mutex m_mutex; // guards m_cancelHandler
    std::function<void()> m_cancelHandler;
};

class JobTracker : public QObject {
public:
    explicit JobTracker(QObject *parent = nullptr);
    ~JobTracker() override;
    JobTracker(const JobTracker &) = delete;
    JobTracker &operator=(const JobTracker &) = delete;

    /// Cancels the job before (it becomes stale) and queues `work(JobContext &)` on the worker
    /// thread; its return value goes to `done(result)` on the GUI thread if no newer run() came
    /// meanwhile. Returns the new generation.
    template<class Work, class Done> quint64 run(Work work, Done done);

    /// Cancels the latest job (it still delivers its result).
    void cancel();
    /// The latest generation handed out (0 before the first run()).
    [[nodiscard]] quint64 generation() const { return m_generation; }
    /// True from run() until the latest job's result has been delivered (or it went stale).
    [[nodiscard]] bool isRunning() const { return m_running; }
    /// Names the worker thread (shown by debuggers and top -H).
    void setThreadName(const QString &name) { m_pool.setObjectName(name); }

private:
    friend class JobContext;
    [[nodiscard]] bool isCurrent(quint64 generation) const { return generation == m_generation; }
    [[nodiscard]] std::shared_ptr<JobContext> startJob();
    void deliver(quint64 generation, std::function<void()> f);

    QThreadPool m_pool; // one thread: jobs run in request order
    quint64 m_generation = 0; // GUI thread
    bool m_running = false; // GUI thread
    std::shared_ptr<JobContext> m_current; // GUI thread
};

template<class Work, class Done> quint64 JobTracker::run(Work work, Done done)
{
    std::shared_ptr<JobContext> context = startJob();
    const quint64 generation = context->generation();
    m_pool.start([this, context, work = std::move(work), done = std::move(done)]() mutable {
        using Result = std::invoke_result_t<Work &, JobContext &>;
        auto result = std::make_shared<Result>(work(*context));
        context->clearCancelHandler();
        const quint64 gen = context->generation();
        QMetaObject::invokeMethod(
            this,
            [this, gen, result, done = std::move(done)]() mutable {
                if (!isCurrent(gen))
                    return;
                m_running = false;
                m_current.reset();
                done(std::move(*result));
            },
            Qt::QueuedConnection);
    });
    return generation;
}

} // namespace jitterscope
