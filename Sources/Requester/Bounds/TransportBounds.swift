import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a transport must hold one exchange to, beyond the `URLRequest`:
/// the largest body it may keep or pass on, and the headers that belong to
/// an origin. `APIClient` gives it with every attempt
/// (`Transport.send(_:bounds:)`, `Transport.stream(_:bounds:)`).
///
/// A transport counts the body as it arrives, after decompression, and
/// fails with `bodyTooLarge(for:)` as soon as the count passes
/// `maximumBodySize` (or at once when the response announces a longer
/// `Content-Length`), keeping nothing past it. When it follows a redirect
/// it applies `redirected(_:to:)`, so an API key an adapter added for one
/// host is not sent to another.
///
/// ```swift
/// // In a transport of your own, when following a redirect:
/// guard let next = bounds.redirected(nextRequest, to: location) else { return fail(.unsupportedURL) }
/// ```
public struct TransportBounds: Sendable {
    /// No limit and no origin-bound header: what `send(_:)` and `stream(_:)`
    /// mean for a transport of your own.
    public static let none = TransportBounds()

    /// The largest response body the exchange may keep or pass on, counted
    /// after decompression; `nil`: unlimited.
    public var maximumBodySize: Int64?
    /// The limit's name, for the error's description (`RequestLimits`' property).
    public var limitName: String
    /// The headers an adapter added, each with the origins it may go to.
    public var originBoundHeaders: [OriginBoundHeader]

    /// Bounds; by default none.
    public init(
        maximumBodySize: Int64? = nil, limitName: String = "maximumBodySize",
        originBoundHeaders: [OriginBoundHeader] = []
    ) {
        self.maximumBodySize = maximumBodySize
        self.limitName = limitName
        self.originBoundHeaders = originBoundHeaders
    }

    /// The error for a body over `maximumBodySize`, for `url`
    /// (`RequestLimits.exceeded(_:bytes:url:)`).
    public func bodyTooLarge(for url: URL?) -> RequestError {
        RequestLimits.exceeded(limitName, bytes: maximumBodySize ?? 0, url: url)
    }

    /// Whether `count` bytes of body are more than the exchange may keep.
    @inline(__always)
    public func exceeds(_ count: Int64) -> Bool {
        guard let maximumBodySize else { return false }
        return count > maximumBodySize
    }

    /// `request`, about to follow a redirect to `url`: without each
    /// origin-bound header whose `covers` says no for `url` (re-decided for
    /// the new URL, as its adapter would); `nil` when `url`'s scheme is
    /// neither http nor https, a redirect no transport follows
    /// (`unsupportedRedirect(to:)` is its error).
    ///
    /// The credential headers (`Authorization`, `Proxy-Authorization`,
    /// `Cookie`) going to another origin are the transport's own rule,
    /// beside this one.
    public func redirected(_ request: URLRequest, to url: URL) -> URLRequest? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        var request = request
        for header in originBoundHeaders where !header.covers(url) {
            request.setValue(nil, forHTTPHeaderField: header.name)
        }
        return request
    }

    /// The error of a redirect to a scheme other than http or https:
    /// `.transport(URLError(.unsupportedURL))`, naming the target.
    public static func unsupportedRedirect(to url: URL?) -> RequestError {
        .transport(URLError(.unsupportedURL, userInfo: [
            NSLocalizedDescriptionKey:
                "A redirect to \(url?.absoluteString ?? "an unknown URL") was not followed: only http and https are",
        ]))
    }
}

/// A header an adapter added, and the URLs it may go to: what a transport
/// re-decides when a redirect takes the request elsewhere.
public struct OriginBoundHeader: Sendable {
    /// The header's name.
    public let name: String
    /// Whether a request for the URL may carry the header.
    public let covers: @Sendable (URL) -> Bool

    /// `name`, allowed where `covers` says.
    public init(name: String, covers: @escaping @Sendable (URL) -> Bool) {
        self.name = name
        self.covers = covers
    }

    /// `name`, allowed only on `origin` (the origin of the request it was added to).
    public init(name: String, origin: URL?) {
        let origin = Origin(origin)
        self.init(name: name) { url in origin != nil && Origin(url) == origin }
    }
}
