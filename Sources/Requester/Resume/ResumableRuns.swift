import Handlers
import Stream
import Synchronization

/// Shares one run of each resumable handler among every request that fails
/// into it while the run is in flight, and remembers when each handler's
/// latest successful run finished, so that a request created before then
/// (it carried a stale credential) resumes at once without a new run.
///
/// A run is subscribed here, not by the waiting requests: a waiting request
/// that is disposed leaves the run going for the others. A finished run lets
/// go of its waiters.
final class ResumableRuns: Sendable {
    static let shared = ResumableRuns()

    /// A request's place in time: taken when the request is (re)subscribed.
    typealias Ticket = UInt64

    /// Which handler a failure went to, as far as sharing runs goes.
    ///
    /// - A class handler is its instance, whichever registry it sits in: one
    ///   `TokenRefreshHandler` shared by two registries runs one refresh.
    /// - A value-type handler has no identity, so it is its type at its
    ///   position in one registry's `resumableHandlers`: requests of two
    ///   registries (two features, two tests running in parallel) never share
    ///   a run, nor do two values of one type at different positions.
    struct HandlerKey: Hashable {
        private enum Kind: Hashable {
            case instance(ObjectIdentifier)
            case value(registry: ObjectIdentifier, type: ObjectIdentifier, position: Int)
        }

        private let kind: Kind

        /// The key of `match`'s handler in `registry`, and the object the key's
        /// identifiers belong to (the handler instance, or the registry). An
        /// `ObjectIdentifier` can be reused by a later object once this one is
        /// gone, so state under the key is only trusted while the anchor lives.
        static func of(_ match: ResumableMatch, in registry: HandlerRegistry) -> (key: HandlerKey, anchor: AnyObject) {
            if type(of: match.handler) is AnyClass {
                let instance = match.handler as AnyObject
                return (HandlerKey(kind: .instance(ObjectIdentifier(instance))), instance)
            }
            let kind = Kind.value(
                registry: ObjectIdentifier(registry), type: ObjectIdentifier(type(of: match.handler)),
                position: match.index)
            return (HandlerKey(kind: kind), registry)
        }
    }

    private struct Waiter {
        let id: UInt64
        let observer: AnyObserver<Void>
    }

    private struct HandlerState {
        weak var anchor: AnyObject?
        // Held while a run is in flight, so the anchor (and its identifier)
        // cannot be reused before the run has answered its waiters.
        var runningAnchor: AnyObject?
        var waiters: [Waiter]?  // non-nil while a run is in flight
        // The run in flight (the id of the waiter that started it): a run's
        // late second end (completion after its element) must not end a
        // newer run that started in between.
        var runningRun: UInt64?
        var lastSuccess: Ticket = 0  // tickets up to this one predate the latest successful run
    }

    private struct State {
        var handlers: [HandlerKey: HandlerState] = [:]
        var lastWaiterID: UInt64 = 0
    }

    private let state = Locked(State())
    /// The latest ticket handed out. An atomic: every request takes one.
    private let lastTicket = Atomic<Ticket>(0)

    /// A new ticket, later than every ticket handed out before.
    func nextTicket() -> Ticket {
        lastTicket.add(1, ordering: .acquiringAndReleasing).newValue
    }

    /// How many handlers have state here (a run in flight, or a successful
    /// run to compare tickets with). Handlers that are gone are forgotten.
    var trackedHandlers: Int {
        state.withLock { state in
            Self.forgetReleasedHandlers(&state)
            return state.handlers.count
        }
    }

    /// How many requests wait for a run of any handler.
    var waitingRequests: Int {
        state.withLock { state in state.handlers.values.reduce(0) { $0 + ($1.waiters?.count ?? 0) } }
    }

    /// Emits once and completes when the request holding `ticket` may be
    /// re-created: when the run of `match`'s handler in flight emits or
    /// completes; with none in flight, at once if a run succeeded after the
    /// ticket was taken, else when a run started here does. Fails with the
    /// run's error.
    ///
    /// A run is started on the thread that subscribes, the request's observe
    /// scheduler, so the handler's `handle` runs there.
    func resume(
        after match: ResumableMatch, in registry: HandlerRegistry, ticket: Ticket, presentable: (any Presentable)?
    ) -> Observable<Void> {
        Observable.create { observer in
            let (key, anchor) = HandlerKey.of(match, in: registry)
            enum Decision { case resumeNow, wait(UInt64), startRun(UInt64) }
            let decision: Decision = self.state.withLock { state in
                Self.forgetReleasedHandlers(&state)
                var handler = state.handlers[key] ?? HandlerState(anchor: anchor)
                defer { state.handlers[key] = handler }
                // A run in flight is joined whatever the ticket: it replaces
                // the credential the latest successful run gave, which is the
                // one that may just have been refused.
                if handler.waiters == nil, ticket <= handler.lastSuccess { return .resumeNow }
                state.lastWaiterID += 1
                let id = state.lastWaiterID
                let waiter = Waiter(id: id, observer: observer)
                if handler.waiters != nil {
                    handler.waiters?.append(waiter)
                    return .wait(id)
                }
                handler.waiters = [waiter]
                handler.runningAnchor = anchor
                handler.runningRun = id
                return .startRun(id)
            }
            switch decision {
            case .resumeNow:
                observer.onNext(())
                observer.onCompleted()
                return Disposables.create()
            case .wait(let id):
                return Disposables.create { self.removeWaiter(id, key: key) }
            case .startRun(let id):
                self.startRun(match, key: key, run: id, presentable: presentable)
                return Disposables.create { self.removeWaiter(id, key: key) }
            }
        }
    }

    private func startRun(_ match: ResumableMatch, key: HandlerKey, run: UInt64, presentable: (any Presentable)?) {
        // Not tied to any waiter: the run ends itself on its first element,
        // its completion or its error, and the source keeps it alive until then.
        // `take(1)` completes right after the element; the run ends at the
        // element, and that completion finds it ended (`finishRun` checks `run`).
        _ = match.handle(presentable: presentable).take(1).subscribe(
            onNext: { _ in self.finishRun(key: key, run: run, with: nil) },
            onError: { error in self.finishRun(key: key, run: run, with: error) },
            onCompleted: { self.finishRun(key: key, run: run, with: nil) })
    }

    /// Answers the waiters of run `run`, if it is still the run in flight.
    private func finishRun(key: HandlerKey, run: UInt64, with error: (any Error)?) {
        let waiters: [Waiter] = state.withLock { state in
            guard var handler = state.handlers[key], handler.runningRun == run else { return [] }
            let waiters = handler.waiters ?? []
            handler.waiters = nil
            handler.runningAnchor = nil
            handler.runningRun = nil
            if error == nil { handler.lastSuccess = lastTicket.load(ordering: .acquiring) }
            state.handlers[key] = handler
            return waiters
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

    private func removeWaiter(_ id: UInt64, key: HandlerKey) {
        state.withLock { state in
            state.handlers[key]?.waiters?.removeAll { $0.id == id }
        }
    }

    /// Drops the state of handlers (or registries) that no longer exist;
    /// their identifiers may already name new ones. A handler with a run in
    /// flight is kept alive by it, so it is never dropped here.
    private static func forgetReleasedHandlers(_ state: inout State) {
        guard state.handlers.values.contains(where: { $0.anchor == nil }) else { return }
        state.handlers = state.handlers.filter { $0.value.anchor != nil }
    }
}
