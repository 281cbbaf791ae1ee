import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One credential's refresh, as `TokenRefreshHandler` and `Authenticator`
/// both run it: which failures call for it (`statusCodes`), its budget
/// (`maxRefreshes` per `window`), its timeout, and its runs, shared by every
/// request that fails into it (`ResumableRuns`). Each of the two holds one
/// gate, so every request that reaches that handler or authenticator,
/// through whichever registry, requester or client, shares its refreshes.
final class RefreshGate: Sendable {
    let statusCodes: Set<Int>
    let maxRefreshes: Int
    let window: Duration
    let refreshTimeout: Duration?
    /// The refresh's runs, shared by every request failing into this gate.
    let runs = ResumableRuns()

    // Never reassigned; called only to start a refresh.
    private nonisolated(unsafe) let refresh: () -> Observable<Void>
    private let scheduler: any SchedulerType
    private let refreshTimes = Locked<[Date]>([])

    /// A gate calling `refresh` at most `maxRefreshes` times per `window`,
    /// each refresh given at most `refreshTimeout` (`nil`: no limit), timed
    /// on `scheduler`.
    init(
        statusCodes: Set<Int>, refresh: @escaping () -> Observable<Void>, maxRefreshes: Int, window: Duration,
        refreshTimeout: Duration?, scheduler: any SchedulerType
    ) {
        self.statusCodes = statusCodes
        self.refresh = refresh
        self.maxRefreshes = maxRefreshes
        self.window = window
        self.refreshTimeout = refreshTimeout
        self.scheduler = scheduler
    }

    /// Whether `error` calls for a refresh: an `HTTPError` (or an
    /// `APIError`, or a `RequestError` wrapping either) whose status is one
    /// of `statusCodes`.
    func accepts(_ error: any Error) -> Bool {
        guard let status = Self.statusCode(of: error) else { return false }
        return statusCodes.contains(status)
    }

    /// Emits once and completes when a request made at `made`, which failed
    /// as `accepts` says, may be made again; or fails with the refresh's
    /// error (see `ResumableRuns.resume(madeAt:start:)`).
    func resume(madeAt made: RequestInstant) -> Observable<Void> {
        runs.resume(madeAt: made) { [self] in boundedRefresh() }
    }

    /// One refresh: `refresh()`, or `TokenRefreshError.tooManyRefreshes`
    /// when the window's budget is spent. It fails with
    /// `.transport(URLError(.timedOut))` once it outlives `refreshTimeout`.
    func boundedRefresh() -> Observable<Void> {
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
        RequestLimits.timedOut("The token refresh did not finish within its refreshTimeout (\(timeout))")
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
