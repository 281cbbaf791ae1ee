import Stream

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
