import Foundation
import Handlers
import Stream

/// Where a streamed answer's body goes as it arrives, for one attempt:
/// kept in memory for the validator (`MemoryBodySink`), or written to a
/// file (`DownloadFile`).
///
/// Called by one exchange, one event at a time, and from the attempt when
/// it ends (`discard`), possibly on another thread: implementations guard
/// their state with a lock.
@usableFromInline
protocol ResponseBodySink: AnyObject, Sendable {
    /// The response's status and headers arrived; chunks follow.
    func begin(_ head: HTTPResponse)
    /// The next chunk of the body; fails with `.transport` when it cannot be kept.
    func append(_ chunk: Data) throws(RequestError)
    /// The body the validator reads (a sink may keep none of it).
    func collectedBody() -> Data
    /// The attempt failed or was disposed: lets go of what was kept.
    func discard()
}

/// Keeps the whole body in memory: the answer of a `request` or `transfer`
/// whose value is decoded from it.
final class MemoryBodySink: ResponseBodySink {
    private let body = Locked(Data())

    func begin(_ head: HTTPResponse) {}

    func append(_ chunk: Data) throws(RequestError) {
        body.withLock { $0.append(chunk) }
    }

    func collectedBody() -> Data {
        body.withLock { $0 }
    }

    func discard() {
        body.withLock { $0 = Data() }
    }
}
