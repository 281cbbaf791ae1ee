import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The client and its way in: `request` (one `Attempt` per subscription,
// under the retry policy and the authenticator, within the deadline) and
// `send`, its async form.

/// Sends `Endpoint`s to one server and decodes the answers.
///
/// Each attempt builds the request from the endpoint and the base URL, runs
/// the adapters in order (then the `authenticator`'s), logs, sends it
/// through the transport, and validates the response (`ResponseValidator`:
/// API error body, then status, then decoding). An attempt refused for its
/// credential waits for the authenticator's refresh and is made once more;
/// a failed attempt is retried as the `retryPolicy` allows; every failure
/// arrives as a `RequestError` (a refresh's own failure as it was thrown).
///
/// ```swift
/// let client = APIClient(baseURL: URL(string: "https://api.example.com")!)
/// client.request(Endpoint<User>.get("users/42"))
///     .subscribe(onNext: { user in ... }, onError: { error in ... })
/// let user = try await client.send(Endpoint<User>.get("users/42"))
/// ```
public final class APIClient: Sendable {
    /// Every setting but the transport, as given (`Configuration`).
    public let configuration: Configuration
    /// The URL every relative endpoint path is joined to.
    public let baseURL: URL
    /// What sends the requests.
    public let transport: any Transport
    /// Run in order on every attempt, after the request is built.
    public let adapters: [any RequestAdapter]
    /// When to send a failed request again; `nil` never retries.
    public let retryPolicy: RetryPolicy?
    /// The credential applied after `adapters`, and its refresh when a
    /// request is refused (`Authenticator`); `nil`: none.
    public let authenticator: Authenticator?
    /// Where requests and responses are written; `nil` writes nothing. An
    /// endpoint's own `logger(_:)` replaces it.
    public let logger: RequestLogger?
    /// Validates and decodes responses (client-wide error contract and decoder).
    public let validator: ResponseValidator
    /// What a server may make the client hold or wait for (`RequestLimits`);
    /// an endpoint's own `limits` replace them.
    public let limits: RequestLimits
    /// Told of every attempt sent, in order (`RequestObserver`); an
    /// endpoint's own `observers(_:)` replace them.
    public let observers: [any RequestObserver]
    /// `baseURL` cut where paths go, once, so plain paths skip `URLComponents`.
    private let baseURLParts: BaseURLParts?
    /// The default headers', then `adapters`, then the authenticator's, as
    /// they are applied: the leading `HeaderAdapter`s while the request is
    /// built, the others to the built request.
    private let adapterChain: AdapterChain
    /// The same without the authenticator's adapter, for endpoints that
    /// opt out of it (`Endpoint.authenticated(false)`); `nil` without an
    /// authenticator.
    private let unauthenticatedChain: AdapterChain?
    /// The `Accept` and timeout of endpoints that set none.
    private let buildDefaults: BuildDefaults

    /// A client for the server at `baseURL`, every setting as
    /// `Configuration` describes it (with its defaults). Endpoints may
    /// override the `defaultHeaders`, `timeout`, `retryPolicy`,
    /// `apiErrorContract`, `decoder` and `limits` given here, and opt out
    /// of the `authenticator` (`Endpoint.authenticated(false)`).
    /// `authenticator` applies a credential and refreshes it when a request
    /// is refused (`Authenticator`; none by default). `observers` are told
    /// of every attempt (logs, metrics, traces: `RequestObserver`). `limits`
    /// bound what a server controls (`RequestLimits` lists the defaults).
    public convenience init(
        baseURL: URL,
        defaultHeaders: [String: String] = [:],
        timeout: Duration? = nil,
        transport: any Transport = URLSessionTransport(),
        adapters: [any RequestAdapter] = [],
        retryPolicy: RetryPolicy? = nil,
        logger: RequestLogger? = nil,
        apiErrorContract: APIErrorContract = .default,
        decoder: JSONDecoder = JSONDecoder(),
        authenticator: Authenticator? = nil,
        limits: RequestLimits = .default,
        observers: [any RequestObserver] = []
    ) {
        self.init(
            configuration: Configuration(
                baseURL: baseURL, defaultHeaders: defaultHeaders, timeout: timeout, adapters: adapters,
                retryPolicy: retryPolicy, authenticator: authenticator, limits: limits, observers: observers,
                logger: logger, decoder: decoder, apiErrorContract: apiErrorContract),
            transport: transport)
    }

    /// A client holding to `configuration`, sending over `transport`.
    ///
    /// ```swift
    /// var settings = APIClient.Configuration(baseURL: api, timeout: .seconds(10))
    /// settings.defaultHeaders["User-Agent"] = "weather/2.1"
    /// let client = APIClient(configuration: settings, transport: AsyncHTTPClientTransport())
    /// ```
    public init(configuration: Configuration, transport: any Transport = URLSessionTransport()) {
        let baseURL = configuration.baseURL
        let defaultHeaders = DefaultHeaders(configuration.defaultHeaders)
        self.configuration = configuration
        self.baseURL = baseURL
        self.baseURLParts = BaseURLParts(baseURL)
        self.transport = transport
        self.adapters = configuration.adapters
        // A credential conflict fails every request first, as an invalid default header does.
        let unauthenticated = configuration.credentialConflict.map { [RejectedDefaultHeaders(failure: $0)] }
            ?? defaultHeaders.adapters + configuration.adapters
        self.adapterChain = AdapterChain(
            unauthenticated + (configuration.authenticator.map { [$0.adapter] } ?? []), baseURL: baseURL)
        self.unauthenticatedChain = configuration.authenticator.map { _ in
            AdapterChain(unauthenticated, baseURL: baseURL)
        }
        self.buildDefaults = defaultHeaders.accept.map { BuildDefaults(accept: $0, timeout: configuration.timeout) }
            ?? (configuration.timeout == nil ? .json : BuildDefaults(timeout: configuration.timeout))
        self.retryPolicy = configuration.retryPolicy
        self.authenticator = configuration.authenticator
        self.logger = configuration.logger
        self.validator = ResponseValidator(
            apiErrorContract: configuration.apiErrorContract, decoder: configuration.decoder)
        self.limits = configuration.limits
        self.observers = configuration.observers
    }

    /// The limits `endpoint` is held to: its own, else the client's.
    func limits(for endpoint: UntypedEndpoint) -> RequestLimits {
        endpoint.limits ?? limits
    }

    /// The observers told of `endpoint`'s attempts: its own, else the client's.
    func observers(for endpoint: UntypedEndpoint) -> [any RequestObserver] {
        endpoint.overridesBox?.value.observers ?? observers
    }

    /// The logger of `endpoint`'s attempts: its own (`nil` included), else the client's.
    func logger(for endpoint: UntypedEndpoint) -> RequestLogger? {
        guard let own = endpoint.overridesBox?.value, own.setsLogger else { return logger }
        return own.logger
    }

    /// The retry policy attempts at `endpoint` follow: its own, else the client's.
    @usableFromInline
    func retryPolicy(for endpoint: UntypedEndpoint) -> RetryPolicy? {
        switch endpoint.overridesBox?.value.retry {
        case nil: return retryPolicy
        case .never?: return nil
        case .policy(let policy)?: return policy
        }
    }

    /// The decoded answer to `endpoint`, then completion; or a `RequestError`.
    ///
    /// Cold: each subscription sends (and retries) on its own. Disposing
    /// cancels the request in flight, or the wait before the next attempt,
    /// and no further attempt is made.
    // Inlined down to where the attempt's generic objects are made, so they
    // are made where `Response` is known: code generic over it looks each
    // one's metadata up in the runtime's cache (about 325 instructions each).
    @inlinable
    public func request<Response: Decodable>(_ endpoint: Endpoint<Response>) -> Observable<Response> {
        attempts(at: endpoint.untyped, reading: DecodedValue<Response>())
    }

    /// What `reading` makes of attempts at `endpoint`: one attempt per
    /// subscription, or, with a retry policy, as many as it allows, each
    /// under the authenticator, if any; all of them within the endpoint's
    /// deadline, if it has one.
    @inlinable
    func attempts<Reading: AttemptReading>(at endpoint: UntypedEndpoint, reading: Reading) -> Observable<Reading.Output> {
        guard let policy = retryPolicy(for: endpoint) else {
            let single = attempt(at: endpoint, reading: reading, number: { 1 }, reportsRequest: false)
            return withinDeadline(single, of: endpoint, on: RetryPolicy.defaultScheduler)
        }
        // Attempts are counted per subscription, for the log and the policy.
        let retried = Observable.deferred { [self] in
            let attempts = AttemptCount()
            return attempt(at: endpoint, reading: reading, number: attempts.next, reportsRequest: true)
                .retry(scheduler: policy.scheduler, decide: policy.decision(after:failedAttempts:))
        }
        return withinDeadline(retried, of: endpoint, on: policy.scheduler)
    }

    /// One attempt per subscription, numbered by `number`, under the authenticator.
    @inlinable
    func attempt<Reading: AttemptReading>(
        at endpoint: UntypedEndpoint, reading: Reading, number: @escaping () -> Int, reportsRequest: Bool
    ) -> Observable<Reading.Output> {
        let attempt = Observable.create { [self] observer in
            let attempt = Attempt(
                client: self, endpoint: endpoint, reading: reading, observer: observer, number: number(),
                reportsRequest: reportsRequest)
            attempt.start()
            return attempt
        }
        return authenticated(attempt, at: endpoint)
    }

    /// The request for one attempt at `endpoint`: built, then adapted.
    ///
    /// An adapter's `RequestError` is thrown as it is, a `URLError` as
    /// `.transport`, any other error as `.transport(URLError(.unknown))`
    /// with the original under `NSUnderlyingErrorKey`.
    public func urlRequest<Response>(for endpoint: Endpoint<Response>) throws(RequestError) -> URLRequest {
        let chain = adapterChain(for: endpoint.untyped)
        let built = try endpoint.build(relativeTo: baseURL, parts: baseURLParts, adding: chain.buildTimeHeaders,
                                   defaults: buildDefaults)
        return try chain.adapt(built, baseURL: baseURL)
    }

    /// The request for one attempt at `endpoint`, as `urlRequest(for:)`
    /// makes it, with the headers its adapters added, bound to their
    /// origins, for the transport to re-decide on a redirect.
    func adaptedRequest(for endpoint: UntypedEndpoint) throws(RequestError)
        -> (request: URLRequest, bound: [OriginBoundHeader]) {
        let chain = adapterChain(for: endpoint)
        let built = try endpoint.build(relativeTo: baseURL, parts: baseURLParts, adding: chain.buildTimeHeaders,
                                   defaults: buildDefaults)
        return try chain.adaptBindingHeaders(built, baseURL: baseURL)
    }

    /// The adapters `endpoint`'s requests go through: the authenticator's
    /// last, unless the endpoint opts out of it.
    @inline(__always)  // Once per attempt.
    private func adapterChain(for endpoint: UntypedEndpoint) -> AdapterChain {
        endpoint.isAuthenticated ? adapterChain : unauthenticatedChain ?? adapterChain
    }
}

// MARK: - The deadline

extension APIClient {
    /// `request`, the whole of one request at `endpoint` (every attempt and
    /// the waits between them, to the last byte; for `lines` and `events`
    /// the whole stream), held to `endpoint`'s `RequestLimits.deadline`.
    /// Past it, the subscription to `request` is disposed, cancelling the
    /// transport, and the result fails with
    /// `RequestLimits.deadlinePassed(_:url:)`; being outside the retry
    /// loop, that failure is never retried. Without a deadline, `request`
    /// as it is.
    ///
    /// The timer runs on `scheduler`: the retry policy's, or
    /// `RetryPolicy.defaultScheduler` without a policy, where the waits
    /// between attempts run.
    @usableFromInline
    func withinDeadline<Element>(
        _ request: Observable<Element>, of endpoint: UntypedEndpoint,
        on scheduler: @autoclosure () -> any SchedulerType  // Read only when there is a deadline.
    ) -> Observable<Element> {
        guard let deadline = limits(for: endpoint).deadline else { return request }
        return request.failing(after: deadline, on: scheduler()) { [baseURL] in
            RequestLimits.deadlinePassed(deadline, url: endpoint.url(relativeTo: baseURL))
        }
    }
}

extension Observable {
    /// This stream, held to a total deadline: once `limit` has passed on
    /// `scheduler` since subscription, the subscription to it is disposed
    /// (cancelling whatever it was waiting for) and the result fails with
    /// `error()`. Ending before then cancels the timer.
    ///
    /// Unlike `timeout`, which bounds each wait between elements, this
    /// bounds the whole: a body trickled a byte a second, retries and the
    /// waits between them all count. It is the one mechanism behind
    /// `RequestLimits.deadline` and `TokenRefreshHandler.refreshTimeout`.
    ///
    /// `ImmediateScheduler` can only wait by blocking the subscribing
    /// thread, which would hold the subscription back for the whole
    /// `limit`: the timer runs on `RetryPolicy.defaultScheduler` instead.
    func failing(
        after limit: Duration, on scheduler: any SchedulerType, with error: @escaping () -> any Error
    ) -> Observable<Element> {
        let timer = scheduler.isImmediate ? RetryPolicy.defaultScheduler : scheduler
        return take(until: Observable<Void>.deferred { throw error() }.delaySubscription(limit, scheduler: timer))
    }
}

// MARK: - The async entry

extension APIClient {
    /// The decoded answer to `endpoint`, or a thrown `RequestError`.
    ///
    /// Cancelling the calling task disposes the request (in flight or
    /// between attempts) and throws `RequestError.cancelled` at once.
    public func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws -> Response {
        // Stream's one bridge to async, cancelling with this layer's error.
        guard let value = try await request(endpoint).first(cancellingWith: RequestError.cancelled) else {
            // `request` emits one value or fails: completing without one breaks that.
            throw RequestError.transport(URLError(.zeroByteResource))
        }
        return value
    }
}
