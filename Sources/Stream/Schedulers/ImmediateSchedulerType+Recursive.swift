extension ImmediateSchedulerType {
    /// Schedules `action` with `state`, and again each time `action` calls
    /// its `recurse` argument (with the next state), on this scheduler: each
    /// call of `recurse` schedules one more run, so a loop never grows the
    /// stack on a scheduler that queues (the trampoline, a queue).
    ///
    /// Disposing the result cancels the runs not started yet, as far as the
    /// scheduler can (best effort, as in RxSwift) and releases `action`.
    ///
    /// ```swift
    /// _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { n, recurse in
    ///     print(n)  // 0, 1, 2
    ///     if n < 2 { recurse(n + 1) }
    /// }
    /// ```
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> any Disposable {
        let recursion = RecursiveScheduling(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}

/// The runs of one `scheduleRecursive`: the disposables of the runs not
/// started yet are kept in `pending`, so disposing cancels them.
private final class RecursiveScheduling<State>: Disposable {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    /// Where one scheduled run stands: scheduled (its disposable not yet in
    /// `pending`), kept in `pending` under a key, or started (out of `pending`).
    private enum Run {
        case scheduled
        case pending(CompositeDisposable.DisposeKey)
        case started
    }

    private let scheduler: any ImmediateSchedulerType
    private let pending = CompositeDisposable()
    /// Nil once disposed: the closure (and what it captures) is let go of.
    private let action: Locked<Action?>

    init(scheduler: any ImmediateSchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.action = Locked(action)
    }

    func schedule(_ state: State) {
        let run = Locked(Run.scheduled)
        let disposable = scheduler.schedule(state) { state in
            // A scheduler that runs the action at once gets here before its
            // disposable exists: `run` tells the code below not to keep it.
            let key = run.withLock { run -> CompositeDisposable.DisposeKey? in
                defer { run = .started }
                if case .pending(let key) = run { return key }
                return nil
            }
            if let key { self.pending.remove(for: key) }
            if let action = self.action.withLock({ $0 }), !self.pending.isDisposed {
                action(state) { self.schedule($0) }
            }
            return Disposables.create()
        }
        // Kept outside `run`'s lock: a disposed group disposes what it is given.
        guard let key = pending.insert(disposable) else { return }
        let isStarted = run.withLock { run -> Bool in
            guard case .scheduled = run else { return true }
            run = .pending(key)
            return false
        }
        if isStarted { pending.remove(for: key) }
    }

    func dispose() {
        pending.dispose()
        action.withLock { $0 = nil }
    }
}
