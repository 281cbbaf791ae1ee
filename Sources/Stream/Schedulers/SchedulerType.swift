import Foundation

/// Runs actions now or after a delay, on some thread or in virtual time.
///
/// Schedulers are `Sendable`: share one freely. Actions are plain closures
/// (not `@Sendable`), as in RxSwift; the scheduler decides where they run,
/// see Docs/Threading.md.
///
/// RxSwift's forms are here too: `schedule(_:action:)` (from
/// `ImmediateSchedulerType`), `scheduleRelative(_:dueTime:action:)` and
/// `schedulePeriodic(_:startAfter:period:action:)` take a state and an
/// `RxTimeInterval`; each runs through the two requirements below.
///
/// ```swift
/// func later<S: SchedulerType>(on scheduler: S) -> Observable<String> {
///     Observable.just("later").delay(.seconds(3), scheduler: scheduler)
/// }
/// ```
///
/// See <doc:OperatorsByExample#Your-own-types-on-the-protocols> for an example with its output.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time (virtual time for `TestScheduler`).
    var now: RxTime { get }

    /// Runs `action` as soon as possible. Disposing the result before it
    /// runs cancels it.
    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> any Disposable

    /// Runs `action` after `delay`. Disposing the result before it runs cancels it.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable

    /// Runs `action` with `state` after `dueTime` (RxSwift's form; the
    /// default schedules through `schedule(after:_:)`).
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
    ) -> any Disposable

    /// Runs `action` after `startAfter`, then every `period`, threading the
    /// state through the runs (RxSwift's form; the default repeats through
    /// the scheduler's own periodic timer, or reschedules itself).
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable
}
