import Foundation
import Handlers
import Requester
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Which redirects the transport follows, and what the next request keeps:
/// the rules `URLSessionTransport` applies (Docs/Networking.md, platform notes).
enum RedirectRule {
    /// The headers that carry credentials, dropped on the way to another origin.
    static let credentialHeaders = ["Authorization", "Proxy-Authorization", "Cookie"]

    /// The headers that describe a body, dropped with it (the fetch standard's list, and its length).
    static let bodyHeaders = ["Content-Type", "Content-Encoding", "Content-Language", "Content-Location", "Content-Length"]

    /// The request that follows `response` to `request`, or nil when
    /// `response` is the answer: not a 301, 302, 303, 307 or 308 with a
    /// `Location`, or a redirect that would have to send a streamed body
    /// again (`httpBodyStream` cannot be read twice).
    ///
    /// The next request goes through `bounds.redirected(_:to:)`: each
    /// header an adapter added is kept only where its `covers` says so, and
    /// the credential headers go only to the same origin (`Origin.same`).
    /// Throws `TransportBounds.unsupportedRedirect(to:)` for a `Location`
    /// whose scheme is neither http nor https (`file:`, `javascript:`).
    static func next(
        after response: HTTPResponse, of request: URLRequest, bounds: TransportBounds
    ) throws(RequestError) -> URLRequest? {
        guard [301, 302, 303, 307, 308].contains(response.statusCode),
              let location = response.headers.first(where: { $0.key.caseInsensitiveCompare("Location") == .orderedSame })?.value,
              let target = URL(string: location, relativeTo: request.url)?.absoluteURL
        else { return nil }
        guard var next = bounds.redirected(request, to: target) else {
            throw TransportBounds.unsupportedRedirect(to: target)
        }
        let method = request.httpMethod?.uppercased() ?? "GET"
        // 301 and 302 turn a POST into a GET, 303 anything but HEAD (RFC 9110, 15.4).
        let becomesGET = (response.statusCode == 303 && method != "HEAD")
            || ([301, 302].contains(response.statusCode) && method == "POST")
        next.url = target
        if becomesGET {
            next.httpMethod = "GET"
            next.httpBody = nil
            next.httpBodyStream = nil
            for name in bodyHeaders { next.setValue(nil, forHTTPHeaderField: name) }
        } else if request.httpBodyStream != nil {
            return nil
        }
        if !Origin.same(target, request.url) {
            for name in credentialHeaders { next.setValue(nil, forHTTPHeaderField: name) }
        }
        return next
    }
}
