import Synchronization

/// Repeats an action on any scheduler by scheduling the next run from inside
/// each run, `period` later.
///
/// In virtual time each run starts exactly `period` (rounded to whole ticks)
/// after the previous one, so there is no drift; memory stays constant, as
/// only the next run is ever pending.
final class PeriodicTask: Disposable {
    /// When a run schedules the next one, relative to calling the action.
    enum Order {
        /// After the action returns: runs cannot overlap on any scheduler
        /// (a concurrent one, or one that runs a due action synchronously).
        case actionFirst
        /// Before the action, as RxSwift's periodic scheduling does, so work
        /// the action schedules one period later comes after the next run.
        /// Only for schedulers that run one action at a time (virtual time).
        case nextRunFirst
    }

    private struct State {
        var pending: (any Disposable)?
        var isDisposed = false
    }

    private let scheduler: any SchedulerType
    private let period: Duration
    private let order: Order
    // Called only from the runs, which never overlap (see `Order`).
    private nonisolated(unsafe) let action: () -> Void
    private let state = Locked(State())

    init(scheduler: any SchedulerType, period: Duration, order: Order = .actionFirst, action: @escaping () -> Void) {
        self.scheduler = scheduler
        self.period = period
        self.order = order
        self.action = action
    }

    /// Schedules the first run.
    func start(after dueTime: Duration) {
        scheduleRun(after: dueTime)
    }

    private var isDisposed: Bool { state.withLock { $0.isDisposed } }

    private func run() {
        guard !isDisposed else { return }
        switch order {
        case .actionFirst:
            action()
            scheduleRun(after: period)
        case .nextRunFirst:
            scheduleRun(after: period)
            action()
        }
    }

    private func scheduleRun(after delay: Duration) {
        guard !isDisposed else { return }
        let next = scheduler.schedule(after: delay) { self.run() }
        // The previous pending run has already started (it is the caller), so
        // it is replaced, not disposed. A dispose from inside the action then
        // cancels this one.
        let rejected: (any Disposable)? = state.withLock { state in
            if state.isDisposed { return next }
            state.pending = next
            return nil
        }
        rejected?.dispose()
    }

    /// Cancels the pending run; no run starts afterwards.
    func dispose() {
        let pending: (any Disposable)? = state.withLock { state in
            state.isDisposed = true
            defer { state.pending = nil }
            return state.pending
        }
        pending?.dispose()
    }
}
