import Dispatch
import Foundation

/// Runs actions one at a time, in order, on a serial dispatch queue.
///
/// `init(queue:)` accepts any queue, even a concurrent one: actions go
/// through a private serial queue that targets it, so they never overlap and
/// still run "on" that queue (`DispatchQueue.getSpecific` and
/// `dispatchPrecondition(condition: .onQueue(queue))` see it).
public final class SerialDispatchQueueScheduler: SchedulerType, PeriodicScheduling {
    private let driver: DispatchQueueDriver

    /// A scheduler running actions serially on `queue`.
    public init(queue: DispatchQueue, internalSerialQueueName: String = "Stream.SerialDispatchQueueScheduler") {
        driver = DispatchQueueDriver(queue: DispatchQueue(label: internalSerialQueueName, target: queue))
    }

    /// A scheduler on a new serial queue with quality of service `qos`.
    public init(qos: DispatchQoS, internalSerialQueueName: String = "Stream.SerialDispatchQueueScheduler") {
        driver = DispatchQueueDriver(queue: DispatchQueue(label: internalSerialQueueName, qos: qos))
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`.
    public convenience init(internalSerialQueueName: String) {
        self.init(qos: .default, internalSerialQueueName: internalSerialQueueName)
    }

    /// The wall-clock time.
    public var now: Date { Date() }

    /// Enqueues `action` on the serial queue.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        driver.schedule(action)
    }

    /// Enqueues `action` on the serial queue once `delay` has passed.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        driver.schedule(after: delay, action)
    }

    func schedulePeriodic(after dueTime: Duration, period: Duration, _ action: @escaping () -> Void) -> any Disposable {
        driver.schedulePeriodic(after: dueTime, period: period, action)
    }
}
