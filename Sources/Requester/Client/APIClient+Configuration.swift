import Foundation
import Handlers
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// Everything a client holds to, but its transport: one value to keep,
    /// copy and change for another client. Each setting is the default of
    /// every endpoint the client sends; an endpoint overrides it with its
    /// own (headers, `timeout(_:)`, `retryPolicy(_:)`, `decoder(_:)`,
    /// `apiErrors(_:)`, `limits(_:)`, `observers(_:)`, `logger(_:)`, an
    /// absolute URL for the base URL) or
    /// opts out of it (`authenticated(false)`).
    ///
    /// | Setting | Default | Per endpoint |
    /// |---|---|---|
    /// | `baseURL` | (required) | an absolute URL as its path |
    /// | `defaultHeaders` | none | its own header of that name |
    /// | `timeout` | `nil`: 60 s, `URLRequest`'s | `timeout(_:)` |
    /// | `adapters` | none | none: run on every request they cover |
    /// | `retryPolicy` | `nil`: never retried | `retryPolicy(_:)` |
    /// | `authenticator` | `nil`: none | `authenticated(false)` opts out |
    /// | `limits` | `RequestLimits.default` | `limits(_:)` |
    /// | `observers` | none | `observers(_:)` (`[]`: none) |
    /// | `logger` | `nil`: nothing written | `logger(_:)` (`nil`: not logged) |
    /// | `decoder` | `JSONDecoder()` | `decoder(_:)` |
    /// | `apiErrorContract` | `.default` | `apiErrors(_:)` |
    ///
    /// ```swift
    /// let client = APIClient(configuration: .init(
    ///     baseURL: URL(string: "https://api.example.com/v1")!,
    ///     defaultHeaders: ["User-Agent": "weather/2.1", "X-API-Key": key],
    ///     timeout: .seconds(10),
    ///     retryPolicy: RetryPolicy(),
    ///     authenticator: .bearer(token: { store.token }, refresh: { try await store.renew() })))
    /// ```
    ///
    /// See <doc:RequesterByExample#A-configuration-and-its-defaults>.
    public struct Configuration: Sendable {
        /// The URL every relative endpoint path is joined to.
        public var baseURL: URL
        /// Headers every request carries unless its endpoint sets one of
        /// the same name (compared without case). They go to the base
        /// URL's origin only, and are dropped on a redirect to another
        /// origin, as an adapter's header is; an `Accept` among them
        /// replaces the built-in `application/json` on every request.
        /// A name that is not an HTTP token, a value holding CR, LF or NUL,
        /// or a name given twice in different cases fails every request
        /// with `.transport(URLError(.badURL))` (`validate()` says so at once).
        public var defaultHeaders: [String: String]
        /// The longest silence while waiting for data, for every endpoint
        /// without a `timeout(_:)` of its own; `nil` leaves the session's
        /// setting (60 s for URLSession).
        public var timeout: Duration?
        /// Run in order on every attempt, after the request is built.
        public var adapters: [any RequestAdapter]
        /// When to send a failed request again; `nil` never retries.
        public var retryPolicy: RetryPolicy?
        /// The credential applied after `adapters`, and its refresh when a
        /// request is refused (`Authenticator`); `nil`: none. A default
        /// header or `HeaderAdapter` of its header name would hide it, and
        /// fails every request instead (see `validate()`).
        public var authenticator: Authenticator?
        /// What a server may make the client hold or wait for (`RequestLimits`).
        public var limits: RequestLimits
        /// Told of every attempt sent, in order (`RequestObserver`); an
        /// endpoint's own `observers(_:)` replace them.
        public var observers: [any RequestObserver]
        /// Where requests and responses are written; `nil` writes nothing. An
        /// endpoint's own `logger(_:)` replaces it.
        public var logger: RequestLogger?
        /// Decodes the answers.
        public var decoder: JSONDecoder
        /// Recognises the server's own error body (`APIErrorContract`).
        public var apiErrorContract: APIErrorContract

        /// A configuration for the server at `baseURL`; every other
        /// setting has the default the table above gives.
        public init(
            baseURL: URL,
            defaultHeaders: [String: String] = [:],
            timeout: Duration? = nil,
            adapters: [any RequestAdapter] = [],
            retryPolicy: RetryPolicy? = nil,
            authenticator: Authenticator? = nil,
            limits: RequestLimits = .default,
            observers: [any RequestObserver] = [],
            logger: RequestLogger? = nil,
            decoder: JSONDecoder = JSONDecoder(),
            apiErrorContract: APIErrorContract = .default
        ) {
            self.baseURL = baseURL
            self.defaultHeaders = defaultHeaders
            self.timeout = timeout
            self.adapters = adapters
            self.retryPolicy = retryPolicy
            self.authenticator = authenticator
            self.limits = limits
            self.observers = observers
            self.logger = logger
            self.decoder = decoder
            self.apiErrorContract = apiErrorContract
        }

        /// Throws what every request of a client with this configuration
        /// would fail with before being sent, if anything, as
        /// `.transport(URLError(.badURL))`: an invalid default header, or
        /// one that would hide the authenticator's credential (a default
        /// header or a `HeaderAdapter` of the authenticator's header name,
        /// `Authorization` for `Authenticator.bearer`). For a service that
        /// would rather not start than fail every request.
        public func validate() throws(RequestError) {
            if let failure = DefaultHeaders(defaultHeaders).failure { throw failure }
            if let conflict = credentialConflict { throw conflict }
        }
    }

    /// The headers every request carries unless its endpoint sets its own
    /// (`Configuration.defaultHeaders`).
    public var defaultHeaders: [String: String] { configuration.defaultHeaders }

    /// The timeout of every endpoint without its own (`Configuration.timeout`).
    public var timeout: Duration? { configuration.timeout }
}
