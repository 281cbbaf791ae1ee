import Dispatch
import Foundation

/// Runs actions on the main queue, at once when called there: RxSwift's
/// scheduler for `subscribeOn` to the main thread.
///
/// `schedule(_:)` called on the main queue runs the action synchronously,
/// whatever is waiting in the queue and even from inside another of its
/// actions; called elsewhere, it enqueues the action on the main queue.
/// `MainScheduler` instead queues behind its own waiting actions, which keeps
/// their order: prefer it for `observeOn`, as RxSwift advises. Delayed and
/// periodic actions go through `MainScheduler.instance`.
///
/// ```swift
/// Observable.just("view model")
///     .subscribe(on: ConcurrentMainScheduler.instance)  // subscribed on the main queue
///     .subscribe(onNext: { print($0) })
/// ```
///
/// As for `MainScheduler`, "main" is the main queue, where `@MainActor` code
/// runs, and something must drain it (see `MainScheduler`).
public final class ConcurrentMainScheduler: SchedulerType, PeriodicScheduling {
    /// The shared instance, backed by `MainScheduler.instance`.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    private let mainScheduler: MainScheduler
    private let mainQueue = DispatchQueueDriver(queue: .main)

    // Private as in RxSwift: `instance` is the only one.
    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The main scheduler's time: the wall clock.
    public var now: Date { mainScheduler.now }

    /// Runs `action` at once when called on the main queue; otherwise
    /// enqueues it there (disposing the result before it ran cancels it).
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        guard mainScheduler.isOnMainQueue else { return mainQueue.schedule(action) }
        action()
        return Disposables.create()
    }

    /// Enqueues `action` on the main queue once `delay` has passed, through
    /// `MainScheduler.instance`.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        mainScheduler.schedule(after: delay, action)
    }

    func schedulePeriodic(after dueTime: Duration, period: Duration, _ action: @escaping () -> Void) -> any Disposable {
        mainScheduler.schedulePeriodic(after: dueTime, period: period, action)
    }
}
