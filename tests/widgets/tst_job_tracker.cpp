// The job tracker: the latest request wins, stale results and posts are dropped, cancellation
// reaches the work (flag and handler), results arrive on the GUI thread, the destructor waits.
#include "app/gui/job_tracker.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>
#include <vector>

using namespace jitterscope;

class TestJobTracker : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void resultArrivesOnTheGuiThread()
    {
        JobTracker tracker;
        QThread *workThread = nullptr;
        QThread *doneThread = nullptr;
        int value = 0;
        const quint64 gen = tracker.run(
            [&](JobContext &) {
                workThread = QThread::currentThread();
                return 42;
            },
            [&](int v) {
                doneThread = QThread::currentThread();
                value = v;
            });
        QCOMPARE(gen, quint64(1));
        QVERIFY(tracker.isRunning());
        QTRY_COMPARE(value, 42);
        QVERIFY(workThread && workThread != QThread::currentThread());
        QCOMPARE(doneThread, QThread::currentThread());
        QVERIFY(!tracker.isRunning());
    }

    void latestWinsAndStaleResultIsDropped()
    {
        JobTracker tracker;
        QSemaphore release;
        std::vector<int> delivered;
        std::atomic<bool> firstSawCancel { false };
        tracker.run(
            [&](JobContext &ctx) {
                release.acquire(); // still running when the second request comes
                firstSawCancel = ctx.isCancelled();
                return 1;
            },
            [&](int v) { delivered.push_back(v); });
        const quint64 second = tracker.run([](JobContext &ctx) { return ctx.isCancelled() ? -2 : 2; },
                                           [&](int v) { delivered.push_back(v); });
        QCOMPARE(second, quint64(2));
        release.release();
        QTRY_COMPARE(delivered.size(), size_t(1));
        QTest::qWait(50); // a late delivery of the first result would show up here
        QCOMPARE(delivered, std::vector<int>({ 2 }));
        QVERIFY(firstSawCancel.load());
    }

    void postsOfAStaleJobAreDropped()
    {
        JobTracker tracker;
        QSemaphore posted, release;
        int progress = 0;
        int result = 0;
        tracker.run(
            [&](JobContext &ctx) {
                ctx.post([&] { progress = 1; }); // delivered: still the latest
                posted.release();
                release.acquire();
                ctx.post([&] { progress = 99; }); // stale by now: dropped
                return 0;
            },
            [](int) {});
        QVERIFY(posted.tryAcquire(1, 5000));
        QTRY_COMPARE(progress, 1);
        tracker.run([](JobContext &) { return 7; }, [&](int v) { result = v; });
        release.release();
        QTRY_COMPARE(result, 7);
        QTest::qWait(50);
        QCOMPARE(progress, 1);
    }

    void postLatestSkipsWhileOneIsUndelivered()
    {
        JobTracker tracker;
        QSemaphore postedThree, again;
        std::vector<bool> accepted;
        int deliveries = 0;
        bool done = false;
        tracker.run(
            [&](JobContext &ctx) {
                for (int i = 0; i < 3; ++i)
                    accepted.push_back(ctx.postLatest([&] { ++deliveries; }));
                postedThree.release();
                again.acquire();
                accepted.push_back(ctx.postLatest([&] { ++deliveries; })); // the first was delivered
                return 0;
            },
            [&](int) { done = true; });
        // The GUI thread blocks here, so nothing can be delivered while the three posts are made.
        QVERIFY(postedThree.tryAcquire(1, 5000));
        QCOMPARE(accepted, std::vector<bool>({ true, false, false }));
        QTRY_COMPARE(deliveries, 1);
        again.release();
        QTRY_VERIFY(done);
        QTRY_COMPARE(deliveries, 2);
        QCOMPARE(accepted, std::vector<bool>({ true, false, false, true }));
    }

    void cancelReachesTheWorkAndItStillDelivers()
    {
        JobTracker tracker;
        QSemaphore started;
        std::atomic<bool> handlerCalled { false };
        bool cancelledResult = false;
        bool delivered = false;
        tracker.run(
            [&](JobContext &ctx) {
                ctx.onCancel([&] { handlerCalled = true; });
                started.release();
                while (!ctx.isCancelled())
                    QThread::msleep(1);
                return true;
            },
            [&](bool cancelled) {
                cancelledResult = cancelled;
                delivered = true;
            });
        QVERIFY(started.tryAcquire(1, 5000));
        tracker.cancel();
        QTRY_VERIFY(delivered);
        QVERIFY(cancelledResult);
        QVERIFY(handlerCalled.load());
    }

    void onCancelAfterCancelRunsAtOnce()
    {
        JobTracker tracker;
        QSemaphore cancelled;
        std::atomic<bool> handlerCalled { false };
        bool delivered = false;
        tracker.run(
            [&](JobContext &ctx) {
                cancelled.acquire();
                ctx.onCancel([&] { handlerCalled = true; });
                return 0;
            },
            [&](int) { delivered = true; });
        tracker.cancel();
        cancelled.release();
        QTRY_VERIFY(delivered);
        QVERIFY(handlerCalled.load());
    }

    void destructorCancelsAndWaits()
    {
        std::atomic<bool> finished { false };
        bool delivered = false;
        {
            JobTracker tracker;
            QSemaphore started;
            tracker.run(
                [&](JobContext &ctx) {
                    started.release();
                    while (!ctx.isCancelled())
                        QThread::msleep(1);
                    QThread::msleep(20);
                    finished = true;
                    return 0;
                },
                [&](int) { delivered = true; });
            QVERIFY(started.tryAcquire(1, 5000));
        }
        QVERIFY(finished.load());
        QTest::qWait(20);
        QVERIFY(!delivered); // the result went with the tracker
    }
};

QTEST_MAIN(TestJobTracker)
#include "tst_job_tracker.moc"
