import Foundation

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
