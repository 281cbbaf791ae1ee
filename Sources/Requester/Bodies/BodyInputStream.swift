import Foundation
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `PreparedBody` as an `InputStream`, for `URLRequest.httpBodyStream`:
/// each attempt makes a new one, read from the start, files read as the
/// session asks for bytes.
///
/// Why a subclass: FoundationNetworking (Linux) reads a body stream on its
/// own queue without waiting for stream events, and takes a stream with no
/// bytes available at that moment for the end of the body, so a bound
/// stream pair fed by a writer would cut bodies short (and is unsupported
/// there). This stream always has bytes until its body ends, and reading
/// blocks only on a local file read. On Linux the session sends such a body
/// chunked: it never announces a stream's length, and a Content-Length
/// header set beside it would go out together with `Transfer-Encoding:
/// chunked`. Apple's CFNetwork schedules body streams on run loops through
/// private methods a Swift subclass does not have: there a transport gives
/// the session a file (`PreparedBody.write(to:)`) instead of this stream.
///
/// A failed read (a file gone or shorter than when the body was prepared)
/// returns -1 and keeps the `URLError` in `failure`, which a transport
/// reports instead of the session's generic error.
final class BodyInputStream: InputStream {
    /// The body this stream reads: transports recognize the stream by it
    /// (to send a file instead, or to know the length).
    let body: PreparedBody

    private struct State {
        var reader: BodyPieceReader?
        var status: Stream.Status = .notOpen
        var failure: URLError?
    }

    // Read on the session's queue, inspected from others (the transport
    // reading `failure`): every access is under the lock.
    private let state: Locked<State>

    init(_ body: PreparedBody) {
        self.body = body
        self.state = Locked(State())
        super.init(data: Data())
    }

    /// The error that ended reading, if one did.
    var failure: URLError? {
        state.withLock { $0.failure }
    }

    override func open() {
        state.withLock { state in
            // FoundationNetworking may open a stream twice (to skip ahead, then to read).
            guard state.status == .notOpen else { return }
            state.reader = BodyPieceReader(body)
            state.status = .open
        }
    }

    override func close() {
        state.withLock { state in
            state.reader?.close()
            state.reader = nil
            state.status = .closed
        }
    }

    override var streamStatus: Stream.Status {
        state.withLock { $0.status }
    }

    override var streamError: (any Error)? {
        state.withLock { $0.failure }
    }

    /// True until the body has ended: after a failure too, so the reader
    /// reads again and meets the error instead of taking the body as ended.
    override var hasBytesAvailable: Bool {
        state.withLock { $0.status == .open || $0.status == .notOpen || $0.status == .error }
    }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        state.withLock { state in
            guard state.failure == nil else { return -1 }
            guard state.status == .open, let reader = state.reader else { return 0 }
            do throws(URLError) {
                let count = try reader.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: max(length, 0)))
                if count == 0, length > 0 { state.status = .atEnd }
                return count
            } catch {
                state.failure = error
                state.status = .error
                reader.close()
                return -1
            }
        }
    }

    override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length: UnsafeMutablePointer<Int>
    ) -> Bool {
        false
    }
}
