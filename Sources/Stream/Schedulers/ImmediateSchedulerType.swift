/// Runs work without a delay: RxSwift's base protocol of every scheduler.
///
/// Every `SchedulerType` is one (its `schedule(_:action:)` schedules
/// through `schedule(_:)`); generic code written against RxSwift's
/// `ImmediateSchedulerType` takes any scheduler of this package.
///
/// ```swift
/// struct Inline: ImmediateSchedulerType {
///     func schedule<S>(_ state: S, action: @escaping (S) -> any Disposable) -> any Disposable {
///         action(state)
///     }
/// }
/// ```
///
/// See <doc:OperatorsByExample#Your-own-types-on-the-protocols> for an example with its output.
public protocol ImmediateSchedulerType: Sendable {
    /// Runs `action` with `state` as soon as possible, and returns what
    /// cancels it: disposing the result before it ran cancels it; after, it
    /// disposes the disposable `action` returned.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable
}
