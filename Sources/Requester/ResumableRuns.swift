import Handlers
import Stream

/// Shares one run of each resumable handler among every request that fails
/// into it while the run is in flight, and remembers when each handler's
/// latest successful run finished, so that a request created before then
/// (it carried a stale credential) resumes at once without a new run.
///
/// A run is subscribed here, not by the waiting requests: a waiting request
/// that is disposed leaves the run going for the others.
final class ResumableRuns: Sendable {
    static let shared = ResumableRuns()

    /// A request's place in time: taken when the request is (re)subscribed.
    typealias Ticket = UInt64

    private struct Waiter {
        let id: UInt64
        let observer: AnyObserver<Void>
    }

    private struct HandlerState {
        var waiters: [Waiter]?  // non-nil while a run is in flight
        var lastSuccess: Ticket = 0  // tickets up to this one predate the latest successful run
    }

    private struct State {
        var handlers: [ObjectIdentifier: HandlerState] = [:]
        var lastTicket: Ticket = 0
        var lastWaiterID: UInt64 = 0
    }

    private let state = Locked(State())

    /// A new ticket, later than every ticket handed out before.
    func nextTicket() -> Ticket {
        state.withLock { state in
            state.lastTicket += 1
            return state.lastTicket
        }
    }

    /// Emits once and completes when the request holding `ticket` may be
    /// re-created: at once if a run of `match`'s handler succeeded after the
    /// ticket was taken, else when the run in flight (started here if there is
    /// none) emits or completes. Fails with the run's error.
    func resume(after match: ResumableMatch, ticket: Ticket, presentable: (any Presentable)?) -> Observable<Void> {
        let key = Self.key(for: match.handler)
        return Observable.create { observer in
            enum Decision { case resumeNow, wait(UInt64), startRun(UInt64) }
            let decision: Decision = self.state.withLock { state in
                var handler = state.handlers[key, default: HandlerState()]
                defer { state.handlers[key] = handler }
                if ticket <= handler.lastSuccess { return .resumeNow }
                state.lastWaiterID += 1
                let id = state.lastWaiterID
                let waiter = Waiter(id: id, observer: observer)
                if handler.waiters != nil {
                    handler.waiters?.append(waiter)
                    return .wait(id)
                }
                handler.waiters = [waiter]
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
                self.startRun(match, key: key, presentable: presentable)
                return Disposables.create { self.removeWaiter(id, key: key) }
            }
        }
    }

    private func startRun(_ match: ResumableMatch, key: ObjectIdentifier, presentable: (any Presentable)?) {
        // Not tied to any waiter: the run ends itself on its first element,
        // its completion or its error, and the source keeps it alive until then.
        _ = match.handle(presentable: presentable).take(1).subscribe(
            onNext: { _ in self.finishRun(key: key, with: nil) },
            onError: { error in self.finishRun(key: key, with: error) },
            onCompleted: { self.finishRun(key: key, with: nil) })
    }

    private func finishRun(key: ObjectIdentifier, with error: (any Error)?) {
        let waiters: [Waiter] = state.withLock { state in
            var handler = state.handlers[key, default: HandlerState()]
            let waiters = handler.waiters ?? []
            handler.waiters = nil
            if error == nil { handler.lastSuccess = state.lastTicket }
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

    private func removeWaiter(_ id: UInt64, key: ObjectIdentifier) {
        state.withLock { state in
            state.handlers[key]?.waiters?.removeAll { $0.id == id }
        }
    }

    /// A class handler is identified by its instance; a value-type handler by
    /// its type, so all values of one handler type share runs.
    private static func key(for handler: any ResumableHandler) -> ObjectIdentifier {
        if type(of: handler) is AnyClass {
            return ObjectIdentifier(handler as AnyObject)
        }
        return ObjectIdentifier(type(of: handler))
    }
}
