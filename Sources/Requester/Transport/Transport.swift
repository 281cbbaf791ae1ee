import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one `URLRequest` and emits the response, whatever its status.
///
/// The returned stream is cold: each subscription sends the request, and
/// disposing it cancels the request in flight. A transport fails only for
/// transport reasons (`RequestError.transport`, `.cancelled`); validating the
/// status and decoding is `APIClient`'s job.
public protocol Transport: Sendable {
    /// Sends `request`; emits one `HTTPResponse`, then completes.
    func send(_ request: URLRequest) -> Observable<HTTPResponse>
}
