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
/// (`TransportSessionDelegate`) apply `redirect(_:from:after:)` the same
/// way. A session with a delegate decides its redirects there.
///
/// It also drops the headers that described a body the redirect dropped: a
/// 301 or 302 after a POST, or a 303, is followed as a GET without the body,
/// and FoundationNetworking keeps `Content-Type` and the like, telling the
/// server of a body that is not there (the fetch standard removes them). On
/// Linux it refuses a redirect that keeps a method with a body, which
/// FoundationNetworking would send empty (see `redirect(_:from:after:)`).
final class CrossOriginRedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
    static let shared = CrossOriginRedirectGuard()

    /// The headers that carry credentials.
    static let credentialHeaders = ["Authorization", "Proxy-Authorization", "Cookie"]

    #if !canImport(FoundationNetworking)
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(Self.redirect(request, from: response, after: task.currentRequest))
    }
    #endif

    /// The headers that describe a request's body.
    static let bodyHeaders = ["Content-Type", "Content-Encoding", "Content-Language", "Content-Location"]

    /// `request` as it may follow `response`, a redirect of `previous`:
    /// without its credentials when it goes to another origin, and without
    /// its body's headers when the redirect turned it into a GET. `nil` (the
    /// redirect is not followed, its 3xx is the answer) on Linux when it keeps
    /// a method that sends a body: FoundationNetworking would send it without
    /// the body, an empty write the caller never asked for.
    static func redirect(
        _ request: URLRequest, from response: HTTPURLResponse, after previous: URLRequest?
    ) -> URLRequest? {
        #if canImport(FoundationNetworking)
        // `previous` (the task's current request) is still the request that
        // was redirected when FoundationNetworking asks: checked on Linux.
        if let previous, previous.httpBody != nil || previous.httpBodyStream != nil,
           request.httpMethod != "GET", request.httpMethod != "HEAD" {
            return nil
        }
        #endif
        var followed = request
        if let origin = response.url, !BearerTokenAdapter.sameOrigin(request.url, origin) {
            for name in credentialHeaders {
                followed.setValue(nil, forHTTPHeaderField: name)
            }
        }
        // Told by the status (301, 302 and 303 are the ones that turn a
        // request into a GET), not by `previous`: Apple's URLSession does not
        // promise which request is current when it asks, and this rule runs there too.
        if request.httpMethod == "GET", [301, 302, 303].contains(response.statusCode),
           request.httpBody == nil, request.httpBodyStream == nil {
            for name in bodyHeaders {
                followed.setValue(nil, forHTTPHeaderField: name)
            }
        }
        return followed
    }
}
