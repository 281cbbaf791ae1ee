import Foundation

/// Runs actions now or after a delay, on some thread or in virtual time.
///
/// Schedulers are `Sendable`: share one freely. Actions are plain closures
/// (not `@Sendable`), as in RxSwift; the scheduler decides where they run,
/// see Docs/Threading.md.
public protocol SchedulerType: Sendable {
    /// The scheduler's current time (virtual time for `TestScheduler`).
    var now: Date { get }

    /// Runs `action` as soon as possible. Disposing the result before it
    /// runs cancels it.
    @discardableResult
    func schedule(_ action: @escaping () -> Void) -> any Disposable

    /// Runs `action` after `delay`. Disposing the result before it runs cancels it.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable
}
