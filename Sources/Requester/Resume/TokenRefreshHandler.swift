import Foundation
import Handlers
import Stream

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
/// Its `handle` is the run that `ResumableRuns` starts and shares (see that
/// type for a failure's way from the request to the refresh and back).
public final class TokenRefreshHandler: ResumableHandler {
    /// The status codes that call for a refresh.
    public let statusCodes: Set<Int>
    /// The most refreshes allowed inside `window`.
    public let maxRefreshes: Int
    /// The span `maxRefreshes` is counted over.
    public let window: Duration

    // Never reassigned; called only to start a refresh.
    private nonisolated(unsafe) let refresh: () -> Observable<Void>
    private let scheduler: any SchedulerType
    private let refreshTimes = Locked<[Date]>([])

    /// A handler that calls `refresh` on a 401 (or `statusCodes`), at most
    /// `maxRefreshes` times per `window`, measured on `scheduler`'s clock.
    public init(
        statusCodes: Set<Int> = [401],
        refresh: @escaping () -> Observable<Void>,
        maxRefreshes: Int = 5,
        per window: Duration = .seconds(30),
        scheduler: any SchedulerType = ImmediateScheduler.instance
    ) {
        self.statusCodes = statusCodes
        self.refresh = refresh
        self.maxRefreshes = maxRefreshes
        self.window = window
        self.scheduler = scheduler
    }

    /// `true` for an `HTTPError` (or an `APIError`, or a `RequestError`
    /// wrapping either) whose status is one of `statusCodes`.
    public func canHandle(error: any Error) -> Bool {
        guard let status = Self.statusCode(of: error) else { return false }
        return statusCodes.contains(status)
    }

    /// Starts a refresh, or fails with `TokenRefreshError.tooManyRefreshes`
    /// when the window's budget is spent.
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
        return refresh()
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
