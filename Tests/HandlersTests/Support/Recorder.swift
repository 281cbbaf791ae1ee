import Stream

/// Values collected from closures that may run on any thread.
final class Recorder<Value: Sendable>: Sendable {
    private let stored = Locked<[Value]>([])

    /// Everything recorded so far, in order.
    var values: [Value] { stored.withLock { $0 } }

    func record(_ value: Value) {
        stored.withLock { $0.append(value) }
    }
}
