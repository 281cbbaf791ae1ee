import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Keeps credentials on the origin they were meant for when a server
/// redirects.
///
/// URLSession follows a redirect with the original request's headers, so on
/// Linux (FoundationNetworking) an `Authorization` set for api.example.com
/// goes to whatever host the `Location` names. This task delegate removes
/// `Authorization`, `Proxy-Authorization` and `Cookie` from a redirected
/// request whose scheme, host or port differs from the response that
/// redirected it (the rule `BearerTokenAdapter` applies). `URLSessionTransport`
/// installs it on the tasks of a session without a delegate of its own on
/// Apple platforms; on Linux the delegates it installs there
/// (`ChallengedTaskGuard`) and gives the sessions it makes
/// (`TransportSessionDelegate`) apply `redirect(_:from:)` the same way. A
/// session with a delegate decides its redirects there.
final class CrossOriginRedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
    static let shared = CrossOriginRedirectGuard()

    /// The headers that carry credentials.
    static let credentialHeaders = ["Authorization", "Proxy-Authorization", "Cookie"]

    #if !canImport(FoundationNetworking)
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(Self.redirect(request, from: response.url))
    }
    #endif

    /// `request` as it may follow a redirect from `origin`: without its
    /// credentials when it goes to another origin.
    static func redirect(_ request: URLRequest, from origin: URL?) -> URLRequest {
        guard let origin, !BearerTokenAdapter.sameOrigin(request.url, origin) else { return request }
        var stripped = request
        for name in credentialHeaders {
            stripped.setValue(nil, forHTTPHeaderField: name)
        }
        return stripped
    }
}
