import Synchronization

/// One scheduled action: it runs at most once, and disposing it before it
/// runs cancels it and releases the closure (and what the closure captured)
/// at once, even when the scheduler keeps a reference to the action until its
/// deadline.
///
/// Every scheduler hands this out as the disposable of `schedule`, so a
/// scheduled action costs one object besides the scheduler's own bookkeeping.
// @unchecked: `action` is read and cleared only by the single winner of `finished`.
class ScheduledAction: Disposable, @unchecked Sendable {
    private let finished = Atomic<Bool>(false)
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// `true` once the action ran or was cancelled.
    final var isFinished: Bool { finished.load(ordering: .acquiring) }

    /// Runs the action unless it already ran or was cancelled.
    final func run() {
        guard !finished.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action
        self.action = nil
        action?()
    }

    /// Cancels the action if it has not run yet.
    final func dispose() {
        guard !finished.exchange(true, ordering: .acquiringAndReleasing) else { return }
        action = nil
    }
}
