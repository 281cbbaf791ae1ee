import Foundation

/// The settings an endpoint rarely sets, each in place of the client's:
/// its own decoder, error contract, limits, retry policy, observers and
/// logger (`Endpoint.decoder(_:)`, `apiErrors(_:)`, `limits(_:)`,
/// `retryPolicy(_:)`, `observers(_:)`, `logger(_:)`).
///
/// Kept aside behind one reference on the endpoint, `nil` for an endpoint
/// that sets none: an endpoint is copied several times on the way of each
/// request, and these settings (a `RequestLimits` alone is over 100 bytes)
/// would otherwise be copied with it every time.
struct EndpointOverrides: Sendable {
    /// The decoder for the answer; `nil` uses the client's.
    var decoder: JSONDecoder?
    /// The server's error contract; `nil` uses the client's.
    var apiErrorContract: APIErrorContract?
    /// The limits the answers are held to; `nil` uses the client's.
    var limits: RequestLimits?
    /// The endpoint's own retry policy; `nil` uses the client's.
    var retry: EndpointRetry?
    /// The observers told of the endpoint's attempts; `nil` uses the client's.
    var observers: [any RequestObserver]?
    /// Whether `logger` replaces the client's logger (`nil` included: not logged).
    var setsLogger = false
    /// The logger of the endpoint's attempts when `setsLogger`.
    var logger: RequestLogger?
}

/// An endpoint's `EndpointOverrides`, shared by the endpoint's copies. Never
/// changed once made (a change makes a new box), so copies share it safely.
final class EndpointOverridesBox: Sendable {
    let value: EndpointOverrides

    init(_ value: EndpointOverrides) {
        self.value = value
    }
}

extension Endpoint {
    /// This endpoint's attempts told to `observers` instead of the client's,
    /// whole: `[]` observes none of them (a health check that should not
    /// count in the metrics nor open a span); to add one, pass the client's
    /// and yours.
    ///
    /// ```swift
    /// let health = Endpoint<Empty>.get("health").observers([])
    /// let audited = Endpoint<Report>.get("report").observers(client.observers + [auditTrail])
    /// ```
    public func observers(_ observers: [any RequestObserver]) -> Self {
        var copy = self
        copy.overrides.observers = observers
        return copy
    }

    /// This endpoint's attempts logged by `logger` instead of the client's
    /// logger; `nil` leaves them out of the log (a polled status, a
    /// sign-in you would rather not see even redacted).
    ///
    /// ```swift
    /// let poll = Endpoint<Status>.get("status").logger(nil)
    /// let debugged = Endpoint<Order>.get("orders/42").logger(RequestLogger(options: .all))
    /// ```
    public func logger(_ logger: RequestLogger?) -> Self {
        var copy = self
        copy.overrides.setsLogger = true
        copy.overrides.logger = logger
        return copy
    }
}
