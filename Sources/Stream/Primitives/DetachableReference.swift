/// A value kept under a lock until it is detached: what work that outlives a
/// subscription (a scheduled action, a task, a deferred unsubscription)
/// reaches the subscription through, so that disposal lets go of the chain,
/// and of everything its closures captured, at once rather than when that
/// work ends. The one such mechanism: `DetachableObserver` is its form as a
/// node, for a source that must be subscribed to something.
// @unchecked: the value is only reachable under the lock.
struct DetachableReference<Value>: @unchecked Sendable {
    private let value = Locked<Value?>(nil)

    init() {}

    init(_ initial: Value) {
        value.withLock { $0 = initial }
    }

    /// The value, until it is detached.
    var current: Value? { value.withLock { $0 } }

    func attach(_ newValue: Value) { value.withLock { $0 = newValue } }

    /// Lets go of the value. It is released after the lock is: its deinit,
    /// or a deinit down the chain it holds, may run user code.
    func detach() {
        let released = value.withLock { value in
            defer { value = nil }
            return value
        }
        withExtendedLifetime(released) {}
    }
}
