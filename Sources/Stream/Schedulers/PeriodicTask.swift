import Synchronization

/// Repeats an action on any scheduler by scheduling the next run from inside
/// each run, `period` later.
///
/// In virtual time each run starts exactly `period` ticks after the previous
/// one, so there is no drift; memory stays constant, as only the next run is
/// ever pending.
final class PeriodicTask: Disposable {
    private struct State {
        var pending: (any Disposable)?
        var isDisposed = false
    }

    private let scheduler: any SchedulerType
    private let period: Duration
    // Called only from the runs, which never overlap: the next run is scheduled after this one ends.
    private nonisolated(unsafe) let action: () -> Void
    private let state = Locked(State())

    init(scheduler: any SchedulerType, period: Duration, action: @escaping () -> Void) {
        self.scheduler = scheduler
        self.period = period
        self.action = action
    }

    /// Schedules the first run.
    func start(after dueTime: Duration) {
        scheduleRun(after: dueTime)
    }

    private var isDisposed: Bool { state.withLock { $0.isDisposed } }

    private func run() {
        guard !isDisposed else { return }
        action()
        scheduleRun(after: period)
    }

    private func scheduleRun(after delay: Duration) {
        guard !isDisposed else { return }
        let next = scheduler.schedule(after: delay) { self.run() }
        // The previous pending run has already started (it is the caller), so
        // it is replaced, not disposed.
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
