/// A scheduler that repeats an action natively (the dispatch schedulers use a
/// dispatch timer). Other schedulers, `TestScheduler` included, get a
/// `PeriodicTask` that reschedules itself after each run.
protocol PeriodicScheduling: SchedulerType {
    /// Runs `action` after `dueTime`, then every `period`, until disposed.
    func schedulePeriodic(after dueTime: Duration, period: Duration, _ action: @escaping () -> Void) -> any Disposable
}

extension SchedulerType {
    /// Runs `action` after `dueTime`, then every `period`, until the result is
    /// disposed; runs never overlap.
    ///
    /// The disposable is handed to `register` before the first run can
    /// happen, so disposing it from inside `action` works even on a scheduler
    /// that runs actions synchronously (`ImmediateScheduler`).
    func schedulePeriodic(
        after dueTime: Duration, period: Duration,
        register: (any Disposable) -> Void, _ action: @escaping () -> Void
    ) {
        if let native = self as? any PeriodicScheduling {
            register(native.schedulePeriodic(after: dueTime, period: period, action))
        } else {
            let task = PeriodicTask(scheduler: self, period: period, action: action)
            register(task)
            task.start(after: dueTime)
        }
    }
}
