import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a `StreamedAttempt` reads the response to its request: whether the
/// head lets the body be read, what each chunk of it gives, and what the
/// attempt ends with. `lines(_:)` and `events(_:)` differ only here; one
/// reader per attempt, called by one exchange at a time.
protocol StreamedBodyReader: Sendable {
    associatedtype Element

    /// What the response's head (status and headers, its body empty) means;
    /// `statusAccepted` tells whether the validator lets its status through
    /// (the endpoint's acceptable statuses).
    mutating func begin(_ head: HTTPResponse, statusAccepted: Bool) -> StreamedHead

    /// The elements `chunk`, the next piece of the body, completes.
    mutating func read(_ chunk: Data) throws(RequestError) -> [Element]

    /// The elements the end of the body completes.
    mutating func finish() throws(RequestError) -> [Element]

    /// What the attempt ends with, `emitted` telling whether it delivered
    /// an element: `nil` completes it, an error fails it (an error a retry
    /// loop reads, for an attempt that may be made again).
    func outcome(of end: StreamedEnd, request: URLRequest, emitted: Bool) -> (any Error)?
}

/// What a response's head means to a `StreamedBodyReader`.
enum StreamedHead: Sendable {
    /// Read the body as it arrives.
    case read
    /// Complete without reading the body (a 204 ending an event stream).
    case complete
    /// Not a success: collect the body (an error body, small) and fail as
    /// the validator judges the whole response (`.api`, else `.status`).
    case reject
    /// Fail at once (a charset the body cannot be read in).
    case fail(RequestError)
}

/// How a streamed attempt ended, before its reader says what that means.
enum StreamedEnd: Sendable {
    /// The body ended.
    case bodyEnded
    /// The transport failed, before the head or in the middle of the body.
    case transportFailed(RequestError)
    /// The response failed the attempt: a rejected status, a charset or
    /// bytes the body cannot be read in.
    case failed(RequestError)
}
