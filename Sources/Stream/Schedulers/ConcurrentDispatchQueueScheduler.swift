import Dispatch
import Foundation

/// Runs actions on a concurrent dispatch queue (a global queue by default):
/// separate actions may run at the same time on different threads.
///
/// Operators that deliver events through a scheduler (`observeOn`, `delay`,
/// `timer`...) still deliver one event at a time: they never have two
/// actions of the same subscription in flight.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, PeriodicScheduling {
    private let driver: DispatchQueueDriver

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue) {
        driver = DispatchQueueDriver(queue: queue)
    }

    /// A scheduler on the global queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS) {
        self.init(queue: .global(qos: qos.qosClass))
    }

    /// The wall-clock time.
    public var now: Date { Date() }

    /// Submits `action` to the queue.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        driver.schedule(action)
    }

    /// Submits `action` to the queue once `delay` has passed.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        driver.schedule(after: delay, action)
    }

    func schedulePeriodic(after dueTime: Duration, period: Duration, _ action: @escaping () -> Void) -> any Disposable {
        driver.schedulePeriodic(after: dueTime, period: period, action)
    }
}
