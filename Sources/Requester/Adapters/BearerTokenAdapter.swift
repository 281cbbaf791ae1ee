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
public struct BearerTokenAdapter: RequestAdapter {
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
        guard let host else { return authorized(request) }
        return Self.sameOrigin(request.url, host) ? authorized(request) : request
    }

    /// Adds the token when the request goes to `baseURL`'s origin (or the
    /// host given at init).
    public func adapt(_ request: URLRequest, baseURL: URL) throws -> URLRequest {
        covers(request.url, baseURL: baseURL) ? authorized(request) : request
    }

    private func authorized(_ request: URLRequest) -> URLRequest {
        guard let value = authorization(alreadySet: request.value(forHTTPHeaderField: "Authorization") != nil) else {
            return request
        }
        var request = request
        request.setValue(value, forHTTPHeaderField: "Authorization")
        return request
    }

    /// The `Authorization` value this adapter adds to a request for its
    /// host, or `nil` (one is `alreadySet`, or there is no token). Reads the
    /// token only when it would be used.
    func authorization(alreadySet: Bool) -> String? {
        // An empty token is no token: "Bearer " alone is a malformed credential.
        guard !alreadySet, let token = token(), !token.isEmpty else { return nil }
        return "Bearer \(token)"
    }

    /// Whether this adapter gives its token to requests for `url`, sent by
    /// a client for `baseURL`.
    func covers(_ url: URL?, baseURL: URL) -> Bool {
        Self.sameOrigin(url, host ?? baseURL)
    }

    /// Same scheme, host and port (default ports filled in), compared without case.
    static func sameOrigin(_ url: URL?, _ other: URL) -> Bool {
        guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
            return false
        }
        guard scheme == other.scheme?.lowercased(), host == other.host?.lowercased() else { return false }
        return port(of: url) == port(of: other)
    }

    private static func port(of url: URL) -> Int? {
        if let port = url.port { return port }
        switch url.scheme?.lowercased() {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }
}
