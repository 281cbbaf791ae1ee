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
/// Its `handle` is the run that `ResumableRuns` starts and shares (see that
/// type for a failure's way from the request to the refresh and back).
public final class TokenRefreshHandler: ResumableHandler {
    /// The status codes that call for a refresh.
    public let statusCodes: Set<Int>
    /// The most refreshes allowed inside `window`.
    public let maxRefreshes: Int
    /// The span `maxRefreshes` is counted over.
    public let window: Duration
    /// The longest one refresh may run before its waiting requests fail
    /// with `.transport(URLError(.timedOut))`; `nil`: no limit.
    public let refreshTimeout: Duration?

    // Never reassigned; called only to start a refresh.
    private nonisolated(unsafe) let refresh: () -> Observable<Void>
    private let scheduler: any SchedulerType
    private let refreshTimes = Locked<[Date]>([])

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
        self.statusCodes = statusCodes
        self.refresh = refresh
        self.maxRefreshes = maxRefreshes
        self.window = window
        self.refreshTimeout = refreshTimeout
        self.scheduler = scheduler
    }

    /// The default `refreshTimeout`: a minute.
    public static let defaultRefreshTimeout: Duration = .seconds(60)

    /// `true` for an `HTTPError` (or an `APIError`, or a `RequestError`
    /// wrapping either) whose status is one of `statusCodes`.
    public func canHandle(error: any Error) -> Bool {
        guard let status = Self.statusCode(of: error) else { return false }
        return statusCodes.contains(status)
    }

    /// Starts a refresh, or fails with `TokenRefreshError.tooManyRefreshes`
    /// when the window's budget is spent. The refresh fails with
    /// `.transport(URLError(.timedOut))` once it outlives `refreshTimeout`.
    public func handle(error: any Error, presentable: (any Presentable)?) -> Observable<Void> {
        let now = scheduler.now
        let windowSeconds = window.timeInterval
        let allowed = refreshTimes.withLock { times in
            times.removeAll { now.timeIntervalSince($0) >= windowSeconds }
            guard times.count < maxRefreshes else { return false }
            times.append(now)
            return true
        }
        guard allowed else { return .error(TokenRefreshError.tooManyRefreshes) }
        guard let refreshTimeout else { return refresh() }
        return refresh().failing(after: refreshTimeout, on: scheduler) { Self.timedOut(after: refreshTimeout) }
    }

    /// The error of a refresh that outlived `timeout`: the contract's
    /// timeout error, its description naming the refresh timeout.
    static func timedOut(after timeout: Duration) -> RequestError {
        .transport(URLError(.timedOut, userInfo: [
            NSLocalizedDescriptionKey: "The token refresh did not finish within its refreshTimeout (\(timeout))",
        ]))
    }

    private static func statusCode(of error: any Error) -> Int? {
        switch error {
        case let error as HTTPError: return error.statusCode
        case let error as APIError: return error.response.statusCode
        case let error as RequestError: return error.response?.statusCode
        default: return nil
        }
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
