import Stream

/// One resumable handler's runs: the run in flight with the requests that
/// wait for it, and how the latest run ended. The decisions of routing
/// step 1 (resuming through one shared run) live here, as transitions that
/// change the state and say what to do; `ResumableRuns` holds the states
/// under its lock and carries the actions out (no lock is held while they
/// run).
///
/// A request's *ticket* orders it against runs: it is taken each time the
/// request is made, and a run that ends remembers the last ticket handed out
/// by then. A request whose ticket is not later than that was made before
/// the run ended: it carried the credential the run replaced.
struct HandlerRuns {
    typealias Ticket = UInt64

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
        /// Held while the run is in flight, so the anchor (and its
        /// identifier) cannot be reused before the run has answered its waiters.
        let anchor: AnyObject
        var waiters: [Waiter]
    }

    private struct Ended {
        /// Tickets up to this one were handed out before the run ended.
        let lastTicket: Ticket
        /// Why the run failed; `nil` when it succeeded.
        let error: (any Error)?
    }

    /// The object the handler's key names (see `ResumableHandlerKey`); once
    /// it is gone, this state is forgotten.
    private(set) weak var anchor: AnyObject?
    private var running: Run?
    private var latest: Ended?

    init(anchor: AnyObject) {
        self.anchor = anchor
    }

    /// How many requests wait for the run in flight.
    var waiterCount: Int { running?.waiters.count ?? 0 }

    /// A request holding `ticket` failed into the handler; `waiter` is how
    /// to answer it should it wait.
    ///
    /// A run in flight is joined whatever the ticket: it replaces the
    /// credential the latest run gave, which is the one that may just have
    /// been refused. With none in flight, a request made before the latest
    /// run ended is answered as that run was; any other starts a run.
    mutating func requestFailed(ticket: Ticket, waiter: Waiter, anchor: AnyObject) -> Decision {
        if running != nil {
            running?.waiters.append(waiter)
            return .join
        }
        if let latest, ticket <= latest.lastTicket {
            if let error = latest.error { return .failNow(error) }
            return .resumeNow
        }
        running = Run(id: waiter.id, anchor: anchor, waiters: [waiter])
        return .startRun
    }

    /// Run `id` ended, with `error` if it failed, once tickets up to
    /// `lastTicket` were handed out. Returns the waiters to answer: none when
    /// `id` is no longer the run in flight (a late second end).
    mutating func runEnded(_ id: UInt64, error: (any Error)?, lastTicket: Ticket) -> [Waiter] {
        guard let run = running, run.id == id else { return [] }
        running = nil
        latest = Ended(lastTicket: lastTicket, error: error)
        return run.waiters
    }

    /// A waiting request left (it was disposed): the run goes on for the others.
    mutating func removeWaiter(_ id: UInt64) {
        running?.waiters.removeAll { $0.id == id }
    }
}
