import Foundation

/// A task executor that runs its jobs, one at a time, on a thread of its
/// own, until `stop()`.
///
/// A test whose body spins or blocks (a stress test racing threads, a wait
/// on a semaphore) would otherwise hold one of the threads of Dispatch's
/// global pool, on which Swift's tasks run on Linux: two such tests on a
/// two-core machine leave every other test, and the dispatch queues of the
/// code under test (URLSession's among them), waiting for minutes, long
/// enough for their own time bounds to fail them.
// @unchecked: `jobs` and `stopped` are read and written only under `condition`.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init() {
        Thread { [self] in runJobs() }.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once the jobs enqueued so far have run.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            var batch: [UnownedJob] = []
            swap(&batch, &jobs)
            condition.unlock()
            for job in batch {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }
}
