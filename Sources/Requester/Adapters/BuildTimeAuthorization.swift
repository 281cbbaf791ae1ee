import Foundation

/// A `BearerTokenAdapter` that comes first among a client's adapters,
/// applied while the request is built rather than to the built request.
///
/// Why: a `URLRequest` is a reference to a mutable request object, so an
/// adapter that changes a built request copies it first, and
/// `setValue(_:forHTTPHeaderField:)` validates the header on every call. On
/// Linux the two cost about 1.3 µs per attempt, and the adapter's origin
/// checks as much again. Put into the request as it is built, the header
/// costs a fraction of that, and the request is the same
/// (Tests/RequesterTests/BuildTimeAuthorizationTests.swift): the first
/// adapter sees exactly the request as built, so it may as well be part of
/// building it. Adapters after it run as usual.
struct BuildTimeAuthorization: Sendable {
    let adapter: BearerTokenAdapter
    /// Whether the adapter gives its token to the base URL's origin, which
    /// every URL spliced from the base URL and a plain path shares.
    let coversBaseURL: Bool

    /// The first adapter, when it is a `BearerTokenAdapter`; else `nil`.
    init?(adapters: [any RequestAdapter], baseURL: URL) {
        guard let adapter = adapters.first as? BearerTokenAdapter else { return nil }
        self.adapter = adapter
        coversBaseURL = adapter.covers(baseURL, baseURL: baseURL)
    }

    /// The `Authorization` value the adapter would add to a request for
    /// `url` (`splicedFromBaseURL` when it is the base URL plus a plain
    /// path), or `nil`. Checks in the adapter's order: the origin, a header
    /// the request already has, then the token.
    func value(for url: URL, splicedFromBaseURL: Bool, baseURL: URL, alreadySet: Bool) -> String? {
        guard splicedFromBaseURL ? coversBaseURL : adapter.covers(url, baseURL: baseURL) else { return nil }
        return adapter.authorization(alreadySet: alreadySet)
    }

    /// Whether `value` may go into a request without `setValue`'s checks:
    /// printable ASCII only, which every platform keeps as it is. Anything
    /// else (a line break, a NUL, non-ASCII) is set with `setValue`, so the
    /// platform keeps or refuses it exactly as it would the adapter's.
    static func needsNoValidation(_ value: String) -> Bool {
        value.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }
}
