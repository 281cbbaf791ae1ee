/// What building a request fills in where its endpoint says nothing: the
/// `Accept` header, the `Content-Type` of a body given as data, and the
/// timeout. One per client, worked out once (`APIClient.Configuration`'s
/// `defaultHeaders` may name another `Accept`, its `timeout` a timeout).
struct BuildDefaults: Sendable {
    /// `Accept` when the endpoint sets none.
    let accept: String
    /// Whether `accept` is the client's own rather than `application/json`.
    let hasOwnAccept: Bool
    /// The timeout when the endpoint sets none; `nil` leaves the session's.
    let timeout: Duration?
    /// The headers of an endpoint that sets none and has no body: one
    /// dictionary shared by every such request rather than one built per request.
    let headersWithoutBody: [String: String]
    /// The same, for an endpoint with a body given as data.
    let headersWithBody: [String: String]

    /// `Accept: accept` (JSON by default) and `timeout`.
    init(accept: String = "application/json", timeout: Duration? = nil) {
        self.accept = accept
        hasOwnAccept = accept != "application/json"
        self.timeout = timeout
        headersWithoutBody = ["Accept": accept]
        headersWithBody = ["Accept": accept, "Content-Type": "application/json"]
    }

    /// JSON, and the session's timeout: what `Endpoint.urlRequest(relativeTo:)` builds with.
    static let json = BuildDefaults()
}
