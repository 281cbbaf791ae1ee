import Dispatch
import Synchronization

/// The part every dispatch-backed scheduler shares: running actions on one
/// queue now, after a delay, or periodically on a dispatch timer.
struct DispatchQueueDriver: Sendable {
    let queue: DispatchQueue

    /// Runs `action` on the queue as soon as possible.
    func schedule(_ action: @escaping () -> Void) -> any Disposable {
        let scheduled = ScheduledAction(action)
        queue.async { scheduled.run() }
        return scheduled
    }

    /// Runs `action` on the queue once `delay` has passed, on a one-shot
    /// dispatch timer. Cancelling releases the action and the timer at once.
    ///
    /// Not `asyncAfter`, which cannot be withdrawn: every cancelled call
    /// stays registered with dispatch until its deadline, and `timeout` and
    /// `debounce` schedule one per element (measured on Linux: 300k elements
    /// through `timeout(.seconds(3600))` then disposed held 139 MB for the
    /// hour; with the timer, 3 MB, for about 1 µs more per element).
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        let scheduled = ScheduledAction(action)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let disposable = ScheduledTimerDisposable(action: scheduled, timer: timer)
        // The handler holds the timer until it runs once or is cancelled;
        // dispatch releases the handler then.
        timer.setEventHandler { disposable.fire() }
        timer.schedule(deadline: .now() + delay.dispatchInterval)
        timer.resume()
        return disposable
    }

    /// Runs `action` on the queue after `dueTime`, then every `period`, on one
    /// dispatch timer: the deadlines do not drift with the time the action
    /// takes, and no tick allocates. Runs never overlap (a dispatch source
    /// serializes its handler, even on a concurrent queue).
    func schedulePeriodic(
        after dueTime: Duration, period: Duration, _ action: @escaping () -> Void
    ) -> any Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let ticks = PeriodicTicks(action)
        timer.setEventHandler { ticks.tick() }
        timer.schedule(deadline: .now() + dueTime.dispatchInterval, repeating: period.dispatchInterval)
        timer.resume()
        return DispatchTimerDisposable(timer: timer, ticks: ticks)
    }
}

/// The action of a periodic dispatch timer, until the timer is disposed.
///
/// Dropped at dispose, not when dispatch gets round to the cancellation on
/// the timer's queue (which a busy queue may delay for as long as it is
/// busy): the chain the action reaches, and what its closures captured, go
/// at once.
///
/// Ticks are ordered explicitly. Dispatch runs them one at a time, but on a
/// concurrent queue successive ticks may run on different threads, ordered
/// by dispatch in a way the thread sanitizer does not see: it then reports
/// every piece of state a tick touches (an operator's count, the user's
/// closure) as a race. Each tick acquires what the one before it released,
/// so everything a tick wrote is ordered before the next one, in the memory
/// model and to the sanitizer alike.
private final class PeriodicTicks: Sendable {
    private let action: DetachableReference<() -> Void>
    private let order = Atomic<Int>(0)

    init(_ action: @escaping () -> Void) {
        // Only the ticks call it, one at a time (see above).
        nonisolated(unsafe) let action = action
        self.action = DetachableReference(action)
    }

    func tick() {
        _ = order.load(ordering: .acquiring)
        guard let action = action.current else { return }
        action()
        order.add(1, ordering: .releasing)
    }

    func dispose() { action.detach() }
}

/// A one-shot action on a dispatch timer: runs it once, or cancels both.
// @unchecked: a dispatch source is thread-safe and `cancel()` idempotent; the action is a `ScheduledAction`.
struct ScheduledTimerDisposable: Disposable, @unchecked Sendable {
    let action: ScheduledAction
    let timer: any DispatchSourceTimer

    func fire() {
        action.run()
        timer.cancel()
    }

    func dispose() {
        action.dispose()
        timer.cancel()
    }
}

/// Cancels a dispatch timer and lets go of its action at once.
// @unchecked: a dispatch source is thread-safe; `cancel()` is idempotent.
private struct DispatchTimerDisposable: Disposable, @unchecked Sendable {
    let timer: any DispatchSourceTimer
    let ticks: PeriodicTicks

    func dispose() {
        timer.cancel()
        ticks.dispose()
    }
}

extension Duration {
    /// This duration as a dispatch interval: negative durations are zero, and
    /// anything beyond a century is a century (dispatch deadlines are 64-bit nanoseconds).
    var dispatchInterval: DispatchTimeInterval {
        let (seconds, attoseconds) = components
        if seconds < 0 || (seconds == 0 && attoseconds <= 0) { return .nanoseconds(0) }
        let century: Int64 = 100 * 365 * 24 * 3600
        if seconds >= century { return .seconds(Int(century)) }
        return .nanoseconds(Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }
}
