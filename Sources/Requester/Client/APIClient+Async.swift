import Foundation
import Handlers
import Stream

extension APIClient {
    /// The decoded answer to `endpoint`, or a thrown `RequestError`.
    ///
    /// Cancelling the calling task disposes the request (in flight or
    /// between attempts) and throws `RequestError.cancelled` at once.
    public func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws -> Response {
        // Stream's one bridge to async, cancelling with this layer's error.
        guard let value = try await request(endpoint).first(cancellingWith: RequestError.cancelled) else {
            // `request` emits one value or fails: completing without one breaks that.
            throw RequestError.transport(URLError(.zeroByteResource))
        }
        return value
    }
}
