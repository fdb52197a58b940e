#include "app/gui/job_tracker.h"

namespace jitterscope {

void JobContext::post(std::function<void()> f) const
{
    m_tracker->deliver(m_generation, std::move(f));
}

bool JobContext::postLatest(std::function<void()> f) const
{
    if (m_latestInFlight->exchange(true))
        return false;
    // The flag is shared, not owned by this context: the delivery may run after the job is gone.
    std::shared_ptr<std::atomic<bool>> inFlight = m_latestInFlight;
    m_tracker->deliver(m_generation, [inFlight, f = std::move(f)] {
        inFlight->store(false);
        f();
    });
    return true;
}

void JobContext::onCancel(std::function<void()> handler)
{
    std::unique_lock<std::mutex> lock(m_mutex);
    if (m_cancelled.load()) {
        lock.unlock();
        handler();
        return;
    }
    m_cancelHandler = std::move(handler);
}

void JobContext::cancel()
{
    std::function<void()> handler;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_cancelled.store(true);
        handler = m_cancelHandler;
    }
    if (handler)
        handler();
}

void JobContext::clearCancelHandler()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_cancelHandler = nullptr;
}

JobTracker::JobTracker(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(-1); // keep the thread: jobs come in bursts (every keystroke of a form)
}

JobTracker::~JobTracker()
{
    cancel();
    m_pool.clear(); // queued, not started: never run
    m_pool.waitForDone();
}

std::shared_ptr<JobContext> JobTracker::startJob()
{
    if (m_current)
        m_current->cancel();
    m_current.reset(new JobContext(this, ++m_generation));
    m_running = true;
    return m_current;
}

void JobTracker::cancel()
{
    if (m_current)
        m_current->cancel();
}

void JobTracker::deliver(quint64 generation, std::function<void()> f)
{
    QMetaObject::invokeMethod(
        this,
        [this, generation, f = std::move(f)] {
            if (isCurrent(generation))
                f();
        },
        Qt::QueuedConnection);
}

} // namespace jitterscope
