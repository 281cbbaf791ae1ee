import Foundation

/// Runs every action at once, on the calling thread, before `schedule`
/// returns. Useful to keep code synchronous, in tests and where a scheduler
/// parameter is required but no hop is wanted.
///
/// RxSwift's `ImmediateScheduler` cannot take a delay at all. This one must
/// (every scheduler takes delays here), and it keeps both of its promises,
/// "on the calling thread" and "after the delay": `schedule(after:_:)`
/// blocks the calling thread for the delay, then runs the action. Do not
/// pass it to time operators on a thread that must not block; in tests, use
/// `TestScheduler` to make time instant instead.
///
/// A periodic timer (`interval`, `timer(_:period:scheduler:)`) on it is a
/// programming error and stops the program with a message: its ticks would
/// all run inside `subscribe`, which would never return (no disposable
/// exists yet to stop it, not even for a `take(_:)` downstream).
public struct ImmediateScheduler: SchedulerType, PeriodicScheduling {
    /// The shared immediate scheduler.
    public static let instance = ImmediateScheduler()

    /// An immediate scheduler (they are all alike; prefer `instance`).
    public init() {}

    /// The wall-clock time.
    public var now: Date { Date() }

    /// Runs `action` now. The result has nothing left to cancel.
    @discardableResult
    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        action()
        return Disposables.create()
    }

    /// Blocks the calling thread for `delay`, then runs `action`.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        if delay > .zero {
            Thread.sleep(forTimeInterval: delay.timeInterval)
        }
        action()
        return Disposables.create()
    }

    func schedulePeriodic(after dueTime: Duration, period: Duration, _ action: @escaping () -> Void) -> any Disposable {
        preconditionFailure(
            "ImmediateScheduler cannot repeat an action: every tick would run inside subscribe, which would never return. "
                + "Use a dispatch scheduler, or TestScheduler in tests.")
    }
}

extension SchedulerType {
    /// Whether this is `ImmediateScheduler`, for code that skips the hop a
    /// scheduler would make. A comparison of types: `is ImmediateScheduler`
    /// on an existential is a dynamic cast, a few hundred instructions on
    /// every request that asks.
    package var isImmediate: Bool { Self.self == ImmediateScheduler.self }
}
