/// A scheduler that `observe(on:)` and `subscribe(on:)` run plain actions
/// on: a `SchedulerType`, called directly, or any other
/// `ImmediateSchedulerType` (`CurrentThreadScheduler`), called through
/// RxSwift's stateful `schedule(_:action:)`.
///
/// Kept apart so a `SchedulerType`, the common case, costs no wrapping
/// closure per action.
struct ActionScheduler: Sendable {
    private enum Kind {
        case timed(any SchedulerType)
        case immediate(any ImmediateSchedulerType)
    }

    private let kind: Kind

    init(_ scheduler: any SchedulerType) {
        kind = .timed(scheduler)
    }

    init(_ scheduler: any ImmediateSchedulerType) {
        if let timed = scheduler as? any SchedulerType {
            kind = .timed(timed)
        } else {
            kind = .immediate(scheduler)
        }
    }

    /// Runs `action` as soon as the scheduler allows; disposing the result
    /// before it ran cancels it.
    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> any Disposable {
        switch kind {
        case .timed(let scheduler):
            return scheduler.schedule(action)
        case .immediate(let scheduler):
            return scheduler.schedule(()) { _ in
                action()
                return Disposables.create()
            }
        }
    }
}
