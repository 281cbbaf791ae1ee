import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Changes a request just before it is sent: adds a token, a header, a
/// signature. `APIClient` runs its adapters, in order, again on every
/// attempt, so a retry carries a fresh token.
///
/// An adapter whose whole change is one header can be a `HeaderAdapter`,
/// which `APIClient` applies while it builds the request when it comes first.
///
/// An adapter that throws fails the request without sending it: a thrown
/// `RequestError` arrives as it is, a `URLError` as `.transport(error)`, and
/// any other error as `.transport(URLError(.unknown))` with the original
/// under `NSUnderlyingErrorKey`. Such failures are not retried.
public protocol RequestAdapter: Sendable {
    /// The request to send instead of `request`.
    func adapt(_ request: URLRequest) throws -> URLRequest

    /// The request to send instead of `request`, knowing the base URL of the
    /// client that sends it. The default calls `adapt(_:)`; adapters that
    /// must not leak to other hosts (`BearerTokenAdapter`) implement it.
    func adapt(_ request: URLRequest, baseURL: URL) throws -> URLRequest
}

extension RequestAdapter {
    /// Calls `adapt(_:)`: most adapters do not care where the request goes.
    public func adapt(_ request: URLRequest, baseURL: URL) throws -> URLRequest {
        try adapt(request)
    }
}
