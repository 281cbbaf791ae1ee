import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Refreshes credentials when a request fails with 401 (or the status codes
/// given), so the request can be re-created with the new token.
///
/// Register it in `HandlerRegistry.resumableHandlers`. With a `Requester`,
/// every request that fails while a refresh runs waits for that one refresh
/// and is then resumed once. A request that carried the old token and fails
/// after the refresh ended resumes at once without another one, or, if that
/// refresh failed, fails with its error without another one and without
/// being sent again. More than `maxRefreshes` refreshes inside `window` fail
/// with `TokenRefreshError.tooManyRefreshes` instead of refreshing again: a
/// server that keeps answering 401 cannot make the client loop.
///
/// A refresh that has not finished `refreshTimeout` after it started (60 s
/// by default) is disposed, and every request waiting for it fails with
/// `.transport(URLError(.timedOut))`, whose description names the timeout:
/// a refresher that never answers cannot hang the requests behind it. A
/// request that fails with 401 afterwards starts a new refresh.
///
/// Every request that fails into one instance shares its refreshes and its
/// budget, through whichever registry or requester holds it: the instance
/// keeps them itself (its `RefreshGate`, the mechanism `Authenticator`
/// runs too). Its `handle` is one bounded refresh; see `ResumableRuns` for
/// a failure's way from the request to the refresh and back.
///
/// An `APIClient` with an `authenticator` refreshes by itself, before a
/// `Requester` sees the failure: it needs no `TokenRefreshHandler`.
public final class TokenRefreshHandler: ResumableHandler {
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

    /// A handler that calls `refresh` on a 401 (or `statusCodes`), at most
    /// `maxRefreshes` times per `window`, each refresh given at most
    /// `refreshTimeout` (60 s by default; `nil` waits as long as it takes).
    /// `scheduler` is the clock of the window and where the timeout runs (a
    /// dispatch queue by default; a `TestScheduler` for virtual time).
    public init(
        statusCodes: Set<Int> = [401],
        refresh: @escaping () -> Observable<Void>,
        maxRefreshes: Int = 5,
        per window: Duration = .seconds(30),
        refreshTimeout: Duration? = TokenRefreshHandler.defaultRefreshTimeout,
        scheduler: any SchedulerType = RetryPolicy.defaultScheduler
    ) {
        gate = RefreshGate(
            statusCodes: statusCodes, refresh: refresh, maxRefreshes: maxRefreshes, window: window,
            refreshTimeout: refreshTimeout, scheduler: scheduler)
    }

    /// The default `refreshTimeout`: a minute.
    public static let defaultRefreshTimeout: Duration = .seconds(60)

    /// `true` for an `HTTPError` (or an `APIError`, or a `RequestError`
    /// wrapping either) whose status is one of `statusCodes`.
    public func canHandle(error: any Error) -> Bool {
        gate.accepts(error)
    }

    /// Starts a refresh, or fails with `TokenRefreshError.tooManyRefreshes`
    /// when the window's budget is spent. The refresh fails with
    /// `.transport(URLError(.timedOut))` once it outlives `refreshTimeout`.
    public func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> {
        gate.boundedRefresh()
    }
}

/// Why a `TokenRefreshHandler` gave up.
///
/// Delivered and routed as a `RequestError` would be; as an `NSError` it is
/// domain `errorDomain`, code 1, so an `NSErrorHandler` can take it.
public enum TokenRefreshError: Error, LocalizedError, CustomNSError, Equatable, Sendable {
    /// More than `maxRefreshes` refreshes were needed inside the window: the
    /// server keeps rejecting fresh credentials.
    case tooManyRefreshes

    /// A short description for logs and fallback messages.
    public var errorDescription: String? {
        switch self {
        case .tooManyRefreshes: return "The session could not be renewed: too many token refreshes."
        }
    }

    /// The `NSError` domain of these errors.
    public static let errorDomain = "Requester.TokenRefreshError"

    /// The `NSError` code: 1 for `tooManyRefreshes`.
    public var errorCode: Int {
        switch self {
        case .tooManyRefreshes: return 1
        }
    }

    /// The description, also for the `NSError` form (Linux does not take it
    /// from `LocalizedError` once the error is a `CustomNSError`).
    public var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: errorDescription ?? ""]
    }
}
