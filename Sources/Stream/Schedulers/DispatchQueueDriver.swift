import Dispatch

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

    /// Runs `action` on the queue once `delay` has passed. Cancelling releases
    /// the action at once; dispatch only keeps the emptied `ScheduledAction`
    /// until the deadline.
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        let scheduled = ScheduledAction(action)
        queue.asyncAfter(deadline: .now() + delay.dispatchInterval) { scheduled.run() }
        return scheduled
    }

    /// Runs `action` on the queue after `dueTime`, then every `period`, on one
    /// dispatch timer: the deadlines do not drift with the time the action
    /// takes, and no tick allocates. Runs never overlap (a dispatch source
    /// serializes its handler, even on a concurrent queue).
    func schedulePeriodic(
        after dueTime: Duration, period: Duration, _ action: @escaping () -> Void
    ) -> any Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        // Handed to the timer's @Sendable handler; the handler never runs concurrently with itself.
        nonisolated(unsafe) let action = action
        timer.setEventHandler { action() }
        timer.schedule(deadline: .now() + dueTime.dispatchInterval, repeating: period.dispatchInterval)
        timer.resume()
        return DispatchTimerDisposable(timer: timer)
    }
}

/// Cancels a dispatch timer; dispatch then releases its handler.
// @unchecked: a dispatch source is thread-safe; `cancel()` is idempotent.
private struct DispatchTimerDisposable: Disposable, @unchecked Sendable {
    let timer: any DispatchSourceTimer

    func dispose() { timer.cancel() }
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
