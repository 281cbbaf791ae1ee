/// An endpoint's own observers and logger, in place of the client's
/// (`Endpoint.observers(_:)`, `Endpoint.logger(_:)`).
///
/// One reference on the endpoint, `nil` for the usual endpoint that sets
/// neither, so the endpoint every request copies grows by one word only.
final class EndpointObservation: Sendable {
    /// The observers told of this endpoint's attempts; `nil` uses the client's.
    let observers: [any RequestObserver]?
    /// Whether `logger` replaces the client's logger (`nil` included: not logged).
    let setsLogger: Bool
    /// The logger of this endpoint's attempts when `setsLogger`.
    let logger: RequestLogger?

    init(observers: [any RequestObserver]?, setsLogger: Bool, logger: RequestLogger?) {
        self.observers = observers
        self.setsLogger = setsLogger
        self.logger = logger
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
    /// let traced = Endpoint<Report>.get("report").observers(client.observers + [auditTrail])
    /// ```
    public func observers(_ observers: [any RequestObserver]) -> Self {
        var copy = self
        copy.ownObservation = EndpointObservation(
            observers: observers, setsLogger: ownObservation?.setsLogger ?? false, logger: ownObservation?.logger)
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
        copy.ownObservation = EndpointObservation(
            observers: ownObservation?.observers, setsLogger: true, logger: logger)
        return copy
    }
}
