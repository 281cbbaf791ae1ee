import Dispatch
import Foundation
import Handlers
import Stream
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Resuming: the runs of one repair, shared by every request that fails
// into it (`ResumableRuns`, `HandlerRuns` deciding), and a credential's
// refresh gate over them (`RefreshGate`, held by `TokenRefreshHandler`
// and `Authenticator`).

/// The runs of one repair (routing step 1, resuming: a failure a resumable
/// handler accepts waits for one run shared by every request it accepts,
/// then the request is made again; Docs/ErrorHandling.md, "Resuming: one
/// repair, shared"): its `HandlerRuns` under a lock, and the actions they
/// decide. A failure's way, in order:
///
/// 1. A request notes the instant it is made (`RequestInstant`). On its
///    first failure that a repair accepts, it finds the repair's runs: a
///    `TokenRefreshHandler`'s or an `Authenticator`'s own (their
///    `RefreshGate`), or, for any other resumable handler, the runs its
///    registry keeps for it (`RegistryRuns`). It subscribes to
///    `resume(madeAt:start:)`.
/// 2. Here `HandlerRuns` decides: join the run in flight; answer at once as
///    the latest run ended, when the request was made before it ended (it
///    carried the credential that run replaced); or start a run, `start()`
///    (the handler's `handle`; a `RefreshGate`'s bounded refresh).
/// 3. When the run ends, every waiter is answered: an element to resume, or
///    the run's error. The request is then made once more, or the error
///    passed on (`RequestRun` routes it first).
///
/// A run is subscribed here, not by the waiting requests: a waiting request
/// that is disposed leaves the run going for the others. A finished run lets
/// go of its waiters. Nothing here is shared beyond the one repair: the
/// object lives as long as the handler, authenticator or registry holding it.
final class ResumableRuns: Sendable {
    private struct State {
        var runs = HandlerRuns()
        var lastWaiterID: UInt64 = 0
    }

    private let state = Locked(State())

    /// How many requests wait for the run in flight.
    var waitingRequests: Int {
        state.withLock { $0.runs.waiterCount }
    }

    /// Emits once and completes when the request made at `made` may be made
    /// again, or fails with the error of the run that decided it cannot (see
    /// `HandlerRuns.requestFailed`). `start` is called when a run must start.
    ///
    /// A run is started on the thread that subscribes (for a `Requester`, the
    /// request's observe scheduler), so `start` runs there.
    func resume(madeAt made: RequestInstant, start: @escaping () -> Observable<Void>) -> Observable<Void> {
        Observable.create { observer in
            let (decision, waiterID) = self.state.withLock { state in
                state.lastWaiterID += 1
                let waiter = HandlerRuns.Waiter(id: state.lastWaiterID, observer: observer)
                return (state.runs.requestFailed(madeAt: made, waiter: waiter), waiter.id)
            }
            switch decision {
            case .resumeNow:
                observer.onNext(())
                observer.onCompleted()
                return Disposables.create()
            case .failNow(let error):
                observer.onError(error)
                return Disposables.create()
            case .join:
                return Disposables.create { self.removeWaiter(waiterID) }
            case .startRun:
                self.startRun(start(), id: waiterID)
                return Disposables.create { self.removeWaiter(waiterID) }
            }
        }
    }

    private func startRun(_ run: Observable<Void>, id: UInt64) {
        // Not tied to any waiter: the run ends itself on its first element,
        // its completion or its error, and the source keeps it alive until then.
        // `take(1)` completes right after the element; the run ends at the
        // element, and that completion finds it ended (`HandlerRuns.runEnded`).
        _ = run.take(1).subscribe(
            onNext: { _ in self.runEnded(id, error: nil) },
            onError: { error in self.runEnded(id, error: error) },
            onCompleted: { self.runEnded(id, error: nil) })
    }

    /// Answers the waiters of run `id`, if it is still the run in flight.
    private func runEnded(_ id: UInt64, error: (any Error)?) {
        let waiters = state.withLock { state in state.runs.runEnded(id, error: error, at: .now) }
        for waiter in waiters {
            if let error {
                waiter.observer.onError(error)
            } else {
                waiter.observer.onNext(())
                waiter.observer.onCompleted()
            }
        }
    }

