import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSessionTask {
    /// Cancels the task from a thread other than the caller's: for a
    /// delegate that ends a task it has just failed (a body over its limit,
    /// a redirect refused).
    ///
    /// FoundationNetworking's `cancel()` waits for the work queue every
    /// session shares, and that queue may be waiting for the delegate's
    /// thread (`BoundedDelegateQueue` holds it back while a streamed task's
    /// messages pile up). Cancelled in place, the delegate stops draining,
    /// every message the work queue queues waits its full `longestWait`, and
    /// an endless body takes minutes to cancel; from elsewhere, the delegate
    /// drops the chunks that still arrive and the cancellation takes its turn.
    /// A queue of its own rather than Dispatch's global one, whose threads
    /// run Swift's tasks on Linux: a busy process would delay the
    /// cancellation while the server goes on sending.
    func cancelAside() {
        cancellingQueue.async { self.cancel() }
    }
}

/// Where `cancelAside()` cancels.
private let cancellingQueue = DispatchQueue(label: "URLSessionTransport.cancel")
