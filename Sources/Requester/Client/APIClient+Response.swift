import Foundation
import Handlers
import Stream

extension APIClient {
    /// The decoded answer to `endpoint` with the response it came from (its
    /// status, headers such as ETag or Link, the URL that answered after
    /// redirects, and its raw body), then completion; or a `RequestError`.
    ///
    /// The same pipeline as `request(_:)`: cold, retried, adapted, logged
    /// and validated the same way.
    public func requestResponse<T: Decodable>(_ endpoint: Endpoint<T>) -> Observable<Response<T>> {
        attempts(at: endpoint.untyped, reading: ValueWithResponse<T>())
    }

    /// `requestResponse(_:)` for `async` code: the value with its response,
    /// or a thrown `RequestError`. Cancelling the calling task disposes the
    /// request and throws `RequestError.cancelled` at once.
    public func sendResponse<T: Decodable>(_ endpoint: Endpoint<T>) async throws -> Response<T> {
        guard let response = try await requestResponse(endpoint).first(cancellingWith: RequestError.cancelled) else {
            // An attempt emits one value or fails: completing without one breaks that.
            throw RequestError.transport(URLError(.zeroByteResource))
        }
        return response
    }
}
