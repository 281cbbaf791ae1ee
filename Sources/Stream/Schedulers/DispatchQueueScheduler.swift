import Dispatch
import Foundation

/// Runs actions on a dispatch queue: the one scheduler behind
/// `SerialDispatchQueueScheduler` and `ConcurrentDispatchQueueScheduler`,
/// which differ only in the queue they are made with (`Kind`).
public final class DispatchQueueScheduler<Kind: DispatchQueueKind>: SchedulerType, PeriodicScheduling {
    private let driver: DispatchQueueDriver

    init(running queue: DispatchQueue) {
        driver = DispatchQueueDriver(queue: queue)
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

/// How a `DispatchQueueScheduler` runs its actions: `SerialQueue` or `ConcurrentQueue`.
public protocol DispatchQueueKind: Sendable {}

/// Actions run one at a time, in order.
public enum SerialQueue: DispatchQueueKind {}

/// Separate actions may run at the same time on different threads.
public enum ConcurrentQueue: DispatchQueueKind {}

/// Runs actions one at a time, in order, on a serial dispatch queue.
///
/// `init(queue:)` accepts any queue, even a concurrent one: actions go
/// through a private serial queue that targets it, so they never overlap and
/// still run "on" that queue (`DispatchQueue.getSpecific` and
/// `dispatchPrecondition(condition: .onQueue(queue))` see it).
public typealias SerialDispatchQueueScheduler = DispatchQueueScheduler<SerialQueue>

/// Runs actions on a concurrent dispatch queue (a global queue by default):
/// separate actions may run at the same time on different threads.
///
/// Operators that deliver events through a scheduler (`observeOn`, `delay`,
/// `timer`...) still deliver one event at a time: they never have two
/// actions of the same subscription in flight.
public typealias ConcurrentDispatchQueueScheduler = DispatchQueueScheduler<ConcurrentQueue>

extension DispatchQueueScheduler where Kind == SerialQueue {
    /// A scheduler running actions serially on `queue`.
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String = "Stream.SerialDispatchQueueScheduler") {
        self.init(running: DispatchQueue(label: internalSerialQueueName, target: queue))
    }

    /// A scheduler on a new serial queue with quality of service `qos`.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "Stream.SerialDispatchQueueScheduler") {
        self.init(running: DispatchQueue(label: internalSerialQueueName, qos: qos))
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`.
    public convenience init(internalSerialQueueName: String) {
        self.init(qos: .default, internalSerialQueueName: internalSerialQueueName)
    }
}

extension DispatchQueueScheduler where Kind == ConcurrentQueue {
    /// A scheduler on `queue`.
    public convenience init(queue: DispatchQueue) {
        self.init(running: queue)
    }

    /// A scheduler on the global queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS) {
        self.init(running: .global(qos: qos.qosClass))
    }
}
