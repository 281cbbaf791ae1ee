/// Disposes its disposable on a scheduler: for a resource that must be
/// released on a given thread or queue, whoever disposes it.
///
/// ```swift
/// let view = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: binding)
/// view.dispose()  // `binding` is disposed from the main queue
/// ```
public final class ScheduledDisposable: Cancelable {
    /// Where the disposal runs.
    public let scheduler: any ImmediateSchedulerType
    private let disposable: Locked<(any Disposable)?>

    /// Holds `disposable`, to dispose it on `scheduler`.
    public init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
        self.scheduler = scheduler
        self.disposable = Locked(disposable)
    }

    /// `true` once the disposable was disposed (on the scheduler).
    public var isDisposed: Bool { disposable.withLock { $0 == nil } }

    /// Schedules the disposal on `scheduler`; it runs once.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            let held = scheduled.disposable.withLock { held -> (any Disposable)? in
                defer { held = nil }
                return held
            }
            held?.dispose()
            return Disposables.create()
        }
    }
}
