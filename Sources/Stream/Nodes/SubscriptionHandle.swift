import Synchronization

/// What `subscribe` returns. Disposing it disposes the subscription and lets
/// go of the subscriber, so everything the subscriber's closures captured is
/// released even while the caller keeps the handle (in a `DisposeBag` owned by
/// the very object those closures capture, say).
final class SubscriptionHandle: Disposable {
    private let disposed = Atomic<Bool>(false)
    // Set in init; read and cleared only by the single winner of `disposed`.
    private nonisolated(unsafe) var subscription: (any Disposable & AnyObject)?  // class-bound: two words, no boxed existential

    init(_ subscription: any Disposable & AnyObject) {
        self.subscription = subscription
    }

    /// The subscription ended by itself (a terminal event): let go of it
    /// without disposing, so what it captured goes now; `dispose()` is then a no-op.
    func subscriptionEnded() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        subscription = nil
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let subscription = self.subscription
        self.subscription = nil
        subscription?.dispose()
    }
}
