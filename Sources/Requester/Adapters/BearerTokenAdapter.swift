import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Adds `Authorization: Bearer <token>` to requests for the client's own
/// host, reading the token anew for every attempt.
///
/// Requests to another host (an absolute URL in an endpoint, a redirect
/// target built by hand) never get the token: scheme, host and port must
/// match the client's base URL. When `token()` answers `nil` (or an empty
/// string, which a sign-out may leave in a store) the request
/// goes out without `Authorization`, and an `Authorization` the endpoint set
/// itself is left alone.
///
/// ```swift
/// let client = APIClient(
///     baseURL: URL(string: "https://api.example.com")!,
///     adapters: [BearerTokenAdapter { session.accessToken }])
/// ```
public struct BearerTokenAdapter: HeaderAdapter {
    // Plain closure, as every user closure in this library (see Docs/Threading.md);
    // it is called on the thread that sends the request.
    private nonisolated(unsafe) let token: () -> String?
    private let host: URL?

    /// An adapter that reads the token with `token` for each attempt.
    public init(token: @escaping () -> String?) {
        self.token = token
        self.host = nil
    }

    /// An adapter that attaches the token only to requests for `host`'s
    /// scheme, host and port, wherever it is used (also outside `APIClient`).
    public init(host: URL, token: @escaping () -> String?) {
        self.token = token
        self.host = host
    }

    /// Adds the token when the request goes to the host given at init; with
    /// no host given, to any request (prefer `APIClient`, which passes its base URL).
    public func adapt(_ request: URLRequest) throws -> URLRequest {
        try addingHeader(to: request, baseURL: nil)
    }

    /// Adds the token when the request goes to `baseURL`'s origin (or the
    /// host given at init).
    public func adapt(_ request: URLRequest, baseURL: URL) throws -> URLRequest {
        try addingHeader(to: request, baseURL: baseURL)
    }

    /// `Authorization`.
    public var headerName: String { "Authorization" }

    /// Whether `url` has the origin (`Origin`) of the host given at init,
    /// else of `baseURL`; with neither, every URL is covered.
    public func covers(_ url: URL?, baseURL: URL?) -> Bool {
        guard let origin = host ?? baseURL else { return true }
        return Origin.same(url, origin)
    }

    /// `Bearer <token>`, or `nil` when there is no token.
    public func headerValue() -> String? {
        // An empty token is no token: "Bearer " alone is a malformed credential.
        guard let token = token(), !token.isEmpty else { return nil }
        return "Bearer \(token)"
    }
}
