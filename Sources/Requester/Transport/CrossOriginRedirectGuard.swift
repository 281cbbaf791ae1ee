import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The rules `URLSessionTransport` follows a redirect by, wherever it
/// decides one: on Linux in the delegates it installs (`TaskGuarding`:
/// `TransportSessionDelegate` for the sessions it makes,
/// `ChallengedTaskGuard` for a task on a session without a delegate), on
/// Apple's platforms in the task delegate of a session without one
/// (`StreamedTaskDelegate`). A session with a delegate of its own decides
/// its redirects there.
///
/// - Only http and https are followed. FoundationNetworking makes a
///   `Location` without a host (`file:///etc/passwd`, `javascript:…`) a
///   path on the server that redirected, and takes one with a host
///   (`ftp://…`) as it is; neither is what the server named, so the
///   exchange fails with `TransportBounds.unsupportedRedirect(to:)`.
/// - Credentials stay with their origin: URLSession follows a redirect
///   with the original request's headers, so on Linux an `Authorization`
///   set for api.example.com would go wherever the `Location` names.
///   `Authorization`, `Proxy-Authorization` and `Cookie` are removed when
///   the new URL's origin (`Origin`) differs from the redirecting
///   response's, and each header an adapter added is re-decided for the
///   new URL (`TransportBounds.redirected(_:to:)`).
/// - The headers that described a body the redirect dropped go too: a
///   301 or 302 after a POST, or a 303, is followed as a GET without the
///   body, and FoundationNetworking keeps `Content-Type` and the like,
///   telling the server of a body that is not there (the fetch standard
///   removes them). On Linux a redirect that keeps a method with a body is
///   not followed, which FoundationNetworking would send empty.
enum CrossOriginRedirectGuard {
    /// The headers that carry credentials.
    static let credentialHeaders = ["Authorization", "Proxy-Authorization", "Cookie"]

    /// The headers that describe a request's body.
    static let bodyHeaders = ["Content-Type", "Content-Encoding", "Content-Language", "Content-Location"]

    /// `request` as it may follow `response`, a redirect of `previous`,
    /// under `bounds`: without its credentials when it goes to another
    /// origin, without each origin-bound header `bounds` does not cover
    /// there, and without its body's headers when the redirect turned it
    /// into a GET. `nil` (the redirect is not followed, its 3xx is the
    /// answer) on Linux when it keeps a method that sends a body:
    /// FoundationNetworking would send it without the body, an empty write
    /// the caller never asked for.
    ///
    /// Throws `TransportBounds.unsupportedRedirect(to:)` when the response's
    /// `Location`, or the request URLSession made of it, is neither http nor
    /// https: the caller ends the task with it.
    static func redirect(
        _ request: URLRequest, from response: HTTPURLResponse, after previous: URLRequest?, bounds: TransportBounds
    ) throws(RequestError) -> URLRequest? {
        let target = location(of: response)
        guard let url = request.url, isFollowable(target ?? url),
              var followed = bounds.redirected(request, to: url)
        else { throw TransportBounds.unsupportedRedirect(to: target ?? request.url) }
        #if canImport(FoundationNetworking)
        // `previous` (the task's current request) is still the request that
        // was redirected when FoundationNetworking asks: checked on Linux.
        if let previous, previous.httpBody != nil || previous.httpBodyStream != nil,
           request.httpMethod != "GET", request.httpMethod != "HEAD" {
            return nil
        }
        #endif
        if !Origin.same(url, response.url) {
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

    /// The URL `response`'s `Location` names, resolved against the
    /// response's URL; nil when it has none URL can read.
    static func location(of response: HTTPURLResponse) -> URL? {
        guard let location = response.value(forHTTPHeaderField: "Location") else { return nil }
        return URL(string: location, relativeTo: response.url)?.absoluteURL
    }

    /// Whether a redirect may go to `url`: http and https only.
    private static func isFollowable(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }
}
