import Handlers
import Stream
import Synchronization

/// Routing step 1, resuming: a failure a resumable handler accepts waits for
/// one run of that handler shared by every request it accepts, then the
/// request is made again (Docs/ErrorHandling.md, "Resuming: one repair,
/// shared"). A failure's way, in order:
///
/// 1. `RequestRun` (Pipeline/) takes a ticket here each time it makes the
///    request. On the request's first failure it asks its registry for the
///    first resumable handler that accepts the error
///    (`HandlerRegistry.resumableHandler(for:)`, Handlers/Routing/), and
///    hands the match to `resume(after:in:ticket:presentable:)`.
/// 2. Here the handler's `HandlerRuns` decides: join the run in flight;
///    answer at once as the latest run ended, when the request was made
///    before it ended (it carried the credential that run replaced); or
///    start a run, the handler's `handle` (`TokenRefreshHandler`: a bounded
///    refresh).
/// 3. When the run ends, every waiter is answered: an element to resume, or
///    the run's error. `RequestRun` then makes the request once more, or
///    routes the error (steps 2 to 5) and passes it on.
///
/// A run is subscribed here, not by the waiting requests: a waiting request
/// that is disposed leaves the run going for the others. A finished run lets
/// go of its waiters.
final class ResumableRuns: Sendable {
    static let shared = ResumableRuns()

    /// A request's place in time: taken when the request is (re)made.
    typealias Ticket = HandlerRuns.Ticket

    private struct State {
        var handlers: [ResumableHandlerKey: HandlerRuns] = [:]
        var lastWaiterID: UInt64 = 0
    }

    private let state = Locked(State())
    /// The latest ticket handed out. An atomic: every request takes one.
    private let lastTicket = Atomic<Ticket>(0)

    /// A new ticket, later than every ticket handed out before.
    func nextTicket() -> Ticket {
        lastTicket.add(1, ordering: .acquiringAndReleasing).newValue
    }

    /// How many handlers have state here (a run in flight, or a finished
    /// run to compare tickets with). Handlers that are gone are forgotten.
    var trackedHandlers: Int {
        state.withLock { state in
            Self.forgetReleasedHandlers(&state)
            return state.handlers.count
        }
    }

    /// How many requests wait for a run of any handler.
    var waitingRequests: Int {
        state.withLock { state in state.handlers.values.reduce(0) { $0 + $1.waiterCount } }
    }

    /// Emits once and completes when the request holding `ticket` may be
    /// made again, or fails with the error of the run that decided it
    /// cannot (see `HandlerRuns.requestFailed`).
    ///
    /// A run is started on the thread that subscribes, the request's observe
    /// scheduler, so the handler's `handle` runs there.
    func resume(
        after match: ResumableMatch, in registry: HandlerRegistry, ticket: Ticket, presentable: (any Presentable)?
    ) -> Observable<Void> {
        Observable.create { observer in
            let (key, anchor) = ResumableHandlerKey.of(match, in: registry)
            let (decision, waiterID) = self.state.withLock { state in
                Self.forgetReleasedHandlers(&state)
                state.lastWaiterID += 1
                let waiter = HandlerRuns.Waiter(id: state.lastWaiterID, observer: observer)
                let decision = state.handlers[key, default: HandlerRuns(anchor: anchor)]
                    .requestFailed(ticket: ticket, waiter: waiter, anchor: anchor)
                return (decision, waiter.id)
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
                return Disposables.create { self.removeWaiter(waiterID, key: key) }
            case .startRun:
                self.startRun(match, key: key, run: waiterID, presentable: presentable)
                return Disposables.create { self.removeWaiter(waiterID, key: key) }
            }
        }
    }

    private func startRun(
        _ match: ResumableMatch, key: ResumableHandlerKey, run: UInt64, presentable: (any Presentable)?
    ) {
        // Not tied to any waiter: the run ends itself on its first element,
        // its completion or its error, and the source keeps it alive until then.
        // `take(1)` completes right after the element; the run ends at the
        // element, and that completion finds it ended (`HandlerRuns.runEnded`).
        _ = match.handle(presentable: presentable).take(1).subscribe(
            onNext: { _ in self.runEnded(run, key: key, error: nil) },
            onError: { error in self.runEnded(run, key: key, error: error) },
            onCompleted: { self.runEnded(run, key: key, error: nil) })
    }

    /// Answers the waiters of run `run`, if it is still the run in flight.
    private func runEnded(_ run: UInt64, key: ResumableHandlerKey, error: (any Error)?) {
        let waiters: [HandlerRuns.Waiter] = state.withLock { state in
            state.handlers[key]?.runEnded(run, error: error, lastTicket: lastTicket.load(ordering: .acquiring)) ?? []
        }
        for waiter in waiters {
            if let error {
                waiter.observer.onError(error)
            } else {
                waiter.observer.onNext(())
                waiter.observer.onCompleted()
            }
        }
    }

    private func removeWaiter(_ id: UInt64, key: ResumableHandlerKey) {
        state.withLock { state in state.handlers[key]?.removeWaiter(id) }
    }

    /// Drops the state of handlers (or registries) that no longer exist;
    /// their identifiers may already name new ones. A handler with a run in
    /// flight is kept alive by it, so it is never dropped here.
    private static func forgetReleasedHandlers(_ state: inout State) {
        guard state.handlers.values.contains(where: { $0.anchor == nil }) else { return }
        state.handlers = state.handlers.filter { $0.value.anchor != nil }
    }
}
