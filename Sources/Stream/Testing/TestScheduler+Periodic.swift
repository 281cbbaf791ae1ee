extension TestScheduler: PeriodicScheduling {
    /// Repeats `action` in virtual time: after `dueTime`, then every `period`
    /// rounded to whole ticks, a period shorter than half a tick counting as
    /// one tick. As in RxTest, each run schedules the next before calling
    /// `action`, so the next run comes before whatever `action` schedules
    /// for the same time.
    ///
    /// A period that rounds to no tick would repeat at one instant forever,
    /// and the clock could never move on (not even to the lifecycle's
    /// dispose at 1000): `interval(.milliseconds(300))` at the default
    /// one-second resolution ticks every second instead.
    func schedulePeriodic(after dueTime: Duration, period: Duration, _ action: @escaping () -> Void) -> any Disposable {
        let step = ticks(for: period) == 0 ? resolution : period
        let task = PeriodicTask(scheduler: self, period: step, order: .nextRunFirst, action: action)
        task.start(after: dueTime)
        return task
    }
}
