#if canImport(FoundationNetworking)
import Foundation

/// The delegate queue of the sessions `URLSessionTransport` makes on Linux:
/// a serial `OperationQueue` that holds FoundationNetworking back while
/// `limit` of its messages wait to be run.
///
/// FoundationNetworking reads a response as fast as the network gives it
/// and queues each chunk (16 KB at most) as a message for the delegate,
/// without waiting: a delegate slower than the network (a download written
/// to a disk that is busy, a thread short of CPU) lets the chunks pile up
/// in memory, 60 MB and more for a 200 MB download on a loaded machine.
/// Here the session's work queue, which queues them, waits until the
/// delegate has caught up, so the transfer slows to the delegate's pace
/// and at most about 1 MB waits. Messages queued by the delegate's own
/// thread never wait (that would be waiting for itself), and no wait lasts
/// longer than `longestWait`: a delegate that needs the work queue while it
/// waits here (starting a task does) is held up that long, not forever.
///
/// It waits only while a streamed task (a transfer, a download, lines or
/// events) runs: only such a task's body comes in messages enough to pile
/// up, and waiting costs every session in the process, whose work queues
/// FoundationNetworking runs on one shared queue. With 32 small requests in
/// flight, each answer's continuation starting the next request from the
/// delegate's thread while the work queue waits for that thread, the
/// default session would crawl at 50 ms a message (2,000 requests would
/// take more than a minute).
///
/// It runs its messages itself rather than as `Operation`s: one drainer at
/// a time, on a serial Dispatch queue of the session's own, takes every
/// message queued so far, in order, so a response's head, body and end
/// (queued together by the work queue) cost one wake-up instead of three,
/// and no `BlockOperation`, KVO or dispatch group each. FoundationNetworking
/// gives its delegate queue blocks only (`addOperation(_:)` with a closure);
/// an `Operation` object added to this queue would not run in order with
/// them.
// @unchecked: `queued`, `unfinished`, `draining`, `drainer` and `streams` are read and written only under `condition`.
final class BoundedDelegateQueue: OperationQueue, @unchecked Sendable {
    /// Messages waiting before the work queue waits too: with chunks of
    /// 16 KB at most, 1 MB.
    static let limit = 64
    /// The longest one wait lasts: 50 ms.
    let longestWait: TimeInterval

    private let condition = NSCondition()
    /// Messages queued and not yet taken by the drainer, oldest first.
    private var queued: [@Sendable () -> Void] = []
    /// Messages queued or running: what `limit` counts.
    private var unfinished = 0
    private var draining = false
    /// The thread running messages, while one is.
    private var drainer: pthread_t?
    private var streams = 0
    /// Where the drainer runs: a queue of its own rather than Dispatch's
    /// global one, whose threads run Swift's tasks on Linux. Performance: a
    /// drainer there makes each request dearer the longer a process runs.
    private let drainQueue = DispatchQueue(label: "URLSessionTransport.delegateQueue")

    /// A serial queue; `longestWait` other than 50 ms is for tests.
    init(longestWait: TimeInterval = 0.05) {
        self.longestWait = longestWait
        super.init()
        maxConcurrentOperationCount = 1
    }

    /// A streamed task started: the queue may hold the work queue back until it ends.
    func streamStarted() {
        condition.lock()
        streams += 1
        condition.unlock()
    }

    /// A streamed task ended (once for each `streamStarted()`).
    func streamEnded() {
        condition.lock()
        streams -= 1
        condition.broadcast()
        condition.unlock()
    }

    override func addOperation(_ block: @Sendable @escaping () -> Void) {
        condition.lock()
        if !isDrainerThread {
            let deadline = Date(timeIntervalSinceNow: longestWait)
            while streams > 0, unfinished >= Self.limit, condition.wait(until: deadline) {}
        }
        queued.append(block)
        unfinished += 1
        let startsDrainer = !draining
        draining = true
        condition.unlock()
        if startsDrainer {
            drainQueue.async { self.drain() }
        }
    }

    /// Returns once every message queued so far has run (never call it from a message).
    override func waitUntilAllOperationsAreFinished() {
        condition.lock()
        while draining { condition.wait() }
        condition.unlock()
    }

    /// Runs messages, oldest first, until none is left.
    private func drain() {
        condition.lock()
        drainer = pthread_self()
        while !queued.isEmpty {
            var batch: [@Sendable () -> Void] = []
            swap(&batch, &queued)
            condition.unlock()
            for message in batch {
                message()
                condition.lock()
                unfinished -= 1
                condition.broadcast()
                condition.unlock()
            }
            condition.lock()
        }
        drainer = nil
        draining = false
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the calling thread is the one running messages (under `condition`).
    private var isDrainerThread: Bool {
        guard let drainer else { return false }
        return pthread_equal(drainer, pthread_self()) != 0
    }
}
#endif
