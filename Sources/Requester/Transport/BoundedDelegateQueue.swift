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
// @unchecked: `pending` is read and written only under `condition`.
final class BoundedDelegateQueue: OperationQueue, @unchecked Sendable {
    /// Messages waiting before the work queue waits too: with chunks of
    /// 16 KB at most, 1 MB.
    static let limit = 64
    /// The longest one wait lasts: 50 ms.
    let longestWait: TimeInterval

    private let condition = NSCondition()
    private var pending = 0

    /// A serial queue; `longestWait` other than 50 ms is for tests.
    init(longestWait: TimeInterval = 0.05) {
        self.longestWait = longestWait
        super.init()
        maxConcurrentOperationCount = 1
    }

    override func addOperation(_ block: @Sendable @escaping () -> Void) {
        condition.lock()
        if OperationQueue.current !== self {
            let deadline = Date(timeIntervalSinceNow: longestWait)
            while pending >= Self.limit, condition.wait(until: deadline) {}
        }
        pending += 1
        condition.unlock()
        super.addOperation { [self] in
            block()
            condition.lock()
            pending -= 1
            condition.broadcast()
            condition.unlock()
        }
    }
}
#endif
