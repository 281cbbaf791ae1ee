/// Runs work without a delay: RxSwift's base protocol of every scheduler.
///
/// Every `SchedulerType` is one (its `schedule(_:action:)` schedules
/// through `schedule(_:)`); generic code written against RxSwift's
/// `ImmediateSchedulerType` takes any scheduler of this package.
public protocol ImmediateSchedulerType: Sendable {
    /// Runs `action` with `state` as soon as possible, and returns what
    /// cancels it: disposing the result before it ran cancels it; after, it
    /// disposes the disposable `action` returned.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable
}