    private func removeWaiter(_ id: UInt64) {
        state.withLock { state in state.runs.removeWaiter(id) }
    }
}

/// One repair's runs: the run in flight with the requests that wait for it,
/// and how the latest run ended. The decisions of routing step 1 (resuming
/// through one shared run) live here, as transitions that change the state
/// and say what to do; `ResumableRuns` holds the state under its lock and
/// carries the actions out (no lock is held while they run).
///
/// Requests are ordered against runs by instants (`RequestInstant`): the
/// instant a request was made, and the instant the latest run ended. A
/// request made at or before that carried the credential the run replaced.
struct HandlerRuns {
    /// A request waiting for the run in flight.
    struct Waiter {
        let id: UInt64
        let observer: AnyObserver<Void>
    }

    /// What to do with a request that failed into the handler.
    enum Decision {
        /// Wait for the run in flight.
        case join
        /// Start a run, and wait for it.
        case startRun
        /// Resume now: the latest run succeeded after the request was made.
        case resumeNow
        /// Fail now with the latest run's error: it failed after the request was made.
        case failNow(any Error)
    }

    private struct Run {
        /// The run's id: the id of the waiter that started it. A run's late
        /// second end (its completion after its element) must not end a
        /// newer run that started in between.
        let id: UInt64
        var waiters: [Waiter]
    }

    private struct Ended {
        /// When the run ended: requests made up to then carried the old credential.
        let instant: RequestInstant
        /// Why the run failed; `nil` when it succeeded.
        let error: (any Error)?
    }

    private var running: Run?
    private var latest: Ended?

    /// How many requests wait for the run in flight.
    var waiterCount: Int { running?.waiters.count ?? 0 }

    /// A request made at `made` failed into the repair; `waiter` is how to
    /// answer it should it wait.
    ///
    /// A run in flight is joined whenever the request was made: it replaces the
    /// credential the latest run gave, which is the one that may just have
    /// been refused. With none in flight, a request made before the latest
    /// run ended is answered as that run was; any other starts a run.
    mutating func requestFailed(madeAt made: RequestInstant, waiter: Waiter) -> Decision {
        if running != nil {
            running?.waiters.append(waiter)
            return .join
        }
        if let latest, made <= latest.instant {
            if let error = latest.error { return .failNow(error) }
            return .resumeNow
        }
        running = Run(id: waiter.id, waiters: [waiter])
        return .startRun
    }

    /// Run `id` ended at `instant`, with `error` if it failed. Returns the
    /// waiters to answer: none when `id` is no longer the run in flight (a
    /// late second end).
    mutating func runEnded(_ id: UInt64, error: (any Error)?, at instant: RequestInstant) -> [Waiter] {
        guard let run = running, run.id == id else { return [] }
        running = nil
        latest = Ended(instant: instant, error: error)
        return run.waiters
    }

    /// A waiting request left (it was disposed): the run goes on for the others.
    mutating func removeWaiter(_ id: UInt64) {
        running?.waiters.removeAll { $0.id == id }
    }
}

/// When a request was made, on the system's monotonic clock: how a failure
/// is ordered against the runs of the repair it fails into (`HandlerRuns`).
///
/// A request made at or before the instant a run ended carried the
/// credential that run replaced. Taken each time a request is made
/// (`RequestRun`, `AuthenticatedAttempt`), before its adapters read the
/// credential; a run's end is taken once its repair has stored the new one.
/// A clock reading, not a counter: nothing is shared between requests to
/// order them.
struct RequestInstant: Comparable, Sendable {
    /// Nanoseconds since an arbitrary point (the system's boot).
    let uptimeNanoseconds: UInt64

    /// The instant now.
    static var now: RequestInstant {
        RequestInstant(uptimeNanoseconds: DispatchTime.now().uptimeNanoseconds)
    }

    static func < (lhs: RequestInstant, rhs: RequestInstant) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }
}

// MARK: - A credential's refresh gate over its runs

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
