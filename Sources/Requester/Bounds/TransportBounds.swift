import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// What a transport holds one exchange to (`TransportBounds`: body size,
// headers bound to an origin across redirects), and the origin rule itself
// (`Origin`), which adapters' `covers` use too.

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

// MARK: - Origin

/// A URL's origin: scheme, host and port (RFC 6454), the unit credentials
/// belong to. Two URLs share an origin when all three match, compared
/// without case, with the default port of http (80) and https (443)
/// filled in.
///
/// Adapters' `covers`, the redirect rules of both shipped transports and
/// `TransportBounds` decide by it.
///
/// ```swift
/// Origin(URL(string: "https://API.example.com/v1")!) == Origin(URL(string: "https://api.example.com:443/")!)  // true
/// Origin(URL(string: "https://api.example.com")!) == Origin(URL(string: "http://api.example.com")!)           // false
/// ```
public struct Origin: Hashable, Sendable, CustomStringConvertible {
    /// The scheme, lower case.
    public let scheme: String
    /// The host, lower case.
    public let host: String
    /// The port, the scheme's default filled in; `nil` for a scheme without one.
    public let port: Int?

    /// The origin of `url`; `nil` when it has no scheme or no host.
    public init?(_ url: URL?) {
        guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? Self.defaultPort(of: scheme)
    }

    /// Whether `url` and `other` have one origin (`false` when either has none).
    public static func same(_ url: URL?, _ other: URL?) -> Bool {
        guard let origin = Origin(url) else { return false }
        return origin == Origin(other)
    }

    /// `scheme://host:port`.
    public var description: String {
        port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
    }

    private static func defaultPort(of scheme: String) -> Int? {
        switch scheme {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }
}
