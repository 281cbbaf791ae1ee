import Stream

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
