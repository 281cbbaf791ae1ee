import Foundation
import Handlers
import Stream

/// An `APIClient`'s credential and its refresh: the client applies the
/// credential to its requests and, when one is refused, refreshes it once
/// for every request waiting, then makes each of them once more. `send`,
/// `request` and every other method of the client do it by themselves: no
/// `Requester` and no `TokenRefreshHandler` needed.
///
/// - **Applied.** `adapter`'s header goes on every attempt whose URL it
///   `covers` (after the client's own adapters, as one more adapter), read
///   anew for each attempt; on a redirect it stays only where `covers` says
///   (`TransportBounds`).
/// - **Refused.** A response whose status is in `statusCodes` (an
///   `HTTPError`, or an API error body with that status), from a URL the
///   adapter covers, waits for a refresh: the one in flight, else one
///   started now. A request made before the latest refresh ended (it
///   carried the credential that refresh replaced) is made again at once
///   without a new refresh, or fails with that refresh's error if it failed.
/// - **Made once more.** After the refresh, the attempt is made again,
///   re-adapted: it carries the new credential. A second refusal is
///   delivered as the `RequestError` it is. Each attempt of a retry policy,
///   and each connection of `events`, may wait for a refresh once.
/// - **Bounded.** At most `maxRefreshes` refreshes start per `window`;
///   past that the waiting requests fail with
///   `TokenRefreshError.tooManyRefreshes` without a refresh. A refresh that
///   has not ended `refreshTimeout` after it started is disposed, and its
///   waiters fail with `.transport(URLError(.timedOut))`. A refresh that
///   fails fails every waiter with its error, as thrown. The endpoint's
///   `RequestLimits.deadline` covers the wait.
/// - **Shared.** Every request failing into one authenticator shares its
///   refreshes and budget, whichever client holds it (it keeps them itself,
///   in the mechanism `TokenRefreshHandler` runs too). A request disposed
///   while it waits leaves the refresh going for the others.
/// - **Opted out.** An endpoint with `authenticated(false)` gets no
///   credential and is never refreshed (a sign-in, the token endpoint).
/// - **One header.** The adapter adds its header only where none is yet,
///   so an endpoint's own `Authorization` is sent as it is. A client whose
///   default headers, or whose `HeaderAdapter`s, set the adapter's header
///   name would hide the credential on every request: it fails every
///   request with `.transport(URLError(.badURL))` instead, and
///   `Configuration.validate()` throws it. A plain `RequestAdapter` that
///   sets the header hides the credential unseen: leave it to the
///   authenticator.
///
/// The refresh must not send through a client holding this authenticator:
/// a refresh refused with 401 would wait for itself (until its
/// `refreshTimeout`). Refresh with a client of its own.
///
/// Under a `Requester` whose registry holds a `TokenRefreshHandler` too, the
/// client's authenticator acts first: the requester sees only a failure the
/// authenticator delivered. A client with an authenticator needs none.
///
/// ```swift
/// let client = APIClient(
///     baseURL: URL(string: "https://api.example.com")!,
///     authenticator: .bearer(token: { store.accessToken }, refresh: { try await store.renew() }))
/// let user = try await client.send(Endpoint<User>.get("me"))   // a 401 refreshes, then sends again
/// ```
public final class Authenticator: Sendable {
    /// Applies the credential, and says which URLs get it (`covers`).
    public let adapter: any HeaderAdapter
    /// The status codes that call for a refresh.
    public var statusCodes: Set<Int> { gate.statusCodes }
    /// The most refreshes allowed inside `window`.
    public var maxRefreshes: Int { gate.maxRefreshes }
    /// The span `maxRefreshes` is counted over.
    public var window: Duration { gate.window }
    /// The longest one refresh may run before its waiting requests fail
    /// with `.transport(URLError(.timedOut))`; `nil`: no limit.
    public var refreshTimeout: Duration? { gate.refreshTimeout }

    /// The refresh, its budget and its runs.
    let gate: RefreshGate

    /// An authenticator applying `adapter` and calling `refresh` when a
    /// request it covers is answered with one of `statusCodes` (`[401]`), at
    /// most `maxRefreshes` (5) times per `window` (30 s), each refresh given
    /// at most `refreshTimeout` (60 s; `nil` waits as long as it takes).
    /// `scheduler` is the clock of the window and where the timeout runs (a
    /// dispatch queue by default; a `TestScheduler` for virtual time).
    ///
    /// `refresh` stores the new credential where `adapter` reads it, then
    /// returns; what it throws fails every request waiting for it. It runs
    /// in a task of its own, cancelled if the refresh times out.
    public convenience init(
        adapter: any HeaderAdapter,
        statusCodes: Set<Int> = [401],
        maxRefreshes: Int = 5,
        per window: Duration = .seconds(30),
        refreshTimeout: Duration? = TokenRefreshHandler.defaultRefreshTimeout,
        scheduler: any SchedulerType = RetryPolicy.defaultScheduler,
        refresh: @escaping @Sendable () async throws -> Void
    ) {
        self.init(
            adapter: adapter, statusCodes: statusCodes, maxRefreshes: maxRefreshes, per: window,
            refreshTimeout: refreshTimeout, scheduler: scheduler, refresh: { Observable.fromAsync(refresh) })
    }

    /// The same, with a refresh written as an observable: the refresh ends
    /// at its first element or its completion, and fails with its error.
    public init(
        adapter: any HeaderAdapter,
        statusCodes: Set<Int> = [401],
        maxRefreshes: Int = 5,
        per window: Duration = .seconds(30),
        refreshTimeout: Duration? = TokenRefreshHandler.defaultRefreshTimeout,
        scheduler: any SchedulerType = RetryPolicy.defaultScheduler,
        refresh: @escaping () -> Observable<Void>
    ) {
        self.adapter = adapter
        gate = RefreshGate(
            statusCodes: statusCodes, refresh: refresh, maxRefreshes: maxRefreshes, window: window,
            refreshTimeout: refreshTimeout, scheduler: scheduler)
    }

    /// `Authorization: Bearer <token>` on the client's own origin
    /// (`BearerTokenAdapter`), `token` read for every attempt; `refresh` on
    /// a 401, with the defaults above.
    ///
    /// ```swift
    /// let client = APIClient(baseURL: api, authenticator: .bearer(
    ///     token: { store.accessToken }, refresh: { try await store.renew() }))
    /// ```
    public static func bearer(
        token: @escaping () -> String?, refresh: @escaping @Sendable () async throws -> Void
    ) -> Authenticator {
        Authenticator(adapter: BearerTokenAdapter(token: token), refresh: refresh)
    }

    /// Whether `error`, the failure of an attempt for `requestURL` sent by a
    /// client for `baseURL`, calls for a refresh: its status is one of
    /// `statusCodes`, and the URL that answered (the request's, without a
    /// response URL) is one the adapter covers, so the credential went there.
    func refreshes(after error: any Error, requestURL: @autoclosure () -> URL?, baseURL: URL) -> Bool {
        guard gate.accepts(error) else { return false }
        return adapter.covers((error as? RequestError)?.response?.url ?? requestURL(), baseURL: baseURL)
    }
}
