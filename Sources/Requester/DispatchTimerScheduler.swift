import Dispatch
import Foundation
import Stream

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
        // The action is a plain closure by design (see Docs/Threading.md); the
        // work item only hands it to one queue thread.
        nonisolated(unsafe) let action = action
        let item = DispatchWorkItem { action() }
        let (seconds, attoseconds) = delay.components
        let nanoseconds = max(seconds, 0) * 1_000_000_000 + max(attoseconds, 0) / 1_000_000_000
        DispatchQueue.global().asyncAfter(
            deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)), execute: item)
        return Disposables.create { item.cancel() }
    }
}
