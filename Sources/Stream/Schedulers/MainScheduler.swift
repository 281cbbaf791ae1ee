import Dispatch
import Foundation
import Synchronization

/// Runs actions on the main dispatch queue; the scheduler for UI work and
/// for `observeOn` before touching views.
///
/// As in RxSwift, `schedule(_:)` called on the main queue while none of its
/// actions is waiting in the queue runs the action at once, synchronously,
/// instead of waiting for the next turn of the main queue: there an
/// `observeOn(MainScheduler.instance)` adds no delay, and the order of
/// actions is kept (once one is queued, the following ones queue behind it).
/// `asyncInstance` always enqueues.
///
/// The count of waiting actions belongs to each instance: an action of one
/// `MainScheduler()` scheduled from inside another instance's running action
/// runs at once, where the same instance would queue it behind the outer
/// one. `SharingScheduler.make()` gives each `Driver` and `Signal` its own
/// instance for that reason, as RxCocoa does.
///
/// Delayed actions always go through the queue.
///
/// The main queue only runs what is submitted to it while something drains
/// it: the app's run loop on Apple platforms; on Linux an executable must call
/// `dispatchMain()` or run `RunLoop.main` (an `async` `main` drains it too),
/// or actions sent from other threads wait forever. After `dispatchMain()`
/// (and so under an `async` `main`, Swift Testing's included) Linux runs the
/// main queue on a worker thread: "main" here means the main queue (where
/// `@MainActor` code runs), which is not always `Thread.isMainThread`.
public final class MainScheduler: SchedulerType, PeriodicScheduling {
    /// The shared main-thread scheduler.
    public static let instance = MainScheduler()

    /// A main-queue scheduler that always enqueues, even when called on the
    /// main thread (the action then runs on a later turn of the queue).
    public static let asyncInstance = SerialDispatchQueueScheduler(
        queue: .main, internalSerialQueueName: "Stream.MainScheduler.async")

    private let driver = DispatchQueueDriver(queue: .main)
    /// Actions submitted to the queue that have not finished yet.
    private let enqueued = Atomic<Int>(0)

    /// A main-queue scheduler with its own count of waiting actions; prefer
    /// `instance` unless actions of this scheduler must not wait behind
    /// those of another one (RxSwift's `MainScheduler()`).
    public init() {
        _ = MainQueueTag.installed
    }

    /// `true` when the caller runs on the main queue.
    var isOnMainQueue: Bool { MainQueueTag.isCurrent }

    /// The wall-clock time.
    public var now: Date { Date() }

    /// Runs `action` at once when called on the main queue with nothing of
    /// this scheduler queued; otherwise enqueues it on the main queue.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        let queuedBefore = enqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if queuedBefore == 0 && isOnMainQueue {
            action()
            enqueued.subtract(1, ordering: .acquiringAndReleasing)
            return Disposables.create()
        }
        // The count drops when the block has run, whether the action ran or was cancelled.
        let scheduled = ScheduledAction(action)
        DispatchQueue.main.async {
            scheduled.run()
            self.enqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
        return scheduled
    }

    /// Enqueues `action` on the main queue once `delay` has passed.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        driver.schedule(after: delay, action)
    }

    func schedulePeriodic(after dueTime: Duration, period: Duration, _ action: @escaping () -> Void) -> any Disposable {
        driver.schedulePeriodic(after: dueTime, period: period, action)
    }
}

/// Tags the main queue once for every `MainScheduler`, so code can ask
/// whether it runs on it without a key per instance.
private enum MainQueueTag {
    static let key = DispatchSpecificKey<Bool>()

    /// Installs the tag on first use.
    static let installed: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
