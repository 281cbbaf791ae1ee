import Foundation

/// A base URL cut where a relative path goes: everything up to its path
/// (without a trailing `/`), and its query and fragment, percent-encoded as
/// `URLComponents` writes them. Worked out once per `APIClient`.
struct BaseURLParts: Sendable {
    /// `scheme://authority/base/path`, no trailing `/`.
    let prefix: String
    /// `?query#fragment` of the base URL, or the empty string.
    let suffix: String
    /// Whether the base URL's path ends in `/` (kept for an empty relative path).
    let hasTrailingSlash: Bool

    /// `nil` for a base URL without a scheme or a host (those always take
    /// the general path).
    init?(_ baseURL: URL) {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true),
              components.scheme != nil, let host = components.percentEncodedHost, !host.isEmpty
        else { return nil }
        let query = components.percentEncodedQuery
        let fragment = components.percentEncodedFragment
        hasTrailingSlash = components.percentEncodedPath.hasSuffix("/")
        if hasTrailingSlash {
            components.percentEncodedPath = String(components.percentEncodedPath.dropLast())
        }
        components.percentEncodedQuery = nil
        components.percentEncodedFragment = nil
        guard let prefix = components.string else { return nil }
        self.prefix = prefix
        self.suffix = (query.map { "?" + $0 } ?? "") + (fragment.map { "#" + $0 } ?? "")
    }
}
