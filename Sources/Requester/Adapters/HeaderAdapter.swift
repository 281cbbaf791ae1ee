import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An adapter whose whole change is one header, added to the requests it
/// covers unless they carry that header already: a token, an API key.
///
/// Write `headerName`, `covers(_:baseURL:)` and `headerValue()`; the `adapt`
/// methods come with the protocol. `BearerTokenAdapter` is one. A header
/// whose value never changes needs none: put it in the client's
/// `defaultHeaders` (`APIClient.Configuration`), which go by the same rule.
///
/// What it buys: the `HeaderAdapter`s that come first among an `APIClient`'s
/// adapters add their headers while the client builds each request, rather
/// than to the built request, and the request is the same. Adapting a built
/// `URLRequest` copies it and validates the header anew on every attempt.
/// Anywhere else in the list, a `HeaderAdapter` runs as any adapter does.
///
/// ```swift
/// struct APIKeyAdapter: HeaderAdapter {
///     let key: String
///     var headerName: String { "X-API-Key" }
///     // The client's own host only: the key must not leak to another.
///     func covers(_ url: URL?, baseURL: URL?) -> Bool {
///         url?.host != nil && url?.host == baseURL?.host
///     }
///     func headerValue() -> String? { key }
/// }
/// ```
public protocol HeaderAdapter: RequestAdapter {
    /// The header's name, the same for every request.
    var headerName: String { get }

    /// Whether a request for `url` gets the header, when it is sent by a
    /// client for `baseURL` (`nil` when the adapter is used on its own).
    ///
    /// Decide by the URL's origin (scheme, host and port): `APIClient` asks
    /// once about its base URL and takes that answer for every URL it makes
    /// by joining a path to it.
    func covers(_ url: URL?, baseURL: URL?) -> Bool

    /// The header's value for the next request, or `nil` to send it without
    /// one. Asked only for a request the adapter covers that has no such
    /// header yet, once per attempt. A thrown error fails the request as any
    /// adapter's does (see `RequestAdapter`).
    func headerValue() throws -> String?
}

extension HeaderAdapter {
    /// `request` with the header, when `covers(_:baseURL:)` says so for its
    /// URL with no base URL.
    public func adapt(_ request: URLRequest) throws -> URLRequest {
        try addingHeader(to: request, baseURL: nil)
    }

    /// `request` with the header, when `covers(_:baseURL:)` says so for its
    /// URL and `baseURL`.
    public func adapt(_ request: URLRequest, baseURL: URL) throws -> URLRequest {
        try addingHeader(to: request, baseURL: baseURL)
    }

    /// The one way a `HeaderAdapter` changes a built request: the origin,
    /// then a header the request already has, then the value.
    func addingHeader(to request: URLRequest, baseURL: URL?) throws -> URLRequest {
        guard covers(request.url, baseURL: baseURL), request.value(forHTTPHeaderField: headerName) == nil,
              let value = try headerValue()
        else { return request }
        // Checked first: `setValue` drops a value with a line break in silence on Linux.
        try HeaderFieldRules.check(name: headerName, value: value)
        var request = request
        request.setValue(value, forHTTPHeaderField: headerName)
        return request
    }
}
