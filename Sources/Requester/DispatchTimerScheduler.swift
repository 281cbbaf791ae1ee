import Dispatch
import Foundation
import Stream
import Synchronization

/// The scheduler `RetryPolicy` waits on by default: a global dispatch queue,
/// wall-clock `now`.
///
/// Internal stand-in until Stream's dispatch schedulers land; a policy in
/// tests takes a `TestScheduler` instead.
struct DispatchTimerScheduler: SchedulerType {
    static let instance = DispatchTimerScheduler()

    var now: Date { Date() }

    func schedule(_ action: @escaping () -> Void) -> any Disposable {
        schedule(after: .zero, action)
    }

    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        // The slot lets a cancelled wait release the action (and what it
        // captured) at once, not when the queue drops the cancelled item.
        let slot = ActionSlot(action)
        let item = DispatchWorkItem { slot.take()?() }
        let (seconds, attoseconds) = delay.components
        let nanoseconds = max(seconds, 0) * 1_000_000_000 + max(attoseconds, 0) / 1_000_000_000
        DispatchQueue.global().asyncAfter(
            deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)), execute: item)
        return Disposables.create {
            item.cancel()
            _ = slot.take()
        }
    }
}

/// Holds a scheduled action until it runs or is cancelled, whichever is first.
private final class ActionSlot: Sendable {
    private let taken = Atomic<Bool>(false)
    // A plain closure by design (see Docs/Threading.md). Written once in init,
    // then read and cleared only by the single winner of `taken`.
    private nonisolated(unsafe) var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// The action, to the first caller only; later callers get nil.
    func take() -> (() -> Void)? {
        guard !taken.exchange(true, ordering: .acquiringAndReleasing) else { return nil }
        defer { action = nil }
        return action
    }
}
